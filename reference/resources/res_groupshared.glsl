#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _32;

layout(set = 0, binding = 1000, std430) readonly buffer t0_words32
{
    uint words[];
} t0;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

shared uint _Scratch_3PAIA[64];

void main()
{
    _Scratch_3PAIA[gl_LocalInvocationIndex] = t0.words[gl_GlobalInvocationID.x];
    barrier();
    uint _6 = 32u;
    for (;;)
    {
        uint _43 = _6;
        if (gl_LocalInvocationIndex < _43)
        {
            _Scratch_3PAIA[gl_LocalInvocationIndex] += _Scratch_3PAIA[_43 + gl_LocalInvocationIndex];
        }
        barrier();
        uint _52 = _43 >> 1u;
        _6 = _52;
        if (_52 == 0u)
        {
            break;
        }
        else
        {
            continue;
        }
    }
    if (gl_LocalInvocationIndex == 0u)
    {
        u0.words[gl_WorkGroupID.x] = _Scratch_3PAIA[0u];
    }
}

