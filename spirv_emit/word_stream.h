// The words of a function being emitted: a growing array whose room is handed out unfilled,
// since the builder writes every word of an instruction itself (std::vector::resize would
// zero them first, for every instruction).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>

namespace untangle::spirv_emit {

class WordStream {
 public:
  size_t size() const { return size_; }
  std::span<const uint32_t> words() const { return {words_.get(), size_}; }

  // Room for `count` more words at the end, for the caller to fill in.
  uint32_t* append(size_t count) {
    if (count > capacity_ - size_) grow(size_ + count);
    uint32_t* room = words_.get() + size_;
    size_ += count;
    return room;
  }

 private:
  void grow(size_t needed) {
    const size_t capacity = std::max({needed, 2 * capacity_, size_t{256}});
    auto words = std::make_unique_for_overwrite<uint32_t[]>(capacity);
    std::copy(words_.get(), words_.get() + size_, words.get());
    words_ = std::move(words);
    capacity_ = capacity;
  }

  std::unique_ptr<uint32_t[]> words_;
  size_t size_ = 0;
  size_t capacity_ = 0;
};

}  // namespace untangle::spirv_emit
