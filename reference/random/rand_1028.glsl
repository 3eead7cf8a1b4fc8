#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _231;

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
    uint _RESERVED_IDENTIFIER_FIXUP_71_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_87_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_02_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_28_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_80_exit = 0u;
    uint main_join = 0u;
    uint _223 = gl_GlobalInvocationID.x & 63u;
    uint _230 = t0.words[_223];
    uint _17;
    if (((gl_GlobalInvocationID.x ^ 837u) % 3u) == 0u)
    {
        uint _14;
        if ((gl_GlobalInvocationID.x & 3u) == 0u)
        {
            uint _304 = t0.words[(gl_GlobalInvocationID.x + 25u) & 63u] + (gl_GlobalInvocationID.x * 7u);
            _14 = (_304 << 1u) + t0.words[(_304 + 10u) & 63u];
        }
        else
        {
            _14 = gl_GlobalInvocationID.x;
            if (!((gl_GlobalInvocationID.x % 3u) == 0u))
            {
                _14 = t0.words[(gl_GlobalInvocationID.x + 15u) & 63u] + (gl_GlobalInvocationID.x * 7u);
            }
        }
        uint _15 = 0u;
        uint _16 = _14;
        uint _321;
        for (;;)
        {
            uint _313 = _15;
            uint _314 = _16;
            _321 = t0.words[(_314 + 55u) & 63u] + (_314 << 1u);
            uint _322 = _313 + 1u;
            _15 = _322;
            _16 = _321;
            if (_322 == 5u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        _17 = _321;
    }
    else
    {
        uint _245 = t0.words[(gl_GlobalInvocationID.x + 6u) & 63u] + (gl_GlobalInvocationID.x * 3u);
        _17 = _245;
        if ((t0.words[(_245 + 52u) & 63u] & 3u) == 1u)
        {
            if (((_230 ^ 746u) % 5u) == 0u)
            {
                _17 = t0.words[(_245 + 25u) & 63u] + (_245 * 7u);
            }
            else
            {
                uint _264 = t0.words[(_245 + 27u) & 63u] + (_245 << 3u);
                uint _272 = (_264 << 2u) + t0.words[(_264 + 56u) & 63u];
                _17 = (_272 * 5u) + t0.words[(_272 + 21u) & 63u];
            }
        }
    }
    uint _18 = 0u;
    uint _19 = _17;
    uint _332;
    for (;;)
    {
        uint _325 = _18;
        uint _326 = _19;
        uint _331 = t0.words[(_326 + 43u) & 63u];
        _332 = _331 + _326;
        uint _333 = _325 + 1u;
        _18 = _333;
        _19 = _332;
        if (_333 == 5u)
        {
            break;
        }
        else
        {
            continue;
        }
    }
    uint _339 = t0.words[(_332 + 43u) & 63u];
    uint _340 = _339 + (_332 * 6u);
    if ((_230 & 3u) == 1u)
    {
        u0.words[gl_GlobalInvocationID.x] = _340;
    }
    else
    {
        uint _35;
        switch (_340 % 3u)
        {
            case 0u:
            {
                uint _548 = t0.words[(_340 + 30u) & 63u] + (_340 << 2u);
                _35 = (_548 << 3u) + t0.words[(_548 + 21u) & 63u];
                main_join = 53u;
                break;
            }
            case 1u:
            {
                uint _348 = t0.words[(_340 + 8u) & 63u];
                uint _349 = _348 + _340;
                switch (_349 & 3u)
                {
                    case 0u:
                    {
                        if (((_349 ^ 980u) % 3u) == 1u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _349;
                            main_join = 95u;
                        }
                        else
                        {
                            _35 = t0.words[(_349 + 32u) & 63u] + (_349 << 1u);
                            main_join = 53u;
                        }
                        break;
                    }
                    case 1u:
                    {
                        _35 = t0.words[(_349 + 48u) & 63u] + _349;
                        main_join = 53u;
                        break;
                    }
                    case 2u:
                    {
                        uint _20 = _349;
                        if ((t0.words[(_349 + 35u) & 63u] & 3u) == 1u)
                        {
                            _20 = t0.words[(_349 + 39u) & 63u] + (_349 << 1u);
                        }
                        uint _21 = 0u;
                        uint _22 = _20;
                        uint _6;
                        uint _7;
                        uint _8;
                        uint _9;
                        uint _10;
                        uint _33;
                        uint _34;
                        for (;;)
                        {
                            uint _366 = _21;
                            if (((_22 ^ 58u) % 5u) == 1u)
                            {
                                uint _477 = t0.words[(_22 + 13u) & 63u] + (_22 << 2u);
                                _34 = _477;
                                _33 = _477;
                                if ((_477 & 3u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_71_exit = 3u;
                                    break;
                                }
                            }
                            else
                            {
                                uint _23 = 0u;
                                uint _24 = _22;
                                uint _25;
                                uint _26;
                                uint _372;
                                for (;;)
                                {
                                    _372 = _23;
                                    _25 = 0u;
                                    _26 = _24;
                                    uint _381;
                                    for (;;)
                                    {
                                        uint _374 = _25;
                                        uint _375 = _26;
                                        _381 = t0.words[(_375 + 2u) & 63u] + (_375 << 1u);
                                        uint _382 = _374 + 1u;
                                        _25 = _382;
                                        _26 = _381;
                                        if (_382 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _27 = 0u;
                                    uint _28 = _381;
                                    for (;;)
                                    {
                                        uint _384 = _27;
                                        _6 = _28;
                                        if (((_28 ^ 801u) % 6u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_02_exit = 0u;
                                            break;
                                        }
                                        uint _393 = (_6 + 38u) & 63u;
                                        if (((t0.words[_393] ^ 526u) % 3u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_02_exit = 1u;
                                            break;
                                        }
                                        uint _402 = t0.words[_393] + (_6 * 5u);
                                        _7 = _402;
                                        uint _403 = _384 + 1u;
                                        _27 = _403;
                                        _28 = _402;
                                        if (_403 < 5u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_02_exit = 2u;
                                            break;
                                        }
                                    }
                                    bool _101_ladder_break = false;
                                    switch (_RESERVED_IDENTIFIER_FIXUP_02_exit)
                                    {
                                        case 0u:
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_87_exit = 0u;
                                            _101_ladder_break = true;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_87_exit = 1u;
                                            _101_ladder_break = true;
                                            break;
                                        }
                                    }
                                    if (_101_ladder_break)
                                    {
                                        break;
                                    }
                                    uint _31 = _7;
                                    if (((_230 ^ 7u) % 6u) == 0u)
                                    {
                                        uint _29 = 0u;
                                        uint _30 = _7;
                                        uint _438;
                                        for (;;)
                                        {
                                            uint _411 = _29;
                                            uint _412 = _30;
                                            uint _419 = t0.words[(_412 + 42u) & 63u] + (_412 << 2u);
                                            uint _426 = (_419 * 3u) + t0.words[(_419 + 59u) & 63u];
                                            uint _432 = (_426 * 5u) + t0.words[(_426 + 2u) & 63u];
                                            _438 = (_432 * 3u) + t0.words[(_432 + 15u) & 63u];
                                            uint _439 = _411 + 1u;
                                            _29 = _439;
                                            _30 = _438;
                                            if (_439 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _31 = t0.words[(_438 + 13u) & 63u] + (_438 << 1u);
                                    }
                                    _8 = _31;
                                    uint _32 = _31;
                                    if ((_31 & 3u) == 3u)
                                    {
                                        if ((_8 & 1u) == 0u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_87_exit = 2u;
                                            break;
                                        }
                                        uint _460 = t0.words[(_8 + 26u) & 63u] + _8;
                                        _32 = (_460 * 5u) + t0.words[(_460 + 3u) & 63u];
                                    }
                                    _9 = _32;
                                    uint _468 = _372 + 1u;
                                    _23 = _468;
                                    _24 = _32;
                                    if (_468 < 5u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_87_exit = 3u;
                                        break;
                                    }
                                }
                                bool _116_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_87_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_71_exit = 0u;
                                        _116_ladder_break = true;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_71_exit = 1u;
                                        _116_ladder_break = true;
                                        break;
                                    }
                                    case 2u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_71_exit = 2u;
                                        _116_ladder_break = true;
                                        break;
                                    }
                                }
                                if (_116_ladder_break)
                                {
                                    break;
                                }
                                _33 = _9;
                            }
                            uint _486 = t0.words[(_33 + 7u) & 63u] + (_33 << 3u);
                            _10 = (_486 << 2u) + t0.words[(_486 + 54u) & 63u];
                            if (((_230 ^ 460u) % 6u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_71_exit = 4u;
                                break;
                            }
                            uint _498 = _366 + 1u;
                            _21 = _498;
                            _22 = _10;
                            _34 = _10;
                            if (_498 < 4u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_71_exit = 3u;
                                break;
                            }
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_71_exit)
                        {
                            case 0u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _6;
                                main_join = 95u;
                                break;
                            }
                            case 1u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _6;
                                main_join = 95u;
                                break;
                            }
                            case 2u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _8;
                                main_join = 95u;
                                break;
                            }
                            case 3u:
                            {
                                _35 = _34;
                                main_join = 53u;
                                break;
                            }
                            default:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _10;
                                main_join = 95u;
                                break;
                            }
                        }
                        break;
                    }
                    default:
                    {
                        _35 = t0.words[(_349 + 56u) & 63u] + (_349 * 5u);
                        main_join = 53u;
                        break;
                    }
                }
                break;
            }
            default:
            {
                _35 = t0.words[(_340 + 58u) & 63u] + (_340 << 2u);
                main_join = 53u;
                break;
            }
        }
        switch (main_join)
        {
            case 53u:
            {
                uint _36 = 0u;
                uint _37 = _35;
                uint _571;
                uint _11;
                uint _12;
                uint _13;
                uint _48;
                uint _49;
                uint _50;
                for (;;)
                {
                    uint _563 = _36;
                    _571 = t0.words[(_37 + 29u) & 63u] + (_37 * 3u);
                    bool _148_ladder_break = false;
                    switch (_571 % 5u)
                    {
                        case 0u:
                        {
                            _50 = t0.words[(_571 + 24u) & 63u] + (_571 * 6u);
                            break;
                        }
                        case 1u:
                        {
                            if ((_571 & 1u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_28_exit = 0u;
                                _148_ladder_break = true;
                                break;
                            }
                            uint _38 = 0u;
                            uint _39 = _571;
                            uint _602;
                            for (;;)
                            {
                                uint _575 = _38;
                                uint _40 = _39;
                                if (!(((_39 ^ 839u) % 5u) == 1u))
                                {
                                    uint _587 = t0.words[(_39 + 23u) & 63u] + (_39 * 6u);
                                    uint _594 = (_587 * 5u) + t0.words[(_587 + 18u) & 63u];
                                    _40 = (_594 * 6u) + t0.words[(_594 + 44u) & 63u];
                                }
                                _602 = _40;
                                uint _603 = _575 + 1u;
                                _38 = _603;
                                _39 = _602;
                                if (_603 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _50 = _602;
                            break;
                        }
                        default:
                        {
                            uint _41 = 0u;
                            uint _42 = _571;
                            for (;;)
                            {
                                uint _612 = _41;
                                _11 = _42;
                                bool _161_ladder_break = false;
                                switch (_42 & 3u)
                                {
                                    case 0u:
                                    {
                                        _49 = _11;
                                        if (((t0.words[(_11 + 63u) & 63u] ^ 264u) % 3u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_80_exit = 0u;
                                            _161_ladder_break = true;
                                            break;
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _49 = t0.words[(_11 + 36u) & 63u] + (_11 * 3u);
                                        break;
                                    }
                                    default:
                                    {
                                        uint _43 = 0u;
                                        uint _44 = _11;
                                        uint _693;
                                        for (;;)
                                        {
                                            uint _633 = _43;
                                            if ((_44 & 1u) == 0u)
                                            {
                                                uint _45 = 0u;
                                                uint _46 = _44;
                                                uint _668;
                                                for (;;)
                                                {
                                                    uint _653 = _45;
                                                    uint _654 = _46;
                                                    uint _661 = t0.words[(_654 + 41u) & 63u] + (_654 << 1u);
                                                    _668 = (_661 * 6u) + t0.words[(_661 + 9u) & 63u];
                                                    uint _669 = _653 + 1u;
                                                    _45 = _669;
                                                    _46 = _668;
                                                    if (_669 == 5u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                uint _47 = _668;
                                                if (((_230 ^ 620u) % 5u) == 0u)
                                                {
                                                    _47 = t0.words[(_668 + 7u) & 63u] + (_668 << 1u);
                                                }
                                                _48 = t0.words[(_47 + 6u) & 63u] + (_47 << 2u);
                                            }
                                            else
                                            {
                                                uint _641 = t0.words[(_44 + 13u) & 63u] + _44;
                                                _48 = _641;
                                                if (((_641 ^ 594u) % 6u) == 0u)
                                                {
                                                    _48 = t0.words[(_641 + 12u) & 63u] + (_641 * 5u);
                                                }
                                            }
                                            _693 = t0.words[(_48 + 10u) & 63u] + _48;
                                            uint _694 = _633 + 1u;
                                            _43 = _694;
                                            _44 = _693;
                                            if (_694 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _49 = _693;
                                        break;
                                    }
                                }
                                if (_161_ladder_break)
                                {
                                    break;
                                }
                                _12 = _49;
                                uint _697 = _612 + 1u;
                                _41 = _697;
                                _42 = _49;
                                if (_697 < 3u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_80_exit = 1u;
                                    break;
                                }
                            }
                            bool _183_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_80_exit)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_28_exit = 1u;
                                    _183_ladder_break = true;
                                    _148_ladder_break = true;
                                    break;
                                }
                            }
                            if (_183_ladder_break)
                            {
                                break;
                            }
                            _50 = _12;
                            break;
                        }
                    }
                    if (_148_ladder_break)
                    {
                        break;
                    }
                    uint _708 = t0.words[(_50 + 28u) & 63u] + (_50 << 1u);
                    _13 = _708;
                    uint _709 = _563 + 1u;
                    _36 = _709;
                    _37 = _708;
                    if (_709 < 4u)
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
                        u0.words[gl_GlobalInvocationID.x] = _571;
                        break;
                    }
                    case 1u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _11;
                        break;
                    }
                    default:
                    {
                        uint _722 = t0.words[(_13 + 51u) & 63u] + (_13 * 7u);
                        uint _51 = _722;
                        if (((_722 ^ 915u) % 5u) == 1u)
                        {
                            _51 = t0.words[(_722 + 3u) & 63u] + (_722 * 6u);
                        }
                        uint _53 = _51;
                        switch (_51 % 5u)
                        {
                            case 0u:
                            {
                                uint _795 = t0.words[(_51 + 46u) & 63u] + (_51 << 2u);
                                _53 = _795;
                                if ((_795 & 3u) == 2u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _795;
                                    main_join = 95u;
                                }
                                else
                                {
                                    main_join = 94u;
                                }
                                break;
                            }
                            case 1u:
                            {
                                uint _754 = _51 * 7u;
                                uint _52;
                                if (((_230 ^ 19u) % 3u) == 0u)
                                {
                                    uint _765 = t0.words[(_51 + 6u) & 63u] + _754;
                                    _52 = (_765 * 6u) + t0.words[(_765 + 47u) & 63u];
                                }
                                else
                                {
                                    _52 = t0.words[(_51 + 17u) & 63u] + _754;
                                }
                                if ((_52 % 3u) == 0u)
                                {
                                    _53 = t0.words[(_52 + 3u) & 63u] + (_52 * 3u);
                                    main_join = 94u;
                                }
                                else
                                {
                                    _53 = t0.words[(_52 + 57u) & 63u] + (_52 * 7u);
                                    main_join = 94u;
                                }
                                break;
                            }
                            case 2u:
                            {
                                uint _741 = t0.words[(_51 + 33u) & 63u] + (_51 * 6u);
                                _53 = (_741 * 6u) + t0.words[(_741 + 40u) & 63u];
                                main_join = 94u;
                                break;
                            }
                            default:
                            {
                                main_join = 94u;
                                break;
                            }
                        }
                        switch (main_join)
                        {
                            case 94u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _53;
                                break;
                            }
                        }
                        break;
                    }
                }
                break;
            }
        }
    }
}

