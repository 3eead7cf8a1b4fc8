#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _161;

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
    uint _153 = gl_GlobalInvocationID.x & 63u;
    uint _160 = t0.words[_153];
    uint _28;
    if (((gl_GlobalInvocationID.x ^ 328u) % 5u) == 0u)
    {
        uint _300 = subgroupAdd(gl_GlobalInvocationID.x & 255u);
        uint _301 = _300 + gl_GlobalInvocationID.x;
        switch (_301 & 3u)
        {
            case 0u:
            {
                uint _6 = 0u;
                uint _7 = _301;
                uint _406;
                for (;;)
                {
                    uint _380 = _6;
                    uint _381 = _7;
                    uint _388 = t0.words[(_381 + 43u) & 63u] + (_381 * 3u);
                    uint _394 = (_388 * 7u) + t0.words[(_388 + 3u) & 63u];
                    uint _400 = _394 + t0.words[(_394 + 56u) & 63u];
                    _406 = (_400 << 1u) + t0.words[(_400 + 4u) & 63u];
                    uint _407 = _380 + 1u;
                    _6 = _407;
                    _7 = _406;
                    if (_407 == 3u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _28 = _406;
                main_join = 64u;
                break;
            }
            case 1u:
            {
                uint _8 = _301;
                if (((_160 ^ 617u) % 5u) == 1u)
                {
                    if (((t0.words[(_301 + 62u) & 63u] ^ 177u) % 6u) == 1u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _301;
                        main_join = 65u;
                    }
                    else
                    {
                        if (((_301 ^ 38u) % 3u) == 0u)
                        {
                            _8 = t0.words[(_301 + 17u) & 63u] + (_301 * 3u);
                            main_join = 13u;
                        }
                        else
                        {
                            if (((_160 ^ 550u) % 5u) == 1u)
                            {
                                uint _351 = t0.words[(_301 + 16u) & 63u] + (_301 << 1u);
                                uint _356 = (_351 << 2u) + t0.words[_351 & 63u];
                                _8 = (_356 << 3u) + t0.words[(_356 + 40u) & 63u];
                                main_join = 13u;
                            }
                            else
                            {
                                _8 = t0.words[(_301 + 49u) & 63u] + (_301 * 3u);
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
                    default:
                    {
                        break;
                    }
                }
                break;
            }
            case 2u:
            {
                uint _309 = t0.words[(_301 + 46u) & 63u] + (_301 << 2u);
                _28 = t0.words[(_309 + 19u) & 63u] + _309;
                main_join = 64u;
                break;
            }
            default:
            {
                uint _9 = 0u;
                uint _10 = _301;
                uint _562;
                uint _18;
                uint _19;
                for (;;)
                {
                    uint _409 = _9;
                    uint _416 = t0.words[(_10 + 49u) & 63u] + (_10 * 6u);
                    uint _423 = (_416 * 7u) + t0.words[(_416 + 41u) & 63u];
                    switch (_423 % 5u)
                    {
                        case 0u:
                        {
                            uint _11 = 0u;
                            uint _12 = _423;
                            uint _548;
                            uint _13;
                            uint _14;
                            uint _531;
                            for (;;)
                            {
                                _531 = _11;
                                _13 = 0u;
                                _14 = subgroupAdd(_12 & 255u) + _12;
                                for (;;)
                                {
                                    uint _536 = _13;
                                    uint _542 = t0.words[(_14 + 2u) & 63u] + _14;
                                    _548 = (_542 << 2u) + t0.words[(_542 + 49u) & 63u];
                                    uint _549 = _536 + 1u;
                                    _13 = _549;
                                    _14 = _548;
                                    if (_549 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _551 = _531 + 1u;
                                _11 = _551;
                                _12 = _548;
                                if (_551 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _19 = t0.words[(_548 + 49u) & 63u] + (_548 * 5u);
                            break;
                        }
                        case 1u:
                        {
                            uint _477 = _160 & 3u;
                            uint _17 = _423;
                            if (_477 == 2u)
                            {
                                uint _484 = t0.words[(_423 + 60u) & 63u] + (_423 * 5u);
                                uint _15 = 0u;
                                uint _16 = (_484 * 5u) + t0.words[(_484 + 46u) & 63u];
                                uint _498;
                                for (;;)
                                {
                                    uint _491 = _15;
                                    uint _492 = _16;
                                    _498 = t0.words[(_492 + 40u) & 63u] + (_492 << 1u);
                                    uint _499 = _491 + 1u;
                                    _15 = _499;
                                    _16 = _498;
                                    if (_499 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _17 = _498;
                            }
                            _19 = _17;
                            if (_477 == 1u)
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
                                        if (((_160 ^ 978u) % 3u) == 1u)
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
                            _19 = _423;
                            if ((_423 & 3u) == 2u)
                            {
                                uint _433 = t0.words[(_423 + 54u) & 63u] + (_423 * 5u);
                                switch (_433 % 5u)
                                {
                                    case 0u:
                                    {
                                        _18 = _433;
                                        if (((t0.words[(_433 + 6u) & 63u] ^ 480u) % 6u) == 0u)
                                        {
                                            uint _455 = t0.words[(_433 + 19u) & 63u] + (_433 << 2u);
                                            _18 = (_455 * 5u) + t0.words[(_455 + 61u) & 63u];
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
                                        _18 = t0.words[(_433 + 18u) & 63u] + (_433 << 2u);
                                        _RESERVED_IDENTIFIER_FIXUP_18_loop_join = 38u;
                                        break;
                                    }
                                    default:
                                    {
                                        _18 = _433;
                                        _19 = _433;
                                        if ((t0.words[(_433 + 33u) & 63u] & 1u) == 0u)
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
                            _19 = subgroupAdd(_423 & 255u) + _423;
                            break;
                        }
                    }
                    _562 = _19;
                    uint _563 = _409 + 1u;
                    _9 = _563;
                    _10 = _562;
                    if (_563 == 4u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _28 = _562;
                main_join = 64u;
                break;
            }
        }
    }
    else
    {
        uint _174 = t0.words[(gl_GlobalInvocationID.x + 44u) & 63u];
        uint _175 = _174 + (gl_GlobalInvocationID.x * 3u);
        _28 = _175;
        if (((_175 % 5u) | ((t0.words[(_175 + 60u) & 63u] ^ 144u) % 6u)) == 0u)
        {
            _28 = _175;
            if ((t0.words[(_175 + 33u) & 63u] & 1u) == 0u)
            {
                uint _23;
                switch (_175 & 3u)
                {
                    case 0u:
                    {
                        uint _238 = t0.words[(_175 + 57u) & 63u] + (_175 * 3u);
                        _23 = (_238 * 6u) + t0.words[(_238 + 46u) & 63u];
                        main_join = 57u;
                        break;
                    }
                    case 1u:
                    {
                        if (((t0.words[(_175 + 20u) & 63u] ^ 15u) % 5u) == 0u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _175;
                            main_join = 65u;
                        }
                        else
                        {
                            _23 = _175;
                            if ((t0.words[(_175 + 59u) & 63u] & 1u) == 0u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _175;
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
                        uint _204 = t0.words[(_175 + 34u) & 63u] + (_175 * 7u);
                        _23 = _204 + subgroupAdd(_204 & 255u);
                        main_join = 57u;
                        break;
                    }
                    default:
                    {
                        uint _20 = 0u;
                        uint _21 = _175;
                        uint _284;
                        uint _22;
                        for (;;)
                        {
                            uint _246 = _20;
                            switch (_21 % 5u)
                            {
                                case 0u:
                                {
                                    uint _269 = t0.words[(_21 + 42u) & 63u] + (_21 << 3u);
                                    _22 = (_269 * 7u) + t0.words[(_269 + 58u) & 63u];
                                    break;
                                }
                                case 1u:
                                {
                                    uint _255 = t0.words[(_21 + 29u) & 63u] + (_21 << 3u);
                                    _22 = (_255 * 5u) + t0.words[(_255 + 28u) & 63u];
                                    break;
                                }
                                default:
                                {
                                    _22 = t0.words[(_21 + 26u) & 63u] + (_21 << 1u);
                                    break;
                                }
                            }
                            _284 = _22;
                            uint _285 = _246 + 1u;
                            _20 = _285;
                            _21 = _284;
                            if (_285 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _23 = _284;
                        main_join = 57u;
                        break;
                    }
                }
                switch (main_join)
                {
                    case 57u:
                    {
                        bool _26 = (_160 & 1u) == 0u;
                        uint _27 = 0u;
                        for (;;)
                        {
                            uint _292 = _27;
                            if (!_26)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_02_exit = 0u;
                                break;
                            }
                            uint _293 = _292 + 1u;
                            _26 = true;
                            _27 = _293;
                            if (_293 < 4u)
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
                    default:
                    {
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
        default:
        {
            break;
        }
    }
}

