#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _276;

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
    uint _RESERVED_IDENTIFIER_FIXUP_66_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_83_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_96_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_00_exit = 0u;
    uint main_join = 0u;
    uint _268 = gl_GlobalInvocationID.x & 63u;
    uint _275 = t0.words[_268];
    uint _51;
    if (((gl_GlobalInvocationID.x ^ 160u) % 6u) == 1u)
    {
        uint _20 = gl_GlobalInvocationID.x;
        if (((_275 & 3u) == 2u) && (((t0.words[(gl_GlobalInvocationID.x + 16u) & 63u] ^ 117u) % 5u) == 1u))
        {
            uint _12 = 0u;
            uint _13 = gl_GlobalInvocationID.x;
            uint _793;
            uint _16;
            for (;;)
            {
                uint _727 = _12;
                uint _19 = _13;
                if (((t0.words[(_13 + 2u) & 63u] ^ 387u) % 6u) == 1u)
                {
                    uint _14 = 0u;
                    uint _15 = _13;
                    uint _782;
                    for (;;)
                    {
                        uint _737 = _14;
                        if (((_275 ^ 477u) % 6u) == 1u)
                        {
                            _16 = t0.words[(_15 + 43u) & 63u] + (_15 << 1u);
                        }
                        else
                        {
                            uint _749 = t0.words[(_15 + 42u) & 63u] + (_15 * 7u);
                            _16 = (_749 << 3u) + t0.words[(_749 + 26u) & 63u];
                        }
                        uint _17 = 0u;
                        uint _18 = _16;
                        for (;;)
                        {
                            uint _763 = _17;
                            uint _770 = t0.words[(_18 + 52u) & 63u] + (_18 << 3u);
                            uint _776 = (_770 << 2u) + t0.words[(_770 + 42u) & 63u];
                            _782 = (_776 << 2u) + t0.words[(_776 + 7u) & 63u];
                            uint _783 = _763 + 1u;
                            _17 = _783;
                            _18 = _782;
                            if (_783 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _785 = _737 + 1u;
                        _14 = _785;
                        _15 = _782;
                        if (_785 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _19 = _782;
                }
                _793 = t0.words[(_19 + 18u) & 63u] + (_19 * 7u);
                uint _794 = _727 + 1u;
                _12 = _794;
                _13 = _793;
                if (_794 == 5u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            _20 = _793;
        }
        uint _21 = 0u;
        uint _22 = _20;
        uint _820;
        uint _23;
        uint _24;
        uint _797;
        for (;;)
        {
            _797 = _21;
            _23 = 0u;
            _24 = _22;
            uint _812;
            for (;;)
            {
                uint _799 = _23;
                uint _800 = _24;
                uint _806 = t0.words[(_800 + 37u) & 63u] + (_800 << 3u);
                _812 = (_806 * 7u) + t0.words[(_806 + 54u) & 63u];
                uint _813 = _799 + 1u;
                _23 = _813;
                _24 = _812;
                if (_813 == 2u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            _820 = t0.words[(_812 + 18u) & 63u] + (_812 * 7u);
            uint _821 = _797 + 1u;
            _21 = _821;
            _22 = _820;
            if (_821 == 4u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        _51 = _820;
        main_join = 78u;
    }
    else
    {
        switch (gl_GlobalInvocationID.x % 5u)
        {
            case 0u:
            {
                _51 = t0.words[(gl_GlobalInvocationID.x + 53u) & 63u] + gl_GlobalInvocationID.x;
                main_join = 78u;
                break;
            }
            case 1u:
            {
                uint _25 = 0u;
                uint _26 = gl_GlobalInvocationID.x;
                uint _49;
                uint _677;
                uint _678;
                for (;;)
                {
                    _677 = _25;
                    _678 = _26;
                    _49 = _678;
                    if ((_678 & 1u) == 0u)
                    {
                        uint _686 = t0.words[(_678 + 58u) & 63u] + (_678 << 3u);
                        uint _693 = (_686 << 1u) + t0.words[(_686 + 32u) & 63u];
                        uint _700 = (_693 * 5u) + t0.words[(_693 + 36u) & 63u];
                        uint _701 = _677 + 1u;
                        _25 = _701;
                        _26 = _700;
                        _49 = _700;
                        if (_701 < 3u)
                        {
                            continue;
                        }
                        else
                        {
                            break;
                        }
                    }
                    else
                    {
                        break;
                    }
                }
                _51 = _49;
                main_join = 78u;
                break;
            }
            case 2u:
            {
                uint _27 = 0u;
                uint _28 = gl_GlobalInvocationID.x;
                uint _6;
                uint _7;
                uint _8;
                uint _9;
                uint _10;
                uint _31;
                uint _34;
                uint _41;
                uint _44;
                uint _45;
                uint _46;
                for (;;)
                {
                    uint _286 = _27;
                    if (((t0.words[(_28 + 8u) & 63u] ^ 906u) % 5u) == 1u)
                    {
                        uint _29 = 0u;
                        uint _30 = _28;
                        for (;;)
                        {
                            uint _303 = _29;
                            uint _307 = (_30 + 20u) & 63u;
                            _45 = _30;
                            if (((t0.words[_307] ^ 465u) % 5u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_83_exit = 0u;
                                break;
                            }
                            if ((_30 & 3u) == 3u)
                            {
                                uint _415 = t0.words[(_30 + 56u) & 63u] + (_30 * 3u);
                                _34 = (_415 * 7u) + t0.words[(_415 + 43u) & 63u];
                            }
                            else
                            {
                                if (((t0.words[_307] ^ 273u) % 6u) == 0u)
                                {
                                    uint _341 = t0.words[(_30 + 58u) & 63u] + (_30 << 1u);
                                    uint _349 = (_341 << 2u) + t0.words[(_341 + 55u) & 63u];
                                    _31 = (_349 * 3u) + t0.words[(_349 + 54u) & 63u];
                                }
                                else
                                {
                                    uint _327 = t0.words[(_30 + 38u) & 63u] + (_30 * 5u);
                                    _31 = (_327 * 6u) + t0.words[(_327 + 19u) & 63u];
                                }
                                uint _32 = 0u;
                                uint _33 = _31;
                                uint _387;
                                for (;;)
                                {
                                    uint _358 = _32;
                                    uint _359 = _33;
                                    uint _366 = t0.words[(_359 + 46u) & 63u] + (_359 << 3u);
                                    uint _373 = (_366 * 3u) + t0.words[(_366 + 34u) & 63u];
                                    uint _380 = (_373 << 1u) + t0.words[(_373 + 31u) & 63u];
                                    _387 = (_380 << 2u) + t0.words[(_380 + 40u) & 63u];
                                    uint _388 = _358 + 1u;
                                    _32 = _388;
                                    _33 = _387;
                                    if (_388 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                if (((_387 ^ 717u) % 6u) == 1u)
                                {
                                    _34 = t0.words[(_387 + 62u) & 63u] + (_387 << 1u);
                                }
                                else
                                {
                                    _34 = t0.words[(_387 + 26u) & 63u] + (_387 * 7u);
                                }
                            }
                            uint _35 = 0u;
                            uint _36 = _34;
                            uint _426;
                            for (;;)
                            {
                                uint _424 = _35;
                                _6 = _36;
                                _426 = _275 & 3u;
                                if (_426 == 2u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_96_exit = 0u;
                                    break;
                                }
                                uint _37 = 0u;
                                uint _38 = _6;
                                uint _444;
                                for (;;)
                                {
                                    uint _429 = _37;
                                    uint _430 = _38;
                                    uint _437 = t0.words[(_430 + 16u) & 63u] + (_430 * 6u);
                                    _444 = (_437 << 1u) + t0.words[(_437 + 24u) & 63u];
                                    uint _445 = _429 + 1u;
                                    _37 = _445;
                                    _38 = _444;
                                    if (_445 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _39 = _444;
                                if ((t0.words[(_444 + 27u) & 63u] & 3u) == 0u)
                                {
                                    uint _458 = t0.words[(_444 + 16u) & 63u] + _444;
                                    _39 = (_458 * 7u) + t0.words[(_458 + 12u) & 63u];
                                }
                                _7 = _39;
                                if (!((_39 & 1u) == 0u))
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_96_exit = 1u;
                                    break;
                                }
                                uint _469 = _424 + 1u;
                                _35 = _469;
                                _36 = _7;
                                if (_469 < 3u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_96_exit = 1u;
                                    break;
                                }
                            }
                            bool _110_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_96_exit)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_83_exit = 1u;
                                    _110_ladder_break = true;
                                    break;
                                }
                            }
                            if (_110_ladder_break)
                            {
                                break;
                            }
                            if (((_275 ^ 286u) % 5u) == 0u)
                            {
                                uint _535 = t0.words[(_7 + 27u) & 63u] + (_7 * 3u);
                                uint _40 = _535;
                                if (!((_535 & 1u) == 0u))
                                {
                                    _40 = t0.words[(_535 + 4u) & 63u] + (_535 << 1u);
                                }
                                if (_426 == 0u)
                                {
                                    uint _572 = t0.words[(_40 + 57u) & 63u] + (_40 * 7u);
                                    _44 = (_572 * 5u) + t0.words[(_572 + 12u) & 63u];
                                }
                                else
                                {
                                    uint _552 = t0.words[(_40 + 18u) & 63u] + _40;
                                    uint _558 = (_552 << 2u) + t0.words[(_552 + 46u) & 63u];
                                    _44 = (_558 * 5u) + t0.words[(_558 + 11u) & 63u];
                                }
                            }
                            else
                            {
                                uint _484 = t0.words[(_7 + 44u) & 63u] + (_7 * 5u);
                                if ((_484 & 1u) == 0u)
                                {
                                    uint _504 = t0.words[(_484 + 63u) & 63u] + _484;
                                    uint _510 = (_504 << 3u) + t0.words[(_504 + 1u) & 63u];
                                    _41 = (_510 * 6u) + t0.words[(_510 + 52u) & 63u];
                                }
                                else
                                {
                                    uint _492 = t0.words[(_484 + 9u) & 63u] + _484;
                                    _41 = (_492 << 2u) + t0.words[(_492 + 39u) & 63u];
                                }
                                uint _42 = 0u;
                                uint _43 = _41;
                                uint _526;
                                for (;;)
                                {
                                    uint _519 = _42;
                                    uint _520 = _43;
                                    _526 = t0.words[(_520 + 21u) & 63u] + (_520 << 3u);
                                    uint _527 = _519 + 1u;
                                    _42 = _527;
                                    _43 = _526;
                                    if (_527 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _44 = _526;
                            }
                            uint _580 = _303 + 1u;
                            _29 = _580;
                            _30 = _44;
                            _45 = _44;
                            if (_580 < 4u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_83_exit = 0u;
                                break;
                            }
                        }
                        bool _130_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_83_exit)
                        {
                            default:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_66_exit = 0u;
                                _130_ladder_break = true;
                                break;
                            }
                            case 0u:
                            {
                                break;
                            }
                        }
                        if (_130_ladder_break)
                        {
                            break;
                        }
                        _8 = _45;
                        _46 = _45;
                        if (((t0.words[(_45 + 39u) & 63u] ^ 232u) % 6u) == 0u)
                        {
                            if ((_8 & 3u) == 2u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_66_exit = 1u;
                                break;
                            }
                            uint _601 = t0.words[(_8 + 26u) & 63u] + (_8 * 5u);
                            _9 = _601;
                            _46 = _601;
                            if (((t0.words[(_601 + 44u) & 63u] ^ 147u) % 6u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_66_exit = 2u;
                                break;
                            }
                        }
                    }
                    else
                    {
                        _46 = t0.words[(_28 + 21u) & 63u] + _28;
                    }
                    _10 = t0.words[(_46 + 37u) & 63u] + (_46 * 5u);
                    if ((_275 & 1u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_66_exit = 3u;
                        break;
                    }
                    uint _620 = _286 + 1u;
                    _27 = _620;
                    _28 = _10;
                    if (_620 < 2u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_66_exit = 4u;
                        break;
                    }
                }
                switch (_RESERVED_IDENTIFIER_FIXUP_66_exit)
                {
                    case 0u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _6;
                        main_join = 120u;
                        break;
                    }
                    case 1u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _8;
                        main_join = 120u;
                        break;
                    }
                    case 2u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _9;
                        main_join = 120u;
                        break;
                    }
                    case 3u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _10;
                        main_join = 120u;
                        break;
                    }
                    default:
                    {
                        uint _47 = 0u;
                        uint _48 = _10;
                        uint _11;
                        uint _50;
                        for (;;)
                        {
                            uint _638 = _47;
                            if (((t0.words[(_48 + 34u) & 63u] ^ 317u) % 3u) == 1u)
                            {
                                _50 = _48;
                                if (!((t0.words[(_48 + 24u) & 63u] & 1u) == 0u))
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_00_exit = 0u;
                                    break;
                                }
                            }
                            uint _659 = t0.words[(_48 + 27u) & 63u] + (_48 * 3u);
                            uint _666 = (_659 << 3u) + t0.words[(_659 + 25u) & 63u];
                            _11 = _666;
                            if ((_666 & 1u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_00_exit = 1u;
                                break;
                            }
                            uint _669 = _638 + 1u;
                            _47 = _669;
                            _48 = _11;
                            _50 = _11;
                            if (_669 < 5u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_00_exit = 0u;
                                break;
                            }
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_00_exit)
                        {
                            case 0u:
                            {
                                _51 = _50;
                                main_join = 78u;
                                break;
                            }
                            default:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _11;
                                main_join = 120u;
                                break;
                            }
                        }
                        break;
                    }
                }
                break;
            }
            default:
            {
                _51 = t0.words[(gl_GlobalInvocationID.x + 34u) & 63u] + (gl_GlobalInvocationID.x * 5u);
                main_join = 78u;
                break;
            }
        }
    }
    switch (main_join)
    {
        case 78u:
        {
            if (((_275 ^ 543u) % 6u) == 1u)
            {
                u0.words[gl_GlobalInvocationID.x] = _51;
            }
            else
            {
                uint _833 = t0.words[(_51 + 63u) & 63u];
                uint _834 = _833 + (_51 << 2u);
                uint _840 = t0.words[(_834 + 61u) & 63u];
                uint _841 = (_834 << 2u) + _840;
                uint _68 = _841;
                if (((_841 ^ 568u) % 6u) == 0u)
                {
                    uint _851 = t0.words[(_841 + 34u) & 63u];
                    uint _852 = _851 + (_841 << 1u);
                    _68 = _852;
                    if ((_852 % 3u) == 0u)
                    {
                        if ((_275 & 1u) == 0u)
                        {
                            if ((_852 & 3u) == 1u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _852;
                                main_join = 120u;
                            }
                            else
                            {
                                uint _52 = 0u;
                                uint _53 = t0.words[(_852 + 39u) & 63u] + (_852 * 3u);
                                uint _58;
                                uint _63;
                                uint _67;
                                uint _981;
                                uint _982;
                                for (;;)
                                {
                                    _981 = _52;
                                    _982 = _53;
                                    _67 = _982;
                                    if ((_982 & 3u) == 0u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        uint _54 = 0u;
                                        uint _55 = _982;
                                        uint _1094;
                                        for (;;)
                                        {
                                            uint _985 = _54;
                                            if ((t0.words[(_55 + 18u) & 63u] & 3u) == 1u)
                                            {
                                                uint _56 = 0u;
                                                uint _57 = _55;
                                                uint _1051;
                                                for (;;)
                                                {
                                                    uint _1027 = _56;
                                                    uint _1028 = _57;
                                                    uint _1033 = t0.words[(_1028 + 46u) & 63u] + _1028;
                                                    uint _1039 = (_1033 << 1u) + t0.words[(_1033 + 62u) & 63u];
                                                    uint _1045 = (_1039 << 1u) + t0.words[(_1039 + 46u) & 63u];
                                                    _1051 = (_1045 * 3u) + t0.words[(_1045 + 52u) & 63u];
                                                    uint _1052 = _1027 + 1u;
                                                    _56 = _1052;
                                                    _57 = _1051;
                                                    if (_1052 == 4u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                if (((t0.words[(_1051 + 17u) & 63u] ^ 76u) % 5u) == 0u)
                                                {
                                                    _58 = t0.words[(_1051 + 7u) & 63u] + (_1051 * 6u);
                                                }
                                                else
                                                {
                                                    uint _1069 = t0.words[(_1051 + 33u) & 63u] + (_1051 << 3u);
                                                    _58 = (_1069 << 1u) + t0.words[(_1069 + 44u) & 63u];
                                                }
                                                uint _59 = 0u;
                                                uint _60 = _58;
                                                uint _1091;
                                                for (;;)
                                                {
                                                    uint _1083 = _59;
                                                    uint _1084 = _60;
                                                    _1091 = t0.words[(_1084 + 48u) & 63u] + (_1084 * 7u);
                                                    uint _1092 = _1083 + 1u;
                                                    _59 = _1092;
                                                    _60 = _1091;
                                                    if (_1092 == 5u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _63 = _1091;
                                            }
                                            else
                                            {
                                                uint _999 = t0.words[(_55 + 35u) & 63u] + (_55 << 3u);
                                                uint _61 = 0u;
                                                uint _62 = (_999 * 6u) + t0.words[_999 & 63u];
                                                uint _1024;
                                                for (;;)
                                                {
                                                    uint _1005 = _61;
                                                    uint _1006 = _62;
                                                    uint _1012 = t0.words[(_1006 + 16u) & 63u] + (_1006 * 7u);
                                                    uint _1019 = (_1012 << 2u) + t0.words[(_1012 + 15u) & 63u];
                                                    _1024 = _1019 + t0.words[(_1019 + 7u) & 63u];
                                                    uint _1025 = _1005 + 1u;
                                                    _61 = _1025;
                                                    _62 = _1024;
                                                    if (_1025 == 2u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _63 = _1024;
                                            }
                                            _1094 = _63;
                                            uint _1095 = _985 + 1u;
                                            _54 = _1095;
                                            _55 = _1094;
                                            if (_1095 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _1097 = _981 + 1u;
                                        _52 = _1097;
                                        _53 = _1094;
                                        _67 = _1094;
                                        if (_1097 < 2u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            break;
                                        }
                                    }
                                }
                                _68 = _67;
                                main_join = 119u;
                            }
                        }
                        else
                        {
                            _68 = _852;
                            if ((_852 & 1u) == 0u)
                            {
                                main_join = 119u;
                            }
                            else
                            {
                                switch (_852 & 3u)
                                {
                                    case 0u:
                                    {
                                        _68 = t0.words[(_852 + 54u) & 63u] + (_852 << 3u);
                                        main_join = 119u;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _64 = t0.words[(_852 + 2u) & 63u] + (_852 * 5u);
                                        uint _65 = 0u;
                                        uint _959;
                                        for (;;)
                                        {
                                            uint _940 = _64;
                                            uint _941 = _65;
                                            uint _947 = t0.words[(_940 + 19u) & 63u] + (_940 * 3u);
                                            uint _953 = (_947 << 3u) + t0.words[(_947 + 32u) & 63u];
                                            _959 = (_953 << 2u) + t0.words[(_953 + 19u) & 63u];
                                            uint _960 = _941 + 1u;
                                            _64 = _959;
                                            _65 = _960;
                                            if (_960 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _68 = _959;
                                        main_join = 119u;
                                        break;
                                    }
                                    case 2u:
                                    {
                                        uint _66;
                                        switch (_852 % 5u)
                                        {
                                            case 0u:
                                            {
                                                _66 = t0.words[(_852 + 57u) & 63u] + (_852 * 7u);
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _66 = t0.words[(_852 + 50u) & 63u] + (_852 * 5u);
                                                break;
                                            }
                                            case 2u:
                                            {
                                                uint _878 = t0.words[(_852 + 58u) & 63u] + _852;
                                                _66 = (_878 * 6u) + t0.words[(_878 + 6u) & 63u];
                                                break;
                                            }
                                            case 3u:
                                            {
                                                uint _866 = t0.words[(_852 + 1u) & 63u] + (_852 << 3u);
                                                _66 = (_866 << 3u) + t0.words[(_866 + 50u) & 63u];
                                                break;
                                            }
                                            default:
                                            {
                                                _66 = t0.words[(_852 + 13u) & 63u] + (_852 * 3u);
                                                break;
                                            }
                                        }
                                        if (((_275 ^ 240u) % 5u) == 1u)
                                        {
                                            uint _921 = t0.words[(_66 + 37u) & 63u] + (_66 * 6u);
                                            uint _927 = (_921 << 2u) + t0.words[(_921 + 3u) & 63u];
                                            _68 = (_927 * 7u) + t0.words[(_927 + 34u) & 63u];
                                            main_join = 119u;
                                        }
                                        else
                                        {
                                            _68 = t0.words[(_66 + 49u) & 63u] + (_66 * 5u);
                                            main_join = 119u;
                                        }
                                        break;
                                    }
                                    default:
                                    {
                                        _68 = t0.words[(_852 + 44u) & 63u] + _852;
                                        main_join = 119u;
                                        break;
                                    }
                                }
                            }
                        }
                    }
                    else
                    {
                        main_join = 119u;
                    }
                }
                else
                {
                    main_join = 119u;
                }
                switch (main_join)
                {
                    case 119u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _68;
                        break;
                    }
                }
            }
            break;
        }
    }
}

