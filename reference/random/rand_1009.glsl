#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _185;

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
    uint _6;
    uint _7;
    uint _8;
    uint _9;
    uint _11;
    uint _13;
    uint _16;
    uint _19;
    uint _24;
    uint _36;
    for (;;)
    {
        uint _177 = gl_GlobalInvocationID.x & 63u;
        uint _184 = t0.words[_177];
        uint _193 = t0.words[(gl_GlobalInvocationID.x + 9u) & 63u];
        uint _194 = _193 + (gl_GlobalInvocationID.x << 3u);
        if ((_194 & 3u) == 0u)
        {
            _6 = t0.words[(_194 + 4u) & 63u];
        }
        else
        {
            _6 = t0.words[(_194 + 63u) & 63u];
        }
        uint _209 = _6 + (_194 << 1u);
        uint _215 = t0.words[(_209 + 43u) & 63u];
        uint _216 = _215 + (_209 << 1u);
        if ((_216 & 3u) == 1u)
        {
            uint _398 = t0.words[(_216 + 17u) & 63u] + (_216 * 6u);
            uint _405 = (_398 << 3u) + t0.words[(_398 + 27u) & 63u];
            if ((_405 & 3u) == 3u)
            {
                uint _846 = t0.words[(_405 + 52u) & 63u] + (_405 << 2u);
                _36 = _846;
                if (!((_184 & 1u) == 0u))
                {
                    uint _854 = t0.words[(_846 + 34u) & 63u] + (_846 << 3u);
                    _36 = (_854 * 3u) + t0.words[(_854 + 16u) & 63u];
                }
            }
            else
            {
                uint _414 = t0.words[(_405 + 13u) & 63u] + (_405 * 5u);
                if ((_414 & 3u) == 0u)
                {
                    uint _620 = t0.words[(_414 + 3u) & 63u] + (_414 * 7u);
                    _19 = _620;
                    if (!((t0.words[(_620 + 63u) & 63u] & 1u) == 0u))
                    {
                        if ((_620 % 3u) == 0u)
                        {
                            if ((_184 & 1u) == 0u)
                            {
                                switch (_620 % 5u)
                                {
                                    case 0u:
                                    {
                                        _7 = t0.words[(_620 + 33u) & 63u] + (_620 << 2u);
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _703 = t0.words[(_620 + 8u) & 63u] + (_620 * 5u);
                                        _7 = (_703 * 3u) + t0.words[(_703 + 7u) & 63u];
                                        break;
                                    }
                                    case 2u:
                                    {
                                        uint _690 = t0.words[(_620 + 7u) & 63u] + _620;
                                        _7 = (_690 << 3u) + t0.words[(_690 + 10u) & 63u];
                                        break;
                                    }
                                    case 3u:
                                    {
                                        uint _679 = t0.words[(_620 + 56u) & 63u] + _620;
                                        _7 = (_679 << 3u) + t0.words[(_679 + 38u) & 63u];
                                        break;
                                    }
                                    default:
                                    {
                                        _7 = t0.words[(_620 + 41u) & 63u] + _620;
                                        break;
                                    }
                                }
                                if ((_7 % 5u) == 0u)
                                {
                                    uint _736 = t0.words[(_7 + 4u) & 63u] + (_7 << 2u);
                                    _9 = (_736 * 6u) + t0.words[(_736 + 48u) & 63u];
                                }
                                else
                                {
                                    _9 = t0.words[(_7 + 5u) & 63u] + (_7 << 3u);
                                }
                            }
                            else
                            {
                                uint _643 = t0.words[(_620 + 10u) & 63u] + (_620 * 3u);
                                if ((_643 % 5u) == 0u)
                                {
                                    _8 = t0.words[(_643 + 4u) & 63u] + (_643 << 2u);
                                }
                                else
                                {
                                    _8 = t0.words[(_643 + 54u) & 63u] + (_643 << 1u);
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
                            _9 = t0.words[(_620 + 36u) & 63u] + (_620 << 2u);
                        }
                        _19 = t0.words[(_9 + 22u) & 63u] + (_9 << 1u);
                    }
                }
                else
                {
                    uint _422 = t0.words[(_414 + 20u) & 63u] + (_414 * 5u);
                    if ((_422 & 3u) == 3u)
                    {
                        if ((t0.words[(_422 + 38u) & 63u] & 1u) == 0u)
                        {
                            _16 = _422;
                            if (((_184 ^ 748u) % 5u) == 1u)
                            {
                                switch (_422 % 3u)
                                {
                                    case 0u:
                                    {
                                        _16 = t0.words[(_422 + 39u) & 63u] + (_422 << 2u);
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _582 = t0.words[(_422 + 10u) & 63u] + (_422 * 5u);
                                        _16 = (_582 << 2u) + t0.words[(_582 + 45u) & 63u];
                                        break;
                                    }
                                    default:
                                    {
                                        _16 = t0.words[(_422 + 1u) & 63u] + (_422 << 3u);
                                        break;
                                    }
                                }
                            }
                        }
                        else
                        {
                            uint _10 = _422;
                            if ((t0.words[(_422 + 32u) & 63u] & 1u) == 0u)
                            {
                                uint _468 = t0.words[(_422 + 54u) & 63u] + (_422 * 7u);
                                _10 = (_468 << 1u) + t0.words[(_468 + 31u) & 63u];
                            }
                            uint _480 = _10 & 3u;
                            if (((_184 ^ 781u) % 3u) == 1u)
                            {
                                switch (_480)
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
                                        uint _527 = t0.words[(_10 + 60u) & 63u] + (_10 * 6u);
                                        _11 = (_527 * 5u) + t0.words[_527 & 63u];
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
                                if (_480 == 0u)
                                {
                                    uint _487 = t0.words[(_10 + 27u) & 63u] + (_10 * 7u);
                                    _12 = (_487 * 7u) + t0.words[(_487 + 43u) & 63u];
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
                                        uint _502 = t0.words[(_12 + 33u) & 63u] + (_12 * 3u);
                                        _13 = (_502 * 6u) + t0.words[(_502 + 10u) & 63u];
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
                            uint _569;
                            for (;;)
                            {
                                uint _561 = _14;
                                uint _562 = _15;
                                _569 = t0.words[(_562 + 46u) & 63u] + (_562 * 7u);
                                uint _570 = _561 + 1u;
                                _14 = _570;
                                _15 = _569;
                                if (_570 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _16 = _569;
                        }
                        uint _607 = t0.words[(_16 + 58u) & 63u] + (_16 << 2u);
                        _19 = (_607 << 2u) + t0.words[(_607 + 48u) & 63u];
                    }
                    else
                    {
                        uint _17 = 0u;
                        uint _18 = _422;
                        uint _439;
                        for (;;)
                        {
                            uint _425 = _17;
                            uint _426 = _18;
                            uint _432 = t0.words[(_426 + 60u) & 63u] + _426;
                            _439 = (_432 << 1u) + t0.words[(_432 + 52u) & 63u];
                            uint _440 = _425 + 1u;
                            _17 = _440;
                            _18 = _439;
                            if (_440 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _19 = t0.words[(_439 + 26u) & 63u] + (_439 * 6u);
                    }
                }
                uint _756 = _19 * 6u;
                if (((_184 ^ 588u) % 3u) == 1u)
                {
                    uint _828 = t0.words[(_19 + 59u) & 63u] + _756;
                    uint _834 = (_828 << 3u) + t0.words[(_828 + 42u) & 63u];
                    _36 = (_834 * 5u) + t0.words[(_834 + 42u) & 63u];
                }
                else
                {
                    uint _760 = t0.words[(_19 + 27u) & 63u];
                    uint _761 = _760 + _756;
                    _36 = _761;
                    if ((t0.words[(_761 + 43u) & 63u] & 3u) == 0u)
                    {
                        if (((_184 ^ 295u) % 3u) == 1u)
                        {
                            if (((t0.words[(_761 + 9u) & 63u] ^ 384u) % 5u) == 1u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _761;
                                break;
                            }
                        }
                        uint _20 = _761;
                        if (((t0.words[(_761 + 44u) & 63u] ^ 417u) % 6u) == 0u)
                        {
                            uint _793 = t0.words[(_761 + 56u) & 63u] + (_761 * 7u);
                            if ((_793 % 3u) == 0u)
                            {
                                _20 = t0.words[(_793 + 39u) & 63u] + _793;
                            }
                            else
                            {
                                _20 = _793;
                                if ((_793 & 3u) == 3u)
                                {
                                    uint _803 = t0.words[(_793 + 25u) & 63u] + _793;
                                    _20 = (_803 << 2u) + t0.words[(_803 + 39u) & 63u];
                                }
                            }
                        }
                        _36 = t0.words[(_20 + 27u) & 63u] + (_20 << 3u);
                    }
                }
            }
        }
        else
        {
            _36 = _216;
            if (((_216 ^ 520u) % 6u) == 0u)
            {
                uint _229 = t0.words[(_216 + 31u) & 63u];
                uint _230 = _229 + (_216 * 3u);
                uint _237 = t0.words[(_230 + 58u) & 63u];
                uint _238 = (_230 * 7u) + _237;
                if (((t0.words[(_238 + 44u) & 63u] ^ 202u) % 6u) == 1u)
                {
                    bool _64_ladder_break = false;
                    switch (_238 % 3u)
                    {
                        case 0u:
                        {
                            uint _21 = 0u;
                            uint _22 = _238;
                            uint _23;
                            uint _313;
                            uint _322;
                            for (;;)
                            {
                                _313 = _21;
                                uint _314 = _22;
                                _322 = t0.words[(_314 + 30u) & 63u] + (_314 << 2u);
                                _23 = _322;
                                if (((t0.words[(_322 + 40u) & 63u] ^ 989u) % 3u) == 0u)
                                {
                                    break;
                                }
                                else
                                {
                                    uint _337 = t0.words[(_322 + 45u) & 63u] + (_322 << 2u);
                                    uint _338 = _313 + 1u;
                                    _21 = _338;
                                    _22 = _337;
                                    _23 = _337;
                                    if (_338 < 5u)
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
                            break;
                        }
                        case 1u:
                        {
                            _24 = _238;
                            if ((_184 & 1u) == 0u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _238;
                                _64_ladder_break = true;
                                break;
                            }
                            break;
                        }
                        default:
                        {
                            _24 = t0.words[(_238 + 39u) & 63u] + (_238 * 7u);
                            break;
                        }
                    }
                    if (_64_ladder_break)
                    {
                        break;
                    }
                    if (((_184 ^ 49u) % 6u) == 1u)
                    {
                        uint _376 = t0.words[(_24 + 21u) & 63u] + (_24 * 3u);
                        uint _382 = t0.words[(_376 + 14u) & 63u] + _376;
                        _36 = _382;
                        if (((t0.words[(_382 + 20u) & 63u] ^ 733u) % 6u) == 0u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _382;
                            break;
                        }
                    }
                    else
                    {
                        uint _25 = _24;
                        if (((_184 ^ 554u) % 3u) == 1u)
                        {
                            _25 = t0.words[(_24 + 61u) & 63u] + (_24 * 6u);
                        }
                        _36 = _25;
                        if (((_25 ^ 109u) % 6u) == 0u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _25;
                            break;
                        }
                    }
                }
                else
                {
                    uint _26 = 0u;
                    uint _27 = _238;
                    uint _300;
                    uint _28;
                    uint _29;
                    uint _248;
                    for (;;)
                    {
                        _248 = _26;
                        _28 = 0u;
                        _29 = _27;
                        for (;;)
                        {
                            uint _250 = _28;
                            uint _35 = _29;
                            if (!(((t0.words[(_29 + 45u) & 63u] ^ 128u) % 3u) == 0u))
                            {
                                uint _30 = 0u;
                                uint _31 = _29;
                                uint _297;
                                uint _32;
                                uint _33;
                                uint _261;
                                for (;;)
                                {
                                    _261 = _30;
                                    _32 = _31;
                                    _33 = 0u;
                                    uint _271;
                                    for (;;)
                                    {
                                        uint _263 = _32;
                                        uint _264 = _33;
                                        _271 = t0.words[(_263 + 17u) & 63u] + (_263 * 3u);
                                        uint _272 = _264 + 1u;
                                        _32 = _271;
                                        _33 = _272;
                                        if (_272 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _34 = _271;
                                    if (((t0.words[(_271 + 5u) & 63u] ^ 815u) % 6u) == 0u)
                                    {
                                        uint _289 = t0.words[(_271 + 26u) & 63u] + (_271 * 5u);
                                        _34 = (_289 * 5u) + t0.words[(_289 + 18u) & 63u];
                                    }
                                    _297 = _34;
                                    uint _298 = _261 + 1u;
                                    _30 = _298;
                                    _31 = _297;
                                    if (_298 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _35 = _297;
                            }
                            _300 = _35;
                            uint _301 = _250 + 1u;
                            _28 = _301;
                            _29 = _300;
                            if (_301 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _303 = _248 + 1u;
                        _26 = _303;
                        _27 = _300;
                        if (_303 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _36 = _300;
                }
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _36;
        break;
    }
}

