// The kinds of res_arrays_kinds taken from the SM 6.6 resource heap with non-uniform indices:
// RWByteAddressBuffer, 1D, 2D-array and 3D textures, writable 2D-array and 3D images. Heap
// slots: Lines 0-1, Layers 2-3, Volumes 4-6, RawOut 7-8, LayerOut 9-10, VolumeOut 11-13.
[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    Texture1D<uint> lines = ResourceDescriptorHeap[NonUniformResourceIndex(tid & 1)];
    Texture2DArray<uint> layers = ResourceDescriptorHeap[NonUniformResourceIndex(2 + ((tid & 1) ^ 1))];
    Texture3D<uint> volumes = ResourceDescriptorHeap[NonUniformResourceIndex(4 + tid % 3)];
    RWByteAddressBuffer raw_out = ResourceDescriptorHeap[NonUniformResourceIndex(7 + ((tid >> 1) & 1))];
    RWTexture2DArray<uint> layer_out = ResourceDescriptorHeap[NonUniformResourceIndex(9 + ((tid >> 2) & 1))];
    RWTexture3D<uint> volume_out = ResourceDescriptorHeap[NonUniformResourceIndex(11 + (tid + 1) % 3)];
    uint x = tid >> 1;
    uint3 at = uint3(x & 1, 0, x >> 1);
    uint3 to = uint3(tid & 1, 0, tid >> 1);
    uint r = lines.Load(int2(x, 0)) + layers.Load(int4(at, 0)) + volumes.Load(int4(at, 0));
    raw_out.Store(tid * 4, r);
    layer_out[to] = r * 2;
    volume_out[to] = r * 3;
}
