// Loop constructs from loop annotations, and the per-loop regions the selection pass
// structures: a region is one loop's construct (or the function body) with every nested
// loop collapsed into its header, whose only region successor is that loop's merge.
// Branches to the region loop's own merge (break) or continue target (continue) leave
// the region; they are valid from anywhere inside it.
#pragma once

#include <vector>

#include "structurizer/dominators.h"
#include "structurizer/function.h"
#include "structurizer/graph.h"

namespace untangle::structurizer {

// SPIR-V's loop constructs: a block belongs to the construct of loop header H when H
// dominates it over structural edges, it is not H's continue target and H's merge block
// does not dominate it. The innermost such H is the block's loop.
struct LoopConstructs {
  std::vector<BlockId> innermost_header;  // per block: header of its loop, or kNoBlock
  std::vector<BlockId> parent_header;     // per loop header: the enclosing loop's header
  std::vector<bool> is_continue_target;
};

// Requires every loop header to carry a Loop merge annotation whose continue target
// branches only to the header.
LoopConstructs compute_loop_constructs(const Function& function);
// The same from the dominator tree of build_graph(function, EdgeKinds::Structural), for a
// caller that needs that tree too.
LoopConstructs compute_loop_constructs(const Function& function, const DominatorTree& structural_dominators);

struct Region {
  BlockId header = kNoBlock;           // the loop's header; kNoBlock for the function body
  BlockId merge = kNoBlock;            // the loop's merge block
  BlockId continue_target = kNoBlock;  // the loop's continue target
  std::vector<BlockId> blocks;              // region nodes, the entry first
  Graph graph;                              // over indices into `blocks`; a DAG
  // Whether blocks[i] is a nested loop's header (its region successor is the loop merge).
  std::vector<bool> is_nested_loop;
};

// Throws InvalidFunctionError if a branch leaves a region other than by break/continue.
std::vector<Region> build_regions(const Function& function, const LoopConstructs& constructs);

}  // namespace untangle::structurizer
