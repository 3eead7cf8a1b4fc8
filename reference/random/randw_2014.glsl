#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _282;

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
    uint _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_71_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_74_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_72_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_57_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_57_loop_join = 0u;
    uint _274 = gl_GlobalInvocationID.x & 63u;
    uint _281 = t0.words[_274];
    uint _290 = t0.words[(gl_GlobalInvocationID.x + 24u) & 63u];
    uint _291 = _290 + (gl_GlobalInvocationID.x * 7u);
    if (((_291 ^ 446u) % 5u) == 0u)
    {
        u0.words[gl_GlobalInvocationID.x] = _291;
    }
    else
    {
        uint _16 = 0u;
        uint _17 = _291;
        uint _299;
        uint _6;
        uint _7;
        uint _8;
        uint _9;
        uint _10;
        uint _11;
        uint _12;
        uint _13;
        uint _14;
        uint _15;
        uint _25;
        uint _26;
        uint _29;
        uint _36;
        uint _44;
        uint _47;
        for (;;)
        {
            uint _298 = _16;
            _299 = _17;
            uint _56 = _299;
            bool _68_ladder_break = false;
            switch (_299 % 5u)
            {
                case 0u:
                {
                    if (((t0.words[(_299 + 12u) & 63u] ^ 446u) % 3u) == 1u)
                    {
                        uint _18 = 0u;
                        uint _19 = t0.words[(_299 + 31u) & 63u] + (_299 * 3u);
                        uint _1074;
                        for (;;)
                        {
                            uint _886 = _18;
                            if ((_19 & 3u) == 1u)
                            {
                                uint _20 = 0u;
                                uint _21 = _19;
                                uint _983;
                                for (;;)
                                {
                                    uint _953 = _20;
                                    uint _22 = _21;
                                    if (!((t0.words[(_21 + 37u) & 63u] & 1u) == 0u))
                                    {
                                        _22 = _21;
                                        if ((t0.words[(_21 + 31u) & 63u] & 3u) == 1u)
                                        {
                                            uint _971 = t0.words[(_21 + 13u) & 63u] + _21;
                                            uint _976 = t0.words[(_971 + 25u) & 63u] + _971;
                                            _22 = (_976 << 2u) + t0.words[(_976 + 13u) & 63u];
                                        }
                                    }
                                    _983 = _22;
                                    uint _984 = _953 + 1u;
                                    _20 = _984;
                                    _21 = _983;
                                    if (_984 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                if ((t0.words[(_983 + 19u) & 63u] & 3u) == 1u)
                                {
                                    uint _1036 = t0.words[(_983 + 28u) & 63u] + (_983 << 2u);
                                    uint _1042 = (_1036 << 1u) + t0.words[(_1036 + 2u) & 63u];
                                    if ((_1042 % 5u) == 0u)
                                    {
                                        _26 = t0.words[(_1042 + 45u) & 63u] + _1042;
                                    }
                                    else
                                    {
                                        _26 = t0.words[(_1042 + 21u) & 63u] + (_1042 << 2u);
                                    }
                                }
                                else
                                {
                                    switch (_983 & 3u)
                                    {
                                        case 0u:
                                        {
                                            _26 = t0.words[(_983 + 29u) & 63u] + (_983 * 7u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _1012 = t0.words[(_983 + 60u) & 63u] + (_983 * 7u);
                                            _26 = (_1012 * 3u) + t0.words[(_1012 + 49u) & 63u];
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _998 = t0.words[(_983 + 45u) & 63u] + (_983 << 3u);
                                            _26 = (_998 << 1u) + t0.words[(_998 + 46u) & 63u];
                                            break;
                                        }
                                        default:
                                        {
                                            _26 = t0.words[(_983 + 4u) & 63u] + (_983 * 6u);
                                            break;
                                        }
                                    }
                                }
                            }
                            else
                            {
                                switch (_19 % 5u)
                                {
                                    case 0u:
                                    {
                                        uint _909 = t0.words[(_19 + 34u) & 63u] + (_19 * 7u);
                                        uint _916 = (_909 * 3u) + t0.words[(_909 + 14u) & 63u];
                                        _25 = (_916 * 3u) + t0.words[(_916 + 47u) & 63u];
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _25 = t0.words[(_19 + 42u) & 63u] + (_19 * 5u);
                                        break;
                                    }
                                    case 2u:
                                    {
                                        _25 = t0.words[(_19 + 40u) & 63u] + (_19 << 1u);
                                        break;
                                    }
                                    default:
                                    {
                                        uint _23 = 0u;
                                        uint _24 = _19;
                                        uint _943;
                                        for (;;)
                                        {
                                            uint _923 = _23;
                                            uint _924 = _24;
                                            uint _931 = t0.words[(_924 + 13u) & 63u] + (_924 * 5u);
                                            uint _937 = (_931 * 3u) + t0.words[(_931 + 4u) & 63u];
                                            _943 = (_937 << 2u) + t0.words[(_937 + 35u) & 63u];
                                            uint _944 = _923 + 1u;
                                            _23 = _944;
                                            _24 = _943;
                                            if (_944 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _25 = _943;
                                        break;
                                    }
                                }
                                _26 = t0.words[(_25 + 18u) & 63u] + (_25 * 5u);
                            }
                            uint _1063 = t0.words[(_26 + 59u) & 63u] + (_26 * 7u);
                            uint _1068 = t0.words[(_1063 + 39u) & 63u] + _1063;
                            _1074 = (_1068 << 3u) + t0.words[(_1068 + 60u) & 63u];
                            uint _1075 = _886 + 1u;
                            _18 = _1075;
                            _19 = _1074;
                            if (_1075 == 4u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _56 = _1074;
                    }
                    else
                    {
                        _56 = subgroupAdd(_299 & 255u) + _299;
                    }
                    break;
                }
                case 1u:
                {
                    uint _354 = subgroupAdd(_299 & 255u) + _299;
                    _10 = _354;
                    bool _95_ladder_break = false;
                    switch (_354 & 3u)
                    {
                        case 0u:
                        {
                            uint _27 = 0u;
                            uint _28 = _10;
                            for (;;)
                            {
                                uint _760 = _27;
                                _6 = _28;
                                if ((_28 & 3u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_57_exit = 0u;
                                    break;
                                }
                                uint _33 = _6;
                                if (!((_6 & 1u) == 0u))
                                {
                                    uint _32 = _6;
                                    if (((_281 ^ 224u) % 5u) == 1u)
                                    {
                                        if (((t0.words[(_6 + 28u) & 63u] ^ 923u) % 6u) == 1u)
                                        {
                                            uint _800 = t0.words[(_6 + 26u) & 63u] + (_6 * 7u);
                                            _29 = _800 + subgroupAdd(_800 & 255u);
                                        }
                                        else
                                        {
                                            uint _787 = t0.words[(_6 + 50u) & 63u] + _6;
                                            _29 = (_787 * 6u) + t0.words[_787 & 63u];
                                        }
                                        _33 = _29;
                                        if ((_281 & 1u) == 0u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_57_loop_join = 50u;
                                        }
                                        else
                                        {
                                            switch (_29 % 3u)
                                            {
                                                case 0u:
                                                {
                                                    uint _838 = t0.words[(_29 + 25u) & 63u] + (_29 * 3u);
                                                    _32 = (_838 * 6u) + t0.words[(_838 + 54u) & 63u];
                                                    _RESERVED_IDENTIFIER_FIXUP_57_loop_join = 49u;
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    _33 = _29;
                                                    if (((t0.words[(_29 + 31u) & 63u] ^ 430u) % 5u) == 1u)
                                                    {
                                                        _RESERVED_IDENTIFIER_FIXUP_57_loop_join = 50u;
                                                    }
                                                    else
                                                    {
                                                        uint _30 = 0u;
                                                        uint _31 = _29;
                                                        uint _829;
                                                        for (;;)
                                                        {
                                                            uint _816 = _30;
                                                            uint _817 = _31;
                                                            uint _822 = t0.words[(_817 + 54u) & 63u] + _817;
                                                            _829 = (_822 << 3u) + t0.words[(_822 + 20u) & 63u];
                                                            uint _830 = _816 + 1u;
                                                            _30 = _830;
                                                            _31 = _829;
                                                            if (_830 == 2u)
                                                            {
                                                                break;
                                                            }
                                                            else
                                                            {
                                                                continue;
                                                            }
                                                        }
                                                        _32 = _829;
                                                        _RESERVED_IDENTIFIER_FIXUP_57_loop_join = 49u;
                                                    }
                                                    break;
                                                }
                                                default:
                                                {
                                                    _32 = t0.words[(_29 + 35u) & 63u] + (_29 * 5u);
                                                    _RESERVED_IDENTIFIER_FIXUP_57_loop_join = 49u;
                                                    break;
                                                }
                                            }
                                        }
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_57_loop_join = 49u;
                                    }
                                    switch (_RESERVED_IDENTIFIER_FIXUP_57_loop_join)
                                    {
                                        case 49u:
                                        {
                                            _33 = subgroupAdd(_32 & 255u) + _32;
                                            break;
                                        }
                                    }
                                }
                                _13 = _33;
                                uint _858 = _760 + 1u;
                                _27 = _858;
                                _28 = _33;
                                if (_858 < 4u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_57_exit = 1u;
                                    break;
                                }
                            }
                            bool _206_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_57_exit)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_8_exit = 5u;
                                    _206_ladder_break = true;
                                    _95_ladder_break = true;
                                    _68_ladder_break = true;
                                    break;
                                }
                            }
                            if (_206_ladder_break)
                            {
                                break;
                            }
                            _56 = _13;
                            break;
                        }
                        case 1u:
                        {
                            uint _376 = t0.words[(_10 + 28u) & 63u] + (_10 << 1u);
                            _9 = _376;
                            bool _100_ladder_break = false;
                            switch (_376 % 5u)
                            {
                                case 0u:
                                {
                                    uint _34 = _9;
                                    if ((t0.words[(_9 + 18u) & 63u] & 3u) == 2u)
                                    {
                                        _34 = t0.words[(_9 + 5u) & 63u] + (_9 << 2u);
                                    }
                                    if (((t0.words[(_34 + 7u) & 63u] ^ 829u) % 3u) == 1u)
                                    {
                                        _56 = _34;
                                        if (!(((t0.words[(_34 + 31u) & 63u] ^ 729u) % 5u) == 1u))
                                        {
                                            bool _136_ladder_break = false;
                                            switch (_34 % 3u)
                                            {
                                                case 0u:
                                                {
                                                    uint _35 = _34;
                                                    if ((_281 & 3u) == 1u)
                                                    {
                                                        _35 = t0.words[(_34 + 34u) & 63u] + (_34 << 2u);
                                                    }
                                                    _7 = _35;
                                                    _36 = _35;
                                                    if ((_35 & 3u) == 3u)
                                                    {
                                                        _RESERVED_IDENTIFIER_FIXUP_8_exit = 4u;
                                                        _136_ladder_break = true;
                                                        _100_ladder_break = true;
                                                        _95_ladder_break = true;
                                                        _68_ladder_break = true;
                                                        break;
                                                    }
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _572 = t0.words[(_34 + 24u) & 63u] + (_34 * 7u);
                                                    uint _579 = (_572 * 6u) + t0.words[(_572 + 16u) & 63u];
                                                    _36 = t0.words[(_579 + 30u) & 63u] + _579;
                                                    break;
                                                }
                                                default:
                                                {
                                                    switch (_34 & 3u)
                                                    {
                                                        case 0u:
                                                        {
                                                            _36 = t0.words[(_34 + 38u) & 63u] + (_34 * 7u);
                                                            break;
                                                        }
                                                        case 1u:
                                                        {
                                                            uint _604 = t0.words[(_34 + 57u) & 63u] + (_34 * 7u);
                                                            _36 = (_604 << 1u) + t0.words[(_604 + 42u) & 63u];
                                                            break;
                                                        }
                                                        default:
                                                        {
                                                            _36 = t0.words[(_34 + 47u) & 63u] + (_34 * 3u);
                                                            break;
                                                        }
                                                    }
                                                    break;
                                                }
                                            }
                                            if (_136_ladder_break)
                                            {
                                                break;
                                            }
                                            _56 = t0.words[(_36 + 22u) & 63u] + (_36 * 7u);
                                        }
                                    }
                                    else
                                    {
                                        uint _37 = 0u;
                                        uint _38 = _34;
                                        for (;;)
                                        {
                                            uint _539 = _37;
                                            _8 = _38;
                                            if (((t0.words[(_38 + 10u) & 63u] ^ 311u) % 3u) == 1u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_72_exit = 0u;
                                                break;
                                            }
                                            uint _553 = subgroupAdd(_8 & 255u) + _8;
                                            _14 = _553;
                                            uint _554 = _539 + 1u;
                                            _37 = _554;
                                            _38 = _553;
                                            if (_554 < 4u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_72_exit = 1u;
                                                break;
                                            }
                                        }
                                        bool _132_ladder_break = false;
                                        switch (_RESERVED_IDENTIFIER_FIXUP_72_exit)
                                        {
                                            case 0u:
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_8_exit = 3u;
                                                _132_ladder_break = true;
                                                _100_ladder_break = true;
                                                _95_ladder_break = true;
                                                _68_ladder_break = true;
                                                break;
                                            }
                                        }
                                        if (_132_ladder_break)
                                        {
                                            break;
                                        }
                                        _56 = _14;
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    _56 = t0.words[(_9 + 54u) & 63u] + (_9 * 6u);
                                    break;
                                }
                                case 2u:
                                {
                                    _56 = t0.words[(_9 + 30u) & 63u] + (_9 << 3u);
                                    break;
                                }
                                case 3u:
                                {
                                    if (((_281 ^ 638u) % 6u) == 0u)
                                    {
                                        if ((_281 & 3u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_8_exit = 2u;
                                            _100_ladder_break = true;
                                            _95_ladder_break = true;
                                            _68_ladder_break = true;
                                            break;
                                        }
                                        _56 = t0.words[(_9 + 59u) & 63u] + (_9 * 5u);
                                    }
                                    else
                                    {
                                        uint _384 = subgroupAdd(_9 & 255u);
                                        uint _385 = _384 + _9;
                                        uint _392 = t0.words[(_385 + 36u) & 63u] + (_385 * 7u);
                                        switch (_392 & 3u)
                                        {
                                            case 0u:
                                            {
                                                uint _39 = 0u;
                                                uint _40 = _392;
                                                uint _449;
                                                for (;;)
                                                {
                                                    uint _435 = _39;
                                                    uint _436 = _40;
                                                    uint _442 = t0.words[(_436 + 29u) & 63u] + _436;
                                                    _449 = (_442 << 3u) + t0.words[(_442 + 23u) & 63u];
                                                    uint _450 = _435 + 1u;
                                                    _39 = _450;
                                                    _40 = _449;
                                                    if (_450 == 3u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                uint _41 = 0u;
                                                uint _42 = _449;
                                                uint _479;
                                                for (;;)
                                                {
                                                    uint _452 = _41;
                                                    uint _453 = _42;
                                                    uint _460 = t0.words[(_453 + 38u) & 63u] + (_453 * 5u);
                                                    uint _465 = t0.words[(_460 + 62u) & 63u] + _460;
                                                    uint _472 = (_465 << 1u) + t0.words[(_465 + 39u) & 63u];
                                                    _479 = (_472 * 6u) + t0.words[(_472 + 61u) & 63u];
                                                    uint _480 = _452 + 1u;
                                                    _41 = _480;
                                                    _42 = _479;
                                                    if (_480 == 5u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _56 = _479;
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _403 = _392 * 5u;
                                                if (((t0.words[(_392 + 41u) & 63u] ^ 424u) % 3u) == 1u)
                                                {
                                                    uint _429 = t0.words[(_392 + 43u) & 63u] + _403;
                                                    _56 = t0.words[(_429 + 41u) & 63u] + _429;
                                                }
                                                else
                                                {
                                                    uint _409 = t0.words[(_392 + 27u) & 63u] + _403;
                                                    uint _416 = (_409 * 3u) + t0.words[(_409 + 19u) & 63u];
                                                    _56 = (_416 << 3u) + t0.words[(_416 + 62u) & 63u];
                                                }
                                                break;
                                            }
                                            default:
                                            {
                                                _56 = t0.words[(_392 + 37u) & 63u] + (_392 * 6u);
                                                break;
                                            }
                                        }
                                    }
                                    break;
                                }
                                default:
                                {
                                    _56 = _9;
                                    if (((_281 ^ 993u) % 5u) == 0u)
                                    {
                                        uint _43 = _9;
                                        if (((_281 ^ 48u) % 6u) == 1u)
                                        {
                                            _43 = _9;
                                            if (!((t0.words[(_9 + 53u) & 63u] & 1u) == 0u))
                                            {
                                                uint _658 = t0.words[(_9 + 8u) & 63u] + (_9 * 7u);
                                                _43 = (_658 * 6u) + t0.words[(_658 + 4u) & 63u];
                                            }
                                        }
                                        if ((_43 % 5u) == 0u)
                                        {
                                            _44 = t0.words[(_43 + 45u) & 63u] + (_43 * 6u);
                                            _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 93u;
                                        }
                                        else
                                        {
                                            _56 = _43;
                                            _44 = _43;
                                            if (((t0.words[(_43 + 33u) & 63u] ^ 244u) % 3u) == 0u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 122u;
                                            }
                                            else
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 93u;
                                            }
                                        }
                                        switch (_RESERVED_IDENTIFIER_FIXUP_8_loop_join)
                                        {
                                            case 93u:
                                            {
                                                uint _45 = 0u;
                                                uint _46 = _44;
                                                uint _756;
                                                for (;;)
                                                {
                                                    uint _688 = _45;
                                                    uint _698 = _46 << 3u;
                                                    if (((t0.words[(_46 + 45u) & 63u] ^ 672u) % 3u) == 0u)
                                                    {
                                                        uint _722 = t0.words[(_46 + 58u) & 63u] + _698;
                                                        _47 = (_722 * 3u) + t0.words[(_722 + 38u) & 63u];
                                                    }
                                                    else
                                                    {
                                                        uint _704 = t0.words[(_46 + 50u) & 63u] + _698;
                                                        uint _710 = (_704 << 2u) + t0.words[(_704 + 19u) & 63u];
                                                        _47 = (_710 * 5u) + t0.words[(_710 + 15u) & 63u];
                                                    }
                                                    uint _735 = t0.words[(_47 + 28u) & 63u] + (_47 * 3u);
                                                    uint _48 = _735;
                                                    if (((_735 & 1u) == 0u) && ((t0.words[(_735 + 58u) & 63u] & 3u) != 0u))
                                                    {
                                                        uint _750 = t0.words[(_735 + 23u) & 63u] + (_735 * 3u);
                                                        _48 = (_750 << 2u) + t0.words[_750 & 63u];
                                                    }
                                                    _756 = _48;
                                                    uint _757 = _688 + 1u;
                                                    _45 = _757;
                                                    _46 = _756;
                                                    if (_757 == 4u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _56 = _756;
                                                break;
                                            }
                                        }
                                    }
                                    break;
                                }
                            }
                            if (_100_ladder_break)
                            {
                                break;
                            }
                            break;
                        }
                        case 2u:
                        {
                            uint _49 = 0u;
                            uint _50 = _10;
                            uint _365;
                            for (;;)
                            {
                                uint _357 = _49;
                                uint _358 = _50;
                                _365 = t0.words[(_358 + 31u) & 63u] + (_358 << 2u);
                                uint _366 = _357 + 1u;
                                _49 = _366;
                                _50 = _365;
                                if (_366 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _56 = _365;
                            break;
                        }
                        default:
                        {
                            _56 = _10;
                            if ((t0.words[(_10 + 3u) & 63u] & 3u) == 3u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_8_exit = 6u;
                                _95_ladder_break = true;
                                _68_ladder_break = true;
                                break;
                            }
                            break;
                        }
                    }
                    if (_95_ladder_break)
                    {
                        break;
                    }
                    break;
                }
                case 2u:
                {
                    _56 = _299;
                    if (((_299 ^ 826u) % 5u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_8_exit = 1u;
                        _68_ladder_break = true;
                        break;
                    }
                    break;
                }
                case 3u:
                {
                    _56 = _299;
                    if (!((_281 & 3u) == 1u))
                    {
                        uint _51 = 0u;
                        uint _52 = _299;
                        uint _53;
                        uint _54;
                        uint _304;
                        for (;;)
                        {
                            _304 = _51;
                            _53 = _52;
                            _54 = 0u;
                            for (;;)
                            {
                                _11 = _53;
                                uint _307 = _54;
                                uint _55 = _53;
                                if ((_53 % 5u) == 0u)
                                {
                                    if (((t0.words[(_11 + 56u) & 63u] ^ 500u) % 6u) == 1u)
                                    {
                                        _55 = t0.words[(_11 + 58u) & 63u] + _11;
                                    }
                                    else
                                    {
                                        _55 = _11;
                                        if (((t0.words[(_11 + 3u) & 63u] ^ 265u) % 5u) == 0u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_74_exit = 0u;
                                            break;
                                        }
                                    }
                                }
                                _12 = _55;
                                uint _338 = _307 + 1u;
                                _53 = _55;
                                _54 = _338;
                                if (_338 < 2u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_74_exit = 1u;
                                    break;
                                }
                            }
                            bool _82_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_74_exit)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_71_exit = 0u;
                                    _82_ladder_break = true;
                                    break;
                                }
                            }
                            if (_82_ladder_break)
                            {
                                break;
                            }
                            uint _342 = _304 + 1u;
                            _51 = _342;
                            _52 = _12;
                            if (_342 < 2u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_71_exit = 1u;
                                break;
                            }
                        }
                        bool _86_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_71_exit)
                        {
                            case 0u:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
                                _86_ladder_break = true;
                                _68_ladder_break = true;
                                break;
                            }
                        }
                        if (_86_ladder_break)
                        {
                            break;
                        }
                        _56 = _12;
                    }
                    break;
                }
                default:
                {
                    break;
                }
            }
            if (_68_ladder_break)
            {
                break;
            }
            _15 = _56;
            uint _1078 = _298 + 1u;
            _16 = _1078;
            _17 = _56;
            if (_1078 < 4u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_8_exit = 7u;
                break;
            }
        }
        switch (_RESERVED_IDENTIFIER_FIXUP_8_exit)
        {
            case 0u:
            {
                u0.words[gl_GlobalInvocationID.x] = _11;
                break;
            }
            case 1u:
            {
                u0.words[gl_GlobalInvocationID.x] = _299;
                break;
            }
            case 2u:
            {
                u0.words[gl_GlobalInvocationID.x] = _9;
                break;
            }
            case 3u:
            {
                u0.words[gl_GlobalInvocationID.x] = _8;
                break;
            }
            case 4u:
            {
                u0.words[gl_GlobalInvocationID.x] = _7;
                break;
            }
            case 5u:
            {
                u0.words[gl_GlobalInvocationID.x] = _6;
                break;
            }
            case 6u:
            {
                u0.words[gl_GlobalInvocationID.x] = _10;
                break;
            }
            default:
            {
                u0.words[gl_GlobalInvocationID.x] = _15;
                break;
            }
        }
    }
}

