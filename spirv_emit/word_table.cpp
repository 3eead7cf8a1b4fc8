// WordTable: linear probing with the hash kept in each slot, keys compared word by word.
#include "spirv_emit/word_table.h"

#include <algorithm>

namespace untangle::spirv_emit {

uint32_t WordTable::hash_of(uint32_t head, std::span<const uint32_t> rest) {
  // FNV-1a over the words, then a final mix so that the low bits (the slot) depend on all.
  uint32_t hash = (2166136261u ^ head) * 16777619u;
  for (uint32_t word : rest) hash = (hash ^ word) * 16777619u;
  hash ^= hash >> 15;
  hash *= 0x2c1b3c6du;
  hash ^= hash >> 12;
  return hash;
}

void WordTable::grow() {
  std::vector<Slot> old = std::move(slots_);
  slots_.assign(old.empty() ? 64 : old.size() * 2, Slot{});
  const size_t mask = slots_.size() - 1;
  for (const Slot& slot : old) {
    if (slot.id == 0) continue;
    size_t index = slot.hash & mask;
    while (slots_[index].id != 0) index = (index + 1) & mask;
    slots_[index] = slot;
  }
}

}  // namespace untangle::spirv_emit
