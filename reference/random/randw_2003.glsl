#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _378;

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
    uint _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_6_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_25_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_56_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_65_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_68_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_66_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_69_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_95_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_11_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_79_loop_join = 0u;
    uint _370 = gl_GlobalInvocationID.x & 63u;
    uint _377 = t0.words[_370];
    uint _387 = t0.words[(gl_GlobalInvocationID.x + 36u) & 63u] + (gl_GlobalInvocationID.x << 2u);
    uint _15 = 0u;
    uint _16 = (_387 * 7u) + t0.words[(_387 + 12u) & 63u];
    uint _420;
    uint _6;
    uint _7;
    uint _8;
    uint _9;
    uint _10;
    uint _11;
    uint _17;
    uint _18;
    uint _26;
    uint _50;
    uint _51;
    uint _396;
    for (;;)
    {
        _396 = _15;
        _17 = 0u;
        _18 = t0.words[(_16 + 49u) & 63u] + (_16 * 6u);
        uint _19;
        uint _20;
        uint _406;
        for (;;)
        {
            _406 = _17;
            _19 = 0u;
            _20 = t0.words[(_18 + 46u) & 63u] + _18;
            for (;;)
            {
                uint _414 = _19;
                _420 = subgroupAdd(_20 & 255u) + _20;
                uint _423 = (_420 + 33u) & 63u;
                uint _35 = _420;
                if (((t0.words[_423] ^ 892u) % 6u) == 1u)
                {
                    bool _116_ladder_break = false;
                    switch (_420 & 3u)
                    {
                        case 0u:
                        {
                            _26 = t0.words[_423] + (_420 * 6u);
                            break;
                        }
                        case 1u:
                        {
                            _26 = t0.words[(_420 + 15u) & 63u] + (_420 * 3u);
                            break;
                        }
                        case 2u:
                        {
                            uint _21 = _420;
                            if (((t0.words[(_420 + 13u) & 63u] ^ 123u) % 5u) == 1u)
                            {
                                _21 = t0.words[(_420 + 52u) & 63u] + (_420 << 3u);
                            }
                            uint _22 = 0u;
                            uint _23 = _21;
                            uint _473;
                            uint _24;
                            uint _25;
                            uint _450;
                            for (;;)
                            {
                                _450 = _22;
                                _24 = 0u;
                                _25 = _23;
                                uint _458;
                                for (;;)
                                {
                                    uint _452 = _24;
                                    uint _453 = _25;
                                    _458 = t0.words[(_453 + 49u) & 63u] + _453;
                                    uint _459 = _452 + 1u;
                                    _24 = _459;
                                    _25 = _458;
                                    if (_459 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _467 = t0.words[(_458 + 47u) & 63u] + (_458 * 3u);
                                _473 = (_467 * 6u) + t0.words[(_467 + 2u) & 63u];
                                uint _474 = _450 + 1u;
                                _22 = _474;
                                _23 = _473;
                                if (_474 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _26 = _473;
                            break;
                        }
                        default:
                        {
                            _26 = _420;
                            if (((t0.words[(_420 + 24u) & 63u] ^ 166u) % 3u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_6_exit = 0u;
                                _116_ladder_break = true;
                                break;
                            }
                            break;
                        }
                    }
                    if (_116_ladder_break)
                    {
                        break;
                    }
                    uint _27 = 0u;
                    uint _28 = t0.words[(_26 + 3u) & 63u] + (_26 << 1u);
                    uint _581;
                    for (;;)
                    {
                        uint _501 = _27;
                        uint _29 = _28;
                        if ((_377 & 1u) == 0u)
                        {
                            uint _511 = t0.words[(_28 + 25u) & 63u] + (_28 * 5u);
                            _29 = _511;
                            if (((_377 ^ 722u) % 3u) == 1u)
                            {
                                uint _521 = t0.words[(_511 + 46u) & 63u] + (_511 << 1u);
                                uint _528 = (_521 * 3u) + t0.words[(_521 + 48u) & 63u];
                                _29 = (_528 << 3u) + t0.words[(_528 + 32u) & 63u];
                            }
                        }
                        uint _34 = _29;
                        if (!(((t0.words[_29 & 63u] ^ 251u) % 6u) == 0u))
                        {
                            uint _30 = 0u;
                            uint _31 = _29;
                            uint _575;
                            uint _32;
                            uint _33;
                            uint _544;
                            for (;;)
                            {
                                _544 = _30;
                                _32 = 0u;
                                _33 = _31;
                                for (;;)
                                {
                                    uint _546 = _32;
                                    uint _554 = t0.words[(_33 + 62u) & 63u] + (_33 * 5u);
                                    uint _561 = (_554 * 3u) + t0.words[(_554 + 23u) & 63u];
                                    uint _568 = (_561 << 3u) + t0.words[(_561 + 58u) & 63u];
                                    _575 = (_568 * 7u) + t0.words[(_568 + 37u) & 63u];
                                    uint _576 = _546 + 1u;
                                    _32 = _576;
                                    _33 = _575;
                                    if (_576 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _579 = _544 + 1u;
                                _30 = _579;
                                _31 = _575;
                                if (_579 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _34 = _575;
                        }
                        _581 = _34;
                        uint _582 = _501 + 1u;
                        _27 = _582;
                        _28 = _581;
                        if (_582 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _35 = _581;
                }
                uint _591 = t0.words[(_35 + 41u) & 63u] + (_35 * 3u);
                _6 = _591;
                uint _592 = _414 + 1u;
                _19 = _592;
                _20 = _591;
                if (_592 < 4u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_6_exit = 1u;
                    break;
                }
            }
            bool _151_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_6_exit)
            {
                case 0u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
                    _151_ladder_break = true;
                    break;
                }
            }
            if (_151_ladder_break)
            {
                break;
            }
            uint _36 = 0u;
            uint _37 = t0.words[(_6 + 20u) & 63u] + (_6 * 3u);
            for (;;)
            {
                uint _603 = _36;
                uint _39 = _37;
                if (!((_37 & 3u) == 1u))
                {
                    uint _38 = _37;
                    if (((t0.words[(_37 + 57u) & 63u] ^ 181u) % 5u) == 0u)
                    {
                        _38 = subgroupAdd(_37 & 255u) + _37;
                    }
                    _7 = _38;
                    _39 = _38;
                    if (((_38 ^ 260u) % 6u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_25_exit = 0u;
                        break;
                    }
                }
                _8 = _39;
                uint _625 = _603 + 1u;
                _36 = _625;
                _37 = _39;
                if (_625 < 4u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_25_exit = 1u;
                    break;
                }
            }
            bool _163_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_25_exit)
            {
                case 0u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_8_exit = 1u;
                    _163_ladder_break = true;
                    break;
                }
            }
            if (_163_ladder_break)
            {
                break;
            }
            uint _628 = _406 + 1u;
            _17 = _628;
            _18 = _8;
            if (_628 < 5u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_8_exit = 2u;
                break;
            }
        }
        bool _167_ladder_break = false;
        switch (_RESERVED_IDENTIFIER_FIXUP_8_exit)
        {
            case 0u:
            {
                _RESERVED_IDENTIFIER_FIXUP_9_exit = 0u;
                _167_ladder_break = true;
                break;
            }
            case 1u:
            {
                _RESERVED_IDENTIFIER_FIXUP_9_exit = 1u;
                _167_ladder_break = true;
                break;
            }
        }
        if (_167_ladder_break)
        {
            break;
        }
        uint _40 = 0u;
        uint _41 = _8;
        uint _42;
        uint _43;
        uint _633;
        for (;;)
        {
            _633 = _40;
            _42 = 0u;
            _43 = t0.words[(_41 + 58u) & 63u] + (_41 << 2u);
            uint _44;
            uint _45;
            uint _641;
            for (;;)
            {
                _641 = _42;
                _44 = 0u;
                _45 = _43;
                for (;;)
                {
                    uint _643 = _44;
                    _9 = _45;
                    if (((t0.words[_45 & 63u] ^ 124u) % 3u) == 1u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_68_exit = 0u;
                        break;
                    }
                    if ((_9 & 3u) == 1u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_68_exit = 1u;
                        break;
                    }
                    uint _46 = 0u;
                    uint _47 = _9;
                    uint _774;
                    uint _48;
                    uint _49;
                    uint _656;
                    for (;;)
                    {
                        _656 = _46;
                        _48 = 0u;
                        _49 = _47;
                        uint _740;
                        for (;;)
                        {
                            uint _658 = _48;
                            if ((t0.words[(_49 + 49u) & 63u] & 3u) == 3u)
                            {
                                uint _677 = t0.words[(_49 + 48u) & 63u] + (_49 << 2u);
                                _50 = (_677 * 5u) + t0.words[(_677 + 6u) & 63u];
                            }
                            else
                            {
                                _50 = t0.words[(_49 + 32u) & 63u] + (_49 << 3u);
                            }
                            if (((_377 ^ 242u) % 6u) == 1u)
                            {
                                uint _711 = t0.words[(_50 + 5u) & 63u] + (_50 * 3u);
                                _51 = (_711 * 3u) + t0.words[(_711 + 20u) & 63u];
                            }
                            else
                            {
                                uint _694 = t0.words[(_50 + 4u) & 63u] + (_50 << 3u);
                                uint _700 = (_694 << 2u) + t0.words[(_694 + 1u) & 63u];
                                _51 = (_700 * 7u) + t0.words[_700 & 63u];
                            }
                            uint _725 = t0.words[(_51 + 28u) & 63u] + (_51 * 6u);
                            uint _52 = _725;
                            if (((t0.words[(_725 + 4u) & 63u] ^ 513u) % 3u) == 1u)
                            {
                                _52 = t0.words[(_725 + 28u) & 63u] + (_725 << 3u);
                            }
                            _740 = _52;
                            uint _741 = _658 + 1u;
                            _48 = _741;
                            _49 = _740;
                            if (_741 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _53 = 0u;
                        uint _54 = _740;
                        uint _757;
                        for (;;)
                        {
                            uint _743 = _53;
                            uint _744 = _54;
                            uint _750 = t0.words[(_744 + 4u) & 63u] + (_744 * 3u);
                            _757 = (_750 * 6u) + t0.words[(_750 + 30u) & 63u];
                            uint _758 = _743 + 1u;
                            _53 = _758;
                            _54 = _757;
                            if (_758 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _55 = _757;
                        if ((t0.words[(_757 + 38u) & 63u] & 3u) == 3u)
                        {
                            _55 = t0.words[(_757 + 34u) & 63u] + (_757 * 7u);
                        }
                        _774 = _55;
                        uint _775 = _656 + 1u;
                        _46 = _775;
                        _47 = _774;
                        if (_775 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _56 = _774;
                    if ((_774 & 3u) == 0u)
                    {
                        _56 = t0.words[_774 & 63u] + (_774 << 1u);
                    }
                    _10 = _56;
                    uint _785 = _643 + 1u;
                    _44 = _785;
                    _45 = _56;
                    if (_785 < 3u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_68_exit = 2u;
                        break;
                    }
                }
                bool _203_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_68_exit)
                {
                    case 0u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_65_exit = 0u;
                        _203_ladder_break = true;
                        break;
                    }
                    case 1u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_65_exit = 1u;
                        _203_ladder_break = true;
                        break;
                    }
                }
                if (_203_ladder_break)
                {
                    break;
                }
                uint _57 = 0u;
                uint _58 = t0.words[(_10 + 28u) & 63u] + (_10 * 5u);
                for (;;)
                {
                    uint _795 = _57;
                    uint _799 = subgroupAdd(_58 & 255u) + _58;
                    _11 = _799;
                    uint _800 = _795 + 1u;
                    _57 = _800;
                    _58 = _799;
                    if (_800 == 5u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                uint _802 = _641 + 1u;
                _42 = _802;
                _43 = _11;
                if (_802 < 4u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_65_exit = 2u;
                    break;
                }
            }
            bool _211_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_65_exit)
            {
                case 0u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_56_exit = 0u;
                    _211_ladder_break = true;
                    break;
                }
                case 1u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_56_exit = 1u;
                    _211_ladder_break = true;
                    break;
                }
            }
            if (_211_ladder_break)
            {
                break;
            }
            uint _806 = _633 + 1u;
            _40 = _806;
            _41 = _11;
            if (_806 < 2u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_56_exit = 2u;
                break;
            }
        }
        bool _216_ladder_break = false;
        switch (_RESERVED_IDENTIFIER_FIXUP_56_exit)
        {
            case 0u:
            {
                _RESERVED_IDENTIFIER_FIXUP_9_exit = 2u;
                _216_ladder_break = true;
                break;
            }
            case 1u:
            {
                _RESERVED_IDENTIFIER_FIXUP_9_exit = 3u;
                _216_ladder_break = true;
                break;
            }
        }
        if (_216_ladder_break)
        {
            break;
        }
        uint _810 = _396 + 1u;
        _15 = _810;
        _16 = _11;
        if (_810 < 4u)
        {
            continue;
        }
        else
        {
            _RESERVED_IDENTIFIER_FIXUP_9_exit = 4u;
            break;
        }
    }
    switch (_RESERVED_IDENTIFIER_FIXUP_9_exit)
    {
        case 0u:
        {
            u0.words[gl_GlobalInvocationID.x] = _420;
            break;
        }
        case 1u:
        {
            u0.words[gl_GlobalInvocationID.x] = _7;
            break;
        }
        case 2u:
        {
            u0.words[gl_GlobalInvocationID.x] = _9;
            break;
        }
        case 3u:
        {
            u0.words[gl_GlobalInvocationID.x] = _9;
            break;
        }
        default:
        {
            uint _830 = t0.words[(_11 + 41u) & 63u];
            uint _831 = _830 + (_11 << 2u);
            uint _833 = subgroupAdd(_831 & 255u);
            uint _834 = _831 + _833;
            uint _839 = t0.words[(_834 + 38u) & 63u];
            uint _840 = _839 + (_834 * 5u);
            uint _845 = t0.words[(_840 + 28u) & 63u];
            uint _846 = (_840 << 1u) + _845;
            uint _74;
            if ((_846 % 3u) == 0u)
            {
                _74 = _846;
                if ((_846 & 3u) == 0u)
                {
                    u0.words[gl_GlobalInvocationID.x] = _846;
                    main_join = 141u;
                }
                else
                {
                    main_join = 100u;
                }
            }
            else
            {
                uint _59 = 0u;
                uint _60 = _846;
                uint _1013;
                uint _62;
                uint _71;
                uint _72;
                uint _73;
                for (;;)
                {
                    uint _849 = _59;
                    uint _61 = _60;
                    if ((t0.words[(_60 + 12u) & 63u] & 1u) == 0u)
                    {
                        _73 = _60;
                        if (((t0.words[(_60 + 1u) & 63u] ^ 705u) % 3u) == 1u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_79_loop_join = 98u;
                        }
                        else
                        {
                            _61 = t0.words[(_60 + 58u) & 63u] + (_60 << 1u);
                            _RESERVED_IDENTIFIER_FIXUP_79_loop_join = 75u;
                        }
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_79_loop_join = 75u;
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_79_loop_join)
                    {
                        case 75u:
                        {
                            uint _880 = t0.words[(_61 + 3u) & 63u] + (_61 << 2u);
                            if (((_377 ^ 246u) % 3u) == 1u)
                            {
                                if ((t0.words[(_880 + 26u) & 63u] & 1u) == 0u)
                                {
                                    _62 = t0.words[(_880 + 6u) & 63u] + (_880 << 1u);
                                    _RESERVED_IDENTIFIER_FIXUP_79_loop_join = 81u;
                                }
                                else
                                {
                                    if ((_880 & 3u) == 0u)
                                    {
                                        _62 = subgroupAdd(_880 & 255u) + _880;
                                        _RESERVED_IDENTIFIER_FIXUP_79_loop_join = 81u;
                                    }
                                    else
                                    {
                                        _73 = _880;
                                        _62 = _880;
                                        if ((t0.words[(_880 + 33u) & 63u] & 3u) == 3u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_79_loop_join = 98u;
                                        }
                                        else
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_79_loop_join = 81u;
                                        }
                                    }
                                }
                                switch (_RESERVED_IDENTIFIER_FIXUP_79_loop_join)
                                {
                                    case 81u:
                                    {
                                        _73 = _62;
                                        if (!((t0.words[(_62 + 6u) & 63u] & 3u) == 2u))
                                        {
                                            uint _63 = 0u;
                                            uint _64 = _62;
                                            for (;;)
                                            {
                                                uint _924 = _63;
                                                uint _927 = subgroupAdd(_64 & 255u);
                                                uint _928 = _927 + _64;
                                                uint _935 = t0.words[(_928 + 59u) & 63u] + (_928 << 3u);
                                                if ((_935 & 3u) == 1u)
                                                {
                                                    uint _65 = 0u;
                                                    uint _66 = _935;
                                                    uint _979;
                                                    uint _67;
                                                    uint _68;
                                                    uint _944;
                                                    for (;;)
                                                    {
                                                        _944 = _65;
                                                        _67 = 0u;
                                                        _68 = t0.words[(_66 + 14u) & 63u] + (_66 * 3u);
                                                        for (;;)
                                                        {
                                                            uint _953 = _67;
                                                            uint _959 = t0.words[(_68 + 28u) & 63u] + _68;
                                                            uint _966 = (_959 << 2u) + t0.words[(_959 + 8u) & 63u];
                                                            uint _973 = (_966 * 5u) + t0.words[(_966 + 16u) & 63u];
                                                            _979 = (_973 * 6u) + t0.words[(_973 + 57u) & 63u];
                                                            uint _980 = _953 + 1u;
                                                            _67 = _980;
                                                            _68 = _979;
                                                            if (_980 == 3u)
                                                            {
                                                                break;
                                                            }
                                                            else
                                                            {
                                                                continue;
                                                            }
                                                        }
                                                        uint _982 = _944 + 1u;
                                                        _65 = _982;
                                                        _66 = _979;
                                                        if (_982 == 5u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    if (((_979 ^ 62u) % 6u) == 1u)
                                                    {
                                                        _72 = _979;
                                                        _71 = _979;
                                                        if (((_979 ^ 302u) % 3u) == 1u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                        }
                                                    }
                                                    else
                                                    {
                                                        uint _69 = 0u;
                                                        uint _70 = _979;
                                                        uint _994;
                                                        for (;;)
                                                        {
                                                            uint _987 = _69;
                                                            uint _988 = _70;
                                                            _994 = t0.words[(_988 + 1u) & 63u] + (_988 * 5u);
                                                            uint _995 = _987 + 1u;
                                                            _69 = _995;
                                                            _70 = _994;
                                                            if (_995 == 3u)
                                                            {
                                                                break;
                                                            }
                                                            else
                                                            {
                                                                continue;
                                                            }
                                                        }
                                                        _71 = t0.words[(_994 + 59u) & 63u] + (_994 << 1u);
                                                    }
                                                }
                                                else
                                                {
                                                    _71 = t0.words[(_935 + 1u) & 63u] + (_935 * 7u);
                                                }
                                                _72 = _71;
                                                if ((_71 & 3u) == 0u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    uint _1010 = _924 + 1u;
                                                    _63 = _1010;
                                                    _64 = _71;
                                                    _72 = _71;
                                                    if (_1010 < 3u)
                                                    {
                                                        continue;
                                                    }
                                                    else
                                                    {
                                                        break;
                                                    }
                                                }
                                            }
                                            _73 = _72;
                                        }
                                        break;
                                    }
                                }
                            }
                            else
                            {
                                _73 = t0.words[(_880 + 32u) & 63u] + (_880 << 3u);
                            }
                            break;
                        }
                    }
                    _1013 = _73;
                    uint _1014 = _849 + 1u;
                    _59 = _1014;
                    _60 = _1013;
                    if (_1014 == 3u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _74 = _1013;
                main_join = 100u;
            }
            switch (main_join)
            {
                case 100u:
                {
                    uint _75 = 0u;
                    uint _76 = subgroupAdd(_74 & 255u) + _74;
                    uint _1029;
                    uint _12;
                    uint _13;
                    uint _14;
                    uint _77;
                    uint _78;
                    uint _86;
                    uint _92;
                    uint _1026;
                    for (;;)
                    {
                        _1026 = _75;
                        _77 = 0u;
                        _78 = _76;
                        for (;;)
                        {
                            uint _1028 = _77;
                            _1029 = _78;
                            _86 = _1029;
                            if (((_377 ^ 571u) % 5u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_69_exit = 0u;
                                break;
                            }
                            if (((t0.words[(_1029 + 49u) & 63u] ^ 738u) % 5u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_69_exit = 1u;
                                break;
                            }
                            uint _85 = _1029;
                            if (!(((_1029 ^ 924u) % 3u) == 1u))
                            {
                                if ((t0.words[(_1029 + 43u) & 63u] & 3u) == 1u)
                                {
                                    _85 = _1029;
                                    if (!((t0.words[(_1029 + 55u) & 63u] & 1u) == 0u))
                                    {
                                        _85 = t0.words[(_1029 + 8u) & 63u] + (_1029 * 7u);
                                    }
                                }
                                else
                                {
                                    bool _288_ladder_break = false;
                                    switch (_1029 & 3u)
                                    {
                                        case 0u:
                                        {
                                            _85 = t0.words[(_1029 + 37u) & 63u] + _1029;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _82 = _1029;
                                            if (((t0.words[(_1029 + 13u) & 63u] ^ 123u) % 3u) == 1u)
                                            {
                                                uint _79 = 0u;
                                                uint _80 = subgroupAdd(_1029 & 255u) + _1029;
                                                uint _1099;
                                                for (;;)
                                                {
                                                    uint _1064 = _79;
                                                    uint _1072 = t0.words[(_80 + 40u) & 63u] + (_80 * 5u);
                                                    uint _1079 = (_1072 * 3u) + t0.words[(_1072 + 61u) & 63u];
                                                    uint _1081 = subgroupAdd(_1079 & 255u);
                                                    uint _1082 = _1079 + _1081;
                                                    uint _81 = _1082;
                                                    if (((_377 ^ 880u) % 6u) == 1u)
                                                    {
                                                        uint _1092 = t0.words[(_1082 + 63u) & 63u] + (_1082 * 7u);
                                                        _81 = (_1092 << 1u) + t0.words[(_1092 + 57u) & 63u];
                                                    }
                                                    _1099 = _81;
                                                    uint _1100 = _1064 + 1u;
                                                    _79 = _1100;
                                                    _80 = _1099;
                                                    if (_1100 == 4u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _82 = _1099;
                                            }
                                            uint _83 = 0u;
                                            uint _84 = _82;
                                            uint _1109;
                                            for (;;)
                                            {
                                                uint _1103 = _83;
                                                uint _1104 = _84;
                                                _1109 = t0.words[(_1104 + 26u) & 63u] + _1104;
                                                uint _1110 = _1103 + 1u;
                                                _83 = _1110;
                                                _84 = _1109;
                                                if (_1110 == 3u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _85 = _1109;
                                            break;
                                        }
                                        default:
                                        {
                                            _85 = _1029;
                                            if (!((t0.words[(_1029 + 9u) & 63u] & 1u) == 0u))
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_69_exit = 2u;
                                                _288_ladder_break = true;
                                                break;
                                            }
                                            break;
                                        }
                                    }
                                    if (_288_ladder_break)
                                    {
                                        break;
                                    }
                                }
                            }
                            uint _1138 = _1028 + 1u;
                            _77 = _1138;
                            _78 = _85;
                            _86 = _85;
                            if (_1138 < 5u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_69_exit = 0u;
                                break;
                            }
                        }
                        bool _315_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_69_exit)
                        {
                            case 1u:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_66_exit = 0u;
                                _315_ladder_break = true;
                                break;
                            }
                            default:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_66_exit = 1u;
                                _315_ladder_break = true;
                                break;
                            }
                            case 0u:
                            {
                                break;
                            }
                        }
                        if (_315_ladder_break)
                        {
                            break;
                        }
                        uint _87 = 0u;
                        uint _88 = _86;
                        for (;;)
                        {
                            uint _1142 = _87;
                            uint _96 = _88;
                            if (((_377 ^ 521u) % 5u) == 0u)
                            {
                                uint _1154 = t0.words[(_88 + 11u) & 63u] + (_88 * 3u);
                                if ((_1154 % 5u) == 0u)
                                {
                                    uint _89 = 0u;
                                    uint _90 = _1154;
                                    for (;;)
                                    {
                                        uint _1162 = _89;
                                        uint _91 = _90;
                                        if (!((_90 & 1u) == 0u))
                                        {
                                            uint _1172 = t0.words[(_90 + 45u) & 63u] + (_90 * 7u);
                                            _12 = _1172;
                                            _91 = _1172;
                                            if (((_377 ^ 76u) % 5u) == 1u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_11_exit = 0u;
                                                break;
                                            }
                                        }
                                        uint _1184 = t0.words[(_91 + 31u) & 63u] + (_91 << 3u);
                                        _13 = _1184;
                                        uint _1185 = _1162 + 1u;
                                        _89 = _1185;
                                        _90 = _1184;
                                        if (_1185 < 3u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_11_exit = 1u;
                                            break;
                                        }
                                    }
                                    bool _330_ladder_break = false;
                                    switch (_RESERVED_IDENTIFIER_FIXUP_11_exit)
                                    {
                                        case 0u:
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_95_exit = 0u;
                                            _330_ladder_break = true;
                                            break;
                                        }
                                    }
                                    if (_330_ladder_break)
                                    {
                                        break;
                                    }
                                    _92 = _13;
                                }
                                else
                                {
                                    _92 = t0.words[(_1154 + 57u) & 63u] + _1154;
                                }
                                uint _93 = _92;
                                uint _94 = 0u;
                                uint _1200;
                                for (;;)
                                {
                                    uint _1191 = _94;
                                    uint _95 = _93;
                                    if (!((_377 & 1u) == 0u))
                                    {
                                        uint _1196 = subgroupAdd(_93 & 255u) + _93;
                                        _95 = _1196 + subgroupAdd(_1196 & 255u);
                                    }
                                    _1200 = _95;
                                    uint _1201 = _1191 + 1u;
                                    _93 = _1200;
                                    _94 = _1201;
                                    if (_1201 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _96 = _1200;
                            }
                            _14 = _96;
                            uint _1204 = _1142 + 1u;
                            _87 = _1204;
                            _88 = _96;
                            if (_1204 < 5u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_95_exit = 1u;
                                break;
                            }
                        }
                        bool _342_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_95_exit)
                        {
                            case 0u:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_66_exit = 2u;
                                _342_ladder_break = true;
                                break;
                            }
                        }
                        if (_342_ladder_break)
                        {
                            break;
                        }
                        uint _1207 = _1026 + 1u;
                        _75 = _1207;
                        _76 = _14;
                        if (_1207 < 2u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_66_exit = 3u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_66_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _1029;
                            break;
                        }
                        case 1u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _1029;
                            break;
                        }
                        case 2u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _12;
                            break;
                        }
                        default:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _14;
                            break;
                        }
                    }
                    break;
                }
            }
            break;
        }
    }
}

