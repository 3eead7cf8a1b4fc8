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
    uint _RESERVED_IDENTIFIER_FIXUP_1_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_05_exit = 0u;
    uint _6;
    uint _14;
    uint _17;
    uint _18;
    uint _25;
    uint _26;
    uint _29;
    uint _31;
    uint _32;
    uint _35;
    uint _42;
    uint _43;
    uint _48;
    uint _51;
    uint _56;
    uint _57;
    for (;;)
    {
        uint _239 = gl_GlobalInvocationID.x & 63u;
        uint _246 = t0.words[_239];
        uint _7 = 0u;
        uint _8 = gl_GlobalInvocationID.x;
        uint _272;
        for (;;)
        {
            uint _249 = _7;
            uint _9 = _8;
            if (((_8 ^ 489u) % 6u) == 1u)
            {
                uint _264 = t0.words[(_8 + 26u) & 63u] + (_8 * 7u);
                _9 = (_264 * 6u) + t0.words[(_264 + 34u) & 63u];
            }
            _272 = _9;
            uint _273 = _249 + 1u;
            _7 = _273;
            _8 = _272;
            if (_273 == 3u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        if (((_246 ^ 558u) % 5u) == 1u)
        {
            uint _309 = (_272 + 24u) & 63u;
            _25 = _272;
            if (((t0.words[_309] ^ 443u) % 3u) == 0u)
            {
                bool _76_ladder_break = false;
                switch (_272 % 5u)
                {
                    case 0u:
                    {
                        _18 = _272 + (((_272 & 1u) == 0u) ? t0.words[_309] : 0u);
                        break;
                    }
                    case 1u:
                    {
                        uint _10 = 0u;
                        uint _11 = _272;
                        uint _390;
                        for (;;)
                        {
                            uint _317 = _10;
                            if ((_11 % 3u) == 0u)
                            {
                                uint _12 = 0u;
                                uint _13 = _11;
                                uint _378;
                                for (;;)
                                {
                                    uint _328 = _12;
                                    switch (_13 % 3u)
                                    {
                                        case 0u:
                                        {
                                            _14 = t0.words[(_13 + 11u) & 63u] + (_13 * 6u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _337 = t0.words[(_13 + 48u) & 63u] + (_13 << 3u);
                                            _14 = t0.words[(_337 + 47u) & 63u] + _337;
                                            break;
                                        }
                                        default:
                                        {
                                            _14 = t0.words[(_13 + 9u) & 63u] + (_13 * 3u);
                                            break;
                                        }
                                    }
                                    uint _15 = 0u;
                                    uint _16 = _14;
                                    for (;;)
                                    {
                                        uint _358 = _15;
                                        uint _365 = t0.words[(_16 + 13u) & 63u] + _16;
                                        uint _371 = t0.words[(_365 + 49u) & 63u] + _365;
                                        _378 = (_371 << 1u) + t0.words[(_371 + 42u) & 63u];
                                        uint _379 = _358 + 1u;
                                        _15 = _379;
                                        _16 = _378;
                                        if (_379 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _381 = _328 + 1u;
                                    _12 = _381;
                                    _13 = _378;
                                    if (_381 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _17 = _378;
                            }
                            else
                            {
                                _17 = t0.words[(_11 + 31u) & 63u] + (_11 << 2u);
                            }
                            _390 = t0.words[(_17 + 56u) & 63u] + (_17 << 3u);
                            if (!((_246 & 1u) == 0u))
                            {
                                _RESERVED_IDENTIFIER_FIXUP_1_exit = 0u;
                                break;
                            }
                            uint _393 = _317 + 1u;
                            _10 = _393;
                            _11 = _390;
                            if (_393 < 2u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_1_exit = 1u;
                                break;
                            }
                        }
                        bool _97_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_1_exit)
                        {
                            case 0u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _390;
                                _97_ladder_break = true;
                                _76_ladder_break = true;
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_97_ladder_break)
                        {
                            break;
                        }
                        _18 = _390;
                        break;
                    }
                    default:
                    {
                        _18 = t0.words[(_272 + 2u) & 63u] + (_272 << 1u);
                        break;
                    }
                }
                if (_76_ladder_break)
                {
                    break;
                }
                uint _19 = 0u;
                uint _20 = _18;
                uint _420;
                for (;;)
                {
                    uint _412 = _19;
                    uint _413 = _20;
                    _420 = t0.words[(_413 + 32u) & 63u] + (_413 << 2u);
                    uint _421 = _412 + 1u;
                    _19 = _421;
                    _20 = _420;
                    if (_421 == 3u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                uint _21 = 0u;
                uint _22 = _420;
                uint _437;
                for (;;)
                {
                    uint _423 = _21;
                    uint _424 = _22;
                    uint _431 = t0.words[(_424 + 27u) & 63u] + (_424 << 3u);
                    _437 = (_431 << 3u) + t0.words[(_431 + 6u) & 63u];
                    uint _438 = _423 + 1u;
                    _21 = _438;
                    _22 = _437;
                    if (_438 == 4u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _25 = _437;
            }
        }
        else
        {
            uint _23 = 0u;
            uint _24 = _272;
            uint _297;
            for (;;)
            {
                uint _281 = _23;
                uint _282 = _24;
                uint _290 = t0.words[(_282 + 11u) & 63u] + (_282 << 2u);
                _297 = (_290 << 2u) + t0.words[(_290 + 53u) & 63u];
                uint _298 = _281 + 1u;
                _23 = _298;
                _24 = _297;
                if (_298 == 3u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            _25 = t0.words[(_297 + 56u) & 63u] + (_297 * 5u);
        }
        uint _445 = _25 & 3u;
        if (((_25 ^ 351u) % 5u) == 1u)
        {
            bool _179_ladder_break = false;
            switch (_445)
            {
                case 0u:
                {
                    uint _1031 = t0.words[(_25 + 13u) & 63u] + (_25 * 5u);
                    _35 = (_1031 * 6u) + t0.words[(_1031 + 48u) & 63u];
                    break;
                }
                case 1u:
                {
                    _35 = t0.words[(_25 + 52u) & 63u] + (_25 << 3u);
                    break;
                }
                case 2u:
                {
                    uint _753 = t0.words[(_25 + 58u) & 63u];
                    uint _754 = _753 + (_25 * 5u);
                    if (((_754 ^ 858u) % 3u) == 0u)
                    {
                        uint _34 = _754;
                        if (((_754 ^ 923u) % 6u) == 1u)
                        {
                            uint _30 = _754;
                            if ((t0.words[(_754 + 23u) & 63u] & 3u) == 3u)
                            {
                                switch (_754 % 5u)
                                {
                                    case 0u:
                                    {
                                        if (((_246 ^ 208u) % 6u) == 0u)
                                        {
                                            uint _859 = t0.words[(_754 + 57u) & 63u] + (_754 * 3u);
                                            uint _865 = (_859 << 1u) + t0.words[(_859 + 56u) & 63u];
                                            _29 = (_865 << 3u) + t0.words[(_865 + 47u) & 63u];
                                        }
                                        else
                                        {
                                            uint _840 = t0.words[(_754 + 20u) & 63u] + (_754 << 1u);
                                            uint _846 = (_840 << 1u) + t0.words[(_840 + 42u) & 63u];
                                            _29 = (_846 << 1u) + t0.words[(_846 + 63u) & 63u];
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        switch (_754 & 3u)
                                        {
                                            case 0u:
                                            {
                                                _26 = t0.words[(_754 + 17u) & 63u] + (_754 << 3u);
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _26 = t0.words[(_754 + 26u) & 63u] + (_754 << 2u);
                                                break;
                                            }
                                            default:
                                            {
                                                _26 = t0.words[(_754 + 54u) & 63u] + (_754 * 7u);
                                                break;
                                            }
                                        }
                                        _29 = t0.words[(_26 + 10u) & 63u] + (_26 * 7u);
                                        break;
                                    }
                                    case 2u:
                                    {
                                        _29 = _754;
                                        if (((t0.words[(_754 + 61u) & 63u] ^ 996u) % 6u) == 0u)
                                        {
                                            uint _789 = t0.words[(_754 + 34u) & 63u] + (_754 * 5u);
                                            uint _795 = (_789 * 3u) + t0.words[(_789 + 7u) & 63u];
                                            _29 = (_795 * 7u) + t0.words[(_795 + 2u) & 63u];
                                        }
                                        break;
                                    }
                                    default:
                                    {
                                        uint _27 = 0u;
                                        uint _28 = _754;
                                        uint _885;
                                        for (;;)
                                        {
                                            uint _872 = _27;
                                            uint _873 = _28;
                                            uint _879 = t0.words[(_873 + 24u) & 63u] + (_873 * 5u);
                                            _885 = (_879 * 5u) + t0.words[(_879 + 59u) & 63u];
                                            uint _886 = _872 + 1u;
                                            _27 = _886;
                                            _28 = _885;
                                            if (_886 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _29 = _885;
                                        break;
                                    }
                                }
                                uint _894 = t0.words[(_29 + 24u) & 63u] + (_29 << 1u);
                                _30 = t0.words[(_894 + 30u) & 63u] + _894;
                            }
                            _34 = _30;
                            if (!((t0.words[(_30 + 4u) & 63u] & 1u) == 0u))
                            {
                                uint _912 = t0.words[(_30 + 32u) & 63u] + (_30 * 5u);
                                uint _33 = _912;
                                if ((_912 & 3u) == 2u)
                                {
                                    if ((_246 & 3u) == 1u)
                                    {
                                        uint _933 = t0.words[(_912 + 24u) & 63u] + (_912 * 5u);
                                        uint _939 = (_933 << 3u) + t0.words[(_933 + 41u) & 63u];
                                        _31 = (_939 * 5u) + t0.words[(_939 + 46u) & 63u];
                                    }
                                    else
                                    {
                                        uint _921 = t0.words[(_912 + 41u) & 63u] + _912;
                                        _31 = (_921 * 7u) + t0.words[(_921 + 1u) & 63u];
                                    }
                                    switch (_31 % 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _965 = t0.words[(_31 + 14u) & 63u] + (_31 * 6u);
                                            _32 = (_965 * 5u) + t0.words[(_965 + 58u) & 63u];
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _953 = t0.words[(_31 + 14u) & 63u] + _31;
                                            _32 = (_953 << 1u) + t0.words[(_953 + 24u) & 63u];
                                            break;
                                        }
                                        default:
                                        {
                                            _32 = t0.words[(_31 + 7u) & 63u] + (_31 << 1u);
                                            break;
                                        }
                                    }
                                    switch (_32 & 3u)
                                    {
                                        case 0u:
                                        {
                                            _33 = t0.words[(_32 + 4u) & 63u] + _32;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _990 = t0.words[(_32 + 55u) & 63u] + (_32 * 7u);
                                            _33 = (_990 << 2u) + t0.words[(_990 + 8u) & 63u];
                                            break;
                                        }
                                        case 2u:
                                        {
                                            _33 = t0.words[(_32 + 52u) & 63u] + _32;
                                            break;
                                        }
                                        default:
                                        {
                                            _33 = t0.words[(_32 + 3u) & 63u] + (_32 * 6u);
                                            break;
                                        }
                                    }
                                }
                                _34 = t0.words[(_33 + 7u) & 63u] + (_33 * 5u);
                            }
                        }
                        _35 = _34;
                        if (!((_34 & 1u) == 0u))
                        {
                            u0.words[gl_GlobalInvocationID.x] = _34;
                            _179_ladder_break = true;
                            break;
                        }
                    }
                    else
                    {
                        _35 = t0.words[(_754 + 61u) & 63u] + _754;
                    }
                    break;
                }
                default:
                {
                    _35 = t0.words[(_25 + 44u) & 63u] + (_25 * 5u);
                    break;
                }
            }
            if (_179_ladder_break)
            {
                break;
            }
            if (((_246 ^ 864u) % 3u) == 0u)
            {
                _57 = t0.words[(_35 + 40u) & 63u] + _35;
            }
            else
            {
                _57 = t0.words[(_35 + 21u) & 63u] + (_35 * 6u);
            }
        }
        else
        {
            _57 = _25;
            bool _113_ladder_break = false;
            switch (_445)
            {
                case 0u:
                {
                    uint _36 = 0u;
                    uint _37 = t0.words[(_25 + 16u) & 63u] + (_25 * 7u);
                    uint _38;
                    uint _39;
                    uint _612;
                    for (;;)
                    {
                        _612 = _36;
                        _38 = 0u;
                        _39 = _37;
                        uint _635;
                        for (;;)
                        {
                            uint _614 = _38;
                            uint _615 = _39;
                            uint _621 = t0.words[(_615 + 4u) & 63u] + (_615 << 1u);
                            uint _628 = (_621 << 2u) + t0.words[(_621 + 52u) & 63u];
                            _635 = (_628 * 3u) + t0.words[(_628 + 33u) & 63u];
                            uint _636 = _614 + 1u;
                            _38 = _636;
                            _39 = _635;
                            if (_636 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        if (((_246 ^ 550u) % 3u) == 1u)
                        {
                            uint _661 = t0.words[(_635 + 24u) & 63u] + _635;
                            _56 = _661;
                            if (((_246 ^ 756u) % 5u) == 1u)
                            {
                                break;
                            }
                            else
                            {
                                if ((_246 & 3u) == 1u)
                                {
                                    uint _724 = t0.words[(_661 + 47u) & 63u] + (_661 << 1u);
                                    _43 = (_724 * 5u) + t0.words[(_724 + 36u) & 63u];
                                }
                                else
                                {
                                    uint _40 = 0u;
                                    uint _41 = _661;
                                    uint _701;
                                    for (;;)
                                    {
                                        uint _668 = _40;
                                        uint _675 = t0.words[(_41 + 41u) & 63u] + _41;
                                        switch (_675 & 3u)
                                        {
                                            case 0u:
                                            {
                                                _42 = t0.words[(_675 + 40u) & 63u] + _675;
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _42 = t0.words[(_675 + 41u) & 63u] + (_675 << 2u);
                                                break;
                                            }
                                            case 2u:
                                            {
                                                _42 = t0.words[(_675 + 58u) & 63u] + (_675 * 7u);
                                                break;
                                            }
                                            default:
                                            {
                                                _42 = t0.words[(_675 + 55u) & 63u] + _675;
                                                break;
                                            }
                                        }
                                        _701 = _42;
                                        uint _702 = _668 + 1u;
                                        _40 = _702;
                                        _41 = _701;
                                        if (_702 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _43 = _701;
                                    if ((_701 & 3u) == 1u)
                                    {
                                        uint _711 = t0.words[(_701 + 3u) & 63u] + (_701 << 3u);
                                        _43 = (_711 * 3u) + t0.words[(_711 + 39u) & 63u];
                                    }
                                }
                            }
                        }
                        else
                        {
                            uint _647 = t0.words[(_635 + 16u) & 63u] + (_635 * 6u);
                            _56 = _647;
                            if ((_647 & 1u) == 0u)
                            {
                                break;
                            }
                            else
                            {
                                _43 = t0.words[(_647 + 18u) & 63u] + (_647 * 5u);
                            }
                        }
                        uint _738 = t0.words[(_43 + 9u) & 63u] + (_43 << 2u);
                        uint _745 = (_738 * 3u) + t0.words[(_738 + 50u) & 63u];
                        uint _746 = _612 + 1u;
                        _36 = _746;
                        _37 = _745;
                        _56 = _745;
                        if (_746 < 5u)
                        {
                            continue;
                        }
                        else
                        {
                            break;
                        }
                    }
                    _57 = _56;
                    break;
                }
                case 1u:
                {
                    _57 = t0.words[(_25 + 63u) & 63u] + (_25 << 1u);
                    break;
                }
                case 2u:
                {
                    uint _44 = 0u;
                    uint _45 = _25;
                    uint _447;
                    for (;;)
                    {
                        uint _446 = _44;
                        _447 = _45;
                        if (((_447 ^ 113u) % 3u) == 0u)
                        {
                            if (((_447 ^ 432u) % 6u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_05_exit = 0u;
                                break;
                            }
                            if ((_447 & 3u) == 0u)
                            {
                                uint _491 = t0.words[(_447 + 54u) & 63u] + (_447 << 3u);
                                _48 = (_491 << 1u) + t0.words[(_491 + 45u) & 63u];
                            }
                            else
                            {
                                uint _46 = 0u;
                                uint _47 = _447;
                                uint _472;
                                uint _480;
                                for (;;)
                                {
                                    _472 = _46;
                                    uint _473 = _47;
                                    _480 = t0.words[(_473 + 62u) & 63u] + (_473 << 1u);
                                    if ((_246 & 3u) == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        uint _483 = _472 + 1u;
                                        _46 = _483;
                                        _47 = _480;
                                        if (_483 < 3u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            break;
                                        }
                                    }
                                }
                                _48 = _480;
                            }
                        }
                        else
                        {
                            uint _458 = t0.words[(_447 + 12u) & 63u] + (_447 * 3u);
                            _48 = (_458 * 3u) + t0.words[(_458 + 44u) & 63u];
                        }
                        uint _49 = 0u;
                        uint _50 = _48;
                        uint _557;
                        for (;;)
                        {
                            uint _500 = _49;
                            uint _508 = t0.words[(_50 + 16u) & 63u] + (_50 * 6u);
                            if (((t0.words[(_508 + 46u) & 63u] ^ 74u) % 6u) == 0u)
                            {
                                uint _530 = t0.words[(_508 + 9u) & 63u] + (_508 * 5u);
                                uint _537 = (_530 * 7u) + t0.words[(_530 + 15u) & 63u];
                                _51 = (_537 * 7u) + t0.words[(_537 + 46u) & 63u];
                            }
                            else
                            {
                                _51 = t0.words[(_508 + 59u) & 63u] + (_508 << 3u);
                            }
                            uint _550 = t0.words[(_51 + 9u) & 63u] + (_51 * 3u);
                            _557 = (_550 << 2u) + t0.words[(_550 + 58u) & 63u];
                            uint _558 = _500 + 1u;
                            _49 = _558;
                            _50 = _557;
                            if (_558 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _565 = t0.words[(_557 + 30u) & 63u] + _557;
                        uint _571 = t0.words[(_565 + 23u) & 63u] + _565;
                        _6 = _571;
                        uint _572 = _446 + 1u;
                        _44 = _572;
                        _45 = _571;
                        if (_572 < 5u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_05_exit = 1u;
                            break;
                        }
                    }
                    bool _138_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_05_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _447;
                            _138_ladder_break = true;
                            _113_ladder_break = true;
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    if (_138_ladder_break)
                    {
                        break;
                    }
                    _57 = _6;
                    if ((_6 % 5u) == 0u)
                    {
                        uint _52 = 0u;
                        uint _53 = _6;
                        uint _595;
                        uint _54;
                        uint _55;
                        uint _580;
                        for (;;)
                        {
                            _580 = _52;
                            _54 = 0u;
                            _55 = t0.words[(_53 + 3u) & 63u] + (_53 * 7u);
                            for (;;)
                            {
                                uint _588 = _54;
                                _595 = t0.words[(_55 + 45u) & 63u] + (_55 * 6u);
                                uint _596 = _588 + 1u;
                                _54 = _596;
                                _55 = _595;
                                if (_596 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _598 = _580 + 1u;
                            _52 = _598;
                            _53 = _595;
                            if (_598 == 4u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _57 = _595;
                    }
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
        }
        u0.words[gl_GlobalInvocationID.x] = _57;
        break;
    }
}

