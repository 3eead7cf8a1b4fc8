#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _228;

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
    uint _RESERVED_IDENTIFIER_FIXUP_7_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_65_exit = 0u;
    uint main_join = 0u;
    uint _220 = gl_GlobalInvocationID.x & 63u;
    uint _227 = t0.words[_220];
    uint _231 = _227 & 3u;
    uint _17 = gl_GlobalInvocationID.x;
    if (_231 == 1u)
    {
        uint _240 = t0.words[(gl_GlobalInvocationID.x + 57u) & 63u];
        uint _241 = _240 + (gl_GlobalInvocationID.x << 3u);
        if (((_227 ^ 235u) % 6u) == 0u)
        {
            uint _284 = t0.words[(_241 + 8u) & 63u] + (_241 * 6u);
            if ((_284 & 1u) == 0u)
            {
                _17 = t0.words[(_284 + 32u) & 63u] + (_284 * 6u);
                main_join = 29u;
            }
            else
            {
                uint _15 = _284;
                if (((_284 ^ 216u) % 5u) == 1u)
                {
                    uint _11;
                    if ((_284 % 5u) == 0u)
                    {
                        uint _7 = 0u;
                        uint _8 = _284;
                        uint _349;
                        uint _9;
                        uint _10;
                        for (;;)
                        {
                            uint _301 = _7;
                            uint _308 = t0.words[(_8 + 17u) & 63u] + _8;
                            if ((_308 & 3u) == 3u)
                            {
                                _9 = t0.words[(_308 + 49u) & 63u] + (_308 << 2u);
                            }
                            else
                            {
                                uint _317 = t0.words[(_308 + 32u) & 63u] + (_308 * 3u);
                                _9 = (_317 * 7u) + t0.words[(_317 + 54u) & 63u];
                            }
                            if ((_9 % 3u) == 0u)
                            {
                                _10 = t0.words[(_9 + 23u) & 63u] + (_9 * 5u);
                            }
                            else
                            {
                                _10 = t0.words[(_9 + 48u) & 63u] + _9;
                            }
                            _349 = _10;
                            uint _350 = _301 + 1u;
                            _7 = _350;
                            _8 = _349;
                            if (_350 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _11 = _349;
                    }
                    else
                    {
                        _11 = t0.words[(_284 + 57u) & 63u] + (_284 * 6u);
                    }
                    uint _12 = 0u;
                    uint _13 = _11;
                    uint _376;
                    uint _6;
                    for (;;)
                    {
                        uint _353 = _12;
                        uint _14 = _13;
                        if (((t0.words[(_13 + 30u) & 63u] ^ 65u) % 5u) == 1u)
                        {
                            _14 = t0.words[(_13 + 23u) & 63u] + (_13 * 7u);
                        }
                        _376 = t0.words[(_14 + 13u) & 63u] + _14;
                        if (((t0.words[(_376 + 23u) & 63u] ^ 171u) % 5u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_7_exit = 0u;
                            break;
                        }
                        uint _390 = t0.words[(_376 + 11u) & 63u] + _376;
                        uint _397 = (_390 * 7u) + t0.words[(_390 + 36u) & 63u];
                        _6 = _397;
                        uint _398 = _353 + 1u;
                        _12 = _398;
                        _13 = _397;
                        if (_398 < 3u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_7_exit = 1u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_7_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _376;
                            main_join = 105u;
                            break;
                        }
                        default:
                        {
                            _15 = _6;
                            main_join = 22u;
                            break;
                        }
                    }
                }
                else
                {
                    main_join = 22u;
                }
                switch (main_join)
                {
                    case 22u:
                    {
                        _17 = t0.words[(_15 + 60u) & 63u] + (_15 * 3u);
                        main_join = 29u;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
            }
        }
        else
        {
            uint _253 = t0.words[(_241 + 23u) & 63u] + (_241 * 3u);
            uint _16;
            if ((_253 % 3u) == 0u)
            {
                _16 = t0.words[(_253 + 61u) & 63u] + (_253 * 6u);
            }
            else
            {
                _16 = t0.words[(_253 + 9u) & 63u] + _253;
            }
            _17 = _16;
            if ((_227 & 1u) == 0u)
            {
                u0.words[gl_GlobalInvocationID.x] = _16;
                main_join = 105u;
            }
            else
            {
                main_join = 29u;
            }
        }
    }
    else
    {
        main_join = 29u;
    }
    switch (main_join)
    {
        case 29u:
        {
            uint _425 = t0.words[(_17 + 5u) & 63u] + (_17 * 7u);
            uint _18 = 0u;
            uint _19 = t0.words[(_425 + 51u) & 63u] + _425;
            uint _440;
            for (;;)
            {
                uint _432 = _18;
                uint _433 = _19;
                _440 = t0.words[(_433 + 26u) & 63u] + (_433 * 6u);
                uint _441 = _432 + 1u;
                _18 = _441;
                _19 = _440;
                if (_441 == 5u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            uint _20 = _440;
            if (_231 == 2u)
            {
                uint _450 = t0.words[(_440 + 15u) & 63u] + (_440 * 3u);
                uint _455 = t0.words[(_450 + 49u) & 63u] + _450;
                _20 = (_455 << 3u) + t0.words[(_455 + 23u) & 63u];
            }
            uint _21 = _20;
            if (((_227 ^ 400u) % 5u) == 1u)
            {
                uint _472 = t0.words[(_20 + 49u) & 63u] + (_20 << 1u);
                _21 = (_472 << 1u) + t0.words[(_472 + 1u) & 63u];
            }
            uint _47 = _21;
            if ((_227 & 1u) == 0u)
            {
                main_join = 104u;
            }
            else
            {
                _47 = _21;
                switch (_21 % 5u)
                {
                    case 0u:
                    {
                        uint _29;
                        if (((_227 ^ 167u) % 3u) == 1u)
                        {
                            uint _22 = 0u;
                            uint _23 = t0.words[(_21 + 35u) & 63u] + (_21 << 3u);
                            uint _889;
                            uint _27;
                            uint _28;
                            for (;;)
                            {
                                uint _882 = _22;
                                _889 = t0.words[(_23 + 24u) & 63u] + (_23 * 7u);
                                if ((_889 & 1u) == 0u)
                                {
                                    _28 = _889;
                                    if (((_889 ^ 621u) % 5u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_65_exit = 1u;
                                        break;
                                    }
                                    uint _24 = 0u;
                                    uint _25 = _889;
                                    uint _933;
                                    for (;;)
                                    {
                                        uint _900 = _24;
                                        uint _907 = t0.words[(_25 + 21u) & 63u] + (_25 * 6u);
                                        uint _913 = (_907 * 7u) + t0.words[(_907 + 12u) & 63u];
                                        uint _26 = _913;
                                        if (((t0.words[(_913 + 32u) & 63u] ^ 346u) % 5u) == 1u)
                                        {
                                            uint _926 = t0.words[(_913 + 54u) & 63u] + _913;
                                            _26 = (_926 * 5u) + t0.words[(_926 + 26u) & 63u];
                                        }
                                        _933 = _26;
                                        uint _934 = _900 + 1u;
                                        _24 = _934;
                                        _25 = _933;
                                        if (_934 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _27 = t0.words[(_933 + 52u) & 63u] + (_933 << 3u);
                                }
                                else
                                {
                                    _27 = _889;
                                    if (((_227 ^ 324u) % 6u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_65_exit = 0u;
                                        break;
                                    }
                                }
                                uint _948 = t0.words[(_27 + 32u) & 63u] + (_27 * 7u);
                                uint _953 = t0.words[(_948 + 23u) & 63u] + _948;
                                uint _954 = _882 + 1u;
                                _22 = _954;
                                _23 = _953;
                                _28 = _953;
                                if (_954 < 3u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_65_exit = 1u;
                                    break;
                                }
                            }
                            switch (_RESERVED_IDENTIFIER_FIXUP_65_exit)
                            {
                                case 0u:
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _889;
                                    main_join = 105u;
                                    break;
                                }
                                default:
                                {
                                    _29 = _28;
                                    main_join = 51u;
                                    break;
                                }
                            }
                        }
                        else
                        {
                            uint _868 = t0.words[(_21 + 2u) & 63u] + (_21 << 2u);
                            _29 = (_868 * 6u) + t0.words[(_868 + 45u) & 63u];
                            main_join = 51u;
                        }
                        switch (main_join)
                        {
                            case 51u:
                            {
                                _47 = t0.words[(_29 + 12u) & 63u] + (_29 * 7u);
                                main_join = 104u;
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        break;
                    }
                    case 1u:
                    {
                        uint _488 = t0.words[(_21 + 2u) & 63u] + (_21 << 3u);
                        _47 = _488;
                        switch (_488 % 5u)
                        {
                            case 0u:
                            {
                                _47 = t0.words[(_488 + 62u) & 63u] + (_488 * 5u);
                                main_join = 104u;
                                break;
                            }
                            case 1u:
                            {
                                uint _32 = _488;
                                if ((t0.words[(_488 + 62u) & 63u] & 3u) == 3u)
                                {
                                    uint _30;
                                    if ((_488 % 3u) == 0u)
                                    {
                                        if ((_488 & 3u) == 0u)
                                        {
                                            if (((_488 ^ 511u) % 5u) == 1u)
                                            {
                                                _30 = t0.words[(_488 + 34u) & 63u] + _488;
                                            }
                                            else
                                            {
                                                uint _582 = t0.words[(_488 + 59u) & 63u] + (_488 << 1u);
                                                _30 = (_582 * 6u) + t0.words[(_582 + 47u) & 63u];
                                            }
                                        }
                                        else
                                        {
                                            _30 = _488;
                                            if (((_227 ^ 903u) % 3u) == 1u)
                                            {
                                                uint _565 = t0.words[(_488 + 45u) & 63u] + _488;
                                                _30 = t0.words[(_565 + 56u) & 63u] + _565;
                                            }
                                        }
                                    }
                                    else
                                    {
                                        if (((t0.words[(_488 + 4u) & 63u] ^ 525u) % 6u) == 0u)
                                        {
                                            uint _528 = t0.words[(_488 + 50u) & 63u] + (_488 * 3u);
                                            uint _535 = (_528 * 7u) + t0.words[(_528 + 25u) & 63u];
                                            _30 = _535;
                                            if (!((t0.words[(_535 + 16u) & 63u] & 1u) == 0u))
                                            {
                                                uint _547 = t0.words[(_535 + 3u) & 63u] + _535;
                                                _30 = (_547 << 1u) + t0.words[(_547 + 62u) & 63u];
                                            }
                                        }
                                        else
                                        {
                                            uint _514 = t0.words[(_488 + 43u) & 63u] + (_488 * 6u);
                                            _30 = t0.words[(_514 + 21u) & 63u] + (_514 * 7u);
                                        }
                                    }
                                    uint _31;
                                    switch (_30 & 3u)
                                    {
                                        case 0u:
                                        {
                                            _31 = t0.words[(_30 + 1u) & 63u] + (_30 << 1u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _609 = t0.words[(_30 + 60u) & 63u] + (_30 * 5u);
                                            _31 = (_609 * 5u) + t0.words[(_609 + 9u) & 63u];
                                            break;
                                        }
                                        case 2u:
                                        {
                                            _31 = t0.words[(_30 + 23u) & 63u] + (_30 * 5u);
                                            break;
                                        }
                                        default:
                                        {
                                            uint _628 = t0.words[(_30 + 52u) & 63u] + (_30 * 6u);
                                            uint _635 = (_628 * 7u) + t0.words[(_628 + 41u) & 63u];
                                            _31 = (_635 << 1u) + t0.words[(_635 + 60u) & 63u];
                                            break;
                                        }
                                    }
                                    _32 = t0.words[(_31 + 44u) & 63u] + (_31 << 1u);
                                }
                                switch (_32 % 5u)
                                {
                                    case 0u:
                                    {
                                        uint _33 = 0u;
                                        uint _34 = _32;
                                        uint _843;
                                        for (;;)
                                        {
                                            uint _817 = _33;
                                            uint _818 = _34;
                                            uint _825 = t0.words[(_818 + 24u) & 63u] + (_818 * 6u);
                                            uint _831 = (_825 * 5u) + t0.words[(_825 + 40u) & 63u];
                                            uint _837 = (_831 * 3u) + t0.words[(_831 + 16u) & 63u];
                                            _843 = (_837 * 3u) + t0.words[(_837 + 3u) & 63u];
                                            uint _844 = _817 + 1u;
                                            _33 = _844;
                                            _34 = _843;
                                            if (_844 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _47 = _843;
                                        main_join = 104u;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _664 = t0.words[(_32 + 33u) & 63u];
                                        uint _665 = _664 + (_32 * 5u);
                                        switch (_665 & 3u)
                                        {
                                            case 0u:
                                            {
                                                uint _35 = 0u;
                                                uint _36 = _665;
                                                uint _806;
                                                uint _37;
                                                uint _38;
                                                uint _751;
                                                for (;;)
                                                {
                                                    _751 = _35;
                                                    _37 = 0u;
                                                    _38 = _36;
                                                    uint _765;
                                                    for (;;)
                                                    {
                                                        uint _753 = _37;
                                                        uint _754 = _38;
                                                        uint _759 = t0.words[(_754 + 61u) & 63u] + _754;
                                                        _765 = (_759 * 6u) + t0.words[(_759 + 9u) & 63u];
                                                        uint _766 = _753 + 1u;
                                                        _37 = _766;
                                                        _38 = _765;
                                                        if (_766 == 2u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    uint _39 = _765;
                                                    if ((t0.words[(_765 + 40u) & 63u] & 3u) == 0u)
                                                    {
                                                        uint _780 = t0.words[(_765 + 31u) & 63u] + (_765 * 5u);
                                                        _39 = (_780 * 5u) + t0.words[(_780 + 40u) & 63u];
                                                    }
                                                    uint _40 = 0u;
                                                    uint _41 = _39;
                                                    for (;;)
                                                    {
                                                        uint _788 = _40;
                                                        uint _795 = t0.words[(_41 + 47u) & 63u] + (_41 * 5u);
                                                        uint _801 = (_795 << 3u) + t0.words[(_795 + 40u) & 63u];
                                                        _806 = _801 + t0.words[(_801 + 13u) & 63u];
                                                        uint _807 = _788 + 1u;
                                                        _40 = _807;
                                                        _41 = _806;
                                                        if (_807 == 3u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    uint _809 = _751 + 1u;
                                                    _35 = _809;
                                                    _36 = _806;
                                                    if (_809 == 3u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _47 = _806;
                                                main_join = 104u;
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _42 = _665;
                                                uint _43 = 0u;
                                                uint _46;
                                                uint _720;
                                                uint _721;
                                                for (;;)
                                                {
                                                    _720 = _42;
                                                    _721 = _43;
                                                    _46 = _720;
                                                    if (((t0.words[(_720 + 40u) & 63u] ^ 829u) % 3u) == 1u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        uint _44 = _720;
                                                        if (!(((t0.words[(_720 + 33u) & 63u] ^ 892u) % 3u) == 0u))
                                                        {
                                                            uint _744 = t0.words[(_720 + 51u) & 63u] + (_720 << 1u);
                                                            _46 = _744;
                                                            _44 = _744;
                                                            if ((_744 & 3u) == 0u)
                                                            {
                                                                break;
                                                            }
                                                            else
                                                            {
                                                            }
                                                        }
                                                        uint _748 = _721 + 1u;
                                                        _42 = _44;
                                                        _43 = _748;
                                                        _46 = _44;
                                                        if (_748 < 4u)
                                                        {
                                                            continue;
                                                        }
                                                        else
                                                        {
                                                            break;
                                                        }
                                                    }
                                                }
                                                _47 = _46;
                                                main_join = 104u;
                                                break;
                                            }
                                            case 2u:
                                            {
                                                if (((_227 ^ 547u) % 3u) == 0u)
                                                {
                                                    u0.words[gl_GlobalInvocationID.x] = _665;
                                                    main_join = 105u;
                                                }
                                                else
                                                {
                                                    if (((t0.words[(_665 + 30u) & 63u] ^ 790u) % 5u) == 0u)
                                                    {
                                                        uint _45;
                                                        switch (_665 % 5u)
                                                        {
                                                            case 0u:
                                                            {
                                                                uint _698 = t0.words[(_665 + 58u) & 63u] + (_665 * 5u);
                                                                _45 = (_698 * 3u) + t0.words[(_698 + 28u) & 63u];
                                                                break;
                                                            }
                                                            case 1u:
                                                            {
                                                                _45 = t0.words[(_665 + 48u) & 63u] + (_665 * 5u);
                                                                break;
                                                            }
                                                            default:
                                                            {
                                                                _45 = t0.words[(_665 + 59u) & 63u] + (_665 << 2u);
                                                                break;
                                                            }
                                                        }
                                                        _47 = t0.words[(_45 + 34u) & 63u] + (_45 * 5u);
                                                        main_join = 104u;
                                                    }
                                                    else
                                                    {
                                                        _47 = t0.words[(_665 + 16u) & 63u] + (_665 << 1u);
                                                        main_join = 104u;
                                                    }
                                                }
                                                break;
                                            }
                                            default:
                                            {
                                                _47 = t0.words[(_665 + 52u) & 63u] + (_665 * 3u);
                                                main_join = 104u;
                                                break;
                                            }
                                        }
                                        break;
                                    }
                                    case 2u:
                                    {
                                        _47 = t0.words[(_32 + 30u) & 63u] + (_32 * 5u);
                                        main_join = 104u;
                                        break;
                                    }
                                    default:
                                    {
                                        _47 = t0.words[(_32 + 12u) & 63u] + (_32 << 3u);
                                        main_join = 104u;
                                        break;
                                    }
                                }
                                break;
                            }
                            default:
                            {
                                main_join = 104u;
                                break;
                            }
                        }
                        break;
                    }
                    default:
                    {
                        main_join = 104u;
                        break;
                    }
                }
            }
            switch (main_join)
            {
                case 104u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _47;
                    break;
                }
                default:
                {
                    break;
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

