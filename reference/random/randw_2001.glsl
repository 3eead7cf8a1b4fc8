#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _259;

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
    uint _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_50_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_53_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 0u;
    uint _251 = gl_GlobalInvocationID.x & 63u;
    uint _258 = t0.words[_251];
    uint _14 = 0u;
    uint _15 = gl_GlobalInvocationID.x;
    uint _268;
    for (;;)
    {
        uint _261 = _14;
        uint _262 = _15;
        _268 = t0.words[(_262 + 21u) & 63u] + _262;
        uint _269 = _261 + 1u;
        _14 = _269;
        _15 = _268;
        if (_269 == 4u)
        {
            break;
        }
        else
        {
            continue;
        }
    }
    uint _16 = 0u;
    uint _17 = _268;
    uint _6;
    uint _7;
    uint _8;
    uint _9;
    uint _10;
    uint _22;
    uint _23;
    uint _24;
    uint _28;
    uint _29;
    uint _30;
    uint _31;
    for (;;)
    {
        uint _273 = _16;
        uint _282 = t0.words[(_17 + 10u) & 63u] + (_17 * 7u);
        uint _290 = (_282 * 3u) + t0.words[(_282 + 55u) & 63u];
        if ((t0.words[(_290 + 39u) & 63u] & 3u) == 2u)
        {
            uint _348 = t0.words[(_290 + 20u) & 63u] + (_290 * 7u);
            _30 = _348;
            if (((_258 ^ 756u) % 5u) == 1u)
            {
                uint _18 = 0u;
                uint _19 = _348;
                for (;;)
                {
                    uint _354 = _18;
                    uint _25 = _19;
                    if ((t0.words[(_19 + 1u) & 63u] & 3u) == 2u)
                    {
                        uint _20 = 0u;
                        uint _21 = _19;
                        uint _429;
                        for (;;)
                        {
                            uint _362 = _20;
                            switch (_21 % 3u)
                            {
                                case 0u:
                                {
                                    _22 = t0.words[(_21 + 36u) & 63u] + (_21 * 3u);
                                    break;
                                }
                                case 1u:
                                {
                                    uint _369 = t0.words[_21 & 63u] + (_21 * 6u);
                                    _22 = t0.words[(_369 + 53u) & 63u] + _369;
                                    break;
                                }
                                default:
                                {
                                    _22 = t0.words[(_21 + 21u) & 63u] + (_21 * 6u);
                                    break;
                                }
                            }
                            switch (_22 % 5u)
                            {
                                case 0u:
                                {
                                    uint _416 = t0.words[(_22 + 45u) & 63u] + (_22 * 6u);
                                    _23 = (_416 << 1u) + t0.words[(_416 + 63u) & 63u];
                                    break;
                                }
                                case 1u:
                                {
                                    _23 = t0.words[(_22 + 34u) & 63u] + _22;
                                    break;
                                }
                                case 2u:
                                {
                                    uint _397 = t0.words[(_22 + 46u) & 63u] + (_22 << 3u);
                                    _23 = (_397 * 3u) + t0.words[(_397 + 10u) & 63u];
                                    break;
                                }
                                default:
                                {
                                    _23 = t0.words[(_22 + 10u) & 63u] + (_22 << 3u);
                                    break;
                                }
                            }
                            _429 = _23;
                            uint _430 = _362 + 1u;
                            _20 = _430;
                            _21 = _429;
                            if (_430 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        if ((t0.words[(_429 + 10u) & 63u] & 1u) == 0u)
                        {
                            if ((_429 % 3u) == 0u)
                            {
                                _24 = t0.words[(_429 + 29u) & 63u] + (_429 << 2u);
                            }
                            else
                            {
                                _24 = t0.words[(_429 + 42u) & 63u] + _429;
                            }
                        }
                        else
                        {
                            _24 = t0.words[(_429 + 25u) & 63u] + (_429 * 7u);
                        }
                        _25 = t0.words[(_24 + 27u) & 63u] + _24;
                    }
                    _6 = _25;
                    if (((_258 ^ 817u) % 3u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                        break;
                    }
                    uint _26 = 0u;
                    uint _27 = _6;
                    uint _480;
                    for (;;)
                    {
                        uint _472 = _26;
                        uint _473 = _27;
                        _480 = t0.words[(_473 + 60u) & 63u] + (_473 << 2u);
                        uint _481 = _472 + 1u;
                        _26 = _481;
                        _27 = _480;
                        if (_481 == 2u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _489 = t0.words[(_480 + 58u) & 63u] + (_480 << 2u);
                    _7 = _489;
                    uint _490 = _354 + 1u;
                    _18 = _490;
                    _19 = _489;
                    if (_490 < 2u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_0_exit = 1u;
                        break;
                    }
                }
                bool _115_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
                {
                    case 0u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_8_exit = 2u;
                        _115_ladder_break = true;
                        break;
                    }
                }
                if (_115_ladder_break)
                {
                    break;
                }
                if (((_7 ^ 595u) % 5u) == 1u)
                {
                    _30 = t0.words[(_7 + 53u) & 63u] + _7;
                    _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 47u;
                }
                else
                {
                    switch (_7 & 3u)
                    {
                        case 0u:
                        {
                            _28 = subgroupAdd(_7 & 255u) + _7;
                            _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 40u;
                            break;
                        }
                        case 1u:
                        {
                            uint _513 = t0.words[(_7 + 13u) & 63u] + (_7 << 1u);
                            if (((_513 ^ 776u) % 6u) == 1u)
                            {
                                _28 = _513;
                                if (((_513 ^ 727u) % 5u) == 0u)
                                {
                                    uint _537 = t0.words[(_513 + 10u) & 63u] + _513;
                                    uint _544 = (_537 * 6u) + t0.words[(_537 + 16u) & 63u];
                                    _28 = (_544 * 6u) + t0.words[(_544 + 59u) & 63u];
                                    _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 40u;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 40u;
                                }
                            }
                            else
                            {
                                _28 = _513;
                                if (((_258 ^ 884u) % 6u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 40u;
                                }
                                else
                                {
                                    _28 = t0.words[(_513 + 41u) & 63u] + (_513 * 5u);
                                    _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 40u;
                                }
                            }
                            break;
                        }
                        case 2u:
                        {
                            _31 = _7;
                            _28 = _7;
                            if (((_258 ^ 597u) % 6u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 48u;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 40u;
                            }
                            break;
                        }
                        default:
                        {
                            _28 = t0.words[(_7 + 54u) & 63u] + _7;
                            _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 40u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_8_loop_join)
                    {
                        case 40u:
                        {
                            _30 = t0.words[(_28 + 47u) & 63u] + (_28 << 3u);
                            _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 47u;
                            break;
                        }
                    }
                }
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 47u;
            }
        }
        else
        {
            uint _305 = t0.words[(_290 + 35u) & 63u] + (_290 << 1u);
            _9 = _305;
            if ((_305 & 3u) == 0u)
            {
                uint _326 = t0.words[(_9 + 42u) & 63u] + (_9 << 1u);
                _8 = _326;
                _29 = _326;
                if (((t0.words[(_326 + 15u) & 63u] ^ 480u) % 6u) == 0u)
                {
                    _RESERVED_IDENTIFIER_FIXUP_8_exit = 1u;
                    break;
                }
            }
            else
            {
                _29 = _9;
                if (((t0.words[(_9 + 48u) & 63u] ^ 834u) % 6u) == 0u)
                {
                    _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
                    break;
                }
            }
            _30 = subgroupAdd(_29 & 255u) + _29;
            _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 47u;
        }
        switch (_RESERVED_IDENTIFIER_FIXUP_8_loop_join)
        {
            case 47u:
            {
                _31 = t0.words[(_30 + 49u) & 63u] + (_30 * 3u);
                break;
            }
        }
        _10 = _31;
        uint _587 = _273 + 1u;
        _16 = _587;
        _17 = _31;
        if (_587 < 4u)
        {
            continue;
        }
        else
        {
            _RESERVED_IDENTIFIER_FIXUP_8_exit = 3u;
            break;
        }
    }
    switch (_RESERVED_IDENTIFIER_FIXUP_8_exit)
    {
        case 0u:
        {
            u0.words[gl_GlobalInvocationID.x] = _9;
            break;
        }
        case 1u:
        {
            u0.words[gl_GlobalInvocationID.x] = _8;
            break;
        }
        case 2u:
        {
            u0.words[gl_GlobalInvocationID.x] = _6;
            break;
        }
        default:
        {
            if ((_258 & 1u) == 0u)
            {
                u0.words[gl_GlobalInvocationID.x] = _10;
            }
            else
            {
                uint _607 = t0.words[_10 & 63u] + (_10 << 2u);
                uint _613 = (_607 * 6u) + t0.words[(_607 + 10u) & 63u];
                uint _53 = _613;
                if (((t0.words[(_613 + 40u) & 63u] ^ 573u) % 3u) == 1u)
                {
                    uint _32 = 0u;
                    uint _33 = _613;
                    uint _11;
                    uint _12;
                    uint _13;
                    uint _36;
                    uint _38;
                    uint _41;
                    uint _43;
                    uint _44;
                    uint _47;
                    uint _48;
                    uint _49;
                    for (;;)
                    {
                        uint _623 = _32;
                        if ((t0.words[(_33 + 54u) & 63u] & 1u) == 0u)
                        {
                            uint _832 = subgroupAdd(_33 & 255u) + _33;
                            _44 = t0.words[(_832 + 17u) & 63u] + (_832 * 3u);
                        }
                        else
                        {
                            uint _34 = 0u;
                            uint _35 = _33;
                            uint _712;
                            for (;;)
                            {
                                uint _631 = _34;
                                uint _639 = t0.words[(_35 + 24u) & 63u] + (_35 * 6u);
                                uint _646 = (_639 * 3u) + t0.words[(_639 + 12u) & 63u];
                                if (((t0.words[(_646 + 58u) & 63u] ^ 298u) % 3u) == 0u)
                                {
                                    switch (_646 & 3u)
                                    {
                                        case 0u:
                                        {
                                            _36 = t0.words[(_646 + 47u) & 63u] + (_646 << 1u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _36 = t0.words[(_646 + 24u) & 63u] + (_646 << 3u);
                                            break;
                                        }
                                        default:
                                        {
                                            _36 = t0.words[(_646 + 14u) & 63u] + (_646 << 1u);
                                            break;
                                        }
                                    }
                                    uint _696 = t0.words[(_36 + 41u) & 63u] + (_36 * 7u);
                                    _38 = _696;
                                    if (((_696 ^ 558u) % 3u) == 1u)
                                    {
                                        uint _705 = t0.words[(_696 + 13u) & 63u] + _696;
                                        _38 = (_705 << 2u) + t0.words[(_705 + 35u) & 63u];
                                    }
                                }
                                else
                                {
                                    uint _37 = _646;
                                    if (((_646 ^ 807u) % 3u) == 1u)
                                    {
                                        _37 = t0.words[_646 & 63u] + (_646 * 7u);
                                    }
                                    _38 = t0.words[(_37 + 25u) & 63u] + _37;
                                }
                                _712 = _38;
                                uint _713 = _631 + 1u;
                                _34 = _713;
                                _35 = _712;
                                if (_713 < 3u)
                                {
                                    continue;
                                }
                                else
                                {
                                    break;
                                }
                            }
                            if ((_712 % 3u) == 0u)
                            {
                                uint _39 = 0u;
                                uint _40 = _712;
                                for (;;)
                                {
                                    uint _771 = _39;
                                    if (((t0.words[(_40 + 57u) & 63u] ^ 453u) % 3u) == 1u)
                                    {
                                        uint _801 = t0.words[(_40 + 9u) & 63u] + (_40 * 3u);
                                        uint _807 = (_801 << 2u) + t0.words[(_801 + 21u) & 63u];
                                        _41 = _807 + t0.words[(_807 + 9u) & 63u];
                                    }
                                    else
                                    {
                                        uint _788 = t0.words[(_40 + 37u) & 63u] + (_40 << 1u);
                                        _41 = (_788 * 3u) + t0.words[(_788 + 34u) & 63u];
                                    }
                                    _11 = _41;
                                    if (((t0.words[(_41 + 37u) & 63u] ^ 581u) % 3u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_53_exit = 0u;
                                        break;
                                    }
                                    uint _825 = subgroupAdd(_11 & 255u) + _11;
                                    _12 = _825;
                                    uint _826 = _771 + 1u;
                                    _39 = _826;
                                    _40 = _825;
                                    if (_826 < 4u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_53_exit = 1u;
                                        break;
                                    }
                                }
                                bool _189_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_53_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_50_exit = 0u;
                                        _189_ladder_break = true;
                                        break;
                                    }
                                }
                                if (_189_ladder_break)
                                {
                                    break;
                                }
                                _44 = _12;
                            }
                            else
                            {
                                _44 = _712;
                                if (((t0.words[(_712 + 49u) & 63u] ^ 834u) % 3u) == 0u)
                                {
                                    uint _42 = _712;
                                    if (((_258 ^ 136u) % 3u) == 1u)
                                    {
                                        uint _733 = t0.words[(_712 + 55u) & 63u] + (_712 * 6u);
                                        _42 = (_733 << 1u) + t0.words[(_733 + 13u) & 63u];
                                    }
                                    switch (_42 % 5u)
                                    {
                                        case 0u:
                                        {
                                            _43 = t0.words[(_42 + 8u) & 63u] + (_42 << 3u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _747 = t0.words[(_42 + 54u) & 63u] + (_42 * 5u);
                                            _43 = (_747 << 2u) + t0.words[(_747 + 25u) & 63u];
                                            break;
                                        }
                                        default:
                                        {
                                            _43 = t0.words[(_42 + 15u) & 63u] + (_42 << 2u);
                                            break;
                                        }
                                    }
                                    _44 = subgroupAdd(_43 & 255u) + _43;
                                }
                            }
                        }
                        uint _50 = _44;
                        if (((_258 ^ 873u) % 6u) == 1u)
                        {
                            if (((_44 ^ 416u) % 5u) == 0u)
                            {
                                uint _934 = t0.words[(_44 + 62u) & 63u] + (_44 << 2u);
                                _49 = (_934 << 1u) + t0.words[(_934 + 26u) & 63u];
                            }
                            else
                            {
                                uint _45 = 0u;
                                uint _46 = _44;
                                for (;;)
                                {
                                    uint _849 = _45;
                                    switch (_46 % 5u)
                                    {
                                        case 0u:
                                        {
                                            uint _894 = t0.words[(_46 + 28u) & 63u] + (_46 << 3u);
                                            _47 = t0.words[(_894 + 62u) & 63u] + _894;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _881 = t0.words[(_46 + 1u) & 63u] + (_46 << 3u);
                                            _47 = (_881 * 5u) + t0.words[(_881 + 20u) & 63u];
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _869 = t0.words[(_46 + 4u) & 63u] + (_46 * 3u);
                                            _47 = (_869 << 1u) + t0.words[(_869 + 13u) & 63u];
                                            break;
                                        }
                                        case 3u:
                                        {
                                            uint _856 = t0.words[_46 & 63u] + (_46 * 7u);
                                            _47 = (_856 * 6u) + t0.words[(_856 + 50u) & 63u];
                                            break;
                                        }
                                        default:
                                        {
                                            _47 = t0.words[(_46 + 2u) & 63u] + (_46 * 7u);
                                            break;
                                        }
                                    }
                                    _48 = _47;
                                    if ((t0.words[(_47 + 6u) & 63u] & 3u) == 0u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        uint _919 = t0.words[(_47 + 63u) & 63u] + (_47 * 7u);
                                        uint _920 = _849 + 1u;
                                        _45 = _920;
                                        _46 = _919;
                                        _48 = _919;
                                        if (_920 < 3u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            break;
                                        }
                                    }
                                }
                                _49 = t0.words[(_48 + 21u) & 63u] + (_48 * 3u);
                            }
                            uint _948 = t0.words[(_49 + 61u) & 63u] + _49;
                            _50 = (_948 << 1u) + t0.words[(_948 + 56u) & 63u];
                        }
                        uint _51 = 0u;
                        uint _52 = _50;
                        uint _963;
                        for (;;)
                        {
                            uint _957 = _51;
                            uint _958 = _52;
                            _963 = t0.words[(_958 + 16u) & 63u] + _958;
                            uint _964 = _957 + 1u;
                            _51 = _964;
                            _52 = _963;
                            if (_964 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _968 = subgroupAdd(_963 & 255u) + _963;
                        _13 = _968;
                        uint _969 = _623 + 1u;
                        _32 = _969;
                        _33 = _968;
                        if (_969 < 2u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_50_exit = 1u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_50_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _11;
                            main_join = 115u;
                            break;
                        }
                        default:
                        {
                            _53 = t0.words[(_13 + 63u) & 63u] + (_13 * 6u);
                            main_join = 102u;
                            break;
                        }
                    }
                }
                else
                {
                    main_join = 102u;
                }
                switch (main_join)
                {
                    case 102u:
                    {
                        uint _989 = t0.words[(_53 + 41u) & 63u] + (_53 * 3u);
                        uint _60 = _989;
                        if ((((_258 ^ 110u) % 3u) == 1u) && ((_989 % 3u) == 0u))
                        {
                            uint _54 = 0u;
                            uint _55 = _989;
                            uint _1041;
                            uint _59;
                            for (;;)
                            {
                                uint _997 = _54;
                                if (((_55 ^ 240u) % 5u) == 0u)
                                {
                                    _59 = t0.words[(_55 + 18u) & 63u] + (_55 << 3u);
                                }
                                else
                                {
                                    uint _56 = _55;
                                    if (((_258 ^ 54u) % 5u) == 0u)
                                    {
                                        uint _1011 = t0.words[(_55 + 17u) & 63u] + (_55 << 2u);
                                        _56 = _1011;
                                        if (((_258 ^ 98u) % 3u) == 1u)
                                        {
                                            _56 = t0.words[(_1011 + 52u) & 63u] + _1011;
                                        }
                                    }
                                    uint _57 = _56;
                                    uint _58 = 0u;
                                    uint _1031;
                                    for (;;)
                                    {
                                        uint _1023 = _57;
                                        uint _1024 = _58;
                                        _1031 = t0.words[(_1023 + 11u) & 63u] + (_1023 << 2u);
                                        uint _1032 = _1024 + 1u;
                                        _57 = _1031;
                                        _58 = _1032;
                                        if (_1032 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _59 = _1031;
                                }
                                _1041 = _59;
                                uint _1042 = _997 + 1u;
                                _54 = _1042;
                                _55 = _1041;
                                if (_1042 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _60 = _1041;
                        }
                        u0.words[gl_GlobalInvocationID.x] = _60;
                        break;
                    }
                }
            }
            break;
        }
    }
}

