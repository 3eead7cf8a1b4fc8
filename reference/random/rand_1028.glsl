#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _236;

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
    uint _RESERVED_IDENTIFIER_FIXUP_71_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_87_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_02_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_28_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_80_exit = 0u;
    uint main_join = 0u;
    uint _228 = gl_GlobalInvocationID.x & 63u;
    uint _235 = t0.words[_228];
    uint _17;
    if (((gl_GlobalInvocationID.x ^ 837u) % 3u) == 0u)
    {
        uint _14;
        if ((gl_GlobalInvocationID.x & 3u) == 0u)
        {
            uint _309 = t0.words[(gl_GlobalInvocationID.x + 25u) & 63u] + (gl_GlobalInvocationID.x * 7u);
            _14 = (_309 << 1u) + t0.words[(_309 + 10u) & 63u];
        }
        else
        {
            _14 = gl_GlobalInvocationID.x;
            if (!((gl_GlobalInvocationID.x % 3u) == 0u))
            {
                _14 = t0.words[(gl_GlobalInvocationID.x + 15u) & 63u] + (gl_GlobalInvocationID.x * 7u);
            }
        }
        uint _15 = 0u;
        uint _16 = _14;
        uint _326;
        for (;;)
        {
            uint _318 = _15;
            uint _319 = _16;
            _326 = t0.words[(_319 + 55u) & 63u] + (_319 << 1u);
            uint _327 = _318 + 1u;
            _15 = _327;
            _16 = _326;
            if (_327 == 5u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        _17 = _326;
    }
    else
    {
        uint _250 = t0.words[(gl_GlobalInvocationID.x + 6u) & 63u] + (gl_GlobalInvocationID.x * 3u);
        _17 = _250;
        if ((t0.words[(_250 + 52u) & 63u] & 3u) == 1u)
        {
            if (((_235 ^ 746u) % 5u) == 0u)
            {
                _17 = t0.words[(_250 + 25u) & 63u] + (_250 * 7u);
            }
            else
            {
                uint _269 = t0.words[(_250 + 27u) & 63u] + (_250 << 3u);
                uint _277 = (_269 << 2u) + t0.words[(_269 + 56u) & 63u];
                _17 = (_277 * 5u) + t0.words[(_277 + 21u) & 63u];
            }
        }
    }
    uint _18 = 0u;
    uint _19 = _17;
    uint _337;
    for (;;)
    {
        uint _330 = _18;
        uint _331 = _19;
        uint _336 = t0.words[(_331 + 43u) & 63u];
        _337 = _336 + _331;
        uint _338 = _330 + 1u;
        _18 = _338;
        _19 = _337;
        if (_338 == 5u)
        {
            break;
        }
        else
        {
            continue;
        }
    }
    uint _344 = t0.words[(_337 + 43u) & 63u];
    uint _345 = _344 + (_337 * 6u);
    if ((_235 & 3u) == 1u)
    {
        u0.words[gl_GlobalInvocationID.x] = _345;
    }
    else
    {
        uint _35;
        switch (_345 % 3u)
        {
            case 0u:
            {
                uint _553 = t0.words[(_345 + 30u) & 63u] + (_345 << 2u);
                _35 = (_553 << 3u) + t0.words[(_553 + 21u) & 63u];
                main_join = 53u;
                break;
            }
            case 1u:
            {
                uint _353 = t0.words[(_345 + 8u) & 63u];
                uint _354 = _353 + _345;
                switch (_354 & 3u)
                {
                    case 0u:
                    {
                        if (((_354 ^ 980u) % 3u) == 1u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _354;
                            main_join = 95u;
                        }
                        else
                        {
                            _35 = t0.words[(_354 + 32u) & 63u] + (_354 << 1u);
                            main_join = 53u;
                        }
                        break;
                    }
                    case 1u:
                    {
                        _35 = t0.words[(_354 + 48u) & 63u] + _354;
                        main_join = 53u;
                        break;
                    }
                    case 2u:
                    {
                        uint _20 = _354;
                        if ((t0.words[(_354 + 35u) & 63u] & 3u) == 1u)
                        {
                            _20 = t0.words[(_354 + 39u) & 63u] + (_354 << 1u);
                        }
                        uint _21 = 0u;
                        uint _22 = _20;
                        uint _6;
                        uint _7;
                        uint _8;
                        uint _9;
                        uint _10;
                        uint _33;
                        uint _34;
                        for (;;)
                        {
                            uint _371 = _21;
                            if (((_22 ^ 58u) % 5u) == 1u)
                            {
                                uint _482 = t0.words[(_22 + 13u) & 63u] + (_22 << 2u);
                                _34 = _482;
                                _33 = _482;
                                if ((_482 & 3u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_71_exit = 3u;
                                    break;
                                }
                            }
                            else
                            {
                                uint _23 = 0u;
                                uint _24 = _22;
                                uint _25;
                                uint _26;
                                uint _377;
                                for (;;)
                                {
                                    _377 = _23;
                                    _25 = 0u;
                                    _26 = _24;
                                    uint _386;
                                    for (;;)
                                    {
                                        uint _379 = _25;
                                        uint _380 = _26;
                                        _386 = t0.words[(_380 + 2u) & 63u] + (_380 << 1u);
                                        uint _387 = _379 + 1u;
                                        _25 = _387;
                                        _26 = _386;
                                        if (_387 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _27 = 0u;
                                    uint _28 = _386;
                                    for (;;)
                                    {
                                        uint _389 = _27;
                                        _6 = _28;
                                        if (((_28 ^ 801u) % 6u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_02_exit = 0u;
                                            break;
                                        }
                                        uint _398 = (_6 + 38u) & 63u;
                                        if (((t0.words[_398] ^ 526u) % 3u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_02_exit = 1u;
                                            break;
                                        }
                                        uint _407 = t0.words[_398] + (_6 * 5u);
                                        _7 = _407;
                                        uint _408 = _389 + 1u;
                                        _27 = _408;
                                        _28 = _407;
                                        if (_408 < 5u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_02_exit = 2u;
                                            break;
                                        }
                                    }
                                    bool _101_ladder_break = false;
                                    switch (_RESERVED_IDENTIFIER_FIXUP_02_exit)
                                    {
                                        case 0u:
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_87_exit = 0u;
                                            _101_ladder_break = true;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_87_exit = 1u;
                                            _101_ladder_break = true;
                                            break;
                                        }
                                        default:
                                        {
                                            break;
                                        }
                                    }
                                    if (_101_ladder_break)
                                    {
                                        break;
                                    }
                                    uint _31 = _7;
                                    if (((_235 ^ 7u) % 6u) == 0u)
                                    {
                                        uint _29 = 0u;
                                        uint _30 = _7;
                                        uint _443;
                                        for (;;)
                                        {
                                            uint _416 = _29;
                                            uint _417 = _30;
                                            uint _424 = t0.words[(_417 + 42u) & 63u] + (_417 << 2u);
                                            uint _431 = (_424 * 3u) + t0.words[(_424 + 59u) & 63u];
                                            uint _437 = (_431 * 5u) + t0.words[(_431 + 2u) & 63u];
                                            _443 = (_437 * 3u) + t0.words[(_437 + 15u) & 63u];
                                            uint _444 = _416 + 1u;
                                            _29 = _444;
                                            _30 = _443;
                                            if (_444 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _31 = t0.words[(_443 + 13u) & 63u] + (_443 << 1u);
                                    }
                                    _8 = _31;
                                    uint _32 = _31;
                                    if ((_31 & 3u) == 3u)
                                    {
                                        if ((_8 & 1u) == 0u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_87_exit = 2u;
                                            break;
                                        }
                                        uint _465 = t0.words[(_8 + 26u) & 63u] + _8;
                                        _32 = (_465 * 5u) + t0.words[(_465 + 3u) & 63u];
                                    }
                                    _9 = _32;
                                    uint _473 = _377 + 1u;
                                    _23 = _473;
                                    _24 = _32;
                                    if (_473 < 5u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_87_exit = 3u;
                                        break;
                                    }
                                }
                                bool _117_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_87_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_71_exit = 0u;
                                        _117_ladder_break = true;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_71_exit = 1u;
                                        _117_ladder_break = true;
                                        break;
                                    }
                                    case 2u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_71_exit = 2u;
                                        _117_ladder_break = true;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                if (_117_ladder_break)
                                {
                                    break;
                                }
                                _33 = _9;
                            }
                            uint _491 = t0.words[(_33 + 7u) & 63u] + (_33 << 3u);
                            _10 = (_491 << 2u) + t0.words[(_491 + 54u) & 63u];
                            if (((_235 ^ 460u) % 6u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_71_exit = 4u;
                                break;
                            }
                            uint _503 = _371 + 1u;
                            _21 = _503;
                            _22 = _10;
                            _34 = _10;
                            if (_503 < 4u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_71_exit = 3u;
                                break;
                            }
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_71_exit)
                        {
                            case 0u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _6;
                                main_join = 95u;
                                break;
                            }
                            case 1u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _6;
                                main_join = 95u;
                                break;
                            }
                            case 2u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _8;
                                main_join = 95u;
                                break;
                            }
                            case 3u:
                            {
                                _35 = _34;
                                main_join = 53u;
                                break;
                            }
                            default:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _10;
                                main_join = 95u;
                                break;
                            }
                        }
                        break;
                    }
                    default:
                    {
                        _35 = t0.words[(_354 + 56u) & 63u] + (_354 * 5u);
                        main_join = 53u;
                        break;
                    }
                }
                break;
            }
            default:
            {
                _35 = t0.words[(_345 + 58u) & 63u] + (_345 << 2u);
                main_join = 53u;
                break;
            }
        }
        switch (main_join)
        {
            case 53u:
            {
                uint _36 = 0u;
                uint _37 = _35;
                uint _576;
                uint _11;
                uint _12;
                uint _13;
                uint _48;
                uint _49;
                uint _50;
                for (;;)
                {
                    uint _568 = _36;
                    _576 = t0.words[(_37 + 29u) & 63u] + (_37 * 3u);
                    bool _150_ladder_break = false;
                    switch (_576 % 5u)
                    {
                        case 0u:
                        {
                            _50 = t0.words[(_576 + 24u) & 63u] + (_576 * 6u);
                            break;
                        }
                        case 1u:
                        {
                            if ((_576 & 1u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_28_exit = 0u;
                                _150_ladder_break = true;
                                break;
                            }
                            uint _38 = 0u;
                            uint _39 = _576;
                            uint _607;
                            for (;;)
                            {
                                uint _580 = _38;
                                uint _40 = _39;
                                if (!(((_39 ^ 839u) % 5u) == 1u))
                                {
                                    uint _592 = t0.words[(_39 + 23u) & 63u] + (_39 * 6u);
                                    uint _599 = (_592 * 5u) + t0.words[(_592 + 18u) & 63u];
                                    _40 = (_599 * 6u) + t0.words[(_599 + 44u) & 63u];
                                }
                                _607 = _40;
                                uint _608 = _580 + 1u;
                                _38 = _608;
                                _39 = _607;
                                if (_608 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _50 = _607;
                            break;
                        }
                        default:
                        {
                            uint _41 = 0u;
                            uint _42 = _576;
                            for (;;)
                            {
                                uint _617 = _41;
                                _11 = _42;
                                bool _163_ladder_break = false;
                                switch (_42 & 3u)
                                {
                                    case 0u:
                                    {
                                        _49 = _11;
                                        if (((t0.words[(_11 + 63u) & 63u] ^ 264u) % 3u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_80_exit = 0u;
                                            _163_ladder_break = true;
                                            break;
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _49 = t0.words[(_11 + 36u) & 63u] + (_11 * 3u);
                                        break;
                                    }
                                    default:
                                    {
                                        uint _43 = 0u;
                                        uint _44 = _11;
                                        uint _698;
                                        for (;;)
                                        {
                                            uint _638 = _43;
                                            if ((_44 & 1u) == 0u)
                                            {
                                                uint _45 = 0u;
                                                uint _46 = _44;
                                                uint _673;
                                                for (;;)
                                                {
                                                    uint _658 = _45;
                                                    uint _659 = _46;
                                                    uint _666 = t0.words[(_659 + 41u) & 63u] + (_659 << 1u);
                                                    _673 = (_666 * 6u) + t0.words[(_666 + 9u) & 63u];
                                                    uint _674 = _658 + 1u;
                                                    _45 = _674;
                                                    _46 = _673;
                                                    if (_674 == 5u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                uint _47 = _673;
                                                if (((_235 ^ 620u) % 5u) == 0u)
                                                {
                                                    _47 = t0.words[(_673 + 7u) & 63u] + (_673 << 1u);
                                                }
                                                _48 = t0.words[(_47 + 6u) & 63u] + (_47 << 2u);
                                            }
                                            else
                                            {
                                                uint _646 = t0.words[(_44 + 13u) & 63u] + _44;
                                                _48 = _646;
                                                if (((_646 ^ 594u) % 6u) == 0u)
                                                {
                                                    _48 = t0.words[(_646 + 12u) & 63u] + (_646 * 5u);
                                                }
                                            }
                                            _698 = t0.words[(_48 + 10u) & 63u] + _48;
                                            uint _699 = _638 + 1u;
                                            _43 = _699;
                                            _44 = _698;
                                            if (_699 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _49 = _698;
                                        break;
                                    }
                                }
                                if (_163_ladder_break)
                                {
                                    break;
                                }
                                _12 = _49;
                                uint _702 = _617 + 1u;
                                _41 = _702;
                                _42 = _49;
                                if (_702 < 3u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_80_exit = 1u;
                                    break;
                                }
                            }
                            bool _185_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_80_exit)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_28_exit = 1u;
                                    _185_ladder_break = true;
                                    _150_ladder_break = true;
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            if (_185_ladder_break)
                            {
                                break;
                            }
                            _50 = _12;
                            break;
                        }
                    }
                    if (_150_ladder_break)
                    {
                        break;
                    }
                    uint _713 = t0.words[(_50 + 28u) & 63u] + (_50 << 1u);
                    _13 = _713;
                    uint _714 = _568 + 1u;
                    _36 = _714;
                    _37 = _713;
                    if (_714 < 4u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_28_exit = 2u;
                        break;
                    }
                }
                switch (_RESERVED_IDENTIFIER_FIXUP_28_exit)
                {
                    case 0u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _576;
                        break;
                    }
                    case 1u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _11;
                        break;
                    }
                    default:
                    {
                        uint _727 = t0.words[(_13 + 51u) & 63u] + (_13 * 7u);
                        uint _51 = _727;
                        if (((_727 ^ 915u) % 5u) == 1u)
                        {
                            _51 = t0.words[(_727 + 3u) & 63u] + (_727 * 6u);
                        }
                        uint _53 = _51;
                        switch (_51 % 5u)
                        {
                            case 0u:
                            {
                                uint _800 = t0.words[(_51 + 46u) & 63u] + (_51 << 2u);
                                _53 = _800;
                                if ((_800 & 3u) == 2u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _800;
                                    main_join = 95u;
                                }
                                else
                                {
                                    main_join = 94u;
                                }
                                break;
                            }
                            case 1u:
                            {
                                uint _759 = _51 * 7u;
                                uint _52;
                                if (((_235 ^ 19u) % 3u) == 0u)
                                {
                                    uint _770 = t0.words[(_51 + 6u) & 63u] + _759;
                                    _52 = (_770 * 6u) + t0.words[(_770 + 47u) & 63u];
                                }
                                else
                                {
                                    _52 = t0.words[(_51 + 17u) & 63u] + _759;
                                }
                                if ((_52 % 3u) == 0u)
                                {
                                    _53 = t0.words[(_52 + 3u) & 63u] + (_52 * 3u);
                                    main_join = 94u;
                                }
                                else
                                {
                                    _53 = t0.words[(_52 + 57u) & 63u] + (_52 * 7u);
                                    main_join = 94u;
                                }
                                break;
                            }
                            case 2u:
                            {
                                uint _746 = t0.words[(_51 + 33u) & 63u] + (_51 * 6u);
                                _53 = (_746 * 6u) + t0.words[(_746 + 40u) & 63u];
                                main_join = 94u;
                                break;
                            }
                            default:
                            {
                                main_join = 94u;
                                break;
                            }
                        }
                        switch (main_join)
                        {
                            case 94u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _53;
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
                break;
            }
            default:
            {
                break;
            }
        }
    }
}

