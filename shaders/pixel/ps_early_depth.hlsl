// [earlydepthstencil]: the depth test runs before the pixel shader, so pixels that fail it
// never run the shader and never count themselves in the UAV.
#include "ps_common.hlsli"

RWStructuredBuffer<uint> Count : register(u0);

[earlydepthstencil]
uint ps_main(VSOut i) : SV_Target0
{
    InterlockedAdd(Count[0], 1);
    return 1;
}
