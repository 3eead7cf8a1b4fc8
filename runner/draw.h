// One draw (or mesh dispatch) on a Device: a graphics pipeline from per-stage SPIR-V over
// the manifest's buffers, vertex and index buffers, render targets; results read back.
#pragma once

#include "runner/attachments.h"
#include "runner/device.h"
#include "runner/graphics_manifest.h"
#include "runner/pipeline_resources.h"
#include "runner/resource_plan.h"
#include "runner/stage.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace untangle::runner {

struct PipelineStage {
  Stage stage = Stage::Vertex;
  const std::vector<uint32_t>* spirv = nullptr;
  std::string entry_point;
};

struct GraphicsJob {
  const GraphicsSetup* setup = nullptr;  // draw, vertex and index buffers, targets, fixed-function state
  std::vector<PipelineStage> stages;     // in pipeline order
  // One per manifest attribute the vertex shader reads, at its location; binding = the
  // vertex buffer's position in setup->vertex_buffers.
  std::vector<VkVertexInputAttributeDescription> vertex_attributes;
  const ResourcePlan* resources = nullptr;  // what the pipeline binds
  std::optional<PushConstantRange> push_constants;
  std::chrono::milliseconds timeout{120000};
};

struct GraphicsResult {
  std::vector<std::vector<uint32_t>> objects;  // final contents, in resource plan order
  TargetContents targets;
};

// Creates everything, draws, waits and reads back. Throws Unsupported where the device
// lacks a format, sample count or limit; RunnerError on any failure; a draw that does
// not finish within the timeout abandons the device (see Device::abandon).
GraphicsResult execute_graphics(Device& device, const GraphicsJob& job);

// The graphics pipeline for `job` (graphics_pipeline.cpp).
Pipeline create_graphics_pipeline(const Device& device, const GraphicsJob& job, VkPipelineLayout layout,
                                  const Attachments& attachments);

}  // namespace untangle::runner
