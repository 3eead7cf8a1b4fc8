#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _160;

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
    uint _6;
    uint _7;
    uint _10;
    uint _13;
    uint _14;
    uint _20;
    uint _23;
    uint _24;
    uint _27;
    for (;;)
    {
        uint _152 = gl_GlobalInvocationID.x & 63u;
        uint _159 = t0.words[_152];
        uint _29 = gl_GlobalInvocationID.x;
        if ((_159 & 1u) == 0u)
        {
            _29 = gl_GlobalInvocationID.x;
            bool _37_ladder_break = false;
            switch (gl_GlobalInvocationID.x & 3u)
            {
                case 0u:
                {
                    if (((t0.words[(gl_GlobalInvocationID.x + 38u) & 63u] ^ 252u) % 5u) == 0u)
                    {
                        uint _611 = t0.words[(gl_GlobalInvocationID.x + 10u) & 63u];
                        uint _612 = _611 + (gl_GlobalInvocationID.x * 6u);
                        if (((_612 ^ 319u) % 3u) == 0u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _612;
                            _37_ladder_break = true;
                            break;
                        }
                        _14 = t0.words[(_612 + 58u) & 63u] + (_612 * 6u);
                    }
                    else
                    {
                        uint _459 = t0.words[(gl_GlobalInvocationID.x + 6u) & 63u];
                        uint _460 = _459 + (gl_GlobalInvocationID.x * 7u);
                        if (((_460 ^ 559u) % 6u) == 1u)
                        {
                            _13 = _460;
                            if (((_159 ^ 589u) % 6u) == 1u)
                            {
                                _13 = t0.words[(_460 + 8u) & 63u] + (_460 << 3u);
                            }
                        }
                        else
                        {
                            if ((_460 & 3u) == 1u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _460;
                                _37_ladder_break = true;
                                break;
                            }
                            uint _8 = 0u;
                            uint _9 = t0.words[(_460 + 36u) & 63u] + _460;
                            uint _585;
                            for (;;)
                            {
                                uint _472 = _8;
                                uint _479 = t0.words[(_9 + 41u) & 63u] + (_9 << 2u);
                                if ((_479 & 3u) == 0u)
                                {
                                    if (((t0.words[(_479 + 39u) & 63u] ^ 689u) % 5u) == 1u)
                                    {
                                        uint _532 = t0.words[(_479 + 53u) & 63u] + (_479 << 3u);
                                        _10 = (_532 << 3u) + t0.words[(_532 + 46u) & 63u];
                                    }
                                    else
                                    {
                                        uint _519 = t0.words[(_479 + 24u) & 63u] + (_479 * 5u);
                                        _10 = (_519 << 2u) + t0.words[(_519 + 24u) & 63u];
                                    }
                                }
                                else
                                {
                                    _10 = _479;
                                    if ((_159 & 3u) == 3u)
                                    {
                                        uint _490 = t0.words[(_479 + 26u) & 63u] + (_479 << 1u);
                                        uint _497 = (_490 * 5u) + t0.words[(_490 + 24u) & 63u];
                                        _10 = (_497 << 1u) + t0.words[(_497 + 31u) & 63u];
                                    }
                                }
                                uint _11 = _10;
                                if (((t0.words[(_10 + 59u) & 63u] ^ 190u) % 3u) == 0u)
                                {
                                    uint _553 = t0.words[(_10 + 17u) & 63u] + (_10 * 6u);
                                    _11 = (_553 * 6u) + t0.words[(_553 + 24u) & 63u];
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
                                _585 = _12;
                                uint _586 = _472 + 1u;
                                _8 = _586;
                                _9 = _585;
                                if (_586 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _13 = _585;
                        }
                        _14 = t0.words[(_13 + 56u) & 63u] + (_13 * 5u);
                    }
                    _29 = _14;
                    if (((t0.words[(_14 + 24u) & 63u] ^ 950u) % 6u) == 0u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _14;
                        _37_ladder_break = true;
                        break;
                    }
                    break;
                }
                case 1u:
                {
                    uint _167 = gl_GlobalInvocationID.x % 3u;
                    if (_167 == 0u)
                    {
                        uint _15 = 0u;
                        uint _16 = gl_GlobalInvocationID.x;
                        for (;;)
                        {
                            uint _259 = _15;
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
                                    uint _280 = t0.words[(_16 + 1u) & 63u] + (_16 * 6u);
                                    _6 = _280;
                                    _17 = _280;
                                    if ((_280 & 1u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_11_exit = 0u;
                                        break;
                                    }
                                }
                                uint _18 = 0u;
                                uint _19 = _17;
                                uint _343;
                                for (;;)
                                {
                                    uint _284 = _18;
                                    uint _291 = t0.words[(_19 + 21u) & 63u] + (_19 * 3u);
                                    uint _298 = (_291 * 7u) + t0.words[(_291 + 17u) & 63u];
                                    if ((_298 % 5u) == 0u)
                                    {
                                        uint _313 = t0.words[(_298 + 12u) & 63u] + (_298 << 1u);
                                        _20 = (_313 * 5u) + t0.words[(_313 + 10u) & 63u];
                                    }
                                    else
                                    {
                                        _20 = t0.words[(_298 + 37u) & 63u] + (_298 * 3u);
                                    }
                                    uint _21 = 0u;
                                    uint _22 = _20;
                                    for (;;)
                                    {
                                        uint _322 = _21;
                                        uint _329 = t0.words[(_22 + 5u) & 63u] + (_22 * 7u);
                                        uint _336 = (_329 * 7u) + t0.words[(_329 + 8u) & 63u];
                                        _343 = (_336 << 3u) + t0.words[(_336 + 56u) & 63u];
                                        uint _344 = _322 + 1u;
                                        _21 = _344;
                                        _22 = _343;
                                        if (_344 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _346 = _284 + 1u;
                                    _18 = _346;
                                    _19 = _343;
                                    if (_346 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _23 = subgroupAdd(_343 & 255u) + _343;
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
                                        uint _387 = t0.words[(_23 + 28u) & 63u] + (_23 << 2u);
                                        _24 = (_387 * 5u) + t0.words[(_387 + 29u) & 63u];
                                    }
                                    _25 = _24;
                                    if (((t0.words[(_24 + 54u) & 63u] ^ 411u) % 6u) == 1u)
                                    {
                                        uint _418 = t0.words[(_24 + 60u) & 63u] + (_24 << 3u);
                                        uint _424 = (_418 << 3u) + t0.words[(_418 + 50u) & 63u];
                                        _25 = (_424 << 3u) + t0.words[(_424 + 60u) & 63u];
                                    }
                                }
                                _26 = t0.words[(_25 + 49u) & 63u] + (_25 * 5u);
                            }
                            _7 = _26;
                            uint _440 = _259 + 1u;
                            _15 = _440;
                            _16 = _26;
                            if (_440 < 2u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_11_exit = 1u;
                                break;
                            }
                        }
                        bool _100_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_11_exit)
                        {
                            case 0u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _6;
                                _100_ladder_break = true;
                                _37_ladder_break = true;
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_100_ladder_break)
                        {
                            break;
                        }
                        _29 = _7;
                    }
                    else
                    {
                        _29 = gl_GlobalInvocationID.x;
                        if (((gl_GlobalInvocationID.x ^ 714u) % 5u) == 1u)
                        {
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
                                    if (_167 == 1u)
                                    {
                                        if (((_159 ^ 483u) % 6u) == 1u)
                                        {
                                            uint _221 = t0.words[(gl_GlobalInvocationID.x + 46u) & 63u] + (gl_GlobalInvocationID.x << 3u);
                                            _27 = (_221 * 7u) + t0.words[(_221 + 35u) & 63u];
                                        }
                                        else
                                        {
                                            uint _207 = t0.words[(gl_GlobalInvocationID.x + 36u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                                            _27 = (_207 * 3u) + t0.words[(_207 + 50u) & 63u];
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
                            bool _50_ladder_break = false;
                            switch (_27 & 3u)
                            {
                                case 0u:
                                {
                                    uint _241 = t0.words[(_27 + 3u) & 63u];
                                    uint _242 = _241 + (_27 * 6u);
                                    uint _28 = 0u;
                                    for (;;)
                                    {
                                        uint _243 = _28;
                                        if (!((t0.words[(_242 + 21u) & 63u] & 1u) == 0u))
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_67_exit = 0u;
                                            break;
                                        }
                                        uint _251 = _243 + 1u;
                                        _28 = _251;
                                        if (_251 < 2u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_67_exit = 1u;
                                            break;
                                        }
                                    }
                                    bool _58_ladder_break = false;
                                    switch (_RESERVED_IDENTIFIER_FIXUP_67_exit)
                                    {
                                        case 0u:
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _242;
                                            _58_ladder_break = true;
                                            _50_ladder_break = true;
                                            _37_ladder_break = true;
                                            break;
                                        }
                                        default:
                                        {
                                            break;
                                        }
                                    }
                                    if (_58_ladder_break)
                                    {
                                        break;
                                    }
                                    _29 = _242;
                                    break;
                                }
                                case 1u:
                                {
                                    _29 = t0.words[(_27 + 36u) & 63u] + (_27 << 1u);
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
                    }
                    break;
                }
                default:
                {
                    break;
                }
            }
            if (_37_ladder_break)
            {
                break;
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _29;
        break;
    }
}

