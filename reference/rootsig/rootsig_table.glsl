#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

uint _20;

layout(set = 1, binding = 0, std430) readonly buffer t0_words32
{
    uint words[];
} t0;

layout(set = 1, binding = 1, std430) readonly buffer t1_words32
{
    uint words[];
} t1;

layout(set = 0, binding = 2, std430) readonly buffer t5_words32
{
    uint words[];
} t5;

layout(set = 1, binding = 2, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(push_constant, std430) uniform PushConstants
{
    uint b0[3];
} push_constants;

void main()
{
    uint _24 = 0u << 2u;
    uvec4 _39 = uvec4(push_constants.b0[_24], push_constants.b0[_24 + 1u], push_constants.b0[_24 + 2u], _20);
    u0.words[gl_GlobalInvocationID.x] = (((_39.x * t0.words[gl_GlobalInvocationID.x]) + _39.z) + (t1.words[gl_GlobalInvocationID.x] * _39.y)) + t5.words[gl_GlobalInvocationID.x];
}

