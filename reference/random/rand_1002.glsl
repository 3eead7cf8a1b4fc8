#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _312;

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
    uint _RESERVED_IDENTIFIER_FIXUP_5_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_55_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_58_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_10_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_69_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_13_loop_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_84_loop_join = 0u;
    uint _304 = gl_GlobalInvocationID.x & 63u;
    uint _311 = t0.words[_304];
    uint _52;
    if ((gl_GlobalInvocationID.x & 3u) == 2u)
    {
        if (((gl_GlobalInvocationID.x ^ 284u) % 5u) == 0u)
        {
            u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
            main_join = 129u;
        }
        else
        {
            uint _10 = 0u;
            uint _11 = gl_GlobalInvocationID.x;
            uint _6;
            uint _7;
            uint _8;
            uint _16;
            uint _20;
            uint _27;
            uint _28;
            uint _35;
            uint _37;
            uint _38;
            uint _51;
            for (;;)
            {
                uint _560 = _10;
                if (((_311 ^ 427u) % 3u) == 1u)
                {
                    _28 = t0.words[(_11 + 53u) & 63u] + _11;
                }
                else
                {
                    uint _12 = 0u;
                    uint _13 = _11;
                    uint _658;
                    for (;;)
                    {
                        uint _566 = _12;
                        uint _17 = _13;
                        if (((_311 ^ 402u) % 6u) == 0u)
                        {
                            _20 = _13;
                            if (((t0.words[(_13 + 35u) & 63u] ^ 81u) % 6u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 20u;
                            }
                            else
                            {
                                uint _14 = 0u;
                                uint _15 = _13;
                                uint _614;
                                for (;;)
                                {
                                    uint _582 = _14;
                                    if (((_15 ^ 86u) % 5u) == 0u)
                                    {
                                        _16 = t0.words[(_15 + 50u) & 63u] + (_15 << 1u);
                                    }
                                    else
                                    {
                                        uint _594 = t0.words[(_15 + 53u) & 63u] + (_15 * 3u);
                                        uint _600 = (_594 << 1u) + t0.words[(_594 + 63u) & 63u];
                                        _16 = (_600 << 1u) + t0.words[(_600 + 22u) & 63u];
                                    }
                                    _614 = _16;
                                    uint _615 = _582 + 1u;
                                    _14 = _615;
                                    _15 = _614;
                                    if (_615 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                if (((_311 ^ 648u) % 5u) == 1u)
                                {
                                    uint _630 = t0.words[(_614 + 7u) & 63u] + _614;
                                    _17 = (_630 << 1u) + t0.words[(_630 + 11u) & 63u];
                                    _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 17u;
                                }
                                else
                                {
                                    _17 = t0.words[(_614 + 29u) & 63u] + _614;
                                    _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 17u;
                                }
                            }
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 17u;
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_8_loop_join)
                        {
                            case 17u:
                            {
                                uint _18 = 0u;
                                uint _19 = _17;
                                uint _648;
                                for (;;)
                                {
                                    uint _641 = _18;
                                    uint _642 = _19;
                                    _648 = t0.words[(_642 + 53u) & 63u] + (_642 * 6u);
                                    uint _649 = _641 + 1u;
                                    _18 = _649;
                                    _19 = _648;
                                    if (_649 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _20 = t0.words[(_648 + 42u) & 63u] + (_648 * 7u);
                                break;
                            }
                        }
                        _658 = _20;
                        uint _659 = _566 + 1u;
                        _12 = _659;
                        _13 = _658;
                        if (_659 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _51 = _658;
                    if ((t0.words[(_658 + 4u) & 63u] & 3u) == 2u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_5_exit = 0u;
                        break;
                    }
                    _28 = _658;
                    if (((_658 ^ 973u) % 3u) == 1u)
                    {
                        uint _21 = 0u;
                        uint _22 = _658;
                        uint _679;
                        for (;;)
                        {
                            uint _671 = _21;
                            uint _672 = _22;
                            _679 = t0.words[(_672 + 55u) & 63u] + (_672 * 7u);
                            uint _680 = _671 + 1u;
                            _21 = _680;
                            _22 = _679;
                            if (_680 == 4u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _23 = 0u;
                        uint _24 = t0.words[(_679 + 38u) & 63u] + (_679 * 5u);
                        uint _25;
                        uint _26;
                        uint _689;
                        for (;;)
                        {
                            _689 = _23;
                            _25 = 0u;
                            _26 = _24;
                            for (;;)
                            {
                                uint _691 = _25;
                                _6 = _26;
                                if ((_311 & 3u) == 3u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_58_exit = 0u;
                                    break;
                                }
                                if ((_6 & 3u) == 2u)
                                {
                                    uint _718 = t0.words[(_6 + 43u) & 63u] + _6;
                                    _27 = (_718 * 6u) + t0.words[(_718 + 28u) & 63u];
                                }
                                else
                                {
                                    uint _704 = t0.words[(_6 + 29u) & 63u] + (_6 << 1u);
                                    _27 = (_704 * 3u) + t0.words[(_704 + 13u) & 63u];
                                }
                                _7 = _27;
                                uint _727 = _691 + 1u;
                                _25 = _727;
                                _26 = _27;
                                if (_727 < 4u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_58_exit = 1u;
                                    break;
                                }
                            }
                            bool _163_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_58_exit)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_55_exit = 0u;
                                    _163_ladder_break = true;
                                    break;
                                }
                            }
                            if (_163_ladder_break)
                            {
                                break;
                            }
                            if ((_7 & 3u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_55_exit = 1u;
                                break;
                            }
                            uint _733 = _689 + 1u;
                            _23 = _733;
                            _24 = _7;
                            if (_733 < 5u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_55_exit = 1u;
                                break;
                            }
                        }
                        bool _170_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_55_exit)
                        {
                            case 0u:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_5_exit = 1u;
                                _170_ladder_break = true;
                                break;
                            }
                        }
                        if (_170_ladder_break)
                        {
                            break;
                        }
                        _28 = _7;
                    }
                }
                uint _29 = 0u;
                uint _30 = t0.words[(_28 + 43u) & 63u] + _28;
                uint _31;
                uint _32;
                uint _749;
                for (;;)
                {
                    _749 = _29;
                    _31 = 0u;
                    _32 = _30;
                    for (;;)
                    {
                        uint _751 = _31;
                        uint _758 = t0.words[(_32 + 29u) & 63u] + (_32 * 3u);
                        if (((_758 ^ 546u) % 6u) == 1u)
                        {
                            _38 = _758;
                            if (((_758 ^ 448u) % 5u) == 0u)
                            {
                                break;
                            }
                            else
                            {
                                if ((_758 & 3u) == 1u)
                                {
                                    uint _787 = t0.words[(_758 + 51u) & 63u] + (_758 * 3u);
                                    uint _33 = 0u;
                                    uint _34 = t0.words[(_787 + 18u) & 63u] + _787;
                                    uint _813;
                                    for (;;)
                                    {
                                        uint _794 = _33;
                                        uint _795 = _34;
                                        uint _801 = t0.words[(_795 + 4u) & 63u] + (_795 << 3u);
                                        uint _807 = (_801 << 3u) + t0.words[(_801 + 25u) & 63u];
                                        _813 = (_807 << 1u) + t0.words[(_807 + 52u) & 63u];
                                        uint _814 = _794 + 1u;
                                        _33 = _814;
                                        _34 = _813;
                                        if (_814 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _35 = _813;
                                    _RESERVED_IDENTIFIER_FIXUP_13_loop_join = 46u;
                                }
                                else
                                {
                                    _37 = _758;
                                    _35 = _758;
                                    if (((_311 ^ 520u) % 6u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_13_loop_join = 49u;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_13_loop_join = 46u;
                                    }
                                }
                            }
                        }
                        else
                        {
                            _35 = t0.words[(_758 + 62u) & 63u] + (_758 << 2u);
                            _RESERVED_IDENTIFIER_FIXUP_13_loop_join = 46u;
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_13_loop_join)
                        {
                            case 46u:
                            {
                                uint _36 = _35;
                                if ((_35 & 3u) == 1u)
                                {
                                    _36 = t0.words[(_35 + 7u) & 63u] + (_35 * 7u);
                                }
                                _37 = t0.words[(_36 + 20u) & 63u] + (_36 * 3u);
                                break;
                            }
                        }
                        uint _834 = _751 + 1u;
                        _31 = _834;
                        _32 = _37;
                        _38 = _37;
                        if (_834 < 2u)
                        {
                            continue;
                        }
                        else
                        {
                            break;
                        }
                    }
                    _8 = _38;
                    if ((t0.words[(_38 + 23u) & 63u] & 3u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_10_exit = 0u;
                        break;
                    }
                    uint _843 = _749 + 1u;
                    _29 = _843;
                    _30 = _8;
                    if (_843 < 4u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_10_exit = 1u;
                        break;
                    }
                }
                bool _203_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_10_exit)
                {
                    case 0u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_5_exit = 2u;
                        _203_ladder_break = true;
                        break;
                    }
                }
                if (_203_ladder_break)
                {
                    break;
                }
                uint _39 = 0u;
                uint _40 = _8;
                uint _856;
                for (;;)
                {
                    uint _848 = _39;
                    uint _849 = _40;
                    _856 = t0.words[(_849 + 45u) & 63u] + (_849 << 3u);
                    uint _857 = _848 + 1u;
                    _39 = _857;
                    _40 = _856;
                    if (_857 == 2u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                uint _859 = _560 + 1u;
                _10 = _859;
                _11 = _856;
                _51 = _856;
                if (_859 < 2u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_5_exit = 0u;
                    break;
                }
            }
            switch (_RESERVED_IDENTIFIER_FIXUP_5_exit)
            {
                case 0u:
                {
                    _52 = _51;
                    main_join = 84u;
                    break;
                }
                case 1u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _6;
                    main_join = 129u;
                    break;
                }
                default:
                {
                    u0.words[gl_GlobalInvocationID.x] = _8;
                    main_join = 129u;
                    break;
                }
            }
        }
    }
    else
    {
        uint _324 = t0.words[(gl_GlobalInvocationID.x + 25u) & 63u];
        uint _325 = _324 + (gl_GlobalInvocationID.x * 3u);
        uint _330 = t0.words[(_325 + 7u) & 63u];
        uint _331 = _330 + _325;
        uint _334 = (_331 + 31u) & 63u;
        uint _336 = t0.words[_334];
        if (((_336 ^ 297u) % 3u) == 1u)
        {
            switch (_331 & 3u)
            {
                case 0u:
                {
                    if ((_331 % 5u) == 0u)
                    {
                        if ((_331 % 3u) == 0u)
                        {
                            uint _41 = 0u;
                            uint _42 = _331;
                            uint _547;
                            uint _43;
                            uint _44;
                            uint _45;
                            uint _472;
                            for (;;)
                            {
                                _472 = _41;
                                _43 = 0u;
                                _44 = _42;
                                uint _501;
                                for (;;)
                                {
                                    uint _474 = _43;
                                    uint _475 = _44;
                                    uint _482 = t0.words[(_475 + 36u) & 63u] + (_475 * 7u);
                                    uint _489 = (_482 * 5u) + t0.words[(_482 + 39u) & 63u];
                                    uint _496 = (_489 * 7u) + t0.words[(_489 + 29u) & 63u];
                                    _501 = _496 + t0.words[(_496 + 25u) & 63u];
                                    uint _502 = _474 + 1u;
                                    _43 = _502;
                                    _44 = _501;
                                    if (_502 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _510 = t0.words[(_501 + 14u) & 63u] + (_501 << 1u);
                                uint _516 = (_510 * 3u) + t0.words[(_510 + 59u) & 63u];
                                if ((_311 & 1u) == 0u)
                                {
                                    uint _532 = t0.words[(_516 + 48u) & 63u] + (_516 * 6u);
                                    uint _539 = (_532 * 3u) + t0.words[(_532 + 61u) & 63u];
                                    _45 = (_539 << 1u) + t0.words[(_539 + 40u) & 63u];
                                }
                                else
                                {
                                    _45 = t0.words[(_516 + 52u) & 63u] + (_516 * 3u);
                                }
                                _547 = _45;
                                uint _548 = _472 + 1u;
                                _41 = _548;
                                _42 = _547;
                                if (_548 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _52 = _547;
                            main_join = 84u;
                        }
                        else
                        {
                            _52 = t0.words[(_331 + 10u) & 63u] + _331;
                            main_join = 84u;
                        }
                    }
                    else
                    {
                        _52 = _331;
                        if (((t0.words[(_331 + 44u) & 63u] ^ 991u) % 3u) == 0u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _331;
                            main_join = 129u;
                        }
                        else
                        {
                            main_join = 84u;
                        }
                    }
                    break;
                }
                case 1u:
                {
                    uint _440 = t0.words[(_331 + 46u) & 63u] + (_331 << 1u);
                    _52 = (_440 << 3u) + t0.words[(_440 + 60u) & 63u];
                    main_join = 84u;
                    break;
                }
                case 2u:
                {
                    uint _46 = _331;
                    if ((_336 & 3u) == 3u)
                    {
                        uint _413 = t0.words[(_331 + 44u) & 63u] + (_331 << 3u);
                        uint _420 = (_413 * 6u) + t0.words[(_413 + 16u) & 63u];
                        _46 = _420 + t0.words[(_420 + 63u) & 63u];
                    }
                    _52 = t0.words[(_46 + 4u) & 63u] + (_46 * 7u);
                    main_join = 84u;
                    break;
                }
                default:
                {
                    _52 = t0.words[(_331 + 25u) & 63u] + (_331 << 3u);
                    main_join = 84u;
                    break;
                }
            }
        }
        else
        {
            uint _346 = t0.words[(_331 + 8u) & 63u] + _331;
            if ((_311 & 3u) == 0u)
            {
                uint _47 = 0u;
                uint _48 = t0.words[(_346 + 63u) & 63u] + (_346 * 5u);
                uint _400;
                uint _49;
                uint _50;
                uint _369;
                for (;;)
                {
                    _369 = _47;
                    uint _377 = t0.words[(_48 + 59u) & 63u] + (_48 << 3u);
                    uint _383 = t0.words[(_377 + 19u) & 63u] + _377;
                    _49 = 0u;
                    _50 = (_383 * 3u) + t0.words[(_383 + 21u) & 63u];
                    for (;;)
                    {
                        uint _391 = _49;
                        _400 = t0.words[(_50 + 23u) & 63u] + (_50 * 6u);
                        uint _401 = _391 + 1u;
                        _49 = _401;
                        _50 = _400;
                        if (_401 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _403 = _369 + 1u;
                    _47 = _403;
                    _48 = _400;
                    if (_403 == 5u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _52 = _400;
                main_join = 84u;
            }
            else
            {
                uint _354 = t0.words[(_346 + 50u) & 63u] + _346;
                _52 = t0.words[(_354 + 44u) & 63u] + _354;
                main_join = 84u;
            }
        }
    }
    switch (main_join)
    {
        case 84u:
        {
            uint _53 = 0u;
            uint _54 = t0.words[(_52 + 3u) & 63u] + (_52 << 3u);
            uint _877;
            uint _9;
            uint _57;
            uint _63;
            uint _64;
            for (;;)
            {
                uint _876 = _53;
                _877 = _54;
                if (((_877 ^ 775u) % 5u) == 0u)
                {
                    _RESERVED_IDENTIFIER_FIXUP_69_exit = 0u;
                    break;
                }
                uint _67 = _877;
                if ((t0.words[(_877 + 44u) & 63u] & 3u) == 3u)
                {
                    uint _55 = 0u;
                    uint _56 = _877;
                    for (;;)
                    {
                        uint _888 = _55;
                        if (((_311 ^ 774u) % 6u) == 1u)
                        {
                            _63 = _56;
                            if (((_311 ^ 798u) % 6u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_84_loop_join = 106u;
                            }
                            else
                            {
                                _57 = t0.words[(_56 + 57u) & 63u] + (_56 << 2u);
                                _RESERVED_IDENTIFIER_FIXUP_84_loop_join = 95u;
                            }
                        }
                        else
                        {
                            _57 = _56;
                            if (((_56 ^ 420u) % 6u) == 0u)
                            {
                                _64 = _56;
                                if ((t0.words[(_56 + 40u) & 63u] & 3u) == 0u)
                                {
                                    break;
                                }
                                else
                                {
                                    uint _910 = t0.words[(_56 + 20u) & 63u] + (_56 * 6u);
                                    _57 = (_910 * 3u) + t0.words[(_910 + 17u) & 63u];
                                    _RESERVED_IDENTIFIER_FIXUP_84_loop_join = 95u;
                                }
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_84_loop_join = 95u;
                            }
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_84_loop_join)
                        {
                            case 95u:
                            {
                                uint _936 = t0.words[(_57 + 16u) & 63u] + (_57 * 5u);
                                _63 = _936;
                                if (((t0.words[(_936 + 35u) & 63u] ^ 674u) % 3u) == 1u)
                                {
                                    uint _58 = 0u;
                                    uint _59 = _936;
                                    uint _953;
                                    for (;;)
                                    {
                                        uint _945 = _58;
                                        uint _946 = _59;
                                        _953 = t0.words[(_946 + 27u) & 63u] + (_946 * 3u);
                                        uint _954 = _945 + 1u;
                                        _58 = _954;
                                        _59 = _953;
                                        if (_954 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _60 = 0u;
                                    uint _61 = _953;
                                    uint _1004;
                                    for (;;)
                                    {
                                        uint _956 = _60;
                                        uint _962 = t0.words[(_61 + 22u) & 63u] + _61;
                                        uint _969 = (_962 * 3u) + t0.words[(_962 + 32u) & 63u];
                                        uint _975 = (_969 * 6u) + t0.words[(_969 + 13u) & 63u];
                                        uint _62 = _975;
                                        if (((_975 ^ 962u) % 3u) == 1u)
                                        {
                                            switch (_975 % 3u)
                                            {
                                                case 0u:
                                                {
                                                    _62 = t0.words[(_975 + 49u) & 63u] + (_975 * 5u);
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _986 = t0.words[(_975 + 36u) & 63u] + (_975 * 7u);
                                                    _62 = t0.words[(_986 + 22u) & 63u] + _986;
                                                    break;
                                                }
                                                default:
                                                {
                                                    _62 = t0.words[(_975 + 16u) & 63u] + (_975 << 3u);
                                                    break;
                                                }
                                            }
                                        }
                                        _1004 = _62;
                                        uint _1005 = _956 + 1u;
                                        _60 = _1005;
                                        _61 = _1004;
                                        if (_1005 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _63 = _1004;
                                }
                                break;
                            }
                        }
                        uint _1008 = _888 + 1u;
                        _55 = _1008;
                        _56 = _63;
                        _64 = _63;
                        if (_1008 < 4u)
                        {
                            continue;
                        }
                        else
                        {
                            break;
                        }
                    }
                    uint _65 = _64;
                    uint _66 = 0u;
                    uint _1018;
                    for (;;)
                    {
                        uint _1011 = _65;
                        uint _1012 = _66;
                        _1018 = t0.words[(_1011 + 17u) & 63u] + (_1011 * 5u);
                        uint _1019 = _1012 + 1u;
                        _65 = _1018;
                        _66 = _1019;
                        if (_1019 == 4u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _67 = t0.words[(_1018 + 17u) & 63u] + (_1018 << 1u);
                }
                uint _1033 = t0.words[(_67 + 22u) & 63u] + (_67 * 7u);
                uint _1039 = (_1033 * 3u) + t0.words[(_1033 + 6u) & 63u];
                _9 = _1039;
                uint _1040 = _876 + 1u;
                _53 = _1040;
                _54 = _1039;
                if (_1040 < 4u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_69_exit = 1u;
                    break;
                }
            }
            switch (_RESERVED_IDENTIFIER_FIXUP_69_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _877;
                    break;
                }
                default:
                {
                    uint _68 = _9;
                    if ((t0.words[(_9 + 7u) & 63u] & 1u) == 0u)
                    {
                        uint _1057 = t0.words[(_9 + 5u) & 63u];
                        uint _1058 = _1057 + (_9 * 3u);
                        _68 = _1058;
                        if ((_1058 & 3u) == 0u)
                        {
                            uint _1065 = t0.words[(_1058 + 3u) & 63u];
                            uint _1066 = _1065 + (_1058 * 7u);
                            _68 = _1066;
                            if (((_1066 | _311) & 3u) == 0u)
                            {
                                uint _1074 = t0.words[(_1066 + 55u) & 63u];
                                uint _1075 = _1074 + (_1066 * 3u);
                                switch (_1075 & 3u)
                                {
                                    case 0u:
                                    {
                                        _68 = t0.words[(_1075 + 63u) & 63u] + (_1075 * 6u);
                                        main_join = 128u;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _68 = t0.words[(_1075 + 60u) & 63u] + (_1075 << 1u);
                                        main_join = 128u;
                                        break;
                                    }
                                    case 2u:
                                    {
                                        _68 = t0.words[(_1075 + 63u) & 63u] + _1075;
                                        main_join = 128u;
                                        break;
                                    }
                                    default:
                                    {
                                        _68 = _1075;
                                        switch (_1075 % 5u)
                                        {
                                            case 0u:
                                            {
                                                if (((_311 ^ 790u) % 5u) == 1u)
                                                {
                                                    u0.words[gl_GlobalInvocationID.x] = _1075;
                                                    main_join = 129u;
                                                }
                                                else
                                                {
                                                    switch (_1075 % 3u)
                                                    {
                                                        case 0u:
                                                        {
                                                            _68 = t0.words[(_1075 + 56u) & 63u] + (_1075 * 3u);
                                                            main_join = 128u;
                                                            break;
                                                        }
                                                        case 1u:
                                                        {
                                                            _68 = t0.words[(_1075 + 8u) & 63u] + (_1075 * 5u);
                                                            main_join = 128u;
                                                            break;
                                                        }
                                                        default:
                                                        {
                                                            _68 = t0.words[(_1075 + 45u) & 63u] + (_1075 << 1u);
                                                            main_join = 128u;
                                                            break;
                                                        }
                                                    }
                                                }
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _1099 = _1075 * 7u;
                                                if (((_1075 ^ 147u) % 6u) == 0u)
                                                {
                                                    uint _1115 = t0.words[(_1075 + 2u) & 63u] + _1099;
                                                    uint _1122 = (_1115 * 3u) + t0.words[(_1115 + 37u) & 63u];
                                                    _68 = (_1122 * 5u) + t0.words[(_1122 + 63u) & 63u];
                                                    main_join = 128u;
                                                }
                                                else
                                                {
                                                    uint _1104 = t0.words[(_1075 + 23u) & 63u] + _1099;
                                                    _68 = (_1104 << 2u) + t0.words[(_1104 + 32u) & 63u];
                                                    main_join = 128u;
                                                }
                                                break;
                                            }
                                            default:
                                            {
                                                main_join = 128u;
                                                break;
                                            }
                                        }
                                        break;
                                    }
                                }
                            }
                            else
                            {
                                main_join = 128u;
                            }
                        }
                        else
                        {
                            main_join = 128u;
                        }
                    }
                    else
                    {
                        main_join = 128u;
                    }
                    switch (main_join)
                    {
                        case 128u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _68;
                            break;
                        }
                    }
                    break;
                }
            }
            break;
        }
    }
}

