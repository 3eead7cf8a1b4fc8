// Compute-stage operations: the thread and group ids as SPIR-V built-ins, and Barrier with
// its sync and fence modes as control or memory barriers.
#include <string>

#include "spirv_emit/dxop/table.h"
#include "spirv_emit/error.h"

namespace untangle::spirv_emit {

namespace {

// DXIL's BarrierMode bits.
constexpr uint32_t kSyncThreadGroup = 0x1;
constexpr uint32_t kUavFenceGlobal = 0x2;
constexpr uint32_t kUavFenceThreadGroup = 0x4;
constexpr uint32_t kGroupSharedFence = 0x8;

// A component of the uint3 built-in `id`.
template <spv::BuiltIn id>
void lower_thread_id_component(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const uint64_t component = constant_integer(call.argument(1), "id component");
  if (component > 2) unsupported("id component out of range");
  const Id uint3 = builder.type_vector(lowering.types.uint(), 3);
  const Id variable = lowering.io.builtin_input(id, uint3);
  const Id pointer =
      builder.emit(spv::Op::OpAccessChain, builder.type_pointer(spv::StorageClass::Input, lowering.types.uint()),
                   {variable, lowering.types.uint_constant(static_cast<uint32_t>(component))});
  lowering.values.define(call.instruction, builder.emit(spv::Op::OpLoad, lowering.types.uint(), {pointer}));
}

void lower_flattened_thread_id(Lowering& lowering, const DxOpCall& call) {
  const Id variable = lowering.io.builtin_input(spv::BuiltIn::LocalInvocationIndex, lowering.types.uint());
  lowering.values.define(call.instruction, lowering.builder.emit(spv::Op::OpLoad, lowering.types.uint(), {variable}));
}

// The stages with thread groups, whose ids these operations read and
// whose threads a barrier may wait for.
constexpr DxOpTraits kThreadGroupStages{
    .stages = ShaderStages::only({dxil::ShaderKind::Compute, dxil::ShaderKind::Amplification, dxil::ShaderKind::Mesh})};

void lower_barrier(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const uint64_t mode = constant_integer(call.argument(1), "barrier mode");
  if ((mode & kSyncThreadGroup) && !kThreadGroupStages.stages.contains(lowering.stage))
    throw TranslateError("Barrier with a thread-group sync is not allowed in " +
                             std::string(dxil::shader_kind_name(lowering.stage)) + " shaders",
                         {}, {}, {}, Status::MalformedInput);
  uint32_t semantics = 0;
  if (mode & (kUavFenceGlobal | kUavFenceThreadGroup))
    semantics |= static_cast<uint32_t>(spv::MemorySemanticsMask::UniformMemory) |
                 static_cast<uint32_t>(spv::MemorySemanticsMask::ImageMemory);
  if (mode & kGroupSharedFence) semantics |= static_cast<uint32_t>(spv::MemorySemanticsMask::WorkgroupMemory);
  if (semantics != 0) semantics |= static_cast<uint32_t>(spv::MemorySemanticsMask::AcquireRelease);
  const spv::Scope memory_scope = (mode & kUavFenceGlobal) ? spv::Scope::Device : spv::Scope::Workgroup;
  const Id scope_id = lowering.types.uint_constant(static_cast<uint32_t>(memory_scope));
  const Id semantics_id = lowering.types.uint_constant(semantics);
  if (mode & kSyncThreadGroup) {
    builder.emit_void(
        spv::Op::OpControlBarrier,
        {lowering.types.uint_constant(static_cast<uint32_t>(spv::Scope::Workgroup)), scope_id, semantics_id});
  } else if (semantics != 0) {
    builder.emit_void(spv::Op::OpMemoryBarrier, {scope_id, semantics_id});
  }
}

constexpr DxOpRegistration kRegistrations[] = {
    {dxil::DxOp::Barrier, lower_barrier},
    {dxil::DxOp::ThreadId, lower_thread_id_component<spv::BuiltIn::GlobalInvocationId>, kThreadGroupStages},
    {dxil::DxOp::GroupId, lower_thread_id_component<spv::BuiltIn::WorkgroupId>, kThreadGroupStages},
    {dxil::DxOp::ThreadIdInGroup, lower_thread_id_component<spv::BuiltIn::LocalInvocationId>, kThreadGroupStages},
    {dxil::DxOp::FlattenedThreadIdInGroup, lower_flattened_thread_id, kThreadGroupStages},
};

}  // namespace

std::span<const DxOpRegistration> compute_dxops() { return kRegistrations; }

}  // namespace untangle::spirv_emit
