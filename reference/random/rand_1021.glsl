#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _189;

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
    uint _181 = gl_GlobalInvocationID.x & 63u;
    uint _188 = t0.words[_181];
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
            if ((_188 & 3u) == 2u)
            {
                uint _702 = t0.words[(gl_GlobalInvocationID.x + 51u) & 63u] + (gl_GlobalInvocationID.x << 2u);
                _39 = (_702 << 1u) + t0.words[(_702 + 6u) & 63u];
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
                        uint _414;
                        uint _415;
                        for (;;)
                        {
                            _414 = _19;
                            _415 = _20;
                            _28 = _415;
                            if ((_415 & 1u) == 0u)
                            {
                                break;
                            }
                            else
                            {
                                if (((t0.words[(_415 + 26u) & 63u] ^ 131u) % 6u) == 1u)
                                {
                                    _27 = _415;
                                    if (((t0.words[(_415 + 45u) & 63u] ^ 499u) % 6u) == 0u)
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
                                        uint _22 = _415;
                                        uint _496;
                                        uint _23;
                                        uint _24;
                                        uint _438;
                                        for (;;)
                                        {
                                            _438 = _21;
                                            _23 = 0u;
                                            _24 = _22;
                                            uint _467;
                                            for (;;)
                                            {
                                                uint _440 = _23;
                                                uint _441 = _24;
                                                uint _447 = t0.words[(_441 + 40u) & 63u] + (_441 << 3u);
                                                uint _454 = (_447 * 3u) + t0.words[(_447 + 37u) & 63u];
                                                uint _461 = (_454 << 3u) + t0.words[(_454 + 18u) & 63u];
                                                _467 = (_461 << 3u) + t0.words[(_461 + 32u) & 63u];
                                                uint _468 = _440 + 1u;
                                                _23 = _468;
                                                _24 = _467;
                                                if (_468 == 3u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            uint _25 = 0u;
                                            uint _26 = t0.words[(_467 + 4u) & 63u] + (_467 * 3u);
                                            for (;;)
                                            {
                                                uint _476 = _25;
                                                uint _482 = t0.words[(_26 + 41u) & 63u] + _26;
                                                uint _489 = (_482 << 2u) + t0.words[(_482 + 25u) & 63u];
                                                _496 = (_489 * 6u) + t0.words[(_489 + 55u) & 63u];
                                                uint _497 = _476 + 1u;
                                                _25 = _497;
                                                _26 = _496;
                                                if (_497 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            uint _499 = _438 + 1u;
                                            _21 = _499;
                                            _22 = _496;
                                            if (_499 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _27 = t0.words[(_496 + 10u) & 63u] + _496;
                                        break;
                                    }
                                }
                                uint _508 = _414 + 1u;
                                _19 = _508;
                                _20 = _27;
                                _28 = _27;
                                if (_508 < 3u)
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
                    if (((_188 ^ 734u) % 5u) == 1u)
                    {
                        uint _33 = _29;
                        if (((_188 ^ 123u) % 5u) == 0u)
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
                                uint _551;
                                for (;;)
                                {
                                    uint _533 = _30;
                                    uint _534 = _31;
                                    uint _540 = t0.words[(_534 + 63u) & 63u] + (_534 * 7u);
                                    uint _545 = t0.words[(_540 + 45u) & 63u] + _540;
                                    _551 = (_545 << 2u) + t0.words[(_545 + 42u) & 63u];
                                    uint _552 = _533 + 1u;
                                    _30 = _552;
                                    _31 = _551;
                                    if (_552 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _32;
                                switch (_551 % 5u)
                                {
                                    case 0u:
                                    {
                                        _32 = t0.words[(_551 + 35u) & 63u] + (_551 * 6u);
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _587 = t0.words[(_551 + 22u) & 63u] + (_551 * 7u);
                                        _32 = (_587 << 1u) + t0.words[(_587 + 48u) & 63u];
                                        break;
                                    }
                                    case 2u:
                                    {
                                        uint _574 = t0.words[(_551 + 34u) & 63u] + (_551 << 2u);
                                        _32 = (_574 << 3u) + t0.words[(_574 + 37u) & 63u];
                                        break;
                                    }
                                    case 3u:
                                    {
                                        uint _561 = t0.words[(_551 + 28u) & 63u] + (_551 * 7u);
                                        _32 = (_561 * 3u) + t0.words[(_561 + 63u) & 63u];
                                        break;
                                    }
                                    default:
                                    {
                                        _32 = t0.words[(_551 + 39u) & 63u] + (_551 * 5u);
                                        break;
                                    }
                                }
                                _33 = _32;
                                if ((_188 & 1u) == 0u)
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
                                    uint _632 = t0.words[(_33 + 21u) & 63u] + (_33 << 1u);
                                    uint _638 = (_632 * 3u) + t0.words[(_632 + 45u) & 63u];
                                    _34 = (_638 << 2u) + t0.words[(_638 + 54u) & 63u];
                                }
                                _39 = _34;
                                if ((_34 % 3u) == 0u)
                                {
                                    uint _35 = 0u;
                                    uint _36 = _34;
                                    uint _38;
                                    uint _649;
                                    uint _650;
                                    for (;;)
                                    {
                                        _649 = _35;
                                        _650 = _36;
                                        _38 = _650;
                                        if ((t0.words[(_650 + 37u) & 63u] & 3u) == 1u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            uint _37 = _650;
                                            if (((_188 ^ 69u) % 5u) == 1u)
                                            {
                                                uint _666 = t0.words[(_650 + 27u) & 63u] + (_650 * 6u);
                                                uint _673 = (_666 * 3u) + t0.words[(_666 + 20u) & 63u];
                                                _37 = (_673 << 2u) + t0.words[(_673 + 11u) & 63u];
                                            }
                                            uint _686 = t0.words[(_37 + 48u) & 63u] + (_37 << 1u);
                                            uint _692 = (_686 << 2u) + t0.words[(_686 + 19u) & 63u];
                                            uint _693 = _649 + 1u;
                                            _35 = _693;
                                            _36 = _692;
                                            _38 = _692;
                                            if (_693 < 5u)
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
        uint _233;
        uint _6;
        uint _7;
        uint _8;
        uint _9;
        uint _12;
        uint _13;
        uint _16;
        uint _17;
        uint _199;
        for (;;)
        {
            _199 = _10;
            _12 = 0u;
            _13 = _11;
            uint _14;
            uint _15;
            uint _201;
            for (;;)
            {
                _201 = _12;
                uint _210 = t0.words[(_13 + 32u) & 63u] + (_13 << 3u);
                _14 = 0u;
                _15 = t0.words[(_210 + 41u) & 63u] + _210;
                for (;;)
                {
                    uint _217 = _14;
                    uint _225 = t0.words[(_15 + 30u) & 63u] + (_15 << 1u);
                    _233 = (_225 * 7u) + t0.words[(_225 + 58u) & 63u];
                    if ((_233 & 3u) == 0u)
                    {
                        _16 = _233;
                        if (((_188 ^ 49u) % 6u) == 1u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_1_exit = 0u;
                            break;
                        }
                    }
                    else
                    {
                        _16 = t0.words[(_233 + 27u) & 63u] + (_233 * 6u);
                    }
                    _7 = _16;
                    bool _55_ladder_break = false;
                    switch (_16 % 5u)
                    {
                        case 0u:
                        {
                            uint _287 = t0.words[(_7 + 11u) & 63u] + (_7 * 7u);
                            _6 = _287;
                            if ((t0.words[(_287 + 52u) & 63u] & 1u) == 0u)
                            {
                                _17 = _6;
                                if ((_188 & 1u) == 0u)
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
                                    uint _307 = t0.words[(_6 + 47u) & 63u] + (_6 * 6u);
                                    uint _315 = (_307 << 2u) + t0.words[(_307 + 19u) & 63u];
                                    _17 = (_315 << 1u) + t0.words[(_315 + 7u) & 63u];
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
                    uint _349 = _217 + 1u;
                    _14 = _349;
                    _15 = _17;
                    if (_349 < 3u)
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
                }
                if (_79_ladder_break)
                {
                    break;
                }
                uint _353 = _201 + 1u;
                _12 = _353;
                _13 = _8;
                if (_353 < 5u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_7_exit = 4u;
                    break;
                }
            }
            bool _86_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_7_exit)
            {
                case 0u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_4_exit = 0u;
                    _86_ladder_break = true;
                    break;
                }
                case 1u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_4_exit = 1u;
                    _86_ladder_break = true;
                    break;
                }
                case 2u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_4_exit = 2u;
                    _86_ladder_break = true;
                    break;
                }
                case 3u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_4_exit = 3u;
                    _86_ladder_break = true;
                    break;
                }
            }
            if (_86_ladder_break)
            {
                break;
            }
            uint _364 = t0.words[(_8 + 53u) & 63u] + (_8 << 2u);
            uint _18 = _364;
            if (((_188 ^ 811u) % 6u) == 0u)
            {
                uint _375 = t0.words[(_364 + 45u) & 63u] + (_364 * 5u);
                _18 = (_375 * 7u) + t0.words[(_375 + 42u) & 63u];
            }
            _9 = _18;
            uint _384 = _199 + 1u;
            _10 = _384;
            _11 = _18;
            if (_384 < 4u)
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
                u0.words[gl_GlobalInvocationID.x] = _233;
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
    }
}

