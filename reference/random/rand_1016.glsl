#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _225;

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
    uint _217 = gl_GlobalInvocationID.x & 63u;
    uint _224 = t0.words[_217];
    uint _32 = gl_GlobalInvocationID.x;
    if (((gl_GlobalInvocationID.x ^ 575u) % 6u) == 1u)
    {
        uint _31;
        if ((t0.words[(gl_GlobalInvocationID.x + 8u) & 63u] & 3u) == 2u)
        {
            uint _8 = 0u;
            uint _9 = gl_GlobalInvocationID.x;
            uint _294;
            uint _6;
            for (;;)
            {
                uint _293 = _8;
                _294 = _9;
                if (((_294 ^ 538u) % 5u) == 1u)
                {
                    _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
                    break;
                }
                uint _10 = 0u;
                uint _11 = _294;
                uint _314;
                for (;;)
                {
                    uint _300 = _10;
                    uint _301 = _11;
                    uint _308 = t0.words[(_301 + 41u) & 63u] + (_301 * 5u);
                    _314 = (_308 * 6u) + t0.words[(_308 + 42u) & 63u];
                    uint _315 = _300 + 1u;
                    _10 = _315;
                    _11 = _314;
                    if (_315 == 5u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                uint _323 = t0.words[(_314 + 44u) & 63u] + (_314 << 2u);
                _6 = _323;
                uint _324 = _293 + 1u;
                _8 = _324;
                _9 = _323;
                if (_324 < 2u)
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
                    u0.words[gl_GlobalInvocationID.x] = _294;
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
                        uint _347;
                        uint _348;
                        for (;;)
                        {
                            _347 = _12;
                            _348 = _13;
                            _27 = _348;
                            if ((_348 & 3u) == 2u)
                            {
                                break;
                            }
                            else
                            {
                                uint _16 = _348;
                                switch (_348 % 5u)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_2_join = 22u;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _390 = t0.words[(_348 + 46u) & 63u] + (_348 * 7u);
                                        _16 = _390;
                                        if (((t0.words[(_390 + 50u) & 63u] ^ 225u) % 3u) == 1u)
                                        {
                                            uint _405 = t0.words[(_390 + 60u) & 63u] + (_390 * 3u);
                                            _16 = (_405 * 7u) + t0.words[(_405 + 3u) & 63u];
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
                                        _16 = t0.words[(_348 + 50u) & 63u] + (_348 << 3u);
                                        _RESERVED_IDENTIFIER_FIXUP_2_join = 22u;
                                        break;
                                    }
                                    case 3u:
                                    {
                                        uint _357 = t0.words[(_348 + 53u) & 63u] + _348;
                                        switch (_357 & 3u)
                                        {
                                            case 0u:
                                            {
                                                _26 = _357;
                                                _16 = _357;
                                                if (((_357 ^ 883u) % 6u) == 0u)
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
                                                _16 = t0.words[(_357 + 59u) & 63u] + (_357 << 3u);
                                                _RESERVED_IDENTIFIER_FIXUP_2_join = 22u;
                                                break;
                                            }
                                            default:
                                            {
                                                _16 = t0.words[(_357 + 30u) & 63u] + (_357 << 3u);
                                                _RESERVED_IDENTIFIER_FIXUP_2_join = 22u;
                                                break;
                                            }
                                        }
                                        break;
                                    }
                                    default:
                                    {
                                        uint _14 = 0u;
                                        uint _15 = _348;
                                        uint _420;
                                        for (;;)
                                        {
                                            uint _412 = _14;
                                            uint _413 = _15;
                                            _420 = t0.words[(_413 + 23u) & 63u] + (_413 * 7u);
                                            uint _421 = _412 + 1u;
                                            _14 = _421;
                                            _15 = _420;
                                            if (_421 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _16 = _420;
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
                                        uint _586;
                                        for (;;)
                                        {
                                            uint _425 = _17;
                                            uint _25 = _18;
                                            if (!(((t0.words[(_18 + 37u) & 63u] ^ 899u) % 5u) == 0u))
                                            {
                                                switch (_18 % 5u)
                                                {
                                                    case 0u:
                                                    {
                                                        _21 = _18;
                                                        if (((_224 ^ 778u) % 3u) == 0u)
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
                                                        if (((_224 ^ 164u) % 5u) == 0u)
                                                        {
                                                            uint _481 = t0.words[(_18 + 14u) & 63u] + (_18 << 2u);
                                                            uint _488 = (_481 * 6u) + t0.words[(_481 + 9u) & 63u];
                                                            _19 = (_488 * 3u) + t0.words[(_488 + 8u) & 63u];
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
                                                        if (((_224 ^ 48u) % 6u) == 0u)
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
                                                        if (((_224 ^ 197u) % 6u) == 1u)
                                                        {
                                                            uint _521 = t0.words[(_18 + 1u) & 63u] + (_18 * 7u);
                                                            uint _527 = (_521 << 1u) + t0.words[(_521 + 61u) & 63u];
                                                            _21 = _527 + t0.words[(_527 + 12u) & 63u];
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
                                                        uint _583;
                                                        for (;;)
                                                        {
                                                            uint _541 = _22;
                                                            uint _549 = t0.words[(_23 + 19u) & 63u] + (_23 << 2u);
                                                            uint _555 = (_549 << 2u) + t0.words[(_549 + 12u) & 63u];
                                                            uint _561 = (_555 << 1u) + t0.words[(_555 + 26u) & 63u];
                                                            if ((_561 & 1u) == 0u)
                                                            {
                                                                _24 = t0.words[(_561 + 18u) & 63u] + _561;
                                                            }
                                                            else
                                                            {
                                                                uint _570 = t0.words[(_561 + 11u) & 63u] + (_561 << 3u);
                                                                _24 = (_570 << 2u) + t0.words[(_570 + 9u) & 63u];
                                                            }
                                                            _583 = _24;
                                                            uint _584 = _541 + 1u;
                                                            _22 = _584;
                                                            _23 = _583;
                                                            if (_584 == 2u)
                                                            {
                                                                break;
                                                            }
                                                            else
                                                            {
                                                                continue;
                                                            }
                                                        }
                                                        _25 = _583;
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        break;
                                                    }
                                                }
                                            }
                                            _586 = _25;
                                            uint _587 = _425 + 1u;
                                            _17 = _587;
                                            _18 = _586;
                                            if (_587 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _26 = _586;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                uint _590 = _347 + 1u;
                                _12 = _590;
                                _13 = _26;
                                _27 = _26;
                                if (_590 < 4u)
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
            uint _248 = t0.words[(gl_GlobalInvocationID.x + 42u) & 63u];
            uint _249 = _248 + (gl_GlobalInvocationID.x << 1u);
            _31 = _249;
            if ((t0.words[(_249 + 26u) & 63u] & 3u) == 3u)
            {
                if (((_249 ^ 614u) % 3u) == 1u)
                {
                    u0.words[gl_GlobalInvocationID.x] = _249;
                    main_join = 89u;
                }
                else
                {
                    uint _29 = 0u;
                    uint _30 = _249;
                    uint _277;
                    for (;;)
                    {
                        uint _262 = _29;
                        uint _263 = _30;
                        uint _270 = t0.words[(_263 + 7u) & 63u] + (_263 << 3u);
                        _277 = (_270 * 3u) + t0.words[(_270 + 22u) & 63u];
                        uint _278 = _262 + 1u;
                        _29 = _278;
                        _30 = _277;
                        if (_278 == 2u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _31 = t0.words[(_277 + 35u) & 63u] + (_277 * 3u);
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
            default:
            {
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
                uint _617 = t0.words[(_32 + 46u) & 63u] + (_32 << 2u);
                uint _624 = (_617 * 5u) + t0.words[(_617 + 20u) & 63u];
                uint _625 = _624 % 3u;
                uint _47;
                if (_625 == 0u)
                {
                    uint _33 = 0u;
                    uint _34 = _624;
                    uint _803;
                    for (;;)
                    {
                        uint _796 = _33;
                        uint _797 = _34;
                        _803 = t0.words[(_797 + 37u) & 63u] + (_797 << 2u);
                        uint _804 = _796 + 1u;
                        _33 = _804;
                        _34 = _803;
                        if (_804 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _47 = _803;
                    main_join = 88u;
                }
                else
                {
                    _47 = _624;
                    if (((_624 & 3u) == 0u) && (_625 == 1u))
                    {
                        if (((_224 ^ 385u) % 5u) == 0u)
                        {
                            _47 = t0.words[(_624 + 51u) & 63u] + (_624 << 2u);
                            main_join = 88u;
                        }
                        else
                        {
                            uint _35 = 0u;
                            uint _36 = _624;
                            uint _727;
                            for (;;)
                            {
                                uint _636 = _35;
                                uint _643 = t0.words[(_36 + 37u) & 63u] + (_36 * 7u);
                                uint _41 = _643;
                                if (((_643 ^ 361u) % 6u) == 0u)
                                {
                                    uint _37 = 0u;
                                    uint _38 = _643;
                                    uint _673;
                                    for (;;)
                                    {
                                        uint _648 = _37;
                                        uint _649 = _38;
                                        uint _655 = t0.words[(_649 + 12u) & 63u] + (_649 * 3u);
                                        uint _661 = (_655 << 3u) + t0.words[(_655 + 48u) & 63u];
                                        uint _667 = (_661 << 1u) + t0.words[(_661 + 2u) & 63u];
                                        _673 = (_667 * 3u) + t0.words[(_667 + 5u) & 63u];
                                        uint _674 = _648 + 1u;
                                        _37 = _674;
                                        _38 = _673;
                                        if (_674 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _39 = 0u;
                                    uint _40 = _673;
                                    uint _691;
                                    for (;;)
                                    {
                                        uint _676 = _39;
                                        uint _677 = _40;
                                        uint _684 = t0.words[(_677 + 52u) & 63u] + (_677 * 6u);
                                        _691 = (_684 * 5u) + t0.words[(_684 + 45u) & 63u];
                                        uint _692 = _676 + 1u;
                                        _39 = _692;
                                        _40 = _691;
                                        if (_692 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _41 = _691;
                                    if ((_224 & 1u) == 0u)
                                    {
                                        uint _701 = t0.words[(_691 + 3u) & 63u] + (_691 * 5u);
                                        uint _707 = (_701 * 3u) + t0.words[(_701 + 41u) & 63u];
                                        _41 = (_707 << 3u) + t0.words[(_707 + 40u) & 63u];
                                    }
                                }
                                uint _721 = t0.words[(_41 + 33u) & 63u] + (_41 << 2u);
                                _727 = (_721 * 5u) + t0.words[(_721 + 6u) & 63u];
                                uint _728 = _636 + 1u;
                                _35 = _728;
                                _36 = _727;
                                if (_728 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _42 = 0u;
                            uint _43 = _727;
                            uint _731;
                            uint _7;
                            for (;;)
                            {
                                uint _730 = _42;
                                _731 = _43;
                                if ((_224 & 3u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_31_exit = 0u;
                                    break;
                                }
                                _7 = t0.words[(_731 + 23u) & 63u] + (_731 * 7u);
                                if (((_224 ^ 170u) % 5u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_31_exit = 1u;
                                    break;
                                }
                                if (((t0.words[(_7 + 12u) & 63u] ^ 742u) % 6u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_31_exit = 1u;
                                    break;
                                }
                                uint _753 = _730 + 1u;
                                _42 = _753;
                                _43 = _7;
                                if (_753 < 2u)
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
                                    u0.words[gl_GlobalInvocationID.x] = _731;
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
                                        uint _786;
                                        uint _46;
                                        for (;;)
                                        {
                                            uint _762 = _44;
                                            uint _768 = _45 * 7u;
                                            if (((_224 ^ 268u) % 3u) == 0u)
                                            {
                                                uint _778 = t0.words[(_45 + 61u) & 63u] + _768;
                                                _46 = (_778 << 3u) + t0.words[(_778 + 54u) & 63u];
                                            }
                                            else
                                            {
                                                _46 = t0.words[(_45 + 40u) & 63u] + _768;
                                            }
                                            _786 = _46;
                                            uint _787 = _762 + 1u;
                                            _44 = _787;
                                            _45 = _786;
                                            if (_787 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _47 = _786;
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
                    default:
                    {
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

