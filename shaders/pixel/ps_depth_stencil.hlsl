// Depth and stencil outputs: SV_Depth, the conservative SV_DepthGreaterEqual and
// SV_DepthLessEqual, and SV_StencilRef. attr is the pixel position in pixels.
#include "ps_common.hlsli"

float ps_depth(VSOut i) : SV_Depth
{
    return (i.attr.x + i.attr.y) / 16.0;
}

// Conservative depth outputs need a centroid (or sample) SV_Position input.
struct ConservativeIn {
    noperspective centroid float4 pos : SV_Position;
    float2 attr : ATTR;
};

float ps_depth_greater(ConservativeIn i) : SV_DepthGreaterEqual
{
    return i.pos.z + i.attr.x / 16.0;
}

float ps_depth_less(ConservativeIn i) : SV_DepthLessEqual
{
    return i.pos.z - i.attr.y / 16.0;
}

uint ps_stencil(VSOut i) : SV_StencilRef
{
    return uint(i.attr.x) + 4 * uint(i.attr.y);
}
