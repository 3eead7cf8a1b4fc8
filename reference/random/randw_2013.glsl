#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _169;

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
    uint _RESERVED_IDENTIFIER_FIXUP_67_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_11_exit = 0u;
    uint main_join = 0u;
    uint _161 = gl_GlobalInvocationID.x & 63u;
    uint _168 = t0.words[_161];
    uint _29 = gl_GlobalInvocationID.x;
    if ((_168 & 1u) == 0u)
    {
        _29 = gl_GlobalInvocationID.x;
        switch (gl_GlobalInvocationID.x & 3u)
        {
            case 0u:
            {
                uint _14;
                if (((t0.words[(gl_GlobalInvocationID.x + 38u) & 63u] ^ 252u) % 5u) == 0u)
                {
                    uint _624 = t0.words[(gl_GlobalInvocationID.x + 10u) & 63u];
                    uint _625 = _624 + (gl_GlobalInvocationID.x * 6u);
                    if (((_625 ^ 319u) % 3u) == 0u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _625;
                        main_join = 75u;
                    }
                    else
                    {
                        _14 = t0.words[(_625 + 58u) & 63u] + (_625 * 6u);
                        main_join = 28u;
                    }
                }
                else
                {
                    uint _470 = t0.words[(gl_GlobalInvocationID.x + 6u) & 63u];
                    uint _471 = _470 + (gl_GlobalInvocationID.x * 7u);
                    uint _13;
                    if (((_471 ^ 559u) % 6u) == 1u)
                    {
                        _13 = _471;
                        if (((_168 ^ 589u) % 6u) == 1u)
                        {
                            _13 = t0.words[(_471 + 8u) & 63u] + (_471 << 3u);
                            main_join = 27u;
                        }
                        else
                        {
                            main_join = 27u;
                        }
                    }
                    else
                    {
                        if ((_471 & 3u) == 1u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _471;
                            main_join = 75u;
                        }
                        else
                        {
                            uint _8 = 0u;
                            uint _9 = t0.words[(_471 + 36u) & 63u] + _471;
                            uint _596;
                            uint _10;
                            for (;;)
                            {
                                uint _483 = _8;
                                uint _490 = t0.words[(_9 + 41u) & 63u] + (_9 << 2u);
                                if ((_490 & 3u) == 0u)
                                {
                                    if (((t0.words[(_490 + 39u) & 63u] ^ 689u) % 5u) == 1u)
                                    {
                                        uint _543 = t0.words[(_490 + 53u) & 63u] + (_490 << 3u);
                                        _10 = (_543 << 3u) + t0.words[(_543 + 46u) & 63u];
                                    }
                                    else
                                    {
                                        uint _530 = t0.words[(_490 + 24u) & 63u] + (_490 * 5u);
                                        _10 = (_530 << 2u) + t0.words[(_530 + 24u) & 63u];
                                    }
                                }
                                else
                                {
                                    _10 = _490;
                                    if ((_168 & 3u) == 3u)
                                    {
                                        uint _501 = t0.words[(_490 + 26u) & 63u] + (_490 << 1u);
                                        uint _508 = (_501 * 5u) + t0.words[(_501 + 24u) & 63u];
                                        _10 = (_508 << 1u) + t0.words[(_508 + 31u) & 63u];
                                    }
                                }
                                uint _11 = _10;
                                if (((t0.words[(_10 + 59u) & 63u] ^ 190u) % 3u) == 0u)
                                {
                                    uint _564 = t0.words[(_10 + 17u) & 63u] + (_10 * 6u);
                                    _11 = (_564 * 6u) + t0.words[(_564 + 24u) & 63u];
                                }
                                uint _12 = _11;
                                if (((_11 ^ 763u) % 3u) == 1u)
                                {
                                    switch (_11 % 5u)
                                    {
                                        case 0u:
                                        {
                                            _12 = t0.words[(_11 + 36u) & 63u] + (_11 * 5u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _12 = t0.words[(_11 + 18u) & 63u] + (_11 * 7u);
                                            break;
                                        }
                                        default:
                                        {
                                            _12 = t0.words[(_11 + 13u) & 63u] + _11;
                                            break;
                                        }
                                    }
                                }
                                _596 = _12;
                                uint _597 = _483 + 1u;
                                _8 = _597;
                                _9 = _596;
                                if (_597 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _13 = _596;
                            main_join = 27u;
                        }
                    }
                    switch (main_join)
                    {
                        case 27u:
                        {
                            _14 = t0.words[(_13 + 56u) & 63u] + (_13 * 5u);
                            main_join = 28u;
                            break;
                        }
                    }
                }
                switch (main_join)
                {
                    case 28u:
                    {
                        _29 = _14;
                        if (((t0.words[(_14 + 24u) & 63u] ^ 950u) % 6u) == 0u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _14;
                            main_join = 75u;
                        }
                        else
                        {
                            main_join = 74u;
                        }
                        break;
                    }
                }
                break;
            }
            case 1u:
            {
                uint _177 = gl_GlobalInvocationID.x % 3u;
                if (_177 == 0u)
                {
                    uint _15 = 0u;
                    uint _16 = gl_GlobalInvocationID.x;
                    uint _6;
                    uint _7;
                    uint _20;
                    uint _23;
                    uint _24;
                    for (;;)
                    {
                        uint _270 = _15;
                        if ((t0.words[(_16 + 28u) & 63u] & 3u) == 3u)
                        {
                            switch (_16 % 5u)
                            {
                                case 0u:
                                {
                                    _23 = subgroupAdd(_16 & 255u) + _16;
                                    break;
                                }
                                case 1u:
                                {
                                    _23 = t0.words[(_16 + 61u) & 63u] + (_16 * 7u);
                                    break;
                                }
                                default:
                                {
                                    _23 = t0.words[(_16 + 59u) & 63u] + (_16 * 3u);
                                    break;
                                }
                            }
                        }
                        else
                        {
                            uint _17 = _16;
                            if ((t0.words[(_16 + 42u) & 63u] & 1u) == 0u)
                            {
                                uint _291 = t0.words[(_16 + 1u) & 63u] + (_16 * 6u);
                                _6 = _291;
                                _17 = _291;
                                if ((_291 & 1u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_11_exit = 0u;
                                    break;
                                }
                            }
                            uint _18 = 0u;
                            uint _19 = _17;
                            uint _354;
                            for (;;)
                            {
                                uint _295 = _18;
                                uint _302 = t0.words[(_19 + 21u) & 63u] + (_19 * 3u);
                                uint _309 = (_302 * 7u) + t0.words[(_302 + 17u) & 63u];
                                if ((_309 % 5u) == 0u)
                                {
                                    uint _324 = t0.words[(_309 + 12u) & 63u] + (_309 << 1u);
                                    _20 = (_324 * 5u) + t0.words[(_324 + 10u) & 63u];
                                }
                                else
                                {
                                    _20 = t0.words[(_309 + 37u) & 63u] + (_309 * 3u);
                                }
                                uint _21 = 0u;
                                uint _22 = _20;
                                for (;;)
                                {
                                    uint _333 = _21;
                                    uint _340 = t0.words[(_22 + 5u) & 63u] + (_22 * 7u);
                                    uint _347 = (_340 * 7u) + t0.words[(_340 + 8u) & 63u];
                                    _354 = (_347 << 3u) + t0.words[(_347 + 56u) & 63u];
                                    uint _355 = _333 + 1u;
                                    _21 = _355;
                                    _22 = _354;
                                    if (_355 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _357 = _295 + 1u;
                                _18 = _357;
                                _19 = _354;
                                if (_357 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _23 = subgroupAdd(_354 & 255u) + _354;
                        }
                        uint _26 = _23;
                        if (((_23 ^ 429u) % 6u) == 0u)
                        {
                            uint _25 = _23;
                            if (((_23 ^ 381u) % 3u) == 1u)
                            {
                                if (((_23 ^ 773u) % 5u) == 0u)
                                {
                                    _24 = t0.words[(_23 + 45u) & 63u] + (_23 * 6u);
                                }
                                else
                                {
                                    uint _398 = t0.words[(_23 + 28u) & 63u] + (_23 << 2u);
                                    _24 = (_398 * 5u) + t0.words[(_398 + 29u) & 63u];
                                }
                                _25 = _24;
                                if (((t0.words[(_24 + 54u) & 63u] ^ 411u) % 6u) == 1u)
                                {
                                    uint _429 = t0.words[(_24 + 60u) & 63u] + (_24 << 3u);
                                    uint _435 = (_429 << 3u) + t0.words[(_429 + 50u) & 63u];
                                    _25 = (_435 << 3u) + t0.words[(_435 + 60u) & 63u];
                                }
                            }
                            _26 = t0.words[(_25 + 49u) & 63u] + (_25 * 5u);
                        }
                        _7 = _26;
                        uint _451 = _270 + 1u;
                        _15 = _451;
                        _16 = _26;
                        if (_451 < 2u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_11_exit = 1u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_11_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _6;
                            main_join = 75u;
                            break;
                        }
                        default:
                        {
                            _29 = _7;
                            main_join = 74u;
                            break;
                        }
                    }
                }
                else
                {
                    _29 = gl_GlobalInvocationID.x;
                    if (((gl_GlobalInvocationID.x ^ 714u) % 5u) == 1u)
                    {
                        uint _27;
                        switch (gl_GlobalInvocationID.x % 5u)
                        {
                            case 0u:
                            {
                                _27 = subgroupAdd(gl_GlobalInvocationID.x & 255u) + gl_GlobalInvocationID.x;
                                break;
                            }
                            case 1u:
                            {
                                _27 = t0.words[(gl_GlobalInvocationID.x + 12u) & 63u] + (gl_GlobalInvocationID.x << 1u);
                                break;
                            }
                            default:
                            {
                                if (_177 == 1u)
                                {
                                    if (((_168 ^ 483u) % 6u) == 1u)
                                    {
                                        uint _231 = t0.words[(gl_GlobalInvocationID.x + 46u) & 63u] + (gl_GlobalInvocationID.x << 3u);
                                        _27 = (_231 * 7u) + t0.words[(_231 + 35u) & 63u];
                                    }
                                    else
                                    {
                                        uint _217 = t0.words[(gl_GlobalInvocationID.x + 36u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                                        _27 = (_217 * 3u) + t0.words[(_217 + 50u) & 63u];
                                    }
                                }
                                else
                                {
                                    _27 = t0.words[(gl_GlobalInvocationID.x + 41u) & 63u] + (gl_GlobalInvocationID.x << 2u);
                                }
                                break;
                            }
                        }
                        _29 = _27;
                        switch (_27 & 3u)
                        {
                            case 0u:
                            {
                                uint _251 = t0.words[(_27 + 3u) & 63u];
                                uint _252 = _251 + (_27 * 6u);
                                uint _28 = 0u;
                                for (;;)
                                {
                                    uint _253 = _28;
                                    if (!((t0.words[(_252 + 21u) & 63u] & 1u) == 0u))
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_67_exit = 0u;
                                        break;
                                    }
                                    uint _261 = _253 + 1u;
                                    _28 = _261;
                                    if (_261 < 2u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_67_exit = 1u;
                                        break;
                                    }
                                }
                                switch (_RESERVED_IDENTIFIER_FIXUP_67_exit)
                                {
                                    case 0u:
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _252;
                                        main_join = 75u;
                                        break;
                                    }
                                    default:
                                    {
                                        _29 = _252;
                                        main_join = 74u;
                                        break;
                                    }
                                }
                                break;
                            }
                            case 1u:
                            {
                                _29 = t0.words[(_27 + 36u) & 63u] + (_27 << 1u);
                                main_join = 74u;
                                break;
                            }
                            default:
                            {
                                main_join = 74u;
                                break;
                            }
                        }
                    }
                    else
                    {
                        main_join = 74u;
                    }
                }
                break;
            }
            default:
            {
                main_join = 74u;
                break;
            }
        }
    }
    else
    {
        main_join = 74u;
    }
    switch (main_join)
    {
        case 74u:
        {
            u0.words[gl_GlobalInvocationID.x] = _29;
            break;
        }
    }
}

