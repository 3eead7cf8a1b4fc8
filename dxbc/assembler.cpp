// Instructions read from fxc's syntax (the mirror of disassembler.cpp), whole listings with
// their signature and resource tables (signature_text.h, resource_text.h), and containers.
#include "dxbc/assembler.h"

#include <string>

#include "common/error.h"
#include "dxbc/container_writer.h"
#include "dxbc/encode.h"
#include "dxbc/resource_text.h"
#include "dxbc/text_numbers.h"
#include "dxbc/text_parser.h"
#include "dxbc/text_syntax.h"

namespace untangle::dxbc {
namespace text {
namespace {

constexpr std::string_view kComponents = "xyzw";

std::optional<Opcode> opcode_named(std::string_view name) {
  for (uint32_t number = 0; number < 256; ++number)
    if (const OpcodeInfo* info = find_opcode(number))
      if (info->spelling == name) return info->opcode;
  return std::nullopt;
}

struct Suffixes {
  bool offsets = false;    // _aoffimmi: a (u,v,w) group follows
  bool indexable = false;  // _indexable: (dimension) and (return types) groups follow
};

// Reads the "_sat", "_nz", "_uint"... after an opcode's name; false when `text` is not made
// of suffixes the opcode takes.
bool apply_suffixes(std::string_view text, Instruction& instruction, Suffixes& suffixes) {
  while (!text.empty()) {
    if (text.front() != '_') return false;
    size_t end = text.find('_', 1);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view part = text.substr(1, end - 1);
    text.remove_prefix(end);
    const Opcode opcode = instruction.opcode;
    if (part == "aoffimmi") {
      suffixes.offsets = true;
      instruction.has_sample_offsets = true;
    } else if (part == "indexable") {
      suffixes.indexable = true;
    } else if (part == "sat" && opcode != Opcode::Sync) {
      instruction.controls |= 1u << 2;
    } else if ((part == "nz" || part == "z") && has_test(opcode)) {
      if (part == "nz") instruction.controls |= 1u << 7;
    } else if (opcode == Opcode::ResInfo && (part == "uint" || part == "rcpFloat")) {
      instruction.controls |= *value_for(resinfo_return_types(), "_" + std::string(part));
    } else if (opcode == Opcode::SampleInfo && part == "uint") {
      instruction.controls |= 1;
    } else if (opcode == Opcode::Sync && value_for(sync_flags(), part)) {
      instruction.controls |= *value_for(sync_flags(), part);
    } else {
      return false;
    }
  }
  return true;
}

void parse_groups(Cursor& cursor, Instruction& instruction, const Suffixes& suffixes) {
  bool want_offsets = suffixes.offsets;
  while (cursor.position() < cursor.text().size() && cursor.text()[cursor.position()] == '(') {
    cursor.consume('(');
    cursor.skip_spaces();
    if (want_offsets) {
      for (int i = 0; i < 3; ++i) {
        if (i) cursor.expect(',', "',' between the three texel offsets");
        const size_t at = cursor.position();
        const std::string_view word = cursor.token();
        const std::optional<uint32_t> value = parse_immediate32(word);
        const auto offset = static_cast<int32_t>(value.value_or(100));
        if (!value || word.find('.') != std::string_view::npos || offset < -8 || offset > 7)
          cursor.fail_at(at, "expected a texel offset from -8 to 7, found '" + printable_name(word) + "'");
        cursor.set_position(at + word.size());
        instruction.sample_offsets[i] = static_cast<int8_t>(offset);
      }
      want_offsets = false;
    } else {
      if (!suffixes.indexable) cursor.fail("a resource type in parentheses needs the '_indexable' suffix");
      const size_t at = cursor.position();
      const std::string_view word = cursor.identifier();
      if (std::optional<uint32_t> dimension = value_for(resource_dimensions(), word)) {
        instruction.has_resource_dimension = true;
        instruction.resource_dimension = static_cast<ResourceDimension>(*dimension);
        if (cursor.consume(',')) {
          cursor.skip_spaces();
          const size_t stride_at = cursor.position();
          if (cursor.identifier() != "stride" || !cursor.consume('=')) cursor.fail_at(stride_at, "expected 'stride='");
          instruction.resource_stride = cursor.number("the stride");
        }
      } else {
        cursor.set_position(at);
        instruction.has_return_type = true;
        for (int i = 0; i < 4; ++i) {
          if (i) cursor.expect(',', "',' between return types");
          cursor.skip_spaces();
          const size_t type_at = cursor.position();
          const std::string_view type = cursor.identifier();
          const std::optional<uint32_t> value = value_for(return_types(), type);
          if (!value)
            cursor.fail_at(type_at, "expected a resource dimension or a return type, found '" + printable_name(type) + "'");
          instruction.return_type[i] = static_cast<ReturnType>(*value);
        }
      }
    }
    cursor.expect(')', "')'");
  }
  if (want_offsets) cursor.fail("expected '(u,v,w)' texel offsets after _aoffimmi");
}

void parse_attributes(Cursor& cursor, Instruction& instruction) {
  while (cursor.peek() == '[') {
    cursor.consume('[');
    cursor.skip_spaces();
    const size_t at = cursor.position();
    const std::string_view word = cursor.identifier();
    if (word == "precise") {
      uint32_t mask = 0xF;
      if (cursor.consume('(')) {
        cursor.skip_spaces();
        const size_t letters_at = cursor.position();
        mask = 0;
        for (char c : cursor.identifier()) {
          const size_t component = kComponents.find(c);
          if (component == std::string_view::npos) cursor.fail_at(letters_at, "expected components x, y, z, w");
          mask |= 1u << component;
        }
        cursor.expect(')', "')'");
      }
      instruction.controls |= mask << 8;
    } else if (word == "controls") {
      cursor.expect('(', "'('");
      instruction.controls |= cursor.number("the controls bits");
      cursor.expect(')', "')'");
    } else {
      cursor.fail_at(at, "expected [precise] or [precise(xyzw)], found '" + printable_name(word) + "'");
    }
    cursor.expect(']', "']'");
  }
}

Instruction parse_statement(Cursor& cursor, const Program& program) {
  Instruction instruction;
  const size_t at = cursor.position();
  const std::string_view name = cursor.identifier();
  if (name.empty()) cursor.fail("expected an instruction");
  if (parse_declaration(name, cursor, program, instruction)) return instruction;
  cursor.set_position(at + name.size());
  // The opcode is the longest spelling whose remainder reads as its suffixes.
  Suffixes suffixes;
  bool found = false;
  for (size_t length = name.size(); length > 0 && !found; --length) {
    if (length < name.size() && name[length] != '_') continue;
    const std::optional<Opcode> opcode = opcode_named(name.substr(0, length));
    if (!opcode) continue;
    Instruction candidate;
    candidate.opcode = *opcode;
    Suffixes candidate_suffixes;
    if (apply_suffixes(name.substr(length), candidate, candidate_suffixes)) {
      instruction = candidate;
      suffixes = candidate_suffixes;
      found = true;
    }
  }
  if (!found) cursor.fail_at(at, "unknown instruction '" + printable_name(name) + "'");
  parse_groups(cursor, instruction, suffixes);
  // Suffixes after the groups: resinfo_indexable(texture2d)(float,float,float,float)_uint.
  const size_t tail_at = cursor.position();
  const std::string_view tail = cursor.identifier();
  Suffixes ignored;
  if (!apply_suffixes(tail, instruction, ignored) || ignored.offsets || ignored.indexable)
    cursor.fail_at(tail_at, "unknown suffix '" + printable_name(tail) + "'");
  parse_attributes(cursor, instruction);
  const OpcodeInfo& info = opcode_info(instruction.opcode);
  const uint8_t destinations = destination_count(instruction.opcode);
  if (cursor.at_statement_end()) {
    if (info.operand_count != 0)
      cursor.fail("'" + std::string(info.spelling) + "' takes " + std::to_string(info.operand_count) + " operands");
    return instruction;
  }
  size_t index = 0;
  do {
    if (index < info.operand_count)
      instruction.operands.push_back(parse_operand(cursor, program, index < destinations));
    else
      instruction.extra.push_back(cursor.number("an operand's extra dword"));
    ++index;
  } while (cursor.consume(','));
  if (index < info.operand_count)
    cursor.fail("'" + std::string(info.spelling) + "' takes " + std::to_string(info.operand_count) + " operands, found " +
                std::to_string(index));
  return instruction;
}

std::optional<Program> parse_version(std::string_view word) {
  // "ps_5_0": the prefix, then major and minor.
  if (word.size() != 6 || word[2] != '_' || word[4] != '_') return std::nullopt;
  const char major = word[3];
  const char minor = word[5];
  if (major < '0' || major > '9' || minor < '0' || minor > '9') return std::nullopt;
  for (uint8_t type = 0; type <= static_cast<uint8_t>(ProgramType::Compute); ++type)
    if (program_type_prefix(static_cast<ProgramType>(type)) == word.substr(0, 2)) {
      Program program;
      program.type = static_cast<ProgramType>(type);
      program.major = static_cast<uint32_t>(major - '0');
      program.minor = static_cast<uint32_t>(minor - '0');
      return program;
    }
  return std::nullopt;
}

}  // namespace
}  // namespace text

AssembledShader assemble(std::string_view source) {
  text::Cursor cursor(source);
  text::SignatureReader signatures;
  text::ResourceBindingReader resources;
  AssembledShader shader;
  bool have_version = false;
  while (!cursor.at_end()) {
    cursor.skip_spaces();
    const std::string_view line = cursor.rest_of_line();
    if (line.starts_with(kProgramPartComment)) {
      const std::string_view part = line.substr(kProgramPartComment.size());
      if (part.starts_with("SHEX")) shader.extended_part = true;
      else if (part.starts_with("SHDR")) shader.extended_part = false;
      else cursor.fail("expected SHEX or SHDR after '" + std::string(kProgramPartComment) + "'");
      cursor.next_line();
      continue;
    }
    if (line.starts_with("//")) {
      const size_t line_number = cursor.line_number(cursor.position());
      signatures.read(line.substr(2), line_number);
      resources.read(line.substr(2), line_number);
      cursor.next_line();
      continue;
    }
    if (line.empty() || line.starts_with("\r") || line.starts_with("#")) {
      cursor.next_line();
      continue;
    }
    if (!have_version) {
      const size_t at = cursor.position();
      const std::string_view word = cursor.identifier();
      std::optional<Program> program = text::parse_version(word);
      if (!program)
        cursor.fail_at(at, "expected the version line (ps_5_0, vs_4_0, cs_5_1...), found '" + printable_name(word) + "'");
      shader.program = std::move(*program);
      have_version = true;
    } else {
      shader.program.instructions.push_back(text::parse_statement(cursor, shader.program));
    }
    if (!cursor.at_statement_end()) {
      const std::string_view found = cursor.token();
      cursor.fail("expected the end of the line, found '" + printable_name(found.empty() ? cursor.rest_of_line() : found) +
                  "'");
    }
    cursor.next_line();
  }
  if (!have_version) throw Error(Status::MalformedInput, "no version line (ps_5_0, vs_4_0, cs_5_1...) in the listing");
  shader.signatures = signatures.take(shader.program.type);
  shader.resources = resources.take(shader.program);
  return shader;
}

std::vector<uint8_t> assemble_container(std::string_view source) {
  const AssembledShader shader = assemble(source);
  std::vector<PartData> parts;
  if (shader.resources) parts.push_back({make_four_cc("RDEF"), write_resource_definitions(*shader.resources)});
  for (const std::optional<Signature>* signature :
       {&shader.signatures.input, &shader.signatures.output, &shader.signatures.patch_constant}) {
    if (!*signature) continue;
    const std::string_view name = dxil::part_kind_name((*signature)->kind);
    const uint32_t four_cc = static_cast<uint32_t>(static_cast<uint8_t>(name[0])) |
                             static_cast<uint32_t>(static_cast<uint8_t>(name[1])) << 8 |
                             static_cast<uint32_t>(static_cast<uint8_t>(name[2])) << 16 |
                             static_cast<uint32_t>(static_cast<uint8_t>(name[3])) << 24;
    parts.push_back({four_cc, write_signature(**signature)});
  }
  const std::vector<uint32_t> words = encode_program(shader.program);
  const bool extended = shader.extended_part.value_or(shader.program.major >= 5);
  PartData program{extended ? make_four_cc("SHEX") : make_four_cc("SHDR"), {}};
  program.data.reserve(4 * words.size());
  for (uint32_t word : words)
    for (int i = 0; i < 4; ++i) program.data.push_back(static_cast<uint8_t>(word >> (8 * i)));
  parts.push_back(std::move(program));
  return write_container(parts);
}

}  // namespace untangle::dxbc
