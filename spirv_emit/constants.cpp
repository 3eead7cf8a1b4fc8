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

Id ValueTable::new_constant(const dxil::Constant& constant) {
  const dxil::Type* constant_type = constant.type;
  switch (constant.constant_kind) {
    case dxil::ConstantKind::Integer:
      if (!constant.wide_words.empty()) unsupported("integer constants wider than 64 bits are not supported");
      return builder_.constant_scalar(types_.lower(constant_type), static_cast<uint64_t>(constant.integer));
    case dxil::ConstantKind::Float: return builder_.constant_scalar(types_.lower(constant_type), constant.float_bits);
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
      for (uint64_t word : constant.data) elements.push_back(builder_.constant_scalar(element_type, word));
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
