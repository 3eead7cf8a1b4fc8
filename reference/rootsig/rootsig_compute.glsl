#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _20;

layout(set = 0, binding = 1, std430) readonly buffer t0_words32
{
    uint words[];
} t0;

layout(set = 1, binding = 0, std430) buffer u0_words32
{
    uint words[];
} u0[2];

layout(push_constant, std430) uniform PushConstants
{
    uint b0[2];
} push_constants;

void main()
{
    uint _24 = 0u << 2u;
    uvec4 _35 = uvec4(push_constants.b0[_24], push_constants.b0[_24 + 1u], _20, _20);
    u0[(gl_GlobalInvocationID.x & 1u) + 0u].words[gl_GlobalInvocationID.x] = (_35.x * t0.words[gl_GlobalInvocationID.x]) + _35.y;
}

