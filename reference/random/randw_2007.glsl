#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _215;

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
    uint _RESERVED_IDENTIFIER_FIXUP_94_exit = 0u;
    uint main_join = 0u;
    uint _207 = gl_GlobalInvocationID.x & 63u;
    uint _214 = t0.words[_207];
    uint _222 = t0.words[(gl_GlobalInvocationID.x + 53u) & 63u];
    uint _223 = _222 + (gl_GlobalInvocationID.x << 1u);
    uint _40;
    switch (_223 % 5u)
    {
        case 0u:
        {
            if (((t0.words[(_223 + 15u) & 63u] ^ 503u) % 5u) == 0u)
            {
                if ((_214 & 3u) == 0u)
                {
                    _40 = t0.words[(_223 + 57u) & 63u] + (_223 * 3u);
                    main_join = 82u;
                }
                else
                {
                    uint _632 = t0.words[(_223 + 31u) & 63u] + _223;
                    switch (_632 % 5u)
                    {
                        case 0u:
                        {
                            uint _7 = 0u;
                            uint _8 = _632;
                            uint _684;
                            for (;;)
                            {
                                uint _658 = _7;
                                uint _659 = _8;
                                uint _665 = t0.words[(_659 + 9u) & 63u] + (_659 * 7u);
                                uint _671 = (_665 * 3u) + t0.words[(_665 + 5u) & 63u];
                                uint _678 = (_671 << 3u) + t0.words[(_671 + 44u) & 63u];
                                _684 = (_678 << 2u) + t0.words[(_678 + 56u) & 63u];
                                uint _685 = _658 + 1u;
                                _7 = _685;
                                _8 = _684;
                                if (_685 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _40 = _684;
                            main_join = 82u;
                            break;
                        }
                        case 1u:
                        {
                            uint _9 = 0u;
                            uint _10 = subgroupAdd(_632 & 255u) + _632;
                            uint _655;
                            uint _11;
                            for (;;)
                            {
                                uint _637 = _9;
                                uint _640 = subgroupAdd(_10 & 255u);
                                uint _641 = _640 + _10;
                                if ((_641 & 3u) == 3u)
                                {
                                    _11 = t0.words[(_641 + 53u) & 63u];
                                }
                                else
                                {
                                    _11 = t0.words[(_641 + 18u) & 63u];
                                }
                                _655 = _11 + (_641 * 6u);
                                uint _656 = _637 + 1u;
                                _9 = _656;
                                _10 = _655;
                                if (_656 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _40 = _655;
                            main_join = 82u;
                            break;
                        }
                        default:
                        {
                            switch (_632 & 3u)
                            {
                                case 0u:
                                {
                                    uint _12 = 0u;
                                    uint _13 = _632;
                                    uint _719;
                                    for (;;)
                                    {
                                        uint _712 = _12;
                                        uint _713 = _13;
                                        _719 = t0.words[(_713 + 40u) & 63u] + (_713 << 2u);
                                        uint _720 = _712 + 1u;
                                        _12 = _720;
                                        _13 = _719;
                                        if (_720 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _40 = _719;
                                    main_join = 82u;
                                    break;
                                }
                                case 1u:
                                {
                                    _40 = _632;
                                    if (((_632 ^ 664u) % 3u) == 0u)
                                    {
                                        uint _704 = t0.words[(_632 + 58u) & 63u] + (_632 << 2u);
                                        _40 = (_704 << 1u) + t0.words[(_704 + 11u) & 63u];
                                        main_join = 82u;
                                    }
                                    else
                                    {
                                        main_join = 82u;
                                    }
                                    break;
                                }
                                case 2u:
                                {
                                    _40 = t0.words[(_632 + 37u) & 63u] + (_632 * 5u);
                                    main_join = 82u;
                                    break;
                                }
                                default:
                                {
                                    _40 = t0.words[(_632 + 53u) & 63u] + (_632 << 1u);
                                    main_join = 82u;
                                    break;
                                }
                            }
                            break;
                        }
                    }
                }
            }
            else
            {
                _40 = _223;
                if (((_214 ^ 706u) % 5u) == 1u)
                {
                    uint _14 = 0u;
                    uint _15 = _223;
                    uint _619;
                    uint _21;
                    for (;;)
                    {
                        uint _498 = _14;
                        uint _24 = _15;
                        if (((t0.words[(_15 + 35u) & 63u] ^ 548u) % 6u) == 0u)
                        {
                            uint _515 = t0.words[(_15 + 16u) & 63u] + (_15 << 2u);
                            uint _18 = _515;
                            if ((t0.words[(_515 + 57u) & 63u] & 1u) == 0u)
                            {
                                uint _16 = 0u;
                                uint _17 = _515;
                                uint _538;
                                for (;;)
                                {
                                    uint _523 = _16;
                                    uint _524 = _17;
                                    uint _531 = t0.words[(_524 + 25u) & 63u] + (_524 * 7u);
                                    _538 = (_531 << 1u) + t0.words[(_531 + 40u) & 63u];
                                    uint _539 = _523 + 1u;
                                    _16 = _539;
                                    _17 = _538;
                                    if (_539 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _18 = subgroupAdd(_538 & 255u) + _538;
                            }
                            uint _19 = 0u;
                            uint _20 = _18;
                            uint _614;
                            for (;;)
                            {
                                uint _545 = _19;
                                switch (_20 & 3u)
                                {
                                    case 0u:
                                    {
                                        uint _573 = t0.words[(_20 + 23u) & 63u] + (_20 << 2u);
                                        _21 = (_573 << 1u) + t0.words[(_573 + 29u) & 63u];
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _21 = t0.words[(_20 + 1u) & 63u] + (_20 * 7u);
                                        break;
                                    }
                                    case 2u:
                                    {
                                        uint _554 = t0.words[(_20 + 45u) & 63u] + (_20 * 5u);
                                        _21 = (_554 * 3u) + t0.words[(_554 + 2u) & 63u];
                                        break;
                                    }
                                    default:
                                    {
                                        _21 = t0.words[(_20 + 25u) & 63u] + (_20 * 6u);
                                        break;
                                    }
                                }
                                uint _22 = 0u;
                                uint _23 = _21;
                                for (;;)
                                {
                                    uint _587 = _22;
                                    uint _595 = t0.words[(_23 + 50u) & 63u] + (_23 << 3u);
                                    uint _602 = (_595 * 5u) + t0.words[(_595 + 33u) & 63u];
                                    uint _608 = (_602 << 1u) + t0.words[(_602 + 57u) & 63u];
                                    _614 = (_608 * 6u) + t0.words[(_608 + 40u) & 63u];
                                    uint _615 = _587 + 1u;
                                    _22 = _615;
                                    _23 = _614;
                                    if (_615 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _617 = _545 + 1u;
                                _19 = _617;
                                _20 = _614;
                                if (_617 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _24 = _614;
                        }
                        _619 = _24;
                        uint _620 = _498 + 1u;
                        _14 = _620;
                        _15 = _619;
                        if (_620 == 4u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _40 = subgroupAdd(_619 & 255u) + _619;
                    main_join = 82u;
                }
                else
                {
                    main_join = 82u;
                }
            }
            break;
        }
        case 1u:
        {
            uint _25 = 0u;
            uint _26 = _223;
            uint _246;
            for (;;)
            {
                uint _238 = _25;
                uint _239 = _26;
                _246 = t0.words[(_239 + 1u) & 63u] + (_239 << 3u);
                uint _247 = _238 + 1u;
                _25 = _247;
                _26 = _246;
                if (_247 == 2u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            uint _27 = 0u;
            uint _28 = _246;
            uint _251;
            uint _6;
            uint _31;
            uint _34;
            uint _35;
            uint _38;
            uint _39;
            for (;;)
            {
                uint _250 = _27;
                _251 = _28;
                if (((_214 ^ 295u) % 3u) == 0u)
                {
                    _RESERVED_IDENTIFIER_FIXUP_94_exit = 0u;
                    break;
                }
                if (((t0.words[(_251 + 52u) & 63u] ^ 355u) % 3u) == 0u)
                {
                    uint _279 = t0.words[(_251 + 56u) & 63u] + (_251 * 3u);
                    uint _280 = _279 & 3u;
                    if (_280 == 0u)
                    {
                        uint _29 = 0u;
                        uint _30 = _279;
                        for (;;)
                        {
                            uint _325 = _29;
                            if (((t0.words[(_30 + 22u) & 63u] ^ 734u) % 5u) == 1u)
                            {
                                _38 = _30;
                                if (((_30 ^ 570u) % 6u) == 0u)
                                {
                                    break;
                                }
                                else
                                {
                                    _31 = t0.words[(_30 + 24u) & 63u] + (_30 * 6u);
                                }
                            }
                            else
                            {
                                uint _341 = t0.words[(_30 + 9u) & 63u] + (_30 << 2u);
                                if (((_341 ^ 550u) % 3u) == 0u)
                                {
                                    _31 = t0.words[(_341 + 1u) & 63u] + (_341 << 2u);
                                }
                                else
                                {
                                    uint _350 = t0.words[(_341 + 27u) & 63u] + _341;
                                    _31 = (_350 * 3u) + t0.words[(_350 + 62u) & 63u];
                                }
                            }
                            if (((_31 ^ 404u) % 3u) == 0u)
                            {
                                uint _32 = 0u;
                                uint _33 = _31;
                                uint _402;
                                for (;;)
                                {
                                    uint _394 = _32;
                                    uint _395 = _33;
                                    _402 = t0.words[(_395 + 34u) & 63u] + (_395 << 1u);
                                    uint _403 = _394 + 1u;
                                    _32 = _403;
                                    _33 = _402;
                                    if (_403 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                switch (_402 & 3u)
                                {
                                    case 0u:
                                    {
                                        uint _419 = t0.words[(_402 + 3u) & 63u] + (_402 << 3u);
                                        _34 = (_419 << 1u) + t0.words[(_419 + 15u) & 63u];
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _34 = t0.words[(_402 + 20u) & 63u] + (_402 << 1u);
                                        break;
                                    }
                                    default:
                                    {
                                        _34 = t0.words[(_402 + 22u) & 63u] + (_402 << 1u);
                                        break;
                                    }
                                }
                                if (((t0.words[(_34 + 43u) & 63u] ^ 824u) % 6u) == 1u)
                                {
                                    uint _462 = t0.words[(_34 + 30u) & 63u] + (_34 * 6u);
                                    uint _468 = (_462 * 5u) + t0.words[(_462 + 63u) & 63u];
                                    _35 = (_468 * 7u) + t0.words[(_468 + 38u) & 63u];
                                }
                                else
                                {
                                    uint _449 = t0.words[(_34 + 17u) & 63u] + (_34 << 2u);
                                    _35 = t0.words[(_449 + 29u) & 63u] + _449;
                                }
                            }
                            else
                            {
                                uint _386 = t0.words[(_31 + 12u) & 63u] + (_31 * 3u);
                                _35 = (_386 * 6u) + t0.words[(_386 + 47u) & 63u];
                            }
                            uint _477 = _325 + 1u;
                            _29 = _477;
                            _30 = _35;
                            _38 = _35;
                            if (_477 < 3u)
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
                    else
                    {
                        if (_280 == 1u)
                        {
                            _39 = _279;
                            if (((t0.words[(_279 + 37u) & 63u] ^ 132u) % 5u) == 1u)
                            {
                                uint _36 = 0u;
                                uint _37 = _279;
                                uint _317;
                                for (;;)
                                {
                                    uint _302 = _36;
                                    uint _303 = _37;
                                    uint _310 = t0.words[(_303 + 3u) & 63u] + (_303 * 7u);
                                    _317 = (_310 * 7u) + t0.words[(_310 + 27u) & 63u];
                                    uint _318 = _302 + 1u;
                                    _36 = _318;
                                    _37 = _317;
                                    if (_318 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _39 = t0.words[_317 & 63u] + (_317 << 3u);
                            }
                        }
                        else
                        {
                            _39 = _279;
                            if ((_279 % 5u) == 0u)
                            {
                                _39 = _279;
                                if (!(((_279 ^ 537u) % 6u) == 1u))
                                {
                                    _39 = subgroupAdd(_279 & 255u) + _279;
                                }
                            }
                        }
                    }
                }
                else
                {
                    _39 = t0.words[(_251 + 22u) & 63u] + (_251 * 6u);
                }
                _6 = _39;
                uint _481 = _250 + 1u;
                _27 = _481;
                _28 = _39;
                if (_481 < 2u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_94_exit = 1u;
                    break;
                }
            }
            switch (_RESERVED_IDENTIFIER_FIXUP_94_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _251;
                    main_join = 100u;
                    break;
                }
                default:
                {
                    _40 = _6;
                    main_join = 82u;
                    break;
                }
            }
            break;
        }
        case 2u:
        {
            _40 = _223;
            if (((_214 ^ 499u) % 5u) == 0u)
            {
                u0.words[gl_GlobalInvocationID.x] = _223;
                main_join = 100u;
            }
            else
            {
                main_join = 82u;
            }
            break;
        }
        default:
        {
            _40 = t0.words[(_223 + 26u) & 63u] + (_223 << 2u);
            main_join = 82u;
            break;
        }
    }
    switch (main_join)
    {
        case 82u:
        {
            if ((t0.words[(_40 + 12u) & 63u] & 1u) == 0u)
            {
                u0.words[gl_GlobalInvocationID.x] = _40;
            }
            else
            {
                uint _45 = _40;
                if ((_40 & 3u) == 0u)
                {
                    _45 = _40;
                    if (((_40 ^ 654u) % 3u) == 1u)
                    {
                        uint _41 = _40;
                        uint _42 = 0u;
                        uint _823;
                        for (;;)
                        {
                            uint _756 = _42;
                            uint _44 = _41;
                            if (((_41 ^ 693u) % 3u) == 0u)
                            {
                                _44 = _41;
                                switch (_41 & 3u)
                                {
                                    case 0u:
                                    {
                                        _44 = _41;
                                        if (!((_41 & 1u) == 0u))
                                        {
                                            uint _43 = _41;
                                            if (((_41 ^ 18u) % 3u) == 0u)
                                            {
                                                uint _797 = t0.words[(_41 + 9u) & 63u] + (_41 * 5u);
                                                uint _803 = (_797 << 3u) + t0.words[(_797 + 20u) & 63u];
                                                _43 = (_803 << 2u) + t0.words[(_803 + 5u) & 63u];
                                            }
                                            _44 = _43;
                                            if (!((t0.words[(_43 + 6u) & 63u] & 3u) == 0u))
                                            {
                                                _44 = t0.words[(_43 + 1u) & 63u] + (_43 << 1u);
                                            }
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _767 = t0.words[(_41 + 1u) & 63u] + (_41 * 6u);
                                        _44 = _767;
                                        if ((_767 & 3u) == 3u)
                                        {
                                            _44 = _767;
                                            if (!(((t0.words[(_767 + 29u) & 63u] ^ 424u) % 3u) == 1u))
                                            {
                                                uint _780 = subgroupAdd(_767 & 255u) + _767;
                                                _44 = t0.words[(_780 + 53u) & 63u] + (_780 << 3u);
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
                            _823 = _44;
                            uint _824 = _756 + 1u;
                            _41 = _823;
                            _42 = _824;
                            if (_824 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _45 = _823;
                    }
                }
                u0.words[gl_GlobalInvocationID.x] = _45;
            }
            break;
        }
        default:
        {
            break;
        }
    }
}

