#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _293;

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
    uint _RESERVED_IDENTIFIER_FIXUP_1_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_3_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_82_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_12_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_23_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_48_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_23_loop_join = 0u;
    uint _285 = gl_GlobalInvocationID.x & 63u;
    uint _292 = t0.words[_285];
    uint _301 = t0.words[(gl_GlobalInvocationID.x + 34u) & 63u];
    uint _302 = _301 + (gl_GlobalInvocationID.x << 3u);
    uint _30;
    if ((_302 & 1u) == 0u)
    {
        uint _364 = t0.words[(_302 + 57u) & 63u];
        uint _365 = _364 + (_302 * 7u);
        uint _366 = _365 & 3u;
        switch (_366)
        {
            case 0u:
            {
                _30 = t0.words[(_365 + 37u) & 63u] + (_365 * 6u);
                main_join = 49u;
                break;
            }
            case 1u:
            {
                uint _13 = 0u;
                for (;;)
                {
                    uint _382 = _13;
                    if (((t0.words[(_365 + 58u) & 63u] ^ 350u) % 6u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_1_exit = 0u;
                        break;
                    }
                    uint _392 = _382 + 1u;
                    _13 = _392;
                    if (_392 < 4u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_1_exit = 1u;
                        break;
                    }
                }
                switch (_RESERVED_IDENTIFIER_FIXUP_1_exit)
                {
                    case 0u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _365;
                        main_join = 115u;
                        break;
                    }
                    default:
                    {
                        _30 = _365;
                        main_join = 49u;
                        break;
                    }
                }
                break;
            }
            case 2u:
            {
                uint _374 = t0.words[(_365 + 48u) & 63u] + (_365 << 2u);
                _30 = (_374 * 7u) + t0.words[(_374 + 41u) & 63u];
                main_join = 49u;
                break;
            }
            default:
            {
                if (_366 == 3u)
                {
                    uint _617 = t0.words[(_365 + 62u) & 63u] + (_365 * 3u);
                    _30 = (_617 << 3u) + t0.words[(_617 + 45u) & 63u];
                    main_join = 49u;
                }
                else
                {
                    uint _14 = 0u;
                    uint _15 = _365;
                    uint _6;
                    uint _7;
                    uint _8;
                    uint _9;
                    uint _10;
                    uint _18;
                    uint _21;
                    uint _25;
                    uint _26;
                    for (;;)
                    {
                        uint _410 = _14;
                        if (((_15 ^ 911u) % 3u) == 0u)
                        {
                            if ((t0.words[(_15 + 12u) & 63u] & 1u) == 0u)
                            {
                                uint _16 = 0u;
                                uint _17 = _15;
                                for (;;)
                                {
                                    uint _495 = _16;
                                    uint _502 = t0.words[(_17 + 37u) & 63u] + (_17 * 5u);
                                    _6 = _502;
                                    uint _503 = _495 + 1u;
                                    _16 = _503;
                                    _17 = _502;
                                    if (_503 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _18 = _6;
                                if (((_292 ^ 361u) % 3u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_3_exit = 1u;
                                    break;
                                }
                            }
                            else
                            {
                                _18 = t0.words[(_15 + 18u) & 63u] + (_15 << 1u);
                            }
                            uint _19 = 0u;
                            uint _20 = _18;
                            for (;;)
                            {
                                uint _511 = _19;
                                uint _515 = (_20 + 31u) & 63u;
                                uint _522 = _20 << 2u;
                                if (((t0.words[_515] ^ 876u) % 5u) == 0u)
                                {
                                    uint _536 = t0.words[_515] + _522;
                                    uint _542 = t0.words[(_536 + 63u) & 63u] + (_536 * 6u);
                                    _21 = (_542 << 2u) + t0.words[(_542 + 34u) & 63u];
                                }
                                else
                                {
                                    uint _528 = t0.words[(_20 + 11u) & 63u] + _522;
                                    _21 = (_528 << 3u) + t0.words[(_528 + 52u) & 63u];
                                }
                                uint _555 = t0.words[(_21 + 35u) & 63u] + _21;
                                _7 = _555;
                                if ((_555 & 3u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_12_exit = 0u;
                                    break;
                                }
                                uint _558 = _511 + 1u;
                                _19 = _558;
                                _20 = _7;
                                if (_558 < 2u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_12_exit = 1u;
                                    break;
                                }
                            }
                            bool _136_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_12_exit)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_3_exit = 2u;
                                    _136_ladder_break = true;
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            if (_136_ladder_break)
                            {
                                break;
                            }
                            _26 = t0.words[(_7 + 32u) & 63u] + (_7 << 3u);
                        }
                        else
                        {
                            uint _422 = t0.words[(_15 + 45u) & 63u] + (_15 * 3u);
                            uint _22 = 0u;
                            uint _23 = (_422 * 6u) + t0.words[(_422 + 46u) & 63u];
                            for (;;)
                            {
                                uint _430 = _22;
                                uint _438 = t0.words[(_23 + 36u) & 63u] + (_23 << 2u);
                                uint _24 = _438;
                                if (((_292 ^ 479u) % 3u) == 0u)
                                {
                                    _24 = t0.words[(_438 + 30u) & 63u] + (_438 * 5u);
                                }
                                _8 = _24;
                                if (((_24 ^ 794u) % 6u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_82_exit = 0u;
                                    break;
                                }
                                if (((_292 ^ 68u) % 5u) == 1u)
                                {
                                    _25 = t0.words[(_8 + 47u) & 63u] + (_8 << 1u);
                                }
                                else
                                {
                                    _25 = t0.words[(_8 + 44u) & 63u] + (_8 << 2u);
                                }
                                _9 = _25;
                                uint _477 = _430 + 1u;
                                _22 = _477;
                                _23 = _25;
                                if (_477 < 2u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_82_exit = 1u;
                                    break;
                                }
                            }
                            bool _115_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_82_exit)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_3_exit = 0u;
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
                            _26 = _9;
                        }
                        _10 = _26;
                        uint _571 = _410 + 1u;
                        _14 = _571;
                        _15 = _26;
                        if (_571 < 5u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_3_exit = 3u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_3_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _8;
                            main_join = 115u;
                            break;
                        }
                        case 1u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _6;
                            main_join = 115u;
                            break;
                        }
                        case 2u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _7;
                            main_join = 115u;
                            break;
                        }
                        default:
                        {
                            uint _586 = t0.words[(_10 + 12u) & 63u] + (_10 * 6u);
                            if ((_586 % 3u) == 0u)
                            {
                                uint _27 = 0u;
                                uint _28 = _586;
                                uint _602;
                                for (;;)
                                {
                                    uint _595 = _27;
                                    uint _596 = _28;
                                    _602 = t0.words[(_596 + 27u) & 63u] + (_596 * 5u);
                                    uint _603 = _595 + 1u;
                                    _27 = _603;
                                    _28 = _602;
                                    if (_603 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _30 = t0.words[(_602 + 30u) & 63u] + (_602 * 6u);
                                main_join = 49u;
                            }
                            else
                            {
                                _30 = t0.words[(_586 + 36u) & 63u] + (_586 << 1u);
                                main_join = 49u;
                            }
                            break;
                        }
                    }
                }
                break;
            }
        }
    }
    else
    {
        uint _29;
        if (((_302 ^ 158u) % 3u) == 1u)
        {
            _29 = t0.words[_302 & 63u] + (_302 << 3u);
        }
        else
        {
            uint _316 = t0.words[(_302 + 3u) & 63u] + (_302 * 6u);
            if ((t0.words[(_316 + 16u) & 63u] & 3u) == 1u)
            {
                uint _336 = t0.words[(_316 + 1u) & 63u] + (_316 << 1u);
                _29 = (_336 * 6u) + t0.words[(_336 + 24u) & 63u];
            }
            else
            {
                _29 = t0.words[(_316 + 27u) & 63u] + (_316 * 6u);
            }
        }
        _30 = t0.words[(_29 + 17u) & 63u] + (_29 << 3u);
        main_join = 49u;
    }
    switch (main_join)
    {
        case 49u:
        {
            uint _31 = 0u;
            uint _32 = _30;
            uint _11;
            uint _12;
            uint _39;
            uint _44;
            uint _45;
            uint _54;
            uint _55;
            for (;;)
            {
                uint _626 = _31;
                uint _58 = _32;
                if (!((_292 & 3u) == 1u))
                {
                    if (((_32 ^ 661u) % 6u) == 0u)
                    {
                        uint _657 = t0.words[(_32 + 59u) & 63u] + (_32 * 5u);
                        _58 = _657;
                        if (((t0.words[(_657 + 9u) & 63u] ^ 942u) % 6u) == 0u)
                        {
                            uint _33 = 0u;
                            uint _34 = _657;
                            for (;;)
                            {
                                uint _667 = _33;
                                if ((_34 & 1u) == 0u)
                                {
                                    uint _37 = 0u;
                                    uint _38 = _34;
                                    uint _706;
                                    for (;;)
                                    {
                                        uint _684 = _37;
                                        if ((t0.words[(_38 + 37u) & 63u] & 3u) == 1u)
                                        {
                                            _39 = t0.words[(_38 + 51u) & 63u] + (_38 * 7u);
                                        }
                                        else
                                        {
                                            _39 = t0.words[(_38 + 38u) & 63u] + (_38 * 3u);
                                        }
                                        _706 = _39;
                                        uint _707 = _684 + 1u;
                                        _37 = _707;
                                        _38 = _706;
                                        if (_707 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _42 = _706;
                                    if (((_706 ^ 407u) % 6u) == 1u)
                                    {
                                        uint _40 = 0u;
                                        uint _41 = _706;
                                        uint _727;
                                        for (;;)
                                        {
                                            uint _713 = _40;
                                            uint _714 = _41;
                                            uint _721 = t0.words[(_714 + 61u) & 63u] + (_714 << 3u);
                                            _727 = (_721 << 2u) + t0.words[(_721 + 9u) & 63u];
                                            uint _728 = _713 + 1u;
                                            _40 = _728;
                                            _41 = _727;
                                            if (_728 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _45 = _727;
                                        _42 = _727;
                                        if (((_727 & 1u) == 0u) || (((t0.words[(_727 + 15u) & 63u] ^ 446u) % 3u) == 1u))
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_48_exit = 0u;
                                            break;
                                        }
                                    }
                                    _11 = _42;
                                    _44 = _42;
                                    if ((t0.words[(_42 + 21u) & 63u] & 3u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_48_exit = 1u;
                                        break;
                                    }
                                }
                                else
                                {
                                    uint _35 = 0u;
                                    uint _36 = _34;
                                    uint _43;
                                    uint _671;
                                    uint _672;
                                    for (;;)
                                    {
                                        _671 = _35;
                                        _672 = _36;
                                        _43 = _672;
                                        if ((_672 & 1u) == 0u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            uint _680 = t0.words[(_672 + 2u) & 63u] + (_672 * 7u);
                                            uint _681 = _671 + 1u;
                                            _35 = _681;
                                            _36 = _680;
                                            _43 = _680;
                                            if (_681 < 5u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                break;
                                            }
                                        }
                                    }
                                    _44 = _43;
                                }
                                uint _751 = _667 + 1u;
                                _33 = _751;
                                _34 = _44;
                                _45 = _44;
                                if (_751 < 5u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_48_exit = 0u;
                                    break;
                                }
                            }
                            bool _197_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_48_exit)
                            {
                                case 0u:
                                {
                                    break;
                                }
                                default:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_23_exit = 0u;
                                    _197_ladder_break = true;
                                    break;
                                }
                            }
                            if (_197_ladder_break)
                            {
                                break;
                            }
                            if (((_45 ^ 460u) % 5u) == 0u)
                            {
                                _58 = _45;
                                if (((_292 ^ 239u) % 5u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_23_loop_join = 92u;
                                }
                                else
                                {
                                    uint _782 = t0.words[(_45 + 15u) & 63u] + (_45 << 3u);
                                    if ((t0.words[(_782 + 3u) & 63u] & 1u) == 0u)
                                    {
                                        uint _50 = 0u;
                                        uint _51 = _782;
                                        uint _887;
                                        uint _52;
                                        uint _53;
                                        uint _821;
                                        for (;;)
                                        {
                                            _821 = _50;
                                            _52 = 0u;
                                            _53 = _51;
                                            uint _842;
                                            for (;;)
                                            {
                                                uint _823 = _52;
                                                uint _824 = _53;
                                                uint _830 = t0.words[(_824 + 2u) & 63u] + (_824 * 7u);
                                                uint _836 = (_830 << 3u) + t0.words[(_830 + 33u) & 63u];
                                                _842 = (_836 * 5u) + t0.words[(_836 + 7u) & 63u];
                                                uint _843 = _823 + 1u;
                                                _52 = _843;
                                                _53 = _842;
                                                if (_843 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            if (((_842 ^ 994u) % 3u) == 1u)
                                            {
                                                _54 = t0.words[(_842 + 13u) & 63u] + (_842 << 3u);
                                            }
                                            else
                                            {
                                                uint _854 = t0.words[(_842 + 62u) & 63u] + (_842 * 7u);
                                                uint _860 = (_854 << 2u) + t0.words[(_854 + 3u) & 63u];
                                                _54 = (_860 << 3u) + t0.words[(_860 + 1u) & 63u];
                                            }
                                            uint _881 = t0.words[(_54 + 14u) & 63u] + (_54 * 3u);
                                            _887 = (_881 * 3u) + t0.words[(_881 + 17u) & 63u];
                                            uint _888 = _821 + 1u;
                                            _50 = _888;
                                            _51 = _887;
                                            if (_888 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _55 = _887;
                                        _RESERVED_IDENTIFIER_FIXUP_23_loop_join = 89u;
                                    }
                                    else
                                    {
                                        uint _46 = 0u;
                                        uint _47 = _782;
                                        uint _818;
                                        uint _48;
                                        uint _49;
                                        uint _789;
                                        for (;;)
                                        {
                                            _789 = _46;
                                            _48 = 0u;
                                            _49 = _47;
                                            uint _810;
                                            for (;;)
                                            {
                                                uint _791 = _48;
                                                uint _792 = _49;
                                                uint _798 = t0.words[(_792 + 20u) & 63u] + _792;
                                                uint _805 = (_798 << 2u) + t0.words[(_798 + 10u) & 63u];
                                                _810 = _805 + t0.words[(_805 + 48u) & 63u];
                                                uint _811 = _791 + 1u;
                                                _48 = _811;
                                                _49 = _810;
                                                if (_811 == 5u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _818 = t0.words[(_810 + 54u) & 63u] + (_810 * 7u);
                                            uint _819 = _789 + 1u;
                                            _46 = _819;
                                            _47 = _818;
                                            if (_819 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _55 = _818;
                                        _RESERVED_IDENTIFIER_FIXUP_23_loop_join = 89u;
                                    }
                                }
                            }
                            else
                            {
                                uint _764 = t0.words[(_45 + 59u) & 63u] + (_45 << 3u);
                                _55 = (_764 << 2u) + t0.words[(_764 + 33u) & 63u];
                                _RESERVED_IDENTIFIER_FIXUP_23_loop_join = 89u;
                            }
                            switch (_RESERVED_IDENTIFIER_FIXUP_23_loop_join)
                            {
                                case 89u:
                                {
                                    _58 = t0.words[(_55 + 53u) & 63u] + _55;
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
                        uint _56 = 0u;
                        uint _57 = _32;
                        uint _648;
                        for (;;)
                        {
                            uint _634 = _56;
                            uint _635 = _57;
                            uint _641 = t0.words[(_635 + 2u) & 63u] + (_635 * 5u);
                            _648 = (_641 * 5u) + t0.words[(_641 + 54u) & 63u];
                            uint _649 = _634 + 1u;
                            _56 = _649;
                            _57 = _648;
                            if (_649 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _58 = _648;
                    }
                }
                _12 = _58;
                uint _900 = _626 + 1u;
                _31 = _900;
                _32 = _58;
                if (_900 < 4u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_23_exit = 1u;
                    break;
                }
            }
            switch (_RESERVED_IDENTIFIER_FIXUP_23_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _11;
                    break;
                }
                default:
                {
                    uint _67 = _12;
                    if (((_12 ^ 419u) % 6u) == 0u)
                    {
                        uint _917 = t0.words[(_12 + 13u) & 63u] + (_12 * 3u);
                        _67 = _917;
                        if ((_917 % 3u) == 0u)
                        {
                            uint _66;
                            if (((_292 ^ 736u) % 6u) == 0u)
                            {
                                uint _59 = 0u;
                                uint _60 = _917;
                                uint _957;
                                uint _61;
                                uint _62;
                                uint _941;
                                for (;;)
                                {
                                    _941 = _59;
                                    _61 = 0u;
                                    _62 = _60;
                                    uint _950;
                                    for (;;)
                                    {
                                        uint _943 = _61;
                                        uint _944 = _62;
                                        _950 = t0.words[(_944 + 5u) & 63u] + (_944 << 2u);
                                        uint _951 = _943 + 1u;
                                        _61 = _951;
                                        _62 = _950;
                                        if (_951 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _957 = t0.words[(_950 + 35u) & 63u] + _950;
                                    uint _958 = _941 + 1u;
                                    _59 = _958;
                                    _60 = _957;
                                    if (_958 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _63 = 0u;
                                uint _64 = t0.words[(_957 + 25u) & 63u] + (_957 << 2u);
                                uint _986;
                                for (;;)
                                {
                                    uint _967 = _63;
                                    uint _974 = t0.words[(_64 + 56u) & 63u] + _64;
                                    uint _65 = _974;
                                    if (!(((_974 ^ 560u) % 6u) == 0u))
                                    {
                                        _65 = t0.words[(_974 + 8u) & 63u] + (_974 * 3u);
                                    }
                                    _986 = _65;
                                    uint _987 = _967 + 1u;
                                    _63 = _987;
                                    _64 = _986;
                                    if (_987 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _66 = _986;
                            }
                            else
                            {
                                uint _929 = t0.words[(_917 + 28u) & 63u] + _917;
                                uint _935 = (_929 * 6u) + t0.words[(_929 + 9u) & 63u];
                                _66 = t0.words[(_935 + 52u) & 63u] + _935;
                            }
                            _67 = _66;
                            if (((t0.words[(_66 + 3u) & 63u] ^ 190u) % 3u) == 0u)
                            {
                                uint _1002 = t0.words[(_66 + 62u) & 63u];
                                uint _1003 = _1002 + (_66 * 6u);
                                _67 = _1003;
                                if ((_1003 & 3u) == 0u)
                                {
                                    if ((_292 & 1u) == 0u)
                                    {
                                        if ((t0.words[(_1003 + 5u) & 63u] & 1u) == 0u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _1003;
                                            main_join = 115u;
                                        }
                                        else
                                        {
                                            _67 = t0.words[(_1003 + 36u) & 63u] + (_1003 << 2u);
                                            main_join = 114u;
                                        }
                                    }
                                    else
                                    {
                                        uint _1013 = t0.words[(_1003 + 49u) & 63u] + (_1003 << 2u);
                                        _67 = _1013;
                                        if ((_1013 % 3u) == 0u)
                                        {
                                            _67 = t0.words[(_1013 + 38u) & 63u] + (_1013 * 7u);
                                            main_join = 114u;
                                        }
                                        else
                                        {
                                            main_join = 114u;
                                        }
                                    }
                                }
                                else
                                {
                                    main_join = 114u;
                                }
                            }
                            else
                            {
                                main_join = 114u;
                            }
                        }
                        else
                        {
                            main_join = 114u;
                        }
                    }
                    else
                    {
                        main_join = 114u;
                    }
                    switch (main_join)
                    {
                        case 114u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _67;
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
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

