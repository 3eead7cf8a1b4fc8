// The fleshed compute shader as DXIL-style LLVM assembly (typed pointers, dx.op calls and
// DXIL metadata as DXC writes them), for llvm-as-14 and then the real translation pipeline.
//
// Each graph node becomes one basic block that appends its id + 1 to the thread's slice of
// the path buffer (u0), optionally stores WaveActiveBallot(true).x at the same index of the
// ballot buffer (u1), and, where it decides, reads its next direction from the thread's
// slice of the direction buffer (t0). The two cursors are phis in every block, as DXC's
// SSA output has them.
#pragma once

#include "flesh/graph.h"

#include <cstdint>
#include <string>

namespace untangle::flesh {

struct ShaderLayout {
  uint32_t threads = 1;  // numthreads(threads, 1, 1)
  uint32_t directions_per_thread = 1;
  uint32_t path_per_thread = 1;  // path (and ballot) words per thread
  bool ballots = false;          // also record WaveActiveBallot(true) per visit
};

std::string dxil_text(const Graph& graph, const ShaderLayout& layout);

}  // namespace untangle::flesh
