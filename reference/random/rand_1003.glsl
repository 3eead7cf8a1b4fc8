#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _214;

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
    uint _RESERVED_IDENTIFIER_FIXUP_7_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_65_exit = 0u;
    uint _6;
    uint _9;
    uint _10;
    uint _11;
    uint _16;
    uint _27;
    uint _28;
    uint _29;
    uint _30;
    uint _31;
    uint _45;
    for (;;)
    {
        uint _206 = gl_GlobalInvocationID.x & 63u;
        uint _213 = t0.words[_206];
        uint _217 = _213 & 3u;
        uint _17 = gl_GlobalInvocationID.x;
        if (_217 == 1u)
        {
            uint _225 = t0.words[(gl_GlobalInvocationID.x + 57u) & 63u];
            uint _226 = _225 + (gl_GlobalInvocationID.x << 3u);
            if (((_213 ^ 235u) % 6u) == 0u)
            {
                uint _268 = t0.words[(_226 + 8u) & 63u] + (_226 * 6u);
                if ((_268 & 1u) == 0u)
                {
                    _17 = t0.words[(_268 + 32u) & 63u] + (_268 * 6u);
                }
                else
                {
                    uint _15 = _268;
                    if (((_268 ^ 216u) % 5u) == 1u)
                    {
                        if ((_268 % 5u) == 0u)
                        {
                            uint _7 = 0u;
                            uint _8 = _268;
                            uint _332;
                            for (;;)
                            {
                                uint _284 = _7;
                                uint _291 = t0.words[(_8 + 17u) & 63u] + _8;
                                if ((_291 & 3u) == 3u)
                                {
                                    _9 = t0.words[(_291 + 49u) & 63u] + (_291 << 2u);
                                }
                                else
                                {
                                    uint _300 = t0.words[(_291 + 32u) & 63u] + (_291 * 3u);
                                    _9 = (_300 * 7u) + t0.words[(_300 + 54u) & 63u];
                                }
                                if ((_9 % 3u) == 0u)
                                {
                                    _10 = t0.words[(_9 + 23u) & 63u] + (_9 * 5u);
                                }
                                else
                                {
                                    _10 = t0.words[(_9 + 48u) & 63u] + _9;
                                }
                                _332 = _10;
                                uint _333 = _284 + 1u;
                                _7 = _333;
                                _8 = _332;
                                if (_333 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _11 = _332;
                        }
                        else
                        {
                            _11 = t0.words[(_268 + 57u) & 63u] + (_268 * 6u);
                        }
                        uint _12 = 0u;
                        uint _13 = _11;
                        uint _359;
                        for (;;)
                        {
                            uint _336 = _12;
                            uint _14 = _13;
                            if (((t0.words[(_13 + 30u) & 63u] ^ 65u) % 5u) == 1u)
                            {
                                _14 = t0.words[(_13 + 23u) & 63u] + (_13 * 7u);
                            }
                            _359 = t0.words[(_14 + 13u) & 63u] + _14;
                            if (((t0.words[(_359 + 23u) & 63u] ^ 171u) % 5u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_7_exit = 0u;
                                break;
                            }
                            uint _373 = t0.words[(_359 + 11u) & 63u] + _359;
                            uint _380 = (_373 * 7u) + t0.words[(_373 + 36u) & 63u];
                            _6 = _380;
                            uint _381 = _336 + 1u;
                            _12 = _381;
                            _13 = _380;
                            if (_381 < 3u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_7_exit = 1u;
                                break;
                            }
                        }
                        bool _86_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_7_exit)
                        {
                            case 0u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _359;
                                _86_ladder_break = true;
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_86_ladder_break)
                        {
                            break;
                        }
                        _15 = _6;
                    }
                    _17 = t0.words[(_15 + 60u) & 63u] + (_15 * 3u);
                }
            }
            else
            {
                uint _238 = t0.words[(_226 + 23u) & 63u] + (_226 * 3u);
                if ((_238 % 3u) == 0u)
                {
                    _16 = t0.words[(_238 + 61u) & 63u] + (_238 * 6u);
                }
                else
                {
                    _16 = t0.words[(_238 + 9u) & 63u] + _238;
                }
                _17 = _16;
                if ((_213 & 1u) == 0u)
                {
                    u0.words[gl_GlobalInvocationID.x] = _16;
                    break;
                }
            }
        }
        uint _406 = t0.words[(_17 + 5u) & 63u] + (_17 * 7u);
        uint _18 = 0u;
        uint _19 = t0.words[(_406 + 51u) & 63u] + _406;
        uint _421;
        for (;;)
        {
            uint _413 = _18;
            uint _414 = _19;
            _421 = t0.words[(_414 + 26u) & 63u] + (_414 * 6u);
            uint _422 = _413 + 1u;
            _18 = _422;
            _19 = _421;
            if (_422 == 5u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        uint _20 = _421;
        if (_217 == 2u)
        {
            uint _431 = t0.words[(_421 + 15u) & 63u] + (_421 * 3u);
            uint _436 = t0.words[(_431 + 49u) & 63u] + _431;
            _20 = (_436 << 3u) + t0.words[(_436 + 23u) & 63u];
        }
        uint _21 = _20;
        if (((_213 ^ 400u) % 5u) == 1u)
        {
            uint _453 = t0.words[(_20 + 49u) & 63u] + (_20 << 1u);
            _21 = (_453 << 1u) + t0.words[(_453 + 1u) & 63u];
        }
        uint _47 = _21;
        if (!((_213 & 1u) == 0u))
        {
            _47 = _21;
            bool _102_ladder_break = false;
            switch (_21 % 5u)
            {
                case 0u:
                {
                    if (((_213 ^ 167u) % 3u) == 1u)
                    {
                        uint _22 = 0u;
                        uint _23 = t0.words[(_21 + 35u) & 63u] + (_21 << 3u);
                        uint _869;
                        for (;;)
                        {
                            uint _862 = _22;
                            _869 = t0.words[(_23 + 24u) & 63u] + (_23 * 7u);
                            if ((_869 & 1u) == 0u)
                            {
                                _28 = _869;
                                if (((_869 ^ 621u) % 5u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_65_exit = 1u;
                                    break;
                                }
                                uint _24 = 0u;
                                uint _25 = _869;
                                uint _913;
                                for (;;)
                                {
                                    uint _880 = _24;
                                    uint _887 = t0.words[(_25 + 21u) & 63u] + (_25 * 6u);
                                    uint _893 = (_887 * 7u) + t0.words[(_887 + 12u) & 63u];
                                    uint _26 = _893;
                                    if (((t0.words[(_893 + 32u) & 63u] ^ 346u) % 5u) == 1u)
                                    {
                                        uint _906 = t0.words[(_893 + 54u) & 63u] + _893;
                                        _26 = (_906 * 5u) + t0.words[(_906 + 26u) & 63u];
                                    }
                                    _913 = _26;
                                    uint _914 = _880 + 1u;
                                    _24 = _914;
                                    _25 = _913;
                                    if (_914 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _27 = t0.words[(_913 + 52u) & 63u] + (_913 << 3u);
                            }
                            else
                            {
                                _27 = _869;
                                if (((_213 ^ 324u) % 6u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_65_exit = 0u;
                                    break;
                                }
                            }
                            uint _928 = t0.words[(_27 + 32u) & 63u] + (_27 * 7u);
                            uint _933 = t0.words[(_928 + 23u) & 63u] + _928;
                            uint _934 = _862 + 1u;
                            _22 = _934;
                            _23 = _933;
                            _28 = _933;
                            if (_934 < 3u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_65_exit = 1u;
                                break;
                            }
                        }
                        bool _190_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_65_exit)
                        {
                            case 0u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _869;
                                _190_ladder_break = true;
                                _102_ladder_break = true;
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_190_ladder_break)
                        {
                            break;
                        }
                        _29 = _28;
                    }
                    else
                    {
                        uint _848 = t0.words[(_21 + 2u) & 63u] + (_21 << 2u);
                        _29 = (_848 * 6u) + t0.words[(_848 + 45u) & 63u];
                    }
                    _47 = t0.words[(_29 + 12u) & 63u] + (_29 * 7u);
                    break;
                }
                case 1u:
                {
                    uint _469 = t0.words[(_21 + 2u) & 63u] + (_21 << 3u);
                    _47 = _469;
                    bool _103_ladder_break = false;
                    switch (_469 % 5u)
                    {
                        case 0u:
                        {
                            _47 = t0.words[(_469 + 62u) & 63u] + (_469 * 5u);
                            break;
                        }
                        case 1u:
                        {
                            uint _32 = _469;
                            if ((t0.words[(_469 + 62u) & 63u] & 3u) == 3u)
                            {
                                if ((_469 % 3u) == 0u)
                                {
                                    if ((_469 & 3u) == 0u)
                                    {
                                        if (((_469 ^ 511u) % 5u) == 1u)
                                        {
                                            _30 = t0.words[(_469 + 34u) & 63u] + _469;
                                        }
                                        else
                                        {
                                            uint _563 = t0.words[(_469 + 59u) & 63u] + (_469 << 1u);
                                            _30 = (_563 * 6u) + t0.words[(_563 + 47u) & 63u];
                                        }
                                    }
                                    else
                                    {
                                        _30 = _469;
                                        if (((_213 ^ 903u) % 3u) == 1u)
                                        {
                                            uint _546 = t0.words[(_469 + 45u) & 63u] + _469;
                                            _30 = t0.words[(_546 + 56u) & 63u] + _546;
                                        }
                                    }
                                }
                                else
                                {
                                    if (((t0.words[(_469 + 4u) & 63u] ^ 525u) % 6u) == 0u)
                                    {
                                        uint _509 = t0.words[(_469 + 50u) & 63u] + (_469 * 3u);
                                        uint _516 = (_509 * 7u) + t0.words[(_509 + 25u) & 63u];
                                        _30 = _516;
                                        if (!((t0.words[(_516 + 16u) & 63u] & 1u) == 0u))
                                        {
                                            uint _528 = t0.words[(_516 + 3u) & 63u] + _516;
                                            _30 = (_528 << 1u) + t0.words[(_528 + 62u) & 63u];
                                        }
                                    }
                                    else
                                    {
                                        uint _495 = t0.words[(_469 + 43u) & 63u] + (_469 * 6u);
                                        _30 = t0.words[(_495 + 21u) & 63u] + (_495 * 7u);
                                    }
                                }
                                switch (_30 & 3u)
                                {
                                    case 0u:
                                    {
                                        _31 = t0.words[(_30 + 1u) & 63u] + (_30 << 1u);
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _590 = t0.words[(_30 + 60u) & 63u] + (_30 * 5u);
                                        _31 = (_590 * 5u) + t0.words[(_590 + 9u) & 63u];
                                        break;
                                    }
                                    case 2u:
                                    {
                                        _31 = t0.words[(_30 + 23u) & 63u] + (_30 * 5u);
                                        break;
                                    }
                                    default:
                                    {
                                        uint _609 = t0.words[(_30 + 52u) & 63u] + (_30 * 6u);
                                        uint _616 = (_609 * 7u) + t0.words[(_609 + 41u) & 63u];
                                        _31 = (_616 << 1u) + t0.words[(_616 + 60u) & 63u];
                                        break;
                                    }
                                }
                                _32 = t0.words[(_31 + 44u) & 63u] + (_31 << 1u);
                            }
                            bool _127_ladder_break = false;
                            switch (_32 % 5u)
                            {
                                case 0u:
                                {
                                    uint _33 = 0u;
                                    uint _34 = _32;
                                    uint _823;
                                    for (;;)
                                    {
                                        uint _797 = _33;
                                        uint _798 = _34;
                                        uint _805 = t0.words[(_798 + 24u) & 63u] + (_798 * 6u);
                                        uint _811 = (_805 * 5u) + t0.words[(_805 + 40u) & 63u];
                                        uint _817 = (_811 * 3u) + t0.words[(_811 + 16u) & 63u];
                                        _823 = (_817 * 3u) + t0.words[(_817 + 3u) & 63u];
                                        uint _824 = _797 + 1u;
                                        _33 = _824;
                                        _34 = _823;
                                        if (_824 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _47 = _823;
                                    break;
                                }
                                case 1u:
                                {
                                    uint _644 = t0.words[(_32 + 33u) & 63u];
                                    uint _645 = _644 + (_32 * 5u);
                                    bool _129_ladder_break = false;
                                    switch (_645 & 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _35 = 0u;
                                            uint _36 = _645;
                                            uint _786;
                                            uint _37;
                                            uint _38;
                                            uint _731;
                                            for (;;)
                                            {
                                                _731 = _35;
                                                _37 = 0u;
                                                _38 = _36;
                                                uint _745;
                                                for (;;)
                                                {
                                                    uint _733 = _37;
                                                    uint _734 = _38;
                                                    uint _739 = t0.words[(_734 + 61u) & 63u] + _734;
                                                    _745 = (_739 * 6u) + t0.words[(_739 + 9u) & 63u];
                                                    uint _746 = _733 + 1u;
                                                    _37 = _746;
                                                    _38 = _745;
                                                    if (_746 == 2u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                uint _39 = _745;
                                                if ((t0.words[(_745 + 40u) & 63u] & 3u) == 0u)
                                                {
                                                    uint _760 = t0.words[(_745 + 31u) & 63u] + (_745 * 5u);
                                                    _39 = (_760 * 5u) + t0.words[(_760 + 40u) & 63u];
                                                }
                                                uint _40 = 0u;
                                                uint _41 = _39;
                                                for (;;)
                                                {
                                                    uint _768 = _40;
                                                    uint _775 = t0.words[(_41 + 47u) & 63u] + (_41 * 5u);
                                                    uint _781 = (_775 << 3u) + t0.words[(_775 + 40u) & 63u];
                                                    _786 = _781 + t0.words[(_781 + 13u) & 63u];
                                                    uint _787 = _768 + 1u;
                                                    _40 = _787;
                                                    _41 = _786;
                                                    if (_787 == 3u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                uint _789 = _731 + 1u;
                                                _35 = _789;
                                                _36 = _786;
                                                if (_789 == 3u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _47 = _786;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _42 = _645;
                                            uint _43 = 0u;
                                            uint _46;
                                            uint _700;
                                            uint _701;
                                            for (;;)
                                            {
                                                _700 = _42;
                                                _701 = _43;
                                                _46 = _700;
                                                if (((t0.words[(_700 + 40u) & 63u] ^ 829u) % 3u) == 1u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    uint _44 = _700;
                                                    if (!(((t0.words[(_700 + 33u) & 63u] ^ 892u) % 3u) == 0u))
                                                    {
                                                        uint _724 = t0.words[(_700 + 51u) & 63u] + (_700 << 1u);
                                                        _46 = _724;
                                                        _44 = _724;
                                                        if ((_724 & 3u) == 0u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                        }
                                                    }
                                                    uint _728 = _701 + 1u;
                                                    _42 = _44;
                                                    _43 = _728;
                                                    _46 = _44;
                                                    if (_728 < 4u)
                                                    {
                                                        continue;
                                                    }
                                                    else
                                                    {
                                                        break;
                                                    }
                                                }
                                            }
                                            _47 = _46;
                                            break;
                                        }
                                        case 2u:
                                        {
                                            if (((_213 ^ 547u) % 3u) == 0u)
                                            {
                                                u0.words[gl_GlobalInvocationID.x] = _645;
                                                _129_ladder_break = true;
                                                _127_ladder_break = true;
                                                _103_ladder_break = true;
                                                _102_ladder_break = true;
                                                break;
                                            }
                                            if (((t0.words[(_645 + 30u) & 63u] ^ 790u) % 5u) == 0u)
                                            {
                                                switch (_645 % 5u)
                                                {
                                                    case 0u:
                                                    {
                                                        uint _678 = t0.words[(_645 + 58u) & 63u] + (_645 * 5u);
                                                        _45 = (_678 * 3u) + t0.words[(_678 + 28u) & 63u];
                                                        break;
                                                    }
                                                    case 1u:
                                                    {
                                                        _45 = t0.words[(_645 + 48u) & 63u] + (_645 * 5u);
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        _45 = t0.words[(_645 + 59u) & 63u] + (_645 << 2u);
                                                        break;
                                                    }
                                                }
                                                _47 = t0.words[(_45 + 34u) & 63u] + (_45 * 5u);
                                            }
                                            else
                                            {
                                                _47 = t0.words[(_645 + 16u) & 63u] + (_645 << 1u);
                                            }
                                            break;
                                        }
                                        default:
                                        {
                                            _47 = t0.words[(_645 + 52u) & 63u] + (_645 * 3u);
                                            break;
                                        }
                                    }
                                    if (_129_ladder_break)
                                    {
                                        break;
                                    }
                                    break;
                                }
                                case 2u:
                                {
                                    _47 = t0.words[(_32 + 30u) & 63u] + (_32 * 5u);
                                    break;
                                }
                                default:
                                {
                                    _47 = t0.words[(_32 + 12u) & 63u] + (_32 << 3u);
                                    break;
                                }
                            }
                            if (_127_ladder_break)
                            {
                                break;
                            }
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    if (_103_ladder_break)
                    {
                        break;
                    }
                    break;
                }
                default:
                {
                    break;
                }
            }
            if (_102_ladder_break)
            {
                break;
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _47;
        break;
    }
}

