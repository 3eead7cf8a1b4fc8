// GatherCmpGreen: a comparison gather of the green channel. Vulkan compares the depth (red)
// channel only, so untangle rejects it with one line (spirv_emit/README.md, "Rejected
// forms"); tex_compare runs GatherCmp and GatherCmpRed.
Texture2D<float4> Depths : register(t0);
SamplerComparisonState Less : register(s0);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    Out[0] = Depths.GatherCmpGreen(Less, float2(0.5, 0.5), 0.5);
}
