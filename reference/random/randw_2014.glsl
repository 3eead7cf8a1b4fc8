#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _288;

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
    uint _280 = gl_GlobalInvocationID.x & 63u;
    uint _287 = t0.words[_280];
    uint _296 = t0.words[(gl_GlobalInvocationID.x + 24u) & 63u];
    uint _297 = _296 + (gl_GlobalInvocationID.x * 7u);
    if (((_297 ^ 446u) % 5u) == 0u)
    {
        u0.words[gl_GlobalInvocationID.x] = _297;
    }
    else
    {
        uint _16 = 0u;
        uint _17 = _297;
        uint _305;
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
            uint _304 = _16;
            _305 = _17;
            uint _56 = _305;
            bool _68_ladder_break = false;
            switch (_305 % 5u)
            {
                case 0u:
                {
                    if (((t0.words[(_305 + 12u) & 63u] ^ 446u) % 3u) == 1u)
                    {
                        uint _18 = 0u;
                        uint _19 = t0.words[(_305 + 31u) & 63u] + (_305 * 3u);
                        uint _1080;
                        for (;;)
                        {
                            uint _892 = _18;
                            if ((_19 & 3u) == 1u)
                            {
                                uint _20 = 0u;
                                uint _21 = _19;
                                uint _989;
                                for (;;)
                                {
                                    uint _959 = _20;
                                    uint _22 = _21;
                                    if (!((t0.words[(_21 + 37u) & 63u] & 1u) == 0u))
                                    {
                                        _22 = _21;
                                        if ((t0.words[(_21 + 31u) & 63u] & 3u) == 1u)
                                        {
                                            uint _977 = t0.words[(_21 + 13u) & 63u] + _21;
                                            uint _982 = t0.words[(_977 + 25u) & 63u] + _977;
                                            _22 = (_982 << 2u) + t0.words[(_982 + 13u) & 63u];
                                        }
                                    }
                                    _989 = _22;
                                    uint _990 = _959 + 1u;
                                    _20 = _990;
                                    _21 = _989;
                                    if (_990 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                if ((t0.words[(_989 + 19u) & 63u] & 3u) == 1u)
                                {
                                    uint _1042 = t0.words[(_989 + 28u) & 63u] + (_989 << 2u);
                                    uint _1048 = (_1042 << 1u) + t0.words[(_1042 + 2u) & 63u];
                                    if ((_1048 % 5u) == 0u)
                                    {
                                        _26 = t0.words[(_1048 + 45u) & 63u] + _1048;
                                    }
                                    else
                                    {
                                        _26 = t0.words[(_1048 + 21u) & 63u] + (_1048 << 2u);
                                    }
                                }
                                else
                                {
                                    switch (_989 & 3u)
                                    {
                                        case 0u:
                                        {
                                            _26 = t0.words[(_989 + 29u) & 63u] + (_989 * 7u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _1018 = t0.words[(_989 + 60u) & 63u] + (_989 * 7u);
                                            _26 = (_1018 * 3u) + t0.words[(_1018 + 49u) & 63u];
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _1004 = t0.words[(_989 + 45u) & 63u] + (_989 << 3u);
                                            _26 = (_1004 << 1u) + t0.words[(_1004 + 46u) & 63u];
                                            break;
                                        }
                                        default:
                                        {
                                            _26 = t0.words[(_989 + 4u) & 63u] + (_989 * 6u);
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
                                        uint _915 = t0.words[(_19 + 34u) & 63u] + (_19 * 7u);
                                        uint _922 = (_915 * 3u) + t0.words[(_915 + 14u) & 63u];
                                        _25 = (_922 * 3u) + t0.words[(_922 + 47u) & 63u];
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
                                        uint _949;
                                        for (;;)
                                        {
                                            uint _929 = _23;
                                            uint _930 = _24;
                                            uint _937 = t0.words[(_930 + 13u) & 63u] + (_930 * 5u);
                                            uint _943 = (_937 * 3u) + t0.words[(_937 + 4u) & 63u];
                                            _949 = (_943 << 2u) + t0.words[(_943 + 35u) & 63u];
                                            uint _950 = _929 + 1u;
                                            _23 = _950;
                                            _24 = _949;
                                            if (_950 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _25 = _949;
                                        break;
                                    }
                                }
                                _26 = t0.words[(_25 + 18u) & 63u] + (_25 * 5u);
                            }
                            uint _1069 = t0.words[(_26 + 59u) & 63u] + (_26 * 7u);
                            uint _1074 = t0.words[(_1069 + 39u) & 63u] + _1069;
                            _1080 = (_1074 << 3u) + t0.words[(_1074 + 60u) & 63u];
                            uint _1081 = _892 + 1u;
                            _18 = _1081;
                            _19 = _1080;
                            if (_1081 == 4u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _56 = _1080;
                    }
                    else
                    {
                        _56 = subgroupAdd(_305 & 255u) + _305;
                    }
                    break;
                }
                case 1u:
                {
                    uint _360 = subgroupAdd(_305 & 255u) + _305;
                    _10 = _360;
                    bool _97_ladder_break = false;
                    switch (_360 & 3u)
                    {
                        case 0u:
                        {
                            uint _27 = 0u;
                            uint _28 = _10;
                            for (;;)
                            {
                                uint _766 = _27;
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
                                    if (((_287 ^ 224u) % 5u) == 1u)
                                    {
                                        if (((t0.words[(_6 + 28u) & 63u] ^ 923u) % 6u) == 1u)
                                        {
                                            uint _806 = t0.words[(_6 + 26u) & 63u] + (_6 * 7u);
                                            _29 = _806 + subgroupAdd(_806 & 255u);
                                        }
                                        else
                                        {
                                            uint _793 = t0.words[(_6 + 50u) & 63u] + _6;
                                            _29 = (_793 * 6u) + t0.words[_793 & 63u];
                                        }
                                        _33 = _29;
                                        if ((_287 & 1u) == 0u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_57_loop_join = 50u;
                                        }
                                        else
                                        {
                                            switch (_29 % 3u)
                                            {
                                                case 0u:
                                                {
                                                    uint _844 = t0.words[(_29 + 25u) & 63u] + (_29 * 3u);
                                                    _32 = (_844 * 6u) + t0.words[(_844 + 54u) & 63u];
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
                                                        uint _835;
                                                        for (;;)
                                                        {
                                                            uint _822 = _30;
                                                            uint _823 = _31;
                                                            uint _828 = t0.words[(_823 + 54u) & 63u] + _823;
                                                            _835 = (_828 << 3u) + t0.words[(_828 + 20u) & 63u];
                                                            uint _836 = _822 + 1u;
                                                            _30 = _836;
                                                            _31 = _835;
                                                            if (_836 == 2u)
                                                            {
                                                                break;
                                                            }
                                                            else
                                                            {
                                                                continue;
                                                            }
                                                        }
                                                        _32 = _835;
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
                                        default:
                                        {
                                            break;
                                        }
                                    }
                                }
                                _13 = _33;
                                uint _864 = _766 + 1u;
                                _27 = _864;
                                _28 = _33;
                                if (_864 < 4u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_57_exit = 1u;
                                    break;
                                }
                            }
                            bool _211_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_57_exit)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_8_exit = 5u;
                                    _211_ladder_break = true;
                                    _97_ladder_break = true;
                                    _68_ladder_break = true;
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            if (_211_ladder_break)
                            {
                                break;
                            }
                            _56 = _13;
                            break;
                        }
                        case 1u:
                        {
                            uint _382 = t0.words[(_10 + 28u) & 63u] + (_10 << 1u);
                            _9 = _382;
                            bool _102_ladder_break = false;
                            switch (_382 % 5u)
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
                                            bool _139_ladder_break = false;
                                            switch (_34 % 3u)
                                            {
                                                case 0u:
                                                {
                                                    uint _35 = _34;
                                                    if ((_287 & 3u) == 1u)
                                                    {
                                                        _35 = t0.words[(_34 + 34u) & 63u] + (_34 << 2u);
                                                    }
                                                    _7 = _35;
                                                    _36 = _35;
                                                    if ((_35 & 3u) == 3u)
                                                    {
                                                        _RESERVED_IDENTIFIER_FIXUP_8_exit = 4u;
                                                        _139_ladder_break = true;
                                                        _102_ladder_break = true;
                                                        _97_ladder_break = true;
                                                        _68_ladder_break = true;
                                                        break;
                                                    }
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _578 = t0.words[(_34 + 24u) & 63u] + (_34 * 7u);
                                                    uint _585 = (_578 * 6u) + t0.words[(_578 + 16u) & 63u];
                                                    _36 = t0.words[(_585 + 30u) & 63u] + _585;
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
                                                            uint _610 = t0.words[(_34 + 57u) & 63u] + (_34 * 7u);
                                                            _36 = (_610 << 1u) + t0.words[(_610 + 42u) & 63u];
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
                                            if (_139_ladder_break)
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
                                            uint _545 = _37;
                                            _8 = _38;
                                            if (((t0.words[(_38 + 10u) & 63u] ^ 311u) % 3u) == 1u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_72_exit = 0u;
                                                break;
                                            }
                                            uint _559 = subgroupAdd(_8 & 255u) + _8;
                                            _14 = _559;
                                            uint _560 = _545 + 1u;
                                            _37 = _560;
                                            _38 = _559;
                                            if (_560 < 4u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_72_exit = 1u;
                                                break;
                                            }
                                        }
                                        bool _134_ladder_break = false;
                                        switch (_RESERVED_IDENTIFIER_FIXUP_72_exit)
                                        {
                                            case 0u:
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_8_exit = 3u;
                                                _134_ladder_break = true;
                                                _102_ladder_break = true;
                                                _97_ladder_break = true;
                                                _68_ladder_break = true;
                                                break;
                                            }
                                            default:
                                            {
                                                break;
                                            }
                                        }
                                        if (_134_ladder_break)
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
                                    if (((_287 ^ 638u) % 6u) == 0u)
                                    {
                                        if ((_287 & 3u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_8_exit = 2u;
                                            _102_ladder_break = true;
                                            _97_ladder_break = true;
                                            _68_ladder_break = true;
                                            break;
                                        }
                                        _56 = t0.words[(_9 + 59u) & 63u] + (_9 * 5u);
                                    }
                                    else
                                    {
                                        uint _390 = subgroupAdd(_9 & 255u);
                                        uint _391 = _390 + _9;
                                        uint _398 = t0.words[(_391 + 36u) & 63u] + (_391 * 7u);
                                        switch (_398 & 3u)
                                        {
                                            case 0u:
                                            {
                                                uint _39 = 0u;
                                                uint _40 = _398;
                                                uint _455;
                                                for (;;)
                                                {
                                                    uint _441 = _39;
                                                    uint _442 = _40;
                                                    uint _448 = t0.words[(_442 + 29u) & 63u] + _442;
                                                    _455 = (_448 << 3u) + t0.words[(_448 + 23u) & 63u];
                                                    uint _456 = _441 + 1u;
                                                    _39 = _456;
                                                    _40 = _455;
                                                    if (_456 == 3u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                uint _41 = 0u;
                                                uint _42 = _455;
                                                uint _485;
                                                for (;;)
                                                {
                                                    uint _458 = _41;
                                                    uint _459 = _42;
                                                    uint _466 = t0.words[(_459 + 38u) & 63u] + (_459 * 5u);
                                                    uint _471 = t0.words[(_466 + 62u) & 63u] + _466;
                                                    uint _478 = (_471 << 1u) + t0.words[(_471 + 39u) & 63u];
                                                    _485 = (_478 * 6u) + t0.words[(_478 + 61u) & 63u];
                                                    uint _486 = _458 + 1u;
                                                    _41 = _486;
                                                    _42 = _485;
                                                    if (_486 == 5u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _56 = _485;
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _409 = _398 * 5u;
                                                if (((t0.words[(_398 + 41u) & 63u] ^ 424u) % 3u) == 1u)
                                                {
                                                    uint _435 = t0.words[(_398 + 43u) & 63u] + _409;
                                                    _56 = t0.words[(_435 + 41u) & 63u] + _435;
                                                }
                                                else
                                                {
                                                    uint _415 = t0.words[(_398 + 27u) & 63u] + _409;
                                                    uint _422 = (_415 * 3u) + t0.words[(_415 + 19u) & 63u];
                                                    _56 = (_422 << 3u) + t0.words[(_422 + 62u) & 63u];
                                                }
                                                break;
                                            }
                                            default:
                                            {
                                                _56 = t0.words[(_398 + 37u) & 63u] + (_398 * 6u);
                                                break;
                                            }
                                        }
                                    }
                                    break;
                                }
                                default:
                                {
                                    _56 = _9;
                                    if (((_287 ^ 993u) % 5u) == 0u)
                                    {
                                        uint _43 = _9;
                                        if (((_287 ^ 48u) % 6u) == 1u)
                                        {
                                            _43 = _9;
                                            if (!((t0.words[(_9 + 53u) & 63u] & 1u) == 0u))
                                            {
                                                uint _664 = t0.words[(_9 + 8u) & 63u] + (_9 * 7u);
                                                _43 = (_664 * 6u) + t0.words[(_664 + 4u) & 63u];
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
                                                uint _762;
                                                for (;;)
                                                {
                                                    uint _694 = _45;
                                                    uint _704 = _46 << 3u;
                                                    if (((t0.words[(_46 + 45u) & 63u] ^ 672u) % 3u) == 0u)
                                                    {
                                                        uint _728 = t0.words[(_46 + 58u) & 63u] + _704;
                                                        _47 = (_728 * 3u) + t0.words[(_728 + 38u) & 63u];
                                                    }
                                                    else
                                                    {
                                                        uint _710 = t0.words[(_46 + 50u) & 63u] + _704;
                                                        uint _716 = (_710 << 2u) + t0.words[(_710 + 19u) & 63u];
                                                        _47 = (_716 * 5u) + t0.words[(_716 + 15u) & 63u];
                                                    }
                                                    uint _741 = t0.words[(_47 + 28u) & 63u] + (_47 * 3u);
                                                    uint _48 = _741;
                                                    if (((_741 & 1u) == 0u) && ((t0.words[(_741 + 58u) & 63u] & 3u) != 0u))
                                                    {
                                                        uint _756 = t0.words[(_741 + 23u) & 63u] + (_741 * 3u);
                                                        _48 = (_756 << 2u) + t0.words[_756 & 63u];
                                                    }
                                                    _762 = _48;
                                                    uint _763 = _694 + 1u;
                                                    _45 = _763;
                                                    _46 = _762;
                                                    if (_763 == 4u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _56 = _762;
                                                break;
                                            }
                                            default:
                                            {
                                                break;
                                            }
                                        }
                                    }
                                    break;
                                }
                            }
                            if (_102_ladder_break)
                            {
                                break;
                            }
                            break;
                        }
                        case 2u:
                        {
                            uint _49 = 0u;
                            uint _50 = _10;
                            uint _371;
                            for (;;)
                            {
                                uint _363 = _49;
                                uint _364 = _50;
                                _371 = t0.words[(_364 + 31u) & 63u] + (_364 << 2u);
                                uint _372 = _363 + 1u;
                                _49 = _372;
                                _50 = _371;
                                if (_372 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _56 = _371;
                            break;
                        }
                        default:
                        {
                            _56 = _10;
                            if ((t0.words[(_10 + 3u) & 63u] & 3u) == 3u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_8_exit = 6u;
                                _97_ladder_break = true;
                                _68_ladder_break = true;
                                break;
                            }
                            break;
                        }
                    }
                    if (_97_ladder_break)
                    {
                        break;
                    }
                    break;
                }
                case 2u:
                {
                    _56 = _305;
                    if (((_305 ^ 826u) % 5u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_8_exit = 1u;
                        _68_ladder_break = true;
                        break;
                    }
                    break;
                }
                case 3u:
                {
                    _56 = _305;
                    if (!((_287 & 3u) == 1u))
                    {
                        uint _51 = 0u;
                        uint _52 = _305;
                        uint _53;
                        uint _54;
                        uint _310;
                        for (;;)
                        {
                            _310 = _51;
                            _53 = _52;
                            _54 = 0u;
                            for (;;)
                            {
                                _11 = _53;
                                uint _313 = _54;
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
                                uint _344 = _313 + 1u;
                                _53 = _55;
                                _54 = _344;
                                if (_344 < 2u)
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
                                default:
                                {
                                    break;
                                }
                            }
                            if (_82_ladder_break)
                            {
                                break;
                            }
                            uint _348 = _310 + 1u;
                            _51 = _348;
                            _52 = _12;
                            if (_348 < 2u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_71_exit = 1u;
                                break;
                            }
                        }
                        bool _87_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_71_exit)
                        {
                            case 0u:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
                                _87_ladder_break = true;
                                _68_ladder_break = true;
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_87_ladder_break)
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
            uint _1084 = _304 + 1u;
            _16 = _1084;
            _17 = _56;
            if (_1084 < 4u)
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
                u0.words[gl_GlobalInvocationID.x] = _305;
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

