// The float controls of SPV_KHR_float_controls that a module's own rules ask for and the
// device allows: the fp32 denormal mode (DXIL's "fp32-denorm-mode" function attribute, which
// the DXBC lifter writes as "ftz", D3D10's rule) and the preservation of signed zero,
// infinity and NaN. Each is declared only where Options::float_controls says the device has
// it; elsewhere the shader gets the device's default, which D3D's rules may not be.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "dxil/dxil_metadata.h"
#include "spirv_emit/builder.h"
#include "spirv_emit/execution_modes.h"
#include "spirv_emit/options.h"

namespace untangle::spirv_emit {

// The entry point's float-control modes:
// - DenormFlushToZero or DenormPreserve (32) for an entry function whose "fp32-denorm-mode"
//   is "ftz" or "preserve" ("any", DXC's default, and no attribute ask for neither);
// - SignedZeroInfNanPreserve (32) where no fp32 operation of the translated `functions` waives
//   them: none carries `fast`, `nnan`, `ninf` or `nsz`. DXC writes `fast` on every operation
//   that is not precise, so its modules keep the device's default; DXBC, whose rules keep
//   them, is lifted with `reassoc contract` only.
std::vector<ExecutionMode> float_control_modes(const dxil::EntryPoint& entry,
                                               std::span<const dxil::Function* const> functions,
                                               const FloatControls& allowed);

// "none", or the float controls a device has, comma-separated as the flags and manifests spell
// them: denorm-flush-32, denorm-preserve-32, signed-zero-inf-nan-preserve-32 (written in that
// order, read in any).
std::string float_controls_name(const FloatControls& value);
std::optional<FloatControls> float_controls_from_name(const std::string& name);

// The capabilities (and, before SPIR-V 1.4, SPV_KHR_float_controls) the modes need, then the modes.
void declare_float_controls(Builder& builder, Id function, const std::vector<ExecutionMode>& modes);

}  // namespace untangle::spirv_emit
