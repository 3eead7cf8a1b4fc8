#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _267;

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
    uint _RESERVED_IDENTIFIER_FIXUP_86_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_23_exit = 0u;
    uint main_join = 0u;
    uint _259 = gl_GlobalInvocationID.x & 63u;
    uint _266 = t0.words[_259];
    uint _273 = t0.words[(gl_GlobalInvocationID.x + 26u) & 63u];
    uint _274 = _273 + gl_GlobalInvocationID.x;
    uint _281 = t0.words[(_274 + 31u) & 63u];
    uint _282 = (_274 << 2u) + _281;
    uint _61 = _282;
    if (((t0.words[(_282 + 54u) & 63u] ^ 401u) % 6u) == 1u)
    {
        uint _53;
        if ((_282 & 1u) == 0u)
        {
            uint _512 = t0.words[(_282 + 26u) & 63u];
            uint _513 = _512 + _282;
            _53 = _513;
            if (((t0.words[(_513 + 11u) & 63u] ^ 781u) % 3u) == 1u)
            {
                uint _52;
                switch (_513 % 5u)
                {
                    case 0u:
                    {
                        uint _28 = 0u;
                        uint _29 = _513;
                        uint _775;
                        for (;;)
                        {
                            uint _758 = _28;
                            uint _759 = _29;
                            uint _764 = t0.words[(_759 + 40u) & 63u] + _759;
                            uint _769 = t0.words[(_764 + 29u) & 63u] + _764;
                            _775 = (_769 << 3u) + t0.words[(_769 + 61u) & 63u];
                            uint _776 = _758 + 1u;
                            _28 = _776;
                            _29 = _775;
                            if (_776 == 4u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _52 = _775;
                        main_join = 97u;
                        break;
                    }
                    case 1u:
                    {
                        uint _611 = t0.words[(_513 + 42u) & 63u];
                        uint _612 = _611 + (_513 * 5u);
                        switch (_612 % 5u)
                        {
                            case 0u:
                            {
                                uint _30 = 0u;
                                uint _31 = _612;
                                uint _32;
                                uint _33;
                                uint _34;
                                uint _51;
                                uint _647;
                                for (;;)
                                {
                                    _647 = _30;
                                    _32 = 0u;
                                    _33 = _31;
                                    uint _668;
                                    for (;;)
                                    {
                                        uint _649 = _32;
                                        uint _650 = _33;
                                        uint _656 = t0.words[(_650 + 12u) & 63u] + (_650 << 3u);
                                        uint _663 = (_656 << 3u) + t0.words[(_656 + 51u) & 63u];
                                        _668 = _663 + t0.words[(_663 + 19u) & 63u];
                                        uint _669 = _649 + 1u;
                                        _32 = _669;
                                        _33 = _668;
                                        if (_669 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _676 = t0.words[(_668 + 54u) & 63u] + (_668 * 5u);
                                    _51 = _676;
                                    if ((_266 & 3u) == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        if ((_676 & 3u) == 2u)
                                        {
                                            _34 = t0.words[(_676 + 50u) & 63u] + (_676 * 5u);
                                        }
                                        else
                                        {
                                            uint _687 = t0.words[(_676 + 45u) & 63u] + (_676 << 3u);
                                            _34 = (_687 * 6u) + t0.words[(_687 + 27u) & 63u];
                                        }
                                        uint _703 = _647 + 1u;
                                        _30 = _703;
                                        _31 = _34;
                                        _51 = _34;
                                        if (_703 < 2u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            break;
                                        }
                                    }
                                }
                                _52 = _51;
                                main_join = 97u;
                                break;
                            }
                            case 1u:
                            {
                                uint _632 = t0.words[(_612 + 30u) & 63u];
                                uint _633 = _632 + (_612 * 6u);
                                if ((_633 % 3u) == 0u)
                                {
                                    _52 = _633;
                                    if (((_266 ^ 250u) % 6u) == 0u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _633;
                                        main_join = 120u;
                                    }
                                    else
                                    {
                                        main_join = 97u;
                                    }
                                }
                                else
                                {
                                    _52 = t0.words[(_633 + 54u) & 63u] + (_633 * 7u);
                                    main_join = 97u;
                                }
                                break;
                            }
                            case 2u:
                            {
                                _52 = t0.words[(_612 + 54u) & 63u] + (_612 << 1u);
                                main_join = 97u;
                                break;
                            }
                            case 3u:
                            {
                                _52 = t0.words[(_612 + 39u) & 63u] + (_612 * 6u);
                                main_join = 97u;
                                break;
                            }
                            default:
                            {
                                _52 = _612;
                                if ((t0.words[(_612 + 4u) & 63u] & 1u) == 0u)
                                {
                                    uint _718 = t0.words[(_612 + 13u) & 63u] + (_612 << 2u);
                                    uint _724 = (_718 * 5u) + t0.words[(_718 + 24u) & 63u];
                                    switch (_724 & 3u)
                                    {
                                        case 0u:
                                        {
                                            _52 = t0.words[(_724 + 13u) & 63u] + (_724 << 3u);
                                            main_join = 97u;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _52 = t0.words[(_724 + 2u) & 63u] + (_724 << 2u);
                                            main_join = 97u;
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _732 = t0.words[(_724 + 16u) & 63u] + (_724 << 3u);
                                            _52 = (_732 << 2u) + t0.words[(_732 + 33u) & 63u];
                                            main_join = 97u;
                                            break;
                                        }
                                        default:
                                        {
                                            _52 = t0.words[(_724 + 18u) & 63u] + (_724 << 1u);
                                            main_join = 97u;
                                            break;
                                        }
                                    }
                                }
                                else
                                {
                                    main_join = 97u;
                                }
                                break;
                            }
                        }
                        break;
                    }
                    case 2u:
                    {
                        uint _35 = 0u;
                        uint _36 = t0.words[(_513 + 53u) & 63u] + (_513 * 6u);
                        uint _603;
                        uint _37;
                        for (;;)
                        {
                            uint _531 = _35;
                            uint _38 = _36;
                            if (!(((t0.words[(_36 + 20u) & 63u] ^ 106u) % 6u) == 0u))
                            {
                                uint _544 = (_36 + 35u) & 63u;
                                _38 = _36;
                                if (!((t0.words[_544] & 1u) == 0u))
                                {
                                    uint _550 = t0.words[_544] + (_36 * 5u);
                                    if (((_550 ^ 489u) % 3u) == 1u)
                                    {
                                        uint _565 = t0.words[(_550 + 47u) & 63u] + (_550 * 6u);
                                        uint _572 = (_565 * 7u) + t0.words[(_565 + 43u) & 63u];
                                        _37 = (_572 * 5u) + t0.words[(_572 + 7u) & 63u];
                                    }
                                    else
                                    {
                                        _37 = t0.words[(_550 + 38u) & 63u] + _550;
                                    }
                                    if (((_37 ^ 137u) % 3u) == 1u)
                                    {
                                        uint _597 = t0.words[(_37 + 29u) & 63u] + (_37 << 1u);
                                        _38 = t0.words[(_597 + 34u) & 63u] + _597;
                                    }
                                    else
                                    {
                                        _38 = t0.words[(_37 + 37u) & 63u] + (_37 << 2u);
                                    }
                                }
                            }
                            _603 = _38;
                            uint _604 = _531 + 1u;
                            _35 = _604;
                            _36 = _603;
                            if (_604 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _52 = _603;
                        main_join = 97u;
                        break;
                    }
                    default:
                    {
                        switch (_513 & 3u)
                        {
                            case 0u:
                            {
                                _52 = t0.words[(_513 + 10u) & 63u] + (_513 * 5u);
                                main_join = 97u;
                                break;
                            }
                            case 1u:
                            {
                                _52 = t0.words[(_513 + 61u) & 63u] + (_513 << 3u);
                                main_join = 97u;
                                break;
                            }
                            case 2u:
                            {
                                uint _39 = 0u;
                                uint _40 = _513;
                                uint _802;
                                uint _41;
                                uint _42;
                                uint _779;
                                for (;;)
                                {
                                    _779 = _39;
                                    _41 = 0u;
                                    _42 = _40;
                                    for (;;)
                                    {
                                        uint _781 = _41;
                                        uint _789 = t0.words[(_42 + 48u) & 63u] + (_42 << 2u);
                                        uint _795 = (_789 * 5u) + t0.words[(_789 + 61u) & 63u];
                                        _802 = (_795 << 1u) + t0.words[(_795 + 15u) & 63u];
                                        uint _803 = _781 + 1u;
                                        _41 = _803;
                                        _42 = _802;
                                        if (_803 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _805 = _779 + 1u;
                                    _39 = _805;
                                    _40 = _802;
                                    if (_805 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                switch (_802 & 3u)
                                {
                                    case 0u:
                                    {
                                        uint _43 = 0u;
                                        uint _44 = t0.words[(_802 + 46u) & 63u] + (_802 << 1u);
                                        uint _917;
                                        for (;;)
                                        {
                                            uint _898 = _43;
                                            uint _899 = _44;
                                            uint _905 = t0.words[(_899 + 54u) & 63u] + (_899 << 3u);
                                            uint _911 = (_905 << 2u) + t0.words[(_905 + 42u) & 63u];
                                            _917 = (_911 * 7u) + t0.words[(_911 + 39u) & 63u];
                                            uint _918 = _898 + 1u;
                                            _43 = _918;
                                            _44 = _917;
                                            if (_918 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _52 = _917;
                                        main_join = 97u;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _45 = _802;
                                        if (((_802 ^ 263u) % 6u) == 0u)
                                        {
                                            uint _860 = t0.words[(_802 + 24u) & 63u] + (_802 << 3u);
                                            uint _866 = (_860 * 6u) + t0.words[(_860 + 35u) & 63u];
                                            _45 = (_866 << 3u) + t0.words[(_866 + 10u) & 63u];
                                        }
                                        uint _46 = 0u;
                                        uint _47 = _45;
                                        uint _889;
                                        for (;;)
                                        {
                                            uint _875 = _46;
                                            uint _876 = _47;
                                            uint _882 = t0.words[(_876 + 10u) & 63u] + (_876 << 2u);
                                            _889 = (_882 * 5u) + t0.words[(_882 + 44u) & 63u];
                                            uint _890 = _875 + 1u;
                                            _46 = _890;
                                            _47 = _889;
                                            if (_890 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _52 = _889;
                                        main_join = 97u;
                                        break;
                                    }
                                    case 2u:
                                    {
                                        uint _48;
                                        if ((_802 & 1u) == 0u)
                                        {
                                            _48 = t0.words[(_802 + 18u) & 63u] + (_802 << 1u);
                                        }
                                        else
                                        {
                                            uint _815 = t0.words[(_802 + 60u) & 63u] + _802;
                                            _48 = t0.words[(_815 + 29u) & 63u] + _815;
                                        }
                                        uint _49 = 0u;
                                        uint _50 = _48;
                                        uint _848;
                                        for (;;)
                                        {
                                            uint _828 = _49;
                                            uint _829 = _50;
                                            uint _835 = t0.words[(_829 + 18u) & 63u] + (_829 << 1u);
                                            uint _842 = (_835 * 6u) + t0.words[(_835 + 25u) & 63u];
                                            _848 = (_842 * 5u) + t0.words[(_842 + 24u) & 63u];
                                            uint _849 = _828 + 1u;
                                            _49 = _849;
                                            _50 = _848;
                                            if (_849 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _52 = _848;
                                        main_join = 97u;
                                        break;
                                    }
                                    default:
                                    {
                                        _52 = t0.words[(_802 + 32u) & 63u] + (_802 * 7u);
                                        main_join = 97u;
                                        break;
                                    }
                                }
                                break;
                            }
                            default:
                            {
                                _52 = t0.words[(_513 + 54u) & 63u] + (_513 * 3u);
                                main_join = 97u;
                                break;
                            }
                        }
                        break;
                    }
                }
                switch (main_join)
                {
                    case 97u:
                    {
                        _53 = t0.words[(_52 + 4u) & 63u] + (_52 * 3u);
                        main_join = 99u;
                        break;
                    }
                }
            }
            else
            {
                main_join = 99u;
            }
        }
        else
        {
            uint _10 = 0u;
            uint _11 = t0.words[(_282 + 8u) & 63u] + (_282 * 5u);
            uint _306;
            uint _6;
            uint _7;
            uint _16;
            uint _21;
            uint _24;
            uint _26;
            uint _27;
            for (;;)
            {
                uint _305 = _10;
                _306 = _11;
                if (!((t0.words[(_306 + 38u) & 63u] & 1u) == 0u))
                {
                    _RESERVED_IDENTIFIER_FIXUP_5_exit = 0u;
                    break;
                }
                bool _74_ladder_break = false;
                switch (_306 % 3u)
                {
                    case 0u:
                    {
                        _27 = t0.words[(_306 + 41u) & 63u] + (_306 * 3u);
                        break;
                    }
                    case 1u:
                    {
                        uint _12 = 0u;
                        uint _13 = t0.words[(_306 + 42u) & 63u] + (_306 << 2u);
                        uint _442;
                        for (;;)
                        {
                            uint _323 = _12;
                            if (((_266 ^ 366u) % 3u) == 1u)
                            {
                                if ((_266 & 1u) == 0u)
                                {
                                    uint _358 = t0.words[(_13 + 31u) & 63u] + (_13 * 5u);
                                    uint _365 = (_358 << 2u) + t0.words[(_358 + 40u) & 63u];
                                    _16 = _365 + t0.words[(_365 + 22u) & 63u];
                                }
                                else
                                {
                                    uint _345 = t0.words[_13 & 63u] + _13;
                                    _16 = (_345 << 2u) + t0.words[(_345 + 46u) & 63u];
                                }
                            }
                            else
                            {
                                uint _14 = 0u;
                                uint _15 = _13;
                                uint _337;
                                for (;;)
                                {
                                    uint _329 = _14;
                                    uint _330 = _15;
                                    _337 = t0.words[(_330 + 57u) & 63u] + (_330 << 3u);
                                    uint _338 = _329 + 1u;
                                    _14 = _338;
                                    _15 = _337;
                                    if (_338 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _16 = _337;
                            }
                            if ((t0.words[(_16 + 36u) & 63u] & 1u) == 0u)
                            {
                                _21 = t0.words[(_16 + 52u) & 63u] + (_16 << 1u);
                            }
                            else
                            {
                                uint _17 = 0u;
                                uint _18 = _16;
                                uint _402;
                                for (;;)
                                {
                                    uint _380 = _17;
                                    uint _381 = _18;
                                    uint _388 = t0.words[(_381 + 12u) & 63u] + (_381 << 1u);
                                    uint _395 = (_388 * 7u) + t0.words[(_388 + 3u) & 63u];
                                    _402 = (_395 * 6u) + t0.words[(_395 + 34u) & 63u];
                                    uint _403 = _380 + 1u;
                                    _17 = _403;
                                    _18 = _402;
                                    if (_403 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _19 = 0u;
                                uint _20 = _402;
                                uint _432;
                                for (;;)
                                {
                                    uint _405 = _19;
                                    uint _406 = _20;
                                    uint _411 = t0.words[_406 & 63u] + (_406 * 3u);
                                    uint _418 = (_411 * 3u) + t0.words[(_411 + 24u) & 63u];
                                    uint _425 = (_418 << 2u) + t0.words[(_418 + 61u) & 63u];
                                    _432 = (_425 << 2u) + t0.words[(_425 + 19u) & 63u];
                                    uint _433 = _405 + 1u;
                                    _19 = _433;
                                    _20 = _432;
                                    if (_433 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _21 = _432;
                            }
                            _442 = _21;
                            uint _443 = _323 + 1u;
                            _12 = _443;
                            _13 = _442;
                            if (_443 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _27 = _442;
                        break;
                    }
                    default:
                    {
                        uint _22 = 0u;
                        uint _23 = _306;
                        for (;;)
                        {
                            uint _452 = _22;
                            uint _25 = _23;
                            if (((_266 ^ 251u) % 6u) == 0u)
                            {
                                if ((_23 & 3u) == 0u)
                                {
                                    _24 = t0.words[(_23 + 18u) & 63u] + (_23 * 5u);
                                }
                                else
                                {
                                    _24 = t0.words[(_23 + 32u) & 63u] + (_23 * 3u);
                                }
                                _6 = _24;
                                if ((_24 & 3u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_86_exit = 0u;
                                    break;
                                }
                                _26 = _6;
                                _25 = _6;
                                if (((_6 ^ 480u) % 3u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_86_exit = 1u;
                                    break;
                                }
                            }
                            uint _489 = t0.words[(_25 + 47u) & 63u] + (_25 << 3u);
                            uint _490 = _452 + 1u;
                            _22 = _490;
                            _23 = _489;
                            _26 = _489;
                            if (_490 < 3u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_86_exit = 1u;
                                break;
                            }
                        }
                        bool _113_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_86_exit)
                        {
                            case 0u:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_5_exit = 1u;
                                _113_ladder_break = true;
                                _74_ladder_break = true;
                                break;
                            }
                        }
                        if (_113_ladder_break)
                        {
                            break;
                        }
                        _27 = _26;
                        break;
                    }
                }
                if (_74_ladder_break)
                {
                    break;
                }
                _7 = _27;
                uint _495 = _305 + 1u;
                _10 = _495;
                _11 = _27;
                if (_495 < 4u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_5_exit = 2u;
                    break;
                }
            }
            switch (_RESERVED_IDENTIFIER_FIXUP_5_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _306;
                    main_join = 120u;
                    break;
                }
                case 1u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _6;
                    main_join = 120u;
                    break;
                }
                default:
                {
                    _53 = _7;
                    main_join = 99u;
                    break;
                }
            }
        }
        switch (main_join)
        {
            case 99u:
            {
                if (((_53 ^ 60u) % 6u) == 0u)
                {
                    uint _54 = 0u;
                    uint _55 = t0.words[(_53 + 32u) & 63u] + (_53 * 5u);
                    uint _8;
                    uint _9;
                    for (;;)
                    {
                        uint _1035 = _54;
                        uint _56 = _55;
                        if ((((_55 ^ 853u) % 3u) | (_266 & 1u)) == 0u)
                        {
                            _8 = t0.words[(_55 + 50u) & 63u] + (_55 << 2u);
                            if ((_266 & 3u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_23_exit = 0u;
                                break;
                            }
                            _56 = t0.words[(_8 + 8u) & 63u] + (_8 << 3u);
                        }
                        uint _1064 = t0.words[(_56 + 48u) & 63u] + (_56 * 5u);
                        uint _1070 = (_1064 * 6u) + t0.words[(_1064 + 19u) & 63u];
                        _9 = _1070;
                        uint _1071 = _1035 + 1u;
                        _54 = _1071;
                        _55 = _1070;
                        if (_1071 < 3u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_23_exit = 1u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_23_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _8;
                            main_join = 120u;
                            break;
                        }
                        default:
                        {
                            _61 = _9;
                            main_join = 119u;
                            break;
                        }
                    }
                }
                else
                {
                    uint _60;
                    if (((t0.words[(_53 + 62u) & 63u] ^ 6u) % 6u) == 1u)
                    {
                        uint _57;
                        if (((_266 ^ 451u) % 6u) == 0u)
                        {
                            _57 = t0.words[(_53 + 47u) & 63u] + _53;
                            main_join = 113u;
                        }
                        else
                        {
                            if ((_53 % 3u) == 0u)
                            {
                                _57 = _53;
                                if ((t0.words[(_53 + 43u) & 63u] & 3u) == 2u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _53;
                                    main_join = 120u;
                                }
                                else
                                {
                                    main_join = 113u;
                                }
                            }
                            else
                            {
                                _57 = t0.words[(_53 + 8u) & 63u] + (_53 << 3u);
                                main_join = 113u;
                            }
                        }
                        switch (main_join)
                        {
                            case 113u:
                            {
                                _60 = t0.words[(_57 + 20u) & 63u] + (_57 * 5u);
                                main_join = 117u;
                                break;
                            }
                        }
                    }
                    else
                    {
                        uint _58 = t0.words[(_53 + 39u) & 63u] + (_53 << 2u);
                        uint _59 = 0u;
                        uint _978;
                        for (;;)
                        {
                            uint _971 = _58;
                            uint _972 = _59;
                            _978 = t0.words[(_971 + 48u) & 63u] + (_971 << 3u);
                            uint _979 = _972 + 1u;
                            _58 = _978;
                            _59 = _979;
                            if (_979 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _60 = _978;
                        main_join = 117u;
                    }
                    switch (main_join)
                    {
                        case 117u:
                        {
                            uint _1022 = t0.words[(_60 + 60u) & 63u] + (_60 * 7u);
                            _61 = (_1022 << 2u) + t0.words[(_1022 + 46u) & 63u];
                            main_join = 119u;
                            break;
                        }
                    }
                }
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
            u0.words[gl_GlobalInvocationID.x] = _61;
            break;
        }
    }
}

