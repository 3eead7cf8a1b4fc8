#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _38;

layout(set = 0, binding = 1000, std430) readonly buffer t0_words32
{
    uint words[];
} t0;

layout(set = 0, binding = 1001, std430) readonly buffer t1_words32
{
    uint words[];
} t1;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

void main()
{
    uint main_join = 0u;
    uint _6 = 0u;
    if (t0.words[gl_GlobalInvocationID.x] > 10u)
    {
        _6 = uint(t1.words[((t0.words[gl_GlobalInvocationID.x] << 2u) & 60u) >> 2u] > 5u);
    }
    uint _7;
    if (t0.words[gl_GlobalInvocationID.x] < 20u)
    {
        main_join = 4u;
    }
    else
    {
        _7 = _6;
        if (t1.words[(((t0.words[gl_GlobalInvocationID.x] << 2u) + 12u) & 60u) >> 2u] == 7u)
        {
            main_join = 4u;
        }
        else
        {
            main_join = 5u;
        }
    }
    switch (main_join)
    {
        case 4u:
        {
            _7 = _6 | 2u;
            break;
        }
        default:
        {
            break;
        }
    }
    uint _8 = _7;
    if (!((t0.words[gl_GlobalInvocationID.x] & 1u) == 0u))
    {
        _8 = ((t1.words[((t0.words[gl_GlobalInvocationID.x] << 2u) & 28u) >> 2u] << 2u) & 4u) | _7;
    }
    u0.words[gl_GlobalInvocationID.x] = _8;
}

