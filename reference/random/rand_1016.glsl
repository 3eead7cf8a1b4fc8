#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _220;

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
    uint _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_31_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_2_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_43_loop_join = 0u;
    uint _212 = gl_GlobalInvocationID.x & 63u;
    uint _219 = t0.words[_212];
    uint _32 = gl_GlobalInvocationID.x;
    if (((gl_GlobalInvocationID.x ^ 575u) % 6u) == 1u)
    {
        uint _31;
        if ((t0.words[(gl_GlobalInvocationID.x + 8u) & 63u] & 3u) == 2u)
        {
            uint _8 = 0u;
            uint _9 = gl_GlobalInvocationID.x;
            uint _289;
            uint _6;
            for (;;)
            {
                uint _288 = _8;
                _289 = _9;
                if (((_289 ^ 538u) % 5u) == 1u)
                {
                    _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
                    break;
                }
                uint _10 = 0u;
                uint _11 = _289;
                uint _309;
                for (;;)
                {
                    uint _295 = _10;
                    uint _296 = _11;
                    uint _303 = t0.words[(_296 + 41u) & 63u] + (_296 * 5u);
                    _309 = (_303 * 6u) + t0.words[(_303 + 42u) & 63u];
                    uint _310 = _295 + 1u;
                    _10 = _310;
                    _11 = _309;
                    if (_310 == 5u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                uint _318 = t0.words[(_309 + 44u) & 63u] + (_309 << 2u);
                _6 = _318;
                uint _319 = _288 + 1u;
                _8 = _319;
                _9 = _318;
                if (_319 < 2u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_8_exit = 1u;
                    break;
                }
            }
            switch (_RESERVED_IDENTIFIER_FIXUP_8_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _289;
                    main_join = 89u;
                    break;
                }
                default:
                {
                    uint _28;
                    if ((_6 % 5u) == 0u)
                    {
                        uint _12 = 0u;
                        uint _13 = t0.words[(_6 + 33u) & 63u] + (_6 << 2u);
                        uint _20;
                        uint _21;
                        uint _24;
                        uint _26;
                        uint _27;
                        uint _342;
                        uint _343;
                        for (;;)
                        {
                            _342 = _12;
                            _343 = _13;
                            _27 = _343;
                            if ((_343 & 3u) == 2u)
                            {
                                break;
                            }
                            else
                            {
                                uint _16 = _343;
                                switch (_343 % 5u)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_2_join = 22u;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _385 = t0.words[(_343 + 46u) & 63u] + (_343 * 7u);
                                        _16 = _385;
                                        if (((t0.words[(_385 + 50u) & 63u] ^ 225u) % 3u) == 1u)
                                        {
                                            uint _400 = t0.words[(_385 + 60u) & 63u] + (_385 * 3u);
                                            _16 = (_400 * 7u) + t0.words[(_400 + 3u) & 63u];
                                            _RESERVED_IDENTIFIER_FIXUP_2_join = 22u;
                                        }
                                        else
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_2_join = 22u;
                                        }
                                        break;
                                    }
                                    case 2u:
                                    {
                                        _16 = t0.words[(_343 + 50u) & 63u] + (_343 << 3u);
                                        _RESERVED_IDENTIFIER_FIXUP_2_join = 22u;
                                        break;
                                    }
                                    case 3u:
                                    {
                                        uint _352 = t0.words[(_343 + 53u) & 63u] + _343;
                                        switch (_352 & 3u)
                                        {
                                            case 0u:
                                            {
                                                _26 = _352;
                                                _16 = _352;
                                                if (((_352 ^ 883u) % 6u) == 0u)
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_2_join = 46u;
                                                }
                                                else
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_2_join = 22u;
                                                }
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _16 = t0.words[(_352 + 59u) & 63u] + (_352 << 3u);
                                                _RESERVED_IDENTIFIER_FIXUP_2_join = 22u;
                                                break;
                                            }
                                            default:
                                            {
                                                _16 = t0.words[(_352 + 30u) & 63u] + (_352 << 3u);
                                                _RESERVED_IDENTIFIER_FIXUP_2_join = 22u;
                                                break;
                                            }
                                        }
                                        break;
                                    }
                                    default:
                                    {
                                        uint _14 = 0u;
                                        uint _15 = _343;
                                        uint _415;
                                        for (;;)
                                        {
                                            uint _407 = _14;
                                            uint _408 = _15;
                                            _415 = t0.words[(_408 + 23u) & 63u] + (_408 * 7u);
                                            uint _416 = _407 + 1u;
                                            _14 = _416;
                                            _15 = _415;
                                            if (_416 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _16 = _415;
                                        _RESERVED_IDENTIFIER_FIXUP_2_join = 22u;
                                        break;
                                    }
                                }
                                switch (_RESERVED_IDENTIFIER_FIXUP_2_join)
                                {
                                    case 22u:
                                    {
                                        uint _17 = 0u;
                                        uint _18 = _16;
                                        uint _581;
                                        for (;;)
                                        {
                                            uint _420 = _17;
                                            uint _25 = _18;
                                            if (!(((t0.words[(_18 + 37u) & 63u] ^ 899u) % 5u) == 0u))
                                            {
                                                switch (_18 % 5u)
                                                {
                                                    case 0u:
                                                    {
                                                        _21 = _18;
                                                        if (((_219 ^ 778u) % 3u) == 0u)
                                                        {
                                                            _RESERVED_IDENTIFIER_FIXUP_43_loop_join = 38u;
                                                        }
                                                        else
                                                        {
                                                            _21 = t0.words[(_18 + 12u) & 63u] + (_18 * 7u);
                                                            _RESERVED_IDENTIFIER_FIXUP_43_loop_join = 38u;
                                                        }
                                                        break;
                                                    }
                                                    case 1u:
                                                    {
                                                        uint _19 = _18;
                                                        if (((_219 ^ 164u) % 5u) == 0u)
                                                        {
                                                            uint _476 = t0.words[(_18 + 14u) & 63u] + (_18 << 2u);
                                                            uint _483 = (_476 * 6u) + t0.words[(_476 + 9u) & 63u];
                                                            _19 = (_483 * 3u) + t0.words[(_483 + 8u) & 63u];
                                                        }
                                                        _21 = t0.words[(_19 + 9u) & 63u] + _19;
                                                        _RESERVED_IDENTIFIER_FIXUP_43_loop_join = 38u;
                                                        break;
                                                    }
                                                    case 2u:
                                                    {
                                                        _25 = _18;
                                                        if (((_18 ^ 370u) % 5u) == 1u)
                                                        {
                                                            _RESERVED_IDENTIFIER_FIXUP_43_loop_join = 44u;
                                                        }
                                                        else
                                                        {
                                                            _21 = t0.words[(_18 + 1u) & 63u] + _18;
                                                            _RESERVED_IDENTIFIER_FIXUP_43_loop_join = 38u;
                                                        }
                                                        break;
                                                    }
                                                    case 3u:
                                                    {
                                                        if (((_219 ^ 48u) % 6u) == 0u)
                                                        {
                                                            _20 = t0.words[(_18 + 27u) & 63u] + (_18 * 7u);
                                                        }
                                                        else
                                                        {
                                                            _20 = t0.words[(_18 + 57u) & 63u] + _18;
                                                        }
                                                        _21 = t0.words[(_20 + 61u) & 63u] + (_20 * 5u);
                                                        _RESERVED_IDENTIFIER_FIXUP_43_loop_join = 38u;
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        _21 = _18;
                                                        if (((_219 ^ 197u) % 6u) == 1u)
                                                        {
                                                            uint _516 = t0.words[(_18 + 1u) & 63u] + (_18 * 7u);
                                                            uint _522 = (_516 << 1u) + t0.words[(_516 + 61u) & 63u];
                                                            _21 = _522 + t0.words[(_522 + 12u) & 63u];
                                                            _RESERVED_IDENTIFIER_FIXUP_43_loop_join = 38u;
                                                        }
                                                        else
                                                        {
                                                            _RESERVED_IDENTIFIER_FIXUP_43_loop_join = 38u;
                                                        }
                                                        break;
                                                    }
                                                }
                                                switch (_RESERVED_IDENTIFIER_FIXUP_43_loop_join)
                                                {
                                                    case 38u:
                                                    {
                                                        uint _22 = 0u;
                                                        uint _23 = t0.words[(_21 + 39u) & 63u] + _21;
                                                        uint _578;
                                                        for (;;)
                                                        {
                                                            uint _536 = _22;
                                                            uint _544 = t0.words[(_23 + 19u) & 63u] + (_23 << 2u);
                                                            uint _550 = (_544 << 2u) + t0.words[(_544 + 12u) & 63u];
                                                            uint _556 = (_550 << 1u) + t0.words[(_550 + 26u) & 63u];
                                                            if ((_556 & 1u) == 0u)
                                                            {
                                                                _24 = t0.words[(_556 + 18u) & 63u] + _556;
                                                            }
                                                            else
                                                            {
                                                                uint _565 = t0.words[(_556 + 11u) & 63u] + (_556 << 3u);
                                                                _24 = (_565 << 2u) + t0.words[(_565 + 9u) & 63u];
                                                            }
                                                            _578 = _24;
                                                            uint _579 = _536 + 1u;
                                                            _22 = _579;
                                                            _23 = _578;
                                                            if (_579 == 2u)
                                                            {
                                                                break;
                                                            }
                                                            else
                                                            {
                                                                continue;
                                                            }
                                                        }
                                                        _25 = _578;
                                                        break;
                                                    }
                                                }
                                            }
                                            _581 = _25;
                                            uint _582 = _420 + 1u;
                                            _17 = _582;
                                            _18 = _581;
                                            if (_582 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _26 = _581;
                                        break;
                                    }
                                }
                                uint _585 = _342 + 1u;
                                _12 = _585;
                                _13 = _26;
                                _27 = _26;
                                if (_585 < 4u)
                                {
                                    continue;
                                }
                                else
                                {
                                    break;
                                }
                            }
                        }
                        _28 = _27;
                    }
                    else
                    {
                        _28 = t0.words[(_6 + 49u) & 63u] + (_6 << 1u);
                    }
                    _31 = t0.words[(_28 + 49u) & 63u] + _28;
                    main_join = 56u;
                    break;
                }
            }
        }
        else
        {
            uint _243 = t0.words[(gl_GlobalInvocationID.x + 42u) & 63u];
            uint _244 = _243 + (gl_GlobalInvocationID.x << 1u);
            _31 = _244;
            if ((t0.words[(_244 + 26u) & 63u] & 3u) == 3u)
            {
                if (((_244 ^ 614u) % 3u) == 1u)
                {
                    u0.words[gl_GlobalInvocationID.x] = _244;
                    main_join = 89u;
                }
                else
                {
                    uint _29 = 0u;
                    uint _30 = _244;
                    uint _272;
                    for (;;)
                    {
                        uint _257 = _29;
                        uint _258 = _30;
                        uint _265 = t0.words[(_258 + 7u) & 63u] + (_258 << 3u);
                        _272 = (_265 * 3u) + t0.words[(_265 + 22u) & 63u];
                        uint _273 = _257 + 1u;
                        _29 = _273;
                        _30 = _272;
                        if (_273 == 2u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _31 = t0.words[(_272 + 35u) & 63u] + (_272 * 3u);
                    main_join = 56u;
                }
            }
            else
            {
                main_join = 56u;
            }
        }
        switch (main_join)
        {
            case 56u:
            {
                _32 = t0.words[(_31 + 30u) & 63u] + (_31 << 1u);
                main_join = 57u;
                break;
            }
        }
    }
    else
    {
        main_join = 57u;
    }
    switch (main_join)
    {
        case 57u:
        {
            if ((_32 & 3u) == 2u)
            {
                u0.words[gl_GlobalInvocationID.x] = _32;
            }
            else
            {
                uint _612 = t0.words[(_32 + 46u) & 63u] + (_32 << 2u);
                uint _619 = (_612 * 5u) + t0.words[(_612 + 20u) & 63u];
                uint _620 = _619 % 3u;
                uint _47;
                if (_620 == 0u)
                {
                    uint _33 = 0u;
                    uint _34 = _619;
                    uint _798;
                    for (;;)
                    {
                        uint _791 = _33;
                        uint _792 = _34;
                        _798 = t0.words[(_792 + 37u) & 63u] + (_792 << 2u);
                        uint _799 = _791 + 1u;
                        _33 = _799;
                        _34 = _798;
                        if (_799 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _47 = _798;
                    main_join = 88u;
                }
                else
                {
                    _47 = _619;
                    if (((_619 & 3u) == 0u) && (_620 == 1u))
                    {
                        if (((_219 ^ 385u) % 5u) == 0u)
                        {
                            _47 = t0.words[(_619 + 51u) & 63u] + (_619 << 2u);
                            main_join = 88u;
                        }
                        else
                        {
                            uint _35 = 0u;
                            uint _36 = _619;
                            uint _722;
                            for (;;)
                            {
                                uint _631 = _35;
                                uint _638 = t0.words[(_36 + 37u) & 63u] + (_36 * 7u);
                                uint _41 = _638;
                                if (((_638 ^ 361u) % 6u) == 0u)
                                {
                                    uint _37 = 0u;
                                    uint _38 = _638;
                                    uint _668;
                                    for (;;)
                                    {
                                        uint _643 = _37;
                                        uint _644 = _38;
                                        uint _650 = t0.words[(_644 + 12u) & 63u] + (_644 * 3u);
                                        uint _656 = (_650 << 3u) + t0.words[(_650 + 48u) & 63u];
                                        uint _662 = (_656 << 1u) + t0.words[(_656 + 2u) & 63u];
                                        _668 = (_662 * 3u) + t0.words[(_662 + 5u) & 63u];
                                        uint _669 = _643 + 1u;
                                        _37 = _669;
                                        _38 = _668;
                                        if (_669 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _39 = 0u;
                                    uint _40 = _668;
                                    uint _686;
                                    for (;;)
                                    {
                                        uint _671 = _39;
                                        uint _672 = _40;
                                        uint _679 = t0.words[(_672 + 52u) & 63u] + (_672 * 6u);
                                        _686 = (_679 * 5u) + t0.words[(_679 + 45u) & 63u];
                                        uint _687 = _671 + 1u;
                                        _39 = _687;
                                        _40 = _686;
                                        if (_687 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _41 = _686;
                                    if ((_219 & 1u) == 0u)
                                    {
                                        uint _696 = t0.words[(_686 + 3u) & 63u] + (_686 * 5u);
                                        uint _702 = (_696 * 3u) + t0.words[(_696 + 41u) & 63u];
                                        _41 = (_702 << 3u) + t0.words[(_702 + 40u) & 63u];
                                    }
                                }
                                uint _716 = t0.words[(_41 + 33u) & 63u] + (_41 << 2u);
                                _722 = (_716 * 5u) + t0.words[(_716 + 6u) & 63u];
                                uint _723 = _631 + 1u;
                                _35 = _723;
                                _36 = _722;
                                if (_723 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _42 = 0u;
                            uint _43 = _722;
                            uint _726;
                            uint _7;
                            for (;;)
                            {
                                uint _725 = _42;
                                _726 = _43;
                                if ((_219 & 3u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_31_exit = 0u;
                                    break;
                                }
                                _7 = t0.words[(_726 + 23u) & 63u] + (_726 * 7u);
                                if (((_219 ^ 170u) % 5u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_31_exit = 1u;
                                    break;
                                }
                                if (((t0.words[(_7 + 12u) & 63u] ^ 742u) % 6u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_31_exit = 1u;
                                    break;
                                }
                                uint _748 = _725 + 1u;
                                _42 = _748;
                                _43 = _7;
                                if (_748 < 2u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_31_exit = 1u;
                                    break;
                                }
                            }
                            switch (_RESERVED_IDENTIFIER_FIXUP_31_exit)
                            {
                                case 0u:
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _726;
                                    main_join = 89u;
                                    break;
                                }
                                default:
                                {
                                    _47 = _7;
                                    if ((_7 & 1u) == 0u)
                                    {
                                        uint _44 = 0u;
                                        uint _45 = _7;
                                        uint _781;
                                        uint _46;
                                        for (;;)
                                        {
                                            uint _757 = _44;
                                            uint _763 = _45 * 7u;
                                            if (((_219 ^ 268u) % 3u) == 0u)
                                            {
                                                uint _773 = t0.words[(_45 + 61u) & 63u] + _763;
                                                _46 = (_773 << 3u) + t0.words[(_773 + 54u) & 63u];
                                            }
                                            else
                                            {
                                                _46 = t0.words[(_45 + 40u) & 63u] + _763;
                                            }
                                            _781 = _46;
                                            uint _782 = _757 + 1u;
                                            _44 = _782;
                                            _45 = _781;
                                            if (_782 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _47 = _781;
                                        main_join = 88u;
                                    }
                                    else
                                    {
                                        main_join = 88u;
                                    }
                                    break;
                                }
                            }
                        }
                    }
                    else
                    {
                        main_join = 88u;
                    }
                }
                switch (main_join)
                {
                    case 88u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _47;
                        break;
                    }
                }
            }
            break;
        }
    }
}

