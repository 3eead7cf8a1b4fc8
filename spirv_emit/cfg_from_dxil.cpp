// dxil::Function -> structurizer::Function.
#include "spirv_emit/cfg_from_dxil.h"

#include <algorithm>
#include <iterator>
#include <string>
#include <string_view>

#include "common/error.h"
#include "dxil/slot_numbering.h"

namespace untangle::spirv_emit {

namespace {

using structurizer::BlockId;
using structurizer::Terminator;

bool allowed_in_notation(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' ||
         c == '$' || c == '-';
}

// Block names must be usable in the CFG text notation: `label` itself where it is (most
// are), else a copy made usable in `scratch`.
std::string_view notation_name(const std::string& label, std::string& scratch) {
  constexpr std::string_view kKeywords[] = {"ret", "return", "unreachable", "switch", "dispatch", "if"};
  const bool is_keyword = std::find(std::begin(kKeywords), std::end(kKeywords), label) != std::end(kKeywords);
  if (!is_keyword && std::all_of(label.begin(), label.end(), allowed_in_notation)) return label;
  scratch = label;
  for (char& c : scratch)
    if (!allowed_in_notation(c)) c = '_';
  if (is_keyword) scratch += '_';
  return scratch;
}

}  // namespace

structurizer::Function cfg_from_dxil(const dxil::Function& source) {
  structurizer::Function function(source.name);
  if (source.blocks.empty())
    throw Error(Status::MalformedInput, "the function has no body", Location{{}, {}, source.name, {}, {}});
  const std::vector<std::string> labels = dxil::block_labels(source);
  function.reserve(source.blocks.size());
  std::string scratch;
  for (uint32_t index = 0; index < source.blocks.size(); ++index)
    function.add_block(notation_name(labels[index], scratch), index);
  for (uint32_t index = 0; index < source.blocks.size(); ++index) {
    const dxil::BasicBlock& block = *source.blocks[index];
    const dxil::Instruction* terminator = block.terminator();
    auto fail = [&](const std::string& message) {
      throw Error(Status::MalformedInput, message, Location{{}, {}, source.name, "%" + labels[index], {}});
    };
    if (terminator == nullptr) fail("the block has no terminator");
    const dxil::IrList<dxil::BasicBlock*>& targets = terminator->successors;
    switch (terminator->opcode) {
      case dxil::Opcode::Ret: function.set_terminator(index, Terminator::return_from_function()); break;
      case dxil::Opcode::Unreachable: function.set_terminator(index, Terminator::unreachable()); break;
      case dxil::Opcode::Br:
        if (targets.size() == 1)
          function.set_terminator(index, Terminator::branch(targets[0]->index));
        else if (targets.size() == 2)
          function.set_terminator(index, Terminator::conditional(targets[0]->index, targets[1]->index));
        else
          fail("br with " + std::to_string(targets.size()) + " targets");
        break;
      case dxil::Opcode::Switch: {
        if (targets.empty() || terminator->case_values.size() + 1 != targets.size()) fail("malformed switch");
        std::vector<std::pair<int64_t, BlockId>> cases;
        cases.reserve(terminator->case_values.size());
        for (size_t i = 0; i < terminator->case_values.size(); ++i)
          cases.emplace_back(terminator->case_values[i]->integer, targets[i + 1]->index);
        function.set_terminator(index, Terminator::switch_on_value(targets[0]->index, std::move(cases)));
        break;
      }
      default: fail("the last instruction is not a terminator");
    }
  }
  return function;
}

}  // namespace untangle::spirv_emit
