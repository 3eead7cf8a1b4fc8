// GetRenderTargetSampleCount: Vulkan shaders cannot query the render target's sample count.
uint main(float4 pos : SV_Position) : SV_Target0
{
    return GetRenderTargetSampleCount();
}
