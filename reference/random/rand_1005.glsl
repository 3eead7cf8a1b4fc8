#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _205;

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
    uint main_join = 0u;
    uint _197 = gl_GlobalInvocationID.x & 63u;
    uint _204 = t0.words[_197];
    uint _39 = gl_GlobalInvocationID.x;
    if ((t0.words[(gl_GlobalInvocationID.x + 16u) & 63u] & 3u) == 2u)
    {
        if (((gl_GlobalInvocationID.x ^ 45u) % 6u) == 0u)
        {
            uint _8 = 0u;
            uint _9 = gl_GlobalInvocationID.x;
            uint _442;
            uint _6;
            uint _7;
            uint _10;
            uint _12;
            uint _17;
            uint _20;
            uint _21;
            for (;;)
            {
                uint _441 = _8;
                _442 = _9;
                if (((_204 ^ 407u) % 5u) == 1u)
                {
                    _17 = _442;
                    if (((_204 ^ 630u) % 5u) == 0u)
                    {
                        if ((_204 & 1u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_8_exit = 1u;
                            break;
                        }
                        uint _571 = t0.words[(_442 + 43u) & 63u] + _442;
                        _17 = _571;
                        if (((_571 ^ 624u) % 5u) == 1u)
                        {
                            uint _581 = t0.words[(_571 + 15u) & 63u] + (_571 * 5u);
                            switch (_581 % 3u)
                            {
                                case 0u:
                                {
                                    uint _601 = t0.words[(_581 + 34u) & 63u] + _581;
                                    _17 = (_601 * 5u) + t0.words[(_601 + 35u) & 63u];
                                    break;
                                }
                                case 1u:
                                {
                                    uint _588 = t0.words[(_581 + 58u) & 63u] + (_581 << 3u);
                                    _17 = (_588 << 3u) + t0.words[(_588 + 42u) & 63u];
                                    break;
                                }
                                default:
                                {
                                    _17 = t0.words[(_581 + 12u) & 63u] + (_581 * 5u);
                                    break;
                                }
                            }
                        }
                    }
                }
                else
                {
                    if (((_442 ^ 475u) % 5u) == 1u)
                    {
                        _17 = t0.words[(_442 + 8u) & 63u] + (_442 << 3u);
                    }
                    else
                    {
                        if (((t0.words[(_442 + 16u) & 63u] ^ 456u) % 5u) == 0u)
                        {
                            _12 = t0.words[(_442 + 28u) & 63u] + (_442 * 3u);
                        }
                        else
                        {
                            if (((_204 ^ 229u) % 6u) == 0u)
                            {
                                uint _476 = t0.words[(_442 + 61u) & 63u] + (_442 * 6u);
                                _10 = t0.words[(_476 + 54u) & 63u] + _476;
                            }
                            else
                            {
                                _10 = t0.words[(_442 + 59u) & 63u] + (_442 << 1u);
                            }
                            uint _11 = _10;
                            if (((_204 ^ 639u) % 6u) == 1u)
                            {
                                _11 = t0.words[(_10 + 25u) & 63u] + (_10 * 7u);
                            }
                            _6 = _11;
                            _12 = _11;
                            if (!((_11 & 1u) == 0u))
                            {
                                _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
                                break;
                            }
                        }
                        uint _13 = 0u;
                        uint _14 = _12;
                        uint _547;
                        uint _15;
                        uint _16;
                        uint _504;
                        for (;;)
                        {
                            _504 = _13;
                            uint _512 = t0.words[(_14 + 57u) & 63u] + (_14 * 6u);
                            uint _519 = (_512 * 5u) + t0.words[(_512 + 22u) & 63u];
                            _15 = 0u;
                            _16 = (_519 * 3u) + t0.words[(_519 + 23u) & 63u];
                            for (;;)
                            {
                                uint _527 = _15;
                                uint _534 = t0.words[(_16 + 5u) & 63u] + (_16 << 1u);
                                uint _540 = (_534 * 5u) + t0.words[(_534 + 58u) & 63u];
                                _547 = (_540 << 2u) + t0.words[(_540 + 10u) & 63u];
                                uint _548 = _527 + 1u;
                                _15 = _548;
                                _16 = _547;
                                if (_548 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _551 = _504 + 1u;
                            _13 = _551;
                            _14 = _547;
                            if (_551 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _17 = _547;
                    }
                }
                uint _622 = t0.words[(_17 + 48u) & 63u] + (_17 << 2u);
                if ((_622 & 3u) == 0u)
                {
                    if ((_204 & 1u) == 0u)
                    {
                        if ((t0.words[(_622 + 22u) & 63u] & 3u) == 3u)
                        {
                            _20 = t0.words[(_622 + 42u) & 63u] + (_622 * 3u);
                        }
                        else
                        {
                            uint _18 = 0u;
                            uint _19 = _622;
                            uint _661;
                            for (;;)
                            {
                                uint _654 = _18;
                                uint _655 = _19;
                                _661 = t0.words[(_655 + 50u) & 63u] + (_655 * 7u);
                                uint _662 = _654 + 1u;
                                _18 = _662;
                                _19 = _661;
                                if (_662 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            switch (_661 % 5u)
                            {
                                case 0u:
                                {
                                    _20 = t0.words[(_661 + 27u) & 63u] + (_661 << 3u);
                                    break;
                                }
                                case 1u:
                                {
                                    uint _671 = t0.words[(_661 + 51u) & 63u] + (_661 << 3u);
                                    _20 = (_671 * 3u) + t0.words[(_671 + 24u) & 63u];
                                    break;
                                }
                                default:
                                {
                                    _20 = t0.words[(_661 + 2u) & 63u] + (_661 << 2u);
                                    break;
                                }
                            }
                        }
                        _21 = t0.words[(_20 + 52u) & 63u] + (_20 * 7u);
                    }
                    else
                    {
                        _21 = _622;
                        if (((_622 ^ 332u) % 6u) == 0u)
                        {
                            _21 = _622;
                            if (!(((_204 ^ 785u) % 6u) == 1u))
                            {
                                _21 = t0.words[(_622 + 11u) & 63u] + (_622 << 1u);
                            }
                        }
                    }
                }
                else
                {
                    _21 = t0.words[(_622 + 12u) & 63u] + (_622 << 3u);
                }
                _7 = _21;
                uint _705 = _441 + 1u;
                _8 = _705;
                _9 = _21;
                if (_705 < 4u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_8_exit = 2u;
                    break;
                }
            }
            switch (_RESERVED_IDENTIFIER_FIXUP_8_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _6;
                    main_join = 101u;
                    break;
                }
                case 1u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _442;
                    main_join = 101u;
                    break;
                }
                default:
                {
                    uint _24;
                    if ((_7 % 3u) == 0u)
                    {
                        if (((_204 ^ 63u) % 6u) == 0u)
                        {
                            _24 = t0.words[(_7 + 36u) & 63u] + (_7 << 2u);
                        }
                        else
                        {
                            uint _22 = 0u;
                            uint _23 = t0.words[(_7 + 63u) & 63u] + (_7 * 6u);
                            uint _738;
                            for (;;)
                            {
                                uint _731 = _22;
                                uint _732 = _23;
                                _738 = t0.words[(_732 + 1u) & 63u] + (_732 << 2u);
                                uint _739 = _731 + 1u;
                                _22 = _739;
                                _23 = _738;
                                if (_739 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _24 = _738;
                        }
                    }
                    else
                    {
                        _24 = t0.words[(_7 + 20u) & 63u] + (_7 << 3u);
                    }
                    switch (_24 % 3u)
                    {
                        case 0u:
                        {
                            if ((_204 & 3u) == 3u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _24;
                                main_join = 101u;
                            }
                            else
                            {
                                _39 = t0.words[(_24 + 37u) & 63u] + (_24 << 2u);
                                main_join = 100u;
                            }
                            break;
                        }
                        case 1u:
                        {
                            uint _28 = _24;
                            if (((_24 ^ 50u) % 6u) == 1u)
                            {
                                uint _25 = _24;
                                if (((_24 ^ 126u) % 5u) == 0u)
                                {
                                    uint _764 = t0.words[(_24 + 29u) & 63u] + (_24 * 3u);
                                    uint _770 = (_764 * 7u) + t0.words[(_764 + 54u) & 63u];
                                    switch (_770 % 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _782 = t0.words[(_770 + 36u) & 63u] + (_770 << 1u);
                                            _25 = t0.words[(_782 + 50u) & 63u] + _782;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _25 = t0.words[(_770 + 29u) & 63u] + _770;
                                            break;
                                        }
                                        default:
                                        {
                                            _25 = t0.words[(_770 + 59u) & 63u] + (_770 * 3u);
                                            break;
                                        }
                                    }
                                }
                                uint _27 = _25;
                                if ((t0.words[(_25 + 2u) & 63u] & 1u) == 0u)
                                {
                                    uint _805 = t0.words[(_25 + 42u) & 63u] + _25;
                                    uint _26 = _805;
                                    if (((t0.words[(_805 + 23u) & 63u] ^ 998u) % 5u) == 1u)
                                    {
                                        uint _818 = t0.words[(_805 + 8u) & 63u] + _805;
                                        _26 = (_818 << 2u) + t0.words[(_818 + 7u) & 63u];
                                    }
                                    _27 = t0.words[(_26 + 8u) & 63u] + (_26 * 7u);
                                }
                                _28 = t0.words[(_27 + 17u) & 63u] + (_27 * 7u);
                            }
                            uint _847 = t0.words[(_28 + 14u) & 63u] + (_28 << 1u);
                            _39 = t0.words[(_847 + 41u) & 63u] + (_847 * 6u);
                            main_join = 100u;
                            break;
                        }
                        default:
                        {
                            _39 = t0.words[(_24 + 12u) & 63u] + (_24 * 3u);
                            main_join = 100u;
                            break;
                        }
                    }
                    break;
                }
            }
        }
        else
        {
            uint _228 = t0.words[(gl_GlobalInvocationID.x + 44u) & 63u];
            uint _229 = _228 + (gl_GlobalInvocationID.x << 2u);
            _39 = _229;
            if ((_229 & 3u) == 0u)
            {
                _39 = _229;
                switch (_229 % 5u)
                {
                    case 0u:
                    {
                        if ((t0.words[(_229 + 2u) & 63u] & 3u) == 3u)
                        {
                            _39 = t0.words[(_229 + 9u) & 63u] + _229;
                            main_join = 100u;
                        }
                        else
                        {
                            uint _31 = _229;
                            if (!((_204 & 1u) == 0u))
                            {
                                uint _29 = 0u;
                                uint _30 = _229;
                                uint _355;
                                for (;;)
                                {
                                    uint _326 = _29;
                                    uint _327 = _30;
                                    uint _334 = t0.words[(_327 + 12u) & 63u] + (_327 << 3u);
                                    uint _341 = (_334 << 3u) + t0.words[(_334 + 26u) & 63u];
                                    uint _348 = (_341 * 3u) + t0.words[(_341 + 52u) & 63u];
                                    _355 = (_348 << 3u) + t0.words[(_348 + 56u) & 63u];
                                    uint _356 = _326 + 1u;
                                    _29 = _356;
                                    _30 = _355;
                                    if (_356 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _363 = t0.words[(_355 + 16u) & 63u] + (_355 * 5u);
                                if ((_363 & 3u) == 0u)
                                {
                                    uint _379 = t0.words[(_363 + 15u) & 63u] + (_363 << 3u);
                                    _31 = (_379 * 7u) + t0.words[(_379 + 24u) & 63u];
                                }
                                else
                                {
                                    _31 = t0.words[(_363 + 39u) & 63u] + (_363 * 6u);
                                }
                            }
                            uint _32 = _31;
                            if (((_31 ^ 440u) % 5u) == 0u)
                            {
                                if (((t0.words[(_31 + 13u) & 63u] ^ 25u) % 6u) == 0u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _31;
                                    main_join = 101u;
                                }
                                else
                                {
                                    _32 = t0.words[(_31 + 39u) & 63u] + (_31 << 1u);
                                    main_join = 83u;
                                }
                            }
                            else
                            {
                                main_join = 83u;
                            }
                            switch (main_join)
                            {
                                case 83u:
                                {
                                    if ((_32 % 3u) == 0u)
                                    {
                                        if (((_32 ^ 602u) % 3u) == 0u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _32;
                                            main_join = 101u;
                                        }
                                        else
                                        {
                                            _39 = t0.words[(_32 + 25u) & 63u] + (_32 << 3u);
                                            main_join = 100u;
                                        }
                                    }
                                    else
                                    {
                                        _39 = t0.words[(_32 + 9u) & 63u] + (_32 * 3u);
                                        main_join = 100u;
                                    }
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
                    case 1u:
                    {
                        _39 = t0.words[(_229 + 49u) & 63u] + (_229 * 5u);
                        main_join = 100u;
                        break;
                    }
                    case 2u:
                    {
                        uint _33 = 0u;
                        uint _34 = _229;
                        uint _306;
                        uint _35;
                        uint _36;
                        uint _37;
                        uint _234;
                        for (;;)
                        {
                            _234 = _33;
                            _35 = _34;
                            _36 = 0u;
                            for (;;)
                            {
                                uint _237 = _36;
                                switch (_35 % 5u)
                                {
                                    case 0u:
                                    {
                                        uint _272 = t0.words[(_35 + 44u) & 63u] + (_35 * 7u);
                                        _37 = (_272 << 1u) + t0.words[(_272 + 20u) & 63u];
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _259 = t0.words[(_35 + 28u) & 63u] + (_35 * 5u);
                                        _37 = (_259 * 5u) + t0.words[(_259 + 63u) & 63u];
                                        break;
                                    }
                                    case 2u:
                                    {
                                        uint _245 = t0.words[(_35 + 58u) & 63u] + (_35 * 5u);
                                        _37 = (_245 << 2u) + t0.words[(_245 + 37u) & 63u];
                                        break;
                                    }
                                    default:
                                    {
                                        _37 = t0.words[_35 & 63u] + (_35 << 2u);
                                        break;
                                    }
                                }
                                uint _292 = t0.words[(_37 + 33u) & 63u] + (_37 * 6u);
                                uint _38 = _292;
                                if ((t0.words[(_292 + 50u) & 63u] & 1u) == 0u)
                                {
                                    _38 = t0.words[(_292 + 2u) & 63u] + (_292 * 6u);
                                }
                                _306 = _38;
                                uint _307 = _237 + 1u;
                                _35 = _306;
                                _36 = _307;
                                if (_307 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _309 = _234 + 1u;
                            _33 = _309;
                            _34 = _306;
                            if (_309 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _39 = _306;
                        main_join = 100u;
                        break;
                    }
                    default:
                    {
                        main_join = 100u;
                        break;
                    }
                }
            }
            else
            {
                main_join = 100u;
            }
        }
    }
    else
    {
        main_join = 100u;
    }
    switch (main_join)
    {
        case 100u:
        {
            u0.words[gl_GlobalInvocationID.x] = _39;
            break;
        }
        default:
        {
            break;
        }
    }
}

