#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _194;

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
    uint _RESERVED_IDENTIFIER_FIXUP_81_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_16_exit = 0u;
    uint _6;
    uint _7;
    uint _8;
    uint _9;
    uint _12;
    uint _13;
    uint _14;
    uint _17;
    uint _18;
    uint _24;
    uint _28;
    uint _37;
    for (;;)
    {
        uint _186 = gl_GlobalInvocationID.x & 63u;
        uint _193 = t0.words[_186];
        if ((gl_GlobalInvocationID.x % 5u) == 0u)
        {
            bool _83_ladder_break = false;
            switch (gl_GlobalInvocationID.x % 3u)
            {
                case 0u:
                {
                    uint _359 = t0.words[(gl_GlobalInvocationID.x + 37u) & 63u] + (gl_GlobalInvocationID.x << 1u);
                    _28 = (_359 << 3u) + t0.words[(_359 + 50u) & 63u];
                    break;
                }
                case 1u:
                {
                    if ((gl_GlobalInvocationID.x & 3u) == 3u)
                    {
                        uint _334 = t0.words[(gl_GlobalInvocationID.x + 30u) & 63u] + gl_GlobalInvocationID.x;
                        uint _10 = 0u;
                        uint _11 = (_334 * 7u) + t0.words[(_334 + 15u) & 63u];
                        uint _350;
                        for (;;)
                        {
                            uint _342 = _10;
                            uint _343 = _11;
                            _350 = t0.words[(_343 + 47u) & 63u] + (_343 * 3u);
                            uint _351 = _342 + 1u;
                            _10 = _351;
                            _11 = _350;
                            if (_351 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _28 = _350;
                    }
                    else
                    {
                        if ((gl_GlobalInvocationID.x & 1u) == 0u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
                            _83_ladder_break = true;
                            break;
                        }
                        if (((t0.words[(gl_GlobalInvocationID.x + 3u) & 63u] ^ 692u) % 3u) == 1u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
                            _83_ladder_break = true;
                            break;
                        }
                        _28 = t0.words[(gl_GlobalInvocationID.x + 14u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                    }
                    break;
                }
                default:
                {
                    if (((t0.words[(gl_GlobalInvocationID.x + 24u) & 63u] ^ 518u) % 5u) == 0u)
                    {
                        if (((t0.words[(gl_GlobalInvocationID.x + 49u) & 63u] ^ 250u) % 3u) == 1u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
                            _83_ladder_break = true;
                            break;
                        }
                        if (((gl_GlobalInvocationID.x ^ 281u) % 3u) == 1u)
                        {
                            uint _650 = gl_GlobalInvocationID.x & 3u;
                            if (_650 == 0u)
                            {
                                _13 = t0.words[(gl_GlobalInvocationID.x + 20u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                            }
                            else
                            {
                                switch (_650)
                                {
                                    case 2u:
                                    {
                                        _12 = t0.words[(gl_GlobalInvocationID.x + 56u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _658 = t0.words[(gl_GlobalInvocationID.x + 32u) & 63u] + (gl_GlobalInvocationID.x * 6u);
                                        _12 = (_658 * 3u) + t0.words[(_658 + 36u) & 63u];
                                        break;
                                    }
                                    default:
                                    {
                                        _12 = t0.words[(gl_GlobalInvocationID.x + 55u) & 63u] + gl_GlobalInvocationID.x;
                                        break;
                                    }
                                }
                                _13 = subgroupAdd(_12 & 255u) + _12;
                            }
                            switch (_13 % 5u)
                            {
                                case 0u:
                                {
                                    _18 = t0.words[(_13 + 20u) & 63u] + (_13 << 1u);
                                    break;
                                }
                                case 1u:
                                {
                                    uint _692 = subgroupAdd(_13 & 255u);
                                    uint _693 = _692 + _13;
                                    switch (_693 % 5u)
                                    {
                                        case 0u:
                                        {
                                            _18 = t0.words[(_693 + 59u) & 63u] + (_693 * 6u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _708 = t0.words[(_693 + 28u) & 63u] + (_693 * 5u);
                                            _18 = (_708 << 2u) + t0.words[(_708 + 63u) & 63u];
                                            break;
                                        }
                                        case 2u:
                                        {
                                            _18 = t0.words[(_693 + 62u) & 63u] + (_693 * 6u);
                                            break;
                                        }
                                        default:
                                        {
                                            _18 = t0.words[(_693 + 49u) & 63u] + (_693 * 6u);
                                            break;
                                        }
                                    }
                                    break;
                                }
                                default:
                                {
                                    _18 = t0.words[(_13 + 51u) & 63u] + (_13 * 6u);
                                    break;
                                }
                            }
                        }
                        else
                        {
                            uint _550 = t0.words[(gl_GlobalInvocationID.x + 22u) & 63u] + (gl_GlobalInvocationID.x << 3u);
                            bool _561 = (_550 % 3u) == 0u;
                            if (((t0.words[(_550 + 9u) & 63u] ^ 762u) % 6u) == 1u)
                            {
                                if (_561)
                                {
                                    _17 = t0.words[(_550 + 16u) & 63u] + (_550 * 7u);
                                }
                                else
                                {
                                    _17 = t0.words[(_550 + 42u) & 63u] + _550;
                                }
                            }
                            else
                            {
                                if (_561)
                                {
                                    uint _573 = t0.words[(_550 + 2u) & 63u] + (_550 << 2u);
                                    _14 = t0.words[(_573 + 41u) & 63u] + _573;
                                }
                                else
                                {
                                    _14 = t0.words[(_550 + 34u) & 63u] + _550;
                                }
                                uint _15 = 0u;
                                uint _16 = _14;
                                uint _609;
                                for (;;)
                                {
                                    uint _581 = _15;
                                    uint _582 = _16;
                                    uint _588 = t0.words[(_582 + 42u) & 63u] + (_582 << 1u);
                                    uint _595 = (_588 * 7u) + t0.words[(_588 + 23u) & 63u];
                                    uint _602 = (_595 << 1u) + t0.words[(_595 + 39u) & 63u];
                                    _609 = (_602 * 5u) + t0.words[(_602 + 46u) & 63u];
                                    uint _610 = _581 + 1u;
                                    _15 = _610;
                                    _16 = _609;
                                    if (_610 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                if ((_609 % 3u) == 0u)
                                {
                                    _17 = t0.words[(_609 + 35u) & 63u] + (_609 * 5u);
                                }
                                else
                                {
                                    _17 = t0.words[(_609 + 55u) & 63u] + (_609 * 6u);
                                }
                            }
                            _18 = _17;
                            if (((t0.words[(_17 + 38u) & 63u] ^ 781u) % 3u) == 1u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _17;
                                _83_ladder_break = true;
                                break;
                            }
                        }
                        _28 = subgroupAdd(_18 & 255u) + _18;
                    }
                    else
                    {
                        uint _25 = gl_GlobalInvocationID.x;
                        if (((t0.words[(gl_GlobalInvocationID.x + 16u) & 63u] ^ 346u) % 3u) == 0u)
                        {
                            uint _388 = t0.words[(gl_GlobalInvocationID.x + 14u) & 63u];
                            uint _389 = _388 + (gl_GlobalInvocationID.x * 5u);
                            if (((_193 ^ 285u) % 5u) == 1u)
                            {
                                uint _19 = _389;
                                if (((_389 ^ 626u) % 3u) == 0u)
                                {
                                    _19 = t0.words[(_389 + 29u) & 63u] + (_389 * 7u);
                                }
                                if (((_193 ^ 138u) % 5u) == 1u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _19;
                                    _83_ladder_break = true;
                                    break;
                                }
                                uint _20 = 0u;
                                uint _21 = _19;
                                uint _460;
                                for (;;)
                                {
                                    uint _453 = _20;
                                    uint _454 = _21;
                                    _460 = t0.words[(_454 + 7u) & 63u] + (_454 << 2u);
                                    uint _461 = _453 + 1u;
                                    _20 = _461;
                                    _21 = _460;
                                    if (_461 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _24 = _460;
                            }
                            else
                            {
                                uint _22 = 0u;
                                uint _23 = _389;
                                uint _400;
                                for (;;)
                                {
                                    uint _394 = _22;
                                    uint _395 = _23;
                                    _400 = t0.words[(_395 + 24u) & 63u] + _395;
                                    uint _401 = _394 + 1u;
                                    _22 = _401;
                                    _23 = _400;
                                    if (_401 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _409 = t0.words[(_400 + 26u) & 63u] + (_400 * 6u);
                                switch (_409 % 5u)
                                {
                                    case 0u:
                                    {
                                        _24 = t0.words[(_409 + 42u) & 63u] + (_409 * 3u);
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _417 = t0.words[(_409 + 48u) & 63u] + (_409 << 2u);
                                        _24 = t0.words[(_417 + 53u) & 63u] + _417;
                                        break;
                                    }
                                    default:
                                    {
                                        _24 = t0.words[(_409 + 60u) & 63u] + (_409 * 7u);
                                        break;
                                    }
                                }
                            }
                            _25 = t0.words[(_24 + 52u) & 63u] + (_24 * 6u);
                        }
                        if (((_25 ^ 107u) % 3u) == 1u)
                        {
                            _28 = _25;
                            if (((_25 ^ 167u) % 5u) == 1u)
                            {
                                uint _524 = t0.words[(_25 + 51u) & 63u] + (_25 * 7u);
                                _28 = t0.words[(_524 + 18u) & 63u] + _524;
                            }
                        }
                        else
                        {
                            uint _26 = 0u;
                            uint _27 = _25;
                            uint _490;
                            for (;;)
                            {
                                uint _476 = _26;
                                uint _477 = _27;
                                uint _483 = t0.words[(_477 + 61u) & 63u];
                                uint _484 = _483 + (_477 * 5u);
                                uint _489 = t0.words[(_484 + 12u) & 63u];
                                _490 = _489 + _484;
                                uint _491 = _476 + 1u;
                                _26 = _491;
                                _27 = _490;
                                if (_491 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            bool _119_ladder_break = false;
                            switch (_490 % 5u)
                            {
                                case 0u:
                                {
                                    _28 = _490;
                                    if (((_490 ^ 811u) % 5u) == 0u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _490;
                                        _119_ladder_break = true;
                                        _83_ladder_break = true;
                                        break;
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    uint _496 = subgroupAdd(_490 & 255u) + _490;
                                    _28 = t0.words[(_496 + 47u) & 63u] + (_496 * 6u);
                                    break;
                                }
                                default:
                                {
                                    _28 = t0.words[(_490 + 12u) & 63u] + (_490 << 1u);
                                    break;
                                }
                            }
                            if (_119_ladder_break)
                            {
                                break;
                            }
                        }
                    }
                    break;
                }
            }
            if (_83_ladder_break)
            {
                break;
            }
            if ((_28 % 3u) == 0u)
            {
                _37 = _28;
                if (!((_193 & 1u) == 0u))
                {
                    u0.words[gl_GlobalInvocationID.x] = _28;
                    break;
                }
            }
            else
            {
                _37 = t0.words[(_28 + 39u) & 63u] + (_28 * 6u);
            }
        }
        else
        {
            uint _29 = 0u;
            uint _30 = gl_GlobalInvocationID.x;
            for (;;)
            {
                uint _200 = _29;
                uint _36 = _30;
                if ((_30 & 3u) == 0u)
                {
                    uint _31 = _30;
                    if (((_193 ^ 512u) % 6u) == 1u)
                    {
                        _31 = t0.words[(_30 + 3u) & 63u] + (_30 * 5u);
                    }
                    _36 = _31;
                    bool _50_ladder_break = false;
                    switch (_31 % 5u)
                    {
                        case 0u:
                        {
                            uint _286 = t0.words[(_31 + 18u) & 63u] + (_31 << 2u);
                            _36 = (_286 << 3u) + t0.words[(_286 + 16u) & 63u];
                            break;
                        }
                        case 1u:
                        {
                            bool _51_ladder_break = false;
                            switch (_31 % 3u)
                            {
                                case 0u:
                                {
                                    uint _32 = 0u;
                                    uint _33 = _31;
                                    uint _34;
                                    uint _35;
                                    uint _227;
                                    for (;;)
                                    {
                                        _227 = _32;
                                        _34 = 0u;
                                        _35 = _33;
                                        for (;;)
                                        {
                                            uint _229 = _34;
                                            uint _238 = t0.words[(_35 + 42u) & 63u] + (_35 * 7u);
                                            uint _246 = (_238 << 2u) + t0.words[(_238 + 33u) & 63u];
                                            uint _253 = (_246 * 5u) + t0.words[(_246 + 44u) & 63u];
                                            _6 = _253;
                                            uint _254 = _229 + 1u;
                                            _34 = _254;
                                            _35 = _253;
                                            if (_254 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        if (((_193 ^ 531u) % 3u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_16_exit = 0u;
                                            break;
                                        }
                                        uint _266 = t0.words[(_6 + 27u) & 63u] + _6;
                                        _8 = _266;
                                        uint _267 = _227 + 1u;
                                        _32 = _267;
                                        _33 = _266;
                                        if (_267 < 3u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_16_exit = 1u;
                                            break;
                                        }
                                    }
                                    bool _64_ladder_break = false;
                                    switch (_RESERVED_IDENTIFIER_FIXUP_16_exit)
                                    {
                                        case 0u:
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_81_exit = 1u;
                                            _64_ladder_break = true;
                                            _51_ladder_break = true;
                                            _50_ladder_break = true;
                                            break;
                                        }
                                        default:
                                        {
                                            break;
                                        }
                                    }
                                    if (_64_ladder_break)
                                    {
                                        break;
                                    }
                                    _36 = _8;
                                    break;
                                }
                                case 1u:
                                {
                                    uint _222 = subgroupAdd(_31 & 255u) + _31;
                                    _7 = _222;
                                    _36 = _222;
                                    if (((_222 ^ 361u) % 3u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_81_exit = 0u;
                                        _51_ladder_break = true;
                                        _50_ladder_break = true;
                                        break;
                                    }
                                    break;
                                }
                                default:
                                {
                                    _36 = _31;
                                    if (!((_31 & 1u) == 0u))
                                    {
                                        _36 = t0.words[(_31 + 25u) & 63u] + (_31 << 3u);
                                    }
                                    break;
                                }
                            }
                            if (_51_ladder_break)
                            {
                                break;
                            }
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    if (_50_ladder_break)
                    {
                        break;
                    }
                }
                _9 = _36;
                uint _295 = _200 + 1u;
                _29 = _295;
                _30 = _36;
                if (_295 < 2u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_81_exit = 2u;
                    break;
                }
            }
            bool _77_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_81_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _7;
                    _77_ladder_break = true;
                    break;
                }
                case 1u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _6;
                    _77_ladder_break = true;
                    break;
                }
                default:
                {
                    break;
                }
            }
            if (_77_ladder_break)
            {
                break;
            }
            _37 = _9;
        }
        u0.words[gl_GlobalInvocationID.x] = _37;
        break;
    }
}

