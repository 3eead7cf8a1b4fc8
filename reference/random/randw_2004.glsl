#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _275;

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
    uint _267 = gl_GlobalInvocationID.x & 63u;
    uint _274 = t0.words[_267];
    uint _50;
    if (((_274 ^ 583u) % 5u) == 0u)
    {
        uint _9 = 0u;
        uint _10 = t0.words[(gl_GlobalInvocationID.x + 13u) & 63u] + (gl_GlobalInvocationID.x * 6u);
        uint _1049;
        for (;;)
        {
            uint _1022 = _9;
            uint _1028 = t0.words[(_10 + 50u) & 63u] + _10;
            uint _11 = _1028;
            if (!(((t0.words[(_1028 + 46u) & 63u] ^ 910u) % 5u) == 0u))
            {
                uint _1042 = t0.words[(_1028 + 13u) & 63u] + (_1028 << 3u);
                _11 = (_1042 << 1u) + t0.words[(_1042 + 9u) & 63u];
            }
            _1049 = _11;
            uint _1050 = _1022 + 1u;
            _9 = _1050;
            _10 = _1049;
            if (_1050 == 3u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        _50 = t0.words[(_1049 + 7u) & 63u] + (_1049 * 3u);
        main_join = 126u;
    }
    else
    {
        if ((gl_GlobalInvocationID.x % 5u) == 0u)
        {
            uint _20;
            if ((gl_GlobalInvocationID.x & 3u) == 0u)
            {
                uint _552 = t0.words[(gl_GlobalInvocationID.x + 15u) & 63u] + (gl_GlobalInvocationID.x * 5u);
                _20 = _552;
                if (((t0.words[(_552 + 28u) & 63u] ^ 936u) % 6u) == 0u)
                {
                    uint _567 = t0.words[(_552 + 6u) & 63u] + (_552 * 6u);
                    _20 = _567;
                    if ((t0.words[(_567 + 23u) & 63u] & 1u) == 0u)
                    {
                        uint _13;
                        if (((_567 ^ 316u) % 5u) == 1u)
                        {
                            uint _12;
                            switch (_567 % 5u)
                            {
                                case 0u:
                                {
                                    uint _607 = t0.words[(_567 + 36u) & 63u] + (_567 << 3u);
                                    _12 = (_607 << 3u) + t0.words[(_607 + 43u) & 63u];
                                    break;
                                }
                                case 1u:
                                {
                                    _12 = t0.words[(_567 + 35u) & 63u] + (_567 << 3u);
                                    break;
                                }
                                default:
                                {
                                    _12 = t0.words[(_567 + 25u) & 63u] + (_567 * 7u);
                                    break;
                                }
                            }
                            switch (_12 & 3u)
                            {
                                case 0u:
                                {
                                    uint _643 = t0.words[(_12 + 55u) & 63u] + (_12 << 3u);
                                    _13 = (_643 * 7u) + t0.words[(_643 + 1u) & 63u];
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
                            if ((_567 & 3u) == 0u)
                            {
                                _13 = t0.words[(_567 + 27u) & 63u] + (_567 << 2u);
                            }
                            else
                            {
                                _13 = t0.words[(_567 + 63u) & 63u] + (_567 << 1u);
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
                        uint _530;
                        uint _16;
                        uint _17;
                        uint _18;
                        uint _462;
                        for (;;)
                        {
                            _462 = _14;
                            _16 = 0u;
                            _17 = t0.words[(_15 + 48u) & 63u] + (_15 << 3u);
                            uint _516;
                            for (;;)
                            {
                                uint _471 = _16;
                                if ((_17 & 1u) == 0u)
                                {
                                    uint _492 = t0.words[(_17 + 5u) & 63u] + (_17 * 5u);
                                    uint _499 = (_492 << 1u) + t0.words[(_492 + 13u) & 63u];
                                    _18 = _499 + t0.words[(_499 + 41u) & 63u];
                                }
                                else
                                {
                                    uint _480 = t0.words[(_17 + 3u) & 63u] + (_17 << 2u);
                                    _18 = (_480 << 3u) + t0.words[(_480 + 22u) & 63u];
                                }
                                uint _509 = subgroupAdd(_18 & 255u) + _18;
                                _516 = t0.words[(_509 + 55u) & 63u] + (_509 << 3u);
                                uint _517 = _471 + 1u;
                                _16 = _517;
                                _17 = _516;
                                if (_517 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _19 = _516;
                            if (!(((_274 ^ 726u) % 3u) == 1u))
                            {
                                _19 = t0.words[(_516 + 23u) & 63u] + (_516 * 3u);
                            }
                            _530 = _19;
                            uint _531 = _462 + 1u;
                            _14 = _531;
                            _15 = _530;
                            if (_531 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _20 = _530;
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
                            uint _1002 = subgroupAdd(_20 & 255u);
                            uint _1003 = _1002 + _20;
                            _50 = _1003;
                            if (((t0.words[(_1003 + 47u) & 63u] ^ 394u) % 5u) == 0u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _1003;
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
                                uint _844;
                                uint _6;
                                uint _23;
                                uint _24;
                                uint _28;
                                uint _31;
                                uint _34;
                                uint _35;
                                uint _698;
                                for (;;)
                                {
                                    _698 = _21;
                                    _23 = 0u;
                                    _24 = _22;
                                    uint _736;
                                    for (;;)
                                    {
                                        uint _700 = _23;
                                        uint _706 = t0.words[(_24 + 15u) & 63u] + _24;
                                        uint _25 = _706;
                                        if (((t0.words[(_706 + 50u) & 63u] ^ 243u) % 5u) == 0u)
                                        {
                                            uint _720 = t0.words[(_706 + 28u) & 63u] + (_706 * 7u);
                                            _25 = (_720 << 1u) + t0.words[(_720 + 41u) & 63u];
                                        }
                                        uint _26 = 0u;
                                        uint _27 = _25;
                                        for (;;)
                                        {
                                            uint _728 = _26;
                                            _736 = t0.words[(_27 + 21u) & 63u] + (_27 * 6u);
                                            uint _737 = _728 + 1u;
                                            _26 = _737;
                                            _27 = _736;
                                            if (_737 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _739 = _700 + 1u;
                                        _23 = _739;
                                        _24 = _736;
                                        if (_739 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    if (((_274 ^ 504u) % 6u) == 0u)
                                    {
                                        switch (_736 % 3u)
                                        {
                                            case 0u:
                                            {
                                                uint _815 = t0.words[(_736 + 12u) & 63u] + (_736 << 2u);
                                                _28 = (_815 << 2u) + t0.words[(_815 + 12u) & 63u];
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _28 = t0.words[(_736 + 55u) & 63u] + _736;
                                                break;
                                            }
                                            default:
                                            {
                                                _28 = t0.words[(_736 + 23u) & 63u] + (_736 << 2u);
                                                break;
                                            }
                                        }
                                        _31 = _28;
                                        if ((_28 & 3u) == 1u)
                                        {
                                            uint _837 = t0.words[(_28 + 32u) & 63u] + (_28 << 3u);
                                            _31 = (_837 << 2u) + t0.words[(_837 + 48u) & 63u];
                                        }
                                    }
                                    else
                                    {
                                        uint _29 = 0u;
                                        uint _30 = t0.words[(_736 + 14u) & 63u] + (_736 << 1u);
                                        uint _764;
                                        for (;;)
                                        {
                                            uint _752 = _29;
                                            uint _753 = _30;
                                            uint _758 = t0.words[(_753 + 25u) & 63u] + _753;
                                            _764 = (_758 * 7u) + t0.words[(_758 + 22u) & 63u];
                                            uint _765 = _752 + 1u;
                                            _29 = _765;
                                            _30 = _764;
                                            if (_765 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        switch (_764 & 3u)
                                        {
                                            case 0u:
                                            {
                                                uint _791 = t0.words[(_764 + 24u) & 63u] + (_764 << 3u);
                                                _31 = (_791 << 2u) + t0.words[(_791 + 46u) & 63u];
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _778 = t0.words[(_764 + 62u) & 63u] + (_764 * 3u);
                                                _31 = t0.words[(_778 + 42u) & 63u] + _778;
                                                break;
                                            }
                                            case 2u:
                                            {
                                                _31 = t0.words[(_764 + 6u) & 63u] + _764;
                                                break;
                                            }
                                            default:
                                            {
                                                _31 = t0.words[(_764 + 7u) & 63u] + (_764 << 2u);
                                                break;
                                            }
                                        }
                                    }
                                    _844 = _31;
                                    if ((t0.words[(_844 + 27u) & 63u] & 1u) == 0u)
                                    {
                                        if (!((_844 & 1u) == 0u))
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_10_exit = 0u;
                                            break;
                                        }
                                        _35 = _844;
                                        if ((_844 & 3u) == 1u)
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
                                            uint _33 = _844;
                                            uint _879;
                                            for (;;)
                                            {
                                                uint _858 = _32;
                                                uint _862 = _33 * 3u;
                                                if ((_33 & 3u) == 0u)
                                                {
                                                    uint _872 = t0.words[(_33 + 7u) & 63u] + _862;
                                                    _34 = (_872 << 3u) + t0.words[(_872 + 6u) & 63u];
                                                }
                                                else
                                                {
                                                    _34 = t0.words[(_33 + 51u) & 63u] + _862;
                                                }
                                                _879 = _34;
                                                uint _880 = _858 + 1u;
                                                _32 = _880;
                                                _33 = _879;
                                                if (_880 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _35 = _879;
                                            break;
                                        }
                                    }
                                    _6 = _35;
                                    uint _883 = _698 + 1u;
                                    _21 = _883;
                                    _22 = _35;
                                    if (_883 < 5u)
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
                                        u0.words[gl_GlobalInvocationID.x] = _844;
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
                                        uint _897 = _37;
                                        uint _904 = t0.words[(_38 + 27u) & 63u] + (_38 * 3u);
                                        uint _43 = _904;
                                        if ((_274 & 3u) == 1u)
                                        {
                                            bool _206_ladder_break = false;
                                            switch (_904 % 3u)
                                            {
                                                case 0u:
                                                {
                                                    uint _936 = t0.words[(_904 + 17u) & 63u] + (_904 << 3u);
                                                    _7 = _936;
                                                    _42 = _936;
                                                    if (((_274 ^ 397u) % 3u) == 0u)
                                                    {
                                                        _RESERVED_IDENTIFIER_FIXUP_27_exit = 0u;
                                                        _206_ladder_break = true;
                                                        break;
                                                    }
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _39 = _904;
                                                    if (((t0.words[(_904 + 33u) & 63u] ^ 593u) % 3u) == 1u)
                                                    {
                                                        _39 = t0.words[(_904 + 49u) & 63u] + (_904 * 7u);
                                                    }
                                                    _42 = t0.words[(_39 + 41u) & 63u] + (_39 << 3u);
                                                    break;
                                                }
                                                default:
                                                {
                                                    uint _40 = 0u;
                                                    uint _41 = _904;
                                                    uint _949;
                                                    for (;;)
                                                    {
                                                        uint _941 = _40;
                                                        uint _942 = _41;
                                                        _949 = t0.words[(_942 + 20u) & 63u] + (_942 * 6u);
                                                        uint _950 = _941 + 1u;
                                                        _40 = _950;
                                                        _41 = _949;
                                                        if (_950 == 2u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _42 = _949;
                                                    break;
                                                }
                                            }
                                            if (_206_ladder_break)
                                            {
                                                break;
                                            }
                                            _43 = _42;
                                            if (!((t0.words[(_42 + 15u) & 63u] & 1u) == 0u))
                                            {
                                                _43 = subgroupAdd(_42 & 255u) + _42;
                                            }
                                        }
                                        if (((_274 ^ 393u) % 5u) == 1u)
                                        {
                                            _44 = _43;
                                            if (((_274 ^ 536u) % 5u) == 0u)
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
                                        }
                                        _8 = _44;
                                        uint _989 = _897 + 1u;
                                        _37 = _989;
                                        _38 = _44;
                                        if (_989 < 5u)
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
                            }
                            break;
                        }
                        case 3u:
                        {
                            uint _45 = 0u;
                            uint _46 = _20;
                            uint _686;
                            for (;;)
                            {
                                uint _667 = _45;
                                uint _668 = _46;
                                uint _674 = t0.words[(_668 + 27u) & 63u] + (_668 * 5u);
                                uint _681 = (_674 << 2u) + t0.words[(_674 + 33u) & 63u];
                                _686 = _681 + t0.words[(_681 + 57u) & 63u];
                                uint _687 = _667 + 1u;
                                _45 = _687;
                                _46 = _686;
                                if (_687 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _50 = _686;
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
            }
        }
        else
        {
            _50 = gl_GlobalInvocationID.x;
            switch (gl_GlobalInvocationID.x % 3u)
            {
                case 0u:
                {
                    uint _355 = subgroupAdd(gl_GlobalInvocationID.x & 255u);
                    uint _356 = _355 + gl_GlobalInvocationID.x;
                    switch (_356 % 3u)
                    {
                        case 0u:
                        {
                            uint _437 = subgroupAdd(_356 & 255u) + _356;
                            _50 = t0.words[(_437 + 39u) & 63u] + (_437 << 3u);
                            main_join = 126u;
                            break;
                        }
                        case 1u:
                        {
                            uint _49 = _356;
                            if (((_356 ^ 239u) % 3u) == 0u)
                            {
                                uint _368 = t0.words[(_356 + 62u) & 63u] + (_356 << 1u);
                                switch (_368 & 3u)
                                {
                                    case 0u:
                                    {
                                        _49 = _368;
                                        if (((_368 ^ 312u) % 6u) == 0u)
                                        {
                                            _49 = t0.words[(_368 + 58u) & 63u] + (_368 * 5u);
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _47 = 0u;
                                        uint _48 = t0.words[(_368 + 9u) & 63u] + _368;
                                        uint _409;
                                        for (;;)
                                        {
                                            uint _401 = _47;
                                            uint _402 = _48;
                                            _409 = t0.words[(_402 + 2u) & 63u] + (_402 * 6u);
                                            uint _410 = _401 + 1u;
                                            _47 = _410;
                                            _48 = _409;
                                            if (_410 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _49 = _409;
                                        break;
                                    }
                                    case 2u:
                                    {
                                        switch (_368 % 5u)
                                        {
                                            case 0u:
                                            {
                                                _49 = t0.words[(_368 + 19u) & 63u] + _368;
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _377 = t0.words[(_368 + 8u) & 63u] + (_368 * 5u);
                                                _49 = (_377 * 7u) + t0.words[_377 & 63u];
                                                break;
                                            }
                                            default:
                                            {
                                                _49 = t0.words[(_368 + 1u) & 63u] + (_368 * 5u);
                                                break;
                                            }
                                        }
                                        break;
                                    }
                                    default:
                                    {
                                        _49 = t0.words[(_368 + 61u) & 63u] + (_368 * 7u);
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
                            _50 = t0.words[(_356 + 29u) & 63u] + (_356 << 2u);
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
                            if ((_274 & 1u) == 0u)
                            {
                                if (((_274 ^ 329u) % 3u) == 1u)
                                {
                                    uint _339 = t0.words[(gl_GlobalInvocationID.x + 29u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                                    uint _346 = (_339 * 7u) + t0.words[(_339 + 4u) & 63u];
                                    _50 = (_346 * 6u) + t0.words[(_346 + 22u) & 63u];
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
                            uint _295 = t0.words[(gl_GlobalInvocationID.x + 26u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                            if ((_274 & 3u) == 1u)
                            {
                                _50 = _295;
                                if (((t0.words[(_295 + 57u) & 63u] ^ 403u) % 3u) == 0u)
                                {
                                    _50 = subgroupAdd(_295 & 255u) + _295;
                                    main_join = 126u;
                                }
                                else
                                {
                                    main_join = 126u;
                                }
                            }
                            else
                            {
                                _50 = t0.words[(_295 + 46u) & 63u] + (_295 * 6u);
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
    }
}

