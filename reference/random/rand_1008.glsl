#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _165;

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
    uint _157 = gl_GlobalInvocationID.x & 63u;
    uint _164 = t0.words[_157];
    uint _6 = gl_GlobalInvocationID.x;
    if ((t0.words[(gl_GlobalInvocationID.x + 1u) & 63u] & 3u) == 1u)
    {
        uint _181 = t0.words[(gl_GlobalInvocationID.x + 6u) & 63u] + (gl_GlobalInvocationID.x << 1u);
        _6 = (_181 * 3u) + t0.words[(_181 + 14u) & 63u];
    }
    uint _195 = t0.words[(_6 + 5u) & 63u];
    uint _196 = _195 + (_6 * 3u);
    uint _202 = t0.words[(_196 + 29u) & 63u];
    uint _203 = (_196 << 1u) + _202;
    uint _35;
    if (((_164 ^ 709u) % 5u) == 1u)
    {
        if ((_203 % 3u) == 0u)
        {
            uint _412 = t0.words[(_203 + 13u) & 63u] + (_203 << 2u);
            _35 = _412;
            if (((_412 ^ 746u) % 5u) == 1u)
            {
                uint _423 = t0.words[(_412 + 56u) & 63u] + (_412 * 3u);
                _35 = _423;
                if (((t0.words[(_423 + 22u) & 63u] ^ 548u) % 3u) == 0u)
                {
                    uint _7 = 0u;
                    uint _8 = t0.words[(_423 + 46u) & 63u] + (_423 * 7u);
                    uint _510;
                    uint _9;
                    uint _10;
                    for (;;)
                    {
                        uint _440 = _7;
                        uint _447 = t0.words[(_8 + 63u) & 63u] + (_8 << 2u);
                        uint _453 = t0.words[(_447 + 28u) & 63u] + _447;
                        if ((_164 & 3u) == 1u)
                        {
                            if (((_453 ^ 506u) % 5u) == 1u)
                            {
                                uint _491 = t0.words[(_453 + 62u) & 63u] + (_453 << 3u);
                                uint _497 = (_491 << 3u) + t0.words[(_491 + 28u) & 63u];
                                _9 = _497 + t0.words[(_497 + 14u) & 63u];
                            }
                            else
                            {
                                uint _477 = t0.words[(_453 + 5u) & 63u] + (_453 * 5u);
                                _9 = (_477 << 1u) + t0.words[(_477 + 18u) & 63u];
                            }
                            _10 = t0.words[(_9 + 12u) & 63u] + (_9 * 5u);
                        }
                        else
                        {
                            uint _461 = t0.words[(_453 + 2u) & 63u] + (_453 << 1u);
                            _10 = (_461 * 3u) + t0.words[(_461 + 1u) & 63u];
                        }
                        _510 = _10;
                        uint _511 = _440 + 1u;
                        _7 = _511;
                        _8 = _510;
                        if (_511 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    switch (_510 % 5u)
                    {
                        case 0u:
                        {
                            uint _11 = 0u;
                            uint _12 = _510;
                            uint _690;
                            uint _13;
                            for (;;)
                            {
                                uint _637 = _11;
                                uint _14 = _12;
                                if (!(((_12 ^ 825u) % 3u) == 0u))
                                {
                                    if ((_12 & 3u) == 0u)
                                    {
                                        uint _656 = t0.words[(_12 + 21u) & 63u] + (_12 << 3u);
                                        _13 = (_656 * 7u) + t0.words[(_656 + 12u) & 63u];
                                    }
                                    else
                                    {
                                        _13 = t0.words[(_12 + 61u) & 63u] + (_12 * 5u);
                                    }
                                    _14 = _13;
                                    if (((t0.words[(_13 + 44u) & 63u] ^ 54u) % 5u) == 1u)
                                    {
                                        uint _677 = t0.words[(_13 + 18u) & 63u] + _13;
                                        uint _682 = (_677 << 1u) + t0.words[_677 & 63u];
                                        _14 = (_682 << 1u) + t0.words[(_682 + 55u) & 63u];
                                    }
                                }
                                _690 = _14;
                                uint _691 = _637 + 1u;
                                _11 = _691;
                                _12 = _690;
                                if (_691 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _35 = _690;
                            main_join = 74u;
                            break;
                        }
                        case 1u:
                        {
                            uint _19;
                            if (((_510 ^ 790u) % 3u) == 1u)
                            {
                                uint _607 = t0.words[(_510 + 22u) & 63u] + (_510 * 3u);
                                uint _15 = 0u;
                                uint _16 = (_607 * 5u) + t0.words[(_607 + 48u) & 63u];
                                uint _627;
                                for (;;)
                                {
                                    uint _614 = _15;
                                    uint _615 = _16;
                                    uint _621 = t0.words[(_615 + 3u) & 63u] + (_615 * 6u);
                                    _627 = t0.words[(_621 + 42u) & 63u] + _621;
                                    uint _628 = _614 + 1u;
                                    _15 = _628;
                                    _16 = _627;
                                    if (_628 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _19 = _627;
                            }
                            else
                            {
                                uint _17 = 0u;
                                uint _18 = _510;
                                uint _599;
                                for (;;)
                                {
                                    uint _580 = _17;
                                    uint _581 = _18;
                                    uint _587 = t0.words[(_581 + 4u) & 63u] + (_581 * 3u);
                                    uint _593 = (_587 * 3u) + t0.words[(_587 + 6u) & 63u];
                                    _599 = (_593 * 7u) + t0.words[(_593 + 38u) & 63u];
                                    uint _600 = _580 + 1u;
                                    _17 = _600;
                                    _18 = _599;
                                    if (_600 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _19 = _599;
                            }
                            _35 = t0.words[(_19 + 16u) & 63u] + (_19 * 5u);
                            main_join = 74u;
                            break;
                        }
                        case 2u:
                        {
                            if ((_510 % 3u) == 0u)
                            {
                                if (((_164 ^ 995u) % 3u) == 0u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _510;
                                    main_join = 75u;
                                }
                                else
                                {
                                    if (((_510 ^ 988u) % 5u) == 1u)
                                    {
                                        uint _563 = t0.words[(_510 + 31u) & 63u] + _510;
                                        uint _569 = (_563 * 5u) + t0.words[(_563 + 31u) & 63u];
                                        _35 = _569 + t0.words[(_569 + 12u) & 63u];
                                        main_join = 74u;
                                    }
                                    else
                                    {
                                        _35 = t0.words[(_510 + 34u) & 63u] + _510;
                                        main_join = 74u;
                                    }
                                }
                            }
                            else
                            {
                                if ((_164 & 1u) == 0u)
                                {
                                    _35 = t0.words[(_510 + 16u) & 63u] + (_510 * 7u);
                                    main_join = 74u;
                                }
                                else
                                {
                                    uint _522 = t0.words[(_510 + 13u) & 63u] + _510;
                                    uint _529 = (_522 << 3u) + t0.words[(_522 + 30u) & 63u];
                                    _35 = (_529 << 3u) + t0.words[(_529 + 43u) & 63u];
                                    main_join = 74u;
                                }
                            }
                            break;
                        }
                        default:
                        {
                            _35 = t0.words[(_510 + 31u) & 63u] + (_510 * 7u);
                            main_join = 74u;
                            break;
                        }
                    }
                }
                else
                {
                    main_join = 74u;
                }
            }
            else
            {
                main_join = 74u;
            }
        }
        else
        {
            _35 = t0.words[(_203 + 14u) & 63u] + (_203 * 7u);
            main_join = 74u;
        }
    }
    else
    {
        uint _214 = t0.words[(_203 + 37u) & 63u] + (_203 << 1u);
        _35 = _214;
        if ((_214 % 5u) == 0u)
        {
            uint _218 = _214 % 3u;
            if (_218 == 0u)
            {
                uint _20 = 0u;
                uint _21 = _214;
                uint _378;
                for (;;)
                {
                    uint _368 = _20;
                    uint _22 = _21;
                    if ((_21 & 1u) == 0u)
                    {
                        _22 = t0.words[(_21 + 21u) & 63u] + (_21 * 5u);
                    }
                    _378 = _22;
                    uint _379 = _368 + 1u;
                    _20 = _379;
                    _21 = _378;
                    if (_379 == 3u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                uint _23 = 0u;
                uint _24 = _378;
                uint _395;
                for (;;)
                {
                    uint _381 = _23;
                    uint _382 = _24;
                    uint _388 = t0.words[(_382 + 61u) & 63u] + (_382 << 3u);
                    _395 = (_388 * 5u) + t0.words[(_388 + 24u) & 63u];
                    uint _396 = _381 + 1u;
                    _23 = _396;
                    _24 = _395;
                    if (_396 == 5u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _35 = _395;
                main_join = 74u;
            }
            else
            {
                _35 = _214;
                if (_218 == 1u)
                {
                    uint _227 = t0.words[(_214 + 4u) & 63u] + (_214 * 5u);
                    _35 = _227;
                    if (((t0.words[(_227 + 33u) & 63u] ^ 941u) % 3u) == 1u)
                    {
                        uint _25 = 0u;
                        uint _26 = _227;
                        uint _311;
                        uint _27;
                        uint _28;
                        uint _29;
                        uint _237;
                        for (;;)
                        {
                            _237 = _25;
                            _27 = 0u;
                            _28 = _26;
                            uint _260;
                            for (;;)
                            {
                                uint _239 = _27;
                                uint _240 = _28;
                                uint _247 = t0.words[(_240 + 35u) & 63u] + (_240 << 3u);
                                uint _254 = (_247 << 1u) + t0.words[(_247 + 23u) & 63u];
                                _260 = (_254 << 3u) + t0.words[(_254 + 4u) & 63u];
                                uint _261 = _239 + 1u;
                                _27 = _261;
                                _28 = _260;
                                if (_261 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            if ((_260 & 3u) == 0u)
                            {
                                uint _277 = t0.words[(_260 + 38u) & 63u] + _260;
                                _29 = (_277 * 5u) + t0.words[(_277 + 47u) & 63u];
                            }
                            else
                            {
                                _29 = t0.words[(_260 + 48u) & 63u] + (_260 * 6u);
                            }
                            uint _32 = _29;
                            if ((t0.words[(_29 + 48u) & 63u] & 1u) == 0u)
                            {
                                uint _30 = 0u;
                                uint _31 = _29;
                                uint _308;
                                for (;;)
                                {
                                    uint _292 = _30;
                                    uint _293 = _31;
                                    uint _300 = t0.words[(_293 + 61u) & 63u] + (_293 << 1u);
                                    _308 = (_300 << 2u) + t0.words[(_300 + 58u) & 63u];
                                    uint _309 = _292 + 1u;
                                    _30 = _309;
                                    _31 = _308;
                                    if (_309 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _32 = _308;
                            }
                            _311 = _32;
                            uint _312 = _237 + 1u;
                            _25 = _312;
                            _26 = _311;
                            if (_312 == 4u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        if (((t0.words[(_311 + 39u) & 63u] ^ 686u) % 5u) == 0u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _311;
                            main_join = 75u;
                        }
                        else
                        {
                            _35 = _311;
                            switch (_311 % 5u)
                            {
                                case 0u:
                                {
                                    uint _336 = _311 * 3u;
                                    if ((_311 & 1u) == 0u)
                                    {
                                        uint _354 = t0.words[(_311 + 50u) & 63u] + _336;
                                        _35 = (_354 << 3u) + t0.words[(_354 + 13u) & 63u];
                                        main_join = 74u;
                                    }
                                    else
                                    {
                                        uint _341 = t0.words[(_311 + 58u) & 63u] + _336;
                                        _35 = (_341 << 1u) + t0.words[(_341 + 21u) & 63u];
                                        main_join = 74u;
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    uint _33 = _311;
                                    uint _34 = 0u;
                                    uint _331;
                                    for (;;)
                                    {
                                        uint _324 = _33;
                                        uint _325 = _34;
                                        _331 = t0.words[(_324 + 12u) & 63u] + _324;
                                        uint _332 = _325 + 1u;
                                        _33 = _331;
                                        _34 = _332;
                                        if (_332 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _35 = _331;
                                    main_join = 74u;
                                    break;
                                }
                                default:
                                {
                                    main_join = 74u;
                                    break;
                                }
                            }
                        }
                    }
                    else
                    {
                        main_join = 74u;
                    }
                }
                else
                {
                    main_join = 74u;
                }
            }
        }
        else
        {
            main_join = 74u;
        }
    }
    switch (main_join)
    {
        case 74u:
        {
            u0.words[gl_GlobalInvocationID.x] = _35;
            break;
        }
    }
}

