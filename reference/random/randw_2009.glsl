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
    uint _RESERVED_IDENTIFIER_FIXUP_37_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_77_loop_join = 0u;
    uint _256 = gl_GlobalInvocationID.x & 63u;
    uint _263 = t0.words[_256];
    uint _273 = t0.words[(gl_GlobalInvocationID.x + 52u) & 63u] + (gl_GlobalInvocationID.x * 3u);
    uint _281 = (_273 * 6u) + t0.words[(_273 + 22u) & 63u];
    uint _23;
    if ((_281 % 5u) == 0u)
    {
        _23 = t0.words[(_281 + 7u) & 63u] + (_281 * 3u);
        main_join = 35u;
    }
    else
    {
        switch (_281 % 3u)
        {
            case 0u:
            {
                uint _7 = 0u;
                uint _8 = _281;
                uint _316;
                for (;;)
                {
                    uint _301 = _7;
                    uint _305 = subgroupAdd(_8 & 255u);
                    uint _306 = _305 + _8;
                    uint _9 = _306;
                    if ((_306 & 1u) == 0u)
                    {
                        _9 = t0.words[(_306 + 57u) & 63u] + (_306 * 3u);
                    }
                    _316 = _9;
                    uint _317 = _301 + 1u;
                    _7 = _317;
                    _8 = _316;
                    if (_317 == 2u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                uint _10 = 0u;
                uint _11 = _316;
                uint _462;
                uint _19;
                uint _20;
                uint _22;
                for (;;)
                {
                    uint _320 = _10;
                    if (((_263 ^ 309u) % 6u) == 0u)
                    {
                        uint _12 = 0u;
                        uint _13 = _11;
                        uint _21;
                        uint _333;
                        uint _334;
                        for (;;)
                        {
                            _333 = _12;
                            _334 = _13;
                            _21 = _334;
                            if (((t0.words[(_334 + 39u) & 63u] ^ 302u) % 3u) == 1u)
                            {
                                break;
                            }
                            else
                            {
                                uint _14 = 0u;
                                uint _15 = _334;
                                uint _362;
                                for (;;)
                                {
                                    uint _344 = _14;
                                    uint _16 = _15;
                                    if (((_263 ^ 551u) % 5u) == 1u)
                                    {
                                        _16 = t0.words[_15 & 63u] + (_15 * 7u);
                                    }
                                    _362 = t0.words[(_16 + 56u) & 63u] + (_16 * 7u);
                                    if ((t0.words[(_362 + 49u) & 63u] & 1u) == 0u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        uint _370 = _344 + 1u;
                                        _14 = _370;
                                        _15 = _362;
                                        if (_370 < 3u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            break;
                                        }
                                    }
                                }
                                switch (_362 % 3u)
                                {
                                    case 0u:
                                    {
                                        uint _17 = 0u;
                                        uint _18 = t0.words[(_362 + 46u) & 63u] + (_362 * 5u);
                                        uint _441;
                                        for (;;)
                                        {
                                            uint _420 = _17;
                                            uint _421 = _18;
                                            uint _428 = t0.words[(_421 + 26u) & 63u] + (_421 * 5u);
                                            uint _435 = (_428 << 1u) + t0.words[(_428 + 34u) & 63u];
                                            _441 = (_435 << 1u) + t0.words[(_435 + 6u) & 63u];
                                            uint _442 = _420 + 1u;
                                            _17 = _442;
                                            _18 = _441;
                                            if (_442 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _20 = _441;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        switch (_362 % 5u)
                                        {
                                            case 0u:
                                            {
                                                uint _386 = t0.words[(_362 + 9u) & 63u] + (_362 * 3u);
                                                _19 = (_386 * 6u) + t0.words[(_386 + 55u) & 63u];
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _19 = t0.words[(_362 + 2u) & 63u] + (_362 * 6u);
                                                break;
                                            }
                                            default:
                                            {
                                                _19 = t0.words[_362 & 63u] + (_362 << 2u);
                                                break;
                                            }
                                        }
                                        _20 = _19;
                                        if ((_263 & 3u) == 0u)
                                        {
                                            uint _408 = t0.words[(_19 + 62u) & 63u] + (_19 * 3u);
                                            _20 = t0.words[_408 & 63u] + _408;
                                        }
                                        break;
                                    }
                                    default:
                                    {
                                        _20 = t0.words[(_362 + 44u) & 63u] + (_362 * 5u);
                                        break;
                                    }
                                }
                                uint _458 = t0.words[(_20 + 53u) & 63u] + (_20 * 7u);
                                uint _459 = _333 + 1u;
                                _12 = _459;
                                _13 = _458;
                                _21 = _458;
                                if (_459 < 2u)
                                {
                                    continue;
                                }
                                else
                                {
                                    break;
                                }
                            }
                        }
                        _22 = _21;
                    }
                    else
                    {
                        _22 = t0.words[(_11 + 23u) & 63u] + (_11 << 3u);
                    }
                    _462 = _22;
                    uint _463 = _320 + 1u;
                    _10 = _463;
                    _11 = _462;
                    if (_463 == 5u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _23 = _462;
                main_join = 35u;
                break;
            }
            case 1u:
            {
                uint _291 = t0.words[_281 & 63u] + (_281 << 1u);
                _23 = (_291 * 7u) + t0.words[(_291 + 59u) & 63u];
                main_join = 35u;
                break;
            }
            default:
            {
                _23 = _281;
                if (((_263 ^ 787u) % 3u) == 1u)
                {
                    u0.words[gl_GlobalInvocationID.x] = _281;
                    main_join = 118u;
                }
                else
                {
                    main_join = 35u;
                }
                break;
            }
        }
    }
    switch (main_join)
    {
        case 35u:
        {
            if (((_23 ^ 319u) % 6u) == 1u)
            {
                u0.words[gl_GlobalInvocationID.x] = _23;
            }
            else
            {
                uint _43 = _23;
                if (((t0.words[(_23 + 6u) & 63u] ^ 915u) % 6u) == 1u)
                {
                    uint _40;
                    switch (_23 % 5u)
                    {
                        case 0u:
                        {
                            uint _613 = t0.words[(_23 + 54u) & 63u] + (_23 * 3u);
                            _40 = (_613 * 3u) + t0.words[(_613 + 38u) & 63u];
                            main_join = 77u;
                            break;
                        }
                        case 1u:
                        {
                            _40 = t0.words[(_23 + 43u) & 63u] + (_23 * 5u);
                            main_join = 77u;
                            break;
                        }
                        case 2u:
                        {
                            _40 = _23;
                            if (((t0.words[(_23 + 46u) & 63u] ^ 444u) % 5u) == 1u)
                            {
                                uint _24 = 0u;
                                uint _25 = _23;
                                uint _546;
                                for (;;)
                                {
                                    uint _519 = _24;
                                    uint _26 = _25;
                                    if (!(((_263 ^ 382u) % 6u) == 0u))
                                    {
                                        uint _531 = t0.words[(_25 + 8u) & 63u] + (_25 << 1u);
                                        uint _538 = (_531 * 7u) + t0.words[(_531 + 13u) & 63u];
                                        _26 = (_538 * 3u) + t0.words[(_538 + 38u) & 63u];
                                    }
                                    _546 = _26;
                                    uint _547 = _519 + 1u;
                                    _24 = _547;
                                    _25 = _546;
                                    if (_547 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _27 = _546;
                                if ((t0.words[(_546 + 56u) & 63u] & 3u) == 1u)
                                {
                                    _27 = _546;
                                    if (((_546 ^ 237u) % 3u) == 0u)
                                    {
                                        if ((_546 & 3u) == 2u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _546;
                                            main_join = 118u;
                                        }
                                        else
                                        {
                                            uint _566 = t0.words[(_546 + 58u) & 63u] + (_546 * 3u);
                                            if ((_566 & 3u) == 0u)
                                            {
                                                uint _577 = t0.words[(_566 + 37u) & 63u] + _566;
                                                if ((_577 % 3u) == 0u)
                                                {
                                                    _27 = t0.words[(_577 + 10u) & 63u] + (_577 << 2u);
                                                    main_join = 56u;
                                                }
                                                else
                                                {
                                                    _27 = t0.words[(_577 + 45u) & 63u] + (_577 << 3u);
                                                    main_join = 56u;
                                                }
                                            }
                                            else
                                            {
                                                _27 = subgroupAdd(_566 & 255u) + _566;
                                                main_join = 56u;
                                            }
                                        }
                                    }
                                    else
                                    {
                                        main_join = 56u;
                                    }
                                }
                                else
                                {
                                    main_join = 56u;
                                }
                                switch (main_join)
                                {
                                    case 56u:
                                    {
                                        _40 = subgroupAdd(_27 & 255u) + _27;
                                        main_join = 77u;
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
                                main_join = 77u;
                            }
                            break;
                        }
                        case 3u:
                        {
                            uint _503 = t0.words[(_23 + 58u) & 63u] + (_23 * 5u);
                            _40 = (_503 * 6u) + t0.words[(_503 + 1u) & 63u];
                            main_join = 77u;
                            break;
                        }
                        default:
                        {
                            uint _28 = 0u;
                            uint _29 = _23;
                            uint _735;
                            uint _32;
                            uint _37;
                            uint _39;
                            for (;;)
                            {
                                uint _620 = _28;
                                uint _38 = _29;
                                if ((_29 & 1u) == 0u)
                                {
                                    uint _30 = 0u;
                                    uint _31 = t0.words[(_29 + 45u) & 63u] + (_29 * 7u);
                                    uint _690;
                                    for (;;)
                                    {
                                        uint _630 = _30;
                                        switch (_31 & 3u)
                                        {
                                            case 0u:
                                            {
                                                _32 = subgroupAdd(_31 & 255u) + _31;
                                                _RESERVED_IDENTIFIER_FIXUP_77_loop_join = 64u;
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _37 = _31;
                                                _32 = _31;
                                                if (((_263 ^ 941u) % 6u) == 1u)
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_77_loop_join = 69u;
                                                }
                                                else
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_77_loop_join = 64u;
                                                }
                                                break;
                                            }
                                            default:
                                            {
                                                _32 = t0.words[(_31 + 39u) & 63u] + (_31 << 2u);
                                                _RESERVED_IDENTIFIER_FIXUP_77_loop_join = 64u;
                                                break;
                                            }
                                        }
                                        switch (_RESERVED_IDENTIFIER_FIXUP_77_loop_join)
                                        {
                                            case 64u:
                                            {
                                                uint _33 = 0u;
                                                uint _34 = _32;
                                                uint _685;
                                                uint _35;
                                                uint _36;
                                                uint _650;
                                                for (;;)
                                                {
                                                    _650 = _33;
                                                    _35 = 0u;
                                                    _36 = t0.words[(_34 + 59u) & 63u] + (_34 << 2u);
                                                    for (;;)
                                                    {
                                                        uint _658 = _35;
                                                        uint _665 = t0.words[(_36 + 10u) & 63u] + (_36 * 6u);
                                                        uint _672 = (_665 * 3u) + t0.words[(_665 + 15u) & 63u];
                                                        uint _679 = (_672 << 1u) + t0.words[(_672 + 24u) & 63u];
                                                        _685 = (_679 << 2u) + t0.words[(_679 + 1u) & 63u];
                                                        uint _686 = _658 + 1u;
                                                        _35 = _686;
                                                        _36 = _685;
                                                        if (_686 == 2u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    uint _688 = _650 + 1u;
                                                    _33 = _688;
                                                    _34 = _685;
                                                    if (_688 == 5u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _37 = _685;
                                                break;
                                            }
                                            default:
                                            {
                                                break;
                                            }
                                        }
                                        _690 = _37;
                                        uint _691 = _630 + 1u;
                                        _30 = _691;
                                        _31 = _690;
                                        if (_691 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _38 = t0.words[(_690 + 55u) & 63u] + (_690 << 2u);
                                }
                                if (((_263 ^ 879u) % 3u) == 0u)
                                {
                                    uint _724 = subgroupAdd(_38 & 255u);
                                    uint _725 = _724 + _38;
                                    _39 = _725;
                                    if (((_263 ^ 716u) % 6u) == 0u)
                                    {
                                        _39 = t0.words[_725 & 63u] + (_725 * 3u);
                                    }
                                }
                                else
                                {
                                    uint _709 = t0.words[(_38 + 45u) & 63u] + (_38 << 1u);
                                    uint _715 = (_709 * 6u) + t0.words[(_709 + 3u) & 63u];
                                    _39 = (_715 << 1u) + t0.words[(_715 + 14u) & 63u];
                                }
                                _735 = _39;
                                uint _736 = _620 + 1u;
                                _28 = _736;
                                _29 = _735;
                                if (_736 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _40 = _735;
                            main_join = 77u;
                            break;
                        }
                    }
                    switch (main_join)
                    {
                        case 77u:
                        {
                            uint _41 = 0u;
                            uint _42 = _40;
                            uint _752;
                            for (;;)
                            {
                                uint _741 = _41;
                                uint _742 = _42;
                                uint _744 = subgroupAdd(_742 & 255u);
                                uint _745 = _744 + _742;
                                _752 = t0.words[(_745 + 29u) & 63u] + (_745 << 2u);
                                uint _753 = _741 + 1u;
                                _41 = _753;
                                _42 = _752;
                                if (_753 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _43 = _752;
                            main_join = 80u;
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
                    main_join = 80u;
                }
                switch (main_join)
                {
                    case 80u:
                    {
                        uint _55 = _43;
                        if ((_43 & 3u) == 0u)
                        {
                            _55 = _43;
                            switch (_43 % 5u)
                            {
                                case 0u:
                                {
                                    uint _1018 = t0.words[(_43 + 43u) & 63u] + (_43 << 1u);
                                    _55 = t0.words[(_1018 + 17u) & 63u] + _1018;
                                    main_join = 117u;
                                    break;
                                }
                                case 1u:
                                {
                                    uint _762 = (_43 + 3u) & 63u;
                                    uint _764 = t0.words[_762];
                                    if (((_764 ^ 677u) % 5u) == 0u)
                                    {
                                        uint _44 = 0u;
                                        uint _45 = _43;
                                        uint _916;
                                        uint _6;
                                        uint _50;
                                        for (;;)
                                        {
                                            uint _915 = _44;
                                            _916 = _45;
                                            if ((t0.words[(_916 + 42u) & 63u] & 3u) == 3u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_37_exit = 0u;
                                                break;
                                            }
                                            switch (_916 % 5u)
                                            {
                                                case 0u:
                                                {
                                                    uint _46 = 0u;
                                                    uint _47 = t0.words[(_916 + 10u) & 63u] + (_916 * 5u);
                                                    uint _969;
                                                    for (;;)
                                                    {
                                                        uint _962 = _46;
                                                        uint _963 = _47;
                                                        _969 = t0.words[(_963 + 49u) & 63u] + (_963 << 3u);
                                                        uint _970 = _962 + 1u;
                                                        _46 = _970;
                                                        _47 = _969;
                                                        if (_970 == 4u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _50 = _969;
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _950 = t0.words[(_916 + 55u) & 63u] + (_916 << 3u);
                                                    _50 = t0.words[(_950 + 27u) & 63u] + _950;
                                                    break;
                                                }
                                                case 2u:
                                                {
                                                    uint _48 = 0u;
                                                    uint _49 = _916;
                                                    uint _936;
                                                    for (;;)
                                                    {
                                                        uint _931 = _48;
                                                        uint _932 = _49;
                                                        _936 = t0.words[_932 & 63u] + _932;
                                                        uint _937 = _931 + 1u;
                                                        _48 = _937;
                                                        _49 = _936;
                                                        if (_937 == 2u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _50 = t0.words[(_936 + 39u) & 63u] + (_936 << 3u);
                                                    break;
                                                }
                                                case 3u:
                                                {
                                                    _50 = t0.words[(_916 + 25u) & 63u] + (_916 << 2u);
                                                    break;
                                                }
                                                default:
                                                {
                                                    if ((_263 & 1u) == 0u)
                                                    {
                                                        _50 = t0.words[(_916 + 43u) & 63u] + (_916 << 2u);
                                                    }
                                                    else
                                                    {
                                                        uint _979 = t0.words[(_916 + 55u) & 63u] + (_916 * 3u);
                                                        uint _985 = (_979 << 2u) + t0.words[(_979 + 33u) & 63u];
                                                        _50 = (_985 * 3u) + t0.words[(_985 + 46u) & 63u];
                                                    }
                                                    break;
                                                }
                                            }
                                            uint _1004 = t0.words[(_50 + 34u) & 63u] + (_50 << 2u);
                                            uint _1007 = _1004 + subgroupAdd(_1004 & 255u);
                                            _6 = _1007;
                                            uint _1008 = _915 + 1u;
                                            _44 = _1008;
                                            _45 = _1007;
                                            if (_1008 < 5u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_37_exit = 1u;
                                                break;
                                            }
                                        }
                                        switch (_RESERVED_IDENTIFIER_FIXUP_37_exit)
                                        {
                                            case 0u:
                                            {
                                                u0.words[gl_GlobalInvocationID.x] = _916;
                                                main_join = 118u;
                                                break;
                                            }
                                            default:
                                            {
                                                _55 = _6;
                                                main_join = 117u;
                                                break;
                                            }
                                        }
                                    }
                                    else
                                    {
                                        uint _770 = _764 + (_43 * 3u);
                                        _55 = _770;
                                        if ((_770 % 3u) == 0u)
                                        {
                                            uint _779 = t0.words[(_770 + 42u) & 63u] + (_770 * 5u);
                                            if (((_779 ^ 100u) % 6u) == 0u)
                                            {
                                                uint _51;
                                                if (((t0.words[(_779 + 33u) & 63u] ^ 334u) % 6u) == 1u)
                                                {
                                                    uint _852 = t0.words[(_779 + 47u) & 63u] + (_779 << 2u);
                                                    _51 = (_852 << 1u) + t0.words[(_852 + 50u) & 63u];
                                                }
                                                else
                                                {
                                                    uint _839 = t0.words[(_779 + 27u) & 63u] + (_779 * 3u);
                                                    _51 = (_839 << 2u) + t0.words[(_839 + 46u) & 63u];
                                                }
                                                uint _52;
                                                if ((_51 & 3u) == 2u)
                                                {
                                                    uint _886 = t0.words[(_51 + 5u) & 63u] + (_51 << 1u);
                                                    _52 = (_886 * 6u) + t0.words[(_886 + 32u) & 63u];
                                                }
                                                else
                                                {
                                                    uint _868 = t0.words[(_51 + 62u) & 63u] + (_51 * 6u);
                                                    uint _874 = (_868 * 6u) + t0.words[(_868 + 45u) & 63u];
                                                    _52 = (_874 * 5u) + t0.words[(_874 + 7u) & 63u];
                                                }
                                                if ((_52 % 5u) == 0u)
                                                {
                                                    uint _908 = t0.words[(_52 + 30u) & 63u] + (_52 * 5u);
                                                    _55 = (_908 << 1u) + t0.words[(_908 + 9u) & 63u];
                                                    main_join = 117u;
                                                }
                                                else
                                                {
                                                    _55 = t0.words[(_52 + 56u) & 63u] + _52;
                                                    main_join = 117u;
                                                }
                                            }
                                            else
                                            {
                                                uint _53 = _779;
                                                uint _54 = 0u;
                                                uint _791;
                                                for (;;)
                                                {
                                                    uint _784 = _53;
                                                    uint _785 = _54;
                                                    _791 = t0.words[(_784 + 22u) & 63u] + (_784 * 6u);
                                                    uint _792 = _785 + 1u;
                                                    _53 = _791;
                                                    _54 = _792;
                                                    if (_792 == 2u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                if (((_263 ^ 812u) % 5u) == 1u)
                                                {
                                                    _55 = t0.words[(_791 + 20u) & 63u] + (_791 * 7u);
                                                    main_join = 117u;
                                                }
                                                else
                                                {
                                                    uint _804 = t0.words[(_791 + 31u) & 63u] + (_791 << 1u);
                                                    uint _810 = (_804 * 6u) + t0.words[(_804 + 14u) & 63u];
                                                    _55 = _810 + t0.words[(_810 + 36u) & 63u];
                                                    main_join = 117u;
                                                }
                                            }
                                        }
                                        else
                                        {
                                            main_join = 117u;
                                        }
                                    }
                                    break;
                                }
                                default:
                                {
                                    main_join = 117u;
                                    break;
                                }
                            }
                        }
                        else
                        {
                            main_join = 117u;
                        }
                        switch (main_join)
                        {
                            case 117u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _55;
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
            break;
        }
        default:
        {
            break;
        }
    }
}

