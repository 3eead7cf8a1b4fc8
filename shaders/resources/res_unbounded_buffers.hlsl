// res_heap_nonuniform's resources as unbounded arrays (runtime arrays of descriptors), in
// spaces 1 to 4 (an unbounded range fills its register class of its space), with
// non-uniform indices: structured, raw, typed and constant buffers, writable
// structured, raw and typed buffers and 2D images; and an unbounded array of samplers.
// Compiled for SM 6.0 (CreateHandle) and SM 6.6 (CreateHandleFromBinding).
struct Params { uint bias; };
StructuredBuffer<uint> Structured[] : register(t0, space1);
ByteAddressBuffer Raw[] : register(t0, space2);
Buffer<uint> Typed[] : register(t0, space3);
ConstantBuffer<Params> Constants[] : register(b0, space1);
RWStructuredBuffer<uint> Results[] : register(u0, space1);
RWByteAddressBuffer RawOut[] : register(u0, space2);
RWBuffer<uint> TypedOut[] : register(u0, space3);
RWTexture2D<uint> Images[] : register(u0, space4);
Texture2D<float> Row : register(t0);
SamplerState Samplers[] : register(s0, space1);
RWStructuredBuffer<float> Sampled : register(u0);

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    uint r = Structured[NonUniformResourceIndex(tid & 1)][tid];
    r += Raw[NonUniformResourceIndex((tid & 1) ^ 1)].Load(tid * 4);
    r += Typed[NonUniformResourceIndex((tid >> 1) & 1)][tid];
    r += Constants[NonUniformResourceIndex((tid >> 2) & 1)].bias;
    Results[NonUniformResourceIndex((tid >> 1) & 1)][tid] = r;
    RawOut[NonUniformResourceIndex((tid >> 2) & 1)].Store(tid * 4, r * 2);
    TypedOut[NonUniformResourceIndex(tid & 1)][tid] = r * 3;
    Images[NonUniformResourceIndex((tid & 1) ^ 1)][uint2(tid, 0)] = r * 5;
    // A point sampler reads texel 1 at u = 0.5 of a 2-texel row; a linear one averages both.
    Sampled[tid] = Row.SampleLevel(Samplers[NonUniformResourceIndex(tid >> 2)], float2(0.5, 0.5), 0);
}
