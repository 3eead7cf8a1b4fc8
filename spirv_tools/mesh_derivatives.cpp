// without_mesh_and_task_derivatives: a mesh or task shader's derivatives, as SPIRV-Tools
// 2023.1 can judge them (spirv_tools.h says why).
#include <algorithm>
#include <cstring>
#include <string_view>
#include <vector>

#include <spirv/unified1/spirv.hpp11>

#include "spirv_tools/spirv_tools.h"

namespace untangle::spirv_tools {

namespace {

constexpr size_t kHeaderWords = 5;
constexpr std::string_view kKhrExtension = "SPV_KHR_compute_shader_derivatives";
constexpr std::string_view kNvExtension = "SPV_NV_compute_shader_derivatives";

std::string_view literal_string(std::span<const uint32_t> operands) {
  const std::string_view text(reinterpret_cast<const char*>(operands.data()), operands.size() * sizeof(uint32_t));
  return text.substr(0, text.find('\0'));
}

std::vector<uint32_t> extension_instruction(std::string_view name) {
  std::vector<uint32_t> words(1 + name.size() / sizeof(uint32_t) + 1, 0);
  words[0] = static_cast<uint32_t>(words.size()) << 16 | static_cast<uint32_t>(spv::Op::OpExtension);
  std::memcpy(&words[1], name.data(), name.size());
  return words;
}

// The explicit-LOD twin of an implicit-LOD sampling instruction; OpNop for any other.
spv::Op explicit_twin(spv::Op opcode) {
  switch (opcode) {
    case spv::Op::OpImageSampleImplicitLod: return spv::Op::OpImageSampleExplicitLod;
    case spv::Op::OpImageSampleDrefImplicitLod: return spv::Op::OpImageSampleDrefExplicitLod;
    case spv::Op::OpImageSampleProjImplicitLod: return spv::Op::OpImageSampleProjExplicitLod;
    case spv::Op::OpImageSampleProjDrefImplicitLod: return spv::Op::OpImageSampleProjDrefExplicitLod;
    case spv::Op::OpImageSparseSampleImplicitLod: return spv::Op::OpImageSparseSampleExplicitLod;
    case spv::Op::OpImageSparseSampleDrefImplicitLod: return spv::Op::OpImageSparseSampleDrefExplicitLod;
    case spv::Op::OpImageSparseSampleProjImplicitLod: return spv::Op::OpImageSparseSampleProjExplicitLod;
    case spv::Op::OpImageSparseSampleProjDrefImplicitLod: return spv::Op::OpImageSparseSampleProjDrefExplicitLod;
    default: return spv::Op::OpNop;
  }
}

bool is_dref(spv::Op opcode) {
  return opcode == spv::Op::OpImageSampleDrefImplicitLod || opcode == spv::Op::OpImageSampleProjDrefImplicitLod ||
         opcode == spv::Op::OpImageSparseSampleDrefImplicitLod ||
         opcode == spv::Op::OpImageSparseSampleProjDrefImplicitLod;
}

// `words` (an implicit-LOD sample: result type, result, sampled image, coordinate, the
// depth reference of a Dref one, then image operands) as its explicit twin with operand Lod
// `lod`, less Bias and MinLod, which explicit LODs do not take. The image operands come in
// mask-bit order: Bias (1 id), Lod, Grad (2), ConstOffset, Offset, ConstOffsets, Sample,
// then MinLod (1 each).
std::vector<uint32_t> as_explicit_lod(std::span<const uint32_t> words, spv::Op twin, uint32_t lod) {
  const size_t fixed = 1 + (is_dref(static_cast<spv::Op>(words[0] & 0xffff)) ? 5 : 4);
  std::vector<uint32_t> result(words.begin(), words.begin() + static_cast<long>(fixed));
  const uint32_t mask = words.size() > fixed ? words[fixed] : 0;
  constexpr uint32_t kBias = 0x1, kLod = 0x2, kGrad = 0x4, kMinLod = 0x80;
  result.push_back((mask & ~(kBias | kMinLod)) | kLod);
  result.push_back(lod);
  std::vector<uint32_t> rest(words.begin() + static_cast<long>(std::min(words.size(), fixed + 1)), words.end());
  if (mask & kBias) rest.erase(rest.begin());
  if (mask & kMinLod) {
    size_t at = 0;  // the operands of the bits between Bias and MinLod
    for (uint32_t bit = kGrad; bit < kMinLod; bit <<= 1)
      if (mask & bit) at += bit == kGrad ? 2 : 1;
    rest.erase(rest.begin() + static_cast<long>(at));
  }
  result.insert(result.end(), rest.begin(), rest.end());
  result[0] = static_cast<uint32_t>(result.size()) << 16 | static_cast<uint32_t>(twin);
  return result;
}

bool is_derivative(spv::Op opcode) { return opcode >= spv::Op::OpDPdx && opcode <= spv::Op::OpFwidthCoarse; }

// Whether `words` declares the KHR extension and every entry point is a MeshEXT or TaskEXT
// one with a DerivativeGroup mode; the id of its 32-bit float type (0: none).
bool declares_mesh_derivatives(std::span<const uint32_t> words, uint32_t& float_type) {
  bool extension = false;
  std::vector<uint32_t> entries;
  std::vector<uint32_t> with_mode;
  for (size_t at = kHeaderWords; at < words.size();) {
    const uint32_t count = words[at] >> 16;
    if (count == 0 || at + count > words.size()) return false;  // not a module: let the validator say so
    const auto opcode = static_cast<spv::Op>(words[at] & 0xffff);
    const std::span<const uint32_t> operands = words.subspan(at + 1, count - 1);
    if (opcode == spv::Op::OpExtension && literal_string(operands) == kKhrExtension) extension = true;
    if (opcode == spv::Op::OpEntryPoint && operands.size() >= 2) {
      const auto model = static_cast<spv::ExecutionModel>(operands[0]);
      if (model != spv::ExecutionModel::MeshEXT && model != spv::ExecutionModel::TaskEXT) return false;
      entries.push_back(operands[1]);
    }
    if (opcode == spv::Op::OpExecutionMode && operands.size() == 2 &&
        (static_cast<spv::ExecutionMode>(operands[1]) == spv::ExecutionMode::DerivativeGroupQuadsNV ||
         static_cast<spv::ExecutionMode>(operands[1]) == spv::ExecutionMode::DerivativeGroupLinearNV))
      with_mode.push_back(operands[0]);
    if (opcode == spv::Op::OpTypeFloat && operands.size() >= 2 && operands[1] == 32) float_type = operands[0];
    at += count;
  }
  if (!extension || entries.empty()) return false;
  for (const uint32_t entry : entries)
    if (std::find(with_mode.begin(), with_mode.end(), entry) == with_mode.end()) return false;
  return true;
}

}  // namespace

std::vector<uint32_t> without_mesh_and_task_derivatives(std::span<const uint32_t> words) {
  uint32_t float_type = 0;
  if (words.size() < kHeaderWords || !declares_mesh_derivatives(words, float_type)) return {};
  const uint32_t zero = words[3];  // a new id: the Lod of the explicit twins
  std::vector<uint32_t> result(words.begin(), words.begin() + kHeaderWords);
  result[3] = zero + 1;
  bool zero_declared = false;
  for (size_t at = kHeaderWords; at < words.size();) {
    const uint32_t count = words[at] >> 16;
    const auto opcode = static_cast<spv::Op>(words[at] & 0xffff);
    const std::span<const uint32_t> instruction = words.subspan(at, count);
    at += count;
    if (opcode == spv::Op::OpFunction && !zero_declared && float_type != 0) {
      result.insert(result.end(), {4u << 16 | static_cast<uint32_t>(spv::Op::OpConstant), float_type, zero, 0u});
      zero_declared = true;
    }
    std::vector<uint32_t> judged(instruction.begin(), instruction.end());
    if (opcode == spv::Op::OpExtension && literal_string(instruction.subspan(1)) == kKhrExtension) {
      judged = extension_instruction(kNvExtension);
    } else if (is_derivative(opcode)) {
      judged[0] = count << 16 | static_cast<uint32_t>(spv::Op::OpCopyObject);
    } else if (const spv::Op twin = explicit_twin(opcode); twin != spv::Op::OpNop) {
      if (float_type == 0) return {};  // sampling without a float type is malformed: let the validator say so
      judged = as_explicit_lod(instruction, twin, zero);
    } else if (opcode == spv::Op::OpImageQueryLod) {
      judged = {3u << 16 | static_cast<uint32_t>(spv::Op::OpUndef), instruction[1], instruction[2]};
    }
    result.insert(result.end(), judged.begin(), judged.end());
  }
  return result;
}

}  // namespace untangle::spirv_tools
