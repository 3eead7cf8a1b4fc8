// Function: the IR-agnostic control-flow graph every structurizer stage works on.
// Blocks carry their origin (index of the DXIL basic block, or synthetic), ordered
// terminator targets, selector operations for ladders and structured merge annotations.
#pragma once

#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "structurizer/block_name_index.h"

namespace untangle::structurizer {

using BlockId = uint32_t;
inline constexpr BlockId kNoBlock = std::numeric_limits<BlockId>::max();

// Origin of a block that the structurizer added (ladders, merges, latches, stubs).
inline constexpr uint32_t kSyntheticOrigin = std::numeric_limits<uint32_t>::max();

// A selector is a function-local integer variable that ladders use to remember which
// target an edge meant: blocks assign it, SelectorSwitch terminators dispatch on it.
// The SPIR-V emitter lowers it to an OpVariable (OpStore / OpLoad + OpSwitch) or phis.
using SelectorId = uint32_t;

enum class TerminatorKind : uint8_t {
  Branch,             // targets[0]
  ConditionalBranch,  // targets[0] when true, targets[1] when false
  Switch,             // switch on a value of the original program: targets[0] default,
                      // targets[i + 1] for case_values[i]
  SelectorSwitch,     // the same layout, switching on `selector` (synthetic blocks only)
  SelectorBranch,     // targets[0] when `selector` holds case_values[0], else targets[1]
                      // (synthetic blocks only: a two-way selection, where a switch would
                      // make a switch construct)
  Return,
  Unreachable,
};

struct Terminator {
  TerminatorKind kind = TerminatorKind::Unreachable;
  std::vector<BlockId> targets;
  std::vector<int64_t> case_values;  // Switch / SelectorSwitch: one per case target
  SelectorId selector = 0;           // SelectorSwitch only

  static Terminator branch(BlockId target);
  static Terminator conditional(BlockId if_true, BlockId if_false);
  static Terminator switch_on_value(BlockId default_target,
                                    std::vector<std::pair<int64_t, BlockId>> cases);
  static Terminator switch_on_selector(SelectorId selector, BlockId default_target,
                                       std::vector<std::pair<int64_t, BlockId>> cases);
  static Terminator branch_on_selector(SelectorId selector, int64_t value, BlockId if_equal, BlockId otherwise);
  static Terminator return_from_function();
  static Terminator unreachable();

  bool is_switch() const {
    return kind == TerminatorKind::Switch || kind == TerminatorKind::SelectorSwitch;
  }
  bool reads_selector() const {
    return kind == TerminatorKind::SelectorSwitch || kind == TerminatorKind::SelectorBranch;
  }
  bool is_two_way() const {
    return kind == TerminatorKind::ConditionalBranch || kind == TerminatorKind::SelectorBranch;
  }
  // Targets without repetition, in order of first appearance.
  std::vector<BlockId> distinct_targets() const;
  // A conditional branch or switch on a program value whose every slot names one block
  // (`br c X X`): it chooses nothing.
  bool chooses_one_target() const;

  bool operator==(const Terminator&) const = default;
};

// `selector = value`, executed at the end of the block, before its terminator.
struct SelectorAssignment {
  SelectorId selector = 0;
  int64_t value = 0;
  bool operator==(const SelectorAssignment&) const = default;
};

enum class MergeKind : uint8_t { None, Selection, Loop };

// The structured declaration of a header block: OpSelectionMerge merge_block, or
// OpLoopMerge merge_block continue_target.
struct MergeInfo {
  MergeKind kind = MergeKind::None;
  BlockId merge_block = kNoBlock;
  BlockId continue_target = kNoBlock;  // loops only
  bool operator==(const MergeInfo&) const = default;
};

struct Block {
  std::string name;
  uint32_t origin = kSyntheticOrigin;  // index of the original (DXIL) basic block
  std::vector<SelectorAssignment> assignments;
  Terminator terminator;
  MergeInfo merge;
  std::vector<BlockId> predecessors;  // distinct, in the order the edges appeared

  bool synthetic() const { return origin == kSyntheticOrigin; }
};

// A function's CFG. Block ids are dense indices; predecessor lists are kept in step with
// terminators by the mutating members, so always edit through them.
class Function {
 public:
  explicit Function(std::string name = {}) : name_(std::move(name)) {}

  const std::string& name() const { return name_; }
  BlockId entry() const { return entry_; }
  void set_entry(BlockId block);

  size_t size() const { return blocks_.size(); }
  const Block& block(BlockId id) const { return blocks_[id]; }
  std::span<const Block> blocks() const { return blocks_; }

  // Room for `blocks` blocks in all, for a caller that knows how many it will add.
  void reserve(size_t blocks);
  // Adds a block ending in `unreachable`. The name is made unique by appending ".N".
  BlockId add_block(std::string_view name, uint32_t origin = kSyntheticOrigin);
  BlockId find(std::string_view name) const;  // kNoBlock when absent
  void rename(BlockId block, std::string_view name);

  void set_terminator(BlockId block, Terminator terminator);
  // Points every slot of `block` that targets `from` at `to`.
  void replace_target(BlockId block, BlockId from, BlockId to);
  void set_target(BlockId block, size_t slot, BlockId to);
  void add_assignment(BlockId block, SelectorAssignment assignment);
  void set_merge(BlockId block, MergeInfo merge);

  SelectorId add_selector(std::string_view name);
  const std::vector<std::string>& selectors() const { return selectors_; }

  std::vector<BlockId> successors(BlockId block) const {
    return blocks_[block].terminator.distinct_targets();
  }

  // Keeps the blocks with keep[id] set (the entry must be kept), renumbering them in
  // order; edges into removed blocks must not exist. Returns old id -> new id
  // (kNoBlock for removed blocks).
  std::vector<BlockId> retain(const std::vector<bool>& keep);

  bool operator==(const Function& other) const;

 private:
  // Throws when `target` is no block of this function.
  void check_target(BlockId block, BlockId target) const;
  void unlink(BlockId from, BlockId to);
  // Names `block` `base`, or `base.N` when taken, and enters it in the name index.
  void claim_name(std::string_view base, BlockId block);
  // The name of a block by id, as the name index reads it.
  auto block_names() const {
    return [this](BlockId id) -> const std::string& { return blocks_[id].name; };
  }

  std::string name_;
  BlockId entry_ = 0;
  std::vector<Block> blocks_;
  std::vector<std::string> selectors_;
  BlockNameIndex name_index_;
};

// "name" of a block for messages: the block's name, or "#id" for an unnamed one.
std::string block_label(const Function& function, BlockId block);

}  // namespace untangle::structurizer
