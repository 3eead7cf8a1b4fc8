// Signature tables as fxc's comment blocks, and back (signature_text.h).
#include "dxbc/signature_text.h"

#include <cstdio>
#include <string>

#include "common/error.h"
#include "dxbc/text_numbers.h"
#include "dxbc/text_syntax.h"

namespace untangle::dxbc {
namespace {

using dxil::PartKind;

constexpr uint32_t kNoRegister = 0xFFFFFFFFu;

bool has_stream_column(PartKind kind) {
  return kind == PartKind::OutputSignature5 || kind == PartKind::InputSignature ||
         kind == PartKind::OutputSignature || kind == PartKind::PatchConstantSignature;
}

bool has_min_precision_column(PartKind kind) {
  return kind == PartKind::InputSignature || kind == PartKind::OutputSignature ||
         kind == PartKind::PatchConstantSignature;
}

std::string word_or_number(std::span<const text::Word> table, uint32_t value) {
  if (std::optional<std::string_view> word = text::word_for(table, value)) return std::string(*word);
  return std::to_string(value);
}

// The register an element without a number is printed with ("oDepth"), or null.
std::optional<std::string_view> unnumbered_register(const text::NamedSemantic* named, bool output) {
  if (!named) return std::nullopt;
  const OperandType type = output ? named->output_register : named->input_register;
  if (type == OperandType::Null) return std::nullopt;
  return text::register_prefix(type, false);
}

// The read/write mask of an N/A row whose Used column says YES or NO: an output's
// never-written mask over all four components, an input's read one.
uint8_t yes_no_read_write(bool used, bool output) {
  if (output) return used ? 0xE : 0xF;
  return used ? 1 : 0;
}

// Component letters in their columns ("xy w"), or the byte in hex ("0x1f") when it has bits
// above w, which letters cannot say.
std::string mask_text(uint8_t mask) {
  if (mask > 0xF) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "0x%02x", mask);
    return buffer;
  }
  std::string text = "    ";
  for (int i = 0; i < 4; ++i)
    if ((mask >> i) & 1) text[i] = "xyzw"[i];
  return text;
}

std::string right(std::string_view text, size_t width) {
  std::string out;
  if (text.size() < width) out.assign(width - text.size(), ' ');
  out += text;
  return out;
}

void trim_right(std::string& line) {
  while (!line.empty() && line.back() == ' ') line.pop_back();
}

// The SysValue column: the named semantics' word for their stored 0, the table's otherwise.
std::string system_value_text(const SignatureElement& element, const text::NamedSemantic* named) {
  if (element.system_value == 0 && named) return std::string(named->system_value);
  return word_or_number(text::signature_system_values(), element.system_value);
}

std::string print_element(const SignatureElement& element, PartKind kind, bool output) {
  std::string line = "// " + element.semantic_name;
  if (element.semantic_name.size() < 20) line.append(20 - element.semantic_name.size(), ' ');
  line += " " + right(std::to_string(element.semantic_index), 5);
  const text::NamedSemantic* named = text::find_named_semantic(element.semantic_name);
  const std::optional<std::string_view> name = unnumbered_register(named, output);
  const uint8_t rw = element.read_write_mask;
  // fxc's N/A row: exactly what its parts hold for these (one component, YES or NO).
  const bool unnumbered = name && element.system_value == 0 && element.register_index == kNoRegister &&
                          element.mask == 1 &&
                          (rw == yes_no_read_write(true, output) || rw == yes_no_read_write(false, output));
  line += unnumbered ? "    N/A" : " " + right(mask_text(element.mask), 6);
  line += " " + right(unnumbered ? std::string(*name) : std::to_string(element.register_index), 8);
  line += " " + right(system_value_text(element, named), 8);
  line += " " + right(word_or_number(text::signature_component_types(),
                                     static_cast<uint32_t>(element.component_type)), 7);
  // Used: an input's components read; an output's written, which is what its never-written
  // mask leaves of all four (fxc sets the bits of the components the element lacks).
  if (unnumbered)
    line += rw == yes_no_read_write(true, output) ? "    YES" : "     NO";
  else if (rw > 0xF)
    line += " " + right(mask_text(rw), 6);
  else
    line += "   " + mask_text(output ? static_cast<uint8_t>(~rw & 0xF) : rw);
  if (has_stream_column(kind)) line += " " + right(std::to_string(element.stream), 6);
  if (has_min_precision_column(kind))
    line += " " + right(word_or_number(text::signature_min_precisions(), element.min_precision), 12);
  trim_right(line);
  return line + "\n";
}

std::string print_signature(const Signature& signature, std::string_view title, std::string_view none,
                            bool output) {
  std::string out = "//\n// " + std::string(title) + " signature:\n//\n";
  std::string header = "// Name                 Index   Mask Register SysValue  Format   Used";
  std::string rule = "// -------------------- ----- ------ -------- -------- ------- ------";
  if (has_stream_column(signature.kind)) {
    header += " Stream";
    rule += " ------";
  }
  if (has_min_precision_column(signature.kind)) {
    header += " MinPrecision";
    rule += " ------------";
  }
  out += header + "\n" + rule + "\n";
  if (signature.elements.empty()) out += "// no " + std::string(none) + "\n";
  for (const SignatureElement& element : signature.elements) out += print_element(element, signature.kind, output);
  return out + "//\n";
}

std::vector<std::string_view> split_words(std::string_view line) {
  std::vector<std::string_view> words;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    const size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
    if (i > start) words.push_back(line.substr(start, i - start));
  }
  return words;
}

std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r')) text.remove_suffix(1);
  return text;
}

// A run of component letters in order, or null.
std::optional<uint8_t> letters_mask(std::string_view word) {
  if (word.starts_with("0x")) {
    const std::optional<uint64_t> value = text::parse_unsigned(word);
    return value && *value <= 0xFF ? std::optional<uint8_t>(static_cast<uint8_t>(*value)) : std::nullopt;
  }
  uint8_t mask = 0;
  int last = -1;
  for (char c : word) {
    const size_t at = std::string_view("xyzw").find(c);
    if (at == std::string_view::npos || static_cast<int>(at) <= last) return std::nullopt;
    last = static_cast<int>(at);
    mask |= 1u << at;
  }
  return word.empty() ? std::nullopt : std::optional<uint8_t>(mask);
}

[[noreturn]] void row_error(size_t line_number, const std::string& what) {
  throw Error(Status::MalformedInput, "line " + std::to_string(line_number) + ": signature row: " + what);
}

uint32_t number_or_word(std::span<const text::Word> table, std::string_view word, size_t line_number,
                        std::string_view column) {
  if (std::optional<uint32_t> value = text::value_for(table, word)) return *value;
  if (std::optional<uint64_t> value = text::parse_unsigned(word); value && *value <= 0xFFFFFFFFu)
    return static_cast<uint32_t>(*value);
  row_error(line_number, "unknown " + std::string(column) + " '" + printable_name(word) + "'");
}

}  // namespace

std::string print_signatures(const Signatures& signatures, ProgramType type) {
  std::string out;
  if (signatures.input) out += print_signature(*signatures.input, "Input", "Input", false);
  if (signatures.output) out += print_signature(*signatures.output, "Output", "Output", true);
  if (signatures.patch_constant)
    out += print_signature(*signatures.patch_constant, "Patch Constant", "Patch Constant", type == ProgramType::Hull);
  return out;
}

namespace text {

void SignatureReader::read(std::string_view comment, size_t line_number) {
  const std::string_view line = trim(comment);
  auto start = [&](std::optional<Signature>& slot, PartKind kind) {
    slot = Signature{kind, {}};
    current_ = &slot;
    state_ = State::Title;
  };
  if (line == "Input signature:") return start(signatures_.input, PartKind::InputSignatureOld);
  if (line == "Output signature:") return start(signatures_.output, PartKind::OutputSignatureOld);
  if (line == "Patch Constant signature:") return start(signatures_.patch_constant, PartKind::PatchConstantSignatureOld);
  switch (state_) {
    case State::Outside:
      return;
    case State::Title:
      if (line.starts_with("Name")) {
        has_stream_ = line.find("Stream") != std::string_view::npos;
        has_min_precision_ = line.find("MinPrecision") != std::string_view::npos;
        Signature& signature = **current_;
        const bool input = current_ == &signatures_.input;
        const bool output = current_ == &signatures_.output;
        if (has_min_precision_)
          signature.kind = input ? PartKind::InputSignature
                                 : output ? PartKind::OutputSignature : PartKind::PatchConstantSignature;
        else if (has_stream_ && output)
          signature.kind = PartKind::OutputSignature5;
        state_ = State::Header;
      }
      return;
    case State::Header:
      if (line.starts_with("-")) state_ = State::Rows;
      return;
    case State::Rows:
      break;
  }
  if (line.empty()) {
    state_ = State::Outside;
    return;
  }
  if (line.starts_with("no ")) return;
  const std::vector<std::string_view> words = split_words(line);
  if (words.size() < 2) row_error(line_number, "expected a semantic name and index");
  SignatureElement element;
  element.semantic_name = std::string(words[0]);
  const std::optional<uint64_t> index = parse_unsigned(words[1]);
  if (!index || *index > 0xFFFFFFFFu) row_error(line_number, "expected a semantic index after the name");
  element.semantic_index = static_cast<uint32_t>(*index);
  const NamedSemantic* named = find_named_semantic(element.semantic_name);
  size_t at = 2;
  bool unnumbered = false;
  if (at < words.size() && words[at] == "N/A") {
    unnumbered = true;
    element.mask = 1;
    element.register_index = kNoRegister;
    ++at;
  } else {
    while (at < words.size() && letters_mask(words[at])) element.mask |= *letters_mask(words[at++]);
  }
  if (words.size() < at + 3) row_error(line_number, "expected Register, SysValue and Format columns");
  if (unnumbered) {
    // The register's name is the direction's; take() checks it once that is known.
    if (!named || (unnumbered_register(named, true) != words[at] && unnumbered_register(named, false) != words[at]))
      row_error(line_number, "'" + printable_name(words[at]) + "' is not the register of " + element.semantic_name);
  } else if (std::optional<uint64_t> reg = parse_unsigned(words[at]); reg && *reg <= 0xFFFFFFFFu) {
    element.register_index = static_cast<uint32_t>(*reg);
  } else {
    row_error(line_number, "expected a register number or N/A, found '" + printable_name(words[at]) + "'");
  }
  const std::string_view register_word = words[at];
  if (named && words[at + 1] == named->system_value)
    element.system_value = 0;  // as fxc stores it
  else
    element.system_value = number_or_word(signature_system_values(), words[at + 1], line_number, "SysValue");
  element.component_type = static_cast<SignatureComponentType>(
      number_or_word(signature_component_types(), words[at + 2], line_number, "Format"));
  at += 3;
  // Used, as printed: take() makes the read/write mask of it once the direction is known.
  Pending pending{current_, (*current_)->elements.size(), Pending::Letters, 0, std::string(register_word)};
  if (unnumbered) {
    if (at >= words.size() || (words[at] != "YES" && words[at] != "NO"))
      row_error(line_number, "expected YES or NO in the Used column of an N/A row");
    pending.kind = words[at++] == "YES" ? Pending::Yes : Pending::No;
  } else if (at < words.size() && words[at].starts_with("0x")) {
    const std::optional<uint8_t> raw = letters_mask(words[at]);
    if (!raw) row_error(line_number, "expected a byte in the Used column, found '" + printable_name(words[at]) + "'");
    pending.kind = Pending::Raw;
    pending.value = *raw;
    ++at;
  } else {
    while (at < words.size() && letters_mask(words[at])) pending.value |= *letters_mask(words[at++]);
  }
  if (has_stream_) {
    const std::optional<uint64_t> stream = at < words.size() ? parse_unsigned(words[at]) : std::nullopt;
    if (!stream || *stream > 0xFFFFFFFFu) row_error(line_number, "expected a stream number in the Stream column");
    element.stream = static_cast<uint32_t>(*stream);
    ++at;
  }
  if (has_min_precision_) {
    if (at >= words.size()) row_error(line_number, "expected the MinPrecision column");
    element.min_precision = number_or_word(signature_min_precisions(), words[at++], line_number, "MinPrecision");
  }
  if (at != words.size())
    row_error(line_number, "unexpected '" + printable_name(words[at]) + "' after the last column");
  pending.line_number = line_number;
  pending_.push_back(std::move(pending));
  (*current_)->elements.push_back(std::move(element));
}

Signatures SignatureReader::take(ProgramType type) {
  for (const Pending& pending : pending_) {
    if (!*pending.signature) continue;
    SignatureElement& element = (*pending.signature)->elements.at(pending.index);
    const bool output = pending.signature == &signatures_.output ||
                        (pending.signature == &signatures_.patch_constant && type == ProgramType::Hull);
    switch (pending.kind) {
      case Pending::Letters:
        element.read_write_mask = output ? static_cast<uint8_t>(~pending.value & 0xF) : pending.value;
        break;
      case Pending::Raw:
        element.read_write_mask = pending.value;
        break;
      case Pending::Yes:
      case Pending::No:
        if (unnumbered_register(find_named_semantic(element.semantic_name), output) != pending.register_name)
          row_error(pending.line_number, "'" + printable_name(pending.register_name) + "' is not the " +
                                             (output ? "output" : "input") + " register of " + element.semantic_name);
        element.read_write_mask = yes_no_read_write(pending.kind == Pending::Yes, output);
        break;
    }
  }
  pending_.clear();
  state_ = State::Outside;
  return std::move(signatures_);
}

}  // namespace text
}  // namespace untangle::dxbc
