#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _247;

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
    uint _RESERVED_IDENTIFIER_FIXUP_86_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_76_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_63_loop_join = 0u;
    uint _239 = gl_GlobalInvocationID.x & 63u;
    uint _246 = t0.words[_239];
    uint _14 = gl_GlobalInvocationID.x;
    if ((gl_GlobalInvocationID.x & 3u) == 0u)
    {
        _14 = gl_GlobalInvocationID.x;
        if (((t0.words[(gl_GlobalInvocationID.x + 4u) & 63u] ^ 957u) % 5u) == 1u)
        {
            uint _7 = 0u;
            uint _8 = gl_GlobalInvocationID.x;
            uint _293;
            uint _6;
            uint _9;
            uint _13;
            for (;;)
            {
                uint _264 = _7;
                uint _10 = _8;
                if (((_246 ^ 76u) % 5u) == 0u)
                {
                    if (((_246 ^ 117u) % 5u) == 1u)
                    {
                        _9 = t0.words[(_8 + 33u) & 63u] + _8;
                    }
                    else
                    {
                        _9 = t0.words[(_8 + 20u) & 63u] + (_8 << 3u);
                    }
                    _10 = t0.words[(_9 + 63u) & 63u] + _9;
                }
                _293 = _10;
                bool _54_ladder_break = false;
                switch (_293 & 3u)
                {
                    case 0u:
                    {
                        _13 = _293;
                        if ((_246 & 3u) == 3u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
                            _54_ladder_break = true;
                            break;
                        }
                        break;
                    }
                    case 1u:
                    {
                        _13 = t0.words[(_293 + 58u) & 63u] + (_293 << 2u);
                        break;
                    }
                    case 2u:
                    {
                        _13 = _293;
                        if (((t0.words[(_293 + 9u) & 63u] ^ 270u) % 3u) == 1u)
                        {
                            switch (_293 % 5u)
                            {
                                case 0u:
                                {
                                    uint _11 = 0u;
                                    uint _12 = _293;
                                    uint _339;
                                    for (;;)
                                    {
                                        uint _318 = _11;
                                        uint _319 = _12;
                                        uint _327 = t0.words[(_319 + 14u) & 63u] + (_319 * 7u);
                                        uint _334 = (_327 << 1u) + t0.words[(_327 + 16u) & 63u];
                                        _339 = (_334 << 3u) + t0.words[_334 & 63u];
                                        uint _340 = _318 + 1u;
                                        _11 = _340;
                                        _12 = _339;
                                        if (_340 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    switch (_339 % 3u)
                                    {
                                        case 0u:
                                        {
                                            _13 = t0.words[(_339 + 62u) & 63u] + (_339 << 1u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _13 = t0.words[(_339 + 28u) & 63u] + (_339 * 7u);
                                            break;
                                        }
                                        default:
                                        {
                                            _13 = t0.words[(_339 + 43u) & 63u] + (_339 * 3u);
                                            break;
                                        }
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    _13 = _293;
                                    if (((_293 ^ 788u) % 6u) == 0u)
                                    {
                                        _13 = t0.words[(_293 + 59u) & 63u] + (_293 << 2u);
                                    }
                                    break;
                                }
                                default:
                                {
                                    _13 = _293;
                                    if (((_293 ^ 487u) % 6u) == 1u)
                                    {
                                        uint _373 = t0.words[(_293 + 27u) & 63u] + (_293 << 3u);
                                        _13 = (_373 * 6u) + t0.words[(_373 + 27u) & 63u];
                                    }
                                    break;
                                }
                            }
                        }
                        break;
                    }
                    default:
                    {
                        _13 = t0.words[(_293 + 41u) & 63u] + _293;
                        break;
                    }
                }
                if (_54_ladder_break)
                {
                    break;
                }
                _6 = _13;
                uint _396 = _264 + 1u;
                _7 = _396;
                _8 = _13;
                if (_396 < 2u)
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
                    u0.words[gl_GlobalInvocationID.x] = _293;
                    main_join = 103u;
                    break;
                }
                default:
                {
                    _14 = _6;
                    if ((_6 & 1u) == 0u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _6;
                        main_join = 103u;
                    }
                    else
                    {
                        main_join = 28u;
                    }
                    break;
                }
            }
        }
        else
        {
            main_join = 28u;
        }
    }
    else
    {
        main_join = 28u;
    }
    switch (main_join)
    {
        case 28u:
        {
            uint _36;
            if ((_14 & 1u) == 0u)
            {
                _36 = _14;
                if ((t0.words[(_14 + 44u) & 63u] & 3u) == 3u)
                {
                    uint _35 = 0u;
                    for (;;)
                    {
                        uint _810 = _35;
                        if (((_246 ^ 122u) % 6u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_76_exit = 0u;
                            break;
                        }
                        uint _815 = _810 + 1u;
                        _35 = _815;
                        if (_815 < 3u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_76_exit = 1u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_76_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _14;
                            main_join = 103u;
                            break;
                        }
                        default:
                        {
                            _36 = _14;
                            if (((t0.words[(_14 + 8u) & 63u] ^ 682u) % 3u) == 0u)
                            {
                                _36 = t0.words[_14 & 63u] + (_14 << 2u);
                                main_join = 102u;
                            }
                            else
                            {
                                main_join = 102u;
                            }
                            break;
                        }
                    }
                }
                else
                {
                    main_join = 102u;
                }
            }
            else
            {
                uint _414 = _14 & 3u;
                uint _34;
                if (_414 == 1u)
                {
                    uint _15;
                    if ((_14 % 5u) == 0u)
                    {
                        uint _742 = t0.words[(_14 + 17u) & 63u] + (_14 * 6u);
                        _15 = (_742 << 2u) + t0.words[_742 & 63u];
                        main_join = 34u;
                    }
                    else
                    {
                        if ((_14 % 3u) == 0u)
                        {
                            uint _730 = t0.words[(_14 + 8u) & 63u] + (_14 * 3u);
                            _15 = t0.words[(_730 + 9u) & 63u] + (_730 << 2u);
                            main_join = 34u;
                        }
                        else
                        {
                            _15 = _14;
                            if ((_246 & 1u) == 0u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _14;
                                main_join = 103u;
                            }
                            else
                            {
                                main_join = 34u;
                            }
                        }
                    }
                    switch (main_join)
                    {
                        case 34u:
                        {
                            uint _16 = 0u;
                            uint _17 = _15;
                            uint _777;
                            uint _18;
                            for (;;)
                            {
                                uint _750 = _16;
                                uint _758 = _17 << 2u;
                                if ((t0.words[(_17 + 57u) & 63u] & 1u) == 0u)
                                {
                                    uint _769 = t0.words[(_17 + 47u) & 63u] + _758;
                                    _18 = (_769 * 7u) + t0.words[(_769 + 38u) & 63u];
                                }
                                else
                                {
                                    _18 = t0.words[(_17 + 49u) & 63u] + _758;
                                }
                                _777 = _18;
                                uint _778 = _750 + 1u;
                                _16 = _778;
                                _17 = _777;
                                if (_778 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _34 = _777;
                            if (((_777 ^ 664u) % 6u) == 0u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _777;
                                main_join = 103u;
                            }
                            else
                            {
                                main_join = 93u;
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
                    if (_414 == 0u)
                    {
                        switch (_14 % 3u)
                        {
                            case 0u:
                            {
                                uint _19 = _14;
                                if (((_246 ^ 17u) % 3u) == 1u)
                                {
                                    uint _696 = t0.words[(_14 + 25u) & 63u] + (_14 << 1u);
                                    _19 = _696;
                                    if (((_246 ^ 872u) % 5u) == 0u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _696;
                                        main_join = 103u;
                                    }
                                    else
                                    {
                                        main_join = 48u;
                                    }
                                }
                                else
                                {
                                    main_join = 48u;
                                }
                                switch (main_join)
                                {
                                    case 48u:
                                    {
                                        _34 = t0.words[(_19 + 25u) & 63u] + (_19 * 7u);
                                        main_join = 93u;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                break;
                            }
                            case 1u:
                            {
                                _34 = t0.words[(_14 + 17u) & 63u] + (_14 << 1u);
                                main_join = 93u;
                                break;
                            }
                            default:
                            {
                                _34 = t0.words[(_14 + 58u) & 63u] + (_14 * 5u);
                                main_join = 93u;
                                break;
                            }
                        }
                    }
                    else
                    {
                        if ((t0.words[(_14 + 51u) & 63u] & 3u) == 1u)
                        {
                            uint _25;
                            if (_414 == 2u)
                            {
                                uint _534 = t0.words[(_14 + 44u) & 63u];
                                uint _535 = _534 + (_14 * 3u);
                                uint _20;
                                if (((t0.words[(_535 + 39u) & 63u] ^ 546u) % 6u) == 1u)
                                {
                                    if (((t0.words[(_535 + 10u) & 63u] ^ 459u) % 5u) == 1u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _535;
                                        main_join = 103u;
                                    }
                                    else
                                    {
                                        switch (_535 % 5u)
                                        {
                                            case 0u:
                                            {
                                                _20 = t0.words[(_535 + 35u) & 63u] + _535;
                                                main_join = 67u;
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _20 = t0.words[(_535 + 35u) & 63u] + _535;
                                                main_join = 67u;
                                                break;
                                            }
                                            case 2u:
                                            {
                                                _20 = t0.words[(_535 + 61u) & 63u] + _535;
                                                main_join = 67u;
                                                break;
                                            }
                                            case 3u:
                                            {
                                                uint _590 = t0.words[(_535 + 57u) & 63u] + (_535 << 1u);
                                                _20 = (_590 << 1u) + t0.words[(_590 + 1u) & 63u];
                                                main_join = 67u;
                                                break;
                                            }
                                            default:
                                            {
                                                _20 = t0.words[(_535 + 13u) & 63u] + (_535 * 3u);
                                                main_join = 67u;
                                                break;
                                            }
                                        }
                                    }
                                }
                                else
                                {
                                    switch (_535 % 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _559 = t0.words[(_535 + 25u) & 63u] + (_535 * 3u);
                                            _20 = (_559 << 3u) + t0.words[(_559 + 53u) & 63u];
                                            main_join = 67u;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _20 = t0.words[(_535 + 40u) & 63u] + (_535 * 6u);
                                            main_join = 67u;
                                            break;
                                        }
                                        default:
                                        {
                                            _20 = t0.words[(_535 + 17u) & 63u] + (_535 << 1u);
                                            main_join = 67u;
                                            break;
                                        }
                                    }
                                }
                                switch (main_join)
                                {
                                    case 67u:
                                    {
                                        uint _21 = 0u;
                                        uint _22 = _20;
                                        uint _639;
                                        uint _23;
                                        uint _24;
                                        uint _623;
                                        for (;;)
                                        {
                                            _623 = _21;
                                            _23 = 0u;
                                            _24 = _22;
                                            uint _631;
                                            for (;;)
                                            {
                                                uint _625 = _23;
                                                uint _626 = _24;
                                                _631 = t0.words[(_626 + 33u) & 63u] + _626;
                                                uint _632 = _625 + 1u;
                                                _23 = _632;
                                                _24 = _631;
                                                if (_632 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _639 = t0.words[(_631 + 53u) & 63u] + (_631 << 1u);
                                            if (!((_639 & 1u) == 0u))
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_86_exit = 0u;
                                                break;
                                            }
                                            uint _642 = _623 + 1u;
                                            _21 = _642;
                                            _22 = _639;
                                            if (_642 < 2u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_86_exit = 1u;
                                                break;
                                            }
                                        }
                                        switch (_RESERVED_IDENTIFIER_FIXUP_86_exit)
                                        {
                                            case 0u:
                                            {
                                                u0.words[gl_GlobalInvocationID.x] = _639;
                                                main_join = 103u;
                                                break;
                                            }
                                            default:
                                            {
                                                _25 = _639;
                                                main_join = 75u;
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
                            else
                            {
                                uint _520 = t0.words[(_14 + 29u) & 63u] + _14;
                                _25 = t0.words[(_520 + 42u) & 63u] + (_520 << 3u);
                                main_join = 75u;
                            }
                            switch (main_join)
                            {
                                case 75u:
                                {
                                    if ((_25 % 3u) == 0u)
                                    {
                                        uint _26 = 0u;
                                        uint _27 = _25;
                                        uint _677;
                                        for (;;)
                                        {
                                            uint _656 = _26;
                                            uint _659 = subgroupAdd(_27 & 255u);
                                            uint _660 = _659 + _27;
                                            uint _28 = _660;
                                            if (((_660 ^ 788u) % 5u) == 0u)
                                            {
                                                uint _670 = t0.words[(_660 + 26u) & 63u] + (_660 * 7u);
                                                _28 = (_670 * 3u) + t0.words[(_670 + 41u) & 63u];
                                            }
                                            _677 = _28;
                                            uint _678 = _656 + 1u;
                                            _26 = _678;
                                            _27 = _677;
                                            if (_678 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _34 = _677;
                                        main_join = 93u;
                                    }
                                    else
                                    {
                                        _34 = t0.words[(_25 + 4u) & 63u] + (_25 * 6u);
                                        main_join = 93u;
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
                            uint _29 = 0u;
                            uint _30 = _14;
                            uint _31;
                            uint _32;
                            uint _33;
                            for (;;)
                            {
                                uint _424 = _29;
                                uint _431 = t0.words[(_30 + 27u) & 63u] + (_30 << 2u);
                                uint _434 = (_431 + 25u) & 63u;
                                if ((t0.words[_434] & 1u) == 0u)
                                {
                                    uint _453 = t0.words[(_431 + 27u) & 63u] + _431;
                                    _32 = _453;
                                    _31 = _453;
                                    if ((_453 & 1u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_63_loop_join = 86u;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_63_loop_join = 85u;
                                    }
                                }
                                else
                                {
                                    _33 = _431;
                                    if (((t0.words[_434] ^ 283u) % 6u) == 1u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        _31 = t0.words[_431 & 63u] + (_431 * 5u);
                                        _RESERVED_IDENTIFIER_FIXUP_63_loop_join = 85u;
                                    }
                                }
                                switch (_RESERVED_IDENTIFIER_FIXUP_63_loop_join)
                                {
                                    case 85u:
                                    {
                                        _32 = t0.words[(_31 + 30u) & 63u] + (_31 << 3u);
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                uint _467 = _424 + 1u;
                                _29 = _467;
                                _30 = _32;
                                _33 = _32;
                                if (_467 < 2u)
                                {
                                    continue;
                                }
                                else
                                {
                                    break;
                                }
                            }
                            uint _476 = t0.words[(_33 + 60u) & 63u] + (_33 << 2u);
                            switch (_476 % 3u)
                            {
                                case 0u:
                                {
                                    _34 = _476;
                                    if (((_476 ^ 380u) % 3u) == 1u)
                                    {
                                        uint _503 = t0.words[(_476 + 47u) & 63u] + (_476 * 3u);
                                        _34 = (_503 * 6u) + t0.words[(_503 + 60u) & 63u];
                                        main_join = 93u;
                                    }
                                    else
                                    {
                                        main_join = 93u;
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    uint _484 = t0.words[(_476 + 15u) & 63u] + (_476 << 2u);
                                    _34 = (_484 * 5u) + t0.words[(_484 + 61u) & 63u];
                                    main_join = 93u;
                                    break;
                                }
                                default:
                                {
                                    _34 = subgroupAdd(_476 & 255u) + _476;
                                    main_join = 93u;
                                    break;
                                }
                            }
                        }
                    }
                }
                switch (main_join)
                {
                    case 93u:
                    {
                        _36 = _34;
                        if (((t0.words[(_34 + 19u) & 63u] ^ 659u) % 5u) == 1u)
                        {
                            _36 = t0.words[(_34 + 45u) & 63u] + (_34 * 5u);
                            main_join = 102u;
                        }
                        else
                        {
                            main_join = 102u;
                        }
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
            }
            switch (main_join)
            {
                case 102u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _36;
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

