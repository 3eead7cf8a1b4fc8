#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _227;

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
    uint _RESERVED_IDENTIFIER_FIXUP_9_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_02_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_63_exit = 0u;
    uint main_join = 0u;
    uint _219 = gl_GlobalInvocationID.x & 63u;
    uint _226 = t0.words[_219];
    uint _8 = gl_GlobalInvocationID.x;
    switch (gl_GlobalInvocationID.x & 3u)
    {
        case 0u:
        {
            if ((t0.words[(gl_GlobalInvocationID.x + 10u) & 63u] & 3u) == 0u)
            {
                u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
                main_join = 97u;
            }
            else
            {
                _8 = t0.words[(gl_GlobalInvocationID.x + 60u) & 63u] + (gl_GlobalInvocationID.x << 3u);
                main_join = 6u;
            }
            break;
        }
        case 1u:
        {
            _8 = t0.words[(gl_GlobalInvocationID.x + 41u) & 63u] + (gl_GlobalInvocationID.x * 3u);
            main_join = 6u;
            break;
        }
        case 2u:
        {
            _8 = t0.words[(gl_GlobalInvocationID.x + 21u) & 63u] + (gl_GlobalInvocationID.x << 2u);
            main_join = 6u;
            break;
        }
        default:
        {
            main_join = 6u;
            break;
        }
    }
    switch (main_join)
    {
        case 6u:
        {
            uint _9 = 0u;
            uint _10 = _8;
            uint _286;
            for (;;)
            {
                uint _270 = _9;
                uint _279 = t0.words[(_10 + 8u) & 63u] + (_10 * 7u);
                _286 = (_279 * 7u) + t0.words[(_279 + 20u) & 63u];
                if (!((t0.words[(_286 + 61u) & 63u] & 1u) == 0u))
                {
                    _RESERVED_IDENTIFIER_FIXUP_9_exit = 0u;
                    break;
                }
                uint _294 = _270 + 1u;
                _9 = _294;
                _10 = _286;
                if (_294 < 3u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_9_exit = 1u;
                    break;
                }
            }
            switch (_RESERVED_IDENTIFIER_FIXUP_9_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _286;
                    break;
                }
                default:
                {
                    uint _49 = _286;
                    switch (_286 % 5u)
                    {
                        case 0u:
                        {
                            uint _889 = t0.words[(_286 + 29u) & 63u] + (_286 << 2u);
                            _49 = (_889 * 6u) + t0.words[(_889 + 21u) & 63u];
                            main_join = 96u;
                            break;
                        }
                        case 1u:
                        {
                            uint _11 = 0u;
                            uint _12 = _286;
                            uint _703;
                            uint _6;
                            uint _7;
                            uint _23;
                            uint _24;
                            uint _25;
                            uint _26;
                            for (;;)
                            {
                                uint _691 = _11;
                                uint _698 = t0.words[(_12 + 25u) & 63u] + (_12 * 7u);
                                _703 = (_698 * 5u) + t0.words[_698 & 63u];
                                if ((t0.words[(_703 + 4u) & 63u] & 1u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                                    break;
                                }
                                uint _13 = 0u;
                                uint _14 = _703;
                                uint _15;
                                uint _16;
                                uint _710;
                                for (;;)
                                {
                                    _710 = _13;
                                    _15 = 0u;
                                    _16 = _14;
                                    bool _715;
                                    uint _762;
                                    for (;;)
                                    {
                                        uint _712 = _15;
                                        _715 = (_226 & 1u) == 0u;
                                        uint _18 = _16;
                                        if (_715)
                                        {
                                            uint _17 = _16;
                                            if (((_226 ^ 875u) % 6u) == 0u)
                                            {
                                                if (((_226 ^ 400u) % 5u) == 1u)
                                                {
                                                    uint _746 = t0.words[(_16 + 25u) & 63u] + (_16 * 7u);
                                                    _17 = (_746 * 7u) + t0.words[(_746 + 30u) & 63u];
                                                }
                                                else
                                                {
                                                    uint _729 = t0.words[(_16 + 8u) & 63u] + (_16 << 3u);
                                                    uint _734 = t0.words[(_729 + 9u) & 63u] + _729;
                                                    _17 = (_734 << 1u) + t0.words[(_734 + 1u) & 63u];
                                                }
                                            }
                                            _18 = t0.words[(_17 + 45u) & 63u] + (_17 * 5u);
                                        }
                                        _762 = _18;
                                        uint _763 = _712 + 1u;
                                        _15 = _763;
                                        _16 = _762;
                                        if (_763 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    if (_715)
                                    {
                                        uint _832 = t0.words[(_762 + 30u) & 63u] + (_762 * 3u);
                                        _26 = _832;
                                        _25 = _832;
                                        if (((_832 ^ 963u) % 3u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_02_exit = 1u;
                                            break;
                                        }
                                    }
                                    else
                                    {
                                        uint _19 = 0u;
                                        uint _20 = _762;
                                        for (;;)
                                        {
                                            uint _765 = _19;
                                            if ((t0.words[(_20 + 58u) & 63u] & 1u) == 0u)
                                            {
                                                uint _805 = t0.words[(_20 + 46u) & 63u] + (_20 * 7u);
                                                _6 = _805;
                                                _23 = _805;
                                                if (((_805 ^ 880u) % 6u) == 0u)
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_63_exit = 1u;
                                                    break;
                                                }
                                            }
                                            else
                                            {
                                                _24 = _20;
                                                if (((_226 ^ 481u) % 5u) == 1u)
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_63_exit = 0u;
                                                    break;
                                                }
                                                uint _21 = 0u;
                                                uint _22 = _20;
                                                uint _797;
                                                for (;;)
                                                {
                                                    uint _777 = _21;
                                                    uint _778 = _22;
                                                    uint _784 = t0.words[(_778 + 37u) & 63u] + _778;
                                                    uint _791 = (_784 << 1u) + t0.words[(_784 + 22u) & 63u];
                                                    _797 = (_791 * 7u) + t0.words[(_791 + 21u) & 63u];
                                                    uint _798 = _777 + 1u;
                                                    _21 = _798;
                                                    _22 = _797;
                                                    if (_798 == 3u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _23 = _797;
                                            }
                                            uint _816 = t0.words[(_23 + 5u) & 63u] + (_23 * 6u);
                                            uint _817 = _765 + 1u;
                                            _19 = _817;
                                            _20 = _816;
                                            _24 = _816;
                                            if (_817 < 3u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_63_exit = 0u;
                                                break;
                                            }
                                        }
                                        bool _181_ladder_break = false;
                                        switch (_RESERVED_IDENTIFIER_FIXUP_63_exit)
                                        {
                                            default:
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_02_exit = 0u;
                                                _181_ladder_break = true;
                                                break;
                                            }
                                            case 0u:
                                            {
                                                break;
                                            }
                                        }
                                        if (_181_ladder_break)
                                        {
                                            break;
                                        }
                                        _25 = t0.words[(_24 + 23u) & 63u] + (_24 * 3u);
                                    }
                                    uint _844 = t0.words[(_25 + 29u) & 63u] + (_25 * 6u);
                                    uint _851 = (_844 << 2u) + t0.words[(_844 + 14u) & 63u];
                                    uint _852 = _710 + 1u;
                                    _13 = _852;
                                    _14 = _851;
                                    _26 = _851;
                                    if (_852 < 5u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_02_exit = 1u;
                                        break;
                                    }
                                }
                                bool _190_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_02_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_0_exit = 1u;
                                        _190_ladder_break = true;
                                        break;
                                    }
                                }
                                if (_190_ladder_break)
                                {
                                    break;
                                }
                                _7 = _26;
                                uint _856 = _691 + 1u;
                                _11 = _856;
                                _12 = _26;
                                if (_856 < 2u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_0_exit = 2u;
                                    break;
                                }
                            }
                            switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
                            {
                                case 0u:
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _703;
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
                                    _49 = _7;
                                    if ((_7 & 3u) == 2u)
                                    {
                                        uint _871 = t0.words[(_7 + 61u) & 63u] + (_7 << 1u);
                                        uint _877 = (_871 * 6u) + t0.words[(_871 + 15u) & 63u];
                                        _49 = (_877 << 2u) + t0.words[(_877 + 29u) & 63u];
                                        main_join = 96u;
                                    }
                                    else
                                    {
                                        main_join = 96u;
                                    }
                                    break;
                                }
                            }
                            break;
                        }
                        case 2u:
                        {
                            _49 = t0.words[(_286 + 9u) & 63u] + _286;
                            main_join = 96u;
                            break;
                        }
                        case 3u:
                        {
                            uint _35 = _286;
                            if (((t0.words[(_286 + 33u) & 63u] ^ 354u) % 6u) == 1u)
                            {
                                uint _34;
                                if ((_286 % 3u) == 0u)
                                {
                                    _34 = _286;
                                    if (((_226 ^ 189u) % 3u) == 1u)
                                    {
                                        if ((_286 & 3u) == 0u)
                                        {
                                            uint _27;
                                            if (((_226 ^ 743u) % 5u) == 0u)
                                            {
                                                uint _361 = t0.words[(_286 + 1u) & 63u] + (_286 * 6u);
                                                _27 = (_361 * 6u) + t0.words[(_361 + 58u) & 63u];
                                            }
                                            else
                                            {
                                                uint _340 = t0.words[(_286 + 57u) & 63u] + _286;
                                                if ((_226 & 3u) == 3u)
                                                {
                                                    _27 = t0.words[(_340 + 8u) & 63u] + (_340 * 7u);
                                                }
                                                else
                                                {
                                                    _27 = t0.words[(_340 + 59u) & 63u] + (_340 * 6u);
                                                }
                                            }
                                            switch (_27 % 5u)
                                            {
                                                case 0u:
                                                {
                                                    uint _408 = t0.words[(_27 + 27u) & 63u] + (_27 << 2u);
                                                    _34 = (_408 * 5u) + t0.words[(_408 + 32u) & 63u];
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _28 = 0u;
                                                    uint _29 = _27;
                                                    uint _399;
                                                    for (;;)
                                                    {
                                                        uint _371 = _28;
                                                        uint _372 = _29;
                                                        uint _379 = t0.words[(_372 + 51u) & 63u] + (_372 << 3u);
                                                        uint _385 = (_379 * 6u) + t0.words[(_379 + 41u) & 63u];
                                                        uint _392 = (_385 << 3u) + t0.words[(_385 + 52u) & 63u];
                                                        _399 = (_392 * 5u) + t0.words[(_392 + 32u) & 63u];
                                                        uint _400 = _371 + 1u;
                                                        _28 = _400;
                                                        _29 = _399;
                                                        if (_400 == 2u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _34 = _399;
                                                    break;
                                                }
                                                default:
                                                {
                                                    uint _30 = 0u;
                                                    uint _31 = _27;
                                                    uint _423;
                                                    for (;;)
                                                    {
                                                        uint _415 = _30;
                                                        uint _416 = _31;
                                                        _423 = t0.words[(_416 + 46u) & 63u] + (_416 << 2u);
                                                        uint _424 = _415 + 1u;
                                                        _30 = _424;
                                                        _31 = _423;
                                                        if (_424 == 3u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _34 = _423;
                                                    break;
                                                }
                                            }
                                        }
                                        else
                                        {
                                            uint _32 = 0u;
                                            uint _33 = _286;
                                            uint _328;
                                            for (;;)
                                            {
                                                uint _323 = _32;
                                                uint _324 = _33;
                                                uint _327 = subgroupAdd(_324 & 255u);
                                                _328 = _327 + _324;
                                                uint _329 = _323 + 1u;
                                                _32 = _329;
                                                _33 = _328;
                                                if (_329 == 3u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _34 = _328;
                                        }
                                    }
                                }
                                else
                                {
                                    _34 = t0.words[(_286 + 48u) & 63u] + _286;
                                }
                                uint _433 = t0.words[(_34 + 4u) & 63u] + (_34 * 7u);
                                _35 = _433 + subgroupAdd(_433 & 255u);
                            }
                            _49 = _35;
                            if ((_35 & 1u) == 0u)
                            {
                                main_join = 96u;
                            }
                            else
                            {
                                uint _445 = t0.words[(_35 + 19u) & 63u] + _35;
                                _49 = _445;
                                if (((_445 ^ 669u) % 5u) == 0u)
                                {
                                    uint _48;
                                    if ((_445 % 3u) == 0u)
                                    {
                                        if ((_226 & 1u) == 0u)
                                        {
                                            uint _41;
                                            switch (_445 & 3u)
                                            {
                                                case 0u:
                                                {
                                                    uint _36 = _445;
                                                    if (((_226 ^ 978u) % 3u) == 0u)
                                                    {
                                                        uint _568 = t0.words[(_445 + 28u) & 63u] + _445;
                                                        uint _574 = (_568 << 1u) + t0.words[(_568 + 58u) & 63u];
                                                        _36 = (_574 * 7u) + t0.words[(_574 + 31u) & 63u];
                                                    }
                                                    _41 = t0.words[(_36 + 42u) & 63u] + (_36 << 1u);
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _37 = 0u;
                                                    uint _38 = subgroupAdd(_445 & 255u) + _445;
                                                    uint _556;
                                                    for (;;)
                                                    {
                                                        uint _537 = _37;
                                                        uint _538 = _38;
                                                        uint _544 = t0.words[(_538 + 52u) & 63u] + (_538 * 5u);
                                                        uint _550 = (_544 << 2u) + t0.words[(_544 + 53u) & 63u];
                                                        _556 = (_550 * 5u) + t0.words[(_550 + 51u) & 63u];
                                                        uint _557 = _537 + 1u;
                                                        _37 = _557;
                                                        _38 = _556;
                                                        if (_557 == 2u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _41 = _556;
                                                    break;
                                                }
                                                case 2u:
                                                {
                                                    _41 = t0.words[(_445 + 53u) & 63u] + (_445 << 2u);
                                                    break;
                                                }
                                                default:
                                                {
                                                    uint _39 = 0u;
                                                    uint _40 = _445;
                                                    uint _596;
                                                    for (;;)
                                                    {
                                                        uint _589 = _39;
                                                        uint _590 = _40;
                                                        _596 = t0.words[(_590 + 31u) & 63u] + (_590 * 5u);
                                                        uint _597 = _589 + 1u;
                                                        _39 = _597;
                                                        _40 = _596;
                                                        if (_597 == 2u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _41 = _596;
                                                    break;
                                                }
                                            }
                                            uint _42 = 0u;
                                            uint _43 = _41;
                                            uint _675;
                                            uint _44;
                                            for (;;)
                                            {
                                                uint _600 = _42;
                                                if ((t0.words[(_43 + 33u) & 63u] & 1u) == 0u)
                                                {
                                                    uint _633 = t0.words[(_43 + 35u) & 63u] + (_43 * 6u);
                                                    _44 = (_633 << 3u) + t0.words[(_633 + 20u) & 63u];
                                                }
                                                else
                                                {
                                                    uint _612 = t0.words[(_43 + 42u) & 63u] + _43;
                                                    uint _619 = (_612 << 1u) + t0.words[(_612 + 25u) & 63u];
                                                    _44 = (_619 << 1u) + t0.words[(_619 + 12u) & 63u];
                                                }
                                                uint _45 = 0u;
                                                uint _46 = _44;
                                                uint _662;
                                                for (;;)
                                                {
                                                    uint _641 = _45;
                                                    uint _642 = _46;
                                                    uint _649 = t0.words[(_642 + 36u) & 63u] + (_642 * 5u);
                                                    uint _655 = (_649 << 2u) + t0.words[(_649 + 6u) & 63u];
                                                    _662 = (_655 * 7u) + t0.words[(_655 + 23u) & 63u];
                                                    uint _663 = _641 + 1u;
                                                    _45 = _663;
                                                    _46 = _662;
                                                    if (_663 == 3u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                uint _47 = _662;
                                                if (((_662 ^ 648u) % 6u) == 0u)
                                                {
                                                    _47 = t0.words[(_662 + 58u) & 63u] + (_662 * 7u);
                                                }
                                                _675 = _47;
                                                uint _676 = _600 + 1u;
                                                _42 = _676;
                                                _43 = _675;
                                                if (_676 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _48 = _675;
                                        }
                                        else
                                        {
                                            if (((_226 ^ 116u) % 5u) == 0u)
                                            {
                                                if (((_445 ^ 827u) % 6u) == 1u)
                                                {
                                                    uint _518 = t0.words[(_445 + 3u) & 63u] + (_445 * 6u);
                                                    _48 = (_518 * 5u) + t0.words[(_518 + 15u) & 63u];
                                                }
                                                else
                                                {
                                                    uint _498 = t0.words[(_445 + 51u) & 63u] + (_445 * 7u);
                                                    uint _505 = (_498 << 3u) + t0.words[(_498 + 11u) & 63u];
                                                    _48 = (_505 * 3u) + t0.words[(_505 + 18u) & 63u];
                                                }
                                            }
                                            else
                                            {
                                                uint _467 = t0.words[(_445 + 31u) & 63u] + _445;
                                                uint _473 = (_467 << 1u) + t0.words[(_467 + 19u) & 63u];
                                                _48 = _473;
                                                if ((_473 & 3u) == 3u)
                                                {
                                                    uint _481 = t0.words[(_473 + 48u) & 63u] + (_473 * 7u);
                                                    _48 = (_481 << 1u) + t0.words[(_481 + 50u) & 63u];
                                                }
                                            }
                                        }
                                    }
                                    else
                                    {
                                        _48 = subgroupAdd(_445 & 255u) + _445;
                                    }
                                    _49 = t0.words[(_48 + 24u) & 63u] + _48;
                                    main_join = 96u;
                                }
                                else
                                {
                                    main_join = 96u;
                                }
                            }
                            break;
                        }
                        default:
                        {
                            main_join = 96u;
                            break;
                        }
                    }
                    switch (main_join)
                    {
                        case 96u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _49;
                            break;
                        }
                    }
                    break;
                }
            }
            break;
        }
    }
}

