// Arrays of cube textures and of cube arrays, each indexed per thread through
// NonUniformResourceIndex. Compiled for SM 6.0 (CreateHandle) and SM 6.6
// (CreateHandleFromBinding). Each array has its own index expression (see
// res_arrays_kinds.hlsl for lavapipe's shared-index fault).
TextureCube<float4> Cubes[3] : register(t0);
TextureCubeArray<float4> CubeArrays[2] : register(t3);
SamplerState Point : register(s0);
RWStructuredBuffer<float4> Results : register(u0);

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    // (1, 0.2, 0.3) points into face +X, (0, -1, 0.2) into face -Y.
    float4 face = Cubes[NonUniformResourceIndex(tid % 3)].SampleLevel(Point, float3(1, 0.2, 0.3), 0);
    face += CubeArrays[NonUniformResourceIndex((tid >> 1) & 1)].SampleLevel(
        Point, float4(0, -1, 0.2, tid & 1), 0);
    Results[tid] = face;
}
