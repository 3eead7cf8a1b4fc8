// Ray queries into arrays of acceleration structures indexed at run time: a fixed array of
// two scenes picked per thread with NonUniformResourceIndex, an unbounded array of three
// picked the same way, and an element of it picked by a uniform index from a constant
// buffer. Each scene has its own instances (at their own depths, with their own IDs); thread
// i's ray goes along +z from (0.5, 0.5, -1) and reports the committed RayT, InstanceID,
// InstanceIndex and status of the scene it picked. The manifest's scenes hold the triangle
// (0,0,0) (2,0,0) (0,2,0) moved along z: Scenes[0] id 10 at z 1; Scenes[1] id 11 off the ray,
// id 12 at z 3; Unbounded[0] id 20 at z 2; Unbounded[1] id 21 at z 5, id 22 at z 4;
// Unbounded[2] id 23 at z 6; pick = 2. Compiled for SM 6.5 (CreateHandle) and, as
// rq_array_sm66, for SM 6.6 (CreateHandleFromBinding).
RaytracingAccelerationStructure Scenes[2] : register(t0);
RaytracingAccelerationStructure Unbounded[] : register(t0, space1);
cbuffer Params : register(b0) { uint pick; };
RWStructuredBuffer<float4> output : register(u0);

float4 closest_hit(RaytracingAccelerationStructure scene) {
  RayDesc ray;
  ray.Origin = float3(0.5, 0.5, -1.0);
  ray.Direction = float3(0, 0, 1);
  ray.TMin = 0.0;
  ray.TMax = 100.0;
  RayQuery<RAY_FLAG_FORCE_OPAQUE> query;
  query.TraceRayInline(scene, RAY_FLAG_NONE, 0xFF, ray);
  query.Proceed();
  if (query.CommittedStatus() != COMMITTED_TRIANGLE_HIT) return float4(-1, -1, -1, query.CommittedStatus());
  return float4(query.CommittedRayT(), query.CommittedInstanceID(), query.CommittedInstanceIndex(),
                query.CommittedStatus());
}

[numthreads(4, 1, 1)]
void main(uint3 thread : SV_DispatchThreadID) {
  const uint i = thread.x;
  output[i] = closest_hit(Scenes[NonUniformResourceIndex(i & 1)]);
  output[4 + i] = closest_hit(Unbounded[NonUniformResourceIndex(i % 3)]);
  output[8 + i] = closest_hit(Unbounded[pick]);
}
