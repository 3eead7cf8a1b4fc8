#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _20;

layout(set = 0, binding = 1000, std430) readonly buffer t0_words32
{
    uint words[];
} t0;

layout(set = 0, binding = 0, std140) uniform b0_rows
{
    uvec4 rows[1];
} b0;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0[2];

void main()
{
    u0[(gl_GlobalInvocationID.x & 1u) + 0u].words[gl_GlobalInvocationID.x] = (b0.rows[0u].x * t0.words[gl_GlobalInvocationID.x]) + b0.rows[0u].y;
}

