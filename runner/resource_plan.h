// Matches a manifest's resources to the descriptors a pipeline's stages declare, through
// each stage's binding map: which buffer goes to which (set, binding) as which descriptor
// kind, visible to which stages.
#pragma once

#include "runner/binding_map.h"
#include "runner/manifest.h"
#include "runner/pipeline_resources.h"
#include "runner/spirv_module.h"
#include "runner/stage.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace untangle::runner {

// What one stage's entry point declares, and where its registers are bound.
struct StageDeclarations {
  Stage stage = Stage::Compute;
  std::vector<DescriptorBinding> declared;
  const BindingMap* bindings = nullptr;
};

struct ResourcePlan {
  std::vector<BufferBinding> buffers;
  // For each manifest resource, the index of its buffer, or nullopt when no stage uses
  // it (its contents then stay as the manifest gives them).
  std::vector<std::optional<std::size_t>> buffer_of_resource;
  // The manifest's acceleration structures that a stage declares (their handles are set
  // once they are built).
  std::vector<StructureBinding> structures;
  std::vector<std::string> notes;  // one line per resource: where it is bound, or why not
};

// The descriptor kind comes from the modules (the pipeline layout must match them); a
// reflection's descriptor_type must agree with it. Throws RunnerError when a declared
// descriptor has no manifest resource, two resources share a binding, two stages bind a
// resource differently, or a resource is bound to a non-buffer descriptor; Unsupported
// for descriptor arrays.
ResourcePlan plan_resources(const Manifest& manifest, const std::vector<StageDeclarations>& stages);

}  // namespace untangle::runner
