// Natural loops from the DFS back edges; irreducible cycles are rejected here.
#include "structurizer/loops.h"

#include <algorithm>

#include "structurizer/errors.h"

namespace untangle::cfg {

LoopForest::LoopForest(const Function& function)
    : graph_(build_graph(function)), dominators_(graph_) {
  const uint32_t size = graph_.size();
  innermost_.assign(size, kNoLoop);
  loop_of_header_.assign(size, kNoLoop);
  const DepthFirstOrder& order = dominators_.order();

  for (const auto& [from, to] : order.retreating_edges) {
    if (!dominators_.dominates(to, from))
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
    loops_.push_back(Loop{header, {}, {}, {}, kNoLoop, {}, 1});
  }
  for (const Edge& edge : back_edges_) loops_[loop_of_header_[edge.to]].latches.push_back(edge.from);

  // Bodies: walk backwards from the latches without crossing the header. Processing outer
  // loops first lets inner loops overwrite `innermost_`.
  std::vector<uint32_t> mark(size, kNoLoop);
  for (uint32_t index = 0; index < loops_.size(); ++index) {
    Loop& loop = loops_[index];
    loop.parent = innermost_[loop.header];
    if (loop.parent != kNoLoop) {
      loop.depth = loops_[loop.parent].depth + 1;
      loops_[loop.parent].children.push_back(index);
    }
    mark[loop.header] = index;
    loop.body.push_back(loop.header);
    std::vector<uint32_t> stack;
    for (uint32_t latch : loop.latches)
      if (mark[latch] != index) {
        mark[latch] = index;
        stack.push_back(latch);
      }
    while (!stack.empty()) {
      const uint32_t node = stack.back();
      stack.pop_back();
      loop.body.push_back(node);
      for (uint32_t predecessor : graph_.predecessors[node])
        if (order.reachable(predecessor) && mark[predecessor] != index) {
          mark[predecessor] = index;
          stack.push_back(predecessor);
        }
    }
    // Sorting the body alone, not scanning every block once per loop, keeps this in
    // proportion to the sum of the loop sizes (times a log) rather than blocks x loops.
    std::sort(loop.body.begin(), loop.body.end(),
              [&](uint32_t a, uint32_t b) { return order.rpo_index[a] < order.rpo_index[b]; });
    for (uint32_t node : loop.body) innermost_[node] = index;
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

  for (uint32_t index = 0; index < loops_.size(); ++index) {
    Loop& loop = loops_[index];
    for (uint32_t node : loop.body)
      for (uint32_t successor : graph_.successors[node])
        if (!contains(index, successor)) loop.exits.push_back({node, successor});
  }
}

bool LoopForest::contains(uint32_t loop, BlockId block) const {
  const uint32_t inner = innermost_[block];
  return inner != kNoLoop && tree_first_[loop] <= tree_first_[inner] && tree_last_[inner] <= tree_last_[loop];
}

}  // namespace untangle::cfg
