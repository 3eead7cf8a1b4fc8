#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _193;

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
    uint _RESERVED_IDENTIFIER_FIXUP_32_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_01_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_35_loop_join = 0u;
    uint _6;
    uint _7;
    uint _8;
    uint _9;
    uint _13;
    uint _24;
    uint _26;
    uint _27;
    uint _28;
    uint _34;
    uint _40;
    for (;;)
    {
        uint _185 = gl_GlobalInvocationID.x & 63u;
        uint _192 = t0.words[_185];
        uint _41 = gl_GlobalInvocationID.x;
        if ((gl_GlobalInvocationID.x & 3u) == 0u)
        {
            if ((gl_GlobalInvocationID.x % 5u) == 0u)
            {
                uint _10 = gl_GlobalInvocationID.x;
                if (((gl_GlobalInvocationID.x ^ 759u) % 6u) == 0u)
                {
                    switch (gl_GlobalInvocationID.x % 3u)
                    {
                        case 0u:
                        {
                            _9 = gl_GlobalInvocationID.x;
                            if (((gl_GlobalInvocationID.x ^ 698u) % 6u) == 0u)
                            {
                                if (((gl_GlobalInvocationID.x ^ 936u) % 5u) == 1u)
                                {
                                    uint _256 = t0.words[(gl_GlobalInvocationID.x + 11u) & 63u] + (gl_GlobalInvocationID.x * 6u);
                                    uint _262 = t0.words[(_256 + 10u) & 63u] + _256;
                                    _8 = (_262 << 1u) + t0.words[(_262 + 13u) & 63u];
                                }
                                else
                                {
                                    uint _243 = t0.words[(gl_GlobalInvocationID.x + 47u) & 63u] + gl_GlobalInvocationID.x;
                                    _8 = (_243 * 5u) + t0.words[(_243 + 23u) & 63u];
                                }
                                _9 = t0.words[(_8 + 29u) & 63u] + (_8 << 1u);
                            }
                            break;
                        }
                        case 1u:
                        {
                            uint _222 = t0.words[(gl_GlobalInvocationID.x + 23u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                            _9 = t0.words[(_222 + 38u) & 63u] + (_222 * 6u);
                            break;
                        }
                        default:
                        {
                            uint _283 = t0.words[(gl_GlobalInvocationID.x + 8u) & 63u] + gl_GlobalInvocationID.x;
                            _9 = (_283 * 3u) + t0.words[(_283 + 16u) & 63u];
                            break;
                        }
                    }
                    uint _298 = t0.words[(_9 + 18u) & 63u] + (_9 << 2u);
                    _10 = (_298 * 5u) + t0.words[(_298 + 42u) & 63u];
                }
                _13 = _10;
                if ((t0.words[(_10 + 32u) & 63u] & 3u) == 0u)
                {
                    uint _319 = t0.words[(_10 + 25u) & 63u];
                    uint _320 = _319 + (_10 * 6u);
                    bool _64_ladder_break = false;
                    switch (_320 & 3u)
                    {
                        case 0u:
                        {
                            _13 = t0.words[(_320 + 36u) & 63u] + (_320 * 6u);
                            break;
                        }
                        case 1u:
                        {
                            _13 = _320;
                            if (((_192 & 1u) == 0u) && (((t0.words[(_320 + 57u) & 63u] ^ 663u) % 6u) == 1u))
                            {
                                u0.words[gl_GlobalInvocationID.x] = _320;
                                _64_ladder_break = true;
                                break;
                            }
                            break;
                        }
                        default:
                        {
                            if ((_320 % 5u) == 0u)
                            {
                                uint _11 = 0u;
                                uint _12 = _320;
                                uint _361;
                                for (;;)
                                {
                                    uint _354 = _11;
                                    uint _355 = _12;
                                    _361 = t0.words[(_355 + 57u) & 63u] + (_355 * 7u);
                                    uint _362 = _354 + 1u;
                                    _11 = _362;
                                    _12 = _361;
                                    if (_362 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _13 = _361;
                            }
                            else
                            {
                                _13 = t0.words[(_320 + 38u) & 63u] + (_320 << 2u);
                            }
                            break;
                        }
                    }
                    if (_64_ladder_break)
                    {
                        break;
                    }
                }
            }
            else
            {
                _13 = t0.words[(gl_GlobalInvocationID.x + 16u) & 63u] + (gl_GlobalInvocationID.x * 3u);
            }
            if (((_13 ^ 152u) % 6u) == 0u)
            {
                uint _773 = t0.words[(_13 + 3u) & 63u] + (_13 << 1u);
                uint _779 = (_773 * 5u) + t0.words[(_773 + 51u) & 63u];
                if ((_779 & 3u) == 2u)
                {
                    _41 = t0.words[(_779 + 61u) & 63u] + (_779 << 2u);
                }
                else
                {
                    uint _787 = t0.words[(_779 + 8u) & 63u] + (_779 << 1u);
                    uint _14 = 0u;
                    uint _15 = (_787 * 7u) + t0.words[(_787 + 50u) & 63u];
                    uint _813;
                    for (;;)
                    {
                        uint _794 = _14;
                        uint _802 = t0.words[(_15 + 14u) & 63u] + (_15 * 3u);
                        uint _16 = _802;
                        if (((_192 ^ 921u) % 6u) == 1u)
                        {
                            _16 = t0.words[(_802 + 48u) & 63u] + (_802 << 3u);
                        }
                        _813 = _16;
                        uint _814 = _794 + 1u;
                        _14 = _814;
                        _15 = _813;
                        if (_814 == 2u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _41 = _813;
                }
            }
            else
            {
                uint _17 = 0u;
                uint _18 = _13;
                uint _19;
                uint _20;
                uint _369;
                for (;;)
                {
                    _369 = _17;
                    _19 = 0u;
                    _20 = _18;
                    uint _615;
                    for (;;)
                    {
                        uint _371 = _19;
                        uint _379 = t0.words[(_20 + 53u) & 63u] + (_20 << 1u);
                        uint _384 = t0.words[(_379 + 53u) & 63u] + _379;
                        uint _23 = _384;
                        if ((t0.words[(_384 + 52u) & 63u] & 1u) == 0u)
                        {
                            uint _398 = t0.words[(_384 + 37u) & 63u] + (_384 << 1u);
                            _28 = _398;
                            if (((_398 ^ 204u) % 5u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_35_loop_join = 60u;
                            }
                            else
                            {
                                uint _21 = 0u;
                                uint _22 = _398;
                                uint _418;
                                for (;;)
                                {
                                    uint _403 = _21;
                                    uint _404 = _22;
                                    uint _411 = t0.words[(_404 + 50u) & 63u] + (_404 << 1u);
                                    _418 = (_411 * 3u) + t0.words[(_411 + 56u) & 63u];
                                    uint _419 = _403 + 1u;
                                    _21 = _419;
                                    _22 = _418;
                                    if (_419 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _23 = _418;
                                _RESERVED_IDENTIFIER_FIXUP_35_loop_join = 37u;
                            }
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_35_loop_join = 37u;
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_35_loop_join)
                        {
                            case 37u:
                            {
                                switch (_23 & 3u)
                                {
                                    case 0u:
                                    {
                                        uint _25 = _23;
                                        if (((_192 ^ 81u) % 6u) == 0u)
                                        {
                                            if (((_192 ^ 858u) % 3u) == 0u)
                                            {
                                                _24 = t0.words[(_23 + 30u) & 63u] + (_23 << 1u);
                                            }
                                            else
                                            {
                                                uint _496 = t0.words[(_23 + 26u) & 63u] + (_23 * 5u);
                                                uint _503 = (_496 * 3u) + t0.words[(_496 + 48u) & 63u];
                                                _24 = (_503 * 5u) + t0.words[(_503 + 26u) & 63u];
                                            }
                                            _25 = t0.words[(_24 + 31u) & 63u] + (_24 * 7u);
                                        }
                                        _28 = _25;
                                        if ((t0.words[(_25 + 53u) & 63u] & 3u) == 3u)
                                        {
                                            _28 = t0.words[(_25 + 6u) & 63u] + (_25 * 5u);
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _430 = t0.words[(_23 + 32u) & 63u] + (_23 * 5u);
                                        uint _433 = (_430 + 35u) & 63u;
                                        _28 = _430;
                                        if ((t0.words[_433] & 3u) == 1u)
                                        {
                                            _28 = _430;
                                            if (!(((_430 ^ 716u) % 5u) == 1u))
                                            {
                                                if (((_192 ^ 974u) % 5u) == 1u)
                                                {
                                                    uint _467 = t0.words[(_430 + 54u) & 63u] + (_430 << 3u);
                                                    _26 = (_467 << 3u) + t0.words[(_467 + 9u) & 63u];
                                                }
                                                else
                                                {
                                                    uint _447 = (_430 * 6u) + t0.words[_433];
                                                    uint _453 = t0.words[(_447 + 18u) & 63u] + (_447 * 6u);
                                                    _26 = (_453 * 6u) + t0.words[(_453 + 62u) & 63u];
                                                }
                                                _28 = t0.words[(_26 + 63u) & 63u] + (_26 * 6u);
                                            }
                                        }
                                        break;
                                    }
                                    default:
                                    {
                                        if (((_23 ^ 415u) % 5u) == 1u)
                                        {
                                            _28 = _23;
                                            if (!(((_192 ^ 301u) % 6u) == 1u))
                                            {
                                                uint _603 = t0.words[(_23 + 11u) & 63u] + (_23 << 1u);
                                                _28 = _603;
                                                if (((_603 ^ 243u) % 5u) == 0u)
                                                {
                                                    _28 = t0.words[(_603 + 27u) & 63u] + (_603 << 2u);
                                                }
                                            }
                                        }
                                        else
                                        {
                                            if (((t0.words[(_23 + 24u) & 63u] ^ 416u) % 6u) == 1u)
                                            {
                                                uint _562 = t0.words[(_23 + 56u) & 63u] + (_23 << 3u);
                                                uint _569 = (_562 * 3u) + t0.words[(_562 + 44u) & 63u];
                                                _27 = (_569 * 7u) + t0.words[(_569 + 31u) & 63u];
                                            }
                                            else
                                            {
                                                _27 = t0.words[(_23 + 57u) & 63u] + (_23 * 6u);
                                            }
                                            _28 = _27;
                                            if (((_27 ^ 579u) % 6u) == 1u)
                                            {
                                                uint _587 = t0.words[(_27 + 22u) & 63u] + (_27 * 6u);
                                                _28 = (_587 * 3u) + t0.words[(_587 + 47u) & 63u];
                                            }
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
                        _615 = _28;
                        uint _616 = _371 + 1u;
                        _19 = _616;
                        _20 = _615;
                        if (_616 == 2u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _29 = _615;
                    if ((t0.words[(_615 + 53u) & 63u] & 1u) == 0u)
                    {
                        uint _629 = t0.words[(_615 + 23u) & 63u] + (_615 << 2u);
                        _40 = _629;
                        _29 = _629;
                        if (((_629 ^ 375u) % 5u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_32_exit = 0u;
                            break;
                        }
                    }
                    uint _30 = 0u;
                    uint _31 = _29;
                    for (;;)
                    {
                        uint _635 = _30;
                        uint _642 = t0.words[(_31 + 10u) & 63u] + (_31 << 2u);
                        uint _38 = _642;
                        if ((_642 & 1u) == 0u)
                        {
                            uint _35 = _642;
                            if ((_642 & 3u) == 1u)
                            {
                                uint _32 = 0u;
                                uint _33 = _642;
                                uint _673;
                                for (;;)
                                {
                                    uint _647 = _32;
                                    uint _648 = _33;
                                    uint _654 = t0.words[(_648 + 63u) & 63u] + (_648 << 3u);
                                    uint _661 = (_654 * 6u) + t0.words[(_654 + 45u) & 63u];
                                    uint _667 = (_661 << 2u) + t0.words[(_661 + 37u) & 63u];
                                    _673 = (_667 * 7u) + t0.words[(_667 + 3u) & 63u];
                                    uint _674 = _647 + 1u;
                                    _32 = _674;
                                    _33 = _673;
                                    if (_674 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                if (((_673 ^ 310u) % 3u) == 0u)
                                {
                                    uint _693 = t0.words[(_673 + 55u) & 63u] + (_673 * 7u);
                                    _34 = (_693 * 5u) + t0.words[(_693 + 35u) & 63u];
                                }
                                else
                                {
                                    _34 = t0.words[(_673 + 59u) & 63u] + _673;
                                }
                                _6 = _34;
                                _35 = _34;
                                if (((t0.words[(_34 + 51u) & 63u] ^ 953u) % 3u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_01_exit = 0u;
                                    break;
                                }
                            }
                            uint _716 = t0.words[(_35 + 5u) & 63u] + (_35 * 7u);
                            if ((_716 % 3u) == 0u)
                            {
                                _38 = t0.words[(_716 + 19u) & 63u] + (_716 * 7u);
                            }
                            else
                            {
                                uint _36 = _716;
                                uint _37 = 0u;
                                uint _725;
                                for (;;)
                                {
                                    uint _719 = _36;
                                    uint _720 = _37;
                                    _725 = t0.words[(_719 + 37u) & 63u] + _719;
                                    uint _726 = _720 + 1u;
                                    _36 = _725;
                                    _37 = _726;
                                    if (_726 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _38 = _725;
                            }
                        }
                        uint _39 = _38;
                        if (((t0.words[(_38 + 12u) & 63u] ^ 240u) % 3u) == 1u)
                        {
                            uint _750 = t0.words[(_38 + 48u) & 63u] + (_38 * 6u);
                            _39 = (_750 << 3u) + t0.words[(_750 + 11u) & 63u];
                        }
                        _7 = _39;
                        uint _758 = _635 + 1u;
                        _30 = _758;
                        _31 = _39;
                        if (_758 < 3u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_01_exit = 1u;
                            break;
                        }
                    }
                    bool _154_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_01_exit)
                    {
                        case 0u:
                        {
                            _RESERVED_IDENTIFIER_FIXUP_32_exit = 1u;
                            _154_ladder_break = true;
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    if (_154_ladder_break)
                    {
                        break;
                    }
                    uint _761 = _369 + 1u;
                    _17 = _761;
                    _18 = _7;
                    _40 = _7;
                    if (_761 < 5u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_32_exit = 0u;
                        break;
                    }
                }
                bool _161_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_32_exit)
                {
                    case 0u:
                    {
                        break;
                    }
                    default:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _6;
                        _161_ladder_break = true;
                        break;
                    }
                }
                if (_161_ladder_break)
                {
                    break;
                }
                _41 = _40;
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _41;
        break;
    }
}

