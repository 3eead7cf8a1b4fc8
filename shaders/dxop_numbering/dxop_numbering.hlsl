// DXIL opcode numbering sample for tests/dxil/dx_op_test.cpp: a pixel shader whose operations span shader
// models 6.0 to 6.9 (opacity-micromap ray queries, long vectors, SM 6.8 barriers and sampling...). Neither a
// compute shader (the translator's corpus test takes every compute shader in shaders/ for one it translates)
// nor a library with HitObject and work-graph entry points (the reader's corpus tests take one entry point).
// dxc -T ps_6_9 -E main -enable-16bit-types dxop_numbering.hlsl -Fo dxop_numbering.dxil -Fc dxop_numbering.dxc.ll
ByteAddressBuffer raw : register(t0);
Buffer<float4> typed : register(t1);
Texture2D<float4> texture : register(t2);
Texture2DMS<float4> multisampled : register(t3);
RaytracingAccelerationStructure scene : register(t4);
Texture2D<uint> packed_texture : register(t5);
RWByteAddressBuffer output : register(u1);
RWBuffer<uint> counters : register(u2);
RWTexture2D<float4> image : register(u3);
RWStructuredBuffer<uint> counted : register(u4);
RWTexture2DMS<float4> multisampled_image : register(u5);
FeedbackTexture2D<SAMPLER_FEEDBACK_MIN_MIP> feedback : register(u6);
SamplerState linear_sampler : register(s0);
SamplerComparisonState shadow_sampler : register(s1);
cbuffer Constants : register(b0) { float4 tint; uint mask; };

// Scalars stay out of vector arithmetic: DXC would splat them into native vectors (shufflevector with a
// zeroinitializer mask).
float4 main(float4 position : SV_Position, float2 uv : TEXCOORD0, nointerpolation float flat : TEXCOORD1,
            float2 evaluated : TEXCOORD2, uint sample : SV_SampleIndex, uint coverage : SV_Coverage,
            uint view : SV_ViewID) : SV_Target {
  if (uv.x < 0) discard;
  uint index = (uint)position.x;
  float x = asfloat(raw.Load(index * 4));
  uint u = raw.Load(index * 4 + 4);
  int i = (int)u;
  float4 t = typed[index] * tint;
  float math = saturate(x) + cos(x) + sin(x) + tan(x) + acos(x) + asin(x) + atan(x) + cosh(x) + sinh(x) +
               tanh(x) + exp2(x) + frac(x) + log2(x) + sqrt(x) + rsqrt(x) + round(x) + floor(x) + ceil(x) +
               trunc(x) + max(x, t.x) + min(x, t.y) + mad(x, t.z, t.w) + (isnan(x) ? 1.0 : 0.0) +
               (isinf(x) ? 1.0 : 0.0) + (isfinite(x) ? 1.0 : 0.0) + dot(t, t) + ddx_coarse(x) + ddy_coarse(x) +
               ddx_fine(x) + ddy_fine(x) + EvaluateAttributeSnapped(evaluated, int2(1, 1)).x +
               EvaluateAttributeAtSample(evaluated, 0).y + EvaluateAttributeCentroid(evaluated).x +
               GetAttributeAtVertex(flat, 1) + GetRenderTargetSamplePosition(0).x;
  uint bits = reversebits(u) + countbits(u) + firstbitlow(u) + firstbithigh(u) + firstbithigh(i) +
              (uint)max(i, (int)sample) + (uint)min(i, (int)view) + max(u, coverage) + min(u, mask) +
              mad(u, coverage, mask) + (uint)mad(i, i, (int)sample) + msad4(u, uint2(view, mask), uint4(1, 2, 3, 4)).x +
              dot2add(half2(x, x), half2(t.xy), 1.0) + dot4add_i8packed(u, view, 0) + dot4add_u8packed(u, view, 0) +
              pack_u8(unpack_u8u32((uint8_t4_packed)u)) + f32tof16(x) + (uint)f16tof32(u) +
              GetRenderTargetSampleCount();
  double d = asdouble(u, view);
  uint low, high;
  asuint(fma(d, d, d), low, high);
  uint wave = WaveActiveSum(u) + WavePrefixSum(u) + WaveActiveBitOr(u) + WaveReadLaneAt(u, 1) +
              WaveReadLaneFirst(u) + WaveActiveCountBits(u > 3) + WavePrefixCountBits(u > 3) +
              WaveActiveBallot(u > 1).x + WaveGetLaneIndex() + WaveGetLaneCount() + WaveMatch(u).x +
              WaveMultiPrefixSum(u, uint4(1, 1, 1, 1)) + WaveMultiPrefixCountBits(u > 2, uint4(1, 1, 1, 1)) +
              (WaveIsFirstLane() ? 1 : 0) + (WaveActiveAnyTrue(u > 5) ? 1 : 0) + (WaveActiveAllTrue(u > 6) ? 1 : 0) +
              (WaveActiveAllEqual(u) ? 1 : 0) + QuadReadLaneAt(u, 2) + QuadReadAcrossX(u) + (QuadAny(u > 7) ? 1 : 0) +
              (IsHelperLane() ? 1 : 0);
  uint status;
  float4 texel = texture.Load(int3(index, 0, 0), int2(0, 0), status) + multisampled.Load(int2(index, 0), 1) +
                 texture.Sample(linear_sampler, uv) + texture.SampleBias(linear_sampler, uv, 1) +
                 texture.SampleLevel(linear_sampler, t.xy, 0) + texture.SampleGrad(linear_sampler, t.xy, t.zw, t.wz) +
                 texture.Gather(linear_sampler, t.xy) + texture.GatherCmp(shadow_sampler, t.xy, x) +
                 multisampled.GetSamplePosition(1).xyxy;
  texel.x += texture.SampleCmp(shadow_sampler, uv, x) + texture.SampleCmpLevelZero(shadow_sampler, t.xy, x) +
             texture.SampleCmpLevel(shadow_sampler, t.xy, x, 1) + texture.SampleCmpGrad(shadow_sampler, uv, x, uv, uv) +
             texture.SampleCmpBias(shadow_sampler, uv, x, 1) + texture.CalculateLevelOfDetail(linear_sampler, t.xy) +
             (CheckAccessFullyMapped(status) ? 1 : 0);
  feedback.WriteSamplerFeedback(texture, linear_sampler, uv);
  feedback.WriteSamplerFeedbackBias(texture, linear_sampler, uv, 1);
  feedback.WriteSamplerFeedbackLevel(texture, linear_sampler, uv, 1);
  feedback.WriteSamplerFeedbackGrad(texture, linear_sampler, uv, uv, uv);
  Texture2D<float4> from_heap = ResourceDescriptorHeap[mask];
  texel += from_heap.Load(int3(0, 0, 0)) + packed_texture.GatherRaw(linear_sampler, t.xy);
  multisampled_image.sample[1][uint2(index, 0)] = texel;
  uint width, height;
  image.GetDimensions(width, height);
  image[uint2(index, 0)] = texel;
  counters[index] = counted.IncrementCounter() + width;
  uint previous;
  output.InterlockedAdd(0, wave, previous);
  output.InterlockedCompareExchange(4, previous, bits, previous);
  Barrier(UAV_MEMORY, DEVICE_SCOPE);
  vector<float, 8> wide = raw.Load<vector<float, 8> >(64);
  vector<bool, 8> positive = wide > 0;
  output.Store<vector<float, 8> >(128, wide * wide);
  RayDesc ray = {t.xyz, 0.1, float3(0, 0, 1), 100.0};
  RayQuery<RAY_FLAG_FORCE_OMM_2_STATE, RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS> query;
  query.TraceRayInline(scene, RAY_FLAG_NONE, 0xFF, ray);
  while (query.Proceed()) query.CommitNonOpaqueTriangleHit();
  output.Store4(index * 16, uint4(low, high, previous + (uint)d + (uint)math, query.CommittedStatus() +
                                  (any(positive) ? 1 : 0) + (all(positive) ? 2 : 0)));
  return texel;
}
