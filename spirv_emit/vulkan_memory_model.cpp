#include "spirv_emit/vulkan_memory_model.h"

#include <unordered_map>

#include <spirv/unified1/spirv.hpp11>

#include "spirv_emit/cooperative_matrix.h"
#include "spirv_emit/error.h"
#include "spirv_emit/lowering.h"

namespace untangle::spirv_emit {

namespace {

constexpr size_t kHeaderWords = 5;
constexpr uint32_t kNonPrivatePointer = 0x20;  // MemoryAccess NonPrivatePointer (Vulkan model)
constexpr uint32_t kNonPrivateTexel = 0x400;   // ImageOperands NonPrivateTexel (Vulkan model)

bool is_shared(spv::StorageClass storage_class) {
  return storage_class == spv::StorageClass::StorageBuffer || storage_class == spv::StorageClass::Workgroup ||
         storage_class == spv::StorageClass::PhysicalStorageBuffer;
}

// Where an access's optional mask starts (after its fixed operands) and where its pointer is,
// as word offsets from the instruction's first word, and the mask's bit that makes it
// non-private. mask 0: the instruction accesses no memory; pointer 0: none to judge (a storage
// image's texels are always shared).
struct Access {
  size_t pointer = 0;
  size_t mask = 0;
  uint32_t non_private = 0;
};

Access access_of(spv::Op opcode) {
  if (opcode == spv::Op::OpLoad) return {3, 4, kNonPrivatePointer};
  if (opcode == spv::Op::OpStore) return {1, 3, kNonPrivatePointer};
  if (opcode == cooperative_matrix::kLoad) return {3, 6, kNonPrivatePointer};   // type, result, pointer, layout, stride
  if (opcode == cooperative_matrix::kStore) return {1, 5, kNonPrivatePointer};  // pointer, object, layout, stride
  if (opcode == spv::Op::OpImageRead || opcode == spv::Op::OpImageSparseRead) return {0, 5, kNonPrivateTexel};
  if (opcode == spv::Op::OpImageWrite) return {0, 4, kNonPrivateTexel};  // image, coordinate, texel
  return {};
}

}  // namespace

void make_shared_accesses_non_private(std::vector<uint32_t>& words) {
  // Pointer types' storage classes, and the types of the ids that may be pointers.
  std::unordered_map<uint32_t, spv::StorageClass> pointer_types;
  std::unordered_map<uint32_t, uint32_t> pointer_values;
  for (size_t at = kHeaderWords; at < words.size();) {
    const uint32_t count = words[at] >> 16;
    if (count == 0) internal_error("a SPIR-V instruction of no words");
    const auto opcode = static_cast<spv::Op>(words[at] & 0xFFFF);
    switch (opcode) {
      case spv::Op::OpDecorate:
        if (words[at + 2] == static_cast<uint32_t>(spv::Decoration::Coherent) ||
            words[at + 2] == static_cast<uint32_t>(spv::Decoration::Volatile))
          unsupported(
              "globallycoherent UAVs in a shader using cooperative matrices: the Vulkan memory model they need has "
              "no Coherent");
        break;
      case spv::Op::OpTypePointer: pointer_types[words[at + 1]] = static_cast<spv::StorageClass>(words[at + 2]); break;
      case spv::Op::OpVariable:
      case spv::Op::OpAccessChain:
      case spv::Op::OpInBoundsAccessChain:
      case spv::Op::OpPtrAccessChain:
      case spv::Op::OpFunctionParameter:
      case spv::Op::OpBitcast:
      case spv::Op::OpConvertUToPtr:
      case spv::Op::OpCopyObject: pointer_values[words[at + 2]] = words[at + 1]; break;
      default: break;
    }
    at += count;
  }
  std::vector<uint32_t> rewritten(words.begin(), words.begin() + kHeaderWords);
  rewritten.reserve(words.size() + words.size() / 8);
  for (size_t at = kHeaderWords; at < words.size();) {
    const uint32_t count = words[at] >> 16;
    const auto opcode = static_cast<spv::Op>(words[at] & 0xFFFF);
    const Access access = access_of(opcode);
    bool shared = access.mask != 0 && access.pointer == 0;
    if (access.pointer != 0) {
      const auto type = pointer_values.find(words[at + access.pointer]);
      const auto storage = type != pointer_values.end() ? pointer_types.find(type->second) : pointer_types.end();
      shared = storage != pointer_types.end() && is_shared(storage->second);
    }
    if (!shared) {
      rewritten.insert(rewritten.end(), words.begin() + static_cast<ptrdiff_t>(at),
                       words.begin() + static_cast<ptrdiff_t>(at + count));
    } else if (count > access.mask) {
      // A mask is there (Aligned and its literal, an image's Lod...): the bit, which takes no
      // operand of its own, joins it.
      const size_t first = rewritten.size();
      rewritten.insert(rewritten.end(), words.begin() + static_cast<ptrdiff_t>(at),
                       words.begin() + static_cast<ptrdiff_t>(at + count));
      rewritten[first + access.mask] |= access.non_private;
    } else {
      rewritten.push_back(((count + 1) << 16) | (words[at] & 0xFFFF));
      rewritten.insert(rewritten.end(), words.begin() + static_cast<ptrdiff_t>(at + 1),
                       words.begin() + static_cast<ptrdiff_t>(at + count));
      rewritten.push_back(access.non_private);
    }
    at += count;
  }
  words = std::move(rewritten);
}

}  // namespace untangle::spirv_emit
