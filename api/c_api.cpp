// The C API (include/untangle/untangle.h) over the C++ facade. Every function catches
// everything: an untangle::Error keeps its status, std::bad_alloc becomes out of memory, and
// anything else is an internal error; nothing crosses the C boundary. Every struct the
// caller gets is filled whole here and handed over by copy_out, which writes no more than
// the caller's struct_size (c_api_internal.h). The work-graph reflection is c_api_nodes.cpp.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstring>
#include <limits>
#include <memory>
#include <new>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "api/c_api_internal.h"
#include "api/facade.h"
#include "api/revision.h"
#include "dxil/disassembler.h"
#include "spirv_emit/execution_modes.h"
#include "spirv_emit/stage_io.h"
#include "untangle/untangle.h"

namespace untangle::api {
namespace {

using namespace c_support;

// A C enum field as the integer the caller stored in it: C lets any int stand there, while a
// C++ load of a value outside the enumerators' range is undefined (UBSan stops on it), so
// the value is read as its underlying integer and checked as such.
template <typename Enum>
std::underlying_type_t<Enum> stored_value(const Enum& field) {
  std::underlying_type_t<Enum> value;
  std::memcpy(&value, &field, sizeof value);
  return value;
}

// The stored value of `field` where the caller's options version has it, else `fallback`.
template <typename Enum>
std::underlying_type_t<Enum> stored_value_or(bool present, const Enum& field, Enum fallback) {
  return present ? stored_value(field) : static_cast<std::underlying_type_t<Enum>>(fallback);
}

// Every enum of the C API is as wide as its _FORCE_32BIT member makes it, whatever the compiler.
template <typename... Enums>
constexpr bool all_32_bits = ((sizeof(Enums) == 4) && ...);
static_assert(all_32_bits<untangle_status, untangle_stage, untangle_signature_kind, untangle_component_type,
                          untangle_system_value, untangle_interpolation, untangle_resource_class,
                          untangle_resource_kind, untangle_descriptor_type, untangle_maximal_reconvergence,
                          untangle_rasterizer_ordered_views, untangle_subobject_kind, untangle_hit_group_type,
                          untangle_value_source, untangle_node_launch>,
              "every C API enum is 32 bits");

spirv_emit::SignatureKind signature_kind_of(untangle_signature_kind kind) {
  switch (kind) {
    case UNTANGLE_SIGNATURE_INPUT: return spirv_emit::SignatureKind::Input;
    case UNTANGLE_SIGNATURE_OUTPUT: return spirv_emit::SignatureKind::Output;
    case UNTANGLE_SIGNATURE_PATCH_CONSTANT: return spirv_emit::SignatureKind::PatchConstant;
    case UNTANGLE_SIGNATURE_KIND_FORCE_32BIT: break;
  }
  throw Error(Status::InvalidArgument, "unknown signature kind");
}

// The one C description of an entry point, for the module's and the result's alike: the
// result's names its SPIR-V entry point and the stage it was translated as.
untangle_entry_point entry_point_of(const dxil::EntryPoint& entry, const char* name, dxil::ShaderKind stage,
                                    const dxil::ShaderInfo& info) {
  untangle_entry_point out = sized<untangle_entry_point>();
  out.name = name;
  out.stage = stage_of(stage);
  if (info.shader_model) {
    out.shader_model_major = info.shader_model->major;
    out.shader_model_minor = info.shader_model->minor;
  }
  const std::array<uint32_t, 3> size = spirv_emit::workgroup_size(entry, stage).value_or(std::array<uint32_t, 3>{});
  for (int i = 0; i < 3; ++i) out.workgroup_size[i] = size[i];
  if (entry.wave_size) {
    out.wave_size_min = entry.wave_size->minimum;
    out.wave_size_max = entry.wave_size->maximum != 0 ? entry.wave_size->maximum : entry.wave_size->minimum;
    out.wave_size_preferred = entry.wave_size->preferred;
  }
  out.input_count = static_cast<uint32_t>(entry.signatures.inputs.size());
  out.output_count = static_cast<uint32_t>(entry.signatures.outputs.size());
  out.patch_constant_count = static_cast<uint32_t>(entry.signatures.patch_constants.size());
  out.function_name = entry.function != nullptr ? entry.function->name.c_str() : out.name;
  if (entry.hull) {
    out.input_control_points = entry.hull->input_control_points;
    out.output_control_points = entry.hull->output_control_points;
  }
  if (entry.domain) out.input_control_points = entry.domain->input_control_points;
  return out;
}

// The one C description of a resource range (or heap view), for the module's resources, the
// result's and the remapper's requests alike.
untangle_resource resource_of(const dxil::ResourceBinding& range, bool is_heap) {
  untangle_resource out = sized<untangle_resource>();
  out.name = range.name.c_str();
  out.resource_class = static_cast<untangle_resource_class>(range.resource_class);
  out.kind = static_cast<untangle_resource_kind>(range.kind);
  out.space = range.space;
  out.register_index = range.lower_bound;
  out.range_size = range.range_size;
  out.stride = range.stride();
  out.cbuffer_size = range.constant_buffer_size;
  out.element_type = static_cast<untangle_component_type>(range.component_type());
  out.sample_count = range.sample_count;
  out.has_counter = range.has_counter;
  out.globally_coherent = range.globally_coherent;
  out.is_heap = is_heap;
  out.range_id = is_heap ? 0 : range.id;
  return out;
}

untangle_binding binding_of(const spirv_emit::Binding& binding) {
  untangle_binding out = sized<untangle_binding>();
  out.descriptor_type = static_cast<untangle_descriptor_type>(binding.descriptor_type);
  out.set = binding.set;
  out.binding = binding.binding;
  out.push_constant_offset = binding.push_constant_offset;
  out.push_constant_size = binding.push_constant_size;
  if (binding.heap) {
    out.heap = 1;
    out.heap_offset = binding.heap->offset;
    out.heap_index_source = static_cast<untangle_value_source>(binding.heap->index_source);
    out.heap_index_offset = binding.heap->index_offset;
    out.heap_index_shift = binding.heap->index_shift;
  }
  out.address_source = static_cast<untangle_value_source>(binding.address_source);
  if (binding.bounds) {
    out.has_bounds = 1;
    out.bounds_set = binding.bounds->set;
    out.bounds_binding = binding.bounds->binding;
    out.bounds_stride = binding.bounds->stride;
    out.bounds_element = binding.bounds->element;
  }
  out.single_descriptor = binding.single_descriptor ? 1 : 0;
  return out;
}

spirv_emit::ValueSource value_source_of(const untangle_value_source& field) {
  const auto value = stored_value(field);
  require(value >= UNTANGLE_SOURCE_NONE && value <= UNTANGLE_SOURCE_ADDRESS_TABLE,
          "a binding's value source is not an untangle_value_source");
  return static_cast<spirv_emit::ValueSource>(value);
}

// The facade's binding from what a remapper left in `c_binding`.
spirv_emit::Binding binding_from(const untangle_binding& c_binding) {
  spirv_emit::Binding binding;
  // An unknown type goes through to check_binding, which names it.
  binding.descriptor_type = static_cast<spirv_emit::DescriptorType>(stored_value(c_binding.descriptor_type));
  binding.set = c_binding.set;
  binding.binding = c_binding.binding;
  binding.push_constant_offset = c_binding.push_constant_offset;
  binding.push_constant_size = c_binding.push_constant_size;
  if (c_binding.heap != 0)
    binding.heap = spirv_emit::HeapWindow{c_binding.heap_offset, value_source_of(c_binding.heap_index_source),
                                          c_binding.heap_index_offset, c_binding.heap_index_shift};
  binding.address_source = value_source_of(c_binding.address_source);
  if (c_binding.has_bounds != 0)
    binding.bounds = spirv_emit::ViewBounds{c_binding.bounds_set, c_binding.bounds_binding, c_binding.bounds_stride,
                                            c_binding.bounds_element};
  binding.single_descriptor = c_binding.single_descriptor != 0;
  return binding;
}

// The caller's C remapper as the facade's remapper.
// Callers of options version 1 do not know counter requests: their counters keep the default.
spirv_emit::BindingRemapper c_remapper(untangle_binding_remapper remapper, void* user_data, uint32_t options_version) {
  return [remapper, user_data, options_version](const spirv_emit::BindingRequest& request,
                                                spirv_emit::Binding& binding) {
    if (request.is_counter && options_version < 2) return true;
    const untangle_resource resource = resource_of(request.resource, request.resource.is_heap);
    untangle_binding_request c_request = sized<untangle_binding_request>();
    c_request.resource = &resource;
    c_request.is_counter = request.is_counter ? 1 : 0;
    untangle_binding c_binding = binding_of(binding);
    if (remapper(user_data, &c_request, &c_binding) != 0) return false;
    binding = binding_from(c_binding);
    return true;
  };
}

spirv_emit::InputRemapper c_input_remapper(untangle_input_remapper remapper, void* user_data) {
  return [remapper, user_data](const spirv_emit::StageInput& input) -> std::optional<spirv_emit::InputPlacement> {
    const std::string semantic(input.semantic);
    untangle_stage_input c_input = sized<untangle_stage_input>();
    c_input.stage = static_cast<untangle_stage>(input.stage);
    c_input.semantic = semantic.c_str();
    c_input.semantic_index = input.semantic_index;
    c_input.patch_constant = input.patch_constant ? 1 : 0;
    c_input.start_row = input.start_row;
    c_input.rows = input.rows;
    untangle_input_placement placement = sized<untangle_input_placement>();
    placement.location = input.location;
    placement.component = input.component;
    if (remapper(user_data, &c_input, &placement) != 0)
      throw Error(Status::InvalidArgument, "the input remapper refused input " + semantic +
                                               std::to_string(input.semantic_index));
    return spirv_emit::InputPlacement{placement.location, placement.component, placement.per_primitive != 0};
  };
}

spirv_emit::OutputRemapper c_output_remapper(untangle_output_remapper remapper, void* user_data) {
  return [remapper, user_data](const spirv_emit::StageOutput& output) -> std::optional<spirv_emit::OutputPlacement> {
    const std::string semantic(output.semantic);
    untangle_stage_output c_output = sized<untangle_stage_output>();
    c_output.stage = static_cast<untangle_stage>(output.stage);
    c_output.semantic = semantic.c_str();
    c_output.semantic_index = output.semantic_index;
    c_output.stream = output.stream;
    c_output.patch_constant = output.patch_constant ? 1 : 0;
    c_output.builtin = output.builtin ? 1 : 0;
    c_output.start_row = output.start_row.value_or(UNTANGLE_NOT_ALLOCATED);
    c_output.rows = output.rows;
    untangle_output_placement placement = sized<untangle_output_placement>();
    placement.location = output.location;
    placement.component = output.component;
    if (remapper(user_data, &c_output, &placement) != 0)
      throw Error(Status::InvalidArgument, "the output remapper refused output " + semantic +
                                               std::to_string(output.semantic_index));
    spirv_emit::OutputPlacement chosen{placement.location, placement.component, std::nullopt};
    if (placement.transform_feedback != 0)
      chosen.transform_feedback =
          spirv_emit::TransformFeedback{placement.xfb_buffer, placement.xfb_offset, placement.xfb_stride};
    return chosen;
  };
}

uint32_t spirv_version_for(const untangle_translate_options& options) {
  if (options.spirv_version != 0) {
    require(options.spirv_version >= spirv_emit::kSpirv13 && options.spirv_version <= spirv_emit::kSpirv16 &&
                (options.spirv_version & 0xFF0000FF) == 0,
            "spirv_version must be 1.3 to 1.6 (0x00010300 to 0x00010600)");
    return options.spirv_version;
  }
  const uint32_t minor = (options.vulkan_version >> 12) & 0x3FF;
  require((options.vulkan_version >> 22 & 0x7F) == 1, "vulkan_version must be Vulkan 1.x");
  if (minor >= 3) return spirv_emit::kSpirv16;
  if (minor == 2) return spirv_emit::kSpirv15;
  return spirv_emit::kSpirv13;
}

// A serialized root signature: an RTS0 payload, or a container holding one.
dxil::RootSignature root_signature_of(const void* data, size_t size) {
  const std::span<const uint8_t> bytes(static_cast<const uint8_t*>(data), size);
  if (bytes.size() >= 4 && std::equal(bytes.begin(), bytes.begin() + 4, "DXBC")) {
    std::optional<dxil::RootSignature> signature = dxil::read_root_signature(dxil::parse_container(bytes));
    require(signature.has_value(), "the root signature container has no RTS0 part");
    return std::move(*signature);
  }
  return dxil::parse_root_signature(bytes);
}

TranslateOptions facade_options(const untangle_translate_options* options) {
  untangle_translate_options defaults;
  untangle_translate_options_init(&defaults);
  if (options == nullptr) options = &defaults;
  require(options->options_version >= 1 && options->options_version <= UNTANGLE_OPTIONS_VERSION,
          "options_version is not one this library knows; call untangle_translate_options_init");
  TranslateOptions result;
  result.emit.spirv_version = spirv_version_for(*options);
  result.emit.heap.set = options->heap_set;
  result.emit.heap.binding_base = options->heap_binding_base;
  if (options->remapper != nullptr)
    result.emit.remapper = c_remapper(options->remapper, options->remapper_user_data, options->options_version);
  if (options->options_version >= 2) {
    if (options->input_remapper != nullptr)
      result.emit.input_remapper = c_input_remapper(options->input_remapper, options->input_remapper_user_data);
    result.emit.dual_source_blending = options->dual_source_blending != 0;
  }
  result.use_module_root_signature = options->use_module_root_signature != 0;
  switch (stored_value_or(options->options_version >= 2, options->maximal_reconvergence,
                          UNTANGLE_MAXIMAL_RECONVERGENCE_AUTO)) {
    case UNTANGLE_MAXIMAL_RECONVERGENCE_AUTO: result.emit.maximal_reconvergence = spirv_emit::MaximalReconvergence::Auto; break;
    case UNTANGLE_MAXIMAL_RECONVERGENCE_ON: result.emit.maximal_reconvergence = spirv_emit::MaximalReconvergence::On; break;
    case UNTANGLE_MAXIMAL_RECONVERGENCE_OFF: result.emit.maximal_reconvergence = spirv_emit::MaximalReconvergence::Off; break;
    default: require(false, "maximal_reconvergence must be UNTANGLE_MAXIMAL_RECONVERGENCE_AUTO, _ON or _OFF");
  }
  switch (stored_value_or(options->options_version >= 3, options->rasterizer_ordered_views,
                          UNTANGLE_RASTERIZER_ORDERED_VIEWS_INTERLOCK)) {
    case UNTANGLE_RASTERIZER_ORDERED_VIEWS_INTERLOCK:
      result.emit.rasterizer_ordered_views = spirv_emit::RasterizerOrderedViews::Interlock;
      break;
    case UNTANGLE_RASTERIZER_ORDERED_VIEWS_UNORDERED:
      result.emit.rasterizer_ordered_views = spirv_emit::RasterizerOrderedViews::Unordered;
      break;
    default:
      require(false, "rasterizer_ordered_views must be UNTANGLE_RASTERIZER_ORDERED_VIEWS_INTERLOCK or _UNORDERED");
  }
  if (options->options_version >= 4) {
    require(options->point_size >= 0 && options->point_size <= std::numeric_limits<float>::max(),
            "point_size must be 0 (the default) or a positive size");
    result.emit.point_size = options->point_size;
  }
  if (options->options_version >= 5) {
    if (options->output_remapper != nullptr)
      result.emit.output_remapper = c_output_remapper(options->output_remapper, options->output_remapper_user_data);
    require(options->render_target_swizzles != nullptr || options->render_target_swizzle_count == 0,
            "render_target_swizzles is null with a nonzero count");
    for (uint32_t i = 0; i < options->render_target_swizzle_count; ++i) {
      const uint32_t swizzle = options->render_target_swizzles[i];
      uint32_t used = 0;
      for (uint32_t component = 0; component < 4; ++component) used |= 1u << ((swizzle >> (2 * component)) & 3);
      require(swizzle <= 0xFF && used == 0xF, "a render target swizzle must use each component once (0xE4 is the identity)");
      result.emit.render_target_swizzles.push_back(swizzle);
    }
    if (options->sample_count != 0) result.emit.sample_count = options->sample_count;
    result.emit.sample_count_spec_id = options->sample_count_spec_id;
    result.emit.invariant_position = options->invariant_position != 0;
    result.emit.compute_derivatives_khr = options->compute_derivatives_khr != 0;
    if (options->patch_constant_location != UNTANGLE_DEFAULT_LOCATION)
      result.emit.patch_constant_location = options->patch_constant_location;
    if (options->view_id_spec_id != UNTANGLE_NO_SPEC_ID) {
      spirv_emit::ViewInstancing view;
      view.view_id_spec_id = options->view_id_spec_id;
      if (options->view_viewport_spec_id != UNTANGLE_NO_SPEC_ID) view.viewport_spec_id = options->view_viewport_spec_id;
      view.last_pre_rasterization_stage = options->view_instancing_last_stage != 0;
      result.emit.view_instancing = view;
    }
    result.emit.min_precision_as_32bit = options->min_precision_as_32bit != 0;
    if (options->spirv_entry_point_name != nullptr) {
      result.emit.entry_point_name = options->spirv_entry_point_name;
      require(!result.emit.entry_point_name.empty(), "spirv_entry_point_name is empty");
    }
  }
  if (options->options_version >= 6) {
    constexpr uint32_t kKnown = UNTANGLE_FLOAT_CONTROLS_DENORM_FLUSH_32 | UNTANGLE_FLOAT_CONTROLS_DENORM_PRESERVE_32 |
                                UNTANGLE_FLOAT_CONTROLS_SIGNED_ZERO_INF_NAN_32;
    require((options->float_controls & ~kKnown) == 0, "float_controls has bits no UNTANGLE_FLOAT_CONTROLS_* names");
    result.emit.float_controls.denorm_flush_to_zero_32 =
        (options->float_controls & UNTANGLE_FLOAT_CONTROLS_DENORM_FLUSH_32) != 0;
    result.emit.float_controls.denorm_preserve_32 =
        (options->float_controls & UNTANGLE_FLOAT_CONTROLS_DENORM_PRESERVE_32) != 0;
    result.emit.float_controls.signed_zero_inf_nan_preserve_32 =
        (options->float_controls & UNTANGLE_FLOAT_CONTROLS_SIGNED_ZERO_INF_NAN_32) != 0;
    result.emit.precise_everywhere = options->precise_everywhere != 0;
  }
  if (options->options_version >= 7) {
    require((options->ags & ~(UNTANGLE_AGS_COOPERATIVE_MATRIX | UNTANGLE_AGS_FLOAT8)) == 0,
            "ags has bits no UNTANGLE_AGS_* names");
    result.emit.ags.cooperative_matrix = (options->ags & UNTANGLE_AGS_COOPERATIVE_MATRIX) != 0;
    result.emit.ags.float8 = (options->ags & UNTANGLE_AGS_FLOAT8) != 0;
  }
  if (options->root_signature != nullptr)
    result.root_signature = root_signature_of(options->root_signature, options->root_signature_size);
  if (options->options_version >= 2 && options->local_root_signature != nullptr)
    result.local_root_signature = root_signature_of(options->local_root_signature, options->local_root_signature_size);
  return result;
}

void fill_subobject(const std::vector<dxil::Subobject>& subobjects, uint32_t index, untangle_subobject* subobject) {
  require(index < subobjects.size(), "the subobject index is out of range");
  const dxil::Subobject& source = subobjects[index];
  untangle_subobject out = sized<untangle_subobject>();
  out.kind = static_cast<untangle_subobject_kind>(source.kind);
  out.name = source.name.c_str();
  out.flags = source.flags;
  out.root_signature = source.root_signature.empty() ? nullptr : source.root_signature.data();
  out.root_signature_size = source.root_signature.size();
  out.root_signature_offset = source.root_signature_offset;
  out.associated_subobject = source.associated_subobject.c_str();
  out.export_count = static_cast<uint32_t>(source.exports.size());
  out.max_payload_size = source.max_payload_bytes;
  out.max_attribute_size = source.max_attribute_bytes;
  out.max_recursion_depth = source.max_recursion_depth;
  out.hit_group_type = static_cast<untangle_hit_group_type>(source.hit_group_type);
  out.any_hit = source.any_hit.c_str();
  out.closest_hit = source.closest_hit.c_str();
  out.intersection = source.intersection.c_str();
  copy_out(out, subobject, "subobject");
}

const char* subobject_export(const std::vector<dxil::Subobject>& subobjects, uint32_t index, uint32_t export_index) {
  if (index >= subobjects.size() || export_index >= subobjects[index].exports.size()) return nullptr;
  return subobjects[index].exports[export_index].c_str();
}

// Where options layout `version` ends: each version only added fields at the end, so a
// layout is the newest one cut before the first field of the next.
size_t options_layout_size(uint32_t version) {
  switch (version) {
    case 1: return offsetof(untangle_translate_options, input_remapper);
    case 2: return offsetof(untangle_translate_options, rasterizer_ordered_views);
    case 3: return offsetof(untangle_translate_options, point_size);
    case 4: return offsetof(untangle_translate_options, output_remapper);
    case 5: return offsetof(untangle_translate_options, float_controls);
    case 6: return offsetof(untangle_translate_options, ags);
    default: return sizeof(untangle_translate_options);
  }
}
static_assert(UNTANGLE_OPTIONS_VERSION == 7, "a new options version needs its layout's end in options_layout_size");

}  // namespace
}  // namespace untangle::api

using namespace untangle;
using namespace untangle::api;
using namespace untangle::api::c_support;

extern "C" {

const char* untangle_status_name(untangle_status status) {
  switch (status) {
    case UNTANGLE_OK: return "ok";
    case UNTANGLE_ERROR_INVALID_ARGUMENT: return "invalid argument";
    case UNTANGLE_ERROR_MALFORMED_INPUT: return "malformed input";
    case UNTANGLE_ERROR_UNSUPPORTED: return "unsupported";
    case UNTANGLE_ERROR_OUT_OF_MEMORY: return "out of memory";
    case UNTANGLE_ERROR_INTERNAL: return "internal error";
    case UNTANGLE_STATUS_FORCE_32BIT: break;
  }
  return "unknown status";
}

untangle_status untangle_error_get(const untangle_error* error, untangle_diagnostic* diagnostic) {
  return guarded(nullptr, [&] {
    untangle_diagnostic out = sized<untangle_diagnostic>();
    out.status = UNTANGLE_OK;
    out.message = out.detail = out.function = out.block = out.instruction = "";
    out.byte_offset = UNTANGLE_NO_OFFSET;
    if (error != nullptr) {
      out.status = to_c(error->status);
      out.message = error->message.c_str();
      out.detail = error->detail.c_str();
      out.function = error->function.c_str();
      out.block = error->block.c_str();
      out.instruction = error->instruction.c_str();
      out.byte_offset = error->byte_offset;
    }
    copy_out(out, diagnostic, "diagnostic");
  });
}

void untangle_error_destroy(untangle_error* error) { delete error; }

const char* untangle_revision(void) { return UNTANGLE_REVISION; }

uint32_t untangle_version(void) {
  static_assert(UNTANGLE_VERSION_MAJOR == UNTANGLE_PROJECT_VERSION_MAJOR &&
                    UNTANGLE_VERSION_MINOR == UNTANGLE_PROJECT_VERSION_MINOR &&
                    UNTANGLE_VERSION_PATCH == UNTANGLE_PROJECT_VERSION_PATCH,
                "untangle.h's UNTANGLE_VERSION_* must be project(VERSION) of CMakeLists.txt");
  return UNTANGLE_VERSION;
}

untangle_status untangle_module_create(const void* data, size_t size, untangle_module** module,
                                       untangle_error** error) {
  return guarded(error, [&] {
    require(module != nullptr, "the module pointer is null");
    *module = nullptr;
    require(data != nullptr || size == 0, "the data pointer is null");
    auto made = std::make_unique<untangle_module>();
    made->module = Module::parse(std::span<const uint8_t>(static_cast<const uint8_t*>(data), size));
    *module = made.release();
  });
}

void untangle_module_destroy(untangle_module* module) { delete module; }

size_t untangle_module_disassembly(const untangle_module* module, char* buffer, size_t size) {
  if (module == nullptr) return 0;
  std::string text;
  try {
    text = dxil::disassemble(module->module->ir());
  } catch (...) {
    return 0;  // a module LLVM assembly cannot express, or no memory for its text
  }
  if (buffer != nullptr && size != 0) {
    const size_t copied = std::min(size - 1, text.size());
    std::memcpy(buffer, text.data(), copied);
    buffer[copied] = '\0';
  }
  return text.size() + 1;
}

uint32_t untangle_module_entry_point_count(const untangle_module* module) {
  return module == nullptr ? 0 : static_cast<uint32_t>(module->module->entry_points().size());
}

untangle_status untangle_module_entry_point(const untangle_module* module, uint32_t index,
                                            untangle_entry_point* entry_point) {
  return guarded(nullptr, [&] {
    const dxil::EntryPoint& entry = entry_at(module, index);
    copy_out(entry_point_of(entry, entry.name.c_str(), entry.shader_kind.value_or(module->module->stage()),
                            module->module->info()),
             entry_point, "entry point");
  });
}

untangle_status untangle_module_signature_element(const untangle_module* module, uint32_t entry_index,
                                                  untangle_signature_kind kind, uint32_t index,
                                                  untangle_signature_element* element) {
  return guarded(nullptr, [&] {
    const dxil::EntryPoint& entry = entry_at(module, entry_index);
    const std::vector<dxil::SignatureElement>& elements =
        spirv_emit::signature_elements(entry, signature_kind_of(kind));
    require(index < elements.size(), "the signature element index is out of range");
    const dxil::SignatureElement& source = elements[index];
    const dxil::ShaderKind stage = entry.shader_kind.value_or(module->module->stage());
    const spirv_emit::ElementPlacement placement =
        spirv_emit::place_element(entry, stage, signature_kind_of(kind), source, spirv_emit::Options{});
    untangle_signature_element out = sized<untangle_signature_element>();
    out.semantic_name = source.semantic_name.c_str();
    out.semantic_index = source.semantic_indices.empty() ? 0 : source.semantic_indices[0];
    out.system_value = static_cast<untangle_system_value>(source.system_value);
    out.component_type = static_cast<untangle_component_type>(source.component_type);
    out.interpolation = static_cast<untangle_interpolation>(source.interpolation);
    out.rows = source.rows;
    out.columns = source.columns;
    out.start_row = source.start_row < 0 ? UNTANGLE_NOT_ALLOCATED : static_cast<uint32_t>(source.start_row);
    out.start_column = source.start_column < 0 ? 0 : static_cast<uint32_t>(source.start_column);
    out.stream = source.output_stream.value_or(0);
    out.location = placement.location.value_or(UNTANGLE_NOT_ALLOCATED);
    copy_out(out, element, "signature element");
  });
}

uint32_t untangle_module_resource_count(const untangle_module* module) {
  return module == nullptr ? 0 : static_cast<uint32_t>(module->module->info().resources.size());
}

untangle_status untangle_module_resource(const untangle_module* module, uint32_t index, untangle_resource* resource) {
  return guarded(nullptr, [&] {
    require(module != nullptr, "the module is null");
    const std::vector<dxil::ResourceBinding>& resources = module->module->info().resources;
    require(index < resources.size(), "the resource index is out of range");
    copy_out(resource_of(resources[index], false), resource, "resource");
  });
}

void untangle_translate_options_init_version(untangle_translate_options* options, uint32_t version) {
  if (options == nullptr) return;
  version = std::clamp<uint32_t>(version, 1, UNTANGLE_OPTIONS_VERSION);
  untangle_translate_options defaults{};
  defaults.options_version = version;
  defaults.vulkan_version = (1u << 22) | (1u << 12);  // Vulkan 1.1
  defaults.heap_set = 0;
  defaults.heap_binding_base = spirv_emit::HeapLayout{}.binding_base;
  defaults.use_module_root_signature = 1;
  defaults.sample_count_spec_id = UNTANGLE_SAMPLE_COUNT_SPEC_ID;
  defaults.patch_constant_location = UNTANGLE_DEFAULT_LOCATION;
  defaults.view_id_spec_id = UNTANGLE_NO_SPEC_ID;
  defaults.view_viewport_spec_id = UNTANGLE_NO_SPEC_ID;
  std::memcpy(options, &defaults, options_layout_size(version));
}

untangle_status untangle_translate(const untangle_module* module, const char* entry_point,
                                   const untangle_translate_options* options, untangle_result** result,
                                   untangle_error** error) {
  return guarded(error, [&] {
    require(result != nullptr, "the result pointer is null");
    *result = nullptr;
    require(module != nullptr, "the module is null");
    auto made = std::make_unique<untangle_result>();
    const std::string_view name = entry_point != nullptr ? entry_point : "";
    made->translation = translate(*module->module, name, facade_options(options));
    made->module = module->module;
    made->entry = &module->module->entry_point(name);
    *result = made.release();
  });
}

void untangle_result_destroy(untangle_result* result) { delete result; }

const uint32_t* untangle_result_words(const untangle_result* result, size_t* word_count) {
  if (result == nullptr) {
    if (word_count != nullptr) *word_count = 0;
    return nullptr;
  }
  if (word_count != nullptr) *word_count = result->translation.words.size();
  return result->translation.words.data();
}

uint32_t untangle_result_resource_count(const untangle_result* result) {
  return result == nullptr ? 0 : static_cast<uint32_t>(result->translation.reflection.resources.size());
}

untangle_status untangle_result_resource(const untangle_result* result, uint32_t index, untangle_resource* resource,
                                         untangle_binding* binding, untangle_bound_resource* placement) {
  return guarded(nullptr, [&] {
    require(result != nullptr, "the result is null");
    const std::vector<spirv_emit::ResourceReflection>& resources = result->translation.reflection.resources;
    require(index < resources.size(), "the resource index is out of range");
    const spirv_emit::ResourceReflection& source = resources[index];
    if (resource != nullptr) copy_out(resource_of(source.declaration, source.declaration.is_heap), resource, "resource");
    if (binding != nullptr) copy_out(binding_of(source.binding), binding, "binding");
    if (placement == nullptr) return;
    untangle_bound_resource out = sized<untangle_bound_resource>();
    out.is_static_sampler = source.is_static_sampler;
    if (source.counter) {
      out.counter_set = source.counter->set;
      out.counter_binding = source.counter->binding;
      out.has_counter_binding = 1;
    }
    copy_out(out, placement, "bound resource");
  });
}

untangle_status untangle_result_counter_binding(const untangle_result* result, uint32_t index,
                                                untangle_binding* binding) {
  return guarded(nullptr, [&] {
    require(result != nullptr, "the result is null");
    const std::vector<spirv_emit::ResourceReflection>& resources = result->translation.reflection.resources;
    require(index < resources.size(), "the resource index is out of range");
    require(resources[index].counter.has_value(), "the resource has no counter binding");
    copy_out(binding_of(*resources[index].counter), binding, "binding");
  });
}

untangle_status untangle_result_entry_point(const untangle_result* result, untangle_entry_point* entry_point) {
  return guarded(nullptr, [&] {
    require(result != nullptr, "the result is null");
    const spirv_emit::Reflection& reflection = result->translation.reflection;
    copy_out(entry_point_of(*result->entry, reflection.entry_point.c_str(), reflection.stage, result->module->info()),
             entry_point, "entry point");
  });
}

uint32_t untangle_result_push_constant_size(const untangle_result* result) {
  return result == nullptr ? 0 : result->translation.reflection.push_constant_size;
}

uint32_t untangle_result_patch_constant_location(const untangle_result* result) {
  return result == nullptr ? 0 : result->translation.reflection.patch_constant_location;
}

untangle_status untangle_result_ray_tracing(const untangle_result* result, untangle_ray_tracing_info* info) {
  return guarded(nullptr, [&] {
    require(result != nullptr, "the result is null");
    const spirv_emit::Reflection& reflection = result->translation.reflection;
    untangle_ray_tracing_info out = sized<untangle_ray_tracing_info>();
    out.payload_size = reflection.ray_payload_size;
    out.attribute_size = reflection.ray_attribute_size;
    out.shader_record_size = reflection.shader_record_size;
    out.local_root_signature = reflection.local_root_signature.c_str();
    copy_out(out, info, "ray tracing info");
  });
}

uint32_t untangle_module_subobject_count(const untangle_module* module) {
  return module == nullptr || !module->module->runtime_data()
             ? 0
             : static_cast<uint32_t>(module->module->runtime_data()->subobjects.size());
}

untangle_status untangle_module_subobject(const untangle_module* module, uint32_t index,
                                          untangle_subobject* subobject) {
  return guarded(nullptr, [&] {
    require(module != nullptr, "the module pointer is null");
    require(module->module->runtime_data().has_value(), "the subobject index is out of range (the module has none)");
    fill_subobject(module->module->runtime_data()->subobjects, index, subobject);
  });
}

const char* untangle_module_subobject_export(const untangle_module* module, uint32_t index, uint32_t export_index) {
  if (module == nullptr || !module->module->runtime_data()) return nullptr;
  return subobject_export(module->module->runtime_data()->subobjects, index, export_index);
}

uint32_t untangle_result_subobject_count(const untangle_result* result) {
  return result == nullptr ? 0 : static_cast<uint32_t>(result->translation.reflection.subobjects.size());
}

untangle_status untangle_result_subobject(const untangle_result* result, uint32_t index,
                                          untangle_subobject* subobject) {
  return guarded(nullptr, [&] {
    require(result != nullptr, "the result pointer is null");
    fill_subobject(result->translation.reflection.subobjects, index, subobject);
  });
}

const char* untangle_result_subobject_export(const untangle_result* result, uint32_t index, uint32_t export_index) {
  return result == nullptr ? nullptr : subobject_export(result->translation.reflection.subobjects, index, export_index);
}

int untangle_result_uses_sample_count(const untangle_result* result) {
  static_assert(UNTANGLE_SAMPLE_COUNT_SPEC_ID == spirv_emit::kSampleCountSpecId);
  return result != nullptr && result->translation.reflection.uses_sample_count ? 1 : 0;
}

uint32_t untangle_result_warning_count(const untangle_result* result) {
  return result == nullptr ? 0 : static_cast<uint32_t>(result->translation.reflection.warnings.size());
}

const char* untangle_result_warning(const untangle_result* result, uint32_t index) {
  if (result == nullptr || index >= result->translation.reflection.warnings.size()) return nullptr;
  return result->translation.reflection.warnings[index].c_str();
}

}  // extern "C"
