// Rasterizer ordered views of every kind, each read, changed and written back without atomics
// by overlapping triangles: D3D orders the accesses of a pixel's fragments in primitive order,
// so every view ends with what the primitives' updates give in draw order (ps_rov_heap.hlsl:
// views from the SM 6.6 descriptor heap).
#include "ps_common.hlsli"

RasterizerOrderedTexture2D<uint> Image2D : register(u0);
RasterizerOrderedStructuredBuffer<uint> Structured : register(u1);
RasterizerOrderedByteAddressBuffer Raw : register(u2);
RasterizerOrderedBuffer<uint> Typed : register(u3);
RasterizerOrderedTexture1D<uint> Image1D : register(u4);
RasterizerOrderedTexture1DArray<uint> Image1DArray : register(u5);
RasterizerOrderedTexture2DArray<uint> Image2DArray : register(u6);
RasterizerOrderedTexture3D<uint> Image3D : register(u7);

uint ps_main(VSOut i, uint primitive : SV_PrimitiveID) : SV_Target0
{
    const uint2 p = uint2(i.pos.xy);
    const uint index = p.y * 4 + p.x;
    const uint step = primitive + 1;
    Image2D[p] = Image2D[p] * 2 + step;
    Structured[index] = Structured[index] * 3 + step;
    Raw.Store(index * 4, Raw.Load(index * 4) * 4 + step);
    Typed[index] = Typed[index] * 5 + step;
    Image1D[index] = Image1D[index] * 6 + step;
    Image1DArray[uint2(p.x, p.y)] = Image1DArray[uint2(p.x, p.y)] * 7 + step;
    Image2DArray[uint3(p, 1)] = Image2DArray[uint3(p, 1)] * 8 + step;
    Image3D[uint3(p, 1)] = Image3D[uint3(p, 1)] * 9 + step;
    return primitive;
}
