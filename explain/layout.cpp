// Layout through `dot -Tjson0`: dot gets boxes of known size and the edges worth routing,
// and answers with positions and splines.
#include "explain/layout.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include <nlohmann/json.hpp>

#include "explain/subprocess.h"

namespace untangle::explain {
namespace {

constexpr double kPointsPerInch = 72;
constexpr double kMargin = 8;
constexpr double kArcLabelWidth = 40;  // "continue" at the pictures' edge-label size

std::string number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.4g", value);
  return text;
}

double node_width(const UnionNode& node) { return static_cast<double>(node.label_columns) * kCharWidth + 2 * kPaddingX; }
double node_height(const UnionNode& node) { return static_cast<double>(node.label_lines) * kLineHeight + 2 * kPaddingY; }

// Ranks of a longest-path layering of the branch edges, after a depth-first search from
// the blocks without predecessors has set the retreating edges aside; close to dot's own
// ranking, and enough to tell which edges are long.
std::vector<int> longest_path_ranks(const UnionGraph& graph) {
  const size_t size = graph.nodes.size();
  std::vector<std::vector<uint32_t>> out_edges(size);
  std::vector<bool> has_predecessor(size, false);
  for (uint32_t index = 0; index < graph.edges.size(); ++index) {
    const UnionEdge& edge = graph.edges[index];
    if (edge.kind != EdgeKind::Branch) continue;
    out_edges[edge.from].push_back(index);
    has_predecessor[edge.to] = true;
  }
  enum : uint8_t { kNew, kOnStack, kDone };
  std::vector<uint8_t> state(size, kNew);
  std::vector<bool> retreating(graph.edges.size(), false);
  std::vector<uint32_t> postorder;
  auto search = [&](uint32_t root) {
    std::vector<std::pair<uint32_t, size_t>> stack = {{root, 0}};
    state[root] = kOnStack;
    while (!stack.empty()) {
      auto& [node, next] = stack.back();
      if (next == out_edges[node].size()) {
        state[node] = kDone;
        postorder.push_back(node);
        stack.pop_back();
        continue;
      }
      const uint32_t edge = out_edges[node][next++];
      const uint32_t target = graph.edges[edge].to;
      if (state[target] == kOnStack) retreating[edge] = true;
      if (state[target] != kNew) continue;
      state[target] = kOnStack;
      stack.emplace_back(target, 0);
    }
  };
  for (uint32_t node = 0; node < size; ++node)
    if (!has_predecessor[node] && state[node] == kNew) search(node);
  for (uint32_t node = 0; node < size; ++node)
    if (state[node] == kNew) search(node);
  std::vector<int> rank(size, 0);
  for (auto node = postorder.rbegin(); node != postorder.rend(); ++node)
    for (uint32_t edge : out_edges[*node])
      if (!retreating[edge]) rank[graph.edges[edge].to] = std::max(rank[graph.edges[edge].to], rank[*node] + 1);
  return rank;
}

// "x,y" (dot's y axis points up, so y is negated; normalise() moves everything in place).
Point point(std::string_view text) {
  const size_t comma = text.find(',');
  if (comma == std::string_view::npos) throw LayoutError("dot printed a malformed position '" + std::string(text) + "'");
  const double x = std::strtod(std::string(text.substr(0, comma)).c_str(), nullptr);
  const double y = std::strtod(std::string(text.substr(comma + 1)).c_str(), nullptr);
  return {x, -y};
}

// An edge's "pos": [s,x,y ][e,x,y ]p1 p2 ... pn (several splines, ';'-separated, only for
// concentrated edges, which this layout never asks for).
EdgeRoute route(std::string_view pos) {
  EdgeRoute result;
  result.by_dot = true;
  bool has_tip = false;
  size_t start = 0;
  while (start < pos.size()) {
    size_t end = pos.find_first_of(" ;", start);
    if (end == std::string_view::npos) end = pos.size();
    std::string_view item = pos.substr(start, end - start);
    if (item.starts_with("e,")) {
      result.tip = point(item.substr(2));
      has_tip = true;
    } else if (!item.starts_with("s,") && !item.empty()) {
      result.curve.push_back(point(item));
    }
    if (end < pos.size() && pos[end] == ';') break;
    start = end + 1;
  }
  if (result.curve.size() < 4 || result.curve.size() % 3 != 1)
    throw LayoutError("dot printed a spline of " + std::to_string(result.curve.size()) + " points");
  if (!has_tip) result.tip = result.curve.back();
  return result;
}

// From the side of one block to the same side of another (side: +1 right, -1 left),
// bulging outwards more the further apart they are.
EdgeRoute side_arc(const NodePlace& from, const NodePlace& to, double side) {
  const Point start{from.centre.x + side * from.width / 2, from.centre.y};
  const Point end{to.centre.x + side * to.width / 2, to.centre.y};
  const double bulge = side * std::min(120.0, 24 + 0.05 * std::abs(end.y - start.y));
  EdgeRoute route;
  route.curve = {start, {start.x + bulge, start.y}, {end.x + bulge, end.y}, end};
  route.tip = end;
  return route;
}

// A long branch edge: from bottom to top when it goes down, around the right side when
// it goes up.
EdgeRoute direct_curve(const NodePlace& from, const NodePlace& to) {
  const double bottom = from.centre.y + from.height / 2, top = to.centre.y - to.height / 2;
  if (top <= bottom) return side_arc(from, to, 1);
  const double pull = (top - bottom) / 3;
  EdgeRoute route;
  route.curve = {{from.centre.x, bottom}, {from.centre.x, bottom + pull}, {to.centre.x, top - pull}, {to.centre.x, top}};
  route.tip = route.curve.back();
  return route;
}

// Moves everything so that the top left corner of what is drawn is at (kMargin, kMargin):
// boxes, curves (through their control points, which bound them) and the "merge" and
// "continue" labels at the arcs' outer ends.
void normalise(const UnionGraph& graph, Layout& layout) {
  double left = 0, top = 0, right = 0, bottom = 0;
  bool first = true;
  auto cover = [&](double x0, double y0, double x1, double y1) {
    left = first ? x0 : std::min(left, x0);
    top = first ? y0 : std::min(top, y0);
    right = first ? x1 : std::max(right, x1);
    bottom = first ? y1 : std::max(bottom, y1);
    first = false;
  };
  for (const NodePlace& node : layout.nodes)
    cover(node.centre.x - node.width / 2, node.centre.y - node.height / 2 - 5, node.centre.x + node.width / 2,
          node.centre.y + node.height / 2);
  for (size_t index = 0; index < layout.routes.size(); ++index) {
    for (const Point& point : layout.routes[index].curve) cover(point.x, point.y, point.x, point.y);
    const Point outer = layout.routes[index].curve[1];
    if (graph.edges[index].kind == EdgeKind::Merge) cover(outer.x, outer.y, outer.x + kArcLabelWidth, outer.y);
    if (graph.edges[index].kind == EdgeKind::Continue) cover(outer.x - kArcLabelWidth, outer.y, outer.x, outer.y);
  }
  const double dx = kMargin - left, dy = kMargin - top;
  auto move = [dx, dy](Point& point) {
    point.x += dx;
    point.y += dy;
  };
  for (NodePlace& node : layout.nodes) move(node.centre);
  for (EdgeRoute& route : layout.routes) {
    for (Point& point : route.curve) move(point);
    move(route.tip);
  }
  layout.width = right - left + 2 * kMargin;
  layout.height = bottom - top + 2 * kMargin;
}

}  // namespace

std::vector<bool> routed_edges(const UnionGraph& graph) {
  std::vector<bool> routed(graph.edges.size(), false);
  const bool route_all = graph.nodes.size() <= kRouteAllEdgesUpTo;
  const std::vector<int> rank = route_all ? std::vector<int>() : longest_path_ranks(graph);
  for (size_t index = 0; index < graph.edges.size(); ++index) {
    const UnionEdge& edge = graph.edges[index];
    if (edge.kind != EdgeKind::Branch) continue;
    routed[index] = route_all || std::abs(rank[edge.to] - rank[edge.from]) <= kMaxRoutedSpan;
  }
  return routed;
}

std::string layout_input(const UnionGraph& graph, const std::vector<bool>& routed) {
  // On large graphs most of dot's time goes to the network simplex that places nodes
  // across; capping its iterations (nslimit) halves the time for a 3,000-node union and
  // gives an even narrower picture.
  const bool large = graph.nodes.size() > kRouteAllEdgesUpTo;
  std::string dot = std::string("digraph cfg {\n  graph [nodesep=0.25, ranksep=0.3") + (large ? ", nslimit=1" : "") +
                    "];\n  node [shape=box, fixedsize=true, label=\"\"];\n";
  for (size_t index = 0; index < graph.nodes.size(); ++index) {
    const UnionNode& node = graph.nodes[index];
    dot += "  n" + std::to_string(index) + " [width=" + number(node_width(node) / kPointsPerInch) +
           ", height=" + number(node_height(node) / kPointsPerInch) + "];\n";
  }
  for (size_t index = 0; index < graph.edges.size(); ++index) {
    if (!routed[index]) continue;
    const UnionEdge& edge = graph.edges[index];
    dot += "  n" + std::to_string(edge.from) + " -> n" + std::to_string(edge.to) + " [k=" + std::to_string(index) + "];\n";
  }
  return dot + "}\n";
}

Layout layout_graph(const UnionGraph& graph) {
  const std::vector<bool> routed = routed_edges(graph);
  ProgramResult result;
  try {
    result = run_program({"dot", "-Tjson0"}, layout_input(graph, routed));
  } catch (const std::exception& error) {
    throw LayoutError(std::string("GraphViz: ") + error.what());
  }
  if (!result.exited || result.status != 0) {
    const std::string reason = result.err.substr(0, result.err.find('\n'));
    throw LayoutError("GraphViz 'dot' " +
                      (result.exited ? "failed with exit status " + std::to_string(result.status)
                                     : "was killed by signal " + std::to_string(result.status)) +
                      (reason.empty() ? "" : ": " + reason));
  }

  Layout layout;
  layout.nodes.resize(graph.nodes.size());
  layout.routes.resize(graph.edges.size());
  try {
    const nlohmann::json document = nlohmann::json::parse(result.out);
    for (const nlohmann::json& object : document.at("objects")) {
      const std::string name = object.at("name").get<std::string>();
      const size_t index = name.starts_with("n") ? std::stoul(name.substr(1)) : graph.nodes.size();
      if (index >= graph.nodes.size()) throw LayoutError("dot printed an unknown node '" + name + "'");
      layout.nodes[index] = {point(object.at("pos").get<std::string>()), node_width(graph.nodes[index]),
                             node_height(graph.nodes[index])};
    }
    if (document.contains("edges"))
      for (const nlohmann::json& edge : document.at("edges")) {
        const size_t index = std::stoul(edge.at("k").get<std::string>());
        if (index >= graph.edges.size()) throw LayoutError("dot printed an unknown edge");
        layout.routes[index] = route(edge.at("pos").get<std::string>());
      }
  } catch (const nlohmann::json::exception& error) {
    throw LayoutError(std::string("cannot read dot's layout: ") + error.what());
  } catch (const std::logic_error& error) {  // std::stoul
    throw LayoutError(std::string("cannot read dot's layout: ") + error.what());
  }
  for (size_t index = 0; index < graph.edges.size(); ++index) {
    const UnionEdge& edge = graph.edges[index];
    if (layout.routes[index].by_dot) continue;
    const NodePlace& from = layout.nodes[edge.from];
    const NodePlace& to = layout.nodes[edge.to];
    switch (edge.kind) {
      case EdgeKind::Branch:
        layout.routes[index] = direct_curve(from, to);
        ++layout.unrouted_branches;
        break;
      case EdgeKind::Merge: layout.routes[index] = side_arc(from, to, 1); break;
      case EdgeKind::Continue: layout.routes[index] = side_arc(from, to, -1); break;
    }
  }
  normalise(graph, layout);
  return layout;
}

}  // namespace untangle::explain
