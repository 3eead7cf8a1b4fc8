// TypeTable: DXIL types to SPIR-V types, and widths of lowered types.
#include "spirv_emit/type_table.h"

#include "dxil/disassembler.h"
#include "spirv_emit/hit_objects.h"
#include "spirv_emit/long_vectors.h"
#include "spirv_emit/lowering.h"

namespace untangle::spirv_emit {

bool min_precision_in_32_bits(const dxil::EntryPoint& entry, const Options& options) {
  constexpr uint64_t kUseNativeLowPrecision = uint64_t{1} << 23;
  return options.min_precision_as_32bit && (entry.shader_flags.value_or(0) & kUseNativeLowPrecision) == 0;
}

Id TypeTable::lower(const dxil::Type* type) {
  if (type == nullptr) unsupported("missing type");
  if (const Id* found = lowered_.find(type)) return *found;
  Id result = 0;
  switch (type->kind) {
    case dxil::TypeKind::Void: result = builder_.type_void(); break;
    case dxil::TypeKind::Half: result = builder_.type_float(min_precision_32_ ? 32 : 16); break;
    case dxil::TypeKind::Float: result = builder_.type_float(32); break;
    case dxil::TypeKind::Double: result = builder_.type_float(64); break;
    case dxil::TypeKind::Integer:
      if (type->bit_width == 1) {
        result = builder_.type_bool();
      } else if (type->bit_width == 8 || type->bit_width == 16 || type->bit_width == 32 || type->bit_width == 64) {
        result = builder_.type_int(type->bit_width == 16 && min_precision_32_ ? 32 : type->bit_width);
      } else {
        unsupported("integer type " + dxil::format_type(type) + " has no SPIR-V equivalent");
      }
      break;
    case dxil::TypeKind::Vector:
      if (type->element_count == 0 || type->element_count > kMaxVectorElements)
        unsupported("vector type " + dxil::format_type(type) + " has an unsupported length");
      // Vulkan's vectors hold at most 4 components: an SM 6.9 long vector is an array
      // (long_vectors.h).
      result = is_long_vector(type)
                   ? builder_.type_array(lower(type->element), static_cast<uint32_t>(type->element_count))
                   : builder_.type_vector(lower(type->element), static_cast<uint32_t>(type->element_count));
      break;
    case dxil::TypeKind::Array:
      if (type->element_count == 0 || type->element_count > 0xFFFFFFFFu)
        unsupported("array type " + dxil::format_type(type) + " has an unsupported length");
      result = builder_.type_array(lower(type->element), static_cast<uint32_t>(type->element_count));
      break;
    case dxil::TypeKind::Struct: {
      if (is_hit_object_type(type))
        unsupported("a hit object passed to or returned from a function, or held in memory, is not supported: "
                    "SPIR-V's live in variables of their own");
      if (is_node_handle_type(type))
        unsupported(
            "a node handle merged by a phi or select, passed to or returned from a function, or held in "
            "memory is not supported: SPIR-V names a node's payload arrays where they are used");
      if (type->is_opaque || type->members.empty())
        unsupported("struct type " + dxil::format_type(type) + " has no body");
      std::vector<Id> members;
      for (const dxil::Type* member : type->members) members.push_back(lower(member));
      result = builder_.type_struct(members);
      break;
    }
    default: unsupported("type " + dxil::format_type(type) + " is not a value type SPIR-V can hold");
  }
  lowered_.try_emplace(type, result);
  return result;
}

uint32_t TypeTable::scalar_width(Id type) const {
  const TypeInfo& info = builder_.type_info(type);
  if (info.opcode == spv::Op::OpTypeBool) return 1;
  if (info.opcode == spv::Op::OpTypeVector) return builder_.type_info(info.element).width;
  return info.width;
}

}  // namespace untangle::spirv_emit
