#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _215;

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
    uint main_join = 0u;
    uint _207 = gl_GlobalInvocationID.x & 63u;
    uint _214 = t0.words[_207];
    uint _37;
    if ((gl_GlobalInvocationID.x % 5u) == 0u)
    {
        uint _28;
        switch (gl_GlobalInvocationID.x % 3u)
        {
            case 0u:
            {
                uint _383 = t0.words[(gl_GlobalInvocationID.x + 37u) & 63u] + (gl_GlobalInvocationID.x << 1u);
                _28 = (_383 << 3u) + t0.words[(_383 + 50u) & 63u];
                main_join = 73u;
                break;
            }
            case 1u:
            {
                if ((gl_GlobalInvocationID.x & 3u) == 3u)
                {
                    uint _358 = t0.words[(gl_GlobalInvocationID.x + 30u) & 63u] + gl_GlobalInvocationID.x;
                    uint _10 = 0u;
                    uint _11 = (_358 * 7u) + t0.words[(_358 + 15u) & 63u];
                    uint _374;
                    for (;;)
                    {
                        uint _366 = _10;
                        uint _367 = _11;
                        _374 = t0.words[(_367 + 47u) & 63u] + (_367 * 3u);
                        uint _375 = _366 + 1u;
                        _10 = _375;
                        _11 = _374;
                        if (_375 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _28 = _374;
                    main_join = 73u;
                }
                else
                {
                    if ((gl_GlobalInvocationID.x & 1u) == 0u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
                        main_join = 97u;
                    }
                    else
                    {
                        if (((t0.words[(gl_GlobalInvocationID.x + 3u) & 63u] ^ 692u) % 3u) == 1u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
                            main_join = 97u;
                        }
                        else
                        {
                            _28 = t0.words[(gl_GlobalInvocationID.x + 14u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                            main_join = 73u;
                        }
                    }
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
                        main_join = 97u;
                    }
                    else
                    {
                        uint _18;
                        if (((gl_GlobalInvocationID.x ^ 281u) % 3u) == 1u)
                        {
                            uint _678 = gl_GlobalInvocationID.x & 3u;
                            uint _13;
                            if (_678 == 0u)
                            {
                                _13 = t0.words[(gl_GlobalInvocationID.x + 20u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                            }
                            else
                            {
                                uint _12;
                                switch (_678)
                                {
                                    case 2u:
                                    {
                                        _12 = t0.words[(gl_GlobalInvocationID.x + 56u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _686 = t0.words[(gl_GlobalInvocationID.x + 32u) & 63u] + (gl_GlobalInvocationID.x * 6u);
                                        _12 = (_686 * 3u) + t0.words[(_686 + 36u) & 63u];
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
                                    main_join = 45u;
                                    break;
                                }
                                case 1u:
                                {
                                    uint _720 = subgroupAdd(_13 & 255u);
                                    uint _721 = _720 + _13;
                                    switch (_721 % 5u)
                                    {
                                        case 0u:
                                        {
                                            _18 = t0.words[(_721 + 59u) & 63u] + (_721 * 6u);
                                            main_join = 45u;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _735 = t0.words[(_721 + 28u) & 63u] + (_721 * 5u);
                                            _18 = (_735 << 2u) + t0.words[(_735 + 63u) & 63u];
                                            main_join = 45u;
                                            break;
                                        }
                                        case 2u:
                                        {
                                            _18 = t0.words[(_721 + 62u) & 63u] + (_721 * 6u);
                                            main_join = 45u;
                                            break;
                                        }
                                        default:
                                        {
                                            _18 = t0.words[(_721 + 49u) & 63u] + (_721 * 6u);
                                            main_join = 45u;
                                            break;
                                        }
                                    }
                                    break;
                                }
                                default:
                                {
                                    _18 = t0.words[(_13 + 51u) & 63u] + (_13 * 6u);
                                    main_join = 45u;
                                    break;
                                }
                            }
                        }
                        else
                        {
                            uint _577 = t0.words[(gl_GlobalInvocationID.x + 22u) & 63u] + (gl_GlobalInvocationID.x << 3u);
                            bool _588 = (_577 % 3u) == 0u;
                            uint _17;
                            if (((t0.words[(_577 + 9u) & 63u] ^ 762u) % 6u) == 1u)
                            {
                                if (_588)
                                {
                                    _17 = t0.words[(_577 + 16u) & 63u] + (_577 * 7u);
                                }
                                else
                                {
                                    _17 = t0.words[(_577 + 42u) & 63u] + _577;
                                }
                            }
                            else
                            {
                                uint _14;
                                if (_588)
                                {
                                    uint _600 = t0.words[(_577 + 2u) & 63u] + (_577 << 2u);
                                    _14 = t0.words[(_600 + 41u) & 63u] + _600;
                                }
                                else
                                {
                                    _14 = t0.words[(_577 + 34u) & 63u] + _577;
                                }
                                uint _15 = 0u;
                                uint _16 = _14;
                                uint _636;
                                for (;;)
                                {
                                    uint _608 = _15;
                                    uint _609 = _16;
                                    uint _615 = t0.words[(_609 + 42u) & 63u] + (_609 << 1u);
                                    uint _622 = (_615 * 7u) + t0.words[(_615 + 23u) & 63u];
                                    uint _629 = (_622 << 1u) + t0.words[(_622 + 39u) & 63u];
                                    _636 = (_629 * 5u) + t0.words[(_629 + 46u) & 63u];
                                    uint _637 = _608 + 1u;
                                    _15 = _637;
                                    _16 = _636;
                                    if (_637 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                if ((_636 % 3u) == 0u)
                                {
                                    _17 = t0.words[(_636 + 35u) & 63u] + (_636 * 5u);
                                }
                                else
                                {
                                    _17 = t0.words[(_636 + 55u) & 63u] + (_636 * 6u);
                                }
                            }
                            _18 = _17;
                            if (((t0.words[(_17 + 38u) & 63u] ^ 781u) % 3u) == 1u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _17;
                                main_join = 97u;
                            }
                            else
                            {
                                main_join = 45u;
                            }
                        }
                        switch (main_join)
                        {
                            case 45u:
                            {
                                _28 = subgroupAdd(_18 & 255u) + _18;
                                main_join = 73u;
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                    }
                }
                else
                {
                    uint _25 = gl_GlobalInvocationID.x;
                    if (((t0.words[(gl_GlobalInvocationID.x + 16u) & 63u] ^ 346u) % 3u) == 0u)
                    {
                        uint _413 = t0.words[(gl_GlobalInvocationID.x + 14u) & 63u];
                        uint _414 = _413 + (gl_GlobalInvocationID.x * 5u);
                        uint _24;
                        if (((_214 ^ 285u) % 5u) == 1u)
                        {
                            uint _19 = _414;
                            if (((_414 ^ 626u) % 3u) == 0u)
                            {
                                _19 = t0.words[(_414 + 29u) & 63u] + (_414 * 7u);
                            }
                            if (((_214 ^ 138u) % 5u) == 1u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _19;
                                main_join = 97u;
                            }
                            else
                            {
                                uint _20 = 0u;
                                uint _21 = _19;
                                uint _486;
                                for (;;)
                                {
                                    uint _479 = _20;
                                    uint _480 = _21;
                                    _486 = t0.words[(_480 + 7u) & 63u] + (_480 << 2u);
                                    uint _487 = _479 + 1u;
                                    _20 = _487;
                                    _21 = _486;
                                    if (_487 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _24 = _486;
                                main_join = 61u;
                            }
                        }
                        else
                        {
                            uint _22 = 0u;
                            uint _23 = _414;
                            uint _425;
                            for (;;)
                            {
                                uint _419 = _22;
                                uint _420 = _23;
                                _425 = t0.words[(_420 + 24u) & 63u] + _420;
                                uint _426 = _419 + 1u;
                                _22 = _426;
                                _23 = _425;
                                if (_426 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _434 = t0.words[(_425 + 26u) & 63u] + (_425 * 6u);
                            switch (_434 % 5u)
                            {
                                case 0u:
                                {
                                    _24 = t0.words[(_434 + 42u) & 63u] + (_434 * 3u);
                                    main_join = 61u;
                                    break;
                                }
                                case 1u:
                                {
                                    uint _442 = t0.words[(_434 + 48u) & 63u] + (_434 << 2u);
                                    _24 = t0.words[(_442 + 53u) & 63u] + _442;
                                    main_join = 61u;
                                    break;
                                }
                                default:
                                {
                                    _24 = t0.words[(_434 + 60u) & 63u] + (_434 * 7u);
                                    main_join = 61u;
                                    break;
                                }
                            }
                        }
                        switch (main_join)
                        {
                            case 61u:
                            {
                                _25 = t0.words[(_24 + 52u) & 63u] + (_24 * 6u);
                                main_join = 62u;
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
                        main_join = 62u;
                    }
                    switch (main_join)
                    {
                        case 62u:
                        {
                            if (((_25 ^ 107u) % 3u) == 1u)
                            {
                                _28 = _25;
                                if (((_25 ^ 167u) % 5u) == 1u)
                                {
                                    uint _552 = t0.words[(_25 + 51u) & 63u] + (_25 * 7u);
                                    _28 = t0.words[(_552 + 18u) & 63u] + _552;
                                    main_join = 73u;
                                }
                                else
                                {
                                    main_join = 73u;
                                }
                            }
                            else
                            {
                                uint _26 = 0u;
                                uint _27 = _25;
                                uint _518;
                                for (;;)
                                {
                                    uint _505 = _26;
                                    uint _506 = _27;
                                    uint _511 = t0.words[(_506 + 61u) & 63u];
                                    uint _512 = _511 + (_506 * 5u);
                                    uint _517 = t0.words[(_512 + 12u) & 63u];
                                    _518 = _517 + _512;
                                    uint _519 = _505 + 1u;
                                    _26 = _519;
                                    _27 = _518;
                                    if (_519 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                switch (_518 % 5u)
                                {
                                    case 0u:
                                    {
                                        _28 = _518;
                                        if (((_518 ^ 811u) % 5u) == 0u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _518;
                                            main_join = 97u;
                                        }
                                        else
                                        {
                                            main_join = 73u;
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _524 = subgroupAdd(_518 & 255u) + _518;
                                        _28 = t0.words[(_524 + 47u) & 63u] + (_524 * 6u);
                                        main_join = 73u;
                                        break;
                                    }
                                    default:
                                    {
                                        _28 = t0.words[(_518 + 12u) & 63u] + (_518 << 1u);
                                        main_join = 73u;
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
                }
                break;
            }
        }
        switch (main_join)
        {
            case 73u:
            {
                if ((_28 % 3u) == 0u)
                {
                    _37 = _28;
                    if ((_214 & 1u) == 0u)
                    {
                        main_join = 96u;
                    }
                    else
                    {
                        u0.words[gl_GlobalInvocationID.x] = _28;
                        main_join = 97u;
                    }
                }
                else
                {
                    _37 = t0.words[(_28 + 39u) & 63u] + (_28 * 6u);
                    main_join = 96u;
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
        uint _29 = 0u;
        uint _30 = gl_GlobalInvocationID.x;
        uint _6;
        uint _7;
        uint _8;
        uint _9;
        for (;;)
        {
            uint _221 = _29;
            uint _36 = _30;
            if ((_30 & 3u) == 0u)
            {
                uint _31 = _30;
                if (((_214 ^ 512u) % 6u) == 1u)
                {
                    _31 = t0.words[(_30 + 3u) & 63u] + (_30 * 5u);
                }
                _36 = _31;
                bool _48_ladder_break = false;
                switch (_31 % 5u)
                {
                    case 0u:
                    {
                        uint _307 = t0.words[(_31 + 18u) & 63u] + (_31 << 2u);
                        _36 = (_307 << 3u) + t0.words[(_307 + 16u) & 63u];
                        break;
                    }
                    case 1u:
                    {
                        bool _49_ladder_break = false;
                        switch (_31 % 3u)
                        {
                            case 0u:
                            {
                                uint _32 = 0u;
                                uint _33 = _31;
                                uint _34;
                                uint _35;
                                uint _248;
                                for (;;)
                                {
                                    _248 = _32;
                                    _34 = 0u;
                                    _35 = _33;
                                    for (;;)
                                    {
                                        uint _250 = _34;
                                        uint _259 = t0.words[(_35 + 42u) & 63u] + (_35 * 7u);
                                        uint _267 = (_259 << 2u) + t0.words[(_259 + 33u) & 63u];
                                        uint _274 = (_267 * 5u) + t0.words[(_267 + 44u) & 63u];
                                        _6 = _274;
                                        uint _275 = _250 + 1u;
                                        _34 = _275;
                                        _35 = _274;
                                        if (_275 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    if (((_214 ^ 531u) % 3u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_16_exit = 0u;
                                        break;
                                    }
                                    uint _287 = t0.words[(_6 + 27u) & 63u] + _6;
                                    _8 = _287;
                                    uint _288 = _248 + 1u;
                                    _32 = _288;
                                    _33 = _287;
                                    if (_288 < 3u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_16_exit = 1u;
                                        break;
                                    }
                                }
                                bool _62_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_16_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_81_exit = 1u;
                                        _62_ladder_break = true;
                                        _49_ladder_break = true;
                                        _48_ladder_break = true;
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
                                _36 = _8;
                                break;
                            }
                            case 1u:
                            {
                                uint _243 = subgroupAdd(_31 & 255u) + _31;
                                _7 = _243;
                                _36 = _243;
                                if (((_243 ^ 361u) % 3u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_81_exit = 0u;
                                    _49_ladder_break = true;
                                    _48_ladder_break = true;
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
                        if (_49_ladder_break)
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
                if (_48_ladder_break)
                {
                    break;
                }
            }
            _9 = _36;
            uint _316 = _221 + 1u;
            _29 = _316;
            _30 = _36;
            if (_316 < 2u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_81_exit = 2u;
                break;
            }
        }
        switch (_RESERVED_IDENTIFIER_FIXUP_81_exit)
        {
            case 0u:
            {
                u0.words[gl_GlobalInvocationID.x] = _7;
                main_join = 97u;
                break;
            }
            case 1u:
            {
                u0.words[gl_GlobalInvocationID.x] = _6;
                main_join = 97u;
                break;
            }
            default:
            {
                _37 = _9;
                main_join = 96u;
                break;
            }
        }
    }
    switch (main_join)
    {
        case 96u:
        {
            u0.words[gl_GlobalInvocationID.x] = _37;
            break;
        }
        default:
        {
            break;
        }
    }
}

