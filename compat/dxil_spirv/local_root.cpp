// A ray-tracing export's local root signature (D3D12's local root arguments), which the layer
// lists parameter by parameter: the shader record holds, in order, root constants (words),
// root descriptors (64-bit device addresses) and descriptor tables (64-bit GPU descriptor
// handles, whose low word shifted right by log2 of the descriptor size is the heap index of
// the table's first descriptor, as the layer encodes them).
#include "compat/dxil_spirv/remapping.h"

namespace untangle::dxil_spirv {

uint32_t lay_out_local_root_parameters(std::vector<LocalRootParameter>& parameters) {
  uint32_t offset = 0;
  for (LocalRootParameter& parameter : parameters) {
    if (parameter.kind == LocalRootParameter::Kind::Constants) {
      parameter.offset = offset;
      offset += 4 * parameter.words;
    } else {
      offset = (offset + 7) & ~7u;
      parameter.offset = offset;
      offset += 8;
    }
  }
  return offset;
}

namespace {

bool same_class(dxil_spv_resource_class resource_class, untangle_resource_class untangle_class) {
  return static_cast<int>(resource_class) == static_cast<int>(untangle_class);
}

}  // namespace

const LocalRootParameter* local_root_parameter(const dxil_spv_converter_s& converter, const untangle_resource& resource) {
  if (resource.is_heap) return nullptr;
  for (const LocalRootParameter& parameter : converter.local_root_parameters) {
    switch (parameter.kind) {
      case LocalRootParameter::Kind::Constants:
        if (resource.resource_class == UNTANGLE_CLASS_CBV && parameter.space == resource.space &&
            parameter.register_index == resource.register_index)
          return &parameter;
        break;
      case LocalRootParameter::Kind::Descriptor:
        if (same_class(parameter.resource_class, resource.resource_class) && parameter.space == resource.space &&
            parameter.register_index == resource.register_index)
          return &parameter;
        break;
      case LocalRootParameter::Kind::Table:
        for (const LocalRootParameter::TableRange& range : parameter.ranges)
          if (same_class(range.resource_class, resource.resource_class) && range.space == resource.space &&
              resource.register_index >= range.register_index &&
              (range.count == UINT32_MAX || resource.register_index - range.register_index < range.count))
            return &parameter;
        break;
    }
  }
  return nullptr;
}

bool RemapState::place_local(const LocalRootParameter& parameter, const untangle_binding_request& request,
                             untangle_binding& binding) {
  const untangle_resource& resource = *request.resource;
  switch (parameter.kind) {
    case LocalRootParameter::Kind::Constants:
      binding.descriptor_type = UNTANGLE_DESCRIPTOR_SHADER_RECORD;
      binding.push_constant_offset = parameter.offset;
      binding.push_constant_size = 4 * parameter.words;
      return true;
    case LocalRootParameter::Kind::Descriptor:
      if (request.is_counter) return refuse("a UAV counter of a local root descriptor");
      binding.descriptor_type = UNTANGLE_DESCRIPTOR_DEVICE_ADDRESS;
      binding.address_source = UNTANGLE_SOURCE_SHADER_RECORD;
      binding.push_constant_offset = parameter.offset;
      return true;
    case LocalRootParameter::Kind::Table: break;
  }
  // A table: the layer says which heap; the shader record says where in it.
  if (!remap_class(request, binding)) return false;
  if (!binding.heap) return refuse("a local root descriptor table whose range the layer places outside a heap");
  for (const LocalRootParameter::TableRange& range : parameter.ranges) {
    if (!same_class(range.resource_class, resource.resource_class) || range.space != resource.space ||
        resource.register_index < range.register_index)
      continue;
    binding.heap_offset = range.offset_in_heap + (resource.register_index - range.register_index);
    break;
  }
  binding.heap_index_source = UNTANGLE_SOURCE_SHADER_RECORD;
  binding.heap_index_offset = parameter.offset;
  binding.heap_index_shift = resource.resource_class == UNTANGLE_CLASS_SAMPLER
                                 ? converter.options.sbt_sampler_descriptor_size_log2
                                 : converter.options.sbt_descriptor_size_log2;
  return true;
}

}  // namespace untangle::dxil_spirv
