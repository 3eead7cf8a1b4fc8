// ListArena's chunks: the slow path of its bump allocation.
#include "dxil/ir_storage.h"

namespace untangle::dxil {

void* ListArena::allocate_chunk(size_t size) {
  // A list too large to leave much of a chunk gets a block of its own; the current chunk's
  // room stays for the lists after it.
  if (size > kChunkSize / 4) {
    chunks_.push_back(std::make_unique_for_overwrite<std::byte[]>(size));
    return chunks_.back().get();
  }
  chunks_.push_back(std::make_unique_for_overwrite<std::byte[]>(kChunkSize));
  next_ = chunks_.back().get() + size;
  available_ = kChunkSize - size;
  return chunks_.back().get();
}

}  // namespace untangle::dxil
