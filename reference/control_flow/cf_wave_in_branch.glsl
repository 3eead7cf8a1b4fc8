#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _25;

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
    uint _6;
    if ((t0.words[gl_GlobalInvocationID.x] & 1u) == 0u)
    {
        _6 = (subgroupBallotBitCount(subgroupBallot(true)) * 1000u) + subgroupExclusiveAdd(t0.words[gl_GlobalInvocationID.x]);
    }
    else
    {
        _6 = subgroupAdd(t0.words[gl_GlobalInvocationID.x]);
    }
    u0.words[gl_GlobalInvocationID.x] = ((subgroupMax(_6) & 255u) * 100000u) + _6;
}

