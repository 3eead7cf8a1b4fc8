#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

shared uint _Shared_3PAIA[64];

void main()
{
    _Shared_3PAIA[gl_LocalInvocationIndex] = gl_LocalInvocationIndex * 3u;
    barrier();
    u0.words[gl_LocalInvocationIndex] = _Shared_3PAIA[(gl_LocalInvocationIndex + 1u) & 63u];
    memoryBarrierBuffer();
    memoryBarrierImage();
    u0.words[gl_LocalInvocationIndex + 64u] = _Shared_3PAIA[(gl_LocalInvocationIndex + 63u) & 63u] + 1u;
    memoryBarrier();
    barrier();
}

