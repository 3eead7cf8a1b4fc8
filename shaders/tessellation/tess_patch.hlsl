// A patch of 3 input control points becomes 4 output control points (each the sum of its
// neighbours' tags); the patch-constant function reads both the input patch and the output
// control points, writes user patch constants (an array and a scalar) and the primitive id;
// the domain shader reads them back with the tessellation factors and places a quad whose
// corners are the output control points.
struct VSOut {
    float2 pos : POS;
    uint tag : TAG;
};

VSOut vs_main(float2 p : POSITION, uint tag : TAG)
{
    VSOut o;
    o.pos = p;
    o.tag = tag;
    return o;
}

struct ControlPoint {
    float2 pos : CORNER;
    uint tag : TAG;
};

struct PatchConstants {
    float edges[4] : SV_TessFactor;
    float inside[2] : SV_InsideTessFactor;
    uint sums[2] : SUMS;
    uint primitive : PRIMITIVE;
};

PatchConstants hs_constants(InputPatch<VSOut, 3> inputs, const OutputPatch<ControlPoint, 4> outputs,
                            uint primitive : SV_PrimitiveID)
{
    PatchConstants c;
    for (uint i = 0; i < 4; ++i) c.edges[i] = 1.0;
    c.inside[0] = 1.0;
    c.inside[1] = 1.0;
    c.sums[0] = inputs[0].tag + inputs[1].tag + inputs[2].tag;
    c.sums[1] = outputs[0].tag + outputs[1].tag + outputs[2].tag + outputs[3].tag;
    c.primitive = primitive;
    return c;
}

// Output control point i: the corners of the rectangle the first two inputs span.
[domain("quad")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(4)]
[patchconstantfunc("hs_constants")]
ControlPoint hs_main(InputPatch<VSOut, 3> inputs, uint i : SV_OutputControlPointID)
{
    ControlPoint o;
    const float2 low = inputs[0].pos;
    const float2 high = inputs[1].pos;
    o.pos = float2((i & 1) != 0 ? high.x : low.x, (i & 2) != 0 ? high.y : low.y);
    o.tag = inputs[i % 3].tag * (i + 1);
    return o;
}

struct DSOut {
    float4 pos : SV_Position;
    nointerpolation uint4 value : VALUE;
};

[domain("quad")]
DSOut ds_main(PatchConstants c, float2 uv : SV_DomainLocation, const OutputPatch<ControlPoint, 4> patch,
              uint primitive : SV_PrimitiveID)
{
    DSOut o;
    const float2 top = lerp(patch[0].pos, patch[1].pos, uv.x);
    const float2 bottom = lerp(patch[2].pos, patch[3].pos, uv.x);
    o.pos = float4(lerp(top, bottom, uv.y), 0.0, 1.0);
    o.value = uint4(c.sums[0], c.sums[1], c.primitive * 10 + primitive, uint(c.edges[3] + c.inside[1]));
    return o;
}

uint4 ps_main(DSOut i) : SV_Target0
{
    return i.value;
}
