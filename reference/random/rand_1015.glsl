#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _277;

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
    uint _RESERVED_IDENTIFIER_FIXUP_25_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_28_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_31_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_2_exit = 0u;
    uint main_join = 0u;
    uint _269 = gl_GlobalInvocationID.x & 63u;
    uint _276 = t0.words[_269];
    uint _285 = t0.words[(gl_GlobalInvocationID.x + 62u) & 63u];
    uint _286 = _285 + (gl_GlobalInvocationID.x * 5u);
    uint _70 = _286;
    if (((_286 ^ 979u) % 3u) == 1u)
    {
        uint _58;
        if (((_286 ^ 783u) % 6u) == 1u)
        {
            uint _8 = 0u;
            uint _9 = _286;
            uint _733;
            uint _6;
            uint _15;
            uint _18;
            for (;;)
            {
                uint _732 = _8;
                _733 = _9;
                uint _20 = _733;
                if ((t0.words[(_733 + 1u) & 63u] & 1u) == 0u)
                {
                    if (((t0.words[(_733 + 42u) & 63u] ^ 643u) % 3u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_2_exit = 0u;
                        break;
                    }
                    uint _10 = 0u;
                    uint _11 = t0.words[(_733 + 48u) & 63u] + (_733 << 2u);
                    uint _902;
                    for (;;)
                    {
                        uint _755 = _10;
                        uint _19 = _11;
                        if ((_11 & 3u) == 3u)
                        {
                            if (((t0.words[(_11 + 5u) & 63u] ^ 645u) % 3u) == 1u)
                            {
                                uint _12 = 0u;
                                uint _13 = _11;
                                uint _811;
                                for (;;)
                                {
                                    uint _799 = _12;
                                    uint _800 = _13;
                                    uint _806 = t0.words[(_800 + 16u) & 63u] + (_800 * 7u);
                                    _811 = (_806 << 1u) + t0.words[_806 & 63u];
                                    uint _812 = _799 + 1u;
                                    _12 = _812;
                                    _13 = _811;
                                    if (_812 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _819 = t0.words[(_811 + 50u) & 63u] + _811;
                                if (((_276 ^ 395u) % 6u) == 1u)
                                {
                                    _15 = t0.words[(_819 + 28u) & 63u] + (_819 << 2u);
                                }
                                else
                                {
                                    uint _830 = t0.words[(_819 + 8u) & 63u] + (_819 * 3u);
                                    _15 = (_830 << 3u) + t0.words[(_830 + 26u) & 63u];
                                }
                            }
                            else
                            {
                                uint _14 = _11;
                                if (((_11 ^ 575u) % 3u) == 1u)
                                {
                                    _14 = t0.words[(_11 + 29u) & 63u] + (_11 * 7u);
                                }
                                _15 = _14;
                                if (((_14 ^ 826u) % 3u) == 0u)
                                {
                                    uint _786 = t0.words[(_14 + 21u) & 63u] + _14;
                                    uint _792 = (_786 * 3u) + t0.words[(_786 + 22u) & 63u];
                                    _15 = (_792 * 3u) + t0.words[(_792 + 34u) & 63u];
                                }
                            }
                            if ((_15 & 3u) == 0u)
                            {
                                uint _881 = t0.words[(_15 + 39u) & 63u] + _15;
                                _18 = (_881 << 3u) + t0.words[(_881 + 3u) & 63u];
                            }
                            else
                            {
                                uint _16 = 0u;
                                uint _17 = _15;
                                uint _874;
                                for (;;)
                                {
                                    uint _847 = _16;
                                    uint _848 = _17;
                                    uint _854 = t0.words[(_848 + 34u) & 63u] + (_848 * 6u);
                                    uint _861 = (_854 << 3u) + t0.words[(_854 + 32u) & 63u];
                                    uint _867 = (_861 << 1u) + t0.words[(_861 + 3u) & 63u];
                                    _874 = (_867 << 3u) + t0.words[(_867 + 10u) & 63u];
                                    uint _875 = _847 + 1u;
                                    _16 = _875;
                                    _17 = _874;
                                    if (_875 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _18 = _874;
                            }
                            _19 = t0.words[(_18 + 17u) & 63u] + (_18 << 1u);
                        }
                        _902 = t0.words[(_19 + 49u) & 63u] + (_19 << 2u);
                        if (((t0.words[(_902 + 26u) & 63u] ^ 757u) % 3u) == 0u)
                        {
                            break;
                        }
                        else
                        {
                            uint _911 = _755 + 1u;
                            _10 = _911;
                            _11 = _902;
                            if (_911 < 2u)
                            {
                                continue;
                            }
                            else
                            {
                                break;
                            }
                        }
                    }
                    _20 = _902;
                }
                _6 = _20;
                uint _914 = _732 + 1u;
                _8 = _914;
                _9 = _20;
                if (_914 < 4u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_2_exit = 1u;
                    break;
                }
            }
            switch (_RESERVED_IDENTIFIER_FIXUP_2_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _733;
                    main_join = 120u;
                    break;
                }
                default:
                {
                    _58 = t0.words[(_6 + 41u) & 63u] + (_6 * 6u);
                    main_join = 93u;
                    break;
                }
            }
        }
        else
        {
            uint _21 = 0u;
            uint _22 = _286;
            uint _302;
            uint _7;
            uint _23;
            uint _24;
            uint _299;
            for (;;)
            {
                _299 = _21;
                _23 = 0u;
                _24 = _22;
                uint _25;
                uint _301;
                for (;;)
                {
                    _301 = _23;
                    _302 = _24;
                    _25 = 0u;
                    for (;;)
                    {
                        uint _303 = _25;
                        if (((_302 ^ 467u) % 3u) == 1u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_31_exit = 0u;
                            break;
                        }
                        uint _308 = _303 + 1u;
                        _25 = _308;
                        if (_308 < 4u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_31_exit = 1u;
                            break;
                        }
                    }
                    bool _89_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_31_exit)
                    {
                        case 0u:
                        {
                            _RESERVED_IDENTIFIER_FIXUP_28_exit = 0u;
                            _89_ladder_break = true;
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    if (_89_ladder_break)
                    {
                        break;
                    }
                    uint _318 = t0.words[(_302 + 22u) & 63u] + (_302 * 6u);
                    _7 = _318;
                    uint _319 = _301 + 1u;
                    _23 = _319;
                    _24 = _318;
                    if (_319 < 2u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_28_exit = 1u;
                        break;
                    }
                }
                bool _94_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_28_exit)
                {
                    case 0u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_25_exit = 0u;
                        _94_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_94_ladder_break)
                {
                    break;
                }
                uint _323 = _299 + 1u;
                _21 = _323;
                _22 = _7;
                if (_323 < 5u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_25_exit = 1u;
                    break;
                }
            }
            switch (_RESERVED_IDENTIFIER_FIXUP_25_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _302;
                    main_join = 120u;
                    break;
                }
                default:
                {
                    if (((_276 ^ 690u) % 3u) == 0u)
                    {
                        uint _28;
                        if ((_7 % 3u) == 0u)
                        {
                            uint _26 = 0u;
                            uint _27 = _7;
                            uint _467;
                            for (;;)
                            {
                                uint _439 = _26;
                                uint _440 = _27;
                                uint _447 = t0.words[(_440 + 41u) & 63u] + (_440 * 6u);
                                uint _454 = (_447 * 3u) + t0.words[(_447 + 59u) & 63u];
                                uint _461 = (_454 << 2u) + t0.words[(_454 + 21u) & 63u];
                                _467 = (_461 * 5u) + t0.words[(_461 + 57u) & 63u];
                                uint _468 = _439 + 1u;
                                _26 = _468;
                                _27 = _467;
                                if (_468 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _28 = _467;
                        }
                        else
                        {
                            _28 = t0.words[(_7 + 60u) & 63u] + _7;
                        }
                        uint _476 = t0.words[(_28 + 5u) & 63u] + (_28 * 5u);
                        if ((_476 & 3u) == 2u)
                        {
                            _58 = _476;
                            if ((_476 & 1u) == 0u)
                            {
                                main_join = 93u;
                            }
                            else
                            {
                                uint _625 = t0.words[(_476 + 7u) & 63u] + (_476 * 6u);
                                uint _32;
                                switch (_625 & 3u)
                                {
                                    case 0u:
                                    {
                                        _32 = t0.words[(_625 + 9u) & 63u] + (_625 << 2u);
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _29;
                                        switch (_625 % 5u)
                                        {
                                            case 0u:
                                            {
                                                _29 = t0.words[(_625 + 9u) & 63u] + (_625 * 6u);
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _652 = t0.words[(_625 + 2u) & 63u] + (_625 * 3u);
                                                _29 = t0.words[(_652 + 57u) & 63u] + _652;
                                                break;
                                            }
                                            case 2u:
                                            {
                                                uint _639 = t0.words[(_625 + 40u) & 63u] + _625;
                                                _29 = (_639 * 6u) + t0.words[(_639 + 30u) & 63u];
                                                break;
                                            }
                                            case 3u:
                                            {
                                                _29 = t0.words[(_625 + 17u) & 63u] + (_625 * 5u);
                                                break;
                                            }
                                            default:
                                            {
                                                _29 = t0.words[(_625 + 46u) & 63u] + (_625 * 6u);
                                                break;
                                            }
                                        }
                                        uint _30 = 0u;
                                        uint _31 = _29;
                                        uint _684;
                                        for (;;)
                                        {
                                            uint _672 = _30;
                                            uint _673 = _31;
                                            uint _678 = t0.words[(_673 + 59u) & 63u] + _673;
                                            _684 = (_678 << 3u) + t0.words[(_678 + 57u) & 63u];
                                            uint _685 = _672 + 1u;
                                            _30 = _685;
                                            _31 = _684;
                                            if (_685 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _32 = _684;
                                        break;
                                    }
                                    default:
                                    {
                                        _32 = t0.words[(_625 + 1u) & 63u] + (_625 * 7u);
                                        break;
                                    }
                                }
                                uint _33 = 0u;
                                uint _34 = _32;
                                uint _727;
                                uint _35;
                                uint _36;
                                uint _700;
                                for (;;)
                                {
                                    _700 = _33;
                                    uint _708 = t0.words[(_34 + 29u) & 63u] + (_34 * 5u);
                                    _35 = 0u;
                                    _36 = t0.words[(_708 + 38u) & 63u] + _708;
                                    for (;;)
                                    {
                                        uint _714 = _35;
                                        uint _721 = t0.words[(_36 + 38u) & 63u] + (_36 * 7u);
                                        _727 = (_721 * 7u) + t0.words[(_721 + 34u) & 63u];
                                        uint _728 = _714 + 1u;
                                        _35 = _728;
                                        _36 = _727;
                                        if (_728 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _730 = _700 + 1u;
                                    _33 = _730;
                                    _34 = _727;
                                    if (_730 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _58 = _727;
                                main_join = 93u;
                            }
                        }
                        else
                        {
                            uint _37 = 0u;
                            uint _38 = _476;
                            uint _601;
                            uint _49;
                            for (;;)
                            {
                                uint _479 = _37;
                                uint _41 = _38;
                                if ((_38 & 3u) == 2u)
                                {
                                    uint _39 = 0u;
                                    uint _40 = _38;
                                    uint _510;
                                    for (;;)
                                    {
                                        uint _483 = _39;
                                        uint _484 = _40;
                                        uint _490 = t0.words[(_484 + 9u) & 63u] + (_484 * 6u);
                                        uint _497 = (_490 * 5u) + t0.words[(_490 + 58u) & 63u];
                                        uint _504 = (_497 * 3u) + t0.words[(_497 + 26u) & 63u];
                                        _510 = _504 + t0.words[(_504 + 34u) & 63u];
                                        uint _511 = _483 + 1u;
                                        _39 = _511;
                                        _40 = _510;
                                        if (_511 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _41 = t0.words[(_510 + 31u) & 63u] + (_510 << 2u);
                                }
                                uint _526 = t0.words[(_41 + 21u) & 63u] + (_41 << 2u);
                                uint _42 = 0u;
                                uint _43 = (_526 * 3u) + t0.words[(_526 + 15u) & 63u];
                                uint _44;
                                uint _45;
                                uint _534;
                                for (;;)
                                {
                                    _534 = _42;
                                    _44 = 0u;
                                    _45 = _43;
                                    uint _544;
                                    for (;;)
                                    {
                                        uint _536 = _44;
                                        uint _537 = _45;
                                        _544 = t0.words[(_537 + 39u) & 63u] + (_537 * 7u);
                                        uint _545 = _536 + 1u;
                                        _44 = _545;
                                        _45 = _544;
                                        if (_545 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _46 = _544;
                                    if ((_276 & 1u) == 0u)
                                    {
                                        _46 = t0.words[(_544 + 45u) & 63u] + (_544 << 1u);
                                    }
                                    uint _47 = 0u;
                                    uint _48 = _46;
                                    uint _578;
                                    for (;;)
                                    {
                                        uint _557 = _47;
                                        uint _558 = _48;
                                        uint _565 = t0.words[(_558 + 51u) & 63u] + (_558 * 6u);
                                        uint _571 = (_565 * 7u) + t0.words[(_565 + 16u) & 63u];
                                        _578 = (_571 << 1u) + t0.words[(_571 + 20u) & 63u];
                                        uint _579 = _557 + 1u;
                                        _47 = _579;
                                        _48 = _578;
                                        if (_579 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    if ((_578 % 3u) == 0u)
                                    {
                                        uint _594 = t0.words[(_578 + 38u) & 63u] + (_578 * 7u);
                                        _49 = t0.words[(_594 + 44u) & 63u] + _594;
                                    }
                                    else
                                    {
                                        _49 = t0.words[(_578 + 33u) & 63u] + _578;
                                    }
                                    _601 = _49;
                                    uint _602 = _534 + 1u;
                                    _42 = _602;
                                    _43 = _601;
                                    if (_602 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _604 = _479 + 1u;
                                _37 = _604;
                                _38 = _601;
                                if (_604 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _611 = t0.words[(_601 + 11u) & 63u] + (_601 * 5u);
                            _58 = (_611 << 2u) + t0.words[(_611 + 51u) & 63u];
                            main_join = 93u;
                        }
                    }
                    else
                    {
                        uint _50 = 0u;
                        uint _51 = t0.words[(_7 + 17u) & 63u] + (_7 << 3u);
                        uint _424;
                        uint _52;
                        uint _53;
                        uint _54;
                        uint _57;
                        uint _345;
                        uint _349;
                        for (;;)
                        {
                            _345 = _50;
                            _349 = (_276 ^ 374u) % 6u;
                            _52 = 0u;
                            _53 = _51;
                            for (;;)
                            {
                                uint _350 = _52;
                                if (((_53 ^ 707u) % 6u) == 1u)
                                {
                                    _54 = t0.words[(_53 + 48u) & 63u] + (_53 << 2u);
                                }
                                else
                                {
                                    if (((_276 ^ 555u) % 5u) == 0u)
                                    {
                                        uint _379 = t0.words[(_53 + 4u) & 63u] + (_53 << 2u);
                                        uint _386 = (_379 << 2u) + t0.words[(_379 + 9u) & 63u];
                                        _54 = (_386 * 7u) + t0.words[(_386 + 33u) & 63u];
                                    }
                                    else
                                    {
                                        uint _366 = t0.words[(_53 + 57u) & 63u] + (_53 << 3u);
                                        _54 = (_366 * 5u) + t0.words[(_366 + 53u) & 63u];
                                    }
                                }
                                uint _55 = 0u;
                                uint _56 = _54;
                                uint _411;
                                for (;;)
                                {
                                    uint _403 = _55;
                                    uint _404 = _56;
                                    _411 = t0.words[(_404 + 16u) & 63u] + (_404 << 3u);
                                    uint _412 = _403 + 1u;
                                    _55 = _412;
                                    _56 = _411;
                                    if (_412 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _57 = _411;
                                if (_349 == 0u)
                                {
                                    break;
                                }
                                else
                                {
                                    uint _421 = t0.words[(_411 + 11u) & 63u] + (_411 << 2u);
                                    uint _422 = _350 + 1u;
                                    _52 = _422;
                                    _53 = _421;
                                    _57 = _421;
                                    if (_422 < 2u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        break;
                                    }
                                }
                            }
                            _424 = _57;
                            uint _425 = _345 + 1u;
                            _50 = _425;
                            _51 = _424;
                            if (_425 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _58 = _424;
                        main_join = 93u;
                    }
                    break;
                }
            }
        }
        switch (main_join)
        {
            case 93u:
            {
                _70 = _58;
                if (((_58 ^ 576u) % 6u) == 0u)
                {
                    uint _59 = 0u;
                    uint _60 = _58;
                    uint _1108;
                    uint _63;
                    for (;;)
                    {
                        uint _931 = _59;
                        uint _69 = _60;
                        if ((_60 & 3u) == 0u)
                        {
                            if (((t0.words[(_60 + 53u) & 63u] ^ 790u) % 6u) == 0u)
                            {
                                if (((_276 ^ 760u) % 5u) == 1u)
                                {
                                    uint _61 = 0u;
                                    uint _62 = _60;
                                    uint _1068;
                                    for (;;)
                                    {
                                        uint _1061 = _61;
                                        uint _1062 = _62;
                                        _1068 = t0.words[(_1062 + 42u) & 63u] + (_1062 * 7u);
                                        uint _1069 = _1061 + 1u;
                                        _61 = _1069;
                                        _62 = _1068;
                                        if (_1069 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _1079 = _1068 << 2u;
                                    if (((t0.words[(_1068 + 10u) & 63u] ^ 713u) % 6u) == 1u)
                                    {
                                        uint _1101 = t0.words[(_1068 + 23u) & 63u] + _1079;
                                        _69 = (_1101 * 3u) + t0.words[(_1101 + 59u) & 63u];
                                    }
                                    else
                                    {
                                        uint _1084 = t0.words[(_1068 + 20u) & 63u] + _1079;
                                        uint _1089 = t0.words[(_1084 + 10u) & 63u] + _1084;
                                        _69 = (_1089 << 2u) + t0.words[(_1089 + 31u) & 63u];
                                    }
                                }
                                else
                                {
                                    _69 = t0.words[(_60 + 48u) & 63u] + (_60 << 2u);
                                }
                            }
                            else
                            {
                                uint _66 = _60;
                                if (((t0.words[(_60 + 49u) & 63u] ^ 215u) % 5u) == 0u)
                                {
                                    switch (_60 % 5u)
                                    {
                                        case 0u:
                                        {
                                            uint _976 = t0.words[(_60 + 24u) & 63u] + (_60 * 5u);
                                            _63 = (_976 << 3u) + t0.words[(_976 + 16u) & 63u];
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _963 = t0.words[(_60 + 51u) & 63u] + (_60 * 3u);
                                            _63 = (_963 << 1u) + t0.words[(_963 + 22u) & 63u];
                                            break;
                                        }
                                        case 2u:
                                        {
                                            _63 = t0.words[(_60 + 10u) & 63u] + (_60 * 3u);
                                            break;
                                        }
                                        default:
                                        {
                                            _63 = t0.words[(_60 + 56u) & 63u] + (_60 << 3u);
                                            break;
                                        }
                                    }
                                    uint _64 = 0u;
                                    uint _65 = _63;
                                    uint _1010;
                                    for (;;)
                                    {
                                        uint _991 = _64;
                                        uint _992 = _65;
                                        uint _998 = t0.words[(_992 + 41u) & 63u] + (_992 * 5u);
                                        uint _1004 = (_998 * 7u) + t0.words[(_998 + 30u) & 63u];
                                        _1010 = (_1004 * 6u) + t0.words[(_1004 + 9u) & 63u];
                                        uint _1011 = _991 + 1u;
                                        _64 = _1011;
                                        _65 = _1010;
                                        if (_1011 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _66 = t0.words[(_1010 + 8u) & 63u] + (_1010 * 3u);
                                }
                                uint _1026 = t0.words[(_66 + 25u) & 63u] + (_66 * 5u);
                                _69 = _1026;
                                if ((_276 & 3u) == 1u)
                                {
                                    uint _67 = 0u;
                                    uint _68 = _1026;
                                    uint _1037;
                                    for (;;)
                                    {
                                        uint _1029 = _67;
                                        uint _1030 = _68;
                                        _1037 = t0.words[(_1030 + 47u) & 63u] + (_1030 * 7u);
                                        uint _1038 = _1029 + 1u;
                                        _67 = _1038;
                                        _68 = _1037;
                                        if (_1038 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _1044 = t0.words[(_1037 + 10u) & 63u] + _1037;
                                    _69 = (_1044 << 1u) + t0.words[(_1044 + 2u) & 63u];
                                }
                            }
                        }
                        _1108 = _69;
                        uint _1109 = _931 + 1u;
                        _59 = _1109;
                        _60 = _1108;
                        if (_1109 == 4u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _70 = _1108;
                    main_join = 119u;
                }
                else
                {
                    main_join = 119u;
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
        main_join = 119u;
    }
    switch (main_join)
    {
        case 119u:
        {
            u0.words[gl_GlobalInvocationID.x] = _70;
            break;
        }
        default:
        {
            break;
        }
    }
}

