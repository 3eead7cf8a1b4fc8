// The builder's interning table: word sequences (an opcode and its operands) to ids, by open
// addressing over one pool of words, so that looking up a type or constant allocates nothing.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace untangle::spirv_emit {

class WordTable {
 public:
  // The id stored for `key`, or 0.
  uint32_t find(std::span<const uint32_t> key) const;
  // Stores `id` (not 0) for `key`, which must not be in the table.
  void insert(std::span<const uint32_t> key, uint32_t id);

 private:
  struct Slot {
    uint32_t id = 0;  // 0: empty
    uint32_t hash = 0;
    uint32_t offset = 0;  // of the key in pool_
    uint32_t length = 0;
  };

  static uint32_t hash_of(std::span<const uint32_t> key);
  size_t find_slot(std::span<const uint32_t> key, uint32_t hash) const;  // its slot, or an empty one
  void grow();

  std::vector<Slot> slots_;  // a power of two, at most half full
  std::vector<uint32_t> pool_;
  size_t count_ = 0;
};

}  // namespace untangle::spirv_emit
