#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _305;

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
    uint _297 = gl_GlobalInvocationID.x & 63u;
    uint _304 = t0.words[_297];
    uint _314 = t0.words[(gl_GlobalInvocationID.x + 11u) & 63u] + (gl_GlobalInvocationID.x * 6u);
    uint _17;
    if ((_314 % 5u) == 0u)
    {
        uint _331 = t0.words[(_314 + 35u) & 63u] + _314;
        _17 = _331;
        if (((t0.words[(_331 + 5u) & 63u] ^ 837u) % 3u) == 0u)
        {
            uint _16;
            switch (_331 & 3u)
            {
                case 0u:
                {
                    _16 = t0.words[(_331 + 7u) & 63u] + (_331 << 3u);
                    break;
                }
                case 1u:
                {
                    if ((_331 % 3u) == 0u)
                    {
                        uint _357 = t0.words[(_331 + 60u) & 63u] + (_331 * 3u);
                        if ((_357 & 3u) == 3u)
                        {
                            uint _15 = _357;
                            if (((_357 ^ 987u) % 6u) == 0u)
                            {
                                uint _11 = 0u;
                                uint _12 = t0.words[(_357 + 31u) & 63u] + (_357 << 1u);
                                uint _398;
                                for (;;)
                                {
                                    uint _382 = _11;
                                    uint _383 = _12;
                                    uint _391 = t0.words[(_383 + 14u) & 63u] + (_383 * 7u);
                                    _398 = (_391 << 1u) + t0.words[(_391 + 44u) & 63u];
                                    uint _399 = _382 + 1u;
                                    _11 = _399;
                                    _12 = _398;
                                    if (_399 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _13 = 0u;
                                uint _14 = _398;
                                uint _424;
                                for (;;)
                                {
                                    uint _401 = _13;
                                    uint _402 = _14;
                                    uint _409 = t0.words[(_402 + 42u) & 63u] + (_402 * 6u);
                                    uint _417 = (_409 << 2u) + t0.words[(_409 + 22u) & 63u];
                                    _424 = (_417 * 5u) + t0.words[(_417 + 18u) & 63u];
                                    uint _425 = _401 + 1u;
                                    _13 = _425;
                                    _14 = _424;
                                    if (_425 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _15 = _424;
                            }
                            _16 = t0.words[(_15 + 62u) & 63u] + (_15 * 3u);
                        }
                        else
                        {
                            _16 = _357;
                            if (((_357 ^ 137u) % 5u) == 0u)
                            {
                                _16 = t0.words[(_357 + 36u) & 63u] + (_357 * 5u);
                            }
                        }
                    }
                    else
                    {
                        _16 = t0.words[(_331 + 23u) & 63u] + (_331 << 3u);
                    }
                    break;
                }
                default:
                {
                    _16 = t0.words[(_331 + 50u) & 63u] + _331;
                    break;
                }
            }
            _17 = t0.words[(_16 + 58u) & 63u] + (_16 * 3u);
        }
    }
    else
    {
        _17 = t0.words[(_314 + 13u) & 63u] + (_314 * 5u);
    }
    if (((_304 ^ 876u) % 5u) == 0u)
    {
        u0.words[gl_GlobalInvocationID.x] = _17;
    }
    else
    {
        uint _464 = t0.words[(_17 + 13u) & 63u];
        uint _465 = _464 + (_17 * 5u);
        if ((_465 & 3u) == 1u)
        {
            u0.words[gl_GlobalInvocationID.x] = _465;
        }
        else
        {
            uint _18 = 0u;
            uint _19 = t0.words[(_465 + 17u) & 63u] + (_465 << 2u);
            uint _6;
            uint _7;
            uint _24;
            uint _25;
            for (;;)
            {
                uint _475 = _18;
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
                        uint _485 = _20;
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
                        uint _511;
                        for (;;)
                        {
                            uint _500 = _22;
                            uint _501 = _23;
                            uint _506 = t0.words[(_501 + 63u) & 63u] + _501;
                            _511 = t0.words[(_506 + 1u) & 63u] + _506;
                            uint _512 = _500 + 1u;
                            _22 = _512;
                            _23 = _511;
                            if (_512 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _514 = _485 + 1u;
                        _20 = _514;
                        _21 = _511;
                        _24 = _511;
                        if (_514 < 3u)
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
                    }
                    if (_113_ladder_break)
                    {
                        break;
                    }
                    _25 = _24;
                }
                _7 = _25;
                uint _525 = _475 + 1u;
                _18 = _525;
                _19 = _25;
                if (_525 < 5u)
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
                        uint _548;
                        for (;;)
                        {
                            uint _540 = _26;
                            uint _541 = _27;
                            _548 = t0.words[(_541 + 16u) & 63u] + (_541 * 7u);
                            uint _549 = _540 + 1u;
                            _26 = _549;
                            _27 = _548;
                            if (_549 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _28 = _548;
                    }
                    bool _553 = (_304 & 1u) == 0u;
                    uint _29 = _28;
                    if (_553)
                    {
                        uint _560 = t0.words[(_28 + 24u) & 63u] + (_28 * 5u);
                        uint _566 = (_560 << 3u) + t0.words[(_560 + 42u) & 63u];
                        _29 = (_566 << 2u) + t0.words[(_566 + 37u) & 63u];
                    }
                    uint _30 = 0u;
                    uint _31 = _29;
                    uint _589;
                    for (;;)
                    {
                        uint _575 = _30;
                        uint _576 = _31;
                        uint _582 = t0.words[(_576 + 52u) & 63u];
                        uint _583 = _582 + (_576 * 5u);
                        uint _588 = t0.words[(_583 + 13u) & 63u];
                        _589 = (_583 * 7u) + _588;
                        uint _590 = _575 + 1u;
                        _30 = _590;
                        _31 = _589;
                        if (_590 == 2u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _53;
                    if (((_589 ^ 955u) % 6u) == 0u)
                    {
                        uint _32 = 0u;
                        uint _33 = _589;
                        uint _659;
                        for (;;)
                        {
                            uint _653 = _32;
                            uint _654 = _33;
                            uint _658 = t0.words[_654 & 63u];
                            _659 = _658 + (_654 * 6u);
                            uint _660 = _653 + 1u;
                            _32 = _660;
                            _33 = _659;
                            if (_660 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _666 = t0.words[(_659 + 7u) & 63u];
                        uint _667 = _666 + (_659 * 6u);
                        switch (_667 % 5u)
                        {
                            case 0u:
                            {
                                _53 = t0.words[(_667 + 54u) & 63u] + (_667 << 3u);
                                main_join = 107u;
                                break;
                            }
                            case 1u:
                            {
                                _53 = _667;
                                if (((_304 ^ 945u) % 3u) == 1u)
                                {
                                    _53 = _667;
                                    if (((_667 ^ 648u) % 3u) == 0u)
                                    {
                                        uint _34 = 0u;
                                        uint _35 = _667;
                                        uint _919;
                                        uint _8;
                                        for (;;)
                                        {
                                            uint _918 = _34;
                                            _919 = _35;
                                            if (((_304 ^ 274u) % 5u) == 0u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_26_exit = 0u;
                                                break;
                                            }
                                            uint _38 = _919;
                                            if (!(((_304 ^ 856u) % 5u) == 1u))
                                            {
                                                uint _36 = 0u;
                                                uint _37 = _919;
                                                uint _936;
                                                for (;;)
                                                {
                                                    uint _928 = _36;
                                                    uint _929 = _37;
                                                    _936 = t0.words[(_929 + 55u) & 63u] + (_929 * 3u);
                                                    uint _937 = _928 + 1u;
                                                    _36 = _937;
                                                    _37 = _936;
                                                    if (_937 == 5u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _38 = _936;
                                            }
                                            _8 = _38;
                                            uint _940 = _918 + 1u;
                                            _34 = _940;
                                            _35 = _38;
                                            if (_940 < 3u)
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
                                                u0.words[gl_GlobalInvocationID.x] = _919;
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
                                if ((t0.words[(_667 + 8u) & 63u] & 3u) == 2u)
                                {
                                    uint _39 = 0u;
                                    uint _40 = _667;
                                    uint _840;
                                    for (;;)
                                    {
                                        uint _826 = _39;
                                        uint _827 = _40;
                                        uint _832 = t0.words[(_827 + 56u) & 63u];
                                        uint _833 = _832 + (_827 * 5u);
                                        uint _839 = t0.words[(_833 + 51u) & 63u];
                                        _840 = (_833 * 5u) + _839;
                                        uint _841 = _826 + 1u;
                                        _39 = _841;
                                        _40 = _840;
                                        if (_841 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _41;
                                    switch (_840 & 3u)
                                    {
                                        case 0u:
                                        {
                                            _41 = t0.words[(_840 + 14u) & 63u] + (_840 * 7u);
                                            main_join = 72u;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _850 = t0.words[(_840 + 43u) & 63u] + (_840 * 3u);
                                            _41 = _850;
                                            if ((_304 & 3u) == 1u)
                                            {
                                                u0.words[gl_GlobalInvocationID.x] = _850;
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
                                            _41 = _840;
                                            if (((_840 ^ 813u) % 5u) == 1u)
                                            {
                                                if (((_840 ^ 853u) % 3u) == 1u)
                                                {
                                                    uint _894 = t0.words[(_840 + 47u) & 63u] + _840;
                                                    _41 = _894;
                                                    if (_553)
                                                    {
                                                        main_join = 72u;
                                                    }
                                                    else
                                                    {
                                                        _41 = t0.words[(_894 + 28u) & 63u] + (_894 * 5u);
                                                        main_join = 72u;
                                                    }
                                                }
                                                else
                                                {
                                                    uint _875 = t0.words[(_840 + 32u) & 63u] + (_840 * 3u);
                                                    _41 = _875;
                                                    if ((t0.words[(_875 + 23u) & 63u] & 1u) == 0u)
                                                    {
                                                        main_join = 72u;
                                                    }
                                                    else
                                                    {
                                                        _41 = t0.words[(_875 + 34u) & 63u] + (_875 * 3u);
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
                                    }
                                }
                                else
                                {
                                    _53 = _667;
                                    if (((t0.words[(_667 + 16u) & 63u] ^ 835u) % 5u) == 0u)
                                    {
                                        uint _45;
                                        if ((t0.words[(_667 + 56u) & 63u] & 3u) == 0u)
                                        {
                                            switch (_667 & 3u)
                                            {
                                                case 0u:
                                                {
                                                    uint _793 = t0.words[(_667 + 11u) & 63u] + (_667 << 3u);
                                                    _45 = (_793 * 3u) + t0.words[(_793 + 35u) & 63u];
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _42;
                                                    if ((_667 % 3u) == 0u)
                                                    {
                                                        uint _758 = t0.words[(_667 + 25u) & 63u] + (_667 << 3u);
                                                        _42 = (_758 << 3u) + t0.words[(_758 + 28u) & 63u];
                                                    }
                                                    else
                                                    {
                                                        _42 = t0.words[(_667 + 17u) & 63u] + (_667 * 6u);
                                                    }
                                                    if ((_42 % 3u) == 0u)
                                                    {
                                                        uint _781 = t0.words[(_42 + 38u) & 63u] + (_42 * 3u);
                                                        _45 = (_781 << 3u) + t0.words[(_781 + 42u) & 63u];
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
                                                    uint _44 = _667;
                                                    uint _817;
                                                    for (;;)
                                                    {
                                                        uint _800 = _43;
                                                        uint _801 = _44;
                                                        uint _806 = t0.words[(_801 + 7u) & 63u] + _801;
                                                        uint _811 = t0.words[(_806 + 60u) & 63u] + _806;
                                                        _817 = (_811 << 2u) + t0.words[(_811 + 28u) & 63u];
                                                        uint _818 = _800 + 1u;
                                                        _43 = _818;
                                                        _44 = _817;
                                                        if (_818 == 4u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _45 = _817;
                                                    break;
                                                }
                                            }
                                        }
                                        else
                                        {
                                            uint _696 = t0.words[(_667 + 60u) & 63u] + (_667 * 3u);
                                            if ((_696 % 5u) == 0u)
                                            {
                                                uint _736 = t0.words[(_696 + 44u) & 63u] + (_696 * 5u);
                                                _45 = (_736 << 1u) + t0.words[(_736 + 44u) & 63u];
                                            }
                                            else
                                            {
                                                switch (_696 & 3u)
                                                {
                                                    case 0u:
                                                    {
                                                        uint _718 = t0.words[(_696 + 45u) & 63u] + (_696 * 6u);
                                                        _45 = (_718 * 3u) + t0.words[(_718 + 28u) & 63u];
                                                        break;
                                                    }
                                                    case 1u:
                                                    {
                                                        uint _705 = t0.words[(_696 + 41u) & 63u] + (_696 * 5u);
                                                        _45 = (_705 * 3u) + t0.words[(_705 + 63u) & 63u];
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        _45 = t0.words[(_696 + 4u) & 63u] + (_696 << 2u);
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
                                _53 = t0.words[(_667 + 9u) & 63u] + (_667 * 7u);
                                main_join = 107u;
                                break;
                            }
                        }
                    }
                    else
                    {
                        uint _46 = 0u;
                        uint _47 = t0.words[(_589 + 28u) & 63u] + (_589 << 2u);
                        uint _639;
                        uint _9;
                        uint _10;
                        uint _48;
                        uint _49;
                        uint _50;
                        uint _51;
                        uint _52;
                        uint _603;
                        for (;;)
                        {
                            _603 = _46;
                            _48 = 0u;
                            _49 = t0.words[(_47 + 3u) & 63u] + (_47 * 5u);
                            for (;;)
                            {
                                uint _611 = _48;
                                uint _617 = _49 << 1u;
                                if (((_49 ^ 772u) % 5u) == 1u)
                                {
                                    _50 = t0.words[(_49 + 57u) & 63u] + _617;
                                }
                                else
                                {
                                    uint _622 = t0.words[(_49 + 50u) & 63u] + _617;
                                    _10 = _622;
                                    _50 = _622;
                                    if ((_304 & 3u) == 3u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_40_exit = 0u;
                                        break;
                                    }
                                }
                                _9 = _50;
                                uint _632 = _611 + 1u;
                                _48 = _632;
                                _49 = _50;
                                if (_632 < 5u)
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
                                    _51 = _304 & 3u;
                                    _52 = _9;
                                    break;
                                }
                            }
                            _639 = _52;
                            if (_51 == 2u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_31_exit = 0u;
                                break;
                            }
                            uint _641 = _603 + 1u;
                            _46 = _641;
                            _47 = _639;
                            if (_641 < 4u)
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
                                u0.words[gl_GlobalInvocationID.x] = _639;
                                main_join = 132u;
                                break;
                            }
                            default:
                            {
                                _53 = t0.words[(_639 + 35u) & 63u] + _639;
                                main_join = 107u;
                                break;
                            }
                        }
                    }
                    switch (main_join)
                    {
                        case 107u:
                        {
                            uint _969 = t0.words[(_53 + 18u) & 63u];
                            uint _970 = _969 + _53;
                            uint _63;
                            if ((_970 % 3u) == 0u)
                            {
                                uint _54 = 0u;
                                uint _55 = _970;
                                uint _1125;
                                for (;;)
                                {
                                    uint _1118 = _54;
                                    uint _1119 = _55;
                                    _1125 = t0.words[(_1119 + 57u) & 63u] + (_1119 * 3u);
                                    uint _1126 = _1118 + 1u;
                                    _54 = _1126;
                                    _55 = _1125;
                                    if (_1126 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _63 = t0.words[(_1125 + 22u) & 63u] + (_1125 << 1u);
                                main_join = 131u;
                            }
                            else
                            {
                                _63 = _970;
                                if (((_304 ^ 509u) % 5u) == 1u)
                                {
                                    uint _982 = t0.words[(_970 + 1u) & 63u];
                                    uint _983 = _982 + (_970 << 3u);
                                    _63 = _983;
                                    switch (_983 % 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _56 = 0u;
                                            uint _57 = _983;
                                            uint _1080;
                                            for (;;)
                                            {
                                                uint _1067 = _56;
                                                uint _1068 = _57;
                                                uint _1073 = t0.words[(_1068 + 34u) & 63u];
                                                uint _1074 = _1073 + (_1068 * 3u);
                                                uint _1079 = t0.words[(_1074 + 23u) & 63u];
                                                _1080 = (_1074 << 2u) + _1079;
                                                uint _1081 = _1067 + 1u;
                                                _56 = _1081;
                                                _57 = _1080;
                                                if (_1081 == 3u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            if (((t0.words[(_1080 + 40u) & 63u] ^ 932u) % 5u) == 0u)
                                            {
                                                if (((_304 ^ 383u) % 3u) == 1u)
                                                {
                                                    _63 = _1080;
                                                    if (((_1080 ^ 296u) % 3u) == 0u)
                                                    {
                                                        u0.words[gl_GlobalInvocationID.x] = _1080;
                                                        main_join = 132u;
                                                    }
                                                    else
                                                    {
                                                        main_join = 131u;
                                                    }
                                                }
                                                else
                                                {
                                                    uint _1106 = t0.words[(_1080 + 50u) & 63u] + (_1080 * 5u);
                                                    _63 = (_1106 * 7u) + t0.words[(_1106 + 32u) & 63u];
                                                    main_join = 131u;
                                                }
                                            }
                                            else
                                            {
                                                _63 = t0.words[(_1080 + 11u) & 63u] + _1080;
                                                main_join = 131u;
                                            }
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _58 = _983;
                                            uint _59 = 0u;
                                            uint _62;
                                            for (;;)
                                            {
                                                uint _986 = _59;
                                                uint _61 = _58;
                                                if (((t0.words[(_58 + 15u) & 63u] ^ 518u) % 5u) == 0u)
                                                {
                                                    if (((_304 ^ 41u) % 5u) == 0u)
                                                    {
                                                        uint _60 = _58;
                                                        if (((t0.words[(_58 + 21u) & 63u] ^ 867u) % 5u) == 1u)
                                                        {
                                                            uint _1038 = t0.words[(_58 + 43u) & 63u] + (_58 * 5u);
                                                            uint _1044 = (_1038 * 7u) + t0.words[(_1038 + 20u) & 63u];
                                                            _60 = (_1044 * 6u) + t0.words[(_1044 + 49u) & 63u];
                                                        }
                                                        uint _1058 = t0.words[(_60 + 32u) & 63u] + (_60 << 3u);
                                                        _62 = _1058;
                                                        _61 = _1058;
                                                        if (((_304 ^ 866u) % 6u) == 1u)
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
                                                            uint _1011 = t0.words[(_58 + 53u) & 63u] + (_58 << 1u);
                                                            uint _1018 = (_1011 * 3u) + t0.words[(_1011 + 21u) & 63u];
                                                            _61 = (_1018 * 7u) + t0.words[(_1018 + 5u) & 63u];
                                                        }
                                                    }
                                                }
                                                uint _1064 = _986 + 1u;
                                                _58 = _61;
                                                _59 = _1064;
                                                _62 = _61;
                                                if (_1064 < 4u)
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
                            }
                            break;
                        }
                    }
                    break;
                }
            }
        }
    }
}

