// SV_InnerCoverage (conservative rasterization tier 3): whether the pixel lies wholly inside
// the triangle. Vulkan: FullyCoveredEXT; needs VK_EXT_conservative_rasterization, which the
// runner does not enable, so the case is skipped.
#include "ps_common.hlsli"

uint ps_main(VSOut i, uint inner : SV_InnerCoverage) : SV_Target0
{
    return inner;
}
