// Hull and domain shaders for every domain and partitioning: the patch-constant function sets
// uniform tessellation factors from a constant buffer, the domain shader records every domain
// point it is run for in a UAV (at an index made from the point's coordinates) and places
// quad and triangle points over the target (u to the right, v down).
cbuffer Factors : register(b0) {
    float edge_factor;
    float inside_factor;
};

struct ControlPoint {
    float2 pos : POS;
};

ControlPoint vs_main(float2 p : POSITION)
{
    ControlPoint o;
    o.pos = p;
    return o;
}

struct QuadFactors {
    float edges[4] : SV_TessFactor;
    float inside[2] : SV_InsideTessFactor;
};

QuadFactors quad_factors()
{
    QuadFactors f;
    for (uint i = 0; i < 4; ++i) f.edges[i] = edge_factor;
    f.inside[0] = inside_factor;
    f.inside[1] = inside_factor;
    return f;
}

struct TriangleFactors {
    float edges[3] : SV_TessFactor;
    float inside : SV_InsideTessFactor;
};

TriangleFactors triangle_factors()
{
    TriangleFactors f;
    for (uint i = 0; i < 3; ++i) f.edges[i] = edge_factor;
    f.inside = inside_factor;
    return f;
}

// Isolines: [0] is the number of lines, [1] the segments of each.
struct LineFactors {
    float edges[2] : SV_TessFactor;
};

LineFactors line_factors()
{
    LineFactors f;
    f.edges[0] = edge_factor;
    f.edges[1] = inside_factor;
    return f;
}

[domain("quad")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(1)]
[patchconstantfunc("quad_factors")]
ControlPoint hs_quad(InputPatch<ControlPoint, 1> patch, uint i : SV_OutputControlPointID)
{
    return patch[i];
}

[domain("quad")]
[partitioning("integer")]
[outputtopology("triangle_ccw")]
[outputcontrolpoints(1)]
[patchconstantfunc("quad_factors")]
ControlPoint hs_quad_ccw(InputPatch<ControlPoint, 1> patch, uint i : SV_OutputControlPointID)
{
    return patch[i];
}

[domain("quad")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(1)]
[patchconstantfunc("quad_factors")]
ControlPoint hs_quad_odd(InputPatch<ControlPoint, 1> patch, uint i : SV_OutputControlPointID)
{
    return patch[i];
}

[domain("quad")]
[partitioning("fractional_even")]
[outputtopology("point")]
[outputcontrolpoints(1)]
[patchconstantfunc("quad_factors")]
ControlPoint hs_quad_even_points(InputPatch<ControlPoint, 1> patch, uint i : SV_OutputControlPointID)
{
    return patch[i];
}

[domain("tri")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(1)]
[patchconstantfunc("triangle_factors")]
ControlPoint hs_triangle(InputPatch<ControlPoint, 1> patch, uint i : SV_OutputControlPointID)
{
    return patch[i];
}

[domain("isoline")]
[partitioning("integer")]
[outputtopology("line")]
[outputcontrolpoints(1)]
[patchconstantfunc("line_factors")]
ControlPoint hs_isoline(InputPatch<ControlPoint, 1> patch, uint i : SV_OutputControlPointID)
{
    return patch[i];
}

RWStructuredBuffer<uint> Points : register(u0);

struct DSOut {
    float4 pos : SV_Position;
};

// Quad points (u, v) with u, v multiples of 1/8: index 9 * 8v + 8u.
[domain("quad")]
DSOut ds_quad(QuadFactors f, float2 uv : SV_DomainLocation, const OutputPatch<ControlPoint, 1> patch)
{
    Points[uint(round(uv.y * 8.0)) * 9 + uint(round(uv.x * 8.0))] = 1;
    DSOut o;
    o.pos = float4(patch[0].pos + uv * 2.0, 0.0, 1.0);
    return o;
}

// Triangle points in sixths: index 7 * 6u + 6v.
[domain("tri")]
DSOut ds_triangle(TriangleFactors f, float3 uvw : SV_DomainLocation, const OutputPatch<ControlPoint, 1> patch)
{
    Points[uint(round(uvw.x * 6.0)) * 7 + uint(round(uvw.y * 6.0))] = 1;
    DSOut o;
    o.pos = float4(patch[0].pos + uvw.xy * 2.0, 0.0, 1.0);
    return o;
}

// Isoline points (u along a line, v the line) in eighths: index 9 * 8v + 8u.
[domain("isoline")]
DSOut ds_isoline(LineFactors f, float2 uv : SV_DomainLocation, const OutputPatch<ControlPoint, 1> patch)
{
    Points[uint(round(uv.y * 8.0)) * 9 + uint(round(uv.x * 8.0))] = 1;
    DSOut o;
    o.pos = float4(patch[0].pos + uv * 2.0, 0.0, 1.0);
    return o;
}

uint ps_main(float4 pos : SV_Position) : SV_Target0
{
    return 1;
}
