// What the files of the dxil-spirv adapter share: the objects behind the interface's two
// handles (a parsed blob, a converter), the options a converter collected, and the thread's
// log. Everything here is the adapter's; the translation is untangle's public C API.
#pragma once

#define DXIL_SPV_ENABLE_EXPERIMENTAL_WORKGRAPHS
#define DXIL_SPV_ENABLE_EXPERIMENTAL_MULTIVIEW
#define DXIL_SPV_EXPORT_SYMBOLS
#include "dxil_spirv_c.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "compat/dxil_spirv/original_library.h"
#include "untangle/untangle.h"

namespace untangle::dxil_spirv {

// ---- Logging (log.cpp): the calling thread's callback, as the interface sets it per thread.

void log(dxil_spv_log_level level, const std::string& message);
void set_thread_log(dxil_spv_log_cb callback, void* user_data);
dxil_spv_log_cb thread_log_callback();
void* thread_log_user_data();

// ---- Stages (stages.cpp).

dxil_spv_shader_stage stage_of(untangle_stage stage);
untangle_stage untangle_stage_of(dxil_spv_shader_stage stage);

// ---- Options (options.cpp).

struct OffsetBufferLayout {
  uint32_t untyped_offset = 0;
  uint32_t typed_offset = 0;
  uint32_t stride = 1;
};

// What the converter's options ask of the translation, as far as untangle honours them.
struct ConverterOptions {
  bool physical_storage_buffer = false;  // counters of heap UAVs are read through device addresses
  uint32_t sbt_descriptor_size_log2 = 0;          // SRV/UAV/CBV handles in the shader record
  uint32_t sbt_sampler_descriptor_size_log2 = 0;  // sampler handles
  uint32_t ssbo_alignment = 16;
  bool bindless_typed_buffer_offsets = false;
  OffsetBufferLayout offset_buffer_layout;
  bool dual_source_blending = false;
  std::vector<uint32_t> output_swizzles;
  std::optional<uint32_t> sample_count;          // known at translation
  uint32_t sample_count_spec_id = 0;             // else read from this specialization constant
  bool invariant_position = false;
  bool force_precise = false;                    // PRECISE_CONTROL: every floating-point operation NoContraction
  bool compute_derivatives_khr = false;          // KHR rather than NV in compute shaders
  bool view_instancing = false;
  bool view_instancing_last_pre_rasterization = false;
  uint32_t view_id_spec_id = UINT32_MAX;        // ViewIndex to view instance, 2 bits each
  uint32_t view_viewport_spec_id = UINT32_MAX;  // view instance to viewport, 8 bits each
  bool bindless_cbv_ssbo_emulation = false;  // CBVs of heap windows are storage buffers
  bool min_precision_native_16bit = false;   // else minimum precision is computed in 32 bits
  bool maximal_reconvergence = false;        // the device has VK_KHR_shader_maximal_reconvergence
  bool float8_matrices = false;              // FLOAT8_SUPPORT's wmma_fp8: AGS's FP8 as SPV_EXT_float8
  uint32_t subgroup_size_min = 0;
  uint32_t subgroup_size_max = 0;
  std::string source_file;
};

// Records `option` in `options`; an error (logged, naming the option) for what untangle does
// not honour.
dxil_spv_result add_option(ConverterOptions& options, const dxil_spv_option_base& option);
bool recognizes_option(dxil_spv_option option);

// ---- Blobs and converters.

// A local root signature parameter, in order: it lays out the shader record.
struct LocalRootParameter {
  enum class Kind : uint8_t { Constants, Descriptor, Table } kind = Kind::Constants;
  dxil_spv_resource_class resource_class = DXIL_SPV_RESOURCE_CLASS_CBV;  // descriptors
  uint32_t space = 0;
  uint32_t register_index = 0;
  uint32_t words = 0;  // constants
  struct TableRange {
    dxil_spv_resource_class resource_class;
    uint32_t space;
    uint32_t register_index;
    uint32_t count;  // UINT32_MAX: unbounded
    uint32_t offset_in_heap;
  };
  std::vector<TableRange> ranges;  // tables
  uint32_t offset = 0;             // bytes into the shader record (local_root.cpp)
};

struct Remappers {
  dxil_spv_srv_remapper_cb srv = nullptr;
  void* srv_user_data = nullptr;
  dxil_spv_sampler_remapper_cb sampler = nullptr;
  void* sampler_user_data = nullptr;
  dxil_spv_uav_remapper_cb uav = nullptr;
  void* uav_user_data = nullptr;
  dxil_spv_cbv_remapper_cb cbv = nullptr;
  void* cbv_user_data = nullptr;
  dxil_spv_vertex_input_remapper_cb vertex_input = nullptr;
  void* vertex_input_user_data = nullptr;
  dxil_spv_stream_output_remapper_cb stream_output = nullptr;
  void* stream_output_user_data = nullptr;
  dxil_spv_shader_stage_io_remapper_cb stage_input = nullptr;
  void* stage_input_user_data = nullptr;
  dxil_spv_shader_stage_io_remapper_cb stage_output = nullptr;
  void* stage_output_user_data = nullptr;
};

}  // namespace untangle::dxil_spirv

struct dxil_spv_parsed_blob_s {
  struct EntryPoint {
    std::string mangled;
    std::string demangled;
    dxil_spv_shader_stage stage = DXIL_SPV_STAGE_UNKNOWN;
    uint32_t index = 0;  // untangle's entry point index
  };
  struct Subobject {
    dxil_spv_rdat_subobject c{};  // points into the strings and the module
    std::vector<std::string> export_names;
    std::vector<const char*> exports;
  };

  untangle_module* module = nullptr;
  std::vector<uint8_t> bitcode;  // the DXIL part, for dxil_spv_parsed_blob_get_raw_ir
  std::vector<EntryPoint> entry_points;
  std::vector<Subobject> subobjects;
  std::string disassembly;
  // A DXBC (SM 4/5) blob: the original library's, when the user names it.
  std::shared_ptr<const untangle::dxil_spirv::OriginalLibrary> original;
  void* original_blob = nullptr;

  ~dxil_spv_parsed_blob_s();
};

struct dxil_spv_converter_s {
  dxil_spv_parsed_blob_s* blob = nullptr;
  std::string entry_point;
  untangle::dxil_spirv::Remappers remappers;
  untangle::dxil_spirv::ConverterOptions options;
  uint32_t root_constant_words = 0;
  uint32_t root_descriptor_count = 0;
  std::vector<untangle::dxil_spirv::LocalRootParameter> local_root_parameters;
  bool local_table_open = false;
  std::optional<uint32_t> patch_location_offset;  // domain shaders: the hull shader's

  // After a run.
  untangle_result* result = nullptr;
  std::string compiled_entry_point;
  uint32_t workgroup_size[3] = {};
  uint32_t wave_size_min = 0;
  uint32_t wave_size_max = 0;
  uint32_t wave_size_preferred = 0;
  uint32_t patch_vertex_count = 0;
  uint32_t hull_patch_location_offset = 0;
  bool writes_layer = false;  // the translated stage writes SV_RenderTargetArrayIndex
  std::string warnings;

  void* original_converter = nullptr;  // the original library's, for its blob

  ~dxil_spv_converter_s();
};
