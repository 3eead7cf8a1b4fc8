// Atomics on UAVs: AtomicBinOp and AtomicCompareExchange on raw and structured buffers
// (word pointers into the buffer) and on typed buffers and textures (texel pointers).
#include <iterator>

#include "spirv_emit/dxop_table.h"

namespace untangle::spirv_emit {

namespace {

// DXIL's AtomicBinOpCode order: Add, And, Or, Xor, IMin, IMax, UMin, UMax, Exchange.
constexpr spv::Op kBinaryOpcodes[] = {
    spv::Op::OpAtomicIAdd, spv::Op::OpAtomicAnd,  spv::Op::OpAtomicOr,   spv::Op::OpAtomicXor,     spv::Op::OpAtomicSMin,
    spv::Op::OpAtomicSMax, spv::Op::OpAtomicUMin, spv::Op::OpAtomicUMax, spv::Op::OpAtomicExchange,
};

// A pointer to the atomically accessed word: coordinates start at `first` (three of them).
Id atomic_pointer(Emitter& emitter, const DxOpCall& call, const Handle& handle, size_t first, Id value_type) {
  Builder& builder = emitter.builder();
  const ResourceDeclaration& declaration = handle.resource->declaration;
  if (declaration.resource_class != dxil::ResourceClass::UnorderedAccess) emitter.fail("atomic operation on a read-only resource");
  const uint32_t width = emitter.scalar_width(value_type);
  if (width == 64) builder.add_capability(spv::Capability::Int64Atomics);
  if (declaration.kind == dxil::ResourceKind::RawBuffer || declaration.kind == dxil::ResourceKind::StructuredBuffer)
    return emitter.buffer_word_pointer(
        handle, width, emitter.buffer_element_index(handle, {call.argument(first), call.argument(first + 1)}, width / 8, 0));
  emitter.resource_variable(*handle.resource, ResourceView::Image);  // settles the image format
  if (handle.resource->image_format == spv::ImageFormat::Unknown || width != 32)
    emitter.fail("atomic operations on typed resources need a single 32-bit integer component");
  // The texel coordinates: one for buffers and 1D, two for 2D and 1D arrays, three otherwise.
  uint32_t count = 3;
  switch (declaration.kind) {
    case dxil::ResourceKind::TypedBuffer: case dxil::ResourceKind::Texture1D: count = 1; break;
    case dxil::ResourceKind::Texture2D: case dxil::ResourceKind::Texture1DArray: count = 2; break;
    default: break;
  }
  std::vector<uint32_t> coordinates;
  for (uint32_t i = 0; i < count; ++i) coordinates.push_back(emitter.value(call.argument(first + i)));
  const Id coordinate =
      count == 1 ? coordinates[0]
                 : builder.emit(spv::Op::OpCompositeConstruct, builder.type_vector(emitter.uint_type(), count), coordinates);
  const Id texel_type = builder.type_info(handle.resource->image_type).element;
  const Id pointer = builder.emit(spv::Op::OpImageTexelPointer, builder.type_pointer(spv::StorageClass::Image, texel_type),
                                  {emitter.resource_element(handle, ResourceView::Image), coordinate, emitter.uint_constant(0)});
  if (handle.non_uniform) builder.decorate(pointer, spv::Decoration::NonUniform);
  return pointer;
}

// Atomics on typed resources work on the image's sampled type, which may be signed.
Id texel_value_type(Emitter& emitter, const Handle& handle, Id value_type) {
  const dxil::ResourceKind kind = handle.resource->declaration.kind;
  if (kind == dxil::ResourceKind::RawBuffer || kind == dxil::ResourceKind::StructuredBuffer) return value_type;
  return emitter.builder().type_info(handle.resource->image_type).element;
}

// AtomicBinOp(handle, operation, offset0..2, value) -> the original value.
void lower_atomic_binary(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const Handle& handle = emitter.handle(call.argument(1));
  const uint64_t operation = emitter.constant_integer(call.argument(2), "atomic operation");
  if (operation >= std::size(kBinaryOpcodes)) emitter.fail("unknown atomic operation " + std::to_string(operation));
  const Id value_type = emitter.type(call.instruction.type);
  const Id pointer = atomic_pointer(emitter, call, handle, 3, value_type);
  const Id operand_type = texel_value_type(emitter, handle, value_type);
  const Id original = builder.emit(kBinaryOpcodes[operation], operand_type,
                                   {pointer, emitter.uint_constant(static_cast<uint32_t>(spv::Scope::Device)),
                                    emitter.uint_constant(0), emitter.bitcast(operand_type, emitter.value(call.argument(6)))});
  emitter.define(call.instruction, emitter.bitcast(value_type, original));
}

// AtomicCompareExchange(handle, offset0..2, compare, value) -> the original value.
void lower_atomic_compare_exchange(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const Handle& handle = emitter.handle(call.argument(1));
  const Id value_type = emitter.type(call.instruction.type);
  const Id pointer = atomic_pointer(emitter, call, handle, 2, value_type);
  const Id operand_type = texel_value_type(emitter, handle, value_type);
  const Id relaxed = emitter.uint_constant(0);
  const Id original = builder.emit(spv::Op::OpAtomicCompareExchange, operand_type,
                                   {pointer, emitter.uint_constant(static_cast<uint32_t>(spv::Scope::Device)), relaxed,
                                    relaxed, emitter.bitcast(operand_type, emitter.value(call.argument(6))),
                                    emitter.bitcast(operand_type, emitter.value(call.argument(5)))});
  emitter.define(call.instruction, emitter.bitcast(value_type, original));
}

constexpr DxOpEntry kEntries[] = {
    {78, lower_atomic_binary},
    {79, lower_atomic_compare_exchange},
};

}  // namespace

std::span<const DxOpEntry> atomic_dx_ops() { return kEntries; }

void Emitter::mark_atomic_resources() {
  for (const auto& block : function_.blocks)
    for (const auto& instruction : block->instructions) {
      if (instruction->opcode != dxil::Opcode::Call || instruction->callee == nullptr ||
          instruction->callee->name.rfind("dx.op.", 0) != 0 || instruction->operands.size() < 2)
        continue;
      const dxil::Value* opcode = instruction->operands[0];
      if (opcode->kind != dxil::ValueKind::Constant) continue;
      const int64_t number = static_cast<const dxil::Constant*>(opcode)->integer;
      if (number != 78 && number != 79) continue;  // AtomicBinOp, AtomicCompareExchange
      set_location(block.get(), instruction.get());
      handle(instruction->operands[1]).resource->used_atomically = true;
    }
  set_location(nullptr, nullptr);
}

}  // namespace untangle::spirv_emit
