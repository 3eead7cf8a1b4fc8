// Compute-stage operations: the thread and group ids as SPIR-V built-ins, and Barrier with
// its sync and fence modes as control or memory barriers.
#include "spirv_emit/dxop_table.h"

namespace untangle::spirv_emit {

namespace {

// DXIL's BarrierMode bits.
constexpr uint32_t kSyncThreadGroup = 0x1;
constexpr uint32_t kUavFenceGlobal = 0x2;
constexpr uint32_t kUavFenceThreadGroup = 0x4;
constexpr uint32_t kGroupSharedFence = 0x8;

spv::BuiltIn vector_builtin(uint32_t opcode) {
  switch (opcode) {
    case 93: return spv::BuiltIn::GlobalInvocationId;  // ThreadId
    case 94: return spv::BuiltIn::WorkgroupId;         // GroupId
    default: return spv::BuiltIn::LocalInvocationId;   // ThreadIdInGroup
  }
}

void lower_thread_id_component(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const uint64_t component = emitter.constant_integer(call.argument(1), "id component");
  if (component > 2) emitter.fail("id component out of range");
  const Id uint3 = builder.type_vector(emitter.uint_type(), 3);
  const Id variable = emitter.builtin_input(vector_builtin(call.opcode), uint3);
  const Id pointer = builder.emit(spv::Op::OpAccessChain,
                                  builder.type_pointer(spv::StorageClass::Input, emitter.uint_type()),
                                  {variable, emitter.uint_constant(static_cast<uint32_t>(component))});
  emitter.define(call.instruction, builder.emit(spv::Op::OpLoad, emitter.uint_type(), {pointer}));
}

void lower_flattened_thread_id(Emitter& emitter, const DxOpCall& call) {
  const Id variable = emitter.builtin_input(spv::BuiltIn::LocalInvocationIndex, emitter.uint_type());
  emitter.define(call.instruction, emitter.builder().emit(spv::Op::OpLoad, emitter.uint_type(), {variable}));
}

void lower_barrier(Emitter& emitter, const DxOpCall& call) {
  const uint64_t mode = emitter.constant_integer(call.argument(1), "barrier mode");
  uint32_t semantics = 0;
  if (mode & (kUavFenceGlobal | kUavFenceThreadGroup))
    semantics |= static_cast<uint32_t>(spv::MemorySemanticsMask::UniformMemory) |
                 static_cast<uint32_t>(spv::MemorySemanticsMask::ImageMemory);
  if (mode & kGroupSharedFence) semantics |= static_cast<uint32_t>(spv::MemorySemanticsMask::WorkgroupMemory);
  if (semantics != 0) semantics |= static_cast<uint32_t>(spv::MemorySemanticsMask::AcquireRelease);
  const spv::Scope memory_scope = (mode & kUavFenceGlobal) ? spv::Scope::Device : spv::Scope::Workgroup;
  const Id scope_id = emitter.uint_constant(static_cast<uint32_t>(memory_scope));
  const Id semantics_id = emitter.uint_constant(semantics);
  if (mode & kSyncThreadGroup) {
    emitter.builder().emit_void(spv::Op::OpControlBarrier,
                                {emitter.uint_constant(static_cast<uint32_t>(spv::Scope::Workgroup)), scope_id,
                                 semantics_id});
  } else if (semantics != 0) {
    emitter.builder().emit_void(spv::Op::OpMemoryBarrier, {scope_id, semantics_id});
  }
}

constexpr DxOpEntry kEntries[] = {
    {80, lower_barrier},
    {93, lower_thread_id_component},  // ThreadId
    {94, lower_thread_id_component},  // GroupId
    {95, lower_thread_id_component},  // ThreadIdInGroup
    {96, lower_flattened_thread_id},  // FlattenedThreadIdInGroup
};

}  // namespace

std::span<const DxOpEntry> compute_dx_ops() { return kEntries; }

}  // namespace untangle::spirv_emit
