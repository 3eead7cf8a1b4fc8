// Ray generation, miss and closest hit over two instances of one triangle: every ray
// system value a closest-hit shader sees, written per pixel, and what the miss shader sees.
// 4x2 rays start at (x + 0.5, y + 0.5, -1) and go along +z; the triangle (0,0,0) (4,0,0)
// (0,2,0) is instanced twice: moved by z + 0.5 (instance 0, id 9, mask 2: the rays' mask
// of 1 skips it) and by z + 2 (instance 1, id 7). Each pixel's record is 16 floats.
struct Payload {
  float4 a;
  float4 b;
  float4 c;
  float4 d;
};
struct Attributes {
  float2 barycentrics;
};

RaytracingAccelerationStructure scene : register(t0);
RWStructuredBuffer<Payload> output : register(u0);

[shader("raygeneration")]
void RayGen() {
  const uint2 index = DispatchRaysIndex().xy;
  const uint2 size = DispatchRaysDimensions().xy;
  RayDesc ray;
  ray.Origin = float3(index.x + 0.5, index.y + 0.5, -1.0);
  ray.Direction = float3(0, 0, 1);
  ray.TMin = 0.5;
  ray.TMax = 10.0;
  Payload payload = (Payload)0;
  TraceRay(scene, RAY_FLAG_FORCE_OPAQUE, 0x01, 0, 1, 0, ray, payload);
  payload.d.w = index.x + 10 * index.y + 100 * size.x + 1000 * size.y;
  output[index.y * size.x + index.x] = payload;
}

[shader("miss")]
void Miss(inout Payload payload) {
  payload.a = float4(WorldRayOrigin(), RayTMin());
  payload.b = float4(WorldRayDirection(), RayTCurrent());
  payload.c = 0;
  payload.d = float4(RayFlags(), 0, 0, 0);
}

[shader("closesthit")]
void Hit(inout Payload payload, in Attributes attributes) {
  const float3x4 object_to_world = ObjectToWorld3x4();
  const float4x3 world_to_object = WorldToObject4x3();
  payload.a = float4(attributes.barycentrics, RayTCurrent(), RayTMin());
  payload.b = float4(ObjectRayOrigin(), 10 * object_to_world[2][3] + world_to_object[3][2]);
  payload.c = float4(ObjectRayDirection(), object_to_world[0][0]);
  payload.d = float4(HitKind(), InstanceIndex() + 10 * InstanceID(), GeometryIndex() + 10 * PrimitiveIndex(), 0);
}
