// Converters: the settings a layer gives before dxil_spv_converter_run, the run itself (one
// untangle_translate with the layer's remappers behind untangle's), and the queries after it.
// A converter of a blob the original library parsed forwards every call to that library.
#include <cstring>

#include "compat/dxil_spirv/adapter.h"
#include "compat/dxil_spirv/remapping.h"

using namespace untangle::dxil_spirv;

namespace {

dxil_spv_converter original_of(dxil_spv_converter converter) {
  return static_cast<dxil_spv_converter>(converter->original_converter);
}

// The original library's, when the converter's blob is.
#define UNTANGLE_FORWARD(converter, function, ...)                                                \
  do {                                                                                            \
    if ((converter)->blob->original)                                                              \
      return (converter)->blob->original->function(original_of(converter) __VA_OPT__(, ) __VA_ARGS__); \
  } while (0)

const dxil_spv_parsed_blob_s::EntryPoint* entry_to_translate(dxil_spv_converter converter) {
  const auto& entries = converter->blob->entry_points;
  if (converter->entry_point.empty()) return entries.size() == 1 ? &entries.front() : nullptr;
  for (const auto& entry : entries)
    if (entry.demangled == converter->entry_point || entry.mangled == converter->entry_point) return &entry;
  return nullptr;
}

// untangle's options for the converter's settings.
untangle_translate_options translate_options(dxil_spv_converter converter, RemapState& remap) {
  const ConverterOptions& options = converter->options;
  untangle_translate_options out;
  untangle_translate_options_init(&out);
  // vkd3d-proton-style layers run on Vulkan 1.3 (SPIR-V 1.6: demote, device addresses in the core).
  out.vulkan_version = (1u << 22) | (3u << 12);
  out.use_module_root_signature = 0;  // the layer places every resource
  out.remapper = RemapState::remap_binding;
  out.remapper_user_data = &remap;
  out.input_remapper = RemapState::remap_input;
  out.input_remapper_user_data = &remap;
  out.output_remapper = RemapState::remap_output;
  out.output_remapper_user_data = &remap;
  out.dual_source_blending = options.dual_source_blending ? 1 : 0;
  out.maximal_reconvergence =
      options.maximal_reconvergence ? UNTANGLE_MAXIMAL_RECONVERGENCE_AUTO : UNTANGLE_MAXIMAL_RECONVERGENCE_OFF;
  // Rasterizer ordered views need fragmentShaderPixelInterlock, which the layer enables when
  // the device has it.
  out.rasterizer_ordered_views = UNTANGLE_RASTERIZER_ORDERED_VIEWS_INTERLOCK;
  out.render_target_swizzles = options.output_swizzles.data();
  out.render_target_swizzle_count = static_cast<uint32_t>(options.output_swizzles.size());
  out.sample_count = options.sample_count.value_or(0);
  out.sample_count_spec_id = options.sample_count_spec_id;
  out.invariant_position = options.invariant_position ? 1 : 0;
  out.precise_everywhere = options.force_precise ? 1 : 0;
  out.compute_derivatives_khr = options.compute_derivatives_khr ? 1 : 0;
  if (converter->patch_location_offset) out.patch_constant_location = *converter->patch_location_offset;
  out.min_precision_as_32bit = options.min_precision_native_16bit ? 0 : 1;
  out.spirv_entry_point_name = "main";  // the interface's modules are all created with that name
  // dxil-spirv lowers AMD GPU Services' wave matrices whenever a shader uses them: a layer
  // offers AGS's WMMA only on devices with cooperative matrices.
  out.ags = UNTANGLE_AGS_COOPERATIVE_MATRIX | (options.float8_matrices ? UNTANGLE_AGS_FLOAT8 : 0u);
  if (options.view_instancing) {
    out.view_id_spec_id = options.view_id_spec_id;
    out.view_viewport_spec_id = options.view_viewport_spec_id;
    out.view_instancing_last_stage = options.view_instancing_last_pre_rasterization ? 1 : 0;
  }
  return out;
}

void record_result(dxil_spv_converter converter, const dxil_spv_parsed_blob_s::EntryPoint* converter_entry,
                   const untangle_result* result) {
  untangle_entry_point entry;
  UNTANGLE_INIT_STRUCT(entry);
  untangle_result_entry_point(result, &entry);
  // The DXIL entry point's name (the SPIR-V one is always "main").
  converter->compiled_entry_point = converter_entry->demangled;
  std::memcpy(converter->workgroup_size, entry.workgroup_size, sizeof converter->workgroup_size);
  converter->wave_size_min = entry.wave_size_min;
  converter->wave_size_max = entry.wave_size_min == entry.wave_size_max ? 0 : entry.wave_size_max;
  converter->wave_size_preferred = entry.wave_size_preferred;
  converter->hull_patch_location_offset = untangle_result_patch_constant_location(result);
  converter->warnings.clear();
  for (uint32_t i = 0; i < untangle_result_warning_count(result); ++i)
    converter->warnings += std::string(untangle_result_warning(result, i)) + "\n";
}

// What the SPIR-V declares, for the queries the interface answers from it.
constexpr uint32_t spv_capability_float16 = 9;
constexpr uint32_t spv_capability_int16 = 22;
constexpr uint32_t spv_builtin_subgroup_size = 36;

template <typename Match>
bool has_instruction(const untangle_result* result, Match&& match) {
  size_t count = 0;
  const uint32_t* words = untangle_result_words(result, &count);
  for (size_t at = 5; at < count;) {
    const uint32_t length = words[at] >> 16;
    if (length == 0 || at + length > count) return false;
    if (match(words[at] & 0xFFFF, words + at + 1, length - 1)) return true;
    at += length;
  }
  return false;
}

bool declares_capability(const untangle_result* result, uint32_t capability) {
  return has_instruction(result, [&](uint32_t opcode, const uint32_t* operands, uint32_t count) {
    return opcode == 17 /* OpCapability */ && count == 1 && operands[0] == capability;
  });
}

bool declares_builtin(const untangle_result* result, uint32_t builtin) {
  return has_instruction(result, [&](uint32_t opcode, const uint32_t* operands, uint32_t count) {
    return opcode == 71 /* OpDecorate */ && count == 3 && operands[1] == 11 /* BuiltIn */ && operands[2] == builtin;
  });
}

// Whether a stage before the rasterizer writes SV_RenderTargetArrayIndex.
bool writes_layer(const untangle_module* module, uint32_t entry_index, dxil_spv_shader_stage stage) {
  if (stage == DXIL_SPV_STAGE_PIXEL || stage == DXIL_SPV_STAGE_COMPUTE) return false;
  untangle_entry_point entry;
  UNTANGLE_INIT_STRUCT(entry);
  if (untangle_module_entry_point(module, entry_index, &entry) != UNTANGLE_OK) return false;
  const untangle_signature_kind kinds[] = {UNTANGLE_SIGNATURE_OUTPUT, UNTANGLE_SIGNATURE_PATCH_CONSTANT};
  for (const untangle_signature_kind kind : kinds) {
    const uint32_t count = kind == UNTANGLE_SIGNATURE_OUTPUT ? entry.output_count : entry.patch_constant_count;
    for (uint32_t i = 0; i < count; ++i) {
      untangle_signature_element element;
      UNTANGLE_INIT_STRUCT(element);
      if (untangle_module_signature_element(module, entry_index, kind, i, &element) == UNTANGLE_OK &&
          element.system_value == UNTANGLE_SV_RENDER_TARGET_ARRAY_INDEX)
        return true;
    }
  }
  return false;
}

// The patch vertex count a pipeline needs: a hull shader's input control points.
uint32_t input_control_points(const untangle_module* module, uint32_t entry_index) {
  untangle_entry_point entry;
  UNTANGLE_INIT_STRUCT(entry);
  if (untangle_module_entry_point(module, entry_index, &entry) != UNTANGLE_OK) return 0;
  return entry.input_control_points;
}

dxil_spv_result run(dxil_spv_converter converter) {
  const auto* entry = entry_to_translate(converter);
  if (entry == nullptr) {
    log(DXIL_SPV_LOG_LEVEL_ERROR, converter->entry_point.empty()
                                      ? "the module has several entry points; the converter names none"
                                      : "the module has no entry point " + converter->entry_point);
    return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  }
  if (converter->local_table_open) {
    log(DXIL_SPV_LOG_LEVEL_ERROR, "a local root descriptor table was begun and not ended");
    return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  }
  // dxil-spirv's layer runs work graphs through its compute emulation (payloads in buffers it
  // addresses), which untangle does not write: its node shaders are SPV_AMDX_shader_enqueue's,
  // for a device that runs graphs itself (untangle_translate).
  untangle_node node;
  UNTANGLE_INIT_STRUCT(node);
  if (untangle_module_node(converter->blob->module, entry->index, &node) == UNTANGLE_OK) {
    log(DXIL_SPV_LOG_LEVEL_ERROR, "cannot translate " + entry->demangled +
                                      ": work-graph nodes for dxil-spirv's compute emulation are not supported");
    return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
  }
  lay_out_local_root_parameters(converter->local_root_parameters);
  RemapState remap(*converter, entry->stage);
  const untangle_translate_options options = translate_options(converter, remap);
  untangle_result_destroy(converter->result);
  converter->result = nullptr;
  untangle_error* error = nullptr;
  const untangle_status status =
      untangle_translate(converter->blob->module, entry->demangled.c_str(), &options, &converter->result, &error);
  if (status != UNTANGLE_OK) {
    untangle_diagnostic diagnostic;
    UNTANGLE_INIT_STRUCT(diagnostic);
    untangle_error_get(error, &diagnostic);
    log(DXIL_SPV_LOG_LEVEL_ERROR, std::string("cannot translate ") + entry->demangled + ": " + diagnostic.message);
    untangle_error_destroy(error);
    switch (status) {
      case UNTANGLE_ERROR_OUT_OF_MEMORY: return DXIL_SPV_ERROR_OUT_OF_MEMORY;
      case UNTANGLE_ERROR_UNSUPPORTED: return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
      case UNTANGLE_ERROR_INVALID_ARGUMENT: return DXIL_SPV_ERROR_INVALID_ARGUMENT;
      default: return DXIL_SPV_ERROR_GENERIC;
    }
  }
  record_result(converter, entry, converter->result);
  converter->writes_layer = writes_layer(converter->blob->module, entry->index, entry->stage);
  converter->patch_vertex_count =
      entry->stage == DXIL_SPV_STAGE_HULL ? input_control_points(converter->blob->module, entry->index) : 0;
  return DXIL_SPV_SUCCESS;
}

}  // namespace

dxil_spv_converter_s::~dxil_spv_converter_s() {
  if (blob != nullptr && blob->original) blob->original->dxil_spv_converter_free(original_of(this));
  untangle_result_destroy(result);
}

extern "C" {

dxil_spv_result dxil_spv_create_converter_with_reflection(dxil_spv_parsed_blob blob, dxil_spv_parsed_blob reflection,
                                                          dxil_spv_converter* converter) {
  if (blob == nullptr || converter == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  *converter = nullptr;
  try {
    auto made = std::make_unique<dxil_spv_converter_s>();
    made->blob = blob;
    if (blob->original) {
      // The reflection blob, if any, is ignored: the original library's reads what it needs.
      const dxil_spv_result result = blob->original->dxil_spv_create_converter_with_reflection(
          static_cast<dxil_spv_parsed_blob>(blob->original_blob), nullptr,
          reinterpret_cast<dxil_spv_converter*>(&made->original_converter));
      if (result != DXIL_SPV_SUCCESS) return result;
    }
    (void)reflection;  // untangle reads the reflection it needs from the blob itself
    *converter = made.release();
    return DXIL_SPV_SUCCESS;
  } catch (const std::bad_alloc&) {
    return DXIL_SPV_ERROR_OUT_OF_MEMORY;
  }
}

dxil_spv_result dxil_spv_create_converter(dxil_spv_parsed_blob blob, dxil_spv_converter* converter) {
  return dxil_spv_create_converter_with_reflection(blob, nullptr, converter);
}

void dxil_spv_converter_free(dxil_spv_converter converter) { delete converter; }

void dxil_spv_converter_set_entry_point(dxil_spv_converter converter, const char* entry_point) {
  UNTANGLE_FORWARD(converter, dxil_spv_converter_set_entry_point, entry_point);
  converter->entry_point = entry_point != nullptr ? entry_point : "";
}

#define UNTANGLE_REMAPPER_SETTER(function, callback_type, field)                                          \
  void function(dxil_spv_converter converter, callback_type remapper, void* user_data) {                  \
    UNTANGLE_FORWARD(converter, function, remapper, user_data);                                           \
    converter->remappers.field = remapper;                                                                \
    converter->remappers.field##_user_data = user_data;                                                   \
  }
UNTANGLE_REMAPPER_SETTER(dxil_spv_converter_set_stage_input_remapper, dxil_spv_shader_stage_io_remapper_cb, stage_input)
UNTANGLE_REMAPPER_SETTER(dxil_spv_converter_set_stage_output_remapper, dxil_spv_shader_stage_io_remapper_cb, stage_output)
UNTANGLE_REMAPPER_SETTER(dxil_spv_converter_set_vertex_input_remapper, dxil_spv_vertex_input_remapper_cb, vertex_input)
UNTANGLE_REMAPPER_SETTER(dxil_spv_converter_set_stream_output_remapper, dxil_spv_stream_output_remapper_cb, stream_output)
UNTANGLE_REMAPPER_SETTER(dxil_spv_converter_set_srv_remapper, dxil_spv_srv_remapper_cb, srv)
UNTANGLE_REMAPPER_SETTER(dxil_spv_converter_set_sampler_remapper, dxil_spv_sampler_remapper_cb, sampler)
UNTANGLE_REMAPPER_SETTER(dxil_spv_converter_set_uav_remapper, dxil_spv_uav_remapper_cb, uav)
UNTANGLE_REMAPPER_SETTER(dxil_spv_converter_set_cbv_remapper, dxil_spv_cbv_remapper_cb, cbv)
#undef UNTANGLE_REMAPPER_SETTER

void dxil_spv_converter_set_root_constant_word_count(dxil_spv_converter converter, unsigned words) {
  UNTANGLE_FORWARD(converter, dxil_spv_converter_set_root_constant_word_count, words);
  converter->root_constant_words = words;
}

void dxil_spv_converter_set_root_descriptor_count(dxil_spv_converter converter, unsigned count) {
  UNTANGLE_FORWARD(converter, dxil_spv_converter_set_root_descriptor_count, count);
  converter->root_descriptor_count = count;
}

void dxil_spv_converter_add_local_root_constants(dxil_spv_converter converter, unsigned space, unsigned index,
                                                 unsigned words) {
  UNTANGLE_FORWARD(converter, dxil_spv_converter_add_local_root_constants, space, index, words);
  LocalRootParameter parameter;
  parameter.kind = LocalRootParameter::Kind::Constants;
  parameter.space = space;
  parameter.register_index = index;
  parameter.words = words;
  converter->local_root_parameters.push_back(parameter);
}

void dxil_spv_converter_add_local_root_descriptor(dxil_spv_converter converter, dxil_spv_resource_class resource_class,
                                                  unsigned space, unsigned index) {
  UNTANGLE_FORWARD(converter, dxil_spv_converter_add_local_root_descriptor, resource_class, space, index);
  LocalRootParameter parameter;
  parameter.kind = LocalRootParameter::Kind::Descriptor;
  parameter.resource_class = resource_class;
  parameter.space = space;
  parameter.register_index = index;
  converter->local_root_parameters.push_back(parameter);
}

dxil_spv_result dxil_spv_converter_begin_local_root_descriptor_table(dxil_spv_converter converter) {
  UNTANGLE_FORWARD(converter, dxil_spv_converter_begin_local_root_descriptor_table);
  if (converter->local_table_open) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  LocalRootParameter parameter;
  parameter.kind = LocalRootParameter::Kind::Table;
  converter->local_root_parameters.push_back(parameter);
  converter->local_table_open = true;
  return DXIL_SPV_SUCCESS;
}

void dxil_spv_converter_add_local_root_descriptor_table(dxil_spv_converter converter,
                                                        dxil_spv_resource_class resource_class, unsigned space,
                                                        unsigned index, unsigned count, unsigned offset_in_heap) {
  UNTANGLE_FORWARD(converter, dxil_spv_converter_add_local_root_descriptor_table, resource_class, space, index, count,
                   offset_in_heap);
  // Outside begin/end, a table of its own with this one range.
  const bool own_table = !converter->local_table_open;
  if (own_table) dxil_spv_converter_begin_local_root_descriptor_table(converter);
  converter->local_root_parameters.back().ranges.push_back({resource_class, space, index, count, offset_in_heap});
  if (own_table) dxil_spv_converter_end_local_root_descriptor_table(converter);
}

dxil_spv_result dxil_spv_converter_end_local_root_descriptor_table(dxil_spv_converter converter) {
  UNTANGLE_FORWARD(converter, dxil_spv_converter_end_local_root_descriptor_table);
  if (!converter->local_table_open || converter->local_root_parameters.back().ranges.empty())
    return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  converter->local_table_open = false;
  return DXIL_SPV_SUCCESS;
}

// Debug information only: untangle's output does not carry it.
void dxil_spv_converter_add_root_parameter_mapping(dxil_spv_converter converter, unsigned parameter, unsigned offset) {
  UNTANGLE_FORWARD(converter, dxil_spv_converter_add_root_parameter_mapping, parameter, offset);
}

void dxil_spv_converter_add_root_descriptor_mapping(dxil_spv_converter converter, unsigned parameter, unsigned set,
                                                    unsigned binding) {
  UNTANGLE_FORWARD(converter, dxil_spv_converter_add_root_descriptor_mapping, parameter, set, binding);
}

void dxil_spv_converter_add_non_semantic_debug_info(dxil_spv_converter converter, const char* tag, const void* data,
                                                    size_t size) {
  UNTANGLE_FORWARD(converter, dxil_spv_converter_add_non_semantic_debug_info, tag, data, size);
}

void dxil_spv_converter_set_patch_location_offset(dxil_spv_converter converter, unsigned offset) {
  UNTANGLE_FORWARD(converter, dxil_spv_converter_set_patch_location_offset, offset);
  if (offset == UINT32_MAX)
    converter->patch_location_offset.reset();
  else
    converter->patch_location_offset = offset;
}

dxil_spv_result dxil_spv_converter_run(dxil_spv_converter converter) {
  if (converter == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  if (converter->blob->original) {
    converter->blob->original->dxil_spv_set_thread_log_callback(thread_log_callback(), thread_log_user_data());
    return converter->blob->original->dxil_spv_converter_run(original_of(converter));
  }
  try {
    return run(converter);
  } catch (const std::bad_alloc&) {
    return DXIL_SPV_ERROR_OUT_OF_MEMORY;
  }
}

dxil_spv_result dxil_spv_converter_get_compiled_spirv(dxil_spv_converter converter, dxil_spv_compiled_spirv* compiled) {
  if (converter == nullptr || compiled == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  UNTANGLE_FORWARD(converter, dxil_spv_converter_get_compiled_spirv, compiled);
  if (converter->result == nullptr) return DXIL_SPV_ERROR_GENERIC;
  size_t words = 0;
  compiled->data = untangle_result_words(converter->result, &words);
  compiled->size = words * sizeof(uint32_t);
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_converter_get_compiled_entry_point(dxil_spv_converter converter, const char** entry_point) {
  if (converter == nullptr || entry_point == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  UNTANGLE_FORWARD(converter, dxil_spv_converter_get_compiled_entry_point, entry_point);
  if (converter->result == nullptr) return DXIL_SPV_ERROR_GENERIC;
  *entry_point = converter->compiled_entry_point.c_str();
  return DXIL_SPV_SUCCESS;
}

dxil_spv_bool dxil_spv_converter_supports_option(dxil_spv_option option) {
  return recognizes_option(option) ? DXIL_SPV_TRUE : DXIL_SPV_FALSE;
}

dxil_spv_result dxil_spv_converter_add_option(dxil_spv_converter converter, const dxil_spv_option_base* option) {
  if (converter == nullptr || option == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  UNTANGLE_FORWARD(converter, dxil_spv_converter_add_option, option);
  try {
    return add_option(converter->options, *option);
  } catch (const std::bad_alloc&) {
    return DXIL_SPV_ERROR_OUT_OF_MEMORY;
  }
}

dxil_spv_bool dxil_spv_converter_uses_subgroup_size(dxil_spv_converter converter) {
  if (converter == nullptr) return DXIL_SPV_FALSE;
  if (converter->blob->original)
    return converter->blob->original->dxil_spv_converter_uses_subgroup_size(original_of(converter));
  return converter->result != nullptr && declares_builtin(converter->result, spv_builtin_subgroup_size) ? DXIL_SPV_TRUE
                                                                                                     : DXIL_SPV_FALSE;
}

dxil_spv_result dxil_spv_converter_get_compute_workgroup_dimensions(dxil_spv_converter converter, unsigned* x,
                                                                    unsigned* y, unsigned* z) {
  if (converter == nullptr || x == nullptr || y == nullptr || z == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  UNTANGLE_FORWARD(converter, dxil_spv_converter_get_compute_workgroup_dimensions, x, y, z);
  *x = converter->workgroup_size[0];
  *y = converter->workgroup_size[1];
  *z = converter->workgroup_size[2];
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_converter_get_compute_required_wave_size(dxil_spv_converter converter, unsigned* wave_size) {
  if (converter == nullptr || wave_size == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  UNTANGLE_FORWARD(converter, dxil_spv_converter_get_compute_required_wave_size, wave_size);
  // A wave size the shader requires exactly, else 0.
  *wave_size = converter->wave_size_max == 0 ? converter->wave_size_min : 0;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_converter_get_compute_wave_size_range(dxil_spv_converter converter, unsigned* minimum,
                                                               unsigned* maximum, unsigned* preferred) {
  if (converter == nullptr || minimum == nullptr || maximum == nullptr || preferred == nullptr)
    return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  UNTANGLE_FORWARD(converter, dxil_spv_converter_get_compute_wave_size_range, minimum, maximum, preferred);
  *minimum = converter->wave_size_min;
  *maximum = converter->wave_size_max;
  *preferred = converter->wave_size_preferred;
  return DXIL_SPV_SUCCESS;
}

// untangle makes no guesses at the wave size a shader was tuned for: 0, no suggestion.
dxil_spv_result dxil_spv_converter_get_compute_heuristic_max_wave_size(dxil_spv_converter converter,
                                                                       unsigned* wave_size) {
  if (converter == nullptr || wave_size == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  UNTANGLE_FORWARD(converter, dxil_spv_converter_get_compute_heuristic_max_wave_size, wave_size);
  *wave_size = 0;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_converter_get_compute_heuristic_min_wave_size(dxil_spv_converter converter,
                                                                       unsigned* wave_size) {
  if (converter == nullptr || wave_size == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  UNTANGLE_FORWARD(converter, dxil_spv_converter_get_compute_heuristic_min_wave_size, wave_size);
  *wave_size = 0;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_converter_get_patch_vertex_count(dxil_spv_converter converter, unsigned* vertices) {
  if (converter == nullptr || vertices == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  UNTANGLE_FORWARD(converter, dxil_spv_converter_get_patch_vertex_count, vertices);
  *vertices = converter->patch_vertex_count;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_converter_get_patch_location_offset(dxil_spv_converter converter, unsigned* offset) {
  if (converter == nullptr || offset == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  UNTANGLE_FORWARD(converter, dxil_spv_converter_get_patch_location_offset, offset);
  *offset = converter->hull_patch_location_offset;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_bool dxil_spv_converter_uses_shader_feature(dxil_spv_converter converter, dxil_spv_shader_feature feature) {
  if (converter == nullptr) return DXIL_SPV_FALSE;
  if (converter->blob->original)
    return converter->blob->original->dxil_spv_converter_uses_shader_feature(original_of(converter), feature);
  if (feature != DXIL_SPV_SHADER_FEATURE_NATIVE_16BIT_OPERATIONS || converter->result == nullptr) return DXIL_SPV_FALSE;
  return declares_capability(converter->result, spv_capability_float16) ||
                 declares_capability(converter->result, spv_capability_int16)
             ? DXIL_SPV_TRUE
             : DXIL_SPV_FALSE;
}

// untangle translates view instancing as the device's multiview, which makes each view a layer
// of its own: a shader writing the layer itself, or translated without the view mapping, cannot
// run as such a view.
dxil_spv_result dxil_spv_converter_is_multiview_compatible(dxil_spv_converter converter, dxil_spv_bool* compatible) {
  if (converter == nullptr || compatible == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  UNTANGLE_FORWARD(converter, dxil_spv_converter_is_multiview_compatible, compatible);
  *compatible = converter->result != nullptr && converter->options.view_instancing &&
                        converter->options.view_id_spec_id != UINT32_MAX && !converter->writes_layer
                    ? DXIL_SPV_TRUE
                    : DXIL_SPV_FALSE;
  return DXIL_SPV_SUCCESS;
}

const char* dxil_spv_converter_get_analysis_warnings(dxil_spv_converter converter) {
  if (converter == nullptr) return nullptr;
  if (converter->blob->original)
    return converter->blob->original->dxil_spv_converter_get_analysis_warnings(original_of(converter));
  return converter->warnings.empty() ? nullptr : converter->warnings.c_str();
}

// The layer's own descriptors (heap sizes, raw heap views, view-instancing tables) serve
// translations untangle does not do (descriptor-heap robustness, instrumentation, dynamic
// view instancing): accepted, never read.
dxil_spv_result dxil_spv_converter_set_meta_descriptor(dxil_spv_converter converter, dxil_spv_meta_descriptor meta,
                                                       dxil_spv_meta_descriptor_kind kind, unsigned set,
                                                       unsigned binding) {
  if (converter == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  UNTANGLE_FORWARD(converter, dxil_spv_converter_set_meta_descriptor, meta, kind, set, binding);
  return DXIL_SPV_SUCCESS;
}

void dxil_spv_set_thread_log_callback(dxil_spv_log_cb callback, void* user_data) { set_thread_log(callback, user_data); }

void dxil_spv_begin_thread_allocator_context(void) {}
void dxil_spv_end_thread_allocator_context(void) {}
void dxil_spv_reset_thread_allocator_context(void) {}

dxil_spv_result dxil_spv_parsed_blob_scan_resources(dxil_spv_parsed_blob blob, dxil_spv_srv_remapper_cb srv,
                                                    dxil_spv_sampler_remapper_cb sampler, dxil_spv_cbv_remapper_cb cbv,
                                                    dxil_spv_uav_remapper_cb uav, void* user_data) {
  if (blob == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  if (blob->original)
    return blob->original->dxil_spv_parsed_blob_scan_resources(static_cast<dxil_spv_parsed_blob>(blob->original_blob),
                                                               srv, sampler, cbv, uav, user_data);
  return scan_resources(*blob, {srv, user_data, sampler, user_data, uav, user_data, cbv, user_data});
}

}  // extern "C"
