#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _283;

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
    uint _RESERVED_IDENTIFIER_FIXUP_87_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_20_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_87_loop_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_09_loop_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_20_loop_join = 0u;
    uint _6;
    uint _7;
    uint _23;
    uint _26;
    uint _27;
    uint _32;
    uint _42;
    uint _49;
    uint _50;
    uint _52;
    uint _60;
    uint _61;
    uint _62;
    uint _63;
    uint _64;
    for (;;)
    {
        uint _275 = gl_GlobalInvocationID.x & 63u;
        uint _282 = t0.words[_275];
        if (!((t0.words[(gl_GlobalInvocationID.x + 49u) & 63u] & 1u) == 0u))
        {
            u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
            break;
        }
        uint _8 = gl_GlobalInvocationID.x;
        if (((_282 ^ 227u) % 6u) == 1u)
        {
            _8 = subgroupAdd(gl_GlobalInvocationID.x & 255u) + gl_GlobalInvocationID.x;
        }
        uint _9 = 0u;
        uint _10 = _8;
        uint _11;
        uint _309;
        uint _317;
        for (;;)
        {
            _309 = _9;
            uint _310 = _10;
            _317 = t0.words[(_310 + 22u) & 63u] + (_310 * 3u);
            _11 = _317;
            if (((_282 ^ 938u) % 5u) == 1u)
            {
                break;
            }
            else
            {
                uint _325 = subgroupAdd(_317 & 255u) + _317;
                uint _326 = _309 + 1u;
                _9 = _326;
                _10 = _325;
                _11 = _325;
                if (_326 < 3u)
                {
                    continue;
                }
                else
                {
                    break;
                }
            }
        }
        uint _334 = t0.words[(_11 + 33u) & 63u] + _11;
        uint _12 = _334;
        if ((_334 & 3u) == 1u)
        {
            _12 = t0.words[(_334 + 54u) & 63u] + (_334 << 1u);
        }
        uint _351 = t0.words[(_12 + 14u) & 63u] + (_12 * 3u);
        uint _13 = 0u;
        uint _14 = t0.words[(_351 + 55u) & 63u] + _351;
        uint _365;
        for (;;)
        {
            uint _358 = _13;
            uint _359 = _14;
            _365 = t0.words[(_359 + 1u) & 63u] + (_359 * 5u);
            uint _366 = _358 + 1u;
            _13 = _366;
            _14 = _365;
            if (_366 == 2u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        uint _15 = 0u;
        uint _16 = _365;
        uint _418;
        for (;;)
        {
            uint _369 = _15;
            uint _372 = subgroupAdd(_16 & 255u);
            uint _373 = _372 + _16;
            uint _20 = _373;
            if (((_282 ^ 243u) % 3u) == 1u)
            {
                uint _17 = 0u;
                uint _18 = _373;
                uint _19;
                uint _378;
                uint _391;
                for (;;)
                {
                    _378 = _17;
                    uint _379 = _18;
                    uint _385 = t0.words[(_379 + 6u) & 63u] + (_379 << 2u);
                    _391 = t0.words[(_385 + 46u) & 63u] + _385;
                    _19 = _391;
                    if (((t0.words[(_391 + 9u) & 63u] ^ 883u) % 5u) == 0u)
                    {
                        break;
                    }
                    else
                    {
                        uint _406 = t0.words[(_391 + 63u) & 63u] + (_391 << 1u);
                        uint _407 = _378 + 1u;
                        _17 = _407;
                        _18 = _406;
                        _19 = _406;
                        if (_407 < 4u)
                        {
                            continue;
                        }
                        else
                        {
                            break;
                        }
                    }
                }
                _20 = _19;
            }
            _418 = t0.words[(_20 + 19u) & 63u] + (_20 * 6u);
            uint _419 = _369 + 1u;
            _15 = _419;
            _16 = _418;
            if (_419 == 2u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        if (((_418 ^ 266u) % 6u) == 0u)
        {
            uint _1024 = t0.words[(_418 + 62u) & 63u] + (_418 * 5u);
            _64 = (_1024 * 7u) + t0.words[(_1024 + 48u) & 63u];
        }
        else
        {
            uint _430 = t0.words[(_418 + 30u) & 63u];
            uint _431 = _430 + (_418 * 6u);
            bool _105_ladder_break = false;
            switch (_431 % 5u)
            {
                case 0u:
                {
                    if (((_431 ^ 902u) % 3u) == 0u)
                    {
                        uint _778 = t0.words[(_431 + 37u) & 63u] + (_431 * 5u);
                        _63 = (_778 * 6u) + t0.words[(_778 + 48u) & 63u];
                    }
                    else
                    {
                        bool _134_ladder_break = false;
                        switch (_431 & 3u)
                        {
                            case 0u:
                            {
                                uint _21 = 0u;
                                uint _22 = t0.words[(_431 + 37u) & 63u] + (_431 << 1u);
                                uint _577;
                                for (;;)
                                {
                                    uint _576 = _21;
                                    _577 = _22;
                                    if (((_282 & 3u) == 3u) && (((t0.words[(_577 + 24u) & 63u] ^ 208u) % 3u) == 1u))
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_87_exit = 0u;
                                        break;
                                    }
                                    uint _596 = t0.words[(_577 + 26u) & 63u] + (_577 * 7u);
                                    switch (_596 % 5u)
                                    {
                                        case 0u:
                                        {
                                            switch (_596 % 3u)
                                            {
                                                case 0u:
                                                {
                                                    uint _693 = t0.words[(_596 + 38u) & 63u] + (_596 * 6u);
                                                    _23 = (_693 * 6u) + t0.words[(_693 + 8u) & 63u];
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _679 = t0.words[(_596 + 58u) & 63u] + (_596 << 3u);
                                                    _23 = (_679 << 2u) + t0.words[(_679 + 8u) & 63u];
                                                    break;
                                                }
                                                default:
                                                {
                                                    _23 = t0.words[(_596 + 44u) & 63u] + (_596 << 1u);
                                                    break;
                                                }
                                            }
                                            _27 = t0.words[(_23 + 56u) & 63u] + (_23 << 2u);
                                            _RESERVED_IDENTIFIER_FIXUP_87_loop_join = 42u;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _24 = 0u;
                                            uint _25 = _596;
                                            uint _670;
                                            for (;;)
                                            {
                                                uint _645 = _24;
                                                uint _646 = _25;
                                                uint _652 = t0.words[(_646 + 55u) & 63u] + (_646 << 3u);
                                                uint _658 = t0.words[(_652 + 43u) & 63u] + _652;
                                                uint _664 = (_658 * 6u) + t0.words[(_658 + 30u) & 63u];
                                                _670 = (_664 << 2u) + t0.words[(_664 + 7u) & 63u];
                                                uint _671 = _645 + 1u;
                                                _24 = _671;
                                                _25 = _670;
                                                if (_671 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _27 = _670;
                                            _RESERVED_IDENTIFIER_FIXUP_87_loop_join = 42u;
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _607 = _596 * 7u;
                                            if (((t0.words[(_596 + 31u) & 63u] ^ 592u) % 6u) == 1u)
                                            {
                                                uint _623 = t0.words[(_596 + 35u) & 63u] + _607;
                                                uint _630 = (_623 * 6u) + t0.words[(_623 + 62u) & 63u];
                                                _26 = (_630 << 3u) + t0.words[(_630 + 55u) & 63u];
                                            }
                                            else
                                            {
                                                uint _612 = t0.words[(_596 + 55u) & 63u] + _607;
                                                _26 = t0.words[(_612 + 63u) & 63u] + _612;
                                            }
                                            _27 = t0.words[(_26 + 56u) & 63u] + (_26 * 6u);
                                            _RESERVED_IDENTIFIER_FIXUP_87_loop_join = 42u;
                                            break;
                                        }
                                        default:
                                        {
                                            _32 = _596;
                                            _27 = _596;
                                            if ((_596 & 3u) == 3u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_87_loop_join = 49u;
                                            }
                                            else
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_87_loop_join = 42u;
                                            }
                                            break;
                                        }
                                    }
                                    switch (_RESERVED_IDENTIFIER_FIXUP_87_loop_join)
                                    {
                                        case 42u:
                                        {
                                            uint _28 = 0u;
                                            uint _29 = _27;
                                            uint _761;
                                            for (;;)
                                            {
                                                uint _718 = _28;
                                                uint _725 = t0.words[(_29 + 5u) & 63u] + (_29 * 7u);
                                                uint _731 = (_725 * 3u) + t0.words[(_725 + 26u) & 63u];
                                                uint _30 = _731;
                                                if (((_731 ^ 876u) % 5u) == 0u)
                                                {
                                                    _30 = t0.words[(_731 + 34u) & 63u] + (_731 << 1u);
                                                }
                                                uint _31 = _30;
                                                if (((_30 ^ 193u) % 3u) == 1u)
                                                {
                                                    uint _753 = t0.words[(_30 + 40u) & 63u] + (_30 * 7u);
                                                    _31 = (_753 << 2u) + t0.words[(_753 + 39u) & 63u];
                                                }
                                                _761 = _31;
                                                uint _762 = _718 + 1u;
                                                _28 = _762;
                                                _29 = _761;
                                                if (_762 == 5u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _32 = _761;
                                            break;
                                        }
                                        default:
                                        {
                                            break;
                                        }
                                    }
                                    _7 = _32;
                                    uint _765 = _576 + 1u;
                                    _21 = _765;
                                    _22 = _32;
                                    if (_765 < 4u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_87_exit = 1u;
                                        break;
                                    }
                                }
                                bool _174_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_87_exit)
                                {
                                    case 0u:
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _577;
                                        _174_ladder_break = true;
                                        _134_ladder_break = true;
                                        _105_ladder_break = true;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                if (_174_ladder_break)
                                {
                                    break;
                                }
                                _63 = _7;
                                break;
                            }
                            case 1u:
                            {
                                if (((t0.words[(_431 + 20u) & 63u] ^ 96u) % 3u) == 1u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _431;
                                    _134_ladder_break = true;
                                    _105_ladder_break = true;
                                    break;
                                }
                                _63 = subgroupAdd(_431 & 255u) + _431;
                                break;
                            }
                            default:
                            {
                                _63 = subgroupAdd(_431 & 255u) + _431;
                                break;
                            }
                        }
                        if (_134_ladder_break)
                        {
                            break;
                        }
                    }
                    break;
                }
                case 1u:
                {
                    uint _33 = 0u;
                    uint _34 = t0.words[(_431 + 12u) & 63u] + (_431 << 2u);
                    uint _548;
                    for (;;)
                    {
                        uint _440 = _33;
                        uint _35 = _34;
                        if (((_34 ^ 321u) % 6u) == 1u)
                        {
                            uint _453 = t0.words[(_34 + 61u) & 63u] + (_34 << 3u);
                            _42 = _453;
                            if ((_453 & 1u) == 0u)
                            {
                                _35 = subgroupAdd(_453 & 255u) + _453;
                                _RESERVED_IDENTIFIER_FIXUP_09_loop_join = 58u;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_09_loop_join = 68u;
                            }
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_09_loop_join = 58u;
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_09_loop_join)
                        {
                            case 58u:
                            {
                                uint _463 = subgroupAdd(_35 & 255u);
                                uint _464 = _463 + _35;
                                _42 = _464;
                                if ((t0.words[(_464 + 21u) & 63u] & 3u) == 0u)
                                {
                                    uint _36 = 0u;
                                    uint _37 = _464;
                                    uint _545;
                                    for (;;)
                                    {
                                        uint _472 = _36;
                                        uint _40 = _37;
                                        if (((_37 ^ 845u) % 6u) == 0u)
                                        {
                                            uint _483 = t0.words[(_37 + 2u) & 63u] + (_37 * 6u);
                                            uint _38 = 0u;
                                            uint _39 = t0.words[(_483 + 28u) & 63u] + _483;
                                            uint _518;
                                            for (;;)
                                            {
                                                uint _490 = _38;
                                                uint _491 = _39;
                                                uint _498 = t0.words[(_491 + 57u) & 63u] + (_491 << 1u);
                                                uint _505 = (_498 * 3u) + t0.words[(_498 + 56u) & 63u];
                                                uint _512 = (_505 * 6u) + t0.words[(_505 + 7u) & 63u];
                                                _518 = _512 + t0.words[(_512 + 36u) & 63u];
                                                uint _519 = _490 + 1u;
                                                _38 = _519;
                                                _39 = _518;
                                                if (_519 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _40 = _518;
                                        }
                                        uint _527 = t0.words[(_40 + 19u) & 63u] + (_40 << 3u);
                                        uint _41 = _527;
                                        if (((_282 ^ 108u) % 3u) == 1u)
                                        {
                                            _41 = t0.words[(_527 + 28u) & 63u] + (_527 << 3u);
                                        }
                                        _545 = t0.words[(_41 + 34u) & 63u] + (_41 * 7u);
                                        uint _546 = _472 + 1u;
                                        _36 = _546;
                                        _37 = _545;
                                        if (_546 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _42 = _545;
                                }
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        _548 = _42;
                        uint _549 = _440 + 1u;
                        _33 = _549;
                        _34 = _548;
                        if (_549 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _63 = _548;
                    break;
                }
                default:
                {
                    uint _43 = 0u;
                    uint _44 = _431;
                    for (;;)
                    {
                        uint _786 = _43;
                        if ((_44 & 1u) == 0u)
                        {
                            uint _817 = t0.words[(_44 + 30u) & 63u] + (_44 * 3u);
                            if ((_817 & 3u) == 3u)
                            {
                                uint _45 = 0u;
                                uint _46 = _817;
                                uint _859;
                                uint _47;
                                uint _48;
                                uint _827;
                                for (;;)
                                {
                                    _827 = _45;
                                    _47 = 0u;
                                    _48 = _46;
                                    uint _836;
                                    for (;;)
                                    {
                                        uint _829 = _47;
                                        uint _830 = _48;
                                        _836 = t0.words[(_830 + 26u) & 63u] + (_830 * 6u);
                                        uint _837 = _829 + 1u;
                                        _47 = _837;
                                        _48 = _836;
                                        if (_837 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    if ((_836 & 3u) == 0u)
                                    {
                                        uint _852 = t0.words[(_836 + 29u) & 63u] + (_836 * 5u);
                                        _49 = (_852 * 5u) + t0.words[(_852 + 55u) & 63u];
                                    }
                                    else
                                    {
                                        _49 = t0.words[(_836 + 22u) & 63u] + (_836 << 1u);
                                    }
                                    _859 = _49;
                                    uint _860 = _827 + 1u;
                                    _45 = _860;
                                    _46 = _859;
                                    if (_860 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _50 = _859;
                            }
                            else
                            {
                                _50 = t0.words[(_817 + 29u) & 63u] + (_817 * 5u);
                            }
                            _52 = subgroupAdd(_50 & 255u) + _50;
                            _RESERVED_IDENTIFIER_FIXUP_20_loop_join = 85u;
                        }
                        else
                        {
                            _62 = _44;
                            if (((t0.words[(_44 + 63u) & 63u] ^ 645u) % 6u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_20_exit = 0u;
                                break;
                            }
                            uint _51 = _44;
                            if (!((_44 & 3u) == 0u))
                            {
                                _51 = subgroupAdd(_44 & 255u) + _44;
                            }
                            _61 = _51;
                            _52 = _51;
                            if ((t0.words[(_51 + 40u) & 63u] & 3u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_20_loop_join = 107u;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_20_loop_join = 85u;
                            }
                        }
                        bool _206_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_20_loop_join)
                        {
                            case 85u:
                            {
                                _6 = _52;
                                if ((t0.words[(_52 + 16u) & 63u] & 1u) == 0u)
                                {
                                    if (((_282 ^ 562u) % 6u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_20_exit = 1u;
                                        _206_ladder_break = true;
                                        break;
                                    }
                                    if ((_6 & 3u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_20_exit = 2u;
                                        _206_ladder_break = true;
                                        break;
                                    }
                                    _60 = t0.words[(_6 + 6u) & 63u] + _6;
                                }
                                else
                                {
                                    uint _53 = _6;
                                    if (((t0.words[(_6 + 25u) & 63u] ^ 826u) % 6u) == 0u)
                                    {
                                        _53 = t0.words[(_6 + 63u) & 63u] + (_6 * 7u);
                                    }
                                    uint _897 = t0.words[(_53 + 62u) & 63u] + _53;
                                    if ((_897 & 1u) == 0u)
                                    {
                                        if ((_897 % 3u) == 0u)
                                        {
                                            uint _58 = 0u;
                                            uint _59 = t0.words[(_897 + 8u) & 63u] + (_897 * 7u);
                                            uint _984;
                                            for (;;)
                                            {
                                                uint _960 = _58;
                                                uint _961 = _59;
                                                uint _967 = t0.words[(_961 + 21u) & 63u] + (_961 * 6u);
                                                uint _973 = (_967 << 3u) + t0.words[(_967 + 42u) & 63u];
                                                uint _979 = (_973 << 1u) + t0.words[(_973 + 31u) & 63u];
                                                _984 = _979 + t0.words[(_979 + 22u) & 63u];
                                                uint _985 = _960 + 1u;
                                                _58 = _985;
                                                _59 = _984;
                                                if (_985 == 5u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _60 = _984;
                                        }
                                        else
                                        {
                                            _60 = t0.words[(_897 + 45u) & 63u] + (_897 << 3u);
                                        }
                                    }
                                    else
                                    {
                                        if (((t0.words[(_897 + 11u) & 63u] ^ 997u) % 6u) == 0u)
                                        {
                                            _62 = _897;
                                            if (((_282 & 1u) & _897) == 0u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_20_exit = 0u;
                                                _206_ladder_break = true;
                                                break;
                                            }
                                        }
                                        uint _54 = 0u;
                                        uint _55 = _897;
                                        uint _942;
                                        uint _56;
                                        uint _57;
                                        uint _912;
                                        for (;;)
                                        {
                                            _912 = _54;
                                            _56 = 0u;
                                            _57 = _55;
                                            uint _927;
                                            for (;;)
                                            {
                                                uint _914 = _56;
                                                uint _915 = _57;
                                                uint _921 = t0.words[(_915 + 36u) & 63u] + (_915 * 6u);
                                                _927 = (_921 << 2u) + t0.words[(_921 + 28u) & 63u];
                                                uint _928 = _914 + 1u;
                                                _56 = _928;
                                                _57 = _927;
                                                if (_928 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            uint _935 = t0.words[(_927 + 38u) & 63u] + (_927 * 5u);
                                            _942 = (_935 * 6u) + t0.words[(_935 + 10u) & 63u];
                                            uint _943 = _912 + 1u;
                                            _54 = _943;
                                            _55 = _942;
                                            if (_943 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _60 = _942;
                                    }
                                }
                                _61 = _60;
                                _62 = _60;
                                if (!((_282 & 1u) == 0u))
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_20_exit = 0u;
                                    _206_ladder_break = true;
                                    break;
                                }
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_206_ladder_break)
                        {
                            break;
                        }
                        uint _1004 = _786 + 1u;
                        _43 = _1004;
                        _44 = _61;
                        _62 = _61;
                        if (_1004 < 2u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_20_exit = 0u;
                            break;
                        }
                    }
                    bool _241_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_20_exit)
                    {
                        case 0u:
                        {
                            break;
                        }
                        case 1u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _6;
                            _241_ladder_break = true;
                            _105_ladder_break = true;
                            break;
                        }
                        default:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _6;
                            _241_ladder_break = true;
                            _105_ladder_break = true;
                            break;
                        }
                    }
                    if (_241_ladder_break)
                    {
                        break;
                    }
                    _63 = _62;
                    break;
                }
            }
            if (_105_ladder_break)
            {
                break;
            }
            _64 = t0.words[(_63 + 36u) & 63u] + (_63 << 2u);
        }
        uint _65 = _64;
        if (((t0.words[(_64 + 31u) & 63u] ^ 754u) % 5u) == 0u)
        {
            _65 = t0.words[(_64 + 24u) & 63u] + _64;
        }
        uint _67 = _65;
        if ((_65 & 3u) == 2u)
        {
            uint _66 = _65;
            if (((t0.words[(_65 + 7u) & 63u] ^ 98u) % 5u) == 1u)
            {
                _66 = t0.words[(_65 + 45u) & 63u] + (_65 << 1u);
            }
            uint _1069 = t0.words[(_66 + 60u) & 63u] + (_66 << 1u);
            _67 = _1069;
            if (((_1069 ^ 883u) % 5u) == 1u)
            {
                u0.words[gl_GlobalInvocationID.x] = _1069;
                break;
            }
        }
        uint _68 = 0u;
        uint _69 = _67;
        uint _1090;
        uint _70;
        uint _71;
        uint _1074;
        uint _1085;
        for (;;)
        {
            _1074 = _68;
            _1085 = (_282 ^ 528u) % 3u;
            _70 = t0.words[(_69 + 59u) & 63u] + (_69 << 2u);
            _71 = 0u;
            for (;;)
            {
                uint _1087 = _71;
                _1090 = subgroupAdd(_70 & 255u) + _70;
                if (((_1090 ^ 943u) % 6u) == 1u)
                {
                    if ((_1085 == 1u) && (((t0.words[(_1090 + 31u) & 63u] ^ 158u) % 5u) == 1u))
                    {
                        break;
                    }
                    else
                    {
                    }
                }
                uint _1105 = _1087 + 1u;
                _70 = _1090;
                _71 = _1105;
                if (_1105 < 3u)
                {
                    continue;
                }
                else
                {
                    break;
                }
            }
            uint _1107 = _1074 + 1u;
            _68 = _1107;
            _69 = _1090;
            if (_1107 == 3u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _1090;
        break;
    }
}

