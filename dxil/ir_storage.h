// The IR's storage: pools for its numerous objects (instructions, blocks, constants,
// metadata) and the arena behind its read-only lists (an instruction's operands...), so
// that reading and freeing a module take few heap blocks.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

namespace untangle::dxil {

// Objects from an ObjectPool: their owner's pointer only runs the destructor.
struct PoolDeleter {
  template <typename T>
  void operator()(T* object) const noexcept {
    object->~T();
  }
};
template <typename T>
using PoolPtr = std::unique_ptr<T, PoolDeleter>;

// Makes objects in chunks. It must outlive the PoolPtrs it hands out: declare it before
// their owner.
template <typename T>
class ObjectPool {
 public:
  ObjectPool() = default;
  ObjectPool(const ObjectPool&) = delete;
  ObjectPool& operator=(const ObjectPool&) = delete;
  ObjectPool(ObjectPool&&) = default;
  // Swaps: the chunks of the objects that the owner's own assignment is about to destroy
  // stay alive, in `other`, until then.
  ObjectPool& operator=(ObjectPool&& other) noexcept {
    std::swap(chunks_, other.chunks_);
    std::swap(used_, other.used_);
    return *this;
  }

  // A new, default-constructed object in storage that lives as long as the pool.
  PoolPtr<T> create() {
    static_assert(alignof(T) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__);
    if (chunks_.empty() || used_ == kChunkSize) {
      // Default-initialised: no zeroing of the storage.
      chunks_.push_back(std::make_unique_for_overwrite<std::byte[]>(sizeof(T) * kChunkSize));
      used_ = 0;
    }
    return PoolPtr<T>(new (chunks_.back().get() + sizeof(T) * used_++) T());
  }
  // How many objects were made.
  size_t size() const { return chunks_.empty() ? 0 : (chunks_.size() - 1) * kChunkSize + used_; }

 private:
  static constexpr size_t kChunkSize = 32;
  std::vector<std::unique_ptr<std::byte[]>> chunks_;
  size_t used_ = 0;
};

// A list of elements stored elsewhere (in a ListArena): read like a const std::vector.
template <typename T>
class IrList {
 public:
  using value_type = T;
  using const_iterator = const T*;
  using iterator = const T*;

  IrList() = default;
  IrList(const T* data, size_t size) : data_(data), size_(size) {}

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const T* data() const { return data_; }
  const T* begin() const { return data_; }
  const T* end() const { return data_ + size_; }
  const T& operator[](size_t index) const { return data_[index]; }
  const T& at(size_t index) const {
    if (index >= size_) throw std::out_of_range("IrList::at");
    return data_[index];
  }
  const T& front() const { return data_[0]; }
  const T& back() const { return data_[size_ - 1]; }

 private:
  const T* data_ = nullptr;
  size_t size_ = 0;
};

// Storage for the elements of a function's lists, freed with the arena. Elements are never
// destroyed, so only trivially destructible ones are allowed.
class ListArena {
 public:
  ListArena() = default;
  ListArena(const ListArena&) = delete;
  ListArena& operator=(const ListArena&) = delete;
  // Not movable: a moved-from arena would still point into the chunks it gave away.
  ListArena(ListArena&&) = delete;
  ListArena& operator=(ListArena&&) = delete;

  // Uninitialised room for `count` elements, valid as long as the arena.
  template <typename T>
  T* allocate(size_t count) {
    static_assert(std::is_trivially_destructible_v<T> && alignof(T) <= kAlignment);
    return static_cast<T*>(allocate_bytes(count * sizeof(T)));
  }
  // Returns the end of the last allocation, `data` with room for `count` elements, to the
  // arena but for its first `used` elements.
  template <typename T>
  void shrink_last(T* data, size_t count, size_t used) {
    const size_t freed = rounded(count * sizeof(T)) - rounded(used * sizeof(T));
    if (reinterpret_cast<std::byte*>(data) + rounded(count * sizeof(T)) != next_) return;
    next_ -= freed;
    available_ += freed;
  }
  // A list holding a copy of `elements`.
  template <typename T>
  IrList<T> copy(std::span<const T> elements) {
    T* data = allocate<T>(elements.size());
    std::uninitialized_copy(elements.begin(), elements.end(), data);
    return IrList<T>(data, elements.size());
  }

 private:
  static constexpr size_t kAlignment = alignof(uint64_t);
  static constexpr size_t kChunkSize = 4096;

  static size_t rounded(size_t size) { return (size + kAlignment - 1) & ~(kAlignment - 1); }
  void* allocate_bytes(size_t size) {
    size = rounded(size);
    if (size > available_) return allocate_chunk(size);
    void* result = next_;
    next_ += size;
    available_ -= size;
    return result;
  }
  void* allocate_chunk(size_t size);

  std::vector<std::unique_ptr<std::byte[]>> chunks_;
  std::byte* next_ = nullptr;
  size_t available_ = 0;
};

}  // namespace untangle::dxil
