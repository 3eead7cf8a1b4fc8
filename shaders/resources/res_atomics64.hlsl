// 64-bit atomics (SM 6.6) on byte-address and structured buffers, groupshared memory and a
// descriptor-heap buffer, and compare-exchange (and compare-store) on each of those and on
// 32-bit typed buffers and textures. Every final value is independent of the order in which
// the four threads' atomics land: compare-exchanges all try the same value, and the
// originals that additions and exchanges return are summed with further atomics (the
// exchanged value and the sum of the exchanges' originals are added up after a barrier).
RWByteAddressBuffer Raw : register(u0);
RWStructuredBuffer<uint64_t> Structured : register(u1);
RWBuffer<uint> Typed : register(u2);
RWTexture2D<int> Image : register(u3);
RWStructuredBuffer<uint64_t> Out : register(u4);
RWByteAddressBuffer Exchanged : register(u5);
groupshared uint64_t Shared64[2];
groupshared uint Shared32;

[numthreads(4, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    if (tid == 0) {
        Shared64[0] = 0;
        Shared64[1] = 0;
        Shared32 = 0;
    }
    GroupMemoryBarrierWithGroupSync();
    uint64_t original, ignored;
    Raw.InterlockedAdd64(0, 1ull << 32, original);
    Raw.InterlockedAdd64(8, original, ignored);
    Raw.InterlockedCompareExchange64(16, 0, 0x500000005ull, original);
    Raw.InterlockedAdd64(24, original, ignored);
    Raw.InterlockedMax64(32, (int64_t)tid - 2, ignored);
    Raw.InterlockedCompareStore64(40, 0, 0xABCDEF0123ull);
    Exchanged.InterlockedExchange64(0, (uint64_t)tid << 40, original);
    Exchanged.InterlockedAdd64(8, original, ignored);
    uint original32;
    Raw.InterlockedCompareExchange(48, 0, 9, original32);
    InterlockedAdd(Structured[0], 1ull << 33, ignored);
    InterlockedCompareExchange(Structured[1], 0, 77, ignored);
    InterlockedXor(Structured[2], 1ull << (40 + tid), ignored);
    InterlockedCompareExchange(Typed[0], 0, 11, original32);
    InterlockedCompareStore(Typed[1], 5, 12);
    int signed_original;
    InterlockedMin(Image[uint2(0, 0)], -(int)tid, signed_original);
    InterlockedCompareStore(Image[uint2(1, 0)], 0, 4);
    InterlockedCompareExchange(Image[uint2(0, 1)], 7, -7, signed_original);
    InterlockedAdd(Shared64[0], 1ull << 40, ignored);
    InterlockedCompareExchange(Shared64[1], 0, 66, ignored);
    InterlockedCompareExchange(Shared32, 0, 6, original32);
    RWStructuredBuffer<uint64_t> heap = ResourceDescriptorHeap[0];
    InterlockedAdd(heap[0], 1ull << 32, ignored);
    InterlockedCompareExchange(heap[1], 0, 8, ignored);
    AllMemoryBarrierWithGroupSync();
    if (tid == 0) {
        Out[0] = Shared64[0];
        Out[1] = Shared64[1];
        Out[2] = Shared32;
        Out[3] = Exchanged.Load<uint64_t>(0) + Exchanged.Load<uint64_t>(8);
    }
}
