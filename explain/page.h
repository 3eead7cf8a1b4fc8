// The explain page: one self-contained HTML file (inline style, script and SVG; nothing
// is fetched) with the list of steps (the input CFG, each pass, the failure if any), one
// picture per snapshot with what the step changed, and the DXIL and SPIR-V panels.
#pragma once

#include <string>

#include "explain/explanation.h"
#include "explain/layout.h"
#include "explain/union_graph.h"

namespace untangle::explain {

struct Page {
  std::string html;
  std::string warning;  // why the pictures are missing, when they are (GraphViz failed)
};

// Lays the snapshots out with GraphViz, then renders the page.
Page explain_page(const Explanation& explanation);

// The page for a layout already made; without one (nullptr) the pictures are replaced by
// `layout_problem`.
std::string render_page(const Explanation& explanation, const UnionGraph& graph, const Layout* layout,
                        const std::string& layout_problem);

}  // namespace untangle::explain
