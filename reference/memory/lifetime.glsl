#version 450
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _31;

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
    uint _6 = 0u;
    uint _21[8];
    for (;;)
    {
        uint _22 = _6;
        _21[_22] = t0.words[_22] + (_22 * gl_GlobalInvocationID.x);
        uint _35 = _22 + 1u;
        _6 = _35;
        if (_35 == 8u)
        {
            break;
        }
        else
        {
            continue;
        }
    }
    u0.words[gl_GlobalInvocationID.x] = _21[t0.words[gl_GlobalInvocationID.x] & 7u];
}

