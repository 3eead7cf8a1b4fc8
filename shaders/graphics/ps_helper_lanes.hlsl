// IsHelperLane in a pixel shader: the triangle (0, 0), (8, 0), (0, 6) of an 8x8 target
// covers pixels whose quads it covers only partly, whose other pixels run as helper lanes,
// and pixel (2, 2) discards (demotes itself to a helper). Each drawn pixel writes
// IsHelperLane() + 2 * (its horizontal neighbour's) + 4 * (vertical) + 8 * (diagonal).
float4 vs_main(float2 p : POSITION) : SV_Position
{
    return float4(p, 0.0, 1.0);
}

uint ps_main(float4 position : SV_Position) : SV_Target
{
    if (all(uint2(position.xy) == uint2(2, 2))) discard;
    uint helper = IsHelperLane() ? 1 : 0;
    return helper + 2 * QuadReadAcrossX(helper) + 4 * QuadReadAcrossY(helper) + 8 * QuadReadAcrossDiagonal(helper);
}
