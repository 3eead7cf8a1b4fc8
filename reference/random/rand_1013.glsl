#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _290;

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
    uint _RESERVED_IDENTIFIER_FIXUP_30_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_89_loop_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_58_loop_join = 0u;
    uint _6;
    uint _14;
    uint _20;
    uint _21;
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
    uint _70;
    for (;;)
    {
        uint _282 = gl_GlobalInvocationID.x & 63u;
        uint _289 = t0.words[_282];
        if (((_289 ^ 581u) % 6u) == 0u)
        {
            u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
            break;
        }
        uint _22 = gl_GlobalInvocationID.x;
        if (((gl_GlobalInvocationID.x ^ 944u) % 5u) == 1u)
        {
            if (((_289 ^ 844u) % 6u) == 1u)
            {
                uint _7 = 0u;
                uint _8 = t0.words[(gl_GlobalInvocationID.x + 9u) & 63u] + (gl_GlobalInvocationID.x * 6u);
                uint _520;
                for (;;)
                {
                    uint _512 = _7;
                    uint _513 = _8;
                    _520 = t0.words[(_513 + 20u) & 63u] + (_513 * 5u);
                    uint _521 = _512 + 1u;
                    _7 = _521;
                    _8 = _520;
                    if (_521 == 4u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _22 = _520;
            }
            else
            {
                uint _9 = 0u;
                uint _10 = t0.words[(gl_GlobalInvocationID.x + 15u) & 63u] + (gl_GlobalInvocationID.x << 2u);
                for (;;)
                {
                    uint _315 = _9;
                    if (((_289 ^ 590u) % 3u) == 1u)
                    {
                        uint _11 = _10;
                        if ((t0.words[(_10 + 8u) & 63u] & 3u) == 2u)
                        {
                            uint _409 = t0.words[(_10 + 40u) & 63u] + (_10 * 5u);
                            uint _415 = (_409 << 2u) + t0.words[(_409 + 3u) & 63u];
                            _11 = (_415 * 6u) + t0.words[(_415 + 63u) & 63u];
                        }
                        uint _432 = (_11 + 14u) & 63u;
                        if ((t0.words[(_11 + 24u) & 63u] & 1u) == 0u)
                        {
                            if (((t0.words[_432] ^ 953u) % 6u) == 1u)
                            {
                                uint _482 = t0.words[(_11 + 41u) & 63u] + (_11 * 3u);
                                uint _488 = (_482 * 6u) + t0.words[(_482 + 3u) & 63u];
                                _14 = (_488 * 7u) + t0.words[(_488 + 16u) & 63u];
                            }
                            else
                            {
                                uint _12 = 0u;
                                uint _13 = _11;
                                uint _473;
                                for (;;)
                                {
                                    uint _452 = _12;
                                    uint _453 = _13;
                                    uint _459 = t0.words[(_453 + 37u) & 63u] + (_453 << 1u);
                                    uint _466 = (_459 << 2u) + t0.words[(_459 + 31u) & 63u];
                                    _473 = (_466 * 6u) + t0.words[(_466 + 38u) & 63u];
                                    uint _474 = _452 + 1u;
                                    _12 = _474;
                                    _13 = _473;
                                    if (_474 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _14 = _473;
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
                            uint _16 = t0.words[_432] + _11;
                            uint _443;
                            for (;;)
                            {
                                uint _436 = _15;
                                uint _437 = _16;
                                _443 = t0.words[(_437 + 37u) & 63u] + (_437 * 7u);
                                uint _444 = _436 + 1u;
                                _15 = _444;
                                _16 = _443;
                                if (_444 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _20 = _443;
                        }
                    }
                    else
                    {
                        uint _19 = _10;
                        if ((_289 & 3u) == 0u)
                        {
                            uint _330 = t0.words[(_10 + 4u) & 63u] + (_10 * 3u);
                            uint _335 = (_330 * 6u) + t0.words[_330 & 63u];
                            _19 = _335;
                            switch (_335 % 5u)
                            {
                                case 0u:
                                {
                                    uint _17 = 0u;
                                    uint _18 = _335;
                                    uint _378;
                                    for (;;)
                                    {
                                        uint _349 = _17;
                                        uint _350 = _18;
                                        uint _357 = t0.words[(_350 + 17u) & 63u] + (_350 << 3u);
                                        uint _364 = (_357 * 5u) + t0.words[(_357 + 36u) & 63u];
                                        uint _371 = (_364 * 6u) + t0.words[(_364 + 37u) & 63u];
                                        _378 = (_371 << 2u) + t0.words[(_371 + 7u) & 63u];
                                        uint _379 = _349 + 1u;
                                        _17 = _379;
                                        _18 = _378;
                                        if (_379 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _19 = _378;
                                    break;
                                }
                                case 1u:
                                {
                                    break;
                                }
                                case 2u:
                                {
                                    uint _342 = t0.words[(_335 + 58u) & 63u] + _335;
                                    _19 = t0.words[(_342 + 62u) & 63u] + _342;
                                    break;
                                }
                                default:
                                {
                                    _19 = t0.words[(_335 + 47u) & 63u] + (_335 << 3u);
                                    break;
                                }
                            }
                        }
                        _20 = t0.words[(_19 + 23u) & 63u] + (_19 * 3u);
                    }
                    uint _502 = _315 + 1u;
                    _9 = _502;
                    _10 = _20;
                    _21 = _20;
                    if (_502 < 5u)
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
        uint _529 = t0.words[(_22 + 54u) & 63u];
        uint _530 = _529 + (_22 * 6u);
        uint _536 = t0.words[(_530 + 12u) & 63u];
        uint _537 = (_530 << 3u) + _536;
        uint _542 = t0.words[(_537 + 58u) & 63u];
        uint _543 = (_537 << 3u) + _542;
        bool _120_ladder_break = false;
        switch (_543 & 3u)
        {
            case 0u:
            {
                _70 = _543;
                if (!((t0.words[(_543 + 27u) & 63u] & 1u) == 0u))
                {
                    u0.words[gl_GlobalInvocationID.x] = _543;
                    _120_ladder_break = true;
                    break;
                }
                break;
            }
            case 1u:
            {
                _70 = t0.words[(_543 + 45u) & 63u] + (_543 * 5u);
                break;
            }
            case 2u:
            {
                uint _23 = 0u;
                uint _24 = _543;
                uint _553;
                for (;;)
                {
                    uint _545 = _23;
                    uint _546 = _24;
                    _553 = t0.words[(_546 + 52u) & 63u] + (_546 * 3u);
                    uint _554 = _545 + 1u;
                    _23 = _554;
                    _24 = _553;
                    if (_554 == 3u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _70 = _553;
                break;
            }
            default:
            {
                _70 = _543;
                if ((_289 & 3u) == 2u)
                {
                    uint _25 = 0u;
                    uint _26 = _543;
                    for (;;)
                    {
                        uint _577 = _25;
                        if ((_26 & 1u) == 0u)
                        {
                            uint _38 = 0u;
                            uint _39 = _26;
                            uint _725;
                            uint _40;
                            uint _41;
                            uint _711;
                            for (;;)
                            {
                                _711 = _38;
                                _40 = 0u;
                                _41 = _39;
                                for (;;)
                                {
                                    uint _713 = _40;
                                    uint _719 = t0.words[(_41 + 53u) & 63u] + _41;
                                    _725 = t0.words[(_719 + 18u) & 63u] + _719;
                                    uint _726 = _713 + 1u;
                                    _40 = _726;
                                    _41 = _725;
                                    if (_726 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _728 = _711 + 1u;
                                _38 = _728;
                                _39 = _725;
                                if (_728 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _42 = _725;
                        }
                        else
                        {
                            if (((_289 ^ 244u) % 3u) == 0u)
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
                                if (((_289 ^ 404u) % 3u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_89_exit = 0u;
                                    break;
                                }
                                _69 = _26;
                                if (((_289 ^ 465u) % 6u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_89_exit = 0u;
                                    break;
                                }
                                _27 = t0.words[(_26 + 3u) & 63u] + (_26 << 3u);
                            }
                            uint _28 = 0u;
                            uint _29 = _27;
                            uint _701;
                            uint _30;
                            uint _31;
                            uint _614;
                            for (;;)
                            {
                                _614 = _28;
                                _30 = 0u;
                                _31 = _29;
                                uint _668;
                                uint _32;
                                uint _33;
                                uint _616;
                                for (;;)
                                {
                                    _616 = _30;
                                    _32 = 0u;
                                    _33 = _31;
                                    uint _645;
                                    for (;;)
                                    {
                                        uint _618 = _32;
                                        uint _619 = _33;
                                        uint _625 = t0.words[(_619 + 20u) & 63u] + (_619 << 3u);
                                        uint _632 = (_625 * 7u) + t0.words[(_625 + 50u) & 63u];
                                        uint _638 = (_632 * 3u) + t0.words[(_632 + 21u) & 63u];
                                        _645 = (_638 * 6u) + t0.words[(_638 + 43u) & 63u];
                                        uint _646 = _618 + 1u;
                                        _32 = _646;
                                        _33 = _645;
                                        if (_646 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _34 = 0u;
                                    uint _35 = _645;
                                    for (;;)
                                    {
                                        uint _648 = _34;
                                        uint _656 = t0.words[(_35 + 53u) & 63u] + (_35 << 1u);
                                        uint _662 = (_656 << 3u) + t0.words[(_656 + 43u) & 63u];
                                        _668 = (_662 << 1u) + t0.words[(_662 + 58u) & 63u];
                                        uint _669 = _648 + 1u;
                                        _34 = _669;
                                        _35 = _668;
                                        if (_669 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _671 = _616 + 1u;
                                    _30 = _671;
                                    _31 = _668;
                                    if (_671 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _36 = _668;
                                if ((_668 & 1u) == 0u)
                                {
                                    _37 = _668;
                                    if (((_289 ^ 613u) % 6u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_30_join = 58u;
                                    }
                                    else
                                    {
                                        _36 = t0.words[(_668 + 14u) & 63u] + (_668 * 7u);
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
                                        uint _693 = t0.words[(_36 + 20u) & 63u] + (_36 * 7u);
                                        _37 = (_693 << 3u) + t0.words[(_693 + 39u) & 63u];
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                _701 = _37;
                                uint _702 = _614 + 1u;
                                _28 = _702;
                                _29 = _701;
                                if (_702 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _42 = t0.words[(_701 + 28u) & 63u] + (_701 * 7u);
                        }
                        if ((_289 & 1u) == 0u)
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
                                    if (((_289 ^ 34u) % 5u) == 0u)
                                    {
                                        uint _817 = t0.words[(_42 + 39u) & 63u] + (_42 << 3u);
                                        uint _824 = (_817 * 3u) + t0.words[(_817 + 29u) & 63u];
                                        _48 = (_824 * 6u) + t0.words[(_824 + 18u) & 63u];
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
                                                uint _861 = t0.words[(_48 + 2u) & 63u] + (_48 << 2u);
                                                uint _867 = (_861 * 6u) + t0.words[(_861 + 28u) & 63u];
                                                _49 = (_867 * 6u) + t0.words[(_867 + 45u) & 63u];
                                                _RESERVED_IDENTIFIER_FIXUP_89_loop_join = 90u;
                                            }
                                            else
                                            {
                                                uint _842 = t0.words[(_48 + 58u) & 63u] + (_48 << 1u);
                                                uint _848 = (_842 * 3u) + t0.words[(_842 + 17u) & 63u];
                                                _49 = _848 + t0.words[(_848 + 60u) & 63u];
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
                                    uint _1018;
                                    uint _52;
                                    uint _53;
                                    uint _911;
                                    for (;;)
                                    {
                                        _911 = _50;
                                        _52 = 0u;
                                        _53 = _51;
                                        uint _927;
                                        for (;;)
                                        {
                                            uint _913 = _52;
                                            uint _914 = _53;
                                            uint _920 = t0.words[(_914 + 3u) & 63u] + (_914 * 5u);
                                            _927 = t0.words[(_920 + 42u) & 63u] + (_920 << 2u);
                                            uint _928 = _913 + 1u;
                                            _52 = _928;
                                            _53 = _927;
                                            if (_928 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _58 = _927;
                                        switch (_927 % 5u)
                                        {
                                            case 0u:
                                            {
                                                uint _54 = 0u;
                                                uint _55 = t0.words[(_927 + 16u) & 63u] + (_927 * 7u);
                                                uint _990;
                                                for (;;)
                                                {
                                                    uint _972 = _54;
                                                    uint _973 = _55;
                                                    uint _979 = t0.words[(_973 + 2u) & 63u] + (_973 << 2u);
                                                    uint _984 = t0.words[(_979 + 3u) & 63u] + _979;
                                                    _990 = (_984 * 3u) + t0.words[(_984 + 34u) & 63u];
                                                    uint _991 = _972 + 1u;
                                                    _54 = _991;
                                                    _55 = _990;
                                                    if (_991 == 3u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _58 = _990;
                                                break;
                                            }
                                            case 1u:
                                            {
                                                break;
                                            }
                                            case 2u:
                                            {
                                                _58 = t0.words[(_927 + 21u) & 63u] + (_927 * 6u);
                                                break;
                                            }
                                            case 3u:
                                            {
                                                uint _56 = 0u;
                                                uint _57 = t0.words[(_927 + 31u) & 63u] + (_927 * 5u);
                                                uint _957;
                                                for (;;)
                                                {
                                                    uint _937 = _56;
                                                    uint _938 = _57;
                                                    uint _944 = t0.words[(_938 + 20u) & 63u] + (_938 << 1u);
                                                    uint _951 = (_944 * 7u) + t0.words[(_944 + 25u) & 63u];
                                                    _957 = (_951 << 3u) + t0.words[(_951 + 39u) & 63u];
                                                    uint _958 = _937 + 1u;
                                                    _56 = _958;
                                                    _57 = _957;
                                                    if (_958 == 4u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _58 = _957;
                                                break;
                                            }
                                            default:
                                            {
                                                switch (_927 & 3u)
                                                {
                                                    case 0u:
                                                    {
                                                        _58 = t0.words[(_927 + 33u) & 63u] + _927;
                                                        break;
                                                    }
                                                    case 1u:
                                                    {
                                                        uint _999 = t0.words[(_927 + 12u) & 63u] + (_927 << 3u);
                                                        _58 = (_999 * 7u) + t0.words[(_999 + 61u) & 63u];
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        _58 = t0.words[(_927 + 2u) & 63u] + _927;
                                                        break;
                                                    }
                                                }
                                                break;
                                            }
                                        }
                                        _1018 = _58;
                                        uint _1019 = _911 + 1u;
                                        _50 = _1019;
                                        _51 = _1018;
                                        if (_1019 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _60 = _1018;
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
                                uint _733 = _43;
                                if (((_289 ^ 765u) % 6u) == 0u)
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
                                    uint _744 = t0.words[(_44 + 41u) & 63u] + (_44 * 5u);
                                    if (((_289 ^ 377u) % 6u) == 1u)
                                    {
                                        _45 = t0.words[(_744 + 43u) & 63u] + (_744 * 3u);
                                    }
                                    else
                                    {
                                        uint _754 = t0.words[(_744 + 16u) & 63u] + (_744 << 3u);
                                        _45 = (_754 * 5u) + t0.words[(_754 + 39u) & 63u];
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
                                uint _802 = _733 + 1u;
                                _43 = _802;
                                _44 = _47;
                                _59 = _47;
                                if (_802 < 4u)
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
                                if (((_289 ^ 750u) % 6u) == 1u)
                                {
                                    uint _1033 = t0.words[(_60 + 22u) & 63u] + (_60 * 6u);
                                    if ((t0.words[(_1033 + 10u) & 63u] & 3u) == 1u)
                                    {
                                        uint _61 = 0u;
                                        uint _62 = _1033;
                                        uint _1107;
                                        for (;;)
                                        {
                                            uint _1101 = _61;
                                            uint _1102 = _62;
                                            _1107 = t0.words[(_1102 + 24u) & 63u] + _1102;
                                            uint _1108 = _1101 + 1u;
                                            _61 = _1108;
                                            _62 = _1107;
                                            if (_1108 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _68 = _1107;
                                    }
                                    else
                                    {
                                        if (((t0.words[(_1033 + 32u) & 63u] ^ 21u) % 3u) == 1u)
                                        {
                                            uint _63 = 0u;
                                            uint _64 = _1033;
                                            uint _1068;
                                            for (;;)
                                            {
                                                uint _1055 = _63;
                                                uint _1056 = _64;
                                                uint _1062 = t0.words[(_1056 + 13u) & 63u] + _1056;
                                                _1068 = (_1062 * 5u) + t0.words[(_1062 + 17u) & 63u];
                                                uint _1069 = _1055 + 1u;
                                                _63 = _1069;
                                                _64 = _1068;
                                                if (_1069 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _65 = t0.words[(_1068 + 59u) & 63u] + (_1068 * 3u);
                                        }
                                        else
                                        {
                                            _65 = t0.words[(_1033 + 25u) & 63u] + (_1033 * 5u);
                                        }
                                        _68 = _65;
                                        if ((_65 & 3u) == 0u)
                                        {
                                            uint _66 = _65;
                                            uint _67 = 0u;
                                            uint _1098;
                                            for (;;)
                                            {
                                                uint _1080 = _66;
                                                uint _1081 = _67;
                                                uint _1087 = t0.words[(_1080 + 18u) & 63u] + (_1080 * 3u);
                                                uint _1092 = t0.words[(_1087 + 38u) & 63u] + _1087;
                                                _1098 = (_1092 << 1u) + t0.words[(_1092 + 2u) & 63u];
                                                uint _1099 = _1081 + 1u;
                                                _66 = _1098;
                                                _67 = _1099;
                                                if (_1099 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _68 = _1098;
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
                        uint _1111 = _577 + 1u;
                        _25 = _1111;
                        _26 = _68;
                        _69 = _68;
                        if (_1111 < 5u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_89_exit = 0u;
                            break;
                        }
                    }
                    bool _266_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_89_exit)
                    {
                        case 0u:
                        {
                            break;
                        }
                        default:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _6;
                            _266_ladder_break = true;
                            _120_ladder_break = true;
                            break;
                        }
                    }
                    if (_266_ladder_break)
                    {
                        break;
                    }
                    _70 = _69;
                }
                break;
            }
        }
        if (_120_ladder_break)
        {
            break;
        }
        u0.words[gl_GlobalInvocationID.x] = _70;
        break;
    }
}

