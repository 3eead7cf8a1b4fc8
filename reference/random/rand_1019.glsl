#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _30;

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
    uint _32 = t0.words[(gl_GlobalInvocationID.x + 12u) & 63u] + (gl_GlobalInvocationID.x << 2u);
    uint _6 = _32;
    if ((_32 & 3u) == 0u)
    {
        uint _43 = t0.words[(_32 + 33u) & 63u] + (_32 << 2u);
        _6 = (_43 * 6u) + t0.words[(_43 + 52u) & 63u];
    }
    u0.words[gl_GlobalInvocationID.x] = _6;
}

