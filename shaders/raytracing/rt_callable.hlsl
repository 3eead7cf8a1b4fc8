// Callable shaders: the ray-generation shader of each of 4x1 launches calls shader 0
// (value * 3 + the launch index) and then shader 1 (value + 100), then traces a ray whose
// closest-hit shader calls shader 0 too (the triangle (0,0) (2,0) (0,2) at z = 0 covers
// launches 0 and 1; the others miss).
struct CallData {
  uint value;
  uint calls;
};
struct Payload {
  uint value;
};
struct Attributes {
  float2 barycentrics;
};

RaytracingAccelerationStructure scene : register(t0);
RWStructuredBuffer<uint2> output : register(u0);

[shader("raygeneration")]
void RayGen() {
  const uint index = DispatchRaysIndex().x;
  CallData data;
  data.value = index + 1;
  data.calls = 0;
  CallShader(0, data);
  CallShader(1, data);
  Payload payload;
  payload.value = 0;
  RayDesc ray;
  ray.Origin = float3(index + 0.5, 0.5, -1.0);
  ray.Direction = float3(0, 0, 1);
  ray.TMin = 0.0;
  ray.TMax = 10.0;
  TraceRay(scene, RAY_FLAG_NONE, 0xFF, 0, 1, 0, ray, payload);
  output[index] = uint2(data.value + 10000 * data.calls, payload.value);
}

[shader("callable")]
void Triple(inout CallData data) {
  data.value = data.value * 3 + DispatchRaysIndex().x;
  data.calls += 1;
}

[shader("callable")]
void Add(inout CallData data) {
  data.value += 100;
  data.calls += 1;
}

[shader("miss")]
void Miss(inout Payload payload) { payload.value = 5; }

[shader("closesthit")]
void Hit(inout Payload payload, in Attributes attributes) {
  CallData data;
  data.value = PrimitiveIndex() + 2;
  data.calls = 0;
  CallShader(0, data);
  payload.value = data.value;
}
