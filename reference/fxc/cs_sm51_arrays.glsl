#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _36;

layout(set = 1, binding = 1000, std430) readonly buffer t0_space1_words32
{
    uint words[];
} t0_space1[4];

layout(set = 2, binding = 0, std140) uniform b0_space2_rows
{
    uvec4 rows[1];
} b0_space2;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

uint dx_v32_r[5];

void main()
{
    dx_v32_r[0u] = gl_GlobalInvocationID.x & 3u;
    dx_v32_r[4u] = t0_space1[nonuniformEXT(dx_v32_r[0u])].words[gl_GlobalInvocationID.x];
    dx_v32_r[4u] += b0_space2.rows[0u].x;
    dx_v32_r[1u] = gl_GlobalInvocationID.x << 2u;
    u0.words[dx_v32_r[1u] >> 2u] = dx_v32_r[4u];
}

