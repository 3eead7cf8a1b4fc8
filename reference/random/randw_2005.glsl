#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _239;

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
    uint _RESERVED_IDENTIFIER_FIXUP_86_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_76_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_63_loop_join = 0u;
    uint _231 = gl_GlobalInvocationID.x & 63u;
    uint _238 = t0.words[_231];
    uint _14 = gl_GlobalInvocationID.x;
    if ((gl_GlobalInvocationID.x & 3u) == 0u)
    {
        _14 = gl_GlobalInvocationID.x;
        if (((t0.words[(gl_GlobalInvocationID.x + 4u) & 63u] ^ 957u) % 5u) == 1u)
        {
            uint _7 = 0u;
            uint _8 = gl_GlobalInvocationID.x;
            uint _285;
            uint _6;
            uint _9;
            uint _13;
            for (;;)
            {
                uint _256 = _7;
                uint _10 = _8;
                if (((_238 ^ 76u) % 5u) == 0u)
                {
                    if (((_238 ^ 117u) % 5u) == 1u)
                    {
                        _9 = t0.words[(_8 + 33u) & 63u] + _8;
                    }
                    else
                    {
                        _9 = t0.words[(_8 + 20u) & 63u] + (_8 << 3u);
                    }
                    _10 = t0.words[(_9 + 63u) & 63u] + _9;
                }
                _285 = _10;
                bool _54_ladder_break = false;
                switch (_285 & 3u)
                {
                    case 0u:
                    {
                        _13 = _285;
                        if ((_238 & 3u) == 3u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
                            _54_ladder_break = true;
                            break;
                        }
                        break;
                    }
                    case 1u:
                    {
                        _13 = t0.words[(_285 + 58u) & 63u] + (_285 << 2u);
                        break;
                    }
                    case 2u:
                    {
                        _13 = _285;
                        if (((t0.words[(_285 + 9u) & 63u] ^ 270u) % 3u) == 1u)
                        {
                            switch (_285 % 5u)
                            {
                                case 0u:
                                {
                                    uint _11 = 0u;
                                    uint _12 = _285;
                                    uint _331;
                                    for (;;)
                                    {
                                        uint _310 = _11;
                                        uint _311 = _12;
                                        uint _319 = t0.words[(_311 + 14u) & 63u] + (_311 * 7u);
                                        uint _326 = (_319 << 1u) + t0.words[(_319 + 16u) & 63u];
                                        _331 = (_326 << 3u) + t0.words[_326 & 63u];
                                        uint _332 = _310 + 1u;
                                        _11 = _332;
                                        _12 = _331;
                                        if (_332 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    switch (_331 % 3u)
                                    {
                                        case 0u:
                                        {
                                            _13 = t0.words[(_331 + 62u) & 63u] + (_331 << 1u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _13 = t0.words[(_331 + 28u) & 63u] + (_331 * 7u);
                                            break;
                                        }
                                        default:
                                        {
                                            _13 = t0.words[(_331 + 43u) & 63u] + (_331 * 3u);
                                            break;
                                        }
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    _13 = _285;
                                    if (((_285 ^ 788u) % 6u) == 0u)
                                    {
                                        _13 = t0.words[(_285 + 59u) & 63u] + (_285 << 2u);
                                    }
                                    break;
                                }
                                default:
                                {
                                    _13 = _285;
                                    if (((_285 ^ 487u) % 6u) == 1u)
                                    {
                                        uint _365 = t0.words[(_285 + 27u) & 63u] + (_285 << 3u);
                                        _13 = (_365 * 6u) + t0.words[(_365 + 27u) & 63u];
                                    }
                                    break;
                                }
                            }
                        }
                        break;
                    }
                    default:
                    {
                        _13 = t0.words[(_285 + 41u) & 63u] + _285;
                        break;
                    }
                }
                if (_54_ladder_break)
                {
                    break;
                }
                _6 = _13;
                uint _388 = _256 + 1u;
                _7 = _388;
                _8 = _13;
                if (_388 < 2u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_8_exit = 1u;
                    break;
                }
            }
            switch (_RESERVED_IDENTIFIER_FIXUP_8_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _285;
                    main_join = 103u;
                    break;
                }
                default:
                {
                    _14 = _6;
                    if ((_6 & 1u) == 0u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _6;
                        main_join = 103u;
                    }
                    else
                    {
                        main_join = 28u;
                    }
                    break;
                }
            }
        }
        else
        {
            main_join = 28u;
        }
    }
    else
    {
        main_join = 28u;
    }
    switch (main_join)
    {
        case 28u:
        {
            uint _36;
            if ((_14 & 1u) == 0u)
            {
                _36 = _14;
                if ((t0.words[(_14 + 44u) & 63u] & 3u) == 3u)
                {
                    uint _35 = 0u;
                    for (;;)
                    {
                        uint _802 = _35;
                        if (((_238 ^ 122u) % 6u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_76_exit = 0u;
                            break;
                        }
                        uint _807 = _802 + 1u;
                        _35 = _807;
                        if (_807 < 3u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_76_exit = 1u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_76_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _14;
                            main_join = 103u;
                            break;
                        }
                        default:
                        {
                            _36 = _14;
                            if (((t0.words[(_14 + 8u) & 63u] ^ 682u) % 3u) == 0u)
                            {
                                _36 = t0.words[_14 & 63u] + (_14 << 2u);
                                main_join = 102u;
                            }
                            else
                            {
                                main_join = 102u;
                            }
                            break;
                        }
                    }
                }
                else
                {
                    main_join = 102u;
                }
            }
            else
            {
                uint _406 = _14 & 3u;
                uint _34;
                if (_406 == 1u)
                {
                    uint _15;
                    if ((_14 % 5u) == 0u)
                    {
                        uint _734 = t0.words[(_14 + 17u) & 63u] + (_14 * 6u);
                        _15 = (_734 << 2u) + t0.words[_734 & 63u];
                        main_join = 34u;
                    }
                    else
                    {
                        if ((_14 % 3u) == 0u)
                        {
                            uint _722 = t0.words[(_14 + 8u) & 63u] + (_14 * 3u);
                            _15 = t0.words[(_722 + 9u) & 63u] + (_722 << 2u);
                            main_join = 34u;
                        }
                        else
                        {
                            _15 = _14;
                            if ((_238 & 1u) == 0u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _14;
                                main_join = 103u;
                            }
                            else
                            {
                                main_join = 34u;
                            }
                        }
                    }
                    switch (main_join)
                    {
                        case 34u:
                        {
                            uint _16 = 0u;
                            uint _17 = _15;
                            uint _769;
                            uint _18;
                            for (;;)
                            {
                                uint _742 = _16;
                                uint _750 = _17 << 2u;
                                if ((t0.words[(_17 + 57u) & 63u] & 1u) == 0u)
                                {
                                    uint _761 = t0.words[(_17 + 47u) & 63u] + _750;
                                    _18 = (_761 * 7u) + t0.words[(_761 + 38u) & 63u];
                                }
                                else
                                {
                                    _18 = t0.words[(_17 + 49u) & 63u] + _750;
                                }
                                _769 = _18;
                                uint _770 = _742 + 1u;
                                _16 = _770;
                                _17 = _769;
                                if (_770 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _34 = _769;
                            if (((_769 ^ 664u) % 6u) == 0u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _769;
                                main_join = 103u;
                            }
                            else
                            {
                                main_join = 93u;
                            }
                            break;
                        }
                    }
                }
                else
                {
                    if (_406 == 0u)
                    {
                        switch (_14 % 3u)
                        {
                            case 0u:
                            {
                                uint _19 = _14;
                                if (((_238 ^ 17u) % 3u) == 1u)
                                {
                                    uint _688 = t0.words[(_14 + 25u) & 63u] + (_14 << 1u);
                                    _19 = _688;
                                    if (((_238 ^ 872u) % 5u) == 0u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _688;
                                        main_join = 103u;
                                    }
                                    else
                                    {
                                        main_join = 48u;
                                    }
                                }
                                else
                                {
                                    main_join = 48u;
                                }
                                switch (main_join)
                                {
                                    case 48u:
                                    {
                                        _34 = t0.words[(_19 + 25u) & 63u] + (_19 * 7u);
                                        main_join = 93u;
                                        break;
                                    }
                                }
                                break;
                            }
                            case 1u:
                            {
                                _34 = t0.words[(_14 + 17u) & 63u] + (_14 << 1u);
                                main_join = 93u;
                                break;
                            }
                            default:
                            {
                                _34 = t0.words[(_14 + 58u) & 63u] + (_14 * 5u);
                                main_join = 93u;
                                break;
                            }
                        }
                    }
                    else
                    {
                        if ((t0.words[(_14 + 51u) & 63u] & 3u) == 1u)
                        {
                            uint _25;
                            if (_406 == 2u)
                            {
                                uint _526 = t0.words[(_14 + 44u) & 63u];
                                uint _527 = _526 + (_14 * 3u);
                                uint _20;
                                if (((t0.words[(_527 + 39u) & 63u] ^ 546u) % 6u) == 1u)
                                {
                                    if (((t0.words[(_527 + 10u) & 63u] ^ 459u) % 5u) == 1u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _527;
                                        main_join = 103u;
                                    }
                                    else
                                    {
                                        switch (_527 % 5u)
                                        {
                                            case 0u:
                                            {
                                                _20 = t0.words[(_527 + 35u) & 63u] + _527;
                                                main_join = 67u;
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _20 = t0.words[(_527 + 35u) & 63u] + _527;
                                                main_join = 67u;
                                                break;
                                            }
                                            case 2u:
                                            {
                                                _20 = t0.words[(_527 + 61u) & 63u] + _527;
                                                main_join = 67u;
                                                break;
                                            }
                                            case 3u:
                                            {
                                                uint _582 = t0.words[(_527 + 57u) & 63u] + (_527 << 1u);
                                                _20 = (_582 << 1u) + t0.words[(_582 + 1u) & 63u];
                                                main_join = 67u;
                                                break;
                                            }
                                            default:
                                            {
                                                _20 = t0.words[(_527 + 13u) & 63u] + (_527 * 3u);
                                                main_join = 67u;
                                                break;
                                            }
                                        }
                                    }
                                }
                                else
                                {
                                    switch (_527 % 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _551 = t0.words[(_527 + 25u) & 63u] + (_527 * 3u);
                                            _20 = (_551 << 3u) + t0.words[(_551 + 53u) & 63u];
                                            main_join = 67u;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _20 = t0.words[(_527 + 40u) & 63u] + (_527 * 6u);
                                            main_join = 67u;
                                            break;
                                        }
                                        default:
                                        {
                                            _20 = t0.words[(_527 + 17u) & 63u] + (_527 << 1u);
                                            main_join = 67u;
                                            break;
                                        }
                                    }
                                }
                                switch (main_join)
                                {
                                    case 67u:
                                    {
                                        uint _21 = 0u;
                                        uint _22 = _20;
                                        uint _631;
                                        uint _23;
                                        uint _24;
                                        uint _615;
                                        for (;;)
                                        {
                                            _615 = _21;
                                            _23 = 0u;
                                            _24 = _22;
                                            uint _623;
                                            for (;;)
                                            {
                                                uint _617 = _23;
                                                uint _618 = _24;
                                                _623 = t0.words[(_618 + 33u) & 63u] + _618;
                                                uint _624 = _617 + 1u;
                                                _23 = _624;
                                                _24 = _623;
                                                if (_624 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _631 = t0.words[(_623 + 53u) & 63u] + (_623 << 1u);
                                            if (!((_631 & 1u) == 0u))
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_86_exit = 0u;
                                                break;
                                            }
                                            uint _634 = _615 + 1u;
                                            _21 = _634;
                                            _22 = _631;
                                            if (_634 < 2u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_86_exit = 1u;
                                                break;
                                            }
                                        }
                                        switch (_RESERVED_IDENTIFIER_FIXUP_86_exit)
                                        {
                                            case 0u:
                                            {
                                                u0.words[gl_GlobalInvocationID.x] = _631;
                                                main_join = 103u;
                                                break;
                                            }
                                            default:
                                            {
                                                _25 = _631;
                                                main_join = 75u;
                                                break;
                                            }
                                        }
                                        break;
                                    }
                                }
                            }
                            else
                            {
                                uint _512 = t0.words[(_14 + 29u) & 63u] + _14;
                                _25 = t0.words[(_512 + 42u) & 63u] + (_512 << 3u);
                                main_join = 75u;
                            }
                            switch (main_join)
                            {
                                case 75u:
                                {
                                    if ((_25 % 3u) == 0u)
                                    {
                                        uint _26 = 0u;
                                        uint _27 = _25;
                                        uint _669;
                                        for (;;)
                                        {
                                            uint _648 = _26;
                                            uint _651 = subgroupAdd(_27 & 255u);
                                            uint _652 = _651 + _27;
                                            uint _28 = _652;
                                            if (((_652 ^ 788u) % 5u) == 0u)
                                            {
                                                uint _662 = t0.words[(_652 + 26u) & 63u] + (_652 * 7u);
                                                _28 = (_662 * 3u) + t0.words[(_662 + 41u) & 63u];
                                            }
                                            _669 = _28;
                                            uint _670 = _648 + 1u;
                                            _26 = _670;
                                            _27 = _669;
                                            if (_670 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _34 = _669;
                                        main_join = 93u;
                                    }
                                    else
                                    {
                                        _34 = t0.words[(_25 + 4u) & 63u] + (_25 * 6u);
                                        main_join = 93u;
                                    }
                                    break;
                                }
                            }
                        }
                        else
                        {
                            uint _29 = 0u;
                            uint _30 = _14;
                            uint _31;
                            uint _32;
                            uint _33;
                            for (;;)
                            {
                                uint _416 = _29;
                                uint _423 = t0.words[(_30 + 27u) & 63u] + (_30 << 2u);
                                uint _426 = (_423 + 25u) & 63u;
                                if ((t0.words[_426] & 1u) == 0u)
                                {
                                    uint _445 = t0.words[(_423 + 27u) & 63u] + _423;
                                    _32 = _445;
                                    _31 = _445;
                                    if ((_445 & 1u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_63_loop_join = 86u;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_63_loop_join = 85u;
                                    }
                                }
                                else
                                {
                                    _33 = _423;
                                    if (((t0.words[_426] ^ 283u) % 6u) == 1u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        _31 = t0.words[_423 & 63u] + (_423 * 5u);
                                        _RESERVED_IDENTIFIER_FIXUP_63_loop_join = 85u;
                                    }
                                }
                                switch (_RESERVED_IDENTIFIER_FIXUP_63_loop_join)
                                {
                                    case 85u:
                                    {
                                        _32 = t0.words[(_31 + 30u) & 63u] + (_31 << 3u);
                                        break;
                                    }
                                }
                                uint _459 = _416 + 1u;
                                _29 = _459;
                                _30 = _32;
                                _33 = _32;
                                if (_459 < 2u)
                                {
                                    continue;
                                }
                                else
                                {
                                    break;
                                }
                            }
                            uint _468 = t0.words[(_33 + 60u) & 63u] + (_33 << 2u);
                            switch (_468 % 3u)
                            {
                                case 0u:
                                {
                                    _34 = _468;
                                    if (((_468 ^ 380u) % 3u) == 1u)
                                    {
                                        uint _495 = t0.words[(_468 + 47u) & 63u] + (_468 * 3u);
                                        _34 = (_495 * 6u) + t0.words[(_495 + 60u) & 63u];
                                        main_join = 93u;
                                    }
                                    else
                                    {
                                        main_join = 93u;
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    uint _476 = t0.words[(_468 + 15u) & 63u] + (_468 << 2u);
                                    _34 = (_476 * 5u) + t0.words[(_476 + 61u) & 63u];
                                    main_join = 93u;
                                    break;
                                }
                                default:
                                {
                                    _34 = subgroupAdd(_468 & 255u) + _468;
                                    main_join = 93u;
                                    break;
                                }
                            }
                        }
                    }
                }
                switch (main_join)
                {
                    case 93u:
                    {
                        _36 = _34;
                        if (((t0.words[(_34 + 19u) & 63u] ^ 659u) % 5u) == 1u)
                        {
                            _36 = t0.words[(_34 + 45u) & 63u] + (_34 * 5u);
                            main_join = 102u;
                        }
                        else
                        {
                            main_join = 102u;
                        }
                        break;
                    }
                }
            }
            switch (main_join)
            {
                case 102u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _36;
                    break;
                }
            }
            break;
        }
    }
}

