// What `untangle explain` shows, as plain data: the DXIL function's text per block, the
// CFG before the first structurizer pass and after each pass, the SPIR-V assembly with
// the label of each structured block, and where translation stopped if it failed.
// collect.h fills it from a module; page.h turns it into one HTML page.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "structurizer/function.h"

namespace untangle::explain {

// The function as `untangle dis` prints it, cut into its basic blocks.
struct DxilListing {
  std::string header;               // the `define ... {` line
  std::vector<std::string> blocks;  // each block's lines, by DXIL block index (structurizer::Block::origin)
  std::vector<std::string> labels;  // LLVM's label of each block: its name or slot number
  std::string note;                 // why `blocks` is empty, when it is
};

// The CFG as the structurizer's observer saw it: "input", then after each pass.
struct Snapshot {
  std::string pass;
  structurizer::Function function;
};

struct SpirvListing {
  std::string text;  // SPIR-V assembly (spirv-dis style, friendly names)
  // The OpLabel id where each block of the last snapshot starts (by block id), 0 where
  // unknown; empty when the blocks could not be matched, `mapping_note` then says why.
  std::vector<uint32_t> block_labels;
  std::string mapping_note;
  std::string validation;  // the validator's messages; empty when the module is valid
  // Why the system's SPIRV-Tools could neither judge nor disassemble the module (it predates
  // the module's extension: work graphs); `text` is empty then.
  std::string unjudged;
};

// Where translation stopped.
struct Failure {
  std::string stage;    // the pass that failed, or "cfg" (building the CFG) or "emit"
  std::string message;  // the error's one-line message
  std::vector<std::string> cfg_blocks;  // blocks of the last snapshot the error names
  std::vector<uint32_t> dxil_blocks;    // DXIL blocks the error names
  std::string instruction;              // the instruction the error names, as the emitter describes it
};

struct Explanation {
  std::string source;    // the input file, for the title
  std::string function;  // the entry function's name
  DxilListing dxil;
  std::vector<Snapshot> snapshots;
  std::optional<SpirvListing> spirv;  // absent when emission failed
  std::optional<Failure> failure;
};

}  // namespace untangle::explain
