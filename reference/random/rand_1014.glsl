#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _238;

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
    uint _230 = gl_GlobalInvocationID.x & 63u;
    uint _237 = t0.words[_230];
    uint _6 = gl_GlobalInvocationID.x;
    if (((t0.words[(gl_GlobalInvocationID.x + 22u) & 63u] ^ 477u) % 6u) == 1u)
    {
        _6 = t0.words[(gl_GlobalInvocationID.x + 54u) & 63u] + (gl_GlobalInvocationID.x * 7u);
    }
    uint _266 = t0.words[(_6 + 60u) & 63u] + (_6 * 7u);
    uint _274 = (_266 << 2u) + t0.words[(_266 + 18u) & 63u];
    uint _282 = (_274 * 3u) + t0.words[(_274 + 47u) & 63u];
    uint _36;
    if ((t0.words[(_282 + 8u) & 63u] & 3u) == 1u)
    {
        uint _10;
        if ((_282 % 3u) == 0u)
        {
            _10 = t0.words[(_282 + 59u) & 63u] + (_282 * 5u);
        }
        else
        {
            uint _7 = 0u;
            uint _8 = _282;
            uint _690;
            for (;;)
            {
                uint _667 = _7;
                uint _674 = t0.words[(_8 + 22u) & 63u] + (_8 * 6u);
                uint _681 = (_674 << 2u) + t0.words[(_674 + 58u) & 63u];
                uint _9 = _681;
                if (!((_681 & 1u) == 0u))
                {
                    _9 = t0.words[(_681 + 6u) & 63u] + (_681 << 2u);
                }
                _690 = _9;
                uint _691 = _667 + 1u;
                _7 = _691;
                _8 = _690;
                if (_691 == 4u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            _10 = _690;
        }
        uint _11 = 0u;
        uint _12 = _10;
        uint _715;
        uint _13;
        uint _14;
        uint _700;
        for (;;)
        {
            _700 = _11;
            _13 = 0u;
            _14 = _12;
            uint _702;
            for (;;)
            {
                _702 = _13;
                uint _709 = t0.words[(_14 + 19u) & 63u] + (_14 * 7u);
                _715 = (_709 * 3u) + t0.words[(_709 + 12u) & 63u];
                if ((_715 & 3u) == 1u)
                {
                    break;
                }
                else
                {
                    uint _718 = _702 + 1u;
                    _13 = _718;
                    _14 = _715;
                    if (_718 < 2u)
                    {
                        continue;
                    }
                    else
                    {
                        break;
                    }
                }
            }
            if (((_237 ^ 766u) % 3u) == 1u)
            {
                break;
            }
            else
            {
                uint _724 = _700 + 1u;
                _11 = _724;
                _12 = _715;
                if (_724 < 5u)
                {
                    continue;
                }
                else
                {
                    break;
                }
            }
        }
        if ((_715 % 3u) == 0u)
        {
            uint _15 = 0u;
            uint _16 = _715;
            uint _741;
            for (;;)
            {
                uint _734 = _15;
                uint _735 = _16;
                _741 = t0.words[(_735 + 61u) & 63u] + (_735 << 1u);
                uint _742 = _734 + 1u;
                _15 = _742;
                _16 = _741;
                if (_742 == 2u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            _36 = _741;
            main_join = 71u;
        }
        else
        {
            _36 = t0.words[(_715 + 17u) & 63u] + (_715 << 3u);
            main_join = 71u;
        }
    }
    else
    {
        uint _295 = t0.words[(_282 + 54u) & 63u] + (_282 << 2u);
        _36 = _295;
        if ((((_237 ^ 831u) % 5u) == 0u) && ((_295 & 3u) == 3u))
        {
            uint _20 = _295;
            switch (_295 % 5u)
            {
                case 0u:
                {
                    uint _17;
                    if (((_295 ^ 894u) % 5u) == 0u)
                    {
                        _17 = _295;
                        if (((_237 ^ 908u) % 6u) == 1u)
                        {
                            uint _342 = t0.words[(_295 + 27u) & 63u] + (_295 * 6u);
                            _17 = (_342 * 7u) + t0.words[(_342 + 51u) & 63u];
                        }
                    }
                    else
                    {
                        uint _317 = t0.words[(_295 + 19u) & 63u] + (_295 << 3u);
                        uint _324 = (_317 * 6u) + t0.words[(_317 + 31u) & 63u];
                        _17 = (_324 * 7u) + t0.words[(_324 + 51u) & 63u];
                    }
                    _20 = _17;
                    if (((t0.words[(_17 + 26u) & 63u] ^ 845u) % 5u) == 0u)
                    {
                        uint _18 = 0u;
                        uint _19 = _17;
                        uint _373;
                        for (;;)
                        {
                            uint _359 = _18;
                            uint _360 = _19;
                            uint _366 = t0.words[(_360 + 54u) & 63u] + (_360 << 2u);
                            _373 = (_366 * 3u) + t0.words[(_366 + 36u) & 63u];
                            uint _374 = _359 + 1u;
                            _18 = _374;
                            _19 = _373;
                            if (_374 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _20 = t0.words[(_373 + 14u) & 63u] + (_373 * 5u);
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
                    _20 = _295;
                    if (((_295 ^ 283u) % 6u) == 1u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _295;
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
                    if ((_237 & 1u) == 0u)
                    {
                        uint _24;
                        switch (_20 & 3u)
                        {
                            case 0u:
                            {
                                uint _416 = t0.words[(_20 + 12u) & 63u] + (_20 << 2u);
                                if (((t0.words[(_416 + 39u) & 63u] ^ 164u) % 3u) == 1u)
                                {
                                    uint _21 = 0u;
                                    uint _22 = t0.words[(_416 + 13u) & 63u] + (_416 * 7u);
                                    uint _526;
                                    for (;;)
                                    {
                                        uint _499 = _21;
                                        uint _500 = _22;
                                        uint _506 = t0.words[(_500 + 59u) & 63u] + (_500 << 2u);
                                        uint _512 = (_506 << 1u) + t0.words[(_506 + 13u) & 63u];
                                        uint _519 = (_512 * 3u) + t0.words[(_512 + 38u) & 63u];
                                        _526 = (_519 * 6u) + t0.words[(_519 + 34u) & 63u];
                                        uint _527 = _499 + 1u;
                                        _21 = _527;
                                        _22 = _526;
                                        if (_527 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _24 = _526;
                                    main_join = 48u;
                                }
                                else
                                {
                                    uint _432 = t0.words[(_416 + 44u) & 63u] + (_416 << 1u);
                                    uint _23;
                                    if (((_237 ^ 169u) % 5u) == 0u)
                                    {
                                        uint _447 = t0.words[(_432 + 1u) & 63u] + _432;
                                        uint _454 = (_447 << 1u) + t0.words[(_447 + 52u) & 63u];
                                        _23 = (_454 << 1u) + t0.words[(_454 + 61u) & 63u];
                                    }
                                    else
                                    {
                                        _23 = t0.words[(_432 + 12u) & 63u] + (_432 * 5u);
                                    }
                                    if (((_23 ^ 772u) % 6u) == 0u)
                                    {
                                        uint _480 = t0.words[(_23 + 45u) & 63u] + (_23 << 3u);
                                        uint _485 = (_480 << 2u) + t0.words[_480 & 63u];
                                        _24 = (_485 * 6u) + t0.words[(_485 + 9u) & 63u];
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
                                if ((_237 & 3u) == 3u)
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
                                uint _582 = t0.words[(_25 + 25u) & 63u] + (_25 << 2u);
                                uint _32 = _582;
                                if (!((t0.words[(_582 + 5u) & 63u] & 1u) == 0u))
                                {
                                    uint _28 = _582;
                                    if (((_582 ^ 518u) % 5u) == 0u)
                                    {
                                        uint _26 = 0u;
                                        uint _27 = _582;
                                        uint _606;
                                        for (;;)
                                        {
                                            uint _593 = _26;
                                            uint _594 = _27;
                                            uint _600 = t0.words[(_594 + 36u) & 63u] + (_594 * 3u);
                                            _606 = (_600 << 2u) + t0.words[(_600 + 14u) & 63u];
                                            uint _607 = _593 + 1u;
                                            _26 = _607;
                                            _27 = _606;
                                            if (_607 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _28 = t0.words[(_606 + 48u) & 63u] + (_606 * 5u);
                                    }
                                    uint _31;
                                    if ((_28 & 3u) == 0u)
                                    {
                                        uint _29 = 0u;
                                        uint _30 = _28;
                                        uint _632;
                                        for (;;)
                                        {
                                            uint _625 = _29;
                                            uint _626 = _30;
                                            _632 = t0.words[(_626 + 31u) & 63u] + (_626 * 6u);
                                            uint _633 = _625 + 1u;
                                            _29 = _633;
                                            _30 = _632;
                                            if (_633 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _31 = _632;
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
                                uint _644;
                                uint _651;
                                for (;;)
                                {
                                    _644 = _33;
                                    uint _645 = _34;
                                    _651 = t0.words[(_645 + 1u) & 63u] + (_645 * 5u);
                                    _35 = _651;
                                    if (((_651 ^ 310u) % 3u) == 1u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        uint _661 = t0.words[(_651 + 13u) & 63u] + (_651 << 3u);
                                        uint _662 = _644 + 1u;
                                        _33 = _662;
                                        _34 = _661;
                                        _35 = _661;
                                        if (_662 < 5u)
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
                                }
                            }
                            break;
                        }
                    }
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
            uint _751 = t0.words[(_36 + 58u) & 63u] + (_36 * 3u);
            uint _757 = (_751 * 5u) + t0.words[(_751 + 61u) & 63u];
            uint _50 = _757;
            if (((_237 ^ 147u) % 5u) == 1u)
            {
                uint _767 = t0.words[(_757 + 38u) & 63u] + (_757 * 5u);
                _50 = _767;
                switch (_767 & 3u)
                {
                    case 0u:
                    {
                        uint _44 = _767;
                        if (((t0.words[(_767 + 57u) & 63u] ^ 623u) % 6u) == 1u)
                        {
                            uint _982 = t0.words[(_767 + 15u) & 63u] + (_767 << 2u);
                            if (((t0.words[(_982 + 30u) & 63u] ^ 73u) % 6u) == 1u)
                            {
                                _44 = t0.words[(_982 + 1u) & 63u] + (_982 * 5u);
                            }
                            else
                            {
                                uint _43 = _982;
                                if (!((_237 & 1u) == 0u))
                                {
                                    if (((_237 ^ 506u) % 5u) == 0u)
                                    {
                                        uint _37 = 0u;
                                        uint _38 = _982;
                                        uint _1037;
                                        for (;;)
                                        {
                                            uint _1031 = _37;
                                            uint _1032 = _38;
                                            _1037 = t0.words[(_1032 + 25u) & 63u] + _1032;
                                            uint _1038 = _1031 + 1u;
                                            _37 = _1038;
                                            _38 = _1037;
                                            if (_1038 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _1045 = t0.words[(_1037 + 22u) & 63u] + (_1037 << 2u);
                                        if (((_1045 ^ 281u) % 6u) == 0u)
                                        {
                                            uint _1074 = t0.words[(_1045 + 17u) & 63u] + (_1045 * 7u);
                                            uint _1081 = (_1074 << 3u) + t0.words[(_1074 + 29u) & 63u];
                                            _43 = (_1081 * 3u) + t0.words[(_1081 + 53u) & 63u];
                                        }
                                        else
                                        {
                                            uint _1056 = t0.words[(_1045 + 41u) & 63u] + (_1045 << 3u);
                                            uint _1062 = (_1056 * 6u) + t0.words[(_1056 + 34u) & 63u];
                                            _43 = (_1062 * 6u) + t0.words[(_1062 + 22u) & 63u];
                                        }
                                    }
                                    else
                                    {
                                        uint _39 = 0u;
                                        uint _40 = _982;
                                        uint _1005;
                                        for (;;)
                                        {
                                            uint _998 = _39;
                                            uint _999 = _40;
                                            _1005 = t0.words[(_999 + 14u) & 63u] + (_999 * 7u);
                                            uint _1006 = _998 + 1u;
                                            _39 = _1006;
                                            _40 = _1005;
                                            if (_1006 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _41 = 0u;
                                        uint _42 = t0.words[(_1005 + 53u) & 63u] + (_1005 * 3u);
                                        uint _1028;
                                        for (;;)
                                        {
                                            uint _1015 = _41;
                                            uint _1016 = _42;
                                            uint _1022 = t0.words[(_1016 + 40u) & 63u] + _1016;
                                            _1028 = (_1022 << 3u) + t0.words[(_1022 + 36u) & 63u];
                                            uint _1029 = _1015 + 1u;
                                            _41 = _1029;
                                            _42 = _1028;
                                            if (_1029 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _43 = _1028;
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
                        _50 = t0.words[(_767 + 21u) & 63u] + (_767 * 7u);
                        break;
                    }
                    case 2u:
                    {
                        _50 = _767;
                        if (((t0.words[(_767 + 48u) & 63u] ^ 47u) % 5u) == 0u)
                        {
                            _50 = _767;
                            if ((t0.words[(_767 + 32u) & 63u] & 3u) == 1u)
                            {
                                uint _787 = t0.words[(_767 + 7u) & 63u] + (_767 * 6u);
                                if (((t0.words[(_787 + 24u) & 63u] ^ 492u) % 6u) == 1u)
                                {
                                    _50 = _787;
                                    if (((t0.words[(_787 + 25u) & 63u] ^ 218u) % 6u) == 0u)
                                    {
                                        uint _45 = 0u;
                                        uint _46 = _787;
                                        uint _931;
                                        for (;;)
                                        {
                                            uint _913 = _45;
                                            uint _914 = _46;
                                            uint _920 = t0.words[(_914 + 14u) & 63u] + (_914 * 7u);
                                            uint _925 = t0.words[(_920 + 50u) & 63u] + _920;
                                            _931 = (_925 * 6u) + t0.words[(_925 + 51u) & 63u];
                                            uint _932 = _913 + 1u;
                                            _45 = _932;
                                            _46 = _931;
                                            if (_932 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _47 = 0u;
                                        uint _48 = _931;
                                        uint _959;
                                        for (;;)
                                        {
                                            uint _934 = _47;
                                            uint _935 = _48;
                                            uint _940 = t0.words[(_935 + 25u) & 63u] + _935;
                                            uint _947 = (_940 * 6u) + t0.words[(_940 + 10u) & 63u];
                                            uint _953 = (_947 << 3u) + t0.words[(_947 + 3u) & 63u];
                                            _959 = (_953 * 7u) + t0.words[(_953 + 17u) & 63u];
                                            uint _960 = _934 + 1u;
                                            _47 = _960;
                                            _48 = _959;
                                            if (_960 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _50 = _959;
                                    }
                                }
                                else
                                {
                                    if (((_787 ^ 385u) % 5u) == 1u)
                                    {
                                        if (((t0.words[(_787 + 44u) & 63u] ^ 8u) % 3u) == 1u)
                                        {
                                            uint _898 = t0.words[(_787 + 56u) & 63u] + (_787 << 3u);
                                            _50 = (_898 << 3u) + t0.words[(_898 + 16u) & 63u];
                                        }
                                        else
                                        {
                                            uint _879 = t0.words[(_787 + 8u) & 63u] + (_787 << 2u);
                                            uint _885 = (_879 * 3u) + t0.words[(_879 + 13u) & 63u];
                                            _50 = (_885 * 3u) + t0.words[(_885 + 25u) & 63u];
                                        }
                                    }
                                    else
                                    {
                                        uint _49;
                                        switch (_787 % 5u)
                                        {
                                            case 0u:
                                            {
                                                _49 = t0.words[(_787 + 9u) & 63u] + (_787 * 6u);
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _49 = t0.words[(_787 + 9u) & 63u] + (_787 << 3u);
                                                break;
                                            }
                                            case 2u:
                                            {
                                                uint _814 = t0.words[(_787 + 16u) & 63u] + (_787 * 7u);
                                                _49 = (_814 * 6u) + t0.words[(_814 + 59u) & 63u];
                                                break;
                                            }
                                            case 3u:
                                            {
                                                _49 = t0.words[(_787 + 50u) & 63u] + (_787 << 3u);
                                                break;
                                            }
                                            default:
                                            {
                                                _49 = t0.words[(_787 + 13u) & 63u] + (_787 << 2u);
                                                break;
                                            }
                                        }
                                        if (((t0.words[(_49 + 51u) & 63u] ^ 220u) % 3u) == 0u)
                                        {
                                            uint _859 = t0.words[(_49 + 59u) & 63u] + (_49 * 6u);
                                            _50 = (_859 << 3u) + t0.words[(_859 + 57u) & 63u];
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
    }
}

