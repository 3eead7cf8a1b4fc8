#version 450
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

float _36;
uint _42;

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
    uint _28 = t0.words[(gl_GlobalInvocationID.x * 7u) + 1u];
    uint _34 = t0.words[(gl_GlobalInvocationID.x * 7u) + 2u];
    uint _41 = t0.words[(gl_GlobalInvocationID.x * 7u) + 3u];
    uint _47 = t0.words[(gl_GlobalInvocationID.x * 7u) + 4u];
    float _48 = uintBitsToFloat(_47);
    uint _53 = t0.words[(gl_GlobalInvocationID.x * 7u) + 5u];
    float _54 = uintBitsToFloat(_53);
    uint _57 = (gl_GlobalInvocationID.x * 7u) + 6u;
    uint _59 = t0.words[_57];
    uint _77 = 15u - gl_GlobalInvocationID.x;
    u0.words[_77 * 7u] = floatBitsToUint((_48 * 2.0) + uintBitsToFloat(t0.words[gl_GlobalInvocationID.x * 7u]));
    u0.words[(_77 * 7u) + 1u] = floatBitsToUint((_54 * 2.0) + uintBitsToFloat(_28));
    u0.words[(_77 * 7u) + 2u] = floatBitsToUint((-0.0) - uintBitsToFloat(_34));
    u0.words[(_77 * 7u) + 3u] = (_41 * 10u) + gl_GlobalInvocationID.x;
    u0.words[(_77 * 7u) + 4u] = floatBitsToUint(_48);
    u0.words[(_77 * 7u) + 5u] = floatBitsToUint(_54);
    u0.words[(_77 * 7u) + 6u] = (int(_59) < int(0u)) ? (0u - _59) : (_59 + 4294967196u);
}

