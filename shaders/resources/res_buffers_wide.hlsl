// Raw and structured buffer loads and stores of 16- and 64-bit scalars and vectors (SM 6.2,
// -enable-16bit-types): templated Load<T>/Store<T> on byte-address buffers at per-thread
// addresses, including 16-bit values that share a word, and structured buffers of half
// vectors and of a struct mixing 64-bit and 16-bit members.
ByteAddressBuffer Raw : register(t0);
StructuredBuffer<float16_t4> Halves : register(t1);
struct Wide
{
    uint64_t a;
    double b;
    int16_t2 c;
    uint d;
};
StructuredBuffer<Wide> Wides : register(t2);
RWByteAddressBuffer RawOut : register(u0);
RWStructuredBuffer<float16_t4> HalvesOut : register(u1);
RWStructuredBuffer<Wide> WidesOut : register(u2);

[numthreads(2, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    uint base = tid * 32;
    uint64_t x = Raw.Load<uint64_t>(base);
    uint64_t2 xv = Raw.Load<uint64_t2>(base + 8);
    float16_t2 hh = Raw.Load<float16_t2>(base + 24);
    int16_t sh = Raw.Load<int16_t>(base + 28);
    uint16_t uh = Raw.Load<uint16_t>(base + 30);
    RawOut.Store<uint64_t>(base, x + 1);
    RawOut.Store<uint64_t2>(base + 8, xv * 2);
    RawOut.Store<float16_t2>(base + 24, hh * (float16_t)2);
    RawOut.Store<int16_t>(base + 28, sh - 1);
    RawOut.Store<uint16_t>(base + 30, uh + (uint16_t)tid);
    HalvesOut[tid] = Halves[tid] + (float16_t4)1;
    Wide w = Wides[tid];
    w.a += 5;
    w.b *= 2;
    w.c = -w.c;
    w.d = w.d + 9;
    WidesOut[tid] = w;
}
