#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

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
    uint _34 = t0.words[gl_GlobalInvocationID.x] % 3u;
    uint _6;
    if (_34 == 0u)
    {
        uint _45 = t0.words[gl_GlobalInvocationID.x] << 1u;
        if ((t0.words[gl_GlobalInvocationID.x] & 1u) == 0u)
        {
            _6 = _45 + 100u;
        }
        else
        {
            _6 = _45 + 200u;
        }
    }
    else
    {
        if (_34 == 1u)
        {
            _6 = t0.words[gl_GlobalInvocationID.x] + 7u;
        }
        else
        {
            _6 = (t0.words[gl_GlobalInvocationID.x] > 40u) ? 6u : 5u;
        }
    }
    u0.words[gl_GlobalInvocationID.x] = _6;
}

