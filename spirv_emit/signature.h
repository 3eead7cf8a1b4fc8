// What the operations on signature elements share (signature.cpp, dxop/interpolation.cpp).
#pragma once

#include "spirv_emit/lowering.h"

namespace untangle::spirv_emit {

// A signature scalar as the value type the DXIL overload uses (bools, widths, float bits).
Id convert_to(Lowering& lowering, Id value, Id to_type);

// A 32-bit index operand (rows, vertices, samples) from a DXIL integer of any width.
Id index_operand(Lowering& lowering, const dxil::Value* value);

// A signature row operand: a constant, or a value.
StageIo::Row row_operand(Lowering& lowering, const dxil::Value* row);

}  // namespace untangle::spirv_emit
