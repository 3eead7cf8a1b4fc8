// What a graphics run checks and plans beyond the stages themselves: the device features
// its stages and state need, and which vertex attribute feeds which shader location.
#pragma once

#include "runner/device.h"
#include "runner/manifest.h"
#include "runner/stage_preparation.h"

#include <string>
#include <vector>

namespace untangle::runner {

// Throws Unsupported naming the first thing the device lacks: a graphics queue, dynamic
// rendering, a stage (geometry, tessellation, mesh, task), stores from a stage that
// declares storage descriptors, multiview, sample-rate shading, non-solid fill, depth
// clamp, conservative rasterization, the wave size, or a limit.
void require_graphics_support(const Device& device, const Manifest& manifest, const std::vector<PreparedStage>& stages);

// The vertex input attributes: each manifest attribute at the location where the vertex
// stage reads its semantic (attributes the shader does not read are left out, with a
// note). Throws RunnerError when the shader reads a semantic no attribute feeds, and
// Unsupported when the device cannot read an attribute's format from a vertex buffer.
std::vector<VkVertexInputAttributeDescription> plan_vertex_input(const Device& device, const GraphicsSetup& setup,
                                                                 const StageModule& vertex,
                                                                 std::vector<std::string>& notes);

}  // namespace untangle::runner
