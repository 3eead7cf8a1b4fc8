// The assembler's pieces, shared by its files: a cursor over the listing that knows lines
// and columns for messages, and the parsers of operands, declarations and instructions.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "dxbc/program.h"

namespace untangle::dxbc::text {

class Cursor {
 public:
  explicit Cursor(std::string_view text) : text_(text) {}

  // Skips spaces and tabs; `lines` also skips newlines and "//" comments (inside braces).
  void skip_spaces(bool lines = false);
  // At the end of the statement: a newline, a comment or the end of the text.
  bool at_statement_end();
  char peek();  // after spaces; '\0' at the end
  bool consume(char c);
  void expect(char c, std::string_view what);
  // Letters, digits and '_' from here (no spaces skipped).
  std::string_view identifier();
  // Up to the next ',', ')', '}', ']', '|', space or newline.
  std::string_view token();
  uint32_t number(std::string_view what);  // an unsigned decimal or hex integer
  size_t position() const { return position_; }
  void set_position(size_t position) { position_ = position; }
  std::string_view rest_of_line() const;
  bool at_end() const { return position_ >= text_.size(); }
  void next_line();
  std::string_view text() const { return text_; }
  [[noreturn]] void fail(const std::string& what) const { fail_at(position_, what); }
  [[noreturn]] void fail_at(size_t position, const std::string& what) const;
  size_t line_number(size_t position) const;

 private:
  std::string_view text_;
  size_t position_ = 0;
};

// One operand; `destination` says a component suffix is a write mask; without a suffix it
// has the components bare_component_count gives for an instruction's or a `declaration`'s
// operand, or those its {components(N)} says.
Operand parse_operand(Cursor& cursor, const Program& program, bool destination, bool declaration = false);
// Reads " {components(N)}" into `operand` when it comes next (N components, none selected);
// false, and nothing read, when it does not.
bool parse_components_annotation(Cursor& cursor, Operand& operand);
// A declaration whose mnemonic (read already, up to its first '(' or space) is `name`, or
// false when `name` is not a declaration's.
bool parse_declaration(std::string_view name, Cursor& cursor, const Program& program, Instruction& instruction);

}  // namespace untangle::dxbc::text
