#version 450
#extension GL_KHR_shader_subgroup_quad : require
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

float _19;

layout(set = 0, binding = 1000, std430) readonly buffer t0_words32
{
    uint words[];
} t0;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

void main()
{
    uint _17 = t0.words[gl_LocalInvocationIndex];
    float _18 = uintBitsToFloat(_17);
    uint _22 = gl_LocalInvocationIndex * 12u;
    u0.words[_22] = floatBitsToUint(subgroupQuadSwapHorizontal(_18));
    u0.words[_22 | 1u] = floatBitsToUint(subgroupQuadSwapVertical(_18));
    u0.words[_22 | 2u] = floatBitsToUint(subgroupQuadSwapDiagonal(_18));
    u0.words[_22 | 3u] = floatBitsToUint(subgroupQuadBroadcast(_18, 2u));
    u0.words[_22 + 4u] = floatBitsToUint(subgroupQuadBroadcast(dFdxCoarse(_18), 0u));
    u0.words[_22 + 5u] = floatBitsToUint(subgroupQuadBroadcast(dFdyCoarse(_18), 0u));
    u0.words[_22 + 6u] = floatBitsToUint(dFdxFine(_18));
    u0.words[_22 + 7u] = floatBitsToUint(dFdyFine(_18));
    bool _68 = _18 > 40.0;
    bool _70 = _68 || subgroupQuadSwapHorizontal(_68);
    u0.words[_22 + 8u] = floatBitsToUint(float(_70 || subgroupQuadSwapVertical(_70)));
    bool _81 = _68 && subgroupQuadSwapHorizontal(_68);
    u0.words[_22 + 9u] = floatBitsToUint(float(_81 && subgroupQuadSwapVertical(_81)));
    u0.words[_22 + 10u] = floatBitsToUint(0.0);
    u0.words[_22 + 11u] = floatBitsToUint(float(gl_SubgroupInvocationID & 3u));
}

