// Tessellation of one quad patch (factors 2): the hull shader sums the control points'
// tags in its patch-constant function, the domain shader records every domain point in a
// UAV and places it bilinearly between the control points, which cover the target.
struct ControlPoint {
    float4 pos : POS;
    uint tag : TAG;
};

ControlPoint vs_main(float2 p : POSITION, uint tag : TAG)
{
    ControlPoint o;
    o.pos = float4(p, 0.0, 1.0);
    o.tag = tag;
    return o;
}

struct PatchConstants {
    float edges[4] : SV_TessFactor;
    float inside[2] : SV_InsideTessFactor;
    uint sum : SUM;
};

PatchConstants hs_constants(InputPatch<ControlPoint, 4> patch)
{
    PatchConstants c;
    for (uint i = 0; i < 4; ++i) c.edges[i] = 2.0;
    c.inside[0] = 2.0;
    c.inside[1] = 2.0;
    c.sum = patch[0].tag + patch[1].tag + patch[2].tag + patch[3].tag;
    return c;
}

[domain("quad")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(4)]
[patchconstantfunc("hs_constants")]
ControlPoint hs_main(InputPatch<ControlPoint, 4> patch, uint i : SV_OutputControlPointID)
{
    return patch[i];
}

RWStructuredBuffer<uint> Out : register(u0);

struct DSOut {
    float4 pos : SV_Position;
    nointerpolation uint sum : SUM;
};

[domain("quad")]
DSOut ds_main(PatchConstants c, float2 uv : SV_DomainLocation, const OutputPatch<ControlPoint, 4> patch)
{
    DSOut o;
    float4 top = lerp(patch[0].pos, patch[1].pos, uv.x);
    float4 bottom = lerp(patch[3].pos, patch[2].pos, uv.x);
    o.pos = lerp(top, bottom, uv.y);
    uint index = uint(round(uv.x * 2.0)) + 3 * uint(round(uv.y * 2.0));
    Out[index] = index + 16 * c.sum;
    o.sum = c.sum;
    return o;
}

uint ps_main(DSOut i) : SV_Target0
{
    return uint(i.pos.x) + 10 * uint(i.pos.y) + 100 * i.sum;
}
