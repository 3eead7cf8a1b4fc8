// Operation coverage: every DXIL operation of dxil/dxops.def either translates (a minimal
// module calling it becomes valid SPIR-V, or one the tests' printer reads where Debian's
// validator cannot judge its extension) or is rejected with a one-line Unsupported error
// naming it; spirv_emit/README.md lists exactly the rejected ones, each with its reason.
#include <gtest/gtest.h>

#include <fstream>
#include <future>
#include <map>
#include <regex>
#include <sstream>

#include "common/error.h"
#include "dxil/dxop_signature.h"
#include "dxop_modules.h"
#include "instruction_printer.h"
#include "spirv_emit/dxop/table.h"
#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

std::string op_label(const dxil::DxOpInfo& info) {
  return std::to_string(static_cast<uint32_t>(info.op)) + " (" + std::string(info.name) + ")";
}

// The modules of `ops`, assembled by llvm-as-14 a few at a time: starting it is most of the
// time this test takes.
std::map<dxil::DxOp, std::vector<uint8_t>> assemble_modules(const std::map<dxil::DxOp, std::string>& texts) {
  constexpr size_t kConcurrent = 8;
  std::map<dxil::DxOp, std::vector<uint8_t>> modules;
  std::vector<std::pair<dxil::DxOp, std::future<std::vector<uint8_t>>>> running;
  auto finish = [&] {
    for (auto& [op, bytes] : running) modules.emplace(op, bytes.get());
    running.clear();
  };
  for (const auto& [op, text] : texts) {
    running.emplace_back(op, std::async(std::launch::async, assemble_text, std::cref(text),
                                        "coverage_" + std::to_string(static_cast<uint32_t>(op))));
    if (running.size() == kConcurrent) finish();
  }
  finish();
  return modules;
}

TEST(DxOpCoverage, EveryTranslatedOperationTranslatesToValidSpirv) {
  std::map<dxil::DxOp, std::string> texts;
  for (const dxil::DxOpInfo& info : dxil::all_dxops()) {
    if (!dxop_supported(info.op)) continue;
    const std::optional<std::string> text = translated_op_module(info.op);
    if (text) texts.emplace(info.op, *text);
    else
      ADD_FAILURE() << info.name << " translates now: add a call to it in tests/spirv_emit/dxop_modules.cpp and "
                    << "take it off spirv_emit/README.md's list of rejected operations";
  }
  const auto modules = assemble_modules(texts);
  size_t translated = 0;
  for (const auto& [op, bytes] : modules) {
    SCOPED_TRACE(op_label(dxil::dxop_info(op)));
    try {
      const Translation translation = translate_module(*api::Module::parse(bytes));
      const spirv_tools::ValidationResult validation = spirv_tools::validate(translation.words);
      if (!validation.unjudged.empty()) {
        // Debian's SPIRV-Tools predates the module's extension (work graphs' revision 2): the
        // tests' printer reads each instruction by its shape instead, and node_shaders_test
        // checks them.
        EXPECT_NO_THROW(printed_lines(translation.words)) << validation.unjudged;
      } else {
        EXPECT_TRUE(validation.valid) << validation.messages << "\n" << spirv_tools::disassemble(translation.words);
      }
      ++translated;
    } catch (const std::exception& error) {
      ADD_FAILURE() << "translation failed: " << error.what() << "\n" << texts.at(op);
    }
  }
  EXPECT_GT(translated, 100u);
}

TEST(DxOpCoverage, EveryOtherOperationIsRejectedNamingIt) {
  std::map<dxil::DxOp, std::string> texts;
  for (const dxil::DxOpInfo& info : dxil::all_dxops())
    if (!dxop_supported(info.op)) texts.emplace(info.op, opcode_only_module(info.op));
  size_t rejected = 0;
  for (const auto& [op, bytes] : assemble_modules(texts)) {
    const dxil::DxOpInfo info = dxil::dxop_info(op);
    SCOPED_TRACE(op_label(info));
    try {
      translate_module(*api::Module::parse(bytes));
      ADD_FAILURE() << "translated, yet dxop_supported says it is not";
    } catch (const Error& error) {
      EXPECT_EQ(error.status(), Status::Unsupported);
      EXPECT_EQ(error.detail(), "DXIL operation " + op_label(info) + " is not supported");
      // The call as the module writes it: its result and overload suffix where it has them.
      EXPECT_TRUE(
          std::regex_match(error.location().instruction,
                           std::regex("(%r = )?call @dx\\.op\\." + std::string(info.op_class) + "(\\.[\\w.]+)?")))
          << error.location().instruction;
      EXPECT_EQ(std::string(error.what()).find('\n'), std::string::npos) << error.what();
      ++rejected;
    }
  }
  EXPECT_GT(rejected, 0u);
}

// SM 6.9's vector overloads, swept from the signature table: every elementwise operation
// untangle translates, called with vectors of each element type its overloads list, short (4)
// and long (5), translates into valid SPIR-V, whatever lowering the element types take. (A
// lowering that assumed an element kind gave, for one, OpUConvert of a bool vector.) The
// vector operations of their own (raw buffer vectors, FDot, the reductions) are tested in
// long_vectors_test.cpp; non-overload operands are 0 (a sum, signed, the first lane).
struct VectorElement {
  char letter;
  std::string type, suffix, scalar;  // LLVM type, name suffix, a value of it in the module
};
const VectorElement kVectorElements[] = {
    {'h', "half", "f16", "%h"}, {'f', "float", "f32", "%f"}, {'d', "double", "f64", "%d"}, {'1', "i1", "i1", "%b"},
    {'8', "i8", "i8", "%c8"},   {'w', "i16", "i16", "%s"},   {'i', "i32", "i32", "%i"},    {'l', "i64", "i64", "%l"},
};

// Calls of `op` with every vector overload its letters allow, at lengths 4 and 5; empty
// when a position is not one an elementwise call has.
std::string vector_overload_calls(dxil::DxOp op) {
  const std::string_view overloads = dxil::dxop_overloads(op);
  const std::string_view letters = overloads.substr(overloads.find('<') + 1);
  const auto signature = dxil::dxop_signature(op);
  std::string body = "%c8 = trunc i32 %i to i8\n";
  size_t call = 0;
  for (const VectorElement& element : kVectorElements) {
    if (letters.find(element.letter) == std::string_view::npos) continue;
    for (const uint32_t length : {4u, 5u}) {
      const std::string n = std::to_string(length);
      const std::string vector = "<" + n + " x " + element.type + ">";
      const std::string value = "%v" + std::to_string(call);
      body += value + " = insertelement " + vector + " zeroinitializer, " + element.type + " " + element.scalar +
              ", i32 1\n";
      std::string arguments = "i32 " + std::to_string(static_cast<uint32_t>(op));
      for (size_t position = 2; position < signature.size(); ++position) {
        switch (signature[position]) {
          case dxil::SignatureType::Overload: arguments += ", " + vector + " " + value; break;
          case dxil::SignatureType::I32: arguments += ", i32 0"; break;
          case dxil::SignatureType::I8: arguments += ", i8 0"; break;
          default: return "";
        }
      }
      std::string result;
      switch (signature.front()) {
        case dxil::SignatureType::Overload: result = vector; break;
        case dxil::SignatureType::OverloadShapedI1: result = "<" + n + " x i1>"; break;
        case dxil::SignatureType::OverloadShapedI32: result = "<" + n + " x i32>"; break;
        case dxil::SignatureType::FourI32: result = "%dx.types.fouri32"; break;
        default: return "";
      }
      body += "%r" + std::to_string(call) + " = call " + result + " @dx.op." +
              std::string(dxil::dxop_info(op).op_class) + ".v" + n + element.suffix + "(" + arguments + ")\n";
      ++call;
    }
  }
  return call == 0 ? "" : body;
}

TEST(DxOpCoverage, EveryVectorOverloadOfAnElementwiseOperationTranslates) {
  std::map<dxil::DxOp, std::string> texts;
  for (const dxil::DxOpInfo& info : dxil::all_dxops()) {
    if (!dxop_supported(info.op) || dxil::dxop_overloads(info.op).find('<') == std::string_view::npos) continue;
    const std::string calls = vector_overload_calls(info.op);
    if (!calls.empty()) texts.emplace(info.op, compute_module(calls));
  }
  EXPECT_GT(texts.size(), 50u);
  for (const auto& [op, bytes] : assemble_modules(texts)) {
    SCOPED_TRACE(op_label(dxil::dxop_info(op)));
    try {
      const Translation translation = translate_module(*api::Module::parse(bytes));
      const spirv_tools::ValidationResult validation = spirv_tools::validate(translation.words);
      EXPECT_TRUE(validation.valid) << validation.messages;
    } catch (const std::exception& error) {
      ADD_FAILURE() << "translation failed: " << error.what() << "\n" << texts.at(op);
    }
  }
}

// The rows of the README's table of rejected operations: name -> (number, reason).
std::map<std::string, std::pair<uint32_t, std::string>> readme_rejected_operations() {
  std::ifstream file(std::filesystem::path(UNTANGLE_SOURCE_DIR) / "spirv_emit" / "README.md");
  std::stringstream text;
  text << file.rdbuf();
  const std::string readme = text.str();
  const std::string begin = "<!-- rejected operations: begin -->";
  const std::string end = "<!-- rejected operations: end -->";
  const size_t from = readme.find(begin);
  const size_t to = readme.find(end);
  if (from == std::string::npos || to == std::string::npos) return {};
  std::map<std::string, std::pair<uint32_t, std::string>> rows;
  const std::regex row(R"(^\| `(\w+)` \| (0x[0-9A-F]+|\d+) \| (.+) \|$)");
  std::istringstream lines(readme.substr(from, to - from));
  for (std::string line; std::getline(lines, line);) {
    std::smatch match;
    if (std::regex_match(line, match, row))
      rows[match[1]] = {static_cast<uint32_t>(std::stoul(match[2], nullptr, 0)), match[3]};
  }
  return rows;
}

TEST(DxOpCoverage, ReadmeListsExactlyTheRejectedOperationsWithAReason) {
  const auto rows = readme_rejected_operations();
  ASSERT_FALSE(rows.empty()) << "spirv_emit/README.md has no table of rejected operations between its markers";
  for (const dxil::DxOpInfo& info : dxil::all_dxops()) {
    const std::string name(info.name);
    const auto row = rows.find(name);
    if (dxop_supported(info.op)) {
      EXPECT_EQ(row, rows.end()) << name << " translates now: take it off spirv_emit/README.md's list";
      continue;
    }
    if (row == rows.end()) {
      ADD_FAILURE() << name << " is rejected: list it in spirv_emit/README.md with the reason";
      continue;
    }
    EXPECT_EQ(row->second.first, static_cast<uint32_t>(info.op)) << name;
    const std::string& reason = row->second.second;
    EXPECT_TRUE(reason.rfind("no Vulkan equivalent", 0) == 0 || reason.rfind("not yet", 0) == 0)
        << name << ": the reason starts with \"no Vulkan equivalent\" or \"not yet\", not \"" << reason << "\"";
  }
  for (const auto& [name, row] : rows) {
    const std::optional<dxil::DxOp> op = dxil::dxop_from_number(row.first);
    EXPECT_TRUE(op && dxil::dxop_name(*op) == name) << name << " is not DXIL operation " << row.first;
  }
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
