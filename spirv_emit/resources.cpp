// DXIL resource declarations from !dx.resources, and their HLSL type names.
#include "spirv_emit/resources.h"

#include <string_view>

#include "dxil/ir_cast.h"

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

const char* rasterizer_ordered_kind_name(dxil::ResourceKind kind) {
  switch (kind) {
    case dxil::ResourceKind::Texture1D: return "RasterizerOrderedTexture1D";
    case dxil::ResourceKind::Texture1DArray: return "RasterizerOrderedTexture1DArray";
    case dxil::ResourceKind::Texture2D: return "RasterizerOrderedTexture2D";
    case dxil::ResourceKind::Texture2DArray: return "RasterizerOrderedTexture2DArray";
    case dxil::ResourceKind::Texture3D: return "RasterizerOrderedTexture3D";
    case dxil::ResourceKind::TypedBuffer: return "RasterizerOrderedBuffer";
    case dxil::ResourceKind::RawBuffer: return "RasterizerOrderedByteAddressBuffer";
    case dxil::ResourceKind::StructuredBuffer: return "RasterizerOrderedStructuredBuffer";
    default: return "unknown";
  }
}

}  // namespace

const dxil::Value* symbol_global(const dxil::Value* symbol) {
  while (const auto* constant = dxil::dyn_cast<dxil::Constant>(symbol)) {
    if (constant->constant_kind != dxil::ConstantKind::Expression || constant->elements.empty() ||
        (constant->expression_opcode != dxil::Opcode::BitCast &&
         constant->expression_opcode != dxil::Opcode::AddrSpaceCast))
      break;
    symbol = constant->elements[0];
  }
  return symbol;
}

ResourceDeclaration make_declaration(const dxil::ResourceBinding& binding) {
  const dxil::Type* class_type = symbol_class_type(binding.symbol);
  return ResourceDeclaration{binding, element_component_count(class_type), /*is_heap=*/false,
                             hlsl_type_name(class_type)};
}

const char* resource_kind_name(const ResourceDeclaration& declaration) {
  if (declaration.rasterizer_ordered) return rasterizer_ordered_kind_name(declaration.kind);
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

void declare_word_storage(Builder& builder, uint32_t width) {
  if (width == 16) builder.add_capability(spv::Capability::StorageBuffer16BitAccess);
  if (width != 8) return;
  builder.add_capability(spv::Capability::StorageBuffer8BitAccess);
  if (builder.version() < kSpirv15) builder.add_extension("SPV_KHR_8bit_storage");
}

}  // namespace untangle::spirv_emit
