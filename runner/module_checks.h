// Checks of a SPIR-V module against a device before any pipeline is created: the device
// must support what the module declares, and the module must be valid, because drivers
// may crash on invalid SPIR-V instead of failing cleanly.
#pragma once

#include "runner/device.h"
#include "runner/spirv_module.h"

namespace untangle::runner {

// Throws Unsupported listing every capability or SPIR-V version the device lacks.
void require_device_support(const SpirvModule& module, const DeviceInfo& device);

// Runs the SPIRV-Tools validator for the device's Vulkan version and enabled layout
// features; throws RunnerError with the validator's messages.
void validate_module(const SpirvModule& module, const DeviceInfo& device);

}  // namespace untangle::runner
