// The assembler's cursor, and operands read from fxc's syntax: registers with their indices,
// component suffixes, modifiers and minimum precision, and l(...) / d(...) immediates.
#include <memory>
#include <string>

#include "common/error.h"
#include "dxbc/text_numbers.h"
#include "dxbc/text_parser.h"
#include "dxbc/text_syntax.h"

namespace untangle::dxbc::text {

void Cursor::skip_spaces(bool lines) {
  while (position_ < text_.size()) {
    const char c = text_[position_];
    if (c == ' ' || c == '\t' || c == '\r' || (lines && c == '\n')) {
      ++position_;
    } else if (lines && text_.substr(position_).starts_with("//")) {
      next_line();
    } else {
      return;
    }
  }
}

bool Cursor::at_statement_end() {
  skip_spaces();
  return position_ >= text_.size() || text_[position_] == '\n' || text_.substr(position_).starts_with("//");
}

char Cursor::peek() {
  skip_spaces();
  return position_ < text_.size() ? text_[position_] : '\0';
}

bool Cursor::consume(char c) {
  if (peek() != c) return false;
  ++position_;
  return true;
}

void Cursor::expect(char c, std::string_view what) {
  if (!consume(c)) {
    const std::string_view found = token();
    fail("expected " + std::string(what) + ", found " +
         (found.empty() ? (at_statement_end() ? std::string("the end of the line") : "'" + std::string(1, peek()) + "'")
                        : "'" + printable_name(found) + "'"));
  }
}

std::string_view Cursor::identifier() {
  const size_t start = position_;
  while (position_ < text_.size()) {
    const char c = text_[position_];
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) break;
    ++position_;
  }
  return text_.substr(start, position_ - start);
}

std::string_view Cursor::token() {
  skip_spaces();
  const size_t start = position_;
  while (position_ < text_.size() && std::string_view(",)}]| \t\r\n").find(text_[position_]) == std::string_view::npos)
    ++position_;
  const std::string_view found = text_.substr(start, position_ - start);
  position_ = start;  // a look, not a read: callers consume what they accept
  return found;
}

uint32_t Cursor::number(std::string_view what) {
  skip_spaces();
  const size_t start = position_;
  const std::string_view word = identifier();
  position_ = start;
  const std::optional<uint64_t> value = parse_unsigned(word);
  if (!value || *value > 0xFFFFFFFFu)
    fail("expected " + std::string(what) + ", found " +
         (word.empty() ? std::string("nothing") : "'" + printable_name(word) + "'"));
  position_ += word.size();
  return static_cast<uint32_t>(*value);
}

std::string_view Cursor::rest_of_line() const {
  const size_t end = text_.find('\n', position_);
  return text_.substr(position_, (end == std::string_view::npos ? text_.size() : end) - position_);
}

void Cursor::next_line() {
  const size_t end = text_.find('\n', position_);
  position_ = end == std::string_view::npos ? text_.size() : end + 1;
}

size_t Cursor::line_number(size_t position) const {
  size_t line = 1;
  for (size_t i = 0; i < position && i < text_.size(); ++i) line += text_[i] == '\n';
  return line;
}

void Cursor::fail_at(size_t position, const std::string& what) const {
  const size_t newline = position == 0 ? std::string_view::npos : text_.rfind('\n', position - 1);
  const size_t column = position - (newline == std::string_view::npos ? 0 : newline + 1) + 1;
  throw Error(Status::MalformedInput,
              "line " + std::to_string(line_number(position)) + ", column " + std::to_string(column) + ": " + what);
}

namespace {

constexpr std::string_view kComponents = "xyzw";

void parse_immediates(Cursor& cursor, Operand& operand) {
  const bool wide = operand.type == OperandType::Immediate64;
  size_t count = 0;
  do {
    const size_t at = cursor.position();
    const std::string_view word = cursor.token();
    if (count == (wide ? 2u : 4u)) cursor.fail(std::string("too many components in ") + (wide ? "d(...)" : "l(...)"));
    if (wide) {
      const std::optional<uint64_t> value = parse_immediate64(word);
      if (!value) cursor.fail_at(at, "expected a double, found '" + printable_name(word) + "'");
      operand.immediate[2 * count] = static_cast<uint32_t>(*value);
      operand.immediate[2 * count + 1] = static_cast<uint32_t>(*value >> 32);
    } else {
      const std::optional<uint32_t> value = parse_immediate32(word);
      if (!value) cursor.fail_at(at, "expected a number, found '" + printable_name(word) + "'");
      operand.immediate[count] = *value;
    }
    cursor.set_position(cursor.position() + word.size());
    ++count;
  } while (cursor.consume(','));
  cursor.expect(')', "')' after the immediate's components");
  if (wide ? count != 1 && count != 2 : count != 1 && count != 4)
    cursor.fail(std::string("an immediate has ") + (wide ? "1 or 2 doubles" : "1 or 4 components") + ", not " +
                std::to_string(count));
  operand.component_count = count == 1 ? 1 : 4;
}

OperandIndex parse_index(Cursor& cursor, const Program& program) {
  OperandIndex index;
  const char first = cursor.peek();
  if (first >= '0' && first <= '9') {
    std::string_view word = cursor.token();
    const bool wide = word.ends_with("l");
    if (wide) word.remove_suffix(1);
    const std::optional<uint64_t> value = parse_unsigned(word);
    if (!value || (!wide && *value > 0xFFFFFFFFu)) cursor.fail("expected an index, found '" + printable_name(word) + "'");
    cursor.set_position(cursor.position() + word.size() + (wide ? 1 : 0));
    index.representation = wide ? IndexRepresentation::Immediate64 : IndexRepresentation::Immediate32;
    index.immediate = *value;
  } else {
    index.relative = std::make_shared<const Operand>(parse_operand(cursor, program, false));
    index.representation = IndexRepresentation::Relative;
    if (cursor.consume('+')) {
      std::string_view word = cursor.token();
      const bool wide = word.ends_with("l");
      if (wide) word.remove_suffix(1);
      const std::optional<uint64_t> value = parse_unsigned(word);
      if (!value || (!wide && *value > 0xFFFFFFFFu))
        cursor.fail("expected the index's offset after '+', found '" + printable_name(word) + "'");
      cursor.set_position(cursor.position() + word.size() + (wide ? 1 : 0));
      index.representation = wide ? IndexRepresentation::Immediate64PlusRelative
                                  : IndexRepresentation::Immediate32PlusRelative;
      index.immediate = *value;
    }
  }
  cursor.expect(']', "']' after the index");
  return index;
}

void parse_selection(Cursor& cursor, Operand& operand, bool destination) {
  const size_t at = cursor.position();
  const std::string_view letters = cursor.identifier();
  std::array<uint8_t, 4> sources{};
  bool ordered = !letters.empty() && letters.size() <= 4;
  for (size_t i = 0; i < letters.size(); ++i) {
    const size_t component = kComponents.find(letters[i]);
    if (component == std::string_view::npos || i >= 4)
      cursor.fail_at(at, "expected components (x, y, z, w) after '.', found '" + printable_name(letters) + "'");
    sources[i] = static_cast<uint8_t>(component);
    if (i > 0 && sources[i] <= sources[i - 1]) ordered = false;
  }
  operand.component_count = 4;
  auto as_mask = [&] {
    operand.selection = ComponentSelection::Mask;
    for (size_t i = 0; i < letters.size(); ++i) operand.mask |= 1u << sources[i];
  };
  if (destination && ordered) {
    as_mask();
  } else if (letters.size() == 4) {
    operand.selection = ComponentSelection::Swizzle;
    operand.swizzle = sources;
  } else if (!destination && letters.size() == 1) {
    operand.selection = ComponentSelection::Select1;
    operand.swizzle.fill(sources[0]);
  } else if (!destination && ordered) {
    as_mask();
  } else {
    cursor.fail_at(at, "'" + printable_name(letters) + "' is neither a write mask nor a swizzle of four components");
  }
}

// The braces after an operand; true when they held {components(N)}.
bool parse_braces(Cursor& cursor, Operand& operand) {
  bool components = false;
  while (cursor.peek() == '{') {
    const size_t brace_at = cursor.position();
    cursor.consume('{');
    cursor.skip_spaces();
    const size_t at = cursor.position();
    const std::string_view word = cursor.identifier();
    if (word == kComponentsAnnotation) {
      cursor.set_position(brace_at);
      components = parse_components_annotation(cursor, operand);
      continue;
    }
    if (word == "nonuniform") {
      operand.non_uniform = true;
    } else if (std::optional<uint32_t> precision = value_for(min_precisions(), word)) {
      operand.min_precision = static_cast<MinPrecision>(*precision);
    } else {
      cursor.fail_at(at, "expected min16f, min2_8f, min16i, min16u, nonuniform or components(N), found '" +
                             printable_name(word) + "'");
    }
    cursor.expect('}', "'}'");
  }
  return components;
}

}  // namespace

bool parse_components_annotation(Cursor& cursor, Operand& operand) {
  const size_t at = cursor.position();
  if (cursor.peek() != '{') return false;
  cursor.consume('{');
  cursor.skip_spaces();
  if (cursor.identifier() != kComponentsAnnotation) {
    cursor.set_position(at);
    return false;
  }
  cursor.expect('(', "'(' after 'components'");
  const size_t count_at = cursor.position();
  const uint32_t count = cursor.number("the component count");
  if (count != 0 && count != 1 && count != 4) cursor.fail_at(count_at, "an operand has 0, 1 or 4 components");
  cursor.expect(')', "')' after the component count");
  cursor.expect('}', "'}'");
  // Four components and nothing printed: a mask of none.
  operand.component_count = static_cast<uint8_t>(count);
  operand.selection = ComponentSelection::Mask;
  operand.mask = 0;
  return true;
}

Operand parse_operand(Cursor& cursor, const Program& program, bool destination, bool declaration) {
  Operand operand;
  bool negate = cursor.consume('-');
  const bool absolute = cursor.consume('|');
  cursor.skip_spaces();
  const size_t at = cursor.position();
  const std::string_view rest = cursor.text().substr(at);
  bool suffixed = false;
  if (rest.starts_with("l(") || rest.starts_with("d(")) {
    suffixed = true;
    operand.type = rest[0] == 'l' ? OperandType::Immediate32 : OperandType::Immediate64;
    cursor.set_position(at + 2);
    parse_immediates(cursor, operand);
  } else {
    size_t length = 0;
    const std::optional<OperandType> type = register_type(rest, length);
    if (!type) {
      cursor.set_position(at);
      const std::string_view word = cursor.token();
      cursor.fail(word.empty() ? "expected an operand" : "unknown register '" + printable_name(word) + "'");
    }
    operand.type = *type;
    cursor.set_position(at + length);
    const std::string_view digits = cursor.identifier();
    if (!digits.empty()) {
      const std::optional<uint64_t> value = parse_unsigned(digits);
      if (!value || *value > 0xFFFFFFFFu)
        cursor.fail_at(at, "unknown register '" + printable_name(rest.substr(0, length + digits.size())) + "'");
      operand.indices.push_back(OperandIndex{IndexRepresentation::Immediate32, *value, nullptr});
    }
    while (cursor.peek() == '[') {
      if (operand.indices.size() == 3) cursor.fail("an operand has at most 3 indices");
      cursor.consume('[');
      operand.indices.push_back(parse_index(cursor, program));
    }
    operand.component_count = bare_component_count(operand.type, declaration);
    if (operand.component_count == 4) operand.selection = ComponentSelection::Swizzle;
    if (cursor.peek() == '.' && cursor.text().substr(cursor.position()).size() > 1) {
      cursor.consume('.');
      operand.selection = ComponentSelection::Mask;
      parse_selection(cursor, operand, destination);
      suffixed = true;
    }
  }
  const size_t braces_at = cursor.position();
  if (parse_braces(cursor, operand) && suffixed)
    cursor.fail_at(braces_at, "{components(N)} is for an operand without a component suffix");
  if (absolute) cursor.expect('|', "'|' closing the absolute value");
  operand.modifier = absolute ? (negate ? OperandModifier::AbsNeg : OperandModifier::Abs)
                              : (negate ? OperandModifier::Neg : OperandModifier::None);
  operand.has_extended_token = operand.modifier != OperandModifier::None ||
                               operand.min_precision != MinPrecision::Default || operand.non_uniform;
  return operand;
}

}  // namespace untangle::dxbc::text
