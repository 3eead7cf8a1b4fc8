// The entry function from its structured CFG: block order, labels, merge instructions,
// terminators (original conditions and switches, ladder selectors), and SSA repair: phis
// and values whose definition no longer dominates a use live in Function variables.
#include <algorithm>

#include "spirv_emit/emitter.h"
#include "structurizer/dominators.h"
#include "structurizer/graph.h"
#include "structurizer/orders.h"

namespace untangle::spirv_emit {

namespace {

bool is_handle_call(const dxil::Instruction& instruction) {
  if (instruction.opcode != dxil::Opcode::Call || instruction.callee == nullptr ||
      instruction.callee->name.rfind("dx.op.", 0) != 0 || instruction.operands.empty())
    return false;
  const dxil::Value* opcode = instruction.operands[0];
  if (opcode == nullptr || opcode->kind != dxil::ValueKind::Constant) return false;
  const auto& constant = *static_cast<const dxil::Constant*>(opcode);
  if (constant.constant_kind != dxil::ConstantKind::Integer) return false;
  // CreateHandle, AnnotateHandle, CreateHandleFromBinding, CreateHandleFromHeap.
  return constant.integer == 57 || (constant.integer >= 216 && constant.integer <= 218);
}

// Values emitted where they are used rather than where they are defined (access chains,
// pointer casts, handles): their operands are in effect used at each of their uses.
bool is_rematerialized(const dxil::Instruction& instruction) {
  switch (instruction.opcode) {
    case dxil::Opcode::GetElementPtr:
      return true;
    case dxil::Opcode::BitCast:
    case dxil::Opcode::AddrSpaceCast:
      return instruction.type->kind == dxil::TypeKind::Pointer;
    case dxil::Opcode::Call:
      return is_handle_call(instruction);
    default:
      return false;
  }
}

// The successors of a DXIL block, each once.
std::vector<const dxil::BasicBlock*> original_successors(const dxil::BasicBlock& block) {
  std::vector<const dxil::BasicBlock*> successors;
  if (const dxil::Instruction* terminator = block.terminator())
    for (const dxil::BasicBlock* successor : terminator->successors)
      if (std::find(successors.begin(), successors.end(), successor) == successors.end())
        successors.push_back(successor);
  return successors;
}

// The incoming value a phi takes on the edge from `predecessor`, or null.
const dxil::Value* incoming_value(const dxil::Instruction& phi, const dxil::BasicBlock& predecessor) {
  for (size_t i = 0; i < phi.incoming_blocks.size(); ++i)
    if (phi.incoming_blocks[i] == &predecessor) return phi.operands.at(i);
  return nullptr;
}

}  // namespace

void Emitter::begin_block(Id label) {
  builder_.begin_block(label);
  defined_here_.clear();
  block_loads_.clear();
  block_pointers_.clear();
}

Id Emitter::begin_conditional_block(Id condition) {
  // The split moves the block's end (merge instruction and branch) into the new merge block;
  // a loop header's back edges must reach the block that holds its OpLoopMerge.
  if (current_block_is_loop_header_) fail("a conditional operation in a loop header is not supported");
  const Id then_label = builder_.allocate_id();
  const Id merge_label = builder_.allocate_id();
  builder_.emit_void(spv::Op::OpSelectionMerge, {merge_label, static_cast<uint32_t>(spv::SelectionControlMask::MaskNone)});
  builder_.emit_void(spv::Op::OpBranchConditional, {condition, then_label, merge_label});
  builder_.begin_block(then_label);
  return merge_label;
}

void Emitter::end_conditional_block(Id merge_label) {
  builder_.emit_void(spv::Op::OpBranch, {merge_label});
  // The first part of the block dominates the rest, so the per-block caches stay valid.
  builder_.begin_block(merge_label);
}

void Emitter::emit_block_instructions(const dxil::BasicBlock& block) {
  for (const auto& instruction : block.instructions) {
    if (instruction->opcode == dxil::Opcode::Phi || instruction.get() == block.terminator()) continue;
    set_location(&block, instruction.get());
    lower_instruction(*instruction);
  }
}

void Emitter::emit_phi_stores(const dxil::BasicBlock& block) {
  // The phis of every successor take their value for this edge here, before the branch:
  // the structured CFG keeps every path, so the last store before a phi's block is made by
  // the predecessor the path really came from.
  for (const dxil::BasicBlock* successor : original_successors(block)) {
    for (const auto& instruction : successor->instructions) {
      if (instruction->opcode != dxil::Opcode::Phi) break;
      set_location(successor, instruction.get());
      const dxil::Value* incoming = incoming_value(*instruction, block);
      if (incoming == nullptr) fail("phi has no value for the edge from " + describe_block(block));
      if (is_undef(incoming)) continue;
      builder_.emit_void(spv::Op::OpStore, {phi_variables_.at(instruction.get()), value(incoming)});
    }
  }
}

void Emitter::emit_function(const structurizer::Function& structured) {
  mark_atomic_resources();
  // Where each DXIL block went: several structured blocks when the structurizer split one.
  std::vector<std::vector<structurizer::BlockId>> copies(function_.blocks.size());
  for (structurizer::BlockId id = 0; id < structured.size(); ++id) {
    const structurizer::Block& block = structured.block(id);
    if (block.synthetic()) continue;
    if (block.origin >= function_.blocks.size())
      fail("structured block " + structurizer::block_label(structured, id) + " names a DXIL block that does not exist");
    copies[block.origin].push_back(id);
  }

  builder_.begin_function(builder_.type_void(), builder_.type_function(builder_.type_void(), {}), entry_function_id_);
  builder_.set_name(entry_function_id_, function_.name);

  // SSA repair: a value whose (single) definition does not dominate a use in the structured
  // CFG, or whose block was duplicated, lives in a Function variable.
  const structurizer::DominatorTree dominators(structurizer::build_graph(structured));
  std::vector<const dxil::Value*> pending;
  auto note_use = [&](const dxil::Value* used, structurizer::BlockId use_block) {
    pending.push_back(used);
    while (!pending.empty()) {
      const dxil::Value* current = pending.back();
      pending.pop_back();
      if (current == nullptr || current->kind != dxil::ValueKind::Instruction) continue;
      const auto& instruction = *static_cast<const dxil::Instruction*>(current);
      if (instruction.opcode == dxil::Opcode::Alloca) continue;  // variables live in the entry block
      if (is_rematerialized(instruction)) {
        pending.insert(pending.end(), instruction.operands.begin(), instruction.operands.end());
        continue;
      }
      const std::vector<structurizer::BlockId>& definitions = copies.at(instruction.parent->index);
      if (definitions.empty()) continue;  // defined in a block that was dropped as unreachable
      const bool available = definitions.size() == 1
                                 ? dominators.dominates(definitions[0], use_block)
                                 : std::find(definitions.begin(), definitions.end(), use_block) != definitions.end();
      if (!available) demote(instruction);
    }
  };
  for (structurizer::BlockId id = 0; id < structured.size(); ++id) {
    const structurizer::Block& block = structured.block(id);
    if (block.synthetic()) continue;
    const dxil::BasicBlock& original = *function_.blocks[block.origin];
    for (const auto& instruction : original.instructions) {
      if (instruction->opcode == dxil::Opcode::Phi) continue;
      for (const dxil::Value* operand : instruction->operands) note_use(operand, id);
    }
    for (const dxil::BasicBlock* successor : original_successors(original))
      for (const auto& instruction : successor->instructions) {
        if (instruction->opcode != dxil::Opcode::Phi) break;
        note_use(incoming_value(*instruction, original), id);
      }
  }

  for (const auto& block : function_.blocks) {
    if (copies[block->index].empty()) continue;
    for (const auto& instruction : block->instructions) {
      if (instruction->opcode != dxil::Opcode::Phi) break;
      set_location(block.get(), instruction.get());
      const dxil::TypeKind kind = instruction->type->kind;
      if (kind == dxil::TypeKind::Struct || kind == dxil::TypeKind::Pointer)
        fail("phis of handles, pointers or structs are not supported");
      const Id variable = builder_.function_variable(builder_.type_pointer(spv::StorageClass::Function, type(instruction->type)));
      builder_.set_name(variable, instruction->name.empty() ? std::string() : instruction->name + ".phi");
      phi_variables_.emplace(instruction.get(), variable);
    }
  }
  std::vector<Id> selectors;
  for (const std::string& name : structured.selectors()) {
    const Id variable = builder_.function_variable(builder_.type_pointer(spv::StorageClass::Function, uint_type()),
                                                   uint_constant(0));
    builder_.set_name(variable, name);
    selectors.push_back(variable);
  }

  // Blocks in reverse post-order of the structured edges: dominators come first, and merge
  // blocks and continue targets that no branch reaches are still emitted.
  const structurizer::DepthFirstOrder order = structurizer::depth_first_order(structurizer::build_graph(structured, structurizer::EdgeKinds::Structural));
  std::vector<Id> labels(structured.size(), 0);
  for (structurizer::BlockId id : order.reverse_postorder) labels[id] = builder_.allocate_id();
  auto label = [&](structurizer::BlockId id) {
    if (id >= labels.size() || labels[id] == 0) fail("structured CFG branches to a block it does not contain");
    return labels[id];
  };

  for (structurizer::BlockId id : order.reverse_postorder) {
    const structurizer::Block& block = structured.block(id);
    begin_block(labels[id]);
    current_block_is_loop_header_ = block.merge.kind == structurizer::MergeKind::Loop;
    const dxil::BasicBlock* original = block.synthetic() ? nullptr : function_.blocks[block.origin].get();
    if (original != nullptr) {
      for (const auto& instruction : original->instructions) {
        if (instruction->opcode != dxil::Opcode::Phi) break;
        set_location(original, instruction.get());
        define(*instruction, builder_.emit(spv::Op::OpLoad, type(instruction->type), {phi_variables_.at(instruction.get())}));
      }
      emit_block_instructions(*original);
      emit_phi_stores(*original);
      set_location(original, original->terminator());
    } else {
      set_location(nullptr, nullptr);
    }
    for (const structurizer::SelectorAssignment& assignment : block.assignments)
      builder_.emit_void(spv::Op::OpStore,
                         {selectors.at(assignment.selector), uint_constant(static_cast<uint32_t>(assignment.value))});
    // The terminator's operands first: loads (of a selector or a demoted condition) must not
    // come between the merge instruction and the branch.
    const structurizer::Terminator& terminator = block.terminator;
    const dxil::Instruction* original_terminator = original != nullptr ? original->terminator() : nullptr;
    std::vector<uint32_t> operands;
    spv::Op opcode = spv::Op::OpUnreachable;
    switch (terminator.kind) {
      case structurizer::TerminatorKind::Branch:
        opcode = spv::Op::OpBranch;
        operands = {label(terminator.targets.at(0))};
        break;
      case structurizer::TerminatorKind::ConditionalBranch:
        if (original_terminator == nullptr || original_terminator->opcode != dxil::Opcode::Br ||
            original_terminator->operands.size() != 1)
          fail("a conditional branch of the structured CFG has no DXIL condition");
        opcode = spv::Op::OpBranchConditional;
        operands = {value(original_terminator->operands[0]), label(terminator.targets.at(0)),
                    label(terminator.targets.at(1))};
        break;
      case structurizer::TerminatorKind::Switch:
      case structurizer::TerminatorKind::SelectorSwitch: {
        Id selector_value;
        uint32_t width = 32;
        if (terminator.kind == structurizer::TerminatorKind::SelectorSwitch) {
          selector_value = builder_.emit(spv::Op::OpLoad, uint_type(), {selectors.at(terminator.selector)});
        } else {
          if (original_terminator == nullptr || original_terminator->opcode != dxil::Opcode::Switch)
            fail("a switch of the structured CFG has no DXIL switch");
          selector_value = value(original_terminator->operands.at(0));
          width = scalar_width(builder_.type_of(selector_value));
        }
        opcode = spv::Op::OpSwitch;
        operands = {selector_value, label(terminator.targets.at(0))};
        for (size_t i = 0; i < terminator.case_values.size(); ++i) {
          const auto literal = static_cast<uint64_t>(terminator.case_values[i]);
          operands.push_back(static_cast<uint32_t>(width < 32 ? literal & ((uint64_t{1} << width) - 1) : literal));
          if (width == 64) operands.push_back(static_cast<uint32_t>(literal >> 32));
          operands.push_back(label(terminator.targets.at(i + 1)));
        }
        break;
      }
      case structurizer::TerminatorKind::Return:
        opcode = spv::Op::OpReturn;
        break;
      case structurizer::TerminatorKind::Unreachable:
        opcode = spv::Op::OpUnreachable;
        break;
    }
    if (block.merge.kind == structurizer::MergeKind::Selection)
      builder_.emit_void(spv::Op::OpSelectionMerge,
                         {label(block.merge.merge_block), static_cast<uint32_t>(spv::SelectionControlMask::MaskNone)});
    if (block.merge.kind == structurizer::MergeKind::Loop)
      builder_.emit_void(spv::Op::OpLoopMerge, {label(block.merge.merge_block), label(block.merge.continue_target),
                                                static_cast<uint32_t>(spv::LoopControlMask::MaskNone)});
    builder_.emit_void(opcode, operands);
  }
  set_location(nullptr, nullptr);
  builder_.end_function();
}

}  // namespace untangle::spirv_emit
