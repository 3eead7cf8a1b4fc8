// 64-bit atomics on typed UAVs (SM 6.6, R64_UINT textures): add, or, compare-exchange and
// compare-store on an RWTexture2D<uint64_t>. Vulkan needs VK_EXT_shader_image_atomic_int64
// (Int64ImageEXT), which lavapipe lacks: the run is reported skipped there.
RWTexture2D<uint64_t> Image : register(u0);

[numthreads(4, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    uint64_t ignored;
    InterlockedAdd(Image[uint2(0, 0)], 1ull << 32, ignored);
    InterlockedOr(Image[uint2(1, 0)], 1ull << (40 + tid), ignored);
    InterlockedCompareExchange(Image[uint2(0, 1)], 0, 0x700000007ull, ignored);
    InterlockedCompareStore(Image[uint2(1, 1)], 3, 0x100000000ull);
}
