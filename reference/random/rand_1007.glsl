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
    uint _RESERVED_IDENTIFIER_FIXUP_80_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_0_loop_join = 0u;
    uint _6;
    uint _7;
    uint _8;
    uint _9;
    uint _18;
    uint _19;
    uint _25;
    uint _28;
    uint _29;
    uint _30;
    uint _33;
    uint _36;
    uint _37;
    uint _50;
    uint _51;
    uint _53;
    uint _56;
    uint _57;
    uint _58;
    uint _59;
    uint _60;
    for (;;)
    {
        uint _242 = gl_GlobalInvocationID.x & 63u;
        uint _249 = t0.words[_242];
        bool _71_ladder_break = false;
        switch (gl_GlobalInvocationID.x % 5u)
        {
            case 0u:
            {
                if ((gl_GlobalInvocationID.x % 3u) == 0u)
                {
                    uint _10 = 0u;
                    uint _11 = gl_GlobalInvocationID.x;
                    uint _344;
                    uint _12;
                    uint _13;
                    uint _307;
                    for (;;)
                    {
                        _307 = _10;
                        _12 = 0u;
                        _13 = _11;
                        uint _324;
                        for (;;)
                        {
                            uint _309 = _12;
                            uint _14 = _13;
                            if ((t0.words[(_13 + 7u) & 63u] & 3u) == 0u)
                            {
                                _14 = t0.words[(_13 + 15u) & 63u] + (_13 << 1u);
                            }
                            _324 = _14;
                            uint _325 = _309 + 1u;
                            _12 = _325;
                            _13 = _324;
                            if (_325 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _332 = t0.words[(_324 + 3u) & 63u] + (_324 << 2u);
                        uint _339 = (_332 * 6u) + t0.words[(_332 + 11u) & 63u];
                        _344 = _339 + t0.words[(_339 + 6u) & 63u];
                        uint _345 = _307 + 1u;
                        _10 = _345;
                        _11 = _344;
                        if (_345 == 2u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _19 = _344;
                }
                else
                {
                    uint _290 = _249 & 3u;
                    uint _15 = 0u;
                    uint _16 = gl_GlobalInvocationID.x;
                    for (;;)
                    {
                        uint _291 = _15;
                        uint _17 = _16;
                        if (((_249 ^ 7u) % 3u) == 0u)
                        {
                            _18 = _16;
                            if (_290 == 0u)
                            {
                                break;
                            }
                            else
                            {
                                _17 = t0.words[(_16 + 63u) & 63u] + _16;
                            }
                        }
                        uint _304 = _291 + 1u;
                        _15 = _304;
                        _16 = _17;
                        _18 = _17;
                        if (_304 < 5u)
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
                for (;;)
                {
                    uint _348 = _20;
                    uint _356 = t0.words[(_21 + 12u) & 63u] + (_21 * 5u);
                    bool _97_ladder_break = false;
                    switch (_356 % 5u)
                    {
                        case 0u:
                        {
                            _29 = t0.words[(_356 + 31u) & 63u] + (_356 * 6u);
                            _RESERVED_IDENTIFIER_FIXUP_0_loop_join = 38u;
                            break;
                        }
                        case 1u:
                        {
                            _30 = _356;
                            if (((t0.words[(_356 + 15u) & 63u] ^ 477u) % 5u) == 1u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_0_loop_join = 40u;
                            }
                            else
                            {
                                _29 = _356;
                                if (((t0.words[(_356 + 40u) & 63u] ^ 86u) % 3u) == 0u)
                                {
                                    uint _22 = 0u;
                                    uint _23 = _356;
                                    for (;;)
                                    {
                                        uint _390 = _22;
                                        uint _397 = t0.words[(_23 + 2u) & 63u] + (_23 << 2u);
                                        _6 = _397;
                                        uint _24 = _397;
                                        bool _104_ladder_break = false;
                                        switch (_397 & 3u)
                                        {
                                            case 0u:
                                            {
                                                uint _406 = t0.words[(_6 + 16u) & 63u] + (_6 * 3u);
                                                uint _412 = (_406 * 5u) + t0.words[(_406 + 2u) & 63u];
                                                _24 = t0.words[(_412 + 17u) & 63u] + (_412 * 7u);
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
                                                    _104_ladder_break = true;
                                                    break;
                                                }
                                                break;
                                            }
                                        }
                                        if (_104_ladder_break)
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
                                        uint _481 = _390 + 1u;
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
                                    bool _123_ladder_break = false;
                                    switch (_RESERVED_IDENTIFIER_FIXUP_14_exit)
                                    {
                                        case 0u:
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                                            _123_ladder_break = true;
                                            _97_ladder_break = true;
                                            break;
                                        }
                                        default:
                                        {
                                            break;
                                        }
                                    }
                                    if (_123_ladder_break)
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
                            uint _364 = t0.words[(_356 + 56u) & 63u] + (_356 * 3u);
                            _29 = (_364 * 5u) + t0.words[(_364 + 57u) & 63u];
                            _RESERVED_IDENTIFIER_FIXUP_0_loop_join = 38u;
                            break;
                        }
                        default:
                        {
                            _29 = t0.words[(_356 + 42u) & 63u] + (_356 * 5u);
                            _RESERVED_IDENTIFIER_FIXUP_0_loop_join = 38u;
                            break;
                        }
                    }
                    if (_97_ladder_break)
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
                        default:
                        {
                            break;
                        }
                    }
                    _8 = _30;
                    uint _519 = _348 + 1u;
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
                bool _139_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
                {
                    case 0u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _6;
                        _139_ladder_break = true;
                        _71_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_139_ladder_break)
                {
                    break;
                }
                _33 = _8;
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
                break;
            }
            default:
            {
                _33 = t0.words[(gl_GlobalInvocationID.x + 2u) & 63u] + (gl_GlobalInvocationID.x * 5u);
                break;
            }
        }
        if (_71_ladder_break)
        {
            break;
        }
        uint _61 = _33;
        if ((_33 & 3u) == 0u)
        {
            uint _543 = t0.words[(_33 + 57u) & 63u];
            uint _544 = _543 + (_33 << 2u);
            if ((_249 & 1u) == 0u)
            {
                uint _44 = 0u;
                uint _45 = t0.words[(_544 + 53u) & 63u] + (_544 * 3u);
                uint _878;
                uint _46;
                uint _47;
                uint _715;
                for (;;)
                {
                    _715 = _44;
                    _46 = 0u;
                    _47 = _45;
                    uint _849;
                    for (;;)
                    {
                        uint _717 = _46;
                        if ((_47 % 5u) == 0u)
                        {
                            uint _48 = 0u;
                            uint _49 = _47;
                            for (;;)
                            {
                                uint _728 = _48;
                                if ((_49 & 3u) == 0u)
                                {
                                    uint _743 = t0.words[(_49 + 38u) & 63u] + (_49 << 2u);
                                    _50 = (_743 * 6u) + t0.words[(_743 + 13u) & 63u];
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
                                            uint _761 = t0.words[(_50 + 42u) & 63u] + (_50 * 3u);
                                            _51 = (_761 * 7u) + t0.words[(_761 + 53u) & 63u];
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
                                        uint _796 = t0.words[(_51 + 55u) & 63u] + (_51 << 3u);
                                        uint _801 = t0.words[(_796 + 61u) & 63u] + _796;
                                        _52 = (_801 << 1u) + t0.words[(_801 + 15u) & 63u];
                                    }
                                    uint _809 = _728 + 1u;
                                    _48 = _809;
                                    _49 = _52;
                                    _53 = _52;
                                    if (_809 < 5u)
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
                            uint _846;
                            for (;;)
                            {
                                uint _812 = _54;
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
                                _846 = _57 + (_56 * 5u);
                                uint _847 = _812 + 1u;
                                _54 = _847;
                                _55 = _846;
                                if (_847 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _58 = _846;
                        }
                        else
                        {
                            _58 = t0.words[(_47 + 45u) & 63u] + (_47 << 2u);
                        }
                        _849 = _58;
                        uint _850 = _717 + 1u;
                        _46 = _850;
                        _47 = _849;
                        if (_850 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    if ((_849 % 3u) == 0u)
                    {
                        _60 = _849;
                        _59 = _849;
                        if (((t0.words[(_849 + 7u) & 63u] ^ 389u) % 3u) == 1u)
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
                        _59 = t0.words[(_849 + 46u) & 63u] + (_849 << 3u);
                        _RESERVED_IDENTIFIER_FIXUP_80_join = 103u;
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_80_join)
                    {
                        case 103u:
                        {
                            _60 = t0.words[(_59 + 57u) & 63u] + (_59 * 7u);
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    _878 = _60;
                    uint _879 = _715 + 1u;
                    _44 = _879;
                    _45 = _878;
                    if (_879 == 4u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _61 = _878;
                if ((_878 % 5u) == 0u)
                {
                    _61 = t0.words[(_878 + 59u) & 63u] + _878;
                }
            }
            else
            {
                if ((_544 % 5u) == 0u)
                {
                    uint _562 = t0.words[(_544 + 61u) & 63u] + (_544 << 3u);
                    bool _149_ladder_break = false;
                    switch (_562 % 3u)
                    {
                        case 0u:
                        {
                            _61 = t0.words[(_562 + 52u) & 63u] + (_562 << 2u);
                            break;
                        }
                        case 1u:
                        {
                            if (((_249 ^ 920u) % 5u) == 1u)
                            {
                                uint _34 = 0u;
                                uint _35 = _562;
                                uint _582;
                                for (;;)
                                {
                                    uint _574 = _34;
                                    uint _575 = _35;
                                    _582 = t0.words[(_575 + 59u) & 63u] + (_575 * 6u);
                                    uint _583 = _574 + 1u;
                                    _34 = _583;
                                    _35 = _582;
                                    if (_583 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _37 = _582;
                                if (((t0.words[(_582 + 60u) & 63u] ^ 566u) % 6u) == 1u)
                                {
                                    uint _600 = t0.words[(_582 + 27u) & 63u] + (_582 * 3u);
                                    switch (_600 % 5u)
                                    {
                                        case 0u:
                                        {
                                            _36 = t0.words[(_600 + 62u) & 63u] + (_600 * 5u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _620 = t0.words[(_600 + 16u) & 63u] + (_600 * 7u);
                                            _36 = (_620 * 3u) + t0.words[(_620 + 31u) & 63u];
                                            break;
                                        }
                                        case 2u:
                                        {
                                            _36 = t0.words[(_600 + 14u) & 63u] + (_600 * 5u);
                                            break;
                                        }
                                        case 3u:
                                        {
                                            _36 = t0.words[(_600 + 56u) & 63u] + (_600 << 1u);
                                            break;
                                        }
                                        default:
                                        {
                                            _36 = t0.words[(_600 + 26u) & 63u] + (_600 << 2u);
                                            break;
                                        }
                                    }
                                    _37 = t0.words[(_36 + 4u) & 63u] + _36;
                                }
                            }
                            else
                            {
                                _37 = t0.words[(_562 + 11u) & 63u] + (_562 * 7u);
                            }
                            _61 = t0.words[(_37 + 46u) & 63u] + (_37 * 3u);
                            break;
                        }
                        default:
                        {
                            uint _38 = 0u;
                            uint _39 = _562;
                            uint _662;
                            for (;;)
                            {
                                uint _661 = _38;
                                _662 = _39;
                                if ((t0.words[(_662 + 32u) & 63u] & 3u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_18_exit = 0u;
                                    break;
                                }
                                uint _40 = 0u;
                                uint _41 = _662;
                                uint _693;
                                uint _42;
                                uint _43;
                                uint _670;
                                for (;;)
                                {
                                    _670 = _40;
                                    _42 = 0u;
                                    _43 = _41;
                                    for (;;)
                                    {
                                        uint _672 = _42;
                                        uint _679 = t0.words[(_43 + 27u) & 63u] + (_43 << 3u);
                                        uint _686 = (_679 << 1u) + t0.words[(_679 + 49u) & 63u];
                                        _693 = (_686 * 6u) + t0.words[(_686 + 23u) & 63u];
                                        uint _694 = _672 + 1u;
                                        _42 = _694;
                                        _43 = _693;
                                        if (_694 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _696 = _670 + 1u;
                                    _40 = _696;
                                    _41 = _693;
                                    if (_696 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _702 = t0.words[(_693 + 27u) & 63u] + _693;
                                _9 = _702;
                                uint _703 = _661 + 1u;
                                _38 = _703;
                                _39 = _702;
                                if (_703 < 3u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_18_exit = 1u;
                                    break;
                                }
                            }
                            bool _179_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_18_exit)
                            {
                                case 0u:
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _662;
                                    _179_ladder_break = true;
                                    _149_ladder_break = true;
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            if (_179_ladder_break)
                            {
                                break;
                            }
                            _61 = _9;
                            break;
                        }
                    }
                    if (_149_ladder_break)
                    {
                        break;
                    }
                }
                else
                {
                    _61 = t0.words[(_544 + 10u) & 63u] + (_544 << 1u);
                }
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _61;
        break;
    }
}

