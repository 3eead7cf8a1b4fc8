#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _293;

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
    uint _285 = gl_GlobalInvocationID.x & 63u;
    uint _292 = t0.words[_285];
    if (((_292 ^ 581u) % 6u) == 0u)
    {
        u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
    }
    else
    {
        uint _22 = gl_GlobalInvocationID.x;
        if (((gl_GlobalInvocationID.x ^ 944u) % 5u) == 1u)
        {
            if (((_292 ^ 844u) % 6u) == 1u)
            {
                uint _7 = 0u;
                uint _8 = t0.words[(gl_GlobalInvocationID.x + 9u) & 63u] + (gl_GlobalInvocationID.x * 6u);
                uint _523;
                for (;;)
                {
                    uint _515 = _7;
                    uint _516 = _8;
                    _523 = t0.words[(_516 + 20u) & 63u] + (_516 * 5u);
                    uint _524 = _515 + 1u;
                    _7 = _524;
                    _8 = _523;
                    if (_524 == 4u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _22 = _523;
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
                    uint _318 = _9;
                    if (((_292 ^ 590u) % 3u) == 1u)
                    {
                        uint _11 = _10;
                        if ((t0.words[(_10 + 8u) & 63u] & 3u) == 2u)
                        {
                            uint _412 = t0.words[(_10 + 40u) & 63u] + (_10 * 5u);
                            uint _418 = (_412 << 2u) + t0.words[(_412 + 3u) & 63u];
                            _11 = (_418 * 6u) + t0.words[(_418 + 63u) & 63u];
                        }
                        uint _435 = (_11 + 14u) & 63u;
                        if ((t0.words[(_11 + 24u) & 63u] & 1u) == 0u)
                        {
                            if (((t0.words[_435] ^ 953u) % 6u) == 1u)
                            {
                                uint _485 = t0.words[(_11 + 41u) & 63u] + (_11 * 3u);
                                uint _491 = (_485 * 6u) + t0.words[(_485 + 3u) & 63u];
                                _14 = (_491 * 7u) + t0.words[(_491 + 16u) & 63u];
                            }
                            else
                            {
                                uint _12 = 0u;
                                uint _13 = _11;
                                uint _476;
                                for (;;)
                                {
                                    uint _455 = _12;
                                    uint _456 = _13;
                                    uint _462 = t0.words[(_456 + 37u) & 63u] + (_456 << 1u);
                                    uint _469 = (_462 << 2u) + t0.words[(_462 + 31u) & 63u];
                                    _476 = (_469 * 6u) + t0.words[(_469 + 38u) & 63u];
                                    uint _477 = _455 + 1u;
                                    _12 = _477;
                                    _13 = _476;
                                    if (_477 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _14 = _476;
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
                            uint _16 = t0.words[_435] + _11;
                            uint _446;
                            for (;;)
                            {
                                uint _439 = _15;
                                uint _440 = _16;
                                _446 = t0.words[(_440 + 37u) & 63u] + (_440 * 7u);
                                uint _447 = _439 + 1u;
                                _15 = _447;
                                _16 = _446;
                                if (_447 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _20 = _446;
                        }
                    }
                    else
                    {
                        uint _19 = _10;
                        if ((_292 & 3u) == 0u)
                        {
                            uint _333 = t0.words[(_10 + 4u) & 63u] + (_10 * 3u);
                            uint _338 = (_333 * 6u) + t0.words[_333 & 63u];
                            _19 = _338;
                            switch (_338 % 5u)
                            {
                                case 0u:
                                {
                                    uint _17 = 0u;
                                    uint _18 = _338;
                                    uint _381;
                                    for (;;)
                                    {
                                        uint _352 = _17;
                                        uint _353 = _18;
                                        uint _360 = t0.words[(_353 + 17u) & 63u] + (_353 << 3u);
                                        uint _367 = (_360 * 5u) + t0.words[(_360 + 36u) & 63u];
                                        uint _374 = (_367 * 6u) + t0.words[(_367 + 37u) & 63u];
                                        _381 = (_374 << 2u) + t0.words[(_374 + 7u) & 63u];
                                        uint _382 = _352 + 1u;
                                        _17 = _382;
                                        _18 = _381;
                                        if (_382 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _19 = _381;
                                    break;
                                }
                                case 1u:
                                {
                                    break;
                                }
                                case 2u:
                                {
                                    uint _345 = t0.words[(_338 + 58u) & 63u] + _338;
                                    _19 = t0.words[(_345 + 62u) & 63u] + _345;
                                    break;
                                }
                                default:
                                {
                                    _19 = t0.words[(_338 + 47u) & 63u] + (_338 << 3u);
                                    break;
                                }
                            }
                        }
                        _20 = t0.words[(_19 + 23u) & 63u] + (_19 * 3u);
                    }
                    uint _505 = _318 + 1u;
                    _9 = _505;
                    _10 = _20;
                    _21 = _20;
                    if (_505 < 5u)
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
        uint _532 = t0.words[(_22 + 54u) & 63u];
        uint _533 = _532 + (_22 * 6u);
        uint _539 = t0.words[(_533 + 12u) & 63u];
        uint _540 = (_533 << 3u) + _539;
        uint _545 = t0.words[(_540 + 58u) & 63u];
        uint _546 = (_540 << 3u) + _545;
        uint _70;
        switch (_546 & 3u)
        {
            case 0u:
            {
                _70 = _546;
                if ((t0.words[(_546 + 27u) & 63u] & 1u) == 0u)
                {
                    main_join = 125u;
                }
                else
                {
                    u0.words[gl_GlobalInvocationID.x] = _546;
                    main_join = 126u;
                }
                break;
            }
            case 1u:
            {
                _70 = t0.words[(_546 + 45u) & 63u] + (_546 * 5u);
                main_join = 125u;
                break;
            }
            case 2u:
            {
                uint _23 = 0u;
                uint _24 = _546;
                uint _556;
                for (;;)
                {
                    uint _548 = _23;
                    uint _549 = _24;
                    _556 = t0.words[(_549 + 52u) & 63u] + (_549 * 3u);
                    uint _557 = _548 + 1u;
                    _23 = _557;
                    _24 = _556;
                    if (_557 == 3u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _70 = _556;
                main_join = 125u;
                break;
            }
            default:
            {
                _70 = _546;
                if ((_292 & 3u) == 2u)
                {
                    uint _25 = 0u;
                    uint _26 = _546;
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
                        uint _582 = _25;
                        if ((_26 & 1u) == 0u)
                        {
                            uint _38 = 0u;
                            uint _39 = _26;
                            uint _730;
                            uint _40;
                            uint _41;
                            uint _716;
                            for (;;)
                            {
                                _716 = _38;
                                _40 = 0u;
                                _41 = _39;
                                for (;;)
                                {
                                    uint _718 = _40;
                                    uint _724 = t0.words[(_41 + 53u) & 63u] + _41;
                                    _730 = t0.words[(_724 + 18u) & 63u] + _724;
                                    uint _731 = _718 + 1u;
                                    _40 = _731;
                                    _41 = _730;
                                    if (_731 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _733 = _716 + 1u;
                                _38 = _733;
                                _39 = _730;
                                if (_733 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _42 = _730;
                        }
                        else
                        {
                            if (((_292 ^ 244u) % 3u) == 0u)
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
                                if (((_292 ^ 404u) % 3u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_89_exit = 0u;
                                    break;
                                }
                                _69 = _26;
                                if (((_292 ^ 465u) % 6u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_89_exit = 0u;
                                    break;
                                }
                                _27 = t0.words[(_26 + 3u) & 63u] + (_26 << 3u);
                            }
                            uint _28 = 0u;
                            uint _29 = _27;
                            uint _706;
                            uint _30;
                            uint _31;
                            uint _619;
                            for (;;)
                            {
                                _619 = _28;
                                _30 = 0u;
                                _31 = _29;
                                uint _673;
                                uint _32;
                                uint _33;
                                uint _621;
                                for (;;)
                                {
                                    _621 = _30;
                                    _32 = 0u;
                                    _33 = _31;
                                    uint _650;
                                    for (;;)
                                    {
                                        uint _623 = _32;
                                        uint _624 = _33;
                                        uint _630 = t0.words[(_624 + 20u) & 63u] + (_624 << 3u);
                                        uint _637 = (_630 * 7u) + t0.words[(_630 + 50u) & 63u];
                                        uint _643 = (_637 * 3u) + t0.words[(_637 + 21u) & 63u];
                                        _650 = (_643 * 6u) + t0.words[(_643 + 43u) & 63u];
                                        uint _651 = _623 + 1u;
                                        _32 = _651;
                                        _33 = _650;
                                        if (_651 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _34 = 0u;
                                    uint _35 = _650;
                                    for (;;)
                                    {
                                        uint _653 = _34;
                                        uint _661 = t0.words[(_35 + 53u) & 63u] + (_35 << 1u);
                                        uint _667 = (_661 << 3u) + t0.words[(_661 + 43u) & 63u];
                                        _673 = (_667 << 1u) + t0.words[(_667 + 58u) & 63u];
                                        uint _674 = _653 + 1u;
                                        _34 = _674;
                                        _35 = _673;
                                        if (_674 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _676 = _621 + 1u;
                                    _30 = _676;
                                    _31 = _673;
                                    if (_676 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _36 = _673;
                                if ((_673 & 1u) == 0u)
                                {
                                    _37 = _673;
                                    if (((_292 ^ 613u) % 6u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_30_join = 58u;
                                    }
                                    else
                                    {
                                        _36 = t0.words[(_673 + 14u) & 63u] + (_673 * 7u);
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
                                        uint _698 = t0.words[(_36 + 20u) & 63u] + (_36 * 7u);
                                        _37 = (_698 << 3u) + t0.words[(_698 + 39u) & 63u];
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                _706 = _37;
                                uint _707 = _619 + 1u;
                                _28 = _707;
                                _29 = _706;
                                if (_707 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _42 = t0.words[(_706 + 28u) & 63u] + (_706 * 7u);
                        }
                        if ((_292 & 1u) == 0u)
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
                                    if (((_292 ^ 34u) % 5u) == 0u)
                                    {
                                        uint _822 = t0.words[(_42 + 39u) & 63u] + (_42 << 3u);
                                        uint _829 = (_822 * 3u) + t0.words[(_822 + 29u) & 63u];
                                        _48 = (_829 * 6u) + t0.words[(_829 + 18u) & 63u];
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
                                                uint _866 = t0.words[(_48 + 2u) & 63u] + (_48 << 2u);
                                                uint _872 = (_866 * 6u) + t0.words[(_866 + 28u) & 63u];
                                                _49 = (_872 * 6u) + t0.words[(_872 + 45u) & 63u];
                                                _RESERVED_IDENTIFIER_FIXUP_89_loop_join = 90u;
                                            }
                                            else
                                            {
                                                uint _847 = t0.words[(_48 + 58u) & 63u] + (_48 << 1u);
                                                uint _853 = (_847 * 3u) + t0.words[(_847 + 17u) & 63u];
                                                _49 = _853 + t0.words[(_853 + 60u) & 63u];
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
                                    uint _1023;
                                    uint _52;
                                    uint _53;
                                    uint _916;
                                    for (;;)
                                    {
                                        _916 = _50;
                                        _52 = 0u;
                                        _53 = _51;
                                        uint _932;
                                        for (;;)
                                        {
                                            uint _918 = _52;
                                            uint _919 = _53;
                                            uint _925 = t0.words[(_919 + 3u) & 63u] + (_919 * 5u);
                                            _932 = t0.words[(_925 + 42u) & 63u] + (_925 << 2u);
                                            uint _933 = _918 + 1u;
                                            _52 = _933;
                                            _53 = _932;
                                            if (_933 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _58 = _932;
                                        switch (_932 % 5u)
                                        {
                                            case 0u:
                                            {
                                                uint _54 = 0u;
                                                uint _55 = t0.words[(_932 + 16u) & 63u] + (_932 * 7u);
                                                uint _995;
                                                for (;;)
                                                {
                                                    uint _977 = _54;
                                                    uint _978 = _55;
                                                    uint _984 = t0.words[(_978 + 2u) & 63u] + (_978 << 2u);
                                                    uint _989 = t0.words[(_984 + 3u) & 63u] + _984;
                                                    _995 = (_989 * 3u) + t0.words[(_989 + 34u) & 63u];
                                                    uint _996 = _977 + 1u;
                                                    _54 = _996;
                                                    _55 = _995;
                                                    if (_996 == 3u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _58 = _995;
                                                break;
                                            }
                                            case 1u:
                                            {
                                                break;
                                            }
                                            case 2u:
                                            {
                                                _58 = t0.words[(_932 + 21u) & 63u] + (_932 * 6u);
                                                break;
                                            }
                                            case 3u:
                                            {
                                                uint _56 = 0u;
                                                uint _57 = t0.words[(_932 + 31u) & 63u] + (_932 * 5u);
                                                uint _962;
                                                for (;;)
                                                {
                                                    uint _942 = _56;
                                                    uint _943 = _57;
                                                    uint _949 = t0.words[(_943 + 20u) & 63u] + (_943 << 1u);
                                                    uint _956 = (_949 * 7u) + t0.words[(_949 + 25u) & 63u];
                                                    _962 = (_956 << 3u) + t0.words[(_956 + 39u) & 63u];
                                                    uint _963 = _942 + 1u;
                                                    _56 = _963;
                                                    _57 = _962;
                                                    if (_963 == 4u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _58 = _962;
                                                break;
                                            }
                                            default:
                                            {
                                                switch (_932 & 3u)
                                                {
                                                    case 0u:
                                                    {
                                                        _58 = t0.words[(_932 + 33u) & 63u] + _932;
                                                        break;
                                                    }
                                                    case 1u:
                                                    {
                                                        uint _1004 = t0.words[(_932 + 12u) & 63u] + (_932 << 3u);
                                                        _58 = (_1004 * 7u) + t0.words[(_1004 + 61u) & 63u];
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        _58 = t0.words[(_932 + 2u) & 63u] + _932;
                                                        break;
                                                    }
                                                }
                                                break;
                                            }
                                        }
                                        _1023 = _58;
                                        uint _1024 = _916 + 1u;
                                        _50 = _1024;
                                        _51 = _1023;
                                        if (_1024 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _60 = _1023;
                                    _RESERVED_IDENTIFIER_FIXUP_89_loop_join = 108u;
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
                            uint _43 = 0u;
                            uint _44 = _42;
                            for (;;)
                            {
                                uint _738 = _43;
                                if (((_292 ^ 765u) % 6u) == 0u)
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
                                    uint _749 = t0.words[(_44 + 41u) & 63u] + (_44 * 5u);
                                    if (((_292 ^ 377u) % 6u) == 1u)
                                    {
                                        _45 = t0.words[(_749 + 43u) & 63u] + (_749 * 3u);
                                    }
                                    else
                                    {
                                        uint _759 = t0.words[(_749 + 16u) & 63u] + (_749 << 3u);
                                        _45 = (_759 * 5u) + t0.words[(_759 + 39u) & 63u];
                                    }
                                    _46 = t0.words[(_45 + 39u) & 63u] + (_45 * 3u);
                                    _RESERVED_IDENTIFIER_FIXUP_58_loop_join = 73u;
                                }
                                bool _183_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_58_loop_join)
                                {
                                    case 73u:
                                    {
                                        _6 = _46;
                                        if (((_46 ^ 422u) % 5u) == 0u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_58_exit = 0u;
                                            _183_ladder_break = true;
                                            break;
                                        }
                                        _59 = _6;
                                        _47 = _6;
                                        if (((t0.words[(_6 + 16u) & 63u] ^ 725u) % 3u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_58_exit = 1u;
                                            _183_ladder_break = true;
                                            break;
                                        }
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                if (_183_ladder_break)
                                {
                                    break;
                                }
                                uint _807 = _738 + 1u;
                                _43 = _807;
                                _44 = _47;
                                _59 = _47;
                                if (_807 < 4u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_58_exit = 1u;
                                    break;
                                }
                            }
                            bool _192_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_58_exit)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_89_exit = 1u;
                                    _192_ladder_break = true;
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            if (_192_ladder_break)
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
                                if (((_292 ^ 750u) % 6u) == 1u)
                                {
                                    uint _1038 = t0.words[(_60 + 22u) & 63u] + (_60 * 6u);
                                    if ((t0.words[(_1038 + 10u) & 63u] & 3u) == 1u)
                                    {
                                        uint _61 = 0u;
                                        uint _62 = _1038;
                                        uint _1112;
                                        for (;;)
                                        {
                                            uint _1106 = _61;
                                            uint _1107 = _62;
                                            _1112 = t0.words[(_1107 + 24u) & 63u] + _1107;
                                            uint _1113 = _1106 + 1u;
                                            _61 = _1113;
                                            _62 = _1112;
                                            if (_1113 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _68 = _1112;
                                    }
                                    else
                                    {
                                        if (((t0.words[(_1038 + 32u) & 63u] ^ 21u) % 3u) == 1u)
                                        {
                                            uint _63 = 0u;
                                            uint _64 = _1038;
                                            uint _1073;
                                            for (;;)
                                            {
                                                uint _1060 = _63;
                                                uint _1061 = _64;
                                                uint _1067 = t0.words[(_1061 + 13u) & 63u] + _1061;
                                                _1073 = (_1067 * 5u) + t0.words[(_1067 + 17u) & 63u];
                                                uint _1074 = _1060 + 1u;
                                                _63 = _1074;
                                                _64 = _1073;
                                                if (_1074 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _65 = t0.words[(_1073 + 59u) & 63u] + (_1073 * 3u);
                                        }
                                        else
                                        {
                                            _65 = t0.words[(_1038 + 25u) & 63u] + (_1038 * 5u);
                                        }
                                        _68 = _65;
                                        if ((_65 & 3u) == 0u)
                                        {
                                            uint _66 = _65;
                                            uint _67 = 0u;
                                            uint _1103;
                                            for (;;)
                                            {
                                                uint _1085 = _66;
                                                uint _1086 = _67;
                                                uint _1092 = t0.words[(_1085 + 18u) & 63u] + (_1085 * 3u);
                                                uint _1097 = t0.words[(_1092 + 38u) & 63u] + _1092;
                                                _1103 = (_1097 << 1u) + t0.words[(_1097 + 2u) & 63u];
                                                uint _1104 = _1086 + 1u;
                                                _66 = _1103;
                                                _67 = _1104;
                                                if (_1104 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _68 = _1103;
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
                        uint _1116 = _582 + 1u;
                        _25 = _1116;
                        _26 = _68;
                        _69 = _68;
                        if (_1116 < 5u)
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
            default:
            {
                break;
            }
        }
    }
}

