// Inline ray tracing (SPV_KHR_ray_query), in any stage: AllocateRayQuery makes a ray query
// object, TraceRayInline initializes it, Proceed steps it, Abort terminates it, the Commit
// operations confirm candidates, and the candidate and committed getters read it. D3D's
// candidate types and committed statuses are numbered as Vulkan's intersection types.
#include "spirv_emit/dxop/table.h"
#include "spirv_emit/resource_access.h"

namespace untangle::spirv_emit {

namespace {

// Which intersection a getter reads (its Intersection operand), or none for ray state.
enum class Intersection : int8_t { None = -1, Candidate = 0, Committed = 1 };
// What the SPIR-V getter returns: a scalar, a vector (the DXIL operation picks a component)
// or a 4x3 matrix (it picks row and column of D3D's 3x4 transpose).
enum class Result : uint8_t { Uint, Float, Bool, NotBool, Float2, Float3, Matrix };

// A getter's SPIR-V instruction and what it reads and returns; a template argument of its
// lowering, so that each getter is one row of the table.
struct Getter {
  spv::Op opcode;
  Intersection intersection;
  Result result;
};

Id query(Lowering& lowering, const DxOpCall& call) { return lowering.rays.ray_query(call.argument(1)).variable; }

void lower_getter_of(Lowering& lowering, const DxOpCall& call, const Getter* getter) {
  Builder& builder = lowering.builder;
  std::vector<uint32_t> operands{query(lowering, call)};
  if (getter->intersection != Intersection::None)
    operands.push_back(lowering.types.uint_constant(static_cast<uint32_t>(getter->intersection)));
  const Id floating = lowering.types.floating();
  switch (getter->result) {
    case Result::Uint:
    case Result::Float:
    case Result::Bool: {
      const Id type = getter->result == Result::Uint    ? lowering.types.uint()
                      : getter->result == Result::Float ? floating
                                                        : lowering.types.boolean();
      return lowering.values.define(call.instruction, builder.emit(getter->opcode, type, operands));
    }
    case Result::NotBool: {
      const Id opaque = builder.emit(getter->opcode, lowering.types.boolean(), operands);
      return lowering.values.define(call.instruction,
                                    builder.emit(spv::Op::OpLogicalNot, lowering.types.boolean(), {opaque}));
    }
    case Result::Float2:
    case Result::Float3: {
      const uint32_t size = getter->result == Result::Float2 ? 2 : 3;
      const Id vector = builder.emit(getter->opcode, builder.type_vector(floating, size), operands);
      return lowering.values.define(call.instruction,
                                    builder.emit(spv::Op::OpCompositeExtract, floating,
                                                 {vector, constant_below(call.argument(2), "component", size)}));
    }
    case Result::Matrix: {
      const Id matrix =
          builder.emit(getter->opcode, builder.type_matrix(builder.type_vector(floating, 3), 4), operands);
      const uint32_t row = constant_below(call.argument(2), "matrix row", 3);
      const uint32_t column = constant_below(call.argument(3), "matrix column", 4);
      return lowering.values.define(call.instruction,
                                    builder.emit(spv::Op::OpCompositeExtract, floating, {matrix, column, row}));
    }
  }
}

template <Getter getter>
void lower_getter(Lowering& lowering, const DxOpCall& call) {
  lower_getter_of(lowering, call, &getter);
}

// The query's variable is made here, in the function that allocates it.
// The handle's own value is a placeholder: phis, selects and local variables may carry it,
// and the operations resolve it back to its AllocateRayQuery (RayStorage::ray_query).
void lower_allocate(Lowering& lowering, const DxOpCall& call) {
  lowering.rays.ray_query(&call.instruction);
  lowering.values.define(call.instruction, lowering.types.uint_constant(0));
}

// TraceRayInline(query, AS, flags, mask, origin xyz, tMin, direction xyz, tMax): the flags
// are or-ed with the RayQuery<FLAGS> template's.
void lower_trace_ray_inline(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const RayQuery& ray_query = lowering.rays.ray_query(call.argument(1));
  const Id acceleration_structure = load_acceleration_structure(lowering, lowering.handles.handle(call.argument(2)));
  Id flags = lowering.values.value(call.argument(3));
  if (call.argument(3)->kind == dxil::ValueKind::Constant &&
      (constant_integer(call.argument(3), "ray flags") & kForceOpacityMicromap2State))
    declare_opacity_micromaps(builder);
  if (ray_query.constant_flags != 0)
    flags = builder.emit(spv::Op::OpBitwiseOr, lowering.types.uint(),
                         {flags, lowering.types.uint_constant(ray_query.constant_flags)});
  builder.emit_void(spv::Op::OpRayQueryInitializeKHR,
                    {ray_query.variable, acceleration_structure, flags, lowering.values.value(call.argument(4)),
                     ray_vector(lowering, call, 5), lowering.values.value(call.argument(8)),
                     ray_vector(lowering, call, 9), lowering.values.value(call.argument(12))});
}

void lower_proceed(Lowering& lowering, const DxOpCall& call) {
  lowering.values.define(call.instruction, lowering.builder.emit(spv::Op::OpRayQueryProceedKHR,
                                                                 lowering.types.boolean(), {query(lowering, call)}));
}

void lower_abort(Lowering& lowering, const DxOpCall& call) {
  lowering.builder.emit_void(spv::Op::OpRayQueryTerminateKHR, {query(lowering, call)});
}

void lower_commit_triangle(Lowering& lowering, const DxOpCall& call) {
  lowering.builder.emit_void(spv::Op::OpRayQueryConfirmIntersectionKHR, {query(lowering, call)});
}

// CommitProceduralPrimitiveHit(query, tHit).
void lower_commit_procedural(Lowering& lowering, const DxOpCall& call) {
  lowering.builder.emit_void(spv::Op::OpRayQueryGenerateIntersectionKHR,
                             {query(lowering, call), lowering.values.value(call.argument(2))});
}

constexpr DxOpRegistration kRegistrations[] = {
    {dxil::DxOp::AllocateRayQuery, lower_allocate},
    {dxil::DxOp::AllocateRayQuery2, lower_allocate},
    {dxil::DxOp::RayQuery_TraceRayInline, lower_trace_ray_inline},
    {dxil::DxOp::RayQuery_Proceed, lower_proceed},
    {dxil::DxOp::RayQuery_Abort, lower_abort},
    {dxil::DxOp::RayQuery_CommitNonOpaqueTriangleHit, lower_commit_triangle},
    {dxil::DxOp::RayQuery_CommitProceduralPrimitiveHit, lower_commit_procedural},
    {dxil::DxOp::RayQuery_CommittedStatus,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionTypeKHR, Intersection::Committed, Result::Uint}>},
    {dxil::DxOp::RayQuery_CandidateType,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionTypeKHR, Intersection::Candidate, Result::Uint}>},
    {dxil::DxOp::RayQuery_CandidateObjectToWorld3x4,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionObjectToWorldKHR, Intersection::Candidate, Result::Matrix}>},
    {dxil::DxOp::RayQuery_CandidateWorldToObject3x4,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionWorldToObjectKHR, Intersection::Candidate, Result::Matrix}>},
    {dxil::DxOp::RayQuery_CommittedObjectToWorld3x4,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionObjectToWorldKHR, Intersection::Committed, Result::Matrix}>},
    {dxil::DxOp::RayQuery_CommittedWorldToObject3x4,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionWorldToObjectKHR, Intersection::Committed, Result::Matrix}>},
    {dxil::DxOp::RayQuery_CandidateProceduralPrimitiveNonOpaque,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionCandidateAABBOpaqueKHR, Intersection::None,
                         Result::NotBool}>},
    {dxil::DxOp::RayQuery_CandidateTriangleFrontFace,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionFrontFaceKHR, Intersection::Candidate, Result::Bool}>},
    {dxil::DxOp::RayQuery_CommittedTriangleFrontFace,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionFrontFaceKHR, Intersection::Committed, Result::Bool}>},
    {dxil::DxOp::RayQuery_CandidateTriangleBarycentrics,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionBarycentricsKHR, Intersection::Candidate, Result::Float2}>},
    {dxil::DxOp::RayQuery_CommittedTriangleBarycentrics,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionBarycentricsKHR, Intersection::Committed, Result::Float2}>},
    {dxil::DxOp::RayQuery_RayFlags,
     lower_getter<Getter{spv::Op::OpRayQueryGetRayFlagsKHR, Intersection::None, Result::Uint}>},
    {dxil::DxOp::RayQuery_WorldRayOrigin,
     lower_getter<Getter{spv::Op::OpRayQueryGetWorldRayOriginKHR, Intersection::None, Result::Float3}>},
    {dxil::DxOp::RayQuery_WorldRayDirection,
     lower_getter<Getter{spv::Op::OpRayQueryGetWorldRayDirectionKHR, Intersection::None, Result::Float3}>},
    {dxil::DxOp::RayQuery_RayTMin,
     lower_getter<Getter{spv::Op::OpRayQueryGetRayTMinKHR, Intersection::None, Result::Float}>},
    {dxil::DxOp::RayQuery_CandidateTriangleRayT,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionTKHR, Intersection::Candidate, Result::Float}>},
    {dxil::DxOp::RayQuery_CommittedRayT,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionTKHR, Intersection::Committed, Result::Float}>},
    {dxil::DxOp::RayQuery_CandidateInstanceIndex,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionInstanceIdKHR, Intersection::Candidate, Result::Uint}>},
    {dxil::DxOp::RayQuery_CandidateInstanceID,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionInstanceCustomIndexKHR, Intersection::Candidate,
                         Result::Uint}>},
    {dxil::DxOp::RayQuery_CandidateGeometryIndex,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionGeometryIndexKHR, Intersection::Candidate, Result::Uint}>},
    {dxil::DxOp::RayQuery_CandidatePrimitiveIndex,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionPrimitiveIndexKHR, Intersection::Candidate, Result::Uint}>},
    {dxil::DxOp::RayQuery_CandidateObjectRayOrigin,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionObjectRayOriginKHR, Intersection::Candidate,
                         Result::Float3}>},
    {dxil::DxOp::RayQuery_CandidateObjectRayDirection,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionObjectRayDirectionKHR, Intersection::Candidate,
                         Result::Float3}>},
    {dxil::DxOp::RayQuery_CommittedInstanceIndex,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionInstanceIdKHR, Intersection::Committed, Result::Uint}>},
    {dxil::DxOp::RayQuery_CommittedInstanceID,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionInstanceCustomIndexKHR, Intersection::Committed,
                         Result::Uint}>},
    {dxil::DxOp::RayQuery_CommittedGeometryIndex,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionGeometryIndexKHR, Intersection::Committed, Result::Uint}>},
    {dxil::DxOp::RayQuery_CommittedPrimitiveIndex,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionPrimitiveIndexKHR, Intersection::Committed, Result::Uint}>},
    {dxil::DxOp::RayQuery_CommittedObjectRayOrigin,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionObjectRayOriginKHR, Intersection::Committed,
                         Result::Float3}>},
    {dxil::DxOp::RayQuery_CommittedObjectRayDirection,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionObjectRayDirectionKHR, Intersection::Committed,
                         Result::Float3}>},
    {dxil::DxOp::RayQuery_CandidateInstanceContributionToHitGroupIndex,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR,
                         Intersection::Candidate, Result::Uint}>},
    {dxil::DxOp::RayQuery_CommittedInstanceContributionToHitGroupIndex,
     lower_getter<Getter{spv::Op::OpRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR,
                         Intersection::Committed, Result::Uint}>},
};

}  // namespace

std::span<const DxOpRegistration> ray_query_dxops() { return kRegistrations; }

}  // namespace untangle::spirv_emit
