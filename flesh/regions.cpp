// Loop detection (back edges to dominating headers, natural loops) and construction of
// the per-loop region graphs with their dominators, post-dominators and ambiguous zones.
// Graphs are small (fuzzing), so the simple iterative algorithms serve.
#include "flesh/regions.h"

#include "flesh/error.h"

#include <algorithm>

namespace untangle::flesh {
namespace {

// Immediate dominators of an acyclic graph given in topological order, where the first
// node is the only root (Cooper, Harvey and Kennedy's intersection, in one pass).
std::vector<uint32_t> acyclic_dominators(const std::vector<uint32_t>& order,
                                         const std::vector<std::vector<uint32_t>>& predecessors) {
  std::vector<uint32_t> position(predecessors.size(), kNoRegionNode);
  for (uint32_t index = 0; index < order.size(); ++index) position[order[index]] = index;
  std::vector<uint32_t> dominator(predecessors.size(), kNoRegionNode);
  const auto intersect = [&](uint32_t a, uint32_t b) {
    while (a != b) {
      while (position[a] > position[b]) a = dominator[a];
      while (position[b] > position[a]) b = dominator[b];
    }
    return a;
  };
  for (std::size_t index = 1; index < order.size(); ++index) {
    const uint32_t node = order[index];
    uint32_t result = kNoRegionNode;
    for (const uint32_t predecessor : predecessors[node]) {
      if (position[predecessor] == kNoRegionNode ||
          (predecessor != order[0] && dominator[predecessor] == kNoRegionNode)) {
        continue;  // not reachable from the root
      }
      result = result == kNoRegionNode ? predecessor : intersect(result, predecessor);
    }
    dominator[node] = result;
  }
  return dominator;
}

void add_unique(std::vector<uint32_t>& list, uint32_t value) {
  if (std::find(list.begin(), list.end(), value) == list.end()) list.push_back(value);
}

}  // namespace

RegionTree::RegionTree(const Graph& graph) : graph_(graph) {
  find_loops();
  for (uint32_t loop = 0; loop < loops_.size(); ++loop) regions_.push_back(build_region(loop));
  regions_.push_back(build_region(kNoLoop));
}

void RegionTree::find_loops() {
  const uint32_t size = graph_.size();
  // Reverse postorder, then dominators by the iterative algorithm.
  std::vector<uint32_t> postorder;
  std::vector<uint8_t> state(size, 0);  // 0 new, 1 on stack, 2 done
  std::vector<std::pair<uint32_t, std::size_t>> stack = {{graph_.entry, 0}};
  state[graph_.entry] = 1;
  while (!stack.empty()) {
    auto& [node, next] = stack.back();
    const std::vector<uint32_t> successors = graph_.successors(node);
    if (next < successors.size()) {
      const uint32_t successor = successors[next++];
      if (state[successor] == 0) {
        state[successor] = 1;
        stack.emplace_back(successor, 0);
      }
      continue;
    }
    state[node] = 2;
    postorder.push_back(node);
    stack.pop_back();
  }
  std::vector<uint32_t> order(postorder.rbegin(), postorder.rend());
  std::vector<uint32_t> position(size, kNoRegionNode);
  for (uint32_t index = 0; index < order.size(); ++index) position[order[index]] = index;
  std::vector<std::vector<uint32_t>> predecessors(size);
  for (uint32_t node = 0; node < size; ++node) {
    for (const uint32_t successor : graph_.successors(node)) predecessors[successor].push_back(node);
  }
  std::vector<uint32_t> dominator(size, kNoRegionNode);
  dominator[graph_.entry] = graph_.entry;
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t index = 1; index < order.size(); ++index) {
      const uint32_t node = order[index];
      uint32_t result = kNoRegionNode;
      for (const uint32_t predecessor : predecessors[node]) {
        if (dominator[predecessor] == kNoRegionNode) continue;
        uint32_t a = predecessor;
        uint32_t b = result == kNoRegionNode ? predecessor : result;
        while (a != b) {
          while (position[a] > position[b]) a = dominator[a];
          while (position[b] > position[a]) b = dominator[b];
        }
        result = a;
      }
      if (dominator[node] != result) {
        dominator[node] = result;
        changed = true;
      }
    }
  }
  const auto dominates = [&](uint32_t a, uint32_t b) {
    for (uint32_t node = b;; node = dominator[node]) {
      if (node == a) return true;
      if (node == graph_.entry) return false;
    }
  };

  // One natural loop per header: the nodes that reach a back edge's source without
  // passing the header.
  std::vector<uint32_t> loop_of_header(size, kNoLoop);
  for (const uint32_t source : order) {
    for (const uint32_t header : graph_.successors(source)) {
      if (!dominates(header, source)) continue;
      if (loop_of_header[header] == kNoLoop) {
        loop_of_header[header] = static_cast<uint32_t>(loops_.size());
        Loop loop;
        loop.header = header;
        loop.contains.assign(size, false);
        loop.contains[header] = true;
        loops_.push_back(std::move(loop));
      }
      Loop& loop = loops_[loop_of_header[header]];
      std::vector<uint32_t> work = {source};
      while (!work.empty()) {
        const uint32_t node = work.back();
        work.pop_back();
        if (loop.contains[node]) continue;
        loop.contains[node] = true;
        for (const uint32_t predecessor : predecessors[node]) work.push_back(predecessor);
      }
    }
  }

  // Nesting: the innermost loop of a node (and the parent of a loop) is the smallest one
  // containing it; natural loops of a reducible graph nest or are disjoint.
  std::vector<std::size_t> loop_size(loops_.size());
  for (std::size_t loop = 0; loop < loops_.size(); ++loop) {
    loop_size[loop] =
        static_cast<std::size_t>(std::count(loops_[loop].contains.begin(), loops_[loop].contains.end(), true));
  }
  const auto smallest_containing = [&](uint32_t node, uint32_t excluded) {
    uint32_t best = kNoLoop;
    for (uint32_t loop = 0; loop < loops_.size(); ++loop) {
      if (loop == excluded || !loops_[loop].contains[node]) continue;
      if (best == kNoLoop || loop_size[loop] < loop_size[best]) best = loop;
    }
    return best;
  };
  innermost_loop_.resize(size);
  for (uint32_t node = 0; node < size; ++node) innermost_loop_[node] = smallest_containing(node, kNoLoop);
  for (uint32_t loop = 0; loop < loops_.size(); ++loop) {
    loops_[loop].parent = smallest_containing(loops_[loop].header, loop);
  }
}

Region RegionTree::build_region(uint32_t loop) {
  Region region;
  region.loop = loop;
  const uint32_t size = graph_.size();
  std::vector<uint32_t> members(size, kNoRegionNode);
  std::vector<uint32_t> loop_node(loops_.size(), kNoRegionNode);
  const auto add_node = [&region](RegionNodeKind kind, uint32_t index) {
    region.nodes.push_back({kind, index, {}, {}});
    return static_cast<uint32_t>(region.nodes.size() - 1);
  };
  for (uint32_t node = 0; node < size; ++node) {
    uint32_t inner = innermost_loop_[node];
    if (inner == loop) {
      members[node] = add_node(RegionNodeKind::Block, node);
      continue;
    }
    // Climb to the child of this region's loop, if the node is inside the region at all.
    while (inner != kNoLoop && loops_[inner].parent != loop) inner = loops_[inner].parent;
    if (inner == kNoLoop) continue;
    if (loop_node[inner] == kNoRegionNode) loop_node[inner] = add_node(RegionNodeKind::Loop, inner);
    members[node] = loop_node[inner];
  }
  if (loop != kNoLoop) region.continue_node = add_node(RegionNodeKind::Continue, loops_[loop].header);
  region.return_node = add_node(RegionNodeKind::Return, 0);
  const auto target_node = [&](uint32_t target) {
    if (loop != kNoLoop && target == loops_[loop].header) return region.continue_node;
    if (members[target] != kNoRegionNode) return members[target];
    auto [exit, added] = region.exit_nodes.try_emplace(target, kNoRegionNode);
    if (added) exit->second = add_node(RegionNodeKind::Exit, target);
    return exit->second;
  };
  // Edges leave a Block node to its targets, and a Loop node to the targets of its exits.
  for (uint32_t node = 0; node < size; ++node) {
    if (members[node] == kNoRegionNode) continue;
    const uint32_t from = members[node];
    const bool in_child = region.nodes[from].kind == RegionNodeKind::Loop;
    if (graph_.nodes[node].kind == NodeKind::Return) {
      add_unique(region.nodes[from].successors, region.return_node);
      continue;
    }
    for (const uint32_t target : graph_.successors(node)) {
      if (in_child && loops_[region.nodes[from].index].contains[target]) continue;
      const uint32_t to = target_node(target);
      add_unique(region.nodes[from].successors, to);
    }
  }
  region.end = add_node(RegionNodeKind::End, 0);
  for (uint32_t node = 0; node < region.end; ++node) {
    if (region.nodes[node].is_sink()) region.nodes[node].successors.push_back(region.end);
  }
  for (uint32_t node = 0; node < region.nodes.size(); ++node) {
    for (const uint32_t successor : region.nodes[node].successors) region.nodes[successor].predecessors.push_back(node);
  }
  region.start = members[loop == kNoLoop ? graph_.entry : loops_[loop].header];

  // Topological order from the start; a cycle left after collapsing loops means the
  // graph is irreducible.
  const uint32_t count = static_cast<uint32_t>(region.nodes.size());
  std::vector<uint32_t> incoming(count, 0);
  for (const RegionNode& node : region.nodes) {
    for (const uint32_t successor : node.successors) ++incoming[successor];
  }
  std::vector<uint32_t> order;
  std::vector<uint32_t> ready;
  for (uint32_t node = 0; node < count; ++node) {
    if (incoming[node] == 0) ready.push_back(node);
  }
  // The start first: nodes unreachable from it (sinks no path uses) come later.
  std::stable_partition(ready.begin(), ready.end(), [&region](uint32_t node) { return node == region.start; });
  while (!ready.empty()) {
    const uint32_t node = ready.front();
    ready.erase(ready.begin());
    order.push_back(node);
    for (const uint32_t successor : region.nodes[node].successors) {
      if (--incoming[successor] == 0) ready.push_back(successor);
    }
  }
  if (order.size() != count || order.front() != region.start) {
    throw FleshError(
        "the CFG is irreducible: a cycle in " +
        (loop == kNoLoop ? std::string("the function") : "the loop at " + graph_.nodes[loops_[loop].header].name) +
        " does not go through a dominating header");
  }
  std::vector<std::vector<uint32_t>> predecessors(count);
  std::vector<std::vector<uint32_t>> successors(count);
  for (uint32_t node = 0; node < count; ++node) {
    predecessors[node] = region.nodes[node].predecessors;
    successors[node] = region.nodes[node].successors;
  }
  region.immediate_dominator = acyclic_dominators(order, predecessors);
  // Post-dominators: dominators of the reversed graph, rooted at End (nodes that never
  // reach End, inside loops without exits, keep none).
  std::vector<uint32_t> reverse_order = {region.end};
  for (auto node = order.rbegin(); node != order.rend(); ++node) {
    if (*node != region.end) reverse_order.push_back(*node);
  }
  region.immediate_post_dominator = acyclic_dominators(reverse_order, successors);

  region.ambiguous.assign(count, false);
  for (uint32_t join = 0; join < count; ++join) {
    const RegionNode& node = region.nodes[join];
    if (node.is_sink() || node.predecessors.size() < 2 || region.immediate_dominator[join] == kNoRegionNode) continue;
    const uint32_t stop = region.immediate_post_dominator[region.immediate_dominator[join]];
    if (stop == join) continue;
    std::vector<uint32_t> work = {join};
    while (!work.empty()) {
      const uint32_t current = work.back();
      work.pop_back();
      if (current == stop || region.nodes[current].is_sink() || region.ambiguous[current]) continue;
      region.ambiguous[current] = true;
      for (const uint32_t successor : region.nodes[current].successors) work.push_back(successor);
    }
  }
  member_nodes_.push_back(std::move(members));
  return region;
}

uint32_t RegionTree::region_node_for(const Region& region, uint32_t target) const {
  if (region.loop != kNoLoop && target == loops_[region.loop].header) return region.continue_node;
  const std::size_t index = region.loop == kNoLoop ? loops_.size() : region.loop;
  const uint32_t member = member_nodes_[index][target];
  if (member != kNoRegionNode) return member;
  const auto exit = region.exit_nodes.find(target);
  if (exit == region.exit_nodes.end()) {
    throw FleshError("internal: no edge leads from the region to " + graph_.nodes[target].name);
  }
  return exit->second;
}

}  // namespace untangle::flesh
