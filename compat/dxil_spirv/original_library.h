// The original dxil-spirv library, an explicit fallback for DXBC (Shader Model 4 and 5),
// which layers hand to the same parse call as DXIL and untangle translates itself. Where the
// user asks for it (UNTANGLE_DXIL_SPIRV_DXBC=original) and names the original library in
// UNTANGLE_DXIL_SPIRV_ORIGINAL (a path to its libdxil-spirv-c-shared), a DXBC blob and every
// converter made from it are that library's: each call on them is forwarded.
//
// Each blob holds the library loaded for it (dlopen counts references, so a second load is a
// lookup), and it is unloaded with the last blob or converter that uses it: no process-wide
// state.
#pragma once

#define DXIL_SPV_ENABLE_EXPERIMENTAL_WORKGRAPHS
#define DXIL_SPV_ENABLE_EXPERIMENTAL_MULTIVIEW
#include "dxil_spirv_c.h"

#include <memory>
#include <string>

namespace untangle::dxil_spirv {

// Every function of the interface that takes a blob or a converter, or makes one.
#define UNTANGLE_DXIL_SPIRV_FORWARDED(X)                                                             \
  X(dxil_spv_parse_dxil_blob) X(dxil_spv_parsed_blob_free) X(dxil_spv_parsed_blob_dump_llvm_ir)      \
  X(dxil_spv_parsed_blob_get_disassembled_ir) X(dxil_spv_parsed_blob_get_raw_ir)                       \
  X(dxil_spv_parsed_blob_get_shader_stage) X(dxil_spv_parsed_blob_get_shader_stage_for_entry)          \
  X(dxil_spv_parsed_blob_get_entry_index_by_name) X(dxil_spv_parsed_blob_get_num_entry_points)         \
  X(dxil_spv_parsed_blob_get_entry_point_name) X(dxil_spv_parsed_blob_get_entry_point_demangled_name)  \
  X(dxil_spv_parsed_blob_get_entry_point_node_input) X(dxil_spv_parsed_blob_get_entry_point_num_node_outputs) \
  X(dxil_spv_parsed_blob_get_entry_point_node_output) X(dxil_spv_parsed_blob_scan_resources)           \
  X(dxil_spv_parsed_blob_get_num_rdat_subobjects) X(dxil_spv_parsed_blob_get_rdat_subobject)           \
  X(dxil_spv_set_thread_log_callback) X(dxil_spv_create_converter_with_reflection)                     \
  X(dxil_spv_converter_free) X(dxil_spv_converter_set_entry_point)                                     \
  X(dxil_spv_converter_set_stage_input_remapper) X(dxil_spv_converter_set_stage_output_remapper)       \
  X(dxil_spv_converter_set_vertex_input_remapper) X(dxil_spv_converter_set_stream_output_remapper)     \
  X(dxil_spv_converter_set_srv_remapper) X(dxil_spv_converter_set_sampler_remapper)                    \
  X(dxil_spv_converter_set_root_constant_word_count) X(dxil_spv_converter_set_root_descriptor_count)   \
  X(dxil_spv_converter_set_uav_remapper) X(dxil_spv_converter_set_cbv_remapper)                        \
  X(dxil_spv_converter_add_local_root_constants) X(dxil_spv_converter_add_local_root_descriptor)       \
  X(dxil_spv_converter_add_local_root_descriptor_table)                                                \
  X(dxil_spv_converter_begin_local_root_descriptor_table)                                              \
  X(dxil_spv_converter_end_local_root_descriptor_table) X(dxil_spv_converter_add_root_parameter_mapping) \
  X(dxil_spv_converter_add_root_descriptor_mapping) X(dxil_spv_converter_add_non_semantic_debug_info)  \
  X(dxil_spv_converter_set_patch_location_offset) X(dxil_spv_converter_run)                            \
  X(dxil_spv_converter_get_compiled_spirv) X(dxil_spv_converter_get_compiled_entry_point)              \
  X(dxil_spv_converter_add_option) X(dxil_spv_converter_uses_subgroup_size)                            \
  X(dxil_spv_converter_get_compute_workgroup_dimensions) X(dxil_spv_converter_get_compute_required_wave_size) \
  X(dxil_spv_converter_get_compute_wave_size_range) X(dxil_spv_converter_get_compute_heuristic_max_wave_size) \
  X(dxil_spv_converter_get_compute_heuristic_min_wave_size) X(dxil_spv_converter_get_patch_vertex_count) \
  X(dxil_spv_converter_get_patch_location_offset) X(dxil_spv_converter_uses_shader_feature)            \
  X(dxil_spv_converter_is_multiview_compatible) X(dxil_spv_converter_get_analysis_warnings)            \
  X(dxil_spv_converter_set_meta_descriptor)

class OriginalLibrary {
 public:
  // The library UNTANGLE_DXIL_SPIRV_ORIGINAL names, or null with `error` saying why (unset,
  // or not a library with the interface's functions).
  static std::shared_ptr<const OriginalLibrary> load(std::string& error);
  OriginalLibrary(const OriginalLibrary&) = delete;
  OriginalLibrary& operator=(const OriginalLibrary&) = delete;
  ~OriginalLibrary();

#define UNTANGLE_DXIL_SPIRV_POINTER(name) decltype(&::name) name = nullptr;
  UNTANGLE_DXIL_SPIRV_FORWARDED(UNTANGLE_DXIL_SPIRV_POINTER)
#undef UNTANGLE_DXIL_SPIRV_POINTER

 private:
  OriginalLibrary() = default;
  void* handle_ = nullptr;
};

}  // namespace untangle::dxil_spirv
