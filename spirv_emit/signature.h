// What the operations on signature elements share (signature.cpp, dxop_interpolation.cpp).
#pragma once

#include "spirv_emit/lowering.h"

namespace untangle::spirv_emit {

// A signature scalar as the value type the DXIL overload uses (bools, widths, float bits).
Id convert_to(Lowering& lowering, Id value, Id to_type);

}  // namespace untangle::spirv_emit
