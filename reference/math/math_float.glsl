#version 450
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

float _27;

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
    uint _25 = t0.words[gl_GlobalInvocationID.x];
    float _26 = uintBitsToFloat(_25);
    uint _30 = gl_GlobalInvocationID.x << 3u;
    u0.words[_30] = floatBitsToUint(floor(_26));
    u0.words[_30 | 1u] = floatBitsToUint(ceil(_26));
    float _43 = abs(_26);
    u0.words[_30 | 2u] = floatBitsToUint(_43 * 0.5);
    u0.words[_30 | 3u] = floatBitsToUint((_26 * 4.0) + (-1.0));
    u0.words[_30 | 4u] = floatBitsToUint(max(_26, -1.5) + min(_26, 2.5));
    u0.words[_30 | 5u] = floatBitsToUint(fract(_43));
    u0.words[_30 | 6u] = floatBitsToUint(float(int(uint(int(_26)))));
    float _6;
    if (_26 < 0.0)
    {
        _6 = (-0.0) - _26;
    }
    else
    {
        _6 = sqrt(_26 * _26);
    }
    u0.words[_30 | 7u] = floatBitsToUint(_6);
}

