#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _258;

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
    uint _250 = gl_GlobalInvocationID.x & 63u;
    uint _257 = t0.words[_250];
    uint _267 = t0.words[(gl_GlobalInvocationID.x + 52u) & 63u] + (gl_GlobalInvocationID.x * 3u);
    uint _275 = (_267 * 6u) + t0.words[(_267 + 22u) & 63u];
    uint _23;
    if ((_275 % 5u) == 0u)
    {
        _23 = t0.words[(_275 + 7u) & 63u] + (_275 * 3u);
        main_join = 35u;
    }
    else
    {
        switch (_275 % 3u)
        {
            case 0u:
            {
                uint _7 = 0u;
                uint _8 = _275;
                uint _310;
                for (;;)
                {
                    uint _295 = _7;
                    uint _299 = subgroupAdd(_8 & 255u);
                    uint _300 = _299 + _8;
                    uint _9 = _300;
                    if ((_300 & 1u) == 0u)
                    {
                        _9 = t0.words[(_300 + 57u) & 63u] + (_300 * 3u);
                    }
                    _310 = _9;
                    uint _311 = _295 + 1u;
                    _7 = _311;
                    _8 = _310;
                    if (_311 == 2u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                uint _10 = 0u;
                uint _11 = _310;
                uint _456;
                uint _19;
                uint _20;
                uint _22;
                for (;;)
                {
                    uint _314 = _10;
                    if (((_257 ^ 309u) % 6u) == 0u)
                    {
                        uint _12 = 0u;
                        uint _13 = _11;
                        uint _21;
                        uint _327;
                        uint _328;
                        for (;;)
                        {
                            _327 = _12;
                            _328 = _13;
                            _21 = _328;
                            if (((t0.words[(_328 + 39u) & 63u] ^ 302u) % 3u) == 1u)
                            {
                                break;
                            }
                            else
                            {
                                uint _14 = 0u;
                                uint _15 = _328;
                                uint _356;
                                for (;;)
                                {
                                    uint _338 = _14;
                                    uint _16 = _15;
                                    if (((_257 ^ 551u) % 5u) == 1u)
                                    {
                                        _16 = t0.words[_15 & 63u] + (_15 * 7u);
                                    }
                                    _356 = t0.words[(_16 + 56u) & 63u] + (_16 * 7u);
                                    if ((t0.words[(_356 + 49u) & 63u] & 1u) == 0u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        uint _364 = _338 + 1u;
                                        _14 = _364;
                                        _15 = _356;
                                        if (_364 < 3u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            break;
                                        }
                                    }
                                }
                                switch (_356 % 3u)
                                {
                                    case 0u:
                                    {
                                        uint _17 = 0u;
                                        uint _18 = t0.words[(_356 + 46u) & 63u] + (_356 * 5u);
                                        uint _435;
                                        for (;;)
                                        {
                                            uint _414 = _17;
                                            uint _415 = _18;
                                            uint _422 = t0.words[(_415 + 26u) & 63u] + (_415 * 5u);
                                            uint _429 = (_422 << 1u) + t0.words[(_422 + 34u) & 63u];
                                            _435 = (_429 << 1u) + t0.words[(_429 + 6u) & 63u];
                                            uint _436 = _414 + 1u;
                                            _17 = _436;
                                            _18 = _435;
                                            if (_436 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _20 = _435;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        switch (_356 % 5u)
                                        {
                                            case 0u:
                                            {
                                                uint _380 = t0.words[(_356 + 9u) & 63u] + (_356 * 3u);
                                                _19 = (_380 * 6u) + t0.words[(_380 + 55u) & 63u];
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _19 = t0.words[(_356 + 2u) & 63u] + (_356 * 6u);
                                                break;
                                            }
                                            default:
                                            {
                                                _19 = t0.words[_356 & 63u] + (_356 << 2u);
                                                break;
                                            }
                                        }
                                        _20 = _19;
                                        if ((_257 & 3u) == 0u)
                                        {
                                            uint _402 = t0.words[(_19 + 62u) & 63u] + (_19 * 3u);
                                            _20 = t0.words[_402 & 63u] + _402;
                                        }
                                        break;
                                    }
                                    default:
                                    {
                                        _20 = t0.words[(_356 + 44u) & 63u] + (_356 * 5u);
                                        break;
                                    }
                                }
                                uint _452 = t0.words[(_20 + 53u) & 63u] + (_20 * 7u);
                                uint _453 = _327 + 1u;
                                _12 = _453;
                                _13 = _452;
                                _21 = _452;
                                if (_453 < 2u)
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
                    _456 = _22;
                    uint _457 = _314 + 1u;
                    _10 = _457;
                    _11 = _456;
                    if (_457 == 5u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _23 = _456;
                main_join = 35u;
                break;
            }
            case 1u:
            {
                uint _285 = t0.words[_275 & 63u] + (_275 << 1u);
                _23 = (_285 * 7u) + t0.words[(_285 + 59u) & 63u];
                main_join = 35u;
                break;
            }
            default:
            {
                _23 = _275;
                if (((_257 ^ 787u) % 3u) == 1u)
                {
                    u0.words[gl_GlobalInvocationID.x] = _275;
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
                            uint _607 = t0.words[(_23 + 54u) & 63u] + (_23 * 3u);
                            _40 = (_607 * 3u) + t0.words[(_607 + 38u) & 63u];
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
                                uint _540;
                                for (;;)
                                {
                                    uint _513 = _24;
                                    uint _26 = _25;
                                    if (!(((_257 ^ 382u) % 6u) == 0u))
                                    {
                                        uint _525 = t0.words[(_25 + 8u) & 63u] + (_25 << 1u);
                                        uint _532 = (_525 * 7u) + t0.words[(_525 + 13u) & 63u];
                                        _26 = (_532 * 3u) + t0.words[(_532 + 38u) & 63u];
                                    }
                                    _540 = _26;
                                    uint _541 = _513 + 1u;
                                    _24 = _541;
                                    _25 = _540;
                                    if (_541 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _27 = _540;
                                if ((t0.words[(_540 + 56u) & 63u] & 3u) == 1u)
                                {
                                    _27 = _540;
                                    if (((_540 ^ 237u) % 3u) == 0u)
                                    {
                                        if ((_540 & 3u) == 2u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _540;
                                            main_join = 118u;
                                        }
                                        else
                                        {
                                            uint _560 = t0.words[(_540 + 58u) & 63u] + (_540 * 3u);
                                            if ((_560 & 3u) == 0u)
                                            {
                                                uint _571 = t0.words[(_560 + 37u) & 63u] + _560;
                                                if ((_571 % 3u) == 0u)
                                                {
                                                    _27 = t0.words[(_571 + 10u) & 63u] + (_571 << 2u);
                                                    main_join = 56u;
                                                }
                                                else
                                                {
                                                    _27 = t0.words[(_571 + 45u) & 63u] + (_571 << 3u);
                                                    main_join = 56u;
                                                }
                                            }
                                            else
                                            {
                                                _27 = subgroupAdd(_560 & 255u) + _560;
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
                            uint _497 = t0.words[(_23 + 58u) & 63u] + (_23 * 5u);
                            _40 = (_497 * 6u) + t0.words[(_497 + 1u) & 63u];
                            main_join = 77u;
                            break;
                        }
                        default:
                        {
                            uint _28 = 0u;
                            uint _29 = _23;
                            uint _729;
                            uint _32;
                            uint _37;
                            uint _39;
                            for (;;)
                            {
                                uint _614 = _28;
                                uint _38 = _29;
                                if ((_29 & 1u) == 0u)
                                {
                                    uint _30 = 0u;
                                    uint _31 = t0.words[(_29 + 45u) & 63u] + (_29 * 7u);
                                    uint _684;
                                    for (;;)
                                    {
                                        uint _624 = _30;
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
                                                if (((_257 ^ 941u) % 6u) == 1u)
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
                                                uint _679;
                                                uint _35;
                                                uint _36;
                                                uint _644;
                                                for (;;)
                                                {
                                                    _644 = _33;
                                                    _35 = 0u;
                                                    _36 = t0.words[(_34 + 59u) & 63u] + (_34 << 2u);
                                                    for (;;)
                                                    {
                                                        uint _652 = _35;
                                                        uint _659 = t0.words[(_36 + 10u) & 63u] + (_36 * 6u);
                                                        uint _666 = (_659 * 3u) + t0.words[(_659 + 15u) & 63u];
                                                        uint _673 = (_666 << 1u) + t0.words[(_666 + 24u) & 63u];
                                                        _679 = (_673 << 2u) + t0.words[(_673 + 1u) & 63u];
                                                        uint _680 = _652 + 1u;
                                                        _35 = _680;
                                                        _36 = _679;
                                                        if (_680 == 2u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    uint _682 = _644 + 1u;
                                                    _33 = _682;
                                                    _34 = _679;
                                                    if (_682 == 5u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _37 = _679;
                                                break;
                                            }
                                        }
                                        _684 = _37;
                                        uint _685 = _624 + 1u;
                                        _30 = _685;
                                        _31 = _684;
                                        if (_685 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _38 = t0.words[(_684 + 55u) & 63u] + (_684 << 2u);
                                }
                                if (((_257 ^ 879u) % 3u) == 0u)
                                {
                                    uint _718 = subgroupAdd(_38 & 255u);
                                    uint _719 = _718 + _38;
                                    _39 = _719;
                                    if (((_257 ^ 716u) % 6u) == 0u)
                                    {
                                        _39 = t0.words[_719 & 63u] + (_719 * 3u);
                                    }
                                }
                                else
                                {
                                    uint _703 = t0.words[(_38 + 45u) & 63u] + (_38 << 1u);
                                    uint _709 = (_703 * 6u) + t0.words[(_703 + 3u) & 63u];
                                    _39 = (_709 << 1u) + t0.words[(_709 + 14u) & 63u];
                                }
                                _729 = _39;
                                uint _730 = _614 + 1u;
                                _28 = _730;
                                _29 = _729;
                                if (_730 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _40 = _729;
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
                            uint _746;
                            for (;;)
                            {
                                uint _735 = _41;
                                uint _736 = _42;
                                uint _738 = subgroupAdd(_736 & 255u);
                                uint _739 = _738 + _736;
                                _746 = t0.words[(_739 + 29u) & 63u] + (_739 << 2u);
                                uint _747 = _735 + 1u;
                                _41 = _747;
                                _42 = _746;
                                if (_747 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _43 = _746;
                            main_join = 80u;
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
                                    uint _1012 = t0.words[(_43 + 43u) & 63u] + (_43 << 1u);
                                    _55 = t0.words[(_1012 + 17u) & 63u] + _1012;
                                    main_join = 117u;
                                    break;
                                }
                                case 1u:
                                {
                                    uint _756 = (_43 + 3u) & 63u;
                                    uint _758 = t0.words[_756];
                                    if (((_758 ^ 677u) % 5u) == 0u)
                                    {
                                        uint _44 = 0u;
                                        uint _45 = _43;
                                        uint _910;
                                        uint _6;
                                        uint _50;
                                        for (;;)
                                        {
                                            uint _909 = _44;
                                            _910 = _45;
                                            if ((t0.words[(_910 + 42u) & 63u] & 3u) == 3u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_37_exit = 0u;
                                                break;
                                            }
                                            switch (_910 % 5u)
                                            {
                                                case 0u:
                                                {
                                                    uint _46 = 0u;
                                                    uint _47 = t0.words[(_910 + 10u) & 63u] + (_910 * 5u);
                                                    uint _963;
                                                    for (;;)
                                                    {
                                                        uint _956 = _46;
                                                        uint _957 = _47;
                                                        _963 = t0.words[(_957 + 49u) & 63u] + (_957 << 3u);
                                                        uint _964 = _956 + 1u;
                                                        _46 = _964;
                                                        _47 = _963;
                                                        if (_964 == 4u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _50 = _963;
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _944 = t0.words[(_910 + 55u) & 63u] + (_910 << 3u);
                                                    _50 = t0.words[(_944 + 27u) & 63u] + _944;
                                                    break;
                                                }
                                                case 2u:
                                                {
                                                    uint _48 = 0u;
                                                    uint _49 = _910;
                                                    uint _930;
                                                    for (;;)
                                                    {
                                                        uint _925 = _48;
                                                        uint _926 = _49;
                                                        _930 = t0.words[_926 & 63u] + _926;
                                                        uint _931 = _925 + 1u;
                                                        _48 = _931;
                                                        _49 = _930;
                                                        if (_931 == 2u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _50 = t0.words[(_930 + 39u) & 63u] + (_930 << 3u);
                                                    break;
                                                }
                                                case 3u:
                                                {
                                                    _50 = t0.words[(_910 + 25u) & 63u] + (_910 << 2u);
                                                    break;
                                                }
                                                default:
                                                {
                                                    if ((_257 & 1u) == 0u)
                                                    {
                                                        _50 = t0.words[(_910 + 43u) & 63u] + (_910 << 2u);
                                                    }
                                                    else
                                                    {
                                                        uint _973 = t0.words[(_910 + 55u) & 63u] + (_910 * 3u);
                                                        uint _979 = (_973 << 2u) + t0.words[(_973 + 33u) & 63u];
                                                        _50 = (_979 * 3u) + t0.words[(_979 + 46u) & 63u];
                                                    }
                                                    break;
                                                }
                                            }
                                            uint _998 = t0.words[(_50 + 34u) & 63u] + (_50 << 2u);
                                            uint _1001 = _998 + subgroupAdd(_998 & 255u);
                                            _6 = _1001;
                                            uint _1002 = _909 + 1u;
                                            _44 = _1002;
                                            _45 = _1001;
                                            if (_1002 < 5u)
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
                                                u0.words[gl_GlobalInvocationID.x] = _910;
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
                                        uint _764 = _758 + (_43 * 3u);
                                        _55 = _764;
                                        if ((_764 % 3u) == 0u)
                                        {
                                            uint _773 = t0.words[(_764 + 42u) & 63u] + (_764 * 5u);
                                            if (((_773 ^ 100u) % 6u) == 0u)
                                            {
                                                uint _51;
                                                if (((t0.words[(_773 + 33u) & 63u] ^ 334u) % 6u) == 1u)
                                                {
                                                    uint _846 = t0.words[(_773 + 47u) & 63u] + (_773 << 2u);
                                                    _51 = (_846 << 1u) + t0.words[(_846 + 50u) & 63u];
                                                }
                                                else
                                                {
                                                    uint _833 = t0.words[(_773 + 27u) & 63u] + (_773 * 3u);
                                                    _51 = (_833 << 2u) + t0.words[(_833 + 46u) & 63u];
                                                }
                                                uint _52;
                                                if ((_51 & 3u) == 2u)
                                                {
                                                    uint _880 = t0.words[(_51 + 5u) & 63u] + (_51 << 1u);
                                                    _52 = (_880 * 6u) + t0.words[(_880 + 32u) & 63u];
                                                }
                                                else
                                                {
                                                    uint _862 = t0.words[(_51 + 62u) & 63u] + (_51 * 6u);
                                                    uint _868 = (_862 * 6u) + t0.words[(_862 + 45u) & 63u];
                                                    _52 = (_868 * 5u) + t0.words[(_868 + 7u) & 63u];
                                                }
                                                if ((_52 % 5u) == 0u)
                                                {
                                                    uint _902 = t0.words[(_52 + 30u) & 63u] + (_52 * 5u);
                                                    _55 = (_902 << 1u) + t0.words[(_902 + 9u) & 63u];
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
                                                uint _53 = _773;
                                                uint _54 = 0u;
                                                uint _785;
                                                for (;;)
                                                {
                                                    uint _778 = _53;
                                                    uint _779 = _54;
                                                    _785 = t0.words[(_778 + 22u) & 63u] + (_778 * 6u);
                                                    uint _786 = _779 + 1u;
                                                    _53 = _785;
                                                    _54 = _786;
                                                    if (_786 == 2u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                if (((_257 ^ 812u) % 5u) == 1u)
                                                {
                                                    _55 = t0.words[(_785 + 20u) & 63u] + (_785 * 7u);
                                                    main_join = 117u;
                                                }
                                                else
                                                {
                                                    uint _798 = t0.words[(_785 + 31u) & 63u] + (_785 << 1u);
                                                    uint _804 = (_798 * 6u) + t0.words[(_798 + 14u) & 63u];
                                                    _55 = _804 + t0.words[(_804 + 36u) & 63u];
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
                        }
                        break;
                    }
                }
            }
            break;
        }
    }
}

