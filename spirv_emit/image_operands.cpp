// Texture shapes, image operands, texel offsets and texel results.
#include "spirv_emit/image_operands.h"

#include <algorithm>

#include "spirv_emit/resource_access.h"

namespace untangle::spirv_emit {

namespace {

constexpr uint32_t kStatusMember = 4;

}  // namespace

ImageShape image_shape(dxil::ResourceKind kind) {
  switch (kind) {
    case dxil::ResourceKind::Texture1D: return {1, 1, 1, false};
    case dxil::ResourceKind::Texture1DArray: return {2, 1, 1, true};
    case dxil::ResourceKind::Texture2D:
    case dxil::ResourceKind::Texture2DMS: return {2, 2, 2, false};
    case dxil::ResourceKind::Texture2DArray:
    case dxil::ResourceKind::Texture2DMSArray: return {3, 2, 2, true};
    case dxil::ResourceKind::Texture3D: return {3, 3, 3, false};
    case dxil::ResourceKind::TextureCube: return {3, 0, 3, false};
    case dxil::ResourceKind::TextureCubeArray: return {4, 0, 3, true};
    case dxil::ResourceKind::TypedBuffer: return {1, 0, 0, false};
    default: unsupported("operation needs a texture or typed buffer");
  }
}

bool is_multisampled(dxil::ResourceKind kind) {
  return kind == dxil::ResourceKind::Texture2DMS || kind == dxil::ResourceKind::Texture2DMSArray;
}

Id operand_vector(Lowering& lowering, const DxOpCall& call, size_t first, uint32_t count, Id scalar_type) {
  Builder& builder = lowering.builder;
  std::vector<uint32_t> components;
  for (uint32_t i = 0; i < count; ++i) {
    const dxil::Value* operand = call.argument(first + i);
    components.push_back(is_undef(operand) ? builder.undef(scalar_type) : lowering.values.value(operand));
  }
  if (count == 1) return components[0];
  return builder.emit(spv::Op::OpCompositeConstruct, builder.type_vector(scalar_type, count), components);
}

void ImageOperands::add(spv::ImageOperandsMask bit, std::vector<Id> operands) {
  operands_.emplace_back(static_cast<uint32_t>(bit), std::move(operands));
}

bool ImageOperands::has(spv::ImageOperandsMask bit) const {
  return std::any_of(operands_.begin(), operands_.end(),
                     [bit](const auto& entry) { return entry.first == static_cast<uint32_t>(bit); });
}

std::vector<uint32_t> ImageOperands::append_to(std::vector<uint32_t> prefix) const {
  if (operands_.empty()) return prefix;
  std::vector<std::pair<uint32_t, std::vector<Id>>> sorted = operands_;
  std::sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  uint32_t mask = 0;
  for (const auto& entry : sorted) mask |= entry.first;
  prefix.push_back(mask);
  for (const auto& entry : sorted) prefix.insert(prefix.end(), entry.second.begin(), entry.second.end());
  return prefix;
}

Id add_offsets(Lowering& lowering, const DxOpCall& call, size_t first, uint32_t count, DynamicOffsets dynamic,
               ImageOperands& operands) {
  if (count == 0) return 0;
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint();
  bool all_constant = true;
  bool any_nonzero = false;
  for (uint32_t i = 0; i < count; ++i) {
    const dxil::Value* offset = call.argument(first + i);
    if (is_undef(offset)) continue;
    if (offset->kind != dxil::ValueKind::Constant) {
      all_constant = false;
      continue;
    }
    any_nonzero = any_nonzero || constant_integer(offset, "texel offset") != 0;
  }
  if (all_constant && !any_nonzero) return 0;
  const Id vector_type = count == 1 ? uint : builder.type_vector(uint, count);
  if (all_constant) {
    std::vector<Id> constants;
    for (uint32_t i = 0; i < count; ++i) {
      const dxil::Value* offset = call.argument(first + i);
      constants.push_back(lowering.types.uint_constant(
          is_undef(offset) ? 0 : static_cast<uint32_t>(constant_integer(offset, "texel offset"))));
    }
    operands.add(spv::ImageOperandsMask::ConstOffset,
                 {count == 1 ? constants[0] : builder.constant_composite(vector_type, constants)});
    return 0;
  }
  std::vector<Id> components;
  for (uint32_t i = 0; i < count; ++i) {
    const dxil::Value* offset = call.argument(first + i);
    components.push_back(is_undef(offset) ? lowering.types.uint_constant(0) : lowering.values.value(offset));
  }
  const Id vector = count == 1 ? components[0] : builder.emit(spv::Op::OpCompositeConstruct, vector_type, components);
  switch (dynamic) {
    case DynamicOffsets::Gather:
      builder.add_capability(spv::Capability::ImageGatherExtended);
      operands.add(spv::ImageOperandsMask::Offset, {vector});
      return 0;
    case DynamicOffsets::AddToCoordinate: return vector;
    case DynamicOffsets::Reject: break;
  }
  unsupported(std::string(dxil::dxop_name(call.op)) +
              " with texel offsets that are not constants: Vulkan allows run-time offsets on gathers only");
}

Id mapped_status(Lowering& lowering) { return lowering.types.uint_constant(1); }

void define_texel_result(Lowering& lowering, const DxOpCall& call, const Handle& handle, spv::Op opcode,
                         spv::Op sparse_opcode, Id texel_type, const std::vector<uint32_t>& operands) {
  Builder& builder = lowering.builder;
  const bool status_used = (lowering.values.used_members(call.instruction) & (1u << kStatusMember)) != 0;
  Id texel = 0;
  Id status = mapped_status(lowering);
  if (status_used) {
    const Id uint = lowering.types.uint();
    const Id result = builder.emit(sparse_opcode, builder.type_struct(std::vector<Id>{uint, texel_type}), operands);
    texel = builder.emit(spv::Op::OpCompositeExtract, texel_type, {result, 1});
    const Id resident =
        builder.emit(spv::Op::OpImageSparseTexelsResident, lowering.types.boolean(),
                     {builder.emit(spv::Op::OpCompositeExtract, uint, {result, 0})});
    status = builder.select_constant(resident, uint, 1, 0);
  } else {
    texel = builder.emit(opcode, texel_type, operands);
  }
  // Depth comparisons return one component; the ResRet's others read as 0.
  if (builder.type_info(texel_type).opcode != spv::Op::OpTypeVector) {
    const Id zero = builder.constant_scalar(texel_type, 0);
    texel = builder.emit(spv::Op::OpCompositeConstruct, builder.type_vector(texel_type, 4), {texel, zero, zero, zero});
  }
  std::vector<Id> members = texel_members(lowering, handle, texel, call.instruction);
  members[kStatusMember] = status;
  lowering.values.define_aggregate(call.instruction, std::move(members));
}

}  // namespace untangle::spirv_emit
