// A quad whose right edge crosses the third pixel between its samples, rendered with 4
// samples: the float target resolves to the covered fraction, the integer one to sample 0.
struct VSOut {
    float4 pos : SV_Position;
};

VSOut vs_main(float3 p : POSITION)
{
    VSOut o;
    o.pos = float4(p, 1.0);
    return o;
}

struct PSOut {
    float coverage : SV_Target0;
    uint id : SV_Target1;
};

PSOut ps_main(VSOut i)
{
    PSOut o;
    o.coverage = 1.0;
    o.id = 7;
    return o;
}
