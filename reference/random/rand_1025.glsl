#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _273;

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
    uint _265 = gl_GlobalInvocationID.x & 63u;
    uint _272 = t0.words[_265];
    uint _279 = t0.words[(gl_GlobalInvocationID.x + 26u) & 63u];
    uint _280 = _279 + gl_GlobalInvocationID.x;
    uint _287 = t0.words[(_280 + 31u) & 63u];
    uint _288 = (_280 << 2u) + _287;
    uint _61 = _288;
    if (((t0.words[(_288 + 54u) & 63u] ^ 401u) % 6u) == 1u)
    {
        uint _53;
        if ((_288 & 1u) == 0u)
        {
            uint _518 = t0.words[(_288 + 26u) & 63u];
            uint _519 = _518 + _288;
            _53 = _519;
            if (((t0.words[(_519 + 11u) & 63u] ^ 781u) % 3u) == 1u)
            {
                uint _52;
                switch (_519 % 5u)
                {
                    case 0u:
                    {
                        uint _28 = 0u;
                        uint _29 = _519;
                        uint _781;
                        for (;;)
                        {
                            uint _764 = _28;
                            uint _765 = _29;
                            uint _770 = t0.words[(_765 + 40u) & 63u] + _765;
                            uint _775 = t0.words[(_770 + 29u) & 63u] + _770;
                            _781 = (_775 << 3u) + t0.words[(_775 + 61u) & 63u];
                            uint _782 = _764 + 1u;
                            _28 = _782;
                            _29 = _781;
                            if (_782 == 4u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _52 = _781;
                        main_join = 97u;
                        break;
                    }
                    case 1u:
                    {
                        uint _617 = t0.words[(_519 + 42u) & 63u];
                        uint _618 = _617 + (_519 * 5u);
                        switch (_618 % 5u)
                        {
                            case 0u:
                            {
                                uint _30 = 0u;
                                uint _31 = _618;
                                uint _32;
                                uint _33;
                                uint _34;
                                uint _51;
                                uint _653;
                                for (;;)
                                {
                                    _653 = _30;
                                    _32 = 0u;
                                    _33 = _31;
                                    uint _674;
                                    for (;;)
                                    {
                                        uint _655 = _32;
                                        uint _656 = _33;
                                        uint _662 = t0.words[(_656 + 12u) & 63u] + (_656 << 3u);
                                        uint _669 = (_662 << 3u) + t0.words[(_662 + 51u) & 63u];
                                        _674 = _669 + t0.words[(_669 + 19u) & 63u];
                                        uint _675 = _655 + 1u;
                                        _32 = _675;
                                        _33 = _674;
                                        if (_675 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _682 = t0.words[(_674 + 54u) & 63u] + (_674 * 5u);
                                    _51 = _682;
                                    if ((_272 & 3u) == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        if ((_682 & 3u) == 2u)
                                        {
                                            _34 = t0.words[(_682 + 50u) & 63u] + (_682 * 5u);
                                        }
                                        else
                                        {
                                            uint _693 = t0.words[(_682 + 45u) & 63u] + (_682 << 3u);
                                            _34 = (_693 * 6u) + t0.words[(_693 + 27u) & 63u];
                                        }
                                        uint _709 = _653 + 1u;
                                        _30 = _709;
                                        _31 = _34;
                                        _51 = _34;
                                        if (_709 < 2u)
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
                                uint _638 = t0.words[(_618 + 30u) & 63u];
                                uint _639 = _638 + (_618 * 6u);
                                if ((_639 % 3u) == 0u)
                                {
                                    _52 = _639;
                                    if (((_272 ^ 250u) % 6u) == 0u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _639;
                                        main_join = 120u;
                                    }
                                    else
                                    {
                                        main_join = 97u;
                                    }
                                }
                                else
                                {
                                    _52 = t0.words[(_639 + 54u) & 63u] + (_639 * 7u);
                                    main_join = 97u;
                                }
                                break;
                            }
                            case 2u:
                            {
                                _52 = t0.words[(_618 + 54u) & 63u] + (_618 << 1u);
                                main_join = 97u;
                                break;
                            }
                            case 3u:
                            {
                                _52 = t0.words[(_618 + 39u) & 63u] + (_618 * 6u);
                                main_join = 97u;
                                break;
                            }
                            default:
                            {
                                _52 = _618;
                                if ((t0.words[(_618 + 4u) & 63u] & 1u) == 0u)
                                {
                                    uint _724 = t0.words[(_618 + 13u) & 63u] + (_618 << 2u);
                                    uint _730 = (_724 * 5u) + t0.words[(_724 + 24u) & 63u];
                                    switch (_730 & 3u)
                                    {
                                        case 0u:
                                        {
                                            _52 = t0.words[(_730 + 13u) & 63u] + (_730 << 3u);
                                            main_join = 97u;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _52 = t0.words[(_730 + 2u) & 63u] + (_730 << 2u);
                                            main_join = 97u;
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _738 = t0.words[(_730 + 16u) & 63u] + (_730 << 3u);
                                            _52 = (_738 << 2u) + t0.words[(_738 + 33u) & 63u];
                                            main_join = 97u;
                                            break;
                                        }
                                        default:
                                        {
                                            _52 = t0.words[(_730 + 18u) & 63u] + (_730 << 1u);
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
                        uint _36 = t0.words[(_519 + 53u) & 63u] + (_519 * 6u);
                        uint _609;
                        uint _37;
                        for (;;)
                        {
                            uint _537 = _35;
                            uint _38 = _36;
                            if (!(((t0.words[(_36 + 20u) & 63u] ^ 106u) % 6u) == 0u))
                            {
                                uint _550 = (_36 + 35u) & 63u;
                                _38 = _36;
                                if (!((t0.words[_550] & 1u) == 0u))
                                {
                                    uint _556 = t0.words[_550] + (_36 * 5u);
                                    if (((_556 ^ 489u) % 3u) == 1u)
                                    {
                                        uint _571 = t0.words[(_556 + 47u) & 63u] + (_556 * 6u);
                                        uint _578 = (_571 * 7u) + t0.words[(_571 + 43u) & 63u];
                                        _37 = (_578 * 5u) + t0.words[(_578 + 7u) & 63u];
                                    }
                                    else
                                    {
                                        _37 = t0.words[(_556 + 38u) & 63u] + _556;
                                    }
                                    if (((_37 ^ 137u) % 3u) == 1u)
                                    {
                                        uint _603 = t0.words[(_37 + 29u) & 63u] + (_37 << 1u);
                                        _38 = t0.words[(_603 + 34u) & 63u] + _603;
                                    }
                                    else
                                    {
                                        _38 = t0.words[(_37 + 37u) & 63u] + (_37 << 2u);
                                    }
                                }
                            }
                            _609 = _38;
                            uint _610 = _537 + 1u;
                            _35 = _610;
                            _36 = _609;
                            if (_610 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _52 = _609;
                        main_join = 97u;
                        break;
                    }
                    default:
                    {
                        switch (_519 & 3u)
                        {
                            case 0u:
                            {
                                _52 = t0.words[(_519 + 10u) & 63u] + (_519 * 5u);
                                main_join = 97u;
                                break;
                            }
                            case 1u:
                            {
                                _52 = t0.words[(_519 + 61u) & 63u] + (_519 << 3u);
                                main_join = 97u;
                                break;
                            }
                            case 2u:
                            {
                                uint _39 = 0u;
                                uint _40 = _519;
                                uint _808;
                                uint _41;
                                uint _42;
                                uint _785;
                                for (;;)
                                {
                                    _785 = _39;
                                    _41 = 0u;
                                    _42 = _40;
                                    for (;;)
                                    {
                                        uint _787 = _41;
                                        uint _795 = t0.words[(_42 + 48u) & 63u] + (_42 << 2u);
                                        uint _801 = (_795 * 5u) + t0.words[(_795 + 61u) & 63u];
                                        _808 = (_801 << 1u) + t0.words[(_801 + 15u) & 63u];
                                        uint _809 = _787 + 1u;
                                        _41 = _809;
                                        _42 = _808;
                                        if (_809 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _811 = _785 + 1u;
                                    _39 = _811;
                                    _40 = _808;
                                    if (_811 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                switch (_808 & 3u)
                                {
                                    case 0u:
                                    {
                                        uint _43 = 0u;
                                        uint _44 = t0.words[(_808 + 46u) & 63u] + (_808 << 1u);
                                        uint _923;
                                        for (;;)
                                        {
                                            uint _904 = _43;
                                            uint _905 = _44;
                                            uint _911 = t0.words[(_905 + 54u) & 63u] + (_905 << 3u);
                                            uint _917 = (_911 << 2u) + t0.words[(_911 + 42u) & 63u];
                                            _923 = (_917 * 7u) + t0.words[(_917 + 39u) & 63u];
                                            uint _924 = _904 + 1u;
                                            _43 = _924;
                                            _44 = _923;
                                            if (_924 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _52 = _923;
                                        main_join = 97u;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _45 = _808;
                                        if (((_808 ^ 263u) % 6u) == 0u)
                                        {
                                            uint _866 = t0.words[(_808 + 24u) & 63u] + (_808 << 3u);
                                            uint _872 = (_866 * 6u) + t0.words[(_866 + 35u) & 63u];
                                            _45 = (_872 << 3u) + t0.words[(_872 + 10u) & 63u];
                                        }
                                        uint _46 = 0u;
                                        uint _47 = _45;
                                        uint _895;
                                        for (;;)
                                        {
                                            uint _881 = _46;
                                            uint _882 = _47;
                                            uint _888 = t0.words[(_882 + 10u) & 63u] + (_882 << 2u);
                                            _895 = (_888 * 5u) + t0.words[(_888 + 44u) & 63u];
                                            uint _896 = _881 + 1u;
                                            _46 = _896;
                                            _47 = _895;
                                            if (_896 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _52 = _895;
                                        main_join = 97u;
                                        break;
                                    }
                                    case 2u:
                                    {
                                        uint _48;
                                        if ((_808 & 1u) == 0u)
                                        {
                                            _48 = t0.words[(_808 + 18u) & 63u] + (_808 << 1u);
                                        }
                                        else
                                        {
                                            uint _821 = t0.words[(_808 + 60u) & 63u] + _808;
                                            _48 = t0.words[(_821 + 29u) & 63u] + _821;
                                        }
                                        uint _49 = 0u;
                                        uint _50 = _48;
                                        uint _854;
                                        for (;;)
                                        {
                                            uint _834 = _49;
                                            uint _835 = _50;
                                            uint _841 = t0.words[(_835 + 18u) & 63u] + (_835 << 1u);
                                            uint _848 = (_841 * 6u) + t0.words[(_841 + 25u) & 63u];
                                            _854 = (_848 * 5u) + t0.words[(_848 + 24u) & 63u];
                                            uint _855 = _834 + 1u;
                                            _49 = _855;
                                            _50 = _854;
                                            if (_855 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _52 = _854;
                                        main_join = 97u;
                                        break;
                                    }
                                    default:
                                    {
                                        _52 = t0.words[(_808 + 32u) & 63u] + (_808 * 7u);
                                        main_join = 97u;
                                        break;
                                    }
                                }
                                break;
                            }
                            default:
                            {
                                _52 = t0.words[(_519 + 54u) & 63u] + (_519 * 3u);
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
                    default:
                    {
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
            uint _11 = t0.words[(_288 + 8u) & 63u] + (_288 * 5u);
            uint _312;
            uint _6;
            uint _7;
            uint _16;
            uint _21;
            uint _24;
            uint _26;
            uint _27;
            for (;;)
            {
                uint _311 = _10;
                _312 = _11;
                if (!((t0.words[(_312 + 38u) & 63u] & 1u) == 0u))
                {
                    _RESERVED_IDENTIFIER_FIXUP_5_exit = 0u;
                    break;
                }
                bool _74_ladder_break = false;
                switch (_312 % 3u)
                {
                    case 0u:
                    {
                        _27 = t0.words[(_312 + 41u) & 63u] + (_312 * 3u);
                        break;
                    }
                    case 1u:
                    {
                        uint _12 = 0u;
                        uint _13 = t0.words[(_312 + 42u) & 63u] + (_312 << 2u);
                        uint _448;
                        for (;;)
                        {
                            uint _329 = _12;
                            if (((_272 ^ 366u) % 3u) == 1u)
                            {
                                if ((_272 & 1u) == 0u)
                                {
                                    uint _364 = t0.words[(_13 + 31u) & 63u] + (_13 * 5u);
                                    uint _371 = (_364 << 2u) + t0.words[(_364 + 40u) & 63u];
                                    _16 = _371 + t0.words[(_371 + 22u) & 63u];
                                }
                                else
                                {
                                    uint _351 = t0.words[_13 & 63u] + _13;
                                    _16 = (_351 << 2u) + t0.words[(_351 + 46u) & 63u];
                                }
                            }
                            else
                            {
                                uint _14 = 0u;
                                uint _15 = _13;
                                uint _343;
                                for (;;)
                                {
                                    uint _335 = _14;
                                    uint _336 = _15;
                                    _343 = t0.words[(_336 + 57u) & 63u] + (_336 << 3u);
                                    uint _344 = _335 + 1u;
                                    _14 = _344;
                                    _15 = _343;
                                    if (_344 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _16 = _343;
                            }
                            if ((t0.words[(_16 + 36u) & 63u] & 1u) == 0u)
                            {
                                _21 = t0.words[(_16 + 52u) & 63u] + (_16 << 1u);
                            }
                            else
                            {
                                uint _17 = 0u;
                                uint _18 = _16;
                                uint _408;
                                for (;;)
                                {
                                    uint _386 = _17;
                                    uint _387 = _18;
                                    uint _394 = t0.words[(_387 + 12u) & 63u] + (_387 << 1u);
                                    uint _401 = (_394 * 7u) + t0.words[(_394 + 3u) & 63u];
                                    _408 = (_401 * 6u) + t0.words[(_401 + 34u) & 63u];
                                    uint _409 = _386 + 1u;
                                    _17 = _409;
                                    _18 = _408;
                                    if (_409 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _19 = 0u;
                                uint _20 = _408;
                                uint _438;
                                for (;;)
                                {
                                    uint _411 = _19;
                                    uint _412 = _20;
                                    uint _417 = t0.words[_412 & 63u] + (_412 * 3u);
                                    uint _424 = (_417 * 3u) + t0.words[(_417 + 24u) & 63u];
                                    uint _431 = (_424 << 2u) + t0.words[(_424 + 61u) & 63u];
                                    _438 = (_431 << 2u) + t0.words[(_431 + 19u) & 63u];
                                    uint _439 = _411 + 1u;
                                    _19 = _439;
                                    _20 = _438;
                                    if (_439 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _21 = _438;
                            }
                            _448 = _21;
                            uint _449 = _329 + 1u;
                            _12 = _449;
                            _13 = _448;
                            if (_449 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _27 = _448;
                        break;
                    }
                    default:
                    {
                        uint _22 = 0u;
                        uint _23 = _312;
                        for (;;)
                        {
                            uint _458 = _22;
                            uint _25 = _23;
                            if (((_272 ^ 251u) % 6u) == 0u)
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
                            uint _495 = t0.words[(_25 + 47u) & 63u] + (_25 << 3u);
                            uint _496 = _458 + 1u;
                            _22 = _496;
                            _23 = _495;
                            _26 = _495;
                            if (_496 < 3u)
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
                            default:
                            {
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
                uint _501 = _311 + 1u;
                _10 = _501;
                _11 = _27;
                if (_501 < 4u)
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
                    u0.words[gl_GlobalInvocationID.x] = _312;
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
                        uint _1041 = _54;
                        uint _56 = _55;
                        if ((((_55 ^ 853u) % 3u) | (_272 & 1u)) == 0u)
                        {
                            _8 = t0.words[(_55 + 50u) & 63u] + (_55 << 2u);
                            if ((_272 & 3u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_23_exit = 0u;
                                break;
                            }
                            _56 = t0.words[(_8 + 8u) & 63u] + (_8 << 3u);
                        }
                        uint _1070 = t0.words[(_56 + 48u) & 63u] + (_56 * 5u);
                        uint _1076 = (_1070 * 6u) + t0.words[(_1070 + 19u) & 63u];
                        _9 = _1076;
                        uint _1077 = _1041 + 1u;
                        _54 = _1077;
                        _55 = _1076;
                        if (_1077 < 3u)
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
                        if (((_272 ^ 451u) % 6u) == 0u)
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
                            default:
                            {
                                break;
                            }
                        }
                    }
                    else
                    {
                        uint _58 = t0.words[(_53 + 39u) & 63u] + (_53 << 2u);
                        uint _59 = 0u;
                        uint _984;
                        for (;;)
                        {
                            uint _977 = _58;
                            uint _978 = _59;
                            _984 = t0.words[(_977 + 48u) & 63u] + (_977 << 3u);
                            uint _985 = _978 + 1u;
                            _58 = _984;
                            _59 = _985;
                            if (_985 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _60 = _984;
                        main_join = 117u;
                    }
                    switch (main_join)
                    {
                        case 117u:
                        {
                            uint _1028 = t0.words[(_60 + 60u) & 63u] + (_60 * 7u);
                            _61 = (_1028 << 2u) + t0.words[(_1028 + 46u) & 63u];
                            main_join = 119u;
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
        default:
        {
            break;
        }
    }
}

