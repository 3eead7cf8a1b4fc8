// Any-hit shaders over three non-opaque triangles covering every ray, at z = 0, 1 and 2
// (primitives 0, 1, 2). Row 0's rays see the instance with mask 1 and hit group 0, whose
// any-hit shader ignores primitive 0: the closest hit is primitive 1. Row 1's rays see the
// instance with mask 2 and hit group 1, whose any-hit shader ignores primitives 0 and 2
// and accepts primitive 1 and ends the search. 4x2 rays along +z from (x + 0.5, y + 0.5, -1).
struct Payload {
  float accepted;
  float primitive;
  float t;
  float kind;
};
struct Attributes {
  float2 barycentrics;
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
  Payload payload = (Payload)0;
  TraceRay(scene, RAY_FLAG_NONE, index.y == 0 ? 1 : 2, 0, 1, 0, ray, payload);
  output[index.y * 4 + index.x] = float4(payload.accepted, payload.primitive, payload.t, payload.kind);
}

[shader("anyhit")]
void IgnoreFirst(inout Payload payload, in Attributes attributes) {
  if (PrimitiveIndex() == 0) IgnoreHit();
}

[shader("anyhit")]
void AcceptSecond(inout Payload payload, in Attributes attributes) {
  if (PrimitiveIndex() != 1) IgnoreHit();
  payload.accepted = 7;
  AcceptHitAndEndSearch();
}

[shader("closesthit")]
void Hit(inout Payload payload, in Attributes attributes) {
  payload.primitive = PrimitiveIndex();
  payload.t = RayTCurrent();
  payload.kind = HitKind();
}

[shader("miss")]
void Miss(inout Payload payload) { payload.t = -1; }
