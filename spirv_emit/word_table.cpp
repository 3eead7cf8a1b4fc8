// WordTable: linear probing with the hash kept in each slot, keys compared word by word.
#include "spirv_emit/word_table.h"

#include <algorithm>

namespace untangle::spirv_emit {

uint32_t WordTable::hash_of(std::span<const uint32_t> key) {
  // FNV-1a over the words, then a final mix so that the low bits (the slot) depend on all.
  uint32_t hash = 2166136261u;
  for (uint32_t word : key) hash = (hash ^ word) * 16777619u;
  hash ^= hash >> 15;
  hash *= 0x2c1b3c6du;
  hash ^= hash >> 12;
  return hash;
}

size_t WordTable::find_slot(std::span<const uint32_t> key, uint32_t hash) const {
  const size_t mask = slots_.size() - 1;
  for (size_t index = hash & mask;; index = (index + 1) & mask) {
    const Slot& slot = slots_[index];
    if (slot.id == 0) return index;
    if (slot.hash == hash && slot.length == key.size() &&
        std::equal(key.begin(), key.end(), pool_.begin() + slot.offset))
      return index;
  }
}

uint32_t WordTable::find(std::span<const uint32_t> key) const {
  if (slots_.empty()) return 0;
  return slots_[find_slot(key, hash_of(key))].id;
}

void WordTable::insert(std::span<const uint32_t> key, uint32_t id) {
  if (2 * (count_ + 1) > slots_.size()) grow();
  const uint32_t hash = hash_of(key);
  Slot& slot = slots_[find_slot(key, hash)];
  slot = {id, hash, static_cast<uint32_t>(pool_.size()), static_cast<uint32_t>(key.size())};
  pool_.insert(pool_.end(), key.begin(), key.end());
  ++count_;
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
