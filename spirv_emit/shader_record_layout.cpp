// ShaderRecordLayout: offsets of a local root signature's parameters in the shader record.
#include "spirv_emit/shader_record_layout.h"

#include "spirv_emit/lowering.h"
#include "spirv_emit/resources.h"

namespace untangle::spirv_emit {

namespace {

constexpr uint32_t kAddressBytes = 8;  // a GPU virtual address or a descriptor handle

uint32_t align(uint32_t value, uint32_t alignment) { return (value + alignment - 1) / alignment * alignment; }

bool holds(const dxil::RootParameter& parameter, const BindingRequest& request) {
  switch (parameter.type) {
    case dxil::RootParameterType::Constants32Bit:
      return request.resource.resource_class == dxil::ResourceClass::ConstantBuffer &&
             parameter.constants.shader_register == request.resource.lower_bound &&
             parameter.constants.space == request.resource.space;
    case dxil::RootParameterType::Cbv:
    case dxil::RootParameterType::Srv:
    case dxil::RootParameterType::Uav: {
      static constexpr dxil::ResourceClass kClasses[] = {
          dxil::ResourceClass::ConstantBuffer, dxil::ResourceClass::ShaderResource,
          dxil::ResourceClass::UnorderedAccess};
      return kClasses[static_cast<uint32_t>(parameter.type) - static_cast<uint32_t>(dxil::RootParameterType::Cbv)] ==
                 request.resource.resource_class &&
             parameter.descriptor.shader_register == request.resource.lower_bound && parameter.descriptor.space == request.resource.space;
    }
    case dxil::RootParameterType::DescriptorTable:
      for (const dxil::DescriptorRange& range : parameter.ranges) {
        static constexpr dxil::ResourceClass kRangeClasses[] = {
            dxil::ResourceClass::ShaderResource, dxil::ResourceClass::UnorderedAccess,
            dxil::ResourceClass::ConstantBuffer, dxil::ResourceClass::Sampler};
        if (kRangeClasses[static_cast<uint32_t>(range.type)] == request.resource.resource_class && range.space == request.resource.space &&
            request.resource.lower_bound >= range.base_register &&
            (range.unbounded() || request.resource.lower_bound - range.base_register < range.count))
          return true;
      }
      return false;
  }
  return false;
}

}  // namespace

ShaderRecordLayout::ShaderRecordLayout(const dxil::RootSignature& signature) : signature_(signature) {
  for (const dxil::RootParameter& parameter : signature_.parameters) {
    const bool constants = parameter.type == dxil::RootParameterType::Constants32Bit;
    size_ = align(size_, constants ? 4 : kAddressBytes);
    offsets_.push_back(size_);
    size_ += constants ? 4 * parameter.constants.num_32bit_values : kAddressBytes;
  }
}

std::optional<Binding> ShaderRecordLayout::binding(const BindingRequest& request) const {
  if (request.resource.is_heap) return std::nullopt;
  for (size_t index = 0; index < signature_.parameters.size(); ++index) {
    const dxil::RootParameter& parameter = signature_.parameters[index];
    if (!holds(parameter, request)) continue;
    Binding binding;
    switch (parameter.type) {
      case dxil::RootParameterType::Constants32Bit:
        binding.descriptor_type = DescriptorType::ShaderRecord;
        binding.push_constant_offset = offsets_[index];
        binding.push_constant_size = 4 * parameter.constants.num_32bit_values;
        return binding;
      case dxil::RootParameterType::DescriptorTable:
        // A table's handle indexes a descriptor heap, which a root signature does not place.
        unsupported("the local root signature holds " + describe_request(request) +
                    " in a descriptor table, whose heap only a layer's remapper can place");
      default:
        // A root descriptor is the buffer's (or acceleration structure's) 64-bit address.
        binding.descriptor_type = DescriptorType::DeviceAddress;
        binding.address_source = ValueSource::ShaderRecord;
        binding.push_constant_offset = offsets_[index];
        return binding;
    }
  }
  return std::nullopt;
}

}  // namespace untangle::spirv_emit
