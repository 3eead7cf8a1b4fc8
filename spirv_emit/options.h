// What a caller may choose about the SPIR-V it gets: the version and binding overrides.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "spirv_emit/builder.h"

namespace untangle::spirv_emit {

// Places the resource with this register and space at a chosen set and binding
// (`--bindings F.json`: {"bindings":[{"register":"t0","space":0,"set":0,"binding":7}]}).
struct BindingOverride {
  std::string register_name;  // "t0", "u3", "b0", "s1"
  uint32_t space = 0;
  uint32_t set = 0;
  uint32_t binding = 0;
};

struct Options {
  uint32_t spirv_version = kSpirv13;  // kSpirv13 .. kSpirv16
  std::vector<BindingOverride> binding_overrides;
};

// The default binding model (DESIGN.md): set = register space, binding = register index
// plus an offset per register class.
inline constexpr uint32_t kBindingOffsetCbv = 0;
inline constexpr uint32_t kBindingOffsetSrv = 1000;
inline constexpr uint32_t kBindingOffsetUav = 2000;
inline constexpr uint32_t kBindingOffsetSampler = 3000;
// SM 6.6 descriptor heaps: set 0, one binding per descriptor type from this base, in the
// order of DescriptorType (resources.cpp), so every heap view has a binding of its own type.
inline constexpr uint32_t kHeapBindingBase = 4000;

}  // namespace untangle::spirv_emit
