// The wave operations wave_types leaves out: every WaveActive, WavePrefix and WaveRead
// operation on 32-bit float, int and uint and on int64_t, uint64_t and double;
// WavePrefixProduct and WaveReadLaneFirst on half; WaveMatch on uint16_t, half and double keys
// and WaveMultiPrefix on 16- and 64-bit values (SM 6.5 with -enable-16bit-types). HLSL has no
// 16-bit WaveActiveBit* overloads. Products wrap (integers) or stay exact (floats: few
// significant bits).
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

static uint slot;

void put(uint tid, uint value) { Out[tid * 128 + slot++] = value; }
void put_int(uint tid, int value) { put(tid, uint(value)); }
void put_float(uint tid, float value) { put(tid, asuint(value)); }
void put64(uint tid, uint64_t value) { put(tid, uint(value)); put(tid, uint(value >> 32)); }
void put_int64(uint tid, int64_t value) { put64(tid, uint64_t(value)); }
void put_double(uint tid, double value) { uint low, high; asuint(value, low, high); put(tid, low); put(tid, high); }

// Arithmetic, lane reads and equality on a value, each result written by PUT.
#define EVERY_OPERATION(v, PUT)                      \
    PUT(tid, WaveActiveSum(v));                      \
    PUT(tid, WaveActiveProduct(v));                  \
    PUT(tid, WaveActiveMin(v));                      \
    PUT(tid, WaveActiveMax(v));                      \
    PUT(tid, WavePrefixSum(v));                      \
    PUT(tid, WavePrefixProduct(v));                  \
    PUT(tid, WaveReadLaneAt(v, 5));                  \
    PUT(tid, WaveReadLaneFirst(v));                  \
    put(tid, WaveActiveAllEqual(v) ? 1u : 0u)

[numthreads(16, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    uint x = In[tid];               // 1 to 7
    int s = int(x) - 4;             // -3 to 3
    slot = 0;
    EVERY_OPERATION(float(s) * 0.5f + 0.75f, put_float);
    EVERY_OPERATION(s * 1000 + 1, put_int);
    EVERY_OPERATION(x * 100003u + tid, put);
    EVERY_OPERATION((int64_t(s) << 20) + 1, put_int64);
    EVERY_OPERATION((uint64_t(x) << 36) | tid, put64);
    EVERY_OPERATION(double(s) * 0.125 + 1.0, put_double);
    half h = half(s);
    put(tid, asuint16(WavePrefixProduct(h)));
    put(tid, asuint16(WaveReadLaneFirst(h + half(0.5))));
    uint4 m = WaveMatch(x);
    put(tid, WaveMatch(uint16_t(x)).x);
    put(tid, WaveMatch(half(s) * half(0.5)).x);
    put(tid, WaveMatch(double(x) * 0.25).x);
    put(tid, WaveMultiPrefixSum(uint16_t(tid * 3), m));
    put64(tid, WaveMultiPrefixProduct((uint64_t(tid) << 8) + 1, m));
    put64(tid, WaveMultiPrefixBitXor(uint64_t(tid) << 34, m));
    put_double(tid, WaveMultiPrefixSum(double(tid) * 0.5, m));
}
