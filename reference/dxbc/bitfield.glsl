#version 450
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 1000, std430) readonly buffer T0_words32
{
    uint words[];
} T0;

layout(set = 0, binding = 2000, std430) buffer U0_words32
{
    uint words[];
} U0;

uint dx_v32_r[4];

void main()
{
    uint _14 = gl_GlobalInvocationID.x * 16u;
    dx_v32_r[0u] = T0.words[_14 >> 2u];
    dx_v32_r[1u] = T0.words[(_14 + 4u) >> 2u];
    dx_v32_r[2u] = T0.words[(_14 + 8u) >> 2u];
    dx_v32_r[3u] = T0.words[(_14 + 12u) >> 2u];
    uint _57 = dx_v32_r[1u] & 31u;
    uint _64 = dx_v32_r[1u] & 31u;
    uint _71 = dx_v32_r[1u] & 31u;
    uint _75 = gl_GlobalInvocationID.x * 12u;
    U0.words[_75 >> 2u] = bitfieldExtract(dx_v32_r[2u], int(_57), int(min((dx_v32_r[0u] & 31u), (32u - _57))));
    U0.words[(_75 + 4u) >> 2u] = uint(bitfieldExtract(int(dx_v32_r[2u]), int(_64), int(min((dx_v32_r[0u] & 31u), (32u - _64)))));
    U0.words[(_75 + 8u) >> 2u] = bitfieldInsert(dx_v32_r[3u], dx_v32_r[2u], int(_71), int(min((dx_v32_r[0u] & 31u), (32u - _71))));
}

