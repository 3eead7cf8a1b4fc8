// Function: terminator constructors and the edits that keep predecessor lists and
// the name index consistent.
#include "structurizer/function.h"

#include <algorithm>
#include <utility>

#include "structurizer/error.h"

namespace untangle::structurizer {

namespace {

Terminator make_switch(TerminatorKind kind, SelectorId selector, BlockId default_target,
                       std::vector<std::pair<int64_t, BlockId>> cases) {
  Terminator terminator;
  terminator.kind = kind;
  terminator.selector = selector;
  terminator.targets.push_back(default_target);
  for (const auto& [value, target] : cases) {
    terminator.case_values.push_back(value);
    terminator.targets.push_back(target);
  }
  return terminator;
}

bool contains(const std::vector<BlockId>& list, BlockId id) {
  return std::find(list.begin(), list.end(), id) != list.end();
}

}  // namespace

Terminator Terminator::branch(BlockId target) {
  return Terminator{TerminatorKind::Branch, {target}, {}, 0};
}

Terminator Terminator::conditional(BlockId if_true, BlockId if_false) {
  return Terminator{TerminatorKind::ConditionalBranch, {if_true, if_false}, {}, 0};
}

Terminator Terminator::switch_on_value(BlockId default_target,
                                       std::vector<std::pair<int64_t, BlockId>> cases) {
  return make_switch(TerminatorKind::Switch, 0, default_target, std::move(cases));
}

Terminator Terminator::switch_on_selector(SelectorId selector, BlockId default_target,
                                          std::vector<std::pair<int64_t, BlockId>> cases) {
  return make_switch(TerminatorKind::SelectorSwitch, selector, default_target, std::move(cases));
}

Terminator Terminator::branch_on_selector(SelectorId selector, int64_t value, BlockId if_equal, BlockId otherwise) {
  return Terminator{TerminatorKind::SelectorBranch, {if_equal, otherwise}, {value}, selector};
}

Terminator Terminator::return_from_function() { return Terminator{TerminatorKind::Return, {}, {}, 0}; }

Terminator Terminator::unreachable() { return Terminator{TerminatorKind::Unreachable, {}, {}, 0}; }

std::vector<BlockId> Terminator::distinct_targets() const {
  std::vector<BlockId> result;
  result.reserve(targets.size());
  for (BlockId target : targets)
    if (!contains(result, target)) result.push_back(target);
  return result;
}

bool Terminator::chooses_one_target() const {
  return (kind == TerminatorKind::ConditionalBranch || kind == TerminatorKind::Switch) &&
         std::all_of(targets.begin(), targets.end(), [&](BlockId target) { return target == targets[0]; });
}

void Function::set_entry(BlockId block) {
  if (block >= blocks_.size()) throw InvalidFunctionError("entry block id out of range");
  entry_ = block;
}

void Function::claim_name(std::string_view base, BlockId block) {
  const auto name_of = block_names();
  std::string& name = blocks_[block].name;
  name = base.empty() ? std::string_view("bb") : base;
  if (name_index_.insert_unless_taken(block, name, name_of)) return;
  const std::string stem = std::move(name);
  for (size_t suffix = 1;; ++suffix) {
    name.assign(stem).append(".").append(std::to_string(suffix));
    if (name_index_.insert_unless_taken(block, name, name_of)) return;
  }
}

void Function::reserve(size_t blocks) {
  blocks_.reserve(blocks);
  name_index_.reserve(blocks);
}

BlockId Function::add_block(std::string_view name, uint32_t origin) {
  const auto id = static_cast<BlockId>(blocks_.size());
  blocks_.emplace_back().origin = origin;
  claim_name(name, id);
  return id;
}

BlockId Function::find(std::string_view name) const {
  return name_index_.find(name, block_names());
}

void Function::rename(BlockId block, std::string_view name) {
  name_index_.erase(block, blocks_[block].name);
  claim_name(name, block);
}

void Function::unlink(BlockId from, BlockId to) {
  // Predecessors are distinct: erase the one entry, without scanning the rest of a long list.
  auto& predecessors = blocks_[to].predecessors;
  const auto found = std::find(predecessors.begin(), predecessors.end(), from);
  if (found != predecessors.end()) predecessors.erase(found);
}

void Function::check_target(BlockId block, BlockId target) const {
  if (target >= blocks_.size())
    throw InvalidFunctionError("block '" + blocks_[block].name + "' targets a block id out of range");
}

// Block::predecessors of a block holds `from` exactly when `from`'s terminator targets it,
// so the edits below add a predecessor only for a target the terminator did not have:
// searching the target's list instead would be quadratic in the predecessors of a block
// that many branch to (a shared return block).
void Function::set_terminator(BlockId block, Terminator terminator) {
  for (BlockId target : terminator.targets) check_target(block, target);
  const Terminator old = std::exchange(blocks_[block].terminator, std::move(terminator));
  // unlink skips targets already handled, so repeated targets need no filtering.
  const std::vector<BlockId>& targets = blocks_[block].terminator.targets;
  for (BlockId target : old.targets)
    if (!contains(targets, target)) unlink(block, target);
  for (auto target = targets.begin(); target != targets.end(); ++target)
    if (!contains(old.targets, *target) && std::find(targets.begin(), target, *target) == target)
      blocks_[*target].predecessors.push_back(block);
}

// The edits of single targets below change the terminator in place: copying it for
// set_terminator would allocate on every edge the passes redirect.
void Function::replace_target(BlockId block, BlockId from, BlockId to) {
  std::vector<BlockId>& targets = blocks_[block].terminator.targets;
  if (from == to || !contains(targets, from)) return;
  check_target(block, to);
  const bool already_target = contains(targets, to);
  std::replace(targets.begin(), targets.end(), from, to);
  unlink(block, from);
  if (!already_target) blocks_[to].predecessors.push_back(block);
}

void Function::set_target(BlockId block, size_t slot, BlockId to) {
  std::vector<BlockId>& targets = blocks_[block].terminator.targets;
  const BlockId from = targets.at(slot);
  check_target(block, to);
  const bool already_target = contains(targets, to);
  targets[slot] = to;
  if (!contains(targets, from)) unlink(block, from);
  if (!already_target) blocks_[to].predecessors.push_back(block);
}

void Function::add_assignment(BlockId block, SelectorAssignment assignment) {
  if (assignment.selector >= selectors_.size())
    throw InvalidFunctionError("assignment to an undeclared selector in '" + blocks_[block].name + "'");
  blocks_[block].assignments.push_back(assignment);
}

void Function::set_merge(BlockId block, MergeInfo merge) { blocks_[block].merge = merge; }

SelectorId Function::add_selector(std::string_view name) {
  selectors_.emplace_back(name);
  return static_cast<SelectorId>(selectors_.size() - 1);
}

std::vector<BlockId> Function::retain(const std::vector<bool>& keep) {
  if (keep.size() != blocks_.size() || !keep[entry_])
    throw InvalidFunctionError("retain: the keep mask must cover every block and keep the entry");
  std::vector<BlockId> renumber(blocks_.size(), kNoBlock);
  BlockId next = 0;
  for (BlockId id = 0; id < blocks_.size(); ++id)
    if (keep[id]) renumber[id] = next++;
  auto mapped = [&](BlockId id) {
    if (id == kNoBlock) return kNoBlock;
    return renumber[id];
  };
  std::vector<Block> kept;
  kept.reserve(next);
  for (BlockId id = 0; id < blocks_.size(); ++id) {
    if (!keep[id]) continue;
    Block block = std::move(blocks_[id]);
    for (BlockId& target : block.terminator.targets) {
      if (renumber[target] == kNoBlock)
        throw InvalidFunctionError("retain: kept block '" + block.name + "' targets a removed block");
      target = renumber[target];
    }
    std::vector<BlockId> predecessors;
    for (BlockId predecessor : block.predecessors)
      if (renumber[predecessor] != kNoBlock) predecessors.push_back(renumber[predecessor]);
    block.predecessors = std::move(predecessors);
    block.merge.merge_block = mapped(block.merge.merge_block);
    block.merge.continue_target = mapped(block.merge.continue_target);
    kept.push_back(std::move(block));
  }
  blocks_ = std::move(kept);
  entry_ = renumber[entry_];
  name_index_.clear();
  name_index_.reserve(blocks_.size());
  for (BlockId id = 0; id < blocks_.size(); ++id) name_index_.insert_unless_taken(id, blocks_[id].name, block_names());
  return renumber;
}

bool Function::operator==(const Function& other) const {
  if (entry_ != other.entry_ || selectors_ != other.selectors_ || blocks_.size() != other.blocks_.size())
    return false;
  for (size_t i = 0; i < blocks_.size(); ++i) {
    const Block& a = blocks_[i];
    const Block& b = other.blocks_[i];
    if (a.name != b.name || a.origin != b.origin || a.assignments != b.assignments ||
        a.terminator != b.terminator || a.merge != b.merge)
      return false;
  }
  return true;
}

std::string block_label(const Function& function, BlockId block) {
  if (block == kNoBlock || block >= function.size()) return "<none>";
  const std::string& name = function.block(block).name;
  return name.empty() ? "#" + std::to_string(block) : name;
}

}  // namespace untangle::structurizer
