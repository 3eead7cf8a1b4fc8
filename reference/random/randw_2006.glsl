#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _291;

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
    uint _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_5_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_99_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_93_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_8_join = 0u;
    uint _283 = gl_GlobalInvocationID.x & 63u;
    uint _290 = t0.words[_283];
    uint _34 = gl_GlobalInvocationID.x;
    if ((gl_GlobalInvocationID.x & 3u) == 0u)
    {
        uint _11 = 0u;
        uint _12 = gl_GlobalInvocationID.x;
        uint _6;
        uint _7;
        uint _8;
        uint _13;
        uint _14;
        uint _15;
        uint _22;
        uint _23;
        uint _24;
        uint _27;
        uint _30;
        uint _32;
        uint _33;
        uint _298;
        for (;;)
        {
            _298 = _11;
            _13 = 0u;
            _14 = _12;
            uint _316;
            for (;;)
            {
                uint _300 = _13;
                uint _301 = _14;
                uint _309 = t0.words[(_301 + 24u) & 63u] + (_301 * 5u);
                _316 = (_309 << 3u) + t0.words[(_309 + 25u) & 63u];
                uint _317 = _300 + 1u;
                _13 = _317;
                _14 = _316;
                if (_317 == 2u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            if ((_316 % 3u) == 0u)
            {
                uint _336 = t0.words[(_316 + 36u) & 63u] + (_316 * 6u);
                _15 = (_336 * 5u) + t0.words[(_336 + 51u) & 63u];
            }
            else
            {
                _15 = t0.words[(_316 + 52u) & 63u] + (_316 * 3u);
            }
            uint _16 = 0u;
            uint _17 = _15;
            for (;;)
            {
                uint _345 = _16;
                if ((_17 % 5u) == 0u)
                {
                    uint _18 = 0u;
                    uint _19 = t0.words[(_17 + 6u) & 63u] + (_17 * 7u);
                    uint _20;
                    uint _21;
                    uint _504;
                    bool _507;
                    for (;;)
                    {
                        _504 = _18;
                        _507 = (_290 & 1u) == 0u;
                        _20 = 0u;
                        _21 = _19;
                        for (;;)
                        {
                            uint _508 = _20;
                            if (((_290 ^ 746u) % 6u) == 1u)
                            {
                                _22 = t0.words[(_21 + 39u) & 63u] + (_21 << 3u);
                            }
                            else
                            {
                                uint _519 = t0.words[(_21 + 58u) & 63u] + _21;
                                uint _526 = (_519 * 3u) + t0.words[(_519 + 31u) & 63u];
                                _22 = (_526 << 2u) + t0.words[(_526 + 18u) & 63u];
                            }
                            _6 = _22;
                            if (_507)
                            {
                                uint _542 = _508 + 1u;
                                _20 = _542;
                                _21 = _6;
                                if (_542 < 2u)
                                {
                                    continue;
                                }
                                else
                                {
                                    break;
                                }
                            }
                            else
                            {
                                break;
                            }
                        }
                        bool _117_ladder_break = false;
                        switch (_6 % 3u)
                        {
                            case 0u:
                            {
                                _24 = _6;
                                if (_507)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_8_join = 28u;
                                }
                                else
                                {
                                    _23 = _6;
                                    if (((_290 ^ 675u) % 3u) == 1u)
                                    {
                                        uint _568 = t0.words[(_6 + 42u) & 63u] + (_6 * 6u);
                                        uint _575 = (_568 * 5u) + t0.words[(_568 + 32u) & 63u];
                                        _23 = (_575 * 5u) + t0.words[(_575 + 4u) & 63u];
                                        _RESERVED_IDENTIFIER_FIXUP_8_join = 24u;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_8_join = 24u;
                                    }
                                }
                                break;
                            }
                            case 1u:
                            {
                                _23 = t0.words[(_6 + 43u) & 63u] + (_6 << 2u);
                                _RESERVED_IDENTIFIER_FIXUP_8_join = 24u;
                                break;
                            }
                            default:
                            {
                                _23 = _6;
                                if (((t0.words[(_6 + 50u) & 63u] ^ 497u) % 6u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
                                    _117_ladder_break = true;
                                    break;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_8_join = 24u;
                                }
                                break;
                            }
                        }
                        if (_117_ladder_break)
                        {
                            break;
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_8_join)
                        {
                            case 24u:
                            {
                                uint _599 = t0.words[(_23 + 55u) & 63u] + (_23 << 2u);
                                _24 = _599;
                                if (((_599 ^ 162u) % 3u) == 1u)
                                {
                                    if ((t0.words[(_599 + 7u) & 63u] & 3u) == 3u)
                                    {
                                        uint _623 = t0.words[(_599 + 33u) & 63u] + (_599 * 3u);
                                        _24 = (_623 * 6u) + t0.words[(_623 + 6u) & 63u];
                                    }
                                    else
                                    {
                                        _24 = t0.words[(_599 + 62u) & 63u] + (_599 * 7u);
                                    }
                                }
                                break;
                            }
                        }
                        _7 = _24;
                        uint _631 = _504 + 1u;
                        _18 = _631;
                        _19 = _24;
                        if (_631 < 5u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_8_exit = 1u;
                            break;
                        }
                    }
                    bool _140_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_8_exit)
                    {
                        case 0u:
                        {
                            _RESERVED_IDENTIFIER_FIXUP_5_exit = 0u;
                            _140_ladder_break = true;
                            break;
                        }
                    }
                    if (_140_ladder_break)
                    {
                        break;
                    }
                    _33 = _7;
                }
                else
                {
                    uint _25 = 0u;
                    uint _26 = _17;
                    uint _495;
                    for (;;)
                    {
                        uint _349 = _25;
                        uint _357 = t0.words[(_26 + 30u) & 63u] + (_26 * 3u);
                        if ((_357 & 3u) == 0u)
                        {
                            if (((_290 ^ 445u) % 3u) == 0u)
                            {
                                uint _427 = t0.words[(_357 + 59u) & 63u] + (_357 << 3u);
                                _27 = (_427 << 1u) + t0.words[(_427 + 38u) & 63u];
                            }
                            else
                            {
                                uint _406 = t0.words[(_357 + 44u) & 63u] + (_357 << 2u);
                                uint _413 = (_406 * 7u) + t0.words[(_406 + 50u) & 63u];
                                _27 = (_413 << 1u) + t0.words[(_413 + 48u) & 63u];
                            }
                            uint _28 = 0u;
                            uint _29 = _27;
                            uint _450;
                            for (;;)
                            {
                                uint _436 = _28;
                                uint _437 = _29;
                                uint _443 = t0.words[(_437 + 5u) & 63u] + (_437 << 2u);
                                _450 = (_443 * 7u) + t0.words[(_443 + 21u) & 63u];
                                uint _451 = _436 + 1u;
                                _28 = _451;
                                _29 = _450;
                                if (_451 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _30 = _450;
                        }
                        else
                        {
                            switch (_357 % 3u)
                            {
                                case 0u:
                                {
                                    uint _381 = t0.words[(_357 + 23u) & 63u] + (_357 << 1u);
                                    _30 = (_381 * 5u) + t0.words[(_381 + 8u) & 63u];
                                    break;
                                }
                                case 1u:
                                {
                                    uint _367 = t0.words[(_357 + 12u) & 63u] + (_357 * 6u);
                                    _30 = (_367 * 3u) + t0.words[(_367 + 4u) & 63u];
                                    break;
                                }
                                default:
                                {
                                    _30 = t0.words[(_357 + 50u) & 63u] + (_357 << 1u);
                                    break;
                                }
                            }
                        }
                        switch (_30 % 3u)
                        {
                            case 0u:
                            {
                                uint _31 = _30;
                                if (((_290 ^ 180u) % 6u) == 1u)
                                {
                                    _31 = t0.words[(_30 + 55u) & 63u] + (_30 << 2u);
                                }
                                _32 = subgroupAdd(_31 & 255u) + _31;
                                break;
                            }
                            case 1u:
                            {
                                _32 = t0.words[(_30 + 13u) & 63u] + (_30 * 6u);
                                break;
                            }
                            default:
                            {
                                uint _479 = (_30 + 12u) & 63u;
                                _32 = _30;
                                if (((t0.words[_479] ^ 173u) % 6u) == 0u)
                                {
                                    uint _487 = t0.words[_479] + (_30 * 7u);
                                    _32 = t0.words[(_487 + 22u) & 63u] + (_487 * 7u);
                                }
                                break;
                            }
                        }
                        _495 = _32;
                        uint _496 = _349 + 1u;
                        _25 = _496;
                        _26 = _495;
                        if (_496 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _33 = _495;
                }
                uint _642 = t0.words[(_33 + 29u) & 63u] + (_33 * 3u);
                _8 = _642;
                uint _643 = _345 + 1u;
                _16 = _643;
                _17 = _642;
                if (_643 < 5u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_5_exit = 1u;
                    break;
                }
            }
            bool _145_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_5_exit)
            {
                case 0u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                    _145_ladder_break = true;
                    break;
                }
            }
            if (_145_ladder_break)
            {
                break;
            }
            uint _646 = _298 + 1u;
            _11 = _646;
            _12 = _8;
            if (_646 < 2u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_0_exit = 1u;
                break;
            }
        }
        switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
        {
            case 0u:
            {
                u0.words[gl_GlobalInvocationID.x] = _6;
                main_join = 125u;
                break;
            }
            default:
            {
                _34 = _8;
                main_join = 53u;
                break;
            }
        }
    }
    else
    {
        main_join = 53u;
    }
    switch (main_join)
    {
        case 53u:
        {
            uint _62 = _34;
            switch (_34 % 3u)
            {
                case 0u:
                {
                    uint _40 = _34;
                    if (((t0.words[(_34 + 32u) & 63u] ^ 788u) % 3u) == 1u)
                    {
                        _40 = _34;
                        if ((t0.words[(_34 + 15u) & 63u] & 1u) == 0u)
                        {
                            main_join = 76u;
                        }
                        else
                        {
                            if (((_34 ^ 385u) % 6u) == 1u)
                            {
                                uint _35 = 0u;
                                uint _36 = t0.words[(_34 + 8u) & 63u] + (_34 * 5u);
                                uint _1115;
                                for (;;)
                                {
                                    uint _1103 = _35;
                                    uint _37 = _36;
                                    if (((_290 ^ 833u) % 3u) == 0u)
                                    {
                                        _37 = t0.words[(_36 + 23u) & 63u] + (_36 << 1u);
                                    }
                                    _1115 = _37;
                                    uint _1116 = _1103 + 1u;
                                    _35 = _1116;
                                    _36 = _1115;
                                    if (_1116 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _40 = _1115;
                                main_join = 76u;
                            }
                            else
                            {
                                if (((t0.words[(_34 + 7u) & 63u] ^ 719u) % 3u) == 0u)
                                {
                                    uint _38;
                                    if ((_34 & 3u) == 0u)
                                    {
                                        uint _1079 = t0.words[(_34 + 33u) & 63u] + (_34 * 5u);
                                        _38 = (_1079 * 6u) + t0.words[(_1079 + 55u) & 63u];
                                    }
                                    else
                                    {
                                        _38 = t0.words[(_34 + 22u) & 63u] + (_34 * 3u);
                                    }
                                    if ((t0.words[(_38 + 6u) & 63u] & 1u) == 0u)
                                    {
                                        _40 = subgroupAdd(_38 & 255u) + _38;
                                        main_join = 76u;
                                    }
                                    else
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _38;
                                        main_join = 125u;
                                    }
                                }
                                else
                                {
                                    uint _1037 = t0.words[(_34 + 56u) & 63u];
                                    uint _1038 = _1037 + (_34 << 3u);
                                    if ((_1038 & 3u) == 0u)
                                    {
                                        uint _1051 = (_1038 + 29u) & 63u;
                                        uint _39;
                                        if ((_1038 % 5u) == 0u)
                                        {
                                            _39 = t0.words[_1051] + (_1038 * 6u);
                                        }
                                        else
                                        {
                                            _39 = t0.words[_1051] + (_1038 * 5u);
                                        }
                                        _40 = _39;
                                        if (((_290 ^ 992u) % 5u) == 0u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _39;
                                            main_join = 125u;
                                        }
                                        else
                                        {
                                            main_join = 76u;
                                        }
                                    }
                                    else
                                    {
                                        _40 = t0.words[(_1038 + 10u) & 63u] + (_1038 * 3u);
                                        main_join = 76u;
                                    }
                                }
                            }
                        }
                    }
                    else
                    {
                        main_join = 76u;
                    }
                    switch (main_join)
                    {
                        case 76u:
                        {
                            _62 = t0.words[(_40 + 60u) & 63u] + (_40 << 3u);
                            main_join = 124u;
                            break;
                        }
                    }
                    break;
                }
                case 1u:
                {
                    _62 = _34;
                    if (((_34 ^ 590u) % 6u) == 0u)
                    {
                        uint _41 = 0u;
                        uint _42 = _34;
                        uint _9;
                        uint _10;
                        uint _43;
                        uint _47;
                        uint _48;
                        for (;;)
                        {
                            uint _666 = _41;
                            if ((_42 % 3u) == 0u)
                            {
                                uint _688 = t0.words[_42 & 63u] + _42;
                                if (((t0.words[(_688 + 20u) & 63u] ^ 18u) % 5u) == 0u)
                                {
                                    _43 = t0.words[(_688 + 23u) & 63u] + (_688 << 1u);
                                }
                                else
                                {
                                    switch (_688 % 5u)
                                    {
                                        case 0u:
                                        {
                                            _43 = _688;
                                            if (((t0.words[(_688 + 45u) & 63u] ^ 325u) % 3u) == 0u)
                                            {
                                                uint _725 = t0.words[(_688 + 13u) & 63u] + (_688 * 3u);
                                                uint _731 = t0.words[(_725 + 57u) & 63u] + _725;
                                                _43 = t0.words[(_731 + 48u) & 63u] + _731;
                                            }
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _703 = t0.words[(_688 + 58u) & 63u] + (_688 * 7u);
                                            _43 = t0.words[(_703 + 49u) & 63u] + (_703 * 7u);
                                            break;
                                        }
                                        default:
                                        {
                                            _43 = t0.words[(_688 + 16u) & 63u] + _688;
                                            break;
                                        }
                                    }
                                }
                            }
                            else
                            {
                                _43 = _42;
                                if (((t0.words[(_42 + 19u) & 63u] ^ 864u) % 3u) == 0u)
                                {
                                    _43 = t0.words[(_42 + 63u) & 63u] + (_42 << 2u);
                                }
                            }
                            uint _49 = _43;
                            if ((t0.words[(_43 + 9u) & 63u] & 1u) == 0u)
                            {
                                uint _44 = 0u;
                                uint _45 = _43;
                                for (;;)
                                {
                                    uint _757 = _44;
                                    _9 = _45;
                                    if (!(((_290 & 1u) == 0u) || (((_45 ^ 324u) % 6u) != 0u)))
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_93_exit = 0u;
                                        break;
                                    }
                                    uint _46 = _9;
                                    if (((_9 ^ 183u) % 5u) == 0u)
                                    {
                                        uint _777 = t0.words[(_9 + 9u) & 63u] + (_9 << 1u);
                                        _48 = _777;
                                        _46 = _777;
                                        if ((t0.words[(_777 + 46u) & 63u] & 3u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_93_exit = 1u;
                                            break;
                                        }
                                    }
                                    uint _790 = t0.words[(_46 + 51u) & 63u] + _46;
                                    if ((_790 & 3u) == 0u)
                                    {
                                        uint _804 = t0.words[(_790 + 37u) & 63u] + (_790 << 1u);
                                        _47 = (_804 << 3u) + t0.words[(_804 + 36u) & 63u];
                                    }
                                    else
                                    {
                                        _47 = t0.words[(_790 + 51u) & 63u] + _790;
                                    }
                                    uint _812 = _757 + 1u;
                                    _44 = _812;
                                    _45 = _47;
                                    _48 = _47;
                                    if (_812 < 4u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_93_exit = 1u;
                                        break;
                                    }
                                }
                                bool _188_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_93_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_99_exit = 0u;
                                        _188_ladder_break = true;
                                        break;
                                    }
                                }
                                if (_188_ladder_break)
                                {
                                    break;
                                }
                                _49 = _48;
                            }
                            _10 = _49;
                            uint _817 = _666 + 1u;
                            _41 = _817;
                            _42 = _49;
                            if (_817 < 4u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_99_exit = 1u;
                                break;
                            }
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_99_exit)
                        {
                            case 0u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _9;
                                main_join = 125u;
                                break;
                            }
                            default:
                            {
                                _62 = _10;
                                if (((t0.words[_10 & 63u] ^ 456u) % 3u) == 1u)
                                {
                                    uint _50 = 0u;
                                    uint _51 = _10;
                                    uint _1000;
                                    uint _52;
                                    uint _53;
                                    uint _58;
                                    uint _831;
                                    for (;;)
                                    {
                                        _831 = _50;
                                        _52 = 0u;
                                        _53 = _51;
                                        for (;;)
                                        {
                                            uint _833 = _52;
                                            switch (_53 % 5u)
                                            {
                                                case 0u:
                                                {
                                                    _58 = _53;
                                                    if (((_290 ^ 872u) % 6u) == 0u)
                                                    {
                                                        uint _921 = t0.words[(_53 + 50u) & 63u] + (_53 * 5u);
                                                        uint _927 = (_921 * 5u) + t0.words[(_921 + 44u) & 63u];
                                                        _58 = (_927 << 1u) + t0.words[(_927 + 49u) & 63u];
                                                    }
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _905 = t0.words[(_53 + 36u) & 63u] + (_53 * 3u);
                                                    _58 = (_905 * 6u) + t0.words[(_905 + 38u) & 63u];
                                                    break;
                                                }
                                                case 2u:
                                                {
                                                    if (((_290 ^ 733u) % 3u) == 0u)
                                                    {
                                                        uint _892 = t0.words[(_53 + 3u) & 63u] + (_53 * 3u);
                                                        _58 = (_892 << 1u) + t0.words[(_892 + 60u) & 63u];
                                                    }
                                                    else
                                                    {
                                                        uint _874 = t0.words[(_53 + 28u) & 63u] + (_53 * 7u);
                                                        uint _880 = (_874 * 3u) + t0.words[(_874 + 59u) & 63u];
                                                        _58 = (_880 << 1u) + t0.words[(_880 + 23u) & 63u];
                                                    }
                                                    break;
                                                }
                                                case 3u:
                                                {
                                                    uint _54 = 0u;
                                                    uint _55 = _53;
                                                    uint _856;
                                                    for (;;)
                                                    {
                                                        uint _836 = _54;
                                                        uint _837 = _55;
                                                        uint _843 = t0.words[(_837 + 53u) & 63u] + (_837 << 2u);
                                                        uint _850 = (_843 << 2u) + t0.words[(_843 + 17u) & 63u];
                                                        _856 = (_850 * 6u) + t0.words[(_850 + 31u) & 63u];
                                                        uint _857 = _836 + 1u;
                                                        _54 = _857;
                                                        _55 = _856;
                                                        if (_857 == 4u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _58 = t0.words[(_856 + 49u) & 63u] + (_856 * 6u);
                                                    break;
                                                }
                                                default:
                                                {
                                                    uint _56 = 0u;
                                                    uint _57 = _53;
                                                    uint _953;
                                                    for (;;)
                                                    {
                                                        uint _934 = _56;
                                                        uint _935 = _57;
                                                        uint _940 = t0.words[_935 & 63u] + (_935 * 3u);
                                                        uint _946 = (_940 << 2u) + t0.words[(_940 + 23u) & 63u];
                                                        _953 = (_946 * 7u) + t0.words[(_946 + 26u) & 63u];
                                                        uint _954 = _934 + 1u;
                                                        _56 = _954;
                                                        _57 = _953;
                                                        if (_954 == 3u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _58 = _953;
                                                    break;
                                                }
                                            }
                                            uint _59 = _58;
                                            uint _60 = 0u;
                                            uint _992;
                                            for (;;)
                                            {
                                                uint _958 = _60;
                                                uint _965 = t0.words[(_59 + 40u) & 63u] + (_59 * 3u);
                                                uint _61 = _965;
                                                if (!((t0.words[(_965 + 36u) & 63u] & 1u) == 0u))
                                                {
                                                    uint _977 = t0.words[(_965 + 25u) & 63u] + (_965 * 7u);
                                                    uint _984 = (_977 << 3u) + t0.words[(_977 + 47u) & 63u];
                                                    _61 = (_984 * 6u) + t0.words[(_984 + 15u) & 63u];
                                                }
                                                _992 = _61;
                                                uint _993 = _958 + 1u;
                                                _59 = _992;
                                                _60 = _993;
                                                if (_993 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _1000 = t0.words[(_992 + 9u) & 63u] + (_992 * 7u);
                                            uint _1001 = _833 + 1u;
                                            _52 = _1001;
                                            _53 = _1000;
                                            if (_1001 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _1003 = _831 + 1u;
                                        _50 = _1003;
                                        _51 = _1000;
                                        if (_1003 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _62 = _1000;
                                    main_join = 124u;
                                }
                                else
                                {
                                    main_join = 124u;
                                }
                                break;
                            }
                        }
                    }
                    else
                    {
                        main_join = 124u;
                    }
                    break;
                }
                default:
                {
                    main_join = 124u;
                    break;
                }
            }
            switch (main_join)
            {
                case 124u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _62;
                    break;
                }
            }
            break;
        }
    }
}

