// Procedural geometry: two boxes ([0,1] and [2,3] in x, [0,2] in y, [0,1] in z) and an
// intersection shader that reports one hit per box at t = 1.25 + 0.5 * box index, with hit
// kind 3 + box index and attributes from the object-space ray, except where the ray's y is
// above 1 in box 1. 4x2 rays along +z from (x + 0.5, y + 0.5, -1).
struct Payload {
  float4 hit;
};
struct Attributes {
  float2 origin;
  uint box;
};

RaytracingAccelerationStructure scene : register(t0);
RWStructuredBuffer<float4> output : register(u0);

[shader("raygeneration")]
void RayGen() {
  const uint2 index = DispatchRaysIndex().xy;
  RayDesc ray;
  ray.Origin = float3(index.x + 0.5, index.y + 0.5, -1.0);
  ray.Direction = float3(0, 0, 1);
  ray.TMin = 0.0;
  ray.TMax = 10.0;
  Payload payload;
  payload.hit = float4(-1, -1, -1, -1);
  TraceRay(scene, RAY_FLAG_NONE, 0xFF, 0, 1, 0, ray, payload);
  output[index.y * 4 + index.x] = payload.hit;
}

[shader("intersection")]
void Intersect() {
  const uint box = PrimitiveIndex();
  const float3 origin = ObjectRayOrigin();
  if (box == 1 && origin.y > 1) return;
  Attributes attributes;
  attributes.origin = origin.xy;
  attributes.box = box;
  ReportHit(1.25 + 0.5 * box, 3 + box, attributes);
}

[shader("closesthit")]
void Hit(inout Payload payload, in Attributes attributes) {
  payload.hit = float4(attributes.origin.x + 10 * attributes.origin.y, attributes.box, RayTCurrent(), HitKind());
}

[shader("miss")]
void Miss(inout Payload payload) { payload.hit = float4(0, 0, RayTCurrent(), 0); }
