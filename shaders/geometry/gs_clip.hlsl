// Clip distances through a geometry shader: the vertex shader computes them, the geometry
// shader reads them from its per-vertex inputs and writes them out; SV_ClipDistance0 keeps
// x > -0.5, SV_ClipDistance1 keeps y < 0.5.
struct VSOut {
    float4 pos : SV_Position;
    float clip0 : SV_ClipDistance0;
    float clip1 : SV_ClipDistance1;
};

VSOut vs_main(float2 p : POSITION)
{
    VSOut o;
    o.pos = float4(p, 0.0, 1.0);
    o.clip0 = p.x + 0.5;
    o.clip1 = 0.5 - p.y;
    return o;
}

[maxvertexcount(3)]
void gs_main(triangle VSOut input[3], inout TriangleStream<VSOut> stream)
{
    for (uint i = 0; i < 3; ++i) stream.Append(input[i]);
}

uint ps_main(float4 pos : SV_Position) : SV_Target0
{
    return 1;
}
