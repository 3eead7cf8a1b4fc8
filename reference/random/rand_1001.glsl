#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _225;

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
    uint _217 = gl_GlobalInvocationID.x & 63u;
    uint _224 = t0.words[_217];
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
                    uint _538;
                    for (;;)
                    {
                        uint _531 = _7;
                        uint _532 = _8;
                        _538 = t0.words[(_532 + 52u) & 63u] + (_532 << 1u);
                        uint _539 = _531 + 1u;
                        _7 = _539;
                        _8 = _538;
                        if (_539 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _9 = 0u;
                    uint _10 = _538;
                    uint _11;
                    uint _22;
                    for (;;)
                    {
                        uint _541 = _9;
                        if ((_224 & 1u) == 0u)
                        {
                            _11 = _10;
                            if (((t0.words[(_10 + 27u) & 63u] ^ 42u) % 6u) == 0u)
                            {
                                uint _577 = t0.words[(_10 + 21u) & 63u] + (_10 * 6u);
                                if (((_577 ^ 444u) % 3u) == 0u)
                                {
                                    _11 = t0.words[(_577 + 27u) & 63u] + (_577 << 1u);
                                }
                                else
                                {
                                    uint _587 = t0.words[(_577 + 25u) & 63u] + (_577 * 6u);
                                    uint _594 = (_587 * 3u) + t0.words[(_587 + 56u) & 63u];
                                    _11 = (_594 << 2u) + t0.words[(_594 + 4u) & 63u];
                                }
                            }
                        }
                        else
                        {
                            uint _549 = t0.words[(_10 + 57u) & 63u] + _10;
                            uint _556 = (_549 * 3u) + t0.words[(_549 + 18u) & 63u];
                            _11 = (_556 << 3u) + t0.words[(_556 + 33u) & 63u];
                        }
                        _22 = _11;
                        if (((_224 ^ 851u) % 6u) == 1u)
                        {
                            break;
                        }
                        else
                        {
                            uint _617 = t0.words[(_11 + 40u) & 63u] + (_11 * 6u);
                            uint _618 = _541 + 1u;
                            _9 = _618;
                            _10 = _617;
                            _22 = _617;
                            if (_618 < 2u)
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
                    uint _257 = t0.words[(gl_GlobalInvocationID.x + 32u) & 63u];
                    uint _258 = _257 + (gl_GlobalInvocationID.x << 3u);
                    switch (_258 & 3u)
                    {
                        case 0u:
                        {
                            uint _344 = t0.words[(_258 + 27u) & 63u] + (_258 * 6u);
                            if ((_344 & 3u) == 0u)
                            {
                                _23 = t0.words[(_344 + 32u) & 63u] + (_344 << 2u);
                                main_join = 54u;
                            }
                            else
                            {
                                _23 = _344;
                                if ((_224 & 1u) == 0u)
                                {
                                    main_join = 54u;
                                }
                                else
                                {
                                    uint _355 = t0.words[(_344 + 12u) & 63u] + (_344 << 1u);
                                    _23 = _355;
                                    if ((_355 & 1u) == 0u)
                                    {
                                        main_join = 54u;
                                    }
                                    else
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _355;
                                        main_join = 101u;
                                    }
                                }
                            }
                            break;
                        }
                        case 1u:
                        {
                            uint _260 = _258 % 5u;
                            uint _12;
                            if (_260 == 0u)
                            {
                                _12 = t0.words[(_258 + 25u) & 63u] + (_258 << 2u);
                                main_join = 29u;
                            }
                            else
                            {
                                _12 = _258;
                                switch (_260)
                                {
                                    case 3u:
                                    {
                                        uint _300 = t0.words[(_258 + 24u) & 63u] + (_258 * 3u);
                                        _12 = _300;
                                        if (((t0.words[(_300 + 57u) & 63u] ^ 310u) % 6u) == 1u)
                                        {
                                            uint _315 = t0.words[(_300 + 33u) & 63u] + _300;
                                            _12 = (_315 * 7u) + t0.words[_315 & 63u];
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
                                        uint _280 = t0.words[(_258 + 52u) & 63u] + (_258 * 5u);
                                        uint _286 = (_280 << 3u) + t0.words[(_280 + 3u) & 63u];
                                        _12 = t0.words[(_286 + 34u) & 63u] + (_286 << 3u);
                                        main_join = 29u;
                                        break;
                                    }
                                    case 2u:
                                    {
                                        _12 = _258;
                                        if (((t0.words[(_258 + 46u) & 63u] ^ 738u) % 6u) == 1u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _258;
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
                            }
                            break;
                        }
                        default:
                        {
                            uint _13 = 0u;
                            uint _14 = _258;
                            uint _505;
                            uint _6;
                            uint _19;
                            for (;;)
                            {
                                uint _365 = _13;
                                switch (_14 & 3u)
                                {
                                    case 0u:
                                    {
                                        uint _428 = t0.words[(_14 + 51u) & 63u] + (_14 << 2u);
                                        if (((_224 ^ 533u) % 3u) == 1u)
                                        {
                                            uint _445 = t0.words[(_428 + 8u) & 63u] + (_428 << 3u);
                                            uint _450 = t0.words[(_445 + 57u) & 63u] + _445;
                                            _19 = (_450 << 1u) + t0.words[(_450 + 60u) & 63u];
                                        }
                                        else
                                        {
                                            _19 = t0.words[(_428 + 13u) & 63u] + _428;
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _15 = 0u;
                                        uint _16 = _14;
                                        uint _419;
                                        for (;;)
                                        {
                                            uint _398 = _15;
                                            uint _399 = _16;
                                            uint _406 = t0.words[(_399 + 4u) & 63u] + (_399 << 1u);
                                            uint _412 = (_406 * 3u) + t0.words[(_406 + 23u) & 63u];
                                            _419 = (_412 << 1u) + t0.words[(_412 + 62u) & 63u];
                                            uint _420 = _398 + 1u;
                                            _15 = _420;
                                            _16 = _419;
                                            if (_420 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _19 = _419;
                                        break;
                                    }
                                    case 2u:
                                    {
                                        uint _17 = 0u;
                                        uint _18 = t0.words[(_14 + 37u) & 63u] + (_14 * 6u);
                                        uint _395;
                                        for (;;)
                                        {
                                            uint _375 = _17;
                                            uint _376 = _18;
                                            uint _383 = t0.words[(_376 + 49u) & 63u] + (_376 * 7u);
                                            uint _389 = (_383 * 5u) + t0.words[(_383 + 25u) & 63u];
                                            _395 = _389 + t0.words[(_389 + 23u) & 63u];
                                            uint _396 = _375 + 1u;
                                            _17 = _396;
                                            _18 = _395;
                                            if (_396 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _19 = _395;
                                        break;
                                    }
                                    default:
                                    {
                                        uint _462 = _14 << 1u;
                                        if (((_224 ^ 903u) % 5u) == 0u)
                                        {
                                            uint _486 = t0.words[(_14 + 13u) & 63u] + _462;
                                            uint _492 = (_486 * 6u) + t0.words[(_486 + 63u) & 63u];
                                            _19 = _492 + t0.words[(_492 + 31u) & 63u];
                                        }
                                        else
                                        {
                                            uint _468 = t0.words[(_14 + 43u) & 63u] + _462;
                                            uint _475 = (_468 << 1u) + t0.words[(_468 + 26u) & 63u];
                                            _19 = (_475 << 3u) + t0.words[(_475 + 3u) & 63u];
                                        }
                                        break;
                                    }
                                }
                                _505 = t0.words[(_19 + 25u) & 63u] + (_19 << 2u);
                                if ((_224 & 3u) == 2u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_23_exit = 0u;
                                    break;
                                }
                                uint _20 = 0u;
                                uint _21 = _505;
                                for (;;)
                                {
                                    uint _508 = _20;
                                    uint _516 = t0.words[(_21 + 17u) & 63u] + (_21 * 5u);
                                    uint _522 = (_516 * 5u) + t0.words[(_516 + 6u) & 63u];
                                    _6 = _522;
                                    uint _523 = _508 + 1u;
                                    _20 = _523;
                                    _21 = _522;
                                    if (_523 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _525 = _365 + 1u;
                                _13 = _525;
                                _14 = _6;
                                if (_525 < 3u)
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
                                    u0.words[gl_GlobalInvocationID.x] = _505;
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
                    if ((_224 & 1u) == 0u)
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
                    if (((_224 ^ 218u) % 6u) == 1u)
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
                                    uint _876;
                                    uint _26;
                                    for (;;)
                                    {
                                        uint _813 = _24;
                                        uint _27 = _25;
                                        if (!(((t0.words[(_25 + 54u) & 63u] ^ 429u) % 5u) == 1u))
                                        {
                                            uint _828 = t0.words[(_25 + 5u) & 63u] + (_25 * 7u);
                                            if (((_224 ^ 96u) % 3u) == 1u)
                                            {
                                                uint _857 = t0.words[(_828 + 57u) & 63u] + (_828 << 3u);
                                                uint _863 = (_857 * 6u) + t0.words[(_857 + 32u) & 63u];
                                                _26 = _863 + t0.words[(_863 + 21u) & 63u];
                                            }
                                            else
                                            {
                                                uint _839 = t0.words[(_828 + 28u) & 63u] + (_828 * 3u);
                                                uint _844 = (_839 * 5u) + t0.words[_839 & 63u];
                                                _26 = (_844 << 3u) + t0.words[(_844 + 22u) & 63u];
                                            }
                                            _27 = t0.words[(_26 + 9u) & 63u] + _26;
                                        }
                                        _876 = _27;
                                        uint _877 = _813 + 1u;
                                        _24 = _877;
                                        _25 = _876;
                                        if (_877 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _28 = _876;
                                }
                                else
                                {
                                    _28 = t0.words[(_23 + 21u) & 63u] + (_23 * 5u);
                                }
                                if ((_28 % 3u) == 0u)
                                {
                                    uint _29 = 0u;
                                    uint _30 = t0.words[(_28 + 6u) & 63u] + (_28 << 3u);
                                    uint _954;
                                    for (;;)
                                    {
                                        uint _902 = _29;
                                        uint _910 = t0.words[(_30 + 58u) & 63u] + (_30 << 3u);
                                        uint _32 = _910;
                                        if (!(((_910 ^ 120u) % 3u) == 1u))
                                        {
                                            uint _31 = _910;
                                            if (((t0.words[(_910 + 35u) & 63u] ^ 214u) % 5u) == 0u)
                                            {
                                                _31 = t0.words[(_910 + 19u) & 63u] + (_910 << 2u);
                                            }
                                            _32 = _31;
                                            if (((_31 ^ 903u) % 6u) == 0u)
                                            {
                                                uint _940 = t0.words[(_31 + 62u) & 63u] + (_31 << 1u);
                                                uint _946 = (_940 * 3u) + t0.words[(_940 + 13u) & 63u];
                                                _32 = (_946 * 7u) + t0.words[(_946 + 41u) & 63u];
                                            }
                                        }
                                        _954 = _32;
                                        uint _955 = _902 + 1u;
                                        _29 = _955;
                                        _30 = _954;
                                        if (_955 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _44 = _954;
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
                                uint _789;
                                uint _37;
                                uint _38;
                                for (;;)
                                {
                                    uint _710 = _33;
                                    if (((_34 ^ 357u) % 6u) == 1u)
                                    {
                                        uint _35 = 0u;
                                        uint _36 = t0.words[(_34 + 23u) & 63u] + (_34 << 1u);
                                        uint _780;
                                        for (;;)
                                        {
                                            uint _765 = _35;
                                            uint _766 = _36;
                                            uint _773 = t0.words[(_766 + 15u) & 63u] + (_766 * 6u);
                                            _780 = (_773 << 3u) + t0.words[(_773 + 10u) & 63u];
                                            uint _781 = _765 + 1u;
                                            _35 = _781;
                                            _36 = _780;
                                            if (_781 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _38 = t0.words[(_780 + 21u) & 63u] + (_780 * 7u);
                                    }
                                    else
                                    {
                                        uint _720 = _34 * 5u;
                                        if (((_34 ^ 250u) % 6u) == 1u)
                                        {
                                            uint _737 = t0.words[(_34 + 29u) & 63u] + _720;
                                            uint _744 = (_737 * 5u) + t0.words[(_737 + 16u) & 63u];
                                            _37 = (_744 << 2u) + t0.words[(_744 + 8u) & 63u];
                                        }
                                        else
                                        {
                                            uint _725 = t0.words[(_34 + 54u) & 63u] + _720;
                                            _37 = (_725 << 1u) + t0.words[(_725 + 38u) & 63u];
                                        }
                                        _38 = t0.words[(_37 + 30u) & 63u] + (_37 * 7u);
                                    }
                                    _789 = _38;
                                    uint _790 = _710 + 1u;
                                    _33 = _790;
                                    _34 = _789;
                                    if (_790 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _44 = t0.words[_789 & 63u] + (_789 * 6u);
                                main_join = 100u;
                                break;
                            }
                            case 3u:
                            {
                                if (((t0.words[(_23 + 3u) & 63u] ^ 456u) % 5u) == 1u)
                                {
                                    uint _39 = 0u;
                                    uint _40 = _23;
                                    uint _701;
                                    uint _41;
                                    uint _42;
                                    uint _43;
                                    uint _644;
                                    for (;;)
                                    {
                                        _644 = _39;
                                        _41 = 0u;
                                        _42 = _40;
                                        uint _665;
                                        for (;;)
                                        {
                                            uint _646 = _41;
                                            uint _647 = _42;
                                            uint _653 = t0.words[(_647 + 5u) & 63u] + (_647 * 6u);
                                            uint _659 = (_653 * 7u) + t0.words[(_653 + 24u) & 63u];
                                            _665 = (_659 * 3u) + t0.words[(_659 + 40u) & 63u];
                                            uint _666 = _646 + 1u;
                                            _41 = _666;
                                            _42 = _665;
                                            if (_666 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _670 = _665 * 7u;
                                        if ((_665 & 3u) == 0u)
                                        {
                                            uint _680 = t0.words[(_665 + 54u) & 63u] + _670;
                                            _43 = (_680 << 2u) + t0.words[(_680 + 61u) & 63u];
                                        }
                                        else
                                        {
                                            _43 = t0.words[(_665 + 23u) & 63u] + _670;
                                        }
                                        uint _694 = t0.words[(_43 + 25u) & 63u] + (_43 * 6u);
                                        _701 = (_694 * 5u) + t0.words[(_694 + 59u) & 63u];
                                        uint _702 = _644 + 1u;
                                        _39 = _702;
                                        _40 = _701;
                                        if (_702 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _44 = t0.words[(_701 + 53u) & 63u] + _701;
                                    main_join = 100u;
                                }
                                else
                                {
                                    _44 = _23;
                                    if (((_224 ^ 475u) % 6u) == 1u)
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
    }
}

