// Which DXIL values the structured CFG no longer keeps in SSA form.
#include "spirv_emit/ssa_repair.h"

#include <algorithm>
#include <optional>

#include "common/error.h"
#include "dxil/dxop.h"
#include "dxil/ir_cast.h"
#include "structurizer/dominators.h"
#include "structurizer/graph.h"

namespace untangle::spirv_emit {

namespace {

bool is_handle_call(const dxil::Instruction& instruction) {
  const std::optional<dxil::DxOp> op = dxil::dxop_of(instruction);
  return op == dxil::DxOp::CreateHandle || op == dxil::DxOp::AnnotateHandle ||
         op == dxil::DxOp::CreateHandleFromBinding || op == dxil::DxOp::CreateHandleFromHeap ||
         op == dxil::DxOp::CreateHandleForLib;
}

// A library's load of a resource's global (an external constant without initializer, or
// an element of one), which only names the resource for CreateHandleForLib.
bool is_resource_symbol_load(const dxil::Instruction& instruction) {
  if (instruction.opcode != dxil::Opcode::Load || instruction.operands.empty()) return false;
  const dxil::Value* pointer = instruction.operands[0];
  if (const auto* gep = dxil::dyn_cast<dxil::Instruction>(pointer)) {
    if (gep->opcode == dxil::Opcode::GetElementPtr && !gep->operands.empty()) pointer = gep->operands[0];
  } else if (const auto* constant = dxil::dyn_cast<dxil::Constant>(pointer)) {
    if (constant->constant_kind == dxil::ConstantKind::Expression && !constant->elements.empty())
      pointer = constant->elements[0];
  }
  const auto* global = dxil::dyn_cast<dxil::GlobalVariable>(pointer);
  return global != nullptr && global->is_constant && global->initializer == nullptr && global->address_space == 0;
}

// Values emitted where they are used rather than where they are defined (access chains,
// pointer casts, handles): their operands are in effect used at each of their uses.
bool is_rematerialized(const dxil::Instruction& instruction) {
  switch (instruction.opcode) {
    case dxil::Opcode::GetElementPtr: return true;
    case dxil::Opcode::BitCast:
    case dxil::Opcode::AddrSpaceCast: return instruction.type->kind == dxil::TypeKind::Pointer;
    case dxil::Opcode::Call: return is_handle_call(instruction);
    case dxil::Opcode::Load: return is_resource_symbol_load(instruction);
    default: return false;
  }
}

// Dominance between the blocks of the structured function. Most uses are in their
// definition's block or defined in the entry block, which need only reachability: the
// dominator tree is built at the first query that needs more.
class Dominance {
 public:
  explicit Dominance(const structurizer::Function& structured)
      : graph_(structurizer::build_graph(structured)), order_(structurizer::depth_first_order(graph_)) {}

  bool reachable(structurizer::BlockId block) const { return order().reachable(block); }
  // False when either block is unreachable, like DominatorTree::dominates.
  bool dominates(structurizer::BlockId a, structurizer::BlockId b) {
    if (!reachable(a) || !reachable(b)) return false;
    if (a == b || a == graph_.entry) return true;
    if (!tree_) tree_.emplace(graph_, std::move(order_));
    return tree_->dominates(a, b);
  }

 private:
  const structurizer::DepthFirstOrder& order() const { return tree_ ? tree_->order() : order_; }

  structurizer::Graph graph_;
  structurizer::DepthFirstOrder order_;  // moved into tree_ when that is built
  std::optional<structurizer::DominatorTree> tree_;
};

}  // namespace

const dxil::Value* incoming_value(const dxil::Instruction& phi, const dxil::BasicBlock& predecessor) {
  for (size_t i = 0; i < phi.incoming_blocks.size(); ++i)
    if (phi.incoming_blocks[i] == &predecessor) return phi.operands.at(i);
  return nullptr;
}

BlockCopies::BlockCopies(const dxil::Function& function, const structurizer::Function& structured)
    : offsets_(function.blocks.size() + 1, 0) {
  for (structurizer::BlockId id = 0; id < structured.size(); ++id) {
    const structurizer::Block& block = structured.block(id);
    if (block.synthetic()) continue;
    if (block.origin >= function.blocks.size())
      internal_error("structured block " + structurizer::block_label(structured, id) +
                     " names a DXIL block that does not exist");
    ++offsets_[block.origin + 1];
  }
  for (size_t block = 1; block < offsets_.size(); ++block) offsets_[block] += offsets_[block - 1];
  copies_.resize(offsets_.back());
  std::vector<uint32_t> next(offsets_.begin(), offsets_.end() - 1);
  for (structurizer::BlockId id = 0; id < structured.size(); ++id)
    if (!structured.block(id).synthetic()) copies_[next[structured.block(id).origin]++] = id;
}

std::vector<const dxil::Instruction*> values_to_demote(const dxil::Function& function,
                                                       const structurizer::Function& structured,
                                                       const BlockCopies& copies) {
  Dominance dominance(structured);
  std::vector<const dxil::Instruction*> demoted;
  // Per instruction (by index): whether it is rematerialized (worked out at its first use),
  // whether it is listed, and the use it was last expanded for if it is rematerialized
  // (uses are numbered): operands shared along a chain (or, in malformed input, a cycle)
  // are followed once a use.
  enum class Rematerialized : uint8_t { Unknown, No, Yes };
  struct Facts {
    uint32_t expanded_for = 0;
    Rematerialized rematerialized = Rematerialized::Unknown;
    bool listed = false;
  };
  std::vector<Facts> facts(function.instruction_pool.size());
  auto rematerialized = [&](const dxil::Instruction& instruction) {
    Rematerialized& known = facts[instruction.index].rematerialized;
    if (known == Rematerialized::Unknown)
      known = is_rematerialized(instruction) ? Rematerialized::Yes : Rematerialized::No;
    return known == Rematerialized::Yes;
  };
  std::vector<const dxil::Value*> pending;
  uint32_t use = 0;
  // The structured block whose uses are being checked, its DXIL block, and whether it is
  // reachable: a value of that DXIL block is then available (most uses are such).
  structurizer::BlockId use_block = 0;
  const dxil::BasicBlock* use_original = nullptr;
  bool use_reachable = false;
  // Lists `instruction` unless a definition of it reaches `use_block`.
  auto check = [&](const dxil::Instruction& instruction) {
    if (instruction.parent == use_original && use_reachable) return;
    if (instruction.opcode == dxil::Opcode::Alloca) return;  // variables live in the entry block
    const std::span<const structurizer::BlockId> definitions = copies.of(instruction.parent->index);
    if (definitions.empty()) return;  // defined in a block that was dropped as unreachable
    const bool available = definitions.size() == 1
                               ? dominance.dominates(definitions[0], use_block)
                               : std::find(definitions.begin(), definitions.end(), use_block) != definitions.end();
    bool& listed = facts[instruction.index].listed;
    if (!available && !listed) {
      listed = true;
      demoted.push_back(&instruction);
    }
  };
  auto note_use = [&](const dxil::Value* used) {
    const auto* used_instruction = dxil::dyn_cast<dxil::Instruction>(used);
    if (used_instruction == nullptr) return;
    if (!rematerialized(*used_instruction)) return check(*used_instruction);
    ++use;
    pending.push_back(used);
    while (!pending.empty()) {
      const auto* instruction = dxil::dyn_cast<dxil::Instruction>(pending.back());
      pending.pop_back();
      if (instruction == nullptr) continue;
      if (!rematerialized(*instruction)) {
        check(*instruction);
        continue;
      }
      uint32_t& last_use = facts[instruction->index].expanded_for;
      if (last_use == use) continue;
      last_use = use;
      pending.insert(pending.end(), instruction->operands.begin(), instruction->operands.end());
    }
  };
  for (structurizer::BlockId id = 0; id < structured.size(); ++id) {
    const structurizer::Block& block = structured.block(id);
    if (block.synthetic()) continue;
    const dxil::BasicBlock& original = *function.blocks[block.origin];
    use_block = id;
    use_original = &original;
    use_reachable = dominance.reachable(id);
    for (const auto& instruction : original.instructions) {
      if (instruction->opcode == dxil::Opcode::Phi) continue;
      for (const dxil::Value* operand : instruction->operands) note_use(operand);
    }
    for_each_distinct_successor(original, [&](const dxil::BasicBlock& successor) {
      for (const auto& instruction : successor.instructions) {
        if (instruction->opcode != dxil::Opcode::Phi) break;
        note_use(incoming_value(*instruction, original));
      }
    });
  }
  return demoted;
}

}  // namespace untangle::spirv_emit
