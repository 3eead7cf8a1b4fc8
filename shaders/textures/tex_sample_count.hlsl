// The render target's sample count and standard sample positions in a pixel shader:
// GetRenderTargetSampleCount and GetRenderTargetSamplePosition (an index past the count
// reads (0, 0)). SPIR-V cannot query the count: untangle reads a specialization constant
// (reflection's sample_count_spec_id) that the pipeline sets. dxc -spirv has no equivalent.
struct Varyings
{
    float4 position : SV_Position;
};

Varyings vs_main(float2 position : POSITION)
{
    Varyings result;
    result.position = float4(position, 0, 1);
    return result;
}

float4 ps_main(Varyings input) : SV_Target0
{
    float2 position = GetRenderTargetSamplePosition(1);
    return float4(GetRenderTargetSampleCount(), position, GetRenderTargetSamplePosition(9).x);
}
