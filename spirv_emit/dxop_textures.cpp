// Typed resources as images: TextureLoad/TextureStore, the Sample family, GetDimensions (on
// images and on buffers), and the texel conversions typed buffer loads and stores share.
#include <algorithm>

#include "spirv_emit/dxop_table.h"
#include "spirv_emit/resource_access.h"

namespace untangle::spirv_emit {

namespace {

struct Shape {
  uint32_t coordinates;  // address components, array layer included
  uint32_t offsets;      // texel offset components
  uint32_t gradients;    // derivative components (SampleGrad)
};

Shape image_shape(Lowering& lowering, dxil::ResourceKind kind) {
  switch (kind) {
    case dxil::ResourceKind::Texture1D: return {1, 1, 1};
    case dxil::ResourceKind::Texture1DArray: return {2, 1, 1};
    case dxil::ResourceKind::Texture2D:
    case dxil::ResourceKind::Texture2DMS: return {2, 2, 2};
    case dxil::ResourceKind::Texture2DArray:
    case dxil::ResourceKind::Texture2DMSArray: return {3, 2, 2};
    case dxil::ResourceKind::Texture3D: return {3, 3, 3};
    case dxil::ResourceKind::TextureCube: return {3, 0, 3};
    case dxil::ResourceKind::TextureCubeArray: return {4, 0, 3};
    case dxil::ResourceKind::TypedBuffer: return {1, 0, 0};
    default: unsupported("operation needs a texture or typed buffer");
  }
}

bool is_multisampled(dxil::ResourceKind kind) {
  return kind == dxil::ResourceKind::Texture2DMS || kind == dxil::ResourceKind::Texture2DMSArray;
}

Id texel_type(Lowering& lowering, const Handle& handle) {
  Builder& builder = lowering.builder;
  return builder.type_vector(builder.type_info(handle.resource->image_type).element, 4);
}

// `count` operands from `first` as one scalar or vector of `scalar_type`.
Id gather_vector(Lowering& lowering, const DxOpCall& call, size_t first, uint32_t count, Id scalar_type) {
  Builder& builder = lowering.builder;
  std::vector<uint32_t> components;
  for (uint32_t i = 0; i < count; ++i) components.push_back(lowering.values.value(call.argument(first + i)));
  if (count == 1) return components[0];
  return builder.emit(spv::Op::OpCompositeConstruct, builder.type_vector(scalar_type, count), components);
}

// Image operands for constant texel offsets (none when all are zero or undefined); Vulkan
// allows run-time offsets on gathers only.
void add_offsets(Lowering& lowering, const DxOpCall& call, size_t first, uint32_t count, uint32_t& mask,
                 std::vector<uint32_t>& operands) {
  bool present = false;
  std::vector<Id> components;
  for (uint32_t i = 0; i < count; ++i) {
    const dxil::Value* offset = call.argument(first + i);
    if (is_undef(offset)) {
      components.push_back(lowering.types.uint_constant(0));
      continue;
    }
    if (offset->kind != dxil::ValueKind::Constant) unsupported("texel offsets must be constants");
    const auto component = static_cast<uint32_t>(constant_integer(offset, "texel offset"));
    present = present || component != 0;
    components.push_back(lowering.types.uint_constant(component));
  }
  if (!present) return;
  Builder& builder = lowering.builder;
  mask |= static_cast<uint32_t>(spv::ImageOperandsMask::ConstOffset);
  operands.push_back(count == 1
                         ? components[0]
                         : builder.constant_composite(builder.type_vector(lowering.types.uint(), count), components));
}

// TextureLoad(handle, mipLevelOrSampleIndex, coord0..2, offset0..2).
void lower_texture_load(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Handle& handle = lowering.handles.handle(call.argument(1));
  const ResourceDeclaration& declaration = handle.resource->declaration;
  const Shape shape = image_shape(lowering, declaration.kind);
  const bool writable = declaration.resource_class == dxil::ResourceClass::UnorderedAccess;
  const Id image = load_image(lowering, handle, writable ? ImageAccess::Read : ImageAccess::Other);
  const Id coordinate = gather_vector(lowering, call, 3, shape.coordinates, lowering.types.uint());
  Id texel;
  if (writable) {
    texel = builder.emit(spv::Op::OpImageRead, texel_type(lowering, handle), {image, coordinate});
  } else {
    uint32_t mask = 0;
    std::vector<uint32_t> image_operands;
    const dxil::Value* level = call.argument(2);
    const bool multisampled = is_multisampled(declaration.kind);
    const Id level_or_sample = is_undef(level) ? lowering.types.uint_constant(0) : lowering.values.value(level);
    // Image operands follow their mask bits' order: Lod, ConstOffset, Sample.
    if (!multisampled) {
      mask |= static_cast<uint32_t>(spv::ImageOperandsMask::Lod);
      image_operands.push_back(level_or_sample);
    }
    add_offsets(lowering, call, 6, shape.offsets, mask, image_operands);
    if (multisampled) {
      mask |= static_cast<uint32_t>(spv::ImageOperandsMask::Sample);
      image_operands.push_back(level_or_sample);
    }
    std::vector<uint32_t> operands{image, coordinate};
    if (mask != 0) {
      operands.push_back(mask);
      operands.insert(operands.end(), image_operands.begin(), image_operands.end());
    }
    texel = builder.emit(spv::Op::OpImageFetch, texel_type(lowering, handle), operands);
  }
  lowering.values.define_aggregate(call.instruction, texel_members(lowering, handle, texel, call.instruction.type));
}

// TextureStore(handle, coord0..2, value0..3, mask).
void lower_texture_store(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Handle& handle = lowering.handles.handle(call.argument(1));
  const Shape shape = image_shape(lowering, handle.resource->declaration.kind);
  if (handle.resource->declaration.resource_class != dxil::ResourceClass::UnorderedAccess)
    unsupported("TextureStore to a read-only texture");
  const Id image = load_image(lowering, handle, ImageAccess::Write);
  const Id coordinate = gather_vector(lowering, call, 2, shape.coordinates, lowering.types.uint());
  const std::span<const dxil::Value* const> values(call.instruction.operands.data() + 5, 4);
  builder.emit_void(spv::Op::OpImageWrite, {image, coordinate, texel_vector(lowering, handle, values)});
}

// Sample, SampleBias, SampleLevel, SampleGrad, SampleCmp, SampleCmpLevelZero:
// (texture, sampler, coord0..3, offset0..2, then the variant's operands).
void lower_sample(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Handle& texture = lowering.handles.handle(call.argument(1));
  const Handle& sampler = lowering.handles.handle(call.argument(2));
  const Shape shape = image_shape(lowering, texture.resource->declaration.kind);
  const Id image = load_image(lowering, texture);
  const Id sampler_pointer = resource_element(lowering, sampler, ResourceView::Sampler);
  const Id sampler_value = builder.emit(spv::Op::OpLoad, builder.type_sampler(), {sampler_pointer});
  if (sampler.non_uniform) builder.decorate(sampler_value, spv::Decoration::NonUniform);
  const Id sampled_image = builder.emit(
      spv::Op::OpSampledImage, builder.type_sampled_image(texture.resource->image_type), {image, sampler_value});
  if (texture.non_uniform || sampler.non_uniform) builder.decorate(sampled_image, spv::Decoration::NonUniform);
  const Id coordinate = gather_vector(lowering, call, 3, shape.coordinates, lowering.types.floating());

  uint32_t mask = 0;
  std::vector<uint32_t> image_operands;
  auto add_operand = [&](spv::ImageOperandsMask bit, Id operand) {
    mask |= static_cast<uint32_t>(bit);
    image_operands.push_back(operand);
  };
  Id depth_reference = 0;
  const dxil::Value* clamp = nullptr;
  spv::Op opcode = spv::Op::OpImageSampleImplicitLod;
  // Image operands go in mask-bit order: Bias, Lod, Grad, ConstOffset, MinLod.
  switch (call.op) {
    case dxil::DxOp::Sample: clamp = call.argument(10); break;
    case dxil::DxOp::SampleBias:
      add_operand(spv::ImageOperandsMask::Bias, lowering.values.value(call.argument(10)));
      clamp = call.argument(11);
      break;
    case dxil::DxOp::SampleLevel:
      opcode = spv::Op::OpImageSampleExplicitLod;
      add_operand(spv::ImageOperandsMask::Lod, lowering.values.value(call.argument(10)));
      break;
    case dxil::DxOp::SampleGrad: {
      opcode = spv::Op::OpImageSampleExplicitLod;
      mask |= static_cast<uint32_t>(spv::ImageOperandsMask::Grad);
      image_operands.push_back(gather_vector(lowering, call, 10, shape.gradients, lowering.types.floating()));
      image_operands.push_back(gather_vector(lowering, call, 13, shape.gradients, lowering.types.floating()));
      clamp = call.argument(16);
      break;
    }
    case dxil::DxOp::SampleCmp:
      opcode = spv::Op::OpImageSampleDrefImplicitLod;
      depth_reference = lowering.values.value(call.argument(10));
      clamp = call.argument(11);
      break;
    default:  // 65
      opcode = spv::Op::OpImageSampleDrefExplicitLod;
      depth_reference = lowering.values.value(call.argument(10));
      add_operand(spv::ImageOperandsMask::Lod, builder.constant_scalar(lowering.types.floating(), 0));
      break;
  }
  add_offsets(lowering, call, 7, shape.offsets, mask, image_operands);
  if (clamp != nullptr && !is_undef(clamp)) {
    builder.add_capability(spv::Capability::MinLod);
    add_operand(spv::ImageOperandsMask::MinLod, lowering.values.value(clamp));
  }
  std::vector<uint32_t> operands{sampled_image, coordinate};
  if (depth_reference != 0) operands.push_back(depth_reference);
  if (mask != 0) {
    operands.push_back(mask);
    operands.insert(operands.end(), image_operands.begin(), image_operands.end());
  }
  if (depth_reference != 0) {
    const Id result = builder.emit(opcode, lowering.types.floating(), operands);
    const Id zero = builder.constant_scalar(lowering.types.floating(), 0);
    lowering.values.define_aggregate(call.instruction, {result, zero, zero, zero, lowering.types.uint_constant(1)});
    return;
  }
  const Id texel = builder.emit(opcode, texel_type(lowering, texture), operands);
  lowering.values.define_aggregate(call.instruction, texel_members(lowering, texture, texel, call.instruction.type));
}

// GetDimensions(handle, mipLevel) -> {width, height, depth or layers, levels or samples}.
void lower_get_dimensions(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Handle& handle = lowering.handles.handle(call.argument(1));
  const ResourceDeclaration& declaration = handle.resource->declaration;
  const Id uint = lowering.types.uint();
  std::vector<Id> members(4, builder.undef(uint));
  if (declaration.kind == dxil::ResourceKind::RawBuffer || declaration.kind == dxil::ResourceKind::StructuredBuffer) {
    const Id block = resource_element(lowering, handle, ResourceView::Words32);
    const Id words = builder.emit(spv::Op::OpArrayLength, uint, {block, 0});
    const Id bytes = builder.emit(spv::Op::OpShiftLeftLogical, uint, {words, lowering.types.uint_constant(2)});
    if (declaration.kind == dxil::ResourceKind::RawBuffer) {
      members[0] = bytes;
    } else {
      members[0] = builder.emit(spv::Op::OpUDiv, uint,
                                {bytes, lowering.types.uint_constant(std::max<uint32_t>(declaration.stride, 1))});
      members[1] = lowering.types.uint_constant(declaration.stride);
    }
    return lowering.values.define_aggregate(call.instruction, std::move(members));
  }
  const Shape shape = image_shape(lowering, declaration.kind);
  // Cube sizes are two-dimensional (plus layers for cube arrays).
  const uint32_t size_count = declaration.kind == dxil::ResourceKind::TextureCube        ? 2
                              : declaration.kind == dxil::ResourceKind::TextureCubeArray ? 3
                                                                                         : shape.coordinates;
  const Id size_type = size_count == 1 ? uint : builder.type_vector(uint, size_count);
  const Id image = load_image(lowering, handle);
  const bool sampled = declaration.resource_class != dxil::ResourceClass::UnorderedAccess &&
                       declaration.kind != dxil::ResourceKind::TypedBuffer && !is_multisampled(declaration.kind);
  Id size;
  if (sampled) {
    const dxil::Value* level = call.argument(2);
    size = builder.emit(spv::Op::OpImageQuerySizeLod, size_type,
                        {image, is_undef(level) ? lowering.types.uint_constant(0) : lowering.values.value(level)});
    members[3] = builder.emit(spv::Op::OpImageQueryLevels, uint, {image});
  } else {
    size = builder.emit(spv::Op::OpImageQuerySize, size_type, {image});
    if (is_multisampled(declaration.kind)) members[3] = builder.emit(spv::Op::OpImageQuerySamples, uint, {image});
  }
  for (uint32_t i = 0; i < size_count; ++i)
    members[i] = size_count == 1 ? size : builder.emit(spv::Op::OpCompositeExtract, uint, {size, i});
  lowering.values.define_aggregate(call.instruction, std::move(members));
}

constexpr DxOpEntry kEntries[] = {
    {dxil::DxOp::Sample, lower_sample},
    {dxil::DxOp::SampleBias, lower_sample},
    {dxil::DxOp::SampleLevel, lower_sample},
    {dxil::DxOp::SampleGrad, lower_sample},
    {dxil::DxOp::SampleCmp, lower_sample},
    {dxil::DxOp::SampleCmpLevelZero, lower_sample},
    {dxil::DxOp::TextureLoad, lower_texture_load},
    {dxil::DxOp::TextureStore, lower_texture_store},
    {dxil::DxOp::GetDimensions, lower_get_dimensions},
};

}  // namespace

std::span<const DxOpEntry> texture_dx_ops() { return kEntries; }

}  // namespace untangle::spirv_emit
