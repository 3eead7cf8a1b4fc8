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
    uint _RESERVED_IDENTIFIER_FIXUP_23_exit = 0u;
    uint main_join = 0u;
    uint _220 = gl_GlobalInvocationID.x & 63u;
    uint _227 = t0.words[_220];
    uint _44 = gl_GlobalInvocationID.x;
    if ((gl_GlobalInvocationID.x % 3u) == 0u)
    {
        _44 = gl_GlobalInvocationID.x;
        if (((t0.words[(gl_GlobalInvocationID.x + 40u) & 63u] ^ 954u) % 5u) == 0u)
        {
            uint _23;
            switch (gl_GlobalInvocationID.x & 3u)
            {
                case 0u:
                {
                    uint _7 = 0u;
                    uint _8 = gl_GlobalInvocationID.x;
                    uint _541;
                    for (;;)
                    {
                        uint _534 = _7;
                        uint _535 = _8;
                        _541 = t0.words[(_535 + 52u) & 63u] + (_535 << 1u);
                        uint _542 = _534 + 1u;
                        _7 = _542;
                        _8 = _541;
                        if (_542 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _9 = 0u;
                    uint _10 = _541;
                    uint _11;
                    uint _22;
                    for (;;)
                    {
                        uint _544 = _9;
                        if ((_227 & 1u) == 0u)
                        {
                            _11 = _10;
                            if (((t0.words[(_10 + 27u) & 63u] ^ 42u) % 6u) == 0u)
                            {
                                uint _580 = t0.words[(_10 + 21u) & 63u] + (_10 * 6u);
                                if (((_580 ^ 444u) % 3u) == 0u)
                                {
                                    _11 = t0.words[(_580 + 27u) & 63u] + (_580 << 1u);
                                }
                                else
                                {
                                    uint _590 = t0.words[(_580 + 25u) & 63u] + (_580 * 6u);
                                    uint _597 = (_590 * 3u) + t0.words[(_590 + 56u) & 63u];
                                    _11 = (_597 << 2u) + t0.words[(_597 + 4u) & 63u];
                                }
                            }
                        }
                        else
                        {
                            uint _552 = t0.words[(_10 + 57u) & 63u] + _10;
                            uint _559 = (_552 * 3u) + t0.words[(_552 + 18u) & 63u];
                            _11 = (_559 << 3u) + t0.words[(_559 + 33u) & 63u];
                        }
                        _22 = _11;
                        if (((_227 ^ 851u) % 6u) == 1u)
                        {
                            break;
                        }
                        else
                        {
                            uint _620 = t0.words[(_11 + 40u) & 63u] + (_11 * 6u);
                            uint _621 = _544 + 1u;
                            _9 = _621;
                            _10 = _620;
                            _22 = _620;
                            if (_621 < 2u)
                            {
                                continue;
                            }
                            else
                            {
                                break;
                            }
                        }
                    }
                    _23 = _22;
                    main_join = 54u;
                    break;
                }
                case 1u:
                {
                    uint _260 = t0.words[(gl_GlobalInvocationID.x + 32u) & 63u];
                    uint _261 = _260 + (gl_GlobalInvocationID.x << 3u);
                    switch (_261 & 3u)
                    {
                        case 0u:
                        {
                            uint _347 = t0.words[(_261 + 27u) & 63u] + (_261 * 6u);
                            if ((_347 & 3u) == 0u)
                            {
                                _23 = t0.words[(_347 + 32u) & 63u] + (_347 << 2u);
                                main_join = 54u;
                            }
                            else
                            {
                                _23 = _347;
                                if ((_227 & 1u) == 0u)
                                {
                                    main_join = 54u;
                                }
                                else
                                {
                                    uint _358 = t0.words[(_347 + 12u) & 63u] + (_347 << 1u);
                                    _23 = _358;
                                    if ((_358 & 1u) == 0u)
                                    {
                                        main_join = 54u;
                                    }
                                    else
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _358;
                                        main_join = 101u;
                                    }
                                }
                            }
                            break;
                        }
                        case 1u:
                        {
                            uint _263 = _261 % 5u;
                            uint _12;
                            if (_263 == 0u)
                            {
                                _12 = t0.words[(_261 + 25u) & 63u] + (_261 << 2u);
                                main_join = 29u;
                            }
                            else
                            {
                                _12 = _261;
                                switch (_263)
                                {
                                    case 3u:
                                    {
                                        uint _303 = t0.words[(_261 + 24u) & 63u] + (_261 * 3u);
                                        _12 = _303;
                                        if (((t0.words[(_303 + 57u) & 63u] ^ 310u) % 6u) == 1u)
                                        {
                                            uint _318 = t0.words[(_303 + 33u) & 63u] + _303;
                                            _12 = (_318 * 7u) + t0.words[_318 & 63u];
                                            main_join = 29u;
                                        }
                                        else
                                        {
                                            main_join = 29u;
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _283 = t0.words[(_261 + 52u) & 63u] + (_261 * 5u);
                                        uint _289 = (_283 << 3u) + t0.words[(_283 + 3u) & 63u];
                                        _12 = t0.words[(_289 + 34u) & 63u] + (_289 << 3u);
                                        main_join = 29u;
                                        break;
                                    }
                                    case 2u:
                                    {
                                        _12 = _261;
                                        if (((t0.words[(_261 + 46u) & 63u] ^ 738u) % 6u) == 1u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _261;
                                            main_join = 101u;
                                        }
                                        else
                                        {
                                            main_join = 29u;
                                        }
                                        break;
                                    }
                                    default:
                                    {
                                        main_join = 29u;
                                        break;
                                    }
                                }
                            }
                            switch (main_join)
                            {
                                case 29u:
                                {
                                    _23 = t0.words[(_12 + 6u) & 63u] + (_12 << 1u);
                                    main_join = 54u;
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
                            uint _13 = 0u;
                            uint _14 = _261;
                            uint _508;
                            uint _6;
                            uint _19;
                            for (;;)
                            {
                                uint _368 = _13;
                                switch (_14 & 3u)
                                {
                                    case 0u:
                                    {
                                        uint _431 = t0.words[(_14 + 51u) & 63u] + (_14 << 2u);
                                        if (((_227 ^ 533u) % 3u) == 1u)
                                        {
                                            uint _448 = t0.words[(_431 + 8u) & 63u] + (_431 << 3u);
                                            uint _453 = t0.words[(_448 + 57u) & 63u] + _448;
                                            _19 = (_453 << 1u) + t0.words[(_453 + 60u) & 63u];
                                        }
                                        else
                                        {
                                            _19 = t0.words[(_431 + 13u) & 63u] + _431;
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _15 = 0u;
                                        uint _16 = _14;
                                        uint _422;
                                        for (;;)
                                        {
                                            uint _401 = _15;
                                            uint _402 = _16;
                                            uint _409 = t0.words[(_402 + 4u) & 63u] + (_402 << 1u);
                                            uint _415 = (_409 * 3u) + t0.words[(_409 + 23u) & 63u];
                                            _422 = (_415 << 1u) + t0.words[(_415 + 62u) & 63u];
                                            uint _423 = _401 + 1u;
                                            _15 = _423;
                                            _16 = _422;
                                            if (_423 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _19 = _422;
                                        break;
                                    }
                                    case 2u:
                                    {
                                        uint _17 = 0u;
                                        uint _18 = t0.words[(_14 + 37u) & 63u] + (_14 * 6u);
                                        uint _398;
                                        for (;;)
                                        {
                                            uint _378 = _17;
                                            uint _379 = _18;
                                            uint _386 = t0.words[(_379 + 49u) & 63u] + (_379 * 7u);
                                            uint _392 = (_386 * 5u) + t0.words[(_386 + 25u) & 63u];
                                            _398 = _392 + t0.words[(_392 + 23u) & 63u];
                                            uint _399 = _378 + 1u;
                                            _17 = _399;
                                            _18 = _398;
                                            if (_399 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _19 = _398;
                                        break;
                                    }
                                    default:
                                    {
                                        uint _465 = _14 << 1u;
                                        if (((_227 ^ 903u) % 5u) == 0u)
                                        {
                                            uint _489 = t0.words[(_14 + 13u) & 63u] + _465;
                                            uint _495 = (_489 * 6u) + t0.words[(_489 + 63u) & 63u];
                                            _19 = _495 + t0.words[(_495 + 31u) & 63u];
                                        }
                                        else
                                        {
                                            uint _471 = t0.words[(_14 + 43u) & 63u] + _465;
                                            uint _478 = (_471 << 1u) + t0.words[(_471 + 26u) & 63u];
                                            _19 = (_478 << 3u) + t0.words[(_478 + 3u) & 63u];
                                        }
                                        break;
                                    }
                                }
                                _508 = t0.words[(_19 + 25u) & 63u] + (_19 << 2u);
                                if ((_227 & 3u) == 2u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_23_exit = 0u;
                                    break;
                                }
                                uint _20 = 0u;
                                uint _21 = _508;
                                for (;;)
                                {
                                    uint _511 = _20;
                                    uint _519 = t0.words[(_21 + 17u) & 63u] + (_21 * 5u);
                                    uint _525 = (_519 * 5u) + t0.words[(_519 + 6u) & 63u];
                                    _6 = _525;
                                    uint _526 = _511 + 1u;
                                    _20 = _526;
                                    _21 = _525;
                                    if (_526 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _528 = _368 + 1u;
                                _13 = _528;
                                _14 = _6;
                                if (_528 < 3u)
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
                                    u0.words[gl_GlobalInvocationID.x] = _508;
                                    main_join = 101u;
                                    break;
                                }
                                default:
                                {
                                    _23 = _6;
                                    main_join = 54u;
                                    break;
                                }
                            }
                            break;
                        }
                    }
                    break;
                }
                case 2u:
                {
                    _23 = gl_GlobalInvocationID.x;
                    if ((_227 & 1u) == 0u)
                    {
                        main_join = 54u;
                    }
                    else
                    {
                        u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
                        main_join = 101u;
                    }
                    break;
                }
                default:
                {
                    _23 = gl_GlobalInvocationID.x;
                    if (((_227 ^ 218u) % 6u) == 1u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
                        main_join = 101u;
                    }
                    else
                    {
                        main_join = 54u;
                    }
                    break;
                }
            }
            switch (main_join)
            {
                case 54u:
                {
                    _44 = _23;
                    if ((_23 % 3u) == 0u)
                    {
                        _44 = _23;
                        switch (_23 % 5u)
                        {
                            case 0u:
                            {
                                uint _28;
                                if (((_23 ^ 325u) % 6u) == 1u)
                                {
                                    uint _24 = 0u;
                                    uint _25 = _23;
                                    uint _879;
                                    uint _26;
                                    for (;;)
                                    {
                                        uint _816 = _24;
                                        uint _27 = _25;
                                        if (!(((t0.words[(_25 + 54u) & 63u] ^ 429u) % 5u) == 1u))
                                        {
                                            uint _831 = t0.words[(_25 + 5u) & 63u] + (_25 * 7u);
                                            if (((_227 ^ 96u) % 3u) == 1u)
                                            {
                                                uint _860 = t0.words[(_831 + 57u) & 63u] + (_831 << 3u);
                                                uint _866 = (_860 * 6u) + t0.words[(_860 + 32u) & 63u];
                                                _26 = _866 + t0.words[(_866 + 21u) & 63u];
                                            }
                                            else
                                            {
                                                uint _842 = t0.words[(_831 + 28u) & 63u] + (_831 * 3u);
                                                uint _847 = (_842 * 5u) + t0.words[_842 & 63u];
                                                _26 = (_847 << 3u) + t0.words[(_847 + 22u) & 63u];
                                            }
                                            _27 = t0.words[(_26 + 9u) & 63u] + _26;
                                        }
                                        _879 = _27;
                                        uint _880 = _816 + 1u;
                                        _24 = _880;
                                        _25 = _879;
                                        if (_880 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _28 = _879;
                                }
                                else
                                {
                                    _28 = t0.words[(_23 + 21u) & 63u] + (_23 * 5u);
                                }
                                if ((_28 % 3u) == 0u)
                                {
                                    uint _29 = 0u;
                                    uint _30 = t0.words[(_28 + 6u) & 63u] + (_28 << 3u);
                                    uint _957;
                                    for (;;)
                                    {
                                        uint _905 = _29;
                                        uint _913 = t0.words[(_30 + 58u) & 63u] + (_30 << 3u);
                                        uint _32 = _913;
                                        if (!(((_913 ^ 120u) % 3u) == 1u))
                                        {
                                            uint _31 = _913;
                                            if (((t0.words[(_913 + 35u) & 63u] ^ 214u) % 5u) == 0u)
                                            {
                                                _31 = t0.words[(_913 + 19u) & 63u] + (_913 << 2u);
                                            }
                                            _32 = _31;
                                            if (((_31 ^ 903u) % 6u) == 0u)
                                            {
                                                uint _943 = t0.words[(_31 + 62u) & 63u] + (_31 << 1u);
                                                uint _949 = (_943 * 3u) + t0.words[(_943 + 13u) & 63u];
                                                _32 = (_949 * 7u) + t0.words[(_949 + 41u) & 63u];
                                            }
                                        }
                                        _957 = _32;
                                        uint _958 = _905 + 1u;
                                        _29 = _958;
                                        _30 = _957;
                                        if (_958 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _44 = _957;
                                    main_join = 100u;
                                }
                                else
                                {
                                    _44 = _28;
                                    if (((t0.words[(_28 + 15u) & 63u] ^ 873u) % 6u) == 0u)
                                    {
                                        _44 = t0.words[(_28 + 40u) & 63u] + (_28 * 6u);
                                        main_join = 100u;
                                    }
                                    else
                                    {
                                        main_join = 100u;
                                    }
                                }
                                break;
                            }
                            case 1u:
                            {
                                _44 = t0.words[(_23 + 56u) & 63u] + (_23 << 3u);
                                main_join = 100u;
                                break;
                            }
                            case 2u:
                            {
                                uint _33 = 0u;
                                uint _34 = _23;
                                uint _792;
                                uint _37;
                                uint _38;
                                for (;;)
                                {
                                    uint _713 = _33;
                                    if (((_34 ^ 357u) % 6u) == 1u)
                                    {
                                        uint _35 = 0u;
                                        uint _36 = t0.words[(_34 + 23u) & 63u] + (_34 << 1u);
                                        uint _783;
                                        for (;;)
                                        {
                                            uint _768 = _35;
                                            uint _769 = _36;
                                            uint _776 = t0.words[(_769 + 15u) & 63u] + (_769 * 6u);
                                            _783 = (_776 << 3u) + t0.words[(_776 + 10u) & 63u];
                                            uint _784 = _768 + 1u;
                                            _35 = _784;
                                            _36 = _783;
                                            if (_784 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _38 = t0.words[(_783 + 21u) & 63u] + (_783 * 7u);
                                    }
                                    else
                                    {
                                        uint _723 = _34 * 5u;
                                        if (((_34 ^ 250u) % 6u) == 1u)
                                        {
                                            uint _740 = t0.words[(_34 + 29u) & 63u] + _723;
                                            uint _747 = (_740 * 5u) + t0.words[(_740 + 16u) & 63u];
                                            _37 = (_747 << 2u) + t0.words[(_747 + 8u) & 63u];
                                        }
                                        else
                                        {
                                            uint _728 = t0.words[(_34 + 54u) & 63u] + _723;
                                            _37 = (_728 << 1u) + t0.words[(_728 + 38u) & 63u];
                                        }
                                        _38 = t0.words[(_37 + 30u) & 63u] + (_37 * 7u);
                                    }
                                    _792 = _38;
                                    uint _793 = _713 + 1u;
                                    _33 = _793;
                                    _34 = _792;
                                    if (_793 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _44 = t0.words[_792 & 63u] + (_792 * 6u);
                                main_join = 100u;
                                break;
                            }
                            case 3u:
                            {
                                if (((t0.words[(_23 + 3u) & 63u] ^ 456u) % 5u) == 1u)
                                {
                                    uint _39 = 0u;
                                    uint _40 = _23;
                                    uint _704;
                                    uint _41;
                                    uint _42;
                                    uint _43;
                                    uint _647;
                                    for (;;)
                                    {
                                        _647 = _39;
                                        _41 = 0u;
                                        _42 = _40;
                                        uint _668;
                                        for (;;)
                                        {
                                            uint _649 = _41;
                                            uint _650 = _42;
                                            uint _656 = t0.words[(_650 + 5u) & 63u] + (_650 * 6u);
                                            uint _662 = (_656 * 7u) + t0.words[(_656 + 24u) & 63u];
                                            _668 = (_662 * 3u) + t0.words[(_662 + 40u) & 63u];
                                            uint _669 = _649 + 1u;
                                            _41 = _669;
                                            _42 = _668;
                                            if (_669 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _673 = _668 * 7u;
                                        if ((_668 & 3u) == 0u)
                                        {
                                            uint _683 = t0.words[(_668 + 54u) & 63u] + _673;
                                            _43 = (_683 << 2u) + t0.words[(_683 + 61u) & 63u];
                                        }
                                        else
                                        {
                                            _43 = t0.words[(_668 + 23u) & 63u] + _673;
                                        }
                                        uint _697 = t0.words[(_43 + 25u) & 63u] + (_43 * 6u);
                                        _704 = (_697 * 5u) + t0.words[(_697 + 59u) & 63u];
                                        uint _705 = _647 + 1u;
                                        _39 = _705;
                                        _40 = _704;
                                        if (_705 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _44 = t0.words[(_704 + 53u) & 63u] + _704;
                                    main_join = 100u;
                                }
                                else
                                {
                                    _44 = _23;
                                    if (((_227 ^ 475u) % 6u) == 1u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _23;
                                        main_join = 101u;
                                    }
                                    else
                                    {
                                        main_join = 100u;
                                    }
                                }
                                break;
                            }
                            default:
                            {
                                main_join = 100u;
                                break;
                            }
                        }
                    }
                    else
                    {
                        main_join = 100u;
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
            main_join = 100u;
        }
    }
    else
    {
        main_join = 100u;
    }
    switch (main_join)
    {
        case 100u:
        {
            u0.words[gl_GlobalInvocationID.x] = _44;
            break;
        }
        default:
        {
            break;
        }
    }
}

