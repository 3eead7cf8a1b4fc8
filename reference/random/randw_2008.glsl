#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _287;

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
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_87_loop_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_09_loop_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_20_loop_join = 0u;
    uint _279 = gl_GlobalInvocationID.x & 63u;
    uint _286 = t0.words[_279];
    if ((t0.words[(gl_GlobalInvocationID.x + 49u) & 63u] & 1u) == 0u)
    {
        uint _8 = gl_GlobalInvocationID.x;
        if (((_286 ^ 227u) % 6u) == 1u)
        {
            _8 = subgroupAdd(gl_GlobalInvocationID.x & 255u) + gl_GlobalInvocationID.x;
        }
        uint _9 = 0u;
        uint _10 = _8;
        uint _11;
        uint _313;
        uint _321;
        for (;;)
        {
            _313 = _9;
            uint _314 = _10;
            _321 = t0.words[(_314 + 22u) & 63u] + (_314 * 3u);
            _11 = _321;
            if (((_286 ^ 938u) % 5u) == 1u)
            {
                break;
            }
            else
            {
                uint _329 = subgroupAdd(_321 & 255u) + _321;
                uint _330 = _313 + 1u;
                _9 = _330;
                _10 = _329;
                _11 = _329;
                if (_330 < 3u)
                {
                    continue;
                }
                else
                {
                    break;
                }
            }
        }
        uint _338 = t0.words[(_11 + 33u) & 63u] + _11;
        uint _12 = _338;
        if ((_338 & 3u) == 1u)
        {
            _12 = t0.words[(_338 + 54u) & 63u] + (_338 << 1u);
        }
        uint _355 = t0.words[(_12 + 14u) & 63u] + (_12 * 3u);
        uint _13 = 0u;
        uint _14 = t0.words[(_355 + 55u) & 63u] + _355;
        uint _369;
        for (;;)
        {
            uint _362 = _13;
            uint _363 = _14;
            _369 = t0.words[(_363 + 1u) & 63u] + (_363 * 5u);
            uint _370 = _362 + 1u;
            _13 = _370;
            _14 = _369;
            if (_370 == 2u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        uint _15 = 0u;
        uint _16 = _369;
        uint _422;
        for (;;)
        {
            uint _373 = _15;
            uint _376 = subgroupAdd(_16 & 255u);
            uint _377 = _376 + _16;
            uint _20 = _377;
            if (((_286 ^ 243u) % 3u) == 1u)
            {
                uint _17 = 0u;
                uint _18 = _377;
                uint _19;
                uint _382;
                uint _395;
                for (;;)
                {
                    _382 = _17;
                    uint _383 = _18;
                    uint _389 = t0.words[(_383 + 6u) & 63u] + (_383 << 2u);
                    _395 = t0.words[(_389 + 46u) & 63u] + _389;
                    _19 = _395;
                    if (((t0.words[(_395 + 9u) & 63u] ^ 883u) % 5u) == 0u)
                    {
                        break;
                    }
                    else
                    {
                        uint _410 = t0.words[(_395 + 63u) & 63u] + (_395 << 1u);
                        uint _411 = _382 + 1u;
                        _17 = _411;
                        _18 = _410;
                        _19 = _410;
                        if (_411 < 4u)
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
            _422 = t0.words[(_20 + 19u) & 63u] + (_20 * 6u);
            uint _423 = _373 + 1u;
            _15 = _423;
            _16 = _422;
            if (_423 == 2u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        uint _64;
        if (((_422 ^ 266u) % 6u) == 0u)
        {
            uint _1032 = t0.words[(_422 + 62u) & 63u] + (_422 * 5u);
            _64 = (_1032 * 7u) + t0.words[(_1032 + 48u) & 63u];
            main_join = 112u;
        }
        else
        {
            uint _434 = t0.words[(_422 + 30u) & 63u];
            uint _435 = _434 + (_422 * 6u);
            uint _63;
            switch (_435 % 5u)
            {
                case 0u:
                {
                    if (((_435 ^ 902u) % 3u) == 0u)
                    {
                        uint _784 = t0.words[(_435 + 37u) & 63u] + (_435 * 5u);
                        _63 = (_784 * 6u) + t0.words[(_784 + 48u) & 63u];
                        main_join = 111u;
                    }
                    else
                    {
                        switch (_435 & 3u)
                        {
                            case 0u:
                            {
                                uint _21 = 0u;
                                uint _22 = t0.words[(_435 + 37u) & 63u] + (_435 << 1u);
                                uint _583;
                                uint _7;
                                uint _23;
                                uint _26;
                                uint _27;
                                uint _32;
                                for (;;)
                                {
                                    uint _582 = _21;
                                    _583 = _22;
                                    if (((_286 & 3u) == 3u) && (((t0.words[(_583 + 24u) & 63u] ^ 208u) % 3u) == 1u))
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_87_exit = 0u;
                                        break;
                                    }
                                    uint _602 = t0.words[(_583 + 26u) & 63u] + (_583 * 7u);
                                    switch (_602 % 5u)
                                    {
                                        case 0u:
                                        {
                                            switch (_602 % 3u)
                                            {
                                                case 0u:
                                                {
                                                    uint _699 = t0.words[(_602 + 38u) & 63u] + (_602 * 6u);
                                                    _23 = (_699 * 6u) + t0.words[(_699 + 8u) & 63u];
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _685 = t0.words[(_602 + 58u) & 63u] + (_602 << 3u);
                                                    _23 = (_685 << 2u) + t0.words[(_685 + 8u) & 63u];
                                                    break;
                                                }
                                                default:
                                                {
                                                    _23 = t0.words[(_602 + 44u) & 63u] + (_602 << 1u);
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
                                            uint _25 = _602;
                                            uint _676;
                                            for (;;)
                                            {
                                                uint _651 = _24;
                                                uint _652 = _25;
                                                uint _658 = t0.words[(_652 + 55u) & 63u] + (_652 << 3u);
                                                uint _664 = t0.words[(_658 + 43u) & 63u] + _658;
                                                uint _670 = (_664 * 6u) + t0.words[(_664 + 30u) & 63u];
                                                _676 = (_670 << 2u) + t0.words[(_670 + 7u) & 63u];
                                                uint _677 = _651 + 1u;
                                                _24 = _677;
                                                _25 = _676;
                                                if (_677 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _27 = _676;
                                            _RESERVED_IDENTIFIER_FIXUP_87_loop_join = 42u;
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _613 = _602 * 7u;
                                            if (((t0.words[(_602 + 31u) & 63u] ^ 592u) % 6u) == 1u)
                                            {
                                                uint _629 = t0.words[(_602 + 35u) & 63u] + _613;
                                                uint _636 = (_629 * 6u) + t0.words[(_629 + 62u) & 63u];
                                                _26 = (_636 << 3u) + t0.words[(_636 + 55u) & 63u];
                                            }
                                            else
                                            {
                                                uint _618 = t0.words[(_602 + 55u) & 63u] + _613;
                                                _26 = t0.words[(_618 + 63u) & 63u] + _618;
                                            }
                                            _27 = t0.words[(_26 + 56u) & 63u] + (_26 * 6u);
                                            _RESERVED_IDENTIFIER_FIXUP_87_loop_join = 42u;
                                            break;
                                        }
                                        default:
                                        {
                                            _32 = _602;
                                            _27 = _602;
                                            if ((_602 & 3u) == 3u)
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
                                            uint _767;
                                            for (;;)
                                            {
                                                uint _724 = _28;
                                                uint _731 = t0.words[(_29 + 5u) & 63u] + (_29 * 7u);
                                                uint _737 = (_731 * 3u) + t0.words[(_731 + 26u) & 63u];
                                                uint _30 = _737;
                                                if (((_737 ^ 876u) % 5u) == 0u)
                                                {
                                                    _30 = t0.words[(_737 + 34u) & 63u] + (_737 << 1u);
                                                }
                                                uint _31 = _30;
                                                if (((_30 ^ 193u) % 3u) == 1u)
                                                {
                                                    uint _759 = t0.words[(_30 + 40u) & 63u] + (_30 * 7u);
                                                    _31 = (_759 << 2u) + t0.words[(_759 + 39u) & 63u];
                                                }
                                                _767 = _31;
                                                uint _768 = _724 + 1u;
                                                _28 = _768;
                                                _29 = _767;
                                                if (_768 == 5u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _32 = _767;
                                            break;
                                        }
                                    }
                                    _7 = _32;
                                    uint _771 = _582 + 1u;
                                    _21 = _771;
                                    _22 = _32;
                                    if (_771 < 4u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_87_exit = 1u;
                                        break;
                                    }
                                }
                                switch (_RESERVED_IDENTIFIER_FIXUP_87_exit)
                                {
                                    case 0u:
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _583;
                                        main_join = 126u;
                                        break;
                                    }
                                    default:
                                    {
                                        _63 = _7;
                                        main_join = 111u;
                                        break;
                                    }
                                }
                                break;
                            }
                            case 1u:
                            {
                                if (((t0.words[(_435 + 20u) & 63u] ^ 96u) % 3u) == 1u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _435;
                                    main_join = 126u;
                                }
                                else
                                {
                                    _63 = subgroupAdd(_435 & 255u) + _435;
                                    main_join = 111u;
                                }
                                break;
                            }
                            default:
                            {
                                _63 = subgroupAdd(_435 & 255u) + _435;
                                main_join = 111u;
                                break;
                            }
                        }
                    }
                    break;
                }
                case 1u:
                {
                    uint _33 = 0u;
                    uint _34 = t0.words[(_435 + 12u) & 63u] + (_435 << 2u);
                    uint _552;
                    uint _42;
                    for (;;)
                    {
                        uint _444 = _33;
                        uint _35 = _34;
                        if (((_34 ^ 321u) % 6u) == 1u)
                        {
                            uint _457 = t0.words[(_34 + 61u) & 63u] + (_34 << 3u);
                            _42 = _457;
                            if ((_457 & 1u) == 0u)
                            {
                                _35 = subgroupAdd(_457 & 255u) + _457;
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
                                uint _467 = subgroupAdd(_35 & 255u);
                                uint _468 = _467 + _35;
                                _42 = _468;
                                if ((t0.words[(_468 + 21u) & 63u] & 3u) == 0u)
                                {
                                    uint _36 = 0u;
                                    uint _37 = _468;
                                    uint _549;
                                    for (;;)
                                    {
                                        uint _476 = _36;
                                        uint _40 = _37;
                                        if (((_37 ^ 845u) % 6u) == 0u)
                                        {
                                            uint _487 = t0.words[(_37 + 2u) & 63u] + (_37 * 6u);
                                            uint _38 = 0u;
                                            uint _39 = t0.words[(_487 + 28u) & 63u] + _487;
                                            uint _522;
                                            for (;;)
                                            {
                                                uint _494 = _38;
                                                uint _495 = _39;
                                                uint _502 = t0.words[(_495 + 57u) & 63u] + (_495 << 1u);
                                                uint _509 = (_502 * 3u) + t0.words[(_502 + 56u) & 63u];
                                                uint _516 = (_509 * 6u) + t0.words[(_509 + 7u) & 63u];
                                                _522 = _516 + t0.words[(_516 + 36u) & 63u];
                                                uint _523 = _494 + 1u;
                                                _38 = _523;
                                                _39 = _522;
                                                if (_523 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _40 = _522;
                                        }
                                        uint _531 = t0.words[(_40 + 19u) & 63u] + (_40 << 3u);
                                        uint _41 = _531;
                                        if (((_286 ^ 108u) % 3u) == 1u)
                                        {
                                            _41 = t0.words[(_531 + 28u) & 63u] + (_531 << 3u);
                                        }
                                        _549 = t0.words[(_41 + 34u) & 63u] + (_41 * 7u);
                                        uint _550 = _476 + 1u;
                                        _36 = _550;
                                        _37 = _549;
                                        if (_550 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _42 = _549;
                                }
                                break;
                            }
                        }
                        _552 = _42;
                        uint _553 = _444 + 1u;
                        _33 = _553;
                        _34 = _552;
                        if (_553 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _63 = _552;
                    main_join = 111u;
                    break;
                }
                default:
                {
                    uint _43 = 0u;
                    uint _44 = _435;
                    uint _6;
                    uint _49;
                    uint _50;
                    uint _52;
                    uint _60;
                    uint _61;
                    uint _62;
                    for (;;)
                    {
                        uint _792 = _43;
                        if ((_44 & 1u) == 0u)
                        {
                            uint _823 = t0.words[(_44 + 30u) & 63u] + (_44 * 3u);
                            if ((_823 & 3u) == 3u)
                            {
                                uint _45 = 0u;
                                uint _46 = _823;
                                uint _865;
                                uint _47;
                                uint _48;
                                uint _833;
                                for (;;)
                                {
                                    _833 = _45;
                                    _47 = 0u;
                                    _48 = _46;
                                    uint _842;
                                    for (;;)
                                    {
                                        uint _835 = _47;
                                        uint _836 = _48;
                                        _842 = t0.words[(_836 + 26u) & 63u] + (_836 * 6u);
                                        uint _843 = _835 + 1u;
                                        _47 = _843;
                                        _48 = _842;
                                        if (_843 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    if ((_842 & 3u) == 0u)
                                    {
                                        uint _858 = t0.words[(_842 + 29u) & 63u] + (_842 * 5u);
                                        _49 = (_858 * 5u) + t0.words[(_858 + 55u) & 63u];
                                    }
                                    else
                                    {
                                        _49 = t0.words[(_842 + 22u) & 63u] + (_842 << 1u);
                                    }
                                    _865 = _49;
                                    uint _866 = _833 + 1u;
                                    _45 = _866;
                                    _46 = _865;
                                    if (_866 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _50 = _865;
                            }
                            else
                            {
                                _50 = t0.words[(_823 + 29u) & 63u] + (_823 * 5u);
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
                        bool _203_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_20_loop_join)
                        {
                            case 85u:
                            {
                                _6 = _52;
                                if ((t0.words[(_52 + 16u) & 63u] & 1u) == 0u)
                                {
                                    if (((_286 ^ 562u) % 6u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_20_exit = 1u;
                                        _203_ladder_break = true;
                                        break;
                                    }
                                    if ((_6 & 3u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_20_exit = 2u;
                                        _203_ladder_break = true;
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
                                    uint _903 = t0.words[(_53 + 62u) & 63u] + _53;
                                    if ((_903 & 1u) == 0u)
                                    {
                                        if ((_903 % 3u) == 0u)
                                        {
                                            uint _58 = 0u;
                                            uint _59 = t0.words[(_903 + 8u) & 63u] + (_903 * 7u);
                                            uint _990;
                                            for (;;)
                                            {
                                                uint _966 = _58;
                                                uint _967 = _59;
                                                uint _973 = t0.words[(_967 + 21u) & 63u] + (_967 * 6u);
                                                uint _979 = (_973 << 3u) + t0.words[(_973 + 42u) & 63u];
                                                uint _985 = (_979 << 1u) + t0.words[(_979 + 31u) & 63u];
                                                _990 = _985 + t0.words[(_985 + 22u) & 63u];
                                                uint _991 = _966 + 1u;
                                                _58 = _991;
                                                _59 = _990;
                                                if (_991 == 5u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _60 = _990;
                                        }
                                        else
                                        {
                                            _60 = t0.words[(_903 + 45u) & 63u] + (_903 << 3u);
                                        }
                                    }
                                    else
                                    {
                                        if (((t0.words[(_903 + 11u) & 63u] ^ 997u) % 6u) == 0u)
                                        {
                                            _62 = _903;
                                            if (((_286 & 1u) & _903) == 0u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_20_exit = 0u;
                                                _203_ladder_break = true;
                                                break;
                                            }
                                        }
                                        uint _54 = 0u;
                                        uint _55 = _903;
                                        uint _948;
                                        uint _56;
                                        uint _57;
                                        uint _918;
                                        for (;;)
                                        {
                                            _918 = _54;
                                            _56 = 0u;
                                            _57 = _55;
                                            uint _933;
                                            for (;;)
                                            {
                                                uint _920 = _56;
                                                uint _921 = _57;
                                                uint _927 = t0.words[(_921 + 36u) & 63u] + (_921 * 6u);
                                                _933 = (_927 << 2u) + t0.words[(_927 + 28u) & 63u];
                                                uint _934 = _920 + 1u;
                                                _56 = _934;
                                                _57 = _933;
                                                if (_934 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            uint _941 = t0.words[(_933 + 38u) & 63u] + (_933 * 5u);
                                            _948 = (_941 * 6u) + t0.words[(_941 + 10u) & 63u];
                                            uint _949 = _918 + 1u;
                                            _54 = _949;
                                            _55 = _948;
                                            if (_949 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _60 = _948;
                                    }
                                }
                                _61 = _60;
                                _62 = _60;
                                if (!((_286 & 1u) == 0u))
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_20_exit = 0u;
                                    _203_ladder_break = true;
                                    break;
                                }
                                break;
                            }
                        }
                        if (_203_ladder_break)
                        {
                            break;
                        }
                        uint _1010 = _792 + 1u;
                        _43 = _1010;
                        _44 = _61;
                        _62 = _61;
                        if (_1010 < 2u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_20_exit = 0u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_20_exit)
                    {
                        case 0u:
                        {
                            _63 = _62;
                            main_join = 111u;
                            break;
                        }
                        case 1u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _6;
                            main_join = 126u;
                            break;
                        }
                        default:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _6;
                            main_join = 126u;
                            break;
                        }
                    }
                    break;
                }
            }
            switch (main_join)
            {
                case 111u:
                {
                    _64 = t0.words[(_63 + 36u) & 63u] + (_63 << 2u);
                    main_join = 112u;
                    break;
                }
            }
        }
        switch (main_join)
        {
            case 112u:
            {
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
                    uint _1079 = t0.words[(_66 + 60u) & 63u] + (_66 << 1u);
                    _67 = _1079;
                    if (((_1079 ^ 883u) % 5u) == 1u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _1079;
                        main_join = 126u;
                    }
                    else
                    {
                        main_join = 118u;
                    }
                }
                else
                {
                    main_join = 118u;
                }
                switch (main_join)
                {
                    case 118u:
                    {
                        uint _68 = 0u;
                        uint _69 = _67;
                        uint _1102;
                        uint _70;
                        uint _71;
                        uint _1086;
                        uint _1097;
                        for (;;)
                        {
                            _1086 = _68;
                            _1097 = (_286 ^ 528u) % 3u;
                            _70 = t0.words[(_69 + 59u) & 63u] + (_69 << 2u);
                            _71 = 0u;
                            for (;;)
                            {
                                uint _1099 = _71;
                                _1102 = subgroupAdd(_70 & 255u) + _70;
                                if (((_1102 ^ 943u) % 6u) == 1u)
                                {
                                    if ((_1097 == 1u) && (((t0.words[(_1102 + 31u) & 63u] ^ 158u) % 5u) == 1u))
                                    {
                                        break;
                                    }
                                    else
                                    {
                                    }
                                }
                                uint _1117 = _1099 + 1u;
                                _70 = _1102;
                                _71 = _1117;
                                if (_1117 < 3u)
                                {
                                    continue;
                                }
                                else
                                {
                                    break;
                                }
                            }
                            uint _1119 = _1086 + 1u;
                            _68 = _1119;
                            _69 = _1102;
                            if (_1119 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        u0.words[gl_GlobalInvocationID.x] = _1102;
                        break;
                    }
                }
                break;
            }
        }
    }
    else
    {
        u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
    }
}

