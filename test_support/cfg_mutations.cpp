// Reducibility-preserving CFG rewrites for fuzzing: threading, forward branches, switches.
#include "test_support/cfg_mutations.h"

#include <algorithm>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "structurizer/error.h"
#include "structurizer/graph.h"
#include "structurizer/loops.h"
#include "structurizer/orders.h"

namespace untangle::test_support {

using namespace structurizer;

namespace {

class Mutator {
 public:
  Mutator(Function& function, uint64_t seed) : function_(function), random_(seed) {}

  void run(const MutationOptions& options) {
    for (uint32_t i = 0; i < options.threaded_blocks; ++i) thread_forwarding_block();
    for (uint32_t i = 0; i < options.extra_branches; ++i) add_forward_branch();
    for (uint32_t i = 0; i < options.switches; ++i) turn_into_switch();
    remove_unreachable();
  }

 private:
  template <typename T>
  const T& pick(const std::vector<T>& items) {
    return items[std::uniform_int_distribution<size_t>(0, items.size() - 1)(random_)];
  }
  bool coin() { return std::bernoulli_distribution(0.5)(random_); }

  static bool reducible(const Function& function) {
    try {
      const LoopForest forest(function);
      return true;
    } catch (const IrreducibleGraphError&) {
      return false;
    }
  }

  // Keeps `candidate` only if it is still reducible.
  void commit(Function candidate) {
    if (reducible(candidate)) function_ = std::move(candidate);
  }

  // A block that only branches on disappears: its predecessors branch to its target.
  void thread_forwarding_block() {
    std::vector<BlockId> candidates;
    for (BlockId id = 0; id < function_.size(); ++id) {
      const Block& block = function_.block(id);
      if (id != function_.entry() && block.terminator.kind == TerminatorKind::Branch &&
          block.terminator.targets[0] != id && !block.predecessors.empty())
        candidates.push_back(id);
    }
    if (candidates.empty()) return;
    const BlockId forwarding = pick(candidates);
    Function candidate = function_;
    const BlockId target = candidate.block(forwarding).terminator.targets[0];
    const std::vector<BlockId> predecessors = candidate.block(forwarding).predecessors;
    for (BlockId predecessor : predecessors) candidate.replace_target(predecessor, forwarding, target);
    candidate.set_terminator(forwarding, Terminator::unreachable());
    commit(std::move(candidate));
  }

  // An unconditional branch gets a second target later in a topological order of the
  // forward edges, inside every loop that contains that target (or entering a loop at its
  // header), so no cycle gains a second entry.
  void add_forward_branch() {
    const LoopForest forest(function_);
    const Graph graph = build_graph(function_);
    GraphBuilder forward(graph.size());
    for (uint32_t node = 0; node < graph.size(); ++node)
      for (uint32_t successor : graph.successors[node]) {
        const Edge edge{node, successor};
        if (std::find(forest.back_edges().begin(), forest.back_edges().end(), edge) == forest.back_edges().end())
          forward.add_edge(node, successor);
      }
    const DepthFirstOrder order = depth_first_order(forward.build(graph.entry));
    std::vector<BlockId> sources;
    for (BlockId id = 0; id < function_.size(); ++id)
      if (order.reachable(id) && function_.block(id).terminator.kind == TerminatorKind::Branch) sources.push_back(id);
    if (sources.empty()) return;
    const BlockId source = pick(sources);
    const BlockId old_target = function_.block(source).terminator.targets[0];
    std::vector<BlockId> targets;
    for (BlockId id = 0; id < function_.size(); ++id) {
      if (!order.reachable(id) || id == old_target || order.rpo_index[id] <= order.rpo_index[source]) continue;
      uint32_t enclosing = forest.innermost_loop(id);
      if (forest.loop_with_header(id) != kNoLoop) enclosing = forest.loops()[forest.loop_with_header(id)].parent;
      if (enclosing == kNoLoop || forest.contains(enclosing, source)) targets.push_back(id);
    }
    if (targets.empty()) return;
    const BlockId new_target = pick(targets);
    Function candidate = function_;
    candidate.set_terminator(source, coin() ? Terminator::conditional(old_target, new_target)
                                            : Terminator::conditional(new_target, old_target));
    commit(std::move(candidate));
  }

  // A two-way branch becomes a switch on a program value whose cases alternate between
  // the two targets, as jump threading and case merging leave them.
  void turn_into_switch() {
    std::vector<BlockId> candidates;
    for (BlockId id = 0; id < function_.size(); ++id) {
      const Terminator& terminator = function_.block(id).terminator;
      if (terminator.kind == TerminatorKind::ConditionalBranch && terminator.targets[0] != terminator.targets[1])
        candidates.push_back(id);
    }
    if (candidates.empty()) return;
    const BlockId block = pick(candidates);
    const std::vector<BlockId> two = function_.block(block).terminator.targets;
    std::vector<int64_t> values(10);
    std::iota(values.begin(), values.end(), 0);
    std::shuffle(values.begin(), values.end(), random_);
    const size_t case_count = 2 + std::uniform_int_distribution<size_t>(0, 3)(random_);
    std::vector<std::pair<int64_t, BlockId>> cases;
    const size_t first = coin() ? 1 : 0;
    for (size_t i = 0; i < case_count; ++i) cases.emplace_back(values[i], two[(first + i) % 2]);
    function_.set_terminator(block, Terminator::switch_on_value(two[coin() ? 1 : 0], std::move(cases)));
  }

  void remove_unreachable() {
    const DepthFirstOrder order = depth_first_order(build_graph(function_));
    std::vector<bool> keep(function_.size());
    for (BlockId id = 0; id < function_.size(); ++id) keep[id] = order.reachable(id);
    for (BlockId id = 0; id < function_.size(); ++id)
      if (!keep[id]) function_.set_terminator(id, Terminator::unreachable());
    function_.retain(keep);
  }

  Function& function_;
  std::mt19937_64 random_;
};

}  // namespace

void mutate_cfg(Function& function, uint64_t seed, const MutationOptions& options) {
  Mutator(function, seed).run(options);
}

}  // namespace untangle::test_support
