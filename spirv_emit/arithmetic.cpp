// Lowering of LLVM arithmetic: binary operators, comparisons, casts, select, and vector and
// aggregate element operations. i1 is SPIR-V bool, so its arithmetic becomes logic.
#include <cstring>

#include "spirv_emit/emitter.h"
#include "spirv_emit/names.h"

namespace untangle::spirv_emit {

namespace {

struct BinaryOpcodes {
  dxil::Opcode opcode;
  spv::Op integer;
  spv::Op floating_point;
  spv::Op boolean;  // OpNop where i1 operands make no sense
};

constexpr BinaryOpcodes kBinaryOpcodes[] = {
    {dxil::Opcode::Add, spv::Op::OpIAdd, spv::Op::OpNop, spv::Op::OpLogicalNotEqual},
    {dxil::Opcode::FAdd, spv::Op::OpNop, spv::Op::OpFAdd, spv::Op::OpNop},
    {dxil::Opcode::Sub, spv::Op::OpISub, spv::Op::OpNop, spv::Op::OpLogicalNotEqual},
    {dxil::Opcode::FSub, spv::Op::OpNop, spv::Op::OpFSub, spv::Op::OpNop},
    {dxil::Opcode::Mul, spv::Op::OpIMul, spv::Op::OpNop, spv::Op::OpLogicalAnd},
    {dxil::Opcode::FMul, spv::Op::OpNop, spv::Op::OpFMul, spv::Op::OpNop},
    {dxil::Opcode::UDiv, spv::Op::OpUDiv, spv::Op::OpNop, spv::Op::OpNop},
    {dxil::Opcode::SDiv, spv::Op::OpSDiv, spv::Op::OpNop, spv::Op::OpNop},
    {dxil::Opcode::FDiv, spv::Op::OpNop, spv::Op::OpFDiv, spv::Op::OpNop},
    {dxil::Opcode::URem, spv::Op::OpUMod, spv::Op::OpNop, spv::Op::OpNop},
    // LLVM's srem and frem take the sign of the dividend, as OpSRem and OpFRem do.
    {dxil::Opcode::SRem, spv::Op::OpSRem, spv::Op::OpNop, spv::Op::OpNop},
    {dxil::Opcode::FRem, spv::Op::OpNop, spv::Op::OpFRem, spv::Op::OpNop},
    {dxil::Opcode::Shl, spv::Op::OpShiftLeftLogical, spv::Op::OpNop, spv::Op::OpNop},
    {dxil::Opcode::LShr, spv::Op::OpShiftRightLogical, spv::Op::OpNop, spv::Op::OpNop},
    {dxil::Opcode::AShr, spv::Op::OpShiftRightArithmetic, spv::Op::OpNop, spv::Op::OpNop},
    {dxil::Opcode::And, spv::Op::OpBitwiseAnd, spv::Op::OpNop, spv::Op::OpLogicalAnd},
    {dxil::Opcode::Or, spv::Op::OpBitwiseOr, spv::Op::OpNop, spv::Op::OpLogicalOr},
    {dxil::Opcode::Xor, spv::Op::OpBitwiseXor, spv::Op::OpNop, spv::Op::OpLogicalNotEqual},
};

struct ComparePredicate {
  dxil::Predicate predicate;
  spv::Op opcode;
};

constexpr ComparePredicate kComparePredicates[] = {
    {dxil::Predicate::FcmpOeq, spv::Op::OpFOrdEqual},
    {dxil::Predicate::FcmpOgt, spv::Op::OpFOrdGreaterThan},
    {dxil::Predicate::FcmpOge, spv::Op::OpFOrdGreaterThanEqual},
    {dxil::Predicate::FcmpOlt, spv::Op::OpFOrdLessThan},
    {dxil::Predicate::FcmpOle, spv::Op::OpFOrdLessThanEqual},
    {dxil::Predicate::FcmpOne, spv::Op::OpFOrdNotEqual},
    {dxil::Predicate::FcmpUeq, spv::Op::OpFUnordEqual},
    {dxil::Predicate::FcmpUgt, spv::Op::OpFUnordGreaterThan},
    {dxil::Predicate::FcmpUge, spv::Op::OpFUnordGreaterThanEqual},
    {dxil::Predicate::FcmpUlt, spv::Op::OpFUnordLessThan},
    {dxil::Predicate::FcmpUle, spv::Op::OpFUnordLessThanEqual},
    {dxil::Predicate::FcmpUne, spv::Op::OpFUnordNotEqual},
    {dxil::Predicate::IcmpEq, spv::Op::OpIEqual},
    {dxil::Predicate::IcmpNe, spv::Op::OpINotEqual},
    {dxil::Predicate::IcmpUgt, spv::Op::OpUGreaterThan},
    {dxil::Predicate::IcmpUge, spv::Op::OpUGreaterThanEqual},
    {dxil::Predicate::IcmpUlt, spv::Op::OpULessThan},
    {dxil::Predicate::IcmpUle, spv::Op::OpULessThanEqual},
    {dxil::Predicate::IcmpSgt, spv::Op::OpSGreaterThan},
    {dxil::Predicate::IcmpSge, spv::Op::OpSGreaterThanEqual},
    {dxil::Predicate::IcmpSlt, spv::Op::OpSLessThan},
    {dxil::Predicate::IcmpSle, spv::Op::OpSLessThanEqual},
};

bool is_signed_predicate(dxil::Predicate predicate) {
  return predicate >= dxil::Predicate::IcmpSgt && predicate <= dxil::Predicate::IcmpSle;
}

}  // namespace

Id Emitter::emit_binary(dxil::Opcode opcode, Id result_type, Id left, Id right) {
  const TypeInfo& info = builder_.type_info(result_type);
  const spv::Op scalar_kind =
      info.opcode == spv::Op::OpTypeVector ? builder_.type_info(info.element).opcode : info.opcode;
  for (const BinaryOpcodes& entry : kBinaryOpcodes) {
    if (entry.opcode != opcode) continue;
    spv::Op chosen = spv::Op::OpNop;
    if (scalar_kind == spv::Op::OpTypeInt) chosen = entry.integer;
    if (scalar_kind == spv::Op::OpTypeFloat) chosen = entry.floating_point;
    if (scalar_kind == spv::Op::OpTypeBool) chosen = entry.boolean;
    if (chosen == spv::Op::OpNop) fail(std::string("'") + std::string(dxil::opcode_name(opcode)) + "' on operands of this type");
    return builder_.emit(chosen, result_type, {left, right});
  }
  fail(std::string("'") + std::string(dxil::opcode_name(opcode)) + "' is not a binary operator");
}

void Emitter::lower_binary_operator(const dxil::Instruction& instruction) {
  define(instruction, emit_binary(instruction.opcode, type(instruction.type), value(instruction.operands.at(0)),
                                  value(instruction.operands.at(1))));
}

void Emitter::lower_compare(const dxil::Instruction& instruction) {
  const dxil::Predicate predicate = instruction.predicate;
  const Id result_type = type(instruction.type);
  Id left = value(instruction.operands.at(0));
  Id right = value(instruction.operands.at(1));
  if (predicate == dxil::Predicate::FcmpFalse || predicate == dxil::Predicate::FcmpTrue)
    return define(instruction, builder_.constant_bool(predicate == dxil::Predicate::FcmpTrue));
  if (predicate == dxil::Predicate::FcmpOrd || predicate == dxil::Predicate::FcmpUno) {
    // OpOrdered and OpUnordered need the Kernel capability; spell them with OpIsNan.
    const Id left_nan = builder_.emit(spv::Op::OpIsNan, result_type, {left});
    const Id right_nan = builder_.emit(spv::Op::OpIsNan, result_type, {right});
    const Id any_nan = builder_.emit(spv::Op::OpLogicalOr, result_type, {left_nan, right_nan});
    return define(instruction, predicate == dxil::Predicate::FcmpUno
                                   ? any_nan
                                   : builder_.emit(spv::Op::OpLogicalNot, result_type, {any_nan}));
  }
  const Id operand_type = builder_.type_of(left);
  if (builder_.type_info(operand_type).opcode == spv::Op::OpTypeBool) {
    if (predicate == dxil::Predicate::IcmpEq)
      return define(instruction, builder_.emit(spv::Op::OpLogicalEqual, result_type, {left, right}));
    if (predicate == dxil::Predicate::IcmpNe)
      return define(instruction, builder_.emit(spv::Op::OpLogicalNotEqual, result_type, {left, right}));
    // Ordering of i1 values: compare them as integers (true is 1 unsigned, -1 signed).
    const Id integer = uint_type(32);
    const uint64_t true_value = is_signed_predicate(predicate) ? 0xFFFFFFFFu : 1u;
    left = select_constant(left, integer, true_value, 0);
    right = select_constant(right, integer, true_value, 0);
  }
  for (const ComparePredicate& entry : kComparePredicates)
    if (entry.predicate == predicate) return define(instruction, builder_.emit(entry.opcode, result_type, {left, right}));
  fail("unknown comparison predicate " + std::to_string(static_cast<unsigned>(predicate)));
}

Id Emitter::emit_cast(dxil::Opcode opcode, Id to_type, Id value) {
  using dxil::Opcode;
  const Id from_type = builder_.type_of(value);
  const bool from_bool = builder_.type_info(from_type).opcode == spv::Op::OpTypeBool;
  const bool to_bool = builder_.type_info(to_type).opcode == spv::Op::OpTypeBool;
  auto to_bool_nonzero = [&](Id integer) {
    return builder_.emit(spv::Op::OpINotEqual, to_type, {integer, builder_.constant_scalar(builder_.type_of(integer), 0)});
  };
  switch (opcode) {
    case Opcode::Trunc:
      if (to_bool)
        return to_bool_nonzero(builder_.emit(spv::Op::OpBitwiseAnd, from_type, {value, builder_.constant_scalar(from_type, 1)}));
      return builder_.emit(spv::Op::OpUConvert, to_type, {value});
    case Opcode::ZExt:
      if (from_bool) return select_constant(value, to_type, 1, 0);
      return builder_.emit(spv::Op::OpUConvert, to_type, {value});
    case Opcode::SExt:
      if (from_bool) return select_constant(value, to_type, ~uint64_t{0}, 0);
      return builder_.emit(spv::Op::OpSConvert, to_type, {value});
    case Opcode::FPToUI:
    case Opcode::FPToSI: {
      const spv::Op convert = opcode == Opcode::FPToUI ? spv::Op::OpConvertFToU : spv::Op::OpConvertFToS;
      if (to_bool) return to_bool_nonzero(builder_.emit(convert, uint_type(32), {value}));
      return builder_.emit(convert, to_type, {value});
    }
    case Opcode::UIToFP:
    case Opcode::SIToFP: {
      if (from_bool) {
        const uint32_t width = builder_.type_info(to_type).width;
        const double one = opcode == Opcode::UIToFP ? 1.0 : -1.0;
        uint64_t bits = 0;
        if (width == 16) bits = opcode == Opcode::UIToFP ? 0x3C00 : 0xBC00;
        if (width == 32) {
          const float single = static_cast<float>(one);
          uint32_t single_bits;
          std::memcpy(&single_bits, &single, sizeof single_bits);
          bits = single_bits;
        }
        if (width == 64) std::memcpy(&bits, &one, sizeof bits);
        return select_constant(value, to_type, bits, 0);
      }
      return builder_.emit(opcode == Opcode::UIToFP ? spv::Op::OpConvertUToF : spv::Op::OpConvertSToF, to_type, {value});
    }
    case Opcode::FPTrunc:
    case Opcode::FPExt:
      return builder_.emit(spv::Op::OpFConvert, to_type, {value});
    case Opcode::BitCast:
      return bitcast(to_type, value);
    default:
      fail(std::string("cast '") + std::string(dxil::opcode_name(opcode)) + "' is not supported");
  }
}

void Emitter::lower_cast(const dxil::Instruction& instruction) {
  // Logical SPIR-V has no pointer-sized integers; pointer casts between pointee types are
  // resolved where the pointer is used (see pointer()).
  if (instruction.opcode == dxil::Opcode::PtrToInt || instruction.opcode == dxil::Opcode::IntToPtr)
    fail(std::string("cast '") + std::string(dxil::opcode_name(instruction.opcode)) + "' between pointers and integers is not supported");
  if (instruction.type->kind == dxil::TypeKind::Pointer) return;
  define(instruction, emit_cast(instruction.opcode, type(instruction.type), value(instruction.operands.at(0))));
}

void Emitter::lower_select(const dxil::Instruction& instruction) {
  const dxil::Type* result_type = instruction.type;
  if (result_type->kind == dxil::TypeKind::Pointer) fail("select between pointers is not supported");
  if (result_type->kind == dxil::TypeKind::Struct) {
    if (result_type->name == "dx.types.Handle") fail("select between resource handles is not supported");
    const Id condition = value(instruction.operands.at(0));
    const std::vector<Id> if_true = aggregate(instruction.operands.at(1));
    const std::vector<Id> if_false = aggregate(instruction.operands.at(2));
    std::vector<Id> members;
    for (size_t i = 0; i < if_true.size(); ++i)
      members.push_back(builder_.emit(spv::Op::OpSelect, type(result_type->members[i]),
                                      {condition, if_true[i], if_false[i]}));
    return define_aggregate(instruction, std::move(members));
  }
  define(instruction, builder_.emit(spv::Op::OpSelect, type(result_type),
                                    {value(instruction.operands.at(0)), value(instruction.operands.at(1)),
                                     value(instruction.operands.at(2))}));
}

void Emitter::lower_vector_operation(const dxil::Instruction& instruction) {
  const Id result_type = type(instruction.type);
  switch (instruction.opcode) {
    case dxil::Opcode::ExtractElement: {
      const Id vector = value(instruction.operands.at(0));
      const dxil::Value* index = instruction.operands.at(1);
      if (index->kind == dxil::ValueKind::Constant)
        return define(instruction, builder_.emit(spv::Op::OpCompositeExtract, result_type,
                                                 {vector, static_cast<uint32_t>(constant_integer(index, "index"))}));
      return define(instruction, builder_.emit(spv::Op::OpVectorExtractDynamic, result_type, {vector, value(index)}));
    }
    case dxil::Opcode::InsertElement: {
      const Id vector = value(instruction.operands.at(0));
      const Id element = value(instruction.operands.at(1));
      const dxil::Value* index = instruction.operands.at(2);
      if (index->kind == dxil::ValueKind::Constant)
        return define(instruction,
                      builder_.emit(spv::Op::OpCompositeInsert, result_type,
                                    {element, vector, static_cast<uint32_t>(constant_integer(index, "index"))}));
      return define(instruction,
                    builder_.emit(spv::Op::OpVectorInsertDynamic, result_type, {vector, element, value(index)}));
    }
    case dxil::Opcode::ShuffleVector: {
      std::vector<uint32_t> operands{value(instruction.operands.at(0)), value(instruction.operands.at(1))};
      for (int32_t lane : instruction.shuffle_mask)
        operands.push_back(lane < 0 ? 0xFFFFFFFFu : static_cast<uint32_t>(lane));
      return define(instruction, builder_.emit(spv::Op::OpVectorShuffle, result_type, operands));
    }
    default:
      fail("not a vector operation");
  }
}

void Emitter::lower_aggregate_operation(const dxil::Instruction& instruction) {
  const dxil::Value* source = instruction.operands.at(0);
  if (instruction.indices.empty()) fail("aggregate operation without indices");
  const bool member_list = source->type->kind == dxil::TypeKind::Struct && instruction.indices.size() == 1;
  if (instruction.opcode == dxil::Opcode::ExtractValue) {
    if (member_list) {
      const std::vector<Id> members = aggregate(source);
      if (instruction.indices[0] >= members.size()) fail("extractvalue index out of range");
      return define(instruction, members[instruction.indices[0]]);
    }
    std::vector<uint32_t> operands{value(source)};
    operands.insert(operands.end(), instruction.indices.begin(), instruction.indices.end());
    return define(instruction, builder_.emit(spv::Op::OpCompositeExtract, type(instruction.type), operands));
  }
  if (member_list) {
    std::vector<Id> members = aggregate(source);
    if (instruction.indices[0] >= members.size()) fail("insertvalue index out of range");
    members[instruction.indices[0]] = value(instruction.operands.at(1));
    return define_aggregate(instruction, std::move(members));
  }
  std::vector<uint32_t> operands{value(instruction.operands.at(1)), value(source)};
  operands.insert(operands.end(), instruction.indices.begin(), instruction.indices.end());
  define(instruction, builder_.emit(spv::Op::OpCompositeInsert, type(instruction.type), operands));
}

}  // namespace untangle::spirv_emit
