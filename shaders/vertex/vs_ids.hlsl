// SV_VertexID and SV_InstanceID count from 0 whatever the draw's first vertex, vertex offset
// and first instance: triangle t (vertices 3t..3t+2) of instance i covers pixel (t, i) of a
// 4x2 target and carries 1000 + 10 * (its first vertex id) + i.
struct VSOut {
    float4 pos : SV_Position;
    nointerpolation uint value : VALUE;
};

VSOut vs_main(uint vid : SV_VertexID, uint iid : SV_InstanceID)
{
    // A right triangle over the pixel's top-left corner whose hypotenuse passes 1.8 pixels out.
    const uint corner = vid % 3;
    const float2 pixel = float2(vid / 3, iid) + float2(corner == 1 ? 1.8 : 0.0, corner == 2 ? 1.8 : 0.0);
    VSOut o;
    o.pos = float4(pixel / float2(4.0, 2.0) * 2.0 - 1.0, 0.0, 1.0);
    o.value = 1000 + 10 * vid + iid;
    return o;
}

uint ps_main(VSOut i) : SV_Target0
{
    return i.value;
}
