// The structured-rules checker: see the header. Written from the specification text; it
// deliberately does not reuse the structurizer's analyses.
#include "test_support/structured_checker.h"

#include "structurizer/error.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <sstream>

namespace untangle::test_support {

using namespace structurizer;

namespace {

constexpr uint32_t kNone = 0xffffffffu;

// Dominators by Lengauer and Tarjan (simple linking with path compression) over an
// adjacency list, with a DFS interval numbering of the resulting tree.
class Dominance {
 public:
  Dominance(const std::vector<std::vector<uint32_t>>& successors, uint32_t root)
      : size_(static_cast<uint32_t>(successors.size())) {
    std::vector<std::vector<uint32_t>> predecessors(size_);
    for (uint32_t node = 0; node < size_; ++node)
      for (uint32_t successor : successors[node]) predecessors[successor].push_back(node);
    number_.assign(size_, kNone);
    parent_.assign(size_, kNone);
    semi_.assign(size_, kNone);
    ancestor_.assign(size_, kNone);
    best_.assign(size_, kNone);
    idom_.assign(size_, kNone);
    std::vector<uint32_t> vertex;
    // Preorder DFS.
    std::vector<std::pair<uint32_t, size_t>> stack{{root, 0}};
    number_[root] = 0;
    vertex.push_back(root);
    while (!stack.empty()) {
      auto& frame = stack.back();
      if (frame.second < successors[frame.first].size()) {
        const uint32_t next = successors[frame.first][frame.second++];
        if (number_[next] == kNone) {
          number_[next] = static_cast<uint32_t>(vertex.size());
          vertex.push_back(next);
          parent_[next] = frame.first;
          stack.emplace_back(next, 0);
        }
        continue;
      }
      stack.pop_back();
    }
    for (uint32_t node : vertex) {
      semi_[node] = number_[node];
      best_[node] = node;
    }
    std::vector<std::vector<uint32_t>> bucket(size_);
    std::vector<uint32_t> same(size_, kNone);
    for (size_t i = vertex.size(); i-- > 1;) {
      const uint32_t w = vertex[i];
      const uint32_t p = parent_[w];
      uint32_t semi = number_[p];
      for (uint32_t v : predecessors[w]) {
        if (number_[v] == kNone) continue;
        const uint32_t candidate = number_[v] <= number_[w] ? number_[v] : semi_[evaluate(v)];
        semi = std::min(semi, candidate);
      }
      semi_[w] = semi;
      bucket[vertex[semi]].push_back(w);
      ancestor_[w] = p;
      for (uint32_t v : bucket[p]) {
        const uint32_t y = evaluate(v);
        if (semi_[y] == semi_[v]) idom_[v] = p;
        else same[v] = y;
      }
      bucket[p].clear();
    }
    for (size_t i = 1; i < vertex.size(); ++i) {
      const uint32_t w = vertex[i];
      if (same[w] != kNone) idom_[w] = idom_[same[w]];
    }
    // Preorder numbering of the tree: the subtree of n is [enter(n), last(n)].
    std::vector<std::vector<uint32_t>> children(size_);
    for (size_t i = 1; i < vertex.size(); ++i) children[idom_[vertex[i]]].push_back(vertex[i]);
    enter_.assign(size_, kNone);
    last_.assign(size_, kNone);
    std::vector<std::pair<uint32_t, size_t>> walk{{root, 0}};
    enter_[root] = 0;
    preorder_.push_back(root);
    while (!walk.empty()) {
      auto& frame = walk.back();
      if (frame.second < children[frame.first].size()) {
        const uint32_t child = children[frame.first][frame.second++];
        enter_[child] = static_cast<uint32_t>(preorder_.size());
        preorder_.push_back(child);
        walk.emplace_back(child, 0);
        continue;
      }
      last_[frame.first] = static_cast<uint32_t>(preorder_.size() - 1);
      walk.pop_back();
    }
  }

  bool reachable(uint32_t node) const { return number_[node] != kNone; }
  bool dominates(uint32_t a, uint32_t b) const {
    return reachable(a) && reachable(b) && enter_[a] <= enter_[b] && enter_[b] <= last_[a];
  }
  uint32_t immediate_dominator(uint32_t node) const { return idom_[node]; }  // kNone for the root
  // The subtree of a reachable node is the preorder positions [enter(node), last(node)].
  uint32_t enter(uint32_t node) const { return enter_[node]; }
  uint32_t last(uint32_t node) const { return last_[node]; }
  // The reachable nodes, each after its immediate dominator.
  const std::vector<uint32_t>& preorder() const { return preorder_; }

 private:
  // The vertex with the smallest semidominator on the compressed ancestor path of v.
  uint32_t evaluate(uint32_t v) {
    if (ancestor_[v] == kNone) return v;
    std::vector<uint32_t> path;
    for (uint32_t node = v; ancestor_[ancestor_[node]] != kNone; node = ancestor_[node]) path.push_back(node);
    for (auto it = path.rbegin(); it != path.rend(); ++it) {
      const uint32_t node = *it;
      const uint32_t up = ancestor_[node];
      if (semi_[best_[up]] < semi_[best_[node]]) best_[node] = best_[up];
      ancestor_[node] = ancestor_[up];
    }
    return best_[v];
  }

  uint32_t size_;
  std::vector<uint32_t> number_, parent_, semi_, ancestor_, best_, idom_, enter_, last_, preorder_;
};

enum class ConstructKind : uint8_t { Selection, Switch, Loop, Continue, Case };

const char* kind_name(ConstructKind kind) {
  switch (kind) {
    case ConstructKind::Selection: return "selection";
    case ConstructKind::Switch: return "switch";
    case ConstructKind::Loop: return "loop";
    case ConstructKind::Continue: return "continue";
    case ConstructKind::Case: return "case";
  }
  return "?";
}

// A construct is described by the blocks that bound it, not by a list of its blocks:
// membership is a few dominance tests (Checker::contains). The constructs around each
// block are found once, walking the dominator tree with the list of constructs still open
// there (Checker::find_containing), so checking costs blocks x constructs around each
// block, not blocks x constructs whose header dominates it nor the sum of construct sizes.
struct Construct {
  ConstructKind kind;
  BlockId header;           // the construct's header block
  BlockId owner;            // the declaring header (loop header for continue, switch for case)
  BlockId merge;            // the owner's merge block
  BlockId back_edge_block;  // loop and continue constructs
  BlockId continue_target;  // loop and continue constructs
};

class Checker {
 public:
  explicit Checker(const Function& function) : f_(function), n_(static_cast<uint32_t>(function.size())) {}

  StructuredCheckReport run() {
    if (n_ == 0) return report_;
    check_declarations();
    build_structural_graph();
    dominance_.emplace(structural_, f_.entry());
    build_post_dominance();
    find_back_edges();
    check_loops_and_merges();
    build_constructs();
    check_entries_and_nesting();
    check_exits();
    check_continue_edges();
    check_switches();
    check_unmerged_branches();
    return std::move(report_);
  }

 private:
  std::string name(BlockId block) const { return "'" + block_label(f_, block) + "'"; }

  void violation(const std::string& message) { report_.violations.push_back(message); }

  bool reachable(BlockId block) const { return dominance_->reachable(block); }
  bool sdom(BlockId a, BlockId b) const { return dominance_->dominates(a, b); }
  bool spdom(BlockId a, BlockId b) const { return post_dominance_->dominates(a, b); }

  void check_declarations() {
    for (BlockId id = 0; id < n_; ++id) {
      const Block& block = f_.block(id);
      const Terminator& terminator = block.terminator;
      const size_t distinct = terminator.distinct_targets().size();
      if (block.merge.kind == MergeKind::None) {
        if (terminator.is_switch()) violation("switch block " + name(id) + " has no selection merge");
        continue;
      }
      const bool bad_merge = block.merge.merge_block >= n_;
      const bool bad_continue = block.merge.kind == MergeKind::Loop && block.merge.continue_target >= n_;
      if (bad_merge || bad_continue) {
        violation("header " + name(id) + " declares a block that does not exist");
        continue;
      }
      if (block.merge.kind == MergeKind::Selection) {
        const bool branches = (terminator.is_two_way() && distinct == 2) ||
                              terminator.is_switch();
        if (!branches)
          violation("selection header " + name(id) + " does not end in a two-way conditional branch or a switch");
      } else {
        if (terminator.kind != TerminatorKind::Branch && terminator.kind != TerminatorKind::ConditionalBranch)
          violation("loop header " + name(id) + " does not end in a branch or conditional branch");
        if (block.merge.merge_block == block.merge.continue_target)
          violation("loop header " + name(id) + " uses one block as merge and continue target");
      }
      if (block.merge.merge_block == id) violation("header " + name(id) + " is its own merge block");
    }
  }

  void build_structural_graph() {
    structural_.assign(n_, {});
    auto add = [&](BlockId from, BlockId to) {
      auto& out = structural_[from];
      if (std::find(out.begin(), out.end(), to) == out.end()) out.push_back(to);
    };
    for (BlockId id = 0; id < n_; ++id) {
      const Block& block = f_.block(id);
      for (BlockId target : block.terminator.targets) add(id, target);
      if (block.merge.kind != MergeKind::None && block.merge.merge_block < n_) add(id, block.merge.merge_block);
      if (block.merge.kind == MergeKind::Loop && block.merge.continue_target < n_) add(id, block.merge.continue_target);
    }
  }

  void build_post_dominance() {
    // Reverse the structural graph; an extra node feeds every block that terminates the
    // function, or that cannot reach one (so that every block has a post-dominator).
    const uint32_t exit = n_;
    std::vector<std::vector<uint32_t>> reverse(n_ + 1);
    for (BlockId id = 0; id < n_; ++id) {
      for (uint32_t target : structural_[id]) reverse[target].push_back(id);
      if (structural_[id].empty()) reverse[exit].push_back(id);
    }
    std::vector<bool> reaches_exit(n_ + 1, false);
    std::vector<uint32_t> stack{exit};
    reaches_exit[exit] = true;
    while (!stack.empty()) {
      const uint32_t node = stack.back();
      stack.pop_back();
      for (uint32_t predecessor : reverse[node])
        if (!reaches_exit[predecessor]) {
          reaches_exit[predecessor] = true;
          stack.push_back(predecessor);
        }
    }
    for (BlockId id = 0; id < n_; ++id)
      if (reachable(id) && !reaches_exit[id]) {
        violation("block " + name(id) + " can never reach a function exit, even through merge blocks");
        reverse[exit].push_back(id);
      }
    post_dominance_.emplace(reverse, exit);
  }

  void find_back_edges() {
    back_edge_block_.assign(n_, {});
    std::vector<uint8_t> state(n_, 0);  // 0 new, 1 on stack, 2 done
    std::vector<std::pair<uint32_t, size_t>> stack{{f_.entry(), 0}};
    state[f_.entry()] = 1;
    while (!stack.empty()) {
      auto& frame = stack.back();
      const auto& out = structural_[frame.first];
      if (frame.second < out.size()) {
        const uint32_t next = out[frame.second++];
        if (state[next] == 0) {
          state[next] = 1;
          stack.emplace_back(next, 0);
        } else if (state[next] == 1) {
          const auto& targets = f_.block(frame.first).terminator.targets;
          if (std::find(targets.begin(), targets.end(), next) != targets.end()) back_edges_.push_back({frame.first, next});
        }
        continue;
      }
      state[frame.first] = 2;
      stack.pop_back();
    }
    for (const auto& [from, to] : back_edges_) {
      // With reducible structured flow every cycle is entered at a block dominating it, so
      // the back edges do not depend on the order of the search.
      if (!sdom(to, from))
        violation("the cycle closed by " + name(from) + " -> " + name(to) + " can be entered without passing " +
                  name(to) + " (irreducible control flow)");
      if (f_.block(to).merge.kind != MergeKind::Loop) {
        violation("back edge " + name(from) + " -> " + name(to) + " does not go to a loop header");
        continue;
      }
      back_edge_block_[to].push_back(from);
    }
    sorted_back_edges_ = back_edges_;
    std::sort(sorted_back_edges_.begin(), sorted_back_edges_.end());
  }

  void check_loops_and_merges() {
    std::map<BlockId, BlockId> merge_owner;
    for (BlockId id = 0; id < n_; ++id) {
      const MergeInfo& merge = f_.block(id).merge;
      if (merge.kind == MergeKind::None || merge.merge_block >= n_ || !reachable(id)) continue;
      const auto [it, inserted] = merge_owner.emplace(merge.merge_block, id);
      if (!inserted)
        violation("block " + name(merge.merge_block) + " is the merge block of both " + name(it->second) + " and " +
                  name(id));
      if (!(sdom(id, merge.merge_block) && id != merge.merge_block))
        violation("header " + name(id) + " does not strictly structurally dominate its merge block " +
                  name(merge.merge_block));
      if (merge.kind != MergeKind::Loop || merge.continue_target >= n_) continue;
      const auto& latches = back_edge_block_[id];
      if (latches.size() != 1) {
        violation("loop header " + name(id) + " is the target of " + std::to_string(latches.size()) +
                  " back-edge blocks instead of one");
        continue;
      }
      const BlockId continue_target = merge.continue_target;
      const BlockId back_edge_block = latches.front();
      if (!sdom(id, continue_target))
        violation("loop header " + name(id) + " does not structurally dominate its continue target " +
                  name(continue_target));
      if (!sdom(continue_target, back_edge_block))
        violation("continue target " + name(continue_target) + " does not structurally dominate the back-edge block " +
                  name(back_edge_block));
      if (!spdom(back_edge_block, continue_target))
        violation("back-edge block " + name(back_edge_block) + " does not structurally post-dominate the continue target " +
                  name(continue_target));
    }
  }

  // The membership rules of SPIR-V 1.6 rev 2, section 2.11: every construct is a subset
  // of the blocks its header structurally dominates.
  bool contains(const Construct& construct, BlockId block) const {
    if (!sdom(construct.header, block)) return false;
    switch (construct.kind) {
      case ConstructKind::Selection:
      case ConstructKind::Switch:
      case ConstructKind::Case:
        return !sdom(construct.merge, block);
      case ConstructKind::Continue:
        return spdom(construct.back_edge_block, block);
      case ConstructKind::Loop: {
        const bool in_continue = sdom(construct.continue_target, block) && spdom(construct.back_edge_block, block);
        return !in_continue && !sdom(construct.merge, block);
      }
    }
    return false;
  }

  // The constructs containing `block`, in construct order.
  std::span<const uint32_t> containing(BlockId block) const {
    return std::span<const uint32_t>(containing_).subspan(containing_start_[block],
                                                          containing_start_[block + 1] - containing_start_[block]);
  }

  // Every construct lies in its header's dominator subtree, and a selection, switch or case
  // construct is that subtree less its merge block's subtree (a loop construct is a subset
  // of that; a continue construct, bounded by post-dominance, is not). So a preorder walk of
  // the dominator tree opens the constructs a block heads and closes those, other than
  // continue constructs, it is the merge of: the open ones at a block are the candidates
  // that contains() then confirms. They are kept in a doubly linked list
  // whose changes are undone, in reverse, when the walk leaves a subtree.
  void find_containing() {
    const auto count = static_cast<uint32_t>(constructs_.size());
    const uint32_t head = count;  // the list's sentinel
    std::vector<uint32_t> next(count + 1, head), previous(count + 1, head);
    std::vector<bool> open(count, false);
    std::vector<std::vector<uint32_t>> closed_by(n_);
    for (uint32_t index = 0; index < count; ++index)
      if (constructs_[index].kind != ConstructKind::Continue) closed_by[merge_of(constructs_[index])].push_back(index);
    auto unlink = [&](uint32_t index) {
      next[previous[index]] = next[index];
      previous[next[index]] = previous[index];
      open[index] = false;
    };
    auto relink = [&](uint32_t index) {
      next[previous[index]] = index;
      previous[next[index]] = index;
      open[index] = true;
    };
    auto append = [&](uint32_t index) {
      previous[index] = previous[head];
      next[index] = head;
      relink(index);
    };
    struct Visit {
      BlockId block;
      size_t undo_from;  // its changes are undo_log[undo_from, ...)
    };
    std::vector<std::pair<uint32_t, bool>> undo_log;  // (construct, opened here rather than closed)
    std::vector<Visit> path;
    std::vector<std::vector<uint32_t>> lists(n_);
    auto leave = [&] {
      for (size_t at = undo_log.size(); at-- > path.back().undo_from;) {
        const auto [index, opened] = undo_log[at];
        if (opened) unlink(index);
        else relink(index);
      }
      undo_log.resize(path.back().undo_from);
      path.pop_back();
    };
    for (BlockId block : dominance_->preorder()) {
      while (!path.empty() && dominance_->enter(block) > dominance_->last(path.back().block)) leave();
      path.push_back({block, undo_log.size()});
      for (uint32_t index : closed_by[block])
        if (open[index]) {
          unlink(index);
          undo_log.emplace_back(index, false);
        }
      for (uint32_t index : by_header_[block]) {
        append(index);
        undo_log.emplace_back(index, true);
      }
      for (uint32_t index = next[head]; index != head; index = next[index])
        if (contains(constructs_[index], block)) lists[block].push_back(index);
      std::sort(lists[block].begin(), lists[block].end());
    }
    containing_start_.assign(n_ + 1, 0);
    for (BlockId block = 0; block < n_; ++block) {
      containing_start_[block + 1] = containing_start_[block] + static_cast<uint32_t>(lists[block].size());
      containing_.insert(containing_.end(), lists[block].begin(), lists[block].end());
    }
  }

  void build_constructs() {
    for (BlockId id = 0; id < n_; ++id) {
      const Block& block = f_.block(id);
      const MergeInfo& merge = block.merge;
      if (merge.kind == MergeKind::None || !reachable(id) || merge.merge_block >= n_) continue;
      if (merge.kind == MergeKind::Selection) {
        const bool is_switch = block.terminator.is_switch();
        constructs_.push_back({is_switch ? ConstructKind::Switch : ConstructKind::Selection, id, id,
                               merge.merge_block, kNone, kNone});
        if (is_switch)
          for (BlockId target : block.terminator.distinct_targets())
            if (target != merge.merge_block && reachable(target))
              constructs_.push_back({ConstructKind::Case, target, id, merge.merge_block, kNone, kNone});
        continue;
      }
      if (merge.continue_target >= n_ || back_edge_block_[id].size() != 1) continue;
      const BlockId back_edge_block = back_edge_block_[id].front();
      constructs_.push_back({ConstructKind::Loop, id, id, merge.merge_block, back_edge_block, merge.continue_target});
      if (reachable(merge.continue_target))
        constructs_.push_back({ConstructKind::Continue, merge.continue_target, id, merge.merge_block, back_edge_block,
                               merge.continue_target});
    }
    by_header_.assign(n_, {});
    for (uint32_t index = 0; index < constructs_.size(); ++index) by_header_[constructs_[index].header].push_back(index);
    find_containing();
    // Innermost construct of each block.
    innermost_.assign(n_, kNone);
    innermost_loop_.assign(n_, kNone);
    innermost_switch_.assign(n_, kNone);
    for (BlockId block = 0; block < n_; ++block)
      for (uint32_t index : containing(block)) {
        if (deeper(index, innermost_[block])) innermost_[block] = index;
        if (constructs_[index].kind == ConstructKind::Loop && deeper(index, innermost_loop_[block]))
          innermost_loop_[block] = index;
        if (constructs_[index].kind == ConstructKind::Switch && deeper(index, innermost_switch_[block]))
          innermost_switch_[block] = index;
      }
  }

  // Whether construct `candidate` is nested inside construct `current` (kNone: nothing):
  // its header is deeper in the dominator tree. A case or continue construct starting at a
  // block that heads a construct of its own encloses that construct.
  bool deeper(uint32_t candidate, uint32_t current) const {
    if (current == kNone) return true;
    const Construct& a = constructs_[candidate];
    const Construct& b = constructs_[current];
    if (a.header != b.header) return sdom(b.header, a.header);
    return a.owner == a.header && b.owner != b.header;
  }

  BlockId merge_of(const Construct& construct) const { return f_.block(construct.owner).merge.merge_block; }

  void check_entries_and_nesting() {
    for (BlockId block = 0; block < n_; ++block) {
      const MergeInfo& merge = f_.block(block).merge;
      const bool nested_header = merge.kind != MergeKind::None && merge.merge_block < n_ && reachable(merge.merge_block);
      for (uint32_t index : containing(block)) {
        const Construct& construct = constructs_[index];
        if (block != construct.header && (construct.kind == ConstructKind::Selection ||
                                          construct.kind == ConstructKind::Switch || construct.kind == ConstructKind::Loop))
          for (BlockId predecessor : f_.block(block).predecessors)
            if (reachable(predecessor) && !contains(construct, predecessor))
              violation(name(predecessor) + " branches into the " + kind_name(construct.kind) + " construct of " +
                        name(construct.header) + " at " + name(block) + " instead of its header");
        if (nested_header && block != construct.owner && !contains(construct, merge.merge_block))
          violation("header " + name(block) + " is inside the " + kind_name(construct.kind) + " construct of " +
                    name(construct.header) + " but its merge block " + name(merge.merge_block) + " is not");
      }
    }
  }

  bool exits_a_loop(BlockId from, BlockId to) {
    for (uint32_t index : containing(from))
      if (constructs_[index].kind == ConstructKind::Loop && !contains(constructs_[index], to)) return true;
    return false;
  }

  bool is_back_edge(BlockId from, BlockId to) const {
    return std::binary_search(sorted_back_edges_.begin(), sorted_back_edges_.end(), std::make_pair(from, to));
  }

  // The structured exits of SPIR-V 1.6 rev 2, section 2.11.3.
  std::optional<std::string> invalid_exit(BlockId from, BlockId to) {
    if (is_back_edge(from, to)) return std::nullopt;
    const uint32_t innermost = innermost_[from];
    if (innermost != kNone) {
      const Construct& inner = constructs_[innermost];
      if (inner.kind == ConstructKind::Selection && to == merge_of(inner)) return std::nullopt;
      if (inner.kind == ConstructKind::Continue) {
        const BlockId loop = inner.owner;
        if (to == loop || to == f_.block(loop).merge.merge_block) return std::nullopt;
        return "leaves the continue construct of " + name(loop) + " other than to the loop header or merge";
      }
    }
    const uint32_t loop = innermost_loop_[from];
    if (loop != kNone) {
      const MergeInfo& merge = f_.block(constructs_[loop].owner).merge;
      if (to == merge.merge_block || to == merge.continue_target) return std::nullopt;
    }
    // Fall-through: straight from a case construct to another case of the same switch.
    if (innermost != kNone && constructs_[innermost].kind == ConstructKind::Case) {
      const Construct& inner = constructs_[innermost];
      const auto& targets = f_.block(inner.owner).terminator.targets;
      if (to != merge_of(inner) && std::find(targets.begin(), targets.end(), to) != targets.end())
        return std::nullopt;
    }
    const uint32_t switch_construct = innermost_switch_[from];
    if (switch_construct != kNone && to == merge_of(constructs_[switch_construct]) && !exits_a_loop(from, to))
      return std::nullopt;
    return "is not a structured exit";
  }

  // Reports each invalid edge once, naming the innermost construct it leaves.
  void check_exits() {
    std::map<std::pair<BlockId, BlockId>, uint32_t> exited;  // edge -> innermost construct left
    for (BlockId block = 0; block < n_; ++block) {
      const std::vector<BlockId> targets = f_.block(block).terminator.distinct_targets();
      for (uint32_t index : containing(block))
        for (BlockId target : targets) {
          if (contains(constructs_[index], target)) continue;
          const auto [it, inserted] = exited.emplace(std::make_pair(block, target), index);
          if (!inserted && deeper(index, it->second)) it->second = index;
        }
    }
    for (const auto& [edge, index] : exited)
      if (const auto problem = invalid_exit(edge.first, edge.second))
        violation("branch " + name(edge.first) + " -> " + name(edge.second) + " leaving the " +
                  kind_name(constructs_[index].kind) + " construct of " + name(constructs_[index].header) + " " +
                  *problem);
  }

  void check_continue_edges() {
    for (const Construct& construct : constructs_) {
      if (construct.kind != ConstructKind::Loop) continue;
      const BlockId header = construct.header;
      const BlockId continue_target = f_.block(header).merge.continue_target;
      if (continue_target == header) continue;
      for (BlockId predecessor : f_.block(continue_target).predecessors)
        if (reachable(predecessor) && !is_back_edge(predecessor, continue_target) && !contains(construct, predecessor))
          violation(name(predecessor) + " branches to the continue target " + name(continue_target) + " of loop " +
                    name(header) + " from outside the loop construct");
    }
  }

  // For each case construct, the targets of its switch that it branches to from inside.
  std::vector<std::set<BlockId>> case_successors() {
    std::vector<std::set<BlockId>> successors(constructs_.size());
    for (BlockId block = 0; block < n_; ++block) {
      const std::vector<BlockId> targets = f_.block(block).terminator.distinct_targets();
      for (uint32_t index : containing(block)) {
        const Construct& construct = constructs_[index];
        if (construct.kind != ConstructKind::Case) continue;
        const std::vector<BlockId>& cases = f_.block(construct.owner).terminator.targets;
        for (BlockId target : targets)
          if (target != construct.merge && target != construct.header &&
              std::find(cases.begin(), cases.end(), target) != cases.end() && !contains(construct, target))
            successors[index].insert(target);
      }
    }
    return successors;
  }

  void check_switches() {
    const std::vector<std::set<BlockId>> successors = case_successors();
    std::vector<std::vector<uint32_t>> cases_of(n_);
    for (uint32_t index = 0; index < constructs_.size(); ++index)
      if (constructs_[index].kind == ConstructKind::Case) cases_of[constructs_[index].owner].push_back(index);
    for (BlockId id = 0; id < n_; ++id) {
      const Block& block = f_.block(id);
      if (!block.terminator.is_switch() || block.merge.kind != MergeKind::Selection || !reachable(id)) continue;
      const std::vector<BlockId>& targets = block.terminator.targets;
      const std::vector<BlockId> cases(targets.begin() + 1, targets.end());
      // Same-label targets must be consecutive in the (value, label) list.
      for (size_t i = 0; i < cases.size(); ++i)
        for (size_t j = i + 2; j < cases.size(); ++j)
          if (cases[i] == cases[j] && cases[j - 1] != cases[i])
            violation("switch " + name(id) + " lists target " + name(cases[i]) + " in non-adjacent cases");
      std::map<BlockId, BlockId> falls_to;                // case target -> the case it falls through to
      std::map<BlockId, std::set<BlockId>> falls_into;    // case target -> cases falling through to it
      for (uint32_t index : cases_of[id]) {
        const Construct& construct = constructs_[index];
        if (!sdom(id, construct.header))
          violation("switch " + name(id) + " does not structurally dominate its case " + name(construct.header));
        const std::set<BlockId>& next = successors[index];
        if (next.size() > 1)
          violation("case " + name(construct.header) + " of switch " + name(id) + " falls through to several cases");
        for (BlockId target : next) falls_into[target].insert(construct.header);
        if (next.size() == 1) falls_to[construct.header] = *next.begin();
      }
      for (const auto& [target, sources] : falls_into)
        if (sources.size() > 1)
          violation("several cases of switch " + name(id) + " fall through to " + name(target));
      // A case that falls through to T (or to a default that is no case label and falls
      // through to T) must be listed immediately before T.
      const BlockId default_target = targets[0];
      const bool default_listed = std::find(cases.begin(), cases.end(), default_target) != cases.end();
      for (const auto& [from, to] : falls_to) {
        if (std::find(cases.begin(), cases.end(), from) == cases.end()) continue;  // the default alone
        BlockId next = to;
        if (next == default_target && !default_listed) {
          const auto onwards = falls_to.find(default_target);
          if (onwards == falls_to.end()) continue;
          next = onwards->second;
        }
        const auto last_from = std::find(cases.rbegin(), cases.rend(), from);
        const auto first_to = std::find(cases.begin(), cases.end(), next);
        const bool adjacent = first_to != cases.end() &&
                              static_cast<size_t>(cases.rend() - last_from) == static_cast<size_t>(first_to - cases.begin());
        if (!adjacent)
          violation("case " + name(from) + " of switch " + name(id) + " falls through to " + name(next) +
                    ", which does not immediately follow it");
      }
    }
  }

  // spirv-val's "Selection must be structured": a conditional branch that declares no
  // selection merge needs a break or continue target on one side. Targets count when a
  // header dominating the branch declares them as merge block or continue target.
  void check_unmerged_branches() {
    std::vector<std::vector<BlockId>> declared_by(n_);  // headers declaring a block as merge/continue
    for (BlockId id = 0; id < n_; ++id) {
      const MergeInfo& merge = f_.block(id).merge;
      if (merge.kind == MergeKind::None) continue;
      if (merge.merge_block < n_) declared_by[merge.merge_block].push_back(id);
      if (merge.kind == MergeKind::Loop && merge.continue_target < n_) declared_by[merge.continue_target].push_back(id);
    }
    for (BlockId id = 0; id < n_; ++id) {
      const Block& block = f_.block(id);
      if (!reachable(id) || block.merge.kind == MergeKind::Selection ||
          !block.terminator.is_two_way())
        continue;
      const std::vector<BlockId> targets = block.terminator.distinct_targets();
      if (targets.size() < 2) continue;
      bool has_exit = false;
      for (BlockId target : targets)
        for (BlockId header : declared_by[target]) has_exit |= sdom(header, id);
      if (!has_exit)
        violation("conditional branch in " + name(id) + " has no selection merge and neither target is a merge block "
                  "or continue target of an enclosing construct");
    }
  }

  const Function& f_;
  uint32_t n_;
  StructuredCheckReport report_;
  std::vector<std::vector<uint32_t>> structural_;
  std::optional<Dominance> dominance_;
  std::optional<Dominance> post_dominance_;
  std::vector<std::pair<BlockId, BlockId>> back_edges_;
  std::vector<std::vector<BlockId>> back_edge_block_;
  std::vector<std::pair<BlockId, BlockId>> sorted_back_edges_;
  std::vector<Construct> constructs_;
  std::vector<std::vector<uint32_t>> by_header_;  // block -> constructs it heads
  std::vector<uint32_t> containing_;              // the lists of containing(), block after block
  std::vector<uint32_t> containing_start_;        // block -> where its list begins in containing_
  std::vector<uint32_t> innermost_;
  std::vector<uint32_t> innermost_loop_;
  std::vector<uint32_t> innermost_switch_;
};

}  // namespace

StructuredCheckReport check_structured_rules(const Function& function) { return Checker(function).run(); }

void check_structured(const Function& function) {
  const StructuredCheckReport report = check_structured_rules(function);
  if (!report.ok()) throw InvalidFunctionError("not structured: " + report.violations.front());
}

}  // namespace untangle::test_support
