#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _213;

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
    uint _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_31_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_2_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_43_loop_join = 0u;
    uint _6;
    uint _7;
    uint _20;
    uint _21;
    uint _24;
    uint _26;
    uint _28;
    uint _31;
    uint _46;
    uint _47;
    for (;;)
    {
        uint _205 = gl_GlobalInvocationID.x & 63u;
        uint _212 = t0.words[_205];
        uint _32 = gl_GlobalInvocationID.x;
        if (((gl_GlobalInvocationID.x ^ 575u) % 6u) == 1u)
        {
            if ((t0.words[(gl_GlobalInvocationID.x + 8u) & 63u] & 3u) == 2u)
            {
                uint _8 = 0u;
                uint _9 = gl_GlobalInvocationID.x;
                uint _279;
                for (;;)
                {
                    uint _278 = _8;
                    _279 = _9;
                    if (((_279 ^ 538u) % 5u) == 1u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
                        break;
                    }
                    uint _10 = 0u;
                    uint _11 = _279;
                    uint _299;
                    for (;;)
                    {
                        uint _285 = _10;
                        uint _286 = _11;
                        uint _293 = t0.words[(_286 + 41u) & 63u] + (_286 * 5u);
                        _299 = (_293 * 6u) + t0.words[(_293 + 42u) & 63u];
                        uint _300 = _285 + 1u;
                        _10 = _300;
                        _11 = _299;
                        if (_300 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _308 = t0.words[(_299 + 44u) & 63u] + (_299 << 2u);
                    _6 = _308;
                    uint _309 = _278 + 1u;
                    _8 = _309;
                    _9 = _308;
                    if (_309 < 2u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_8_exit = 1u;
                        break;
                    }
                }
                bool _76_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_8_exit)
                {
                    case 0u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _279;
                        _76_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_76_ladder_break)
                {
                    break;
                }
                if ((_6 % 5u) == 0u)
                {
                    uint _12 = 0u;
                    uint _13 = t0.words[(_6 + 33u) & 63u] + (_6 << 2u);
                    uint _27;
                    uint _332;
                    uint _333;
                    for (;;)
                    {
                        _332 = _12;
                        _333 = _13;
                        _27 = _333;
                        if ((_333 & 3u) == 2u)
                        {
                            break;
                        }
                        else
                        {
                            uint _16 = _333;
                            switch (_333 % 5u)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_2_join = 22u;
                                    break;
                                }
                                case 1u:
                                {
                                    uint _375 = t0.words[(_333 + 46u) & 63u] + (_333 * 7u);
                                    _16 = _375;
                                    if (((t0.words[(_375 + 50u) & 63u] ^ 225u) % 3u) == 1u)
                                    {
                                        uint _390 = t0.words[(_375 + 60u) & 63u] + (_375 * 3u);
                                        _16 = (_390 * 7u) + t0.words[(_390 + 3u) & 63u];
                                        _RESERVED_IDENTIFIER_FIXUP_2_join = 22u;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_2_join = 22u;
                                    }
                                    break;
                                }
                                case 2u:
                                {
                                    _16 = t0.words[(_333 + 50u) & 63u] + (_333 << 3u);
                                    _RESERVED_IDENTIFIER_FIXUP_2_join = 22u;
                                    break;
                                }
                                case 3u:
                                {
                                    uint _342 = t0.words[(_333 + 53u) & 63u] + _333;
                                    switch (_342 & 3u)
                                    {
                                        case 0u:
                                        {
                                            _26 = _342;
                                            _16 = _342;
                                            if (((_342 ^ 883u) % 6u) == 0u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_2_join = 46u;
                                            }
                                            else
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_2_join = 22u;
                                            }
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _16 = t0.words[(_342 + 59u) & 63u] + (_342 << 3u);
                                            _RESERVED_IDENTIFIER_FIXUP_2_join = 22u;
                                            break;
                                        }
                                        default:
                                        {
                                            _16 = t0.words[(_342 + 30u) & 63u] + (_342 << 3u);
                                            _RESERVED_IDENTIFIER_FIXUP_2_join = 22u;
                                            break;
                                        }
                                    }
                                    break;
                                }
                                default:
                                {
                                    uint _14 = 0u;
                                    uint _15 = _333;
                                    uint _405;
                                    for (;;)
                                    {
                                        uint _397 = _14;
                                        uint _398 = _15;
                                        _405 = t0.words[(_398 + 23u) & 63u] + (_398 * 7u);
                                        uint _406 = _397 + 1u;
                                        _14 = _406;
                                        _15 = _405;
                                        if (_406 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _16 = _405;
                                    _RESERVED_IDENTIFIER_FIXUP_2_join = 22u;
                                    break;
                                }
                            }
                            switch (_RESERVED_IDENTIFIER_FIXUP_2_join)
                            {
                                case 22u:
                                {
                                    uint _17 = 0u;
                                    uint _18 = _16;
                                    uint _572;
                                    for (;;)
                                    {
                                        uint _410 = _17;
                                        uint _25 = _18;
                                        if (!(((t0.words[(_18 + 37u) & 63u] ^ 899u) % 5u) == 0u))
                                        {
                                            switch (_18 % 5u)
                                            {
                                                case 0u:
                                                {
                                                    _21 = _18;
                                                    if (((_212 ^ 778u) % 3u) == 0u)
                                                    {
                                                        _RESERVED_IDENTIFIER_FIXUP_43_loop_join = 38u;
                                                    }
                                                    else
                                                    {
                                                        _21 = t0.words[(_18 + 12u) & 63u] + (_18 * 7u);
                                                        _RESERVED_IDENTIFIER_FIXUP_43_loop_join = 38u;
                                                    }
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _19 = _18;
                                                    if (((_212 ^ 164u) % 5u) == 0u)
                                                    {
                                                        uint _467 = t0.words[(_18 + 14u) & 63u] + (_18 << 2u);
                                                        uint _474 = (_467 * 6u) + t0.words[(_467 + 9u) & 63u];
                                                        _19 = (_474 * 3u) + t0.words[(_474 + 8u) & 63u];
                                                    }
                                                    _21 = t0.words[(_19 + 9u) & 63u] + _19;
                                                    _RESERVED_IDENTIFIER_FIXUP_43_loop_join = 38u;
                                                    break;
                                                }
                                                case 2u:
                                                {
                                                    _25 = _18;
                                                    if (((_18 ^ 370u) % 5u) == 1u)
                                                    {
                                                        _RESERVED_IDENTIFIER_FIXUP_43_loop_join = 44u;
                                                    }
                                                    else
                                                    {
                                                        _21 = t0.words[(_18 + 1u) & 63u] + _18;
                                                        _RESERVED_IDENTIFIER_FIXUP_43_loop_join = 38u;
                                                    }
                                                    break;
                                                }
                                                case 3u:
                                                {
                                                    if (((_212 ^ 48u) % 6u) == 0u)
                                                    {
                                                        _20 = t0.words[(_18 + 27u) & 63u] + (_18 * 7u);
                                                    }
                                                    else
                                                    {
                                                        _20 = t0.words[(_18 + 57u) & 63u] + _18;
                                                    }
                                                    _21 = t0.words[(_20 + 61u) & 63u] + (_20 * 5u);
                                                    _RESERVED_IDENTIFIER_FIXUP_43_loop_join = 38u;
                                                    break;
                                                }
                                                default:
                                                {
                                                    _21 = _18;
                                                    if (((_212 ^ 197u) % 6u) == 1u)
                                                    {
                                                        uint _507 = t0.words[(_18 + 1u) & 63u] + (_18 * 7u);
                                                        uint _513 = (_507 << 1u) + t0.words[(_507 + 61u) & 63u];
                                                        _21 = _513 + t0.words[(_513 + 12u) & 63u];
                                                        _RESERVED_IDENTIFIER_FIXUP_43_loop_join = 38u;
                                                    }
                                                    else
                                                    {
                                                        _RESERVED_IDENTIFIER_FIXUP_43_loop_join = 38u;
                                                    }
                                                    break;
                                                }
                                            }
                                            switch (_RESERVED_IDENTIFIER_FIXUP_43_loop_join)
                                            {
                                                case 38u:
                                                {
                                                    uint _22 = 0u;
                                                    uint _23 = t0.words[(_21 + 39u) & 63u] + _21;
                                                    uint _569;
                                                    for (;;)
                                                    {
                                                        uint _527 = _22;
                                                        uint _535 = t0.words[(_23 + 19u) & 63u] + (_23 << 2u);
                                                        uint _541 = (_535 << 2u) + t0.words[(_535 + 12u) & 63u];
                                                        uint _547 = (_541 << 1u) + t0.words[(_541 + 26u) & 63u];
                                                        if ((_547 & 1u) == 0u)
                                                        {
                                                            _24 = t0.words[(_547 + 18u) & 63u] + _547;
                                                        }
                                                        else
                                                        {
                                                            uint _556 = t0.words[(_547 + 11u) & 63u] + (_547 << 3u);
                                                            _24 = (_556 << 2u) + t0.words[(_556 + 9u) & 63u];
                                                        }
                                                        _569 = _24;
                                                        uint _570 = _527 + 1u;
                                                        _22 = _570;
                                                        _23 = _569;
                                                        if (_570 == 2u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _25 = _569;
                                                    break;
                                                }
                                                default:
                                                {
                                                    break;
                                                }
                                            }
                                        }
                                        _572 = _25;
                                        uint _573 = _410 + 1u;
                                        _17 = _573;
                                        _18 = _572;
                                        if (_573 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _26 = _572;
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            uint _576 = _332 + 1u;
                            _12 = _576;
                            _13 = _26;
                            _27 = _26;
                            if (_576 < 4u)
                            {
                                continue;
                            }
                            else
                            {
                                break;
                            }
                        }
                    }
                    _28 = _27;
                }
                else
                {
                    _28 = t0.words[(_6 + 49u) & 63u] + (_6 << 1u);
                }
                _31 = t0.words[(_28 + 49u) & 63u] + _28;
            }
            else
            {
                uint _235 = t0.words[(gl_GlobalInvocationID.x + 42u) & 63u];
                uint _236 = _235 + (gl_GlobalInvocationID.x << 1u);
                _31 = _236;
                if ((t0.words[(_236 + 26u) & 63u] & 3u) == 3u)
                {
                    if (((_236 ^ 614u) % 3u) == 1u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _236;
                        break;
                    }
                    uint _29 = 0u;
                    uint _30 = _236;
                    uint _263;
                    for (;;)
                    {
                        uint _248 = _29;
                        uint _249 = _30;
                        uint _256 = t0.words[(_249 + 7u) & 63u] + (_249 << 3u);
                        _263 = (_256 * 3u) + t0.words[(_256 + 22u) & 63u];
                        uint _264 = _248 + 1u;
                        _29 = _264;
                        _30 = _263;
                        if (_264 == 2u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _31 = t0.words[(_263 + 35u) & 63u] + (_263 * 3u);
                }
            }
            _32 = t0.words[(_31 + 30u) & 63u] + (_31 << 1u);
        }
        if ((_32 & 3u) == 2u)
        {
            u0.words[gl_GlobalInvocationID.x] = _32;
            break;
        }
        uint _601 = t0.words[(_32 + 46u) & 63u] + (_32 << 2u);
        uint _608 = (_601 * 5u) + t0.words[(_601 + 20u) & 63u];
        uint _609 = _608 % 3u;
        if (_609 == 0u)
        {
            uint _33 = 0u;
            uint _34 = _608;
            uint _786;
            for (;;)
            {
                uint _779 = _33;
                uint _780 = _34;
                _786 = t0.words[(_780 + 37u) & 63u] + (_780 << 2u);
                uint _787 = _779 + 1u;
                _33 = _787;
                _34 = _786;
                if (_787 == 3u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            _47 = _786;
        }
        else
        {
            _47 = _608;
            if (((_608 & 3u) == 0u) && (_609 == 1u))
            {
                if (((_212 ^ 385u) % 5u) == 0u)
                {
                    _47 = t0.words[(_608 + 51u) & 63u] + (_608 << 2u);
                }
                else
                {
                    uint _35 = 0u;
                    uint _36 = _608;
                    uint _710;
                    for (;;)
                    {
                        uint _619 = _35;
                        uint _626 = t0.words[(_36 + 37u) & 63u] + (_36 * 7u);
                        uint _41 = _626;
                        if (((_626 ^ 361u) % 6u) == 0u)
                        {
                            uint _37 = 0u;
                            uint _38 = _626;
                            uint _656;
                            for (;;)
                            {
                                uint _631 = _37;
                                uint _632 = _38;
                                uint _638 = t0.words[(_632 + 12u) & 63u] + (_632 * 3u);
                                uint _644 = (_638 << 3u) + t0.words[(_638 + 48u) & 63u];
                                uint _650 = (_644 << 1u) + t0.words[(_644 + 2u) & 63u];
                                _656 = (_650 * 3u) + t0.words[(_650 + 5u) & 63u];
                                uint _657 = _631 + 1u;
                                _37 = _657;
                                _38 = _656;
                                if (_657 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _39 = 0u;
                            uint _40 = _656;
                            uint _674;
                            for (;;)
                            {
                                uint _659 = _39;
                                uint _660 = _40;
                                uint _667 = t0.words[(_660 + 52u) & 63u] + (_660 * 6u);
                                _674 = (_667 * 5u) + t0.words[(_667 + 45u) & 63u];
                                uint _675 = _659 + 1u;
                                _39 = _675;
                                _40 = _674;
                                if (_675 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _41 = _674;
                            if ((_212 & 1u) == 0u)
                            {
                                uint _684 = t0.words[(_674 + 3u) & 63u] + (_674 * 5u);
                                uint _690 = (_684 * 3u) + t0.words[(_684 + 41u) & 63u];
                                _41 = (_690 << 3u) + t0.words[(_690 + 40u) & 63u];
                            }
                        }
                        uint _704 = t0.words[(_41 + 33u) & 63u] + (_41 << 2u);
                        _710 = (_704 * 5u) + t0.words[(_704 + 6u) & 63u];
                        uint _711 = _619 + 1u;
                        _35 = _711;
                        _36 = _710;
                        if (_711 == 4u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _42 = 0u;
                    uint _43 = _710;
                    uint _714;
                    for (;;)
                    {
                        uint _713 = _42;
                        _714 = _43;
                        if ((_212 & 3u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_31_exit = 0u;
                            break;
                        }
                        _7 = t0.words[(_714 + 23u) & 63u] + (_714 * 7u);
                        if (((_212 ^ 170u) % 5u) == 1u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_31_exit = 1u;
                            break;
                        }
                        if (((t0.words[(_7 + 12u) & 63u] ^ 742u) % 6u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_31_exit = 1u;
                            break;
                        }
                        uint _736 = _713 + 1u;
                        _42 = _736;
                        _43 = _7;
                        if (_736 < 2u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_31_exit = 1u;
                            break;
                        }
                    }
                    bool _175_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_31_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _714;
                            _175_ladder_break = true;
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    if (_175_ladder_break)
                    {
                        break;
                    }
                    _47 = _7;
                    if ((_7 & 1u) == 0u)
                    {
                        uint _44 = 0u;
                        uint _45 = _7;
                        uint _769;
                        for (;;)
                        {
                            uint _745 = _44;
                            uint _751 = _45 * 7u;
                            if (((_212 ^ 268u) % 3u) == 0u)
                            {
                                uint _761 = t0.words[(_45 + 61u) & 63u] + _751;
                                _46 = (_761 << 3u) + t0.words[(_761 + 54u) & 63u];
                            }
                            else
                            {
                                _46 = t0.words[(_45 + 40u) & 63u] + _751;
                            }
                            _769 = _46;
                            uint _770 = _745 + 1u;
                            _44 = _770;
                            _45 = _769;
                            if (_770 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _47 = _769;
                    }
                }
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _47;
        break;
    }
}

