#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _149;

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
    uint _RESERVED_IDENTIFIER_FIXUP_18_loop_join = 0u;
    uint _18;
    uint _19;
    uint _22;
    uint _23;
    uint _28;
    for (;;)
    {
        uint _141 = gl_GlobalInvocationID.x & 63u;
        uint _148 = t0.words[_141];
        if (((gl_GlobalInvocationID.x ^ 328u) % 5u) == 0u)
        {
            uint _285 = subgroupAdd(gl_GlobalInvocationID.x & 255u);
            uint _286 = _285 + gl_GlobalInvocationID.x;
            bool _68_ladder_break = false;
            switch (_286 & 3u)
            {
                case 0u:
                {
                    uint _6 = 0u;
                    uint _7 = _286;
                    uint _389;
                    for (;;)
                    {
                        uint _363 = _6;
                        uint _364 = _7;
                        uint _371 = t0.words[(_364 + 43u) & 63u] + (_364 * 3u);
                        uint _377 = (_371 * 7u) + t0.words[(_371 + 3u) & 63u];
                        uint _383 = _377 + t0.words[(_377 + 56u) & 63u];
                        _389 = (_383 << 1u) + t0.words[(_383 + 4u) & 63u];
                        uint _390 = _363 + 1u;
                        _6 = _390;
                        _7 = _389;
                        if (_390 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _28 = _389;
                    break;
                }
                case 1u:
                {
                    uint _8 = _286;
                    if (((_148 ^ 617u) % 5u) == 1u)
                    {
                        if (((t0.words[(_286 + 62u) & 63u] ^ 177u) % 6u) == 1u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _286;
                            _68_ladder_break = true;
                            break;
                        }
                        if (((_286 ^ 38u) % 3u) == 0u)
                        {
                            _8 = t0.words[(_286 + 17u) & 63u] + (_286 * 3u);
                        }
                        else
                        {
                            if (((_148 ^ 550u) % 5u) == 1u)
                            {
                                uint _335 = t0.words[(_286 + 16u) & 63u] + (_286 << 1u);
                                uint _340 = (_335 << 2u) + t0.words[_335 & 63u];
                                _8 = (_340 << 3u) + t0.words[(_340 + 40u) & 63u];
                            }
                            else
                            {
                                _8 = t0.words[(_286 + 49u) & 63u] + (_286 * 3u);
                            }
                        }
                    }
                    _28 = t0.words[(_8 + 2u) & 63u] + (_8 * 3u);
                    break;
                }
                case 2u:
                {
                    uint _294 = t0.words[(_286 + 46u) & 63u] + (_286 << 2u);
                    _28 = t0.words[(_294 + 19u) & 63u] + _294;
                    break;
                }
                default:
                {
                    uint _9 = 0u;
                    uint _10 = _286;
                    uint _545;
                    for (;;)
                    {
                        uint _392 = _9;
                        uint _399 = t0.words[(_10 + 49u) & 63u] + (_10 * 6u);
                        uint _406 = (_399 * 7u) + t0.words[(_399 + 41u) & 63u];
                        switch (_406 % 5u)
                        {
                            case 0u:
                            {
                                uint _11 = 0u;
                                uint _12 = _406;
                                uint _531;
                                uint _13;
                                uint _14;
                                uint _514;
                                for (;;)
                                {
                                    _514 = _11;
                                    _13 = 0u;
                                    _14 = subgroupAdd(_12 & 255u) + _12;
                                    for (;;)
                                    {
                                        uint _519 = _13;
                                        uint _525 = t0.words[(_14 + 2u) & 63u] + _14;
                                        _531 = (_525 << 2u) + t0.words[(_525 + 49u) & 63u];
                                        uint _532 = _519 + 1u;
                                        _13 = _532;
                                        _14 = _531;
                                        if (_532 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _534 = _514 + 1u;
                                    _11 = _534;
                                    _12 = _531;
                                    if (_534 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _19 = t0.words[(_531 + 49u) & 63u] + (_531 * 5u);
                                break;
                            }
                            case 1u:
                            {
                                uint _460 = _148 & 3u;
                                uint _17 = _406;
                                if (_460 == 2u)
                                {
                                    uint _467 = t0.words[(_406 + 60u) & 63u] + (_406 * 5u);
                                    uint _15 = 0u;
                                    uint _16 = (_467 * 5u) + t0.words[(_467 + 46u) & 63u];
                                    uint _481;
                                    for (;;)
                                    {
                                        uint _474 = _15;
                                        uint _475 = _16;
                                        _481 = t0.words[(_475 + 40u) & 63u] + (_475 << 1u);
                                        uint _482 = _474 + 1u;
                                        _15 = _482;
                                        _16 = _481;
                                        if (_482 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _17 = _481;
                                }
                                _19 = _17;
                                if (_460 == 1u)
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
                                            if (((_148 ^ 978u) % 3u) == 1u)
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
                                _19 = _406;
                                if ((_406 & 3u) == 2u)
                                {
                                    uint _416 = t0.words[(_406 + 54u) & 63u] + (_406 * 5u);
                                    switch (_416 % 5u)
                                    {
                                        case 0u:
                                        {
                                            _18 = _416;
                                            if (((t0.words[(_416 + 6u) & 63u] ^ 480u) % 6u) == 0u)
                                            {
                                                uint _438 = t0.words[(_416 + 19u) & 63u] + (_416 << 2u);
                                                _18 = (_438 * 5u) + t0.words[(_438 + 61u) & 63u];
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
                                            _18 = t0.words[(_416 + 18u) & 63u] + (_416 << 2u);
                                            _RESERVED_IDENTIFIER_FIXUP_18_loop_join = 38u;
                                            break;
                                        }
                                        default:
                                        {
                                            _18 = _416;
                                            _19 = _416;
                                            if ((t0.words[(_416 + 33u) & 63u] & 1u) == 0u)
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
                                _19 = subgroupAdd(_406 & 255u) + _406;
                                break;
                            }
                        }
                        _545 = _19;
                        uint _546 = _392 + 1u;
                        _9 = _546;
                        _10 = _545;
                        if (_546 == 4u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _28 = _545;
                    break;
                }
            }
            if (_68_ladder_break)
            {
                break;
            }
        }
        else
        {
            uint _162 = t0.words[(gl_GlobalInvocationID.x + 44u) & 63u];
            uint _163 = _162 + (gl_GlobalInvocationID.x * 3u);
            _28 = _163;
            if (((_163 % 5u) | ((t0.words[(_163 + 60u) & 63u] ^ 144u) % 6u)) == 0u)
            {
                _28 = _163;
                if ((t0.words[(_163 + 33u) & 63u] & 1u) == 0u)
                {
                    bool _38_ladder_break = false;
                    switch (_163 & 3u)
                    {
                        case 0u:
                        {
                            uint _224 = t0.words[(_163 + 57u) & 63u] + (_163 * 3u);
                            _23 = (_224 * 6u) + t0.words[(_224 + 46u) & 63u];
                            break;
                        }
                        case 1u:
                        {
                            if (((t0.words[(_163 + 20u) & 63u] ^ 15u) % 5u) == 0u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _163;
                                _38_ladder_break = true;
                                break;
                            }
                            _23 = _163;
                            if ((t0.words[(_163 + 59u) & 63u] & 1u) == 0u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _163;
                                _38_ladder_break = true;
                                break;
                            }
                            break;
                        }
                        case 2u:
                        {
                            uint _191 = t0.words[(_163 + 34u) & 63u] + (_163 * 7u);
                            _23 = _191 + subgroupAdd(_191 & 255u);
                            break;
                        }
                        default:
                        {
                            uint _20 = 0u;
                            uint _21 = _163;
                            uint _270;
                            for (;;)
                            {
                                uint _232 = _20;
                                switch (_21 % 5u)
                                {
                                    case 0u:
                                    {
                                        uint _255 = t0.words[(_21 + 42u) & 63u] + (_21 << 3u);
                                        _22 = (_255 * 7u) + t0.words[(_255 + 58u) & 63u];
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _241 = t0.words[(_21 + 29u) & 63u] + (_21 << 3u);
                                        _22 = (_241 * 5u) + t0.words[(_241 + 28u) & 63u];
                                        break;
                                    }
                                    default:
                                    {
                                        _22 = t0.words[(_21 + 26u) & 63u] + (_21 << 1u);
                                        break;
                                    }
                                }
                                _270 = _22;
                                uint _271 = _232 + 1u;
                                _20 = _271;
                                _21 = _270;
                                if (_271 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _23 = _270;
                            break;
                        }
                    }
                    if (_38_ladder_break)
                    {
                        break;
                    }
                    bool _26 = (_148 & 1u) == 0u;
                    uint _27 = 0u;
                    for (;;)
                    {
                        uint _277 = _27;
                        if (!_26)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_02_exit = 0u;
                            break;
                        }
                        uint _278 = _277 + 1u;
                        _26 = true;
                        _27 = _278;
                        if (_278 < 4u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_02_exit = 1u;
                            break;
                        }
                    }
                    bool _61_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_02_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _23;
                            _61_ladder_break = true;
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    if (_61_ladder_break)
                    {
                        break;
                    }
                    _28 = _23;
                }
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _28;
        break;
    }
}

