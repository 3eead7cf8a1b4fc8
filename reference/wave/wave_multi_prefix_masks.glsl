#version 450
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

uint untangle_wave_multi_prefix_0(uint _32, uvec4 _33)
{
    uvec4 _38 = _33 & subgroupBallot(true);
    uint _47;
    for (;;)
    {
        if (all(equal(_38, subgroupBroadcastFirst(_38))))
        {
            _47 = subgroupExclusiveAdd(_32);
            break;
        }
        else
        {
            continue;
        }
    }
    return _47;
}

uint untangle_wave_multi_prefix_4(uint _57, uvec4 _58)
{
    uvec4 _61 = _58 & subgroupBallot(true);
    uint _69;
    for (;;)
    {
        if (all(equal(_61, subgroupBroadcastFirst(_61))))
        {
            _69 = subgroupExclusiveMul(_57);
            break;
        }
        else
        {
            continue;
        }
    }
    return _69;
}

void main()
{
    bool _15 = gl_GlobalInvocationID.x < 4u;
    uint _18 = _15 ? 15u : 240u;
    uint _26 = ((gl_GlobalInvocationID.x & 2u) != 0u) ? (_18 | (_15 ? 256u : 2147483648u)) : _18;
    uint _28 = gl_GlobalInvocationID.x + 1u;
    u0.words[gl_GlobalInvocationID.x] = untangle_wave_multi_prefix_0(_28, uvec4(_26, 0u, 0u, 0u));
    u0.words[gl_GlobalInvocationID.x + 8u] = untangle_wave_multi_prefix_4(_28, uvec4(_26, 0u, 0u, 0u));
    u0.words[gl_GlobalInvocationID.x + 16u] = subgroupBallotBitCount((subgroupBallot((gl_GlobalInvocationID.x & 1u) != 0u) & gl_SubgroupLtMask) & uvec4(_26, 0u, 0u, 0u));
}

