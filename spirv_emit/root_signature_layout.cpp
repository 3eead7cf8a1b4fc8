// RootSignatureLayout: root parameters and static samplers to push constants, sets and bindings.
#include "spirv_emit/root_signature_layout.h"

#include "spirv_emit/resources.h"

namespace untangle::spirv_emit {

namespace {

dxil::ResourceClass range_class(dxil::DescriptorRangeType type) {
  switch (type) {
    case dxil::DescriptorRangeType::Srv: return dxil::ResourceClass::ShaderResource;
    case dxil::DescriptorRangeType::Uav: return dxil::ResourceClass::UnorderedAccess;
    case dxil::DescriptorRangeType::Cbv: return dxil::ResourceClass::ConstantBuffer;
    default: return dxil::ResourceClass::Sampler;
  }
}

dxil::ResourceClass descriptor_class(dxil::RootParameterType type) {
  switch (type) {
    case dxil::RootParameterType::Srv: return dxil::ResourceClass::ShaderResource;
    case dxil::RootParameterType::Uav: return dxil::ResourceClass::UnorderedAccess;
    default: return dxil::ResourceClass::ConstantBuffer;
  }
}

bool in_range(uint32_t base, uint32_t count, uint32_t register_index) {
  return register_index >= base &&
         (count == dxil::kUnboundedDescriptors || register_index - base < count);
}

}  // namespace

RootSignatureLayout::RootSignatureLayout(const dxil::RootSignature& signature, dxil::ShaderKind stage)
    : signature_(signature), stage_(stage) {
  uint32_t tables = 0;
  push_constant_offsets_.assign(signature.parameters.size(), 0);
  table_sets_.assign(signature.parameters.size(), 0);
  for (size_t index = 0; index < signature.parameters.size(); ++index) {
    const dxil::RootParameter& parameter = signature.parameters[index];
    if (parameter.type == dxil::RootParameterType::Constants32Bit) {
      push_constant_offsets_[index] = push_constant_size_;
      push_constant_size_ += 4 * parameter.constants.num_32bit_values;
    } else if (parameter.type == dxil::RootParameterType::DescriptorTable) {
      table_sets_[index] = 1 + tables++;
    }
  }
  static_sampler_set_ = 1 + tables;
}

bool RootSignatureLayout::visible(dxil::ShaderVisibility visibility) const {
  if (visibility == dxil::ShaderVisibility::All) return true;
  switch (stage_) {
    case dxil::ShaderKind::Vertex: return visibility == dxil::ShaderVisibility::Vertex;
    case dxil::ShaderKind::Hull: return visibility == dxil::ShaderVisibility::Hull;
    case dxil::ShaderKind::Domain: return visibility == dxil::ShaderVisibility::Domain;
    case dxil::ShaderKind::Geometry: return visibility == dxil::ShaderVisibility::Geometry;
    case dxil::ShaderKind::Pixel: return visibility == dxil::ShaderVisibility::Pixel;
    case dxil::ShaderKind::Amplification: return visibility == dxil::ShaderVisibility::Amplification;
    case dxil::ShaderKind::Mesh: return visibility == dxil::ShaderVisibility::Mesh;
    default: return false;  // compute and ray tracing see only ALL
  }
}

bool RootSignatureLayout::is_static_sampler(const BindingRequest& request) const {
  if (request.resource.is_heap || request.resource.resource_class != dxil::ResourceClass::Sampler) return false;
  for (const dxil::StaticSampler& sampler : signature_.static_samplers)
    if (visible(sampler.visibility) && sampler.shader_register == request.resource.lower_bound &&
        sampler.space == request.resource.space)
      return true;
  return false;
}

std::optional<Binding> RootSignatureLayout::binding(const BindingRequest& request) const {
  if (request.resource.is_heap) return std::nullopt;
  Binding binding;
  binding.descriptor_type = natural_descriptor_type(request.resource.resource_class, request.resource.kind);
  for (uint32_t index = 0; index < signature_.parameters.size(); ++index) {
    const dxil::RootParameter& parameter = signature_.parameters[index];
    if (!visible(parameter.visibility)) continue;
    switch (parameter.type) {
      case dxil::RootParameterType::Constants32Bit:
        if (request.resource.resource_class == dxil::ResourceClass::ConstantBuffer &&
            parameter.constants.shader_register == request.resource.lower_bound &&
            parameter.constants.space == request.resource.space) {
          binding.descriptor_type = DescriptorType::PushConstant;
          binding.push_constant_offset = push_constant_offsets_[index];
          binding.push_constant_size = 4 * parameter.constants.num_32bit_values;
          return binding;
        }
        break;
      case dxil::RootParameterType::Cbv:
      case dxil::RootParameterType::Srv:
      case dxil::RootParameterType::Uav:
        if (descriptor_class(parameter.type) == request.resource.resource_class &&
            parameter.descriptor.shader_register == request.resource.lower_bound &&
            parameter.descriptor.space == request.resource.space) {
          binding.set = 0;
          binding.binding = index;
          return binding;
        }
        break;
      case dxil::RootParameterType::DescriptorTable: {
        uint32_t next_offset = 0;
        for (const dxil::DescriptorRange& range : parameter.ranges) {
          const uint32_t offset = range.appended() ? next_offset : range.offset;
          if (range_class(range.type) == request.resource.resource_class && range.space == request.resource.space &&
              in_range(range.base_register, range.count, request.resource.lower_bound)) {
            binding.set = table_sets_[index];
            binding.binding = offset + (request.resource.lower_bound - range.base_register);
            return binding;
          }
          next_offset = range.unbounded() ? offset : offset + range.count;
        }
        break;
      }
    }
  }
  for (uint32_t index = 0; index < signature_.static_samplers.size(); ++index) {
    const dxil::StaticSampler& sampler = signature_.static_samplers[index];
    if (request.resource.resource_class == dxil::ResourceClass::Sampler && visible(sampler.visibility) &&
        sampler.shader_register == request.resource.lower_bound && sampler.space == request.resource.space) {
      binding.set = static_sampler_set_;
      binding.binding = index;
      return binding;
    }
  }
  return std::nullopt;
}

}  // namespace untangle::spirv_emit
