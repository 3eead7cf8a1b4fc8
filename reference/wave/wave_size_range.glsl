#version 450
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

void main()
{
    uint _16 = gl_GlobalInvocationID.x << 2u;
    u0.words[_16] = gl_SubgroupSize;
    u0.words[_16 | 1u] = subgroupAdd(gl_GlobalInvocationID.x);
    u0.words[_16 | 2u] = subgroupExclusiveAdd(gl_GlobalInvocationID.x);
    u0.words[_16 | 3u] = subgroupBallot((gl_GlobalInvocationID.x % 3u) == 0u).x;
}

