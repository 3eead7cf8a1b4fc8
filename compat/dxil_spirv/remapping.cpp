// The layer's remappers behind untangle's: untangle asks where each resource range (and UAV
// counter), stage input and output goes; this asks the dxil-spirv remapper of its kind with the
// request as dxil-spirv states it, and turns the answer into untangle's placement.
//
// The answers, in untangle's terms (docs/binding_model.md, "Layer placements"):
//   - bindless.use_heap: a heap window at set and binding, from element heap_root_offset plus
//     the push-constant word root_constant_index (push constants start with the root
//     descriptors, 8 bytes each, then the root constants' words);
//   - BUFFER_DEVICE_ADDRESS: the address of root descriptor root_constant_index, at byte
//     8 * root_constant_index of the push constants;
//   - an acceleration structure in a storage buffer: a heap of uvec2 addresses (an address table);
//   - a UAV counter: a storage buffer, an R32ui texel buffer, or (with physical storage
//     buffers, in a heap) an address table of the counters' addresses;
//   - offset_binding, for raw and structured views whose alignment is below the storage-buffer
//     alignment and for typed views when typed offsets are on: view bounds.
// Ranges of a ray-tracing export's local root signature (local_root.cpp) are placed in the
// shader record without asking, but for the heap of a descriptor table's ranges.
#include <algorithm>
#include <cstring>

#include "compat/dxil_spirv/adapter.h"
#include "compat/dxil_spirv/remapping.h"

namespace untangle::dxil_spirv {

namespace {
constexpr uint32_t kNone = UINT32_MAX;
}  // namespace

dxil_spv_d3d_binding d3d_binding_of(dxil_spv_shader_stage stage, const untangle_resource& resource) {
  dxil_spv_d3d_binding binding{};
  binding.stage = stage;
  binding.kind = static_cast<dxil_spv_resource_kind>(resource.kind);
  binding.resource_index = resource.range_id;
  if (resource.is_heap) {
    binding.register_space = binding.register_index = binding.range_size = kNone;
  } else {
    binding.register_space = resource.space;
    binding.register_index = resource.register_index;
    binding.range_size = resource.range_size;
  }
  // The layer chooses storage buffers or texel buffers by it.
  if (resource.kind == UNTANGLE_KIND_RAW_BUFFER) binding.alignment = 16;
  if (resource.kind == UNTANGLE_KIND_STRUCTURED_BUFFER) binding.alignment = resource.stride & (0u - resource.stride);
  return binding;
}

namespace {

// Asks `ask` with the range, and again with one descriptor where it refuses an unbounded
// range (a layer may hold a single descriptor where the shader declares `T t[]`): the range is
// then bound as that one descriptor.
template <typename Ask>
bool ask_layer(dxil_spv_d3d_binding& binding, untangle_binding& placement, Ask&& ask) {
  if (ask(binding)) return true;
  if (binding.range_size != kNone || binding.register_space == kNone) return false;
  binding.range_size = 1;
  placement.single_descriptor = 1;
  return ask(binding);
}

bool is_buffer_memory(untangle_resource_kind kind) {
  return kind == UNTANGLE_KIND_RAW_BUFFER || kind == UNTANGLE_KIND_STRUCTURED_BUFFER;
}

}  // namespace

uint32_t RemapState::push_word_offset(uint32_t root_constant_word) const {
  return 8 * converter.root_descriptor_count + 4 * root_constant_word;
}

// The placement of a resource the layer put at `vk` (its buffer, counter or offset binding).
bool RemapState::place(const untangle_resource& resource, bool counter, const dxil_spv_vulkan_binding& vk,
                       const dxil_spv_vulkan_binding* offsets, untangle_binding& binding) {
  const ConverterOptions& options = converter.options;
  binding.heap = 0;
  binding.has_bounds = 0;
  binding.address_source = UNTANGLE_SOURCE_NONE;
  // A root descriptor; in a heap, the type says a counter's address is in an address table.
  if (vk.descriptor_type == DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_BUFFER_DEVICE_ADDRESS && !vk.bindless.use_heap) {
    binding.descriptor_type = UNTANGLE_DESCRIPTOR_DEVICE_ADDRESS;
    binding.address_source = UNTANGLE_SOURCE_PUSH_CONSTANT;
    binding.push_constant_offset = 8 * vk.root_constant_index;
    return true;
  }
  binding.set = vk.set;
  binding.binding = vk.binding;
  if (vk.bindless.use_heap) {
    binding.heap = 1;
    binding.heap_offset = vk.bindless.heap_root_offset;
    binding.heap_index_source = vk.root_constant_index == kNone ? UNTANGLE_SOURCE_NONE : UNTANGLE_SOURCE_PUSH_CONSTANT;
    binding.heap_index_offset = vk.root_constant_index == kNone ? 0 : push_word_offset(vk.root_constant_index);
    binding.heap_index_shift = 0;
  }
  const dxil_spv_vulkan_descriptor_type type = vk.descriptor_type;
  if (type == DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_INPUT_ATTACHMENT)
    return refuse("input attachments are not untangle placements");
  if (counter) {
    if (type == DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO) {
      binding.descriptor_type = UNTANGLE_DESCRIPTOR_STORAGE_BUFFER;
    } else if (vk.bindless.use_heap &&
               (type == DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_BUFFER_DEVICE_ADDRESS ||
                (options.physical_storage_buffer && type != DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_TEXEL_BUFFER))) {
      binding.descriptor_type = UNTANGLE_DESCRIPTOR_DEVICE_ADDRESS;
      binding.address_source = UNTANGLE_SOURCE_ADDRESS_TABLE;
    } else {
      binding.descriptor_type = UNTANGLE_DESCRIPTOR_STORAGE_TEXEL_BUFFER;
    }
    return true;
  }
  switch (resource.kind) {
    case UNTANGLE_KIND_ACCELERATION_STRUCTURE:
      if (type == DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO) {
        binding.descriptor_type = UNTANGLE_DESCRIPTOR_DEVICE_ADDRESS;
        binding.address_source = UNTANGLE_SOURCE_ADDRESS_TABLE;
      }
      return true;
    case UNTANGLE_KIND_CBUFFER:
      binding.descriptor_type =
          type == DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO || (vk.bindless.use_heap && options.bindless_cbv_ssbo_emulation)
              ? UNTANGLE_DESCRIPTOR_STORAGE_BUFFER
              : UNTANGLE_DESCRIPTOR_UNIFORM_BUFFER;
      return true;
    default: break;
  }
  if (is_buffer_memory(resource.kind) && type == DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_TEXEL_BUFFER)
    return refuse("raw and structured buffers as texel buffers are not untangle placements (storage buffers are)");
  // View bounds: where the layer's storage-buffer views are coarser than D3D's, or its typed
  // views carry offsets.
  const uint32_t alignment = d3d_binding_of(stage, resource).alignment;
  const bool untyped_bounds =
      is_buffer_memory(resource.kind) && vk.bindless.use_heap && (alignment & (options.ssbo_alignment - 1)) != 0;
  const bool typed_bounds =
      resource.kind == UNTANGLE_KIND_TYPED_BUFFER && vk.bindless.use_heap && options.bindless_typed_buffer_offsets;
  if ((untyped_bounds || typed_bounds) && offsets != nullptr) {
    binding.has_bounds = 1;
    binding.bounds_set = offsets->set;
    binding.bounds_binding = offsets->binding;
    binding.bounds_stride = options.offset_buffer_layout.stride;
    binding.bounds_element =
        untyped_bounds ? options.offset_buffer_layout.untyped_offset : options.offset_buffer_layout.typed_offset;
  }
  return true;
}

bool RemapState::refuse(const std::string& why) {
  failure = why;
  log(DXIL_SPV_LOG_LEVEL_ERROR, why);
  return false;
}

bool RemapState::remap(const untangle_binding_request& request, untangle_binding& binding) {
  if (const LocalRootParameter* local = local_root_parameter(converter, *request.resource))
    return place_local(*local, request, binding);
  return remap_class(request, binding);
}

bool RemapState::remap_class(const untangle_binding_request& request, untangle_binding& binding) {
  const untangle_resource& resource = *request.resource;
  const Remappers& remappers = converter.remappers;
  dxil_spv_d3d_binding d3d = d3d_binding_of(stage, resource);
  switch (resource.resource_class) {
    case UNTANGLE_CLASS_SRV: {
      if (remappers.srv == nullptr) return place_by_register(resource, binding);
      dxil_spv_srv_vulkan_binding vk{};
      if (!ask_layer(d3d, binding, [&](const dxil_spv_d3d_binding& asked) {
            vk = {};
            return remappers.srv(remappers.srv_user_data, &asked, &vk) == DXIL_SPV_TRUE;
          }))
        return false;
      return place(resource, false, vk.buffer_binding, &vk.offset_binding, binding);
    }
    case UNTANGLE_CLASS_UAV: {
      if (remappers.uav == nullptr) return place_by_register(resource, binding);
      // A UAV's counter comes from the same answer as the UAV.
      const UavAnswer* answer = uav_answer(resource);
      if (answer == nullptr) {
        dxil_spv_uav_vulkan_binding vk{};
        if (!ask_layer(d3d, binding, [&](const dxil_spv_d3d_binding& asked) {
              const dxil_spv_uav_d3d_binding uav{asked, resource.has_counter ? DXIL_SPV_TRUE : DXIL_SPV_FALSE};
              vk = {};
              return remappers.uav(remappers.uav_user_data, &uav, &vk) == DXIL_SPV_TRUE;
            }))
          return false;
        uav_answers.push_back({resource.is_heap != 0, resource.range_id, resource.kind, resource.stride, vk});
        answer = &uav_answers.back();
      }
      if (request.is_counter) return place(resource, true, answer->vk.counter_binding, nullptr, binding);
      return place(resource, false, answer->vk.buffer_binding, &answer->vk.offset_binding, binding);
    }
    case UNTANGLE_CLASS_CBV: {
      if (remappers.cbv == nullptr) return place_by_register(resource, binding);
      dxil_spv_cbv_vulkan_binding vk{};
      if (!ask_layer(d3d, binding, [&](const dxil_spv_d3d_binding& asked) {
            vk = {};
            return remappers.cbv(remappers.cbv_user_data, &asked, &vk) == DXIL_SPV_TRUE;
          }))
        return false;
      if (!vk.push_constant) return place(resource, false, vk.vulkan.uniform_binding, nullptr, binding);
      // Root constants: the CBV reads as many words as the root signature gives it.
      const uint32_t word = vk.vulkan.push_constant.offset_in_words;
      binding.descriptor_type = UNTANGLE_DESCRIPTOR_PUSH_CONSTANT;
      binding.push_constant_offset = push_word_offset(word);
      const uint32_t words = converter.root_constant_words > word ? converter.root_constant_words - word : 1;
      binding.push_constant_size = std::min(resource.cbuffer_size != 0 ? resource.cbuffer_size : 4 * words, 4 * words);
      return true;
    }
    case UNTANGLE_CLASS_SAMPLER: {
      if (remappers.sampler == nullptr) return place_by_register(resource, binding);
      dxil_spv_vulkan_binding vk{};
      if (!ask_layer(d3d, binding, [&](const dxil_spv_d3d_binding& asked) {
            vk = {};
            return remappers.sampler(remappers.sampler_user_data, &asked, &vk) == DXIL_SPV_TRUE;
          }))
        return false;
      return place(resource, false, vk, nullptr, binding);
    }
    default: return refuse("a resource of an unknown class");
  }
}

// Without the class's remapper, dxil-spirv's own default: set = space, binding = register.
bool RemapState::place_by_register(const untangle_resource& resource, untangle_binding& binding) {
  if (resource.is_heap) return refuse("a descriptor-heap view, and no remapper to place it");
  binding.set = resource.space;
  binding.binding = resource.register_index;
  return true;
}

const RemapState::UavAnswer* RemapState::uav_answer(const untangle_resource& resource) const {
  for (const UavAnswer& answer : uav_answers)
    if (answer.heap == (resource.is_heap != 0) && answer.range_id == resource.range_id &&
        answer.kind == resource.kind && answer.stride == resource.stride)
      return &answer;
  return nullptr;
}

dxil_spv_result scan_resources(const dxil_spv_parsed_blob_s& blob, const Remappers& remappers) {
  const dxil_spv_shader_stage stage =
      blob.entry_points.empty() ? DXIL_SPV_STAGE_UNKNOWN : blob.entry_points.front().stage;
  for (uint32_t i = 0; i < untangle_module_resource_count(blob.module); ++i) {
    untangle_resource resource;
    UNTANGLE_INIT_STRUCT(resource);
    if (untangle_module_resource(blob.module, i, &resource) != UNTANGLE_OK) return DXIL_SPV_ERROR_GENERIC;
    const dxil_spv_d3d_binding d3d = d3d_binding_of(stage, resource);
    switch (resource.resource_class) {
      case UNTANGLE_CLASS_SRV:
        if (remappers.srv != nullptr) {
          dxil_spv_srv_vulkan_binding vk{};
          remappers.srv(remappers.srv_user_data, &d3d, &vk);
        }
        break;
      case UNTANGLE_CLASS_UAV:
        if (remappers.uav != nullptr) {
          const dxil_spv_uav_d3d_binding uav{d3d, resource.has_counter ? DXIL_SPV_TRUE : DXIL_SPV_FALSE};
          dxil_spv_uav_vulkan_binding vk{};
          remappers.uav(remappers.uav_user_data, &uav, &vk);
        }
        break;
      case UNTANGLE_CLASS_CBV:
        if (remappers.cbv != nullptr) {
          dxil_spv_cbv_vulkan_binding vk{};
          remappers.cbv(remappers.cbv_user_data, &d3d, &vk);
        }
        break;
      default:
        if (remappers.sampler != nullptr) {
          dxil_spv_vulkan_binding vk{};
          remappers.sampler(remappers.sampler_user_data, &d3d, &vk);
        }
    }
  }
  return DXIL_SPV_SUCCESS;
}

int RemapState::remap_binding(void* user_data, const untangle_binding_request* request, untangle_binding* binding) {
  auto& state = *static_cast<RemapState*>(user_data);
  try {
    return state.remap(*request, *binding) ? 0 : 1;
  } catch (...) {
    return 1;
  }
}

int RemapState::remap_input(void* user_data, const untangle_stage_input* input, untangle_input_placement* placement) {
  auto& state = *static_cast<RemapState*>(user_data);
  const Remappers& remappers = state.converter.remappers;
  if (state.stage == DXIL_SPV_STAGE_VERTEX) {
    if (remappers.vertex_input == nullptr) return 0;
    const dxil_spv_d3d_vertex_input d3d{input->semantic, input->semantic_index, input->start_row, input->rows};
    dxil_spv_vulkan_vertex_input vk{placement->location};
    if (remappers.vertex_input(remappers.vertex_input_user_data, &d3d, &vk) != DXIL_SPV_TRUE) return 1;
    placement->location = vk.location;
    placement->component = 0;
    return 0;
  }
  if (remappers.stage_input == nullptr) return 0;
  const dxil_spv_d3d_shader_stage_io d3d{input->semantic, input->semantic_index, input->start_row, input->rows};
  dxil_spv_vulkan_shader_stage_io vk{
      placement->location, placement->component,
      placement->per_primitive ? static_cast<unsigned>(DXIL_SPV_SHADER_STAGE_IO_PER_PRIMITIVE) : 0u};
  if (remappers.stage_input(remappers.stage_input_user_data, &d3d, &vk) != DXIL_SPV_TRUE) return 1;
  placement->location = vk.location;
  placement->component = vk.component;
  placement->per_primitive = (vk.flags & DXIL_SPV_SHADER_STAGE_IO_PER_PRIMITIVE) != 0;
  return 0;
}

int RemapState::remap_output(void* user_data, const untangle_stage_output* output,
                             untangle_output_placement* placement) {
  auto& state = *static_cast<RemapState*>(user_data);
  const Remappers& remappers = state.converter.remappers;
  const bool streams_out = state.stage == DXIL_SPV_STAGE_VERTEX || state.stage == DXIL_SPV_STAGE_DOMAIN ||
                           state.stage == DXIL_SPV_STAGE_GEOMETRY;
  if (remappers.stream_output != nullptr && streams_out) {
    const dxil_spv_d3d_stream_output d3d{output->semantic, output->semantic_index};
    dxil_spv_vulkan_stream_output vk{};
    if (remappers.stream_output(remappers.stream_output_user_data, &d3d, &vk) != DXIL_SPV_TRUE) return 1;
    placement->transform_feedback = vk.enable ? 1 : 0;
    placement->xfb_buffer = vk.buffer_index;
    placement->xfb_offset = vk.offset;
    placement->xfb_stride = vk.stride;
  }
  if (remappers.stage_output == nullptr || output->builtin) return 0;
  const dxil_spv_d3d_shader_stage_io d3d{output->semantic, output->semantic_index, output->start_row, output->rows};
  dxil_spv_vulkan_shader_stage_io vk{placement->location, placement->component, 0};
  if (remappers.stage_output(remappers.stage_output_user_data, &d3d, &vk) != DXIL_SPV_TRUE) return 1;
  placement->location = vk.location;
  placement->component = vk.component;
  return 0;
}

}  // namespace untangle::dxil_spirv
