#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _209;

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
    uint _201 = gl_GlobalInvocationID.x & 63u;
    uint _208 = t0.words[_201];
    uint _37;
    if ((gl_GlobalInvocationID.x % 5u) == 0u)
    {
        uint _28;
        switch (gl_GlobalInvocationID.x % 3u)
        {
            case 0u:
            {
                uint _377 = t0.words[(gl_GlobalInvocationID.x + 37u) & 63u] + (gl_GlobalInvocationID.x << 1u);
                _28 = (_377 << 3u) + t0.words[(_377 + 50u) & 63u];
                main_join = 73u;
                break;
            }
            case 1u:
            {
                if ((gl_GlobalInvocationID.x & 3u) == 3u)
                {
                    uint _352 = t0.words[(gl_GlobalInvocationID.x + 30u) & 63u] + gl_GlobalInvocationID.x;
                    uint _10 = 0u;
                    uint _11 = (_352 * 7u) + t0.words[(_352 + 15u) & 63u];
                    uint _368;
                    for (;;)
                    {
                        uint _360 = _10;
                        uint _361 = _11;
                        _368 = t0.words[(_361 + 47u) & 63u] + (_361 * 3u);
                        uint _369 = _360 + 1u;
                        _10 = _369;
                        _11 = _368;
                        if (_369 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _28 = _368;
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
                            uint _672 = gl_GlobalInvocationID.x & 3u;
                            uint _13;
                            if (_672 == 0u)
                            {
                                _13 = t0.words[(gl_GlobalInvocationID.x + 20u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                            }
                            else
                            {
                                uint _12;
                                switch (_672)
                                {
                                    case 2u:
                                    {
                                        _12 = t0.words[(gl_GlobalInvocationID.x + 56u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _680 = t0.words[(gl_GlobalInvocationID.x + 32u) & 63u] + (gl_GlobalInvocationID.x * 6u);
                                        _12 = (_680 * 3u) + t0.words[(_680 + 36u) & 63u];
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
                                    uint _714 = subgroupAdd(_13 & 255u);
                                    uint _715 = _714 + _13;
                                    switch (_715 % 5u)
                                    {
                                        case 0u:
                                        {
                                            _18 = t0.words[(_715 + 59u) & 63u] + (_715 * 6u);
                                            main_join = 45u;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _729 = t0.words[(_715 + 28u) & 63u] + (_715 * 5u);
                                            _18 = (_729 << 2u) + t0.words[(_729 + 63u) & 63u];
                                            main_join = 45u;
                                            break;
                                        }
                                        case 2u:
                                        {
                                            _18 = t0.words[(_715 + 62u) & 63u] + (_715 * 6u);
                                            main_join = 45u;
                                            break;
                                        }
                                        default:
                                        {
                                            _18 = t0.words[(_715 + 49u) & 63u] + (_715 * 6u);
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
                            uint _571 = t0.words[(gl_GlobalInvocationID.x + 22u) & 63u] + (gl_GlobalInvocationID.x << 3u);
                            bool _582 = (_571 % 3u) == 0u;
                            uint _17;
                            if (((t0.words[(_571 + 9u) & 63u] ^ 762u) % 6u) == 1u)
                            {
                                if (_582)
                                {
                                    _17 = t0.words[(_571 + 16u) & 63u] + (_571 * 7u);
                                }
                                else
                                {
                                    _17 = t0.words[(_571 + 42u) & 63u] + _571;
                                }
                            }
                            else
                            {
                                uint _14;
                                if (_582)
                                {
                                    uint _594 = t0.words[(_571 + 2u) & 63u] + (_571 << 2u);
                                    _14 = t0.words[(_594 + 41u) & 63u] + _594;
                                }
                                else
                                {
                                    _14 = t0.words[(_571 + 34u) & 63u] + _571;
                                }
                                uint _15 = 0u;
                                uint _16 = _14;
                                uint _630;
                                for (;;)
                                {
                                    uint _602 = _15;
                                    uint _603 = _16;
                                    uint _609 = t0.words[(_603 + 42u) & 63u] + (_603 << 1u);
                                    uint _616 = (_609 * 7u) + t0.words[(_609 + 23u) & 63u];
                                    uint _623 = (_616 << 1u) + t0.words[(_616 + 39u) & 63u];
                                    _630 = (_623 * 5u) + t0.words[(_623 + 46u) & 63u];
                                    uint _631 = _602 + 1u;
                                    _15 = _631;
                                    _16 = _630;
                                    if (_631 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                if ((_630 % 3u) == 0u)
                                {
                                    _17 = t0.words[(_630 + 35u) & 63u] + (_630 * 5u);
                                }
                                else
                                {
                                    _17 = t0.words[(_630 + 55u) & 63u] + (_630 * 6u);
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
                        }
                    }
                }
                else
                {
                    uint _25 = gl_GlobalInvocationID.x;
                    if (((t0.words[(gl_GlobalInvocationID.x + 16u) & 63u] ^ 346u) % 3u) == 0u)
                    {
                        uint _407 = t0.words[(gl_GlobalInvocationID.x + 14u) & 63u];
                        uint _408 = _407 + (gl_GlobalInvocationID.x * 5u);
                        uint _24;
                        if (((_208 ^ 285u) % 5u) == 1u)
                        {
                            uint _19 = _408;
                            if (((_408 ^ 626u) % 3u) == 0u)
                            {
                                _19 = t0.words[(_408 + 29u) & 63u] + (_408 * 7u);
                            }
                            if (((_208 ^ 138u) % 5u) == 1u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _19;
                                main_join = 97u;
                            }
                            else
                            {
                                uint _20 = 0u;
                                uint _21 = _19;
                                uint _480;
                                for (;;)
                                {
                                    uint _473 = _20;
                                    uint _474 = _21;
                                    _480 = t0.words[(_474 + 7u) & 63u] + (_474 << 2u);
                                    uint _481 = _473 + 1u;
                                    _20 = _481;
                                    _21 = _480;
                                    if (_481 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _24 = _480;
                                main_join = 61u;
                            }
                        }
                        else
                        {
                            uint _22 = 0u;
                            uint _23 = _408;
                            uint _419;
                            for (;;)
                            {
                                uint _413 = _22;
                                uint _414 = _23;
                                _419 = t0.words[(_414 + 24u) & 63u] + _414;
                                uint _420 = _413 + 1u;
                                _22 = _420;
                                _23 = _419;
                                if (_420 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _428 = t0.words[(_419 + 26u) & 63u] + (_419 * 6u);
                            switch (_428 % 5u)
                            {
                                case 0u:
                                {
                                    _24 = t0.words[(_428 + 42u) & 63u] + (_428 * 3u);
                                    main_join = 61u;
                                    break;
                                }
                                case 1u:
                                {
                                    uint _436 = t0.words[(_428 + 48u) & 63u] + (_428 << 2u);
                                    _24 = t0.words[(_436 + 53u) & 63u] + _436;
                                    main_join = 61u;
                                    break;
                                }
                                default:
                                {
                                    _24 = t0.words[(_428 + 60u) & 63u] + (_428 * 7u);
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
                                    uint _546 = t0.words[(_25 + 51u) & 63u] + (_25 * 7u);
                                    _28 = t0.words[(_546 + 18u) & 63u] + _546;
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
                                uint _512;
                                for (;;)
                                {
                                    uint _499 = _26;
                                    uint _500 = _27;
                                    uint _505 = t0.words[(_500 + 61u) & 63u];
                                    uint _506 = _505 + (_500 * 5u);
                                    uint _511 = t0.words[(_506 + 12u) & 63u];
                                    _512 = _511 + _506;
                                    uint _513 = _499 + 1u;
                                    _26 = _513;
                                    _27 = _512;
                                    if (_513 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                switch (_512 % 5u)
                                {
                                    case 0u:
                                    {
                                        _28 = _512;
                                        if (((_512 ^ 811u) % 5u) == 0u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _512;
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
                                        uint _518 = subgroupAdd(_512 & 255u) + _512;
                                        _28 = t0.words[(_518 + 47u) & 63u] + (_518 * 6u);
                                        main_join = 73u;
                                        break;
                                    }
                                    default:
                                    {
                                        _28 = t0.words[(_512 + 12u) & 63u] + (_512 << 1u);
                                        main_join = 73u;
                                        break;
                                    }
                                }
                            }
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
                    if ((_208 & 1u) == 0u)
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
            uint _215 = _29;
            uint _36 = _30;
            if ((_30 & 3u) == 0u)
            {
                uint _31 = _30;
                if (((_208 ^ 512u) % 6u) == 1u)
                {
                    _31 = t0.words[(_30 + 3u) & 63u] + (_30 * 5u);
                }
                _36 = _31;
                bool _48_ladder_break = false;
                switch (_31 % 5u)
                {
                    case 0u:
                    {
                        uint _301 = t0.words[(_31 + 18u) & 63u] + (_31 << 2u);
                        _36 = (_301 << 3u) + t0.words[(_301 + 16u) & 63u];
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
                                uint _242;
                                for (;;)
                                {
                                    _242 = _32;
                                    _34 = 0u;
                                    _35 = _33;
                                    for (;;)
                                    {
                                        uint _244 = _34;
                                        uint _253 = t0.words[(_35 + 42u) & 63u] + (_35 * 7u);
                                        uint _261 = (_253 << 2u) + t0.words[(_253 + 33u) & 63u];
                                        uint _268 = (_261 * 5u) + t0.words[(_261 + 44u) & 63u];
                                        _6 = _268;
                                        uint _269 = _244 + 1u;
                                        _34 = _269;
                                        _35 = _268;
                                        if (_269 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    if (((_208 ^ 531u) % 3u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_16_exit = 0u;
                                        break;
                                    }
                                    uint _281 = t0.words[(_6 + 27u) & 63u] + _6;
                                    _8 = _281;
                                    uint _282 = _242 + 1u;
                                    _32 = _282;
                                    _33 = _281;
                                    if (_282 < 3u)
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
                                uint _237 = subgroupAdd(_31 & 255u) + _31;
                                _7 = _237;
                                _36 = _237;
                                if (((_237 ^ 361u) % 3u) == 1u)
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
            uint _310 = _215 + 1u;
            _29 = _310;
            _30 = _36;
            if (_310 < 2u)
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
    }
}

