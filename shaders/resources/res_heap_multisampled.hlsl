// res_arrays_multisampled's kinds from the SM 6.6 resource heap with non-uniform indices:
// two slots each, in the order Samples, SampleLayers, LineLayers, LineOut, LineLayerOut,
// SampleOut, SampleLayerOut (SM 6.7 for the writable multisampled textures).
[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    Texture2DMS<uint, 4> samples = ResourceDescriptorHeap[NonUniformResourceIndex(tid & 1)];
    Texture2DMSArray<uint, 4> sample_layers = ResourceDescriptorHeap[NonUniformResourceIndex(2 + ((tid >> 1) & 1))];
    Texture1DArray<uint> line_layers = ResourceDescriptorHeap[NonUniformResourceIndex(4 + ((tid >> 2) & 1))];
    RWTexture1D<uint> line_out = ResourceDescriptorHeap[NonUniformResourceIndex(6 + ((tid & 1) ^ 1))];
    RWTexture1DArray<uint> line_layer_out = ResourceDescriptorHeap[NonUniformResourceIndex(8 + (((tid >> 1) & 1) ^ 1))];
    RWTexture2DMS<uint, 4> sample_out = ResourceDescriptorHeap[NonUniformResourceIndex(10 + (((tid >> 2) & 1) ^ 1))];
    RWTexture2DMSArray<uint, 4> sample_layer_out = ResourceDescriptorHeap[NonUniformResourceIndex(12 + (tid % 3 == 0))];
    uint x = tid & 1;
    uint r = samples.Load(int2(x, 0), tid >> 1);
    r += sample_layers.Load(int3(x, 0, tid >> 2), (tid >> 1) & 1);
    r += line_layers.Load(int3(tid & 3, tid >> 2, 0));
    line_out[tid] = r;
    line_layer_out[uint2(tid & 3, tid >> 2)] = r * 2;
    sample_out.sample[tid >> 1][uint2(x, 0)] = r * 3;
    sample_layer_out.sample[(tid >> 1) & 1][uint3(x, 0, tid >> 2)] = r * 5;
}
