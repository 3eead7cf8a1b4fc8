// Arithmetic, comparisons, conversions and bit operations, component by component: each
// component the destination mask writes is computed from the sources' components its
// swizzles select, every source read before any destination is written (fxc lets them
// overlap). Typeless moves (mov, movc, swapc) copy bits unless a modifier asks for floats.
#include <optional>

#include "dxbc/lifter.h"
#include "dxil/ir_cast.h"

namespace untangle::dxbc::lifting {

using dxil::DxOp;
using IrOp = dxil::Opcode;
using dxil::Predicate;

namespace {

bool has_modifier(const Operand& operand) { return operand.modifier != OperandModifier::None; }

// The minimum precision every register source of `instruction` has (immediates carry none):
// Default where one has none, where two differ, or where there is no register source.
MinPrecision source_precision(const Instruction& instruction) {
  std::optional<MinPrecision> shared;
  for (size_t position = 1; position < instruction.operands.size(); ++position) {
    const Operand& source = instruction.operands[position];
    if (source.type == OperandType::Immediate32) continue;
    if (shared && *shared != source.min_precision) return MinPrecision::Default;
    shared = source.min_precision;
  }
  return shared.value_or(MinPrecision::Default);
}

// Whether fxc's minimum-precision float operands (min16float, min10float) make `instruction`
// one computed on half values: arithmetic, not the typeless moves, which copy bits, nor the
// half conversions, whose words are integers.
bool computes_in_minimum_precision(const Instruction& instruction) {
  switch (instruction.opcode) {
    case Opcode::Mov:
    case Opcode::Movc:
    case Opcode::F32toF16:
    case Opcode::F16toF32: return false;
    default: break;
  }
  const MinPrecision precision = source_precision(instruction);
  return precision == MinPrecision::Float16 || precision == MinPrecision::Float2_8;
}

// SInt16 or UInt16 where fxc's min16int or min16uint operands make `instruction` one computed
// on i16 values, else Default: arithmetic, comparisons, bitwise logic and conversions to float,
// whose low 16 bits do not depend on the high ones (not shifts, bit-field or bit-count operations).
MinPrecision integer_minimum_precision(const Instruction& instruction) {
  switch (instruction.opcode) {
    case Opcode::IAdd:
    case Opcode::INeg:
    case Opcode::IMad:
    case Opcode::UMad:
    case Opcode::IMin:
    case Opcode::IMax:
    case Opcode::UMin:
    case Opcode::UMax:
    case Opcode::IEq:
    case Opcode::INe:
    case Opcode::ILt:
    case Opcode::IGe:
    case Opcode::ULt:
    case Opcode::UGe:
    case Opcode::And:
    case Opcode::Or:
    case Opcode::Xor:
    case Opcode::Not:
    case Opcode::Itof:
    case Opcode::Utof: break;
    default: return MinPrecision::Default;
  }
  const MinPrecision precision = source_precision(instruction);
  return precision == MinPrecision::SInt16 || precision == MinPrecision::UInt16 ? precision : MinPrecision::Default;
}

}  // namespace

void Lifter::lift_float(const Instruction& instruction) {
  const std::vector<Operand>& operands = instruction.operands;
  const dxil::Type* float_type = ir_.float_type();
  const auto unary_f32 = [&](DxOp op, const dxil::Value* value) {
    return call(op, "dx.op.unary.f32", float_type, {value});
  };
  const auto mask_of = [&](const dxil::Value* test) {
    return ir_.cast(block(), IrOp::SExt, test, ir_.i32());
  };
  const Operand& destination = operands.at(0);
  std::vector<std::pair<uint32_t, const dxil::Value*>> results;

  if (instruction.opcode == Opcode::SinCos || instruction.opcode == Opcode::Swapc) {
    // Two destinations: sin and cos of one source, or the two sources swapped by a condition.
    const bool sincos = instruction.opcode == Opcode::SinCos;
    std::vector<std::pair<uint32_t, const dxil::Value*>> first, second;
    const Scalar scalar = sincos || instruction.saturate() || has_modifier(operands[3]) || has_modifier(operands[4])
                              ? Scalar::Float : Scalar::Int;
    for (int target = 0; target < 2; ++target)
      for (uint32_t component : written_components(operands[target])) {
        if (operands[target].type == OperandType::Null) continue;
        const dxil::Value* value = nullptr;
        if (sincos) {
          value = unary_f32(target == 0 ? DxOp::Sin : DxOp::Cos, read(operands[2], component, Scalar::Float));
        } else {
          const dxil::Value* test = ir_.compare(block(), Predicate::IcmpNe, read(operands[2], component, Scalar::Int), i32(0));
          const dxil::Value* a = read(operands[3], component, scalar);
          const dxil::Value* b = read(operands[4], component, scalar);
          value = target == 0 ? ir_.select(block(), test, b, a) : ir_.select(block(), test, a, b);
        }
        (target == 0 ? first : second).emplace_back(component, value);
      }
    for (const auto& [component, value] : first) write(operands[0], component, value, instruction.saturate());
    for (const auto& [component, value] : second) write(operands[1], component, value, instruction.saturate());
    return;
  }

  // Minimum precision: computed on half values, which the emitter keeps in 16 bits or widens
  // to 32 as its options say (min_precision_as_32bit), as it does DXIL's min16float; the
  // register still holds the 32-bit float.
  const bool half = computes_in_minimum_precision(instruction);
  const dxil::Type* type = half ? ir_.half_type() : float_type;
  const std::string overload = half ? ".f16" : ".f32";
  const auto operation = [&](DxOp op, const std::string& op_class, std::vector<const dxil::Value*> arguments) {
    return call(op, "dx.op." + op_class + overload, type, std::move(arguments));
  };
  const auto narrow = [&](const dxil::Value* value) {
    return half ? ir_.cast(block(), IrOp::FPTrunc, value, type) : value;
  };
  for (uint32_t component : written_components(destination)) {
    const auto source = [&](size_t position) { return narrow(read(operands.at(position), component, Scalar::Float)); };
    const auto dot = [&](DxOp op, uint32_t width, const char* op_class) {
      std::vector<const dxil::Value*> arguments;
      for (size_t position = 1; position <= 2; ++position)
        for (uint32_t element = 0; element < width; ++element)
          arguments.push_back(narrow(read(operands.at(position), element, Scalar::Float)));
      return operation(op, op_class, arguments);
    };
    const auto unary = [&](DxOp op, const dxil::Value* value) { return operation(op, "unary", {value}); };
    const dxil::Value* value = nullptr;
    switch (instruction.opcode) {
      case Opcode::Mov: {
        const bool typed = instruction.saturate() || has_modifier(operands[1]);
        value = read(operands[1], component, typed ? Scalar::Float : Scalar::Int);
        break;
      }
      case Opcode::Movc: {
        const bool typed = instruction.saturate() || has_modifier(operands[2]) || has_modifier(operands[3]);
        const Scalar scalar = typed ? Scalar::Float : Scalar::Int;
        const dxil::Value* test = ir_.compare(block(), Predicate::IcmpNe, read(operands[1], component, Scalar::Int), i32(0));
        value = ir_.select(block(), test, read(operands[2], component, scalar), read(operands[3], component, scalar));
        break;
      }
      case Opcode::Add: value = ir_.binary(block(), IrOp::FAdd, source(1), source(2)); break;
      case Opcode::Mul: value = ir_.binary(block(), IrOp::FMul, source(1), source(2)); break;
      case Opcode::Div: value = ir_.binary(block(), IrOp::FDiv, source(1), source(2)); break;
      case Opcode::Mad: value = operation(DxOp::FMad, "tertiary", {source(1), source(2), source(3)}); break;
      case Opcode::Min: value = operation(DxOp::FMin, "binary", {source(1), source(2)}); break;
      case Opcode::Max: value = operation(DxOp::FMax, "binary", {source(1), source(2)}); break;
      case Opcode::Dp2: value = dot(DxOp::Dot2, 2, "dot2"); break;
      case Opcode::Dp3: value = dot(DxOp::Dot3, 3, "dot3"); break;
      case Opcode::Dp4: value = dot(DxOp::Dot4, 4, "dot4"); break;
      case Opcode::Eq: value = mask_of(ir_.compare(block(), Predicate::FcmpOeq, source(1), source(2))); break;
      case Opcode::Ne: value = mask_of(ir_.compare(block(), Predicate::FcmpUne, source(1), source(2))); break;
      case Opcode::Lt: value = mask_of(ir_.compare(block(), Predicate::FcmpOlt, source(1), source(2))); break;
      case Opcode::Ge: value = mask_of(ir_.compare(block(), Predicate::FcmpOge, source(1), source(2))); break;
      case Opcode::Exp: value = unary(DxOp::Exp, source(1)); break;
      case Opcode::Log: value = unary(DxOp::Log, source(1)); break;
      case Opcode::Frc: value = unary(DxOp::Frc, source(1)); break;
      case Opcode::Sqrt: value = unary(DxOp::Sqrt, source(1)); break;
      case Opcode::Rsq: value = unary(DxOp::Rsqrt, source(1)); break;
      case Opcode::Rcp:
        value = ir_.binary(block(), IrOp::FDiv, ir_.floating(type, half ? 0x3C00u : 0x3F800000u), source(1));
        break;
      case Opcode::RoundNe: value = unary(DxOp::Round_ne, source(1)); break;
      case Opcode::RoundNi: value = unary(DxOp::Round_ni, source(1)); break;
      case Opcode::RoundPi: value = unary(DxOp::Round_pi, source(1)); break;
      case Opcode::RoundZ: value = unary(DxOp::Round_z, source(1)); break;
      case Opcode::DerivRtx:
      case Opcode::DerivRtxCoarse: value = unary(DxOp::DerivCoarseX, source(1)); break;
      case Opcode::DerivRty:
      case Opcode::DerivRtyCoarse: value = unary(DxOp::DerivCoarseY, source(1)); break;
      case Opcode::DerivRtxFine: value = unary(DxOp::DerivFineX, source(1)); break;
      case Opcode::DerivRtyFine: value = unary(DxOp::DerivFineY, source(1)); break;
      case Opcode::Ftoi: value = ir_.cast(block(), IrOp::FPToSI, source(1), ir_.i32()); break;
      case Opcode::Ftou: value = ir_.cast(block(), IrOp::FPToUI, source(1), ir_.i32()); break;
      case Opcode::F32toF16:
        value = call(DxOp::LegacyF32ToF16, "dx.op.legacyF32ToF16", ir_.i32(), {source(1)});
        break;
      case Opcode::F16toF32:
        value = call(DxOp::LegacyF16ToF32, "dx.op.legacyF16ToF32", float_type,
                     {read(operands[1], component, Scalar::Int)});
        break;
      default: fail(Status::Unsupported, "not lifted yet");
    }
    if (value->type == type && half) value = ir_.cast(block(), IrOp::FPExt, value, float_type);
    results.emplace_back(component, value);
  }
  for (const auto& [component, value] : results) write(destination, component, value, instruction.saturate());
}

void Lifter::lift_integer(const Instruction& instruction) {
  const std::vector<Operand>& operands = instruction.operands;
  const dxil::Type* i32_type = ir_.i32();
  const auto mask_of = [&](Predicate predicate, const dxil::Value* a, const dxil::Value* b) {
    return ir_.cast(block(), IrOp::SExt, ir_.compare(block(), predicate, a, b), i32_type);
  };
  // Instructions with two destinations: imul/umul (high, low), udiv (quotient, remainder),
  // uaddc/usubb (result, carry or borrow).
  const bool two_results = instruction.opcode == Opcode::IMul || instruction.opcode == Opcode::UMul ||
                           instruction.opcode == Opcode::UDiv || instruction.opcode == Opcode::UAddc ||
                           instruction.opcode == Opcode::USubb;
  if (two_results) {
    std::vector<std::tuple<int, uint32_t, const dxil::Value*>> results;
    for (int target = 0; target < 2; ++target) {
      if (operands.at(target).type == OperandType::Null) continue;
      for (uint32_t component : written_components(operands[target])) {
        const dxil::Value* a = read(operands.at(2), component, Scalar::Int);
        const dxil::Value* b = read(operands.at(3), component, Scalar::Int);
        const dxil::Value* value = nullptr;
        if (instruction.opcode == Opcode::UAddc || instruction.opcode == Opcode::USubb) {
          const dxil::Type* pair = ir_.named_struct("dx.types.i32c", {i32_type, ir_.i1()});
          const bool add = instruction.opcode == Opcode::UAddc;
          const dxil::Value* both = call(add ? DxOp::UAddc : DxOp::USubb, "dx.op.binaryWithCarryOrBorrow.i32", pair, {a, b});
          value = ir_.extract_value(block(), both, target);
          if (target == 1) value = ir_.cast(block(), IrOp::ZExt, value, i32_type);
        } else if (instruction.opcode == Opcode::IMul && target == 1) {
          value = ir_.binary(block(), IrOp::Mul, a, b);
        } else {
          const dxil::Type* pair = ir_.named_struct("dx.types.twoi32", {i32_type, i32_type});
          const DxOp op = instruction.opcode == Opcode::IMul ? DxOp::IMul
                          : instruction.opcode == Opcode::UMul ? DxOp::UMul : DxOp::UDiv;
          value = ir_.extract_value(block(), call(op, "dx.op.binaryWithTwoOuts.i32", pair, {a, b}), target);
        }
        results.emplace_back(target, component, value);
      }
    }
    for (const auto& [target, component, value] : results) write(operands[target], component, value);
    return;
  }
  const Operand& destination = operands.at(0);
  // Minimum precision: computed on i16 values, which the emitter keeps in 16 bits or widens
  // to 32 (min_precision_as_32bit), the result sign- or zero-extended back into the register.
  const MinPrecision precision = integer_minimum_precision(instruction);
  const bool narrow = precision != MinPrecision::Default;
  const dxil::Type* type = narrow ? ir_.integer_type(16) : i32_type;
  const std::string overload = narrow ? ".i16" : ".i32";
  const auto constant = [&](int64_t value) { return ir_.integer(type, value); };
  std::vector<std::pair<uint32_t, const dxil::Value*>> results;
  for (uint32_t component : written_components(destination)) {
    const auto word = [&](size_t position) { return read(operands.at(position), component, Scalar::Int); };
    const auto source = [&](size_t position) {
      return narrow ? ir_.cast(block(), IrOp::Trunc, word(position), type) : word(position);
    };
    // D3D shifts by the low five bits of the amount; fxc's amounts are mostly immediates.
    const auto shift_amount = [&](size_t position) -> const dxil::Value* {
      const dxil::Value* amount = word(position);
      if (const auto* constant = dxil::dyn_cast<dxil::Constant>(amount);
          constant != nullptr && constant->constant_kind == dxil::ConstantKind::Integer)
        return i32(constant->integer & 31);
      return ir_.binary(block(), IrOp::And, amount, i32(31));
    };
    const auto dxop = [&](DxOp op, const std::string& op_class, std::vector<const dxil::Value*> arguments) {
      return call(op, "dx.op." + op_class + overload, type, std::move(arguments));
    };
    const dxil::Value* value = nullptr;
    switch (instruction.opcode) {
      case Opcode::IAdd: value = ir_.binary(block(), IrOp::Add, source(1), source(2)); break;
      case Opcode::INeg: value = ir_.binary(block(), IrOp::Sub, constant(0), source(1)); break;
      case Opcode::IShl: value = ir_.binary(block(), IrOp::Shl, word(1), shift_amount(2)); break;
      case Opcode::IShr: value = ir_.binary(block(), IrOp::AShr, word(1), shift_amount(2)); break;
      case Opcode::UShr: value = ir_.binary(block(), IrOp::LShr, word(1), shift_amount(2)); break;
      case Opcode::And: value = ir_.binary(block(), IrOp::And, source(1), source(2)); break;
      case Opcode::Or: value = ir_.binary(block(), IrOp::Or, source(1), source(2)); break;
      case Opcode::Xor: value = ir_.binary(block(), IrOp::Xor, source(1), source(2)); break;
      case Opcode::Not: value = ir_.binary(block(), IrOp::Xor, source(1), constant(-1)); break;
      case Opcode::IEq: value = mask_of(Predicate::IcmpEq, source(1), source(2)); break;
      case Opcode::INe: value = mask_of(Predicate::IcmpNe, source(1), source(2)); break;
      case Opcode::ILt: value = mask_of(Predicate::IcmpSlt, source(1), source(2)); break;
      case Opcode::IGe: value = mask_of(Predicate::IcmpSge, source(1), source(2)); break;
      case Opcode::ULt: value = mask_of(Predicate::IcmpUlt, source(1), source(2)); break;
      case Opcode::UGe: value = mask_of(Predicate::IcmpUge, source(1), source(2)); break;
      case Opcode::IMax: value = dxop(DxOp::IMax, "binary", {source(1), source(2)}); break;
      case Opcode::IMin: value = dxop(DxOp::IMin, "binary", {source(1), source(2)}); break;
      case Opcode::UMax: value = dxop(DxOp::UMax, "binary", {source(1), source(2)}); break;
      case Opcode::UMin: value = dxop(DxOp::UMin, "binary", {source(1), source(2)}); break;
      case Opcode::IMad: value = dxop(DxOp::IMad, "tertiary", {source(1), source(2), source(3)}); break;
      case Opcode::UMad: value = dxop(DxOp::UMad, "tertiary", {source(1), source(2), source(3)}); break;
      case Opcode::Msad: value = dxop(DxOp::Msad, "tertiary", {source(1), source(2), source(3)}); break;
      case Opcode::UBfe: value = dxop(DxOp::Ubfe, "tertiary", {source(1), source(2), source(3)}); break;
      case Opcode::IBfe: value = dxop(DxOp::Ibfe, "tertiary", {source(1), source(2), source(3)}); break;
      case Opcode::Bfi: value = dxop(DxOp::Bfi, "quaternary", {source(1), source(2), source(3), source(4)}); break;
      case Opcode::BfRev: value = dxop(DxOp::Bfrev, "unary", {source(1)}); break;
      case Opcode::CountBits: value = dxop(DxOp::Countbits, "unaryBits", {source(1)}); break;
      case Opcode::FirstBitHi: value = dxop(DxOp::FirstbitHi, "unaryBits", {source(1)}); break;
      case Opcode::FirstBitLo: value = dxop(DxOp::FirstbitLo, "unaryBits", {source(1)}); break;
      case Opcode::FirstBitShi: value = dxop(DxOp::FirstbitSHi, "unaryBits", {source(1)}); break;
      case Opcode::Itof: value = ir_.cast(block(), IrOp::SIToFP, source(1), ir_.float_type()); break;
      case Opcode::Utof: value = ir_.cast(block(), IrOp::UIToFP, source(1), ir_.float_type()); break;
      default: fail(Status::Unsupported, "not lifted yet");
    }
    if (narrow && value->type == type)
      value = ir_.cast(block(), precision == MinPrecision::SInt16 ? IrOp::SExt : IrOp::ZExt, value, i32_type);
    results.emplace_back(component, value);
  }
  for (const auto& [component, value] : results) write(destination, component, value, instruction.saturate());
}

void Lifter::lift_double(const Instruction& instruction) {
  const std::vector<Operand>& operands = instruction.operands;
  const dxil::Type* double_type = ir_.double_type();
  const Operand& destination = operands.at(0);
  // A double is a pair of components: .xy the first, .zw the second.
  std::vector<uint32_t> pairs;
  for (uint32_t pair = 0; pair < 2; ++pair)
    if ((destination.mask >> (pair * 2)) & 3) pairs.push_back(pair);
  const auto write_double = [&](uint32_t pair, const dxil::Value* value) {
    const dxil::Type* split_type = ir_.named_struct("dx.types.splitdouble", {ir_.i32(), ir_.i32()});
    const dxil::Value* split = call(DxOp::SplitDouble, "dx.op.splitDouble.f64", split_type, {value});
    const dxil::Value* low = ir_.extract_value(block(), split, 0);
    const dxil::Value* high = ir_.extract_value(block(), split, 1);
    return std::make_pair(low, high);
  };
  // Double results, then 32-bit results (one per written component, from the pairs in order).
  std::vector<std::pair<uint32_t, const dxil::Value*>> doubles, words;
  const auto per_double = [&](auto compute) {
    for (uint32_t pair : pairs) doubles.emplace_back(pair, compute(pair));
  };
  const auto per_word = [&](auto compute) {
    uint32_t pair = 0;
    for (uint32_t component : written_components(destination)) words.emplace_back(component, compute(pair++));
  };
  const auto source = [&](size_t position, uint32_t pair) { return read_double(operands.at(position), pair); };
  const auto compare = [&](Predicate predicate) {
    per_word([&](uint32_t pair) {
      return ir_.cast(block(), IrOp::SExt, ir_.compare(block(), predicate, source(1, pair), source(2, pair)), ir_.i32());
    });
  };
  switch (instruction.opcode) {
    case Opcode::DAdd: per_double([&](uint32_t p) { return ir_.binary(block(), IrOp::FAdd, source(1, p), source(2, p)); }); break;
    case Opcode::DMul: per_double([&](uint32_t p) { return ir_.binary(block(), IrOp::FMul, source(1, p), source(2, p)); }); break;
    case Opcode::DDiv: per_double([&](uint32_t p) { return ir_.binary(block(), IrOp::FDiv, source(1, p), source(2, p)); }); break;
    case Opcode::DMin:
      per_double([&](uint32_t p) { return call(DxOp::FMin, "dx.op.binary.f64", double_type, {source(1, p), source(2, p)}); });
      break;
    case Opcode::DMax:
      per_double([&](uint32_t p) { return call(DxOp::FMax, "dx.op.binary.f64", double_type, {source(1, p), source(2, p)}); });
      break;
    case Opcode::DFma:
      per_double([&](uint32_t p) {
        return call(DxOp::Fma, "dx.op.tertiary.f64", double_type, {source(1, p), source(2, p), source(3, p)});
      });
      break;
    case Opcode::DRcp:
      per_double([&](uint32_t p) {
        return ir_.binary(block(), IrOp::FDiv, ir_.floating(double_type, 0x3FF0000000000000ull), source(1, p));
      });
      break;
    case Opcode::DMov: per_double([&](uint32_t p) { return source(1, p); }); break;
    case Opcode::DMovc:
      per_double([&](uint32_t p) {
        const dxil::Value* test = ir_.compare(block(), Predicate::IcmpNe, read(operands.at(1), p * 2, Scalar::Int), i32(0));
        return ir_.select(block(), test, source(2, p), source(3, p));
      });
      break;
    case Opcode::DEq: compare(Predicate::FcmpOeq); break;
    case Opcode::DNe: compare(Predicate::FcmpUne); break;
    case Opcode::DLt: compare(Predicate::FcmpOlt); break;
    case Opcode::DGe: compare(Predicate::FcmpOge); break;
    case Opcode::Dtof:
      per_word([&](uint32_t p) { return ir_.cast(block(), IrOp::FPTrunc, source(1, p), ir_.float_type()); });
      break;
    case Opcode::Dtoi: per_word([&](uint32_t p) { return ir_.cast(block(), IrOp::FPToSI, source(1, p), ir_.i32()); }); break;
    case Opcode::Dtou: per_word([&](uint32_t p) { return ir_.cast(block(), IrOp::FPToUI, source(1, p), ir_.i32()); }); break;
    case Opcode::Ftod:
    case Opcode::Itod:
    case Opcode::Utod: {
      uint32_t next = 0;
      per_double([&](uint32_t) {
        const uint32_t component = next++;
        if (instruction.opcode == Opcode::Ftod)
          return ir_.cast(block(), IrOp::FPExt, read(operands.at(1), component, Scalar::Float), double_type);
        return ir_.cast(block(), instruction.opcode == Opcode::Itod ? IrOp::SIToFP : IrOp::UIToFP,
                        read(operands.at(1), component, Scalar::Int), double_type);
      });
      break;
    }
    default: fail(Status::Unsupported, "not lifted yet");
  }
  for (const auto& [component, value] : words) write(destination, component, value);
  for (const auto& [pair, value] : doubles) {
    const auto [low, high] = write_double(pair, value);
    if ((destination.mask >> (pair * 2)) & 1) write(destination, pair * 2, low);
    if ((destination.mask >> (pair * 2)) & 2) write(destination, pair * 2 + 1, high);
  }
}

}  // namespace untangle::dxbc::lifting
