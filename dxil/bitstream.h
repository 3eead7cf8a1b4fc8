// LLVM bitstream reader: a cursor over a bitcode stream that yields block entries, block
// ends and records, decoding abbreviations and BLOCKINFO. Every read is bounds-checked
// against the innermost block, and nesting depth is limited, so malformed input only
// ever ends in a ReadError.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <deque>
#include <map>
#include <span>
#include <string_view>
#include <vector>

namespace untangle::dxil {

// Reads fixed-width and VBR fields LSB-first, as LLVM packs them, from a byte span up to
// a movable limit. Overruns and VBR values wider than 64 bits go to the owner's `fail`.
class BitCursor {
 public:
  // Never returns; throws a ReadError for `owner` at the cursor's position.
  using FailFunction = void (*)(const void* owner, std::string_view message);

  BitCursor(std::span<const uint8_t> bytes, FailFunction fail, const void* owner)
      : bytes_(bytes), limit_(uint64_t{bytes.size()} * 8), fail_(fail), owner_(owner) {}

  // Inline: every operand of every record comes through here. The common case is one
  // unaligned 64-bit load, which holds any field of up to 57 bits at any bit offset.
  uint64_t read_fixed(unsigned width) {  // width 0..64
    const uint64_t byte = position_ >> 3;
    if (width <= 56 && width <= limit_ - position_ && byte + 8 <= bytes_.size()) {
      const uint64_t value = (word_at(byte) >> (position_ & 7)) & ((uint64_t{1} << width) - 1);
      position_ += width;
      return value;
    }
    return read_fixed_near_end(width);
  }
  // Inline too, for the values of up to three chunks (relative value ids are mostly two or
  // three), from one load; longer values, the end of the input or block and every error
  // take read_vbr_chunks.
  uint64_t read_vbr(unsigned width) {  // chunk width 2..32
    const uint64_t byte = position_ >> 3;
    if (width <= kShortVbrWidth && 3 * width <= limit_ - position_ && byte + 8 <= bytes_.size()) {
      uint64_t value;
      if (const unsigned bits = short_vbr(word_at(byte) >> (position_ & 7), width, value); bits != 0) {
        position_ += bits;
        return value;
      }
    }
    return read_vbr_chunks(width);
  }
  // read_vbr for each of `values`: the operands of unabbreviated records and VBR arrays.
  // Inline, so that the fixed width of unabbreviated operands folds into the loop.
  void read_vbrs(unsigned width, std::span<uint64_t> values) {
    if (width > kShortVbrWidth) {
      for (uint64_t& value : values) value = read_vbr(width);
      return;
    }
    // Before `fast_end`, a load at the position lies inside the input and three chunks inside
    // the block. The position and the data pointer are kept in locals: stores to `values`
    // could alias the members.
    const uint64_t input_end = bytes_.size() >= 8 ? (bytes_.size() - 7) * 8 : 0;
    const uint64_t block_end = limit_ >= 3 * width ? limit_ - 3 * width + 1 : 0;
    const uint64_t fast_end = std::min(input_end, block_end);
    uint64_t position = position_;
    const uint8_t* const data = bytes_.data();
    for (uint64_t& value : values) {
      if (position < fast_end) {
        if (const unsigned bits = short_vbr(word_at(data, position >> 3) >> (position & 7), width, value); bits != 0) {
          position += bits;
          continue;
        }
      }
      position_ = position;
      value = read_vbr_chunks(width);
      position = position_;
    }
    position_ = position;
  }
  void align_to_32_bits();

  uint64_t position() const { return position_; }
  void set_position(uint64_t position) { position_ = position; }
  uint64_t limit() const { return limit_; }
  void set_limit(uint64_t limit) { limit_ = limit; }
  uint64_t remaining_bits() const { return limit_ - position_; }
  std::span<const uint8_t> bytes() const { return bytes_; }

 private:
  [[noreturn]] void fail(std::string_view message) const;
  // The 64 bits from `byte` on, the first byte lowest; byte + 8 must not pass the input's end.
  uint64_t word_at(uint64_t byte) const { return word_at(bytes_.data(), byte); }
  static uint64_t word_at(const uint8_t* data, uint64_t byte) {
    uint64_t word;
    std::memcpy(&word, data + byte, 8);
    if constexpr (std::endian::native == std::endian::big) word = __builtin_bswap64(word);
    return word;
  }
  // Chunks of up to this width fit three to the 57 bits a load holds.
  static constexpr unsigned kShortVbrWidth = 19;
  // The VBR field of up to three chunks at the bottom of `word`: its length in bits, or 0 for
  // a longer field.
  static unsigned short_vbr(uint64_t word, unsigned width, uint64_t& value) {
    const unsigned payload = width - 1;
    const uint64_t data = (uint64_t{1} << payload) - 1;
    value = word & data;
    if ((word >> payload & 1) == 0) return width;
    value |= (word >> width & data) << payload;
    if ((word >> (width + payload) & 1) == 0) return 2 * width;
    value |= (word >> 2 * width & data) << 2 * payload;
    if ((word >> (2 * width + payload) & 1) == 0) return 3 * width;
    return 0;
  }
  uint64_t load(uint64_t bit, unsigned width) const;
  // read_fixed for wide fields and the last bytes of the input, with the bounds check.
  uint64_t read_fixed_near_end(unsigned width);
  // read_vbr chunk by chunk, with the bounds and overflow checks.
  uint64_t read_vbr_chunks(unsigned width);

  std::span<const uint8_t> bytes_;
  uint64_t position_ = 0;
  uint64_t limit_ = 0;
  FailFunction fail_;
  const void* owner_;
};

struct AbbreviationOperand {
  enum class Encoding : uint8_t { Literal, Fixed, Vbr, Array, Char6, Blob };
  Encoding encoding = Encoding::Literal;
  uint64_t value = 0;  // the literal, or the bit width of Fixed / Vbr
};

struct Abbreviation {
  std::vector<AbbreviationOperand> operands;
};

struct BitstreamRecord {
  uint32_t code = 0;
  uint32_t abbreviation_id = 0;  // 3 when unabbreviated
  uint64_t bit_position = 0;     // from the start of the input: where the record begins
  // In the reader's buffer, which only grows: records need neither an allocation nor
  // zeroed storage. Valid until the reader moves on.
  std::span<const uint64_t> operands;
  std::span<const uint8_t> blob;  // only when the abbreviation ends in a blob
};

enum class BitstreamEntryKind : uint8_t {
  EnterBlock,   // a block was entered; block_id names it
  EndBlock,     // the innermost block ended; block_id names it
  Record,       // record() holds it
  EndOfStream,  // no more top-level blocks
};

struct BitstreamEntry {
  BitstreamEntryKind kind = BitstreamEntryKind::EndOfStream;
  uint32_t block_id = 0;
};

class BitstreamReader {
 public:
  static constexpr size_t kMaxBlockDepth = 16;
  static constexpr uint32_t kBlockInfoBlockId = 0;
  static constexpr uint32_t kNoBlock = ~uint32_t{0};

  // `bitcode` starts with the 'BC' 0xC0DE magic (checked here); `base_offset` is its byte
  // offset in the input file, so that errors name file offsets. The bytes must outlive the
  // reader.
  BitstreamReader(std::span<const uint8_t> bitcode, uint64_t base_offset);
  BitstreamReader(const BitstreamReader&) = delete;  // cursor_ reports errors through `this`
  BitstreamReader& operator=(const BitstreamReader&) = delete;

  // Reads the next entry of the current block. BLOCKINFO blocks are consumed internally.
  BitstreamEntry next();
  // Skips the rest of the current block using its length word, as if its END_BLOCK had
  // been read.
  void skip_block();
  // Advances to the next record of the current block, skipping nested blocks: for blocks
  // whose nested blocks the caller does not read. False once the block has ended.
  bool next_record();

  const BitstreamRecord& record() const { return record_; }
  // The innermost open block, or kNoBlock at the top level.
  uint32_t block_id() const { return scopes_.empty() ? kNoBlock : scopes_.back().block_id; }
  size_t depth() const { return scopes_.size(); }
  // From the start of the input file.
  uint64_t bit_position() const { return base_offset_bits_ + cursor_.position(); }
  // Bits left before the end of the innermost block: an upper bound for counts read from it.
  uint64_t remaining_bits() const { return cursor_.remaining_bits(); }

  // Throws a ReadError at the current record (offset, block and record named).
  [[noreturn]] void fail(std::string_view message) const;
  // Throws a ReadError at the current position, naming the current block.
  [[noreturn]] void fail_here(std::string_view message) const;
  // Throws a ReadError at the current position, naming `block_id`: for checks made when a
  // block has just ended.
  [[noreturn]] void fail_in(uint32_t block_id, std::string_view message) const;

 private:
  // An open block. Its abbreviations are the first `inherited` ones BLOCKINFO held for its
  // id when it was entered (BLOCKINFO lists only grow), then its own definitions.
  struct Scope {
    uint32_t block_id = 0;
    unsigned abbreviation_width = 2;
    uint64_t end = 0;  // bit position (within the bitcode) just past the block
    const std::vector<const Abbreviation*>* block_info = nullptr;
    size_t inherited = 0;
    std::vector<const Abbreviation*> local;
  };

  static void fail_at_cursor(const void* owner, std::string_view message);
  bool at_end_of_stream() const;

  void enter_block();
  void end_block();
  void pop_scope();
  void define_abbreviation();
  AbbreviationOperand read_abbreviation_operand();
  void read_unabbreviated_record();
  void read_abbreviated_record(const Abbreviation& abbreviation);
  void read_array(const AbbreviationOperand& element, std::span<uint64_t> values);
  uint64_t read_scalar(const AbbreviationOperand& operand);
  // Room for `count` more operands of the record being read, after those read so far.
  std::span<uint64_t> add_operands(size_t count) {
    const size_t first = operand_count_;
    operand_count_ += count;
    if (operand_buffer_.size() < operand_count_) operand_buffer_.resize(operand_count_);
    return std::span(operand_buffer_).subspan(first, count);
  }
  const Abbreviation& abbreviation(uint64_t id) const;
  void handle_block_info_record();

  uint64_t base_offset_bits_ = 0;
  BitCursor cursor_;  // its limit is the end of the innermost block
  std::vector<Scope> scopes_;
  std::deque<Abbreviation> abbreviation_storage_;  // stable addresses for Scope::abbreviations
  std::map<uint32_t, std::vector<const Abbreviation*>> block_info_;  // by block id; nodes are stable
  uint32_t block_info_target_ = kNoBlock;  // the SETBID of the BLOCKINFO block being read
  BitstreamRecord record_;
  std::vector<uint64_t> operand_buffer_;  // record_.operands: the first operand_count_
  size_t operand_count_ = 0;
  bool has_record_ = false;  // record_ is the entry last returned
};

}  // namespace untangle::dxil
