#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _244;

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
    uint _236 = gl_GlobalInvocationID.x & 63u;
    uint _243 = t0.words[_236];
    uint _251 = t0.words[(gl_GlobalInvocationID.x + 62u) & 63u];
    uint _252 = _251 + (gl_GlobalInvocationID.x << 1u);
    uint _259 = t0.words[(_252 + 4u) & 63u];
    uint _260 = (_252 * 7u) + _259;
    uint _27 = _260;
    if ((_243 & 1u) == 0u)
    {
        main_join = 90u;
    }
    else
    {
        uint _270 = t0.words[(_260 + 46u) & 63u];
        uint _271 = _270 + (_260 * 5u);
        uint _26;
        switch (_271 & 3u)
        {
            case 0u:
            {
                if (((_271 ^ 642u) % 6u) == 0u)
                {
                    uint _467 = t0.words[(_271 + 9u) & 63u] + (_271 << 1u);
                    uint _474 = (_467 * 5u) + t0.words[(_467 + 39u) & 63u];
                    _26 = (_474 * 6u) + t0.words[(_474 + 50u) & 63u];
                    main_join = 89u;
                }
                else
                {
                    if (((t0.words[(_271 + 1u) & 63u] ^ 158u) % 5u) == 1u)
                    {
                        if (((_271 ^ 871u) % 3u) == 1u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _271;
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
                            _26 = t0.words[(_271 + 48u) & 63u] + (_271 * 6u);
                            main_join = 89u;
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                }
                break;
            }
            case 1u:
            {
                _26 = _271;
                if (((_243 ^ 267u) % 6u) == 1u)
                {
                    switch (_271 % 5u)
                    {
                        case 0u:
                        {
                            _26 = t0.words[(_271 + 60u) & 63u] + (_271 << 2u);
                            main_join = 89u;
                            break;
                        }
                        case 1u:
                        {
                            uint _7 = 0u;
                            uint _8 = _271;
                            uint _298;
                            for (;;)
                            {
                                uint _291 = _7;
                                uint _292 = _8;
                                _298 = t0.words[(_292 + 7u) & 63u] + (_292 * 7u);
                                uint _299 = _291 + 1u;
                                _7 = _299;
                                _8 = _298;
                                if (_299 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _26 = _298;
                            main_join = 89u;
                            break;
                        }
                        default:
                        {
                            uint _10;
                            switch (_271 % 3u)
                            {
                                case 0u:
                                {
                                    uint _363 = t0.words[(_271 + 2u) & 63u] + (_271 * 3u);
                                    _10 = (_363 * 7u) + t0.words[(_363 + 27u) & 63u];
                                    break;
                                }
                                case 1u:
                                {
                                    uint _312 = (_271 + 47u) & 63u;
                                    uint _9;
                                    if ((t0.words[_312] & 1u) == 0u)
                                    {
                                        uint _337 = t0.words[_312] + (_271 * 7u);
                                        uint _344 = t0.words[(_337 + 16u) & 63u] + (_337 * 6u);
                                        _9 = t0.words[(_344 + 8u) & 63u] + _344;
                                    }
                                    else
                                    {
                                        uint _323 = t0.words[(_271 + 24u) & 63u] + (_271 << 2u);
                                        uint _329 = (_323 << 2u) + t0.words[(_323 + 62u) & 63u];
                                        _9 = (_329 * 7u) + t0.words[(_329 + 60u) & 63u];
                                    }
                                    _10 = t0.words[(_9 + 42u) & 63u] + _9;
                                    break;
                                }
                                default:
                                {
                                    _10 = t0.words[(_271 + 47u) & 63u] + (_271 << 2u);
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
                uint _12 = _271;
                uint _281;
                for (;;)
                {
                    uint _274 = _11;
                    uint _275 = _12;
                    _281 = t0.words[(_275 + 30u) & 63u] + _275;
                    uint _282 = _274 + 1u;
                    _11 = _282;
                    _12 = _281;
                    if (_282 == 4u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _26 = _281;
                main_join = 89u;
                break;
            }
            default:
            {
                if (((_243 ^ 273u) % 5u) == 1u)
                {
                    uint _13 = 0u;
                    uint _14 = _271;
                    uint _499;
                    for (;;)
                    {
                        uint _492 = _13;
                        uint _493 = _14;
                        uint _498 = t0.words[(_493 + 5u) & 63u];
                        _499 = _498 + (_493 << 2u);
                        uint _500 = _492 + 1u;
                        _13 = _500;
                        _14 = _499;
                        if (_500 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _25 = _499;
                    if (((t0.words[(_499 + 50u) & 63u] ^ 953u) % 3u) == 0u)
                    {
                        uint _19;
                        switch (_499 % 5u)
                        {
                            case 0u:
                            {
                                uint _647 = t0.words[(_499 + 10u) & 63u] + (_499 * 7u);
                                _19 = t0.words[(_647 + 31u) & 63u] + _647;
                                main_join = 70u;
                                break;
                            }
                            case 1u:
                            {
                                if ((_499 % 3u) == 0u)
                                {
                                    switch (_499 & 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _628 = t0.words[(_499 + 63u) & 63u] + (_499 * 3u);
                                            _19 = (_628 * 3u) + t0.words[(_628 + 25u) & 63u];
                                            main_join = 70u;
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _616 = t0.words[(_499 + 7u) & 63u] + (_499 << 1u);
                                            _19 = (_616 << 2u) + t0.words[(_616 + 36u) & 63u];
                                            main_join = 70u;
                                            break;
                                        }
                                        case 2u:
                                        {
                                            _19 = t0.words[(_499 + 16u) & 63u] + (_499 * 3u);
                                            main_join = 70u;
                                            break;
                                        }
                                        default:
                                        {
                                            _19 = t0.words[(_499 + 11u) & 63u] + (_499 * 7u);
                                            main_join = 70u;
                                            break;
                                        }
                                    }
                                }
                                else
                                {
                                    if (((_499 ^ 66u) % 6u) == 0u)
                                    {
                                        _19 = t0.words[(_499 + 37u) & 63u] + (_499 << 3u);
                                        main_join = 70u;
                                    }
                                    else
                                    {
                                        _19 = t0.words[(_499 + 57u) & 63u] + (_499 * 5u);
                                        main_join = 70u;
                                    }
                                }
                                break;
                            }
                            case 2u:
                            {
                                if (((_499 ^ 779u) % 6u) == 0u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _499;
                                    main_join = 115u;
                                }
                                else
                                {
                                    _19 = t0.words[(_499 + 54u) & 63u] + (_499 << 3u);
                                    main_join = 70u;
                                }
                                break;
                            }
                            case 3u:
                            {
                                uint _16 = _499;
                                if (((_243 ^ 312u) % 6u) == 0u)
                                {
                                    uint _15;
                                    switch (_499 & 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _547 = t0.words[(_499 + 3u) & 63u] + _499;
                                            _15 = (_547 * 5u) + t0.words[(_547 + 6u) & 63u];
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _536 = t0.words[(_499 + 22u) & 63u] + (_499 * 6u);
                                            _15 = t0.words[(_536 + 58u) & 63u] + _536;
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _523 = t0.words[(_499 + 35u) & 63u] + (_499 * 3u);
                                            _15 = (_523 << 1u) + t0.words[(_523 + 25u) & 63u];
                                            break;
                                        }
                                        default:
                                        {
                                            _15 = t0.words[(_499 + 27u) & 63u] + (_499 << 1u);
                                            break;
                                        }
                                    }
                                    _16 = t0.words[(_15 + 5u) & 63u] + (_15 * 6u);
                                }
                                _19 = _16;
                                if ((_243 & 3u) == 0u)
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
                                switch (_499 & 3u)
                                {
                                    case 0u:
                                    {
                                        uint _708 = t0.words[(_499 + 30u) & 63u] + (_499 * 7u);
                                        _19 = (_708 * 3u) + t0.words[(_708 + 58u) & 63u];
                                        main_join = 70u;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _17 = 0u;
                                        uint _18 = _499;
                                        uint _700;
                                        for (;;)
                                        {
                                            uint _686 = _17;
                                            uint _687 = _18;
                                            uint _693 = t0.words[(_687 + 25u) & 63u] + (_687 * 3u);
                                            _700 = (_693 << 3u) + t0.words[(_693 + 53u) & 63u];
                                            uint _701 = _686 + 1u;
                                            _17 = _701;
                                            _18 = _700;
                                            if (_701 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _19 = _700;
                                        main_join = 70u;
                                        break;
                                    }
                                    case 2u:
                                    {
                                        uint _659 = t0.words[(_499 + 2u) & 63u] + _499;
                                        switch (_659 % 3u)
                                        {
                                            case 0u:
                                            {
                                                _19 = t0.words[(_659 + 62u) & 63u] + (_659 * 7u);
                                                main_join = 70u;
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _666 = t0.words[(_659 + 8u) & 63u] + (_659 << 2u);
                                                _19 = (_666 * 3u) + t0.words[(_666 + 34u) & 63u];
                                                main_join = 70u;
                                                break;
                                            }
                                            default:
                                            {
                                                _19 = t0.words[(_659 + 54u) & 63u] + (_659 << 2u);
                                                main_join = 70u;
                                                break;
                                            }
                                        }
                                        break;
                                    }
                                    default:
                                    {
                                        _19 = t0.words[(_499 + 61u) & 63u] + (_499 * 7u);
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
                                            uint _759;
                                            for (;;)
                                            {
                                                uint _746 = _20;
                                                uint _747 = _21;
                                                uint _753 = t0.words[(_747 + 2u) & 63u] + (_747 * 5u);
                                                _759 = (_753 * 5u) + t0.words[(_753 + 61u) & 63u];
                                                uint _760 = _746 + 1u;
                                                _20 = _760;
                                                _21 = _759;
                                                if (_760 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _25 = _759;
                                            main_join = 85u;
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _730 = t0.words[(_19 + 24u) & 63u] + (_19 * 7u);
                                        _25 = (_730 << 1u) + t0.words[(_730 + 17u) & 63u];
                                        main_join = 85u;
                                        break;
                                    }
                                    default:
                                    {
                                        uint _22 = 0u;
                                        uint _23 = _19;
                                        uint _796;
                                        for (;;)
                                        {
                                            uint _769 = _22;
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
                                            _796 = _24;
                                            uint _797 = _769 + 1u;
                                            _22 = _797;
                                            _23 = _796;
                                            if (_797 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _25 = _796;
                                        main_join = 85u;
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
                        default:
                        {
                            break;
                        }
                    }
                }
                else
                {
                    _26 = t0.words[(_271 + 22u) & 63u] + _271;
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
            default:
            {
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
                    uint _828;
                    uint _6;
                    uint _35;
                    for (;;)
                    {
                        uint _820 = _28;
                        _828 = t0.words[(_29 + 20u) & 63u] + (_29 << 1u);
                        if (!((_828 & 1u) == 0u))
                        {
                            _RESERVED_IDENTIFIER_FIXUP_10_exit = 0u;
                            break;
                        }
                        uint _36 = _828;
                        if (((t0.words[(_828 + 5u) & 63u] ^ 593u) % 6u) == 1u)
                        {
                            switch (_828 & 3u)
                            {
                                case 0u:
                                {
                                    uint _885 = t0.words[(_828 + 57u) & 63u] + _828;
                                    _35 = t0.words[(_885 + 18u) & 63u] + _885;
                                    _RESERVED_IDENTIFIER_FIXUP_10_loop_join = 109u;
                                    break;
                                }
                                case 1u:
                                {
                                    _35 = _828;
                                    if (((_828 ^ 643u) % 5u) == 1u)
                                    {
                                        uint _30 = 0u;
                                        uint _31 = _828;
                                        uint _878;
                                        for (;;)
                                        {
                                            uint _854 = _30;
                                            uint _32 = _31;
                                            if (((_31 ^ 672u) % 5u) == 0u)
                                            {
                                                uint _865 = t0.words[(_31 + 31u) & 63u] + (_31 << 2u);
                                                uint _871 = (_865 << 1u) + t0.words[(_865 + 16u) & 63u];
                                                _32 = (_871 * 6u) + t0.words[(_871 + 36u) & 63u];
                                            }
                                            _878 = _32;
                                            uint _879 = _854 + 1u;
                                            _30 = _879;
                                            _31 = _878;
                                            if (_879 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _35 = _878;
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
                                    uint _33 = _828;
                                    uint _34 = 0u;
                                    uint _846;
                                    for (;;)
                                    {
                                        uint _840 = _33;
                                        uint _841 = _34;
                                        _846 = t0.words[(_840 + 8u) & 63u] + _840;
                                        uint _847 = _841 + 1u;
                                        _33 = _846;
                                        _34 = _847;
                                        if (_847 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _35 = _846;
                                    _RESERVED_IDENTIFIER_FIXUP_10_loop_join = 109u;
                                    break;
                                }
                                default:
                                {
                                    _36 = _828;
                                    _35 = _828;
                                    if (((_243 ^ 311u) % 6u) == 1u)
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
                                        uint _908 = t0.words[(_35 + 30u) & 63u] + (_35 << 1u);
                                        _36 = _908;
                                        if (((_243 ^ 983u) % 6u) == 1u)
                                        {
                                            uint _919 = t0.words[(_908 + 29u) & 63u] + (_908 << 1u);
                                            _36 = (_919 * 3u) + t0.words[(_919 + 31u) & 63u];
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
                        uint _927 = _820 + 1u;
                        _28 = _927;
                        _29 = _36;
                        if (_927 < 4u)
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
                            u0.words[gl_GlobalInvocationID.x] = _828;
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
                default:
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
}

