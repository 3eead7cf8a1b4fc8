// Parser and printer of the CFG text notation described in text_format.h.
#include "test_support/text_format.h"

#include <charconv>
#include <map>
#include <sstream>
#include <vector>

#include "structurizer/error.h"

namespace untangle::test_support {

using namespace structurizer;

namespace {

bool is_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '.' || c == '$' || c == '-';
}

bool is_keyword(std::string_view word) {
  return word == "ret" || word == "return" || word == "unreachable" || word == "switch" ||
         word == "dispatch" || word == "if";
}

struct Token {
  bool is_name = false;
  std::string text;
};

struct Item {
  size_t line = 0;
  std::vector<Token> tokens;
};

std::vector<Item> split_items(std::string_view text) {
  std::vector<Item> items(1);
  size_t line = 1;
  items.back().line = line;
  auto next_item = [&] {
    if (!items.back().tokens.empty()) items.emplace_back();
    items.back().line = line;
  };
  for (size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (c == '#') {
      while (i < text.size() && text[i] != '\n') ++i;
    } else if (c == '\n') {
      ++line;
      next_item();
      ++i;
    } else if (c == '/') {
      next_item();
      ++i;
    } else if (c == ' ' || c == '\t' || c == '\r') {
      ++i;
    } else if (is_name_char(c)) {
      size_t end = i;
      while (end < text.size() && is_name_char(text[end])) ++end;
      items.back().tokens.push_back({true, std::string(text.substr(i, end - i))});
      i = end;
    } else if (c == ':' || c == '[' || c == ']' || c == '{' || c == '}' || c == '=' || c == ',' ||
               c == '+' || c == '@') {
      items.back().tokens.push_back({false, std::string(1, c)});
      ++i;
    } else {
      throw TextFormatError("line " + std::to_string(line) + ": unexpected character '" +
                            std::string(1, c) + "'");
    }
  }
  if (items.back().tokens.empty()) items.pop_back();
  return items;
}

class ItemParser {
 public:
  ItemParser(const Item& item, Function& function, std::map<std::string, SelectorId>& selectors)
      : item_(item), function_(function), selectors_(selectors) {}

  // Reads "['+'] name ['@' origin] ':'"; returns the name and leaves the cursor after ':'.
  struct Header {
    std::string name;
    bool synthetic = false;
    bool has_origin = false;
    uint32_t origin = 0;
  };
  Header header() {
    Header result;
    if (peek_punct("+")) {
      ++position_;
      result.synthetic = true;
    }
    result.name = name("block name");
    if (peek_punct("@")) {
      ++position_;
      if (result.synthetic) fail("a synthetic block has no origin");
      result.origin = static_cast<uint32_t>(integer("origin"));
      result.has_origin = true;
    }
    expect(":");
    return result;
  }

  void body(BlockId block) {
    if (peek_punct("[")) {
      ++position_;
      for (;;) {
        const SelectorId selector = selector_named(name("selector"));
        expect("=");
        function_.add_assignment(block, {selector, integer("selector value")});
        if (peek_punct("]")) break;
        expect(",");
      }
      ++position_;
    }
    function_.set_terminator(block, terminator());
    if (peek_punct("{")) {
      ++position_;
      const std::string kind = name("merge kind");
      MergeInfo merge;
      merge.merge_block = block_named(name("merge block"));
      if (kind == "loop") {
        merge.kind = MergeKind::Loop;
        merge.continue_target = block_named(name("continue target"));
      } else if (kind == "selection") {
        merge.kind = MergeKind::Selection;
      } else {
        fail("unknown merge kind '" + kind + "' (expected loop or selection)");
      }
      expect("}");
      function_.set_merge(block, merge);
    }
    if (position_ != item_.tokens.size()) fail("unexpected '" + item_.tokens[position_].text + "'");
  }

 private:
  Terminator terminator() {
    if (position_ == item_.tokens.size()) fail("missing terminator");
    const std::string first = name("terminator");
    if (first == "ret" || first == "return") return Terminator::return_from_function();
    if (first == "unreachable") return Terminator::unreachable();
    if (first == "if") {
      const SelectorId selector = selector_named(name("selector"));
      expect("=");
      const int64_t value = integer("compared value");
      const BlockId if_equal = block_named(name("target when equal"));
      return Terminator::branch_on_selector(selector, value, if_equal, block_named(name("target otherwise")));
    }
    if (first == "switch" || first == "dispatch") {
      const bool on_selector = first == "dispatch";
      const SelectorId selector = on_selector ? selector_named(name("selector")) : 0;
      const BlockId default_target = block_named(name("default target"));
      std::vector<std::pair<int64_t, BlockId>> cases;
      while (position_ < item_.tokens.size() && item_.tokens[position_].is_name) {
        const int64_t value = integer("case value");
        expect(":");
        cases.emplace_back(value, block_named(name("case target")));
      }
      return on_selector ? Terminator::switch_on_selector(selector, default_target, std::move(cases))
                         : Terminator::switch_on_value(default_target, std::move(cases));
    }
    const BlockId target = block_named(first);
    if (position_ < item_.tokens.size() && item_.tokens[position_].is_name)
      return Terminator::conditional(target, block_named(name("false target")));
    return Terminator::branch(target);
  }

  [[noreturn]] void fail(const std::string& message) const {
    throw TextFormatError("line " + std::to_string(item_.line) + ": " + message);
  }

  bool peek_punct(const char* punct) const {
    return position_ < item_.tokens.size() && !item_.tokens[position_].is_name &&
           item_.tokens[position_].text == punct;
  }

  void expect(const char* punct) {
    if (!peek_punct(punct)) fail(std::string("expected '") + punct + "'");
    ++position_;
  }

  std::string name(const char* what) {
    if (position_ >= item_.tokens.size() || !item_.tokens[position_].is_name)
      fail(std::string("expected ") + what);
    return item_.tokens[position_++].text;
  }

  int64_t integer(const char* what) {
    const std::string text = name(what);
    int64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size())
      fail(std::string("expected an integer ") + what + ", got '" + text + "'");
    return value;
  }

  BlockId block_named(const std::string& block_name) const {
    const BlockId id = function_.find(block_name);
    if (id == kNoBlock) fail("unknown block '" + block_name + "'");
    return id;
  }

  SelectorId selector_named(const std::string& selector_name) {
    const auto found = selectors_.find(selector_name);
    if (found != selectors_.end()) return found->second;
    const SelectorId id = function_.add_selector(selector_name);
    selectors_.emplace(selector_name, id);
    return id;
  }

  const Item& item_;
  Function& function_;
  std::map<std::string, SelectorId>& selectors_;
  size_t position_ = 0;
};

const char* terminator_keyword(TerminatorKind kind) {
  return kind == TerminatorKind::Switch ? "switch" : "dispatch";
}

void print_block(const Function& function, BlockId id, uint32_t expected_origin, std::ostream& out) {
  const Block& block = function.block(id);
  if (block.synthetic()) out << '+';
  out << block.name;
  if (!block.synthetic() && block.origin != expected_origin) out << '@' << block.origin;
  out << ':';
  if (!block.assignments.empty()) {
    out << " [";
    for (size_t i = 0; i < block.assignments.size(); ++i) {
      if (i) out << ", ";
      out << function.selectors()[block.assignments[i].selector] << '=' << block.assignments[i].value;
    }
    out << ']';
  }
  const Terminator& terminator = block.terminator;
  switch (terminator.kind) {
    case TerminatorKind::Return: out << " ret"; break;
    case TerminatorKind::Unreachable: out << " unreachable"; break;
    case TerminatorKind::Branch:
    case TerminatorKind::ConditionalBranch:
      for (BlockId target : terminator.targets) out << ' ' << function.block(target).name;
      break;
    case TerminatorKind::SelectorBranch:
      out << " if " << function.selectors()[terminator.selector] << '=' << terminator.case_values[0] << ' '
          << function.block(terminator.targets[0]).name << ' ' << function.block(terminator.targets[1]).name;
      break;
    case TerminatorKind::Switch:
    case TerminatorKind::SelectorSwitch:
      out << ' ' << terminator_keyword(terminator.kind);
      if (terminator.kind == TerminatorKind::SelectorSwitch)
        out << ' ' << function.selectors()[terminator.selector];
      out << ' ' << function.block(terminator.targets[0]).name;
      for (size_t i = 0; i < terminator.case_values.size(); ++i)
        out << ' ' << terminator.case_values[i] << ':' << function.block(terminator.targets[i + 1]).name;
      break;
  }
  if (block.merge.kind == MergeKind::Loop)
    out << " {loop " << block_label(function, block.merge.merge_block) << ' '
        << block_label(function, block.merge.continue_target) << '}';
  else if (block.merge.kind == MergeKind::Selection)
    out << " {selection " << block_label(function, block.merge.merge_block) << '}';
  out << '\n';
}

}  // namespace

Function parse_cfg(std::string_view text, std::string function_name) {
  const std::vector<Item> items = split_items(text);
  if (items.empty()) throw TextFormatError("empty CFG text: no blocks");
  Function function(std::move(function_name));
  std::map<std::string, SelectorId> selectors;
  uint32_t next_origin = 0;
  std::vector<ItemParser::Header> headers;
  for (const Item& item : items) {
    ItemParser parser(item, function, selectors);
    ItemParser::Header header = parser.header();
    if (is_keyword(header.name))
      throw TextFormatError("line " + std::to_string(item.line) + ": '" + header.name +
                            "' is a keyword, not a block name");
    if (function.find(header.name) != kNoBlock)
      throw TextFormatError("line " + std::to_string(item.line) + ": block '" + header.name +
                            "' defined twice");
    uint32_t origin = kSyntheticOrigin;
    if (!header.synthetic) {
      origin = header.has_origin ? header.origin : next_origin;
      next_origin = origin + 1;
    }
    function.add_block(header.name, origin);
  }
  for (size_t i = 0; i < items.size(); ++i) {
    ItemParser parser(items[i], function, selectors);
    parser.header();
    parser.body(static_cast<BlockId>(i));
  }
  function.set_entry(0);
  return function;
}

std::string print_cfg(const Function& function) {
  std::ostringstream out;
  uint32_t expected_origin = 0;
  auto print = [&](BlockId id) {
    print_block(function, id, expected_origin, out);
    if (!function.block(id).synthetic()) expected_origin = function.block(id).origin + 1;
  };
  if (function.size() == 0) return {};
  print(function.entry());
  for (BlockId id = 0; id < function.size(); ++id)
    if (id != function.entry()) print(id);
  return out.str();
}

}  // namespace untangle::test_support
