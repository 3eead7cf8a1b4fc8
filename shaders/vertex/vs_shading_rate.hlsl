// SV_ShadingRate from the vertex shader (VRS tier 2, D3D12_SHADING_RATE_2X2 = 0x5), and read
// back in the pixel shader. Vulkan: PrimitiveShadingRateKHR and ShadingRateKHR, the same
// encoding. Devices without VK_KHR_fragment_shading_rate skip it.
struct VSOut {
    float4 pos : SV_Position;
    uint rate : SV_ShadingRate;
};

VSOut vs_main(uint vid : SV_VertexID)
{
    VSOut o;
    o.pos = float4(vid == 1 ? 3.0 : -1.0, vid == 2 ? 3.0 : -1.0, 0.0, 1.0);
    o.rate = 0x5;
    return o;
}

uint ps_main(float4 pos : SV_Position, uint rate : SV_ShadingRate) : SV_Target0
{
    return rate;
}
