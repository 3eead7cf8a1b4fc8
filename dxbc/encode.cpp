// The SHDR/SHEX encoder: each instruction's body is built first, so that its length, which
// the opcode token (or customdata's second dword) holds, is known when the token is written.
#include "dxbc/encode.h"

#include <string>

#include "common/error.h"

namespace untangle::dxbc {
namespace {

constexpr uint32_t kExtendedBit = 1u << 31;
constexpr uint32_t kMaxLength = 0x7F;

[[noreturn]] void refuse(size_t instruction, const Instruction& inst, const std::string& message) {
  throw Error(Status::InvalidArgument, "cannot encode instruction " + std::to_string(instruction) + " (" +
                                           std::string(opcode_info(inst.opcode).spelling) + "): " + message);
}

class Encoder {
 public:
  explicit Encoder(std::vector<uint32_t>& out) : out_(out) {}

  void instruction(size_t index, const Instruction& inst) {
    index_ = index;
    inst_ = &inst;
    const uint32_t number = static_cast<uint32_t>(inst.opcode);
    if (inst.opcode == Opcode::CustomData) {
      if (inst.controls >= 1u << 21) refuse(index, inst, "customdata's class does not fit bits 11-31");
      out_.push_back(number | inst.controls << 11);
      out_.push_back(static_cast<uint32_t>(inst.extra.size() + 2));
      out_.insert(out_.end(), inst.extra.begin(), inst.extra.end());
      return;
    }
    if (inst.controls >= 1u << 13) refuse(index, inst, "controls do not fit bits 11-23");
    const size_t start = out_.size();
    out_.push_back(0);  // the opcode token, once the length is known
    const bool length_token = inst.has_length_token &&
                              (inst.opcode == Opcode::DclFunctionTable || inst.opcode == Opcode::DclInterface);
    if (length_token) out_.push_back(0);
    const bool extended = !length_token && (inst.has_sample_offsets || inst.has_resource_dimension || inst.has_return_type);
    if (!length_token) extended_opcode_tokens(inst);
    size_t extra = 0;
    if (inst.opcode == Opcode::InterfaceCall) {
      if (inst.extra.empty()) refuse(index, inst, "fcall needs its function index in extra[0]");
      out_.push_back(inst.extra[0]);
      extra = 1;
    }
    for (const Operand& operand : inst.operands) this->operand(operand);
    out_.insert(out_.end(), inst.extra.begin() + static_cast<std::ptrdiff_t>(extra), inst.extra.end());
    const size_t length = out_.size() - start;
    uint32_t token = number | inst.controls << 11;
    if (length_token) {
      token |= kExtendedBit;
      out_[start + 1] = static_cast<uint32_t>(length);
    } else {
      if (length > kMaxLength) refuse(index, inst, std::to_string(length) + " dwords exceed the 127 an opcode token can say");
      token |= static_cast<uint32_t>(length) << 24;
      if (extended) token |= kExtendedBit;
    }
    out_[start] = token;
  }

 private:
  void extended_opcode_tokens(const Instruction& inst) {
    std::vector<uint32_t> tokens;
    if (inst.has_sample_offsets) {
      uint32_t token = 1;
      for (int i = 0; i < 3; ++i) token |= (static_cast<uint32_t>(inst.sample_offsets[i]) & 0xF) << (9 + 4 * i);
      tokens.push_back(token);
    }
    if (inst.has_resource_dimension) {
      tokens.push_back(2 | (static_cast<uint32_t>(inst.resource_dimension) & 0x1F) << 6 | (inst.resource_stride & 0xFFF) << 11);
    }
    if (inst.has_return_type) {
      uint32_t token = 3;
      for (int i = 0; i < 4; ++i) token |= (static_cast<uint32_t>(inst.return_type[i]) & 0xF) << (6 + 4 * i);
      tokens.push_back(token);
    }
    for (size_t i = 0; i + 1 < tokens.size(); ++i) tokens[i] |= kExtendedBit;
    out_.insert(out_.end(), tokens.begin(), tokens.end());
  }

  void operand(const Operand& operand) {
    uint32_t token = 0;
    switch (operand.component_count) {
      case 0: break;
      case 1: token = 1; break;
      case 4: token = 2; break;
      default: refuse(index_, *inst_, "an operand with " + std::to_string(operand.component_count) + " components");
    }
    if (operand.component_count == 4) {
      token |= static_cast<uint32_t>(operand.selection) << 2;
      switch (operand.selection) {
        case ComponentSelection::Mask: token |= (operand.mask & 0xFu) << 4; break;
        case ComponentSelection::Swizzle:
          for (int i = 0; i < 4; ++i) token |= (operand.swizzle[i] & 3u) << (4 + 2 * i);
          break;
        case ComponentSelection::Select1: token |= (operand.swizzle[0] & 3u) << 4; break;
      }
    }
    if (operand.indices.size() > 3) refuse(index_, *inst_, "an operand with more than 3 indices");
    token |= static_cast<uint32_t>(operand.type) << 12;
    token |= static_cast<uint32_t>(operand.indices.size()) << 20;
    for (size_t i = 0; i < operand.indices.size(); ++i) {
      token |= static_cast<uint32_t>(operand.indices[i].representation) << (22 + 3 * i);
    }
    const bool extended = operand.has_extended_token || operand.modifier != OperandModifier::None ||
                          operand.min_precision != MinPrecision::Default || operand.non_uniform;
    if (extended) token |= kExtendedBit;
    out_.push_back(token);
    if (extended) {
      out_.push_back(1 | static_cast<uint32_t>(operand.modifier) << 6 | static_cast<uint32_t>(operand.min_precision) << 14 |
                     static_cast<uint32_t>(operand.non_uniform) << 17);
    }
    if (operand.type == OperandType::Immediate32 || operand.type == OperandType::Immediate64) {
      const size_t words = operand.type == OperandType::Immediate32 ? operand.component_count
                                                                    : (operand.component_count == 1 ? 2 : 4);
      if (words == 0) refuse(index_, *inst_, "an immediate operand with no components");
      out_.insert(out_.end(), operand.immediate.begin(), operand.immediate.begin() + static_cast<std::ptrdiff_t>(words));
    }
    for (const OperandIndex& index : operand.indices) {
      switch (index.representation) {
        case IndexRepresentation::Immediate32:
        case IndexRepresentation::Immediate32PlusRelative: out_.push_back(static_cast<uint32_t>(index.immediate)); break;
        case IndexRepresentation::Immediate64:
        case IndexRepresentation::Immediate64PlusRelative:
          out_.push_back(static_cast<uint32_t>(index.immediate >> 32));
          out_.push_back(static_cast<uint32_t>(index.immediate));
          break;
        case IndexRepresentation::Relative: break;
      }
      if (index.representation == IndexRepresentation::Relative ||
          index.representation == IndexRepresentation::Immediate32PlusRelative ||
          index.representation == IndexRepresentation::Immediate64PlusRelative) {
        if (index.relative == nullptr) refuse(index_, *inst_, "a relative index without its register");
        this->operand(*index.relative);
      }
    }
  }

  std::vector<uint32_t>& out_;
  size_t index_ = 0;
  const Instruction* inst_ = nullptr;
};

}  // namespace

std::vector<uint32_t> encode_program(const Program& program) {
  std::vector<uint32_t> out{static_cast<uint32_t>(program.type) << 16 | (program.major & 0xF) << 4 | (program.minor & 0xF), 0};
  Encoder encoder(out);
  for (size_t i = 0; i < program.instructions.size(); ++i) encoder.instruction(i, program.instructions[i]);
  out[1] = static_cast<uint32_t>(out.size());
  return out;
}

}  // namespace untangle::dxbc
