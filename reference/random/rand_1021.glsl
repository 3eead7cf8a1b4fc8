#version 450
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
    uint _RESERVED_IDENTIFIER_FIXUP_4_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_7_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_1_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_19_join = 0u;
    uint _186 = gl_GlobalInvocationID.x & 63u;
    uint _193 = t0.words[_186];
    uint _39;
    if ((t0.words[(gl_GlobalInvocationID.x + 40u) & 63u] & 1u) == 0u)
    {
        if ((t0.words[(gl_GlobalInvocationID.x + 58u) & 63u] & 1u) == 0u)
        {
            u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
            main_join = 73u;
        }
        else
        {
            if ((_193 & 3u) == 2u)
            {
                uint _707 = t0.words[(gl_GlobalInvocationID.x + 51u) & 63u] + (gl_GlobalInvocationID.x << 2u);
                _39 = (_707 << 1u) + t0.words[(_707 + 6u) & 63u];
                main_join = 72u;
            }
            else
            {
                _39 = gl_GlobalInvocationID.x;
                if ((gl_GlobalInvocationID.x & 3u) == 0u)
                {
                    uint _29 = gl_GlobalInvocationID.x;
                    if (((gl_GlobalInvocationID.x ^ 49u) % 3u) == 0u)
                    {
                        uint _19 = 0u;
                        uint _20 = gl_GlobalInvocationID.x;
                        uint _27;
                        uint _28;
                        uint _419;
                        uint _420;
                        for (;;)
                        {
                            _419 = _19;
                            _420 = _20;
                            _28 = _420;
                            if ((_420 & 1u) == 0u)
                            {
                                break;
                            }
                            else
                            {
                                if (((t0.words[(_420 + 26u) & 63u] ^ 131u) % 6u) == 1u)
                                {
                                    _27 = _420;
                                    if (((t0.words[(_420 + 45u) & 63u] ^ 499u) % 6u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_19_join = 46u;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_19_join = 39u;
                                    }
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_19_join = 39u;
                                }
                                switch (_RESERVED_IDENTIFIER_FIXUP_19_join)
                                {
                                    case 39u:
                                    {
                                        uint _21 = 0u;
                                        uint _22 = _420;
                                        uint _501;
                                        uint _23;
                                        uint _24;
                                        uint _443;
                                        for (;;)
                                        {
                                            _443 = _21;
                                            _23 = 0u;
                                            _24 = _22;
                                            uint _472;
                                            for (;;)
                                            {
                                                uint _445 = _23;
                                                uint _446 = _24;
                                                uint _452 = t0.words[(_446 + 40u) & 63u] + (_446 << 3u);
                                                uint _459 = (_452 * 3u) + t0.words[(_452 + 37u) & 63u];
                                                uint _466 = (_459 << 3u) + t0.words[(_459 + 18u) & 63u];
                                                _472 = (_466 << 3u) + t0.words[(_466 + 32u) & 63u];
                                                uint _473 = _445 + 1u;
                                                _23 = _473;
                                                _24 = _472;
                                                if (_473 == 3u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            uint _25 = 0u;
                                            uint _26 = t0.words[(_472 + 4u) & 63u] + (_472 * 3u);
                                            for (;;)
                                            {
                                                uint _481 = _25;
                                                uint _487 = t0.words[(_26 + 41u) & 63u] + _26;
                                                uint _494 = (_487 << 2u) + t0.words[(_487 + 25u) & 63u];
                                                _501 = (_494 * 6u) + t0.words[(_494 + 55u) & 63u];
                                                uint _502 = _481 + 1u;
                                                _25 = _502;
                                                _26 = _501;
                                                if (_502 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            uint _504 = _443 + 1u;
                                            _21 = _504;
                                            _22 = _501;
                                            if (_504 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _27 = t0.words[(_501 + 10u) & 63u] + _501;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                uint _513 = _419 + 1u;
                                _19 = _513;
                                _20 = _27;
                                _28 = _27;
                                if (_513 < 3u)
                                {
                                    continue;
                                }
                                else
                                {
                                    break;
                                }
                            }
                        }
                        _29 = t0.words[(_28 + 45u) & 63u] + (_28 * 6u);
                    }
                    _39 = _29;
                    if (((_193 ^ 734u) % 5u) == 1u)
                    {
                        uint _33 = _29;
                        if (((_193 ^ 123u) % 5u) == 0u)
                        {
                            if ((t0.words[(_29 + 62u) & 63u] & 1u) == 0u)
                            {
                                _33 = t0.words[(_29 + 44u) & 63u] + (_29 * 3u);
                                main_join = 62u;
                            }
                            else
                            {
                                uint _30 = 0u;
                                uint _31 = _29;
                                uint _556;
                                for (;;)
                                {
                                    uint _538 = _30;
                                    uint _539 = _31;
                                    uint _545 = t0.words[(_539 + 63u) & 63u] + (_539 * 7u);
                                    uint _550 = t0.words[(_545 + 45u) & 63u] + _545;
                                    _556 = (_550 << 2u) + t0.words[(_550 + 42u) & 63u];
                                    uint _557 = _538 + 1u;
                                    _30 = _557;
                                    _31 = _556;
                                    if (_557 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _32;
                                switch (_556 % 5u)
                                {
                                    case 0u:
                                    {
                                        _32 = t0.words[(_556 + 35u) & 63u] + (_556 * 6u);
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _592 = t0.words[(_556 + 22u) & 63u] + (_556 * 7u);
                                        _32 = (_592 << 1u) + t0.words[(_592 + 48u) & 63u];
                                        break;
                                    }
                                    case 2u:
                                    {
                                        uint _579 = t0.words[(_556 + 34u) & 63u] + (_556 << 2u);
                                        _32 = (_579 << 3u) + t0.words[(_579 + 37u) & 63u];
                                        break;
                                    }
                                    case 3u:
                                    {
                                        uint _566 = t0.words[(_556 + 28u) & 63u] + (_556 * 7u);
                                        _32 = (_566 * 3u) + t0.words[(_566 + 63u) & 63u];
                                        break;
                                    }
                                    default:
                                    {
                                        _32 = t0.words[(_556 + 39u) & 63u] + (_556 * 5u);
                                        break;
                                    }
                                }
                                _33 = _32;
                                if ((_193 & 1u) == 0u)
                                {
                                    main_join = 62u;
                                }
                                else
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _32;
                                    main_join = 73u;
                                }
                            }
                        }
                        else
                        {
                            main_join = 62u;
                        }
                        switch (main_join)
                        {
                            case 62u:
                            {
                                uint _34 = _33;
                                if ((t0.words[(_33 + 10u) & 63u] & 1u) == 0u)
                                {
                                    uint _637 = t0.words[(_33 + 21u) & 63u] + (_33 << 1u);
                                    uint _643 = (_637 * 3u) + t0.words[(_637 + 45u) & 63u];
                                    _34 = (_643 << 2u) + t0.words[(_643 + 54u) & 63u];
                                }
                                _39 = _34;
                                if ((_34 % 3u) == 0u)
                                {
                                    uint _35 = 0u;
                                    uint _36 = _34;
                                    uint _38;
                                    uint _654;
                                    uint _655;
                                    for (;;)
                                    {
                                        _654 = _35;
                                        _655 = _36;
                                        _38 = _655;
                                        if ((t0.words[(_655 + 37u) & 63u] & 3u) == 1u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            uint _37 = _655;
                                            if (((_193 ^ 69u) % 5u) == 1u)
                                            {
                                                uint _671 = t0.words[(_655 + 27u) & 63u] + (_655 * 6u);
                                                uint _678 = (_671 * 3u) + t0.words[(_671 + 20u) & 63u];
                                                _37 = (_678 << 2u) + t0.words[(_678 + 11u) & 63u];
                                            }
                                            uint _691 = t0.words[(_37 + 48u) & 63u] + (_37 << 1u);
                                            uint _697 = (_691 << 2u) + t0.words[(_691 + 19u) & 63u];
                                            uint _698 = _654 + 1u;
                                            _35 = _698;
                                            _36 = _697;
                                            _38 = _697;
                                            if (_698 < 5u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                break;
                                            }
                                        }
                                    }
                                    _39 = _38;
                                    main_join = 72u;
                                }
                                else
                                {
                                    main_join = 72u;
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
                        main_join = 72u;
                    }
                }
                else
                {
                    main_join = 72u;
                }
            }
        }
    }
    else
    {
        uint _10 = 0u;
        uint _11 = gl_GlobalInvocationID.x;
        uint _238;
        uint _6;
        uint _7;
        uint _8;
        uint _9;
        uint _12;
        uint _13;
        uint _16;
        uint _17;
        uint _204;
        for (;;)
        {
            _204 = _10;
            _12 = 0u;
            _13 = _11;
            uint _14;
            uint _15;
            uint _206;
            for (;;)
            {
                _206 = _12;
                uint _215 = t0.words[(_13 + 32u) & 63u] + (_13 << 3u);
                _14 = 0u;
                _15 = t0.words[(_215 + 41u) & 63u] + _215;
                for (;;)
                {
                    uint _222 = _14;
                    uint _230 = t0.words[(_15 + 30u) & 63u] + (_15 << 1u);
                    _238 = (_230 * 7u) + t0.words[(_230 + 58u) & 63u];
                    if ((_238 & 3u) == 0u)
                    {
                        _16 = _238;
                        if (((_193 ^ 49u) % 6u) == 1u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_1_exit = 0u;
                            break;
                        }
                    }
                    else
                    {
                        _16 = t0.words[(_238 + 27u) & 63u] + (_238 * 6u);
                    }
                    _7 = _16;
                    bool _55_ladder_break = false;
                    switch (_16 % 5u)
                    {
                        case 0u:
                        {
                            uint _292 = t0.words[(_7 + 11u) & 63u] + (_7 * 7u);
                            _6 = _292;
                            if ((t0.words[(_292 + 52u) & 63u] & 1u) == 0u)
                            {
                                _17 = _6;
                                if ((_193 & 1u) == 0u)
                                {
                                    if (!((_6 & 1u) == 0u))
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_1_exit = 2u;
                                        _55_ladder_break = true;
                                        break;
                                    }
                                    _17 = _6;
                                    if (((_6 ^ 626u) % 5u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_1_exit = 3u;
                                        _55_ladder_break = true;
                                        break;
                                    }
                                }
                            }
                            else
                            {
                                if (((_6 ^ 550u) % 6u) == 0u)
                                {
                                    _17 = t0.words[(_6 + 3u) & 63u] + (_6 << 1u);
                                }
                                else
                                {
                                    uint _312 = t0.words[(_6 + 47u) & 63u] + (_6 * 6u);
                                    uint _320 = (_312 << 2u) + t0.words[(_312 + 19u) & 63u];
                                    _17 = (_320 << 1u) + t0.words[(_320 + 7u) & 63u];
                                }
                            }
                            break;
                        }
                        case 1u:
                        {
                            if ((t0.words[(_7 + 48u) & 63u] & 1u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_1_exit = 1u;
                                _55_ladder_break = true;
                                break;
                            }
                            _17 = t0.words[(_7 + 24u) & 63u] + _7;
                            break;
                        }
                        case 2u:
                        {
                            _17 = t0.words[(_7 + 1u) & 63u] + (_7 * 6u);
                            break;
                        }
                        case 3u:
                        {
                            _17 = t0.words[(_7 + 6u) & 63u] + (_7 * 3u);
                            break;
                        }
                        default:
                        {
                            _17 = t0.words[(_7 + 29u) & 63u] + (_7 << 2u);
                            break;
                        }
                    }
                    if (_55_ladder_break)
                    {
                        break;
                    }
                    _8 = _17;
                    uint _354 = _222 + 1u;
                    _14 = _354;
                    _15 = _17;
                    if (_354 < 3u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_1_exit = 4u;
                        break;
                    }
                }
                bool _79_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_1_exit)
                {
                    case 0u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_7_exit = 0u;
                        _79_ladder_break = true;
                        break;
                    }
                    case 1u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_7_exit = 1u;
                        _79_ladder_break = true;
                        break;
                    }
                    case 2u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_7_exit = 2u;
                        _79_ladder_break = true;
                        break;
                    }
                    case 3u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_7_exit = 3u;
                        _79_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_79_ladder_break)
                {
                    break;
                }
                uint _358 = _206 + 1u;
                _12 = _358;
                _13 = _8;
                if (_358 < 5u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_7_exit = 4u;
                    break;
                }
            }
            bool _87_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_7_exit)
            {
                case 0u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_4_exit = 0u;
                    _87_ladder_break = true;
                    break;
                }
                case 1u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_4_exit = 1u;
                    _87_ladder_break = true;
                    break;
                }
                case 2u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_4_exit = 2u;
                    _87_ladder_break = true;
                    break;
                }
                case 3u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_4_exit = 3u;
                    _87_ladder_break = true;
                    break;
                }
                default:
                {
                    break;
                }
            }
            if (_87_ladder_break)
            {
                break;
            }
            uint _369 = t0.words[(_8 + 53u) & 63u] + (_8 << 2u);
            uint _18 = _369;
            if (((_193 ^ 811u) % 6u) == 0u)
            {
                uint _380 = t0.words[(_369 + 45u) & 63u] + (_369 * 5u);
                _18 = (_380 * 7u) + t0.words[(_380 + 42u) & 63u];
            }
            _9 = _18;
            uint _389 = _204 + 1u;
            _10 = _389;
            _11 = _18;
            if (_389 < 4u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_4_exit = 4u;
                break;
            }
        }
        switch (_RESERVED_IDENTIFIER_FIXUP_4_exit)
        {
            case 0u:
            {
                u0.words[gl_GlobalInvocationID.x] = _238;
                main_join = 73u;
                break;
            }
            case 1u:
            {
                u0.words[gl_GlobalInvocationID.x] = _7;
                main_join = 73u;
                break;
            }
            case 2u:
            {
                u0.words[gl_GlobalInvocationID.x] = _6;
                main_join = 73u;
                break;
            }
            case 3u:
            {
                u0.words[gl_GlobalInvocationID.x] = _6;
                main_join = 73u;
                break;
            }
            default:
            {
                _39 = _9;
                main_join = 72u;
                break;
            }
        }
    }
    switch (main_join)
    {
        case 72u:
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

