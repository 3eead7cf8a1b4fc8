// Tessellation operations: the hull shader's control-point id and the domain shader's
// location in the domain. (Control points and patch constants are signature accesses:
// signature.cpp.)
#include "spirv_emit/dxop/table.h"

namespace untangle::spirv_emit {

namespace {

// OutputControlPointID(): the control-point invocation.
void lower_output_control_point_id(Lowering& lowering, const DxOpCall& call) {
  const Id variable = lowering.io.builtin_input(spv::BuiltIn::InvocationId, lowering.types.uint());
  lowering.values.define(call.instruction, lowering.builder.emit(spv::Op::OpLoad, lowering.types.uint(), {variable}));
}

// DomainLocation(component): TessCoord, whose u, v (and w) are D3D's.
void lower_domain_location(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const uint64_t component = constant_integer(call.argument(1), "domain location component");
  if (component > 2) unsupported("domain location component out of range");
  const Id float_type = lowering.types.floating(32);
  const Id variable = lowering.io.builtin_input(spv::BuiltIn::TessCoord, builder.type_vector(float_type, 3));
  const Id pointer = builder.emit(spv::Op::OpAccessChain, builder.type_pointer(spv::StorageClass::Input, float_type),
                                  {variable, lowering.types.uint_constant(static_cast<uint32_t>(component))});
  lowering.values.define(call.instruction, builder.emit(spv::Op::OpLoad, float_type, {pointer}));
}

constexpr DxOpRegistration kRegistrations[] = {
    {dxil::DxOp::OutputControlPointID, lower_output_control_point_id, only_in({dxil::ShaderKind::Hull})},
    {dxil::DxOp::DomainLocation, lower_domain_location, only_in({dxil::ShaderKind::Domain})},
};

}  // namespace

std::span<const DxOpRegistration> tessellation_dxops() { return kRegistrations; }

}  // namespace untangle::spirv_emit
