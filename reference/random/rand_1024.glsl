#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _195;

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
    uint _RESERVED_IDENTIFIER_FIXUP_32_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_01_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_35_loop_join = 0u;
    uint _187 = gl_GlobalInvocationID.x & 63u;
    uint _194 = t0.words[_187];
    uint _41 = gl_GlobalInvocationID.x;
    if ((gl_GlobalInvocationID.x & 3u) == 0u)
    {
        uint _13;
        if ((gl_GlobalInvocationID.x % 5u) == 0u)
        {
            uint _10 = gl_GlobalInvocationID.x;
            if (((gl_GlobalInvocationID.x ^ 759u) % 6u) == 0u)
            {
                uint _9;
                switch (gl_GlobalInvocationID.x % 3u)
                {
                    case 0u:
                    {
                        _9 = gl_GlobalInvocationID.x;
                        if (((gl_GlobalInvocationID.x ^ 698u) % 6u) == 0u)
                        {
                            uint _8;
                            if (((gl_GlobalInvocationID.x ^ 936u) % 5u) == 1u)
                            {
                                uint _259 = t0.words[(gl_GlobalInvocationID.x + 11u) & 63u] + (gl_GlobalInvocationID.x * 6u);
                                uint _265 = t0.words[(_259 + 10u) & 63u] + _259;
                                _8 = (_265 << 1u) + t0.words[(_265 + 13u) & 63u];
                            }
                            else
                            {
                                uint _246 = t0.words[(gl_GlobalInvocationID.x + 47u) & 63u] + gl_GlobalInvocationID.x;
                                _8 = (_246 * 5u) + t0.words[(_246 + 23u) & 63u];
                            }
                            _9 = t0.words[(_8 + 29u) & 63u] + (_8 << 1u);
                        }
                        break;
                    }
                    case 1u:
                    {
                        uint _225 = t0.words[(gl_GlobalInvocationID.x + 23u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                        _9 = t0.words[(_225 + 38u) & 63u] + (_225 * 6u);
                        break;
                    }
                    default:
                    {
                        uint _286 = t0.words[(gl_GlobalInvocationID.x + 8u) & 63u] + gl_GlobalInvocationID.x;
                        _9 = (_286 * 3u) + t0.words[(_286 + 16u) & 63u];
                        break;
                    }
                }
                uint _301 = t0.words[(_9 + 18u) & 63u] + (_9 << 2u);
                _10 = (_301 * 5u) + t0.words[(_301 + 42u) & 63u];
            }
            _13 = _10;
            if ((t0.words[(_10 + 32u) & 63u] & 3u) == 0u)
            {
                uint _322 = t0.words[(_10 + 25u) & 63u];
                uint _323 = _322 + (_10 * 6u);
                switch (_323 & 3u)
                {
                    case 0u:
                    {
                        _13 = t0.words[(_323 + 36u) & 63u] + (_323 * 6u);
                        main_join = 23u;
                        break;
                    }
                    case 1u:
                    {
                        _13 = _323;
                        if (((_194 & 1u) == 0u) && (((t0.words[(_323 + 57u) & 63u] ^ 663u) % 6u) == 1u))
                        {
                            u0.words[gl_GlobalInvocationID.x] = _323;
                            main_join = 85u;
                        }
                        else
                        {
                            main_join = 23u;
                        }
                        break;
                    }
                    default:
                    {
                        if ((_323 % 5u) == 0u)
                        {
                            uint _11 = 0u;
                            uint _12 = _323;
                            uint _365;
                            for (;;)
                            {
                                uint _358 = _11;
                                uint _359 = _12;
                                _365 = t0.words[(_359 + 57u) & 63u] + (_359 * 7u);
                                uint _366 = _358 + 1u;
                                _11 = _366;
                                _12 = _365;
                                if (_366 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _13 = _365;
                            main_join = 23u;
                        }
                        else
                        {
                            _13 = t0.words[(_323 + 38u) & 63u] + (_323 << 2u);
                            main_join = 23u;
                        }
                        break;
                    }
                }
            }
            else
            {
                main_join = 23u;
            }
        }
        else
        {
            _13 = t0.words[(gl_GlobalInvocationID.x + 16u) & 63u] + (gl_GlobalInvocationID.x * 3u);
            main_join = 23u;
        }
        switch (main_join)
        {
            case 23u:
            {
                if (((_13 ^ 152u) % 6u) == 0u)
                {
                    uint _778 = t0.words[(_13 + 3u) & 63u] + (_13 << 1u);
                    uint _784 = (_778 * 5u) + t0.words[(_778 + 51u) & 63u];
                    if ((_784 & 3u) == 2u)
                    {
                        _41 = t0.words[(_784 + 61u) & 63u] + (_784 << 2u);
                        main_join = 84u;
                    }
                    else
                    {
                        uint _792 = t0.words[(_784 + 8u) & 63u] + (_784 << 1u);
                        uint _14 = 0u;
                        uint _15 = (_792 * 7u) + t0.words[(_792 + 50u) & 63u];
                        uint _818;
                        for (;;)
                        {
                            uint _799 = _14;
                            uint _807 = t0.words[(_15 + 14u) & 63u] + (_15 * 3u);
                            uint _16 = _807;
                            if (((_194 ^ 921u) % 6u) == 1u)
                            {
                                _16 = t0.words[(_807 + 48u) & 63u] + (_807 << 3u);
                            }
                            _818 = _16;
                            uint _819 = _799 + 1u;
                            _14 = _819;
                            _15 = _818;
                            if (_819 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _41 = _818;
                        main_join = 84u;
                    }
                }
                else
                {
                    uint _17 = 0u;
                    uint _18 = _13;
                    uint _6;
                    uint _7;
                    uint _19;
                    uint _20;
                    uint _24;
                    uint _26;
                    uint _27;
                    uint _28;
                    uint _34;
                    uint _40;
                    uint _374;
                    for (;;)
                    {
                        _374 = _17;
                        _19 = 0u;
                        _20 = _18;
                        uint _620;
                        for (;;)
                        {
                            uint _376 = _19;
                            uint _384 = t0.words[(_20 + 53u) & 63u] + (_20 << 1u);
                            uint _389 = t0.words[(_384 + 53u) & 63u] + _384;
                            uint _23 = _389;
                            if ((t0.words[(_389 + 52u) & 63u] & 1u) == 0u)
                            {
                                uint _403 = t0.words[(_389 + 37u) & 63u] + (_389 << 1u);
                                _28 = _403;
                                if (((_403 ^ 204u) % 5u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_35_loop_join = 60u;
                                }
                                else
                                {
                                    uint _21 = 0u;
                                    uint _22 = _403;
                                    uint _423;
                                    for (;;)
                                    {
                                        uint _408 = _21;
                                        uint _409 = _22;
                                        uint _416 = t0.words[(_409 + 50u) & 63u] + (_409 << 1u);
                                        _423 = (_416 * 3u) + t0.words[(_416 + 56u) & 63u];
                                        uint _424 = _408 + 1u;
                                        _21 = _424;
                                        _22 = _423;
                                        if (_424 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _23 = _423;
                                    _RESERVED_IDENTIFIER_FIXUP_35_loop_join = 37u;
                                }
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_35_loop_join = 37u;
                            }
                            switch (_RESERVED_IDENTIFIER_FIXUP_35_loop_join)
                            {
                                case 37u:
                                {
                                    switch (_23 & 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _25 = _23;
                                            if (((_194 ^ 81u) % 6u) == 0u)
                                            {
                                                if (((_194 ^ 858u) % 3u) == 0u)
                                                {
                                                    _24 = t0.words[(_23 + 30u) & 63u] + (_23 << 1u);
                                                }
                                                else
                                                {
                                                    uint _501 = t0.words[(_23 + 26u) & 63u] + (_23 * 5u);
                                                    uint _508 = (_501 * 3u) + t0.words[(_501 + 48u) & 63u];
                                                    _24 = (_508 * 5u) + t0.words[(_508 + 26u) & 63u];
                                                }
                                                _25 = t0.words[(_24 + 31u) & 63u] + (_24 * 7u);
                                            }
                                            _28 = _25;
                                            if ((t0.words[(_25 + 53u) & 63u] & 3u) == 3u)
                                            {
                                                _28 = t0.words[(_25 + 6u) & 63u] + (_25 * 5u);
                                            }
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _435 = t0.words[(_23 + 32u) & 63u] + (_23 * 5u);
                                            uint _438 = (_435 + 35u) & 63u;
                                            _28 = _435;
                                            if ((t0.words[_438] & 3u) == 1u)
                                            {
                                                _28 = _435;
                                                if (!(((_435 ^ 716u) % 5u) == 1u))
                                                {
                                                    if (((_194 ^ 974u) % 5u) == 1u)
                                                    {
                                                        uint _472 = t0.words[(_435 + 54u) & 63u] + (_435 << 3u);
                                                        _26 = (_472 << 3u) + t0.words[(_472 + 9u) & 63u];
                                                    }
                                                    else
                                                    {
                                                        uint _452 = (_435 * 6u) + t0.words[_438];
                                                        uint _458 = t0.words[(_452 + 18u) & 63u] + (_452 * 6u);
                                                        _26 = (_458 * 6u) + t0.words[(_458 + 62u) & 63u];
                                                    }
                                                    _28 = t0.words[(_26 + 63u) & 63u] + (_26 * 6u);
                                                }
                                            }
                                            break;
                                        }
                                        default:
                                        {
                                            if (((_23 ^ 415u) % 5u) == 1u)
                                            {
                                                _28 = _23;
                                                if (!(((_194 ^ 301u) % 6u) == 1u))
                                                {
                                                    uint _608 = t0.words[(_23 + 11u) & 63u] + (_23 << 1u);
                                                    _28 = _608;
                                                    if (((_608 ^ 243u) % 5u) == 0u)
                                                    {
                                                        _28 = t0.words[(_608 + 27u) & 63u] + (_608 << 2u);
                                                    }
                                                }
                                            }
                                            else
                                            {
                                                if (((t0.words[(_23 + 24u) & 63u] ^ 416u) % 6u) == 1u)
                                                {
                                                    uint _567 = t0.words[(_23 + 56u) & 63u] + (_23 << 3u);
                                                    uint _574 = (_567 * 3u) + t0.words[(_567 + 44u) & 63u];
                                                    _27 = (_574 * 7u) + t0.words[(_574 + 31u) & 63u];
                                                }
                                                else
                                                {
                                                    _27 = t0.words[(_23 + 57u) & 63u] + (_23 * 6u);
                                                }
                                                _28 = _27;
                                                if (((_27 ^ 579u) % 6u) == 1u)
                                                {
                                                    uint _592 = t0.words[(_27 + 22u) & 63u] + (_27 * 6u);
                                                    _28 = (_592 * 3u) + t0.words[(_592 + 47u) & 63u];
                                                }
                                            }
                                            break;
                                        }
                                    }
                                    break;
                                }
                            }
                            _620 = _28;
                            uint _621 = _376 + 1u;
                            _19 = _621;
                            _20 = _620;
                            if (_621 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _29 = _620;
                        if ((t0.words[(_620 + 53u) & 63u] & 1u) == 0u)
                        {
                            uint _634 = t0.words[(_620 + 23u) & 63u] + (_620 << 2u);
                            _40 = _634;
                            _29 = _634;
                            if (((_634 ^ 375u) % 5u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_32_exit = 0u;
                                break;
                            }
                        }
                        uint _30 = 0u;
                        uint _31 = _29;
                        for (;;)
                        {
                            uint _640 = _30;
                            uint _647 = t0.words[(_31 + 10u) & 63u] + (_31 << 2u);
                            uint _38 = _647;
                            if ((_647 & 1u) == 0u)
                            {
                                uint _35 = _647;
                                if ((_647 & 3u) == 1u)
                                {
                                    uint _32 = 0u;
                                    uint _33 = _647;
                                    uint _678;
                                    for (;;)
                                    {
                                        uint _652 = _32;
                                        uint _653 = _33;
                                        uint _659 = t0.words[(_653 + 63u) & 63u] + (_653 << 3u);
                                        uint _666 = (_659 * 6u) + t0.words[(_659 + 45u) & 63u];
                                        uint _672 = (_666 << 2u) + t0.words[(_666 + 37u) & 63u];
                                        _678 = (_672 * 7u) + t0.words[(_672 + 3u) & 63u];
                                        uint _679 = _652 + 1u;
                                        _32 = _679;
                                        _33 = _678;
                                        if (_679 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    if (((_678 ^ 310u) % 3u) == 0u)
                                    {
                                        uint _698 = t0.words[(_678 + 55u) & 63u] + (_678 * 7u);
                                        _34 = (_698 * 5u) + t0.words[(_698 + 35u) & 63u];
                                    }
                                    else
                                    {
                                        _34 = t0.words[(_678 + 59u) & 63u] + _678;
                                    }
                                    _6 = _34;
                                    _35 = _34;
                                    if (((t0.words[(_34 + 51u) & 63u] ^ 953u) % 3u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_01_exit = 0u;
                                        break;
                                    }
                                }
                                uint _721 = t0.words[(_35 + 5u) & 63u] + (_35 * 7u);
                                if ((_721 % 3u) == 0u)
                                {
                                    _38 = t0.words[(_721 + 19u) & 63u] + (_721 * 7u);
                                }
                                else
                                {
                                    uint _36 = _721;
                                    uint _37 = 0u;
                                    uint _730;
                                    for (;;)
                                    {
                                        uint _724 = _36;
                                        uint _725 = _37;
                                        _730 = t0.words[(_724 + 37u) & 63u] + _724;
                                        uint _731 = _725 + 1u;
                                        _36 = _730;
                                        _37 = _731;
                                        if (_731 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _38 = _730;
                                }
                            }
                            uint _39 = _38;
                            if (((t0.words[(_38 + 12u) & 63u] ^ 240u) % 3u) == 1u)
                            {
                                uint _755 = t0.words[(_38 + 48u) & 63u] + (_38 * 6u);
                                _39 = (_755 << 3u) + t0.words[(_755 + 11u) & 63u];
                            }
                            _7 = _39;
                            uint _763 = _640 + 1u;
                            _30 = _763;
                            _31 = _39;
                            if (_763 < 3u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_01_exit = 1u;
                                break;
                            }
                        }
                        bool _155_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_01_exit)
                        {
                            case 0u:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_32_exit = 1u;
                                _155_ladder_break = true;
                                break;
                            }
                        }
                        if (_155_ladder_break)
                        {
                            break;
                        }
                        uint _766 = _374 + 1u;
                        _17 = _766;
                        _18 = _7;
                        _40 = _7;
                        if (_766 < 5u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_32_exit = 0u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_32_exit)
                    {
                        case 0u:
                        {
                            _41 = _40;
                            main_join = 84u;
                            break;
                        }
                        default:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _6;
                            main_join = 85u;
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
        main_join = 84u;
    }
    switch (main_join)
    {
        case 84u:
        {
            u0.words[gl_GlobalInvocationID.x] = _41;
            break;
        }
    }
}

