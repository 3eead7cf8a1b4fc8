// Two overlapping quads from one indexed draw; the near one is drawn first, so the depth
// test must reject the far one where they overlap (and the stencil counts the rejection).
struct VSOut {
    float4 pos : SV_Position;
    nointerpolation uint id : ID;
};

VSOut vs_main(float3 p : POSITION, uint id : ID)
{
    VSOut o;
    o.pos = float4(p, 1.0);
    o.id = id;
    return o;
}

uint ps_main(VSOut i) : SV_Target0
{
    return i.id;
}
