#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _247;

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
    uint _239 = gl_GlobalInvocationID.x & 63u;
    uint _246 = t0.words[_239];
    uint _256 = t0.words[(gl_GlobalInvocationID.x + 51u) & 63u] + (gl_GlobalInvocationID.x * 3u);
    uint _262 = t0.words[(_256 + 44u) & 63u] + _256;
    uint _8 = 0u;
    uint _9 = (_262 * 7u) + t0.words[(_262 + 25u) & 63u];
    uint _6;
    uint _7;
    uint _13;
    for (;;)
    {
        uint _271 = _8;
        uint _279 = t0.words[(_9 + 13u) & 63u] + (_9 << 3u);
        uint _10 = _279;
        if (((_279 ^ 905u) % 6u) == 0u)
        {
            _10 = t0.words[(_279 + 46u) & 63u] + (_279 << 3u);
        }
        uint _14 = _10;
        if (((t0.words[(_10 + 51u) & 63u] ^ 55u) % 5u) == 0u)
        {
            uint _309 = t0.words[(_10 + 22u) & 63u] + (_10 << 1u);
            uint _316 = (_309 * 5u) + t0.words[(_309 + 9u) & 63u];
            _14 = _316;
            if (((t0.words[(_316 + 37u) & 63u] ^ 715u) % 5u) == 0u)
            {
                bool _68_ladder_break = false;
                switch (_316 % 3u)
                {
                    case 0u:
                    {
                        _14 = t0.words[(_316 + 23u) & 63u] + _316;
                        break;
                    }
                    case 1u:
                    {
                        _14 = _316;
                        if ((_246 & 3u) == 1u)
                        {
                            uint _11 = 0u;
                            uint _12 = t0.words[(_316 + 51u) & 63u] + (_316 * 6u);
                            for (;;)
                            {
                                uint _335 = _11;
                                if ((_12 & 1u) == 0u)
                                {
                                    _13 = t0.words[(_12 + 3u) & 63u];
                                }
                                else
                                {
                                    _13 = t0.words[(_12 + 29u) & 63u];
                                }
                                uint _350 = _13 + (_12 * 3u);
                                _6 = _350;
                                if (!((t0.words[(_350 + 43u) & 63u] & 1u) == 0u))
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                                    break;
                                }
                                uint _358 = _335 + 1u;
                                _11 = _358;
                                _12 = _6;
                                if (_358 < 4u)
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
                        _14 = t0.words[(_316 + 24u) & 63u] + (_316 * 5u);
                        break;
                    }
                }
                if (_68_ladder_break)
                {
                    break;
                }
            }
        }
        uint _390 = t0.words[(_14 + 46u) & 63u] + (_14 * 6u);
        _7 = _390;
        uint _391 = _271 + 1u;
        _8 = _391;
        _9 = _390;
        if (_391 < 5u)
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
            uint _433;
            uint _17;
            uint _18;
            uint _408;
            for (;;)
            {
                _408 = _15;
                _17 = 0u;
                _18 = _16;
                uint _425;
                for (;;)
                {
                    uint _410 = _17;
                    uint _411 = _18;
                    uint _418 = t0.words[(_411 + 41u) & 63u] + (_411 * 5u);
                    _425 = (_418 * 7u) + t0.words[(_418 + 26u) & 63u];
                    uint _426 = _410 + 1u;
                    _17 = _426;
                    _18 = _425;
                    if (_426 == 5u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _433 = t0.words[(_425 + 63u) & 63u] + (_425 * 7u);
                uint _434 = _408 + 1u;
                _15 = _434;
                _16 = _433;
                if (_434 == 3u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            uint _23;
            switch (_433 % 5u)
            {
                case 0u:
                {
                    uint _452 = t0.words[(_433 + 63u) & 63u] + (_433 * 5u);
                    _23 = t0.words[(_452 + 33u) & 63u] + _452;
                    main_join = 37u;
                    break;
                }
                case 1u:
                {
                    _23 = _433;
                    if ((_246 & 1u) == 0u)
                    {
                        main_join = 37u;
                    }
                    else
                    {
                        u0.words[gl_GlobalInvocationID.x] = _433;
                        main_join = 110u;
                    }
                    break;
                }
                case 2u:
                {
                    _23 = t0.words[(_433 + 33u) & 63u] + _433;
                    main_join = 37u;
                    break;
                }
                default:
                {
                    if (((t0.words[(_433 + 22u) & 63u] ^ 521u) % 3u) == 1u)
                    {
                        uint _19 = 0u;
                        uint _20 = _433;
                        uint _529;
                        for (;;)
                        {
                            uint _521 = _19;
                            uint _522 = _20;
                            _529 = t0.words[(_522 + 27u) & 63u] + (_522 << 3u);
                            uint _530 = _521 + 1u;
                            _19 = _530;
                            _20 = _529;
                            if (_530 == 4u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _23 = _529;
                        main_join = 37u;
                    }
                    else
                    {
                        uint _471 = t0.words[(_433 + 48u) & 63u] + _433;
                        uint _477 = (_471 * 3u) + t0.words[(_471 + 1u) & 63u];
                        _23 = _477;
                        if (((t0.words[(_477 + 19u) & 63u] ^ 250u) % 6u) == 1u)
                        {
                            uint _22 = _477;
                            if (((t0.words[(_477 + 32u) & 63u] ^ 566u) % 3u) == 0u)
                            {
                                uint _21 = _477;
                                if (((_477 ^ 249u) % 5u) == 1u)
                                {
                                    _21 = t0.words[(_477 + 61u) & 63u] + (_477 << 2u);
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
                    uint _538 = t0.words[(_23 + 40u) & 63u];
                    uint _539 = _538 + _23;
                    uint _544 = t0.words[(_539 + 51u) & 63u];
                    uint _545 = (_539 * 7u) + _544;
                    uint _56;
                    if ((_545 & 3u) == 2u)
                    {
                        if ((_246 & 3u) == 2u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _545;
                            main_join = 110u;
                        }
                        else
                        {
                            _56 = t0.words[(_545 + 7u) & 63u] + (_545 * 6u);
                            main_join = 109u;
                        }
                    }
                    else
                    {
                        uint _45;
                        if ((_545 % 3u) == 0u)
                        {
                            uint _24 = 0u;
                            uint _25 = t0.words[(_545 + 4u) & 63u] + (_545 * 5u);
                            uint _828;
                            uint _26;
                            for (;;)
                            {
                                uint _794 = _24;
                                if ((_25 & 1u) == 0u)
                                {
                                    uint _809 = t0.words[(_25 + 24u) & 63u] + (_25 * 6u);
                                    uint _815 = t0.words[(_809 + 31u) & 63u] + _809;
                                    _26 = _815;
                                    if ((_815 & 3u) == 3u)
                                    {
                                        _26 = _815;
                                        if (!(((_246 ^ 810u) % 5u) == 1u))
                                        {
                                            _26 = t0.words[(_815 + 63u) & 63u] + (_815 << 2u);
                                        }
                                    }
                                }
                                else
                                {
                                    _26 = t0.words[(_25 + 18u) & 63u] + (_25 << 1u);
                                }
                                _828 = _26;
                                uint _829 = _794 + 1u;
                                _24 = _829;
                                _25 = _828;
                                if (_829 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _45 = _828;
                        }
                        else
                        {
                            if ((t0.words[(_545 + 39u) & 63u] & 3u) == 2u)
                            {
                                uint _27 = 0u;
                                uint _28 = _545;
                                uint _686;
                                uint _29;
                                for (;;)
                                {
                                    uint _663 = _27;
                                    if ((_28 % 5u) == 0u)
                                    {
                                        _29 = t0.words[(_28 + 61u) & 63u] + (_28 * 6u);
                                    }
                                    else
                                    {
                                        _29 = t0.words[(_28 + 1u) & 63u] + (_28 << 2u);
                                    }
                                    _686 = t0.words[(_29 + 54u) & 63u] + (_29 * 6u);
                                    uint _687 = _663 + 1u;
                                    _27 = _687;
                                    _28 = _686;
                                    if (_687 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _693 = t0.words[(_686 + 3u) & 63u] + _686;
                                switch (_693 % 3u)
                                {
                                    case 0u:
                                    {
                                        uint _30 = 0u;
                                        uint _31 = t0.words[(_693 + 48u) & 63u] + (_693 * 6u);
                                        uint _44;
                                        for (;;)
                                        {
                                            uint _714 = _30;
                                            uint _722 = t0.words[(_31 + 53u) & 63u] + (_31 * 5u);
                                            uint _34 = _722;
                                            if (!(((_246 & 1u) == 0u) || (((t0.words[(_722 + 54u) & 63u] ^ 462u) % 5u) == 0u)))
                                            {
                                                uint _739 = t0.words[(_722 + 53u) & 63u] + (_722 << 2u);
                                                _44 = _739;
                                                if (((t0.words[(_739 + 12u) & 63u] ^ 642u) % 5u) == 0u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    uint _32 = 0u;
                                                    uint _33 = _739;
                                                    uint _775;
                                                    for (;;)
                                                    {
                                                        uint _749 = _32;
                                                        uint _750 = _33;
                                                        uint _756 = t0.words[(_750 + 17u) & 63u] + _750;
                                                        uint _763 = (_756 << 1u) + t0.words[(_756 + 20u) & 63u];
                                                        uint _769 = (_763 << 2u) + t0.words[(_763 + 5u) & 63u];
                                                        _775 = (_769 * 7u) + t0.words[(_769 + 23u) & 63u];
                                                        uint _776 = _749 + 1u;
                                                        _32 = _776;
                                                        _33 = _775;
                                                        if (_776 == 3u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _34 = _775;
                                                }
                                            }
                                            uint _779 = _714 + 1u;
                                            _30 = _779;
                                            _31 = _34;
                                            _44 = _34;
                                            if (_779 < 2u)
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
                                        uint _701 = t0.words[(_693 + 11u) & 63u] + (_693 * 5u);
                                        _45 = (_701 << 3u) + t0.words[(_701 + 32u) & 63u];
                                        break;
                                    }
                                    default:
                                    {
                                        _45 = t0.words[(_693 + 46u) & 63u] + (_693 * 3u);
                                        break;
                                    }
                                }
                            }
                            else
                            {
                                uint _35 = 0u;
                                uint _36 = t0.words[(_545 + 46u) & 63u] + (_545 << 1u);
                                uint _660;
                                uint _39;
                                uint _43;
                                for (;;)
                                {
                                    uint _563 = _35;
                                    switch (_36 & 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _37 = 0u;
                                            uint _38 = _36;
                                            uint _641;
                                            for (;;)
                                            {
                                                uint _608 = _37;
                                                uint _616 = t0.words[(_38 + 14u) & 63u] + (_38 * 3u);
                                                if (((_246 ^ 840u) % 6u) == 1u)
                                                {
                                                    _39 = t0.words[(_616 + 18u) & 63u] + (_616 * 5u);
                                                }
                                                else
                                                {
                                                    _39 = t0.words[(_616 + 57u) & 63u] + (_616 << 2u);
                                                }
                                                _641 = t0.words[(_39 + 26u) & 63u] + (_39 * 5u);
                                                uint _642 = _608 + 1u;
                                                _37 = _642;
                                                _38 = _641;
                                                if (_642 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _43 = _641;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _42 = _36;
                                            if (((_246 ^ 660u) % 5u) == 0u)
                                            {
                                                _43 = _36;
                                                if ((_246 & 3u) == 1u)
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_00_loop_join = 83u;
                                                }
                                                else
                                                {
                                                    uint _40 = 0u;
                                                    uint _41 = _36;
                                                    uint _595;
                                                    for (;;)
                                                    {
                                                        uint _581 = _40;
                                                        uint _582 = _41;
                                                        uint _588 = t0.words[(_582 + 19u) & 63u] + (_582 << 2u);
                                                        _595 = (_588 * 5u) + t0.words[(_588 + 60u) & 63u];
                                                        uint _596 = _581 + 1u;
                                                        _40 = _596;
                                                        _41 = _595;
                                                        if (_596 == 2u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _42 = _595;
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
                                            }
                                            break;
                                        }
                                        case 2u:
                                        {
                                            _43 = _36;
                                            if ((_246 & 3u) == 2u)
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
                                                uint _653 = t0.words[(_36 + 18u) & 63u] + (_36 * 3u);
                                                _43 = t0.words[(_653 + 14u) & 63u] + (_653 << 3u);
                                            }
                                            break;
                                        }
                                    }
                                    _660 = _43;
                                    uint _661 = _563 + 1u;
                                    _35 = _661;
                                    _36 = _660;
                                    if (_661 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _45 = _660;
                            }
                        }
                        _56 = _45;
                        switch (_45 % 3u)
                        {
                            case 0u:
                            {
                                uint _956 = t0.words[(_45 + 10u) & 63u] + (_45 * 6u);
                                _56 = (_956 * 7u) + t0.words[(_956 + 15u) & 63u];
                                main_join = 109u;
                                break;
                            }
                            case 1u:
                            {
                                _56 = _45;
                                if (((_246 ^ 127u) % 6u) == 0u)
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
                                        uint _946;
                                        uint _54;
                                        for (;;)
                                        {
                                            uint _842 = _46;
                                            if (((_47 ^ 303u) % 6u) == 0u)
                                            {
                                                uint _48 = _47;
                                                if (((_246 ^ 411u) % 5u) == 1u)
                                                {
                                                    _48 = t0.words[(_47 + 63u) & 63u] + _47;
                                                }
                                                uint _49 = 0u;
                                                uint _50 = _48;
                                                uint _918;
                                                for (;;)
                                                {
                                                    uint _899 = _49;
                                                    uint _900 = _50;
                                                    uint _906 = t0.words[(_900 + 33u) & 63u] + (_900 << 2u);
                                                    uint _912 = (_906 * 7u) + t0.words[(_906 + 13u) & 63u];
                                                    _918 = (_912 << 1u) + t0.words[(_912 + 11u) & 63u];
                                                    uint _919 = _899 + 1u;
                                                    _49 = _919;
                                                    _50 = _918;
                                                    if (_919 == 5u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _54 = t0.words[(_918 + 49u) & 63u] + (_918 * 5u);
                                            }
                                            else
                                            {
                                                uint _51 = _47;
                                                if ((t0.words[(_47 + 25u) & 63u] & 1u) == 0u)
                                                {
                                                    uint _859 = t0.words[(_47 + 1u) & 63u] + (_47 << 1u);
                                                    _51 = (_859 * 7u) + t0.words[(_859 + 49u) & 63u];
                                                }
                                                uint _52 = _51;
                                                uint _53 = 0u;
                                                uint _886;
                                                for (;;)
                                                {
                                                    uint _868 = _52;
                                                    uint _869 = _53;
                                                    uint _875 = t0.words[(_868 + 39u) & 63u] + (_868 << 2u);
                                                    uint _880 = t0.words[(_875 + 17u) & 63u] + _875;
                                                    _886 = (_880 << 2u) + t0.words[(_880 + 37u) & 63u];
                                                    uint _887 = _869 + 1u;
                                                    _52 = _886;
                                                    _53 = _887;
                                                    if (_887 == 5u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _54 = _886;
                                            }
                                            uint _55 = _54;
                                            if (((_246 ^ 408u) % 6u) == 1u)
                                            {
                                                uint _937 = t0.words[(_54 + 60u) & 63u] + (_54 << 2u);
                                                _55 = _937;
                                                if ((_937 % 3u) == 0u)
                                                {
                                                    _55 = t0.words[(_937 + 54u) & 63u] + (_937 * 6u);
                                                }
                                            }
                                            _946 = _55;
                                            uint _947 = _842 + 1u;
                                            _46 = _947;
                                            _47 = _946;
                                            if (_947 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _56 = _946;
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
                    }
                    break;
                }
            }
            break;
        }
    }
}

