#version 450
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _20;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

void main()
{
    u0.words[gl_GlobalInvocationID.x] = (u0.words[gl_GlobalInvocationID.x] * 3u) + gl_GlobalInvocationID.x;
}

