#version 450
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

const float _41[16] = float[](1.0, 2.0, 3.0, 4.0, 0.5, 0.25, 0.125, 0.0, -1.0, -2.0, 8.0, 16.0, 0.0, 0.0, 0.0, 1.0);
const uint _76[8] = uint[](7u, 4294967295u, 65536u, 42u, 0u, 1000000u, 3735928559u, 3u);

layout(set = 0, binding = 2000, std430) buffer U0_words32
{
    uint words[];
} U0;

uint dx_v32_r[1];

void main()
{
    dx_v32_r[0u] = gl_GlobalInvocationID.x & 3u;
    uint _81 = gl_GlobalInvocationID.x * 8u;
    U0.words[_81 >> 2u] = floatBitsToUint(dot(vec4(_41[(dx_v32_r[0u] * 4u) + 0u], _41[(dx_v32_r[0u] * 4u) + 1u], _41[(dx_v32_r[0u] * 4u) + 2u], _41[(dx_v32_r[0u] * 4u) + 3u]), vec4(1.0, 10.0, 100.0, 1000.0)));
    U0.words[(_81 + 4u) >> 2u] = _76[gl_GlobalInvocationID.x];
}

