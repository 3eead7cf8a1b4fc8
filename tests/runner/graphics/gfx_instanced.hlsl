// An instanced draw that starts past the first vertex and instance, with per-instance
// attributes from a second vertex buffer, into a viewport over the right half of the target.
struct VSOut {
    float4 pos : SV_Position;
    nointerpolation uint value : VALUE;
};

VSOut vs_main(float2 p : POSITION, float2 offset : OFFSET, uint value : VALUE)
{
    VSOut o;
    o.pos = float4(p + offset, 0.0, 1.0);
    o.value = value;
    return o;
}

uint ps_main(VSOut i) : SV_Target0
{
    return i.value;
}
