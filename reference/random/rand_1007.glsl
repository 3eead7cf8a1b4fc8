#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _250;

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
    uint _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_14_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_18_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_80_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_0_loop_join = 0u;
    uint _242 = gl_GlobalInvocationID.x & 63u;
    uint _249 = t0.words[_242];
    uint _33;
    switch (gl_GlobalInvocationID.x % 5u)
    {
        case 0u:
        {
            uint _19;
            if ((gl_GlobalInvocationID.x % 3u) == 0u)
            {
                uint _10 = 0u;
                uint _11 = gl_GlobalInvocationID.x;
                uint _345;
                uint _12;
                uint _13;
                uint _308;
                for (;;)
                {
                    _308 = _10;
                    _12 = 0u;
                    _13 = _11;
                    uint _325;
                    for (;;)
                    {
                        uint _310 = _12;
                        uint _14 = _13;
                        if ((t0.words[(_13 + 7u) & 63u] & 3u) == 0u)
                        {
                            _14 = t0.words[(_13 + 15u) & 63u] + (_13 << 1u);
                        }
                        _325 = _14;
                        uint _326 = _310 + 1u;
                        _12 = _326;
                        _13 = _325;
                        if (_326 == 2u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _333 = t0.words[(_325 + 3u) & 63u] + (_325 << 2u);
                    uint _340 = (_333 * 6u) + t0.words[(_333 + 11u) & 63u];
                    _345 = _340 + t0.words[(_340 + 6u) & 63u];
                    uint _346 = _308 + 1u;
                    _10 = _346;
                    _11 = _345;
                    if (_346 == 2u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _19 = _345;
            }
            else
            {
                uint _291 = _249 & 3u;
                uint _15 = 0u;
                uint _16 = gl_GlobalInvocationID.x;
                uint _18;
                for (;;)
                {
                    uint _292 = _15;
                    uint _17 = _16;
                    if (((_249 ^ 7u) % 3u) == 0u)
                    {
                        _18 = _16;
                        if (_291 == 0u)
                        {
                            break;
                        }
                        else
                        {
                            _17 = t0.words[(_16 + 63u) & 63u] + _16;
                        }
                    }
                    uint _305 = _292 + 1u;
                    _15 = _305;
                    _16 = _17;
                    _18 = _17;
                    if (_305 < 5u)
                    {
                        continue;
                    }
                    else
                    {
                        break;
                    }
                }
                _19 = _18;
            }
            uint _20 = 0u;
            uint _21 = _19;
            uint _6;
            uint _7;
            uint _8;
            uint _25;
            uint _28;
            uint _29;
            uint _30;
            for (;;)
            {
                uint _349 = _20;
                uint _357 = t0.words[(_21 + 12u) & 63u] + (_21 * 5u);
                bool _95_ladder_break = false;
                switch (_357 % 5u)
                {
                    case 0u:
                    {
                        _29 = t0.words[(_357 + 31u) & 63u] + (_357 * 6u);
                        _RESERVED_IDENTIFIER_FIXUP_0_loop_join = 38u;
                        break;
                    }
                    case 1u:
                    {
                        _30 = _357;
                        if (((t0.words[(_357 + 15u) & 63u] ^ 477u) % 5u) == 1u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_0_loop_join = 40u;
                        }
                        else
                        {
                            _29 = _357;
                            if (((t0.words[(_357 + 40u) & 63u] ^ 86u) % 3u) == 0u)
                            {
                                uint _22 = 0u;
                                uint _23 = _357;
                                for (;;)
                                {
                                    uint _391 = _22;
                                    uint _398 = t0.words[(_23 + 2u) & 63u] + (_23 << 2u);
                                    _6 = _398;
                                    uint _24 = _398;
                                    bool _102_ladder_break = false;
                                    switch (_398 & 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _407 = t0.words[(_6 + 16u) & 63u] + (_6 * 3u);
                                            uint _413 = (_407 * 5u) + t0.words[(_407 + 2u) & 63u];
                                            _24 = t0.words[(_413 + 17u) & 63u] + (_413 * 7u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            break;
                                        }
                                        default:
                                        {
                                            _24 = _6;
                                            if (((t0.words[(_6 + 13u) & 63u] ^ 20u) % 6u) == 1u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_14_exit = 0u;
                                                _102_ladder_break = true;
                                                break;
                                            }
                                            break;
                                        }
                                    }
                                    if (_102_ladder_break)
                                    {
                                        break;
                                    }
                                    switch (_24 % 3u)
                                    {
                                        case 0u:
                                        {
                                            if (((_24 ^ 582u) % 3u) == 1u)
                                            {
                                                uint _454 = t0.words[(_24 + 34u) & 63u] + (_24 * 3u);
                                                _25 = (_454 << 2u) + t0.words[(_454 + 43u) & 63u];
                                            }
                                            else
                                            {
                                                _25 = t0.words[(_24 + 1u) & 63u] + (_24 * 5u);
                                            }
                                            _28 = t0.words[(_25 + 5u) & 63u] + (_25 << 3u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _28 = t0.words[(_24 + 46u) & 63u] + _24;
                                            break;
                                        }
                                        default:
                                        {
                                            uint _26 = 0u;
                                            uint _27 = _24;
                                            uint _477;
                                            for (;;)
                                            {
                                                uint _469 = _26;
                                                uint _470 = _27;
                                                _477 = t0.words[(_470 + 55u) & 63u] + (_470 * 5u);
                                                uint _478 = _469 + 1u;
                                                _26 = _478;
                                                _27 = _477;
                                                if (_478 == 5u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _28 = _477;
                                            break;
                                        }
                                    }
                                    _7 = _28;
                                    uint _481 = _391 + 1u;
                                    _22 = _481;
                                    _23 = _28;
                                    if (_481 < 2u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_14_exit = 1u;
                                        break;
                                    }
                                }
                                bool _121_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_14_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                                        _121_ladder_break = true;
                                        _95_ladder_break = true;
                                        break;
                                    }
                                }
                                if (_121_ladder_break)
                                {
                                    break;
                                }
                                _29 = _7;
                                _RESERVED_IDENTIFIER_FIXUP_0_loop_join = 38u;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_0_loop_join = 38u;
                            }
                        }
                        break;
                    }
                    case 2u:
                    {
                        uint _365 = t0.words[(_357 + 56u) & 63u] + (_357 * 3u);
                        _29 = (_365 * 5u) + t0.words[(_365 + 57u) & 63u];
                        _RESERVED_IDENTIFIER_FIXUP_0_loop_join = 38u;
                        break;
                    }
                    default:
                    {
                        _29 = t0.words[(_357 + 42u) & 63u] + (_357 * 5u);
                        _RESERVED_IDENTIFIER_FIXUP_0_loop_join = 38u;
                        break;
                    }
                }
                if (_95_ladder_break)
                {
                    break;
                }
                switch (_RESERVED_IDENTIFIER_FIXUP_0_loop_join)
                {
                    case 38u:
                    {
                        uint _507 = t0.words[(_29 + 51u) & 63u] + (_29 * 5u);
                        _30 = _507;
                        if (((_507 ^ 758u) % 6u) == 0u)
                        {
                            _30 = t0.words[(_507 + 2u) & 63u] + (_507 * 7u);
                        }
                        break;
                    }
                }
                _8 = _30;
                uint _519 = _349 + 1u;
                _20 = _519;
                _21 = _30;
                if (_519 < 4u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_0_exit = 1u;
                    break;
                }
            }
            switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _6;
                    main_join = 109u;
                    break;
                }
                default:
                {
                    _33 = _8;
                    main_join = 46u;
                    break;
                }
            }
            break;
        }
        case 1u:
        {
            uint _31 = 0u;
            uint _32 = t0.words[(gl_GlobalInvocationID.x + 8u) & 63u] + (gl_GlobalInvocationID.x * 6u);
            uint _284;
            for (;;)
            {
                uint _262 = _31;
                uint _263 = _32;
                uint _271 = t0.words[(_263 + 50u) & 63u] + (_263 << 3u);
                uint _278 = (_271 << 2u) + t0.words[(_271 + 50u) & 63u];
                _284 = _278 + t0.words[(_278 + 54u) & 63u];
                uint _285 = _262 + 1u;
                _31 = _285;
                _32 = _284;
                if (_285 == 3u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            _33 = _284;
            main_join = 46u;
            break;
        }
        default:
        {
            _33 = t0.words[(gl_GlobalInvocationID.x + 2u) & 63u] + (gl_GlobalInvocationID.x * 5u);
            main_join = 46u;
            break;
        }
    }
    switch (main_join)
    {
        case 46u:
        {
            uint _61 = _33;
            if ((_33 & 3u) == 0u)
            {
                uint _546 = t0.words[(_33 + 57u) & 63u];
                uint _547 = _546 + (_33 << 2u);
                if ((_249 & 1u) == 0u)
                {
                    uint _44 = 0u;
                    uint _45 = t0.words[(_547 + 53u) & 63u] + (_547 * 3u);
                    uint _881;
                    uint _46;
                    uint _47;
                    uint _50;
                    uint _51;
                    uint _53;
                    uint _56;
                    uint _57;
                    uint _58;
                    uint _59;
                    uint _60;
                    uint _718;
                    for (;;)
                    {
                        _718 = _44;
                        _46 = 0u;
                        _47 = _45;
                        uint _852;
                        for (;;)
                        {
                            uint _720 = _46;
                            if ((_47 % 5u) == 0u)
                            {
                                uint _48 = 0u;
                                uint _49 = _47;
                                for (;;)
                                {
                                    uint _731 = _48;
                                    if ((_49 & 3u) == 0u)
                                    {
                                        uint _746 = t0.words[(_49 + 38u) & 63u] + (_49 << 2u);
                                        _50 = (_746 * 6u) + t0.words[(_746 + 13u) & 63u];
                                    }
                                    else
                                    {
                                        _50 = t0.words[(_49 + 6u) & 63u] + (_49 * 3u);
                                    }
                                    _53 = _50;
                                    if (((_50 ^ 391u) % 6u) == 1u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        switch (_50 % 5u)
                                        {
                                            case 0u:
                                            {
                                                _51 = t0.words[(_50 + 56u) & 63u] + (_50 * 5u);
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _51 = t0.words[(_50 + 57u) & 63u] + (_50 * 5u);
                                                break;
                                            }
                                            case 2u:
                                            {
                                                uint _764 = t0.words[(_50 + 42u) & 63u] + (_50 * 3u);
                                                _51 = (_764 * 7u) + t0.words[(_764 + 53u) & 63u];
                                                break;
                                            }
                                            default:
                                            {
                                                _51 = t0.words[(_50 + 4u) & 63u] + (_50 * 7u);
                                                break;
                                            }
                                        }
                                        uint _52 = _51;
                                        if (((_249 ^ 309u) % 3u) == 1u)
                                        {
                                            uint _799 = t0.words[(_51 + 55u) & 63u] + (_51 << 3u);
                                            uint _804 = t0.words[(_799 + 61u) & 63u] + _799;
                                            _52 = (_804 << 1u) + t0.words[(_804 + 15u) & 63u];
                                        }
                                        uint _812 = _731 + 1u;
                                        _48 = _812;
                                        _49 = _52;
                                        _53 = _52;
                                        if (_812 < 5u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            break;
                                        }
                                    }
                                }
                                uint _54 = 0u;
                                uint _55 = _53;
                                uint _849;
                                for (;;)
                                {
                                    uint _815 = _54;
                                    if ((_55 % 5u) == 0u)
                                    {
                                        _56 = t0.words[(_55 + 7u) & 63u] + (_55 << 1u);
                                    }
                                    else
                                    {
                                        _56 = t0.words[(_55 + 38u) & 63u] + _55;
                                    }
                                    if (((t0.words[(_56 + 15u) & 63u] ^ 441u) % 3u) == 0u)
                                    {
                                        _57 = t0.words[(_56 + 7u) & 63u];
                                    }
                                    else
                                    {
                                        _57 = t0.words[(_56 + 5u) & 63u];
                                    }
                                    _849 = _57 + (_56 * 5u);
                                    uint _850 = _815 + 1u;
                                    _54 = _850;
                                    _55 = _849;
                                    if (_850 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _58 = _849;
                            }
                            else
                            {
                                _58 = t0.words[(_47 + 45u) & 63u] + (_47 << 2u);
                            }
                            _852 = _58;
                            uint _853 = _720 + 1u;
                            _46 = _853;
                            _47 = _852;
                            if (_853 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        if ((_852 % 3u) == 0u)
                        {
                            _60 = _852;
                            _59 = _852;
                            if (((t0.words[(_852 + 7u) & 63u] ^ 389u) % 3u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_80_join = 104u;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_80_join = 103u;
                            }
                        }
                        else
                        {
                            _59 = t0.words[(_852 + 46u) & 63u] + (_852 << 3u);
                            _RESERVED_IDENTIFIER_FIXUP_80_join = 103u;
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_80_join)
                        {
                            case 103u:
                            {
                                _60 = t0.words[(_59 + 57u) & 63u] + (_59 * 7u);
                                break;
                            }
                        }
                        _881 = _60;
                        uint _882 = _718 + 1u;
                        _44 = _882;
                        _45 = _881;
                        if (_882 == 4u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _61 = _881;
                    if ((_881 % 5u) == 0u)
                    {
                        _61 = t0.words[(_881 + 59u) & 63u] + _881;
                        main_join = 108u;
                    }
                    else
                    {
                        main_join = 108u;
                    }
                }
                else
                {
                    if ((_547 % 5u) == 0u)
                    {
                        uint _565 = t0.words[(_547 + 61u) & 63u] + (_547 << 3u);
                        switch (_565 % 3u)
                        {
                            case 0u:
                            {
                                _61 = t0.words[(_565 + 52u) & 63u] + (_565 << 2u);
                                main_join = 108u;
                                break;
                            }
                            case 1u:
                            {
                                uint _37;
                                if (((_249 ^ 920u) % 5u) == 1u)
                                {
                                    uint _34 = 0u;
                                    uint _35 = _565;
                                    uint _585;
                                    for (;;)
                                    {
                                        uint _577 = _34;
                                        uint _578 = _35;
                                        _585 = t0.words[(_578 + 59u) & 63u] + (_578 * 6u);
                                        uint _586 = _577 + 1u;
                                        _34 = _586;
                                        _35 = _585;
                                        if (_586 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _37 = _585;
                                    if (((t0.words[(_585 + 60u) & 63u] ^ 566u) % 6u) == 1u)
                                    {
                                        uint _603 = t0.words[(_585 + 27u) & 63u] + (_585 * 3u);
                                        uint _36;
                                        switch (_603 % 5u)
                                        {
                                            case 0u:
                                            {
                                                _36 = t0.words[(_603 + 62u) & 63u] + (_603 * 5u);
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _623 = t0.words[(_603 + 16u) & 63u] + (_603 * 7u);
                                                _36 = (_623 * 3u) + t0.words[(_623 + 31u) & 63u];
                                                break;
                                            }
                                            case 2u:
                                            {
                                                _36 = t0.words[(_603 + 14u) & 63u] + (_603 * 5u);
                                                break;
                                            }
                                            case 3u:
                                            {
                                                _36 = t0.words[(_603 + 56u) & 63u] + (_603 << 1u);
                                                break;
                                            }
                                            default:
                                            {
                                                _36 = t0.words[(_603 + 26u) & 63u] + (_603 << 2u);
                                                break;
                                            }
                                        }
                                        _37 = t0.words[(_36 + 4u) & 63u] + _36;
                                    }
                                }
                                else
                                {
                                    _37 = t0.words[(_565 + 11u) & 63u] + (_565 * 7u);
                                }
                                _61 = t0.words[(_37 + 46u) & 63u] + (_37 * 3u);
                                main_join = 108u;
                                break;
                            }
                            default:
                            {
                                uint _38 = 0u;
                                uint _39 = _565;
                                uint _665;
                                uint _9;
                                for (;;)
                                {
                                    uint _664 = _38;
                                    _665 = _39;
                                    if ((t0.words[(_665 + 32u) & 63u] & 3u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_18_exit = 0u;
                                        break;
                                    }
                                    uint _40 = 0u;
                                    uint _41 = _665;
                                    uint _696;
                                    uint _42;
                                    uint _43;
                                    uint _673;
                                    for (;;)
                                    {
                                        _673 = _40;
                                        _42 = 0u;
                                        _43 = _41;
                                        for (;;)
                                        {
                                            uint _675 = _42;
                                            uint _682 = t0.words[(_43 + 27u) & 63u] + (_43 << 3u);
                                            uint _689 = (_682 << 1u) + t0.words[(_682 + 49u) & 63u];
                                            _696 = (_689 * 6u) + t0.words[(_689 + 23u) & 63u];
                                            uint _697 = _675 + 1u;
                                            _42 = _697;
                                            _43 = _696;
                                            if (_697 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _699 = _673 + 1u;
                                        _40 = _699;
                                        _41 = _696;
                                        if (_699 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _705 = t0.words[(_696 + 27u) & 63u] + _696;
                                    _9 = _705;
                                    uint _706 = _664 + 1u;
                                    _38 = _706;
                                    _39 = _705;
                                    if (_706 < 3u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_18_exit = 1u;
                                        break;
                                    }
                                }
                                switch (_RESERVED_IDENTIFIER_FIXUP_18_exit)
                                {
                                    case 0u:
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _665;
                                        main_join = 109u;
                                        break;
                                    }
                                    default:
                                    {
                                        _61 = _9;
                                        main_join = 108u;
                                        break;
                                    }
                                }
                                break;
                            }
                        }
                    }
                    else
                    {
                        _61 = t0.words[(_547 + 10u) & 63u] + (_547 << 1u);
                        main_join = 108u;
                    }
                }
            }
            else
            {
                main_join = 108u;
            }
            switch (main_join)
            {
                case 108u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _61;
                    break;
                }
            }
            break;
        }
    }
}

