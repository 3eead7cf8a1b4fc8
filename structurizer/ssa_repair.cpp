// Edge routes through ladders, and values whose definitions stopped dominating their uses.
#include "structurizer/ssa_repair.h"

#include <algorithm>
#include <string>
#include <unordered_map>

#include "structurizer/dominators.h"
#include "structurizer/errors.h"
#include "structurizer/graph.h"

namespace untangle::structurizer {

using namespace cfg;

namespace {

BlockId switch_target(const Terminator& terminator, int64_t value) {
  for (size_t i = 0; i < terminator.case_values.size(); ++i)
    if (terminator.case_values[i] == value) return terminator.targets[i + 1];
  return terminator.targets[0];
}

}  // namespace

std::vector<EdgeRoute> edge_routes(const Function& structured) {
  std::vector<EdgeRoute> routes;
  for (BlockId from = 0; from < structured.size(); ++from) {
    const Block& source = structured.block(from);
    if (source.synthetic()) continue;
    for (size_t slot = 0; slot < source.terminator.targets.size(); ++slot) {
      EdgeRoute route{from, slot, kNoBlock, {}};
      std::unordered_map<SelectorId, int64_t> selectors;
      for (const SelectorAssignment& assignment : source.assignments) selectors[assignment.selector] = assignment.value;
      BlockId at = source.terminator.targets[slot];
      while (structured.block(at).synthetic()) {
        if (route.through.size() > structured.size())
          throw InvalidFunctionError("the edge from '" + source.name + "' loops through synthetic blocks");
        route.through.push_back(at);
        const Block& block = structured.block(at);
        for (const SelectorAssignment& assignment : block.assignments) selectors[assignment.selector] = assignment.value;
        const Terminator& terminator = block.terminator;
        if (terminator.kind == TerminatorKind::Branch) {
          at = terminator.targets[0];
        } else if (terminator.kind == TerminatorKind::SelectorSwitch && selectors.count(terminator.selector)) {
          at = switch_target(terminator, selectors.at(terminator.selector));
        } else {
          throw InvalidFunctionError("the edge from '" + source.name + "' (slot " + std::to_string(slot) +
                                     ") does not reach an original block: it stops at '" + block.name + "'");
        }
      }
      route.to = at;
      routes.push_back(std::move(route));
    }
  }
  return routes;
}

std::vector<uint32_t> values_to_demote(const Function& structured, const SsaFacts& facts) {
  std::unordered_map<uint32_t, BlockId> block_of_origin;
  for (BlockId id = 0; id < structured.size(); ++id)
    if (!structured.block(id).synthetic()) block_of_origin.emplace(structured.block(id).origin, id);
  auto block_of = [&](uint32_t origin) {
    const auto found = block_of_origin.find(origin);
    if (found == block_of_origin.end())
      throw InvalidFunctionError("SSA facts name original block " + std::to_string(origin) +
                                 ", which the structured function does not have");
    return found->second;
  };
  const DominatorTree dominators(build_graph(structured));
  std::vector<uint32_t> demoted;
  for (const ValueUse& use : facts.uses) {
    if (use.value >= facts.definitions.size()) throw InvalidFunctionError("SSA use of an undefined value");
    if (!dominators.dominates(block_of(facts.definitions[use.value]), block_of(use.origin)))
      demoted.push_back(use.value);
  }
  std::sort(demoted.begin(), demoted.end());
  demoted.erase(std::unique(demoted.begin(), demoted.end()), demoted.end());
  return demoted;
}

}  // namespace untangle::structurizer
