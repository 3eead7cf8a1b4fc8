#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _36;

layout(set = 0, binding = 1000, std430) readonly buffer t0_words32
{
    uint words[];
} t0;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(set = 0, binding = 2001, std430) buffer u1_words32
{
    uint words[];
} u1;

shared uint _Bins_3PAIA[4];

void main()
{
    bool _21 = gl_LocalInvocationIndex < 4u;
    if (_21)
    {
        _Bins_3PAIA[gl_LocalInvocationIndex] = 0u;
    }
    barrier();
    uint _35 = t0.words[gl_GlobalInvocationID.x];
    uint _41 = atomicAdd(_Bins_3PAIA[_35 & 3u], 1u);
    uint _48 = atomicMax(u0.words[0u >> 2u], _35);
    uint _54 = atomicOr(u0.words[4u >> 2u], 1u << (_35 & 31u));
    uint _58 = atomicAdd(u0.words[8u >> 2u], _35);
    barrier();
    if (_21)
    {
        u1.words[gl_LocalInvocationIndex] = _Bins_3PAIA[gl_LocalInvocationIndex];
    }
}

