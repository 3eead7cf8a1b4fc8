#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _243;

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
    uint _RESERVED_IDENTIFIER_FIXUP_37_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_77_loop_join = 0u;
    uint _6;
    uint _19;
    uint _20;
    uint _22;
    uint _23;
    uint _32;
    uint _37;
    uint _39;
    uint _40;
    uint _50;
    uint _51;
    uint _52;
    for (;;)
    {
        uint _235 = gl_GlobalInvocationID.x & 63u;
        uint _242 = t0.words[_235];
        uint _252 = t0.words[(gl_GlobalInvocationID.x + 52u) & 63u] + (gl_GlobalInvocationID.x * 3u);
        uint _260 = (_252 * 6u) + t0.words[(_252 + 22u) & 63u];
        if ((_260 % 5u) == 0u)
        {
            _23 = t0.words[(_260 + 7u) & 63u] + (_260 * 3u);
        }
        else
        {
            bool _63_ladder_break = false;
            switch (_260 % 3u)
            {
                case 0u:
                {
                    uint _7 = 0u;
                    uint _8 = _260;
                    uint _294;
                    for (;;)
                    {
                        uint _279 = _7;
                        uint _283 = subgroupAdd(_8 & 255u);
                        uint _284 = _283 + _8;
                        uint _9 = _284;
                        if ((_284 & 1u) == 0u)
                        {
                            _9 = t0.words[(_284 + 57u) & 63u] + (_284 * 3u);
                        }
                        _294 = _9;
                        uint _295 = _279 + 1u;
                        _7 = _295;
                        _8 = _294;
                        if (_295 == 2u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _10 = 0u;
                    uint _11 = _294;
                    uint _440;
                    for (;;)
                    {
                        uint _298 = _10;
                        if (((_242 ^ 309u) % 6u) == 0u)
                        {
                            uint _12 = 0u;
                            uint _13 = _11;
                            uint _21;
                            uint _311;
                            uint _312;
                            for (;;)
                            {
                                _311 = _12;
                                _312 = _13;
                                _21 = _312;
                                if (((t0.words[(_312 + 39u) & 63u] ^ 302u) % 3u) == 1u)
                                {
                                    break;
                                }
                                else
                                {
                                    uint _14 = 0u;
                                    uint _15 = _312;
                                    uint _340;
                                    for (;;)
                                    {
                                        uint _322 = _14;
                                        uint _16 = _15;
                                        if (((_242 ^ 551u) % 5u) == 1u)
                                        {
                                            _16 = t0.words[_15 & 63u] + (_15 * 7u);
                                        }
                                        _340 = t0.words[(_16 + 56u) & 63u] + (_16 * 7u);
                                        if ((t0.words[(_340 + 49u) & 63u] & 1u) == 0u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            uint _348 = _322 + 1u;
                                            _14 = _348;
                                            _15 = _340;
                                            if (_348 < 3u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                break;
                                            }
                                        }
                                    }
                                    switch (_340 % 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _17 = 0u;
                                            uint _18 = t0.words[(_340 + 46u) & 63u] + (_340 * 5u);
                                            uint _419;
                                            for (;;)
                                            {
                                                uint _398 = _17;
                                                uint _399 = _18;
                                                uint _406 = t0.words[(_399 + 26u) & 63u] + (_399 * 5u);
                                                uint _413 = (_406 << 1u) + t0.words[(_406 + 34u) & 63u];
                                                _419 = (_413 << 1u) + t0.words[(_413 + 6u) & 63u];
                                                uint _420 = _398 + 1u;
                                                _17 = _420;
                                                _18 = _419;
                                                if (_420 == 3u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _20 = _419;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            switch (_340 % 5u)
                                            {
                                                case 0u:
                                                {
                                                    uint _364 = t0.words[(_340 + 9u) & 63u] + (_340 * 3u);
                                                    _19 = (_364 * 6u) + t0.words[(_364 + 55u) & 63u];
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    _19 = t0.words[(_340 + 2u) & 63u] + (_340 * 6u);
                                                    break;
                                                }
                                                default:
                                                {
                                                    _19 = t0.words[_340 & 63u] + (_340 << 2u);
                                                    break;
                                                }
                                            }
                                            _20 = _19;
                                            if ((_242 & 3u) == 0u)
                                            {
                                                uint _386 = t0.words[(_19 + 62u) & 63u] + (_19 * 3u);
                                                _20 = t0.words[_386 & 63u] + _386;
                                            }
                                            break;
                                        }
                                        default:
                                        {
                                            _20 = t0.words[(_340 + 44u) & 63u] + (_340 * 5u);
                                            break;
                                        }
                                    }
                                    uint _436 = t0.words[(_20 + 53u) & 63u] + (_20 * 7u);
                                    uint _437 = _311 + 1u;
                                    _12 = _437;
                                    _13 = _436;
                                    _21 = _436;
                                    if (_437 < 2u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        break;
                                    }
                                }
                            }
                            _22 = _21;
                        }
                        else
                        {
                            _22 = t0.words[(_11 + 23u) & 63u] + (_11 << 3u);
                        }
                        _440 = _22;
                        uint _441 = _298 + 1u;
                        _10 = _441;
                        _11 = _440;
                        if (_441 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _23 = _440;
                    break;
                }
                case 1u:
                {
                    uint _270 = t0.words[_260 & 63u] + (_260 << 1u);
                    _23 = (_270 * 7u) + t0.words[(_270 + 59u) & 63u];
                    break;
                }
                default:
                {
                    _23 = _260;
                    if (((_242 ^ 787u) % 3u) == 1u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _260;
                        _63_ladder_break = true;
                        break;
                    }
                    break;
                }
            }
            if (_63_ladder_break)
            {
                break;
            }
        }
        if (((_23 ^ 319u) % 6u) == 1u)
        {
            u0.words[gl_GlobalInvocationID.x] = _23;
            break;
        }
        uint _43 = _23;
        if (((t0.words[(_23 + 6u) & 63u] ^ 915u) % 6u) == 1u)
        {
            bool _110_ladder_break = false;
            switch (_23 % 5u)
            {
                case 0u:
                {
                    uint _586 = t0.words[(_23 + 54u) & 63u] + (_23 * 3u);
                    _40 = (_586 * 3u) + t0.words[(_586 + 38u) & 63u];
                    break;
                }
                case 1u:
                {
                    _40 = t0.words[(_23 + 43u) & 63u] + (_23 * 5u);
                    break;
                }
                case 2u:
                {
                    _40 = _23;
                    if (((t0.words[(_23 + 46u) & 63u] ^ 444u) % 5u) == 1u)
                    {
                        uint _24 = 0u;
                        uint _25 = _23;
                        uint _520;
                        for (;;)
                        {
                            uint _493 = _24;
                            uint _26 = _25;
                            if (!(((_242 ^ 382u) % 6u) == 0u))
                            {
                                uint _505 = t0.words[(_25 + 8u) & 63u] + (_25 << 1u);
                                uint _512 = (_505 * 7u) + t0.words[(_505 + 13u) & 63u];
                                _26 = (_512 * 3u) + t0.words[(_512 + 38u) & 63u];
                            }
                            _520 = _26;
                            uint _521 = _493 + 1u;
                            _24 = _521;
                            _25 = _520;
                            if (_521 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _27 = _520;
                        if ((t0.words[(_520 + 56u) & 63u] & 3u) == 1u)
                        {
                            _27 = _520;
                            if (((_520 ^ 237u) % 3u) == 0u)
                            {
                                if ((_520 & 3u) == 2u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _520;
                                    _110_ladder_break = true;
                                    break;
                                }
                                uint _540 = t0.words[(_520 + 58u) & 63u] + (_520 * 3u);
                                if ((_540 & 3u) == 0u)
                                {
                                    uint _551 = t0.words[(_540 + 37u) & 63u] + _540;
                                    if ((_551 % 3u) == 0u)
                                    {
                                        _27 = t0.words[(_551 + 10u) & 63u] + (_551 << 2u);
                                    }
                                    else
                                    {
                                        _27 = t0.words[(_551 + 45u) & 63u] + (_551 << 3u);
                                    }
                                }
                                else
                                {
                                    _27 = subgroupAdd(_540 & 255u) + _540;
                                }
                            }
                        }
                        _40 = subgroupAdd(_27 & 255u) + _27;
                    }
                    break;
                }
                case 3u:
                {
                    uint _478 = t0.words[(_23 + 58u) & 63u] + (_23 * 5u);
                    _40 = (_478 * 6u) + t0.words[(_478 + 1u) & 63u];
                    break;
                }
                default:
                {
                    uint _28 = 0u;
                    uint _29 = _23;
                    uint _708;
                    for (;;)
                    {
                        uint _593 = _28;
                        uint _38 = _29;
                        if ((_29 & 1u) == 0u)
                        {
                            uint _30 = 0u;
                            uint _31 = t0.words[(_29 + 45u) & 63u] + (_29 * 7u);
                            uint _663;
                            for (;;)
                            {
                                uint _603 = _30;
                                switch (_31 & 3u)
                                {
                                    case 0u:
                                    {
                                        _32 = subgroupAdd(_31 & 255u) + _31;
                                        _RESERVED_IDENTIFIER_FIXUP_77_loop_join = 64u;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _37 = _31;
                                        _32 = _31;
                                        if (((_242 ^ 941u) % 6u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_77_loop_join = 69u;
                                        }
                                        else
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_77_loop_join = 64u;
                                        }
                                        break;
                                    }
                                    default:
                                    {
                                        _32 = t0.words[(_31 + 39u) & 63u] + (_31 << 2u);
                                        _RESERVED_IDENTIFIER_FIXUP_77_loop_join = 64u;
                                        break;
                                    }
                                }
                                switch (_RESERVED_IDENTIFIER_FIXUP_77_loop_join)
                                {
                                    case 64u:
                                    {
                                        uint _33 = 0u;
                                        uint _34 = _32;
                                        uint _658;
                                        uint _35;
                                        uint _36;
                                        uint _623;
                                        for (;;)
                                        {
                                            _623 = _33;
                                            _35 = 0u;
                                            _36 = t0.words[(_34 + 59u) & 63u] + (_34 << 2u);
                                            for (;;)
                                            {
                                                uint _631 = _35;
                                                uint _638 = t0.words[(_36 + 10u) & 63u] + (_36 * 6u);
                                                uint _645 = (_638 * 3u) + t0.words[(_638 + 15u) & 63u];
                                                uint _652 = (_645 << 1u) + t0.words[(_645 + 24u) & 63u];
                                                _658 = (_652 << 2u) + t0.words[(_652 + 1u) & 63u];
                                                uint _659 = _631 + 1u;
                                                _35 = _659;
                                                _36 = _658;
                                                if (_659 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            uint _661 = _623 + 1u;
                                            _33 = _661;
                                            _34 = _658;
                                            if (_661 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _37 = _658;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                _663 = _37;
                                uint _664 = _603 + 1u;
                                _30 = _664;
                                _31 = _663;
                                if (_664 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _38 = t0.words[(_663 + 55u) & 63u] + (_663 << 2u);
                        }
                        if (((_242 ^ 879u) % 3u) == 0u)
                        {
                            uint _697 = subgroupAdd(_38 & 255u);
                            uint _698 = _697 + _38;
                            _39 = _698;
                            if (((_242 ^ 716u) % 6u) == 0u)
                            {
                                _39 = t0.words[_698 & 63u] + (_698 * 3u);
                            }
                        }
                        else
                        {
                            uint _682 = t0.words[(_38 + 45u) & 63u] + (_38 << 1u);
                            uint _688 = (_682 * 6u) + t0.words[(_682 + 3u) & 63u];
                            _39 = (_688 << 1u) + t0.words[(_688 + 14u) & 63u];
                        }
                        _708 = _39;
                        uint _709 = _593 + 1u;
                        _28 = _709;
                        _29 = _708;
                        if (_709 == 4u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _40 = _708;
                    break;
                }
            }
            if (_110_ladder_break)
            {
                break;
            }
            uint _41 = 0u;
            uint _42 = _40;
            uint _724;
            for (;;)
            {
                uint _713 = _41;
                uint _714 = _42;
                uint _716 = subgroupAdd(_714 & 255u);
                uint _717 = _716 + _714;
                _724 = t0.words[(_717 + 29u) & 63u] + (_717 << 2u);
                uint _725 = _713 + 1u;
                _41 = _725;
                _42 = _724;
                if (_725 == 4u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            _43 = _724;
        }
        uint _55 = _43;
        if ((_43 & 3u) == 0u)
        {
            _55 = _43;
            bool _172_ladder_break = false;
            switch (_43 % 5u)
            {
                case 0u:
                {
                    uint _988 = t0.words[(_43 + 43u) & 63u] + (_43 << 1u);
                    _55 = t0.words[(_988 + 17u) & 63u] + _988;
                    break;
                }
                case 1u:
                {
                    uint _732 = (_43 + 3u) & 63u;
                    uint _734 = t0.words[_732];
                    if (((_734 ^ 677u) % 5u) == 0u)
                    {
                        uint _44 = 0u;
                        uint _45 = _43;
                        uint _886;
                        for (;;)
                        {
                            uint _885 = _44;
                            _886 = _45;
                            if ((t0.words[(_886 + 42u) & 63u] & 3u) == 3u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_37_exit = 0u;
                                break;
                            }
                            switch (_886 % 5u)
                            {
                                case 0u:
                                {
                                    uint _46 = 0u;
                                    uint _47 = t0.words[(_886 + 10u) & 63u] + (_886 * 5u);
                                    uint _939;
                                    for (;;)
                                    {
                                        uint _932 = _46;
                                        uint _933 = _47;
                                        _939 = t0.words[(_933 + 49u) & 63u] + (_933 << 3u);
                                        uint _940 = _932 + 1u;
                                        _46 = _940;
                                        _47 = _939;
                                        if (_940 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _50 = _939;
                                    break;
                                }
                                case 1u:
                                {
                                    uint _920 = t0.words[(_886 + 55u) & 63u] + (_886 << 3u);
                                    _50 = t0.words[(_920 + 27u) & 63u] + _920;
                                    break;
                                }
                                case 2u:
                                {
                                    uint _48 = 0u;
                                    uint _49 = _886;
                                    uint _906;
                                    for (;;)
                                    {
                                        uint _901 = _48;
                                        uint _902 = _49;
                                        _906 = t0.words[_902 & 63u] + _902;
                                        uint _907 = _901 + 1u;
                                        _48 = _907;
                                        _49 = _906;
                                        if (_907 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _50 = t0.words[(_906 + 39u) & 63u] + (_906 << 3u);
                                    break;
                                }
                                case 3u:
                                {
                                    _50 = t0.words[(_886 + 25u) & 63u] + (_886 << 2u);
                                    break;
                                }
                                default:
                                {
                                    if ((_242 & 1u) == 0u)
                                    {
                                        _50 = t0.words[(_886 + 43u) & 63u] + (_886 << 2u);
                                    }
                                    else
                                    {
                                        uint _949 = t0.words[(_886 + 55u) & 63u] + (_886 * 3u);
                                        uint _955 = (_949 << 2u) + t0.words[(_949 + 33u) & 63u];
                                        _50 = (_955 * 3u) + t0.words[(_955 + 46u) & 63u];
                                    }
                                    break;
                                }
                            }
                            uint _974 = t0.words[(_50 + 34u) & 63u] + (_50 << 2u);
                            uint _977 = _974 + subgroupAdd(_974 & 255u);
                            _6 = _977;
                            uint _978 = _885 + 1u;
                            _44 = _978;
                            _45 = _977;
                            if (_978 < 5u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_37_exit = 1u;
                                break;
                            }
                        }
                        bool _217_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_37_exit)
                        {
                            case 0u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _886;
                                _217_ladder_break = true;
                                _172_ladder_break = true;
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_217_ladder_break)
                        {
                            break;
                        }
                        _55 = _6;
                    }
                    else
                    {
                        uint _740 = _734 + (_43 * 3u);
                        _55 = _740;
                        if ((_740 % 3u) == 0u)
                        {
                            uint _749 = t0.words[(_740 + 42u) & 63u] + (_740 * 5u);
                            if (((_749 ^ 100u) % 6u) == 0u)
                            {
                                if (((t0.words[(_749 + 33u) & 63u] ^ 334u) % 6u) == 1u)
                                {
                                    uint _822 = t0.words[(_749 + 47u) & 63u] + (_749 << 2u);
                                    _51 = (_822 << 1u) + t0.words[(_822 + 50u) & 63u];
                                }
                                else
                                {
                                    uint _809 = t0.words[(_749 + 27u) & 63u] + (_749 * 3u);
                                    _51 = (_809 << 2u) + t0.words[(_809 + 46u) & 63u];
                                }
                                if ((_51 & 3u) == 2u)
                                {
                                    uint _856 = t0.words[(_51 + 5u) & 63u] + (_51 << 1u);
                                    _52 = (_856 * 6u) + t0.words[(_856 + 32u) & 63u];
                                }
                                else
                                {
                                    uint _838 = t0.words[(_51 + 62u) & 63u] + (_51 * 6u);
                                    uint _844 = (_838 * 6u) + t0.words[(_838 + 45u) & 63u];
                                    _52 = (_844 * 5u) + t0.words[(_844 + 7u) & 63u];
                                }
                                if ((_52 % 5u) == 0u)
                                {
                                    uint _878 = t0.words[(_52 + 30u) & 63u] + (_52 * 5u);
                                    _55 = (_878 << 1u) + t0.words[(_878 + 9u) & 63u];
                                }
                                else
                                {
                                    _55 = t0.words[(_52 + 56u) & 63u] + _52;
                                }
                            }
                            else
                            {
                                uint _53 = _749;
                                uint _54 = 0u;
                                uint _761;
                                for (;;)
                                {
                                    uint _754 = _53;
                                    uint _755 = _54;
                                    _761 = t0.words[(_754 + 22u) & 63u] + (_754 * 6u);
                                    uint _762 = _755 + 1u;
                                    _53 = _761;
                                    _54 = _762;
                                    if (_762 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                if (((_242 ^ 812u) % 5u) == 1u)
                                {
                                    _55 = t0.words[(_761 + 20u) & 63u] + (_761 * 7u);
                                }
                                else
                                {
                                    uint _774 = t0.words[(_761 + 31u) & 63u] + (_761 << 1u);
                                    uint _780 = (_774 * 6u) + t0.words[(_774 + 14u) & 63u];
                                    _55 = _780 + t0.words[(_780 + 36u) & 63u];
                                }
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
            if (_172_ladder_break)
            {
                break;
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _55;
        break;
    }
}

