// Edge redirection with selector assignments, edge splitting and dispatch terminators.
#include "structurizer/edge_routing.h"

#include "structurizer/error.h"

namespace untangle::structurizer {


BlockId route_edge(Function& function, BlockId from, BlockId to, BlockId via,
                   std::optional<SelectorAssignment> assignment) {
  if (!assignment) {
    function.replace_target(from, to, via);
    return kNoBlock;
  }
  const Block& source = function.block(from);
  if (source.assignments.empty() && function.successors(from).size() == 1) {
    function.add_assignment(from, *assignment);
    function.replace_target(from, to, via);
    return kNoBlock;
  }
  const BlockId stub = function.add_block(function.block(from).name + "." + function.block(to).name);
  function.add_assignment(stub, *assignment);
  function.set_terminator(stub, Terminator::branch(via));
  function.replace_target(from, to, stub);
  return stub;
}

BlockId split_edge(Function& function, BlockId from, BlockId to) {
  const BlockId stub = function.add_block(function.block(from).name + "." + function.block(to).name);
  function.set_terminator(stub, Terminator::branch(to));
  function.replace_target(from, to, stub);
  return stub;
}

Terminator dispatch(SelectorId selector, const std::vector<std::pair<int64_t, BlockId>>& targets) {
  if (targets.empty()) throw InvalidFunctionError("dispatch without targets");
  if (targets.size() == 1) return Terminator::branch(targets.front().second);
  std::vector<std::pair<int64_t, BlockId>> cases(targets.begin(), targets.end() - 1);
  return Terminator::switch_on_selector(selector, targets.back().second, std::move(cases));
}

}  // namespace untangle::structurizer
