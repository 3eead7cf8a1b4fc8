#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _302;

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
    uint _RESERVED_IDENTIFIER_FIXUP_92_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_15_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_95_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_3_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_0_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_3_loop_join = 0u;
    uint _294 = gl_GlobalInvocationID.x & 63u;
    uint _301 = t0.words[_294];
    uint _72;
    if ((t0.words[(gl_GlobalInvocationID.x + 60u) & 63u] & 3u) == 3u)
    {
        uint _37;
        if (((t0.words[(gl_GlobalInvocationID.x + 25u) & 63u] ^ 920u) % 5u) == 1u)
        {
            _37 = t0.words[(gl_GlobalInvocationID.x + 37u) & 63u] + (gl_GlobalInvocationID.x << 1u);
            main_join = 55u;
        }
        else
        {
            uint _13 = 0u;
            uint _14 = gl_GlobalInvocationID.x;
            uint _6;
            uint _7;
            uint _8;
            uint _15;
            uint _16;
            uint _17;
            uint _22;
            uint _23;
            uint _25;
            uint _28;
            uint _29;
            uint _30;
            uint _31;
            uint _36;
            uint _833;
            for (;;)
            {
                _833 = _13;
                _15 = 0u;
                _16 = _14;
                for (;;)
                {
                    uint _835 = _15;
                    if (((t0.words[(_16 + 49u) & 63u] ^ 97u) % 6u) == 1u)
                    {
                        if (((_16 ^ 595u) % 3u) == 0u)
                        {
                            if (((t0.words[(_16 + 18u) & 63u] ^ 149u) % 5u) == 1u)
                            {
                                _17 = t0.words[(_16 + 32u) & 63u] + (_16 << 3u);
                            }
                            else
                            {
                                uint _940 = t0.words[(_16 + 19u) & 63u] + (_16 << 1u);
                                uint _946 = (_940 << 3u) + t0.words[(_940 + 25u) & 63u];
                                _17 = (_946 * 5u) + t0.words[(_946 + 18u) & 63u];
                            }
                        }
                        else
                        {
                            _17 = t0.words[(_16 + 39u) & 63u] + (_16 << 3u);
                        }
                        uint _18 = _17;
                        if (!((t0.words[(_17 + 4u) & 63u] & 1u) == 0u))
                        {
                            uint _971 = t0.words[(_17 + 6u) & 63u] + (_17 * 7u);
                            uint _977 = (_971 * 3u) + t0.words[(_971 + 60u) & 63u];
                            _18 = (_977 << 3u) + t0.words[(_977 + 20u) & 63u];
                        }
                        _25 = _18;
                        _23 = _18;
                        if (((_301 ^ 724u) % 6u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_3_loop_join = 30u;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_3_loop_join = 26u;
                        }
                    }
                    else
                    {
                        uint _21 = _16;
                        if (((_301 ^ 468u) % 3u) == 1u)
                        {
                            uint _19 = 0u;
                            uint _20 = t0.words[(_16 + 27u) & 63u] + (_16 * 3u);
                            uint _870;
                            for (;;)
                            {
                                uint _856 = _19;
                                uint _857 = _20;
                                uint _863 = t0.words[(_857 + 46u) & 63u] + (_857 * 7u);
                                _870 = (_863 * 6u) + t0.words[(_863 + 47u) & 63u];
                                uint _871 = _856 + 1u;
                                _19 = _871;
                                _20 = _870;
                                if (_871 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _21 = _870;
                        }
                        if ((_21 % 5u) == 0u)
                        {
                            _22 = _21;
                            if ((t0.words[(_21 + 32u) & 63u] & 3u) == 2u)
                            {
                                _22 = t0.words[(_21 + 50u) & 63u] + (_21 << 1u);
                            }
                        }
                        else
                        {
                            if (((t0.words[(_21 + 6u) & 63u] ^ 464u) % 3u) == 0u)
                            {
                                _22 = t0.words[(_21 + 7u) & 63u] + (_21 << 1u);
                            }
                            else
                            {
                                _22 = t0.words[(_21 + 28u) & 63u] + (_21 * 5u);
                            }
                        }
                        _23 = t0.words[(_22 + 5u) & 63u] + (_22 * 6u);
                        _RESERVED_IDENTIFIER_FIXUP_3_loop_join = 26u;
                    }
                    bool _224_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_3_loop_join)
                    {
                        case 26u:
                        {
                            uint _24 = _23;
                            if (((_23 ^ 90u) % 6u) == 0u)
                            {
                                _24 = t0.words[(_23 + 27u) & 63u] + (_23 * 5u);
                            }
                            _6 = _24;
                            _25 = _24;
                            if (((t0.words[(_24 + 48u) & 63u] ^ 452u) % 5u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_3_exit = 0u;
                                _224_ladder_break = true;
                                break;
                            }
                            break;
                        }
                    }
                    if (_224_ladder_break)
                    {
                        break;
                    }
                    _7 = _25;
                    uint _1012 = _835 + 1u;
                    _15 = _1012;
                    _16 = _25;
                    if (_1012 < 4u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_3_exit = 1u;
                        break;
                    }
                }
                bool _232_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_3_exit)
                {
                    case 0u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                        _232_ladder_break = true;
                        break;
                    }
                }
                if (_232_ladder_break)
                {
                    break;
                }
                if ((_7 & 3u) == 0u)
                {
                    if (((t0.words[(_7 + 16u) & 63u] ^ 222u) % 6u) == 0u)
                    {
                        _36 = _7;
                        if (((_7 ^ 503u) % 6u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_0_join = 53u;
                        }
                        else
                        {
                            uint _1107 = t0.words[(_7 + 22u) & 63u] + (_7 * 5u);
                            _36 = _1107;
                            _30 = _1107;
                            if ((_1107 & 3u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_0_join = 53u;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_0_join = 44u;
                            }
                        }
                    }
                    else
                    {
                        uint _26 = 0u;
                        uint _27 = t0.words[(_7 + 48u) & 63u] + (_7 * 6u);
                        for (;;)
                        {
                            uint _1042 = _26;
                            switch (_27 % 5u)
                            {
                                case 0u:
                                {
                                    uint _1061 = t0.words[(_27 + 55u) & 63u] + _27;
                                    _28 = (_1061 << 1u) + t0.words[(_1061 + 63u) & 63u];
                                    break;
                                }
                                case 1u:
                                {
                                    _28 = t0.words[(_27 + 10u) & 63u] + (_27 * 7u);
                                    break;
                                }
                                case 2u:
                                {
                                    _28 = t0.words[(_27 + 62u) & 63u] + (_27 * 5u);
                                    break;
                                }
                                default:
                                {
                                    _28 = t0.words[(_27 + 56u) & 63u] + (_27 * 7u);
                                    break;
                                }
                            }
                            _29 = _28;
                            if (((_28 ^ 887u) % 6u) == 0u)
                            {
                                break;
                            }
                            else
                            {
                                uint _1085 = t0.words[(_28 + 10u) & 63u] + (_28 * 6u);
                                uint _1091 = (_1085 * 3u) + t0.words[(_1085 + 4u) & 63u];
                                uint _1092 = _1042 + 1u;
                                _26 = _1092;
                                _27 = _1091;
                                _29 = _1091;
                                if (_1092 < 3u)
                                {
                                    continue;
                                }
                                else
                                {
                                    break;
                                }
                            }
                        }
                        _30 = _29;
                        _RESERVED_IDENTIFIER_FIXUP_0_join = 44u;
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_0_join)
                    {
                        case 44u:
                        {
                            if (((_30 ^ 467u) % 3u) == 1u)
                            {
                                _36 = _30;
                                _31 = _30;
                                if (((_30 ^ 248u) % 6u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_0_join = 53u;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_0_join = 48u;
                                }
                            }
                            else
                            {
                                uint _1122 = t0.words[(_30 + 13u) & 63u] + (_30 << 1u);
                                _31 = (_1122 * 6u) + t0.words[(_1122 + 27u) & 63u];
                                _RESERVED_IDENTIFIER_FIXUP_0_join = 48u;
                            }
                            break;
                        }
                    }
                }
                else
                {
                    _31 = t0.words[(_7 + 18u) & 63u] + (_7 << 3u);
                    _RESERVED_IDENTIFIER_FIXUP_0_join = 48u;
                }
                switch (_RESERVED_IDENTIFIER_FIXUP_0_join)
                {
                    case 48u:
                    {
                        uint _32 = 0u;
                        uint _33 = t0.words[(_31 + 36u) & 63u] + (_31 << 3u);
                        uint _1156;
                        uint _34;
                        uint _35;
                        uint _1142;
                        for (;;)
                        {
                            _1142 = _32;
                            _34 = 0u;
                            _35 = _33;
                            for (;;)
                            {
                                uint _1144 = _34;
                                uint _1150 = t0.words[(_35 + 3u) & 63u] + _35;
                                _1156 = (_1150 * 3u) + t0.words[(_1150 + 32u) & 63u];
                                uint _1157 = _1144 + 1u;
                                _34 = _1157;
                                _35 = _1156;
                                if (_1157 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _1159 = _1142 + 1u;
                            _32 = _1159;
                            _33 = _1156;
                            if (_1159 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _36 = _1156;
                        break;
                    }
                }
                _8 = _36;
                uint _1162 = _833 + 1u;
                _13 = _1162;
                _14 = _36;
                if (_1162 < 5u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_0_exit = 1u;
                    break;
                }
            }
            switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _6;
                    main_join = 131u;
                    break;
                }
                default:
                {
                    _37 = _8;
                    main_join = 55u;
                    break;
                }
            }
        }
        switch (main_join)
        {
            case 55u:
            {
                uint _1181 = t0.words[(_37 + 3u) & 63u] + (_37 * 7u);
                _72 = (_1181 << 3u) + t0.words[(_1181 + 28u) & 63u];
                main_join = 130u;
                break;
            }
        }
    }
    else
    {
        uint _38 = 0u;
        uint _39 = gl_GlobalInvocationID.x;
        uint _9;
        uint _10;
        uint _11;
        uint _12;
        uint _47;
        uint _48;
        uint _49;
        uint _54;
        uint _55;
        uint _56;
        uint _61;
        uint _65;
        for (;;)
        {
            uint _313 = _38;
            uint _322 = t0.words[(_39 + 53u) & 63u] + (_39 << 2u);
            uint _329 = (_322 << 2u) + t0.words[(_322 + 20u) & 63u];
            if ((t0.words[(_329 + 45u) & 63u] & 1u) == 0u)
            {
                uint _40 = 0u;
                uint _41 = _329;
                for (;;)
                {
                    uint _455 = _40;
                    uint _457 = _41 % 5u;
                    if (_457 == 0u)
                    {
                        switch (_41 & 3u)
                        {
                            case 0u:
                            {
                                uint _42 = 0u;
                                uint _43 = _41;
                                uint _595;
                                for (;;)
                                {
                                    uint _581 = _42;
                                    uint _582 = _43;
                                    uint _588 = t0.words[(_582 + 7u) & 63u] + (_582 * 6u);
                                    _595 = (_588 * 6u) + t0.words[(_588 + 27u) & 63u];
                                    uint _596 = _581 + 1u;
                                    _42 = _596;
                                    _43 = _595;
                                    if (_596 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _49 = _595;
                                break;
                            }
                            case 1u:
                            {
                                uint _44 = _41;
                                if ((_301 & 3u) == 1u)
                                {
                                    _44 = t0.words[(_41 + 14u) & 63u] + (_41 << 3u);
                                }
                                _49 = t0.words[(_44 + 4u) & 63u] + (_44 * 3u);
                                break;
                            }
                            case 2u:
                            {
                                uint _557 = t0.words[(_41 + 46u) & 63u] + (_41 * 7u);
                                _49 = (_557 * 6u) + t0.words[(_557 + 10u) & 63u];
                                break;
                            }
                            default:
                            {
                                uint _45 = 0u;
                                uint _46 = _41;
                                uint _613;
                                for (;;)
                                {
                                    uint _598 = _45;
                                    uint _599 = _46;
                                    uint _606 = t0.words[(_599 + 44u) & 63u] + (_599 * 6u);
                                    _613 = (_606 * 3u) + t0.words[(_606 + 15u) & 63u];
                                    uint _614 = _598 + 1u;
                                    _45 = _614;
                                    _46 = _613;
                                    if (_614 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _49 = _613;
                                break;
                            }
                        }
                    }
                    else
                    {
                        if (((t0.words[(_41 + 17u) & 63u] ^ 152u) % 6u) == 1u)
                        {
                            if (_457 == 1u)
                            {
                                uint _519 = t0.words[(_41 + 19u) & 63u] + (_41 << 1u);
                                _47 = (_519 * 6u) + t0.words[(_519 + 39u) & 63u];
                            }
                            else
                            {
                                _47 = t0.words[(_41 + 4u) & 63u] + (_41 << 3u);
                            }
                            if (((_301 ^ 219u) % 3u) == 1u)
                            {
                                _49 = t0.words[(_47 + 25u) & 63u] + (_47 * 6u);
                            }
                            else
                            {
                                uint _537 = t0.words[(_47 + 18u) & 63u] + (_47 * 7u);
                                _49 = (_537 << 3u) + t0.words[(_537 + 8u) & 63u];
                            }
                        }
                        else
                        {
                            switch (_457)
                            {
                                case 2u:
                                {
                                    uint _486 = t0.words[(_41 + 2u) & 63u] + (_41 << 2u);
                                    _48 = (_486 * 7u) + t0.words[(_486 + 58u) & 63u];
                                    break;
                                }
                                case 1u:
                                {
                                    uint _474 = t0.words[(_41 + 39u) & 63u] + (_41 << 3u);
                                    _48 = (_474 << 3u) + t0.words[(_474 + 6u) & 63u];
                                    break;
                                }
                                default:
                                {
                                    _48 = t0.words[(_41 + 33u) & 63u] + _41;
                                    break;
                                }
                            }
                            _49 = t0.words[(_48 + 7u) & 63u] + (_48 * 6u);
                        }
                    }
                    uint _50 = 0u;
                    uint _51 = t0.words[(_49 + 19u) & 63u] + (_49 * 3u);
                    for (;;)
                    {
                        uint _623 = _50;
                        _9 = _51;
                        if (!((t0.words[(_51 + 41u) & 63u] & 1u) == 0u))
                        {
                            _RESERVED_IDENTIFIER_FIXUP_95_exit = 0u;
                            break;
                        }
                        uint _52 = 0u;
                        uint _53 = _9;
                        for (;;)
                        {
                            uint _632 = _52;
                            switch (_53 % 5u)
                            {
                                case 0u:
                                {
                                    uint _669 = t0.words[(_53 + 50u) & 63u] + (_53 * 6u);
                                    _54 = (_669 * 7u) + t0.words[(_669 + 1u) & 63u];
                                    break;
                                }
                                case 1u:
                                {
                                    _54 = t0.words[(_53 + 7u) & 63u] + (_53 << 1u);
                                    break;
                                }
                                case 2u:
                                {
                                    uint _651 = t0.words[_53 & 63u] + (_53 * 3u);
                                    _54 = t0.words[(_651 + 44u) & 63u] + _651;
                                    break;
                                }
                                case 3u:
                                {
                                    uint _640 = t0.words[(_53 + 62u) & 63u] + (_53 << 2u);
                                    _54 = (_640 << 3u) + t0.words[(_640 + 5u) & 63u];
                                    break;
                                }
                                default:
                                {
                                    _54 = t0.words[(_53 + 35u) & 63u] + (_53 << 1u);
                                    break;
                                }
                            }
                            if ((_301 & 3u) == 2u)
                            {
                                uint _698 = t0.words[(_54 + 30u) & 63u] + (_54 * 7u);
                                uint _704 = (_698 << 3u) + t0.words[(_698 + 17u) & 63u];
                                _55 = _704 + t0.words[(_704 + 42u) & 63u];
                            }
                            else
                            {
                                _55 = t0.words[(_54 + 39u) & 63u] + (_54 << 2u);
                            }
                            switch (_55 % 5u)
                            {
                                case 0u:
                                {
                                    uint _732 = t0.words[(_55 + 30u) & 63u] + (_55 * 6u);
                                    _56 = (_732 * 3u) + t0.words[(_732 + 59u) & 63u];
                                    break;
                                }
                                case 1u:
                                {
                                    uint _719 = t0.words[(_55 + 59u) & 63u] + (_55 << 2u);
                                    _56 = (_719 << 2u) + t0.words[(_719 + 37u) & 63u];
                                    break;
                                }
                                default:
                                {
                                    _56 = t0.words[(_55 + 55u) & 63u] + (_55 * 3u);
                                    break;
                                }
                            }
                            _10 = _56;
                            uint _747 = _632 + 1u;
                            _52 = _747;
                            _53 = _56;
                            if (_747 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _749 = _623 + 1u;
                        _50 = _749;
                        _51 = _10;
                        if (_749 < 5u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_95_exit = 1u;
                            break;
                        }
                    }
                    bool _163_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_95_exit)
                    {
                        case 0u:
                        {
                            _RESERVED_IDENTIFIER_FIXUP_15_exit = 0u;
                            _163_ladder_break = true;
                            break;
                        }
                    }
                    if (_163_ladder_break)
                    {
                        break;
                    }
                    uint _753 = _455 + 1u;
                    _40 = _753;
                    _41 = _10;
                    if (_753 < 5u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_15_exit = 1u;
                        break;
                    }
                }
                bool _167_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_15_exit)
                {
                    case 0u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_92_exit = 1u;
                        _167_ladder_break = true;
                        break;
                    }
                }
                if (_167_ladder_break)
                {
                    break;
                }
                _65 = _10;
            }
            else
            {
                uint _57 = 0u;
                uint _58 = _329;
                for (;;)
                {
                    uint _337 = _57;
                    uint _345 = t0.words[(_58 + 58u) & 63u] + (_58 << 1u);
                    if ((t0.words[(_345 + 34u) & 63u] & 1u) == 0u)
                    {
                        _61 = t0.words[(_345 + 6u) & 63u] + (_345 << 2u);
                    }
                    else
                    {
                        _61 = _345;
                        if (((t0.words[(_345 + 23u) & 63u] ^ 515u) % 3u) == 0u)
                        {
                            uint _59 = 0u;
                            uint _60 = _345;
                            uint _385;
                            for (;;)
                            {
                                uint _362 = _59;
                                uint _363 = _60;
                                uint _371 = t0.words[(_363 + 19u) & 63u] + (_363 * 6u);
                                uint _378 = (_371 << 3u) + t0.words[(_371 + 41u) & 63u];
                                _385 = (_378 * 3u) + t0.words[(_378 + 8u) & 63u];
                                uint _386 = _362 + 1u;
                                _59 = _386;
                                _60 = _385;
                                if (_386 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _61 = _385;
                            if (((_301 ^ 690u) % 6u) == 1u)
                            {
                                uint _399 = t0.words[(_385 + 46u) & 63u] + (_385 << 1u);
                                _61 = (_399 * 6u) + t0.words[(_399 + 62u) & 63u];
                            }
                        }
                    }
                    _11 = _61;
                    uint _414 = _337 + 1u;
                    _57 = _414;
                    _58 = _61;
                    if (_414 == 3u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                if (((t0.words[(_11 + 61u) & 63u] ^ 348u) % 3u) == 1u)
                {
                    _RESERVED_IDENTIFIER_FIXUP_92_exit = 0u;
                    break;
                }
                uint _62 = 0u;
                uint _63 = _11;
                uint _451;
                for (;;)
                {
                    uint _427 = _62;
                    uint _64 = _63;
                    if (!(((t0.words[(_63 + 12u) & 63u] ^ 246u) % 3u) == 0u))
                    {
                        uint _444 = t0.words[(_63 + 31u) & 63u] + (_63 * 3u);
                        _64 = (_444 << 1u) + t0.words[(_444 + 6u) & 63u];
                    }
                    _451 = _64;
                    uint _452 = _427 + 1u;
                    _62 = _452;
                    _63 = _451;
                    if (_452 == 4u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _65 = _451;
            }
            uint _71 = _65;
            if (((_65 ^ 130u) % 5u) == 0u)
            {
                uint _66 = 0u;
                uint _67 = t0.words[(_65 + 27u) & 63u] + (_65 * 5u);
                uint _808;
                for (;;)
                {
                    uint _769 = _66;
                    uint _70 = _67;
                    if (((t0.words[(_67 + 26u) & 63u] ^ 891u) % 5u) == 1u)
                    {
                        _70 = _67;
                        if ((t0.words[(_67 + 15u) & 63u] & 1u) == 0u)
                        {
                            uint _68 = _67;
                            uint _69 = 0u;
                            uint _805;
                            for (;;)
                            {
                                uint _786 = _68;
                                uint _787 = _69;
                                uint _793 = t0.words[(_786 + 41u) & 63u] + (_786 << 2u);
                                uint _799 = (_793 * 6u) + t0.words[(_793 + 20u) & 63u];
                                _805 = (_799 * 6u) + t0.words[(_799 + 34u) & 63u];
                                uint _806 = _787 + 1u;
                                _68 = _805;
                                _69 = _806;
                                if (_806 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _70 = _805;
                        }
                    }
                    _808 = _70;
                    uint _809 = _769 + 1u;
                    _66 = _809;
                    _67 = _808;
                    if (_809 == 2u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _71 = _808;
            }
            _12 = _71;
            uint _812 = _313 + 1u;
            _38 = _812;
            _39 = _71;
            if (_812 < 2u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_92_exit = 2u;
                break;
            }
        }
        switch (_RESERVED_IDENTIFIER_FIXUP_92_exit)
        {
            case 0u:
            {
                u0.words[gl_GlobalInvocationID.x] = _11;
                main_join = 131u;
                break;
            }
            case 1u:
            {
                u0.words[gl_GlobalInvocationID.x] = _9;
                main_join = 131u;
                break;
            }
            default:
            {
                _72 = _12;
                main_join = 130u;
                break;
            }
        }
    }
    switch (main_join)
    {
        case 130u:
        {
            u0.words[gl_GlobalInvocationID.x] = _72;
            break;
        }
    }
}

