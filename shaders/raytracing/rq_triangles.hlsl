// Inline ray tracing over triangles in a compute shader. Thread i's ray goes along +z from
// (i + 0.5, 0.5, -1) towards one non-opaque triangle (0,0) (2.5,0) (0,2.5) of an instance
// moved by z + 2 (id 5, hit group offset 3); threads 0 and 1 meet it. Query 1 (no template
// flags) reads every candidate getter at the candidate, commits it on thread 0 only and
// then reads every committed getter; query 2 (RayQuery<RAY_FLAG_FORCE_OPAQUE>) finds no
// candidate to decide and commits the triangle itself. 32 floats per thread.
RaytracingAccelerationStructure scene : register(t0);
RWStructuredBuffer<float4> output : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 thread : SV_DispatchThreadID) {
  const uint i = thread.x;
  RayDesc ray;
  ray.Origin = float3(i + 0.5, 0.5, -1.0);
  ray.Direction = float3(0, 0, 1);
  ray.TMin = 0.25;
  ray.TMax = 10.0;
  RayQuery<RAY_FLAG_NONE> query;
  query.TraceRayInline(scene, RAY_FLAG_NONE, 0xFF, ray);
  float4 candidate_a = 0, candidate_b = 0, candidate_c = 0;
  while (query.Proceed()) {
    const float3x4 to_world = query.CandidateObjectToWorld3x4();
    const float3x4 to_object = query.CandidateWorldToObject3x4();
    candidate_a = float4(query.CandidateType(), query.CandidateTriangleRayT(), query.CandidateTriangleBarycentrics());
    candidate_b = float4(query.CandidateObjectRayOrigin(), query.CandidateTriangleFrontFace() ? 1 : 2);
    candidate_c = float4(query.CandidateInstanceIndex() + 10 * query.CandidateInstanceID(),
                         query.CandidateGeometryIndex() + 10 * query.CandidatePrimitiveIndex(),
                         query.CandidateInstanceContributionToHitGroupIndex(), to_world[2][3] * 10 + to_object[2][3]);
    if (i == 0) query.CommitNonOpaqueTriangleHit();
  }
  const uint index = i * 6;
  output[index] = candidate_a;
  output[index + 1] = candidate_b;
  output[index + 2] = candidate_c;
  // Committed values are undefined where nothing is committed.
  output[index + 3] = output[index + 4] = output[index + 5] = float4(query.CommittedStatus(), 0, 0, 0);
  if (query.CommittedStatus() == COMMITTED_TRIANGLE_HIT) {
    const float3x4 to_world = query.CommittedObjectToWorld3x4();
    const float3x4 to_object = query.CommittedWorldToObject3x4();
    output[index + 3] = float4(query.CommittedStatus(), query.CommittedRayT(), query.CommittedTriangleBarycentrics());
    output[index + 4] = float4(query.CommittedObjectRayOrigin(), query.CommittedTriangleFrontFace() ? 1 : 2);
    output[index + 5] = float4(query.CommittedInstanceIndex() + 10 * query.CommittedInstanceID(),
                               query.CommittedGeometryIndex() + 10 * query.CommittedPrimitiveIndex(),
                               query.CommittedInstanceContributionToHitGroupIndex(),
                               to_world[2][3] * 10 + to_object[2][3]);
  }

  RayQuery<RAY_FLAG_FORCE_OPAQUE> opaque;
  opaque.TraceRayInline(scene, RAY_FLAG_NONE, 0xFF, ray);
  const bool more = opaque.Proceed();
  const bool committed = opaque.CommittedStatus() != COMMITTED_NOTHING;
  output[24 + i] = float4(more ? 1 : 0, opaque.CommittedStatus(), committed ? opaque.CommittedRayT() : -1,
                          opaque.RayFlags());
  output[28 + i] = float4(opaque.WorldRayOrigin().x, opaque.WorldRayDirection().z, opaque.RayTMin(),
                          committed ? opaque.CommittedObjectRayDirection().z : -1);
}
