// Typed resources as images: TextureLoad/TextureStore, the Sample family, GetDimensions (on
// images and on buffers), and the texel conversions typed buffer loads and stores share.
#include <algorithm>

#include "spirv_emit/dxop_table.h"

namespace untangle::spirv_emit {

namespace {

struct Shape {
  uint32_t coordinates;  // address components, array layer included
  uint32_t offsets;      // texel offset components
  uint32_t gradients;    // derivative components (SampleGrad)
};

Shape image_shape(const Emitter& emitter, dxil::ResourceKind kind) {
  switch (kind) {
    case dxil::ResourceKind::Texture1D: return {1, 1, 1};
    case dxil::ResourceKind::Texture1DArray: return {2, 1, 1};
    case dxil::ResourceKind::Texture2D: case dxil::ResourceKind::Texture2DMS: return {2, 2, 2};
    case dxil::ResourceKind::Texture2DArray: case dxil::ResourceKind::Texture2DMSArray: return {3, 2, 2};
    case dxil::ResourceKind::Texture3D: return {3, 3, 3};
    case dxil::ResourceKind::TextureCube: return {3, 0, 3};
    case dxil::ResourceKind::TextureCubeArray: return {4, 0, 3};
    case dxil::ResourceKind::TypedBuffer: return {1, 0, 0};
    default: emitter.fail("operation needs a texture or typed buffer");
  }
}

bool is_multisampled(dxil::ResourceKind kind) {
  return kind == dxil::ResourceKind::Texture2DMS || kind == dxil::ResourceKind::Texture2DMSArray;
}

Id texel_type(Emitter& emitter, const Handle& handle) {
  Builder& builder = emitter.builder();
  return builder.type_vector(builder.type_info(handle.resource->image_type).element, 4);
}

// `count` operands from `first` as one scalar or vector of `scalar_type`.
Id gather_vector(Emitter& emitter, const DxOpCall& call, size_t first, uint32_t count, Id scalar_type) {
  Builder& builder = emitter.builder();
  std::vector<uint32_t> components;
  for (uint32_t i = 0; i < count; ++i) components.push_back(emitter.value(call.argument(first + i)));
  if (count == 1) return components[0];
  return builder.emit(spv::Op::OpCompositeConstruct, builder.type_vector(scalar_type, count), components);
}

// Image operands for constant texel offsets (none when all are zero or undefined); Vulkan
// allows run-time offsets on gathers only.
void add_offsets(Emitter& emitter, const DxOpCall& call, size_t first, uint32_t count, uint32_t& mask,
                 std::vector<uint32_t>& operands) {
  bool present = false;
  std::vector<Id> components;
  for (uint32_t i = 0; i < count; ++i) {
    const dxil::Value* offset = call.argument(first + i);
    if (Emitter::is_undef(offset)) {
      components.push_back(emitter.uint_constant(0));
      continue;
    }
    if (offset->kind != dxil::ValueKind::Constant) emitter.fail("texel offsets must be constants");
    const auto component = static_cast<uint32_t>(emitter.constant_integer(offset, "texel offset"));
    present = present || component != 0;
    components.push_back(emitter.uint_constant(component));
  }
  if (!present) return;
  Builder& builder = emitter.builder();
  mask |= static_cast<uint32_t>(spv::ImageOperandsMask::ConstOffset);
  operands.push_back(count == 1 ? components[0]
                                : builder.constant_composite(builder.type_vector(emitter.uint_type(), count), components));
}

Id from_texel(Emitter& emitter, Id component, Id member_type) {
  Builder& builder = emitter.builder();
  const uint32_t width = emitter.scalar_width(member_type);
  if (width == 32) return emitter.bitcast(member_type, component);
  if (builder.type_info(member_type).opcode == spv::Op::OpTypeFloat)
    return builder.emit(spv::Op::OpFConvert, member_type, {component});
  return builder.emit(spv::Op::OpUConvert, member_type, {emitter.bitcast(emitter.uint_type(), component)});
}

Id to_texel(Emitter& emitter, Id value, Id sampled_type) {
  Builder& builder = emitter.builder();
  const Id value_type = builder.type_of(value);
  if (emitter.scalar_width(value_type) == 32) return emitter.bitcast(sampled_type, value);
  if (builder.type_info(value_type).opcode == spv::Op::OpTypeFloat)
    return builder.emit(spv::Op::OpFConvert, sampled_type, {value});
  const bool is_signed = sampled_type == builder.type_signed_int(32);
  return emitter.bitcast(sampled_type, builder.emit(is_signed ? spv::Op::OpSConvert : spv::Op::OpUConvert,
                                                    emitter.uint_type(), {value}));
}

}  // namespace

std::vector<Id> Emitter::texel_members(const Handle& handle, Id texel, const dxil::Type* result_type) {
  if (result_type->kind != dxil::TypeKind::Struct || result_type->members.size() != 5)
    fail("texel result is not a dx.types.ResRet");
  const Id sampled_type = builder_.type_info(handle.resource->image_type).element;
  std::vector<Id> members;
  for (uint32_t i = 0; i < 4; ++i)
    members.push_back(from_texel(*this, builder_.emit(spv::Op::OpCompositeExtract, sampled_type, {texel, i}),
                                 type(result_type->members[i])));
  members.push_back(uint_constant(1));  // status: fully mapped
  return members;
}

Id Emitter::texel_vector(const Handle& handle, std::span<const dxil::Value* const> components) {
  const Id sampled_type = builder_.type_info(handle.resource->image_type).element;
  std::vector<uint32_t> texel;
  for (const dxil::Value* component : components)
    texel.push_back(is_undef(component) ? builder_.undef(sampled_type) : to_texel(*this, value(component), sampled_type));
  return builder_.emit(spv::Op::OpCompositeConstruct, builder_.type_vector(sampled_type, 4), texel);
}

namespace {

// TextureLoad(handle, mipLevelOrSampleIndex, coord0..2, offset0..2).
void lower_texture_load(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const Handle& handle = emitter.handle(call.argument(1));
  const ResourceDeclaration& declaration = handle.resource->declaration;
  const Shape shape = image_shape(emitter, declaration.kind);
  const bool writable = declaration.resource_class == dxil::ResourceClass::UnorderedAccess;
  const Id image = emitter.load_image(handle, writable ? Emitter::ImageAccess::Read : Emitter::ImageAccess::Other);
  const Id coordinate = gather_vector(emitter, call, 3, shape.coordinates, emitter.uint_type());
  Id texel;
  if (writable) {
    texel = builder.emit(spv::Op::OpImageRead, texel_type(emitter, handle), {image, coordinate});
  } else {
    uint32_t mask = 0;
    std::vector<uint32_t> image_operands;
    const dxil::Value* level = call.argument(2);
    const bool multisampled = is_multisampled(declaration.kind);
    const Id level_or_sample = Emitter::is_undef(level) ? emitter.uint_constant(0) : emitter.value(level);
    // Image operands follow their mask bits' order: Lod, ConstOffset, Sample.
    if (!multisampled) {
      mask |= static_cast<uint32_t>(spv::ImageOperandsMask::Lod);
      image_operands.push_back(level_or_sample);
    }
    add_offsets(emitter, call, 6, shape.offsets, mask, image_operands);
    if (multisampled) {
      mask |= static_cast<uint32_t>(spv::ImageOperandsMask::Sample);
      image_operands.push_back(level_or_sample);
    }
    std::vector<uint32_t> operands{image, coordinate};
    if (mask != 0) {
      operands.push_back(mask);
      operands.insert(operands.end(), image_operands.begin(), image_operands.end());
    }
    texel = builder.emit(spv::Op::OpImageFetch, texel_type(emitter, handle), operands);
  }
  emitter.define_aggregate(call.instruction, emitter.texel_members(handle, texel, call.instruction.type));
}

// TextureStore(handle, coord0..2, value0..3, mask).
void lower_texture_store(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const Handle& handle = emitter.handle(call.argument(1));
  const Shape shape = image_shape(emitter, handle.resource->declaration.kind);
  if (handle.resource->declaration.resource_class != dxil::ResourceClass::UnorderedAccess)
    emitter.fail("TextureStore to a read-only texture");
  const Id image = emitter.load_image(handle, Emitter::ImageAccess::Write);
  const Id coordinate = gather_vector(emitter, call, 2, shape.coordinates, emitter.uint_type());
  const std::span<const dxil::Value* const> values(call.instruction.operands.data() + 5, 4);
  builder.emit_void(spv::Op::OpImageWrite, {image, coordinate, emitter.texel_vector(handle, values)});
}

// Sample, SampleBias, SampleLevel, SampleGrad, SampleCmp, SampleCmpLevelZero:
// (texture, sampler, coord0..3, offset0..2, then the variant's operands).
void lower_sample(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const Handle& texture = emitter.handle(call.argument(1));
  const Handle& sampler = emitter.handle(call.argument(2));
  const Shape shape = image_shape(emitter, texture.resource->declaration.kind);
  const Id image = emitter.load_image(texture);
  const Id sampler_pointer = emitter.resource_element(sampler, ResourceView::Sampler);
  const Id sampler_value = builder.emit(spv::Op::OpLoad, builder.type_sampler(), {sampler_pointer});
  if (sampler.non_uniform) builder.decorate(sampler_value, spv::Decoration::NonUniform);
  const Id sampled_image = builder.emit(spv::Op::OpSampledImage, builder.type_sampled_image(texture.resource->image_type),
                                        {image, sampler_value});
  if (texture.non_uniform || sampler.non_uniform) builder.decorate(sampled_image, spv::Decoration::NonUniform);
  const Id coordinate = gather_vector(emitter, call, 3, shape.coordinates, emitter.float_type());

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
  switch (call.opcode) {
    case 60:
      clamp = call.argument(10);
      break;
    case 61:
      add_operand(spv::ImageOperandsMask::Bias, emitter.value(call.argument(10)));
      clamp = call.argument(11);
      break;
    case 62:
      opcode = spv::Op::OpImageSampleExplicitLod;
      add_operand(spv::ImageOperandsMask::Lod, emitter.value(call.argument(10)));
      break;
    case 63: {
      opcode = spv::Op::OpImageSampleExplicitLod;
      mask |= static_cast<uint32_t>(spv::ImageOperandsMask::Grad);
      image_operands.push_back(gather_vector(emitter, call, 10, shape.gradients, emitter.float_type()));
      image_operands.push_back(gather_vector(emitter, call, 13, shape.gradients, emitter.float_type()));
      clamp = call.argument(16);
      break;
    }
    case 64:
      opcode = spv::Op::OpImageSampleDrefImplicitLod;
      depth_reference = emitter.value(call.argument(10));
      clamp = call.argument(11);
      break;
    default:  // 65
      opcode = spv::Op::OpImageSampleDrefExplicitLod;
      depth_reference = emitter.value(call.argument(10));
      add_operand(spv::ImageOperandsMask::Lod, builder.constant_scalar(emitter.float_type(), 0));
      break;
  }
  add_offsets(emitter, call, 7, shape.offsets, mask, image_operands);
  if (clamp != nullptr && !Emitter::is_undef(clamp)) {
    builder.add_capability(spv::Capability::MinLod);
    add_operand(spv::ImageOperandsMask::MinLod, emitter.value(clamp));
  }
  std::vector<uint32_t> operands{sampled_image, coordinate};
  if (depth_reference != 0) operands.push_back(depth_reference);
  if (mask != 0) {
    operands.push_back(mask);
    operands.insert(operands.end(), image_operands.begin(), image_operands.end());
  }
  if (depth_reference != 0) {
    const Id result = builder.emit(opcode, emitter.float_type(), operands);
    const Id zero = builder.constant_scalar(emitter.float_type(), 0);
    emitter.define_aggregate(call.instruction, {result, zero, zero, zero, emitter.uint_constant(1)});
    return;
  }
  const Id texel = builder.emit(opcode, texel_type(emitter, texture), operands);
  emitter.define_aggregate(call.instruction, emitter.texel_members(texture, texel, call.instruction.type));
}

// GetDimensions(handle, mipLevel) -> {width, height, depth or layers, levels or samples}.
void lower_get_dimensions(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const Handle& handle = emitter.handle(call.argument(1));
  const ResourceDeclaration& declaration = handle.resource->declaration;
  const Id uint = emitter.uint_type();
  std::vector<Id> members(4, builder.undef(uint));
  if (declaration.kind == dxil::ResourceKind::RawBuffer || declaration.kind == dxil::ResourceKind::StructuredBuffer) {
    const Id block = emitter.resource_element(handle, ResourceView::Words32);
    const Id words = builder.emit(spv::Op::OpArrayLength, uint, {block, 0});
    const Id bytes = builder.emit(spv::Op::OpShiftLeftLogical, uint, {words, emitter.uint_constant(2)});
    if (declaration.kind == dxil::ResourceKind::RawBuffer) {
      members[0] = bytes;
    } else {
      members[0] = builder.emit(spv::Op::OpUDiv, uint, {bytes, emitter.uint_constant(std::max<uint32_t>(declaration.stride, 1))});
      members[1] = emitter.uint_constant(declaration.stride);
    }
    return emitter.define_aggregate(call.instruction, std::move(members));
  }
  builder.add_capability(spv::Capability::ImageQuery);
  const Shape shape = image_shape(emitter, declaration.kind);
  // Cube sizes are two-dimensional (plus layers for cube arrays).
  const uint32_t size_count = declaration.kind == dxil::ResourceKind::TextureCube        ? 2
                              : declaration.kind == dxil::ResourceKind::TextureCubeArray ? 3
                                                                                   : shape.coordinates;
  const Id size_type = size_count == 1 ? uint : builder.type_vector(uint, size_count);
  const Id image = emitter.load_image(handle);
  const bool sampled = declaration.resource_class != dxil::ResourceClass::UnorderedAccess && declaration.kind != dxil::ResourceKind::TypedBuffer &&
                       !is_multisampled(declaration.kind);
  Id size;
  if (sampled) {
    const dxil::Value* level = call.argument(2);
    size = builder.emit(spv::Op::OpImageQuerySizeLod, size_type,
                        {image, Emitter::is_undef(level) ? emitter.uint_constant(0) : emitter.value(level)});
    members[3] = builder.emit(spv::Op::OpImageQueryLevels, uint, {image});
  } else {
    size = builder.emit(spv::Op::OpImageQuerySize, size_type, {image});
    if (is_multisampled(declaration.kind)) members[3] = builder.emit(spv::Op::OpImageQuerySamples, uint, {image});
  }
  for (uint32_t i = 0; i < size_count; ++i)
    members[i] = size_count == 1 ? size : builder.emit(spv::Op::OpCompositeExtract, uint, {size, i});
  emitter.define_aggregate(call.instruction, std::move(members));
}

constexpr DxOpEntry kEntries[] = {
    {60, lower_sample},       {61, lower_sample},        {62, lower_sample},         {63, lower_sample},
    {64, lower_sample},       {65, lower_sample},        {66, lower_texture_load},   {67, lower_texture_store},
    {72, lower_get_dimensions},
};

}  // namespace

std::span<const DxOpEntry> texture_dx_ops() { return kEntries; }

}  // namespace untangle::spirv_emit
