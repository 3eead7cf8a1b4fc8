#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_16bit_storage : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

uint dx_v32_r[5];

void main()
{
    dx_v32_r[0u] = gl_GlobalInvocationID.x;
    dx_v32_r[1u] = uint(uint16_t(dx_v32_r[0u]) + uint16_t(65535u));
    dx_v32_r[2u] = gl_GlobalInvocationID.x;
    dx_v32_r[3u] = uint(int16_t(uint16_t(dx_v32_r[2u]) + uint16_t(4294967291u)));
    dx_v32_r[4u] = gl_GlobalInvocationID.x << 3u;
    u0.words[dx_v32_r[4u] >> 2u] = dx_v32_r[1u];
    u0.words[(dx_v32_r[4u] + 4u) >> 2u] = dx_v32_r[3u];
}

