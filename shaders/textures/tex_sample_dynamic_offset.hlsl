// SM 6.7 programmable offsets on Sample: a texel offset read from a constant buffer. Vulkan
// takes run-time offsets on gathers only, so untangle rejects it with one line (see
// spirv_emit/README.md, "Rejected forms"); tex_gather runs the forms Vulkan has.
Texture2D<float4> Colors : register(t0);
SamplerState Point : register(s0);
cbuffer Offsets : register(b0) { int2 offset; };

float4 main(float2 uv : TEXCOORD) : SV_Target
{
    return Colors.Sample(Point, uv, offset);
}
