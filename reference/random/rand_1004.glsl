#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _263;

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
    uint _RESERVED_IDENTIFIER_FIXUP_46_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_53_exit = 0u;
    uint main_join = 0u;
    uint _255 = gl_GlobalInvocationID.x & 63u;
    uint _262 = t0.words[_255];
    uint _43 = gl_GlobalInvocationID.x;
    if ((_262 & 3u) == 0u)
    {
        uint _10 = 0u;
        uint _11 = gl_GlobalInvocationID.x;
        uint _287;
        for (;;)
        {
            uint _270 = _10;
            uint _277 = t0.words[(_11 + 19u) & 63u] + _11;
            uint _12 = _277;
            if (!((_277 & 1u) == 0u))
            {
                _12 = t0.words[(_277 + 61u) & 63u] + (_277 << 1u);
            }
            _287 = _12;
            uint _288 = _270 + 1u;
            _10 = _288;
            _11 = _287;
            if (_288 == 3u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        if (((t0.words[(_287 + 49u) & 63u] ^ 292u) % 5u) == 0u)
        {
            u0.words[gl_GlobalInvocationID.x] = _287;
            main_join = 117u;
        }
        else
        {
            switch (_287 % 3u)
            {
                case 0u:
                {
                    uint _42 = _287;
                    if ((t0.words[(_287 + 59u) & 63u] & 3u) == 0u)
                    {
                        uint _21;
                        if ((_287 & 3u) == 1u)
                        {
                            _21 = t0.words[(_287 + 22u) & 63u] + (_287 * 3u);
                        }
                        else
                        {
                            uint _330 = t0.words[(_287 + 19u) & 63u] + (_287 << 3u);
                            uint _13 = 0u;
                            uint _14 = (_330 * 6u) + t0.words[(_330 + 3u) & 63u];
                            uint _434;
                            uint _15;
                            uint _16;
                            uint _17;
                            uint _20;
                            for (;;)
                            {
                                uint _338 = _13;
                                if (((t0.words[(_14 + 41u) & 63u] ^ 591u) % 3u) == 1u)
                                {
                                    switch (_14 & 3u)
                                    {
                                        case 0u:
                                        {
                                            _15 = t0.words[(_14 + 55u) & 63u] + (_14 << 3u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _15 = t0.words[(_14 + 60u) & 63u] + (_14 << 3u);
                                            break;
                                        }
                                        default:
                                        {
                                            _15 = t0.words[(_14 + 31u) & 63u] + (_14 * 7u);
                                            break;
                                        }
                                    }
                                    _17 = t0.words[(_15 + 18u) & 63u] + (_15 << 2u);
                                }
                                else
                                {
                                    if ((t0.words[(_14 + 63u) & 63u] & 3u) == 3u)
                                    {
                                        _16 = t0.words[(_14 + 35u) & 63u] + (_14 << 2u);
                                    }
                                    else
                                    {
                                        _16 = t0.words[(_14 + 48u) & 63u] + (_14 << 1u);
                                    }
                                    _17 = t0.words[(_16 + 12u) & 63u] + _16;
                                }
                                if ((_17 % 3u) == 0u)
                                {
                                    uint _18 = 0u;
                                    uint _19 = _17;
                                    uint _425;
                                    for (;;)
                                    {
                                        uint _418 = _18;
                                        uint _419 = _19;
                                        _425 = t0.words[(_419 + 53u) & 63u] + _419;
                                        uint _426 = _418 + 1u;
                                        _18 = _426;
                                        _19 = _425;
                                        if (_426 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _20 = _425;
                                }
                                else
                                {
                                    _20 = t0.words[(_17 + 13u) & 63u] + (_17 * 3u);
                                }
                                _434 = t0.words[(_20 + 49u) & 63u] + (_20 * 6u);
                                uint _435 = _338 + 1u;
                                _13 = _435;
                                _14 = _434;
                                if (_435 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _21 = _434;
                        }
                        uint _41;
                        switch (_21 % 5u)
                        {
                            case 0u:
                            {
                                uint _669 = t0.words[(_21 + 52u) & 63u] + (_21 << 2u);
                                uint _676 = (_669 * 6u) + t0.words[(_669 + 38u) & 63u];
                                uint _27;
                                if (((_262 ^ 594u) % 6u) == 0u)
                                {
                                    uint _22 = 0u;
                                    uint _23 = _676;
                                    uint _713;
                                    for (;;)
                                    {
                                        uint _699 = _22;
                                        uint _700 = _23;
                                        uint _707 = t0.words[(_700 + 29u) & 63u] + (_700 << 2u);
                                        _713 = (_707 << 3u) + t0.words[(_707 + 52u) & 63u];
                                        uint _714 = _699 + 1u;
                                        _22 = _714;
                                        _23 = _713;
                                        if (_714 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _24 = _713;
                                    if (((t0.words[(_713 + 22u) & 63u] ^ 100u) % 5u) == 1u)
                                    {
                                        uint _730 = t0.words[(_713 + 11u) & 63u] + (_713 * 7u);
                                        uint _737 = (_730 << 1u) + t0.words[(_730 + 47u) & 63u];
                                        _24 = (_737 * 6u) + t0.words[(_737 + 1u) & 63u];
                                    }
                                    uint _25 = 0u;
                                    uint _26 = _24;
                                    uint _770;
                                    for (;;)
                                    {
                                        uint _745 = _25;
                                        uint _746 = _26;
                                        uint _752 = t0.words[(_746 + 17u) & 63u] + (_746 << 3u);
                                        uint _758 = (_752 << 3u) + t0.words[(_752 + 53u) & 63u];
                                        uint _764 = (_758 * 3u) + t0.words[(_758 + 38u) & 63u];
                                        _770 = (_764 * 3u) + t0.words[(_764 + 47u) & 63u];
                                        uint _771 = _745 + 1u;
                                        _25 = _771;
                                        _26 = _770;
                                        if (_771 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _27 = _770;
                                }
                                else
                                {
                                    uint _686 = t0.words[(_676 + 7u) & 63u] + (_676 * 6u);
                                    uint _692 = (_686 << 3u) + t0.words[(_686 + 30u) & 63u];
                                    _27 = (_692 << 2u) + t0.words[(_692 + 30u) & 63u];
                                }
                                _41 = t0.words[(_27 + 6u) & 63u] + _27;
                                break;
                            }
                            case 1u:
                            {
                                uint _28 = 0u;
                                uint _29 = t0.words[(_21 + 16u) & 63u] + (_21 << 1u);
                                uint _661;
                                uint _30;
                                uint _32;
                                uint _37;
                                uint _38;
                                uint _39;
                                for (;;)
                                {
                                    uint _453 = _28;
                                    if (((_29 ^ 570u) % 6u) == 1u)
                                    {
                                        uint _520 = t0.words[(_29 + 60u) & 63u] + (_29 * 6u);
                                        uint _527 = (_520 << 3u) + t0.words[(_520 + 4u) & 63u];
                                        _32 = _527 + t0.words[(_527 + 20u) & 63u];
                                    }
                                    else
                                    {
                                        switch (_29 & 3u)
                                        {
                                            case 0u:
                                            {
                                                uint _479 = t0.words[(_29 + 5u) & 63u] + (_29 * 3u);
                                                _30 = (_479 << 2u) + t0.words[(_479 + 25u) & 63u];
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _466 = t0.words[(_29 + 46u) & 63u] + (_29 << 3u);
                                                _30 = (_466 * 3u) + t0.words[(_466 + 43u) & 63u];
                                                break;
                                            }
                                            default:
                                            {
                                                _30 = t0.words[(_29 + 52u) & 63u] + (_29 << 2u);
                                                break;
                                            }
                                        }
                                        uint _31 = _30;
                                        if (((_262 ^ 837u) % 6u) == 0u)
                                        {
                                            _31 = t0.words[(_30 + 25u) & 63u] + (_30 * 7u);
                                        }
                                        _32 = _31;
                                        if (((_31 ^ 441u) % 5u) == 1u)
                                        {
                                            _32 = t0.words[(_31 + 63u) & 63u] + _31;
                                        }
                                    }
                                    uint _33 = 0u;
                                    uint _34 = t0.words[(_32 + 8u) & 63u] + _32;
                                    bool _568;
                                    uint _35;
                                    uint _36;
                                    uint _541;
                                    for (;;)
                                    {
                                        _541 = _33;
                                        _35 = 0u;
                                        _36 = _34;
                                        uint _557;
                                        for (;;)
                                        {
                                            uint _543 = _35;
                                            uint _544 = _36;
                                            uint _550 = t0.words[(_544 + 1u) & 63u] + (_544 << 1u);
                                            _557 = (_550 << 2u) + t0.words[(_550 + 28u) & 63u];
                                            uint _558 = _543 + 1u;
                                            _35 = _558;
                                            _36 = _557;
                                            if (_558 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _566 = t0.words[(_557 + 30u) & 63u] + (_557 * 5u);
                                        _568 = (_262 & 1u) == 0u;
                                        _38 = _566;
                                        if (_568)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            switch (_566 % 3u)
                                            {
                                                case 0u:
                                                {
                                                    _37 = t0.words[(_566 + 9u) & 63u] + (_566 << 2u);
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _576 = t0.words[(_566 + 17u) & 63u] + (_566 << 1u);
                                                    _37 = (_576 << 1u) + t0.words[(_576 + 3u) & 63u];
                                                    break;
                                                }
                                                default:
                                                {
                                                    _37 = t0.words[(_566 + 48u) & 63u] + (_566 * 6u);
                                                    break;
                                                }
                                            }
                                            uint _597 = _541 + 1u;
                                            _33 = _597;
                                            _34 = _37;
                                            _38 = _37;
                                            if (_597 < 2u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                break;
                                            }
                                        }
                                    }
                                    uint _40 = _38;
                                    if (((t0.words[(_38 + 55u) & 63u] ^ 1u) % 3u) == 0u)
                                    {
                                        uint _612 = t0.words[(_38 + 52u) & 63u] + (_38 << 2u);
                                        if (((_262 ^ 648u) % 3u) == 1u)
                                        {
                                            _39 = t0.words[(_612 + 2u) & 63u] + (_612 * 7u);
                                        }
                                        else
                                        {
                                            uint _622 = t0.words[(_612 + 59u) & 63u] + (_612 << 2u);
                                            _39 = t0.words[(_622 + 56u) & 63u] + _622;
                                        }
                                        if (_568)
                                        {
                                            uint _654 = t0.words[(_39 + 1u) & 63u] + (_39 * 6u);
                                            _40 = (_654 << 3u) + t0.words[(_654 + 22u) & 63u];
                                        }
                                        else
                                        {
                                            uint _641 = t0.words[(_39 + 57u) & 63u] + _39;
                                            _40 = (_641 << 2u) + t0.words[(_641 + 50u) & 63u];
                                        }
                                    }
                                    _661 = _40;
                                    uint _662 = _453 + 1u;
                                    _28 = _662;
                                    _29 = _661;
                                    if (_662 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _41 = _661;
                                break;
                            }
                            default:
                            {
                                _41 = t0.words[(_21 + 19u) & 63u] + (_21 << 3u);
                                break;
                            }
                        }
                        _42 = _41;
                        if ((_41 & 1u) == 0u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _41;
                            main_join = 117u;
                        }
                        else
                        {
                            main_join = 72u;
                        }
                    }
                    else
                    {
                        main_join = 72u;
                    }
                    switch (main_join)
                    {
                        case 72u:
                        {
                            _43 = t0.words[(_42 + 42u) & 63u] + (_42 * 3u);
                            main_join = 76u;
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    break;
                }
                case 1u:
                {
                    uint _307 = t0.words[(_287 + 40u) & 63u] + (_287 * 5u);
                    _43 = (_307 * 5u) + t0.words[(_307 + 10u) & 63u];
                    main_join = 76u;
                    break;
                }
                default:
                {
                    _43 = _287;
                    if (((t0.words[(_287 + 19u) & 63u] ^ 568u) % 5u) == 0u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _287;
                        main_join = 117u;
                    }
                    else
                    {
                        main_join = 76u;
                    }
                    break;
                }
            }
        }
    }
    else
    {
        main_join = 76u;
    }
    switch (main_join)
    {
        case 76u:
        {
            uint _819 = t0.words[(_43 + 3u) & 63u];
            uint _820 = _819 + (_43 << 1u);
            uint _825 = t0.words[(_820 + 55u) & 63u];
            uint _826 = (_820 * 6u) + _825;
            if (((_826 ^ 68u) % 3u) == 1u)
            {
                u0.words[gl_GlobalInvocationID.x] = _826;
            }
            else
            {
                uint _836 = t0.words[(_826 + 28u) & 63u] + (_826 * 5u);
                uint _44 = _836;
                if (((t0.words[(_836 + 5u) & 63u] ^ 757u) % 5u) == 1u)
                {
                    uint _850 = t0.words[(_836 + 1u) & 63u] + (_836 << 2u);
                    uint _857 = (_850 << 2u) + t0.words[(_850 + 62u) & 63u];
                    _44 = (_857 * 3u) + t0.words[(_857 + 40u) & 63u];
                }
                if (((_44 ^ 761u) % 6u) == 0u)
                {
                    u0.words[gl_GlobalInvocationID.x] = _44;
                }
                else
                {
                    uint _55;
                    switch (_44 % 5u)
                    {
                        case 0u:
                        {
                            _55 = _44;
                            if (((_262 ^ 451u) % 5u) == 0u)
                            {
                                uint _45 = 0u;
                                uint _46 = _44;
                                uint _887;
                                for (;;)
                                {
                                    uint _881 = _45;
                                    uint _882 = _46;
                                    _887 = t0.words[(_882 + 40u) & 63u] + _882;
                                    uint _888 = _881 + 1u;
                                    _45 = _888;
                                    _46 = _887;
                                    if (_888 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _54 = _887;
                                if (((_887 ^ 896u) % 6u) == 0u)
                                {
                                    uint _47 = 0u;
                                    uint _48 = _887;
                                    uint _6;
                                    uint _7;
                                    uint _8;
                                    uint _9;
                                    for (;;)
                                    {
                                        uint _895 = _47;
                                        uint _51 = _48;
                                        if (((_262 ^ 673u) % 5u) == 1u)
                                        {
                                            uint _49 = 0u;
                                            uint _50 = _48;
                                            for (;;)
                                            {
                                                uint _901 = _49;
                                                _6 = _50;
                                                if ((t0.words[(_50 + 25u) & 63u] & 3u) == 1u)
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_53_exit = 0u;
                                                    break;
                                                }
                                                uint _914 = t0.words[(_6 + 9u) & 63u] + _6;
                                                _7 = _914;
                                                uint _915 = _901 + 1u;
                                                _49 = _915;
                                                _50 = _914;
                                                if (_915 < 2u)
                                                {
                                                    continue;
                                                }
                                                else
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_53_exit = 1u;
                                                    break;
                                                }
                                            }
                                            bool _188_ladder_break = false;
                                            switch (_RESERVED_IDENTIFIER_FIXUP_53_exit)
                                            {
                                                case 0u:
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_46_exit = 0u;
                                                    _188_ladder_break = true;
                                                    break;
                                                }
                                                default:
                                                {
                                                    break;
                                                }
                                            }
                                            if (_188_ladder_break)
                                            {
                                                break;
                                            }
                                            uint _924 = t0.words[(_7 + 22u) & 63u] + (_7 << 1u);
                                            _8 = _924;
                                            _51 = _924;
                                            if ((_262 & 1u) == 0u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_46_exit = 1u;
                                                break;
                                            }
                                        }
                                        uint _52 = 0u;
                                        uint _53 = t0.words[(_51 + 6u) & 63u] + (_51 << 3u);
                                        uint _941;
                                        for (;;)
                                        {
                                            uint _934 = _52;
                                            uint _935 = _53;
                                            _941 = t0.words[(_935 + 19u) & 63u] + (_935 << 3u);
                                            uint _942 = _934 + 1u;
                                            _52 = _942;
                                            _53 = _941;
                                            if (_942 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _949 = t0.words[(_941 + 22u) & 63u] + (_941 * 7u);
                                        _9 = _949;
                                        uint _950 = _895 + 1u;
                                        _47 = _950;
                                        _48 = _949;
                                        if (_950 < 4u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_46_exit = 2u;
                                            break;
                                        }
                                    }
                                    switch (_RESERVED_IDENTIFIER_FIXUP_46_exit)
                                    {
                                        case 0u:
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _6;
                                            main_join = 117u;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _8;
                                            main_join = 117u;
                                            break;
                                        }
                                        default:
                                        {
                                            _54 = _9;
                                            main_join = 99u;
                                            break;
                                        }
                                    }
                                }
                                else
                                {
                                    main_join = 99u;
                                }
                                switch (main_join)
                                {
                                    case 99u:
                                    {
                                        _55 = t0.words[(_54 + 19u) & 63u] + (_54 << 3u);
                                        main_join = 102u;
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
                                main_join = 102u;
                            }
                            break;
                        }
                        case 1u:
                        {
                            _55 = t0.words[(_44 + 20u) & 63u] + (_44 * 6u);
                            main_join = 102u;
                            break;
                        }
                        default:
                        {
                            _55 = t0.words[(_44 + 1u) & 63u] + _44;
                            main_join = 102u;
                            break;
                        }
                    }
                    switch (main_join)
                    {
                        case 102u:
                        {
                            uint _59 = _55;
                            switch (_55 & 3u)
                            {
                                case 0u:
                                {
                                    uint _1075 = t0.words[(_55 + 43u) & 63u] + (_55 * 5u);
                                    _59 = (_1075 << 1u) + t0.words[(_1075 + 13u) & 63u];
                                    main_join = 116u;
                                    break;
                                }
                                case 1u:
                                {
                                    _59 = _55;
                                    if ((t0.words[(_55 + 40u) & 63u] & 3u) == 2u)
                                    {
                                        if (((_262 ^ 592u) % 6u) == 1u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _55;
                                            main_join = 117u;
                                        }
                                        else
                                        {
                                            _59 = _55;
                                            if ((t0.words[(_55 + 43u) & 63u] & 3u) == 3u)
                                            {
                                                _59 = _55;
                                                if (((_55 % 5u) | ((t0.words[(_55 + 51u) & 63u] ^ 691u) % 6u)) == 0u)
                                                {
                                                    if (((t0.words[(_55 + 28u) & 63u] ^ 240u) % 6u) == 1u)
                                                    {
                                                        uint _56 = _55;
                                                        if (((_55 ^ 633u) % 6u) == 0u)
                                                        {
                                                            uint _1026 = t0.words[(_55 + 27u) & 63u] + (_55 * 6u);
                                                            _56 = (_1026 * 7u) + t0.words[(_1026 + 47u) & 63u];
                                                        }
                                                        uint _57 = t0.words[(_56 + 48u) & 63u] + (_56 << 1u);
                                                        uint _58 = 0u;
                                                        uint _1066;
                                                        for (;;)
                                                        {
                                                            uint _1040 = _57;
                                                            uint _1041 = _58;
                                                            uint _1048 = t0.words[(_1040 + 37u) & 63u] + (_1040 * 3u);
                                                            uint _1054 = (_1048 * 6u) + t0.words[(_1048 + 3u) & 63u];
                                                            uint _1060 = (_1054 << 2u) + t0.words[(_1054 + 5u) & 63u];
                                                            _1066 = (_1060 << 1u) + t0.words[(_1060 + 4u) & 63u];
                                                            uint _1067 = _1041 + 1u;
                                                            _57 = _1066;
                                                            _58 = _1067;
                                                            if (_1067 == 2u)
                                                            {
                                                                break;
                                                            }
                                                            else
                                                            {
                                                                continue;
                                                            }
                                                        }
                                                        _59 = _1066;
                                                        main_join = 116u;
                                                    }
                                                    else
                                                    {
                                                        _59 = t0.words[(_55 + 46u) & 63u] + (_55 << 2u);
                                                        main_join = 116u;
                                                    }
                                                }
                                                else
                                                {
                                                    main_join = 116u;
                                                }
                                            }
                                            else
                                            {
                                                main_join = 116u;
                                            }
                                        }
                                    }
                                    else
                                    {
                                        main_join = 116u;
                                    }
                                    break;
                                }
                                default:
                                {
                                    main_join = 116u;
                                    break;
                                }
                            }
                            switch (main_join)
                            {
                                case 116u:
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _59;
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
            }
            break;
        }
        default:
        {
            break;
        }
    }
}

