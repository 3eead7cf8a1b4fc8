// Render targets: four of different formats, and dual-source blending (SV_Target0 and
// SV_Target1 both blended into render target 0; dxc -spirv needs vk::index for the second).
#include "ps_common.hlsli"

struct Targets {
    uint a : SV_Target0;
    int2 b : SV_Target1;
    float4 c : SV_Target2;
    float4 d : SV_Target3;
};

Targets ps_mrt(VSOut i)
{
    Targets o;
    o.a = uint(i.attr.x) * 10 + uint(i.attr.y);
    o.b = int2(-int(i.attr.x), int(i.attr.y) - 3);
    o.c = float4(0.25, 0.5, 0.75, 1.0);
    o.d = float4(i.attr, -i.attr.x, 2.5);
    return o;
}

struct DualSource {
    [[vk::location(0), vk::index(0)]] float4 source0 : SV_Target0;
    [[vk::location(0), vk::index(1)]] float4 source1 : SV_Target1;
};

DualSource ps_dual_source(VSOut i)
{
    DualSource o;
    o.source0 = float4(0.25, 0.5, 0.125, 1.0);
    o.source1 = float4(0.5, 0.25, 1.0, 0.0);
    return o;
}
