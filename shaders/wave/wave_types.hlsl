// Every WaveActive, WavePrefix, WaveRead and ballot-family operation on 16-bit (half,
// int16_t, uint16_t), 32-bit and 64-bit (int64_t, uint64_t, double) values (SM 6.2 with
// -enable-16bit-types). Results are widened to 32-bit words; 64-bit ones take two words.
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

static uint slot;

void put(uint tid, uint value) { Out[tid * 64 + slot++] = value; }
void put64(uint tid, uint64_t value) { put(tid, uint(value)); put(tid, uint(value >> 32)); }
void putd(uint tid, double value) { uint low, high; asuint(value, low, high); put(tid, low); put(tid, high); }

// Arithmetic, lane reads and equality on an integer value.
#define INTEGERS(v)                                    \
    put(tid, uint(WaveActiveSum(v)));                  \
    put(tid, uint(WaveActiveProduct(v)));              \
    put(tid, uint(WaveActiveMin(v)));                  \
    put(tid, uint(WaveActiveMax(v)));                  \
    put(tid, uint(WavePrefixSum(v)));                  \
    put(tid, uint(WavePrefixProduct(v)));              \
    put(tid, uint(WaveReadLaneAt(v, 5)));              \
    put(tid, uint(WaveReadLaneFirst(v)));              \
    put(tid, WaveActiveAllEqual(v) ? 1u : 0u)

[numthreads(16, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    uint x = In[tid];               // small positive values
    int s = int(x) - 4;             // some negative
    slot = 0;
    INTEGERS(uint16_t(x));
    INTEGERS(int16_t(s));
    put(tid, WaveActiveBitAnd(x | 8));
    put(tid, WaveActiveBitOr(x));
    put(tid, WaveActiveBitXor(x));
    half h = half(s);
    put(tid, asuint16(WaveActiveSum(h)));
    put(tid, asuint16(WaveActiveProduct(h)));
    put(tid, asuint16(WaveActiveMin(h)));
    put(tid, asuint16(WaveActiveMax(h)));
    put(tid, asuint16(WavePrefixSum(h)));
    put(tid, asuint16(WaveReadLaneAt(h, 3)));
    put(tid, WaveActiveAllEqual(h) ? 1 : 0);
    int64_t l = int64_t(s) << 33;
    put64(tid, uint64_t(WaveActiveSum(l)));
    put64(tid, uint64_t(WaveActiveMin(l)));
    put64(tid, uint64_t(WaveActiveMax(uint64_t(x) << 33)));
    put64(tid, WaveActiveBitOr(uint64_t(1) << (32 + x)));
    put64(tid, WaveActiveBitAnd(~(uint64_t(1) << (40 + x))));
    put64(tid, WaveActiveBitXor(uint64_t(x) << 35));
    put64(tid, uint64_t(WavePrefixSum(l)));
    put64(tid, WaveReadLaneFirst(uint64_t(x) << 40));
    double d = double(s) * 0.25;
    putd(tid, WaveActiveSum(d));
    putd(tid, WaveActiveMin(d));
    putd(tid, WavePrefixProduct(d + 2.0));
    putd(tid, WaveReadLaneAt(d, 6));
    put(tid, WaveActiveAllEqual(d) ? 1 : 0);
    uint4 b = WaveActiveBallot(s > 0);
    put(tid, b.x);
    put(tid, WaveActiveCountBits(s > 0));
    put(tid, WavePrefixCountBits(s > 0));
    put(tid, WaveActiveAnyTrue(s == 3) ? 1 : 0);
    put(tid, WaveActiveAllTrue(s < 20) ? 1 : 0);
    put(tid, WaveGetLaneCount());
    put(tid, WaveGetLaneIndex());
    put(tid, WaveIsFirstLane() ? 1 : 0);
}
