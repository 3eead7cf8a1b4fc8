#version 450
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

void main()
{
    uint _12 = gl_LocalInvocationIndex << 1u;
    u0.words[_12] = gl_SubgroupID;
    u0.words[_12 | 1u] = gl_NumSubgroups;
}

