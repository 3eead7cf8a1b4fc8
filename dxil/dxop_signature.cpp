// Checks a dx.op function's type against its operation's signature (see dxop_signature.h).
#include "dxil/dxop_signature.h"

#include <algorithm>
#include <array>
#include <string_view>

#include "dxil/disassembler.h"

namespace untangle::dxil {

namespace {

// The longest signature (TraceRay's and HitObject_TraceRay's) has 17 positions.
constexpr size_t kMaxPositions = 20;

struct DxOpSignature {
  std::string_view overloads;
  std::array<SignatureType, kMaxPositions> positions;
};

namespace table {
using enum SignatureType;
constexpr DxOpSignature kSignatures[] = {
#define UNTANGLE_DXOP(name, number, op_class, major, minor, overloads, ...) {overloads, {__VA_ARGS__}},
#define UNTANGLE_DXOP_RESERVED(number)
#include "dxil/dxops.def"
#undef UNTANGLE_DXOP
#undef UNTANGLE_DXOP_RESERVED
};
static_assert(std::size(kSignatures) == kDxOpCount);
}  // namespace table

bool same_type(const Type* first, const Type* second) {
  if (first == second) return true;
  if (first == nullptr || second == nullptr || first->kind != second->kind) return false;
  switch (first->kind) {
    case TypeKind::Integer: return first->bit_width == second->bit_width;
    case TypeKind::Vector:
    case TypeKind::Array:
      return first->element_count == second->element_count && same_type(first->element, second->element);
    case TypeKind::Pointer:
      return first->address_space == second->address_space && same_type(first->element, second->element);
    case TypeKind::Struct: return !first->name.empty() && first->name == second->name;
    default: return first->members.empty() && second->members.empty();
  }
}

bool is_struct_named(const Type* type, std::string_view name) {
  return type->kind == TypeKind::Struct && type->name == name;
}

bool is_vector_of(const Type* type, uint64_t count, auto&& element_matches) {
  return type->kind == TypeKind::Vector && type->element_count == count && element_matches(type->element);
}

// A fixed position's type, or whether the type matches it at all for one that follows the
// overload (checked against the overload afterwards).
bool has_fixed_type(const Type* type, SignatureType position) {
  switch (position) {
    case SignatureType::Void: return type->kind == TypeKind::Void;
    case SignatureType::I1: return type->is_integer(1);
    case SignatureType::I8: return type->is_integer(8);
    case SignatureType::I16: return type->is_integer(16);
    case SignatureType::I32: return type->is_integer(32);
    case SignatureType::I64: return type->is_integer(64);
    case SignatureType::Half: return type->kind == TypeKind::Half;
    case SignatureType::Float: return type->kind == TypeKind::Float;
    case SignatureType::Double: return type->kind == TypeKind::Double;
    case SignatureType::I32Vector2:
      return is_vector_of(type, 2, [](const Type* element) { return element->is_integer(32); });
    case SignatureType::FloatPointer:
      return type->kind == TypeKind::Pointer && type->element != nullptr && type->element->kind == TypeKind::Float;
    case SignatureType::Handle: return is_struct_named(type, "dx.types.Handle");
    case SignatureType::ResourceBinding: return is_struct_named(type, "dx.types.ResBind");
    case SignatureType::ResourceProperties: return is_struct_named(type, "dx.types.ResourceProperties");
    case SignatureType::HitObject: return is_struct_named(type, "dx.types.HitObject");
    case SignatureType::NodeHandle: return is_struct_named(type, "dx.types.NodeHandle");
    case SignatureType::NodeRecordHandle: return is_struct_named(type, "dx.types.NodeRecordHandle");
    case SignatureType::NodeInfo: return is_struct_named(type, "dx.types.NodeInfo");
    case SignatureType::NodeRecordInfo: return is_struct_named(type, "dx.types.NodeRecordInfo");
    case SignatureType::Dimensions: return is_struct_named(type, "dx.types.Dimensions");
    case SignatureType::SamplePos: return is_struct_named(type, "dx.types.SamplePos");
    case SignatureType::SplitDouble: return is_struct_named(type, "dx.types.splitdouble");
    case SignatureType::I32WithCarry: return is_struct_named(type, "dx.types.i32c");
    case SignatureType::TwoI32: return is_struct_named(type, "dx.types.twoi32");
    case SignatureType::FourI32: return is_struct_named(type, "dx.types.fouri32");
    default: return true;
  }
}

// The overload type a position that names it holds, or nullptr (a fixed position, one
// derived from the overload, or a type of the wrong shape, which `has_overload_shape` says).
const Type* overload_at(const Type* type, SignatureType position) {
  switch (position) {
    case SignatureType::Overload:
    case SignatureType::Object:
    case SignatureType::UserType: return type;
    case SignatureType::ResRet:
    case SignatureType::CBufRet:
      return type->kind == TypeKind::Struct && !type->members.empty() ? type->members.front() : nullptr;
    case SignatureType::OverloadStruct4:
      return type->kind == TypeKind::Struct && type->members.size() == 4 ? type->members.front() : nullptr;
    case SignatureType::OverloadVector9: return type->kind == TypeKind::Vector ? type->element : nullptr;
    default: return nullptr;
  }
}

bool has_overload_shape(const Type* type, SignatureType position, const Type* overload) {
  const auto shaped = [&](uint32_t width) {
    if (overload->kind != TypeKind::Vector) return type->is_integer(width);
    return is_vector_of(type, overload->element_count, [&](const Type* element) { return element->is_integer(width); });
  };
  switch (position) {
    case SignatureType::Overload: return same_type(type, overload);
    case SignatureType::ResRet:
      return type->kind == TypeKind::Struct && type->name.starts_with("dx.types.ResRet.") && !type->members.empty() &&
             same_type(type->members.front(), overload);
    case SignatureType::CBufRet:
      return type->kind == TypeKind::Struct && type->name.starts_with("dx.types.CBufRet.") && !type->members.empty() &&
             same_type(type->members.front(), overload);
    case SignatureType::UserType:
      return same_type(type, overload) && type->kind == TypeKind::Pointer && type->element != nullptr &&
             type->element->kind == TypeKind::Struct;
    case SignatureType::Object: return same_type(type, overload);
    case SignatureType::OverloadShapedI1: return shaped(1);
    case SignatureType::OverloadShapedI32: return shaped(32);
    case SignatureType::OverloadElement:
      return overload->kind == TypeKind::Vector && same_type(type, overload->element);
    case SignatureType::OverloadStruct4:
      return type->kind == TypeKind::Struct && type->name.starts_with("dx.types.four") && type->members.size() == 4 &&
             std::all_of(type->members.begin(), type->members.end(),
                         [&](const Type* member) { return same_type(member, overload); });
    case SignatureType::OverloadVector9:
      return is_vector_of(type, 9, [&](const Type* element) { return same_type(element, overload); });
    default: return true;
  }
}

// hctdb's letter for a scalar overload type; 0 for one no letter names.
char overload_letter(const Type& type) {
  switch (type.kind) {
    case TypeKind::Half: return 'h';
    case TypeKind::Float: return 'f';
    case TypeKind::Double: return 'd';
    case TypeKind::Integer:
      switch (type.bit_width) {
        case 1: return '1';
        case 8: return '8';
        case 16: return 'w';
        case 32: return 'i';
        case 64: return 'l';
        default: return 0;
      }
    case TypeKind::Pointer: return type.element != nullptr && type.element->kind == TypeKind::Struct ? 'u' : 0;
    default: return 0;
  }
}

bool allows_overload(std::string_view overloads, const Type& overload) {
  if (overloads.find('o') != std::string_view::npos) return true;  // any object
  const size_t vector_start = overloads.find('<');
  if (overload.kind == TypeKind::Vector) {
    if (vector_start == std::string_view::npos || overload.element == nullptr) return false;
    const char letter = overload_letter(*overload.element);
    return letter != 0 && overloads.substr(vector_start + 1).find(letter) != std::string_view::npos;
  }
  const char letter = overload_letter(overload);
  return letter != 0 && overloads.substr(0, vector_start).find(letter) != std::string_view::npos;
}

std::string position_name(size_t position) {
  return position == 0 ? "its result" : "parameter " + std::to_string(position);
}

const DxOpSignature* signature_of(DxOp op) {
  const std::optional<size_t> index = dxop_position(op);
  return index ? &table::kSignatures[*index] : nullptr;
}

size_t position_count(const DxOpSignature& signature) {
  size_t count = 0;
  while (count < kMaxPositions && signature.positions[count] != SignatureType::End) ++count;
  return count;
}

}  // namespace

std::string_view dxop_overloads(DxOp op) {
  const DxOpSignature* signature = signature_of(op);
  return signature == nullptr ? std::string_view() : signature->overloads;
}

std::span<const SignatureType> dxop_signature(DxOp op) {
  const DxOpSignature* signature = signature_of(op);
  if (signature == nullptr) return {};
  return std::span<const SignatureType>(signature->positions.data(), position_count(*signature));
}

std::optional<std::string> dxop_signature_mismatch(const Function& callee, DxOp op) {
  const DxOpSignature* known = signature_of(op);
  if (known == nullptr || known->positions[0] == SignatureType::Extended) return std::nullopt;
  const DxOpSignature& signature = *known;
  const Type* function_type = callee.function_type;
  if (function_type == nullptr || function_type->kind != TypeKind::Function || function_type->return_type == nullptr)
    return "it is not a function";
  const size_t count = position_count(signature);
  if (function_type->is_vararg || function_type->members.size() != count - 1)
    return "it takes " + std::to_string(function_type->members.size()) + " parameters, and " +
           std::string(dxop_name(op)) + " takes " + std::to_string(count - 1);
  const auto type_at = [&](size_t position) {
    return position == 0 ? function_type->return_type : function_type->members[position - 1];
  };
  const Type* overload = nullptr;
  for (size_t position = 0; position < count; ++position) {
    const Type* type = type_at(position);
    if (type == nullptr) return position_name(position) + " has no type";
    const SignatureType expected = signature.positions[position];
    if (!has_fixed_type(type, expected))
      return position_name(position) + " is " + format_type(type) + ", which " + std::string(dxop_name(op)) +
             " does not take there";
    if (overload == nullptr) overload = overload_at(type, expected);
  }
  // QuadVote names its i1 overload only through its i1-shaped result.
  for (size_t position = 0; overload == nullptr && position < count; ++position)
    if (signature.positions[position] == SignatureType::OverloadShapedI1) overload = type_at(position);
  if (signature.overloads == "v") return std::nullopt;
  if (overload == nullptr) return "it names no overload type";
  for (size_t position = 0; position < count; ++position)
    if (!has_overload_shape(type_at(position), signature.positions[position], overload))
      return position_name(position) + " is " + format_type(type_at(position)) + ", which does not follow its " +
             format_type(overload) + " overload";
  if (!allows_overload(signature.overloads, *overload))
    return "its overload is " + format_type(overload) + ", and " + std::string(dxop_name(op)) + " is declared for \"" +
           std::string(signature.overloads) + "\" (hctdb's letters)";
  return std::nullopt;
}

}  // namespace untangle::dxil
