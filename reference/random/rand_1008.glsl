#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _166;

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
    uint _158 = gl_GlobalInvocationID.x & 63u;
    uint _165 = t0.words[_158];
    uint _6 = gl_GlobalInvocationID.x;
    if ((t0.words[(gl_GlobalInvocationID.x + 1u) & 63u] & 3u) == 1u)
    {
        uint _182 = t0.words[(gl_GlobalInvocationID.x + 6u) & 63u] + (gl_GlobalInvocationID.x << 1u);
        _6 = (_182 * 3u) + t0.words[(_182 + 14u) & 63u];
    }
    uint _196 = t0.words[(_6 + 5u) & 63u];
    uint _197 = _196 + (_6 * 3u);
    uint _203 = t0.words[(_197 + 29u) & 63u];
    uint _204 = (_197 << 1u) + _203;
    uint _35;
    if (((_165 ^ 709u) % 5u) == 1u)
    {
        if ((_204 % 3u) == 0u)
        {
            uint _413 = t0.words[(_204 + 13u) & 63u] + (_204 << 2u);
            _35 = _413;
            if (((_413 ^ 746u) % 5u) == 1u)
            {
                uint _424 = t0.words[(_413 + 56u) & 63u] + (_413 * 3u);
                _35 = _424;
                if (((t0.words[(_424 + 22u) & 63u] ^ 548u) % 3u) == 0u)
                {
                    uint _7 = 0u;
                    uint _8 = t0.words[(_424 + 46u) & 63u] + (_424 * 7u);
                    uint _511;
                    uint _9;
                    uint _10;
                    for (;;)
                    {
                        uint _441 = _7;
                        uint _448 = t0.words[(_8 + 63u) & 63u] + (_8 << 2u);
                        uint _454 = t0.words[(_448 + 28u) & 63u] + _448;
                        if ((_165 & 3u) == 1u)
                        {
                            if (((_454 ^ 506u) % 5u) == 1u)
                            {
                                uint _492 = t0.words[(_454 + 62u) & 63u] + (_454 << 3u);
                                uint _498 = (_492 << 3u) + t0.words[(_492 + 28u) & 63u];
                                _9 = _498 + t0.words[(_498 + 14u) & 63u];
                            }
                            else
                            {
                                uint _478 = t0.words[(_454 + 5u) & 63u] + (_454 * 5u);
                                _9 = (_478 << 1u) + t0.words[(_478 + 18u) & 63u];
                            }
                            _10 = t0.words[(_9 + 12u) & 63u] + (_9 * 5u);
                        }
                        else
                        {
                            uint _462 = t0.words[(_454 + 2u) & 63u] + (_454 << 1u);
                            _10 = (_462 * 3u) + t0.words[(_462 + 1u) & 63u];
                        }
                        _511 = _10;
                        uint _512 = _441 + 1u;
                        _7 = _512;
                        _8 = _511;
                        if (_512 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    switch (_511 % 5u)
                    {
                        case 0u:
                        {
                            uint _11 = 0u;
                            uint _12 = _511;
                            uint _691;
                            uint _13;
                            for (;;)
                            {
                                uint _638 = _11;
                                uint _14 = _12;
                                if (!(((_12 ^ 825u) % 3u) == 0u))
                                {
                                    if ((_12 & 3u) == 0u)
                                    {
                                        uint _657 = t0.words[(_12 + 21u) & 63u] + (_12 << 3u);
                                        _13 = (_657 * 7u) + t0.words[(_657 + 12u) & 63u];
                                    }
                                    else
                                    {
                                        _13 = t0.words[(_12 + 61u) & 63u] + (_12 * 5u);
                                    }
                                    _14 = _13;
                                    if (((t0.words[(_13 + 44u) & 63u] ^ 54u) % 5u) == 1u)
                                    {
                                        uint _678 = t0.words[(_13 + 18u) & 63u] + _13;
                                        uint _683 = (_678 << 1u) + t0.words[_678 & 63u];
                                        _14 = (_683 << 1u) + t0.words[(_683 + 55u) & 63u];
                                    }
                                }
                                _691 = _14;
                                uint _692 = _638 + 1u;
                                _11 = _692;
                                _12 = _691;
                                if (_692 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _35 = _691;
                            main_join = 74u;
                            break;
                        }
                        case 1u:
                        {
                            uint _19;
                            if (((_511 ^ 790u) % 3u) == 1u)
                            {
                                uint _608 = t0.words[(_511 + 22u) & 63u] + (_511 * 3u);
                                uint _15 = 0u;
                                uint _16 = (_608 * 5u) + t0.words[(_608 + 48u) & 63u];
                                uint _628;
                                for (;;)
                                {
                                    uint _615 = _15;
                                    uint _616 = _16;
                                    uint _622 = t0.words[(_616 + 3u) & 63u] + (_616 * 6u);
                                    _628 = t0.words[(_622 + 42u) & 63u] + _622;
                                    uint _629 = _615 + 1u;
                                    _15 = _629;
                                    _16 = _628;
                                    if (_629 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _19 = _628;
                            }
                            else
                            {
                                uint _17 = 0u;
                                uint _18 = _511;
                                uint _600;
                                for (;;)
                                {
                                    uint _581 = _17;
                                    uint _582 = _18;
                                    uint _588 = t0.words[(_582 + 4u) & 63u] + (_582 * 3u);
                                    uint _594 = (_588 * 3u) + t0.words[(_588 + 6u) & 63u];
                                    _600 = (_594 * 7u) + t0.words[(_594 + 38u) & 63u];
                                    uint _601 = _581 + 1u;
                                    _17 = _601;
                                    _18 = _600;
                                    if (_601 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _19 = _600;
                            }
                            _35 = t0.words[(_19 + 16u) & 63u] + (_19 * 5u);
                            main_join = 74u;
                            break;
                        }
                        case 2u:
                        {
                            if ((_511 % 3u) == 0u)
                            {
                                if (((_165 ^ 995u) % 3u) == 0u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _511;
                                    main_join = 75u;
                                }
                                else
                                {
                                    if (((_511 ^ 988u) % 5u) == 1u)
                                    {
                                        uint _564 = t0.words[(_511 + 31u) & 63u] + _511;
                                        uint _570 = (_564 * 5u) + t0.words[(_564 + 31u) & 63u];
                                        _35 = _570 + t0.words[(_570 + 12u) & 63u];
                                        main_join = 74u;
                                    }
                                    else
                                    {
                                        _35 = t0.words[(_511 + 34u) & 63u] + _511;
                                        main_join = 74u;
                                    }
                                }
                            }
                            else
                            {
                                if ((_165 & 1u) == 0u)
                                {
                                    _35 = t0.words[(_511 + 16u) & 63u] + (_511 * 7u);
                                    main_join = 74u;
                                }
                                else
                                {
                                    uint _523 = t0.words[(_511 + 13u) & 63u] + _511;
                                    uint _530 = (_523 << 3u) + t0.words[(_523 + 30u) & 63u];
                                    _35 = (_530 << 3u) + t0.words[(_530 + 43u) & 63u];
                                    main_join = 74u;
                                }
                            }
                            break;
                        }
                        default:
                        {
                            _35 = t0.words[(_511 + 31u) & 63u] + (_511 * 7u);
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
            _35 = t0.words[(_204 + 14u) & 63u] + (_204 * 7u);
            main_join = 74u;
        }
    }
    else
    {
        uint _215 = t0.words[(_204 + 37u) & 63u] + (_204 << 1u);
        _35 = _215;
        if ((_215 % 5u) == 0u)
        {
            uint _219 = _215 % 3u;
            if (_219 == 0u)
            {
                uint _20 = 0u;
                uint _21 = _215;
                uint _379;
                for (;;)
                {
                    uint _369 = _20;
                    uint _22 = _21;
                    if ((_21 & 1u) == 0u)
                    {
                        _22 = t0.words[(_21 + 21u) & 63u] + (_21 * 5u);
                    }
                    _379 = _22;
                    uint _380 = _369 + 1u;
                    _20 = _380;
                    _21 = _379;
                    if (_380 == 3u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                uint _23 = 0u;
                uint _24 = _379;
                uint _396;
                for (;;)
                {
                    uint _382 = _23;
                    uint _383 = _24;
                    uint _389 = t0.words[(_383 + 61u) & 63u] + (_383 << 3u);
                    _396 = (_389 * 5u) + t0.words[(_389 + 24u) & 63u];
                    uint _397 = _382 + 1u;
                    _23 = _397;
                    _24 = _396;
                    if (_397 == 5u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _35 = _396;
                main_join = 74u;
            }
            else
            {
                _35 = _215;
                if (_219 == 1u)
                {
                    uint _228 = t0.words[(_215 + 4u) & 63u] + (_215 * 5u);
                    _35 = _228;
                    if (((t0.words[(_228 + 33u) & 63u] ^ 941u) % 3u) == 1u)
                    {
                        uint _25 = 0u;
                        uint _26 = _228;
                        uint _312;
                        uint _27;
                        uint _28;
                        uint _29;
                        uint _238;
                        for (;;)
                        {
                            _238 = _25;
                            _27 = 0u;
                            _28 = _26;
                            uint _261;
                            for (;;)
                            {
                                uint _240 = _27;
                                uint _241 = _28;
                                uint _248 = t0.words[(_241 + 35u) & 63u] + (_241 << 3u);
                                uint _255 = (_248 << 1u) + t0.words[(_248 + 23u) & 63u];
                                _261 = (_255 << 3u) + t0.words[(_255 + 4u) & 63u];
                                uint _262 = _240 + 1u;
                                _27 = _262;
                                _28 = _261;
                                if (_262 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            if ((_261 & 3u) == 0u)
                            {
                                uint _278 = t0.words[(_261 + 38u) & 63u] + _261;
                                _29 = (_278 * 5u) + t0.words[(_278 + 47u) & 63u];
                            }
                            else
                            {
                                _29 = t0.words[(_261 + 48u) & 63u] + (_261 * 6u);
                            }
                            uint _32 = _29;
                            if ((t0.words[(_29 + 48u) & 63u] & 1u) == 0u)
                            {
                                uint _30 = 0u;
                                uint _31 = _29;
                                uint _309;
                                for (;;)
                                {
                                    uint _293 = _30;
                                    uint _294 = _31;
                                    uint _301 = t0.words[(_294 + 61u) & 63u] + (_294 << 1u);
                                    _309 = (_301 << 2u) + t0.words[(_301 + 58u) & 63u];
                                    uint _310 = _293 + 1u;
                                    _30 = _310;
                                    _31 = _309;
                                    if (_310 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _32 = _309;
                            }
                            _312 = _32;
                            uint _313 = _238 + 1u;
                            _25 = _313;
                            _26 = _312;
                            if (_313 == 4u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        if (((t0.words[(_312 + 39u) & 63u] ^ 686u) % 5u) == 0u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _312;
                            main_join = 75u;
                        }
                        else
                        {
                            _35 = _312;
                            switch (_312 % 5u)
                            {
                                case 0u:
                                {
                                    uint _337 = _312 * 3u;
                                    if ((_312 & 1u) == 0u)
                                    {
                                        uint _355 = t0.words[(_312 + 50u) & 63u] + _337;
                                        _35 = (_355 << 3u) + t0.words[(_355 + 13u) & 63u];
                                        main_join = 74u;
                                    }
                                    else
                                    {
                                        uint _342 = t0.words[(_312 + 58u) & 63u] + _337;
                                        _35 = (_342 << 1u) + t0.words[(_342 + 21u) & 63u];
                                        main_join = 74u;
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    uint _33 = _312;
                                    uint _34 = 0u;
                                    uint _332;
                                    for (;;)
                                    {
                                        uint _325 = _33;
                                        uint _326 = _34;
                                        _332 = t0.words[(_325 + 12u) & 63u] + _325;
                                        uint _333 = _326 + 1u;
                                        _33 = _332;
                                        _34 = _333;
                                        if (_333 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _35 = _332;
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
        default:
        {
            break;
        }
    }
}

