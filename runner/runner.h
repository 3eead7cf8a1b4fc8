// Runs a SPIR-V compute shader against an execution manifest on a Vulkan device and
// checks every expectation: the runner's entry point.
#pragma once

#include "runner/binding_map.h"
#include "runner/comparison.h"
#include "runner/device.h"
#include "runner/manifest.h"
#include "runner/spirv_module.h"

#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace untangle::runner {

enum class Verdict { Passed, Failed, Skipped };

std::string_view verdict_name(Verdict verdict);  // "PASSED", "FAILED", "SKIPPED"

struct RunOptions {
  // For the dispatch, which on lavapipe includes compiling the shader (llvmpipe compiles
  // lazily, at the first dispatch): a big shader takes tens of seconds on a loaded machine.
  std::chrono::milliseconds timeout{120000};
  std::size_t max_reported_mismatches = 10;  // per resource
};

struct RunReport {
  Verdict verdict = Verdict::Passed;
  std::string details;  // device, subgroup plan, bindings, one block per checked resource
  std::string summary;  // one line, starting with the verdict's name
  std::vector<ResourceComparison> comparisons;
  // Final contents of every manifest resource, in manifest order (empty when skipped).
  std::vector<std::vector<uint32_t>> contents;
};

// Runs the module's compute entry point (the bindings' entry point, else the manifest's,
// else the only one) with the manifest's resources bound where `bindings` says, and
// compares. What the device cannot run (wave size, formats, features) and validate_only
// manifests give Verdict::Skipped, never Passed. Throws RunnerError when the run itself
// fails (invalid module, unbound descriptor, Vulkan error, timeout).
RunReport run_manifest(Device& device, const Manifest& manifest, const SpirvModule& module, const BindingMap& bindings,
                       const RunOptions& options = {});

}  // namespace untangle::runner
