#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _334;

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
    uint _RESERVED_IDENTIFIER_FIXUP_7_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_36_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_08_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_68_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_88_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_05_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_36_loop_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_08_loop_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_88_loop_join = 0u;
    uint _6;
    uint _7;
    uint _8;
    uint _9;
    uint _10;
    uint _11;
    uint _12;
    uint _13;
    uint _22;
    uint _29;
    uint _30;
    uint _35;
    uint _36;
    uint _46;
    uint _47;
    uint _48;
    uint _52;
    uint _55;
    uint _61;
    uint _64;
    uint _65;
    uint _66;
    uint _81;
    for (;;)
    {
        uint _326 = gl_GlobalInvocationID.x & 63u;
        uint _333 = t0.words[_326];
        uint _31 = gl_GlobalInvocationID.x;
        if (((_333 ^ 875u) % 3u) == 1u)
        {
            uint _14 = 0u;
            uint _15 = gl_GlobalInvocationID.x;
            uint _342;
            uint _357;
            for (;;)
            {
                _342 = _14;
                uint _343 = _15;
                uint _350 = t0.words[(_343 + 52u) & 63u] + (_343 * 3u);
                _357 = (_350 << 1u) + t0.words[(_350 + 49u) & 63u];
                if (((t0.words[(_357 + 22u) & 63u] ^ 148u) % 6u) == 1u)
                {
                    break;
                }
                else
                {
                    uint _368 = _342 + 1u;
                    _14 = _368;
                    _15 = _357;
                    if (_368 < 3u)
                    {
                        continue;
                    }
                    else
                    {
                        break;
                    }
                }
            }
            uint _16 = 0u;
            uint _17 = _357;
            uint _387;
            uint _18;
            uint _19;
            uint _370;
            for (;;)
            {
                _370 = _16;
                _18 = 0u;
                _19 = _17;
                for (;;)
                {
                    uint _372 = _18;
                    uint _380 = t0.words[(_19 + 25u) & 63u] + (_19 << 1u);
                    _387 = (_380 * 6u) + t0.words[(_380 + 62u) & 63u];
                    if (((_333 ^ 27u) % 3u) == 1u)
                    {
                        _22 = _387;
                        if ((_387 & 3u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                            break;
                        }
                    }
                    else
                    {
                        uint _20 = 0u;
                        uint _21 = _387;
                        uint _401;
                        for (;;)
                        {
                            uint _392 = _20;
                            uint _393 = _21;
                            _401 = t0.words[(_393 + 21u) & 63u] + (_393 << 2u);
                            uint _402 = _392 + 1u;
                            _20 = _402;
                            _21 = _401;
                            if (_402 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _22 = _401;
                    }
                    _6 = _22;
                    uint _407 = _372 + 1u;
                    _18 = _407;
                    _19 = _22;
                    if (_407 < 5u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_0_exit = 1u;
                        break;
                    }
                }
                bool _116_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
                {
                    case 0u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_7_exit = 0u;
                        _116_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_116_ladder_break)
                {
                    break;
                }
                uint _23 = 0u;
                uint _24 = _6;
                uint _25;
                uint _26;
                uint _412;
                for (;;)
                {
                    _412 = _23;
                    uint _420 = t0.words[(_24 + 61u) & 63u] + (_24 << 2u);
                    _25 = 0u;
                    _26 = (_420 * 3u) + t0.words[(_420 + 2u) & 63u];
                    uint _456;
                    uint _27;
                    uint _28;
                    uint _427;
                    for (;;)
                    {
                        _427 = _25;
                        _27 = 0u;
                        _28 = _26;
                        for (;;)
                        {
                            uint _429 = _27;
                            uint _437 = t0.words[(_28 + 35u) & 63u] + (_28 * 6u);
                            if (((_437 ^ 4u) % 6u) == 1u)
                            {
                                _29 = t0.words[(_437 + 44u) & 63u] + (_437 << 2u);
                            }
                            else
                            {
                                _30 = _437;
                                _29 = _437;
                                if (((_437 ^ 677u) % 5u) == 0u)
                                {
                                    break;
                                }
                                else
                                {
                                }
                            }
                            uint _454 = _429 + 1u;
                            _27 = _454;
                            _28 = _29;
                            _30 = _29;
                            if (_454 < 5u)
                            {
                                continue;
                            }
                            else
                            {
                                break;
                            }
                        }
                        _456 = _30;
                        uint _457 = _427 + 1u;
                        _25 = _457;
                        _26 = _456;
                        if (_457 == 5u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _464 = t0.words[(_456 + 56u) & 63u] + _456;
                    _7 = _464;
                    uint _465 = _412 + 1u;
                    _23 = _465;
                    _24 = _464;
                    if (_465 == 3u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                uint _467 = _370 + 1u;
                _16 = _467;
                _17 = _7;
                if (_467 < 5u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_7_exit = 1u;
                    break;
                }
            }
            bool _133_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_7_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _387;
                    _133_ladder_break = true;
                    break;
                }
                default:
                {
                    break;
                }
            }
            if (_133_ladder_break)
            {
                break;
            }
            _31 = _7;
        }
        uint _32 = 0u;
        uint _33 = t0.words[(_31 + 48u) & 63u] + (_31 * 7u);
        uint _510;
        for (;;)
        {
            uint _486 = _32;
            uint _494 = t0.words[(_33 + 47u) & 63u] + (_33 << 3u);
            uint _34 = _494;
            if (!(((t0.words[(_494 + 52u) & 63u] ^ 86u) % 6u) == 0u))
            {
                _34 = t0.words[(_494 + 11u) & 63u] + (_494 << 3u);
            }
            _510 = _34;
            uint _511 = _486 + 1u;
            _32 = _511;
            _33 = _510;
            if (_511 == 2u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        if (((_510 ^ 839u) % 5u) == 0u)
        {
            u0.words[gl_GlobalInvocationID.x] = _510;
            break;
        }
        if ((_510 % 3u) == 0u)
        {
            uint _530 = t0.words[(_510 + 27u) & 63u] + (_510 * 3u);
            _35 = (_530 * 3u) + t0.words[(_530 + 33u) & 63u];
        }
        else
        {
            _35 = t0.words[(_510 + 44u) & 63u] + (_510 * 7u);
        }
        switch (_35 & 3u)
        {
            case 0u:
            {
                uint _552 = t0.words[(_35 + 31u) & 63u] + (_35 << 1u);
                _36 = (_552 << 2u) + t0.words[(_552 + 44u) & 63u];
                break;
            }
            case 1u:
            {
                _36 = t0.words[(_35 + 48u) & 63u] + (_35 * 7u);
                break;
            }
            default:
            {
                _36 = t0.words[(_35 + 56u) & 63u] + (_35 * 7u);
                break;
            }
        }
        uint _37 = 0u;
        uint _38 = _36;
        for (;;)
        {
            uint _566 = _37;
            uint _574 = t0.words[(_38 + 8u) & 63u] + (_38 * 3u);
            bool _153_ladder_break = false;
            switch (_574 & 3u)
            {
                case 0u:
                {
                    uint _39 = 0u;
                    uint _40 = _574;
                    uint _989;
                    uint _41;
                    uint _42;
                    uint _946;
                    for (;;)
                    {
                        _946 = _39;
                        _41 = 0u;
                        _42 = t0.words[(_40 + 34u) & 63u] + (_40 * 3u);
                        uint _43;
                        uint _955;
                        uint _956;
                        for (;;)
                        {
                            _955 = _41;
                            _956 = _42;
                            _43 = _956;
                            if (((_956 ^ 735u) % 6u) == 1u)
                            {
                                break;
                            }
                            else
                            {
                                uint _967 = t0.words[(_956 + 37u) & 63u] + (_956 << 3u);
                                uint _968 = _955 + 1u;
                                _41 = _968;
                                _42 = _967;
                                _43 = _967;
                                if (_968 < 4u)
                                {
                                    continue;
                                }
                                else
                                {
                                    break;
                                }
                            }
                        }
                        uint _44 = 0u;
                        uint _45 = t0.words[(_43 + 8u) & 63u] + _43;
                        for (;;)
                        {
                            uint _976 = _44;
                            uint _983 = t0.words[(_45 + 17u) & 63u] + (_45 * 3u);
                            _989 = (_983 * 6u) + t0.words[(_983 + 30u) & 63u];
                            uint _990 = _976 + 1u;
                            _44 = _990;
                            _45 = _989;
                            if (_990 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _992 = _946 + 1u;
                        _39 = _992;
                        _40 = _989;
                        if (_992 == 2u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _66 = _989;
                    break;
                }
                case 1u:
                {
                    uint _580 = t0.words[(_574 + 47u) & 63u] + _574;
                    if (((_580 ^ 505u) % 6u) == 1u)
                    {
                        uint _58 = _580;
                        if (((_333 ^ 485u) % 3u) == 0u)
                        {
                            if ((_580 & 1u) == 0u)
                            {
                                if (((t0.words[(_580 + 29u) & 63u] ^ 395u) % 3u) == 1u)
                                {
                                    uint _772 = t0.words[(_580 + 13u) & 63u] + (_580 << 1u);
                                    if (((_333 ^ 727u) % 3u) == 0u)
                                    {
                                        uint _801 = t0.words[(_772 + 4u) & 63u] + (_772 * 5u);
                                        _46 = (_801 * 3u) + t0.words[(_801 + 60u) & 63u];
                                    }
                                    else
                                    {
                                        uint _782 = t0.words[(_772 + 44u) & 63u] + (_772 << 3u);
                                        uint _788 = (_782 * 7u) + t0.words[(_782 + 35u) & 63u];
                                        _46 = (_788 << 2u) + t0.words[(_788 + 28u) & 63u];
                                    }
                                    _48 = t0.words[(_46 + 60u) & 63u] + (_46 * 5u);
                                }
                                else
                                {
                                    switch (_580 % 5u)
                                    {
                                        case 0u:
                                        {
                                            uint _745 = t0.words[_580 & 63u] + (_580 * 7u);
                                            _47 = (_745 << 2u) + t0.words[(_745 + 3u) & 63u];
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _47 = t0.words[(_580 + 17u) & 63u] + (_580 << 3u);
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _728 = t0.words[(_580 + 17u) & 63u] + (_580 * 6u);
                                            _47 = (_728 << 3u) + t0.words[(_728 + 8u) & 63u];
                                            break;
                                        }
                                        case 3u:
                                        {
                                            _47 = t0.words[(_580 + 56u) & 63u] + (_580 * 3u);
                                            break;
                                        }
                                        default:
                                        {
                                            _47 = t0.words[(_580 + 52u) & 63u] + (_580 * 3u);
                                            break;
                                        }
                                    }
                                    _48 = t0.words[(_47 + 38u) & 63u] + (_47 * 7u);
                                }
                                _52 = t0.words[(_48 + 28u) & 63u] + (_48 << 2u);
                            }
                            else
                            {
                                uint _51 = _580;
                                if (!((_333 & 1u) == 0u))
                                {
                                    uint _49 = 0u;
                                    uint _50 = _580;
                                    uint _691;
                                    for (;;)
                                    {
                                        uint _671 = _49;
                                        uint _672 = _50;
                                        uint _679 = t0.words[(_672 + 19u) & 63u] + (_672 * 6u);
                                        uint _685 = (_679 * 5u) + t0.words[(_679 + 30u) & 63u];
                                        _691 = (_685 * 6u) + t0.words[(_685 + 4u) & 63u];
                                        uint _692 = _671 + 1u;
                                        _49 = _692;
                                        _50 = _691;
                                        if (_692 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _51 = _691;
                                }
                                uint _700 = t0.words[(_51 + 19u) & 63u] + (_51 * 7u);
                                _52 = (_700 * 5u) + t0.words[(_700 + 27u) & 63u];
                            }
                            if (((_52 ^ 9u) % 5u) == 1u)
                            {
                                uint _899 = t0.words[(_52 + 15u) & 63u] + (_52 << 2u);
                                _66 = _899;
                                if ((_899 & 3u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_36_loop_join = 100u;
                                }
                                else
                                {
                                    uint _53 = 0u;
                                    uint _54 = _899;
                                    uint _932;
                                    for (;;)
                                    {
                                        uint _902 = _53;
                                        uint _909 = t0.words[(_54 + 47u) & 63u] + (_54 << 3u);
                                        if (((_333 ^ 55u) % 6u) == 1u)
                                        {
                                            uint _925 = t0.words[(_909 + 30u) & 63u] + (_909 * 5u);
                                            _55 = (_925 << 2u) + t0.words[(_925 + 55u) & 63u];
                                        }
                                        else
                                        {
                                            _55 = t0.words[(_909 + 38u) & 63u] + (_909 << 2u);
                                        }
                                        _932 = _55;
                                        uint _933 = _902 + 1u;
                                        _53 = _933;
                                        _54 = _932;
                                        if (_933 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _58 = _932;
                                    _RESERVED_IDENTIFIER_FIXUP_36_loop_join = 83u;
                                }
                            }
                            else
                            {
                                uint _834 = t0.words[(_52 + 36u) & 63u] + (_52 << 3u);
                                if ((t0.words[(_834 + 14u) & 63u] & 1u) == 0u)
                                {
                                    uint _56 = 0u;
                                    uint _57 = t0.words[(_834 + 39u) & 63u] + (_834 * 6u);
                                    uint _890;
                                    for (;;)
                                    {
                                        uint _872 = _56;
                                        uint _873 = _57;
                                        uint _879 = t0.words[(_873 + 25u) & 63u] + (_873 * 5u);
                                        uint _884 = t0.words[(_879 + 5u) & 63u] + _879;
                                        _890 = (_884 << 1u) + t0.words[(_884 + 2u) & 63u];
                                        uint _891 = _872 + 1u;
                                        _56 = _891;
                                        _57 = _890;
                                        if (_891 == 2u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _58 = _890;
                                    _RESERVED_IDENTIFIER_FIXUP_36_loop_join = 83u;
                                }
                                else
                                {
                                    if (((_333 ^ 174u) % 5u) == 0u)
                                    {
                                        uint _858 = t0.words[(_834 + 40u) & 63u] + (_834 << 1u);
                                        _58 = (_858 << 1u) + t0.words[(_858 + 22u) & 63u];
                                        _RESERVED_IDENTIFIER_FIXUP_36_loop_join = 83u;
                                    }
                                    else
                                    {
                                        _58 = t0.words[(_834 + 28u) & 63u] + (_834 * 7u);
                                        _RESERVED_IDENTIFIER_FIXUP_36_loop_join = 83u;
                                    }
                                }
                            }
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_36_loop_join = 83u;
                        }
                        bool _232_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_36_loop_join)
                        {
                            case 83u:
                            {
                                _8 = _58;
                                _66 = _58;
                                if (((t0.words[(_58 + 33u) & 63u] ^ 131u) % 3u) == 1u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_36_exit = 1u;
                                    _232_ladder_break = true;
                                    _153_ladder_break = true;
                                    break;
                                }
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_232_ladder_break)
                        {
                            break;
                        }
                    }
                    else
                    {
                        uint _59 = 0u;
                        uint _60 = _580;
                        for (;;)
                        {
                            uint _585 = _59;
                            uint _593 = t0.words[(_60 + 30u) & 63u] + (_60 * 3u);
                            uint _599 = (_593 << 3u) + t0.words[(_593 + 63u) & 63u];
                            _9 = _599;
                            uint _601 = (_599 + 56u) & 63u;
                            if (((t0.words[_601] ^ 544u) % 6u) == 1u)
                            {
                                bool _161_ladder_break = false;
                                switch (_9 % 3u)
                                {
                                    case 0u:
                                    {
                                        _61 = _9;
                                        if ((_9 & 3u) == 3u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_08_exit = 1u;
                                            _161_ladder_break = true;
                                            break;
                                        }
                                        else
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_08_loop_join = 91u;
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _64 = _9;
                                        _61 = _9;
                                        if (((t0.words[_9 & 63u] ^ 134u) % 5u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_08_loop_join = 95u;
                                        }
                                        else
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_08_loop_join = 91u;
                                        }
                                        break;
                                    }
                                    default:
                                    {
                                        _61 = (_9 << 3u) + t0.words[_601];
                                        _RESERVED_IDENTIFIER_FIXUP_08_loop_join = 91u;
                                        break;
                                    }
                                }
                                if (_161_ladder_break)
                                {
                                    break;
                                }
                                switch (_RESERVED_IDENTIFIER_FIXUP_08_loop_join)
                                {
                                    case 91u:
                                    {
                                        uint _62 = 0u;
                                        uint _63 = _61;
                                        uint _645;
                                        for (;;)
                                        {
                                            uint _631 = _62;
                                            uint _632 = _63;
                                            uint _638 = t0.words[(_632 + 7u) & 63u] + (_632 << 1u);
                                            _645 = (_638 * 5u) + t0.words[(_638 + 50u) & 63u];
                                            uint _646 = _631 + 1u;
                                            _62 = _646;
                                            _63 = _645;
                                            if (_646 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _64 = _645;
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
                                _65 = _9;
                                _64 = _9;
                                if ((_333 & 1u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_08_exit = 0u;
                                    break;
                                }
                            }
                            uint _649 = _585 + 1u;
                            _59 = _649;
                            _60 = _64;
                            _65 = _64;
                            if (_649 < 5u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_08_exit = 0u;
                                break;
                            }
                        }
                        bool _180_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_08_exit)
                        {
                            case 0u:
                            {
                                break;
                            }
                            default:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_36_exit = 0u;
                                _180_ladder_break = true;
                                _153_ladder_break = true;
                                break;
                            }
                        }
                        if (_180_ladder_break)
                        {
                            break;
                        }
                        _66 = _65;
                        if ((_333 & 3u) == 2u)
                        {
                            _66 = t0.words[(_65 + 29u) & 63u] + (_65 << 1u);
                        }
                    }
                    break;
                }
                default:
                {
                    _66 = t0.words[(_574 + 33u) & 63u] + (_574 << 2u);
                    break;
                }
            }
            if (_153_ladder_break)
            {
                break;
            }
            uint _67 = 0u;
            uint _68 = t0.words[(_66 + 6u) & 63u] + _66;
            uint _69;
            uint _1006;
            uint _1013;
            for (;;)
            {
                _1006 = _67;
                uint _1007 = _68;
                _1013 = t0.words[(_1007 + 52u) & 63u] + (_1007 * 6u);
                _69 = _1013;
                if (((_333 ^ 54u) % 5u) == 0u)
                {
                    break;
                }
                else
                {
                    uint _1023 = t0.words[(_1013 + 5u) & 63u] + (_1013 * 7u);
                    uint _1030 = (_1023 << 2u) + t0.words[(_1023 + 58u) & 63u];
                    uint _1031 = _1006 + 1u;
                    _67 = _1031;
                    _68 = _1030;
                    _69 = _1030;
                    if (_1031 < 5u)
                    {
                        continue;
                    }
                    else
                    {
                        break;
                    }
                }
            }
            _10 = _69;
            uint _1034 = _566 + 1u;
            _37 = _1034;
            _38 = _69;
            if (_1034 < 2u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_36_exit = 2u;
                break;
            }
        }
        bool _257_ladder_break = false;
        switch (_RESERVED_IDENTIFIER_FIXUP_36_exit)
        {
            case 0u:
            {
                u0.words[gl_GlobalInvocationID.x] = _9;
                _257_ladder_break = true;
                break;
            }
            case 1u:
            {
                u0.words[gl_GlobalInvocationID.x] = _8;
                _257_ladder_break = true;
                break;
            }
            default:
            {
                break;
            }
        }
        if (_257_ladder_break)
        {
            break;
        }
        uint _70 = _10;
        if ((_10 & 3u) == 1u)
        {
            _70 = t0.words[(_10 + 45u) & 63u] + (_10 * 3u);
        }
        uint _1059 = t0.words[(_70 + 24u) & 63u] + (_70 * 5u);
        uint _1065 = (_1059 * 6u) + t0.words[(_1059 + 3u) & 63u];
        uint _1071 = (_1065 << 1u) + t0.words[(_1065 + 1u) & 63u];
        uint _82 = _1071;
        if (((t0.words[(_1071 + 62u) & 63u] ^ 487u) % 6u) == 1u)
        {
            uint _71 = 0u;
            uint _72 = _1071;
            uint _73;
            uint _74;
            uint _1080;
            for (;;)
            {
                _1080 = _71;
                _73 = 0u;
                _74 = t0.words[(_72 + 1u) & 63u] + (_72 << 2u);
                uint _1094;
                for (;;)
                {
                    uint _1088 = _73;
                    uint _1089 = _74;
                    _1094 = t0.words[(_1089 + 8u) & 63u] + _1089;
                    uint _1095 = _1088 + 1u;
                    _73 = _1095;
                    _74 = _1094;
                    if (_1095 == 5u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                uint _75 = 0u;
                uint _76 = _1094;
                for (;;)
                {
                    uint _1097 = _75;
                    uint _79 = _76;
                    if (((_333 ^ 938u) % 5u) == 1u)
                    {
                        uint _1109 = t0.words[(_76 + 62u) & 63u] + (_76 << 1u);
                        _81 = _1109;
                        if (((_1109 ^ 138u) % 5u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_88_loop_join = 124u;
                        }
                        else
                        {
                            uint _77 = _1109;
                            uint _78 = 0u;
                            for (;;)
                            {
                                uint _1115 = _78;
                                uint _1121 = t0.words[(_77 + 11u) & 63u] + (_77 << 2u);
                                _11 = _1121;
                                if ((t0.words[(_1121 + 16u) & 63u] & 3u) == 2u)
                                {
                                    if (((t0.words[(_11 + 48u) & 63u] ^ 168u) % 3u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_05_exit = 0u;
                                        break;
                                    }
                                    if ((_333 & 3u) == 3u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_05_exit = 1u;
                                        break;
                                    }
                                }
                                uint _1140 = _1115 + 1u;
                                _77 = _11;
                                _78 = _1140;
                                if (_1140 < 5u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_05_exit = 2u;
                                    break;
                                }
                            }
                            bool _284_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_05_exit)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_88_exit = 0u;
                                    _284_ladder_break = true;
                                    break;
                                }
                                case 1u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_88_exit = 1u;
                                    _284_ladder_break = true;
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            if (_284_ladder_break)
                            {
                                break;
                            }
                            _79 = _11;
                            _RESERVED_IDENTIFIER_FIXUP_88_loop_join = 121u;
                        }
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_88_loop_join = 121u;
                    }
                    switch (_RESERVED_IDENTIFIER_FIXUP_88_loop_join)
                    {
                        case 121u:
                        {
                            uint _80 = _79;
                            if (((t0.words[(_79 + 5u) & 63u] ^ 772u) % 3u) == 1u)
                            {
                                _80 = t0.words[(_79 + 34u) & 63u] + (_79 << 3u);
                            }
                            _81 = t0.words[(_80 + 24u) & 63u] + (_80 << 1u);
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                    _12 = _81;
                    uint _1170 = _1097 + 1u;
                    _75 = _1170;
                    _76 = _81;
                    if (_1170 < 4u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_88_exit = 2u;
                        break;
                    }
                }
                bool _298_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_88_exit)
                {
                    case 0u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_68_exit = 0u;
                        _298_ladder_break = true;
                        break;
                    }
                    case 1u:
                    {
                        _RESERVED_IDENTIFIER_FIXUP_68_exit = 1u;
                        _298_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_298_ladder_break)
                {
                    break;
                }
                uint _1180 = t0.words[(_12 + 26u) & 63u] + (_12 << 2u);
                _13 = _1180;
                uint _1181 = _1080 + 1u;
                _71 = _1181;
                _72 = _1180;
                if (_1181 < 4u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_68_exit = 2u;
                    break;
                }
            }
            bool _304_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_68_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _11;
                    _304_ladder_break = true;
                    break;
                }
                case 1u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _11;
                    _304_ladder_break = true;
                    break;
                }
                default:
                {
                    break;
                }
            }
            if (_304_ladder_break)
            {
                break;
            }
            uint _1194 = t0.words[(_13 + 21u) & 63u] + (_13 * 5u);
            _82 = _1194;
            if ((_1194 % 3u) == 0u)
            {
                _82 = t0.words[(_1194 + 26u) & 63u] + (_1194 * 7u);
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _82;
        break;
    }
}

