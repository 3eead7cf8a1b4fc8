#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _293;

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
    uint _RESERVED_IDENTIFIER_FIXUP_87_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_20_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_87_loop_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_09_loop_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_20_loop_join = 0u;
    uint _285 = gl_GlobalInvocationID.x & 63u;
    uint _292 = t0.words[_285];
    if ((t0.words[(gl_GlobalInvocationID.x + 49u) & 63u] & 1u) == 0u)
    {
        uint _8 = gl_GlobalInvocationID.x;
        if (((_292 ^ 227u) % 6u) == 1u)
        {
            _8 = subgroupAdd(gl_GlobalInvocationID.x & 255u) + gl_GlobalInvocationID.x;
        }
        uint _9 = 0u;
        uint _10 = _8;
        uint _11;
        uint _319;
        uint _327;
        for (;;)
        {
            _319 = _9;
            uint _320 = _10;
            _327 = t0.words[(_320 + 22u) & 63u] + (_320 * 3u);
            _11 = _327;
            if (((_292 ^ 938u) % 5u) == 1u)
            {
                break;
            }
            else
            {
                uint _335 = subgroupAdd(_327 & 255u) + _327;
                uint _336 = _319 + 1u;
                _9 = _336;
                _10 = _335;
                _11 = _335;
                if (_336 < 3u)
                {
                    continue;
                }
                else
                {
                    break;
                }
            }
        }
        uint _344 = t0.words[(_11 + 33u) & 63u] + _11;
        uint _12 = _344;
        if ((_344 & 3u) == 1u)
        {
            _12 = t0.words[(_344 + 54u) & 63u] + (_344 << 1u);
        }
        uint _361 = t0.words[(_12 + 14u) & 63u] + (_12 * 3u);
        uint _13 = 0u;
        uint _14 = t0.words[(_361 + 55u) & 63u] + _361;
        uint _375;
        for (;;)
        {
            uint _368 = _13;
            uint _369 = _14;
            _375 = t0.words[(_369 + 1u) & 63u] + (_369 * 5u);
            uint _376 = _368 + 1u;
            _13 = _376;
            _14 = _375;
            if (_376 == 2u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        uint _15 = 0u;
        uint _16 = _375;
        uint _428;
        for (;;)
        {
            uint _379 = _15;
            uint _382 = subgroupAdd(_16 & 255u);
            uint _383 = _382 + _16;
            uint _20 = _383;
            if (((_292 ^ 243u) % 3u) == 1u)
            {
                uint _17 = 0u;
                uint _18 = _383;
                uint _19;
                uint _388;
                uint _401;
                for (;;)
                {
                    _388 = _17;
                    uint _389 = _18;
                    uint _395 = t0.words[(_389 + 6u) & 63u] + (_389 << 2u);
                    _401 = t0.words[(_395 + 46u) & 63u] + _395;
                    _19 = _401;
                    if (((t0.words[(_401 + 9u) & 63u] ^ 883u) % 5u) == 0u)
                    {
                        break;
                    }
                    else
                    {
                        uint _416 = t0.words[(_401 + 63u) & 63u] + (_401 << 1u);
                        uint _417 = _388 + 1u;
                        _17 = _417;
                        _18 = _416;
                        _19 = _416;
                        if (_417 < 4u)
                        {
                            continue;
                        }
                        else
                        {
                            break;
                        }
                    }
                }
                _20 = _19;
            }
            _428 = t0.words[(_20 + 19u) & 63u] + (_20 * 6u);
            uint _429 = _379 + 1u;
            _15 = _429;
            _16 = _428;
            if (_429 == 2u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        uint _64;
        if (((_428 ^ 266u) % 6u) == 0u)
        {
            uint _1038 = t0.words[(_428 + 62u) & 63u] + (_428 * 5u);
            _64 = (_1038 * 7u) + t0.words[(_1038 + 48u) & 63u];
            main_join = 112u;
        }
        else
        {
            uint _440 = t0.words[(_428 + 30u) & 63u];
            uint _441 = _440 + (_428 * 6u);
            uint _63;
            switch (_441 % 5u)
            {
                case 0u:
                {
                    if (((_441 ^ 902u) % 3u) == 0u)
                    {
                        uint _790 = t0.words[(_441 + 37u) & 63u] + (_441 * 5u);
                        _63 = (_790 * 6u) + t0.words[(_790 + 48u) & 63u];
                        main_join = 111u;
                    }
                    else
                    {
                        switch (_441 & 3u)
                        {
                            case 0u:
                            {
                                uint _21 = 0u;
                                uint _22 = t0.words[(_441 + 37u) & 63u] + (_441 << 1u);
                                uint _589;
                                uint _7;
                                uint _23;
                                uint _26;
                                uint _27;
                                uint _32;
                                for (;;)
                                {
                                    uint _588 = _21;
                                    _589 = _22;
                                    if (((_292 & 3u) == 3u) && (((t0.words[(_589 + 24u) & 63u] ^ 208u) % 3u) == 1u))
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_87_exit = 0u;
                                        break;
                                    }
                                    uint _608 = t0.words[(_589 + 26u) & 63u] + (_589 * 7u);
                                    switch (_608 % 5u)
                                    {
                                        case 0u:
                                        {
                                            switch (_608 % 3u)
                                            {
                                                case 0u:
                                                {
                                                    uint _705 = t0.words[(_608 + 38u) & 63u] + (_608 * 6u);
                                                    _23 = (_705 * 6u) + t0.words[(_705 + 8u) & 63u];
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _691 = t0.words[(_608 + 58u) & 63u] + (_608 << 3u);
                                                    _23 = (_691 << 2u) + t0.words[(_691 + 8u) & 63u];
                                                    break;
                                                }
                                                default:
                                                {
                                                    _23 = t0.words[(_608 + 44u) & 63u] + (_608 << 1u);
                                                    break;
                                                }
                                            }
                                            _27 = t0.words[(_23 + 56u) & 63u] + (_23 << 2u);
                                            _RESERVED_IDENTIFIER_FIXUP_87_loop_join = 42u;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _24 = 0u;
                                            uint _25 = _608;
                                            uint _682;
                                            for (;;)
                                            {
                                                uint _657 = _24;
                                                uint _658 = _25;
                                                uint _664 = t0.words[(_658 + 55u) & 63u] + (_658 << 3u);
                                                uint _670 = t0.words[(_664 + 43u) & 63u] + _664;
                                                uint _676 = (_670 * 6u) + t0.words[(_670 + 30u) & 63u];
                                                _682 = (_676 << 2u) + t0.words[(_676 + 7u) & 63u];
                                                uint _683 = _657 + 1u;
                                                _24 = _683;
                                                _25 = _682;
                                                if (_683 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _27 = _682;
                                            _RESERVED_IDENTIFIER_FIXUP_87_loop_join = 42u;
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _619 = _608 * 7u;
                                            if (((t0.words[(_608 + 31u) & 63u] ^ 592u) % 6u) == 1u)
                                            {
                                                uint _635 = t0.words[(_608 + 35u) & 63u] + _619;
                                                uint _642 = (_635 * 6u) + t0.words[(_635 + 62u) & 63u];
                                                _26 = (_642 << 3u) + t0.words[(_642 + 55u) & 63u];
                                            }
                                            else
                                            {
                                                uint _624 = t0.words[(_608 + 55u) & 63u] + _619;
                                                _26 = t0.words[(_624 + 63u) & 63u] + _624;
                                            }
                                            _27 = t0.words[(_26 + 56u) & 63u] + (_26 * 6u);
                                            _RESERVED_IDENTIFIER_FIXUP_87_loop_join = 42u;
                                            break;
                                        }
                                        default:
                                        {
                                            _32 = _608;
                                            _27 = _608;
                                            if ((_608 & 3u) == 3u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_87_loop_join = 49u;
                                            }
                                            else
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_87_loop_join = 42u;
                                            }
                                            break;
                                        }
                                    }
                                    switch (_RESERVED_IDENTIFIER_FIXUP_87_loop_join)
                                    {
                                        case 42u:
                                        {
                                            uint _28 = 0u;
                                            uint _29 = _27;
                                            uint _773;
                                            for (;;)
                                            {
                                                uint _730 = _28;
                                                uint _737 = t0.words[(_29 + 5u) & 63u] + (_29 * 7u);
                                                uint _743 = (_737 * 3u) + t0.words[(_737 + 26u) & 63u];
                                                uint _30 = _743;
                                                if (((_743 ^ 876u) % 5u) == 0u)
                                                {
                                                    _30 = t0.words[(_743 + 34u) & 63u] + (_743 << 1u);
                                                }
                                                uint _31 = _30;
                                                if (((_30 ^ 193u) % 3u) == 1u)
                                                {
                                                    uint _765 = t0.words[(_30 + 40u) & 63u] + (_30 * 7u);
                                                    _31 = (_765 << 2u) + t0.words[(_765 + 39u) & 63u];
                                                }
                                                _773 = _31;
                                                uint _774 = _730 + 1u;
                                                _28 = _774;
                                                _29 = _773;
                                                if (_774 == 5u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _32 = _773;
                                            break;
                                        }
                                        default:
                                        {
                                            break;
                                        }
                                    }
                                    _7 = _32;
                                    uint _777 = _588 + 1u;
                                    _21 = _777;
                                    _22 = _32;
                                    if (_777 < 4u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_87_exit = 1u;
                                        break;
                                    }
                                }
                                switch (_RESERVED_IDENTIFIER_FIXUP_87_exit)
                                {
                                    case 0u:
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _589;
                                        main_join = 126u;
                                        break;
                                    }
                                    default:
                                    {
                                        _63 = _7;
                                        main_join = 111u;
                                        break;
                                    }
                                }
                                break;
                            }
                            case 1u:
                            {
                                if (((t0.words[(_441 + 20u) & 63u] ^ 96u) % 3u) == 1u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _441;
                                    main_join = 126u;
                                }
                                else
                                {
                                    _63 = subgroupAdd(_441 & 255u) + _441;
                                    main_join = 111u;
                                }
                                break;
                            }
                            default:
                            {
                                _63 = subgroupAdd(_441 & 255u) + _441;
                                main_join = 111u;
                                break;
                            }
                        }
                    }
                    break;
                }
                case 1u:
                {
                    uint _33 = 0u;
                    uint _34 = t0.words[(_441 + 12u) & 63u] + (_441 << 2u);
                    uint _558;
                    uint _42;
                    for (;;)
                    {
                        uint _450 = _33;
                        uint _35 = _34;
                        if (((_34 ^ 321u) % 6u) == 1u)
                        {
                            uint _463 = t0.words[(_34 + 61u) & 63u] + (_34 << 3u);
                            _42 = _463;
                            if ((_463 & 1u) == 0u)
                            {
                                _35 = subgroupAdd(_463 & 255u) + _463;
                                _RESERVED_IDENTIFIER_FIXUP_09_loop_join = 58u;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_09_loop_join = 68u;
                            }
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_09_loop_join = 58u;
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_09_loop_join)
                        {
                            case 58u:
                            {
                                uint _473 = subgroupAdd(_35 & 255u);
                                uint _474 = _473 + _35;
                                _42 = _474;
                                if ((t0.words[(_474 + 21u) & 63u] & 3u) == 0u)
                                {
                                    uint _36 = 0u;
                                    uint _37 = _474;
                                    uint _555;
                                    for (;;)
                                    {
                                        uint _482 = _36;
                                        uint _40 = _37;
                                        if (((_37 ^ 845u) % 6u) == 0u)
                                        {
                                            uint _493 = t0.words[(_37 + 2u) & 63u] + (_37 * 6u);
                                            uint _38 = 0u;
                                            uint _39 = t0.words[(_493 + 28u) & 63u] + _493;
                                            uint _528;
                                            for (;;)
                                            {
                                                uint _500 = _38;
                                                uint _501 = _39;
                                                uint _508 = t0.words[(_501 + 57u) & 63u] + (_501 << 1u);
                                                uint _515 = (_508 * 3u) + t0.words[(_508 + 56u) & 63u];
                                                uint _522 = (_515 * 6u) + t0.words[(_515 + 7u) & 63u];
                                                _528 = _522 + t0.words[(_522 + 36u) & 63u];
                                                uint _529 = _500 + 1u;
                                                _38 = _529;
                                                _39 = _528;
                                                if (_529 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _40 = _528;
                                        }
                                        uint _537 = t0.words[(_40 + 19u) & 63u] + (_40 << 3u);
                                        uint _41 = _537;
                                        if (((_292 ^ 108u) % 3u) == 1u)
                                        {
                                            _41 = t0.words[(_537 + 28u) & 63u] + (_537 << 3u);
                                        }
                                        _555 = t0.words[(_41 + 34u) & 63u] + (_41 * 7u);
                                        uint _556 = _482 + 1u;
                                        _36 = _556;
                                        _37 = _555;
                                        if (_556 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _42 = _555;
                                }
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        _558 = _42;
                        uint _559 = _450 + 1u;
                        _33 = _559;
                        _34 = _558;
                        if (_559 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _63 = _558;
                    main_join = 111u;
                    break;
                }
                default:
                {
                    uint _43 = 0u;
                    uint _44 = _441;
                    uint _6;
                    uint _49;
                    uint _50;
                    uint _52;
                    uint _60;
                    uint _61;
                    uint _62;
                    for (;;)
                    {
                        uint _798 = _43;
                        if ((_44 & 1u) == 0u)
                        {
                            uint _829 = t0.words[(_44 + 30u) & 63u] + (_44 * 3u);
                            if ((_829 & 3u) == 3u)
                            {
                                uint _45 = 0u;
                                uint _46 = _829;
                                uint _871;
                                uint _47;
                                uint _48;
                                uint _839;
                                for (;;)
                                {
                                    _839 = _45;
                                    _47 = 0u;
                                    _48 = _46;
                                    uint _848;
                                    for (;;)
                                    {
                                        uint _841 = _47;
                                        uint _842 = _48;
                                        _848 = t0.words[(_842 + 26u) & 63u] + (_842 * 6u);
                                        uint _849 = _841 + 1u;
                                        _47 = _849;
                                        _48 = _848;
                                        if (_849 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    if ((_848 & 3u) == 0u)
                                    {
                                        uint _864 = t0.words[(_848 + 29u) & 63u] + (_848 * 5u);
                                        _49 = (_864 * 5u) + t0.words[(_864 + 55u) & 63u];
                                    }
                                    else
                                    {
                                        _49 = t0.words[(_848 + 22u) & 63u] + (_848 << 1u);
                                    }
                                    _871 = _49;
                                    uint _872 = _839 + 1u;
                                    _45 = _872;
                                    _46 = _871;
                                    if (_872 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _50 = _871;
                            }
                            else
                            {
                                _50 = t0.words[(_829 + 29u) & 63u] + (_829 * 5u);
                            }
                            _52 = subgroupAdd(_50 & 255u) + _50;
                            _RESERVED_IDENTIFIER_FIXUP_20_loop_join = 85u;
                        }
                        else
                        {
                            _62 = _44;
                            if (((t0.words[(_44 + 63u) & 63u] ^ 645u) % 6u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_20_exit = 0u;
                                break;
                            }
                            uint _51 = _44;
                            if (!((_44 & 3u) == 0u))
                            {
                                _51 = subgroupAdd(_44 & 255u) + _44;
                            }
                            _61 = _51;
                            _52 = _51;
                            if ((t0.words[(_51 + 40u) & 63u] & 3u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_20_loop_join = 107u;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_20_loop_join = 85u;
                            }
                        }
                        bool _205_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_20_loop_join)
                        {
                            case 85u:
                            {
                                _6 = _52;
                                if ((t0.words[(_52 + 16u) & 63u] & 1u) == 0u)
                                {
                                    if (((_292 ^ 562u) % 6u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_20_exit = 1u;
                                        _205_ladder_break = true;
                                        break;
                                    }
                                    if ((_6 & 3u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_20_exit = 2u;
                                        _205_ladder_break = true;
                                        break;
                                    }
                                    _60 = t0.words[(_6 + 6u) & 63u] + _6;
                                }
                                else
                                {
                                    uint _53 = _6;
                                    if (((t0.words[(_6 + 25u) & 63u] ^ 826u) % 6u) == 0u)
                                    {
                                        _53 = t0.words[(_6 + 63u) & 63u] + (_6 * 7u);
                                    }
                                    uint _909 = t0.words[(_53 + 62u) & 63u] + _53;
                                    if ((_909 & 1u) == 0u)
                                    {
                                        if ((_909 % 3u) == 0u)
                                        {
                                            uint _58 = 0u;
                                            uint _59 = t0.words[(_909 + 8u) & 63u] + (_909 * 7u);
                                            uint _996;
                                            for (;;)
                                            {
                                                uint _972 = _58;
                                                uint _973 = _59;
                                                uint _979 = t0.words[(_973 + 21u) & 63u] + (_973 * 6u);
                                                uint _985 = (_979 << 3u) + t0.words[(_979 + 42u) & 63u];
                                                uint _991 = (_985 << 1u) + t0.words[(_985 + 31u) & 63u];
                                                _996 = _991 + t0.words[(_991 + 22u) & 63u];
                                                uint _997 = _972 + 1u;
                                                _58 = _997;
                                                _59 = _996;
                                                if (_997 == 5u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _60 = _996;
                                        }
                                        else
                                        {
                                            _60 = t0.words[(_909 + 45u) & 63u] + (_909 << 3u);
                                        }
                                    }
                                    else
                                    {
                                        if (((t0.words[(_909 + 11u) & 63u] ^ 997u) % 6u) == 0u)
                                        {
                                            _62 = _909;
                                            if (((_292 & 1u) & _909) == 0u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_20_exit = 0u;
                                                _205_ladder_break = true;
                                                break;
                                            }
                                        }
                                        uint _54 = 0u;
                                        uint _55 = _909;
                                        uint _954;
                                        uint _56;
                                        uint _57;
                                        uint _924;
                                        for (;;)
                                        {
                                            _924 = _54;
                                            _56 = 0u;
                                            _57 = _55;
                                            uint _939;
                                            for (;;)
                                            {
                                                uint _926 = _56;
                                                uint _927 = _57;
                                                uint _933 = t0.words[(_927 + 36u) & 63u] + (_927 * 6u);
                                                _939 = (_933 << 2u) + t0.words[(_933 + 28u) & 63u];
                                                uint _940 = _926 + 1u;
                                                _56 = _940;
                                                _57 = _939;
                                                if (_940 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            uint _947 = t0.words[(_939 + 38u) & 63u] + (_939 * 5u);
                                            _954 = (_947 * 6u) + t0.words[(_947 + 10u) & 63u];
                                            uint _955 = _924 + 1u;
                                            _54 = _955;
                                            _55 = _954;
                                            if (_955 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _60 = _954;
                                    }
                                }
                                _61 = _60;
                                _62 = _60;
                                if (!((_292 & 1u) == 0u))
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_20_exit = 0u;
                                    _205_ladder_break = true;
                                    break;
                                }
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_205_ladder_break)
                        {
                            break;
                        }
                        uint _1016 = _798 + 1u;
                        _43 = _1016;
                        _44 = _61;
                        _62 = _61;
                        if (_1016 < 2u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_20_exit = 0u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_20_exit)
                    {
                        case 0u:
                        {
                            _63 = _62;
                            main_join = 111u;
                            break;
                        }
                        case 1u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _6;
                            main_join = 126u;
                            break;
                        }
                        default:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _6;
                            main_join = 126u;
                            break;
                        }
                    }
                    break;
                }
            }
            switch (main_join)
            {
                case 111u:
                {
                    _64 = t0.words[(_63 + 36u) & 63u] + (_63 << 2u);
                    main_join = 112u;
                    break;
                }
                default:
                {
                    break;
                }
            }
        }
        switch (main_join)
        {
            case 112u:
            {
                uint _65 = _64;
                if (((t0.words[(_64 + 31u) & 63u] ^ 754u) % 5u) == 0u)
                {
                    _65 = t0.words[(_64 + 24u) & 63u] + _64;
                }
                uint _67 = _65;
                if ((_65 & 3u) == 2u)
                {
                    uint _66 = _65;
                    if (((t0.words[(_65 + 7u) & 63u] ^ 98u) % 5u) == 1u)
                    {
                        _66 = t0.words[(_65 + 45u) & 63u] + (_65 << 1u);
                    }
                    uint _1085 = t0.words[(_66 + 60u) & 63u] + (_66 << 1u);
                    _67 = _1085;
                    if (((_1085 ^ 883u) % 5u) == 1u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _1085;
                        main_join = 126u;
                    }
                    else
                    {
                        main_join = 118u;
                    }
                }
                else
                {
                    main_join = 118u;
                }
                switch (main_join)
                {
                    case 118u:
                    {
                        uint _68 = 0u;
                        uint _69 = _67;
                        uint _1108;
                        uint _70;
                        uint _71;
                        uint _1092;
                        uint _1103;
                        for (;;)
                        {
                            _1092 = _68;
                            _1103 = (_292 ^ 528u) % 3u;
                            _70 = t0.words[(_69 + 59u) & 63u] + (_69 << 2u);
                            _71 = 0u;
                            for (;;)
                            {
                                uint _1105 = _71;
                                _1108 = subgroupAdd(_70 & 255u) + _70;
                                if (((_1108 ^ 943u) % 6u) == 1u)
                                {
                                    if ((_1103 == 1u) && (((t0.words[(_1108 + 31u) & 63u] ^ 158u) % 5u) == 1u))
                                    {
                                        break;
                                    }
                                    else
                                    {
                                    }
                                }
                                uint _1123 = _1105 + 1u;
                                _70 = _1108;
                                _71 = _1123;
                                if (_1123 < 3u)
                                {
                                    continue;
                                }
                                else
                                {
                                    break;
                                }
                            }
                            uint _1125 = _1092 + 1u;
                            _68 = _1125;
                            _69 = _1108;
                            if (_1125 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        u0.words[gl_GlobalInvocationID.x] = _1108;
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
    else
    {
        u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
    }
}

