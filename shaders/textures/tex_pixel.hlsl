// Implicit-LOD operations in a pixel shader (SM 6.8): Sample, SampleBias, SampleCmp,
// SampleCmpBias and CalculateLevelOfDetail (clamped and unclamped). A full-screen triangle
// over a 4x4 target maps uv to [0, 1], so a 16-texel-wide texture is read at LOD 2 in every
// pixel; each mip level holds one value, so the results name the level read.
Texture2D<float4> Levels : register(t0);     // 16x16, 5 levels: level n is (n, 0, 0, 1)
Texture2D<float4> TwoLevels : register(t1);  // 16x16, 2 levels
Texture2D<float> Depth : register(t2);       // 16x16, 5 levels: 0.1, 0.3, 0.5, 0.7, 0.9
SamplerState Point : register(s0);
SamplerComparisonState Less : register(s1);

struct Varyings
{
    float4 position : SV_Position;
    float2 uv : TEXCOORD0;
};

Varyings vs_main(float2 position : POSITION)
{
    Varyings result;
    result.position = float4(position, 0, 1);
    result.uv = position * 0.5 + 0.5;
    return result;
}

struct Targets
{
    float4 levels : SV_Target0;
    float4 lods : SV_Target1;
};

Targets ps_main(Varyings input)
{
    Targets result;
    result.levels = float4(Levels.Sample(Point, input.uv).x, Levels.SampleBias(Point, input.uv, 1).x,
                           Levels.SampleBias(Point, input.uv, -1).x, Levels.Sample(Point, input.uv, int2(1, 0)).x);
    result.lods = float4(TwoLevels.CalculateLevelOfDetail(Point, input.uv),
                         TwoLevels.CalculateLevelOfDetailUnclamped(Point, input.uv),
                         Depth.SampleCmp(Less, input.uv, 0.4), Depth.SampleCmpBias(Less, input.uv, 0.4, -1));
    return result;
}
