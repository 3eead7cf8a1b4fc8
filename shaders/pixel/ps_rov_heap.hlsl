// Rasterizer ordered views from the SM 6.6 descriptor heap, beside a plain UAV, read, changed and
// written back by overlapping triangles as in ps_rov.hlsl: the annotated handles say which
// views are ordered.
#include "ps_common.hlsli"

uint ps_main(VSOut i, uint primitive : SV_PrimitiveID) : SV_Target0
{
    RasterizerOrderedTexture2D<uint> image = ResourceDescriptorHeap[0];
    RasterizerOrderedByteAddressBuffer raw = ResourceDescriptorHeap[1];
    RWStructuredBuffer<uint> plain = ResourceDescriptorHeap[2];
    const uint2 p = uint2(i.pos.xy);
    const uint index = p.y * 4 + p.x;
    const uint step = primitive + 1;
    image[p] = image[p] * 2 + step;
    raw.Store(index * 4, raw.Load(index * 4) * 4 + step);
    // Atomic, so the result is the same in any order: ordering is for the views above.
    InterlockedAdd(plain[index], step);
    return primitive;
}
