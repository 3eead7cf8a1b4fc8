// The SPIR-V side of resources: variables made on first use (buffers as runtime arrays of
// words in StorageBuffer blocks, cbuffers as Uniform blocks of uvec4 rows, typed resources
// as images, samplers), descriptor arrays and their indexing, and element pointers.
#include <algorithm>

#include "spirv_emit/emitter.h"

namespace untangle::spirv_emit {

namespace {

bool is_array(const ResourceDeclaration& declaration) { return declaration.is_heap || declaration.range_size != 1; }

spv::Dim image_dimension(dxil::ResourceKind kind) {
  switch (kind) {
    case dxil::ResourceKind::Texture1D: case dxil::ResourceKind::Texture1DArray: return spv::Dim::Dim1D;
    case dxil::ResourceKind::Texture3D: return spv::Dim::Dim3D;
    case dxil::ResourceKind::TextureCube: case dxil::ResourceKind::TextureCubeArray: return spv::Dim::Cube;
    case dxil::ResourceKind::TypedBuffer: return spv::Dim::Buffer;
    default: return spv::Dim::Dim2D;
  }
}

bool is_arrayed_image(dxil::ResourceKind kind) {
  return kind == dxil::ResourceKind::Texture1DArray || kind == dxil::ResourceKind::Texture2DArray ||
         kind == dxil::ResourceKind::Texture2DMSArray || kind == dxil::ResourceKind::TextureCubeArray;
}

bool is_multisampled(dxil::ResourceKind kind) {
  return kind == dxil::ResourceKind::Texture2DMS || kind == dxil::ResourceKind::Texture2DMSArray;
}

}  // namespace

BoundResource& Emitter::declared_resource(dxil::ResourceClass resource_class, uint32_t range_id) {
  for (const auto& resource : resources_)
    if (!resource->declaration.is_heap && resource->declaration.resource_class == resource_class &&
        resource->declaration.range_id == range_id)
      return *resource;
  for (const ResourceDeclaration& declaration : declarations_) {
    if (declaration.resource_class != resource_class || declaration.range_id != range_id) continue;
    auto resource = std::make_unique<BoundResource>();
    resource->declaration = declaration;
    assign_binding(*resource, options_);
    resources_.push_back(std::move(resource));
    return *resources_.back();
  }
  fail(std::string("no ") + dxil::resource_class_name(resource_class) + " resource with range id " +
       std::to_string(range_id) + " is declared");
}

BoundResource& Emitter::declared_resource_for_binding(dxil::ResourceClass resource_class, uint32_t space, uint32_t index) {
  for (const ResourceDeclaration& declaration : declarations_) {
    if (declaration.resource_class != resource_class || declaration.space != space || index < declaration.lower_bound)
      continue;
    if (declaration.range_size != dxil::kUnboundedRange && index - declaration.lower_bound >= declaration.range_size) continue;
    return declared_resource(resource_class, declaration.range_id);
  }
  fail(std::string("no ") + dxil::resource_class_name(resource_class) + " resource is declared at register " +
       std::to_string(index) + " of space " + std::to_string(space));
}

BoundResource& Emitter::heap_resource(const ResourceDeclaration& declaration) {
  for (const auto& resource : resources_) {
    const ResourceDeclaration& known = resource->declaration;
    if (known.is_heap && known.resource_class == declaration.resource_class && known.kind == declaration.kind &&
        known.stride == declaration.stride && known.component_type == declaration.component_type &&
        known.component_count == declaration.component_count && known.cbuffer_size == declaration.cbuffer_size)
      return *resource;
  }
  auto resource = std::make_unique<BoundResource>();
  resource->declaration = declaration;
  resource->declaration.is_heap = true;
  resource->declaration.range_size = dxil::kUnboundedRange;
  assign_binding(*resource, options_);
  resources_.push_back(std::move(resource));
  return *resources_.back();
}

Id Emitter::resource_variable(BoundResource& resource, ResourceView view) {
  if (auto found = resource.variables.find(view); found != resource.variables.end()) return found->second;
  const ResourceDeclaration& declaration = resource.declaration;
  const std::string name = declaration.is_heap ? std::string("heap_") + resource_kind_name(declaration)
                           : declaration.name.empty() ? register_name(declaration) + (declaration.space != 0 ? "_space" + std::to_string(declaration.space) : std::string())
                                                      : declaration.name;
  Id element_type = 0;
  spv::StorageClass storage_class = spv::StorageClass::UniformConstant;
  switch (view) {
    case ResourceView::Words16:
    case ResourceView::Words32:
    case ResourceView::Words64: {
      const uint32_t width = view == ResourceView::Words16 ? 16 : view == ResourceView::Words32 ? 32 : 64;
      if (width == 16) builder_.add_capability(spv::Capability::StorageBuffer16BitAccess);
      const Id words = builder_.type_unique_runtime_array(uint_type(width));
      builder_.decorate(words, spv::Decoration::ArrayStride, {width / 8});
      element_type = builder_.type_unique_struct(std::vector<Id>{words});
      builder_.decorate(element_type, spv::Decoration::Block);
      builder_.decorate_member(element_type, 0, spv::Decoration::Offset, {0});
      if (declaration.resource_class != dxil::ResourceClass::UnorderedAccess)
        builder_.decorate_member(element_type, 0, spv::Decoration::NonWritable);
      builder_.set_name(element_type, name + "_words" + std::to_string(width));
      builder_.set_member_name(element_type, 0, "words");
      storage_class = spv::StorageClass::StorageBuffer;
      break;
    }
    case ResourceView::CBufferRows: {
      const uint32_t rows = std::max<uint32_t>(1, (declaration.cbuffer_size + 15) / 16);
      const Id row_array = builder_.type_unique_array(builder_.type_vector(uint_type(), 4), rows);
      builder_.decorate(row_array, spv::Decoration::ArrayStride, {16});
      element_type = builder_.type_unique_struct(std::vector<Id>{row_array});
      builder_.decorate(element_type, spv::Decoration::Block);
      builder_.decorate_member(element_type, 0, spv::Decoration::Offset, {0});
      builder_.set_name(element_type, name + "_rows");
      builder_.set_member_name(element_type, 0, "rows");
      storage_class = spv::StorageClass::Uniform;
      break;
    }
    case ResourceView::Image: {
      Id sampled_type;
      switch (declaration.component_type) {
        case dxil::ComponentType::I16: case dxil::ComponentType::I32:
          sampled_type = builder_.type_signed_int(32);
          break;
        case dxil::ComponentType::U16: case dxil::ComponentType::U32:
          sampled_type = uint_type(32);
          break;
        case dxil::ComponentType::F16: case dxil::ComponentType::F32: case dxil::ComponentType::SNormF16: case dxil::ComponentType::UNormF16:
        case dxil::ComponentType::SNormF32: case dxil::ComponentType::UNormF32:
          sampled_type = float_type(32);
          break;
        default:
          fail("typed resources with component type " + std::to_string(static_cast<int>(declaration.component_type)) +
               " are not supported");
      }
      const bool writable = declaration.resource_class == dxil::ResourceClass::UnorderedAccess;
      const spv::Dim dimension = image_dimension(declaration.kind);
      if (dimension == spv::Dim::Buffer)
        builder_.add_capability(writable ? spv::Capability::ImageBuffer : spv::Capability::SampledBuffer);
      if (dimension == spv::Dim::Dim1D)
        builder_.add_capability(writable ? spv::Capability::Image1D : spv::Capability::Sampled1D);
      if (writable && (dimension == spv::Dim::Cube || is_multisampled(declaration.kind)))
        fail("writable cube and multisampled textures are not supported");
      // Storage images are read and written without a format, so any view format binds; only
      // atomics need one, which a single 32-bit component gives.
      if (writable && resource.used_atomically && declaration.component_count == 1) {
        if (sampled_type == float_type(32)) resource.image_format = spv::ImageFormat::R32f;
        if (sampled_type == uint_type(32)) resource.image_format = spv::ImageFormat::R32ui;
        if (sampled_type == builder_.type_signed_int(32)) resource.image_format = spv::ImageFormat::R32i;
      }
      element_type = builder_.type_image(sampled_type, dimension, is_arrayed_image(declaration.kind),
                                         is_multisampled(declaration.kind), writable ? 2 : 1, resource.image_format);
      resource.image_type = element_type;
      break;
    }
    case ResourceView::Sampler:
      element_type = builder_.type_sampler();
      break;
  }
  Id variable_type = element_type;
  if (is_array(declaration)) {
    if (declaration.range_size == dxil::kUnboundedRange) {
      builder_.add_capability(spv::Capability::RuntimeDescriptorArray);
      if (builder_.version() < kSpirv15) builder_.add_extension("SPV_EXT_descriptor_indexing");
      variable_type = builder_.type_runtime_array(element_type);
    } else {
      variable_type = builder_.type_array(element_type, declaration.range_size);
    }
  }
  const Id variable = builder_.global_variable(builder_.type_pointer(storage_class, variable_type), storage_class);
  builder_.decorate(variable, spv::Decoration::DescriptorSet, {resource.set});
  builder_.decorate(variable, spv::Decoration::Binding, {resource.binding});
  if (declaration.globally_coherent) builder_.decorate(variable, spv::Decoration::Coherent);
  builder_.set_name(variable, name);
  resource.variables.emplace(view, variable);
  return variable;
}

Id Emitter::resource_element(const Handle& handle, ResourceView view) {
  BoundResource& resource = *handle.resource;
  const Id variable = resource_variable(resource, view);
  if (!is_array(resource.declaration)) return variable;
  Id index = handle.index != nullptr ? value(handle.index) : uint_constant(0);
  if (scalar_width(builder_.type_of(index)) != 32) index = builder_.emit(spv::Op::OpUConvert, uint_type(), {index});
  if (handle.index_bias != 0)
    index = builder_.emit(spv::Op::OpISub, uint_type(), {index, uint_constant(handle.index_bias)});
  const TypeInfo& pointer_info = builder_.type_info(builder_.type_of(variable));
  const Id element_type = builder_.type_info(pointer_info.element).element;
  const Id element = builder_.emit(spv::Op::OpAccessChain, builder_.type_pointer(pointer_info.storage_class, element_type),
                                   {variable, index});
  if (handle.non_uniform) {
    builder_.add_capability(spv::Capability::ShaderNonUniform);
    if (builder_.version() < kSpirv15) builder_.add_extension("SPV_EXT_descriptor_indexing");
    switch (view) {
      case ResourceView::CBufferRows:
        builder_.add_capability(spv::Capability::UniformBufferArrayNonUniformIndexing);
        break;
      case ResourceView::Image:
        builder_.add_capability(resource.declaration.resource_class == dxil::ResourceClass::UnorderedAccess
                                    ? spv::Capability::StorageImageArrayNonUniformIndexing
                                    : spv::Capability::SampledImageArrayNonUniformIndexing);
        break;
      case ResourceView::Sampler:
        builder_.add_capability(spv::Capability::SampledImageArrayNonUniformIndexing);
        break;
      default:
        builder_.add_capability(spv::Capability::StorageBufferArrayNonUniformIndexing);
    }
    builder_.decorate(element, spv::Decoration::NonUniform);
  }
  return element;
}

Id Emitter::load_image(const Handle& handle, ImageAccess access) {
  const Id pointer = resource_element(handle, ResourceView::Image);
  if (handle.resource->image_format == spv::ImageFormat::Unknown && access == ImageAccess::Read)
    builder_.add_capability(spv::Capability::StorageImageReadWithoutFormat);
  if (handle.resource->image_format == spv::ImageFormat::Unknown && access == ImageAccess::Write)
    builder_.add_capability(spv::Capability::StorageImageWriteWithoutFormat);
  const Id loaded = builder_.emit(spv::Op::OpLoad, handle.resource->image_type, {pointer});
  if (handle.non_uniform) builder_.decorate(loaded, spv::Decoration::NonUniform);
  return loaded;
}

Id Emitter::buffer_element_index(const Handle& handle, const BufferLocation& location, uint32_t element_bytes,
                                 uint32_t extra_bytes) {
  const ResourceDeclaration& declaration = handle.resource->declaration;
  const Id uint = uint_type();
  const uint32_t shift = element_bytes == 2 ? 1 : element_bytes == 4 ? 2 : 3;
  auto add = [&](Id left, uint32_t right) {
    return right == 0 ? left : builder_.emit(spv::Op::OpIAdd, uint, {left, uint_constant(right)});
  };
  if (declaration.kind == dxil::ResourceKind::RawBuffer)
    return builder_.emit(spv::Op::OpShiftRightLogical, uint, {add(value(location.index), extra_bytes), uint_constant(shift)});
  if (declaration.kind != dxil::ResourceKind::StructuredBuffer)
    fail(std::string("byte-addressed access to a ") + resource_kind_name(declaration));
  const dxil::Value* offset = location.offset;
  const bool constant_offset = offset == nullptr || is_undef(offset) || offset->kind == dxil::ValueKind::Constant;
  const uint32_t offset_bytes =
      constant_offset && offset != nullptr && !is_undef(offset) ? static_cast<uint32_t>(constant_integer(offset, "offset")) : 0;
  const Id index = value(location.index);
  if (constant_offset && declaration.stride % element_bytes == 0 && (offset_bytes + extra_bytes) % element_bytes == 0) {
    // Aligned records: the element index needs no byte address.
    const uint32_t stride_elements = declaration.stride / element_bytes;
    const Id scaled =
        stride_elements == 1 ? index : builder_.emit(spv::Op::OpIMul, uint, {index, uint_constant(stride_elements)});
    return add(scaled, (offset_bytes + extra_bytes) / element_bytes);
  }
  Id address = builder_.emit(spv::Op::OpIMul, uint, {index, uint_constant(declaration.stride)});
  address = constant_offset ? add(address, offset_bytes) : builder_.emit(spv::Op::OpIAdd, uint, {address, value(offset)});
  return builder_.emit(spv::Op::OpShiftRightLogical, uint, {add(address, extra_bytes), uint_constant(shift)});
}

Id Emitter::buffer_word_pointer(const Handle& handle, uint32_t width, Id element_index) {
  const ResourceView view = width == 16 ? ResourceView::Words16 : width == 32 ? ResourceView::Words32 : ResourceView::Words64;
  const Id block = resource_element(handle, view);
  const Id pointer = builder_.emit(spv::Op::OpAccessChain,
                                   builder_.type_pointer(spv::StorageClass::StorageBuffer, uint_type(width)),
                                   {block, uint_constant(0), element_index});
  if (handle.non_uniform) builder_.decorate(pointer, spv::Decoration::NonUniform);
  return pointer;
}

Id Emitter::load_buffer_scalar(const Handle& handle, const BufferLocation& location, uint32_t extra_bytes, Id type) {
  const uint32_t width = scalar_width(type);
  auto load_word = [&](uint32_t word_width, uint32_t bytes) {
    const Id index = buffer_element_index(handle, location, word_width / 8, bytes);
    return builder_.emit(spv::Op::OpLoad, uint_type(word_width), {buffer_word_pointer(handle, word_width, index)});
  };
  if (width == 16 || width == 32) return bitcast(type, load_word(width, extra_bytes));
  if (width != 64) fail("buffer access of " + std::to_string(width) + "-bit values");
  // 64-bit values need only 4-byte alignment in D3D: read them as two words.
  const Id low = load_word(32, extra_bytes);
  const Id high = load_word(32, extra_bytes + 4);
  const Id pair = builder_.emit(spv::Op::OpCompositeConstruct, builder_.type_vector(uint_type(), 2), {low, high});
  return builder_.emit(spv::Op::OpBitcast, type, {pair});
}

void Emitter::store_buffer_scalar(const Handle& handle, const BufferLocation& location, uint32_t extra_bytes, Id stored) {
  const uint32_t width = scalar_width(builder_.type_of(stored));
  auto store_word = [&](uint32_t word_width, uint32_t bytes, Id word) {
    const Id index = buffer_element_index(handle, location, word_width / 8, bytes);
    builder_.emit_void(spv::Op::OpStore, {buffer_word_pointer(handle, word_width, index), word});
  };
  if (width == 16 || width == 32) return store_word(width, extra_bytes, bitcast(uint_type(width), stored));
  if (width != 64) fail("buffer access of " + std::to_string(width) + "-bit values");
  const Id uint = uint_type();
  const Id pair = builder_.emit(spv::Op::OpBitcast, builder_.type_vector(uint, 2), {stored});
  store_word(32, extra_bytes, builder_.emit(spv::Op::OpCompositeExtract, uint, {pair, 0}));
  store_word(32, extra_bytes + 4, builder_.emit(spv::Op::OpCompositeExtract, uint, {pair, 1}));
}

}  // namespace untangle::spirv_emit
