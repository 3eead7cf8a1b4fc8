// One snapshot's CFG as an SVG picture at the union layout's positions. Constructs are
// marked as `--dot` marks them (selection headers bold, loop headers double-bordered,
// synthetic blocks dashed, the entry house-shaped, back edges red, merge and continue
// declarations as dashed blue and green edges); what the pass added is green, what it
// removed is drawn faintly where it was. Every block carries data-b (its union node),
// data-dxil (its DXIL block) and data-spv (its SPIR-V label) for the page's links.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "explain/layout.h"
#include "explain/union_graph.h"

namespace untangle::explain {

struct PictureContext {
  const UnionGraph& graph;
  const Layout& layout;
  std::span<const Snapshot> snapshots;
  std::span<const std::string> dxil_labels;  // by DXIL block index, for tooltips
  std::span<const uint32_t> spirv_labels;    // by union node, 0 for none
  const std::vector<bool>& error_nodes;      // by union node: named by the failure (last snapshot only)
};

std::string svg_picture(const PictureContext& context, size_t snapshot);

// The arrowheads the pictures refer to, as a zero-size <svg> to put once in the page.
std::string svg_markers();

}  // namespace untangle::explain
