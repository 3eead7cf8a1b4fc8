// Depth comparisons in a compute shader (explicit LOD): SampleCmpLevelZero (with a texel
// offset and on an array), SampleCmpLevel (SM 6.7), SampleCmpGrad (SM 6.8), and comparison
// gathers with and without an offset.
Texture2D<float> Depth : register(t0);
Texture2DArray<float> DepthLayers : register(t1);
SamplerComparisonState Less : register(s0);
SamplerComparisonState GreaterEqual : register(s1);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    float2 uv = float2(0.375, 0.625);
    Out[0] = float4(Depth.SampleCmpLevelZero(Less, uv, 0.5), 0, 0, 0);
    Out[1] = float4(Depth.SampleCmpLevelZero(Less, uv, 0.6), 0, 0, 0);
    Out[2] = float4(Depth.SampleCmpLevelZero(Less, uv, 0.5, int2(1, -1)), 0, 0, 0);
    Out[3] = float4(Depth.SampleCmpLevel(Less, uv, 0.5, 1), 0, 0, 0);
    Out[4] = float4(Depth.SampleCmpGrad(Less, uv, 0.95, float2(0.5, 0), float2(0, 0.5)), 0, 0, 0);
    Out[5] = float4(Depth.SampleCmpGrad(GreaterEqual, uv, 0.95, float2(0.01, 0), float2(0, 0.01)), 0, 0, 0);
    Out[6] = Depth.GatherCmp(Less, float2(0.5, 0.5), 0.4);
    Out[7] = Depth.GatherCmpRed(Less, float2(0.5, 0.5), 0.4, int2(1, 0));
    Out[8] = float4(DepthLayers.SampleCmpLevelZero(Less, float3(0.1, 0.1, 1), 0.2), 0, 0, 0);
}
