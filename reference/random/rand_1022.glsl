#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _309;

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
    uint _RESERVED_IDENTIFIER_FIXUP_72_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_89_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_31_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_40_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_26_exit = 0u;
    uint main_join = 0u;
    uint _301 = gl_GlobalInvocationID.x & 63u;
    uint _308 = t0.words[_301];
    uint _318 = t0.words[(gl_GlobalInvocationID.x + 11u) & 63u] + (gl_GlobalInvocationID.x * 6u);
    uint _17;
    if ((_318 % 5u) == 0u)
    {
        uint _335 = t0.words[(_318 + 35u) & 63u] + _318;
        _17 = _335;
        if (((t0.words[(_335 + 5u) & 63u] ^ 837u) % 3u) == 0u)
        {
            uint _16;
            switch (_335 & 3u)
            {
                case 0u:
                {
                    _16 = t0.words[(_335 + 7u) & 63u] + (_335 << 3u);
                    break;
                }
                case 1u:
                {
                    if ((_335 % 3u) == 0u)
                    {
                        uint _361 = t0.words[(_335 + 60u) & 63u] + (_335 * 3u);
                        if ((_361 & 3u) == 3u)
                        {
                            uint _15 = _361;
                            if (((_361 ^ 987u) % 6u) == 0u)
                            {
                                uint _11 = 0u;
                                uint _12 = t0.words[(_361 + 31u) & 63u] + (_361 << 1u);
                                uint _402;
                                for (;;)
                                {
                                    uint _386 = _11;
                                    uint _387 = _12;
                                    uint _395 = t0.words[(_387 + 14u) & 63u] + (_387 * 7u);
                                    _402 = (_395 << 1u) + t0.words[(_395 + 44u) & 63u];
                                    uint _403 = _386 + 1u;
                                    _11 = _403;
                                    _12 = _402;
                                    if (_403 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _13 = 0u;
                                uint _14 = _402;
                                uint _428;
                                for (;;)
                                {
                                    uint _405 = _13;
                                    uint _406 = _14;
                                    uint _413 = t0.words[(_406 + 42u) & 63u] + (_406 * 6u);
                                    uint _421 = (_413 << 2u) + t0.words[(_413 + 22u) & 63u];
                                    _428 = (_421 * 5u) + t0.words[(_421 + 18u) & 63u];
                                    uint _429 = _405 + 1u;
                                    _13 = _429;
                                    _14 = _428;
                                    if (_429 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _15 = _428;
                            }
                            _16 = t0.words[(_15 + 62u) & 63u] + (_15 * 3u);
                        }
                        else
                        {
                            _16 = _361;
                            if (((_361 ^ 137u) % 5u) == 0u)
                            {
                                _16 = t0.words[(_361 + 36u) & 63u] + (_361 * 5u);
                            }
                        }
                    }
                    else
                    {
                        _16 = t0.words[(_335 + 23u) & 63u] + (_335 << 3u);
                    }
                    break;
                }
                default:
                {
                    _16 = t0.words[(_335 + 50u) & 63u] + _335;
                    break;
                }
            }
            _17 = t0.words[(_16 + 58u) & 63u] + (_16 * 3u);
        }
    }
    else
    {
        _17 = t0.words[(_318 + 13u) & 63u] + (_318 * 5u);
    }
    if (((_308 ^ 876u) % 5u) == 0u)
    {
        u0.words[gl_GlobalInvocationID.x] = _17;
    }
    else
    {
        uint _468 = t0.words[(_17 + 13u) & 63u];
        uint _469 = _468 + (_17 * 5u);
        if ((_469 & 3u) == 1u)
        {
            u0.words[gl_GlobalInvocationID.x] = _469;
        }
        else
        {
            uint _18 = 0u;
            uint _19 = t0.words[(_469 + 17u) & 63u] + (_469 << 2u);
            uint _6;
            uint _7;
            uint _24;
            uint _25;
            for (;;)
            {
                uint _479 = _18;
                if (((t0.words[(_19 + 63u) & 63u] ^ 943u) % 5u) == 0u)
                {
                    _25 = t0.words[(_19 + 41u) & 63u] + _19;
                }
                else
                {
                    uint _20 = 0u;
                    uint _21 = _19;
                    for (;;)
                    {
                        uint _489 = _20;
                        _6 = _21;
                        if (((_21 ^ 188u) % 6u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_89_exit = 0u;
                            break;
                        }
                        _24 = _6;
                        if ((t0.words[(_6 + 20u) & 63u] & 1u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_89_exit = 1u;
                            break;
                        }
                        uint _22 = 0u;
                        uint _23 = _6;
                        uint _515;
                        for (;;)
                        {
                            uint _504 = _22;
                            uint _505 = _23;
                            uint _510 = t0.words[(_505 + 63u) & 63u] + _505;
                            _515 = t0.words[(_510 + 1u) & 63u] + _510;
                            uint _516 = _504 + 1u;
                            _22 = _516;
                            _23 = _515;
                            if (_516 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _518 = _489 + 1u;
                        _20 = _518;
                        _21 = _515;
                        _24 = _515;
                        if (_518 < 3u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_89_exit = 1u;
                            break;
                        }
                    }
                    bool _113_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_89_exit)
                    {
                        case 0u:
                        {
                            _RESERVED_IDENTIFIER_FIXUP_72_exit = 0u;
                            _113_ladder_break = true;
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    if (_113_ladder_break)
                    {
                        break;
                    }
                    _25 = _24;
                }
                _7 = _25;
                uint _529 = _479 + 1u;
                _18 = _529;
                _19 = _25;
                if (_529 < 5u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_72_exit = 1u;
                    break;
                }
            }
            switch (_RESERVED_IDENTIFIER_FIXUP_72_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _6;
                    break;
                }
                default:
                {
                    uint _28 = _7;
                    if (((_7 ^ 919u) % 6u) == 1u)
                    {
                        uint _26 = 0u;
                        uint _27 = _7;
                        uint _552;
                        for (;;)
                        {
                            uint _544 = _26;
                            uint _545 = _27;
                            _552 = t0.words[(_545 + 16u) & 63u] + (_545 * 7u);
                            uint _553 = _544 + 1u;
                            _26 = _553;
                            _27 = _552;
                            if (_553 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _28 = _552;
                    }
                    bool _557 = (_308 & 1u) == 0u;
                    uint _29 = _28;
                    if (_557)
                    {
                        uint _564 = t0.words[(_28 + 24u) & 63u] + (_28 * 5u);
                        uint _570 = (_564 << 3u) + t0.words[(_564 + 42u) & 63u];
                        _29 = (_570 << 2u) + t0.words[(_570 + 37u) & 63u];
                    }
                    uint _30 = 0u;
                    uint _31 = _29;
                    uint _593;
                    for (;;)
                    {
                        uint _579 = _30;
                        uint _580 = _31;
                        uint _586 = t0.words[(_580 + 52u) & 63u];
                        uint _587 = _586 + (_580 * 5u);
                        uint _592 = t0.words[(_587 + 13u) & 63u];
                        _593 = (_587 * 7u) + _592;
                        uint _594 = _579 + 1u;
                        _30 = _594;
                        _31 = _593;
                        if (_594 == 2u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _53;
                    if (((_593 ^ 955u) % 6u) == 0u)
                    {
                        uint _32 = 0u;
                        uint _33 = _593;
                        uint _663;
                        for (;;)
                        {
                            uint _657 = _32;
                            uint _658 = _33;
                            uint _662 = t0.words[_658 & 63u];
                            _663 = _662 + (_658 * 6u);
                            uint _664 = _657 + 1u;
                            _32 = _664;
                            _33 = _663;
                            if (_664 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _670 = t0.words[(_663 + 7u) & 63u];
                        uint _671 = _670 + (_663 * 6u);
                        switch (_671 % 5u)
                        {
                            case 0u:
                            {
                                _53 = t0.words[(_671 + 54u) & 63u] + (_671 << 3u);
                                main_join = 107u;
                                break;
                            }
                            case 1u:
                            {
                                _53 = _671;
                                if (((_308 ^ 945u) % 3u) == 1u)
                                {
                                    _53 = _671;
                                    if (((_671 ^ 648u) % 3u) == 0u)
                                    {
                                        uint _34 = 0u;
                                        uint _35 = _671;
                                        uint _923;
                                        uint _8;
                                        for (;;)
                                        {
                                            uint _922 = _34;
                                            _923 = _35;
                                            if (((_308 ^ 274u) % 5u) == 0u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_26_exit = 0u;
                                                break;
                                            }
                                            uint _38 = _923;
                                            if (!(((_308 ^ 856u) % 5u) == 1u))
                                            {
                                                uint _36 = 0u;
                                                uint _37 = _923;
                                                uint _940;
                                                for (;;)
                                                {
                                                    uint _932 = _36;
                                                    uint _933 = _37;
                                                    _940 = t0.words[(_933 + 55u) & 63u] + (_933 * 3u);
                                                    uint _941 = _932 + 1u;
                                                    _36 = _941;
                                                    _37 = _940;
                                                    if (_941 == 5u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _38 = _940;
                                            }
                                            _8 = _38;
                                            uint _944 = _922 + 1u;
                                            _34 = _944;
                                            _35 = _38;
                                            if (_944 < 3u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_26_exit = 1u;
                                                break;
                                            }
                                        }
                                        switch (_RESERVED_IDENTIFIER_FIXUP_26_exit)
                                        {
                                            case 0u:
                                            {
                                                u0.words[gl_GlobalInvocationID.x] = _923;
                                                main_join = 132u;
                                                break;
                                            }
                                            default:
                                            {
                                                _53 = t0.words[(_8 + 31u) & 63u] + (_8 * 6u);
                                                main_join = 107u;
                                                break;
                                            }
                                        }
                                    }
                                    else
                                    {
                                        main_join = 107u;
                                    }
                                }
                                else
                                {
                                    main_join = 107u;
                                }
                                break;
                            }
                            case 2u:
                            {
                                if ((t0.words[(_671 + 8u) & 63u] & 3u) == 2u)
                                {
                                    uint _39 = 0u;
                                    uint _40 = _671;
                                    uint _844;
                                    for (;;)
                                    {
                                        uint _830 = _39;
                                        uint _831 = _40;
                                        uint _836 = t0.words[(_831 + 56u) & 63u];
                                        uint _837 = _836 + (_831 * 5u);
                                        uint _843 = t0.words[(_837 + 51u) & 63u];
                                        _844 = (_837 * 5u) + _843;
                                        uint _845 = _830 + 1u;
                                        _39 = _845;
                                        _40 = _844;
                                        if (_845 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _41;
                                    switch (_844 & 3u)
                                    {
                                        case 0u:
                                        {
                                            _41 = t0.words[(_844 + 14u) & 63u] + (_844 * 7u);
                                            main_join = 72u;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _854 = t0.words[(_844 + 43u) & 63u] + (_844 * 3u);
                                            _41 = _854;
                                            if ((_308 & 3u) == 1u)
                                            {
                                                u0.words[gl_GlobalInvocationID.x] = _854;
                                                main_join = 132u;
                                            }
                                            else
                                            {
                                                main_join = 72u;
                                            }
                                            break;
                                        }
                                        default:
                                        {
                                            _41 = _844;
                                            if (((_844 ^ 813u) % 5u) == 1u)
                                            {
                                                if (((_844 ^ 853u) % 3u) == 1u)
                                                {
                                                    uint _898 = t0.words[(_844 + 47u) & 63u] + _844;
                                                    _41 = _898;
                                                    if (_557)
                                                    {
                                                        main_join = 72u;
                                                    }
                                                    else
                                                    {
                                                        _41 = t0.words[(_898 + 28u) & 63u] + (_898 * 5u);
                                                        main_join = 72u;
                                                    }
                                                }
                                                else
                                                {
                                                    uint _879 = t0.words[(_844 + 32u) & 63u] + (_844 * 3u);
                                                    _41 = _879;
                                                    if ((t0.words[(_879 + 23u) & 63u] & 1u) == 0u)
                                                    {
                                                        main_join = 72u;
                                                    }
                                                    else
                                                    {
                                                        _41 = t0.words[(_879 + 34u) & 63u] + (_879 * 3u);
                                                        main_join = 72u;
                                                    }
                                                }
                                            }
                                            else
                                            {
                                                main_join = 72u;
                                            }
                                            break;
                                        }
                                    }
                                    switch (main_join)
                                    {
                                        case 72u:
                                        {
                                            _53 = t0.words[(_41 + 9u) & 63u] + (_41 << 2u);
                                            main_join = 107u;
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
                                    _53 = _671;
                                    if (((t0.words[(_671 + 16u) & 63u] ^ 835u) % 5u) == 0u)
                                    {
                                        uint _45;
                                        if ((t0.words[(_671 + 56u) & 63u] & 3u) == 0u)
                                        {
                                            switch (_671 & 3u)
                                            {
                                                case 0u:
                                                {
                                                    uint _797 = t0.words[(_671 + 11u) & 63u] + (_671 << 3u);
                                                    _45 = (_797 * 3u) + t0.words[(_797 + 35u) & 63u];
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _42;
                                                    if ((_671 % 3u) == 0u)
                                                    {
                                                        uint _762 = t0.words[(_671 + 25u) & 63u] + (_671 << 3u);
                                                        _42 = (_762 << 3u) + t0.words[(_762 + 28u) & 63u];
                                                    }
                                                    else
                                                    {
                                                        _42 = t0.words[(_671 + 17u) & 63u] + (_671 * 6u);
                                                    }
                                                    if ((_42 % 3u) == 0u)
                                                    {
                                                        uint _785 = t0.words[(_42 + 38u) & 63u] + (_42 * 3u);
                                                        _45 = (_785 << 3u) + t0.words[(_785 + 42u) & 63u];
                                                    }
                                                    else
                                                    {
                                                        _45 = t0.words[(_42 + 29u) & 63u] + (_42 * 6u);
                                                    }
                                                    break;
                                                }
                                                default:
                                                {
                                                    uint _43 = 0u;
                                                    uint _44 = _671;
                                                    uint _821;
                                                    for (;;)
                                                    {
                                                        uint _804 = _43;
                                                        uint _805 = _44;
                                                        uint _810 = t0.words[(_805 + 7u) & 63u] + _805;
                                                        uint _815 = t0.words[(_810 + 60u) & 63u] + _810;
                                                        _821 = (_815 << 2u) + t0.words[(_815 + 28u) & 63u];
                                                        uint _822 = _804 + 1u;
                                                        _43 = _822;
                                                        _44 = _821;
                                                        if (_822 == 4u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _45 = _821;
                                                    break;
                                                }
                                            }
                                        }
                                        else
                                        {
                                            uint _700 = t0.words[(_671 + 60u) & 63u] + (_671 * 3u);
                                            if ((_700 % 5u) == 0u)
                                            {
                                                uint _740 = t0.words[(_700 + 44u) & 63u] + (_700 * 5u);
                                                _45 = (_740 << 1u) + t0.words[(_740 + 44u) & 63u];
                                            }
                                            else
                                            {
                                                switch (_700 & 3u)
                                                {
                                                    case 0u:
                                                    {
                                                        uint _722 = t0.words[(_700 + 45u) & 63u] + (_700 * 6u);
                                                        _45 = (_722 * 3u) + t0.words[(_722 + 28u) & 63u];
                                                        break;
                                                    }
                                                    case 1u:
                                                    {
                                                        uint _709 = t0.words[(_700 + 41u) & 63u] + (_700 * 5u);
                                                        _45 = (_709 * 3u) + t0.words[(_709 + 63u) & 63u];
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        _45 = t0.words[(_700 + 4u) & 63u] + (_700 << 2u);
                                                        break;
                                                    }
                                                }
                                            }
                                        }
                                        _53 = _45;
                                        if (((_45 ^ 473u) % 3u) == 1u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _45;
                                            main_join = 132u;
                                        }
                                        else
                                        {
                                            main_join = 107u;
                                        }
                                    }
                                    else
                                    {
                                        main_join = 107u;
                                    }
                                }
                                break;
                            }
                            default:
                            {
                                _53 = t0.words[(_671 + 9u) & 63u] + (_671 * 7u);
                                main_join = 107u;
                                break;
                            }
                        }
                    }
                    else
                    {
                        uint _46 = 0u;
                        uint _47 = t0.words[(_593 + 28u) & 63u] + (_593 << 2u);
                        uint _643;
                        uint _9;
                        uint _10;
                        uint _48;
                        uint _49;
                        uint _50;
                        uint _51;
                        uint _52;
                        uint _607;
                        for (;;)
                        {
                            _607 = _46;
                            _48 = 0u;
                            _49 = t0.words[(_47 + 3u) & 63u] + (_47 * 5u);
                            for (;;)
                            {
                                uint _615 = _48;
                                uint _621 = _49 << 1u;
                                if (((_49 ^ 772u) % 5u) == 1u)
                                {
                                    _50 = t0.words[(_49 + 57u) & 63u] + _621;
                                }
                                else
                                {
                                    uint _626 = t0.words[(_49 + 50u) & 63u] + _621;
                                    _10 = _626;
                                    _50 = _626;
                                    if ((_308 & 3u) == 3u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_40_exit = 0u;
                                        break;
                                    }
                                }
                                _9 = _50;
                                uint _636 = _615 + 1u;
                                _48 = _636;
                                _49 = _50;
                                if (_636 < 5u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_40_exit = 1u;
                                    break;
                                }
                            }
                            switch (_RESERVED_IDENTIFIER_FIXUP_40_exit)
                            {
                                case 0u:
                                {
                                    _51 = 3u;
                                    _52 = _10;
                                    break;
                                }
                                default:
                                {
                                    _51 = _308 & 3u;
                                    _52 = _9;
                                    break;
                                }
                            }
                            _643 = _52;
                            if (_51 == 2u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_31_exit = 0u;
                                break;
                            }
                            uint _645 = _607 + 1u;
                            _46 = _645;
                            _47 = _643;
                            if (_645 < 4u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_31_exit = 1u;
                                break;
                            }
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_31_exit)
                        {
                            case 0u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _643;
                                main_join = 132u;
                                break;
                            }
                            default:
                            {
                                _53 = t0.words[(_643 + 35u) & 63u] + _643;
                                main_join = 107u;
                                break;
                            }
                        }
                    }
                    switch (main_join)
                    {
                        case 107u:
                        {
                            uint _973 = t0.words[(_53 + 18u) & 63u];
                            uint _974 = _973 + _53;
                            uint _63;
                            if ((_974 % 3u) == 0u)
                            {
                                uint _54 = 0u;
                                uint _55 = _974;
                                uint _1129;
                                for (;;)
                                {
                                    uint _1122 = _54;
                                    uint _1123 = _55;
                                    _1129 = t0.words[(_1123 + 57u) & 63u] + (_1123 * 3u);
                                    uint _1130 = _1122 + 1u;
                                    _54 = _1130;
                                    _55 = _1129;
                                    if (_1130 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _63 = t0.words[(_1129 + 22u) & 63u] + (_1129 << 1u);
                                main_join = 131u;
                            }
                            else
                            {
                                _63 = _974;
                                if (((_308 ^ 509u) % 5u) == 1u)
                                {
                                    uint _986 = t0.words[(_974 + 1u) & 63u];
                                    uint _987 = _986 + (_974 << 3u);
                                    _63 = _987;
                                    switch (_987 % 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _56 = 0u;
                                            uint _57 = _987;
                                            uint _1084;
                                            for (;;)
                                            {
                                                uint _1071 = _56;
                                                uint _1072 = _57;
                                                uint _1077 = t0.words[(_1072 + 34u) & 63u];
                                                uint _1078 = _1077 + (_1072 * 3u);
                                                uint _1083 = t0.words[(_1078 + 23u) & 63u];
                                                _1084 = (_1078 << 2u) + _1083;
                                                uint _1085 = _1071 + 1u;
                                                _56 = _1085;
                                                _57 = _1084;
                                                if (_1085 == 3u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            if (((t0.words[(_1084 + 40u) & 63u] ^ 932u) % 5u) == 0u)
                                            {
                                                if (((_308 ^ 383u) % 3u) == 1u)
                                                {
                                                    _63 = _1084;
                                                    if (((_1084 ^ 296u) % 3u) == 0u)
                                                    {
                                                        u0.words[gl_GlobalInvocationID.x] = _1084;
                                                        main_join = 132u;
                                                    }
                                                    else
                                                    {
                                                        main_join = 131u;
                                                    }
                                                }
                                                else
                                                {
                                                    uint _1110 = t0.words[(_1084 + 50u) & 63u] + (_1084 * 5u);
                                                    _63 = (_1110 * 7u) + t0.words[(_1110 + 32u) & 63u];
                                                    main_join = 131u;
                                                }
                                            }
                                            else
                                            {
                                                _63 = t0.words[(_1084 + 11u) & 63u] + _1084;
                                                main_join = 131u;
                                            }
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _58 = _987;
                                            uint _59 = 0u;
                                            uint _62;
                                            for (;;)
                                            {
                                                uint _990 = _59;
                                                uint _61 = _58;
                                                if (((t0.words[(_58 + 15u) & 63u] ^ 518u) % 5u) == 0u)
                                                {
                                                    if (((_308 ^ 41u) % 5u) == 0u)
                                                    {
                                                        uint _60 = _58;
                                                        if (((t0.words[(_58 + 21u) & 63u] ^ 867u) % 5u) == 1u)
                                                        {
                                                            uint _1042 = t0.words[(_58 + 43u) & 63u] + (_58 * 5u);
                                                            uint _1048 = (_1042 * 7u) + t0.words[(_1042 + 20u) & 63u];
                                                            _60 = (_1048 * 6u) + t0.words[(_1048 + 49u) & 63u];
                                                        }
                                                        uint _1062 = t0.words[(_60 + 32u) & 63u] + (_60 << 3u);
                                                        _62 = _1062;
                                                        _61 = _1062;
                                                        if (((_308 ^ 866u) % 6u) == 1u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                        }
                                                    }
                                                    else
                                                    {
                                                        _61 = _58;
                                                        if (!((t0.words[(_58 + 44u) & 63u] & 1u) == 0u))
                                                        {
                                                            uint _1015 = t0.words[(_58 + 53u) & 63u] + (_58 << 1u);
                                                            uint _1022 = (_1015 * 3u) + t0.words[(_1015 + 21u) & 63u];
                                                            _61 = (_1022 * 7u) + t0.words[(_1022 + 5u) & 63u];
                                                        }
                                                    }
                                                }
                                                uint _1068 = _990 + 1u;
                                                _58 = _61;
                                                _59 = _1068;
                                                _62 = _61;
                                                if (_1068 < 4u)
                                                {
                                                    continue;
                                                }
                                                else
                                                {
                                                    break;
                                                }
                                            }
                                            _63 = _62;
                                            main_join = 131u;
                                            break;
                                        }
                                        default:
                                        {
                                            main_join = 131u;
                                            break;
                                        }
                                    }
                                }
                                else
                                {
                                    main_join = 131u;
                                }
                            }
                            switch (main_join)
                            {
                                case 131u:
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _63;
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
}

