#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _205;

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
    uint _RESERVED_IDENTIFIER_FIXUP_4_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_7_exit = 0u;
    uint _6;
    uint _7;
    uint _20;
    uint _26;
    uint _27;
    uint _28;
    uint _29;
    uint _42;
    uint _43;
    for (;;)
    {
        uint _197 = gl_GlobalInvocationID.x & 63u;
        uint _204 = t0.words[_197];
        bool _50_ladder_break = false;
        switch (gl_GlobalInvocationID.x % 5u)
        {
            case 0u:
            {
                _43 = gl_GlobalInvocationID.x;
                if ((_204 & 3u) == 2u)
                {
                    u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
                    _50_ladder_break = true;
                    break;
                }
                break;
            }
            case 1u:
            {
                _43 = t0.words[(gl_GlobalInvocationID.x + 45u) & 63u] + (gl_GlobalInvocationID.x * 6u);
                break;
            }
            case 2u:
            {
                _43 = gl_GlobalInvocationID.x;
                if (((gl_GlobalInvocationID.x ^ 197u) % 3u) == 0u)
                {
                    uint _8 = 0u;
                    uint _9 = gl_GlobalInvocationID.x;
                    for (;;)
                    {
                        uint _215 = _8;
                        _42 = _9;
                        if ((_204 & 3u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_4_exit = 0u;
                            break;
                        }
                        uint _221 = subgroupAdd(_9 & 255u);
                        uint _222 = _221 + _9;
                        uint _21 = _222;
                        if (!(((_204 ^ 933u) % 5u) == 1u))
                        {
                            uint _10 = 0u;
                            uint _11 = _222;
                            uint _12;
                            uint _13;
                            uint _227;
                            for (;;)
                            {
                                _227 = _10;
                                _12 = 0u;
                                _13 = _11;
                                for (;;)
                                {
                                    uint _229 = _12;
                                    uint _14 = _13;
                                    if ((t0.words[(_13 + 43u) & 63u] & 3u) == 3u)
                                    {
                                        _14 = _13;
                                        if (((t0.words[(_13 + 36u) & 63u] ^ 149u) % 3u) == 0u)
                                        {
                                            _14 = t0.words[(_13 + 6u) & 63u] + (_13 * 3u);
                                        }
                                    }
                                    uint _261 = t0.words[(_14 + 31u) & 63u] + (_14 << 1u);
                                    uint _15 = _261;
                                    if (((t0.words[(_261 + 63u) & 63u] ^ 930u) % 5u) == 1u)
                                    {
                                        uint _275 = t0.words[_261 & 63u] + (_261 * 7u);
                                        _15 = _275;
                                        if (!((t0.words[(_275 + 26u) & 63u] & 1u) == 0u))
                                        {
                                            _15 = t0.words[_275 & 63u] + (_275 << 1u);
                                        }
                                    }
                                    switch (_15 & 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _16 = 0u;
                                            uint _17 = t0.words[(_15 + 37u) & 63u] + (_15 << 1u);
                                            uint _318;
                                            for (;;)
                                            {
                                                uint _303 = _16;
                                                uint _304 = _17;
                                                uint _311 = t0.words[(_304 + 45u) & 63u] + (_304 * 6u);
                                                _318 = (_311 * 5u) + t0.words[(_311 + 17u) & 63u];
                                                uint _319 = _303 + 1u;
                                                _16 = _319;
                                                _17 = _318;
                                                if (_319 == 3u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _20 = _318;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _20 = subgroupAdd(_15 & 255u) + _15;
                                            break;
                                        }
                                        case 2u:
                                        {
                                            _20 = subgroupAdd(_15 & 255u) + _15;
                                            break;
                                        }
                                        default:
                                        {
                                            uint _18 = 0u;
                                            uint _19 = _15;
                                            uint _335;
                                            for (;;)
                                            {
                                                uint _321 = _18;
                                                uint _322 = _19;
                                                uint _328 = t0.words[(_322 + 31u) & 63u] + (_322 * 7u);
                                                _335 = (_328 * 3u) + t0.words[(_328 + 21u) & 63u];
                                                uint _336 = _321 + 1u;
                                                _18 = _336;
                                                _19 = _335;
                                                if (_336 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _20 = _335;
                                            break;
                                        }
                                    }
                                    _6 = _20;
                                    uint _340 = _229 + 1u;
                                    _12 = _340;
                                    _13 = _20;
                                    if (_340 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                if (((_6 ^ 761u) % 3u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_7_exit = 0u;
                                    break;
                                }
                                uint _354 = t0.words[(_6 + 47u) & 63u] + (_6 * 3u);
                                _7 = _354;
                                uint _355 = _227 + 1u;
                                _10 = _355;
                                _11 = _354;
                                if (_355 < 2u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_7_exit = 1u;
                                    break;
                                }
                            }
                            bool _85_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_7_exit)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_4_exit = 1u;
                                    _85_ladder_break = true;
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            if (_85_ladder_break)
                            {
                                break;
                            }
                            _21 = _7;
                        }
                        uint _361 = _215 + 1u;
                        _8 = _361;
                        _9 = _21;
                        _42 = _21;
                        if (_361 < 4u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_4_exit = 0u;
                            break;
                        }
                    }
                    bool _93_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_4_exit)
                    {
                        case 0u:
                        {
                            break;
                        }
                        default:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _6;
                            _93_ladder_break = true;
                            _50_ladder_break = true;
                            break;
                        }
                    }
                    if (_93_ladder_break)
                    {
                        break;
                    }
                    _43 = _42;
                }
                break;
            }
            default:
            {
                _43 = gl_GlobalInvocationID.x;
                bool _102_ladder_break = false;
                switch (gl_GlobalInvocationID.x & 3u)
                {
                    case 0u:
                    {
                        _43 = t0.words[(gl_GlobalInvocationID.x + 63u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                        break;
                    }
                    case 1u:
                    {
                        _43 = subgroupAdd(gl_GlobalInvocationID.x & 255u) + gl_GlobalInvocationID.x;
                        break;
                    }
                    case 2u:
                    {
                        uint _22 = 0u;
                        uint _23 = gl_GlobalInvocationID.x;
                        uint _388;
                        for (;;)
                        {
                            uint _381 = _22;
                            uint _382 = _23;
                            uint _387 = t0.words[(_382 + 26u) & 63u];
                            _388 = _387 + (_382 * 6u);
                            uint _389 = _381 + 1u;
                            _22 = _389;
                            _23 = _388;
                            if (_389 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        bool _106_ladder_break = false;
                        switch (_388 & 3u)
                        {
                            case 0u:
                            {
                                uint _24 = 0u;
                                uint _25 = _388;
                                uint _768;
                                for (;;)
                                {
                                    uint _761 = _24;
                                    uint _762 = _25;
                                    _768 = t0.words[(_762 + 39u) & 63u] + (_762 * 5u);
                                    uint _769 = _761 + 1u;
                                    _24 = _769;
                                    _25 = _768;
                                    if (_769 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _43 = _768;
                                break;
                            }
                            case 1u:
                            {
                                _43 = _388;
                                if (!((_204 & 1u) == 0u))
                                {
                                    _43 = t0.words[(_388 + 5u) & 63u] + (_388 * 5u);
                                }
                                break;
                            }
                            case 2u:
                            {
                                if (((_204 ^ 188u) % 5u) == 1u)
                                {
                                    _43 = t0.words[(_388 + 31u) & 63u] + _388;
                                }
                                else
                                {
                                    switch (_388 % 3u)
                                    {
                                        case 0u:
                                        {
                                            _26 = t0.words[(_388 + 56u) & 63u] + _388;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            if (((t0.words[(_388 + 1u) & 63u] ^ 152u) % 5u) == 1u)
                                            {
                                                uint _417 = t0.words[(_388 + 19u) & 63u] + _388;
                                                uint _423 = t0.words[(_417 + 29u) & 63u] + _417;
                                                _26 = t0.words[(_423 + 14u) & 63u] + _423;
                                            }
                                            else
                                            {
                                                _26 = t0.words[(_388 + 10u) & 63u] + (_388 << 1u);
                                            }
                                            break;
                                        }
                                        default:
                                        {
                                            if (((_204 ^ 673u) % 3u) == 0u)
                                            {
                                                uint _459 = t0.words[(_388 + 62u) & 63u] + (_388 * 6u);
                                                uint _466 = (_459 * 3u) + t0.words[(_459 + 9u) & 63u];
                                                _26 = (_466 * 6u) + t0.words[(_466 + 41u) & 63u];
                                            }
                                            else
                                            {
                                                uint _445 = t0.words[(_388 + 25u) & 63u] + _388;
                                                _26 = (_445 * 3u) + t0.words[(_445 + 54u) & 63u];
                                            }
                                            break;
                                        }
                                    }
                                    if (((_26 ^ 356u) % 6u) == 0u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _26;
                                        _106_ladder_break = true;
                                        _102_ladder_break = true;
                                        _50_ladder_break = true;
                                        break;
                                    }
                                    if (((_26 ^ 123u) % 6u) == 0u)
                                    {
                                        if ((t0.words[(_26 + 23u) & 63u] & 1u) == 0u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _26;
                                            _106_ladder_break = true;
                                            _102_ladder_break = true;
                                            _50_ladder_break = true;
                                            break;
                                        }
                                        if ((t0.words[(_26 + 33u) & 63u] & 3u) == 3u)
                                        {
                                            switch (_26 & 3u)
                                            {
                                                case 0u:
                                                {
                                                    _27 = t0.words[(_26 + 41u) & 63u] + (_26 * 6u);
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _572 = t0.words[(_26 + 14u) & 63u] + (_26 * 7u);
                                                    _27 = t0.words[(_572 + 17u) & 63u] + _572;
                                                    break;
                                                }
                                                case 2u:
                                                {
                                                    _27 = t0.words[(_26 + 19u) & 63u] + (_26 << 1u);
                                                    break;
                                                }
                                                default:
                                                {
                                                    _27 = t0.words[(_26 + 42u) & 63u] + (_26 << 3u);
                                                    break;
                                                }
                                            }
                                            uint _598 = t0.words[(_27 + 32u) & 63u] + (_27 * 7u);
                                            _29 = (_598 << 2u) + t0.words[(_598 + 62u) & 63u];
                                        }
                                        else
                                        {
                                            switch (_26 % 3u)
                                            {
                                                case 0u:
                                                {
                                                    uint _530 = t0.words[(_26 + 62u) & 63u] + (_26 << 2u);
                                                    _28 = (_530 << 1u) + t0.words[(_530 + 19u) & 63u];
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _518 = t0.words[(_26 + 1u) & 63u] + (_26 << 1u);
                                                    _28 = (_518 << 2u) + t0.words[(_518 + 63u) & 63u];
                                                    break;
                                                }
                                                default:
                                                {
                                                    _28 = t0.words[(_26 + 58u) & 63u] + (_26 * 5u);
                                                    break;
                                                }
                                            }
                                            _29 = _28;
                                            if (((_204 ^ 14u) % 5u) == 1u)
                                            {
                                                uint _553 = t0.words[(_28 + 19u) & 63u] + (_28 << 3u);
                                                _29 = (_553 * 6u) + t0.words[(_553 + 43u) & 63u];
                                            }
                                        }
                                        switch (_29 % 5u)
                                        {
                                            case 0u:
                                            {
                                                _43 = subgroupAdd(_29 & 255u) + _29;
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _30 = 0u;
                                                uint _31 = _29;
                                                uint _682;
                                                for (;;)
                                                {
                                                    uint _655 = _30;
                                                    uint _656 = _31;
                                                    uint _662 = t0.words[(_656 + 41u) & 63u] + (_656 * 5u);
                                                    uint _669 = (_662 * 7u) + t0.words[(_662 + 34u) & 63u];
                                                    uint _675 = (_669 << 1u) + t0.words[(_669 + 56u) & 63u];
                                                    _682 = (_675 * 6u) + t0.words[(_675 + 49u) & 63u];
                                                    uint _683 = _655 + 1u;
                                                    _30 = _683;
                                                    _31 = _682;
                                                    if (_683 == 3u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                switch (_682 & 3u)
                                                {
                                                    case 0u:
                                                    {
                                                        uint _712 = t0.words[(_682 + 34u) & 63u] + (_682 << 1u);
                                                        _43 = (_712 << 3u) + t0.words[(_712 + 39u) & 63u];
                                                        break;
                                                    }
                                                    case 1u:
                                                    {
                                                        uint _699 = t0.words[(_682 + 52u) & 63u] + (_682 << 3u);
                                                        _43 = (_699 * 5u) + t0.words[(_699 + 59u) & 63u];
                                                        break;
                                                    }
                                                    case 2u:
                                                    {
                                                        _43 = t0.words[(_682 + 61u) & 63u] + (_682 * 6u);
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        _43 = t0.words[(_682 + 57u) & 63u] + (_682 * 5u);
                                                        break;
                                                    }
                                                }
                                                break;
                                            }
                                            case 2u:
                                            {
                                                uint _648 = t0.words[(_29 + 29u) & 63u] + (_29 << 3u);
                                                _43 = (_648 << 1u) + t0.words[(_648 + 63u) & 63u];
                                                break;
                                            }
                                            case 3u:
                                            {
                                                uint _32 = _29;
                                                if (((_29 ^ 679u) % 5u) == 1u)
                                                {
                                                    uint _617 = t0.words[(_29 + 57u) & 63u] + (_29 * 7u);
                                                    _32 = (_617 << 1u) + t0.words[(_617 + 56u) & 63u];
                                                }
                                                _43 = _32;
                                                if (((_32 ^ 496u) % 6u) == 1u)
                                                {
                                                    uint _635 = t0.words[(_32 + 53u) & 63u] + (_32 << 2u);
                                                    _43 = (_635 << 1u) + t0.words[(_635 + 27u) & 63u];
                                                }
                                                break;
                                            }
                                            default:
                                            {
                                                uint _33 = 0u;
                                                uint _34 = _29;
                                                uint _743;
                                                for (;;)
                                                {
                                                    uint _729 = _33;
                                                    uint _730 = _34;
                                                    uint _737 = t0.words[(_730 + 22u) & 63u] + (_730 << 3u);
                                                    _743 = (_737 << 3u) + t0.words[(_737 + 6u) & 63u];
                                                    uint _744 = _729 + 1u;
                                                    _33 = _744;
                                                    _34 = _743;
                                                    if (_744 == 2u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _43 = _743;
                                                break;
                                            }
                                        }
                                    }
                                    else
                                    {
                                        uint _35 = 0u;
                                        uint _36 = _26;
                                        uint _493;
                                        uint _37;
                                        uint _38;
                                        uint _483;
                                        for (;;)
                                        {
                                            _483 = _35;
                                            _37 = 0u;
                                            _38 = _36;
                                            for (;;)
                                            {
                                                uint _485 = _37;
                                                _493 = t0.words[(_38 + 38u) & 63u] + (_38 << 1u);
                                                uint _494 = _485 + 1u;
                                                _37 = _494;
                                                _38 = _493;
                                                if (_494 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            uint _496 = _483 + 1u;
                                            _35 = _496;
                                            _36 = _493;
                                            if (_496 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _43 = _493;
                                    }
                                }
                                break;
                            }
                            default:
                            {
                                uint _39 = 0u;
                                uint _40 = _388;
                                uint _798;
                                for (;;)
                                {
                                    uint _771 = _39;
                                    uint _779 = t0.words[(_40 + 28u) & 63u] + (_40 << 2u);
                                    uint _41 = _779;
                                    if (!(((t0.words[(_779 + 5u) & 63u] ^ 441u) % 3u) == 0u))
                                    {
                                        uint _794 = t0.words[(_779 + 30u) & 63u] + (_779 << 2u);
                                        _41 = _794 + subgroupAdd(_794 & 255u);
                                    }
                                    _798 = _41;
                                    uint _799 = _771 + 1u;
                                    _39 = _799;
                                    _40 = _798;
                                    if (_799 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _43 = _798;
                                break;
                            }
                        }
                        if (_106_ladder_break)
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
                break;
            }
        }
        if (_50_ladder_break)
        {
            break;
        }
        u0.words[gl_GlobalInvocationID.x] = _43;
        break;
    }
}

