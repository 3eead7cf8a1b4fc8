// BlockNameIndex: which block bears a name, for a Function that keeps its block names
// unique. An open-addressed table of block ids and name hashes that reads the names from
// the blocks themselves: no copy of a name and no allocation per block.
#pragma once

#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

namespace untangle::structurizer {

class BlockNameIndex {
 public:
  static constexpr uint32_t kAbsent = UINT32_MAX;

  // The id of the block named `name`, or kAbsent; `name_of(id)` is the name of block `id`.
  template <typename NameOf>
  uint32_t find(std::string_view name, const NameOf& name_of) const {
    if (slots_.empty()) return kAbsent;
    const uint32_t id = slots_[probe(hash_of(name), name, name_of)].id;
    return id == kEmpty ? kAbsent : id;
  }
  // Enters block `id` under `name` unless a block bears that name already; whether it did.
  template <typename NameOf>
  bool insert_unless_taken(uint32_t id, std::string_view name, const NameOf& name_of) {
    if (2 * (occupied_ + 1) > slots_.size()) rehash(4 * (live_ + 1));
    const uint32_t hash = hash_of(name);
    Slot& slot = slots_[probe(hash, name, name_of)];
    if (slot.id != kEmpty) return false;
    slot = Slot{hash, id};
    ++occupied_;
    ++live_;
    return true;
  }
  // Removes block `id`, indexed under `name`.
  void erase(uint32_t id, std::string_view name);
  // Room for `blocks` names in all without growing.
  void reserve(size_t blocks);
  void clear();

 private:
  static constexpr uint32_t kEmpty = UINT32_MAX;
  static constexpr uint32_t kErased = UINT32_MAX - 1;  // a removed entry, passed over by probes
  struct Slot {
    uint32_t hash = 0;
    uint32_t id = kEmpty;
  };

  static uint32_t hash_of(std::string_view name) {
    return static_cast<uint32_t>(std::hash<std::string_view>{}(name));
  }
  size_t mask() const { return slots_.size() - 1; }
  // The slot of the block named `name`, or the empty slot that ends the search for it.
  template <typename NameOf>
  size_t probe(uint32_t hash, std::string_view name, const NameOf& name_of) const {
    size_t at = hash & mask();
    for (; slots_[at].id != kEmpty; at = (at + 1) & mask())
      if (slots_[at].hash == hash && slots_[at].id != kErased && name_of(slots_[at].id) == name) break;
    return at;
  }
  // A table of at least `capacity` slots holding the live entries.
  void rehash(size_t capacity);

  std::vector<Slot> slots_;
  size_t occupied_ = 0;  // live and erased slots: probes end only at an empty one
  size_t live_ = 0;
};

}  // namespace untangle::structurizer
