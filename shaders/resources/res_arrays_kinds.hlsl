// Arrays of the resource kinds res_arrays leaves out (RWByteAddressBuffer, 1D, 2D-array and 3D
// textures, writable 2D-array and 3D images), each indexed per thread through
// NonUniformResourceIndex. Compiled for SM 6.0 (CreateHandle) and SM 6.6 (CreateHandleFromBinding).
// Every array has its own index: lavapipe (Mesa 25.0) returns the first fetch's texel for a second
// non-uniform fetch from another array when both use one index value.
RWByteAddressBuffer RawOut[2] : register(u0);
Texture1D<uint> Lines[2] : register(t0);
Texture2DArray<uint> Layers[2] : register(t2);
Texture3D<uint> Volumes[3] : register(t4);
RWTexture2DArray<uint> LayerOut[2] : register(u2);
RWTexture3D<uint> VolumeOut[3] : register(u4);

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    uint x = tid >> 1;
    // Texel x of each 2x1x2 source is column x & 1 of layer (slice) x >> 1; thread tid writes
    // texel tid of each 2x1x4 destination.
    uint3 at = uint3(x & 1, 0, x >> 1);
    uint3 to = uint3(tid & 1, 0, tid >> 1);
    uint r = Lines[NonUniformResourceIndex(tid & 1)].Load(int2(x, 0));
    r += Layers[NonUniformResourceIndex((tid & 1) ^ 1)].Load(int4(at, 0));
    r += Volumes[NonUniformResourceIndex(tid % 3)].Load(int4(at, 0));
    RawOut[NonUniformResourceIndex((tid >> 1) & 1)].Store(tid * 4, r);
    LayerOut[NonUniformResourceIndex((tid >> 2) & 1)][to] = r * 2;
    VolumeOut[NonUniformResourceIndex((tid + 1) % 3)][to] = r * 3;
}
