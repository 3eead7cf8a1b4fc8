// SM 6.9 long vectors (5 to 1024 elements) as SPIR-V arrays. Vulkan's vectors hold at most 4
// components, so TypeTable lowers a long vector to an OpTypeArray of its element type, and
// what LLVM applies to a whole vector is applied here element by element: extract each
// element of the array operands, apply the scalar operation, construct the array. Arrays
// keep their elements in order in every storage class, so loads, stores, phis and access
// chains into a long vector need nothing more; a run-time element index goes through a
// Function variable, since SPIR-V indexes arrays dynamically only through pointers.
// The trade-off is size: N extracts and a construct around each operation, which drivers
// remove when they scalarize (they all do for arrays).
#pragma once

#include <cstdint>
#include <functional>
#include <span>

#include "dxil/ir.h"
#include "spirv_emit/builder.h"

namespace untangle::spirv_emit {

// DXIL's longest vector (SM 6.9).
inline constexpr uint64_t kMaxVectorElements = 1024;

// Whether `type` is a vector too long for a SPIR-V vector.
inline bool is_long_vector(const dxil::Type* type) {
  return type != nullptr && type->kind == dxil::TypeKind::Vector && type->element_count > 4;
}

// Whether the lowered `type` is a long vector's array (arithmetic sees DXIL arrays never).
inline bool is_element_array(const Builder& builder, Id type) {
  return builder.type_info(type).opcode == spv::Op::OpTypeArray;
}

// The array of type `result_type` whose element i is `element_operation` applied to element i
// of each array operand; other operands (a select's scalar condition) are passed whole.
using ElementOperation = std::function<Id(Id element_type, std::span<const Id> elements)>;
Id per_element(Builder& builder, Id result_type, std::span<const Id> operands, const ElementOperation& element_operation);

// Element `index` (a run-time value) of the long vector `array`, and `array` with it replaced by
// `element`.
Id extract_element_dynamic(Builder& builder, Id array, Id index);
Id insert_element_dynamic(Builder& builder, Id array, Id element, Id index);

}  // namespace untangle::spirv_emit
