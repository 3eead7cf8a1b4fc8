// SM 6.6 descriptor heaps for every resource kind: buffers (structured, raw, typed,
// constant), textures, samplers from the sampler heap, UAVs of each kind and a UAV counter,
// with uniform and non-uniform heap indices. The heap layout is untangle's default (set 0,
// one runtime array per descriptor type from binding 4000, counters 5000 further).
struct Params { uint bias; };

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    StructuredBuffer<uint> structured = ResourceDescriptorHeap[0];
    ByteAddressBuffer raw = ResourceDescriptorHeap[1];
    Buffer<uint> typed = ResourceDescriptorHeap[2];
    ConstantBuffer<Params> params = ResourceDescriptorHeap[3];
    Texture2D<float4> colors = ResourceDescriptorHeap[NonUniformResourceIndex(4 + (tid & 1))];
    SamplerState chosen = SamplerDescriptorHeap[NonUniformResourceIndex(tid >> 2)];
    RWStructuredBuffer<uint> results = ResourceDescriptorHeap[6];
    RWByteAddressBuffer raw_out = ResourceDescriptorHeap[7];
    RWBuffer<uint> typed_out = ResourceDescriptorHeap[8];
    RWTexture2D<float4> image = ResourceDescriptorHeap[9];
    RWStructuredBuffer<uint> counted = ResourceDescriptorHeap[10];

    uint v = structured[tid] + raw.Load(tid * 4) + typed[tid] + params.bias;
    results[tid] = v;
    raw_out.Store(tid * 4, v * 2);
    typed_out[tid] = v * 3;
    // A point sampler reads texel 1 at u = 0.5 of a 2-texel row; a linear one averages both.
    image[uint2(tid, 0)] = colors.SampleLevel(chosen, float2(0.5, 0.5), 0);
    counted[counted.IncrementCounter()] = 1;
}
