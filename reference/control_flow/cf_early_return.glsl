#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _39;

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
    uint _exit = 0u;
    uint _38 = t0.words[gl_GlobalInvocationID.x];
    u0.words[gl_GlobalInvocationID.x] = 1u;
    if (!(_38 < 5u))
    {
        uint _6 = 0u;
        uint _7 = 0u;
        uint _50;
        uint _51;
        for (;;)
        {
            _50 = _7;
            _51 = _50 + _6;
            if (_51 > 100u)
            {
                _exit = 0u;
                break;
            }
            uint _54 = _50 + 1u;
            _6 = _51;
            _7 = _54;
            if (_54 < _38)
            {
                continue;
            }
            else
            {
                _exit = 1u;
                break;
            }
        }
        switch (_exit)
        {
            case 0u:
            {
                u0.words[gl_GlobalInvocationID.x] = _50 + 2000u;
                break;
            }
            default:
            {
                if ((_38 & 1u) == 0u)
                {
                    u0.words[gl_GlobalInvocationID.x] = _51 + 4000u;
                }
                else
                {
                    u0.words[gl_GlobalInvocationID.x] = _51 + 3000u;
                }
                break;
            }
        }
    }
}

