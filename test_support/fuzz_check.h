// One CFG fuzzing case, shared by `untangle fuzz-cfg` and the test suite's smoke run:
// generate a random reducible CFG from a seed (every other one then made less structured
// by mutate_cfg), structurize it, run the structured-rules checker and compare the
// paths of both CFGs under many random decision sequences.
#pragma once

#include <cstdint>
#include <string>

#include "test_support/cfg_mutations.h"
#include "structurizer/function.h"
#include "test_support/interpreter.h"
#include "structurizer/pass.h"
#include "test_support/random_cfg.h"

namespace untangle::test_support {

struct FuzzOptions {
  RandomCfgOptions graph;
  // Every graph whose seed is a multiple of this (0: none) is also made less structured
  // by mutate_cfg: threaded forwarding blocks, forward gotos, scattered switches.
  uint32_t mutate_every = 2;
  MutationOptions mutations;
  uint32_t decision_sequences = 24;  // random runs compared per graph
  uint32_t decisions_per_sequence = 97;
  ExecutionLimits limits{2000, 1u << 16};
  bool verify_passes = structurizer::kVerifyPassesByDefault;
};

struct FuzzCaseResult {
  bool ok = false;
  std::string failure;      // what went wrong, when !ok
  structurizer::Function input;      // the generated CFG
  structurizer::Function output;     // its structured form (empty when structurizing failed)
  size_t output_blocks = 0;
};

FuzzCaseResult run_fuzz_case(uint64_t seed, const FuzzOptions& options = {});

}  // namespace untangle::test_support
