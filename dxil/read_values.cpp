// Value references shared by the constants and function-body readers: absolute ids,
// forward-reference fixups, operator opcodes and flags, cast and getelementptr typing.
#include "dxil/bitcode_codes.h"
#include "dxil/error.h"
#include "dxil/ir_cast.h"
#include "dxil/module_reader_internal.h"

namespace untangle::dxil::reading {
namespace {

bool is_integer_like(const Type* type) {
  if (type->kind == TypeKind::Vector) type = type->element;
  return type->kind == TypeKind::Integer;
}

bool is_floating_point_like(const Type* type) {
  if (type->kind == TypeKind::Vector) type = type->element;
  return type->is_floating_point();
}

uint64_t primitive_bits(const Type* type) {
  switch (type->kind) {
    case TypeKind::Integer: return type->bit_width;
    case TypeKind::Half: return 16;
    case TypeKind::Float: return 32;
    case TypeKind::Double: return 64;
    case TypeKind::Vector: return primitive_bits(type->element) * type->element_count;
    default: return 0;
  }
}

}  // namespace

void ModuleReader::fail_absolute_value(uint64_t id) const {
  if (id > UINT32_MAX) fail("value id " + std::to_string(id) + " is out of range");
  if (id < values_.size()) fail("value " + std::to_string(id) + " does not have the type the record expects");
  fail("value " + std::to_string(id) + " is used before its definition without a type");
}

void ModuleReader::record_fixup(const Value** slot, size_t index, const ValueRef& ref, bool constants_only) {
  fixups_.push_back({slot, index, ref.id, ref.type, record().bit_position, stream_.block_id(), record().code,
                     constants_only, function_context});
}

void ModuleReader::resolve_fixups() {
  for (const ValueFixup& fixup : fixups_) {
    const auto fail_fixup = [&](const std::string& message) {
      throw ReadError(fixup.bit_position, bitcode::describe_record(fixup.block_id, fixup.code),
                      fixup.context.text() + "operand " + std::to_string(fixup.index) + " " + message);
    };
    if (fixup.id >= values_.size()) {
      fail_fixup("refers to value " + std::to_string(fixup.id) + ", only " + std::to_string(values_.size()) +
                 " defined");
    }
    const Value* value = values_[fixup.id];
    if (value->type != fixup.type) {
      fail_fixup("refers to value " + std::to_string(fixup.id) + ", which does not have the type the record gives");
    }
    if (fixup.constants_only && value->kind != ValueKind::Constant && value->kind != ValueKind::GlobalVariable &&
        value->kind != ValueKind::Function) {
      fail_fixup("refers to value " + std::to_string(fixup.id) + ", which is not a constant");
    }
    *fixup.slot = value;
  }
  fixups_.clear();
}

std::optional<Opcode> decode_binary_opcode(uint64_t code, const Type* type) {
  static constexpr Opcode kInteger[] = {Opcode::Add,  Opcode::Sub,  Opcode::Mul, Opcode::UDiv, Opcode::SDiv,
                                        Opcode::URem, Opcode::SRem, Opcode::Shl, Opcode::LShr, Opcode::AShr,
                                        Opcode::And,  Opcode::Or,   Opcode::Xor};
  if (code >= std::size(kInteger)) return std::nullopt;
  if (is_integer_like(type)) return kInteger[code];
  if (!is_floating_point_like(type)) return std::nullopt;
  switch (kInteger[code]) {
    case Opcode::Add: return Opcode::FAdd;
    case Opcode::Sub: return Opcode::FSub;
    case Opcode::Mul: return Opcode::FMul;
    case Opcode::SDiv: return Opcode::FDiv;
    case Opcode::SRem: return Opcode::FRem;
    default: return std::nullopt;
  }
}

uint32_t decode_operator_flags(Opcode opcode, uint64_t flags) {
  switch (opcode) {
    case Opcode::Add:
    case Opcode::Sub:
    case Opcode::Mul:
    case Opcode::Shl: return static_cast<uint32_t>(flags & (flags::kNoUnsignedWrap | flags::kNoSignedWrap));
    case Opcode::UDiv:
    case Opcode::SDiv:
    case Opcode::LShr:
    case Opcode::AShr: return static_cast<uint32_t>(flags & flags::kExact);
    default: return static_cast<uint32_t>(flags & flags::kAllFastMathBits);
  }
}

std::optional<Opcode> decode_cast_opcode(uint64_t code) {
  static constexpr Opcode kCasts[] = {Opcode::Trunc,        Opcode::ZExt,     Opcode::SExt,     Opcode::FPToUI,
                                      Opcode::FPToSI,       Opcode::UIToFP,   Opcode::SIToFP,   Opcode::FPTrunc,
                                      Opcode::FPExt,        Opcode::PtrToInt, Opcode::IntToPtr, Opcode::BitCast,
                                      Opcode::AddrSpaceCast};
  if (code >= std::size(kCasts)) return std::nullopt;
  return kCasts[code];
}

bool cast_is_valid(Opcode opcode, const Type* from, const Type* to) {
  const bool from_vector = from->kind == TypeKind::Vector;
  const bool to_vector = to->kind == TypeKind::Vector;
  if (from_vector != to_vector) return false;
  if (from_vector && from->element_count != to->element_count) return false;
  const Type* source = from_vector ? from->element : from;
  const Type* target = to_vector ? to->element : to;
  const bool source_int = source->kind == TypeKind::Integer, target_int = target->kind == TypeKind::Integer;
  const bool source_fp = source->is_floating_point(), target_fp = target->is_floating_point();
  const bool source_pointer = source->kind == TypeKind::Pointer, target_pointer = target->kind == TypeKind::Pointer;
  switch (opcode) {
    case Opcode::Trunc: return source_int && target_int && source->bit_width > target->bit_width;
    case Opcode::ZExt:
    case Opcode::SExt: return source_int && target_int && source->bit_width < target->bit_width;
    case Opcode::FPTrunc: return source_fp && target_fp && primitive_bits(source) > primitive_bits(target);
    case Opcode::FPExt: return source_fp && target_fp && primitive_bits(source) < primitive_bits(target);
    case Opcode::FPToUI:
    case Opcode::FPToSI: return source_fp && target_int;
    case Opcode::UIToFP:
    case Opcode::SIToFP: return source_int && target_fp;
    case Opcode::PtrToInt: return source_pointer && target_int;
    case Opcode::IntToPtr: return source_int && target_pointer;
    case Opcode::AddrSpaceCast:
      return source_pointer && target_pointer && source->address_space != target->address_space;
    case Opcode::BitCast:
      if (source_pointer || target_pointer) {
        return source_pointer && target_pointer && source->address_space == target->address_space;
      }
      return primitive_bits(from) != 0 && primitive_bits(from) == primitive_bits(to);
    default: return false;
  }
}

const Type* ModuleReader::gep_result_type(const Type* source_type, std::span<const ValueRef> operands) {
  // operands[0] is the base pointer, the rest are indices.
  if (operands.empty()) fail("getelementptr needs a base pointer");
  const Type* base_type = operands[0].type;
  if (base_type->kind != TypeKind::Pointer) fail("getelementptr base is not a pointer");
  if (base_type->element != nullptr && base_type->element != source_type) {
    fail("getelementptr source type does not match the pointee type of its base");
  }
  const Type* current = source_type;
  for (size_t index = 1; index < operands.size(); ++index) {
    if (operands[index].type->kind != TypeKind::Integer) fail("getelementptr index is not an integer");
    if (index == 1) continue;  // the first index steps over the pointer
    switch (current->kind) {
      case TypeKind::Array:
      case TypeKind::Vector: current = current->element; break;
      case TypeKind::Struct: {
        const auto* constant = dyn_cast<Constant>(operands[index].value);
        if (constant == nullptr || constant->constant_kind != ConstantKind::Integer) {
          fail("getelementptr struct index is not a constant integer defined before its use");
        }
        if (constant->integer < 0 || static_cast<uint64_t>(constant->integer) >= current->members.size()) {
          fail("getelementptr struct index " + std::to_string(constant->integer) + " is out of range");
        }
        current = current->members[static_cast<size_t>(constant->integer)];
        break;
      }
      default: fail("getelementptr indexes into a type that is not an aggregate");
    }
  }
  return pointer_to(current, base_type->address_space);
}

}  // namespace untangle::dxil::reading
