// Pass "selections": see the header. Per region: a dominator tree, the exits of every
// subtree counted in one bottom-up sweep, then a top-down sweep that lays out each
// header's merge ladder and finally redirects the edges into joins.
#include "structurizer/pass_selection_constructs.h"

#include <algorithm>
#include <optional>
#include <span>
#include <string>
#include <unordered_set>

#include "structurizer/dominators.h"
#include "structurizer/edge_routing.h"
#include "structurizer/error.h"
#include "structurizer/regions.h"

namespace untangle::structurizer {


namespace {

// What a selection header's ladder needs, derived from where the edges into joins come from.
struct HeaderPlan {
  std::span<const uint32_t> kids;     // joins the header immediately dominates, in RPO
  std::span<const uint32_t> singles;  // its other dominator-tree children (one predecessor)
  std::vector<bool> need_ladder;  // [i] for kid i (0-based): targets other than kid i reach it
  bool has_outside_exits = false;
};

class RegionStructurer {
 public:
  RegionStructurer(Function& function, const Region& region)
      : function_(function), region_(region), graph_(region.graph), tree_(graph_) {}

  bool run() {
    const uint32_t size = graph_.size();
    for (uint32_t node = 0; node < size; ++node)
      if (!tree_.reachable(node)) fail(node, "is not reachable inside its region");
    classify();
    count_exits();
    plan_headers();
    lay_out();
    redirect_join_edges();
    return changed_;
  }

 private:
  BlockId block(uint32_t node) const { return region_.blocks[node]; }

  [[noreturn]] void fail(uint32_t node, const std::string& message) const {
    throw InvalidFunctionError("selections: block '" + block_label(function_, block(node)) + "' " + message);
  }

  void classify() {
    const uint32_t size = graph_.size();
    is_join_.assign(size, false);
    is_header_.assign(size, false);
    kid_index_.assign(size, 0);
    by_preorder_.assign(size, 0);
    for (uint32_t node = 0; node < size; ++node) {
      by_preorder_[tree_.preorder(node)] = node;
      is_join_[node] = graph_.predecessors[node].size() >= 2;
      if (region_.is_nested_loop[node]) continue;
      is_header_[node] = graph_.successors[node].size() >= 2 || function_.block(block(node)).terminator.is_switch();
    }
    if (region_.header != kNoBlock && is_header_[0]) fail(0, "heads a loop and needs a selection (loop-headers missing)");
    plans_.assign(size, {});
    // Every node is one node's child at most, so the storage never moves under the spans.
    kid_storage_.reserve(size);
    single_storage_.reserve(size);
    for (uint32_t node = 0; node < size; ++node) {
      const size_t kids_begin = kid_storage_.size();
      const size_t singles_begin = single_storage_.size();
      for (uint32_t child : tree_.children(node)) {
        if (is_join_[child]) {
          kid_storage_.push_back(child);
          kid_index_[child] = static_cast<uint32_t>(kid_storage_.size() - kids_begin);
        } else {
          single_storage_.push_back(child);
        }
      }
      HeaderPlan& plan = plans_[node];
      plan.kids = std::span<const uint32_t>(kid_storage_).subspan(kids_begin);
      plan.singles = std::span<const uint32_t>(single_storage_).subspan(singles_begin);
      if (!is_header_[node] && !plan.kids.empty()) fail(node, "dominates a join without being a header");
    }
  }

  // exits_[n]: edges from n's dominator subtree to joins outside it (+1 at the source,
  // -1 at the join's immediate dominator, summed over subtrees).
  void count_exits() {
    const uint32_t size = graph_.size();
    exits_.assign(size, 0);
    for (uint32_t node = 0; node < size; ++node)
      for (uint32_t target : graph_.successors[node])
        if (is_join_[target]) {
          ++exits_[node];
          --exits_[tree_.immediate_dominator(target)];
        }
    for (uint32_t position = size; position-- > 1;) {
      const uint32_t node = by_preorder_[position];
      exits_[tree_.immediate_dominator(node)] += exits_[node];
    }
  }

  // Which part of header `head`'s subtree holds `node`: 0 for the header and the subtrees
  // of its single-predecessor children, i for the subtree of its i-th kid.
  uint32_t part_of(uint32_t head, uint32_t node) const {
    if (node == head) return 0;
    const auto& children = tree_.children(head);
    const uint32_t position = tree_.preorder(node);
    const auto after = std::upper_bound(children.begin(), children.end(), position,
                                        [&](uint32_t value, uint32_t child) { return value < tree_.preorder(child); });
    const uint32_t child = *(after - 1);
    return is_join_[child] ? kid_index_[child] : 0;
  }

  void plan_headers() {
    const uint32_t size = graph_.size();
    // reach_[h][part]: highest kid index that edges from that part of h's subtree enter
    // (kids + 1 when edges leave h's subtree); into_kids_[h][part]: how many edges.
    // Both laid out flat: header h's parts are [first_part[h], first_part[h] + kids + 1).
    std::vector<uint32_t> first_part(size, 0);
    uint32_t parts = 0;
    for (uint32_t node = 0; node < size; ++node) {
      if (!is_header_[node]) continue;
      first_part[node] = parts;
      parts += static_cast<uint32_t>(plans_[node].kids.size()) + 1;
    }
    std::vector<uint32_t> reach_storage(parts, 0);
    std::vector<int64_t> into_kids_storage(parts, 0);
    auto reach = [&](uint32_t head) { return reach_storage.begin() + first_part[head]; };
    auto into_kids = [&](uint32_t head) { return into_kids_storage.begin() + first_part[head]; };
    for (uint32_t join = 0; join < size; ++join) {
      if (!is_join_[join]) continue;
      const uint32_t head = tree_.immediate_dominator(join);
      for (uint32_t source : graph_.predecessors[join]) {
        const uint32_t part = part_of(head, source);
        reach(head)[part] = std::max(reach(head)[part], kid_index_[join]);
        ++into_kids(head)[part];
      }
    }
    for (uint32_t node = 0; node < size; ++node) {
      if (!is_header_[node]) continue;
      HeaderPlan& plan = plans_[node];
      const auto kid_count = static_cast<uint32_t>(plan.kids.size());
      int64_t outside_of_kids = 0;
      for (uint32_t i = 1; i <= kid_count; ++i) {
        const int64_t outside = exits_[plan.kids[i - 1]] - into_kids(node)[i];
        if (outside > 0) reach(node)[i] = kid_count + 1;
        outside_of_kids += outside;
      }
      if (exits_[node] - outside_of_kids > 0) reach(node)[0] = kid_count + 1;
      plan.has_outside_exits = exits_[node] > 0;
      plan.need_ladder.assign(kid_count, false);
      uint32_t furthest = 0;
      for (uint32_t i = 1; i <= kid_count; ++i) {
        furthest = std::max(furthest, reach(node)[i - 1]);
        plan.need_ladder[i - 1] = furthest > i;
      }
    }
  }

  SelectorId selector() {
    if (!selector_) {
      const std::string owner = region_.header == kNoBlock ? function_.name() : function_.block(region_.header).name;
      selector_ = function_.add_selector(owner + ".join");
    }
    return *selector_;
  }

  // Lays out merges and ladders top-down, recording where each node's exits go.
  void lay_out() {
    const uint32_t size = graph_.size();
    continuation_.assign(size, kNoBlock);
    exit_target_.assign(size, kNoBlock);
    for (uint32_t position = 0; position < size; ++position) {
      const uint32_t node = by_preorder_[position];
      const HeaderPlan& plan = plans_[node];
      if (!is_header_[node]) {
        exit_target_[node] = continuation_[node];
        for (uint32_t child : plan.singles) continuation_[child] = continuation_[node];
        continue;
      }
      changed_ = true;
      if (const std::optional<uint32_t> branch = sole_exiting_branch(node)) {
        function_.set_merge(block(node), MergeInfo{MergeKind::Selection, block(*branch), kNoBlock});
        for (uint32_t child : plan.singles) continuation_[child] = child == *branch ? continuation_[node] : kNoBlock;
        continue;
      }
      const auto kid_count = static_cast<uint32_t>(plan.kids.size());
      std::vector<BlockId> ladder(kid_count + 2, kNoBlock);  // ladder[i]: where the i-th stage begins
      if (plan.has_outside_exits) {
        if (kid_count == 0 || plan.need_ladder[kid_count - 1]) {
          if (continuation_[node] == kNoBlock) fail(node, "has exits but no enclosing merge to take them");
          const BlockId forward = function_.add_block(function_.block(block(node)).name + ".merge");
          function_.set_terminator(forward, Terminator::branch(continuation_[node]));
          forwarders_.insert(forward);
          ladder[kid_count + 1] = forward;
        } else {
          ladder[kid_count + 1] = continuation_[node];
        }
      }
      for (uint32_t i = kid_count; i >= 1; --i) {
        const BlockId kid = block(plan.kids[i - 1]);
        if (!plan.need_ladder[i - 1]) {
          ladder[i] = kid;
          continue;
        }
        if (ladder[i + 1] == kNoBlock) fail(node, "needs a ladder with nowhere to continue");
        const BlockId stage = function_.add_block(function_.block(kid).name + ".ladder");
        const SelectorId dispatch_on = selector();
        function_.set_terminator(stage, dispatch(dispatch_on, {{static_cast<int64_t>(kid), kid},
                                                               {static_cast<int64_t>(ladder[i + 1]), ladder[i + 1]}}));
        function_.set_merge(stage, MergeInfo{MergeKind::Selection, ladder[i + 1], kNoBlock});
        ladder[i] = stage;
      }
      const BlockId merge = ladder[1];  // the first kid's stage, or the forward block when there are no kids
      if (merge == kNoBlock) fail(node, "ends up without a merge block");
      function_.set_merge(block(node), MergeInfo{MergeKind::Selection, merge, kNoBlock});
      exit_target_[node] = merge;
      for (uint32_t child : plan.singles) continuation_[child] = merge;
      for (uint32_t i = 1; i <= kid_count; ++i) continuation_[plan.kids[i - 1]] = ladder[i + 1];
    }
  }

  // A header that dominates no join and has no edge to one, with at most one successor
  // whose subtree has exits, can merge at that successor (or at its largest successor
  // when nothing exits): the other branches all end in break, continue or return.
  std::optional<uint32_t> sole_exiting_branch(uint32_t node) const {
    const HeaderPlan& plan = plans_[node];
    if (!plan.kids.empty()) return std::nullopt;
    for (uint32_t target : graph_.successors[node])
      if (is_join_[target]) return std::nullopt;
    std::optional<uint32_t> exiting;
    for (uint32_t child : plan.singles)
      if (exits_[child] > 0) {
        if (exiting) return std::nullopt;
        exiting = child;
      }
    if (exiting) return exiting;
    uint32_t largest = plan.singles.front();
    auto size_of = [&](uint32_t child) { return tree_.last_preorder(child) - tree_.preorder(child); };
    for (uint32_t child : plan.singles)
      if (size_of(child) > size_of(largest)) largest = child;
    return largest;
  }

  // Whether the way from `via` to `target` passes a dispatch (so the edge must say where
  // it is going) rather than only merge blocks that forward unconditionally.
  bool route_dispatches(BlockId via, BlockId target) const {
    for (BlockId at = via; at != target; at = function_.block(at).terminator.targets[0])
      if (!forwarders_.count(at)) return true;
    return false;
  }

  void redirect_join_edges() {
    for (uint32_t node = 0; node < graph_.size(); ++node) {
      if (region_.is_nested_loop[node]) continue;
      for (uint32_t target : graph_.successors[node]) {
        if (!is_join_[target]) continue;
        const BlockId via = exit_target_[node];
        if (via == kNoBlock) fail(node, "has an edge to join '" + block_label(function_, block(target)) + "' but no merge to route it through");
        if (via == block(target)) continue;
        std::optional<SelectorAssignment> assignment;
        if (route_dispatches(via, block(target)))
          assignment = SelectorAssignment{selector(), static_cast<int64_t>(block(target))};
        route_edge(function_, block(node), block(target), via, assignment);
        changed_ = true;
      }
    }
  }

  Function& function_;
  const Region& region_;
  const Graph& graph_;
  DominatorTree tree_;
  std::vector<bool> is_join_;
  std::vector<bool> is_header_;
  std::vector<uint32_t> kid_index_;  // 1-based position among its immediate dominator's kids
  std::vector<uint32_t> by_preorder_;
  std::vector<HeaderPlan> plans_;
  std::vector<uint32_t> kid_storage_;     // every plan's kids, header by header
  std::vector<uint32_t> single_storage_;  // every plan's singles, header by header
  std::vector<int64_t> exits_;
  std::vector<BlockId> continuation_;  // where exits from a node's subtree go
  std::vector<BlockId> exit_target_;   // where a node's own edges into outside joins go
  std::unordered_set<BlockId> forwarders_;  // merge blocks this pass made that only branch on
  std::optional<SelectorId> selector_;
  bool changed_ = false;
};

// A region where no block chooses between successors and every block is reachable is one
// chain from its entry: nothing to structure, and no dominator tree to build for it.
bool is_chain(const Function& function, const Region& region) {
  const Graph& graph = region.graph;
  for (uint32_t node = 0; node < graph.size(); ++node)
    if (graph.successors[node].size() >= 2 ||
        (!region.is_nested_loop[node] && function.block(region.blocks[node]).terminator.is_switch()))
      return false;
  uint32_t length = 1;  // a region graph is acyclic, so the walk ends
  for (uint32_t node = 0; !graph.successors[node].empty(); node = graph.successors[node][0]) ++length;
  return length == graph.size();
}

}  // namespace

bool SelectionConstructsPass::run(Function& function, Analyses&) {
  const LoopConstructs constructs = compute_loop_constructs(function);
  const std::vector<Region> regions = build_regions(function, constructs);
  bool changed = false;
  for (const Region& region : regions)
    if (!is_chain(function, region)) changed |= RegionStructurer(function, region).run();
  return changed;
}

// The guarantee is structured output as a whole, which only the pipeline's structured
// check (an independent checker) can confirm; nothing narrower is worth checking here.
void SelectionConstructsPass::verify_guarantees(const Function&) const {}

}  // namespace untangle::structurizer
