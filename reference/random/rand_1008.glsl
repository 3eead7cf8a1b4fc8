#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _159;

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
    uint _9;
    uint _10;
    uint _13;
    uint _19;
    uint _29;
    uint _35;
    for (;;)
    {
        uint _151 = gl_GlobalInvocationID.x & 63u;
        uint _158 = t0.words[_151];
        uint _6 = gl_GlobalInvocationID.x;
        if ((t0.words[(gl_GlobalInvocationID.x + 1u) & 63u] & 3u) == 1u)
        {
            uint _175 = t0.words[(gl_GlobalInvocationID.x + 6u) & 63u] + (gl_GlobalInvocationID.x << 1u);
            _6 = (_175 * 3u) + t0.words[(_175 + 14u) & 63u];
        }
        uint _189 = t0.words[(_6 + 5u) & 63u];
        uint _190 = _189 + (_6 * 3u);
        uint _196 = t0.words[(_190 + 29u) & 63u];
        uint _197 = (_190 << 1u) + _196;
        if (((_158 ^ 709u) % 5u) == 1u)
        {
            if ((_197 % 3u) == 0u)
            {
                uint _404 = t0.words[(_197 + 13u) & 63u] + (_197 << 2u);
                _35 = _404;
                if (((_404 ^ 746u) % 5u) == 1u)
                {
                    uint _415 = t0.words[(_404 + 56u) & 63u] + (_404 * 3u);
                    _35 = _415;
                    if (((t0.words[(_415 + 22u) & 63u] ^ 548u) % 3u) == 0u)
                    {
                        uint _7 = 0u;
                        uint _8 = t0.words[(_415 + 46u) & 63u] + (_415 * 7u);
                        uint _502;
                        for (;;)
                        {
                            uint _432 = _7;
                            uint _439 = t0.words[(_8 + 63u) & 63u] + (_8 << 2u);
                            uint _445 = t0.words[(_439 + 28u) & 63u] + _439;
                            if ((_158 & 3u) == 1u)
                            {
                                if (((_445 ^ 506u) % 5u) == 1u)
                                {
                                    uint _483 = t0.words[(_445 + 62u) & 63u] + (_445 << 3u);
                                    uint _489 = (_483 << 3u) + t0.words[(_483 + 28u) & 63u];
                                    _9 = _489 + t0.words[(_489 + 14u) & 63u];
                                }
                                else
                                {
                                    uint _469 = t0.words[(_445 + 5u) & 63u] + (_445 * 5u);
                                    _9 = (_469 << 1u) + t0.words[(_469 + 18u) & 63u];
                                }
                                _10 = t0.words[(_9 + 12u) & 63u] + (_9 * 5u);
                            }
                            else
                            {
                                uint _453 = t0.words[(_445 + 2u) & 63u] + (_445 << 1u);
                                _10 = (_453 * 3u) + t0.words[(_453 + 1u) & 63u];
                            }
                            _502 = _10;
                            uint _503 = _432 + 1u;
                            _7 = _503;
                            _8 = _502;
                            if (_503 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        bool _101_ladder_break = false;
                        switch (_502 % 5u)
                        {
                            case 0u:
                            {
                                uint _11 = 0u;
                                uint _12 = _502;
                                uint _682;
                                for (;;)
                                {
                                    uint _629 = _11;
                                    uint _14 = _12;
                                    if (!(((_12 ^ 825u) % 3u) == 0u))
                                    {
                                        if ((_12 & 3u) == 0u)
                                        {
                                            uint _648 = t0.words[(_12 + 21u) & 63u] + (_12 << 3u);
                                            _13 = (_648 * 7u) + t0.words[(_648 + 12u) & 63u];
                                        }
                                        else
                                        {
                                            _13 = t0.words[(_12 + 61u) & 63u] + (_12 * 5u);
                                        }
                                        _14 = _13;
                                        if (((t0.words[(_13 + 44u) & 63u] ^ 54u) % 5u) == 1u)
                                        {
                                            uint _669 = t0.words[(_13 + 18u) & 63u] + _13;
                                            uint _674 = (_669 << 1u) + t0.words[_669 & 63u];
                                            _14 = (_674 << 1u) + t0.words[(_674 + 55u) & 63u];
                                        }
                                    }
                                    _682 = _14;
                                    uint _683 = _629 + 1u;
                                    _11 = _683;
                                    _12 = _682;
                                    if (_683 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _35 = _682;
                                break;
                            }
                            case 1u:
                            {
                                if (((_502 ^ 790u) % 3u) == 1u)
                                {
                                    uint _599 = t0.words[(_502 + 22u) & 63u] + (_502 * 3u);
                                    uint _15 = 0u;
                                    uint _16 = (_599 * 5u) + t0.words[(_599 + 48u) & 63u];
                                    uint _619;
                                    for (;;)
                                    {
                                        uint _606 = _15;
                                        uint _607 = _16;
                                        uint _613 = t0.words[(_607 + 3u) & 63u] + (_607 * 6u);
                                        _619 = t0.words[(_613 + 42u) & 63u] + _613;
                                        uint _620 = _606 + 1u;
                                        _15 = _620;
                                        _16 = _619;
                                        if (_620 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _19 = _619;
                                }
                                else
                                {
                                    uint _17 = 0u;
                                    uint _18 = _502;
                                    uint _591;
                                    for (;;)
                                    {
                                        uint _572 = _17;
                                        uint _573 = _18;
                                        uint _579 = t0.words[(_573 + 4u) & 63u] + (_573 * 3u);
                                        uint _585 = (_579 * 3u) + t0.words[(_579 + 6u) & 63u];
                                        _591 = (_585 * 7u) + t0.words[(_585 + 38u) & 63u];
                                        uint _592 = _572 + 1u;
                                        _17 = _592;
                                        _18 = _591;
                                        if (_592 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _19 = _591;
                                }
                                _35 = t0.words[(_19 + 16u) & 63u] + (_19 * 5u);
                                break;
                            }
                            case 2u:
                            {
                                if ((_502 % 3u) == 0u)
                                {
                                    if (((_158 ^ 995u) % 3u) == 0u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _502;
                                        _101_ladder_break = true;
                                        break;
                                    }
                                    if (((_502 ^ 988u) % 5u) == 1u)
                                    {
                                        uint _555 = t0.words[(_502 + 31u) & 63u] + _502;
                                        uint _561 = (_555 * 5u) + t0.words[(_555 + 31u) & 63u];
                                        _35 = _561 + t0.words[(_561 + 12u) & 63u];
                                    }
                                    else
                                    {
                                        _35 = t0.words[(_502 + 34u) & 63u] + _502;
                                    }
                                }
                                else
                                {
                                    if ((_158 & 1u) == 0u)
                                    {
                                        _35 = t0.words[(_502 + 16u) & 63u] + (_502 * 7u);
                                    }
                                    else
                                    {
                                        uint _514 = t0.words[(_502 + 13u) & 63u] + _502;
                                        uint _521 = (_514 << 3u) + t0.words[(_514 + 30u) & 63u];
                                        _35 = (_521 << 3u) + t0.words[(_521 + 43u) & 63u];
                                    }
                                }
                                break;
                            }
                            default:
                            {
                                _35 = t0.words[(_502 + 31u) & 63u] + (_502 * 7u);
                                break;
                            }
                        }
                        if (_101_ladder_break)
                        {
                            break;
                        }
                    }
                }
            }
            else
            {
                _35 = t0.words[(_197 + 14u) & 63u] + (_197 * 7u);
            }
        }
        else
        {
            uint _208 = t0.words[(_197 + 37u) & 63u] + (_197 << 1u);
            _35 = _208;
            if ((_208 % 5u) == 0u)
            {
                uint _211 = _208 % 3u;
                if (_211 == 0u)
                {
                    uint _20 = 0u;
                    uint _21 = _208;
                    uint _370;
                    for (;;)
                    {
                        uint _360 = _20;
                        uint _22 = _21;
                        if ((_21 & 1u) == 0u)
                        {
                            _22 = t0.words[(_21 + 21u) & 63u] + (_21 * 5u);
                        }
                        _370 = _22;
                        uint _371 = _360 + 1u;
                        _20 = _371;
                        _21 = _370;
                        if (_371 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _23 = 0u;
                    uint _24 = _370;
                    uint _387;
                    for (;;)
                    {
                        uint _373 = _23;
                        uint _374 = _24;
                        uint _380 = t0.words[(_374 + 61u) & 63u] + (_374 << 3u);
                        _387 = (_380 * 5u) + t0.words[(_380 + 24u) & 63u];
                        uint _388 = _373 + 1u;
                        _23 = _388;
                        _24 = _387;
                        if (_388 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _35 = _387;
                }
                else
                {
                    _35 = _208;
                    if (_211 == 1u)
                    {
                        uint _220 = t0.words[(_208 + 4u) & 63u] + (_208 * 5u);
                        _35 = _220;
                        if (((t0.words[(_220 + 33u) & 63u] ^ 941u) % 3u) == 1u)
                        {
                            uint _25 = 0u;
                            uint _26 = _220;
                            uint _304;
                            uint _27;
                            uint _28;
                            uint _230;
                            for (;;)
                            {
                                _230 = _25;
                                _27 = 0u;
                                _28 = _26;
                                uint _253;
                                for (;;)
                                {
                                    uint _232 = _27;
                                    uint _233 = _28;
                                    uint _240 = t0.words[(_233 + 35u) & 63u] + (_233 << 3u);
                                    uint _247 = (_240 << 1u) + t0.words[(_240 + 23u) & 63u];
                                    _253 = (_247 << 3u) + t0.words[(_247 + 4u) & 63u];
                                    uint _254 = _232 + 1u;
                                    _27 = _254;
                                    _28 = _253;
                                    if (_254 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                if ((_253 & 3u) == 0u)
                                {
                                    uint _270 = t0.words[(_253 + 38u) & 63u] + _253;
                                    _29 = (_270 * 5u) + t0.words[(_270 + 47u) & 63u];
                                }
                                else
                                {
                                    _29 = t0.words[(_253 + 48u) & 63u] + (_253 * 6u);
                                }
                                uint _32 = _29;
                                if ((t0.words[(_29 + 48u) & 63u] & 1u) == 0u)
                                {
                                    uint _30 = 0u;
                                    uint _31 = _29;
                                    uint _301;
                                    for (;;)
                                    {
                                        uint _285 = _30;
                                        uint _286 = _31;
                                        uint _293 = t0.words[(_286 + 61u) & 63u] + (_286 << 1u);
                                        _301 = (_293 << 2u) + t0.words[(_293 + 58u) & 63u];
                                        uint _302 = _285 + 1u;
                                        _30 = _302;
                                        _31 = _301;
                                        if (_302 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _32 = _301;
                                }
                                _304 = _32;
                                uint _305 = _230 + 1u;
                                _25 = _305;
                                _26 = _304;
                                if (_305 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            if (((t0.words[(_304 + 39u) & 63u] ^ 686u) % 5u) == 0u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _304;
                                break;
                            }
                            _35 = _304;
                            switch (_304 % 5u)
                            {
                                case 0u:
                                {
                                    uint _329 = _304 * 3u;
                                    if ((_304 & 1u) == 0u)
                                    {
                                        uint _347 = t0.words[(_304 + 50u) & 63u] + _329;
                                        _35 = (_347 << 3u) + t0.words[(_347 + 13u) & 63u];
                                    }
                                    else
                                    {
                                        uint _334 = t0.words[(_304 + 58u) & 63u] + _329;
                                        _35 = (_334 << 1u) + t0.words[(_334 + 21u) & 63u];
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    uint _33 = _304;
                                    uint _34 = 0u;
                                    uint _324;
                                    for (;;)
                                    {
                                        uint _317 = _33;
                                        uint _318 = _34;
                                        _324 = t0.words[(_317 + 12u) & 63u] + _317;
                                        uint _325 = _318 + 1u;
                                        _33 = _324;
                                        _34 = _325;
                                        if (_325 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _35 = _324;
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                        }
                    }
                }
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _35;
        break;
    }
}

