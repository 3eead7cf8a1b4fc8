// Interpolation modes: perspective-correct (default), nointerpolation (the first vertex's),
// noperspective and centroid attributes of a triangle whose vertices have different w; and
// SV_Position, whose w is the clip-space w in D3D (Vulkan's FragCoord.w is its reciprocal).
#include "ps_common.hlsli"

struct PSOut {
    float4 modes : SV_Target0;
    float4 position : SV_Target1;
};

PSOut ps_main(VSOut i)
{
    PSOut o;
    o.modes = float4(i.attr.x, i.flat_attr, i.noperspective_attr.x, i.centroid_attr.y);
    o.position = i.pos;
    return o;
}
