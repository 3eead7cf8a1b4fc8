// The kinds res_heap_kinds leaves out, from the SM 6.6 descriptor heaps with non-uniform
// indices: cube textures, cube arrays, append and consume buffers (each heap slot's counter
// in the counter heap) and comparison samplers from the sampler heap. Resource heap slots:
// Cubes 0-2, CubeArrays 3-4, Depths 5-6, Appends 7-8, Consumes 9-10, Results 11; sampler
// heap: Point 0, comparisons 1-2. Each heap index has its own expression (see
// res_arrays_kinds.hlsl for lavapipe's shared-index fault).
[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    TextureCube<float4> cube = ResourceDescriptorHeap[NonUniformResourceIndex(tid % 3)];
    TextureCubeArray<float4> cubes = ResourceDescriptorHeap[NonUniformResourceIndex(3 + ((tid >> 1) & 1))];
    Texture2D<float> depth = ResourceDescriptorHeap[NonUniformResourceIndex(5 + ((tid >> 1) & 1))];
    uint appended = (tid & 1) ^ 1;
    AppendStructuredBuffer<uint> append = ResourceDescriptorHeap[NonUniformResourceIndex(7 + appended)];
    ConsumeStructuredBuffer<uint> consume = ResourceDescriptorHeap[NonUniformResourceIndex(9 + (tid & 1))];
    RWStructuredBuffer<float4> results = ResourceDescriptorHeap[11];
    SamplerState point_sampler = SamplerDescriptorHeap[0];
    SamplerComparisonState compare = SamplerDescriptorHeap[NonUniformResourceIndex(1 + (((tid >> 2) & 1) ^ 1))];

    // (1, 0.2, 0.3) points into face +X, (0, -1, 0.2) into face -Y.
    float4 face = cube.SampleLevel(point_sampler, float3(1, 0.2, 0.3), 0);
    face += cubes.SampleLevel(point_sampler, float4(0, -1, 0.2, tid & 1), 0);
    append.Append(7 * appended + 3);
    float taken = consume.Consume();
    float passed = depth.SampleCmpLevelZero(compare, float2(0.5, 0.5), 0.375);
    results[tid] = face + float4(0, taken, passed, 0);
}
