// res_heap's buffer and image kinds from the SM 6.6 resource heap with non-uniform indices
// offset by a base read from a constant buffer, the usual bindless pattern (a root constant
// names the first descriptor of a table in the heap). From `base` (2; slots 0-1 are unused)
// the heap holds two each of: structured, raw, typed and constant buffers, then writable
// structured, raw and typed buffers and 2D images.
struct Params { uint bias; };
cbuffer Table : register(b0) { uint base; };

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    StructuredBuffer<uint> structured = ResourceDescriptorHeap[NonUniformResourceIndex(base + (tid & 1))];
    ByteAddressBuffer raw = ResourceDescriptorHeap[NonUniformResourceIndex(base + 2 + ((tid & 1) ^ 1))];
    Buffer<uint> typed = ResourceDescriptorHeap[NonUniformResourceIndex(base + 4 + ((tid >> 1) & 1))];
    ConstantBuffer<Params> params = ResourceDescriptorHeap[NonUniformResourceIndex(base + 6 + ((tid >> 2) & 1))];
    RWStructuredBuffer<uint> results = ResourceDescriptorHeap[NonUniformResourceIndex(base + 8 + ((tid >> 1) & 1))];
    RWByteAddressBuffer raw_out = ResourceDescriptorHeap[NonUniformResourceIndex(base + 10 + ((tid >> 2) & 1))];
    RWBuffer<uint> typed_out = ResourceDescriptorHeap[NonUniformResourceIndex(base + 12 + (tid & 1))];
    RWTexture2D<uint> image = ResourceDescriptorHeap[NonUniformResourceIndex(base + 14 + ((tid & 1) ^ 1))];

    uint r = structured[tid] + raw.Load(tid * 4) + typed[tid] + params.bias;
    results[tid] = r;
    raw_out.Store(tid * 4, r * 2);
    typed_out[tid] = r * 3;
    image[uint2(tid, 0)] = r * 5;
}
