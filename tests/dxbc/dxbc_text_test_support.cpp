// Helpers of the DXBC text tests (dxbc_text_test_support.h).
#include "dxbc_text_test_support.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "dxbc/assembler.h"
#include "dxbc/decode.h"
#include "dxbc/encode.h"

namespace untangle::dxbc::testing {
namespace {

const std::filesystem::path kInputs = std::filesystem::path(UNTANGLE_SOURCE_DIR) / "tests" / "dxbc" / "inputs";

std::string describe_operand(const Operand& o) {
  std::ostringstream out;
  out << "type " << int(o.type) << " comps " << int(o.component_count) << " sel " << int(o.selection) << " mask "
      << int(o.mask) << " swz " << int(o.swizzle[0]) << int(o.swizzle[1]) << int(o.swizzle[2]) << int(o.swizzle[3])
      << " mod " << int(o.modifier) << " prec " << int(o.min_precision) << " nu " << o.non_uniform << " ext "
      << o.has_extended_token << " indices " << o.indices.size();
  for (const OperandIndex& index : o.indices) {
    out << " [" << int(index.representation) << " " << index.immediate;
    if (index.relative) out << " rel(" << describe_operand(*index.relative) << ")";
    out << "]";
  }
  for (uint32_t word : o.immediate) out << " " << word;
  return out.str();
}

std::string describe(const Instruction& i) {
  std::ostringstream out;
  out << "opcode " << int(i.opcode) << " controls " << i.controls << " offsets " << i.has_sample_offsets << ":"
      << int(i.sample_offsets[0]) << "," << int(i.sample_offsets[1]) << "," << int(i.sample_offsets[2]) << " dim "
      << i.has_resource_dimension << ":" << int(i.resource_dimension) << ":" << i.resource_stride << " ret "
      << i.has_return_type << ":" << int(i.return_type[0]) << int(i.return_type[1]) << int(i.return_type[2])
      << int(i.return_type[3]) << " length-token " << i.has_length_token << " extra";
  for (uint32_t word : i.extra) out << " " << word;
  for (const Operand& operand : i.operands) out << " | " << describe_operand(operand);
  return out.str();
}

}  // namespace

std::vector<uint32_t> instruction_words(const std::string& listing) {
  const std::vector<uint32_t> words = encode_program(assemble(listing).program);
  return std::vector<uint32_t>(words.begin() + 2, words.end());
}

Program decode_words(const std::vector<uint32_t>& words) {
  std::vector<uint8_t> bytes;
  for (uint32_t word : words)
    for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<uint8_t>(word >> (8 * i)));
  return decode_program(bytes, 0);
}

std::string read_input(const std::string& name) {
  std::ifstream file(kInputs / name, std::ios::binary);
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

std::vector<std::string> input_names() {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(kInputs))
    if (entry.path().extension() == ".asm") names.push_back(entry.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

std::string difference(const Program& a, const Program& b) {
  if (a.type != b.type || a.major != b.major || a.minor != b.minor) return "the version differs";
  if (a.instructions.size() != b.instructions.size())
    return std::to_string(a.instructions.size()) + " instructions against " + std::to_string(b.instructions.size());
  for (size_t i = 0; i < a.instructions.size(); ++i) {
    const std::string left = describe(a.instructions[i]);
    const std::string right = describe(b.instructions[i]);
    if (left != right) return "instruction " + std::to_string(i) + ":\n  " + left + "\n  " + right;
  }
  return {};
}

}  // namespace untangle::dxbc::testing
