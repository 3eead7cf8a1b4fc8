#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _263;

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
    uint _RESERVED_IDENTIFIER_FIXUP_78_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_70_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_78_loop_join = 0u;
    uint _255 = gl_GlobalInvocationID.x & 63u;
    uint _262 = t0.words[_255];
    uint _271 = t0.words[(gl_GlobalInvocationID.x + 41u) & 63u];
    uint _272 = _271 + (gl_GlobalInvocationID.x * 6u);
    uint _276 = subgroupAdd(_272 & 255u);
    uint _277 = _272 + _276;
    uint _283 = t0.words[(_277 + 58u) & 63u];
    uint _284 = _283 + (_277 << 1u);
    uint _20;
    if (((_262 ^ 251u) % 5u) == 1u)
    {
        _20 = t0.words[(_284 + 31u) & 63u] + (_284 * 7u);
        main_join = 49u;
    }
    else
    {
        if ((_284 % 3u) == 0u)
        {
            _20 = t0.words[(_284 + 49u) & 63u] + (_284 << 2u);
            main_join = 49u;
        }
        else
        {
            if (((_284 ^ 833u) % 5u) == 0u)
            {
                uint _316 = t0.words[(_284 + 28u) & 63u];
                uint _317 = _316 + (_284 * 5u);
                uint _19;
                switch (_317 % 5u)
                {
                    case 0u:
                    {
                        uint _8 = 0u;
                        uint _9 = _317;
                        uint _601;
                        for (;;)
                        {
                            uint _594 = _8;
                            uint _595 = _9;
                            _601 = t0.words[(_595 + 6u) & 63u] + (_595 * 3u);
                            uint _602 = _594 + 1u;
                            _8 = _602;
                            _9 = _601;
                            if (_602 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _19 = t0.words[(_601 + 24u) & 63u] + (_601 << 2u);
                        main_join = 46u;
                        break;
                    }
                    case 1u:
                    {
                        uint _14 = _317;
                        if ((_262 & 3u) == 1u)
                        {
                            uint _371 = t0.words[(_317 + 8u) & 63u] + (_317 * 5u);
                            uint _13;
                            if (((t0.words[(_371 + 25u) & 63u] ^ 390u) % 3u) == 0u)
                            {
                                uint _10 = 0u;
                                uint _11 = subgroupAdd(_371 & 255u) + _371;
                                uint _462;
                                for (;;)
                                {
                                    uint _447 = _10;
                                    uint _448 = _11;
                                    uint _455 = t0.words[(_448 + 19u) & 63u] + (_448 * 6u);
                                    _462 = (_455 << 1u) + t0.words[(_455 + 32u) & 63u];
                                    uint _463 = _447 + 1u;
                                    _10 = _463;
                                    _11 = _462;
                                    if (_463 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                if (((_462 ^ 80u) % 6u) == 0u)
                                {
                                    uint _482 = t0.words[(_462 + 4u) & 63u] + (_462 * 3u);
                                    uint _488 = (_482 * 7u) + t0.words[(_482 + 18u) & 63u];
                                    _13 = (_488 * 6u) + t0.words[(_488 + 41u) & 63u];
                                    main_join = 25u;
                                }
                                else
                                {
                                    _13 = t0.words[(_462 + 47u) & 63u] + (_462 << 3u);
                                    main_join = 25u;
                                }
                            }
                            else
                            {
                                uint _12;
                                if (((_262 ^ 933u) % 6u) == 1u)
                                {
                                    uint _398 = t0.words[(_371 + 10u) & 63u] + (_371 * 3u);
                                    _12 = (_398 * 5u) + t0.words[(_398 + 50u) & 63u];
                                }
                                else
                                {
                                    _12 = t0.words[(_371 + 61u) & 63u] + (_371 * 5u);
                                }
                                uint _407 = _12 & 3u;
                                if (_407 == 1u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _12;
                                    main_join = 116u;
                                }
                                else
                                {
                                    switch (_407)
                                    {
                                        case 0u:
                                        {
                                            uint _429 = t0.words[(_12 + 31u) & 63u] + (_12 * 5u);
                                            _13 = (_429 * 3u) + t0.words[(_429 + 21u) & 63u];
                                            main_join = 25u;
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _415 = t0.words[(_12 + 57u) & 63u] + (_12 << 1u);
                                            _13 = (_415 * 3u) + t0.words[(_415 + 45u) & 63u];
                                            main_join = 25u;
                                            break;
                                        }
                                        default:
                                        {
                                            _13 = t0.words[(_12 + 1u) & 63u] + (_12 << 1u);
                                            main_join = 25u;
                                            break;
                                        }
                                    }
                                }
                            }
                            switch (main_join)
                            {
                                case 25u:
                                {
                                    _14 = t0.words[(_13 + 34u) & 63u] + (_13 << 2u);
                                    main_join = 26u;
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
                            main_join = 26u;
                        }
                        switch (main_join)
                        {
                            case 26u:
                            {
                                _19 = _14;
                                if (((t0.words[_14 & 63u] ^ 99u) % 3u) == 1u)
                                {
                                    _19 = _14;
                                    if ((t0.words[(_14 + 25u) & 63u] & 1u) == 0u)
                                    {
                                        uint _15;
                                        switch (_14 & 3u)
                                        {
                                            case 0u:
                                            {
                                                uint _545 = t0.words[(_14 + 11u) & 63u] + (_14 << 1u);
                                                _15 = (_545 * 5u) + t0.words[(_545 + 35u) & 63u];
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _532 = t0.words[(_14 + 27u) & 63u] + (_14 * 6u);
                                                _15 = (_532 << 3u) + t0.words[(_532 + 6u) & 63u];
                                                break;
                                            }
                                            case 2u:
                                            {
                                                _15 = t0.words[(_14 + 47u) & 63u] + _14;
                                                break;
                                            }
                                            default:
                                            {
                                                _15 = t0.words[(_14 + 36u) & 63u] + (_14 << 1u);
                                                break;
                                            }
                                        }
                                        uint _16;
                                        if ((_15 & 3u) == 3u)
                                        {
                                            _16 = t0.words[(_15 + 19u) & 63u] + (_15 << 1u);
                                        }
                                        else
                                        {
                                            _16 = t0.words[(_15 + 63u) & 63u] + (_15 << 3u);
                                        }
                                        uint _17 = 0u;
                                        uint _18 = _16;
                                        uint _591;
                                        for (;;)
                                        {
                                            uint _576 = _17;
                                            uint _577 = _18;
                                            uint _584 = t0.words[(_577 + 39u) & 63u] + (_577 * 6u);
                                            _591 = (_584 * 7u) + t0.words[(_584 + 37u) & 63u];
                                            uint _592 = _576 + 1u;
                                            _17 = _592;
                                            _18 = _591;
                                            if (_592 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _19 = _591;
                                        main_join = 46u;
                                    }
                                    else
                                    {
                                        main_join = 46u;
                                    }
                                }
                                else
                                {
                                    main_join = 46u;
                                }
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        break;
                    }
                    case 2u:
                    {
                        _19 = _317;
                        if (((t0.words[(_317 + 46u) & 63u] ^ 120u) % 3u) == 0u)
                        {
                            uint _350 = t0.words[(_317 + 60u) & 63u] + _317;
                            uint _353 = _350 + subgroupAdd(_350 & 255u);
                            _19 = t0.words[(_353 + 18u) & 63u] + (_353 * 7u);
                            main_join = 46u;
                        }
                        else
                        {
                            main_join = 46u;
                        }
                        break;
                    }
                    case 3u:
                    {
                        if ((_317 % 3u) == 0u)
                        {
                            uint _330 = subgroupAdd(_317 & 255u);
                            uint _331 = _330 + _317;
                            _19 = _331;
                            if (((_331 ^ 637u) % 5u) == 1u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _331;
                                main_join = 116u;
                            }
                            else
                            {
                                main_join = 46u;
                            }
                        }
                        else
                        {
                            _19 = t0.words[(_317 + 29u) & 63u] + (_317 << 1u);
                            main_join = 46u;
                        }
                        break;
                    }
                    default:
                    {
                        _19 = t0.words[(_317 + 33u) & 63u] + (_317 * 5u);
                        main_join = 46u;
                        break;
                    }
                }
                switch (main_join)
                {
                    case 46u:
                    {
                        _20 = t0.words[(_19 + 21u) & 63u] + (_19 << 1u);
                        main_join = 49u;
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
                uint _298 = subgroupAdd(_284 & 255u);
                uint _299 = _298 + _284;
                _20 = _299;
                if (((_299 ^ 483u) % 3u) == 1u)
                {
                    u0.words[gl_GlobalInvocationID.x] = _299;
                    main_join = 116u;
                }
                else
                {
                    main_join = 49u;
                }
            }
        }
    }
    switch (main_join)
    {
        case 49u:
        {
            uint _22;
            if ((_20 & 1u) == 0u)
            {
                uint _665 = t0.words[(_20 + 51u) & 63u] + (_20 << 2u);
                _22 = _665;
                if (((t0.words[(_665 + 28u) & 63u] ^ 976u) % 6u) == 1u)
                {
                    uint _680 = t0.words[(_665 + 38u) & 63u] + (_665 * 3u);
                    uint _687 = (_680 * 6u) + t0.words[(_680 + 59u) & 63u];
                    _22 = _687;
                    if ((t0.words[(_687 + 59u) & 63u] & 1u) == 0u)
                    {
                        _22 = t0.words[(_687 + 3u) & 63u] + (_687 << 3u);
                    }
                }
            }
            else
            {
                uint _21 = _20;
                if (((t0.words[(_20 + 41u) & 63u] ^ 419u) % 6u) == 1u)
                {
                    _21 = t0.words[(_20 + 26u) & 63u] + _20;
                }
                _22 = subgroupAdd(_21 & 255u) + _21;
            }
            uint _702 = subgroupAdd(_22 & 255u);
            uint _703 = _702 + _22;
            uint _708 = t0.words[(_703 + 38u) & 63u];
            uint _709 = _708 + (_703 * 7u);
            uint _48;
            switch (_709 % 3u)
            {
                case 0u:
                {
                    uint _29;
                    if (((_262 ^ 896u) % 6u) == 0u)
                    {
                        uint _23 = 0u;
                        uint _24 = t0.words[(_709 + 24u) & 63u] + (_709 * 7u);
                        uint _796;
                        for (;;)
                        {
                            uint _788 = _23;
                            uint _789 = _24;
                            _796 = t0.words[(_789 + 52u) & 63u] + (_789 << 2u);
                            uint _797 = _788 + 1u;
                            _23 = _797;
                            _24 = _796;
                            if (_797 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _29 = _796;
                        main_join = 71u;
                    }
                    else
                    {
                        uint _746 = t0.words[(_709 + 32u) & 63u] + _709;
                        uint _25 = 0u;
                        uint _26 = _746 + subgroupAdd(_746 & 255u);
                        uint _6;
                        uint _7;
                        uint _28;
                        for (;;)
                        {
                            uint _750 = _25;
                            uint _27 = _26;
                            if ((_26 & 3u) == 0u)
                            {
                                _28 = _26;
                                if ((t0.words[(_26 + 5u) & 63u] & 3u) == 3u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_78_loop_join = 68u;
                                }
                                else
                                {
                                    _27 = t0.words[(_26 + 39u) & 63u] + (_26 * 7u);
                                    _RESERVED_IDENTIFIER_FIXUP_78_loop_join = 66u;
                                }
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_78_loop_join = 66u;
                            }
                            bool _164_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_78_loop_join)
                            {
                                case 66u:
                                {
                                    _6 = _27;
                                    _28 = _27;
                                    if (((_27 ^ 701u) % 6u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_78_exit = 0u;
                                        _164_ladder_break = true;
                                        break;
                                    }
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            if (_164_ladder_break)
                            {
                                break;
                            }
                            _7 = _28;
                            uint _775 = _750 + 1u;
                            _25 = _775;
                            _26 = _28;
                            if (_775 < 4u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_78_exit = 1u;
                                break;
                            }
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_78_exit)
                        {
                            case 0u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _6;
                                main_join = 116u;
                                break;
                            }
                            default:
                            {
                                _29 = _7;
                                main_join = 71u;
                                break;
                            }
                        }
                    }
                    switch (main_join)
                    {
                        case 71u:
                        {
                            if ((_29 & 3u) == 0u)
                            {
                                uint _823 = t0.words[(_29 + 49u) & 63u] + _29;
                                _48 = _823;
                                if ((_823 & 1u) == 0u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _823;
                                    main_join = 116u;
                                }
                                else
                                {
                                    main_join = 115u;
                                }
                            }
                            else
                            {
                                uint _30 = 0u;
                                uint _31 = _29;
                                uint _816;
                                for (;;)
                                {
                                    uint _803 = _30;
                                    uint _804 = _31;
                                    uint _810 = t0.words[(_804 + 46u) & 63u] + (_804 << 1u);
                                    _816 = (_810 * 6u) + t0.words[(_810 + 63u) & 63u];
                                    uint _817 = _803 + 1u;
                                    _30 = _817;
                                    _31 = _816;
                                    if (_817 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _48 = _816;
                                main_join = 115u;
                            }
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    break;
                }
                case 1u:
                {
                    uint _32 = 0u;
                    uint _33 = _709;
                    uint _718;
                    for (;;)
                    {
                        uint _711 = _32;
                        uint _712 = _33;
                        _718 = t0.words[(_712 + 50u) & 63u] + (_712 * 5u);
                        uint _719 = _711 + 1u;
                        _32 = _719;
                        _33 = _718;
                        if (_719 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _34 = 0u;
                    uint _35 = _718;
                    uint _734;
                    for (;;)
                    {
                        uint _721 = _34;
                        uint _36 = _35;
                        if (((_262 ^ 488u) % 3u) == 1u)
                        {
                            _36 = _35;
                            if (!(((_35 ^ 312u) % 3u) == 0u))
                            {
                                _36 = subgroupAdd(_35 & 255u) + _35;
                            }
                        }
                        _734 = _36;
                        uint _735 = _721 + 1u;
                        _34 = _735;
                        _35 = _734;
                        if (_735 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _48 = _734;
                    main_join = 115u;
                    break;
                }
                default:
                {
                    uint _37 = 0u;
                    uint _38 = _709;
                    uint _828;
                    uint _43;
                    uint _44;
                    uint _46;
                    uint _47;
                    for (;;)
                    {
                        uint _827 = _37;
                        _828 = _38;
                        _47 = _828;
                        if (((t0.words[(_828 + 59u) & 63u] ^ 824u) % 5u) == 1u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_70_exit = 0u;
                            break;
                        }
                        bool _196_ladder_break = false;
                        switch (_828 % 5u)
                        {
                            case 0u:
                            {
                                _46 = t0.words[(_828 + 40u) & 63u] + (_828 << 2u);
                                break;
                            }
                            case 1u:
                            {
                                _46 = _828;
                                if (!((t0.words[(_828 + 4u) & 63u] & 1u) == 0u))
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_70_exit = 2u;
                                    _196_ladder_break = true;
                                    break;
                                }
                                break;
                            }
                            case 2u:
                            {
                                _46 = _828;
                                if (((_828 ^ 258u) % 5u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_70_exit = 1u;
                                    _196_ladder_break = true;
                                    break;
                                }
                                break;
                            }
                            default:
                            {
                                uint _39 = 0u;
                                uint _40 = _828;
                                uint _999;
                                for (;;)
                                {
                                    uint _855 = _39;
                                    uint _861 = t0.words[_40 & 63u] + (_40 * 5u);
                                    uint _45 = _861;
                                    if (!(((_861 ^ 725u) % 3u) == 0u))
                                    {
                                        if ((_262 & 1u) == 0u)
                                        {
                                            if ((_861 % 5u) == 0u)
                                            {
                                                _45 = subgroupAdd(_861 & 255u) + _861;
                                            }
                                            else
                                            {
                                                switch (_861 % 3u)
                                                {
                                                    case 0u:
                                                    {
                                                        uint _983 = t0.words[(_861 + 14u) & 63u] + (_861 << 1u);
                                                        _45 = (_983 << 2u) + t0.words[(_983 + 6u) & 63u];
                                                        break;
                                                    }
                                                    case 1u:
                                                    {
                                                        uint _969 = t0.words[(_861 + 6u) & 63u] + (_861 * 6u);
                                                        _45 = (_969 << 2u) + t0.words[(_969 + 15u) & 63u];
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        _45 = t0.words[(_861 + 36u) & 63u] + (_861 << 2u);
                                                        break;
                                                    }
                                                }
                                            }
                                        }
                                        else
                                        {
                                            uint _873 = t0.words[(_861 + 52u) & 63u] + (_861 * 5u);
                                            if (((_262 ^ 10u) % 3u) == 1u)
                                            {
                                                uint _41 = t0.words[(_873 + 53u) & 63u] + _873;
                                                uint _42 = 0u;
                                                uint _951;
                                                for (;;)
                                                {
                                                    uint _932 = _41;
                                                    uint _933 = _42;
                                                    uint _939 = t0.words[(_932 + 56u) & 63u] + _932;
                                                    uint _945 = (_939 << 2u) + t0.words[(_939 + 33u) & 63u];
                                                    _951 = (_945 << 2u) + t0.words[(_945 + 39u) & 63u];
                                                    uint _952 = _933 + 1u;
                                                    _41 = _951;
                                                    _42 = _952;
                                                    if (_952 == 2u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _44 = _951;
                                            }
                                            else
                                            {
                                                if ((_873 & 1u) == 0u)
                                                {
                                                    _43 = t0.words[(_873 + 34u) & 63u] + (_873 << 2u);
                                                }
                                                else
                                                {
                                                    uint _885 = t0.words[(_873 + 43u) & 63u] + (_873 * 6u);
                                                    _43 = (_885 * 7u) + t0.words[(_885 + 2u) & 63u];
                                                }
                                                if ((_43 & 3u) == 2u)
                                                {
                                                    uint _912 = t0.words[(_43 + 10u) & 63u] + (_43 * 5u);
                                                    uint _918 = (_912 * 5u) + t0.words[(_912 + 21u) & 63u];
                                                    _44 = (_918 * 5u) + t0.words[(_918 + 48u) & 63u];
                                                }
                                                else
                                                {
                                                    _44 = t0.words[(_43 + 57u) & 63u] + (_43 * 6u);
                                                }
                                            }
                                            _45 = t0.words[(_44 + 57u) & 63u] + (_44 << 2u);
                                        }
                                    }
                                    _999 = _45;
                                    uint _1000 = _855 + 1u;
                                    _39 = _1000;
                                    _40 = _999;
                                    if (_1000 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _46 = _999;
                                break;
                            }
                        }
                        if (_196_ladder_break)
                        {
                            break;
                        }
                        uint _1008 = t0.words[(_46 + 53u) & 63u] + (_46 * 6u);
                        uint _1009 = _827 + 1u;
                        _37 = _1009;
                        _38 = _1008;
                        _47 = _1008;
                        if (_1009 < 5u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_70_exit = 0u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_70_exit)
                    {
                        case 0u:
                        {
                            _48 = _47;
                            main_join = 115u;
                            break;
                        }
                        case 1u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _828;
                            main_join = 116u;
                            break;
                        }
                        default:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _828;
                            main_join = 116u;
                            break;
                        }
                    }
                    break;
                }
            }
            switch (main_join)
            {
                case 115u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _48;
                    break;
                }
                default:
                {
                    break;
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

