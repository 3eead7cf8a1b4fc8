#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _196;

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
    uint _188 = gl_GlobalInvocationID.x & 63u;
    uint _195 = t0.words[_188];
    uint _204 = t0.words[(gl_GlobalInvocationID.x + 9u) & 63u];
    uint _205 = _204 + (gl_GlobalInvocationID.x << 3u);
    uint _6;
    if ((_205 & 3u) == 0u)
    {
        _6 = t0.words[(_205 + 4u) & 63u];
    }
    else
    {
        _6 = t0.words[(_205 + 63u) & 63u];
    }
    uint _220 = _6 + (_205 << 1u);
    uint _226 = t0.words[(_220 + 43u) & 63u];
    uint _227 = _226 + (_220 << 1u);
    uint _36;
    if ((_227 & 3u) == 1u)
    {
        uint _413 = t0.words[(_227 + 17u) & 63u] + (_227 * 6u);
        uint _420 = (_413 << 3u) + t0.words[(_413 + 27u) & 63u];
        if ((_420 & 3u) == 3u)
        {
            uint _862 = t0.words[(_420 + 52u) & 63u] + (_420 << 2u);
            _36 = _862;
            if ((_195 & 1u) == 0u)
            {
                main_join = 98u;
            }
            else
            {
                uint _870 = t0.words[(_862 + 34u) & 63u] + (_862 << 3u);
                _36 = (_870 * 3u) + t0.words[(_870 + 16u) & 63u];
                main_join = 98u;
            }
        }
        else
        {
            uint _429 = t0.words[(_420 + 13u) & 63u] + (_420 * 5u);
            uint _19;
            if ((_429 & 3u) == 0u)
            {
                uint _635 = t0.words[(_429 + 3u) & 63u] + (_429 * 7u);
                _19 = _635;
                if (!((t0.words[(_635 + 63u) & 63u] & 1u) == 0u))
                {
                    uint _9;
                    if ((_635 % 3u) == 0u)
                    {
                        if ((_195 & 1u) == 0u)
                        {
                            uint _7;
                            switch (_635 % 5u)
                            {
                                case 0u:
                                {
                                    _7 = t0.words[(_635 + 33u) & 63u] + (_635 << 2u);
                                    break;
                                }
                                case 1u:
                                {
                                    uint _718 = t0.words[(_635 + 8u) & 63u] + (_635 * 5u);
                                    _7 = (_718 * 3u) + t0.words[(_718 + 7u) & 63u];
                                    break;
                                }
                                case 2u:
                                {
                                    uint _705 = t0.words[(_635 + 7u) & 63u] + _635;
                                    _7 = (_705 << 3u) + t0.words[(_705 + 10u) & 63u];
                                    break;
                                }
                                case 3u:
                                {
                                    uint _694 = t0.words[(_635 + 56u) & 63u] + _635;
                                    _7 = (_694 << 3u) + t0.words[(_694 + 38u) & 63u];
                                    break;
                                }
                                default:
                                {
                                    _7 = t0.words[(_635 + 41u) & 63u] + _635;
                                    break;
                                }
                            }
                            if ((_7 % 5u) == 0u)
                            {
                                uint _751 = t0.words[(_7 + 4u) & 63u] + (_7 << 2u);
                                _9 = (_751 * 6u) + t0.words[(_751 + 48u) & 63u];
                            }
                            else
                            {
                                _9 = t0.words[(_7 + 5u) & 63u] + (_7 << 3u);
                            }
                        }
                        else
                        {
                            uint _658 = t0.words[(_635 + 10u) & 63u] + (_635 * 3u);
                            uint _8;
                            if ((_658 % 5u) == 0u)
                            {
                                _8 = t0.words[(_658 + 4u) & 63u] + (_658 << 2u);
                            }
                            else
                            {
                                _8 = t0.words[(_658 + 54u) & 63u] + (_658 << 1u);
                            }
                            _9 = _8;
                            if (((t0.words[(_8 + 29u) & 63u] ^ 14u) % 6u) == 1u)
                            {
                                _9 = t0.words[(_8 + 17u) & 63u] + (_8 << 1u);
                            }
                        }
                    }
                    else
                    {
                        _9 = t0.words[(_635 + 36u) & 63u] + (_635 << 2u);
                    }
                    _19 = t0.words[(_9 + 22u) & 63u] + (_9 << 1u);
                }
            }
            else
            {
                uint _437 = t0.words[(_429 + 20u) & 63u] + (_429 * 5u);
                if ((_437 & 3u) == 3u)
                {
                    uint _16;
                    if ((t0.words[(_437 + 38u) & 63u] & 1u) == 0u)
                    {
                        _16 = _437;
                        if (((_195 ^ 748u) % 5u) == 1u)
                        {
                            switch (_437 % 3u)
                            {
                                case 0u:
                                {
                                    _16 = t0.words[(_437 + 39u) & 63u] + (_437 << 2u);
                                    break;
                                }
                                case 1u:
                                {
                                    uint _597 = t0.words[(_437 + 10u) & 63u] + (_437 * 5u);
                                    _16 = (_597 << 2u) + t0.words[(_597 + 45u) & 63u];
                                    break;
                                }
                                default:
                                {
                                    _16 = t0.words[(_437 + 1u) & 63u] + (_437 << 3u);
                                    break;
                                }
                            }
                        }
                    }
                    else
                    {
                        uint _10 = _437;
                        if ((t0.words[(_437 + 32u) & 63u] & 1u) == 0u)
                        {
                            uint _483 = t0.words[(_437 + 54u) & 63u] + (_437 * 7u);
                            _10 = (_483 << 1u) + t0.words[(_483 + 31u) & 63u];
                        }
                        uint _495 = _10 & 3u;
                        uint _13;
                        if (((_195 ^ 781u) % 3u) == 1u)
                        {
                            uint _11;
                            switch (_495)
                            {
                                case 0u:
                                {
                                    _11 = t0.words[(_10 + 54u) & 63u] + (_10 << 3u);
                                    break;
                                }
                                case 1u:
                                {
                                    _11 = t0.words[(_10 + 18u) & 63u] + (_10 << 1u);
                                    break;
                                }
                                case 2u:
                                {
                                    uint _542 = t0.words[(_10 + 60u) & 63u] + (_10 * 6u);
                                    _11 = (_542 * 5u) + t0.words[_542 & 63u];
                                    break;
                                }
                                default:
                                {
                                    _11 = t0.words[(_10 + 62u) & 63u] + (_10 * 7u);
                                    break;
                                }
                            }
                            _13 = t0.words[(_11 + 34u) & 63u] + (_11 << 2u);
                        }
                        else
                        {
                            uint _12 = _10;
                            if (_495 == 0u)
                            {
                                uint _502 = t0.words[(_10 + 27u) & 63u] + (_10 * 7u);
                                _12 = (_502 * 7u) + t0.words[(_502 + 43u) & 63u];
                            }
                            switch (_12 % 3u)
                            {
                                case 0u:
                                {
                                    _13 = t0.words[(_12 + 42u) & 63u] + (_12 << 2u);
                                    break;
                                }
                                case 1u:
                                {
                                    uint _517 = t0.words[(_12 + 33u) & 63u] + (_12 * 3u);
                                    _13 = (_517 * 6u) + t0.words[(_517 + 10u) & 63u];
                                    break;
                                }
                                default:
                                {
                                    _13 = t0.words[_12 & 63u] + (_12 * 6u);
                                    break;
                                }
                            }
                        }
                        uint _14 = 0u;
                        uint _15 = _13;
                        uint _584;
                        for (;;)
                        {
                            uint _576 = _14;
                            uint _577 = _15;
                            _584 = t0.words[(_577 + 46u) & 63u] + (_577 * 7u);
                            uint _585 = _576 + 1u;
                            _14 = _585;
                            _15 = _584;
                            if (_585 == 4u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _16 = _584;
                    }
                    uint _622 = t0.words[(_16 + 58u) & 63u] + (_16 << 2u);
                    _19 = (_622 << 2u) + t0.words[(_622 + 48u) & 63u];
                }
                else
                {
                    uint _17 = 0u;
                    uint _18 = _437;
                    uint _454;
                    for (;;)
                    {
                        uint _440 = _17;
                        uint _441 = _18;
                        uint _447 = t0.words[(_441 + 60u) & 63u] + _441;
                        _454 = (_447 << 1u) + t0.words[(_447 + 52u) & 63u];
                        uint _455 = _440 + 1u;
                        _17 = _455;
                        _18 = _454;
                        if (_455 == 2u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _19 = t0.words[(_454 + 26u) & 63u] + (_454 * 6u);
                }
            }
            uint _771 = _19 * 6u;
            if (((_195 ^ 588u) % 3u) == 1u)
            {
                uint _844 = t0.words[(_19 + 59u) & 63u] + _771;
                uint _850 = (_844 << 3u) + t0.words[(_844 + 42u) & 63u];
                _36 = (_850 * 5u) + t0.words[(_850 + 42u) & 63u];
                main_join = 98u;
            }
            else
            {
                uint _775 = t0.words[(_19 + 27u) & 63u];
                uint _776 = _775 + _771;
                _36 = _776;
                if ((t0.words[(_776 + 43u) & 63u] & 3u) == 0u)
                {
                    if (((_195 ^ 295u) % 3u) == 1u)
                    {
                        if (((t0.words[(_776 + 9u) & 63u] ^ 384u) % 5u) == 1u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _776;
                            main_join = 99u;
                        }
                        else
                        {
                            main_join = 62u;
                        }
                    }
                    else
                    {
                        main_join = 62u;
                    }
                    switch (main_join)
                    {
                        case 62u:
                        {
                            uint _20 = _776;
                            if (((t0.words[(_776 + 44u) & 63u] ^ 417u) % 6u) == 0u)
                            {
                                uint _810 = t0.words[(_776 + 56u) & 63u] + (_776 * 7u);
                                if ((_810 % 3u) == 0u)
                                {
                                    _20 = t0.words[(_810 + 39u) & 63u] + _810;
                                }
                                else
                                {
                                    _20 = _810;
                                    if ((_810 & 3u) == 3u)
                                    {
                                        uint _820 = t0.words[(_810 + 25u) & 63u] + _810;
                                        _20 = (_820 << 2u) + t0.words[(_820 + 39u) & 63u];
                                    }
                                }
                            }
                            _36 = t0.words[(_20 + 27u) & 63u] + (_20 << 3u);
                            main_join = 98u;
                            break;
                        }
                    }
                }
                else
                {
                    main_join = 98u;
                }
            }
        }
    }
    else
    {
        _36 = _227;
        if (((_227 ^ 520u) % 6u) == 0u)
        {
            uint _241 = t0.words[(_227 + 31u) & 63u];
            uint _242 = _241 + (_227 * 3u);
            uint _249 = t0.words[(_242 + 58u) & 63u];
            uint _250 = (_242 * 7u) + _249;
            if (((t0.words[(_250 + 44u) & 63u] ^ 202u) % 6u) == 1u)
            {
                uint _24;
                switch (_250 % 3u)
                {
                    case 0u:
                    {
                        uint _21 = 0u;
                        uint _22 = _250;
                        uint _23;
                        uint _327;
                        uint _336;
                        for (;;)
                        {
                            _327 = _21;
                            uint _328 = _22;
                            _336 = t0.words[(_328 + 30u) & 63u] + (_328 << 2u);
                            _23 = _336;
                            if (((t0.words[(_336 + 40u) & 63u] ^ 989u) % 3u) == 0u)
                            {
                                break;
                            }
                            else
                            {
                                uint _351 = t0.words[(_336 + 45u) & 63u] + (_336 << 2u);
                                uint _352 = _327 + 1u;
                                _21 = _352;
                                _22 = _351;
                                _23 = _351;
                                if (_352 < 5u)
                                {
                                    continue;
                                }
                                else
                                {
                                    break;
                                }
                            }
                        }
                        _24 = _23;
                        main_join = 79u;
                        break;
                    }
                    case 1u:
                    {
                        _24 = _250;
                        if ((_195 & 1u) == 0u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _250;
                            main_join = 99u;
                        }
                        else
                        {
                            main_join = 79u;
                        }
                        break;
                    }
                    default:
                    {
                        _24 = t0.words[(_250 + 39u) & 63u] + (_250 * 7u);
                        main_join = 79u;
                        break;
                    }
                }
                switch (main_join)
                {
                    case 79u:
                    {
                        if (((_195 ^ 49u) % 6u) == 1u)
                        {
                            uint _391 = t0.words[(_24 + 21u) & 63u] + (_24 * 3u);
                            uint _397 = t0.words[(_391 + 14u) & 63u] + _391;
                            _36 = _397;
                            if (((t0.words[(_397 + 20u) & 63u] ^ 733u) % 6u) == 0u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _397;
                                main_join = 99u;
                            }
                            else
                            {
                                main_join = 98u;
                            }
                        }
                        else
                        {
                            uint _25 = _24;
                            if (((_195 ^ 554u) % 3u) == 1u)
                            {
                                _25 = t0.words[(_24 + 61u) & 63u] + (_24 * 6u);
                            }
                            _36 = _25;
                            if (((_25 ^ 109u) % 6u) == 0u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _25;
                                main_join = 99u;
                            }
                            else
                            {
                                main_join = 98u;
                            }
                        }
                        break;
                    }
                }
            }
            else
            {
                uint _26 = 0u;
                uint _27 = _250;
                uint _312;
                uint _28;
                uint _29;
                uint _260;
                for (;;)
                {
                    _260 = _26;
                    _28 = 0u;
                    _29 = _27;
                    for (;;)
                    {
                        uint _262 = _28;
                        uint _35 = _29;
                        if (!(((t0.words[(_29 + 45u) & 63u] ^ 128u) % 3u) == 0u))
                        {
                            uint _30 = 0u;
                            uint _31 = _29;
                            uint _309;
                            uint _32;
                            uint _33;
                            uint _273;
                            for (;;)
                            {
                                _273 = _30;
                                _32 = _31;
                                _33 = 0u;
                                uint _283;
                                for (;;)
                                {
                                    uint _275 = _32;
                                    uint _276 = _33;
                                    _283 = t0.words[(_275 + 17u) & 63u] + (_275 * 3u);
                                    uint _284 = _276 + 1u;
                                    _32 = _283;
                                    _33 = _284;
                                    if (_284 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _34 = _283;
                                if (((t0.words[(_283 + 5u) & 63u] ^ 815u) % 6u) == 0u)
                                {
                                    uint _301 = t0.words[(_283 + 26u) & 63u] + (_283 * 5u);
                                    _34 = (_301 * 5u) + t0.words[(_301 + 18u) & 63u];
                                }
                                _309 = _34;
                                uint _310 = _273 + 1u;
                                _30 = _310;
                                _31 = _309;
                                if (_310 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _35 = _309;
                        }
                        _312 = _35;
                        uint _313 = _262 + 1u;
                        _28 = _313;
                        _29 = _312;
                        if (_313 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _315 = _260 + 1u;
                    _26 = _315;
                    _27 = _312;
                    if (_315 == 5u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _36 = _312;
                main_join = 98u;
            }
        }
        else
        {
            main_join = 98u;
        }
    }
    switch (main_join)
    {
        case 98u:
        {
            u0.words[gl_GlobalInvocationID.x] = _36;
            break;
        }
    }
}

