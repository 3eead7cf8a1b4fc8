// Reading and writing operands: a register component as a typed value (swizzle and
// modifiers applied), and a typed value into a destination component. Registers stay
// typeless words: r# through TempRegLoad/Store of the type each use needs, which the emitter
// turns into bitcasts of 32-bit words, so a bit pattern never passes through a float
// conversion on its way.
#include <algorithm>
#include <bit>

#include "dxbc/lifter.h"

namespace untangle::dxbc::lifting {

using dxil::DxOp;

namespace {

std::string scalar_suffix(Scalar scalar) { return scalar == Scalar::Float ? ".f32" : ".i32"; }

uint32_t source_component(const Operand& operand, uint32_t component) {
  if (operand.component_count == 1) return 0;
  switch (operand.selection) {
    case ComponentSelection::Swizzle: return operand.swizzle[component & 3];
    case ComponentSelection::Select1: return operand.swizzle[0];
    case ComponentSelection::Mask: return component;
  }
  return component;
}

}  // namespace

const dxil::Value* Lifter::bitcast_to(const dxil::Value* value, Scalar scalar) {
  const dxil::Type* wanted = type_of(scalar);
  if (value->type == wanted) return value;
  if (value->type->is_integer(1)) {
    // A D3D boolean is all ones or zero.
    const dxil::Value* word = ir_.cast(block(), dxil::Opcode::SExt, value, ir_.i32());
    return bitcast_to(word, scalar);
  }
  return ir_.cast(block(), dxil::Opcode::BitCast, value, wanted);
}

uint32_t Lifter::constant_register(const Operand& operand, size_t position) const {
  if (operand.indices.size() <= position) fail(Status::MalformedInput, "an operand lacks its register index");
  if (operand.indices[position].representation != IndexRepresentation::Immediate32)
    fail(Status::Unsupported, "a register index of this operand that is not a constant");
  return static_cast<uint32_t>(operand.indices[position].immediate);
}

const dxil::Type* Lifter::res_ret_type(Scalar scalar) {
  const dxil::Type* element = type_of(scalar);
  return ir_.named_struct(scalar == Scalar::Float ? "dx.types.ResRet.f32" : "dx.types.ResRet.i32",
                          {element, element, element, element, ir_.i32()});
}

const dxil::Type* Lifter::dimensions_type() {
  return ir_.named_struct("dx.types.Dimensions", {ir_.i32(), ir_.i32(), ir_.i32(), ir_.i32()});
}

const dxil::Value* Lifter::index_value(const OperandIndex& index) {
  const dxil::Value* immediate = i32(static_cast<int64_t>(static_cast<uint32_t>(index.immediate)));
  switch (index.representation) {
    case IndexRepresentation::Immediate32:
    case IndexRepresentation::Immediate64: return immediate;
    case IndexRepresentation::Relative: return read(*index.relative, 0, Scalar::Int);
    case IndexRepresentation::Immediate32PlusRelative:
    case IndexRepresentation::Immediate64PlusRelative: {
      const dxil::Value* relative = read(*index.relative, 0, Scalar::Int);
      if (index.immediate == 0) return relative;
      return ir_.binary(block(), dxil::Opcode::Add, relative, immediate);
    }
  }
  fail(Status::MalformedInput, "an operand index of an unknown representation");
}

const dxil::Value* Lifter::temp_word(const dxil::Value* array, const dxil::Value* index) {
  const dxil::Value* indices[] = {i32(0), index};
  return ir_.gep(block(), array, indices);
}

const dxil::Value* Lifter::read(const Operand& operand, uint32_t component, Scalar scalar) {
  const uint32_t source = source_component(operand, component);
  const dxil::Value* value = nullptr;
  const auto register_index = [&](size_t position) { return constant_register(operand, position); };
  switch (operand.type) {
    case OperandType::Immediate32: {
      const uint32_t bits = operand.immediate[operand.component_count == 1 ? 0 : source];
      value = scalar == Scalar::Float ? ir_.floating(ir_.float_type(), bits)
                                      : ir_.i32_constant(static_cast<int32_t>(bits));
      break;
    }
    case OperandType::Temp: {
      const uint32_t index = register_index(0) * 4 + source;
      value = call(DxOp::TempRegLoad, "dx.op.tempRegLoad" + scalar_suffix(scalar), type_of(scalar), {i32(index)});
      break;
    }
    case OperandType::Input:
    case OperandType::InputControlPoint: {
      // Per-vertex inputs (geometry shaders, a hull shader's control points, vicp) are
      // indexed by vertex, then register.
      const bool per_vertex = operand.indices.size() == 2;
      const auto [element, row] = element_row(SignatureKind::Input, operand, per_vertex ? 1 : 0, source);
      const dxil::Value* vertex = per_vertex ? index_value(operand.indices[0]) : ir_.undef(ir_.i32());
      value = call(DxOp::LoadInput, "dx.op.loadInput" + scalar_suffix(element->scalar), type_of(element->scalar),
                   {i32(element->id), row, ir_.i8_constant(source - element->start_column), vertex});
      value = bitcast_to(value, scalar);
      break;
    }
    case OperandType::OutputControlPoint: {
      const auto [element, row] = element_row(SignatureKind::Output, operand, 1, source);
      value = call(DxOp::LoadOutputControlPoint, "dx.op.loadOutputControlPoint" + scalar_suffix(element->scalar),
                   type_of(element->scalar),
                   {i32(element->id), row, ir_.i8_constant(source - element->start_column), index_value(operand.indices[0])});
      value = bitcast_to(value, scalar);
      break;
    }
    case OperandType::InputPatchConstant: {
      const auto [element, row] = element_row(SignatureKind::PatchConstant, operand, 0, source);
      value = call(DxOp::LoadPatchConstant, "dx.op.loadPatchConstant" + scalar_suffix(element->scalar),
                   type_of(element->scalar), {i32(element->id), row, ir_.i8_constant(source - element->start_column)});
      value = bitcast_to(value, scalar);
      break;
    }
    case OperandType::ConstantBuffer: {
      const Resource& buffer = resource(dxil::ResourceClass::ConstantBuffer, operand);
      const size_t row_position = program_.major == 5 && program_.minor == 1 ? 2 : 1;
      if (operand.indices.size() <= row_position) fail(Status::MalformedInput, "a constant buffer operand lacks its row");
      const OperandIndex& row_index = operand.indices[row_position];
      const dxil::Value* row = index_value(row_index);
      uint32_t& bytes_read = constant_bytes_read_[static_cast<size_t>(&buffer - resources.data())];
      bytes_read = row_index.representation == IndexRepresentation::Immediate32
                       ? std::max<uint32_t>(bytes_read, static_cast<uint32_t>(std::min<uint64_t>(
                                                            row_index.immediate * 16 + (source + 1) * 4, UINT32_MAX)))
                       : UINT32_MAX;  // a dynamic row may read any of it
      const dxil::Type* element = type_of(scalar);
      const dxil::Type* result = ir_.named_struct(
          scalar == Scalar::Float ? "dx.types.CBufRet.f32" : "dx.types.CBufRet.i32", {element, element, element, element});
      const dxil::Value* loaded = call(DxOp::CBufferLoadLegacy, "dx.op.cbufferLoadLegacy" + scalar_suffix(scalar), result,
                                       {handle(buffer, operand), row});
      value = ir_.extract_value(block(), loaded, source);
      break;
    }
    case OperandType::ImmediateConstantBuffer: {
      if (immediate_constants == nullptr) fail(Status::MalformedInput, "icb is read but the shader declares no immediate constant buffer");
      if (operand.indices.empty()) fail(Status::MalformedInput, "an icb operand lacks its index");
      const dxil::Value* row = index_value(operand.indices[0]);
      const dxil::Value* word = ir_.binary(block(), dxil::Opcode::Add,
                                           ir_.binary(block(), dxil::Opcode::Mul, row, i32(4)), i32(source));
      value = bitcast_to(ir_.load(block(), temp_word(immediate_constants, word)), scalar);
      break;
    }
    case OperandType::IndexableTemp: {
      const uint32_t array_number = register_index(0);
      const auto found = indexable_temps.find(array_number);
      if (found == indexable_temps.end()) fail(Status::MalformedInput, "x" + std::to_string(array_number) + " is not declared");
      if (operand.indices.size() < 2) fail(Status::MalformedInput, "an indexable temp operand lacks its element index");
      const dxil::Value* element = index_value(operand.indices[1]);
      const dxil::Value* word = ir_.binary(
          block(), dxil::Opcode::Add,
          ir_.binary(block(), dxil::Opcode::Mul, element, i32(found->second.components)), i32(source));
      value = bitcast_to(ir_.load(block(), temp_word(found->second.words, word)), scalar);
      break;
    }
    default: value = bitcast_to(system_value(operand, source), scalar); break;
  }
  if (operand.modifier == OperandModifier::None) return value;
  if (scalar == Scalar::Float) {
    if (operand.modifier == OperandModifier::Abs || operand.modifier == OperandModifier::AbsNeg)
      value = call(DxOp::FAbs, "dx.op.unary.f32", ir_.float_type(), {value});
    if (operand.modifier == OperandModifier::Neg || operand.modifier == OperandModifier::AbsNeg)
      value = ir_.binary(block(), dxil::Opcode::FSub, ir_.floating(ir_.float_type(), 0x80000000u), value);
    return value;
  }
  if (operand.modifier == OperandModifier::Abs || operand.modifier == OperandModifier::AbsNeg) {
    const dxil::Value* negated = ir_.binary(block(), dxil::Opcode::Sub, i32(0), value);
    value = call(DxOp::IMax, "dx.op.binary.i32", ir_.i32(), {value, negated});
  }
  if (operand.modifier == OperandModifier::Neg || operand.modifier == OperandModifier::AbsNeg)
    value = ir_.binary(block(), dxil::Opcode::Sub, i32(0), value);
  return value;
}

const dxil::Value* Lifter::read_double(const Operand& operand, uint32_t pair) {
  const dxil::Type* double_type = ir_.double_type();
  const dxil::Value* value = nullptr;
  if (operand.type == OperandType::Immediate64) {
    const uint32_t first = operand.component_count == 1 ? 0 : pair * 2;
    value = ir_.floating(double_type, uint64_t{operand.immediate[first]} | uint64_t{operand.immediate[first + 1]} << 32);
  } else {
    Operand plain = operand;
    plain.modifier = OperandModifier::None;
    const dxil::Value* low = read(plain, pair * 2, Scalar::Int);
    const dxil::Value* high = read(plain, pair * 2 + 1, Scalar::Int);
    value = call(DxOp::MakeDouble, "dx.op.makeDouble.f64", double_type, {low, high});
  }
  if (operand.modifier == OperandModifier::Abs || operand.modifier == OperandModifier::AbsNeg)
    value = call(DxOp::FAbs, "dx.op.unary.f64", double_type, {value});
  if (operand.modifier == OperandModifier::Neg || operand.modifier == OperandModifier::AbsNeg)
    value = ir_.binary(block(), dxil::Opcode::FSub, ir_.floating(double_type, uint64_t{1} << 63), value);
  return value;
}

std::vector<uint32_t> Lifter::written_components(const Operand& destination) const {
  if (destination.component_count == 1) return {0};
  std::vector<uint32_t> components;
  for (uint32_t component = 0; component < 4; ++component)
    if ((destination.mask >> component) & 1) components.push_back(component);
  return components;
}

void Lifter::write(const Operand& destination, uint32_t component, const dxil::Value* value, bool saturate) {
  if (saturate && value->type->kind == dxil::TypeKind::Float)
    value = call(DxOp::Saturate, "dx.op.unary.f32", ir_.float_type(), {value});
  const Scalar scalar = value->type->kind == dxil::TypeKind::Float ? Scalar::Float : Scalar::Int;
  const auto register_index = [&](size_t position) { return constant_register(destination, position); };
  switch (destination.type) {
    case OperandType::Null: return;
    case OperandType::Temp: {
      const uint32_t index = register_index(0) * 4 + component;
      call(DxOp::TempRegStore, "dx.op.tempRegStore" + scalar_suffix(scalar), ir_.void_type(), {i32(index), value});
      return;
    }
    case OperandType::IndexableTemp: {
      const uint32_t array_number = register_index(0);
      const auto found = indexable_temps.find(array_number);
      if (found == indexable_temps.end()) fail(Status::MalformedInput, "x" + std::to_string(array_number) + " is not declared");
      if (destination.indices.size() < 2) fail(Status::MalformedInput, "an indexable temp destination lacks its element index");
      const dxil::Value* element = index_value(destination.indices[1]);
      const dxil::Value* word = ir_.binary(
          block(), dxil::Opcode::Add,
          ir_.binary(block(), dxil::Opcode::Mul, element, i32(found->second.components)), i32(component));
      ir_.store(block(), bitcast_to(value, Scalar::Int), temp_word(found->second.words, word));
      return;
    }
    case OperandType::Output: {
      if (output_shadow_ != nullptr) {
        // A geometry shader's outputs wait in words until an emit sends its stream's.
        const dxil::Value* word = ir_.binary(block(), dxil::Opcode::Add,
                                             ir_.binary(block(), dxil::Opcode::Mul, index_value(destination.indices.at(0)), i32(4)),
                                             i32(component));
        ir_.store(block(), bitcast_to(value, Scalar::Int), temp_word(output_shadow_, word));
        return;
      }
      const bool patch_constant = phase_ == Phase::Fork || phase_ == Phase::Join;
      const auto [element, row] = element_row(patch_constant ? SignatureKind::PatchConstant : SignatureKind::Output,
                                              destination, 0, component);
      const dxil::Value* stored = bitcast_to(value, element->scalar);
      const dxil::Value* column = ir_.i8_constant(component - element->start_column);
      if (patch_constant)
        call(DxOp::StorePatchConstant, "dx.op.storePatchConstant" + scalar_suffix(element->scalar), ir_.void_type(),
             {i32(element->id), row, column, stored});
      else
        call(DxOp::StoreOutput, "dx.op.storeOutput" + scalar_suffix(element->scalar), ir_.void_type(),
             {i32(element->id), row, column, stored});
      return;
    }
    case OperandType::OutputDepth:
    case OperandType::OutputDepthGreaterEqual:
    case OperandType::OutputDepthLessEqual:
    case OperandType::OutputCoverageMask:
    case OperandType::OutputStencilRef: {
      const Element& element = system_output(destination.type);
      call(DxOp::StoreOutput, "dx.op.storeOutput" + scalar_suffix(element.scalar), ir_.void_type(),
           {i32(element.id), i32(0), ir_.i8_constant(0), bitcast_to(value, element.scalar)});
      return;
    }
    default:
      fail(Status::Unsupported, "a destination of operand type " + std::to_string(static_cast<uint32_t>(destination.type)));
  }
}

const Element& Lifter::element_at(SignatureKind kind, uint32_t register_index, uint32_t component) const {
  for (const Element& element : elements(kind))
    if (register_index >= element.register_index && register_index < element.register_index + element.rows &&
        component >= element.start_column && component < element.start_column + element.columns)
      return element;
  static constexpr const char* kWhat[] = {"input", "output", "patch constant"};
  fail(Status::MalformedInput, std::string("register ") + std::to_string(register_index) + "." + "xyzw"[component & 3] +
                                   " is used but no " + kWhat[static_cast<int>(kind)] + " signature element holds it");
}

std::pair<const Element*, const dxil::Value*> Lifter::element_row(SignatureKind kind, const Operand& operand,
                                                                  size_t position, uint32_t component) {
  if (operand.indices.size() <= position) fail(Status::MalformedInput, "an operand lacks its register index");
  const OperandIndex& index = operand.indices[position];
  // A relative index's immediate part is the register its range starts at.
  const Element& element = element_at(kind, static_cast<uint32_t>(index.immediate), component);
  if (index.representation == IndexRepresentation::Immediate32)
    return {&element, i32(static_cast<int64_t>(index.immediate) - element.register_index)};
  const dxil::Value* row = index_value(index);
  if (element.register_index != 0) row = ir_.binary(block(), dxil::Opcode::Sub, row, i32(element.register_index));
  return {&element, row};
}

const Element& Lifter::system_output(OperandType type) const {
  dxil::SemanticKind wanted = dxil::SemanticKind::Depth;
  switch (type) {
    case OperandType::OutputDepthGreaterEqual: wanted = dxil::SemanticKind::DepthGreaterEqual; break;
    case OperandType::OutputDepthLessEqual: wanted = dxil::SemanticKind::DepthLessEqual; break;
    case OperandType::OutputCoverageMask: wanted = dxil::SemanticKind::Coverage; break;
    case OperandType::OutputStencilRef: wanted = dxil::SemanticKind::StencilRef; break;
    default: break;
  }
  for (const Element& element : outputs)
    if (element.semantic == wanted) return element;
  fail(Status::MalformedInput, "the shader writes " + std::string(dxil::semantic_kind_name(wanted)) +
                                   " but its output signature has no such element");
}

const dxil::Value* Lifter::system_value(const Operand& operand, uint32_t component) {
  const dxil::Type* i32_type = ir_.i32();
  switch (operand.type) {
    case OperandType::InputThreadId: return call(DxOp::ThreadId, "dx.op.threadId.i32", i32_type, {i32(component)});
    case OperandType::InputThreadGroupId: return call(DxOp::GroupId, "dx.op.groupId.i32", i32_type, {i32(component)});
    case OperandType::InputThreadIdInGroup:
      return call(DxOp::ThreadIdInGroup, "dx.op.threadIdInGroup.i32", i32_type, {i32(component)});
    case OperandType::InputThreadIdInGroupFlattened:
      return call(DxOp::FlattenedThreadIdInGroup, "dx.op.flattenedThreadIdInGroup.i32", i32_type, {});
    case OperandType::InputPrimitiveId: return call(DxOp::PrimitiveID, "dx.op.primitiveID.i32", i32_type, {});
    case OperandType::InputGsInstanceId: return call(DxOp::GSInstanceID, "dx.op.gsInstanceID.i32", i32_type, {});
    case OperandType::InputCoverageMask: return call(DxOp::Coverage, "dx.op.coverage.i32", i32_type, {});
    case OperandType::InnerCoverage: return call(DxOp::InnerCoverage, "dx.op.innerCoverage.i32", i32_type, {});
    case OperandType::OutputControlPointId:
      return call(DxOp::OutputControlPointID, "dx.op.outputControlPointID.i32", i32_type, {});
    case OperandType::InputDomainPoint:
      return call(DxOp::DomainLocation, "dx.op.domainLocation.f32", ir_.float_type(), {ir_.i8_constant(component)});
    case OperandType::InputForkInstanceId:
    case OperandType::InputJoinInstanceId: return instance_id();
    default:
      fail(Status::Unsupported, "reading an operand of type " + std::to_string(static_cast<uint32_t>(operand.type)));
  }
}

const dxil::Value* Lifter::condition(const Instruction& instruction, const Operand& operand) {
  const dxil::Value* word = read(operand, 0, Scalar::Int);
  return ir_.compare(block(), instruction.test_nonzero() ? dxil::Predicate::IcmpNe : dxil::Predicate::IcmpEq, word,
                     i32(0));
}

}  // namespace untangle::dxbc::lifting
