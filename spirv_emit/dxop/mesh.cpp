// Mesh and amplification operations (SPV_EXT_mesh_shader): output counts, primitive indices,
// the payload a mesh shader reads, and DispatchMesh. (Vertex and primitive attributes are
// signature accesses: signature.cpp.)
#include "spirv_emit/dxop/table.h"
#include "spirv_emit/execution_modes.h"

namespace untangle::spirv_emit {

namespace {

Id index_value(Lowering& lowering, const dxil::Value* value) {
  const Id id = lowering.values.value(value);
  if (lowering.types.scalar_width(lowering.builder.type_of(id)) != 32) unsupported("mesh index is not 32-bit");
  return id;
}

// SetMeshOutputCounts(numVertices, numPrimitives).
void lower_set_mesh_output_counts(Lowering& lowering, const DxOpCall& call) {
  lowering.builder.emit_void(spv::Op::OpSetMeshOutputsEXT,
                             {index_value(lowering, call.argument(1)), index_value(lowering, call.argument(2))});
}

// EmitIndices(PrimitiveIndex, VertexIndex0, VertexIndex1, VertexIndex2): a triangle's three
// indices, or a line's first two.
void lower_emit_indices(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const dxil::MeshState& mesh = *lowering.io.entry().mesh;
  const bool lines = mesh.output_topology == dxil::MeshOutputTopology::Line;
  const uint32_t count = lines ? 2 : 3;
  const Id index_type = builder.type_vector(lowering.types.uint(), count);
  const Id variable = lowering.io.builtin_variable(
      lines ? spv::BuiltIn::PrimitiveLineIndicesEXT : spv::BuiltIn::PrimitiveTriangleIndicesEXT,
      builder.type_array(index_type, mesh_output_primitives(mesh)), spv::StorageClass::Output);
  std::vector<uint32_t> indices;
  for (uint32_t i = 0; i < count; ++i) indices.push_back(index_value(lowering, call.argument(2 + i)));
  const Id pointer = builder.emit(spv::Op::OpAccessChain, builder.type_pointer(spv::StorageClass::Output, index_type),
                                  {variable, index_value(lowering, call.argument(1))});
  builder.emit_void(spv::Op::OpStore, {pointer, builder.emit(spv::Op::OpCompositeConstruct, index_type, indices)});
}

// GetMeshPayload(): the payload the amplification shader dispatched with.
void lower_get_mesh_payload(Lowering& lowering, const DxOpCall& call) {
  const dxil::Type* pointer_type = call.instruction.type;
  if (pointer_type == nullptr || pointer_type->kind != dxil::TypeKind::Pointer)
    unsupported("GetMeshPayload that returns no pointer");
  lowering.pointers.define(call.instruction, lowering.pointers.globals().mesh_payload(pointer_type->element));
}

// DispatchMesh(x, y, z, payload): the task shader's last instruction, with the groupshared
// variable that became its TaskPayloadWorkgroupEXT payload. A payload elsewhere (a local
// variable, which DXC accepts) is copied into a TaskPayloadWorkgroupEXT variable first: every
// thread stores its own, and the group sends one of them, as D3D leaves unspecified which.
void lower_dispatch_mesh(Lowering& lowering, const DxOpCall& call) {
  const dxil::Instruction& instruction = call.instruction;
  const dxil::BasicBlock* block = instruction.parent;
  const dxil::Instruction* terminator = block != nullptr ? block->terminator() : nullptr;
  if (terminator == nullptr || terminator->opcode != dxil::Opcode::Ret || block->instructions.size() < 2 ||
      block->instructions[block->instructions.size() - 2].get() != &instruction)
    unsupported("DispatchMesh that is not the last operation before the shader returns");
  Pointer payload = lowering.pointers.pointer(call.argument(4));
  if (payload.storage_class != spv::StorageClass::TaskPayloadWorkgroupEXT) {
    Builder& builder = lowering.builder;
    const Pointer group_payload = lowering.pointers.globals().mesh_payload(payload.pointee);
    builder.emit_void(spv::Op::OpStore,
                      {group_payload.id, builder.emit(spv::Op::OpLoad, lowering.types.lower(payload.pointee), {payload.id})});
    payload = group_payload;
  }
  lowering.builder.emit_void(spv::Op::OpEmitMeshTasksEXT,
                             {index_value(lowering, call.argument(1)), index_value(lowering, call.argument(2)),
                              index_value(lowering, call.argument(3)), payload.id});
}

constexpr DxOpTraits kMeshOnly = only_in({dxil::ShaderKind::Mesh});

constexpr DxOpRegistration kRegistrations[] = {
    {dxil::DxOp::SetMeshOutputCounts, lower_set_mesh_output_counts, kMeshOnly},
    {dxil::DxOp::EmitIndices, lower_emit_indices, kMeshOnly},
    {dxil::DxOp::GetMeshPayload, lower_get_mesh_payload, kMeshOnly},
    {dxil::DxOp::DispatchMesh, lower_dispatch_mesh, only_in({dxil::ShaderKind::Amplification})},
};

}  // namespace

std::span<const DxOpRegistration> mesh_dxops() { return kRegistrations; }

}  // namespace untangle::spirv_emit
