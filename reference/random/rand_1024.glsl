#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _199;

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
    uint _RESERVED_IDENTIFIER_FIXUP_32_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_01_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_35_loop_join = 0u;
    uint _191 = gl_GlobalInvocationID.x & 63u;
    uint _198 = t0.words[_191];
    uint _41 = gl_GlobalInvocationID.x;
    if ((gl_GlobalInvocationID.x & 3u) == 0u)
    {
        uint _13;
        if ((gl_GlobalInvocationID.x % 5u) == 0u)
        {
            uint _10 = gl_GlobalInvocationID.x;
            if (((gl_GlobalInvocationID.x ^ 759u) % 6u) == 0u)
            {
                uint _9;
                switch (gl_GlobalInvocationID.x % 3u)
                {
                    case 0u:
                    {
                        _9 = gl_GlobalInvocationID.x;
                        if (((gl_GlobalInvocationID.x ^ 698u) % 6u) == 0u)
                        {
                            uint _8;
                            if (((gl_GlobalInvocationID.x ^ 936u) % 5u) == 1u)
                            {
                                uint _263 = t0.words[(gl_GlobalInvocationID.x + 11u) & 63u] + (gl_GlobalInvocationID.x * 6u);
                                uint _269 = t0.words[(_263 + 10u) & 63u] + _263;
                                _8 = (_269 << 1u) + t0.words[(_269 + 13u) & 63u];
                            }
                            else
                            {
                                uint _250 = t0.words[(gl_GlobalInvocationID.x + 47u) & 63u] + gl_GlobalInvocationID.x;
                                _8 = (_250 * 5u) + t0.words[(_250 + 23u) & 63u];
                            }
                            _9 = t0.words[(_8 + 29u) & 63u] + (_8 << 1u);
                        }
                        break;
                    }
                    case 1u:
                    {
                        uint _229 = t0.words[(gl_GlobalInvocationID.x + 23u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                        _9 = t0.words[(_229 + 38u) & 63u] + (_229 * 6u);
                        break;
                    }
                    default:
                    {
                        uint _290 = t0.words[(gl_GlobalInvocationID.x + 8u) & 63u] + gl_GlobalInvocationID.x;
                        _9 = (_290 * 3u) + t0.words[(_290 + 16u) & 63u];
                        break;
                    }
                }
                uint _305 = t0.words[(_9 + 18u) & 63u] + (_9 << 2u);
                _10 = (_305 * 5u) + t0.words[(_305 + 42u) & 63u];
            }
            _13 = _10;
            if ((t0.words[(_10 + 32u) & 63u] & 3u) == 0u)
            {
                uint _326 = t0.words[(_10 + 25u) & 63u];
                uint _327 = _326 + (_10 * 6u);
                switch (_327 & 3u)
                {
                    case 0u:
                    {
                        _13 = t0.words[(_327 + 36u) & 63u] + (_327 * 6u);
                        main_join = 23u;
                        break;
                    }
                    case 1u:
                    {
                        _13 = _327;
                        if (((_198 & 1u) == 0u) && (((t0.words[(_327 + 57u) & 63u] ^ 663u) % 6u) == 1u))
                        {
                            u0.words[gl_GlobalInvocationID.x] = _327;
                            main_join = 85u;
                        }
                        else
                        {
                            main_join = 23u;
                        }
                        break;
                    }
                    default:
                    {
                        if ((_327 % 5u) == 0u)
                        {
                            uint _11 = 0u;
                            uint _12 = _327;
                            uint _369;
                            for (;;)
                            {
                                uint _362 = _11;
                                uint _363 = _12;
                                _369 = t0.words[(_363 + 57u) & 63u] + (_363 * 7u);
                                uint _370 = _362 + 1u;
                                _11 = _370;
                                _12 = _369;
                                if (_370 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _13 = _369;
                            main_join = 23u;
                        }
                        else
                        {
                            _13 = t0.words[(_327 + 38u) & 63u] + (_327 << 2u);
                            main_join = 23u;
                        }
                        break;
                    }
                }
            }
            else
            {
                main_join = 23u;
            }
        }
        else
        {
            _13 = t0.words[(gl_GlobalInvocationID.x + 16u) & 63u] + (gl_GlobalInvocationID.x * 3u);
            main_join = 23u;
        }
        switch (main_join)
        {
            case 23u:
            {
                if (((_13 ^ 152u) % 6u) == 0u)
                {
                    uint _782 = t0.words[(_13 + 3u) & 63u] + (_13 << 1u);
                    uint _788 = (_782 * 5u) + t0.words[(_782 + 51u) & 63u];
                    if ((_788 & 3u) == 2u)
                    {
                        _41 = t0.words[(_788 + 61u) & 63u] + (_788 << 2u);
                        main_join = 84u;
                    }
                    else
                    {
                        uint _796 = t0.words[(_788 + 8u) & 63u] + (_788 << 1u);
                        uint _14 = 0u;
                        uint _15 = (_796 * 7u) + t0.words[(_796 + 50u) & 63u];
                        uint _822;
                        for (;;)
                        {
                            uint _803 = _14;
                            uint _811 = t0.words[(_15 + 14u) & 63u] + (_15 * 3u);
                            uint _16 = _811;
                            if (((_198 ^ 921u) % 6u) == 1u)
                            {
                                _16 = t0.words[(_811 + 48u) & 63u] + (_811 << 3u);
                            }
                            _822 = _16;
                            uint _823 = _803 + 1u;
                            _14 = _823;
                            _15 = _822;
                            if (_823 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _41 = _822;
                        main_join = 84u;
                    }
                }
                else
                {
                    uint _17 = 0u;
                    uint _18 = _13;
                    uint _6;
                    uint _7;
                    uint _19;
                    uint _20;
                    uint _24;
                    uint _26;
                    uint _27;
                    uint _28;
                    uint _34;
                    uint _40;
                    uint _378;
                    for (;;)
                    {
                        _378 = _17;
                        _19 = 0u;
                        _20 = _18;
                        uint _624;
                        for (;;)
                        {
                            uint _380 = _19;
                            uint _388 = t0.words[(_20 + 53u) & 63u] + (_20 << 1u);
                            uint _393 = t0.words[(_388 + 53u) & 63u] + _388;
                            uint _23 = _393;
                            if ((t0.words[(_393 + 52u) & 63u] & 1u) == 0u)
                            {
                                uint _407 = t0.words[(_393 + 37u) & 63u] + (_393 << 1u);
                                _28 = _407;
                                if (((_407 ^ 204u) % 5u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_35_loop_join = 60u;
                                }
                                else
                                {
                                    uint _21 = 0u;
                                    uint _22 = _407;
                                    uint _427;
                                    for (;;)
                                    {
                                        uint _412 = _21;
                                        uint _413 = _22;
                                        uint _420 = t0.words[(_413 + 50u) & 63u] + (_413 << 1u);
                                        _427 = (_420 * 3u) + t0.words[(_420 + 56u) & 63u];
                                        uint _428 = _412 + 1u;
                                        _21 = _428;
                                        _22 = _427;
                                        if (_428 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _23 = _427;
                                    _RESERVED_IDENTIFIER_FIXUP_35_loop_join = 37u;
                                }
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_35_loop_join = 37u;
                            }
                            switch (_RESERVED_IDENTIFIER_FIXUP_35_loop_join)
                            {
                                case 37u:
                                {
                                    switch (_23 & 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _25 = _23;
                                            if (((_198 ^ 81u) % 6u) == 0u)
                                            {
                                                if (((_198 ^ 858u) % 3u) == 0u)
                                                {
                                                    _24 = t0.words[(_23 + 30u) & 63u] + (_23 << 1u);
                                                }
                                                else
                                                {
                                                    uint _505 = t0.words[(_23 + 26u) & 63u] + (_23 * 5u);
                                                    uint _512 = (_505 * 3u) + t0.words[(_505 + 48u) & 63u];
                                                    _24 = (_512 * 5u) + t0.words[(_512 + 26u) & 63u];
                                                }
                                                _25 = t0.words[(_24 + 31u) & 63u] + (_24 * 7u);
                                            }
                                            _28 = _25;
                                            if ((t0.words[(_25 + 53u) & 63u] & 3u) == 3u)
                                            {
                                                _28 = t0.words[(_25 + 6u) & 63u] + (_25 * 5u);
                                            }
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _439 = t0.words[(_23 + 32u) & 63u] + (_23 * 5u);
                                            uint _442 = (_439 + 35u) & 63u;
                                            _28 = _439;
                                            if ((t0.words[_442] & 3u) == 1u)
                                            {
                                                _28 = _439;
                                                if (!(((_439 ^ 716u) % 5u) == 1u))
                                                {
                                                    if (((_198 ^ 974u) % 5u) == 1u)
                                                    {
                                                        uint _476 = t0.words[(_439 + 54u) & 63u] + (_439 << 3u);
                                                        _26 = (_476 << 3u) + t0.words[(_476 + 9u) & 63u];
                                                    }
                                                    else
                                                    {
                                                        uint _456 = (_439 * 6u) + t0.words[_442];
                                                        uint _462 = t0.words[(_456 + 18u) & 63u] + (_456 * 6u);
                                                        _26 = (_462 * 6u) + t0.words[(_462 + 62u) & 63u];
                                                    }
                                                    _28 = t0.words[(_26 + 63u) & 63u] + (_26 * 6u);
                                                }
                                            }
                                            break;
                                        }
                                        default:
                                        {
                                            if (((_23 ^ 415u) % 5u) == 1u)
                                            {
                                                _28 = _23;
                                                if (!(((_198 ^ 301u) % 6u) == 1u))
                                                {
                                                    uint _612 = t0.words[(_23 + 11u) & 63u] + (_23 << 1u);
                                                    _28 = _612;
                                                    if (((_612 ^ 243u) % 5u) == 0u)
                                                    {
                                                        _28 = t0.words[(_612 + 27u) & 63u] + (_612 << 2u);
                                                    }
                                                }
                                            }
                                            else
                                            {
                                                if (((t0.words[(_23 + 24u) & 63u] ^ 416u) % 6u) == 1u)
                                                {
                                                    uint _571 = t0.words[(_23 + 56u) & 63u] + (_23 << 3u);
                                                    uint _578 = (_571 * 3u) + t0.words[(_571 + 44u) & 63u];
                                                    _27 = (_578 * 7u) + t0.words[(_578 + 31u) & 63u];
                                                }
                                                else
                                                {
                                                    _27 = t0.words[(_23 + 57u) & 63u] + (_23 * 6u);
                                                }
                                                _28 = _27;
                                                if (((_27 ^ 579u) % 6u) == 1u)
                                                {
                                                    uint _596 = t0.words[(_27 + 22u) & 63u] + (_27 * 6u);
                                                    _28 = (_596 * 3u) + t0.words[(_596 + 47u) & 63u];
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
                            _624 = _28;
                            uint _625 = _380 + 1u;
                            _19 = _625;
                            _20 = _624;
                            if (_625 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _29 = _624;
                        if ((t0.words[(_624 + 53u) & 63u] & 1u) == 0u)
                        {
                            uint _638 = t0.words[(_624 + 23u) & 63u] + (_624 << 2u);
                            _40 = _638;
                            _29 = _638;
                            if (((_638 ^ 375u) % 5u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_32_exit = 0u;
                                break;
                            }
                        }
                        uint _30 = 0u;
                        uint _31 = _29;
                        for (;;)
                        {
                            uint _644 = _30;
                            uint _651 = t0.words[(_31 + 10u) & 63u] + (_31 << 2u);
                            uint _38 = _651;
                            if ((_651 & 1u) == 0u)
                            {
                                uint _35 = _651;
                                if ((_651 & 3u) == 1u)
                                {
                                    uint _32 = 0u;
                                    uint _33 = _651;
                                    uint _682;
                                    for (;;)
                                    {
                                        uint _656 = _32;
                                        uint _657 = _33;
                                        uint _663 = t0.words[(_657 + 63u) & 63u] + (_657 << 3u);
                                        uint _670 = (_663 * 6u) + t0.words[(_663 + 45u) & 63u];
                                        uint _676 = (_670 << 2u) + t0.words[(_670 + 37u) & 63u];
                                        _682 = (_676 * 7u) + t0.words[(_676 + 3u) & 63u];
                                        uint _683 = _656 + 1u;
                                        _32 = _683;
                                        _33 = _682;
                                        if (_683 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    if (((_682 ^ 310u) % 3u) == 0u)
                                    {
                                        uint _702 = t0.words[(_682 + 55u) & 63u] + (_682 * 7u);
                                        _34 = (_702 * 5u) + t0.words[(_702 + 35u) & 63u];
                                    }
                                    else
                                    {
                                        _34 = t0.words[(_682 + 59u) & 63u] + _682;
                                    }
                                    _6 = _34;
                                    _35 = _34;
                                    if (((t0.words[(_34 + 51u) & 63u] ^ 953u) % 3u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_01_exit = 0u;
                                        break;
                                    }
                                }
                                uint _725 = t0.words[(_35 + 5u) & 63u] + (_35 * 7u);
                                if ((_725 % 3u) == 0u)
                                {
                                    _38 = t0.words[(_725 + 19u) & 63u] + (_725 * 7u);
                                }
                                else
                                {
                                    uint _36 = _725;
                                    uint _37 = 0u;
                                    uint _734;
                                    for (;;)
                                    {
                                        uint _728 = _36;
                                        uint _729 = _37;
                                        _734 = t0.words[(_728 + 37u) & 63u] + _728;
                                        uint _735 = _729 + 1u;
                                        _36 = _734;
                                        _37 = _735;
                                        if (_735 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _38 = _734;
                                }
                            }
                            uint _39 = _38;
                            if (((t0.words[(_38 + 12u) & 63u] ^ 240u) % 3u) == 1u)
                            {
                                uint _759 = t0.words[(_38 + 48u) & 63u] + (_38 * 6u);
                                _39 = (_759 << 3u) + t0.words[(_759 + 11u) & 63u];
                            }
                            _7 = _39;
                            uint _767 = _644 + 1u;
                            _30 = _767;
                            _31 = _39;
                            if (_767 < 3u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_01_exit = 1u;
                                break;
                            }
                        }
                        bool _156_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_01_exit)
                        {
                            case 0u:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_32_exit = 1u;
                                _156_ladder_break = true;
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_156_ladder_break)
                        {
                            break;
                        }
                        uint _770 = _378 + 1u;
                        _17 = _770;
                        _18 = _7;
                        _40 = _7;
                        if (_770 < 5u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_32_exit = 0u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_32_exit)
                    {
                        case 0u:
                        {
                            _41 = _40;
                            main_join = 84u;
                            break;
                        }
                        default:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _6;
                            main_join = 85u;
                            break;
                        }
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
    else
    {
        main_join = 84u;
    }
    switch (main_join)
    {
        case 84u:
        {
            u0.words[gl_GlobalInvocationID.x] = _41;
            break;
        }
        default:
        {
            break;
        }
    }
}

