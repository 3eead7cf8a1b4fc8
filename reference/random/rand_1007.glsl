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
    uint _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_14_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_18_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_80_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_0_loop_join = 0u;
    uint _247 = gl_GlobalInvocationID.x & 63u;
    uint _254 = t0.words[_247];
    uint _33;
    switch (gl_GlobalInvocationID.x % 5u)
    {
        case 0u:
        {
            uint _19;
            if ((gl_GlobalInvocationID.x % 3u) == 0u)
            {
                uint _10 = 0u;
                uint _11 = gl_GlobalInvocationID.x;
                uint _350;
                uint _12;
                uint _13;
                uint _313;
                for (;;)
                {
                    _313 = _10;
                    _12 = 0u;
                    _13 = _11;
                    uint _330;
                    for (;;)
                    {
                        uint _315 = _12;
                        uint _14 = _13;
                        if ((t0.words[(_13 + 7u) & 63u] & 3u) == 0u)
                        {
                            _14 = t0.words[(_13 + 15u) & 63u] + (_13 << 1u);
                        }
                        _330 = _14;
                        uint _331 = _315 + 1u;
                        _12 = _331;
                        _13 = _330;
                        if (_331 == 2u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _338 = t0.words[(_330 + 3u) & 63u] + (_330 << 2u);
                    uint _345 = (_338 * 6u) + t0.words[(_338 + 11u) & 63u];
                    _350 = _345 + t0.words[(_345 + 6u) & 63u];
                    uint _351 = _313 + 1u;
                    _10 = _351;
                    _11 = _350;
                    if (_351 == 2u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _19 = _350;
            }
            else
            {
                uint _296 = _254 & 3u;
                uint _15 = 0u;
                uint _16 = gl_GlobalInvocationID.x;
                uint _18;
                for (;;)
                {
                    uint _297 = _15;
                    uint _17 = _16;
                    if (((_254 ^ 7u) % 3u) == 0u)
                    {
                        _18 = _16;
                        if (_296 == 0u)
                        {
                            break;
                        }
                        else
                        {
                            _17 = t0.words[(_16 + 63u) & 63u] + _16;
                        }
                    }
                    uint _310 = _297 + 1u;
                    _15 = _310;
                    _16 = _17;
                    _18 = _17;
                    if (_310 < 5u)
                    {
                        continue;
                    }
                    else
                    {
                        break;
                    }
                }
                _19 = _18;
            }
            uint _20 = 0u;
            uint _21 = _19;
            uint _6;
            uint _7;
            uint _8;
            uint _25;
            uint _28;
            uint _29;
            uint _30;
            for (;;)
            {
                uint _354 = _20;
                uint _362 = t0.words[(_21 + 12u) & 63u] + (_21 * 5u);
                bool _95_ladder_break = false;
                switch (_362 % 5u)
                {
                    case 0u:
                    {
                        _29 = t0.words[(_362 + 31u) & 63u] + (_362 * 6u);
                        _RESERVED_IDENTIFIER_FIXUP_0_loop_join = 38u;
                        break;
                    }
                    case 1u:
                    {
                        _30 = _362;
                        if (((t0.words[(_362 + 15u) & 63u] ^ 477u) % 5u) == 1u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_0_loop_join = 40u;
                        }
                        else
                        {
                            _29 = _362;
                            if (((t0.words[(_362 + 40u) & 63u] ^ 86u) % 3u) == 0u)
                            {
                                uint _22 = 0u;
                                uint _23 = _362;
                                for (;;)
                                {
                                    uint _396 = _22;
                                    uint _403 = t0.words[(_23 + 2u) & 63u] + (_23 << 2u);
                                    _6 = _403;
                                    uint _24 = _403;
                                    bool _102_ladder_break = false;
                                    switch (_403 & 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _412 = t0.words[(_6 + 16u) & 63u] + (_6 * 3u);
                                            uint _418 = (_412 * 5u) + t0.words[(_412 + 2u) & 63u];
                                            _24 = t0.words[(_418 + 17u) & 63u] + (_418 * 7u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            break;
                                        }
                                        default:
                                        {
                                            _24 = _6;
                                            if (((t0.words[(_6 + 13u) & 63u] ^ 20u) % 6u) == 1u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_14_exit = 0u;
                                                _102_ladder_break = true;
                                                break;
                                            }
                                            break;
                                        }
                                    }
                                    if (_102_ladder_break)
                                    {
                                        break;
                                    }
                                    switch (_24 % 3u)
                                    {
                                        case 0u:
                                        {
                                            if (((_24 ^ 582u) % 3u) == 1u)
                                            {
                                                uint _459 = t0.words[(_24 + 34u) & 63u] + (_24 * 3u);
                                                _25 = (_459 << 2u) + t0.words[(_459 + 43u) & 63u];
                                            }
                                            else
                                            {
                                                _25 = t0.words[(_24 + 1u) & 63u] + (_24 * 5u);
                                            }
                                            _28 = t0.words[(_25 + 5u) & 63u] + (_25 << 3u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _28 = t0.words[(_24 + 46u) & 63u] + _24;
                                            break;
                                        }
                                        default:
                                        {
                                            uint _26 = 0u;
                                            uint _27 = _24;
                                            uint _482;
                                            for (;;)
                                            {
                                                uint _474 = _26;
                                                uint _475 = _27;
                                                _482 = t0.words[(_475 + 55u) & 63u] + (_475 * 5u);
                                                uint _483 = _474 + 1u;
                                                _26 = _483;
                                                _27 = _482;
                                                if (_483 == 5u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _28 = _482;
                                            break;
                                        }
                                    }
                                    _7 = _28;
                                    uint _486 = _396 + 1u;
                                    _22 = _486;
                                    _23 = _28;
                                    if (_486 < 2u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_14_exit = 1u;
                                        break;
                                    }
                                }
                                bool _121_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_14_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                                        _121_ladder_break = true;
                                        _95_ladder_break = true;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                if (_121_ladder_break)
                                {
                                    break;
                                }
                                _29 = _7;
                                _RESERVED_IDENTIFIER_FIXUP_0_loop_join = 38u;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_0_loop_join = 38u;
                            }
                        }
                        break;
                    }
                    case 2u:
                    {
                        uint _370 = t0.words[(_362 + 56u) & 63u] + (_362 * 3u);
                        _29 = (_370 * 5u) + t0.words[(_370 + 57u) & 63u];
                        _RESERVED_IDENTIFIER_FIXUP_0_loop_join = 38u;
                        break;
                    }
                    default:
                    {
                        _29 = t0.words[(_362 + 42u) & 63u] + (_362 * 5u);
                        _RESERVED_IDENTIFIER_FIXUP_0_loop_join = 38u;
                        break;
                    }
                }
                if (_95_ladder_break)
                {
                    break;
                }
                switch (_RESERVED_IDENTIFIER_FIXUP_0_loop_join)
                {
                    case 38u:
                    {
                        uint _512 = t0.words[(_29 + 51u) & 63u] + (_29 * 5u);
                        _30 = _512;
                        if (((_512 ^ 758u) % 6u) == 0u)
                        {
                            _30 = t0.words[(_512 + 2u) & 63u] + (_512 * 7u);
                        }
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                _8 = _30;
                uint _524 = _354 + 1u;
                _20 = _524;
                _21 = _30;
                if (_524 < 4u)
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
                    main_join = 109u;
                    break;
                }
                default:
                {
                    _33 = _8;
                    main_join = 46u;
                    break;
                }
            }
            break;
        }
        case 1u:
        {
            uint _31 = 0u;
            uint _32 = t0.words[(gl_GlobalInvocationID.x + 8u) & 63u] + (gl_GlobalInvocationID.x * 6u);
            uint _289;
            for (;;)
            {
                uint _267 = _31;
                uint _268 = _32;
                uint _276 = t0.words[(_268 + 50u) & 63u] + (_268 << 3u);
                uint _283 = (_276 << 2u) + t0.words[(_276 + 50u) & 63u];
                _289 = _283 + t0.words[(_283 + 54u) & 63u];
                uint _290 = _267 + 1u;
                _31 = _290;
                _32 = _289;
                if (_290 == 3u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            _33 = _289;
            main_join = 46u;
            break;
        }
        default:
        {
            _33 = t0.words[(gl_GlobalInvocationID.x + 2u) & 63u] + (gl_GlobalInvocationID.x * 5u);
            main_join = 46u;
            break;
        }
    }
    switch (main_join)
    {
        case 46u:
        {
            uint _61 = _33;
            if ((_33 & 3u) == 0u)
            {
                uint _551 = t0.words[(_33 + 57u) & 63u];
                uint _552 = _551 + (_33 << 2u);
                if ((_254 & 1u) == 0u)
                {
                    uint _44 = 0u;
                    uint _45 = t0.words[(_552 + 53u) & 63u] + (_552 * 3u);
                    uint _886;
                    uint _46;
                    uint _47;
                    uint _50;
                    uint _51;
                    uint _53;
                    uint _56;
                    uint _57;
                    uint _58;
                    uint _59;
                    uint _60;
                    uint _723;
                    for (;;)
                    {
                        _723 = _44;
                        _46 = 0u;
                        _47 = _45;
                        uint _857;
                        for (;;)
                        {
                            uint _725 = _46;
                            if ((_47 % 5u) == 0u)
                            {
                                uint _48 = 0u;
                                uint _49 = _47;
                                for (;;)
                                {
                                    uint _736 = _48;
                                    if ((_49 & 3u) == 0u)
                                    {
                                        uint _751 = t0.words[(_49 + 38u) & 63u] + (_49 << 2u);
                                        _50 = (_751 * 6u) + t0.words[(_751 + 13u) & 63u];
                                    }
                                    else
                                    {
                                        _50 = t0.words[(_49 + 6u) & 63u] + (_49 * 3u);
                                    }
                                    _53 = _50;
                                    if (((_50 ^ 391u) % 6u) == 1u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        switch (_50 % 5u)
                                        {
                                            case 0u:
                                            {
                                                _51 = t0.words[(_50 + 56u) & 63u] + (_50 * 5u);
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _51 = t0.words[(_50 + 57u) & 63u] + (_50 * 5u);
                                                break;
                                            }
                                            case 2u:
                                            {
                                                uint _769 = t0.words[(_50 + 42u) & 63u] + (_50 * 3u);
                                                _51 = (_769 * 7u) + t0.words[(_769 + 53u) & 63u];
                                                break;
                                            }
                                            default:
                                            {
                                                _51 = t0.words[(_50 + 4u) & 63u] + (_50 * 7u);
                                                break;
                                            }
                                        }
                                        uint _52 = _51;
                                        if (((_254 ^ 309u) % 3u) == 1u)
                                        {
                                            uint _804 = t0.words[(_51 + 55u) & 63u] + (_51 << 3u);
                                            uint _809 = t0.words[(_804 + 61u) & 63u] + _804;
                                            _52 = (_809 << 1u) + t0.words[(_809 + 15u) & 63u];
                                        }
                                        uint _817 = _736 + 1u;
                                        _48 = _817;
                                        _49 = _52;
                                        _53 = _52;
                                        if (_817 < 5u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            break;
                                        }
                                    }
                                }
                                uint _54 = 0u;
                                uint _55 = _53;
                                uint _854;
                                for (;;)
                                {
                                    uint _820 = _54;
                                    if ((_55 % 5u) == 0u)
                                    {
                                        _56 = t0.words[(_55 + 7u) & 63u] + (_55 << 1u);
                                    }
                                    else
                                    {
                                        _56 = t0.words[(_55 + 38u) & 63u] + _55;
                                    }
                                    if (((t0.words[(_56 + 15u) & 63u] ^ 441u) % 3u) == 0u)
                                    {
                                        _57 = t0.words[(_56 + 7u) & 63u];
                                    }
                                    else
                                    {
                                        _57 = t0.words[(_56 + 5u) & 63u];
                                    }
                                    _854 = _57 + (_56 * 5u);
                                    uint _855 = _820 + 1u;
                                    _54 = _855;
                                    _55 = _854;
                                    if (_855 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _58 = _854;
                            }
                            else
                            {
                                _58 = t0.words[(_47 + 45u) & 63u] + (_47 << 2u);
                            }
                            _857 = _58;
                            uint _858 = _725 + 1u;
                            _46 = _858;
                            _47 = _857;
                            if (_858 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        if ((_857 % 3u) == 0u)
                        {
                            _60 = _857;
                            _59 = _857;
                            if (((t0.words[(_857 + 7u) & 63u] ^ 389u) % 3u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_80_join = 104u;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_80_join = 103u;
                            }
                        }
                        else
                        {
                            _59 = t0.words[(_857 + 46u) & 63u] + (_857 << 3u);
                            _RESERVED_IDENTIFIER_FIXUP_80_join = 103u;
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_80_join)
                        {
                            case 103u:
                            {
                                _60 = t0.words[(_59 + 57u) & 63u] + (_59 * 7u);
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        _886 = _60;
                        uint _887 = _723 + 1u;
                        _44 = _887;
                        _45 = _886;
                        if (_887 == 4u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _61 = _886;
                    if ((_886 % 5u) == 0u)
                    {
                        _61 = t0.words[(_886 + 59u) & 63u] + _886;
                        main_join = 108u;
                    }
                    else
                    {
                        main_join = 108u;
                    }
                }
                else
                {
                    if ((_552 % 5u) == 0u)
                    {
                        uint _570 = t0.words[(_552 + 61u) & 63u] + (_552 << 3u);
                        switch (_570 % 3u)
                        {
                            case 0u:
                            {
                                _61 = t0.words[(_570 + 52u) & 63u] + (_570 << 2u);
                                main_join = 108u;
                                break;
                            }
                            case 1u:
                            {
                                uint _37;
                                if (((_254 ^ 920u) % 5u) == 1u)
                                {
                                    uint _34 = 0u;
                                    uint _35 = _570;
                                    uint _590;
                                    for (;;)
                                    {
                                        uint _582 = _34;
                                        uint _583 = _35;
                                        _590 = t0.words[(_583 + 59u) & 63u] + (_583 * 6u);
                                        uint _591 = _582 + 1u;
                                        _34 = _591;
                                        _35 = _590;
                                        if (_591 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _37 = _590;
                                    if (((t0.words[(_590 + 60u) & 63u] ^ 566u) % 6u) == 1u)
                                    {
                                        uint _608 = t0.words[(_590 + 27u) & 63u] + (_590 * 3u);
                                        uint _36;
                                        switch (_608 % 5u)
                                        {
                                            case 0u:
                                            {
                                                _36 = t0.words[(_608 + 62u) & 63u] + (_608 * 5u);
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _628 = t0.words[(_608 + 16u) & 63u] + (_608 * 7u);
                                                _36 = (_628 * 3u) + t0.words[(_628 + 31u) & 63u];
                                                break;
                                            }
                                            case 2u:
                                            {
                                                _36 = t0.words[(_608 + 14u) & 63u] + (_608 * 5u);
                                                break;
                                            }
                                            case 3u:
                                            {
                                                _36 = t0.words[(_608 + 56u) & 63u] + (_608 << 1u);
                                                break;
                                            }
                                            default:
                                            {
                                                _36 = t0.words[(_608 + 26u) & 63u] + (_608 << 2u);
                                                break;
                                            }
                                        }
                                        _37 = t0.words[(_36 + 4u) & 63u] + _36;
                                    }
                                }
                                else
                                {
                                    _37 = t0.words[(_570 + 11u) & 63u] + (_570 * 7u);
                                }
                                _61 = t0.words[(_37 + 46u) & 63u] + (_37 * 3u);
                                main_join = 108u;
                                break;
                            }
                            default:
                            {
                                uint _38 = 0u;
                                uint _39 = _570;
                                uint _670;
                                uint _9;
                                for (;;)
                                {
                                    uint _669 = _38;
                                    _670 = _39;
                                    if ((t0.words[(_670 + 32u) & 63u] & 3u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_18_exit = 0u;
                                        break;
                                    }
                                    uint _40 = 0u;
                                    uint _41 = _670;
                                    uint _701;
                                    uint _42;
                                    uint _43;
                                    uint _678;
                                    for (;;)
                                    {
                                        _678 = _40;
                                        _42 = 0u;
                                        _43 = _41;
                                        for (;;)
                                        {
                                            uint _680 = _42;
                                            uint _687 = t0.words[(_43 + 27u) & 63u] + (_43 << 3u);
                                            uint _694 = (_687 << 1u) + t0.words[(_687 + 49u) & 63u];
                                            _701 = (_694 * 6u) + t0.words[(_694 + 23u) & 63u];
                                            uint _702 = _680 + 1u;
                                            _42 = _702;
                                            _43 = _701;
                                            if (_702 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _704 = _678 + 1u;
                                        _40 = _704;
                                        _41 = _701;
                                        if (_704 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _710 = t0.words[(_701 + 27u) & 63u] + _701;
                                    _9 = _710;
                                    uint _711 = _669 + 1u;
                                    _38 = _711;
                                    _39 = _710;
                                    if (_711 < 3u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_18_exit = 1u;
                                        break;
                                    }
                                }
                                switch (_RESERVED_IDENTIFIER_FIXUP_18_exit)
                                {
                                    case 0u:
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _670;
                                        main_join = 109u;
                                        break;
                                    }
                                    default:
                                    {
                                        _61 = _9;
                                        main_join = 108u;
                                        break;
                                    }
                                }
                                break;
                            }
                        }
                    }
                    else
                    {
                        _61 = t0.words[(_552 + 10u) & 63u] + (_552 << 1u);
                        main_join = 108u;
                    }
                }
            }
            else
            {
                main_join = 108u;
            }
            switch (main_join)
            {
                case 108u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _61;
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

