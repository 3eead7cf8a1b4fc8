#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _266;

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
    uint _RESERVED_IDENTIFIER_FIXUP_10_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_27_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_10_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_27_loop_join = 0u;
    uint _6;
    uint _7;
    uint _8;
    uint _12;
    uint _13;
    uint _18;
    uint _20;
    uint _28;
    uint _31;
    uint _34;
    uint _35;
    uint _42;
    uint _44;
    uint _50;
    for (;;)
    {
        uint _258 = gl_GlobalInvocationID.x & 63u;
        uint _265 = t0.words[_258];
        if (((_265 ^ 583u) % 5u) == 0u)
        {
            uint _9 = 0u;
            uint _10 = t0.words[(gl_GlobalInvocationID.x + 13u) & 63u] + (gl_GlobalInvocationID.x * 6u);
            uint _1034;
            for (;;)
            {
                uint _1007 = _9;
                uint _1013 = t0.words[(_10 + 50u) & 63u] + _10;
                uint _11 = _1013;
                if (!(((t0.words[(_1013 + 46u) & 63u] ^ 910u) % 5u) == 0u))
                {
                    uint _1027 = t0.words[(_1013 + 13u) & 63u] + (_1013 << 3u);
                    _11 = (_1027 << 1u) + t0.words[(_1027 + 9u) & 63u];
                }
                _1034 = _11;
                uint _1035 = _1007 + 1u;
                _9 = _1035;
                _10 = _1034;
                if (_1035 == 3u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            _50 = t0.words[(_1034 + 7u) & 63u] + (_1034 * 3u);
        }
        else
        {
            if ((gl_GlobalInvocationID.x % 5u) == 0u)
            {
                if ((gl_GlobalInvocationID.x & 3u) == 0u)
                {
                    uint _540 = t0.words[(gl_GlobalInvocationID.x + 15u) & 63u] + (gl_GlobalInvocationID.x * 5u);
                    _20 = _540;
                    if (((t0.words[(_540 + 28u) & 63u] ^ 936u) % 6u) == 0u)
                    {
                        uint _555 = t0.words[(_540 + 6u) & 63u] + (_540 * 6u);
                        _20 = _555;
                        if ((t0.words[(_555 + 23u) & 63u] & 1u) == 0u)
                        {
                            if (((_555 ^ 316u) % 5u) == 1u)
                            {
                                switch (_555 % 5u)
                                {
                                    case 0u:
                                    {
                                        uint _595 = t0.words[(_555 + 36u) & 63u] + (_555 << 3u);
                                        _12 = (_595 << 3u) + t0.words[(_595 + 43u) & 63u];
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _12 = t0.words[(_555 + 35u) & 63u] + (_555 << 3u);
                                        break;
                                    }
                                    default:
                                    {
                                        _12 = t0.words[(_555 + 25u) & 63u] + (_555 * 7u);
                                        break;
                                    }
                                }
                                switch (_12 & 3u)
                                {
                                    case 0u:
                                    {
                                        uint _631 = t0.words[(_12 + 55u) & 63u] + (_12 << 3u);
                                        _13 = (_631 * 7u) + t0.words[(_631 + 1u) & 63u];
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _13 = t0.words[(_12 + 47u) & 63u] + (_12 * 6u);
                                        break;
                                    }
                                    case 2u:
                                    {
                                        _13 = t0.words[(_12 + 54u) & 63u] + (_12 * 3u);
                                        break;
                                    }
                                    default:
                                    {
                                        _13 = t0.words[(_12 + 9u) & 63u] + (_12 << 1u);
                                        break;
                                    }
                                }
                            }
                            else
                            {
                                if ((_555 & 3u) == 0u)
                                {
                                    _13 = t0.words[(_555 + 27u) & 63u] + (_555 << 2u);
                                }
                                else
                                {
                                    _13 = t0.words[(_555 + 63u) & 63u] + (_555 << 1u);
                                }
                            }
                            _20 = t0.words[(_13 + 50u) & 63u] + (_13 << 3u);
                        }
                    }
                }
                else
                {
                    bool _101_ladder_break = false;
                    switch (gl_GlobalInvocationID.x % 3u)
                    {
                        case 0u:
                        {
                            uint _14 = 0u;
                            uint _15 = gl_GlobalInvocationID.x;
                            uint _519;
                            uint _16;
                            uint _17;
                            uint _451;
                            for (;;)
                            {
                                _451 = _14;
                                _16 = 0u;
                                _17 = t0.words[(_15 + 48u) & 63u] + (_15 << 3u);
                                uint _505;
                                for (;;)
                                {
                                    uint _460 = _16;
                                    if ((_17 & 1u) == 0u)
                                    {
                                        uint _481 = t0.words[(_17 + 5u) & 63u] + (_17 * 5u);
                                        uint _488 = (_481 << 1u) + t0.words[(_481 + 13u) & 63u];
                                        _18 = _488 + t0.words[(_488 + 41u) & 63u];
                                    }
                                    else
                                    {
                                        uint _469 = t0.words[(_17 + 3u) & 63u] + (_17 << 2u);
                                        _18 = (_469 << 3u) + t0.words[(_469 + 22u) & 63u];
                                    }
                                    uint _498 = subgroupAdd(_18 & 255u) + _18;
                                    _505 = t0.words[(_498 + 55u) & 63u] + (_498 << 3u);
                                    uint _506 = _460 + 1u;
                                    _16 = _506;
                                    _17 = _505;
                                    if (_506 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _19 = _505;
                                if (!(((_265 ^ 726u) % 3u) == 1u))
                                {
                                    _19 = t0.words[(_505 + 23u) & 63u] + (_505 * 3u);
                                }
                                _519 = _19;
                                uint _520 = _451 + 1u;
                                _14 = _520;
                                _15 = _519;
                                if (_520 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _20 = _519;
                            break;
                        }
                        case 1u:
                        {
                            _20 = t0.words[(gl_GlobalInvocationID.x + 12u) & 63u] + (gl_GlobalInvocationID.x * 5u);
                            break;
                        }
                        default:
                        {
                            _20 = gl_GlobalInvocationID.x;
                            if ((t0.words[(gl_GlobalInvocationID.x + 18u) & 63u] & 3u) == 2u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
                                _101_ladder_break = true;
                                break;
                            }
                            break;
                        }
                    }
                    if (_101_ladder_break)
                    {
                        break;
                    }
                }
                bool _140_ladder_break = false;
                switch (_20 % 5u)
                {
                    case 0u:
                    {
                        uint _987 = subgroupAdd(_20 & 255u);
                        uint _988 = _987 + _20;
                        _50 = _988;
                        if (((t0.words[(_988 + 47u) & 63u] ^ 394u) % 5u) == 0u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _988;
                            _140_ladder_break = true;
                            break;
                        }
                        break;
                    }
                    case 1u:
                    {
                        _50 = t0.words[(_20 + 4u) & 63u] + (_20 * 6u);
                        break;
                    }
                    case 2u:
                    {
                        uint _36 = _20;
                        if (!((t0.words[(_20 + 39u) & 63u] & 1u) == 0u))
                        {
                            uint _21 = 0u;
                            uint _22 = subgroupAdd(_20 & 255u) + _20;
                            uint _831;
                            uint _23;
                            uint _24;
                            uint _685;
                            for (;;)
                            {
                                _685 = _21;
                                _23 = 0u;
                                _24 = _22;
                                uint _723;
                                for (;;)
                                {
                                    uint _687 = _23;
                                    uint _693 = t0.words[(_24 + 15u) & 63u] + _24;
                                    uint _25 = _693;
                                    if (((t0.words[(_693 + 50u) & 63u] ^ 243u) % 5u) == 0u)
                                    {
                                        uint _707 = t0.words[(_693 + 28u) & 63u] + (_693 * 7u);
                                        _25 = (_707 << 1u) + t0.words[(_707 + 41u) & 63u];
                                    }
                                    uint _26 = 0u;
                                    uint _27 = _25;
                                    for (;;)
                                    {
                                        uint _715 = _26;
                                        _723 = t0.words[(_27 + 21u) & 63u] + (_27 * 6u);
                                        uint _724 = _715 + 1u;
                                        _26 = _724;
                                        _27 = _723;
                                        if (_724 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _726 = _687 + 1u;
                                    _23 = _726;
                                    _24 = _723;
                                    if (_726 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                if (((_265 ^ 504u) % 6u) == 0u)
                                {
                                    switch (_723 % 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _802 = t0.words[(_723 + 12u) & 63u] + (_723 << 2u);
                                            _28 = (_802 << 2u) + t0.words[(_802 + 12u) & 63u];
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _28 = t0.words[(_723 + 55u) & 63u] + _723;
                                            break;
                                        }
                                        default:
                                        {
                                            _28 = t0.words[(_723 + 23u) & 63u] + (_723 << 2u);
                                            break;
                                        }
                                    }
                                    _31 = _28;
                                    if ((_28 & 3u) == 1u)
                                    {
                                        uint _824 = t0.words[(_28 + 32u) & 63u] + (_28 << 3u);
                                        _31 = (_824 << 2u) + t0.words[(_824 + 48u) & 63u];
                                    }
                                }
                                else
                                {
                                    uint _29 = 0u;
                                    uint _30 = t0.words[(_723 + 14u) & 63u] + (_723 << 1u);
                                    uint _751;
                                    for (;;)
                                    {
                                        uint _739 = _29;
                                        uint _740 = _30;
                                        uint _745 = t0.words[(_740 + 25u) & 63u] + _740;
                                        _751 = (_745 * 7u) + t0.words[(_745 + 22u) & 63u];
                                        uint _752 = _739 + 1u;
                                        _29 = _752;
                                        _30 = _751;
                                        if (_752 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    switch (_751 & 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _778 = t0.words[(_751 + 24u) & 63u] + (_751 << 3u);
                                            _31 = (_778 << 2u) + t0.words[(_778 + 46u) & 63u];
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _765 = t0.words[(_751 + 62u) & 63u] + (_751 * 3u);
                                            _31 = t0.words[(_765 + 42u) & 63u] + _765;
                                            break;
                                        }
                                        case 2u:
                                        {
                                            _31 = t0.words[(_751 + 6u) & 63u] + _751;
                                            break;
                                        }
                                        default:
                                        {
                                            _31 = t0.words[(_751 + 7u) & 63u] + (_751 << 2u);
                                            break;
                                        }
                                    }
                                }
                                _831 = _31;
                                if ((t0.words[(_831 + 27u) & 63u] & 1u) == 0u)
                                {
                                    if (!((_831 & 1u) == 0u))
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_10_exit = 0u;
                                        break;
                                    }
                                    _35 = _831;
                                    if ((_831 & 3u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_10_join = 75u;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_10_join = 69u;
                                    }
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_10_join = 69u;
                                }
                                switch (_RESERVED_IDENTIFIER_FIXUP_10_join)
                                {
                                    case 69u:
                                    {
                                        uint _32 = 0u;
                                        uint _33 = _831;
                                        uint _866;
                                        for (;;)
                                        {
                                            uint _845 = _32;
                                            uint _849 = _33 * 3u;
                                            if ((_33 & 3u) == 0u)
                                            {
                                                uint _859 = t0.words[(_33 + 7u) & 63u] + _849;
                                                _34 = (_859 << 3u) + t0.words[(_859 + 6u) & 63u];
                                            }
                                            else
                                            {
                                                _34 = t0.words[(_33 + 51u) & 63u] + _849;
                                            }
                                            _866 = _34;
                                            uint _867 = _845 + 1u;
                                            _32 = _867;
                                            _33 = _866;
                                            if (_867 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _35 = _866;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                _6 = _35;
                                uint _870 = _685 + 1u;
                                _21 = _870;
                                _22 = _35;
                                if (_870 < 5u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_10_exit = 1u;
                                    break;
                                }
                            }
                            bool _193_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_10_exit)
                            {
                                case 0u:
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _831;
                                    _193_ladder_break = true;
                                    _140_ladder_break = true;
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            if (_193_ladder_break)
                            {
                                break;
                            }
                            _36 = t0.words[(_6 + 8u) & 63u] + (_6 * 6u);
                        }
                        uint _37 = 0u;
                        uint _38 = _36;
                        for (;;)
                        {
                            uint _882 = _37;
                            uint _889 = t0.words[(_38 + 27u) & 63u] + (_38 * 3u);
                            uint _43 = _889;
                            if ((_265 & 3u) == 1u)
                            {
                                bool _201_ladder_break = false;
                                switch (_889 % 3u)
                                {
                                    case 0u:
                                    {
                                        uint _921 = t0.words[(_889 + 17u) & 63u] + (_889 << 3u);
                                        _7 = _921;
                                        _42 = _921;
                                        if (((_265 ^ 397u) % 3u) == 0u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_27_exit = 0u;
                                            _201_ladder_break = true;
                                            break;
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _39 = _889;
                                        if (((t0.words[(_889 + 33u) & 63u] ^ 593u) % 3u) == 1u)
                                        {
                                            _39 = t0.words[(_889 + 49u) & 63u] + (_889 * 7u);
                                        }
                                        _42 = t0.words[(_39 + 41u) & 63u] + (_39 << 3u);
                                        break;
                                    }
                                    default:
                                    {
                                        uint _40 = 0u;
                                        uint _41 = _889;
                                        uint _934;
                                        for (;;)
                                        {
                                            uint _926 = _40;
                                            uint _927 = _41;
                                            _934 = t0.words[(_927 + 20u) & 63u] + (_927 * 6u);
                                            uint _935 = _926 + 1u;
                                            _40 = _935;
                                            _41 = _934;
                                            if (_935 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _42 = _934;
                                        break;
                                    }
                                }
                                if (_201_ladder_break)
                                {
                                    break;
                                }
                                _43 = _42;
                                if (!((t0.words[(_42 + 15u) & 63u] & 1u) == 0u))
                                {
                                    _43 = subgroupAdd(_42 & 255u) + _42;
                                }
                            }
                            if (((_265 ^ 393u) % 5u) == 1u)
                            {
                                _44 = _43;
                                if (((_265 ^ 536u) % 5u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_27_loop_join = 94u;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_27_loop_join = 92u;
                                }
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_27_loop_join = 92u;
                            }
                            switch (_RESERVED_IDENTIFIER_FIXUP_27_loop_join)
                            {
                                case 92u:
                                {
                                    _44 = _43;
                                    if (((t0.words[(_43 + 23u) & 63u] ^ 41u) % 5u) == 0u)
                                    {
                                        _44 = t0.words[(_43 + 34u) & 63u] + (_43 * 5u);
                                    }
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            _8 = _44;
                            uint _974 = _882 + 1u;
                            _37 = _974;
                            _38 = _44;
                            if (_974 < 5u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_27_exit = 1u;
                                break;
                            }
                        }
                        bool _228_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_27_exit)
                        {
                            case 0u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _7;
                                _228_ladder_break = true;
                                _140_ladder_break = true;
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_228_ladder_break)
                        {
                            break;
                        }
                        _50 = _8;
                        break;
                    }
                    case 3u:
                    {
                        uint _45 = 0u;
                        uint _46 = _20;
                        uint _673;
                        for (;;)
                        {
                            uint _654 = _45;
                            uint _655 = _46;
                            uint _661 = t0.words[(_655 + 27u) & 63u] + (_655 * 5u);
                            uint _668 = (_661 << 2u) + t0.words[(_661 + 33u) & 63u];
                            _673 = _668 + t0.words[(_668 + 57u) & 63u];
                            uint _674 = _654 + 1u;
                            _45 = _674;
                            _46 = _673;
                            if (_674 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _50 = _673;
                        break;
                    }
                    default:
                    {
                        _50 = _20;
                        if ((_20 & 3u) == 2u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _20;
                            _140_ladder_break = true;
                            break;
                        }
                        break;
                    }
                }
                if (_140_ladder_break)
                {
                    break;
                }
            }
            else
            {
                _50 = gl_GlobalInvocationID.x;
                switch (gl_GlobalInvocationID.x % 3u)
                {
                    case 0u:
                    {
                        uint _345 = subgroupAdd(gl_GlobalInvocationID.x & 255u);
                        uint _346 = _345 + gl_GlobalInvocationID.x;
                        switch (_346 % 3u)
                        {
                            case 0u:
                            {
                                uint _427 = subgroupAdd(_346 & 255u) + _346;
                                _50 = t0.words[(_427 + 39u) & 63u] + (_427 << 3u);
                                break;
                            }
                            case 1u:
                            {
                                uint _49 = _346;
                                if (((_346 ^ 239u) % 3u) == 0u)
                                {
                                    uint _358 = t0.words[(_346 + 62u) & 63u] + (_346 << 1u);
                                    switch (_358 & 3u)
                                    {
                                        case 0u:
                                        {
                                            _49 = _358;
                                            if (((_358 ^ 312u) % 6u) == 0u)
                                            {
                                                _49 = t0.words[(_358 + 58u) & 63u] + (_358 * 5u);
                                            }
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _47 = 0u;
                                            uint _48 = t0.words[(_358 + 9u) & 63u] + _358;
                                            uint _399;
                                            for (;;)
                                            {
                                                uint _391 = _47;
                                                uint _392 = _48;
                                                _399 = t0.words[(_392 + 2u) & 63u] + (_392 * 6u);
                                                uint _400 = _391 + 1u;
                                                _47 = _400;
                                                _48 = _399;
                                                if (_400 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _49 = _399;
                                            break;
                                        }
                                        case 2u:
                                        {
                                            switch (_358 % 5u)
                                            {
                                                case 0u:
                                                {
                                                    _49 = t0.words[(_358 + 19u) & 63u] + _358;
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _367 = t0.words[(_358 + 8u) & 63u] + (_358 * 5u);
                                                    _49 = (_367 * 7u) + t0.words[_367 & 63u];
                                                    break;
                                                }
                                                default:
                                                {
                                                    _49 = t0.words[(_358 + 1u) & 63u] + (_358 * 5u);
                                                    break;
                                                }
                                            }
                                            break;
                                        }
                                        default:
                                        {
                                            _49 = t0.words[(_358 + 61u) & 63u] + (_358 * 7u);
                                            break;
                                        }
                                    }
                                }
                                _50 = t0.words[_49 & 63u] + _49;
                                break;
                            }
                            default:
                            {
                                _50 = t0.words[(_346 + 29u) & 63u] + (_346 << 2u);
                                break;
                            }
                        }
                        break;
                    }
                    case 1u:
                    {
                        _50 = gl_GlobalInvocationID.x;
                        switch (gl_GlobalInvocationID.x & 3u)
                        {
                            case 0u:
                            {
                                _50 = gl_GlobalInvocationID.x;
                                if ((_265 & 1u) == 0u)
                                {
                                    if (((_265 ^ 329u) % 3u) == 1u)
                                    {
                                        uint _329 = t0.words[(gl_GlobalInvocationID.x + 29u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                                        uint _336 = (_329 * 7u) + t0.words[(_329 + 4u) & 63u];
                                        _50 = (_336 * 6u) + t0.words[(_336 + 22u) & 63u];
                                    }
                                    else
                                    {
                                        _50 = t0.words[(gl_GlobalInvocationID.x + 51u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                                    }
                                }
                                break;
                            }
                            case 1u:
                            {
                                uint _286 = t0.words[(gl_GlobalInvocationID.x + 26u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                                if ((_265 & 3u) == 1u)
                                {
                                    _50 = _286;
                                    if (((t0.words[(_286 + 57u) & 63u] ^ 403u) % 3u) == 0u)
                                    {
                                        _50 = subgroupAdd(_286 & 255u) + _286;
                                    }
                                }
                                else
                                {
                                    _50 = t0.words[(_286 + 46u) & 63u] + (_286 * 6u);
                                }
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
        u0.words[gl_GlobalInvocationID.x] = _50;
        break;
    }
}

