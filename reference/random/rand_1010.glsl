#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _255;

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
    uint _RESERVED_IDENTIFIER_FIXUP_1_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_05_exit = 0u;
    uint main_join = 0u;
    uint _247 = gl_GlobalInvocationID.x & 63u;
    uint _254 = t0.words[_247];
    uint _7 = 0u;
    uint _8 = gl_GlobalInvocationID.x;
    uint _280;
    for (;;)
    {
        uint _257 = _7;
        uint _9 = _8;
        if (((_8 ^ 489u) % 6u) == 1u)
        {
            uint _272 = t0.words[(_8 + 26u) & 63u] + (_8 * 7u);
            _9 = (_272 * 6u) + t0.words[(_272 + 34u) & 63u];
        }
        _280 = _9;
        uint _281 = _257 + 1u;
        _7 = _281;
        _8 = _280;
        if (_281 == 3u)
        {
            break;
        }
        else
        {
            continue;
        }
    }
    uint _25;
    if (((_254 ^ 558u) % 5u) == 1u)
    {
        uint _318 = (_280 + 24u) & 63u;
        _25 = _280;
        if (((t0.words[_318] ^ 443u) % 3u) == 0u)
        {
            uint _18;
            switch (_280 % 5u)
            {
                case 0u:
                {
                    _18 = _280 + (((_280 & 1u) == 0u) ? t0.words[_318] : 0u);
                    main_join = 26u;
                    break;
                }
                case 1u:
                {
                    uint _10 = 0u;
                    uint _11 = _280;
                    uint _399;
                    uint _14;
                    uint _17;
                    for (;;)
                    {
                        uint _326 = _10;
                        if ((_11 % 3u) == 0u)
                        {
                            uint _12 = 0u;
                            uint _13 = _11;
                            uint _387;
                            for (;;)
                            {
                                uint _337 = _12;
                                switch (_13 % 3u)
                                {
                                    case 0u:
                                    {
                                        _14 = t0.words[(_13 + 11u) & 63u] + (_13 * 6u);
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _346 = t0.words[(_13 + 48u) & 63u] + (_13 << 3u);
                                        _14 = t0.words[(_346 + 47u) & 63u] + _346;
                                        break;
                                    }
                                    default:
                                    {
                                        _14 = t0.words[(_13 + 9u) & 63u] + (_13 * 3u);
                                        break;
                                    }
                                }
                                uint _15 = 0u;
                                uint _16 = _14;
                                for (;;)
                                {
                                    uint _367 = _15;
                                    uint _374 = t0.words[(_16 + 13u) & 63u] + _16;
                                    uint _380 = t0.words[(_374 + 49u) & 63u] + _374;
                                    _387 = (_380 << 1u) + t0.words[(_380 + 42u) & 63u];
                                    uint _388 = _367 + 1u;
                                    _15 = _388;
                                    _16 = _387;
                                    if (_388 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _390 = _337 + 1u;
                                _12 = _390;
                                _13 = _387;
                                if (_390 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _17 = _387;
                        }
                        else
                        {
                            _17 = t0.words[(_11 + 31u) & 63u] + (_11 << 2u);
                        }
                        _399 = t0.words[(_17 + 56u) & 63u] + (_17 << 3u);
                        if (!((_254 & 1u) == 0u))
                        {
                            _RESERVED_IDENTIFIER_FIXUP_1_exit = 0u;
                            break;
                        }
                        uint _402 = _326 + 1u;
                        _10 = _402;
                        _11 = _399;
                        if (_402 < 2u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_1_exit = 1u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_1_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _399;
                            main_join = 123u;
                            break;
                        }
                        default:
                        {
                            _18 = _399;
                            main_join = 26u;
                            break;
                        }
                    }
                    break;
                }
                default:
                {
                    _18 = t0.words[(_280 + 2u) & 63u] + (_280 << 1u);
                    main_join = 26u;
                    break;
                }
            }
            switch (main_join)
            {
                case 26u:
                {
                    uint _19 = 0u;
                    uint _20 = _18;
                    uint _431;
                    for (;;)
                    {
                        uint _423 = _19;
                        uint _424 = _20;
                        _431 = t0.words[(_424 + 32u) & 63u] + (_424 << 2u);
                        uint _432 = _423 + 1u;
                        _19 = _432;
                        _20 = _431;
                        if (_432 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _21 = 0u;
                    uint _22 = _431;
                    uint _448;
                    for (;;)
                    {
                        uint _434 = _21;
                        uint _435 = _22;
                        uint _442 = t0.words[(_435 + 27u) & 63u] + (_435 << 3u);
                        _448 = (_442 << 3u) + t0.words[(_442 + 6u) & 63u];
                        uint _449 = _434 + 1u;
                        _21 = _449;
                        _22 = _448;
                        if (_449 == 4u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _25 = _448;
                    main_join = 33u;
                    break;
                }
            }
        }
        else
        {
            main_join = 33u;
        }
    }
    else
    {
        uint _23 = 0u;
        uint _24 = _280;
        uint _305;
        for (;;)
        {
            uint _289 = _23;
            uint _290 = _24;
            uint _298 = t0.words[(_290 + 11u) & 63u] + (_290 << 2u);
            _305 = (_298 << 2u) + t0.words[(_298 + 53u) & 63u];
            uint _306 = _289 + 1u;
            _23 = _306;
            _24 = _305;
            if (_306 == 3u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        _25 = t0.words[(_305 + 56u) & 63u] + (_305 * 5u);
        main_join = 33u;
    }
    switch (main_join)
    {
        case 33u:
        {
            uint _457 = _25 & 3u;
            uint _57;
            if (((_25 ^ 351u) % 5u) == 1u)
            {
                uint _35;
                switch (_457)
                {
                    case 0u:
                    {
                        uint _1043 = t0.words[(_25 + 13u) & 63u] + (_25 * 5u);
                        _35 = (_1043 * 6u) + t0.words[(_1043 + 48u) & 63u];
                        main_join = 74u;
                        break;
                    }
                    case 1u:
                    {
                        _35 = t0.words[(_25 + 52u) & 63u] + (_25 << 3u);
                        main_join = 74u;
                        break;
                    }
                    case 2u:
                    {
                        uint _765 = t0.words[(_25 + 58u) & 63u];
                        uint _766 = _765 + (_25 * 5u);
                        if (((_766 ^ 858u) % 3u) == 0u)
                        {
                            uint _34 = _766;
                            if (((_766 ^ 923u) % 6u) == 1u)
                            {
                                uint _30 = _766;
                                if ((t0.words[(_766 + 23u) & 63u] & 3u) == 3u)
                                {
                                    uint _29;
                                    switch (_766 % 5u)
                                    {
                                        case 0u:
                                        {
                                            if (((_254 ^ 208u) % 6u) == 0u)
                                            {
                                                uint _871 = t0.words[(_766 + 57u) & 63u] + (_766 * 3u);
                                                uint _877 = (_871 << 1u) + t0.words[(_871 + 56u) & 63u];
                                                _29 = (_877 << 3u) + t0.words[(_877 + 47u) & 63u];
                                            }
                                            else
                                            {
                                                uint _852 = t0.words[(_766 + 20u) & 63u] + (_766 << 1u);
                                                uint _858 = (_852 << 1u) + t0.words[(_852 + 42u) & 63u];
                                                _29 = (_858 << 1u) + t0.words[(_858 + 63u) & 63u];
                                            }
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _26;
                                            switch (_766 & 3u)
                                            {
                                                case 0u:
                                                {
                                                    _26 = t0.words[(_766 + 17u) & 63u] + (_766 << 3u);
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    _26 = t0.words[(_766 + 26u) & 63u] + (_766 << 2u);
                                                    break;
                                                }
                                                default:
                                                {
                                                    _26 = t0.words[(_766 + 54u) & 63u] + (_766 * 7u);
                                                    break;
                                                }
                                            }
                                            _29 = t0.words[(_26 + 10u) & 63u] + (_26 * 7u);
                                            break;
                                        }
                                        case 2u:
                                        {
                                            _29 = _766;
                                            if (((t0.words[(_766 + 61u) & 63u] ^ 996u) % 6u) == 0u)
                                            {
                                                uint _801 = t0.words[(_766 + 34u) & 63u] + (_766 * 5u);
                                                uint _807 = (_801 * 3u) + t0.words[(_801 + 7u) & 63u];
                                                _29 = (_807 * 7u) + t0.words[(_807 + 2u) & 63u];
                                            }
                                            break;
                                        }
                                        default:
                                        {
                                            uint _27 = 0u;
                                            uint _28 = _766;
                                            uint _897;
                                            for (;;)
                                            {
                                                uint _884 = _27;
                                                uint _885 = _28;
                                                uint _891 = t0.words[(_885 + 24u) & 63u] + (_885 * 5u);
                                                _897 = (_891 * 5u) + t0.words[(_891 + 59u) & 63u];
                                                uint _898 = _884 + 1u;
                                                _27 = _898;
                                                _28 = _897;
                                                if (_898 == 3u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _29 = _897;
                                            break;
                                        }
                                    }
                                    uint _906 = t0.words[(_29 + 24u) & 63u] + (_29 << 1u);
                                    _30 = t0.words[(_906 + 30u) & 63u] + _906;
                                }
                                _34 = _30;
                                if (!((t0.words[(_30 + 4u) & 63u] & 1u) == 0u))
                                {
                                    uint _924 = t0.words[(_30 + 32u) & 63u] + (_30 * 5u);
                                    uint _33 = _924;
                                    if ((_924 & 3u) == 2u)
                                    {
                                        uint _31;
                                        if ((_254 & 3u) == 1u)
                                        {
                                            uint _945 = t0.words[(_924 + 24u) & 63u] + (_924 * 5u);
                                            uint _951 = (_945 << 3u) + t0.words[(_945 + 41u) & 63u];
                                            _31 = (_951 * 5u) + t0.words[(_951 + 46u) & 63u];
                                        }
                                        else
                                        {
                                            uint _933 = t0.words[(_924 + 41u) & 63u] + _924;
                                            _31 = (_933 * 7u) + t0.words[(_933 + 1u) & 63u];
                                        }
                                        uint _32;
                                        switch (_31 % 3u)
                                        {
                                            case 0u:
                                            {
                                                uint _977 = t0.words[(_31 + 14u) & 63u] + (_31 * 6u);
                                                _32 = (_977 * 5u) + t0.words[(_977 + 58u) & 63u];
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _965 = t0.words[(_31 + 14u) & 63u] + _31;
                                                _32 = (_965 << 1u) + t0.words[(_965 + 24u) & 63u];
                                                break;
                                            }
                                            default:
                                            {
                                                _32 = t0.words[(_31 + 7u) & 63u] + (_31 << 1u);
                                                break;
                                            }
                                        }
                                        switch (_32 & 3u)
                                        {
                                            case 0u:
                                            {
                                                _33 = t0.words[(_32 + 4u) & 63u] + _32;
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _1002 = t0.words[(_32 + 55u) & 63u] + (_32 * 7u);
                                                _33 = (_1002 << 2u) + t0.words[(_1002 + 8u) & 63u];
                                                break;
                                            }
                                            case 2u:
                                            {
                                                _33 = t0.words[(_32 + 52u) & 63u] + _32;
                                                break;
                                            }
                                            default:
                                            {
                                                _33 = t0.words[(_32 + 3u) & 63u] + (_32 * 6u);
                                                break;
                                            }
                                        }
                                    }
                                    _34 = t0.words[(_33 + 7u) & 63u] + (_33 * 5u);
                                }
                            }
                            _35 = _34;
                            if ((_34 & 1u) == 0u)
                            {
                                main_join = 74u;
                            }
                            else
                            {
                                u0.words[gl_GlobalInvocationID.x] = _34;
                                main_join = 123u;
                            }
                        }
                        else
                        {
                            _35 = t0.words[(_766 + 61u) & 63u] + _766;
                            main_join = 74u;
                        }
                        break;
                    }
                    default:
                    {
                        _35 = t0.words[(_25 + 44u) & 63u] + (_25 * 5u);
                        main_join = 74u;
                        break;
                    }
                }
                switch (main_join)
                {
                    case 74u:
                    {
                        if (((_254 ^ 864u) % 3u) == 0u)
                        {
                            _57 = t0.words[(_35 + 40u) & 63u] + _35;
                            main_join = 122u;
                        }
                        else
                        {
                            _57 = t0.words[(_35 + 21u) & 63u] + (_35 * 6u);
                            main_join = 122u;
                        }
                        break;
                    }
                }
            }
            else
            {
                _57 = _25;
                switch (_457)
                {
                    case 0u:
                    {
                        uint _36 = 0u;
                        uint _37 = t0.words[(_25 + 16u) & 63u] + (_25 * 7u);
                        uint _38;
                        uint _39;
                        uint _42;
                        uint _43;
                        uint _56;
                        uint _625;
                        for (;;)
                        {
                            _625 = _36;
                            _38 = 0u;
                            _39 = _37;
                            uint _647;
                            for (;;)
                            {
                                uint _627 = _38;
                                uint _628 = _39;
                                uint _634 = t0.words[(_628 + 4u) & 63u] + (_628 << 1u);
                                uint _641 = (_634 << 2u) + t0.words[(_634 + 52u) & 63u];
                                _647 = (_641 * 3u) + t0.words[(_641 + 33u) & 63u];
                                uint _648 = _627 + 1u;
                                _38 = _648;
                                _39 = _647;
                                if (_648 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            if (((_254 ^ 550u) % 3u) == 1u)
                            {
                                uint _673 = t0.words[(_647 + 24u) & 63u] + _647;
                                _56 = _673;
                                if (((_254 ^ 756u) % 5u) == 1u)
                                {
                                    break;
                                }
                                else
                                {
                                    if ((_254 & 3u) == 1u)
                                    {
                                        uint _736 = t0.words[(_673 + 47u) & 63u] + (_673 << 1u);
                                        _43 = (_736 * 5u) + t0.words[(_736 + 36u) & 63u];
                                    }
                                    else
                                    {
                                        uint _40 = 0u;
                                        uint _41 = _673;
                                        uint _713;
                                        for (;;)
                                        {
                                            uint _680 = _40;
                                            uint _687 = t0.words[(_41 + 41u) & 63u] + _41;
                                            switch (_687 & 3u)
                                            {
                                                case 0u:
                                                {
                                                    _42 = t0.words[(_687 + 40u) & 63u] + _687;
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    _42 = t0.words[(_687 + 41u) & 63u] + (_687 << 2u);
                                                    break;
                                                }
                                                case 2u:
                                                {
                                                    _42 = t0.words[(_687 + 58u) & 63u] + (_687 * 7u);
                                                    break;
                                                }
                                                default:
                                                {
                                                    _42 = t0.words[(_687 + 55u) & 63u] + _687;
                                                    break;
                                                }
                                            }
                                            _713 = _42;
                                            uint _714 = _680 + 1u;
                                            _40 = _714;
                                            _41 = _713;
                                            if (_714 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _43 = _713;
                                        if ((_713 & 3u) == 1u)
                                        {
                                            uint _723 = t0.words[(_713 + 3u) & 63u] + (_713 << 3u);
                                            _43 = (_723 * 3u) + t0.words[(_723 + 39u) & 63u];
                                        }
                                    }
                                }
                            }
                            else
                            {
                                uint _659 = t0.words[(_647 + 16u) & 63u] + (_647 * 6u);
                                _56 = _659;
                                if ((_659 & 1u) == 0u)
                                {
                                    break;
                                }
                                else
                                {
                                    _43 = t0.words[(_659 + 18u) & 63u] + (_659 * 5u);
                                }
                            }
                            uint _750 = t0.words[(_43 + 9u) & 63u] + (_43 << 2u);
                            uint _757 = (_750 * 3u) + t0.words[(_750 + 50u) & 63u];
                            uint _758 = _625 + 1u;
                            _36 = _758;
                            _37 = _757;
                            _56 = _757;
                            if (_758 < 5u)
                            {
                                continue;
                            }
                            else
                            {
                                break;
                            }
                        }
                        _57 = _56;
                        main_join = 122u;
                        break;
                    }
                    case 1u:
                    {
                        _57 = t0.words[(_25 + 63u) & 63u] + (_25 << 1u);
                        main_join = 122u;
                        break;
                    }
                    case 2u:
                    {
                        uint _44 = 0u;
                        uint _45 = _25;
                        uint _459;
                        uint _6;
                        uint _48;
                        uint _51;
                        for (;;)
                        {
                            uint _458 = _44;
                            _459 = _45;
                            if (((_459 ^ 113u) % 3u) == 0u)
                            {
                                if (((_459 ^ 432u) % 6u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_05_exit = 0u;
                                    break;
                                }
                                if ((_459 & 3u) == 0u)
                                {
                                    uint _503 = t0.words[(_459 + 54u) & 63u] + (_459 << 3u);
                                    _48 = (_503 << 1u) + t0.words[(_503 + 45u) & 63u];
                                }
                                else
                                {
                                    uint _46 = 0u;
                                    uint _47 = _459;
                                    uint _484;
                                    uint _492;
                                    for (;;)
                                    {
                                        _484 = _46;
                                        uint _485 = _47;
                                        _492 = t0.words[(_485 + 62u) & 63u] + (_485 << 1u);
                                        if ((_254 & 3u) == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            uint _495 = _484 + 1u;
                                            _46 = _495;
                                            _47 = _492;
                                            if (_495 < 3u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                break;
                                            }
                                        }
                                    }
                                    _48 = _492;
                                }
                            }
                            else
                            {
                                uint _470 = t0.words[(_459 + 12u) & 63u] + (_459 * 3u);
                                _48 = (_470 * 3u) + t0.words[(_470 + 44u) & 63u];
                            }
                            uint _49 = 0u;
                            uint _50 = _48;
                            uint _569;
                            for (;;)
                            {
                                uint _512 = _49;
                                uint _520 = t0.words[(_50 + 16u) & 63u] + (_50 * 6u);
                                if (((t0.words[(_520 + 46u) & 63u] ^ 74u) % 6u) == 0u)
                                {
                                    uint _542 = t0.words[(_520 + 9u) & 63u] + (_520 * 5u);
                                    uint _549 = (_542 * 7u) + t0.words[(_542 + 15u) & 63u];
                                    _51 = (_549 * 7u) + t0.words[(_549 + 46u) & 63u];
                                }
                                else
                                {
                                    _51 = t0.words[(_520 + 59u) & 63u] + (_520 << 3u);
                                }
                                uint _562 = t0.words[(_51 + 9u) & 63u] + (_51 * 3u);
                                _569 = (_562 << 2u) + t0.words[(_562 + 58u) & 63u];
                                uint _570 = _512 + 1u;
                                _49 = _570;
                                _50 = _569;
                                if (_570 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _577 = t0.words[(_569 + 30u) & 63u] + _569;
                            uint _583 = t0.words[(_577 + 23u) & 63u] + _577;
                            _6 = _583;
                            uint _584 = _458 + 1u;
                            _44 = _584;
                            _45 = _583;
                            if (_584 < 5u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_05_exit = 1u;
                                break;
                            }
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_05_exit)
                        {
                            case 0u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _459;
                                main_join = 123u;
                                break;
                            }
                            default:
                            {
                                _57 = _6;
                                if ((_6 % 5u) == 0u)
                                {
                                    uint _52 = 0u;
                                    uint _53 = _6;
                                    uint _608;
                                    uint _54;
                                    uint _55;
                                    uint _593;
                                    for (;;)
                                    {
                                        _593 = _52;
                                        _54 = 0u;
                                        _55 = t0.words[(_53 + 3u) & 63u] + (_53 * 7u);
                                        for (;;)
                                        {
                                            uint _601 = _54;
                                            _608 = t0.words[(_55 + 45u) & 63u] + (_55 * 6u);
                                            uint _609 = _601 + 1u;
                                            _54 = _609;
                                            _55 = _608;
                                            if (_609 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _611 = _593 + 1u;
                                        _52 = _611;
                                        _53 = _608;
                                        if (_611 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _57 = _608;
                                    main_join = 122u;
                                }
                                else
                                {
                                    main_join = 122u;
                                }
                                break;
                            }
                        }
                        break;
                    }
                    default:
                    {
                        main_join = 122u;
                        break;
                    }
                }
            }
            switch (main_join)
            {
                case 122u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _57;
                    break;
                }
            }
            break;
        }
    }
}

