// WaveMatch and WaveMultiPrefix* (SM 6.5) over uint, float and 64-bit keys, in uniform
// control flow and inside a branch (only the lanes taking it are matched).
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    uint v = In[tid];
    uint base = tid * 12;
    uint4 m = WaveMatch(v);
    Out[base + 0] = m.x;
    Out[base + 1] = WaveMatch(float(v) * 0.5f).x;
    Out[base + 2] = WaveMatch(uint64_t(v) << 40).x;
    Out[base + 3] = WaveMultiPrefixSum(tid, m);
    Out[base + 4] = WaveMultiPrefixProduct(tid + 1, m);
    Out[base + 5] = WaveMultiPrefixCountBits((tid & 1) != 0, m);
    Out[base + 6] = WaveMultiPrefixBitAnd(tid | 16, m);
    Out[base + 7] = WaveMultiPrefixBitOr(1u << (tid & 7), m);
    Out[base + 8] = WaveMultiPrefixBitXor(tid * 3, m);
    Out[base + 9] = asuint(WaveMultiPrefixSum(float(tid), m));
    if (tid % 3 != 0) {
        // Lanes 0, 3, 6... are not in the branch: their values never match.
        uint4 b = WaveMatch(v);
        Out[base + 10] = b.x;
        Out[base + 11] = WaveMultiPrefixCountBits(true, b);
    }
}
