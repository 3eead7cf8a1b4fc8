// Arrays of append and consume buffers (a counter per element) and of comparison samplers, each
// indexed per thread through NonUniformResourceIndex. Compiled for SM 6.0 (CreateHandle) and
// SM 6.6 (CreateHandleFromBinding). Each array has its own index expression (see
// res_arrays_kinds.hlsl for lavapipe's shared-index fault).
AppendStructuredBuffer<uint> Appends[2] : register(u0);
ConsumeStructuredBuffer<uint> Consumes[2] : register(u2);
RWStructuredBuffer<float> Results : register(u4);
Texture2D<float> Depths[2] : register(t0);
SamplerComparisonState Compares[2] : register(s0);

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    // Every item of one consume buffer, and every item appended to one append buffer, is the
    // same value, so the order in which threads take and add items does not matter.
    uint appended = (tid & 1) ^ 1;
    Appends[NonUniformResourceIndex(appended)].Append(7 * appended + 3);
    float taken = Consumes[NonUniformResourceIndex(tid & 1)].Consume();
    float passed = Depths[NonUniformResourceIndex((tid >> 1) & 1)].SampleCmpLevelZero(
        Compares[NonUniformResourceIndex(((tid >> 2) & 1) ^ 1)], float2(0.5, 0.5), 0.375);
    Results[tid] = taken + passed;
}
