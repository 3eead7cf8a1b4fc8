// Arrays of the texture kinds the other array cases leave out: multisampled 2D textures and
// 2D arrays, read and written (SM 6.7), 1D arrays, and writable 1D textures and 1D arrays,
// each indexed per thread through NonUniformResourceIndex.
Texture2DMS<uint, 4> Samples[2] : register(t0);
Texture2DMSArray<uint, 4> SampleLayers[2] : register(t2);
Texture1DArray<uint> LineLayers[2] : register(t4);
RWTexture1D<uint> LineOut[2] : register(u0);
RWTexture1DArray<uint> LineLayerOut[2] : register(u2);
RWTexture2DMS<uint, 4> SampleOut[2] : register(u4);
RWTexture2DMSArray<uint, 4> SampleLayerOut[2] : register(u6);

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    uint x = tid & 1;
    uint r = Samples[NonUniformResourceIndex(tid & 1)].Load(int2(x, 0), tid >> 1);
    r += SampleLayers[NonUniformResourceIndex((tid >> 1) & 1)].Load(int3(x, 0, tid >> 2), (tid >> 1) & 1);
    r += LineLayers[NonUniformResourceIndex((tid >> 2) & 1)].Load(int3(tid & 3, tid >> 2, 0));
    LineOut[NonUniformResourceIndex((tid & 1) ^ 1)][tid] = r;
    LineLayerOut[NonUniformResourceIndex(((tid >> 1) & 1) ^ 1)][uint2(tid & 3, tid >> 2)] = r * 2;
    SampleOut[NonUniformResourceIndex(((tid >> 2) & 1) ^ 1)].sample[tid >> 1][uint2(x, 0)] = r * 3;
    SampleLayerOut[NonUniformResourceIndex(tid % 3 == 0)].sample[(tid >> 1) & 1][uint3(x, 0, tid >> 2)] = r * 5;
}
