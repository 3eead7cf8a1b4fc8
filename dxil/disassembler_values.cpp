// The disassembler's types, value references and constants (including constant
// expressions such as `getelementptr inbounds ([1 x i32], [1 x i32]* @g, i32 0, i32 0)`).
#include "dxil/disassembler.h"
#include "dxil/disassembler_text.h"
#include "dxil/disassembler_writer.h"
#include "dxil/ir_cast.h"

namespace untangle::dxil::disassembly {
namespace {

// Types and constants nest; a malformed module could nest them without end.
constexpr uint32_t kMaximumNesting = 512;

}  // namespace

ModuleWriter::NestingGuard::NestingGuard(ModuleWriter& writer) : writer_(writer) {
  if (++writer_.nesting_ > kMaximumNesting) writer_.fail("types or constants nest too deeply");
}

ModuleWriter::NestingGuard::~NestingGuard() { --writer_.nesting_; }

void ModuleWriter::write_type(const Type* type) {
  if (type == nullptr) fail("a type is missing");
  const NestingGuard guard(*this);
  switch (type->kind) {
    case TypeKind::Void: out_ += "void"; return;
    case TypeKind::Half: out_ += "half"; return;
    case TypeKind::Float: out_ += "float"; return;
    case TypeKind::Double: out_ += "double"; return;
    case TypeKind::Label: out_ += "label"; return;
    case TypeKind::Metadata: out_ += "metadata"; return;
    case TypeKind::Integer: out_ += 'i' + std::to_string(type->bit_width); return;
    case TypeKind::Pointer:
      if (type->element == nullptr) {
        out_ += "ptr";
        if (type->address_space != 0) out_ += " addrspace(" + std::to_string(type->address_space) + ")";
        return;
      }
      write_type(type->element);
      if (type->address_space != 0) out_ += " addrspace(" + std::to_string(type->address_space) + ")";
      out_ += '*';
      return;
    case TypeKind::Struct:
      if (!type->name.empty()) {
        assembly::append_name(out_, "%", type->name);
        return;
      }
      write_struct_body(*type);
      return;
    case TypeKind::Array:
    case TypeKind::Vector:
      out_ += type->kind == TypeKind::Array ? '[' : '<';
      out_ += std::to_string(type->element_count) + " x ";
      write_type(type->element);
      out_ += type->kind == TypeKind::Array ? ']' : '>';
      return;
    case TypeKind::Function:
      write_type(type->return_type);
      out_ += " (";
      for (size_t index = 0; index < type->members.size(); ++index) {
        if (index > 0) out_ += ", ";
        write_type(type->members[index]);
      }
      if (type->is_vararg) out_ += type->members.empty() ? "..." : ", ...";
      out_ += ')';
      return;
  }
  fail("a type has an unknown kind");
}

void ModuleWriter::write_struct_body(const Type& type) {
  if (type.is_packed) out_ += '<';
  if (type.members.empty()) {
    out_ += "{}";
  } else {
    out_ += "{ ";
    for (size_t index = 0; index < type.members.size(); ++index) {
      if (index > 0) out_ += ", ";
      write_type(type.members[index]);
    }
    out_ += " }";
  }
  if (type.is_packed) out_ += '>';
}

void ModuleWriter::write_typed_value(const Value* value) {
  if (value == nullptr) fail("an operand is missing");
  write_type(value->type);
  out_ += ' ';
  write_value_reference(value);
}

void ModuleWriter::write_value_reference(const Value* value) {
  if (value == nullptr) fail("an operand is missing");
  switch (value->kind) {
    case ValueKind::GlobalVariable:
    case ValueKind::Function: {
      if (!value->name.empty()) {
        assembly::append_name(out_, "@", value->name);
        return;
      }
      const auto found = module_slots_.find(value);
      if (found == module_slots_.end()) fail("an unnamed global is not part of the module");
      out_ += '@' + std::to_string(found->second);
      return;
    }
    case ValueKind::Argument:
    case ValueKind::Instruction:
    case ValueKind::BasicBlock: {
      const Function* owner = nullptr;
      if (const auto* argument = dyn_cast<Argument>(value)) owner = argument->parent;
      if (const auto* block = dyn_cast<BasicBlock>(value)) owner = block->parent;
      if (const auto* instruction = dyn_cast<Instruction>(value)) {
        const BasicBlock* block = instruction->parent;
        owner = block != nullptr ? block->parent : nullptr;
      }
      if (owner != current_function_) fail("an operand belongs to another function");
      if (!value->name.empty()) {
        assembly::append_name(out_, "%", value->name);
        return;
      }
      const auto found = local_slots_.find(value);
      if (found == local_slots_.end()) fail("an operand is an unnumbered value (a void instruction?)");
      out_ += '%' + std::to_string(found->second);
      return;
    }
    case ValueKind::Constant:
      write_constant(cast<Constant>(*value));
      return;
  }
  fail("an operand has an unknown value kind");
}

void ModuleWriter::write_constant(const Constant& constant) {
  const NestingGuard guard(*this);
  const Type* type = constant.type;
  if (type == nullptr) fail("a constant has no type");
  switch (constant.constant_kind) {
    case ConstantKind::Integer:
      if (type->kind != TypeKind::Integer) fail("an integer constant has a non-integer type");
      out_ += assembly::format_integer(type->bit_width, constant.integer, constant.wide_words);
      return;
    case ConstantKind::Float:
      if (!type->is_floating_point()) fail("a floating-point constant has a non-floating-point type");
      out_ += assembly::format_floating_point(type->kind, constant.float_bits);
      return;
    case ConstantKind::Null:
      if (type->kind == TypeKind::Integer) {
        out_ += assembly::format_integer(type->bit_width, 0);
      } else if (type->is_floating_point()) {
        out_ += assembly::format_floating_point(type->kind, 0);
      } else if (type->kind == TypeKind::Pointer) {
        out_ += "null";
      } else {
        out_ += "zeroinitializer";
      }
      return;
    case ConstantKind::Undef:
      out_ += "undef";
      return;
    case ConstantKind::Aggregate:
      write_aggregate(constant);
      return;
    case ConstantKind::Data:
      write_data_elements(constant);
      return;
    case ConstantKind::String:
      out_ += 'c';
      assembly::append_quoted(out_, constant.bytes);
      return;
    case ConstantKind::Expression:
      write_constant_expression(constant);
      return;
  }
  fail("a constant has an unknown kind");
}

void ModuleWriter::write_aggregate(const Constant& constant) {
  const Type* type = constant.type;
  std::string_view open;
  std::string_view close;
  switch (type->kind) {
    case TypeKind::Struct:
      open = type->is_packed ? "<{ " : "{ ";
      close = type->is_packed ? " }>" : " }";
      if (constant.elements.empty()) {
        out_ += type->is_packed ? "<{}>" : "{}";
        return;
      }
      break;
    case TypeKind::Array: open = "["; close = "]"; break;
    case TypeKind::Vector: open = "<"; close = ">"; break;
    default: fail("an aggregate constant has a type that is not a struct, array or vector");
  }
  out_ += open;
  for (size_t index = 0; index < constant.elements.size(); ++index) {
    if (index > 0) out_ += ", ";
    write_typed_value(constant.elements[index]);
  }
  out_ += close;
}

void ModuleWriter::write_data_elements(const Constant& constant) {
  const Type* type = constant.type;
  if ((type->kind != TypeKind::Array && type->kind != TypeKind::Vector) || type->element == nullptr)
    fail("a data constant has a type that is not an array or vector");
  const Type* element = type->element;
  if (element->kind != TypeKind::Integer && !element->is_floating_point())
    fail("a data constant's elements are neither integers nor floating-point");
  out_ += type->kind == TypeKind::Array ? '[' : '<';
  for (size_t index = 0; index < constant.data.size(); ++index) {
    if (index > 0) out_ += ", ";
    write_type(element);
    out_ += ' ';
    if (element->kind == TypeKind::Integer) {
      out_ += assembly::format_integer(element->bit_width, static_cast<int64_t>(constant.data[index]));
    } else {
      out_ += assembly::format_floating_point(element->kind, constant.data[index]);
    }
  }
  out_ += type->kind == TypeKind::Array ? ']' : '>';
}

void ModuleWriter::write_constant_expression(const Constant& constant) {
  const Opcode opcode = constant.expression_opcode;
  const auto& operands = constant.elements;
  out_ += opcode_name(opcode);
  out_ += ' ';
  if (is_cast(opcode)) {
    if (operands.size() != 1) fail("a cast constant expression needs one operand");
    out_ += '(';
    write_typed_value(operands[0]);
    out_ += " to ";
    write_type(constant.type);
    out_ += ')';
    return;
  }
  if (opcode == Opcode::GetElementPtr) {
    if (constant.is_inbounds) out_ += "inbounds ";
    if (operands.empty()) fail("a getelementptr constant expression has no pointer operand");
    out_ += '(';
    write_type(constant.source_element_type != nullptr ? constant.source_element_type
                                                       : pointee_or_fail(operands[0], "a getelementptr pointer"));
    for (const Value* operand : operands) {
      out_ += ", ";
      write_typed_value(operand);
    }
    out_ += ')';
    return;
  }
  if (is_binary_operator(opcode)) {
    out_ += operator_flags(opcode, constant.flags);
  } else if (opcode == Opcode::ICmp || opcode == Opcode::FCmp) {
    out_ += predicate_name(constant.predicate);
    out_ += ' ';
  } else if (opcode != Opcode::Select && opcode != Opcode::ExtractElement && opcode != Opcode::InsertElement &&
             opcode != Opcode::ShuffleVector) {
    fail("constant expression `" + std::string(opcode_name(opcode)) + "` cannot be written");
  }
  out_ += '(';
  for (size_t index = 0; index < operands.size(); ++index) {
    if (index > 0) out_ += ", ";
    write_typed_value(operands[index]);
  }
  out_ += ')';
}

}  // namespace untangle::dxil::disassembly
