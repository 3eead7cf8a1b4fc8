// Pass "loop-merges": see the header.
#include "structurizer/pass_loop_merges.h"

#include <algorithm>
#include <optional>

#include "structurizer/edge_routing.h"
#include "structurizer/error.h"
#include "structurizer/loops.h"

namespace untangle::structurizer {


namespace {

// Construct membership of blocks while the pass runs: natural-loop membership for the
// input blocks, the owning loop for blocks the pass adds.
class Membership {
 public:
  explicit Membership(const LoopForest& forest, size_t size) : forest_(forest), original_size_(size) {
    for (BlockId id = 0; id < size; ++id) region_.push_back(forest.innermost_loop(id));
  }
  void add(BlockId block, uint32_t loop) {
    region_.resize(std::max<size_t>(region_.size(), block + 1), kNoLoop);
    region_[block] = loop;
  }
  uint32_t region(BlockId block) const { return block < region_.size() ? region_[block] : kNoLoop; }
  bool in_natural_loop(uint32_t loop, BlockId block) const {
    return block < original_size_ && forest_.contains(loop, block);
  }
  bool is_header(BlockId block) const {
    return block < original_size_ && forest_.loop_with_header(block) != kNoLoop;
  }

 private:
  const LoopForest& forest_;
  size_t original_size_;
  std::vector<uint32_t> region_;
};

}  // namespace

bool LoopMergesPass::run(Function& function, Analyses& analyses) {
  const LoopForest& forest = analyses.loop_forest();
  Membership membership(forest, function.size());
  std::vector<bool> is_merge(function.size(), false);
  auto mark_merge = [&](BlockId block) {
    if (block >= is_merge.size()) is_merge.resize(block + 1, false);
    is_merge[block] = true;
  };
  auto already_merge = [&](BlockId block) { return block < is_merge.size() && is_merge[block]; };

  for (uint32_t index = 0; index < forest.loops().size(); ++index) {
    const Loop& loop = forest.loops()[index];
    const BlockId header = loop.header;
    const BlockId latch = loop.latches.front();
    const BlockId parent_latch = loop.parent == kNoLoop ? kNoBlock : forest.loops()[loop.parent].latches.front();

    // Routing the exits of enclosing loops only redirects edges that already left this
    // loop, so the sources of the analysed exits are still the only blocks that leave it;
    // their current successors give the exits as they are now.
    std::vector<BlockId> targets;
    std::vector<Edge> exits;
    for (size_t position = 0; position < loop.exits.size(); ++position) {
      const BlockId block = loop.exits[position].from;
      if (position > 0 && loop.exits[position - 1].from == block) continue;
      for (BlockId target : function.successors(block)) {
        if (membership.in_natural_loop(index, target)) continue;
        exits.push_back({block, target});
        if (std::find(targets.begin(), targets.end(), target) == targets.end()) targets.push_back(target);
      }
    }

    auto qualifies = [&](BlockId target) {
      if (membership.region(target) != loop.parent || target == parent_latch || membership.is_header(target) ||
          already_merge(target))
        return false;
      const auto& predecessors = function.block(target).predecessors;
      return std::all_of(predecessors.begin(), predecessors.end(),
                         [&](BlockId p) { return membership.in_natural_loop(index, p); });
    };

    BlockId merge = kNoBlock;
    if (targets.size() == 1 && qualifies(targets.front())) {
      merge = targets.front();
    } else {
      merge = function.add_block(function.block(header).name + ".merge");
      membership.add(merge, loop.parent);
      if (targets.size() == 1) {
        for (const Edge& exit : exits) route_edge(function, exit.from, exit.to, merge, std::nullopt);
        function.set_terminator(merge, Terminator::branch(targets.front()));
      } else if (targets.size() > 1) {
        const SelectorId selector = function.add_selector(function.block(header).name + ".exit");
        std::vector<std::pair<int64_t, BlockId>> cases;
        for (size_t i = 0; i < targets.size(); ++i) cases.emplace_back(static_cast<int64_t>(i), targets[i]);
        for (const Edge& exit : exits) {
          const auto value = static_cast<int64_t>(std::find(targets.begin(), targets.end(), exit.to) - targets.begin());
          const BlockId stub = route_edge(function, exit.from, exit.to, merge, SelectorAssignment{selector, value});
          if (stub != kNoBlock) membership.add(stub, index);
        }
        function.set_terminator(merge, dispatch(selector, cases));
      }
    }
    mark_merge(merge);
    function.set_merge(header, MergeInfo{MergeKind::Loop, merge, latch});
  }
  return !forest.loops().empty();
}

void LoopMergesPass::verify_guarantees(const Function& function) const {
  const LoopForest forest(function);
  std::vector<bool> is_merge(function.size(), false);
  for (uint32_t index = 0; index < forest.loops().size(); ++index) {
    const Loop& loop = forest.loops()[index];
    const MergeInfo& info = function.block(loop.header).merge;
    const std::string where = "loop '" + block_label(function, loop.header) + "': ";
    if (info.kind != MergeKind::Loop || info.continue_target != loop.latches.front())
      throw InvalidFunctionError(where + "missing loop annotation");
    const BlockId merge = info.merge_block;
    if (forest.contains(index, merge) || is_merge[merge]) throw InvalidFunctionError(where + "bad merge block");
    is_merge[merge] = true;
    // Outside the natural loop, exits may only pass synthetic ladder blocks on their way
    // to the merge (stubs, and the merges of inner loops whose exits all leave this loop).
    enum class State : uint8_t { Unknown, Visiting, Good, Bad };
    std::vector<State> state(function.size(), State::Unknown);
    auto leads_to_merge = [&](auto&& self, BlockId block) -> bool {
      if (block == merge) return true;
      if (state[block] == State::Good || state[block] == State::Bad || state[block] == State::Visiting)
        return state[block] == State::Good;
      if (!function.block(block).synthetic() || forest.contains(index, block)) {
        state[block] = State::Bad;
        return false;
      }
      state[block] = State::Visiting;
      bool good = !function.block(block).terminator.targets.empty();
      for (BlockId target : function.successors(block)) good = good && self(self, target);
      state[block] = good ? State::Good : State::Bad;
      return good;
    };
    for (const Edge& exit : loop.exits)
      if (!leads_to_merge(leads_to_merge, exit.to))
        throw InvalidFunctionError(where + "exit '" + block_label(function, exit.from) + "' -> '" +
                                   block_label(function, exit.to) + "' bypasses the merge");
    for (BlockId predecessor : function.block(merge).predecessors)
      if (!forest.contains(index, predecessor) && state[predecessor] != State::Good)
        throw InvalidFunctionError(where + "merge reached from outside the loop by '" +
                                   block_label(function, predecessor) + "'");
  }
}

}  // namespace untangle::structurizer
