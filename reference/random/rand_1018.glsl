#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _341;

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
    uint _RESERVED_IDENTIFIER_FIXUP_7_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_36_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_08_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_68_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_88_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_05_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_36_loop_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_08_loop_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_88_loop_join = 0u;
    uint _333 = gl_GlobalInvocationID.x & 63u;
    uint _340 = t0.words[_333];
    uint _31 = gl_GlobalInvocationID.x;
    if (((_340 ^ 875u) % 3u) == 1u)
    {
        uint _14 = 0u;
        uint _15 = gl_GlobalInvocationID.x;
        uint _350;
        uint _365;
        for (;;)
        {
            _350 = _14;
            uint _351 = _15;
            uint _358 = t0.words[(_351 + 52u) & 63u] + (_351 * 3u);
            _365 = (_358 << 1u) + t0.words[(_358 + 49u) & 63u];
            if (((t0.words[(_365 + 22u) & 63u] ^ 148u) % 6u) == 1u)
            {
                break;
            }
            else
            {
                uint _376 = _350 + 1u;
                _14 = _376;
                _15 = _365;
                if (_376 < 3u)
                {
                    continue;
                }
                else
                {
                    break;
                }
            }
        }
        uint _16 = 0u;
        uint _17 = _365;
        uint _395;
        uint _6;
        uint _7;
        uint _18;
        uint _19;
        uint _22;
        uint _29;
        uint _30;
        uint _378;
        for (;;)
        {
            _378 = _16;
            _18 = 0u;
            _19 = _17;
            for (;;)
            {
                uint _380 = _18;
                uint _388 = t0.words[(_19 + 25u) & 63u] + (_19 << 1u);
                _395 = (_388 * 6u) + t0.words[(_388 + 62u) & 63u];
                if (((_340 ^ 27u) % 3u) == 1u)
                {
                    _22 = _395;
                    if ((_395 & 3u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                        break;
                    }
                }
                else
                {
                    uint _20 = 0u;
                    uint _21 = _395;
                    uint _409;
                    for (;;)
                    {
                        uint _400 = _20;
                        uint _401 = _21;
                        _409 = t0.words[(_401 + 21u) & 63u] + (_401 << 2u);
                        uint _410 = _400 + 1u;
                        _20 = _410;
                        _21 = _409;
                        if (_410 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _22 = _409;
                }
                _6 = _22;
                uint _415 = _380 + 1u;
                _18 = _415;
                _19 = _22;
                if (_415 < 5u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_0_exit = 1u;
                    break;
                }
            }
            bool _115_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
            {
                case 0u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_7_exit = 0u;
                    _115_ladder_break = true;
                    break;
                }
                default:
                {
                    break;
                }
            }
            if (_115_ladder_break)
            {
                break;
            }
            uint _23 = 0u;
            uint _24 = _6;
            uint _25;
            uint _26;
            uint _420;
            for (;;)
            {
                _420 = _23;
                uint _428 = t0.words[(_24 + 61u) & 63u] + (_24 << 2u);
                _25 = 0u;
                _26 = (_428 * 3u) + t0.words[(_428 + 2u) & 63u];
                uint _464;
                uint _27;
                uint _28;
                uint _435;
                for (;;)
                {
                    _435 = _25;
                    _27 = 0u;
                    _28 = _26;
                    for (;;)
                    {
                        uint _437 = _27;
                        uint _445 = t0.words[(_28 + 35u) & 63u] + (_28 * 6u);
                        if (((_445 ^ 4u) % 6u) == 1u)
                        {
                            _29 = t0.words[(_445 + 44u) & 63u] + (_445 << 2u);
                        }
                        else
                        {
                            _30 = _445;
                            _29 = _445;
                            if (((_445 ^ 677u) % 5u) == 0u)
                            {
                                break;
                            }
                            else
                            {
                            }
                        }
                        uint _462 = _437 + 1u;
                        _27 = _462;
                        _28 = _29;
                        _30 = _29;
                        if (_462 < 5u)
                        {
                            continue;
                        }
                        else
                        {
                            break;
                        }
                    }
                    _464 = _30;
                    uint _465 = _435 + 1u;
                    _25 = _465;
                    _26 = _464;
                    if (_465 == 5u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                uint _472 = t0.words[(_464 + 56u) & 63u] + _464;
                _7 = _472;
                uint _473 = _420 + 1u;
                _23 = _473;
                _24 = _472;
                if (_473 == 3u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            uint _475 = _378 + 1u;
            _16 = _475;
            _17 = _7;
            if (_475 < 5u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_7_exit = 1u;
                break;
            }
        }
        switch (_RESERVED_IDENTIFIER_FIXUP_7_exit)
        {
            case 0u:
            {
                u0.words[gl_GlobalInvocationID.x] = _395;
                main_join = 129u;
                break;
            }
            default:
            {
                _31 = _7;
                main_join = 24u;
                break;
            }
        }
    }
    else
    {
        main_join = 24u;
    }
    switch (main_join)
    {
        case 24u:
        {
            uint _32 = 0u;
            uint _33 = t0.words[(_31 + 48u) & 63u] + (_31 * 7u);
            uint _520;
            for (;;)
            {
                uint _496 = _32;
                uint _504 = t0.words[(_33 + 47u) & 63u] + (_33 << 3u);
                uint _34 = _504;
                if (!(((t0.words[(_504 + 52u) & 63u] ^ 86u) % 6u) == 0u))
                {
                    _34 = t0.words[(_504 + 11u) & 63u] + (_504 << 3u);
                }
                _520 = _34;
                uint _521 = _496 + 1u;
                _32 = _521;
                _33 = _520;
                if (_521 == 2u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            if (((_520 ^ 839u) % 5u) == 0u)
            {
                u0.words[gl_GlobalInvocationID.x] = _520;
            }
            else
            {
                uint _35;
                if ((_520 % 3u) == 0u)
                {
                    uint _540 = t0.words[(_520 + 27u) & 63u] + (_520 * 3u);
                    _35 = (_540 * 3u) + t0.words[(_540 + 33u) & 63u];
                }
                else
                {
                    _35 = t0.words[(_520 + 44u) & 63u] + (_520 * 7u);
                }
                uint _36;
                switch (_35 & 3u)
                {
                    case 0u:
                    {
                        uint _562 = t0.words[(_35 + 31u) & 63u] + (_35 << 1u);
                        _36 = (_562 << 2u) + t0.words[(_562 + 44u) & 63u];
                        break;
                    }
                    case 1u:
                    {
                        _36 = t0.words[(_35 + 48u) & 63u] + (_35 * 7u);
                        break;
                    }
                    default:
                    {
                        _36 = t0.words[(_35 + 56u) & 63u] + (_35 * 7u);
                        break;
                    }
                }
                uint _37 = 0u;
                uint _38 = _36;
                uint _8;
                uint _9;
                uint _10;
                uint _46;
                uint _47;
                uint _48;
                uint _52;
                uint _55;
                uint _61;
                uint _64;
                uint _65;
                uint _66;
                for (;;)
                {
                    uint _576 = _37;
                    uint _584 = t0.words[(_38 + 8u) & 63u] + (_38 * 3u);
                    bool _153_ladder_break = false;
                    switch (_584 & 3u)
                    {
                        case 0u:
                        {
                            uint _39 = 0u;
                            uint _40 = _584;
                            uint _999;
                            uint _41;
                            uint _42;
                            uint _956;
                            for (;;)
                            {
                                _956 = _39;
                                _41 = 0u;
                                _42 = t0.words[(_40 + 34u) & 63u] + (_40 * 3u);
                                uint _43;
                                uint _965;
                                uint _966;
                                for (;;)
                                {
                                    _965 = _41;
                                    _966 = _42;
                                    _43 = _966;
                                    if (((_966 ^ 735u) % 6u) == 1u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        uint _977 = t0.words[(_966 + 37u) & 63u] + (_966 << 3u);
                                        uint _978 = _965 + 1u;
                                        _41 = _978;
                                        _42 = _977;
                                        _43 = _977;
                                        if (_978 < 4u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            break;
                                        }
                                    }
                                }
                                uint _44 = 0u;
                                uint _45 = t0.words[(_43 + 8u) & 63u] + _43;
                                for (;;)
                                {
                                    uint _986 = _44;
                                    uint _993 = t0.words[(_45 + 17u) & 63u] + (_45 * 3u);
                                    _999 = (_993 * 6u) + t0.words[(_993 + 30u) & 63u];
                                    uint _1000 = _986 + 1u;
                                    _44 = _1000;
                                    _45 = _999;
                                    if (_1000 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _1002 = _956 + 1u;
                                _39 = _1002;
                                _40 = _999;
                                if (_1002 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _66 = _999;
                            break;
                        }
                        case 1u:
                        {
                            uint _590 = t0.words[(_584 + 47u) & 63u] + _584;
                            if (((_590 ^ 505u) % 6u) == 1u)
                            {
                                uint _58 = _590;
                                if (((_340 ^ 485u) % 3u) == 0u)
                                {
                                    if ((_590 & 1u) == 0u)
                                    {
                                        if (((t0.words[(_590 + 29u) & 63u] ^ 395u) % 3u) == 1u)
                                        {
                                            uint _782 = t0.words[(_590 + 13u) & 63u] + (_590 << 1u);
                                            if (((_340 ^ 727u) % 3u) == 0u)
                                            {
                                                uint _811 = t0.words[(_782 + 4u) & 63u] + (_782 * 5u);
                                                _46 = (_811 * 3u) + t0.words[(_811 + 60u) & 63u];
                                            }
                                            else
                                            {
                                                uint _792 = t0.words[(_782 + 44u) & 63u] + (_782 << 3u);
                                                uint _798 = (_792 * 7u) + t0.words[(_792 + 35u) & 63u];
                                                _46 = (_798 << 2u) + t0.words[(_798 + 28u) & 63u];
                                            }
                                            _48 = t0.words[(_46 + 60u) & 63u] + (_46 * 5u);
                                        }
                                        else
                                        {
                                            switch (_590 % 5u)
                                            {
                                                case 0u:
                                                {
                                                    uint _755 = t0.words[_590 & 63u] + (_590 * 7u);
                                                    _47 = (_755 << 2u) + t0.words[(_755 + 3u) & 63u];
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    _47 = t0.words[(_590 + 17u) & 63u] + (_590 << 3u);
                                                    break;
                                                }
                                                case 2u:
                                                {
                                                    uint _738 = t0.words[(_590 + 17u) & 63u] + (_590 * 6u);
                                                    _47 = (_738 << 3u) + t0.words[(_738 + 8u) & 63u];
                                                    break;
                                                }
                                                case 3u:
                                                {
                                                    _47 = t0.words[(_590 + 56u) & 63u] + (_590 * 3u);
                                                    break;
                                                }
                                                default:
                                                {
                                                    _47 = t0.words[(_590 + 52u) & 63u] + (_590 * 3u);
                                                    break;
                                                }
                                            }
                                            _48 = t0.words[(_47 + 38u) & 63u] + (_47 * 7u);
                                        }
                                        _52 = t0.words[(_48 + 28u) & 63u] + (_48 << 2u);
                                    }
                                    else
                                    {
                                        uint _51 = _590;
                                        if (!((_340 & 1u) == 0u))
                                        {
                                            uint _49 = 0u;
                                            uint _50 = _590;
                                            uint _701;
                                            for (;;)
                                            {
                                                uint _681 = _49;
                                                uint _682 = _50;
                                                uint _689 = t0.words[(_682 + 19u) & 63u] + (_682 * 6u);
                                                uint _695 = (_689 * 5u) + t0.words[(_689 + 30u) & 63u];
                                                _701 = (_695 * 6u) + t0.words[(_695 + 4u) & 63u];
                                                uint _702 = _681 + 1u;
                                                _49 = _702;
                                                _50 = _701;
                                                if (_702 == 5u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _51 = _701;
                                        }
                                        uint _710 = t0.words[(_51 + 19u) & 63u] + (_51 * 7u);
                                        _52 = (_710 * 5u) + t0.words[(_710 + 27u) & 63u];
                                    }
                                    if (((_52 ^ 9u) % 5u) == 1u)
                                    {
                                        uint _909 = t0.words[(_52 + 15u) & 63u] + (_52 << 2u);
                                        _66 = _909;
                                        if ((_909 & 3u) == 0u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_36_loop_join = 100u;
                                        }
                                        else
                                        {
                                            uint _53 = 0u;
                                            uint _54 = _909;
                                            uint _942;
                                            for (;;)
                                            {
                                                uint _912 = _53;
                                                uint _919 = t0.words[(_54 + 47u) & 63u] + (_54 << 3u);
                                                if (((_340 ^ 55u) % 6u) == 1u)
                                                {
                                                    uint _935 = t0.words[(_919 + 30u) & 63u] + (_919 * 5u);
                                                    _55 = (_935 << 2u) + t0.words[(_935 + 55u) & 63u];
                                                }
                                                else
                                                {
                                                    _55 = t0.words[(_919 + 38u) & 63u] + (_919 << 2u);
                                                }
                                                _942 = _55;
                                                uint _943 = _912 + 1u;
                                                _53 = _943;
                                                _54 = _942;
                                                if (_943 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _58 = _942;
                                            _RESERVED_IDENTIFIER_FIXUP_36_loop_join = 83u;
                                        }
                                    }
                                    else
                                    {
                                        uint _844 = t0.words[(_52 + 36u) & 63u] + (_52 << 3u);
                                        if ((t0.words[(_844 + 14u) & 63u] & 1u) == 0u)
                                        {
                                            uint _56 = 0u;
                                            uint _57 = t0.words[(_844 + 39u) & 63u] + (_844 * 6u);
                                            uint _900;
                                            for (;;)
                                            {
                                                uint _882 = _56;
                                                uint _883 = _57;
                                                uint _889 = t0.words[(_883 + 25u) & 63u] + (_883 * 5u);
                                                uint _894 = t0.words[(_889 + 5u) & 63u] + _889;
                                                _900 = (_894 << 1u) + t0.words[(_894 + 2u) & 63u];
                                                uint _901 = _882 + 1u;
                                                _56 = _901;
                                                _57 = _900;
                                                if (_901 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _58 = _900;
                                            _RESERVED_IDENTIFIER_FIXUP_36_loop_join = 83u;
                                        }
                                        else
                                        {
                                            if (((_340 ^ 174u) % 5u) == 0u)
                                            {
                                                uint _868 = t0.words[(_844 + 40u) & 63u] + (_844 << 1u);
                                                _58 = (_868 << 1u) + t0.words[(_868 + 22u) & 63u];
                                                _RESERVED_IDENTIFIER_FIXUP_36_loop_join = 83u;
                                            }
                                            else
                                            {
                                                _58 = t0.words[(_844 + 28u) & 63u] + (_844 * 7u);
                                                _RESERVED_IDENTIFIER_FIXUP_36_loop_join = 83u;
                                            }
                                        }
                                    }
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_36_loop_join = 83u;
                                }
                                bool _232_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_36_loop_join)
                                {
                                    case 83u:
                                    {
                                        _8 = _58;
                                        _66 = _58;
                                        if (((t0.words[(_58 + 33u) & 63u] ^ 131u) % 3u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_36_exit = 1u;
                                            _232_ladder_break = true;
                                            _153_ladder_break = true;
                                            break;
                                        }
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                if (_232_ladder_break)
                                {
                                    break;
                                }
                            }
                            else
                            {
                                uint _59 = 0u;
                                uint _60 = _590;
                                for (;;)
                                {
                                    uint _595 = _59;
                                    uint _603 = t0.words[(_60 + 30u) & 63u] + (_60 * 3u);
                                    uint _609 = (_603 << 3u) + t0.words[(_603 + 63u) & 63u];
                                    _9 = _609;
                                    uint _611 = (_609 + 56u) & 63u;
                                    if (((t0.words[_611] ^ 544u) % 6u) == 1u)
                                    {
                                        bool _161_ladder_break = false;
                                        switch (_9 % 3u)
                                        {
                                            case 0u:
                                            {
                                                _61 = _9;
                                                if ((_9 & 3u) == 3u)
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_08_exit = 1u;
                                                    _161_ladder_break = true;
                                                    break;
                                                }
                                                else
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_08_loop_join = 91u;
                                                }
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _64 = _9;
                                                _61 = _9;
                                                if (((t0.words[_9 & 63u] ^ 134u) % 5u) == 1u)
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_08_loop_join = 95u;
                                                }
                                                else
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_08_loop_join = 91u;
                                                }
                                                break;
                                            }
                                            default:
                                            {
                                                _61 = (_9 << 3u) + t0.words[_611];
                                                _RESERVED_IDENTIFIER_FIXUP_08_loop_join = 91u;
                                                break;
                                            }
                                        }
                                        if (_161_ladder_break)
                                        {
                                            break;
                                        }
                                        switch (_RESERVED_IDENTIFIER_FIXUP_08_loop_join)
                                        {
                                            case 91u:
                                            {
                                                uint _62 = 0u;
                                                uint _63 = _61;
                                                uint _655;
                                                for (;;)
                                                {
                                                    uint _641 = _62;
                                                    uint _642 = _63;
                                                    uint _648 = t0.words[(_642 + 7u) & 63u] + (_642 << 1u);
                                                    _655 = (_648 * 5u) + t0.words[(_648 + 50u) & 63u];
                                                    uint _656 = _641 + 1u;
                                                    _62 = _656;
                                                    _63 = _655;
                                                    if (_656 == 5u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _64 = _655;
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
                                        _65 = _9;
                                        _64 = _9;
                                        if ((_340 & 1u) == 0u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_08_exit = 0u;
                                            break;
                                        }
                                    }
                                    uint _659 = _595 + 1u;
                                    _59 = _659;
                                    _60 = _64;
                                    _65 = _64;
                                    if (_659 < 5u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_08_exit = 0u;
                                        break;
                                    }
                                }
                                bool _180_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_08_exit)
                                {
                                    case 0u:
                                    {
                                        break;
                                    }
                                    default:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_36_exit = 0u;
                                        _180_ladder_break = true;
                                        _153_ladder_break = true;
                                        break;
                                    }
                                }
                                if (_180_ladder_break)
                                {
                                    break;
                                }
                                _66 = _65;
                                if ((_340 & 3u) == 2u)
                                {
                                    _66 = t0.words[(_65 + 29u) & 63u] + (_65 << 1u);
                                }
                            }
                            break;
                        }
                        default:
                        {
                            _66 = t0.words[(_584 + 33u) & 63u] + (_584 << 2u);
                            break;
                        }
                    }
                    if (_153_ladder_break)
                    {
                        break;
                    }
                    uint _67 = 0u;
                    uint _68 = t0.words[(_66 + 6u) & 63u] + _66;
                    uint _69;
                    uint _1016;
                    uint _1023;
                    for (;;)
                    {
                        _1016 = _67;
                        uint _1017 = _68;
                        _1023 = t0.words[(_1017 + 52u) & 63u] + (_1017 * 6u);
                        _69 = _1023;
                        if (((_340 ^ 54u) % 5u) == 0u)
                        {
                            break;
                        }
                        else
                        {
                            uint _1033 = t0.words[(_1023 + 5u) & 63u] + (_1023 * 7u);
                            uint _1040 = (_1033 << 2u) + t0.words[(_1033 + 58u) & 63u];
                            uint _1041 = _1016 + 1u;
                            _67 = _1041;
                            _68 = _1040;
                            _69 = _1040;
                            if (_1041 < 5u)
                            {
                                continue;
                            }
                            else
                            {
                                break;
                            }
                        }
                    }
                    _10 = _69;
                    uint _1044 = _576 + 1u;
                    _37 = _1044;
                    _38 = _69;
                    if (_1044 < 2u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_36_exit = 2u;
                        break;
                    }
                }
                switch (_RESERVED_IDENTIFIER_FIXUP_36_exit)
                {
                    case 0u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _9;
                        break;
                    }
                    case 1u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _8;
                        break;
                    }
                    default:
                    {
                        uint _70 = _10;
                        if ((_10 & 3u) == 1u)
                        {
                            _70 = t0.words[(_10 + 45u) & 63u] + (_10 * 3u);
                        }
                        uint _1068 = t0.words[(_70 + 24u) & 63u] + (_70 * 5u);
                        uint _1074 = (_1068 * 6u) + t0.words[(_1068 + 3u) & 63u];
                        uint _1080 = (_1074 << 1u) + t0.words[(_1074 + 1u) & 63u];
                        uint _82 = _1080;
                        if (((t0.words[(_1080 + 62u) & 63u] ^ 487u) % 6u) == 1u)
                        {
                            uint _71 = 0u;
                            uint _72 = _1080;
                            uint _11;
                            uint _12;
                            uint _13;
                            uint _73;
                            uint _74;
                            uint _81;
                            uint _1090;
                            for (;;)
                            {
                                _1090 = _71;
                                _73 = 0u;
                                _74 = t0.words[(_72 + 1u) & 63u] + (_72 << 2u);
                                uint _1104;
                                for (;;)
                                {
                                    uint _1098 = _73;
                                    uint _1099 = _74;
                                    _1104 = t0.words[(_1099 + 8u) & 63u] + _1099;
                                    uint _1105 = _1098 + 1u;
                                    _73 = _1105;
                                    _74 = _1104;
                                    if (_1105 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _75 = 0u;
                                uint _76 = _1104;
                                for (;;)
                                {
                                    uint _1107 = _75;
                                    uint _79 = _76;
                                    if (((_340 ^ 938u) % 5u) == 1u)
                                    {
                                        uint _1119 = t0.words[(_76 + 62u) & 63u] + (_76 << 1u);
                                        _81 = _1119;
                                        if (((_1119 ^ 138u) % 5u) == 0u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_88_loop_join = 124u;
                                        }
                                        else
                                        {
                                            uint _77 = _1119;
                                            uint _78 = 0u;
                                            for (;;)
                                            {
                                                uint _1125 = _78;
                                                uint _1131 = t0.words[(_77 + 11u) & 63u] + (_77 << 2u);
                                                _11 = _1131;
                                                if ((t0.words[(_1131 + 16u) & 63u] & 3u) == 2u)
                                                {
                                                    if (((t0.words[(_11 + 48u) & 63u] ^ 168u) % 3u) == 1u)
                                                    {
                                                        _RESERVED_IDENTIFIER_FIXUP_05_exit = 0u;
                                                        break;
                                                    }
                                                    if ((_340 & 3u) == 3u)
                                                    {
                                                        _RESERVED_IDENTIFIER_FIXUP_05_exit = 1u;
                                                        break;
                                                    }
                                                }
                                                uint _1150 = _1125 + 1u;
                                                _77 = _11;
                                                _78 = _1150;
                                                if (_1150 < 5u)
                                                {
                                                    continue;
                                                }
                                                else
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_05_exit = 2u;
                                                    break;
                                                }
                                            }
                                            bool _284_ladder_break = false;
                                            switch (_RESERVED_IDENTIFIER_FIXUP_05_exit)
                                            {
                                                case 0u:
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_88_exit = 0u;
                                                    _284_ladder_break = true;
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_88_exit = 1u;
                                                    _284_ladder_break = true;
                                                    break;
                                                }
                                                default:
                                                {
                                                    break;
                                                }
                                            }
                                            if (_284_ladder_break)
                                            {
                                                break;
                                            }
                                            _79 = _11;
                                            _RESERVED_IDENTIFIER_FIXUP_88_loop_join = 121u;
                                        }
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_88_loop_join = 121u;
                                    }
                                    switch (_RESERVED_IDENTIFIER_FIXUP_88_loop_join)
                                    {
                                        case 121u:
                                        {
                                            uint _80 = _79;
                                            if (((t0.words[(_79 + 5u) & 63u] ^ 772u) % 3u) == 1u)
                                            {
                                                _80 = t0.words[(_79 + 34u) & 63u] + (_79 << 3u);
                                            }
                                            _81 = t0.words[(_80 + 24u) & 63u] + (_80 << 1u);
                                            break;
                                        }
                                        default:
                                        {
                                            break;
                                        }
                                    }
                                    _12 = _81;
                                    uint _1180 = _1107 + 1u;
                                    _75 = _1180;
                                    _76 = _81;
                                    if (_1180 < 4u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_88_exit = 2u;
                                        break;
                                    }
                                }
                                bool _298_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_88_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_68_exit = 0u;
                                        _298_ladder_break = true;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_68_exit = 1u;
                                        _298_ladder_break = true;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                if (_298_ladder_break)
                                {
                                    break;
                                }
                                uint _1190 = t0.words[(_12 + 26u) & 63u] + (_12 << 2u);
                                _13 = _1190;
                                uint _1191 = _1090 + 1u;
                                _71 = _1191;
                                _72 = _1190;
                                if (_1191 < 4u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_68_exit = 2u;
                                    break;
                                }
                            }
                            switch (_RESERVED_IDENTIFIER_FIXUP_68_exit)
                            {
                                case 0u:
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _11;
                                    main_join = 129u;
                                    break;
                                }
                                case 1u:
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _11;
                                    main_join = 129u;
                                    break;
                                }
                                default:
                                {
                                    uint _1204 = t0.words[(_13 + 21u) & 63u] + (_13 * 5u);
                                    _82 = _1204;
                                    if ((_1204 % 3u) == 0u)
                                    {
                                        _82 = t0.words[(_1204 + 26u) & 63u] + (_1204 * 7u);
                                        main_join = 128u;
                                    }
                                    else
                                    {
                                        main_join = 128u;
                                    }
                                    break;
                                }
                            }
                        }
                        else
                        {
                            main_join = 128u;
                        }
                        switch (main_join)
                        {
                            case 128u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _82;
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
            break;
        }
        default:
        {
            break;
        }
    }
}

