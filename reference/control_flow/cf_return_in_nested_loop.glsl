#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _50;

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
    uint _53;
    uint _6;
    uint _7;
    for (;;)
    {
        _53 = _9;
        uint _12 = _8;
        if (!(_53 == (t0.words[gl_GlobalInvocationID.x] % 5u)))
        {
            uint _10 = _8;
            uint _11 = 0u;
            uint _61;
            for (;;)
            {
                _6 = _11;
                _61 = (_11 ^ _53) + _10;
                if (_61 == (t0.words[gl_GlobalInvocationID.x] + 10u))
                {
                    _RESERVED_IDENTIFIER_FIXUP_2_exit = 0u;
                    break;
                }
                uint _66 = _6 + 1u;
                _10 = _61;
                _11 = _66;
                if (_66 < 6u)
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
                default:
                {
                    break;
                }
            }
            if (_26_ladder_break)
            {
                break;
            }
            _12 = _61;
        }
        _7 = _12;
        uint _71 = _53 + 1u;
        _8 = _12;
        _9 = _71;
        if (_71 < 6u)
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
            u0.words[gl_GlobalInvocationID.x] = ((_53 * 10u) + 50000u) + _6;
            break;
        }
        default:
        {
            u0.words[gl_GlobalInvocationID.x] = _7;
            break;
        }
    }
}

