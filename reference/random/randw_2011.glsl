#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _218;

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
    uint _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_49_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_80_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_8_join = 0u;
    uint _210 = gl_GlobalInvocationID.x & 63u;
    uint _217 = t0.words[_210];
    uint _8 = gl_GlobalInvocationID.x;
    if (((gl_GlobalInvocationID.x ^ 331u) % 5u) == 1u)
    {
        uint _232 = t0.words[(gl_GlobalInvocationID.x + 21u) & 63u] + (gl_GlobalInvocationID.x * 5u);
        uint _238 = t0.words[(_232 + 46u) & 63u] + _232;
        _8 = (_238 << 2u) + t0.words[(_238 + 28u) & 63u];
    }
    uint _9 = 0u;
    uint _10 = _8;
    uint _249;
    uint _6;
    uint _16;
    uint _22;
    uint _23;
    uint _27;
    uint _28;
    uint _30;
    for (;;)
    {
        uint _248 = _9;
        _249 = _10;
        if (((_217 ^ 397u) % 6u) == 1u)
        {
            _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
            break;
        }
        uint _11 = 0u;
        uint _12 = _249;
        uint _13;
        uint _14;
        uint _255;
        for (;;)
        {
            _255 = _11;
            _13 = 0u;
            _14 = _12;
            uint _265;
            for (;;)
            {
                uint _257 = _13;
                uint _258 = _14;
                _265 = t0.words[(_258 + 59u) & 63u] + (_258 << 1u);
                uint _266 = _257 + 1u;
                _13 = _266;
                _14 = _265;
                if (_266 == 2u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            uint _29 = _265;
            if (((_217 ^ 855u) % 3u) == 1u)
            {
                if (((t0.words[(_265 + 44u) & 63u] ^ 422u) % 5u) == 0u)
                {
                    _29 = _265;
                    if (((_217 ^ 898u) % 3u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_8_join = 44u;
                    }
                    else
                    {
                        _30 = _265;
                        if (((_265 ^ 735u) % 6u) == 1u)
                        {
                            break;
                        }
                        else
                        {
                            _28 = _265;
                            if (((_265 ^ 394u) % 6u) == 0u)
                            {
                                uint _487 = t0.words[(_265 + 28u) & 63u] + (_265 * 6u);
                                uint _494 = (_487 * 6u) + t0.words[(_487 + 50u) & 63u];
                                _29 = _494;
                                _28 = _494;
                                if (((_494 ^ 56u) % 6u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_8_join = 44u;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_8_join = 43u;
                                }
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_8_join = 43u;
                            }
                        }
                    }
                }
                else
                {
                    uint _19 = _265;
                    if ((_265 & 3u) == 1u)
                    {
                        uint _15 = _265;
                        if (((_217 ^ 789u) % 3u) == 0u)
                        {
                            _15 = t0.words[(_265 + 58u) & 63u] + _265;
                        }
                        if (((t0.words[(_15 + 28u) & 63u] ^ 987u) % 6u) == 1u)
                        {
                            if ((t0.words[(_15 + 25u) & 63u] & 1u) == 0u)
                            {
                                uint _339 = t0.words[(_15 + 31u) & 63u] + (_15 * 5u);
                                _16 = (_339 * 6u) + t0.words[(_339 + 27u) & 63u];
                            }
                            else
                            {
                                uint _324 = t0.words[(_15 + 23u) & 63u] + (_15 * 3u);
                                _16 = (_324 * 7u) + t0.words[(_324 + 4u) & 63u];
                            }
                            uint _17 = 0u;
                            uint _18 = t0.words[(_16 + 16u) & 63u] + (_16 * 6u);
                            uint _363;
                            for (;;)
                            {
                                uint _355 = _17;
                                uint _356 = _18;
                                _363 = t0.words[(_356 + 26u) & 63u] + (_356 << 1u);
                                uint _364 = _355 + 1u;
                                _17 = _364;
                                _18 = _363;
                                if (_364 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _19 = _363;
                        }
                        else
                        {
                            _30 = _15;
                            _19 = _15;
                            if (((t0.words[(_15 + 46u) & 63u] ^ 350u) % 6u) == 1u)
                            {
                                break;
                            }
                            else
                            {
                            }
                        }
                    }
                    switch (_19 % 5u)
                    {
                        case 0u:
                        {
                            uint _20 = 0u;
                            uint _21 = t0.words[(_19 + 52u) & 63u] + (_19 << 3u);
                            uint _437;
                            for (;;)
                            {
                                uint _386 = _20;
                                uint _394 = _21 * 7u;
                                if ((t0.words[(_21 + 1u) & 63u] & 1u) == 0u)
                                {
                                    uint _406 = t0.words[(_21 + 37u) & 63u] + _394;
                                    uint _413 = (_406 * 5u) + t0.words[(_406 + 9u) & 63u];
                                    _22 = (_413 << 1u) + t0.words[(_413 + 33u) & 63u];
                                }
                                else
                                {
                                    _22 = t0.words[(_21 + 8u) & 63u] + _394;
                                }
                                if ((_22 & 3u) == 0u)
                                {
                                    _23 = t0.words[(_22 + 34u) & 63u] + (_22 * 3u);
                                }
                                else
                                {
                                    _23 = t0.words[(_22 + 12u) & 63u] + (_22 * 5u);
                                }
                                _437 = _23;
                                uint _438 = _386 + 1u;
                                _20 = _438;
                                _21 = _437;
                                if (_438 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _27 = _437;
                            break;
                        }
                        case 1u:
                        {
                            _27 = subgroupAdd(_19 & 255u) + _19;
                            break;
                        }
                        case 2u:
                        {
                            _27 = t0.words[(_19 + 33u) & 63u] + (_19 * 7u);
                            break;
                        }
                        default:
                        {
                            uint _24 = 0u;
                            uint _25 = _19;
                            uint _462;
                            for (;;)
                            {
                                uint _440 = _24;
                                uint _26 = _25;
                                if (!((t0.words[(_25 + 57u) & 63u] & 1u) == 0u))
                                {
                                    uint _455 = t0.words[(_25 + 43u) & 63u] + (_25 * 6u);
                                    _26 = t0.words[(_455 + 22u) & 63u] + _455;
                                }
                                _462 = _26;
                                uint _463 = _440 + 1u;
                                _24 = _463;
                                _25 = _462;
                                if (_463 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _27 = _462;
                            break;
                        }
                    }
                    _30 = _27;
                    _28 = _27;
                    if (((_27 ^ 642u) % 5u) == 1u)
                    {
                        break;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_8_join = 43u;
                    }
                }
                switch (_RESERVED_IDENTIFIER_FIXUP_8_join)
                {
                    case 43u:
                    {
                        uint _506 = t0.words[(_28 + 58u) & 63u] + (_28 << 3u);
                        _29 = _506 + subgroupAdd(_506 & 255u);
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
            }
            uint _511 = _255 + 1u;
            _11 = _511;
            _12 = _29;
            _30 = _29;
            if (_511 < 3u)
            {
                continue;
            }
            else
            {
                break;
            }
        }
        uint _516 = subgroupAdd(_30 & 255u) + _30;
        _6 = _516;
        uint _517 = _248 + 1u;
        _9 = _517;
        _10 = _516;
        if (_517 < 2u)
        {
            continue;
        }
        else
        {
            _RESERVED_IDENTIFIER_FIXUP_0_exit = 1u;
            break;
        }
    }
    switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
    {
        case 0u:
        {
            u0.words[gl_GlobalInvocationID.x] = _249;
            break;
        }
        default:
        {
            uint _31 = 0u;
            uint _32 = _6;
            uint _537;
            for (;;)
            {
                uint _526 = _31;
                uint _33 = _32;
                if ((t0.words[(_32 + 46u) & 63u] & 1u) == 0u)
                {
                    _33 = subgroupAdd(_32 & 255u) + _32;
                }
                _537 = _33;
                uint _538 = _526 + 1u;
                _31 = _538;
                _32 = _537;
                if (_538 == 3u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            uint _46 = _537;
            if ((_537 % 5u) == 0u)
            {
                if (((_537 ^ 191u) % 5u) == 1u)
                {
                    if (((_537 ^ 570u) % 3u) == 0u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _537;
                        main_join = 90u;
                    }
                    else
                    {
                        main_join = 54u;
                    }
                }
                else
                {
                    main_join = 54u;
                }
                switch (main_join)
                {
                    case 54u:
                    {
                        _46 = _537;
                        if ((_537 & 3u) == 0u)
                        {
                            if (((t0.words[(_537 + 15u) & 63u] ^ 278u) % 3u) == 1u)
                            {
                                uint _34 = 0u;
                                uint _35 = _537;
                                uint _622;
                                uint _7;
                                uint _39;
                                uint _42;
                                for (;;)
                                {
                                    uint _610 = _34;
                                    uint _617 = t0.words[(_35 + 50u) & 63u] + (_35 * 7u);
                                    _622 = t0.words[(_617 + 36u) & 63u] + _617;
                                    if ((t0.words[(_622 + 52u) & 63u] & 3u) == 1u)
                                    {
                                        uint _36 = _622;
                                        switch (_622 & 3u)
                                        {
                                            case 0u:
                                            {
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _650 = t0.words[(_622 + 18u) & 63u] + (_622 << 1u);
                                                switch (_650 % 5u)
                                                {
                                                    case 0u:
                                                    {
                                                        _36 = t0.words[(_650 + 33u) & 63u] + (_650 * 6u);
                                                        break;
                                                    }
                                                    case 1u:
                                                    {
                                                        uint _658 = t0.words[(_650 + 13u) & 63u] + (_650 * 7u);
                                                        _36 = (_658 * 7u) + t0.words[(_658 + 58u) & 63u];
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        _36 = t0.words[(_650 + 33u) & 63u] + (_650 << 3u);
                                                        break;
                                                    }
                                                }
                                                break;
                                            }
                                            default:
                                            {
                                                _36 = t0.words[(_622 + 19u) & 63u] + _622;
                                                break;
                                            }
                                        }
                                        uint _37 = 0u;
                                        uint _38 = _36;
                                        uint _741;
                                        for (;;)
                                        {
                                            uint _684 = _37;
                                            uint _691 = t0.words[(_38 + 9u) & 63u] + (_38 << 3u);
                                            uint _40 = _691;
                                            if (!(((_691 ^ 522u) % 3u) == 0u))
                                            {
                                                switch (_691 & 3u)
                                                {
                                                    case 0u:
                                                    {
                                                        _39 = t0.words[(_691 + 50u) & 63u] + (_691 << 1u);
                                                        break;
                                                    }
                                                    case 1u:
                                                    {
                                                        _39 = t0.words[(_691 + 56u) & 63u] + (_691 << 1u);
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        _39 = t0.words[(_691 + 53u) & 63u] + (_691 * 6u);
                                                        break;
                                                    }
                                                }
                                                _40 = _39;
                                                if (((t0.words[(_39 + 46u) & 63u] ^ 113u) % 5u) == 1u)
                                                {
                                                    uint _729 = t0.words[(_39 + 34u) & 63u] + _39;
                                                    uint _734 = t0.words[(_729 + 19u) & 63u] + _729;
                                                    _40 = (_734 << 1u) + t0.words[(_734 + 50u) & 63u];
                                                }
                                            }
                                            _741 = _40;
                                            uint _742 = _684 + 1u;
                                            _37 = _742;
                                            _38 = _741;
                                            if (_742 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _42 = _741;
                                    }
                                    else
                                    {
                                        uint _41 = 0u;
                                        for (;;)
                                        {
                                            uint _629 = _41;
                                            if (((_217 ^ 635u) % 6u) == 0u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_80_exit = 0u;
                                                break;
                                            }
                                            uint _634 = _629 + 1u;
                                            _41 = _634;
                                            if (_634 < 5u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_80_exit = 1u;
                                                break;
                                            }
                                        }
                                        bool _162_ladder_break = false;
                                        switch (_RESERVED_IDENTIFIER_FIXUP_80_exit)
                                        {
                                            case 0u:
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_49_exit = 0u;
                                                _162_ladder_break = true;
                                                break;
                                            }
                                            default:
                                            {
                                                break;
                                            }
                                        }
                                        if (_162_ladder_break)
                                        {
                                            break;
                                        }
                                        _42 = t0.words[(_622 + 34u) & 63u] + (_622 << 3u);
                                    }
                                    uint _747 = subgroupAdd(_42 & 255u) + _42;
                                    _7 = _747;
                                    uint _748 = _610 + 1u;
                                    _34 = _748;
                                    _35 = _747;
                                    if (_748 < 2u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_49_exit = 1u;
                                        break;
                                    }
                                }
                                switch (_RESERVED_IDENTIFIER_FIXUP_49_exit)
                                {
                                    case 0u:
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _622;
                                        main_join = 90u;
                                        break;
                                    }
                                    default:
                                    {
                                        uint _757 = t0.words[(_7 + 1u) & 63u] + _7;
                                        _46 = (_757 << 3u) + t0.words[(_757 + 19u) & 63u];
                                        main_join = 89u;
                                        break;
                                    }
                                }
                            }
                            else
                            {
                                uint _45;
                                switch (_537 % 3u)
                                {
                                    case 0u:
                                    {
                                        _45 = subgroupAdd(_537 & 255u) + _537;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _45 = t0.words[(_537 + 12u) & 63u] + (_537 * 5u);
                                        break;
                                    }
                                    default:
                                    {
                                        uint _43 = 0u;
                                        uint _44 = _537;
                                        uint _597;
                                        for (;;)
                                        {
                                            uint _576 = _43;
                                            uint _577 = _44;
                                            uint _584 = t0.words[(_577 + 40u) & 63u] + (_577 * 5u);
                                            uint _590 = (_584 * 3u) + t0.words[(_584 + 54u) & 63u];
                                            _597 = (_590 << 2u) + t0.words[(_590 + 36u) & 63u];
                                            uint _598 = _576 + 1u;
                                            _43 = _598;
                                            _44 = _597;
                                            if (_598 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _45 = t0.words[(_597 + 15u) & 63u] + (_597 * 3u);
                                        break;
                                    }
                                }
                                _46 = _45;
                                if ((_217 & 3u) == 3u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _45;
                                    main_join = 90u;
                                }
                                else
                                {
                                    main_join = 89u;
                                }
                            }
                        }
                        else
                        {
                            main_join = 89u;
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
                main_join = 89u;
            }
            switch (main_join)
            {
                case 89u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _46;
                    break;
                }
                default:
                {
                    break;
                }
            }
            break;
        }
    }
}

