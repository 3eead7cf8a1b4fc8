// Work-graph operations (SM 6.8 node shaders) as SPV_AMDX_shader_enqueue's instructions over
// the payload arrays of node_records.h: output records are allocated
// (OpAllocateNodePayloadsAMDX, per thread or per group as DXIL's perThread says) and enqueued by
// OutputComplete; an empty output's count is an allocation of that many empty records enqueued
// at once; record pointers are access chains into the arrays; the input record count, the
// cross-group sharing handshake, the validity of an output node and the recursion levels left
// have an instruction or built-in each. Handle-making calls emit nothing (they are resolved
// where used).
#include "spirv_emit/dxop/table.h"
#include "spirv_emit/error.h"
#include "spirv_emit/shader_enqueue.h"

namespace untangle::spirv_emit {

namespace {

constexpr DxOpTraits kNodeOnly = only_in({dxil::ShaderKind::Node});

// Resolving at the call reports a bad handle where it is made.
void lower_node_handle(Lowering& lowering, const DxOpCall& call) { lowering.nodes.output_of(&call.instruction); }
void lower_record_handle(Lowering& lowering, const DxOpCall& call) { lowering.nodes.records_of(&call.instruction); }

// The node index within the output (0 outside output arrays), as a 32-bit integer.
Id node_index(Lowering& lowering, const NodeOutputRef& output) {
  if (output.array_index == nullptr) return lowering.types.uint_constant(0);
  if (output.array_index->type == nullptr || output.array_index->type->kind != dxil::TypeKind::Integer ||
      output.array_index->type->bit_width != 32)
    malformed("IndexNodeHandle's index is not a 32-bit integer");
  return lowering.values.value(output.array_index);
}

// `count` records of output `output` for one thread (`per_thread`) or for the group.
Id allocate(Lowering& lowering, const DxOpCall& call, Id count) {
  const NodeOutputRef output = lowering.nodes.output_of(call.argument(1));
  const bool per_thread = constant_integer(call.argument(3), "per-thread flag") != 0;
  const Id array_pointer =
      lowering.builder.type_pointer(shader_enqueue::kNodePayload, lowering.nodes.output_array_type(output.output));
  const spv::Scope visibility = per_thread ? spv::Scope::Invocation : spv::Scope::Workgroup;
  return lowering.builder.emit(
      shader_enqueue::kAllocateNodePayloads, array_pointer,
      {lowering.types.uint_constant(static_cast<uint32_t>(visibility)), count, node_index(lowering, output)});
}

// AllocateNodeOutputRecords(output, numRecords, perThread).
void lower_allocate(Lowering& lowering, const DxOpCall& call) {
  lowering.nodes.define_allocation(call.instruction, allocate(lowering, call, lowering.values.value(call.argument(2))));
}

// IncrementOutputCount(output, count, perThread): records without data, enqueued at once.
void lower_increment_output_count(Lowering& lowering, const DxOpCall& call) {
  lowering.builder.emit_void(shader_enqueue::kEnqueueNodePayloads,
                             {allocate(lowering, call, lowering.values.value(call.argument(2)))});
}

// OutputComplete(records): the allocated records go to their node.
void lower_output_complete(Lowering& lowering, const DxOpCall& call) {
  const NodeRecordRef records = lowering.nodes.records_of(call.argument(1));
  if (records.allocation == nullptr) malformed("OutputComplete of the node's input records");
  lowering.builder.emit_void(shader_enqueue::kEnqueueNodePayloads, {lowering.nodes.array(records)});
}

// GetNodeRecordPtr(records, index): record `index` of the array, where DXIL's getelementptrs
// and loads go on as in any memory.
void lower_get_record_ptr(Lowering& lowering, const DxOpCall& call) {
  const NodeRecordRef records = lowering.nodes.records_of(call.argument(1));
  const dxil::Type* type = call.instruction.type;
  if (type == nullptr || type->kind != dxil::TypeKind::Pointer) malformed("GetNodeRecordPtr returns no pointer");
  const Id chain = lowering.builder.emit(spv::Op::OpAccessChain, lowering.nodes.record_pointer_type(records),
                                         {lowering.nodes.array(records), lowering.values.value(call.argument(2))});
  lowering.pointers.define(call.instruction, Pointer{chain, shader_enqueue::kNodePayload, type->element});
}

Id input_array(Lowering& lowering, const DxOpCall& call, const char* what) {
  const NodeRecordRef records = lowering.nodes.records_of(call.argument(1));
  if (records.allocation != nullptr) malformed(std::string(what) + " of output records");
  return lowering.nodes.array(records);
}

void lower_get_input_record_count(Lowering& lowering, const DxOpCall& call) {
  lowering.values.define(call.instruction,
                         lowering.builder.emit(shader_enqueue::kNodePayloadArrayLength, lowering.types.uint(),
                                               {input_array(lowering, call, "GetInputRecordCount")}));
}

// FinishedCrossGroupSharing(input): true in the last group to finish with a shared record.
void lower_finished_cross_group_sharing(Lowering& lowering, const DxOpCall& call) {
  const NodeRecordRef records = lowering.nodes.records_of(call.argument(1));
  if (!(lowering.nodes.io(records).flags & dxil::node_io::kTrackRWInputSharing))
    malformed("FinishedCrossGroupSharing of an input without [NodeTrackRWInputSharing]");
  lowering.values.define(call.instruction,
                         lowering.builder.emit(shader_enqueue::kFinishWritingNodePayload, lowering.types.boolean(),
                                               {input_array(lowering, call, "FinishedCrossGroupSharing")}));
}

// NodeOutputIsValid(output): whether the graph has the node the output (at its index) names.
// The instruction takes the payload array type, not a value of it.
void lower_node_output_is_valid(Lowering& lowering, const DxOpCall& call) {
  const NodeOutputRef output = lowering.nodes.output_of(call.argument(1));
  lowering.values.define(
      call.instruction,
      lowering.builder.emit(shader_enqueue::kIsNodePayloadValid, lowering.types.boolean(),
                            {lowering.nodes.output_array_type(output.output), node_index(lowering, output)}));
}

void lower_remaining_recursion_levels(Lowering& lowering, const DxOpCall& call) {
  const Id variable = lowering.io.builtin_input(shader_enqueue::kRemainingRecursionLevels, lowering.types.uint());
  lowering.values.define(call.instruction, lowering.builder.emit(spv::Op::OpLoad, lowering.types.uint(), {variable}));
}

constexpr DxOpRegistration kRegistrations[] = {
    {dxil::DxOp::CreateNodeOutputHandle, lower_node_handle, kNodeOnly},
    {dxil::DxOp::IndexNodeHandle, lower_node_handle, kNodeOnly},
    {dxil::DxOp::AnnotateNodeHandle, lower_node_handle, kNodeOnly},
    {dxil::DxOp::CreateNodeInputRecordHandle, lower_record_handle, kNodeOnly},
    {dxil::DxOp::AnnotateNodeRecordHandle, lower_record_handle, kNodeOnly},
    {dxil::DxOp::AllocateNodeOutputRecords, lower_allocate, kNodeOnly},
    {dxil::DxOp::IncrementOutputCount, lower_increment_output_count, kNodeOnly},
    {dxil::DxOp::OutputComplete, lower_output_complete, kNodeOnly},
    {dxil::DxOp::GetNodeRecordPtr, lower_get_record_ptr, kNodeOnly},
    {dxil::DxOp::GetInputRecordCount, lower_get_input_record_count, kNodeOnly},
    {dxil::DxOp::FinishedCrossGroupSharing, lower_finished_cross_group_sharing, kNodeOnly},
    {dxil::DxOp::NodeOutputIsValid, lower_node_output_is_valid, kNodeOnly},
    {dxil::DxOp::GetRemainingRecursionLevels, lower_remaining_recursion_levels, kNodeOnly},
};

}  // namespace

std::span<const DxOpRegistration> node_dxops() { return kRegistrations; }

}  // namespace untangle::spirv_emit
