#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

float _19;

layout(set = 0, binding = 0, std140) uniform b0_rows
{
    uvec4 rows[1];
} b0;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

uint dx_v32_r[4];

void main()
{
    precise float _24 = uintBitsToFloat(b0.rows[0u].x) * uintBitsToFloat(b0.rows[0u].x);
    dx_v32_r[0u] = floatBitsToUint(_24);
    precise float _39 = uintBitsToFloat(dx_v32_r[0u]) + uintBitsToFloat(b0.rows[0u].y);
    dx_v32_r[0u] = floatBitsToUint(_39);
    dx_v32_r[1u] = floatBitsToUint(uintBitsToFloat(b0.rows[0u].z) * uintBitsToFloat(b0.rows[0u].w));
    dx_v32_r[2u] = floatBitsToUint(uintBitsToFloat(b0.rows[0u].z) + uintBitsToFloat(b0.rows[0u].z));
    dx_v32_r[3u] = floatBitsToUint(uintBitsToFloat(b0.rows[0u].w) / uintBitsToFloat(b0.rows[0u].z));
    u0.words[0u >> 2u] = dx_v32_r[0u];
    uint _92 = 0u + 4u;
    u0.words[_92 >> 2u] = dx_v32_r[1u];
    uint _96 = 0u + 8u;
    u0.words[_96 >> 2u] = dx_v32_r[2u];
    uint _100 = 0u + 12u;
    u0.words[_100 >> 2u] = dx_v32_r[3u];
}

