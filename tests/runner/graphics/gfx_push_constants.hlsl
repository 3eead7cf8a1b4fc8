// Constants that both stages read from a push-constant block: root constants in the root
// signature (untangle's layout), [[vk::push_constant]] for dxc -spirv's reference. Without
// them the positions would be NaN.
#define ConstantsRS "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), RootConstants(num32BitConstants = 2, b0)"
struct Constants {
    uint base;
    float scale;
};

[[vk::push_constant]] ConstantBuffer<Constants> constants : register(b0);

[RootSignature(ConstantsRS)]
float4 vs_main(float2 p : POSITION) : SV_Position
{
    return float4(p * constants.scale / 2.5, 0.0, 1.0);
}

[RootSignature(ConstantsRS)]
float2 ps_main(float4 pos : SV_Position) : SV_Target0
{
    return float2(constants.base + uint(pos.x) + 10 * uint(pos.y), constants.scale * pos.x);
}
