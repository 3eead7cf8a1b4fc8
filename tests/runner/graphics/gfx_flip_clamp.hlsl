// A triangle beyond the far plane (z = 1.5), drawn with depth clamping instead of clipping
// into a viewport with a negative height (the image upside down) and depths 0 to 0.5.
struct VSOut {
    float4 pos : SV_Position;
    float ndc_y : NDC_Y;
};

VSOut vs_main(float2 p : POSITION)
{
    VSOut o;
    o.pos = float4(p, 1.5, 1.0);
    o.ndc_y = p.y;
    return o;
}

float ps_main(VSOut i) : SV_Target0
{
    return i.ndc_y;
}
