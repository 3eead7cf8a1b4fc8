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
    uint _RESERVED_IDENTIFIER_FIXUP_1_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_3_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_82_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_12_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_23_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_48_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_23_loop_join = 0u;
    uint _279 = gl_GlobalInvocationID.x & 63u;
    uint _286 = t0.words[_279];
    uint _295 = t0.words[(gl_GlobalInvocationID.x + 34u) & 63u];
    uint _296 = _295 + (gl_GlobalInvocationID.x << 3u);
    uint _30;
    if ((_296 & 1u) == 0u)
    {
        uint _358 = t0.words[(_296 + 57u) & 63u];
        uint _359 = _358 + (_296 * 7u);
        uint _360 = _359 & 3u;
        switch (_360)
        {
            case 0u:
            {
                _30 = t0.words[(_359 + 37u) & 63u] + (_359 * 6u);
                main_join = 49u;
                break;
            }
            case 1u:
            {
                uint _13 = 0u;
                for (;;)
                {
                    uint _376 = _13;
                    if (((t0.words[(_359 + 58u) & 63u] ^ 350u) % 6u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_1_exit = 0u;
                        break;
                    }
                    uint _386 = _376 + 1u;
                    _13 = _386;
                    if (_386 < 4u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_1_exit = 1u;
                        break;
                    }
                }
                switch (_RESERVED_IDENTIFIER_FIXUP_1_exit)
                {
                    case 0u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _359;
                        main_join = 115u;
                        break;
                    }
                    default:
                    {
                        _30 = _359;
                        main_join = 49u;
                        break;
                    }
                }
                break;
            }
            case 2u:
            {
                uint _368 = t0.words[(_359 + 48u) & 63u] + (_359 << 2u);
                _30 = (_368 * 7u) + t0.words[(_368 + 41u) & 63u];
                main_join = 49u;
                break;
            }
            default:
            {
                if (_360 == 3u)
                {
                    uint _611 = t0.words[(_359 + 62u) & 63u] + (_359 * 3u);
                    _30 = (_611 << 3u) + t0.words[(_611 + 45u) & 63u];
                    main_join = 49u;
                }
                else
                {
                    uint _14 = 0u;
                    uint _15 = _359;
                    uint _6;
                    uint _7;
                    uint _8;
                    uint _9;
                    uint _10;
                    uint _18;
                    uint _21;
                    uint _25;
                    uint _26;
                    for (;;)
                    {
                        uint _404 = _14;
                        if (((_15 ^ 911u) % 3u) == 0u)
                        {
                            if ((t0.words[(_15 + 12u) & 63u] & 1u) == 0u)
                            {
                                uint _16 = 0u;
                                uint _17 = _15;
                                for (;;)
                                {
                                    uint _489 = _16;
                                    uint _496 = t0.words[(_17 + 37u) & 63u] + (_17 * 5u);
                                    _6 = _496;
                                    uint _497 = _489 + 1u;
                                    _16 = _497;
                                    _17 = _496;
                                    if (_497 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _18 = _6;
                                if (((_286 ^ 361u) % 3u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_3_exit = 1u;
                                    break;
                                }
                            }
                            else
                            {
                                _18 = t0.words[(_15 + 18u) & 63u] + (_15 << 1u);
                            }
                            uint _19 = 0u;
                            uint _20 = _18;
                            for (;;)
                            {
                                uint _505 = _19;
                                uint _509 = (_20 + 31u) & 63u;
                                uint _516 = _20 << 2u;
                                if (((t0.words[_509] ^ 876u) % 5u) == 0u)
                                {
                                    uint _530 = t0.words[_509] + _516;
                                    uint _536 = t0.words[(_530 + 63u) & 63u] + (_530 * 6u);
                                    _21 = (_536 << 2u) + t0.words[(_536 + 34u) & 63u];
                                }
                                else
                                {
                                    uint _522 = t0.words[(_20 + 11u) & 63u] + _516;
                                    _21 = (_522 << 3u) + t0.words[(_522 + 52u) & 63u];
                                }
                                uint _549 = t0.words[(_21 + 35u) & 63u] + _21;
                                _7 = _549;
                                if ((_549 & 3u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_12_exit = 0u;
                                    break;
                                }
                                uint _552 = _505 + 1u;
                                _19 = _552;
                                _20 = _7;
                                if (_552 < 2u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_12_exit = 1u;
                                    break;
                                }
                            }
                            bool _135_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_12_exit)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_3_exit = 2u;
                                    _135_ladder_break = true;
                                    break;
                                }
                            }
                            if (_135_ladder_break)
                            {
                                break;
                            }
                            _26 = t0.words[(_7 + 32u) & 63u] + (_7 << 3u);
                        }
                        else
                        {
                            uint _416 = t0.words[(_15 + 45u) & 63u] + (_15 * 3u);
                            uint _22 = 0u;
                            uint _23 = (_416 * 6u) + t0.words[(_416 + 46u) & 63u];
                            for (;;)
                            {
                                uint _424 = _22;
                                uint _432 = t0.words[(_23 + 36u) & 63u] + (_23 << 2u);
                                uint _24 = _432;
                                if (((_286 ^ 479u) % 3u) == 0u)
                                {
                                    _24 = t0.words[(_432 + 30u) & 63u] + (_432 * 5u);
                                }
                                _8 = _24;
                                if (((_24 ^ 794u) % 6u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_82_exit = 0u;
                                    break;
                                }
                                if (((_286 ^ 68u) % 5u) == 1u)
                                {
                                    _25 = t0.words[(_8 + 47u) & 63u] + (_8 << 1u);
                                }
                                else
                                {
                                    _25 = t0.words[(_8 + 44u) & 63u] + (_8 << 2u);
                                }
                                _9 = _25;
                                uint _471 = _424 + 1u;
                                _22 = _471;
                                _23 = _25;
                                if (_471 < 2u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_82_exit = 1u;
                                    break;
                                }
                            }
                            bool _115_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_82_exit)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_3_exit = 0u;
                                    _115_ladder_break = true;
                                    break;
                                }
                            }
                            if (_115_ladder_break)
                            {
                                break;
                            }
                            _26 = _9;
                        }
                        _10 = _26;
                        uint _565 = _404 + 1u;
                        _14 = _565;
                        _15 = _26;
                        if (_565 < 5u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_3_exit = 3u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_3_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _8;
                            main_join = 115u;
                            break;
                        }
                        case 1u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _6;
                            main_join = 115u;
                            break;
                        }
                        case 2u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _7;
                            main_join = 115u;
                            break;
                        }
                        default:
                        {
                            uint _580 = t0.words[(_10 + 12u) & 63u] + (_10 * 6u);
                            if ((_580 % 3u) == 0u)
                            {
                                uint _27 = 0u;
                                uint _28 = _580;
                                uint _596;
                                for (;;)
                                {
                                    uint _589 = _27;
                                    uint _590 = _28;
                                    _596 = t0.words[(_590 + 27u) & 63u] + (_590 * 5u);
                                    uint _597 = _589 + 1u;
                                    _27 = _597;
                                    _28 = _596;
                                    if (_597 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _30 = t0.words[(_596 + 30u) & 63u] + (_596 * 6u);
                                main_join = 49u;
                            }
                            else
                            {
                                _30 = t0.words[(_580 + 36u) & 63u] + (_580 << 1u);
                                main_join = 49u;
                            }
                            break;
                        }
                    }
                }
                break;
            }
        }
    }
    else
    {
        uint _29;
        if (((_296 ^ 158u) % 3u) == 1u)
        {
            _29 = t0.words[_296 & 63u] + (_296 << 3u);
        }
        else
        {
            uint _310 = t0.words[(_296 + 3u) & 63u] + (_296 * 6u);
            if ((t0.words[(_310 + 16u) & 63u] & 3u) == 1u)
            {
                uint _330 = t0.words[(_310 + 1u) & 63u] + (_310 << 1u);
                _29 = (_330 * 6u) + t0.words[(_330 + 24u) & 63u];
            }
            else
            {
                _29 = t0.words[(_310 + 27u) & 63u] + (_310 * 6u);
            }
        }
        _30 = t0.words[(_29 + 17u) & 63u] + (_29 << 3u);
        main_join = 49u;
    }
    switch (main_join)
    {
        case 49u:
        {
            uint _31 = 0u;
            uint _32 = _30;
            uint _11;
            uint _12;
            uint _39;
            uint _44;
            uint _45;
            uint _54;
            uint _55;
            for (;;)
            {
                uint _620 = _31;
                uint _58 = _32;
                if (!((_286 & 3u) == 1u))
                {
                    if (((_32 ^ 661u) % 6u) == 0u)
                    {
                        uint _651 = t0.words[(_32 + 59u) & 63u] + (_32 * 5u);
                        _58 = _651;
                        if (((t0.words[(_651 + 9u) & 63u] ^ 942u) % 6u) == 0u)
                        {
                            uint _33 = 0u;
                            uint _34 = _651;
                            for (;;)
                            {
                                uint _661 = _33;
                                if ((_34 & 1u) == 0u)
                                {
                                    uint _37 = 0u;
                                    uint _38 = _34;
                                    uint _700;
                                    for (;;)
                                    {
                                        uint _678 = _37;
                                        if ((t0.words[(_38 + 37u) & 63u] & 3u) == 1u)
                                        {
                                            _39 = t0.words[(_38 + 51u) & 63u] + (_38 * 7u);
                                        }
                                        else
                                        {
                                            _39 = t0.words[(_38 + 38u) & 63u] + (_38 * 3u);
                                        }
                                        _700 = _39;
                                        uint _701 = _678 + 1u;
                                        _37 = _701;
                                        _38 = _700;
                                        if (_701 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _42 = _700;
                                    if (((_700 ^ 407u) % 6u) == 1u)
                                    {
                                        uint _40 = 0u;
                                        uint _41 = _700;
                                        uint _721;
                                        for (;;)
                                        {
                                            uint _707 = _40;
                                            uint _708 = _41;
                                            uint _715 = t0.words[(_708 + 61u) & 63u] + (_708 << 3u);
                                            _721 = (_715 << 2u) + t0.words[(_715 + 9u) & 63u];
                                            uint _722 = _707 + 1u;
                                            _40 = _722;
                                            _41 = _721;
                                            if (_722 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _45 = _721;
                                        _42 = _721;
                                        if (((_721 & 1u) == 0u) || (((t0.words[(_721 + 15u) & 63u] ^ 446u) % 3u) == 1u))
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_48_exit = 0u;
                                            break;
                                        }
                                    }
                                    _11 = _42;
                                    _44 = _42;
                                    if ((t0.words[(_42 + 21u) & 63u] & 3u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_48_exit = 1u;
                                        break;
                                    }
                                }
                                else
                                {
                                    uint _35 = 0u;
                                    uint _36 = _34;
                                    uint _43;
                                    uint _665;
                                    uint _666;
                                    for (;;)
                                    {
                                        _665 = _35;
                                        _666 = _36;
                                        _43 = _666;
                                        if ((_666 & 1u) == 0u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            uint _674 = t0.words[(_666 + 2u) & 63u] + (_666 * 7u);
                                            uint _675 = _665 + 1u;
                                            _35 = _675;
                                            _36 = _674;
                                            _43 = _674;
                                            if (_675 < 5u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                break;
                                            }
                                        }
                                    }
                                    _44 = _43;
                                }
                                uint _745 = _661 + 1u;
                                _33 = _745;
                                _34 = _44;
                                _45 = _44;
                                if (_745 < 5u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_48_exit = 0u;
                                    break;
                                }
                            }
                            bool _195_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_48_exit)
                            {
                                default:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_23_exit = 0u;
                                    _195_ladder_break = true;
                                    break;
                                }
                                case 0u:
                                {
                                    break;
                                }
                            }
                            if (_195_ladder_break)
                            {
                                break;
                            }
                            if (((_45 ^ 460u) % 5u) == 0u)
                            {
                                _58 = _45;
                                if (((_286 ^ 239u) % 5u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_23_loop_join = 92u;
                                }
                                else
                                {
                                    uint _776 = t0.words[(_45 + 15u) & 63u] + (_45 << 3u);
                                    if ((t0.words[(_776 + 3u) & 63u] & 1u) == 0u)
                                    {
                                        uint _50 = 0u;
                                        uint _51 = _776;
                                        uint _881;
                                        uint _52;
                                        uint _53;
                                        uint _815;
                                        for (;;)
                                        {
                                            _815 = _50;
                                            _52 = 0u;
                                            _53 = _51;
                                            uint _836;
                                            for (;;)
                                            {
                                                uint _817 = _52;
                                                uint _818 = _53;
                                                uint _824 = t0.words[(_818 + 2u) & 63u] + (_818 * 7u);
                                                uint _830 = (_824 << 3u) + t0.words[(_824 + 33u) & 63u];
                                                _836 = (_830 * 5u) + t0.words[(_830 + 7u) & 63u];
                                                uint _837 = _817 + 1u;
                                                _52 = _837;
                                                _53 = _836;
                                                if (_837 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            if (((_836 ^ 994u) % 3u) == 1u)
                                            {
                                                _54 = t0.words[(_836 + 13u) & 63u] + (_836 << 3u);
                                            }
                                            else
                                            {
                                                uint _848 = t0.words[(_836 + 62u) & 63u] + (_836 * 7u);
                                                uint _854 = (_848 << 2u) + t0.words[(_848 + 3u) & 63u];
                                                _54 = (_854 << 3u) + t0.words[(_854 + 1u) & 63u];
                                            }
                                            uint _875 = t0.words[(_54 + 14u) & 63u] + (_54 * 3u);
                                            _881 = (_875 * 3u) + t0.words[(_875 + 17u) & 63u];
                                            uint _882 = _815 + 1u;
                                            _50 = _882;
                                            _51 = _881;
                                            if (_882 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _55 = _881;
                                        _RESERVED_IDENTIFIER_FIXUP_23_loop_join = 89u;
                                    }
                                    else
                                    {
                                        uint _46 = 0u;
                                        uint _47 = _776;
                                        uint _812;
                                        uint _48;
                                        uint _49;
                                        uint _783;
                                        for (;;)
                                        {
                                            _783 = _46;
                                            _48 = 0u;
                                            _49 = _47;
                                            uint _804;
                                            for (;;)
                                            {
                                                uint _785 = _48;
                                                uint _786 = _49;
                                                uint _792 = t0.words[(_786 + 20u) & 63u] + _786;
                                                uint _799 = (_792 << 2u) + t0.words[(_792 + 10u) & 63u];
                                                _804 = _799 + t0.words[(_799 + 48u) & 63u];
                                                uint _805 = _785 + 1u;
                                                _48 = _805;
                                                _49 = _804;
                                                if (_805 == 5u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _812 = t0.words[(_804 + 54u) & 63u] + (_804 * 7u);
                                            uint _813 = _783 + 1u;
                                            _46 = _813;
                                            _47 = _812;
                                            if (_813 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _55 = _812;
                                        _RESERVED_IDENTIFIER_FIXUP_23_loop_join = 89u;
                                    }
                                }
                            }
                            else
                            {
                                uint _758 = t0.words[(_45 + 59u) & 63u] + (_45 << 3u);
                                _55 = (_758 << 2u) + t0.words[(_758 + 33u) & 63u];
                                _RESERVED_IDENTIFIER_FIXUP_23_loop_join = 89u;
                            }
                            switch (_RESERVED_IDENTIFIER_FIXUP_23_loop_join)
                            {
                                case 89u:
                                {
                                    _58 = t0.words[(_55 + 53u) & 63u] + _55;
                                    break;
                                }
                            }
                        }
                    }
                    else
                    {
                        uint _56 = 0u;
                        uint _57 = _32;
                        uint _642;
                        for (;;)
                        {
                            uint _628 = _56;
                            uint _629 = _57;
                            uint _635 = t0.words[(_629 + 2u) & 63u] + (_629 * 5u);
                            _642 = (_635 * 5u) + t0.words[(_635 + 54u) & 63u];
                            uint _643 = _628 + 1u;
                            _56 = _643;
                            _57 = _642;
                            if (_643 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _58 = _642;
                    }
                }
                _12 = _58;
                uint _894 = _620 + 1u;
                _31 = _894;
                _32 = _58;
                if (_894 < 4u)
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
                    u0.words[gl_GlobalInvocationID.x] = _11;
                    break;
                }
                default:
                {
                    uint _67 = _12;
                    if (((_12 ^ 419u) % 6u) == 0u)
                    {
                        uint _911 = t0.words[(_12 + 13u) & 63u] + (_12 * 3u);
                        _67 = _911;
                        if ((_911 % 3u) == 0u)
                        {
                            uint _66;
                            if (((_286 ^ 736u) % 6u) == 0u)
                            {
                                uint _59 = 0u;
                                uint _60 = _911;
                                uint _951;
                                uint _61;
                                uint _62;
                                uint _935;
                                for (;;)
                                {
                                    _935 = _59;
                                    _61 = 0u;
                                    _62 = _60;
                                    uint _944;
                                    for (;;)
                                    {
                                        uint _937 = _61;
                                        uint _938 = _62;
                                        _944 = t0.words[(_938 + 5u) & 63u] + (_938 << 2u);
                                        uint _945 = _937 + 1u;
                                        _61 = _945;
                                        _62 = _944;
                                        if (_945 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _951 = t0.words[(_944 + 35u) & 63u] + _944;
                                    uint _952 = _935 + 1u;
                                    _59 = _952;
                                    _60 = _951;
                                    if (_952 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _63 = 0u;
                                uint _64 = t0.words[(_951 + 25u) & 63u] + (_951 << 2u);
                                uint _980;
                                for (;;)
                                {
                                    uint _961 = _63;
                                    uint _968 = t0.words[(_64 + 56u) & 63u] + _64;
                                    uint _65 = _968;
                                    if (!(((_968 ^ 560u) % 6u) == 0u))
                                    {
                                        _65 = t0.words[(_968 + 8u) & 63u] + (_968 * 3u);
                                    }
                                    _980 = _65;
                                    uint _981 = _961 + 1u;
                                    _63 = _981;
                                    _64 = _980;
                                    if (_981 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _66 = _980;
                            }
                            else
                            {
                                uint _923 = t0.words[(_911 + 28u) & 63u] + _911;
                                uint _929 = (_923 * 6u) + t0.words[(_923 + 9u) & 63u];
                                _66 = t0.words[(_929 + 52u) & 63u] + _929;
                            }
                            _67 = _66;
                            if (((t0.words[(_66 + 3u) & 63u] ^ 190u) % 3u) == 0u)
                            {
                                uint _996 = t0.words[(_66 + 62u) & 63u];
                                uint _997 = _996 + (_66 * 6u);
                                _67 = _997;
                                if ((_997 & 3u) == 0u)
                                {
                                    if ((_286 & 1u) == 0u)
                                    {
                                        if ((t0.words[(_997 + 5u) & 63u] & 1u) == 0u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _997;
                                            main_join = 115u;
                                        }
                                        else
                                        {
                                            _67 = t0.words[(_997 + 36u) & 63u] + (_997 << 2u);
                                            main_join = 114u;
                                        }
                                    }
                                    else
                                    {
                                        uint _1007 = t0.words[(_997 + 49u) & 63u] + (_997 << 2u);
                                        _67 = _1007;
                                        if ((_1007 % 3u) == 0u)
                                        {
                                            _67 = t0.words[(_1007 + 38u) & 63u] + (_1007 * 7u);
                                            main_join = 114u;
                                        }
                                        else
                                        {
                                            main_join = 114u;
                                        }
                                    }
                                }
                                else
                                {
                                    main_join = 114u;
                                }
                            }
                            else
                            {
                                main_join = 114u;
                            }
                        }
                        else
                        {
                            main_join = 114u;
                        }
                    }
                    else
                    {
                        main_join = 114u;
                    }
                    switch (main_join)
                    {
                        case 114u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _67;
                            break;
                        }
                    }
                    break;
                }
            }
            break;
        }
    }
}

