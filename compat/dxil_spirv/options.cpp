// dxil_spv_converter_add_option: every option of the interface, one row each, with what
// untangle does with it. Three kinds of row:
//   - a setting untangle honours: recorded in ConverterOptions, which converter.cpp turns into
//     untangle's translate options;
//   - a statement about the device ("supported: the layer enabled X") that only allows what
//     untangle's output does not need, or already needs: accepted;
//   - a request untangle cannot honour (instrumentation, robustness emulations, quirks): an
//     error with a log line naming it, so that the layer knows (vkd3d-proton then fails the
//     shader rather than run it differently from what it asked).
// README.md lists the rows as a table.
#include <string>

#include "compat/dxil_spirv/adapter.h"

namespace untangle::dxil_spirv {

namespace {

using Handler = dxil_spv_result (*)(ConverterOptions& options, const dxil_spv_option_base& option, const char* name);

template <typename Option>
const Option& as(const dxil_spv_option_base& option) {
  return reinterpret_cast<const Option&>(option);
}

// `name`: the option's, without DXIL_SPV_OPTION_.
dxil_spv_result refuse(const char* name, const std::string& what) {
  log(DXIL_SPV_LOG_LEVEL_ERROR, std::string("option not honoured: ") + name + ": " + what);
  return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
}

dxil_spv_result accept(ConverterOptions&, const dxil_spv_option_base&, const char* name) { return DXIL_SPV_SUCCESS; }

// A "supported" statement untangle's output relies on: refused when the device lacks it.
template <typename Option, dxil_spv_bool Option::*field>
dxil_spv_result needs_support(ConverterOptions&, const dxil_spv_option_base& option, const char* name) {
  return as<Option>(option).*field
             ? DXIL_SPV_SUCCESS
             : refuse(name, "untangle's output uses the feature this option says the device lacks");
}

// A request untangle cannot honour when it is switched on.
template <typename Option, dxil_spv_bool Option::*field>
dxil_spv_result refused_when_enabled(ConverterOptions&, const dxil_spv_option_base& option, const char* name) {
  return as<Option>(option).*field ? refuse(name, "untangle does not implement what this option switches on")
                                   : DXIL_SPV_SUCCESS;
}

dxil_spv_result dual_source_blending(ConverterOptions& options, const dxil_spv_option_base& option, const char*) {
  options.dual_source_blending = as<dxil_spv_option_dual_source_blending>(option).enabled != 0;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result output_swizzle(ConverterOptions& options, const dxil_spv_option_base& option, const char*) {
  const auto& swizzle = as<dxil_spv_option_output_swizzle>(option);
  if (swizzle.swizzles == nullptr && swizzle.swizzle_count != 0) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  options.output_swizzles.assign(swizzle.swizzles, swizzle.swizzles + swizzle.swizzle_count);
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result rasterizer_sample_count(ConverterOptions& options, const dxil_spv_option_base& option, const char*) {
  const auto& count = as<dxil_spv_option_rasterizer_sample_count>(option);
  if (count.spec_constant) {
    options.sample_count.reset();
    options.sample_count_spec_id = count.sample_count;
  } else {
    options.sample_count = count.sample_count;
  }
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result inline_uniform_block(ConverterOptions&, const dxil_spv_option_base& option, const char* name) {
  return as<dxil_spv_option_root_constant_inline_uniform_block>(option).enable
             ? refuse(name, "root constants in an inline uniform block (untangle reads them from push constants)")
             : DXIL_SPV_SUCCESS;
}

dxil_spv_result cbv_ssbo_emulation(ConverterOptions& options, const dxil_spv_option_base& option, const char*) {
  options.bindless_cbv_ssbo_emulation = as<dxil_spv_option_bindless_cbv_ssbo_emulation>(option).enable != 0;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result physical_storage_buffer(ConverterOptions& options, const dxil_spv_option_base& option, const char*) {
  options.physical_storage_buffer = as<dxil_spv_option_physical_storage_buffer>(option).enable != 0;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result sbt_descriptor_size(ConverterOptions& options, const dxil_spv_option_base& option, const char*) {
  const auto& size = as<dxil_spv_option_sbt_descriptor_size_log2>(option);
  if (size.size_log2_srv_uav_cbv > 31 || size.size_log2_sampler > 31) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  options.sbt_descriptor_size_log2 = size.size_log2_srv_uav_cbv;
  options.sbt_sampler_descriptor_size_log2 = size.size_log2_sampler;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result ssbo_alignment(ConverterOptions& options, const dxil_spv_option_base& option, const char*) {
  const unsigned alignment = as<dxil_spv_option_ssbo_alignment>(option).alignment;
  if (alignment == 0 || (alignment & (alignment - 1)) != 0) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  options.ssbo_alignment = alignment;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result source_file(ConverterOptions& options, const dxil_spv_option_base& option, const char*) {
  const char* file = as<dxil_spv_option_shader_source_file>(option).name;
  options.source_file = file != nullptr ? file : "";
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result typed_buffer_offsets(ConverterOptions& options, const dxil_spv_option_base& option, const char*) {
  options.bindless_typed_buffer_offsets = as<dxil_spv_option_bindless_typed_buffer_offsets>(option).enable != 0;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result offset_buffer_layout(ConverterOptions& options, const dxil_spv_option_base& option, const char*) {
  const auto& layout = as<dxil_spv_option_bindless_offset_buffer_layout>(option);
  if (layout.stride == 0 || layout.untyped_offset >= layout.stride || layout.typed_offset >= layout.stride)
    return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  options.offset_buffer_layout = {layout.untyped_offset, layout.typed_offset, layout.stride};
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result min_precision_native(ConverterOptions& options, const dxil_spv_option_base& option, const char*) {
  options.min_precision_native_16bit = as<dxil_spv_option_min_precision_native_16bit>(option).enabled != 0;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result invariant_position(ConverterOptions& options, const dxil_spv_option_base& option, const char*) {
  options.invariant_position = as<dxil_spv_option_invariant_position>(option).enabled != 0;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result physical_descriptor_indexing(ConverterOptions&, const dxil_spv_option_base&, const char* name) {
  return refuse(name, "UAV counters read through raw descriptor-buffer addresses");
}

dxil_spv_result force_subgroup_size(ConverterOptions&, const dxil_spv_option_base& option, const char* name) {
  const auto& force = as<dxil_spv_option_force_subgroup_size>(option);
  return force.forced_value != 0 || force.wave_size_enable ? refuse(name, "a forced wave size") : DXIL_SPV_SUCCESS;
}

dxil_spv_result precise_control(ConverterOptions& options, const dxil_spv_option_base& option, const char*) {
  options.force_precise = as<dxil_spv_option_precise_control>(option).force_precise != 0;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result subgroup_properties(ConverterOptions& options, const dxil_spv_option_base& option, const char*) {
  const auto& properties = as<dxil_spv_option_subgroup_properties>(option);
  options.subgroup_size_min = properties.minimum_size;
  options.subgroup_size_max = properties.maximum_size;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result compute_derivatives_nv(ConverterOptions& options, const dxil_spv_option_base& option, const char*) {
  options.compute_derivatives_khr = !as<dxil_spv_option_compute_shader_derivatives_nv>(option).supported;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result quad_control_reconvergence(ConverterOptions& options, const dxil_spv_option_base& option, const char*) {
  const auto& reconvergence = as<dxil_spv_option_quad_control_reconvergence>(option);
  options.maximal_reconvergence = reconvergence.supports_maximal_reconvergence != 0;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result compute_derivatives(ConverterOptions& options, const dxil_spv_option_base& option, const char*) {
  const auto& support = as<dxil_spv_option_compute_shader_derivatives>(option);
  options.compute_derivatives_khr = support.supports_khr && !support.supports_nv;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result instrumentation(ConverterOptions&, const dxil_spv_option_base& option, const char* name) {
  return as<dxil_spv_option_instruction_instrumentation>(option).enabled ? refuse(name, "instruction instrumentation")
                                                                         : DXIL_SPV_SUCCESS;
}

dxil_spv_result shader_quirk(ConverterOptions&, const dxil_spv_option_base& option, const char* name) {
  const dxil_spv_shader_quirk quirk = as<dxil_spv_option_shader_quirk>(option).quirk;
  if (quirk == DXIL_SPV_SHADER_QUIRK_NONE) return DXIL_SPV_SUCCESS;
  return refuse(name,
                "quirk " + std::to_string(static_cast<int>(quirk)) + " (untangle implements no per-game workarounds)");
}

dxil_spv_result extended_robustness(ConverterOptions&, const dxil_spv_option_base& option, const char* name) {
  const auto& robustness = as<dxil_spv_option_extended_robustness>(option);
  return robustness.robust_group_shared || robustness.robust_alloca || robustness.robust_constant_lut
             ? refuse(name, "bounds checks of groupshared, local and constant arrays")
             : DXIL_SPV_SUCCESS;
}

dxil_spv_result max_tess_factor(ConverterOptions&, const dxil_spv_option_base& option, const char* name) {
  return as<dxil_spv_option_max_tess_factor>(option).max_tess_factor != 0
             ? refuse(name, "a clamp of tessellation factors")
             : DXIL_SPV_SUCCESS;
}

dxil_spv_result nvapi(ConverterOptions&, const dxil_spv_option_base& option, const char* name) {
  return as<dxil_spv_option_nvapi>(option).enabled ? refuse(name, "NVAPI shader extensions") : DXIL_SPV_SUCCESS;
}

dxil_spv_result view_instancing(ConverterOptions& options, const dxil_spv_option_base& option, const char*) {
  const auto& view = as<dxil_spv_option_view_instancing>(option);
  options.view_instancing = view.enabled != 0;
  options.view_instancing_last_pre_rasterization = view.last_pre_rasterization_stage != 0;
  options.view_id_spec_id = view.view_index_to_view_instance_spec_id;
  options.view_viewport_spec_id = view.view_instance_to_viewport_spec_id;
  return DXIL_SPV_SUCCESS;
}

// wmma_fp8: the device has VK_EXT_shader_float8, for AGS's FP8 and BF8 wave matrices. Without
// it dxil-spirv emulates them (nv_cooperative_matrix2_conversions or plain arithmetic); untangle
// refuses such shaders, naming the format.
dxil_spv_result float8_support(ConverterOptions& options, const dxil_spv_option_base& option, const char*) {
  options.float8_matrices = as<dxil_spv_option_float8_support>(option).wmma_fp8 != 0;
  return DXIL_SPV_SUCCESS;
}

struct OptionRow {
  dxil_spv_option type;
  const char* name;  // without DXIL_SPV_OPTION_
  Handler handle;
};

#define OPTION(name, ...) \
  { DXIL_SPV_OPTION_##name, #name, __VA_ARGS__ }

// Indexed by option number.
constexpr OptionRow kOptions[] = {
    OPTION(INVALID, nullptr),
    OPTION(SHADER_DEMOTE_TO_HELPER,
           needs_support<dxil_spv_option_shader_demote_to_helper, &dxil_spv_option_shader_demote_to_helper::supported>),
    OPTION(DUAL_SOURCE_BLENDING, dual_source_blending),
    OPTION(OUTPUT_SWIZZLE, output_swizzle),
    OPTION(RASTERIZER_SAMPLE_COUNT, rasterizer_sample_count),
    OPTION(ROOT_CONSTANT_INLINE_UNIFORM_BLOCK, inline_uniform_block),
    OPTION(BINDLESS_CBV_SSBO_EMULATION, cbv_ssbo_emulation),
    OPTION(PHYSICAL_STORAGE_BUFFER, physical_storage_buffer),
    OPTION(SBT_DESCRIPTOR_SIZE_LOG2, sbt_descriptor_size),
    OPTION(SSBO_ALIGNMENT, ssbo_alignment),
    OPTION(TYPED_UAV_READ_WITHOUT_FORMAT, needs_support<dxil_spv_option_typed_uav_read_without_format,
                                                        &dxil_spv_option_typed_uav_read_without_format::supported>),
    OPTION(SHADER_SOURCE_FILE, source_file),
    OPTION(BINDLESS_TYPED_BUFFER_OFFSETS, typed_buffer_offsets),
    OPTION(BINDLESS_OFFSET_BUFFER_LAYOUT, offset_buffer_layout),
    OPTION(STORAGE_INPUT_OUTPUT_16BIT, needs_support<dxil_spv_option_storage_input_output_16bit,
                                                     &dxil_spv_option_storage_input_output_16bit::supported>),
    OPTION(DESCRIPTOR_QA, refused_when_enabled<dxil_spv_option_descriptor_qa, &dxil_spv_option_descriptor_qa::enabled>),
    OPTION(MIN_PRECISION_NATIVE_16BIT, min_precision_native),
    OPTION(SHADER_I8_DOT, accept),
    OPTION(SHADER_RAY_TRACING_PRIMITIVE_CULLING, accept),
    OPTION(INVARIANT_POSITION, invariant_position),
    OPTION(SCALAR_BLOCK_LAYOUT, accept),
    OPTION(BARYCENTRIC_KHR,
           needs_support<dxil_spv_option_barycentric_khr, &dxil_spv_option_barycentric_khr::supported>),
    OPTION(ROBUST_PHYSICAL_CBV_LOAD, refused_when_enabled<dxil_spv_option_robust_physical_cbv_load,
                                                          &dxil_spv_option_robust_physical_cbv_load::enabled>),
    OPTION(ARITHMETIC_RELAXED_PRECISION, accept),
    OPTION(PHYSICAL_ADDRESS_DESCRIPTOR_INDEXING, physical_descriptor_indexing),
    OPTION(FORCE_SUBGROUP_SIZE, force_subgroup_size),
    OPTION(DENORM_PRESERVE_SUPPORT, accept),
    OPTION(STRICT_HELPER_LANE_WAVE_OPS, accept),
    OPTION(SUBGROUP_PARTITIONED_NV, accept),
    OPTION(DEAD_CODE_ELIMINATE, accept),
    OPTION(PRECISE_CONTROL, precise_control),
    OPTION(SAMPLE_GRAD_OPTIMIZATION_CONTROL, accept),
    OPTION(OPACITY_MICROMAP, accept),
    OPTION(BRANCH_CONTROL, accept),
    OPTION(SUBGROUP_PROPERTIES, subgroup_properties),
    OPTION(DESCRIPTOR_HEAP_ROBUSTNESS, refused_when_enabled<dxil_spv_option_descriptor_heap_robustness,
                                                            &dxil_spv_option_descriptor_heap_robustness::enabled>),
    OPTION(COMPUTE_SHADER_DERIVATIVES_NV, compute_derivatives_nv),
    OPTION(QUAD_CONTROL_RECONVERGENCE, quad_control_reconvergence),
    OPTION(RAW_ACCESS_CHAINS_NV, accept),
    OPTION(DRIVER_VERSION, accept),
    OPTION(COMPUTE_SHADER_DERIVATIVES, compute_derivatives),
    OPTION(INSTRUCTION_INSTRUMENTATION, instrumentation),
    OPTION(SHADER_QUIRK, shader_quirk),
    OPTION(EXTENDED_ROBUSTNESS, extended_robustness),
    OPTION(MAX_TESS_FACTOR, max_tess_factor),
    OPTION(VULKAN_MEMORY_MODEL,
           refused_when_enabled<dxil_spv_option_vulkan_memory_model, &dxil_spv_option_vulkan_memory_model::enabled>),
    OPTION(FLOAT8_SUPPORT, float8_support),
    OPTION(NVAPI, nvapi),
    OPTION(EXTENDED_NON_SEMANTIC, accept),
    OPTION(VIEW_INSTANCING, view_instancing),
    OPTION(MIXED_FLOAT_DOT_PRODUCT, accept),
    OPTION(COMPUTE_SHADER_DERIVATIVES_QUAD, accept),
};

constexpr bool rows_in_order() {
  for (size_t i = 0; i < std::size(kOptions); ++i)
    if (static_cast<size_t>(kOptions[i].type) != i) return false;
  return true;
}
static_assert(rows_in_order(), "kOptions is indexed by option number");
#undef OPTION

}  // namespace

bool recognizes_option(dxil_spv_option option) {
  const auto number = static_cast<size_t>(option);
  return number > 0 && number < std::size(kOptions);
}

dxil_spv_result add_option(ConverterOptions& options, const dxil_spv_option_base& option) {
  if (!recognizes_option(option.type)) {
    log(DXIL_SPV_LOG_LEVEL_ERROR, "unknown option " + std::to_string(static_cast<int>(option.type)));
    return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
  }
  const OptionRow& row = kOptions[static_cast<size_t>(option.type)];
  return row.handle(options, option, row.name);
}

}  // namespace untangle::dxil_spirv
