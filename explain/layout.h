// Places the union graph with GraphViz's `dot` program, once for all snapshots: every
// block keeps one position through all the passes, so stepping between pictures moves
// nothing that persists (the alternative, `neato -n` with the previous pass's positions,
// would still need a layout per pass and lets new blocks overlap old ones). The program
// rather than libgvc keeps GraphViz out of every library the translator links, and a
// crash of dot (it has some on large graphs) becomes an error message instead of ours.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

#include "explain/union_graph.h"

namespace untangle::explain {

// Node sizes come from the label's character grid, so dot needs no fonts and the SVG's
// monospace text (DejaVu Sans Mono: 0.602 em per character) fits the boxes dot placed.
inline constexpr double kFontSize = 10;
inline constexpr double kCharWidth = 6.02;
inline constexpr double kLineHeight = 12;
inline constexpr double kPaddingX = 8;
inline constexpr double kPaddingY = 5;

// dot's cost grows with the ranks its edges span (each rank crossed is a virtual node):
// above this many blocks, a branch edge spanning more than kMaxRoutedSpan ranks is left
// out of the layout and drawn directly by the picture instead.
inline constexpr size_t kRouteAllEdgesUpTo = 300;
inline constexpr int kMaxRoutedSpan = 8;

struct Point {
  double x = 0;
  double y = 0;
};

struct NodePlace {
  Point centre;
  double width = 0;
  double height = 0;
};

// An edge's path: cubic Bézier points (1 + 3k), then the arrow's tip. Branch edges follow
// dot's splines; merge and continue declarations, and the long branch edges left out of
// dot's input, are curves around the blocks' sides (merge and upward branches on the
// right, continue on the left) or, for a long edge going down, from bottom to top.
struct EdgeRoute {
  std::vector<Point> curve;
  Point tip;
  bool by_dot = false;
};

// In SVG coordinates: origin top left, y downwards, one unit per point; every node and
// route lies within width x height.
struct Layout {
  double width = 0;
  double height = 0;
  std::vector<NodePlace> nodes;   // by union node
  std::vector<EdgeRoute> routes;  // by union edge
  size_t unrouted_branches = 0;   // branch edges dot did not route (see kRouteAllEdgesUpTo)
};

class LayoutError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Which union edges dot routes: branch edges, all of them for small graphs, else those
// spanning at most kMaxRoutedSpan ranks of a longest-path layering.
std::vector<bool> routed_edges(const UnionGraph& graph);

// The graph as dot's input: fixed-size boxes named n<index>, routed edges tagged k=<index>.
std::string layout_input(const UnionGraph& graph, const std::vector<bool>& routed);

// Throws LayoutError when dot cannot be run, fails, or prints what cannot be read.
Layout layout_graph(const UnionGraph& graph);

}  // namespace untangle::explain
