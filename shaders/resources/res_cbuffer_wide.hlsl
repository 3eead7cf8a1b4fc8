// Constant buffers with 16- and 64-bit values (SM 6.2, -enable-16bit-types): legacy row
// loads of halves, 16-bit integers, 64-bit integers and doubles, scalars and vectors, and
// arrays of each indexed by the thread (dynamic row indices). Every value is written out
// as its bits so that the expectations are the constant buffer's own words.
cbuffer Wide : register(b0)
{
    float16_t h0;       // row 0, bytes 0-1
    float16_t h1;       // bytes 2-3
    uint16_t s2;        // bytes 4-5
    int16_t s3;         // bytes 6-7
    uint64_t big;       // bytes 8-15
    double d;           // row 1, bytes 16-23
    float16_t4 hv;      // bytes 24-31
    uint64_t2 bigs;     // row 2
    float4 arr[3];      // rows 3-5
    uint16_t4 sarr[2];  // rows 6-7 (each array element starts a row)
    uint64_t darr[2];   // rows 8-9
};
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(2, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    uint base = tid * 16;
    Out[base + 0] = asuint16(h0);
    Out[base + 1] = asuint16(h1);
    Out[base + 2] = s2;
    Out[base + 3] = (uint)(int)s3;
    Out[base + 4] = (uint)big;
    Out[base + 5] = (uint)(big >> 32);
    uint low, high;
    asuint(d, low, high);
    Out[base + 6] = low;
    Out[base + 7] = high;
    Out[base + 8] = asuint16(hv.w);
    Out[base + 9] = (uint)bigs.y;
    Out[base + 10] = (uint)(bigs.y >> 32);
    Out[base + 11] = asuint(arr[tid].y);
    Out[base + 12] = sarr[tid].z;
    Out[base + 13] = (uint)darr[tid];
    Out[base + 14] = (uint)(darr[tid] >> 32);
    Out[base + 15] = asuint16(hv.x);
}
