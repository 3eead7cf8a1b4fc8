// Arrays of every resource kind indexed by values known only at run time: a uniform index
// from a constant buffer, per-thread indices through NonUniformResourceIndex, and an
// unbounded array (a runtime array of descriptors). Compiled for SM 6.0 (CreateHandle) and
// SM 6.6 (CreateHandleFromBinding).
struct Params { uint base; };
StructuredBuffer<uint> Structured[3] : register(t0);
ByteAddressBuffer Raw[2] : register(t3);
Buffer<uint> Typed[2] : register(t5);
Texture2D<float4> Textures[2] : register(t7);
Texture2D<float4> Unbounded[] : register(t0, space1);
SamplerState Samplers[2] : register(s0);
ConstantBuffer<Params> Constants[2] : register(b0);
RWStructuredBuffer<uint> Outputs[2] : register(u0);
RWBuffer<uint> TypedOut[2] : register(u2);
RWTexture2D<float4> Images[2] : register(u4);
cbuffer Select : register(b2) { uint which; }

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    uint r = Structured[NonUniformResourceIndex(tid % 3)][tid];
    r += Raw[NonUniformResourceIndex(tid & 1)].Load(tid * 4);
    r += Typed[NonUniformResourceIndex(tid & 1)][tid];
    r += Constants[NonUniformResourceIndex(tid & 1)].base;
    Outputs[NonUniformResourceIndex(tid & 1)][tid] = r;
    TypedOut[which][tid] = r * 2;
    TypedOut[NonUniformResourceIndex(tid & 1)][8 + tid] = r;
    // A point sampler reads texel 1 at u = 0.5 of a 2-texel row; a linear one averages both.
    float4 t = Textures[NonUniformResourceIndex(tid & 1)].Load(int3(tid & 1, 0, 0));
    t += Unbounded[NonUniformResourceIndex(tid % 3)].SampleLevel(Samplers[NonUniformResourceIndex((tid >> 1) & 1)],
                                                                 float2(0.5, 0.5), 0);
    Images[NonUniformResourceIndex(tid & 1)][uint2(tid >> 1, 0)] = t;
}
