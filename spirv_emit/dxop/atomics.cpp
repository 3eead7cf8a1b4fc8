// Atomics on UAVs: AtomicBinOp and AtomicCompareExchange on raw and structured buffers
// (word pointers into the buffer) and on typed buffers and textures (texel pointers), and
// UAV counters (BufferUpdateCounter) on their counter buffers.
#include <iterator>
#include <optional>

#include "spirv_emit/dxop/table.h"
#include "spirv_emit/error.h"
#include "spirv_emit/resource_access.h"

namespace untangle::spirv_emit {

namespace {

// DXIL's AtomicBinOpCode order: Add, And, Or, Xor, IMin, IMax, UMin, UMax, Exchange.
constexpr spv::Op kBinaryOpcodes[] = {
    spv::Op::OpAtomicIAdd, spv::Op::OpAtomicAnd,  spv::Op::OpAtomicOr,
    spv::Op::OpAtomicXor,  spv::Op::OpAtomicSMin, spv::Op::OpAtomicSMax,
    spv::Op::OpAtomicUMin, spv::Op::OpAtomicUMax, spv::Op::OpAtomicExchange,
};

// A pointer to the atomically accessed word: coordinates start at `first` (three of them).
Id atomic_pointer(Lowering& lowering, const DxOpCall& call, const Handle& handle, size_t first, Id value_type) {
  Builder& builder = lowering.builder;
  const ResourceDeclaration& declaration = handle.resource->declaration;
  if (declaration.resource_class != dxil::ResourceClass::UnorderedAccess)
    unsupported("atomic operation on a read-only resource");
  const uint32_t width = lowering.types.scalar_width(value_type);
  if (width == 64) builder.add_capability(spv::Capability::Int64Atomics);
  if (declaration.kind == dxil::ResourceKind::RawBuffer || declaration.kind == dxil::ResourceKind::StructuredBuffer)
    return buffer_word_pointer(
        lowering, handle, width,
        buffer_element_index(lowering, handle, {call.argument(first), call.argument(first + 1)}, width / 8, 0));
  lowering.resources.variable(*handle.resource, ResourceView::Image);  // settles the image format
  const uint32_t texel_width = lowering.types.scalar_width(builder.type_info(handle.resource->image_type).element);
  if (handle.resource->image_format == spv::ImageFormat::Unknown || width != texel_width)
    unsupported("atomic operations on typed resources need a single 32- or 64-bit component of the value's width");
  // The texel coordinates: one for buffers and 1D, two for 2D and 1D arrays, three otherwise.
  uint32_t count = 3;
  switch (declaration.kind) {
    case dxil::ResourceKind::TypedBuffer:
    case dxil::ResourceKind::Texture1D: count = 1; break;
    case dxil::ResourceKind::Texture2D:
    case dxil::ResourceKind::Texture1DArray: count = 2; break;
    default: break;
  }
  std::vector<uint32_t> coordinates;
  for (uint32_t i = 0; i < count; ++i) coordinates.push_back(lowering.values.value(call.argument(first + i)));
  if (declaration.kind == dxil::ResourceKind::TypedBuffer) coordinates[0] = bounded_element(lowering, handle, coordinates[0], 0);
  const Id coordinate = count == 1 ? coordinates[0]
                                   : builder.emit(spv::Op::OpCompositeConstruct,
                                                  builder.type_vector(lowering.types.uint(), count), coordinates);
  const Id texel_type = builder.type_info(handle.resource->image_type).element;
  const Id pointer = builder.emit(
      spv::Op::OpImageTexelPointer, builder.type_pointer(spv::StorageClass::Image, texel_type),
      {resource_element(lowering, handle, ResourceView::Image), coordinate, lowering.types.uint_constant(0)});
  if (handle.non_uniform) builder.decorate(pointer, spv::Decoration::NonUniform);
  return pointer;
}

// Atomics on typed resources work on the image's sampled type, which may be signed or, for
// the exchanges SM 6.6 allows on floats (DXC bitcasts the value to the i32 overload), a
// float. SPIR-V's other atomics, compare-exchange among them, take integers only.
Id texel_value_type(Lowering& lowering, const Handle& handle, Id value_type, spv::Op atomic) {
  const dxil::ResourceKind kind = handle.resource->declaration.kind;
  if (kind == dxil::ResourceKind::RawBuffer || kind == dxil::ResourceKind::StructuredBuffer) return value_type;
  const Id texel_type = lowering.builder.type_info(handle.resource->image_type).element;
  if (lowering.builder.type_info(texel_type).opcode == spv::Op::OpTypeFloat) {
    if (atomic == spv::Op::OpAtomicCompareExchange)
      unsupported(
          "atomic compare-exchange on a typed resource of float elements: Vulkan's compare-exchange takes "
          "integer texels only");
    if (atomic != spv::Op::OpAtomicExchange)
      throw TranslateError(
          "atomic arithmetic on a typed resource of float elements: DXIL allows only exchange "
          "and compare-exchange on floats",
          {}, {}, {}, Status::MalformedInput);
  }
  return texel_type;
}

// AtomicBinOp(handle, operation, offset0..2, value) -> the original value.
void lower_atomic_binary(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Handle& handle = lowering.handles.handle(call.argument(1));
  const uint64_t operation = constant_integer(call.argument(2), "atomic operation");
  if (operation >= std::size(kBinaryOpcodes)) unsupported("unknown atomic operation " + std::to_string(operation));
  const Id value_type = lowering.types.lower(call.instruction.type);
  const Id pointer = atomic_pointer(lowering, call, handle, 3, value_type);
  const Id operand_type = texel_value_type(lowering, handle, value_type, kBinaryOpcodes[operation]);
  const Id original = builder.emit(
      kBinaryOpcodes[operation], operand_type,
      {pointer, lowering.types.uint_constant(static_cast<uint32_t>(spv::Scope::Device)),
       lowering.types.uint_constant(0), builder.bitcast(operand_type, lowering.values.value(call.argument(6)))});
  lowering.values.define(call.instruction, builder.bitcast(value_type, original));
}

// AtomicCompareExchange(handle, offset0..2, compare, value) -> the original value.
void lower_atomic_compare_exchange(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Handle& handle = lowering.handles.handle(call.argument(1));
  const Id value_type = lowering.types.lower(call.instruction.type);
  const Id pointer = atomic_pointer(lowering, call, handle, 2, value_type);
  const Id operand_type = texel_value_type(lowering, handle, value_type, spv::Op::OpAtomicCompareExchange);
  const Id relaxed = lowering.types.uint_constant(0);
  const Id original =
      builder.emit(spv::Op::OpAtomicCompareExchange, operand_type,
                   {pointer, lowering.types.uint_constant(static_cast<uint32_t>(spv::Scope::Device)), relaxed, relaxed,
                    builder.bitcast(operand_type, lowering.values.value(call.argument(6))),
                    builder.bitcast(operand_type, lowering.values.value(call.argument(5)))});
  lowering.values.define(call.instruction, builder.bitcast(value_type, original));
}

// A pointer to the UAV counter of the handle's element in a descriptor: a storage buffer's
// word, or texel 0 of an R32ui texel buffer.
Id counter_pointer(Lowering& lowering, const Handle& handle, const Binding& binding) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint();
  BoundResource& resource = *handle.resource;
  Id pointer;
  Id counter = lowering.resources.counter_variable(resource);
  if (binding.descriptor_type == DescriptorType::StorageTexelBuffer) {
    if (is_descriptor_array(resource.declaration) || binding.heap)
      counter = descriptor_array_element(lowering, handle, binding, counter,
                                         spv::Capability::StorageTexelBufferArrayNonUniformIndexing);
    pointer = builder.emit(spv::Op::OpImageTexelPointer, builder.type_pointer(spv::StorageClass::Image, uint),
                           {counter, lowering.types.uint_constant(0), lowering.types.uint_constant(0)});
  } else {
    if (is_descriptor_array(resource.declaration) || binding.heap)
      counter = descriptor_array_element(lowering, handle, binding, counter,
                                         spv::Capability::StorageBufferArrayNonUniformIndexing);
    pointer = builder.emit(spv::Op::OpAccessChain, builder.type_pointer(spv::StorageClass::StorageBuffer, uint),
                           {counter, lowering.types.uint_constant(0)});
  }
  if (handle.non_uniform) builder.decorate(pointer, spv::Decoration::NonUniform);
  return pointer;
}

// A counter at a device address, which a null descriptor leaves 0: a helper function adds
// `delta` to it, returning the count before plus `adjust`, or 0 where the address is 0 (a
// null UAV's counter, which D3D reads as 0 and does not write).
Id counter_at_address(Lowering& lowering, Id address, int8_t direction) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint();
  const Id uvec2 = builder.type_vector(uint, 2);
  const Id function = builder.module_definition("untangle.counter_at_address", [&] {
    const Id made = builder.begin_function(uint, builder.type_function(uint, std::vector<Id>{uvec2, uint, uint}));
    builder.set_name(made, "counter_at_address");
    const Id at = builder.function_parameter(uvec2);
    const Id delta = builder.function_parameter(uint);
    const Id adjust = builder.function_parameter(uint);
    const Id entry = builder.allocate_id();
    builder.begin_block(entry);
    const Id zero = lowering.types.uint_constant(0);
    const Id null_address = builder.emit(spv::Op::OpAll, lowering.types.boolean(),
                                         {builder.emit(spv::Op::OpIEqual, builder.type_vector(lowering.types.boolean(), 2),
                                                       {at, builder.constant_null(uvec2)})});
    const Id update = builder.allocate_id();
    const Id done = builder.allocate_id();
    builder.emit_void(spv::Op::OpSelectionMerge, {done, static_cast<uint32_t>(spv::SelectionControlMask::MaskNone)});
    builder.emit_void(spv::Op::OpBranchConditional, {null_address, done, update});
    builder.begin_block(update);
    const Id pointer =
        builder.emit(spv::Op::OpBitcast, builder.type_pointer(spv::StorageClass::PhysicalStorageBuffer, uint), {at});
    const Id before = builder.emit(spv::Op::OpAtomicIAdd, uint,
                                   {pointer, lowering.types.uint_constant(static_cast<uint32_t>(spv::Scope::Device)), zero,
                                    delta});
    const Id counted = builder.emit(spv::Op::OpIAdd, uint, {before, adjust});
    builder.emit_void(spv::Op::OpBranch, {done});
    builder.begin_block(done);
    const Id result = builder.emit(spv::Op::OpPhi, uint, {zero, entry, counted, update});
    builder.emit_void(spv::Op::OpReturnValue, {result});
    builder.end_function();
    return made;
  });
  const uint32_t delta = direction == 1 ? 1u : ~0u;
  return builder.emit(spv::Op::OpFunctionCall, uint,
                      {function, address, lowering.types.uint_constant(delta),
                       lowering.types.uint_constant(direction == 1 ? 0u : ~0u)});
}

// BufferUpdateCounter(handle, direction): IncrementCounter returns the count before the
// increment, DecrementCounter the count after the decrement (D3D's rules).
void lower_buffer_update_counter(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Handle& handle = lowering.handles.handle(call.argument(1));
  const auto direction = static_cast<int8_t>(constant_integer(call.argument(2), "counter direction"));
  if (direction != 1 && direction != -1) unsupported("counter direction must be 1 or -1");
  const Binding& binding = lowering.resources.counter(*handle.resource);
  if (binding.descriptor_type == DescriptorType::DeviceAddress)
    return lowering.values.define(call.instruction,
                                  counter_at_address(lowering, device_address(lowering, handle, binding), direction));
  const Id pointer = counter_pointer(lowering, handle, binding);
  const Id uint = lowering.types.uint();
  const Id one = lowering.types.uint_constant(1);
  const Id original = builder.emit(direction == 1 ? spv::Op::OpAtomicIAdd : spv::Op::OpAtomicISub, uint,
                                   {pointer, lowering.types.uint_constant(static_cast<uint32_t>(spv::Scope::Device)),
                                    lowering.types.uint_constant(0), one});
  lowering.values.define(call.instruction,
                         direction == 1 ? original : builder.emit(spv::Op::OpISub, uint, {original, one}));
}

constexpr DxOpRegistration kRegistrations[] = {
    {dxil::DxOp::AtomicBinOp, lower_atomic_binary},
    {dxil::DxOp::AtomicCompareExchange, lower_atomic_compare_exchange},
    {dxil::DxOp::BufferUpdateCounter, lower_buffer_update_counter},
};

}  // namespace

std::span<const DxOpRegistration> atomic_dxops() { return kRegistrations; }

void mark_atomic_resource(HandleTable& handles, const dxil::Instruction& instruction) {
  const std::optional<dxil::DxOp> op = dxil::dxop_of(instruction);
  if (op != dxil::DxOp::AtomicBinOp && op != dxil::DxOp::AtomicCompareExchange) return;
  if (instruction.operands.size() < 2) unsupported("atomic operation without a handle");
  const dxil::Type* overload = instruction.type;
  if (overload != nullptr && overload->kind == dxil::TypeKind::Integer && overload->bit_width == 64)
    handles.mark_atomic64(instruction.operands[1]);
  handles.handle(instruction.operands[1]).resource->used_atomically = true;
}

}  // namespace untangle::spirv_emit
