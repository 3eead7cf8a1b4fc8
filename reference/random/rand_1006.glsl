#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _254;

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
    uint _246 = gl_GlobalInvocationID.x & 63u;
    uint _253 = t0.words[_246];
    uint _262 = t0.words[(gl_GlobalInvocationID.x + 56u) & 63u];
    uint _263 = _262 + (gl_GlobalInvocationID.x << 2u);
    uint _268 = t0.words[_263 & 63u];
    uint _269 = (_263 * 6u) + _268;
    uint _11;
    switch (_269 % 5u)
    {
        case 0u:
        {
            uint _9 = 0u;
            uint _10 = _269;
            uint _351;
            for (;;)
            {
                uint _344 = _9;
                uint _345 = _10;
                _351 = t0.words[(_345 + 6u) & 63u] + (_345 * 5u);
                uint _352 = _344 + 1u;
                _9 = _352;
                _10 = _351;
                if (_352 == 5u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            _11 = _351;
            main_join = 17u;
            break;
        }
        case 1u:
        {
            uint _285 = t0.words[(_269 + 1u) & 63u];
            uint _286 = _285 + (_269 * 7u);
            switch (_286 & 3u)
            {
                case 0u:
                {
                    uint _322 = t0.words[(_286 + 52u) & 63u] + (_286 << 1u);
                    _11 = _322;
                    if (((t0.words[(_322 + 23u) & 63u] ^ 735u) % 5u) == 1u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _322;
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
                    uint _294 = t0.words[(_286 + 8u) & 63u] + (_286 << 2u);
                    _11 = _294;
                    if ((t0.words[(_294 + 61u) & 63u] & 3u) == 3u)
                    {
                        uint _309 = t0.words[(_294 + 46u) & 63u] + (_294 * 3u);
                        _11 = t0.words[(_309 + 10u) & 63u] + _309;
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
                    _11 = t0.words[(_286 + 50u) & 63u] + _286;
                    main_join = 17u;
                    break;
                }
            }
            break;
        }
        case 2u:
        {
            _11 = t0.words[(_269 + 56u) & 63u] + (_269 << 3u);
            main_join = 17u;
            break;
        }
        default:
        {
            switch (_269 & 3u)
            {
                case 0u:
                {
                    _11 = t0.words[(_269 + 52u) & 63u] + (_269 * 6u);
                    main_join = 17u;
                    break;
                }
                case 1u:
                {
                    uint _361 = t0.words[(_269 + 59u) & 63u] + (_269 * 7u);
                    if ((_361 % 3u) == 0u)
                    {
                        uint _376 = t0.words[(_361 + 59u) & 63u] + (_361 * 6u);
                        _11 = (_376 * 5u) + t0.words[(_376 + 63u) & 63u];
                        main_join = 17u;
                    }
                    else
                    {
                        _11 = t0.words[(_361 + 21u) & 63u] + (_361 * 5u);
                        main_join = 17u;
                    }
                    break;
                }
                default:
                {
                    _11 = t0.words[(_269 + 23u) & 63u] + (_269 << 1u);
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
            if (((_253 ^ 183u) % 6u) == 1u)
            {
                _12 = t0.words[(_11 + 6u) & 63u] + _11;
            }
            uint _411 = t0.words[(_12 + 61u) & 63u];
            uint _412 = _411 + (_12 * 3u);
            uint _58 = _412;
            if ((_412 % 3u) == 0u)
            {
                _58 = _412;
                if (((_412 ^ 674u) % 5u) == 0u)
                {
                    switch (_412 & 3u)
                    {
                        case 0u:
                        {
                            uint _20;
                            if (((t0.words[(_412 + 39u) & 63u] ^ 917u) % 3u) == 1u)
                            {
                                uint _13 = 0u;
                                uint _14 = _412;
                                uint _542;
                                for (;;)
                                {
                                    uint _534 = _13;
                                    uint _535 = _14;
                                    _542 = t0.words[(_535 + 22u) & 63u] + (_535 * 5u);
                                    uint _543 = _534 + 1u;
                                    _13 = _543;
                                    _14 = _542;
                                    if (_543 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _20 = _542;
                            }
                            else
                            {
                                uint _15;
                                if ((t0.words[(_412 + 51u) & 63u] & 1u) == 0u)
                                {
                                    _15 = t0.words[(_412 + 61u) & 63u] + (_412 << 2u);
                                }
                                else
                                {
                                    _15 = t0.words[(_412 + 21u) & 63u] + (_412 << 2u);
                                }
                                _20 = _15;
                                if (((t0.words[(_15 + 49u) & 63u] ^ 36u) % 5u) == 1u)
                                {
                                    uint _16 = 0u;
                                    uint _17 = _15;
                                    uint _528;
                                    uint _18;
                                    uint _19;
                                    uint _499;
                                    for (;;)
                                    {
                                        _499 = _16;
                                        uint _507 = t0.words[(_17 + 57u) & 63u] + (_17 << 3u);
                                        _18 = 0u;
                                        _19 = (_507 << 3u) + t0.words[(_507 + 11u) & 63u];
                                        for (;;)
                                        {
                                            uint _515 = _18;
                                            uint _522 = t0.words[(_19 + 63u) & 63u] + (_19 << 3u);
                                            _528 = t0.words[(_522 + 62u) & 63u] + _522;
                                            uint _529 = _515 + 1u;
                                            _18 = _529;
                                            _19 = _528;
                                            if (_529 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _532 = _499 + 1u;
                                        _16 = _532;
                                        _17 = _528;
                                        if (_532 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _20 = _528;
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
                                    uint _712;
                                    uint _24;
                                    uint _25;
                                    uint _654;
                                    for (;;)
                                    {
                                        _654 = _22;
                                        _24 = 0u;
                                        _25 = _23;
                                        uint _682;
                                        for (;;)
                                        {
                                            uint _656 = _24;
                                            uint _657 = _25;
                                            uint _662 = t0.words[_657 & 63u] + (_657 * 7u);
                                            uint _669 = (_662 * 3u) + t0.words[(_662 + 9u) & 63u];
                                            uint _676 = (_669 << 2u) + t0.words[(_669 + 26u) & 63u];
                                            _682 = (_676 * 7u) + t0.words[(_676 + 49u) & 63u];
                                            uint _683 = _656 + 1u;
                                            _24 = _683;
                                            _25 = _682;
                                            if (_683 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _26 = 0u;
                                        uint _27 = _682;
                                        for (;;)
                                        {
                                            uint _685 = _26;
                                            uint _692 = t0.words[(_27 + 11u) & 63u] + (_27 * 6u);
                                            uint _699 = (_692 * 5u) + t0.words[(_692 + 27u) & 63u];
                                            uint _705 = (_699 << 3u) + t0.words[(_699 + 36u) & 63u];
                                            _712 = (_705 << 1u) + t0.words[(_705 + 30u) & 63u];
                                            uint _713 = _685 + 1u;
                                            _26 = _713;
                                            _27 = _712;
                                            if (_713 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _715 = _654 + 1u;
                                        _22 = _715;
                                        _23 = _712;
                                        if (_715 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _28 = t0.words[(_712 + 44u) & 63u] + _712;
                                }
                                uint _29 = _28;
                                if (((t0.words[(_28 + 9u) & 63u] ^ 916u) % 6u) == 0u)
                                {
                                    uint _736 = t0.words[(_28 + 53u) & 63u] + (_28 * 7u);
                                    _29 = (_736 * 3u) + t0.words[(_736 + 33u) & 63u];
                                }
                                _58 = _29;
                                if (((_253 ^ 782u) % 5u) == 0u)
                                {
                                    uint _30;
                                    if ((_29 & 3u) == 0u)
                                    {
                                        switch (_29 % 3u)
                                        {
                                            case 0u:
                                            {
                                                uint _804 = t0.words[(_29 + 50u) & 63u] + (_29 * 7u);
                                                _30 = (_804 * 3u) + t0.words[(_804 + 28u) & 63u];
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _793 = t0.words[(_29 + 12u) & 63u] + (_29 << 3u);
                                                _30 = t0.words[(_793 + 52u) & 63u] + _793;
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
                                            uint _771 = t0.words[(_29 + 60u) & 63u] + _29;
                                            uint _778 = (_771 * 3u) + t0.words[(_771 + 42u) & 63u];
                                            _30 = (_778 * 5u) + t0.words[(_778 + 35u) & 63u];
                                        }
                                        else
                                        {
                                            _30 = t0.words[(_29 + 32u) & 63u] + (_29 * 6u);
                                        }
                                    }
                                    uint _31 = 0u;
                                    uint _32 = _30;
                                    uint _827;
                                    for (;;)
                                    {
                                        uint _819 = _31;
                                        uint _820 = _32;
                                        _827 = t0.words[(_820 + 43u) & 63u] + (_820 << 2u);
                                        uint _828 = _819 + 1u;
                                        _31 = _828;
                                        _32 = _827;
                                        if (_828 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    if (((_253 ^ 808u) % 5u) == 1u)
                                    {
                                        uint _33;
                                        if (((t0.words[(_827 + 6u) & 63u] ^ 822u) % 6u) == 0u)
                                        {
                                            uint _888 = t0.words[(_827 + 19u) & 63u] + (_827 * 6u);
                                            uint _894 = (_888 << 3u) + t0.words[(_888 + 8u) & 63u];
                                            _33 = (_894 * 6u) + t0.words[(_894 + 21u) & 63u];
                                        }
                                        else
                                        {
                                            _33 = t0.words[(_827 + 53u) & 63u] + _827;
                                        }
                                        uint _34 = 0u;
                                        uint _35 = _33;
                                        uint _929;
                                        for (;;)
                                        {
                                            uint _902 = _34;
                                            uint _903 = _35;
                                            uint _910 = t0.words[(_903 + 48u) & 63u] + (_903 * 6u);
                                            uint _916 = (_910 << 3u) + t0.words[(_910 + 50u) & 63u];
                                            uint _923 = (_916 * 6u) + t0.words[(_916 + 38u) & 63u];
                                            _929 = (_923 << 1u) + t0.words[(_923 + 19u) & 63u];
                                            uint _930 = _902 + 1u;
                                            _34 = _930;
                                            _35 = _929;
                                            if (_930 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _58 = _929;
                                        if (((_253 ^ 464u) % 3u) == 1u)
                                        {
                                            uint _941 = t0.words[(_929 + 7u) & 63u] + (_929 << 1u);
                                            uint _947 = (_941 << 3u) + t0.words[(_941 + 49u) & 63u];
                                            _58 = (_947 << 2u) + t0.words[(_947 + 41u) & 63u];
                                            main_join = 113u;
                                        }
                                        else
                                        {
                                            main_join = 113u;
                                        }
                                    }
                                    else
                                    {
                                        uint _36 = _827;
                                        if ((_253 & 1u) == 0u)
                                        {
                                            uint _842 = t0.words[(_827 + 41u) & 63u] + (_827 << 2u);
                                            uint _849 = (_842 << 3u) + t0.words[(_842 + 55u) & 63u];
                                            _36 = (_849 << 1u) + t0.words[(_849 + 57u) & 63u];
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
                                uint _560 = t0.words[(_20 + 44u) & 63u] + (_20 * 3u);
                                uint _566 = (_560 * 6u) + t0.words[(_560 + 52u) & 63u];
                                _58 = _566;
                                if ((_566 & 1u) == 0u)
                                {
                                    main_join = 113u;
                                }
                                else
                                {
                                    uint _574 = _253 & 3u;
                                    uint _37 = 0u;
                                    uint _38 = t0.words[(_566 + 50u) & 63u] + _566;
                                    uint _613;
                                    uint _39;
                                    uint _40;
                                    uint _575;
                                    for (;;)
                                    {
                                        _575 = _37;
                                        _39 = 0u;
                                        _40 = _38;
                                        uint _604;
                                        for (;;)
                                        {
                                            uint _577 = _39;
                                            uint _578 = _40;
                                            uint _585 = t0.words[(_578 + 13u) & 63u] + (_578 * 5u);
                                            uint _591 = (_585 << 3u) + t0.words[(_585 + 57u) & 63u];
                                            uint _597 = (_591 * 5u) + t0.words[(_591 + 8u) & 63u];
                                            _604 = (_597 * 3u) + t0.words[(_597 + 31u) & 63u];
                                            uint _605 = _577 + 1u;
                                            _39 = _605;
                                            _40 = _604;
                                            if (_605 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _613 = t0.words[(_604 + 15u) & 63u] + (_604 * 6u);
                                        if ((_574 == 0u) || ((t0.words[(_613 + 24u) & 63u] & 3u) == 3u))
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            uint _623 = _575 + 1u;
                                            _37 = _623;
                                            _38 = _613;
                                            if (_623 < 3u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                break;
                                            }
                                        }
                                    }
                                    _58 = _613;
                                    main_join = 113u;
                                }
                            }
                            break;
                        }
                        case 1u:
                        {
                            uint _41 = 0u;
                            uint _42 = _412;
                            uint _6;
                            uint _43;
                            uint _57;
                            for (;;)
                            {
                                uint _421 = _41;
                                _57 = _42;
                                if (!((t0.words[(_42 + 37u) & 63u] & 1u) == 0u))
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_76_exit = 0u;
                                    break;
                                }
                                uint _436 = t0.words[(_42 + 51u) & 63u] + (_42 * 6u);
                                _6 = _436;
                                if ((t0.words[(_436 + 3u) & 63u] & 1u) == 0u)
                                {
                                    _43 = t0.words[(_6 + 49u) & 63u] + (_6 << 2u);
                                }
                                else
                                {
                                    _43 = _6;
                                    if (((_253 ^ 747u) % 6u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_76_exit = 1u;
                                        break;
                                    }
                                }
                                uint _457 = _421 + 1u;
                                _41 = _457;
                                _42 = _43;
                                _57 = _43;
                                if (_457 < 5u)
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
                            uint _45 = _412;
                            uint _7;
                            uint _8;
                            uint _52;
                            uint _56;
                            for (;;)
                            {
                                uint _954 = _44;
                                if (((_253 ^ 214u) % 3u) == 0u)
                                {
                                    uint _46 = 0u;
                                    uint _47 = t0.words[(_45 + 60u) & 63u] + _45;
                                    uint _1024;
                                    for (;;)
                                    {
                                        uint _1004 = _46;
                                        uint _48 = _47;
                                        if ((t0.words[(_47 + 12u) & 63u] & 1u) == 0u)
                                        {
                                            _48 = t0.words[(_47 + 46u) & 63u] + (_47 << 2u);
                                        }
                                        _1024 = t0.words[(_48 + 25u) & 63u] + (_48 << 3u);
                                        uint _1025 = _1004 + 1u;
                                        _46 = _1025;
                                        _47 = _1024;
                                        if (_1025 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _49 = 0u;
                                    uint _50 = _1024;
                                    uint _1092;
                                    for (;;)
                                    {
                                        uint _1027 = _49;
                                        uint _51 = _50;
                                        if (((t0.words[(_50 + 17u) & 63u] ^ 469u) % 5u) == 0u)
                                        {
                                            _51 = t0.words[(_50 + 9u) & 63u] + (_50 * 5u);
                                        }
                                        if (((_253 ^ 824u) % 5u) == 1u)
                                        {
                                            uint _1071 = t0.words[(_51 + 33u) & 63u] + (_51 * 3u);
                                            _52 = (_1071 * 3u) + t0.words[(_1071 + 52u) & 63u];
                                        }
                                        else
                                        {
                                            uint _1053 = t0.words[(_51 + 26u) & 63u] + (_51 * 5u);
                                            uint _1059 = (_1053 << 2u) + t0.words[(_1053 + 51u) & 63u];
                                            _52 = _1059 + t0.words[(_1059 + 34u) & 63u];
                                        }
                                        uint _53 = _52;
                                        if ((_253 & 3u) == 2u)
                                        {
                                            _53 = t0.words[(_52 + 24u) & 63u] + _52;
                                        }
                                        _1092 = t0.words[(_53 + 52u) & 63u] + (_53 * 3u);
                                        uint _1093 = _1027 + 1u;
                                        _49 = _1093;
                                        _50 = _1092;
                                        if (_1093 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _56 = _1092;
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
                                            uint _971 = _55;
                                            uint _977 = t0.words[(_54 + 28u) & 63u] + (_54 << 2u);
                                            uint _983 = (_977 << 2u) + t0.words[(_977 + 63u) & 63u];
                                            uint _989 = (_983 * 3u) + t0.words[(_983 + 27u) & 63u];
                                            _7 = _989;
                                            uint _990 = _971 + 1u;
                                            _54 = _989;
                                            _55 = _990;
                                            if (_990 == 5u)
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
                                uint _1096 = _954 + 1u;
                                _44 = _1096;
                                _45 = _56;
                                if (_1096 < 4u)
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
}

