// Test helper: writes LLVM bitstreams by hand (bits LSB-first, blocks with backpatched
// length words, abbreviation definitions), for bitstream and module reader tests.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace untangle::dxil::testing {

// Abbreviation operand encodings for define_abbreviation; kLiteral marks a literal value.
constexpr unsigned kLiteral = 0, kFixed = 1, kVbr = 2, kArray = 3, kChar6 = 4, kBlob = 5;

// Writes bits LSB-first the way LLVM's BitstreamWriter does, with blocks backpatched.
class BitWriter {
 public:
  BitWriter() {
    for (const uint64_t byte : {uint64_t{'B'}, uint64_t{'C'}, uint64_t{0xC0}, uint64_t{0xDE}}) emit(byte, 8);
  }

  void emit(uint64_t value, unsigned width) {
    for (unsigned bit = 0; bit < width; ++bit) {
      if (bit_count_ % 8 == 0) bytes_.push_back(0);
      if ((value >> bit) & 1) bytes_.back() |= static_cast<uint8_t>(1u << (bit_count_ % 8));
      ++bit_count_;
    }
  }
  void emit_vbr(uint64_t value, unsigned width) {
    const uint64_t threshold = uint64_t{1} << (width - 1);
    while (value >= threshold) {
      emit((value & (threshold - 1)) | threshold, width);
      value >>= width - 1;
    }
    emit(value, width);
  }
  void align() {
    while (bit_count_ % 32 != 0) emit(0, 1);
  }
  void abbreviation_id(uint64_t id) { emit(id, width_); }

  void enter_block(uint32_t block_id, unsigned abbreviation_width) {
    abbreviation_id(1);
    emit_vbr(block_id, 8);
    emit_vbr(abbreviation_width, 4);
    align();
    blocks_.push_back({bit_count_ / 8, width_});
    emit(0, 32);  // length, backpatched by end_block
    width_ = abbreviation_width;
  }
  void end_block() {
    abbreviation_id(0);
    align();
    const auto [length_at, outer_width] = blocks_.back();
    blocks_.pop_back();
    const uint64_t words = (bit_count_ / 8 - length_at - 4) / 4;
    for (int i = 0; i < 4; ++i) bytes_[length_at + i] = static_cast<uint8_t>(words >> (8 * i));
    width_ = outer_width;
  }
  void unabbreviated(uint32_t code, const std::vector<uint64_t>& operands) {
    abbreviation_id(3);
    emit_vbr(code, 6);
    emit_vbr(operands.size(), 6);
    for (uint64_t operand : operands) emit_vbr(operand, 6);
  }
  // DEFINE_ABBREV with operands given as {encoding, value}; encoding 0 is a literal.
  void define_abbreviation(const std::vector<std::pair<unsigned, uint64_t>>& operands) {
    abbreviation_id(2);
    emit_vbr(operands.size(), 5);
    for (const auto& [encoding, value] : operands) {
      if (encoding == 0) {
        emit(1, 1);
        emit_vbr(value, 8);
      } else {
        emit(0, 1);
        emit(encoding, 3);
        if (encoding == 1 || encoding == 2) emit_vbr(value, 5);
      }
    }
  }

  // An unabbreviated record whose operands are `prefix`, then `text`'s characters.
  void string_record(uint32_t code, std::vector<uint64_t> prefix, const std::string& text) {
    for (const char character : text) prefix.push_back(static_cast<uint8_t>(character));
    unabbreviated(code, prefix);
  }

  std::vector<uint8_t>& bytes() { return bytes_; }
  uint64_t bit_count() const { return bit_count_; }

 private:
  std::vector<uint8_t> bytes_;
  uint64_t bit_count_ = 0;
  unsigned width_ = 2;
  std::vector<std::pair<size_t, unsigned>> blocks_;
};

}  // namespace untangle::dxil::testing
