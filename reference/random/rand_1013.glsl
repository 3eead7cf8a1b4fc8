#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _287;

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
    uint _RESERVED_IDENTIFIER_FIXUP_89_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_58_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_30_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_89_loop_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_58_loop_join = 0u;
    uint _279 = gl_GlobalInvocationID.x & 63u;
    uint _286 = t0.words[_279];
    if (((_286 ^ 581u) % 6u) == 0u)
    {
        u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
    }
    else
    {
        uint _22 = gl_GlobalInvocationID.x;
        if (((gl_GlobalInvocationID.x ^ 944u) % 5u) == 1u)
        {
            if (((_286 ^ 844u) % 6u) == 1u)
            {
                uint _7 = 0u;
                uint _8 = t0.words[(gl_GlobalInvocationID.x + 9u) & 63u] + (gl_GlobalInvocationID.x * 6u);
                uint _517;
                for (;;)
                {
                    uint _509 = _7;
                    uint _510 = _8;
                    _517 = t0.words[(_510 + 20u) & 63u] + (_510 * 5u);
                    uint _518 = _509 + 1u;
                    _7 = _518;
                    _8 = _517;
                    if (_518 == 4u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _22 = _517;
            }
            else
            {
                uint _9 = 0u;
                uint _10 = t0.words[(gl_GlobalInvocationID.x + 15u) & 63u] + (gl_GlobalInvocationID.x << 2u);
                uint _14;
                uint _20;
                uint _21;
                for (;;)
                {
                    uint _312 = _9;
                    if (((_286 ^ 590u) % 3u) == 1u)
                    {
                        uint _11 = _10;
                        if ((t0.words[(_10 + 8u) & 63u] & 3u) == 2u)
                        {
                            uint _406 = t0.words[(_10 + 40u) & 63u] + (_10 * 5u);
                            uint _412 = (_406 << 2u) + t0.words[(_406 + 3u) & 63u];
                            _11 = (_412 * 6u) + t0.words[(_412 + 63u) & 63u];
                        }
                        uint _429 = (_11 + 14u) & 63u;
                        if ((t0.words[(_11 + 24u) & 63u] & 1u) == 0u)
                        {
                            if (((t0.words[_429] ^ 953u) % 6u) == 1u)
                            {
                                uint _479 = t0.words[(_11 + 41u) & 63u] + (_11 * 3u);
                                uint _485 = (_479 * 6u) + t0.words[(_479 + 3u) & 63u];
                                _14 = (_485 * 7u) + t0.words[(_485 + 16u) & 63u];
                            }
                            else
                            {
                                uint _12 = 0u;
                                uint _13 = _11;
                                uint _470;
                                for (;;)
                                {
                                    uint _449 = _12;
                                    uint _450 = _13;
                                    uint _456 = t0.words[(_450 + 37u) & 63u] + (_450 << 1u);
                                    uint _463 = (_456 << 2u) + t0.words[(_456 + 31u) & 63u];
                                    _470 = (_463 * 6u) + t0.words[(_463 + 38u) & 63u];
                                    uint _471 = _449 + 1u;
                                    _12 = _471;
                                    _13 = _470;
                                    if (_471 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _14 = _470;
                            }
                            _21 = _14;
                            _20 = _14;
                            if (((_14 ^ 224u) % 5u) == 1u)
                            {
                                break;
                            }
                            else
                            {
                            }
                        }
                        else
                        {
                            uint _15 = 0u;
                            uint _16 = t0.words[_429] + _11;
                            uint _440;
                            for (;;)
                            {
                                uint _433 = _15;
                                uint _434 = _16;
                                _440 = t0.words[(_434 + 37u) & 63u] + (_434 * 7u);
                                uint _441 = _433 + 1u;
                                _15 = _441;
                                _16 = _440;
                                if (_441 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _20 = _440;
                        }
                    }
                    else
                    {
                        uint _19 = _10;
                        if ((_286 & 3u) == 0u)
                        {
                            uint _327 = t0.words[(_10 + 4u) & 63u] + (_10 * 3u);
                            uint _332 = (_327 * 6u) + t0.words[_327 & 63u];
                            _19 = _332;
                            switch (_332 % 5u)
                            {
                                case 0u:
                                {
                                    uint _17 = 0u;
                                    uint _18 = _332;
                                    uint _375;
                                    for (;;)
                                    {
                                        uint _346 = _17;
                                        uint _347 = _18;
                                        uint _354 = t0.words[(_347 + 17u) & 63u] + (_347 << 3u);
                                        uint _361 = (_354 * 5u) + t0.words[(_354 + 36u) & 63u];
                                        uint _368 = (_361 * 6u) + t0.words[(_361 + 37u) & 63u];
                                        _375 = (_368 << 2u) + t0.words[(_368 + 7u) & 63u];
                                        uint _376 = _346 + 1u;
                                        _17 = _376;
                                        _18 = _375;
                                        if (_376 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _19 = _375;
                                    break;
                                }
                                case 1u:
                                {
                                    break;
                                }
                                case 2u:
                                {
                                    uint _339 = t0.words[(_332 + 58u) & 63u] + _332;
                                    _19 = t0.words[(_339 + 62u) & 63u] + _339;
                                    break;
                                }
                                default:
                                {
                                    _19 = t0.words[(_332 + 47u) & 63u] + (_332 << 3u);
                                    break;
                                }
                            }
                        }
                        _20 = t0.words[(_19 + 23u) & 63u] + (_19 * 3u);
                    }
                    uint _499 = _312 + 1u;
                    _9 = _499;
                    _10 = _20;
                    _21 = _20;
                    if (_499 < 5u)
                    {
                        continue;
                    }
                    else
                    {
                        break;
                    }
                }
                _22 = _21;
            }
        }
        uint _526 = t0.words[(_22 + 54u) & 63u];
        uint _527 = _526 + (_22 * 6u);
        uint _533 = t0.words[(_527 + 12u) & 63u];
        uint _534 = (_527 << 3u) + _533;
        uint _539 = t0.words[(_534 + 58u) & 63u];
        uint _540 = (_534 << 3u) + _539;
        uint _70;
        switch (_540 & 3u)
        {
            case 0u:
            {
                _70 = _540;
                if ((t0.words[(_540 + 27u) & 63u] & 1u) == 0u)
                {
                    main_join = 125u;
                }
                else
                {
                    u0.words[gl_GlobalInvocationID.x] = _540;
                    main_join = 126u;
                }
                break;
            }
            case 1u:
            {
                _70 = t0.words[(_540 + 45u) & 63u] + (_540 * 5u);
                main_join = 125u;
                break;
            }
            case 2u:
            {
                uint _23 = 0u;
                uint _24 = _540;
                uint _550;
                for (;;)
                {
                    uint _542 = _23;
                    uint _543 = _24;
                    _550 = t0.words[(_543 + 52u) & 63u] + (_543 * 3u);
                    uint _551 = _542 + 1u;
                    _23 = _551;
                    _24 = _550;
                    if (_551 == 3u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _70 = _550;
                main_join = 125u;
                break;
            }
            default:
            {
                _70 = _540;
                if ((_286 & 3u) == 2u)
                {
                    uint _25 = 0u;
                    uint _26 = _540;
                    uint _6;
                    uint _27;
                    uint _37;
                    uint _42;
                    uint _45;
                    uint _46;
                    uint _47;
                    uint _49;
                    uint _59;
                    uint _60;
                    uint _65;
                    uint _68;
                    uint _69;
                    for (;;)
                    {
                        uint _576 = _25;
                        if ((_26 & 1u) == 0u)
                        {
                            uint _38 = 0u;
                            uint _39 = _26;
                            uint _724;
                            uint _40;
                            uint _41;
                            uint _710;
                            for (;;)
                            {
                                _710 = _38;
                                _40 = 0u;
                                _41 = _39;
                                for (;;)
                                {
                                    uint _712 = _40;
                                    uint _718 = t0.words[(_41 + 53u) & 63u] + _41;
                                    _724 = t0.words[(_718 + 18u) & 63u] + _718;
                                    uint _725 = _712 + 1u;
                                    _40 = _725;
                                    _41 = _724;
                                    if (_725 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _727 = _710 + 1u;
                                _38 = _727;
                                _39 = _724;
                                if (_727 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _42 = _724;
                        }
                        else
                        {
                            if (((_286 ^ 244u) % 3u) == 0u)
                            {
                                _69 = _26;
                                if (!((t0.words[(_26 + 46u) & 63u] & 1u) == 0u))
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_89_exit = 0u;
                                    break;
                                }
                                _27 = t0.words[(_26 + 21u) & 63u] + (_26 << 1u);
                            }
                            else
                            {
                                _69 = _26;
                                if (((_286 ^ 404u) % 3u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_89_exit = 0u;
                                    break;
                                }
                                _69 = _26;
                                if (((_286 ^ 465u) % 6u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_89_exit = 0u;
                                    break;
                                }
                                _27 = t0.words[(_26 + 3u) & 63u] + (_26 << 3u);
                            }
                            uint _28 = 0u;
                            uint _29 = _27;
                            uint _700;
                            uint _30;
                            uint _31;
                            uint _613;
                            for (;;)
                            {
                                _613 = _28;
                                _30 = 0u;
                                _31 = _29;
                                uint _667;
                                uint _32;
                                uint _33;
                                uint _615;
                                for (;;)
                                {
                                    _615 = _30;
                                    _32 = 0u;
                                    _33 = _31;
                                    uint _644;
                                    for (;;)
                                    {
                                        uint _617 = _32;
                                        uint _618 = _33;
                                        uint _624 = t0.words[(_618 + 20u) & 63u] + (_618 << 3u);
                                        uint _631 = (_624 * 7u) + t0.words[(_624 + 50u) & 63u];
                                        uint _637 = (_631 * 3u) + t0.words[(_631 + 21u) & 63u];
                                        _644 = (_637 * 6u) + t0.words[(_637 + 43u) & 63u];
                                        uint _645 = _617 + 1u;
                                        _32 = _645;
                                        _33 = _644;
                                        if (_645 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _34 = 0u;
                                    uint _35 = _644;
                                    for (;;)
                                    {
                                        uint _647 = _34;
                                        uint _655 = t0.words[(_35 + 53u) & 63u] + (_35 << 1u);
                                        uint _661 = (_655 << 3u) + t0.words[(_655 + 43u) & 63u];
                                        _667 = (_661 << 1u) + t0.words[(_661 + 58u) & 63u];
                                        uint _668 = _647 + 1u;
                                        _34 = _668;
                                        _35 = _667;
                                        if (_668 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _670 = _615 + 1u;
                                    _30 = _670;
                                    _31 = _667;
                                    if (_670 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _36 = _667;
                                if ((_667 & 1u) == 0u)
                                {
                                    _37 = _667;
                                    if (((_286 ^ 613u) % 6u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_30_join = 58u;
                                    }
                                    else
                                    {
                                        _36 = t0.words[(_667 + 14u) & 63u] + (_667 * 7u);
                                        _RESERVED_IDENTIFIER_FIXUP_30_join = 57u;
                                    }
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_30_join = 57u;
                                }
                                switch (_RESERVED_IDENTIFIER_FIXUP_30_join)
                                {
                                    case 57u:
                                    {
                                        uint _692 = t0.words[(_36 + 20u) & 63u] + (_36 * 7u);
                                        _37 = (_692 << 3u) + t0.words[(_692 + 39u) & 63u];
                                        break;
                                    }
                                }
                                _700 = _37;
                                uint _701 = _613 + 1u;
                                _28 = _701;
                                _29 = _700;
                                if (_701 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _42 = t0.words[(_700 + 28u) & 63u] + (_700 * 7u);
                        }
                        if ((_286 & 1u) == 0u)
                        {
                            switch (_42 % 3u)
                            {
                                case 0u:
                                {
                                    _68 = _42;
                                    _49 = _42;
                                    if (((t0.words[(_42 + 59u) & 63u] ^ 5u) % 6u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_89_loop_join = 122u;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_89_loop_join = 90u;
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    uint _48 = _42;
                                    if (((_286 ^ 34u) % 5u) == 0u)
                                    {
                                        uint _816 = t0.words[(_42 + 39u) & 63u] + (_42 << 3u);
                                        uint _823 = (_816 * 3u) + t0.words[(_816 + 29u) & 63u];
                                        _48 = (_823 * 6u) + t0.words[(_823 + 18u) & 63u];
                                    }
                                    switch (_48 % 3u)
                                    {
                                        case 0u:
                                        {
                                            if ((_48 % 5u) == 0u)
                                            {
                                                _49 = t0.words[(_48 + 59u) & 63u] + (_48 * 6u);
                                                _RESERVED_IDENTIFIER_FIXUP_89_loop_join = 90u;
                                            }
                                            else
                                            {
                                                _49 = t0.words[(_48 + 16u) & 63u] + (_48 << 3u);
                                                _RESERVED_IDENTIFIER_FIXUP_89_loop_join = 90u;
                                            }
                                            break;
                                        }
                                        case 1u:
                                        {
                                            if (((_48 ^ 491u) % 3u) == 0u)
                                            {
                                                uint _860 = t0.words[(_48 + 2u) & 63u] + (_48 << 2u);
                                                uint _866 = (_860 * 6u) + t0.words[(_860 + 28u) & 63u];
                                                _49 = (_866 * 6u) + t0.words[(_866 + 45u) & 63u];
                                                _RESERVED_IDENTIFIER_FIXUP_89_loop_join = 90u;
                                            }
                                            else
                                            {
                                                uint _841 = t0.words[(_48 + 58u) & 63u] + (_48 << 1u);
                                                uint _847 = (_841 * 3u) + t0.words[(_841 + 17u) & 63u];
                                                _49 = _847 + t0.words[(_847 + 60u) & 63u];
                                                _RESERVED_IDENTIFIER_FIXUP_89_loop_join = 90u;
                                            }
                                            break;
                                        }
                                        default:
                                        {
                                            _49 = t0.words[(_48 + 15u) & 63u] + (_48 << 3u);
                                            _RESERVED_IDENTIFIER_FIXUP_89_loop_join = 90u;
                                            break;
                                        }
                                    }
                                    break;
                                }
                                default:
                                {
                                    _49 = t0.words[(_42 + 4u) & 63u] + (_42 * 7u);
                                    _RESERVED_IDENTIFIER_FIXUP_89_loop_join = 90u;
                                    break;
                                }
                            }
                            switch (_RESERVED_IDENTIFIER_FIXUP_89_loop_join)
                            {
                                case 90u:
                                {
                                    uint _50 = 0u;
                                    uint _51 = _49;
                                    uint _1017;
                                    uint _52;
                                    uint _53;
                                    uint _910;
                                    for (;;)
                                    {
                                        _910 = _50;
                                        _52 = 0u;
                                        _53 = _51;
                                        uint _926;
                                        for (;;)
                                        {
                                            uint _912 = _52;
                                            uint _913 = _53;
                                            uint _919 = t0.words[(_913 + 3u) & 63u] + (_913 * 5u);
                                            _926 = t0.words[(_919 + 42u) & 63u] + (_919 << 2u);
                                            uint _927 = _912 + 1u;
                                            _52 = _927;
                                            _53 = _926;
                                            if (_927 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _58 = _926;
                                        switch (_926 % 5u)
                                        {
                                            case 0u:
                                            {
                                                uint _54 = 0u;
                                                uint _55 = t0.words[(_926 + 16u) & 63u] + (_926 * 7u);
                                                uint _989;
                                                for (;;)
                                                {
                                                    uint _971 = _54;
                                                    uint _972 = _55;
                                                    uint _978 = t0.words[(_972 + 2u) & 63u] + (_972 << 2u);
                                                    uint _983 = t0.words[(_978 + 3u) & 63u] + _978;
                                                    _989 = (_983 * 3u) + t0.words[(_983 + 34u) & 63u];
                                                    uint _990 = _971 + 1u;
                                                    _54 = _990;
                                                    _55 = _989;
                                                    if (_990 == 3u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _58 = _989;
                                                break;
                                            }
                                            case 1u:
                                            {
                                                break;
                                            }
                                            case 2u:
                                            {
                                                _58 = t0.words[(_926 + 21u) & 63u] + (_926 * 6u);
                                                break;
                                            }
                                            case 3u:
                                            {
                                                uint _56 = 0u;
                                                uint _57 = t0.words[(_926 + 31u) & 63u] + (_926 * 5u);
                                                uint _956;
                                                for (;;)
                                                {
                                                    uint _936 = _56;
                                                    uint _937 = _57;
                                                    uint _943 = t0.words[(_937 + 20u) & 63u] + (_937 << 1u);
                                                    uint _950 = (_943 * 7u) + t0.words[(_943 + 25u) & 63u];
                                                    _956 = (_950 << 3u) + t0.words[(_950 + 39u) & 63u];
                                                    uint _957 = _936 + 1u;
                                                    _56 = _957;
                                                    _57 = _956;
                                                    if (_957 == 4u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _58 = _956;
                                                break;
                                            }
                                            default:
                                            {
                                                switch (_926 & 3u)
                                                {
                                                    case 0u:
                                                    {
                                                        _58 = t0.words[(_926 + 33u) & 63u] + _926;
                                                        break;
                                                    }
                                                    case 1u:
                                                    {
                                                        uint _998 = t0.words[(_926 + 12u) & 63u] + (_926 << 3u);
                                                        _58 = (_998 * 7u) + t0.words[(_998 + 61u) & 63u];
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        _58 = t0.words[(_926 + 2u) & 63u] + _926;
                                                        break;
                                                    }
                                                }
                                                break;
                                            }
                                        }
                                        _1017 = _58;
                                        uint _1018 = _910 + 1u;
                                        _50 = _1018;
                                        _51 = _1017;
                                        if (_1018 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _60 = _1017;
                                    _RESERVED_IDENTIFIER_FIXUP_89_loop_join = 108u;
                                    break;
                                }
                            }
                        }
                        else
                        {
                            uint _43 = 0u;
                            uint _44 = _42;
                            for (;;)
                            {
                                uint _732 = _43;
                                if (((_286 ^ 765u) % 6u) == 0u)
                                {
                                    _47 = _44;
                                    if (((_44 ^ 675u) % 5u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_58_loop_join = 76u;
                                    }
                                    else
                                    {
                                        _46 = t0.words[(_44 + 57u) & 63u] + (_44 << 2u);
                                        _RESERVED_IDENTIFIER_FIXUP_58_loop_join = 73u;
                                    }
                                }
                                else
                                {
                                    uint _743 = t0.words[(_44 + 41u) & 63u] + (_44 * 5u);
                                    if (((_286 ^ 377u) % 6u) == 1u)
                                    {
                                        _45 = t0.words[(_743 + 43u) & 63u] + (_743 * 3u);
                                    }
                                    else
                                    {
                                        uint _753 = t0.words[(_743 + 16u) & 63u] + (_743 << 3u);
                                        _45 = (_753 * 5u) + t0.words[(_753 + 39u) & 63u];
                                    }
                                    _46 = t0.words[(_45 + 39u) & 63u] + (_45 * 3u);
                                    _RESERVED_IDENTIFIER_FIXUP_58_loop_join = 73u;
                                }
                                bool _182_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_58_loop_join)
                                {
                                    case 73u:
                                    {
                                        _6 = _46;
                                        if (((_46 ^ 422u) % 5u) == 0u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_58_exit = 0u;
                                            _182_ladder_break = true;
                                            break;
                                        }
                                        _59 = _6;
                                        _47 = _6;
                                        if (((t0.words[(_6 + 16u) & 63u] ^ 725u) % 3u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_58_exit = 1u;
                                            _182_ladder_break = true;
                                            break;
                                        }
                                        break;
                                    }
                                }
                                if (_182_ladder_break)
                                {
                                    break;
                                }
                                uint _801 = _732 + 1u;
                                _43 = _801;
                                _44 = _47;
                                _59 = _47;
                                if (_801 < 4u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_58_exit = 1u;
                                    break;
                                }
                            }
                            bool _190_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_58_exit)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_89_exit = 1u;
                                    _190_ladder_break = true;
                                    break;
                                }
                            }
                            if (_190_ladder_break)
                            {
                                break;
                            }
                            _60 = _59;
                            _RESERVED_IDENTIFIER_FIXUP_89_loop_join = 108u;
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_89_loop_join)
                        {
                            case 108u:
                            {
                                _68 = _60;
                                if (((_286 ^ 750u) % 6u) == 1u)
                                {
                                    uint _1032 = t0.words[(_60 + 22u) & 63u] + (_60 * 6u);
                                    if ((t0.words[(_1032 + 10u) & 63u] & 3u) == 1u)
                                    {
                                        uint _61 = 0u;
                                        uint _62 = _1032;
                                        uint _1106;
                                        for (;;)
                                        {
                                            uint _1100 = _61;
                                            uint _1101 = _62;
                                            _1106 = t0.words[(_1101 + 24u) & 63u] + _1101;
                                            uint _1107 = _1100 + 1u;
                                            _61 = _1107;
                                            _62 = _1106;
                                            if (_1107 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _68 = _1106;
                                    }
                                    else
                                    {
                                        if (((t0.words[(_1032 + 32u) & 63u] ^ 21u) % 3u) == 1u)
                                        {
                                            uint _63 = 0u;
                                            uint _64 = _1032;
                                            uint _1067;
                                            for (;;)
                                            {
                                                uint _1054 = _63;
                                                uint _1055 = _64;
                                                uint _1061 = t0.words[(_1055 + 13u) & 63u] + _1055;
                                                _1067 = (_1061 * 5u) + t0.words[(_1061 + 17u) & 63u];
                                                uint _1068 = _1054 + 1u;
                                                _63 = _1068;
                                                _64 = _1067;
                                                if (_1068 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _65 = t0.words[(_1067 + 59u) & 63u] + (_1067 * 3u);
                                        }
                                        else
                                        {
                                            _65 = t0.words[(_1032 + 25u) & 63u] + (_1032 * 5u);
                                        }
                                        _68 = _65;
                                        if ((_65 & 3u) == 0u)
                                        {
                                            uint _66 = _65;
                                            uint _67 = 0u;
                                            uint _1097;
                                            for (;;)
                                            {
                                                uint _1079 = _66;
                                                uint _1080 = _67;
                                                uint _1086 = t0.words[(_1079 + 18u) & 63u] + (_1079 * 3u);
                                                uint _1091 = t0.words[(_1086 + 38u) & 63u] + _1086;
                                                _1097 = (_1091 << 1u) + t0.words[(_1091 + 2u) & 63u];
                                                uint _1098 = _1080 + 1u;
                                                _66 = _1097;
                                                _67 = _1098;
                                                if (_1098 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _68 = _1097;
                                        }
                                    }
                                }
                                break;
                            }
                        }
                        uint _1110 = _576 + 1u;
                        _25 = _1110;
                        _26 = _68;
                        _69 = _68;
                        if (_1110 < 5u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_89_exit = 0u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_89_exit)
                    {
                        case 0u:
                        {
                            _70 = _69;
                            main_join = 125u;
                            break;
                        }
                        default:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _6;
                            main_join = 126u;
                            break;
                        }
                    }
                }
                else
                {
                    main_join = 125u;
                }
                break;
            }
        }
        switch (main_join)
        {
            case 125u:
            {
                u0.words[gl_GlobalInvocationID.x] = _70;
                break;
            }
        }
    }
}

