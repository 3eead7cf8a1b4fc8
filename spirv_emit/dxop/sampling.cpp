// Filtered texture reads through a sampler: the Sample family (bias, level, gradients,
// depth comparison, min-LOD clamp), gathers of each channel (with depth comparison, raw,
// and run-time offsets) and CalculateLOD.
#include <spirv/unified1/GLSL.std.450.h>

#include "spirv_emit/dxop/table.h"
#include "spirv_emit/error.h"
#include "spirv_emit/image_operands.h"
#include "spirv_emit/resource_access.h"

namespace untangle::spirv_emit {

namespace {

constexpr size_t kCoordinates = 3;  // every sampling operation's first coordinate operand
constexpr size_t kOffsets = 7;
constexpr int kNone = -1;
constexpr uint64_t kMinusInfinity = 0xff800000;  // a 32-bit float's bits

// Where each Sample operation keeps its operands (after texture, sampler, coordinates and
// offsets).
struct SampleForm {
  dxil::DxOp op;
  bool explicit_lod;
  int compare;   // depth reference
  int bias;
  int lod;
  int gradients;  // ddx, then ddy
  int clamp;      // min-LOD clamp
};

constexpr SampleForm kSampleForms[] = {
    {dxil::DxOp::Sample, false, kNone, kNone, kNone, kNone, 10},
    {dxil::DxOp::SampleBias, false, kNone, 10, kNone, kNone, 11},
    {dxil::DxOp::SampleLevel, true, kNone, kNone, 10, kNone, kNone},
    {dxil::DxOp::SampleGrad, true, kNone, kNone, kNone, 10, 16},
    {dxil::DxOp::SampleCmp, false, 10, kNone, kNone, kNone, 11},
    {dxil::DxOp::SampleCmpLevelZero, true, 10, kNone, kNone, kNone, kNone},
    {dxil::DxOp::SampleCmpLevel, true, 10, kNone, 11, kNone, kNone},
    {dxil::DxOp::SampleCmpGrad, true, 10, kNone, kNone, 11, 17},
    {dxil::DxOp::SampleCmpBias, false, 10, 11, kNone, kNone, 12},
};

const SampleForm& sample_form(dxil::DxOp op) {
  for (const SampleForm& form : kSampleForms)
    if (form.op == op) return form;
  unsupported("not a sample operation");
}

// The texture combined with the sampler, NonUniform where either handle is. Only
// single-sampled texture SRVs are sampled (OpSampledImage of anything else is invalid).
Id sampled_image(Lowering& lowering, const Handle& texture, const Handle& sampler) {
  Builder& builder = lowering.builder;
  const ResourceDeclaration& declaration = texture.resource->declaration;
  if (declaration.resource_class != dxil::ResourceClass::ShaderResource || is_multisampled(declaration.kind) ||
      declaration.kind == dxil::ResourceKind::TypedBuffer)
    throw TranslateError(std::string("sampling a ") + resource_kind_name(declaration) +
                             ", which is not a single-sampled texture SRV",
                         {}, {}, {}, Status::MalformedInput);
  const Id image = load_image(lowering, texture);
  const Id sampler_value =
      builder.emit(spv::Op::OpLoad, builder.type_sampler(), {resource_element(lowering, sampler, ResourceView::Sampler)});
  if (sampler.non_uniform) builder.decorate(sampler_value, spv::Decoration::NonUniform);
  const Id combined = builder.emit(spv::Op::OpSampledImage, builder.type_sampled_image(texture.resource->image_type),
                                   {image, sampler_value});
  if (texture.non_uniform || sampler.non_uniform) builder.decorate(combined, spv::Decoration::NonUniform);
  return combined;
}

// What every sampling operation starts with: its texture and sampler (operands 1 and 2)
// combined, and the texture's shape.
struct Sampling {
  const Handle& texture;
  ImageShape shape;
  Id combined;
};

Sampling begin_sampling(Lowering& lowering, const DxOpCall& call) {
  const Handle& texture = lowering.handles.handle(call.argument(1));
  const Handle& sampler = lowering.handles.handle(call.argument(2));
  return {texture, image_shape(texture.resource->declaration.kind), sampled_image(lowering, texture, sampler)};
}

Id texel_vector_type(Lowering& lowering, const Handle& handle) {
  Builder& builder = lowering.builder;
  return builder.type_vector(builder.type_info(handle.resource->image_type).element, 4);
}

// Whether any of the call's `count` texel offsets is not a constant.
bool has_run_time_offsets(const DxOpCall& call, uint32_t count) {
  for (uint32_t i = 0; i < count; ++i) {
    const dxil::Value* offset = call.argument(kOffsets + i);
    if (!is_undef(offset) && offset->kind != dxil::ValueKind::Constant) return true;
  }
  return false;
}

// SampleLevel with run-time texel offsets, which Vulkan takes on gathers only: the offset goes
// into the coordinate as D3D applies it, in texels of each mip level sampled. SM 6.7's offsets
// wrap to 4-bit signed values. The LOD, clamped to the texture's levels, samples its two levels
// (each with its own offset) and blends them by its fraction, as a linear mip filter does; with
// a point mip filter D3D would take the nearer level alone, which the shader cannot know.
void lower_sample_level_with_run_time_offsets(Lowering& lowering, const DxOpCall& call, const Sampling& sampling) {
  Builder& builder = lowering.builder;
  if ((lowering.values.used_members(call.instruction) & (1u << 4)) != 0)
    unsupported("the residency status of a SampleLevel with run-time texel offsets");
  const Id float_type = lowering.types.floating();
  const Id int_type = builder.type_signed_int(32);
  const ImageShape& shape = sampling.shape;
  const uint32_t count = shape.offsets;
  const auto vector_of = [&](Id scalar, uint32_t n) { return n == 1 ? scalar : builder.type_vector(scalar, n); };
  const Id coordinate = operand_vector(lowering, call, kCoordinates, shape.coordinates, float_type);
  std::vector<Id> offsets;
  for (uint32_t i = 0; i < count; ++i) {
    const dxil::Value* offset = call.argument(kOffsets + i);
    const Id value = is_undef(offset) ? builder.constant_scalar(int_type, 0) : builder.bitcast(int_type, lowering.values.value(offset));
    offsets.push_back(builder.emit(spv::Op::OpBitFieldSExtract, int_type,
                                   {value, lowering.types.uint_constant(0), lowering.types.uint_constant(4)}));
  }
  const Id image = builder.emit(spv::Op::OpImage, sampling.texture.resource->image_type, {sampling.combined});
  builder.add_capability(spv::Capability::ImageQuery);
  const Id levels = builder.emit(spv::Op::OpImageQueryLevels, int_type, {image});
  const Id last_level = builder.emit(spv::Op::OpConvertSToF, float_type,
                                     {builder.emit(spv::Op::OpISub, int_type, {levels, builder.constant_scalar(int_type, 1)})});
  const Id lod = builder.emit_glsl(GLSLstd450FClamp, float_type,
                                   {lowering.values.value(call.argument(10)), builder.constant_scalar(float_type, 0), last_level});
  const Id lower_level = builder.emit_glsl(GLSLstd450Floor, float_type, {lod});
  const Id upper_level = builder.emit_glsl(
      GLSLstd450FMin, float_type,
      {builder.emit(spv::Op::OpFAdd, float_type, {lower_level, builder.constant_scalar(float_type, 0x3F800000)}), last_level});
  const Id texel_type = texel_vector_type(lowering, sampling.texture);
  const uint32_t size_count = shape.coordinates;
  const auto sample_at = [&](Id level) {
    const Id size = builder.emit(spv::Op::OpImageQuerySizeLod, vector_of(int_type, size_count),
                                 {image, builder.emit(spv::Op::OpConvertFToS, int_type, {level})});
    std::vector<Id> components;
    for (uint32_t i = 0; i < shape.coordinates; ++i) {
      Id component = shape.coordinates == 1 ? coordinate : builder.emit(spv::Op::OpCompositeExtract, float_type, {coordinate, i});
      if (i < count) {
        const Id texels = builder.emit(spv::Op::OpConvertSToF, float_type,
                                       {size_count == 1 ? size : builder.emit(spv::Op::OpCompositeExtract, int_type, {size, i})});
        const Id shift = builder.emit(spv::Op::OpFDiv, float_type,
                                      {builder.emit(spv::Op::OpConvertSToF, float_type, {offsets[i]}), texels});
        component = builder.emit(spv::Op::OpFAdd, float_type, {component, shift});
      }
      components.push_back(component);
    }
    const Id moved = shape.coordinates == 1 ? components[0]
                                            : builder.emit(spv::Op::OpCompositeConstruct, vector_of(float_type, shape.coordinates), components);
    return builder.emit(spv::Op::OpImageSampleExplicitLod, texel_type,
                        {sampling.combined, moved, static_cast<uint32_t>(spv::ImageOperandsMask::Lod), level});
  };
  const Id lower = sample_at(lower_level);
  Id texel = lower;
  if (builder.type_info(builder.type_info(texel_type).element).opcode == spv::Op::OpTypeFloat) {
    const Id upper = sample_at(upper_level);
    const Id fraction = builder.emit(spv::Op::OpFSub, float_type, {lod, lower_level});
    const Id weights = builder.emit(spv::Op::OpCompositeConstruct, texel_type, {fraction, fraction, fraction, fraction});
    texel = builder.emit_glsl(GLSLstd450FMix, texel_type, {lower, upper, weights});
  }
  std::vector<Id> members = texel_members(lowering, sampling.texture, texel, call.instruction);
  members[4] = mapped_status(lowering);
  lowering.values.define_aggregate(call.instruction, std::move(members));
}

void lower_sample(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const SampleForm& form = sample_form(call.op);
  const Sampling sampling = begin_sampling(lowering, call);
  const auto& [texture, shape, combined] = sampling;
  if (call.op == dxil::DxOp::SampleLevel && has_run_time_offsets(call, shape.offsets))
    return lower_sample_level_with_run_time_offsets(lowering, call, sampling);
  const Id float_type = lowering.types.floating();
  const Id coordinate = operand_vector(lowering, call, kCoordinates, shape.coordinates, float_type);
  const auto value = [&](int index) { return lowering.values.value(call.argument(static_cast<size_t>(index))); };

  // Without quads (compute_derivatives.h) the implicit LOD is log2 of a zero derivative,
  // -inf whatever the bias: the min-LOD clamp, when given, is the LOD.
  const bool clamp = form.clamp != kNone && !is_undef(call.argument(static_cast<size_t>(form.clamp)));
  const bool lod_of_no_quads = !form.explicit_lod && lowering.without_quads;
  const bool explicit_lod = form.explicit_lod || lod_of_no_quads;
  ImageOperands operands;
  if (form.bias != kNone && !lod_of_no_quads) operands.add(spv::ImageOperandsMask::Bias, {value(form.bias)});
  if (form.lod != kNone) operands.add(spv::ImageOperandsMask::Lod, {value(form.lod)});
  if (form.explicit_lod && form.lod == kNone && form.gradients == kNone)  // SampleCmpLevelZero
    operands.add(spv::ImageOperandsMask::Lod, {builder.constant_scalar(float_type, 0)});
  if (lod_of_no_quads)
    operands.add(spv::ImageOperandsMask::Lod,
                 {clamp ? value(form.clamp) : builder.constant_scalar(float_type, kMinusInfinity)});
  if (form.gradients != kNone) {
    const auto first = static_cast<size_t>(form.gradients);
    operands.add(spv::ImageOperandsMask::Grad, {operand_vector(lowering, call, first, shape.gradients, float_type),
                                                operand_vector(lowering, call, first + 3, shape.gradients, float_type)});
  }
  add_offsets(lowering, call, kOffsets, shape.offsets, DynamicOffsets::Reject, operands);
  if (clamp && !lod_of_no_quads) {
    builder.add_capability(spv::Capability::MinLod);
    operands.add(spv::ImageOperandsMask::MinLod, {value(form.clamp)});
  }
  std::vector<uint32_t> prefix{combined, coordinate};
  if (form.compare != kNone) prefix.push_back(value(form.compare));
  const std::vector<uint32_t> words = operands.append_to(std::move(prefix));
  if (form.compare != kNone) {
    define_texel_result(lowering, call, texture,
                        explicit_lod ? spv::Op::OpImageSampleDrefExplicitLod : spv::Op::OpImageSampleDrefImplicitLod,
                        explicit_lod ? spv::Op::OpImageSparseSampleDrefExplicitLod
                                     : spv::Op::OpImageSparseSampleDrefImplicitLod,
                        float_type, words);
    return;
  }
  define_texel_result(lowering, call, texture,
                      explicit_lod ? spv::Op::OpImageSampleExplicitLod : spv::Op::OpImageSampleImplicitLod,
                      explicit_lod ? spv::Op::OpImageSparseSampleExplicitLod : spv::Op::OpImageSparseSampleImplicitLod,
                      texel_vector_type(lowering, texture), words);
}

// TextureGather(texture, sampler, coord0..3, offset0..1, channel),
// TextureGatherCmp(..., channel, compareValue) and TextureGatherRaw(texture, sampler,
// coord0..3, offset0..1): the raw gather reads the red channel's bits.
void lower_gather(Lowering& lowering, const DxOpCall& call) {
  const auto [texture, shape, combined] = begin_sampling(lowering, call);
  const Id coordinate = operand_vector(lowering, call, kCoordinates, shape.coordinates, lowering.types.floating());
  ImageOperands operands;
  add_offsets(lowering, call, kOffsets, std::min<uint32_t>(shape.offsets, 2), DynamicOffsets::Gather, operands);
  const uint32_t channel =
      call.op == dxil::DxOp::TextureGatherRaw ? 0 : static_cast<uint32_t>(constant_integer(call.argument(9), "channel"));
  if (channel > 3) unsupported("gather of channel " + std::to_string(channel));
  const Id texel_type = texel_vector_type(lowering, texture);
  if (call.op == dxil::DxOp::TextureGatherCmp) {
    if (channel != 0)
      unsupported("a comparison gather of channel " + std::to_string(channel) +
                  ": Vulkan compares the depth (red) channel only");
    define_texel_result(lowering, call, texture, spv::Op::OpImageDrefGather, spv::Op::OpImageSparseDrefGather,
                        texel_type,
                        operands.append_to({combined, coordinate, lowering.values.value(call.argument(10))}));
    return;
  }
  const dxil::Type* result_type = call.instruction.type;
  if (call.op == dxil::DxOp::TextureGatherRaw && result_type->kind == dxil::TypeKind::Struct &&
      !result_type->members.empty() && dxil::scalar_bit_width(*result_type->members[0]) == 64) {
    // 64-bit texels, read through an R32G32 view: their low words are its red channel, their
    // high words its green one.
    Builder& builder = lowering.builder;
    if (lowering.values.used_members(call.instruction) & (1u << 4))
      unsupported("the residency status of a 64-bit raw gather");
    const Id low = builder.emit(spv::Op::OpImageGather, texel_type,
                                operands.append_to({combined, coordinate, lowering.types.uint_constant(0)}));
    const Id high = builder.emit(spv::Op::OpImageGather, texel_type,
                                 operands.append_to({combined, coordinate, lowering.types.uint_constant(1)}));
    const Id uint = lowering.types.uint();
    const Id member_type = lowering.types.lower(result_type->members[0]);
    std::vector<Id> members;
    for (uint32_t i = 0; i < 4; ++i) {
      const Id words = builder.emit(spv::Op::OpCompositeConstruct, builder.type_vector(uint, 2),
                                    {builder.bitcast(uint, builder.emit(spv::Op::OpCompositeExtract,
                                                                        builder.type_info(texel_type).element, {low, i})),
                                     builder.bitcast(uint, builder.emit(spv::Op::OpCompositeExtract,
                                                                        builder.type_info(texel_type).element, {high, i}))});
      members.push_back(builder.emit(spv::Op::OpBitcast, member_type, {words}));
    }
    members.push_back(lowering.types.uint_constant(1));
    return lowering.values.define_aggregate(call.instruction, std::move(members));
  }
  define_texel_result(lowering, call, texture, spv::Op::OpImageGather, spv::Op::OpImageSparseGather, texel_type,
                      operands.append_to({combined, coordinate, lowering.types.uint_constant(channel)}));
}

// CalculateLOD(texture, sampler, coord0..2, clamped): OpImageQueryLod's first component is
// the level the sampler would access (clamped), its second the unclamped LOD. Without quads
// (compute_derivatives.h), the LOD of a zero derivative: -inf, clamped to level 0.
void lower_calculate_lod(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id float_type = lowering.types.floating();
  const bool clamped = constant_integer(call.argument(6), "clamped flag") != 0;
  if (lowering.without_quads) {
    lowering.values.define(call.instruction, builder.constant_scalar(float_type, clamped ? 0 : kMinusInfinity));
    return;
  }
  const auto [texture, shape, combined] = begin_sampling(lowering, call);
  const Id coordinate = operand_vector(lowering, call, kCoordinates, shape.gradients, float_type);
  const Id lods = builder.emit(spv::Op::OpImageQueryLod, builder.type_vector(float_type, 2), {combined, coordinate});
  lowering.values.define(call.instruction, builder.emit(spv::Op::OpCompositeExtract, float_type, {lods, clamped ? 0u : 1u}));
}

constexpr DxOpRegistration kRegistrations[] = {
    {dxil::DxOp::Sample, lower_sample, kTakesDerivatives},
    {dxil::DxOp::SampleBias, lower_sample, kTakesDerivatives},
    {dxil::DxOp::SampleLevel, lower_sample},
    {dxil::DxOp::SampleGrad, lower_sample},
    {dxil::DxOp::SampleCmp, lower_sample, kTakesDerivatives},
    {dxil::DxOp::SampleCmpLevelZero, lower_sample},
    {dxil::DxOp::SampleCmpLevel, lower_sample},
    {dxil::DxOp::SampleCmpGrad, lower_sample},
    {dxil::DxOp::SampleCmpBias, lower_sample, kTakesDerivatives},
    {dxil::DxOp::TextureGather, lower_gather},
    {dxil::DxOp::TextureGatherCmp, lower_gather},
    {dxil::DxOp::TextureGatherRaw, lower_gather},
    {dxil::DxOp::CalculateLOD, lower_calculate_lod, kTakesDerivatives},
};

}  // namespace

std::span<const DxOpRegistration> sampling_dxops() { return kRegistrations; }

}  // namespace untangle::spirv_emit
