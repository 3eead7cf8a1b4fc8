// Path interpreter: executes a CFG for one thread under a sequence of branch decisions
// and records the original blocks it visits. Decisions are consumed only by original
// blocks (a conditional branch takes decision % 2; a switch picks case value number
// decision % (cases + 1), the last choice meaning "no case matches"; one whose slots all
// name one block chooses nothing and takes none), so an original CFG and its structured
// form, run on the same decisions, must visit the same original blocks in the same order.
// Synthetic blocks only assign and dispatch on selectors.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "structurizer/function.h"

namespace untangle::test_support {

struct ExecutionLimits {
  uint32_t max_original_blocks = 4096;  // stop after visiting this many original blocks
  uint32_t max_synthetic_run = 1u << 16;  // more synthetic blocks in a row means a ladder cycle
};

enum class ExecutionEnd : uint8_t { Returned, Unreachable, StepLimit, Error };

struct Trace {
  std::vector<uint32_t> origins;  // origin of every original block visited, in order
  ExecutionEnd end = ExecutionEnd::Error;
  std::string error;              // for ExecutionEnd::Error
};

// Decisions are used cyclically; an empty span means "always 0".
Trace execute(const structurizer::Function& function, std::span<const uint32_t> decisions, const ExecutionLimits& limits = {});

struct PathComparison {
  bool equivalent = false;
  std::string difference;  // empty when equivalent
};

// Runs both functions on the same decisions and compares the visited original blocks.
PathComparison compare_paths(const structurizer::Function& original, const structurizer::Function& structured,
                             std::span<const uint32_t> decisions, const ExecutionLimits& limits = {});

}  // namespace untangle::test_support
