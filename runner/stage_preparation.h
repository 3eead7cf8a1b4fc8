// The checks and plans every run makes before creating a pipeline: each stage module
// matched to the manifest's stages, scanned, checked against the device and validated;
// the descriptors they declare; the push constants they read.
#pragma once

#include "runner/device.h"
#include "runner/manifest.h"
#include "runner/pipeline_resources.h"
#include "runner/resource_plan.h"
#include "runner/spirv_module.h"
#include "runner/stage_module.h"

#include <optional>
#include <string>
#include <vector>

namespace untangle::runner {

struct PreparedStage {
  const StageModule* source = nullptr;
  SpirvModule module;
  EntryPoint entry;
};

// Matches `modules` to the manifest (one compute module, or one per manifest stage in
// the same order) and scans them: throws RunnerError on a mismatch or a malformed module
// or entry point.
std::vector<PreparedStage> prepare_stages(const Manifest& manifest, const std::vector<StageModule>& modules);

// Throws Unsupported when the device lacks what a module declares; RunnerError when a
// module is invalid SPIR-V for the device.
void check_stages(const std::vector<PreparedStage>& stages, const DeviceInfo& device);

// What each stage declares, with where its registers are bound, for plan_resources.
std::vector<StageDeclarations> stage_declarations(const std::vector<PreparedStage>& stages);

// The manifest's push constants for the stages that declare a push-constant block.
// Throws RunnerError when a stage declares one and the manifest gives none, or gives too
// few words to cover it; adds a note when the manifest gives some that no stage reads.
std::optional<PushConstantRange> plan_push_constants(const Manifest& manifest, const std::vector<PreparedStage>& stages,
                                                     std::vector<std::string>& notes);

}  // namespace untangle::runner
