// Three render targets of different kinds from one pixel shader: an integer id, floats
// interpolated from the vertices, and a UNORM8 colour (compared within a tolerance).
struct VSOut {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
};

VSOut vs_main(float2 p : POSITION)
{
    VSOut o;
    o.pos = float4(p, 0.0, 1.0);
    o.uv = p * 0.5 + 0.5;
    return o;
}

struct PSOut {
    uint id : SV_Target0;
    float4 uv : SV_Target1;
    float4 color : SV_Target2;
};

PSOut ps_main(VSOut i)
{
    PSOut o;
    uint x = uint(i.pos.x);
    uint y = uint(i.pos.y);
    o.id = 1000 + x + 10 * y;
    o.uv = float4(i.uv, i.pos.x, -i.pos.y);
    o.color = float4(x / 3.0, y / 3.0, 0.25, 1.0);
    return o;
}
