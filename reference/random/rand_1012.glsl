#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _251;

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
    uint _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_00_loop_join = 0u;
    uint _243 = gl_GlobalInvocationID.x & 63u;
    uint _250 = t0.words[_243];
    uint _260 = t0.words[(gl_GlobalInvocationID.x + 51u) & 63u] + (gl_GlobalInvocationID.x * 3u);
    uint _266 = t0.words[(_260 + 44u) & 63u] + _260;
    uint _8 = 0u;
    uint _9 = (_266 * 7u) + t0.words[(_266 + 25u) & 63u];
    uint _6;
    uint _7;
    uint _13;
    for (;;)
    {
        uint _275 = _8;
        uint _283 = t0.words[(_9 + 13u) & 63u] + (_9 << 3u);
        uint _10 = _283;
        if (((_283 ^ 905u) % 6u) == 0u)
        {
            _10 = t0.words[(_283 + 46u) & 63u] + (_283 << 3u);
        }
        uint _14 = _10;
        if (((t0.words[(_10 + 51u) & 63u] ^ 55u) % 5u) == 0u)
        {
            uint _313 = t0.words[(_10 + 22u) & 63u] + (_10 << 1u);
            uint _320 = (_313 * 5u) + t0.words[(_313 + 9u) & 63u];
            _14 = _320;
            if (((t0.words[(_320 + 37u) & 63u] ^ 715u) % 5u) == 0u)
            {
                bool _68_ladder_break = false;
                switch (_320 % 3u)
                {
                    case 0u:
                    {
                        _14 = t0.words[(_320 + 23u) & 63u] + _320;
                        break;
                    }
                    case 1u:
                    {
                        _14 = _320;
                        if ((_250 & 3u) == 1u)
                        {
                            uint _11 = 0u;
                            uint _12 = t0.words[(_320 + 51u) & 63u] + (_320 * 6u);
                            for (;;)
                            {
                                uint _339 = _11;
                                if ((_12 & 1u) == 0u)
                                {
                                    _13 = t0.words[(_12 + 3u) & 63u];
                                }
                                else
                                {
                                    _13 = t0.words[(_12 + 29u) & 63u];
                                }
                                uint _354 = _13 + (_12 * 3u);
                                _6 = _354;
                                if (!((t0.words[(_354 + 43u) & 63u] & 1u) == 0u))
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                                    break;
                                }
                                uint _362 = _339 + 1u;
                                _11 = _362;
                                _12 = _6;
                                if (_362 < 4u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_0_exit = 1u;
                                    break;
                                }
                            }
                            bool _79_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_4_exit = 0u;
                                    _79_ladder_break = true;
                                    _68_ladder_break = true;
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            if (_79_ladder_break)
                            {
                                break;
                            }
                            _14 = t0.words[(_6 + 36u) & 63u] + (_6 * 7u);
                        }
                        break;
                    }
                    default:
                    {
                        _14 = t0.words[(_320 + 24u) & 63u] + (_320 * 5u);
                        break;
                    }
                }
                if (_68_ladder_break)
                {
                    break;
                }
            }
        }
        uint _394 = t0.words[(_14 + 46u) & 63u] + (_14 * 6u);
        _7 = _394;
        uint _395 = _275 + 1u;
        _8 = _395;
        _9 = _394;
        if (_395 < 5u)
        {
            continue;
        }
        else
        {
            _RESERVED_IDENTIFIER_FIXUP_4_exit = 1u;
            break;
        }
    }
    switch (_RESERVED_IDENTIFIER_FIXUP_4_exit)
    {
        case 0u:
        {
            u0.words[gl_GlobalInvocationID.x] = _6;
            break;
        }
        default:
        {
            uint _15 = 0u;
            uint _16 = t0.words[(_7 + 19u) & 63u] + (_7 * 6u);
            uint _437;
            uint _17;
            uint _18;
            uint _412;
            for (;;)
            {
                _412 = _15;
                _17 = 0u;
                _18 = _16;
                uint _429;
                for (;;)
                {
                    uint _414 = _17;
                    uint _415 = _18;
                    uint _422 = t0.words[(_415 + 41u) & 63u] + (_415 * 5u);
                    _429 = (_422 * 7u) + t0.words[(_422 + 26u) & 63u];
                    uint _430 = _414 + 1u;
                    _17 = _430;
                    _18 = _429;
                    if (_430 == 5u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _437 = t0.words[(_429 + 63u) & 63u] + (_429 * 7u);
                uint _438 = _412 + 1u;
                _15 = _438;
                _16 = _437;
                if (_438 == 3u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            uint _23;
            switch (_437 % 5u)
            {
                case 0u:
                {
                    uint _456 = t0.words[(_437 + 63u) & 63u] + (_437 * 5u);
                    _23 = t0.words[(_456 + 33u) & 63u] + _456;
                    main_join = 37u;
                    break;
                }
                case 1u:
                {
                    _23 = _437;
                    if ((_250 & 1u) == 0u)
                    {
                        main_join = 37u;
                    }
                    else
                    {
                        u0.words[gl_GlobalInvocationID.x] = _437;
                        main_join = 110u;
                    }
                    break;
                }
                case 2u:
                {
                    _23 = t0.words[(_437 + 33u) & 63u] + _437;
                    main_join = 37u;
                    break;
                }
                default:
                {
                    if (((t0.words[(_437 + 22u) & 63u] ^ 521u) % 3u) == 1u)
                    {
                        uint _19 = 0u;
                        uint _20 = _437;
                        uint _533;
                        for (;;)
                        {
                            uint _525 = _19;
                            uint _526 = _20;
                            _533 = t0.words[(_526 + 27u) & 63u] + (_526 << 3u);
                            uint _534 = _525 + 1u;
                            _19 = _534;
                            _20 = _533;
                            if (_534 == 4u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _23 = _533;
                        main_join = 37u;
                    }
                    else
                    {
                        uint _475 = t0.words[(_437 + 48u) & 63u] + _437;
                        uint _481 = (_475 * 3u) + t0.words[(_475 + 1u) & 63u];
                        _23 = _481;
                        if (((t0.words[(_481 + 19u) & 63u] ^ 250u) % 6u) == 1u)
                        {
                            uint _22 = _481;
                            if (((t0.words[(_481 + 32u) & 63u] ^ 566u) % 3u) == 0u)
                            {
                                uint _21 = _481;
                                if (((_481 ^ 249u) % 5u) == 1u)
                                {
                                    _21 = t0.words[(_481 + 61u) & 63u] + (_481 << 2u);
                                }
                                _22 = t0.words[(_21 + 23u) & 63u] + (_21 << 3u);
                            }
                            _23 = t0.words[(_22 + 2u) & 63u] + (_22 * 7u);
                            main_join = 37u;
                        }
                        else
                        {
                            main_join = 37u;
                        }
                    }
                    break;
                }
            }
            switch (main_join)
            {
                case 37u:
                {
                    uint _542 = t0.words[(_23 + 40u) & 63u];
                    uint _543 = _542 + _23;
                    uint _548 = t0.words[(_543 + 51u) & 63u];
                    uint _549 = (_543 * 7u) + _548;
                    uint _56;
                    if ((_549 & 3u) == 2u)
                    {
                        if ((_250 & 3u) == 2u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _549;
                            main_join = 110u;
                        }
                        else
                        {
                            _56 = t0.words[(_549 + 7u) & 63u] + (_549 * 6u);
                            main_join = 109u;
                        }
                    }
                    else
                    {
                        uint _45;
                        if ((_549 % 3u) == 0u)
                        {
                            uint _24 = 0u;
                            uint _25 = t0.words[(_549 + 4u) & 63u] + (_549 * 5u);
                            uint _832;
                            uint _26;
                            for (;;)
                            {
                                uint _798 = _24;
                                if ((_25 & 1u) == 0u)
                                {
                                    uint _813 = t0.words[(_25 + 24u) & 63u] + (_25 * 6u);
                                    uint _819 = t0.words[(_813 + 31u) & 63u] + _813;
                                    _26 = _819;
                                    if ((_819 & 3u) == 3u)
                                    {
                                        _26 = _819;
                                        if (!(((_250 ^ 810u) % 5u) == 1u))
                                        {
                                            _26 = t0.words[(_819 + 63u) & 63u] + (_819 << 2u);
                                        }
                                    }
                                }
                                else
                                {
                                    _26 = t0.words[(_25 + 18u) & 63u] + (_25 << 1u);
                                }
                                _832 = _26;
                                uint _833 = _798 + 1u;
                                _24 = _833;
                                _25 = _832;
                                if (_833 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _45 = _832;
                        }
                        else
                        {
                            if ((t0.words[(_549 + 39u) & 63u] & 3u) == 2u)
                            {
                                uint _27 = 0u;
                                uint _28 = _549;
                                uint _690;
                                uint _29;
                                for (;;)
                                {
                                    uint _667 = _27;
                                    if ((_28 % 5u) == 0u)
                                    {
                                        _29 = t0.words[(_28 + 61u) & 63u] + (_28 * 6u);
                                    }
                                    else
                                    {
                                        _29 = t0.words[(_28 + 1u) & 63u] + (_28 << 2u);
                                    }
                                    _690 = t0.words[(_29 + 54u) & 63u] + (_29 * 6u);
                                    uint _691 = _667 + 1u;
                                    _27 = _691;
                                    _28 = _690;
                                    if (_691 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _697 = t0.words[(_690 + 3u) & 63u] + _690;
                                switch (_697 % 3u)
                                {
                                    case 0u:
                                    {
                                        uint _30 = 0u;
                                        uint _31 = t0.words[(_697 + 48u) & 63u] + (_697 * 6u);
                                        uint _44;
                                        for (;;)
                                        {
                                            uint _718 = _30;
                                            uint _726 = t0.words[(_31 + 53u) & 63u] + (_31 * 5u);
                                            uint _34 = _726;
                                            if (!(((_250 & 1u) == 0u) || (((t0.words[(_726 + 54u) & 63u] ^ 462u) % 5u) == 0u)))
                                            {
                                                uint _743 = t0.words[(_726 + 53u) & 63u] + (_726 << 2u);
                                                _44 = _743;
                                                if (((t0.words[(_743 + 12u) & 63u] ^ 642u) % 5u) == 0u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    uint _32 = 0u;
                                                    uint _33 = _743;
                                                    uint _779;
                                                    for (;;)
                                                    {
                                                        uint _753 = _32;
                                                        uint _754 = _33;
                                                        uint _760 = t0.words[(_754 + 17u) & 63u] + _754;
                                                        uint _767 = (_760 << 1u) + t0.words[(_760 + 20u) & 63u];
                                                        uint _773 = (_767 << 2u) + t0.words[(_767 + 5u) & 63u];
                                                        _779 = (_773 * 7u) + t0.words[(_773 + 23u) & 63u];
                                                        uint _780 = _753 + 1u;
                                                        _32 = _780;
                                                        _33 = _779;
                                                        if (_780 == 3u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _34 = _779;
                                                }
                                            }
                                            uint _783 = _718 + 1u;
                                            _30 = _783;
                                            _31 = _34;
                                            _44 = _34;
                                            if (_783 < 2u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                break;
                                            }
                                        }
                                        _45 = _44;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _705 = t0.words[(_697 + 11u) & 63u] + (_697 * 5u);
                                        _45 = (_705 << 3u) + t0.words[(_705 + 32u) & 63u];
                                        break;
                                    }
                                    default:
                                    {
                                        _45 = t0.words[(_697 + 46u) & 63u] + (_697 * 3u);
                                        break;
                                    }
                                }
                            }
                            else
                            {
                                uint _35 = 0u;
                                uint _36 = t0.words[(_549 + 46u) & 63u] + (_549 << 1u);
                                uint _664;
                                uint _39;
                                uint _43;
                                for (;;)
                                {
                                    uint _567 = _35;
                                    switch (_36 & 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _37 = 0u;
                                            uint _38 = _36;
                                            uint _645;
                                            for (;;)
                                            {
                                                uint _612 = _37;
                                                uint _620 = t0.words[(_38 + 14u) & 63u] + (_38 * 3u);
                                                if (((_250 ^ 840u) % 6u) == 1u)
                                                {
                                                    _39 = t0.words[(_620 + 18u) & 63u] + (_620 * 5u);
                                                }
                                                else
                                                {
                                                    _39 = t0.words[(_620 + 57u) & 63u] + (_620 << 2u);
                                                }
                                                _645 = t0.words[(_39 + 26u) & 63u] + (_39 * 5u);
                                                uint _646 = _612 + 1u;
                                                _37 = _646;
                                                _38 = _645;
                                                if (_646 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _43 = _645;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _42 = _36;
                                            if (((_250 ^ 660u) % 5u) == 0u)
                                            {
                                                _43 = _36;
                                                if ((_250 & 3u) == 1u)
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_00_loop_join = 83u;
                                                }
                                                else
                                                {
                                                    uint _40 = 0u;
                                                    uint _41 = _36;
                                                    uint _599;
                                                    for (;;)
                                                    {
                                                        uint _585 = _40;
                                                        uint _586 = _41;
                                                        uint _592 = t0.words[(_586 + 19u) & 63u] + (_586 << 2u);
                                                        _599 = (_592 * 5u) + t0.words[(_592 + 60u) & 63u];
                                                        uint _600 = _585 + 1u;
                                                        _40 = _600;
                                                        _41 = _599;
                                                        if (_600 == 2u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _42 = _599;
                                                    _RESERVED_IDENTIFIER_FIXUP_00_loop_join = 77u;
                                                }
                                            }
                                            else
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_00_loop_join = 77u;
                                            }
                                            switch (_RESERVED_IDENTIFIER_FIXUP_00_loop_join)
                                            {
                                                case 77u:
                                                {
                                                    _43 = t0.words[(_42 + 59u) & 63u] + (_42 << 2u);
                                                    break;
                                                }
                                                default:
                                                {
                                                    break;
                                                }
                                            }
                                            break;
                                        }
                                        case 2u:
                                        {
                                            _43 = _36;
                                            if ((_250 & 3u) == 2u)
                                            {
                                                _43 = t0.words[(_36 + 6u) & 63u] + (_36 << 1u);
                                            }
                                            break;
                                        }
                                        default:
                                        {
                                            _43 = _36;
                                            if (((_36 ^ 742u) % 5u) == 1u)
                                            {
                                                uint _657 = t0.words[(_36 + 18u) & 63u] + (_36 * 3u);
                                                _43 = t0.words[(_657 + 14u) & 63u] + (_657 << 3u);
                                            }
                                            break;
                                        }
                                    }
                                    _664 = _43;
                                    uint _665 = _567 + 1u;
                                    _35 = _665;
                                    _36 = _664;
                                    if (_665 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _45 = _664;
                            }
                        }
                        _56 = _45;
                        switch (_45 % 3u)
                        {
                            case 0u:
                            {
                                uint _960 = t0.words[(_45 + 10u) & 63u] + (_45 * 6u);
                                _56 = (_960 * 7u) + t0.words[(_960 + 15u) & 63u];
                                main_join = 109u;
                                break;
                            }
                            case 1u:
                            {
                                _56 = _45;
                                if (((_250 ^ 127u) % 6u) == 0u)
                                {
                                    if (((_45 ^ 478u) % 6u) == 1u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _45;
                                        main_join = 110u;
                                    }
                                    else
                                    {
                                        uint _46 = 0u;
                                        uint _47 = _45;
                                        uint _950;
                                        uint _54;
                                        for (;;)
                                        {
                                            uint _846 = _46;
                                            if (((_47 ^ 303u) % 6u) == 0u)
                                            {
                                                uint _48 = _47;
                                                if (((_250 ^ 411u) % 5u) == 1u)
                                                {
                                                    _48 = t0.words[(_47 + 63u) & 63u] + _47;
                                                }
                                                uint _49 = 0u;
                                                uint _50 = _48;
                                                uint _922;
                                                for (;;)
                                                {
                                                    uint _903 = _49;
                                                    uint _904 = _50;
                                                    uint _910 = t0.words[(_904 + 33u) & 63u] + (_904 << 2u);
                                                    uint _916 = (_910 * 7u) + t0.words[(_910 + 13u) & 63u];
                                                    _922 = (_916 << 1u) + t0.words[(_916 + 11u) & 63u];
                                                    uint _923 = _903 + 1u;
                                                    _49 = _923;
                                                    _50 = _922;
                                                    if (_923 == 5u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _54 = t0.words[(_922 + 49u) & 63u] + (_922 * 5u);
                                            }
                                            else
                                            {
                                                uint _51 = _47;
                                                if ((t0.words[(_47 + 25u) & 63u] & 1u) == 0u)
                                                {
                                                    uint _863 = t0.words[(_47 + 1u) & 63u] + (_47 << 1u);
                                                    _51 = (_863 * 7u) + t0.words[(_863 + 49u) & 63u];
                                                }
                                                uint _52 = _51;
                                                uint _53 = 0u;
                                                uint _890;
                                                for (;;)
                                                {
                                                    uint _872 = _52;
                                                    uint _873 = _53;
                                                    uint _879 = t0.words[(_872 + 39u) & 63u] + (_872 << 2u);
                                                    uint _884 = t0.words[(_879 + 17u) & 63u] + _879;
                                                    _890 = (_884 << 2u) + t0.words[(_884 + 37u) & 63u];
                                                    uint _891 = _873 + 1u;
                                                    _52 = _890;
                                                    _53 = _891;
                                                    if (_891 == 5u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _54 = _890;
                                            }
                                            uint _55 = _54;
                                            if (((_250 ^ 408u) % 6u) == 1u)
                                            {
                                                uint _941 = t0.words[(_54 + 60u) & 63u] + (_54 << 2u);
                                                _55 = _941;
                                                if ((_941 % 3u) == 0u)
                                                {
                                                    _55 = t0.words[(_941 + 54u) & 63u] + (_941 * 6u);
                                                }
                                            }
                                            _950 = _55;
                                            uint _951 = _846 + 1u;
                                            _46 = _951;
                                            _47 = _950;
                                            if (_951 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _56 = _950;
                                        main_join = 109u;
                                    }
                                }
                                else
                                {
                                    main_join = 109u;
                                }
                                break;
                            }
                            default:
                            {
                                main_join = 109u;
                                break;
                            }
                        }
                    }
                    switch (main_join)
                    {
                        case 109u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _56;
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
            break;
        }
    }
}

