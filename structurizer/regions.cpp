// Loop construct membership by a preorder walk of the structural dominator tree, and
// region graphs with nested loops collapsed.
#include "structurizer/regions.h"

#include <algorithm>
#include <map>
#include <string>

#include "structurizer/dominators.h"
#include "structurizer/error.h"

namespace untangle::structurizer {


LoopConstructs compute_loop_constructs(const Function& function) {
  const std::span<const Block> blocks = function.blocks();
  // Without loop annotations every block is outside every loop: no dominator tree needed.
  const auto heads_loop = [](const Block& block) { return block.merge.kind == MergeKind::Loop; };
  if (std::none_of(blocks.begin(), blocks.end(), heads_loop)) {
    const size_t size = function.size();
    return LoopConstructs{std::vector<BlockId>(size, kNoBlock), std::vector<BlockId>(size, kNoBlock),
                          std::vector<bool>(size, false)};
  }
  return compute_loop_constructs(function, DominatorTree(build_graph(function, EdgeKinds::Structural)));
}

LoopConstructs compute_loop_constructs(const Function& function, const DominatorTree& tree) {
  LoopConstructs constructs;
  constructs.innermost_header.assign(function.size(), kNoBlock);
  constructs.parent_header.assign(function.size(), kNoBlock);
  constructs.is_continue_target.assign(function.size(), false);
  for (BlockId id = 0; id < function.size(); ++id)
    if (function.block(id).merge.kind == MergeKind::Loop)
      constructs.is_continue_target[function.block(id).merge.continue_target] = true;

  std::vector<BlockId> stack{tree.root()};
  while (!stack.empty()) {
    const BlockId block = stack.back();
    stack.pop_back();
    BlockId loop = kNoBlock;
    if (block != tree.root()) {
      loop = constructs.innermost_header[tree.immediate_dominator(block)];
      // Leaving a construct: its merge block and continue target are outside it.
      while (loop != kNoBlock && (function.block(loop).merge.merge_block == block ||
                                  function.block(loop).merge.continue_target == block))
        loop = constructs.parent_header[loop];
    }
    if (function.block(block).merge.kind == MergeKind::Loop) {
      constructs.parent_header[block] = loop;
      loop = block;
    }
    constructs.innermost_header[block] = loop;
    for (uint32_t child : tree.children(block)) stack.push_back(child);
  }
  return constructs;
}

std::vector<Region> build_regions(const Function& function, const LoopConstructs& constructs) {
  std::map<BlockId, size_t> region_of_header;
  std::vector<Region> regions(1);
  regions[0].blocks.push_back(function.entry());
  for (BlockId id = 0; id < function.size(); ++id) {
    const Block& block = function.block(id);
    if (block.merge.kind != MergeKind::Loop) continue;
    region_of_header[id] = regions.size();
    Region region;
    region.header = id;
    region.merge = block.merge.merge_block;
    region.continue_target = block.merge.continue_target;
    region.blocks.push_back(id);
    regions.push_back(std::move(region));
  }
  auto region_index = [&](BlockId header) { return header == kNoBlock ? 0 : region_of_header.at(header); };

  std::vector<uint32_t> local(function.size(), kNoNode);
  local[function.entry()] = 0;
  for (BlockId id = 0; id < function.size(); ++id) {
    if (id == function.entry() || constructs.is_continue_target[id]) continue;
    const bool is_header = function.block(id).merge.kind == MergeKind::Loop;
    // A loop header is its own region's entry and a collapsed node of its parent's region.
    const BlockId owner = is_header ? constructs.parent_header[id] : constructs.innermost_header[id];
    Region& region = regions[region_index(owner)];
    local[id] = static_cast<uint32_t>(region.blocks.size());
    region.blocks.push_back(id);
  }

  for (Region& region : regions) {
    const auto size = static_cast<uint32_t>(region.blocks.size());
    region.is_nested_loop.assign(size, false);
    // A loop header's `local` index is its position in the parent region; nothing inside
    // its own region may branch to it (the back edge comes from the continue target).
    auto node_of = [&](BlockId from, BlockId target) -> uint32_t {
      const uint32_t node = local[target];
      if (node == kNoNode || node >= size || region.blocks[node] != target) {
        const std::string construct = region.header == kNoBlock
                                          ? std::string("the function body")
                                          : "the construct of loop '" + block_label(function, region.header) + "'";
        throw InvalidFunctionError("branch '" + block_label(function, from) + "' -> '" + block_label(function, target) +
                                   "' leaves " + construct + " other than by break or continue");
      }
      return node;
    };
    region.graph = lay_out_graph(size, 0, 2 * size_t{size}, [&](auto add_edge) {
      for (uint32_t node = 0; node < size; ++node) {
        const BlockId block = region.blocks[node];
        const Block& data = function.block(block);
        if (node != 0 && data.merge.kind == MergeKind::Loop) {
          region.is_nested_loop[node] = true;
          add_edge(node, node_of(block, data.merge.merge_block));
          continue;
        }
        for (BlockId target : data.terminator.targets) {
          if (target == region.merge || target == region.continue_target) continue;
          add_edge(node, node_of(block, target));
        }
      }
    });
  }
  return regions;
}

}  // namespace untangle::structurizer
