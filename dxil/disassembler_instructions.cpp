// The disassembler's instructions: every opcode of ir.h in LLVM 14 syntax, with operator
// flags, atomic orderings, call attributes and metadata attachments.
#include <algorithm>
#include <iterator>
#include <utility>

#include "dxil/disassembler.h"
#include "dxil/disassembler_text.h"

#include "dxil/disassembler_writer.h"
#include "dxil/ir_cast.h"

namespace untangle::dxil::disassembly {
namespace {

// LLVM 14 prints fast-math flags in this order.
constexpr std::pair<uint32_t, std::string_view> kFastMathKeywords[] = {
    {flags::kAllowReassoc, "reassoc"},     {flags::kNoNaNs, "nnan"},        {flags::kNoInfs, "ninf"},
    {flags::kNoSignedZeros, "nsz"},        {flags::kAllowReciprocal, "arcp"}, {flags::kAllowContract, "contract"},
    {flags::kApproxFunc, "afn"},
};

std::string_view ordering_name(AtomicOrdering ordering) {
  switch (ordering) {
    case AtomicOrdering::NotAtomic: return "";
    case AtomicOrdering::Unordered: return "unordered";
    case AtomicOrdering::Monotonic: return "monotonic";
    case AtomicOrdering::Acquire: return "acquire";
    case AtomicOrdering::Release: return "release";
    case AtomicOrdering::AcquireRelease: return "acq_rel";
    case AtomicOrdering::SequentiallyConsistent: return "seq_cst";
  }
  return "";
}

std::string_view rmw_operation_name(AtomicRMWOperation operation) {
  switch (operation) {
    case AtomicRMWOperation::Xchg: return "xchg";
    case AtomicRMWOperation::Add: return "add";
    case AtomicRMWOperation::Sub: return "sub";
    case AtomicRMWOperation::And: return "and";
    case AtomicRMWOperation::Nand: return "nand";
    case AtomicRMWOperation::Or: return "or";
    case AtomicRMWOperation::Xor: return "xor";
    case AtomicRMWOperation::Max: return "max";
    case AtomicRMWOperation::Min: return "min";
    case AtomicRMWOperation::UMax: return "umax";
    case AtomicRMWOperation::UMin: return "umin";
    case AtomicRMWOperation::FAdd: return "fadd";
    case AtomicRMWOperation::FSub: return "fsub";
  }
  return "xchg";
}

}  // namespace

std::string_view predicate_name(uint32_t predicate) {
  static constexpr std::string_view kFloatPredicates[] = {"false", "oeq", "ogt", "oge", "olt", "ole",
                                                          "one",   "ord", "uno", "ueq", "ugt", "uge",
                                                          "ult",   "ule", "une", "true"};
  static constexpr std::string_view kIntegerPredicates[] = {"eq",  "ne",  "ugt", "uge", "ult",
                                                            "ule", "sgt", "sge", "slt", "sle"};
  constexpr uint32_t kFirstIntegerPredicate = static_cast<uint32_t>(Predicate::IcmpEq);
  if (predicate < std::size(kFloatPredicates)) return kFloatPredicates[predicate];
  if (predicate >= kFirstIntegerPredicate && predicate - kFirstIntegerPredicate < std::size(kIntegerPredicates))
    return kIntegerPredicates[predicate - kFirstIntegerPredicate];
  throw DisassemblyError("compare predicate " + std::to_string(predicate) + " is unknown");
}

std::string fast_math_flags(uint32_t bits) {
  constexpr uint32_t kEveryFlagOfFast = flags::kAllFastMathBits & ~flags::kUnsafeAlgebra;
  if ((bits & flags::kUnsafeAlgebra) != 0 || (bits & kEveryFlagOfFast) == kEveryFlagOfFast) return "fast ";
  std::string text;
  for (const auto& [bit, keyword] : kFastMathKeywords) {
    if ((bits & bit) == 0) continue;
    text += keyword;
    text += ' ';
  }
  return text;
}

std::string operator_flags(Opcode opcode, uint32_t bits) {
  switch (opcode) {
    case Opcode::Add:
    case Opcode::Sub:
    case Opcode::Mul:
    case Opcode::Shl: {
      std::string text;
      if ((bits & flags::kNoUnsignedWrap) != 0) text += "nuw ";
      if ((bits & flags::kNoSignedWrap) != 0) text += "nsw ";
      return text;
    }
    case Opcode::UDiv:
    case Opcode::SDiv:
    case Opcode::LShr:
    case Opcode::AShr: return (bits & flags::kExact) != 0 ? "exact " : "";
    default: return is_floating_point_operator(opcode) || opcode == Opcode::FCmp ? fast_math_flags(bits) : "";
  }
}

void ModuleWriter::write_instruction(const Instruction& instruction) {
  const auto& operands = instruction.operands;
  auto require_operands = [&](size_t count) {
    if (operands.size() != count)
      fail("expected " + std::to_string(count) + " operands, found " + std::to_string(operands.size()));
  };
  const bool produces_value = instruction.type != nullptr && instruction.type->kind != TypeKind::Void;
  if (produces_value) {
    write_value_reference(&instruction);
    out_ += " = ";
  }
  const Opcode opcode = instruction.opcode;
  if (is_binary_operator(opcode)) {
    require_operands(2);
    out_ += opcode_name(opcode);
    out_ += ' ';
    out_ += operator_flags(opcode, instruction.flags);
    write_typed_value(operands[0]);
    out_ += ", ";
    write_value_reference(operands[1]);
  } else if (is_cast(opcode)) {
    require_operands(1);
    out_ += opcode_name(opcode);
    out_ += ' ';
    write_typed_value(operands[0]);
    out_ += " to ";
    write_type(instruction.type);
  } else {
    switch (opcode) {
      case Opcode::Ret:
      case Opcode::Br:
      case Opcode::Switch:
      case Opcode::Unreachable: write_terminator(instruction); break;
      case Opcode::Alloca:
      case Opcode::Load:
      case Opcode::Store:
      case Opcode::GetElementPtr:
      case Opcode::AtomicRMW:
      case Opcode::AtomicCmpXchg: write_memory_instruction(instruction); break;
      case Opcode::Call: write_call(instruction); break;
      case Opcode::ICmp:
      case Opcode::FCmp:
        require_operands(2);
        out_ += opcode_name(opcode);
        out_ += ' ';
        out_ += operator_flags(opcode, instruction.flags);
        out_ += predicate_name(static_cast<uint32_t>(instruction.predicate));
        out_ += ' ';
        write_typed_value(operands[0]);
        out_ += ", ";
        write_value_reference(operands[1]);
        break;
      case Opcode::Phi:
        if (operands.size() != instruction.incoming_blocks.size())
          fail("a phi has " + std::to_string(operands.size()) + " incoming values but " +
               std::to_string(instruction.incoming_blocks.size()) + " incoming blocks");
        out_ += "phi ";
        out_ += fast_math_flags(instruction.flags);
        write_type(instruction.type);
        for (size_t index = 0; index < operands.size(); ++index) {
          out_ += index == 0 ? " [ " : ", [ ";
          write_value_reference(operands[index]);
          out_ += ", ";
          if (instruction.incoming_blocks[index] == nullptr) fail("a phi incoming block is missing");
          write_value_reference(instruction.incoming_blocks[index]);
          out_ += " ]";
        }
        break;
      case Opcode::Select:
      case Opcode::ExtractElement:
      case Opcode::InsertElement:
        require_operands(opcode == Opcode::ExtractElement ? 2 : 3);
        out_ += opcode_name(opcode);
        out_ += ' ';
        if (opcode == Opcode::Select) out_ += fast_math_flags(instruction.flags);
        for (size_t index = 0; index < operands.size(); ++index) {
          if (index > 0) out_ += ", ";
          write_typed_value(operands[index]);
        }
        break;
      case Opcode::ShuffleVector:
        require_operands(2);
        out_ += "shufflevector ";
        write_typed_value(operands[0]);
        out_ += ", ";
        write_typed_value(operands[1]);
        out_ += ", <" + std::to_string(instruction.shuffle_mask.size()) + " x i32> ";
        // LLVM prints a mask of zeros as the null constant it is.
        if (std::all_of(instruction.shuffle_mask.begin(), instruction.shuffle_mask.end(),
                        [](int32_t lane) { return lane == 0; })) {
          out_ += "zeroinitializer";
          break;
        }
        out_ += '<';
        for (size_t index = 0; index < instruction.shuffle_mask.size(); ++index) {
          if (index > 0) out_ += ", ";
          const int32_t lane = instruction.shuffle_mask[index];
          out_ += lane < 0 ? "i32 undef" : "i32 " + std::to_string(lane);
        }
        out_ += '>';
        break;
      case Opcode::ExtractValue:
      case Opcode::InsertValue:
        require_operands(opcode == Opcode::ExtractValue ? 1 : 2);
        if (instruction.indices.empty()) fail("an aggregate access has no indices");
        out_ += opcode_name(opcode);
        for (size_t index = 0; index < operands.size(); ++index) {
          out_ += index == 0 ? " " : ", ";
          write_typed_value(operands[index]);
        }
        for (const uint32_t index : instruction.indices) out_ += ", " + std::to_string(index);
        break;
      default: fail("the instruction has an unknown opcode");
    }
  }
  for (const auto& attachment : instruction.attachments) {
    out_ += ", ";
    write_attachment(attachment);
  }
}

void ModuleWriter::write_terminator(const Instruction& instruction) {
  const auto& operands = instruction.operands;
  const auto& successors = instruction.successors;
  switch (instruction.opcode) {
    case Opcode::Ret:
      if (operands.empty()) {
        out_ += "ret void";
      } else {
        out_ += "ret ";
        write_typed_value(operands[0]);
      }
      return;
    case Opcode::Br:
      if (successors.size() == 1 && operands.empty()) {
        out_ += "br ";
        write_block_reference(successors[0]);
        return;
      }
      if (successors.size() != 2 || operands.size() != 1)
        fail("a branch needs one target, or a condition and two targets");
      out_ += "br ";
      write_typed_value(operands[0]);
      out_ += ", ";
      write_block_reference(successors[0]);
      out_ += ", ";
      write_block_reference(successors[1]);
      return;
    case Opcode::Switch:
      if (operands.size() != 1 || successors.empty() || instruction.case_values.size() + 1 != successors.size())
        fail("a switch needs a condition, a default target and one target per case value");
      out_ += "switch ";
      write_typed_value(operands[0]);
      out_ += ", ";
      write_block_reference(successors[0]);
      out_ += " [";
      for (size_t index = 0; index < instruction.case_values.size(); ++index) {
        out_ += "\n    ";
        write_typed_value(instruction.case_values[index]);
        out_ += ", ";
        write_block_reference(successors[index + 1]);
      }
      out_ += "\n  ]";
      return;
    default:
      out_ += "unreachable";
      return;
  }
}

void ModuleWriter::write_memory_instruction(const Instruction& instruction) {
  const auto& operands = instruction.operands;
  auto write_alignment = [&] {
    if (instruction.alignment != 0) out_ += ", align " + std::to_string(instruction.alignment);
  };
  switch (instruction.opcode) {
    case Opcode::Alloca: {
      out_ += "alloca ";
      write_type(instruction.access_type != nullptr ? instruction.access_type
                                                    : pointee_or_fail(&instruction, "an alloca"));
      const Value* size = instruction.array_size;
      const auto* constant_size = dyn_cast<Constant>(size);
      const bool is_single =
          size == nullptr || (constant_size != nullptr && size->type != nullptr && size->type->is_integer(32) &&
                              constant_size->constant_kind == ConstantKind::Integer && constant_size->integer == 1);
      if (!is_single) {
        out_ += ", ";
        write_typed_value(size);
      }
      write_alignment();
      return;
    }
    case Opcode::Load:
      if (operands.size() != 1) fail("a load needs one pointer operand");
      out_ += "load ";
      if (instruction.ordering != AtomicOrdering::NotAtomic) out_ += "atomic ";
      if (instruction.is_volatile) out_ += "volatile ";
      write_type(instruction.access_type != nullptr ? instruction.access_type : instruction.type);
      out_ += ", ";
      write_typed_value(operands[0]);
      write_atomic_ordering(instruction);
      write_alignment();
      return;
    case Opcode::Store:
      if (operands.size() != 2) fail("a store needs a value and a pointer operand");
      out_ += "store ";
      if (instruction.ordering != AtomicOrdering::NotAtomic) out_ += "atomic ";
      if (instruction.is_volatile) out_ += "volatile ";
      write_typed_value(operands[0]);
      out_ += ", ";
      write_typed_value(operands[1]);
      write_atomic_ordering(instruction);
      write_alignment();
      return;
    case Opcode::GetElementPtr:
      if (operands.empty()) fail("a getelementptr needs a pointer operand");
      out_ += instruction.is_inbounds ? "getelementptr inbounds " : "getelementptr ";
      write_type(instruction.access_type != nullptr ? instruction.access_type
                                                    : pointee_or_fail(operands[0], "a getelementptr pointer"));
      for (const Value* operand : operands) {
        out_ += ", ";
        write_typed_value(operand);
      }
      return;
    case Opcode::AtomicRMW:
      if (operands.size() != 2) fail("an atomicrmw needs a pointer and a value operand");
      out_ += "atomicrmw ";
      if (instruction.is_volatile) out_ += "volatile ";
      out_ += rmw_operation_name(instruction.rmw_operation);
      out_ += ' ';
      write_typed_value(operands[0]);
      out_ += ", ";
      write_typed_value(operands[1]);
      write_atomic_ordering(instruction);
      write_alignment();
      return;
    default:
      if (operands.size() != 3) fail("a cmpxchg needs a pointer, a compare and a new value operand");
      out_ += "cmpxchg ";
      if (instruction.is_weak) out_ += "weak ";
      if (instruction.is_volatile) out_ += "volatile ";
      for (size_t index = 0; index < operands.size(); ++index) {
        if (index > 0) out_ += ", ";
        write_typed_value(operands[index]);
      }
      write_atomic_ordering(instruction);
      out_ += ' ';
      out_ += ordering_name(instruction.failure_ordering);
      write_alignment();
      return;
  }
}

void ModuleWriter::write_atomic_ordering(const Instruction& instruction) {
  if (instruction.ordering == AtomicOrdering::NotAtomic) {
    if (instruction.opcode == Opcode::AtomicRMW || instruction.opcode == Opcode::AtomicCmpXchg)
      fail("an atomic instruction has no ordering");
    return;
  }
  if (instruction.synchronization_scope == 0) out_ += " syncscope(\"singlethread\")";
  out_ += ' ';
  out_ += ordering_name(instruction.ordering);
}

void ModuleWriter::write_call(const Instruction& instruction) {
  const Function* callee = instruction.callee;
  if (callee == nullptr) fail("a call has no callee (DXIL calls functions directly)");
  const Type* function_type =
      callee->function_type != nullptr ? callee->function_type : pointee_or_fail(callee, "the callee");
  if (function_type->kind != TypeKind::Function) fail("the callee's type is not a function type");
  const auto& parameters = function_type->members;
  const auto& arguments = instruction.operands;
  if (arguments.size() < parameters.size() || (!function_type->is_vararg && arguments.size() != parameters.size()))
    fail("the call passes " + std::to_string(arguments.size()) + " arguments to a function of " +
         std::to_string(parameters.size()) + " parameters");
  if (instruction.is_tail_call) out_ += "tail ";
  out_ += "call ";
  if (instruction.flags != 0) out_ += fast_math_flags(instruction.flags);
  out_ += calling_convention_keyword(instruction.calling_convention);
  write_slot_attributes(instruction.call_attributes, 0);
  // A varargs callee needs its full type so the parser knows which arguments are fixed.
  write_type(function_type->is_vararg ? function_type : function_type->return_type);
  out_ += ' ';
  write_value_reference(callee);
  out_ += '(';
  for (size_t index = 0; index < arguments.size(); ++index) {
    if (index > 0) out_ += ", ";
    if (arguments[index] == nullptr) fail("a call argument is missing");
    write_type(arguments[index]->type);
    write_slot_attributes(instruction.call_attributes, static_cast<uint32_t>(index + 1), arguments[index]->type);
    out_ += ' ';
    write_value_reference(arguments[index]);
  }
  out_ += ')';
  write_function_attribute_reference(instruction.call_attributes);
}

void ModuleWriter::write_block_reference(const BasicBlock* block) {
  if (block == nullptr) fail("a branch target is missing");
  out_ += "label ";
  write_value_reference(block);
}

}  // namespace untangle::dxil::disassembly
