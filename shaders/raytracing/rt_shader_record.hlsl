// Local root signatures: root constants in the shader record. The ray-generation record
// holds (scale, bias) for b0 space 1; each hit record holds b1 space 1 (one constant) and
// then b2 space 1 (two), at offsets 0 and 4. Rays 0 and 1 (mask 1) hit the instance with
// hit group offset 0, rays 2 and 3 (mask 2) the one with offset 1. The library also
// declares a hit group and the shader and pipeline configs, which reflection reports.
struct Payload {
  uint value;
};
struct Attributes {
  float2 barycentrics;
};

RaytracingAccelerationStructure scene : register(t0);
RWStructuredBuffer<uint> output : register(u0);
cbuffer RayGenRecord : register(b0, space1) {
  uint scale;
  uint bias;
};
cbuffer HitFirst : register(b1, space1) {
  uint hundreds;
};
cbuffer HitSecond : register(b2, space1) {
  uint2 units;
};

LocalRootSignature raygen_signature = {"RootConstants(num32BitConstants = 2, b0, space = 1)"};
LocalRootSignature hit_signature = {
    "RootConstants(num32BitConstants = 1, b1, space = 1), RootConstants(num32BitConstants = 2, b2, space = 1)"};
SubobjectToExportsAssociation raygen_association = {"raygen_signature", "RayGen"};
SubobjectToExportsAssociation hit_association = {"hit_signature", "Hit"};
TriangleHitGroup hit_group = {"", "Hit"};
RaytracingShaderConfig shader_config = {4, 8};
RaytracingPipelineConfig pipeline_config = {1};

[shader("raygeneration")]
void RayGen() {
  const uint index = DispatchRaysIndex().x;
  RayDesc ray;
  ray.Origin = float3(index + 0.5, 0.5, -1.0);
  ray.Direction = float3(0, 0, 1);
  ray.TMin = 0.0;
  ray.TMax = 10.0;
  Payload payload;
  payload.value = 0;
  TraceRay(scene, RAY_FLAG_NONE, index < 2 ? 1 : 2, 0, 1, 0, ray, payload);
  output[index] = payload.value * scale + bias;
}

[shader("closesthit")]
void Hit(inout Payload payload, in Attributes attributes) { payload.value = hundreds * 100 + units.x + units.y; }

[shader("miss")]
void Miss(inout Payload payload) { payload.value = 1; }
