#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _197;

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
    uint main_join = 0u;
    uint _189 = gl_GlobalInvocationID.x & 63u;
    uint _196 = t0.words[_189];
    uint _27 = gl_GlobalInvocationID.x;
    if ((t0.words[(gl_GlobalInvocationID.x + 8u) & 63u] & 1u) == 0u)
    {
        main_join = 67u;
    }
    else
    {
        if ((t0.words[(gl_GlobalInvocationID.x + 2u) & 63u] & 3u) == 3u)
        {
            uint _226 = _196 & 1u;
            uint _24 = gl_GlobalInvocationID.x;
            if ((_196 & 3u) == 3u)
            {
                uint _14 = gl_GlobalInvocationID.x;
                if (_226 == 0u)
                {
                    uint _6 = 0u;
                    uint _7 = t0.words[(gl_GlobalInvocationID.x + 59u) & 63u] + (gl_GlobalInvocationID.x << 1u);
                    uint _244;
                    for (;;)
                    {
                        uint _236 = _6;
                        uint _237 = _7;
                        _244 = t0.words[(_237 + 55u) & 63u] + (_237 << 1u);
                        uint _245 = _236 + 1u;
                        _6 = _245;
                        _7 = _244;
                        if (_245 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    switch (_244 & 3u)
                    {
                        case 0u:
                        {
                            if (((_196 ^ 139u) % 3u) == 1u)
                            {
                                uint _313 = t0.words[(_244 + 63u) & 63u] + (_244 * 3u);
                                _14 = (_313 << 1u) + t0.words[(_313 + 19u) & 63u];
                            }
                            else
                            {
                                uint _8 = 0u;
                                uint _9 = t0.words[(_244 + 46u) & 63u] + (_244 * 3u);
                                uint _298;
                                for (;;)
                                {
                                    uint _291 = _8;
                                    uint _292 = _9;
                                    _298 = t0.words[(_292 + 57u) & 63u] + (_292 * 5u);
                                    uint _299 = _291 + 1u;
                                    _8 = _299;
                                    _9 = _298;
                                    if (_299 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _14 = t0.words[(_298 + 25u) & 63u] + (_298 << 2u);
                            }
                            break;
                        }
                        case 1u:
                        {
                            uint _10 = 0u;
                            uint _11 = t0.words[(_244 + 10u) & 63u] + (_244 << 1u);
                            uint _270;
                            for (;;)
                            {
                                uint _256 = _10;
                                uint _257 = _11;
                                uint _263 = t0.words[(_257 + 52u) & 63u] + _257;
                                _270 = (_263 * 6u) + t0.words[(_263 + 27u) & 63u];
                                uint _271 = _256 + 1u;
                                _10 = _271;
                                _11 = _270;
                                if (_271 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _14 = t0.words[(_270 + 57u) & 63u] + (_270 * 3u);
                            break;
                        }
                        default:
                        {
                            if (((t0.words[(_244 + 41u) & 63u] ^ 271u) % 3u) == 0u)
                            {
                                _14 = t0.words[(_244 + 53u) & 63u] + (_244 * 3u);
                            }
                            else
                            {
                                uint _12 = 0u;
                                uint _13 = _244;
                                uint _350;
                                for (;;)
                                {
                                    uint _330 = _12;
                                    uint _331 = _13;
                                    uint _338 = t0.words[(_331 + 14u) & 63u] + (_331 << 1u);
                                    uint _345 = (_338 * 7u) + t0.words[(_338 + 40u) & 63u];
                                    _350 = _345 + t0.words[(_345 + 8u) & 63u];
                                    uint _351 = _330 + 1u;
                                    _12 = _351;
                                    _13 = _350;
                                    if (_351 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                switch (_350 % 5u)
                                {
                                    case 0u:
                                    {
                                        uint _373 = t0.words[(_350 + 60u) & 63u] + (_350 * 3u);
                                        _14 = t0.words[(_373 + 54u) & 63u] + _373;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _14 = t0.words[(_350 + 5u) & 63u] + (_350 * 7u);
                                        break;
                                    }
                                    case 2u:
                                    {
                                        _14 = t0.words[(_350 + 39u) & 63u] + (_350 * 5u);
                                        break;
                                    }
                                    default:
                                    {
                                        _14 = t0.words[(_350 + 18u) & 63u] + (_350 * 6u);
                                        break;
                                    }
                                }
                            }
                            break;
                        }
                    }
                }
                uint _395 = _14 & 3u;
                uint _23;
                switch (_395)
                {
                    case 0u:
                    {
                        uint _17;
                        switch (_14 % 5u)
                        {
                            case 0u:
                            {
                                _17 = t0.words[(_14 + 54u) & 63u] + (_14 * 5u);
                                main_join = 34u;
                                break;
                            }
                            case 1u:
                            {
                                if (((_196 ^ 442u) % 3u) == 1u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _14;
                                    main_join = 97u;
                                }
                                else
                                {
                                    _17 = t0.words[(_14 + 7u) & 63u] + _14;
                                    main_join = 34u;
                                }
                                break;
                            }
                            case 2u:
                            {
                                uint _15 = 0u;
                                uint _16 = _14;
                                uint _413;
                                for (;;)
                                {
                                    uint _405 = _15;
                                    uint _406 = _16;
                                    _413 = t0.words[(_406 + 62u) & 63u] + (_406 << 1u);
                                    uint _414 = _405 + 1u;
                                    _15 = _414;
                                    _16 = _413;
                                    if (_414 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _17 = _413;
                                main_join = 34u;
                                break;
                            }
                            default:
                            {
                                _17 = t0.words[(_14 + 34u) & 63u] + (_14 * 7u);
                                main_join = 34u;
                                break;
                            }
                        }
                        switch (main_join)
                        {
                            case 34u:
                            {
                                _23 = t0.words[(_17 + 12u) & 63u] + _17;
                                main_join = 56u;
                                break;
                            }
                        }
                        break;
                    }
                    case 1u:
                    {
                        _23 = t0.words[(_14 + 38u) & 63u] + (_14 * 6u);
                        main_join = 56u;
                        break;
                    }
                    default:
                    {
                        _23 = _14;
                        if (_395 == 2u)
                        {
                            uint _458 = t0.words[(_14 + 37u) & 63u];
                            uint _459 = _458 + (_14 << 3u);
                            uint _20;
                            switch (_459 % 5u)
                            {
                                case 0u:
                                {
                                    if (((_459 ^ 879u) % 6u) == 0u)
                                    {
                                        uint _526 = t0.words[(_459 + 18u) & 63u] + (_459 << 1u);
                                        uint _533 = (_526 << 1u) + t0.words[(_526 + 9u) & 63u];
                                        _20 = (_533 * 7u) + t0.words[(_533 + 18u) & 63u];
                                        main_join = 51u;
                                    }
                                    else
                                    {
                                        uint _513 = t0.words[(_459 + 57u) & 63u] + (_459 << 3u);
                                        _20 = (_513 << 1u) + t0.words[(_513 + 49u) & 63u];
                                        main_join = 51u;
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    if (((t0.words[_459 & 63u] ^ 272u) % 3u) == 1u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _459;
                                        main_join = 97u;
                                    }
                                    else
                                    {
                                        _20 = t0.words[(_459 + 43u) & 63u] + _459;
                                        main_join = 51u;
                                    }
                                    break;
                                }
                                case 2u:
                                {
                                    uint _483 = t0.words[(_459 + 40u) & 63u] + (_459 << 3u);
                                    _20 = t0.words[(_483 + 19u) & 63u] + (_483 << 1u);
                                    main_join = 51u;
                                    break;
                                }
                                case 3u:
                                {
                                    uint _18 = 0u;
                                    uint _19 = t0.words[(_459 + 51u) & 63u] + (_459 << 1u);
                                    uint _475;
                                    for (;;)
                                    {
                                        uint _468 = _18;
                                        uint _469 = _19;
                                        _475 = t0.words[(_469 + 39u) & 63u] + (_469 << 3u);
                                        uint _476 = _468 + 1u;
                                        _18 = _476;
                                        _19 = _475;
                                        if (_476 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _20 = _475;
                                    main_join = 51u;
                                    break;
                                }
                                default:
                                {
                                    if ((_459 & 3u) == 0u)
                                    {
                                        uint _554 = t0.words[(_459 + 7u) & 63u] + (_459 * 7u);
                                        _20 = t0.words[(_554 + 57u) & 63u] + _554;
                                        main_join = 51u;
                                    }
                                    else
                                    {
                                        _20 = t0.words[(_459 + 50u) & 63u] + (_459 * 3u);
                                        main_join = 51u;
                                    }
                                    break;
                                }
                            }
                            switch (main_join)
                            {
                                case 51u:
                                {
                                    if ((_20 & 3u) == 0u)
                                    {
                                        uint _593 = t0.words[(_20 + 28u) & 63u] + (_20 << 3u);
                                        _23 = (_593 << 3u) + t0.words[(_593 + 14u) & 63u];
                                        main_join = 56u;
                                    }
                                    else
                                    {
                                        uint _21 = 0u;
                                        uint _22 = _20;
                                        uint _584;
                                        for (;;)
                                        {
                                            uint _564 = _21;
                                            uint _565 = _22;
                                            uint _572 = t0.words[(_565 + 29u) & 63u] + (_565 * 5u);
                                            uint _578 = (_572 * 6u) + t0.words[(_572 + 29u) & 63u];
                                            _584 = _578 + t0.words[(_578 + 22u) & 63u];
                                            uint _585 = _564 + 1u;
                                            _21 = _585;
                                            _22 = _584;
                                            if (_585 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _23 = _584;
                                        main_join = 56u;
                                    }
                                    break;
                                }
                            }
                        }
                        else
                        {
                            main_join = 56u;
                        }
                        break;
                    }
                }
                switch (main_join)
                {
                    case 56u:
                    {
                        _24 = t0.words[(_23 + 40u) & 63u] + (_23 << 1u);
                        main_join = 57u;
                        break;
                    }
                }
            }
            else
            {
                main_join = 57u;
            }
            switch (main_join)
            {
                case 57u:
                {
                    uint _26 = _24;
                    if (_226 == 0u)
                    {
                        uint _617 = t0.words[(_24 + 48u) & 63u] + (_24 * 6u);
                        uint _25;
                        if ((_617 % 3u) == 0u)
                        {
                            _25 = t0.words[(_617 + 10u) & 63u] + _617;
                        }
                        else
                        {
                            _25 = t0.words[(_617 + 50u) & 63u] + (_617 << 1u);
                        }
                        _26 = t0.words[(_25 + 57u) & 63u] + (_25 * 6u);
                    }
                    switch (_26 % 3u)
                    {
                        case 0u:
                        {
                            _27 = t0.words[(_26 + 42u) & 63u] + (_26 * 6u);
                            main_join = 67u;
                            break;
                        }
                        case 1u:
                        {
                            _27 = t0.words[(_26 + 51u) & 63u] + (_26 << 2u);
                            main_join = 67u;
                            break;
                        }
                        default:
                        {
                            _27 = t0.words[(_26 + 33u) & 63u] + (_26 << 1u);
                            main_join = 67u;
                            break;
                        }
                    }
                    break;
                }
            }
        }
        else
        {
            _27 = t0.words[(gl_GlobalInvocationID.x + 27u) & 63u] + (gl_GlobalInvocationID.x * 7u);
            main_join = 67u;
        }
    }
    switch (main_join)
    {
        case 67u:
        {
            uint _28 = _27;
            if ((_27 & 3u) == 3u)
            {
                _28 = t0.words[(_27 + 45u) & 63u] + (_27 << 2u);
            }
            uint _676 = t0.words[(_28 + 34u) & 63u] + _28;
            uint _35 = _676;
            switch (_676 % 3u)
            {
                case 0u:
                {
                    _35 = t0.words[(_676 + 28u) & 63u] + (_676 * 3u);
                    main_join = 96u;
                    break;
                }
                case 1u:
                {
                    uint _29;
                    switch (_676 % 5u)
                    {
                        case 0u:
                        {
                            _29 = t0.words[(_676 + 11u) & 63u] + (_676 << 3u);
                            break;
                        }
                        case 1u:
                        {
                            _29 = t0.words[(_676 + 18u) & 63u] + (_676 * 7u);
                            break;
                        }
                        default:
                        {
                            _29 = t0.words[(_676 + 34u) & 63u] + (_676 << 3u);
                            break;
                        }
                    }
                    if (((t0.words[(_29 + 26u) & 63u] ^ 26u) % 6u) == 1u)
                    {
                        uint _843 = t0.words[(_29 + 23u) & 63u] + (_29 << 1u);
                        uint _849 = (_843 << 2u) + t0.words[(_843 + 1u) & 63u];
                        _35 = (_849 * 3u) + t0.words[(_849 + 53u) & 63u];
                        main_join = 96u;
                    }
                    else
                    {
                        _35 = _29;
                        switch (_29 % 5u)
                        {
                            case 0u:
                            {
                                _35 = t0.words[(_29 + 60u) & 63u] + (_29 << 1u);
                                main_join = 96u;
                                break;
                            }
                            case 1u:
                            {
                                uint _30 = 0u;
                                uint _31 = _29;
                                uint _721;
                                for (;;)
                                {
                                    uint _708 = _30;
                                    uint _709 = _31;
                                    uint _714 = t0.words[(_709 + 46u) & 63u];
                                    uint _715 = _714 + (_709 << 2u);
                                    uint _720 = t0.words[(_715 + 56u) & 63u];
                                    _721 = (_715 * 6u) + _720;
                                    uint _722 = _708 + 1u;
                                    _30 = _722;
                                    _31 = _721;
                                    if (_722 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _35 = _721;
                                if (((t0.words[(_721 + 58u) & 63u] ^ 491u) % 6u) == 0u)
                                {
                                    _35 = _721;
                                    if (((_721 ^ 971u) % 3u) == 0u)
                                    {
                                        if (((_721 ^ 605u) % 3u) == 0u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _721;
                                            main_join = 97u;
                                        }
                                        else
                                        {
                                            uint _34;
                                            if ((_721 & 1u) == 0u)
                                            {
                                                _34 = _721;
                                                if (((t0.words[(_721 + 41u) & 63u] ^ 890u) % 6u) == 0u)
                                                {
                                                    _34 = t0.words[(_721 + 40u) & 63u] + (_721 << 3u);
                                                }
                                            }
                                            else
                                            {
                                                uint _32 = 0u;
                                                uint _33 = _721;
                                                uint _769;
                                                for (;;)
                                                {
                                                    uint _744 = _32;
                                                    uint _745 = _33;
                                                    uint _750 = t0.words[(_745 + 10u) & 63u] + _745;
                                                    uint _757 = (_750 * 3u) + t0.words[(_750 + 47u) & 63u];
                                                    uint _763 = (_757 << 2u) + t0.words[(_757 + 59u) & 63u];
                                                    _769 = (_763 << 3u) + t0.words[(_763 + 33u) & 63u];
                                                    uint _770 = _744 + 1u;
                                                    _32 = _770;
                                                    _33 = _769;
                                                    if (_770 == 5u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                uint _777 = t0.words[(_769 + 39u) & 63u] + (_769 << 2u);
                                                switch (_777 & 3u)
                                                {
                                                    case 0u:
                                                    {
                                                        _34 = t0.words[(_777 + 16u) & 63u] + (_777 * 6u);
                                                        break;
                                                    }
                                                    case 1u:
                                                    {
                                                        _34 = t0.words[(_777 + 34u) & 63u] + _777;
                                                        break;
                                                    }
                                                    case 2u:
                                                    {
                                                        uint _785 = t0.words[(_777 + 23u) & 63u] + (_777 << 3u);
                                                        _34 = (_785 * 7u) + t0.words[(_785 + 22u) & 63u];
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        _34 = t0.words[(_777 + 41u) & 63u] + (_777 << 3u);
                                                        break;
                                                    }
                                                }
                                            }
                                            _35 = t0.words[(_34 + 40u) & 63u] + (_34 * 7u);
                                            main_join = 96u;
                                        }
                                    }
                                    else
                                    {
                                        main_join = 96u;
                                    }
                                }
                                else
                                {
                                    main_join = 96u;
                                }
                                break;
                            }
                            default:
                            {
                                main_join = 96u;
                                break;
                            }
                        }
                    }
                    break;
                }
                default:
                {
                    main_join = 96u;
                    break;
                }
            }
            switch (main_join)
            {
                case 96u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _35;
                    break;
                }
            }
            break;
        }
    }
}

