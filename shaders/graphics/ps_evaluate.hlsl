// Attribute evaluation in a pixel shader (EvalSampleIndex, EvalCentroid, EvalSnapped) on a
// 4-sample 8x8 target: the vertex shader makes TEXCOORD0 the framebuffer position, so each
// evaluation returns where it samples. The triangle (0, 0), (8, 0), (0, 6) lies inside the
// target (no clipping); a pixel it covers only partly, whose centroid is the device's
// choice, discards. Pixels are shaded once, so the resolve (the average of the samples)
// keeps a covered pixel's value.
struct VSOut {
    float4 position : SV_Position;
    float2 uv : TEXCOORD0;
};

VSOut vs_main(float2 p : POSITION)
{
    VSOut o;
    o.position = float4(p, 0.0, 1.0);
    o.uv = (p * 0.5 + 0.5) * 8.0;
    return o;
}

struct PSOut {
    float4 sample_and_snapped : SV_Target0;
    float4 centroid_and_center : SV_Target1;
};

PSOut ps_main(VSOut i)
{
    // The hypotenuse is 3x + 4y = 24; the 4 standard sample positions are all inside it
    // when 3 * px + 4 * py <= 18 for the pixel's integer corner (px, py).
    float2 pixel = floor(i.uv);
    if (3.0 * pixel.x + 4.0 * pixel.y > 18.0) discard;
    PSOut o;
    float2 at_sample = EvaluateAttributeAtSample(i.uv, 3);
#ifndef REFERENCE
    float2 snapped = EvaluateAttributeSnapped(i.uv, int2(4, -8));
#else
    // dxc -spirv passes the offset to InterpolateAtOffset unscaled (4, -8 pixels, not
    // sixteenths): its reference (NAME.ps.spv, compiled with -D REFERENCE) offsets the
    // linear attribute by hand.
    float2 snapped = i.uv + float2(4.0, -8.0) / 16.0;
#endif
    o.sample_and_snapped = float4(at_sample, snapped);
    o.centroid_and_center = float4(EvaluateAttributeCentroid(i.uv), i.uv);
    return o;
}
