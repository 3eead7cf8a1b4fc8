// Instructions in fxc's syntax (the opcode's name with its suffixes and bracketed extended
// tokens, then the operands), whole programs with fxc's indentation, and containers.
#include "dxbc/disassembler.h"

#include <cstdio>
#include <string>

#include "common/error.h"
#include "dxbc/assembler.h"
#include "dxbc/decode.h"
#include "dxbc/resource_text.h"
#include "dxbc/text_printer.h"

namespace untangle::dxbc {
namespace text {
namespace {

constexpr char kComponents[] = "xyzw";

std::string word_or_number(std::span<const Word> table, uint32_t value) {
  if (std::optional<std::string_view> word = word_for(table, value)) return std::string(*word);
  return std::to_string(value);
}

// The controls bits this printer says in words, per opcode; any others are printed raw.
uint32_t printed_controls(const Instruction& instruction) {
  uint32_t bits = 0xFu << 8;  // precise
  if (instruction.opcode == Opcode::Sync) return 0xF;
  if (instruction.opcode == Opcode::ResInfo) bits |= 0x3;
  if (instruction.opcode == Opcode::SampleInfo) bits |= 0x1;
  if (has_test(instruction.opcode)) bits |= 1u << 7;
  return bits | (1u << 2);  // saturate
}

std::string mnemonic(const Instruction& instruction) {
  std::string name(opcode_info(instruction.opcode).spelling);
  if (instruction.has_sample_offsets) name += "_aoffimmi";
  if (instruction.has_resource_dimension || instruction.has_return_type) name += "_indexable";
  if (instruction.has_sample_offsets) {
    const auto& offsets = instruction.sample_offsets;
    name += "(" + std::to_string(offsets[0]) + "," + std::to_string(offsets[1]) + "," + std::to_string(offsets[2]) + ")";
  }
  if (instruction.has_resource_dimension) {
    name += "(" + word_or_number(resource_dimensions(), static_cast<uint32_t>(instruction.resource_dimension));
    if (instruction.resource_stride != 0 || instruction.resource_dimension == ResourceDimension::StructuredBuffer)
      name += ", stride=" + std::to_string(instruction.resource_stride);
    name += ")";
  }
  if (instruction.has_return_type) {
    name += "(";
    for (size_t i = 0; i < 4; ++i)
      name += (i ? "," : "") + word_or_number(return_types(), static_cast<uint32_t>(instruction.return_type[i]));
    name += ")";
  }
  const uint32_t controls = instruction.controls;
  switch (instruction.opcode) {
    case Opcode::Sync:
      for (const Word& flag : sync_flags())
        if (controls & flag.value) name += "_" + std::string(flag.text);
      return name;
    case Opcode::ResInfo:
      name += word_or_number(resinfo_return_types(), controls & 0x3);
      break;
    case Opcode::SampleInfo:
      if (controls & 1) name += "_uint";
      break;
    default:
      break;
  }
  if (has_test(instruction.opcode)) name += instruction.test_nonzero() ? "_nz" : "_z";
  if (instruction.saturate()) name += "_sat";
  if (const uint32_t precise = instruction.precise_mask()) {
    if (precise == 0xF) {
      name += " [precise]";
    } else {
      name += " [precise(";
      for (int i = 0; i < 4; ++i)
        if ((precise >> i) & 1) name += kComponents[i];
      name += ")]";
    }
  }
  if (const uint32_t left = controls & ~printed_controls(instruction)) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, " [controls(0x%x)]", left);
    name += buffer;
  }
  return name;
}

}  // namespace

std::string print_instruction(const Instruction& instruction, const Program& program) {
  if (std::optional<std::string> declaration = print_declaration(instruction, program)) return *declaration;
  std::string out = mnemonic(instruction);
  const NumberKind numbers = immediate_kind(instruction.opcode);
  const char* separator = " ";
  for (const Operand& operand : instruction.operands) {
    out += separator + print_operand(operand, program, numbers);
    separator = ", ";
  }
  for (uint32_t value : instruction.extra) {
    out += separator + std::to_string(value);
    separator = ", ";
  }
  return out;
}

}  // namespace text

std::string disassemble(const Program& program, const Signatures& signatures,
                        const std::optional<ResourceDefinitions>& resources) {
  std::string out = resources ? print_resource_bindings(*resources) : std::string();
  out += print_signatures(signatures, program.type);
  out += std::string(program_type_prefix(program.type)) + "_" + std::to_string(program.major) + "_" +
         std::to_string(program.minor) + "\n";
  size_t depth = 0;
  for (const Instruction& instruction : program.instructions) {
    switch (instruction.opcode) {
      case Opcode::EndIf:
      case Opcode::EndLoop:
      case Opcode::EndSwitch:
      case Opcode::Else:
        if (depth) --depth;
        break;
      case Opcode::HsDecls:
      case Opcode::HsControlPointPhase:
      case Opcode::HsForkPhase:
      case Opcode::HsJoinPhase:
        depth = 0;
        break;
      default:
        break;
    }
    out += std::string(2 * depth, ' ') + text::print_instruction(instruction, program) + "\n";
    switch (instruction.opcode) {
      case Opcode::If:
      case Opcode::Loop:
      case Opcode::Switch:
      case Opcode::Else:
        ++depth;
        break;
      default:
        break;
    }
  }
  return out;
}

std::string disassemble_container(const dxil::Container& container) {
  const dxil::ContainerPart* program_part = container.find(dxil::PartKind::ShaderBytecodeExtended);
  if (!program_part) program_part = container.find(dxil::PartKind::ShaderBytecode);
  if (!program_part) throw Error(Status::MalformedInput, "the container has no SHDR or SHEX part");
  const Program program = decode_program(program_part->data, program_part->offset);
  Signatures signatures;
  auto first = [&](std::optional<Signature>& slot, std::initializer_list<dxil::PartKind> kinds) {
    for (dxil::PartKind kind : kinds)
      if (const dxil::ContainerPart* part = container.find(kind)) {
        slot = parse_signature(*part);
        return;
      }
  };
  using dxil::PartKind;
  first(signatures.input, {PartKind::InputSignature, PartKind::InputSignatureOld});
  first(signatures.output, {PartKind::OutputSignature, PartKind::OutputSignature5, PartKind::OutputSignatureOld});
  first(signatures.patch_constant, {PartKind::PatchConstantSignature, PartKind::PatchConstantSignatureOld});
  std::optional<ResourceDefinitions> resources;
  if (const dxil::ContainerPart* part = container.find(PartKind::ResourceDefinitions))
    resources = parse_resource_definitions(*part);
  std::string listing = disassemble(program, signatures, resources);
  // The part, where it is not the one its version would give (assembler.h).
  const bool extended = program_part->kind == PartKind::ShaderBytecodeExtended;
  if (extended != (program.major >= 5)) {
    const std::string version = std::string(program_type_prefix(program.type)) + "_" + std::to_string(program.major) +
                                "_" + std::to_string(program.minor) + "\n";
    const size_t at = listing.starts_with(version) ? 0 : listing.find("\n" + version) + 1;
    listing.insert(at,
                   std::string(kProgramPartComment) + (extended ? "SHEX" : "SHDR") + "\n");
  }
  return listing;
}

}  // namespace untangle::dxbc
