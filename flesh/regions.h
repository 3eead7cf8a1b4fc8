// The loops of a reducible fleshing graph and the acyclic region graphs the SIMT reference
// runs on: one for the function and one per loop body, where child loops are collapsed
// into a single node and back edges, loop exits and returns become sinks. Deliberately
// independent of the structurizer's analyses, so that the oracle does not share their bugs.
#pragma once

#include "flesh/graph.h"

#include <cstdint>
#include <limits>
#include <map>
#include <vector>

namespace untangle::flesh {

inline constexpr uint32_t kNoLoop = std::numeric_limits<uint32_t>::max();
inline constexpr uint32_t kNoRegionNode = std::numeric_limits<uint32_t>::max();

struct Loop {
  uint32_t header = 0;
  uint32_t parent = kNoLoop;   // the innermost enclosing loop
  std::vector<bool> contains;  // per graph node
};

enum class RegionNodeKind {
  Block,     // a graph node directly in the region
  Loop,      // a child loop, entered at its header
  Continue,  // sink: back to the region's loop header (the iteration ends)
  Exit,      // sink: leaves the region's loop to `index`
  Return,    // sink: the thread returns
  End,       // the virtual node after every sink
};

struct RegionNode {
  RegionNodeKind kind = RegionNodeKind::Block;
  uint32_t index = 0;  // Block and Exit: a graph node; Loop: a loop index
  std::vector<uint32_t> successors;
  std::vector<uint32_t> predecessors;

  bool is_sink() const { return kind != RegionNodeKind::Block && kind != RegionNodeKind::Loop; }
};

struct Region {
  uint32_t loop = kNoLoop;  // kNoLoop: the whole function
  uint32_t start = 0;       // where execution enters: the loop header, or the entry
  uint32_t end = 0;         // the End node
  std::vector<RegionNode> nodes;
  std::vector<uint32_t> immediate_dominator;       // per node (kNoRegionNode for start)
  std::vector<uint32_t> immediate_post_dominator;  // per node (kNoRegionNode for End)
  // Where lanes that split apart may or may not run together again depending on how the
  // structurizer builds constructs: reachable from a join that is not the immediate
  // post-dominator of its immediate dominator (short-circuit conditions, switch
  // fall-through), up to that post-dominator.
  std::vector<bool> ambiguous;
  std::map<uint32_t, uint32_t> exit_nodes;  // graph node outside the loop -> its Exit sink
  uint32_t continue_node = kNoRegionNode;
  uint32_t return_node = kNoRegionNode;
};

class RegionTree {
 public:
  // Throws FleshError when the graph is irreducible.
  explicit RegionTree(const Graph& graph);

  const std::vector<Loop>& loops() const { return loops_; }
  const Region& function_region() const { return regions_.back(); }
  const Region& loop_region(uint32_t loop) const { return regions_[loop]; }
  uint32_t innermost_loop(uint32_t node) const { return innermost_loop_[node]; }

  // The node of `region` that a thread moving to graph node `target` arrives at (from a
  // node inside the region).
  uint32_t region_node_for(const Region& region, uint32_t target) const;

 private:
  void find_loops();
  Region build_region(uint32_t loop);

  const Graph& graph_;
  std::vector<Loop> loops_;
  std::vector<uint32_t> innermost_loop_;
  std::vector<Region> regions_;  // one per loop, then the function's
  // Per region, the region node of each graph node directly in it or in a child loop.
  std::vector<std::vector<uint32_t>> member_nodes_;
};

}  // namespace untangle::flesh
