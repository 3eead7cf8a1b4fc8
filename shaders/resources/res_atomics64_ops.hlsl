// Every 64-bit atomic read-modify-write whose final value is independent of the order of the
// four threads (And, Or, Xor, signed and unsigned Min and Max) on a byte-address buffer,
// structured buffers of uint64_t and int64_t, and groupshared memory (SM 6.6). res_atomics64
// runs Add, Exchange and the compare operations.
RWByteAddressBuffer Raw : register(u0);
RWStructuredBuffer<uint64_t> Unsigned : register(u1);
RWStructuredBuffer<int64_t> Signed : register(u2);
RWStructuredBuffer<uint64_t> Out : register(u3);
groupshared uint64_t SharedUnsigned[5];
groupshared int64_t SharedSigned[2];

[numthreads(4, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    if (tid == 0) {
        SharedUnsigned[0] = ~0ull;
        SharedUnsigned[1] = 0;
        SharedUnsigned[2] = 0;
        SharedUnsigned[3] = ~0ull;
        SharedUnsigned[4] = 0;
        SharedSigned[0] = 0;
        SharedSigned[1] = (int64_t)(1ull << 63);
    }
    GroupMemoryBarrierWithGroupSync();
    uint64_t and_value = ~(1ull << (40 + tid));
    uint64_t or_value = 1ull << (36 + tid);
    uint64_t xor_value = 0x100000001ull << tid;
    uint64_t unsigned_min = 0xF000000000000000ull >> tid;
    uint64_t unsigned_max = 1ull << (60 + tid);
    int64_t signed_min = (int64_t)tid - (1ll << 40);
    int64_t signed_max = -((int64_t)tid << 35);

    Raw.InterlockedAnd64(0, and_value);
    Raw.InterlockedOr64(8, or_value);
    Raw.InterlockedXor64(16, xor_value);
    Raw.InterlockedMin64(24, unsigned_min);
    Raw.InterlockedMax64(32, unsigned_max);
    Raw.InterlockedMin64(40, signed_min);
    Raw.InterlockedMax64(48, signed_max);

    InterlockedAnd(Unsigned[0], and_value);
    InterlockedOr(Unsigned[1], or_value);
    InterlockedXor(Unsigned[2], xor_value);
    InterlockedMin(Unsigned[3], unsigned_min);
    InterlockedMax(Unsigned[4], unsigned_max);
    InterlockedMin(Signed[0], signed_min);
    InterlockedMax(Signed[1], signed_max);

    InterlockedAnd(SharedUnsigned[0], and_value);
    InterlockedOr(SharedUnsigned[1], or_value);
    InterlockedXor(SharedUnsigned[2], xor_value);
    InterlockedMin(SharedUnsigned[3], unsigned_min);
    InterlockedMax(SharedUnsigned[4], unsigned_max);
    InterlockedMin(SharedSigned[0], signed_min);
    InterlockedMax(SharedSigned[1], signed_max);
    GroupMemoryBarrierWithGroupSync();
    if (tid == 0) {
        for (uint i = 0; i < 5; ++i) Out[i] = SharedUnsigned[i];
        Out[5] = (uint64_t)SharedSigned[0];
        Out[6] = (uint64_t)SharedSigned[1];
    }
}
