#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _172;

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
    uint _164 = gl_GlobalInvocationID.x & 63u;
    uint _171 = t0.words[_164];
    uint _29 = gl_GlobalInvocationID.x;
    if ((_171 & 1u) == 0u)
    {
        _29 = gl_GlobalInvocationID.x;
        switch (gl_GlobalInvocationID.x & 3u)
        {
            case 0u:
            {
                uint _14;
                if (((t0.words[(gl_GlobalInvocationID.x + 38u) & 63u] ^ 252u) % 5u) == 0u)
                {
                    uint _627 = t0.words[(gl_GlobalInvocationID.x + 10u) & 63u];
                    uint _628 = _627 + (gl_GlobalInvocationID.x * 6u);
                    if (((_628 ^ 319u) % 3u) == 0u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _628;
                        main_join = 75u;
                    }
                    else
                    {
                        _14 = t0.words[(_628 + 58u) & 63u] + (_628 * 6u);
                        main_join = 28u;
                    }
                }
                else
                {
                    uint _473 = t0.words[(gl_GlobalInvocationID.x + 6u) & 63u];
                    uint _474 = _473 + (gl_GlobalInvocationID.x * 7u);
                    uint _13;
                    if (((_474 ^ 559u) % 6u) == 1u)
                    {
                        _13 = _474;
                        if (((_171 ^ 589u) % 6u) == 1u)
                        {
                            _13 = t0.words[(_474 + 8u) & 63u] + (_474 << 3u);
                            main_join = 27u;
                        }
                        else
                        {
                            main_join = 27u;
                        }
                    }
                    else
                    {
                        if ((_474 & 3u) == 1u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _474;
                            main_join = 75u;
                        }
                        else
                        {
                            uint _8 = 0u;
                            uint _9 = t0.words[(_474 + 36u) & 63u] + _474;
                            uint _599;
                            uint _10;
                            for (;;)
                            {
                                uint _486 = _8;
                                uint _493 = t0.words[(_9 + 41u) & 63u] + (_9 << 2u);
                                if ((_493 & 3u) == 0u)
                                {
                                    if (((t0.words[(_493 + 39u) & 63u] ^ 689u) % 5u) == 1u)
                                    {
                                        uint _546 = t0.words[(_493 + 53u) & 63u] + (_493 << 3u);
                                        _10 = (_546 << 3u) + t0.words[(_546 + 46u) & 63u];
                                    }
                                    else
                                    {
                                        uint _533 = t0.words[(_493 + 24u) & 63u] + (_493 * 5u);
                                        _10 = (_533 << 2u) + t0.words[(_533 + 24u) & 63u];
                                    }
                                }
                                else
                                {
                                    _10 = _493;
                                    if ((_171 & 3u) == 3u)
                                    {
                                        uint _504 = t0.words[(_493 + 26u) & 63u] + (_493 << 1u);
                                        uint _511 = (_504 * 5u) + t0.words[(_504 + 24u) & 63u];
                                        _10 = (_511 << 1u) + t0.words[(_511 + 31u) & 63u];
                                    }
                                }
                                uint _11 = _10;
                                if (((t0.words[(_10 + 59u) & 63u] ^ 190u) % 3u) == 0u)
                                {
                                    uint _567 = t0.words[(_10 + 17u) & 63u] + (_10 * 6u);
                                    _11 = (_567 * 6u) + t0.words[(_567 + 24u) & 63u];
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
                                _599 = _12;
                                uint _600 = _486 + 1u;
                                _8 = _600;
                                _9 = _599;
                                if (_600 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _13 = _599;
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
                        default:
                        {
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
                    default:
                    {
                        break;
                    }
                }
                break;
            }
            case 1u:
            {
                uint _180 = gl_GlobalInvocationID.x % 3u;
                if (_180 == 0u)
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
                        uint _273 = _15;
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
                                uint _294 = t0.words[(_16 + 1u) & 63u] + (_16 * 6u);
                                _6 = _294;
                                _17 = _294;
                                if ((_294 & 1u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_11_exit = 0u;
                                    break;
                                }
                            }
                            uint _18 = 0u;
                            uint _19 = _17;
                            uint _357;
                            for (;;)
                            {
                                uint _298 = _18;
                                uint _305 = t0.words[(_19 + 21u) & 63u] + (_19 * 3u);
                                uint _312 = (_305 * 7u) + t0.words[(_305 + 17u) & 63u];
                                if ((_312 % 5u) == 0u)
                                {
                                    uint _327 = t0.words[(_312 + 12u) & 63u] + (_312 << 1u);
                                    _20 = (_327 * 5u) + t0.words[(_327 + 10u) & 63u];
                                }
                                else
                                {
                                    _20 = t0.words[(_312 + 37u) & 63u] + (_312 * 3u);
                                }
                                uint _21 = 0u;
                                uint _22 = _20;
                                for (;;)
                                {
                                    uint _336 = _21;
                                    uint _343 = t0.words[(_22 + 5u) & 63u] + (_22 * 7u);
                                    uint _350 = (_343 * 7u) + t0.words[(_343 + 8u) & 63u];
                                    _357 = (_350 << 3u) + t0.words[(_350 + 56u) & 63u];
                                    uint _358 = _336 + 1u;
                                    _21 = _358;
                                    _22 = _357;
                                    if (_358 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _360 = _298 + 1u;
                                _18 = _360;
                                _19 = _357;
                                if (_360 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _23 = subgroupAdd(_357 & 255u) + _357;
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
                                    uint _401 = t0.words[(_23 + 28u) & 63u] + (_23 << 2u);
                                    _24 = (_401 * 5u) + t0.words[(_401 + 29u) & 63u];
                                }
                                _25 = _24;
                                if (((t0.words[(_24 + 54u) & 63u] ^ 411u) % 6u) == 1u)
                                {
                                    uint _432 = t0.words[(_24 + 60u) & 63u] + (_24 << 3u);
                                    uint _438 = (_432 << 3u) + t0.words[(_432 + 50u) & 63u];
                                    _25 = (_438 << 3u) + t0.words[(_438 + 60u) & 63u];
                                }
                            }
                            _26 = t0.words[(_25 + 49u) & 63u] + (_25 * 5u);
                        }
                        _7 = _26;
                        uint _454 = _273 + 1u;
                        _15 = _454;
                        _16 = _26;
                        if (_454 < 2u)
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
                                if (_180 == 1u)
                                {
                                    if (((_171 ^ 483u) % 6u) == 1u)
                                    {
                                        uint _234 = t0.words[(gl_GlobalInvocationID.x + 46u) & 63u] + (gl_GlobalInvocationID.x << 3u);
                                        _27 = (_234 * 7u) + t0.words[(_234 + 35u) & 63u];
                                    }
                                    else
                                    {
                                        uint _220 = t0.words[(gl_GlobalInvocationID.x + 36u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                                        _27 = (_220 * 3u) + t0.words[(_220 + 50u) & 63u];
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
                                uint _254 = t0.words[(_27 + 3u) & 63u];
                                uint _255 = _254 + (_27 * 6u);
                                uint _28 = 0u;
                                for (;;)
                                {
                                    uint _256 = _28;
                                    if (!((t0.words[(_255 + 21u) & 63u] & 1u) == 0u))
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_67_exit = 0u;
                                        break;
                                    }
                                    uint _264 = _256 + 1u;
                                    _28 = _264;
                                    if (_264 < 2u)
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
                                        u0.words[gl_GlobalInvocationID.x] = _255;
                                        main_join = 75u;
                                        break;
                                    }
                                    default:
                                    {
                                        _29 = _255;
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
        default:
        {
            break;
        }
    }
}

