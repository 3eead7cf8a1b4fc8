#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _257;

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
    uint _RESERVED_IDENTIFIER_FIXUP_46_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_53_exit = 0u;
    uint main_join = 0u;
    uint _249 = gl_GlobalInvocationID.x & 63u;
    uint _256 = t0.words[_249];
    uint _43 = gl_GlobalInvocationID.x;
    if ((_256 & 3u) == 0u)
    {
        uint _10 = 0u;
        uint _11 = gl_GlobalInvocationID.x;
        uint _281;
        for (;;)
        {
            uint _264 = _10;
            uint _271 = t0.words[(_11 + 19u) & 63u] + _11;
            uint _12 = _271;
            if (!((_271 & 1u) == 0u))
            {
                _12 = t0.words[(_271 + 61u) & 63u] + (_271 << 1u);
            }
            _281 = _12;
            uint _282 = _264 + 1u;
            _10 = _282;
            _11 = _281;
            if (_282 == 3u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        if (((t0.words[(_281 + 49u) & 63u] ^ 292u) % 5u) == 0u)
        {
            u0.words[gl_GlobalInvocationID.x] = _281;
            main_join = 117u;
        }
        else
        {
            switch (_281 % 3u)
            {
                case 0u:
                {
                    uint _42 = _281;
                    if ((t0.words[(_281 + 59u) & 63u] & 3u) == 0u)
                    {
                        uint _21;
                        if ((_281 & 3u) == 1u)
                        {
                            _21 = t0.words[(_281 + 22u) & 63u] + (_281 * 3u);
                        }
                        else
                        {
                            uint _324 = t0.words[(_281 + 19u) & 63u] + (_281 << 3u);
                            uint _13 = 0u;
                            uint _14 = (_324 * 6u) + t0.words[(_324 + 3u) & 63u];
                            uint _428;
                            uint _15;
                            uint _16;
                            uint _17;
                            uint _20;
                            for (;;)
                            {
                                uint _332 = _13;
                                if (((t0.words[(_14 + 41u) & 63u] ^ 591u) % 3u) == 1u)
                                {
                                    switch (_14 & 3u)
                                    {
                                        case 0u:
                                        {
                                            _15 = t0.words[(_14 + 55u) & 63u] + (_14 << 3u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _15 = t0.words[(_14 + 60u) & 63u] + (_14 << 3u);
                                            break;
                                        }
                                        default:
                                        {
                                            _15 = t0.words[(_14 + 31u) & 63u] + (_14 * 7u);
                                            break;
                                        }
                                    }
                                    _17 = t0.words[(_15 + 18u) & 63u] + (_15 << 2u);
                                }
                                else
                                {
                                    if ((t0.words[(_14 + 63u) & 63u] & 3u) == 3u)
                                    {
                                        _16 = t0.words[(_14 + 35u) & 63u] + (_14 << 2u);
                                    }
                                    else
                                    {
                                        _16 = t0.words[(_14 + 48u) & 63u] + (_14 << 1u);
                                    }
                                    _17 = t0.words[(_16 + 12u) & 63u] + _16;
                                }
                                if ((_17 % 3u) == 0u)
                                {
                                    uint _18 = 0u;
                                    uint _19 = _17;
                                    uint _419;
                                    for (;;)
                                    {
                                        uint _412 = _18;
                                        uint _413 = _19;
                                        _419 = t0.words[(_413 + 53u) & 63u] + _413;
                                        uint _420 = _412 + 1u;
                                        _18 = _420;
                                        _19 = _419;
                                        if (_420 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _20 = _419;
                                }
                                else
                                {
                                    _20 = t0.words[(_17 + 13u) & 63u] + (_17 * 3u);
                                }
                                _428 = t0.words[(_20 + 49u) & 63u] + (_20 * 6u);
                                uint _429 = _332 + 1u;
                                _13 = _429;
                                _14 = _428;
                                if (_429 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _21 = _428;
                        }
                        uint _41;
                        switch (_21 % 5u)
                        {
                            case 0u:
                            {
                                uint _663 = t0.words[(_21 + 52u) & 63u] + (_21 << 2u);
                                uint _670 = (_663 * 6u) + t0.words[(_663 + 38u) & 63u];
                                uint _27;
                                if (((_256 ^ 594u) % 6u) == 0u)
                                {
                                    uint _22 = 0u;
                                    uint _23 = _670;
                                    uint _707;
                                    for (;;)
                                    {
                                        uint _693 = _22;
                                        uint _694 = _23;
                                        uint _701 = t0.words[(_694 + 29u) & 63u] + (_694 << 2u);
                                        _707 = (_701 << 3u) + t0.words[(_701 + 52u) & 63u];
                                        uint _708 = _693 + 1u;
                                        _22 = _708;
                                        _23 = _707;
                                        if (_708 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _24 = _707;
                                    if (((t0.words[(_707 + 22u) & 63u] ^ 100u) % 5u) == 1u)
                                    {
                                        uint _724 = t0.words[(_707 + 11u) & 63u] + (_707 * 7u);
                                        uint _731 = (_724 << 1u) + t0.words[(_724 + 47u) & 63u];
                                        _24 = (_731 * 6u) + t0.words[(_731 + 1u) & 63u];
                                    }
                                    uint _25 = 0u;
                                    uint _26 = _24;
                                    uint _764;
                                    for (;;)
                                    {
                                        uint _739 = _25;
                                        uint _740 = _26;
                                        uint _746 = t0.words[(_740 + 17u) & 63u] + (_740 << 3u);
                                        uint _752 = (_746 << 3u) + t0.words[(_746 + 53u) & 63u];
                                        uint _758 = (_752 * 3u) + t0.words[(_752 + 38u) & 63u];
                                        _764 = (_758 * 3u) + t0.words[(_758 + 47u) & 63u];
                                        uint _765 = _739 + 1u;
                                        _25 = _765;
                                        _26 = _764;
                                        if (_765 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _27 = _764;
                                }
                                else
                                {
                                    uint _680 = t0.words[(_670 + 7u) & 63u] + (_670 * 6u);
                                    uint _686 = (_680 << 3u) + t0.words[(_680 + 30u) & 63u];
                                    _27 = (_686 << 2u) + t0.words[(_686 + 30u) & 63u];
                                }
                                _41 = t0.words[(_27 + 6u) & 63u] + _27;
                                break;
                            }
                            case 1u:
                            {
                                uint _28 = 0u;
                                uint _29 = t0.words[(_21 + 16u) & 63u] + (_21 << 1u);
                                uint _655;
                                uint _30;
                                uint _32;
                                uint _37;
                                uint _38;
                                uint _39;
                                for (;;)
                                {
                                    uint _447 = _28;
                                    if (((_29 ^ 570u) % 6u) == 1u)
                                    {
                                        uint _514 = t0.words[(_29 + 60u) & 63u] + (_29 * 6u);
                                        uint _521 = (_514 << 3u) + t0.words[(_514 + 4u) & 63u];
                                        _32 = _521 + t0.words[(_521 + 20u) & 63u];
                                    }
                                    else
                                    {
                                        switch (_29 & 3u)
                                        {
                                            case 0u:
                                            {
                                                uint _473 = t0.words[(_29 + 5u) & 63u] + (_29 * 3u);
                                                _30 = (_473 << 2u) + t0.words[(_473 + 25u) & 63u];
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _460 = t0.words[(_29 + 46u) & 63u] + (_29 << 3u);
                                                _30 = (_460 * 3u) + t0.words[(_460 + 43u) & 63u];
                                                break;
                                            }
                                            default:
                                            {
                                                _30 = t0.words[(_29 + 52u) & 63u] + (_29 << 2u);
                                                break;
                                            }
                                        }
                                        uint _31 = _30;
                                        if (((_256 ^ 837u) % 6u) == 0u)
                                        {
                                            _31 = t0.words[(_30 + 25u) & 63u] + (_30 * 7u);
                                        }
                                        _32 = _31;
                                        if (((_31 ^ 441u) % 5u) == 1u)
                                        {
                                            _32 = t0.words[(_31 + 63u) & 63u] + _31;
                                        }
                                    }
                                    uint _33 = 0u;
                                    uint _34 = t0.words[(_32 + 8u) & 63u] + _32;
                                    bool _562;
                                    uint _35;
                                    uint _36;
                                    uint _535;
                                    for (;;)
                                    {
                                        _535 = _33;
                                        _35 = 0u;
                                        _36 = _34;
                                        uint _551;
                                        for (;;)
                                        {
                                            uint _537 = _35;
                                            uint _538 = _36;
                                            uint _544 = t0.words[(_538 + 1u) & 63u] + (_538 << 1u);
                                            _551 = (_544 << 2u) + t0.words[(_544 + 28u) & 63u];
                                            uint _552 = _537 + 1u;
                                            _35 = _552;
                                            _36 = _551;
                                            if (_552 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _560 = t0.words[(_551 + 30u) & 63u] + (_551 * 5u);
                                        _562 = (_256 & 1u) == 0u;
                                        _38 = _560;
                                        if (_562)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            switch (_560 % 3u)
                                            {
                                                case 0u:
                                                {
                                                    _37 = t0.words[(_560 + 9u) & 63u] + (_560 << 2u);
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _570 = t0.words[(_560 + 17u) & 63u] + (_560 << 1u);
                                                    _37 = (_570 << 1u) + t0.words[(_570 + 3u) & 63u];
                                                    break;
                                                }
                                                default:
                                                {
                                                    _37 = t0.words[(_560 + 48u) & 63u] + (_560 * 6u);
                                                    break;
                                                }
                                            }
                                            uint _591 = _535 + 1u;
                                            _33 = _591;
                                            _34 = _37;
                                            _38 = _37;
                                            if (_591 < 2u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                break;
                                            }
                                        }
                                    }
                                    uint _40 = _38;
                                    if (((t0.words[(_38 + 55u) & 63u] ^ 1u) % 3u) == 0u)
                                    {
                                        uint _606 = t0.words[(_38 + 52u) & 63u] + (_38 << 2u);
                                        if (((_256 ^ 648u) % 3u) == 1u)
                                        {
                                            _39 = t0.words[(_606 + 2u) & 63u] + (_606 * 7u);
                                        }
                                        else
                                        {
                                            uint _616 = t0.words[(_606 + 59u) & 63u] + (_606 << 2u);
                                            _39 = t0.words[(_616 + 56u) & 63u] + _616;
                                        }
                                        if (_562)
                                        {
                                            uint _648 = t0.words[(_39 + 1u) & 63u] + (_39 * 6u);
                                            _40 = (_648 << 3u) + t0.words[(_648 + 22u) & 63u];
                                        }
                                        else
                                        {
                                            uint _635 = t0.words[(_39 + 57u) & 63u] + _39;
                                            _40 = (_635 << 2u) + t0.words[(_635 + 50u) & 63u];
                                        }
                                    }
                                    _655 = _40;
                                    uint _656 = _447 + 1u;
                                    _28 = _656;
                                    _29 = _655;
                                    if (_656 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _41 = _655;
                                break;
                            }
                            default:
                            {
                                _41 = t0.words[(_21 + 19u) & 63u] + (_21 << 3u);
                                break;
                            }
                        }
                        _42 = _41;
                        if ((_41 & 1u) == 0u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _41;
                            main_join = 117u;
                        }
                        else
                        {
                            main_join = 72u;
                        }
                    }
                    else
                    {
                        main_join = 72u;
                    }
                    switch (main_join)
                    {
                        case 72u:
                        {
                            _43 = t0.words[(_42 + 42u) & 63u] + (_42 * 3u);
                            main_join = 76u;
                            break;
                        }
                    }
                    break;
                }
                case 1u:
                {
                    uint _301 = t0.words[(_281 + 40u) & 63u] + (_281 * 5u);
                    _43 = (_301 * 5u) + t0.words[(_301 + 10u) & 63u];
                    main_join = 76u;
                    break;
                }
                default:
                {
                    _43 = _281;
                    if (((t0.words[(_281 + 19u) & 63u] ^ 568u) % 5u) == 0u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _281;
                        main_join = 117u;
                    }
                    else
                    {
                        main_join = 76u;
                    }
                    break;
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
            uint _813 = t0.words[(_43 + 3u) & 63u];
            uint _814 = _813 + (_43 << 1u);
            uint _819 = t0.words[(_814 + 55u) & 63u];
            uint _820 = (_814 * 6u) + _819;
            if (((_820 ^ 68u) % 3u) == 1u)
            {
                u0.words[gl_GlobalInvocationID.x] = _820;
            }
            else
            {
                uint _830 = t0.words[(_820 + 28u) & 63u] + (_820 * 5u);
                uint _44 = _830;
                if (((t0.words[(_830 + 5u) & 63u] ^ 757u) % 5u) == 1u)
                {
                    uint _844 = t0.words[(_830 + 1u) & 63u] + (_830 << 2u);
                    uint _851 = (_844 << 2u) + t0.words[(_844 + 62u) & 63u];
                    _44 = (_851 * 3u) + t0.words[(_851 + 40u) & 63u];
                }
                if (((_44 ^ 761u) % 6u) == 0u)
                {
                    u0.words[gl_GlobalInvocationID.x] = _44;
                }
                else
                {
                    uint _55;
                    switch (_44 % 5u)
                    {
                        case 0u:
                        {
                            _55 = _44;
                            if (((_256 ^ 451u) % 5u) == 0u)
                            {
                                uint _45 = 0u;
                                uint _46 = _44;
                                uint _881;
                                for (;;)
                                {
                                    uint _875 = _45;
                                    uint _876 = _46;
                                    _881 = t0.words[(_876 + 40u) & 63u] + _876;
                                    uint _882 = _875 + 1u;
                                    _45 = _882;
                                    _46 = _881;
                                    if (_882 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _54 = _881;
                                if (((_881 ^ 896u) % 6u) == 0u)
                                {
                                    uint _47 = 0u;
                                    uint _48 = _881;
                                    uint _6;
                                    uint _7;
                                    uint _8;
                                    uint _9;
                                    for (;;)
                                    {
                                        uint _889 = _47;
                                        uint _51 = _48;
                                        if (((_256 ^ 673u) % 5u) == 1u)
                                        {
                                            uint _49 = 0u;
                                            uint _50 = _48;
                                            for (;;)
                                            {
                                                uint _895 = _49;
                                                _6 = _50;
                                                if ((t0.words[(_50 + 25u) & 63u] & 3u) == 1u)
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_53_exit = 0u;
                                                    break;
                                                }
                                                uint _908 = t0.words[(_6 + 9u) & 63u] + _6;
                                                _7 = _908;
                                                uint _909 = _895 + 1u;
                                                _49 = _909;
                                                _50 = _908;
                                                if (_909 < 2u)
                                                {
                                                    continue;
                                                }
                                                else
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_53_exit = 1u;
                                                    break;
                                                }
                                            }
                                            bool _187_ladder_break = false;
                                            switch (_RESERVED_IDENTIFIER_FIXUP_53_exit)
                                            {
                                                case 0u:
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_46_exit = 0u;
                                                    _187_ladder_break = true;
                                                    break;
                                                }
                                            }
                                            if (_187_ladder_break)
                                            {
                                                break;
                                            }
                                            uint _918 = t0.words[(_7 + 22u) & 63u] + (_7 << 1u);
                                            _8 = _918;
                                            _51 = _918;
                                            if ((_256 & 1u) == 0u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_46_exit = 1u;
                                                break;
                                            }
                                        }
                                        uint _52 = 0u;
                                        uint _53 = t0.words[(_51 + 6u) & 63u] + (_51 << 3u);
                                        uint _935;
                                        for (;;)
                                        {
                                            uint _928 = _52;
                                            uint _929 = _53;
                                            _935 = t0.words[(_929 + 19u) & 63u] + (_929 << 3u);
                                            uint _936 = _928 + 1u;
                                            _52 = _936;
                                            _53 = _935;
                                            if (_936 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _943 = t0.words[(_935 + 22u) & 63u] + (_935 * 7u);
                                        _9 = _943;
                                        uint _944 = _889 + 1u;
                                        _47 = _944;
                                        _48 = _943;
                                        if (_944 < 4u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_46_exit = 2u;
                                            break;
                                        }
                                    }
                                    switch (_RESERVED_IDENTIFIER_FIXUP_46_exit)
                                    {
                                        case 0u:
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _6;
                                            main_join = 117u;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _8;
                                            main_join = 117u;
                                            break;
                                        }
                                        default:
                                        {
                                            _54 = _9;
                                            main_join = 99u;
                                            break;
                                        }
                                    }
                                }
                                else
                                {
                                    main_join = 99u;
                                }
                                switch (main_join)
                                {
                                    case 99u:
                                    {
                                        _55 = t0.words[(_54 + 19u) & 63u] + (_54 << 3u);
                                        main_join = 102u;
                                        break;
                                    }
                                }
                            }
                            else
                            {
                                main_join = 102u;
                            }
                            break;
                        }
                        case 1u:
                        {
                            _55 = t0.words[(_44 + 20u) & 63u] + (_44 * 6u);
                            main_join = 102u;
                            break;
                        }
                        default:
                        {
                            _55 = t0.words[(_44 + 1u) & 63u] + _44;
                            main_join = 102u;
                            break;
                        }
                    }
                    switch (main_join)
                    {
                        case 102u:
                        {
                            uint _59 = _55;
                            switch (_55 & 3u)
                            {
                                case 0u:
                                {
                                    uint _1069 = t0.words[(_55 + 43u) & 63u] + (_55 * 5u);
                                    _59 = (_1069 << 1u) + t0.words[(_1069 + 13u) & 63u];
                                    main_join = 116u;
                                    break;
                                }
                                case 1u:
                                {
                                    _59 = _55;
                                    if ((t0.words[(_55 + 40u) & 63u] & 3u) == 2u)
                                    {
                                        if (((_256 ^ 592u) % 6u) == 1u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _55;
                                            main_join = 117u;
                                        }
                                        else
                                        {
                                            _59 = _55;
                                            if ((t0.words[(_55 + 43u) & 63u] & 3u) == 3u)
                                            {
                                                _59 = _55;
                                                if (((_55 % 5u) | ((t0.words[(_55 + 51u) & 63u] ^ 691u) % 6u)) == 0u)
                                                {
                                                    if (((t0.words[(_55 + 28u) & 63u] ^ 240u) % 6u) == 1u)
                                                    {
                                                        uint _56 = _55;
                                                        if (((_55 ^ 633u) % 6u) == 0u)
                                                        {
                                                            uint _1020 = t0.words[(_55 + 27u) & 63u] + (_55 * 6u);
                                                            _56 = (_1020 * 7u) + t0.words[(_1020 + 47u) & 63u];
                                                        }
                                                        uint _57 = t0.words[(_56 + 48u) & 63u] + (_56 << 1u);
                                                        uint _58 = 0u;
                                                        uint _1060;
                                                        for (;;)
                                                        {
                                                            uint _1034 = _57;
                                                            uint _1035 = _58;
                                                            uint _1042 = t0.words[(_1034 + 37u) & 63u] + (_1034 * 3u);
                                                            uint _1048 = (_1042 * 6u) + t0.words[(_1042 + 3u) & 63u];
                                                            uint _1054 = (_1048 << 2u) + t0.words[(_1048 + 5u) & 63u];
                                                            _1060 = (_1054 << 1u) + t0.words[(_1054 + 4u) & 63u];
                                                            uint _1061 = _1035 + 1u;
                                                            _57 = _1060;
                                                            _58 = _1061;
                                                            if (_1061 == 2u)
                                                            {
                                                                break;
                                                            }
                                                            else
                                                            {
                                                                continue;
                                                            }
                                                        }
                                                        _59 = _1060;
                                                        main_join = 116u;
                                                    }
                                                    else
                                                    {
                                                        _59 = t0.words[(_55 + 46u) & 63u] + (_55 << 2u);
                                                        main_join = 116u;
                                                    }
                                                }
                                                else
                                                {
                                                    main_join = 116u;
                                                }
                                            }
                                            else
                                            {
                                                main_join = 116u;
                                            }
                                        }
                                    }
                                    else
                                    {
                                        main_join = 116u;
                                    }
                                    break;
                                }
                                default:
                                {
                                    main_join = 116u;
                                    break;
                                }
                            }
                            switch (main_join)
                            {
                                case 116u:
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _59;
                                    break;
                                }
                            }
                            break;
                        }
                    }
                }
            }
            break;
        }
    }
}

