#version 450
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _48;

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
    uint _14 = gl_GlobalInvocationID.x << 4u;
    uint _23 = t0.words[_14 >> 2u];
    uint _27 = t0.words[(_14 + 4u) >> 2u];
    uint _32 = t0.words[(_14 + 8u) >> 2u];
    uint _40 = gl_GlobalInvocationID.x << 3u;
    uint _43 = t0.words[_40 >> 2u];
    uint _47 = t0.words[(_40 + 4u) >> 2u];
    uint _49 = gl_GlobalInvocationID.x << 2u;
    uint _52 = t0.words[_49 >> 2u];
    u0.words[_14 >> 2u] = t0.words[(_14 + 12u) >> 2u] + 1u;
    u0.words[(_14 + 4u) >> 2u] = _32 + 2u;
    u0.words[(_14 + 8u) >> 2u] = _27 + 3u;
    u0.words[(_14 + 12u) >> 2u] = _23 + 4u;
    uint _75 = _40 + 256u;
    u0.words[_75 >> 2u] = _43 * 3u;
    u0.words[(_75 + 4u) >> 2u] = _47 * 3u;
    u0.words[(_49 + 384u) >> 2u] = _52 ^ 1515870810u;
}

