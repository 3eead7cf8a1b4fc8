// SM 6.9 vector buffer access: every vector load and store of a raw or structured buffer is
// one RawBufferVectorLoad/RawBufferVectorStore, here of float3, uint16_t2 and uint64_t2.
ByteAddressBuffer Raw : register(t0);
StructuredBuffer<uint64_t2> Pairs : register(t1);
RWByteAddressBuffer RawOut : register(u0);
RWStructuredBuffer<uint64_t2> PairsOut : register(u1);

[numthreads(2, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    float3 v = Raw.Load<float3>(tid * 16);
    uint16_t2 h = Raw.Load<uint16_t2>(tid * 16 + 12);
    RawOut.Store<float3>(tid * 16, v * 2);
    RawOut.Store<uint16_t2>(tid * 16 + 12, h.yx);
    PairsOut[tid] = Pairs[tid] + uint64_t2(1, 0x100000000);
}
