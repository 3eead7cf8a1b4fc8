#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _289;

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
    uint _RESERVED_IDENTIFIER_FIXUP_2_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_5_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_22_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_37_exit = 0u;
    uint _6;
    uint _7;
    uint _8;
    uint _9;
    uint _18;
    uint _21;
    uint _27;
    uint _32;
    uint _36;
    uint _38;
    uint _45;
    uint _56;
    uint _57;
    uint _60;
    uint _61;
    for (;;)
    {
        uint _281 = gl_GlobalInvocationID.x & 63u;
        uint _288 = t0.words[_281];
        uint _297 = t0.words[(gl_GlobalInvocationID.x + 24u) & 63u];
        uint _298 = _297 + (gl_GlobalInvocationID.x * 6u);
        uint _303 = t0.words[(_298 + 39u) & 63u];
        uint _304 = _303 + _298;
        uint _310 = t0.words[(_304 + 35u) & 63u];
        uint _311 = (_304 << 1u) + _310;
        uint _315 = subgroupAdd(_311 & 255u);
        uint _316 = _311 + _315;
        if (((_288 ^ 880u) % 3u) == 1u)
        {
            u0.words[gl_GlobalInvocationID.x] = _316;
            break;
        }
        uint _10 = 0u;
        uint _11 = _316;
        uint _12;
        uint _13;
        uint _322;
        for (;;)
        {
            _322 = _10;
            _12 = 0u;
            _13 = _11;
            for (;;)
            {
                uint _324 = _12;
                uint _33 = _13;
                if (!(((_288 ^ 33u) % 5u) == 0u))
                {
                    if ((t0.words[(_13 + 63u) & 63u] & 3u) == 0u)
                    {
                        uint _521 = t0.words[(_13 + 14u) & 63u] + (_13 << 3u);
                        _33 = _521 + subgroupAdd(_521 & 255u);
                    }
                    else
                    {
                        uint _338 = subgroupAdd(_13 & 255u);
                        uint _339 = _338 + _13;
                        if (((_339 ^ 209u) % 3u) == 0u)
                        {
                            uint _376 = t0.words[(_339 + 18u) & 63u] + (_339 << 3u);
                            _6 = _376;
                            bool _83_ladder_break = false;
                            switch (_376 & 3u)
                            {
                                case 0u:
                                {
                                    _21 = _6;
                                    if (!((_288 & 1u) == 0u))
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_5_exit = 0u;
                                        _83_ladder_break = true;
                                        break;
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    uint _16 = 0u;
                                    uint _17 = _6;
                                    uint _423;
                                    for (;;)
                                    {
                                        uint _379 = _16;
                                        if (((t0.words[(_17 + 8u) & 63u] ^ 973u) % 5u) == 0u)
                                        {
                                            uint _407 = t0.words[(_17 + 30u) & 63u] + _17;
                                            uint _414 = (_407 * 6u) + t0.words[(_407 + 31u) & 63u];
                                            _18 = (_414 * 7u) + t0.words[(_414 + 28u) & 63u];
                                        }
                                        else
                                        {
                                            uint _394 = t0.words[(_17 + 3u) & 63u] + (_17 * 3u);
                                            _18 = (_394 * 6u) + t0.words[(_394 + 51u) & 63u];
                                        }
                                        _423 = _18;
                                        uint _424 = _379 + 1u;
                                        _16 = _424;
                                        _17 = _423;
                                        if (_424 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _21 = _423;
                                    break;
                                }
                                default:
                                {
                                    uint _19 = 0u;
                                    uint _20 = _6;
                                    uint _437;
                                    for (;;)
                                    {
                                        uint _430 = _19;
                                        uint _431 = _20;
                                        _437 = t0.words[(_431 + 34u) & 63u] + _431;
                                        uint _438 = _430 + 1u;
                                        _19 = _438;
                                        _20 = _437;
                                        if (_438 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _21 = _437;
                                    break;
                                }
                            }
                            if (_83_ladder_break)
                            {
                                break;
                            }
                            uint _22 = 0u;
                            uint _23 = _21;
                            uint _476;
                            for (;;)
                            {
                                uint _442 = _22;
                                uint _26 = _23;
                                if (((t0.words[(_23 + 57u) & 63u] ^ 721u) % 3u) == 0u)
                                {
                                    uint _24 = 0u;
                                    uint _25 = _23;
                                    uint _466;
                                    for (;;)
                                    {
                                        uint _453 = _24;
                                        uint _454 = _25;
                                        uint _460 = t0.words[(_454 + 51u) & 63u] + (_454 * 3u);
                                        _466 = (_460 * 3u) + t0.words[(_460 + 51u) & 63u];
                                        uint _467 = _453 + 1u;
                                        _24 = _467;
                                        _25 = _466;
                                        if (_467 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _26 = t0.words[(_466 + 49u) & 63u] + (_466 * 3u);
                                }
                                _476 = _26;
                                uint _477 = _442 + 1u;
                                _22 = _477;
                                _23 = _476;
                                if (_477 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _27 = _476;
                        }
                        else
                        {
                            _27 = _339;
                            if (((_339 ^ 59u) % 6u) == 1u)
                            {
                                uint _354 = t0.words[(_339 + 53u) & 63u] + (_339 * 3u);
                                uint _362 = (_354 << 2u) + t0.words[(_354 + 44u) & 63u];
                                _27 = _362;
                                if (((_288 ^ 973u) % 6u) == 1u)
                                {
                                    _27 = subgroupAdd(_362 & 255u) + _362;
                                }
                            }
                        }
                        uint _28 = 0u;
                        uint _29 = _27;
                        for (;;)
                        {
                            uint _480 = _28;
                            uint _31 = _29;
                            if (!((_29 & 1u) == 0u))
                            {
                                _32 = _29;
                                if (((_29 ^ 659u) % 5u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_22_exit = 0u;
                                    break;
                                }
                                _7 = t0.words[(_29 + 12u) & 63u] + _29;
                                uint _30 = 0u;
                                for (;;)
                                {
                                    uint _494 = _30;
                                    if ((_288 & 1u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_37_exit = 0u;
                                        break;
                                    }
                                    uint _497 = _494 + 1u;
                                    _30 = _497;
                                    if (_497 < 3u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_37_exit = 1u;
                                        break;
                                    }
                                }
                                bool _120_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_37_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_22_exit = 1u;
                                        _120_ladder_break = true;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                if (_120_ladder_break)
                                {
                                    break;
                                }
                                _31 = _7;
                            }
                            _32 = _31;
                            if (((t0.words[(_31 + 32u) & 63u] ^ 751u) % 5u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_22_exit = 0u;
                                break;
                            }
                            uint _511 = _480 + 1u;
                            _28 = _511;
                            _29 = _31;
                            _32 = _31;
                            if (_511 < 3u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_22_exit = 0u;
                                break;
                            }
                        }
                        bool _130_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_22_exit)
                        {
                            case 0u:
                            {
                                break;
                            }
                            default:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_5_exit = 1u;
                                _130_ladder_break = true;
                                break;
                            }
                        }
                        if (_130_ladder_break)
                        {
                            break;
                        }
                        _33 = _32;
                    }
                }
                _8 = _33;
                uint _526 = _324 + 1u;
                _12 = _526;
                _13 = _33;
                if (_526 < 2u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_5_exit = 2u;
                    break;
                }
            }
            bool _138_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_5_exit)
            {
                case 0u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_2_exit = 0u;
                    _138_ladder_break = true;
                    break;
                }
                case 1u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_2_exit = 1u;
                    _138_ladder_break = true;
                    break;
                }
                default:
                {
                    break;
                }
            }
            if (_138_ladder_break)
            {
                break;
            }
            if ((_8 & 3u) == 0u)
            {
                uint _34 = 0u;
                uint _35 = _8;
                uint _547;
                for (;;)
                {
                    uint _540 = _34;
                    uint _541 = _35;
                    _547 = t0.words[(_541 + 8u) & 63u] + (_541 << 2u);
                    uint _548 = _540 + 1u;
                    _34 = _548;
                    _35 = _547;
                    if (_548 == 2u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _36 = _547;
            }
            else
            {
                _36 = t0.words[(_8 + 7u) & 63u] + (_8 * 7u);
            }
            uint _557 = t0.words[(_36 + 40u) & 63u] + (_36 << 1u);
            _9 = _557;
            uint _558 = _322 + 1u;
            _10 = _558;
            _11 = _557;
            if (_558 < 4u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_2_exit = 2u;
                break;
            }
        }
        bool _150_ladder_break = false;
        switch (_RESERVED_IDENTIFIER_FIXUP_2_exit)
        {
            case 0u:
            {
                uint _14 = 0u;
                uint _15 = _6;
                uint _583;
                for (;;)
                {
                    uint _568 = _14;
                    uint _569 = _15;
                    uint _576 = t0.words[(_569 + 56u) & 63u] + (_569 * 3u);
                    _583 = (_576 << 1u) + t0.words[(_576 + 19u) & 63u];
                    uint _584 = _568 + 1u;
                    _14 = _584;
                    _15 = _583;
                    if (_584 == 4u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                u0.words[gl_GlobalInvocationID.x] = _583;
                _150_ladder_break = true;
                break;
            }
            case 1u:
            {
                u0.words[gl_GlobalInvocationID.x] = _7;
                _150_ladder_break = true;
                break;
            }
            default:
            {
                break;
            }
        }
        if (_150_ladder_break)
        {
            break;
        }
        uint _592 = t0.words[(_9 + 32u) & 63u];
        uint _593 = _592 + (_9 << 1u);
        if ((t0.words[(_593 + 44u) & 63u] & 3u) == 1u)
        {
            if (!((_288 & 1u) == 0u))
            {
                u0.words[gl_GlobalInvocationID.x] = _593;
                break;
            }
            switch (_593 & 3u)
            {
                case 0u:
                {
                    uint _37 = _593;
                    if (((_288 ^ 704u) % 5u) == 0u)
                    {
                        uint _634 = t0.words[(_593 + 47u) & 63u] + (_593 << 2u);
                        uint _640 = t0.words[(_634 + 23u) & 63u] + _634;
                        _37 = (_640 * 7u) + t0.words[(_640 + 48u) & 63u];
                    }
                    _38 = t0.words[(_37 + 30u) & 63u] + (_37 * 3u);
                    break;
                }
                case 1u:
                {
                    uint _616 = t0.words[(_593 + 12u) & 63u] + (_593 * 7u);
                    _38 = (_616 << 2u) + t0.words[(_616 + 50u) & 63u];
                    break;
                }
                default:
                {
                    _38 = t0.words[(_593 + 56u) & 63u] + (_593 << 3u);
                    break;
                }
            }
        }
        else
        {
            _38 = t0.words[(_593 + 52u) & 63u] + (_593 * 7u);
        }
        uint _39 = 0u;
        uint _40 = _38;
        uint _728;
        for (;;)
        {
            uint _662 = _39;
            uint _670 = t0.words[(_40 + 60u) & 63u] + (_40 * 5u);
            uint _44 = _670;
            if (((t0.words[(_670 + 12u) & 63u] ^ 220u) % 3u) == 1u)
            {
                uint _41 = 0u;
                uint _42 = t0.words[(_670 + 25u) & 63u] + (_670 * 5u);
                uint _702;
                for (;;)
                {
                    uint _686 = _41;
                    uint _43 = _42;
                    if ((t0.words[(_42 + 47u) & 63u] & 1u) == 0u)
                    {
                        uint _698 = t0.words[_42 & 63u] + (_42 * 5u);
                        _43 = _698 + subgroupAdd(_698 & 255u);
                    }
                    _702 = _43;
                    if (((t0.words[(_702 + 25u) & 63u] ^ 344u) % 3u) == 0u)
                    {
                        break;
                    }
                    else
                    {
                        uint _711 = _686 + 1u;
                        _41 = _711;
                        _42 = _702;
                        if (_711 < 3u)
                        {
                            continue;
                        }
                        else
                        {
                            break;
                        }
                    }
                }
                _44 = _702;
                if (((_702 ^ 583u) % 6u) == 1u)
                {
                    _44 = _702;
                    if (!(((_288 ^ 498u) % 3u) == 1u))
                    {
                        _44 = t0.words[(_702 + 27u) & 63u] + (_702 << 1u);
                    }
                }
            }
            _728 = _44;
            uint _729 = _662 + 1u;
            _39 = _729;
            _40 = _728;
            if (_729 == 2u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        uint _736 = t0.words[(_728 + 43u) & 63u];
        uint _737 = _736 + (_728 * 5u);
        if (((_737 ^ 468u) % 3u) == 1u)
        {
            bool _187_ladder_break = false;
            switch (_737 & 3u)
            {
                case 0u:
                {
                    _45 = t0.words[(_737 + 55u) & 63u] + _737;
                    break;
                }
                case 1u:
                {
                    uint _751 = t0.words[(_737 + 4u) & 63u] + (_737 << 3u);
                    _45 = _751;
                    if (((_288 ^ 404u) % 3u) == 0u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _751;
                        _187_ladder_break = true;
                        break;
                    }
                    break;
                }
                default:
                {
                    _45 = t0.words[(_737 + 41u) & 63u] + (_737 * 6u);
                    break;
                }
            }
            if (_187_ladder_break)
            {
                break;
            }
        }
        else
        {
            _45 = subgroupAdd(_737 & 255u) + _737;
        }
        uint _62 = _45;
        if ((_45 % 3u) == 0u)
        {
            _62 = _45;
            if (((t0.words[(_45 + 51u) & 63u] ^ 36u) % 6u) == 1u)
            {
                if (((_288 ^ 496u) % 3u) == 0u)
                {
                    uint _46 = 0u;
                    uint _47 = _45;
                    uint _1076;
                    uint _48;
                    uint _49;
                    uint _1051;
                    for (;;)
                    {
                        _1051 = _46;
                        _48 = 0u;
                        _49 = _47;
                        uint _1064;
                        uint _50;
                        uint _51;
                        uint _1053;
                        for (;;)
                        {
                            _1053 = _48;
                            _50 = 0u;
                            _51 = _49;
                            uint _52;
                            uint _53;
                            uint _1055;
                            for (;;)
                            {
                                _1055 = _50;
                                _52 = 0u;
                                _53 = _51;
                                for (;;)
                                {
                                    uint _1057 = _52;
                                    _1064 = t0.words[(_53 + 59u) & 63u] + (_53 * 5u);
                                    uint _1065 = _1057 + 1u;
                                    _52 = _1065;
                                    _53 = _1064;
                                    if (_1065 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _1067 = _1055 + 1u;
                                _50 = _1067;
                                _51 = _1064;
                                if (_1067 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _1069 = _1053 + 1u;
                            _48 = _1069;
                            _49 = _1064;
                            if (_1069 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _1076 = t0.words[(_1064 + 51u) & 63u] + (_1064 << 1u);
                        uint _1077 = _1051 + 1u;
                        _46 = _1077;
                        _47 = _1076;
                        if (_1077 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _62 = _1076;
                    if ((t0.words[(_1076 + 56u) & 63u] & 1u) == 0u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _1076;
                        break;
                    }
                }
                else
                {
                    _62 = _45;
                    bool _197_ladder_break = false;
                    switch (_45 & 3u)
                    {
                        case 0u:
                        {
                            if (((_288 ^ 292u) % 5u) == 0u)
                            {
                                _57 = t0.words[(_45 + 60u) & 63u] + (_45 * 6u);
                            }
                            else
                            {
                                if (((t0.words[(_45 + 41u) & 63u] ^ 44u) % 5u) == 0u)
                                {
                                    uint _54 = 0u;
                                    uint _55 = _45;
                                    uint _881;
                                    for (;;)
                                    {
                                        uint _868 = _54;
                                        uint _869 = _55;
                                        uint _874 = t0.words[_869 & 63u] + (_869 * 7u);
                                        _881 = (_874 << 1u) + t0.words[(_874 + 9u) & 63u];
                                        uint _882 = _868 + 1u;
                                        _54 = _882;
                                        _55 = _881;
                                        if (_882 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _889 = t0.words[(_881 + 62u) & 63u] + (_881 * 3u);
                                    switch (_889 % 5u)
                                    {
                                        case 0u:
                                        {
                                            uint _914 = t0.words[(_889 + 34u) & 63u] + (_889 << 3u);
                                            _56 = (_914 << 1u) + t0.words[(_914 + 1u) & 63u];
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _56 = t0.words[(_889 + 19u) & 63u] + (_889 << 3u);
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _895 = t0.words[(_889 + 6u) & 63u] + _889;
                                            _56 = (_895 * 7u) + t0.words[(_895 + 29u) & 63u];
                                            break;
                                        }
                                        default:
                                        {
                                            _56 = t0.words[(_889 + 1u) & 63u] + (_889 << 2u);
                                            break;
                                        }
                                    }
                                }
                                else
                                {
                                    uint _858 = t0.words[(_45 + 5u) & 63u] + (_45 * 3u);
                                    uint _861 = _858 + subgroupAdd(_858 & 255u);
                                    _56 = t0.words[(_861 + 28u) & 63u] + (_861 * 6u);
                                }
                                _57 = t0.words[(_56 + 63u) & 63u] + _56;
                            }
                            bool _226_ladder_break = false;
                            switch (_57 & 3u)
                            {
                                case 0u:
                                {
                                    _62 = t0.words[(_57 + 59u) & 63u] + (_57 * 6u);
                                    break;
                                }
                                case 1u:
                                {
                                    switch (_57 % 3u)
                                    {
                                        case 0u:
                                        {
                                            _62 = _57;
                                            if (((t0.words[(_57 + 41u) & 63u] ^ 645u) % 5u) == 0u)
                                            {
                                                uint _1021 = t0.words[(_57 + 50u) & 63u] + _57;
                                                _62 = (_1021 * 3u) + t0.words[(_1021 + 1u) & 63u];
                                            }
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _62 = t0.words[(_57 + 20u) & 63u] + _57;
                                            break;
                                        }
                                        default:
                                        {
                                            uint _58 = _57;
                                            uint _59 = 0u;
                                            uint _1035;
                                            for (;;)
                                            {
                                                uint _1028 = _58;
                                                uint _1029 = _59;
                                                _1035 = t0.words[(_1028 + 62u) & 63u] + (_1028 * 5u);
                                                uint _1036 = _1029 + 1u;
                                                _58 = _1035;
                                                _59 = _1036;
                                                if (_1036 == 3u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _62 = _1035;
                                            break;
                                        }
                                    }
                                    break;
                                }
                                case 2u:
                                {
                                    bool _227_ladder_break = false;
                                    switch (_57 % 5u)
                                    {
                                        case 0u:
                                        {
                                            if (((t0.words[(_57 + 44u) & 63u] ^ 129u) % 3u) == 0u)
                                            {
                                                u0.words[gl_GlobalInvocationID.x] = _57;
                                                _227_ladder_break = true;
                                                _226_ladder_break = true;
                                                _197_ladder_break = true;
                                                break;
                                            }
                                            _60 = t0.words[(_57 + 37u) & 63u] + (_57 * 7u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _60 = _57;
                                            if (((_57 ^ 715u) % 3u) == 1u)
                                            {
                                                uint _966 = t0.words[(_57 + 42u) & 63u] + (_57 << 3u);
                                                _60 = t0.words[(_966 + 32u) & 63u] + _966;
                                            }
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _948 = t0.words[(_57 + 58u) & 63u] + (_57 << 2u);
                                            _60 = (_948 << 2u) + t0.words[(_948 + 46u) & 63u];
                                            break;
                                        }
                                        default:
                                        {
                                            _60 = t0.words[(_57 + 8u) & 63u] + (_57 * 6u);
                                            break;
                                        }
                                    }
                                    if (_227_ladder_break)
                                    {
                                        break;
                                    }
                                    _62 = t0.words[(_60 + 15u) & 63u] + (_60 << 1u);
                                    break;
                                }
                                default:
                                {
                                    _62 = t0.words[(_57 + 61u) & 63u] + (_57 * 6u);
                                    break;
                                }
                            }
                            if (_226_ladder_break)
                            {
                                break;
                            }
                            break;
                        }
                        case 1u:
                        {
                            if (((t0.words[(_45 + 23u) & 63u] ^ 586u) % 5u) == 1u)
                            {
                                switch (_45 % 5u)
                                {
                                    case 0u:
                                    {
                                        _61 = t0.words[(_45 + 12u) & 63u] + (_45 << 1u);
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _61 = subgroupAdd(_45 & 255u) + _45;
                                        break;
                                    }
                                    default:
                                    {
                                        _61 = t0.words[(_45 + 17u) & 63u] + (_45 * 6u);
                                        break;
                                    }
                                }
                                _62 = t0.words[(_61 + 62u) & 63u] + (_61 << 1u);
                            }
                            else
                            {
                                uint _795 = subgroupAdd(_45 & 255u);
                                uint _796 = _795 + _45;
                                _62 = _796;
                                if (((_288 ^ 634u) % 3u) == 0u)
                                {
                                    uint _802 = subgroupAdd(_796 & 255u);
                                    uint _803 = _802 + _796;
                                    _62 = _803;
                                    switch (_803 & 3u)
                                    {
                                        case 0u:
                                        {
                                            _62 = t0.words[(_803 + 52u) & 63u] + (_803 << 1u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _62 = t0.words[(_803 + 63u) & 63u] + (_803 << 3u);
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
                    if (_197_ladder_break)
                    {
                        break;
                    }
                }
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _62;
        break;
    }
}

