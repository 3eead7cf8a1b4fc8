// Lowering of DXIL value types: i1 becomes bool, other integers keep their width with no
// signedness, and aggregates become SPIR-V arrays and structs without explicit layout.
#include "spirv_emit/emitter.h"

#include "dxil/disassembler.h"

namespace untangle::spirv_emit {

Id Emitter::type(const dxil::Type* type) {
  if (type == nullptr) fail("missing type");
  if (auto found = types_.find(type); found != types_.end()) return found->second;
  Id result = 0;
  switch (type->kind) {
    case dxil::TypeKind::Void:
      result = builder_.type_void();
      break;
    case dxil::TypeKind::Half:
      result = builder_.type_float(16);
      break;
    case dxil::TypeKind::Float:
      result = builder_.type_float(32);
      break;
    case dxil::TypeKind::Double:
      result = builder_.type_float(64);
      break;
    case dxil::TypeKind::Integer:
      if (type->bit_width == 1) {
        result = builder_.type_bool();
      } else if (type->bit_width == 8 || type->bit_width == 16 || type->bit_width == 32 || type->bit_width == 64) {
        result = builder_.type_int(type->bit_width);
      } else {
        fail("integer type " + dxil::format_type(type) + " has no SPIR-V equivalent");
      }
      break;
    case dxil::TypeKind::Vector:
      result = builder_.type_vector(this->type(type->element), static_cast<uint32_t>(type->element_count));
      break;
    case dxil::TypeKind::Array:
      if (type->element_count == 0 || type->element_count > 0xFFFFFFFFu)
        fail("array type " + dxil::format_type(type) + " has an unsupported length");
      result = builder_.type_array(this->type(type->element), static_cast<uint32_t>(type->element_count));
      break;
    case dxil::TypeKind::Struct: {
      if (type->is_opaque || type->members.empty()) fail("struct type " + dxil::format_type(type) + " has no body");
      std::vector<Id> members;
      for (const dxil::Type* member : type->members) members.push_back(this->type(member));
      result = builder_.type_struct(members);
      break;
    }
    default:
      fail("type " + dxil::format_type(type) + " is not a value type SPIR-V can hold");
  }
  types_.emplace(type, result);
  return result;
}

}  // namespace untangle::spirv_emit
