// Where each block of the structured CFG starts in the emitted SPIR-V. The emitter names
// no labels, so the match is read off its output: it gives the structured blocks
// consecutive label ids in reverse post-order of the structural edges and emits them in
// that order (extra labels that split a block get other ids). Every matched block's branch
// targets and merge declaration are then checked against the CFG, so an emitter that
// works otherwise yields no links rather than wrong ones. The emitter returning the label
// of each structured block would make this exact.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "structurizer/function.h"

namespace untangle::explain {

struct BlockLabels {
  std::vector<uint32_t> labels;  // by block id, 0 for blocks not emitted (unreachable); empty on failure
  std::string problem;           // why there is no match
};

BlockLabels match_block_labels(std::span<const uint32_t> words, const structurizer::Function& structured);

}  // namespace untangle::explain
