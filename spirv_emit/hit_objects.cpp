// HitObjects: the Function variable each hit object value lives in (hit_objects.h).
#include "spirv_emit/hit_objects.h"

#include <unordered_set>
#include <vector>

#include "dxil/dxop.h"
#include "dxil/ir_cast.h"
#include "spirv_emit/invocation_reorder.h"
#include "spirv_emit/lowering.h"
#include "spirv_emit/type_table.h"
#include "spirv_emit/values.h"

namespace untangle::spirv_emit {

bool is_hit_object_type(const dxil::Type* type) {
  return type != nullptr && type->kind == dxil::TypeKind::Struct && type->name == "dx.types.HitObject";
}

const dxil::Value* HitObjects::root(const dxil::Value* hit_object) {
  for (;;) {
    const auto found = parent_.find(hit_object);
    if (found == parent_.end() || found->second == hit_object) return hit_object;
    hit_object = found->second;
  }
}

namespace {

// Whether `hit_object` is read after `change` (a SetShaderTableIndex of it) on some path: by
// an instruction after it in its block or in a block reachable from there, or by a phi along
// an edge leaving such a block. It would read the changed object from the shared variable.
bool read_after_change(const dxil::Instruction& change, const dxil::Value* hit_object) {
  auto reads = [&](const dxil::Instruction& instruction, const std::unordered_set<const dxil::BasicBlock*>& after) {
    for (size_t i = 0; i < instruction.operands.size(); ++i) {
      if (instruction.operands[i] != hit_object) continue;
      if (instruction.opcode != dxil::Opcode::Phi || after.count(instruction.incoming_blocks[i]) != 0) return true;
    }
    return false;
  };
  // The blocks a path from the change reaches (its own only around a loop), and the blocks
  // whose leaving edges come after it (those and its own).
  std::unordered_set<const dxil::BasicBlock*> reached;
  std::vector<const dxil::BasicBlock*> pending{change.parent};
  while (!pending.empty()) {
    const dxil::BasicBlock* block = pending.back();
    pending.pop_back();
    if (const dxil::Instruction* terminator = block->terminator())
      for (const dxil::BasicBlock* successor : terminator->successors)
        if (reached.insert(successor).second) pending.push_back(successor);
  }
  std::unordered_set<const dxil::BasicBlock*> edges_after = reached;
  edges_after.insert(change.parent);
  bool past_change = false;
  for (const auto& instruction : change.parent->instructions) {
    if (past_change && reads(*instruction, edges_after)) return true;
    if (instruction.get() == &change) past_change = true;
  }
  for (const dxil::BasicBlock* block : reached)
    for (const auto& instruction : block->instructions)
      if (instruction.get() != &change && reads(*instruction, edges_after)) return true;
  return false;
}

}  // namespace

void HitObjects::join(const dxil::Value* a, const dxil::Value* b) {
  parent_.emplace(a, a);
  parent_.emplace(b, b);
  const dxil::Value* from = root(a);
  const dxil::Value* to = root(b);
  if (from != to) parent_[from] = to;
}

void HitObjects::build_webs() {
  built_ = true;
  std::vector<const dxil::Value*> versioned;
  std::vector<const dxil::Value*> phis;
  for (const auto& block : function_.blocks)
    for (const auto& instruction : block->instructions) {
      if (!is_hit_object_type(instruction->type)) continue;
      parent_.emplace(instruction.get(), instruction.get());
      if (instruction->opcode == dxil::Opcode::Select)
        unsupported("a select between hit objects is not supported: SPIR-V cannot copy a hit object");
      if (instruction->opcode == dxil::Opcode::Phi) {
        phis.push_back(instruction.get());
        for (const dxil::Value* incoming : instruction->operands)
          if (!is_undef(incoming)) join(incoming, instruction.get());
      } else if (dxil::dxop_of(*instruction) == dxil::DxOp::HitObject_SetShaderTableIndex) {
        const dxil::Value* changed = instruction->operands.at(1);
        if (read_after_change(*instruction, changed)) versioned.push_back(instruction.get());
        join(instruction.get(), changed);
      }
    }
  for (const dxil::Value* change : versioned) versioned_.insert(root(change));
  for (const dxil::Value* phi : phis)
    if (versioned_.count(root(phi)) != 0)
      unsupported(
          "a hit object that a phi merges is read again after SetShaderTableIndex changes it: SPIR-V "
          "changes it in place and cannot copy it");
}

Id HitObjects::read(const dxil::Value* hit_object, TypeTable& types) {
  const Id object = variable(hit_object);
  const auto index = indices_.find(hit_object);
  if (index == indices_.end()) return object;
  const std::pair<Id, const dxil::Value*> held{builder_.current_block(), hit_object};
  auto& holding = held_[root(hit_object)];
  if (holding == held) return object;
  builder_.emit_void(invocation_reorder::opcode(invocation_reorder::Op::SetShaderBindingTableRecordIndex),
                     {object, builder_.emit(spv::Op::OpLoad, types.uint(), {index->second})});
  holding = held;
  return object;
}

void HitObjects::keep_index(const dxil::Instruction& made, Id index, TypeTable& types) {
  if (!built_) build_webs();
  if (versioned_.count(root(&made)) == 0) return;
  if (index == 0)
    index = builder_.emit(invocation_reorder::opcode(invocation_reorder::Op::GetShaderBindingTableRecordIndex),
                          types.uint(), {variable(&made)});
  auto [kept, added] = indices_.emplace(&made, 0);
  if (added) {
    kept->second = builder_.function_variable(builder_.type_pointer(spv::StorageClass::Function, types.uint()));
    builder_.set_name(kept->second, (made.name.empty() ? std::string("hit_object") : made.name) + ".index");
  }
  builder_.emit_void(spv::Op::OpStore, {kept->second, index});
  held_[root(&made)] = {builder_.current_block(), &made};
}

Id HitObjects::variable(const dxil::Value* hit_object) {
  if (!built_) build_webs();
  if (is_undef(hit_object) || hit_object->kind != dxil::ValueKind::Instruction)
    unsupported("a hit object that no operation made is used");
  const dxil::Value* web = root(hit_object);
  if (const auto found = variables_.find(web); found != variables_.end()) return found->second;
  // The extension and capability come with the instruction that uses the variable
  // (capabilities.cpp).
  const Id variable =
      builder_.function_variable(builder_.type_pointer(spv::StorageClass::Function, builder_.type_hit_object()));
  builder_.set_name(variable, hit_object->name.empty() ? "hit_object" : hit_object->name);
  return variables_.emplace(web, variable).first->second;
}

}  // namespace untangle::spirv_emit
