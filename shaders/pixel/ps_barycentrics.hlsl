// SV_Barycentrics and GetAttributeAtVertex (SM 6.1): the pixel's barycentric weights and the
// attribute of each vertex, which reconstruct the interpolated value. Devices without
// VK_KHR_fragment_shader_barycentric skip it.
#include "ps_common.hlsli"

float4 ps_main(float4 pos : SV_Position, nointerpolation float2 attr : ATTR, float3 weights : SV_Barycentrics)
    : SV_Target0
{
    const float2 value = weights.x * GetAttributeAtVertex(attr, 0) + weights.y * GetAttributeAtVertex(attr, 1) +
                         weights.z * GetAttributeAtVertex(attr, 2);
    return float4(value, weights.x + weights.y + weights.z, 0.0);
}
