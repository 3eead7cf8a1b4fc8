#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _203;

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
    uint _195 = gl_GlobalInvocationID.x & 63u;
    uint _202 = t0.words[_195];
    uint _27 = gl_GlobalInvocationID.x;
    if ((t0.words[(gl_GlobalInvocationID.x + 8u) & 63u] & 1u) == 0u)
    {
        main_join = 67u;
    }
    else
    {
        if ((t0.words[(gl_GlobalInvocationID.x + 2u) & 63u] & 3u) == 3u)
        {
            uint _232 = _202 & 1u;
            uint _24 = gl_GlobalInvocationID.x;
            if ((_202 & 3u) == 3u)
            {
                uint _14 = gl_GlobalInvocationID.x;
                if (_232 == 0u)
                {
                    uint _6 = 0u;
                    uint _7 = t0.words[(gl_GlobalInvocationID.x + 59u) & 63u] + (gl_GlobalInvocationID.x << 1u);
                    uint _250;
                    for (;;)
                    {
                        uint _242 = _6;
                        uint _243 = _7;
                        _250 = t0.words[(_243 + 55u) & 63u] + (_243 << 1u);
                        uint _251 = _242 + 1u;
                        _6 = _251;
                        _7 = _250;
                        if (_251 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    switch (_250 & 3u)
                    {
                        case 0u:
                        {
                            if (((_202 ^ 139u) % 3u) == 1u)
                            {
                                uint _319 = t0.words[(_250 + 63u) & 63u] + (_250 * 3u);
                                _14 = (_319 << 1u) + t0.words[(_319 + 19u) & 63u];
                            }
                            else
                            {
                                uint _8 = 0u;
                                uint _9 = t0.words[(_250 + 46u) & 63u] + (_250 * 3u);
                                uint _304;
                                for (;;)
                                {
                                    uint _297 = _8;
                                    uint _298 = _9;
                                    _304 = t0.words[(_298 + 57u) & 63u] + (_298 * 5u);
                                    uint _305 = _297 + 1u;
                                    _8 = _305;
                                    _9 = _304;
                                    if (_305 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _14 = t0.words[(_304 + 25u) & 63u] + (_304 << 2u);
                            }
                            break;
                        }
                        case 1u:
                        {
                            uint _10 = 0u;
                            uint _11 = t0.words[(_250 + 10u) & 63u] + (_250 << 1u);
                            uint _276;
                            for (;;)
                            {
                                uint _262 = _10;
                                uint _263 = _11;
                                uint _269 = t0.words[(_263 + 52u) & 63u] + _263;
                                _276 = (_269 * 6u) + t0.words[(_269 + 27u) & 63u];
                                uint _277 = _262 + 1u;
                                _10 = _277;
                                _11 = _276;
                                if (_277 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _14 = t0.words[(_276 + 57u) & 63u] + (_276 * 3u);
                            break;
                        }
                        default:
                        {
                            if (((t0.words[(_250 + 41u) & 63u] ^ 271u) % 3u) == 0u)
                            {
                                _14 = t0.words[(_250 + 53u) & 63u] + (_250 * 3u);
                            }
                            else
                            {
                                uint _12 = 0u;
                                uint _13 = _250;
                                uint _356;
                                for (;;)
                                {
                                    uint _336 = _12;
                                    uint _337 = _13;
                                    uint _344 = t0.words[(_337 + 14u) & 63u] + (_337 << 1u);
                                    uint _351 = (_344 * 7u) + t0.words[(_344 + 40u) & 63u];
                                    _356 = _351 + t0.words[(_351 + 8u) & 63u];
                                    uint _357 = _336 + 1u;
                                    _12 = _357;
                                    _13 = _356;
                                    if (_357 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                switch (_356 % 5u)
                                {
                                    case 0u:
                                    {
                                        uint _379 = t0.words[(_356 + 60u) & 63u] + (_356 * 3u);
                                        _14 = t0.words[(_379 + 54u) & 63u] + _379;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _14 = t0.words[(_356 + 5u) & 63u] + (_356 * 7u);
                                        break;
                                    }
                                    case 2u:
                                    {
                                        _14 = t0.words[(_356 + 39u) & 63u] + (_356 * 5u);
                                        break;
                                    }
                                    default:
                                    {
                                        _14 = t0.words[(_356 + 18u) & 63u] + (_356 * 6u);
                                        break;
                                    }
                                }
                            }
                            break;
                        }
                    }
                }
                uint _401 = _14 & 3u;
                uint _23;
                switch (_401)
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
                                if (((_202 ^ 442u) % 3u) == 1u)
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
                                uint _419;
                                for (;;)
                                {
                                    uint _411 = _15;
                                    uint _412 = _16;
                                    _419 = t0.words[(_412 + 62u) & 63u] + (_412 << 1u);
                                    uint _420 = _411 + 1u;
                                    _15 = _420;
                                    _16 = _419;
                                    if (_420 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _17 = _419;
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
                            default:
                            {
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
                        if (_401 == 2u)
                        {
                            uint _464 = t0.words[(_14 + 37u) & 63u];
                            uint _465 = _464 + (_14 << 3u);
                            uint _20;
                            switch (_465 % 5u)
                            {
                                case 0u:
                                {
                                    if (((_465 ^ 879u) % 6u) == 0u)
                                    {
                                        uint _532 = t0.words[(_465 + 18u) & 63u] + (_465 << 1u);
                                        uint _539 = (_532 << 1u) + t0.words[(_532 + 9u) & 63u];
                                        _20 = (_539 * 7u) + t0.words[(_539 + 18u) & 63u];
                                        main_join = 51u;
                                    }
                                    else
                                    {
                                        uint _519 = t0.words[(_465 + 57u) & 63u] + (_465 << 3u);
                                        _20 = (_519 << 1u) + t0.words[(_519 + 49u) & 63u];
                                        main_join = 51u;
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    if (((t0.words[_465 & 63u] ^ 272u) % 3u) == 1u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _465;
                                        main_join = 97u;
                                    }
                                    else
                                    {
                                        _20 = t0.words[(_465 + 43u) & 63u] + _465;
                                        main_join = 51u;
                                    }
                                    break;
                                }
                                case 2u:
                                {
                                    uint _489 = t0.words[(_465 + 40u) & 63u] + (_465 << 3u);
                                    _20 = t0.words[(_489 + 19u) & 63u] + (_489 << 1u);
                                    main_join = 51u;
                                    break;
                                }
                                case 3u:
                                {
                                    uint _18 = 0u;
                                    uint _19 = t0.words[(_465 + 51u) & 63u] + (_465 << 1u);
                                    uint _481;
                                    for (;;)
                                    {
                                        uint _474 = _18;
                                        uint _475 = _19;
                                        _481 = t0.words[(_475 + 39u) & 63u] + (_475 << 3u);
                                        uint _482 = _474 + 1u;
                                        _18 = _482;
                                        _19 = _481;
                                        if (_482 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _20 = _481;
                                    main_join = 51u;
                                    break;
                                }
                                default:
                                {
                                    if ((_465 & 3u) == 0u)
                                    {
                                        uint _560 = t0.words[(_465 + 7u) & 63u] + (_465 * 7u);
                                        _20 = t0.words[(_560 + 57u) & 63u] + _560;
                                        main_join = 51u;
                                    }
                                    else
                                    {
                                        _20 = t0.words[(_465 + 50u) & 63u] + (_465 * 3u);
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
                                        uint _599 = t0.words[(_20 + 28u) & 63u] + (_20 << 3u);
                                        _23 = (_599 << 3u) + t0.words[(_599 + 14u) & 63u];
                                        main_join = 56u;
                                    }
                                    else
                                    {
                                        uint _21 = 0u;
                                        uint _22 = _20;
                                        uint _590;
                                        for (;;)
                                        {
                                            uint _570 = _21;
                                            uint _571 = _22;
                                            uint _578 = t0.words[(_571 + 29u) & 63u] + (_571 * 5u);
                                            uint _584 = (_578 * 6u) + t0.words[(_578 + 29u) & 63u];
                                            _590 = _584 + t0.words[(_584 + 22u) & 63u];
                                            uint _591 = _570 + 1u;
                                            _21 = _591;
                                            _22 = _590;
                                            if (_591 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _23 = _590;
                                        main_join = 56u;
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
                    default:
                    {
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
                    if (_232 == 0u)
                    {
                        uint _623 = t0.words[(_24 + 48u) & 63u] + (_24 * 6u);
                        uint _25;
                        if ((_623 % 3u) == 0u)
                        {
                            _25 = t0.words[(_623 + 10u) & 63u] + _623;
                        }
                        else
                        {
                            _25 = t0.words[(_623 + 50u) & 63u] + (_623 << 1u);
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
                default:
                {
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
            uint _682 = t0.words[(_28 + 34u) & 63u] + _28;
            uint _35 = _682;
            switch (_682 % 3u)
            {
                case 0u:
                {
                    _35 = t0.words[(_682 + 28u) & 63u] + (_682 * 3u);
                    main_join = 96u;
                    break;
                }
                case 1u:
                {
                    uint _29;
                    switch (_682 % 5u)
                    {
                        case 0u:
                        {
                            _29 = t0.words[(_682 + 11u) & 63u] + (_682 << 3u);
                            break;
                        }
                        case 1u:
                        {
                            _29 = t0.words[(_682 + 18u) & 63u] + (_682 * 7u);
                            break;
                        }
                        default:
                        {
                            _29 = t0.words[(_682 + 34u) & 63u] + (_682 << 3u);
                            break;
                        }
                    }
                    if (((t0.words[(_29 + 26u) & 63u] ^ 26u) % 6u) == 1u)
                    {
                        uint _849 = t0.words[(_29 + 23u) & 63u] + (_29 << 1u);
                        uint _855 = (_849 << 2u) + t0.words[(_849 + 1u) & 63u];
                        _35 = (_855 * 3u) + t0.words[(_855 + 53u) & 63u];
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
                                uint _727;
                                for (;;)
                                {
                                    uint _714 = _30;
                                    uint _715 = _31;
                                    uint _720 = t0.words[(_715 + 46u) & 63u];
                                    uint _721 = _720 + (_715 << 2u);
                                    uint _726 = t0.words[(_721 + 56u) & 63u];
                                    _727 = (_721 * 6u) + _726;
                                    uint _728 = _714 + 1u;
                                    _30 = _728;
                                    _31 = _727;
                                    if (_728 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _35 = _727;
                                if (((t0.words[(_727 + 58u) & 63u] ^ 491u) % 6u) == 0u)
                                {
                                    _35 = _727;
                                    if (((_727 ^ 971u) % 3u) == 0u)
                                    {
                                        if (((_727 ^ 605u) % 3u) == 0u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _727;
                                            main_join = 97u;
                                        }
                                        else
                                        {
                                            uint _34;
                                            if ((_727 & 1u) == 0u)
                                            {
                                                _34 = _727;
                                                if (((t0.words[(_727 + 41u) & 63u] ^ 890u) % 6u) == 0u)
                                                {
                                                    _34 = t0.words[(_727 + 40u) & 63u] + (_727 << 3u);
                                                }
                                            }
                                            else
                                            {
                                                uint _32 = 0u;
                                                uint _33 = _727;
                                                uint _775;
                                                for (;;)
                                                {
                                                    uint _750 = _32;
                                                    uint _751 = _33;
                                                    uint _756 = t0.words[(_751 + 10u) & 63u] + _751;
                                                    uint _763 = (_756 * 3u) + t0.words[(_756 + 47u) & 63u];
                                                    uint _769 = (_763 << 2u) + t0.words[(_763 + 59u) & 63u];
                                                    _775 = (_769 << 3u) + t0.words[(_769 + 33u) & 63u];
                                                    uint _776 = _750 + 1u;
                                                    _32 = _776;
                                                    _33 = _775;
                                                    if (_776 == 5u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                uint _783 = t0.words[(_775 + 39u) & 63u] + (_775 << 2u);
                                                switch (_783 & 3u)
                                                {
                                                    case 0u:
                                                    {
                                                        _34 = t0.words[(_783 + 16u) & 63u] + (_783 * 6u);
                                                        break;
                                                    }
                                                    case 1u:
                                                    {
                                                        _34 = t0.words[(_783 + 34u) & 63u] + _783;
                                                        break;
                                                    }
                                                    case 2u:
                                                    {
                                                        uint _791 = t0.words[(_783 + 23u) & 63u] + (_783 << 3u);
                                                        _34 = (_791 * 7u) + t0.words[(_791 + 22u) & 63u];
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        _34 = t0.words[(_783 + 41u) & 63u] + (_783 << 3u);
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

