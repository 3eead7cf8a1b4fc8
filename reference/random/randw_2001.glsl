#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _264;

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
    uint _256 = gl_GlobalInvocationID.x & 63u;
    uint _263 = t0.words[_256];
    uint _14 = 0u;
    uint _15 = gl_GlobalInvocationID.x;
    uint _273;
    for (;;)
    {
        uint _266 = _14;
        uint _267 = _15;
        _273 = t0.words[(_267 + 21u) & 63u] + _267;
        uint _274 = _266 + 1u;
        _14 = _274;
        _15 = _273;
        if (_274 == 4u)
        {
            break;
        }
        else
        {
            continue;
        }
    }
    uint _16 = 0u;
    uint _17 = _273;
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
        uint _278 = _16;
        uint _287 = t0.words[(_17 + 10u) & 63u] + (_17 * 7u);
        uint _295 = (_287 * 3u) + t0.words[(_287 + 55u) & 63u];
        if ((t0.words[(_295 + 39u) & 63u] & 3u) == 2u)
        {
            uint _353 = t0.words[(_295 + 20u) & 63u] + (_295 * 7u);
            _30 = _353;
            if (((_263 ^ 756u) % 5u) == 1u)
            {
                uint _18 = 0u;
                uint _19 = _353;
                for (;;)
                {
                    uint _359 = _18;
                    uint _25 = _19;
                    if ((t0.words[(_19 + 1u) & 63u] & 3u) == 2u)
                    {
                        uint _20 = 0u;
                        uint _21 = _19;
                        uint _434;
                        for (;;)
                        {
                            uint _367 = _20;
                            switch (_21 % 3u)
                            {
                                case 0u:
                                {
                                    _22 = t0.words[(_21 + 36u) & 63u] + (_21 * 3u);
                                    break;
                                }
                                case 1u:
                                {
                                    uint _374 = t0.words[_21 & 63u] + (_21 * 6u);
                                    _22 = t0.words[(_374 + 53u) & 63u] + _374;
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
                                    uint _421 = t0.words[(_22 + 45u) & 63u] + (_22 * 6u);
                                    _23 = (_421 << 1u) + t0.words[(_421 + 63u) & 63u];
                                    break;
                                }
                                case 1u:
                                {
                                    _23 = t0.words[(_22 + 34u) & 63u] + _22;
                                    break;
                                }
                                case 2u:
                                {
                                    uint _402 = t0.words[(_22 + 46u) & 63u] + (_22 << 3u);
                                    _23 = (_402 * 3u) + t0.words[(_402 + 10u) & 63u];
                                    break;
                                }
                                default:
                                {
                                    _23 = t0.words[(_22 + 10u) & 63u] + (_22 << 3u);
                                    break;
                                }
                            }
                            _434 = _23;
                            uint _435 = _367 + 1u;
                            _20 = _435;
                            _21 = _434;
                            if (_435 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        if ((t0.words[(_434 + 10u) & 63u] & 1u) == 0u)
                        {
                            if ((_434 % 3u) == 0u)
                            {
                                _24 = t0.words[(_434 + 29u) & 63u] + (_434 << 2u);
                            }
                            else
                            {
                                _24 = t0.words[(_434 + 42u) & 63u] + _434;
                            }
                        }
                        else
                        {
                            _24 = t0.words[(_434 + 25u) & 63u] + (_434 * 7u);
                        }
                        _25 = t0.words[(_24 + 27u) & 63u] + _24;
                    }
                    _6 = _25;
                    if (((_263 ^ 817u) % 3u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                        break;
                    }
                    uint _26 = 0u;
                    uint _27 = _6;
                    uint _485;
                    for (;;)
                    {
                        uint _477 = _26;
                        uint _478 = _27;
                        _485 = t0.words[(_478 + 60u) & 63u] + (_478 << 2u);
                        uint _486 = _477 + 1u;
                        _26 = _486;
                        _27 = _485;
                        if (_486 == 2u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _494 = t0.words[(_485 + 58u) & 63u] + (_485 << 2u);
                    _7 = _494;
                    uint _495 = _359 + 1u;
                    _18 = _495;
                    _19 = _494;
                    if (_495 < 2u)
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
                    default:
                    {
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
                            uint _518 = t0.words[(_7 + 13u) & 63u] + (_7 << 1u);
                            if (((_518 ^ 776u) % 6u) == 1u)
                            {
                                _28 = _518;
                                if (((_518 ^ 727u) % 5u) == 0u)
                                {
                                    uint _542 = t0.words[(_518 + 10u) & 63u] + _518;
                                    uint _549 = (_542 * 6u) + t0.words[(_542 + 16u) & 63u];
                                    _28 = (_549 * 6u) + t0.words[(_549 + 59u) & 63u];
                                    _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 40u;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 40u;
                                }
                            }
                            else
                            {
                                _28 = _518;
                                if (((_263 ^ 884u) % 6u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 40u;
                                }
                                else
                                {
                                    _28 = t0.words[(_518 + 41u) & 63u] + (_518 * 5u);
                                    _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 40u;
                                }
                            }
                            break;
                        }
                        case 2u:
                        {
                            _31 = _7;
                            _28 = _7;
                            if (((_263 ^ 597u) % 6u) == 0u)
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
                        default:
                        {
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
            uint _310 = t0.words[(_295 + 35u) & 63u] + (_295 << 1u);
            _9 = _310;
            if ((_310 & 3u) == 0u)
            {
                uint _331 = t0.words[(_9 + 42u) & 63u] + (_9 << 1u);
                _8 = _331;
                _29 = _331;
                if (((t0.words[(_331 + 15u) & 63u] ^ 480u) % 6u) == 0u)
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
            default:
            {
                break;
            }
        }
        _10 = _31;
        uint _592 = _278 + 1u;
        _16 = _592;
        _17 = _31;
        if (_592 < 4u)
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
            if ((_263 & 1u) == 0u)
            {
                u0.words[gl_GlobalInvocationID.x] = _10;
            }
            else
            {
                uint _612 = t0.words[_10 & 63u] + (_10 << 2u);
                uint _618 = (_612 * 6u) + t0.words[(_612 + 10u) & 63u];
                uint _53 = _618;
                if (((t0.words[(_618 + 40u) & 63u] ^ 573u) % 3u) == 1u)
                {
                    uint _32 = 0u;
                    uint _33 = _618;
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
                        uint _628 = _32;
                        if ((t0.words[(_33 + 54u) & 63u] & 1u) == 0u)
                        {
                            uint _837 = subgroupAdd(_33 & 255u) + _33;
                            _44 = t0.words[(_837 + 17u) & 63u] + (_837 * 3u);
                        }
                        else
                        {
                            uint _34 = 0u;
                            uint _35 = _33;
                            uint _717;
                            for (;;)
                            {
                                uint _636 = _34;
                                uint _644 = t0.words[(_35 + 24u) & 63u] + (_35 * 6u);
                                uint _651 = (_644 * 3u) + t0.words[(_644 + 12u) & 63u];
                                if (((t0.words[(_651 + 58u) & 63u] ^ 298u) % 3u) == 0u)
                                {
                                    switch (_651 & 3u)
                                    {
                                        case 0u:
                                        {
                                            _36 = t0.words[(_651 + 47u) & 63u] + (_651 << 1u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _36 = t0.words[(_651 + 24u) & 63u] + (_651 << 3u);
                                            break;
                                        }
                                        default:
                                        {
                                            _36 = t0.words[(_651 + 14u) & 63u] + (_651 << 1u);
                                            break;
                                        }
                                    }
                                    uint _701 = t0.words[(_36 + 41u) & 63u] + (_36 * 7u);
                                    _38 = _701;
                                    if (((_701 ^ 558u) % 3u) == 1u)
                                    {
                                        uint _710 = t0.words[(_701 + 13u) & 63u] + _701;
                                        _38 = (_710 << 2u) + t0.words[(_710 + 35u) & 63u];
                                    }
                                }
                                else
                                {
                                    uint _37 = _651;
                                    if (((_651 ^ 807u) % 3u) == 1u)
                                    {
                                        _37 = t0.words[_651 & 63u] + (_651 * 7u);
                                    }
                                    _38 = t0.words[(_37 + 25u) & 63u] + _37;
                                }
                                _717 = _38;
                                uint _718 = _636 + 1u;
                                _34 = _718;
                                _35 = _717;
                                if (_718 < 3u)
                                {
                                    continue;
                                }
                                else
                                {
                                    break;
                                }
                            }
                            if ((_717 % 3u) == 0u)
                            {
                                uint _39 = 0u;
                                uint _40 = _717;
                                for (;;)
                                {
                                    uint _776 = _39;
                                    if (((t0.words[(_40 + 57u) & 63u] ^ 453u) % 3u) == 1u)
                                    {
                                        uint _806 = t0.words[(_40 + 9u) & 63u] + (_40 * 3u);
                                        uint _812 = (_806 << 2u) + t0.words[(_806 + 21u) & 63u];
                                        _41 = _812 + t0.words[(_812 + 9u) & 63u];
                                    }
                                    else
                                    {
                                        uint _793 = t0.words[(_40 + 37u) & 63u] + (_40 << 1u);
                                        _41 = (_793 * 3u) + t0.words[(_793 + 34u) & 63u];
                                    }
                                    _11 = _41;
                                    if (((t0.words[(_41 + 37u) & 63u] ^ 581u) % 3u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_53_exit = 0u;
                                        break;
                                    }
                                    uint _830 = subgroupAdd(_11 & 255u) + _11;
                                    _12 = _830;
                                    uint _831 = _776 + 1u;
                                    _39 = _831;
                                    _40 = _830;
                                    if (_831 < 4u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_53_exit = 1u;
                                        break;
                                    }
                                }
                                bool _192_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_53_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_50_exit = 0u;
                                        _192_ladder_break = true;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                if (_192_ladder_break)
                                {
                                    break;
                                }
                                _44 = _12;
                            }
                            else
                            {
                                _44 = _717;
                                if (((t0.words[(_717 + 49u) & 63u] ^ 834u) % 3u) == 0u)
                                {
                                    uint _42 = _717;
                                    if (((_263 ^ 136u) % 3u) == 1u)
                                    {
                                        uint _738 = t0.words[(_717 + 55u) & 63u] + (_717 * 6u);
                                        _42 = (_738 << 1u) + t0.words[(_738 + 13u) & 63u];
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
                                            uint _752 = t0.words[(_42 + 54u) & 63u] + (_42 * 5u);
                                            _43 = (_752 << 2u) + t0.words[(_752 + 25u) & 63u];
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
                        if (((_263 ^ 873u) % 6u) == 1u)
                        {
                            if (((_44 ^ 416u) % 5u) == 0u)
                            {
                                uint _939 = t0.words[(_44 + 62u) & 63u] + (_44 << 2u);
                                _49 = (_939 << 1u) + t0.words[(_939 + 26u) & 63u];
                            }
                            else
                            {
                                uint _45 = 0u;
                                uint _46 = _44;
                                for (;;)
                                {
                                    uint _854 = _45;
                                    switch (_46 % 5u)
                                    {
                                        case 0u:
                                        {
                                            uint _899 = t0.words[(_46 + 28u) & 63u] + (_46 << 3u);
                                            _47 = t0.words[(_899 + 62u) & 63u] + _899;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _886 = t0.words[(_46 + 1u) & 63u] + (_46 << 3u);
                                            _47 = (_886 * 5u) + t0.words[(_886 + 20u) & 63u];
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _874 = t0.words[(_46 + 4u) & 63u] + (_46 * 3u);
                                            _47 = (_874 << 1u) + t0.words[(_874 + 13u) & 63u];
                                            break;
                                        }
                                        case 3u:
                                        {
                                            uint _861 = t0.words[_46 & 63u] + (_46 * 7u);
                                            _47 = (_861 * 6u) + t0.words[(_861 + 50u) & 63u];
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
                                        uint _924 = t0.words[(_47 + 63u) & 63u] + (_47 * 7u);
                                        uint _925 = _854 + 1u;
                                        _45 = _925;
                                        _46 = _924;
                                        _48 = _924;
                                        if (_925 < 3u)
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
                            uint _953 = t0.words[(_49 + 61u) & 63u] + _49;
                            _50 = (_953 << 1u) + t0.words[(_953 + 56u) & 63u];
                        }
                        uint _51 = 0u;
                        uint _52 = _50;
                        uint _968;
                        for (;;)
                        {
                            uint _962 = _51;
                            uint _963 = _52;
                            _968 = t0.words[(_963 + 16u) & 63u] + _963;
                            uint _969 = _962 + 1u;
                            _51 = _969;
                            _52 = _968;
                            if (_969 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _973 = subgroupAdd(_968 & 255u) + _968;
                        _13 = _973;
                        uint _974 = _628 + 1u;
                        _32 = _974;
                        _33 = _973;
                        if (_974 < 2u)
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
                        uint _994 = t0.words[(_53 + 41u) & 63u] + (_53 * 3u);
                        uint _60 = _994;
                        if ((((_263 ^ 110u) % 3u) == 1u) && ((_994 % 3u) == 0u))
                        {
                            uint _54 = 0u;
                            uint _55 = _994;
                            uint _1046;
                            uint _59;
                            for (;;)
                            {
                                uint _1002 = _54;
                                if (((_55 ^ 240u) % 5u) == 0u)
                                {
                                    _59 = t0.words[(_55 + 18u) & 63u] + (_55 << 3u);
                                }
                                else
                                {
                                    uint _56 = _55;
                                    if (((_263 ^ 54u) % 5u) == 0u)
                                    {
                                        uint _1016 = t0.words[(_55 + 17u) & 63u] + (_55 << 2u);
                                        _56 = _1016;
                                        if (((_263 ^ 98u) % 3u) == 1u)
                                        {
                                            _56 = t0.words[(_1016 + 52u) & 63u] + _1016;
                                        }
                                    }
                                    uint _57 = _56;
                                    uint _58 = 0u;
                                    uint _1036;
                                    for (;;)
                                    {
                                        uint _1028 = _57;
                                        uint _1029 = _58;
                                        _1036 = t0.words[(_1028 + 11u) & 63u] + (_1028 << 2u);
                                        uint _1037 = _1029 + 1u;
                                        _57 = _1036;
                                        _58 = _1037;
                                        if (_1037 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _59 = _1036;
                                }
                                _1046 = _59;
                                uint _1047 = _1002 + 1u;
                                _54 = _1047;
                                _55 = _1046;
                                if (_1047 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _60 = _1046;
                        }
                        u0.words[gl_GlobalInvocationID.x] = _60;
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
}

