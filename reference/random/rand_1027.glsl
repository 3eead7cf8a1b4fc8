#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _237;

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
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_10_loop_join = 0u;
    uint _229 = gl_GlobalInvocationID.x & 63u;
    uint _236 = t0.words[_229];
    uint _244 = t0.words[(gl_GlobalInvocationID.x + 62u) & 63u];
    uint _245 = _244 + (gl_GlobalInvocationID.x << 1u);
    uint _252 = t0.words[(_245 + 4u) & 63u];
    uint _253 = (_245 * 7u) + _252;
    uint _27 = _253;
    if ((_236 & 1u) == 0u)
    {
        main_join = 90u;
    }
    else
    {
        uint _263 = t0.words[(_253 + 46u) & 63u];
        uint _264 = _263 + (_253 * 5u);
        uint _26;
        switch (_264 & 3u)
        {
            case 0u:
            {
                if (((_264 ^ 642u) % 6u) == 0u)
                {
                    uint _460 = t0.words[(_264 + 9u) & 63u] + (_264 << 1u);
                    uint _467 = (_460 * 5u) + t0.words[(_460 + 39u) & 63u];
                    _26 = (_467 * 6u) + t0.words[(_467 + 50u) & 63u];
                    main_join = 89u;
                }
                else
                {
                    if (((t0.words[(_264 + 1u) & 63u] ^ 158u) % 5u) == 1u)
                    {
                        if (((_264 ^ 871u) % 3u) == 1u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _264;
                            main_join = 115u;
                        }
                        else
                        {
                            main_join = 8u;
                        }
                    }
                    else
                    {
                        main_join = 8u;
                    }
                    switch (main_join)
                    {
                        case 8u:
                        {
                            _26 = t0.words[(_264 + 48u) & 63u] + (_264 * 6u);
                            main_join = 89u;
                            break;
                        }
                    }
                }
                break;
            }
            case 1u:
            {
                _26 = _264;
                if (((_236 ^ 267u) % 6u) == 1u)
                {
                    switch (_264 % 5u)
                    {
                        case 0u:
                        {
                            _26 = t0.words[(_264 + 60u) & 63u] + (_264 << 2u);
                            main_join = 89u;
                            break;
                        }
                        case 1u:
                        {
                            uint _7 = 0u;
                            uint _8 = _264;
                            uint _291;
                            for (;;)
                            {
                                uint _284 = _7;
                                uint _285 = _8;
                                _291 = t0.words[(_285 + 7u) & 63u] + (_285 * 7u);
                                uint _292 = _284 + 1u;
                                _7 = _292;
                                _8 = _291;
                                if (_292 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _26 = _291;
                            main_join = 89u;
                            break;
                        }
                        default:
                        {
                            uint _10;
                            switch (_264 % 3u)
                            {
                                case 0u:
                                {
                                    uint _356 = t0.words[(_264 + 2u) & 63u] + (_264 * 3u);
                                    _10 = (_356 * 7u) + t0.words[(_356 + 27u) & 63u];
                                    break;
                                }
                                case 1u:
                                {
                                    uint _305 = (_264 + 47u) & 63u;
                                    uint _9;
                                    if ((t0.words[_305] & 1u) == 0u)
                                    {
                                        uint _330 = t0.words[_305] + (_264 * 7u);
                                        uint _337 = t0.words[(_330 + 16u) & 63u] + (_330 * 6u);
                                        _9 = t0.words[(_337 + 8u) & 63u] + _337;
                                    }
                                    else
                                    {
                                        uint _316 = t0.words[(_264 + 24u) & 63u] + (_264 << 2u);
                                        uint _322 = (_316 << 2u) + t0.words[(_316 + 62u) & 63u];
                                        _9 = (_322 * 7u) + t0.words[(_322 + 60u) & 63u];
                                    }
                                    _10 = t0.words[(_9 + 42u) & 63u] + _9;
                                    break;
                                }
                                default:
                                {
                                    _10 = t0.words[(_264 + 47u) & 63u] + (_264 << 2u);
                                    break;
                                }
                            }
                            switch (_10 & 3u)
                            {
                                case 0u:
                                {
                                    if (((t0.words[(_10 + 9u) & 63u] ^ 548u) % 6u) == 0u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _10;
                                        main_join = 115u;
                                    }
                                    else
                                    {
                                        if ((_10 % 5u) == 0u)
                                        {
                                            _26 = t0.words[(_10 + 2u) & 63u] + (_10 << 2u);
                                            main_join = 89u;
                                        }
                                        else
                                        {
                                            _26 = t0.words[(_10 + 15u) & 63u] + (_10 << 3u);
                                            main_join = 89u;
                                        }
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
                                            main_join = 89u;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _26 = t0.words[(_10 + 55u) & 63u] + (_10 * 5u);
                                            main_join = 89u;
                                            break;
                                        }
                                        default:
                                        {
                                            _26 = t0.words[(_10 + 10u) & 63u] + (_10 << 1u);
                                            main_join = 89u;
                                            break;
                                        }
                                    }
                                    break;
                                }
                                default:
                                {
                                    _26 = t0.words[(_10 + 36u) & 63u] + (_10 * 7u);
                                    main_join = 89u;
                                    break;
                                }
                            }
                            break;
                        }
                    }
                }
                else
                {
                    main_join = 89u;
                }
                break;
            }
            case 2u:
            {
                uint _11 = 0u;
                uint _12 = _264;
                uint _274;
                for (;;)
                {
                    uint _267 = _11;
                    uint _268 = _12;
                    _274 = t0.words[(_268 + 30u) & 63u] + _268;
                    uint _275 = _267 + 1u;
                    _11 = _275;
                    _12 = _274;
                    if (_275 == 4u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _26 = _274;
                main_join = 89u;
                break;
            }
            default:
            {
                if (((_236 ^ 273u) % 5u) == 1u)
                {
                    uint _13 = 0u;
                    uint _14 = _264;
                    uint _492;
                    for (;;)
                    {
                        uint _485 = _13;
                        uint _486 = _14;
                        uint _491 = t0.words[(_486 + 5u) & 63u];
                        _492 = _491 + (_486 << 2u);
                        uint _493 = _485 + 1u;
                        _13 = _493;
                        _14 = _492;
                        if (_493 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _25 = _492;
                    if (((t0.words[(_492 + 50u) & 63u] ^ 953u) % 3u) == 0u)
                    {
                        uint _19;
                        switch (_492 % 5u)
                        {
                            case 0u:
                            {
                                uint _640 = t0.words[(_492 + 10u) & 63u] + (_492 * 7u);
                                _19 = t0.words[(_640 + 31u) & 63u] + _640;
                                main_join = 70u;
                                break;
                            }
                            case 1u:
                            {
                                if ((_492 % 3u) == 0u)
                                {
                                    switch (_492 & 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _621 = t0.words[(_492 + 63u) & 63u] + (_492 * 3u);
                                            _19 = (_621 * 3u) + t0.words[(_621 + 25u) & 63u];
                                            main_join = 70u;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _609 = t0.words[(_492 + 7u) & 63u] + (_492 << 1u);
                                            _19 = (_609 << 2u) + t0.words[(_609 + 36u) & 63u];
                                            main_join = 70u;
                                            break;
                                        }
                                        case 2u:
                                        {
                                            _19 = t0.words[(_492 + 16u) & 63u] + (_492 * 3u);
                                            main_join = 70u;
                                            break;
                                        }
                                        default:
                                        {
                                            _19 = t0.words[(_492 + 11u) & 63u] + (_492 * 7u);
                                            main_join = 70u;
                                            break;
                                        }
                                    }
                                }
                                else
                                {
                                    if (((_492 ^ 66u) % 6u) == 0u)
                                    {
                                        _19 = t0.words[(_492 + 37u) & 63u] + (_492 << 3u);
                                        main_join = 70u;
                                    }
                                    else
                                    {
                                        _19 = t0.words[(_492 + 57u) & 63u] + (_492 * 5u);
                                        main_join = 70u;
                                    }
                                }
                                break;
                            }
                            case 2u:
                            {
                                if (((_492 ^ 779u) % 6u) == 0u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _492;
                                    main_join = 115u;
                                }
                                else
                                {
                                    _19 = t0.words[(_492 + 54u) & 63u] + (_492 << 3u);
                                    main_join = 70u;
                                }
                                break;
                            }
                            case 3u:
                            {
                                uint _16 = _492;
                                if (((_236 ^ 312u) % 6u) == 0u)
                                {
                                    uint _15;
                                    switch (_492 & 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _540 = t0.words[(_492 + 3u) & 63u] + _492;
                                            _15 = (_540 * 5u) + t0.words[(_540 + 6u) & 63u];
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _529 = t0.words[(_492 + 22u) & 63u] + (_492 * 6u);
                                            _15 = t0.words[(_529 + 58u) & 63u] + _529;
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _516 = t0.words[(_492 + 35u) & 63u] + (_492 * 3u);
                                            _15 = (_516 << 1u) + t0.words[(_516 + 25u) & 63u];
                                            break;
                                        }
                                        default:
                                        {
                                            _15 = t0.words[(_492 + 27u) & 63u] + (_492 << 1u);
                                            break;
                                        }
                                    }
                                    _16 = t0.words[(_15 + 5u) & 63u] + (_15 * 6u);
                                }
                                _19 = _16;
                                if ((_236 & 3u) == 0u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _16;
                                    main_join = 115u;
                                }
                                else
                                {
                                    main_join = 70u;
                                }
                                break;
                            }
                            default:
                            {
                                switch (_492 & 3u)
                                {
                                    case 0u:
                                    {
                                        uint _701 = t0.words[(_492 + 30u) & 63u] + (_492 * 7u);
                                        _19 = (_701 * 3u) + t0.words[(_701 + 58u) & 63u];
                                        main_join = 70u;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _17 = 0u;
                                        uint _18 = _492;
                                        uint _693;
                                        for (;;)
                                        {
                                            uint _679 = _17;
                                            uint _680 = _18;
                                            uint _686 = t0.words[(_680 + 25u) & 63u] + (_680 * 3u);
                                            _693 = (_686 << 3u) + t0.words[(_686 + 53u) & 63u];
                                            uint _694 = _679 + 1u;
                                            _17 = _694;
                                            _18 = _693;
                                            if (_694 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _19 = _693;
                                        main_join = 70u;
                                        break;
                                    }
                                    case 2u:
                                    {
                                        uint _652 = t0.words[(_492 + 2u) & 63u] + _492;
                                        switch (_652 % 3u)
                                        {
                                            case 0u:
                                            {
                                                _19 = t0.words[(_652 + 62u) & 63u] + (_652 * 7u);
                                                main_join = 70u;
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _659 = t0.words[(_652 + 8u) & 63u] + (_652 << 2u);
                                                _19 = (_659 * 3u) + t0.words[(_659 + 34u) & 63u];
                                                main_join = 70u;
                                                break;
                                            }
                                            default:
                                            {
                                                _19 = t0.words[(_652 + 54u) & 63u] + (_652 << 2u);
                                                main_join = 70u;
                                                break;
                                            }
                                        }
                                        break;
                                    }
                                    default:
                                    {
                                        _19 = t0.words[(_492 + 61u) & 63u] + (_492 * 7u);
                                        main_join = 70u;
                                        break;
                                    }
                                }
                                break;
                            }
                        }
                        switch (main_join)
                        {
                            case 70u:
                            {
                                switch (_19 % 3u)
                                {
                                    case 0u:
                                    {
                                        if (((t0.words[(_19 + 16u) & 63u] ^ 173u) % 5u) == 0u)
                                        {
                                            _25 = t0.words[(_19 + 19u) & 63u] + (_19 * 7u);
                                            main_join = 85u;
                                        }
                                        else
                                        {
                                            uint _20 = 0u;
                                            uint _21 = _19;
                                            uint _752;
                                            for (;;)
                                            {
                                                uint _739 = _20;
                                                uint _740 = _21;
                                                uint _746 = t0.words[(_740 + 2u) & 63u] + (_740 * 5u);
                                                _752 = (_746 * 5u) + t0.words[(_746 + 61u) & 63u];
                                                uint _753 = _739 + 1u;
                                                _20 = _753;
                                                _21 = _752;
                                                if (_753 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _25 = _752;
                                            main_join = 85u;
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _723 = t0.words[(_19 + 24u) & 63u] + (_19 * 7u);
                                        _25 = (_723 << 1u) + t0.words[(_723 + 17u) & 63u];
                                        main_join = 85u;
                                        break;
                                    }
                                    default:
                                    {
                                        uint _22 = 0u;
                                        uint _23 = _19;
                                        uint _789;
                                        for (;;)
                                        {
                                            uint _762 = _22;
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
                                            _789 = _24;
                                            uint _790 = _762 + 1u;
                                            _22 = _790;
                                            _23 = _789;
                                            if (_790 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _25 = _789;
                                        main_join = 85u;
                                        break;
                                    }
                                }
                                break;
                            }
                        }
                    }
                    else
                    {
                        main_join = 85u;
                    }
                    switch (main_join)
                    {
                        case 85u:
                        {
                            _26 = t0.words[(_25 + 56u) & 63u] + (_25 * 3u);
                            main_join = 89u;
                            break;
                        }
                    }
                }
                else
                {
                    _26 = t0.words[(_264 + 22u) & 63u] + _264;
                    main_join = 89u;
                }
                break;
            }
        }
        switch (main_join)
        {
            case 89u:
            {
                _27 = t0.words[(_26 + 1u) & 63u] + (_26 * 5u);
                main_join = 90u;
                break;
            }
        }
    }
    switch (main_join)
    {
        case 90u:
        {
            uint _37 = _27;
            switch (_27 % 5u)
            {
                case 0u:
                {
                    _37 = _27;
                    if ((t0.words[(_27 + 21u) & 63u] & 3u) == 3u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _27;
                        main_join = 115u;
                    }
                    else
                    {
                        main_join = 114u;
                    }
                    break;
                }
                case 1u:
                {
                    uint _28 = 0u;
                    uint _29 = _27;
                    uint _821;
                    uint _6;
                    uint _35;
                    for (;;)
                    {
                        uint _813 = _28;
                        _821 = t0.words[(_29 + 20u) & 63u] + (_29 << 1u);
                        if (!((_821 & 1u) == 0u))
                        {
                            _RESERVED_IDENTIFIER_FIXUP_10_exit = 0u;
                            break;
                        }
                        uint _36 = _821;
                        if (((t0.words[(_821 + 5u) & 63u] ^ 593u) % 6u) == 1u)
                        {
                            switch (_821 & 3u)
                            {
                                case 0u:
                                {
                                    uint _878 = t0.words[(_821 + 57u) & 63u] + _821;
                                    _35 = t0.words[(_878 + 18u) & 63u] + _878;
                                    _RESERVED_IDENTIFIER_FIXUP_10_loop_join = 109u;
                                    break;
                                }
                                case 1u:
                                {
                                    _35 = _821;
                                    if (((_821 ^ 643u) % 5u) == 1u)
                                    {
                                        uint _30 = 0u;
                                        uint _31 = _821;
                                        uint _871;
                                        for (;;)
                                        {
                                            uint _847 = _30;
                                            uint _32 = _31;
                                            if (((_31 ^ 672u) % 5u) == 0u)
                                            {
                                                uint _858 = t0.words[(_31 + 31u) & 63u] + (_31 << 2u);
                                                uint _864 = (_858 << 1u) + t0.words[(_858 + 16u) & 63u];
                                                _32 = (_864 * 6u) + t0.words[(_864 + 36u) & 63u];
                                            }
                                            _871 = _32;
                                            uint _872 = _847 + 1u;
                                            _30 = _872;
                                            _31 = _871;
                                            if (_872 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _35 = _871;
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
                                    uint _33 = _821;
                                    uint _34 = 0u;
                                    uint _839;
                                    for (;;)
                                    {
                                        uint _833 = _33;
                                        uint _834 = _34;
                                        _839 = t0.words[(_833 + 8u) & 63u] + _833;
                                        uint _840 = _834 + 1u;
                                        _33 = _839;
                                        _34 = _840;
                                        if (_840 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _35 = _839;
                                    _RESERVED_IDENTIFIER_FIXUP_10_loop_join = 109u;
                                    break;
                                }
                                default:
                                {
                                    _36 = _821;
                                    _35 = _821;
                                    if (((_236 ^ 311u) % 6u) == 1u)
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
                                        uint _901 = t0.words[(_35 + 30u) & 63u] + (_35 << 1u);
                                        _36 = _901;
                                        if (((_236 ^ 983u) % 6u) == 1u)
                                        {
                                            uint _912 = t0.words[(_901 + 29u) & 63u] + (_901 << 1u);
                                            _36 = (_912 * 3u) + t0.words[(_912 + 31u) & 63u];
                                        }
                                    }
                                    break;
                                }
                            }
                        }
                        _6 = _36;
                        uint _920 = _813 + 1u;
                        _28 = _920;
                        _29 = _36;
                        if (_920 < 4u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_10_exit = 1u;
                            break;
                        }
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_10_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _821;
                            main_join = 115u;
                            break;
                        }
                        default:
                        {
                            _37 = _6;
                            main_join = 114u;
                            break;
                        }
                    }
                    break;
                }
                default:
                {
                    main_join = 114u;
                    break;
                }
            }
            switch (main_join)
            {
                case 114u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _37;
                    break;
                }
            }
            break;
        }
    }
}

