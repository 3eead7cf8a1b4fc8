#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _224;

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
    uint _RESERVED_IDENTIFIER_FIXUP_65_exit = 0u;
    uint main_join = 0u;
    uint _216 = gl_GlobalInvocationID.x & 63u;
    uint _223 = t0.words[_216];
    uint _227 = _223 & 3u;
    uint _17 = gl_GlobalInvocationID.x;
    if (_227 == 1u)
    {
        uint _236 = t0.words[(gl_GlobalInvocationID.x + 57u) & 63u];
        uint _237 = _236 + (gl_GlobalInvocationID.x << 3u);
        if (((_223 ^ 235u) % 6u) == 0u)
        {
            uint _280 = t0.words[(_237 + 8u) & 63u] + (_237 * 6u);
            if ((_280 & 1u) == 0u)
            {
                _17 = t0.words[(_280 + 32u) & 63u] + (_280 * 6u);
                main_join = 29u;
            }
            else
            {
                uint _15 = _280;
                if (((_280 ^ 216u) % 5u) == 1u)
                {
                    uint _11;
                    if ((_280 % 5u) == 0u)
                    {
                        uint _7 = 0u;
                        uint _8 = _280;
                        uint _345;
                        uint _9;
                        uint _10;
                        for (;;)
                        {
                            uint _297 = _7;
                            uint _304 = t0.words[(_8 + 17u) & 63u] + _8;
                            if ((_304 & 3u) == 3u)
                            {
                                _9 = t0.words[(_304 + 49u) & 63u] + (_304 << 2u);
                            }
                            else
                            {
                                uint _313 = t0.words[(_304 + 32u) & 63u] + (_304 * 3u);
                                _9 = (_313 * 7u) + t0.words[(_313 + 54u) & 63u];
                            }
                            if ((_9 % 3u) == 0u)
                            {
                                _10 = t0.words[(_9 + 23u) & 63u] + (_9 * 5u);
                            }
                            else
                            {
                                _10 = t0.words[(_9 + 48u) & 63u] + _9;
                            }
                            _345 = _10;
                            uint _346 = _297 + 1u;
                            _7 = _346;
                            _8 = _345;
                            if (_346 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _11 = _345;
                    }
                    else
                    {
                        _11 = t0.words[(_280 + 57u) & 63u] + (_280 * 6u);
                    }
                    uint _12 = 0u;
                    uint _13 = _11;
                    uint _372;
                    uint _6;
                    for (;;)
                    {
                        uint _349 = _12;
                        uint _14 = _13;
                        if (((t0.words[(_13 + 30u) & 63u] ^ 65u) % 5u) == 1u)
                        {
                            _14 = t0.words[(_13 + 23u) & 63u] + (_13 * 7u);
                        }
                        _372 = t0.words[(_14 + 13u) & 63u] + _14;
                        if (((t0.words[(_372 + 23u) & 63u] ^ 171u) % 5u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_7_exit = 0u;
                            break;
                        }
                        uint _386 = t0.words[(_372 + 11u) & 63u] + _372;
                        uint _393 = (_386 * 7u) + t0.words[(_386 + 36u) & 63u];
                        _6 = _393;
                        uint _394 = _349 + 1u;
                        _12 = _394;
                        _13 = _393;
                        if (_394 < 3u)
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
                            u0.words[gl_GlobalInvocationID.x] = _372;
                            main_join = 105u;
                            break;
                        }
                        default:
                        {
                            _15 = _6;
                            main_join = 22u;
                            break;
                        }
                    }
                }
                else
                {
                    main_join = 22u;
                }
                switch (main_join)
                {
                    case 22u:
                    {
                        _17 = t0.words[(_15 + 60u) & 63u] + (_15 * 3u);
                        main_join = 29u;
                        break;
                    }
                }
            }
        }
        else
        {
            uint _249 = t0.words[(_237 + 23u) & 63u] + (_237 * 3u);
            uint _16;
            if ((_249 % 3u) == 0u)
            {
                _16 = t0.words[(_249 + 61u) & 63u] + (_249 * 6u);
            }
            else
            {
                _16 = t0.words[(_249 + 9u) & 63u] + _249;
            }
            _17 = _16;
            if ((_223 & 1u) == 0u)
            {
                u0.words[gl_GlobalInvocationID.x] = _16;
                main_join = 105u;
            }
            else
            {
                main_join = 29u;
            }
        }
    }
    else
    {
        main_join = 29u;
    }
    switch (main_join)
    {
        case 29u:
        {
            uint _421 = t0.words[(_17 + 5u) & 63u] + (_17 * 7u);
            uint _18 = 0u;
            uint _19 = t0.words[(_421 + 51u) & 63u] + _421;
            uint _436;
            for (;;)
            {
                uint _428 = _18;
                uint _429 = _19;
                _436 = t0.words[(_429 + 26u) & 63u] + (_429 * 6u);
                uint _437 = _428 + 1u;
                _18 = _437;
                _19 = _436;
                if (_437 == 5u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            uint _20 = _436;
            if (_227 == 2u)
            {
                uint _446 = t0.words[(_436 + 15u) & 63u] + (_436 * 3u);
                uint _451 = t0.words[(_446 + 49u) & 63u] + _446;
                _20 = (_451 << 3u) + t0.words[(_451 + 23u) & 63u];
            }
            uint _21 = _20;
            if (((_223 ^ 400u) % 5u) == 1u)
            {
                uint _468 = t0.words[(_20 + 49u) & 63u] + (_20 << 1u);
                _21 = (_468 << 1u) + t0.words[(_468 + 1u) & 63u];
            }
            uint _47 = _21;
            if ((_223 & 1u) == 0u)
            {
                main_join = 104u;
            }
            else
            {
                _47 = _21;
                switch (_21 % 5u)
                {
                    case 0u:
                    {
                        uint _29;
                        if (((_223 ^ 167u) % 3u) == 1u)
                        {
                            uint _22 = 0u;
                            uint _23 = t0.words[(_21 + 35u) & 63u] + (_21 << 3u);
                            uint _885;
                            uint _27;
                            uint _28;
                            for (;;)
                            {
                                uint _878 = _22;
                                _885 = t0.words[(_23 + 24u) & 63u] + (_23 * 7u);
                                if ((_885 & 1u) == 0u)
                                {
                                    _28 = _885;
                                    if (((_885 ^ 621u) % 5u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_65_exit = 1u;
                                        break;
                                    }
                                    uint _24 = 0u;
                                    uint _25 = _885;
                                    uint _929;
                                    for (;;)
                                    {
                                        uint _896 = _24;
                                        uint _903 = t0.words[(_25 + 21u) & 63u] + (_25 * 6u);
                                        uint _909 = (_903 * 7u) + t0.words[(_903 + 12u) & 63u];
                                        uint _26 = _909;
                                        if (((t0.words[(_909 + 32u) & 63u] ^ 346u) % 5u) == 1u)
                                        {
                                            uint _922 = t0.words[(_909 + 54u) & 63u] + _909;
                                            _26 = (_922 * 5u) + t0.words[(_922 + 26u) & 63u];
                                        }
                                        _929 = _26;
                                        uint _930 = _896 + 1u;
                                        _24 = _930;
                                        _25 = _929;
                                        if (_930 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _27 = t0.words[(_929 + 52u) & 63u] + (_929 << 3u);
                                }
                                else
                                {
                                    _27 = _885;
                                    if (((_223 ^ 324u) % 6u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_65_exit = 0u;
                                        break;
                                    }
                                }
                                uint _944 = t0.words[(_27 + 32u) & 63u] + (_27 * 7u);
                                uint _949 = t0.words[(_944 + 23u) & 63u] + _944;
                                uint _950 = _878 + 1u;
                                _22 = _950;
                                _23 = _949;
                                _28 = _949;
                                if (_950 < 3u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_65_exit = 1u;
                                    break;
                                }
                            }
                            switch (_RESERVED_IDENTIFIER_FIXUP_65_exit)
                            {
                                case 0u:
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _885;
                                    main_join = 105u;
                                    break;
                                }
                                default:
                                {
                                    _29 = _28;
                                    main_join = 51u;
                                    break;
                                }
                            }
                        }
                        else
                        {
                            uint _864 = t0.words[(_21 + 2u) & 63u] + (_21 << 2u);
                            _29 = (_864 * 6u) + t0.words[(_864 + 45u) & 63u];
                            main_join = 51u;
                        }
                        switch (main_join)
                        {
                            case 51u:
                            {
                                _47 = t0.words[(_29 + 12u) & 63u] + (_29 * 7u);
                                main_join = 104u;
                                break;
                            }
                        }
                        break;
                    }
                    case 1u:
                    {
                        uint _484 = t0.words[(_21 + 2u) & 63u] + (_21 << 3u);
                        _47 = _484;
                        switch (_484 % 5u)
                        {
                            case 0u:
                            {
                                _47 = t0.words[(_484 + 62u) & 63u] + (_484 * 5u);
                                main_join = 104u;
                                break;
                            }
                            case 1u:
                            {
                                uint _32 = _484;
                                if ((t0.words[(_484 + 62u) & 63u] & 3u) == 3u)
                                {
                                    uint _30;
                                    if ((_484 % 3u) == 0u)
                                    {
                                        if ((_484 & 3u) == 0u)
                                        {
                                            if (((_484 ^ 511u) % 5u) == 1u)
                                            {
                                                _30 = t0.words[(_484 + 34u) & 63u] + _484;
                                            }
                                            else
                                            {
                                                uint _578 = t0.words[(_484 + 59u) & 63u] + (_484 << 1u);
                                                _30 = (_578 * 6u) + t0.words[(_578 + 47u) & 63u];
                                            }
                                        }
                                        else
                                        {
                                            _30 = _484;
                                            if (((_223 ^ 903u) % 3u) == 1u)
                                            {
                                                uint _561 = t0.words[(_484 + 45u) & 63u] + _484;
                                                _30 = t0.words[(_561 + 56u) & 63u] + _561;
                                            }
                                        }
                                    }
                                    else
                                    {
                                        if (((t0.words[(_484 + 4u) & 63u] ^ 525u) % 6u) == 0u)
                                        {
                                            uint _524 = t0.words[(_484 + 50u) & 63u] + (_484 * 3u);
                                            uint _531 = (_524 * 7u) + t0.words[(_524 + 25u) & 63u];
                                            _30 = _531;
                                            if (!((t0.words[(_531 + 16u) & 63u] & 1u) == 0u))
                                            {
                                                uint _543 = t0.words[(_531 + 3u) & 63u] + _531;
                                                _30 = (_543 << 1u) + t0.words[(_543 + 62u) & 63u];
                                            }
                                        }
                                        else
                                        {
                                            uint _510 = t0.words[(_484 + 43u) & 63u] + (_484 * 6u);
                                            _30 = t0.words[(_510 + 21u) & 63u] + (_510 * 7u);
                                        }
                                    }
                                    uint _31;
                                    switch (_30 & 3u)
                                    {
                                        case 0u:
                                        {
                                            _31 = t0.words[(_30 + 1u) & 63u] + (_30 << 1u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _605 = t0.words[(_30 + 60u) & 63u] + (_30 * 5u);
                                            _31 = (_605 * 5u) + t0.words[(_605 + 9u) & 63u];
                                            break;
                                        }
                                        case 2u:
                                        {
                                            _31 = t0.words[(_30 + 23u) & 63u] + (_30 * 5u);
                                            break;
                                        }
                                        default:
                                        {
                                            uint _624 = t0.words[(_30 + 52u) & 63u] + (_30 * 6u);
                                            uint _631 = (_624 * 7u) + t0.words[(_624 + 41u) & 63u];
                                            _31 = (_631 << 1u) + t0.words[(_631 + 60u) & 63u];
                                            break;
                                        }
                                    }
                                    _32 = t0.words[(_31 + 44u) & 63u] + (_31 << 1u);
                                }
                                switch (_32 % 5u)
                                {
                                    case 0u:
                                    {
                                        uint _33 = 0u;
                                        uint _34 = _32;
                                        uint _839;
                                        for (;;)
                                        {
                                            uint _813 = _33;
                                            uint _814 = _34;
                                            uint _821 = t0.words[(_814 + 24u) & 63u] + (_814 * 6u);
                                            uint _827 = (_821 * 5u) + t0.words[(_821 + 40u) & 63u];
                                            uint _833 = (_827 * 3u) + t0.words[(_827 + 16u) & 63u];
                                            _839 = (_833 * 3u) + t0.words[(_833 + 3u) & 63u];
                                            uint _840 = _813 + 1u;
                                            _33 = _840;
                                            _34 = _839;
                                            if (_840 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _47 = _839;
                                        main_join = 104u;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _660 = t0.words[(_32 + 33u) & 63u];
                                        uint _661 = _660 + (_32 * 5u);
                                        switch (_661 & 3u)
                                        {
                                            case 0u:
                                            {
                                                uint _35 = 0u;
                                                uint _36 = _661;
                                                uint _802;
                                                uint _37;
                                                uint _38;
                                                uint _747;
                                                for (;;)
                                                {
                                                    _747 = _35;
                                                    _37 = 0u;
                                                    _38 = _36;
                                                    uint _761;
                                                    for (;;)
                                                    {
                                                        uint _749 = _37;
                                                        uint _750 = _38;
                                                        uint _755 = t0.words[(_750 + 61u) & 63u] + _750;
                                                        _761 = (_755 * 6u) + t0.words[(_755 + 9u) & 63u];
                                                        uint _762 = _749 + 1u;
                                                        _37 = _762;
                                                        _38 = _761;
                                                        if (_762 == 2u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    uint _39 = _761;
                                                    if ((t0.words[(_761 + 40u) & 63u] & 3u) == 0u)
                                                    {
                                                        uint _776 = t0.words[(_761 + 31u) & 63u] + (_761 * 5u);
                                                        _39 = (_776 * 5u) + t0.words[(_776 + 40u) & 63u];
                                                    }
                                                    uint _40 = 0u;
                                                    uint _41 = _39;
                                                    for (;;)
                                                    {
                                                        uint _784 = _40;
                                                        uint _791 = t0.words[(_41 + 47u) & 63u] + (_41 * 5u);
                                                        uint _797 = (_791 << 3u) + t0.words[(_791 + 40u) & 63u];
                                                        _802 = _797 + t0.words[(_797 + 13u) & 63u];
                                                        uint _803 = _784 + 1u;
                                                        _40 = _803;
                                                        _41 = _802;
                                                        if (_803 == 3u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    uint _805 = _747 + 1u;
                                                    _35 = _805;
                                                    _36 = _802;
                                                    if (_805 == 3u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _47 = _802;
                                                main_join = 104u;
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _42 = _661;
                                                uint _43 = 0u;
                                                uint _46;
                                                uint _716;
                                                uint _717;
                                                for (;;)
                                                {
                                                    _716 = _42;
                                                    _717 = _43;
                                                    _46 = _716;
                                                    if (((t0.words[(_716 + 40u) & 63u] ^ 829u) % 3u) == 1u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        uint _44 = _716;
                                                        if (!(((t0.words[(_716 + 33u) & 63u] ^ 892u) % 3u) == 0u))
                                                        {
                                                            uint _740 = t0.words[(_716 + 51u) & 63u] + (_716 << 1u);
                                                            _46 = _740;
                                                            _44 = _740;
                                                            if ((_740 & 3u) == 0u)
                                                            {
                                                                break;
                                                            }
                                                            else
                                                            {
                                                            }
                                                        }
                                                        uint _744 = _717 + 1u;
                                                        _42 = _44;
                                                        _43 = _744;
                                                        _46 = _44;
                                                        if (_744 < 4u)
                                                        {
                                                            continue;
                                                        }
                                                        else
                                                        {
                                                            break;
                                                        }
                                                    }
                                                }
                                                _47 = _46;
                                                main_join = 104u;
                                                break;
                                            }
                                            case 2u:
                                            {
                                                if (((_223 ^ 547u) % 3u) == 0u)
                                                {
                                                    u0.words[gl_GlobalInvocationID.x] = _661;
                                                    main_join = 105u;
                                                }
                                                else
                                                {
                                                    if (((t0.words[(_661 + 30u) & 63u] ^ 790u) % 5u) == 0u)
                                                    {
                                                        uint _45;
                                                        switch (_661 % 5u)
                                                        {
                                                            case 0u:
                                                            {
                                                                uint _694 = t0.words[(_661 + 58u) & 63u] + (_661 * 5u);
                                                                _45 = (_694 * 3u) + t0.words[(_694 + 28u) & 63u];
                                                                break;
                                                            }
                                                            case 1u:
                                                            {
                                                                _45 = t0.words[(_661 + 48u) & 63u] + (_661 * 5u);
                                                                break;
                                                            }
                                                            default:
                                                            {
                                                                _45 = t0.words[(_661 + 59u) & 63u] + (_661 << 2u);
                                                                break;
                                                            }
                                                        }
                                                        _47 = t0.words[(_45 + 34u) & 63u] + (_45 * 5u);
                                                        main_join = 104u;
                                                    }
                                                    else
                                                    {
                                                        _47 = t0.words[(_661 + 16u) & 63u] + (_661 << 1u);
                                                        main_join = 104u;
                                                    }
                                                }
                                                break;
                                            }
                                            default:
                                            {
                                                _47 = t0.words[(_661 + 52u) & 63u] + (_661 * 3u);
                                                main_join = 104u;
                                                break;
                                            }
                                        }
                                        break;
                                    }
                                    case 2u:
                                    {
                                        _47 = t0.words[(_32 + 30u) & 63u] + (_32 * 5u);
                                        main_join = 104u;
                                        break;
                                    }
                                    default:
                                    {
                                        _47 = t0.words[(_32 + 12u) & 63u] + (_32 << 3u);
                                        main_join = 104u;
                                        break;
                                    }
                                }
                                break;
                            }
                            default:
                            {
                                main_join = 104u;
                                break;
                            }
                        }
                        break;
                    }
                    default:
                    {
                        main_join = 104u;
                        break;
                    }
                }
            }
            switch (main_join)
            {
                case 104u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _47;
                    break;
                }
            }
            break;
        }
    }
}

