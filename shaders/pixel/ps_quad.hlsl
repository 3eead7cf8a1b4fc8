// Quad operations in a pixel shader: each pixel's index x + 8y, read across x, across y,
// across the diagonal and from lane 2 (the quad's bottom-left pixel).
#include "ps_common.hlsli"

uint4 ps_main(VSOut i) : SV_Target0
{
    const uint id = uint(i.pos.x) + 8 * uint(i.pos.y);
    return uint4(QuadReadAcrossX(id), QuadReadAcrossY(id), QuadReadAcrossDiagonal(id), QuadReadLaneAt(id, 2));
}
