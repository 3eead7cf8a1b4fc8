// Lowering of DXIL constants to deduplicated SPIR-V constants; constant expressions that
// compute a value are emitted as instructions where they are used.
#include "dxil/ir_cast.h"
#include "spirv_emit/instructions.h"
#include "spirv_emit/values.h"

namespace untangle::spirv_emit {

Id ValueTable::constant(const dxil::Constant& constant) {
  // Expressions are computed where they are used; other constants are made once.
  if (constant.constant_kind == dxil::ConstantKind::Expression) return constant_expression(constant);
  // The function's own constants (most) by index; the module's by pointer.
  if (constant.index < function_constants_.size() && function_.constants[constant.index].get() == &constant) {
    Id& known = function_constants_[constant.index];
    if (known == 0) known = new_constant(constant);
    return known;
  }
  if (const Id* known = constants_.find(&constant)) return *known;
  const Id id = new_constant(constant);
  constants_.try_emplace(&constant, id);
  return id;
}

namespace {

// The bits of a half as a float of 32 bits (minimum precision lowered to 32 bits).
uint32_t half_to_float_bits(uint16_t half) {
  const uint32_t sign = uint32_t{half & 0x8000u} << 16;
  const uint32_t exponent = (half >> 10) & 0x1F;
  uint32_t mantissa = half & 0x3FFu;
  if (exponent == 0x1F) return sign | 0x7F800000u | (mantissa << 13);  // infinity, NaN
  if (exponent != 0) return sign | ((exponent + 112) << 23) | (mantissa << 13);
  if (mantissa == 0) return sign;
  int32_t shift = 0;  // a denormal half is a normal float
  while ((mantissa & 0x400u) == 0) {
    mantissa <<= 1;
    ++shift;
  }
  return sign | (static_cast<uint32_t>(113 - shift) << 23) | ((mantissa & 0x3FFu) << 13);
}

// A scalar constant's bits at the width of the type it was lowered to: a half or i16 lowered
// to 32 bits is converted, or sign-extended.
uint64_t lowered_bits(const dxil::Type* type, Id lowered, uint64_t bits, const TypeTable& types) {
  if (types.scalar_width(lowered) != 32 || !types.min_precision_32()) return bits;
  if (type->kind == dxil::TypeKind::Half) return half_to_float_bits(static_cast<uint16_t>(bits));
  if (type->kind == dxil::TypeKind::Integer && type->bit_width == 16)
    return static_cast<uint32_t>(static_cast<int32_t>(static_cast<int16_t>(bits)));
  return bits;
}

}  // namespace

Id ValueTable::new_constant(const dxil::Constant& constant) {
  const dxil::Type* constant_type = constant.type;
  switch (constant.constant_kind) {
    case dxil::ConstantKind::Integer:
      if (!constant.wide_words.empty()) unsupported("integer constants wider than 64 bits are not supported");
      return builder_.constant_scalar(
          types_.lower(constant_type),
          lowered_bits(constant_type, types_.lower(constant_type), static_cast<uint64_t>(constant.integer), types_));
    case dxil::ConstantKind::Float:
      return builder_.constant_scalar(types_.lower(constant_type),
                                      lowered_bits(constant_type, types_.lower(constant_type), constant.float_bits, types_));
    case dxil::ConstantKind::Null: {
      if (constant_type->kind == dxil::TypeKind::Pointer) unsupported("null pointers are not supported");
      const Id lowered = types_.lower(constant_type);
      const TypeInfo& info = builder_.type_info(lowered);
      if (info.opcode == spv::Op::OpTypeInt || info.opcode == spv::Op::OpTypeFloat ||
          info.opcode == spv::Op::OpTypeBool)
        return builder_.constant_scalar(lowered, 0);
      return builder_.constant_null(lowered);
    }
    case dxil::ConstantKind::Undef: return builder_.undef(types_.lower(constant_type));
    case dxil::ConstantKind::Aggregate: {
      std::vector<Id> elements;
      for (const dxil::Value* element : constant.elements) {
        const auto* element_constant = dxil::dyn_cast<dxil::Constant>(element);
        if (element_constant == nullptr) unsupported("malformed aggregate constant");
        elements.push_back(this->constant(*element_constant));
      }
      return builder_.constant_composite(types_.lower(constant_type), elements);
    }
    case dxil::ConstantKind::Data: {
      const Id element_type = types_.lower(constant_type->element);
      std::vector<Id> elements;
      for (uint64_t word : constant.data)
        elements.push_back(
            builder_.constant_scalar(element_type, lowered_bits(constant_type->element, element_type, word, types_)));
      return builder_.constant_composite(types_.lower(constant_type), elements);
    }
    case dxil::ConstantKind::String: unsupported("string constants are not supported");
    case dxil::ConstantKind::Expression: return constant_expression(constant);
  }
  unsupported("unknown constant kind");
}

Id ValueTable::constant_expression(const dxil::Constant& constant) {
  using dxil::Opcode;
  const Opcode opcode = constant.expression_opcode;
  if (constant.type->kind == dxil::TypeKind::Pointer) unsupported("a pointer constant expression is used as a value");
  if (dxil::is_cast(opcode) && opcode != Opcode::PtrToInt && opcode != Opcode::IntToPtr && opcode != Opcode::AddrSpaceCast)
    return emit_cast(builder_, opcode, types_.lower(constant.type), value(constant.elements.at(0)));
  if (dxil::is_binary_operator(opcode))
    return emit_binary(builder_, opcode, types_.lower(constant.type), value(constant.elements.at(0)),
                       value(constant.elements.at(1)));
  switch (opcode) {
    case Opcode::Select:
      return builder_.emit(
          spv::Op::OpSelect, types_.lower(constant.type),
          {value(constant.elements.at(0)), value(constant.elements.at(1)), value(constant.elements.at(2))});
    default:
      unsupported(std::string("constant expression '") + std::string(dxil::opcode_name(opcode)) + "' is not supported");
  }
}

}  // namespace untangle::spirv_emit
