#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _211;

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
    uint _203 = gl_GlobalInvocationID.x & 63u;
    uint _210 = t0.words[_203];
    uint _43;
    switch (gl_GlobalInvocationID.x % 5u)
    {
        case 0u:
        {
            _43 = gl_GlobalInvocationID.x;
            if ((_210 & 3u) == 2u)
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
                    uint _222 = _8;
                    _42 = _9;
                    if ((_210 & 3u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_4_exit = 0u;
                        break;
                    }
                    uint _228 = subgroupAdd(_9 & 255u);
                    uint _229 = _228 + _9;
                    uint _21 = _229;
                    if (!(((_210 ^ 933u) % 5u) == 1u))
                    {
                        uint _10 = 0u;
                        uint _11 = _229;
                        uint _12;
                        uint _13;
                        uint _234;
                        for (;;)
                        {
                            _234 = _10;
                            _12 = 0u;
                            _13 = _11;
                            for (;;)
                            {
                                uint _236 = _12;
                                uint _14 = _13;
                                if ((t0.words[(_13 + 43u) & 63u] & 3u) == 3u)
                                {
                                    _14 = _13;
                                    if (((t0.words[(_13 + 36u) & 63u] ^ 149u) % 3u) == 0u)
                                    {
                                        _14 = t0.words[(_13 + 6u) & 63u] + (_13 * 3u);
                                    }
                                }
                                uint _268 = t0.words[(_14 + 31u) & 63u] + (_14 << 1u);
                                uint _15 = _268;
                                if (((t0.words[(_268 + 63u) & 63u] ^ 930u) % 5u) == 1u)
                                {
                                    uint _282 = t0.words[_268 & 63u] + (_268 * 7u);
                                    _15 = _282;
                                    if (!((t0.words[(_282 + 26u) & 63u] & 1u) == 0u))
                                    {
                                        _15 = t0.words[_282 & 63u] + (_282 << 1u);
                                    }
                                }
                                switch (_15 & 3u)
                                {
                                    case 0u:
                                    {
                                        uint _16 = 0u;
                                        uint _17 = t0.words[(_15 + 37u) & 63u] + (_15 << 1u);
                                        uint _325;
                                        for (;;)
                                        {
                                            uint _310 = _16;
                                            uint _311 = _17;
                                            uint _318 = t0.words[(_311 + 45u) & 63u] + (_311 * 6u);
                                            _325 = (_318 * 5u) + t0.words[(_318 + 17u) & 63u];
                                            uint _326 = _310 + 1u;
                                            _16 = _326;
                                            _17 = _325;
                                            if (_326 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _20 = _325;
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
                                        uint _342;
                                        for (;;)
                                        {
                                            uint _328 = _18;
                                            uint _329 = _19;
                                            uint _335 = t0.words[(_329 + 31u) & 63u] + (_329 * 7u);
                                            _342 = (_335 * 3u) + t0.words[(_335 + 21u) & 63u];
                                            uint _343 = _328 + 1u;
                                            _18 = _343;
                                            _19 = _342;
                                            if (_343 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _20 = _342;
                                        break;
                                    }
                                }
                                _6 = _20;
                                uint _347 = _236 + 1u;
                                _12 = _347;
                                _13 = _20;
                                if (_347 == 5u)
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
                            uint _361 = t0.words[(_6 + 47u) & 63u] + (_6 * 3u);
                            _7 = _361;
                            uint _362 = _234 + 1u;
                            _10 = _362;
                            _11 = _361;
                            if (_362 < 2u)
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
                            default:
                            {
                                break;
                            }
                        }
                        if (_84_ladder_break)
                        {
                            break;
                        }
                        _21 = _7;
                    }
                    uint _368 = _222 + 1u;
                    _8 = _368;
                    _9 = _21;
                    _42 = _21;
                    if (_368 < 4u)
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
                    uint _396;
                    for (;;)
                    {
                        uint _389 = _22;
                        uint _390 = _23;
                        uint _395 = t0.words[(_390 + 26u) & 63u];
                        _396 = _395 + (_390 * 6u);
                        uint _397 = _389 + 1u;
                        _22 = _397;
                        _23 = _396;
                        if (_397 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    switch (_396 & 3u)
                    {
                        case 0u:
                        {
                            uint _24 = 0u;
                            uint _25 = _396;
                            uint _776;
                            for (;;)
                            {
                                uint _769 = _24;
                                uint _770 = _25;
                                _776 = t0.words[(_770 + 39u) & 63u] + (_770 * 5u);
                                uint _777 = _769 + 1u;
                                _24 = _777;
                                _25 = _776;
                                if (_777 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _43 = _776;
                            main_join = 98u;
                            break;
                        }
                        case 1u:
                        {
                            _43 = _396;
                            if ((_210 & 1u) == 0u)
                            {
                                main_join = 98u;
                            }
                            else
                            {
                                _43 = t0.words[(_396 + 5u) & 63u] + (_396 * 5u);
                                main_join = 98u;
                            }
                            break;
                        }
                        case 2u:
                        {
                            if (((_210 ^ 188u) % 5u) == 1u)
                            {
                                _43 = t0.words[(_396 + 31u) & 63u] + _396;
                                main_join = 98u;
                            }
                            else
                            {
                                uint _26;
                                switch (_396 % 3u)
                                {
                                    case 0u:
                                    {
                                        _26 = t0.words[(_396 + 56u) & 63u] + _396;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        if (((t0.words[(_396 + 1u) & 63u] ^ 152u) % 5u) == 1u)
                                        {
                                            uint _425 = t0.words[(_396 + 19u) & 63u] + _396;
                                            uint _431 = t0.words[(_425 + 29u) & 63u] + _425;
                                            _26 = t0.words[(_431 + 14u) & 63u] + _431;
                                        }
                                        else
                                        {
                                            _26 = t0.words[(_396 + 10u) & 63u] + (_396 << 1u);
                                        }
                                        break;
                                    }
                                    default:
                                    {
                                        if (((_210 ^ 673u) % 3u) == 0u)
                                        {
                                            uint _467 = t0.words[(_396 + 62u) & 63u] + (_396 * 6u);
                                            uint _474 = (_467 * 3u) + t0.words[(_467 + 9u) & 63u];
                                            _26 = (_474 * 6u) + t0.words[(_474 + 41u) & 63u];
                                        }
                                        else
                                        {
                                            uint _453 = t0.words[(_396 + 25u) & 63u] + _396;
                                            _26 = (_453 * 3u) + t0.words[(_453 + 54u) & 63u];
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
                                                        uint _580 = t0.words[(_26 + 14u) & 63u] + (_26 * 7u);
                                                        _27 = t0.words[(_580 + 17u) & 63u] + _580;
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
                                                uint _606 = t0.words[(_27 + 32u) & 63u] + (_27 * 7u);
                                                _29 = (_606 << 2u) + t0.words[(_606 + 62u) & 63u];
                                            }
                                            else
                                            {
                                                uint _28;
                                                switch (_26 % 3u)
                                                {
                                                    case 0u:
                                                    {
                                                        uint _538 = t0.words[(_26 + 62u) & 63u] + (_26 << 2u);
                                                        _28 = (_538 << 1u) + t0.words[(_538 + 19u) & 63u];
                                                        break;
                                                    }
                                                    case 1u:
                                                    {
                                                        uint _526 = t0.words[(_26 + 1u) & 63u] + (_26 << 1u);
                                                        _28 = (_526 << 2u) + t0.words[(_526 + 63u) & 63u];
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        _28 = t0.words[(_26 + 58u) & 63u] + (_26 * 5u);
                                                        break;
                                                    }
                                                }
                                                _29 = _28;
                                                if (((_210 ^ 14u) % 5u) == 1u)
                                                {
                                                    uint _561 = t0.words[(_28 + 19u) & 63u] + (_28 << 3u);
                                                    _29 = (_561 * 6u) + t0.words[(_561 + 43u) & 63u];
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
                                                    uint _690;
                                                    for (;;)
                                                    {
                                                        uint _663 = _30;
                                                        uint _664 = _31;
                                                        uint _670 = t0.words[(_664 + 41u) & 63u] + (_664 * 5u);
                                                        uint _677 = (_670 * 7u) + t0.words[(_670 + 34u) & 63u];
                                                        uint _683 = (_677 << 1u) + t0.words[(_677 + 56u) & 63u];
                                                        _690 = (_683 * 6u) + t0.words[(_683 + 49u) & 63u];
                                                        uint _691 = _663 + 1u;
                                                        _30 = _691;
                                                        _31 = _690;
                                                        if (_691 == 3u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    switch (_690 & 3u)
                                                    {
                                                        case 0u:
                                                        {
                                                            uint _720 = t0.words[(_690 + 34u) & 63u] + (_690 << 1u);
                                                            _43 = (_720 << 3u) + t0.words[(_720 + 39u) & 63u];
                                                            main_join = 98u;
                                                            break;
                                                        }
                                                        case 1u:
                                                        {
                                                            uint _707 = t0.words[(_690 + 52u) & 63u] + (_690 << 3u);
                                                            _43 = (_707 * 5u) + t0.words[(_707 + 59u) & 63u];
                                                            main_join = 98u;
                                                            break;
                                                        }
                                                        case 2u:
                                                        {
                                                            _43 = t0.words[(_690 + 61u) & 63u] + (_690 * 6u);
                                                            main_join = 98u;
                                                            break;
                                                        }
                                                        default:
                                                        {
                                                            _43 = t0.words[(_690 + 57u) & 63u] + (_690 * 5u);
                                                            main_join = 98u;
                                                            break;
                                                        }
                                                    }
                                                    break;
                                                }
                                                case 2u:
                                                {
                                                    uint _656 = t0.words[(_29 + 29u) & 63u] + (_29 << 3u);
                                                    _43 = (_656 << 1u) + t0.words[(_656 + 63u) & 63u];
                                                    main_join = 98u;
                                                    break;
                                                }
                                                case 3u:
                                                {
                                                    uint _32 = _29;
                                                    if (((_29 ^ 679u) % 5u) == 1u)
                                                    {
                                                        uint _625 = t0.words[(_29 + 57u) & 63u] + (_29 * 7u);
                                                        _32 = (_625 << 1u) + t0.words[(_625 + 56u) & 63u];
                                                    }
                                                    _43 = _32;
                                                    if (((_32 ^ 496u) % 6u) == 1u)
                                                    {
                                                        uint _643 = t0.words[(_32 + 53u) & 63u] + (_32 << 2u);
                                                        _43 = (_643 << 1u) + t0.words[(_643 + 27u) & 63u];
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
                                                    uint _751;
                                                    for (;;)
                                                    {
                                                        uint _737 = _33;
                                                        uint _738 = _34;
                                                        uint _745 = t0.words[(_738 + 22u) & 63u] + (_738 << 3u);
                                                        _751 = (_745 << 3u) + t0.words[(_745 + 6u) & 63u];
                                                        uint _752 = _737 + 1u;
                                                        _33 = _752;
                                                        _34 = _751;
                                                        if (_752 == 2u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _43 = _751;
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
                                        uint _501;
                                        uint _37;
                                        uint _38;
                                        uint _491;
                                        for (;;)
                                        {
                                            _491 = _35;
                                            _37 = 0u;
                                            _38 = _36;
                                            for (;;)
                                            {
                                                uint _493 = _37;
                                                _501 = t0.words[(_38 + 38u) & 63u] + (_38 << 1u);
                                                uint _502 = _493 + 1u;
                                                _37 = _502;
                                                _38 = _501;
                                                if (_502 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            uint _504 = _491 + 1u;
                                            _35 = _504;
                                            _36 = _501;
                                            if (_504 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _43 = _501;
                                        main_join = 98u;
                                    }
                                }
                            }
                            break;
                        }
                        default:
                        {
                            uint _39 = 0u;
                            uint _40 = _396;
                            uint _806;
                            for (;;)
                            {
                                uint _779 = _39;
                                uint _787 = t0.words[(_40 + 28u) & 63u] + (_40 << 2u);
                                uint _41 = _787;
                                if (!(((t0.words[(_787 + 5u) & 63u] ^ 441u) % 3u) == 0u))
                                {
                                    uint _802 = t0.words[(_787 + 30u) & 63u] + (_787 << 2u);
                                    _41 = _802 + subgroupAdd(_802 & 255u);
                                }
                                _806 = _41;
                                uint _807 = _779 + 1u;
                                _39 = _807;
                                _40 = _806;
                                if (_807 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _43 = _806;
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
        default:
        {
            break;
        }
    }
}

