// msad4: masked sums of absolute byte differences at four alignments of an 8-byte source
// (Msad, with the source bytes shifted into place by DXC).
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    uint reference = In[tid * 3];
    uint2 source = uint2(In[tid * 3 + 1], In[tid * 3 + 2]);
    uint4 result = msad4(reference, source, uint4(tid, 100, 1000, 10000));
    [unroll] for (uint i = 0; i < 4; ++i) Out[tid * 4 + i] = result[i];
}
