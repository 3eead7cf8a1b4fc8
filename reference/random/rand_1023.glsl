#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _272;

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
    uint _6;
    uint _7;
    uint _8;
    uint _9;
    uint _10;
    uint _11;
    uint _16;
    uint _31;
    uint _34;
    uint _41;
    uint _44;
    uint _45;
    uint _46;
    uint _50;
    uint _51;
    uint _58;
    uint _63;
    uint _66;
    for (;;)
    {
        uint _264 = gl_GlobalInvocationID.x & 63u;
        uint _271 = t0.words[_264];
        if (((gl_GlobalInvocationID.x ^ 160u) % 6u) == 1u)
        {
            uint _20 = gl_GlobalInvocationID.x;
            if (((_271 & 3u) == 2u) && (((t0.words[(gl_GlobalInvocationID.x + 16u) & 63u] ^ 117u) % 5u) == 1u))
            {
                uint _12 = 0u;
                uint _13 = gl_GlobalInvocationID.x;
                uint _787;
                for (;;)
                {
                    uint _721 = _12;
                    uint _19 = _13;
                    if (((t0.words[(_13 + 2u) & 63u] ^ 387u) % 6u) == 1u)
                    {
                        uint _14 = 0u;
                        uint _15 = _13;
                        uint _776;
                        for (;;)
                        {
                            uint _731 = _14;
                            if (((_271 ^ 477u) % 6u) == 1u)
                            {
                                _16 = t0.words[(_15 + 43u) & 63u] + (_15 << 1u);
                            }
                            else
                            {
                                uint _743 = t0.words[(_15 + 42u) & 63u] + (_15 * 7u);
                                _16 = (_743 << 3u) + t0.words[(_743 + 26u) & 63u];
                            }
                            uint _17 = 0u;
                            uint _18 = _16;
                            for (;;)
                            {
                                uint _757 = _17;
                                uint _764 = t0.words[(_18 + 52u) & 63u] + (_18 << 3u);
                                uint _770 = (_764 << 2u) + t0.words[(_764 + 42u) & 63u];
                                _776 = (_770 << 2u) + t0.words[(_770 + 7u) & 63u];
                                uint _777 = _757 + 1u;
                                _17 = _777;
                                _18 = _776;
                                if (_777 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _779 = _731 + 1u;
                            _14 = _779;
                            _15 = _776;
                            if (_779 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _19 = _776;
                    }
                    _787 = t0.words[(_19 + 18u) & 63u] + (_19 * 7u);
                    uint _788 = _721 + 1u;
                    _12 = _788;
                    _13 = _787;
                    if (_788 == 5u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _20 = _787;
            }
            uint _21 = 0u;
            uint _22 = _20;
            uint _814;
            uint _23;
            uint _24;
            uint _791;
            for (;;)
            {
                _791 = _21;
                _23 = 0u;
                _24 = _22;
                uint _806;
                for (;;)
                {
                    uint _793 = _23;
                    uint _794 = _24;
                    uint _800 = t0.words[(_794 + 37u) & 63u] + (_794 << 3u);
                    _806 = (_800 * 7u) + t0.words[(_800 + 54u) & 63u];
                    uint _807 = _793 + 1u;
                    _23 = _807;
                    _24 = _806;
                    if (_807 == 2u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _814 = t0.words[(_806 + 18u) & 63u] + (_806 * 7u);
                uint _815 = _791 + 1u;
                _21 = _815;
                _22 = _814;
                if (_815 == 4u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            _51 = _814;
        }
        else
        {
            bool _78_ladder_break = false;
            switch (gl_GlobalInvocationID.x % 5u)
            {
                case 0u:
                {
                    _51 = t0.words[(gl_GlobalInvocationID.x + 53u) & 63u] + gl_GlobalInvocationID.x;
                    break;
                }
                case 1u:
                {
                    uint _25 = 0u;
                    uint _26 = gl_GlobalInvocationID.x;
                    uint _49;
                    uint _671;
                    uint _672;
                    for (;;)
                    {
                        _671 = _25;
                        _672 = _26;
                        _49 = _672;
                        if ((_672 & 1u) == 0u)
                        {
                            uint _680 = t0.words[(_672 + 58u) & 63u] + (_672 << 3u);
                            uint _687 = (_680 << 1u) + t0.words[(_680 + 32u) & 63u];
                            uint _694 = (_687 * 5u) + t0.words[(_687 + 36u) & 63u];
                            uint _695 = _671 + 1u;
                            _25 = _695;
                            _26 = _694;
                            _49 = _694;
                            if (_695 < 3u)
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
                    break;
                }
                case 2u:
                {
                    uint _27 = 0u;
                    uint _28 = gl_GlobalInvocationID.x;
                    for (;;)
                    {
                        uint _282 = _27;
                        if (((t0.words[(_28 + 8u) & 63u] ^ 906u) % 5u) == 1u)
                        {
                            uint _29 = 0u;
                            uint _30 = _28;
                            for (;;)
                            {
                                uint _299 = _29;
                                uint _303 = (_30 + 20u) & 63u;
                                _45 = _30;
                                if (((t0.words[_303] ^ 465u) % 5u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_83_exit = 0u;
                                    break;
                                }
                                if ((_30 & 3u) == 3u)
                                {
                                    uint _411 = t0.words[(_30 + 56u) & 63u] + (_30 * 3u);
                                    _34 = (_411 * 7u) + t0.words[(_411 + 43u) & 63u];
                                }
                                else
                                {
                                    if (((t0.words[_303] ^ 273u) % 6u) == 0u)
                                    {
                                        uint _337 = t0.words[(_30 + 58u) & 63u] + (_30 << 1u);
                                        uint _345 = (_337 << 2u) + t0.words[(_337 + 55u) & 63u];
                                        _31 = (_345 * 3u) + t0.words[(_345 + 54u) & 63u];
                                    }
                                    else
                                    {
                                        uint _323 = t0.words[(_30 + 38u) & 63u] + (_30 * 5u);
                                        _31 = (_323 * 6u) + t0.words[(_323 + 19u) & 63u];
                                    }
                                    uint _32 = 0u;
                                    uint _33 = _31;
                                    uint _383;
                                    for (;;)
                                    {
                                        uint _354 = _32;
                                        uint _355 = _33;
                                        uint _362 = t0.words[(_355 + 46u) & 63u] + (_355 << 3u);
                                        uint _369 = (_362 * 3u) + t0.words[(_362 + 34u) & 63u];
                                        uint _376 = (_369 << 1u) + t0.words[(_369 + 31u) & 63u];
                                        _383 = (_376 << 2u) + t0.words[(_376 + 40u) & 63u];
                                        uint _384 = _354 + 1u;
                                        _32 = _384;
                                        _33 = _383;
                                        if (_384 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    if (((_383 ^ 717u) % 6u) == 1u)
                                    {
                                        _34 = t0.words[(_383 + 62u) & 63u] + (_383 << 1u);
                                    }
                                    else
                                    {
                                        _34 = t0.words[(_383 + 26u) & 63u] + (_383 * 7u);
                                    }
                                }
                                uint _35 = 0u;
                                uint _36 = _34;
                                uint _422;
                                for (;;)
                                {
                                    uint _420 = _35;
                                    _6 = _36;
                                    _422 = _271 & 3u;
                                    if (_422 == 2u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_96_exit = 0u;
                                        break;
                                    }
                                    uint _37 = 0u;
                                    uint _38 = _6;
                                    uint _440;
                                    for (;;)
                                    {
                                        uint _425 = _37;
                                        uint _426 = _38;
                                        uint _433 = t0.words[(_426 + 16u) & 63u] + (_426 * 6u);
                                        _440 = (_433 << 1u) + t0.words[(_433 + 24u) & 63u];
                                        uint _441 = _425 + 1u;
                                        _37 = _441;
                                        _38 = _440;
                                        if (_441 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _39 = _440;
                                    if ((t0.words[(_440 + 27u) & 63u] & 3u) == 0u)
                                    {
                                        uint _454 = t0.words[(_440 + 16u) & 63u] + _440;
                                        _39 = (_454 * 7u) + t0.words[(_454 + 12u) & 63u];
                                    }
                                    _7 = _39;
                                    if (!((_39 & 1u) == 0u))
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_96_exit = 1u;
                                        break;
                                    }
                                    uint _465 = _420 + 1u;
                                    _35 = _465;
                                    _36 = _7;
                                    if (_465 < 3u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_96_exit = 1u;
                                        break;
                                    }
                                }
                                bool _112_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_96_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_83_exit = 1u;
                                        _112_ladder_break = true;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                if (_112_ladder_break)
                                {
                                    break;
                                }
                                if (((_271 ^ 286u) % 5u) == 0u)
                                {
                                    uint _531 = t0.words[(_7 + 27u) & 63u] + (_7 * 3u);
                                    uint _40 = _531;
                                    if (!((_531 & 1u) == 0u))
                                    {
                                        _40 = t0.words[(_531 + 4u) & 63u] + (_531 << 1u);
                                    }
                                    if (_422 == 0u)
                                    {
                                        uint _568 = t0.words[(_40 + 57u) & 63u] + (_40 * 7u);
                                        _44 = (_568 * 5u) + t0.words[(_568 + 12u) & 63u];
                                    }
                                    else
                                    {
                                        uint _548 = t0.words[(_40 + 18u) & 63u] + _40;
                                        uint _554 = (_548 << 2u) + t0.words[(_548 + 46u) & 63u];
                                        _44 = (_554 * 5u) + t0.words[(_554 + 11u) & 63u];
                                    }
                                }
                                else
                                {
                                    uint _480 = t0.words[(_7 + 44u) & 63u] + (_7 * 5u);
                                    if ((_480 & 1u) == 0u)
                                    {
                                        uint _500 = t0.words[(_480 + 63u) & 63u] + _480;
                                        uint _506 = (_500 << 3u) + t0.words[(_500 + 1u) & 63u];
                                        _41 = (_506 * 6u) + t0.words[(_506 + 52u) & 63u];
                                    }
                                    else
                                    {
                                        uint _488 = t0.words[(_480 + 9u) & 63u] + _480;
                                        _41 = (_488 << 2u) + t0.words[(_488 + 39u) & 63u];
                                    }
                                    uint _42 = 0u;
                                    uint _43 = _41;
                                    uint _522;
                                    for (;;)
                                    {
                                        uint _515 = _42;
                                        uint _516 = _43;
                                        _522 = t0.words[(_516 + 21u) & 63u] + (_516 << 3u);
                                        uint _523 = _515 + 1u;
                                        _42 = _523;
                                        _43 = _522;
                                        if (_523 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _44 = _522;
                                }
                                uint _576 = _299 + 1u;
                                _29 = _576;
                                _30 = _44;
                                _45 = _44;
                                if (_576 < 4u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_83_exit = 0u;
                                    break;
                                }
                            }
                            bool _133_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_83_exit)
                            {
                                case 0u:
                                {
                                    break;
                                }
                                default:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_66_exit = 0u;
                                    _133_ladder_break = true;
                                    break;
                                }
                            }
                            if (_133_ladder_break)
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
                                uint _597 = t0.words[(_8 + 26u) & 63u] + (_8 * 5u);
                                _9 = _597;
                                _46 = _597;
                                if (((t0.words[(_597 + 44u) & 63u] ^ 147u) % 6u) == 1u)
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
                        if ((_271 & 1u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_66_exit = 3u;
                            break;
                        }
                        uint _616 = _282 + 1u;
                        _27 = _616;
                        _28 = _10;
                        if (_616 < 2u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_66_exit = 4u;
                            break;
                        }
                    }
                    bool _148_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_66_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _6;
                            _148_ladder_break = true;
                            _78_ladder_break = true;
                            break;
                        }
                        case 1u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _8;
                            _148_ladder_break = true;
                            _78_ladder_break = true;
                            break;
                        }
                        case 2u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _9;
                            _148_ladder_break = true;
                            _78_ladder_break = true;
                            break;
                        }
                        case 3u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _10;
                            _148_ladder_break = true;
                            _78_ladder_break = true;
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    if (_148_ladder_break)
                    {
                        break;
                    }
                    uint _47 = 0u;
                    uint _48 = _10;
                    for (;;)
                    {
                        uint _633 = _47;
                        if (((t0.words[(_48 + 34u) & 63u] ^ 317u) % 3u) == 1u)
                        {
                            _50 = _48;
                            if (!((t0.words[(_48 + 24u) & 63u] & 1u) == 0u))
                            {
                                _RESERVED_IDENTIFIER_FIXUP_00_exit = 0u;
                                break;
                            }
                        }
                        uint _654 = t0.words[(_48 + 27u) & 63u] + (_48 * 3u);
                        uint _661 = (_654 << 3u) + t0.words[(_654 + 25u) & 63u];
                        _11 = _661;
                        if ((_661 & 1u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_00_exit = 1u;
                            break;
                        }
                        uint _664 = _633 + 1u;
                        _47 = _664;
                        _48 = _11;
                        _50 = _11;
                        if (_664 < 5u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_00_exit = 0u;
                            break;
                        }
                    }
                    bool _165_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_00_exit)
                    {
                        case 0u:
                        {
                            break;
                        }
                        default:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _11;
                            _165_ladder_break = true;
                            _78_ladder_break = true;
                            break;
                        }
                    }
                    if (_165_ladder_break)
                    {
                        break;
                    }
                    _51 = _50;
                    break;
                }
                default:
                {
                    _51 = t0.words[(gl_GlobalInvocationID.x + 34u) & 63u] + (gl_GlobalInvocationID.x * 5u);
                    break;
                }
            }
            if (_78_ladder_break)
            {
                break;
            }
        }
        if (((_271 ^ 543u) % 6u) == 1u)
        {
            u0.words[gl_GlobalInvocationID.x] = _51;
            break;
        }
        uint _826 = t0.words[(_51 + 63u) & 63u];
        uint _827 = _826 + (_51 << 2u);
        uint _833 = t0.words[(_827 + 61u) & 63u];
        uint _834 = (_827 << 2u) + _833;
        uint _68 = _834;
        if (((_834 ^ 568u) % 6u) == 0u)
        {
            uint _843 = t0.words[(_834 + 34u) & 63u];
            uint _844 = _843 + (_834 << 1u);
            _68 = _844;
            if ((_844 % 3u) == 0u)
            {
                if ((_271 & 1u) == 0u)
                {
                    if ((_844 & 3u) == 1u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _844;
                        break;
                    }
                    uint _52 = 0u;
                    uint _53 = t0.words[(_844 + 39u) & 63u] + (_844 * 3u);
                    uint _67;
                    uint _973;
                    uint _974;
                    for (;;)
                    {
                        _973 = _52;
                        _974 = _53;
                        _67 = _974;
                        if ((_974 & 3u) == 0u)
                        {
                            break;
                        }
                        else
                        {
                            uint _54 = 0u;
                            uint _55 = _974;
                            uint _1086;
                            for (;;)
                            {
                                uint _977 = _54;
                                if ((t0.words[(_55 + 18u) & 63u] & 3u) == 1u)
                                {
                                    uint _56 = 0u;
                                    uint _57 = _55;
                                    uint _1043;
                                    for (;;)
                                    {
                                        uint _1019 = _56;
                                        uint _1020 = _57;
                                        uint _1025 = t0.words[(_1020 + 46u) & 63u] + _1020;
                                        uint _1031 = (_1025 << 1u) + t0.words[(_1025 + 62u) & 63u];
                                        uint _1037 = (_1031 << 1u) + t0.words[(_1031 + 46u) & 63u];
                                        _1043 = (_1037 * 3u) + t0.words[(_1037 + 52u) & 63u];
                                        uint _1044 = _1019 + 1u;
                                        _56 = _1044;
                                        _57 = _1043;
                                        if (_1044 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    if (((t0.words[(_1043 + 17u) & 63u] ^ 76u) % 5u) == 0u)
                                    {
                                        _58 = t0.words[(_1043 + 7u) & 63u] + (_1043 * 6u);
                                    }
                                    else
                                    {
                                        uint _1061 = t0.words[(_1043 + 33u) & 63u] + (_1043 << 3u);
                                        _58 = (_1061 << 1u) + t0.words[(_1061 + 44u) & 63u];
                                    }
                                    uint _59 = 0u;
                                    uint _60 = _58;
                                    uint _1083;
                                    for (;;)
                                    {
                                        uint _1075 = _59;
                                        uint _1076 = _60;
                                        _1083 = t0.words[(_1076 + 48u) & 63u] + (_1076 * 7u);
                                        uint _1084 = _1075 + 1u;
                                        _59 = _1084;
                                        _60 = _1083;
                                        if (_1084 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _63 = _1083;
                                }
                                else
                                {
                                    uint _991 = t0.words[(_55 + 35u) & 63u] + (_55 << 3u);
                                    uint _61 = 0u;
                                    uint _62 = (_991 * 6u) + t0.words[_991 & 63u];
                                    uint _1016;
                                    for (;;)
                                    {
                                        uint _997 = _61;
                                        uint _998 = _62;
                                        uint _1004 = t0.words[(_998 + 16u) & 63u] + (_998 * 7u);
                                        uint _1011 = (_1004 << 2u) + t0.words[(_1004 + 15u) & 63u];
                                        _1016 = _1011 + t0.words[(_1011 + 7u) & 63u];
                                        uint _1017 = _997 + 1u;
                                        _61 = _1017;
                                        _62 = _1016;
                                        if (_1017 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _63 = _1016;
                                }
                                _1086 = _63;
                                uint _1087 = _977 + 1u;
                                _54 = _1087;
                                _55 = _1086;
                                if (_1087 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _1089 = _973 + 1u;
                            _52 = _1089;
                            _53 = _1086;
                            _67 = _1086;
                            if (_1089 < 2u)
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
                }
                else
                {
                    _68 = _844;
                    if (!((_844 & 1u) == 0u))
                    {
                        switch (_844 & 3u)
                        {
                            case 0u:
                            {
                                _68 = t0.words[(_844 + 54u) & 63u] + (_844 << 3u);
                                break;
                            }
                            case 1u:
                            {
                                uint _64 = t0.words[(_844 + 2u) & 63u] + (_844 * 5u);
                                uint _65 = 0u;
                                uint _951;
                                for (;;)
                                {
                                    uint _932 = _64;
                                    uint _933 = _65;
                                    uint _939 = t0.words[(_932 + 19u) & 63u] + (_932 * 3u);
                                    uint _945 = (_939 << 3u) + t0.words[(_939 + 32u) & 63u];
                                    _951 = (_945 << 2u) + t0.words[(_945 + 19u) & 63u];
                                    uint _952 = _933 + 1u;
                                    _64 = _951;
                                    _65 = _952;
                                    if (_952 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _68 = _951;
                                break;
                            }
                            case 2u:
                            {
                                switch (_844 % 5u)
                                {
                                    case 0u:
                                    {
                                        _66 = t0.words[(_844 + 57u) & 63u] + (_844 * 7u);
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _66 = t0.words[(_844 + 50u) & 63u] + (_844 * 5u);
                                        break;
                                    }
                                    case 2u:
                                    {
                                        uint _870 = t0.words[(_844 + 58u) & 63u] + _844;
                                        _66 = (_870 * 6u) + t0.words[(_870 + 6u) & 63u];
                                        break;
                                    }
                                    case 3u:
                                    {
                                        uint _858 = t0.words[(_844 + 1u) & 63u] + (_844 << 3u);
                                        _66 = (_858 << 3u) + t0.words[(_858 + 50u) & 63u];
                                        break;
                                    }
                                    default:
                                    {
                                        _66 = t0.words[(_844 + 13u) & 63u] + (_844 * 3u);
                                        break;
                                    }
                                }
                                if (((_271 ^ 240u) % 5u) == 1u)
                                {
                                    uint _913 = t0.words[(_66 + 37u) & 63u] + (_66 * 6u);
                                    uint _919 = (_913 << 2u) + t0.words[(_913 + 3u) & 63u];
                                    _68 = (_919 * 7u) + t0.words[(_919 + 34u) & 63u];
                                }
                                else
                                {
                                    _68 = t0.words[(_66 + 49u) & 63u] + (_66 * 5u);
                                }
                                break;
                            }
                            default:
                            {
                                _68 = t0.words[(_844 + 44u) & 63u] + _844;
                                break;
                            }
                        }
                    }
                }
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _68;
        break;
    }
}

