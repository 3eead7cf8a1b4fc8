#version 450
layout(local_size_x = 8, local_size_y = 9, local_size_z = 1) in;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

void main()
{
    float _19 = float(gl_LocalInvocationID.x);
    float _20 = float(gl_LocalInvocationID.y);
    float _24 = (_19 * _19) + (_20 * 100.0);
    float _27 = (_20 * 10.0) + _19;
    u0.words[gl_LocalInvocationIndex * 4u] = floatBitsToUint(dFdxFine(_24));
    u0.words[(gl_LocalInvocationIndex * 4u) + 1u] = floatBitsToUint(dFdyFine(_24));
    u0.words[(gl_LocalInvocationIndex * 4u) + 2u] = floatBitsToUint(dFdxCoarse(_27));
    u0.words[(gl_LocalInvocationIndex * 4u) + 3u] = floatBitsToUint(dFdyCoarse(_27));
}

