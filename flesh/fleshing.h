// Fleshing a CFG into an executable test (after Klimis et al., "Taking Back Control in an
// Intermediate Representation for GPU Computing", POPL 2023): the shader, its buffers as an
// execution manifest, the reference paths and, in convergence mode, reference ballots.
#pragma once

#include "flesh/graph.h"
#include "flesh/lane_paths.h"
#include "flesh/simt.h"
#include "runner/manifest.h"
#include "structurizer/function.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace untangle::flesh {

enum class Mode {
  SingleThread,  // one thread
  Lanes,         // 64 threads, each on its own path
  Convergence,   // 64 threads in waves of 8 that also record WaveActiveBallot(true)
};

std::string_view mode_name(Mode mode);  // "single", "lanes", "convergence"
std::optional<Mode> mode_from_name(std::string_view name);

inline constexpr uint32_t kWorkgroupThreads = 64;
inline constexpr uint32_t kWaveSize = 8;  // the convergence reference's wave (lavapipe's)

struct FleshedShader {
  Mode mode = Mode::SingleThread;
  Graph graph;
  std::string llvm_text;
  // t0: directions; u0: paths (block id + 1 per visit, expected exactly); u1 in
  // convergence mode: ballots (checked by check_execution, not by the manifest).
  runner::Manifest manifest;
  std::vector<LanePath> paths;        // per thread
  std::vector<LaneVisits> reference;  // convergence mode: per thread
  uint32_t path_stride = 0;           // path and ballot words per thread
};

// Throws FleshError when the CFG cannot be fleshed (irreducible, no reachable return).
FleshedShader flesh(const structurizer::Function& function, Mode mode, uint64_t seed);

// Compares an execution's final buffer contents (manifest order) with the reference:
// every thread's path exactly; in convergence mode every ballot outside ambiguous zones.
// Returns an empty string when all match, else a readable report of the first differences.
std::string check_execution(const FleshedShader& shader, const std::vector<std::vector<uint32_t>>& contents);

}  // namespace untangle::flesh
