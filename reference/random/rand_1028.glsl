#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _230;

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
    uint _RESERVED_IDENTIFIER_FIXUP_71_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_87_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_02_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_28_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_80_exit = 0u;
    uint _6;
    uint _7;
    uint _8;
    uint _9;
    uint _10;
    uint _11;
    uint _12;
    uint _13;
    uint _14;
    uint _17;
    uint _33;
    uint _34;
    uint _35;
    uint _48;
    uint _49;
    uint _50;
    uint _52;
    for (;;)
    {
        uint _222 = gl_GlobalInvocationID.x & 63u;
        uint _229 = t0.words[_222];
        if (((gl_GlobalInvocationID.x ^ 837u) % 3u) == 0u)
        {
            if ((gl_GlobalInvocationID.x & 3u) == 0u)
            {
                uint _303 = t0.words[(gl_GlobalInvocationID.x + 25u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                _14 = (_303 << 1u) + t0.words[(_303 + 10u) & 63u];
            }
            else
            {
                _14 = gl_GlobalInvocationID.x;
                if (!((gl_GlobalInvocationID.x % 3u) == 0u))
                {
                    _14 = t0.words[(gl_GlobalInvocationID.x + 15u) & 63u] + (gl_GlobalInvocationID.x * 7u);
                }
            }
            uint _15 = 0u;
            uint _16 = _14;
            uint _320;
            for (;;)
            {
                uint _312 = _15;
                uint _313 = _16;
                _320 = t0.words[(_313 + 55u) & 63u] + (_313 << 1u);
                uint _321 = _312 + 1u;
                _15 = _321;
                _16 = _320;
                if (_321 == 5u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            _17 = _320;
        }
        else
        {
            uint _244 = t0.words[(gl_GlobalInvocationID.x + 6u) & 63u] + (gl_GlobalInvocationID.x * 3u);
            _17 = _244;
            if ((t0.words[(_244 + 52u) & 63u] & 3u) == 1u)
            {
                if (((_229 ^ 746u) % 5u) == 0u)
                {
                    _17 = t0.words[(_244 + 25u) & 63u] + (_244 * 7u);
                }
                else
                {
                    uint _263 = t0.words[(_244 + 27u) & 63u] + (_244 << 3u);
                    uint _271 = (_263 << 2u) + t0.words[(_263 + 56u) & 63u];
                    _17 = (_271 * 5u) + t0.words[(_271 + 21u) & 63u];
                }
            }
        }
        uint _18 = 0u;
        uint _19 = _17;
        uint _331;
        for (;;)
        {
            uint _324 = _18;
            uint _325 = _19;
            uint _330 = t0.words[(_325 + 43u) & 63u];
            _331 = _330 + _325;
            uint _332 = _324 + 1u;
            _18 = _332;
            _19 = _331;
            if (_332 == 5u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        uint _338 = t0.words[(_331 + 43u) & 63u];
        uint _339 = _338 + (_331 * 6u);
        if ((_229 & 3u) == 1u)
        {
            u0.words[gl_GlobalInvocationID.x] = _339;
            break;
        }
        bool _83_ladder_break = false;
        switch (_339 % 3u)
        {
            case 0u:
            {
                uint _545 = t0.words[(_339 + 30u) & 63u] + (_339 << 2u);
                _35 = (_545 << 3u) + t0.words[(_545 + 21u) & 63u];
                break;
            }
            case 1u:
            {
                uint _347 = t0.words[(_339 + 8u) & 63u];
                uint _348 = _347 + _339;
                bool _84_ladder_break = false;
                switch (_348 & 3u)
                {
                    case 0u:
                    {
                        if (((_348 ^ 980u) % 3u) == 1u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _348;
                            _84_ladder_break = true;
                            _83_ladder_break = true;
                            break;
                        }
                        _35 = t0.words[(_348 + 32u) & 63u] + (_348 << 1u);
                        break;
                    }
                    case 1u:
                    {
                        _35 = t0.words[(_348 + 48u) & 63u] + _348;
                        break;
                    }
                    case 2u:
                    {
                        uint _20 = _348;
                        if ((t0.words[(_348 + 35u) & 63u] & 3u) == 1u)
                        {
                            _20 = t0.words[(_348 + 39u) & 63u] + (_348 << 1u);
                        }
                        uint _21 = 0u;
                        uint _22 = _20;
                        for (;;)
                        {
                            uint _365 = _21;
                            if (((_22 ^ 58u) % 5u) == 1u)
                            {
                                uint _476 = t0.words[(_22 + 13u) & 63u] + (_22 << 2u);
                                _34 = _476;
                                _33 = _476;
                                if ((_476 & 3u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_71_exit = 3u;
                                    break;
                                }
                            }
                            else
                            {
                                uint _23 = 0u;
                                uint _24 = _22;
                                uint _25;
                                uint _26;
                                uint _371;
                                for (;;)
                                {
                                    _371 = _23;
                                    _25 = 0u;
                                    _26 = _24;
                                    uint _380;
                                    for (;;)
                                    {
                                        uint _373 = _25;
                                        uint _374 = _26;
                                        _380 = t0.words[(_374 + 2u) & 63u] + (_374 << 1u);
                                        uint _381 = _373 + 1u;
                                        _25 = _381;
                                        _26 = _380;
                                        if (_381 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _27 = 0u;
                                    uint _28 = _380;
                                    for (;;)
                                    {
                                        uint _383 = _27;
                                        _6 = _28;
                                        if (((_28 ^ 801u) % 6u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_02_exit = 0u;
                                            break;
                                        }
                                        uint _392 = (_6 + 38u) & 63u;
                                        if (((t0.words[_392] ^ 526u) % 3u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_02_exit = 1u;
                                            break;
                                        }
                                        uint _401 = t0.words[_392] + (_6 * 5u);
                                        _7 = _401;
                                        uint _402 = _383 + 1u;
                                        _27 = _402;
                                        _28 = _401;
                                        if (_402 < 5u)
                                        {
                                            continue;
                                        }
                                        else
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_02_exit = 2u;
                                            break;
                                        }
                                    }
                                    bool _103_ladder_break = false;
                                    switch (_RESERVED_IDENTIFIER_FIXUP_02_exit)
                                    {
                                        case 0u:
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_87_exit = 0u;
                                            _103_ladder_break = true;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_87_exit = 1u;
                                            _103_ladder_break = true;
                                            break;
                                        }
                                        default:
                                        {
                                            break;
                                        }
                                    }
                                    if (_103_ladder_break)
                                    {
                                        break;
                                    }
                                    uint _31 = _7;
                                    if (((_229 ^ 7u) % 6u) == 0u)
                                    {
                                        uint _29 = 0u;
                                        uint _30 = _7;
                                        uint _437;
                                        for (;;)
                                        {
                                            uint _410 = _29;
                                            uint _411 = _30;
                                            uint _418 = t0.words[(_411 + 42u) & 63u] + (_411 << 2u);
                                            uint _425 = (_418 * 3u) + t0.words[(_418 + 59u) & 63u];
                                            uint _431 = (_425 * 5u) + t0.words[(_425 + 2u) & 63u];
                                            _437 = (_431 * 3u) + t0.words[(_431 + 15u) & 63u];
                                            uint _438 = _410 + 1u;
                                            _29 = _438;
                                            _30 = _437;
                                            if (_438 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _31 = t0.words[(_437 + 13u) & 63u] + (_437 << 1u);
                                    }
                                    _8 = _31;
                                    uint _32 = _31;
                                    if ((_31 & 3u) == 3u)
                                    {
                                        if ((_8 & 1u) == 0u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_87_exit = 2u;
                                            break;
                                        }
                                        uint _459 = t0.words[(_8 + 26u) & 63u] + _8;
                                        _32 = (_459 * 5u) + t0.words[(_459 + 3u) & 63u];
                                    }
                                    _9 = _32;
                                    uint _467 = _371 + 1u;
                                    _23 = _467;
                                    _24 = _32;
                                    if (_467 < 5u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_87_exit = 3u;
                                        break;
                                    }
                                }
                                bool _119_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_87_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_71_exit = 0u;
                                        _119_ladder_break = true;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_71_exit = 1u;
                                        _119_ladder_break = true;
                                        break;
                                    }
                                    case 2u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_71_exit = 2u;
                                        _119_ladder_break = true;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                if (_119_ladder_break)
                                {
                                    break;
                                }
                                _33 = _9;
                            }
                            uint _485 = t0.words[(_33 + 7u) & 63u] + (_33 << 3u);
                            _10 = (_485 << 2u) + t0.words[(_485 + 54u) & 63u];
                            if (((_229 ^ 460u) % 6u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_71_exit = 4u;
                                break;
                            }
                            uint _497 = _365 + 1u;
                            _21 = _497;
                            _22 = _10;
                            _34 = _10;
                            if (_497 < 4u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_71_exit = 3u;
                                break;
                            }
                        }
                        bool _133_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_71_exit)
                        {
                            case 0u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _6;
                                _133_ladder_break = true;
                                _84_ladder_break = true;
                                _83_ladder_break = true;
                                break;
                            }
                            case 1u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _6;
                                _133_ladder_break = true;
                                _84_ladder_break = true;
                                _83_ladder_break = true;
                                break;
                            }
                            case 2u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _8;
                                _133_ladder_break = true;
                                _84_ladder_break = true;
                                _83_ladder_break = true;
                                break;
                            }
                            case 3u:
                            {
                                break;
                            }
                            default:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _10;
                                _133_ladder_break = true;
                                _84_ladder_break = true;
                                _83_ladder_break = true;
                                break;
                            }
                        }
                        if (_133_ladder_break)
                        {
                            break;
                        }
                        _35 = _34;
                        break;
                    }
                    default:
                    {
                        _35 = t0.words[(_348 + 56u) & 63u] + (_348 * 5u);
                        break;
                    }
                }
                if (_84_ladder_break)
                {
                    break;
                }
                break;
            }
            default:
            {
                _35 = t0.words[(_339 + 58u) & 63u] + (_339 << 2u);
                break;
            }
        }
        if (_83_ladder_break)
        {
            break;
        }
        uint _36 = 0u;
        uint _37 = _35;
        uint _567;
        for (;;)
        {
            uint _559 = _36;
            _567 = t0.words[(_37 + 29u) & 63u] + (_37 * 3u);
            bool _150_ladder_break = false;
            switch (_567 % 5u)
            {
                case 0u:
                {
                    _50 = t0.words[(_567 + 24u) & 63u] + (_567 * 6u);
                    break;
                }
                case 1u:
                {
                    if ((_567 & 1u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_28_exit = 0u;
                        _150_ladder_break = true;
                        break;
                    }
                    uint _38 = 0u;
                    uint _39 = _567;
                    uint _598;
                    for (;;)
                    {
                        uint _571 = _38;
                        uint _40 = _39;
                        if (!(((_39 ^ 839u) % 5u) == 1u))
                        {
                            uint _583 = t0.words[(_39 + 23u) & 63u] + (_39 * 6u);
                            uint _590 = (_583 * 5u) + t0.words[(_583 + 18u) & 63u];
                            _40 = (_590 * 6u) + t0.words[(_590 + 44u) & 63u];
                        }
                        _598 = _40;
                        uint _599 = _571 + 1u;
                        _38 = _599;
                        _39 = _598;
                        if (_599 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _50 = _598;
                    break;
                }
                default:
                {
                    uint _41 = 0u;
                    uint _42 = _567;
                    for (;;)
                    {
                        uint _608 = _41;
                        _11 = _42;
                        bool _163_ladder_break = false;
                        switch (_42 & 3u)
                        {
                            case 0u:
                            {
                                _49 = _11;
                                if (((t0.words[(_11 + 63u) & 63u] ^ 264u) % 3u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_80_exit = 0u;
                                    _163_ladder_break = true;
                                    break;
                                }
                                break;
                            }
                            case 1u:
                            {
                                _49 = t0.words[(_11 + 36u) & 63u] + (_11 * 3u);
                                break;
                            }
                            default:
                            {
                                uint _43 = 0u;
                                uint _44 = _11;
                                uint _689;
                                for (;;)
                                {
                                    uint _629 = _43;
                                    if ((_44 & 1u) == 0u)
                                    {
                                        uint _45 = 0u;
                                        uint _46 = _44;
                                        uint _664;
                                        for (;;)
                                        {
                                            uint _649 = _45;
                                            uint _650 = _46;
                                            uint _657 = t0.words[(_650 + 41u) & 63u] + (_650 << 1u);
                                            _664 = (_657 * 6u) + t0.words[(_657 + 9u) & 63u];
                                            uint _665 = _649 + 1u;
                                            _45 = _665;
                                            _46 = _664;
                                            if (_665 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _47 = _664;
                                        if (((_229 ^ 620u) % 5u) == 0u)
                                        {
                                            _47 = t0.words[(_664 + 7u) & 63u] + (_664 << 1u);
                                        }
                                        _48 = t0.words[(_47 + 6u) & 63u] + (_47 << 2u);
                                    }
                                    else
                                    {
                                        uint _637 = t0.words[(_44 + 13u) & 63u] + _44;
                                        _48 = _637;
                                        if (((_637 ^ 594u) % 6u) == 0u)
                                        {
                                            _48 = t0.words[(_637 + 12u) & 63u] + (_637 * 5u);
                                        }
                                    }
                                    _689 = t0.words[(_48 + 10u) & 63u] + _48;
                                    uint _690 = _629 + 1u;
                                    _43 = _690;
                                    _44 = _689;
                                    if (_690 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _49 = _689;
                                break;
                            }
                        }
                        if (_163_ladder_break)
                        {
                            break;
                        }
                        _12 = _49;
                        uint _693 = _608 + 1u;
                        _41 = _693;
                        _42 = _49;
                        if (_693 < 3u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_80_exit = 1u;
                            break;
                        }
                    }
                    bool _185_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_80_exit)
                    {
                        case 0u:
                        {
                            _RESERVED_IDENTIFIER_FIXUP_28_exit = 1u;
                            _185_ladder_break = true;
                            _150_ladder_break = true;
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    if (_185_ladder_break)
                    {
                        break;
                    }
                    _50 = _12;
                    break;
                }
            }
            if (_150_ladder_break)
            {
                break;
            }
            uint _704 = t0.words[(_50 + 28u) & 63u] + (_50 << 1u);
            _13 = _704;
            uint _705 = _559 + 1u;
            _36 = _705;
            _37 = _704;
            if (_705 < 4u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_28_exit = 2u;
                break;
            }
        }
        bool _191_ladder_break = false;
        switch (_RESERVED_IDENTIFIER_FIXUP_28_exit)
        {
            case 0u:
            {
                u0.words[gl_GlobalInvocationID.x] = _567;
                _191_ladder_break = true;
                break;
            }
            case 1u:
            {
                u0.words[gl_GlobalInvocationID.x] = _11;
                _191_ladder_break = true;
                break;
            }
            default:
            {
                break;
            }
        }
        if (_191_ladder_break)
        {
            break;
        }
        uint _718 = t0.words[(_13 + 51u) & 63u] + (_13 * 7u);
        uint _51 = _718;
        if (((_718 ^ 915u) % 5u) == 1u)
        {
            _51 = t0.words[(_718 + 3u) & 63u] + (_718 * 6u);
        }
        uint _53 = _51;
        bool _197_ladder_break = false;
        switch (_51 % 5u)
        {
            case 0u:
            {
                uint _790 = t0.words[(_51 + 46u) & 63u] + (_51 << 2u);
                _53 = _790;
                if ((_790 & 3u) == 2u)
                {
                    u0.words[gl_GlobalInvocationID.x] = _790;
                    _197_ladder_break = true;
                    break;
                }
                break;
            }
            case 1u:
            {
                uint _749 = _51 * 7u;
                if (((_229 ^ 19u) % 3u) == 0u)
                {
                    uint _760 = t0.words[(_51 + 6u) & 63u] + _749;
                    _52 = (_760 * 6u) + t0.words[(_760 + 47u) & 63u];
                }
                else
                {
                    _52 = t0.words[(_51 + 17u) & 63u] + _749;
                }
                if ((_52 % 3u) == 0u)
                {
                    _53 = t0.words[(_52 + 3u) & 63u] + (_52 * 3u);
                }
                else
                {
                    _53 = t0.words[(_52 + 57u) & 63u] + (_52 * 7u);
                }
                break;
            }
            case 2u:
            {
                uint _737 = t0.words[(_51 + 33u) & 63u] + (_51 * 6u);
                _53 = (_737 * 6u) + t0.words[(_737 + 40u) & 63u];
                break;
            }
            default:
            {
                break;
            }
        }
        if (_197_ladder_break)
        {
            break;
        }
        u0.words[gl_GlobalInvocationID.x] = _53;
        break;
    }
}

