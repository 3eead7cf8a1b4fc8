#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _276;

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
    uint _RESERVED_IDENTIFIER_FIXUP_46_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_46_exit_1 = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_15_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_15_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_46_loop_join = 0u;
    uint _268 = gl_GlobalInvocationID.x & 63u;
    uint _275 = t0.words[_268];
    uint _39 = gl_GlobalInvocationID.x;
    if ((gl_GlobalInvocationID.x & 3u) == 1u)
    {
        uint _283 = _275 & 3u;
        uint _38;
        if (_283 == 0u)
        {
            if (((t0.words[(gl_GlobalInvocationID.x + 38u) & 63u] ^ 395u) % 3u) == 1u)
            {
                uint _597 = t0.words[(gl_GlobalInvocationID.x + 5u) & 63u];
                uint _598 = _597 + gl_GlobalInvocationID.x;
                uint _20;
                switch (_598 & 3u)
                {
                    case 0u:
                    {
                        if (((t0.words[(_598 + 28u) & 63u] ^ 343u) % 5u) == 1u)
                        {
                            uint _9 = 0u;
                            uint _10 = _598;
                            uint _730;
                            for (;;)
                            {
                                uint _723 = _9;
                                uint _724 = _10;
                                _730 = t0.words[(_724 + 28u) & 63u] + (_724 * 3u);
                                uint _731 = _723 + 1u;
                                _9 = _731;
                                _10 = _730;
                                if (_731 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _11 = 0u;
                            uint _12 = t0.words[(_730 + 43u) & 63u] + (_730 * 7u);
                            uint _765;
                            for (;;)
                            {
                                uint _740 = _11;
                                uint _741 = _12;
                                uint _748 = t0.words[(_741 + 57u) & 63u] + (_741 * 6u);
                                uint _754 = (_748 * 5u) + t0.words[(_748 + 37u) & 63u];
                                uint _759 = _754 + t0.words[(_754 + 51u) & 63u];
                                _765 = (_759 * 3u) + t0.words[(_759 + 28u) & 63u];
                                uint _766 = _740 + 1u;
                                _11 = _766;
                                _12 = _765;
                                if (_766 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _20 = _765;
                            main_join = 31u;
                        }
                        else
                        {
                            uint _696 = subgroupAdd(_598 & 255u);
                            uint _697 = _696 + _598;
                            uint _13;
                            switch (_697 & 3u)
                            {
                                case 0u:
                                {
                                    _13 = t0.words[(_697 + 24u) & 63u] + (_697 * 5u);
                                    break;
                                }
                                case 1u:
                                {
                                    _13 = t0.words[(_697 + 18u) & 63u] + (_697 << 1u);
                                    break;
                                }
                                default:
                                {
                                    _13 = t0.words[(_697 + 1u) & 63u] + (_697 << 2u);
                                    break;
                                }
                            }
                            _20 = t0.words[(_13 + 5u) & 63u] + _13;
                            main_join = 31u;
                        }
                        break;
                    }
                    case 1u:
                    {
                        uint _14 = 0u;
                        uint _15 = _598;
                        uint _683;
                        uint _16;
                        uint _17;
                        uint _18;
                        uint _19;
                        uint _611;
                        for (;;)
                        {
                            _611 = _14;
                            _16 = 0u;
                            _17 = _15;
                            uint _633;
                            for (;;)
                            {
                                uint _613 = _16;
                                uint _614 = _17;
                                uint _619 = t0.words[(_614 + 5u) & 63u] + _614;
                                uint _626 = (_619 << 1u) + t0.words[(_619 + 28u) & 63u];
                                _633 = (_626 * 5u) + t0.words[(_626 + 46u) & 63u];
                                uint _634 = _613 + 1u;
                                _16 = _634;
                                _17 = _633;
                                if (_634 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            switch (_633 & 3u)
                            {
                                case 0u:
                                {
                                    _18 = t0.words[(_633 + 33u) & 63u] + (_633 * 3u);
                                    break;
                                }
                                case 1u:
                                {
                                    _18 = t0.words[(_633 + 24u) & 63u] + (_633 << 2u);
                                    break;
                                }
                                default:
                                {
                                    _18 = t0.words[(_633 + 30u) & 63u] + (_633 * 6u);
                                    break;
                                }
                            }
                            uint _662 = t0.words[(_18 + 49u) & 63u] + _18;
                            uint _665 = _662 * 6u;
                            if ((_662 % 5u) == 0u)
                            {
                                uint _676 = t0.words[(_662 + 18u) & 63u] + _665;
                                _19 = (_676 * 7u) + t0.words[(_676 + 60u) & 63u];
                            }
                            else
                            {
                                _19 = t0.words[(_662 + 38u) & 63u] + _665;
                            }
                            _683 = _19;
                            uint _684 = _611 + 1u;
                            _14 = _684;
                            _15 = _683;
                            if (_684 == 4u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _20 = _683;
                        main_join = 31u;
                        break;
                    }
                    case 2u:
                    {
                        if (((_598 ^ 582u) % 5u) == 1u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _598;
                            main_join = 122u;
                        }
                        else
                        {
                            _20 = t0.words[(_598 + 32u) & 63u] + (_598 << 3u);
                            main_join = 31u;
                        }
                        break;
                    }
                    default:
                    {
                        _20 = t0.words[(_598 + 41u) & 63u] + (_598 << 1u);
                        main_join = 31u;
                        break;
                    }
                }
                switch (main_join)
                {
                    case 31u:
                    {
                        _38 = t0.words[(_20 + 46u) & 63u] + _20;
                        main_join = 76u;
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
                _38 = t0.words[(gl_GlobalInvocationID.x + 49u) & 63u] + (gl_GlobalInvocationID.x << 1u);
                main_join = 76u;
            }
        }
        else
        {
            if (_283 == 2u)
            {
                if (((gl_GlobalInvocationID.x ^ 192u) % 5u) == 0u)
                {
                    if ((t0.words[(gl_GlobalInvocationID.x + 45u) & 63u] & 1u) == 0u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
                        main_join = 122u;
                    }
                    else
                    {
                        main_join = 35u;
                    }
                }
                else
                {
                    main_join = 35u;
                }
            }
            else
            {
                main_join = 35u;
            }
            switch (main_join)
            {
                case 35u:
                {
                    uint _21 = 0u;
                    uint _22 = gl_GlobalInvocationID.x;
                    uint _308;
                    uint _26;
                    uint _29;
                    uint _30;
                    for (;;)
                    {
                        uint _307 = _21;
                        _308 = _22;
                        uint _25 = _308;
                        if (((t0.words[(_308 + 31u) & 63u] ^ 995u) % 6u) == 1u)
                        {
                            if (((t0.words[(_308 + 47u) & 63u] ^ 189u) % 5u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_46_exit = 0u;
                                break;
                            }
                            uint _23 = 0u;
                            uint _24 = _308;
                            uint _336;
                            for (;;)
                            {
                                uint _328 = _23;
                                uint _329 = _24;
                                _336 = t0.words[(_329 + 41u) & 63u] + (_329 << 2u);
                                uint _337 = _328 + 1u;
                                _23 = _337;
                                _24 = _336;
                                if (_337 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _25 = _336;
                        }
                        uint _345 = t0.words[(_25 + 41u) & 63u] + (_25 * 6u);
                        switch (_345 % 3u)
                        {
                            case 0u:
                            {
                                _26 = t0.words[(_345 + 56u) & 63u] + (_345 * 7u);
                                break;
                            }
                            case 1u:
                            {
                                _26 = _345;
                                if (((t0.words[(_345 + 51u) & 63u] ^ 990u) % 6u) == 1u)
                                {
                                    uint _362 = t0.words[(_345 + 36u) & 63u] + (_345 << 1u);
                                    _26 = t0.words[(_362 + 2u) & 63u] + _362;
                                }
                                break;
                            }
                            default:
                            {
                                _26 = t0.words[_345 & 63u] + (_345 * 3u);
                                break;
                            }
                        }
                        if (((_26 ^ 321u) % 6u) == 0u)
                        {
                            uint _27 = 0u;
                            uint _28 = _26;
                            uint _416;
                            for (;;)
                            {
                                uint _395 = _27;
                                uint _396 = _28;
                                uint _403 = t0.words[(_396 + 9u) & 63u] + (_396 * 6u);
                                uint _410 = (_403 * 3u) + t0.words[(_403 + 37u) & 63u];
                                _416 = _410 + t0.words[(_410 + 60u) & 63u];
                                uint _417 = _395 + 1u;
                                _27 = _417;
                                _28 = _416;
                                if (_417 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _425 = t0.words[(_416 + 10u) & 63u] + (_416 << 3u);
                            _30 = _425;
                            _29 = _425;
                            if (((t0.words[(_425 + 36u) & 63u] ^ 778u) % 5u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_46_exit = 1u;
                                break;
                            }
                        }
                        else
                        {
                            uint _388 = (_26 + 52u) & 63u;
                            _30 = _26;
                            if ((t0.words[_388] & 3u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_46_exit = 1u;
                                break;
                            }
                            _29 = t0.words[_388] + (_26 * 7u);
                        }
                        uint _435 = _307 + 1u;
                        _21 = _435;
                        _22 = _29;
                        _30 = _29;
                        if (_435 < 2u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_46_exit = 1u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_46_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _308;
                            main_join = 122u;
                            break;
                        }
                        default:
                        {
                            uint _35;
                            if ((_30 % 3u) == 0u)
                            {
                                _35 = _30;
                                if (((_275 ^ 632u) % 6u) == 1u)
                                {
                                    uint _31;
                                    switch (_30 % 5u)
                                    {
                                        case 0u:
                                        {
                                            uint _519 = t0.words[(_30 + 34u) & 63u] + (_30 * 7u);
                                            _31 = (_519 << 1u) + t0.words[(_519 + 56u) & 63u];
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _507 = t0.words[(_30 + 9u) & 63u] + (_30 << 2u);
                                            _31 = (_507 * 7u) + t0.words[(_507 + 3u) & 63u];
                                            break;
                                        }
                                        case 2u:
                                        {
                                            _31 = t0.words[(_30 + 56u) & 63u] + (_30 * 7u);
                                            break;
                                        }
                                        case 3u:
                                        {
                                            uint _488 = t0.words[(_30 + 14u) & 63u] + (_30 * 3u);
                                            _31 = (_488 << 2u) + t0.words[(_488 + 30u) & 63u];
                                            break;
                                        }
                                        default:
                                        {
                                            _31 = t0.words[(_30 + 1u) & 63u] + _30;
                                            break;
                                        }
                                    }
                                    uint _538 = t0.words[(_31 + 32u) & 63u] + (_31 << 3u);
                                    switch (_538 & 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _551 = t0.words[(_538 + 37u) & 63u] + (_538 * 6u);
                                            _35 = (_551 * 5u) + t0.words[(_551 + 44u) & 63u];
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _35 = t0.words[(_538 + 27u) & 63u] + _538;
                                            break;
                                        }
                                        default:
                                        {
                                            _35 = t0.words[(_538 + 1u) & 63u] + (_538 << 2u);
                                            break;
                                        }
                                    }
                                }
                            }
                            else
                            {
                                uint _32 = 0u;
                                uint _33 = _30;
                                uint _474;
                                for (;;)
                                {
                                    uint _442 = _32;
                                    uint _450 = t0.words[(_33 + 34u) & 63u] + (_33 * 3u);
                                    uint _457 = (_450 * 7u) + t0.words[(_450 + 8u) & 63u];
                                    uint _463 = (_457 << 3u) + t0.words[(_457 + 5u) & 63u];
                                    uint _34 = _463;
                                    if (((_275 ^ 423u) % 3u) == 0u)
                                    {
                                        _34 = t0.words[(_463 + 52u) & 63u] + (_463 << 1u);
                                    }
                                    _474 = _34;
                                    uint _475 = _442 + 1u;
                                    _32 = _475;
                                    _33 = _474;
                                    if (_475 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _35 = _474;
                            }
                            uint _36 = 0u;
                            uint _37 = _35;
                            uint _573;
                            for (;;)
                            {
                                uint _566 = _36;
                                uint _567 = _37;
                                _573 = t0.words[(_567 + 45u) & 63u] + (_567 * 6u);
                                uint _574 = _566 + 1u;
                                _36 = _574;
                                _37 = _573;
                                if (_574 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _38 = _573;
                            main_join = 76u;
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
        switch (main_join)
        {
            case 76u:
            {
                uint _788 = t0.words[(_38 + 24u) & 63u] + (_38 * 6u);
                _39 = (_788 << 1u) + t0.words[(_788 + 19u) & 63u];
                main_join = 77u;
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
        main_join = 77u;
    }
    switch (main_join)
    {
        case 77u:
        {
            uint _40 = 0u;
            uint _41 = t0.words[(_39 + 43u) & 63u] + (_39 * 3u);
            uint _6;
            uint _7;
            uint _8;
            uint _44;
            uint _50;
            uint _51;
            uint _52;
            uint _53;
            uint _54;
            uint _55;
            uint _56;
            for (;;)
            {
                uint _804 = _40;
                uint _45 = _41;
                if ((_41 & 3u) == 3u)
                {
                    uint _814 = t0.words[(_41 + 49u) & 63u] + (_41 * 6u);
                    switch (_814 % 3u)
                    {
                        case 0u:
                        {
                            uint _42 = 0u;
                            uint _43 = _814;
                            uint _836;
                            for (;;)
                            {
                                uint _823 = _42;
                                uint _824 = _43;
                                uint _830 = t0.words[(_824 + 35u) & 63u] + (_824 << 2u);
                                _836 = (_830 * 6u) + t0.words[(_830 + 60u) & 63u];
                                uint _837 = _823 + 1u;
                                _42 = _837;
                                _43 = _836;
                                if (_837 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _44 = _836;
                            _56 = _836;
                            if ((t0.words[(_836 + 6u) & 63u] & 1u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_46_loop_join = 85u;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_46_loop_join = 120u;
                            }
                            break;
                        }
                        case 1u:
                        {
                            _44 = t0.words[(_814 + 52u) & 63u] + (_814 << 1u);
                            _RESERVED_IDENTIFIER_FIXUP_46_loop_join = 85u;
                            break;
                        }
                        default:
                        {
                            _44 = subgroupAdd(_814 & 255u) + _814;
                            _RESERVED_IDENTIFIER_FIXUP_46_loop_join = 85u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_46_loop_join)
                    {
                        case 85u:
                        {
                            _45 = subgroupAdd(_44 & 255u) + _44;
                            _RESERVED_IDENTIFIER_FIXUP_46_loop_join = 86u;
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
                    _RESERVED_IDENTIFIER_FIXUP_46_loop_join = 86u;
                }
                bool _199_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_46_loop_join)
                {
                    case 86u:
                    {
                        uint _861 = t0.words[(_45 + 4u) & 63u] + (_45 * 7u);
                        _56 = _861;
                        if ((_861 & 3u) == 2u)
                        {
                            _56 = _861;
                            if (!(((_275 ^ 302u) % 5u) == 0u))
                            {
                                uint _46 = 0u;
                                uint _47 = _861;
                                uint _48;
                                uint _49;
                                uint _868;
                                for (;;)
                                {
                                    _868 = _46;
                                    _48 = _47;
                                    _49 = 0u;
                                    uint _883;
                                    for (;;)
                                    {
                                        uint _870 = _48;
                                        uint _871 = _49;
                                        uint _877 = t0.words[(_870 + 7u) & 63u] + (_870 << 1u);
                                        _883 = (_877 * 6u) + t0.words[(_877 + 51u) & 63u];
                                        uint _884 = _871 + 1u;
                                        _48 = _883;
                                        _49 = _884;
                                        if (_884 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    if (((_883 ^ 754u) % 3u) == 0u)
                                    {
                                        switch (_883 & 3u)
                                        {
                                            case 0u:
                                            {
                                                _51 = _883;
                                                if (((t0.words[(_883 + 26u) & 63u] ^ 850u) % 3u) == 0u)
                                                {
                                                    if (((_275 ^ 957u) % 3u) == 1u)
                                                    {
                                                        uint _1048 = t0.words[(_883 + 50u) & 63u] + (_883 * 7u);
                                                        _50 = (_1048 * 7u) + t0.words[(_1048 + 55u) & 63u];
                                                    }
                                                    else
                                                    {
                                                        uint _1029 = t0.words[(_883 + 16u) & 63u] + (_883 * 6u);
                                                        uint _1036 = (_1029 << 2u) + t0.words[(_1029 + 58u) & 63u];
                                                        _50 = (_1036 * 6u) + t0.words[(_1036 + 52u) & 63u];
                                                    }
                                                    _51 = subgroupAdd(_50 & 255u) + _50;
                                                }
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _1003 = t0.words[(_883 + 63u) & 63u] + (_883 << 3u);
                                                _51 = (_1003 * 3u) + t0.words[(_1003 + 41u) & 63u];
                                                break;
                                            }
                                            default:
                                            {
                                                _51 = t0.words[(_883 + 2u) & 63u] + (_883 * 6u);
                                                break;
                                            }
                                        }
                                        uint _1069 = _51 & 255u;
                                        if ((_51 % 3u) == 0u)
                                        {
                                            _52 = subgroupAdd(_1069);
                                        }
                                        else
                                        {
                                            _52 = subgroupAdd(_1069);
                                        }
                                        uint _1073 = _52 + _51;
                                        _55 = t0.words[(_1073 + 4u) & 63u] + (_1073 * 6u);
                                    }
                                    else
                                    {
                                        _55 = _883;
                                        if (((t0.words[(_883 + 61u) & 63u] ^ 566u) % 6u) == 0u)
                                        {
                                            if (((_275 ^ 989u) % 3u) == 1u)
                                            {
                                                if ((_883 & 1u) == 0u)
                                                {
                                                    uint _977 = t0.words[(_883 + 15u) & 63u] + (_883 << 3u);
                                                    _54 = (_977 << 1u) + t0.words[(_977 + 31u) & 63u];
                                                    _RESERVED_IDENTIFIER_FIXUP_15_join = 115u;
                                                }
                                                else
                                                {
                                                    uint _958 = t0.words[(_883 + 44u) & 63u] + (_883 * 7u);
                                                    uint _964 = (_958 << 1u) + t0.words[(_958 + 63u) & 63u];
                                                    _54 = _964 + t0.words[(_964 + 62u) & 63u];
                                                    _RESERVED_IDENTIFIER_FIXUP_15_join = 115u;
                                                }
                                            }
                                            else
                                            {
                                                switch (_883 % 5u)
                                                {
                                                    case 0u:
                                                    {
                                                        uint _927 = t0.words[(_883 + 60u) & 63u] + (_883 << 1u);
                                                        _53 = (_927 * 7u) + t0.words[(_927 + 33u) & 63u];
                                                        break;
                                                    }
                                                    case 1u:
                                                    {
                                                        _53 = t0.words[(_883 + 52u) & 63u] + (_883 * 7u);
                                                        break;
                                                    }
                                                    case 2u:
                                                    {
                                                        uint _909 = t0.words[(_883 + 50u) & 63u] + _883;
                                                        _53 = (_909 * 7u) + t0.words[(_909 + 2u) & 63u];
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        _53 = t0.words[(_883 + 35u) & 63u] + (_883 * 5u);
                                                        break;
                                                    }
                                                }
                                                _55 = _53;
                                                _54 = _53;
                                                if (((t0.words[(_53 + 60u) & 63u] ^ 904u) % 3u) == 0u)
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_15_join = 118u;
                                                }
                                                else
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_15_join = 115u;
                                                }
                                            }
                                            bool _222_ladder_break = false;
                                            switch (_RESERVED_IDENTIFIER_FIXUP_15_join)
                                            {
                                                case 115u:
                                                {
                                                    _6 = _54;
                                                    if (((_54 ^ 432u) % 3u) == 1u)
                                                    {
                                                        _RESERVED_IDENTIFIER_FIXUP_15_exit = 0u;
                                                        _222_ladder_break = true;
                                                        break;
                                                    }
                                                    _55 = t0.words[(_6 + 36u) & 63u] + (_6 * 7u);
                                                    break;
                                                }
                                                default:
                                                {
                                                    break;
                                                }
                                            }
                                            if (_222_ladder_break)
                                            {
                                                break;
                                            }
                                        }
                                    }
                                    _7 = _55;
                                    uint _1081 = _868 + 1u;
                                    _46 = _1081;
                                    _47 = _55;
                                    if (_1081 < 2u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_15_exit = 1u;
                                        break;
                                    }
                                }
                                bool _244_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_15_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_46_exit_1 = 0u;
                                        _244_ladder_break = true;
                                        _199_ladder_break = true;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                if (_244_ladder_break)
                                {
                                    break;
                                }
                                _56 = _7;
                            }
                        }
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_199_ladder_break)
                {
                    break;
                }
                _8 = _56;
                uint _1086 = _804 + 1u;
                _40 = _1086;
                _41 = _56;
                if (_1086 < 3u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_46_exit_1 = 1u;
                    break;
                }
            }
            switch (_RESERVED_IDENTIFIER_FIXUP_46_exit_1)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _6;
                    break;
                }
                default:
                {
                    u0.words[gl_GlobalInvocationID.x] = _8;
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

