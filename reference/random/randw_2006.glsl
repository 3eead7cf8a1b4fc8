#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _298;

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
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_8_join = 0u;
    uint _290 = gl_GlobalInvocationID.x & 63u;
    uint _297 = t0.words[_290];
    uint _34 = gl_GlobalInvocationID.x;
    if ((gl_GlobalInvocationID.x & 3u) == 0u)
    {
        uint _11 = 0u;
        uint _12 = gl_GlobalInvocationID.x;
        uint _6;
        uint _7;
        uint _8;
        uint _13;
        uint _14;
        uint _15;
        uint _22;
        uint _23;
        uint _24;
        uint _27;
        uint _30;
        uint _32;
        uint _33;
        uint _305;
        for (;;)
        {
            _305 = _11;
            _13 = 0u;
            _14 = _12;
            uint _323;
            for (;;)
            {
                uint _307 = _13;
                uint _308 = _14;
                uint _316 = t0.words[(_308 + 24u) & 63u] + (_308 * 5u);
                _323 = (_316 << 3u) + t0.words[(_316 + 25u) & 63u];
                uint _324 = _307 + 1u;
                _13 = _324;
                _14 = _323;
                if (_324 == 2u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            if ((_323 % 3u) == 0u)
            {
                uint _343 = t0.words[(_323 + 36u) & 63u] + (_323 * 6u);
                _15 = (_343 * 5u) + t0.words[(_343 + 51u) & 63u];
            }
            else
            {
                _15 = t0.words[(_323 + 52u) & 63u] + (_323 * 3u);
            }
            uint _16 = 0u;
            uint _17 = _15;
            for (;;)
            {
                uint _352 = _16;
                if ((_17 % 5u) == 0u)
                {
                    uint _18 = 0u;
                    uint _19 = t0.words[(_17 + 6u) & 63u] + (_17 * 7u);
                    uint _20;
                    uint _21;
                    uint _511;
                    bool _514;
                    for (;;)
                    {
                        _511 = _18;
                        _514 = (_297 & 1u) == 0u;
                        _20 = 0u;
                        _21 = _19;
                        for (;;)
                        {
                            uint _515 = _20;
                            if (((_297 ^ 746u) % 6u) == 1u)
                            {
                                _22 = t0.words[(_21 + 39u) & 63u] + (_21 << 3u);
                            }
                            else
                            {
                                uint _526 = t0.words[(_21 + 58u) & 63u] + _21;
                                uint _533 = (_526 * 3u) + t0.words[(_526 + 31u) & 63u];
                                _22 = (_533 << 2u) + t0.words[(_533 + 18u) & 63u];
                            }
                            _6 = _22;
                            if (_514)
                            {
                                uint _549 = _515 + 1u;
                                _20 = _549;
                                _21 = _6;
                                if (_549 < 2u)
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
                        bool _117_ladder_break = false;
                        switch (_6 % 3u)
                        {
                            case 0u:
                            {
                                _24 = _6;
                                if (_514)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_8_join = 28u;
                                }
                                else
                                {
                                    _23 = _6;
                                    if (((_297 ^ 675u) % 3u) == 1u)
                                    {
                                        uint _575 = t0.words[(_6 + 42u) & 63u] + (_6 * 6u);
                                        uint _582 = (_575 * 5u) + t0.words[(_575 + 32u) & 63u];
                                        _23 = (_582 * 5u) + t0.words[(_582 + 4u) & 63u];
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
                                    _117_ladder_break = true;
                                    break;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_8_join = 24u;
                                }
                                break;
                            }
                        }
                        if (_117_ladder_break)
                        {
                            break;
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_8_join)
                        {
                            case 24u:
                            {
                                uint _606 = t0.words[(_23 + 55u) & 63u] + (_23 << 2u);
                                _24 = _606;
                                if (((_606 ^ 162u) % 3u) == 1u)
                                {
                                    if ((t0.words[(_606 + 7u) & 63u] & 3u) == 3u)
                                    {
                                        uint _630 = t0.words[(_606 + 33u) & 63u] + (_606 * 3u);
                                        _24 = (_630 * 6u) + t0.words[(_630 + 6u) & 63u];
                                    }
                                    else
                                    {
                                        _24 = t0.words[(_606 + 62u) & 63u] + (_606 * 7u);
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
                        uint _638 = _511 + 1u;
                        _18 = _638;
                        _19 = _24;
                        if (_638 < 5u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_8_exit = 1u;
                            break;
                        }
                    }
                    bool _141_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_8_exit)
                    {
                        case 0u:
                        {
                            _RESERVED_IDENTIFIER_FIXUP_5_exit = 0u;
                            _141_ladder_break = true;
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    if (_141_ladder_break)
                    {
                        break;
                    }
                    _33 = _7;
                }
                else
                {
                    uint _25 = 0u;
                    uint _26 = _17;
                    uint _502;
                    for (;;)
                    {
                        uint _356 = _25;
                        uint _364 = t0.words[(_26 + 30u) & 63u] + (_26 * 3u);
                        if ((_364 & 3u) == 0u)
                        {
                            if (((_297 ^ 445u) % 3u) == 0u)
                            {
                                uint _434 = t0.words[(_364 + 59u) & 63u] + (_364 << 3u);
                                _27 = (_434 << 1u) + t0.words[(_434 + 38u) & 63u];
                            }
                            else
                            {
                                uint _413 = t0.words[(_364 + 44u) & 63u] + (_364 << 2u);
                                uint _420 = (_413 * 7u) + t0.words[(_413 + 50u) & 63u];
                                _27 = (_420 << 1u) + t0.words[(_420 + 48u) & 63u];
                            }
                            uint _28 = 0u;
                            uint _29 = _27;
                            uint _457;
                            for (;;)
                            {
                                uint _443 = _28;
                                uint _444 = _29;
                                uint _450 = t0.words[(_444 + 5u) & 63u] + (_444 << 2u);
                                _457 = (_450 * 7u) + t0.words[(_450 + 21u) & 63u];
                                uint _458 = _443 + 1u;
                                _28 = _458;
                                _29 = _457;
                                if (_458 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _30 = _457;
                        }
                        else
                        {
                            switch (_364 % 3u)
                            {
                                case 0u:
                                {
                                    uint _388 = t0.words[(_364 + 23u) & 63u] + (_364 << 1u);
                                    _30 = (_388 * 5u) + t0.words[(_388 + 8u) & 63u];
                                    break;
                                }
                                case 1u:
                                {
                                    uint _374 = t0.words[(_364 + 12u) & 63u] + (_364 * 6u);
                                    _30 = (_374 * 3u) + t0.words[(_374 + 4u) & 63u];
                                    break;
                                }
                                default:
                                {
                                    _30 = t0.words[(_364 + 50u) & 63u] + (_364 << 1u);
                                    break;
                                }
                            }
                        }
                        switch (_30 % 3u)
                        {
                            case 0u:
                            {
                                uint _31 = _30;
                                if (((_297 ^ 180u) % 6u) == 1u)
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
                                uint _486 = (_30 + 12u) & 63u;
                                _32 = _30;
                                if (((t0.words[_486] ^ 173u) % 6u) == 0u)
                                {
                                    uint _494 = t0.words[_486] + (_30 * 7u);
                                    _32 = t0.words[(_494 + 22u) & 63u] + (_494 * 7u);
                                }
                                break;
                            }
                        }
                        _502 = _32;
                        uint _503 = _356 + 1u;
                        _25 = _503;
                        _26 = _502;
                        if (_503 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _33 = _502;
                }
                uint _649 = t0.words[(_33 + 29u) & 63u] + (_33 * 3u);
                _8 = _649;
                uint _650 = _352 + 1u;
                _16 = _650;
                _17 = _649;
                if (_650 < 5u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_5_exit = 1u;
                    break;
                }
            }
            bool _147_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_5_exit)
            {
                case 0u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                    _147_ladder_break = true;
                    break;
                }
                default:
                {
                    break;
                }
            }
            if (_147_ladder_break)
            {
                break;
            }
            uint _653 = _305 + 1u;
            _11 = _653;
            _12 = _8;
            if (_653 < 2u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_0_exit = 1u;
                break;
            }
        }
        switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
        {
            case 0u:
            {
                u0.words[gl_GlobalInvocationID.x] = _6;
                main_join = 125u;
                break;
            }
            default:
            {
                _34 = _8;
                main_join = 53u;
                break;
            }
        }
    }
    else
    {
        main_join = 53u;
    }
    switch (main_join)
    {
        case 53u:
        {
            uint _62 = _34;
            switch (_34 % 3u)
            {
                case 0u:
                {
                    uint _40 = _34;
                    if (((t0.words[(_34 + 32u) & 63u] ^ 788u) % 3u) == 1u)
                    {
                        _40 = _34;
                        if ((t0.words[(_34 + 15u) & 63u] & 1u) == 0u)
                        {
                            main_join = 76u;
                        }
                        else
                        {
                            if (((_34 ^ 385u) % 6u) == 1u)
                            {
                                uint _35 = 0u;
                                uint _36 = t0.words[(_34 + 8u) & 63u] + (_34 * 5u);
                                uint _1122;
                                for (;;)
                                {
                                    uint _1110 = _35;
                                    uint _37 = _36;
                                    if (((_297 ^ 833u) % 3u) == 0u)
                                    {
                                        _37 = t0.words[(_36 + 23u) & 63u] + (_36 << 1u);
                                    }
                                    _1122 = _37;
                                    uint _1123 = _1110 + 1u;
                                    _35 = _1123;
                                    _36 = _1122;
                                    if (_1123 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _40 = _1122;
                                main_join = 76u;
                            }
                            else
                            {
                                if (((t0.words[(_34 + 7u) & 63u] ^ 719u) % 3u) == 0u)
                                {
                                    uint _38;
                                    if ((_34 & 3u) == 0u)
                                    {
                                        uint _1086 = t0.words[(_34 + 33u) & 63u] + (_34 * 5u);
                                        _38 = (_1086 * 6u) + t0.words[(_1086 + 55u) & 63u];
                                    }
                                    else
                                    {
                                        _38 = t0.words[(_34 + 22u) & 63u] + (_34 * 3u);
                                    }
                                    if ((t0.words[(_38 + 6u) & 63u] & 1u) == 0u)
                                    {
                                        _40 = subgroupAdd(_38 & 255u) + _38;
                                        main_join = 76u;
                                    }
                                    else
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _38;
                                        main_join = 125u;
                                    }
                                }
                                else
                                {
                                    uint _1044 = t0.words[(_34 + 56u) & 63u];
                                    uint _1045 = _1044 + (_34 << 3u);
                                    if ((_1045 & 3u) == 0u)
                                    {
                                        uint _1058 = (_1045 + 29u) & 63u;
                                        uint _39;
                                        if ((_1045 % 5u) == 0u)
                                        {
                                            _39 = t0.words[_1058] + (_1045 * 6u);
                                        }
                                        else
                                        {
                                            _39 = t0.words[_1058] + (_1045 * 5u);
                                        }
                                        _40 = _39;
                                        if (((_297 ^ 992u) % 5u) == 0u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _39;
                                            main_join = 125u;
                                        }
                                        else
                                        {
                                            main_join = 76u;
                                        }
                                    }
                                    else
                                    {
                                        _40 = t0.words[(_1045 + 10u) & 63u] + (_1045 * 3u);
                                        main_join = 76u;
                                    }
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
                            _62 = t0.words[(_40 + 60u) & 63u] + (_40 << 3u);
                            main_join = 124u;
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
                    _62 = _34;
                    if (((_34 ^ 590u) % 6u) == 0u)
                    {
                        uint _41 = 0u;
                        uint _42 = _34;
                        uint _9;
                        uint _10;
                        uint _43;
                        uint _47;
                        uint _48;
                        for (;;)
                        {
                            uint _673 = _41;
                            if ((_42 % 3u) == 0u)
                            {
                                uint _695 = t0.words[_42 & 63u] + _42;
                                if (((t0.words[(_695 + 20u) & 63u] ^ 18u) % 5u) == 0u)
                                {
                                    _43 = t0.words[(_695 + 23u) & 63u] + (_695 << 1u);
                                }
                                else
                                {
                                    switch (_695 % 5u)
                                    {
                                        case 0u:
                                        {
                                            _43 = _695;
                                            if (((t0.words[(_695 + 45u) & 63u] ^ 325u) % 3u) == 0u)
                                            {
                                                uint _732 = t0.words[(_695 + 13u) & 63u] + (_695 * 3u);
                                                uint _738 = t0.words[(_732 + 57u) & 63u] + _732;
                                                _43 = t0.words[(_738 + 48u) & 63u] + _738;
                                            }
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _710 = t0.words[(_695 + 58u) & 63u] + (_695 * 7u);
                                            _43 = t0.words[(_710 + 49u) & 63u] + (_710 * 7u);
                                            break;
                                        }
                                        default:
                                        {
                                            _43 = t0.words[(_695 + 16u) & 63u] + _695;
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
                                    uint _764 = _44;
                                    _9 = _45;
                                    if (!(((_297 & 1u) == 0u) || (((_45 ^ 324u) % 6u) != 0u)))
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_93_exit = 0u;
                                        break;
                                    }
                                    uint _46 = _9;
                                    if (((_9 ^ 183u) % 5u) == 0u)
                                    {
                                        uint _784 = t0.words[(_9 + 9u) & 63u] + (_9 << 1u);
                                        _48 = _784;
                                        _46 = _784;
                                        if ((t0.words[(_784 + 46u) & 63u] & 3u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_93_exit = 1u;
                                            break;
                                        }
                                    }
                                    uint _797 = t0.words[(_46 + 51u) & 63u] + _46;
                                    if ((_797 & 3u) == 0u)
                                    {
                                        uint _811 = t0.words[(_797 + 37u) & 63u] + (_797 << 1u);
                                        _47 = (_811 << 3u) + t0.words[(_811 + 36u) & 63u];
                                    }
                                    else
                                    {
                                        _47 = t0.words[(_797 + 51u) & 63u] + _797;
                                    }
                                    uint _819 = _764 + 1u;
                                    _44 = _819;
                                    _45 = _47;
                                    _48 = _47;
                                    if (_819 < 4u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_93_exit = 1u;
                                        break;
                                    }
                                }
                                bool _191_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_93_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_99_exit = 0u;
                                        _191_ladder_break = true;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                if (_191_ladder_break)
                                {
                                    break;
                                }
                                _49 = _48;
                            }
                            _10 = _49;
                            uint _824 = _673 + 1u;
                            _41 = _824;
                            _42 = _49;
                            if (_824 < 4u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_99_exit = 1u;
                                break;
                            }
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_99_exit)
                        {
                            case 0u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _9;
                                main_join = 125u;
                                break;
                            }
                            default:
                            {
                                _62 = _10;
                                if (((t0.words[_10 & 63u] ^ 456u) % 3u) == 1u)
                                {
                                    uint _50 = 0u;
                                    uint _51 = _10;
                                    uint _1007;
                                    uint _52;
                                    uint _53;
                                    uint _58;
                                    uint _838;
                                    for (;;)
                                    {
                                        _838 = _50;
                                        _52 = 0u;
                                        _53 = _51;
                                        for (;;)
                                        {
                                            uint _840 = _52;
                                            switch (_53 % 5u)
                                            {
                                                case 0u:
                                                {
                                                    _58 = _53;
                                                    if (((_297 ^ 872u) % 6u) == 0u)
                                                    {
                                                        uint _928 = t0.words[(_53 + 50u) & 63u] + (_53 * 5u);
                                                        uint _934 = (_928 * 5u) + t0.words[(_928 + 44u) & 63u];
                                                        _58 = (_934 << 1u) + t0.words[(_934 + 49u) & 63u];
                                                    }
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _912 = t0.words[(_53 + 36u) & 63u] + (_53 * 3u);
                                                    _58 = (_912 * 6u) + t0.words[(_912 + 38u) & 63u];
                                                    break;
                                                }
                                                case 2u:
                                                {
                                                    if (((_297 ^ 733u) % 3u) == 0u)
                                                    {
                                                        uint _899 = t0.words[(_53 + 3u) & 63u] + (_53 * 3u);
                                                        _58 = (_899 << 1u) + t0.words[(_899 + 60u) & 63u];
                                                    }
                                                    else
                                                    {
                                                        uint _881 = t0.words[(_53 + 28u) & 63u] + (_53 * 7u);
                                                        uint _887 = (_881 * 3u) + t0.words[(_881 + 59u) & 63u];
                                                        _58 = (_887 << 1u) + t0.words[(_887 + 23u) & 63u];
                                                    }
                                                    break;
                                                }
                                                case 3u:
                                                {
                                                    uint _54 = 0u;
                                                    uint _55 = _53;
                                                    uint _863;
                                                    for (;;)
                                                    {
                                                        uint _843 = _54;
                                                        uint _844 = _55;
                                                        uint _850 = t0.words[(_844 + 53u) & 63u] + (_844 << 2u);
                                                        uint _857 = (_850 << 2u) + t0.words[(_850 + 17u) & 63u];
                                                        _863 = (_857 * 6u) + t0.words[(_857 + 31u) & 63u];
                                                        uint _864 = _843 + 1u;
                                                        _54 = _864;
                                                        _55 = _863;
                                                        if (_864 == 4u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _58 = t0.words[(_863 + 49u) & 63u] + (_863 * 6u);
                                                    break;
                                                }
                                                default:
                                                {
                                                    uint _56 = 0u;
                                                    uint _57 = _53;
                                                    uint _960;
                                                    for (;;)
                                                    {
                                                        uint _941 = _56;
                                                        uint _942 = _57;
                                                        uint _947 = t0.words[_942 & 63u] + (_942 * 3u);
                                                        uint _953 = (_947 << 2u) + t0.words[(_947 + 23u) & 63u];
                                                        _960 = (_953 * 7u) + t0.words[(_953 + 26u) & 63u];
                                                        uint _961 = _941 + 1u;
                                                        _56 = _961;
                                                        _57 = _960;
                                                        if (_961 == 3u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _58 = _960;
                                                    break;
                                                }
                                            }
                                            uint _59 = _58;
                                            uint _60 = 0u;
                                            uint _999;
                                            for (;;)
                                            {
                                                uint _965 = _60;
                                                uint _972 = t0.words[(_59 + 40u) & 63u] + (_59 * 3u);
                                                uint _61 = _972;
                                                if (!((t0.words[(_972 + 36u) & 63u] & 1u) == 0u))
                                                {
                                                    uint _984 = t0.words[(_972 + 25u) & 63u] + (_972 * 7u);
                                                    uint _991 = (_984 << 3u) + t0.words[(_984 + 47u) & 63u];
                                                    _61 = (_991 * 6u) + t0.words[(_991 + 15u) & 63u];
                                                }
                                                _999 = _61;
                                                uint _1000 = _965 + 1u;
                                                _59 = _999;
                                                _60 = _1000;
                                                if (_1000 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _1007 = t0.words[(_999 + 9u) & 63u] + (_999 * 7u);
                                            uint _1008 = _840 + 1u;
                                            _52 = _1008;
                                            _53 = _1007;
                                            if (_1008 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _1010 = _838 + 1u;
                                        _50 = _1010;
                                        _51 = _1007;
                                        if (_1010 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _62 = _1007;
                                    main_join = 124u;
                                }
                                else
                                {
                                    main_join = 124u;
                                }
                                break;
                            }
                        }
                    }
                    else
                    {
                        main_join = 124u;
                    }
                    break;
                }
                default:
                {
                    main_join = 124u;
                    break;
                }
            }
            switch (main_join)
            {
                case 124u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _62;
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

