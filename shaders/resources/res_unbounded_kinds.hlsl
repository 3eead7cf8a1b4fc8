// Unbounded arrays (runtime arrays of descriptors) of the kinds res_arrays_kinds,
// res_arrays_counters and res_arrays_cubes bind as sized arrays: RWByteAddressBuffer, 1D,
// 2D-array, 3D and cube textures, cube arrays, writable 2D-array and 3D images, append and
// consume buffers (a counter per element) and comparison samplers, each in a space of its
// own and indexed per thread through NonUniformResourceIndex. Compiled for SM 6.0
// (CreateHandle) and SM 6.6 (CreateHandleFromBinding). Each array has its own index
// expression (see res_arrays_kinds.hlsl for lavapipe's shared-index fault).
Texture1D<uint> Lines[] : register(t0, space1);
Texture2DArray<uint> Layers[] : register(t0, space2);
Texture3D<uint> Volumes[] : register(t0, space3);
TextureCube<float4> Cubes[] : register(t0, space4);
TextureCubeArray<float4> CubeArrays[] : register(t0, space5);
Texture2D<float> Depths[] : register(t0, space6);
RWByteAddressBuffer RawOut[] : register(u0, space1);
RWTexture2DArray<uint> LayerOut[] : register(u0, space2);
RWTexture3D<uint> VolumeOut[] : register(u0, space3);
AppendStructuredBuffer<uint> Appends[] : register(u0, space4);
ConsumeStructuredBuffer<uint> Consumes[] : register(u0, space5);
RWStructuredBuffer<float4> Results : register(u0);
SamplerState Point : register(s0);
SamplerComparisonState Compares[] : register(s0, space1);

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    uint x = tid >> 1;
    uint3 at = uint3(x & 1, 0, x >> 1);
    uint3 to = uint3(tid & 1, 0, tid >> 1);
    uint r = Lines[NonUniformResourceIndex(tid & 1)].Load(int2(x, 0));
    r += Layers[NonUniformResourceIndex((tid & 1) ^ 1)].Load(int4(at, 0));
    r += Volumes[NonUniformResourceIndex(tid % 3)].Load(int4(at, 0));
    RawOut[NonUniformResourceIndex((tid >> 1) & 1)].Store(tid * 4, r);
    LayerOut[NonUniformResourceIndex((tid >> 2) & 1)][to] = r * 2;
    VolumeOut[NonUniformResourceIndex((tid + 1) % 3)][to] = r * 3;

    // (1, 0.2, 0.3) points into face +X, (0, -1, 0.2) into face -Y.
    float4 face = Cubes[NonUniformResourceIndex(tid % 3)].SampleLevel(Point, float3(1, 0.2, 0.3), 0);
    face += CubeArrays[NonUniformResourceIndex((tid >> 1) & 1)].SampleLevel(
        Point, float4(0, -1, 0.2, tid & 1), 0);
    uint appended = (tid & 1) ^ 1;
    Appends[NonUniformResourceIndex(appended)].Append(7 * appended + 3);
    float taken = Consumes[NonUniformResourceIndex(tid & 1)].Consume();
    float passed = Depths[NonUniformResourceIndex((tid >> 1) & 1)].SampleCmpLevelZero(
        Compares[NonUniformResourceIndex(((tid >> 2) & 1) ^ 1)], float2(0.5, 0.5), 0.375);
    Results[tid] = face + float4(0, taken, passed, 0);
}
