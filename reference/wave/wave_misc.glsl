#version 450
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_vote : require
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _20;

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
    uint _19 = t0.words[gl_GlobalInvocationID.x];
    uint _35 = gl_GlobalInvocationID.x * 6u;
    u0.words[_35] = subgroupBallot(_19 > 20u).x;
    u0.words[_35 | 1u] = subgroupShuffle(_19, (gl_SubgroupInvocationID + 1u) % gl_SubgroupSize);
    u0.words[_35 + 2u] = subgroupMin(_19);
    u0.words[_35 + 3u] = uint(subgroupAll(_19 < 100u));
    u0.words[_35 + 4u] = uint(subgroupAny(_19 == 7u));
    u0.words[_35 + 5u] = uint(subgroupElect());
}

