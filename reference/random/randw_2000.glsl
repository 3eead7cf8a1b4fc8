#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _157;

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
    uint _RESERVED_IDENTIFIER_FIXUP_02_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_18_loop_join = 0u;
    uint _149 = gl_GlobalInvocationID.x & 63u;
    uint _156 = t0.words[_149];
    uint _28;
    if (((gl_GlobalInvocationID.x ^ 328u) % 5u) == 0u)
    {
        uint _296 = subgroupAdd(gl_GlobalInvocationID.x & 255u);
        uint _297 = _296 + gl_GlobalInvocationID.x;
        switch (_297 & 3u)
        {
            case 0u:
            {
                uint _6 = 0u;
                uint _7 = _297;
                uint _402;
                for (;;)
                {
                    uint _376 = _6;
                    uint _377 = _7;
                    uint _384 = t0.words[(_377 + 43u) & 63u] + (_377 * 3u);
                    uint _390 = (_384 * 7u) + t0.words[(_384 + 3u) & 63u];
                    uint _396 = _390 + t0.words[(_390 + 56u) & 63u];
                    _402 = (_396 << 1u) + t0.words[(_396 + 4u) & 63u];
                    uint _403 = _376 + 1u;
                    _6 = _403;
                    _7 = _402;
                    if (_403 == 3u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _28 = _402;
                main_join = 64u;
                break;
            }
            case 1u:
            {
                uint _8 = _297;
                if (((_156 ^ 617u) % 5u) == 1u)
                {
                    if (((t0.words[(_297 + 62u) & 63u] ^ 177u) % 6u) == 1u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _297;
                        main_join = 65u;
                    }
                    else
                    {
                        if (((_297 ^ 38u) % 3u) == 0u)
                        {
                            _8 = t0.words[(_297 + 17u) & 63u] + (_297 * 3u);
                            main_join = 13u;
                        }
                        else
                        {
                            if (((_156 ^ 550u) % 5u) == 1u)
                            {
                                uint _347 = t0.words[(_297 + 16u) & 63u] + (_297 << 1u);
                                uint _352 = (_347 << 2u) + t0.words[_347 & 63u];
                                _8 = (_352 << 3u) + t0.words[(_352 + 40u) & 63u];
                                main_join = 13u;
                            }
                            else
                            {
                                _8 = t0.words[(_297 + 49u) & 63u] + (_297 * 3u);
                                main_join = 13u;
                            }
                        }
                    }
                }
                else
                {
                    main_join = 13u;
                }
                switch (main_join)
                {
                    case 13u:
                    {
                        _28 = t0.words[(_8 + 2u) & 63u] + (_8 * 3u);
                        main_join = 64u;
                        break;
                    }
                }
                break;
            }
            case 2u:
            {
                uint _305 = t0.words[(_297 + 46u) & 63u] + (_297 << 2u);
                _28 = t0.words[(_305 + 19u) & 63u] + _305;
                main_join = 64u;
                break;
            }
            default:
            {
                uint _9 = 0u;
                uint _10 = _297;
                uint _558;
                uint _18;
                uint _19;
                for (;;)
                {
                    uint _405 = _9;
                    uint _412 = t0.words[(_10 + 49u) & 63u] + (_10 * 6u);
                    uint _419 = (_412 * 7u) + t0.words[(_412 + 41u) & 63u];
                    switch (_419 % 5u)
                    {
                        case 0u:
                        {
                            uint _11 = 0u;
                            uint _12 = _419;
                            uint _544;
                            uint _13;
                            uint _14;
                            uint _527;
                            for (;;)
                            {
                                _527 = _11;
                                _13 = 0u;
                                _14 = subgroupAdd(_12 & 255u) + _12;
                                for (;;)
                                {
                                    uint _532 = _13;
                                    uint _538 = t0.words[(_14 + 2u) & 63u] + _14;
                                    _544 = (_538 << 2u) + t0.words[(_538 + 49u) & 63u];
                                    uint _545 = _532 + 1u;
                                    _13 = _545;
                                    _14 = _544;
                                    if (_545 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _547 = _527 + 1u;
                                _11 = _547;
                                _12 = _544;
                                if (_547 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _19 = t0.words[(_544 + 49u) & 63u] + (_544 * 5u);
                            break;
                        }
                        case 1u:
                        {
                            uint _473 = _156 & 3u;
                            uint _17 = _419;
                            if (_473 == 2u)
                            {
                                uint _480 = t0.words[(_419 + 60u) & 63u] + (_419 * 5u);
                                uint _15 = 0u;
                                uint _16 = (_480 * 5u) + t0.words[(_480 + 46u) & 63u];
                                uint _494;
                                for (;;)
                                {
                                    uint _487 = _15;
                                    uint _488 = _16;
                                    _494 = t0.words[(_488 + 40u) & 63u] + (_488 << 1u);
                                    uint _495 = _487 + 1u;
                                    _15 = _495;
                                    _16 = _494;
                                    if (_495 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _17 = _494;
                            }
                            _19 = _17;
                            if (_473 == 1u)
                            {
                                switch (_17 % 3u)
                                {
                                    case 0u:
                                    {
                                        _19 = t0.words[(_17 + 63u) & 63u] + (_17 * 6u);
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _19 = _17;
                                        if (((_156 ^ 978u) % 3u) == 1u)
                                        {
                                            _19 = t0.words[(_17 + 56u) & 63u] + (_17 * 5u);
                                        }
                                        break;
                                    }
                                    default:
                                    {
                                        _19 = _17;
                                        if (((_17 ^ 216u) % 5u) == 0u)
                                        {
                                            _19 = t0.words[(_17 + 27u) & 63u] + (_17 * 7u);
                                        }
                                        break;
                                    }
                                }
                            }
                            break;
                        }
                        case 2u:
                        {
                            _19 = _419;
                            if ((_419 & 3u) == 2u)
                            {
                                uint _429 = t0.words[(_419 + 54u) & 63u] + (_419 * 5u);
                                switch (_429 % 5u)
                                {
                                    case 0u:
                                    {
                                        _18 = _429;
                                        if (((t0.words[(_429 + 6u) & 63u] ^ 480u) % 6u) == 0u)
                                        {
                                            uint _451 = t0.words[(_429 + 19u) & 63u] + (_429 << 2u);
                                            _18 = (_451 * 5u) + t0.words[(_451 + 61u) & 63u];
                                            _RESERVED_IDENTIFIER_FIXUP_18_loop_join = 38u;
                                        }
                                        else
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_18_loop_join = 38u;
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _18 = t0.words[(_429 + 18u) & 63u] + (_429 << 2u);
                                        _RESERVED_IDENTIFIER_FIXUP_18_loop_join = 38u;
                                        break;
                                    }
                                    default:
                                    {
                                        _18 = _429;
                                        _19 = _429;
                                        if ((t0.words[(_429 + 33u) & 63u] & 1u) == 0u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_18_loop_join = 38u;
                                        }
                                        else
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_18_loop_join = 40u;
                                        }
                                        break;
                                    }
                                }
                                switch (_RESERVED_IDENTIFIER_FIXUP_18_loop_join)
                                {
                                    case 38u:
                                    {
                                        _19 = t0.words[(_18 + 35u) & 63u] + _18;
                                        break;
                                    }
                                }
                            }
                            break;
                        }
                        default:
                        {
                            _19 = subgroupAdd(_419 & 255u) + _419;
                            break;
                        }
                    }
                    _558 = _19;
                    uint _559 = _405 + 1u;
                    _9 = _559;
                    _10 = _558;
                    if (_559 == 4u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _28 = _558;
                main_join = 64u;
                break;
            }
        }
    }
    else
    {
        uint _170 = t0.words[(gl_GlobalInvocationID.x + 44u) & 63u];
        uint _171 = _170 + (gl_GlobalInvocationID.x * 3u);
        _28 = _171;
        if (((_171 % 5u) | ((t0.words[(_171 + 60u) & 63u] ^ 144u) % 6u)) == 0u)
        {
            _28 = _171;
            if ((t0.words[(_171 + 33u) & 63u] & 1u) == 0u)
            {
                uint _23;
                switch (_171 & 3u)
                {
                    case 0u:
                    {
                        uint _234 = t0.words[(_171 + 57u) & 63u] + (_171 * 3u);
                        _23 = (_234 * 6u) + t0.words[(_234 + 46u) & 63u];
                        main_join = 57u;
                        break;
                    }
                    case 1u:
                    {
                        if (((t0.words[(_171 + 20u) & 63u] ^ 15u) % 5u) == 0u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _171;
                            main_join = 65u;
                        }
                        else
                        {
                            _23 = _171;
                            if ((t0.words[(_171 + 59u) & 63u] & 1u) == 0u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _171;
                                main_join = 65u;
                            }
                            else
                            {
                                main_join = 57u;
                            }
                        }
                        break;
                    }
                    case 2u:
                    {
                        uint _200 = t0.words[(_171 + 34u) & 63u] + (_171 * 7u);
                        _23 = _200 + subgroupAdd(_200 & 255u);
                        main_join = 57u;
                        break;
                    }
                    default:
                    {
                        uint _20 = 0u;
                        uint _21 = _171;
                        uint _280;
                        uint _22;
                        for (;;)
                        {
                            uint _242 = _20;
                            switch (_21 % 5u)
                            {
                                case 0u:
                                {
                                    uint _265 = t0.words[(_21 + 42u) & 63u] + (_21 << 3u);
                                    _22 = (_265 * 7u) + t0.words[(_265 + 58u) & 63u];
                                    break;
                                }
                                case 1u:
                                {
                                    uint _251 = t0.words[(_21 + 29u) & 63u] + (_21 << 3u);
                                    _22 = (_251 * 5u) + t0.words[(_251 + 28u) & 63u];
                                    break;
                                }
                                default:
                                {
                                    _22 = t0.words[(_21 + 26u) & 63u] + (_21 << 1u);
                                    break;
                                }
                            }
                            _280 = _22;
                            uint _281 = _242 + 1u;
                            _20 = _281;
                            _21 = _280;
                            if (_281 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _23 = _280;
                        main_join = 57u;
                        break;
                    }
                }
                switch (main_join)
                {
                    case 57u:
                    {
                        bool _26 = (_156 & 1u) == 0u;
                        uint _27 = 0u;
                        for (;;)
                        {
                            uint _288 = _27;
                            if (!_26)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_02_exit = 0u;
                                break;
                            }
                            uint _289 = _288 + 1u;
                            _26 = true;
                            _27 = _289;
                            if (_289 < 4u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_02_exit = 1u;
                                break;
                            }
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_02_exit)
                        {
                            case 0u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _23;
                                main_join = 65u;
                                break;
                            }
                            default:
                            {
                                _28 = _23;
                                main_join = 64u;
                                break;
                            }
                        }
                        break;
                    }
                }
            }
            else
            {
                main_join = 64u;
            }
        }
        else
        {
            main_join = 64u;
        }
    }
    switch (main_join)
    {
        case 64u:
        {
            u0.words[gl_GlobalInvocationID.x] = _28;
            break;
        }
    }
}

