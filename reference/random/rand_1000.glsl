#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _269;

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
    uint _261 = gl_GlobalInvocationID.x & 63u;
    uint _268 = t0.words[_261];
    uint _31;
    if ((gl_GlobalInvocationID.x % 5u) == 0u)
    {
        uint _288 = t0.words[(gl_GlobalInvocationID.x + 21u) & 63u];
        uint _289 = _288 + (gl_GlobalInvocationID.x << 3u);
        if (((_289 ^ 651u) % 5u) == 1u)
        {
            uint _13 = 0u;
            uint _14 = t0.words[(_289 + 46u) & 63u] + (_289 << 2u);
            uint _6;
            uint _7;
            uint _17;
            uint _18;
            uint _19;
            uint _20;
            uint _30;
            for (;;)
            {
                uint _497 = _13;
                uint _505 = t0.words[(_14 + 23u) & 63u] + (_14 << 3u);
                uint _512 = (_505 << 3u) + t0.words[(_505 + 18u) & 63u];
                if (((t0.words[(_512 + 43u) & 63u] ^ 104u) % 3u) == 0u)
                {
                    _30 = _512;
                    if (((t0.words[(_512 + 25u) & 63u] ^ 23u) % 6u) == 1u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_6_exit = 1u;
                        break;
                    }
                    uint _655 = t0.words[(_512 + 13u) & 63u] + (_512 * 3u);
                    _20 = (_655 * 5u) + t0.words[(_655 + 11u) & 63u];
                }
                else
                {
                    uint _15 = 0u;
                    uint _16 = _512;
                    for (;;)
                    {
                        uint _521 = _15;
                        if (((_268 ^ 888u) % 3u) == 0u)
                        {
                            uint _579 = t0.words[(_16 + 48u) & 63u] + (_16 * 5u);
                            uint _585 = (_579 << 2u) + t0.words[(_579 + 29u) & 63u];
                            _18 = (_585 << 3u) + t0.words[(_585 + 15u) & 63u];
                        }
                        else
                        {
                            if (((_16 ^ 647u) % 6u) == 1u)
                            {
                                uint _556 = t0.words[(_16 + 60u) & 63u] + (_16 * 5u);
                                uint _562 = (_556 * 6u) + t0.words[(_556 + 1u) & 63u];
                                _17 = _562 + t0.words[(_562 + 18u) & 63u];
                            }
                            else
                            {
                                uint _537 = t0.words[(_16 + 29u) & 63u] + (_16 << 1u);
                                uint _543 = (_537 * 5u) + t0.words[(_537 + 3u) & 63u];
                                _17 = (_543 * 6u) + t0.words[(_543 + 16u) & 63u];
                            }
                            _6 = _17;
                            _18 = _17;
                            if (((_268 ^ 776u) % 5u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                                break;
                            }
                        }
                        uint _599 = t0.words[(_18 + 53u) & 63u] + (_18 * 5u);
                        if ((_599 % 3u) == 0u)
                        {
                            if (((_268 ^ 903u) % 3u) == 0u)
                            {
                                uint _624 = t0.words[(_599 + 48u) & 63u] + (_599 << 3u);
                                uint _630 = (_624 * 7u) + t0.words[(_624 + 3u) & 63u];
                                _19 = (_630 * 5u) + t0.words[(_630 + 6u) & 63u];
                            }
                            else
                            {
                                _19 = t0.words[(_599 + 13u) & 63u] + (_599 << 2u);
                            }
                        }
                        else
                        {
                            _19 = t0.words[(_599 + 26u) & 63u] + (_599 * 5u);
                        }
                        _7 = _19;
                        uint _638 = _521 + 1u;
                        _15 = _638;
                        _16 = _19;
                        if (_638 < 4u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_0_exit = 1u;
                            break;
                        }
                    }
                    bool _138_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
                    {
                        case 0u:
                        {
                            _RESERVED_IDENTIFIER_FIXUP_6_exit = 0u;
                            _138_ladder_break = true;
                            break;
                        }
                    }
                    if (_138_ladder_break)
                    {
                        break;
                    }
                    _20 = _7;
                }
                uint _664 = _497 + 1u;
                _13 = _664;
                _14 = _20;
                _30 = _20;
                if (_664 < 3u)
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
            if (((t0.words[(_289 + 21u) & 63u] ^ 87u) % 5u) == 1u)
            {
                u0.words[gl_GlobalInvocationID.x] = _289;
                main_join = 116u;
            }
            else
            {
                uint _29;
                switch (_289 % 3u)
                {
                    case 0u:
                    {
                        uint _21 = 0u;
                        uint _22 = _289;
                        uint _331;
                        uint _8;
                        for (;;)
                        {
                            uint _330 = _21;
                            _331 = _22;
                            uint _26 = _331;
                            if (!(((t0.words[(_331 + 56u) & 63u] ^ 238u) % 5u) == 0u))
                            {
                                bool _76_ladder_break = false;
                                switch (_331 & 3u)
                                {
                                    case 0u:
                                    {
                                        uint _23 = 0u;
                                        uint _24 = _331;
                                        uint _25;
                                        uint _360;
                                        uint _374;
                                        for (;;)
                                        {
                                            _360 = _23;
                                            uint _361 = _24;
                                            uint _367 = t0.words[(_361 + 49u) & 63u] + _361;
                                            _374 = (_367 << 3u) + t0.words[(_367 + 35u) & 63u];
                                            _25 = _374;
                                            if ((_374 & 1u) == 0u)
                                            {
                                                uint _382 = t0.words[(_374 + 43u) & 63u] + (_374 << 2u);
                                                uint _383 = _360 + 1u;
                                                _23 = _383;
                                                _24 = _382;
                                                _25 = _382;
                                                if (_383 < 2u)
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
                                        _26 = t0.words[(_331 + 4u) & 63u] + (_331 * 3u);
                                        break;
                                    }
                                    case 2u:
                                    {
                                        if (((_331 ^ 742u) % 5u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_10_exit = 0u;
                                            _76_ladder_break = true;
                                            break;
                                        }
                                        _26 = t0.words[(_331 + 43u) & 63u] + (_331 << 2u);
                                        break;
                                    }
                                    default:
                                    {
                                        _26 = t0.words[(_331 + 51u) & 63u] + (_331 * 6u);
                                        break;
                                    }
                                }
                                if (_76_ladder_break)
                                {
                                    break;
                                }
                            }
                            _8 = _26;
                            uint _395 = _330 + 1u;
                            _21 = _395;
                            _22 = _26;
                            if (_395 < 3u)
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
                                u0.words[gl_GlobalInvocationID.x] = _331;
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
                        uint _28 = t0.words[(_289 + 55u) & 63u] + (_289 << 3u);
                        uint _326;
                        for (;;)
                        {
                            uint _310 = _27;
                            uint _311 = _28;
                            uint _319 = t0.words[(_311 + 36u) & 63u] + (_311 * 7u);
                            _326 = (_319 * 5u) + t0.words[(_319 + 16u) & 63u];
                            uint _327 = _310 + 1u;
                            _27 = _327;
                            _28 = _326;
                            if (_327 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _29 = _326;
                        main_join = 53u;
                        break;
                    }
                    default:
                    {
                        if (((t0.words[(_289 + 28u) & 63u] ^ 997u) % 5u) == 1u)
                        {
                            if ((_268 & 3u) == 1u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _289;
                                main_join = 116u;
                            }
                            else
                            {
                                _29 = t0.words[(_289 + 22u) & 63u] + (_289 << 1u);
                                main_join = 53u;
                            }
                        }
                        else
                        {
                            uint _420 = t0.words[(_289 + 24u) & 63u] + (_289 * 3u);
                            switch (_420 & 3u)
                            {
                                case 0u:
                                {
                                    if ((_420 % 5u) == 0u)
                                    {
                                        _29 = _420;
                                        if ((t0.words[(_420 + 57u) & 63u] & 3u) == 0u)
                                        {
                                            uint _450 = t0.words[(_420 + 58u) & 63u] + (_420 << 2u);
                                            uint _456 = (_450 * 6u) + t0.words[(_450 + 49u) & 63u];
                                            _29 = (_456 * 7u) + t0.words[(_456 + 59u) & 63u];
                                            main_join = 53u;
                                        }
                                        else
                                        {
                                            main_join = 53u;
                                        }
                                    }
                                    else
                                    {
                                        _29 = t0.words[(_420 + 8u) & 63u] + (_420 << 2u);
                                        main_join = 53u;
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    _29 = t0.words[(_420 + 16u) & 63u] + (_420 * 5u);
                                    main_join = 53u;
                                    break;
                                }
                                default:
                                {
                                    _29 = t0.words[(_420 + 58u) & 63u] + (_420 << 2u);
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
            uint _676 = t0.words[(_31 + 53u) & 63u];
            uint _677 = _676 + (_31 << 3u);
            uint _682 = t0.words[(_677 + 35u) & 63u];
            uint _683 = (_677 * 6u) + _682;
            uint _688 = t0.words[(_683 + 15u) & 63u];
            uint _689 = (_683 * 6u) + _688;
            uint _55 = _689;
            if (((_268 ^ 730u) % 5u) == 1u)
            {
                if (((_689 ^ 929u) % 3u) == 1u)
                {
                    u0.words[gl_GlobalInvocationID.x] = _689;
                    main_join = 116u;
                }
                else
                {
                    uint _32 = 0u;
                    uint _33 = _689;
                    uint _9;
                    uint _10;
                    uint _11;
                    uint _12;
                    uint _41;
                    uint _50;
                    uint _54;
                    for (;;)
                    {
                        uint _699 = _32;
                        if ((_33 & 3u) == 1u)
                        {
                            uint _972 = t0.words[(_33 + 11u) & 63u] + (_33 * 5u);
                            uint _978 = (_972 * 6u) + t0.words[(_972 + 62u) & 63u];
                            _54 = _978;
                            _50 = _978;
                            if (((_268 ^ 56u) % 3u) == 1u)
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
                                uint _717 = t0.words[(_33 + 47u) & 63u] + (_33 << 1u);
                                uint _723 = (_717 << 1u) + t0.words[(_717 + 47u) & 63u];
                                _34 = _723 + t0.words[(_723 + 55u) & 63u];
                            }
                            uint _35 = 0u;
                            uint _36 = _34;
                            uint _771;
                            uint _37;
                            uint _38;
                            uint _730;
                            for (;;)
                            {
                                _730 = _35;
                                uint _736 = t0.words[(_36 + 16u) & 63u] + _36;
                                _37 = 0u;
                                _38 = (_736 * 3u) + t0.words[(_736 + 4u) & 63u];
                                uint _763;
                                for (;;)
                                {
                                    uint _743 = _37;
                                    uint _744 = _38;
                                    uint _751 = t0.words[(_744 + 44u) & 63u] + (_744 << 2u);
                                    uint _757 = (_751 << 3u) + t0.words[(_751 + 7u) & 63u];
                                    _763 = (_757 * 3u) + t0.words[(_757 + 28u) & 63u];
                                    uint _764 = _743 + 1u;
                                    _37 = _764;
                                    _38 = _763;
                                    if (_764 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _771 = t0.words[(_763 + 35u) & 63u] + (_763 * 3u);
                                uint _772 = _730 + 1u;
                                _35 = _772;
                                _36 = _771;
                                if (_772 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            bool _168_ladder_break = false;
                            switch (_771 % 5u)
                            {
                                case 0u:
                                {
                                    uint _857 = t0.words[(_771 + 35u) & 63u] + (_771 << 2u);
                                    _9 = _857;
                                    bool _181_ladder_break = false;
                                    switch (_857 & 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _39 = 0u;
                                            uint _40 = _9;
                                            uint _951;
                                            for (;;)
                                            {
                                                uint _888 = _39;
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
                                                        uint _897 = t0.words[(_40 + 39u) & 63u] + (_40 * 7u);
                                                        _41 = (_897 << 1u) + t0.words[(_897 + 12u) & 63u];
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
                                                    uint _924 = _42;
                                                    uint _932 = t0.words[(_43 + 61u) & 63u] + (_43 * 3u);
                                                    uint _938 = (_932 * 6u) + t0.words[(_932 + 24u) & 63u];
                                                    uint _944 = (_938 * 5u) + t0.words[(_938 + 23u) & 63u];
                                                    _951 = (_944 << 2u) + t0.words[(_944 + 38u) & 63u];
                                                    uint _952 = _924 + 1u;
                                                    _42 = _952;
                                                    _43 = _951;
                                                    if (_952 == 3u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                if ((_951 & 1u) == 0u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    uint _956 = _888 + 1u;
                                                    _39 = _956;
                                                    _40 = _951;
                                                    if (_956 < 2u)
                                                    {
                                                        continue;
                                                    }
                                                    else
                                                    {
                                                        break;
                                                    }
                                                }
                                            }
                                            _50 = _951;
                                            _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 98u;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _44 = 0u;
                                            uint _45 = _9;
                                            uint _884;
                                            for (;;)
                                            {
                                                uint _877 = _44;
                                                uint _878 = _45;
                                                _884 = t0.words[(_878 + 54u) & 63u] + _878;
                                                uint _885 = _877 + 1u;
                                                _44 = _885;
                                                _45 = _884;
                                                if (_885 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _50 = _884;
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
                                            if ((_268 & 1u) == 0u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_28_exit = 0u;
                                                _181_ladder_break = true;
                                                _168_ladder_break = true;
                                                break;
                                            }
                                            else
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 98u;
                                            }
                                            break;
                                        }
                                    }
                                    if (_181_ladder_break)
                                    {
                                        break;
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    if (((_268 ^ 775u) % 5u) == 0u)
                                    {
                                        uint _845 = t0.words[(_771 + 57u) & 63u] + (_771 * 3u);
                                        _50 = (_845 * 3u) + t0.words[(_845 + 6u) & 63u];
                                        _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 98u;
                                    }
                                    else
                                    {
                                        uint _785 = t0.words[(_771 + 62u) & 63u] + (_771 << 1u);
                                        uint _790 = t0.words[(_785 + 53u) & 63u] + _785;
                                        _50 = _790;
                                        if ((t0.words[(_790 + 20u) & 63u] & 3u) == 2u)
                                        {
                                            uint _47 = _790;
                                            if (((_790 ^ 134u) % 5u) == 1u)
                                            {
                                                uint _808 = t0.words[(_790 + 22u) & 63u] + (_790 * 5u);
                                                _47 = (_808 * 3u) + t0.words[(_808 + 26u) & 63u];
                                            }
                                            uint _48 = 0u;
                                            uint _49 = _47;
                                            uint _830;
                                            for (;;)
                                            {
                                                uint _816 = _48;
                                                uint _817 = _49;
                                                uint _824 = t0.words[(_817 + 34u) & 63u] + (_817 << 2u);
                                                _830 = (_824 << 1u) + t0.words[(_824 + 58u) & 63u];
                                                uint _831 = _816 + 1u;
                                                _48 = _831;
                                                _49 = _830;
                                                if (_831 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _50 = t0.words[(_830 + 41u) & 63u] + (_830 << 3u);
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
                                    _50 = t0.words[(_771 + 10u) & 63u] + _771;
                                    _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 98u;
                                    break;
                                }
                            }
                            if (_168_ladder_break)
                            {
                                break;
                            }
                        }
                        bool _214_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_28_loop_join)
                        {
                            case 98u:
                            {
                                uint _51 = t0.words[_50 & 63u] + (_50 << 1u);
                                uint _52 = 0u;
                                for (;;)
                                {
                                    _10 = _51;
                                    uint _991 = _52;
                                    uint _53 = _51;
                                    if ((_51 & 3u) == 0u)
                                    {
                                        bool _218_ladder_break = false;
                                        switch (_10 % 3u)
                                        {
                                            case 0u:
                                            {
                                                if (((_10 ^ 188u) % 6u) == 1u)
                                                {
                                                    if (!((_268 & 1u) == 0u))
                                                    {
                                                        _RESERVED_IDENTIFIER_FIXUP_35_exit = 0u;
                                                        _218_ladder_break = true;
                                                        break;
                                                    }
                                                    _53 = _10;
                                                    if (((_10 ^ 237u) % 3u) == 1u)
                                                    {
                                                        uint _1047 = t0.words[(_10 + 54u) & 63u] + _10;
                                                        uint _1054 = (_1047 * 3u) + t0.words[(_1047 + 33u) & 63u];
                                                        _53 = (_1054 * 5u) + t0.words[(_1054 + 31u) & 63u];
                                                    }
                                                }
                                                else
                                                {
                                                    uint _1013 = t0.words[(_10 + 61u) & 63u] + (_10 << 3u);
                                                    uint _1020 = (_1013 * 6u) + t0.words[(_1013 + 40u) & 63u];
                                                    uint _1025 = t0.words[(_1020 + 28u) & 63u] + _1020;
                                                    _53 = _1025;
                                                    if (!((_268 & 1u) == 0u))
                                                    {
                                                        _53 = t0.words[(_1025 + 50u) & 63u] + (_1025 << 3u);
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
                                                    uint _1073 = t0.words[(_10 + 33u) & 63u] + (_10 << 3u);
                                                    uint _1079 = t0.words[(_1073 + 60u) & 63u] + (_1073 * 5u);
                                                    _53 = (_1079 * 5u) + t0.words[(_1079 + 41u) & 63u];
                                                }
                                                break;
                                            }
                                        }
                                        if (_218_ladder_break)
                                        {
                                            break;
                                        }
                                    }
                                    _11 = _53;
                                    uint _1087 = _991 + 1u;
                                    _51 = _53;
                                    _52 = _1087;
                                    if (_1087 < 3u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_35_exit = 1u;
                                        break;
                                    }
                                }
                                bool _236_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_35_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_28_exit = 1u;
                                        _236_ladder_break = true;
                                        _214_ladder_break = true;
                                        break;
                                    }
                                }
                                if (_236_ladder_break)
                                {
                                    break;
                                }
                                _54 = _11;
                                break;
                            }
                        }
                        if (_214_ladder_break)
                        {
                            break;
                        }
                        _12 = _54;
                        uint _1092 = _699 + 1u;
                        _32 = _1092;
                        _33 = _54;
                        if (_1092 < 2u)
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
            }
            break;
        }
    }
}

