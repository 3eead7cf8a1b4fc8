// discard keeps the lane as a helper for its quad's derivatives: every other pixel discards
// (a checkerboard), the others write fine and coarse derivatives of values the discarded
// neighbours computed too.
#include "ps_common.hlsli"

float2 ps_main(VSOut i) : SV_Target0
{
    const float x = i.pos.x;
    const float y = i.pos.y;
    if ((uint(x) + uint(y)) % 2 == 1) discard;
    return float2(ddx_fine(x * x), ddy_coarse(y * y));
}
