// Minimal DXIL modules (LLVM text for llvm-as-14) that call one DXIL operation each: a
// compute or pixel shader with a fixed set of resources and signature elements, and one
// call with operands of the right types, for every operation untangle translates. Any other
// operation gets a call with its opcode alone, enough to reach the operation table.
#pragma once

#include <optional>
#include <string>

#include "dxil/dx_op.h"

namespace untangle::spirv_emit::testing {

// The module for an operation untangle translates; nullopt when this table has no call for
// it (a newly supported operation: add one in dxop_modules.cpp).
std::optional<std::string> translated_op_module(dxil::DxOp op);

// A compute shader whose only work is `call void @dx.op.<class>(i32 <opcode>)`.
std::string opcode_only_module(dxil::DxOp op);

}  // namespace untangle::spirv_emit::testing
