// What only some stages have: a geometry shader's emits and cuts, and a hull shader's
// phases. The control-point phase is the entry function (or, when there is none, a copy of
// each input control point to its output); the fork and join phases, in order, make the
// patch-constant function, each phase a loop over its instances, whose ret ends the
// instance.
#include <algorithm>

#include "dxbc/lifter.h"

namespace untangle::dxbc::lifting {

using dxil::DxOp;

void Lifter::lift_geometry(const Instruction& instruction) {
  if (program_.type != ProgramType::Geometry) fail(Status::MalformedInput, "emits and cuts belong to geometry shaders");
  uint32_t stream = 0;
  if (!instruction.operands.empty()) {
    const Operand& operand = instruction.operands[0];
    if (operand.type != OperandType::Stream || operand.indices.empty())
      fail(Status::MalformedInput, "an emit or cut whose operand is not a stream");
    stream = static_cast<uint32_t>(operand.indices[0].immediate);
    if (stream > 3) fail(Status::MalformedInput, "stream " + std::to_string(stream) + " (D3D has four)");
  }
  const bool emits = instruction.opcode != Opcode::Cut && instruction.opcode != Opcode::CutStream;
  if (emits) {
    // The stream's elements take their words from where o# writes left them.
    for (const Element& element : outputs) {
      if (element.stream != stream) continue;
      for (uint32_t row = 0; row < element.rows; ++row)
        for (uint32_t column = 0; column < element.columns; ++column) {
          const uint32_t word = (element.register_index + row) * 4 + element.start_column + column;
          const dxil::Value* value = bitcast_to(ir_.load(block(), temp_word(output_shadow_, i32(word))), element.scalar);
          call(DxOp::StoreOutput, std::string("dx.op.storeOutput") + (element.scalar == Scalar::Float ? ".f32" : ".i32"),
               ir_.void_type(), {i32(element.id), i32(row), ir_.i8_constant(column), value});
        }
    }
  }
  const bool cuts = instruction.opcode == Opcode::Cut || instruction.opcode == Opcode::CutStream ||
                    instruction.opcode == Opcode::EmitThenCut || instruction.opcode == Opcode::EmitThenCutStream;
  const dxil::Value* stream_value = ir_.i8_constant(stream);
  if (emits && cuts) {
    call(DxOp::EmitThenCutStream, "dx.op.emitThenCutStream", ir_.void_type(), {stream_value});
  } else if (emits) {
    call(DxOp::EmitStream, "dx.op.emitStream", ir_.void_type(), {stream_value});
  } else {
    call(DxOp::CutStream, "dx.op.cutStream", ir_.void_type(), {stream_value});
  }
}

const dxil::Value* Lifter::instance_id() {
  if (phase_ != Phase::Fork && phase_ != Phase::Join)
    fail(Status::MalformedInput, "a fork or join instance ID outside its phase");
  return instance_counter_ != nullptr ? instance_counter_ : i32(0);
}

void Lifter::pass_through_control_points() {
  const dxil::Value* control_point =
      call(DxOp::OutputControlPointID, "dx.op.outputControlPointID.i32", ir_.i32(), {});
  for (const Element& output : outputs)
    for (uint32_t row = 0; row < output.rows; ++row)
      for (uint32_t column = 0; column < output.columns; ++column) {
        const Element& input = element_at(SignatureKind::Input, output.register_index + row, output.start_column + column);
        const std::string suffix = input.scalar == Scalar::Float ? ".f32" : ".i32";
        const dxil::Value* value = call(
            DxOp::LoadInput, "dx.op.loadInput" + suffix, type_of(input.scalar),
            {i32(input.id), i32(output.register_index + row - input.register_index),
             ir_.i8_constant(output.start_column + column - input.start_column), control_point});
        call(DxOp::StoreOutput, std::string("dx.op.storeOutput") + (output.scalar == Scalar::Float ? ".f32" : ".i32"),
             ir_.void_type(), {i32(output.id), i32(row), ir_.i8_constant(column), bitcast_to(value, output.scalar)});
      }
}

void Lifter::begin_phase(Phase phase, size_t first, size_t end) {
  phase_ = phase;
  uint32_t instances = 1;
  for (size_t position = first; position < end; ++position) {
    const Instruction& instruction = program_.instructions[position];
    if ((instruction.opcode == Opcode::DclHsForkPhaseInstanceCount ||
         instruction.opcode == Opcode::DclHsJoinPhaseInstanceCount) && !instruction.extra.empty())
      instances = instruction.extra[0];
  }
  if (instances == 0 || instances > 128) fail(Status::MalformedInput, "a phase of " + std::to_string(instances) + " instances");
  const std::string number = std::to_string(block_count_++);
  dxil::BasicBlock* header = nullptr;
  dxil::BasicBlock* latch = nullptr;
  dxil::BasicBlock* exit = ir_.block(*function_, "phase.end" + number);
  const dxil::Value* counter = nullptr;
  if (instances > 1) {
    // for (instance = 0; instance < instances; ++instance) { the phase }
    counter = in_entry([&] { return ir_.alloca_of(block(), ir_.i32()); });
    ir_.store(block(), i32(0), counter);
    header = ir_.block(*function_, "phase" + number);
    dxil::BasicBlock& body = *ir_.block(*function_, "phase.body" + number);
    latch = ir_.block(*function_, "phase.next" + number);
    jump(*header);
    start(*header);
    instance_counter_ = ir_.load(block(), counter);
    ir_.branch(block(), ir_.compare(block(), dxil::Predicate::IcmpUlt, instance_counter_, i32(instances)), body, *exit);
    start(body);
  } else {
    instance_counter_ = nullptr;
    latch = exit;
  }
  phase_end_ = latch;
  for (size_t position = first; position < end; ++position) {
    instruction_ = &program_.instructions[position];
    lift_instruction(*instruction_);
  }
  instruction_ = nullptr;
  if (!frames_.empty()) fail(Status::MalformedInput, "a hull shader phase ends inside an if, loop or switch");
  jump(*latch);
  if (latch != exit) {
    start(*latch);
    const dxil::Value* next = ir_.binary(block(), dxil::Opcode::Add, ir_.load(block(), counter), i32(1));
    ir_.store(block(), next, counter);
    jump(*header);
  }
  start(*exit);
  phase_end_ = nullptr;
  instance_counter_ = nullptr;
  phase_ = Phase::None;
}

dxil::Function& Lifter::subroutine(const Operand& label) {
  if (program_.type == ProgramType::Hull) fail(Status::Unsupported, "subroutines in a hull shader");
  if (label.type != OperandType::Label || label.indices.empty()) fail(Status::MalformedInput, "a call of something not a label");
  const uint32_t number = static_cast<uint32_t>(label.indices[0].immediate);
  dxil::Function*& function = subroutines_[number];
  if (function == nullptr)
    function = ir_.define_function("dx.label." + std::to_string(number), ir_.function_type(ir_.void_type(), {}));
  return *function;
}

void Lifter::begin_subroutine(const Instruction& label) {
  if (program_.type == ProgramType::Hull) fail(Status::Unsupported, "subroutines in a hull shader");
  if (label.operands.empty()) fail(Status::MalformedInput, "a label without its number");
  finish_function();
  dxil::Function& function = subroutine(label.operands[0]);
  if (!function.blocks.empty()) fail(Status::MalformedInput, "a label the program defines twice");
  start_function(function);
}

void Lifter::lift_hull() {
  // The phases: where each starts (its marker) and ends (the next marker, or the end).
  struct Span {
    Phase phase;
    size_t first;
    size_t end;
  };
  std::vector<Span> spans;
  for (size_t position = 0; position < program_.instructions.size(); ++position) {
    const Opcode opcode = program_.instructions[position].opcode;
    const Phase phase = opcode == Opcode::HsControlPointPhase ? Phase::ControlPoint
                        : opcode == Opcode::HsForkPhase       ? Phase::Fork
                        : opcode == Opcode::HsJoinPhase       ? Phase::Join
                                                              : Phase::None;
    if (phase == Phase::None) continue;
    if (!spans.empty()) spans.back().end = position;
    spans.push_back({phase, position + 1, program_.instructions.size()});
  }
  // The entry function: the control-point phase.
  const auto control_point = std::find_if(spans.begin(), spans.end(), [](const Span& span) { return span.phase == Phase::ControlPoint; });
  if (control_point != spans.end()) {
    phase_ = Phase::ControlPoint;
    for (size_t position = control_point->first; position < control_point->end; ++position) {
      instruction_ = &program_.instructions[position];
      lift_instruction(*instruction_);
    }
    instruction_ = nullptr;
    if (!frames_.empty()) fail(Status::MalformedInput, "the control point phase ends inside an if, loop or switch");
    phase_ = Phase::None;
  } else {
    pass_through_control_points();
  }
  if (current_ != nullptr) ir_.return_void(*current_);
  current_ = nullptr;
  remove_unreachable_blocks();
  // The patch-constant function: the fork and join phases in order.
  patch_constant_function = ir_.define_function("patch_constant", ir_.function_type(ir_.void_type(), {}));
  start_function(*patch_constant_function);
  for (const Span& span : spans)
    if (span.phase != Phase::ControlPoint) begin_phase(span.phase, span.first, span.end);
  if (current_ != nullptr) ir_.return_void(*current_);
  current_ = nullptr;
  remove_unreachable_blocks();
}

}  // namespace untangle::dxbc::lifting
