#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _256;

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
    uint _248 = gl_GlobalInvocationID.x & 63u;
    uint _255 = t0.words[_248];
    uint _264 = t0.words[(gl_GlobalInvocationID.x + 41u) & 63u];
    uint _265 = _264 + (gl_GlobalInvocationID.x * 6u);
    uint _269 = subgroupAdd(_265 & 255u);
    uint _270 = _265 + _269;
    uint _276 = t0.words[(_270 + 58u) & 63u];
    uint _277 = _276 + (_270 << 1u);
    uint _20;
    if (((_255 ^ 251u) % 5u) == 1u)
    {
        _20 = t0.words[(_277 + 31u) & 63u] + (_277 * 7u);
        main_join = 49u;
    }
    else
    {
        if ((_277 % 3u) == 0u)
        {
            _20 = t0.words[(_277 + 49u) & 63u] + (_277 << 2u);
            main_join = 49u;
        }
        else
        {
            if (((_277 ^ 833u) % 5u) == 0u)
            {
                uint _309 = t0.words[(_277 + 28u) & 63u];
                uint _310 = _309 + (_277 * 5u);
                uint _19;
                switch (_310 % 5u)
                {
                    case 0u:
                    {
                        uint _8 = 0u;
                        uint _9 = _310;
                        uint _594;
                        for (;;)
                        {
                            uint _587 = _8;
                            uint _588 = _9;
                            _594 = t0.words[(_588 + 6u) & 63u] + (_588 * 3u);
                            uint _595 = _587 + 1u;
                            _8 = _595;
                            _9 = _594;
                            if (_595 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _19 = t0.words[(_594 + 24u) & 63u] + (_594 << 2u);
                        main_join = 46u;
                        break;
                    }
                    case 1u:
                    {
                        uint _14 = _310;
                        if ((_255 & 3u) == 1u)
                        {
                            uint _364 = t0.words[(_310 + 8u) & 63u] + (_310 * 5u);
                            uint _13;
                            if (((t0.words[(_364 + 25u) & 63u] ^ 390u) % 3u) == 0u)
                            {
                                uint _10 = 0u;
                                uint _11 = subgroupAdd(_364 & 255u) + _364;
                                uint _455;
                                for (;;)
                                {
                                    uint _440 = _10;
                                    uint _441 = _11;
                                    uint _448 = t0.words[(_441 + 19u) & 63u] + (_441 * 6u);
                                    _455 = (_448 << 1u) + t0.words[(_448 + 32u) & 63u];
                                    uint _456 = _440 + 1u;
                                    _10 = _456;
                                    _11 = _455;
                                    if (_456 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                if (((_455 ^ 80u) % 6u) == 0u)
                                {
                                    uint _475 = t0.words[(_455 + 4u) & 63u] + (_455 * 3u);
                                    uint _481 = (_475 * 7u) + t0.words[(_475 + 18u) & 63u];
                                    _13 = (_481 * 6u) + t0.words[(_481 + 41u) & 63u];
                                    main_join = 25u;
                                }
                                else
                                {
                                    _13 = t0.words[(_455 + 47u) & 63u] + (_455 << 3u);
                                    main_join = 25u;
                                }
                            }
                            else
                            {
                                uint _12;
                                if (((_255 ^ 933u) % 6u) == 1u)
                                {
                                    uint _391 = t0.words[(_364 + 10u) & 63u] + (_364 * 3u);
                                    _12 = (_391 * 5u) + t0.words[(_391 + 50u) & 63u];
                                }
                                else
                                {
                                    _12 = t0.words[(_364 + 61u) & 63u] + (_364 * 5u);
                                }
                                uint _400 = _12 & 3u;
                                if (_400 == 1u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _12;
                                    main_join = 116u;
                                }
                                else
                                {
                                    switch (_400)
                                    {
                                        case 0u:
                                        {
                                            uint _422 = t0.words[(_12 + 31u) & 63u] + (_12 * 5u);
                                            _13 = (_422 * 3u) + t0.words[(_422 + 21u) & 63u];
                                            main_join = 25u;
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _408 = t0.words[(_12 + 57u) & 63u] + (_12 << 1u);
                                            _13 = (_408 * 3u) + t0.words[(_408 + 45u) & 63u];
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
                                                uint _538 = t0.words[(_14 + 11u) & 63u] + (_14 << 1u);
                                                _15 = (_538 * 5u) + t0.words[(_538 + 35u) & 63u];
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _525 = t0.words[(_14 + 27u) & 63u] + (_14 * 6u);
                                                _15 = (_525 << 3u) + t0.words[(_525 + 6u) & 63u];
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
                                        uint _584;
                                        for (;;)
                                        {
                                            uint _569 = _17;
                                            uint _570 = _18;
                                            uint _577 = t0.words[(_570 + 39u) & 63u] + (_570 * 6u);
                                            _584 = (_577 * 7u) + t0.words[(_577 + 37u) & 63u];
                                            uint _585 = _569 + 1u;
                                            _17 = _585;
                                            _18 = _584;
                                            if (_585 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _19 = _584;
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
                        }
                        break;
                    }
                    case 2u:
                    {
                        _19 = _310;
                        if (((t0.words[(_310 + 46u) & 63u] ^ 120u) % 3u) == 0u)
                        {
                            uint _343 = t0.words[(_310 + 60u) & 63u] + _310;
                            uint _346 = _343 + subgroupAdd(_343 & 255u);
                            _19 = t0.words[(_346 + 18u) & 63u] + (_346 * 7u);
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
                        if ((_310 % 3u) == 0u)
                        {
                            uint _323 = subgroupAdd(_310 & 255u);
                            uint _324 = _323 + _310;
                            _19 = _324;
                            if (((_324 ^ 637u) % 5u) == 1u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _324;
                                main_join = 116u;
                            }
                            else
                            {
                                main_join = 46u;
                            }
                        }
                        else
                        {
                            _19 = t0.words[(_310 + 29u) & 63u] + (_310 << 1u);
                            main_join = 46u;
                        }
                        break;
                    }
                    default:
                    {
                        _19 = t0.words[(_310 + 33u) & 63u] + (_310 * 5u);
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
                }
            }
            else
            {
                uint _291 = subgroupAdd(_277 & 255u);
                uint _292 = _291 + _277;
                _20 = _292;
                if (((_292 ^ 483u) % 3u) == 1u)
                {
                    u0.words[gl_GlobalInvocationID.x] = _292;
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
                uint _658 = t0.words[(_20 + 51u) & 63u] + (_20 << 2u);
                _22 = _658;
                if (((t0.words[(_658 + 28u) & 63u] ^ 976u) % 6u) == 1u)
                {
                    uint _673 = t0.words[(_658 + 38u) & 63u] + (_658 * 3u);
                    uint _680 = (_673 * 6u) + t0.words[(_673 + 59u) & 63u];
                    _22 = _680;
                    if ((t0.words[(_680 + 59u) & 63u] & 1u) == 0u)
                    {
                        _22 = t0.words[(_680 + 3u) & 63u] + (_680 << 3u);
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
            uint _695 = subgroupAdd(_22 & 255u);
            uint _696 = _695 + _22;
            uint _701 = t0.words[(_696 + 38u) & 63u];
            uint _702 = _701 + (_696 * 7u);
            uint _48;
            switch (_702 % 3u)
            {
                case 0u:
                {
                    uint _29;
                    if (((_255 ^ 896u) % 6u) == 0u)
                    {
                        uint _23 = 0u;
                        uint _24 = t0.words[(_702 + 24u) & 63u] + (_702 * 7u);
                        uint _789;
                        for (;;)
                        {
                            uint _781 = _23;
                            uint _782 = _24;
                            _789 = t0.words[(_782 + 52u) & 63u] + (_782 << 2u);
                            uint _790 = _781 + 1u;
                            _23 = _790;
                            _24 = _789;
                            if (_790 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _29 = _789;
                        main_join = 71u;
                    }
                    else
                    {
                        uint _739 = t0.words[(_702 + 32u) & 63u] + _702;
                        uint _25 = 0u;
                        uint _26 = _739 + subgroupAdd(_739 & 255u);
                        uint _6;
                        uint _7;
                        uint _28;
                        for (;;)
                        {
                            uint _743 = _25;
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
                            bool _161_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_78_loop_join)
                            {
                                case 66u:
                                {
                                    _6 = _27;
                                    _28 = _27;
                                    if (((_27 ^ 701u) % 6u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_78_exit = 0u;
                                        _161_ladder_break = true;
                                        break;
                                    }
                                    break;
                                }
                            }
                            if (_161_ladder_break)
                            {
                                break;
                            }
                            _7 = _28;
                            uint _768 = _743 + 1u;
                            _25 = _768;
                            _26 = _28;
                            if (_768 < 4u)
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
                                uint _816 = t0.words[(_29 + 49u) & 63u] + _29;
                                _48 = _816;
                                if ((_816 & 1u) == 0u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _816;
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
                                uint _809;
                                for (;;)
                                {
                                    uint _796 = _30;
                                    uint _797 = _31;
                                    uint _803 = t0.words[(_797 + 46u) & 63u] + (_797 << 1u);
                                    _809 = (_803 * 6u) + t0.words[(_803 + 63u) & 63u];
                                    uint _810 = _796 + 1u;
                                    _30 = _810;
                                    _31 = _809;
                                    if (_810 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _48 = _809;
                                main_join = 115u;
                            }
                            break;
                        }
                    }
                    break;
                }
                case 1u:
                {
                    uint _32 = 0u;
                    uint _33 = _702;
                    uint _711;
                    for (;;)
                    {
                        uint _704 = _32;
                        uint _705 = _33;
                        _711 = t0.words[(_705 + 50u) & 63u] + (_705 * 5u);
                        uint _712 = _704 + 1u;
                        _32 = _712;
                        _33 = _711;
                        if (_712 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _34 = 0u;
                    uint _35 = _711;
                    uint _727;
                    for (;;)
                    {
                        uint _714 = _34;
                        uint _36 = _35;
                        if (((_255 ^ 488u) % 3u) == 1u)
                        {
                            _36 = _35;
                            if (!(((_35 ^ 312u) % 3u) == 0u))
                            {
                                _36 = subgroupAdd(_35 & 255u) + _35;
                            }
                        }
                        _727 = _36;
                        uint _728 = _714 + 1u;
                        _34 = _728;
                        _35 = _727;
                        if (_728 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _48 = _727;
                    main_join = 115u;
                    break;
                }
                default:
                {
                    uint _37 = 0u;
                    uint _38 = _702;
                    uint _821;
                    uint _43;
                    uint _44;
                    uint _46;
                    uint _47;
                    for (;;)
                    {
                        uint _820 = _37;
                        _821 = _38;
                        _47 = _821;
                        if (((t0.words[(_821 + 59u) & 63u] ^ 824u) % 5u) == 1u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_70_exit = 0u;
                            break;
                        }
                        bool _191_ladder_break = false;
                        switch (_821 % 5u)
                        {
                            case 0u:
                            {
                                _46 = t0.words[(_821 + 40u) & 63u] + (_821 << 2u);
                                break;
                            }
                            case 1u:
                            {
                                _46 = _821;
                                if (!((t0.words[(_821 + 4u) & 63u] & 1u) == 0u))
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_70_exit = 2u;
                                    _191_ladder_break = true;
                                    break;
                                }
                                break;
                            }
                            case 2u:
                            {
                                _46 = _821;
                                if (((_821 ^ 258u) % 5u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_70_exit = 1u;
                                    _191_ladder_break = true;
                                    break;
                                }
                                break;
                            }
                            default:
                            {
                                uint _39 = 0u;
                                uint _40 = _821;
                                uint _992;
                                for (;;)
                                {
                                    uint _848 = _39;
                                    uint _854 = t0.words[_40 & 63u] + (_40 * 5u);
                                    uint _45 = _854;
                                    if (!(((_854 ^ 725u) % 3u) == 0u))
                                    {
                                        if ((_255 & 1u) == 0u)
                                        {
                                            if ((_854 % 5u) == 0u)
                                            {
                                                _45 = subgroupAdd(_854 & 255u) + _854;
                                            }
                                            else
                                            {
                                                switch (_854 % 3u)
                                                {
                                                    case 0u:
                                                    {
                                                        uint _976 = t0.words[(_854 + 14u) & 63u] + (_854 << 1u);
                                                        _45 = (_976 << 2u) + t0.words[(_976 + 6u) & 63u];
                                                        break;
                                                    }
                                                    case 1u:
                                                    {
                                                        uint _962 = t0.words[(_854 + 6u) & 63u] + (_854 * 6u);
                                                        _45 = (_962 << 2u) + t0.words[(_962 + 15u) & 63u];
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        _45 = t0.words[(_854 + 36u) & 63u] + (_854 << 2u);
                                                        break;
                                                    }
                                                }
                                            }
                                        }
                                        else
                                        {
                                            uint _866 = t0.words[(_854 + 52u) & 63u] + (_854 * 5u);
                                            if (((_255 ^ 10u) % 3u) == 1u)
                                            {
                                                uint _41 = t0.words[(_866 + 53u) & 63u] + _866;
                                                uint _42 = 0u;
                                                uint _944;
                                                for (;;)
                                                {
                                                    uint _925 = _41;
                                                    uint _926 = _42;
                                                    uint _932 = t0.words[(_925 + 56u) & 63u] + _925;
                                                    uint _938 = (_932 << 2u) + t0.words[(_932 + 33u) & 63u];
                                                    _944 = (_938 << 2u) + t0.words[(_938 + 39u) & 63u];
                                                    uint _945 = _926 + 1u;
                                                    _41 = _944;
                                                    _42 = _945;
                                                    if (_945 == 2u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _44 = _944;
                                            }
                                            else
                                            {
                                                if ((_866 & 1u) == 0u)
                                                {
                                                    _43 = t0.words[(_866 + 34u) & 63u] + (_866 << 2u);
                                                }
                                                else
                                                {
                                                    uint _878 = t0.words[(_866 + 43u) & 63u] + (_866 * 6u);
                                                    _43 = (_878 * 7u) + t0.words[(_878 + 2u) & 63u];
                                                }
                                                if ((_43 & 3u) == 2u)
                                                {
                                                    uint _905 = t0.words[(_43 + 10u) & 63u] + (_43 * 5u);
                                                    uint _911 = (_905 * 5u) + t0.words[(_905 + 21u) & 63u];
                                                    _44 = (_911 * 5u) + t0.words[(_911 + 48u) & 63u];
                                                }
                                                else
                                                {
                                                    _44 = t0.words[(_43 + 57u) & 63u] + (_43 * 6u);
                                                }
                                            }
                                            _45 = t0.words[(_44 + 57u) & 63u] + (_44 << 2u);
                                        }
                                    }
                                    _992 = _45;
                                    uint _993 = _848 + 1u;
                                    _39 = _993;
                                    _40 = _992;
                                    if (_993 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _46 = _992;
                                break;
                            }
                        }
                        if (_191_ladder_break)
                        {
                            break;
                        }
                        uint _1001 = t0.words[(_46 + 53u) & 63u] + (_46 * 6u);
                        uint _1002 = _820 + 1u;
                        _37 = _1002;
                        _38 = _1001;
                        _47 = _1001;
                        if (_1002 < 5u)
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
                            u0.words[gl_GlobalInvocationID.x] = _821;
                            main_join = 116u;
                            break;
                        }
                        default:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _821;
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
            }
            break;
        }
    }
}

