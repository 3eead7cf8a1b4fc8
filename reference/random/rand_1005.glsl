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
    uint _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
    uint _6;
    uint _7;
    uint _10;
    uint _12;
    uint _17;
    uint _20;
    uint _21;
    uint _24;
    uint _37;
    for (;;)
    {
        uint _188 = gl_GlobalInvocationID.x & 63u;
        uint _195 = t0.words[_188];
        uint _39 = gl_GlobalInvocationID.x;
        if ((t0.words[(gl_GlobalInvocationID.x + 16u) & 63u] & 3u) == 2u)
        {
            if (((gl_GlobalInvocationID.x ^ 45u) % 6u) == 0u)
            {
                uint _8 = 0u;
                uint _9 = gl_GlobalInvocationID.x;
                uint _429;
                for (;;)
                {
                    uint _428 = _8;
                    _429 = _9;
                    if (((_195 ^ 407u) % 5u) == 1u)
                    {
                        _17 = _429;
                        if (((_195 ^ 630u) % 5u) == 0u)
                        {
                            if ((_195 & 1u) == 0u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_8_exit = 1u;
                                break;
                            }
                            uint _558 = t0.words[(_429 + 43u) & 63u] + _429;
                            _17 = _558;
                            if (((_558 ^ 624u) % 5u) == 1u)
                            {
                                uint _568 = t0.words[(_558 + 15u) & 63u] + (_558 * 5u);
                                switch (_568 % 3u)
                                {
                                    case 0u:
                                    {
                                        uint _588 = t0.words[(_568 + 34u) & 63u] + _568;
                                        _17 = (_588 * 5u) + t0.words[(_588 + 35u) & 63u];
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _575 = t0.words[(_568 + 58u) & 63u] + (_568 << 3u);
                                        _17 = (_575 << 3u) + t0.words[(_575 + 42u) & 63u];
                                        break;
                                    }
                                    default:
                                    {
                                        _17 = t0.words[(_568 + 12u) & 63u] + (_568 * 5u);
                                        break;
                                    }
                                }
                            }
                        }
                    }
                    else
                    {
                        if (((_429 ^ 475u) % 5u) == 1u)
                        {
                            _17 = t0.words[(_429 + 8u) & 63u] + (_429 << 3u);
                        }
                        else
                        {
                            if (((t0.words[(_429 + 16u) & 63u] ^ 456u) % 5u) == 0u)
                            {
                                _12 = t0.words[(_429 + 28u) & 63u] + (_429 * 3u);
                            }
                            else
                            {
                                if (((_195 ^ 229u) % 6u) == 0u)
                                {
                                    uint _463 = t0.words[(_429 + 61u) & 63u] + (_429 * 6u);
                                    _10 = t0.words[(_463 + 54u) & 63u] + _463;
                                }
                                else
                                {
                                    _10 = t0.words[(_429 + 59u) & 63u] + (_429 << 1u);
                                }
                                uint _11 = _10;
                                if (((_195 ^ 639u) % 6u) == 1u)
                                {
                                    _11 = t0.words[(_10 + 25u) & 63u] + (_10 * 7u);
                                }
                                _6 = _11;
                                _12 = _11;
                                if (!((_11 & 1u) == 0u))
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
                                    break;
                                }
                            }
                            uint _13 = 0u;
                            uint _14 = _12;
                            uint _534;
                            uint _15;
                            uint _16;
                            uint _491;
                            for (;;)
                            {
                                _491 = _13;
                                uint _499 = t0.words[(_14 + 57u) & 63u] + (_14 * 6u);
                                uint _506 = (_499 * 5u) + t0.words[(_499 + 22u) & 63u];
                                _15 = 0u;
                                _16 = (_506 * 3u) + t0.words[(_506 + 23u) & 63u];
                                for (;;)
                                {
                                    uint _514 = _15;
                                    uint _521 = t0.words[(_16 + 5u) & 63u] + (_16 << 1u);
                                    uint _527 = (_521 * 5u) + t0.words[(_521 + 58u) & 63u];
                                    _534 = (_527 << 2u) + t0.words[(_527 + 10u) & 63u];
                                    uint _535 = _514 + 1u;
                                    _15 = _535;
                                    _16 = _534;
                                    if (_535 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _538 = _491 + 1u;
                                _13 = _538;
                                _14 = _534;
                                if (_538 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _17 = _534;
                        }
                    }
                    uint _609 = t0.words[(_17 + 48u) & 63u] + (_17 << 2u);
                    if ((_609 & 3u) == 0u)
                    {
                        if ((_195 & 1u) == 0u)
                        {
                            if ((t0.words[(_609 + 22u) & 63u] & 3u) == 3u)
                            {
                                _20 = t0.words[(_609 + 42u) & 63u] + (_609 * 3u);
                            }
                            else
                            {
                                uint _18 = 0u;
                                uint _19 = _609;
                                uint _648;
                                for (;;)
                                {
                                    uint _641 = _18;
                                    uint _642 = _19;
                                    _648 = t0.words[(_642 + 50u) & 63u] + (_642 * 7u);
                                    uint _649 = _641 + 1u;
                                    _18 = _649;
                                    _19 = _648;
                                    if (_649 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                switch (_648 % 5u)
                                {
                                    case 0u:
                                    {
                                        _20 = t0.words[(_648 + 27u) & 63u] + (_648 << 3u);
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _658 = t0.words[(_648 + 51u) & 63u] + (_648 << 3u);
                                        _20 = (_658 * 3u) + t0.words[(_658 + 24u) & 63u];
                                        break;
                                    }
                                    default:
                                    {
                                        _20 = t0.words[(_648 + 2u) & 63u] + (_648 << 2u);
                                        break;
                                    }
                                }
                            }
                            _21 = t0.words[(_20 + 52u) & 63u] + (_20 * 7u);
                        }
                        else
                        {
                            _21 = _609;
                            if (((_609 ^ 332u) % 6u) == 0u)
                            {
                                _21 = _609;
                                if (!(((_195 ^ 785u) % 6u) == 1u))
                                {
                                    _21 = t0.words[(_609 + 11u) & 63u] + (_609 << 1u);
                                }
                            }
                        }
                    }
                    else
                    {
                        _21 = t0.words[(_609 + 12u) & 63u] + (_609 << 3u);
                    }
                    _7 = _21;
                    uint _692 = _428 + 1u;
                    _8 = _692;
                    _9 = _21;
                    if (_692 < 4u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_8_exit = 2u;
                        break;
                    }
                }
                bool _146_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_8_exit)
                {
                    case 0u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _6;
                        _146_ladder_break = true;
                        break;
                    }
                    case 1u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _429;
                        _146_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_146_ladder_break)
                {
                    break;
                }
                if ((_7 % 3u) == 0u)
                {
                    if (((_195 ^ 63u) % 6u) == 0u)
                    {
                        _24 = t0.words[(_7 + 36u) & 63u] + (_7 << 2u);
                    }
                    else
                    {
                        uint _22 = 0u;
                        uint _23 = t0.words[(_7 + 63u) & 63u] + (_7 * 6u);
                        uint _725;
                        for (;;)
                        {
                            uint _718 = _22;
                            uint _719 = _23;
                            _725 = t0.words[(_719 + 1u) & 63u] + (_719 << 2u);
                            uint _726 = _718 + 1u;
                            _22 = _726;
                            _23 = _725;
                            if (_726 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _24 = _725;
                    }
                }
                else
                {
                    _24 = t0.words[(_7 + 20u) & 63u] + (_7 << 3u);
                }
                bool _159_ladder_break = false;
                switch (_24 % 3u)
                {
                    case 0u:
                    {
                        if ((_195 & 3u) == 3u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _24;
                            _159_ladder_break = true;
                            break;
                        }
                        _39 = t0.words[(_24 + 37u) & 63u] + (_24 << 2u);
                        break;
                    }
                    case 1u:
                    {
                        uint _28 = _24;
                        if (((_24 ^ 50u) % 6u) == 1u)
                        {
                            uint _25 = _24;
                            if (((_24 ^ 126u) % 5u) == 0u)
                            {
                                uint _751 = t0.words[(_24 + 29u) & 63u] + (_24 * 3u);
                                uint _757 = (_751 * 7u) + t0.words[(_751 + 54u) & 63u];
                                switch (_757 % 3u)
                                {
                                    case 0u:
                                    {
                                        uint _769 = t0.words[(_757 + 36u) & 63u] + (_757 << 1u);
                                        _25 = t0.words[(_769 + 50u) & 63u] + _769;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _25 = t0.words[(_757 + 29u) & 63u] + _757;
                                        break;
                                    }
                                    default:
                                    {
                                        _25 = t0.words[(_757 + 59u) & 63u] + (_757 * 3u);
                                        break;
                                    }
                                }
                            }
                            uint _27 = _25;
                            if ((t0.words[(_25 + 2u) & 63u] & 1u) == 0u)
                            {
                                uint _792 = t0.words[(_25 + 42u) & 63u] + _25;
                                uint _26 = _792;
                                if (((t0.words[(_792 + 23u) & 63u] ^ 998u) % 5u) == 1u)
                                {
                                    uint _805 = t0.words[(_792 + 8u) & 63u] + _792;
                                    _26 = (_805 << 2u) + t0.words[(_805 + 7u) & 63u];
                                }
                                _27 = t0.words[(_26 + 8u) & 63u] + (_26 * 7u);
                            }
                            _28 = t0.words[(_27 + 17u) & 63u] + (_27 * 7u);
                        }
                        uint _834 = t0.words[(_28 + 14u) & 63u] + (_28 << 1u);
                        _39 = t0.words[(_834 + 41u) & 63u] + (_834 * 6u);
                        break;
                    }
                    default:
                    {
                        _39 = t0.words[(_24 + 12u) & 63u] + (_24 * 3u);
                        break;
                    }
                }
                if (_159_ladder_break)
                {
                    break;
                }
            }
            else
            {
                uint _218 = t0.words[(gl_GlobalInvocationID.x + 44u) & 63u];
                uint _219 = _218 + (gl_GlobalInvocationID.x << 2u);
                _39 = _219;
                if ((_219 & 3u) == 0u)
                {
                    _39 = _219;
                    bool _48_ladder_break = false;
                    switch (_219 % 5u)
                    {
                        case 0u:
                        {
                            if ((t0.words[(_219 + 2u) & 63u] & 3u) == 3u)
                            {
                                _39 = t0.words[(_219 + 9u) & 63u] + _219;
                            }
                            else
                            {
                                uint _31 = _219;
                                if (!((_195 & 1u) == 0u))
                                {
                                    uint _29 = 0u;
                                    uint _30 = _219;
                                    uint _345;
                                    for (;;)
                                    {
                                        uint _316 = _29;
                                        uint _317 = _30;
                                        uint _324 = t0.words[(_317 + 12u) & 63u] + (_317 << 3u);
                                        uint _331 = (_324 << 3u) + t0.words[(_324 + 26u) & 63u];
                                        uint _338 = (_331 * 3u) + t0.words[(_331 + 52u) & 63u];
                                        _345 = (_338 << 3u) + t0.words[(_338 + 56u) & 63u];
                                        uint _346 = _316 + 1u;
                                        _29 = _346;
                                        _30 = _345;
                                        if (_346 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _353 = t0.words[(_345 + 16u) & 63u] + (_345 * 5u);
                                    if ((_353 & 3u) == 0u)
                                    {
                                        uint _369 = t0.words[(_353 + 15u) & 63u] + (_353 << 3u);
                                        _31 = (_369 * 7u) + t0.words[(_369 + 24u) & 63u];
                                    }
                                    else
                                    {
                                        _31 = t0.words[(_353 + 39u) & 63u] + (_353 * 6u);
                                    }
                                }
                                uint _32 = _31;
                                if (((_31 ^ 440u) % 5u) == 0u)
                                {
                                    if (((t0.words[(_31 + 13u) & 63u] ^ 25u) % 6u) == 0u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _31;
                                        _48_ladder_break = true;
                                        break;
                                    }
                                    _32 = t0.words[(_31 + 39u) & 63u] + (_31 << 1u);
                                }
                                if ((_32 % 3u) == 0u)
                                {
                                    if (((_32 ^ 602u) % 3u) == 0u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _32;
                                        _48_ladder_break = true;
                                        break;
                                    }
                                    _39 = t0.words[(_32 + 25u) & 63u] + (_32 << 3u);
                                }
                                else
                                {
                                    _39 = t0.words[(_32 + 9u) & 63u] + (_32 * 3u);
                                }
                            }
                            break;
                        }
                        case 1u:
                        {
                            _39 = t0.words[(_219 + 49u) & 63u] + (_219 * 5u);
                            break;
                        }
                        case 2u:
                        {
                            uint _33 = 0u;
                            uint _34 = _219;
                            uint _296;
                            uint _35;
                            uint _36;
                            uint _224;
                            for (;;)
                            {
                                _224 = _33;
                                _35 = _34;
                                _36 = 0u;
                                for (;;)
                                {
                                    uint _227 = _36;
                                    switch (_35 % 5u)
                                    {
                                        case 0u:
                                        {
                                            uint _262 = t0.words[(_35 + 44u) & 63u] + (_35 * 7u);
                                            _37 = (_262 << 1u) + t0.words[(_262 + 20u) & 63u];
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _249 = t0.words[(_35 + 28u) & 63u] + (_35 * 5u);
                                            _37 = (_249 * 5u) + t0.words[(_249 + 63u) & 63u];
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _235 = t0.words[(_35 + 58u) & 63u] + (_35 * 5u);
                                            _37 = (_235 << 2u) + t0.words[(_235 + 37u) & 63u];
                                            break;
                                        }
                                        default:
                                        {
                                            _37 = t0.words[_35 & 63u] + (_35 << 2u);
                                            break;
                                        }
                                    }
                                    uint _282 = t0.words[(_37 + 33u) & 63u] + (_37 * 6u);
                                    uint _38 = _282;
                                    if ((t0.words[(_282 + 50u) & 63u] & 1u) == 0u)
                                    {
                                        _38 = t0.words[(_282 + 2u) & 63u] + (_282 * 6u);
                                    }
                                    _296 = _38;
                                    uint _297 = _227 + 1u;
                                    _35 = _296;
                                    _36 = _297;
                                    if (_297 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _299 = _224 + 1u;
                                _33 = _299;
                                _34 = _296;
                                if (_299 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _39 = _296;
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    if (_48_ladder_break)
                    {
                        break;
                    }
                }
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _39;
        break;
    }
}

