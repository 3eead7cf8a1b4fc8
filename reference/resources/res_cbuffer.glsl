#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _24;

layout(set = 0, binding = 1000, std430) readonly buffer t0_words32
{
    uint words[];
} t0;

layout(set = 0, binding = 0, std140) uniform b0_rows
{
    uvec4 rows[5];
} b0;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

void main()
{
    uint _28 = (t0.words[gl_GlobalInvocationID.x] & 3u) + 1u;
    uint _16[4];
    _16[0u] = b0.rows[_28].x;
    _16[1u] = b0.rows[_28].y;
    _16[2u] = b0.rows[_28].z;
    _16[3u] = b0.rows[_28].w;
    u0.words[gl_GlobalInvocationID.x] = (_16[(t0.words[gl_GlobalInvocationID.x] >> 2u) & 3u] + b0.rows[0u].y) + (b0.rows[0u].x * t0.words[gl_GlobalInvocationID.x]);
}

