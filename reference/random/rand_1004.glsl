#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _238;

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
    uint _RESERVED_IDENTIFIER_FIXUP_46_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_53_exit = 0u;
    uint _6;
    uint _7;
    uint _8;
    uint _9;
    uint _15;
    uint _16;
    uint _17;
    uint _20;
    uint _21;
    uint _27;
    uint _30;
    uint _32;
    uint _37;
    uint _38;
    uint _39;
    uint _41;
    uint _55;
    for (;;)
    {
        uint _230 = gl_GlobalInvocationID.x & 63u;
        uint _237 = t0.words[_230];
        uint _43 = gl_GlobalInvocationID.x;
        if ((_237 & 3u) == 0u)
        {
            uint _10 = 0u;
            uint _11 = gl_GlobalInvocationID.x;
            uint _261;
            for (;;)
            {
                uint _244 = _10;
                uint _251 = t0.words[(_11 + 19u) & 63u] + _11;
                uint _12 = _251;
                if (!((_251 & 1u) == 0u))
                {
                    _12 = t0.words[(_251 + 61u) & 63u] + (_251 << 1u);
                }
                _261 = _12;
                uint _262 = _244 + 1u;
                _10 = _262;
                _11 = _261;
                if (_262 == 3u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            if (((t0.words[(_261 + 49u) & 63u] ^ 292u) % 5u) == 0u)
            {
                u0.words[gl_GlobalInvocationID.x] = _261;
                break;
            }
            bool _74_ladder_break = false;
            switch (_261 % 3u)
            {
                case 0u:
                {
                    uint _42 = _261;
                    if ((t0.words[(_261 + 59u) & 63u] & 3u) == 0u)
                    {
                        if ((_261 & 3u) == 1u)
                        {
                            _21 = t0.words[(_261 + 22u) & 63u] + (_261 * 3u);
                        }
                        else
                        {
                            uint _303 = t0.words[(_261 + 19u) & 63u] + (_261 << 3u);
                            uint _13 = 0u;
                            uint _14 = (_303 * 6u) + t0.words[(_303 + 3u) & 63u];
                            uint _407;
                            for (;;)
                            {
                                uint _311 = _13;
                                if (((t0.words[(_14 + 41u) & 63u] ^ 591u) % 3u) == 1u)
                                {
                                    switch (_14 & 3u)
                                    {
                                        case 0u:
                                        {
                                            _15 = t0.words[(_14 + 55u) & 63u] + (_14 << 3u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _15 = t0.words[(_14 + 60u) & 63u] + (_14 << 3u);
                                            break;
                                        }
                                        default:
                                        {
                                            _15 = t0.words[(_14 + 31u) & 63u] + (_14 * 7u);
                                            break;
                                        }
                                    }
                                    _17 = t0.words[(_15 + 18u) & 63u] + (_15 << 2u);
                                }
                                else
                                {
                                    if ((t0.words[(_14 + 63u) & 63u] & 3u) == 3u)
                                    {
                                        _16 = t0.words[(_14 + 35u) & 63u] + (_14 << 2u);
                                    }
                                    else
                                    {
                                        _16 = t0.words[(_14 + 48u) & 63u] + (_14 << 1u);
                                    }
                                    _17 = t0.words[(_16 + 12u) & 63u] + _16;
                                }
                                if ((_17 % 3u) == 0u)
                                {
                                    uint _18 = 0u;
                                    uint _19 = _17;
                                    uint _398;
                                    for (;;)
                                    {
                                        uint _391 = _18;
                                        uint _392 = _19;
                                        _398 = t0.words[(_392 + 53u) & 63u] + _392;
                                        uint _399 = _391 + 1u;
                                        _18 = _399;
                                        _19 = _398;
                                        if (_399 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _20 = _398;
                                }
                                else
                                {
                                    _20 = t0.words[(_17 + 13u) & 63u] + (_17 * 3u);
                                }
                                _407 = t0.words[(_20 + 49u) & 63u] + (_20 * 6u);
                                uint _408 = _311 + 1u;
                                _13 = _408;
                                _14 = _407;
                                if (_408 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _21 = _407;
                        }
                        switch (_21 % 5u)
                        {
                            case 0u:
                            {
                                uint _642 = t0.words[(_21 + 52u) & 63u] + (_21 << 2u);
                                uint _649 = (_642 * 6u) + t0.words[(_642 + 38u) & 63u];
                                if (((_237 ^ 594u) % 6u) == 0u)
                                {
                                    uint _22 = 0u;
                                    uint _23 = _649;
                                    uint _686;
                                    for (;;)
                                    {
                                        uint _672 = _22;
                                        uint _673 = _23;
                                        uint _680 = t0.words[(_673 + 29u) & 63u] + (_673 << 2u);
                                        _686 = (_680 << 3u) + t0.words[(_680 + 52u) & 63u];
                                        uint _687 = _672 + 1u;
                                        _22 = _687;
                                        _23 = _686;
                                        if (_687 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _24 = _686;
                                    if (((t0.words[(_686 + 22u) & 63u] ^ 100u) % 5u) == 1u)
                                    {
                                        uint _703 = t0.words[(_686 + 11u) & 63u] + (_686 * 7u);
                                        uint _710 = (_703 << 1u) + t0.words[(_703 + 47u) & 63u];
                                        _24 = (_710 * 6u) + t0.words[(_710 + 1u) & 63u];
                                    }
                                    uint _25 = 0u;
                                    uint _26 = _24;
                                    uint _743;
                                    for (;;)
                                    {
                                        uint _718 = _25;
                                        uint _719 = _26;
                                        uint _725 = t0.words[(_719 + 17u) & 63u] + (_719 << 3u);
                                        uint _731 = (_725 << 3u) + t0.words[(_725 + 53u) & 63u];
                                        uint _737 = (_731 * 3u) + t0.words[(_731 + 38u) & 63u];
                                        _743 = (_737 * 3u) + t0.words[(_737 + 47u) & 63u];
                                        uint _744 = _718 + 1u;
                                        _25 = _744;
                                        _26 = _743;
                                        if (_744 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _27 = _743;
                                }
                                else
                                {
                                    uint _659 = t0.words[(_649 + 7u) & 63u] + (_649 * 6u);
                                    uint _665 = (_659 << 3u) + t0.words[(_659 + 30u) & 63u];
                                    _27 = (_665 << 2u) + t0.words[(_665 + 30u) & 63u];
                                }
                                _41 = t0.words[(_27 + 6u) & 63u] + _27;
                                break;
                            }
                            case 1u:
                            {
                                uint _28 = 0u;
                                uint _29 = t0.words[(_21 + 16u) & 63u] + (_21 << 1u);
                                uint _634;
                                for (;;)
                                {
                                    uint _426 = _28;
                                    if (((_29 ^ 570u) % 6u) == 1u)
                                    {
                                        uint _493 = t0.words[(_29 + 60u) & 63u] + (_29 * 6u);
                                        uint _500 = (_493 << 3u) + t0.words[(_493 + 4u) & 63u];
                                        _32 = _500 + t0.words[(_500 + 20u) & 63u];
                                    }
                                    else
                                    {
                                        switch (_29 & 3u)
                                        {
                                            case 0u:
                                            {
                                                uint _452 = t0.words[(_29 + 5u) & 63u] + (_29 * 3u);
                                                _30 = (_452 << 2u) + t0.words[(_452 + 25u) & 63u];
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _439 = t0.words[(_29 + 46u) & 63u] + (_29 << 3u);
                                                _30 = (_439 * 3u) + t0.words[(_439 + 43u) & 63u];
                                                break;
                                            }
                                            default:
                                            {
                                                _30 = t0.words[(_29 + 52u) & 63u] + (_29 << 2u);
                                                break;
                                            }
                                        }
                                        uint _31 = _30;
                                        if (((_237 ^ 837u) % 6u) == 0u)
                                        {
                                            _31 = t0.words[(_30 + 25u) & 63u] + (_30 * 7u);
                                        }
                                        _32 = _31;
                                        if (((_31 ^ 441u) % 5u) == 1u)
                                        {
                                            _32 = t0.words[(_31 + 63u) & 63u] + _31;
                                        }
                                    }
                                    uint _33 = 0u;
                                    uint _34 = t0.words[(_32 + 8u) & 63u] + _32;
                                    bool _541;
                                    uint _35;
                                    uint _36;
                                    uint _514;
                                    for (;;)
                                    {
                                        _514 = _33;
                                        _35 = 0u;
                                        _36 = _34;
                                        uint _530;
                                        for (;;)
                                        {
                                            uint _516 = _35;
                                            uint _517 = _36;
                                            uint _523 = t0.words[(_517 + 1u) & 63u] + (_517 << 1u);
                                            _530 = (_523 << 2u) + t0.words[(_523 + 28u) & 63u];
                                            uint _531 = _516 + 1u;
                                            _35 = _531;
                                            _36 = _530;
                                            if (_531 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _539 = t0.words[(_530 + 30u) & 63u] + (_530 * 5u);
                                        _541 = (_237 & 1u) == 0u;
                                        _38 = _539;
                                        if (_541)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            switch (_539 % 3u)
                                            {
                                                case 0u:
                                                {
                                                    _37 = t0.words[(_539 + 9u) & 63u] + (_539 << 2u);
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _549 = t0.words[(_539 + 17u) & 63u] + (_539 << 1u);
                                                    _37 = (_549 << 1u) + t0.words[(_549 + 3u) & 63u];
                                                    break;
                                                }
                                                default:
                                                {
                                                    _37 = t0.words[(_539 + 48u) & 63u] + (_539 * 6u);
                                                    break;
                                                }
                                            }
                                            uint _570 = _514 + 1u;
                                            _33 = _570;
                                            _34 = _37;
                                            _38 = _37;
                                            if (_570 < 2u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                break;
                                            }
                                        }
                                    }
                                    uint _40 = _38;
                                    if (((t0.words[(_38 + 55u) & 63u] ^ 1u) % 3u) == 0u)
                                    {
                                        uint _585 = t0.words[(_38 + 52u) & 63u] + (_38 << 2u);
                                        if (((_237 ^ 648u) % 3u) == 1u)
                                        {
                                            _39 = t0.words[(_585 + 2u) & 63u] + (_585 * 7u);
                                        }
                                        else
                                        {
                                            uint _595 = t0.words[(_585 + 59u) & 63u] + (_585 << 2u);
                                            _39 = t0.words[(_595 + 56u) & 63u] + _595;
                                        }
                                        if (_541)
                                        {
                                            uint _627 = t0.words[(_39 + 1u) & 63u] + (_39 * 6u);
                                            _40 = (_627 << 3u) + t0.words[(_627 + 22u) & 63u];
                                        }
                                        else
                                        {
                                            uint _614 = t0.words[(_39 + 57u) & 63u] + _39;
                                            _40 = (_614 << 2u) + t0.words[(_614 + 50u) & 63u];
                                        }
                                    }
                                    _634 = _40;
                                    uint _635 = _426 + 1u;
                                    _28 = _635;
                                    _29 = _634;
                                    if (_635 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _41 = _634;
                                break;
                            }
                            default:
                            {
                                _41 = t0.words[(_21 + 19u) & 63u] + (_21 << 3u);
                                break;
                            }
                        }
                        _42 = _41;
                        if ((_41 & 1u) == 0u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _41;
                            _74_ladder_break = true;
                            break;
                        }
                    }
                    _43 = t0.words[(_42 + 42u) & 63u] + (_42 * 3u);
                    break;
                }
                case 1u:
                {
                    uint _281 = t0.words[(_261 + 40u) & 63u] + (_261 * 5u);
                    _43 = (_281 * 5u) + t0.words[(_281 + 10u) & 63u];
                    break;
                }
                default:
                {
                    _43 = _261;
                    if (((t0.words[(_261 + 19u) & 63u] ^ 568u) % 5u) == 0u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _261;
                        _74_ladder_break = true;
                        break;
                    }
                    break;
                }
            }
            if (_74_ladder_break)
            {
                break;
            }
        }
        uint _787 = t0.words[(_43 + 3u) & 63u];
        uint _788 = _787 + (_43 << 1u);
        uint _793 = t0.words[(_788 + 55u) & 63u];
        uint _794 = (_788 * 6u) + _793;
        if (((_794 ^ 68u) % 3u) == 1u)
        {
            u0.words[gl_GlobalInvocationID.x] = _794;
            break;
        }
        uint _804 = t0.words[(_794 + 28u) & 63u] + (_794 * 5u);
        uint _44 = _804;
        if (((t0.words[(_804 + 5u) & 63u] ^ 757u) % 5u) == 1u)
        {
            uint _818 = t0.words[(_804 + 1u) & 63u] + (_804 << 2u);
            uint _825 = (_818 << 2u) + t0.words[(_818 + 62u) & 63u];
            _44 = (_825 * 3u) + t0.words[(_825 + 40u) & 63u];
        }
        if (((_44 ^ 761u) % 6u) == 0u)
        {
            u0.words[gl_GlobalInvocationID.x] = _44;
            break;
        }
        bool _160_ladder_break = false;
        switch (_44 % 5u)
        {
            case 0u:
            {
                _55 = _44;
                if (((_237 ^ 451u) % 5u) == 0u)
                {
                    uint _45 = 0u;
                    uint _46 = _44;
                    uint _854;
                    for (;;)
                    {
                        uint _848 = _45;
                        uint _849 = _46;
                        _854 = t0.words[(_849 + 40u) & 63u] + _849;
                        uint _855 = _848 + 1u;
                        _45 = _855;
                        _46 = _854;
                        if (_855 == 2u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _54 = _854;
                    if (((_854 ^ 896u) % 6u) == 0u)
                    {
                        uint _47 = 0u;
                        uint _48 = _854;
                        for (;;)
                        {
                            uint _861 = _47;
                            uint _51 = _48;
                            if (((_237 ^ 673u) % 5u) == 1u)
                            {
                                uint _49 = 0u;
                                uint _50 = _48;
                                for (;;)
                                {
                                    uint _867 = _49;
                                    _6 = _50;
                                    if ((t0.words[(_50 + 25u) & 63u] & 3u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_53_exit = 0u;
                                        break;
                                    }
                                    uint _880 = t0.words[(_6 + 9u) & 63u] + _6;
                                    _7 = _880;
                                    uint _881 = _867 + 1u;
                                    _49 = _881;
                                    _50 = _880;
                                    if (_881 < 2u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_53_exit = 1u;
                                        break;
                                    }
                                }
                                bool _177_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_53_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_46_exit = 0u;
                                        _177_ladder_break = true;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                if (_177_ladder_break)
                                {
                                    break;
                                }
                                uint _890 = t0.words[(_7 + 22u) & 63u] + (_7 << 1u);
                                _8 = _890;
                                _51 = _890;
                                if ((_237 & 1u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_46_exit = 1u;
                                    break;
                                }
                            }
                            uint _52 = 0u;
                            uint _53 = t0.words[(_51 + 6u) & 63u] + (_51 << 3u);
                            uint _907;
                            for (;;)
                            {
                                uint _900 = _52;
                                uint _901 = _53;
                                _907 = t0.words[(_901 + 19u) & 63u] + (_901 << 3u);
                                uint _908 = _900 + 1u;
                                _52 = _908;
                                _53 = _907;
                                if (_908 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _915 = t0.words[(_907 + 22u) & 63u] + (_907 * 7u);
                            _9 = _915;
                            uint _916 = _861 + 1u;
                            _47 = _916;
                            _48 = _915;
                            if (_916 < 4u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_46_exit = 2u;
                                break;
                            }
                        }
                        bool _189_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_46_exit)
                        {
                            case 0u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _6;
                                _189_ladder_break = true;
                                _160_ladder_break = true;
                                break;
                            }
                            case 1u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _8;
                                _189_ladder_break = true;
                                _160_ladder_break = true;
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_189_ladder_break)
                        {
                            break;
                        }
                        _54 = _9;
                    }
                    _55 = t0.words[(_54 + 19u) & 63u] + (_54 << 3u);
                }
                break;
            }
            case 1u:
            {
                _55 = t0.words[(_44 + 20u) & 63u] + (_44 * 6u);
                break;
            }
            default:
            {
                _55 = t0.words[(_44 + 1u) & 63u] + _44;
                break;
            }
        }
        if (_160_ladder_break)
        {
            break;
        }
        uint _59 = _55;
        bool _197_ladder_break = false;
        switch (_55 & 3u)
        {
            case 0u:
            {
                uint _1038 = t0.words[(_55 + 43u) & 63u] + (_55 * 5u);
                _59 = (_1038 << 1u) + t0.words[(_1038 + 13u) & 63u];
                break;
            }
            case 1u:
            {
                _59 = _55;
                if ((t0.words[(_55 + 40u) & 63u] & 3u) == 2u)
                {
                    if (((_237 ^ 592u) % 6u) == 1u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _55;
                        _197_ladder_break = true;
                        break;
                    }
                    _59 = _55;
                    if ((t0.words[(_55 + 43u) & 63u] & 3u) == 3u)
                    {
                        _59 = _55;
                        if (((_55 % 5u) | ((t0.words[(_55 + 51u) & 63u] ^ 691u) % 6u)) == 0u)
                        {
                            if (((t0.words[(_55 + 28u) & 63u] ^ 240u) % 6u) == 1u)
                            {
                                uint _56 = _55;
                                if (((_55 ^ 633u) % 6u) == 0u)
                                {
                                    uint _989 = t0.words[(_55 + 27u) & 63u] + (_55 * 6u);
                                    _56 = (_989 * 7u) + t0.words[(_989 + 47u) & 63u];
                                }
                                uint _57 = t0.words[(_56 + 48u) & 63u] + (_56 << 1u);
                                uint _58 = 0u;
                                uint _1029;
                                for (;;)
                                {
                                    uint _1003 = _57;
                                    uint _1004 = _58;
                                    uint _1011 = t0.words[(_1003 + 37u) & 63u] + (_1003 * 3u);
                                    uint _1017 = (_1011 * 6u) + t0.words[(_1011 + 3u) & 63u];
                                    uint _1023 = (_1017 << 2u) + t0.words[(_1017 + 5u) & 63u];
                                    _1029 = (_1023 << 1u) + t0.words[(_1023 + 4u) & 63u];
                                    uint _1030 = _1004 + 1u;
                                    _57 = _1029;
                                    _58 = _1030;
                                    if (_1030 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _59 = _1029;
                            }
                            else
                            {
                                _59 = t0.words[(_55 + 46u) & 63u] + (_55 << 2u);
                            }
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
        if (_197_ladder_break)
        {
            break;
        }
        u0.words[gl_GlobalInvocationID.x] = _59;
        break;
    }
}

