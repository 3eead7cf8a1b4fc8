// Ray queries into acceleration structures from the SM 6.6 resource heap, beside a buffer in
// the same heap: heap[base] (a uniform index from a constant buffer) and
// heap[NonUniformResourceIndex(base + 1 + (i & 1))] per thread. Heap: [0] each thread's ray
// origin z (-1, -1, -2, -2), [1] to [3] scenes of the triangle (0,0,0) (2,0,0) (0,2,0) moved
// along z: id 30 at z 1; id 31 at z 2; id 32 off the ray and id 33 at z 3; base = 1. Thread
// i's ray goes along +z from (0.5, 0.5, z[i]) and reports the committed RayT, InstanceID,
// InstanceIndex and status of each scene.
cbuffer Table : register(b0) { uint base; };
RWStructuredBuffer<float4> output : register(u0);

float4 closest_hit(RaytracingAccelerationStructure scene, float origin_z) {
  RayDesc ray;
  ray.Origin = float3(0.5, 0.5, origin_z);
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
  StructuredBuffer<float> origins = ResourceDescriptorHeap[0];
  RaytracingAccelerationStructure shared_scene = ResourceDescriptorHeap[base];
  RaytracingAccelerationStructure own_scene = ResourceDescriptorHeap[NonUniformResourceIndex(base + 1 + (i & 1))];
  output[i] = closest_hit(shared_scene, origins[i]);
  output[4 + i] = closest_hit(own_scene, origins[i]);
}
