#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _284;

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
    uint _RESERVED_IDENTIFIER_FIXUP_23_loop_join = 0u;
    uint _6;
    uint _7;
    uint _8;
    uint _9;
    uint _10;
    uint _11;
    uint _12;
    uint _18;
    uint _21;
    uint _25;
    uint _26;
    uint _29;
    uint _30;
    uint _39;
    uint _44;
    uint _45;
    uint _54;
    uint _55;
    uint _66;
    for (;;)
    {
        uint _276 = gl_GlobalInvocationID.x & 63u;
        uint _283 = t0.words[_276];
        uint _292 = t0.words[(gl_GlobalInvocationID.x + 34u) & 63u];
        uint _293 = _292 + (gl_GlobalInvocationID.x << 3u);
        if ((_293 & 1u) == 0u)
        {
            uint _354 = t0.words[(_293 + 57u) & 63u];
            uint _355 = _354 + (_293 * 7u);
            uint _356 = _355 & 3u;
            bool _87_ladder_break = false;
            switch (_356)
            {
                case 0u:
                {
                    _30 = t0.words[(_355 + 37u) & 63u] + (_355 * 6u);
                    break;
                }
                case 1u:
                {
                    uint _13 = 0u;
                    for (;;)
                    {
                        uint _372 = _13;
                        if (((t0.words[(_355 + 58u) & 63u] ^ 350u) % 6u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_1_exit = 0u;
                            break;
                        }
                        uint _382 = _372 + 1u;
                        _13 = _382;
                        if (_382 < 4u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_1_exit = 1u;
                            break;
                        }
                    }
                    bool _96_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_1_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _355;
                            _96_ladder_break = true;
                            _87_ladder_break = true;
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    if (_96_ladder_break)
                    {
                        break;
                    }
                    _30 = _355;
                    break;
                }
                case 2u:
                {
                    uint _364 = t0.words[(_355 + 48u) & 63u] + (_355 << 2u);
                    _30 = (_364 * 7u) + t0.words[(_364 + 41u) & 63u];
                    break;
                }
                default:
                {
                    if (_356 == 3u)
                    {
                        uint _606 = t0.words[(_355 + 62u) & 63u] + (_355 * 3u);
                        _30 = (_606 << 3u) + t0.words[(_606 + 45u) & 63u];
                    }
                    else
                    {
                        uint _14 = 0u;
                        uint _15 = _355;
                        for (;;)
                        {
                            uint _399 = _14;
                            if (((_15 ^ 911u) % 3u) == 0u)
                            {
                                if ((t0.words[(_15 + 12u) & 63u] & 1u) == 0u)
                                {
                                    uint _16 = 0u;
                                    uint _17 = _15;
                                    for (;;)
                                    {
                                        uint _484 = _16;
                                        uint _491 = t0.words[(_17 + 37u) & 63u] + (_17 * 5u);
                                        _6 = _491;
                                        uint _492 = _484 + 1u;
                                        _16 = _492;
                                        _17 = _491;
                                        if (_492 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _18 = _6;
                                    if (((_283 ^ 361u) % 3u) == 1u)
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
                                    uint _500 = _19;
                                    uint _504 = (_20 + 31u) & 63u;
                                    uint _511 = _20 << 2u;
                                    if (((t0.words[_504] ^ 876u) % 5u) == 0u)
                                    {
                                        uint _525 = t0.words[_504] + _511;
                                        uint _531 = t0.words[(_525 + 63u) & 63u] + (_525 * 6u);
                                        _21 = (_531 << 2u) + t0.words[(_531 + 34u) & 63u];
                                    }
                                    else
                                    {
                                        uint _517 = t0.words[(_20 + 11u) & 63u] + _511;
                                        _21 = (_517 << 3u) + t0.words[(_517 + 52u) & 63u];
                                    }
                                    uint _544 = t0.words[(_21 + 35u) & 63u] + _21;
                                    _7 = _544;
                                    if ((_544 & 3u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_12_exit = 0u;
                                        break;
                                    }
                                    uint _547 = _500 + 1u;
                                    _19 = _547;
                                    _20 = _7;
                                    if (_547 < 2u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_12_exit = 1u;
                                        break;
                                    }
                                }
                                bool _138_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_12_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_3_exit = 2u;
                                        _138_ladder_break = true;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                if (_138_ladder_break)
                                {
                                    break;
                                }
                                _26 = t0.words[(_7 + 32u) & 63u] + (_7 << 3u);
                            }
                            else
                            {
                                uint _411 = t0.words[(_15 + 45u) & 63u] + (_15 * 3u);
                                uint _22 = 0u;
                                uint _23 = (_411 * 6u) + t0.words[(_411 + 46u) & 63u];
                                for (;;)
                                {
                                    uint _419 = _22;
                                    uint _427 = t0.words[(_23 + 36u) & 63u] + (_23 << 2u);
                                    uint _24 = _427;
                                    if (((_283 ^ 479u) % 3u) == 0u)
                                    {
                                        _24 = t0.words[(_427 + 30u) & 63u] + (_427 * 5u);
                                    }
                                    _8 = _24;
                                    if (((_24 ^ 794u) % 6u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_82_exit = 0u;
                                        break;
                                    }
                                    if (((_283 ^ 68u) % 5u) == 1u)
                                    {
                                        _25 = t0.words[(_8 + 47u) & 63u] + (_8 << 1u);
                                    }
                                    else
                                    {
                                        _25 = t0.words[(_8 + 44u) & 63u] + (_8 << 2u);
                                    }
                                    _9 = _25;
                                    uint _466 = _419 + 1u;
                                    _22 = _466;
                                    _23 = _25;
                                    if (_466 < 2u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_82_exit = 1u;
                                        break;
                                    }
                                }
                                bool _117_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_82_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_3_exit = 0u;
                                        _117_ladder_break = true;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                if (_117_ladder_break)
                                {
                                    break;
                                }
                                _26 = _9;
                            }
                            _10 = _26;
                            uint _560 = _399 + 1u;
                            _14 = _560;
                            _15 = _26;
                            if (_560 < 5u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_3_exit = 3u;
                                break;
                            }
                        }
                        bool _146_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_3_exit)
                        {
                            case 0u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _8;
                                _146_ladder_break = true;
                                _87_ladder_break = true;
                                break;
                            }
                            case 1u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _6;
                                _146_ladder_break = true;
                                _87_ladder_break = true;
                                break;
                            }
                            case 2u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _7;
                                _146_ladder_break = true;
                                _87_ladder_break = true;
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_146_ladder_break)
                        {
                            break;
                        }
                        uint _575 = t0.words[(_10 + 12u) & 63u] + (_10 * 6u);
                        if ((_575 % 3u) == 0u)
                        {
                            uint _27 = 0u;
                            uint _28 = _575;
                            uint _591;
                            for (;;)
                            {
                                uint _584 = _27;
                                uint _585 = _28;
                                _591 = t0.words[(_585 + 27u) & 63u] + (_585 * 5u);
                                uint _592 = _584 + 1u;
                                _27 = _592;
                                _28 = _591;
                                if (_592 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _30 = t0.words[(_591 + 30u) & 63u] + (_591 * 6u);
                        }
                        else
                        {
                            _30 = t0.words[(_575 + 36u) & 63u] + (_575 << 1u);
                        }
                    }
                    break;
                }
            }
            if (_87_ladder_break)
            {
                break;
            }
        }
        else
        {
            if (((_293 ^ 158u) % 3u) == 1u)
            {
                _29 = t0.words[_293 & 63u] + (_293 << 3u);
            }
            else
            {
                uint _307 = t0.words[(_293 + 3u) & 63u] + (_293 * 6u);
                if ((t0.words[(_307 + 16u) & 63u] & 3u) == 1u)
                {
                    uint _327 = t0.words[(_307 + 1u) & 63u] + (_307 << 1u);
                    _29 = (_327 * 6u) + t0.words[(_327 + 24u) & 63u];
                }
                else
                {
                    _29 = t0.words[(_307 + 27u) & 63u] + (_307 * 6u);
                }
            }
            _30 = t0.words[(_29 + 17u) & 63u] + (_29 << 3u);
        }
        uint _31 = 0u;
        uint _32 = _30;
        for (;;)
        {
            uint _614 = _31;
            uint _58 = _32;
            if (!((_283 & 3u) == 1u))
            {
                if (((_32 ^ 661u) % 6u) == 0u)
                {
                    uint _645 = t0.words[(_32 + 59u) & 63u] + (_32 * 5u);
                    _58 = _645;
                    if (((t0.words[(_645 + 9u) & 63u] ^ 942u) % 6u) == 0u)
                    {
                        uint _33 = 0u;
                        uint _34 = _645;
                        for (;;)
                        {
                            uint _655 = _33;
                            if ((_34 & 1u) == 0u)
                            {
                                uint _37 = 0u;
                                uint _38 = _34;
                                uint _694;
                                for (;;)
                                {
                                    uint _672 = _37;
                                    if ((t0.words[(_38 + 37u) & 63u] & 3u) == 1u)
                                    {
                                        _39 = t0.words[(_38 + 51u) & 63u] + (_38 * 7u);
                                    }
                                    else
                                    {
                                        _39 = t0.words[(_38 + 38u) & 63u] + (_38 * 3u);
                                    }
                                    _694 = _39;
                                    uint _695 = _672 + 1u;
                                    _37 = _695;
                                    _38 = _694;
                                    if (_695 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _42 = _694;
                                if (((_694 ^ 407u) % 6u) == 1u)
                                {
                                    uint _40 = 0u;
                                    uint _41 = _694;
                                    uint _715;
                                    for (;;)
                                    {
                                        uint _701 = _40;
                                        uint _702 = _41;
                                        uint _709 = t0.words[(_702 + 61u) & 63u] + (_702 << 3u);
                                        _715 = (_709 << 2u) + t0.words[(_709 + 9u) & 63u];
                                        uint _716 = _701 + 1u;
                                        _40 = _716;
                                        _41 = _715;
                                        if (_716 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _45 = _715;
                                    _42 = _715;
                                    if (((_715 & 1u) == 0u) || (((t0.words[(_715 + 15u) & 63u] ^ 446u) % 3u) == 1u))
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
                                uint _659;
                                uint _660;
                                for (;;)
                                {
                                    _659 = _35;
                                    _660 = _36;
                                    _43 = _660;
                                    if ((_660 & 1u) == 0u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        uint _668 = t0.words[(_660 + 2u) & 63u] + (_660 * 7u);
                                        uint _669 = _659 + 1u;
                                        _35 = _669;
                                        _36 = _668;
                                        _43 = _668;
                                        if (_669 < 5u)
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
                            uint _739 = _655 + 1u;
                            _33 = _739;
                            _34 = _44;
                            _45 = _44;
                            if (_739 < 5u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_48_exit = 0u;
                                break;
                            }
                        }
                        bool _198_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_48_exit)
                        {
                            case 0u:
                            {
                                break;
                            }
                            default:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_23_exit = 0u;
                                _198_ladder_break = true;
                                break;
                            }
                        }
                        if (_198_ladder_break)
                        {
                            break;
                        }
                        if (((_45 ^ 460u) % 5u) == 0u)
                        {
                            _58 = _45;
                            if (((_283 ^ 239u) % 5u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_23_loop_join = 92u;
                            }
                            else
                            {
                                uint _770 = t0.words[(_45 + 15u) & 63u] + (_45 << 3u);
                                if ((t0.words[(_770 + 3u) & 63u] & 1u) == 0u)
                                {
                                    uint _50 = 0u;
                                    uint _51 = _770;
                                    uint _875;
                                    uint _52;
                                    uint _53;
                                    uint _809;
                                    for (;;)
                                    {
                                        _809 = _50;
                                        _52 = 0u;
                                        _53 = _51;
                                        uint _830;
                                        for (;;)
                                        {
                                            uint _811 = _52;
                                            uint _812 = _53;
                                            uint _818 = t0.words[(_812 + 2u) & 63u] + (_812 * 7u);
                                            uint _824 = (_818 << 3u) + t0.words[(_818 + 33u) & 63u];
                                            _830 = (_824 * 5u) + t0.words[(_824 + 7u) & 63u];
                                            uint _831 = _811 + 1u;
                                            _52 = _831;
                                            _53 = _830;
                                            if (_831 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        if (((_830 ^ 994u) % 3u) == 1u)
                                        {
                                            _54 = t0.words[(_830 + 13u) & 63u] + (_830 << 3u);
                                        }
                                        else
                                        {
                                            uint _842 = t0.words[(_830 + 62u) & 63u] + (_830 * 7u);
                                            uint _848 = (_842 << 2u) + t0.words[(_842 + 3u) & 63u];
                                            _54 = (_848 << 3u) + t0.words[(_848 + 1u) & 63u];
                                        }
                                        uint _869 = t0.words[(_54 + 14u) & 63u] + (_54 * 3u);
                                        _875 = (_869 * 3u) + t0.words[(_869 + 17u) & 63u];
                                        uint _876 = _809 + 1u;
                                        _50 = _876;
                                        _51 = _875;
                                        if (_876 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _55 = _875;
                                    _RESERVED_IDENTIFIER_FIXUP_23_loop_join = 89u;
                                }
                                else
                                {
                                    uint _46 = 0u;
                                    uint _47 = _770;
                                    uint _806;
                                    uint _48;
                                    uint _49;
                                    uint _777;
                                    for (;;)
                                    {
                                        _777 = _46;
                                        _48 = 0u;
                                        _49 = _47;
                                        uint _798;
                                        for (;;)
                                        {
                                            uint _779 = _48;
                                            uint _780 = _49;
                                            uint _786 = t0.words[(_780 + 20u) & 63u] + _780;
                                            uint _793 = (_786 << 2u) + t0.words[(_786 + 10u) & 63u];
                                            _798 = _793 + t0.words[(_793 + 48u) & 63u];
                                            uint _799 = _779 + 1u;
                                            _48 = _799;
                                            _49 = _798;
                                            if (_799 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _806 = t0.words[(_798 + 54u) & 63u] + (_798 * 7u);
                                        uint _807 = _777 + 1u;
                                        _46 = _807;
                                        _47 = _806;
                                        if (_807 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _55 = _806;
                                    _RESERVED_IDENTIFIER_FIXUP_23_loop_join = 89u;
                                }
                            }
                        }
                        else
                        {
                            uint _752 = t0.words[(_45 + 59u) & 63u] + (_45 << 3u);
                            _55 = (_752 << 2u) + t0.words[(_752 + 33u) & 63u];
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
                    uint _636;
                    for (;;)
                    {
                        uint _622 = _56;
                        uint _623 = _57;
                        uint _629 = t0.words[(_623 + 2u) & 63u] + (_623 * 5u);
                        _636 = (_629 * 5u) + t0.words[(_629 + 54u) & 63u];
                        uint _637 = _622 + 1u;
                        _56 = _637;
                        _57 = _636;
                        if (_637 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _58 = _636;
                }
            }
            _12 = _58;
            uint _888 = _614 + 1u;
            _31 = _888;
            _32 = _58;
            if (_888 < 4u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_23_exit = 1u;
                break;
            }
        }
        bool _233_ladder_break = false;
        switch (_RESERVED_IDENTIFIER_FIXUP_23_exit)
        {
            case 0u:
            {
                u0.words[gl_GlobalInvocationID.x] = _11;
                _233_ladder_break = true;
                break;
            }
            default:
            {
                break;
            }
        }
        if (_233_ladder_break)
        {
            break;
        }
        uint _67 = _12;
        if (((_12 ^ 419u) % 6u) == 0u)
        {
            uint _904 = t0.words[(_12 + 13u) & 63u] + (_12 * 3u);
            _67 = _904;
            if ((_904 % 3u) == 0u)
            {
                if (((_283 ^ 736u) % 6u) == 0u)
                {
                    uint _59 = 0u;
                    uint _60 = _904;
                    uint _944;
                    uint _61;
                    uint _62;
                    uint _928;
                    for (;;)
                    {
                        _928 = _59;
                        _61 = 0u;
                        _62 = _60;
                        uint _937;
                        for (;;)
                        {
                            uint _930 = _61;
                            uint _931 = _62;
                            _937 = t0.words[(_931 + 5u) & 63u] + (_931 << 2u);
                            uint _938 = _930 + 1u;
                            _61 = _938;
                            _62 = _937;
                            if (_938 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _944 = t0.words[(_937 + 35u) & 63u] + _937;
                        uint _945 = _928 + 1u;
                        _59 = _945;
                        _60 = _944;
                        if (_945 == 2u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _63 = 0u;
                    uint _64 = t0.words[(_944 + 25u) & 63u] + (_944 << 2u);
                    uint _973;
                    for (;;)
                    {
                        uint _954 = _63;
                        uint _961 = t0.words[(_64 + 56u) & 63u] + _64;
                        uint _65 = _961;
                        if (!(((_961 ^ 560u) % 6u) == 0u))
                        {
                            _65 = t0.words[(_961 + 8u) & 63u] + (_961 * 3u);
                        }
                        _973 = _65;
                        uint _974 = _954 + 1u;
                        _63 = _974;
                        _64 = _973;
                        if (_974 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _66 = _973;
                }
                else
                {
                    uint _916 = t0.words[(_904 + 28u) & 63u] + _904;
                    uint _922 = (_916 * 6u) + t0.words[(_916 + 9u) & 63u];
                    _66 = t0.words[(_922 + 52u) & 63u] + _922;
                }
                _67 = _66;
                if (((t0.words[(_66 + 3u) & 63u] ^ 190u) % 3u) == 0u)
                {
                    uint _989 = t0.words[(_66 + 62u) & 63u];
                    uint _990 = _989 + (_66 * 6u);
                    _67 = _990;
                    if ((_990 & 3u) == 0u)
                    {
                        if ((_283 & 1u) == 0u)
                        {
                            if ((t0.words[(_990 + 5u) & 63u] & 1u) == 0u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _990;
                                break;
                            }
                            _67 = t0.words[(_990 + 36u) & 63u] + (_990 << 2u);
                        }
                        else
                        {
                            uint _1001 = t0.words[(_990 + 49u) & 63u] + (_990 << 2u);
                            _67 = _1001;
                            if ((_1001 % 3u) == 0u)
                            {
                                _67 = t0.words[(_1001 + 38u) & 63u] + (_1001 * 7u);
                            }
                        }
                    }
                }
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _67;
        break;
    }
}

