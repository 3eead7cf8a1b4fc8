// Implicit-LOD sampling in a compute shader (SM 6.6 compute derivatives over 2x2 quads of
// thread ids): Sample, SampleBias, SampleCmp and CalculateLevelOfDetail(Unclamped), with
// coordinates whose derivatives are 4 texels of level 0 per thread in x and 1/2 in y, so the
// level of detail is 2 (5 with the coordinates scaled by 8).
Texture2D<float4> Levels : register(t0);
Texture2D<float> Depths : register(t1);
SamplerState PointMips : register(s0);
SamplerComparisonState Less : register(s1);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(4, 4, 1)]
void main(uint3 id : SV_GroupThreadID, uint index : SV_GroupIndex)
{
    float2 uv = float2(id.x * 4.0 + 0.5, id.y * 0.5 + 0.5) / 16.0;
    float4 r;
    r.x = Levels.Sample(PointMips, uv).x;
    r.y = Levels.SampleBias(PointMips, uv, 1.0).x;
    r.z = Levels.CalculateLevelOfDetail(PointMips, uv);
    r.w = Levels.CalculateLevelOfDetailUnclamped(PointMips, uv * 8.0);
    Out[index * 2] = r;
    Out[index * 2 + 1] = float4(Depths.SampleCmp(Less, uv, 0.3), 0, 0, 0);
}
