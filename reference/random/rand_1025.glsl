#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _256;

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
    uint _6;
    uint _7;
    uint _8;
    uint _9;
    uint _16;
    uint _21;
    uint _24;
    uint _26;
    uint _27;
    uint _34;
    uint _37;
    uint _48;
    uint _51;
    uint _52;
    uint _53;
    uint _57;
    uint _60;
    for (;;)
    {
        uint _248 = gl_GlobalInvocationID.x & 63u;
        uint _255 = t0.words[_248];
        uint _262 = t0.words[(gl_GlobalInvocationID.x + 26u) & 63u];
        uint _263 = _262 + gl_GlobalInvocationID.x;
        uint _270 = t0.words[(_263 + 31u) & 63u];
        uint _271 = (_263 << 2u) + _270;
        uint _61 = _271;
        if (((t0.words[(_271 + 54u) & 63u] ^ 401u) % 6u) == 1u)
        {
            if ((_271 & 1u) == 0u)
            {
                uint _498 = t0.words[(_271 + 26u) & 63u];
                uint _499 = _498 + _271;
                _53 = _499;
                if (((t0.words[(_499 + 11u) & 63u] ^ 781u) % 3u) == 1u)
                {
                    bool _127_ladder_break = false;
                    switch (_499 % 5u)
                    {
                        case 0u:
                        {
                            uint _28 = 0u;
                            uint _29 = _499;
                            uint _760;
                            for (;;)
                            {
                                uint _743 = _28;
                                uint _744 = _29;
                                uint _749 = t0.words[(_744 + 40u) & 63u] + _744;
                                uint _754 = t0.words[(_749 + 29u) & 63u] + _749;
                                _760 = (_754 << 3u) + t0.words[(_754 + 61u) & 63u];
                                uint _761 = _743 + 1u;
                                _28 = _761;
                                _29 = _760;
                                if (_761 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _52 = _760;
                            break;
                        }
                        case 1u:
                        {
                            uint _596 = t0.words[(_499 + 42u) & 63u];
                            uint _597 = _596 + (_499 * 5u);
                            bool _143_ladder_break = false;
                            switch (_597 % 5u)
                            {
                                case 0u:
                                {
                                    uint _30 = 0u;
                                    uint _31 = _597;
                                    uint _32;
                                    uint _33;
                                    uint _632;
                                    for (;;)
                                    {
                                        _632 = _30;
                                        _32 = 0u;
                                        _33 = _31;
                                        uint _653;
                                        for (;;)
                                        {
                                            uint _634 = _32;
                                            uint _635 = _33;
                                            uint _641 = t0.words[(_635 + 12u) & 63u] + (_635 << 3u);
                                            uint _648 = (_641 << 3u) + t0.words[(_641 + 51u) & 63u];
                                            _653 = _648 + t0.words[(_648 + 19u) & 63u];
                                            uint _654 = _634 + 1u;
                                            _32 = _654;
                                            _33 = _653;
                                            if (_654 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _661 = t0.words[(_653 + 54u) & 63u] + (_653 * 5u);
                                        _51 = _661;
                                        if ((_255 & 3u) == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            if ((_661 & 3u) == 2u)
                                            {
                                                _34 = t0.words[(_661 + 50u) & 63u] + (_661 * 5u);
                                            }
                                            else
                                            {
                                                uint _672 = t0.words[(_661 + 45u) & 63u] + (_661 << 3u);
                                                _34 = (_672 * 6u) + t0.words[(_672 + 27u) & 63u];
                                            }
                                            uint _688 = _632 + 1u;
                                            _30 = _688;
                                            _31 = _34;
                                            _51 = _34;
                                            if (_688 < 2u)
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
                                    break;
                                }
                                case 1u:
                                {
                                    uint _617 = t0.words[(_597 + 30u) & 63u];
                                    uint _618 = _617 + (_597 * 6u);
                                    if ((_618 % 3u) == 0u)
                                    {
                                        _52 = _618;
                                        if (((_255 ^ 250u) % 6u) == 0u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _618;
                                            _143_ladder_break = true;
                                            _127_ladder_break = true;
                                            break;
                                        }
                                    }
                                    else
                                    {
                                        _52 = t0.words[(_618 + 54u) & 63u] + (_618 * 7u);
                                    }
                                    break;
                                }
                                case 2u:
                                {
                                    _52 = t0.words[(_597 + 54u) & 63u] + (_597 << 1u);
                                    break;
                                }
                                case 3u:
                                {
                                    _52 = t0.words[(_597 + 39u) & 63u] + (_597 * 6u);
                                    break;
                                }
                                default:
                                {
                                    _52 = _597;
                                    if ((t0.words[(_597 + 4u) & 63u] & 1u) == 0u)
                                    {
                                        uint _703 = t0.words[(_597 + 13u) & 63u] + (_597 << 2u);
                                        uint _709 = (_703 * 5u) + t0.words[(_703 + 24u) & 63u];
                                        switch (_709 & 3u)
                                        {
                                            case 0u:
                                            {
                                                _52 = t0.words[(_709 + 13u) & 63u] + (_709 << 3u);
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _52 = t0.words[(_709 + 2u) & 63u] + (_709 << 2u);
                                                break;
                                            }
                                            case 2u:
                                            {
                                                uint _717 = t0.words[(_709 + 16u) & 63u] + (_709 << 3u);
                                                _52 = (_717 << 2u) + t0.words[(_717 + 33u) & 63u];
                                                break;
                                            }
                                            default:
                                            {
                                                _52 = t0.words[(_709 + 18u) & 63u] + (_709 << 1u);
                                                break;
                                            }
                                        }
                                    }
                                    break;
                                }
                            }
                            if (_143_ladder_break)
                            {
                                break;
                            }
                            break;
                        }
                        case 2u:
                        {
                            uint _35 = 0u;
                            uint _36 = t0.words[(_499 + 53u) & 63u] + (_499 * 6u);
                            uint _589;
                            for (;;)
                            {
                                uint _517 = _35;
                                uint _38 = _36;
                                if (!(((t0.words[(_36 + 20u) & 63u] ^ 106u) % 6u) == 0u))
                                {
                                    uint _530 = (_36 + 35u) & 63u;
                                    _38 = _36;
                                    if (!((t0.words[_530] & 1u) == 0u))
                                    {
                                        uint _536 = t0.words[_530] + (_36 * 5u);
                                        if (((_536 ^ 489u) % 3u) == 1u)
                                        {
                                            uint _551 = t0.words[(_536 + 47u) & 63u] + (_536 * 6u);
                                            uint _558 = (_551 * 7u) + t0.words[(_551 + 43u) & 63u];
                                            _37 = (_558 * 5u) + t0.words[(_558 + 7u) & 63u];
                                        }
                                        else
                                        {
                                            _37 = t0.words[(_536 + 38u) & 63u] + _536;
                                        }
                                        if (((_37 ^ 137u) % 3u) == 1u)
                                        {
                                            uint _583 = t0.words[(_37 + 29u) & 63u] + (_37 << 1u);
                                            _38 = t0.words[(_583 + 34u) & 63u] + _583;
                                        }
                                        else
                                        {
                                            _38 = t0.words[(_37 + 37u) & 63u] + (_37 << 2u);
                                        }
                                    }
                                }
                                _589 = _38;
                                uint _590 = _517 + 1u;
                                _35 = _590;
                                _36 = _589;
                                if (_590 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _52 = _589;
                            break;
                        }
                        default:
                        {
                            switch (_499 & 3u)
                            {
                                case 0u:
                                {
                                    _52 = t0.words[(_499 + 10u) & 63u] + (_499 * 5u);
                                    break;
                                }
                                case 1u:
                                {
                                    _52 = t0.words[(_499 + 61u) & 63u] + (_499 << 3u);
                                    break;
                                }
                                case 2u:
                                {
                                    uint _39 = 0u;
                                    uint _40 = _499;
                                    uint _787;
                                    uint _41;
                                    uint _42;
                                    uint _764;
                                    for (;;)
                                    {
                                        _764 = _39;
                                        _41 = 0u;
                                        _42 = _40;
                                        for (;;)
                                        {
                                            uint _766 = _41;
                                            uint _774 = t0.words[(_42 + 48u) & 63u] + (_42 << 2u);
                                            uint _780 = (_774 * 5u) + t0.words[(_774 + 61u) & 63u];
                                            _787 = (_780 << 1u) + t0.words[(_780 + 15u) & 63u];
                                            uint _788 = _766 + 1u;
                                            _41 = _788;
                                            _42 = _787;
                                            if (_788 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _790 = _764 + 1u;
                                        _39 = _790;
                                        _40 = _787;
                                        if (_790 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    switch (_787 & 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _43 = 0u;
                                            uint _44 = t0.words[(_787 + 46u) & 63u] + (_787 << 1u);
                                            uint _902;
                                            for (;;)
                                            {
                                                uint _883 = _43;
                                                uint _884 = _44;
                                                uint _890 = t0.words[(_884 + 54u) & 63u] + (_884 << 3u);
                                                uint _896 = (_890 << 2u) + t0.words[(_890 + 42u) & 63u];
                                                _902 = (_896 * 7u) + t0.words[(_896 + 39u) & 63u];
                                                uint _903 = _883 + 1u;
                                                _43 = _903;
                                                _44 = _902;
                                                if (_903 == 3u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _52 = _902;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _45 = _787;
                                            if (((_787 ^ 263u) % 6u) == 0u)
                                            {
                                                uint _845 = t0.words[(_787 + 24u) & 63u] + (_787 << 3u);
                                                uint _851 = (_845 * 6u) + t0.words[(_845 + 35u) & 63u];
                                                _45 = (_851 << 3u) + t0.words[(_851 + 10u) & 63u];
                                            }
                                            uint _46 = 0u;
                                            uint _47 = _45;
                                            uint _874;
                                            for (;;)
                                            {
                                                uint _860 = _46;
                                                uint _861 = _47;
                                                uint _867 = t0.words[(_861 + 10u) & 63u] + (_861 << 2u);
                                                _874 = (_867 * 5u) + t0.words[(_867 + 44u) & 63u];
                                                uint _875 = _860 + 1u;
                                                _46 = _875;
                                                _47 = _874;
                                                if (_875 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _52 = _874;
                                            break;
                                        }
                                        case 2u:
                                        {
                                            if ((_787 & 1u) == 0u)
                                            {
                                                _48 = t0.words[(_787 + 18u) & 63u] + (_787 << 1u);
                                            }
                                            else
                                            {
                                                uint _800 = t0.words[(_787 + 60u) & 63u] + _787;
                                                _48 = t0.words[(_800 + 29u) & 63u] + _800;
                                            }
                                            uint _49 = 0u;
                                            uint _50 = _48;
                                            uint _833;
                                            for (;;)
                                            {
                                                uint _813 = _49;
                                                uint _814 = _50;
                                                uint _820 = t0.words[(_814 + 18u) & 63u] + (_814 << 1u);
                                                uint _827 = (_820 * 6u) + t0.words[(_820 + 25u) & 63u];
                                                _833 = (_827 * 5u) + t0.words[(_827 + 24u) & 63u];
                                                uint _834 = _813 + 1u;
                                                _49 = _834;
                                                _50 = _833;
                                                if (_834 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _52 = _833;
                                            break;
                                        }
                                        default:
                                        {
                                            _52 = t0.words[(_787 + 32u) & 63u] + (_787 * 7u);
                                            break;
                                        }
                                    }
                                    break;
                                }
                                default:
                                {
                                    _52 = t0.words[(_499 + 54u) & 63u] + (_499 * 3u);
                                    break;
                                }
                            }
                            break;
                        }
                    }
                    if (_127_ladder_break)
                    {
                        break;
                    }
                    _53 = t0.words[(_52 + 4u) & 63u] + (_52 * 3u);
                }
            }
            else
            {
                uint _10 = 0u;
                uint _11 = t0.words[(_271 + 8u) & 63u] + (_271 * 5u);
                uint _294;
                for (;;)
                {
                    uint _293 = _10;
                    _294 = _11;
                    if (!((t0.words[(_294 + 38u) & 63u] & 1u) == 0u))
                    {
                        _RESERVED_IDENTIFIER_FIXUP_5_exit = 0u;
                        break;
                    }
                    bool _75_ladder_break = false;
                    switch (_294 % 3u)
                    {
                        case 0u:
                        {
                            _27 = t0.words[(_294 + 41u) & 63u] + (_294 * 3u);
                            break;
                        }
                        case 1u:
                        {
                            uint _12 = 0u;
                            uint _13 = t0.words[(_294 + 42u) & 63u] + (_294 << 2u);
                            uint _430;
                            for (;;)
                            {
                                uint _311 = _12;
                                if (((_255 ^ 366u) % 3u) == 1u)
                                {
                                    if ((_255 & 1u) == 0u)
                                    {
                                        uint _346 = t0.words[(_13 + 31u) & 63u] + (_13 * 5u);
                                        uint _353 = (_346 << 2u) + t0.words[(_346 + 40u) & 63u];
                                        _16 = _353 + t0.words[(_353 + 22u) & 63u];
                                    }
                                    else
                                    {
                                        uint _333 = t0.words[_13 & 63u] + _13;
                                        _16 = (_333 << 2u) + t0.words[(_333 + 46u) & 63u];
                                    }
                                }
                                else
                                {
                                    uint _14 = 0u;
                                    uint _15 = _13;
                                    uint _325;
                                    for (;;)
                                    {
                                        uint _317 = _14;
                                        uint _318 = _15;
                                        _325 = t0.words[(_318 + 57u) & 63u] + (_318 << 3u);
                                        uint _326 = _317 + 1u;
                                        _14 = _326;
                                        _15 = _325;
                                        if (_326 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _16 = _325;
                                }
                                if ((t0.words[(_16 + 36u) & 63u] & 1u) == 0u)
                                {
                                    _21 = t0.words[(_16 + 52u) & 63u] + (_16 << 1u);
                                }
                                else
                                {
                                    uint _17 = 0u;
                                    uint _18 = _16;
                                    uint _390;
                                    for (;;)
                                    {
                                        uint _368 = _17;
                                        uint _369 = _18;
                                        uint _376 = t0.words[(_369 + 12u) & 63u] + (_369 << 1u);
                                        uint _383 = (_376 * 7u) + t0.words[(_376 + 3u) & 63u];
                                        _390 = (_383 * 6u) + t0.words[(_383 + 34u) & 63u];
                                        uint _391 = _368 + 1u;
                                        _17 = _391;
                                        _18 = _390;
                                        if (_391 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _19 = 0u;
                                    uint _20 = _390;
                                    uint _420;
                                    for (;;)
                                    {
                                        uint _393 = _19;
                                        uint _394 = _20;
                                        uint _399 = t0.words[_394 & 63u] + (_394 * 3u);
                                        uint _406 = (_399 * 3u) + t0.words[(_399 + 24u) & 63u];
                                        uint _413 = (_406 << 2u) + t0.words[(_406 + 61u) & 63u];
                                        _420 = (_413 << 2u) + t0.words[(_413 + 19u) & 63u];
                                        uint _421 = _393 + 1u;
                                        _19 = _421;
                                        _20 = _420;
                                        if (_421 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _21 = _420;
                                }
                                _430 = _21;
                                uint _431 = _311 + 1u;
                                _12 = _431;
                                _13 = _430;
                                if (_431 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _27 = _430;
                            break;
                        }
                        default:
                        {
                            uint _22 = 0u;
                            uint _23 = _294;
                            for (;;)
                            {
                                uint _440 = _22;
                                uint _25 = _23;
                                if (((_255 ^ 251u) % 6u) == 0u)
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
                                uint _477 = t0.words[(_25 + 47u) & 63u] + (_25 << 3u);
                                uint _478 = _440 + 1u;
                                _22 = _478;
                                _23 = _477;
                                _26 = _477;
                                if (_478 < 3u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_86_exit = 1u;
                                    break;
                                }
                            }
                            bool _114_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_86_exit)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_5_exit = 1u;
                                    _114_ladder_break = true;
                                    _75_ladder_break = true;
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            if (_114_ladder_break)
                            {
                                break;
                            }
                            _27 = _26;
                            break;
                        }
                    }
                    if (_75_ladder_break)
                    {
                        break;
                    }
                    _7 = _27;
                    uint _483 = _293 + 1u;
                    _10 = _483;
                    _11 = _27;
                    if (_483 < 4u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_5_exit = 2u;
                        break;
                    }
                }
                bool _120_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_5_exit)
                {
                    case 0u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _294;
                        _120_ladder_break = true;
                        break;
                    }
                    case 1u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _6;
                        _120_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_120_ladder_break)
                {
                    break;
                }
                _53 = _7;
            }
            if (((_53 ^ 60u) % 6u) == 0u)
            {
                uint _54 = 0u;
                uint _55 = t0.words[(_53 + 32u) & 63u] + (_53 * 5u);
                for (;;)
                {
                    uint _1014 = _54;
                    uint _56 = _55;
                    if ((((_55 ^ 853u) % 3u) | (_255 & 1u)) == 0u)
                    {
                        _8 = t0.words[(_55 + 50u) & 63u] + (_55 << 2u);
                        if ((_255 & 3u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_23_exit = 0u;
                            break;
                        }
                        _56 = t0.words[(_8 + 8u) & 63u] + (_8 << 3u);
                    }
                    uint _1043 = t0.words[(_56 + 48u) & 63u] + (_56 * 5u);
                    uint _1049 = (_1043 * 6u) + t0.words[(_1043 + 19u) & 63u];
                    _9 = _1049;
                    uint _1050 = _1014 + 1u;
                    _54 = _1050;
                    _55 = _1049;
                    if (_1050 < 3u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_23_exit = 1u;
                        break;
                    }
                }
                bool _234_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_23_exit)
                {
                    case 0u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _8;
                        _234_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_234_ladder_break)
                {
                    break;
                }
                _61 = _9;
            }
            else
            {
                if (((t0.words[(_53 + 62u) & 63u] ^ 6u) % 6u) == 1u)
                {
                    if (((_255 ^ 451u) % 6u) == 0u)
                    {
                        _57 = t0.words[(_53 + 47u) & 63u] + _53;
                    }
                    else
                    {
                        if ((_53 % 3u) == 0u)
                        {
                            _57 = _53;
                            if ((t0.words[(_53 + 43u) & 63u] & 3u) == 2u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _53;
                                break;
                            }
                        }
                        else
                        {
                            _57 = t0.words[(_53 + 8u) & 63u] + (_53 << 3u);
                        }
                    }
                    _60 = t0.words[(_57 + 20u) & 63u] + (_57 * 5u);
                }
                else
                {
                    uint _58 = t0.words[(_53 + 39u) & 63u] + (_53 << 2u);
                    uint _59 = 0u;
                    uint _961;
                    for (;;)
                    {
                        uint _954 = _58;
                        uint _955 = _59;
                        _961 = t0.words[(_954 + 48u) & 63u] + (_954 << 3u);
                        uint _962 = _955 + 1u;
                        _58 = _961;
                        _59 = _962;
                        if (_962 == 2u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _60 = _961;
                }
                uint _1001 = t0.words[(_60 + 60u) & 63u] + (_60 * 7u);
                _61 = (_1001 << 2u) + t0.words[(_1001 + 46u) & 63u];
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _61;
        break;
    }
}

