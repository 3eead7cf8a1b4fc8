// Constants that both stages read from a push-constant block (DXIL: a cbuffer, which a
// root signature would make root constants). Without them the positions would be NaN.
struct Constants {
    uint base;
    float scale;
};

[[vk::push_constant]] ConstantBuffer<Constants> constants : register(b0);

float4 vs_main(float2 p : POSITION) : SV_Position
{
    return float4(p * constants.scale / 2.5, 0.0, 1.0);
}

float2 ps_main(float4 pos : SV_Position) : SV_Target0
{
    return float2(constants.base + uint(pos.x) + 10 * uint(pos.y), constants.scale * pos.x);
}
