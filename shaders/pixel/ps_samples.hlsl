// Multisampled pixel shading: SV_SampleIndex (sample-rate shading) with an SV_Coverage output
// that keeps samples 0 and 2; SV_Coverage read as the input coverage; the attribute
// evaluation functions; and attributes interpolated at each sample.
#include "ps_common.hlsli"

struct SampleOut {
    float value : SV_Target0;
    uint coverage : SV_Coverage;
};

SampleOut ps_sample(VSOut i, uint sample : SV_SampleIndex)
{
    SampleOut o;
    o.value = 0.1 * (sample + 1);
    o.coverage = 0x5;
    return o;
}

uint ps_coverage(VSOut i, uint coverage : SV_Coverage) : SV_Target0
{
    return coverage;
}

// The attribute evaluation functions on the pixel position in pixels: at sample 3, which sits at
// (0.625, 0.875) of the pixel, and at the centroid, which is the centre of a fully covered
// pixel (of a partly covered one, the implementation's choice). (Snapped offsets:
// shaders/graphics/ps_evaluate.)
float4 ps_evaluate(VSOut i, uint coverage : SV_Coverage) : SV_Target0
{
    const float2 at_sample = EvaluateAttributeAtSample(i.noperspective_attr, 3);
    const float2 at_centroid = EvaluateAttributeCentroid(i.noperspective_attr);
    return float4(at_sample, coverage == 0xF ? at_centroid : float2(7.0, 7.0));
}

// VSOut with the `sample` modifier on two attributes (linear and noperspective): the shader
// runs per sample and reads them at the sample's position. The pixel position in pixels
// there, in sixteenths of a pixel (rounded), goes to an integer target, which keeps sample 0's.
struct SampleIn {
    float4 pos : SV_Position;
    sample float2 attr : ATTR;
    nointerpolation float flat_attr : FLAT;
    noperspective sample float2 noperspective_attr : NOPERSP;
    centroid float2 centroid_attr : CENTROID;
};

uint4 ps_sample_attributes(SampleIn i) : SV_Target0
{
    return uint4(i.attr * 16.0 + 0.5, i.noperspective_attr * 16.0 + 0.5);
}
