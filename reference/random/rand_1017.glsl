#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _310;

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
    uint _302 = gl_GlobalInvocationID.x & 63u;
    uint _309 = t0.words[_302];
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
            uint _841;
            for (;;)
            {
                _841 = _13;
                _15 = 0u;
                _16 = _14;
                for (;;)
                {
                    uint _843 = _15;
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
                                uint _948 = t0.words[(_16 + 19u) & 63u] + (_16 << 1u);
                                uint _954 = (_948 << 3u) + t0.words[(_948 + 25u) & 63u];
                                _17 = (_954 * 5u) + t0.words[(_954 + 18u) & 63u];
                            }
                        }
                        else
                        {
                            _17 = t0.words[(_16 + 39u) & 63u] + (_16 << 3u);
                        }
                        uint _18 = _17;
                        if (!((t0.words[(_17 + 4u) & 63u] & 1u) == 0u))
                        {
                            uint _979 = t0.words[(_17 + 6u) & 63u] + (_17 * 7u);
                            uint _985 = (_979 * 3u) + t0.words[(_979 + 60u) & 63u];
                            _18 = (_985 << 3u) + t0.words[(_985 + 20u) & 63u];
                        }
                        _25 = _18;
                        _23 = _18;
                        if (((_309 ^ 724u) % 6u) == 0u)
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
                        if (((_309 ^ 468u) % 3u) == 1u)
                        {
                            uint _19 = 0u;
                            uint _20 = t0.words[(_16 + 27u) & 63u] + (_16 * 3u);
                            uint _878;
                            for (;;)
                            {
                                uint _864 = _19;
                                uint _865 = _20;
                                uint _871 = t0.words[(_865 + 46u) & 63u] + (_865 * 7u);
                                _878 = (_871 * 6u) + t0.words[(_871 + 47u) & 63u];
                                uint _879 = _864 + 1u;
                                _19 = _879;
                                _20 = _878;
                                if (_879 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _21 = _878;
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
                    bool _226_ladder_break = false;
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
                                _226_ladder_break = true;
                                break;
                            }
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
                    _7 = _25;
                    uint _1020 = _843 + 1u;
                    _15 = _1020;
                    _16 = _25;
                    if (_1020 < 4u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_3_exit = 1u;
                        break;
                    }
                }
                bool _235_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_3_exit)
                {
                    case 0u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                        _235_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_235_ladder_break)
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
                            uint _1115 = t0.words[(_7 + 22u) & 63u] + (_7 * 5u);
                            _36 = _1115;
                            _30 = _1115;
                            if ((_1115 & 3u) == 1u)
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
                            uint _1050 = _26;
                            switch (_27 % 5u)
                            {
                                case 0u:
                                {
                                    uint _1069 = t0.words[(_27 + 55u) & 63u] + _27;
                                    _28 = (_1069 << 1u) + t0.words[(_1069 + 63u) & 63u];
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
                                uint _1093 = t0.words[(_28 + 10u) & 63u] + (_28 * 6u);
                                uint _1099 = (_1093 * 3u) + t0.words[(_1093 + 4u) & 63u];
                                uint _1100 = _1050 + 1u;
                                _26 = _1100;
                                _27 = _1099;
                                _29 = _1099;
                                if (_1100 < 3u)
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
                                uint _1130 = t0.words[(_30 + 13u) & 63u] + (_30 << 1u);
                                _31 = (_1130 * 6u) + t0.words[(_1130 + 27u) & 63u];
                                _RESERVED_IDENTIFIER_FIXUP_0_join = 48u;
                            }
                            break;
                        }
                        default:
                        {
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
                        uint _1164;
                        uint _34;
                        uint _35;
                        uint _1150;
                        for (;;)
                        {
                            _1150 = _32;
                            _34 = 0u;
                            _35 = _33;
                            for (;;)
                            {
                                uint _1152 = _34;
                                uint _1158 = t0.words[(_35 + 3u) & 63u] + _35;
                                _1164 = (_1158 * 3u) + t0.words[(_1158 + 32u) & 63u];
                                uint _1165 = _1152 + 1u;
                                _34 = _1165;
                                _35 = _1164;
                                if (_1165 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _1167 = _1150 + 1u;
                            _32 = _1167;
                            _33 = _1164;
                            if (_1167 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _36 = _1164;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                _8 = _36;
                uint _1170 = _841 + 1u;
                _13 = _1170;
                _14 = _36;
                if (_1170 < 5u)
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
                uint _1189 = t0.words[(_37 + 3u) & 63u] + (_37 * 7u);
                _72 = (_1189 << 3u) + t0.words[(_1189 + 28u) & 63u];
                main_join = 130u;
                break;
            }
            default:
            {
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
            uint _321 = _38;
            uint _330 = t0.words[(_39 + 53u) & 63u] + (_39 << 2u);
            uint _337 = (_330 << 2u) + t0.words[(_330 + 20u) & 63u];
            if ((t0.words[(_337 + 45u) & 63u] & 1u) == 0u)
            {
                uint _40 = 0u;
                uint _41 = _337;
                for (;;)
                {
                    uint _463 = _40;
                    uint _465 = _41 % 5u;
                    if (_465 == 0u)
                    {
                        switch (_41 & 3u)
                        {
                            case 0u:
                            {
                                uint _42 = 0u;
                                uint _43 = _41;
                                uint _603;
                                for (;;)
                                {
                                    uint _589 = _42;
                                    uint _590 = _43;
                                    uint _596 = t0.words[(_590 + 7u) & 63u] + (_590 * 6u);
                                    _603 = (_596 * 6u) + t0.words[(_596 + 27u) & 63u];
                                    uint _604 = _589 + 1u;
                                    _42 = _604;
                                    _43 = _603;
                                    if (_604 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _49 = _603;
                                break;
                            }
                            case 1u:
                            {
                                uint _44 = _41;
                                if ((_309 & 3u) == 1u)
                                {
                                    _44 = t0.words[(_41 + 14u) & 63u] + (_41 << 3u);
                                }
                                _49 = t0.words[(_44 + 4u) & 63u] + (_44 * 3u);
                                break;
                            }
                            case 2u:
                            {
                                uint _565 = t0.words[(_41 + 46u) & 63u] + (_41 * 7u);
                                _49 = (_565 * 6u) + t0.words[(_565 + 10u) & 63u];
                                break;
                            }
                            default:
                            {
                                uint _45 = 0u;
                                uint _46 = _41;
                                uint _621;
                                for (;;)
                                {
                                    uint _606 = _45;
                                    uint _607 = _46;
                                    uint _614 = t0.words[(_607 + 44u) & 63u] + (_607 * 6u);
                                    _621 = (_614 * 3u) + t0.words[(_614 + 15u) & 63u];
                                    uint _622 = _606 + 1u;
                                    _45 = _622;
                                    _46 = _621;
                                    if (_622 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _49 = _621;
                                break;
                            }
                        }
                    }
                    else
                    {
                        if (((t0.words[(_41 + 17u) & 63u] ^ 152u) % 6u) == 1u)
                        {
                            if (_465 == 1u)
                            {
                                uint _527 = t0.words[(_41 + 19u) & 63u] + (_41 << 1u);
                                _47 = (_527 * 6u) + t0.words[(_527 + 39u) & 63u];
                            }
                            else
                            {
                                _47 = t0.words[(_41 + 4u) & 63u] + (_41 << 3u);
                            }
                            if (((_309 ^ 219u) % 3u) == 1u)
                            {
                                _49 = t0.words[(_47 + 25u) & 63u] + (_47 * 6u);
                            }
                            else
                            {
                                uint _545 = t0.words[(_47 + 18u) & 63u] + (_47 * 7u);
                                _49 = (_545 << 3u) + t0.words[(_545 + 8u) & 63u];
                            }
                        }
                        else
                        {
                            switch (_465)
                            {
                                case 2u:
                                {
                                    uint _494 = t0.words[(_41 + 2u) & 63u] + (_41 << 2u);
                                    _48 = (_494 * 7u) + t0.words[(_494 + 58u) & 63u];
                                    break;
                                }
                                case 1u:
                                {
                                    uint _482 = t0.words[(_41 + 39u) & 63u] + (_41 << 3u);
                                    _48 = (_482 << 3u) + t0.words[(_482 + 6u) & 63u];
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
                        uint _631 = _50;
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
                            uint _640 = _52;
                            switch (_53 % 5u)
                            {
                                case 0u:
                                {
                                    uint _677 = t0.words[(_53 + 50u) & 63u] + (_53 * 6u);
                                    _54 = (_677 * 7u) + t0.words[(_677 + 1u) & 63u];
                                    break;
                                }
                                case 1u:
                                {
                                    _54 = t0.words[(_53 + 7u) & 63u] + (_53 << 1u);
                                    break;
                                }
                                case 2u:
                                {
                                    uint _659 = t0.words[_53 & 63u] + (_53 * 3u);
                                    _54 = t0.words[(_659 + 44u) & 63u] + _659;
                                    break;
                                }
                                case 3u:
                                {
                                    uint _648 = t0.words[(_53 + 62u) & 63u] + (_53 << 2u);
                                    _54 = (_648 << 3u) + t0.words[(_648 + 5u) & 63u];
                                    break;
                                }
                                default:
                                {
                                    _54 = t0.words[(_53 + 35u) & 63u] + (_53 << 1u);
                                    break;
                                }
                            }
                            if ((_309 & 3u) == 2u)
                            {
                                uint _706 = t0.words[(_54 + 30u) & 63u] + (_54 * 7u);
                                uint _712 = (_706 << 3u) + t0.words[(_706 + 17u) & 63u];
                                _55 = _712 + t0.words[(_712 + 42u) & 63u];
                            }
                            else
                            {
                                _55 = t0.words[(_54 + 39u) & 63u] + (_54 << 2u);
                            }
                            switch (_55 % 5u)
                            {
                                case 0u:
                                {
                                    uint _740 = t0.words[(_55 + 30u) & 63u] + (_55 * 6u);
                                    _56 = (_740 * 3u) + t0.words[(_740 + 59u) & 63u];
                                    break;
                                }
                                case 1u:
                                {
                                    uint _727 = t0.words[(_55 + 59u) & 63u] + (_55 << 2u);
                                    _56 = (_727 << 2u) + t0.words[(_727 + 37u) & 63u];
                                    break;
                                }
                                default:
                                {
                                    _56 = t0.words[(_55 + 55u) & 63u] + (_55 * 3u);
                                    break;
                                }
                            }
                            _10 = _56;
                            uint _755 = _640 + 1u;
                            _52 = _755;
                            _53 = _56;
                            if (_755 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _757 = _631 + 1u;
                        _50 = _757;
                        _51 = _10;
                        if (_757 < 5u)
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
                        default:
                        {
                            break;
                        }
                    }
                    if (_163_ladder_break)
                    {
                        break;
                    }
                    uint _761 = _463 + 1u;
                    _40 = _761;
                    _41 = _10;
                    if (_761 < 5u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_15_exit = 1u;
                        break;
                    }
                }
                bool _168_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_15_exit)
                {
                    case 0u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_92_exit = 1u;
                        _168_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_168_ladder_break)
                {
                    break;
                }
                _65 = _10;
            }
            else
            {
                uint _57 = 0u;
                uint _58 = _337;
                for (;;)
                {
                    uint _345 = _57;
                    uint _353 = t0.words[(_58 + 58u) & 63u] + (_58 << 1u);
                    if ((t0.words[(_353 + 34u) & 63u] & 1u) == 0u)
                    {
                        _61 = t0.words[(_353 + 6u) & 63u] + (_353 << 2u);
                    }
                    else
                    {
                        _61 = _353;
                        if (((t0.words[(_353 + 23u) & 63u] ^ 515u) % 3u) == 0u)
                        {
                            uint _59 = 0u;
                            uint _60 = _353;
                            uint _393;
                            for (;;)
                            {
                                uint _370 = _59;
                                uint _371 = _60;
                                uint _379 = t0.words[(_371 + 19u) & 63u] + (_371 * 6u);
                                uint _386 = (_379 << 3u) + t0.words[(_379 + 41u) & 63u];
                                _393 = (_386 * 3u) + t0.words[(_386 + 8u) & 63u];
                                uint _394 = _370 + 1u;
                                _59 = _394;
                                _60 = _393;
                                if (_394 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _61 = _393;
                            if (((_309 ^ 690u) % 6u) == 1u)
                            {
                                uint _407 = t0.words[(_393 + 46u) & 63u] + (_393 << 1u);
                                _61 = (_407 * 6u) + t0.words[(_407 + 62u) & 63u];
                            }
                        }
                    }
                    _11 = _61;
                    uint _422 = _345 + 1u;
                    _57 = _422;
                    _58 = _61;
                    if (_422 == 3u)
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
                uint _459;
                for (;;)
                {
                    uint _435 = _62;
                    uint _64 = _63;
                    if (!(((t0.words[(_63 + 12u) & 63u] ^ 246u) % 3u) == 0u))
                    {
                        uint _452 = t0.words[(_63 + 31u) & 63u] + (_63 * 3u);
                        _64 = (_452 << 1u) + t0.words[(_452 + 6u) & 63u];
                    }
                    _459 = _64;
                    uint _460 = _435 + 1u;
                    _62 = _460;
                    _63 = _459;
                    if (_460 == 4u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _65 = _459;
            }
            uint _71 = _65;
            if (((_65 ^ 130u) % 5u) == 0u)
            {
                uint _66 = 0u;
                uint _67 = t0.words[(_65 + 27u) & 63u] + (_65 * 5u);
                uint _816;
                for (;;)
                {
                    uint _777 = _66;
                    uint _70 = _67;
                    if (((t0.words[(_67 + 26u) & 63u] ^ 891u) % 5u) == 1u)
                    {
                        _70 = _67;
                        if ((t0.words[(_67 + 15u) & 63u] & 1u) == 0u)
                        {
                            uint _68 = _67;
                            uint _69 = 0u;
                            uint _813;
                            for (;;)
                            {
                                uint _794 = _68;
                                uint _795 = _69;
                                uint _801 = t0.words[(_794 + 41u) & 63u] + (_794 << 2u);
                                uint _807 = (_801 * 6u) + t0.words[(_801 + 20u) & 63u];
                                _813 = (_807 * 6u) + t0.words[(_807 + 34u) & 63u];
                                uint _814 = _795 + 1u;
                                _68 = _813;
                                _69 = _814;
                                if (_814 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _70 = _813;
                        }
                    }
                    _816 = _70;
                    uint _817 = _777 + 1u;
                    _66 = _817;
                    _67 = _816;
                    if (_817 == 2u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _71 = _816;
            }
            _12 = _71;
            uint _820 = _321 + 1u;
            _38 = _820;
            _39 = _71;
            if (_820 < 2u)
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
        default:
        {
            break;
        }
    }
}

