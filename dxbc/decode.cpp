// The SHDR/SHEX decoder: every read is checked against the end of its instruction, which is
// checked against the end of the program, so malformed input ends in a ReadError naming the
// instruction and the dword, never in a read past the input.
#include "dxbc/decode.h"

#include <string>

#include "dxbc/little_endian.h"
#include "dxil/error.h"

namespace untangle::dxbc {
namespace {

constexpr uint32_t kExtendedBit = 1u << 31;

class Decoder {
 public:
  Decoder(std::span<const uint8_t> data, uint64_t part_offset) : data_(data), part_offset_(part_offset) {}

  Program run() {
    if (data_.size() < 8) {
      fail_header(0, "needs 8 bytes for the version and length tokens, the part has " + std::to_string(data_.size()));
    }
    const uint32_t version = load_le32(data_, 0);
    Program program;
    program.minor = version & 0xF;
    program.major = (version >> 4) & 0xF;
    stage_ = program.major >= 5 ? "SHEX" : "SHDR";
    const uint32_t type = version >> 16;
    if (type > static_cast<uint32_t>(ProgramType::Compute)) fail_header(0, "unknown program type " + std::to_string(type));
    program.type = static_cast<ProgramType>(type);
    const uint32_t length = load_le32(data_, 4);
    if (length < 2 || length > data_.size() / 4) {
      fail_header(4, "length " + std::to_string(length) + " dwords does not fit the part (" +
                         std::to_string(data_.size()) + " bytes, at least 2 dwords)");
    }
    end_ = length;
    for (size_t at = 2; at < end_; ++instruction_index_) program.instructions.push_back(instruction(at));
    return program;
  }

 private:
  uint32_t word(size_t index) const { return load_le32(data_, 4 * index); }

  [[noreturn]] void fail_header(size_t byte, const std::string& message) const {
    const std::string context = stage_.empty() ? "SHDR/SHEX header" : std::string(stage_) + " header";
    throw dxil::ReadError((part_offset_ + byte) * 8, context, message);
  }

  [[noreturn]] void fail(size_t word_index, const std::string& message) const {
    std::string context = std::string(stage_) + " instruction " + std::to_string(instruction_index_) + " (";
    context += info_ != nullptr ? std::string(info_->spelling) : "opcode " + std::to_string(number_);
    context += ")";
    throw dxil::ReadError((part_offset_ + 4 * uint64_t{word_index}) * 8, context, message);
  }

  // The word at `at` of an instruction ending at `end`, naming `what` if it is not there.
  uint32_t take(size_t& at, size_t end, const char* what) const {
    if (at >= end) fail(at, std::string(what) + " runs past the end of the instruction (" + std::to_string(length_) + " dwords)");
    return word(at++);
  }

  Instruction instruction(size_t& at) {
    const size_t start = at;
    const uint32_t token = word(at);
    number_ = token & 0x7FF;
    info_ = find_opcode(number_);
    if (info_ == nullptr) fail(at, "unknown opcode " + std::to_string(number_));
    Instruction result;
    result.opcode = info_->opcode;
    result.offset = part_offset_ + 4 * uint64_t{start};
    if (result.opcode == Opcode::CustomData) {
      // Its class takes bits 11-31, and the dword after the token is the length.
      result.controls = token >> 11;
      if (end_ - start < 2) fail(start, "the length dword is missing at the end of the program");
      length_ = word(start + 1);
      check_length(start, length_, 2);
      result.extra.assign(length_ - 2, 0);
      for (size_t i = 0; i < result.extra.size(); ++i) result.extra[i] = word(start + 2 + i);
      at = start + length_;
      return result;
    }
    result.controls = (token >> 11) & 0x1FFF;
    size_t cursor = start + 1;
    const bool extended = (token & kExtendedBit) != 0;
    if (extended && (result.opcode == Opcode::DclFunctionTable || result.opcode == Opcode::DclInterface)) {
      result.has_length_token = true;
      if (end_ - start < 2) fail(start, "the length dword is missing at the end of the program");
      length_ = word(start + 1);
      check_length(start, length_, 2);
      cursor = start + 2;
    } else {
      length_ = (token >> 24) & 0x7F;
      check_length(start, length_, 1);
    }
    const size_t end = start + length_;
    if (extended && !result.has_length_token) extended_opcode_tokens(cursor, end, result);
    if (result.opcode == Opcode::InterfaceCall) result.extra.push_back(take(cursor, end, "fcall's function index"));
    result.operands.reserve(info_->operand_count);
    for (unsigned i = 0; i < info_->operand_count; ++i) {
      if (cursor >= end) {
        fail(cursor, "operand " + std::to_string(i) + " of " + std::to_string(info_->operand_count) +
                         " is missing: the instruction ends after " + std::to_string(length_) + " dwords");
      }
      result.operands.push_back(operand(cursor, end, 0));
    }
    for (; cursor < end; ++cursor) result.extra.push_back(word(cursor));
    at = end;
    return result;
  }

  void check_length(size_t start, uint32_t length, uint32_t minimum) const {
    if (length < minimum) fail(start, "length " + std::to_string(length) + " dwords is less than " + std::to_string(minimum));
    if (length > end_ - start) {
      fail(start, "length " + std::to_string(length) + " dwords runs past the end of the program (" +
                      std::to_string(end_ - start) + " dwords left)");
    }
  }

  void extended_opcode_tokens(size_t& cursor, size_t end, Instruction& result) const {
    uint32_t token = 0;
    do {
      const size_t at = cursor;
      token = take(cursor, end, "an extended opcode token");
      switch (token & 0x3F) {
        case 1:
          if (result.has_sample_offsets) fail(at, "a second sample-controls token");
          result.has_sample_offsets = true;
          for (int i = 0; i < 3; ++i) {
            const uint32_t nibble = (token >> (9 + 4 * i)) & 0xF;
            result.sample_offsets[i] = static_cast<int8_t>(nibble >= 8 ? static_cast<int>(nibble) - 16 : static_cast<int>(nibble));
          }
          break;
        case 2:
          if (result.has_resource_dimension) fail(at, "a second resource-dimension token");
          result.has_resource_dimension = true;
          result.resource_dimension = static_cast<ResourceDimension>((token >> 6) & 0x1F);
          result.resource_stride = (token >> 11) & 0xFFF;
          break;
        case 3:
          if (result.has_return_type) fail(at, "a second return-type token");
          result.has_return_type = true;
          for (int i = 0; i < 4; ++i) result.return_type[i] = static_cast<ReturnType>((token >> (6 + 4 * i)) & 0xF);
          break;
        default:
          fail(at, "unknown extended opcode token type " + std::to_string(token & 0x3F));
      }
    } while ((token & kExtendedBit) != 0);
  }

  Operand operand(size_t& cursor, size_t end, int depth) const {
    const size_t at = cursor;
    const uint32_t token = take(cursor, end, "an operand");
    Operand result;
    switch (token & 3) {
      case 0: result.component_count = 0; break;
      case 1: result.component_count = 1; break;
      case 2: result.component_count = 4; break;
      default: fail(at, "N-component operands are not supported");
    }
    if (result.component_count == 4) {
      const uint32_t selection = (token >> 2) & 3;
      if (selection > 2) fail(at, "component selection mode 3 is not defined");
      result.selection = static_cast<ComponentSelection>(selection);
      switch (result.selection) {
        case ComponentSelection::Mask: result.mask = (token >> 4) & 0xF; break;
        case ComponentSelection::Swizzle:
          for (int i = 0; i < 4; ++i) result.swizzle[i] = (token >> (4 + 2 * i)) & 3;
          break;
        case ComponentSelection::Select1: result.swizzle.fill((token >> 4) & 3); break;
      }
    }
    const uint32_t type = (token >> 12) & 0xFF;
    if (type >= kOperandTypeCount) fail(at, "unknown operand type " + std::to_string(type));
    result.type = static_cast<OperandType>(type);
    const uint32_t dimension = (token >> 20) & 3;
    std::array<IndexRepresentation, 3> representations{};
    for (uint32_t i = 0; i < dimension; ++i) {
      const uint32_t representation = (token >> (22 + 3 * i)) & 7;
      if (representation > static_cast<uint32_t>(IndexRepresentation::Immediate64PlusRelative)) {
        fail(at, "index " + std::to_string(i) + " has unknown representation " + std::to_string(representation));
      }
      representations[i] = static_cast<IndexRepresentation>(representation);
    }
    if ((token & kExtendedBit) != 0) extended_operand_token(cursor, end, result);
    if (result.type == OperandType::Immediate32 || result.type == OperandType::Immediate64) {
      if (result.component_count == 0) fail(at, "an immediate operand with no components");
      const size_t words = result.type == OperandType::Immediate32 ? result.component_count
                                                                   : (result.component_count == 1 ? 2 : 4);
      for (size_t i = 0; i < words; ++i) result.immediate[i] = take(cursor, end, "an immediate value");
    }
    result.indices.resize(dimension);
    for (uint32_t i = 0; i < dimension; ++i) {
      OperandIndex& index = result.indices[i];
      index.representation = representations[i];
      switch (index.representation) {
        case IndexRepresentation::Immediate32:
        case IndexRepresentation::Immediate32PlusRelative: index.immediate = take(cursor, end, "an index"); break;
        case IndexRepresentation::Immediate64:
        case IndexRepresentation::Immediate64PlusRelative: {
          const uint64_t high = take(cursor, end, "an index");
          index.immediate = high << 32 | take(cursor, end, "an index");
          break;
        }
        case IndexRepresentation::Relative: break;
      }
      if (index.representation == IndexRepresentation::Relative ||
          index.representation == IndexRepresentation::Immediate32PlusRelative ||
          index.representation == IndexRepresentation::Immediate64PlusRelative) {
        if (depth + 1 > kMaxRelativeDepth) {
          fail(cursor, "relative indices nest deeper than " + std::to_string(kMaxRelativeDepth));
        }
        index.relative = std::make_shared<const Operand>(operand(cursor, end, depth + 1));
      }
    }
    return result;
  }

  void extended_operand_token(size_t& cursor, size_t end, Operand& result) const {
    const size_t at = cursor;
    const uint32_t token = take(cursor, end, "an extended operand token");
    if ((token & 0x3F) != 1) fail(at, "unknown extended operand token type " + std::to_string(token & 0x3F));
    if ((token & kExtendedBit) != 0) fail(at, "a second extended operand token is not supported");
    const uint32_t modifier = (token >> 6) & 0xFF;
    if (modifier > static_cast<uint32_t>(OperandModifier::AbsNeg)) fail(at, "unknown operand modifier " + std::to_string(modifier));
    const uint32_t precision = (token >> 14) & 7;
    if (precision == 3 || precision > 5) fail(at, "unknown minimum precision " + std::to_string(precision));
    result.has_extended_token = true;
    result.modifier = static_cast<OperandModifier>(modifier);
    result.min_precision = static_cast<MinPrecision>(precision);
    result.non_uniform = ((token >> 17) & 1) != 0;
  }

  std::span<const uint8_t> data_;
  uint64_t part_offset_;
  std::string_view stage_;
  size_t end_ = 0;  // in dwords, from the length token
  size_t instruction_index_ = 0;
  uint32_t number_ = 0;
  const OpcodeInfo* info_ = nullptr;
  uint32_t length_ = 0;  // of the current instruction, in dwords
};

}  // namespace

Program decode_program(std::span<const uint8_t> part_data, uint64_t part_offset) {
  return Decoder(part_data, part_offset).run();
}

}  // namespace untangle::dxbc
