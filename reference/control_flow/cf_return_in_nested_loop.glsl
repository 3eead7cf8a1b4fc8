#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _49;

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
    uint _RESERVED_IDENTIFIER_FIXUP_2_exit = 0u;
    uint _8 = 0u;
    uint _9 = 0u;
    uint _52;
    uint _6;
    uint _7;
    for (;;)
    {
        _52 = _9;
        uint _12 = _8;
        if (!(_52 == (t0.words[gl_GlobalInvocationID.x] % 5u)))
        {
            uint _10 = _8;
            uint _11 = 0u;
            uint _60;
            for (;;)
            {
                _6 = _11;
                _60 = (_11 ^ _52) + _10;
                if (_60 == (t0.words[gl_GlobalInvocationID.x] + 10u))
                {
                    _RESERVED_IDENTIFIER_FIXUP_2_exit = 0u;
                    break;
                }
                uint _65 = _6 + 1u;
                _10 = _60;
                _11 = _65;
                if (_65 < 6u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_2_exit = 1u;
                    break;
                }
            }
            bool _26_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_2_exit)
            {
                case 0u:
                {
                    _exit = 0u;
                    _26_ladder_break = true;
                    break;
                }
            }
            if (_26_ladder_break)
            {
                break;
            }
            _12 = _60;
        }
        _7 = _12;
        uint _70 = _52 + 1u;
        _8 = _12;
        _9 = _70;
        if (_70 < 6u)
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
            u0.words[gl_GlobalInvocationID.x] = ((_52 * 10u) + 50000u) + _6;
            break;
        }
        default:
        {
            u0.words[gl_GlobalInvocationID.x] = _7;
            break;
        }
    }
}

