#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _224;

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
    uint _RESERVED_IDENTIFIER_FIXUP_9_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_02_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_63_exit = 0u;
    uint _6;
    uint _7;
    uint _23;
    uint _24;
    uint _25;
    uint _26;
    uint _27;
    uint _34;
    uint _41;
    uint _44;
    uint _48;
    for (;;)
    {
        uint _216 = gl_GlobalInvocationID.x & 63u;
        uint _223 = t0.words[_216];
        uint _8 = gl_GlobalInvocationID.x;
        bool _58_ladder_break = false;
        switch (gl_GlobalInvocationID.x & 3u)
        {
            case 0u:
            {
                if ((t0.words[(gl_GlobalInvocationID.x + 10u) & 63u] & 3u) == 0u)
                {
                    u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
                    _58_ladder_break = true;
                    break;
                }
                _8 = t0.words[(gl_GlobalInvocationID.x + 60u) & 63u] + (gl_GlobalInvocationID.x << 3u);
                break;
            }
            case 1u:
            {
                _8 = t0.words[(gl_GlobalInvocationID.x + 41u) & 63u] + (gl_GlobalInvocationID.x * 3u);
                break;
            }
            case 2u:
            {
                _8 = t0.words[(gl_GlobalInvocationID.x + 21u) & 63u] + (gl_GlobalInvocationID.x << 2u);
                break;
            }
            default:
            {
                break;
            }
        }
        if (_58_ladder_break)
        {
            break;
        }
        uint _9 = 0u;
        uint _10 = _8;
        uint _280;
        for (;;)
        {
            uint _264 = _9;
            uint _273 = t0.words[(_10 + 8u) & 63u] + (_10 * 7u);
            _280 = (_273 * 7u) + t0.words[(_273 + 20u) & 63u];
            if (!((t0.words[(_280 + 61u) & 63u] & 1u) == 0u))
            {
                _RESERVED_IDENTIFIER_FIXUP_9_exit = 0u;
                break;
            }
            uint _288 = _264 + 1u;
            _9 = _288;
            _10 = _280;
            if (_288 < 3u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_9_exit = 1u;
                break;
            }
        }
        bool _71_ladder_break = false;
        switch (_RESERVED_IDENTIFIER_FIXUP_9_exit)
        {
            case 0u:
            {
                u0.words[gl_GlobalInvocationID.x] = _280;
                _71_ladder_break = true;
                break;
            }
            default:
            {
                break;
            }
        }
        if (_71_ladder_break)
        {
            break;
        }
        uint _49 = _280;
        bool _74_ladder_break = false;
        switch (_280 % 5u)
        {
            case 0u:
            {
                uint _883 = t0.words[(_280 + 29u) & 63u] + (_280 << 2u);
                _49 = (_883 * 6u) + t0.words[(_883 + 21u) & 63u];
                break;
            }
            case 1u:
            {
                uint _11 = 0u;
                uint _12 = _280;
                uint _697;
                for (;;)
                {
                    uint _685 = _11;
                    uint _692 = t0.words[(_12 + 25u) & 63u] + (_12 * 7u);
                    _697 = (_692 * 5u) + t0.words[_692 & 63u];
                    if ((t0.words[(_697 + 4u) & 63u] & 1u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                        break;
                    }
                    uint _13 = 0u;
                    uint _14 = _697;
                    uint _15;
                    uint _16;
                    uint _704;
                    for (;;)
                    {
                        _704 = _13;
                        _15 = 0u;
                        _16 = _14;
                        bool _709;
                        uint _756;
                        for (;;)
                        {
                            uint _706 = _15;
                            _709 = (_223 & 1u) == 0u;
                            uint _18 = _16;
                            if (_709)
                            {
                                uint _17 = _16;
                                if (((_223 ^ 875u) % 6u) == 0u)
                                {
                                    if (((_223 ^ 400u) % 5u) == 1u)
                                    {
                                        uint _740 = t0.words[(_16 + 25u) & 63u] + (_16 * 7u);
                                        _17 = (_740 * 7u) + t0.words[(_740 + 30u) & 63u];
                                    }
                                    else
                                    {
                                        uint _723 = t0.words[(_16 + 8u) & 63u] + (_16 << 3u);
                                        uint _728 = t0.words[(_723 + 9u) & 63u] + _723;
                                        _17 = (_728 << 1u) + t0.words[(_728 + 1u) & 63u];
                                    }
                                }
                                _18 = t0.words[(_17 + 45u) & 63u] + (_17 * 5u);
                            }
                            _756 = _18;
                            uint _757 = _706 + 1u;
                            _15 = _757;
                            _16 = _756;
                            if (_757 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        if (_709)
                        {
                            uint _826 = t0.words[(_756 + 30u) & 63u] + (_756 * 3u);
                            _26 = _826;
                            _25 = _826;
                            if (((_826 ^ 963u) % 3u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_02_exit = 1u;
                                break;
                            }
                        }
                        else
                        {
                            uint _19 = 0u;
                            uint _20 = _756;
                            for (;;)
                            {
                                uint _759 = _19;
                                if ((t0.words[(_20 + 58u) & 63u] & 1u) == 0u)
                                {
                                    uint _799 = t0.words[(_20 + 46u) & 63u] + (_20 * 7u);
                                    _6 = _799;
                                    _23 = _799;
                                    if (((_799 ^ 880u) % 6u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_63_exit = 1u;
                                        break;
                                    }
                                }
                                else
                                {
                                    _24 = _20;
                                    if (((_223 ^ 481u) % 5u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_63_exit = 0u;
                                        break;
                                    }
                                    uint _21 = 0u;
                                    uint _22 = _20;
                                    uint _791;
                                    for (;;)
                                    {
                                        uint _771 = _21;
                                        uint _772 = _22;
                                        uint _778 = t0.words[(_772 + 37u) & 63u] + _772;
                                        uint _785 = (_778 << 1u) + t0.words[(_778 + 22u) & 63u];
                                        _791 = (_785 * 7u) + t0.words[(_785 + 21u) & 63u];
                                        uint _792 = _771 + 1u;
                                        _21 = _792;
                                        _22 = _791;
                                        if (_792 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _23 = _791;
                                }
                                uint _810 = t0.words[(_23 + 5u) & 63u] + (_23 * 6u);
                                uint _811 = _759 + 1u;
                                _19 = _811;
                                _20 = _810;
                                _24 = _810;
                                if (_811 < 3u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_63_exit = 0u;
                                    break;
                                }
                            }
                            bool _180_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_63_exit)
                            {
                                case 0u:
                                {
                                    break;
                                }
                                default:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_02_exit = 0u;
                                    _180_ladder_break = true;
                                    break;
                                }
                            }
                            if (_180_ladder_break)
                            {
                                break;
                            }
                            _25 = t0.words[(_24 + 23u) & 63u] + (_24 * 3u);
                        }
                        uint _838 = t0.words[(_25 + 29u) & 63u] + (_25 * 6u);
                        uint _845 = (_838 << 2u) + t0.words[(_838 + 14u) & 63u];
                        uint _846 = _704 + 1u;
                        _13 = _846;
                        _14 = _845;
                        _26 = _845;
                        if (_846 < 5u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_02_exit = 1u;
                            break;
                        }
                    }
                    bool _190_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_02_exit)
                    {
                        case 0u:
                        {
                            _RESERVED_IDENTIFIER_FIXUP_0_exit = 1u;
                            _190_ladder_break = true;
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    if (_190_ladder_break)
                    {
                        break;
                    }
                    _7 = _26;
                    uint _850 = _685 + 1u;
                    _11 = _850;
                    _12 = _26;
                    if (_850 < 2u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_0_exit = 2u;
                        break;
                    }
                }
                bool _197_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
                {
                    case 0u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _697;
                        _197_ladder_break = true;
                        _74_ladder_break = true;
                        break;
                    }
                    case 1u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _6;
                        _197_ladder_break = true;
                        _74_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_197_ladder_break)
                {
                    break;
                }
                _49 = _7;
                if ((_7 & 3u) == 2u)
                {
                    uint _865 = t0.words[(_7 + 61u) & 63u] + (_7 << 1u);
                    uint _871 = (_865 * 6u) + t0.words[(_865 + 15u) & 63u];
                    _49 = (_871 << 2u) + t0.words[(_871 + 29u) & 63u];
                }
                break;
            }
            case 2u:
            {
                _49 = t0.words[(_280 + 9u) & 63u] + _280;
                break;
            }
            case 3u:
            {
                uint _35 = _280;
                if (((t0.words[(_280 + 33u) & 63u] ^ 354u) % 6u) == 1u)
                {
                    if ((_280 % 3u) == 0u)
                    {
                        _34 = _280;
                        if (((_223 ^ 189u) % 3u) == 1u)
                        {
                            if ((_280 & 3u) == 0u)
                            {
                                if (((_223 ^ 743u) % 5u) == 0u)
                                {
                                    uint _356 = t0.words[(_280 + 1u) & 63u] + (_280 * 6u);
                                    _27 = (_356 * 6u) + t0.words[(_356 + 58u) & 63u];
                                }
                                else
                                {
                                    uint _335 = t0.words[(_280 + 57u) & 63u] + _280;
                                    if ((_223 & 3u) == 3u)
                                    {
                                        _27 = t0.words[(_335 + 8u) & 63u] + (_335 * 7u);
                                    }
                                    else
                                    {
                                        _27 = t0.words[(_335 + 59u) & 63u] + (_335 * 6u);
                                    }
                                }
                                switch (_27 % 5u)
                                {
                                    case 0u:
                                    {
                                        uint _403 = t0.words[(_27 + 27u) & 63u] + (_27 << 2u);
                                        _34 = (_403 * 5u) + t0.words[(_403 + 32u) & 63u];
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _28 = 0u;
                                        uint _29 = _27;
                                        uint _394;
                                        for (;;)
                                        {
                                            uint _366 = _28;
                                            uint _367 = _29;
                                            uint _374 = t0.words[(_367 + 51u) & 63u] + (_367 << 3u);
                                            uint _380 = (_374 * 6u) + t0.words[(_374 + 41u) & 63u];
                                            uint _387 = (_380 << 3u) + t0.words[(_380 + 52u) & 63u];
                                            _394 = (_387 * 5u) + t0.words[(_387 + 32u) & 63u];
                                            uint _395 = _366 + 1u;
                                            _28 = _395;
                                            _29 = _394;
                                            if (_395 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _34 = _394;
                                        break;
                                    }
                                    default:
                                    {
                                        uint _30 = 0u;
                                        uint _31 = _27;
                                        uint _418;
                                        for (;;)
                                        {
                                            uint _410 = _30;
                                            uint _411 = _31;
                                            _418 = t0.words[(_411 + 46u) & 63u] + (_411 << 2u);
                                            uint _419 = _410 + 1u;
                                            _30 = _419;
                                            _31 = _418;
                                            if (_419 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _34 = _418;
                                        break;
                                    }
                                }
                            }
                            else
                            {
                                uint _32 = 0u;
                                uint _33 = _280;
                                uint _323;
                                for (;;)
                                {
                                    uint _318 = _32;
                                    uint _319 = _33;
                                    uint _322 = subgroupAdd(_319 & 255u);
                                    _323 = _322 + _319;
                                    uint _324 = _318 + 1u;
                                    _32 = _324;
                                    _33 = _323;
                                    if (_324 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _34 = _323;
                            }
                        }
                    }
                    else
                    {
                        _34 = t0.words[(_280 + 48u) & 63u] + _280;
                    }
                    uint _428 = t0.words[(_34 + 4u) & 63u] + (_34 * 7u);
                    _35 = _428 + subgroupAdd(_428 & 255u);
                }
                _49 = _35;
                if (!((_35 & 1u) == 0u))
                {
                    uint _440 = t0.words[(_35 + 19u) & 63u] + _35;
                    _49 = _440;
                    if (((_440 ^ 669u) % 5u) == 0u)
                    {
                        if ((_440 % 3u) == 0u)
                        {
                            if ((_223 & 1u) == 0u)
                            {
                                switch (_440 & 3u)
                                {
                                    case 0u:
                                    {
                                        uint _36 = _440;
                                        if (((_223 ^ 978u) % 3u) == 0u)
                                        {
                                            uint _562 = t0.words[(_440 + 28u) & 63u] + _440;
                                            uint _568 = (_562 << 1u) + t0.words[(_562 + 58u) & 63u];
                                            _36 = (_568 * 7u) + t0.words[(_568 + 31u) & 63u];
                                        }
                                        _41 = t0.words[(_36 + 42u) & 63u] + (_36 << 1u);
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _37 = 0u;
                                        uint _38 = subgroupAdd(_440 & 255u) + _440;
                                        uint _550;
                                        for (;;)
                                        {
                                            uint _531 = _37;
                                            uint _532 = _38;
                                            uint _538 = t0.words[(_532 + 52u) & 63u] + (_532 * 5u);
                                            uint _544 = (_538 << 2u) + t0.words[(_538 + 53u) & 63u];
                                            _550 = (_544 * 5u) + t0.words[(_544 + 51u) & 63u];
                                            uint _551 = _531 + 1u;
                                            _37 = _551;
                                            _38 = _550;
                                            if (_551 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _41 = _550;
                                        break;
                                    }
                                    case 2u:
                                    {
                                        _41 = t0.words[(_440 + 53u) & 63u] + (_440 << 2u);
                                        break;
                                    }
                                    default:
                                    {
                                        uint _39 = 0u;
                                        uint _40 = _440;
                                        uint _590;
                                        for (;;)
                                        {
                                            uint _583 = _39;
                                            uint _584 = _40;
                                            _590 = t0.words[(_584 + 31u) & 63u] + (_584 * 5u);
                                            uint _591 = _583 + 1u;
                                            _39 = _591;
                                            _40 = _590;
                                            if (_591 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _41 = _590;
                                        break;
                                    }
                                }
                                uint _42 = 0u;
                                uint _43 = _41;
                                uint _669;
                                for (;;)
                                {
                                    uint _594 = _42;
                                    if ((t0.words[(_43 + 33u) & 63u] & 1u) == 0u)
                                    {
                                        uint _627 = t0.words[(_43 + 35u) & 63u] + (_43 * 6u);
                                        _44 = (_627 << 3u) + t0.words[(_627 + 20u) & 63u];
                                    }
                                    else
                                    {
                                        uint _606 = t0.words[(_43 + 42u) & 63u] + _43;
                                        uint _613 = (_606 << 1u) + t0.words[(_606 + 25u) & 63u];
                                        _44 = (_613 << 1u) + t0.words[(_613 + 12u) & 63u];
                                    }
                                    uint _45 = 0u;
                                    uint _46 = _44;
                                    uint _656;
                                    for (;;)
                                    {
                                        uint _635 = _45;
                                        uint _636 = _46;
                                        uint _643 = t0.words[(_636 + 36u) & 63u] + (_636 * 5u);
                                        uint _649 = (_643 << 2u) + t0.words[(_643 + 6u) & 63u];
                                        _656 = (_649 * 7u) + t0.words[(_649 + 23u) & 63u];
                                        uint _657 = _635 + 1u;
                                        _45 = _657;
                                        _46 = _656;
                                        if (_657 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _47 = _656;
                                    if (((_656 ^ 648u) % 6u) == 0u)
                                    {
                                        _47 = t0.words[(_656 + 58u) & 63u] + (_656 * 7u);
                                    }
                                    _669 = _47;
                                    uint _670 = _594 + 1u;
                                    _42 = _670;
                                    _43 = _669;
                                    if (_670 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _48 = _669;
                            }
                            else
                            {
                                if (((_223 ^ 116u) % 5u) == 0u)
                                {
                                    if (((_440 ^ 827u) % 6u) == 1u)
                                    {
                                        uint _512 = t0.words[(_440 + 3u) & 63u] + (_440 * 6u);
                                        _48 = (_512 * 5u) + t0.words[(_512 + 15u) & 63u];
                                    }
                                    else
                                    {
                                        uint _492 = t0.words[(_440 + 51u) & 63u] + (_440 * 7u);
                                        uint _499 = (_492 << 3u) + t0.words[(_492 + 11u) & 63u];
                                        _48 = (_499 * 3u) + t0.words[(_499 + 18u) & 63u];
                                    }
                                }
                                else
                                {
                                    uint _461 = t0.words[(_440 + 31u) & 63u] + _440;
                                    uint _467 = (_461 << 1u) + t0.words[(_461 + 19u) & 63u];
                                    _48 = _467;
                                    if ((_467 & 3u) == 3u)
                                    {
                                        uint _475 = t0.words[(_467 + 48u) & 63u] + (_467 * 7u);
                                        _48 = (_475 << 1u) + t0.words[(_475 + 50u) & 63u];
                                    }
                                }
                            }
                        }
                        else
                        {
                            _48 = subgroupAdd(_440 & 255u) + _440;
                        }
                        _49 = t0.words[(_48 + 24u) & 63u] + _48;
                    }
                }
                break;
            }
            default:
            {
                break;
            }
        }
        if (_74_ladder_break)
        {
            break;
        }
        u0.words[gl_GlobalInvocationID.x] = _49;
        break;
    }
}

