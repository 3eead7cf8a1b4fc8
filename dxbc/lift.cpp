// The lifter's driver: finds the program and its signatures in the container, makes the
// entry function, sends each instruction to the part that owns its kind, and writes the
// module's metadata last, once the declarations and the code have said what it holds.
#include "dxbc/lift.h"

#include <algorithm>
#include <optional>
#include <stdexcept>

#include "dxbc/decode.h"
#include "dxbc/lifter.h"
#include "dxil/error.h"

namespace untangle::dxbc {

namespace lifting {

Lifter::Lifter(const Program& program, const std::vector<Signature>& signatures, const ResourceDefinitions* definitions,
               dxil::Module& module)
    : program_(program), signatures_(signatures), definitions_(definitions), ir_(module) {}

void Lifter::fail(Status status, const std::string& message) const {
  Location location;
  if (instruction_ != nullptr) {
    location.context = "instruction '" + std::string(opcode_info(instruction_->opcode).spelling) + "'";
    location.bit_offset = instruction_->offset * 8;
  }
  throw Error(status, message, location);
}

dxil::BasicBlock& Lifter::block() {
  // Code after a jump, before the next label, runs never: it goes to a block no branch
  // reaches, which remove_unreachable_blocks drops.
  if (current_ == nullptr) current_ = ir_.block(*function_, "dead" + std::to_string(block_count_++));
  return *current_;
}

const dxil::Value* Lifter::call(dxil::DxOp op, const std::string& function_name, const dxil::Type* result,
                                std::vector<const dxil::Value*> arguments) {
  std::vector<const dxil::Type*> parameters{ir_.i32()};
  for (const dxil::Value* argument : arguments) parameters.push_back(argument->type);
  const dxil::Function* callee = ir_.dxop_function(function_name, ir_.function_type(result, parameters));
  if (callee->function_type->members != parameters)
    internal_error("dx.op function " + function_name + " asked for with two signatures");
  return ir_.call_dxop(block(), *callee, op, arguments);
}

bool Lifter::is_terminator(const dxil::Instruction& instruction) {
  return instruction.opcode == dxil::Opcode::Ret || instruction.opcode == dxil::Opcode::Br ||
         instruction.opcode == dxil::Opcode::Switch || instruction.opcode == dxil::Opcode::Unreachable;
}

void Lifter::start_function(dxil::Function& function) {
  function_ = &function;
  entry_ = ir_.block(function, "entry");
  current_ = entry_;
}

void Lifter::finish_function() {
  if (!frames_.empty()) fail(Status::MalformedInput, "the code ends inside an if, loop or switch");
  if (current_ != nullptr) ir_.return_void(*current_);
  current_ = nullptr;
  remove_unreachable_blocks();
}

const dxil::Value* Lifter::word_array(const std::string& name, uint64_t words) {
  const dxil::Type* type = ir_.array(ir_.i32(), words);
  if (has_subroutines_) return ir_.global(name, type, 0, ir_.undef(type), false, dxil::Linkage::Internal);
  return in_entry([&] { return ir_.alloca_of(block(), type); });
}

void Lifter::lift() {
  dxil::Module& module = ir_.module();
  module.triple = "dxil-ms-dx";
  module.datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64";
  module.identification = "untangle dxbc";
  dxil::Function& main = *ir_.define_function("main", ir_.function_type(ir_.void_type(), {}));
  // D3D10 and later flush 32-bit denormals (inputs and results of arithmetic; moves keep bits).
  ir_.add_function_attribute(main, "fp32-denorm-mode", "ftz");
  start_function(main);
  has_subroutines_ = std::any_of(program_.instructions.begin(), program_.instructions.end(),
                                 [](const Instruction& instruction) { return instruction.opcode == Opcode::Label; });
  for (const Instruction& instruction : program_.instructions)
    if ((instruction.opcode == Opcode::ImmAtomicAlloc || instruction.opcode == Opcode::ImmAtomicConsume) &&
        instruction.operands.size() > 1 && !instruction.operands[1].indices.empty())
      counted_uavs_.insert(static_cast<uint32_t>(instruction.operands[1].indices[0].immediate));
  // Declarations first: they come before the code (a hull shader's phases declare their own
  // temporaries, which each phase's lifting makes).
  for (const Instruction& instruction : program_.instructions) {
    instruction_ = &instruction;
    if (instruction.opcode == Opcode::HsControlPointPhase) phase_ = Phase::ControlPoint;
    if (instruction.opcode == Opcode::HsForkPhase) phase_ = Phase::Fork;
    if (instruction.opcode == Opcode::HsJoinPhase) phase_ = Phase::Join;
    const bool per_phase = program_.type == ProgramType::Hull && instruction.opcode == Opcode::DclIndexableTemp;
    if (opcode_info(instruction.opcode).kind == OpcodeKind::Declaration && !per_phase) declare(instruction);
  }
  instruction_ = nullptr;
  phase_ = Phase::None;
  declare_elements();
  if (program_.type == ProgramType::Hull) {
    lift_hull();
  } else {
    if (program_.type == ProgramType::Geometry) {
      uint32_t registers = 0;
      for (const Element& element : outputs) registers = std::max(registers, element.register_index + element.rows);
      output_shadow_ = word_array("dx.o", uint64_t{std::max(registers, 1u)} * 4);
    }
    for (const Instruction& instruction : program_.instructions) {
      instruction_ = &instruction;
      lift_instruction(instruction);
    }
    instruction_ = nullptr;
    finish_function();
    for (const auto& [number, function] : subroutines_)
      if (function->blocks.empty())
        fail(Status::MalformedInput, "a call of l" + std::to_string(number) + ", a label the program does not define");
  }
  write_metadata();
}

void Lifter::lift_instruction(const Instruction& instruction) {
  // `[precise]` on any component of an instruction makes all of it precise (more exact than
  // asked, never less), as does a program fxc compiled without refactoringAllowed (/Gis).
  constexpr uint32_t kRefactoringAllowed = 0x1;
  ir_.set_contraction(instruction.precise_mask() == 0 && (global_flags & kRefactoringAllowed) != 0);
  switch (opcode_info(instruction.opcode).kind) {
    case OpcodeKind::Declaration:
      // A hull shader phase's own arrays; the rest was read before any code.
      if (instruction.opcode == Opcode::DclIndexableTemp && program_.type == ProgramType::Hull) declare(instruction);
      return;
    case OpcodeKind::Flow: return lift_control_flow(instruction);
    case OpcodeKind::Float: return lift_float(instruction);
    case OpcodeKind::Int:
    case OpcodeKind::Uint:
    case OpcodeKind::Bit: return lift_integer(instruction);
    case OpcodeKind::Double: return lift_double(instruction);
    case OpcodeKind::Texture: return lift_texture(instruction);
    case OpcodeKind::Memory: return lift_memory(instruction);
    case OpcodeKind::Atomic: return lift_atomic(instruction);
    case OpcodeKind::Interface:
      fail(Status::Unsupported, "class linkage (interfaces and function tables) does not exist in Direct3D 12");
    case OpcodeKind::Geometry: return lift_geometry(instruction);
    case OpcodeKind::Phase: fail(Status::MalformedInput, "a hull shader phase in a program of another stage");
  }
}

}  // namespace lifting

dxil::Module lift(const dxil::Container& container) {
  const dxil::ContainerPart* code = container.find(dxil::PartKind::ShaderBytecodeExtended);
  if (code == nullptr) code = container.find(dxil::PartKind::ShaderBytecode);
  if (code == nullptr) throw dxil::ReadError(0, "DXBC container", "has no SHDR or SHEX part");
  const Program program = decode_program(code->data, code->offset);
  std::vector<Signature> signatures;
  for (const dxil::ContainerPart& part : container.parts)
    switch (part.kind) {
      case dxil::PartKind::InputSignatureOld:
      case dxil::PartKind::InputSignature:
      case dxil::PartKind::OutputSignatureOld:
      case dxil::PartKind::OutputSignature:
      case dxil::PartKind::OutputSignature5:
      case dxil::PartKind::PatchConstantSignatureOld:
      case dxil::PartKind::PatchConstantSignature: signatures.push_back(parse_signature(part)); break;
      default: break;
    }
  std::optional<ResourceDefinitions> definitions;
  if (const dxil::ContainerPart* part = container.find(dxil::PartKind::ResourceDefinitions))
    definitions = parse_resource_definitions(*part);
  dxil::Module module;
  lifting::Lifter lifter(program, signatures, definitions ? &*definitions : nullptr, module);
  try {
    lifter.lift();
  } catch (const std::out_of_range&) {
    // The lifter reads operands and indices with at(): an instruction whose tokens lack one
    // its opcode needs is malformed, named by the instruction being lifted.
    lifter.fail(Status::MalformedInput, "the instruction lacks an operand or index its opcode needs");
  }
  return module;
}

}  // namespace untangle::dxbc
