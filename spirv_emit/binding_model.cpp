// The default binding model and the checks on bindings a remapper chooses.
#include "spirv_emit/binding_model.h"

#include "common/error.h"
#include "spirv_emit/resources.h"

#include <tuple>

namespace untangle::spirv_emit {

namespace {

bool is_buffer_memory(dxil::ResourceKind kind) {
  return kind == dxil::ResourceKind::RawBuffer || kind == dxil::ResourceKind::StructuredBuffer ||
         kind == dxil::ResourceKind::TBuffer;
}

}  // namespace

const char* descriptor_type_name(DescriptorType type) {
  switch (type) {
    case DescriptorType::StorageBuffer: return "storage_buffer";
    case DescriptorType::UniformBuffer: return "uniform_buffer";
    case DescriptorType::UniformTexelBuffer: return "uniform_texel_buffer";
    case DescriptorType::StorageTexelBuffer: return "storage_texel_buffer";
    case DescriptorType::SampledImage: return "sampled_image";
    case DescriptorType::StorageImage: return "storage_image";
    case DescriptorType::Sampler: return "sampler";
    case DescriptorType::AccelerationStructure: return "acceleration_structure";
    case DescriptorType::PushConstant: return "push_constant";
    case DescriptorType::ShaderRecord: return "shader_record";
  }
  return "unknown";
}

DescriptorType natural_descriptor_type(dxil::ResourceClass resource_class, dxil::ResourceKind kind) {
  if (resource_class == dxil::ResourceClass::Sampler) return DescriptorType::Sampler;
  if (resource_class == dxil::ResourceClass::ConstantBuffer) return DescriptorType::UniformBuffer;
  if (kind == dxil::ResourceKind::RTAccelerationStructure) return DescriptorType::AccelerationStructure;
  if (is_buffer_memory(kind)) return DescriptorType::StorageBuffer;
  const bool writable = resource_class == dxil::ResourceClass::UnorderedAccess;
  if (kind == dxil::ResourceKind::TypedBuffer)
    return writable ? DescriptorType::StorageTexelBuffer : DescriptorType::UniformTexelBuffer;
  return writable ? DescriptorType::StorageImage : DescriptorType::SampledImage;
}

Binding default_binding(const BindingRequest& request, const HeapLayout& heap) {
  Binding binding;
  binding.descriptor_type = natural_descriptor_type(request.resource.resource_class, request.resource.kind);
  if (request.resource.is_heap) {
    binding.set = heap.set;
    binding.binding = heap.binding_base + static_cast<uint32_t>(binding.descriptor_type);
    return binding;
  }
  static constexpr uint32_t kOffsets[] = {kBindingOffsetSrv, kBindingOffsetUav, kBindingOffsetCbv,
                                          kBindingOffsetSampler};
  binding.set = request.resource.space;
  binding.binding = request.resource.lower_bound + kOffsets[static_cast<size_t>(request.resource.resource_class)];
  return binding;
}

Binding default_counter_binding(const Binding& uav) {
  Binding binding;
  binding.descriptor_type = DescriptorType::StorageBuffer;
  binding.set = uav.set;
  binding.binding = uav.binding + kCounterBindingOffset;
  return binding;
}

std::string describe_request(const BindingRequest& request) {
  if (request.is_counter) return "the counter of " + describe_request(BindingRequest{request.resource});
  if (request.resource.is_heap)
    return request.resource.resource_class == dxil::ResourceClass::Sampler ? "SamplerDescriptorHeap" : "ResourceDescriptorHeap";
  static constexpr char kLetters[] = {'t', 'u', 'b', 's'};
  std::string text = kLetters[static_cast<size_t>(request.resource.resource_class)] + std::to_string(request.resource.lower_bound);
  if (request.resource.space != 0) text += " space " + std::to_string(request.resource.space);
  return text;
}

BindingRemapper register_remapper(std::vector<RegisterBinding> bindings) {
  return [bindings = std::move(bindings)](const BindingRequest& request, Binding& binding) {
    if (request.resource.is_heap) return true;
    for (const RegisterBinding& chosen : bindings) {
      if (chosen.resource_class != request.resource.resource_class || chosen.register_index != request.resource.lower_bound ||
          chosen.space != request.resource.space)
        continue;
      if (!request.is_counter) {
        binding.set = chosen.set;
        binding.binding = chosen.binding;
      } else if (chosen.counter) {
        std::tie(binding.set, binding.binding) = *chosen.counter;
      }
    }
    return true;
  };
}

void check_binding(const BindingRequest& request, const Binding& binding) {
  const DescriptorType natural = request.is_counter ? DescriptorType::StorageBuffer
                                                    : natural_descriptor_type(request.resource.resource_class, request.resource.kind);
  if (binding.descriptor_type == natural) return;
  const bool is_cbv = request.resource.resource_class == dxil::ResourceClass::ConstantBuffer && !request.is_counter;
  const bool in_words = binding.descriptor_type == DescriptorType::PushConstant ||
                        binding.descriptor_type == DescriptorType::ShaderRecord;
  if (is_cbv && !request.resource.is_heap && (binding.descriptor_type == DescriptorType::StorageBuffer || in_words)) {
    if (in_words && binding.push_constant_offset % 4 != 0)
      throw Error(Status::InvalidArgument, "the binding of " + describe_request(request) + " puts it at " +
                                               descriptor_type_name(binding.descriptor_type) + " offset " +
                                               std::to_string(binding.push_constant_offset) + ", which is not a multiple of 4");
    return;
  }
  throw Error(Status::InvalidArgument,
              "the binding of " + describe_request(request) + " gives it descriptor type " +
                  descriptor_type_name(binding.descriptor_type) + ", but it needs " + descriptor_type_name(natural) +
                  (is_cbv && !request.resource.is_heap ? " (or storage_buffer, push_constant or shader_record)" : ""));
}

}  // namespace untangle::spirv_emit
