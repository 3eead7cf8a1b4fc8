#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _231;

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
    uint _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_02_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_63_exit = 0u;
    uint main_join = 0u;
    uint _223 = gl_GlobalInvocationID.x & 63u;
    uint _230 = t0.words[_223];
    uint _8 = gl_GlobalInvocationID.x;
    switch (gl_GlobalInvocationID.x & 3u)
    {
        case 0u:
        {
            if ((t0.words[(gl_GlobalInvocationID.x + 10u) & 63u] & 3u) == 0u)
            {
                u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
                main_join = 97u;
            }
            else
            {
                _8 = t0.words[(gl_GlobalInvocationID.x + 60u) & 63u] + (gl_GlobalInvocationID.x << 3u);
                main_join = 6u;
            }
            break;
        }
        case 1u:
        {
            _8 = t0.words[(gl_GlobalInvocationID.x + 41u) & 63u] + (gl_GlobalInvocationID.x * 3u);
            main_join = 6u;
            break;
        }
        case 2u:
        {
            _8 = t0.words[(gl_GlobalInvocationID.x + 21u) & 63u] + (gl_GlobalInvocationID.x << 2u);
            main_join = 6u;
            break;
        }
        default:
        {
            main_join = 6u;
            break;
        }
    }
    switch (main_join)
    {
        case 6u:
        {
            uint _9 = 0u;
            uint _10 = _8;
            uint _290;
            for (;;)
            {
                uint _274 = _9;
                uint _283 = t0.words[(_10 + 8u) & 63u] + (_10 * 7u);
                _290 = (_283 * 7u) + t0.words[(_283 + 20u) & 63u];
                if (!((t0.words[(_290 + 61u) & 63u] & 1u) == 0u))
                {
                    _RESERVED_IDENTIFIER_FIXUP_9_exit = 0u;
                    break;
                }
                uint _298 = _274 + 1u;
                _9 = _298;
                _10 = _290;
                if (_298 < 3u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_9_exit = 1u;
                    break;
                }
            }
            switch (_RESERVED_IDENTIFIER_FIXUP_9_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _290;
                    break;
                }
                default:
                {
                    uint _49 = _290;
                    switch (_290 % 5u)
                    {
                        case 0u:
                        {
                            uint _893 = t0.words[(_290 + 29u) & 63u] + (_290 << 2u);
                            _49 = (_893 * 6u) + t0.words[(_893 + 21u) & 63u];
                            main_join = 96u;
                            break;
                        }
                        case 1u:
                        {
                            uint _11 = 0u;
                            uint _12 = _290;
                            uint _707;
                            uint _6;
                            uint _7;
                            uint _23;
                            uint _24;
                            uint _25;
                            uint _26;
                            for (;;)
                            {
                                uint _695 = _11;
                                uint _702 = t0.words[(_12 + 25u) & 63u] + (_12 * 7u);
                                _707 = (_702 * 5u) + t0.words[_702 & 63u];
                                if ((t0.words[(_707 + 4u) & 63u] & 1u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                                    break;
                                }
                                uint _13 = 0u;
                                uint _14 = _707;
                                uint _15;
                                uint _16;
                                uint _714;
                                for (;;)
                                {
                                    _714 = _13;
                                    _15 = 0u;
                                    _16 = _14;
                                    bool _719;
                                    uint _766;
                                    for (;;)
                                    {
                                        uint _716 = _15;
                                        _719 = (_230 & 1u) == 0u;
                                        uint _18 = _16;
                                        if (_719)
                                        {
                                            uint _17 = _16;
                                            if (((_230 ^ 875u) % 6u) == 0u)
                                            {
                                                if (((_230 ^ 400u) % 5u) == 1u)
                                                {
                                                    uint _750 = t0.words[(_16 + 25u) & 63u] + (_16 * 7u);
                                                    _17 = (_750 * 7u) + t0.words[(_750 + 30u) & 63u];
                                                }
                                                else
                                                {
                                                    uint _733 = t0.words[(_16 + 8u) & 63u] + (_16 << 3u);
                                                    uint _738 = t0.words[(_733 + 9u) & 63u] + _733;
                                                    _17 = (_738 << 1u) + t0.words[(_738 + 1u) & 63u];
                                                }
                                            }
                                            _18 = t0.words[(_17 + 45u) & 63u] + (_17 * 5u);
                                        }
                                        _766 = _18;
                                        uint _767 = _716 + 1u;
                                        _15 = _767;
                                        _16 = _766;
                                        if (_767 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    if (_719)
                                    {
                                        uint _836 = t0.words[(_766 + 30u) & 63u] + (_766 * 3u);
                                        _26 = _836;
                                        _25 = _836;
                                        if (((_836 ^ 963u) % 3u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_02_exit = 1u;
                                            break;
                                        }
                                    }
                                    else
                                    {
                                        uint _19 = 0u;
                                        uint _20 = _766;
                                        for (;;)
                                        {
                                            uint _769 = _19;
                                            if ((t0.words[(_20 + 58u) & 63u] & 1u) == 0u)
                                            {
                                                uint _809 = t0.words[(_20 + 46u) & 63u] + (_20 * 7u);
                                                _6 = _809;
                                                _23 = _809;
                                                if (((_809 ^ 880u) % 6u) == 0u)
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_63_exit = 1u;
                                                    break;
                                                }
                                            }
                                            else
                                            {
                                                _24 = _20;
                                                if (((_230 ^ 481u) % 5u) == 1u)
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_63_exit = 0u;
                                                    break;
                                                }
                                                uint _21 = 0u;
                                                uint _22 = _20;
                                                uint _801;
                                                for (;;)
                                                {
                                                    uint _781 = _21;
                                                    uint _782 = _22;
                                                    uint _788 = t0.words[(_782 + 37u) & 63u] + _782;
                                                    uint _795 = (_788 << 1u) + t0.words[(_788 + 22u) & 63u];
                                                    _801 = (_795 * 7u) + t0.words[(_795 + 21u) & 63u];
                                                    uint _802 = _781 + 1u;
                                                    _21 = _802;
                                                    _22 = _801;
                                                    if (_802 == 3u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _23 = _801;
                                            }
                                            uint _820 = t0.words[(_23 + 5u) & 63u] + (_23 * 6u);
                                            uint _821 = _769 + 1u;
                                            _19 = _821;
                                            _20 = _820;
                                            _24 = _820;
                                            if (_821 < 3u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_63_exit = 0u;
                                                break;
                                            }
                                        }
                                        bool _181_ladder_break = false;
                                        switch (_RESERVED_IDENTIFIER_FIXUP_63_exit)
                                        {
                                            case 0u:
                                            {
                                                break;
                                            }
                                            default:
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_02_exit = 0u;
                                                _181_ladder_break = true;
                                                break;
                                            }
                                        }
                                        if (_181_ladder_break)
                                        {
                                            break;
                                        }
                                        _25 = t0.words[(_24 + 23u) & 63u] + (_24 * 3u);
                                    }
                                    uint _848 = t0.words[(_25 + 29u) & 63u] + (_25 * 6u);
                                    uint _855 = (_848 << 2u) + t0.words[(_848 + 14u) & 63u];
                                    uint _856 = _714 + 1u;
                                    _13 = _856;
                                    _14 = _855;
                                    _26 = _855;
                                    if (_856 < 5u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_02_exit = 1u;
                                        break;
                                    }
                                }
                                bool _191_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_02_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_0_exit = 1u;
                                        _191_ladder_break = true;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                if (_191_ladder_break)
                                {
                                    break;
                                }
                                _7 = _26;
                                uint _860 = _695 + 1u;
                                _11 = _860;
                                _12 = _26;
                                if (_860 < 2u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_0_exit = 2u;
                                    break;
                                }
                            }
                            switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
                            {
                                case 0u:
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _707;
                                    main_join = 97u;
                                    break;
                                }
                                case 1u:
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _6;
                                    main_join = 97u;
                                    break;
                                }
                                default:
                                {
                                    _49 = _7;
                                    if ((_7 & 3u) == 2u)
                                    {
                                        uint _875 = t0.words[(_7 + 61u) & 63u] + (_7 << 1u);
                                        uint _881 = (_875 * 6u) + t0.words[(_875 + 15u) & 63u];
                                        _49 = (_881 << 2u) + t0.words[(_881 + 29u) & 63u];
                                        main_join = 96u;
                                    }
                                    else
                                    {
                                        main_join = 96u;
                                    }
                                    break;
                                }
                            }
                            break;
                        }
                        case 2u:
                        {
                            _49 = t0.words[(_290 + 9u) & 63u] + _290;
                            main_join = 96u;
                            break;
                        }
                        case 3u:
                        {
                            uint _35 = _290;
                            if (((t0.words[(_290 + 33u) & 63u] ^ 354u) % 6u) == 1u)
                            {
                                uint _34;
                                if ((_290 % 3u) == 0u)
                                {
                                    _34 = _290;
                                    if (((_230 ^ 189u) % 3u) == 1u)
                                    {
                                        if ((_290 & 3u) == 0u)
                                        {
                                            uint _27;
                                            if (((_230 ^ 743u) % 5u) == 0u)
                                            {
                                                uint _365 = t0.words[(_290 + 1u) & 63u] + (_290 * 6u);
                                                _27 = (_365 * 6u) + t0.words[(_365 + 58u) & 63u];
                                            }
                                            else
                                            {
                                                uint _344 = t0.words[(_290 + 57u) & 63u] + _290;
                                                if ((_230 & 3u) == 3u)
                                                {
                                                    _27 = t0.words[(_344 + 8u) & 63u] + (_344 * 7u);
                                                }
                                                else
                                                {
                                                    _27 = t0.words[(_344 + 59u) & 63u] + (_344 * 6u);
                                                }
                                            }
                                            switch (_27 % 5u)
                                            {
                                                case 0u:
                                                {
                                                    uint _412 = t0.words[(_27 + 27u) & 63u] + (_27 << 2u);
                                                    _34 = (_412 * 5u) + t0.words[(_412 + 32u) & 63u];
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _28 = 0u;
                                                    uint _29 = _27;
                                                    uint _403;
                                                    for (;;)
                                                    {
                                                        uint _375 = _28;
                                                        uint _376 = _29;
                                                        uint _383 = t0.words[(_376 + 51u) & 63u] + (_376 << 3u);
                                                        uint _389 = (_383 * 6u) + t0.words[(_383 + 41u) & 63u];
                                                        uint _396 = (_389 << 3u) + t0.words[(_389 + 52u) & 63u];
                                                        _403 = (_396 * 5u) + t0.words[(_396 + 32u) & 63u];
                                                        uint _404 = _375 + 1u;
                                                        _28 = _404;
                                                        _29 = _403;
                                                        if (_404 == 2u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _34 = _403;
                                                    break;
                                                }
                                                default:
                                                {
                                                    uint _30 = 0u;
                                                    uint _31 = _27;
                                                    uint _427;
                                                    for (;;)
                                                    {
                                                        uint _419 = _30;
                                                        uint _420 = _31;
                                                        _427 = t0.words[(_420 + 46u) & 63u] + (_420 << 2u);
                                                        uint _428 = _419 + 1u;
                                                        _30 = _428;
                                                        _31 = _427;
                                                        if (_428 == 3u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _34 = _427;
                                                    break;
                                                }
                                            }
                                        }
                                        else
                                        {
                                            uint _32 = 0u;
                                            uint _33 = _290;
                                            uint _332;
                                            for (;;)
                                            {
                                                uint _327 = _32;
                                                uint _328 = _33;
                                                uint _331 = subgroupAdd(_328 & 255u);
                                                _332 = _331 + _328;
                                                uint _333 = _327 + 1u;
                                                _32 = _333;
                                                _33 = _332;
                                                if (_333 == 3u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _34 = _332;
                                        }
                                    }
                                }
                                else
                                {
                                    _34 = t0.words[(_290 + 48u) & 63u] + _290;
                                }
                                uint _437 = t0.words[(_34 + 4u) & 63u] + (_34 * 7u);
                                _35 = _437 + subgroupAdd(_437 & 255u);
                            }
                            _49 = _35;
                            if ((_35 & 1u) == 0u)
                            {
                                main_join = 96u;
                            }
                            else
                            {
                                uint _449 = t0.words[(_35 + 19u) & 63u] + _35;
                                _49 = _449;
                                if (((_449 ^ 669u) % 5u) == 0u)
                                {
                                    uint _48;
                                    if ((_449 % 3u) == 0u)
                                    {
                                        if ((_230 & 1u) == 0u)
                                        {
                                            uint _41;
                                            switch (_449 & 3u)
                                            {
                                                case 0u:
                                                {
                                                    uint _36 = _449;
                                                    if (((_230 ^ 978u) % 3u) == 0u)
                                                    {
                                                        uint _572 = t0.words[(_449 + 28u) & 63u] + _449;
                                                        uint _578 = (_572 << 1u) + t0.words[(_572 + 58u) & 63u];
                                                        _36 = (_578 * 7u) + t0.words[(_578 + 31u) & 63u];
                                                    }
                                                    _41 = t0.words[(_36 + 42u) & 63u] + (_36 << 1u);
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _37 = 0u;
                                                    uint _38 = subgroupAdd(_449 & 255u) + _449;
                                                    uint _560;
                                                    for (;;)
                                                    {
                                                        uint _541 = _37;
                                                        uint _542 = _38;
                                                        uint _548 = t0.words[(_542 + 52u) & 63u] + (_542 * 5u);
                                                        uint _554 = (_548 << 2u) + t0.words[(_548 + 53u) & 63u];
                                                        _560 = (_554 * 5u) + t0.words[(_554 + 51u) & 63u];
                                                        uint _561 = _541 + 1u;
                                                        _37 = _561;
                                                        _38 = _560;
                                                        if (_561 == 2u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _41 = _560;
                                                    break;
                                                }
                                                case 2u:
                                                {
                                                    _41 = t0.words[(_449 + 53u) & 63u] + (_449 << 2u);
                                                    break;
                                                }
                                                default:
                                                {
                                                    uint _39 = 0u;
                                                    uint _40 = _449;
                                                    uint _600;
                                                    for (;;)
                                                    {
                                                        uint _593 = _39;
                                                        uint _594 = _40;
                                                        _600 = t0.words[(_594 + 31u) & 63u] + (_594 * 5u);
                                                        uint _601 = _593 + 1u;
                                                        _39 = _601;
                                                        _40 = _600;
                                                        if (_601 == 2u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _41 = _600;
                                                    break;
                                                }
                                            }
                                            uint _42 = 0u;
                                            uint _43 = _41;
                                            uint _679;
                                            uint _44;
                                            for (;;)
                                            {
                                                uint _604 = _42;
                                                if ((t0.words[(_43 + 33u) & 63u] & 1u) == 0u)
                                                {
                                                    uint _637 = t0.words[(_43 + 35u) & 63u] + (_43 * 6u);
                                                    _44 = (_637 << 3u) + t0.words[(_637 + 20u) & 63u];
                                                }
                                                else
                                                {
                                                    uint _616 = t0.words[(_43 + 42u) & 63u] + _43;
                                                    uint _623 = (_616 << 1u) + t0.words[(_616 + 25u) & 63u];
                                                    _44 = (_623 << 1u) + t0.words[(_623 + 12u) & 63u];
                                                }
                                                uint _45 = 0u;
                                                uint _46 = _44;
                                                uint _666;
                                                for (;;)
                                                {
                                                    uint _645 = _45;
                                                    uint _646 = _46;
                                                    uint _653 = t0.words[(_646 + 36u) & 63u] + (_646 * 5u);
                                                    uint _659 = (_653 << 2u) + t0.words[(_653 + 6u) & 63u];
                                                    _666 = (_659 * 7u) + t0.words[(_659 + 23u) & 63u];
                                                    uint _667 = _645 + 1u;
                                                    _45 = _667;
                                                    _46 = _666;
                                                    if (_667 == 3u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                uint _47 = _666;
                                                if (((_666 ^ 648u) % 6u) == 0u)
                                                {
                                                    _47 = t0.words[(_666 + 58u) & 63u] + (_666 * 7u);
                                                }
                                                _679 = _47;
                                                uint _680 = _604 + 1u;
                                                _42 = _680;
                                                _43 = _679;
                                                if (_680 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _48 = _679;
                                        }
                                        else
                                        {
                                            if (((_230 ^ 116u) % 5u) == 0u)
                                            {
                                                if (((_449 ^ 827u) % 6u) == 1u)
                                                {
                                                    uint _522 = t0.words[(_449 + 3u) & 63u] + (_449 * 6u);
                                                    _48 = (_522 * 5u) + t0.words[(_522 + 15u) & 63u];
                                                }
                                                else
                                                {
                                                    uint _502 = t0.words[(_449 + 51u) & 63u] + (_449 * 7u);
                                                    uint _509 = (_502 << 3u) + t0.words[(_502 + 11u) & 63u];
                                                    _48 = (_509 * 3u) + t0.words[(_509 + 18u) & 63u];
                                                }
                                            }
                                            else
                                            {
                                                uint _471 = t0.words[(_449 + 31u) & 63u] + _449;
                                                uint _477 = (_471 << 1u) + t0.words[(_471 + 19u) & 63u];
                                                _48 = _477;
                                                if ((_477 & 3u) == 3u)
                                                {
                                                    uint _485 = t0.words[(_477 + 48u) & 63u] + (_477 * 7u);
                                                    _48 = (_485 << 1u) + t0.words[(_485 + 50u) & 63u];
                                                }
                                            }
                                        }
                                    }
                                    else
                                    {
                                        _48 = subgroupAdd(_449 & 255u) + _449;
                                    }
                                    _49 = t0.words[(_48 + 24u) & 63u] + _48;
                                    main_join = 96u;
                                }
                                else
                                {
                                    main_join = 96u;
                                }
                            }
                            break;
                        }
                        default:
                        {
                            main_join = 96u;
                            break;
                        }
                    }
                    switch (main_join)
                    {
                        case 96u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _49;
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
            break;
        }
        default:
        {
            break;
        }
    }
}

