// Compute-stage operations: the thread and group ids as SPIR-V built-ins, and the barriers
// (SM 6.0's Barrier with its sync and fence modes, SM 6.8's BarrierByMemoryType,
// BarrierByMemoryHandle and BarrierByNodeRecordHandle with memory types and semantic flags) as
// control or memory barriers.
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

// SM 6.8's flags: the memory a barrier orders, and its semantics.
constexpr uint32_t kUavMemory = 0x1;
constexpr uint32_t kGroupSharedMemory = 0x2;
constexpr uint32_t kNodeInputMemory = 0x4;
constexpr uint32_t kNodeOutputMemory = 0x8;
constexpr uint32_t kAllMemory = 0xF;
constexpr uint32_t kGroupSync = 0x1;
constexpr uint32_t kDeviceScope = 0x4;
constexpr uint32_t kReorderScope = 0x8;  // SM 6.9
constexpr uint32_t kAllSemantics = 0xF;  // with GROUP_SCOPE (0x2), the scope taken when no other is

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
constexpr DxOpTraits kThreadGroupStages{.stages = ShaderStages::with_thread_groups()};

// What a barrier does, in SPIR-V's terms: whether the thread group waits, which memory it
// orders (a MemorySemantics storage mask; none: no memory barrier) and at which scope.
struct BarrierShape {
  bool group_sync = false;
  uint32_t storage = 0;
  spv::Scope memory_scope = spv::Scope::Workgroup;
};

void emit_barrier(Lowering& lowering, const std::string& what, const BarrierShape& shape) {
  Builder& builder = lowering.builder;
  if (shape.group_sync && !has_thread_groups(lowering.stage))
    throw TranslateError(what + " with a thread-group sync is not allowed in " +
                             std::string(dxil::shader_kind_name(lowering.stage)) + " shaders",
                         {}, {}, {}, Status::MalformedInput);
  const uint32_t semantics =
      shape.storage == 0 ? 0 : shape.storage | static_cast<uint32_t>(spv::MemorySemanticsMask::AcquireRelease);
  const Id scope_id = lowering.types.uint_constant(static_cast<uint32_t>(shape.memory_scope));
  const Id semantics_id = lowering.types.uint_constant(semantics);
  if (shape.group_sync) {
    builder.emit_void(
        spv::Op::OpControlBarrier,
        {lowering.types.uint_constant(static_cast<uint32_t>(spv::Scope::Workgroup)), scope_id, semantics_id});
  } else if (semantics != 0) {
    builder.emit_void(spv::Op::OpMemoryBarrier, {scope_id, semantics_id});
  }
}

constexpr uint32_t kUavStorage = static_cast<uint32_t>(spv::MemorySemanticsMask::UniformMemory) |
                                 static_cast<uint32_t>(spv::MemorySemanticsMask::ImageMemory);
constexpr uint32_t kWorkgroupStorage = static_cast<uint32_t>(spv::MemorySemanticsMask::WorkgroupMemory);

void lower_barrier(Lowering& lowering, const DxOpCall& call) {
  const uint64_t mode = constant_integer(call.argument(1), "barrier mode");
  BarrierShape shape;
  shape.group_sync = (mode & kSyncThreadGroup) != 0;
  if (mode & (kUavFenceGlobal | kUavFenceThreadGroup)) shape.storage |= kUavStorage;
  if (mode & kGroupSharedFence) shape.storage |= kWorkgroupStorage;
  shape.memory_scope = (mode & kUavFenceGlobal) ? spv::Scope::Device : spv::Scope::Workgroup;
  emit_barrier(lowering, "Barrier", shape);
}

// SM 6.8's semantic flags over `storage`: DEVICE_SCOPE orders at device scope, GROUP_SCOPE (or
// neither) at the group's, which outside thread-group stages is the device's, Vulkan having
// no workgroup there. SM 6.9's REORDER_SCOPE, allowed in ray generation only, orders one
// thread's accesses across the reordering points of MaybeReorderThread, where it may move to
// another lane or core: under SPV_EXT_shader_invocation_reorder a reorder is a shader call to
// the memory model, so that scope is ShaderCallKHR; with DEVICE_SCOPE too, the device's holds
// it.
BarrierShape sm68_barrier(Lowering& lowering, const std::string& what, uint32_t storage, uint64_t semantic_flags) {
  if (semantic_flags & ~uint64_t{kAllSemantics})
    throw TranslateError(what + " with unknown semantic flags " + std::to_string(semantic_flags), {}, {}, {},
                         Status::MalformedInput);
  const bool reorder = (semantic_flags & kReorderScope) != 0;
  if (reorder && lowering.stage != dxil::ShaderKind::RayGeneration)
    throw TranslateError(what + " with REORDER_SCOPE is allowed in ray generation shaders only, not in " +
                             std::string(dxil::shader_kind_name(lowering.stage)) + " shaders",
                         {}, {}, {}, Status::MalformedInput);
  BarrierShape shape;
  shape.group_sync = (semantic_flags & kGroupSync) != 0;
  shape.storage = storage;
  if (semantic_flags & kDeviceScope)
    shape.memory_scope = spv::Scope::Device;
  else if (reorder)
    shape.memory_scope = spv::Scope::ShaderCallKHR;
  else
    shape.memory_scope = has_thread_groups(lowering.stage) ? spv::Scope::Workgroup : spv::Scope::Device;
  return shape;
}

// BarrierByMemoryType(memoryTypeFlags, semanticFlags). Node input and output records are UAV
// memory (work-graph records live in buffers); outside a node shader there are none to order.
void lower_barrier_by_memory_type(Lowering& lowering, const DxOpCall& call) {
  const uint64_t memory = constant_integer(call.argument(1), "BarrierByMemoryType memory types");
  if (memory & ~uint64_t{kAllMemory})
    throw TranslateError("BarrierByMemoryType with unknown memory types " + std::to_string(memory), {}, {}, {},
                         Status::MalformedInput);
  uint32_t storage = 0;
  if (memory & (kUavMemory | kNodeInputMemory | kNodeOutputMemory)) storage |= kUavStorage;
  if ((memory & kGroupSharedMemory) && has_thread_groups(lowering.stage)) storage |= kWorkgroupStorage;
  emit_barrier(lowering, "BarrierByMemoryType",
               sm68_barrier(lowering, "BarrierByMemoryType", storage,
                            constant_integer(call.argument(2), "BarrierByMemoryType semantic flags")));
}

// BarrierByMemoryHandle(handle, semanticFlags): the memory of one UAV.
void lower_barrier_by_memory_handle(Lowering& lowering, const DxOpCall& call) {
  const Handle& handle = lowering.handles.handle(call.argument(1));
  if (handle.resource->declaration.resource_class != dxil::ResourceClass::UnorderedAccess)
    throw TranslateError("BarrierByMemoryHandle of a resource that is not a UAV", {}, {}, {}, Status::MalformedInput);
  emit_barrier(lowering, "BarrierByMemoryHandle",
               sm68_barrier(lowering, "BarrierByMemoryHandle", kUavStorage,
                            constant_integer(call.argument(2), "BarrierByMemoryHandle semantic flags")));
}

// BarrierByNodeRecordHandle(records, semanticFlags): the memory of one node input or output's
// records, which SPIR-V's memory semantics have no class of their own for: ordered as UAV
// memory, as BarrierByMemoryType's node memory types are.
void lower_barrier_by_node_record_handle(Lowering& lowering, const DxOpCall& call) {
  lowering.nodes.records_of(call.argument(1));
  emit_barrier(lowering, "BarrierByNodeRecordHandle",
               sm68_barrier(lowering, "BarrierByNodeRecordHandle", kUavStorage,
                            constant_integer(call.argument(2), "BarrierByNodeRecordHandle semantic flags")));
}

constexpr DxOpRegistration kRegistrations[] = {
    {dxil::DxOp::Barrier, lower_barrier},
    {dxil::DxOp::BarrierByNodeRecordHandle, lower_barrier_by_node_record_handle, only_in({dxil::ShaderKind::Node})},
    {dxil::DxOp::BarrierByMemoryType, lower_barrier_by_memory_type},
    {dxil::DxOp::BarrierByMemoryHandle, lower_barrier_by_memory_handle},
    {dxil::DxOp::ThreadId, lower_thread_id_component<spv::BuiltIn::GlobalInvocationId>, kThreadGroupStages},
    {dxil::DxOp::GroupId, lower_thread_id_component<spv::BuiltIn::WorkgroupId>, kThreadGroupStages},
    {dxil::DxOp::ThreadIdInGroup, lower_thread_id_component<spv::BuiltIn::LocalInvocationId>, kThreadGroupStages},
    {dxil::DxOp::FlattenedThreadIdInGroup, lower_flattened_thread_id, kThreadGroupStages},
};

}  // namespace

std::span<const DxOpRegistration> compute_dxops() { return kRegistrations; }

}  // namespace untangle::spirv_emit
