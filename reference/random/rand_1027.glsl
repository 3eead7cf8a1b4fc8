#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _220;

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
    uint _RESERVED_IDENTIFIER_FIXUP_10_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_10_loop_join = 0u;
    uint _6;
    uint _9;
    uint _10;
    uint _15;
    uint _19;
    uint _26;
    uint _35;
    for (;;)
    {
        uint _212 = gl_GlobalInvocationID.x & 63u;
        uint _219 = t0.words[_212];
        uint _227 = t0.words[(gl_GlobalInvocationID.x + 62u) & 63u];
        uint _228 = _227 + (gl_GlobalInvocationID.x << 1u);
        uint _235 = t0.words[(_228 + 4u) & 63u];
        uint _236 = (_228 * 7u) + _235;
        uint _27 = _236;
        if (!((_219 & 1u) == 0u))
        {
            uint _246 = t0.words[(_236 + 46u) & 63u];
            uint _247 = _246 + (_236 * 5u);
            bool _45_ladder_break = false;
            switch (_247 & 3u)
            {
                case 0u:
                {
                    if (((_247 ^ 642u) % 6u) == 0u)
                    {
                        uint _440 = t0.words[(_247 + 9u) & 63u] + (_247 << 1u);
                        uint _447 = (_440 * 5u) + t0.words[(_440 + 39u) & 63u];
                        _26 = (_447 * 6u) + t0.words[(_447 + 50u) & 63u];
                    }
                    else
                    {
                        if (((t0.words[(_247 + 1u) & 63u] ^ 158u) % 5u) == 1u)
                        {
                            if (((_247 ^ 871u) % 3u) == 1u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _247;
                                _45_ladder_break = true;
                                break;
                            }
                        }
                        _26 = t0.words[(_247 + 48u) & 63u] + (_247 * 6u);
                    }
                    break;
                }
                case 1u:
                {
                    _26 = _247;
                    if (((_219 ^ 267u) % 6u) == 1u)
                    {
                        bool _51_ladder_break = false;
                        switch (_247 % 5u)
                        {
                            case 0u:
                            {
                                _26 = t0.words[(_247 + 60u) & 63u] + (_247 << 2u);
                                break;
                            }
                            case 1u:
                            {
                                uint _7 = 0u;
                                uint _8 = _247;
                                uint _273;
                                for (;;)
                                {
                                    uint _266 = _7;
                                    uint _267 = _8;
                                    _273 = t0.words[(_267 + 7u) & 63u] + (_267 * 7u);
                                    uint _274 = _266 + 1u;
                                    _7 = _274;
                                    _8 = _273;
                                    if (_274 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _26 = _273;
                                break;
                            }
                            default:
                            {
                                switch (_247 % 3u)
                                {
                                    case 0u:
                                    {
                                        uint _338 = t0.words[(_247 + 2u) & 63u] + (_247 * 3u);
                                        _10 = (_338 * 7u) + t0.words[(_338 + 27u) & 63u];
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _287 = (_247 + 47u) & 63u;
                                        if ((t0.words[_287] & 1u) == 0u)
                                        {
                                            uint _312 = t0.words[_287] + (_247 * 7u);
                                            uint _319 = t0.words[(_312 + 16u) & 63u] + (_312 * 6u);
                                            _9 = t0.words[(_319 + 8u) & 63u] + _319;
                                        }
                                        else
                                        {
                                            uint _298 = t0.words[(_247 + 24u) & 63u] + (_247 << 2u);
                                            uint _304 = (_298 << 2u) + t0.words[(_298 + 62u) & 63u];
                                            _9 = (_304 * 7u) + t0.words[(_304 + 60u) & 63u];
                                        }
                                        _10 = t0.words[(_9 + 42u) & 63u] + _9;
                                        break;
                                    }
                                    default:
                                    {
                                        _10 = t0.words[(_247 + 47u) & 63u] + (_247 << 2u);
                                        break;
                                    }
                                }
                                bool _64_ladder_break = false;
                                switch (_10 & 3u)
                                {
                                    case 0u:
                                    {
                                        if (((t0.words[(_10 + 9u) & 63u] ^ 548u) % 6u) == 0u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _10;
                                            _64_ladder_break = true;
                                            _51_ladder_break = true;
                                            _45_ladder_break = true;
                                            break;
                                        }
                                        if ((_10 % 5u) == 0u)
                                        {
                                            _26 = t0.words[(_10 + 2u) & 63u] + (_10 << 2u);
                                        }
                                        else
                                        {
                                            _26 = t0.words[(_10 + 15u) & 63u] + (_10 << 3u);
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        switch (_10 % 5u)
                                        {
                                            case 0u:
                                            {
                                                _26 = t0.words[(_10 + 5u) & 63u] + (_10 << 2u);
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _26 = t0.words[(_10 + 55u) & 63u] + (_10 * 5u);
                                                break;
                                            }
                                            default:
                                            {
                                                _26 = t0.words[(_10 + 10u) & 63u] + (_10 << 1u);
                                                break;
                                            }
                                        }
                                        break;
                                    }
                                    default:
                                    {
                                        _26 = t0.words[(_10 + 36u) & 63u] + (_10 * 7u);
                                        break;
                                    }
                                }
                                if (_64_ladder_break)
                                {
                                    break;
                                }
                                break;
                            }
                        }
                        if (_51_ladder_break)
                        {
                            break;
                        }
                    }
                    break;
                }
                case 2u:
                {
                    uint _11 = 0u;
                    uint _12 = _247;
                    uint _257;
                    for (;;)
                    {
                        uint _250 = _11;
                        uint _251 = _12;
                        _257 = t0.words[(_251 + 30u) & 63u] + _251;
                        uint _258 = _250 + 1u;
                        _11 = _258;
                        _12 = _257;
                        if (_258 == 4u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _26 = _257;
                    break;
                }
                default:
                {
                    if (((_219 ^ 273u) % 5u) == 1u)
                    {
                        uint _13 = 0u;
                        uint _14 = _247;
                        uint _472;
                        for (;;)
                        {
                            uint _465 = _13;
                            uint _466 = _14;
                            uint _471 = t0.words[(_466 + 5u) & 63u];
                            _472 = _471 + (_466 << 2u);
                            uint _473 = _465 + 1u;
                            _13 = _473;
                            _14 = _472;
                            if (_473 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _25 = _472;
                        if (((t0.words[(_472 + 50u) & 63u] ^ 953u) % 3u) == 0u)
                        {
                            bool _94_ladder_break = false;
                            switch (_472 % 5u)
                            {
                                case 0u:
                                {
                                    uint _618 = t0.words[(_472 + 10u) & 63u] + (_472 * 7u);
                                    _19 = t0.words[(_618 + 31u) & 63u] + _618;
                                    break;
                                }
                                case 1u:
                                {
                                    if ((_472 % 3u) == 0u)
                                    {
                                        switch (_472 & 3u)
                                        {
                                            case 0u:
                                            {
                                                uint _599 = t0.words[(_472 + 63u) & 63u] + (_472 * 3u);
                                                _19 = (_599 * 3u) + t0.words[(_599 + 25u) & 63u];
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _587 = t0.words[(_472 + 7u) & 63u] + (_472 << 1u);
                                                _19 = (_587 << 2u) + t0.words[(_587 + 36u) & 63u];
                                                break;
                                            }
                                            case 2u:
                                            {
                                                _19 = t0.words[(_472 + 16u) & 63u] + (_472 * 3u);
                                                break;
                                            }
                                            default:
                                            {
                                                _19 = t0.words[(_472 + 11u) & 63u] + (_472 * 7u);
                                                break;
                                            }
                                        }
                                    }
                                    else
                                    {
                                        if (((_472 ^ 66u) % 6u) == 0u)
                                        {
                                            _19 = t0.words[(_472 + 37u) & 63u] + (_472 << 3u);
                                        }
                                        else
                                        {
                                            _19 = t0.words[(_472 + 57u) & 63u] + (_472 * 5u);
                                        }
                                    }
                                    break;
                                }
                                case 2u:
                                {
                                    if (((_472 ^ 779u) % 6u) == 0u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _472;
                                        _94_ladder_break = true;
                                        _45_ladder_break = true;
                                        break;
                                    }
                                    _19 = t0.words[(_472 + 54u) & 63u] + (_472 << 3u);
                                    break;
                                }
                                case 3u:
                                {
                                    uint _16 = _472;
                                    if (((_219 ^ 312u) % 6u) == 0u)
                                    {
                                        switch (_472 & 3u)
                                        {
                                            case 0u:
                                            {
                                                uint _519 = t0.words[(_472 + 3u) & 63u] + _472;
                                                _15 = (_519 * 5u) + t0.words[(_519 + 6u) & 63u];
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _508 = t0.words[(_472 + 22u) & 63u] + (_472 * 6u);
                                                _15 = t0.words[(_508 + 58u) & 63u] + _508;
                                                break;
                                            }
                                            case 2u:
                                            {
                                                uint _495 = t0.words[(_472 + 35u) & 63u] + (_472 * 3u);
                                                _15 = (_495 << 1u) + t0.words[(_495 + 25u) & 63u];
                                                break;
                                            }
                                            default:
                                            {
                                                _15 = t0.words[(_472 + 27u) & 63u] + (_472 << 1u);
                                                break;
                                            }
                                        }
                                        _16 = t0.words[(_15 + 5u) & 63u] + (_15 * 6u);
                                    }
                                    _19 = _16;
                                    if ((_219 & 3u) == 0u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _16;
                                        _94_ladder_break = true;
                                        _45_ladder_break = true;
                                        break;
                                    }
                                    break;
                                }
                                default:
                                {
                                    switch (_472 & 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _679 = t0.words[(_472 + 30u) & 63u] + (_472 * 7u);
                                            _19 = (_679 * 3u) + t0.words[(_679 + 58u) & 63u];
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _17 = 0u;
                                            uint _18 = _472;
                                            uint _671;
                                            for (;;)
                                            {
                                                uint _657 = _17;
                                                uint _658 = _18;
                                                uint _664 = t0.words[(_658 + 25u) & 63u] + (_658 * 3u);
                                                _671 = (_664 << 3u) + t0.words[(_664 + 53u) & 63u];
                                                uint _672 = _657 + 1u;
                                                _17 = _672;
                                                _18 = _671;
                                                if (_672 == 3u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _19 = _671;
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _630 = t0.words[(_472 + 2u) & 63u] + _472;
                                            switch (_630 % 3u)
                                            {
                                                case 0u:
                                                {
                                                    _19 = t0.words[(_630 + 62u) & 63u] + (_630 * 7u);
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _637 = t0.words[(_630 + 8u) & 63u] + (_630 << 2u);
                                                    _19 = (_637 * 3u) + t0.words[(_637 + 34u) & 63u];
                                                    break;
                                                }
                                                default:
                                                {
                                                    _19 = t0.words[(_630 + 54u) & 63u] + (_630 << 2u);
                                                    break;
                                                }
                                            }
                                            break;
                                        }
                                        default:
                                        {
                                            _19 = t0.words[(_472 + 61u) & 63u] + (_472 * 7u);
                                            break;
                                        }
                                    }
                                    break;
                                }
                            }
                            if (_94_ladder_break)
                            {
                                break;
                            }
                            switch (_19 % 3u)
                            {
                                case 0u:
                                {
                                    if (((t0.words[(_19 + 16u) & 63u] ^ 173u) % 5u) == 0u)
                                    {
                                        _25 = t0.words[(_19 + 19u) & 63u] + (_19 * 7u);
                                    }
                                    else
                                    {
                                        uint _20 = 0u;
                                        uint _21 = _19;
                                        uint _729;
                                        for (;;)
                                        {
                                            uint _716 = _20;
                                            uint _717 = _21;
                                            uint _723 = t0.words[(_717 + 2u) & 63u] + (_717 * 5u);
                                            _729 = (_723 * 5u) + t0.words[(_723 + 61u) & 63u];
                                            uint _730 = _716 + 1u;
                                            _20 = _730;
                                            _21 = _729;
                                            if (_730 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _25 = _729;
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    uint _700 = t0.words[(_19 + 24u) & 63u] + (_19 * 7u);
                                    _25 = (_700 << 1u) + t0.words[(_700 + 17u) & 63u];
                                    break;
                                }
                                default:
                                {
                                    uint _22 = 0u;
                                    uint _23 = _19;
                                    uint _766;
                                    for (;;)
                                    {
                                        uint _739 = _22;
                                        uint _24 = _23;
                                        if (!((t0.words[(_23 + 59u) & 63u] & 1u) == 0u))
                                        {
                                            switch (_23 % 3u)
                                            {
                                                case 0u:
                                                {
                                                    _24 = t0.words[(_23 + 63u) & 63u] + (_23 * 5u);
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    _24 = t0.words[(_23 + 47u) & 63u] + (_23 * 6u);
                                                    break;
                                                }
                                                default:
                                                {
                                                    _24 = t0.words[_23 & 63u] + (_23 << 3u);
                                                    break;
                                                }
                                            }
                                        }
                                        _766 = _24;
                                        uint _767 = _739 + 1u;
                                        _22 = _767;
                                        _23 = _766;
                                        if (_767 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _25 = _766;
                                    break;
                                }
                            }
                        }
                        _26 = t0.words[(_25 + 56u) & 63u] + (_25 * 3u);
                    }
                    else
                    {
                        _26 = t0.words[(_247 + 22u) & 63u] + _247;
                    }
                    break;
                }
            }
            if (_45_ladder_break)
            {
                break;
            }
            _27 = t0.words[(_26 + 1u) & 63u] + (_26 * 5u);
        }
        uint _37 = _27;
        bool _158_ladder_break = false;
        switch (_27 % 5u)
        {
            case 0u:
            {
                _37 = _27;
                if ((t0.words[(_27 + 21u) & 63u] & 3u) == 3u)
                {
                    u0.words[gl_GlobalInvocationID.x] = _27;
                    _158_ladder_break = true;
                    break;
                }
                break;
            }
            case 1u:
            {
                uint _28 = 0u;
                uint _29 = _27;
                uint _794;
                for (;;)
                {
                    uint _786 = _28;
                    _794 = t0.words[(_29 + 20u) & 63u] + (_29 << 1u);
                    if (!((_794 & 1u) == 0u))
                    {
                        _RESERVED_IDENTIFIER_FIXUP_10_exit = 0u;
                        break;
                    }
                    uint _36 = _794;
                    if (((t0.words[(_794 + 5u) & 63u] ^ 593u) % 6u) == 1u)
                    {
                        switch (_794 & 3u)
                        {
                            case 0u:
                            {
                                uint _851 = t0.words[(_794 + 57u) & 63u] + _794;
                                _35 = t0.words[(_851 + 18u) & 63u] + _851;
                                _RESERVED_IDENTIFIER_FIXUP_10_loop_join = 109u;
                                break;
                            }
                            case 1u:
                            {
                                _35 = _794;
                                if (((_794 ^ 643u) % 5u) == 1u)
                                {
                                    uint _30 = 0u;
                                    uint _31 = _794;
                                    uint _844;
                                    for (;;)
                                    {
                                        uint _820 = _30;
                                        uint _32 = _31;
                                        if (((_31 ^ 672u) % 5u) == 0u)
                                        {
                                            uint _831 = t0.words[(_31 + 31u) & 63u] + (_31 << 2u);
                                            uint _837 = (_831 << 1u) + t0.words[(_831 + 16u) & 63u];
                                            _32 = (_837 * 6u) + t0.words[(_837 + 36u) & 63u];
                                        }
                                        _844 = _32;
                                        uint _845 = _820 + 1u;
                                        _30 = _845;
                                        _31 = _844;
                                        if (_845 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _35 = _844;
                                    _RESERVED_IDENTIFIER_FIXUP_10_loop_join = 109u;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_10_loop_join = 109u;
                                }
                                break;
                            }
                            case 2u:
                            {
                                uint _33 = _794;
                                uint _34 = 0u;
                                uint _812;
                                for (;;)
                                {
                                    uint _806 = _33;
                                    uint _807 = _34;
                                    _812 = t0.words[(_806 + 8u) & 63u] + _806;
                                    uint _813 = _807 + 1u;
                                    _33 = _812;
                                    _34 = _813;
                                    if (_813 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _35 = _812;
                                _RESERVED_IDENTIFIER_FIXUP_10_loop_join = 109u;
                                break;
                            }
                            default:
                            {
                                _36 = _794;
                                _35 = _794;
                                if (((_219 ^ 311u) % 6u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_10_loop_join = 112u;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_10_loop_join = 109u;
                                }
                                break;
                            }
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_10_loop_join)
                        {
                            case 109u:
                            {
                                _36 = _35;
                                if (((_35 ^ 673u) % 3u) == 1u)
                                {
                                    uint _874 = t0.words[(_35 + 30u) & 63u] + (_35 << 1u);
                                    _36 = _874;
                                    if (((_219 ^ 983u) % 6u) == 1u)
                                    {
                                        uint _885 = t0.words[(_874 + 29u) & 63u] + (_874 << 1u);
                                        _36 = (_885 * 3u) + t0.words[(_885 + 31u) & 63u];
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
                    _6 = _36;
                    uint _893 = _786 + 1u;
                    _28 = _893;
                    _29 = _36;
                    if (_893 < 4u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_10_exit = 1u;
                        break;
                    }
                }
                bool _194_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_10_exit)
                {
                    case 0u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _794;
                        _194_ladder_break = true;
                        _158_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_194_ladder_break)
                {
                    break;
                }
                _37 = _6;
                break;
            }
            default:
            {
                break;
            }
        }
        if (_158_ladder_break)
        {
            break;
        }
        u0.words[gl_GlobalInvocationID.x] = _37;
        break;
    }
}

