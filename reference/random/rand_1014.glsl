#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _223;

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
    uint _10;
    uint _17;
    uint _23;
    uint _24;
    uint _31;
    uint _36;
    uint _49;
    for (;;)
    {
        uint _215 = gl_GlobalInvocationID.x & 63u;
        uint _222 = t0.words[_215];
        uint _6 = gl_GlobalInvocationID.x;
        if (((t0.words[(gl_GlobalInvocationID.x + 22u) & 63u] ^ 477u) % 6u) == 1u)
        {
            _6 = t0.words[(gl_GlobalInvocationID.x + 54u) & 63u] + (gl_GlobalInvocationID.x * 7u);
        }
        uint _251 = t0.words[(_6 + 60u) & 63u] + (_6 * 7u);
        uint _259 = (_251 << 2u) + t0.words[(_251 + 18u) & 63u];
        uint _267 = (_259 * 3u) + t0.words[(_259 + 47u) & 63u];
        if ((t0.words[(_267 + 8u) & 63u] & 3u) == 1u)
        {
            if ((_267 % 3u) == 0u)
            {
                _10 = t0.words[(_267 + 59u) & 63u] + (_267 * 5u);
            }
            else
            {
                uint _7 = 0u;
                uint _8 = _267;
                uint _666;
                for (;;)
                {
                    uint _643 = _7;
                    uint _650 = t0.words[(_8 + 22u) & 63u] + (_8 * 6u);
                    uint _657 = (_650 << 2u) + t0.words[(_650 + 58u) & 63u];
                    uint _9 = _657;
                    if (!((_657 & 1u) == 0u))
                    {
                        _9 = t0.words[(_657 + 6u) & 63u] + (_657 << 2u);
                    }
                    _666 = _9;
                    uint _667 = _643 + 1u;
                    _7 = _667;
                    _8 = _666;
                    if (_667 == 4u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _10 = _666;
            }
            uint _11 = 0u;
            uint _12 = _10;
            uint _691;
            uint _13;
            uint _14;
            uint _676;
            for (;;)
            {
                _676 = _11;
                _13 = 0u;
                _14 = _12;
                uint _678;
                for (;;)
                {
                    _678 = _13;
                    uint _685 = t0.words[(_14 + 19u) & 63u] + (_14 * 7u);
                    _691 = (_685 * 3u) + t0.words[(_685 + 12u) & 63u];
                    if ((_691 & 3u) == 1u)
                    {
                        break;
                    }
                    else
                    {
                        uint _694 = _678 + 1u;
                        _13 = _694;
                        _14 = _691;
                        if (_694 < 2u)
                        {
                            continue;
                        }
                        else
                        {
                            break;
                        }
                    }
                }
                if (((_222 ^ 766u) % 3u) == 1u)
                {
                    break;
                }
                else
                {
                    uint _700 = _676 + 1u;
                    _11 = _700;
                    _12 = _691;
                    if (_700 < 5u)
                    {
                        continue;
                    }
                    else
                    {
                        break;
                    }
                }
            }
            if ((_691 % 3u) == 0u)
            {
                uint _15 = 0u;
                uint _16 = _691;
                uint _717;
                for (;;)
                {
                    uint _710 = _15;
                    uint _711 = _16;
                    _717 = t0.words[(_711 + 61u) & 63u] + (_711 << 1u);
                    uint _718 = _710 + 1u;
                    _15 = _718;
                    _16 = _717;
                    if (_718 == 2u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _36 = _717;
            }
            else
            {
                _36 = t0.words[(_691 + 17u) & 63u] + (_691 << 3u);
            }
        }
        else
        {
            uint _280 = t0.words[(_267 + 54u) & 63u] + (_267 << 2u);
            _36 = _280;
            if ((((_222 ^ 831u) % 5u) == 0u) && ((_280 & 3u) == 3u))
            {
                uint _20 = _280;
                bool _58_ladder_break = false;
                switch (_280 % 5u)
                {
                    case 0u:
                    {
                        if (((_280 ^ 894u) % 5u) == 0u)
                        {
                            _17 = _280;
                            if (((_222 ^ 908u) % 6u) == 1u)
                            {
                                uint _325 = t0.words[(_280 + 27u) & 63u] + (_280 * 6u);
                                _17 = (_325 * 7u) + t0.words[(_325 + 51u) & 63u];
                            }
                        }
                        else
                        {
                            uint _300 = t0.words[(_280 + 19u) & 63u] + (_280 << 3u);
                            uint _307 = (_300 * 6u) + t0.words[(_300 + 31u) & 63u];
                            _17 = (_307 * 7u) + t0.words[(_307 + 51u) & 63u];
                        }
                        _20 = _17;
                        if (((t0.words[(_17 + 26u) & 63u] ^ 845u) % 5u) == 0u)
                        {
                            uint _18 = 0u;
                            uint _19 = _17;
                            uint _356;
                            for (;;)
                            {
                                uint _342 = _18;
                                uint _343 = _19;
                                uint _349 = t0.words[(_343 + 54u) & 63u] + (_343 << 2u);
                                _356 = (_349 * 3u) + t0.words[(_349 + 36u) & 63u];
                                uint _357 = _342 + 1u;
                                _18 = _357;
                                _19 = _356;
                                if (_357 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _20 = t0.words[(_356 + 14u) & 63u] + (_356 * 5u);
                        }
                        break;
                    }
                    case 1u:
                    {
                        break;
                    }
                    default:
                    {
                        _20 = _280;
                        if (((_280 ^ 283u) % 6u) == 1u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _280;
                            _58_ladder_break = true;
                            break;
                        }
                        break;
                    }
                }
                if (_58_ladder_break)
                {
                    break;
                }
                uint _25 = _20;
                if ((_222 & 1u) == 0u)
                {
                    bool _74_ladder_break = false;
                    switch (_20 & 3u)
                    {
                        case 0u:
                        {
                            uint _394 = t0.words[(_20 + 12u) & 63u] + (_20 << 2u);
                            if (((t0.words[(_394 + 39u) & 63u] ^ 164u) % 3u) == 1u)
                            {
                                uint _21 = 0u;
                                uint _22 = t0.words[(_394 + 13u) & 63u] + (_394 * 7u);
                                uint _504;
                                for (;;)
                                {
                                    uint _477 = _21;
                                    uint _478 = _22;
                                    uint _484 = t0.words[(_478 + 59u) & 63u] + (_478 << 2u);
                                    uint _490 = (_484 << 1u) + t0.words[(_484 + 13u) & 63u];
                                    uint _497 = (_490 * 3u) + t0.words[(_490 + 38u) & 63u];
                                    _504 = (_497 * 6u) + t0.words[(_497 + 34u) & 63u];
                                    uint _505 = _477 + 1u;
                                    _21 = _505;
                                    _22 = _504;
                                    if (_505 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _24 = _504;
                            }
                            else
                            {
                                uint _410 = t0.words[(_394 + 44u) & 63u] + (_394 << 1u);
                                if (((_222 ^ 169u) % 5u) == 0u)
                                {
                                    uint _425 = t0.words[(_410 + 1u) & 63u] + _410;
                                    uint _432 = (_425 << 1u) + t0.words[(_425 + 52u) & 63u];
                                    _23 = (_432 << 1u) + t0.words[(_432 + 61u) & 63u];
                                }
                                else
                                {
                                    _23 = t0.words[(_410 + 12u) & 63u] + (_410 * 5u);
                                }
                                if (((_23 ^ 772u) % 6u) == 0u)
                                {
                                    uint _458 = t0.words[(_23 + 45u) & 63u] + (_23 << 3u);
                                    uint _463 = (_458 << 2u) + t0.words[_458 & 63u];
                                    _24 = (_463 * 6u) + t0.words[(_463 + 9u) & 63u];
                                }
                                else
                                {
                                    _24 = t0.words[(_23 + 59u) & 63u] + (_23 * 6u);
                                }
                            }
                            break;
                        }
                        case 1u:
                        {
                            if ((_222 & 3u) == 3u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _20;
                                _74_ladder_break = true;
                                break;
                            }
                            _24 = t0.words[(_20 + 9u) & 63u] + (_20 * 3u);
                            break;
                        }
                        default:
                        {
                            _24 = t0.words[(_20 + 20u) & 63u] + (_20 << 1u);
                            break;
                        }
                    }
                    if (_74_ladder_break)
                    {
                        break;
                    }
                    _25 = t0.words[(_24 + 21u) & 63u] + _24;
                }
                if (((t0.words[_25 & 63u] ^ 875u) % 6u) == 1u)
                {
                    uint _556 = t0.words[(_25 + 25u) & 63u] + (_25 << 2u);
                    uint _32 = _556;
                    if (!((t0.words[(_556 + 5u) & 63u] & 1u) == 0u))
                    {
                        uint _28 = _556;
                        if (((_556 ^ 518u) % 5u) == 0u)
                        {
                            uint _26 = 0u;
                            uint _27 = _556;
                            uint _580;
                            for (;;)
                            {
                                uint _567 = _26;
                                uint _568 = _27;
                                uint _574 = t0.words[(_568 + 36u) & 63u] + (_568 * 3u);
                                _580 = (_574 << 2u) + t0.words[(_574 + 14u) & 63u];
                                uint _581 = _567 + 1u;
                                _26 = _581;
                                _27 = _580;
                                if (_581 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _28 = t0.words[(_580 + 48u) & 63u] + (_580 * 5u);
                        }
                        if ((_28 & 3u) == 0u)
                        {
                            uint _29 = 0u;
                            uint _30 = _28;
                            uint _607;
                            for (;;)
                            {
                                uint _600 = _29;
                                uint _601 = _30;
                                _607 = t0.words[(_601 + 31u) & 63u] + (_601 * 6u);
                                uint _608 = _600 + 1u;
                                _29 = _608;
                                _30 = _607;
                                if (_608 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _31 = _607;
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
                    uint _619;
                    uint _626;
                    for (;;)
                    {
                        _619 = _33;
                        uint _620 = _34;
                        _626 = t0.words[(_620 + 1u) & 63u] + (_620 * 5u);
                        _35 = _626;
                        if (((_626 ^ 310u) % 3u) == 1u)
                        {
                            break;
                        }
                        else
                        {
                            uint _636 = t0.words[(_626 + 13u) & 63u] + (_626 << 3u);
                            uint _637 = _619 + 1u;
                            _33 = _637;
                            _34 = _636;
                            _35 = _636;
                            if (_637 < 5u)
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
                }
                else
                {
                    if (((t0.words[(_25 + 50u) & 63u] ^ 75u) % 3u) == 1u)
                    {
                        if (((t0.words[(_25 + 47u) & 63u] ^ 168u) % 3u) == 0u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _25;
                            break;
                        }
                    }
                    _36 = _25;
                    if ((_25 & 3u) == 2u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _25;
                        break;
                    }
                }
            }
        }
        uint _726 = t0.words[(_36 + 58u) & 63u] + (_36 * 3u);
        uint _732 = (_726 * 5u) + t0.words[(_726 + 61u) & 63u];
        uint _50 = _732;
        if (((_222 ^ 147u) % 5u) == 1u)
        {
            uint _742 = t0.words[(_732 + 38u) & 63u] + (_732 * 5u);
            _50 = _742;
            switch (_742 & 3u)
            {
                case 0u:
                {
                    uint _44 = _742;
                    if (((t0.words[(_742 + 57u) & 63u] ^ 623u) % 6u) == 1u)
                    {
                        uint _958 = t0.words[(_742 + 15u) & 63u] + (_742 << 2u);
                        if (((t0.words[(_958 + 30u) & 63u] ^ 73u) % 6u) == 1u)
                        {
                            _44 = t0.words[(_958 + 1u) & 63u] + (_958 * 5u);
                        }
                        else
                        {
                            uint _43 = _958;
                            if (!((_222 & 1u) == 0u))
                            {
                                if (((_222 ^ 506u) % 5u) == 0u)
                                {
                                    uint _37 = 0u;
                                    uint _38 = _958;
                                    uint _1013;
                                    for (;;)
                                    {
                                        uint _1007 = _37;
                                        uint _1008 = _38;
                                        _1013 = t0.words[(_1008 + 25u) & 63u] + _1008;
                                        uint _1014 = _1007 + 1u;
                                        _37 = _1014;
                                        _38 = _1013;
                                        if (_1014 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _1021 = t0.words[(_1013 + 22u) & 63u] + (_1013 << 2u);
                                    if (((_1021 ^ 281u) % 6u) == 0u)
                                    {
                                        uint _1050 = t0.words[(_1021 + 17u) & 63u] + (_1021 * 7u);
                                        uint _1057 = (_1050 << 3u) + t0.words[(_1050 + 29u) & 63u];
                                        _43 = (_1057 * 3u) + t0.words[(_1057 + 53u) & 63u];
                                    }
                                    else
                                    {
                                        uint _1032 = t0.words[(_1021 + 41u) & 63u] + (_1021 << 3u);
                                        uint _1038 = (_1032 * 6u) + t0.words[(_1032 + 34u) & 63u];
                                        _43 = (_1038 * 6u) + t0.words[(_1038 + 22u) & 63u];
                                    }
                                }
                                else
                                {
                                    uint _39 = 0u;
                                    uint _40 = _958;
                                    uint _981;
                                    for (;;)
                                    {
                                        uint _974 = _39;
                                        uint _975 = _40;
                                        _981 = t0.words[(_975 + 14u) & 63u] + (_975 * 7u);
                                        uint _982 = _974 + 1u;
                                        _39 = _982;
                                        _40 = _981;
                                        if (_982 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _41 = 0u;
                                    uint _42 = t0.words[(_981 + 53u) & 63u] + (_981 * 3u);
                                    uint _1004;
                                    for (;;)
                                    {
                                        uint _991 = _41;
                                        uint _992 = _42;
                                        uint _998 = t0.words[(_992 + 40u) & 63u] + _992;
                                        _1004 = (_998 << 3u) + t0.words[(_998 + 36u) & 63u];
                                        uint _1005 = _991 + 1u;
                                        _41 = _1005;
                                        _42 = _1004;
                                        if (_1005 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _43 = _1004;
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
                    _50 = t0.words[(_742 + 21u) & 63u] + (_742 * 7u);
                    break;
                }
                case 2u:
                {
                    _50 = _742;
                    if (((t0.words[(_742 + 48u) & 63u] ^ 47u) % 5u) == 0u)
                    {
                        _50 = _742;
                        if ((t0.words[(_742 + 32u) & 63u] & 3u) == 1u)
                        {
                            uint _763 = t0.words[(_742 + 7u) & 63u] + (_742 * 6u);
                            if (((t0.words[(_763 + 24u) & 63u] ^ 492u) % 6u) == 1u)
                            {
                                _50 = _763;
                                if (((t0.words[(_763 + 25u) & 63u] ^ 218u) % 6u) == 0u)
                                {
                                    uint _45 = 0u;
                                    uint _46 = _763;
                                    uint _907;
                                    for (;;)
                                    {
                                        uint _889 = _45;
                                        uint _890 = _46;
                                        uint _896 = t0.words[(_890 + 14u) & 63u] + (_890 * 7u);
                                        uint _901 = t0.words[(_896 + 50u) & 63u] + _896;
                                        _907 = (_901 * 6u) + t0.words[(_901 + 51u) & 63u];
                                        uint _908 = _889 + 1u;
                                        _45 = _908;
                                        _46 = _907;
                                        if (_908 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _47 = 0u;
                                    uint _48 = _907;
                                    uint _935;
                                    for (;;)
                                    {
                                        uint _910 = _47;
                                        uint _911 = _48;
                                        uint _916 = t0.words[(_911 + 25u) & 63u] + _911;
                                        uint _923 = (_916 * 6u) + t0.words[(_916 + 10u) & 63u];
                                        uint _929 = (_923 << 3u) + t0.words[(_923 + 3u) & 63u];
                                        _935 = (_929 * 7u) + t0.words[(_929 + 17u) & 63u];
                                        uint _936 = _910 + 1u;
                                        _47 = _936;
                                        _48 = _935;
                                        if (_936 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _50 = _935;
                                }
                            }
                            else
                            {
                                if (((_763 ^ 385u) % 5u) == 1u)
                                {
                                    if (((t0.words[(_763 + 44u) & 63u] ^ 8u) % 3u) == 1u)
                                    {
                                        uint _874 = t0.words[(_763 + 56u) & 63u] + (_763 << 3u);
                                        _50 = (_874 << 3u) + t0.words[(_874 + 16u) & 63u];
                                    }
                                    else
                                    {
                                        uint _855 = t0.words[(_763 + 8u) & 63u] + (_763 << 2u);
                                        uint _861 = (_855 * 3u) + t0.words[(_855 + 13u) & 63u];
                                        _50 = (_861 * 3u) + t0.words[(_861 + 25u) & 63u];
                                    }
                                }
                                else
                                {
                                    switch (_763 % 5u)
                                    {
                                        case 0u:
                                        {
                                            _49 = t0.words[(_763 + 9u) & 63u] + (_763 * 6u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _49 = t0.words[(_763 + 9u) & 63u] + (_763 << 3u);
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _790 = t0.words[(_763 + 16u) & 63u] + (_763 * 7u);
                                            _49 = (_790 * 6u) + t0.words[(_790 + 59u) & 63u];
                                            break;
                                        }
                                        case 3u:
                                        {
                                            _49 = t0.words[(_763 + 50u) & 63u] + (_763 << 3u);
                                            break;
                                        }
                                        default:
                                        {
                                            _49 = t0.words[(_763 + 13u) & 63u] + (_763 << 2u);
                                            break;
                                        }
                                    }
                                    if (((t0.words[(_49 + 51u) & 63u] ^ 220u) % 3u) == 0u)
                                    {
                                        uint _835 = t0.words[(_49 + 59u) & 63u] + (_49 * 6u);
                                        _50 = (_835 << 3u) + t0.words[(_835 + 57u) & 63u];
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

