#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _320;

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
    uint _312 = gl_GlobalInvocationID.x & 63u;
    uint _319 = t0.words[_312];
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
                uint _568 = _10;
                if (((_319 ^ 427u) % 3u) == 1u)
                {
                    _28 = t0.words[(_11 + 53u) & 63u] + _11;
                }
                else
                {
                    uint _12 = 0u;
                    uint _13 = _11;
                    uint _666;
                    for (;;)
                    {
                        uint _574 = _12;
                        uint _17 = _13;
                        if (((_319 ^ 402u) % 6u) == 0u)
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
                                uint _622;
                                for (;;)
                                {
                                    uint _590 = _14;
                                    if (((_15 ^ 86u) % 5u) == 0u)
                                    {
                                        _16 = t0.words[(_15 + 50u) & 63u] + (_15 << 1u);
                                    }
                                    else
                                    {
                                        uint _602 = t0.words[(_15 + 53u) & 63u] + (_15 * 3u);
                                        uint _608 = (_602 << 1u) + t0.words[(_602 + 63u) & 63u];
                                        _16 = (_608 << 1u) + t0.words[(_608 + 22u) & 63u];
                                    }
                                    _622 = _16;
                                    uint _623 = _590 + 1u;
                                    _14 = _623;
                                    _15 = _622;
                                    if (_623 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                if (((_319 ^ 648u) % 5u) == 1u)
                                {
                                    uint _638 = t0.words[(_622 + 7u) & 63u] + _622;
                                    _17 = (_638 << 1u) + t0.words[(_638 + 11u) & 63u];
                                    _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 17u;
                                }
                                else
                                {
                                    _17 = t0.words[(_622 + 29u) & 63u] + _622;
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
                                uint _656;
                                for (;;)
                                {
                                    uint _649 = _18;
                                    uint _650 = _19;
                                    _656 = t0.words[(_650 + 53u) & 63u] + (_650 * 6u);
                                    uint _657 = _649 + 1u;
                                    _18 = _657;
                                    _19 = _656;
                                    if (_657 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _20 = t0.words[(_656 + 42u) & 63u] + (_656 * 7u);
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        _666 = _20;
                        uint _667 = _574 + 1u;
                        _12 = _667;
                        _13 = _666;
                        if (_667 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _51 = _666;
                    if ((t0.words[(_666 + 4u) & 63u] & 3u) == 2u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_5_exit = 0u;
                        break;
                    }
                    _28 = _666;
                    if (((_666 ^ 973u) % 3u) == 1u)
                    {
                        uint _21 = 0u;
                        uint _22 = _666;
                        uint _687;
                        for (;;)
                        {
                            uint _679 = _21;
                            uint _680 = _22;
                            _687 = t0.words[(_680 + 55u) & 63u] + (_680 * 7u);
                            uint _688 = _679 + 1u;
                            _21 = _688;
                            _22 = _687;
                            if (_688 == 4u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _23 = 0u;
                        uint _24 = t0.words[(_687 + 38u) & 63u] + (_687 * 5u);
                        uint _25;
                        uint _26;
                        uint _697;
                        for (;;)
                        {
                            _697 = _23;
                            _25 = 0u;
                            _26 = _24;
                            for (;;)
                            {
                                uint _699 = _25;
                                _6 = _26;
                                if ((_319 & 3u) == 3u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_58_exit = 0u;
                                    break;
                                }
                                if ((_6 & 3u) == 2u)
                                {
                                    uint _726 = t0.words[(_6 + 43u) & 63u] + _6;
                                    _27 = (_726 * 6u) + t0.words[(_726 + 28u) & 63u];
                                }
                                else
                                {
                                    uint _712 = t0.words[(_6 + 29u) & 63u] + (_6 << 1u);
                                    _27 = (_712 * 3u) + t0.words[(_712 + 13u) & 63u];
                                }
                                _7 = _27;
                                uint _735 = _699 + 1u;
                                _25 = _735;
                                _26 = _27;
                                if (_735 < 4u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_58_exit = 1u;
                                    break;
                                }
                            }
                            bool _164_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_58_exit)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_55_exit = 0u;
                                    _164_ladder_break = true;
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            if (_164_ladder_break)
                            {
                                break;
                            }
                            if ((_7 & 3u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_55_exit = 1u;
                                break;
                            }
                            uint _741 = _697 + 1u;
                            _23 = _741;
                            _24 = _7;
                            if (_741 < 5u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_55_exit = 1u;
                                break;
                            }
                        }
                        bool _172_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_55_exit)
                        {
                            case 0u:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_5_exit = 1u;
                                _172_ladder_break = true;
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_172_ladder_break)
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
                uint _757;
                for (;;)
                {
                    _757 = _29;
                    _31 = 0u;
                    _32 = _30;
                    for (;;)
                    {
                        uint _759 = _31;
                        uint _766 = t0.words[(_32 + 29u) & 63u] + (_32 * 3u);
                        if (((_766 ^ 546u) % 6u) == 1u)
                        {
                            _38 = _766;
                            if (((_766 ^ 448u) % 5u) == 0u)
                            {
                                break;
                            }
                            else
                            {
                                if ((_766 & 3u) == 1u)
                                {
                                    uint _795 = t0.words[(_766 + 51u) & 63u] + (_766 * 3u);
                                    uint _33 = 0u;
                                    uint _34 = t0.words[(_795 + 18u) & 63u] + _795;
                                    uint _821;
                                    for (;;)
                                    {
                                        uint _802 = _33;
                                        uint _803 = _34;
                                        uint _809 = t0.words[(_803 + 4u) & 63u] + (_803 << 3u);
                                        uint _815 = (_809 << 3u) + t0.words[(_809 + 25u) & 63u];
                                        _821 = (_815 << 1u) + t0.words[(_815 + 52u) & 63u];
                                        uint _822 = _802 + 1u;
                                        _33 = _822;
                                        _34 = _821;
                                        if (_822 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _35 = _821;
                                    _RESERVED_IDENTIFIER_FIXUP_13_loop_join = 46u;
                                }
                                else
                                {
                                    _37 = _766;
                                    _35 = _766;
                                    if (((_319 ^ 520u) % 6u) == 1u)
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
                            _35 = t0.words[(_766 + 62u) & 63u] + (_766 << 2u);
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
                            default:
                            {
                                break;
                            }
                        }
                        uint _842 = _759 + 1u;
                        _31 = _842;
                        _32 = _37;
                        _38 = _37;
                        if (_842 < 2u)
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
                    uint _851 = _757 + 1u;
                    _29 = _851;
                    _30 = _8;
                    if (_851 < 4u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_10_exit = 1u;
                        break;
                    }
                }
                bool _207_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_10_exit)
                {
                    case 0u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_5_exit = 2u;
                        _207_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_207_ladder_break)
                {
                    break;
                }
                uint _39 = 0u;
                uint _40 = _8;
                uint _864;
                for (;;)
                {
                    uint _856 = _39;
                    uint _857 = _40;
                    _864 = t0.words[(_857 + 45u) & 63u] + (_857 << 3u);
                    uint _865 = _856 + 1u;
                    _39 = _865;
                    _40 = _864;
                    if (_865 == 2u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                uint _867 = _568 + 1u;
                _10 = _867;
                _11 = _864;
                _51 = _864;
                if (_867 < 2u)
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
        uint _332 = t0.words[(gl_GlobalInvocationID.x + 25u) & 63u];
        uint _333 = _332 + (gl_GlobalInvocationID.x * 3u);
        uint _338 = t0.words[(_333 + 7u) & 63u];
        uint _339 = _338 + _333;
        uint _342 = (_339 + 31u) & 63u;
        uint _344 = t0.words[_342];
        if (((_344 ^ 297u) % 3u) == 1u)
        {
            switch (_339 & 3u)
            {
                case 0u:
                {
                    if ((_339 % 5u) == 0u)
                    {
                        if ((_339 % 3u) == 0u)
                        {
                            uint _41 = 0u;
                            uint _42 = _339;
                            uint _555;
                            uint _43;
                            uint _44;
                            uint _45;
                            uint _480;
                            for (;;)
                            {
                                _480 = _41;
                                _43 = 0u;
                                _44 = _42;
                                uint _509;
                                for (;;)
                                {
                                    uint _482 = _43;
                                    uint _483 = _44;
                                    uint _490 = t0.words[(_483 + 36u) & 63u] + (_483 * 7u);
                                    uint _497 = (_490 * 5u) + t0.words[(_490 + 39u) & 63u];
                                    uint _504 = (_497 * 7u) + t0.words[(_497 + 29u) & 63u];
                                    _509 = _504 + t0.words[(_504 + 25u) & 63u];
                                    uint _510 = _482 + 1u;
                                    _43 = _510;
                                    _44 = _509;
                                    if (_510 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _518 = t0.words[(_509 + 14u) & 63u] + (_509 << 1u);
                                uint _524 = (_518 * 3u) + t0.words[(_518 + 59u) & 63u];
                                if ((_319 & 1u) == 0u)
                                {
                                    uint _540 = t0.words[(_524 + 48u) & 63u] + (_524 * 6u);
                                    uint _547 = (_540 * 3u) + t0.words[(_540 + 61u) & 63u];
                                    _45 = (_547 << 1u) + t0.words[(_547 + 40u) & 63u];
                                }
                                else
                                {
                                    _45 = t0.words[(_524 + 52u) & 63u] + (_524 * 3u);
                                }
                                _555 = _45;
                                uint _556 = _480 + 1u;
                                _41 = _556;
                                _42 = _555;
                                if (_556 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _52 = _555;
                            main_join = 84u;
                        }
                        else
                        {
                            _52 = t0.words[(_339 + 10u) & 63u] + _339;
                            main_join = 84u;
                        }
                    }
                    else
                    {
                        _52 = _339;
                        if (((t0.words[(_339 + 44u) & 63u] ^ 991u) % 3u) == 0u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _339;
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
                    uint _448 = t0.words[(_339 + 46u) & 63u] + (_339 << 1u);
                    _52 = (_448 << 3u) + t0.words[(_448 + 60u) & 63u];
                    main_join = 84u;
                    break;
                }
                case 2u:
                {
                    uint _46 = _339;
                    if ((_344 & 3u) == 3u)
                    {
                        uint _421 = t0.words[(_339 + 44u) & 63u] + (_339 << 3u);
                        uint _428 = (_421 * 6u) + t0.words[(_421 + 16u) & 63u];
                        _46 = _428 + t0.words[(_428 + 63u) & 63u];
                    }
                    _52 = t0.words[(_46 + 4u) & 63u] + (_46 * 7u);
                    main_join = 84u;
                    break;
                }
                default:
                {
                    _52 = t0.words[(_339 + 25u) & 63u] + (_339 << 3u);
                    main_join = 84u;
                    break;
                }
            }
        }
        else
        {
            uint _354 = t0.words[(_339 + 8u) & 63u] + _339;
            if ((_319 & 3u) == 0u)
            {
                uint _47 = 0u;
                uint _48 = t0.words[(_354 + 63u) & 63u] + (_354 * 5u);
                uint _408;
                uint _49;
                uint _50;
                uint _377;
                for (;;)
                {
                    _377 = _47;
                    uint _385 = t0.words[(_48 + 59u) & 63u] + (_48 << 3u);
                    uint _391 = t0.words[(_385 + 19u) & 63u] + _385;
                    _49 = 0u;
                    _50 = (_391 * 3u) + t0.words[(_391 + 21u) & 63u];
                    for (;;)
                    {
                        uint _399 = _49;
                        _408 = t0.words[(_50 + 23u) & 63u] + (_50 * 6u);
                        uint _409 = _399 + 1u;
                        _49 = _409;
                        _50 = _408;
                        if (_409 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _411 = _377 + 1u;
                    _47 = _411;
                    _48 = _408;
                    if (_411 == 5u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _52 = _408;
                main_join = 84u;
            }
            else
            {
                uint _362 = t0.words[(_354 + 50u) & 63u] + _354;
                _52 = t0.words[(_362 + 44u) & 63u] + _362;
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
            uint _885;
            uint _9;
            uint _57;
            uint _63;
            uint _64;
            for (;;)
            {
                uint _884 = _53;
                _885 = _54;
                if (((_885 ^ 775u) % 5u) == 0u)
                {
                    _RESERVED_IDENTIFIER_FIXUP_69_exit = 0u;
                    break;
                }
                uint _67 = _885;
                if ((t0.words[(_885 + 44u) & 63u] & 3u) == 3u)
                {
                    uint _55 = 0u;
                    uint _56 = _885;
                    for (;;)
                    {
                        uint _896 = _55;
                        if (((_319 ^ 774u) % 6u) == 1u)
                        {
                            _63 = _56;
                            if (((_319 ^ 798u) % 6u) == 1u)
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
                                    uint _918 = t0.words[(_56 + 20u) & 63u] + (_56 * 6u);
                                    _57 = (_918 * 3u) + t0.words[(_918 + 17u) & 63u];
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
                                uint _944 = t0.words[(_57 + 16u) & 63u] + (_57 * 5u);
                                _63 = _944;
                                if (((t0.words[(_944 + 35u) & 63u] ^ 674u) % 3u) == 1u)
                                {
                                    uint _58 = 0u;
                                    uint _59 = _944;
                                    uint _961;
                                    for (;;)
                                    {
                                        uint _953 = _58;
                                        uint _954 = _59;
                                        _961 = t0.words[(_954 + 27u) & 63u] + (_954 * 3u);
                                        uint _962 = _953 + 1u;
                                        _58 = _962;
                                        _59 = _961;
                                        if (_962 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _60 = 0u;
                                    uint _61 = _961;
                                    uint _1012;
                                    for (;;)
                                    {
                                        uint _964 = _60;
                                        uint _970 = t0.words[(_61 + 22u) & 63u] + _61;
                                        uint _977 = (_970 * 3u) + t0.words[(_970 + 32u) & 63u];
                                        uint _983 = (_977 * 6u) + t0.words[(_977 + 13u) & 63u];
                                        uint _62 = _983;
                                        if (((_983 ^ 962u) % 3u) == 1u)
                                        {
                                            switch (_983 % 3u)
                                            {
                                                case 0u:
                                                {
                                                    _62 = t0.words[(_983 + 49u) & 63u] + (_983 * 5u);
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _994 = t0.words[(_983 + 36u) & 63u] + (_983 * 7u);
                                                    _62 = t0.words[(_994 + 22u) & 63u] + _994;
                                                    break;
                                                }
                                                default:
                                                {
                                                    _62 = t0.words[(_983 + 16u) & 63u] + (_983 << 3u);
                                                    break;
                                                }
                                            }
                                        }
                                        _1012 = _62;
                                        uint _1013 = _964 + 1u;
                                        _60 = _1013;
                                        _61 = _1012;
                                        if (_1013 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _63 = _1012;
                                }
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        uint _1016 = _896 + 1u;
                        _55 = _1016;
                        _56 = _63;
                        _64 = _63;
                        if (_1016 < 4u)
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
                    uint _1026;
                    for (;;)
                    {
                        uint _1019 = _65;
                        uint _1020 = _66;
                        _1026 = t0.words[(_1019 + 17u) & 63u] + (_1019 * 5u);
                        uint _1027 = _1020 + 1u;
                        _65 = _1026;
                        _66 = _1027;
                        if (_1027 == 4u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _67 = t0.words[(_1026 + 17u) & 63u] + (_1026 << 1u);
                }
                uint _1041 = t0.words[(_67 + 22u) & 63u] + (_67 * 7u);
                uint _1047 = (_1041 * 3u) + t0.words[(_1041 + 6u) & 63u];
                _9 = _1047;
                uint _1048 = _884 + 1u;
                _53 = _1048;
                _54 = _1047;
                if (_1048 < 4u)
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
                    u0.words[gl_GlobalInvocationID.x] = _885;
                    break;
                }
                default:
                {
                    uint _68 = _9;
                    if ((t0.words[(_9 + 7u) & 63u] & 1u) == 0u)
                    {
                        uint _1065 = t0.words[(_9 + 5u) & 63u];
                        uint _1066 = _1065 + (_9 * 3u);
                        _68 = _1066;
                        if ((_1066 & 3u) == 0u)
                        {
                            uint _1073 = t0.words[(_1066 + 3u) & 63u];
                            uint _1074 = _1073 + (_1066 * 7u);
                            _68 = _1074;
                            if (((_1074 | _319) & 3u) == 0u)
                            {
                                uint _1082 = t0.words[(_1074 + 55u) & 63u];
                                uint _1083 = _1082 + (_1074 * 3u);
                                switch (_1083 & 3u)
                                {
                                    case 0u:
                                    {
                                        _68 = t0.words[(_1083 + 63u) & 63u] + (_1083 * 6u);
                                        main_join = 128u;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _68 = t0.words[(_1083 + 60u) & 63u] + (_1083 << 1u);
                                        main_join = 128u;
                                        break;
                                    }
                                    case 2u:
                                    {
                                        _68 = t0.words[(_1083 + 63u) & 63u] + _1083;
                                        main_join = 128u;
                                        break;
                                    }
                                    default:
                                    {
                                        _68 = _1083;
                                        switch (_1083 % 5u)
                                        {
                                            case 0u:
                                            {
                                                if (((_319 ^ 790u) % 5u) == 1u)
                                                {
                                                    u0.words[gl_GlobalInvocationID.x] = _1083;
                                                    main_join = 129u;
                                                }
                                                else
                                                {
                                                    switch (_1083 % 3u)
                                                    {
                                                        case 0u:
                                                        {
                                                            _68 = t0.words[(_1083 + 56u) & 63u] + (_1083 * 3u);
                                                            main_join = 128u;
                                                            break;
                                                        }
                                                        case 1u:
                                                        {
                                                            _68 = t0.words[(_1083 + 8u) & 63u] + (_1083 * 5u);
                                                            main_join = 128u;
                                                            break;
                                                        }
                                                        default:
                                                        {
                                                            _68 = t0.words[(_1083 + 45u) & 63u] + (_1083 << 1u);
                                                            main_join = 128u;
                                                            break;
                                                        }
                                                    }
                                                }
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _1107 = _1083 * 7u;
                                                if (((_1083 ^ 147u) % 6u) == 0u)
                                                {
                                                    uint _1123 = t0.words[(_1083 + 2u) & 63u] + _1107;
                                                    uint _1130 = (_1123 * 3u) + t0.words[(_1123 + 37u) & 63u];
                                                    _68 = (_1130 * 5u) + t0.words[(_1130 + 63u) & 63u];
                                                    main_join = 128u;
                                                }
                                                else
                                                {
                                                    uint _1112 = t0.words[(_1083 + 23u) & 63u] + _1107;
                                                    _68 = (_1112 << 2u) + t0.words[(_1112 + 32u) & 63u];
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

