#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _275;

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
    uint _RESERVED_IDENTIFIER_FIXUP_10_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_6_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_28_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_35_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 0u;
    uint _267 = gl_GlobalInvocationID.x & 63u;
    uint _274 = t0.words[_267];
    uint _31;
    if ((gl_GlobalInvocationID.x % 5u) == 0u)
    {
        uint _294 = t0.words[(gl_GlobalInvocationID.x + 21u) & 63u];
        uint _295 = _294 + (gl_GlobalInvocationID.x << 3u);
        if (((_295 ^ 651u) % 5u) == 1u)
        {
            uint _13 = 0u;
            uint _14 = t0.words[(_295 + 46u) & 63u] + (_295 << 2u);
            uint _6;
            uint _7;
            uint _17;
            uint _18;
            uint _19;
            uint _20;
            uint _30;
            for (;;)
            {
                uint _503 = _13;
                uint _511 = t0.words[(_14 + 23u) & 63u] + (_14 << 3u);
                uint _518 = (_511 << 3u) + t0.words[(_511 + 18u) & 63u];
                if (((t0.words[(_518 + 43u) & 63u] ^ 104u) % 3u) == 0u)
                {
                    _30 = _518;
                    if (((t0.words[(_518 + 25u) & 63u] ^ 23u) % 6u) == 1u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_6_exit = 1u;
                        break;
                    }
                    uint _661 = t0.words[(_518 + 13u) & 63u] + (_518 * 3u);
                    _20 = (_661 * 5u) + t0.words[(_661 + 11u) & 63u];
                }
                else
                {
                    uint _15 = 0u;
                    uint _16 = _518;
                    for (;;)
                    {
                        uint _527 = _15;
                        if (((_274 ^ 888u) % 3u) == 0u)
                        {
                            uint _585 = t0.words[(_16 + 48u) & 63u] + (_16 * 5u);
                            uint _591 = (_585 << 2u) + t0.words[(_585 + 29u) & 63u];
                            _18 = (_591 << 3u) + t0.words[(_591 + 15u) & 63u];
                        }
                        else
                        {
                            if (((_16 ^ 647u) % 6u) == 1u)
                            {
                                uint _562 = t0.words[(_16 + 60u) & 63u] + (_16 * 5u);
                                uint _568 = (_562 * 6u) + t0.words[(_562 + 1u) & 63u];
                                _17 = _568 + t0.words[(_568 + 18u) & 63u];
                            }
                            else
                            {
                                uint _543 = t0.words[(_16 + 29u) & 63u] + (_16 << 1u);
                                uint _549 = (_543 * 5u) + t0.words[(_543 + 3u) & 63u];
                                _17 = (_549 * 6u) + t0.words[(_549 + 16u) & 63u];
                            }
                            _6 = _17;
                            _18 = _17;
                            if (((_274 ^ 776u) % 5u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                                break;
                            }
                        }
                        uint _605 = t0.words[(_18 + 53u) & 63u] + (_18 * 5u);
                        if ((_605 % 3u) == 0u)
                        {
                            if (((_274 ^ 903u) % 3u) == 0u)
                            {
                                uint _630 = t0.words[(_605 + 48u) & 63u] + (_605 << 3u);
                                uint _636 = (_630 * 7u) + t0.words[(_630 + 3u) & 63u];
                                _19 = (_636 * 5u) + t0.words[(_636 + 6u) & 63u];
                            }
                            else
                            {
                                _19 = t0.words[(_605 + 13u) & 63u] + (_605 << 2u);
                            }
                        }
                        else
                        {
                            _19 = t0.words[(_605 + 26u) & 63u] + (_605 * 5u);
                        }
                        _7 = _19;
                        uint _644 = _527 + 1u;
                        _15 = _644;
                        _16 = _19;
                        if (_644 < 4u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_0_exit = 1u;
                            break;
                        }
                    }
                    bool _139_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
                    {
                        case 0u:
                        {
                            _RESERVED_IDENTIFIER_FIXUP_6_exit = 0u;
                            _139_ladder_break = true;
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    if (_139_ladder_break)
                    {
                        break;
                    }
                    _20 = _7;
                }
                uint _670 = _503 + 1u;
                _13 = _670;
                _14 = _20;
                _30 = _20;
                if (_670 < 3u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_6_exit = 1u;
                    break;
                }
            }
            switch (_RESERVED_IDENTIFIER_FIXUP_6_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _6;
                    main_join = 116u;
                    break;
                }
                default:
                {
                    _31 = _30;
                    main_join = 56u;
                    break;
                }
            }
        }
        else
        {
            if (((t0.words[(_295 + 21u) & 63u] ^ 87u) % 5u) == 1u)
            {
                u0.words[gl_GlobalInvocationID.x] = _295;
                main_join = 116u;
            }
            else
            {
                uint _29;
                switch (_295 % 3u)
                {
                    case 0u:
                    {
                        uint _21 = 0u;
                        uint _22 = _295;
                        uint _337;
                        uint _8;
                        for (;;)
                        {
                            uint _336 = _21;
                            _337 = _22;
                            uint _26 = _337;
                            if (!(((t0.words[(_337 + 56u) & 63u] ^ 238u) % 5u) == 0u))
                            {
                                bool _76_ladder_break = false;
                                switch (_337 & 3u)
                                {
                                    case 0u:
                                    {
                                        uint _23 = 0u;
                                        uint _24 = _337;
                                        uint _25;
                                        uint _366;
                                        uint _380;
                                        for (;;)
                                        {
                                            _366 = _23;
                                            uint _367 = _24;
                                            uint _373 = t0.words[(_367 + 49u) & 63u] + _367;
                                            _380 = (_373 << 3u) + t0.words[(_373 + 35u) & 63u];
                                            _25 = _380;
                                            if ((_380 & 1u) == 0u)
                                            {
                                                uint _388 = t0.words[(_380 + 43u) & 63u] + (_380 << 2u);
                                                uint _389 = _366 + 1u;
                                                _23 = _389;
                                                _24 = _388;
                                                _25 = _388;
                                                if (_389 < 2u)
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
                                        _26 = _25;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _26 = t0.words[(_337 + 4u) & 63u] + (_337 * 3u);
                                        break;
                                    }
                                    case 2u:
                                    {
                                        if (((_337 ^ 742u) % 5u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_10_exit = 0u;
                                            _76_ladder_break = true;
                                            break;
                                        }
                                        _26 = t0.words[(_337 + 43u) & 63u] + (_337 << 2u);
                                        break;
                                    }
                                    default:
                                    {
                                        _26 = t0.words[(_337 + 51u) & 63u] + (_337 * 6u);
                                        break;
                                    }
                                }
                                if (_76_ladder_break)
                                {
                                    break;
                                }
                            }
                            _8 = _26;
                            uint _401 = _336 + 1u;
                            _21 = _401;
                            _22 = _26;
                            if (_401 < 3u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_10_exit = 1u;
                                break;
                            }
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_10_exit)
                        {
                            case 0u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _337;
                                main_join = 116u;
                                break;
                            }
                            default:
                            {
                                _29 = _8;
                                main_join = 53u;
                                break;
                            }
                        }
                        break;
                    }
                    case 1u:
                    {
                        uint _27 = 0u;
                        uint _28 = t0.words[(_295 + 55u) & 63u] + (_295 << 3u);
                        uint _332;
                        for (;;)
                        {
                            uint _316 = _27;
                            uint _317 = _28;
                            uint _325 = t0.words[(_317 + 36u) & 63u] + (_317 * 7u);
                            _332 = (_325 * 5u) + t0.words[(_325 + 16u) & 63u];
                            uint _333 = _316 + 1u;
                            _27 = _333;
                            _28 = _332;
                            if (_333 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _29 = _332;
                        main_join = 53u;
                        break;
                    }
                    default:
                    {
                        if (((t0.words[(_295 + 28u) & 63u] ^ 997u) % 5u) == 1u)
                        {
                            if ((_274 & 3u) == 1u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _295;
                                main_join = 116u;
                            }
                            else
                            {
                                _29 = t0.words[(_295 + 22u) & 63u] + (_295 << 1u);
                                main_join = 53u;
                            }
                        }
                        else
                        {
                            uint _426 = t0.words[(_295 + 24u) & 63u] + (_295 * 3u);
                            switch (_426 & 3u)
                            {
                                case 0u:
                                {
                                    if ((_426 % 5u) == 0u)
                                    {
                                        _29 = _426;
                                        if ((t0.words[(_426 + 57u) & 63u] & 3u) == 0u)
                                        {
                                            uint _456 = t0.words[(_426 + 58u) & 63u] + (_426 << 2u);
                                            uint _462 = (_456 * 6u) + t0.words[(_456 + 49u) & 63u];
                                            _29 = (_462 * 7u) + t0.words[(_462 + 59u) & 63u];
                                            main_join = 53u;
                                        }
                                        else
                                        {
                                            main_join = 53u;
                                        }
                                    }
                                    else
                                    {
                                        _29 = t0.words[(_426 + 8u) & 63u] + (_426 << 2u);
                                        main_join = 53u;
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    _29 = t0.words[(_426 + 16u) & 63u] + (_426 * 5u);
                                    main_join = 53u;
                                    break;
                                }
                                default:
                                {
                                    _29 = t0.words[(_426 + 58u) & 63u] + (_426 << 2u);
                                    main_join = 53u;
                                    break;
                                }
                            }
                        }
                        break;
                    }
                }
                switch (main_join)
                {
                    case 53u:
                    {
                        _31 = t0.words[(_29 + 30u) & 63u] + (_29 * 5u);
                        main_join = 56u;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
            }
        }
    }
    else
    {
        _31 = t0.words[(gl_GlobalInvocationID.x + 26u) & 63u] + gl_GlobalInvocationID.x;
        main_join = 56u;
    }
    switch (main_join)
    {
        case 56u:
        {
            uint _682 = t0.words[(_31 + 53u) & 63u];
            uint _683 = _682 + (_31 << 3u);
            uint _688 = t0.words[(_683 + 35u) & 63u];
            uint _689 = (_683 * 6u) + _688;
            uint _694 = t0.words[(_689 + 15u) & 63u];
            uint _695 = (_689 * 6u) + _694;
            uint _55 = _695;
            if (((_274 ^ 730u) % 5u) == 1u)
            {
                if (((_695 ^ 929u) % 3u) == 1u)
                {
                    u0.words[gl_GlobalInvocationID.x] = _695;
                    main_join = 116u;
                }
                else
                {
                    uint _32 = 0u;
                    uint _33 = _695;
                    uint _9;
                    uint _10;
                    uint _11;
                    uint _12;
                    uint _41;
                    uint _50;
                    uint _54;
                    for (;;)
                    {
                        uint _705 = _32;
                        if ((_33 & 3u) == 1u)
                        {
                            uint _978 = t0.words[(_33 + 11u) & 63u] + (_33 * 5u);
                            uint _984 = (_978 * 6u) + t0.words[(_978 + 62u) & 63u];
                            _54 = _984;
                            _50 = _984;
                            if (((_274 ^ 56u) % 3u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 113u;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 98u;
                            }
                        }
                        else
                        {
                            uint _34 = _33;
                            if (((t0.words[(_33 + 58u) & 63u] ^ 473u) % 6u) == 1u)
                            {
                                uint _723 = t0.words[(_33 + 47u) & 63u] + (_33 << 1u);
                                uint _729 = (_723 << 1u) + t0.words[(_723 + 47u) & 63u];
                                _34 = _729 + t0.words[(_729 + 55u) & 63u];
                            }
                            uint _35 = 0u;
                            uint _36 = _34;
                            uint _777;
                            uint _37;
                            uint _38;
                            uint _736;
                            for (;;)
                            {
                                _736 = _35;
                                uint _742 = t0.words[(_36 + 16u) & 63u] + _36;
                                _37 = 0u;
                                _38 = (_742 * 3u) + t0.words[(_742 + 4u) & 63u];
                                uint _769;
                                for (;;)
                                {
                                    uint _749 = _37;
                                    uint _750 = _38;
                                    uint _757 = t0.words[(_750 + 44u) & 63u] + (_750 << 2u);
                                    uint _763 = (_757 << 3u) + t0.words[(_757 + 7u) & 63u];
                                    _769 = (_763 * 3u) + t0.words[(_763 + 28u) & 63u];
                                    uint _770 = _749 + 1u;
                                    _37 = _770;
                                    _38 = _769;
                                    if (_770 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _777 = t0.words[(_769 + 35u) & 63u] + (_769 * 3u);
                                uint _778 = _736 + 1u;
                                _35 = _778;
                                _36 = _777;
                                if (_778 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            bool _170_ladder_break = false;
                            switch (_777 % 5u)
                            {
                                case 0u:
                                {
                                    uint _863 = t0.words[(_777 + 35u) & 63u] + (_777 << 2u);
                                    _9 = _863;
                                    bool _183_ladder_break = false;
                                    switch (_863 & 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _39 = 0u;
                                            uint _40 = _9;
                                            uint _957;
                                            for (;;)
                                            {
                                                uint _894 = _39;
                                                switch (_40 % 5u)
                                                {
                                                    case 0u:
                                                    {
                                                        _41 = t0.words[(_40 + 47u) & 63u] + (_40 * 6u);
                                                        break;
                                                    }
                                                    case 1u:
                                                    {
                                                        _41 = t0.words[(_40 + 22u) & 63u] + (_40 * 5u);
                                                        break;
                                                    }
                                                    case 2u:
                                                    {
                                                        uint _903 = t0.words[(_40 + 39u) & 63u] + (_40 * 7u);
                                                        _41 = (_903 << 1u) + t0.words[(_903 + 12u) & 63u];
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        _41 = t0.words[(_40 + 24u) & 63u] + (_40 * 6u);
                                                        break;
                                                    }
                                                }
                                                uint _42 = 0u;
                                                uint _43 = _41;
                                                for (;;)
                                                {
                                                    uint _930 = _42;
                                                    uint _938 = t0.words[(_43 + 61u) & 63u] + (_43 * 3u);
                                                    uint _944 = (_938 * 6u) + t0.words[(_938 + 24u) & 63u];
                                                    uint _950 = (_944 * 5u) + t0.words[(_944 + 23u) & 63u];
                                                    _957 = (_950 << 2u) + t0.words[(_950 + 38u) & 63u];
                                                    uint _958 = _930 + 1u;
                                                    _42 = _958;
                                                    _43 = _957;
                                                    if (_958 == 3u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                if ((_957 & 1u) == 0u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    uint _962 = _894 + 1u;
                                                    _39 = _962;
                                                    _40 = _957;
                                                    if (_962 < 2u)
                                                    {
                                                        continue;
                                                    }
                                                    else
                                                    {
                                                        break;
                                                    }
                                                }
                                            }
                                            _50 = _957;
                                            _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 98u;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _44 = 0u;
                                            uint _45 = _9;
                                            uint _890;
                                            for (;;)
                                            {
                                                uint _883 = _44;
                                                uint _884 = _45;
                                                _890 = t0.words[(_884 + 54u) & 63u] + _884;
                                                uint _891 = _883 + 1u;
                                                _44 = _891;
                                                _45 = _890;
                                                if (_891 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _50 = _890;
                                            _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 98u;
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _46 = _9;
                                            if (!((_9 & 1u) == 0u))
                                            {
                                                _46 = t0.words[(_9 + 5u) & 63u] + (_9 << 2u);
                                            }
                                            _50 = t0.words[(_46 + 63u) & 63u] + (_46 * 6u);
                                            _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 98u;
                                            break;
                                        }
                                        default:
                                        {
                                            _50 = _9;
                                            if ((_274 & 1u) == 0u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_28_exit = 0u;
                                                _183_ladder_break = true;
                                                _170_ladder_break = true;
                                                break;
                                            }
                                            else
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 98u;
                                            }
                                            break;
                                        }
                                    }
                                    if (_183_ladder_break)
                                    {
                                        break;
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    if (((_274 ^ 775u) % 5u) == 0u)
                                    {
                                        uint _851 = t0.words[(_777 + 57u) & 63u] + (_777 * 3u);
                                        _50 = (_851 * 3u) + t0.words[(_851 + 6u) & 63u];
                                        _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 98u;
                                    }
                                    else
                                    {
                                        uint _791 = t0.words[(_777 + 62u) & 63u] + (_777 << 1u);
                                        uint _796 = t0.words[(_791 + 53u) & 63u] + _791;
                                        _50 = _796;
                                        if ((t0.words[(_796 + 20u) & 63u] & 3u) == 2u)
                                        {
                                            uint _47 = _796;
                                            if (((_796 ^ 134u) % 5u) == 1u)
                                            {
                                                uint _814 = t0.words[(_796 + 22u) & 63u] + (_796 * 5u);
                                                _47 = (_814 * 3u) + t0.words[(_814 + 26u) & 63u];
                                            }
                                            uint _48 = 0u;
                                            uint _49 = _47;
                                            uint _836;
                                            for (;;)
                                            {
                                                uint _822 = _48;
                                                uint _823 = _49;
                                                uint _830 = t0.words[(_823 + 34u) & 63u] + (_823 << 2u);
                                                _836 = (_830 << 1u) + t0.words[(_830 + 58u) & 63u];
                                                uint _837 = _822 + 1u;
                                                _48 = _837;
                                                _49 = _836;
                                                if (_837 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _50 = t0.words[(_836 + 41u) & 63u] + (_836 << 3u);
                                            _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 98u;
                                        }
                                        else
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 98u;
                                        }
                                    }
                                    break;
                                }
                                default:
                                {
                                    _50 = t0.words[(_777 + 10u) & 63u] + _777;
                                    _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 98u;
                                    break;
                                }
                            }
                            if (_170_ladder_break)
                            {
                                break;
                            }
                        }
                        bool _216_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_28_loop_join)
                        {
                            case 98u:
                            {
                                uint _51 = t0.words[_50 & 63u] + (_50 << 1u);
                                uint _52 = 0u;
                                for (;;)
                                {
                                    _10 = _51;
                                    uint _997 = _52;
                                    uint _53 = _51;
                                    if ((_51 & 3u) == 0u)
                                    {
                                        bool _220_ladder_break = false;
                                        switch (_10 % 3u)
                                        {
                                            case 0u:
                                            {
                                                if (((_10 ^ 188u) % 6u) == 1u)
                                                {
                                                    if (!((_274 & 1u) == 0u))
                                                    {
                                                        _RESERVED_IDENTIFIER_FIXUP_35_exit = 0u;
                                                        _220_ladder_break = true;
                                                        break;
                                                    }
                                                    _53 = _10;
                                                    if (((_10 ^ 237u) % 3u) == 1u)
                                                    {
                                                        uint _1053 = t0.words[(_10 + 54u) & 63u] + _10;
                                                        uint _1060 = (_1053 * 3u) + t0.words[(_1053 + 33u) & 63u];
                                                        _53 = (_1060 * 5u) + t0.words[(_1060 + 31u) & 63u];
                                                    }
                                                }
                                                else
                                                {
                                                    uint _1019 = t0.words[(_10 + 61u) & 63u] + (_10 << 3u);
                                                    uint _1026 = (_1019 * 6u) + t0.words[(_1019 + 40u) & 63u];
                                                    uint _1031 = t0.words[(_1026 + 28u) & 63u] + _1026;
                                                    _53 = _1031;
                                                    if (!((_274 & 1u) == 0u))
                                                    {
                                                        _53 = t0.words[(_1031 + 50u) & 63u] + (_1031 << 3u);
                                                    }
                                                }
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _53 = t0.words[(_10 + 1u) & 63u] + _10;
                                                break;
                                            }
                                            default:
                                            {
                                                _53 = _10;
                                                if (((_10 ^ 865u) % 6u) == 1u)
                                                {
                                                    uint _1079 = t0.words[(_10 + 33u) & 63u] + (_10 << 3u);
                                                    uint _1085 = t0.words[(_1079 + 60u) & 63u] + (_1079 * 5u);
                                                    _53 = (_1085 * 5u) + t0.words[(_1085 + 41u) & 63u];
                                                }
                                                break;
                                            }
                                        }
                                        if (_220_ladder_break)
                                        {
                                            break;
                                        }
                                    }
                                    _11 = _53;
                                    uint _1093 = _997 + 1u;
                                    _51 = _53;
                                    _52 = _1093;
                                    if (_1093 < 3u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_35_exit = 1u;
                                        break;
                                    }
                                }
                                bool _238_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_35_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_28_exit = 1u;
                                        _238_ladder_break = true;
                                        _216_ladder_break = true;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                if (_238_ladder_break)
                                {
                                    break;
                                }
                                _54 = _11;
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_216_ladder_break)
                        {
                            break;
                        }
                        _12 = _54;
                        uint _1098 = _705 + 1u;
                        _32 = _1098;
                        _33 = _54;
                        if (_1098 < 2u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_28_exit = 2u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_28_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _9;
                            main_join = 116u;
                            break;
                        }
                        case 1u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _10;
                            main_join = 116u;
                            break;
                        }
                        default:
                        {
                            _55 = _12;
                            main_join = 115u;
                            break;
                        }
                    }
                }
            }
            else
            {
                main_join = 115u;
            }
            switch (main_join)
            {
                case 115u:
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

