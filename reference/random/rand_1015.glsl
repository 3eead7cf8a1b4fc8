#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _271;

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
    uint _RESERVED_IDENTIFIER_FIXUP_25_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_28_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_31_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_2_exit = 0u;
    uint _6;
    uint _7;
    uint _15;
    uint _18;
    uint _28;
    uint _29;
    uint _32;
    uint _49;
    uint _54;
    uint _57;
    uint _58;
    uint _63;
    for (;;)
    {
        uint _263 = gl_GlobalInvocationID.x & 63u;
        uint _270 = t0.words[_263];
        uint _279 = t0.words[(gl_GlobalInvocationID.x + 62u) & 63u];
        uint _280 = _279 + (gl_GlobalInvocationID.x * 5u);
        uint _70 = _280;
        if (((_280 ^ 979u) % 3u) == 1u)
        {
            if (((_280 ^ 783u) % 6u) == 1u)
            {
                uint _8 = 0u;
                uint _9 = _280;
                uint _724;
                for (;;)
                {
                    uint _723 = _8;
                    _724 = _9;
                    uint _20 = _724;
                    if ((t0.words[(_724 + 1u) & 63u] & 1u) == 0u)
                    {
                        if (((t0.words[(_724 + 42u) & 63u] ^ 643u) % 3u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_2_exit = 0u;
                            break;
                        }
                        uint _10 = 0u;
                        uint _11 = t0.words[(_724 + 48u) & 63u] + (_724 << 2u);
                        uint _893;
                        for (;;)
                        {
                            uint _746 = _10;
                            uint _19 = _11;
                            if ((_11 & 3u) == 3u)
                            {
                                if (((t0.words[(_11 + 5u) & 63u] ^ 645u) % 3u) == 1u)
                                {
                                    uint _12 = 0u;
                                    uint _13 = _11;
                                    uint _802;
                                    for (;;)
                                    {
                                        uint _790 = _12;
                                        uint _791 = _13;
                                        uint _797 = t0.words[(_791 + 16u) & 63u] + (_791 * 7u);
                                        _802 = (_797 << 1u) + t0.words[_797 & 63u];
                                        uint _803 = _790 + 1u;
                                        _12 = _803;
                                        _13 = _802;
                                        if (_803 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _810 = t0.words[(_802 + 50u) & 63u] + _802;
                                    if (((_270 ^ 395u) % 6u) == 1u)
                                    {
                                        _15 = t0.words[(_810 + 28u) & 63u] + (_810 << 2u);
                                    }
                                    else
                                    {
                                        uint _821 = t0.words[(_810 + 8u) & 63u] + (_810 * 3u);
                                        _15 = (_821 << 3u) + t0.words[(_821 + 26u) & 63u];
                                    }
                                }
                                else
                                {
                                    uint _14 = _11;
                                    if (((_11 ^ 575u) % 3u) == 1u)
                                    {
                                        _14 = t0.words[(_11 + 29u) & 63u] + (_11 * 7u);
                                    }
                                    _15 = _14;
                                    if (((_14 ^ 826u) % 3u) == 0u)
                                    {
                                        uint _777 = t0.words[(_14 + 21u) & 63u] + _14;
                                        uint _783 = (_777 * 3u) + t0.words[(_777 + 22u) & 63u];
                                        _15 = (_783 * 3u) + t0.words[(_783 + 34u) & 63u];
                                    }
                                }
                                if ((_15 & 3u) == 0u)
                                {
                                    uint _872 = t0.words[(_15 + 39u) & 63u] + _15;
                                    _18 = (_872 << 3u) + t0.words[(_872 + 3u) & 63u];
                                }
                                else
                                {
                                    uint _16 = 0u;
                                    uint _17 = _15;
                                    uint _865;
                                    for (;;)
                                    {
                                        uint _838 = _16;
                                        uint _839 = _17;
                                        uint _845 = t0.words[(_839 + 34u) & 63u] + (_839 * 6u);
                                        uint _852 = (_845 << 3u) + t0.words[(_845 + 32u) & 63u];
                                        uint _858 = (_852 << 1u) + t0.words[(_852 + 3u) & 63u];
                                        _865 = (_858 << 3u) + t0.words[(_858 + 10u) & 63u];
                                        uint _866 = _838 + 1u;
                                        _16 = _866;
                                        _17 = _865;
                                        if (_866 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _18 = _865;
                                }
                                _19 = t0.words[(_18 + 17u) & 63u] + (_18 << 1u);
                            }
                            _893 = t0.words[(_19 + 49u) & 63u] + (_19 << 2u);
                            if (((t0.words[(_893 + 26u) & 63u] ^ 757u) % 3u) == 0u)
                            {
                                break;
                            }
                            else
                            {
                                uint _902 = _746 + 1u;
                                _10 = _902;
                                _11 = _893;
                                if (_902 < 2u)
                                {
                                    continue;
                                }
                                else
                                {
                                    break;
                                }
                            }
                        }
                        _20 = _893;
                    }
                    _6 = _20;
                    uint _905 = _723 + 1u;
                    _8 = _905;
                    _9 = _20;
                    if (_905 < 4u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_2_exit = 1u;
                        break;
                    }
                }
                bool _214_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_2_exit)
                {
                    case 0u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _724;
                        _214_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_214_ladder_break)
                {
                    break;
                }
                _58 = t0.words[(_6 + 41u) & 63u] + (_6 * 6u);
            }
            else
            {
                uint _21 = 0u;
                uint _22 = _280;
                uint _295;
                uint _23;
                uint _24;
                uint _292;
                for (;;)
                {
                    _292 = _21;
                    _23 = 0u;
                    _24 = _22;
                    uint _25;
                    uint _294;
                    for (;;)
                    {
                        _294 = _23;
                        _295 = _24;
                        _25 = 0u;
                        for (;;)
                        {
                            uint _296 = _25;
                            if (((_295 ^ 467u) % 3u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_31_exit = 0u;
                                break;
                            }
                            uint _301 = _296 + 1u;
                            _25 = _301;
                            if (_301 < 4u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_31_exit = 1u;
                                break;
                            }
                        }
                        bool _90_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_31_exit)
                        {
                            case 0u:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_28_exit = 0u;
                                _90_ladder_break = true;
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_90_ladder_break)
                        {
                            break;
                        }
                        uint _311 = t0.words[(_295 + 22u) & 63u] + (_295 * 6u);
                        _7 = _311;
                        uint _312 = _294 + 1u;
                        _23 = _312;
                        _24 = _311;
                        if (_312 < 2u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_28_exit = 1u;
                            break;
                        }
                    }
                    bool _95_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_28_exit)
                    {
                        case 0u:
                        {
                            _RESERVED_IDENTIFIER_FIXUP_25_exit = 0u;
                            _95_ladder_break = true;
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    if (_95_ladder_break)
                    {
                        break;
                    }
                    uint _316 = _292 + 1u;
                    _21 = _316;
                    _22 = _7;
                    if (_316 < 5u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_25_exit = 1u;
                        break;
                    }
                }
                bool _100_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_25_exit)
                {
                    case 0u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _295;
                        _100_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_100_ladder_break)
                {
                    break;
                }
                if (((_270 ^ 690u) % 3u) == 0u)
                {
                    if ((_7 % 3u) == 0u)
                    {
                        uint _26 = 0u;
                        uint _27 = _7;
                        uint _458;
                        for (;;)
                        {
                            uint _430 = _26;
                            uint _431 = _27;
                            uint _438 = t0.words[(_431 + 41u) & 63u] + (_431 * 6u);
                            uint _445 = (_438 * 3u) + t0.words[(_438 + 59u) & 63u];
                            uint _452 = (_445 << 2u) + t0.words[(_445 + 21u) & 63u];
                            _458 = (_452 * 5u) + t0.words[(_452 + 57u) & 63u];
                            uint _459 = _430 + 1u;
                            _26 = _459;
                            _27 = _458;
                            if (_459 == 4u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _28 = _458;
                    }
                    else
                    {
                        _28 = t0.words[(_7 + 60u) & 63u] + _7;
                    }
                    uint _467 = t0.words[(_28 + 5u) & 63u] + (_28 * 5u);
                    if ((_467 & 3u) == 2u)
                    {
                        _58 = _467;
                        if (!((_467 & 1u) == 0u))
                        {
                            uint _616 = t0.words[(_467 + 7u) & 63u] + (_467 * 6u);
                            switch (_616 & 3u)
                            {
                                case 0u:
                                {
                                    _32 = t0.words[(_616 + 9u) & 63u] + (_616 << 2u);
                                    break;
                                }
                                case 1u:
                                {
                                    switch (_616 % 5u)
                                    {
                                        case 0u:
                                        {
                                            _29 = t0.words[(_616 + 9u) & 63u] + (_616 * 6u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _643 = t0.words[(_616 + 2u) & 63u] + (_616 * 3u);
                                            _29 = t0.words[(_643 + 57u) & 63u] + _643;
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _630 = t0.words[(_616 + 40u) & 63u] + _616;
                                            _29 = (_630 * 6u) + t0.words[(_630 + 30u) & 63u];
                                            break;
                                        }
                                        case 3u:
                                        {
                                            _29 = t0.words[(_616 + 17u) & 63u] + (_616 * 5u);
                                            break;
                                        }
                                        default:
                                        {
                                            _29 = t0.words[(_616 + 46u) & 63u] + (_616 * 6u);
                                            break;
                                        }
                                    }
                                    uint _30 = 0u;
                                    uint _31 = _29;
                                    uint _675;
                                    for (;;)
                                    {
                                        uint _663 = _30;
                                        uint _664 = _31;
                                        uint _669 = t0.words[(_664 + 59u) & 63u] + _664;
                                        _675 = (_669 << 3u) + t0.words[(_669 + 57u) & 63u];
                                        uint _676 = _663 + 1u;
                                        _30 = _676;
                                        _31 = _675;
                                        if (_676 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _32 = _675;
                                    break;
                                }
                                default:
                                {
                                    _32 = t0.words[(_616 + 1u) & 63u] + (_616 * 7u);
                                    break;
                                }
                            }
                            uint _33 = 0u;
                            uint _34 = _32;
                            uint _718;
                            uint _35;
                            uint _36;
                            uint _691;
                            for (;;)
                            {
                                _691 = _33;
                                uint _699 = t0.words[(_34 + 29u) & 63u] + (_34 * 5u);
                                _35 = 0u;
                                _36 = t0.words[(_699 + 38u) & 63u] + _699;
                                for (;;)
                                {
                                    uint _705 = _35;
                                    uint _712 = t0.words[(_36 + 38u) & 63u] + (_36 * 7u);
                                    _718 = (_712 * 7u) + t0.words[(_712 + 34u) & 63u];
                                    uint _719 = _705 + 1u;
                                    _35 = _719;
                                    _36 = _718;
                                    if (_719 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _721 = _691 + 1u;
                                _33 = _721;
                                _34 = _718;
                                if (_721 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _58 = _718;
                        }
                    }
                    else
                    {
                        uint _37 = 0u;
                        uint _38 = _467;
                        uint _592;
                        for (;;)
                        {
                            uint _470 = _37;
                            uint _41 = _38;
                            if ((_38 & 3u) == 2u)
                            {
                                uint _39 = 0u;
                                uint _40 = _38;
                                uint _501;
                                for (;;)
                                {
                                    uint _474 = _39;
                                    uint _475 = _40;
                                    uint _481 = t0.words[(_475 + 9u) & 63u] + (_475 * 6u);
                                    uint _488 = (_481 * 5u) + t0.words[(_481 + 58u) & 63u];
                                    uint _495 = (_488 * 3u) + t0.words[(_488 + 26u) & 63u];
                                    _501 = _495 + t0.words[(_495 + 34u) & 63u];
                                    uint _502 = _474 + 1u;
                                    _39 = _502;
                                    _40 = _501;
                                    if (_502 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _41 = t0.words[(_501 + 31u) & 63u] + (_501 << 2u);
                            }
                            uint _517 = t0.words[(_41 + 21u) & 63u] + (_41 << 2u);
                            uint _42 = 0u;
                            uint _43 = (_517 * 3u) + t0.words[(_517 + 15u) & 63u];
                            uint _44;
                            uint _45;
                            uint _525;
                            for (;;)
                            {
                                _525 = _42;
                                _44 = 0u;
                                _45 = _43;
                                uint _535;
                                for (;;)
                                {
                                    uint _527 = _44;
                                    uint _528 = _45;
                                    _535 = t0.words[(_528 + 39u) & 63u] + (_528 * 7u);
                                    uint _536 = _527 + 1u;
                                    _44 = _536;
                                    _45 = _535;
                                    if (_536 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _46 = _535;
                                if ((_270 & 1u) == 0u)
                                {
                                    _46 = t0.words[(_535 + 45u) & 63u] + (_535 << 1u);
                                }
                                uint _47 = 0u;
                                uint _48 = _46;
                                uint _569;
                                for (;;)
                                {
                                    uint _548 = _47;
                                    uint _549 = _48;
                                    uint _556 = t0.words[(_549 + 51u) & 63u] + (_549 * 6u);
                                    uint _562 = (_556 * 7u) + t0.words[(_556 + 16u) & 63u];
                                    _569 = (_562 << 1u) + t0.words[(_562 + 20u) & 63u];
                                    uint _570 = _548 + 1u;
                                    _47 = _570;
                                    _48 = _569;
                                    if (_570 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                if ((_569 % 3u) == 0u)
                                {
                                    uint _585 = t0.words[(_569 + 38u) & 63u] + (_569 * 7u);
                                    _49 = t0.words[(_585 + 44u) & 63u] + _585;
                                }
                                else
                                {
                                    _49 = t0.words[(_569 + 33u) & 63u] + _569;
                                }
                                _592 = _49;
                                uint _593 = _525 + 1u;
                                _42 = _593;
                                _43 = _592;
                                if (_593 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _595 = _470 + 1u;
                            _37 = _595;
                            _38 = _592;
                            if (_595 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _602 = t0.words[(_592 + 11u) & 63u] + (_592 * 5u);
                        _58 = (_602 << 2u) + t0.words[(_602 + 51u) & 63u];
                    }
                }
                else
                {
                    uint _50 = 0u;
                    uint _51 = t0.words[(_7 + 17u) & 63u] + (_7 << 3u);
                    uint _416;
                    uint _52;
                    uint _53;
                    uint _337;
                    uint _341;
                    for (;;)
                    {
                        _337 = _50;
                        _341 = (_270 ^ 374u) % 6u;
                        _52 = 0u;
                        _53 = _51;
                        for (;;)
                        {
                            uint _342 = _52;
                            if (((_53 ^ 707u) % 6u) == 1u)
                            {
                                _54 = t0.words[(_53 + 48u) & 63u] + (_53 << 2u);
                            }
                            else
                            {
                                if (((_270 ^ 555u) % 5u) == 0u)
                                {
                                    uint _371 = t0.words[(_53 + 4u) & 63u] + (_53 << 2u);
                                    uint _378 = (_371 << 2u) + t0.words[(_371 + 9u) & 63u];
                                    _54 = (_378 * 7u) + t0.words[(_378 + 33u) & 63u];
                                }
                                else
                                {
                                    uint _358 = t0.words[(_53 + 57u) & 63u] + (_53 << 3u);
                                    _54 = (_358 * 5u) + t0.words[(_358 + 53u) & 63u];
                                }
                            }
                            uint _55 = 0u;
                            uint _56 = _54;
                            uint _403;
                            for (;;)
                            {
                                uint _395 = _55;
                                uint _396 = _56;
                                _403 = t0.words[(_396 + 16u) & 63u] + (_396 << 3u);
                                uint _404 = _395 + 1u;
                                _55 = _404;
                                _56 = _403;
                                if (_404 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _57 = _403;
                            if (_341 == 0u)
                            {
                                break;
                            }
                            else
                            {
                                uint _413 = t0.words[(_403 + 11u) & 63u] + (_403 << 2u);
                                uint _414 = _342 + 1u;
                                _52 = _414;
                                _53 = _413;
                                _57 = _413;
                                if (_414 < 2u)
                                {
                                    continue;
                                }
                                else
                                {
                                    break;
                                }
                            }
                        }
                        _416 = _57;
                        uint _417 = _337 + 1u;
                        _50 = _417;
                        _51 = _416;
                        if (_417 == 2u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _58 = _416;
                }
            }
            _70 = _58;
            if (((_58 ^ 576u) % 6u) == 0u)
            {
                uint _59 = 0u;
                uint _60 = _58;
                uint _1098;
                for (;;)
                {
                    uint _921 = _59;
                    uint _69 = _60;
                    if ((_60 & 3u) == 0u)
                    {
                        if (((t0.words[(_60 + 53u) & 63u] ^ 790u) % 6u) == 0u)
                        {
                            if (((_270 ^ 760u) % 5u) == 1u)
                            {
                                uint _61 = 0u;
                                uint _62 = _60;
                                uint _1058;
                                for (;;)
                                {
                                    uint _1051 = _61;
                                    uint _1052 = _62;
                                    _1058 = t0.words[(_1052 + 42u) & 63u] + (_1052 * 7u);
                                    uint _1059 = _1051 + 1u;
                                    _61 = _1059;
                                    _62 = _1058;
                                    if (_1059 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _1069 = _1058 << 2u;
                                if (((t0.words[(_1058 + 10u) & 63u] ^ 713u) % 6u) == 1u)
                                {
                                    uint _1091 = t0.words[(_1058 + 23u) & 63u] + _1069;
                                    _69 = (_1091 * 3u) + t0.words[(_1091 + 59u) & 63u];
                                }
                                else
                                {
                                    uint _1074 = t0.words[(_1058 + 20u) & 63u] + _1069;
                                    uint _1079 = t0.words[(_1074 + 10u) & 63u] + _1074;
                                    _69 = (_1079 << 2u) + t0.words[(_1079 + 31u) & 63u];
                                }
                            }
                            else
                            {
                                _69 = t0.words[(_60 + 48u) & 63u] + (_60 << 2u);
                            }
                        }
                        else
                        {
                            uint _66 = _60;
                            if (((t0.words[(_60 + 49u) & 63u] ^ 215u) % 5u) == 0u)
                            {
                                switch (_60 % 5u)
                                {
                                    case 0u:
                                    {
                                        uint _966 = t0.words[(_60 + 24u) & 63u] + (_60 * 5u);
                                        _63 = (_966 << 3u) + t0.words[(_966 + 16u) & 63u];
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _953 = t0.words[(_60 + 51u) & 63u] + (_60 * 3u);
                                        _63 = (_953 << 1u) + t0.words[(_953 + 22u) & 63u];
                                        break;
                                    }
                                    case 2u:
                                    {
                                        _63 = t0.words[(_60 + 10u) & 63u] + (_60 * 3u);
                                        break;
                                    }
                                    default:
                                    {
                                        _63 = t0.words[(_60 + 56u) & 63u] + (_60 << 3u);
                                        break;
                                    }
                                }
                                uint _64 = 0u;
                                uint _65 = _63;
                                uint _1000;
                                for (;;)
                                {
                                    uint _981 = _64;
                                    uint _982 = _65;
                                    uint _988 = t0.words[(_982 + 41u) & 63u] + (_982 * 5u);
                                    uint _994 = (_988 * 7u) + t0.words[(_988 + 30u) & 63u];
                                    _1000 = (_994 * 6u) + t0.words[(_994 + 9u) & 63u];
                                    uint _1001 = _981 + 1u;
                                    _64 = _1001;
                                    _65 = _1000;
                                    if (_1001 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _66 = t0.words[(_1000 + 8u) & 63u] + (_1000 * 3u);
                            }
                            uint _1016 = t0.words[(_66 + 25u) & 63u] + (_66 * 5u);
                            _69 = _1016;
                            if ((_270 & 3u) == 1u)
                            {
                                uint _67 = 0u;
                                uint _68 = _1016;
                                uint _1027;
                                for (;;)
                                {
                                    uint _1019 = _67;
                                    uint _1020 = _68;
                                    _1027 = t0.words[(_1020 + 47u) & 63u] + (_1020 * 7u);
                                    uint _1028 = _1019 + 1u;
                                    _67 = _1028;
                                    _68 = _1027;
                                    if (_1028 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _1034 = t0.words[(_1027 + 10u) & 63u] + _1027;
                                _69 = (_1034 << 1u) + t0.words[(_1034 + 2u) & 63u];
                            }
                        }
                    }
                    _1098 = _69;
                    uint _1099 = _921 + 1u;
                    _59 = _1099;
                    _60 = _1098;
                    if (_1099 == 4u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _70 = _1098;
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _70;
        break;
    }
}

