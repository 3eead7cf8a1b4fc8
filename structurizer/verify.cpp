// Structural self-checks of Function.
#include "structurizer/verify.h"

#include <string>
#include <string_view>
#include <unordered_set>

#include "structurizer/error.h"
#include "structurizer/graph.h"

namespace untangle::structurizer {


namespace {

[[noreturn]] void fail(const Function& function, BlockId block, const std::string& message) {
  throw InvalidFunctionError("block '" + block_label(function, block) + "': " + message);
}

void verify_terminator(const Function& function, BlockId id) {
  const Block& block = function.block(id);
  const Terminator& terminator = block.terminator;
  for (BlockId target : terminator.targets)
    if (target >= function.size()) fail(function, id, "target out of range");
  size_t expected = 0;
  switch (terminator.kind) {
    case TerminatorKind::Branch: expected = 1; break;
    case TerminatorKind::ConditionalBranch: expected = 2; break;
    case TerminatorKind::SelectorBranch:
      expected = 2;
      if (terminator.case_values.size() != 1) fail(function, id, "a selector branch compares with one value");
      break;
    case TerminatorKind::Return:
    case TerminatorKind::Unreachable: expected = 0; break;
    case TerminatorKind::Switch:
    case TerminatorKind::SelectorSwitch:
      expected = terminator.case_values.size() + 1;
      if (std::unordered_set<int64_t>(terminator.case_values.begin(), terminator.case_values.end()).size() !=
          terminator.case_values.size())
        fail(function, id, "switch with a repeated case value");
      break;
  }
  if (terminator.targets.size() != expected) fail(function, id, "terminator has the wrong number of targets");
  if (terminator.reads_selector() && block.origin != kSyntheticOrigin)
    fail(function, id, "an original block dispatches on a selector");
  if (terminator.reads_selector() && terminator.selector >= function.selectors().size())
    fail(function, id, "dispatch on an undeclared selector");
  if ((terminator.kind == TerminatorKind::ConditionalBranch || terminator.kind == TerminatorKind::Switch) &&
      block.origin == kSyntheticOrigin)
    fail(function, id, "a synthetic block branches on a program value");
}

}  // namespace

void verify_blocks(const Function& function) {
  if (function.size() == 0) throw InvalidFunctionError("function '" + function.name() + "' has no blocks");
  if (function.entry() >= function.size()) throw InvalidFunctionError("entry block out of range");
  for (BlockId id = 0; id < function.size(); ++id) {
    const Block& block = function.block(id);
    verify_terminator(function, id);
    for (const SelectorAssignment& assignment : block.assignments)
      if (assignment.selector >= function.selectors().size()) fail(function, id, "assigns an undeclared selector");
    const MergeInfo& merge = block.merge;
    if (merge.kind != MergeKind::None && merge.merge_block >= function.size())
      fail(function, id, "merge block out of range");
    if (merge.kind == MergeKind::Loop && merge.continue_target >= function.size())
      fail(function, id, "continue target out of range");
  }
}

void verify_function(const Function& function) {
  verify_blocks(function);
  std::unordered_set<std::string_view> names;
  names.reserve(function.size());
  for (BlockId id = 0; id < function.size(); ++id)
    if (function.block(id).name.empty() || !names.insert(function.block(id).name).second)
      fail(function, id, "empty or repeated name");
  // Terminator targets are all in range now, so the branch graph can be built; its
  // predecessor lists hold each distinct edge once, as Block::predecessors must. Each
  // list is compared as a set by stamping the expected entries and consuming them.
  const Graph graph = build_graph(function);
  std::vector<BlockId> expected_for(function.size(), kNoBlock);
  for (BlockId id = 0; id < function.size(); ++id) {
    const std::vector<BlockId>& actual = function.block(id).predecessors;
    bool same = actual.size() == graph.predecessors[id].size();
    for (BlockId predecessor : graph.predecessors[id]) expected_for[predecessor] = id;
    for (BlockId predecessor : actual) {
      if (predecessor >= function.size() || expected_for[predecessor] != id) same = false;
      else expected_for[predecessor] = kNoBlock;
    }
    if (!same) fail(function, id, "predecessor list does not match the terminators");
  }
}

}  // namespace untangle::structurizer
