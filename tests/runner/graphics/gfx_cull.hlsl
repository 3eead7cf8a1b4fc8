// Two triangles of opposite winding under back-face culling with clockwise front faces:
// only the clockwise one is drawn, and the pixel shader sees it as front-facing.
float4 vs_main(float2 p : POSITION) : SV_Position
{
    return float4(p, 0.0, 1.0);
}

uint ps_main(float4 pos : SV_Position, bool front : SV_IsFrontFace) : SV_Target0
{
    return front ? 11 : 21;
}
