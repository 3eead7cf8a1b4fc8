#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _26;

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
    uint _6 = t0.words[gl_GlobalInvocationID.x] + 1u;
    uint _7 = 0u;
    uint _39;
    for (;;)
    {
        uint _29 = _6;
        uint _30 = _7;
        uint _38 = ((_29 & 1u) != 0u) ? ((_29 * 3u) + 1u) : (_29 >> 1u);
        _39 = _30 + 1u;
        _6 = _38;
        _7 = _39;
        if ((_39 < 50u) && (_38 != 1u))
        {
            continue;
        }
        else
        {
            break;
        }
    }
    u0.words[gl_GlobalInvocationID.x] = _39;
}

