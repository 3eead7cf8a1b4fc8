// The DXIL functions an entry point reaches through calls (dx.op intrinsics excluded), and
// the check that none reaches itself: SPIR-V forbids recursion.
#pragma once

#include <vector>

#include "dxil/dxil_metadata.h"
#include "dxil/ir.h"

namespace untangle::spirv_emit {

// The defined functions `instruction` calls, if it is a call of one (not a dx.op).
const dxil::Function* called_function(const dxil::Instruction& instruction);

// `entry` and every function it reaches through calls, each once, callers first.
std::vector<const dxil::Function*> reachable_functions(const dxil::Function& entry);

// The functions a translation of `entry` as a `stage` shader emits: the entry's function, a
// hull shader's patch-constant function, and every function they reach through calls, each
// once, callers first. Throws TranslateError naming the cycle ("recursion is not supported
// in SPIR-V: A -> B -> A") when one of them calls itself, directly or not: emit_spirv takes
// the structured forms of exactly these functions.
std::vector<const dxil::Function*> translated_functions(const dxil::EntryPoint& entry, dxil::ShaderKind stage);

}  // namespace untangle::spirv_emit
