#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _180;

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
    uint _17;
    uint _20;
    uint _23;
    uint _25;
    uint _29;
    uint _34;
    for (;;)
    {
        uint _172 = gl_GlobalInvocationID.x & 63u;
        uint _179 = t0.words[_172];
        uint _27 = gl_GlobalInvocationID.x;
        if (!((t0.words[(gl_GlobalInvocationID.x + 8u) & 63u] & 1u) == 0u))
        {
            if ((t0.words[(gl_GlobalInvocationID.x + 2u) & 63u] & 3u) == 3u)
            {
                uint _208 = _179 & 1u;
                uint _24 = gl_GlobalInvocationID.x;
                if ((_179 & 3u) == 3u)
                {
                    uint _14 = gl_GlobalInvocationID.x;
                    if (_208 == 0u)
                    {
                        uint _6 = 0u;
                        uint _7 = t0.words[(gl_GlobalInvocationID.x + 59u) & 63u] + (gl_GlobalInvocationID.x << 1u);
                        uint _225;
                        for (;;)
                        {
                            uint _217 = _6;
                            uint _218 = _7;
                            _225 = t0.words[(_218 + 55u) & 63u] + (_218 << 1u);
                            uint _226 = _217 + 1u;
                            _6 = _226;
                            _7 = _225;
                            if (_226 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        switch (_225 & 3u)
                        {
                            case 0u:
                            {
                                if (((_179 ^ 139u) % 3u) == 1u)
                                {
                                    uint _295 = t0.words[(_225 + 63u) & 63u] + (_225 * 3u);
                                    _14 = (_295 << 1u) + t0.words[(_295 + 19u) & 63u];
                                }
                                else
                                {
                                    uint _8 = 0u;
                                    uint _9 = t0.words[(_225 + 46u) & 63u] + (_225 * 3u);
                                    uint _280;
                                    for (;;)
                                    {
                                        uint _273 = _8;
                                        uint _274 = _9;
                                        _280 = t0.words[(_274 + 57u) & 63u] + (_274 * 5u);
                                        uint _281 = _273 + 1u;
                                        _8 = _281;
                                        _9 = _280;
                                        if (_281 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _14 = t0.words[(_280 + 25u) & 63u] + (_280 << 2u);
                                }
                                break;
                            }
                            case 1u:
                            {
                                uint _10 = 0u;
                                uint _11 = t0.words[(_225 + 10u) & 63u] + (_225 << 1u);
                                uint _251;
                                for (;;)
                                {
                                    uint _237 = _10;
                                    uint _238 = _11;
                                    uint _244 = t0.words[(_238 + 52u) & 63u] + _238;
                                    _251 = (_244 * 6u) + t0.words[(_244 + 27u) & 63u];
                                    uint _252 = _237 + 1u;
                                    _10 = _252;
                                    _11 = _251;
                                    if (_252 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _14 = t0.words[(_251 + 57u) & 63u] + (_251 * 3u);
                                break;
                            }
                            default:
                            {
                                if (((t0.words[(_225 + 41u) & 63u] ^ 271u) % 3u) == 0u)
                                {
                                    _14 = t0.words[(_225 + 53u) & 63u] + (_225 * 3u);
                                }
                                else
                                {
                                    uint _12 = 0u;
                                    uint _13 = _225;
                                    uint _332;
                                    for (;;)
                                    {
                                        uint _312 = _12;
                                        uint _313 = _13;
                                        uint _320 = t0.words[(_313 + 14u) & 63u] + (_313 << 1u);
                                        uint _327 = (_320 * 7u) + t0.words[(_320 + 40u) & 63u];
                                        _332 = _327 + t0.words[(_327 + 8u) & 63u];
                                        uint _333 = _312 + 1u;
                                        _12 = _333;
                                        _13 = _332;
                                        if (_333 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    switch (_332 % 5u)
                                    {
                                        case 0u:
                                        {
                                            uint _355 = t0.words[(_332 + 60u) & 63u] + (_332 * 3u);
                                            _14 = t0.words[(_355 + 54u) & 63u] + _355;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _14 = t0.words[(_332 + 5u) & 63u] + (_332 * 7u);
                                            break;
                                        }
                                        case 2u:
                                        {
                                            _14 = t0.words[(_332 + 39u) & 63u] + (_332 * 5u);
                                            break;
                                        }
                                        default:
                                        {
                                            _14 = t0.words[(_332 + 18u) & 63u] + (_332 * 6u);
                                            break;
                                        }
                                    }
                                }
                                break;
                            }
                        }
                    }
                    uint _377 = _14 & 3u;
                    bool _72_ladder_break = false;
                    switch (_377)
                    {
                        case 0u:
                        {
                            bool _74_ladder_break = false;
                            switch (_14 % 5u)
                            {
                                case 0u:
                                {
                                    _17 = t0.words[(_14 + 54u) & 63u] + (_14 * 5u);
                                    break;
                                }
                                case 1u:
                                {
                                    if (((_179 ^ 442u) % 3u) == 1u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _14;
                                        _74_ladder_break = true;
                                        _72_ladder_break = true;
                                        break;
                                    }
                                    _17 = t0.words[(_14 + 7u) & 63u] + _14;
                                    break;
                                }
                                case 2u:
                                {
                                    uint _15 = 0u;
                                    uint _16 = _14;
                                    uint _394;
                                    for (;;)
                                    {
                                        uint _386 = _15;
                                        uint _387 = _16;
                                        _394 = t0.words[(_387 + 62u) & 63u] + (_387 << 1u);
                                        uint _395 = _386 + 1u;
                                        _15 = _395;
                                        _16 = _394;
                                        if (_395 == 3u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _17 = _394;
                                    break;
                                }
                                default:
                                {
                                    _17 = t0.words[(_14 + 34u) & 63u] + (_14 * 7u);
                                    break;
                                }
                            }
                            if (_74_ladder_break)
                            {
                                break;
                            }
                            _23 = t0.words[(_17 + 12u) & 63u] + _17;
                            break;
                        }
                        case 1u:
                        {
                            _23 = t0.words[(_14 + 38u) & 63u] + (_14 * 6u);
                            break;
                        }
                        default:
                        {
                            _23 = _14;
                            if (_377 == 2u)
                            {
                                uint _437 = t0.words[(_14 + 37u) & 63u];
                                uint _438 = _437 + (_14 << 3u);
                                bool _86_ladder_break = false;
                                switch (_438 % 5u)
                                {
                                    case 0u:
                                    {
                                        if (((_438 ^ 879u) % 6u) == 0u)
                                        {
                                            uint _505 = t0.words[(_438 + 18u) & 63u] + (_438 << 1u);
                                            uint _512 = (_505 << 1u) + t0.words[(_505 + 9u) & 63u];
                                            _20 = (_512 * 7u) + t0.words[(_512 + 18u) & 63u];
                                        }
                                        else
                                        {
                                            uint _492 = t0.words[(_438 + 57u) & 63u] + (_438 << 3u);
                                            _20 = (_492 << 1u) + t0.words[(_492 + 49u) & 63u];
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        if (((t0.words[_438 & 63u] ^ 272u) % 3u) == 1u)
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _438;
                                            _86_ladder_break = true;
                                            _72_ladder_break = true;
                                            break;
                                        }
                                        _20 = t0.words[(_438 + 43u) & 63u] + _438;
                                        break;
                                    }
                                    case 2u:
                                    {
                                        uint _462 = t0.words[(_438 + 40u) & 63u] + (_438 << 3u);
                                        _20 = t0.words[(_462 + 19u) & 63u] + (_462 << 1u);
                                        break;
                                    }
                                    case 3u:
                                    {
                                        uint _18 = 0u;
                                        uint _19 = t0.words[(_438 + 51u) & 63u] + (_438 << 1u);
                                        uint _454;
                                        for (;;)
                                        {
                                            uint _447 = _18;
                                            uint _448 = _19;
                                            _454 = t0.words[(_448 + 39u) & 63u] + (_448 << 3u);
                                            uint _455 = _447 + 1u;
                                            _18 = _455;
                                            _19 = _454;
                                            if (_455 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _20 = _454;
                                        break;
                                    }
                                    default:
                                    {
                                        if ((_438 & 3u) == 0u)
                                        {
                                            uint _533 = t0.words[(_438 + 7u) & 63u] + (_438 * 7u);
                                            _20 = t0.words[(_533 + 57u) & 63u] + _533;
                                        }
                                        else
                                        {
                                            _20 = t0.words[(_438 + 50u) & 63u] + (_438 * 3u);
                                        }
                                        break;
                                    }
                                }
                                if (_86_ladder_break)
                                {
                                    break;
                                }
                                if ((_20 & 3u) == 0u)
                                {
                                    uint _571 = t0.words[(_20 + 28u) & 63u] + (_20 << 3u);
                                    _23 = (_571 << 3u) + t0.words[(_571 + 14u) & 63u];
                                }
                                else
                                {
                                    uint _21 = 0u;
                                    uint _22 = _20;
                                    uint _562;
                                    for (;;)
                                    {
                                        uint _542 = _21;
                                        uint _543 = _22;
                                        uint _550 = t0.words[(_543 + 29u) & 63u] + (_543 * 5u);
                                        uint _556 = (_550 * 6u) + t0.words[(_550 + 29u) & 63u];
                                        _562 = _556 + t0.words[(_556 + 22u) & 63u];
                                        uint _563 = _542 + 1u;
                                        _21 = _563;
                                        _22 = _562;
                                        if (_563 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _23 = _562;
                                }
                            }
                            break;
                        }
                    }
                    if (_72_ladder_break)
                    {
                        break;
                    }
                    _24 = t0.words[(_23 + 40u) & 63u] + (_23 << 1u);
                }
                uint _26 = _24;
                if (_208 == 0u)
                {
                    uint _593 = t0.words[(_24 + 48u) & 63u] + (_24 * 6u);
                    if ((_593 % 3u) == 0u)
                    {
                        _25 = t0.words[(_593 + 10u) & 63u] + _593;
                    }
                    else
                    {
                        _25 = t0.words[(_593 + 50u) & 63u] + (_593 << 1u);
                    }
                    _26 = t0.words[(_25 + 57u) & 63u] + (_25 * 6u);
                }
                switch (_26 % 3u)
                {
                    case 0u:
                    {
                        _27 = t0.words[(_26 + 42u) & 63u] + (_26 * 6u);
                        break;
                    }
                    case 1u:
                    {
                        _27 = t0.words[(_26 + 51u) & 63u] + (_26 << 2u);
                        break;
                    }
                    default:
                    {
                        _27 = t0.words[(_26 + 33u) & 63u] + (_26 << 1u);
                        break;
                    }
                }
            }
            else
            {
                _27 = t0.words[(gl_GlobalInvocationID.x + 27u) & 63u] + (gl_GlobalInvocationID.x * 7u);
            }
        }
        uint _28 = _27;
        if ((_27 & 3u) == 3u)
        {
            _28 = t0.words[(_27 + 45u) & 63u] + (_27 << 2u);
        }
        uint _651 = t0.words[(_28 + 34u) & 63u] + _28;
        uint _35 = _651;
        bool _125_ladder_break = false;
        switch (_651 % 3u)
        {
            case 0u:
            {
                _35 = t0.words[(_651 + 28u) & 63u] + (_651 * 3u);
                break;
            }
            case 1u:
            {
                switch (_651 % 5u)
                {
                    case 0u:
                    {
                        _29 = t0.words[(_651 + 11u) & 63u] + (_651 << 3u);
                        break;
                    }
                    case 1u:
                    {
                        _29 = t0.words[(_651 + 18u) & 63u] + (_651 * 7u);
                        break;
                    }
                    default:
                    {
                        _29 = t0.words[(_651 + 34u) & 63u] + (_651 << 3u);
                        break;
                    }
                }
                if (((t0.words[(_29 + 26u) & 63u] ^ 26u) % 6u) == 1u)
                {
                    uint _818 = t0.words[(_29 + 23u) & 63u] + (_29 << 1u);
                    uint _824 = (_818 << 2u) + t0.words[(_818 + 1u) & 63u];
                    _35 = (_824 * 3u) + t0.words[(_824 + 53u) & 63u];
                }
                else
                {
                    _35 = _29;
                    bool _131_ladder_break = false;
                    switch (_29 % 5u)
                    {
                        case 0u:
                        {
                            _35 = t0.words[(_29 + 60u) & 63u] + (_29 << 1u);
                            break;
                        }
                        case 1u:
                        {
                            uint _30 = 0u;
                            uint _31 = _29;
                            uint _697;
                            for (;;)
                            {
                                uint _683 = _30;
                                uint _684 = _31;
                                uint _689 = t0.words[(_684 + 46u) & 63u];
                                uint _690 = _689 + (_684 << 2u);
                                uint _696 = t0.words[(_690 + 56u) & 63u];
                                _697 = (_690 * 6u) + _696;
                                uint _698 = _683 + 1u;
                                _30 = _698;
                                _31 = _697;
                                if (_698 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _35 = _697;
                            if (((t0.words[(_697 + 58u) & 63u] ^ 491u) % 6u) == 0u)
                            {
                                _35 = _697;
                                if (((_697 ^ 971u) % 3u) == 0u)
                                {
                                    if (((_697 ^ 605u) % 3u) == 0u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _697;
                                        _131_ladder_break = true;
                                        _125_ladder_break = true;
                                        break;
                                    }
                                    if ((_697 & 1u) == 0u)
                                    {
                                        _34 = _697;
                                        if (((t0.words[(_697 + 41u) & 63u] ^ 890u) % 6u) == 0u)
                                        {
                                            _34 = t0.words[(_697 + 40u) & 63u] + (_697 << 3u);
                                        }
                                    }
                                    else
                                    {
                                        uint _32 = 0u;
                                        uint _33 = _697;
                                        uint _744;
                                        for (;;)
                                        {
                                            uint _719 = _32;
                                            uint _720 = _33;
                                            uint _725 = t0.words[(_720 + 10u) & 63u] + _720;
                                            uint _732 = (_725 * 3u) + t0.words[(_725 + 47u) & 63u];
                                            uint _738 = (_732 << 2u) + t0.words[(_732 + 59u) & 63u];
                                            _744 = (_738 << 3u) + t0.words[(_738 + 33u) & 63u];
                                            uint _745 = _719 + 1u;
                                            _32 = _745;
                                            _33 = _744;
                                            if (_745 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _752 = t0.words[(_744 + 39u) & 63u] + (_744 << 2u);
                                        switch (_752 & 3u)
                                        {
                                            case 0u:
                                            {
                                                _34 = t0.words[(_752 + 16u) & 63u] + (_752 * 6u);
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _34 = t0.words[(_752 + 34u) & 63u] + _752;
                                                break;
                                            }
                                            case 2u:
                                            {
                                                uint _760 = t0.words[(_752 + 23u) & 63u] + (_752 << 3u);
                                                _34 = (_760 * 7u) + t0.words[(_760 + 22u) & 63u];
                                                break;
                                            }
                                            default:
                                            {
                                                _34 = t0.words[(_752 + 41u) & 63u] + (_752 << 3u);
                                                break;
                                            }
                                        }
                                    }
                                    _35 = t0.words[(_34 + 40u) & 63u] + (_34 * 7u);
                                }
                            }
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    if (_131_ladder_break)
                    {
                        break;
                    }
                }
                break;
            }
            default:
            {
                break;
            }
        }
        if (_125_ladder_break)
        {
            break;
        }
        u0.words[gl_GlobalInvocationID.x] = _35;
        break;
    }
}

