#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _291;

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
    uint _RESERVED_IDENTIFIER_FIXUP_72_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_89_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_31_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_40_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_26_exit = 0u;
    uint _6;
    uint _7;
    uint _8;
    uint _9;
    uint _10;
    uint _16;
    uint _17;
    uint _24;
    uint _25;
    uint _41;
    uint _42;
    uint _45;
    uint _50;
    uint _51;
    uint _52;
    uint _53;
    uint _62;
    uint _63;
    for (;;)
    {
        uint _283 = gl_GlobalInvocationID.x & 63u;
        uint _290 = t0.words[_283];
        uint _300 = t0.words[(gl_GlobalInvocationID.x + 11u) & 63u] + (gl_GlobalInvocationID.x * 6u);
        if ((_300 % 5u) == 0u)
        {
            uint _317 = t0.words[(_300 + 35u) & 63u] + _300;
            _17 = _317;
            if (((t0.words[(_317 + 5u) & 63u] ^ 837u) % 3u) == 0u)
            {
                switch (_317 & 3u)
                {
                    case 0u:
                    {
                        _16 = t0.words[(_317 + 7u) & 63u] + (_317 << 3u);
                        break;
                    }
                    case 1u:
                    {
                        if ((_317 % 3u) == 0u)
                        {
                            uint _343 = t0.words[(_317 + 60u) & 63u] + (_317 * 3u);
                            if ((_343 & 3u) == 3u)
                            {
                                uint _15 = _343;
                                if (((_343 ^ 987u) % 6u) == 0u)
                                {
                                    uint _11 = 0u;
                                    uint _12 = t0.words[(_343 + 31u) & 63u] + (_343 << 1u);
                                    uint _384;
                                    for (;;)
                                    {
                                        uint _368 = _11;
                                        uint _369 = _12;
                                        uint _377 = t0.words[(_369 + 14u) & 63u] + (_369 * 7u);
                                        _384 = (_377 << 1u) + t0.words[(_377 + 44u) & 63u];
                                        uint _385 = _368 + 1u;
                                        _11 = _385;
                                        _12 = _384;
                                        if (_385 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _13 = 0u;
                                    uint _14 = _384;
                                    uint _410;
                                    for (;;)
                                    {
                                        uint _387 = _13;
                                        uint _388 = _14;
                                        uint _395 = t0.words[(_388 + 42u) & 63u] + (_388 * 6u);
                                        uint _403 = (_395 << 2u) + t0.words[(_395 + 22u) & 63u];
                                        _410 = (_403 * 5u) + t0.words[(_403 + 18u) & 63u];
                                        uint _411 = _387 + 1u;
                                        _13 = _411;
                                        _14 = _410;
                                        if (_411 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _15 = _410;
                                }
                                _16 = t0.words[(_15 + 62u) & 63u] + (_15 * 3u);
                            }
                            else
                            {
                                _16 = _343;
                                if (((_343 ^ 137u) % 5u) == 0u)
                                {
                                    _16 = t0.words[(_343 + 36u) & 63u] + (_343 * 5u);
                                }
                            }
                        }
                        else
                        {
                            _16 = t0.words[(_317 + 23u) & 63u] + (_317 << 3u);
                        }
                        break;
                    }
                    default:
                    {
                        _16 = t0.words[(_317 + 50u) & 63u] + _317;
                        break;
                    }
                }
                _17 = t0.words[(_16 + 58u) & 63u] + (_16 * 3u);
            }
        }
        else
        {
            _17 = t0.words[(_300 + 13u) & 63u] + (_300 * 5u);
        }
        if (((_290 ^ 876u) % 5u) == 0u)
        {
            u0.words[gl_GlobalInvocationID.x] = _17;
            break;
        }
        uint _450 = t0.words[(_17 + 13u) & 63u];
        uint _451 = _450 + (_17 * 5u);
        if ((_451 & 3u) == 1u)
        {
            u0.words[gl_GlobalInvocationID.x] = _451;
            break;
        }
        uint _18 = 0u;
        uint _19 = t0.words[(_451 + 17u) & 63u] + (_451 << 2u);
        for (;;)
        {
            uint _461 = _18;
            if (((t0.words[(_19 + 63u) & 63u] ^ 943u) % 5u) == 0u)
            {
                _25 = t0.words[(_19 + 41u) & 63u] + _19;
            }
            else
            {
                uint _20 = 0u;
                uint _21 = _19;
                for (;;)
                {
                    uint _471 = _20;
                    _6 = _21;
                    if (((_21 ^ 188u) % 6u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_89_exit = 0u;
                        break;
                    }
                    _24 = _6;
                    if ((t0.words[(_6 + 20u) & 63u] & 1u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_89_exit = 1u;
                        break;
                    }
                    uint _22 = 0u;
                    uint _23 = _6;
                    uint _497;
                    for (;;)
                    {
                        uint _486 = _22;
                        uint _487 = _23;
                        uint _492 = t0.words[(_487 + 63u) & 63u] + _487;
                        _497 = t0.words[(_492 + 1u) & 63u] + _492;
                        uint _498 = _486 + 1u;
                        _22 = _498;
                        _23 = _497;
                        if (_498 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _500 = _471 + 1u;
                    _20 = _500;
                    _21 = _497;
                    _24 = _497;
                    if (_500 < 3u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_89_exit = 1u;
                        break;
                    }
                }
                bool _115_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_89_exit)
                {
                    case 0u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_72_exit = 0u;
                        _115_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_115_ladder_break)
                {
                    break;
                }
                _25 = _24;
            }
            _7 = _25;
            uint _511 = _461 + 1u;
            _18 = _511;
            _19 = _25;
            if (_511 < 5u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_72_exit = 1u;
                break;
            }
        }
        bool _122_ladder_break = false;
        switch (_RESERVED_IDENTIFIER_FIXUP_72_exit)
        {
            case 0u:
            {
                u0.words[gl_GlobalInvocationID.x] = _6;
                _122_ladder_break = true;
                break;
            }
            default:
            {
                break;
            }
        }
        if (_122_ladder_break)
        {
            break;
        }
        uint _28 = _7;
        if (((_7 ^ 919u) % 6u) == 1u)
        {
            uint _26 = 0u;
            uint _27 = _7;
            uint _534;
            for (;;)
            {
                uint _526 = _26;
                uint _527 = _27;
                _534 = t0.words[(_527 + 16u) & 63u] + (_527 * 7u);
                uint _535 = _526 + 1u;
                _26 = _535;
                _27 = _534;
                if (_535 == 2u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            _28 = _534;
        }
        bool _539 = (_290 & 1u) == 0u;
        uint _29 = _28;
        if (_539)
        {
            uint _546 = t0.words[(_28 + 24u) & 63u] + (_28 * 5u);
            uint _552 = (_546 << 3u) + t0.words[(_546 + 42u) & 63u];
            _29 = (_552 << 2u) + t0.words[(_552 + 37u) & 63u];
        }
        uint _30 = 0u;
        uint _31 = _29;
        uint _575;
        for (;;)
        {
            uint _561 = _30;
            uint _562 = _31;
            uint _568 = t0.words[(_562 + 52u) & 63u];
            uint _569 = _568 + (_562 * 5u);
            uint _574 = t0.words[(_569 + 13u) & 63u];
            _575 = (_569 * 7u) + _574;
            uint _576 = _561 + 1u;
            _30 = _576;
            _31 = _575;
            if (_576 == 2u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        if (((_575 ^ 955u) % 6u) == 0u)
        {
            uint _32 = 0u;
            uint _33 = _575;
            uint _643;
            for (;;)
            {
                uint _637 = _32;
                uint _638 = _33;
                uint _642 = t0.words[_638 & 63u];
                _643 = _642 + (_638 * 6u);
                uint _644 = _637 + 1u;
                _32 = _644;
                _33 = _643;
                if (_644 == 5u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            uint _650 = t0.words[(_643 + 7u) & 63u];
            uint _651 = _650 + (_643 * 6u);
            bool _162_ladder_break = false;
            switch (_651 % 5u)
            {
                case 0u:
                {
                    _53 = t0.words[(_651 + 54u) & 63u] + (_651 << 3u);
                    break;
                }
                case 1u:
                {
                    _53 = _651;
                    if (((_290 ^ 945u) % 3u) == 1u)
                    {
                        _53 = _651;
                        if (((_651 ^ 648u) % 3u) == 0u)
                        {
                            uint _34 = 0u;
                            uint _35 = _651;
                            uint _901;
                            for (;;)
                            {
                                uint _900 = _34;
                                _901 = _35;
                                if (((_290 ^ 274u) % 5u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_26_exit = 0u;
                                    break;
                                }
                                uint _38 = _901;
                                if (!(((_290 ^ 856u) % 5u) == 1u))
                                {
                                    uint _36 = 0u;
                                    uint _37 = _901;
                                    uint _918;
                                    for (;;)
                                    {
                                        uint _910 = _36;
                                        uint _911 = _37;
                                        _918 = t0.words[(_911 + 55u) & 63u] + (_911 * 3u);
                                        uint _919 = _910 + 1u;
                                        _36 = _919;
                                        _37 = _918;
                                        if (_919 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _38 = _918;
                                }
                                _8 = _38;
                                uint _922 = _900 + 1u;
                                _34 = _922;
                                _35 = _38;
                                if (_922 < 3u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_26_exit = 1u;
                                    break;
                                }
                            }
                            bool _226_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_26_exit)
                            {
                                case 0u:
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _901;
                                    _226_ladder_break = true;
                                    _162_ladder_break = true;
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            if (_226_ladder_break)
                            {
                                break;
                            }
                            _53 = t0.words[(_8 + 31u) & 63u] + (_8 * 6u);
                        }
                    }
                    break;
                }
                case 2u:
                {
                    if ((t0.words[(_651 + 8u) & 63u] & 3u) == 2u)
                    {
                        uint _39 = 0u;
                        uint _40 = _651;
                        uint _824;
                        for (;;)
                        {
                            uint _810 = _39;
                            uint _811 = _40;
                            uint _816 = t0.words[(_811 + 56u) & 63u];
                            uint _817 = _816 + (_811 * 5u);
                            uint _823 = t0.words[(_817 + 51u) & 63u];
                            _824 = (_817 * 5u) + _823;
                            uint _825 = _810 + 1u;
                            _39 = _825;
                            _40 = _824;
                            if (_825 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        bool _195_ladder_break = false;
                        switch (_824 & 3u)
                        {
                            case 0u:
                            {
                                _41 = t0.words[(_824 + 14u) & 63u] + (_824 * 7u);
                                break;
                            }
                            case 1u:
                            {
                                uint _834 = t0.words[(_824 + 43u) & 63u] + (_824 * 3u);
                                _41 = _834;
                                if ((_290 & 3u) == 1u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _834;
                                    _195_ladder_break = true;
                                    _162_ladder_break = true;
                                    break;
                                }
                                break;
                            }
                            default:
                            {
                                _41 = _824;
                                if (((_824 ^ 813u) % 5u) == 1u)
                                {
                                    if (((_824 ^ 853u) % 3u) == 1u)
                                    {
                                        uint _877 = t0.words[(_824 + 47u) & 63u] + _824;
                                        _41 = _877;
                                        if (!_539)
                                        {
                                            _41 = t0.words[(_877 + 28u) & 63u] + (_877 * 5u);
                                        }
                                    }
                                    else
                                    {
                                        uint _858 = t0.words[(_824 + 32u) & 63u] + (_824 * 3u);
                                        _41 = _858;
                                        if (!((t0.words[(_858 + 23u) & 63u] & 1u) == 0u))
                                        {
                                            _41 = t0.words[(_858 + 34u) & 63u] + (_858 * 3u);
                                        }
                                    }
                                }
                                break;
                            }
                        }
                        if (_195_ladder_break)
                        {
                            break;
                        }
                        _53 = t0.words[(_41 + 9u) & 63u] + (_41 << 2u);
                    }
                    else
                    {
                        _53 = _651;
                        if (((t0.words[(_651 + 16u) & 63u] ^ 835u) % 5u) == 0u)
                        {
                            if ((t0.words[(_651 + 56u) & 63u] & 3u) == 0u)
                            {
                                switch (_651 & 3u)
                                {
                                    case 0u:
                                    {
                                        uint _777 = t0.words[(_651 + 11u) & 63u] + (_651 << 3u);
                                        _45 = (_777 * 3u) + t0.words[(_777 + 35u) & 63u];
                                        break;
                                    }
                                    case 1u:
                                    {
                                        if ((_651 % 3u) == 0u)
                                        {
                                            uint _742 = t0.words[(_651 + 25u) & 63u] + (_651 << 3u);
                                            _42 = (_742 << 3u) + t0.words[(_742 + 28u) & 63u];
                                        }
                                        else
                                        {
                                            _42 = t0.words[(_651 + 17u) & 63u] + (_651 * 6u);
                                        }
                                        if ((_42 % 3u) == 0u)
                                        {
                                            uint _765 = t0.words[(_42 + 38u) & 63u] + (_42 * 3u);
                                            _45 = (_765 << 3u) + t0.words[(_765 + 42u) & 63u];
                                        }
                                        else
                                        {
                                            _45 = t0.words[(_42 + 29u) & 63u] + (_42 * 6u);
                                        }
                                        break;
                                    }
                                    default:
                                    {
                                        uint _43 = 0u;
                                        uint _44 = _651;
                                        uint _801;
                                        for (;;)
                                        {
                                            uint _784 = _43;
                                            uint _785 = _44;
                                            uint _790 = t0.words[(_785 + 7u) & 63u] + _785;
                                            uint _795 = t0.words[(_790 + 60u) & 63u] + _790;
                                            _801 = (_795 << 2u) + t0.words[(_795 + 28u) & 63u];
                                            uint _802 = _784 + 1u;
                                            _43 = _802;
                                            _44 = _801;
                                            if (_802 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _45 = _801;
                                        break;
                                    }
                                }
                            }
                            else
                            {
                                uint _680 = t0.words[(_651 + 60u) & 63u] + (_651 * 3u);
                                if ((_680 % 5u) == 0u)
                                {
                                    uint _720 = t0.words[(_680 + 44u) & 63u] + (_680 * 5u);
                                    _45 = (_720 << 1u) + t0.words[(_720 + 44u) & 63u];
                                }
                                else
                                {
                                    switch (_680 & 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _702 = t0.words[(_680 + 45u) & 63u] + (_680 * 6u);
                                            _45 = (_702 * 3u) + t0.words[(_702 + 28u) & 63u];
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _689 = t0.words[(_680 + 41u) & 63u] + (_680 * 5u);
                                            _45 = (_689 * 3u) + t0.words[(_689 + 63u) & 63u];
                                            break;
                                        }
                                        default:
                                        {
                                            _45 = t0.words[(_680 + 4u) & 63u] + (_680 << 2u);
                                            break;
                                        }
                                    }
                                }
                            }
                            _53 = _45;
                            if (((_45 ^ 473u) % 3u) == 1u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _45;
                                _162_ladder_break = true;
                                break;
                            }
                        }
                    }
                    break;
                }
                default:
                {
                    _53 = t0.words[(_651 + 9u) & 63u] + (_651 * 7u);
                    break;
                }
            }
            if (_162_ladder_break)
            {
                break;
            }
        }
        else
        {
            uint _46 = 0u;
            uint _47 = t0.words[(_575 + 28u) & 63u] + (_575 << 2u);
            uint _625;
            uint _48;
            uint _49;
            uint _589;
            for (;;)
            {
                _589 = _46;
                _48 = 0u;
                _49 = t0.words[(_47 + 3u) & 63u] + (_47 * 5u);
                for (;;)
                {
                    uint _597 = _48;
                    uint _603 = _49 << 1u;
                    if (((_49 ^ 772u) % 5u) == 1u)
                    {
                        _50 = t0.words[(_49 + 57u) & 63u] + _603;
                    }
                    else
                    {
                        uint _608 = t0.words[(_49 + 50u) & 63u] + _603;
                        _10 = _608;
                        _50 = _608;
                        if ((_290 & 3u) == 3u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_40_exit = 0u;
                            break;
                        }
                    }
                    _9 = _50;
                    uint _618 = _597 + 1u;
                    _48 = _618;
                    _49 = _50;
                    if (_618 < 5u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_40_exit = 1u;
                        break;
                    }
                }
                switch (_RESERVED_IDENTIFIER_FIXUP_40_exit)
                {
                    case 0u:
                    {
                        _51 = 3u;
                        _52 = _10;
                        break;
                    }
                    default:
                    {
                        _51 = _290 & 3u;
                        _52 = _9;
                        break;
                    }
                }
                _625 = _52;
                if (_51 == 2u)
                {
                    _RESERVED_IDENTIFIER_FIXUP_31_exit = 0u;
                    break;
                }
                uint _627 = _589 + 1u;
                _46 = _627;
                _47 = _625;
                if (_627 < 4u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_31_exit = 1u;
                    break;
                }
            }
            bool _154_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_31_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _625;
                    _154_ladder_break = true;
                    break;
                }
                default:
                {
                    break;
                }
            }
            if (_154_ladder_break)
            {
                break;
            }
            _53 = t0.words[(_625 + 35u) & 63u] + _625;
        }
        uint _950 = t0.words[(_53 + 18u) & 63u];
        uint _951 = _950 + _53;
        if ((_951 % 3u) == 0u)
        {
            uint _54 = 0u;
            uint _55 = _951;
            uint _1105;
            for (;;)
            {
                uint _1098 = _54;
                uint _1099 = _55;
                _1105 = t0.words[(_1099 + 57u) & 63u] + (_1099 * 3u);
                uint _1106 = _1098 + 1u;
                _54 = _1106;
                _55 = _1105;
                if (_1106 == 5u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            _63 = t0.words[(_1105 + 22u) & 63u] + (_1105 << 1u);
        }
        else
        {
            _63 = _951;
            if (((_290 ^ 509u) % 5u) == 1u)
            {
                uint _962 = t0.words[(_951 + 1u) & 63u];
                uint _963 = _962 + (_951 << 3u);
                _63 = _963;
                bool _237_ladder_break = false;
                switch (_963 % 3u)
                {
                    case 0u:
                    {
                        uint _56 = 0u;
                        uint _57 = _963;
                        uint _1060;
                        for (;;)
                        {
                            uint _1047 = _56;
                            uint _1048 = _57;
                            uint _1053 = t0.words[(_1048 + 34u) & 63u];
                            uint _1054 = _1053 + (_1048 * 3u);
                            uint _1059 = t0.words[(_1054 + 23u) & 63u];
                            _1060 = (_1054 << 2u) + _1059;
                            uint _1061 = _1047 + 1u;
                            _56 = _1061;
                            _57 = _1060;
                            if (_1061 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        if (((t0.words[(_1060 + 40u) & 63u] ^ 932u) % 5u) == 0u)
                        {
                            if (((_290 ^ 383u) % 3u) == 1u)
                            {
                                _63 = _1060;
                                if (((_1060 ^ 296u) % 3u) == 0u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _1060;
                                    _237_ladder_break = true;
                                    break;
                                }
                            }
                            else
                            {
                                uint _1086 = t0.words[(_1060 + 50u) & 63u] + (_1060 * 5u);
                                _63 = (_1086 * 7u) + t0.words[(_1086 + 32u) & 63u];
                            }
                        }
                        else
                        {
                            _63 = t0.words[(_1060 + 11u) & 63u] + _1060;
                        }
                        break;
                    }
                    case 1u:
                    {
                        uint _58 = _963;
                        uint _59 = 0u;
                        for (;;)
                        {
                            uint _966 = _59;
                            uint _61 = _58;
                            if (((t0.words[(_58 + 15u) & 63u] ^ 518u) % 5u) == 0u)
                            {
                                if (((_290 ^ 41u) % 5u) == 0u)
                                {
                                    uint _60 = _58;
                                    if (((t0.words[(_58 + 21u) & 63u] ^ 867u) % 5u) == 1u)
                                    {
                                        uint _1018 = t0.words[(_58 + 43u) & 63u] + (_58 * 5u);
                                        uint _1024 = (_1018 * 7u) + t0.words[(_1018 + 20u) & 63u];
                                        _60 = (_1024 * 6u) + t0.words[(_1024 + 49u) & 63u];
                                    }
                                    uint _1038 = t0.words[(_60 + 32u) & 63u] + (_60 << 3u);
                                    _62 = _1038;
                                    _61 = _1038;
                                    if (((_290 ^ 866u) % 6u) == 1u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                    }
                                }
                                else
                                {
                                    _61 = _58;
                                    if (!((t0.words[(_58 + 44u) & 63u] & 1u) == 0u))
                                    {
                                        uint _991 = t0.words[(_58 + 53u) & 63u] + (_58 << 1u);
                                        uint _998 = (_991 * 3u) + t0.words[(_991 + 21u) & 63u];
                                        _61 = (_998 * 7u) + t0.words[(_998 + 5u) & 63u];
                                    }
                                }
                            }
                            uint _1044 = _966 + 1u;
                            _58 = _61;
                            _59 = _1044;
                            _62 = _61;
                            if (_1044 < 4u)
                            {
                                continue;
                            }
                            else
                            {
                                break;
                            }
                        }
                        _63 = _62;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_237_ladder_break)
                {
                    break;
                }
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _63;
        break;
    }
}

