// Sampler feedback (SM 6.5) has no Vulkan equivalent: untangle drops WriteSamplerFeedback
// and says so in the reflection's warnings; the sample is translated.
Texture2D<float4> Colors : register(t0);
FeedbackTexture2D<SAMPLER_FEEDBACK_MIN_MIP> Feedback : register(u0);
SamplerState Linear : register(s0);

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    Feedback.WriteSamplerFeedback(Colors, Linear, uv);
    return Colors.Sample(Linear, uv);
}
