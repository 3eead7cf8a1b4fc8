#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

uint _23;

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
    uint _14 = gl_GlobalInvocationID.x << 2u;
    u0.words[_14 >> 2u] = (t0.words[_14 >> 2u] * 3u) + 1u;
}

