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
    uint _6 = 0u;
    uint _7 = 0u;
    uint _9;
    for (;;)
    {
        uint _34 = _7;
        uint _8 = _6;
        if (!((_34 & 3u) == 1u))
        {
            uint _40 = (_34 * t0.words[gl_GlobalInvocationID.x]) + _6;
            _9 = _40;
            _8 = _40;
            if (_40 > 500u)
            {
                break;
            }
            else
            {
            }
        }
        uint _44 = _34 + 1u;
        _6 = _8;
        _7 = _44;
        _9 = _8;
        if (_44 < 32u)
        {
            continue;
        }
        else
        {
            break;
        }
    }
    u0.words[gl_GlobalInvocationID.x] = _9;
}

