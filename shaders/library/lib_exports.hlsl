// A library of eleven exports (ray generation, miss, closest-hit, any-hit, intersection,
// callable and compute shaders) over shared helper functions that DXC keeps as functions
// ([noinline]): scalar, vector and struct results, out and inout parameters, helpers that
// call helpers. Each export translates alone, with the helpers it reaches.
struct Payload {
  float4 color;
  uint bounces;
};
struct Attributes {
  float2 barycentrics;
};
struct Material {
  float3 albedo;
  float roughness;
  uint flags;
};
struct Data {
  uint value;
};

RaytracingAccelerationStructure scene : register(t0);
RWStructuredBuffer<float4> image : register(u0);
RWByteAddressBuffer counters : register(u1);
StructuredBuffer<Material> materials : register(t1);

[noinline] uint hash(uint value) {
  value ^= value >> 16;
  value *= 0x7feb352du;
  value ^= value >> 15;
  return value;
}

[noinline] float random(inout uint state) {
  state = hash(state + 0x9e3779b9u);
  return (state & 0xFFFFFF) / 16777216.0;
}

[noinline] Material material_of(uint index) {
  Material material = materials[index % 4];
  if (material.flags & 1) material.albedo *= 0.5;
  return material;
}

[noinline] float3 shade(Material material, float3 normal, float3 light, out float intensity) {
  intensity = saturate(dot(normal, light));
  return material.albedo * intensity * (1.0 - material.roughness);
}

[noinline] void count(uint slot, uint amount) { counters.InterlockedAdd(slot * 4, amount); }

RayDesc camera_ray(uint2 pixel, uint2 size, inout uint seed) {
  RayDesc ray;
  ray.Origin = float3((pixel + float2(random(seed), random(seed))) / size, -1.0);
  ray.Direction = float3(0, 0, 1);
  ray.TMin = 0.001;
  ray.TMax = 1000.0;
  return ray;
}

[shader("raygeneration")]
void Camera() {
  const uint2 pixel = DispatchRaysIndex().xy;
  uint seed = hash(pixel.x + 4096 * pixel.y);
  Payload payload = (Payload)0;
  TraceRay(scene, RAY_FLAG_NONE, 0xFF, 0, 1, 0, camera_ray(pixel, DispatchRaysDimensions().xy, seed), payload);
  image[pixel.y * DispatchRaysDimensions().x + pixel.x] = payload.color;
  count(0, 1);
}

[shader("raygeneration")]
void Shadows() {
  const uint2 pixel = DispatchRaysIndex().xy;
  uint seed = hash(pixel.y);
  Payload payload = (Payload)0;
  TraceRay(scene, RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH | RAY_FLAG_SKIP_CLOSEST_HIT_SHADER, 0x01, 0, 1, 1,
           camera_ray(pixel, DispatchRaysDimensions().xy, seed), payload);
  count(1, payload.bounces);
}

[shader("miss")]
void Sky(inout Payload payload) { payload.color = float4(0.2, 0.4, 0.8, 1.0) * WorldRayDirection().z; }

[shader("miss")]
void Unshadowed(inout Payload payload) { payload.bounces = 1; }

[shader("closesthit")]
void Surface(inout Payload payload, in Attributes attributes) {
  const Material material = material_of(PrimitiveIndex());
  float intensity;
  const float3 color = shade(material, float3(0, 0, -1), normalize(float3(attributes.barycentrics, -1)), intensity);
  payload.color = float4(color, intensity);
  payload.bounces += 1;
}

[shader("closesthit")]
void Mirror(inout Payload payload, in Attributes attributes) {
  if (payload.bounces < 2) {
    payload.bounces += 1;
    RayDesc ray;
    ray.Origin = WorldRayOrigin() + WorldRayDirection() * RayTCurrent();
    ray.Direction = reflect(WorldRayDirection(), float3(0, 0, -1));
    ray.TMin = 0.001;
    ray.TMax = 1000.0;
    TraceRay(scene, RAY_FLAG_NONE, 0xFF, 0, 1, 0, ray, payload);
  }
}

[shader("anyhit")]
void AlphaTest(inout Payload payload, in Attributes attributes) {
  uint seed = PrimitiveIndex();
  if (random(seed) > material_of(PrimitiveIndex()).roughness) IgnoreHit();
}

[shader("intersection")]
void Sphere() {
  const float3 origin = ObjectRayOrigin();
  const float3 direction = ObjectRayDirection();
  const float b = dot(origin, direction);
  const float c = dot(origin, origin) - 0.25;
  const float discriminant = b * b - c;
  if (discriminant < 0) return;
  Attributes attributes;
  attributes.barycentrics = float2(hash(PrimitiveIndex()) & 1, 0);
  ReportHit(-b - sqrt(discriminant), 0, attributes);
}

[shader("callable")]
void Tonemap(inout Data data) {
  uint seed = data.value;
  data.value = hash(data.value) + uint(random(seed) * 255.0);
}

[shader("callable")]
void Count(inout Data data) { count(2, data.value); }

[shader("compute")]
[numthreads(8, 1, 1)]
void Clear(uint3 thread : SV_DispatchThreadID) {
  uint seed = thread.x;
  image[thread.x] = float4(random(seed), hash(thread.x) & 0xFF, 0, 1);
  if (thread.x == 0) count(3, 0);
}
