// Bit operations (Bfrev, Countbits, FirstbitHi, FirstbitSHi, FirstbitLo) on 16-, 32- and
// 64-bit integers (SM 6.2 with 16-bit types). -D REFERENCE compiles the dxc -spirv reference.
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    uint x = In[tid * 2];
    uint y = In[tid * 2 + 1];
    uint64_t l = (uint64_t(y) << 32) | x;
    uint16_t h = uint16_t(x);
    uint base = tid * 13;
    Out[base + 0] = reversebits(x);
    Out[base + 1] = countbits(x);
    Out[base + 2] = firstbithigh(x);
    Out[base + 3] = firstbithigh(int(x));
    Out[base + 4] = firstbitlow(x);
#ifndef REFERENCE
    Out[base + 5] = countbits(l);
    Out[base + 6] = firstbithigh(l);
    Out[base + 7] = firstbitlow(l);
    Out[base + 8] = firstbithigh(int64_t(l));
#else
    // dxc -spirv has 32-bit firstbit* only: the reference computes them from 32-bit values.
    Out[base + 5] = countbits(x) + countbits(y);
    Out[base + 6] = y != 0 ? 32 + firstbithigh(y) : firstbithigh(x);
    Out[base + 7] = x != 0 ? firstbitlow(x) : (y != 0 ? 32 + firstbitlow(y) : ~0u);
    uint sx = int(y) < 0 ? ~x : x, sy = int(y) < 0 ? ~y : y;
    Out[base + 8] = sy != 0 ? 32 + firstbithigh(sy) : firstbithigh(sx);
#endif
#ifndef REFERENCE
    Out[base + 9] = countbits(h);
    Out[base + 10] = firstbitlow(h);
    Out[base + 11] = firstbithigh(h);
    Out[base + 12] = uint(reversebits(h));
#else
    Out[base + 9] = countbits(uint(h));
    Out[base + 10] = firstbitlow(uint(h));
    Out[base + 11] = firstbithigh(uint(h));
    Out[base + 12] = reversebits(uint(h)) >> 16;
#endif
}
