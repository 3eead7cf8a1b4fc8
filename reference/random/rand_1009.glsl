#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _199;

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
    uint _191 = gl_GlobalInvocationID.x & 63u;
    uint _198 = t0.words[_191];
    uint _207 = t0.words[(gl_GlobalInvocationID.x + 9u) & 63u];
    uint _208 = _207 + (gl_GlobalInvocationID.x << 3u);
    uint _6;
    if ((_208 & 3u) == 0u)
    {
        _6 = t0.words[(_208 + 4u) & 63u];
    }
    else
    {
        _6 = t0.words[(_208 + 63u) & 63u];
    }
    uint _223 = _6 + (_208 << 1u);
    uint _229 = t0.words[(_223 + 43u) & 63u];
    uint _230 = _229 + (_223 << 1u);
    uint _36;
    if ((_230 & 3u) == 1u)
    {
        uint _416 = t0.words[(_230 + 17u) & 63u] + (_230 * 6u);
        uint _423 = (_416 << 3u) + t0.words[(_416 + 27u) & 63u];
        if ((_423 & 3u) == 3u)
        {
            uint _865 = t0.words[(_423 + 52u) & 63u] + (_423 << 2u);
            _36 = _865;
            if ((_198 & 1u) == 0u)
            {
                main_join = 98u;
            }
            else
            {
                uint _873 = t0.words[(_865 + 34u) & 63u] + (_865 << 3u);
                _36 = (_873 * 3u) + t0.words[(_873 + 16u) & 63u];
                main_join = 98u;
            }
        }
        else
        {
            uint _432 = t0.words[(_423 + 13u) & 63u] + (_423 * 5u);
            uint _19;
            if ((_432 & 3u) == 0u)
            {
                uint _638 = t0.words[(_432 + 3u) & 63u] + (_432 * 7u);
                _19 = _638;
                if (!((t0.words[(_638 + 63u) & 63u] & 1u) == 0u))
                {
                    uint _9;
                    if ((_638 % 3u) == 0u)
                    {
                        if ((_198 & 1u) == 0u)
                        {
                            uint _7;
                            switch (_638 % 5u)
                            {
                                case 0u:
                                {
                                    _7 = t0.words[(_638 + 33u) & 63u] + (_638 << 2u);
                                    break;
                                }
                                case 1u:
                                {
                                    uint _721 = t0.words[(_638 + 8u) & 63u] + (_638 * 5u);
                                    _7 = (_721 * 3u) + t0.words[(_721 + 7u) & 63u];
                                    break;
                                }
                                case 2u:
                                {
                                    uint _708 = t0.words[(_638 + 7u) & 63u] + _638;
                                    _7 = (_708 << 3u) + t0.words[(_708 + 10u) & 63u];
                                    break;
                                }
                                case 3u:
                                {
                                    uint _697 = t0.words[(_638 + 56u) & 63u] + _638;
                                    _7 = (_697 << 3u) + t0.words[(_697 + 38u) & 63u];
                                    break;
                                }
                                default:
                                {
                                    _7 = t0.words[(_638 + 41u) & 63u] + _638;
                                    break;
                                }
                            }
                            if ((_7 % 5u) == 0u)
                            {
                                uint _754 = t0.words[(_7 + 4u) & 63u] + (_7 << 2u);
                                _9 = (_754 * 6u) + t0.words[(_754 + 48u) & 63u];
                            }
                            else
                            {
                                _9 = t0.words[(_7 + 5u) & 63u] + (_7 << 3u);
                            }
                        }
                        else
                        {
                            uint _661 = t0.words[(_638 + 10u) & 63u] + (_638 * 3u);
                            uint _8;
                            if ((_661 % 5u) == 0u)
                            {
                                _8 = t0.words[(_661 + 4u) & 63u] + (_661 << 2u);
                            }
                            else
                            {
                                _8 = t0.words[(_661 + 54u) & 63u] + (_661 << 1u);
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
                        _9 = t0.words[(_638 + 36u) & 63u] + (_638 << 2u);
                    }
                    _19 = t0.words[(_9 + 22u) & 63u] + (_9 << 1u);
                }
            }
            else
            {
                uint _440 = t0.words[(_432 + 20u) & 63u] + (_432 * 5u);
                if ((_440 & 3u) == 3u)
                {
                    uint _16;
                    if ((t0.words[(_440 + 38u) & 63u] & 1u) == 0u)
                    {
                        _16 = _440;
                        if (((_198 ^ 748u) % 5u) == 1u)
                        {
                            switch (_440 % 3u)
                            {
                                case 0u:
                                {
                                    _16 = t0.words[(_440 + 39u) & 63u] + (_440 << 2u);
                                    break;
                                }
                                case 1u:
                                {
                                    uint _600 = t0.words[(_440 + 10u) & 63u] + (_440 * 5u);
                                    _16 = (_600 << 2u) + t0.words[(_600 + 45u) & 63u];
                                    break;
                                }
                                default:
                                {
                                    _16 = t0.words[(_440 + 1u) & 63u] + (_440 << 3u);
                                    break;
                                }
                            }
                        }
                    }
                    else
                    {
                        uint _10 = _440;
                        if ((t0.words[(_440 + 32u) & 63u] & 1u) == 0u)
                        {
                            uint _486 = t0.words[(_440 + 54u) & 63u] + (_440 * 7u);
                            _10 = (_486 << 1u) + t0.words[(_486 + 31u) & 63u];
                        }
                        uint _498 = _10 & 3u;
                        uint _13;
                        if (((_198 ^ 781u) % 3u) == 1u)
                        {
                            uint _11;
                            switch (_498)
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
                                    uint _545 = t0.words[(_10 + 60u) & 63u] + (_10 * 6u);
                                    _11 = (_545 * 5u) + t0.words[_545 & 63u];
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
                            if (_498 == 0u)
                            {
                                uint _505 = t0.words[(_10 + 27u) & 63u] + (_10 * 7u);
                                _12 = (_505 * 7u) + t0.words[(_505 + 43u) & 63u];
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
                                    uint _520 = t0.words[(_12 + 33u) & 63u] + (_12 * 3u);
                                    _13 = (_520 * 6u) + t0.words[(_520 + 10u) & 63u];
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
                        uint _587;
                        for (;;)
                        {
                            uint _579 = _14;
                            uint _580 = _15;
                            _587 = t0.words[(_580 + 46u) & 63u] + (_580 * 7u);
                            uint _588 = _579 + 1u;
                            _14 = _588;
                            _15 = _587;
                            if (_588 == 4u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _16 = _587;
                    }
                    uint _625 = t0.words[(_16 + 58u) & 63u] + (_16 << 2u);
                    _19 = (_625 << 2u) + t0.words[(_625 + 48u) & 63u];
                }
                else
                {
                    uint _17 = 0u;
                    uint _18 = _440;
                    uint _457;
                    for (;;)
                    {
                        uint _443 = _17;
                        uint _444 = _18;
                        uint _450 = t0.words[(_444 + 60u) & 63u] + _444;
                        _457 = (_450 << 1u) + t0.words[(_450 + 52u) & 63u];
                        uint _458 = _443 + 1u;
                        _17 = _458;
                        _18 = _457;
                        if (_458 == 2u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _19 = t0.words[(_457 + 26u) & 63u] + (_457 * 6u);
                }
            }
            uint _774 = _19 * 6u;
            if (((_198 ^ 588u) % 3u) == 1u)
            {
                uint _847 = t0.words[(_19 + 59u) & 63u] + _774;
                uint _853 = (_847 << 3u) + t0.words[(_847 + 42u) & 63u];
                _36 = (_853 * 5u) + t0.words[(_853 + 42u) & 63u];
                main_join = 98u;
            }
            else
            {
                uint _778 = t0.words[(_19 + 27u) & 63u];
                uint _779 = _778 + _774;
                _36 = _779;
                if ((t0.words[(_779 + 43u) & 63u] & 3u) == 0u)
                {
                    if (((_198 ^ 295u) % 3u) == 1u)
                    {
                        if (((t0.words[(_779 + 9u) & 63u] ^ 384u) % 5u) == 1u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _779;
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
                            uint _20 = _779;
                            if (((t0.words[(_779 + 44u) & 63u] ^ 417u) % 6u) == 0u)
                            {
                                uint _813 = t0.words[(_779 + 56u) & 63u] + (_779 * 7u);
                                if ((_813 % 3u) == 0u)
                                {
                                    _20 = t0.words[(_813 + 39u) & 63u] + _813;
                                }
                                else
                                {
                                    _20 = _813;
                                    if ((_813 & 3u) == 3u)
                                    {
                                        uint _823 = t0.words[(_813 + 25u) & 63u] + _813;
                                        _20 = (_823 << 2u) + t0.words[(_823 + 39u) & 63u];
                                    }
                                }
                            }
                            _36 = t0.words[(_20 + 27u) & 63u] + (_20 << 3u);
                            main_join = 98u;
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
                    main_join = 98u;
                }
            }
        }
    }
    else
    {
        _36 = _230;
        if (((_230 ^ 520u) % 6u) == 0u)
        {
            uint _244 = t0.words[(_230 + 31u) & 63u];
            uint _245 = _244 + (_230 * 3u);
            uint _252 = t0.words[(_245 + 58u) & 63u];
            uint _253 = (_245 * 7u) + _252;
            if (((t0.words[(_253 + 44u) & 63u] ^ 202u) % 6u) == 1u)
            {
                uint _24;
                switch (_253 % 3u)
                {
                    case 0u:
                    {
                        uint _21 = 0u;
                        uint _22 = _253;
                        uint _23;
                        uint _330;
                        uint _339;
                        for (;;)
                        {
                            _330 = _21;
                            uint _331 = _22;
                            _339 = t0.words[(_331 + 30u) & 63u] + (_331 << 2u);
                            _23 = _339;
                            if (((t0.words[(_339 + 40u) & 63u] ^ 989u) % 3u) == 0u)
                            {
                                break;
                            }
                            else
                            {
                                uint _354 = t0.words[(_339 + 45u) & 63u] + (_339 << 2u);
                                uint _355 = _330 + 1u;
                                _21 = _355;
                                _22 = _354;
                                _23 = _354;
                                if (_355 < 5u)
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
                        _24 = _253;
                        if ((_198 & 1u) == 0u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _253;
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
                        _24 = t0.words[(_253 + 39u) & 63u] + (_253 * 7u);
                        main_join = 79u;
                        break;
                    }
                }
                switch (main_join)
                {
                    case 79u:
                    {
                        if (((_198 ^ 49u) % 6u) == 1u)
                        {
                            uint _394 = t0.words[(_24 + 21u) & 63u] + (_24 * 3u);
                            uint _400 = t0.words[(_394 + 14u) & 63u] + _394;
                            _36 = _400;
                            if (((t0.words[(_400 + 20u) & 63u] ^ 733u) % 6u) == 0u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _400;
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
                            if (((_198 ^ 554u) % 3u) == 1u)
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
                    default:
                    {
                        break;
                    }
                }
            }
            else
            {
                uint _26 = 0u;
                uint _27 = _253;
                uint _315;
                uint _28;
                uint _29;
                uint _263;
                for (;;)
                {
                    _263 = _26;
                    _28 = 0u;
                    _29 = _27;
                    for (;;)
                    {
                        uint _265 = _28;
                        uint _35 = _29;
                        if (!(((t0.words[(_29 + 45u) & 63u] ^ 128u) % 3u) == 0u))
                        {
                            uint _30 = 0u;
                            uint _31 = _29;
                            uint _312;
                            uint _32;
                            uint _33;
                            uint _276;
                            for (;;)
                            {
                                _276 = _30;
                                _32 = _31;
                                _33 = 0u;
                                uint _286;
                                for (;;)
                                {
                                    uint _278 = _32;
                                    uint _279 = _33;
                                    _286 = t0.words[(_278 + 17u) & 63u] + (_278 * 3u);
                                    uint _287 = _279 + 1u;
                                    _32 = _286;
                                    _33 = _287;
                                    if (_287 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _34 = _286;
                                if (((t0.words[(_286 + 5u) & 63u] ^ 815u) % 6u) == 0u)
                                {
                                    uint _304 = t0.words[(_286 + 26u) & 63u] + (_286 * 5u);
                                    _34 = (_304 * 5u) + t0.words[(_304 + 18u) & 63u];
                                }
                                _312 = _34;
                                uint _313 = _276 + 1u;
                                _30 = _313;
                                _31 = _312;
                                if (_313 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _35 = _312;
                        }
                        _315 = _35;
                        uint _316 = _265 + 1u;
                        _28 = _316;
                        _29 = _315;
                        if (_316 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _318 = _263 + 1u;
                    _26 = _318;
                    _27 = _315;
                    if (_318 == 5u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _36 = _315;
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
        default:
        {
            break;
        }
    }
}

