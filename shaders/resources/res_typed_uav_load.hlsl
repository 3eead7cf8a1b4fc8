// Typed UAV loads without a declared format: RWBuffer and RWTexture reads (read-modify-write)
// whatever format the view has, here UNORM, SNORM, half-float, 32-bit signed and 16-bit
// unsigned texels, through StorageImageReadWithoutFormat.
RWBuffer<float4> Colors : register(u0);        // R8G8B8A8_UNORM
RWBuffer<int> Signed : register(u1);           // R32_SINT
RWTexture2D<float2> Halves : register(u2);     // R16G16_FLOAT
RWTexture2D<float> Normals : register(u3);     // R16_SNORM
RWTexture1D<uint2> Shorts : register(u4);      // R16G16_UINT

[numthreads(4, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    Colors[tid] = Colors[tid].wzyx;
    Signed[tid] = Signed[tid] * -3;
    uint2 texel = uint2(tid & 1, tid >> 1);
    Halves[texel] = Halves[texel] * 2;
    Normals[texel] = -Normals[texel];
    Shorts[tid] = Shorts[tid] + uint2(1, 1000);
}
