// Resource access through handles: range elements, images, buffer words and texels.
#include "spirv_emit/resource_access.h"

#include <bit>

namespace untangle::spirv_emit {

namespace {

// Texels and the values a shader reads or writes may differ in width (a 32-bit view of a
// 64-bit image, 16-bit values of a 32-bit one): integers convert between unsigned integers of
// each side's own width, so that no conversion is between equal widths.
Id from_texel(Lowering& lowering, Id component, Id member_type) {
  Builder& builder = lowering.builder;
  const uint32_t width = lowering.types.scalar_width(member_type);
  const uint32_t texel_width = lowering.types.scalar_width(builder.type_of(component));
  if (width == texel_width) return builder.bitcast(member_type, component);
  if (builder.type_info(member_type).opcode == spv::Op::OpTypeFloat)
    return builder.emit(spv::Op::OpFConvert, member_type, {component});
  return builder.emit(spv::Op::OpUConvert, member_type, {builder.bitcast(lowering.types.uint(texel_width), component)});
}

Id to_texel(Lowering& lowering, Id value, Id sampled_type) {
  Builder& builder = lowering.builder;
  const Id value_type = builder.type_of(value);
  const uint32_t texel_width = lowering.types.scalar_width(sampled_type);
  if (lowering.types.scalar_width(value_type) == texel_width) return builder.bitcast(sampled_type, value);
  if (builder.type_info(value_type).opcode == spv::Op::OpTypeFloat)
    return builder.emit(spv::Op::OpFConvert, sampled_type, {value});
  const bool is_signed = sampled_type == builder.type_signed_int(texel_width);
  return builder.bitcast(sampled_type, builder.emit(is_signed ? spv::Op::OpSConvert : spv::Op::OpUConvert,
                                                    lowering.types.uint(texel_width), {value}));
}

// DXC reads and writes 64-bit typed resources through the 32-bit overloads, split: components
// 0 and 1 are the low and high words of the texel's first (only) component.
bool splits_texel(Lowering& lowering, Id sampled_type, Id member_type) {
  return lowering.types.scalar_width(sampled_type) == 64 && lowering.types.scalar_width(member_type) == 32 &&
         lowering.builder.type_info(member_type).opcode == spv::Op::OpTypeInt;
}

}  // namespace

namespace {

spv::StorageClass block_storage(ValueSource source) {
  return source == ValueSource::ShaderRecord ? spv::StorageClass::ShaderRecordBufferKHR
                                             : spv::StorageClass::PushConstant;
}

// A member of the push-constant or shader record block: a 32-bit word or a uvec2 address.
Id load_block_member(Lowering& lowering, ValueSource source, uint32_t member, Id type) {
  Builder& builder = lowering.builder;
  const Id pointer = builder.emit(spv::Op::OpAccessChain, builder.type_pointer(block_storage(source), type),
                                  {lowering.resources.word_block(source), lowering.types.uint_constant(member)});
  return builder.emit(spv::Op::OpLoad, type, {pointer});
}

// Element `index` of the uvec2 array in the storage buffer `table`.
Id load_table_element(Lowering& lowering, const Handle& handle, Id table, Id index) {
  Builder& builder = lowering.builder;
  const Id uvec2 = builder.type_vector(lowering.types.uint(), 2);
  const Id pointer = builder.emit(spv::Op::OpAccessChain, builder.type_pointer(spv::StorageClass::StorageBuffer, uvec2),
                                  {table, lowering.types.uint_constant(0), index});
  if (handle.non_uniform) builder.decorate(pointer, spv::Decoration::NonUniform);
  return builder.emit(spv::Op::OpLoad, uvec2, {pointer});
}

// The block type a view of memory reached through a device address has: a runtime array of
// words of the view's width, or of uvec4 rows for constant buffers.
Id physical_block_type(Lowering& lowering, ResourceView view) {
  Builder& builder = lowering.builder;
  const uint32_t width = view == ResourceView::Words8    ? 8
                         : view == ResourceView::Words16 ? 16
                         : view == ResourceView::Words64 ? 64
                                                         : 32;
  const bool rows = view == ResourceView::CBufferRows;
  const std::string key = rows ? "physical_rows" : "physical_words" + std::to_string(width);
  return builder.module_definition(key, [&] {
    declare_word_storage(builder, width);
    const Id element = rows ? builder.type_vector(lowering.types.uint(), 4) : lowering.types.uint(width);
    const Id array = builder.type_unique_runtime_array(element);
    builder.decorate(array, spv::Decoration::ArrayStride, {rows ? 16u : width / 8});
    const Id block = builder.type_unique_struct(std::vector<Id>{array});
    builder.decorate(block, spv::Decoration::Block);
    builder.decorate_member(block, 0, spv::Decoration::Offset, {0});
    builder.set_name(block, rows ? "PhysicalRows" : "PhysicalWords" + std::to_string(width));
    builder.set_member_name(block, 0, rows ? "rows" : "words");
    return block;
  });
}

}  // namespace

Id descriptor_index(Lowering& lowering, const Handle& handle, const Binding& binding) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint();
  // A range of one descriptor has one element to index, whatever the index says.
  const ResourceDeclaration& declaration = handle.resource->declaration;
  Id index = !declaration.is_heap && declaration.range_size == 1
                 ? lowering.types.uint_constant(0)
                 : lowering.handles.raw_index(lowering.values, lowering.types, builder, handle.index);
  if (handle.index_bias != 0 && (declaration.is_heap || declaration.range_size != 1))
    index = builder.emit(spv::Op::OpISub, uint, {index, lowering.types.uint_constant(handle.index_bias)});
  if (!binding.heap) return index;
  const HeapWindow& heap = *binding.heap;
  if (heap.offset != 0) index = builder.emit(spv::Op::OpIAdd, uint, {index, lowering.types.uint_constant(heap.offset)});
  if (heap.index_source != ValueSource::None) {
    Id word = load_block_member(lowering, heap.index_source,
                                lowering.resources.index_word_member(heap.index_source, heap.index_offset), uint);
    if (heap.index_shift != 0)
      word = builder.emit(spv::Op::OpShiftRightLogical, uint, {word, lowering.types.uint_constant(heap.index_shift)});
    index = builder.emit(spv::Op::OpIAdd, uint, {index, word});
  }
  return index;
}

Id descriptor_index(Lowering& lowering, const Handle& handle) {
  return descriptor_index(lowering, handle, handle.resource->binding);
}

Id physical_words(Lowering& lowering, Id address) {
  Builder& builder = lowering.builder;
  return builder.emit(spv::Op::OpBitcast,
                      builder.type_pointer(spv::StorageClass::PhysicalStorageBuffer,
                                           physical_block_type(lowering, ResourceView::Words32)),
                      {address});
}

Id device_address(Lowering& lowering, const Handle& handle, const Binding& binding) {
  const Id uvec2 = lowering.builder.type_vector(lowering.types.uint(), 2);
  switch (binding.address_source) {
    case ValueSource::PushConstant:
    case ValueSource::ShaderRecord:
      return load_block_member(
          lowering, binding.address_source,
          lowering.resources.address_member(binding.address_source, binding.push_constant_offset), uvec2);
    case ValueSource::AddressTable:
      return load_table_element(lowering, handle, lowering.resources.address_table(binding.set, binding.binding),
                                descriptor_index(lowering, handle, binding));
    case ValueSource::None: break;
  }
  internal_error("a device address without a source");
}

Id resource_element(Lowering& lowering, const Handle& handle, ResourceView view) {
  BoundResource& resource = *handle.resource;
  if (resource.binding.descriptor_type == DescriptorType::DeviceAddress) {
    Builder& builder = lowering.builder;
    const Id pointer_type = builder.type_pointer(spv::StorageClass::PhysicalStorageBuffer, physical_block_type(lowering, view));
    return builder.emit(spv::Op::OpBitcast, pointer_type, {device_address(lowering, handle, resource.binding)});
  }
  const Id variable = lowering.resources.variable(resource, view);
  if (!is_descriptor_array(resource.declaration) && !resource.binding.heap) return variable;
  std::optional<spv::Capability> non_uniform_capability = spv::Capability::StorageBufferArrayNonUniformIndexing;
  const bool writable = resource.declaration.resource_class == dxil::ResourceClass::UnorderedAccess;
  const bool texel_buffer = resource.declaration.kind == dxil::ResourceKind::TypedBuffer;
  switch (view) {
    case ResourceView::CBufferRows: non_uniform_capability = spv::Capability::UniformBufferArrayNonUniformIndexing; break;
    case ResourceView::Image:
      non_uniform_capability = texel_buffer ? (writable ? spv::Capability::StorageTexelBufferArrayNonUniformIndexing
                                                        : spv::Capability::UniformTexelBufferArrayNonUniformIndexing)
                               : writable   ? spv::Capability::StorageImageArrayNonUniformIndexing
                                            : spv::Capability::SampledImageArrayNonUniformIndexing;
      break;
    case ResourceView::Sampler: non_uniform_capability = spv::Capability::SampledImageArrayNonUniformIndexing; break;
    case ResourceView::AccelerationStructure: non_uniform_capability = std::nullopt; break;  // Vulkan needs none
    default: break;
  }
  return descriptor_array_element(lowering, handle, variable, non_uniform_capability);
}

Id descriptor_array_element(Lowering& lowering, const Handle& handle, Id variable,
                            std::optional<spv::Capability> non_uniform) {
  return descriptor_array_element(lowering, handle, handle.resource->binding, variable, non_uniform);
}

Id descriptor_array_element(Lowering& lowering, const Handle& handle, const Binding& binding, Id variable,
                            std::optional<spv::Capability> non_uniform) {
  Builder& builder = lowering.builder;
  const TypeInfo& pointer_info = builder.type_info(builder.type_of(variable));
  const Id element_type = builder.type_info(pointer_info.element).element;
  const Id element =
      builder.emit(spv::Op::OpAccessChain, builder.type_pointer(pointer_info.storage_class, element_type),
                   {variable, descriptor_index(lowering, handle, binding)});
  // A table read from the shader record is the record's: one per dispatch for ray generation,
  // but invocations of one subgroup of any other ray-tracing stage may run for different
  // records (hit groups, miss shaders, callables), so the index may differ between them.
  const bool per_record = binding.heap && binding.heap->index_source == ValueSource::ShaderRecord &&
                          lowering.stage != dxil::ShaderKind::RayGeneration;
  if (handle.non_uniform || per_record) {
    if (non_uniform) builder.add_capability(*non_uniform);
    builder.decorate(element, spv::Decoration::NonUniform);
  }
  return element;
}

Id load_memory(Lowering& lowering, Id type, Id pointer, uint32_t alignment) {
  Builder& builder = lowering.builder;
  if (builder.type_info(builder.type_of(pointer)).storage_class != spv::StorageClass::PhysicalStorageBuffer)
    return builder.emit(spv::Op::OpLoad, type, {pointer});
  return builder.emit(spv::Op::OpLoad, type,
                      {pointer, static_cast<uint32_t>(spv::MemoryAccessMask::Aligned), alignment});
}

void store_memory(Lowering& lowering, Id pointer, Id value, uint32_t alignment) {
  Builder& builder = lowering.builder;
  if (builder.type_info(builder.type_of(pointer)).storage_class != spv::StorageClass::PhysicalStorageBuffer)
    return builder.emit_void(spv::Op::OpStore, {pointer, value});
  builder.emit_void(spv::Op::OpStore, {pointer, value, static_cast<uint32_t>(spv::MemoryAccessMask::Aligned), alignment});
}

Id view_bounds(Lowering& lowering, const Handle& handle) {
  const Binding& binding = handle.resource->binding;
  const ViewBounds& bounds = *binding.bounds;
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint();
  Id element = descriptor_index(lowering, handle, binding);
  if (bounds.stride != 1) element = builder.emit(spv::Op::OpIMul, uint, {element, lowering.types.uint_constant(bounds.stride)});
  if (bounds.element != 0)
    element = builder.emit(spv::Op::OpIAdd, uint, {element, lowering.types.uint_constant(bounds.element)});
  return load_table_element(lowering, handle, lowering.resources.bounds_table(bounds.set, bounds.binding), element);
}

Id bounded_element(Lowering& lowering, const Handle& handle, Id element, uint32_t element_bytes) {
  if (!handle.resource->binding.bounds) return element;
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint();
  Id record = view_bounds(lowering, handle);
  // Raw and structured bounds are in bytes: as elements of the access's width.
  const bool typed = handle.resource->declaration.kind == dxil::ResourceKind::TypedBuffer;
  const uint32_t shift = typed ? 0 : std::countr_zero(element_bytes);
  if (shift != 0) {
    const Id uvec2 = builder.type_vector(uint, 2);
    const Id shift_id = lowering.types.uint_constant(shift);
    record = builder.emit(spv::Op::OpShiftRightLogical, uvec2,
                          {record, builder.constant_composite(uvec2, std::vector<Id>{shift_id, shift_id})});
  }
  const Id start = builder.emit(spv::Op::OpCompositeExtract, uint, {record, 0});
  const Id size = builder.emit(spv::Op::OpCompositeExtract, uint, {record, 1});
  const Id inside = builder.emit(spv::Op::OpULessThan, lowering.types.boolean(), {element, size});
  // An index past any buffer, so that robust access reads 0 and drops writes; for words, one
  // whose byte address still fits in 32 bits, as drivers compute it.
  const uint32_t outside = typed ? 0xFFFFFFFFu : (0xFFFFFFFFu >> shift) - 3u;
  return builder.emit(spv::Op::OpSelect, uint,
                      {inside, builder.emit(spv::Op::OpIAdd, uint, {element, start}), lowering.types.uint_constant(outside)});
}

Id load_image(Lowering& lowering, const Handle& handle, ImageAccess access) {
  Builder& builder = lowering.builder;
  const Id pointer = resource_element(lowering, handle, ResourceView::Image);
  if (handle.resource->image_format == spv::ImageFormat::Unknown && access == ImageAccess::Read)
    builder.add_capability(spv::Capability::StorageImageReadWithoutFormat);
  if (handle.resource->image_format == spv::ImageFormat::Unknown && access == ImageAccess::Write)
    builder.add_capability(spv::Capability::StorageImageWriteWithoutFormat);
  const Id loaded = builder.emit(spv::Op::OpLoad, handle.resource->image_type, {pointer});
  if (handle.non_uniform) builder.decorate(loaded, spv::Decoration::NonUniform);
  return loaded;
}

namespace {

Id unbounded_element_index(Lowering& lowering, const Handle& handle, const BufferLocation& location,
                           uint32_t element_bytes, uint32_t extra_bytes) {
  Builder& builder = lowering.builder;
  const ResourceDeclaration& declaration = handle.resource->declaration;
  const Id uint = lowering.types.uint();
  const uint32_t shift = element_bytes == 2 ? 1 : element_bytes == 4 ? 2 : 3;
  auto add = [&](Id left, uint32_t right) {
    return right == 0 ? left : builder.emit(spv::Op::OpIAdd, uint, {left, lowering.types.uint_constant(right)});
  };
  if (declaration.kind == dxil::ResourceKind::RawBuffer)
    return builder.emit(spv::Op::OpShiftRightLogical, uint,
                        {add(lowering.values.value(location.index), extra_bytes), lowering.types.uint_constant(shift)});
  if (declaration.kind != dxil::ResourceKind::StructuredBuffer)
    unsupported(std::string("byte-addressed access to a ") + resource_kind_name(declaration));
  const dxil::Value* offset = location.offset;
  const bool constant_offset = offset == nullptr || is_undef(offset) || offset->kind == dxil::ValueKind::Constant;
  const uint32_t offset_bytes = constant_offset && offset != nullptr && !is_undef(offset)
                                    ? static_cast<uint32_t>(constant_integer(offset, "offset"))
                                    : 0;
  const Id index = lowering.values.value(location.index);
  if (constant_offset && declaration.stride() % element_bytes == 0 && (offset_bytes + extra_bytes) % element_bytes == 0) {
    // Aligned records: the element index needs no byte address.
    const uint32_t stride_elements = declaration.stride() / element_bytes;
    const Id scaled = stride_elements == 1
                          ? index
                          : builder.emit(spv::Op::OpIMul, uint, {index, lowering.types.uint_constant(stride_elements)});
    return add(scaled, (offset_bytes + extra_bytes) / element_bytes);
  }
  Id address = builder.emit(spv::Op::OpIMul, uint, {index, lowering.types.uint_constant(declaration.stride())});
  address = constant_offset ? add(address, offset_bytes)
                            : builder.emit(spv::Op::OpIAdd, uint, {address, lowering.values.value(offset)});
  return builder.emit(spv::Op::OpShiftRightLogical, uint,
                      {add(address, extra_bytes), lowering.types.uint_constant(shift)});
}

}  // namespace

Id buffer_element_index(Lowering& lowering, const Handle& handle, const BufferLocation& location,
                        uint32_t element_bytes, uint32_t extra_bytes) {
  return bounded_element(lowering, handle,
                         unbounded_element_index(lowering, handle, location, element_bytes, extra_bytes), element_bytes);
}

Id buffer_word_pointer(Lowering& lowering, const Handle& handle, uint32_t width, Id element_index) {
  Builder& builder = lowering.builder;
  const ResourceView view = width == 8    ? ResourceView::Words8
                            : width == 16 ? ResourceView::Words16
                            : width == 32 ? ResourceView::Words32
                                          : ResourceView::Words64;
  const Id block = resource_element(lowering, handle, view);
  const spv::StorageClass storage = builder.type_info(builder.type_of(block)).storage_class;
  const Id pointer = builder.emit(spv::Op::OpAccessChain, builder.type_pointer(storage, lowering.types.uint(width)),
                                  {block, lowering.types.uint_constant(0), element_index});
  if (handle.non_uniform) builder.decorate(pointer, spv::Decoration::NonUniform);
  return pointer;
}

Id load_buffer_scalar(Lowering& lowering, const Handle& handle, const BufferLocation& location, uint32_t extra_bytes,
                      Id type) {
  Builder& builder = lowering.builder;
  const uint32_t width = lowering.types.scalar_width(type);
  auto load_word = [&](uint32_t word_width, uint32_t bytes) {
    const Id index = buffer_element_index(lowering, handle, location, word_width / 8, bytes);
    return load_memory(lowering, lowering.types.uint(word_width), buffer_word_pointer(lowering, handle, word_width, index),
                       word_width / 8);
  };
  if (width == 16 || width == 32) return builder.bitcast(type, load_word(width, extra_bytes));
  if (width != 64) unsupported("buffer access of " + std::to_string(width) + "-bit values");
  // 64-bit values need only 4-byte alignment in D3D: read them as two words.
  const Id low = load_word(32, extra_bytes);
  const Id high = load_word(32, extra_bytes + 4);
  const Id pair =
      builder.emit(spv::Op::OpCompositeConstruct, builder.type_vector(lowering.types.uint(), 2), {low, high});
  return builder.emit(spv::Op::OpBitcast, type, {pair});
}

void store_buffer_scalar(Lowering& lowering, const Handle& handle, const BufferLocation& location, uint32_t extra_bytes,
                         Id stored) {
  Builder& builder = lowering.builder;
  const uint32_t width = lowering.types.scalar_width(builder.type_of(stored));
  auto store_word = [&](uint32_t word_width, uint32_t bytes, Id word) {
    const Id index = buffer_element_index(lowering, handle, location, word_width / 8, bytes);
    store_memory(lowering, buffer_word_pointer(lowering, handle, word_width, index), word, word_width / 8);
  };
  if (width == 16 || width == 32)
    return store_word(width, extra_bytes, builder.bitcast(lowering.types.uint(width), stored));
  if (width != 64) unsupported("buffer access of " + std::to_string(width) + "-bit values");
  const Id uint = lowering.types.uint();
  const Id pair = builder.emit(spv::Op::OpBitcast, builder.type_vector(uint, 2), {stored});
  store_word(32, extra_bytes, builder.emit(spv::Op::OpCompositeExtract, uint, {pair, 0}));
  store_word(32, extra_bytes + 4, builder.emit(spv::Op::OpCompositeExtract, uint, {pair, 1}));
}

std::vector<Id> texel_members(Lowering& lowering, const Handle& handle, Id texel, const dxil::Instruction& call) {
  Builder& builder = lowering.builder;
  const dxil::Type* result_type = call.type;
  if (result_type->kind != dxil::TypeKind::Struct || result_type->members.size() != 5)
    unsupported("texel result is not a dx.types.ResRet");
  const uint32_t used = lowering.values.used_members(call);
  const auto is_used = [used](uint32_t member) { return (used & (1u << member)) != 0; };
  const Id sampled_type = builder.type_info(handle.resource->image_type).element;
  std::vector<Id> members;
  if (splits_texel(lowering, sampled_type, lowering.types.lower(result_type->members[0]))) {
    const Id uint = lowering.types.uint();
    Id halves = 0;
    if (is_used(0) || is_used(1))
      halves = builder.emit(spv::Op::OpBitcast, builder.type_vector(uint, 2),
                            {builder.emit(spv::Op::OpCompositeExtract, sampled_type, {texel, 0})});
    for (uint32_t i = 0; i < 4; ++i) {
      const Id member_type = lowering.types.lower(result_type->members[i]);
      members.push_back(i < 2 && is_used(i)
                            ? builder.bitcast(member_type, builder.emit(spv::Op::OpCompositeExtract, uint, {halves, i}))
                            : builder.undef(member_type));
    }
  } else {
    for (uint32_t i = 0; i < 4; ++i) {
      const Id member_type = lowering.types.lower(result_type->members[i]);
      members.push_back(is_used(i) ? from_texel(lowering,
                                                builder.emit(spv::Op::OpCompositeExtract, sampled_type, {texel, i}),
                                                member_type)
                                   : builder.undef(member_type));
    }
  }
  members.push_back(lowering.types.uint_constant(1));  // status: fully mapped
  return members;
}

Id texel_vector(Lowering& lowering, const Handle& handle, std::span<const dxil::Value* const> components) {
  Builder& builder = lowering.builder;
  const Id sampled_type = builder.type_info(handle.resource->image_type).element;
  std::vector<uint32_t> texel;
  if (components.size() >= 2 && splits_texel(lowering, sampled_type, lowering.types.lower(components[0]->type))) {
    const Id uint = lowering.types.uint();
    std::vector<uint32_t> halves;
    for (const dxil::Value* half : components.first(2))
      halves.push_back(is_undef(half) ? lowering.types.uint_constant(0)
                                      : builder.bitcast(uint, lowering.values.value(half)));
    texel = {builder.emit(spv::Op::OpBitcast, sampled_type,
                          {builder.emit(spv::Op::OpCompositeConstruct, builder.type_vector(uint, 2), halves)})};
    texel.resize(4, builder.undef(sampled_type));
    return builder.emit(spv::Op::OpCompositeConstruct, builder.type_vector(sampled_type, 4), texel);
  }
  for (const dxil::Value* component : components)
    texel.push_back(is_undef(component) ? builder.undef(sampled_type)
                                        : to_texel(lowering, lowering.values.value(component), sampled_type));
  return builder.emit(spv::Op::OpCompositeConstruct, builder.type_vector(sampled_type, 4), texel);
}

Id load_acceleration_structure(Lowering& lowering, const Handle& handle) {
  if (handle.resource->declaration.kind != dxil::ResourceKind::RTAccelerationStructure)
    unsupported("the handle is not an acceleration structure");
  Builder& builder = lowering.builder;
  const Binding& binding = handle.resource->binding;
  const Id loaded = binding.descriptor_type == DescriptorType::DeviceAddress
                        ? builder.emit(spv::Op::OpConvertUToAccelerationStructureKHR,
                                       builder.type_acceleration_structure(), {device_address(lowering, handle, binding)})
                        : builder.emit(spv::Op::OpLoad, builder.type_acceleration_structure(),
                                       {resource_element(lowering, handle, ResourceView::AccelerationStructure)});
  // The ray query or trace reads the loaded structure: Vulkan wants that operand marked too.
  if (handle.non_uniform) builder.decorate(loaded, spv::Decoration::NonUniform);
  return loaded;
}

}  // namespace untangle::spirv_emit
