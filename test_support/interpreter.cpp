// Single-thread execution of a CFG driven by a decision sequence.
#include "test_support/interpreter.h"

#include <algorithm>
#include <sstream>
#include <unordered_map>

namespace untangle::test_support {

using namespace structurizer;

namespace {

class DecisionStream {
 public:
  explicit DecisionStream(std::span<const uint32_t> decisions) : decisions_(decisions) {}
  uint32_t next() {
    if (decisions_.empty()) return 0;
    const uint32_t value = decisions_[position_];
    position_ = (position_ + 1) % decisions_.size();
    return value;
  }

 private:
  std::span<const uint32_t> decisions_;
  size_t position_ = 0;
};

BlockId switch_target(const Terminator& terminator, int64_t value) {
  for (size_t i = 0; i < terminator.case_values.size(); ++i)
    if (terminator.case_values[i] == value) return terminator.targets[i + 1];
  return terminator.targets[0];
}

const char* end_name(ExecutionEnd end) {
  switch (end) {
    case ExecutionEnd::Returned: return "returned";
    case ExecutionEnd::Unreachable: return "reached unreachable";
    case ExecutionEnd::StepLimit: return "hit the step limit";
    case ExecutionEnd::Error: return "failed";
  }
  return "?";
}

}  // namespace

Trace execute(const Function& function, std::span<const uint32_t> decisions, const ExecutionLimits& limits) {
  Trace trace;
  DecisionStream stream(decisions);
  std::unordered_map<SelectorId, int64_t> selectors;
  BlockId current = function.entry();
  uint32_t synthetic_run = 0;
  auto fail = [&](const std::string& message) {
    trace.end = ExecutionEnd::Error;
    trace.error = "at '" + block_label(function, current) + "': " + message;
    return trace;
  };
  for (;;) {
    const Block& block = function.block(current);
    if (block.synthetic()) {
      if (++synthetic_run > limits.max_synthetic_run) return fail("too many synthetic blocks in a row");
    } else {
      if (trace.origins.size() >= limits.max_original_blocks) {
        trace.end = ExecutionEnd::StepLimit;
        return trace;
      }
      synthetic_run = 0;
      trace.origins.push_back(block.origin);
    }
    for (const SelectorAssignment& assignment : block.assignments) selectors[assignment.selector] = assignment.value;
    const Terminator& terminator = block.terminator;
    switch (terminator.kind) {
      case TerminatorKind::Return:
        trace.end = ExecutionEnd::Returned;
        return trace;
      case TerminatorKind::Unreachable:
        if (block.synthetic()) return fail("executed a synthetic unreachable block");
        trace.end = ExecutionEnd::Unreachable;
        return trace;
      case TerminatorKind::Branch:
        current = terminator.targets[0];
        break;
      case TerminatorKind::ConditionalBranch:
        if (block.synthetic()) return fail("synthetic block branches on a program value");
        current = terminator.chooses_one_target() ? terminator.targets[0] : terminator.targets[stream.next() % 2];
        break;
      case TerminatorKind::Switch: {
        if (block.synthetic()) return fail("synthetic block switches on a program value");
        if (terminator.chooses_one_target()) {
          current = terminator.targets[0];
          break;
        }
        const uint32_t choice = stream.next() % static_cast<uint32_t>(terminator.case_values.size() + 1);
        current = choice < terminator.case_values.size() ? terminator.targets[choice + 1] : terminator.targets[0];
        break;
      }
      case TerminatorKind::SelectorSwitch:
      case TerminatorKind::SelectorBranch: {
        const auto value = selectors.find(terminator.selector);
        if (value == selectors.end()) return fail("dispatch on an unassigned selector");
        current = terminator.kind == TerminatorKind::SelectorSwitch
                      ? switch_target(terminator, value->second)
                      : terminator.targets[value->second == terminator.case_values[0] ? 0 : 1];
        break;
      }
    }
  }
}

PathComparison compare_paths(const Function& original, const Function& structured,
                             std::span<const uint32_t> decisions, const ExecutionLimits& limits) {
  const Trace expected = execute(original, decisions, limits);
  const Trace actual = execute(structured, decisions, limits);
  PathComparison result;
  std::ostringstream difference;
  if (expected.end == ExecutionEnd::Error) {
    difference << "the original CFG failed: " << expected.error;
  } else if (actual.end == ExecutionEnd::Error) {
    difference << "the structured CFG failed: " << actual.error;
  } else if (expected.origins != actual.origins || expected.end != actual.end) {
    const auto mismatch = std::mismatch(expected.origins.begin(), expected.origins.end(), actual.origins.begin(),
                                        actual.origins.end());
    const size_t step = static_cast<size_t>(mismatch.first - expected.origins.begin());
    difference << "paths differ at step " << step << ": original " << end_name(expected.end) << " after "
               << expected.origins.size() << " blocks, structured " << end_name(actual.end) << " after "
               << actual.origins.size() << " blocks";
  }
  result.difference = difference.str();
  result.equivalent = result.difference.empty();
  return result;
}

}  // namespace untangle::test_support
