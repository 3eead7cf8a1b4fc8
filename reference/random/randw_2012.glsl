#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _301;

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
    uint _293 = gl_GlobalInvocationID.x & 63u;
    uint _300 = t0.words[_293];
    uint _309 = t0.words[(gl_GlobalInvocationID.x + 24u) & 63u];
    uint _310 = _309 + (gl_GlobalInvocationID.x * 6u);
    uint _315 = t0.words[(_310 + 39u) & 63u];
    uint _316 = _315 + _310;
    uint _322 = t0.words[(_316 + 35u) & 63u];
    uint _323 = (_316 << 1u) + _322;
    uint _327 = subgroupAdd(_323 & 255u);
    uint _328 = _323 + _327;
    if (((_300 ^ 880u) % 3u) == 1u)
    {
        u0.words[gl_GlobalInvocationID.x] = _328;
    }
    else
    {
        uint _10 = 0u;
        uint _11 = _328;
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
        uint _334;
        for (;;)
        {
            _334 = _10;
            _12 = 0u;
            _13 = _11;
            for (;;)
            {
                uint _336 = _12;
                uint _33 = _13;
                if (!(((_300 ^ 33u) % 5u) == 0u))
                {
                    if ((t0.words[(_13 + 63u) & 63u] & 3u) == 0u)
                    {
                        uint _533 = t0.words[(_13 + 14u) & 63u] + (_13 << 3u);
                        _33 = _533 + subgroupAdd(_533 & 255u);
                    }
                    else
                    {
                        uint _350 = subgroupAdd(_13 & 255u);
                        uint _351 = _350 + _13;
                        if (((_351 ^ 209u) % 3u) == 0u)
                        {
                            uint _388 = t0.words[(_351 + 18u) & 63u] + (_351 << 3u);
                            _6 = _388;
                            bool _81_ladder_break = false;
                            switch (_388 & 3u)
                            {
                                case 0u:
                                {
                                    _21 = _6;
                                    if (!((_300 & 1u) == 0u))
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
                                    uint _435;
                                    for (;;)
                                    {
                                        uint _391 = _16;
                                        if (((t0.words[(_17 + 8u) & 63u] ^ 973u) % 5u) == 0u)
                                        {
                                            uint _419 = t0.words[(_17 + 30u) & 63u] + _17;
                                            uint _426 = (_419 * 6u) + t0.words[(_419 + 31u) & 63u];
                                            _18 = (_426 * 7u) + t0.words[(_426 + 28u) & 63u];
                                        }
                                        else
                                        {
                                            uint _406 = t0.words[(_17 + 3u) & 63u] + (_17 * 3u);
                                            _18 = (_406 * 6u) + t0.words[(_406 + 51u) & 63u];
                                        }
                                        _435 = _18;
                                        uint _436 = _391 + 1u;
                                        _16 = _436;
                                        _17 = _435;
                                        if (_436 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _21 = _435;
                                    break;
                                }
                                default:
                                {
                                    uint _19 = 0u;
                                    uint _20 = _6;
                                    uint _449;
                                    for (;;)
                                    {
                                        uint _442 = _19;
                                        uint _443 = _20;
                                        _449 = t0.words[(_443 + 34u) & 63u] + _443;
                                        uint _450 = _442 + 1u;
                                        _19 = _450;
                                        _20 = _449;
                                        if (_450 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _21 = _449;
                                    break;
                                }
                            }
                            if (_81_ladder_break)
                            {
                                break;
                            }
                            uint _22 = 0u;
                            uint _23 = _21;
                            uint _488;
                            for (;;)
                            {
                                uint _454 = _22;
                                uint _26 = _23;
                                if (((t0.words[(_23 + 57u) & 63u] ^ 721u) % 3u) == 0u)
                                {
                                    uint _24 = 0u;
                                    uint _25 = _23;
                                    uint _478;
                                    for (;;)
                                    {
                                        uint _465 = _24;
                                        uint _466 = _25;
                                        uint _472 = t0.words[(_466 + 51u) & 63u] + (_466 * 3u);
                                        _478 = (_472 * 3u) + t0.words[(_472 + 51u) & 63u];
                                        uint _479 = _465 + 1u;
                                        _24 = _479;
                                        _25 = _478;
                                        if (_479 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _26 = t0.words[(_478 + 49u) & 63u] + (_478 * 3u);
                                }
                                _488 = _26;
                                uint _489 = _454 + 1u;
                                _22 = _489;
                                _23 = _488;
                                if (_489 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _27 = _488;
                        }
                        else
                        {
                            _27 = _351;
                            if (((_351 ^ 59u) % 6u) == 1u)
                            {
                                uint _366 = t0.words[(_351 + 53u) & 63u] + (_351 * 3u);
                                uint _374 = (_366 << 2u) + t0.words[(_366 + 44u) & 63u];
                                _27 = _374;
                                if (((_300 ^ 973u) % 6u) == 1u)
                                {
                                    _27 = subgroupAdd(_374 & 255u) + _374;
                                }
                            }
                        }
                        uint _28 = 0u;
                        uint _29 = _27;
                        for (;;)
                        {
                            uint _492 = _28;
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
                                    uint _506 = _30;
                                    if ((_300 & 1u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_37_exit = 0u;
                                        break;
                                    }
                                    uint _509 = _506 + 1u;
                                    _30 = _509;
                                    if (_509 < 3u)
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
                            uint _523 = _492 + 1u;
                            _28 = _523;
                            _29 = _31;
                            _32 = _31;
                            if (_523 < 3u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_22_exit = 0u;
                                break;
                            }
                        }
                        bool _127_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_22_exit)
                        {
                            default:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_5_exit = 1u;
                                _127_ladder_break = true;
                                break;
                            }
                            case 0u:
                            {
                                break;
                            }
                        }
                        if (_127_ladder_break)
                        {
                            break;
                        }
                        _33 = _32;
                    }
                }
                _8 = _33;
                uint _538 = _336 + 1u;
                _12 = _538;
                _13 = _33;
                if (_538 < 2u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_5_exit = 2u;
                    break;
                }
            }
            bool _134_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_5_exit)
            {
                case 0u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_2_exit = 0u;
                    _134_ladder_break = true;
                    break;
                }
                case 1u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_2_exit = 1u;
                    _134_ladder_break = true;
                    break;
                }
            }
            if (_134_ladder_break)
            {
                break;
            }
            if ((_8 & 3u) == 0u)
            {
                uint _34 = 0u;
                uint _35 = _8;
                uint _559;
                for (;;)
                {
                    uint _552 = _34;
                    uint _553 = _35;
                    _559 = t0.words[(_553 + 8u) & 63u] + (_553 << 2u);
                    uint _560 = _552 + 1u;
                    _34 = _560;
                    _35 = _559;
                    if (_560 == 2u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _36 = _559;
            }
            else
            {
                _36 = t0.words[(_8 + 7u) & 63u] + (_8 * 7u);
            }
            uint _569 = t0.words[(_36 + 40u) & 63u] + (_36 << 1u);
            _9 = _569;
            uint _570 = _334 + 1u;
            _10 = _570;
            _11 = _569;
            if (_570 < 4u)
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
                uint _595;
                for (;;)
                {
                    uint _580 = _14;
                    uint _581 = _15;
                    uint _588 = t0.words[(_581 + 56u) & 63u] + (_581 * 3u);
                    _595 = (_588 << 1u) + t0.words[(_588 + 19u) & 63u];
                    uint _596 = _580 + 1u;
                    _14 = _596;
                    _15 = _595;
                    if (_596 == 4u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                u0.words[gl_GlobalInvocationID.x] = _595;
                break;
            }
            case 1u:
            {
                u0.words[gl_GlobalInvocationID.x] = _7;
                break;
            }
            default:
            {
                uint _604 = t0.words[(_9 + 32u) & 63u];
                uint _605 = _604 + (_9 << 1u);
                uint _38;
                if ((t0.words[(_605 + 44u) & 63u] & 3u) == 1u)
                {
                    if ((_300 & 1u) == 0u)
                    {
                        switch (_605 & 3u)
                        {
                            case 0u:
                            {
                                uint _37 = _605;
                                if (((_300 ^ 704u) % 5u) == 0u)
                                {
                                    uint _648 = t0.words[(_605 + 47u) & 63u] + (_605 << 2u);
                                    uint _654 = t0.words[(_648 + 23u) & 63u] + _648;
                                    _37 = (_654 * 7u) + t0.words[(_654 + 48u) & 63u];
                                }
                                _38 = t0.words[(_37 + 30u) & 63u] + (_37 * 3u);
                                main_join = 60u;
                                break;
                            }
                            case 1u:
                            {
                                uint _630 = t0.words[(_605 + 12u) & 63u] + (_605 * 7u);
                                _38 = (_630 << 2u) + t0.words[(_630 + 50u) & 63u];
                                main_join = 60u;
                                break;
                            }
                            default:
                            {
                                _38 = t0.words[(_605 + 56u) & 63u] + (_605 << 3u);
                                main_join = 60u;
                                break;
                            }
                        }
                    }
                    else
                    {
                        u0.words[gl_GlobalInvocationID.x] = _605;
                        main_join = 134u;
                    }
                }
                else
                {
                    _38 = t0.words[(_605 + 52u) & 63u] + (_605 * 7u);
                    main_join = 60u;
                }
                switch (main_join)
                {
                    case 60u:
                    {
                        uint _39 = 0u;
                        uint _40 = _38;
                        uint _742;
                        for (;;)
                        {
                            uint _677 = _39;
                            uint _684 = t0.words[(_40 + 60u) & 63u] + (_40 * 5u);
                            uint _44 = _684;
                            if (((t0.words[(_684 + 12u) & 63u] ^ 220u) % 3u) == 1u)
                            {
                                uint _41 = 0u;
                                uint _42 = t0.words[(_684 + 25u) & 63u] + (_684 * 5u);
                                uint _716;
                                for (;;)
                                {
                                    uint _700 = _41;
                                    uint _43 = _42;
                                    if ((t0.words[(_42 + 47u) & 63u] & 1u) == 0u)
                                    {
                                        uint _712 = t0.words[_42 & 63u] + (_42 * 5u);
                                        _43 = _712 + subgroupAdd(_712 & 255u);
                                    }
                                    _716 = _43;
                                    if (((t0.words[(_716 + 25u) & 63u] ^ 344u) % 3u) == 0u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        uint _725 = _700 + 1u;
                                        _41 = _725;
                                        _42 = _716;
                                        if (_725 < 3u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            break;
                                        }
                                    }
                                }
                                _44 = _716;
                                if (((_716 ^ 583u) % 6u) == 1u)
                                {
                                    _44 = _716;
                                    if (!(((_300 ^ 498u) % 3u) == 1u))
                                    {
                                        _44 = t0.words[(_716 + 27u) & 63u] + (_716 << 1u);
                                    }
                                }
                            }
                            _742 = _44;
                            uint _743 = _677 + 1u;
                            _39 = _743;
                            _40 = _742;
                            if (_743 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _750 = t0.words[(_742 + 43u) & 63u];
                        uint _751 = _750 + (_742 * 5u);
                        uint _45;
                        if (((_751 ^ 468u) % 3u) == 1u)
                        {
                            switch (_751 & 3u)
                            {
                                case 0u:
                                {
                                    _45 = t0.words[(_751 + 55u) & 63u] + _751;
                                    main_join = 78u;
                                    break;
                                }
                                case 1u:
                                {
                                    uint _766 = t0.words[(_751 + 4u) & 63u] + (_751 << 3u);
                                    _45 = _766;
                                    if (((_300 ^ 404u) % 3u) == 0u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _766;
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
                                    _45 = t0.words[(_751 + 41u) & 63u] + (_751 * 6u);
                                    main_join = 78u;
                                    break;
                                }
                            }
                        }
                        else
                        {
                            _45 = subgroupAdd(_751 & 255u) + _751;
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
                                        if (((_300 ^ 496u) % 3u) == 0u)
                                        {
                                            uint _46 = 0u;
                                            uint _47 = _45;
                                            uint _1095;
                                            uint _48;
                                            uint _49;
                                            uint _1070;
                                            for (;;)
                                            {
                                                _1070 = _46;
                                                _48 = 0u;
                                                _49 = _47;
                                                uint _1083;
                                                uint _50;
                                                uint _51;
                                                uint _1072;
                                                for (;;)
                                                {
                                                    _1072 = _48;
                                                    _50 = 0u;
                                                    _51 = _49;
                                                    uint _52;
                                                    uint _53;
                                                    uint _1074;
                                                    for (;;)
                                                    {
                                                        _1074 = _50;
                                                        _52 = 0u;
                                                        _53 = _51;
                                                        for (;;)
                                                        {
                                                            uint _1076 = _52;
                                                            _1083 = t0.words[(_53 + 59u) & 63u] + (_53 * 5u);
                                                            uint _1084 = _1076 + 1u;
                                                            _52 = _1084;
                                                            _53 = _1083;
                                                            if (_1084 == 2u)
                                                            {
                                                                break;
                                                            }
                                                            else
                                                            {
                                                                continue;
                                                            }
                                                        }
                                                        uint _1086 = _1074 + 1u;
                                                        _50 = _1086;
                                                        _51 = _1083;
                                                        if (_1086 == 4u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    uint _1088 = _1072 + 1u;
                                                    _48 = _1088;
                                                    _49 = _1083;
                                                    if (_1088 == 2u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _1095 = t0.words[(_1083 + 51u) & 63u] + (_1083 << 1u);
                                                uint _1096 = _1070 + 1u;
                                                _46 = _1096;
                                                _47 = _1095;
                                                if (_1096 == 3u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _62 = _1095;
                                            if ((t0.words[(_1095 + 56u) & 63u] & 1u) == 0u)
                                            {
                                                u0.words[gl_GlobalInvocationID.x] = _1095;
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
                                                    if (((_300 ^ 292u) % 5u) == 0u)
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
                                                            uint _898;
                                                            for (;;)
                                                            {
                                                                uint _885 = _54;
                                                                uint _886 = _55;
                                                                uint _891 = t0.words[_886 & 63u] + (_886 * 7u);
                                                                _898 = (_891 << 1u) + t0.words[(_891 + 9u) & 63u];
                                                                uint _899 = _885 + 1u;
                                                                _54 = _899;
                                                                _55 = _898;
                                                                if (_899 == 5u)
                                                                {
                                                                    break;
                                                                }
                                                                else
                                                                {
                                                                    continue;
                                                                }
                                                            }
                                                            uint _906 = t0.words[(_898 + 62u) & 63u] + (_898 * 3u);
                                                            switch (_906 % 5u)
                                                            {
                                                                case 0u:
                                                                {
                                                                    uint _931 = t0.words[(_906 + 34u) & 63u] + (_906 << 3u);
                                                                    _56 = (_931 << 1u) + t0.words[(_931 + 1u) & 63u];
                                                                    break;
                                                                }
                                                                case 1u:
                                                                {
                                                                    _56 = t0.words[(_906 + 19u) & 63u] + (_906 << 3u);
                                                                    break;
                                                                }
                                                                case 2u:
                                                                {
                                                                    uint _912 = t0.words[(_906 + 6u) & 63u] + _906;
                                                                    _56 = (_912 * 7u) + t0.words[(_912 + 29u) & 63u];
                                                                    break;
                                                                }
                                                                default:
                                                                {
                                                                    _56 = t0.words[(_906 + 1u) & 63u] + (_906 << 2u);
                                                                    break;
                                                                }
                                                            }
                                                        }
                                                        else
                                                        {
                                                            uint _875 = t0.words[(_45 + 5u) & 63u] + (_45 * 3u);
                                                            uint _878 = _875 + subgroupAdd(_875 & 255u);
                                                            _56 = t0.words[(_878 + 28u) & 63u] + (_878 * 6u);
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
                                                                        uint _1040 = t0.words[(_57 + 50u) & 63u] + _57;
                                                                        _62 = (_1040 * 3u) + t0.words[(_1040 + 1u) & 63u];
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
                                                                    uint _1054;
                                                                    for (;;)
                                                                    {
                                                                        uint _1047 = _58;
                                                                        uint _1048 = _59;
                                                                        _1054 = t0.words[(_1047 + 62u) & 63u] + (_1047 * 5u);
                                                                        uint _1055 = _1048 + 1u;
                                                                        _58 = _1054;
                                                                        _59 = _1055;
                                                                        if (_1055 == 3u)
                                                                        {
                                                                            break;
                                                                        }
                                                                        else
                                                                        {
                                                                            continue;
                                                                        }
                                                                    }
                                                                    _62 = _1054;
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
                                                                        uint _984 = t0.words[(_57 + 42u) & 63u] + (_57 << 3u);
                                                                        _60 = t0.words[(_984 + 32u) & 63u] + _984;
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
                                                                    uint _965 = t0.words[(_57 + 58u) & 63u] + (_57 << 2u);
                                                                    _60 = (_965 << 2u) + t0.words[(_965 + 46u) & 63u];
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
                                                        uint _812 = subgroupAdd(_45 & 255u);
                                                        uint _813 = _812 + _45;
                                                        _62 = _813;
                                                        if (((_300 ^ 634u) % 3u) == 0u)
                                                        {
                                                            uint _819 = subgroupAdd(_813 & 255u);
                                                            uint _820 = _819 + _813;
                                                            _62 = _820;
                                                            switch (_820 & 3u)
                                                            {
                                                                case 0u:
                                                                {
                                                                    _62 = t0.words[(_820 + 52u) & 63u] + (_820 << 1u);
                                                                    main_join = 133u;
                                                                    break;
                                                                }
                                                                case 1u:
                                                                {
                                                                    _62 = t0.words[(_820 + 63u) & 63u] + (_820 << 3u);
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
                                }
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
}

