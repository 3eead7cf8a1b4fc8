#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _203;

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
    uint _195 = gl_GlobalInvocationID.x & 63u;
    uint _202 = t0.words[_195];
    uint _39 = gl_GlobalInvocationID.x;
    if ((t0.words[(gl_GlobalInvocationID.x + 16u) & 63u] & 3u) == 2u)
    {
        if (((gl_GlobalInvocationID.x ^ 45u) % 6u) == 0u)
        {
            uint _8 = 0u;
            uint _9 = gl_GlobalInvocationID.x;
            uint _440;
            uint _6;
            uint _7;
            uint _10;
            uint _12;
            uint _17;
            uint _20;
            uint _21;
            for (;;)
            {
                uint _439 = _8;
                _440 = _9;
                if (((_202 ^ 407u) % 5u) == 1u)
                {
                    _17 = _440;
                    if (((_202 ^ 630u) % 5u) == 0u)
                    {
                        if ((_202 & 1u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_8_exit = 1u;
                            break;
                        }
                        uint _569 = t0.words[(_440 + 43u) & 63u] + _440;
                        _17 = _569;
                        if (((_569 ^ 624u) % 5u) == 1u)
                        {
                            uint _579 = t0.words[(_569 + 15u) & 63u] + (_569 * 5u);
                            switch (_579 % 3u)
                            {
                                case 0u:
                                {
                                    uint _599 = t0.words[(_579 + 34u) & 63u] + _579;
                                    _17 = (_599 * 5u) + t0.words[(_599 + 35u) & 63u];
                                    break;
                                }
                                case 1u:
                                {
                                    uint _586 = t0.words[(_579 + 58u) & 63u] + (_579 << 3u);
                                    _17 = (_586 << 3u) + t0.words[(_586 + 42u) & 63u];
                                    break;
                                }
                                default:
                                {
                                    _17 = t0.words[(_579 + 12u) & 63u] + (_579 * 5u);
                                    break;
                                }
                            }
                        }
                    }
                }
                else
                {
                    if (((_440 ^ 475u) % 5u) == 1u)
                    {
                        _17 = t0.words[(_440 + 8u) & 63u] + (_440 << 3u);
                    }
                    else
                    {
                        if (((t0.words[(_440 + 16u) & 63u] ^ 456u) % 5u) == 0u)
                        {
                            _12 = t0.words[(_440 + 28u) & 63u] + (_440 * 3u);
                        }
                        else
                        {
                            if (((_202 ^ 229u) % 6u) == 0u)
                            {
                                uint _474 = t0.words[(_440 + 61u) & 63u] + (_440 * 6u);
                                _10 = t0.words[(_474 + 54u) & 63u] + _474;
                            }
                            else
                            {
                                _10 = t0.words[(_440 + 59u) & 63u] + (_440 << 1u);
                            }
                            uint _11 = _10;
                            if (((_202 ^ 639u) % 6u) == 1u)
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
                        uint _545;
                        uint _15;
                        uint _16;
                        uint _502;
                        for (;;)
                        {
                            _502 = _13;
                            uint _510 = t0.words[(_14 + 57u) & 63u] + (_14 * 6u);
                            uint _517 = (_510 * 5u) + t0.words[(_510 + 22u) & 63u];
                            _15 = 0u;
                            _16 = (_517 * 3u) + t0.words[(_517 + 23u) & 63u];
                            for (;;)
                            {
                                uint _525 = _15;
                                uint _532 = t0.words[(_16 + 5u) & 63u] + (_16 << 1u);
                                uint _538 = (_532 * 5u) + t0.words[(_532 + 58u) & 63u];
                                _545 = (_538 << 2u) + t0.words[(_538 + 10u) & 63u];
                                uint _546 = _525 + 1u;
                                _15 = _546;
                                _16 = _545;
                                if (_546 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _549 = _502 + 1u;
                            _13 = _549;
                            _14 = _545;
                            if (_549 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _17 = _545;
                    }
                }
                uint _620 = t0.words[(_17 + 48u) & 63u] + (_17 << 2u);
                if ((_620 & 3u) == 0u)
                {
                    if ((_202 & 1u) == 0u)
                    {
                        if ((t0.words[(_620 + 22u) & 63u] & 3u) == 3u)
                        {
                            _20 = t0.words[(_620 + 42u) & 63u] + (_620 * 3u);
                        }
                        else
                        {
                            uint _18 = 0u;
                            uint _19 = _620;
                            uint _659;
                            for (;;)
                            {
                                uint _652 = _18;
                                uint _653 = _19;
                                _659 = t0.words[(_653 + 50u) & 63u] + (_653 * 7u);
                                uint _660 = _652 + 1u;
                                _18 = _660;
                                _19 = _659;
                                if (_660 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            switch (_659 % 5u)
                            {
                                case 0u:
                                {
                                    _20 = t0.words[(_659 + 27u) & 63u] + (_659 << 3u);
                                    break;
                                }
                                case 1u:
                                {
                                    uint _669 = t0.words[(_659 + 51u) & 63u] + (_659 << 3u);
                                    _20 = (_669 * 3u) + t0.words[(_669 + 24u) & 63u];
                                    break;
                                }
                                default:
                                {
                                    _20 = t0.words[(_659 + 2u) & 63u] + (_659 << 2u);
                                    break;
                                }
                            }
                        }
                        _21 = t0.words[(_20 + 52u) & 63u] + (_20 * 7u);
                    }
                    else
                    {
                        _21 = _620;
                        if (((_620 ^ 332u) % 6u) == 0u)
                        {
                            _21 = _620;
                            if (!(((_202 ^ 785u) % 6u) == 1u))
                            {
                                _21 = t0.words[(_620 + 11u) & 63u] + (_620 << 1u);
                            }
                        }
                    }
                }
                else
                {
                    _21 = t0.words[(_620 + 12u) & 63u] + (_620 << 3u);
                }
                _7 = _21;
                uint _703 = _439 + 1u;
                _8 = _703;
                _9 = _21;
                if (_703 < 4u)
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
                    u0.words[gl_GlobalInvocationID.x] = _440;
                    main_join = 101u;
                    break;
                }
                default:
                {
                    uint _24;
                    if ((_7 % 3u) == 0u)
                    {
                        if (((_202 ^ 63u) % 6u) == 0u)
                        {
                            _24 = t0.words[(_7 + 36u) & 63u] + (_7 << 2u);
                        }
                        else
                        {
                            uint _22 = 0u;
                            uint _23 = t0.words[(_7 + 63u) & 63u] + (_7 * 6u);
                            uint _736;
                            for (;;)
                            {
                                uint _729 = _22;
                                uint _730 = _23;
                                _736 = t0.words[(_730 + 1u) & 63u] + (_730 << 2u);
                                uint _737 = _729 + 1u;
                                _22 = _737;
                                _23 = _736;
                                if (_737 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _24 = _736;
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
                            if ((_202 & 3u) == 3u)
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
                                    uint _762 = t0.words[(_24 + 29u) & 63u] + (_24 * 3u);
                                    uint _768 = (_762 * 7u) + t0.words[(_762 + 54u) & 63u];
                                    switch (_768 % 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _780 = t0.words[(_768 + 36u) & 63u] + (_768 << 1u);
                                            _25 = t0.words[(_780 + 50u) & 63u] + _780;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _25 = t0.words[(_768 + 29u) & 63u] + _768;
                                            break;
                                        }
                                        default:
                                        {
                                            _25 = t0.words[(_768 + 59u) & 63u] + (_768 * 3u);
                                            break;
                                        }
                                    }
                                }
                                uint _27 = _25;
                                if ((t0.words[(_25 + 2u) & 63u] & 1u) == 0u)
                                {
                                    uint _803 = t0.words[(_25 + 42u) & 63u] + _25;
                                    uint _26 = _803;
                                    if (((t0.words[(_803 + 23u) & 63u] ^ 998u) % 5u) == 1u)
                                    {
                                        uint _816 = t0.words[(_803 + 8u) & 63u] + _803;
                                        _26 = (_816 << 2u) + t0.words[(_816 + 7u) & 63u];
                                    }
                                    _27 = t0.words[(_26 + 8u) & 63u] + (_26 * 7u);
                                }
                                _28 = t0.words[(_27 + 17u) & 63u] + (_27 * 7u);
                            }
                            uint _845 = t0.words[(_28 + 14u) & 63u] + (_28 << 1u);
                            _39 = t0.words[(_845 + 41u) & 63u] + (_845 * 6u);
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
            uint _226 = t0.words[(gl_GlobalInvocationID.x + 44u) & 63u];
            uint _227 = _226 + (gl_GlobalInvocationID.x << 2u);
            _39 = _227;
            if ((_227 & 3u) == 0u)
            {
                _39 = _227;
                switch (_227 % 5u)
                {
                    case 0u:
                    {
                        if ((t0.words[(_227 + 2u) & 63u] & 3u) == 3u)
                        {
                            _39 = t0.words[(_227 + 9u) & 63u] + _227;
                            main_join = 100u;
                        }
                        else
                        {
                            uint _31 = _227;
                            if (!((_202 & 1u) == 0u))
                            {
                                uint _29 = 0u;
                                uint _30 = _227;
                                uint _353;
                                for (;;)
                                {
                                    uint _324 = _29;
                                    uint _325 = _30;
                                    uint _332 = t0.words[(_325 + 12u) & 63u] + (_325 << 3u);
                                    uint _339 = (_332 << 3u) + t0.words[(_332 + 26u) & 63u];
                                    uint _346 = (_339 * 3u) + t0.words[(_339 + 52u) & 63u];
                                    _353 = (_346 << 3u) + t0.words[(_346 + 56u) & 63u];
                                    uint _354 = _324 + 1u;
                                    _29 = _354;
                                    _30 = _353;
                                    if (_354 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _361 = t0.words[(_353 + 16u) & 63u] + (_353 * 5u);
                                if ((_361 & 3u) == 0u)
                                {
                                    uint _377 = t0.words[(_361 + 15u) & 63u] + (_361 << 3u);
                                    _31 = (_377 * 7u) + t0.words[(_377 + 24u) & 63u];
                                }
                                else
                                {
                                    _31 = t0.words[(_361 + 39u) & 63u] + (_361 * 6u);
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
                            }
                        }
                        break;
                    }
                    case 1u:
                    {
                        _39 = t0.words[(_227 + 49u) & 63u] + (_227 * 5u);
                        main_join = 100u;
                        break;
                    }
                    case 2u:
                    {
                        uint _33 = 0u;
                        uint _34 = _227;
                        uint _304;
                        uint _35;
                        uint _36;
                        uint _37;
                        uint _232;
                        for (;;)
                        {
                            _232 = _33;
                            _35 = _34;
                            _36 = 0u;
                            for (;;)
                            {
                                uint _235 = _36;
                                switch (_35 % 5u)
                                {
                                    case 0u:
                                    {
                                        uint _270 = t0.words[(_35 + 44u) & 63u] + (_35 * 7u);
                                        _37 = (_270 << 1u) + t0.words[(_270 + 20u) & 63u];
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _257 = t0.words[(_35 + 28u) & 63u] + (_35 * 5u);
                                        _37 = (_257 * 5u) + t0.words[(_257 + 63u) & 63u];
                                        break;
                                    }
                                    case 2u:
                                    {
                                        uint _243 = t0.words[(_35 + 58u) & 63u] + (_35 * 5u);
                                        _37 = (_243 << 2u) + t0.words[(_243 + 37u) & 63u];
                                        break;
                                    }
                                    default:
                                    {
                                        _37 = t0.words[_35 & 63u] + (_35 << 2u);
                                        break;
                                    }
                                }
                                uint _290 = t0.words[(_37 + 33u) & 63u] + (_37 * 6u);
                                uint _38 = _290;
                                if ((t0.words[(_290 + 50u) & 63u] & 1u) == 0u)
                                {
                                    _38 = t0.words[(_290 + 2u) & 63u] + (_290 * 6u);
                                }
                                _304 = _38;
                                uint _305 = _235 + 1u;
                                _35 = _304;
                                _36 = _305;
                                if (_305 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _307 = _232 + 1u;
                            _33 = _307;
                            _34 = _304;
                            if (_307 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _39 = _304;
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
    }
}

