// The builder's interning table: word sequences (an opcode and its operands) to ids, by open
// addressing over one pool of words, so that looking up a type or constant allocates nothing.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

namespace untangle::spirv_emit {

class WordTable {
 public:
  // The id stored for the key `head` followed by `rest`; when there is none, the one
  // `make()` returns (not 0), stored for the key. `make` must not use the table. One probe
  // serves both, and the key is never copied but into the table.
  template <typename Make>
  uint32_t find_or_add(uint32_t head, std::span<const uint32_t> rest, Make&& make) {
    if (2 * (count_ + 1) > slots_.size()) grow();
    const uint32_t hash = hash_of(head, rest);
    const size_t index = find_slot(head, rest, hash);
    if (slots_[index].id != 0) return slots_[index].id;
    const uint32_t id = make();
    slots_[index] = {id, hash, static_cast<uint32_t>(pool_.size()), static_cast<uint32_t>(rest.size() + 1)};
    pool_.push_back(head);
    pool_.insert(pool_.end(), rest.begin(), rest.end());
    ++count_;
    return id;
  }

 private:
  struct Slot {
    uint32_t id = 0;  // 0: empty
    uint32_t hash = 0;
    uint32_t offset = 0;  // of the key in pool_
    uint32_t length = 0;
  };

  static uint32_t hash_of(uint32_t head, std::span<const uint32_t> rest);
  // The slot of the key, or the empty one where it would go.
  size_t find_slot(uint32_t head, std::span<const uint32_t> rest, uint32_t hash) const {
    const size_t mask = slots_.size() - 1;
    for (size_t index = hash & mask;; index = (index + 1) & mask) {
      const Slot& slot = slots_[index];
      if (slot.id == 0) return index;
      if (slot.hash == hash && slot.length == rest.size() + 1 && pool_[slot.offset] == head &&
          std::equal(rest.begin(), rest.end(), pool_.begin() + slot.offset + 1))
        return index;
    }
  }
  void grow();

  std::vector<Slot> slots_;  // a power of two, at most half full
  std::vector<uint32_t> pool_;
  size_t count_ = 0;
};

}  // namespace untangle::spirv_emit
