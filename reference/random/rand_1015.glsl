#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _273;

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
    uint _RESERVED_IDENTIFIER_FIXUP_25_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_28_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_31_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_2_exit = 0u;
    uint main_join = 0u;
    uint _265 = gl_GlobalInvocationID.x & 63u;
    uint _272 = t0.words[_265];
    uint _281 = t0.words[(gl_GlobalInvocationID.x + 62u) & 63u];
    uint _282 = _281 + (gl_GlobalInvocationID.x * 5u);
    uint _70 = _282;
    if (((_282 ^ 979u) % 3u) == 1u)
    {
        uint _58;
        if (((_282 ^ 783u) % 6u) == 1u)
        {
            uint _8 = 0u;
            uint _9 = _282;
            uint _729;
            uint _6;
            uint _15;
            uint _18;
            for (;;)
            {
                uint _728 = _8;
                _729 = _9;
                uint _20 = _729;
                if ((t0.words[(_729 + 1u) & 63u] & 1u) == 0u)
                {
                    if (((t0.words[(_729 + 42u) & 63u] ^ 643u) % 3u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_2_exit = 0u;
                        break;
                    }
                    uint _10 = 0u;
                    uint _11 = t0.words[(_729 + 48u) & 63u] + (_729 << 2u);
                    uint _898;
                    for (;;)
                    {
                        uint _751 = _10;
                        uint _19 = _11;
                        if ((_11 & 3u) == 3u)
                        {
                            if (((t0.words[(_11 + 5u) & 63u] ^ 645u) % 3u) == 1u)
                            {
                                uint _12 = 0u;
                                uint _13 = _11;
                                uint _807;
                                for (;;)
                                {
                                    uint _795 = _12;
                                    uint _796 = _13;
                                    uint _802 = t0.words[(_796 + 16u) & 63u] + (_796 * 7u);
                                    _807 = (_802 << 1u) + t0.words[_802 & 63u];
                                    uint _808 = _795 + 1u;
                                    _12 = _808;
                                    _13 = _807;
                                    if (_808 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _815 = t0.words[(_807 + 50u) & 63u] + _807;
                                if (((_272 ^ 395u) % 6u) == 1u)
                                {
                                    _15 = t0.words[(_815 + 28u) & 63u] + (_815 << 2u);
                                }
                                else
                                {
                                    uint _826 = t0.words[(_815 + 8u) & 63u] + (_815 * 3u);
                                    _15 = (_826 << 3u) + t0.words[(_826 + 26u) & 63u];
                                }
                            }
                            else
                            {
                                uint _14 = _11;
                                if (((_11 ^ 575u) % 3u) == 1u)
                                {
                                    _14 = t0.words[(_11 + 29u) & 63u] + (_11 * 7u);
                                }
                                _15 = _14;
                                if (((_14 ^ 826u) % 3u) == 0u)
                                {
                                    uint _782 = t0.words[(_14 + 21u) & 63u] + _14;
                                    uint _788 = (_782 * 3u) + t0.words[(_782 + 22u) & 63u];
                                    _15 = (_788 * 3u) + t0.words[(_788 + 34u) & 63u];
                                }
                            }
                            if ((_15 & 3u) == 0u)
                            {
                                uint _877 = t0.words[(_15 + 39u) & 63u] + _15;
                                _18 = (_877 << 3u) + t0.words[(_877 + 3u) & 63u];
                            }
                            else
                            {
                                uint _16 = 0u;
                                uint _17 = _15;
                                uint _870;
                                for (;;)
                                {
                                    uint _843 = _16;
                                    uint _844 = _17;
                                    uint _850 = t0.words[(_844 + 34u) & 63u] + (_844 * 6u);
                                    uint _857 = (_850 << 3u) + t0.words[(_850 + 32u) & 63u];
                                    uint _863 = (_857 << 1u) + t0.words[(_857 + 3u) & 63u];
                                    _870 = (_863 << 3u) + t0.words[(_863 + 10u) & 63u];
                                    uint _871 = _843 + 1u;
                                    _16 = _871;
                                    _17 = _870;
                                    if (_871 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _18 = _870;
                            }
                            _19 = t0.words[(_18 + 17u) & 63u] + (_18 << 1u);
                        }
                        _898 = t0.words[(_19 + 49u) & 63u] + (_19 << 2u);
                        if (((t0.words[(_898 + 26u) & 63u] ^ 757u) % 3u) == 0u)
                        {
                            break;
                        }
                        else
                        {
                            uint _907 = _751 + 1u;
                            _10 = _907;
                            _11 = _898;
                            if (_907 < 2u)
                            {
                                continue;
                            }
                            else
                            {
                                break;
                            }
                        }
                    }
                    _20 = _898;
                }
                _6 = _20;
                uint _910 = _728 + 1u;
                _8 = _910;
                _9 = _20;
                if (_910 < 4u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_2_exit = 1u;
                    break;
                }
            }
            switch (_RESERVED_IDENTIFIER_FIXUP_2_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _729;
                    main_join = 120u;
                    break;
                }
                default:
                {
                    _58 = t0.words[(_6 + 41u) & 63u] + (_6 * 6u);
                    main_join = 93u;
                    break;
                }
            }
        }
        else
        {
            uint _21 = 0u;
            uint _22 = _282;
            uint _298;
            uint _7;
            uint _23;
            uint _24;
            uint _295;
            for (;;)
            {
                _295 = _21;
                _23 = 0u;
                _24 = _22;
                uint _25;
                uint _297;
                for (;;)
                {
                    _297 = _23;
                    _298 = _24;
                    _25 = 0u;
                    for (;;)
                    {
                        uint _299 = _25;
                        if (((_298 ^ 467u) % 3u) == 1u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_31_exit = 0u;
                            break;
                        }
                        uint _304 = _299 + 1u;
                        _25 = _304;
                        if (_304 < 4u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_31_exit = 1u;
                            break;
                        }
                    }
                    bool _89_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_31_exit)
                    {
                        case 0u:
                        {
                            _RESERVED_IDENTIFIER_FIXUP_28_exit = 0u;
                            _89_ladder_break = true;
                            break;
                        }
                    }
                    if (_89_ladder_break)
                    {
                        break;
                    }
                    uint _314 = t0.words[(_298 + 22u) & 63u] + (_298 * 6u);
                    _7 = _314;
                    uint _315 = _297 + 1u;
                    _23 = _315;
                    _24 = _314;
                    if (_315 < 2u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_28_exit = 1u;
                        break;
                    }
                }
                bool _93_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_28_exit)
                {
                    case 0u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_25_exit = 0u;
                        _93_ladder_break = true;
                        break;
                    }
                }
                if (_93_ladder_break)
                {
                    break;
                }
                uint _319 = _295 + 1u;
                _21 = _319;
                _22 = _7;
                if (_319 < 5u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_25_exit = 1u;
                    break;
                }
            }
            switch (_RESERVED_IDENTIFIER_FIXUP_25_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _298;
                    main_join = 120u;
                    break;
                }
                default:
                {
                    if (((_272 ^ 690u) % 3u) == 0u)
                    {
                        uint _28;
                        if ((_7 % 3u) == 0u)
                        {
                            uint _26 = 0u;
                            uint _27 = _7;
                            uint _463;
                            for (;;)
                            {
                                uint _435 = _26;
                                uint _436 = _27;
                                uint _443 = t0.words[(_436 + 41u) & 63u] + (_436 * 6u);
                                uint _450 = (_443 * 3u) + t0.words[(_443 + 59u) & 63u];
                                uint _457 = (_450 << 2u) + t0.words[(_450 + 21u) & 63u];
                                _463 = (_457 * 5u) + t0.words[(_457 + 57u) & 63u];
                                uint _464 = _435 + 1u;
                                _26 = _464;
                                _27 = _463;
                                if (_464 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _28 = _463;
                        }
                        else
                        {
                            _28 = t0.words[(_7 + 60u) & 63u] + _7;
                        }
                        uint _472 = t0.words[(_28 + 5u) & 63u] + (_28 * 5u);
                        if ((_472 & 3u) == 2u)
                        {
                            _58 = _472;
                            if ((_472 & 1u) == 0u)
                            {
                                main_join = 93u;
                            }
                            else
                            {
                                uint _621 = t0.words[(_472 + 7u) & 63u] + (_472 * 6u);
                                uint _32;
                                switch (_621 & 3u)
                                {
                                    case 0u:
                                    {
                                        _32 = t0.words[(_621 + 9u) & 63u] + (_621 << 2u);
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _29;
                                        switch (_621 % 5u)
                                        {
                                            case 0u:
                                            {
                                                _29 = t0.words[(_621 + 9u) & 63u] + (_621 * 6u);
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _648 = t0.words[(_621 + 2u) & 63u] + (_621 * 3u);
                                                _29 = t0.words[(_648 + 57u) & 63u] + _648;
                                                break;
                                            }
                                            case 2u:
                                            {
                                                uint _635 = t0.words[(_621 + 40u) & 63u] + _621;
                                                _29 = (_635 * 6u) + t0.words[(_635 + 30u) & 63u];
                                                break;
                                            }
                                            case 3u:
                                            {
                                                _29 = t0.words[(_621 + 17u) & 63u] + (_621 * 5u);
                                                break;
                                            }
                                            default:
                                            {
                                                _29 = t0.words[(_621 + 46u) & 63u] + (_621 * 6u);
                                                break;
                                            }
                                        }
                                        uint _30 = 0u;
                                        uint _31 = _29;
                                        uint _680;
                                        for (;;)
                                        {
                                            uint _668 = _30;
                                            uint _669 = _31;
                                            uint _674 = t0.words[(_669 + 59u) & 63u] + _669;
                                            _680 = (_674 << 3u) + t0.words[(_674 + 57u) & 63u];
                                            uint _681 = _668 + 1u;
                                            _30 = _681;
                                            _31 = _680;
                                            if (_681 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _32 = _680;
                                        break;
                                    }
                                    default:
                                    {
                                        _32 = t0.words[(_621 + 1u) & 63u] + (_621 * 7u);
                                        break;
                                    }
                                }
                                uint _33 = 0u;
                                uint _34 = _32;
                                uint _723;
                                uint _35;
                                uint _36;
                                uint _696;
                                for (;;)
                                {
                                    _696 = _33;
                                    uint _704 = t0.words[(_34 + 29u) & 63u] + (_34 * 5u);
                                    _35 = 0u;
                                    _36 = t0.words[(_704 + 38u) & 63u] + _704;
                                    for (;;)
                                    {
                                        uint _710 = _35;
                                        uint _717 = t0.words[(_36 + 38u) & 63u] + (_36 * 7u);
                                        _723 = (_717 * 7u) + t0.words[(_717 + 34u) & 63u];
                                        uint _724 = _710 + 1u;
                                        _35 = _724;
                                        _36 = _723;
                                        if (_724 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _726 = _696 + 1u;
                                    _33 = _726;
                                    _34 = _723;
                                    if (_726 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _58 = _723;
                                main_join = 93u;
                            }
                        }
                        else
                        {
                            uint _37 = 0u;
                            uint _38 = _472;
                            uint _597;
                            uint _49;
                            for (;;)
                            {
                                uint _475 = _37;
                                uint _41 = _38;
                                if ((_38 & 3u) == 2u)
                                {
                                    uint _39 = 0u;
                                    uint _40 = _38;
                                    uint _506;
                                    for (;;)
                                    {
                                        uint _479 = _39;
                                        uint _480 = _40;
                                        uint _486 = t0.words[(_480 + 9u) & 63u] + (_480 * 6u);
                                        uint _493 = (_486 * 5u) + t0.words[(_486 + 58u) & 63u];
                                        uint _500 = (_493 * 3u) + t0.words[(_493 + 26u) & 63u];
                                        _506 = _500 + t0.words[(_500 + 34u) & 63u];
                                        uint _507 = _479 + 1u;
                                        _39 = _507;
                                        _40 = _506;
                                        if (_507 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _41 = t0.words[(_506 + 31u) & 63u] + (_506 << 2u);
                                }
                                uint _522 = t0.words[(_41 + 21u) & 63u] + (_41 << 2u);
                                uint _42 = 0u;
                                uint _43 = (_522 * 3u) + t0.words[(_522 + 15u) & 63u];
                                uint _44;
                                uint _45;
                                uint _530;
                                for (;;)
                                {
                                    _530 = _42;
                                    _44 = 0u;
                                    _45 = _43;
                                    uint _540;
                                    for (;;)
                                    {
                                        uint _532 = _44;
                                        uint _533 = _45;
                                        _540 = t0.words[(_533 + 39u) & 63u] + (_533 * 7u);
                                        uint _541 = _532 + 1u;
                                        _44 = _541;
                                        _45 = _540;
                                        if (_541 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _46 = _540;
                                    if ((_272 & 1u) == 0u)
                                    {
                                        _46 = t0.words[(_540 + 45u) & 63u] + (_540 << 1u);
                                    }
                                    uint _47 = 0u;
                                    uint _48 = _46;
                                    uint _574;
                                    for (;;)
                                    {
                                        uint _553 = _47;
                                        uint _554 = _48;
                                        uint _561 = t0.words[(_554 + 51u) & 63u] + (_554 * 6u);
                                        uint _567 = (_561 * 7u) + t0.words[(_561 + 16u) & 63u];
                                        _574 = (_567 << 1u) + t0.words[(_567 + 20u) & 63u];
                                        uint _575 = _553 + 1u;
                                        _47 = _575;
                                        _48 = _574;
                                        if (_575 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    if ((_574 % 3u) == 0u)
                                    {
                                        uint _590 = t0.words[(_574 + 38u) & 63u] + (_574 * 7u);
                                        _49 = t0.words[(_590 + 44u) & 63u] + _590;
                                    }
                                    else
                                    {
                                        _49 = t0.words[(_574 + 33u) & 63u] + _574;
                                    }
                                    _597 = _49;
                                    uint _598 = _530 + 1u;
                                    _42 = _598;
                                    _43 = _597;
                                    if (_598 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _600 = _475 + 1u;
                                _37 = _600;
                                _38 = _597;
                                if (_600 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _607 = t0.words[(_597 + 11u) & 63u] + (_597 * 5u);
                            _58 = (_607 << 2u) + t0.words[(_607 + 51u) & 63u];
                            main_join = 93u;
                        }
                    }
                    else
                    {
                        uint _50 = 0u;
                        uint _51 = t0.words[(_7 + 17u) & 63u] + (_7 << 3u);
                        uint _420;
                        uint _52;
                        uint _53;
                        uint _54;
                        uint _57;
                        uint _341;
                        uint _345;
                        for (;;)
                        {
                            _341 = _50;
                            _345 = (_272 ^ 374u) % 6u;
                            _52 = 0u;
                            _53 = _51;
                            for (;;)
                            {
                                uint _346 = _52;
                                if (((_53 ^ 707u) % 6u) == 1u)
                                {
                                    _54 = t0.words[(_53 + 48u) & 63u] + (_53 << 2u);
                                }
                                else
                                {
                                    if (((_272 ^ 555u) % 5u) == 0u)
                                    {
                                        uint _375 = t0.words[(_53 + 4u) & 63u] + (_53 << 2u);
                                        uint _382 = (_375 << 2u) + t0.words[(_375 + 9u) & 63u];
                                        _54 = (_382 * 7u) + t0.words[(_382 + 33u) & 63u];
                                    }
                                    else
                                    {
                                        uint _362 = t0.words[(_53 + 57u) & 63u] + (_53 << 3u);
                                        _54 = (_362 * 5u) + t0.words[(_362 + 53u) & 63u];
                                    }
                                }
                                uint _55 = 0u;
                                uint _56 = _54;
                                uint _407;
                                for (;;)
                                {
                                    uint _399 = _55;
                                    uint _400 = _56;
                                    _407 = t0.words[(_400 + 16u) & 63u] + (_400 << 3u);
                                    uint _408 = _399 + 1u;
                                    _55 = _408;
                                    _56 = _407;
                                    if (_408 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _57 = _407;
                                if (_345 == 0u)
                                {
                                    break;
                                }
                                else
                                {
                                    uint _417 = t0.words[(_407 + 11u) & 63u] + (_407 << 2u);
                                    uint _418 = _346 + 1u;
                                    _52 = _418;
                                    _53 = _417;
                                    _57 = _417;
                                    if (_418 < 2u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        break;
                                    }
                                }
                            }
                            _420 = _57;
                            uint _421 = _341 + 1u;
                            _50 = _421;
                            _51 = _420;
                            if (_421 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _58 = _420;
                        main_join = 93u;
                    }
                    break;
                }
            }
        }
        switch (main_join)
        {
            case 93u:
            {
                _70 = _58;
                if (((_58 ^ 576u) % 6u) == 0u)
                {
                    uint _59 = 0u;
                    uint _60 = _58;
                    uint _1104;
                    uint _63;
                    for (;;)
                    {
                        uint _927 = _59;
                        uint _69 = _60;
                        if ((_60 & 3u) == 0u)
                        {
                            if (((t0.words[(_60 + 53u) & 63u] ^ 790u) % 6u) == 0u)
                            {
                                if (((_272 ^ 760u) % 5u) == 1u)
                                {
                                    uint _61 = 0u;
                                    uint _62 = _60;
                                    uint _1064;
                                    for (;;)
                                    {
                                        uint _1057 = _61;
                                        uint _1058 = _62;
                                        _1064 = t0.words[(_1058 + 42u) & 63u] + (_1058 * 7u);
                                        uint _1065 = _1057 + 1u;
                                        _61 = _1065;
                                        _62 = _1064;
                                        if (_1065 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _1075 = _1064 << 2u;
                                    if (((t0.words[(_1064 + 10u) & 63u] ^ 713u) % 6u) == 1u)
                                    {
                                        uint _1097 = t0.words[(_1064 + 23u) & 63u] + _1075;
                                        _69 = (_1097 * 3u) + t0.words[(_1097 + 59u) & 63u];
                                    }
                                    else
                                    {
                                        uint _1080 = t0.words[(_1064 + 20u) & 63u] + _1075;
                                        uint _1085 = t0.words[(_1080 + 10u) & 63u] + _1080;
                                        _69 = (_1085 << 2u) + t0.words[(_1085 + 31u) & 63u];
                                    }
                                }
                                else
                                {
                                    _69 = t0.words[(_60 + 48u) & 63u] + (_60 << 2u);
                                }
                            }
                            else
                            {
                                uint _66 = _60;
                                if (((t0.words[(_60 + 49u) & 63u] ^ 215u) % 5u) == 0u)
                                {
                                    switch (_60 % 5u)
                                    {
                                        case 0u:
                                        {
                                            uint _972 = t0.words[(_60 + 24u) & 63u] + (_60 * 5u);
                                            _63 = (_972 << 3u) + t0.words[(_972 + 16u) & 63u];
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _959 = t0.words[(_60 + 51u) & 63u] + (_60 * 3u);
                                            _63 = (_959 << 1u) + t0.words[(_959 + 22u) & 63u];
                                            break;
                                        }
                                        case 2u:
                                        {
                                            _63 = t0.words[(_60 + 10u) & 63u] + (_60 * 3u);
                                            break;
                                        }
                                        default:
                                        {
                                            _63 = t0.words[(_60 + 56u) & 63u] + (_60 << 3u);
                                            break;
                                        }
                                    }
                                    uint _64 = 0u;
                                    uint _65 = _63;
                                    uint _1006;
                                    for (;;)
                                    {
                                        uint _987 = _64;
                                        uint _988 = _65;
                                        uint _994 = t0.words[(_988 + 41u) & 63u] + (_988 * 5u);
                                        uint _1000 = (_994 * 7u) + t0.words[(_994 + 30u) & 63u];
                                        _1006 = (_1000 * 6u) + t0.words[(_1000 + 9u) & 63u];
                                        uint _1007 = _987 + 1u;
                                        _64 = _1007;
                                        _65 = _1006;
                                        if (_1007 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _66 = t0.words[(_1006 + 8u) & 63u] + (_1006 * 3u);
                                }
                                uint _1022 = t0.words[(_66 + 25u) & 63u] + (_66 * 5u);
                                _69 = _1022;
                                if ((_272 & 3u) == 1u)
                                {
                                    uint _67 = 0u;
                                    uint _68 = _1022;
                                    uint _1033;
                                    for (;;)
                                    {
                                        uint _1025 = _67;
                                        uint _1026 = _68;
                                        _1033 = t0.words[(_1026 + 47u) & 63u] + (_1026 * 7u);
                                        uint _1034 = _1025 + 1u;
                                        _67 = _1034;
                                        _68 = _1033;
                                        if (_1034 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _1040 = t0.words[(_1033 + 10u) & 63u] + _1033;
                                    _69 = (_1040 << 1u) + t0.words[(_1040 + 2u) & 63u];
                                }
                            }
                        }
                        _1104 = _69;
                        uint _1105 = _927 + 1u;
                        _59 = _1105;
                        _60 = _1104;
                        if (_1105 == 4u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _70 = _1104;
                    main_join = 119u;
                }
                else
                {
                    main_join = 119u;
                }
                break;
            }
        }
    }
    else
    {
        main_join = 119u;
    }
    switch (main_join)
    {
        case 119u:
        {
            u0.words[gl_GlobalInvocationID.x] = _70;
            break;
        }
    }
}

