#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _305;

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
    uint _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 0u;
    uint _6;
    uint _7;
    uint _8;
    uint _9;
    uint _10;
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
    uint _40;
    uint _43;
    uint _54;
    uint _55;
    uint _64;
    uint _65;
    uint _71;
    for (;;)
    {
        uint _297 = gl_GlobalInvocationID.x & 63u;
        uint _304 = t0.words[_297];
        uint _11 = 0u;
        uint _12 = t0.words[(gl_GlobalInvocationID.x + 51u) & 63u] + (gl_GlobalInvocationID.x << 3u);
        uint _318;
        uint _13;
        uint _14;
        uint _315;
        for (;;)
        {
            _315 = _11;
            _13 = 0u;
            _14 = _12;
            for (;;)
            {
                uint _317 = _13;
                _318 = _14;
                if (((_318 ^ 751u) % 6u) == 0u)
                {
                    if (((_304 ^ 459u) % 3u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_6_exit = 0u;
                        break;
                    }
                    uint _15 = 0u;
                    uint _16 = _318;
                    uint _383;
                    for (;;)
                    {
                        uint _336 = _15;
                        uint _342 = _16 * 3u;
                        if (((_16 ^ 971u) % 3u) == 1u)
                        {
                            uint _355 = t0.words[(_16 + 49u) & 63u] + _342;
                            _18 = _355;
                            if (((t0.words[(_355 + 11u) & 63u] ^ 641u) % 5u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 12u;
                            }
                            else
                            {
                                _17 = _355;
                                if ((_355 & 1u) == 0u)
                                {
                                    _17 = t0.words[(_355 + 23u) & 63u] + (_355 * 3u);
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
                            _17 = t0.words[(_16 + 50u) & 63u] + _342;
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
                        _383 = _18;
                        uint _384 = _336 + 1u;
                        _15 = _384;
                        _16 = _383;
                        if (_384 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _19 = _383;
                }
                else
                {
                    _19 = t0.words[(_318 + 25u) & 63u] + (_318 * 6u);
                }
                uint _20 = 0u;
                uint _21 = _19;
                for (;;)
                {
                    uint _387 = _20;
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
                        uint _399 = _22;
                        _7 = _23;
                        bool _111_ladder_break = false;
                        switch (_23 & 3u)
                        {
                            case 0u:
                            {
                                _27 = _7;
                                if (((_304 ^ 20u) % 3u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_7_exit = 1u;
                                    _111_ladder_break = true;
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
                                        uint _437 = t0.words[(_7 + 34u) & 63u] + (_7 * 7u);
                                        uint _443 = (_437 << 3u) + t0.words[(_437 + 44u) & 63u];
                                        _24 = _443 + t0.words[(_443 + 27u) & 63u];
                                    }
                                    uint _25 = 0u;
                                    uint _26 = _24;
                                    uint _485;
                                    for (;;)
                                    {
                                        uint _458 = _25;
                                        uint _459 = _26;
                                        uint _465 = t0.words[(_459 + 1u) & 63u] + (_459 * 5u);
                                        uint _471 = t0.words[(_465 + 52u) & 63u] + _465;
                                        uint _479 = (_471 << 2u) + t0.words[(_471 + 53u) & 63u];
                                        _485 = (_479 * 5u) + t0.words[(_479 + 63u) & 63u];
                                        uint _486 = _458 + 1u;
                                        _25 = _486;
                                        _26 = _485;
                                        if (_486 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _27 = t0.words[(_485 + 51u) & 63u] + (_485 * 7u);
                                }
                                break;
                            }
                            case 2u:
                            {
                                _27 = _7;
                                if ((_304 & 1u) == 0u)
                                {
                                    _27 = _7;
                                    if (((t0.words[(_7 + 62u) & 63u] ^ 116u) % 3u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_7_exit = 0u;
                                        _111_ladder_break = true;
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
                        if (_111_ladder_break)
                        {
                            break;
                        }
                        _8 = _27;
                        uint _507 = _399 + 1u;
                        _22 = _507;
                        _23 = _27;
                        if (_507 < 5u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_7_exit = 2u;
                            break;
                        }
                    }
                    bool _132_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_7_exit)
                    {
                        case 0u:
                        {
                            _RESERVED_IDENTIFIER_FIXUP_5_exit = 1u;
                            _132_ladder_break = true;
                            break;
                        }
                        case 1u:
                        {
                            _RESERVED_IDENTIFIER_FIXUP_5_exit = 2u;
                            _132_ladder_break = true;
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    if (_132_ladder_break)
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
                    uint _529 = _387 + 1u;
                    _20 = _529;
                    _21 = _8;
                    if (_529 < 4u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_5_exit = 3u;
                        break;
                    }
                }
                bool _145_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_5_exit)
                {
                    case 0u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_6_exit = 1u;
                        _145_ladder_break = true;
                        break;
                    }
                    case 1u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_6_exit = 2u;
                        _145_ladder_break = true;
                        break;
                    }
                    case 2u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_6_exit = 3u;
                        _145_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_145_ladder_break)
                {
                    break;
                }
                uint _28 = 0u;
                uint _29 = t0.words[(_8 + 45u) & 63u] + (_8 << 2u);
                for (;;)
                {
                    uint _542 = _28;
                    if ((_29 & 3u) == 3u)
                    {
                        uint _558 = t0.words[(_29 + 3u) & 63u] + (_29 << 3u);
                        uint _30 = _558;
                        if (((_558 ^ 343u) % 3u) == 1u)
                        {
                            uint _569 = t0.words[(_558 + 15u) & 63u] + (_558 * 6u);
                            _30 = t0.words[(_569 + 55u) & 63u] + _569;
                        }
                        _31 = t0.words[(_30 + 23u) & 63u] + (_30 << 2u);
                    }
                    else
                    {
                        _31 = t0.words[(_29 + 24u) & 63u] + (_29 << 2u);
                    }
                    _9 = _31;
                    uint _584 = _542 + 1u;
                    _28 = _584;
                    _29 = _31;
                    if (_584 == 3u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                uint _586 = _317 + 1u;
                _13 = _586;
                _14 = _9;
                if (_586 < 4u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_6_exit = 4u;
                    break;
                }
            }
            bool _163_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_6_exit)
            {
                case 0u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_3_exit = 0u;
                    _163_ladder_break = true;
                    break;
                }
                case 1u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_3_exit = 1u;
                    _163_ladder_break = true;
                    break;
                }
                case 2u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_3_exit = 2u;
                    _163_ladder_break = true;
                    break;
                }
                case 3u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_3_exit = 3u;
                    _163_ladder_break = true;
                    break;
                }
                default:
                {
                    break;
                }
            }
            if (_163_ladder_break)
            {
                break;
            }
            if (((_9 ^ 175u) % 5u) == 0u)
            {
                if (((_304 ^ 12u) % 3u) == 0u)
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
                        if (((_304 ^ 268u) % 3u) == 1u)
                        {
                            _33 = t0.words[(_32 + 35u) & 63u] + (_32 * 3u);
                        }
                        else
                        {
                            _33 = t0.words[(_32 + 29u) & 63u] + (_32 << 1u);
                        }
                    }
                    uint _706 = t0.words[(_33 + 37u) & 63u] + (_33 * 7u);
                    _39 = (_706 * 3u) + t0.words[(_706 + 31u) & 63u];
                }
                else
                {
                    uint _34 = 0u;
                    uint _35 = _9;
                    for (;;)
                    {
                        uint _620 = _34;
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
                            uint _634 = t0.words[(_35 + 7u) & 63u] + (_35 << 1u);
                            _38 = _634;
                            _36 = _634;
                            if ((_304 & 1u) == 0u)
                            {
                                break;
                            }
                            else
                            {
                            }
                        }
                        uint _650 = t0.words[(_36 + 31u) & 63u] + (_36 * 3u);
                        uint _651 = _620 + 1u;
                        _34 = _651;
                        _35 = _650;
                        _38 = _650;
                        if (_651 < 3u)
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
            uint _714 = _315 + 1u;
            _11 = _714;
            _12 = _39;
            if (_714 < 4u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_3_exit = 4u;
                break;
            }
        }
        bool _194_ladder_break = false;
        switch (_RESERVED_IDENTIFIER_FIXUP_3_exit)
        {
            case 0u:
            {
                u0.words[gl_GlobalInvocationID.x] = _318;
                _194_ladder_break = true;
                break;
            }
            case 1u:
            {
                u0.words[gl_GlobalInvocationID.x] = _6;
                _194_ladder_break = true;
                break;
            }
            case 2u:
            {
                u0.words[gl_GlobalInvocationID.x] = _7;
                _194_ladder_break = true;
                break;
            }
            case 3u:
            {
                u0.words[gl_GlobalInvocationID.x] = _7;
                _194_ladder_break = true;
                break;
            }
            default:
            {
                break;
            }
        }
        if (_194_ladder_break)
        {
            break;
        }
        uint _734 = t0.words[(_10 + 32u) & 63u];
        uint _735 = _734 + (_10 << 2u);
        if (((_304 ^ 213u) % 6u) == 0u)
        {
            u0.words[gl_GlobalInvocationID.x] = _735;
            break;
        }
        if ((_735 & 3u) == 0u)
        {
            if ((_735 % 3u) == 0u)
            {
                uint _765 = t0.words[(_735 + 52u) & 63u] + _735;
                _40 = t0.words[_765 & 63u] + (_765 * 7u);
            }
            else
            {
                _40 = t0.words[(_735 + 21u) & 63u] + (_735 << 3u);
            }
            uint _41 = 0u;
            uint _42 = _40;
            uint _780;
            for (;;)
            {
                uint _772 = _41;
                _780 = t0.words[(_42 + 18u) & 63u] + (_42 << 1u);
                if (!(((_304 ^ 378u) % 5u) == 0u))
                {
                    if ((t0.words[(_780 + 12u) & 63u] & 3u) == 3u)
                    {
                        if (((_780 ^ 773u) % 6u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_44_exit = 0u;
                            break;
                        }
                    }
                }
                uint _795 = _772 + 1u;
                _41 = _795;
                _42 = _780;
                if (_795 < 2u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_44_exit = 1u;
                    break;
                }
            }
            bool _218_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_44_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _780;
                    _218_ladder_break = true;
                    break;
                }
                default:
                {
                    break;
                }
            }
            if (_218_ladder_break)
            {
                break;
            }
            _43 = _780;
        }
        else
        {
            _43 = _735;
            if (((t0.words[(_735 + 61u) & 63u] ^ 71u) % 5u) == 0u)
            {
                u0.words[gl_GlobalInvocationID.x] = _735;
                break;
            }
        }
        uint _46 = _43;
        if (((_43 ^ 349u) % 6u) == 1u)
        {
            uint _806 = _43 * 7u;
            if ((_43 & 3u) == 0u)
            {
                uint _44 = 0u;
                uint _45 = t0.words[(_43 + 10u) & 63u] + _806;
                uint _836;
                for (;;)
                {
                    uint _816 = _44;
                    uint _817 = _45;
                    uint _824 = t0.words[(_817 + 39u) & 63u] + (_817 * 5u);
                    uint _830 = (_824 << 3u) + t0.words[(_824 + 7u) & 63u];
                    _836 = (_830 << 3u) + t0.words[(_830 + 12u) & 63u];
                    uint _837 = _816 + 1u;
                    _44 = _837;
                    _45 = _836;
                    if (_837 == 3u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _46 = _836;
            }
            else
            {
                _46 = t0.words[_43 & 63u] + _806;
            }
        }
        uint _72 = _46;
        if (!((_46 & 1u) == 0u))
        {
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
                    uint _1100;
                    for (;;)
                    {
                        uint _868 = _47;
                        uint _875 = t0.words[(_48 + 44u) & 63u] + (_48 << 1u);
                        uint _49 = _875;
                        if (((_875 ^ 404u) % 3u) == 1u)
                        {
                            _49 = t0.words[(_875 + 14u) & 63u] + (_875 * 3u);
                        }
                        if ((_304 & 1u) == 0u)
                        {
                            _65 = t0.words[(_49 + 55u) & 63u] + _49;
                        }
                        else
                        {
                            uint _896 = t0.words[(_49 + 41u) & 63u] + (_49 * 5u);
                            uint _50 = 0u;
                            uint _51 = t0.words[(_896 + 28u) & 63u] + _896;
                            uint _52;
                            uint _53;
                            uint _903;
                            for (;;)
                            {
                                _903 = _50;
                                _52 = 0u;
                                _53 = _51;
                                uint _917;
                                for (;;)
                                {
                                    uint _905 = _52;
                                    uint _906 = _53;
                                    uint _912 = t0.words[(_906 + 4u) & 63u] + (_906 << 2u);
                                    _917 = t0.words[(_912 + 51u) & 63u] + _912;
                                    uint _918 = _905 + 1u;
                                    _52 = _918;
                                    _53 = _917;
                                    if (_918 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                if (((t0.words[(_917 + 33u) & 63u] ^ 622u) % 6u) == 1u)
                                {
                                    uint _936 = t0.words[(_917 + 37u) & 63u] + _917;
                                    if ((_936 % 5u) == 0u)
                                    {
                                        _54 = t0.words[(_936 + 57u) & 63u] + (_936 * 3u);
                                    }
                                    else
                                    {
                                        _54 = t0.words[(_936 + 14u) & 63u] + (_936 * 6u);
                                    }
                                    _55 = _54;
                                    if (!((t0.words[(_54 + 4u) & 63u] & 1u) == 0u))
                                    {
                                        uint _964 = t0.words[(_54 + 18u) & 63u] + (_54 << 3u);
                                        uint _971 = (_964 << 3u) + t0.words[(_964 + 59u) & 63u];
                                        _55 = (_971 * 5u) + t0.words[(_971 + 2u) & 63u];
                                    }
                                }
                                else
                                {
                                    _64 = _917;
                                    _55 = _917;
                                    if (((_917 ^ 35u) % 6u) == 0u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                    }
                                }
                                uint _56 = 0u;
                                uint _57 = _55;
                                uint _1050;
                                uint _58;
                                uint _59;
                                uint _979;
                                for (;;)
                                {
                                    _979 = _56;
                                    _58 = 0u;
                                    _59 = _57;
                                    uint _1000;
                                    for (;;)
                                    {
                                        uint _981 = _58;
                                        uint _982 = _59;
                                        uint _988 = t0.words[(_982 + 24u) & 63u] + (_982 * 7u);
                                        uint _994 = (_988 * 5u) + t0.words[(_988 + 27u) & 63u];
                                        _1000 = (_994 * 6u) + t0.words[(_994 + 31u) & 63u];
                                        uint _1001 = _981 + 1u;
                                        _58 = _1001;
                                        _59 = _1000;
                                        if (_1001 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _60 = 0u;
                                    uint _61 = _1000;
                                    uint _1021;
                                    for (;;)
                                    {
                                        uint _1003 = _60;
                                        uint _1004 = _61;
                                        uint _1010 = t0.words[(_1004 + 30u) & 63u] + _1004;
                                        uint _1015 = t0.words[(_1010 + 24u) & 63u] + _1010;
                                        _1021 = (_1015 << 1u) + t0.words[(_1015 + 12u) & 63u];
                                        uint _1022 = _1003 + 1u;
                                        _60 = _1022;
                                        _61 = _1021;
                                        if (_1022 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _62 = 0u;
                                    uint _63 = _1021;
                                    for (;;)
                                    {
                                        uint _1024 = _62;
                                        uint _1032 = t0.words[(_63 + 8u) & 63u] + (_63 * 5u);
                                        uint _1038 = (_1032 * 7u) + t0.words[(_1032 + 52u) & 63u];
                                        uint _1044 = (_1038 * 3u) + t0.words[(_1038 + 61u) & 63u];
                                        _1050 = (_1044 * 6u) + t0.words[(_1044 + 29u) & 63u];
                                        uint _1051 = _1024 + 1u;
                                        _62 = _1051;
                                        _63 = _1050;
                                        if (_1051 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _1053 = _979 + 1u;
                                    _56 = _1053;
                                    _57 = _1050;
                                    if (_1053 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _1055 = _903 + 1u;
                                _50 = _1055;
                                _51 = _1050;
                                _64 = _1050;
                                if (_1055 < 3u)
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
                        if (((_304 ^ 679u) % 5u) == 1u)
                        {
                            uint _66 = 0u;
                            uint _67 = t0.words[(_65 + 34u) & 63u] + (_65 * 7u);
                            uint _1095;
                            uint _68;
                            uint _69;
                            uint _1074;
                            for (;;)
                            {
                                _1074 = _66;
                                uint _1081 = t0.words[(_67 + 41u) & 63u] + (_67 * 5u);
                                _68 = (_1081 << 3u) + t0.words[(_1081 + 30u) & 63u];
                                _69 = 0u;
                                for (;;)
                                {
                                    uint _1089 = _69;
                                    _1095 = t0.words[(_68 + 24u) & 63u] + (_68 * 5u);
                                    uint _1096 = _1089 + 1u;
                                    _68 = _1095;
                                    _69 = _1096;
                                    if (_1096 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _1098 = _1074 + 1u;
                                _66 = _1098;
                                _67 = _1095;
                                if (_1098 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _70 = _1095;
                        }
                        _1100 = _70;
                        uint _1101 = _868 + 1u;
                        _47 = _1101;
                        _48 = _1100;
                        if (_1101 == 4u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _71 = _1100;
                    break;
                }
            }
            _72 = _71;
            if ((_304 & 3u) == 3u)
            {
                _72 = _71;
                if (((_304 ^ 489u) % 6u) == 1u)
                {
                    u0.words[gl_GlobalInvocationID.x] = _71;
                    break;
                }
            }
        }
        uint _1117 = t0.words[(_72 + 12u) & 63u] + (_72 * 5u);
        uint _1123 = (_1117 << 2u) + t0.words[(_1117 + 30u) & 63u];
        u0.words[gl_GlobalInvocationID.x] = (_1123 * 3u) + t0.words[(_1123 + 8u) & 63u];
        break;
    }
}

