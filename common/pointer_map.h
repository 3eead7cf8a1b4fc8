// A hash map from pointers to values by open addressing (linear probing in one array), for
// the per-function tables the emitter fills for every instruction: no allocation per entry,
// unlike std::unordered_map. Deterministic: nothing iterates it in hash order.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace untangle {

template <typename Key, typename Value>  // Key: a pointer type; nullptr is never a key
class PointerMap {
 public:
  Value* find(Key key) {
    if (slots_.empty()) return nullptr;
    Slot& slot = slots_[index_of(key)];
    return slot.key == key ? &slot.value : nullptr;
  }
  const Value* find(Key key) const { return const_cast<PointerMap*>(this)->find(key); }
  bool contains(Key key) const { return find(key) != nullptr; }

  // The value of `key`, value-initialised first when absent.
  Value& operator[](Key key) { return *try_emplace(key).first; }
  // Like std::unordered_map::try_emplace: an existing value is left alone.
  template <typename... Arguments>
  std::pair<Value*, bool> try_emplace(Key key, Arguments&&... arguments) {
    if (2 * (count_ + 1) > slots_.size()) grow();
    Slot& slot = slots_[index_of(key)];
    if (slot.key == key) return {&slot.value, false};
    slot.key = key;
    slot.value = Value(std::forward<Arguments>(arguments)...);
    ++count_;
    return {&slot.value, true};
  }
  size_t size() const { return count_; }
  // Room for `count` entries without growing.
  void reserve(size_t count) {
    size_t capacity = slots_.empty() ? 32 : slots_.size();
    while (capacity < 2 * count) capacity *= 2;
    if (capacity > slots_.size()) rehash(capacity);
  }

 private:
  struct Slot {
    Key key = nullptr;
    Value value{};
  };

  // The slot holding `key`, or the empty slot where it would go.
  size_t index_of(Key key) const {
    const size_t mask = slots_.size() - 1;
    // Pointers are aligned: mix the bits above the alignment into the slot number.
    uint64_t hash = reinterpret_cast<uintptr_t>(key) * 0x9E3779B97F4A7C15ull;
    for (size_t index = static_cast<size_t>(hash >> 32) & mask;; index = (index + 1) & mask)
      if (slots_[index].key == key || slots_[index].key == nullptr) return index;
  }

  void grow() { rehash(slots_.empty() ? 32 : slots_.size() * 2); }

  void rehash(size_t capacity) {
    std::vector<Slot> old = std::move(slots_);
    slots_.clear();
    slots_.resize(capacity);
    for (Slot& slot : old)
      if (slot.key != nullptr) slots_[index_of(slot.key)] = std::move(slot);
  }

  std::vector<Slot> slots_;  // a power of two, at most half full
  size_t count_ = 0;
};

}  // namespace untangle
