// A module in the Vulkan memory model (SPV_KHR_vulkan_memory_model; untangle writes those
// that use AGS's cooperative matrices in it, as dxil-spirv does), written by the same
// lowerings as a GLSL450 one.
//
// The difference that matters: in the Vulkan model an access without NonPrivatePointer (or,
// for an image's texels, NonPrivateTexel) is private to its invocation, and barriers order
// none of it for other invocations. So every load and store of shared memory (storage
// buffers, groupshared, device addresses) becomes NonPrivatePointer, and every storage-image
// read and write NonPrivateTexel, as the GLSL450 model treated them. Coherent and Volatile do
// not exist in the Vulkan model: a module with them (globallycoherent UAVs) is refused rather
// than given availability operations it never needed before.
#pragma once

#include <cstdint>
#include <vector>

namespace untangle::spirv_emit {

// Rewrites a finished module's loads and stores as above (the OpMemoryModel is the caller's).
// Throws TranslateError (unsupported) for Coherent or Volatile decorations.
void make_shared_accesses_non_private(std::vector<uint32_t>& words);

}  // namespace untangle::spirv_emit
