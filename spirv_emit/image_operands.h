// What texture operations share: the coordinate and offset shapes of each texture kind,
// image operands in SPIR-V's order, texel offsets (constant, or run-time where Vulkan allows
// them), and texel results as dx.types.ResRet members, through the sparse-residency variant
// of an instruction when the shader reads the status member.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "spirv_emit/lowering.h"

namespace untangle::spirv_emit {

struct ImageShape {
  uint32_t coordinates;  // address components, array layer included
  uint32_t offsets;      // texel offset components
  uint32_t gradients;    // derivative components (and CalculateLOD's coordinates)
  bool arrayed;
};

// Throws TranslateError for kinds that are not textures or typed buffers.
ImageShape image_shape(dxil::ResourceKind kind);
bool is_multisampled(dxil::ResourceKind kind);

// `count` operands from `first` as one scalar or vector of `scalar_type`.
Id operand_vector(Lowering& lowering, const DxOpCall& call, size_t first, uint32_t count, Id scalar_type);

// Image operands collected in any order and emitted in mask-bit order, as SPIR-V wants.
class ImageOperands {
 public:
  void add(spv::ImageOperandsMask bit, std::vector<Id> operands);
  bool has(spv::ImageOperandsMask bit) const;
  // The mask and its operands after `prefix` (the image, the coordinate...).
  std::vector<uint32_t> append_to(std::vector<uint32_t> prefix) const;

 private:
  std::vector<std::pair<uint32_t, std::vector<Id>>> operands_;
};

// How an operation may take texel offsets that are not constants: gathers natively
// (ImageGatherExtended), fetches by adding them to the coordinate, samples not at all
// (Vulkan core allows run-time offsets on gathers only).
enum class DynamicOffsets : uint8_t { Gather, AddToCoordinate, Reject };

// Texel offsets from operand `first` (`count` of them; undef counts as 0): a ConstOffset
// operand when all are constants (none when they are all 0), an Offset operand for a
// gather. For AddToCoordinate, returns the offset vector to add to the coordinate (0:
// none to add).
Id add_offsets(Lowering& lowering, const DxOpCall& call, size_t first, uint32_t count, DynamicOffsets dynamic,
               ImageOperands& operands);

// Emits `opcode` (or, when the shader reads the ResRet's status member, `sparse_opcode`,
// whose status is 1 when every texel was resident) with `operands` and defines the call's
// dx.types.ResRet from the texel. `texel_type` is the vec4 the instruction returns, or the
// float of a depth comparison.
void define_texel_result(Lowering& lowering, const DxOpCall& call, const Handle& handle, spv::Op opcode,
                         spv::Op sparse_opcode, Id texel_type, const std::vector<uint32_t>& operands);

// The ResRet status member of an access that cannot be unmapped (buffers): always 1.
Id mapped_status(Lowering& lowering);

}  // namespace untangle::spirv_emit
