// SPV_EXT_shader_invocation_reorder as SPIRV-Tools 2023.1 can judge and print it, through its
// SPV_NV_shader_invocation_reorder twin (spirv_tools.h says why and how).
#include <functional>
#include <regex>
#include <stdexcept>
#include <string>
#include <vector>

#include <spirv/unified1/spirv.hpp11>

#include "spirv_emit/invocation_reorder.h"
#include "spirv_tools/spirv_tools.h"

namespace untangle::spirv_tools {

namespace {

namespace reorder = spirv_emit::invocation_reorder;

constexpr size_t kHeaderWords = 5;
constexpr std::string_view kNvExtension = "SPV_NV_shader_invocation_reorder";
constexpr std::string_view kMarkerSet = "NonSemantic.untangle.invocation_reorder";

std::vector<uint32_t> string_words(std::string_view text) {
  std::vector<uint32_t> words(text.size() / 4 + 1, 0);
  for (size_t i = 0; i < text.size(); ++i) words[i / 4] |= static_cast<uint32_t>(static_cast<uint8_t>(text[i])) << (8 * (i % 4));
  return words;
}

std::string_view literal_string(std::span<const uint32_t> operands) {
  std::string_view name(reinterpret_cast<const char*>(operands.data()), operands.size() * sizeof(uint32_t));
  return name.substr(0, name.find('\0'));
}

void append(std::vector<uint32_t>& out, spv::Op opcode, std::span<const uint32_t> operands) {
  out.push_back((static_cast<uint32_t>(operands.size() + 1) << 16) | static_cast<uint32_t>(opcode));
  out.insert(out.end(), operands.begin(), operands.end());
}

// The copy, or nothing for a module that does not declare the extension. `markers`: the
// instructions without an NV twin become OpExtInst of a non-semantic set named for the
// extension, whose instruction number is the EXT opcode (the disassembly's form); otherwise
// they become NV instructions the validator checks the same way, or nothing.
std::vector<uint32_t> nv_copy(std::span<const uint32_t> words, bool markers) {
  if (words.size() < kHeaderWords) return {};
  bool declared = false;
  uint32_t void_type = 0;
  for (size_t at = kHeaderWords; at < words.size();) {
    const uint32_t count = words[at] >> 16;
    if (count == 0 || at + count > words.size()) return {};
    const auto opcode = static_cast<spv::Op>(words[at] & 0xffff);
    if (opcode == spv::Op::OpExtension && literal_string(words.subspan(at + 1, count - 1)) == reorder::kExtension)
      declared = true;
    if (opcode == spv::Op::OpTypeVoid && count == 2) void_type = words[at + 1];
    at += count;
  }
  if (!declared) return {};
  std::vector<uint32_t> out(words.begin(), words.begin() + kHeaderWords);
  // The bound grows with the markers' ids; it is written into the header at the end (a
  // reference into `out` would dangle once appending reallocates it).
  uint32_t bound = out[3];
  const uint32_t marker_set = bound++;
  bool imported = false;
  for (size_t at = kHeaderWords; at < words.size();) {
    const uint32_t count = words[at] >> 16;
    const auto opcode = static_cast<spv::Op>(words[at] & 0xffff);
    std::vector<uint32_t> operands(words.begin() + static_cast<long>(at + 1), words.begin() + static_cast<long>(at + count));
    at += count;
    // The marker set's import goes where imports go: before the memory model.
    if (markers && !imported && opcode == spv::Op::OpMemoryModel) {
      std::vector<uint32_t> import{marker_set};
      const std::vector<uint32_t> name = string_words(kMarkerSet);
      import.insert(import.end(), name.begin(), name.end());
      append(out, spv::Op::OpExtInstImport, import);
      imported = true;
    }
    if (opcode == spv::Op::OpExtension && literal_string(operands) == reorder::kExtension) {
      append(out, opcode, string_words(kNvExtension));
      if (markers) append(out, opcode, string_words("SPV_KHR_non_semantic_info"));
      continue;
    }
    if (opcode == spv::Op::OpCapability && operands.size() == 1 &&
        operands[0] == static_cast<uint32_t>(reorder::kCapability)) {
      append(out, opcode, std::vector<uint32_t>{static_cast<uint32_t>(spv::Capability::ShaderInvocationReorderNV)});
      continue;
    }
    const auto nv_storage = static_cast<uint32_t>(spv::StorageClass::HitObjectAttributeNV);
    if (opcode == spv::Op::OpTypePointer && operands.size() == 3 &&
        operands[1] == static_cast<uint32_t>(reorder::kHitObjectAttribute))
      operands[1] = nv_storage;
    if (opcode == spv::Op::OpVariable && operands.size() >= 3 &&
        operands[2] == static_cast<uint32_t>(reorder::kHitObjectAttribute))
      operands[2] = nv_storage;
    const reorder::Instruction* instruction = reorder::find(static_cast<uint32_t>(opcode));
    if (instruction == nullptr) {
      append(out, opcode, operands);
      continue;
    }
    if (instruction->nv_twin != spv::Op::OpNop) {
      append(out, instruction->nv_twin, operands);
      continue;
    }
    if (markers) {
      std::vector<uint32_t> marker;
      if (instruction->has_result) {
        marker = {operands[0], operands[1], marker_set, static_cast<uint32_t>(opcode)};
        marker.insert(marker.end(), operands.begin() + 2, operands.end());
      } else {
        marker = {void_type, bound++, marker_set, static_cast<uint32_t>(opcode)};
        marker.insert(marker.end(), operands.begin(), operands.end());
      }
      append(out, spv::Op::OpExtInst, marker);
      continue;
    }
    switch (instruction->op) {
      case reorder::Op::RecordFromQuery:  // the hit object is still one the module records
        append(out, spv::Op::OpHitObjectRecordEmptyNV, std::span(operands).first(1));
        break;
      case reorder::Op::RecordMiss:  // less the ray flags, NV's operands
        operands.erase(operands.begin() + 1);
        append(out, spv::Op::OpHitObjectRecordMissNV, operands);
        break;
      case reorder::Op::GetRayFlags:  // a 32-bit integer of the object, as the hit kind
        append(out, spv::Op::OpHitObjectGetHitKindNV, operands);
        break;
      default: break;  // SetShaderBindingTableRecordIndex: a change the validator cannot see
    }
  }
  out[3] = bound;
  return out;
}

}  // namespace

std::vector<uint32_t> with_nv_invocation_reorder(std::span<const uint32_t> words) { return nv_copy(words, false); }

// The text of a module that declares the extension, printed by `disassemble` from a copy in NV
// terms whose instructions without a twin are markers; nothing for any other module.
std::string disassemble_invocation_reorder(std::span<const uint32_t> words,
                                           const std::function<std::string(std::span<const uint32_t>)>& disassemble) {
  const std::vector<uint32_t> copy = nv_copy(words, true);
  if (copy.empty()) return {};
  std::string text = disassemble(copy);
  // The marker set's import and the extension that allows it go; each marker is the
  // instruction it stands for.
  const std::regex import_line("\\s*(%\\w+) = OpExtInstImport \"" + std::string(kMarkerSet) + "\"\\n");
  std::smatch found;
  if (!std::regex_search(text, found, import_line)) throw std::runtime_error("the marker set was not printed");
  const std::string set = found[1].str();
  text = std::regex_replace(text, import_line, "\n");
  text = std::regex_replace(text, std::regex("\\s*OpExtension \"SPV_KHR_non_semantic_info\"\\n"), "\n");
  std::string result;
  const std::regex marker("^( *)(%\\w+ = )OpExtInst (%\\w+) " + set + " (\\d+)(.*)$");
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    std::smatch parts;
    if (std::regex_match(line, parts, marker)) {
      const reorder::Instruction* instruction = reorder::find(static_cast<uint32_t>(std::stoul(parts[4].str())));
      if (instruction == nullptr) throw std::runtime_error("an unknown marker was printed");
      line = instruction->has_result
                 ? parts[1].str() + parts[2].str() + std::string(instruction->name) + " " + parts[3].str() + parts[5].str()
                 : std::string(parts[1].length() + parts[2].length(), ' ') + std::string(instruction->name) +
                       parts[5].str();
    }
    result += line;
    if (end < text.size()) result += '\n';
    start = end + 1;
  }
  // The NV twins' names are the EXT instructions', capability, storage class and extension.
  result = std::regex_replace(result, std::regex("(OpHitObject\\w*|OpReorderThread\\w*|OpTypeHitObject|"
                                                 "ShaderInvocationReorder|HitObjectAttribute|hitObject)NV"),
                              "$1EXT");
  return std::regex_replace(result, std::regex(std::string(kNvExtension)), std::string(reorder::kExtension));
}

}  // namespace untangle::spirv_tools
