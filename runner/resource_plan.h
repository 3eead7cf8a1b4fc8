// Matches a manifest's resources to the descriptors a SPIR-V entry point declares, through
// a binding map: which buffer goes to which (set, binding) as which descriptor kind.
#pragma once

#include "runner/binding_map.h"
#include "runner/dispatch.h"
#include "runner/manifest.h"
#include "runner/spirv_module.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace untangle::runner {

struct ResourcePlan {
  std::vector<BufferBinding> buffers;
  // For each manifest resource, the index of its buffer, or nullopt when the shader does
  // not use it (its contents then stay as the manifest gives them).
  std::vector<std::optional<std::size_t>> buffer_of_resource;
  std::vector<std::string> notes;  // one line per resource: where it is bound, or why not
};

// The descriptor kind comes from the module (the pipeline layout must match it); a
// reflection's descriptor_type must agree with it. Throws RunnerError when a declared
// descriptor has no manifest resource, two resources share a binding, or a resource is
// bound to a non-buffer descriptor; Unsupported for descriptor arrays.
ResourcePlan plan_resources(const Manifest& manifest, const std::vector<DescriptorBinding>& declared,
                            const BindingMap& bindings);

}  // namespace untangle::runner
