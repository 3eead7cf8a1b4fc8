#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _243;

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
    uint _RESERVED_IDENTIFIER_FIXUP_76_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_14_exit = 0u;
    uint _6;
    uint _7;
    uint _8;
    uint _11;
    uint _15;
    uint _20;
    uint _21;
    uint _30;
    uint _33;
    uint _43;
    uint _52;
    uint _56;
    uint _57;
    for (;;)
    {
        uint _235 = gl_GlobalInvocationID.x & 63u;
        uint _242 = t0.words[_235];
        uint _251 = t0.words[(gl_GlobalInvocationID.x + 56u) & 63u];
        uint _252 = _251 + (gl_GlobalInvocationID.x << 2u);
        uint _257 = t0.words[_252 & 63u];
        uint _258 = (_252 * 6u) + _257;
        bool _65_ladder_break = false;
        switch (_258 % 5u)
        {
            case 0u:
            {
                uint _9 = 0u;
                uint _10 = _258;
                uint _338;
                for (;;)
                {
                    uint _331 = _9;
                    uint _332 = _10;
                    _338 = t0.words[(_332 + 6u) & 63u] + (_332 * 5u);
                    uint _339 = _331 + 1u;
                    _9 = _339;
                    _10 = _338;
                    if (_339 == 5u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _11 = _338;
                break;
            }
            case 1u:
            {
                uint _273 = t0.words[(_258 + 1u) & 63u];
                uint _274 = _273 + (_258 * 7u);
                bool _67_ladder_break = false;
                switch (_274 & 3u)
                {
                    case 0u:
                    {
                        uint _310 = t0.words[(_274 + 52u) & 63u] + (_274 << 1u);
                        _11 = _310;
                        if (((t0.words[(_310 + 23u) & 63u] ^ 735u) % 5u) == 1u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _310;
                            _67_ladder_break = true;
                            _65_ladder_break = true;
                            break;
                        }
                        break;
                    }
                    case 1u:
                    {
                        uint _282 = t0.words[(_274 + 8u) & 63u] + (_274 << 2u);
                        _11 = _282;
                        if ((t0.words[(_282 + 61u) & 63u] & 3u) == 3u)
                        {
                            uint _297 = t0.words[(_282 + 46u) & 63u] + (_282 * 3u);
                            _11 = t0.words[(_297 + 10u) & 63u] + _297;
                        }
                        break;
                    }
                    default:
                    {
                        _11 = t0.words[(_274 + 50u) & 63u] + _274;
                        break;
                    }
                }
                if (_67_ladder_break)
                {
                    break;
                }
                break;
            }
            case 2u:
            {
                _11 = t0.words[(_258 + 56u) & 63u] + (_258 << 3u);
                break;
            }
            default:
            {
                switch (_258 & 3u)
                {
                    case 0u:
                    {
                        _11 = t0.words[(_258 + 52u) & 63u] + (_258 * 6u);
                        break;
                    }
                    case 1u:
                    {
                        uint _348 = t0.words[(_258 + 59u) & 63u] + (_258 * 7u);
                        if ((_348 % 3u) == 0u)
                        {
                            uint _363 = t0.words[(_348 + 59u) & 63u] + (_348 * 6u);
                            _11 = (_363 * 5u) + t0.words[(_363 + 63u) & 63u];
                        }
                        else
                        {
                            _11 = t0.words[(_348 + 21u) & 63u] + (_348 * 5u);
                        }
                        break;
                    }
                    default:
                    {
                        _11 = t0.words[(_258 + 23u) & 63u] + (_258 << 1u);
                        break;
                    }
                }
                break;
            }
        }
        if (_65_ladder_break)
        {
            break;
        }
        uint _12 = _11;
        if (((_242 ^ 183u) % 6u) == 1u)
        {
            _12 = t0.words[(_11 + 6u) & 63u] + _11;
        }
        uint _397 = t0.words[(_12 + 61u) & 63u];
        uint _398 = _397 + (_12 * 3u);
        uint _58 = _398;
        if ((_398 % 3u) == 0u)
        {
            _58 = _398;
            if (((_398 ^ 674u) % 5u) == 0u)
            {
                bool _92_ladder_break = false;
                switch (_398 & 3u)
                {
                    case 0u:
                    {
                        if (((t0.words[(_398 + 39u) & 63u] ^ 917u) % 3u) == 1u)
                        {
                            uint _13 = 0u;
                            uint _14 = _398;
                            uint _527;
                            for (;;)
                            {
                                uint _519 = _13;
                                uint _520 = _14;
                                _527 = t0.words[(_520 + 22u) & 63u] + (_520 * 5u);
                                uint _528 = _519 + 1u;
                                _13 = _528;
                                _14 = _527;
                                if (_528 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _20 = _527;
                        }
                        else
                        {
                            if ((t0.words[(_398 + 51u) & 63u] & 1u) == 0u)
                            {
                                _15 = t0.words[(_398 + 61u) & 63u] + (_398 << 2u);
                            }
                            else
                            {
                                _15 = t0.words[(_398 + 21u) & 63u] + (_398 << 2u);
                            }
                            _20 = _15;
                            if (((t0.words[(_15 + 49u) & 63u] ^ 36u) % 5u) == 1u)
                            {
                                uint _16 = 0u;
                                uint _17 = _15;
                                uint _513;
                                uint _18;
                                uint _19;
                                uint _484;
                                for (;;)
                                {
                                    _484 = _16;
                                    uint _492 = t0.words[(_17 + 57u) & 63u] + (_17 << 3u);
                                    _18 = 0u;
                                    _19 = (_492 << 3u) + t0.words[(_492 + 11u) & 63u];
                                    for (;;)
                                    {
                                        uint _500 = _18;
                                        uint _507 = t0.words[(_19 + 63u) & 63u] + (_19 << 3u);
                                        _513 = t0.words[(_507 + 62u) & 63u] + _507;
                                        uint _514 = _500 + 1u;
                                        _18 = _514;
                                        _19 = _513;
                                        if (_514 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _517 = _484 + 1u;
                                    _16 = _517;
                                    _17 = _513;
                                    if (_517 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _20 = _513;
                            }
                        }
                        if (((t0.words[(_20 + 53u) & 63u] ^ 3u) % 5u) == 0u)
                        {
                            uint _28 = _20;
                            if (((_20 ^ 696u) % 3u) == 1u)
                            {
                                if ((_20 & 3u) == 0u)
                                {
                                    _21 = t0.words[(_20 + 25u) & 63u] + (_20 * 5u);
                                }
                                else
                                {
                                    if ((_20 & 1u) == 0u)
                                    {
                                        _21 = t0.words[(_20 + 57u) & 63u] + (_20 << 3u);
                                    }
                                    else
                                    {
                                        _21 = t0.words[(_20 + 14u) & 63u] + (_20 * 5u);
                                    }
                                }
                                uint _22 = 0u;
                                uint _23 = _21;
                                uint _697;
                                uint _24;
                                uint _25;
                                uint _639;
                                for (;;)
                                {
                                    _639 = _22;
                                    _24 = 0u;
                                    _25 = _23;
                                    uint _667;
                                    for (;;)
                                    {
                                        uint _641 = _24;
                                        uint _642 = _25;
                                        uint _647 = t0.words[_642 & 63u] + (_642 * 7u);
                                        uint _654 = (_647 * 3u) + t0.words[(_647 + 9u) & 63u];
                                        uint _661 = (_654 << 2u) + t0.words[(_654 + 26u) & 63u];
                                        _667 = (_661 * 7u) + t0.words[(_661 + 49u) & 63u];
                                        uint _668 = _641 + 1u;
                                        _24 = _668;
                                        _25 = _667;
                                        if (_668 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _26 = 0u;
                                    uint _27 = _667;
                                    for (;;)
                                    {
                                        uint _670 = _26;
                                        uint _677 = t0.words[(_27 + 11u) & 63u] + (_27 * 6u);
                                        uint _684 = (_677 * 5u) + t0.words[(_677 + 27u) & 63u];
                                        uint _690 = (_684 << 3u) + t0.words[(_684 + 36u) & 63u];
                                        _697 = (_690 << 1u) + t0.words[(_690 + 30u) & 63u];
                                        uint _698 = _670 + 1u;
                                        _26 = _698;
                                        _27 = _697;
                                        if (_698 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _700 = _639 + 1u;
                                    _22 = _700;
                                    _23 = _697;
                                    if (_700 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _28 = t0.words[(_697 + 44u) & 63u] + _697;
                            }
                            uint _29 = _28;
                            if (((t0.words[(_28 + 9u) & 63u] ^ 916u) % 6u) == 0u)
                            {
                                uint _721 = t0.words[(_28 + 53u) & 63u] + (_28 * 7u);
                                _29 = (_721 * 3u) + t0.words[(_721 + 33u) & 63u];
                            }
                            _58 = _29;
                            if (((_242 ^ 782u) % 5u) == 0u)
                            {
                                if ((_29 & 3u) == 0u)
                                {
                                    switch (_29 % 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _790 = t0.words[(_29 + 50u) & 63u] + (_29 * 7u);
                                            _30 = (_790 * 3u) + t0.words[(_790 + 28u) & 63u];
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _779 = t0.words[(_29 + 12u) & 63u] + (_29 << 3u);
                                            _30 = t0.words[(_779 + 52u) & 63u] + _779;
                                            break;
                                        }
                                        default:
                                        {
                                            _30 = t0.words[(_29 + 2u) & 63u] + (_29 * 3u);
                                            break;
                                        }
                                    }
                                }
                                else
                                {
                                    if (((t0.words[(_29 + 17u) & 63u] ^ 865u) % 3u) == 1u)
                                    {
                                        uint _757 = t0.words[(_29 + 60u) & 63u] + _29;
                                        uint _764 = (_757 * 3u) + t0.words[(_757 + 42u) & 63u];
                                        _30 = (_764 * 5u) + t0.words[(_764 + 35u) & 63u];
                                    }
                                    else
                                    {
                                        _30 = t0.words[(_29 + 32u) & 63u] + (_29 * 6u);
                                    }
                                }
                                uint _31 = 0u;
                                uint _32 = _30;
                                uint _813;
                                for (;;)
                                {
                                    uint _805 = _31;
                                    uint _806 = _32;
                                    _813 = t0.words[(_806 + 43u) & 63u] + (_806 << 2u);
                                    uint _814 = _805 + 1u;
                                    _31 = _814;
                                    _32 = _813;
                                    if (_814 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                if (((_242 ^ 808u) % 5u) == 1u)
                                {
                                    if (((t0.words[(_813 + 6u) & 63u] ^ 822u) % 6u) == 0u)
                                    {
                                        uint _874 = t0.words[(_813 + 19u) & 63u] + (_813 * 6u);
                                        uint _880 = (_874 << 3u) + t0.words[(_874 + 8u) & 63u];
                                        _33 = (_880 * 6u) + t0.words[(_880 + 21u) & 63u];
                                    }
                                    else
                                    {
                                        _33 = t0.words[(_813 + 53u) & 63u] + _813;
                                    }
                                    uint _34 = 0u;
                                    uint _35 = _33;
                                    uint _915;
                                    for (;;)
                                    {
                                        uint _888 = _34;
                                        uint _889 = _35;
                                        uint _896 = t0.words[(_889 + 48u) & 63u] + (_889 * 6u);
                                        uint _902 = (_896 << 3u) + t0.words[(_896 + 50u) & 63u];
                                        uint _909 = (_902 * 6u) + t0.words[(_902 + 38u) & 63u];
                                        _915 = (_909 << 1u) + t0.words[(_909 + 19u) & 63u];
                                        uint _916 = _888 + 1u;
                                        _34 = _916;
                                        _35 = _915;
                                        if (_916 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _58 = _915;
                                    if (((_242 ^ 464u) % 3u) == 1u)
                                    {
                                        uint _927 = t0.words[(_915 + 7u) & 63u] + (_915 << 1u);
                                        uint _933 = (_927 << 3u) + t0.words[(_927 + 49u) & 63u];
                                        _58 = (_933 << 2u) + t0.words[(_933 + 41u) & 63u];
                                    }
                                }
                                else
                                {
                                    uint _36 = _813;
                                    if ((_242 & 1u) == 0u)
                                    {
                                        uint _828 = t0.words[(_813 + 41u) & 63u] + (_813 << 2u);
                                        uint _835 = (_828 << 3u) + t0.words[(_828 + 55u) & 63u];
                                        _36 = (_835 << 1u) + t0.words[(_835 + 57u) & 63u];
                                    }
                                    if ((t0.words[(_36 + 36u) & 63u] & 3u) == 3u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _36;
                                        _92_ladder_break = true;
                                        break;
                                    }
                                    _58 = t0.words[(_36 + 8u) & 63u] + _36;
                                }
                            }
                        }
                        else
                        {
                            uint _545 = t0.words[(_20 + 44u) & 63u] + (_20 * 3u);
                            uint _551 = (_545 * 6u) + t0.words[(_545 + 52u) & 63u];
                            _58 = _551;
                            if (!((_551 & 1u) == 0u))
                            {
                                uint _559 = _242 & 3u;
                                uint _37 = 0u;
                                uint _38 = t0.words[(_551 + 50u) & 63u] + _551;
                                uint _598;
                                uint _39;
                                uint _40;
                                uint _560;
                                for (;;)
                                {
                                    _560 = _37;
                                    _39 = 0u;
                                    _40 = _38;
                                    uint _589;
                                    for (;;)
                                    {
                                        uint _562 = _39;
                                        uint _563 = _40;
                                        uint _570 = t0.words[(_563 + 13u) & 63u] + (_563 * 5u);
                                        uint _576 = (_570 << 3u) + t0.words[(_570 + 57u) & 63u];
                                        uint _582 = (_576 * 5u) + t0.words[(_576 + 8u) & 63u];
                                        _589 = (_582 * 3u) + t0.words[(_582 + 31u) & 63u];
                                        uint _590 = _562 + 1u;
                                        _39 = _590;
                                        _40 = _589;
                                        if (_590 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _598 = t0.words[(_589 + 15u) & 63u] + (_589 * 6u);
                                    if ((_559 == 0u) || ((t0.words[(_598 + 24u) & 63u] & 3u) == 3u))
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        uint _608 = _560 + 1u;
                                        _37 = _608;
                                        _38 = _598;
                                        if (_608 < 3u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            break;
                                        }
                                    }
                                }
                                _58 = _598;
                            }
                        }
                        break;
                    }
                    case 1u:
                    {
                        uint _41 = 0u;
                        uint _42 = _398;
                        for (;;)
                        {
                            uint _406 = _41;
                            _57 = _42;
                            if (!((t0.words[(_42 + 37u) & 63u] & 1u) == 0u))
                            {
                                _RESERVED_IDENTIFIER_FIXUP_76_exit = 0u;
                                break;
                            }
                            uint _421 = t0.words[(_42 + 51u) & 63u] + (_42 * 6u);
                            _6 = _421;
                            if ((t0.words[(_421 + 3u) & 63u] & 1u) == 0u)
                            {
                                _43 = t0.words[(_6 + 49u) & 63u] + (_6 << 2u);
                            }
                            else
                            {
                                _43 = _6;
                                if (((_242 ^ 747u) % 6u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_76_exit = 1u;
                                    break;
                                }
                            }
                            uint _442 = _406 + 1u;
                            _41 = _442;
                            _42 = _43;
                            _57 = _43;
                            if (_442 < 5u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_76_exit = 0u;
                                break;
                            }
                        }
                        bool _104_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_76_exit)
                        {
                            case 0u:
                            {
                                break;
                            }
                            default:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _6;
                                _104_ladder_break = true;
                                _92_ladder_break = true;
                                break;
                            }
                        }
                        if (_104_ladder_break)
                        {
                            break;
                        }
                        _58 = _57;
                        break;
                    }
                    default:
                    {
                        uint _44 = 0u;
                        uint _45 = _398;
                        for (;;)
                        {
                            uint _940 = _44;
                            if (((_242 ^ 214u) % 3u) == 0u)
                            {
                                uint _46 = 0u;
                                uint _47 = t0.words[(_45 + 60u) & 63u] + _45;
                                uint _1010;
                                for (;;)
                                {
                                    uint _990 = _46;
                                    uint _48 = _47;
                                    if ((t0.words[(_47 + 12u) & 63u] & 1u) == 0u)
                                    {
                                        _48 = t0.words[(_47 + 46u) & 63u] + (_47 << 2u);
                                    }
                                    _1010 = t0.words[(_48 + 25u) & 63u] + (_48 << 3u);
                                    uint _1011 = _990 + 1u;
                                    _46 = _1011;
                                    _47 = _1010;
                                    if (_1011 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _49 = 0u;
                                uint _50 = _1010;
                                uint _1078;
                                for (;;)
                                {
                                    uint _1013 = _49;
                                    uint _51 = _50;
                                    if (((t0.words[(_50 + 17u) & 63u] ^ 469u) % 5u) == 0u)
                                    {
                                        _51 = t0.words[(_50 + 9u) & 63u] + (_50 * 5u);
                                    }
                                    if (((_242 ^ 824u) % 5u) == 1u)
                                    {
                                        uint _1057 = t0.words[(_51 + 33u) & 63u] + (_51 * 3u);
                                        _52 = (_1057 * 3u) + t0.words[(_1057 + 52u) & 63u];
                                    }
                                    else
                                    {
                                        uint _1039 = t0.words[(_51 + 26u) & 63u] + (_51 * 5u);
                                        uint _1045 = (_1039 << 2u) + t0.words[(_1039 + 51u) & 63u];
                                        _52 = _1045 + t0.words[(_1045 + 34u) & 63u];
                                    }
                                    uint _53 = _52;
                                    if ((_242 & 3u) == 2u)
                                    {
                                        _53 = t0.words[(_52 + 24u) & 63u] + _52;
                                    }
                                    _1078 = t0.words[(_53 + 52u) & 63u] + (_53 * 3u);
                                    uint _1079 = _1013 + 1u;
                                    _49 = _1079;
                                    _50 = _1078;
                                    if (_1079 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _56 = _1078;
                            }
                            else
                            {
                                _56 = _45;
                                if (((_45 ^ 736u) % 5u) == 1u)
                                {
                                    uint _54 = t0.words[(_45 + 43u) & 63u] + (_45 * 7u);
                                    uint _55 = 0u;
                                    for (;;)
                                    {
                                        uint _957 = _55;
                                        uint _963 = t0.words[(_54 + 28u) & 63u] + (_54 << 2u);
                                        uint _969 = (_963 << 2u) + t0.words[(_963 + 63u) & 63u];
                                        uint _975 = (_969 * 3u) + t0.words[(_969 + 27u) & 63u];
                                        _7 = _975;
                                        uint _976 = _957 + 1u;
                                        _54 = _975;
                                        _55 = _976;
                                        if (_976 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _56 = _7;
                                    if ((t0.words[(_7 + 43u) & 63u] & 3u) == 2u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_14_exit = 0u;
                                        break;
                                    }
                                }
                            }
                            _8 = _56;
                            uint _1082 = _940 + 1u;
                            _44 = _1082;
                            _45 = _56;
                            if (_1082 < 4u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_14_exit = 1u;
                                break;
                            }
                        }
                        bool _219_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_14_exit)
                        {
                            case 0u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _7;
                                _219_ladder_break = true;
                                _92_ladder_break = true;
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_219_ladder_break)
                        {
                            break;
                        }
                        _58 = _8;
                        break;
                    }
                }
                if (_92_ladder_break)
                {
                    break;
                }
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _58;
        break;
    }
}

