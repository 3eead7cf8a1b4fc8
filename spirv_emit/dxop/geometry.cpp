// Geometry-shader operations (emit and cut on a stream, the instance id) and the system
// values of the vertex pipeline that DXIL reads through operations rather than signatures:
// primitive id, view id, and the draw's first vertex and instance.
#include "spirv_emit/dxop/table.h"

namespace untangle::spirv_emit {

namespace {

// EmitStream, CutStream and EmitThenCutStream(streamId): stream 0 through the plain
// instructions, others through their stream forms (GeometryStreams).
void lower_stream(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const auto stream = static_cast<uint32_t>(constant_integer(call.argument(1), "stream"));
  const bool emit = call.op != dxil::DxOp::CutStream;
  const bool cut = call.op != dxil::DxOp::EmitStream;
  const std::optional<dxil::GeometryState>& geometry = lowering.io.entry().geometry;
  // D3D's points are one pixel; Vulkan takes their size from PointSize, which the last stage
  // before the rasterizer writes for each vertex when it outputs points.
  if (emit && geometry && geometry->output_topology == dxil::PrimitiveTopology::PointList)
    lowering.io.write_point_size();
  if (emit && lowering.io.writes_view_viewport()) lowering.io.write_view_viewport();
  if (stream == 0) {
    if (emit) builder.emit_void(spv::Op::OpEmitVertex, {});
    if (cut) builder.emit_void(spv::Op::OpEndPrimitive, {});
    return;
  }
  const Id stream_id = lowering.types.uint_constant(stream);
  if (emit) builder.emit_void(spv::Op::OpEmitStreamVertex, {stream_id});
  if (cut) builder.emit_void(spv::Op::OpEndStreamPrimitive, {stream_id});
}

// A scalar 32-bit built-in input as the operation's value.
template <spv::BuiltIn builtin>
void lower_builtin_value(Lowering& lowering, const DxOpCall& call) {
  const Id variable = lowering.io.builtin_input(builtin, lowering.types.uint());
  lowering.values.define(call.instruction, lowering.builder.emit(spv::Op::OpLoad, lowering.types.uint(), {variable}));
}

void lower_view_id(Lowering& lowering, const DxOpCall& call) {
  lowering.values.define(call.instruction, lowering.io.view_id());
}

using dxil::ShaderKind;
constexpr DxOpTraits kGeometryOnly = only_in({ShaderKind::Geometry});
constexpr DxOpTraits kVertexOnly = only_in({ShaderKind::Vertex});
constexpr DxOpTraits kPrimitiveStages = only_in({ShaderKind::Geometry, ShaderKind::Hull, ShaderKind::Domain});
constexpr DxOpTraits kViewStages = only_in({ShaderKind::Vertex, ShaderKind::Hull, ShaderKind::Domain,
                                            ShaderKind::Geometry, ShaderKind::Pixel, ShaderKind::Mesh});

constexpr DxOpRegistration kRegistrations[] = {
    {dxil::DxOp::EmitStream, lower_stream, kGeometryOnly},
    {dxil::DxOp::CutStream, lower_stream, kGeometryOnly},
    {dxil::DxOp::EmitThenCutStream, lower_stream, kGeometryOnly},
    {dxil::DxOp::GSInstanceID, lower_builtin_value<spv::BuiltIn::InvocationId>, kGeometryOnly},
    {dxil::DxOp::PrimitiveID, lower_builtin_value<spv::BuiltIn::PrimitiveId>, kPrimitiveStages},
    {dxil::DxOp::ViewID, lower_view_id, kViewStages},
    {dxil::DxOp::StartVertexLocation, lower_builtin_value<spv::BuiltIn::BaseVertex>, kVertexOnly},
    {dxil::DxOp::StartInstanceLocation, lower_builtin_value<spv::BuiltIn::BaseInstance>, kVertexOnly},
};

}  // namespace

std::span<const DxOpRegistration> geometry_dxops() { return kRegistrations; }

}  // namespace untangle::spirv_emit
