#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _308;

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
    uint _RESERVED_IDENTIFIER_FIXUP_2_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_5_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_22_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_37_exit = 0u;
    uint main_join = 0u;
    uint _300 = gl_GlobalInvocationID.x & 63u;
    uint _307 = t0.words[_300];
    uint _316 = t0.words[(gl_GlobalInvocationID.x + 24u) & 63u];
    uint _317 = _316 + (gl_GlobalInvocationID.x * 6u);
    uint _322 = t0.words[(_317 + 39u) & 63u];
    uint _323 = _322 + _317;
    uint _329 = t0.words[(_323 + 35u) & 63u];
    uint _330 = (_323 << 1u) + _329;
    uint _334 = subgroupAdd(_330 & 255u);
    uint _335 = _330 + _334;
    if (((_307 ^ 880u) % 3u) == 1u)
    {
        u0.words[gl_GlobalInvocationID.x] = _335;
    }
    else
    {
        uint _10 = 0u;
        uint _11 = _335;
        uint _6;
        uint _7;
        uint _8;
        uint _9;
        uint _12;
        uint _13;
        uint _18;
        uint _21;
        uint _27;
        uint _32;
        uint _36;
        uint _341;
        for (;;)
        {
            _341 = _10;
            _12 = 0u;
            _13 = _11;
            for (;;)
            {
                uint _343 = _12;
                uint _33 = _13;
                if (!(((_307 ^ 33u) % 5u) == 0u))
                {
                    if ((t0.words[(_13 + 63u) & 63u] & 3u) == 0u)
                    {
                        uint _540 = t0.words[(_13 + 14u) & 63u] + (_13 << 3u);
                        _33 = _540 + subgroupAdd(_540 & 255u);
                    }
                    else
                    {
                        uint _357 = subgroupAdd(_13 & 255u);
                        uint _358 = _357 + _13;
                        if (((_358 ^ 209u) % 3u) == 0u)
                        {
                            uint _395 = t0.words[(_358 + 18u) & 63u] + (_358 << 3u);
                            _6 = _395;
                            bool _81_ladder_break = false;
                            switch (_395 & 3u)
                            {
                                case 0u:
                                {
                                    _21 = _6;
                                    if (!((_307 & 1u) == 0u))
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_5_exit = 0u;
                                        _81_ladder_break = true;
                                        break;
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    uint _16 = 0u;
                                    uint _17 = _6;
                                    uint _442;
                                    for (;;)
                                    {
                                        uint _398 = _16;
                                        if (((t0.words[(_17 + 8u) & 63u] ^ 973u) % 5u) == 0u)
                                        {
                                            uint _426 = t0.words[(_17 + 30u) & 63u] + _17;
                                            uint _433 = (_426 * 6u) + t0.words[(_426 + 31u) & 63u];
                                            _18 = (_433 * 7u) + t0.words[(_433 + 28u) & 63u];
                                        }
                                        else
                                        {
                                            uint _413 = t0.words[(_17 + 3u) & 63u] + (_17 * 3u);
                                            _18 = (_413 * 6u) + t0.words[(_413 + 51u) & 63u];
                                        }
                                        _442 = _18;
                                        uint _443 = _398 + 1u;
                                        _16 = _443;
                                        _17 = _442;
                                        if (_443 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _21 = _442;
                                    break;
                                }
                                default:
                                {
                                    uint _19 = 0u;
                                    uint _20 = _6;
                                    uint _456;
                                    for (;;)
                                    {
                                        uint _449 = _19;
                                        uint _450 = _20;
                                        _456 = t0.words[(_450 + 34u) & 63u] + _450;
                                        uint _457 = _449 + 1u;
                                        _19 = _457;
                                        _20 = _456;
                                        if (_457 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _21 = _456;
                                    break;
                                }
                            }
                            if (_81_ladder_break)
                            {
                                break;
                            }
                            uint _22 = 0u;
                            uint _23 = _21;
                            uint _495;
                            for (;;)
                            {
                                uint _461 = _22;
                                uint _26 = _23;
                                if (((t0.words[(_23 + 57u) & 63u] ^ 721u) % 3u) == 0u)
                                {
                                    uint _24 = 0u;
                                    uint _25 = _23;
                                    uint _485;
                                    for (;;)
                                    {
                                        uint _472 = _24;
                                        uint _473 = _25;
                                        uint _479 = t0.words[(_473 + 51u) & 63u] + (_473 * 3u);
                                        _485 = (_479 * 3u) + t0.words[(_479 + 51u) & 63u];
                                        uint _486 = _472 + 1u;
                                        _24 = _486;
                                        _25 = _485;
                                        if (_486 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _26 = t0.words[(_485 + 49u) & 63u] + (_485 * 3u);
                                }
                                _495 = _26;
                                uint _496 = _461 + 1u;
                                _22 = _496;
                                _23 = _495;
                                if (_496 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _27 = _495;
                        }
                        else
                        {
                            _27 = _358;
                            if (((_358 ^ 59u) % 6u) == 1u)
                            {
                                uint _373 = t0.words[(_358 + 53u) & 63u] + (_358 * 3u);
                                uint _381 = (_373 << 2u) + t0.words[(_373 + 44u) & 63u];
                                _27 = _381;
                                if (((_307 ^ 973u) % 6u) == 1u)
                                {
                                    _27 = subgroupAdd(_381 & 255u) + _381;
                                }
                            }
                        }
                        uint _28 = 0u;
                        uint _29 = _27;
                        for (;;)
                        {
                            uint _499 = _28;
                            uint _31 = _29;
                            if (!((_29 & 1u) == 0u))
                            {
                                _32 = _29;
                                if (((_29 ^ 659u) % 5u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_22_exit = 0u;
                                    break;
                                }
                                _7 = t0.words[(_29 + 12u) & 63u] + _29;
                                uint _30 = 0u;
                                for (;;)
                                {
                                    uint _513 = _30;
                                    if ((_307 & 1u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_37_exit = 0u;
                                        break;
                                    }
                                    uint _516 = _513 + 1u;
                                    _30 = _516;
                                    if (_516 < 3u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_37_exit = 1u;
                                        break;
                                    }
                                }
                                bool _118_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_37_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_22_exit = 1u;
                                        _118_ladder_break = true;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                if (_118_ladder_break)
                                {
                                    break;
                                }
                                _31 = _7;
                            }
                            _32 = _31;
                            if (((t0.words[(_31 + 32u) & 63u] ^ 751u) % 5u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_22_exit = 0u;
                                break;
                            }
                            uint _530 = _499 + 1u;
                            _28 = _530;
                            _29 = _31;
                            _32 = _31;
                            if (_530 < 3u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_22_exit = 0u;
                                break;
                            }
                        }
                        bool _128_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_22_exit)
                        {
                            case 0u:
                            {
                                break;
                            }
                            default:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_5_exit = 1u;
                                _128_ladder_break = true;
                                break;
                            }
                        }
                        if (_128_ladder_break)
                        {
                            break;
                        }
                        _33 = _32;
                    }
                }
                _8 = _33;
                uint _545 = _343 + 1u;
                _12 = _545;
                _13 = _33;
                if (_545 < 2u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_5_exit = 2u;
                    break;
                }
            }
            bool _136_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_5_exit)
            {
                case 0u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_2_exit = 0u;
                    _136_ladder_break = true;
                    break;
                }
                case 1u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_2_exit = 1u;
                    _136_ladder_break = true;
                    break;
                }
                default:
                {
                    break;
                }
            }
            if (_136_ladder_break)
            {
                break;
            }
            if ((_8 & 3u) == 0u)
            {
                uint _34 = 0u;
                uint _35 = _8;
                uint _566;
                for (;;)
                {
                    uint _559 = _34;
                    uint _560 = _35;
                    _566 = t0.words[(_560 + 8u) & 63u] + (_560 << 2u);
                    uint _567 = _559 + 1u;
                    _34 = _567;
                    _35 = _566;
                    if (_567 == 2u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _36 = _566;
            }
            else
            {
                _36 = t0.words[(_8 + 7u) & 63u] + (_8 * 7u);
            }
            uint _576 = t0.words[(_36 + 40u) & 63u] + (_36 << 1u);
            _9 = _576;
            uint _577 = _341 + 1u;
            _10 = _577;
            _11 = _576;
            if (_577 < 4u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_2_exit = 2u;
                break;
            }
        }
        switch (_RESERVED_IDENTIFIER_FIXUP_2_exit)
        {
            case 0u:
            {
                uint _14 = 0u;
                uint _15 = _6;
                uint _602;
                for (;;)
                {
                    uint _587 = _14;
                    uint _588 = _15;
                    uint _595 = t0.words[(_588 + 56u) & 63u] + (_588 * 3u);
                    _602 = (_595 << 1u) + t0.words[(_595 + 19u) & 63u];
                    uint _603 = _587 + 1u;
                    _14 = _603;
                    _15 = _602;
                    if (_603 == 4u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                u0.words[gl_GlobalInvocationID.x] = _602;
                break;
            }
            case 1u:
            {
                u0.words[gl_GlobalInvocationID.x] = _7;
                break;
            }
            default:
            {
                uint _611 = t0.words[(_9 + 32u) & 63u];
                uint _612 = _611 + (_9 << 1u);
                uint _38;
                if ((t0.words[(_612 + 44u) & 63u] & 3u) == 1u)
                {
                    if ((_307 & 1u) == 0u)
                    {
                        switch (_612 & 3u)
                        {
                            case 0u:
                            {
                                uint _37 = _612;
                                if (((_307 ^ 704u) % 5u) == 0u)
                                {
                                    uint _655 = t0.words[(_612 + 47u) & 63u] + (_612 << 2u);
                                    uint _661 = t0.words[(_655 + 23u) & 63u] + _655;
                                    _37 = (_661 * 7u) + t0.words[(_661 + 48u) & 63u];
                                }
                                _38 = t0.words[(_37 + 30u) & 63u] + (_37 * 3u);
                                main_join = 60u;
                                break;
                            }
                            case 1u:
                            {
                                uint _637 = t0.words[(_612 + 12u) & 63u] + (_612 * 7u);
                                _38 = (_637 << 2u) + t0.words[(_637 + 50u) & 63u];
                                main_join = 60u;
                                break;
                            }
                            default:
                            {
                                _38 = t0.words[(_612 + 56u) & 63u] + (_612 << 3u);
                                main_join = 60u;
                                break;
                            }
                        }
                    }
                    else
                    {
                        u0.words[gl_GlobalInvocationID.x] = _612;
                        main_join = 134u;
                    }
                }
                else
                {
                    _38 = t0.words[(_612 + 52u) & 63u] + (_612 * 7u);
                    main_join = 60u;
                }
                switch (main_join)
                {
                    case 60u:
                    {
                        uint _39 = 0u;
                        uint _40 = _38;
                        uint _749;
                        for (;;)
                        {
                            uint _684 = _39;
                            uint _691 = t0.words[(_40 + 60u) & 63u] + (_40 * 5u);
                            uint _44 = _691;
                            if (((t0.words[(_691 + 12u) & 63u] ^ 220u) % 3u) == 1u)
                            {
                                uint _41 = 0u;
                                uint _42 = t0.words[(_691 + 25u) & 63u] + (_691 * 5u);
                                uint _723;
                                for (;;)
                                {
                                    uint _707 = _41;
                                    uint _43 = _42;
                                    if ((t0.words[(_42 + 47u) & 63u] & 1u) == 0u)
                                    {
                                        uint _719 = t0.words[_42 & 63u] + (_42 * 5u);
                                        _43 = _719 + subgroupAdd(_719 & 255u);
                                    }
                                    _723 = _43;
                                    if (((t0.words[(_723 + 25u) & 63u] ^ 344u) % 3u) == 0u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        uint _732 = _707 + 1u;
                                        _41 = _732;
                                        _42 = _723;
                                        if (_732 < 3u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            break;
                                        }
                                    }
                                }
                                _44 = _723;
                                if (((_723 ^ 583u) % 6u) == 1u)
                                {
                                    _44 = _723;
                                    if (!(((_307 ^ 498u) % 3u) == 1u))
                                    {
                                        _44 = t0.words[(_723 + 27u) & 63u] + (_723 << 1u);
                                    }
                                }
                            }
                            _749 = _44;
                            uint _750 = _684 + 1u;
                            _39 = _750;
                            _40 = _749;
                            if (_750 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _757 = t0.words[(_749 + 43u) & 63u];
                        uint _758 = _757 + (_749 * 5u);
                        uint _45;
                        if (((_758 ^ 468u) % 3u) == 1u)
                        {
                            switch (_758 & 3u)
                            {
                                case 0u:
                                {
                                    _45 = t0.words[(_758 + 55u) & 63u] + _758;
                                    main_join = 78u;
                                    break;
                                }
                                case 1u:
                                {
                                    uint _773 = t0.words[(_758 + 4u) & 63u] + (_758 << 3u);
                                    _45 = _773;
                                    if (((_307 ^ 404u) % 3u) == 0u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _773;
                                        main_join = 134u;
                                    }
                                    else
                                    {
                                        main_join = 78u;
                                    }
                                    break;
                                }
                                default:
                                {
                                    _45 = t0.words[(_758 + 41u) & 63u] + (_758 * 6u);
                                    main_join = 78u;
                                    break;
                                }
                            }
                        }
                        else
                        {
                            _45 = subgroupAdd(_758 & 255u) + _758;
                            main_join = 78u;
                        }
                        switch (main_join)
                        {
                            case 78u:
                            {
                                uint _62 = _45;
                                if ((_45 % 3u) == 0u)
                                {
                                    _62 = _45;
                                    if (((t0.words[(_45 + 51u) & 63u] ^ 36u) % 6u) == 1u)
                                    {
                                        if (((_307 ^ 496u) % 3u) == 0u)
                                        {
                                            uint _46 = 0u;
                                            uint _47 = _45;
                                            uint _1102;
                                            uint _48;
                                            uint _49;
                                            uint _1077;
                                            for (;;)
                                            {
                                                _1077 = _46;
                                                _48 = 0u;
                                                _49 = _47;
                                                uint _1090;
                                                uint _50;
                                                uint _51;
                                                uint _1079;
                                                for (;;)
                                                {
                                                    _1079 = _48;
                                                    _50 = 0u;
                                                    _51 = _49;
                                                    uint _52;
                                                    uint _53;
                                                    uint _1081;
                                                    for (;;)
                                                    {
                                                        _1081 = _50;
                                                        _52 = 0u;
                                                        _53 = _51;
                                                        for (;;)
                                                        {
                                                            uint _1083 = _52;
                                                            _1090 = t0.words[(_53 + 59u) & 63u] + (_53 * 5u);
                                                            uint _1091 = _1083 + 1u;
                                                            _52 = _1091;
                                                            _53 = _1090;
                                                            if (_1091 == 2u)
                                                            {
                                                                break;
                                                            }
                                                            else
                                                            {
                                                                continue;
                                                            }
                                                        }
                                                        uint _1093 = _1081 + 1u;
                                                        _50 = _1093;
                                                        _51 = _1090;
                                                        if (_1093 == 4u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    uint _1095 = _1079 + 1u;
                                                    _48 = _1095;
                                                    _49 = _1090;
                                                    if (_1095 == 2u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _1102 = t0.words[(_1090 + 51u) & 63u] + (_1090 << 1u);
                                                uint _1103 = _1077 + 1u;
                                                _46 = _1103;
                                                _47 = _1102;
                                                if (_1103 == 3u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _62 = _1102;
                                            if ((t0.words[(_1102 + 56u) & 63u] & 1u) == 0u)
                                            {
                                                u0.words[gl_GlobalInvocationID.x] = _1102;
                                                main_join = 134u;
                                            }
                                            else
                                            {
                                                main_join = 133u;
                                            }
                                        }
                                        else
                                        {
                                            _62 = _45;
                                            switch (_45 & 3u)
                                            {
                                                case 0u:
                                                {
                                                    uint _57;
                                                    if (((_307 ^ 292u) % 5u) == 0u)
                                                    {
                                                        _57 = t0.words[(_45 + 60u) & 63u] + (_45 * 6u);
                                                    }
                                                    else
                                                    {
                                                        uint _56;
                                                        if (((t0.words[(_45 + 41u) & 63u] ^ 44u) % 5u) == 0u)
                                                        {
                                                            uint _54 = 0u;
                                                            uint _55 = _45;
                                                            uint _905;
                                                            for (;;)
                                                            {
                                                                uint _892 = _54;
                                                                uint _893 = _55;
                                                                uint _898 = t0.words[_893 & 63u] + (_893 * 7u);
                                                                _905 = (_898 << 1u) + t0.words[(_898 + 9u) & 63u];
                                                                uint _906 = _892 + 1u;
                                                                _54 = _906;
                                                                _55 = _905;
                                                                if (_906 == 5u)
                                                                {
                                                                    break;
                                                                }
                                                                else
                                                                {
                                                                    continue;
                                                                }
                                                            }
                                                            uint _913 = t0.words[(_905 + 62u) & 63u] + (_905 * 3u);
                                                            switch (_913 % 5u)
                                                            {
                                                                case 0u:
                                                                {
                                                                    uint _938 = t0.words[(_913 + 34u) & 63u] + (_913 << 3u);
                                                                    _56 = (_938 << 1u) + t0.words[(_938 + 1u) & 63u];
                                                                    break;
                                                                }
                                                                case 1u:
                                                                {
                                                                    _56 = t0.words[(_913 + 19u) & 63u] + (_913 << 3u);
                                                                    break;
                                                                }
                                                                case 2u:
                                                                {
                                                                    uint _919 = t0.words[(_913 + 6u) & 63u] + _913;
                                                                    _56 = (_919 * 7u) + t0.words[(_919 + 29u) & 63u];
                                                                    break;
                                                                }
                                                                default:
                                                                {
                                                                    _56 = t0.words[(_913 + 1u) & 63u] + (_913 << 2u);
                                                                    break;
                                                                }
                                                            }
                                                        }
                                                        else
                                                        {
                                                            uint _882 = t0.words[(_45 + 5u) & 63u] + (_45 * 3u);
                                                            uint _885 = _882 + subgroupAdd(_882 & 255u);
                                                            _56 = t0.words[(_885 + 28u) & 63u] + (_885 * 6u);
                                                        }
                                                        _57 = t0.words[(_56 + 63u) & 63u] + _56;
                                                    }
                                                    switch (_57 & 3u)
                                                    {
                                                        case 0u:
                                                        {
                                                            _62 = t0.words[(_57 + 59u) & 63u] + (_57 * 6u);
                                                            main_join = 133u;
                                                            break;
                                                        }
                                                        case 1u:
                                                        {
                                                            switch (_57 % 3u)
                                                            {
                                                                case 0u:
                                                                {
                                                                    _62 = _57;
                                                                    if (((t0.words[(_57 + 41u) & 63u] ^ 645u) % 5u) == 0u)
                                                                    {
                                                                        uint _1047 = t0.words[(_57 + 50u) & 63u] + _57;
                                                                        _62 = (_1047 * 3u) + t0.words[(_1047 + 1u) & 63u];
                                                                        main_join = 133u;
                                                                    }
                                                                    else
                                                                    {
                                                                        main_join = 133u;
                                                                    }
                                                                    break;
                                                                }
                                                                case 1u:
                                                                {
                                                                    _62 = t0.words[(_57 + 20u) & 63u] + _57;
                                                                    main_join = 133u;
                                                                    break;
                                                                }
                                                                default:
                                                                {
                                                                    uint _58 = _57;
                                                                    uint _59 = 0u;
                                                                    uint _1061;
                                                                    for (;;)
                                                                    {
                                                                        uint _1054 = _58;
                                                                        uint _1055 = _59;
                                                                        _1061 = t0.words[(_1054 + 62u) & 63u] + (_1054 * 5u);
                                                                        uint _1062 = _1055 + 1u;
                                                                        _58 = _1061;
                                                                        _59 = _1062;
                                                                        if (_1062 == 3u)
                                                                        {
                                                                            break;
                                                                        }
                                                                        else
                                                                        {
                                                                            continue;
                                                                        }
                                                                    }
                                                                    _62 = _1061;
                                                                    main_join = 133u;
                                                                    break;
                                                                }
                                                            }
                                                            break;
                                                        }
                                                        case 2u:
                                                        {
                                                            uint _60;
                                                            switch (_57 % 5u)
                                                            {
                                                                case 0u:
                                                                {
                                                                    if (((t0.words[(_57 + 44u) & 63u] ^ 129u) % 3u) == 0u)
                                                                    {
                                                                        u0.words[gl_GlobalInvocationID.x] = _57;
                                                                        main_join = 134u;
                                                                    }
                                                                    else
                                                                    {
                                                                        _60 = t0.words[(_57 + 37u) & 63u] + (_57 * 7u);
                                                                        main_join = 120u;
                                                                    }
                                                                    break;
                                                                }
                                                                case 1u:
                                                                {
                                                                    _60 = _57;
                                                                    if (((_57 ^ 715u) % 3u) == 1u)
                                                                    {
                                                                        uint _991 = t0.words[(_57 + 42u) & 63u] + (_57 << 3u);
                                                                        _60 = t0.words[(_991 + 32u) & 63u] + _991;
                                                                        main_join = 120u;
                                                                    }
                                                                    else
                                                                    {
                                                                        main_join = 120u;
                                                                    }
                                                                    break;
                                                                }
                                                                case 2u:
                                                                {
                                                                    uint _972 = t0.words[(_57 + 58u) & 63u] + (_57 << 2u);
                                                                    _60 = (_972 << 2u) + t0.words[(_972 + 46u) & 63u];
                                                                    main_join = 120u;
                                                                    break;
                                                                }
                                                                default:
                                                                {
                                                                    _60 = t0.words[(_57 + 8u) & 63u] + (_57 * 6u);
                                                                    main_join = 120u;
                                                                    break;
                                                                }
                                                            }
                                                            switch (main_join)
                                                            {
                                                                case 120u:
                                                                {
                                                                    _62 = t0.words[(_60 + 15u) & 63u] + (_60 << 1u);
                                                                    main_join = 133u;
                                                                    break;
                                                                }
                                                                default:
                                                                {
                                                                    break;
                                                                }
                                                            }
                                                            break;
                                                        }
                                                        default:
                                                        {
                                                            _62 = t0.words[(_57 + 61u) & 63u] + (_57 * 6u);
                                                            main_join = 133u;
                                                            break;
                                                        }
                                                    }
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    if (((t0.words[(_45 + 23u) & 63u] ^ 586u) % 5u) == 1u)
                                                    {
                                                        uint _61;
                                                        switch (_45 % 5u)
                                                        {
                                                            case 0u:
                                                            {
                                                                _61 = t0.words[(_45 + 12u) & 63u] + (_45 << 1u);
                                                                break;
                                                            }
                                                            case 1u:
                                                            {
                                                                _61 = subgroupAdd(_45 & 255u) + _45;
                                                                break;
                                                            }
                                                            default:
                                                            {
                                                                _61 = t0.words[(_45 + 17u) & 63u] + (_45 * 6u);
                                                                break;
                                                            }
                                                        }
                                                        _62 = t0.words[(_61 + 62u) & 63u] + (_61 << 1u);
                                                        main_join = 133u;
                                                    }
                                                    else
                                                    {
                                                        uint _819 = subgroupAdd(_45 & 255u);
                                                        uint _820 = _819 + _45;
                                                        _62 = _820;
                                                        if (((_307 ^ 634u) % 3u) == 0u)
                                                        {
                                                            uint _826 = subgroupAdd(_820 & 255u);
                                                            uint _827 = _826 + _820;
                                                            _62 = _827;
                                                            switch (_827 & 3u)
                                                            {
                                                                case 0u:
                                                                {
                                                                    _62 = t0.words[(_827 + 52u) & 63u] + (_827 << 1u);
                                                                    main_join = 133u;
                                                                    break;
                                                                }
                                                                case 1u:
                                                                {
                                                                    _62 = t0.words[(_827 + 63u) & 63u] + (_827 << 3u);
                                                                    main_join = 133u;
                                                                    break;
                                                                }
                                                                default:
                                                                {
                                                                    main_join = 133u;
                                                                    break;
                                                                }
                                                            }
                                                        }
                                                        else
                                                        {
                                                            main_join = 133u;
                                                        }
                                                    }
                                                    break;
                                                }
                                                default:
                                                {
                                                    main_join = 133u;
                                                    break;
                                                }
                                            }
                                        }
                                    }
                                    else
                                    {
                                        main_join = 133u;
                                    }
                                }
                                else
                                {
                                    main_join = 133u;
                                }
                                switch (main_join)
                                {
                                    case 133u:
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _62;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                break;
            }
        }
    }
}

