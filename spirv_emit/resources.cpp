// DXIL resource declarations from !dx.resources, their names for reflection, and the
// binding model (DESIGN.md defaults, then `--bindings` overrides).
#include "spirv_emit/resources.h"

#include <string_view>

namespace untangle::spirv_emit {

namespace {

// The resource's symbol is typed as (a pointer to, an array of) its HLSL class type: the
// class name is the HLSL type and its first member the element shape.
const dxil::Type* symbol_class_type(const dxil::Value* symbol) {
  const dxil::Type* type = symbol != nullptr ? symbol->type : nullptr;
  if (type != nullptr && type->kind == dxil::TypeKind::Pointer) type = type->element;
  while (type != nullptr && type->kind == dxil::TypeKind::Array) type = type->element;
  return type;
}

std::string hlsl_type_name(const dxil::Type* class_type) {
  if (class_type == nullptr) return {};
  std::string name = class_type->name;
  for (std::string_view prefix : {"class.", "struct."})
    if (name.rfind(prefix, 0) == 0) name.erase(0, prefix.size());
  return name;
}

uint32_t element_component_count(const dxil::Type* class_type) {
  if (class_type == nullptr || class_type->kind != dxil::TypeKind::Struct || class_type->members.empty()) return 4;
  const dxil::Type* element = class_type->members[0];
  return element->kind == dxil::TypeKind::Vector ? static_cast<uint32_t>(element->element_count) : 1;
}

}  // namespace

ResourceDeclaration make_declaration(const dxil::ResourceBinding& binding) {
  ResourceDeclaration declaration;
  declaration.resource_class = binding.resource_class;
  declaration.kind = binding.kind;
  declaration.range_id = binding.id;
  declaration.space = binding.space;
  declaration.lower_bound = binding.lower_bound;
  declaration.range_size = binding.range_size;
  declaration.stride = binding.structured_stride.value_or(0);
  declaration.cbuffer_size = binding.constant_buffer_size;
  declaration.component_type = binding.element_type.value_or(dxil::ComponentType::Invalid);
  const dxil::Type* class_type = symbol_class_type(binding.symbol);
  declaration.component_count = element_component_count(class_type);
  declaration.globally_coherent = binding.globally_coherent;
  declaration.has_counter = binding.has_counter;
  declaration.sampler_kind = binding.sampler_kind;
  declaration.name = binding.name;
  declaration.hlsl_type = hlsl_type_name(class_type);
  return declaration;
}

std::string register_name(const ResourceDeclaration& declaration) {
  if (declaration.is_heap)
    return declaration.resource_class == dxil::ResourceClass::Sampler ? "SamplerDescriptorHeap"
                                                                      : "ResourceDescriptorHeap";
  static constexpr char kLetters[] = {'t', 'u', 'b', 's'};
  return kLetters[static_cast<size_t>(declaration.resource_class)] + std::to_string(declaration.lower_bound);
}

const char* resource_kind_name(const ResourceDeclaration& declaration) {
  const bool writable = declaration.resource_class == dxil::ResourceClass::UnorderedAccess;
  switch (declaration.kind) {
    case dxil::ResourceKind::Texture1D: return writable ? "RWTexture1D" : "Texture1D";
    case dxil::ResourceKind::Texture2D: return writable ? "RWTexture2D" : "Texture2D";
    case dxil::ResourceKind::Texture2DMS: return writable ? "RWTexture2DMS" : "Texture2DMS";
    case dxil::ResourceKind::Texture3D: return writable ? "RWTexture3D" : "Texture3D";
    case dxil::ResourceKind::TextureCube: return "TextureCube";
    case dxil::ResourceKind::Texture1DArray: return writable ? "RWTexture1DArray" : "Texture1DArray";
    case dxil::ResourceKind::Texture2DArray: return writable ? "RWTexture2DArray" : "Texture2DArray";
    case dxil::ResourceKind::Texture2DMSArray: return writable ? "RWTexture2DMSArray" : "Texture2DMSArray";
    case dxil::ResourceKind::TextureCubeArray: return "TextureCubeArray";
    case dxil::ResourceKind::TypedBuffer: return writable ? "RWBuffer" : "Buffer";
    case dxil::ResourceKind::RawBuffer: return writable ? "RWByteAddressBuffer" : "ByteAddressBuffer";
    case dxil::ResourceKind::StructuredBuffer: return writable ? "RWStructuredBuffer" : "StructuredBuffer";
    case dxil::ResourceKind::CBuffer: return "cbuffer";
    case dxil::ResourceKind::Sampler:
      return declaration.sampler_kind == dxil::SamplerKind::Comparison ? "SamplerComparisonState" : "SamplerState";
    case dxil::ResourceKind::TBuffer: return "tbuffer";
    case dxil::ResourceKind::RTAccelerationStructure: return "RaytracingAccelerationStructure";
    default: return "unknown";
  }
}

namespace {

bool is_buffer_memory(dxil::ResourceKind kind) {
  return kind == dxil::ResourceKind::RawBuffer || kind == dxil::ResourceKind::StructuredBuffer ||
         kind == dxil::ResourceKind::TBuffer;
}

// Descriptor types in a fixed order: their index places heap views (kHeapBindingBase + index).
enum class DescriptorType : uint32_t {
  StorageBuffer,
  UniformBuffer,
  UniformTexelBuffer,
  StorageTexelBuffer,
  SampledImage,
  StorageImage,
  Sampler,
};

DescriptorType descriptor_type(const ResourceDeclaration& declaration) {
  if (declaration.resource_class == dxil::ResourceClass::Sampler) return DescriptorType::Sampler;
  if (declaration.resource_class == dxil::ResourceClass::ConstantBuffer) return DescriptorType::UniformBuffer;
  if (is_buffer_memory(declaration.kind)) return DescriptorType::StorageBuffer;
  const bool writable = declaration.resource_class == dxil::ResourceClass::UnorderedAccess;
  if (declaration.kind == dxil::ResourceKind::TypedBuffer)
    return writable ? DescriptorType::StorageTexelBuffer : DescriptorType::UniformTexelBuffer;
  return writable ? DescriptorType::StorageImage : DescriptorType::SampledImage;
}

}  // namespace

const char* storage_class_name(const ResourceDeclaration& declaration) {
  switch (descriptor_type(declaration)) {
    case DescriptorType::StorageBuffer: return "StorageBuffer";
    case DescriptorType::UniformBuffer: return "Uniform";
    default: return "UniformConstant";
  }
}

const char* descriptor_type_name(const ResourceDeclaration& declaration) {
  switch (descriptor_type(declaration)) {
    case DescriptorType::StorageBuffer: return "storage_buffer";
    case DescriptorType::UniformBuffer: return "uniform_buffer";
    case DescriptorType::UniformTexelBuffer: return "uniform_texel_buffer";
    case DescriptorType::StorageTexelBuffer: return "storage_texel_buffer";
    case DescriptorType::SampledImage: return "sampled_image";
    case DescriptorType::StorageImage: return "storage_image";
    case DescriptorType::Sampler: return "sampler";
  }
  return "unknown";
}

void assign_binding(BoundResource& resource, const Options& options) {
  const ResourceDeclaration& declaration = resource.declaration;
  if (declaration.is_heap) {
    resource.set = 0;
    resource.binding = kHeapBindingBase + static_cast<uint32_t>(descriptor_type(declaration));
    return;
  }
  static constexpr uint32_t kOffsets[] = {kBindingOffsetSrv, kBindingOffsetUav, kBindingOffsetCbv,
                                          kBindingOffsetSampler};
  resource.set = declaration.space;
  resource.binding = declaration.lower_bound + kOffsets[static_cast<size_t>(declaration.resource_class)];
  const std::string name = register_name(declaration);
  for (const BindingOverride& binding_override : options.binding_overrides) {
    if (binding_override.register_name == name && binding_override.space == declaration.space) {
      resource.set = binding_override.set;
      resource.binding = binding_override.binding;
    }
  }
}

}  // namespace untangle::spirv_emit
