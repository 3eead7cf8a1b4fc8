// DXBC's scoped control flow (if/else, loop, switch with fall-through, break, continue and
// their conditional forms, ret and retc) as the blocks and branches of a CFG. Nothing here
// structures anything: the structurizer proves the CFG as it proves DXIL's, so a DXBC
// shader gets the same convergence guarantees.
#include <algorithm>
#include <functional>

#include "dxbc/lifter.h"

namespace untangle::dxbc::lifting {

void Lifter::jump(dxil::BasicBlock& target) {
  if (current_ != nullptr) ir_.branch(*current_, target);
  current_ = nullptr;
}

void Lifter::start(dxil::BasicBlock& next) { current_ = &next; }

void Lifter::conditional_jump(const Instruction& instruction, dxil::BasicBlock& target) {
  if (instruction.operands.empty()) fail(Status::MalformedInput, "a conditional without its condition");
  const dxil::Value* taken = condition(instruction, instruction.operands[0]);
  dxil::BasicBlock& next = *ir_.block(*function_, "b" + std::to_string(block_count_++));
  ir_.branch(block(), taken, target, next);
  start(next);
}

Frame& Lifter::innermost(Frame::Kind kind, std::string_view spelling) {
  for (auto frame = frames_.rbegin(); frame != frames_.rend(); ++frame)
    if (frame->kind == kind) return *frame;
  fail(Status::MalformedInput, std::string(spelling) + " outside the construct it belongs to");
}

Frame* Lifter::innermost_breakable() {
  for (auto frame = frames_.rbegin(); frame != frames_.rend(); ++frame)
    if (frame->kind != Frame::Kind::If) return &*frame;
  return nullptr;
}

void Lifter::lift_control_flow(const Instruction& instruction) {
  const std::string number = std::to_string(block_count_++);
  const auto new_block = [&](const std::string& name) -> dxil::BasicBlock& {
    return *ir_.block(*function_, name + number);
  };
  const auto operand = [&]() -> const Operand& {
    if (instruction.operands.empty()) fail(Status::MalformedInput, "the instruction lacks its operand");
    return instruction.operands[0];
  };
  switch (instruction.opcode) {
    case Opcode::If: {
      const dxil::Value* taken = condition(instruction, operand());
      Frame frame;
      frame.kind = Frame::Kind::If;
      dxil::BasicBlock& then_block = new_block("if.then");
      frame.else_target = &new_block("if.else");
      frame.merge = &new_block("if.end");
      ir_.branch(block(), taken, then_block, *frame.else_target);
      frames_.push_back(frame);
      start(then_block);
      return;
    }
    case Opcode::Else: {
      Frame& frame = innermost(Frame::Kind::If, "else");
      if (frames_.back().kind != Frame::Kind::If || frame.else_target == nullptr)
        fail(Status::MalformedInput, "else without its if");
      jump(*frame.merge);
      start(*frame.else_target);
      frame.else_target = nullptr;
      return;
    }
    case Opcode::EndIf: {
      if (frames_.empty() || frames_.back().kind != Frame::Kind::If) fail(Status::MalformedInput, "endif without its if");
      const Frame frame = frames_.back();
      frames_.pop_back();
      jump(*frame.merge);
      if (frame.else_target != nullptr) {
        start(*frame.else_target);
        jump(*frame.merge);
      }
      start(*frame.merge);
      return;
    }
    case Opcode::Loop: {
      Frame frame;
      frame.kind = Frame::Kind::Loop;
      frame.header = &new_block("loop");
      frame.merge = &new_block("loop.end");
      jump(*frame.header);
      start(*frame.header);
      frames_.push_back(frame);
      return;
    }
    case Opcode::EndLoop: {
      if (frames_.empty() || frames_.back().kind != Frame::Kind::Loop) fail(Status::MalformedInput, "endloop without its loop");
      const Frame frame = frames_.back();
      frames_.pop_back();
      jump(*frame.header);
      start(*frame.merge);
      return;
    }
    case Opcode::Break:
    case Opcode::Breakc: {
      Frame* frame = innermost_breakable();
      // fxc writes a return from the top level of a shader's main as a break out of it.
      if (frame == nullptr) {
        Instruction as_return = instruction;
        as_return.opcode = instruction.opcode == Opcode::Break ? Opcode::Ret : Opcode::Retc;
        return lift_control_flow(as_return);
      }
      if (instruction.opcode == Opcode::Break) return jump(*frame->merge);
      return conditional_jump(instruction, *frame->merge);
    }
    case Opcode::Continue:
    case Opcode::Continuec: {
      Frame& frame = innermost(Frame::Kind::Loop, "continue");
      if (instruction.opcode == Opcode::Continue) return jump(*frame.header);
      return conditional_jump(instruction, *frame.header);
    }
    case Opcode::Switch: {
      Frame frame;
      frame.kind = Frame::Kind::Switch;
      frame.selector = read(operand(), 0, Scalar::Int);
      frame.switch_block = &block();
      frame.merge = &new_block("switch.end");
      current_ = nullptr;  // what comes before the first label never runs
      frames_.push_back(frame);
      return;
    }
    case Opcode::Case:
    case Opcode::Default: {
      if (frames_.empty() || frames_.back().kind != Frame::Kind::Switch)
        fail(Status::MalformedInput, "a case label outside its switch");
      Frame& frame = frames_.back();
      dxil::BasicBlock* target = frame.case_block;
      // Labels one after another share their block; a label after code starts a new one,
      // which the code before falls through into.
      if (target == nullptr || current_ != target || !target->instructions.empty()) {
        target = &new_block(instruction.opcode == Opcode::Case ? "switch.case" : "switch.default");
        jump(*target);
        start(*target);
        frame.case_block = target;
      }
      if (instruction.opcode == Opcode::Default) {
        if (frame.default_target != nullptr) fail(Status::MalformedInput, "a switch with two default labels");
        frame.default_target = target;
        return;
      }
      const Operand& label = operand();
      if (label.type != OperandType::Immediate32) fail(Status::MalformedInput, "a case label that is not an immediate");
      const dxil::Constant* value = ir_.i32_constant(static_cast<int32_t>(label.immediate[0]));
      if (std::any_of(frame.cases.begin(), frame.cases.end(), [&](const auto& known) { return known.first == value; }))
        fail(Status::MalformedInput, "case " + std::to_string(static_cast<int32_t>(label.immediate[0])) + " appears twice");
      frame.cases.emplace_back(value, target);
      return;
    }
    case Opcode::EndSwitch: {
      if (frames_.empty() || frames_.back().kind != Frame::Kind::Switch)
        fail(Status::MalformedInput, "endswitch without its switch");
      const Frame frame = frames_.back();
      frames_.pop_back();
      jump(*frame.merge);
      ir_.switch_of(*frame.switch_block, frame.selector,
                    frame.default_target != nullptr ? *frame.default_target : *frame.merge, frame.cases);
      start(*frame.merge);
      return;
    }
    case Opcode::Ret:
      // A hull shader phase's ret ends the phase (its instance), not the function.
      if (phase_end_ != nullptr) return jump(*phase_end_);
      if (current_ != nullptr) ir_.return_void(*current_);
      current_ = nullptr;
      return;
    case Opcode::Retc: {
      if (phase_end_ != nullptr) return conditional_jump(instruction, *phase_end_);
      dxil::BasicBlock& returning = new_block("retc");
      ir_.return_void(returning);
      return conditional_jump(instruction, returning);
    }
    case Opcode::Discard: {
      call(dxil::DxOp::Discard, "dx.op.discard", ir_.void_type(), {condition(instruction, operand())});
      return;
    }
    case Opcode::Sync: {
      // D3D11's sync bits (threads, groupshared, group UAVs, global UAVs) as DXIL's
      // barrier mode (SyncThreadGroup 1, UAVGlobal 2, UAVThreadGroup 4, GroupShared 8).
      const uint32_t flags = instruction.controls;
      uint32_t mode = 0;
      if (flags & 1) mode |= 1;
      if (flags & 2) mode |= 8;
      if (flags & 4) mode |= 4;
      if (flags & 8) mode |= 2;
      if (mode == 0 || (flags & ~0xFu) != 0) fail(Status::MalformedInput, "sync with flags " + std::to_string(flags));
      call(dxil::DxOp::Barrier, "dx.op.barrier", ir_.void_type(), {i32(mode)});
      return;
    }
    case Opcode::Nop: return;
    case Opcode::Label: return begin_subroutine(instruction);
    case Opcode::Call:
      ir_.call(block(), subroutine(operand()), {});
      return;
    case Opcode::Callc: {
      // callc_nz r0.x, l1: the call in a block of its own that the condition enters.
      if (instruction.operands.size() < 2) fail(Status::MalformedInput, "callc without its label");
      const dxil::Value* taken = condition(instruction, operand());
      dxil::BasicBlock& calling = new_block("callc");
      dxil::BasicBlock& after = new_block("callc.end");
      ir_.branch(block(), taken, calling, after);
      ir_.call(calling, subroutine(instruction.operands[1]), {});
      ir_.branch(calling, after);
      start(after);
      return;
    }
    case Opcode::Abort:
    case Opcode::DebugBreak: fail(Status::Unsupported, "abort and debug_break (debug layers only)");
    default: fail(Status::Unsupported, "not lifted yet");
  }
}

void Lifter::remove_unreachable_blocks() {
  std::vector<bool> reached(function_->blocks.size(), false);
  std::vector<dxil::BasicBlock*> pending{entry_};
  reached[entry_->index] = true;
  while (!pending.empty()) {
    dxil::BasicBlock* next = pending.back();
    pending.pop_back();
    const dxil::Instruction* terminator = next->terminator();
    if (terminator == nullptr) internal_error("lifted block " + next->name + " has no terminator");
    for (dxil::BasicBlock* successor : terminator->successors)
      if (!reached[successor->index]) {
        reached[successor->index] = true;
        pending.push_back(successor);
      }
  }
  std::vector<dxil::PoolPtr<dxil::BasicBlock>> kept;
  for (auto& candidate : function_->blocks)
    if (reached[candidate->index]) kept.push_back(std::move(candidate));
  function_->blocks = std::move(kept);
  for (uint32_t index = 0; index < function_->blocks.size(); ++index) function_->blocks[index]->index = index;
}

}  // namespace untangle::dxbc::lifting
