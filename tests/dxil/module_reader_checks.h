// Test helpers over a read dxil::Module: a structural well-formedness check, and a
// canonical text fingerprint that two readings of the same program share even when
// their bitcode differs (LLVM 3.7 vs LLVM 14 encodings, metadata numbering).
#pragma once

#include <string>

#include "dxil/ir.h"

namespace untangle::dxil::testing {

// The first structural problem found ("" when none): terminators, parents, operands,
// successors and phi shapes.
std::string check_well_formed(const Module& module);

// Globals, functions with every instruction, and named metadata, as canonical text.
// `with_access_alignment` false leaves out the alignment of loads, stores and atomics,
// which LLVM 14 makes explicit where LLVM 3.7 left it unspecified.
std::string fingerprint(const Module& module, bool with_access_alignment = true);

}  // namespace untangle::dxil::testing
