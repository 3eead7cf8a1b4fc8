// Min-LOD clamps (the `clamp` operand of Sample, SampleBias, SampleGrad, SampleCmp and
// SampleCmpBias): the LOD of 2 that the pixel's footprint gives is raised to the clamp.
// Vulkan's MinLod image operand needs shaderResourceMinLod, which lavapipe lacks: the run is
// reported skipped there.
Texture2D<float4> Levels : register(t0);  // 16x16, 5 levels: level n is (n, 0, 0, 1)
Texture2D<float> Depth : register(t1);    // 16x16, 5 levels: 0.1, 0.3, 0.5, 0.7, 0.9
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
    float4 compared : SV_Target1;
};

Targets ps_main(Varyings input)
{
    Targets result;
    result.levels = float4(Levels.Sample(Point, input.uv, int2(0, 0), 3.0).x,
                           Levels.SampleBias(Point, input.uv, -2, int2(0, 0), 1.0).x,
                           Levels.SampleGrad(Point, input.uv, float2(0.01, 0), float2(0, 0.01), int2(0, 0), 4.0).x,
                           Levels.Sample(Point, input.uv, int2(0, 0), 1.0).x);
    result.compared = float4(Depth.SampleCmp(Less, input.uv, 0.6, int2(0, 0), 3.0),
                             Depth.SampleCmpBias(Less, input.uv, 0.6, -2, int2(0, 0), 3.0), 0, 0);
    return result;
}
