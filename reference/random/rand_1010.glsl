#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _259;

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
    uint _251 = gl_GlobalInvocationID.x & 63u;
    uint _258 = t0.words[_251];
    uint _7 = 0u;
    uint _8 = gl_GlobalInvocationID.x;
    uint _284;
    for (;;)
    {
        uint _261 = _7;
        uint _9 = _8;
        if (((_8 ^ 489u) % 6u) == 1u)
        {
            uint _276 = t0.words[(_8 + 26u) & 63u] + (_8 * 7u);
            _9 = (_276 * 6u) + t0.words[(_276 + 34u) & 63u];
        }
        _284 = _9;
        uint _285 = _261 + 1u;
        _7 = _285;
        _8 = _284;
        if (_285 == 3u)
        {
            break;
        }
        else
        {
            continue;
        }
    }
    uint _25;
    if (((_258 ^ 558u) % 5u) == 1u)
    {
        uint _322 = (_284 + 24u) & 63u;
        _25 = _284;
        if (((t0.words[_322] ^ 443u) % 3u) == 0u)
        {
            uint _18;
            switch (_284 % 5u)
            {
                case 0u:
                {
                    _18 = _284 + (((_284 & 1u) == 0u) ? t0.words[_322] : 0u);
                    main_join = 26u;
                    break;
                }
                case 1u:
                {
                    uint _10 = 0u;
                    uint _11 = _284;
                    uint _403;
                    uint _14;
                    uint _17;
                    for (;;)
                    {
                        uint _330 = _10;
                        if ((_11 % 3u) == 0u)
                        {
                            uint _12 = 0u;
                            uint _13 = _11;
                            uint _391;
                            for (;;)
                            {
                                uint _341 = _12;
                                switch (_13 % 3u)
                                {
                                    case 0u:
                                    {
                                        _14 = t0.words[(_13 + 11u) & 63u] + (_13 * 6u);
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _350 = t0.words[(_13 + 48u) & 63u] + (_13 << 3u);
                                        _14 = t0.words[(_350 + 47u) & 63u] + _350;
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
                                    uint _371 = _15;
                                    uint _378 = t0.words[(_16 + 13u) & 63u] + _16;
                                    uint _384 = t0.words[(_378 + 49u) & 63u] + _378;
                                    _391 = (_384 << 1u) + t0.words[(_384 + 42u) & 63u];
                                    uint _392 = _371 + 1u;
                                    _15 = _392;
                                    _16 = _391;
                                    if (_392 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _394 = _341 + 1u;
                                _12 = _394;
                                _13 = _391;
                                if (_394 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _17 = _391;
                        }
                        else
                        {
                            _17 = t0.words[(_11 + 31u) & 63u] + (_11 << 2u);
                        }
                        _403 = t0.words[(_17 + 56u) & 63u] + (_17 << 3u);
                        if (!((_258 & 1u) == 0u))
                        {
                            _RESERVED_IDENTIFIER_FIXUP_1_exit = 0u;
                            break;
                        }
                        uint _406 = _330 + 1u;
                        _10 = _406;
                        _11 = _403;
                        if (_406 < 2u)
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
                            u0.words[gl_GlobalInvocationID.x] = _403;
                            main_join = 123u;
                            break;
                        }
                        default:
                        {
                            _18 = _403;
                            main_join = 26u;
                            break;
                        }
                    }
                    break;
                }
                default:
                {
                    _18 = t0.words[(_284 + 2u) & 63u] + (_284 << 1u);
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
                    uint _435;
                    for (;;)
                    {
                        uint _427 = _19;
                        uint _428 = _20;
                        _435 = t0.words[(_428 + 32u) & 63u] + (_428 << 2u);
                        uint _436 = _427 + 1u;
                        _19 = _436;
                        _20 = _435;
                        if (_436 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _21 = 0u;
                    uint _22 = _435;
                    uint _452;
                    for (;;)
                    {
                        uint _438 = _21;
                        uint _439 = _22;
                        uint _446 = t0.words[(_439 + 27u) & 63u] + (_439 << 3u);
                        _452 = (_446 << 3u) + t0.words[(_446 + 6u) & 63u];
                        uint _453 = _438 + 1u;
                        _21 = _453;
                        _22 = _452;
                        if (_453 == 4u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _25 = _452;
                    main_join = 33u;
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
            main_join = 33u;
        }
    }
    else
    {
        uint _23 = 0u;
        uint _24 = _284;
        uint _309;
        for (;;)
        {
            uint _293 = _23;
            uint _294 = _24;
            uint _302 = t0.words[(_294 + 11u) & 63u] + (_294 << 2u);
            _309 = (_302 << 2u) + t0.words[(_302 + 53u) & 63u];
            uint _310 = _293 + 1u;
            _23 = _310;
            _24 = _309;
            if (_310 == 3u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        _25 = t0.words[(_309 + 56u) & 63u] + (_309 * 5u);
        main_join = 33u;
    }
    switch (main_join)
    {
        case 33u:
        {
            uint _461 = _25 & 3u;
            uint _57;
            if (((_25 ^ 351u) % 5u) == 1u)
            {
                uint _35;
                switch (_461)
                {
                    case 0u:
                    {
                        uint _1047 = t0.words[(_25 + 13u) & 63u] + (_25 * 5u);
                        _35 = (_1047 * 6u) + t0.words[(_1047 + 48u) & 63u];
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
                        uint _769 = t0.words[(_25 + 58u) & 63u];
                        uint _770 = _769 + (_25 * 5u);
                        if (((_770 ^ 858u) % 3u) == 0u)
                        {
                            uint _34 = _770;
                            if (((_770 ^ 923u) % 6u) == 1u)
                            {
                                uint _30 = _770;
                                if ((t0.words[(_770 + 23u) & 63u] & 3u) == 3u)
                                {
                                    uint _29;
                                    switch (_770 % 5u)
                                    {
                                        case 0u:
                                        {
                                            if (((_258 ^ 208u) % 6u) == 0u)
                                            {
                                                uint _875 = t0.words[(_770 + 57u) & 63u] + (_770 * 3u);
                                                uint _881 = (_875 << 1u) + t0.words[(_875 + 56u) & 63u];
                                                _29 = (_881 << 3u) + t0.words[(_881 + 47u) & 63u];
                                            }
                                            else
                                            {
                                                uint _856 = t0.words[(_770 + 20u) & 63u] + (_770 << 1u);
                                                uint _862 = (_856 << 1u) + t0.words[(_856 + 42u) & 63u];
                                                _29 = (_862 << 1u) + t0.words[(_862 + 63u) & 63u];
                                            }
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _26;
                                            switch (_770 & 3u)
                                            {
                                                case 0u:
                                                {
                                                    _26 = t0.words[(_770 + 17u) & 63u] + (_770 << 3u);
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    _26 = t0.words[(_770 + 26u) & 63u] + (_770 << 2u);
                                                    break;
                                                }
                                                default:
                                                {
                                                    _26 = t0.words[(_770 + 54u) & 63u] + (_770 * 7u);
                                                    break;
                                                }
                                            }
                                            _29 = t0.words[(_26 + 10u) & 63u] + (_26 * 7u);
                                            break;
                                        }
                                        case 2u:
                                        {
                                            _29 = _770;
                                            if (((t0.words[(_770 + 61u) & 63u] ^ 996u) % 6u) == 0u)
                                            {
                                                uint _805 = t0.words[(_770 + 34u) & 63u] + (_770 * 5u);
                                                uint _811 = (_805 * 3u) + t0.words[(_805 + 7u) & 63u];
                                                _29 = (_811 * 7u) + t0.words[(_811 + 2u) & 63u];
                                            }
                                            break;
                                        }
                                        default:
                                        {
                                            uint _27 = 0u;
                                            uint _28 = _770;
                                            uint _901;
                                            for (;;)
                                            {
                                                uint _888 = _27;
                                                uint _889 = _28;
                                                uint _895 = t0.words[(_889 + 24u) & 63u] + (_889 * 5u);
                                                _901 = (_895 * 5u) + t0.words[(_895 + 59u) & 63u];
                                                uint _902 = _888 + 1u;
                                                _27 = _902;
                                                _28 = _901;
                                                if (_902 == 3u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _29 = _901;
                                            break;
                                        }
                                    }
                                    uint _910 = t0.words[(_29 + 24u) & 63u] + (_29 << 1u);
                                    _30 = t0.words[(_910 + 30u) & 63u] + _910;
                                }
                                _34 = _30;
                                if (!((t0.words[(_30 + 4u) & 63u] & 1u) == 0u))
                                {
                                    uint _928 = t0.words[(_30 + 32u) & 63u] + (_30 * 5u);
                                    uint _33 = _928;
                                    if ((_928 & 3u) == 2u)
                                    {
                                        uint _31;
                                        if ((_258 & 3u) == 1u)
                                        {
                                            uint _949 = t0.words[(_928 + 24u) & 63u] + (_928 * 5u);
                                            uint _955 = (_949 << 3u) + t0.words[(_949 + 41u) & 63u];
                                            _31 = (_955 * 5u) + t0.words[(_955 + 46u) & 63u];
                                        }
                                        else
                                        {
                                            uint _937 = t0.words[(_928 + 41u) & 63u] + _928;
                                            _31 = (_937 * 7u) + t0.words[(_937 + 1u) & 63u];
                                        }
                                        uint _32;
                                        switch (_31 % 3u)
                                        {
                                            case 0u:
                                            {
                                                uint _981 = t0.words[(_31 + 14u) & 63u] + (_31 * 6u);
                                                _32 = (_981 * 5u) + t0.words[(_981 + 58u) & 63u];
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _969 = t0.words[(_31 + 14u) & 63u] + _31;
                                                _32 = (_969 << 1u) + t0.words[(_969 + 24u) & 63u];
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
                                                uint _1006 = t0.words[(_32 + 55u) & 63u] + (_32 * 7u);
                                                _33 = (_1006 << 2u) + t0.words[(_1006 + 8u) & 63u];
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
                            _35 = t0.words[(_770 + 61u) & 63u] + _770;
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
                        if (((_258 ^ 864u) % 3u) == 0u)
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
                    default:
                    {
                        break;
                    }
                }
            }
            else
            {
                _57 = _25;
                switch (_461)
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
                        uint _629;
                        for (;;)
                        {
                            _629 = _36;
                            _38 = 0u;
                            _39 = _37;
                            uint _651;
                            for (;;)
                            {
                                uint _631 = _38;
                                uint _632 = _39;
                                uint _638 = t0.words[(_632 + 4u) & 63u] + (_632 << 1u);
                                uint _645 = (_638 << 2u) + t0.words[(_638 + 52u) & 63u];
                                _651 = (_645 * 3u) + t0.words[(_645 + 33u) & 63u];
                                uint _652 = _631 + 1u;
                                _38 = _652;
                                _39 = _651;
                                if (_652 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            if (((_258 ^ 550u) % 3u) == 1u)
                            {
                                uint _677 = t0.words[(_651 + 24u) & 63u] + _651;
                                _56 = _677;
                                if (((_258 ^ 756u) % 5u) == 1u)
                                {
                                    break;
                                }
                                else
                                {
                                    if ((_258 & 3u) == 1u)
                                    {
                                        uint _740 = t0.words[(_677 + 47u) & 63u] + (_677 << 1u);
                                        _43 = (_740 * 5u) + t0.words[(_740 + 36u) & 63u];
                                    }
                                    else
                                    {
                                        uint _40 = 0u;
                                        uint _41 = _677;
                                        uint _717;
                                        for (;;)
                                        {
                                            uint _684 = _40;
                                            uint _691 = t0.words[(_41 + 41u) & 63u] + _41;
                                            switch (_691 & 3u)
                                            {
                                                case 0u:
                                                {
                                                    _42 = t0.words[(_691 + 40u) & 63u] + _691;
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    _42 = t0.words[(_691 + 41u) & 63u] + (_691 << 2u);
                                                    break;
                                                }
                                                case 2u:
                                                {
                                                    _42 = t0.words[(_691 + 58u) & 63u] + (_691 * 7u);
                                                    break;
                                                }
                                                default:
                                                {
                                                    _42 = t0.words[(_691 + 55u) & 63u] + _691;
                                                    break;
                                                }
                                            }
                                            _717 = _42;
                                            uint _718 = _684 + 1u;
                                            _40 = _718;
                                            _41 = _717;
                                            if (_718 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _43 = _717;
                                        if ((_717 & 3u) == 1u)
                                        {
                                            uint _727 = t0.words[(_717 + 3u) & 63u] + (_717 << 3u);
                                            _43 = (_727 * 3u) + t0.words[(_727 + 39u) & 63u];
                                        }
                                    }
                                }
                            }
                            else
                            {
                                uint _663 = t0.words[(_651 + 16u) & 63u] + (_651 * 6u);
                                _56 = _663;
                                if ((_663 & 1u) == 0u)
                                {
                                    break;
                                }
                                else
                                {
                                    _43 = t0.words[(_663 + 18u) & 63u] + (_663 * 5u);
                                }
                            }
                            uint _754 = t0.words[(_43 + 9u) & 63u] + (_43 << 2u);
                            uint _761 = (_754 * 3u) + t0.words[(_754 + 50u) & 63u];
                            uint _762 = _629 + 1u;
                            _36 = _762;
                            _37 = _761;
                            _56 = _761;
                            if (_762 < 5u)
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
                        uint _463;
                        uint _6;
                        uint _48;
                        uint _51;
                        for (;;)
                        {
                            uint _462 = _44;
                            _463 = _45;
                            if (((_463 ^ 113u) % 3u) == 0u)
                            {
                                if (((_463 ^ 432u) % 6u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_05_exit = 0u;
                                    break;
                                }
                                if ((_463 & 3u) == 0u)
                                {
                                    uint _507 = t0.words[(_463 + 54u) & 63u] + (_463 << 3u);
                                    _48 = (_507 << 1u) + t0.words[(_507 + 45u) & 63u];
                                }
                                else
                                {
                                    uint _46 = 0u;
                                    uint _47 = _463;
                                    uint _488;
                                    uint _496;
                                    for (;;)
                                    {
                                        _488 = _46;
                                        uint _489 = _47;
                                        _496 = t0.words[(_489 + 62u) & 63u] + (_489 << 1u);
                                        if ((_258 & 3u) == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            uint _499 = _488 + 1u;
                                            _46 = _499;
                                            _47 = _496;
                                            if (_499 < 3u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                break;
                                            }
                                        }
                                    }
                                    _48 = _496;
                                }
                            }
                            else
                            {
                                uint _474 = t0.words[(_463 + 12u) & 63u] + (_463 * 3u);
                                _48 = (_474 * 3u) + t0.words[(_474 + 44u) & 63u];
                            }
                            uint _49 = 0u;
                            uint _50 = _48;
                            uint _573;
                            for (;;)
                            {
                                uint _516 = _49;
                                uint _524 = t0.words[(_50 + 16u) & 63u] + (_50 * 6u);
                                if (((t0.words[(_524 + 46u) & 63u] ^ 74u) % 6u) == 0u)
                                {
                                    uint _546 = t0.words[(_524 + 9u) & 63u] + (_524 * 5u);
                                    uint _553 = (_546 * 7u) + t0.words[(_546 + 15u) & 63u];
                                    _51 = (_553 * 7u) + t0.words[(_553 + 46u) & 63u];
                                }
                                else
                                {
                                    _51 = t0.words[(_524 + 59u) & 63u] + (_524 << 3u);
                                }
                                uint _566 = t0.words[(_51 + 9u) & 63u] + (_51 * 3u);
                                _573 = (_566 << 2u) + t0.words[(_566 + 58u) & 63u];
                                uint _574 = _516 + 1u;
                                _49 = _574;
                                _50 = _573;
                                if (_574 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _581 = t0.words[(_573 + 30u) & 63u] + _573;
                            uint _587 = t0.words[(_581 + 23u) & 63u] + _581;
                            _6 = _587;
                            uint _588 = _462 + 1u;
                            _44 = _588;
                            _45 = _587;
                            if (_588 < 5u)
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
                                u0.words[gl_GlobalInvocationID.x] = _463;
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
                                    uint _612;
                                    uint _54;
                                    uint _55;
                                    uint _597;
                                    for (;;)
                                    {
                                        _597 = _52;
                                        _54 = 0u;
                                        _55 = t0.words[(_53 + 3u) & 63u] + (_53 * 7u);
                                        for (;;)
                                        {
                                            uint _605 = _54;
                                            _612 = t0.words[(_55 + 45u) & 63u] + (_55 * 6u);
                                            uint _613 = _605 + 1u;
                                            _54 = _613;
                                            _55 = _612;
                                            if (_613 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _615 = _597 + 1u;
                                        _52 = _615;
                                        _53 = _612;
                                        if (_615 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _57 = _612;
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

