// Emits one function from its structured CFG, in named steps: map the DXIL blocks to their
// structured copies, mark atomically used resources, open the function and bind its
// arguments, repair SSA (demote values and give phis variables), declare the ladders'
// selectors, then emit the blocks in dominance order with their merge instructions and
// terminators. Any DXIL function is emitted this way: an entry point, or a function that
// another calls (FunctionTable declares it; lower_call emits the OpFunctionCall).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "dxil/ir.h"
#include "spirv_emit/ags_intrinsics.h"
#include "spirv_emit/handles.h"
#include "spirv_emit/lowering.h"
#include "spirv_emit/module_state.h"
#include "spirv_emit/pointers.h"
#include "spirv_emit/ssa_repair.h"
#include "spirv_emit/values.h"
#include "structurizer/function.h"

namespace untangle::spirv_emit {

class FunctionEmitter {
 public:
  FunctionEmitter(ModuleState& module, const dxil::Function& function, const structurizer::Function& structured);

  // Emits the function `declaration` declares. The DXIL arguments of an entry point are the
  // module variables in `entry_arguments` (ray-tracing payloads and attributes); those of a
  // called function its OpFunctionParameters. Throws TranslateError naming the function,
  // block and instruction that could not be lowered.
  void emit(const FunctionDeclaration& declaration, std::span<const Pointer> entry_arguments = {});

 private:
  void bind_arguments(const FunctionDeclaration& declaration, std::span<const Pointer> entry_arguments);
  // AGS's intrinsics, where the module has its extension UAV (ags_intrinsics.h).
  void recognize_ags_intrinsics();
  void repair_ssa();
  void declare_phi_variables();
  void declare_selectors();
  void emit_blocks();
  void emit_block(structurizer::BlockId id);
  void emit_phi_loads(const dxil::BasicBlock& block);
  void emit_instructions(const dxil::BasicBlock& block);
  void emit_phi_stores(const dxil::BasicBlock& block);
  void emit_terminator(structurizer::BlockId id, const dxil::BasicBlock* original);
  void return_operands(const dxil::Instruction* original_terminator, spv::Op& opcode, std::vector<uint32_t>& operands);
  Id label(structurizer::BlockId id) const;
  // Whether this is the entry function of a pixel shader that orders rasterizer ordered views.
  bool interlocked() const;

  // Runs `lower`, naming `block` and `instruction` in any error it throws without a place.
  template <typename Lower>
  void at(const dxil::BasicBlock* block, const dxil::Instruction* instruction, Lower&& lower);
  [[noreturn]] void fail_at(const Error& error, const dxil::BasicBlock* block,
                            const dxil::Instruction* instruction) const;

  ModuleState& module_;
  const dxil::Function& function_;
  const structurizer::Function& structured_;
  ValueTable values_;
  PointerTable pointers_;
  HandleTable handles_;
  HitObjects hit_objects_;
  Lowering lowering_;
  std::optional<AgsIntrinsics> ags_;  // when the module has AGS's extension UAV
  BlockCopies copies_;
  std::unordered_map<const dxil::Instruction*, Id> phi_variables_;
  std::vector<Id> selectors_;
  std::vector<Id> labels_;
  std::vector<uint32_t> terminator_operands_;  // scratch, reused block after block
};

}  // namespace untangle::spirv_emit
