// Lowering of LLVM arithmetic: binary operators, comparisons, casts, select, and vector and
// aggregate element operations. i1 is SPIR-V bool, so its arithmetic becomes logic.
#include <cstring>
#include <optional>

#include "spirv_emit/instructions.h"
#include "spirv_emit/long_vectors.h"

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

Id emit_binary(Builder& builder, dxil::Opcode opcode, Id result_type, Id left, Id right) {
  const TypeInfo& info = builder.type_info(result_type);
  if (info.opcode == spv::Op::OpTypeArray)  // a long vector
    return per_element(builder, result_type, std::initializer_list<Id>{left, right},
                       [&](Id element_type, std::span<const Id> elements) {
                         return emit_binary(builder, opcode, element_type, elements[0], elements[1]);
                       });
  const spv::Op scalar_kind =
      info.opcode == spv::Op::OpTypeVector ? builder.type_info(info.element).opcode : info.opcode;
  for (const BinaryOpcodes& entry : kBinaryOpcodes) {
    if (entry.opcode != opcode) continue;
    spv::Op chosen = spv::Op::OpNop;
    if (scalar_kind == spv::Op::OpTypeInt) chosen = entry.integer;
    if (scalar_kind == spv::Op::OpTypeFloat) chosen = entry.floating_point;
    if (scalar_kind == spv::Op::OpTypeBool) chosen = entry.boolean;
    if (chosen == spv::Op::OpNop)
      unsupported(std::string("'") + std::string(dxil::opcode_name(opcode)) + "' on operands of this type");
    return builder.emit(chosen, result_type, {left, right});
  }
  unsupported(std::string("'") + std::string(dxil::opcode_name(opcode)) + "' is not a binary operator");
}

void lower_binary_operator(Lowering& lowering, const dxil::Instruction& instruction) {
  lowering.values.define(instruction,
                         emit_binary(lowering.builder, instruction.opcode, lowering.types.lower(instruction.type),
                                     lowering.values.value(instruction.operands.at(0)),
                                     lowering.values.value(instruction.operands.at(1))));
}

namespace {

// Of scalars or vectors (a long vector's elements are compared one by one: lower_compare).
Id emit_compare(Builder& builder, dxil::Predicate predicate, Id result_type, Id left, Id right) {
  if (predicate == dxil::Predicate::FcmpFalse || predicate == dxil::Predicate::FcmpTrue)
    return builder.constant_bool(predicate == dxil::Predicate::FcmpTrue);
  if (predicate == dxil::Predicate::FcmpOrd || predicate == dxil::Predicate::FcmpUno) {
    // OpOrdered and OpUnordered need the Kernel capability; spell them with OpIsNan.
    const Id left_nan = builder.emit(spv::Op::OpIsNan, result_type, {left});
    const Id right_nan = builder.emit(spv::Op::OpIsNan, result_type, {right});
    const Id any_nan = builder.emit(spv::Op::OpLogicalOr, result_type, {left_nan, right_nan});
    return predicate == dxil::Predicate::FcmpUno ? any_nan : builder.emit(spv::Op::OpLogicalNot, result_type, {any_nan});
  }
  const Id operand_type = builder.type_of(left);
  if (builder.type_info(operand_type).opcode == spv::Op::OpTypeBool) {
    if (predicate == dxil::Predicate::IcmpEq) return builder.emit(spv::Op::OpLogicalEqual, result_type, {left, right});
    if (predicate == dxil::Predicate::IcmpNe) return builder.emit(spv::Op::OpLogicalNotEqual, result_type, {left, right});
    // Ordering of i1 values: compare them as integers (true is 1 unsigned, -1 signed).
    const Id integer = builder.type_int(32);
    const uint64_t true_value = is_signed_predicate(predicate) ? 0xFFFFFFFFu : 1u;
    left = builder.select_constant(left, integer, true_value, 0);
    right = builder.select_constant(right, integer, true_value, 0);
  }
  for (const ComparePredicate& entry : kComparePredicates)
    if (entry.predicate == predicate) return builder.emit(entry.opcode, result_type, {left, right});
  unsupported("unknown comparison predicate " + std::to_string(static_cast<unsigned>(predicate)));
}

}  // namespace

void lower_compare(Lowering& lowering, const dxil::Instruction& instruction) {
  // In this order, so that types and constants are declared in it (deterministic output).
  const Id result_type = lowering.types.lower(instruction.type);
  const Id left = lowering.values.value(instruction.operands.at(0));
  const Id right = lowering.values.value(instruction.operands.at(1));
  Builder& builder = lowering.builder;
  if (is_long_vector(instruction.type))
    return lowering.values.define(
        instruction, per_element(builder, result_type, std::initializer_list<Id>{left, right},
                                 [&](Id element_type, std::span<const Id> elements) {
                                   return emit_compare(builder, instruction.predicate, element_type, elements[0],
                                                       elements[1]);
                                 }));
  lowering.values.define(instruction, emit_compare(builder, instruction.predicate, result_type, left, right));
}

Id emit_cast(Builder& builder, dxil::Opcode opcode, Id to_type, Id value) {
  using dxil::Opcode;
  const Id from_type = builder.type_of(value);
  const TypeInfo& from = builder.type_info(from_type);
  const TypeInfo& to = builder.type_info(to_type);
  if (from.opcode == spv::Op::OpTypeArray || to.opcode == spv::Op::OpTypeArray) {  // long vectors
    // OpBitcast takes no arrays: a bitcast between long vectors of one length is one per element.
    if (to.opcode != from.opcode || to.count != from.count)
      unsupported(std::string("cast '") + std::string(dxil::opcode_name(opcode)) +
                  "' between a long vector and a type of another length");
    return per_element(builder, to_type, std::initializer_list<Id>{value},
                       [&](Id element_type, std::span<const Id> elements) {
                         return emit_cast(builder, opcode, element_type, elements[0]);
                       });
  }
  // Short vectors convert componentwise: a vector of bool is a bool here too.
  const TypeInfo& from_scalar = from.opcode == spv::Op::OpTypeVector ? builder.type_info(from.element) : from;
  const TypeInfo& to_scalar = to.opcode == spv::Op::OpTypeVector ? builder.type_info(to.element) : to;
  const bool from_bool = from_scalar.opcode == spv::Op::OpTypeBool;
  const bool to_bool = to_scalar.opcode == spv::Op::OpTypeBool;
  auto to_bool_nonzero = [&](Id integer) {
    return builder.emit(spv::Op::OpINotEqual, to_type, {integer, builder.constant_splat(builder.type_of(integer), 0)});
  };
  // Minimum-precision values lowered to 32 bits (TypeTable): their conversions to and from
  // 32 bits are none.
  if (from_type == to_type && (opcode == Opcode::Trunc || opcode == Opcode::ZExt || opcode == Opcode::SExt ||
                               opcode == Opcode::FPTrunc || opcode == Opcode::FPExt))
    return value;
  switch (opcode) {
    case Opcode::Trunc:
      if (to_bool)
        return to_bool_nonzero(
            builder.emit(spv::Op::OpBitwiseAnd, from_type, {value, builder.constant_splat(from_type, 1)}));
      return builder.emit(spv::Op::OpUConvert, to_type, {value});
    case Opcode::ZExt:
      if (from_bool) return builder.select_constant(value, to_type, 1, 0);
      return builder.emit(spv::Op::OpUConvert, to_type, {value});
    case Opcode::SExt:
      if (from_bool) return builder.select_constant(value, to_type, ~uint64_t{0}, 0);
      return builder.emit(spv::Op::OpSConvert, to_type, {value});
    case Opcode::FPToUI:
    case Opcode::FPToSI: {
      const spv::Op convert = opcode == Opcode::FPToUI ? spv::Op::OpConvertFToU : spv::Op::OpConvertFToS;
      if (to_bool)
        return to_bool_nonzero(builder.emit(convert,
                                            from.opcode == spv::Op::OpTypeVector
                                                ? builder.type_vector(builder.type_int(32), from.count)
                                                : builder.type_int(32),
                                            {value}));
      return builder.emit(convert, to_type, {value});
    }
    case Opcode::UIToFP:
    case Opcode::SIToFP: {
      if (from_bool) {
        const uint32_t width = to_scalar.width;
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
        return builder.select_constant(value, to_type, bits, 0);
      }
      return builder.emit(opcode == Opcode::UIToFP ? spv::Op::OpConvertUToF : spv::Op::OpConvertSToF, to_type, {value});
    }
    case Opcode::FPTrunc:
    case Opcode::FPExt: return builder.emit(spv::Op::OpFConvert, to_type, {value});
    case Opcode::BitCast: return builder.bitcast(to_type, value);
    default: unsupported(std::string("cast '") + std::string(dxil::opcode_name(opcode)) + "' is not supported");
  }
}

void lower_cast(Lowering& lowering, const dxil::Instruction& instruction) {
  // Logical SPIR-V has no pointer-sized integers; pointer casts between pointee types are
  // resolved where the pointer is used (see pointer()).
  if (instruction.opcode == dxil::Opcode::PtrToInt || instruction.opcode == dxil::Opcode::IntToPtr)
    unsupported(std::string("cast '") + std::string(dxil::opcode_name(instruction.opcode)) +
                "' between pointers and integers is not supported");
  if (instruction.type->kind == dxil::TypeKind::Pointer) return;
  lowering.values.define(instruction,
                         emit_cast(lowering.builder, instruction.opcode, lowering.types.lower(instruction.type),
                                   lowering.values.value(instruction.operands.at(0))));
}

void lower_select(Lowering& lowering, const dxil::Instruction& instruction) {
  Builder& builder = lowering.builder;
  const dxil::Type* result_type = instruction.type;
  if (result_type->kind == dxil::TypeKind::Pointer) unsupported("select between pointers is not supported");
  if (result_type->kind == dxil::TypeKind::Struct) {
    if (is_handle_type(result_type))
      return lower_handle_select(lowering.handles, lowering.values, lowering.types, builder, instruction);
    if (is_node_handle_type(result_type)) lowering.types.lower(result_type);  // refused, saying why
    const Id condition = lowering.values.value(instruction.operands.at(0));
    const std::vector<Id> if_true = lowering.values.aggregate(instruction.operands.at(1));
    const std::vector<Id> if_false = lowering.values.aggregate(instruction.operands.at(2));
    std::vector<Id> members;
    for (size_t i = 0; i < if_true.size(); ++i)
      members.push_back(builder.emit(spv::Op::OpSelect, lowering.types.lower(result_type->members[i]),
                                     {condition, if_true[i], if_false[i]}));
    return lowering.values.define_aggregate(instruction, std::move(members));
  }
  const Id operands[] = {lowering.values.value(instruction.operands.at(0)), lowering.values.value(instruction.operands.at(1)),
                         lowering.values.value(instruction.operands.at(2))};
  const Id type = lowering.types.lower(result_type);
  // OpSelect of composites needs SPIR-V 1.4: a long vector's elements are selected one by one.
  if (is_long_vector(result_type))
    return lowering.values.define(instruction, per_element(builder, type, operands,
                                                           [&](Id element_type, std::span<const Id> elements) {
                                                             return builder.emit(spv::Op::OpSelect, element_type,
                                                                                 {elements[0], elements[1], elements[2]});
                                                           }));
  lowering.values.define(instruction, builder.emit(spv::Op::OpSelect, type, operands));
}

namespace {

// A constant lane index of `vector`, or nullopt past its end (the result is poison in LLVM).
std::optional<uint32_t> constant_lane(const dxil::Value* vector, const dxil::Value* index) {
  const auto lane = static_cast<uint64_t>(constant_integer(index, "index"));
  if (vector->type == nullptr || lane >= vector->type->element_count) return std::nullopt;
  return static_cast<uint32_t>(lane);
}

}  // namespace

void lower_vector_operation(Lowering& lowering, const dxil::Instruction& instruction) {
  Builder& builder = lowering.builder;
  const Id result_type = lowering.types.lower(instruction.type);
  switch (instruction.opcode) {
    case dxil::Opcode::ExtractElement: {
      const Id vector = lowering.values.value(instruction.operands.at(0));
      const dxil::Value* index = instruction.operands.at(1);
      if (index->kind == dxil::ValueKind::Constant) {
        const std::optional<uint32_t> lane = constant_lane(instruction.operands.at(0), index);
        return lowering.values.define(instruction, lane ? builder.emit(spv::Op::OpCompositeExtract, result_type,
                                                                       {vector, *lane})
                                                        : builder.undef(result_type));
      }
      if (is_long_vector(instruction.operands.at(0)->type))
        return lowering.values.define(instruction,
                                      extract_element_dynamic(builder, vector, lowering.values.value(index)));
      return lowering.values.define(instruction, builder.emit(spv::Op::OpVectorExtractDynamic, result_type,
                                                              {vector, lowering.values.value(index)}));
    }
    case dxil::Opcode::InsertElement: {
      const Id vector = lowering.values.value(instruction.operands.at(0));
      const Id element = lowering.values.value(instruction.operands.at(1));
      const dxil::Value* index = instruction.operands.at(2);
      if (index->kind == dxil::ValueKind::Constant) {
        const std::optional<uint32_t> lane = constant_lane(instruction.operands.at(0), index);
        return lowering.values.define(instruction, lane ? builder.emit(spv::Op::OpCompositeInsert, result_type,
                                                                       {element, vector, *lane})
                                                        : builder.undef(result_type));
      }
      if (is_long_vector(instruction.type))
        return lowering.values.define(instruction,
                                      insert_element_dynamic(builder, vector, element, lowering.values.value(index)));
      return lowering.values.define(instruction, builder.emit(spv::Op::OpVectorInsertDynamic, result_type,
                                                              {vector, element, lowering.values.value(index)}));
    }
    case dxil::Opcode::ShuffleVector: {
      const dxil::Value* first = instruction.operands.at(0);
      if (is_long_vector(instruction.type) || is_long_vector(first->type)) {
        // Element by element: lanes of the first operand, then of the second.
        const Id element_type = lowering.types.lower(instruction.type->element);
        const uint64_t first_count = first->type->element_count;
        const Id sources[] = {lowering.values.value(first), lowering.values.value(instruction.operands.at(1))};
        std::vector<Id> elements;
        for (int32_t lane : instruction.shuffle_mask) {
          const auto source_lane = static_cast<uint64_t>(lane);
          const bool from_first = source_lane < first_count;
          elements.push_back(lane < 0 || source_lane >= 2 * first_count
                                 ? builder.undef(element_type)
                                 : builder.emit(spv::Op::OpCompositeExtract, element_type,
                                                {sources[from_first ? 0 : 1],
                                                 static_cast<uint32_t>(from_first ? source_lane : source_lane - first_count)}));
        }
        return lowering.values.define(instruction, builder.emit(spv::Op::OpCompositeConstruct, result_type, elements));
      }
      std::vector<uint32_t> operands{lowering.values.value(instruction.operands.at(0)),
                                     lowering.values.value(instruction.operands.at(1))};
      for (int32_t lane : instruction.shuffle_mask)
        operands.push_back(lane < 0 ? 0xFFFFFFFFu : static_cast<uint32_t>(lane));
      return lowering.values.define(instruction, builder.emit(spv::Op::OpVectorShuffle, result_type, operands));
    }
    default: unsupported("not a vector operation");
  }
}

void lower_aggregate_operation(Lowering& lowering, const dxil::Instruction& instruction) {
  Builder& builder = lowering.builder;
  const dxil::Value* source = instruction.operands.at(0);
  if (instruction.indices.empty()) unsupported("aggregate operation without indices");
  const bool member_list = source->type->kind == dxil::TypeKind::Struct && instruction.indices.size() == 1;
  if (instruction.opcode == dxil::Opcode::ExtractValue) {
    if (member_list) {
      const std::vector<Id> members = lowering.values.aggregate(source);
      if (instruction.indices[0] >= members.size()) unsupported("extractvalue index out of range");
      return lowering.values.define(instruction, members[instruction.indices[0]]);
    }
    std::vector<uint32_t> operands{lowering.values.value(source)};
    operands.insert(operands.end(), instruction.indices.begin(), instruction.indices.end());
    return lowering.values.define(
        instruction, builder.emit(spv::Op::OpCompositeExtract, lowering.types.lower(instruction.type), operands));
  }
  if (member_list) {
    std::vector<Id> members = lowering.values.aggregate(source);
    if (instruction.indices[0] >= members.size()) unsupported("insertvalue index out of range");
    members[instruction.indices[0]] = lowering.values.value(instruction.operands.at(1));
    return lowering.values.define_aggregate(instruction, std::move(members));
  }
  std::vector<uint32_t> operands{lowering.values.value(instruction.operands.at(1)), lowering.values.value(source)};
  operands.insert(operands.end(), instruction.indices.begin(), instruction.indices.end());
  lowering.values.define(instruction,
                         builder.emit(spv::Op::OpCompositeInsert, lowering.types.lower(instruction.type), operands));
}

}  // namespace untangle::spirv_emit
