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
    case DescriptorType::DeviceAddress: return "device_address";
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

namespace {

[[noreturn]] void refuse(const BindingRequest& request, const std::string& why) {
  throw Error(Status::InvalidArgument, "the binding of " + describe_request(request) + " " + why);
}

void check_offset(const BindingRequest& request, const char* what, uint32_t offset, uint32_t alignment) {
  if (offset % alignment != 0)
    refuse(request, std::string("puts ") + what + " at byte offset " + std::to_string(offset) +
                        ", which is not a multiple of " + std::to_string(alignment));
}

// The forms other than its natural descriptor type that a resource may take.
bool takes_form(const BindingRequest& request, DescriptorType type) {
  const ResourceDeclaration& resource = request.resource;
  if (request.is_counter)
    return type == DescriptorType::StorageTexelBuffer || type == DescriptorType::DeviceAddress;
  if (resource.resource_class == dxil::ResourceClass::ConstantBuffer)
    return type == DescriptorType::StorageBuffer || type == DescriptorType::DeviceAddress ||
           (!resource.is_heap && (type == DescriptorType::PushConstant || type == DescriptorType::ShaderRecord));
  const bool buffer_memory = resource.kind == dxil::ResourceKind::RawBuffer ||
                             resource.kind == dxil::ResourceKind::StructuredBuffer ||
                             resource.kind == dxil::ResourceKind::RTAccelerationStructure;
  return buffer_memory && resource.resource_class != dxil::ResourceClass::Sampler &&
         type == DescriptorType::DeviceAddress;
}

}  // namespace

void check_binding(const BindingRequest& request, const Binding& binding) {
  const DescriptorType natural = request.is_counter ? DescriptorType::StorageBuffer
                                                    : natural_descriptor_type(request.resource.resource_class, request.resource.kind);
  const DescriptorType type = binding.descriptor_type;
  if (type != natural && !takes_form(request, type)) {
    const bool is_cbv = request.resource.resource_class == dxil::ResourceClass::ConstantBuffer && !request.is_counter;
    refuse(request, std::string("gives it descriptor type ") + descriptor_type_name(type) + ", but it needs " +
                        descriptor_type_name(natural) +
                        (is_cbv && !request.resource.is_heap ? " (or storage_buffer, push_constant, shader_record or device_address)"
                         : is_cbv                           ? " (or storage_buffer or device_address)"
                         : request.is_counter               ? " (or storage_texel_buffer or device_address)"
                         : takes_form(request, DescriptorType::DeviceAddress) ? " (or device_address)"
                                                                               : ""));
  }
  if (type == DescriptorType::PushConstant || type == DescriptorType::ShaderRecord)
    check_offset(request, "it", binding.push_constant_offset, 4);
  if (type == DescriptorType::DeviceAddress) {
    switch (binding.address_source) {
      case ValueSource::PushConstant:
      case ValueSource::ShaderRecord:
        check_offset(request, "its address", binding.push_constant_offset, 8);
        if (is_descriptor_array(request.resource) || binding.heap)
          refuse(request, "reads one address from the push constants or the shader record for an array of descriptors");
        break;
      case ValueSource::AddressTable: break;
      case ValueSource::None: refuse(request, "makes it a device address without saying where the address is");
    }
  } else if (binding.address_source != ValueSource::None) {
    refuse(request, "gives an address source to a " + std::string(descriptor_type_name(type)));
  }
  if (binding.heap) {
    const HeapWindow& heap = *binding.heap;
    if (type == DescriptorType::PushConstant || type == DescriptorType::ShaderRecord)
      refuse(request, "puts words of the push constants or the shader record in a heap window");
    if (heap.index_source == ValueSource::AddressTable)
      refuse(request, "reads its heap window's index from an address table (push constants or the shader record hold it)");
    if (heap.index_source != ValueSource::None) check_offset(request, "its heap index word", heap.index_offset, 4);
    if (heap.index_shift > 31) refuse(request, "shifts its heap index word by more than 31 bits");
  }
  if (binding.bounds) {
    const dxil::ResourceKind kind = request.resource.kind;
    const bool buffer = kind == dxil::ResourceKind::RawBuffer || kind == dxil::ResourceKind::StructuredBuffer ||
                        kind == dxil::ResourceKind::TypedBuffer;
    if (!buffer || request.is_counter || !binding.heap || type == DescriptorType::DeviceAddress)
      refuse(request, "bounds a view that is not a buffer descriptor of a heap window");
    if (binding.bounds->stride == 0 || binding.bounds->element >= binding.bounds->stride)
      refuse(request, "gives view bounds an element past their stride");
  }
}

}  // namespace untangle::spirv_emit
