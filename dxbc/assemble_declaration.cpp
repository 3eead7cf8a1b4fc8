// Declarations read from fxc's syntax: the mirror of disassemble_declaration.cpp.
#include <string>

#include "common/error.h"
#include "dxbc/text_numbers.h"
#include "dxbc/text_parser.h"
#include "dxbc/text_syntax.h"

namespace untangle::dxbc::text {
namespace {

bool is_5_1(const Program& program) { return program.major > 5 || (program.major == 5 && program.minor >= 1); }

uint32_t word_value(Cursor& cursor, std::span<const Word> table, std::string_view what) {
  cursor.skip_spaces();
  const size_t at = cursor.position();
  const std::string_view word = cursor.identifier();
  if (std::optional<uint32_t> value = value_for(table, word)) return *value;
  if (std::optional<uint64_t> value = parse_unsigned(word); value && *value <= 0xFFFFFFFFu)
    return static_cast<uint32_t>(*value);
  cursor.fail_at(at, "expected " + std::string(what) + ", found '" + printable_name(word) + "'");
}

uint32_t return_type_list(Cursor& cursor) {
  cursor.expect('(', "'(' before the return types");
  uint32_t packed = 0;
  for (int i = 0; i < 4; ++i) {
    if (i) cursor.expect(',', "',' between return types");
    packed |= word_value(cursor, return_types(), "a return type (float, uint, sint, unorm, snorm, mixed...)") << (4 * i);
  }
  cursor.expect(')', "')' after four return types");
  return packed;
}

// t0 / cb0[4] before SM 5.1; T0[0:3] / CB0[0:0] (the range) from SM 5.1 on.
Operand range_operand(Cursor& cursor, const Program& program) {
  if (!is_5_1(program)) return parse_operand(cursor, program, true, true);
  cursor.skip_spaces();
  const size_t at = cursor.position();
  size_t length = 0;
  const std::optional<OperandType> type = register_type(cursor.text().substr(at), length);
  if (!type) cursor.fail("expected a register range such as T0[0:0]");
  cursor.set_position(at + length);
  Operand operand;
  operand.type = *type;
  const uint32_t id = cursor.number("the range's ID");
  cursor.expect('[', "'[' before the range's first register");
  const uint32_t lower = cursor.number("the range's first register");
  cursor.expect(':', "':' in the register range");
  const uint32_t upper = cursor.consume('*') ? 0xFFFFFFFFu : cursor.number("the range's last register or '*'");
  cursor.expect(']', "']' after the register range");
  for (uint32_t value : {id, lower, upper}) operand.indices.push_back({IndexRepresentation::Immediate32, value, nullptr});
  // fxc gives every SM 5.1 range, samplers too, four components and the identity swizzle.
  if (!parse_components_annotation(cursor, operand)) {
    operand.component_count = 4;
    operand.selection = ComponentSelection::Swizzle;
  }
  return operand;
}

void space(Cursor& cursor, const Program& program, Instruction& instruction) {
  if (!is_5_1(program)) return;
  cursor.expect(',', "', space=N'");
  cursor.skip_spaces();
  const size_t at = cursor.position();
  if (cursor.identifier() != "space" || !cursor.consume('=')) cursor.fail_at(at, "expected 'space='");
  instruction.extra.push_back(cursor.number("the register space"));
}

uint32_t comma_number(Cursor& cursor, std::string_view what) {
  cursor.expect(',', "',' and " + std::string(what));
  return cursor.number(what);
}

// "_glc", "_opc", "_rov" after a UAV declaration's name.
uint32_t uav_flags(Cursor& cursor, std::string_view suffix, size_t at) {
  uint32_t controls = 0;
  while (!suffix.empty()) {
    if (suffix.starts_with("_glc")) controls |= 1u << 5;
    else if (suffix.starts_with("_opc")) controls |= 1u << 12;
    else if (suffix.starts_with("_rov")) controls |= 1u << 6;
    else cursor.fail_at(at, "unknown UAV flag '" + printable_name(suffix) + "' (expected _glc, _opc or _rov)");
    suffix.remove_prefix(4);
  }
  return controls;
}

// The longest dimension word `text` starts with; its length in `length`.
std::optional<uint32_t> leading_dimension(std::string_view text, size_t& length) {
  std::optional<uint32_t> best;
  length = 0;
  for (const Word& word : resource_dimensions())
    if (text.starts_with(word.text) && word.text.size() > length) {
      best = word.value;
      length = word.text.size();
    }
  return best;
}

void immediate_constant_buffer(Cursor& cursor, Instruction& instruction) {
  instruction.opcode = Opcode::CustomData;
  instruction.controls = 3;
  cursor.expect('{', "'{' opening the immediate constant buffer");
  do {
    cursor.skip_spaces(true);
    cursor.expect('{', "'{' opening a row of four values");
    for (int i = 0; i < 4; ++i) {
      if (i) cursor.expect(',', "',' between a row's four values");
      cursor.skip_spaces();
      const size_t at = cursor.position();
      const std::string_view word = cursor.token();
      const std::optional<uint32_t> value = parse_immediate32(word);
      if (!value) cursor.fail_at(at, "expected a number, found '" + printable_name(word) + "'");
      cursor.set_position(at + word.size());
      instruction.extra.push_back(*value);
    }
    cursor.expect('}', "'}' closing a row of four values");
    cursor.skip_spaces(true);
  } while (cursor.consume(','));
  cursor.skip_spaces(true);
  cursor.expect('}', "'}' closing the immediate constant buffer");
}

std::vector<uint32_t> numbered_list(Cursor& cursor, std::string_view prefix) {
  std::vector<uint32_t> values;
  cursor.expect('=', "'='");
  cursor.expect('{', "'{'");
  if (cursor.consume('}')) return values;
  do {
    cursor.skip_spaces();
    const size_t at = cursor.position();
    if (!cursor.text().substr(at).starts_with(prefix)) cursor.fail("expected " + std::string(prefix) + "#");
    cursor.set_position(at + prefix.size());
    values.push_back(cursor.number(std::string(prefix) + "'s number"));
  } while (cursor.consume(','));
  cursor.expect('}', "'}'");
  return values;
}

uint32_t prefixed_number(Cursor& cursor, std::string_view prefix) {
  cursor.skip_spaces();
  if (!cursor.text().substr(cursor.position()).starts_with(prefix)) cursor.fail("expected " + std::string(prefix) + "#");
  cursor.set_position(cursor.position() + prefix.size());
  return cursor.number(std::string(prefix) + "'s number");
}

std::optional<Opcode> declaration_opcode(std::string_view name) {
  for (uint32_t number = 0; number < 256; ++number)
    if (const OpcodeInfo* info = find_opcode(number))
      if (info->spelling == name && (info->kind == OpcodeKind::Declaration || name.starts_with("dcl_")))
        return info->opcode;
  return std::nullopt;
}

}  // namespace

bool parse_declaration(std::string_view name, Cursor& cursor, const Program& program, Instruction& instruction) {
  const size_t at = cursor.position() - name.size();
  Instruction& out = instruction;
  auto operand = [&](bool destination = true) {
    out.operands.push_back(parse_operand(cursor, program, destination, true));
  };
  if (name == "dcl_immediateConstantBuffer") {
    immediate_constant_buffer(cursor, out);
    return true;
  }
  if (name == "customdata") {
    out.opcode = Opcode::CustomData;
    out.controls = cursor.number("the custom data's class");
    cursor.expect('{', "'{'");
    if (!cursor.consume('}')) {
      do out.extra.push_back(cursor.number("a dword")); while (cursor.consume(','));
      cursor.expect('}', "'}'");
    }
    return true;
  }
  if (name.starts_with("dcl_resource_") && name != "dcl_resource_raw" && name != "dcl_resource_structured") {
    size_t length = 0;
    const std::optional<uint32_t> dimension = leading_dimension(name.substr(13), length);
    if (!dimension || length != name.size() - 13)
      cursor.fail_at(at, "unknown resource dimension in '" + printable_name(name) + "'");
    out.opcode = Opcode::DclResource;
    out.controls = *dimension;
    if (cursor.text().substr(cursor.position()).starts_with("(")) {
      cursor.consume('(');
      out.controls |= (cursor.number("the sample count") & 0x7F) << 5;
      cursor.expect(')', "')' after the sample count");
    }
    out.extra.push_back(return_type_list(cursor));
    out.operands.push_back(range_operand(cursor, program));
    space(cursor, program, out);
    return true;
  }
  if (name.starts_with("dcl_uav_typed_")) {
    size_t length = 0;
    const std::optional<uint32_t> dimension = leading_dimension(name.substr(14), length);
    if (!dimension) cursor.fail_at(at, "unknown UAV dimension in '" + printable_name(name) + "'");
    out.opcode = Opcode::DclUavTyped;
    out.controls = *dimension | uav_flags(cursor, name.substr(14 + length), at);
    out.extra.push_back(return_type_list(cursor));
    out.operands.push_back(range_operand(cursor, program));
    space(cursor, program, out);
    return true;
  }
  for (const auto& [spelling, opcode] : {std::pair{std::string_view("dcl_uav_raw"), Opcode::DclUavRaw},
                                         std::pair{std::string_view("dcl_uav_structured"), Opcode::DclUavStructured}}) {
    if (!name.starts_with(spelling) || (name.size() > spelling.size() && name[spelling.size()] != '_')) continue;
    out.opcode = opcode;
    out.controls = uav_flags(cursor, name.substr(spelling.size()), at);
    out.operands.push_back(range_operand(cursor, program));
    if (opcode == Opcode::DclUavStructured) out.extra.push_back(comma_number(cursor, "the structure stride"));
    space(cursor, program, out);
    return true;
  }
  std::string_view base = name;
  if (name == "dcl_interface_dynamicindexed") {
    base = "dcl_interface";
    out.controls = 1;
  }
  const std::optional<Opcode> opcode = declaration_opcode(base);
  if (!opcode) {
    if (name.starts_with("dcl_")) cursor.fail_at(at, "unknown declaration '" + printable_name(name) + "'");
    return false;
  }
  out.opcode = *opcode;
  switch (*opcode) {
    case Opcode::DclGlobalFlags:
      if (cursor.at_statement_end()) break;
      do {
        cursor.skip_spaces();
        const size_t flag_at = cursor.position();
        const std::string_view word = cursor.identifier();
        if (std::optional<uint32_t> flag = value_for(global_flags(), word)) {
          out.controls |= *flag;
        } else if (std::optional<uint64_t> bits = parse_unsigned(word); bits && *bits <= 0x1FFF) {
          out.controls |= static_cast<uint32_t>(*bits);
        } else {
          cursor.fail_at(flag_at, "unknown global flag '" + printable_name(word) + "'");
        }
      } while (cursor.consume('|'));
      break;
    case Opcode::DclConstantBuffer: {
      out.operands.push_back(range_operand(cursor, program));
      if (is_5_1(program)) {
        cursor.expect('[', "'[' before the buffer's size");
        out.extra.push_back(cursor.number("the buffer's size in vectors"));
        cursor.expect(']', "']' after the buffer's size");
      }
      cursor.expect(',', "', immediateIndexed' or ', dynamicIndexed'");
      cursor.skip_spaces();
      const size_t mode_at = cursor.position();
      const std::string_view mode = cursor.identifier();
      if (mode == "dynamicIndexed") out.controls = 1;
      else if (mode != "immediateIndexed")
        cursor.fail_at(mode_at, "expected immediateIndexed or dynamicIndexed, found '" + printable_name(mode) + "'");
      space(cursor, program, out);
      break;
    }
    case Opcode::DclSampler:
      out.operands.push_back(range_operand(cursor, program));
      cursor.expect(',', "', mode_default' (or mode_comparison, mode_mono)");
      out.controls = word_value(cursor, sampler_modes(), "a sampler mode");
      space(cursor, program, out);
      break;
    case Opcode::DclResourceRaw:
      out.operands.push_back(range_operand(cursor, program));
      space(cursor, program, out);
      break;
    case Opcode::DclResourceStructured:
      out.operands.push_back(range_operand(cursor, program));
      out.extra.push_back(comma_number(cursor, "the structure stride"));
      space(cursor, program, out);
      break;
    case Opcode::DclTgsmRaw:
      operand();
      out.extra.push_back(comma_number(cursor, "the size in bytes"));
      break;
    case Opcode::DclTgsmStructured:
      operand();
      out.extra.push_back(comma_number(cursor, "the structure stride"));
      out.extra.push_back(comma_number(cursor, "the structure count"));
      break;
    case Opcode::DclInput:
    case Opcode::DclOutput:
    case Opcode::DclStream:
      operand();
      break;
    case Opcode::DclInputPs:
    case Opcode::DclInputPsSgv:
    case Opcode::DclInputPsSiv: {
      // The mode is one to three words: take the longest that the table knows.
      cursor.skip_spaces();
      const size_t mode_at = cursor.position();
      std::string words;
      std::optional<uint32_t> mode;
      size_t mode_end = mode_at;
      for (int i = 0; i < 3; ++i) {
        cursor.skip_spaces();
        const std::string_view word = cursor.identifier();
        if (word.empty()) break;
        words += (words.empty() ? "" : " ") + std::string(word);
        if (std::optional<uint32_t> value = value_for(interpolation_modes(), words)) {
          mode = value;
          mode_end = cursor.position();
        }
      }
      if (!mode) cursor.fail_at(mode_at, "expected an interpolation mode (constant, linear, linear centroid...)");
      cursor.set_position(mode_end);
      out.controls = *mode;
      operand();
      if (*opcode != Opcode::DclInputPs) {
        cursor.expect(',', "',' and the system value");
        out.extra.push_back(word_value(cursor, system_value_names(), "a system value name"));
      }
      break;
    }
    case Opcode::DclInputSgv:
    case Opcode::DclInputSiv:
    case Opcode::DclOutputSgv:
    case Opcode::DclOutputSiv:
      operand();
      cursor.expect(',', "',' and the system value");
      out.extra.push_back(word_value(cursor, system_value_names(), "a system value name"));
      break;
    case Opcode::DclIndexRange:
      operand();
      cursor.consume(',');
      out.extra.push_back(cursor.number("the register count"));
      break;
    case Opcode::DclTemps:
    case Opcode::DclMaxOutputVertexCount:
    case Opcode::DclGsInstanceCount:
    case Opcode::DclHsForkPhaseInstanceCount:
    case Opcode::DclHsJoinPhaseInstanceCount:
      out.extra.push_back(cursor.number("a count"));
      break;
    case Opcode::DclIndexableTemp:
      out.extra.push_back(prefixed_number(cursor, "x"));
      cursor.expect('[', "'[' and the array's length");
      out.extra.push_back(cursor.number("the array's length"));
      cursor.expect(']', "']'");
      out.extra.push_back(comma_number(cursor, "the component count"));
      break;
    case Opcode::DclThreadGroup:
      out.extra.push_back(cursor.number("the thread group's x size"));
      out.extra.push_back(comma_number(cursor, "the thread group's y size"));
      out.extra.push_back(comma_number(cursor, "the thread group's z size"));
      break;
    case Opcode::DclGsInputPrimitive:
      out.controls = word_value(cursor, input_primitives(), "an input primitive (point, line, triangle...)");
      break;
    case Opcode::DclGsOutputPrimitiveTopology:
      out.controls = word_value(cursor, output_topologies(), "an output topology (pointlist, trianglestrip...)");
      break;
    case Opcode::DclInputControlPointCount:
    case Opcode::DclOutputControlPointCount:
      out.controls = cursor.number("a control point count");
      break;
    case Opcode::DclTessDomain:
      out.controls = word_value(cursor, tessellator_domains(), "a domain (domain_tri, domain_quad, domain_isoline)");
      break;
    case Opcode::DclTessPartitioning:
      out.controls = word_value(cursor, tessellator_partitionings(), "a partitioning (partitioning_integer...)");
      break;
    case Opcode::DclTessOutputPrimitive:
      out.controls = word_value(cursor, tessellator_output_primitives(), "an output primitive (output_triangle_cw...)");
      break;
    case Opcode::DclHsMaxTessFactor: {
      const Operand factor = parse_operand(cursor, program, false);
      if (factor.type != OperandType::Immediate32 || factor.component_count != 1)
        cursor.fail("expected l(N), the maximum tessellation factor");
      out.extra.push_back(factor.immediate[0]);
      break;
    }
    case Opcode::DclFunctionBody:
      out.extra.push_back(prefixed_number(cursor, "fb"));
      break;
    case Opcode::DclFunctionTable: {
      out.has_length_token = true;
      out.extra.push_back(prefixed_number(cursor, "ft"));
      const std::vector<uint32_t> bodies = numbered_list(cursor, "fb");
      out.extra.push_back(static_cast<uint32_t>(bodies.size()));
      out.extra.insert(out.extra.end(), bodies.begin(), bodies.end());
      break;
    }
    case Opcode::DclInterface: {
      out.has_length_token = true;
      out.extra.push_back(prefixed_number(cursor, "fp"));
      cursor.expect('[', "'[' and the array length");
      const uint32_t array_length = cursor.number("the array length");
      cursor.expect(']', "']'");
      cursor.expect('[', "'[' and the function tables' length");
      out.extra.push_back(cursor.number("the function tables' length"));
      cursor.expect(']', "']'");
      const std::vector<uint32_t> tables = numbered_list(cursor, "ft");
      out.extra.push_back(static_cast<uint32_t>(tables.size()) | array_length << 16);
      out.extra.insert(out.extra.end(), tables.begin(), tables.end());
      break;
    }
    default:
      return false;
  }
  return true;
}

}  // namespace untangle::dxbc::text
