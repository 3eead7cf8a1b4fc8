// What a caller may choose about the SPIR-V it gets: the version, where resources are
// bound (binding_model.h), and whether wave operations reconverge maximally.
#pragma once

#include <cstdint>

#include "dxil/root_signature.h"
#include "spirv_emit/binding_model.h"
#include "spirv_emit/builder.h"

namespace untangle::spirv_emit {

// SPV_KHR_maximal_reconvergence: the MaximallyReconvergesKHR execution mode makes lanes
// that diverged at a header reconverge at its merge, on the structured CFG untangle
// writes, which is where HLSL authors expect wave operations to see them together
// (Vulkan otherwise leaves reconvergence inside a construct to the driver). The device must
// enable VK_KHR_shader_maximal_reconvergence's shaderMaximalReconvergence feature.
enum class MaximalReconvergence : uint8_t {
  Auto,  // declared for SPIR-V 1.6 output (Vulkan 1.3 targets) that uses wave operations
  On,    // always declared
  Off,
};

struct Options {
  uint32_t spirv_version = kSpirv13;  // kSpirv13 .. kSpirv16
  HeapLayout heap;
  // When set, its layout replaces the default model (root_signature_layout.h); the
  // remapper sees that layout's choice. Must outlive the translation.
  const dxil::RootSignature* root_signature = nullptr;
  BindingRemapper remapper;  // may be empty
  MaximalReconvergence maximal_reconvergence = MaximalReconvergence::Auto;
};

}  // namespace untangle::spirv_emit
