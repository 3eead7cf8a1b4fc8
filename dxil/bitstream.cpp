// LLVM bitstream decoding: fixed/VBR/char6/array/blob operands, DEFINE_ABBREV, BLOCKINFO and
// nested blocks. Counts read from the input are checked against the bits that remain in the
// innermost block before anything is allocated for them.
#include "dxil/bitstream.h"

#include <bit>
#include <cstdio>
#include <cstring>
#include <string>

#include "dxil/bitcode_codes.h"
#include "dxil/error.h"

namespace untangle::dxil {
namespace {

enum StandardAbbreviationId : uint64_t {
  kEndBlock = 0,
  kEnterSubblock = 1,
  kDefineAbbreviation = 2,
  kUnabbreviatedRecord = 3,
  kFirstDefinedAbbreviation = 4,
};

enum BlockInfoCode : uint32_t { kSetBid = 1 };

constexpr unsigned kTopLevelAbbreviationWidth = 2;
constexpr unsigned kMaxAbbreviationWidth = 32;
constexpr unsigned kMaxFixedWidth = 64;
constexpr unsigned kMaxVbrWidth = 32;
constexpr uint8_t kBitcodeMagic[] = {'B', 'C', 0xC0, 0xDE};

using Encoding = AbbreviationOperand::Encoding;

uint64_t low_bits(uint64_t value, unsigned width) { return width >= 64 ? value : value & ((uint64_t{1} << width) - 1); }

std::string hex(uint64_t value) {
  char text[24];
  std::snprintf(text, sizeof text, "0x%llx", static_cast<unsigned long long>(value));
  return text;
}

uint64_t decode_char6(uint64_t value) {
  if (value < 26) return 'a' + value;
  if (value < 52) return 'A' + (value - 26);
  if (value < 62) return '0' + (value - 52);
  return value == 62 ? '.' : '_';
}

// Bits an array element takes at the least, so that element counts can be bounded.
unsigned minimum_bits(const AbbreviationOperand& operand) {
  return operand.encoding == Encoding::Char6 ? 6 : static_cast<unsigned>(operand.value);
}

}  // namespace

uint64_t BitCursor::load(uint64_t bit, unsigned width) const {
  // One unaligned 64-bit load covers any field of up to 57 bits.
  const size_t byte = static_cast<size_t>(bit / 8);
  uint64_t word = 0;
  const size_t available = bytes_.size() - byte;
  if (available >= 8) {
    word = word_at(byte);
  } else {
    for (size_t i = 0; i < available; ++i) word |= uint64_t{bytes_[byte + i]} << (8 * i);
  }
  return low_bits(word >> (bit % 8), width);
}

uint64_t BitCursor::read_fixed_near_end(unsigned width) {
  if (width > remaining_bits()) fail("unexpected end of data");
  if (width == 0) return 0;
  const uint64_t value =
      width <= 56 ? load(position_, width) : load(position_, 32) | load(position_ + 32, width - 32) << 32;
  position_ += width;
  return value;
}

uint64_t BitCursor::read_vbr_chunks(unsigned width) {
  const unsigned payload = width - 1;
  const uint64_t continuation = uint64_t{1} << payload;
  // Longer values (float constants, ids across long functions) still come from one load when
  // it holds all their chunks (57 bits at least), the block does too and the value cannot
  // pass bit 64; the loop after this one, chunk by chunk, finds every error.
  if (const uint64_t byte = position_ >> 3; byte + 8 <= bytes_.size()) {
    uint64_t word = word_at(byte) >> (position_ & 7);
    uint64_t value = 0;
    for (unsigned shift = 0, bits = width; bits <= 57 && shift + payload <= 64;
         shift += payload, bits += width, word >>= width) {
      value |= (word & (continuation - 1)) << shift;
      if ((word & continuation) != 0) continue;
      if (bits > limit_ - position_) break;
      position_ += bits;
      return value;
    }
  }
  uint64_t piece = read_fixed(width);
  uint64_t value = piece & (continuation - 1);
  if ((piece & continuation) == 0) return value;
  for (unsigned shift = payload;; shift += payload) {
    piece = read_fixed(width);
    const uint64_t data = piece & (continuation - 1);
    // Only the chunks that reach bit 64 need the overflow check.
    if (shift + payload > 64 && (shift >= 64 || (data >> (64 - shift)) != 0)) fail("VBR value does not fit in 64 bits");
    value |= data << shift;
    if ((piece & continuation) == 0) return value;
  }
}

void BitCursor::align_to_32_bits() {
  const uint64_t aligned = (position_ + 31) & ~uint64_t{31};
  if (aligned > limit_) fail("unexpected end of data while aligning to 32 bits");
  position_ = aligned;
}

void BitCursor::fail(std::string_view message) const {
  fail_(owner_, message);
  throw ReadError(position_, "", message);  // not reached: fail_ throws
}

BitstreamReader::BitstreamReader(std::span<const uint8_t> bitcode, uint64_t base_offset)
    : base_offset_bits_(base_offset * 8), cursor_(bitcode, &BitstreamReader::fail_at_cursor, this) {
  if (bitcode.size() < sizeof kBitcodeMagic || std::memcmp(bitcode.data(), kBitcodeMagic, sizeof kBitcodeMagic) != 0) {
    fail_here("bitcode does not start with 'BC' 0xC0DE");
  }
  cursor_.set_position(8 * sizeof kBitcodeMagic);
}

void BitstreamReader::fail_at_cursor(const void* owner, std::string_view message) {
  const auto* reader = static_cast<const BitstreamReader*>(owner);
  if (reader->scopes_.empty()) reader->fail_here(message);
  reader->fail_here(std::string(message) + " (" + bitcode::block_name(reader->block_id()) + " ends at offset " +
                    hex((reader->base_offset_bits_ + reader->scopes_.back().end) / 8) + ")");
}

bool BitstreamReader::at_end_of_stream() const {
  // Writers may pad the stream with zero bytes after the last block.
  const std::span<const uint8_t> bytes = cursor_.bytes();
  for (size_t byte = static_cast<size_t>((cursor_.position() + 7) / 8); byte < bytes.size(); ++byte) {
    if (bytes[byte] != 0) return false;
  }
  return true;
}

void BitstreamReader::enter_block() {
  const uint64_t block_id = cursor_.read_vbr(8);
  if (block_id >= kNoBlock) fail_here("block id " + std::to_string(block_id) + " is out of range");
  const auto name = [block_id] { return bitcode::block_name(static_cast<uint32_t>(block_id)); };
  const uint64_t width = cursor_.read_vbr(4);
  if (width == 0 || width > kMaxAbbreviationWidth) {
    fail_here(name() + " has abbreviation width " + std::to_string(width) + " (must be 1 to 32)");
  }
  cursor_.align_to_32_bits();
  const uint64_t words = cursor_.read_fixed(32);
  if (words * 32 > cursor_.remaining_bits()) {
    fail_here(name() + " length of " + std::to_string(words) + " words runs past the end of " +
              (scopes_.empty() ? std::string("the bitcode") : bitcode::block_name(this->block_id())));
  }
  if (scopes_.size() >= kMaxBlockDepth) {
    fail_here("blocks nest deeper than " + std::to_string(kMaxBlockDepth));
  }
  Scope scope;
  scope.block_id = static_cast<uint32_t>(block_id);
  scope.abbreviation_width = static_cast<unsigned>(width);
  scope.end = cursor_.position() + words * 32;
  if (const auto found = block_info_.find(scope.block_id); found != block_info_.end()) {
    scope.block_info = &found->second;
    scope.inherited = found->second.size();
  }
  cursor_.set_limit(scope.end);
  scopes_.push_back(std::move(scope));
  if (block_id == kBlockInfoBlockId) block_info_target_ = kNoBlock;
}

void BitstreamReader::pop_scope() {
  scopes_.pop_back();
  cursor_.set_limit(scopes_.empty() ? uint64_t{cursor_.bytes().size()} * 8 : scopes_.back().end);
}

void BitstreamReader::end_block() {
  cursor_.align_to_32_bits();
  if (cursor_.position() != scopes_.back().end) {
    fail_here("END_BLOCK of " + bitcode::block_name(block_id()) +
              " does not match its length word (which ends it at offset " +
              hex((base_offset_bits_ + scopes_.back().end) / 8) + ")");
  }
  pop_scope();
}

bool BitstreamReader::next_record() {
  for (;;) {
    const BitstreamEntry entry = next();
    if (entry.kind == BitstreamEntryKind::EndBlock) return false;
    if (entry.kind != BitstreamEntryKind::EnterBlock) return true;
    skip_block();
  }
}

void BitstreamReader::skip_block() {
  if (scopes_.empty()) fail_here("no block to skip at the top level");
  cursor_.set_position(scopes_.back().end);
  pop_scope();
  has_record_ = false;
}

AbbreviationOperand BitstreamReader::read_abbreviation_operand() {
  AbbreviationOperand operand;
  if (cursor_.read_fixed(1) != 0) {
    operand.encoding = Encoding::Literal;
    operand.value = cursor_.read_vbr(8);
    return operand;
  }
  const uint64_t encoding = cursor_.read_fixed(3);
  switch (encoding) {
    case 1:
    case 2: {
      const uint64_t width = cursor_.read_vbr(5);
      const bool fixed = encoding == 1;
      if (width == 0) return operand;  // a zero-width field always reads as the literal 0
      if ((fixed && width > kMaxFixedWidth) || (!fixed && (width < 2 || width > kMaxVbrWidth))) {
        fail_here(std::string(fixed ? "fixed" : "VBR") + " abbreviation operand has invalid width " +
                  std::to_string(width));
      }
      operand.encoding = fixed ? Encoding::Fixed : Encoding::Vbr;
      operand.value = width;
      return operand;
    }
    case 3: operand.encoding = Encoding::Array; return operand;
    case 4: operand.encoding = Encoding::Char6; return operand;
    case 5: operand.encoding = Encoding::Blob; return operand;
    default: fail_here("abbreviation operand has unknown encoding " + std::to_string(encoding));
  }
}

void BitstreamReader::define_abbreviation() {
  const uint64_t count = cursor_.read_vbr(5);
  // Every operand definition takes at least four bits.
  if (count == 0 || count > cursor_.remaining_bits() / 4) {
    fail_here("DEFINE_ABBREV declares " + std::to_string(count) + " operands, which the block cannot hold");
  }
  Abbreviation abbreviation;
  abbreviation.operands.reserve(static_cast<size_t>(count));
  for (uint64_t index = 0; index < count; ++index) {
    const AbbreviationOperand operand = read_abbreviation_operand();
    const bool is_array = operand.encoding == Encoding::Array;
    const bool is_blob = operand.encoding == Encoding::Blob;
    if (index == 0 && (is_array || is_blob)) fail_here("abbreviation starts with an array or a blob");
    if (is_blob && index + 1 != count) fail_here("blob is not the last operand of its abbreviation");
    if (is_array && index + 2 != count) fail_here("array is not the second-to-last operand of its abbreviation");
    abbreviation.operands.push_back(operand);
    if (is_array) {
      const AbbreviationOperand element = read_abbreviation_operand();
      if (element.encoding != Encoding::Fixed && element.encoding != Encoding::Vbr &&
          element.encoding != Encoding::Char6) {
        fail_here("array elements must be fixed, VBR or char6");
      }
      abbreviation.operands.push_back(element);
      ++index;
    }
  }
  abbreviation_storage_.push_back(std::move(abbreviation));
  const Abbreviation* stored = &abbreviation_storage_.back();
  Scope& scope = scopes_.back();
  if (scope.block_id == kBlockInfoBlockId) {
    if (block_info_target_ == kNoBlock) fail_here("DEFINE_ABBREV in BLOCKINFO_BLOCK before any SETBID");
    block_info_[block_info_target_].push_back(stored);
  } else {
    scope.local.push_back(stored);
  }
}

const Abbreviation& BitstreamReader::abbreviation(uint64_t id) const {
  const Scope& scope = scopes_.back();
  const uint64_t index = id - kFirstDefinedAbbreviation;
  if (index < scope.inherited) return *(*scope.block_info)[static_cast<size_t>(index)];
  if (index - scope.inherited < scope.local.size()) return *scope.local[static_cast<size_t>(index - scope.inherited)];
  fail_here("abbreviation id " + std::to_string(id) + " is not defined (" + bitcode::block_name(scope.block_id) +
            " has " + std::to_string(scope.inherited + scope.local.size()) + ")");
}

// Inline: most operands of abbreviated records come through here.
inline uint64_t BitstreamReader::read_scalar(const AbbreviationOperand& operand) {
  switch (operand.encoding) {
    case Encoding::Literal: return operand.value;
    case Encoding::Fixed: return cursor_.read_fixed(static_cast<unsigned>(operand.value));
    case Encoding::Vbr: return cursor_.read_vbr(static_cast<unsigned>(operand.value));
    case Encoding::Char6: return decode_char6(cursor_.read_fixed(6));
    case Encoding::Array:
    case Encoding::Blob: break;
  }
  fail_here("array or blob used as a scalar operand");
}

void BitstreamReader::read_unabbreviated_record() {
  const uint64_t code = cursor_.read_vbr(6);
  if (code > UINT32_MAX) fail_here("record code " + std::to_string(code) + " is out of range");
  record_.code = static_cast<uint32_t>(code);
  const uint64_t count = cursor_.read_vbr(6);
  if (count > cursor_.remaining_bits() / 6) {
    fail_here("record declares " + std::to_string(count) + " operands, more than the block can hold");
  }
  cursor_.read_vbrs(6, add_operands(static_cast<size_t>(count)));
}

void BitstreamReader::read_array(const AbbreviationOperand& element, std::span<uint64_t> values) {
  const auto width = static_cast<unsigned>(element.value);
  if (element.encoding == Encoding::Vbr) {
    cursor_.read_vbrs(width, values);
  } else if (element.encoding == Encoding::Char6) {
    for (uint64_t& value : values) value = decode_char6(cursor_.read_fixed(6));
  } else {  // Fixed: define_abbreviation allows no other element encoding
    for (uint64_t& value : values) value = cursor_.read_fixed(width);
  }
}

void BitstreamReader::read_abbreviated_record(const Abbreviation& abbreviation) {
  const std::vector<AbbreviationOperand>& operands = abbreviation.operands;
  const uint64_t code = read_scalar(operands[0]);
  if (code > UINT32_MAX) fail_here("record code " + std::to_string(code) + " is out of range");
  record_.code = static_cast<uint32_t>(code);
  for (size_t index = 1; index < operands.size(); ++index) {
    const AbbreviationOperand& operand = operands[index];
    if (operand.encoding == Encoding::Array) {
      const AbbreviationOperand& element = operands[++index];
      const uint64_t count = cursor_.read_vbr(6);
      if (count > cursor_.remaining_bits() / minimum_bits(element)) {
        fail_here("array of " + std::to_string(count) + " elements runs past the end of the block");
      }
      read_array(element, add_operands(static_cast<size_t>(count)));
    } else if (operand.encoding == Encoding::Blob) {
      const uint64_t length = cursor_.read_vbr(6);
      cursor_.align_to_32_bits();
      if (length > cursor_.remaining_bits() / 8) {
        fail_here("blob of " + std::to_string(length) + " bytes runs past the end of the block");
      }
      record_.blob = cursor_.bytes().subspan(static_cast<size_t>(cursor_.position() / 8), static_cast<size_t>(length));
      cursor_.set_position(cursor_.position() + length * 8);
      cursor_.align_to_32_bits();
    } else {
      add_operands(1)[0] = read_scalar(operand);
    }
  }
}

void BitstreamReader::handle_block_info_record() {
  // BLOCKNAME and SETRECORDNAME only name things for dump tools; they are ignored.
  if (record_.code != kSetBid) return;
  if (record_.operands.empty() || record_.operands[0] >= kNoBlock) {
    has_record_ = true;
    fail("SETBID needs one block id operand");
  }
  block_info_target_ = static_cast<uint32_t>(record_.operands[0]);
}

BitstreamEntry BitstreamReader::next() {
  has_record_ = false;
  for (;;) {
    if (scopes_.empty() && at_end_of_stream()) return {BitstreamEntryKind::EndOfStream, kNoBlock};
    const uint64_t start = cursor_.position();
    const unsigned width = scopes_.empty() ? kTopLevelAbbreviationWidth : scopes_.back().abbreviation_width;
    if (!scopes_.empty() && cursor_.remaining_bits() < width) {
      fail_here(bitcode::block_name(block_id()) + " ends without END_BLOCK");
    }
    const uint64_t id = cursor_.read_fixed(width);
    if (id == kEndBlock) {
      if (scopes_.empty()) fail_here("END_BLOCK at the top level");
      const uint32_t ended = block_id();
      end_block();
      if (ended == kBlockInfoBlockId) continue;
      return {BitstreamEntryKind::EndBlock, ended};
    }
    if (id == kEnterSubblock) {
      if (!scopes_.empty() && scopes_.back().block_id == kBlockInfoBlockId) {
        fail_here("BLOCKINFO_BLOCK may not contain blocks");
      }
      enter_block();
      if (block_id() == kBlockInfoBlockId) continue;
      return {BitstreamEntryKind::EnterBlock, block_id()};
    }
    if (scopes_.empty()) fail_here("only blocks may appear at the top level");
    if (id == kDefineAbbreviation) {
      define_abbreviation();
      continue;
    }
    record_.bit_position = base_offset_bits_ + start;
    record_.abbreviation_id = static_cast<uint32_t>(id);
    record_.blob = {};
    operand_count_ = 0;
    if (id == kUnabbreviatedRecord) {
      read_unabbreviated_record();
    } else {
      read_abbreviated_record(abbreviation(id));
    }
    record_.operands = std::span(operand_buffer_).first(operand_count_);
    if (block_id() == kBlockInfoBlockId) {
      handle_block_info_record();
      continue;
    }
    has_record_ = true;
    return {BitstreamEntryKind::Record, block_id()};
  }
}

void BitstreamReader::fail(std::string_view message) const {
  if (!has_record_) fail_here(message);
  throw ReadError(record_.bit_position, bitcode::describe_record(block_id(), record_.code), message);
}

void BitstreamReader::fail_in(uint32_t block_id, std::string_view message) const {
  throw ReadError(bit_position(), bitcode::block_name(block_id), message);
}

void BitstreamReader::fail_here(std::string_view message) const {
  throw ReadError(bit_position(), scopes_.empty() ? std::string("top level") : bitcode::block_name(block_id()),
                  message);
}

}  // namespace untangle::dxil
