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
    uint _RESERVED_IDENTIFIER_FIXUP_4_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_7_exit = 0u;
    uint main_join = 0u;
    uint _201 = gl_GlobalInvocationID.x & 63u;
    uint _208 = t0.words[_201];
    uint _43;
    switch (gl_GlobalInvocationID.x % 5u)
    {
        case 0u:
        {
            _43 = gl_GlobalInvocationID.x;
            if ((_208 & 3u) == 2u)
            {
                u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
                main_join = 99u;
            }
            else
            {
                main_join = 98u;
            }
            break;
        }
        case 1u:
        {
            _43 = t0.words[(gl_GlobalInvocationID.x + 45u) & 63u] + (gl_GlobalInvocationID.x * 6u);
            main_join = 98u;
            break;
        }
        case 2u:
        {
            _43 = gl_GlobalInvocationID.x;
            if (((gl_GlobalInvocationID.x ^ 197u) % 3u) == 0u)
            {
                uint _8 = 0u;
                uint _9 = gl_GlobalInvocationID.x;
                uint _6;
                uint _7;
                uint _20;
                uint _42;
                for (;;)
                {
                    uint _220 = _8;
                    _42 = _9;
                    if ((_208 & 3u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_4_exit = 0u;
                        break;
                    }
                    uint _226 = subgroupAdd(_9 & 255u);
                    uint _227 = _226 + _9;
                    uint _21 = _227;
                    if (!(((_208 ^ 933u) % 5u) == 1u))
                    {
                        uint _10 = 0u;
                        uint _11 = _227;
                        uint _12;
                        uint _13;
                        uint _232;
                        for (;;)
                        {
                            _232 = _10;
                            _12 = 0u;
                            _13 = _11;
                            for (;;)
                            {
                                uint _234 = _12;
                                uint _14 = _13;
                                if ((t0.words[(_13 + 43u) & 63u] & 3u) == 3u)
                                {
                                    _14 = _13;
                                    if (((t0.words[(_13 + 36u) & 63u] ^ 149u) % 3u) == 0u)
                                    {
                                        _14 = t0.words[(_13 + 6u) & 63u] + (_13 * 3u);
                                    }
                                }
                                uint _266 = t0.words[(_14 + 31u) & 63u] + (_14 << 1u);
                                uint _15 = _266;
                                if (((t0.words[(_266 + 63u) & 63u] ^ 930u) % 5u) == 1u)
                                {
                                    uint _280 = t0.words[_266 & 63u] + (_266 * 7u);
                                    _15 = _280;
                                    if (!((t0.words[(_280 + 26u) & 63u] & 1u) == 0u))
                                    {
                                        _15 = t0.words[_280 & 63u] + (_280 << 1u);
                                    }
                                }
                                switch (_15 & 3u)
                                {
                                    case 0u:
                                    {
                                        uint _16 = 0u;
                                        uint _17 = t0.words[(_15 + 37u) & 63u] + (_15 << 1u);
                                        uint _323;
                                        for (;;)
                                        {
                                            uint _308 = _16;
                                            uint _309 = _17;
                                            uint _316 = t0.words[(_309 + 45u) & 63u] + (_309 * 6u);
                                            _323 = (_316 * 5u) + t0.words[(_316 + 17u) & 63u];
                                            uint _324 = _308 + 1u;
                                            _16 = _324;
                                            _17 = _323;
                                            if (_324 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _20 = _323;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _20 = subgroupAdd(_15 & 255u) + _15;
                                        break;
                                    }
                                    case 2u:
                                    {
                                        _20 = subgroupAdd(_15 & 255u) + _15;
                                        break;
                                    }
                                    default:
                                    {
                                        uint _18 = 0u;
                                        uint _19 = _15;
                                        uint _340;
                                        for (;;)
                                        {
                                            uint _326 = _18;
                                            uint _327 = _19;
                                            uint _333 = t0.words[(_327 + 31u) & 63u] + (_327 * 7u);
                                            _340 = (_333 * 3u) + t0.words[(_333 + 21u) & 63u];
                                            uint _341 = _326 + 1u;
                                            _18 = _341;
                                            _19 = _340;
                                            if (_341 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _20 = _340;
                                        break;
                                    }
                                }
                                _6 = _20;
                                uint _345 = _234 + 1u;
                                _12 = _345;
                                _13 = _20;
                                if (_345 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            if (((_6 ^ 761u) % 3u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_7_exit = 0u;
                                break;
                            }
                            uint _359 = t0.words[(_6 + 47u) & 63u] + (_6 * 3u);
                            _7 = _359;
                            uint _360 = _232 + 1u;
                            _10 = _360;
                            _11 = _359;
                            if (_360 < 2u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_7_exit = 1u;
                                break;
                            }
                        }
                        bool _84_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_7_exit)
                        {
                            case 0u:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_4_exit = 1u;
                                _84_ladder_break = true;
                                break;
                            }
                        }
                        if (_84_ladder_break)
                        {
                            break;
                        }
                        _21 = _7;
                    }
                    uint _366 = _220 + 1u;
                    _8 = _366;
                    _9 = _21;
                    _42 = _21;
                    if (_366 < 4u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_4_exit = 0u;
                        break;
                    }
                }
                switch (_RESERVED_IDENTIFIER_FIXUP_4_exit)
                {
                    case 0u:
                    {
                        _43 = _42;
                        main_join = 98u;
                        break;
                    }
                    default:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _6;
                        main_join = 99u;
                        break;
                    }
                }
            }
            else
            {
                main_join = 98u;
            }
            break;
        }
        default:
        {
            _43 = gl_GlobalInvocationID.x;
            switch (gl_GlobalInvocationID.x & 3u)
            {
                case 0u:
                {
                    _43 = t0.words[(gl_GlobalInvocationID.x + 63u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                    main_join = 98u;
                    break;
                }
                case 1u:
                {
                    _43 = subgroupAdd(gl_GlobalInvocationID.x & 255u) + gl_GlobalInvocationID.x;
                    main_join = 98u;
                    break;
                }
                case 2u:
                {
                    uint _22 = 0u;
                    uint _23 = gl_GlobalInvocationID.x;
                    uint _394;
                    for (;;)
                    {
                        uint _387 = _22;
                        uint _388 = _23;
                        uint _393 = t0.words[(_388 + 26u) & 63u];
                        _394 = _393 + (_388 * 6u);
                        uint _395 = _387 + 1u;
                        _22 = _395;
                        _23 = _394;
                        if (_395 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    switch (_394 & 3u)
                    {
                        case 0u:
                        {
                            uint _24 = 0u;
                            uint _25 = _394;
                            uint _774;
                            for (;;)
                            {
                                uint _767 = _24;
                                uint _768 = _25;
                                _774 = t0.words[(_768 + 39u) & 63u] + (_768 * 5u);
                                uint _775 = _767 + 1u;
                                _24 = _775;
                                _25 = _774;
                                if (_775 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _43 = _774;
                            main_join = 98u;
                            break;
                        }
                        case 1u:
                        {
                            _43 = _394;
                            if ((_208 & 1u) == 0u)
                            {
                                main_join = 98u;
                            }
                            else
                            {
                                _43 = t0.words[(_394 + 5u) & 63u] + (_394 * 5u);
                                main_join = 98u;
                            }
                            break;
                        }
                        case 2u:
                        {
                            if (((_208 ^ 188u) % 5u) == 1u)
                            {
                                _43 = t0.words[(_394 + 31u) & 63u] + _394;
                                main_join = 98u;
                            }
                            else
                            {
                                uint _26;
                                switch (_394 % 3u)
                                {
                                    case 0u:
                                    {
                                        _26 = t0.words[(_394 + 56u) & 63u] + _394;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        if (((t0.words[(_394 + 1u) & 63u] ^ 152u) % 5u) == 1u)
                                        {
                                            uint _423 = t0.words[(_394 + 19u) & 63u] + _394;
                                            uint _429 = t0.words[(_423 + 29u) & 63u] + _423;
                                            _26 = t0.words[(_429 + 14u) & 63u] + _429;
                                        }
                                        else
                                        {
                                            _26 = t0.words[(_394 + 10u) & 63u] + (_394 << 1u);
                                        }
                                        break;
                                    }
                                    default:
                                    {
                                        if (((_208 ^ 673u) % 3u) == 0u)
                                        {
                                            uint _465 = t0.words[(_394 + 62u) & 63u] + (_394 * 6u);
                                            uint _472 = (_465 * 3u) + t0.words[(_465 + 9u) & 63u];
                                            _26 = (_472 * 6u) + t0.words[(_472 + 41u) & 63u];
                                        }
                                        else
                                        {
                                            uint _451 = t0.words[(_394 + 25u) & 63u] + _394;
                                            _26 = (_451 * 3u) + t0.words[(_451 + 54u) & 63u];
                                        }
                                        break;
                                    }
                                }
                                if (((_26 ^ 356u) % 6u) == 0u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _26;
                                    main_join = 99u;
                                }
                                else
                                {
                                    if (((_26 ^ 123u) % 6u) == 0u)
                                    {
                                        if ((t0.words[(_26 + 23u) & 63u] & 1u) == 0u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _26;
                                            main_join = 99u;
                                        }
                                        else
                                        {
                                            uint _29;
                                            if ((t0.words[(_26 + 33u) & 63u] & 3u) == 3u)
                                            {
                                                uint _27;
                                                switch (_26 & 3u)
                                                {
                                                    case 0u:
                                                    {
                                                        _27 = t0.words[(_26 + 41u) & 63u] + (_26 * 6u);
                                                        break;
                                                    }
                                                    case 1u:
                                                    {
                                                        uint _578 = t0.words[(_26 + 14u) & 63u] + (_26 * 7u);
                                                        _27 = t0.words[(_578 + 17u) & 63u] + _578;
                                                        break;
                                                    }
                                                    case 2u:
                                                    {
                                                        _27 = t0.words[(_26 + 19u) & 63u] + (_26 << 1u);
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        _27 = t0.words[(_26 + 42u) & 63u] + (_26 << 3u);
                                                        break;
                                                    }
                                                }
                                                uint _604 = t0.words[(_27 + 32u) & 63u] + (_27 * 7u);
                                                _29 = (_604 << 2u) + t0.words[(_604 + 62u) & 63u];
                                            }
                                            else
                                            {
                                                uint _28;
                                                switch (_26 % 3u)
                                                {
                                                    case 0u:
                                                    {
                                                        uint _536 = t0.words[(_26 + 62u) & 63u] + (_26 << 2u);
                                                        _28 = (_536 << 1u) + t0.words[(_536 + 19u) & 63u];
                                                        break;
                                                    }
                                                    case 1u:
                                                    {
                                                        uint _524 = t0.words[(_26 + 1u) & 63u] + (_26 << 1u);
                                                        _28 = (_524 << 2u) + t0.words[(_524 + 63u) & 63u];
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        _28 = t0.words[(_26 + 58u) & 63u] + (_26 * 5u);
                                                        break;
                                                    }
                                                }
                                                _29 = _28;
                                                if (((_208 ^ 14u) % 5u) == 1u)
                                                {
                                                    uint _559 = t0.words[(_28 + 19u) & 63u] + (_28 << 3u);
                                                    _29 = (_559 * 6u) + t0.words[(_559 + 43u) & 63u];
                                                }
                                            }
                                            switch (_29 % 5u)
                                            {
                                                case 0u:
                                                {
                                                    _43 = subgroupAdd(_29 & 255u) + _29;
                                                    main_join = 98u;
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _30 = 0u;
                                                    uint _31 = _29;
                                                    uint _688;
                                                    for (;;)
                                                    {
                                                        uint _661 = _30;
                                                        uint _662 = _31;
                                                        uint _668 = t0.words[(_662 + 41u) & 63u] + (_662 * 5u);
                                                        uint _675 = (_668 * 7u) + t0.words[(_668 + 34u) & 63u];
                                                        uint _681 = (_675 << 1u) + t0.words[(_675 + 56u) & 63u];
                                                        _688 = (_681 * 6u) + t0.words[(_681 + 49u) & 63u];
                                                        uint _689 = _661 + 1u;
                                                        _30 = _689;
                                                        _31 = _688;
                                                        if (_689 == 3u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    switch (_688 & 3u)
                                                    {
                                                        case 0u:
                                                        {
                                                            uint _718 = t0.words[(_688 + 34u) & 63u] + (_688 << 1u);
                                                            _43 = (_718 << 3u) + t0.words[(_718 + 39u) & 63u];
                                                            main_join = 98u;
                                                            break;
                                                        }
                                                        case 1u:
                                                        {
                                                            uint _705 = t0.words[(_688 + 52u) & 63u] + (_688 << 3u);
                                                            _43 = (_705 * 5u) + t0.words[(_705 + 59u) & 63u];
                                                            main_join = 98u;
                                                            break;
                                                        }
                                                        case 2u:
                                                        {
                                                            _43 = t0.words[(_688 + 61u) & 63u] + (_688 * 6u);
                                                            main_join = 98u;
                                                            break;
                                                        }
                                                        default:
                                                        {
                                                            _43 = t0.words[(_688 + 57u) & 63u] + (_688 * 5u);
                                                            main_join = 98u;
                                                            break;
                                                        }
                                                    }
                                                    break;
                                                }
                                                case 2u:
                                                {
                                                    uint _654 = t0.words[(_29 + 29u) & 63u] + (_29 << 3u);
                                                    _43 = (_654 << 1u) + t0.words[(_654 + 63u) & 63u];
                                                    main_join = 98u;
                                                    break;
                                                }
                                                case 3u:
                                                {
                                                    uint _32 = _29;
                                                    if (((_29 ^ 679u) % 5u) == 1u)
                                                    {
                                                        uint _623 = t0.words[(_29 + 57u) & 63u] + (_29 * 7u);
                                                        _32 = (_623 << 1u) + t0.words[(_623 + 56u) & 63u];
                                                    }
                                                    _43 = _32;
                                                    if (((_32 ^ 496u) % 6u) == 1u)
                                                    {
                                                        uint _641 = t0.words[(_32 + 53u) & 63u] + (_32 << 2u);
                                                        _43 = (_641 << 1u) + t0.words[(_641 + 27u) & 63u];
                                                        main_join = 98u;
                                                    }
                                                    else
                                                    {
                                                        main_join = 98u;
                                                    }
                                                    break;
                                                }
                                                default:
                                                {
                                                    uint _33 = 0u;
                                                    uint _34 = _29;
                                                    uint _749;
                                                    for (;;)
                                                    {
                                                        uint _735 = _33;
                                                        uint _736 = _34;
                                                        uint _743 = t0.words[(_736 + 22u) & 63u] + (_736 << 3u);
                                                        _749 = (_743 << 3u) + t0.words[(_743 + 6u) & 63u];
                                                        uint _750 = _735 + 1u;
                                                        _33 = _750;
                                                        _34 = _749;
                                                        if (_750 == 2u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _43 = _749;
                                                    main_join = 98u;
                                                    break;
                                                }
                                            }
                                        }
                                    }
                                    else
                                    {
                                        uint _35 = 0u;
                                        uint _36 = _26;
                                        uint _499;
                                        uint _37;
                                        uint _38;
                                        uint _489;
                                        for (;;)
                                        {
                                            _489 = _35;
                                            _37 = 0u;
                                            _38 = _36;
                                            for (;;)
                                            {
                                                uint _491 = _37;
                                                _499 = t0.words[(_38 + 38u) & 63u] + (_38 << 1u);
                                                uint _500 = _491 + 1u;
                                                _37 = _500;
                                                _38 = _499;
                                                if (_500 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            uint _502 = _489 + 1u;
                                            _35 = _502;
                                            _36 = _499;
                                            if (_502 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _43 = _499;
                                        main_join = 98u;
                                    }
                                }
                            }
                            break;
                        }
                        default:
                        {
                            uint _39 = 0u;
                            uint _40 = _394;
                            uint _804;
                            for (;;)
                            {
                                uint _777 = _39;
                                uint _785 = t0.words[(_40 + 28u) & 63u] + (_40 << 2u);
                                uint _41 = _785;
                                if (!(((t0.words[(_785 + 5u) & 63u] ^ 441u) % 3u) == 0u))
                                {
                                    uint _800 = t0.words[(_785 + 30u) & 63u] + (_785 << 2u);
                                    _41 = _800 + subgroupAdd(_800 & 255u);
                                }
                                _804 = _41;
                                uint _805 = _777 + 1u;
                                _39 = _805;
                                _40 = _804;
                                if (_805 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _43 = _804;
                            main_join = 98u;
                            break;
                        }
                    }
                    break;
                }
                default:
                {
                    main_join = 98u;
                    break;
                }
            }
            break;
        }
    }
    switch (main_join)
    {
        case 98u:
        {
            u0.words[gl_GlobalInvocationID.x] = _43;
            break;
        }
    }
}

