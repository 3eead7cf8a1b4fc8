// Natural loops from the DFS back edges; irreducible cycles are rejected here.
#include "structurizer/loops.h"

#include <algorithm>
#include <utility>

#include "structurizer/dominators.h"
#include "structurizer/error.h"

namespace untangle::structurizer {

LoopForest::LoopForest(const Function& function) : LoopForest(function, build_graph(function)) {}

LoopForest::LoopForest(const Function& function, const Graph& graph)
    : LoopForest(function, graph, depth_first_order(graph)) {}

LoopForest::LoopForest(const Function& function, const Graph& graph, const DepthFirstOrder& order) : order_(order) {
  const uint32_t size = graph.size();
  innermost_.assign(size, kNoLoop);
  loop_of_header_.assign(size, kNoLoop);
  if (order.retreating_edges.empty()) return;  // no cycle: no loops, nothing to check

  // Every retreating edge must be a back edge (its target dominates its source).
  const DominatorTree dominators(graph, order);
  for (const auto& [from, to] : order.retreating_edges) {
    if (!dominators.dominates(to, from))
      throw IrreducibleGraphError("irreducible control flow in function '" + function.name() + "': the cycle closed by '" +
                                  block_label(function, from) + "' -> '" + block_label(function, to) +
                                  "' can be entered without passing '" + block_label(function, to) + "'");
    back_edges_.push_back({from, to});
  }

  // One loop per header, in header RPO order (outer headers come first).
  std::vector<uint32_t> headers;
  for (const Edge& edge : back_edges_) headers.push_back(edge.to);
  std::sort(headers.begin(), headers.end(),
            [&](uint32_t a, uint32_t b) { return order.rpo_index[a] < order.rpo_index[b]; });
  headers.erase(std::unique(headers.begin(), headers.end()), headers.end());
  for (uint32_t header : headers) {
    loop_of_header_[header] = static_cast<uint32_t>(loops_.size());
    loops_.push_back(Loop{header, {}, {}, kNoLoop, {}, 1});
  }
  for (const Edge& edge : back_edges_) loops_[loop_of_header_[edge.to]].latches.push_back(edge.from);

  // Bodies, innermost loops first (reverse header RPO), walking backwards from the latches
  // without crossing the header. A block already claimed by an inner loop stands for that
  // loop's whole outermost discovered ancestor, whose header's predecessors continue the
  // walk, so every block is claimed once and every loop is entered once (union-find over
  // the loops found so far keeps the ancestor lookups near constant).
  std::vector<uint32_t> representative(loops_.size());
  for (uint32_t index = 0; index < loops_.size(); ++index) representative[index] = index;
  auto outermost_found = [&](uint32_t loop) {
    uint32_t root = loop;
    while (representative[root] != root) root = representative[root];
    while (representative[loop] != root) loop = std::exchange(representative[loop], root);
    return root;
  };
  std::vector<uint32_t> walk;
  for (uint32_t index = static_cast<uint32_t>(loops_.size()); index-- > 0;) {
    const Loop& loop = loops_[index];
    innermost_[loop.header] = index;
    for (uint32_t latch : loop.latches)
      if (latch != loop.header) walk.push_back(latch);
    while (!walk.empty()) {
      const uint32_t node = walk.back();
      walk.pop_back();
      uint32_t entered = kNoLoop;
      if (innermost_[node] == kNoLoop) {
        innermost_[node] = index;
      } else {
        entered = outermost_found(innermost_[node]);
        if (entered == index) continue;
        loops_[entered].parent = index;
        representative[entered] = index;
      }
      const uint32_t from = entered == kNoLoop ? node : loops_[entered].header;
      for (uint32_t predecessor : graph.predecessors[from])
        if (order.reachable(predecessor)) walk.push_back(predecessor);
    }
  }
  // Loops come in header RPO order, so parents precede their children.
  for (uint32_t index = 0; index < loops_.size(); ++index) {
    Loop& loop = loops_[index];
    if (loop.parent == kNoLoop) continue;
    loop.depth = loops_[loop.parent].depth + 1;
    loops_[loop.parent].children.push_back(index);
  }

  // Loop-tree preorder intervals for O(1) containment.
  tree_first_.assign(loops_.size(), 0);
  tree_last_.assign(loops_.size(), 0);
  uint32_t counter = 0;
  std::vector<std::pair<uint32_t, uint32_t>> stack;
  for (uint32_t index = 0; index < loops_.size(); ++index) {
    if (loops_[index].parent != kNoLoop) continue;
    stack.emplace_back(index, 0);
    tree_first_[index] = counter++;
    while (!stack.empty()) {
      auto& [loop, next] = stack.back();
      if (next < loops_[loop].children.size()) {
        const uint32_t child = loops_[loop].children[next++];
        tree_first_[child] = counter++;
        stack.emplace_back(child, 0);
        continue;
      }
      tree_last_[loop] = counter - 1;
      stack.pop_back();
    }
  }

  // Each edge is an exit of the loops around its source that do not contain its target:
  // a walk up the loop tree from the source's innermost loop.
  for (uint32_t node : order.reverse_postorder)
    for (uint32_t successor : graph.successors[node])
      for (uint32_t loop = innermost_[node]; loop != kNoLoop && !contains(loop, successor); loop = loops_[loop].parent)
        loops_[loop].exits.push_back({node, successor});
}

bool LoopForest::contains(uint32_t loop, BlockId block) const {
  const uint32_t inner = innermost_[block];
  return inner != kNoLoop && tree_first_[loop] <= tree_first_[inner] && tree_last_[inner] <= tree_last_[loop];
}

}  // namespace untangle::structurizer
