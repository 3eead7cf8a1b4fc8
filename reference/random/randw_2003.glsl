#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _390;

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
    uint _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_6_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_25_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_56_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_65_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_68_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_66_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_69_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_95_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_11_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_79_loop_join = 0u;
    uint _382 = gl_GlobalInvocationID.x & 63u;
    uint _389 = t0.words[_382];
    uint _399 = t0.words[(gl_GlobalInvocationID.x + 36u) & 63u] + (gl_GlobalInvocationID.x << 2u);
    uint _15 = 0u;
    uint _16 = (_399 * 7u) + t0.words[(_399 + 12u) & 63u];
    uint _432;
    uint _6;
    uint _7;
    uint _8;
    uint _9;
    uint _10;
    uint _11;
    uint _17;
    uint _18;
    uint _26;
    uint _50;
    uint _51;
    uint _408;
    for (;;)
    {
        _408 = _15;
        _17 = 0u;
        _18 = t0.words[(_16 + 49u) & 63u] + (_16 * 6u);
        uint _19;
        uint _20;
        uint _418;
        for (;;)
        {
            _418 = _17;
            _19 = 0u;
            _20 = t0.words[(_18 + 46u) & 63u] + _18;
            for (;;)
            {
                uint _426 = _19;
                _432 = subgroupAdd(_20 & 255u) + _20;
                uint _435 = (_432 + 33u) & 63u;
                uint _35 = _432;
                if (((t0.words[_435] ^ 892u) % 6u) == 1u)
                {
                    bool _116_ladder_break = false;
                    switch (_432 & 3u)
                    {
                        case 0u:
                        {
                            _26 = t0.words[_435] + (_432 * 6u);
                            break;
                        }
                        case 1u:
                        {
                            _26 = t0.words[(_432 + 15u) & 63u] + (_432 * 3u);
                            break;
                        }
                        case 2u:
                        {
                            uint _21 = _432;
                            if (((t0.words[(_432 + 13u) & 63u] ^ 123u) % 5u) == 1u)
                            {
                                _21 = t0.words[(_432 + 52u) & 63u] + (_432 << 3u);
                            }
                            uint _22 = 0u;
                            uint _23 = _21;
                            uint _485;
                            uint _24;
                            uint _25;
                            uint _462;
                            for (;;)
                            {
                                _462 = _22;
                                _24 = 0u;
                                _25 = _23;
                                uint _470;
                                for (;;)
                                {
                                    uint _464 = _24;
                                    uint _465 = _25;
                                    _470 = t0.words[(_465 + 49u) & 63u] + _465;
                                    uint _471 = _464 + 1u;
                                    _24 = _471;
                                    _25 = _470;
                                    if (_471 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _479 = t0.words[(_470 + 47u) & 63u] + (_470 * 3u);
                                _485 = (_479 * 6u) + t0.words[(_479 + 2u) & 63u];
                                uint _486 = _462 + 1u;
                                _22 = _486;
                                _23 = _485;
                                if (_486 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _26 = _485;
                            break;
                        }
                        default:
                        {
                            _26 = _432;
                            if (((t0.words[(_432 + 24u) & 63u] ^ 166u) % 3u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_6_exit = 0u;
                                _116_ladder_break = true;
                                break;
                            }
                            break;
                        }
                    }
                    if (_116_ladder_break)
                    {
                        break;
                    }
                    uint _27 = 0u;
                    uint _28 = t0.words[(_26 + 3u) & 63u] + (_26 << 1u);
                    uint _593;
                    for (;;)
                    {
                        uint _513 = _27;
                        uint _29 = _28;
                        if ((_389 & 1u) == 0u)
                        {
                            uint _523 = t0.words[(_28 + 25u) & 63u] + (_28 * 5u);
                            _29 = _523;
                            if (((_389 ^ 722u) % 3u) == 1u)
                            {
                                uint _533 = t0.words[(_523 + 46u) & 63u] + (_523 << 1u);
                                uint _540 = (_533 * 3u) + t0.words[(_533 + 48u) & 63u];
                                _29 = (_540 << 3u) + t0.words[(_540 + 32u) & 63u];
                            }
                        }
                        uint _34 = _29;
                        if (!(((t0.words[_29 & 63u] ^ 251u) % 6u) == 0u))
                        {
                            uint _30 = 0u;
                            uint _31 = _29;
                            uint _587;
                            uint _32;
                            uint _33;
                            uint _556;
                            for (;;)
                            {
                                _556 = _30;
                                _32 = 0u;
                                _33 = _31;
                                for (;;)
                                {
                                    uint _558 = _32;
                                    uint _566 = t0.words[(_33 + 62u) & 63u] + (_33 * 5u);
                                    uint _573 = (_566 * 3u) + t0.words[(_566 + 23u) & 63u];
                                    uint _580 = (_573 << 3u) + t0.words[(_573 + 58u) & 63u];
                                    _587 = (_580 * 7u) + t0.words[(_580 + 37u) & 63u];
                                    uint _588 = _558 + 1u;
                                    _32 = _588;
                                    _33 = _587;
                                    if (_588 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _591 = _556 + 1u;
                                _30 = _591;
                                _31 = _587;
                                if (_591 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _34 = _587;
                        }
                        _593 = _34;
                        uint _594 = _513 + 1u;
                        _27 = _594;
                        _28 = _593;
                        if (_594 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _35 = _593;
                }
                uint _603 = t0.words[(_35 + 41u) & 63u] + (_35 * 3u);
                _6 = _603;
                uint _604 = _426 + 1u;
                _19 = _604;
                _20 = _603;
                if (_604 < 4u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_6_exit = 1u;
                    break;
                }
            }
            bool _151_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_6_exit)
            {
                case 0u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
                    _151_ladder_break = true;
                    break;
                }
                default:
                {
                    break;
                }
            }
            if (_151_ladder_break)
            {
                break;
            }
            uint _36 = 0u;
            uint _37 = t0.words[(_6 + 20u) & 63u] + (_6 * 3u);
            for (;;)
            {
                uint _615 = _36;
                uint _39 = _37;
                if (!((_37 & 3u) == 1u))
                {
                    uint _38 = _37;
                    if (((t0.words[(_37 + 57u) & 63u] ^ 181u) % 5u) == 0u)
                    {
                        _38 = subgroupAdd(_37 & 255u) + _37;
                    }
                    _7 = _38;
                    _39 = _38;
                    if (((_38 ^ 260u) % 6u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_25_exit = 0u;
                        break;
                    }
                }
                _8 = _39;
                uint _637 = _615 + 1u;
                _36 = _637;
                _37 = _39;
                if (_637 < 4u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_25_exit = 1u;
                    break;
                }
            }
            bool _164_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_25_exit)
            {
                case 0u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_8_exit = 1u;
                    _164_ladder_break = true;
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
            uint _640 = _418 + 1u;
            _17 = _640;
            _18 = _8;
            if (_640 < 5u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_8_exit = 2u;
                break;
            }
        }
        bool _169_ladder_break = false;
        switch (_RESERVED_IDENTIFIER_FIXUP_8_exit)
        {
            case 0u:
            {
                _RESERVED_IDENTIFIER_FIXUP_9_exit = 0u;
                _169_ladder_break = true;
                break;
            }
            case 1u:
            {
                _RESERVED_IDENTIFIER_FIXUP_9_exit = 1u;
                _169_ladder_break = true;
                break;
            }
            default:
            {
                break;
            }
        }
        if (_169_ladder_break)
        {
            break;
        }
        uint _40 = 0u;
        uint _41 = _8;
        uint _42;
        uint _43;
        uint _645;
        for (;;)
        {
            _645 = _40;
            _42 = 0u;
            _43 = t0.words[(_41 + 58u) & 63u] + (_41 << 2u);
            uint _44;
            uint _45;
            uint _653;
            for (;;)
            {
                _653 = _42;
                _44 = 0u;
                _45 = _43;
                for (;;)
                {
                    uint _655 = _44;
                    _9 = _45;
                    if (((t0.words[_45 & 63u] ^ 124u) % 3u) == 1u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_68_exit = 0u;
                        break;
                    }
                    if ((_9 & 3u) == 1u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_68_exit = 1u;
                        break;
                    }
                    uint _46 = 0u;
                    uint _47 = _9;
                    uint _786;
                    uint _48;
                    uint _49;
                    uint _668;
                    for (;;)
                    {
                        _668 = _46;
                        _48 = 0u;
                        _49 = _47;
                        uint _752;
                        for (;;)
                        {
                            uint _670 = _48;
                            if ((t0.words[(_49 + 49u) & 63u] & 3u) == 3u)
                            {
                                uint _689 = t0.words[(_49 + 48u) & 63u] + (_49 << 2u);
                                _50 = (_689 * 5u) + t0.words[(_689 + 6u) & 63u];
                            }
                            else
                            {
                                _50 = t0.words[(_49 + 32u) & 63u] + (_49 << 3u);
                            }
                            if (((_389 ^ 242u) % 6u) == 1u)
                            {
                                uint _723 = t0.words[(_50 + 5u) & 63u] + (_50 * 3u);
                                _51 = (_723 * 3u) + t0.words[(_723 + 20u) & 63u];
                            }
                            else
                            {
                                uint _706 = t0.words[(_50 + 4u) & 63u] + (_50 << 3u);
                                uint _712 = (_706 << 2u) + t0.words[(_706 + 1u) & 63u];
                                _51 = (_712 * 7u) + t0.words[_712 & 63u];
                            }
                            uint _737 = t0.words[(_51 + 28u) & 63u] + (_51 * 6u);
                            uint _52 = _737;
                            if (((t0.words[(_737 + 4u) & 63u] ^ 513u) % 3u) == 1u)
                            {
                                _52 = t0.words[(_737 + 28u) & 63u] + (_737 << 3u);
                            }
                            _752 = _52;
                            uint _753 = _670 + 1u;
                            _48 = _753;
                            _49 = _752;
                            if (_753 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _53 = 0u;
                        uint _54 = _752;
                        uint _769;
                        for (;;)
                        {
                            uint _755 = _53;
                            uint _756 = _54;
                            uint _762 = t0.words[(_756 + 4u) & 63u] + (_756 * 3u);
                            _769 = (_762 * 6u) + t0.words[(_762 + 30u) & 63u];
                            uint _770 = _755 + 1u;
                            _53 = _770;
                            _54 = _769;
                            if (_770 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _55 = _769;
                        if ((t0.words[(_769 + 38u) & 63u] & 3u) == 3u)
                        {
                            _55 = t0.words[(_769 + 34u) & 63u] + (_769 * 7u);
                        }
                        _786 = _55;
                        uint _787 = _668 + 1u;
                        _46 = _787;
                        _47 = _786;
                        if (_787 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _56 = _786;
                    if ((_786 & 3u) == 0u)
                    {
                        _56 = t0.words[_786 & 63u] + (_786 << 1u);
                    }
                    _10 = _56;
                    uint _797 = _655 + 1u;
                    _44 = _797;
                    _45 = _56;
                    if (_797 < 3u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_68_exit = 2u;
                        break;
                    }
                }
                bool _206_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_68_exit)
                {
                    case 0u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_65_exit = 0u;
                        _206_ladder_break = true;
                        break;
                    }
                    case 1u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_65_exit = 1u;
                        _206_ladder_break = true;
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
                uint _57 = 0u;
                uint _58 = t0.words[(_10 + 28u) & 63u] + (_10 * 5u);
                for (;;)
                {
                    uint _807 = _57;
                    uint _811 = subgroupAdd(_58 & 255u) + _58;
                    _11 = _811;
                    uint _812 = _807 + 1u;
                    _57 = _812;
                    _58 = _811;
                    if (_812 == 5u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                uint _814 = _653 + 1u;
                _42 = _814;
                _43 = _11;
                if (_814 < 4u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_65_exit = 2u;
                    break;
                }
            }
            bool _215_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_65_exit)
            {
                case 0u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_56_exit = 0u;
                    _215_ladder_break = true;
                    break;
                }
                case 1u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_56_exit = 1u;
                    _215_ladder_break = true;
                    break;
                }
                default:
                {
                    break;
                }
            }
            if (_215_ladder_break)
            {
                break;
            }
            uint _818 = _645 + 1u;
            _40 = _818;
            _41 = _11;
            if (_818 < 2u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_56_exit = 2u;
                break;
            }
        }
        bool _221_ladder_break = false;
        switch (_RESERVED_IDENTIFIER_FIXUP_56_exit)
        {
            case 0u:
            {
                _RESERVED_IDENTIFIER_FIXUP_9_exit = 2u;
                _221_ladder_break = true;
                break;
            }
            case 1u:
            {
                _RESERVED_IDENTIFIER_FIXUP_9_exit = 3u;
                _221_ladder_break = true;
                break;
            }
            default:
            {
                break;
            }
        }
        if (_221_ladder_break)
        {
            break;
        }
        uint _822 = _408 + 1u;
        _15 = _822;
        _16 = _11;
        if (_822 < 4u)
        {
            continue;
        }
        else
        {
            _RESERVED_IDENTIFIER_FIXUP_9_exit = 4u;
            break;
        }
    }
    switch (_RESERVED_IDENTIFIER_FIXUP_9_exit)
    {
        case 0u:
        {
            u0.words[gl_GlobalInvocationID.x] = _432;
            break;
        }
        case 1u:
        {
            u0.words[gl_GlobalInvocationID.x] = _7;
            break;
        }
        case 2u:
        {
            u0.words[gl_GlobalInvocationID.x] = _9;
            break;
        }
        case 3u:
        {
            u0.words[gl_GlobalInvocationID.x] = _9;
            break;
        }
        default:
        {
            uint _842 = t0.words[(_11 + 41u) & 63u];
            uint _843 = _842 + (_11 << 2u);
            uint _845 = subgroupAdd(_843 & 255u);
            uint _846 = _843 + _845;
            uint _851 = t0.words[(_846 + 38u) & 63u];
            uint _852 = _851 + (_846 * 5u);
            uint _857 = t0.words[(_852 + 28u) & 63u];
            uint _858 = (_852 << 1u) + _857;
            uint _74;
            if ((_858 % 3u) == 0u)
            {
                _74 = _858;
                if ((_858 & 3u) == 0u)
                {
                    u0.words[gl_GlobalInvocationID.x] = _858;
                    main_join = 141u;
                }
                else
                {
                    main_join = 100u;
                }
            }
            else
            {
                uint _59 = 0u;
                uint _60 = _858;
                uint _1025;
                uint _62;
                uint _71;
                uint _72;
                uint _73;
                for (;;)
                {
                    uint _861 = _59;
                    uint _61 = _60;
                    if ((t0.words[(_60 + 12u) & 63u] & 1u) == 0u)
                    {
                        _73 = _60;
                        if (((t0.words[(_60 + 1u) & 63u] ^ 705u) % 3u) == 1u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_79_loop_join = 98u;
                        }
                        else
                        {
                            _61 = t0.words[(_60 + 58u) & 63u] + (_60 << 1u);
                            _RESERVED_IDENTIFIER_FIXUP_79_loop_join = 75u;
                        }
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_79_loop_join = 75u;
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_79_loop_join)
                    {
                        case 75u:
                        {
                            uint _892 = t0.words[(_61 + 3u) & 63u] + (_61 << 2u);
                            if (((_389 ^ 246u) % 3u) == 1u)
                            {
                                if ((t0.words[(_892 + 26u) & 63u] & 1u) == 0u)
                                {
                                    _62 = t0.words[(_892 + 6u) & 63u] + (_892 << 1u);
                                    _RESERVED_IDENTIFIER_FIXUP_79_loop_join = 81u;
                                }
                                else
                                {
                                    if ((_892 & 3u) == 0u)
                                    {
                                        _62 = subgroupAdd(_892 & 255u) + _892;
                                        _RESERVED_IDENTIFIER_FIXUP_79_loop_join = 81u;
                                    }
                                    else
                                    {
                                        _73 = _892;
                                        _62 = _892;
                                        if ((t0.words[(_892 + 33u) & 63u] & 3u) == 3u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_79_loop_join = 98u;
                                        }
                                        else
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_79_loop_join = 81u;
                                        }
                                    }
                                }
                                switch (_RESERVED_IDENTIFIER_FIXUP_79_loop_join)
                                {
                                    case 81u:
                                    {
                                        _73 = _62;
                                        if (!((t0.words[(_62 + 6u) & 63u] & 3u) == 2u))
                                        {
                                            uint _63 = 0u;
                                            uint _64 = _62;
                                            for (;;)
                                            {
                                                uint _936 = _63;
                                                uint _939 = subgroupAdd(_64 & 255u);
                                                uint _940 = _939 + _64;
                                                uint _947 = t0.words[(_940 + 59u) & 63u] + (_940 << 3u);
                                                if ((_947 & 3u) == 1u)
                                                {
                                                    uint _65 = 0u;
                                                    uint _66 = _947;
                                                    uint _991;
                                                    uint _67;
                                                    uint _68;
                                                    uint _956;
                                                    for (;;)
                                                    {
                                                        _956 = _65;
                                                        _67 = 0u;
                                                        _68 = t0.words[(_66 + 14u) & 63u] + (_66 * 3u);
                                                        for (;;)
                                                        {
                                                            uint _965 = _67;
                                                            uint _971 = t0.words[(_68 + 28u) & 63u] + _68;
                                                            uint _978 = (_971 << 2u) + t0.words[(_971 + 8u) & 63u];
                                                            uint _985 = (_978 * 5u) + t0.words[(_978 + 16u) & 63u];
                                                            _991 = (_985 * 6u) + t0.words[(_985 + 57u) & 63u];
                                                            uint _992 = _965 + 1u;
                                                            _67 = _992;
                                                            _68 = _991;
                                                            if (_992 == 3u)
                                                            {
                                                                break;
                                                            }
                                                            else
                                                            {
                                                                continue;
                                                            }
                                                        }
                                                        uint _994 = _956 + 1u;
                                                        _65 = _994;
                                                        _66 = _991;
                                                        if (_994 == 5u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    if (((_991 ^ 62u) % 6u) == 1u)
                                                    {
                                                        _72 = _991;
                                                        _71 = _991;
                                                        if (((_991 ^ 302u) % 3u) == 1u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                        }
                                                    }
                                                    else
                                                    {
                                                        uint _69 = 0u;
                                                        uint _70 = _991;
                                                        uint _1006;
                                                        for (;;)
                                                        {
                                                            uint _999 = _69;
                                                            uint _1000 = _70;
                                                            _1006 = t0.words[(_1000 + 1u) & 63u] + (_1000 * 5u);
                                                            uint _1007 = _999 + 1u;
                                                            _69 = _1007;
                                                            _70 = _1006;
                                                            if (_1007 == 3u)
                                                            {
                                                                break;
                                                            }
                                                            else
                                                            {
                                                                continue;
                                                            }
                                                        }
                                                        _71 = t0.words[(_1006 + 59u) & 63u] + (_1006 << 1u);
                                                    }
                                                }
                                                else
                                                {
                                                    _71 = t0.words[(_947 + 1u) & 63u] + (_947 * 7u);
                                                }
                                                _72 = _71;
                                                if ((_71 & 3u) == 0u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    uint _1022 = _936 + 1u;
                                                    _63 = _1022;
                                                    _64 = _71;
                                                    _72 = _71;
                                                    if (_1022 < 3u)
                                                    {
                                                        continue;
                                                    }
                                                    else
                                                    {
                                                        break;
                                                    }
                                                }
                                            }
                                            _73 = _72;
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
                                _73 = t0.words[(_892 + 32u) & 63u] + (_892 << 3u);
                            }
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    _1025 = _73;
                    uint _1026 = _861 + 1u;
                    _59 = _1026;
                    _60 = _1025;
                    if (_1026 == 3u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _74 = _1025;
                main_join = 100u;
            }
            switch (main_join)
            {
                case 100u:
                {
                    uint _75 = 0u;
                    uint _76 = subgroupAdd(_74 & 255u) + _74;
                    uint _1041;
                    uint _12;
                    uint _13;
                    uint _14;
                    uint _77;
                    uint _78;
                    uint _86;
                    uint _92;
                    uint _1038;
                    for (;;)
                    {
                        _1038 = _75;
                        _77 = 0u;
                        _78 = _76;
                        for (;;)
                        {
                            uint _1040 = _77;
                            _1041 = _78;
                            _86 = _1041;
                            if (((_389 ^ 571u) % 5u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_69_exit = 0u;
                                break;
                            }
                            if (((t0.words[(_1041 + 49u) & 63u] ^ 738u) % 5u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_69_exit = 1u;
                                break;
                            }
                            uint _85 = _1041;
                            if (!(((_1041 ^ 924u) % 3u) == 1u))
                            {
                                if ((t0.words[(_1041 + 43u) & 63u] & 3u) == 1u)
                                {
                                    _85 = _1041;
                                    if (!((t0.words[(_1041 + 55u) & 63u] & 1u) == 0u))
                                    {
                                        _85 = t0.words[(_1041 + 8u) & 63u] + (_1041 * 7u);
                                    }
                                }
                                else
                                {
                                    bool _296_ladder_break = false;
                                    switch (_1041 & 3u)
                                    {
                                        case 0u:
                                        {
                                            _85 = t0.words[(_1041 + 37u) & 63u] + _1041;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _82 = _1041;
                                            if (((t0.words[(_1041 + 13u) & 63u] ^ 123u) % 3u) == 1u)
                                            {
                                                uint _79 = 0u;
                                                uint _80 = subgroupAdd(_1041 & 255u) + _1041;
                                                uint _1111;
                                                for (;;)
                                                {
                                                    uint _1076 = _79;
                                                    uint _1084 = t0.words[(_80 + 40u) & 63u] + (_80 * 5u);
                                                    uint _1091 = (_1084 * 3u) + t0.words[(_1084 + 61u) & 63u];
                                                    uint _1093 = subgroupAdd(_1091 & 255u);
                                                    uint _1094 = _1091 + _1093;
                                                    uint _81 = _1094;
                                                    if (((_389 ^ 880u) % 6u) == 1u)
                                                    {
                                                        uint _1104 = t0.words[(_1094 + 63u) & 63u] + (_1094 * 7u);
                                                        _81 = (_1104 << 1u) + t0.words[(_1104 + 57u) & 63u];
                                                    }
                                                    _1111 = _81;
                                                    uint _1112 = _1076 + 1u;
                                                    _79 = _1112;
                                                    _80 = _1111;
                                                    if (_1112 == 4u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _82 = _1111;
                                            }
                                            uint _83 = 0u;
                                            uint _84 = _82;
                                            uint _1121;
                                            for (;;)
                                            {
                                                uint _1115 = _83;
                                                uint _1116 = _84;
                                                _1121 = t0.words[(_1116 + 26u) & 63u] + _1116;
                                                uint _1122 = _1115 + 1u;
                                                _83 = _1122;
                                                _84 = _1121;
                                                if (_1122 == 3u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _85 = _1121;
                                            break;
                                        }
                                        default:
                                        {
                                            _85 = _1041;
                                            if (!((t0.words[(_1041 + 9u) & 63u] & 1u) == 0u))
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_69_exit = 2u;
                                                _296_ladder_break = true;
                                                break;
                                            }
                                            break;
                                        }
                                    }
                                    if (_296_ladder_break)
                                    {
                                        break;
                                    }
                                }
                            }
                            uint _1150 = _1040 + 1u;
                            _77 = _1150;
                            _78 = _85;
                            _86 = _85;
                            if (_1150 < 5u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_69_exit = 0u;
                                break;
                            }
                        }
                        bool _323_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_69_exit)
                        {
                            case 0u:
                            {
                                break;
                            }
                            case 1u:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_66_exit = 0u;
                                _323_ladder_break = true;
                                break;
                            }
                            default:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_66_exit = 1u;
                                _323_ladder_break = true;
                                break;
                            }
                        }
                        if (_323_ladder_break)
                        {
                            break;
                        }
                        uint _87 = 0u;
                        uint _88 = _86;
                        for (;;)
                        {
                            uint _1154 = _87;
                            uint _96 = _88;
                            if (((_389 ^ 521u) % 5u) == 0u)
                            {
                                uint _1166 = t0.words[(_88 + 11u) & 63u] + (_88 * 3u);
                                if ((_1166 % 5u) == 0u)
                                {
                                    uint _89 = 0u;
                                    uint _90 = _1166;
                                    for (;;)
                                    {
                                        uint _1174 = _89;
                                        uint _91 = _90;
                                        if (!((_90 & 1u) == 0u))
                                        {
                                            uint _1184 = t0.words[(_90 + 45u) & 63u] + (_90 * 7u);
                                            _12 = _1184;
                                            _91 = _1184;
                                            if (((_389 ^ 76u) % 5u) == 1u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_11_exit = 0u;
                                                break;
                                            }
                                        }
                                        uint _1196 = t0.words[(_91 + 31u) & 63u] + (_91 << 3u);
                                        _13 = _1196;
                                        uint _1197 = _1174 + 1u;
                                        _89 = _1197;
                                        _90 = _1196;
                                        if (_1197 < 3u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_11_exit = 1u;
                                            break;
                                        }
                                    }
                                    bool _339_ladder_break = false;
                                    switch (_RESERVED_IDENTIFIER_FIXUP_11_exit)
                                    {
                                        case 0u:
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_95_exit = 0u;
                                            _339_ladder_break = true;
                                            break;
                                        }
                                        default:
                                        {
                                            break;
                                        }
                                    }
                                    if (_339_ladder_break)
                                    {
                                        break;
                                    }
                                    _92 = _13;
                                }
                                else
                                {
                                    _92 = t0.words[(_1166 + 57u) & 63u] + _1166;
                                }
                                uint _93 = _92;
                                uint _94 = 0u;
                                uint _1212;
                                for (;;)
                                {
                                    uint _1203 = _94;
                                    uint _95 = _93;
                                    if (!((_389 & 1u) == 0u))
                                    {
                                        uint _1208 = subgroupAdd(_93 & 255u) + _93;
                                        _95 = _1208 + subgroupAdd(_1208 & 255u);
                                    }
                                    _1212 = _95;
                                    uint _1213 = _1203 + 1u;
                                    _93 = _1212;
                                    _94 = _1213;
                                    if (_1213 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _96 = _1212;
                            }
                            _14 = _96;
                            uint _1216 = _1154 + 1u;
                            _87 = _1216;
                            _88 = _96;
                            if (_1216 < 5u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_95_exit = 1u;
                                break;
                            }
                        }
                        bool _352_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_95_exit)
                        {
                            case 0u:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_66_exit = 2u;
                                _352_ladder_break = true;
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_352_ladder_break)
                        {
                            break;
                        }
                        uint _1219 = _1038 + 1u;
                        _75 = _1219;
                        _76 = _14;
                        if (_1219 < 2u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_66_exit = 3u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_66_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _1041;
                            break;
                        }
                        case 1u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _1041;
                            break;
                        }
                        case 2u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _12;
                            break;
                        }
                        default:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _14;
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
    }
}

