// The vertex shader of the pixel-stage cases: positions (x, y, z, w) and an attribute from the
// vertex buffer, the attribute passed on in every interpolation mode.
#include "ps_common.hlsli"

VSOut vs_main(float4 p : POSITION, float2 attr : ATTR)
{
    VSOut o;
    o.pos = p;
    o.attr = attr;
    o.flat_attr = attr.x;
    o.noperspective_attr = attr;
    o.centroid_attr = attr;
    return o;
}
