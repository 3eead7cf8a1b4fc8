// SV_IsFrontFace and SV_PrimitiveID: each triangle writes its primitive id and whether it
// faces front (1) or back (2).
#include "ps_common.hlsli"

uint2 ps_main(VSOut i, bool front : SV_IsFrontFace, uint primitive : SV_PrimitiveID) : SV_Target0
{
    return uint2(primitive, front ? 1 : 2);
}
