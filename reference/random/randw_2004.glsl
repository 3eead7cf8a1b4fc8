#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _280;

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
    uint _RESERVED_IDENTIFIER_FIXUP_10_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_27_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_10_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_27_loop_join = 0u;
    uint _272 = gl_GlobalInvocationID.x & 63u;
    uint _279 = t0.words[_272];
    uint _50;
    if (((_279 ^ 583u) % 5u) == 0u)
    {
        uint _9 = 0u;
        uint _10 = t0.words[(gl_GlobalInvocationID.x + 13u) & 63u] + (gl_GlobalInvocationID.x * 6u);
        uint _1054;
        for (;;)
        {
            uint _1027 = _9;
            uint _1033 = t0.words[(_10 + 50u) & 63u] + _10;
            uint _11 = _1033;
            if (!(((t0.words[(_1033 + 46u) & 63u] ^ 910u) % 5u) == 0u))
            {
                uint _1047 = t0.words[(_1033 + 13u) & 63u] + (_1033 << 3u);
                _11 = (_1047 << 1u) + t0.words[(_1047 + 9u) & 63u];
            }
            _1054 = _11;
            uint _1055 = _1027 + 1u;
            _9 = _1055;
            _10 = _1054;
            if (_1055 == 3u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        _50 = t0.words[(_1054 + 7u) & 63u] + (_1054 * 3u);
        main_join = 126u;
    }
    else
    {
        if ((gl_GlobalInvocationID.x % 5u) == 0u)
        {
            uint _20;
            if ((gl_GlobalInvocationID.x & 3u) == 0u)
            {
                uint _557 = t0.words[(gl_GlobalInvocationID.x + 15u) & 63u] + (gl_GlobalInvocationID.x * 5u);
                _20 = _557;
                if (((t0.words[(_557 + 28u) & 63u] ^ 936u) % 6u) == 0u)
                {
                    uint _572 = t0.words[(_557 + 6u) & 63u] + (_557 * 6u);
                    _20 = _572;
                    if ((t0.words[(_572 + 23u) & 63u] & 1u) == 0u)
                    {
                        uint _13;
                        if (((_572 ^ 316u) % 5u) == 1u)
                        {
                            uint _12;
                            switch (_572 % 5u)
                            {
                                case 0u:
                                {
                                    uint _612 = t0.words[(_572 + 36u) & 63u] + (_572 << 3u);
                                    _12 = (_612 << 3u) + t0.words[(_612 + 43u) & 63u];
                                    break;
                                }
                                case 1u:
                                {
                                    _12 = t0.words[(_572 + 35u) & 63u] + (_572 << 3u);
                                    break;
                                }
                                default:
                                {
                                    _12 = t0.words[(_572 + 25u) & 63u] + (_572 * 7u);
                                    break;
                                }
                            }
                            switch (_12 & 3u)
                            {
                                case 0u:
                                {
                                    uint _648 = t0.words[(_12 + 55u) & 63u] + (_12 << 3u);
                                    _13 = (_648 * 7u) + t0.words[(_648 + 1u) & 63u];
                                    break;
                                }
                                case 1u:
                                {
                                    _13 = t0.words[(_12 + 47u) & 63u] + (_12 * 6u);
                                    break;
                                }
                                case 2u:
                                {
                                    _13 = t0.words[(_12 + 54u) & 63u] + (_12 * 3u);
                                    break;
                                }
                                default:
                                {
                                    _13 = t0.words[(_12 + 9u) & 63u] + (_12 << 1u);
                                    break;
                                }
                            }
                        }
                        else
                        {
                            if ((_572 & 3u) == 0u)
                            {
                                _13 = t0.words[(_572 + 27u) & 63u] + (_572 << 2u);
                            }
                            else
                            {
                                _13 = t0.words[(_572 + 63u) & 63u] + (_572 << 1u);
                            }
                        }
                        _20 = t0.words[(_13 + 50u) & 63u] + (_13 << 3u);
                        main_join = 38u;
                    }
                    else
                    {
                        main_join = 38u;
                    }
                }
                else
                {
                    main_join = 38u;
                }
            }
            else
            {
                switch (gl_GlobalInvocationID.x % 3u)
                {
                    case 0u:
                    {
                        uint _14 = 0u;
                        uint _15 = gl_GlobalInvocationID.x;
                        uint _535;
                        uint _16;
                        uint _17;
                        uint _18;
                        uint _467;
                        for (;;)
                        {
                            _467 = _14;
                            _16 = 0u;
                            _17 = t0.words[(_15 + 48u) & 63u] + (_15 << 3u);
                            uint _521;
                            for (;;)
                            {
                                uint _476 = _16;
                                if ((_17 & 1u) == 0u)
                                {
                                    uint _497 = t0.words[(_17 + 5u) & 63u] + (_17 * 5u);
                                    uint _504 = (_497 << 1u) + t0.words[(_497 + 13u) & 63u];
                                    _18 = _504 + t0.words[(_504 + 41u) & 63u];
                                }
                                else
                                {
                                    uint _485 = t0.words[(_17 + 3u) & 63u] + (_17 << 2u);
                                    _18 = (_485 << 3u) + t0.words[(_485 + 22u) & 63u];
                                }
                                uint _514 = subgroupAdd(_18 & 255u) + _18;
                                _521 = t0.words[(_514 + 55u) & 63u] + (_514 << 3u);
                                uint _522 = _476 + 1u;
                                _16 = _522;
                                _17 = _521;
                                if (_522 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _19 = _521;
                            if (!(((_279 ^ 726u) % 3u) == 1u))
                            {
                                _19 = t0.words[(_521 + 23u) & 63u] + (_521 * 3u);
                            }
                            _535 = _19;
                            uint _536 = _467 + 1u;
                            _14 = _536;
                            _15 = _535;
                            if (_536 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _20 = _535;
                        main_join = 38u;
                        break;
                    }
                    case 1u:
                    {
                        _20 = t0.words[(gl_GlobalInvocationID.x + 12u) & 63u] + (gl_GlobalInvocationID.x * 5u);
                        main_join = 38u;
                        break;
                    }
                    default:
                    {
                        _20 = gl_GlobalInvocationID.x;
                        if ((t0.words[(gl_GlobalInvocationID.x + 18u) & 63u] & 3u) == 2u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
                            main_join = 127u;
                        }
                        else
                        {
                            main_join = 38u;
                        }
                        break;
                    }
                }
            }
            switch (main_join)
            {
                case 38u:
                {
                    switch (_20 % 5u)
                    {
                        case 0u:
                        {
                            uint _1007 = subgroupAdd(_20 & 255u);
                            uint _1008 = _1007 + _20;
                            _50 = _1008;
                            if (((t0.words[(_1008 + 47u) & 63u] ^ 394u) % 5u) == 0u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _1008;
                                main_join = 127u;
                            }
                            else
                            {
                                main_join = 126u;
                            }
                            break;
                        }
                        case 1u:
                        {
                            _50 = t0.words[(_20 + 4u) & 63u] + (_20 * 6u);
                            main_join = 126u;
                            break;
                        }
                        case 2u:
                        {
                            uint _36 = _20;
                            if ((t0.words[(_20 + 39u) & 63u] & 1u) == 0u)
                            {
                                main_join = 77u;
                            }
                            else
                            {
                                uint _21 = 0u;
                                uint _22 = subgroupAdd(_20 & 255u) + _20;
                                uint _849;
                                uint _6;
                                uint _23;
                                uint _24;
                                uint _28;
                                uint _31;
                                uint _34;
                                uint _35;
                                uint _703;
                                for (;;)
                                {
                                    _703 = _21;
                                    _23 = 0u;
                                    _24 = _22;
                                    uint _741;
                                    for (;;)
                                    {
                                        uint _705 = _23;
                                        uint _711 = t0.words[(_24 + 15u) & 63u] + _24;
                                        uint _25 = _711;
                                        if (((t0.words[(_711 + 50u) & 63u] ^ 243u) % 5u) == 0u)
                                        {
                                            uint _725 = t0.words[(_711 + 28u) & 63u] + (_711 * 7u);
                                            _25 = (_725 << 1u) + t0.words[(_725 + 41u) & 63u];
                                        }
                                        uint _26 = 0u;
                                        uint _27 = _25;
                                        for (;;)
                                        {
                                            uint _733 = _26;
                                            _741 = t0.words[(_27 + 21u) & 63u] + (_27 * 6u);
                                            uint _742 = _733 + 1u;
                                            _26 = _742;
                                            _27 = _741;
                                            if (_742 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _744 = _705 + 1u;
                                        _23 = _744;
                                        _24 = _741;
                                        if (_744 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    if (((_279 ^ 504u) % 6u) == 0u)
                                    {
                                        switch (_741 % 3u)
                                        {
                                            case 0u:
                                            {
                                                uint _820 = t0.words[(_741 + 12u) & 63u] + (_741 << 2u);
                                                _28 = (_820 << 2u) + t0.words[(_820 + 12u) & 63u];
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _28 = t0.words[(_741 + 55u) & 63u] + _741;
                                                break;
                                            }
                                            default:
                                            {
                                                _28 = t0.words[(_741 + 23u) & 63u] + (_741 << 2u);
                                                break;
                                            }
                                        }
                                        _31 = _28;
                                        if ((_28 & 3u) == 1u)
                                        {
                                            uint _842 = t0.words[(_28 + 32u) & 63u] + (_28 << 3u);
                                            _31 = (_842 << 2u) + t0.words[(_842 + 48u) & 63u];
                                        }
                                    }
                                    else
                                    {
                                        uint _29 = 0u;
                                        uint _30 = t0.words[(_741 + 14u) & 63u] + (_741 << 1u);
                                        uint _769;
                                        for (;;)
                                        {
                                            uint _757 = _29;
                                            uint _758 = _30;
                                            uint _763 = t0.words[(_758 + 25u) & 63u] + _758;
                                            _769 = (_763 * 7u) + t0.words[(_763 + 22u) & 63u];
                                            uint _770 = _757 + 1u;
                                            _29 = _770;
                                            _30 = _769;
                                            if (_770 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        switch (_769 & 3u)
                                        {
                                            case 0u:
                                            {
                                                uint _796 = t0.words[(_769 + 24u) & 63u] + (_769 << 3u);
                                                _31 = (_796 << 2u) + t0.words[(_796 + 46u) & 63u];
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _783 = t0.words[(_769 + 62u) & 63u] + (_769 * 3u);
                                                _31 = t0.words[(_783 + 42u) & 63u] + _783;
                                                break;
                                            }
                                            case 2u:
                                            {
                                                _31 = t0.words[(_769 + 6u) & 63u] + _769;
                                                break;
                                            }
                                            default:
                                            {
                                                _31 = t0.words[(_769 + 7u) & 63u] + (_769 << 2u);
                                                break;
                                            }
                                        }
                                    }
                                    _849 = _31;
                                    if ((t0.words[(_849 + 27u) & 63u] & 1u) == 0u)
                                    {
                                        if (!((_849 & 1u) == 0u))
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_10_exit = 0u;
                                            break;
                                        }
                                        _35 = _849;
                                        if ((_849 & 3u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_10_join = 75u;
                                        }
                                        else
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_10_join = 69u;
                                        }
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_10_join = 69u;
                                    }
                                    switch (_RESERVED_IDENTIFIER_FIXUP_10_join)
                                    {
                                        case 69u:
                                        {
                                            uint _32 = 0u;
                                            uint _33 = _849;
                                            uint _884;
                                            for (;;)
                                            {
                                                uint _863 = _32;
                                                uint _867 = _33 * 3u;
                                                if ((_33 & 3u) == 0u)
                                                {
                                                    uint _877 = t0.words[(_33 + 7u) & 63u] + _867;
                                                    _34 = (_877 << 3u) + t0.words[(_877 + 6u) & 63u];
                                                }
                                                else
                                                {
                                                    _34 = t0.words[(_33 + 51u) & 63u] + _867;
                                                }
                                                _884 = _34;
                                                uint _885 = _863 + 1u;
                                                _32 = _885;
                                                _33 = _884;
                                                if (_885 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _35 = _884;
                                            break;
                                        }
                                        default:
                                        {
                                            break;
                                        }
                                    }
                                    _6 = _35;
                                    uint _888 = _703 + 1u;
                                    _21 = _888;
                                    _22 = _35;
                                    if (_888 < 5u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_10_exit = 1u;
                                        break;
                                    }
                                }
                                switch (_RESERVED_IDENTIFIER_FIXUP_10_exit)
                                {
                                    case 0u:
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _849;
                                        main_join = 127u;
                                        break;
                                    }
                                    default:
                                    {
                                        _36 = t0.words[(_6 + 8u) & 63u] + (_6 * 6u);
                                        main_join = 77u;
                                        break;
                                    }
                                }
                            }
                            switch (main_join)
                            {
                                case 77u:
                                {
                                    uint _37 = 0u;
                                    uint _38 = _36;
                                    uint _7;
                                    uint _8;
                                    uint _42;
                                    uint _44;
                                    for (;;)
                                    {
                                        uint _902 = _37;
                                        uint _909 = t0.words[(_38 + 27u) & 63u] + (_38 * 3u);
                                        uint _43 = _909;
                                        if ((_279 & 3u) == 1u)
                                        {
                                            bool _207_ladder_break = false;
                                            switch (_909 % 3u)
                                            {
                                                case 0u:
                                                {
                                                    uint _941 = t0.words[(_909 + 17u) & 63u] + (_909 << 3u);
                                                    _7 = _941;
                                                    _42 = _941;
                                                    if (((_279 ^ 397u) % 3u) == 0u)
                                                    {
                                                        _RESERVED_IDENTIFIER_FIXUP_27_exit = 0u;
                                                        _207_ladder_break = true;
                                                        break;
                                                    }
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _39 = _909;
                                                    if (((t0.words[(_909 + 33u) & 63u] ^ 593u) % 3u) == 1u)
                                                    {
                                                        _39 = t0.words[(_909 + 49u) & 63u] + (_909 * 7u);
                                                    }
                                                    _42 = t0.words[(_39 + 41u) & 63u] + (_39 << 3u);
                                                    break;
                                                }
                                                default:
                                                {
                                                    uint _40 = 0u;
                                                    uint _41 = _909;
                                                    uint _954;
                                                    for (;;)
                                                    {
                                                        uint _946 = _40;
                                                        uint _947 = _41;
                                                        _954 = t0.words[(_947 + 20u) & 63u] + (_947 * 6u);
                                                        uint _955 = _946 + 1u;
                                                        _40 = _955;
                                                        _41 = _954;
                                                        if (_955 == 2u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _42 = _954;
                                                    break;
                                                }
                                            }
                                            if (_207_ladder_break)
                                            {
                                                break;
                                            }
                                            _43 = _42;
                                            if (!((t0.words[(_42 + 15u) & 63u] & 1u) == 0u))
                                            {
                                                _43 = subgroupAdd(_42 & 255u) + _42;
                                            }
                                        }
                                        if (((_279 ^ 393u) % 5u) == 1u)
                                        {
                                            _44 = _43;
                                            if (((_279 ^ 536u) % 5u) == 0u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_27_loop_join = 94u;
                                            }
                                            else
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_27_loop_join = 92u;
                                            }
                                        }
                                        else
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_27_loop_join = 92u;
                                        }
                                        switch (_RESERVED_IDENTIFIER_FIXUP_27_loop_join)
                                        {
                                            case 92u:
                                            {
                                                _44 = _43;
                                                if (((t0.words[(_43 + 23u) & 63u] ^ 41u) % 5u) == 0u)
                                                {
                                                    _44 = t0.words[(_43 + 34u) & 63u] + (_43 * 5u);
                                                }
                                                break;
                                            }
                                            default:
                                            {
                                                break;
                                            }
                                        }
                                        _8 = _44;
                                        uint _994 = _902 + 1u;
                                        _37 = _994;
                                        _38 = _44;
                                        if (_994 < 5u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_27_exit = 1u;
                                            break;
                                        }
                                    }
                                    switch (_RESERVED_IDENTIFIER_FIXUP_27_exit)
                                    {
                                        case 0u:
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _7;
                                            main_join = 127u;
                                            break;
                                        }
                                        default:
                                        {
                                            _50 = _8;
                                            main_join = 126u;
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
                            break;
                        }
                        case 3u:
                        {
                            uint _45 = 0u;
                            uint _46 = _20;
                            uint _691;
                            for (;;)
                            {
                                uint _672 = _45;
                                uint _673 = _46;
                                uint _679 = t0.words[(_673 + 27u) & 63u] + (_673 * 5u);
                                uint _686 = (_679 << 2u) + t0.words[(_679 + 33u) & 63u];
                                _691 = _686 + t0.words[(_686 + 57u) & 63u];
                                uint _692 = _672 + 1u;
                                _45 = _692;
                                _46 = _691;
                                if (_692 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _50 = _691;
                            main_join = 126u;
                            break;
                        }
                        default:
                        {
                            _50 = _20;
                            if ((_20 & 3u) == 2u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _20;
                                main_join = 127u;
                            }
                            else
                            {
                                main_join = 126u;
                            }
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
        else
        {
            _50 = gl_GlobalInvocationID.x;
            switch (gl_GlobalInvocationID.x % 3u)
            {
                case 0u:
                {
                    uint _360 = subgroupAdd(gl_GlobalInvocationID.x & 255u);
                    uint _361 = _360 + gl_GlobalInvocationID.x;
                    switch (_361 % 3u)
                    {
                        case 0u:
                        {
                            uint _442 = subgroupAdd(_361 & 255u) + _361;
                            _50 = t0.words[(_442 + 39u) & 63u] + (_442 << 3u);
                            main_join = 126u;
                            break;
                        }
                        case 1u:
                        {
                            uint _49 = _361;
                            if (((_361 ^ 239u) % 3u) == 0u)
                            {
                                uint _373 = t0.words[(_361 + 62u) & 63u] + (_361 << 1u);
                                switch (_373 & 3u)
                                {
                                    case 0u:
                                    {
                                        _49 = _373;
                                        if (((_373 ^ 312u) % 6u) == 0u)
                                        {
                                            _49 = t0.words[(_373 + 58u) & 63u] + (_373 * 5u);
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _47 = 0u;
                                        uint _48 = t0.words[(_373 + 9u) & 63u] + _373;
                                        uint _414;
                                        for (;;)
                                        {
                                            uint _406 = _47;
                                            uint _407 = _48;
                                            _414 = t0.words[(_407 + 2u) & 63u] + (_407 * 6u);
                                            uint _415 = _406 + 1u;
                                            _47 = _415;
                                            _48 = _414;
                                            if (_415 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _49 = _414;
                                        break;
                                    }
                                    case 2u:
                                    {
                                        switch (_373 % 5u)
                                        {
                                            case 0u:
                                            {
                                                _49 = t0.words[(_373 + 19u) & 63u] + _373;
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _382 = t0.words[(_373 + 8u) & 63u] + (_373 * 5u);
                                                _49 = (_382 * 7u) + t0.words[_382 & 63u];
                                                break;
                                            }
                                            default:
                                            {
                                                _49 = t0.words[(_373 + 1u) & 63u] + (_373 * 5u);
                                                break;
                                            }
                                        }
                                        break;
                                    }
                                    default:
                                    {
                                        _49 = t0.words[(_373 + 61u) & 63u] + (_373 * 7u);
                                        break;
                                    }
                                }
                            }
                            _50 = t0.words[_49 & 63u] + _49;
                            main_join = 126u;
                            break;
                        }
                        default:
                        {
                            _50 = t0.words[(_361 + 29u) & 63u] + (_361 << 2u);
                            main_join = 126u;
                            break;
                        }
                    }
                    break;
                }
                case 1u:
                {
                    _50 = gl_GlobalInvocationID.x;
                    switch (gl_GlobalInvocationID.x & 3u)
                    {
                        case 0u:
                        {
                            _50 = gl_GlobalInvocationID.x;
                            if ((_279 & 1u) == 0u)
                            {
                                if (((_279 ^ 329u) % 3u) == 1u)
                                {
                                    uint _344 = t0.words[(gl_GlobalInvocationID.x + 29u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                                    uint _351 = (_344 * 7u) + t0.words[(_344 + 4u) & 63u];
                                    _50 = (_351 * 6u) + t0.words[(_351 + 22u) & 63u];
                                    main_join = 126u;
                                }
                                else
                                {
                                    _50 = t0.words[(gl_GlobalInvocationID.x + 51u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                                    main_join = 126u;
                                }
                            }
                            else
                            {
                                main_join = 126u;
                            }
                            break;
                        }
                        case 1u:
                        {
                            uint _300 = t0.words[(gl_GlobalInvocationID.x + 26u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                            if ((_279 & 3u) == 1u)
                            {
                                _50 = _300;
                                if (((t0.words[(_300 + 57u) & 63u] ^ 403u) % 3u) == 0u)
                                {
                                    _50 = subgroupAdd(_300 & 255u) + _300;
                                    main_join = 126u;
                                }
                                else
                                {
                                    main_join = 126u;
                                }
                            }
                            else
                            {
                                _50 = t0.words[(_300 + 46u) & 63u] + (_300 * 6u);
                                main_join = 126u;
                            }
                            break;
                        }
                        default:
                        {
                            main_join = 126u;
                            break;
                        }
                    }
                    break;
                }
                default:
                {
                    main_join = 126u;
                    break;
                }
            }
        }
    }
    switch (main_join)
    {
        case 126u:
        {
            u0.words[gl_GlobalInvocationID.x] = _50;
            break;
        }
        default:
        {
            break;
        }
    }
}

