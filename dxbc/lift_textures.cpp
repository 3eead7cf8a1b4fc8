// Texture instructions: sampling (with comparison, bias, level, gradients and clamps),
// gathers (immediate and programmable offsets), loads, size, sample and LOD queries, and
// attribute evaluation. A sparse-feedback form (`*_s`) is its plain form with one more
// destination, the residency status that CheckAccessFullyMapped reads.
#include "dxbc/lifter.h"

namespace untangle::dxbc::lifting {

using dxil::DxOp;
using IrOp = dxil::Opcode;

namespace {

// An instruction in its plain form's operand layout, with what the feedback forms add.
struct TextureAccess {
  Opcode opcode = Opcode::Nop;
  std::vector<const Operand*> operands;  // destination, then the plain form's sources
  const Operand* status = nullptr;       // a feedback form's second destination
  const Operand* clamp = nullptr;        // a *_cl_s form's last source: the LOD clamp
};

TextureAccess plain_form(const Instruction& instruction) {
  TextureAccess access;
  access.opcode = instruction.opcode;
  for (const Operand& operand : instruction.operands) access.operands.push_back(&operand);
  const auto feedback = [&](Opcode plain, bool clamped) {
    access.opcode = plain;
    access.status = access.operands.at(1);
    access.operands.erase(access.operands.begin() + 1);
    if (clamped) {
      access.clamp = access.operands.back();
      access.operands.pop_back();
    }
  };
  switch (instruction.opcode) {
    case Opcode::Gather4Feedback: feedback(Opcode::Gather4, false); break;
    case Opcode::Gather4CFeedback: feedback(Opcode::Gather4C, false); break;
    case Opcode::Gather4PoFeedback: feedback(Opcode::Gather4Po, false); break;
    case Opcode::Gather4PoCFeedback: feedback(Opcode::Gather4PoC, false); break;
    case Opcode::LdFeedback: feedback(Opcode::Ld, false); break;
    case Opcode::LdMsFeedback: feedback(Opcode::LdMs, false); break;
    case Opcode::SampleLFeedback: feedback(Opcode::SampleL, false); break;
    case Opcode::SampleCLzFeedback: feedback(Opcode::SampleCLz, false); break;
    case Opcode::SampleClampFeedback: feedback(Opcode::Sample, true); break;
    case Opcode::SampleBClampFeedback: feedback(Opcode::SampleB, true); break;
    case Opcode::SampleDClampFeedback: feedback(Opcode::SampleD, true); break;
    case Opcode::SampleCClampFeedback: feedback(Opcode::SampleC, true); break;
    default: break;
  }
  return access;
}

uint32_t selected(const Operand& selector, uint32_t component) {
  switch (selector.selection) {
    case ComponentSelection::Swizzle: return selector.swizzle[component];
    case ComponentSelection::Select1: return selector.swizzle[0];
    case ComponentSelection::Mask: return component;
  }
  return component;
}

}  // namespace

void Lifter::lift_texture(const Instruction& instruction) {
  if (instruction.opcode == Opcode::EvalSnapped || instruction.opcode == Opcode::EvalSampleIndex ||
      instruction.opcode == Opcode::EvalCentroid)
    return lift_evaluate(instruction);
  const TextureAccess access = plain_form(instruction);
  const auto operand = [&](size_t position) -> const Operand& {
    if (position >= access.operands.size()) fail(Status::MalformedInput, "the instruction lacks an operand");
    return *access.operands[position];
  };
  const Operand& destination = operand(0);
  const dxil::Type* float_type = ir_.float_type();
  const dxil::Type* i32_type = ir_.i32();
  // A t# or, for queries and loads that take either, a u#.
  const auto texture_at = [&](size_t position) -> const Resource& {
    const Operand& named = operand(position);
    return resource(named.type == OperandType::UnorderedAccessView ? dxil::ResourceClass::UnorderedAccess
                                                                   : dxil::ResourceClass::ShaderResource,
                    named);
  };
  const auto suffix = [](Scalar scalar) { return std::string(scalar == Scalar::Float ? ".f32" : ".i32"); };
  const auto coordinates = [&](const Operand& address, uint32_t used, uint32_t count, Scalar scalar) {
    std::vector<const dxil::Value*> values;
    for (uint32_t component = 0; component < count; ++component)
      values.push_back(component < used ? read(address, component, scalar) : ir_.undef(type_of(scalar)));
    return values;
  };
  const auto immediate_offsets = [&](uint32_t used, uint32_t count) {
    std::vector<const dxil::Value*> values;
    for (uint32_t component = 0; component < count; ++component)
      values.push_back(component < used && instruction.has_sample_offsets ? i32(instruction.sample_offsets[component])
                                                                          : ir_.undef(i32_type));
    return values;
  };
  const auto clamp = [&]() -> const dxil::Value* {
    return access.clamp != nullptr ? read(*access.clamp, 0, Scalar::Float) : ir_.undef(float_type);
  };
  // The destination takes the result's members its resource operand's swizzle selects; the
  // status destination, the result's last member.
  const auto write_members = [&](const std::vector<const dxil::Value*>& members, const Operand& selector, Scalar scalar,
                                 const dxil::Value* status) {
    std::vector<std::pair<uint32_t, const dxil::Value*>> values;
    for (uint32_t component : written_components(destination))
      values.emplace_back(component, bitcast_to(members.at(selected(selector, component) & 3), scalar));
    for (const auto& [component, value] : values) write(destination, component, value, instruction.saturate());
    if (access.status != nullptr && status != nullptr)
      for (uint32_t component : written_components(*access.status)) write(*access.status, component, status);
  };
  const auto write_result = [&](const dxil::Value* result, const Operand& selector, Scalar scalar) {
    std::vector<const dxil::Value*> members;
    for (uint32_t member = 0; member < 4; ++member) members.push_back(ir_.extract_value(block(), result, member));
    write_members(members, selector, scalar, access.status != nullptr ? ir_.extract_value(block(), result, 4) : nullptr);
  };
  const auto vector_of = [&](std::vector<const dxil::Value*> values, const dxil::Value* zero) {
    while (values.size() < 4) values.push_back(zero);
    return values;
  };

  switch (access.opcode) {
    case Opcode::Sample:
    case Opcode::SampleB:
    case Opcode::SampleL:
    case Opcode::SampleD:
    case Opcode::SampleC:
    case Opcode::SampleCLz: {
      const Resource& texture = texture_at(2);
      const Resource& sampler = resource(dxil::ResourceClass::Sampler, operand(3));
      const uint32_t used = coordinate_count(texture.dimension);
      std::vector<const dxil::Value*> arguments{handle(texture, operand(2)), handle(sampler, operand(3))};
      for (const dxil::Value* value : coordinates(operand(1), used, 4, Scalar::Float)) arguments.push_back(value);
      for (const dxil::Value* value : immediate_offsets(offset_count(texture.dimension), 3)) arguments.push_back(value);
      const auto scalar_at = [&](size_t position) { return read(operand(position), 0, Scalar::Float); };
      DxOp op = DxOp::Sample;
      std::string name = "dx.op.sample";
      switch (access.opcode) {
        case Opcode::Sample: arguments.push_back(clamp()); break;
        case Opcode::SampleB:
          op = DxOp::SampleBias, name = "dx.op.sampleBias";
          arguments.push_back(scalar_at(4));
          arguments.push_back(clamp());
          break;
        case Opcode::SampleL:
          op = DxOp::SampleLevel, name = "dx.op.sampleLevel";
          arguments.push_back(scalar_at(4));
          break;
        case Opcode::SampleD:
          op = DxOp::SampleGrad, name = "dx.op.sampleGrad";
          for (size_t position = 4; position <= 5; ++position)
            for (const dxil::Value* value : coordinates(operand(position), std::min(used, 3u), 3, Scalar::Float))
              arguments.push_back(value);
          arguments.push_back(clamp());
          break;
        case Opcode::SampleC:
          op = DxOp::SampleCmp, name = "dx.op.sampleCmp";
          arguments.push_back(scalar_at(4));
          arguments.push_back(clamp());
          break;
        default:
          op = DxOp::SampleCmpLevelZero, name = "dx.op.sampleCmpLevelZero";
          arguments.push_back(scalar_at(4));
          break;
      }
      const Scalar scalar = result_scalar(texture);
      return write_result(call(op, name + suffix(scalar), res_ret_type(scalar), arguments), operand(2), scalar);
    }
    case Opcode::Gather4:
    case Opcode::Gather4C:
    case Opcode::Gather4Po:
    case Opcode::Gather4PoC: {
      // gather4[_c] dst, address, t, s[, reference]; the _po forms put their offsets second.
      const bool programmable = access.opcode == Opcode::Gather4Po || access.opcode == Opcode::Gather4PoC;
      const bool compares = access.opcode == Opcode::Gather4C || access.opcode == Opcode::Gather4PoC;
      const size_t texture_position = programmable ? 3 : 2;
      const Resource& texture = texture_at(texture_position);
      const Operand& sampler_operand = operand(texture_position + 1);
      const Resource& sampler = resource(dxil::ResourceClass::Sampler, sampler_operand);
      std::vector<const dxil::Value*> arguments{handle(texture, operand(texture_position)), handle(sampler, sampler_operand)};
      for (const dxil::Value* value : coordinates(operand(1), coordinate_count(texture.dimension), 4, Scalar::Float))
        arguments.push_back(value);
      if (programmable) {
        for (uint32_t component = 0; component < 2; ++component) arguments.push_back(read(operand(2), component, Scalar::Int));
      } else {
        for (const dxil::Value* value : immediate_offsets(2, 2)) arguments.push_back(value);
      }
      arguments.push_back(i32(selected(sampler_operand, 0) & 3));  // the channel the sampler's swizzle names
      if (compares) arguments.push_back(read(operand(texture_position + 2), 0, Scalar::Float));
      const Scalar scalar = result_scalar(texture);
      const dxil::Value* result =
          compares ? call(DxOp::TextureGatherCmp, "dx.op.textureGatherCmp" + suffix(scalar), res_ret_type(scalar), arguments)
                   : call(DxOp::TextureGather, "dx.op.textureGather" + suffix(scalar), res_ret_type(scalar), arguments);
      return write_result(result, operand(texture_position), scalar);
    }
    case Opcode::Ld:
    case Opcode::LdMs: {
      const Resource& texture = texture_at(2);
      const Scalar scalar = result_scalar(texture);
      const dxil::Value* result = nullptr;
      if (texture.kind == dxil::ResourceKind::TypedBuffer) {
        result = call(DxOp::BufferLoad, "dx.op.bufferLoad" + suffix(scalar), res_ret_type(scalar),
                      {handle(texture, operand(2)), read(operand(1), 0, Scalar::Int), ir_.undef(i32_type)});
      } else {
        const bool multisampled = access.opcode == Opcode::LdMs;
        const uint32_t used = coordinate_count(texture.dimension);
        std::vector<const dxil::Value*> arguments{
            handle(texture, operand(2)), multisampled ? read(operand(3), 0, Scalar::Int) : read(operand(1), 3, Scalar::Int)};
        for (const dxil::Value* value : coordinates(operand(1), used, 3, Scalar::Int)) arguments.push_back(value);
        for (const dxil::Value* value : immediate_offsets(offset_count(texture.dimension), 3)) arguments.push_back(value);
        result = call(DxOp::TextureLoad, "dx.op.textureLoad" + suffix(scalar), res_ret_type(scalar), arguments);
      }
      return write_result(result, operand(2), scalar);
    }
    case Opcode::ResInfo: {
      const Resource& texture = texture_at(2);
      const dxil::Type* dimensions = dimensions_type();
      const dxil::Value* result = call(DxOp::GetDimensions, "dx.op.getDimensions", dimensions,
                                       {handle(texture, operand(2)), read(operand(1), 0, Scalar::Int)});
      const uint32_t return_type = instruction.controls & 3;  // float, rcpFloat, uint
      std::vector<const dxil::Value*> members;
      for (uint32_t member = 0; member < 4; ++member) {
        const dxil::Value* value = ir_.extract_value(block(), result, member);
        if (return_type != 2) {
          value = ir_.cast(block(), IrOp::UIToFP, value, float_type);
          if (return_type == 1 && member != 3)
            value = ir_.binary(block(), IrOp::FDiv, ir_.floating(float_type, 0x3F800000u), value);
        }
        members.push_back(value);
      }
      return write_members(members, operand(2), return_type == 2 ? Scalar::Int : Scalar::Float, nullptr);
    }
    case Opcode::BufInfo: {
      const Operand& buffer = operand(1);
      const Resource& declared = resource(buffer.type == OperandType::UnorderedAccessView ? dxil::ResourceClass::UnorderedAccess
                                                                                        : dxil::ResourceClass::ShaderResource,
                                          buffer);
      const dxil::Type* dimensions = dimensions_type();
      const dxil::Value* result = call(DxOp::GetDimensions, "dx.op.getDimensions", dimensions,
                                       {handle(declared, buffer), ir_.undef(i32_type)});
      const dxil::Value* count = ir_.extract_value(block(), result, 0);
      return write_members(vector_of({count}, i32(0)), buffer, Scalar::Int, nullptr);
    }
    case Opcode::SampleInfo: {
      // The sample count of a multisampled texture, or of the render target (`rasterizer`).
      const Operand& source = operand(1);
      const dxil::Value* count = nullptr;
      if (source.type == OperandType::Rasterizer) {
        count = call(DxOp::RenderTargetGetSampleCount, "dx.op.renderTargetGetSampleCount", i32_type, {});
      } else {
        const Resource& texture = texture_at(1);
        const dxil::Type* dimensions = dimensions_type();
        count = ir_.extract_value(block(), call(DxOp::GetDimensions, "dx.op.getDimensions", dimensions,
                                                {handle(texture, source), ir_.undef(i32_type)}), 3);
      }
      const bool as_uint = instruction.controls & 1;
      if (!as_uint) count = ir_.cast(block(), IrOp::UIToFP, count, float_type);
      const dxil::Value* zero = as_uint ? i32(0) : static_cast<const dxil::Value*>(ir_.floating(float_type, 0));
      return write_members(vector_of({count}, zero), source, as_uint ? Scalar::Int : Scalar::Float, nullptr);
    }
    case Opcode::SamplePos: {
      const Operand& source = operand(1);
      const dxil::Type* position = ir_.named_struct("dx.types.SamplePos", {float_type, float_type});
      const dxil::Value* index = read(operand(2), 0, Scalar::Int);
      const dxil::Value* result =
          source.type == OperandType::Rasterizer
              ? call(DxOp::RenderTargetGetSamplePosition, "dx.op.renderTargetGetSamplePosition", position, {index})
              : call(DxOp::Texture2DMSGetSamplePosition, "dx.op.texture2DMSGetSamplePosition", position,
                     {handle(texture_at(1), source), index});
      return write_members(vector_of({ir_.extract_value(block(), result, 0), ir_.extract_value(block(), result, 1)},
                                     ir_.floating(float_type, 0)),
                           source, Scalar::Float, nullptr);
    }
    case Opcode::Lod: {
      // x: the LOD the sampler's clamps allow; y: the unclamped one.
      const Resource& texture = texture_at(2);
      const Resource& sampler = resource(dxil::ResourceClass::Sampler, operand(3));
      std::vector<const dxil::Value*> arguments{handle(texture, operand(2)), handle(sampler, operand(3))};
      for (const dxil::Value* value : coordinates(operand(1), std::min(coordinate_count(texture.dimension), 3u), 3, Scalar::Float))
        arguments.push_back(value);
      const auto lod = [&](bool clamped) {
        std::vector<const dxil::Value*> with_clamp = arguments;
        with_clamp.push_back(ir_.bool_constant(clamped));
        return call(DxOp::CalculateLOD, "dx.op.calculateLOD.f32", float_type, with_clamp);
      };
      const dxil::Value* clamped = lod(true);
      const dxil::Value* unclamped = lod(false);
      return write_members(vector_of({clamped, unclamped}, ir_.floating(float_type, 0)), operand(2), Scalar::Float, nullptr);
    }
    case Opcode::CheckAccessFullyMapped: {
      const dxil::Value* status = read(operand(1), 0, Scalar::Int);
      const dxil::Value* mapped = call(DxOp::CheckAccessFullyMapped, "dx.op.checkAccessFullyMapped.i32", ir_.i1(), {status});
      const dxil::Value* mask = ir_.cast(block(), IrOp::SExt, mapped, i32_type);
      for (uint32_t component : written_components(destination)) write(destination, component, mask);
      return;
    }
    default: fail(Status::Unsupported, "not lifted yet");
  }
}

void Lifter::lift_evaluate(const Instruction& instruction) {
  // eval_centroid dst, v#; eval_sample_index dst, v#, sample; eval_snapped dst, v#, offset.
  const std::vector<Operand>& operands = instruction.operands;
  const Operand& destination = operands.at(0);
  const Operand& attribute = operands.at(1);
  if (attribute.type != OperandType::Input) fail(Status::MalformedInput, "an evaluation of something other than an input");
  if (attribute.modifier != OperandModifier::None) fail(Status::Unsupported, "a modifier on an evaluated attribute");
  std::vector<std::pair<uint32_t, const dxil::Value*>> values;
  for (uint32_t component : written_components(destination)) {
    const uint32_t source = selected(attribute, component) & 3;
    const auto [element, row] = element_row(SignatureKind::Input, attribute, 0, source);
    if (element->scalar != Scalar::Float) fail(Status::MalformedInput, "an evaluation of an integer input");
    std::vector<const dxil::Value*> arguments{i32(element->id), row, ir_.i8_constant(source - element->start_column)};
    const dxil::Value* value = nullptr;
    switch (instruction.opcode) {
      case Opcode::EvalCentroid:
        value = call(DxOp::EvalCentroid, "dx.op.evalCentroid.f32", ir_.float_type(), arguments);
        break;
      case Opcode::EvalSampleIndex:
        arguments.push_back(read(operands.at(2), 0, Scalar::Int));
        value = call(DxOp::EvalSampleIndex, "dx.op.evalSampleIndex.f32", ir_.float_type(), arguments);
        break;
      default:
        arguments.push_back(read(operands.at(2), 0, Scalar::Int));
        arguments.push_back(read(operands.at(2), 1, Scalar::Int));
        value = call(DxOp::EvalSnapped, "dx.op.evalSnapped.f32", ir_.float_type(), arguments);
        break;
    }
    values.emplace_back(component, value);
  }
  for (const auto& [component, value] : values) write(destination, component, value, instruction.saturate());
}

}  // namespace untangle::dxbc::lifting
