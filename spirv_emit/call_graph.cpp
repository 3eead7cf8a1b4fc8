// The functions a translation reaches through calls, and the check that none reaches itself.
#include "spirv_emit/call_graph.h"

#include <algorithm>
#include <string>
#include <unordered_set>

#include "dxil/runtime_data.h"
#include "spirv_emit/error.h"

namespace untangle::spirv_emit {

namespace {

bool is_dxop(const dxil::Function& function) { return function.name.rfind("dx.op.", 0) == 0; }

// The callees of `function`, in order of first call.
std::vector<const dxil::Function*> callees(const dxil::Function& function) {
  std::vector<const dxil::Function*> result;
  for (const auto& block : function.blocks)
    for (const auto& instruction : block->instructions) {
      const dxil::Function* callee = called_function(*instruction);
      if (callee != nullptr && std::find(result.begin(), result.end(), callee) == result.end())
        result.push_back(callee);
    }
  return result;
}

// Depth first from each root, keeping the current call chain, so that a back edge names its
// cycle; lists each function when first reached.
class Walk {
 public:
  void visit(const dxil::Function& function) {
    const auto on_chain = std::find(chain_.begin(), chain_.end(), &function);
    if (on_chain != chain_.end()) {
      std::string cycle;
      for (auto it = on_chain; it != chain_.end(); ++it) cycle += dxil::export_name((*it)->name) + " -> ";
      throw TranslateError("recursion is not supported in SPIR-V: " + cycle + dxil::export_name(function.name),
                           function.name);
    }
    if (!visited_.insert(&function).second) return;
    reached_.push_back(&function);
    chain_.push_back(&function);
    for (const dxil::Function* callee : callees(function)) visit(*callee);
    chain_.pop_back();
  }
  std::vector<const dxil::Function*> take_reached() { return std::move(reached_); }

 private:
  std::vector<const dxil::Function*> chain_;
  std::vector<const dxil::Function*> reached_;
  std::unordered_set<const dxil::Function*> visited_;
};

}  // namespace

const dxil::Function* called_function(const dxil::Instruction& instruction) {
  // dx.op functions are declarations: the flag spares most calls the name comparison.
  if (instruction.opcode != dxil::Opcode::Call || instruction.callee == nullptr || instruction.callee->is_declaration ||
      is_dxop(*instruction.callee))
    return nullptr;
  return instruction.callee;
}

std::vector<const dxil::Function*> reachable_functions(const dxil::Function& entry) {
  std::vector<const dxil::Function*> functions{&entry};
  for (size_t next = 0; next < functions.size(); ++next)
    for (const auto& block : functions[next]->blocks)
      for (const auto& instruction : block->instructions) {
        const dxil::Function* callee = called_function(*instruction);
        if (callee != nullptr && std::find(functions.begin(), functions.end(), callee) == functions.end())
          functions.push_back(callee);
      }
  return functions;
}

std::vector<const dxil::Function*> translated_functions(const dxil::EntryPoint& entry, dxil::ShaderKind stage) {
  Walk walk;
  if (entry.function != nullptr) walk.visit(*entry.function);
  if (stage == dxil::ShaderKind::Hull && entry.hull && entry.hull->patch_constant_function != nullptr)
    walk.visit(*entry.hull->patch_constant_function);
  return walk.take_reached();
}

}  // namespace untangle::spirv_emit
