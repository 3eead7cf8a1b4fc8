// Inline ray tracing over procedural primitives in a compute shader. Thread i's ray goes
// along +z from (i + 0.5, 0.5, -1) through two boxes, [0,2] x [0,1] x [0,1] (box 0) and
// [1,4] x [0,1] x [2,3] (box 1), both non-opaque, of an instance with id 4. Threads 0 and 3
// commit their one candidate at t = 1.5 + box; thread 1 meets both boxes and commits box
// 1's only; thread 2 aborts at its first candidate. 8 floats per thread.
RaytracingAccelerationStructure scene : register(t0);
RWStructuredBuffer<float4> output : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 thread : SV_DispatchThreadID) {
  const uint i = thread.x;
  RayDesc ray;
  ray.Origin = float3(i + 0.5, 0.5, -1.0);
  ray.Direction = float3(0, 0, 1);
  ray.TMin = 0.0;
  ray.TMax = 10.0;
  RayQuery<RAY_FLAG_NONE> query;
  query.TraceRayInline(scene, RAY_FLAG_NONE, 0xFF, ray);
  uint candidates = 0;
  uint boxes = 0;
  while (query.Proceed()) {
    candidates += 1;
    const uint box = query.CandidatePrimitiveIndex();
    boxes += 1u << (4 * box);
    if (query.CandidateType() != CANDIDATE_PROCEDURAL_PRIMITIVE || !query.CandidateProceduralPrimitiveNonOpaque())
      continue;
    if (i == 2) {
      query.Abort();
    } else if (i != 1 || box == 1) {
      query.CommitProceduralPrimitiveHit(1.5 + box);
    }
  }
  // Committed values are undefined where nothing is committed.
  const bool committed = query.CommittedStatus() != COMMITTED_NOTHING;
  output[2 * i] = float4(query.CommittedStatus(), committed ? query.CommittedRayT() : -1,
                         committed ? (float)query.CommittedPrimitiveIndex() : -1.0, candidates);
  output[2 * i + 1] = float4(boxes, committed ? query.CommittedObjectRayOrigin().x : -1,
                             committed ? (float)query.CommittedInstanceID() : -1.0, 0);
}
