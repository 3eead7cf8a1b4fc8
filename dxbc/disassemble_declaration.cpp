// Declarations in fxc's syntax: dcl_* lines (their dimension, mode and flags come from the
// opcode token's controls, their counts and strides from the dwords after the operands),
// the immediate constant buffer, and the interface declarations.
#include <cstdio>
#include <string>

#include "dxbc/text_numbers.h"
#include "dxbc/text_printer.h"

namespace untangle::dxbc::text {
namespace {

std::string word_or_number(std::span<const Word> table, uint32_t value) {
  if (std::optional<std::string_view> word = word_for(table, value)) return std::string(*word);
  return std::to_string(value);
}

std::string hex_word(uint32_t value) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "0x%08x", value);
  return buffer;
}

uint32_t extra(const Instruction& instruction, size_t index) {
  return index < instruction.extra.size() ? instruction.extra[index] : 0;
}

std::string return_type_list(uint32_t packed) {
  std::string out = "(";
  for (int i = 0; i < 4; ++i)
    out += (i ? "," : "") + word_or_number(return_types(), (packed >> (4 * i)) & 0xF);
  return out + ")";
}

// SM 5.1's register range: "T0[0:3]", "CB1[2:*]"; earlier models: the operand as printed.
std::string range_operand(const Instruction& instruction, const Program& program, bool constant_buffer) {
  const Operand& operand = instruction.operands.at(0);
  if (!is_shader_model_5_1(program) || operand.indices.size() != 3) {
    std::string out = print_operand(operand, program, NumberKind::Int, true);
    if (constant_buffer && program.major == 5 && out.starts_with("cb")) out.replace(0, 2, "CB");
    return out;
  }
  const uint64_t upper = operand.indices[2].immediate;
  std::string out = std::string(register_prefix(operand.type, true)) + std::to_string(operand.indices[0].immediate) +
                    "[" + std::to_string(operand.indices[1].immediate) + ":" +
                    (upper == 0xFFFFFFFFu ? "*" : std::to_string(upper)) + "]";
  // fxc gives every SM 5.1 range, samplers too, four components and the identity swizzle.
  if (!has_implied_components(operand, 4)) out += components_annotation(operand);
  return out;
}

// ", space=N": SM 5.1 declarations end in their register space, the last extra dword.
std::string space(const Instruction& instruction, const Program& program) {
  if (!is_shader_model_5_1(program) || instruction.extra.empty()) return {};
  return ", space=" + std::to_string(instruction.extra.back());
}

// The UAV flags of the opcode token, as fxc's name suffixes.
std::string uav_flags(uint32_t controls) {
  std::string out;
  if (controls & (1u << 5)) out += "_glc";
  if (controls & (1u << 12)) out += "_opc";
  if (controls & (1u << 6)) out += "_rov";
  return out;
}

std::string signature_operand(const Instruction& instruction, const Program& program) {
  return print_operand(instruction.operands.at(0), program, NumberKind::Int, true);
}

std::string with_system_value(const Instruction& instruction, const Program& program) {
  return signature_operand(instruction, program) + ", " + word_or_number(system_value_names(), extra(instruction, 0));
}

std::string interpolation(const Instruction& instruction) {
  return word_or_number(interpolation_modes(), instruction.controls & 0xF) + " ";
}

std::string immediate_constant_buffer(const Instruction& instruction) {
  const std::string head = "dcl_immediateConstantBuffer { ";
  std::string out = head;
  for (size_t row = 0; row < instruction.extra.size() / 4; ++row) {
    if (row) out += ",\n" + std::string(head.size(), ' ');
    out += "{ ";
    for (size_t column = 0; column < 4; ++column)
      out += (column ? ", " : "") + format_immediate32(instruction.extra[4 * row + column], NumberKind::Typeless);
    out += "}";
  }
  return out + " }";
}

std::string custom_data(const Instruction& instruction) {
  if (instruction.controls == 3 && !instruction.extra.empty() && instruction.extra.size() % 4 == 0)
    return immediate_constant_buffer(instruction);
  std::string out = "customdata " + std::to_string(instruction.controls) + " {";
  for (size_t i = 0; i < instruction.extra.size(); ++i) out += (i ? ", " : " ") + hex_word(instruction.extra[i]);
  return out + " }";
}

std::string list(std::string_view prefix, const std::vector<uint32_t>& values, size_t first) {
  std::string out = "{";
  for (size_t i = first; i < values.size(); ++i)
    out += (i > first ? ", " : "") + std::string(prefix) + std::to_string(values[i]);
  return out + "}";
}

}  // namespace

std::optional<std::string> print_declaration(const Instruction& instruction, const Program& program) {
  const uint32_t controls = instruction.controls;
  const std::string spelling(opcode_info(instruction.opcode).spelling);
  switch (instruction.opcode) {
    case Opcode::DclGlobalFlags: {
      std::string out = spelling;
      uint32_t left = controls;
      const char* separator = " ";
      for (const Word& flag : global_flags())
        if (controls & flag.value) {
          out += separator + std::string(flag.text);
          separator = " | ";
          left &= ~flag.value;
        }
      if (left) out += separator + hex_word(left);
      return out;
    }
    case Opcode::DclConstantBuffer:
      return spelling + " " + range_operand(instruction, program, true) +
             (is_shader_model_5_1(program) ? "[" + std::to_string(extra(instruction, 0)) + "]" : "") + ", " +
             ((controls & 1) ? "dynamicIndexed" : "immediateIndexed") + space(instruction, program);
    case Opcode::DclSampler:
      return spelling + " " + range_operand(instruction, program, false) + ", " +
             word_or_number(sampler_modes(), controls & 0xF) + space(instruction, program);
    case Opcode::DclResource: {
      const uint32_t dimension = controls & 0x1F;
      std::string out = "dcl_resource_" + word_or_number(resource_dimensions(), dimension);
      if (dimension == static_cast<uint32_t>(ResourceDimension::Texture2DMS) ||
          dimension == static_cast<uint32_t>(ResourceDimension::Texture2DMSArray))
        out += "(" + std::to_string((controls >> 5) & 0x7F) + ")";
      return out + " " + return_type_list(extra(instruction, 0)) + " " + range_operand(instruction, program, false) +
             space(instruction, program);
    }
    case Opcode::DclResourceRaw:
      return spelling + " " + range_operand(instruction, program, false) + space(instruction, program);
    case Opcode::DclResourceStructured:
      return spelling + " " + range_operand(instruction, program, false) + ", " +
             std::to_string(extra(instruction, 0)) + space(instruction, program);
    case Opcode::DclUavTyped:
      return "dcl_uav_typed_" + word_or_number(resource_dimensions(), controls & 0x1F) + uav_flags(controls) + " " +
             return_type_list(extra(instruction, 0)) + " " + range_operand(instruction, program, false) +
             space(instruction, program);
    case Opcode::DclUavRaw:
      return spelling + uav_flags(controls) + " " + range_operand(instruction, program, false) +
             space(instruction, program);
    case Opcode::DclUavStructured:
      return spelling + uav_flags(controls) + " " + range_operand(instruction, program, false) + ", " +
             std::to_string(extra(instruction, 0)) + space(instruction, program);
    case Opcode::DclTgsmRaw:
      return spelling + " " + signature_operand(instruction, program) + ", " + std::to_string(extra(instruction, 0));
    case Opcode::DclTgsmStructured:
      return spelling + " " + signature_operand(instruction, program) + ", " + std::to_string(extra(instruction, 0)) +
             ", " + std::to_string(extra(instruction, 1));
    case Opcode::DclInput:
    case Opcode::DclOutput:
    case Opcode::DclStream:
      return spelling + " " + signature_operand(instruction, program);
    case Opcode::DclInputSgv:
    case Opcode::DclInputSiv:
    case Opcode::DclOutputSgv:
    case Opcode::DclOutputSiv:
      return spelling + " " + with_system_value(instruction, program);
    case Opcode::DclInputPs:
      return spelling + " " + interpolation(instruction) + signature_operand(instruction, program);
    case Opcode::DclInputPsSgv:
    case Opcode::DclInputPsSiv:
      return spelling + " " + interpolation(instruction) + with_system_value(instruction, program);
    case Opcode::DclIndexRange:
      return spelling + " " + signature_operand(instruction, program) + " " + std::to_string(extra(instruction, 0));
    case Opcode::DclTemps:
    case Opcode::DclMaxOutputVertexCount:
    case Opcode::DclGsInstanceCount:
    case Opcode::DclHsForkPhaseInstanceCount:
    case Opcode::DclHsJoinPhaseInstanceCount:
      return spelling + " " + std::to_string(extra(instruction, 0));
    case Opcode::DclIndexableTemp:
      return spelling + " x" + std::to_string(extra(instruction, 0)) + "[" + std::to_string(extra(instruction, 1)) +
             "], " + std::to_string(extra(instruction, 2));
    case Opcode::DclThreadGroup:
      return spelling + " " + std::to_string(extra(instruction, 0)) + ", " + std::to_string(extra(instruction, 1)) +
             ", " + std::to_string(extra(instruction, 2));
    case Opcode::DclGsInputPrimitive:
      return spelling + " " + word_or_number(input_primitives(), controls & 0x3F);
    case Opcode::DclGsOutputPrimitiveTopology:
      return spelling + " " + word_or_number(output_topologies(), controls & 0x7F);
    case Opcode::DclInputControlPointCount:
    case Opcode::DclOutputControlPointCount:
      return spelling + " " + std::to_string(controls & 0x3F);
    case Opcode::DclTessDomain:
      return spelling + " " + word_or_number(tessellator_domains(), controls & 0x3);
    case Opcode::DclTessPartitioning:
      return spelling + " " + word_or_number(tessellator_partitionings(), controls & 0x7);
    case Opcode::DclTessOutputPrimitive:
      return spelling + " " + word_or_number(tessellator_output_primitives(), controls & 0x7);
    case Opcode::DclHsMaxTessFactor:
      return spelling + " l(" + format_immediate32(extra(instruction, 0), NumberKind::Float) + ")";
    case Opcode::DclFunctionBody:
      return spelling + " fb" + std::to_string(extra(instruction, 0));
    case Opcode::DclFunctionTable:
      // ft#, then the count of bodies, then the bodies: the count is implied by the list.
      return spelling + " ft" + std::to_string(extra(instruction, 0)) + " = " + list("fb", instruction.extra, 2);
    case Opcode::DclInterface: {
      // fp#, the function tables' length, then (table count | array length << 16), the tables.
      const uint32_t counts = extra(instruction, 2);
      return spelling + ((controls & 1) ? "_dynamicindexed" : "") + " fp" + std::to_string(extra(instruction, 0)) +
             "[" + std::to_string(counts >> 16) + "][" + std::to_string(extra(instruction, 1)) + "] = " +
             list("ft", instruction.extra, 3);
    }
    case Opcode::CustomData:
      return custom_data(instruction);
    default:
      return std::nullopt;
  }
}

}  // namespace untangle::dxbc::text
