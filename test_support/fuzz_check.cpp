// A single fuzzing case: generate, structurize, check, compare paths.
#include "test_support/fuzz_check.h"

#include <exception>
#include <random>
#include <vector>

#include "test_support/shape_rules.h"
#include "test_support/structured_checker.h"
#include "structurizer/structurize.h"

namespace untangle::test_support {

using namespace structurizer;

FuzzCaseResult run_fuzz_case(uint64_t seed, const FuzzOptions& options) {
  FuzzCaseResult result;
  result.input = random_cfg(seed, options.graph);
  if (options.mutate_every != 0 && seed % options.mutate_every == 0)
    mutate_cfg(result.input, seed, options.mutations);
  structurizer::Function& structured = result.output;
  try {
    StructurizeOptions structurize_options;
    structurize_options.verify = options.verify_passes;
    structurize_options.structured_check = check_structured;
    structured = structurize(result.input, structurize_options);
  } catch (const std::exception& error) {
    result.failure = std::string("structurize threw: ") + error.what();
    return result;
  }
  result.output_blocks = structured.size();
  const StructuredCheckReport report = check_structured_rules(structured);
  if (!report.ok()) {
    result.failure = "structured-rules checker: " + report.violations.front();
    return result;
  }
  const std::vector<std::string> shape = shape_rule_violations(structured);
  if (!shape.empty()) {
    result.failure = "conservative shape: " + shape.front();
    return result;
  }
  std::mt19937_64 random(seed ^ 0x9e3779b97f4a7c15ull);
  std::vector<uint32_t> decisions(options.decisions_per_sequence);
  for (uint32_t run = 0; run < options.decision_sequences; ++run) {
    for (uint32_t& decision : decisions) decision = static_cast<uint32_t>(random());
    const PathComparison comparison = compare_paths(result.input, structured, decisions, options.limits);
    if (!comparison.equivalent) {
      result.failure = "path mismatch in run " + std::to_string(run) + ": " + comparison.difference;
      return result;
    }
  }
  result.ok = true;
  return result;
}

}  // namespace untangle::test_support
