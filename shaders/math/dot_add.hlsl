// dot2add (Dot2AddHalf) and dot4add_u8packed / dot4add_i8packed (Dot4AddU8Packed /
// Dot4AddI8Packed), SM 6.4 with 16-bit types.
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    uint a = In[tid * 2];
    uint b = In[tid * 2 + 1];
    half2 ha = half2(asfloat16(uint16_t(a & 0xFFFF)), asfloat16(uint16_t(a >> 16)));
    half2 hb = half2(asfloat16(uint16_t(b & 0xFFFF)), asfloat16(uint16_t(b >> 16)));
    Out[tid * 3 + 0] = asuint(dot2add(ha, hb, float(tid) * 0.5f));
    Out[tid * 3 + 1] = dot4add_u8packed(a, b, tid * 1000);
    Out[tid * 3 + 2] = uint(dot4add_i8packed(a, b, int(tid) - 4));
}
