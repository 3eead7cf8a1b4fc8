// dxil::Function -> cfg::Function.
#include "structurizer/from_dxil.h"

#include <string>

#include "structurizer/errors.h"

namespace untangle::cfg {

namespace {

bool is_void(const dxil::Value& value) { return value.type == nullptr || value.type->kind == dxil::TypeKind::Void; }

// Block names must be usable in the CFG text notation.
std::string notation_name(const std::string& label) {
  std::string name;
  for (char c : label) {
    const bool allowed = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
                         c == '.' || c == '$' || c == '-';
    name += allowed ? c : '_';
  }
  if (name == "ret" || name == "return" || name == "unreachable" || name == "switch" || name == "dispatch")
    name += "_";
  return name;
}

}  // namespace

std::vector<std::string> dxil_block_labels(const dxil::Function& function) {
  // LLVM numbers unnamed arguments, blocks and non-void instructions in order.
  uint32_t slot = 0;
  for (const auto& argument : function.arguments)
    if (argument->name.empty()) ++slot;
  std::vector<std::string> labels;
  for (const auto& block : function.blocks) {
    labels.push_back(block->name.empty() ? std::to_string(slot++) : block->name);
    for (const auto& instruction : block->instructions)
      if (instruction->name.empty() && !is_void(*instruction)) ++slot;
  }
  return labels;
}

Function function_from_dxil(const dxil::Function& source) {
  Function function(source.name);
  if (source.blocks.empty()) throw InvalidFunctionError("function '" + source.name + "' has no body");
  const std::vector<std::string> labels = dxil_block_labels(source);
  for (uint32_t index = 0; index < source.blocks.size(); ++index)
    function.add_block(notation_name(labels[index]), index);
  for (uint32_t index = 0; index < source.blocks.size(); ++index) {
    const dxil::BasicBlock& block = *source.blocks[index];
    const dxil::Instruction* terminator = block.terminator();
    auto fail = [&](const std::string& message) {
      throw InvalidFunctionError("function '" + source.name + "', block '" + labels[index] + "': " + message);
    };
    if (terminator == nullptr) fail("no terminator");
    std::vector<BlockId> targets;
    for (const dxil::BasicBlock* successor : terminator->successors) targets.push_back(successor->index);
    switch (terminator->opcode) {
      case dxil::Opcode::Ret:
        function.set_terminator(index, Terminator::return_from_function());
        break;
      case dxil::Opcode::Unreachable:
        function.set_terminator(index, Terminator::unreachable());
        break;
      case dxil::Opcode::Br:
        if (targets.size() == 1) function.set_terminator(index, Terminator::branch(targets[0]));
        else if (targets.size() == 2) function.set_terminator(index, Terminator::conditional(targets[0], targets[1]));
        else fail("br with " + std::to_string(targets.size()) + " targets");
        break;
      case dxil::Opcode::Switch: {
        if (targets.empty() || terminator->case_values.size() + 1 != targets.size()) fail("malformed switch");
        std::vector<std::pair<int64_t, BlockId>> cases;
        for (size_t i = 0; i < terminator->case_values.size(); ++i)
          cases.emplace_back(terminator->case_values[i]->integer, targets[i + 1]);
        function.set_terminator(index, Terminator::switch_on_value(targets[0], std::move(cases)));
        break;
      }
      default:
        fail("the last instruction is not a terminator");
    }
  }
  return function;
}

}  // namespace untangle::cfg
