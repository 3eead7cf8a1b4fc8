#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _307;

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
    uint _299 = gl_GlobalInvocationID.x & 63u;
    uint _306 = t0.words[_299];
    uint _11 = 0u;
    uint _12 = t0.words[(gl_GlobalInvocationID.x + 51u) & 63u] + (gl_GlobalInvocationID.x << 3u);
    uint _320;
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
    uint _317;
    for (;;)
    {
        _317 = _11;
        _13 = 0u;
        _14 = _12;
        for (;;)
        {
            uint _319 = _13;
            _320 = _14;
            if (((_320 ^ 751u) % 6u) == 0u)
            {
                if (((_306 ^ 459u) % 3u) == 0u)
                {
                    _RESERVED_IDENTIFIER_FIXUP_6_exit = 0u;
                    break;
                }
                uint _15 = 0u;
                uint _16 = _320;
                uint _385;
                for (;;)
                {
                    uint _338 = _15;
                    uint _344 = _16 * 3u;
                    if (((_16 ^ 971u) % 3u) == 1u)
                    {
                        uint _357 = t0.words[(_16 + 49u) & 63u] + _344;
                        _18 = _357;
                        if (((t0.words[(_357 + 11u) & 63u] ^ 641u) % 5u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 12u;
                        }
                        else
                        {
                            _17 = _357;
                            if ((_357 & 1u) == 0u)
                            {
                                _17 = t0.words[(_357 + 23u) & 63u] + (_357 * 3u);
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
                        _17 = t0.words[(_16 + 50u) & 63u] + _344;
                        _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 11u;
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_8_loop_join)
                    {
                        case 11u:
                        {
                            _18 = t0.words[(_17 + 20u) & 63u] + _17;
                            break;
                        }
                    }
                    _385 = _18;
                    uint _386 = _338 + 1u;
                    _15 = _386;
                    _16 = _385;
                    if (_386 == 5u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _19 = _385;
            }
            else
            {
                _19 = t0.words[(_320 + 25u) & 63u] + (_320 * 6u);
            }
            uint _20 = 0u;
            uint _21 = _19;
            for (;;)
            {
                uint _389 = _20;
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
                    uint _401 = _22;
                    _7 = _23;
                    bool _108_ladder_break = false;
                    switch (_23 & 3u)
                    {
                        case 0u:
                        {
                            _27 = _7;
                            if (((_306 ^ 20u) % 3u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_7_exit = 1u;
                                _108_ladder_break = true;
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
                                    uint _439 = t0.words[(_7 + 34u) & 63u] + (_7 * 7u);
                                    uint _445 = (_439 << 3u) + t0.words[(_439 + 44u) & 63u];
                                    _24 = _445 + t0.words[(_445 + 27u) & 63u];
                                }
                                uint _25 = 0u;
                                uint _26 = _24;
                                uint _487;
                                for (;;)
                                {
                                    uint _460 = _25;
                                    uint _461 = _26;
                                    uint _467 = t0.words[(_461 + 1u) & 63u] + (_461 * 5u);
                                    uint _473 = t0.words[(_467 + 52u) & 63u] + _467;
                                    uint _481 = (_473 << 2u) + t0.words[(_473 + 53u) & 63u];
                                    _487 = (_481 * 5u) + t0.words[(_481 + 63u) & 63u];
                                    uint _488 = _460 + 1u;
                                    _25 = _488;
                                    _26 = _487;
                                    if (_488 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _27 = t0.words[(_487 + 51u) & 63u] + (_487 * 7u);
                            }
                            break;
                        }
                        case 2u:
                        {
                            _27 = _7;
                            if ((_306 & 1u) == 0u)
                            {
                                _27 = _7;
                                if (((t0.words[(_7 + 62u) & 63u] ^ 116u) % 3u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_7_exit = 0u;
                                    _108_ladder_break = true;
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
                    if (_108_ladder_break)
                    {
                        break;
                    }
                    _8 = _27;
                    uint _509 = _401 + 1u;
                    _22 = _509;
                    _23 = _27;
                    if (_509 < 5u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_7_exit = 2u;
                        break;
                    }
                }
                bool _129_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_7_exit)
                {
                    case 0u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_5_exit = 1u;
                        _129_ladder_break = true;
                        break;
                    }
                    case 1u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_5_exit = 2u;
                        _129_ladder_break = true;
                        break;
                    }
                }
                if (_129_ladder_break)
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
                uint _531 = _389 + 1u;
                _20 = _531;
                _21 = _8;
                if (_531 < 4u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_5_exit = 3u;
                    break;
                }
            }
            bool _141_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_5_exit)
            {
                case 0u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_6_exit = 1u;
                    _141_ladder_break = true;
                    break;
                }
                case 1u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_6_exit = 2u;
                    _141_ladder_break = true;
                    break;
                }
                case 2u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_6_exit = 3u;
                    _141_ladder_break = true;
                    break;
                }
            }
            if (_141_ladder_break)
            {
                break;
            }
            uint _28 = 0u;
            uint _29 = t0.words[(_8 + 45u) & 63u] + (_8 << 2u);
            for (;;)
            {
                uint _544 = _28;
                if ((_29 & 3u) == 3u)
                {
                    uint _560 = t0.words[(_29 + 3u) & 63u] + (_29 << 3u);
                    uint _30 = _560;
                    if (((_560 ^ 343u) % 3u) == 1u)
                    {
                        uint _571 = t0.words[(_560 + 15u) & 63u] + (_560 * 6u);
                        _30 = t0.words[(_571 + 55u) & 63u] + _571;
                    }
                    _31 = t0.words[(_30 + 23u) & 63u] + (_30 << 2u);
                }
                else
                {
                    _31 = t0.words[(_29 + 24u) & 63u] + (_29 << 2u);
                }
                _9 = _31;
                uint _586 = _544 + 1u;
                _28 = _586;
                _29 = _31;
                if (_586 == 3u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            uint _588 = _319 + 1u;
            _13 = _588;
            _14 = _9;
            if (_588 < 4u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_6_exit = 4u;
                break;
            }
        }
        bool _158_ladder_break = false;
        switch (_RESERVED_IDENTIFIER_FIXUP_6_exit)
        {
            case 0u:
            {
                _RESERVED_IDENTIFIER_FIXUP_3_exit = 0u;
                _158_ladder_break = true;
                break;
            }
            case 1u:
            {
                _RESERVED_IDENTIFIER_FIXUP_3_exit = 1u;
                _158_ladder_break = true;
                break;
            }
            case 2u:
            {
                _RESERVED_IDENTIFIER_FIXUP_3_exit = 2u;
                _158_ladder_break = true;
                break;
            }
            case 3u:
            {
                _RESERVED_IDENTIFIER_FIXUP_3_exit = 3u;
                _158_ladder_break = true;
                break;
            }
        }
        if (_158_ladder_break)
        {
            break;
        }
        if (((_9 ^ 175u) % 5u) == 0u)
        {
            if (((_306 ^ 12u) % 3u) == 0u)
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
                    if (((_306 ^ 268u) % 3u) == 1u)
                    {
                        _33 = t0.words[(_32 + 35u) & 63u] + (_32 * 3u);
                    }
                    else
                    {
                        _33 = t0.words[(_32 + 29u) & 63u] + (_32 << 1u);
                    }
                }
                uint _708 = t0.words[(_33 + 37u) & 63u] + (_33 * 7u);
                _39 = (_708 * 3u) + t0.words[(_708 + 31u) & 63u];
            }
            else
            {
                uint _34 = 0u;
                uint _35 = _9;
                for (;;)
                {
                    uint _622 = _34;
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
                        uint _636 = t0.words[(_35 + 7u) & 63u] + (_35 << 1u);
                        _38 = _636;
                        _36 = _636;
                        if ((_306 & 1u) == 0u)
                        {
                            break;
                        }
                        else
                        {
                        }
                    }
                    uint _652 = t0.words[(_36 + 31u) & 63u] + (_36 * 3u);
                    uint _653 = _622 + 1u;
                    _34 = _653;
                    _35 = _652;
                    _38 = _652;
                    if (_653 < 3u)
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
        uint _716 = _317 + 1u;
        _11 = _716;
        _12 = _39;
        if (_716 < 4u)
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
            u0.words[gl_GlobalInvocationID.x] = _320;
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
            uint _736 = t0.words[(_10 + 32u) & 63u];
            uint _737 = _736 + (_10 << 2u);
            if (((_306 ^ 213u) % 6u) == 0u)
            {
                u0.words[gl_GlobalInvocationID.x] = _737;
            }
            else
            {
                uint _43;
                if ((_737 & 3u) == 0u)
                {
                    uint _40;
                    if ((_737 % 3u) == 0u)
                    {
                        uint _769 = t0.words[(_737 + 52u) & 63u] + _737;
                        _40 = t0.words[_769 & 63u] + (_769 * 7u);
                    }
                    else
                    {
                        _40 = t0.words[(_737 + 21u) & 63u] + (_737 << 3u);
                    }
                    uint _41 = 0u;
                    uint _42 = _40;
                    uint _784;
                    for (;;)
                    {
                        uint _776 = _41;
                        _784 = t0.words[(_42 + 18u) & 63u] + (_42 << 1u);
                        if (!(((_306 ^ 378u) % 5u) == 0u))
                        {
                            if ((t0.words[(_784 + 12u) & 63u] & 3u) == 3u)
                            {
                                if (((_784 ^ 773u) % 6u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_44_exit = 0u;
                                    break;
                                }
                            }
                        }
                        uint _799 = _776 + 1u;
                        _41 = _799;
                        _42 = _784;
                        if (_799 < 2u)
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
                            u0.words[gl_GlobalInvocationID.x] = _784;
                            main_join = 129u;
                            break;
                        }
                        default:
                        {
                            _43 = _784;
                            main_join = 80u;
                            break;
                        }
                    }
                }
                else
                {
                    _43 = _737;
                    if (((t0.words[(_737 + 61u) & 63u] ^ 71u) % 5u) == 0u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _737;
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
                            uint _811 = _43 * 7u;
                            if ((_43 & 3u) == 0u)
                            {
                                uint _44 = 0u;
                                uint _45 = t0.words[(_43 + 10u) & 63u] + _811;
                                uint _841;
                                for (;;)
                                {
                                    uint _821 = _44;
                                    uint _822 = _45;
                                    uint _829 = t0.words[(_822 + 39u) & 63u] + (_822 * 5u);
                                    uint _835 = (_829 << 3u) + t0.words[(_829 + 7u) & 63u];
                                    _841 = (_835 << 3u) + t0.words[(_835 + 12u) & 63u];
                                    uint _842 = _821 + 1u;
                                    _44 = _842;
                                    _45 = _841;
                                    if (_842 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _46 = _841;
                            }
                            else
                            {
                                _46 = t0.words[_43 & 63u] + _811;
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
                                    uint _1105;
                                    uint _54;
                                    uint _55;
                                    uint _64;
                                    uint _65;
                                    for (;;)
                                    {
                                        uint _873 = _47;
                                        uint _880 = t0.words[(_48 + 44u) & 63u] + (_48 << 1u);
                                        uint _49 = _880;
                                        if (((_880 ^ 404u) % 3u) == 1u)
                                        {
                                            _49 = t0.words[(_880 + 14u) & 63u] + (_880 * 3u);
                                        }
                                        if ((_306 & 1u) == 0u)
                                        {
                                            _65 = t0.words[(_49 + 55u) & 63u] + _49;
                                        }
                                        else
                                        {
                                            uint _901 = t0.words[(_49 + 41u) & 63u] + (_49 * 5u);
                                            uint _50 = 0u;
                                            uint _51 = t0.words[(_901 + 28u) & 63u] + _901;
                                            uint _52;
                                            uint _53;
                                            uint _908;
                                            for (;;)
                                            {
                                                _908 = _50;
                                                _52 = 0u;
                                                _53 = _51;
                                                uint _922;
                                                for (;;)
                                                {
                                                    uint _910 = _52;
                                                    uint _911 = _53;
                                                    uint _917 = t0.words[(_911 + 4u) & 63u] + (_911 << 2u);
                                                    _922 = t0.words[(_917 + 51u) & 63u] + _917;
                                                    uint _923 = _910 + 1u;
                                                    _52 = _923;
                                                    _53 = _922;
                                                    if (_923 == 2u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                if (((t0.words[(_922 + 33u) & 63u] ^ 622u) % 6u) == 1u)
                                                {
                                                    uint _941 = t0.words[(_922 + 37u) & 63u] + _922;
                                                    if ((_941 % 5u) == 0u)
                                                    {
                                                        _54 = t0.words[(_941 + 57u) & 63u] + (_941 * 3u);
                                                    }
                                                    else
                                                    {
                                                        _54 = t0.words[(_941 + 14u) & 63u] + (_941 * 6u);
                                                    }
                                                    _55 = _54;
                                                    if (!((t0.words[(_54 + 4u) & 63u] & 1u) == 0u))
                                                    {
                                                        uint _969 = t0.words[(_54 + 18u) & 63u] + (_54 << 3u);
                                                        uint _976 = (_969 << 3u) + t0.words[(_969 + 59u) & 63u];
                                                        _55 = (_976 * 5u) + t0.words[(_976 + 2u) & 63u];
                                                    }
                                                }
                                                else
                                                {
                                                    _64 = _922;
                                                    _55 = _922;
                                                    if (((_922 ^ 35u) % 6u) == 0u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                    }
                                                }
                                                uint _56 = 0u;
                                                uint _57 = _55;
                                                uint _1055;
                                                uint _58;
                                                uint _59;
                                                uint _984;
                                                for (;;)
                                                {
                                                    _984 = _56;
                                                    _58 = 0u;
                                                    _59 = _57;
                                                    uint _1005;
                                                    for (;;)
                                                    {
                                                        uint _986 = _58;
                                                        uint _987 = _59;
                                                        uint _993 = t0.words[(_987 + 24u) & 63u] + (_987 * 7u);
                                                        uint _999 = (_993 * 5u) + t0.words[(_993 + 27u) & 63u];
                                                        _1005 = (_999 * 6u) + t0.words[(_999 + 31u) & 63u];
                                                        uint _1006 = _986 + 1u;
                                                        _58 = _1006;
                                                        _59 = _1005;
                                                        if (_1006 == 3u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    uint _60 = 0u;
                                                    uint _61 = _1005;
                                                    uint _1026;
                                                    for (;;)
                                                    {
                                                        uint _1008 = _60;
                                                        uint _1009 = _61;
                                                        uint _1015 = t0.words[(_1009 + 30u) & 63u] + _1009;
                                                        uint _1020 = t0.words[(_1015 + 24u) & 63u] + _1015;
                                                        _1026 = (_1020 << 1u) + t0.words[(_1020 + 12u) & 63u];
                                                        uint _1027 = _1008 + 1u;
                                                        _60 = _1027;
                                                        _61 = _1026;
                                                        if (_1027 == 3u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    uint _62 = 0u;
                                                    uint _63 = _1026;
                                                    for (;;)
                                                    {
                                                        uint _1029 = _62;
                                                        uint _1037 = t0.words[(_63 + 8u) & 63u] + (_63 * 5u);
                                                        uint _1043 = (_1037 * 7u) + t0.words[(_1037 + 52u) & 63u];
                                                        uint _1049 = (_1043 * 3u) + t0.words[(_1043 + 61u) & 63u];
                                                        _1055 = (_1049 * 6u) + t0.words[(_1049 + 29u) & 63u];
                                                        uint _1056 = _1029 + 1u;
                                                        _62 = _1056;
                                                        _63 = _1055;
                                                        if (_1056 == 3u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    uint _1058 = _984 + 1u;
                                                    _56 = _1058;
                                                    _57 = _1055;
                                                    if (_1058 == 2u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                uint _1060 = _908 + 1u;
                                                _50 = _1060;
                                                _51 = _1055;
                                                _64 = _1055;
                                                if (_1060 < 3u)
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
                                        if (((_306 ^ 679u) % 5u) == 1u)
                                        {
                                            uint _66 = 0u;
                                            uint _67 = t0.words[(_65 + 34u) & 63u] + (_65 * 7u);
                                            uint _1100;
                                            uint _68;
                                            uint _69;
                                            uint _1079;
                                            for (;;)
                                            {
                                                _1079 = _66;
                                                uint _1086 = t0.words[(_67 + 41u) & 63u] + (_67 * 5u);
                                                _68 = (_1086 << 3u) + t0.words[(_1086 + 30u) & 63u];
                                                _69 = 0u;
                                                for (;;)
                                                {
                                                    uint _1094 = _69;
                                                    _1100 = t0.words[(_68 + 24u) & 63u] + (_68 * 5u);
                                                    uint _1101 = _1094 + 1u;
                                                    _68 = _1100;
                                                    _69 = _1101;
                                                    if (_1101 == 4u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                uint _1103 = _1079 + 1u;
                                                _66 = _1103;
                                                _67 = _1100;
                                                if (_1103 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _70 = _1100;
                                        }
                                        _1105 = _70;
                                        uint _1106 = _873 + 1u;
                                        _47 = _1106;
                                        _48 = _1105;
                                        if (_1106 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _71 = _1105;
                                    break;
                                }
                            }
                            _72 = _71;
                            if ((_306 & 3u) == 3u)
                            {
                                _72 = _71;
                                if (((_306 ^ 489u) % 6u) == 1u)
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
                                uint _1124 = t0.words[(_72 + 12u) & 63u] + (_72 * 5u);
                                uint _1130 = (_1124 << 2u) + t0.words[(_1124 + 30u) & 63u];
                                u0.words[gl_GlobalInvocationID.x] = (_1130 * 3u) + t0.words[(_1130 + 8u) & 63u];
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

