// One CFG fuzzing case, shared by `untangle fuzz-cfg` and the test suite's smoke run:
// generate a random reducible CFG from a seed (every other one then made less structured
// by cfg::mutate_cfg), structurize it, run the structured-rules checker and compare the
// paths of both CFGs under many random decision sequences.
#pragma once

#include <cstdint>
#include <string>

#include "structurizer/cfg_mutations.h"
#include "structurizer/function.h"
#include "structurizer/interpreter.h"
#include "structurizer/pass.h"
#include "structurizer/random_cfg.h"

namespace untangle::structurizer {

struct FuzzOptions {
  cfg::RandomCfgOptions graph;
  // Every graph whose seed is a multiple of this (0: none) is also made less structured
  // by cfg::mutate_cfg: threaded forwarding blocks, forward gotos, scattered switches.
  uint32_t mutate_every = 2;
  cfg::MutationOptions mutations;
  uint32_t decision_sequences = 24;  // random runs compared per graph
  uint32_t decisions_per_sequence = 97;
  cfg::ExecutionLimits limits{2000, 1u << 16};
  bool verify_passes = kVerifyPassesByDefault;
};

struct FuzzCaseResult {
  bool ok = false;
  std::string failure;      // what went wrong, when !ok
  cfg::Function input;      // the generated CFG
  cfg::Function output;     // its structured form (empty when structurizing failed)
  size_t output_blocks = 0;
};

FuzzCaseResult run_fuzz_case(uint64_t seed, const FuzzOptions& options = {});

}  // namespace untangle::structurizer
