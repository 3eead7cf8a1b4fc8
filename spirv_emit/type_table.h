// DXIL value types as SPIR-V types: i1 becomes bool, other integers keep their width with
// no signedness, aggregates become arrays and structs without explicit layout. One table
// per module, so every function shares the lowered types.
#pragma once

#include <cstdint>

#include "common/pointer_map.h"
#include "dxil/dxil_metadata.h"
#include "dxil/ir.h"
#include "spirv_emit/options.h"
#include "spirv_emit/builder.h"

namespace untangle::spirv_emit {

// Whether `entry`'s 16-bit types are minimum precision that `options` has computed in 32 bits:
// the module is not compiled with native 16-bit types (DXIL's UseNativeLowPrecision flag).
bool min_precision_in_32_bits(const dxil::EntryPoint& entry, const Options& options);

class TypeTable {
 public:
  // `min_precision_32`: half and i16 are minimum-precision types lowered to 32 bits.
  explicit TypeTable(Builder& builder, bool min_precision_32 = false)
      : builder_(builder), min_precision_32_(min_precision_32) {}
  bool min_precision_32() const { return min_precision_32_; }

  // Throws TranslateError for types SPIR-V cannot hold (i7, opaque structs, labels...).
  Id lower(const dxil::Type* type);

  Id boolean() { return builder_.type_bool(); }
  Id uint(uint32_t width = 32) { return builder_.type_int(width); }
  Id floating(uint32_t width = 32) { return builder_.type_float(width); }
  Id uint_constant(uint32_t value) { return builder_.constant_uint(value); }
  // Width of an int or float type, or of a vector's components; 1 for bool.
  uint32_t scalar_width(Id type) const;

 private:
  Builder& builder_;
  bool min_precision_32_;
  PointerMap<const dxil::Type*, Id> lowered_;
};

}  // namespace untangle::spirv_emit
