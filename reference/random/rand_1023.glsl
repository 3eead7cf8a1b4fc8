#version 450
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
    uint _RESERVED_IDENTIFIER_FIXUP_66_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_83_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_96_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_00_exit = 0u;
    uint main_join = 0u;
    uint _272 = gl_GlobalInvocationID.x & 63u;
    uint _279 = t0.words[_272];
    uint _51;
    if (((gl_GlobalInvocationID.x ^ 160u) % 6u) == 1u)
    {
        uint _20 = gl_GlobalInvocationID.x;
        if (((_279 & 3u) == 2u) && (((t0.words[(gl_GlobalInvocationID.x + 16u) & 63u] ^ 117u) % 5u) == 1u))
        {
            uint _12 = 0u;
            uint _13 = gl_GlobalInvocationID.x;
            uint _797;
            uint _16;
            for (;;)
            {
                uint _731 = _12;
                uint _19 = _13;
                if (((t0.words[(_13 + 2u) & 63u] ^ 387u) % 6u) == 1u)
                {
                    uint _14 = 0u;
                    uint _15 = _13;
                    uint _786;
                    for (;;)
                    {
                        uint _741 = _14;
                        if (((_279 ^ 477u) % 6u) == 1u)
                        {
                            _16 = t0.words[(_15 + 43u) & 63u] + (_15 << 1u);
                        }
                        else
                        {
                            uint _753 = t0.words[(_15 + 42u) & 63u] + (_15 * 7u);
                            _16 = (_753 << 3u) + t0.words[(_753 + 26u) & 63u];
                        }
                        uint _17 = 0u;
                        uint _18 = _16;
                        for (;;)
                        {
                            uint _767 = _17;
                            uint _774 = t0.words[(_18 + 52u) & 63u] + (_18 << 3u);
                            uint _780 = (_774 << 2u) + t0.words[(_774 + 42u) & 63u];
                            _786 = (_780 << 2u) + t0.words[(_780 + 7u) & 63u];
                            uint _787 = _767 + 1u;
                            _17 = _787;
                            _18 = _786;
                            if (_787 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _789 = _741 + 1u;
                        _14 = _789;
                        _15 = _786;
                        if (_789 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _19 = _786;
                }
                _797 = t0.words[(_19 + 18u) & 63u] + (_19 * 7u);
                uint _798 = _731 + 1u;
                _12 = _798;
                _13 = _797;
                if (_798 == 5u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            _20 = _797;
        }
        uint _21 = 0u;
        uint _22 = _20;
        uint _824;
        uint _23;
        uint _24;
        uint _801;
        for (;;)
        {
            _801 = _21;
            _23 = 0u;
            _24 = _22;
            uint _816;
            for (;;)
            {
                uint _803 = _23;
                uint _804 = _24;
                uint _810 = t0.words[(_804 + 37u) & 63u] + (_804 << 3u);
                _816 = (_810 * 7u) + t0.words[(_810 + 54u) & 63u];
                uint _817 = _803 + 1u;
                _23 = _817;
                _24 = _816;
                if (_817 == 2u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            _824 = t0.words[(_816 + 18u) & 63u] + (_816 * 7u);
            uint _825 = _801 + 1u;
            _21 = _825;
            _22 = _824;
            if (_825 == 4u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        _51 = _824;
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
                uint _681;
                uint _682;
                for (;;)
                {
                    _681 = _25;
                    _682 = _26;
                    _49 = _682;
                    if ((_682 & 1u) == 0u)
                    {
                        uint _690 = t0.words[(_682 + 58u) & 63u] + (_682 << 3u);
                        uint _697 = (_690 << 1u) + t0.words[(_690 + 32u) & 63u];
                        uint _704 = (_697 * 5u) + t0.words[(_697 + 36u) & 63u];
                        uint _705 = _681 + 1u;
                        _25 = _705;
                        _26 = _704;
                        _49 = _704;
                        if (_705 < 3u)
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
                    uint _290 = _27;
                    if (((t0.words[(_28 + 8u) & 63u] ^ 906u) % 5u) == 1u)
                    {
                        uint _29 = 0u;
                        uint _30 = _28;
                        for (;;)
                        {
                            uint _307 = _29;
                            uint _311 = (_30 + 20u) & 63u;
                            _45 = _30;
                            if (((t0.words[_311] ^ 465u) % 5u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_83_exit = 0u;
                                break;
                            }
                            if ((_30 & 3u) == 3u)
                            {
                                uint _419 = t0.words[(_30 + 56u) & 63u] + (_30 * 3u);
                                _34 = (_419 * 7u) + t0.words[(_419 + 43u) & 63u];
                            }
                            else
                            {
                                if (((t0.words[_311] ^ 273u) % 6u) == 0u)
                                {
                                    uint _345 = t0.words[(_30 + 58u) & 63u] + (_30 << 1u);
                                    uint _353 = (_345 << 2u) + t0.words[(_345 + 55u) & 63u];
                                    _31 = (_353 * 3u) + t0.words[(_353 + 54u) & 63u];
                                }
                                else
                                {
                                    uint _331 = t0.words[(_30 + 38u) & 63u] + (_30 * 5u);
                                    _31 = (_331 * 6u) + t0.words[(_331 + 19u) & 63u];
                                }
                                uint _32 = 0u;
                                uint _33 = _31;
                                uint _391;
                                for (;;)
                                {
                                    uint _362 = _32;
                                    uint _363 = _33;
                                    uint _370 = t0.words[(_363 + 46u) & 63u] + (_363 << 3u);
                                    uint _377 = (_370 * 3u) + t0.words[(_370 + 34u) & 63u];
                                    uint _384 = (_377 << 1u) + t0.words[(_377 + 31u) & 63u];
                                    _391 = (_384 << 2u) + t0.words[(_384 + 40u) & 63u];
                                    uint _392 = _362 + 1u;
                                    _32 = _392;
                                    _33 = _391;
                                    if (_392 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                if (((_391 ^ 717u) % 6u) == 1u)
                                {
                                    _34 = t0.words[(_391 + 62u) & 63u] + (_391 << 1u);
                                }
                                else
                                {
                                    _34 = t0.words[(_391 + 26u) & 63u] + (_391 * 7u);
                                }
                            }
                            uint _35 = 0u;
                            uint _36 = _34;
                            uint _430;
                            for (;;)
                            {
                                uint _428 = _35;
                                _6 = _36;
                                _430 = _279 & 3u;
                                if (_430 == 2u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_96_exit = 0u;
                                    break;
                                }
                                uint _37 = 0u;
                                uint _38 = _6;
                                uint _448;
                                for (;;)
                                {
                                    uint _433 = _37;
                                    uint _434 = _38;
                                    uint _441 = t0.words[(_434 + 16u) & 63u] + (_434 * 6u);
                                    _448 = (_441 << 1u) + t0.words[(_441 + 24u) & 63u];
                                    uint _449 = _433 + 1u;
                                    _37 = _449;
                                    _38 = _448;
                                    if (_449 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _39 = _448;
                                if ((t0.words[(_448 + 27u) & 63u] & 3u) == 0u)
                                {
                                    uint _462 = t0.words[(_448 + 16u) & 63u] + _448;
                                    _39 = (_462 * 7u) + t0.words[(_462 + 12u) & 63u];
                                }
                                _7 = _39;
                                if (!((_39 & 1u) == 0u))
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_96_exit = 1u;
                                    break;
                                }
                                uint _473 = _428 + 1u;
                                _35 = _473;
                                _36 = _7;
                                if (_473 < 3u)
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
                                default:
                                {
                                    break;
                                }
                            }
                            if (_110_ladder_break)
                            {
                                break;
                            }
                            if (((_279 ^ 286u) % 5u) == 0u)
                            {
                                uint _539 = t0.words[(_7 + 27u) & 63u] + (_7 * 3u);
                                uint _40 = _539;
                                if (!((_539 & 1u) == 0u))
                                {
                                    _40 = t0.words[(_539 + 4u) & 63u] + (_539 << 1u);
                                }
                                if (_430 == 0u)
                                {
                                    uint _576 = t0.words[(_40 + 57u) & 63u] + (_40 * 7u);
                                    _44 = (_576 * 5u) + t0.words[(_576 + 12u) & 63u];
                                }
                                else
                                {
                                    uint _556 = t0.words[(_40 + 18u) & 63u] + _40;
                                    uint _562 = (_556 << 2u) + t0.words[(_556 + 46u) & 63u];
                                    _44 = (_562 * 5u) + t0.words[(_562 + 11u) & 63u];
                                }
                            }
                            else
                            {
                                uint _488 = t0.words[(_7 + 44u) & 63u] + (_7 * 5u);
                                if ((_488 & 1u) == 0u)
                                {
                                    uint _508 = t0.words[(_488 + 63u) & 63u] + _488;
                                    uint _514 = (_508 << 3u) + t0.words[(_508 + 1u) & 63u];
                                    _41 = (_514 * 6u) + t0.words[(_514 + 52u) & 63u];
                                }
                                else
                                {
                                    uint _496 = t0.words[(_488 + 9u) & 63u] + _488;
                                    _41 = (_496 << 2u) + t0.words[(_496 + 39u) & 63u];
                                }
                                uint _42 = 0u;
                                uint _43 = _41;
                                uint _530;
                                for (;;)
                                {
                                    uint _523 = _42;
                                    uint _524 = _43;
                                    _530 = t0.words[(_524 + 21u) & 63u] + (_524 << 3u);
                                    uint _531 = _523 + 1u;
                                    _42 = _531;
                                    _43 = _530;
                                    if (_531 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _44 = _530;
                            }
                            uint _584 = _307 + 1u;
                            _29 = _584;
                            _30 = _44;
                            _45 = _44;
                            if (_584 < 4u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_83_exit = 0u;
                                break;
                            }
                        }
                        bool _131_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_83_exit)
                        {
                            case 0u:
                            {
                                break;
                            }
                            default:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_66_exit = 0u;
                                _131_ladder_break = true;
                                break;
                            }
                        }
                        if (_131_ladder_break)
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
                            uint _605 = t0.words[(_8 + 26u) & 63u] + (_8 * 5u);
                            _9 = _605;
                            _46 = _605;
                            if (((t0.words[(_605 + 44u) & 63u] ^ 147u) % 6u) == 1u)
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
                    if ((_279 & 1u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_66_exit = 3u;
                        break;
                    }
                    uint _624 = _290 + 1u;
                    _27 = _624;
                    _28 = _10;
                    if (_624 < 2u)
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
                            uint _642 = _47;
                            if (((t0.words[(_48 + 34u) & 63u] ^ 317u) % 3u) == 1u)
                            {
                                _50 = _48;
                                if (!((t0.words[(_48 + 24u) & 63u] & 1u) == 0u))
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_00_exit = 0u;
                                    break;
                                }
                            }
                            uint _663 = t0.words[(_48 + 27u) & 63u] + (_48 * 3u);
                            uint _670 = (_663 << 3u) + t0.words[(_663 + 25u) & 63u];
                            _11 = _670;
                            if ((_670 & 1u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_00_exit = 1u;
                                break;
                            }
                            uint _673 = _642 + 1u;
                            _47 = _673;
                            _48 = _11;
                            _50 = _11;
                            if (_673 < 5u)
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
            if (((_279 ^ 543u) % 6u) == 1u)
            {
                u0.words[gl_GlobalInvocationID.x] = _51;
            }
            else
            {
                uint _837 = t0.words[(_51 + 63u) & 63u];
                uint _838 = _837 + (_51 << 2u);
                uint _844 = t0.words[(_838 + 61u) & 63u];
                uint _845 = (_838 << 2u) + _844;
                uint _68 = _845;
                if (((_845 ^ 568u) % 6u) == 0u)
                {
                    uint _855 = t0.words[(_845 + 34u) & 63u];
                    uint _856 = _855 + (_845 << 1u);
                    _68 = _856;
                    if ((_856 % 3u) == 0u)
                    {
                        if ((_279 & 1u) == 0u)
                        {
                            if ((_856 & 3u) == 1u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _856;
                                main_join = 120u;
                            }
                            else
                            {
                                uint _52 = 0u;
                                uint _53 = t0.words[(_856 + 39u) & 63u] + (_856 * 3u);
                                uint _58;
                                uint _63;
                                uint _67;
                                uint _985;
                                uint _986;
                                for (;;)
                                {
                                    _985 = _52;
                                    _986 = _53;
                                    _67 = _986;
                                    if ((_986 & 3u) == 0u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        uint _54 = 0u;
                                        uint _55 = _986;
                                        uint _1098;
                                        for (;;)
                                        {
                                            uint _989 = _54;
                                            if ((t0.words[(_55 + 18u) & 63u] & 3u) == 1u)
                                            {
                                                uint _56 = 0u;
                                                uint _57 = _55;
                                                uint _1055;
                                                for (;;)
                                                {
                                                    uint _1031 = _56;
                                                    uint _1032 = _57;
                                                    uint _1037 = t0.words[(_1032 + 46u) & 63u] + _1032;
                                                    uint _1043 = (_1037 << 1u) + t0.words[(_1037 + 62u) & 63u];
                                                    uint _1049 = (_1043 << 1u) + t0.words[(_1043 + 46u) & 63u];
                                                    _1055 = (_1049 * 3u) + t0.words[(_1049 + 52u) & 63u];
                                                    uint _1056 = _1031 + 1u;
                                                    _56 = _1056;
                                                    _57 = _1055;
                                                    if (_1056 == 4u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                if (((t0.words[(_1055 + 17u) & 63u] ^ 76u) % 5u) == 0u)
                                                {
                                                    _58 = t0.words[(_1055 + 7u) & 63u] + (_1055 * 6u);
                                                }
                                                else
                                                {
                                                    uint _1073 = t0.words[(_1055 + 33u) & 63u] + (_1055 << 3u);
                                                    _58 = (_1073 << 1u) + t0.words[(_1073 + 44u) & 63u];
                                                }
                                                uint _59 = 0u;
                                                uint _60 = _58;
                                                uint _1095;
                                                for (;;)
                                                {
                                                    uint _1087 = _59;
                                                    uint _1088 = _60;
                                                    _1095 = t0.words[(_1088 + 48u) & 63u] + (_1088 * 7u);
                                                    uint _1096 = _1087 + 1u;
                                                    _59 = _1096;
                                                    _60 = _1095;
                                                    if (_1096 == 5u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _63 = _1095;
                                            }
                                            else
                                            {
                                                uint _1003 = t0.words[(_55 + 35u) & 63u] + (_55 << 3u);
                                                uint _61 = 0u;
                                                uint _62 = (_1003 * 6u) + t0.words[_1003 & 63u];
                                                uint _1028;
                                                for (;;)
                                                {
                                                    uint _1009 = _61;
                                                    uint _1010 = _62;
                                                    uint _1016 = t0.words[(_1010 + 16u) & 63u] + (_1010 * 7u);
                                                    uint _1023 = (_1016 << 2u) + t0.words[(_1016 + 15u) & 63u];
                                                    _1028 = _1023 + t0.words[(_1023 + 7u) & 63u];
                                                    uint _1029 = _1009 + 1u;
                                                    _61 = _1029;
                                                    _62 = _1028;
                                                    if (_1029 == 2u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _63 = _1028;
                                            }
                                            _1098 = _63;
                                            uint _1099 = _989 + 1u;
                                            _54 = _1099;
                                            _55 = _1098;
                                            if (_1099 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _1101 = _985 + 1u;
                                        _52 = _1101;
                                        _53 = _1098;
                                        _67 = _1098;
                                        if (_1101 < 2u)
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
                            _68 = _856;
                            if ((_856 & 1u) == 0u)
                            {
                                main_join = 119u;
                            }
                            else
                            {
                                switch (_856 & 3u)
                                {
                                    case 0u:
                                    {
                                        _68 = t0.words[(_856 + 54u) & 63u] + (_856 << 3u);
                                        main_join = 119u;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _64 = t0.words[(_856 + 2u) & 63u] + (_856 * 5u);
                                        uint _65 = 0u;
                                        uint _963;
                                        for (;;)
                                        {
                                            uint _944 = _64;
                                            uint _945 = _65;
                                            uint _951 = t0.words[(_944 + 19u) & 63u] + (_944 * 3u);
                                            uint _957 = (_951 << 3u) + t0.words[(_951 + 32u) & 63u];
                                            _963 = (_957 << 2u) + t0.words[(_957 + 19u) & 63u];
                                            uint _964 = _945 + 1u;
                                            _64 = _963;
                                            _65 = _964;
                                            if (_964 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _68 = _963;
                                        main_join = 119u;
                                        break;
                                    }
                                    case 2u:
                                    {
                                        uint _66;
                                        switch (_856 % 5u)
                                        {
                                            case 0u:
                                            {
                                                _66 = t0.words[(_856 + 57u) & 63u] + (_856 * 7u);
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _66 = t0.words[(_856 + 50u) & 63u] + (_856 * 5u);
                                                break;
                                            }
                                            case 2u:
                                            {
                                                uint _882 = t0.words[(_856 + 58u) & 63u] + _856;
                                                _66 = (_882 * 6u) + t0.words[(_882 + 6u) & 63u];
                                                break;
                                            }
                                            case 3u:
                                            {
                                                uint _870 = t0.words[(_856 + 1u) & 63u] + (_856 << 3u);
                                                _66 = (_870 << 3u) + t0.words[(_870 + 50u) & 63u];
                                                break;
                                            }
                                            default:
                                            {
                                                _66 = t0.words[(_856 + 13u) & 63u] + (_856 * 3u);
                                                break;
                                            }
                                        }
                                        if (((_279 ^ 240u) % 5u) == 1u)
                                        {
                                            uint _925 = t0.words[(_66 + 37u) & 63u] + (_66 * 6u);
                                            uint _931 = (_925 << 2u) + t0.words[(_925 + 3u) & 63u];
                                            _68 = (_931 * 7u) + t0.words[(_931 + 34u) & 63u];
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
                                        _68 = t0.words[(_856 + 44u) & 63u] + _856;
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
                    default:
                    {
                        break;
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
}

