// SM 6.6 pack/unpack intrinsics (Pack4x8, Unpack4x8) with 32- and 16-bit vectors.
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    uint p = In[tid];
    uint base = tid * 22;
    int4 s = unpack_s8s32(p);
    uint4 u = unpack_u8u32(p);
    int16_t4 s16 = unpack_s8s16(p);
    uint16_t4 u16 = unpack_u8u16(p);
    [unroll] for (uint i = 0; i < 4; ++i) {
        Out[base + i] = uint(s[i]);
        Out[base + 4 + i] = u[i];
        Out[base + 8 + i] = uint(int(s16[i]));
        Out[base + 12 + i] = uint(u16[i]);
    }
    Out[base + 16] = pack_u8(u + 3);
    Out[base + 17] = pack_s8(s * 3);
    Out[base + 18] = pack_clamp_u8(s * 3);
    Out[base + 19] = pack_clamp_s8(s * 3);
    Out[base + 20] = pack_u8(u16);
    Out[base + 21] = pack_clamp_s8(s16 * int16_t(3));
}
