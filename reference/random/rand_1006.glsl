#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _252;

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
    uint _RESERVED_IDENTIFIER_FIXUP_76_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_14_exit = 0u;
    uint main_join = 0u;
    uint _244 = gl_GlobalInvocationID.x & 63u;
    uint _251 = t0.words[_244];
    uint _260 = t0.words[(gl_GlobalInvocationID.x + 56u) & 63u];
    uint _261 = _260 + (gl_GlobalInvocationID.x << 2u);
    uint _266 = t0.words[_261 & 63u];
    uint _267 = (_261 * 6u) + _266;
    uint _11;
    switch (_267 % 5u)
    {
        case 0u:
        {
            uint _9 = 0u;
            uint _10 = _267;
            uint _349;
            for (;;)
            {
                uint _342 = _9;
                uint _343 = _10;
                _349 = t0.words[(_343 + 6u) & 63u] + (_343 * 5u);
                uint _350 = _342 + 1u;
                _9 = _350;
                _10 = _349;
                if (_350 == 5u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            _11 = _349;
            main_join = 17u;
            break;
        }
        case 1u:
        {
            uint _283 = t0.words[(_267 + 1u) & 63u];
            uint _284 = _283 + (_267 * 7u);
            switch (_284 & 3u)
            {
                case 0u:
                {
                    uint _320 = t0.words[(_284 + 52u) & 63u] + (_284 << 1u);
                    _11 = _320;
                    if (((t0.words[(_320 + 23u) & 63u] ^ 735u) % 5u) == 1u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _320;
                        main_join = 114u;
                    }
                    else
                    {
                        main_join = 17u;
                    }
                    break;
                }
                case 1u:
                {
                    uint _292 = t0.words[(_284 + 8u) & 63u] + (_284 << 2u);
                    _11 = _292;
                    if ((t0.words[(_292 + 61u) & 63u] & 3u) == 3u)
                    {
                        uint _307 = t0.words[(_292 + 46u) & 63u] + (_292 * 3u);
                        _11 = t0.words[(_307 + 10u) & 63u] + _307;
                        main_join = 17u;
                    }
                    else
                    {
                        main_join = 17u;
                    }
                    break;
                }
                default:
                {
                    _11 = t0.words[(_284 + 50u) & 63u] + _284;
                    main_join = 17u;
                    break;
                }
            }
            break;
        }
        case 2u:
        {
            _11 = t0.words[(_267 + 56u) & 63u] + (_267 << 3u);
            main_join = 17u;
            break;
        }
        default:
        {
            switch (_267 & 3u)
            {
                case 0u:
                {
                    _11 = t0.words[(_267 + 52u) & 63u] + (_267 * 6u);
                    main_join = 17u;
                    break;
                }
                case 1u:
                {
                    uint _359 = t0.words[(_267 + 59u) & 63u] + (_267 * 7u);
                    if ((_359 % 3u) == 0u)
                    {
                        uint _374 = t0.words[(_359 + 59u) & 63u] + (_359 * 6u);
                        _11 = (_374 * 5u) + t0.words[(_374 + 63u) & 63u];
                        main_join = 17u;
                    }
                    else
                    {
                        _11 = t0.words[(_359 + 21u) & 63u] + (_359 * 5u);
                        main_join = 17u;
                    }
                    break;
                }
                default:
                {
                    _11 = t0.words[(_267 + 23u) & 63u] + (_267 << 1u);
                    main_join = 17u;
                    break;
                }
            }
            break;
        }
    }
    switch (main_join)
    {
        case 17u:
        {
            uint _12 = _11;
            if (((_251 ^ 183u) % 6u) == 1u)
            {
                _12 = t0.words[(_11 + 6u) & 63u] + _11;
            }
            uint _409 = t0.words[(_12 + 61u) & 63u];
            uint _410 = _409 + (_12 * 3u);
            uint _58 = _410;
            if ((_410 % 3u) == 0u)
            {
                _58 = _410;
                if (((_410 ^ 674u) % 5u) == 0u)
                {
                    switch (_410 & 3u)
                    {
                        case 0u:
                        {
                            uint _20;
                            if (((t0.words[(_410 + 39u) & 63u] ^ 917u) % 3u) == 1u)
                            {
                                uint _13 = 0u;
                                uint _14 = _410;
                                uint _540;
                                for (;;)
                                {
                                    uint _532 = _13;
                                    uint _533 = _14;
                                    _540 = t0.words[(_533 + 22u) & 63u] + (_533 * 5u);
                                    uint _541 = _532 + 1u;
                                    _13 = _541;
                                    _14 = _540;
                                    if (_541 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _20 = _540;
                            }
                            else
                            {
                                uint _15;
                                if ((t0.words[(_410 + 51u) & 63u] & 1u) == 0u)
                                {
                                    _15 = t0.words[(_410 + 61u) & 63u] + (_410 << 2u);
                                }
                                else
                                {
                                    _15 = t0.words[(_410 + 21u) & 63u] + (_410 << 2u);
                                }
                                _20 = _15;
                                if (((t0.words[(_15 + 49u) & 63u] ^ 36u) % 5u) == 1u)
                                {
                                    uint _16 = 0u;
                                    uint _17 = _15;
                                    uint _526;
                                    uint _18;
                                    uint _19;
                                    uint _497;
                                    for (;;)
                                    {
                                        _497 = _16;
                                        uint _505 = t0.words[(_17 + 57u) & 63u] + (_17 << 3u);
                                        _18 = 0u;
                                        _19 = (_505 << 3u) + t0.words[(_505 + 11u) & 63u];
                                        for (;;)
                                        {
                                            uint _513 = _18;
                                            uint _520 = t0.words[(_19 + 63u) & 63u] + (_19 << 3u);
                                            _526 = t0.words[(_520 + 62u) & 63u] + _520;
                                            uint _527 = _513 + 1u;
                                            _18 = _527;
                                            _19 = _526;
                                            if (_527 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _530 = _497 + 1u;
                                        _16 = _530;
                                        _17 = _526;
                                        if (_530 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _20 = _526;
                                }
                            }
                            if (((t0.words[(_20 + 53u) & 63u] ^ 3u) % 5u) == 0u)
                            {
                                uint _28 = _20;
                                if (((_20 ^ 696u) % 3u) == 1u)
                                {
                                    uint _21;
                                    if ((_20 & 3u) == 0u)
                                    {
                                        _21 = t0.words[(_20 + 25u) & 63u] + (_20 * 5u);
                                    }
                                    else
                                    {
                                        if ((_20 & 1u) == 0u)
                                        {
                                            _21 = t0.words[(_20 + 57u) & 63u] + (_20 << 3u);
                                        }
                                        else
                                        {
                                            _21 = t0.words[(_20 + 14u) & 63u] + (_20 * 5u);
                                        }
                                    }
                                    uint _22 = 0u;
                                    uint _23 = _21;
                                    uint _710;
                                    uint _24;
                                    uint _25;
                                    uint _652;
                                    for (;;)
                                    {
                                        _652 = _22;
                                        _24 = 0u;
                                        _25 = _23;
                                        uint _680;
                                        for (;;)
                                        {
                                            uint _654 = _24;
                                            uint _655 = _25;
                                            uint _660 = t0.words[_655 & 63u] + (_655 * 7u);
                                            uint _667 = (_660 * 3u) + t0.words[(_660 + 9u) & 63u];
                                            uint _674 = (_667 << 2u) + t0.words[(_667 + 26u) & 63u];
                                            _680 = (_674 * 7u) + t0.words[(_674 + 49u) & 63u];
                                            uint _681 = _654 + 1u;
                                            _24 = _681;
                                            _25 = _680;
                                            if (_681 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _26 = 0u;
                                        uint _27 = _680;
                                        for (;;)
                                        {
                                            uint _683 = _26;
                                            uint _690 = t0.words[(_27 + 11u) & 63u] + (_27 * 6u);
                                            uint _697 = (_690 * 5u) + t0.words[(_690 + 27u) & 63u];
                                            uint _703 = (_697 << 3u) + t0.words[(_697 + 36u) & 63u];
                                            _710 = (_703 << 1u) + t0.words[(_703 + 30u) & 63u];
                                            uint _711 = _683 + 1u;
                                            _26 = _711;
                                            _27 = _710;
                                            if (_711 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _713 = _652 + 1u;
                                        _22 = _713;
                                        _23 = _710;
                                        if (_713 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _28 = t0.words[(_710 + 44u) & 63u] + _710;
                                }
                                uint _29 = _28;
                                if (((t0.words[(_28 + 9u) & 63u] ^ 916u) % 6u) == 0u)
                                {
                                    uint _734 = t0.words[(_28 + 53u) & 63u] + (_28 * 7u);
                                    _29 = (_734 * 3u) + t0.words[(_734 + 33u) & 63u];
                                }
                                _58 = _29;
                                if (((_251 ^ 782u) % 5u) == 0u)
                                {
                                    uint _30;
                                    if ((_29 & 3u) == 0u)
                                    {
                                        switch (_29 % 3u)
                                        {
                                            case 0u:
                                            {
                                                uint _802 = t0.words[(_29 + 50u) & 63u] + (_29 * 7u);
                                                _30 = (_802 * 3u) + t0.words[(_802 + 28u) & 63u];
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _791 = t0.words[(_29 + 12u) & 63u] + (_29 << 3u);
                                                _30 = t0.words[(_791 + 52u) & 63u] + _791;
                                                break;
                                            }
                                            default:
                                            {
                                                _30 = t0.words[(_29 + 2u) & 63u] + (_29 * 3u);
                                                break;
                                            }
                                        }
                                    }
                                    else
                                    {
                                        if (((t0.words[(_29 + 17u) & 63u] ^ 865u) % 3u) == 1u)
                                        {
                                            uint _769 = t0.words[(_29 + 60u) & 63u] + _29;
                                            uint _776 = (_769 * 3u) + t0.words[(_769 + 42u) & 63u];
                                            _30 = (_776 * 5u) + t0.words[(_776 + 35u) & 63u];
                                        }
                                        else
                                        {
                                            _30 = t0.words[(_29 + 32u) & 63u] + (_29 * 6u);
                                        }
                                    }
                                    uint _31 = 0u;
                                    uint _32 = _30;
                                    uint _825;
                                    for (;;)
                                    {
                                        uint _817 = _31;
                                        uint _818 = _32;
                                        _825 = t0.words[(_818 + 43u) & 63u] + (_818 << 2u);
                                        uint _826 = _817 + 1u;
                                        _31 = _826;
                                        _32 = _825;
                                        if (_826 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    if (((_251 ^ 808u) % 5u) == 1u)
                                    {
                                        uint _33;
                                        if (((t0.words[(_825 + 6u) & 63u] ^ 822u) % 6u) == 0u)
                                        {
                                            uint _886 = t0.words[(_825 + 19u) & 63u] + (_825 * 6u);
                                            uint _892 = (_886 << 3u) + t0.words[(_886 + 8u) & 63u];
                                            _33 = (_892 * 6u) + t0.words[(_892 + 21u) & 63u];
                                        }
                                        else
                                        {
                                            _33 = t0.words[(_825 + 53u) & 63u] + _825;
                                        }
                                        uint _34 = 0u;
                                        uint _35 = _33;
                                        uint _927;
                                        for (;;)
                                        {
                                            uint _900 = _34;
                                            uint _901 = _35;
                                            uint _908 = t0.words[(_901 + 48u) & 63u] + (_901 * 6u);
                                            uint _914 = (_908 << 3u) + t0.words[(_908 + 50u) & 63u];
                                            uint _921 = (_914 * 6u) + t0.words[(_914 + 38u) & 63u];
                                            _927 = (_921 << 1u) + t0.words[(_921 + 19u) & 63u];
                                            uint _928 = _900 + 1u;
                                            _34 = _928;
                                            _35 = _927;
                                            if (_928 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _58 = _927;
                                        if (((_251 ^ 464u) % 3u) == 1u)
                                        {
                                            uint _939 = t0.words[(_927 + 7u) & 63u] + (_927 << 1u);
                                            uint _945 = (_939 << 3u) + t0.words[(_939 + 49u) & 63u];
                                            _58 = (_945 << 2u) + t0.words[(_945 + 41u) & 63u];
                                            main_join = 113u;
                                        }
                                        else
                                        {
                                            main_join = 113u;
                                        }
                                    }
                                    else
                                    {
                                        uint _36 = _825;
                                        if ((_251 & 1u) == 0u)
                                        {
                                            uint _840 = t0.words[(_825 + 41u) & 63u] + (_825 << 2u);
                                            uint _847 = (_840 << 3u) + t0.words[(_840 + 55u) & 63u];
                                            _36 = (_847 << 1u) + t0.words[(_847 + 57u) & 63u];
                                        }
                                        if ((t0.words[(_36 + 36u) & 63u] & 3u) == 3u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _36;
                                            main_join = 114u;
                                        }
                                        else
                                        {
                                            _58 = t0.words[(_36 + 8u) & 63u] + _36;
                                            main_join = 113u;
                                        }
                                    }
                                }
                                else
                                {
                                    main_join = 113u;
                                }
                            }
                            else
                            {
                                uint _558 = t0.words[(_20 + 44u) & 63u] + (_20 * 3u);
                                uint _564 = (_558 * 6u) + t0.words[(_558 + 52u) & 63u];
                                _58 = _564;
                                if ((_564 & 1u) == 0u)
                                {
                                    main_join = 113u;
                                }
                                else
                                {
                                    uint _572 = _251 & 3u;
                                    uint _37 = 0u;
                                    uint _38 = t0.words[(_564 + 50u) & 63u] + _564;
                                    uint _611;
                                    uint _39;
                                    uint _40;
                                    uint _573;
                                    for (;;)
                                    {
                                        _573 = _37;
                                        _39 = 0u;
                                        _40 = _38;
                                        uint _602;
                                        for (;;)
                                        {
                                            uint _575 = _39;
                                            uint _576 = _40;
                                            uint _583 = t0.words[(_576 + 13u) & 63u] + (_576 * 5u);
                                            uint _589 = (_583 << 3u) + t0.words[(_583 + 57u) & 63u];
                                            uint _595 = (_589 * 5u) + t0.words[(_589 + 8u) & 63u];
                                            _602 = (_595 * 3u) + t0.words[(_595 + 31u) & 63u];
                                            uint _603 = _575 + 1u;
                                            _39 = _603;
                                            _40 = _602;
                                            if (_603 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _611 = t0.words[(_602 + 15u) & 63u] + (_602 * 6u);
                                        if ((_572 == 0u) || ((t0.words[(_611 + 24u) & 63u] & 3u) == 3u))
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            uint _621 = _573 + 1u;
                                            _37 = _621;
                                            _38 = _611;
                                            if (_621 < 3u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                break;
                                            }
                                        }
                                    }
                                    _58 = _611;
                                    main_join = 113u;
                                }
                            }
                            break;
                        }
                        case 1u:
                        {
                            uint _41 = 0u;
                            uint _42 = _410;
                            uint _6;
                            uint _43;
                            uint _57;
                            for (;;)
                            {
                                uint _419 = _41;
                                _57 = _42;
                                if (!((t0.words[(_42 + 37u) & 63u] & 1u) == 0u))
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_76_exit = 0u;
                                    break;
                                }
                                uint _434 = t0.words[(_42 + 51u) & 63u] + (_42 * 6u);
                                _6 = _434;
                                if ((t0.words[(_434 + 3u) & 63u] & 1u) == 0u)
                                {
                                    _43 = t0.words[(_6 + 49u) & 63u] + (_6 << 2u);
                                }
                                else
                                {
                                    _43 = _6;
                                    if (((_251 ^ 747u) % 6u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_76_exit = 1u;
                                        break;
                                    }
                                }
                                uint _455 = _419 + 1u;
                                _41 = _455;
                                _42 = _43;
                                _57 = _43;
                                if (_455 < 5u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_76_exit = 0u;
                                    break;
                                }
                            }
                            switch (_RESERVED_IDENTIFIER_FIXUP_76_exit)
                            {
                                case 0u:
                                {
                                    _58 = _57;
                                    main_join = 113u;
                                    break;
                                }
                                default:
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _6;
                                    main_join = 114u;
                                    break;
                                }
                            }
                            break;
                        }
                        default:
                        {
                            uint _44 = 0u;
                            uint _45 = _410;
                            uint _7;
                            uint _8;
                            uint _52;
                            uint _56;
                            for (;;)
                            {
                                uint _952 = _44;
                                if (((_251 ^ 214u) % 3u) == 0u)
                                {
                                    uint _46 = 0u;
                                    uint _47 = t0.words[(_45 + 60u) & 63u] + _45;
                                    uint _1022;
                                    for (;;)
                                    {
                                        uint _1002 = _46;
                                        uint _48 = _47;
                                        if ((t0.words[(_47 + 12u) & 63u] & 1u) == 0u)
                                        {
                                            _48 = t0.words[(_47 + 46u) & 63u] + (_47 << 2u);
                                        }
                                        _1022 = t0.words[(_48 + 25u) & 63u] + (_48 << 3u);
                                        uint _1023 = _1002 + 1u;
                                        _46 = _1023;
                                        _47 = _1022;
                                        if (_1023 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _49 = 0u;
                                    uint _50 = _1022;
                                    uint _1090;
                                    for (;;)
                                    {
                                        uint _1025 = _49;
                                        uint _51 = _50;
                                        if (((t0.words[(_50 + 17u) & 63u] ^ 469u) % 5u) == 0u)
                                        {
                                            _51 = t0.words[(_50 + 9u) & 63u] + (_50 * 5u);
                                        }
                                        if (((_251 ^ 824u) % 5u) == 1u)
                                        {
                                            uint _1069 = t0.words[(_51 + 33u) & 63u] + (_51 * 3u);
                                            _52 = (_1069 * 3u) + t0.words[(_1069 + 52u) & 63u];
                                        }
                                        else
                                        {
                                            uint _1051 = t0.words[(_51 + 26u) & 63u] + (_51 * 5u);
                                            uint _1057 = (_1051 << 2u) + t0.words[(_1051 + 51u) & 63u];
                                            _52 = _1057 + t0.words[(_1057 + 34u) & 63u];
                                        }
                                        uint _53 = _52;
                                        if ((_251 & 3u) == 2u)
                                        {
                                            _53 = t0.words[(_52 + 24u) & 63u] + _52;
                                        }
                                        _1090 = t0.words[(_53 + 52u) & 63u] + (_53 * 3u);
                                        uint _1091 = _1025 + 1u;
                                        _49 = _1091;
                                        _50 = _1090;
                                        if (_1091 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _56 = _1090;
                                }
                                else
                                {
                                    _56 = _45;
                                    if (((_45 ^ 736u) % 5u) == 1u)
                                    {
                                        uint _54 = t0.words[(_45 + 43u) & 63u] + (_45 * 7u);
                                        uint _55 = 0u;
                                        for (;;)
                                        {
                                            uint _969 = _55;
                                            uint _975 = t0.words[(_54 + 28u) & 63u] + (_54 << 2u);
                                            uint _981 = (_975 << 2u) + t0.words[(_975 + 63u) & 63u];
                                            uint _987 = (_981 * 3u) + t0.words[(_981 + 27u) & 63u];
                                            _7 = _987;
                                            uint _988 = _969 + 1u;
                                            _54 = _987;
                                            _55 = _988;
                                            if (_988 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _56 = _7;
                                        if ((t0.words[(_7 + 43u) & 63u] & 3u) == 2u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_14_exit = 0u;
                                            break;
                                        }
                                    }
                                }
                                _8 = _56;
                                uint _1094 = _952 + 1u;
                                _44 = _1094;
                                _45 = _56;
                                if (_1094 < 4u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_14_exit = 1u;
                                    break;
                                }
                            }
                            switch (_RESERVED_IDENTIFIER_FIXUP_14_exit)
                            {
                                case 0u:
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _7;
                                    main_join = 114u;
                                    break;
                                }
                                default:
                                {
                                    _58 = _8;
                                    main_join = 113u;
                                    break;
                                }
                            }
                            break;
                        }
                    }
                }
                else
                {
                    main_join = 113u;
                }
            }
            else
            {
                main_join = 113u;
            }
            switch (main_join)
            {
                case 113u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _58;
                    break;
                }
            }
            break;
        }
    }
}

