#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _313;

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
    uint _RESERVED_IDENTIFIER_FIXUP_3_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_6_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_5_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_7_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_44_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 0u;
    uint _305 = gl_GlobalInvocationID.x & 63u;
    uint _312 = t0.words[_305];
    uint _11 = 0u;
    uint _12 = t0.words[(gl_GlobalInvocationID.x + 51u) & 63u] + (gl_GlobalInvocationID.x << 3u);
    uint _326;
    uint _6;
    uint _7;
    uint _8;
    uint _9;
    uint _10;
    uint _13;
    uint _14;
    uint _17;
    uint _18;
    uint _19;
    uint _24;
    uint _27;
    uint _31;
    uint _32;
    uint _36;
    uint _38;
    uint _39;
    uint _323;
    for (;;)
    {
        _323 = _11;
        _13 = 0u;
        _14 = _12;
        for (;;)
        {
            uint _325 = _13;
            _326 = _14;
            if (((_326 ^ 751u) % 6u) == 0u)
            {
                if (((_312 ^ 459u) % 3u) == 0u)
                {
                    _RESERVED_IDENTIFIER_FIXUP_6_exit = 0u;
                    break;
                }
                uint _15 = 0u;
                uint _16 = _326;
                uint _391;
                for (;;)
                {
                    uint _344 = _15;
                    uint _350 = _16 * 3u;
                    if (((_16 ^ 971u) % 3u) == 1u)
                    {
                        uint _363 = t0.words[(_16 + 49u) & 63u] + _350;
                        _18 = _363;
                        if (((t0.words[(_363 + 11u) & 63u] ^ 641u) % 5u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 12u;
                        }
                        else
                        {
                            _17 = _363;
                            if ((_363 & 1u) == 0u)
                            {
                                _17 = t0.words[(_363 + 23u) & 63u] + (_363 * 3u);
                                _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 11u;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 11u;
                            }
                        }
                    }
                    else
                    {
                        _17 = t0.words[(_16 + 50u) & 63u] + _350;
                        _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 11u;
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_8_loop_join)
                    {
                        case 11u:
                        {
                            _18 = t0.words[(_17 + 20u) & 63u] + _17;
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    _391 = _18;
                    uint _392 = _344 + 1u;
                    _15 = _392;
                    _16 = _391;
                    if (_392 == 5u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _19 = _391;
            }
            else
            {
                _19 = t0.words[(_326 + 25u) & 63u] + (_326 * 6u);
            }
            uint _20 = 0u;
            uint _21 = _19;
            for (;;)
            {
                uint _395 = _20;
                _6 = _21;
                if (((t0.words[(_21 + 44u) & 63u] ^ 513u) % 3u) == 0u)
                {
                    _RESERVED_IDENTIFIER_FIXUP_5_exit = 0u;
                    break;
                }
                uint _22 = 0u;
                uint _23 = _6;
                for (;;)
                {
                    uint _407 = _22;
                    _7 = _23;
                    bool _109_ladder_break = false;
                    switch (_23 & 3u)
                    {
                        case 0u:
                        {
                            _27 = _7;
                            if (((_312 ^ 20u) % 3u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_7_exit = 1u;
                                _109_ladder_break = true;
                                break;
                            }
                            break;
                        }
                        case 1u:
                        {
                            _27 = _7;
                            if (((t0.words[(_7 + 3u) & 63u] ^ 390u) % 6u) == 0u)
                            {
                                if (((_7 ^ 587u) % 5u) == 0u)
                                {
                                    _24 = t0.words[(_7 + 7u) & 63u] + (_7 * 3u);
                                }
                                else
                                {
                                    uint _445 = t0.words[(_7 + 34u) & 63u] + (_7 * 7u);
                                    uint _451 = (_445 << 3u) + t0.words[(_445 + 44u) & 63u];
                                    _24 = _451 + t0.words[(_451 + 27u) & 63u];
                                }
                                uint _25 = 0u;
                                uint _26 = _24;
                                uint _493;
                                for (;;)
                                {
                                    uint _466 = _25;
                                    uint _467 = _26;
                                    uint _473 = t0.words[(_467 + 1u) & 63u] + (_467 * 5u);
                                    uint _479 = t0.words[(_473 + 52u) & 63u] + _473;
                                    uint _487 = (_479 << 2u) + t0.words[(_479 + 53u) & 63u];
                                    _493 = (_487 * 5u) + t0.words[(_487 + 63u) & 63u];
                                    uint _494 = _466 + 1u;
                                    _25 = _494;
                                    _26 = _493;
                                    if (_494 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _27 = t0.words[(_493 + 51u) & 63u] + (_493 * 7u);
                            }
                            break;
                        }
                        case 2u:
                        {
                            _27 = _7;
                            if ((_312 & 1u) == 0u)
                            {
                                _27 = _7;
                                if (((t0.words[(_7 + 62u) & 63u] ^ 116u) % 3u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_7_exit = 0u;
                                    _109_ladder_break = true;
                                    break;
                                }
                            }
                            break;
                        }
                        default:
                        {
                            _27 = t0.words[(_7 + 13u) & 63u] + (_7 << 2u);
                            break;
                        }
                    }
                    if (_109_ladder_break)
                    {
                        break;
                    }
                    _8 = _27;
                    uint _515 = _407 + 1u;
                    _22 = _515;
                    _23 = _27;
                    if (_515 < 5u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_7_exit = 2u;
                        break;
                    }
                }
                bool _130_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_7_exit)
                {
                    case 0u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_5_exit = 1u;
                        _130_ladder_break = true;
                        break;
                    }
                    case 1u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_5_exit = 2u;
                        _130_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_130_ladder_break)
                {
                    break;
                }
                if (((t0.words[(_8 + 48u) & 63u] ^ 397u) % 3u) == 1u)
                {
                    if (((t0.words[(_8 + 2u) & 63u] ^ 345u) % 5u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_5_exit = 3u;
                        break;
                    }
                }
                uint _537 = _395 + 1u;
                _20 = _537;
                _21 = _8;
                if (_537 < 4u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_5_exit = 3u;
                    break;
                }
            }
            bool _143_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_5_exit)
            {
                case 0u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_6_exit = 1u;
                    _143_ladder_break = true;
                    break;
                }
                case 1u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_6_exit = 2u;
                    _143_ladder_break = true;
                    break;
                }
                case 2u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_6_exit = 3u;
                    _143_ladder_break = true;
                    break;
                }
                default:
                {
                    break;
                }
            }
            if (_143_ladder_break)
            {
                break;
            }
            uint _28 = 0u;
            uint _29 = t0.words[(_8 + 45u) & 63u] + (_8 << 2u);
            for (;;)
            {
                uint _550 = _28;
                if ((_29 & 3u) == 3u)
                {
                    uint _566 = t0.words[(_29 + 3u) & 63u] + (_29 << 3u);
                    uint _30 = _566;
                    if (((_566 ^ 343u) % 3u) == 1u)
                    {
                        uint _577 = t0.words[(_566 + 15u) & 63u] + (_566 * 6u);
                        _30 = t0.words[(_577 + 55u) & 63u] + _577;
                    }
                    _31 = t0.words[(_30 + 23u) & 63u] + (_30 << 2u);
                }
                else
                {
                    _31 = t0.words[(_29 + 24u) & 63u] + (_29 << 2u);
                }
                _9 = _31;
                uint _592 = _550 + 1u;
                _28 = _592;
                _29 = _31;
                if (_592 == 3u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            uint _594 = _325 + 1u;
            _13 = _594;
            _14 = _9;
            if (_594 < 4u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_6_exit = 4u;
                break;
            }
        }
        bool _161_ladder_break = false;
        switch (_RESERVED_IDENTIFIER_FIXUP_6_exit)
        {
            case 0u:
            {
                _RESERVED_IDENTIFIER_FIXUP_3_exit = 0u;
                _161_ladder_break = true;
                break;
            }
            case 1u:
            {
                _RESERVED_IDENTIFIER_FIXUP_3_exit = 1u;
                _161_ladder_break = true;
                break;
            }
            case 2u:
            {
                _RESERVED_IDENTIFIER_FIXUP_3_exit = 2u;
                _161_ladder_break = true;
                break;
            }
            case 3u:
            {
                _RESERVED_IDENTIFIER_FIXUP_3_exit = 3u;
                _161_ladder_break = true;
                break;
            }
            default:
            {
                break;
            }
        }
        if (_161_ladder_break)
        {
            break;
        }
        if (((_9 ^ 175u) % 5u) == 0u)
        {
            if (((_312 ^ 12u) % 3u) == 0u)
            {
                uint _33 = _9;
                if (((t0.words[(_9 + 52u) & 63u] ^ 230u) % 6u) == 0u)
                {
                    if ((_9 % 5u) == 0u)
                    {
                        _32 = t0.words[(_9 + 45u) & 63u] + (_9 * 6u);
                    }
                    else
                    {
                        _32 = t0.words[(_9 + 4u) & 63u] + (_9 * 5u);
                    }
                    if (((_312 ^ 268u) % 3u) == 1u)
                    {
                        _33 = t0.words[(_32 + 35u) & 63u] + (_32 * 3u);
                    }
                    else
                    {
                        _33 = t0.words[(_32 + 29u) & 63u] + (_32 << 1u);
                    }
                }
                uint _714 = t0.words[(_33 + 37u) & 63u] + (_33 * 7u);
                _39 = (_714 * 3u) + t0.words[(_714 + 31u) & 63u];
            }
            else
            {
                uint _34 = 0u;
                uint _35 = _9;
                for (;;)
                {
                    uint _628 = _34;
                    if ((t0.words[(_35 + 22u) & 63u] & 3u) == 0u)
                    {
                        _38 = _35;
                        _36 = _35;
                        if ((t0.words[(_35 + 10u) & 63u] & 3u) == 0u)
                        {
                            break;
                        }
                        else
                        {
                        }
                    }
                    else
                    {
                        uint _642 = t0.words[(_35 + 7u) & 63u] + (_35 << 1u);
                        _38 = _642;
                        _36 = _642;
                        if ((_312 & 1u) == 0u)
                        {
                            break;
                        }
                        else
                        {
                        }
                    }
                    uint _658 = t0.words[(_36 + 31u) & 63u] + (_36 * 3u);
                    uint _659 = _628 + 1u;
                    _34 = _659;
                    _35 = _658;
                    _38 = _658;
                    if (_659 < 3u)
                    {
                        continue;
                    }
                    else
                    {
                        break;
                    }
                }
                _39 = _38;
            }
        }
        else
        {
            uint _37 = _9;
            if (!((t0.words[(_9 + 15u) & 63u] & 1u) == 0u))
            {
                _37 = t0.words[(_9 + 31u) & 63u] + (_9 * 3u);
            }
            _39 = t0.words[(_37 + 20u) & 63u] + _37;
        }
        _10 = _39;
        uint _722 = _323 + 1u;
        _11 = _722;
        _12 = _39;
        if (_722 < 4u)
        {
            continue;
        }
        else
        {
            _RESERVED_IDENTIFIER_FIXUP_3_exit = 4u;
            break;
        }
    }
    switch (_RESERVED_IDENTIFIER_FIXUP_3_exit)
    {
        case 0u:
        {
            u0.words[gl_GlobalInvocationID.x] = _326;
            break;
        }
        case 1u:
        {
            u0.words[gl_GlobalInvocationID.x] = _6;
            break;
        }
        case 2u:
        {
            u0.words[gl_GlobalInvocationID.x] = _7;
            break;
        }
        case 3u:
        {
            u0.words[gl_GlobalInvocationID.x] = _7;
            break;
        }
        default:
        {
            uint _742 = t0.words[(_10 + 32u) & 63u];
            uint _743 = _742 + (_10 << 2u);
            if (((_312 ^ 213u) % 6u) == 0u)
            {
                u0.words[gl_GlobalInvocationID.x] = _743;
            }
            else
            {
                uint _43;
                if ((_743 & 3u) == 0u)
                {
                    uint _40;
                    if ((_743 % 3u) == 0u)
                    {
                        uint _775 = t0.words[(_743 + 52u) & 63u] + _743;
                        _40 = t0.words[_775 & 63u] + (_775 * 7u);
                    }
                    else
                    {
                        _40 = t0.words[(_743 + 21u) & 63u] + (_743 << 3u);
                    }
                    uint _41 = 0u;
                    uint _42 = _40;
                    uint _790;
                    for (;;)
                    {
                        uint _782 = _41;
                        _790 = t0.words[(_42 + 18u) & 63u] + (_42 << 1u);
                        if (!(((_312 ^ 378u) % 5u) == 0u))
                        {
                            if ((t0.words[(_790 + 12u) & 63u] & 3u) == 3u)
                            {
                                if (((_790 ^ 773u) % 6u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_44_exit = 0u;
                                    break;
                                }
                            }
                        }
                        uint _805 = _782 + 1u;
                        _41 = _805;
                        _42 = _790;
                        if (_805 < 2u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_44_exit = 1u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_44_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _790;
                            main_join = 129u;
                            break;
                        }
                        default:
                        {
                            _43 = _790;
                            main_join = 80u;
                            break;
                        }
                    }
                }
                else
                {
                    _43 = _743;
                    if (((t0.words[(_743 + 61u) & 63u] ^ 71u) % 5u) == 0u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _743;
                        main_join = 129u;
                    }
                    else
                    {
                        main_join = 80u;
                    }
                }
                switch (main_join)
                {
                    case 80u:
                    {
                        uint _46 = _43;
                        if (((_43 ^ 349u) % 6u) == 1u)
                        {
                            uint _817 = _43 * 7u;
                            if ((_43 & 3u) == 0u)
                            {
                                uint _44 = 0u;
                                uint _45 = t0.words[(_43 + 10u) & 63u] + _817;
                                uint _847;
                                for (;;)
                                {
                                    uint _827 = _44;
                                    uint _828 = _45;
                                    uint _835 = t0.words[(_828 + 39u) & 63u] + (_828 * 5u);
                                    uint _841 = (_835 << 3u) + t0.words[(_835 + 7u) & 63u];
                                    _847 = (_841 << 3u) + t0.words[(_841 + 12u) & 63u];
                                    uint _848 = _827 + 1u;
                                    _44 = _848;
                                    _45 = _847;
                                    if (_848 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _46 = _847;
                            }
                            else
                            {
                                _46 = t0.words[_43 & 63u] + _817;
                            }
                        }
                        uint _72 = _46;
                        if ((_46 & 1u) == 0u)
                        {
                            main_join = 128u;
                        }
                        else
                        {
                            uint _71;
                            switch (_46 % 5u)
                            {
                                case 0u:
                                {
                                    _71 = t0.words[(_46 + 19u) & 63u] + (_46 * 3u);
                                    break;
                                }
                                case 1u:
                                {
                                    _71 = t0.words[(_46 + 55u) & 63u] + (_46 << 1u);
                                    break;
                                }
                                case 2u:
                                {
                                    _71 = t0.words[(_46 + 53u) & 63u] + (_46 * 5u);
                                    break;
                                }
                                case 3u:
                                {
                                    _71 = t0.words[(_46 + 49u) & 63u] + (_46 << 3u);
                                    break;
                                }
                                default:
                                {
                                    uint _47 = 0u;
                                    uint _48 = _46;
                                    uint _1111;
                                    uint _54;
                                    uint _55;
                                    uint _64;
                                    uint _65;
                                    for (;;)
                                    {
                                        uint _879 = _47;
                                        uint _886 = t0.words[(_48 + 44u) & 63u] + (_48 << 1u);
                                        uint _49 = _886;
                                        if (((_886 ^ 404u) % 3u) == 1u)
                                        {
                                            _49 = t0.words[(_886 + 14u) & 63u] + (_886 * 3u);
                                        }
                                        if ((_312 & 1u) == 0u)
                                        {
                                            _65 = t0.words[(_49 + 55u) & 63u] + _49;
                                        }
                                        else
                                        {
                                            uint _907 = t0.words[(_49 + 41u) & 63u] + (_49 * 5u);
                                            uint _50 = 0u;
                                            uint _51 = t0.words[(_907 + 28u) & 63u] + _907;
                                            uint _52;
                                            uint _53;
                                            uint _914;
                                            for (;;)
                                            {
                                                _914 = _50;
                                                _52 = 0u;
                                                _53 = _51;
                                                uint _928;
                                                for (;;)
                                                {
                                                    uint _916 = _52;
                                                    uint _917 = _53;
                                                    uint _923 = t0.words[(_917 + 4u) & 63u] + (_917 << 2u);
                                                    _928 = t0.words[(_923 + 51u) & 63u] + _923;
                                                    uint _929 = _916 + 1u;
                                                    _52 = _929;
                                                    _53 = _928;
                                                    if (_929 == 2u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                if (((t0.words[(_928 + 33u) & 63u] ^ 622u) % 6u) == 1u)
                                                {
                                                    uint _947 = t0.words[(_928 + 37u) & 63u] + _928;
                                                    if ((_947 % 5u) == 0u)
                                                    {
                                                        _54 = t0.words[(_947 + 57u) & 63u] + (_947 * 3u);
                                                    }
                                                    else
                                                    {
                                                        _54 = t0.words[(_947 + 14u) & 63u] + (_947 * 6u);
                                                    }
                                                    _55 = _54;
                                                    if (!((t0.words[(_54 + 4u) & 63u] & 1u) == 0u))
                                                    {
                                                        uint _975 = t0.words[(_54 + 18u) & 63u] + (_54 << 3u);
                                                        uint _982 = (_975 << 3u) + t0.words[(_975 + 59u) & 63u];
                                                        _55 = (_982 * 5u) + t0.words[(_982 + 2u) & 63u];
                                                    }
                                                }
                                                else
                                                {
                                                    _64 = _928;
                                                    _55 = _928;
                                                    if (((_928 ^ 35u) % 6u) == 0u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                    }
                                                }
                                                uint _56 = 0u;
                                                uint _57 = _55;
                                                uint _1061;
                                                uint _58;
                                                uint _59;
                                                uint _990;
                                                for (;;)
                                                {
                                                    _990 = _56;
                                                    _58 = 0u;
                                                    _59 = _57;
                                                    uint _1011;
                                                    for (;;)
                                                    {
                                                        uint _992 = _58;
                                                        uint _993 = _59;
                                                        uint _999 = t0.words[(_993 + 24u) & 63u] + (_993 * 7u);
                                                        uint _1005 = (_999 * 5u) + t0.words[(_999 + 27u) & 63u];
                                                        _1011 = (_1005 * 6u) + t0.words[(_1005 + 31u) & 63u];
                                                        uint _1012 = _992 + 1u;
                                                        _58 = _1012;
                                                        _59 = _1011;
                                                        if (_1012 == 3u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    uint _60 = 0u;
                                                    uint _61 = _1011;
                                                    uint _1032;
                                                    for (;;)
                                                    {
                                                        uint _1014 = _60;
                                                        uint _1015 = _61;
                                                        uint _1021 = t0.words[(_1015 + 30u) & 63u] + _1015;
                                                        uint _1026 = t0.words[(_1021 + 24u) & 63u] + _1021;
                                                        _1032 = (_1026 << 1u) + t0.words[(_1026 + 12u) & 63u];
                                                        uint _1033 = _1014 + 1u;
                                                        _60 = _1033;
                                                        _61 = _1032;
                                                        if (_1033 == 3u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    uint _62 = 0u;
                                                    uint _63 = _1032;
                                                    for (;;)
                                                    {
                                                        uint _1035 = _62;
                                                        uint _1043 = t0.words[(_63 + 8u) & 63u] + (_63 * 5u);
                                                        uint _1049 = (_1043 * 7u) + t0.words[(_1043 + 52u) & 63u];
                                                        uint _1055 = (_1049 * 3u) + t0.words[(_1049 + 61u) & 63u];
                                                        _1061 = (_1055 * 6u) + t0.words[(_1055 + 29u) & 63u];
                                                        uint _1062 = _1035 + 1u;
                                                        _62 = _1062;
                                                        _63 = _1061;
                                                        if (_1062 == 3u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    uint _1064 = _990 + 1u;
                                                    _56 = _1064;
                                                    _57 = _1061;
                                                    if (_1064 == 2u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                uint _1066 = _914 + 1u;
                                                _50 = _1066;
                                                _51 = _1061;
                                                _64 = _1061;
                                                if (_1066 < 3u)
                                                {
                                                    continue;
                                                }
                                                else
                                                {
                                                    break;
                                                }
                                            }
                                            _65 = _64;
                                        }
                                        uint _70 = _65;
                                        if (((_312 ^ 679u) % 5u) == 1u)
                                        {
                                            uint _66 = 0u;
                                            uint _67 = t0.words[(_65 + 34u) & 63u] + (_65 * 7u);
                                            uint _1106;
                                            uint _68;
                                            uint _69;
                                            uint _1085;
                                            for (;;)
                                            {
                                                _1085 = _66;
                                                uint _1092 = t0.words[(_67 + 41u) & 63u] + (_67 * 5u);
                                                _68 = (_1092 << 3u) + t0.words[(_1092 + 30u) & 63u];
                                                _69 = 0u;
                                                for (;;)
                                                {
                                                    uint _1100 = _69;
                                                    _1106 = t0.words[(_68 + 24u) & 63u] + (_68 * 5u);
                                                    uint _1107 = _1100 + 1u;
                                                    _68 = _1106;
                                                    _69 = _1107;
                                                    if (_1107 == 4u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                uint _1109 = _1085 + 1u;
                                                _66 = _1109;
                                                _67 = _1106;
                                                if (_1109 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _70 = _1106;
                                        }
                                        _1111 = _70;
                                        uint _1112 = _879 + 1u;
                                        _47 = _1112;
                                        _48 = _1111;
                                        if (_1112 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _71 = _1111;
                                    break;
                                }
                            }
                            _72 = _71;
                            if ((_312 & 3u) == 3u)
                            {
                                _72 = _71;
                                if (((_312 ^ 489u) % 6u) == 1u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _71;
                                    main_join = 129u;
                                }
                                else
                                {
                                    main_join = 128u;
                                }
                            }
                            else
                            {
                                main_join = 128u;
                            }
                        }
                        switch (main_join)
                        {
                            case 128u:
                            {
                                uint _1130 = t0.words[(_72 + 12u) & 63u] + (_72 * 5u);
                                uint _1136 = (_1130 << 2u) + t0.words[(_1130 + 30u) & 63u];
                                u0.words[gl_GlobalInvocationID.x] = (_1136 * 3u) + t0.words[(_1136 + 8u) & 63u];
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
    }
}

