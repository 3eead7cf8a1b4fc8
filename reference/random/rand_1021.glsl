#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _185;

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
    uint _RESERVED_IDENTIFIER_FIXUP_4_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_7_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_1_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_19_join = 0u;
    uint _6;
    uint _7;
    uint _8;
    uint _9;
    uint _16;
    uint _17;
    uint _27;
    uint _32;
    uint _39;
    for (;;)
    {
        uint _177 = gl_GlobalInvocationID.x & 63u;
        uint _184 = t0.words[_177];
        if ((t0.words[(gl_GlobalInvocationID.x + 40u) & 63u] & 1u) == 0u)
        {
            if ((t0.words[(gl_GlobalInvocationID.x + 58u) & 63u] & 1u) == 0u)
            {
                u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
                break;
            }
            if ((_184 & 3u) == 2u)
            {
                uint _695 = t0.words[(gl_GlobalInvocationID.x + 51u) & 63u] + (gl_GlobalInvocationID.x << 2u);
                _39 = (_695 << 1u) + t0.words[(_695 + 6u) & 63u];
            }
            else
            {
                _39 = gl_GlobalInvocationID.x;
                if ((gl_GlobalInvocationID.x & 3u) == 0u)
                {
                    uint _29 = gl_GlobalInvocationID.x;
                    if (((gl_GlobalInvocationID.x ^ 49u) % 3u) == 0u)
                    {
                        uint _19 = 0u;
                        uint _20 = gl_GlobalInvocationID.x;
                        uint _28;
                        uint _408;
                        uint _409;
                        for (;;)
                        {
                            _408 = _19;
                            _409 = _20;
                            _28 = _409;
                            if ((_409 & 1u) == 0u)
                            {
                                break;
                            }
                            else
                            {
                                if (((t0.words[(_409 + 26u) & 63u] ^ 131u) % 6u) == 1u)
                                {
                                    _27 = _409;
                                    if (((t0.words[(_409 + 45u) & 63u] ^ 499u) % 6u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_19_join = 46u;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_19_join = 39u;
                                    }
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_19_join = 39u;
                                }
                                switch (_RESERVED_IDENTIFIER_FIXUP_19_join)
                                {
                                    case 39u:
                                    {
                                        uint _21 = 0u;
                                        uint _22 = _409;
                                        uint _490;
                                        uint _23;
                                        uint _24;
                                        uint _432;
                                        for (;;)
                                        {
                                            _432 = _21;
                                            _23 = 0u;
                                            _24 = _22;
                                            uint _461;
                                            for (;;)
                                            {
                                                uint _434 = _23;
                                                uint _435 = _24;
                                                uint _441 = t0.words[(_435 + 40u) & 63u] + (_435 << 3u);
                                                uint _448 = (_441 * 3u) + t0.words[(_441 + 37u) & 63u];
                                                uint _455 = (_448 << 3u) + t0.words[(_448 + 18u) & 63u];
                                                _461 = (_455 << 3u) + t0.words[(_455 + 32u) & 63u];
                                                uint _462 = _434 + 1u;
                                                _23 = _462;
                                                _24 = _461;
                                                if (_462 == 3u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            uint _25 = 0u;
                                            uint _26 = t0.words[(_461 + 4u) & 63u] + (_461 * 3u);
                                            for (;;)
                                            {
                                                uint _470 = _25;
                                                uint _476 = t0.words[(_26 + 41u) & 63u] + _26;
                                                uint _483 = (_476 << 2u) + t0.words[(_476 + 25u) & 63u];
                                                _490 = (_483 * 6u) + t0.words[(_483 + 55u) & 63u];
                                                uint _491 = _470 + 1u;
                                                _25 = _491;
                                                _26 = _490;
                                                if (_491 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            uint _493 = _432 + 1u;
                                            _21 = _493;
                                            _22 = _490;
                                            if (_493 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _27 = t0.words[(_490 + 10u) & 63u] + _490;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                uint _502 = _408 + 1u;
                                _19 = _502;
                                _20 = _27;
                                _28 = _27;
                                if (_502 < 3u)
                                {
                                    continue;
                                }
                                else
                                {
                                    break;
                                }
                            }
                        }
                        _29 = t0.words[(_28 + 45u) & 63u] + (_28 * 6u);
                    }
                    _39 = _29;
                    if (((_184 ^ 734u) % 5u) == 1u)
                    {
                        uint _33 = _29;
                        if (((_184 ^ 123u) % 5u) == 0u)
                        {
                            if ((t0.words[(_29 + 62u) & 63u] & 1u) == 0u)
                            {
                                _33 = t0.words[(_29 + 44u) & 63u] + (_29 * 3u);
                            }
                            else
                            {
                                uint _30 = 0u;
                                uint _31 = _29;
                                uint _545;
                                for (;;)
                                {
                                    uint _527 = _30;
                                    uint _528 = _31;
                                    uint _534 = t0.words[(_528 + 63u) & 63u] + (_528 * 7u);
                                    uint _539 = t0.words[(_534 + 45u) & 63u] + _534;
                                    _545 = (_539 << 2u) + t0.words[(_539 + 42u) & 63u];
                                    uint _546 = _527 + 1u;
                                    _30 = _546;
                                    _31 = _545;
                                    if (_546 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                switch (_545 % 5u)
                                {
                                    case 0u:
                                    {
                                        _32 = t0.words[(_545 + 35u) & 63u] + (_545 * 6u);
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _581 = t0.words[(_545 + 22u) & 63u] + (_545 * 7u);
                                        _32 = (_581 << 1u) + t0.words[(_581 + 48u) & 63u];
                                        break;
                                    }
                                    case 2u:
                                    {
                                        uint _568 = t0.words[(_545 + 34u) & 63u] + (_545 << 2u);
                                        _32 = (_568 << 3u) + t0.words[(_568 + 37u) & 63u];
                                        break;
                                    }
                                    case 3u:
                                    {
                                        uint _555 = t0.words[(_545 + 28u) & 63u] + (_545 * 7u);
                                        _32 = (_555 * 3u) + t0.words[(_555 + 63u) & 63u];
                                        break;
                                    }
                                    default:
                                    {
                                        _32 = t0.words[(_545 + 39u) & 63u] + (_545 * 5u);
                                        break;
                                    }
                                }
                                _33 = _32;
                                if (!((_184 & 1u) == 0u))
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _32;
                                    break;
                                }
                            }
                        }
                        uint _34 = _33;
                        if ((t0.words[(_33 + 10u) & 63u] & 1u) == 0u)
                        {
                            uint _625 = t0.words[(_33 + 21u) & 63u] + (_33 << 1u);
                            uint _631 = (_625 * 3u) + t0.words[(_625 + 45u) & 63u];
                            _34 = (_631 << 2u) + t0.words[(_631 + 54u) & 63u];
                        }
                        _39 = _34;
                        if ((_34 % 3u) == 0u)
                        {
                            uint _35 = 0u;
                            uint _36 = _34;
                            uint _38;
                            uint _642;
                            uint _643;
                            for (;;)
                            {
                                _642 = _35;
                                _643 = _36;
                                _38 = _643;
                                if ((t0.words[(_643 + 37u) & 63u] & 3u) == 1u)
                                {
                                    break;
                                }
                                else
                                {
                                    uint _37 = _643;
                                    if (((_184 ^ 69u) % 5u) == 1u)
                                    {
                                        uint _659 = t0.words[(_643 + 27u) & 63u] + (_643 * 6u);
                                        uint _666 = (_659 * 3u) + t0.words[(_659 + 20u) & 63u];
                                        _37 = (_666 << 2u) + t0.words[(_666 + 11u) & 63u];
                                    }
                                    uint _679 = t0.words[(_37 + 48u) & 63u] + (_37 << 1u);
                                    uint _685 = (_679 << 2u) + t0.words[(_679 + 19u) & 63u];
                                    uint _686 = _642 + 1u;
                                    _35 = _686;
                                    _36 = _685;
                                    _38 = _685;
                                    if (_686 < 5u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        break;
                                    }
                                }
                            }
                            _39 = _38;
                        }
                    }
                }
            }
        }
        else
        {
            uint _10 = 0u;
            uint _11 = gl_GlobalInvocationID.x;
            uint _229;
            uint _12;
            uint _13;
            uint _195;
            for (;;)
            {
                _195 = _10;
                _12 = 0u;
                _13 = _11;
                uint _14;
                uint _15;
                uint _197;
                for (;;)
                {
                    _197 = _12;
                    uint _206 = t0.words[(_13 + 32u) & 63u] + (_13 << 3u);
                    _14 = 0u;
                    _15 = t0.words[(_206 + 41u) & 63u] + _206;
                    for (;;)
                    {
                        uint _213 = _14;
                        uint _221 = t0.words[(_15 + 30u) & 63u] + (_15 << 1u);
                        _229 = (_221 * 7u) + t0.words[(_221 + 58u) & 63u];
                        if ((_229 & 3u) == 0u)
                        {
                            _16 = _229;
                            if (((_184 ^ 49u) % 6u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_1_exit = 0u;
                                break;
                            }
                        }
                        else
                        {
                            _16 = t0.words[(_229 + 27u) & 63u] + (_229 * 6u);
                        }
                        _7 = _16;
                        bool _57_ladder_break = false;
                        switch (_16 % 5u)
                        {
                            case 0u:
                            {
                                uint _283 = t0.words[(_7 + 11u) & 63u] + (_7 * 7u);
                                _6 = _283;
                                if ((t0.words[(_283 + 52u) & 63u] & 1u) == 0u)
                                {
                                    _17 = _6;
                                    if ((_184 & 1u) == 0u)
                                    {
                                        if (!((_6 & 1u) == 0u))
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_1_exit = 2u;
                                            _57_ladder_break = true;
                                            break;
                                        }
                                        _17 = _6;
                                        if (((_6 ^ 626u) % 5u) == 0u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_1_exit = 3u;
                                            _57_ladder_break = true;
                                            break;
                                        }
                                    }
                                }
                                else
                                {
                                    if (((_6 ^ 550u) % 6u) == 0u)
                                    {
                                        _17 = t0.words[(_6 + 3u) & 63u] + (_6 << 1u);
                                    }
                                    else
                                    {
                                        uint _303 = t0.words[(_6 + 47u) & 63u] + (_6 * 6u);
                                        uint _311 = (_303 << 2u) + t0.words[(_303 + 19u) & 63u];
                                        _17 = (_311 << 1u) + t0.words[(_311 + 7u) & 63u];
                                    }
                                }
                                break;
                            }
                            case 1u:
                            {
                                if ((t0.words[(_7 + 48u) & 63u] & 1u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_1_exit = 1u;
                                    _57_ladder_break = true;
                                    break;
                                }
                                _17 = t0.words[(_7 + 24u) & 63u] + _7;
                                break;
                            }
                            case 2u:
                            {
                                _17 = t0.words[(_7 + 1u) & 63u] + (_7 * 6u);
                                break;
                            }
                            case 3u:
                            {
                                _17 = t0.words[(_7 + 6u) & 63u] + (_7 * 3u);
                                break;
                            }
                            default:
                            {
                                _17 = t0.words[(_7 + 29u) & 63u] + (_7 << 2u);
                                break;
                            }
                        }
                        if (_57_ladder_break)
                        {
                            break;
                        }
                        _8 = _17;
                        uint _345 = _213 + 1u;
                        _14 = _345;
                        _15 = _17;
                        if (_345 < 3u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_1_exit = 4u;
                            break;
                        }
                    }
                    bool _81_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_1_exit)
                    {
                        case 0u:
                        {
                            _RESERVED_IDENTIFIER_FIXUP_7_exit = 0u;
                            _81_ladder_break = true;
                            break;
                        }
                        case 1u:
                        {
                            _RESERVED_IDENTIFIER_FIXUP_7_exit = 1u;
                            _81_ladder_break = true;
                            break;
                        }
                        case 2u:
                        {
                            _RESERVED_IDENTIFIER_FIXUP_7_exit = 2u;
                            _81_ladder_break = true;
                            break;
                        }
                        case 3u:
                        {
                            _RESERVED_IDENTIFIER_FIXUP_7_exit = 3u;
                            _81_ladder_break = true;
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    if (_81_ladder_break)
                    {
                        break;
                    }
                    uint _349 = _197 + 1u;
                    _12 = _349;
                    _13 = _8;
                    if (_349 < 5u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_7_exit = 4u;
                        break;
                    }
                }
                bool _89_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_7_exit)
                {
                    case 0u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_4_exit = 0u;
                        _89_ladder_break = true;
                        break;
                    }
                    case 1u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_4_exit = 1u;
                        _89_ladder_break = true;
                        break;
                    }
                    case 2u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_4_exit = 2u;
                        _89_ladder_break = true;
                        break;
                    }
                    case 3u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_4_exit = 3u;
                        _89_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_89_ladder_break)
                {
                    break;
                }
                uint _360 = t0.words[(_8 + 53u) & 63u] + (_8 << 2u);
                uint _18 = _360;
                if (((_184 ^ 811u) % 6u) == 0u)
                {
                    uint _371 = t0.words[(_360 + 45u) & 63u] + (_360 * 5u);
                    _18 = (_371 * 7u) + t0.words[(_371 + 42u) & 63u];
                }
                _9 = _18;
                uint _380 = _195 + 1u;
                _10 = _380;
                _11 = _18;
                if (_380 < 4u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_4_exit = 4u;
                    break;
                }
            }
            bool _99_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_4_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _229;
                    _99_ladder_break = true;
                    break;
                }
                case 1u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _7;
                    _99_ladder_break = true;
                    break;
                }
                case 2u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _6;
                    _99_ladder_break = true;
                    break;
                }
                case 3u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _6;
                    _99_ladder_break = true;
                    break;
                }
                default:
                {
                    break;
                }
            }
            if (_99_ladder_break)
            {
                break;
            }
            _39 = _9;
        }
        u0.words[gl_GlobalInvocationID.x] = _39;
        break;
    }
}

