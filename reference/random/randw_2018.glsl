#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _268;

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
    uint _RESERVED_IDENTIFIER_FIXUP_46_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_46_exit_1 = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_15_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_15_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_46_loop_join = 0u;
    uint _260 = gl_GlobalInvocationID.x & 63u;
    uint _267 = t0.words[_260];
    uint _39 = gl_GlobalInvocationID.x;
    if ((gl_GlobalInvocationID.x & 3u) == 1u)
    {
        uint _275 = _267 & 3u;
        uint _38;
        if (_275 == 0u)
        {
            if (((t0.words[(gl_GlobalInvocationID.x + 38u) & 63u] ^ 395u) % 3u) == 1u)
            {
                uint _589 = t0.words[(gl_GlobalInvocationID.x + 5u) & 63u];
                uint _590 = _589 + gl_GlobalInvocationID.x;
                uint _20;
                switch (_590 & 3u)
                {
                    case 0u:
                    {
                        if (((t0.words[(_590 + 28u) & 63u] ^ 343u) % 5u) == 1u)
                        {
                            uint _9 = 0u;
                            uint _10 = _590;
                            uint _722;
                            for (;;)
                            {
                                uint _715 = _9;
                                uint _716 = _10;
                                _722 = t0.words[(_716 + 28u) & 63u] + (_716 * 3u);
                                uint _723 = _715 + 1u;
                                _9 = _723;
                                _10 = _722;
                                if (_723 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _11 = 0u;
                            uint _12 = t0.words[(_722 + 43u) & 63u] + (_722 * 7u);
                            uint _757;
                            for (;;)
                            {
                                uint _732 = _11;
                                uint _733 = _12;
                                uint _740 = t0.words[(_733 + 57u) & 63u] + (_733 * 6u);
                                uint _746 = (_740 * 5u) + t0.words[(_740 + 37u) & 63u];
                                uint _751 = _746 + t0.words[(_746 + 51u) & 63u];
                                _757 = (_751 * 3u) + t0.words[(_751 + 28u) & 63u];
                                uint _758 = _732 + 1u;
                                _11 = _758;
                                _12 = _757;
                                if (_758 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _20 = _757;
                            main_join = 31u;
                        }
                        else
                        {
                            uint _688 = subgroupAdd(_590 & 255u);
                            uint _689 = _688 + _590;
                            uint _13;
                            switch (_689 & 3u)
                            {
                                case 0u:
                                {
                                    _13 = t0.words[(_689 + 24u) & 63u] + (_689 * 5u);
                                    break;
                                }
                                case 1u:
                                {
                                    _13 = t0.words[(_689 + 18u) & 63u] + (_689 << 1u);
                                    break;
                                }
                                default:
                                {
                                    _13 = t0.words[(_689 + 1u) & 63u] + (_689 << 2u);
                                    break;
                                }
                            }
                            _20 = t0.words[(_13 + 5u) & 63u] + _13;
                            main_join = 31u;
                        }
                        break;
                    }
                    case 1u:
                    {
                        uint _14 = 0u;
                        uint _15 = _590;
                        uint _675;
                        uint _16;
                        uint _17;
                        uint _18;
                        uint _19;
                        uint _603;
                        for (;;)
                        {
                            _603 = _14;
                            _16 = 0u;
                            _17 = _15;
                            uint _625;
                            for (;;)
                            {
                                uint _605 = _16;
                                uint _606 = _17;
                                uint _611 = t0.words[(_606 + 5u) & 63u] + _606;
                                uint _618 = (_611 << 1u) + t0.words[(_611 + 28u) & 63u];
                                _625 = (_618 * 5u) + t0.words[(_618 + 46u) & 63u];
                                uint _626 = _605 + 1u;
                                _16 = _626;
                                _17 = _625;
                                if (_626 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            switch (_625 & 3u)
                            {
                                case 0u:
                                {
                                    _18 = t0.words[(_625 + 33u) & 63u] + (_625 * 3u);
                                    break;
                                }
                                case 1u:
                                {
                                    _18 = t0.words[(_625 + 24u) & 63u] + (_625 << 2u);
                                    break;
                                }
                                default:
                                {
                                    _18 = t0.words[(_625 + 30u) & 63u] + (_625 * 6u);
                                    break;
                                }
                            }
                            uint _654 = t0.words[(_18 + 49u) & 63u] + _18;
                            uint _657 = _654 * 6u;
                            if ((_654 % 5u) == 0u)
                            {
                                uint _668 = t0.words[(_654 + 18u) & 63u] + _657;
                                _19 = (_668 * 7u) + t0.words[(_668 + 60u) & 63u];
                            }
                            else
                            {
                                _19 = t0.words[(_654 + 38u) & 63u] + _657;
                            }
                            _675 = _19;
                            uint _676 = _603 + 1u;
                            _14 = _676;
                            _15 = _675;
                            if (_676 == 4u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _20 = _675;
                        main_join = 31u;
                        break;
                    }
                    case 2u:
                    {
                        if (((_590 ^ 582u) % 5u) == 1u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _590;
                            main_join = 122u;
                        }
                        else
                        {
                            _20 = t0.words[(_590 + 32u) & 63u] + (_590 << 3u);
                            main_join = 31u;
                        }
                        break;
                    }
                    default:
                    {
                        _20 = t0.words[(_590 + 41u) & 63u] + (_590 << 1u);
                        main_join = 31u;
                        break;
                    }
                }
                switch (main_join)
                {
                    case 31u:
                    {
                        _38 = t0.words[(_20 + 46u) & 63u] + _20;
                        main_join = 76u;
                        break;
                    }
                }
            }
            else
            {
                _38 = t0.words[(gl_GlobalInvocationID.x + 49u) & 63u] + (gl_GlobalInvocationID.x << 1u);
                main_join = 76u;
            }
        }
        else
        {
            if (_275 == 2u)
            {
                if (((gl_GlobalInvocationID.x ^ 192u) % 5u) == 0u)
                {
                    if ((t0.words[(gl_GlobalInvocationID.x + 45u) & 63u] & 1u) == 0u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
                        main_join = 122u;
                    }
                    else
                    {
                        main_join = 35u;
                    }
                }
                else
                {
                    main_join = 35u;
                }
            }
            else
            {
                main_join = 35u;
            }
            switch (main_join)
            {
                case 35u:
                {
                    uint _21 = 0u;
                    uint _22 = gl_GlobalInvocationID.x;
                    uint _300;
                    uint _26;
                    uint _29;
                    uint _30;
                    for (;;)
                    {
                        uint _299 = _21;
                        _300 = _22;
                        uint _25 = _300;
                        if (((t0.words[(_300 + 31u) & 63u] ^ 995u) % 6u) == 1u)
                        {
                            if (((t0.words[(_300 + 47u) & 63u] ^ 189u) % 5u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_46_exit = 0u;
                                break;
                            }
                            uint _23 = 0u;
                            uint _24 = _300;
                            uint _328;
                            for (;;)
                            {
                                uint _320 = _23;
                                uint _321 = _24;
                                _328 = t0.words[(_321 + 41u) & 63u] + (_321 << 2u);
                                uint _329 = _320 + 1u;
                                _23 = _329;
                                _24 = _328;
                                if (_329 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _25 = _328;
                        }
                        uint _337 = t0.words[(_25 + 41u) & 63u] + (_25 * 6u);
                        switch (_337 % 3u)
                        {
                            case 0u:
                            {
                                _26 = t0.words[(_337 + 56u) & 63u] + (_337 * 7u);
                                break;
                            }
                            case 1u:
                            {
                                _26 = _337;
                                if (((t0.words[(_337 + 51u) & 63u] ^ 990u) % 6u) == 1u)
                                {
                                    uint _354 = t0.words[(_337 + 36u) & 63u] + (_337 << 1u);
                                    _26 = t0.words[(_354 + 2u) & 63u] + _354;
                                }
                                break;
                            }
                            default:
                            {
                                _26 = t0.words[_337 & 63u] + (_337 * 3u);
                                break;
                            }
                        }
                        if (((_26 ^ 321u) % 6u) == 0u)
                        {
                            uint _27 = 0u;
                            uint _28 = _26;
                            uint _408;
                            for (;;)
                            {
                                uint _387 = _27;
                                uint _388 = _28;
                                uint _395 = t0.words[(_388 + 9u) & 63u] + (_388 * 6u);
                                uint _402 = (_395 * 3u) + t0.words[(_395 + 37u) & 63u];
                                _408 = _402 + t0.words[(_402 + 60u) & 63u];
                                uint _409 = _387 + 1u;
                                _27 = _409;
                                _28 = _408;
                                if (_409 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _417 = t0.words[(_408 + 10u) & 63u] + (_408 << 3u);
                            _30 = _417;
                            _29 = _417;
                            if (((t0.words[(_417 + 36u) & 63u] ^ 778u) % 5u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_46_exit = 1u;
                                break;
                            }
                        }
                        else
                        {
                            uint _380 = (_26 + 52u) & 63u;
                            _30 = _26;
                            if ((t0.words[_380] & 3u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_46_exit = 1u;
                                break;
                            }
                            _29 = t0.words[_380] + (_26 * 7u);
                        }
                        uint _427 = _299 + 1u;
                        _21 = _427;
                        _22 = _29;
                        _30 = _29;
                        if (_427 < 2u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_46_exit = 1u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_46_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _300;
                            main_join = 122u;
                            break;
                        }
                        default:
                        {
                            uint _35;
                            if ((_30 % 3u) == 0u)
                            {
                                _35 = _30;
                                if (((_267 ^ 632u) % 6u) == 1u)
                                {
                                    uint _31;
                                    switch (_30 % 5u)
                                    {
                                        case 0u:
                                        {
                                            uint _511 = t0.words[(_30 + 34u) & 63u] + (_30 * 7u);
                                            _31 = (_511 << 1u) + t0.words[(_511 + 56u) & 63u];
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _499 = t0.words[(_30 + 9u) & 63u] + (_30 << 2u);
                                            _31 = (_499 * 7u) + t0.words[(_499 + 3u) & 63u];
                                            break;
                                        }
                                        case 2u:
                                        {
                                            _31 = t0.words[(_30 + 56u) & 63u] + (_30 * 7u);
                                            break;
                                        }
                                        case 3u:
                                        {
                                            uint _480 = t0.words[(_30 + 14u) & 63u] + (_30 * 3u);
                                            _31 = (_480 << 2u) + t0.words[(_480 + 30u) & 63u];
                                            break;
                                        }
                                        default:
                                        {
                                            _31 = t0.words[(_30 + 1u) & 63u] + _30;
                                            break;
                                        }
                                    }
                                    uint _530 = t0.words[(_31 + 32u) & 63u] + (_31 << 3u);
                                    switch (_530 & 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _543 = t0.words[(_530 + 37u) & 63u] + (_530 * 6u);
                                            _35 = (_543 * 5u) + t0.words[(_543 + 44u) & 63u];
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _35 = t0.words[(_530 + 27u) & 63u] + _530;
                                            break;
                                        }
                                        default:
                                        {
                                            _35 = t0.words[(_530 + 1u) & 63u] + (_530 << 2u);
                                            break;
                                        }
                                    }
                                }
                            }
                            else
                            {
                                uint _32 = 0u;
                                uint _33 = _30;
                                uint _466;
                                for (;;)
                                {
                                    uint _434 = _32;
                                    uint _442 = t0.words[(_33 + 34u) & 63u] + (_33 * 3u);
                                    uint _449 = (_442 * 7u) + t0.words[(_442 + 8u) & 63u];
                                    uint _455 = (_449 << 3u) + t0.words[(_449 + 5u) & 63u];
                                    uint _34 = _455;
                                    if (((_267 ^ 423u) % 3u) == 0u)
                                    {
                                        _34 = t0.words[(_455 + 52u) & 63u] + (_455 << 1u);
                                    }
                                    _466 = _34;
                                    uint _467 = _434 + 1u;
                                    _32 = _467;
                                    _33 = _466;
                                    if (_467 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _35 = _466;
                            }
                            uint _36 = 0u;
                            uint _37 = _35;
                            uint _565;
                            for (;;)
                            {
                                uint _558 = _36;
                                uint _559 = _37;
                                _565 = t0.words[(_559 + 45u) & 63u] + (_559 * 6u);
                                uint _566 = _558 + 1u;
                                _36 = _566;
                                _37 = _565;
                                if (_566 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _38 = _565;
                            main_join = 76u;
                            break;
                        }
                    }
                    break;
                }
            }
        }
        switch (main_join)
        {
            case 76u:
            {
                uint _780 = t0.words[(_38 + 24u) & 63u] + (_38 * 6u);
                _39 = (_780 << 1u) + t0.words[(_780 + 19u) & 63u];
                main_join = 77u;
                break;
            }
        }
    }
    else
    {
        main_join = 77u;
    }
    switch (main_join)
    {
        case 77u:
        {
            uint _40 = 0u;
            uint _41 = t0.words[(_39 + 43u) & 63u] + (_39 * 3u);
            uint _6;
            uint _7;
            uint _8;
            uint _44;
            uint _50;
            uint _51;
            uint _52;
            uint _53;
            uint _54;
            uint _55;
            uint _56;
            for (;;)
            {
                uint _796 = _40;
                uint _45 = _41;
                if ((_41 & 3u) == 3u)
                {
                    uint _806 = t0.words[(_41 + 49u) & 63u] + (_41 * 6u);
                    switch (_806 % 3u)
                    {
                        case 0u:
                        {
                            uint _42 = 0u;
                            uint _43 = _806;
                            uint _828;
                            for (;;)
                            {
                                uint _815 = _42;
                                uint _816 = _43;
                                uint _822 = t0.words[(_816 + 35u) & 63u] + (_816 << 2u);
                                _828 = (_822 * 6u) + t0.words[(_822 + 60u) & 63u];
                                uint _829 = _815 + 1u;
                                _42 = _829;
                                _43 = _828;
                                if (_829 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _44 = _828;
                            _56 = _828;
                            if ((t0.words[(_828 + 6u) & 63u] & 1u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_46_loop_join = 85u;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_46_loop_join = 120u;
                            }
                            break;
                        }
                        case 1u:
                        {
                            _44 = t0.words[(_806 + 52u) & 63u] + (_806 << 1u);
                            _RESERVED_IDENTIFIER_FIXUP_46_loop_join = 85u;
                            break;
                        }
                        default:
                        {
                            _44 = subgroupAdd(_806 & 255u) + _806;
                            _RESERVED_IDENTIFIER_FIXUP_46_loop_join = 85u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_46_loop_join)
                    {
                        case 85u:
                        {
                            _45 = subgroupAdd(_44 & 255u) + _44;
                            _RESERVED_IDENTIFIER_FIXUP_46_loop_join = 86u;
                            break;
                        }
                    }
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_46_loop_join = 86u;
                }
                bool _195_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_46_loop_join)
                {
                    case 86u:
                    {
                        uint _853 = t0.words[(_45 + 4u) & 63u] + (_45 * 7u);
                        _56 = _853;
                        if ((_853 & 3u) == 2u)
                        {
                            _56 = _853;
                            if (!(((_267 ^ 302u) % 5u) == 0u))
                            {
                                uint _46 = 0u;
                                uint _47 = _853;
                                uint _48;
                                uint _49;
                                uint _860;
                                for (;;)
                                {
                                    _860 = _46;
                                    _48 = _47;
                                    _49 = 0u;
                                    uint _875;
                                    for (;;)
                                    {
                                        uint _862 = _48;
                                        uint _863 = _49;
                                        uint _869 = t0.words[(_862 + 7u) & 63u] + (_862 << 1u);
                                        _875 = (_869 * 6u) + t0.words[(_869 + 51u) & 63u];
                                        uint _876 = _863 + 1u;
                                        _48 = _875;
                                        _49 = _876;
                                        if (_876 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    if (((_875 ^ 754u) % 3u) == 0u)
                                    {
                                        switch (_875 & 3u)
                                        {
                                            case 0u:
                                            {
                                                _51 = _875;
                                                if (((t0.words[(_875 + 26u) & 63u] ^ 850u) % 3u) == 0u)
                                                {
                                                    if (((_267 ^ 957u) % 3u) == 1u)
                                                    {
                                                        uint _1040 = t0.words[(_875 + 50u) & 63u] + (_875 * 7u);
                                                        _50 = (_1040 * 7u) + t0.words[(_1040 + 55u) & 63u];
                                                    }
                                                    else
                                                    {
                                                        uint _1021 = t0.words[(_875 + 16u) & 63u] + (_875 * 6u);
                                                        uint _1028 = (_1021 << 2u) + t0.words[(_1021 + 58u) & 63u];
                                                        _50 = (_1028 * 6u) + t0.words[(_1028 + 52u) & 63u];
                                                    }
                                                    _51 = subgroupAdd(_50 & 255u) + _50;
                                                }
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _995 = t0.words[(_875 + 63u) & 63u] + (_875 << 3u);
                                                _51 = (_995 * 3u) + t0.words[(_995 + 41u) & 63u];
                                                break;
                                            }
                                            default:
                                            {
                                                _51 = t0.words[(_875 + 2u) & 63u] + (_875 * 6u);
                                                break;
                                            }
                                        }
                                        uint _1061 = _51 & 255u;
                                        if ((_51 % 3u) == 0u)
                                        {
                                            _52 = subgroupAdd(_1061);
                                        }
                                        else
                                        {
                                            _52 = subgroupAdd(_1061);
                                        }
                                        uint _1065 = _52 + _51;
                                        _55 = t0.words[(_1065 + 4u) & 63u] + (_1065 * 6u);
                                    }
                                    else
                                    {
                                        _55 = _875;
                                        if (((t0.words[(_875 + 61u) & 63u] ^ 566u) % 6u) == 0u)
                                        {
                                            if (((_267 ^ 989u) % 3u) == 1u)
                                            {
                                                if ((_875 & 1u) == 0u)
                                                {
                                                    uint _969 = t0.words[(_875 + 15u) & 63u] + (_875 << 3u);
                                                    _54 = (_969 << 1u) + t0.words[(_969 + 31u) & 63u];
                                                    _RESERVED_IDENTIFIER_FIXUP_15_join = 115u;
                                                }
                                                else
                                                {
                                                    uint _950 = t0.words[(_875 + 44u) & 63u] + (_875 * 7u);
                                                    uint _956 = (_950 << 1u) + t0.words[(_950 + 63u) & 63u];
                                                    _54 = _956 + t0.words[(_956 + 62u) & 63u];
                                                    _RESERVED_IDENTIFIER_FIXUP_15_join = 115u;
                                                }
                                            }
                                            else
                                            {
                                                switch (_875 % 5u)
                                                {
                                                    case 0u:
                                                    {
                                                        uint _919 = t0.words[(_875 + 60u) & 63u] + (_875 << 1u);
                                                        _53 = (_919 * 7u) + t0.words[(_919 + 33u) & 63u];
                                                        break;
                                                    }
                                                    case 1u:
                                                    {
                                                        _53 = t0.words[(_875 + 52u) & 63u] + (_875 * 7u);
                                                        break;
                                                    }
                                                    case 2u:
                                                    {
                                                        uint _901 = t0.words[(_875 + 50u) & 63u] + _875;
                                                        _53 = (_901 * 7u) + t0.words[(_901 + 2u) & 63u];
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        _53 = t0.words[(_875 + 35u) & 63u] + (_875 * 5u);
                                                        break;
                                                    }
                                                }
                                                _55 = _53;
                                                _54 = _53;
                                                if (((t0.words[(_53 + 60u) & 63u] ^ 904u) % 3u) == 0u)
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_15_join = 118u;
                                                }
                                                else
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_15_join = 115u;
                                                }
                                            }
                                            bool _218_ladder_break = false;
                                            switch (_RESERVED_IDENTIFIER_FIXUP_15_join)
                                            {
                                                case 115u:
                                                {
                                                    _6 = _54;
                                                    if (((_54 ^ 432u) % 3u) == 1u)
                                                    {
                                                        _RESERVED_IDENTIFIER_FIXUP_15_exit = 0u;
                                                        _218_ladder_break = true;
                                                        break;
                                                    }
                                                    _55 = t0.words[(_6 + 36u) & 63u] + (_6 * 7u);
                                                    break;
                                                }
                                            }
                                            if (_218_ladder_break)
                                            {
                                                break;
                                            }
                                        }
                                    }
                                    _7 = _55;
                                    uint _1073 = _860 + 1u;
                                    _46 = _1073;
                                    _47 = _55;
                                    if (_1073 < 2u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_15_exit = 1u;
                                        break;
                                    }
                                }
                                bool _239_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_15_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_46_exit_1 = 0u;
                                        _239_ladder_break = true;
                                        _195_ladder_break = true;
                                        break;
                                    }
                                }
                                if (_239_ladder_break)
                                {
                                    break;
                                }
                                _56 = _7;
                            }
                        }
                        break;
                    }
                }
                if (_195_ladder_break)
                {
                    break;
                }
                _8 = _56;
                uint _1078 = _796 + 1u;
                _40 = _1078;
                _41 = _56;
                if (_1078 < 3u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_46_exit_1 = 1u;
                    break;
                }
            }
            switch (_RESERVED_IDENTIFIER_FIXUP_46_exit_1)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _6;
                    break;
                }
                default:
                {
                    u0.words[gl_GlobalInvocationID.x] = _8;
                    break;
                }
            }
            break;
        }
    }
}

