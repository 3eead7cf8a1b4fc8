// Operands in fxc's syntax: registers with their indices, component selection, modifiers
// and minimum precision, and immediates.
#include <string>

#include "dxbc/text_numbers.h"
#include "dxbc/text_printer.h"

namespace untangle::dxbc::text {
namespace {

constexpr char kComponents[] = "xyzw";

std::string print_index(const OperandIndex& index, const Program& program) {
  const std::string suffix = index.representation == IndexRepresentation::Immediate64 ||
                                     index.representation == IndexRepresentation::Immediate64PlusRelative
                                 ? "l"
                                 : "";
  switch (index.representation) {
    case IndexRepresentation::Immediate32:
    case IndexRepresentation::Immediate64:
      return std::to_string(index.immediate) + suffix;
    case IndexRepresentation::Relative:
      return print_operand(*index.relative, program, NumberKind::Int);
    case IndexRepresentation::Immediate32PlusRelative:
    case IndexRepresentation::Immediate64PlusRelative:
      return print_operand(*index.relative, program, NumberKind::Int) + " + " + std::to_string(index.immediate) +
             suffix;
  }
  return {};
}

std::string print_selection(const Operand& operand, uint8_t implied) {
  if (operand.component_count != 4) return {};
  std::string out;
  switch (operand.selection) {
    case ComponentSelection::Mask:
      for (int i = 0; i < 4; ++i)
        if ((operand.mask >> i) & 1) out += kComponents[i];
      break;
    case ComponentSelection::Swizzle:
      if (implied == 4 && operand.swizzle == std::array<uint8_t, 4>{0, 1, 2, 3}) return {};
      for (uint8_t source : operand.swizzle) out += kComponents[source & 3];
      break;
    case ComponentSelection::Select1:
      out += kComponents[operand.swizzle[0] & 3];
      break;
  }
  return out.empty() ? out : "." + out;
}

std::string print_immediates(const Operand& operand, NumberKind numbers) {
  std::string out;
  if (operand.type == OperandType::Immediate32) {
    const size_t count = operand.component_count == 4 ? 4 : 1;
    out = "l(";
    for (size_t i = 0; i < count; ++i) out += (i ? ", " : "") + format_immediate32(operand.immediate[i], numbers);
  } else {
    // fxc's four-component 64-bit immediate holds two doubles (four dwords).
    const size_t count = operand.component_count == 4 ? 2 : 1;
    out = "d(";
    for (size_t i = 0; i < count; ++i)
      out += (i ? ", " : "") +
             format_immediate64(uint64_t{operand.immediate[2 * i]} | uint64_t{operand.immediate[2 * i + 1]} << 32);
  }
  return out + ")";
}

}  // namespace

bool is_shader_model_5_1(const Program& program) {
  return program.major > 5 || (program.major == 5 && program.minor >= 1);
}

bool has_implied_components(const Operand& operand, uint8_t implied) {
  if (operand.component_count != implied) return false;
  return implied != 4 || (operand.selection == ComponentSelection::Swizzle &&
                          operand.swizzle == std::array<uint8_t, 4>{0, 1, 2, 3});
}

std::string components_annotation(const Operand& operand) {
  return " {" + std::string(kComponentsAnnotation) + "(" + std::to_string(operand.component_count) + ")}";
}

std::string print_operand(const Operand& operand, const Program& program, NumberKind numbers, bool declaration) {
  std::string body;
  if (operand.type == OperandType::Immediate32 || operand.type == OperandType::Immediate64) {
    body = print_immediates(operand, numbers);
  } else {
    body = std::string(register_prefix(operand.type, is_shader_model_5_1(program)));
    const bool bracket_all = brackets_every_index(operand.type, operand.indices.size());
    for (size_t i = 0; i < operand.indices.size(); ++i) {
      const OperandIndex& index = operand.indices[i];
      if (i == 0 && !bracket_all && index.representation == IndexRepresentation::Immediate32)
        body += std::to_string(index.immediate);
      else
        body += "[" + print_index(index, program) + "]";
    }
    const uint8_t implied = bare_component_count(operand.type, declaration);
    const std::string selection = print_selection(operand, implied);
    body += selection;
    // No suffix leaves the count to the reader's default; say it where that is not it.
    if (selection.empty() && !has_implied_components(operand, implied)) body += components_annotation(operand);
  }
  if (std::optional<std::string_view> precision =
          word_for(min_precisions(), static_cast<uint32_t>(operand.min_precision)))
    body += " {" + std::string(*precision) + "}";
  if (operand.non_uniform) body += " {nonuniform}";
  switch (operand.modifier) {
    case OperandModifier::None: return body;
    case OperandModifier::Neg: return "-" + body;
    case OperandModifier::Abs: return "|" + body + "|";
    case OperandModifier::AbsNeg: return "-|" + body + "|";
  }
  return body;
}

}  // namespace untangle::dxbc::text
