#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _243;

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
    uint main_join = 0u;
    uint _235 = gl_GlobalInvocationID.x & 63u;
    uint _242 = t0.words[_235];
    uint _6 = gl_GlobalInvocationID.x;
    if (((t0.words[(gl_GlobalInvocationID.x + 22u) & 63u] ^ 477u) % 6u) == 1u)
    {
        _6 = t0.words[(gl_GlobalInvocationID.x + 54u) & 63u] + (gl_GlobalInvocationID.x * 7u);
    }
    uint _271 = t0.words[(_6 + 60u) & 63u] + (_6 * 7u);
    uint _279 = (_271 << 2u) + t0.words[(_271 + 18u) & 63u];
    uint _287 = (_279 * 3u) + t0.words[(_279 + 47u) & 63u];
    uint _36;
    if ((t0.words[(_287 + 8u) & 63u] & 3u) == 1u)
    {
        uint _10;
        if ((_287 % 3u) == 0u)
        {
            _10 = t0.words[(_287 + 59u) & 63u] + (_287 * 5u);
        }
        else
        {
            uint _7 = 0u;
            uint _8 = _287;
            uint _695;
            for (;;)
            {
                uint _672 = _7;
                uint _679 = t0.words[(_8 + 22u) & 63u] + (_8 * 6u);
                uint _686 = (_679 << 2u) + t0.words[(_679 + 58u) & 63u];
                uint _9 = _686;
                if (!((_686 & 1u) == 0u))
                {
                    _9 = t0.words[(_686 + 6u) & 63u] + (_686 << 2u);
                }
                _695 = _9;
                uint _696 = _672 + 1u;
                _7 = _696;
                _8 = _695;
                if (_696 == 4u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            _10 = _695;
        }
        uint _11 = 0u;
        uint _12 = _10;
        uint _720;
        uint _13;
        uint _14;
        uint _705;
        for (;;)
        {
            _705 = _11;
            _13 = 0u;
            _14 = _12;
            uint _707;
            for (;;)
            {
                _707 = _13;
                uint _714 = t0.words[(_14 + 19u) & 63u] + (_14 * 7u);
                _720 = (_714 * 3u) + t0.words[(_714 + 12u) & 63u];
                if ((_720 & 3u) == 1u)
                {
                    break;
                }
                else
                {
                    uint _723 = _707 + 1u;
                    _13 = _723;
                    _14 = _720;
                    if (_723 < 2u)
                    {
                        continue;
                    }
                    else
                    {
                        break;
                    }
                }
            }
            if (((_242 ^ 766u) % 3u) == 1u)
            {
                break;
            }
            else
            {
                uint _729 = _705 + 1u;
                _11 = _729;
                _12 = _720;
                if (_729 < 5u)
                {
                    continue;
                }
                else
                {
                    break;
                }
            }
        }
        if ((_720 % 3u) == 0u)
        {
            uint _15 = 0u;
            uint _16 = _720;
            uint _746;
            for (;;)
            {
                uint _739 = _15;
                uint _740 = _16;
                _746 = t0.words[(_740 + 61u) & 63u] + (_740 << 1u);
                uint _747 = _739 + 1u;
                _15 = _747;
                _16 = _746;
                if (_747 == 2u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            _36 = _746;
            main_join = 71u;
        }
        else
        {
            _36 = t0.words[(_720 + 17u) & 63u] + (_720 << 3u);
            main_join = 71u;
        }
    }
    else
    {
        uint _300 = t0.words[(_287 + 54u) & 63u] + (_287 << 2u);
        _36 = _300;
        if ((((_242 ^ 831u) % 5u) == 0u) && ((_300 & 3u) == 3u))
        {
            uint _20 = _300;
            switch (_300 % 5u)
            {
                case 0u:
                {
                    uint _17;
                    if (((_300 ^ 894u) % 5u) == 0u)
                    {
                        _17 = _300;
                        if (((_242 ^ 908u) % 6u) == 1u)
                        {
                            uint _347 = t0.words[(_300 + 27u) & 63u] + (_300 * 6u);
                            _17 = (_347 * 7u) + t0.words[(_347 + 51u) & 63u];
                        }
                    }
                    else
                    {
                        uint _322 = t0.words[(_300 + 19u) & 63u] + (_300 << 3u);
                        uint _329 = (_322 * 6u) + t0.words[(_322 + 31u) & 63u];
                        _17 = (_329 * 7u) + t0.words[(_329 + 51u) & 63u];
                    }
                    _20 = _17;
                    if (((t0.words[(_17 + 26u) & 63u] ^ 845u) % 5u) == 0u)
                    {
                        uint _18 = 0u;
                        uint _19 = _17;
                        uint _378;
                        for (;;)
                        {
                            uint _364 = _18;
                            uint _365 = _19;
                            uint _371 = t0.words[(_365 + 54u) & 63u] + (_365 << 2u);
                            _378 = (_371 * 3u) + t0.words[(_371 + 36u) & 63u];
                            uint _379 = _364 + 1u;
                            _18 = _379;
                            _19 = _378;
                            if (_379 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _20 = t0.words[(_378 + 14u) & 63u] + (_378 * 5u);
                        main_join = 32u;
                    }
                    else
                    {
                        main_join = 32u;
                    }
                    break;
                }
                case 1u:
                {
                    main_join = 32u;
                    break;
                }
                default:
                {
                    _20 = _300;
                    if (((_300 ^ 283u) % 6u) == 1u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _300;
                        main_join = 114u;
                    }
                    else
                    {
                        main_join = 32u;
                    }
                    break;
                }
            }
            switch (main_join)
            {
                case 32u:
                {
                    uint _25 = _20;
                    if ((_242 & 1u) == 0u)
                    {
                        uint _24;
                        switch (_20 & 3u)
                        {
                            case 0u:
                            {
                                uint _421 = t0.words[(_20 + 12u) & 63u] + (_20 << 2u);
                                if (((t0.words[(_421 + 39u) & 63u] ^ 164u) % 3u) == 1u)
                                {
                                    uint _21 = 0u;
                                    uint _22 = t0.words[(_421 + 13u) & 63u] + (_421 * 7u);
                                    uint _531;
                                    for (;;)
                                    {
                                        uint _504 = _21;
                                        uint _505 = _22;
                                        uint _511 = t0.words[(_505 + 59u) & 63u] + (_505 << 2u);
                                        uint _517 = (_511 << 1u) + t0.words[(_511 + 13u) & 63u];
                                        uint _524 = (_517 * 3u) + t0.words[(_517 + 38u) & 63u];
                                        _531 = (_524 * 6u) + t0.words[(_524 + 34u) & 63u];
                                        uint _532 = _504 + 1u;
                                        _21 = _532;
                                        _22 = _531;
                                        if (_532 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _24 = _531;
                                    main_join = 48u;
                                }
                                else
                                {
                                    uint _437 = t0.words[(_421 + 44u) & 63u] + (_421 << 1u);
                                    uint _23;
                                    if (((_242 ^ 169u) % 5u) == 0u)
                                    {
                                        uint _452 = t0.words[(_437 + 1u) & 63u] + _437;
                                        uint _459 = (_452 << 1u) + t0.words[(_452 + 52u) & 63u];
                                        _23 = (_459 << 1u) + t0.words[(_459 + 61u) & 63u];
                                    }
                                    else
                                    {
                                        _23 = t0.words[(_437 + 12u) & 63u] + (_437 * 5u);
                                    }
                                    if (((_23 ^ 772u) % 6u) == 0u)
                                    {
                                        uint _485 = t0.words[(_23 + 45u) & 63u] + (_23 << 3u);
                                        uint _490 = (_485 << 2u) + t0.words[_485 & 63u];
                                        _24 = (_490 * 6u) + t0.words[(_490 + 9u) & 63u];
                                        main_join = 48u;
                                    }
                                    else
                                    {
                                        _24 = t0.words[(_23 + 59u) & 63u] + (_23 * 6u);
                                        main_join = 48u;
                                    }
                                }
                                break;
                            }
                            case 1u:
                            {
                                if ((_242 & 3u) == 3u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _20;
                                    main_join = 114u;
                                }
                                else
                                {
                                    _24 = t0.words[(_20 + 9u) & 63u] + (_20 * 3u);
                                    main_join = 48u;
                                }
                                break;
                            }
                            default:
                            {
                                _24 = t0.words[(_20 + 20u) & 63u] + (_20 << 1u);
                                main_join = 48u;
                                break;
                            }
                        }
                        switch (main_join)
                        {
                            case 48u:
                            {
                                _25 = t0.words[(_24 + 21u) & 63u] + _24;
                                main_join = 49u;
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                    }
                    else
                    {
                        main_join = 49u;
                    }
                    switch (main_join)
                    {
                        case 49u:
                        {
                            if (((t0.words[_25 & 63u] ^ 875u) % 6u) == 1u)
                            {
                                uint _587 = t0.words[(_25 + 25u) & 63u] + (_25 << 2u);
                                uint _32 = _587;
                                if (!((t0.words[(_587 + 5u) & 63u] & 1u) == 0u))
                                {
                                    uint _28 = _587;
                                    if (((_587 ^ 518u) % 5u) == 0u)
                                    {
                                        uint _26 = 0u;
                                        uint _27 = _587;
                                        uint _611;
                                        for (;;)
                                        {
                                            uint _598 = _26;
                                            uint _599 = _27;
                                            uint _605 = t0.words[(_599 + 36u) & 63u] + (_599 * 3u);
                                            _611 = (_605 << 2u) + t0.words[(_605 + 14u) & 63u];
                                            uint _612 = _598 + 1u;
                                            _26 = _612;
                                            _27 = _611;
                                            if (_612 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _28 = t0.words[(_611 + 48u) & 63u] + (_611 * 5u);
                                    }
                                    uint _31;
                                    if ((_28 & 3u) == 0u)
                                    {
                                        uint _29 = 0u;
                                        uint _30 = _28;
                                        uint _637;
                                        for (;;)
                                        {
                                            uint _630 = _29;
                                            uint _631 = _30;
                                            _637 = t0.words[(_631 + 31u) & 63u] + (_631 * 6u);
                                            uint _638 = _630 + 1u;
                                            _29 = _638;
                                            _30 = _637;
                                            if (_638 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _31 = _637;
                                    }
                                    else
                                    {
                                        _31 = t0.words[(_28 + 50u) & 63u] + (_28 * 3u);
                                    }
                                    _32 = t0.words[(_31 + 17u) & 63u] + (_31 << 2u);
                                }
                                uint _33 = 0u;
                                uint _34 = _32;
                                uint _35;
                                uint _649;
                                uint _656;
                                for (;;)
                                {
                                    _649 = _33;
                                    uint _650 = _34;
                                    _656 = t0.words[(_650 + 1u) & 63u] + (_650 * 5u);
                                    _35 = _656;
                                    if (((_656 ^ 310u) % 3u) == 1u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        uint _666 = t0.words[(_656 + 13u) & 63u] + (_656 << 3u);
                                        uint _667 = _649 + 1u;
                                        _33 = _667;
                                        _34 = _666;
                                        _35 = _666;
                                        if (_667 < 5u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            break;
                                        }
                                    }
                                }
                                _36 = _35;
                                main_join = 71u;
                            }
                            else
                            {
                                if (((t0.words[(_25 + 50u) & 63u] ^ 75u) % 3u) == 1u)
                                {
                                    if (((t0.words[(_25 + 47u) & 63u] ^ 168u) % 3u) == 0u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _25;
                                        main_join = 114u;
                                    }
                                    else
                                    {
                                        main_join = 67u;
                                    }
                                }
                                else
                                {
                                    main_join = 67u;
                                }
                                switch (main_join)
                                {
                                    case 67u:
                                    {
                                        _36 = _25;
                                        if ((_25 & 3u) == 2u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _25;
                                            main_join = 114u;
                                        }
                                        else
                                        {
                                            main_join = 71u;
                                        }
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
                    break;
                }
                default:
                {
                    break;
                }
            }
        }
        else
        {
            main_join = 71u;
        }
    }
    switch (main_join)
    {
        case 71u:
        {
            uint _756 = t0.words[(_36 + 58u) & 63u] + (_36 * 3u);
            uint _762 = (_756 * 5u) + t0.words[(_756 + 61u) & 63u];
            uint _50 = _762;
            if (((_242 ^ 147u) % 5u) == 1u)
            {
                uint _772 = t0.words[(_762 + 38u) & 63u] + (_762 * 5u);
                _50 = _772;
                switch (_772 & 3u)
                {
                    case 0u:
                    {
                        uint _44 = _772;
                        if (((t0.words[(_772 + 57u) & 63u] ^ 623u) % 6u) == 1u)
                        {
                            uint _987 = t0.words[(_772 + 15u) & 63u] + (_772 << 2u);
                            if (((t0.words[(_987 + 30u) & 63u] ^ 73u) % 6u) == 1u)
                            {
                                _44 = t0.words[(_987 + 1u) & 63u] + (_987 * 5u);
                            }
                            else
                            {
                                uint _43 = _987;
                                if (!((_242 & 1u) == 0u))
                                {
                                    if (((_242 ^ 506u) % 5u) == 0u)
                                    {
                                        uint _37 = 0u;
                                        uint _38 = _987;
                                        uint _1042;
                                        for (;;)
                                        {
                                            uint _1036 = _37;
                                            uint _1037 = _38;
                                            _1042 = t0.words[(_1037 + 25u) & 63u] + _1037;
                                            uint _1043 = _1036 + 1u;
                                            _37 = _1043;
                                            _38 = _1042;
                                            if (_1043 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _1050 = t0.words[(_1042 + 22u) & 63u] + (_1042 << 2u);
                                        if (((_1050 ^ 281u) % 6u) == 0u)
                                        {
                                            uint _1079 = t0.words[(_1050 + 17u) & 63u] + (_1050 * 7u);
                                            uint _1086 = (_1079 << 3u) + t0.words[(_1079 + 29u) & 63u];
                                            _43 = (_1086 * 3u) + t0.words[(_1086 + 53u) & 63u];
                                        }
                                        else
                                        {
                                            uint _1061 = t0.words[(_1050 + 41u) & 63u] + (_1050 << 3u);
                                            uint _1067 = (_1061 * 6u) + t0.words[(_1061 + 34u) & 63u];
                                            _43 = (_1067 * 6u) + t0.words[(_1067 + 22u) & 63u];
                                        }
                                    }
                                    else
                                    {
                                        uint _39 = 0u;
                                        uint _40 = _987;
                                        uint _1010;
                                        for (;;)
                                        {
                                            uint _1003 = _39;
                                            uint _1004 = _40;
                                            _1010 = t0.words[(_1004 + 14u) & 63u] + (_1004 * 7u);
                                            uint _1011 = _1003 + 1u;
                                            _39 = _1011;
                                            _40 = _1010;
                                            if (_1011 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _41 = 0u;
                                        uint _42 = t0.words[(_1010 + 53u) & 63u] + (_1010 * 3u);
                                        uint _1033;
                                        for (;;)
                                        {
                                            uint _1020 = _41;
                                            uint _1021 = _42;
                                            uint _1027 = t0.words[(_1021 + 40u) & 63u] + _1021;
                                            _1033 = (_1027 << 3u) + t0.words[(_1027 + 36u) & 63u];
                                            uint _1034 = _1020 + 1u;
                                            _41 = _1034;
                                            _42 = _1033;
                                            if (_1034 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _43 = _1033;
                                    }
                                }
                                _44 = t0.words[(_43 + 16u) & 63u] + (_43 * 6u);
                            }
                        }
                        _50 = t0.words[(_44 + 34u) & 63u] + (_44 * 3u);
                        break;
                    }
                    case 1u:
                    {
                        _50 = t0.words[(_772 + 21u) & 63u] + (_772 * 7u);
                        break;
                    }
                    case 2u:
                    {
                        _50 = _772;
                        if (((t0.words[(_772 + 48u) & 63u] ^ 47u) % 5u) == 0u)
                        {
                            _50 = _772;
                            if ((t0.words[(_772 + 32u) & 63u] & 3u) == 1u)
                            {
                                uint _792 = t0.words[(_772 + 7u) & 63u] + (_772 * 6u);
                                if (((t0.words[(_792 + 24u) & 63u] ^ 492u) % 6u) == 1u)
                                {
                                    _50 = _792;
                                    if (((t0.words[(_792 + 25u) & 63u] ^ 218u) % 6u) == 0u)
                                    {
                                        uint _45 = 0u;
                                        uint _46 = _792;
                                        uint _936;
                                        for (;;)
                                        {
                                            uint _918 = _45;
                                            uint _919 = _46;
                                            uint _925 = t0.words[(_919 + 14u) & 63u] + (_919 * 7u);
                                            uint _930 = t0.words[(_925 + 50u) & 63u] + _925;
                                            _936 = (_930 * 6u) + t0.words[(_930 + 51u) & 63u];
                                            uint _937 = _918 + 1u;
                                            _45 = _937;
                                            _46 = _936;
                                            if (_937 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _47 = 0u;
                                        uint _48 = _936;
                                        uint _964;
                                        for (;;)
                                        {
                                            uint _939 = _47;
                                            uint _940 = _48;
                                            uint _945 = t0.words[(_940 + 25u) & 63u] + _940;
                                            uint _952 = (_945 * 6u) + t0.words[(_945 + 10u) & 63u];
                                            uint _958 = (_952 << 3u) + t0.words[(_952 + 3u) & 63u];
                                            _964 = (_958 * 7u) + t0.words[(_958 + 17u) & 63u];
                                            uint _965 = _939 + 1u;
                                            _47 = _965;
                                            _48 = _964;
                                            if (_965 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _50 = _964;
                                    }
                                }
                                else
                                {
                                    if (((_792 ^ 385u) % 5u) == 1u)
                                    {
                                        if (((t0.words[(_792 + 44u) & 63u] ^ 8u) % 3u) == 1u)
                                        {
                                            uint _903 = t0.words[(_792 + 56u) & 63u] + (_792 << 3u);
                                            _50 = (_903 << 3u) + t0.words[(_903 + 16u) & 63u];
                                        }
                                        else
                                        {
                                            uint _884 = t0.words[(_792 + 8u) & 63u] + (_792 << 2u);
                                            uint _890 = (_884 * 3u) + t0.words[(_884 + 13u) & 63u];
                                            _50 = (_890 * 3u) + t0.words[(_890 + 25u) & 63u];
                                        }
                                    }
                                    else
                                    {
                                        uint _49;
                                        switch (_792 % 5u)
                                        {
                                            case 0u:
                                            {
                                                _49 = t0.words[(_792 + 9u) & 63u] + (_792 * 6u);
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _49 = t0.words[(_792 + 9u) & 63u] + (_792 << 3u);
                                                break;
                                            }
                                            case 2u:
                                            {
                                                uint _819 = t0.words[(_792 + 16u) & 63u] + (_792 * 7u);
                                                _49 = (_819 * 6u) + t0.words[(_819 + 59u) & 63u];
                                                break;
                                            }
                                            case 3u:
                                            {
                                                _49 = t0.words[(_792 + 50u) & 63u] + (_792 << 3u);
                                                break;
                                            }
                                            default:
                                            {
                                                _49 = t0.words[(_792 + 13u) & 63u] + (_792 << 2u);
                                                break;
                                            }
                                        }
                                        if (((t0.words[(_49 + 51u) & 63u] ^ 220u) % 3u) == 0u)
                                        {
                                            uint _864 = t0.words[(_49 + 59u) & 63u] + (_49 * 6u);
                                            _50 = (_864 << 3u) + t0.words[(_864 + 57u) & 63u];
                                        }
                                        else
                                        {
                                            _50 = t0.words[(_49 + 22u) & 63u] + (_49 * 7u);
                                        }
                                    }
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
            u0.words[gl_GlobalInvocationID.x] = _50;
            break;
        }
        default:
        {
            break;
        }
    }
}

