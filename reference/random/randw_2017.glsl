#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _240;

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
    uint _RESERVED_IDENTIFIER_FIXUP_78_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_70_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_78_loop_join = 0u;
    uint _6;
    uint _7;
    uint _12;
    uint _13;
    uint _15;
    uint _16;
    uint _19;
    uint _20;
    uint _22;
    uint _28;
    uint _29;
    uint _43;
    uint _44;
    uint _46;
    uint _47;
    uint _48;
    for (;;)
    {
        uint _232 = gl_GlobalInvocationID.x & 63u;
        uint _239 = t0.words[_232];
        uint _248 = t0.words[(gl_GlobalInvocationID.x + 41u) & 63u];
        uint _249 = _248 + (gl_GlobalInvocationID.x * 6u);
        uint _253 = subgroupAdd(_249 & 255u);
        uint _254 = _249 + _253;
        uint _260 = t0.words[(_254 + 58u) & 63u];
        uint _261 = _260 + (_254 << 1u);
        if (((_239 ^ 251u) % 5u) == 1u)
        {
            _20 = t0.words[(_261 + 31u) & 63u] + (_261 * 7u);
        }
        else
        {
            if ((_261 % 3u) == 0u)
            {
                _20 = t0.words[(_261 + 49u) & 63u] + (_261 << 2u);
            }
            else
            {
                if (((_261 ^ 833u) % 5u) == 0u)
                {
                    uint _291 = t0.words[(_261 + 28u) & 63u];
                    uint _292 = _291 + (_261 * 5u);
                    bool _62_ladder_break = false;
                    switch (_292 % 5u)
                    {
                        case 0u:
                        {
                            uint _8 = 0u;
                            uint _9 = _292;
                            uint _573;
                            for (;;)
                            {
                                uint _566 = _8;
                                uint _567 = _9;
                                _573 = t0.words[(_567 + 6u) & 63u] + (_567 * 3u);
                                uint _574 = _566 + 1u;
                                _8 = _574;
                                _9 = _573;
                                if (_574 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _19 = t0.words[(_573 + 24u) & 63u] + (_573 << 2u);
                            break;
                        }
                        case 1u:
                        {
                            uint _14 = _292;
                            if ((_239 & 3u) == 1u)
                            {
                                uint _345 = t0.words[(_292 + 8u) & 63u] + (_292 * 5u);
                                if (((t0.words[(_345 + 25u) & 63u] ^ 390u) % 3u) == 0u)
                                {
                                    uint _10 = 0u;
                                    uint _11 = subgroupAdd(_345 & 255u) + _345;
                                    uint _436;
                                    for (;;)
                                    {
                                        uint _421 = _10;
                                        uint _422 = _11;
                                        uint _429 = t0.words[(_422 + 19u) & 63u] + (_422 * 6u);
                                        _436 = (_429 << 1u) + t0.words[(_429 + 32u) & 63u];
                                        uint _437 = _421 + 1u;
                                        _10 = _437;
                                        _11 = _436;
                                        if (_437 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    if (((_436 ^ 80u) % 6u) == 0u)
                                    {
                                        uint _456 = t0.words[(_436 + 4u) & 63u] + (_436 * 3u);
                                        uint _462 = (_456 * 7u) + t0.words[(_456 + 18u) & 63u];
                                        _13 = (_462 * 6u) + t0.words[(_462 + 41u) & 63u];
                                    }
                                    else
                                    {
                                        _13 = t0.words[(_436 + 47u) & 63u] + (_436 << 3u);
                                    }
                                }
                                else
                                {
                                    if (((_239 ^ 933u) % 6u) == 1u)
                                    {
                                        uint _372 = t0.words[(_345 + 10u) & 63u] + (_345 * 3u);
                                        _12 = (_372 * 5u) + t0.words[(_372 + 50u) & 63u];
                                    }
                                    else
                                    {
                                        _12 = t0.words[(_345 + 61u) & 63u] + (_345 * 5u);
                                    }
                                    uint _381 = _12 & 3u;
                                    if (_381 == 1u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _12;
                                        _62_ladder_break = true;
                                        break;
                                    }
                                    switch (_381)
                                    {
                                        case 0u:
                                        {
                                            uint _403 = t0.words[(_12 + 31u) & 63u] + (_12 * 5u);
                                            _13 = (_403 * 3u) + t0.words[(_403 + 21u) & 63u];
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _389 = t0.words[(_12 + 57u) & 63u] + (_12 << 1u);
                                            _13 = (_389 * 3u) + t0.words[(_389 + 45u) & 63u];
                                            break;
                                        }
                                        default:
                                        {
                                            _13 = t0.words[(_12 + 1u) & 63u] + (_12 << 1u);
                                            break;
                                        }
                                    }
                                }
                                _14 = t0.words[(_13 + 34u) & 63u] + (_13 << 2u);
                            }
                            _19 = _14;
                            if (((t0.words[_14 & 63u] ^ 99u) % 3u) == 1u)
                            {
                                _19 = _14;
                                if ((t0.words[(_14 + 25u) & 63u] & 1u) == 0u)
                                {
                                    switch (_14 & 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _517 = t0.words[(_14 + 11u) & 63u] + (_14 << 1u);
                                            _15 = (_517 * 5u) + t0.words[(_517 + 35u) & 63u];
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _504 = t0.words[(_14 + 27u) & 63u] + (_14 * 6u);
                                            _15 = (_504 << 3u) + t0.words[(_504 + 6u) & 63u];
                                            break;
                                        }
                                        case 2u:
                                        {
                                            _15 = t0.words[(_14 + 47u) & 63u] + _14;
                                            break;
                                        }
                                        default:
                                        {
                                            _15 = t0.words[(_14 + 36u) & 63u] + (_14 << 1u);
                                            break;
                                        }
                                    }
                                    if ((_15 & 3u) == 3u)
                                    {
                                        _16 = t0.words[(_15 + 19u) & 63u] + (_15 << 1u);
                                    }
                                    else
                                    {
                                        _16 = t0.words[(_15 + 63u) & 63u] + (_15 << 3u);
                                    }
                                    uint _17 = 0u;
                                    uint _18 = _16;
                                    uint _563;
                                    for (;;)
                                    {
                                        uint _548 = _17;
                                        uint _549 = _18;
                                        uint _556 = t0.words[(_549 + 39u) & 63u] + (_549 * 6u);
                                        _563 = (_556 * 7u) + t0.words[(_556 + 37u) & 63u];
                                        uint _564 = _548 + 1u;
                                        _17 = _564;
                                        _18 = _563;
                                        if (_564 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _19 = _563;
                                }
                            }
                            break;
                        }
                        case 2u:
                        {
                            _19 = _292;
                            if (((t0.words[(_292 + 46u) & 63u] ^ 120u) % 3u) == 0u)
                            {
                                uint _325 = t0.words[(_292 + 60u) & 63u] + _292;
                                uint _328 = _325 + subgroupAdd(_325 & 255u);
                                _19 = t0.words[(_328 + 18u) & 63u] + (_328 * 7u);
                            }
                            break;
                        }
                        case 3u:
                        {
                            if ((_292 % 3u) == 0u)
                            {
                                uint _304 = subgroupAdd(_292 & 255u);
                                uint _305 = _304 + _292;
                                _19 = _305;
                                if (((_305 ^ 637u) % 5u) == 1u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _305;
                                    _62_ladder_break = true;
                                    break;
                                }
                            }
                            else
                            {
                                _19 = t0.words[(_292 + 29u) & 63u] + (_292 << 1u);
                            }
                            break;
                        }
                        default:
                        {
                            _19 = t0.words[(_292 + 33u) & 63u] + (_292 * 5u);
                            break;
                        }
                    }
                    if (_62_ladder_break)
                    {
                        break;
                    }
                    _20 = t0.words[(_19 + 21u) & 63u] + (_19 << 1u);
                }
                else
                {
                    uint _275 = subgroupAdd(_261 & 255u);
                    uint _276 = _275 + _261;
                    _20 = _276;
                    if (((_276 ^ 483u) % 3u) == 1u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _276;
                        break;
                    }
                }
            }
        }
        if ((_20 & 1u) == 0u)
        {
            uint _637 = t0.words[(_20 + 51u) & 63u] + (_20 << 2u);
            _22 = _637;
            if (((t0.words[(_637 + 28u) & 63u] ^ 976u) % 6u) == 1u)
            {
                uint _652 = t0.words[(_637 + 38u) & 63u] + (_637 * 3u);
                uint _659 = (_652 * 6u) + t0.words[(_652 + 59u) & 63u];
                _22 = _659;
                if ((t0.words[(_659 + 59u) & 63u] & 1u) == 0u)
                {
                    _22 = t0.words[(_659 + 3u) & 63u] + (_659 << 3u);
                }
            }
        }
        else
        {
            uint _21 = _20;
            if (((t0.words[(_20 + 41u) & 63u] ^ 419u) % 6u) == 1u)
            {
                _21 = t0.words[(_20 + 26u) & 63u] + _20;
            }
            _22 = subgroupAdd(_21 & 255u) + _21;
        }
        uint _674 = subgroupAdd(_22 & 255u);
        uint _675 = _674 + _22;
        uint _680 = t0.words[(_675 + 38u) & 63u];
        uint _681 = _680 + (_675 * 7u);
        bool _127_ladder_break = false;
        switch (_681 % 3u)
        {
            case 0u:
            {
                if (((_239 ^ 896u) % 6u) == 0u)
                {
                    uint _23 = 0u;
                    uint _24 = t0.words[(_681 + 24u) & 63u] + (_681 * 7u);
                    uint _766;
                    for (;;)
                    {
                        uint _758 = _23;
                        uint _759 = _24;
                        _766 = t0.words[(_759 + 52u) & 63u] + (_759 << 2u);
                        uint _767 = _758 + 1u;
                        _23 = _767;
                        _24 = _766;
                        if (_767 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _29 = _766;
                }
                else
                {
                    uint _717 = t0.words[(_681 + 32u) & 63u] + _681;
                    uint _25 = 0u;
                    uint _26 = _717 + subgroupAdd(_717 & 255u);
                    for (;;)
                    {
                        uint _721 = _25;
                        uint _27 = _26;
                        if ((_26 & 3u) == 0u)
                        {
                            _28 = _26;
                            if ((t0.words[(_26 + 5u) & 63u] & 3u) == 3u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_78_loop_join = 68u;
                            }
                            else
                            {
                                _27 = t0.words[(_26 + 39u) & 63u] + (_26 * 7u);
                                _RESERVED_IDENTIFIER_FIXUP_78_loop_join = 66u;
                            }
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_78_loop_join = 66u;
                        }
                        bool _149_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_78_loop_join)
                        {
                            case 66u:
                            {
                                _6 = _27;
                                _28 = _27;
                                if (((_27 ^ 701u) % 6u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_78_exit = 0u;
                                    _149_ladder_break = true;
                                    break;
                                }
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_149_ladder_break)
                        {
                            break;
                        }
                        _7 = _28;
                        uint _746 = _721 + 1u;
                        _25 = _746;
                        _26 = _28;
                        if (_746 < 4u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_78_exit = 1u;
                            break;
                        }
                    }
                    bool _156_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_78_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _6;
                            _156_ladder_break = true;
                            _127_ladder_break = true;
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    if (_156_ladder_break)
                    {
                        break;
                    }
                    _29 = _7;
                }
                if ((_29 & 3u) == 0u)
                {
                    uint _792 = t0.words[(_29 + 49u) & 63u] + _29;
                    _48 = _792;
                    if ((_792 & 1u) == 0u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _792;
                        _127_ladder_break = true;
                        break;
                    }
                }
                else
                {
                    uint _30 = 0u;
                    uint _31 = _29;
                    uint _785;
                    for (;;)
                    {
                        uint _772 = _30;
                        uint _773 = _31;
                        uint _779 = t0.words[(_773 + 46u) & 63u] + (_773 << 1u);
                        _785 = (_779 * 6u) + t0.words[(_779 + 63u) & 63u];
                        uint _786 = _772 + 1u;
                        _30 = _786;
                        _31 = _785;
                        if (_786 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _48 = _785;
                }
                break;
            }
            case 1u:
            {
                uint _32 = 0u;
                uint _33 = _681;
                uint _690;
                for (;;)
                {
                    uint _683 = _32;
                    uint _684 = _33;
                    _690 = t0.words[(_684 + 50u) & 63u] + (_684 * 5u);
                    uint _691 = _683 + 1u;
                    _32 = _691;
                    _33 = _690;
                    if (_691 == 5u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                uint _34 = 0u;
                uint _35 = _690;
                uint _706;
                for (;;)
                {
                    uint _693 = _34;
                    uint _36 = _35;
                    if (((_239 ^ 488u) % 3u) == 1u)
                    {
                        _36 = _35;
                        if (!(((_35 ^ 312u) % 3u) == 0u))
                        {
                            _36 = subgroupAdd(_35 & 255u) + _35;
                        }
                    }
                    _706 = _36;
                    uint _707 = _693 + 1u;
                    _34 = _707;
                    _35 = _706;
                    if (_707 == 3u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _48 = _706;
                break;
            }
            default:
            {
                uint _37 = 0u;
                uint _38 = _681;
                uint _797;
                for (;;)
                {
                    uint _796 = _37;
                    _797 = _38;
                    _47 = _797;
                    if (((t0.words[(_797 + 59u) & 63u] ^ 824u) % 5u) == 1u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_70_exit = 0u;
                        break;
                    }
                    bool _177_ladder_break = false;
                    switch (_797 % 5u)
                    {
                        case 0u:
                        {
                            _46 = t0.words[(_797 + 40u) & 63u] + (_797 << 2u);
                            break;
                        }
                        case 1u:
                        {
                            _46 = _797;
                            if (!((t0.words[(_797 + 4u) & 63u] & 1u) == 0u))
                            {
                                _RESERVED_IDENTIFIER_FIXUP_70_exit = 2u;
                                _177_ladder_break = true;
                                break;
                            }
                            break;
                        }
                        case 2u:
                        {
                            _46 = _797;
                            if (((_797 ^ 258u) % 5u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_70_exit = 1u;
                                _177_ladder_break = true;
                                break;
                            }
                            break;
                        }
                        default:
                        {
                            uint _39 = 0u;
                            uint _40 = _797;
                            uint _968;
                            for (;;)
                            {
                                uint _824 = _39;
                                uint _830 = t0.words[_40 & 63u] + (_40 * 5u);
                                uint _45 = _830;
                                if (!(((_830 ^ 725u) % 3u) == 0u))
                                {
                                    if ((_239 & 1u) == 0u)
                                    {
                                        if ((_830 % 5u) == 0u)
                                        {
                                            _45 = subgroupAdd(_830 & 255u) + _830;
                                        }
                                        else
                                        {
                                            switch (_830 % 3u)
                                            {
                                                case 0u:
                                                {
                                                    uint _952 = t0.words[(_830 + 14u) & 63u] + (_830 << 1u);
                                                    _45 = (_952 << 2u) + t0.words[(_952 + 6u) & 63u];
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _938 = t0.words[(_830 + 6u) & 63u] + (_830 * 6u);
                                                    _45 = (_938 << 2u) + t0.words[(_938 + 15u) & 63u];
                                                    break;
                                                }
                                                default:
                                                {
                                                    _45 = t0.words[(_830 + 36u) & 63u] + (_830 << 2u);
                                                    break;
                                                }
                                            }
                                        }
                                    }
                                    else
                                    {
                                        uint _842 = t0.words[(_830 + 52u) & 63u] + (_830 * 5u);
                                        if (((_239 ^ 10u) % 3u) == 1u)
                                        {
                                            uint _41 = t0.words[(_842 + 53u) & 63u] + _842;
                                            uint _42 = 0u;
                                            uint _920;
                                            for (;;)
                                            {
                                                uint _901 = _41;
                                                uint _902 = _42;
                                                uint _908 = t0.words[(_901 + 56u) & 63u] + _901;
                                                uint _914 = (_908 << 2u) + t0.words[(_908 + 33u) & 63u];
                                                _920 = (_914 << 2u) + t0.words[(_914 + 39u) & 63u];
                                                uint _921 = _902 + 1u;
                                                _41 = _920;
                                                _42 = _921;
                                                if (_921 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _44 = _920;
                                        }
                                        else
                                        {
                                            if ((_842 & 1u) == 0u)
                                            {
                                                _43 = t0.words[(_842 + 34u) & 63u] + (_842 << 2u);
                                            }
                                            else
                                            {
                                                uint _854 = t0.words[(_842 + 43u) & 63u] + (_842 * 6u);
                                                _43 = (_854 * 7u) + t0.words[(_854 + 2u) & 63u];
                                            }
                                            if ((_43 & 3u) == 2u)
                                            {
                                                uint _881 = t0.words[(_43 + 10u) & 63u] + (_43 * 5u);
                                                uint _887 = (_881 * 5u) + t0.words[(_881 + 21u) & 63u];
                                                _44 = (_887 * 5u) + t0.words[(_887 + 48u) & 63u];
                                            }
                                            else
                                            {
                                                _44 = t0.words[(_43 + 57u) & 63u] + (_43 * 6u);
                                            }
                                        }
                                        _45 = t0.words[(_44 + 57u) & 63u] + (_44 << 2u);
                                    }
                                }
                                _968 = _45;
                                uint _969 = _824 + 1u;
                                _39 = _969;
                                _40 = _968;
                                if (_969 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _46 = _968;
                            break;
                        }
                    }
                    if (_177_ladder_break)
                    {
                        break;
                    }
                    uint _977 = t0.words[(_46 + 53u) & 63u] + (_46 * 6u);
                    uint _978 = _796 + 1u;
                    _37 = _978;
                    _38 = _977;
                    _47 = _977;
                    if (_978 < 5u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_70_exit = 0u;
                        break;
                    }
                }
                bool _218_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_70_exit)
                {
                    case 0u:
                    {
                        break;
                    }
                    case 1u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _797;
                        _218_ladder_break = true;
                        _127_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _797;
                        _218_ladder_break = true;
                        _127_ladder_break = true;
                        break;
                    }
                }
                if (_218_ladder_break)
                {
                    break;
                }
                _48 = _47;
                break;
            }
        }
        if (_127_ladder_break)
        {
            break;
        }
        u0.words[gl_GlobalInvocationID.x] = _48;
        break;
    }
}

