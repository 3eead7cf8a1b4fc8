// Runs shaders against an execution manifest on a Vulkan device and checks every
// expectation: the runner's entry point. A compute manifest runs one compute module; a
// graphics manifest one module per stage, given as StageModules (stage_module.h).
#pragma once

#include "runner/binding_map.h"
#include "runner/comparison.h"
#include "runner/device.h"
#include "runner/manifest.h"
#include "runner/spirv_module.h"
#include "runner/stage_module.h"

#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace untangle::runner {

enum class Verdict { Passed, Failed, Skipped };

std::string_view verdict_name(Verdict verdict);  // "PASSED", "FAILED", "SKIPPED"

struct RunOptions {
  // For the dispatch or draw, which on lavapipe includes compiling the shaders (llvmpipe
  // compiles lazily, at the first use): a big shader takes tens of seconds on a loaded machine.
  std::chrono::milliseconds timeout{120000};
  std::size_t max_reported_mismatches = 10;  // per resource or target
};

struct RunReport {
  Verdict verdict = Verdict::Passed;
  std::string details;  // device, subgroup plan, bindings, one block per checked resource
  std::string summary;  // one line, starting with the verdict's name
  std::vector<ResourceComparison> comparisons;
  // Final contents of every manifest resource, in manifest order (empty when skipped).
  std::vector<std::vector<uint32_t>> contents;
  // Graphics: every render target's texels, decoded as its expectation reads them (one
  // word per component), and the depth (float bits) and stencil values.
  std::vector<std::vector<uint32_t>> render_targets;
  std::vector<uint32_t> depth;
  std::vector<uint32_t> stencil;
};

// Runs `stages` (one compute module, or one module per manifest stage in the manifest's
// order) with the manifest's resources bound where each stage's bindings say, and
// compares. A stage module's entry point is its own `entry`, else the manifest's, else
// the only one of its stage. What the device cannot run (wave size, formats, features)
// and validate_only manifests give Verdict::Skipped, never Passed. Throws RunnerError
// when the run itself fails (modules that do not match the manifest, invalid module,
// unbound descriptor, Vulkan error, timeout).
RunReport run_manifest(Device& device, const Manifest& manifest, const std::vector<StageModule>& stages,
                       const RunOptions& options = {});

// A compute manifest with a module already scanned: its entry point is the bindings'
// (a reflection's) entry point, else the manifest's, else the only one.
RunReport run_manifest(Device& device, const Manifest& manifest, const SpirvModule& module, const BindingMap& bindings,
                       const RunOptions& options = {});

}  // namespace untangle::runner
