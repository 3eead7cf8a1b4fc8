#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _311;

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
    uint _RESERVED_IDENTIFIER_FIXUP_55_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_58_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_10_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_69_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_13_loop_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_84_loop_join = 0u;
    uint _6;
    uint _7;
    uint _8;
    uint _9;
    uint _16;
    uint _20;
    uint _27;
    uint _28;
    uint _35;
    uint _37;
    uint _38;
    uint _45;
    uint _51;
    uint _52;
    uint _57;
    uint _63;
    uint _64;
    for (;;)
    {
        uint _303 = gl_GlobalInvocationID.x & 63u;
        uint _310 = t0.words[_303];
        if ((gl_GlobalInvocationID.x & 3u) == 2u)
        {
            if (((gl_GlobalInvocationID.x ^ 284u) % 5u) == 0u)
            {
                u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
                break;
            }
            uint _10 = 0u;
            uint _11 = gl_GlobalInvocationID.x;
            for (;;)
            {
                uint _557 = _10;
                if (((_310 ^ 427u) % 3u) == 1u)
                {
                    _28 = t0.words[(_11 + 53u) & 63u] + _11;
                }
                else
                {
                    uint _12 = 0u;
                    uint _13 = _11;
                    uint _655;
                    for (;;)
                    {
                        uint _563 = _12;
                        uint _17 = _13;
                        if (((_310 ^ 402u) % 6u) == 0u)
                        {
                            _20 = _13;
                            if (((t0.words[(_13 + 35u) & 63u] ^ 81u) % 6u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 20u;
                            }
                            else
                            {
                                uint _14 = 0u;
                                uint _15 = _13;
                                uint _611;
                                for (;;)
                                {
                                    uint _579 = _14;
                                    if (((_15 ^ 86u) % 5u) == 0u)
                                    {
                                        _16 = t0.words[(_15 + 50u) & 63u] + (_15 << 1u);
                                    }
                                    else
                                    {
                                        uint _591 = t0.words[(_15 + 53u) & 63u] + (_15 * 3u);
                                        uint _597 = (_591 << 1u) + t0.words[(_591 + 63u) & 63u];
                                        _16 = (_597 << 1u) + t0.words[(_597 + 22u) & 63u];
                                    }
                                    _611 = _16;
                                    uint _612 = _579 + 1u;
                                    _14 = _612;
                                    _15 = _611;
                                    if (_612 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                if (((_310 ^ 648u) % 5u) == 1u)
                                {
                                    uint _627 = t0.words[(_611 + 7u) & 63u] + _611;
                                    _17 = (_627 << 1u) + t0.words[(_627 + 11u) & 63u];
                                    _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 17u;
                                }
                                else
                                {
                                    _17 = t0.words[(_611 + 29u) & 63u] + _611;
                                    _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 17u;
                                }
                            }
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_8_loop_join = 17u;
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_8_loop_join)
                        {
                            case 17u:
                            {
                                uint _18 = 0u;
                                uint _19 = _17;
                                uint _645;
                                for (;;)
                                {
                                    uint _638 = _18;
                                    uint _639 = _19;
                                    _645 = t0.words[(_639 + 53u) & 63u] + (_639 * 6u);
                                    uint _646 = _638 + 1u;
                                    _18 = _646;
                                    _19 = _645;
                                    if (_646 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _20 = t0.words[(_645 + 42u) & 63u] + (_645 * 7u);
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        _655 = _20;
                        uint _656 = _563 + 1u;
                        _12 = _656;
                        _13 = _655;
                        if (_656 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _51 = _655;
                    if ((t0.words[(_655 + 4u) & 63u] & 3u) == 2u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_5_exit = 0u;
                        break;
                    }
                    _28 = _655;
                    if (((_655 ^ 973u) % 3u) == 1u)
                    {
                        uint _21 = 0u;
                        uint _22 = _655;
                        uint _676;
                        for (;;)
                        {
                            uint _668 = _21;
                            uint _669 = _22;
                            _676 = t0.words[(_669 + 55u) & 63u] + (_669 * 7u);
                            uint _677 = _668 + 1u;
                            _21 = _677;
                            _22 = _676;
                            if (_677 == 4u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _23 = 0u;
                        uint _24 = t0.words[(_676 + 38u) & 63u] + (_676 * 5u);
                        uint _25;
                        uint _26;
                        uint _686;
                        for (;;)
                        {
                            _686 = _23;
                            _25 = 0u;
                            _26 = _24;
                            for (;;)
                            {
                                uint _688 = _25;
                                _6 = _26;
                                if ((_310 & 3u) == 3u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_58_exit = 0u;
                                    break;
                                }
                                if ((_6 & 3u) == 2u)
                                {
                                    uint _715 = t0.words[(_6 + 43u) & 63u] + _6;
                                    _27 = (_715 * 6u) + t0.words[(_715 + 28u) & 63u];
                                }
                                else
                                {
                                    uint _701 = t0.words[(_6 + 29u) & 63u] + (_6 << 1u);
                                    _27 = (_701 * 3u) + t0.words[(_701 + 13u) & 63u];
                                }
                                _7 = _27;
                                uint _724 = _688 + 1u;
                                _25 = _724;
                                _26 = _27;
                                if (_724 < 4u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_58_exit = 1u;
                                    break;
                                }
                            }
                            bool _165_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_58_exit)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_55_exit = 0u;
                                    _165_ladder_break = true;
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            if (_165_ladder_break)
                            {
                                break;
                            }
                            if ((_7 & 3u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_55_exit = 1u;
                                break;
                            }
                            uint _730 = _686 + 1u;
                            _23 = _730;
                            _24 = _7;
                            if (_730 < 5u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_55_exit = 1u;
                                break;
                            }
                        }
                        bool _173_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_55_exit)
                        {
                            case 0u:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_5_exit = 1u;
                                _173_ladder_break = true;
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_173_ladder_break)
                        {
                            break;
                        }
                        _28 = _7;
                    }
                }
                uint _29 = 0u;
                uint _30 = t0.words[(_28 + 43u) & 63u] + _28;
                uint _31;
                uint _32;
                uint _746;
                for (;;)
                {
                    _746 = _29;
                    _31 = 0u;
                    _32 = _30;
                    for (;;)
                    {
                        uint _748 = _31;
                        uint _755 = t0.words[(_32 + 29u) & 63u] + (_32 * 3u);
                        if (((_755 ^ 546u) % 6u) == 1u)
                        {
                            _38 = _755;
                            if (((_755 ^ 448u) % 5u) == 0u)
                            {
                                break;
                            }
                            else
                            {
                                if ((_755 & 3u) == 1u)
                                {
                                    uint _784 = t0.words[(_755 + 51u) & 63u] + (_755 * 3u);
                                    uint _33 = 0u;
                                    uint _34 = t0.words[(_784 + 18u) & 63u] + _784;
                                    uint _810;
                                    for (;;)
                                    {
                                        uint _791 = _33;
                                        uint _792 = _34;
                                        uint _798 = t0.words[(_792 + 4u) & 63u] + (_792 << 3u);
                                        uint _804 = (_798 << 3u) + t0.words[(_798 + 25u) & 63u];
                                        _810 = (_804 << 1u) + t0.words[(_804 + 52u) & 63u];
                                        uint _811 = _791 + 1u;
                                        _33 = _811;
                                        _34 = _810;
                                        if (_811 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _35 = _810;
                                    _RESERVED_IDENTIFIER_FIXUP_13_loop_join = 46u;
                                }
                                else
                                {
                                    _37 = _755;
                                    _35 = _755;
                                    if (((_310 ^ 520u) % 6u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_13_loop_join = 49u;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_13_loop_join = 46u;
                                    }
                                }
                            }
                        }
                        else
                        {
                            _35 = t0.words[(_755 + 62u) & 63u] + (_755 << 2u);
                            _RESERVED_IDENTIFIER_FIXUP_13_loop_join = 46u;
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_13_loop_join)
                        {
                            case 46u:
                            {
                                uint _36 = _35;
                                if ((_35 & 3u) == 1u)
                                {
                                    _36 = t0.words[(_35 + 7u) & 63u] + (_35 * 7u);
                                }
                                _37 = t0.words[(_36 + 20u) & 63u] + (_36 * 3u);
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        uint _831 = _748 + 1u;
                        _31 = _831;
                        _32 = _37;
                        _38 = _37;
                        if (_831 < 2u)
                        {
                            continue;
                        }
                        else
                        {
                            break;
                        }
                    }
                    _8 = _38;
                    if ((t0.words[(_38 + 23u) & 63u] & 3u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_10_exit = 0u;
                        break;
                    }
                    uint _840 = _746 + 1u;
                    _29 = _840;
                    _30 = _8;
                    if (_840 < 4u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_10_exit = 1u;
                        break;
                    }
                }
                bool _208_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_10_exit)
                {
                    case 0u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_5_exit = 2u;
                        _208_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_208_ladder_break)
                {
                    break;
                }
                uint _39 = 0u;
                uint _40 = _8;
                uint _853;
                for (;;)
                {
                    uint _845 = _39;
                    uint _846 = _40;
                    _853 = t0.words[(_846 + 45u) & 63u] + (_846 << 3u);
                    uint _854 = _845 + 1u;
                    _39 = _854;
                    _40 = _853;
                    if (_854 == 2u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                uint _856 = _557 + 1u;
                _10 = _856;
                _11 = _853;
                _51 = _853;
                if (_856 < 2u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_5_exit = 0u;
                    break;
                }
            }
            bool _216_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_5_exit)
            {
                case 0u:
                {
                    break;
                }
                case 1u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _6;
                    _216_ladder_break = true;
                    break;
                }
                default:
                {
                    u0.words[gl_GlobalInvocationID.x] = _8;
                    _216_ladder_break = true;
                    break;
                }
            }
            if (_216_ladder_break)
            {
                break;
            }
            _52 = _51;
        }
        else
        {
            uint _323 = t0.words[(gl_GlobalInvocationID.x + 25u) & 63u];
            uint _324 = _323 + (gl_GlobalInvocationID.x * 3u);
            uint _329 = t0.words[(_324 + 7u) & 63u];
            uint _330 = _329 + _324;
            uint _333 = (_330 + 31u) & 63u;
            uint _335 = t0.words[_333];
            if (((_335 ^ 297u) % 3u) == 1u)
            {
                bool _93_ladder_break = false;
                switch (_330 & 3u)
                {
                    case 0u:
                    {
                        if ((_330 % 5u) == 0u)
                        {
                            if ((_330 % 3u) == 0u)
                            {
                                uint _41 = 0u;
                                uint _42 = _330;
                                uint _544;
                                uint _43;
                                uint _44;
                                uint _469;
                                for (;;)
                                {
                                    _469 = _41;
                                    _43 = 0u;
                                    _44 = _42;
                                    uint _498;
                                    for (;;)
                                    {
                                        uint _471 = _43;
                                        uint _472 = _44;
                                        uint _479 = t0.words[(_472 + 36u) & 63u] + (_472 * 7u);
                                        uint _486 = (_479 * 5u) + t0.words[(_479 + 39u) & 63u];
                                        uint _493 = (_486 * 7u) + t0.words[(_486 + 29u) & 63u];
                                        _498 = _493 + t0.words[(_493 + 25u) & 63u];
                                        uint _499 = _471 + 1u;
                                        _43 = _499;
                                        _44 = _498;
                                        if (_499 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _507 = t0.words[(_498 + 14u) & 63u] + (_498 << 1u);
                                    uint _513 = (_507 * 3u) + t0.words[(_507 + 59u) & 63u];
                                    if ((_310 & 1u) == 0u)
                                    {
                                        uint _529 = t0.words[(_513 + 48u) & 63u] + (_513 * 6u);
                                        uint _536 = (_529 * 3u) + t0.words[(_529 + 61u) & 63u];
                                        _45 = (_536 << 1u) + t0.words[(_536 + 40u) & 63u];
                                    }
                                    else
                                    {
                                        _45 = t0.words[(_513 + 52u) & 63u] + (_513 * 3u);
                                    }
                                    _544 = _45;
                                    uint _545 = _469 + 1u;
                                    _41 = _545;
                                    _42 = _544;
                                    if (_545 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _52 = _544;
                            }
                            else
                            {
                                _52 = t0.words[(_330 + 10u) & 63u] + _330;
                            }
                        }
                        else
                        {
                            _52 = _330;
                            if (((t0.words[(_330 + 44u) & 63u] ^ 991u) % 3u) == 0u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _330;
                                _93_ladder_break = true;
                                break;
                            }
                        }
                        break;
                    }
                    case 1u:
                    {
                        uint _438 = t0.words[(_330 + 46u) & 63u] + (_330 << 1u);
                        _52 = (_438 << 3u) + t0.words[(_438 + 60u) & 63u];
                        break;
                    }
                    case 2u:
                    {
                        uint _46 = _330;
                        if ((_335 & 3u) == 3u)
                        {
                            uint _411 = t0.words[(_330 + 44u) & 63u] + (_330 << 3u);
                            uint _418 = (_411 * 6u) + t0.words[(_411 + 16u) & 63u];
                            _46 = _418 + t0.words[(_418 + 63u) & 63u];
                        }
                        _52 = t0.words[(_46 + 4u) & 63u] + (_46 * 7u);
                        break;
                    }
                    default:
                    {
                        _52 = t0.words[(_330 + 25u) & 63u] + (_330 << 3u);
                        break;
                    }
                }
                if (_93_ladder_break)
                {
                    break;
                }
            }
            else
            {
                uint _345 = t0.words[(_330 + 8u) & 63u] + _330;
                if ((_310 & 3u) == 0u)
                {
                    uint _47 = 0u;
                    uint _48 = t0.words[(_345 + 63u) & 63u] + (_345 * 5u);
                    uint _398;
                    uint _49;
                    uint _50;
                    uint _367;
                    for (;;)
                    {
                        _367 = _47;
                        uint _375 = t0.words[(_48 + 59u) & 63u] + (_48 << 3u);
                        uint _381 = t0.words[(_375 + 19u) & 63u] + _375;
                        _49 = 0u;
                        _50 = (_381 * 3u) + t0.words[(_381 + 21u) & 63u];
                        for (;;)
                        {
                            uint _389 = _49;
                            _398 = t0.words[(_50 + 23u) & 63u] + (_50 * 6u);
                            uint _399 = _389 + 1u;
                            _49 = _399;
                            _50 = _398;
                            if (_399 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _401 = _367 + 1u;
                        _47 = _401;
                        _48 = _398;
                        if (_401 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _52 = _398;
                }
                else
                {
                    uint _353 = t0.words[(_345 + 50u) & 63u] + _345;
                    _52 = t0.words[(_353 + 44u) & 63u] + _353;
                }
            }
        }
        uint _53 = 0u;
        uint _54 = t0.words[(_52 + 3u) & 63u] + (_52 << 3u);
        uint _870;
        for (;;)
        {
            uint _869 = _53;
            _870 = _54;
            if (((_870 ^ 775u) % 5u) == 0u)
            {
                _RESERVED_IDENTIFIER_FIXUP_69_exit = 0u;
                break;
            }
            uint _67 = _870;
            if ((t0.words[(_870 + 44u) & 63u] & 3u) == 3u)
            {
                uint _55 = 0u;
                uint _56 = _870;
                for (;;)
                {
                    uint _881 = _55;
                    if (((_310 ^ 774u) % 6u) == 1u)
                    {
                        _63 = _56;
                        if (((_310 ^ 798u) % 6u) == 1u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_84_loop_join = 106u;
                        }
                        else
                        {
                            _57 = t0.words[(_56 + 57u) & 63u] + (_56 << 2u);
                            _RESERVED_IDENTIFIER_FIXUP_84_loop_join = 95u;
                        }
                    }
                    else
                    {
                        _57 = _56;
                        if (((_56 ^ 420u) % 6u) == 0u)
                        {
                            _64 = _56;
                            if ((t0.words[(_56 + 40u) & 63u] & 3u) == 0u)
                            {
                                break;
                            }
                            else
                            {
                                uint _903 = t0.words[(_56 + 20u) & 63u] + (_56 * 6u);
                                _57 = (_903 * 3u) + t0.words[(_903 + 17u) & 63u];
                                _RESERVED_IDENTIFIER_FIXUP_84_loop_join = 95u;
                            }
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_84_loop_join = 95u;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_84_loop_join)
                    {
                        case 95u:
                        {
                            uint _929 = t0.words[(_57 + 16u) & 63u] + (_57 * 5u);
                            _63 = _929;
                            if (((t0.words[(_929 + 35u) & 63u] ^ 674u) % 3u) == 1u)
                            {
                                uint _58 = 0u;
                                uint _59 = _929;
                                uint _946;
                                for (;;)
                                {
                                    uint _938 = _58;
                                    uint _939 = _59;
                                    _946 = t0.words[(_939 + 27u) & 63u] + (_939 * 3u);
                                    uint _947 = _938 + 1u;
                                    _58 = _947;
                                    _59 = _946;
                                    if (_947 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _60 = 0u;
                                uint _61 = _946;
                                uint _997;
                                for (;;)
                                {
                                    uint _949 = _60;
                                    uint _955 = t0.words[(_61 + 22u) & 63u] + _61;
                                    uint _962 = (_955 * 3u) + t0.words[(_955 + 32u) & 63u];
                                    uint _968 = (_962 * 6u) + t0.words[(_962 + 13u) & 63u];
                                    uint _62 = _968;
                                    if (((_968 ^ 962u) % 3u) == 1u)
                                    {
                                        switch (_968 % 3u)
                                        {
                                            case 0u:
                                            {
                                                _62 = t0.words[(_968 + 49u) & 63u] + (_968 * 5u);
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _979 = t0.words[(_968 + 36u) & 63u] + (_968 * 7u);
                                                _62 = t0.words[(_979 + 22u) & 63u] + _979;
                                                break;
                                            }
                                            default:
                                            {
                                                _62 = t0.words[(_968 + 16u) & 63u] + (_968 << 3u);
                                                break;
                                            }
                                        }
                                    }
                                    _997 = _62;
                                    uint _998 = _949 + 1u;
                                    _60 = _998;
                                    _61 = _997;
                                    if (_998 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _63 = _997;
                            }
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    uint _1001 = _881 + 1u;
                    _55 = _1001;
                    _56 = _63;
                    _64 = _63;
                    if (_1001 < 4u)
                    {
                        continue;
                    }
                    else
                    {
                        break;
                    }
                }
                uint _65 = _64;
                uint _66 = 0u;
                uint _1011;
                for (;;)
                {
                    uint _1004 = _65;
                    uint _1005 = _66;
                    _1011 = t0.words[(_1004 + 17u) & 63u] + (_1004 * 5u);
                    uint _1012 = _1005 + 1u;
                    _65 = _1011;
                    _66 = _1012;
                    if (_1012 == 4u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _67 = t0.words[(_1011 + 17u) & 63u] + (_1011 << 1u);
            }
            uint _1026 = t0.words[(_67 + 22u) & 63u] + (_67 * 7u);
            uint _1032 = (_1026 * 3u) + t0.words[(_1026 + 6u) & 63u];
            _9 = _1032;
            uint _1033 = _869 + 1u;
            _53 = _1033;
            _54 = _1032;
            if (_1033 < 4u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_69_exit = 1u;
                break;
            }
        }
        bool _264_ladder_break = false;
        switch (_RESERVED_IDENTIFIER_FIXUP_69_exit)
        {
            case 0u:
            {
                u0.words[gl_GlobalInvocationID.x] = _870;
                _264_ladder_break = true;
                break;
            }
            default:
            {
                break;
            }
        }
        if (_264_ladder_break)
        {
            break;
        }
        uint _68 = _9;
        if ((t0.words[(_9 + 7u) & 63u] & 1u) == 0u)
        {
            uint _1049 = t0.words[(_9 + 5u) & 63u];
            uint _1050 = _1049 + (_9 * 3u);
            _68 = _1050;
            if ((_1050 & 3u) == 0u)
            {
                uint _1057 = t0.words[(_1050 + 3u) & 63u];
                uint _1058 = _1057 + (_1050 * 7u);
                _68 = _1058;
                if (((_1058 | _310) & 3u) == 0u)
                {
                    uint _1066 = t0.words[(_1058 + 55u) & 63u];
                    uint _1067 = _1066 + (_1058 * 3u);
                    bool _270_ladder_break = false;
                    switch (_1067 & 3u)
                    {
                        case 0u:
                        {
                            _68 = t0.words[(_1067 + 63u) & 63u] + (_1067 * 6u);
                            break;
                        }
                        case 1u:
                        {
                            _68 = t0.words[(_1067 + 60u) & 63u] + (_1067 << 1u);
                            break;
                        }
                        case 2u:
                        {
                            _68 = t0.words[(_1067 + 63u) & 63u] + _1067;
                            break;
                        }
                        default:
                        {
                            _68 = _1067;
                            bool _274_ladder_break = false;
                            switch (_1067 % 5u)
                            {
                                case 0u:
                                {
                                    if (((_310 ^ 790u) % 5u) == 1u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _1067;
                                        _274_ladder_break = true;
                                        _270_ladder_break = true;
                                        break;
                                    }
                                    switch (_1067 % 3u)
                                    {
                                        case 0u:
                                        {
                                            _68 = t0.words[(_1067 + 56u) & 63u] + (_1067 * 3u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _68 = t0.words[(_1067 + 8u) & 63u] + (_1067 * 5u);
                                            break;
                                        }
                                        default:
                                        {
                                            _68 = t0.words[(_1067 + 45u) & 63u] + (_1067 << 1u);
                                            break;
                                        }
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    uint _1091 = _1067 * 7u;
                                    if (((_1067 ^ 147u) % 6u) == 0u)
                                    {
                                        uint _1107 = t0.words[(_1067 + 2u) & 63u] + _1091;
                                        uint _1114 = (_1107 * 3u) + t0.words[(_1107 + 37u) & 63u];
                                        _68 = (_1114 * 5u) + t0.words[(_1114 + 63u) & 63u];
                                    }
                                    else
                                    {
                                        uint _1096 = t0.words[(_1067 + 23u) & 63u] + _1091;
                                        _68 = (_1096 << 2u) + t0.words[(_1096 + 32u) & 63u];
                                    }
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            if (_274_ladder_break)
                            {
                                break;
                            }
                            break;
                        }
                    }
                    if (_270_ladder_break)
                    {
                        break;
                    }
                }
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _68;
        break;
    }
}

