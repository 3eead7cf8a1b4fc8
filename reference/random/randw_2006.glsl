#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _285;

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
    uint _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_5_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_99_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_93_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_8_join = 0u;
    uint _6;
    uint _7;
    uint _8;
    uint _9;
    uint _10;
    uint _15;
    uint _22;
    uint _23;
    uint _24;
    uint _27;
    uint _30;
    uint _32;
    uint _33;
    uint _38;
    uint _39;
    uint _43;
    uint _47;
    uint _48;
    uint _58;
    for (;;)
    {
        uint _277 = gl_GlobalInvocationID.x & 63u;
        uint _284 = t0.words[_277];
        uint _34 = gl_GlobalInvocationID.x;
        if ((gl_GlobalInvocationID.x & 3u) == 0u)
        {
            uint _11 = 0u;
            uint _12 = gl_GlobalInvocationID.x;
            uint _13;
            uint _14;
            uint _291;
            for (;;)
            {
                _291 = _11;
                _13 = 0u;
                _14 = _12;
                uint _309;
                for (;;)
                {
                    uint _293 = _13;
                    uint _294 = _14;
                    uint _302 = t0.words[(_294 + 24u) & 63u] + (_294 * 5u);
                    _309 = (_302 << 3u) + t0.words[(_302 + 25u) & 63u];
                    uint _310 = _293 + 1u;
                    _13 = _310;
                    _14 = _309;
                    if (_310 == 2u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                if ((_309 % 3u) == 0u)
                {
                    uint _329 = t0.words[(_309 + 36u) & 63u] + (_309 * 6u);
                    _15 = (_329 * 5u) + t0.words[(_329 + 51u) & 63u];
                }
                else
                {
                    _15 = t0.words[(_309 + 52u) & 63u] + (_309 * 3u);
                }
                uint _16 = 0u;
                uint _17 = _15;
                for (;;)
                {
                    uint _338 = _16;
                    if ((_17 % 5u) == 0u)
                    {
                        uint _18 = 0u;
                        uint _19 = t0.words[(_17 + 6u) & 63u] + (_17 * 7u);
                        uint _20;
                        uint _21;
                        uint _497;
                        bool _500;
                        for (;;)
                        {
                            _497 = _18;
                            _500 = (_284 & 1u) == 0u;
                            _20 = 0u;
                            _21 = _19;
                            for (;;)
                            {
                                uint _501 = _20;
                                if (((_284 ^ 746u) % 6u) == 1u)
                                {
                                    _22 = t0.words[(_21 + 39u) & 63u] + (_21 << 3u);
                                }
                                else
                                {
                                    uint _512 = t0.words[(_21 + 58u) & 63u] + _21;
                                    uint _519 = (_512 * 3u) + t0.words[(_512 + 31u) & 63u];
                                    _22 = (_519 << 2u) + t0.words[(_519 + 18u) & 63u];
                                }
                                _6 = _22;
                                if (_500)
                                {
                                    uint _535 = _501 + 1u;
                                    _20 = _535;
                                    _21 = _6;
                                    if (_535 < 2u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        break;
                                    }
                                }
                                else
                                {
                                    break;
                                }
                            }
                            bool _118_ladder_break = false;
                            switch (_6 % 3u)
                            {
                                case 0u:
                                {
                                    _24 = _6;
                                    if (_500)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_8_join = 28u;
                                    }
                                    else
                                    {
                                        _23 = _6;
                                        if (((_284 ^ 675u) % 3u) == 1u)
                                        {
                                            uint _561 = t0.words[(_6 + 42u) & 63u] + (_6 * 6u);
                                            uint _568 = (_561 * 5u) + t0.words[(_561 + 32u) & 63u];
                                            _23 = (_568 * 5u) + t0.words[(_568 + 4u) & 63u];
                                            _RESERVED_IDENTIFIER_FIXUP_8_join = 24u;
                                        }
                                        else
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_8_join = 24u;
                                        }
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    _23 = t0.words[(_6 + 43u) & 63u] + (_6 << 2u);
                                    _RESERVED_IDENTIFIER_FIXUP_8_join = 24u;
                                    break;
                                }
                                default:
                                {
                                    _23 = _6;
                                    if (((t0.words[(_6 + 50u) & 63u] ^ 497u) % 6u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
                                        _118_ladder_break = true;
                                        break;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_8_join = 24u;
                                    }
                                    break;
                                }
                            }
                            if (_118_ladder_break)
                            {
                                break;
                            }
                            switch (_RESERVED_IDENTIFIER_FIXUP_8_join)
                            {
                                case 24u:
                                {
                                    uint _592 = t0.words[(_23 + 55u) & 63u] + (_23 << 2u);
                                    _24 = _592;
                                    if (((_592 ^ 162u) % 3u) == 1u)
                                    {
                                        if ((t0.words[(_592 + 7u) & 63u] & 3u) == 3u)
                                        {
                                            uint _616 = t0.words[(_592 + 33u) & 63u] + (_592 * 3u);
                                            _24 = (_616 * 6u) + t0.words[(_616 + 6u) & 63u];
                                        }
                                        else
                                        {
                                            _24 = t0.words[(_592 + 62u) & 63u] + (_592 * 7u);
                                        }
                                    }
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            _7 = _24;
                            uint _624 = _497 + 1u;
                            _18 = _624;
                            _19 = _24;
                            if (_624 < 5u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_8_exit = 1u;
                                break;
                            }
                        }
                        bool _142_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_8_exit)
                        {
                            case 0u:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_5_exit = 0u;
                                _142_ladder_break = true;
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_142_ladder_break)
                        {
                            break;
                        }
                        _33 = _7;
                    }
                    else
                    {
                        uint _25 = 0u;
                        uint _26 = _17;
                        uint _488;
                        for (;;)
                        {
                            uint _342 = _25;
                            uint _350 = t0.words[(_26 + 30u) & 63u] + (_26 * 3u);
                            if ((_350 & 3u) == 0u)
                            {
                                if (((_284 ^ 445u) % 3u) == 0u)
                                {
                                    uint _420 = t0.words[(_350 + 59u) & 63u] + (_350 << 3u);
                                    _27 = (_420 << 1u) + t0.words[(_420 + 38u) & 63u];
                                }
                                else
                                {
                                    uint _399 = t0.words[(_350 + 44u) & 63u] + (_350 << 2u);
                                    uint _406 = (_399 * 7u) + t0.words[(_399 + 50u) & 63u];
                                    _27 = (_406 << 1u) + t0.words[(_406 + 48u) & 63u];
                                }
                                uint _28 = 0u;
                                uint _29 = _27;
                                uint _443;
                                for (;;)
                                {
                                    uint _429 = _28;
                                    uint _430 = _29;
                                    uint _436 = t0.words[(_430 + 5u) & 63u] + (_430 << 2u);
                                    _443 = (_436 * 7u) + t0.words[(_436 + 21u) & 63u];
                                    uint _444 = _429 + 1u;
                                    _28 = _444;
                                    _29 = _443;
                                    if (_444 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _30 = _443;
                            }
                            else
                            {
                                switch (_350 % 3u)
                                {
                                    case 0u:
                                    {
                                        uint _374 = t0.words[(_350 + 23u) & 63u] + (_350 << 1u);
                                        _30 = (_374 * 5u) + t0.words[(_374 + 8u) & 63u];
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _360 = t0.words[(_350 + 12u) & 63u] + (_350 * 6u);
                                        _30 = (_360 * 3u) + t0.words[(_360 + 4u) & 63u];
                                        break;
                                    }
                                    default:
                                    {
                                        _30 = t0.words[(_350 + 50u) & 63u] + (_350 << 1u);
                                        break;
                                    }
                                }
                            }
                            switch (_30 % 3u)
                            {
                                case 0u:
                                {
                                    uint _31 = _30;
                                    if (((_284 ^ 180u) % 6u) == 1u)
                                    {
                                        _31 = t0.words[(_30 + 55u) & 63u] + (_30 << 2u);
                                    }
                                    _32 = subgroupAdd(_31 & 255u) + _31;
                                    break;
                                }
                                case 1u:
                                {
                                    _32 = t0.words[(_30 + 13u) & 63u] + (_30 * 6u);
                                    break;
                                }
                                default:
                                {
                                    uint _472 = (_30 + 12u) & 63u;
                                    _32 = _30;
                                    if (((t0.words[_472] ^ 173u) % 6u) == 0u)
                                    {
                                        uint _480 = t0.words[_472] + (_30 * 7u);
                                        _32 = t0.words[(_480 + 22u) & 63u] + (_480 * 7u);
                                    }
                                    break;
                                }
                            }
                            _488 = _32;
                            uint _489 = _342 + 1u;
                            _25 = _489;
                            _26 = _488;
                            if (_489 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _33 = _488;
                    }
                    uint _635 = t0.words[(_33 + 29u) & 63u] + (_33 * 3u);
                    _8 = _635;
                    uint _636 = _338 + 1u;
                    _16 = _636;
                    _17 = _635;
                    if (_636 < 5u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_5_exit = 1u;
                        break;
                    }
                }
                bool _148_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_5_exit)
                {
                    case 0u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                        _148_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_148_ladder_break)
                {
                    break;
                }
                uint _639 = _291 + 1u;
                _11 = _639;
                _12 = _8;
                if (_639 < 2u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_0_exit = 1u;
                    break;
                }
            }
            bool _153_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _6;
                    _153_ladder_break = true;
                    break;
                }
                default:
                {
                    break;
                }
            }
            if (_153_ladder_break)
            {
                break;
            }
            _34 = _8;
        }
        uint _62 = _34;
        bool _157_ladder_break = false;
        switch (_34 % 3u)
        {
            case 0u:
            {
                uint _40 = _34;
                if (((t0.words[(_34 + 32u) & 63u] ^ 788u) % 3u) == 1u)
                {
                    _40 = _34;
                    if (!((t0.words[(_34 + 15u) & 63u] & 1u) == 0u))
                    {
                        if (((_34 ^ 385u) % 6u) == 1u)
                        {
                            uint _35 = 0u;
                            uint _36 = t0.words[(_34 + 8u) & 63u] + (_34 * 5u);
                            uint _1105;
                            for (;;)
                            {
                                uint _1093 = _35;
                                uint _37 = _36;
                                if (((_284 ^ 833u) % 3u) == 0u)
                                {
                                    _37 = t0.words[(_36 + 23u) & 63u] + (_36 << 1u);
                                }
                                _1105 = _37;
                                uint _1106 = _1093 + 1u;
                                _35 = _1106;
                                _36 = _1105;
                                if (_1106 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _40 = _1105;
                        }
                        else
                        {
                            if (((t0.words[(_34 + 7u) & 63u] ^ 719u) % 3u) == 0u)
                            {
                                if ((_34 & 3u) == 0u)
                                {
                                    uint _1069 = t0.words[(_34 + 33u) & 63u] + (_34 * 5u);
                                    _38 = (_1069 * 6u) + t0.words[(_1069 + 55u) & 63u];
                                }
                                else
                                {
                                    _38 = t0.words[(_34 + 22u) & 63u] + (_34 * 3u);
                                }
                                if (!((t0.words[(_38 + 6u) & 63u] & 1u) == 0u))
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _38;
                                    _157_ladder_break = true;
                                    break;
                                }
                                _40 = subgroupAdd(_38 & 255u) + _38;
                            }
                            else
                            {
                                uint _1027 = t0.words[(_34 + 56u) & 63u];
                                uint _1028 = _1027 + (_34 << 3u);
                                if ((_1028 & 3u) == 0u)
                                {
                                    uint _1041 = (_1028 + 29u) & 63u;
                                    if ((_1028 % 5u) == 0u)
                                    {
                                        _39 = t0.words[_1041] + (_1028 * 6u);
                                    }
                                    else
                                    {
                                        _39 = t0.words[_1041] + (_1028 * 5u);
                                    }
                                    _40 = _39;
                                    if (((_284 ^ 992u) % 5u) == 0u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _39;
                                        _157_ladder_break = true;
                                        break;
                                    }
                                }
                                else
                                {
                                    _40 = t0.words[(_1028 + 10u) & 63u] + (_1028 * 3u);
                                }
                            }
                        }
                    }
                }
                _62 = t0.words[(_40 + 60u) & 63u] + (_40 << 3u);
                break;
            }
            case 1u:
            {
                _62 = _34;
                if (((_34 ^ 590u) % 6u) == 0u)
                {
                    uint _41 = 0u;
                    uint _42 = _34;
                    for (;;)
                    {
                        uint _656 = _41;
                        if ((_42 % 3u) == 0u)
                        {
                            uint _678 = t0.words[_42 & 63u] + _42;
                            if (((t0.words[(_678 + 20u) & 63u] ^ 18u) % 5u) == 0u)
                            {
                                _43 = t0.words[(_678 + 23u) & 63u] + (_678 << 1u);
                            }
                            else
                            {
                                switch (_678 % 5u)
                                {
                                    case 0u:
                                    {
                                        _43 = _678;
                                        if (((t0.words[(_678 + 45u) & 63u] ^ 325u) % 3u) == 0u)
                                        {
                                            uint _715 = t0.words[(_678 + 13u) & 63u] + (_678 * 3u);
                                            uint _721 = t0.words[(_715 + 57u) & 63u] + _715;
                                            _43 = t0.words[(_721 + 48u) & 63u] + _721;
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _693 = t0.words[(_678 + 58u) & 63u] + (_678 * 7u);
                                        _43 = t0.words[(_693 + 49u) & 63u] + (_693 * 7u);
                                        break;
                                    }
                                    default:
                                    {
                                        _43 = t0.words[(_678 + 16u) & 63u] + _678;
                                        break;
                                    }
                                }
                            }
                        }
                        else
                        {
                            _43 = _42;
                            if (((t0.words[(_42 + 19u) & 63u] ^ 864u) % 3u) == 0u)
                            {
                                _43 = t0.words[(_42 + 63u) & 63u] + (_42 << 2u);
                            }
                        }
                        uint _49 = _43;
                        if ((t0.words[(_43 + 9u) & 63u] & 1u) == 0u)
                        {
                            uint _44 = 0u;
                            uint _45 = _43;
                            for (;;)
                            {
                                uint _747 = _44;
                                _9 = _45;
                                if (!(((_284 & 1u) == 0u) || (((_45 ^ 324u) % 6u) != 0u)))
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_93_exit = 0u;
                                    break;
                                }
                                uint _46 = _9;
                                if (((_9 ^ 183u) % 5u) == 0u)
                                {
                                    uint _767 = t0.words[(_9 + 9u) & 63u] + (_9 << 1u);
                                    _48 = _767;
                                    _46 = _767;
                                    if ((t0.words[(_767 + 46u) & 63u] & 3u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_93_exit = 1u;
                                        break;
                                    }
                                }
                                uint _780 = t0.words[(_46 + 51u) & 63u] + _46;
                                if ((_780 & 3u) == 0u)
                                {
                                    uint _794 = t0.words[(_780 + 37u) & 63u] + (_780 << 1u);
                                    _47 = (_794 << 3u) + t0.words[(_794 + 36u) & 63u];
                                }
                                else
                                {
                                    _47 = t0.words[(_780 + 51u) & 63u] + _780;
                                }
                                uint _802 = _747 + 1u;
                                _44 = _802;
                                _45 = _47;
                                _48 = _47;
                                if (_802 < 4u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_93_exit = 1u;
                                    break;
                                }
                            }
                            bool _190_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_93_exit)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_99_exit = 0u;
                                    _190_ladder_break = true;
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            if (_190_ladder_break)
                            {
                                break;
                            }
                            _49 = _48;
                        }
                        _10 = _49;
                        uint _807 = _656 + 1u;
                        _41 = _807;
                        _42 = _49;
                        if (_807 < 4u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_99_exit = 1u;
                            break;
                        }
                    }
                    bool _196_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_99_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _9;
                            _196_ladder_break = true;
                            _157_ladder_break = true;
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    if (_196_ladder_break)
                    {
                        break;
                    }
                    _62 = _10;
                    if (((t0.words[_10 & 63u] ^ 456u) % 3u) == 1u)
                    {
                        uint _50 = 0u;
                        uint _51 = _10;
                        uint _991;
                        uint _52;
                        uint _53;
                        uint _821;
                        for (;;)
                        {
                            _821 = _50;
                            _52 = 0u;
                            _53 = _51;
                            for (;;)
                            {
                                uint _823 = _52;
                                switch (_53 % 5u)
                                {
                                    case 0u:
                                    {
                                        _58 = _53;
                                        if (((_284 ^ 872u) % 6u) == 0u)
                                        {
                                            uint _912 = t0.words[(_53 + 50u) & 63u] + (_53 * 5u);
                                            uint _918 = (_912 * 5u) + t0.words[(_912 + 44u) & 63u];
                                            _58 = (_918 << 1u) + t0.words[(_918 + 49u) & 63u];
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _896 = t0.words[(_53 + 36u) & 63u] + (_53 * 3u);
                                        _58 = (_896 * 6u) + t0.words[(_896 + 38u) & 63u];
                                        break;
                                    }
                                    case 2u:
                                    {
                                        if (((_284 ^ 733u) % 3u) == 0u)
                                        {
                                            uint _883 = t0.words[(_53 + 3u) & 63u] + (_53 * 3u);
                                            _58 = (_883 << 1u) + t0.words[(_883 + 60u) & 63u];
                                        }
                                        else
                                        {
                                            uint _865 = t0.words[(_53 + 28u) & 63u] + (_53 * 7u);
                                            uint _871 = (_865 * 3u) + t0.words[(_865 + 59u) & 63u];
                                            _58 = (_871 << 1u) + t0.words[(_871 + 23u) & 63u];
                                        }
                                        break;
                                    }
                                    case 3u:
                                    {
                                        uint _54 = 0u;
                                        uint _55 = _53;
                                        uint _847;
                                        for (;;)
                                        {
                                            uint _826 = _54;
                                            uint _827 = _55;
                                            uint _834 = t0.words[(_827 + 53u) & 63u] + (_827 << 2u);
                                            uint _841 = (_834 << 2u) + t0.words[(_834 + 17u) & 63u];
                                            _847 = (_841 * 6u) + t0.words[(_841 + 31u) & 63u];
                                            uint _848 = _826 + 1u;
                                            _54 = _848;
                                            _55 = _847;
                                            if (_848 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _58 = t0.words[(_847 + 49u) & 63u] + (_847 * 6u);
                                        break;
                                    }
                                    default:
                                    {
                                        uint _56 = 0u;
                                        uint _57 = _53;
                                        uint _944;
                                        for (;;)
                                        {
                                            uint _925 = _56;
                                            uint _926 = _57;
                                            uint _931 = t0.words[_926 & 63u] + (_926 * 3u);
                                            uint _937 = (_931 << 2u) + t0.words[(_931 + 23u) & 63u];
                                            _944 = (_937 * 7u) + t0.words[(_937 + 26u) & 63u];
                                            uint _945 = _925 + 1u;
                                            _56 = _945;
                                            _57 = _944;
                                            if (_945 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _58 = _944;
                                        break;
                                    }
                                }
                                uint _59 = _58;
                                uint _60 = 0u;
                                uint _983;
                                for (;;)
                                {
                                    uint _949 = _60;
                                    uint _956 = t0.words[(_59 + 40u) & 63u] + (_59 * 3u);
                                    uint _61 = _956;
                                    if (!((t0.words[(_956 + 36u) & 63u] & 1u) == 0u))
                                    {
                                        uint _968 = t0.words[(_956 + 25u) & 63u] + (_956 * 7u);
                                        uint _975 = (_968 << 3u) + t0.words[(_968 + 47u) & 63u];
                                        _61 = (_975 * 6u) + t0.words[(_975 + 15u) & 63u];
                                    }
                                    _983 = _61;
                                    uint _984 = _949 + 1u;
                                    _59 = _983;
                                    _60 = _984;
                                    if (_984 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _991 = t0.words[(_983 + 9u) & 63u] + (_983 * 7u);
                                uint _992 = _823 + 1u;
                                _52 = _992;
                                _53 = _991;
                                if (_992 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _994 = _821 + 1u;
                            _50 = _994;
                            _51 = _991;
                            if (_994 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _62 = _991;
                    }
                }
                break;
            }
            default:
            {
                break;
            }
        }
        if (_157_ladder_break)
        {
            break;
        }
        u0.words[gl_GlobalInvocationID.x] = _62;
        break;
    }
}

