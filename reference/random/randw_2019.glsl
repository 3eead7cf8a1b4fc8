#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _123;

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
    uint _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
    uint _6;
    uint _16;
    uint _17;
    uint _19;
    for (;;)
    {
        uint _115 = gl_GlobalInvocationID.x & 63u;
        uint _122 = t0.words[_115];
        bool _34_ladder_break = false;
        switch (gl_GlobalInvocationID.x % 3u)
        {
            case 0u:
            {
                _17 = t0.words[(gl_GlobalInvocationID.x + 40u) & 63u] + (gl_GlobalInvocationID.x << 2u);
                break;
            }
            case 1u:
            {
                if (((t0.words[(gl_GlobalInvocationID.x + 27u) & 63u] ^ 594u) % 6u) == 1u)
                {
                    bool _37_ladder_break = false;
                    switch (gl_GlobalInvocationID.x & 3u)
                    {
                        case 0u:
                        {
                            _16 = gl_GlobalInvocationID.x;
                            if (((gl_GlobalInvocationID.x ^ 64u) % 5u) == 1u)
                            {
                                uint _7 = 0u;
                                uint _8 = t0.words[(gl_GlobalInvocationID.x + 61u) & 63u] + (gl_GlobalInvocationID.x << 2u);
                                uint _177;
                                for (;;)
                                {
                                    uint _165 = _7;
                                    uint _166 = _8;
                                    uint _173 = t0.words[(_166 + 6u) & 63u] + (_166 * 7u);
                                    uint _176 = subgroupAdd(_173 & 255u);
                                    _177 = _173 + _176;
                                    uint _178 = _165 + 1u;
                                    _7 = _178;
                                    _8 = _177;
                                    if (_178 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _16 = _177;
                            }
                            break;
                        }
                        case 1u:
                        {
                            _16 = t0.words[(gl_GlobalInvocationID.x + 51u) & 63u] + (gl_GlobalInvocationID.x * 5u);
                            break;
                        }
                        default:
                        {
                            uint _9 = 0u;
                            uint _10 = gl_GlobalInvocationID.x;
                            uint _193;
                            uint _11;
                            uint _12;
                            uint _180;
                            for (;;)
                            {
                                _180 = _9;
                                uint _188 = t0.words[(_10 + 28u) & 63u] + (_10 * 7u);
                                _11 = 0u;
                                _12 = _188 + subgroupAdd(_188 & 255u);
                                for (;;)
                                {
                                    uint _192 = _11;
                                    _193 = _12;
                                    uint _15 = _193;
                                    if (!(((t0.words[(_193 + 18u) & 63u] ^ 125u) % 6u) == 1u))
                                    {
                                        if ((t0.words[(_193 + 61u) & 63u] & 3u) == 0u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                                            break;
                                        }
                                        uint _13 = 0u;
                                        uint _14 = _193;
                                        uint _217;
                                        for (;;)
                                        {
                                            uint _209 = _13;
                                            uint _210 = _14;
                                            _217 = t0.words[(_210 + 34u) & 63u] + (_210 * 6u);
                                            uint _218 = _209 + 1u;
                                            _13 = _218;
                                            _14 = _217;
                                            if (_218 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _15 = _217;
                                    }
                                    _6 = _15;
                                    uint _221 = _192 + 1u;
                                    _11 = _221;
                                    _12 = _15;
                                    if (_221 < 5u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_0_exit = 1u;
                                        break;
                                    }
                                }
                                bool _57_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
                                        _57_ladder_break = true;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                if (_57_ladder_break)
                                {
                                    break;
                                }
                                uint _224 = _180 + 1u;
                                _9 = _224;
                                _10 = _6;
                                if (_224 < 3u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_8_exit = 1u;
                                    break;
                                }
                            }
                            bool _62_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_8_exit)
                            {
                                case 0u:
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _193;
                                    _62_ladder_break = true;
                                    _37_ladder_break = true;
                                    _34_ladder_break = true;
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            if (_62_ladder_break)
                            {
                                break;
                            }
                            _16 = _6;
                            break;
                        }
                    }
                    if (_37_ladder_break)
                    {
                        break;
                    }
                }
                else
                {
                    _16 = t0.words[(gl_GlobalInvocationID.x + 63u) & 63u] + (gl_GlobalInvocationID.x * 5u);
                }
                _17 = t0.words[(_16 + 5u) & 63u] + (_16 * 7u);
                break;
            }
            default:
            {
                _17 = t0.words[(gl_GlobalInvocationID.x + 3u) & 63u] + (gl_GlobalInvocationID.x * 3u);
                break;
            }
        }
        if (_34_ladder_break)
        {
            break;
        }
        uint _27 = _17;
        if (((_122 ^ 958u) % 6u) == 1u)
        {
            uint _261 = _17 * 6u;
            if ((_122 & 1u) == 0u)
            {
                uint _291 = t0.words[(_17 + 9u) & 63u] + _261;
                _19 = _291;
                if ((_291 & 1u) == 0u)
                {
                    u0.words[gl_GlobalInvocationID.x] = _291;
                    break;
                }
            }
            else
            {
                uint _267 = t0.words[(_17 + 41u) & 63u] + _261;
                uint _18 = _267;
                if (((_122 ^ 169u) % 6u) == 1u)
                {
                    _18 = t0.words[(_267 + 2u) & 63u] + (_267 * 7u);
                }
                _19 = t0.words[(_18 + 11u) & 63u] + (_18 * 3u);
            }
            uint _300 = t0.words[(_19 + 14u) & 63u] + _19;
            if ((_300 % 3u) == 0u)
            {
                _27 = t0.words[(_300 + 32u) & 63u] + (_300 * 7u);
            }
            else
            {
                _27 = _300;
                if (((t0.words[(_300 + 63u) & 63u] ^ 28u) % 5u) == 0u)
                {
                    uint _20 = 0u;
                    uint _21 = _300;
                    uint _314;
                    for (;;)
                    {
                        uint _310 = _20;
                        uint _311 = _21;
                        uint _313 = subgroupAdd(_311 & 255u);
                        _314 = _313 + _311;
                        uint _315 = _310 + 1u;
                        _20 = _315;
                        _21 = _314;
                        if (_315 == 2u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _27 = _314;
                    if ((_314 & 3u) == 0u)
                    {
                        if (((_122 ^ 404u) % 5u) == 0u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _314;
                            break;
                        }
                        uint _22 = 0u;
                        uint _23 = _314;
                        uint _391;
                        for (;;)
                        {
                            uint _323 = _22;
                            uint _26 = _23;
                            switch (_23 % 5u)
                            {
                                case 0u:
                                {
                                    uint _24 = _23;
                                    uint _25 = 0u;
                                    uint _366;
                                    for (;;)
                                    {
                                        uint _339 = _24;
                                        uint _340 = _25;
                                        uint _346 = t0.words[(_339 + 20u) & 63u] + (_339 << 3u);
                                        uint _353 = (_346 * 3u) + t0.words[(_346 + 62u) & 63u];
                                        uint _360 = (_353 * 3u) + t0.words[(_353 + 55u) & 63u];
                                        _366 = _360 + t0.words[(_360 + 54u) & 63u];
                                        uint _367 = _340 + 1u;
                                        _24 = _366;
                                        _25 = _367;
                                        if (_367 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _26 = _366;
                                    if (((_122 ^ 533u) % 5u) == 0u)
                                    {
                                        uint _378 = t0.words[(_366 + 41u) & 63u] + (_366 << 3u);
                                        uint _384 = (_378 << 3u) + t0.words[(_378 + 61u) & 63u];
                                        _26 = (_384 * 3u) + t0.words[(_384 + 20u) & 63u];
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    uint _332 = t0.words[(_23 + 20u) & 63u] + (_23 * 3u);
                                    _26 = t0.words[(_332 + 59u) & 63u] + _332;
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            _391 = _26;
                            uint _392 = _323 + 1u;
                            _22 = _392;
                            _23 = _391;
                            if (_392 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _27 = _391;
                    }
                }
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _27;
        break;
    }
}

