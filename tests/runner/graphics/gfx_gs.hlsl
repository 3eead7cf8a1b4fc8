// A geometry shader that expands each point into a quad of 2x2 pixels carrying the
// point's id and its primitive id.
struct VSOut {
    float4 pos : SV_Position;
    nointerpolation uint id : ID;
};

VSOut vs_main(float2 p : POSITION, uint id : ID)
{
    VSOut o;
    o.pos = float4(p, 0.0, 1.0);
    o.id = id;
    return o;
}

struct GSOut {
    float4 pos : SV_Position;
    nointerpolation uint value : VALUE;
};

[maxvertexcount(4)]
void gs_main(point VSOut input[1], uint prim : SV_PrimitiveID, inout TriangleStream<GSOut> stream)
{
    for (uint i = 0; i < 4; ++i) {
        GSOut o;
        float2 corner = float2((i & 1) != 0 ? 0.5 : -0.5, (i & 2) != 0 ? 0.5 : -0.5);
        o.pos = float4(input[0].pos.xy + corner, 0.0, 1.0);
        o.value = input[0].id * 100 + prim;
        stream.Append(o);
    }
}

uint ps_main(GSOut i) : SV_Target0
{
    return i.value + 1;
}
