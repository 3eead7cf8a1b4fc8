// BlockNameIndex: linear probing over a power-of-two table kept at most half occupied.
#include "structurizer/block_name_index.h"

#include <utility>

namespace untangle::structurizer {

void BlockNameIndex::erase(uint32_t id, std::string_view name) {
  if (slots_.empty()) return;
  for (size_t at = hash_of(name) & mask(); slots_[at].id != kEmpty; at = (at + 1) & mask())
    if (slots_[at].id == id) {
      slots_[at].id = kErased;
      --live_;
      return;
    }
}

void BlockNameIndex::reserve(size_t blocks) {
  if (2 * blocks > slots_.size()) rehash(2 * blocks);
}

void BlockNameIndex::clear() {
  slots_.clear();
  occupied_ = 0;
  live_ = 0;
}

void BlockNameIndex::rehash(size_t capacity) {
  size_t size = 16;
  while (size < capacity) size *= 2;
  const std::vector<Slot> old = std::exchange(slots_, std::vector<Slot>(size));
  for (const Slot& slot : old) {
    if (slot.id == kEmpty || slot.id == kErased) continue;
    size_t at = slot.hash & mask();
    while (slots_[at].id != kEmpty) at = (at + 1) & mask();
    slots_[at] = slot;
  }
  occupied_ = live_;
}

}  // namespace untangle::structurizer
