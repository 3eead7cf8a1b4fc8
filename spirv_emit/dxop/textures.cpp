// Unfiltered texture access: TextureLoad (mip level or sample, constant and run-time
// offsets, residency status), TextureStore and TextureStoreSample, GetDimensions (on images
// and buffers), sample positions and counts; sampler feedback writes, which Vulkan cannot
// express, are dropped with a warning in the reflection.
#include <algorithm>

#include "spirv_emit/dxop/table.h"
#include "spirv_emit/error.h"
#include "spirv_emit/image_operands.h"
#include "spirv_emit/resource_access.h"

namespace untangle::spirv_emit {

namespace {

Id texel_type(Lowering& lowering, const Handle& handle) {
  Builder& builder = lowering.builder;
  return builder.type_vector(builder.type_info(handle.resource->image_type).element, 4);
}

// `coordinate` + `offset`, whose missing components (the array layer) are 0.
Id offset_coordinate(Lowering& lowering, Id coordinate, Id offset, uint32_t coordinates, uint32_t offsets) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint();
  if (offsets < coordinates) {
    std::vector<Id> components;
    for (uint32_t i = 0; i < offsets; ++i)
      components.push_back(offsets == 1 ? offset : builder.emit(spv::Op::OpCompositeExtract, uint, {offset, i}));
    components.resize(coordinates, lowering.types.uint_constant(0));
    offset = builder.emit(spv::Op::OpCompositeConstruct, builder.type_vector(uint, coordinates), components);
  }
  return builder.emit(spv::Op::OpIAdd, builder.type_of(coordinate), {coordinate, offset});
}

// TextureLoad(handle, mipLevelOrSampleIndex, coord0..2, offset0..2).
void lower_texture_load(Lowering& lowering, const DxOpCall& call) {
  const Handle& handle = lowering.handles.handle(call.argument(1));
  const ResourceDeclaration& declaration = handle.resource->declaration;
  const ImageShape shape = image_shape(declaration.kind);
  const bool writable = is_writable(handle);
  const Id image = load_image(lowering, handle, writable ? ImageAccess::Read : ImageAccess::Other);
  Id coordinate = operand_vector(lowering, call, 3, shape.coordinates, lowering.types.uint());
  const dxil::Value* level = call.argument(2);
  const Id level_or_sample = is_undef(level) ? lowering.types.uint_constant(0) : lowering.values.value(level);
  ImageOperands operands;
  // Storage images take no offsets: every offset is added to the coordinate.
  const Id offset = add_offsets(lowering, call, 6, shape.offsets, DynamicOffsets::AddToCoordinate, operands);
  if (offset != 0) coordinate = offset_coordinate(lowering, coordinate, offset, shape.coordinates, shape.offsets);
  if (is_multisampled(declaration.kind)) {
    operands.add(spv::ImageOperandsMask::Sample, {level_or_sample});
  } else if (!writable && declaration.kind != dxil::ResourceKind::TypedBuffer) {  // buffers have no levels
    operands.add(spv::ImageOperandsMask::Lod, {level_or_sample});
  }
  if (writable && operands.has(spv::ImageOperandsMask::ConstOffset))
    unsupported("TextureLoad of a storage image with texel offsets");
  define_texel_result(lowering, call, handle, writable ? spv::Op::OpImageRead : spv::Op::OpImageFetch,
                      writable ? spv::Op::OpImageSparseRead : spv::Op::OpImageSparseFetch, texel_type(lowering, handle),
                      operands.append_to({image, coordinate}));
}

// TextureStore(handle, coord0..2, value0..3, mask) and TextureStoreSample(..., mask, sampleIndex).
void lower_texture_store(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Handle& handle = lowering.handles.handle(call.argument(1));
  const ImageShape shape = image_shape(handle.resource->declaration.kind);
  if (!is_writable(handle)) unsupported(std::string(dxil::dxop_name(call.op)) + " to a read-only texture");
  const Id image = load_image(lowering, handle, ImageAccess::Write);
  const Id coordinate = operand_vector(lowering, call, 2, shape.coordinates, lowering.types.uint());
  const std::span<const dxil::Value* const> values(call.instruction.operands.data() + 5, 4);
  ImageOperands operands;
  if (call.op == dxil::DxOp::TextureStoreSample)
    operands.add(spv::ImageOperandsMask::Sample, {lowering.values.value(call.argument(10))});
  builder.emit_void(spv::Op::OpImageWrite,
                    operands.append_to({image, coordinate, texel_vector(lowering, handle, values)}));
}

// GetDimensions(handle, mipLevel) -> {width, height, depth or layers, levels or samples}.
void lower_get_dimensions(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Handle& handle = lowering.handles.handle(call.argument(1));
  const ResourceDeclaration& declaration = handle.resource->declaration;
  const Id uint = lowering.types.uint();
  std::vector<Id> members(4, builder.undef(uint));
  if (declaration.kind == dxil::ResourceKind::RawBuffer || declaration.kind == dxil::ResourceKind::StructuredBuffer) {
    if (handle.resource->binding.descriptor_type == DescriptorType::DeviceAddress)
      unsupported("the size of a buffer reached through a device address (a root descriptor) is unknown");
    Id bytes;
    if (handle.resource->binding.bounds) {
      bytes = builder.emit(spv::Op::OpCompositeExtract, uint, {view_bounds(lowering, handle), 1});
    } else {
      const Id block = resource_element(lowering, handle, ResourceView::Words32);
      const Id words = builder.emit(spv::Op::OpArrayLength, uint, {block, 0});
      bytes = builder.emit(spv::Op::OpShiftLeftLogical, uint, {words, lowering.types.uint_constant(2)});
    }
    if (declaration.kind == dxil::ResourceKind::RawBuffer) {
      members[0] = bytes;
    } else {
      members[0] = builder.emit(spv::Op::OpUDiv, uint,
                                {bytes, lowering.types.uint_constant(std::max<uint32_t>(declaration.stride(), 1))});
      members[1] = lowering.types.uint_constant(declaration.stride());
    }
    return lowering.values.define_aggregate(call.instruction, std::move(members));
  }
  const ImageShape shape = image_shape(declaration.kind);
  // Cube sizes are two-dimensional (plus layers for cube arrays).
  const uint32_t size_count = declaration.kind == dxil::ResourceKind::TextureCube        ? 2
                              : declaration.kind == dxil::ResourceKind::TextureCubeArray ? 3
                                                                                         : shape.coordinates;
  const Id size_type = size_count == 1 ? uint : builder.type_vector(uint, size_count);
  const Id image = load_image(lowering, handle);
  const bool multisampled = is_multisampled(declaration.kind);
  const bool has_levels = !is_writable(handle) && declaration.kind != dxil::ResourceKind::TypedBuffer && !multisampled;
  Id size;
  // A level that may lie past the last: D3D's resinfo answers 0 for every size there (the
  // level count still), where Vulkan's query is undefined; a level in range is asked instead.
  Id level_in_range = 0;
  if (has_levels) {
    const dxil::Value* level = call.argument(2);
    if (is_undef(level) || is_zero_constant(level)) {
      size = builder.emit(spv::Op::OpImageQuerySizeLod, size_type, {image, lowering.types.uint_constant(0)});
      members[3] = builder.emit(spv::Op::OpImageQueryLevels, uint, {image});
    } else {
      members[3] = builder.emit(spv::Op::OpImageQueryLevels, uint, {image});
      const Id asked = lowering.values.value(level);
      level_in_range = builder.emit(spv::Op::OpULessThan, lowering.types.boolean(), {asked, members[3]});
      const Id level_queried =
          builder.emit(spv::Op::OpSelect, uint, {level_in_range, asked, lowering.types.uint_constant(0)});
      size = builder.emit(spv::Op::OpImageQuerySizeLod, size_type, {image, level_queried});
    }
  } else if (declaration.kind == dxil::ResourceKind::TypedBuffer && handle.resource->binding.bounds) {
    size = builder.emit(spv::Op::OpCompositeExtract, uint, {view_bounds(lowering, handle), 1});
  } else {
    size = builder.emit(spv::Op::OpImageQuerySize, size_type, {image});
    if (multisampled) members[3] = builder.emit(spv::Op::OpImageQuerySamples, uint, {image});
  }
  for (uint32_t i = 0; i < size_count; ++i) {
    members[i] = size_count == 1 ? size : builder.emit(spv::Op::OpCompositeExtract, uint, {size, i});
    if (level_in_range != 0)
      members[i] = builder.emit(spv::Op::OpSelect, uint, {level_in_range, members[i], lowering.types.uint_constant(0)});
  }
  lowering.values.define_aggregate(call.instruction, std::move(members));
}

// The standard position of sample `index` of `count` as a dx.types.SamplePos: (0, 0) where
// the index is out of range or the count has no standard pattern, as D3D answers.
void define_sample_position(Lowering& lowering, const DxOpCall& call, Id count, Id index) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint();
  const Id boolean = lowering.types.boolean();
  const Id float_type = lowering.types.floating();
  const Id zero = lowering.types.uint_constant(0);
  const Id power_of_two = builder.emit(
      spv::Op::OpIEqual, boolean,
      {builder.emit(spv::Op::OpBitwiseAnd, uint,
                    {count, builder.emit(spv::Op::OpISub, uint, {count, lowering.types.uint_constant(1)})}),
       zero});
  const Id in_pattern = builder.emit(
      spv::Op::OpLogicalAnd, boolean,
      {power_of_two, builder.emit(spv::Op::OpULessThanEqual, boolean, {count, lowering.types.uint_constant(16)})});
  const Id valid = builder.emit(spv::Op::OpLogicalAnd, boolean,
                                {in_pattern, builder.emit(spv::Op::OpULessThan, boolean, {index, count})});
  const Id element = builder.emit(
      spv::Op::OpSelect, uint,
      {valid,
       builder.emit(spv::Op::OpIAdd, uint,
                    {builder.emit(spv::Op::OpISub, uint, {count, lowering.types.uint_constant(1)}), index}),
       zero});
  const Id vec2 = builder.type_vector(float_type, 2);
  const Id pointer = builder.emit(spv::Op::OpAccessChain, builder.type_pointer(spv::StorageClass::Private, vec2),
                                  {lowering.resources.standard_sample_positions(), element});
  const Id position = builder.emit(spv::Op::OpLoad, vec2, {pointer});
  const Id float_zero = builder.constant_scalar(float_type, 0);
  std::vector<Id> members;
  for (uint32_t i = 0; i < 2; ++i)
    members.push_back(
        builder.emit(spv::Op::OpSelect, float_type,
                     {valid, builder.emit(spv::Op::OpCompositeExtract, float_type, {position, i}), float_zero}));
  lowering.values.define_aggregate(call.instruction, std::move(members));
}

// Texture2DMSGetSamplePosition(handle, index).
void lower_texture_sample_position(Lowering& lowering, const DxOpCall& call) {
  const Handle& handle = lowering.handles.handle(call.argument(1));
  if (!is_multisampled(handle.resource->declaration.kind))
    unsupported("GetSamplePosition of a texture that is not multisampled");
  const Id count =
      lowering.builder.emit(spv::Op::OpImageQuerySamples, lowering.types.uint(), {load_image(lowering, handle)});
  define_sample_position(lowering, call, count, lowering.values.value(call.argument(2)));
}

// RenderTargetGetSamplePosition(index) and RenderTargetGetSampleCount(): the count is a
// specialization constant the pipeline sets (ResourceTable::render_target_sample_count).
void lower_render_target_sample_position(Lowering& lowering, const DxOpCall& call) {
  define_sample_position(lowering, call, lowering.resources.render_target_sample_count(),
                         lowering.values.value(call.argument(1)));
}

void lower_render_target_sample_count(Lowering& lowering, const DxOpCall& call) {
  lowering.values.define(call.instruction, lowering.resources.render_target_sample_count());
}

// WriteSamplerFeedback{,Bias,Level,Grad}(feedbackTex, sampledTex, sampler, ...): Vulkan has
// no sampler feedback maps. A D3D-on-Vulkan layer reports the feature as unsupported, but a
// shader that merely writes feedback (streaming hints) must still run: the write is
// dropped, leaving the map as the application cleared it, and the reflection says so.
// Nothing of the write is emitted, so it takes no derivatives either.
void lower_sampler_feedback_write(Lowering& lowering, const DxOpCall& call) {
  const Handle& feedback = lowering.handles.handle(call.argument(1));
  const dxil::ResourceKind kind = feedback.resource->declaration.kind;
  if (kind != dxil::ResourceKind::FeedbackTexture2D && kind != dxil::ResourceKind::FeedbackTexture2DArray)
    throw TranslateError(std::string(dxil::dxop_name(call.op)) + " writes to a resource that is not a feedback texture",
                         {}, {}, {}, Status::MalformedInput);
  feedback.resource->sampler_feedback_dropped = true;
}

constexpr DxOpRegistration kRegistrations[] = {
    {dxil::DxOp::TextureLoad, lower_texture_load},
    {dxil::DxOp::TextureStore, lower_texture_store},
    {dxil::DxOp::TextureStoreSample, lower_texture_store},
    {dxil::DxOp::GetDimensions, lower_get_dimensions},
    {dxil::DxOp::Texture2DMSGetSamplePosition, lower_texture_sample_position},
    {dxil::DxOp::RenderTargetGetSamplePosition, lower_render_target_sample_position, kPixelOnly},
    {dxil::DxOp::RenderTargetGetSampleCount, lower_render_target_sample_count, kPixelOnly},
    {dxil::DxOp::WriteSamplerFeedback, lower_sampler_feedback_write},
    {dxil::DxOp::WriteSamplerFeedbackBias, lower_sampler_feedback_write},
    {dxil::DxOp::WriteSamplerFeedbackLevel, lower_sampler_feedback_write},
    {dxil::DxOp::WriteSamplerFeedbackGrad, lower_sampler_feedback_write},
};

}  // namespace

std::span<const DxOpRegistration> texture_dxops() { return kRegistrations; }

}  // namespace untangle::spirv_emit
