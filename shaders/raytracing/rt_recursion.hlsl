// TraceRay from a closest-hit shader: recursion to depth 2. 4x2 rays go along +z from
// (x + 0.5, y + 0.5, -1); a large triangle at z = 0 (instance 0) is hit first, and its
// closest-hit shader traces on from the hit point; a small triangle at z = 5 (instance 1:
// (0,0) (4,0) (0,2)) is hit by the pixels it covers, the others miss. Each level appends a
// digit to the payload's path: instance index + 1 for a hit, 9 for a miss.
struct Payload {
  float path;
  float depth;
  float t;
  float unused;
};
struct Attributes {
  float2 barycentrics;
};

RaytracingAccelerationStructure scene : register(t0);
RWStructuredBuffer<float4> output : register(u0);

RayDesc ray_from(float3 origin) {
  RayDesc ray;
  ray.Origin = origin;
  ray.Direction = float3(0, 0, 1);
  ray.TMin = 0.01;
  ray.TMax = 100.0;
  return ray;
}

[shader("raygeneration")]
void RayGen() {
  const uint2 index = DispatchRaysIndex().xy;
  Payload payload = (Payload)0;
  TraceRay(scene, RAY_FLAG_NONE, 0xFF, 0, 1, 0, ray_from(float3(index.x + 0.5, index.y + 0.5, -1.0)), payload);
  output[index.y * DispatchRaysDimensions().x + index.x] = float4(payload.path, payload.depth, payload.t, 0);
}

[shader("miss")]
void Miss(inout Payload payload) {
  payload.path = payload.path * 10 + 9;
  payload.t = RayTCurrent();
}

[shader("closesthit")]
void Hit(inout Payload payload, in Attributes attributes) {
  payload.path = payload.path * 10 + InstanceIndex() + 1;
  payload.depth += 1;
  payload.t = RayTCurrent();
  if (payload.depth < 2) {
    const float3 hit_point = WorldRayOrigin() + WorldRayDirection() * RayTCurrent();
    TraceRay(scene, RAY_FLAG_NONE, 0xFF, 0, 1, 0, ray_from(hit_point), payload);
  }
}
