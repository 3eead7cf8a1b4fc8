// FunctionEmitter: a structured CFG and its DXIL function become a SPIR-V function.
#include "spirv_emit/function_emitter.h"

#include <algorithm>

#include "dxil/runtime_data.h"
#include "dxil/slot_numbering.h"
#include "spirv_emit/dxop/table.h"
#include "spirv_emit/error.h"
#include "structurizer/graph.h"
#include "structurizer/orders.h"

namespace untangle::spirv_emit {

FunctionEmitter::FunctionEmitter(ModuleState& module, const dxil::Function& function,
                                 const structurizer::Function& structured)
    : module_(module),
      function_(function),
      structured_(structured),
      values_(module.builder, module.types, function),
      pointers_(module.builder, module.types, values_, module.globals),
      handles_(module.resources),
      hit_objects_(module.builder, function),
      lowering_{module.builder,
                module.types,
                values_,
                pointers_,
                handles_,
                module.resources,
                module.io,
                module.stage,
                module.functions,
                module.rays,
                hit_objects_,
                module.nodes,
                module.quads == QuadLayout::None,
                module.wave_ops_exclude_helpers},
      copies_(function, structured) {}

void FunctionEmitter::fail_at(const Error& error, const dxil::BasicBlock* block,
                              const dxil::Instruction* instruction) const {
  const dxil::SlotNumbering numbering(function_);
  throw TranslateError(error.detail(), function_.name, block != nullptr ? numbering.reference(*block) : std::string(),
                       instruction != nullptr ? dxil::describe_instruction(*instruction, numbering) : std::string(),
                       error.status());
}

template <typename Lower>
void FunctionEmitter::at(const dxil::BasicBlock* block, const dxil::Instruction* instruction, Lower&& lower) {
  try {
    lower();
  } catch (const Error& error) {
    if (!error.location().empty()) throw;
    fail_at(error, block, instruction);
  }
}

void FunctionEmitter::emit(const FunctionDeclaration& declaration, std::span<const Pointer> entry_arguments) {
  Builder& builder = module_.builder;
  for (const auto& block : function_.blocks)
    for (const auto& instruction : block->instructions)
      if (instruction->opcode == dxil::Opcode::Call)
        at(block.get(), instruction.get(), [&] { mark_atomic_resource(handles_, *instruction); });
  builder.begin_function(declaration.return_type, declaration.function_type, declaration.id);
  builder.set_name(declaration.id, dxil::export_name(function_.name));
  at(nullptr, nullptr, [&] { bind_arguments(declaration, entry_arguments); });
  recognize_ags_intrinsics();
  repair_ssa();
  declare_phi_variables();
  declare_selectors();
  emit_blocks();
  builder.end_function();
}

void FunctionEmitter::bind_arguments(const FunctionDeclaration& declaration,
                                     std::span<const Pointer> entry_arguments) {
  Builder& builder = module_.builder;
  const size_t parameter_count = entry_arguments.empty() ? declaration.parameter_types.size() : 0;
  if (function_.arguments.size() != entry_arguments.size() + parameter_count)
    unsupported("the function takes " + std::to_string(function_.arguments.size()) +
                " arguments, its stage provides " + std::to_string(entry_arguments.size()));
  for (size_t i = 0; i < function_.arguments.size(); ++i) {
    const dxil::Argument& argument = *function_.arguments[i];
    if (!entry_arguments.empty()) {
      pointers_.define(argument, entry_arguments[i]);
      continue;
    }
    const Id parameter = builder.function_parameter(declaration.parameter_types[i]);
    builder.set_name(parameter, argument.name);
    if (argument.type->kind == dxil::TypeKind::Pointer)
      pointers_.define(argument, Pointer{parameter, spv::StorageClass::Function, argument.type->element, true});
    else
      values_.define_argument(argument, parameter);
  }
}

void FunctionEmitter::recognize_ags_intrinsics() {
  const auto& resources = module_.resources.bound();
  if (std::none_of(resources.begin(), resources.end(), [](const auto& resource) { return resource->amd_extension; }))
    return;
  at(nullptr, nullptr, [&] {
    try {
      ags_.emplace(function_, handles_, module_.options.ags, module_.ags_use_scratch);
    } catch (const AgsEncodingError& error) {
      fail_at(error, error.instruction->parent, error.instruction);
    }
    if (ags_->empty()) return ags_.reset();
    for (const auto& block : function_.blocks)
      for (const auto& instruction : block->instructions)
        if (const Id type = ags_->register_type(lowering_, *instruction)) values_.retype(*instruction, type);
  });
}

void FunctionEmitter::repair_ssa() {
  // A hit object is its variable already (hit_objects.h).
  for (const dxil::Instruction* instruction : values_to_demote(function_, structured_, copies_))
    if (!is_hit_object_type(instruction->type))
      at(instruction->parent, instruction, [&] { values_.demote(*instruction); });
}

void FunctionEmitter::declare_phi_variables() {
  Builder& builder = module_.builder;
  for (const auto& block : function_.blocks) {
    if (copies_.of(block->index).empty()) continue;
    for (const auto& instruction : block->instructions) {
      if (instruction->opcode != dxil::Opcode::Phi) break;
      if (is_hit_object_type(instruction->type)) continue;  // it shares its operands' variable
      at(block.get(), instruction.get(), [&] {
        // A phi of handles that name one range carries only the index.
        const bool handles = handles_.merges_handles(*instruction);
        const dxil::TypeKind kind = instruction->type->kind;
        if (!handles && (kind == dxil::TypeKind::Struct || kind == dxil::TypeKind::Pointer))
          unsupported("phis of pointers or structs are not supported");
        const Id variable = builder.function_variable(builder.type_pointer(
            spv::StorageClass::Function, handles ? module_.types.uint() : values_.lowered_type(*instruction)));
        builder.set_name(variable, instruction->name.empty() ? std::string() : instruction->name + ".phi");
        phi_variables_.emplace(instruction.get(), variable);
      });
    }
  }
}

void FunctionEmitter::declare_selectors() {
  Builder& builder = module_.builder;
  for (const std::string& name : structured_.selectors()) {
    const Id variable = builder.function_variable(
        builder.type_pointer(spv::StorageClass::Function, module_.types.uint()), module_.types.uint_constant(0));
    builder.set_name(variable, name);
    selectors_.push_back(variable);
  }
}

bool FunctionEmitter::interlocked() const {
  return module_.pixel_interlock && &function_ == module_.entry.function;
}

Id FunctionEmitter::label(structurizer::BlockId id) const {
  if (id >= labels_.size() || labels_[id] == 0)
    internal_error("structured CFG branches to a block it does not contain");
  return labels_[id];
}

void FunctionEmitter::emit_blocks() {
  // Blocks in reverse post-order of the structured edges: dominators come first, and merge
  // blocks and continue targets that no branch reaches are still emitted.
  const structurizer::DepthFirstOrder order =
      structurizer::depth_first_order(structurizer::build_graph(structured_, structurizer::EdgeKinds::Structural));
  labels_.assign(structured_.size(), 0);
  for (structurizer::BlockId id : order.reverse_postorder) labels_[id] = module_.builder.allocate_id();
  for (structurizer::BlockId id : order.reverse_postorder) emit_block(id);
}

void FunctionEmitter::emit_block(structurizer::BlockId id) {
  const structurizer::Block& block = structured_.block(id);
  module_.builder.begin_block(labels_[id]);
  values_.begin_block();
  pointers_.begin_block();
  lowering_.in_loop_header = block.merge.kind == structurizer::MergeKind::Loop;
  lowering_.block_terminated = false;
  const dxil::BasicBlock* original = block.synthetic() ? nullptr : function_.blocks[block.origin].get();
  // The critical section opens before anything the entry function does (its OpVariables are
  // apart, at the start of the block) and closes before each return, so that every
  // invocation runs each end once, as SPV_EXT_fragment_shader_interlock requires.
  if (interlocked() && id == structured_.entry())
    module_.builder.emit_void(spv::Op::OpBeginInvocationInterlockEXT, {});
  // Options::point_size: a vertex or domain shader's PointSize, written once, first.
  const bool entry_block = &function_ == module_.entry.function && id == structured_.entry();
  if (module_.io.writes_point_size_first() && entry_block) module_.io.write_point_size();
  if (entry_block && module_.stage != dxil::ShaderKind::Geometry && module_.io.writes_view_viewport())
    module_.io.write_view_viewport();
  if (original != nullptr) {
    emit_phi_loads(*original);
    emit_instructions(*original);
    if (lowering_.block_terminated) {
      // The path ends in the block; what the structured CFG would do after it never runs.
      if (block.merge.kind != structurizer::MergeKind::None)
        fail_at(TranslateError("a shader-ending operation in a block that heads a construct is not supported"),
                original, nullptr);
      return;
    }
    emit_phi_stores(*original);
  }
  for (const structurizer::SelectorAssignment& assignment : block.assignments)
    module_.builder.emit_void(spv::Op::OpStore, {selectors_.at(assignment.selector),
                                                 module_.types.uint_constant(static_cast<uint32_t>(assignment.value))});
  at(original, original != nullptr ? original->terminator() : nullptr, [&] { emit_terminator(id, original); });
}

void FunctionEmitter::emit_phi_loads(const dxil::BasicBlock& block) {
  for (const auto& instruction : block.instructions) {
    if (instruction->opcode != dxil::Opcode::Phi) break;
    if (is_hit_object_type(instruction->type)) continue;
    at(&block, instruction.get(), [&] {
      if (is_handle_type(instruction->type)) {
        handles_.bind_index(*instruction, module_.builder.emit(spv::Op::OpLoad, module_.types.uint(),
                                                               {phi_variables_.at(instruction.get())}));
        return;
      }
      values_.define(*instruction, module_.builder.emit(spv::Op::OpLoad, values_.lowered_type(*instruction),
                                                        {phi_variables_.at(instruction.get())}));
    });
  }
}

void FunctionEmitter::emit_instructions(const dxil::BasicBlock& block) {
  for (const auto& instruction : block.instructions) {
    if (instruction->opcode == dxil::Opcode::Phi || instruction.get() == block.terminator()) continue;
    module_.builder.set_no_contraction(module_.options.precise_everywhere || !dxil::allows_contraction(*instruction));
    at(&block, instruction.get(), [&] {
      if (ags_ && ags_->owns(*instruction)) return ags_->lower(lowering_, *instruction);
      lower_instruction(lowering_, *instruction);
    });
    module_.builder.set_no_contraction(false);
    if (lowering_.block_terminated) return;
  }
}

void FunctionEmitter::emit_phi_stores(const dxil::BasicBlock& block) {
  // The phis of every successor take their value for this edge here, before the branch:
  // the structured CFG keeps every path, so the last store before a phi's block is made by
  // the predecessor the path really came from.
  for_each_distinct_successor(block, [&](const dxil::BasicBlock& successor) {
    for (const auto& instruction : successor.instructions) {
      if (instruction->opcode != dxil::Opcode::Phi) break;
      if (is_hit_object_type(instruction->type)) continue;
      at(&successor, instruction.get(), [&] {
        const dxil::Value* incoming = incoming_value(*instruction, block);
        if (incoming == nullptr)
          throw TranslateError(
              "the phi has no value for the edge from " + dxil::SlotNumbering(function_).reference(block), {}, {}, {},
              Status::MalformedInput);
        if (is_undef(incoming)) return;
        const Id value = is_handle_type(instruction->type)
                             ? handles_.raw_index(values_, module_.types, module_.builder, incoming)
                             : values_.value(incoming);
        module_.builder.emit_void(spv::Op::OpStore, {phi_variables_.at(instruction.get()), value});
      });
    }
  });
}

void FunctionEmitter::emit_terminator(structurizer::BlockId id, const dxil::BasicBlock* original) {
  Builder& builder = module_.builder;
  const structurizer::Block& block = structured_.block(id);
  // The terminator's operands first: loads (of a selector or a demoted condition) must not
  // come between the merge instruction and the branch.
  const structurizer::Terminator& terminator = block.terminator;
  const dxil::Instruction* original_terminator = original != nullptr ? original->terminator() : nullptr;
  std::vector<uint32_t>& operands = terminator_operands_;
  operands.clear();
  spv::Op opcode = spv::Op::OpUnreachable;
  switch (terminator.kind) {
    case structurizer::TerminatorKind::Branch:
      opcode = spv::Op::OpBranch;
      operands = {label(terminator.targets.at(0))};
      break;
    case structurizer::TerminatorKind::ConditionalBranch:
      if (original_terminator == nullptr || original_terminator->opcode != dxil::Opcode::Br ||
          original_terminator->operands.size() != 1)
        internal_error("a conditional branch of the structured CFG has no DXIL condition");
      opcode = spv::Op::OpBranchConditional;
      operands = {values_.value(original_terminator->operands[0]), label(terminator.targets.at(0)),
                  label(terminator.targets.at(1))};
      break;
    case structurizer::TerminatorKind::SelectorBranch: {
      const Id value = builder.emit(spv::Op::OpLoad, module_.types.uint(), {selectors_.at(terminator.selector)});
      const Id equal = builder.emit(spv::Op::OpIEqual, builder.type_bool(),
                                    {value, module_.types.uint_constant(static_cast<uint32_t>(terminator.case_values[0]))});
      opcode = spv::Op::OpBranchConditional;
      operands = {equal, label(terminator.targets.at(0)), label(terminator.targets.at(1))};
      break;
    }
    case structurizer::TerminatorKind::Switch:
    case structurizer::TerminatorKind::SelectorSwitch: {
      Id selector_value;
      uint32_t width = 32;
      if (terminator.kind == structurizer::TerminatorKind::SelectorSwitch) {
        selector_value = builder.emit(spv::Op::OpLoad, module_.types.uint(), {selectors_.at(terminator.selector)});
      } else {
        if (original_terminator == nullptr || original_terminator->opcode != dxil::Opcode::Switch)
          internal_error("a switch of the structured CFG has no DXIL switch");
        selector_value = values_.value(original_terminator->operands.at(0));
        width = module_.types.scalar_width(builder.type_of(selector_value));
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
      // An amplification shader's DispatchMesh (OpEmitMeshTasksEXT) already ended the block.
      if (builder.block_terminated()) return;
      return_operands(original_terminator, opcode, operands);
      if (interlocked()) builder.emit_void(spv::Op::OpEndInvocationInterlockEXT, {});
      break;
    case structurizer::TerminatorKind::Unreachable: opcode = spv::Op::OpUnreachable; break;
  }
  if (block.merge.kind == structurizer::MergeKind::Selection)
    builder.emit_void(spv::Op::OpSelectionMerge,
                      {label(block.merge.merge_block), static_cast<uint32_t>(spv::SelectionControlMask::MaskNone)});
  if (block.merge.kind == structurizer::MergeKind::Loop)
    builder.emit_void(spv::Op::OpLoopMerge, {label(block.merge.merge_block), label(block.merge.continue_target),
                                             static_cast<uint32_t>(spv::LoopControlMask::MaskNone)});
  builder.emit_void(opcode, operands);
}

void FunctionEmitter::return_operands(const dxil::Instruction* original_terminator, spv::Op& opcode,
                                      std::vector<uint32_t>& operands) {
  opcode = spv::Op::OpReturn;
  if (function_.function_type->return_type->kind == dxil::TypeKind::Void) return;
  if (original_terminator == nullptr || original_terminator->opcode != dxil::Opcode::Ret ||
      original_terminator->operands.empty())
    internal_error("a return of the structured CFG has no DXIL return value");
  const dxil::Value* value = original_terminator->operands[0];
  opcode = spv::Op::OpReturnValue;
  if (value->type->kind != dxil::TypeKind::Struct) {
    operands = {values_.value(value)};
    return;
  }
  const std::vector<Id> members = values_.aggregate(value);
  operands = {module_.builder.emit(spv::Op::OpCompositeConstruct, module_.types.lower(value->type),
                                   std::vector<uint32_t>(members.begin(), members.end()))};
}

Id begin_conditional_block(Lowering& lowering, Id condition) {
  // The split moves the block's end (merge instruction and branch) into the new merge block;
  // a loop header's back edges must reach the block that holds its OpLoopMerge.
  if (lowering.in_loop_header) unsupported("a conditional operation in a loop header is not supported");
  Builder& builder = lowering.builder;
  const Id then_label = builder.allocate_id();
  const Id merge_label = builder.allocate_id();
  builder.emit_void(spv::Op::OpSelectionMerge,
                    {merge_label, static_cast<uint32_t>(spv::SelectionControlMask::MaskNone)});
  builder.emit_void(spv::Op::OpBranchConditional, {condition, then_label, merge_label});
  builder.begin_block(then_label);
  return merge_label;
}

void end_conditional_block(Lowering& lowering, Id merge_label) {
  Builder& builder = lowering.builder;
  builder.emit_void(spv::Op::OpBranch, {merge_label});
  // The first part of the block dominates the rest, so the per-block caches stay valid.
  builder.begin_block(merge_label);
}

}  // namespace untangle::spirv_emit
