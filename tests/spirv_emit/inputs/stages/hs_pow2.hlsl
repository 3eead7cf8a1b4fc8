// partitioning("pow2"): Vulkan has equal and fractional spacing only.
struct ControlPoint {
    float4 pos : POS;
};

struct Factors {
    float edges[3] : SV_TessFactor;
    float inside : SV_InsideTessFactor;
};

Factors factors()
{
    Factors f;
    f.edges[0] = f.edges[1] = f.edges[2] = 4.0;
    f.inside = 4.0;
    return f;
}

[domain("tri")]
[partitioning("pow2")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("factors")]
ControlPoint main(InputPatch<ControlPoint, 3> patch, uint i : SV_OutputControlPointID)
{
    return patch[i];
}
