#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _332;

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
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_36_loop_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_08_loop_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_88_loop_join = 0u;
    uint _324 = gl_GlobalInvocationID.x & 63u;
    uint _331 = t0.words[_324];
    uint _31 = gl_GlobalInvocationID.x;
    if (((_331 ^ 875u) % 3u) == 1u)
    {
        uint _14 = 0u;
        uint _15 = gl_GlobalInvocationID.x;
        uint _341;
        uint _356;
        for (;;)
        {
            _341 = _14;
            uint _342 = _15;
            uint _349 = t0.words[(_342 + 52u) & 63u] + (_342 * 3u);
            _356 = (_349 << 1u) + t0.words[(_349 + 49u) & 63u];
            if (((t0.words[(_356 + 22u) & 63u] ^ 148u) % 6u) == 1u)
            {
                break;
            }
            else
            {
                uint _367 = _341 + 1u;
                _14 = _367;
                _15 = _356;
                if (_367 < 3u)
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
        uint _17 = _356;
        uint _386;
        uint _6;
        uint _7;
        uint _18;
        uint _19;
        uint _22;
        uint _29;
        uint _30;
        uint _369;
        for (;;)
        {
            _369 = _16;
            _18 = 0u;
            _19 = _17;
            for (;;)
            {
                uint _371 = _18;
                uint _379 = t0.words[(_19 + 25u) & 63u] + (_19 << 1u);
                _386 = (_379 * 6u) + t0.words[(_379 + 62u) & 63u];
                if (((_331 ^ 27u) % 3u) == 1u)
                {
                    _22 = _386;
                    if ((_386 & 3u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                        break;
                    }
                }
                else
                {
                    uint _20 = 0u;
                    uint _21 = _386;
                    uint _400;
                    for (;;)
                    {
                        uint _391 = _20;
                        uint _392 = _21;
                        _400 = t0.words[(_392 + 21u) & 63u] + (_392 << 2u);
                        uint _401 = _391 + 1u;
                        _20 = _401;
                        _21 = _400;
                        if (_401 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _22 = _400;
                }
                _6 = _22;
                uint _406 = _371 + 1u;
                _18 = _406;
                _19 = _22;
                if (_406 < 5u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_0_exit = 1u;
                    break;
                }
            }
            bool _115_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
            {
                case 0u:
                {
                    _RESERVED_IDENTIFIER_FIXUP_7_exit = 0u;
                    _115_ladder_break = true;
                    break;
                }
            }
            if (_115_ladder_break)
            {
                break;
            }
            uint _23 = 0u;
            uint _24 = _6;
            uint _25;
            uint _26;
            uint _411;
            for (;;)
            {
                _411 = _23;
                uint _419 = t0.words[(_24 + 61u) & 63u] + (_24 << 2u);
                _25 = 0u;
                _26 = (_419 * 3u) + t0.words[(_419 + 2u) & 63u];
                uint _455;
                uint _27;
                uint _28;
                uint _426;
                for (;;)
                {
                    _426 = _25;
                    _27 = 0u;
                    _28 = _26;
                    for (;;)
                    {
                        uint _428 = _27;
                        uint _436 = t0.words[(_28 + 35u) & 63u] + (_28 * 6u);
                        if (((_436 ^ 4u) % 6u) == 1u)
                        {
                            _29 = t0.words[(_436 + 44u) & 63u] + (_436 << 2u);
                        }
                        else
                        {
                            _30 = _436;
                            _29 = _436;
                            if (((_436 ^ 677u) % 5u) == 0u)
                            {
                                break;
                            }
                            else
                            {
                            }
                        }
                        uint _453 = _428 + 1u;
                        _27 = _453;
                        _28 = _29;
                        _30 = _29;
                        if (_453 < 5u)
                        {
                            continue;
                        }
                        else
                        {
                            break;
                        }
                    }
                    _455 = _30;
                    uint _456 = _426 + 1u;
                    _25 = _456;
                    _26 = _455;
                    if (_456 == 5u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                uint _463 = t0.words[(_455 + 56u) & 63u] + _455;
                _7 = _463;
                uint _464 = _411 + 1u;
                _23 = _464;
                _24 = _463;
                if (_464 == 3u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            uint _466 = _369 + 1u;
            _16 = _466;
            _17 = _7;
            if (_466 < 5u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_7_exit = 1u;
                break;
            }
        }
        switch (_RESERVED_IDENTIFIER_FIXUP_7_exit)
        {
            case 0u:
            {
                u0.words[gl_GlobalInvocationID.x] = _386;
                main_join = 129u;
                break;
            }
            default:
            {
                _31 = _7;
                main_join = 24u;
                break;
            }
        }
    }
    else
    {
        main_join = 24u;
    }
    switch (main_join)
    {
        case 24u:
        {
            uint _32 = 0u;
            uint _33 = t0.words[(_31 + 48u) & 63u] + (_31 * 7u);
            uint _511;
            for (;;)
            {
                uint _487 = _32;
                uint _495 = t0.words[(_33 + 47u) & 63u] + (_33 << 3u);
                uint _34 = _495;
                if (!(((t0.words[(_495 + 52u) & 63u] ^ 86u) % 6u) == 0u))
                {
                    _34 = t0.words[(_495 + 11u) & 63u] + (_495 << 3u);
                }
                _511 = _34;
                uint _512 = _487 + 1u;
                _32 = _512;
                _33 = _511;
                if (_512 == 2u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            if (((_511 ^ 839u) % 5u) == 0u)
            {
                u0.words[gl_GlobalInvocationID.x] = _511;
            }
            else
            {
                uint _35;
                if ((_511 % 3u) == 0u)
                {
                    uint _531 = t0.words[(_511 + 27u) & 63u] + (_511 * 3u);
                    _35 = (_531 * 3u) + t0.words[(_531 + 33u) & 63u];
                }
                else
                {
                    _35 = t0.words[(_511 + 44u) & 63u] + (_511 * 7u);
                }
                uint _36;
                switch (_35 & 3u)
                {
                    case 0u:
                    {
                        uint _553 = t0.words[(_35 + 31u) & 63u] + (_35 << 1u);
                        _36 = (_553 << 2u) + t0.words[(_553 + 44u) & 63u];
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
                uint _8;
                uint _9;
                uint _10;
                uint _46;
                uint _47;
                uint _48;
                uint _52;
                uint _55;
                uint _61;
                uint _64;
                uint _65;
                uint _66;
                for (;;)
                {
                    uint _567 = _37;
                    uint _575 = t0.words[(_38 + 8u) & 63u] + (_38 * 3u);
                    bool _152_ladder_break = false;
                    switch (_575 & 3u)
                    {
                        case 0u:
                        {
                            uint _39 = 0u;
                            uint _40 = _575;
                            uint _990;
                            uint _41;
                            uint _42;
                            uint _947;
                            for (;;)
                            {
                                _947 = _39;
                                _41 = 0u;
                                _42 = t0.words[(_40 + 34u) & 63u] + (_40 * 3u);
                                uint _43;
                                uint _956;
                                uint _957;
                                for (;;)
                                {
                                    _956 = _41;
                                    _957 = _42;
                                    _43 = _957;
                                    if (((_957 ^ 735u) % 6u) == 1u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        uint _968 = t0.words[(_957 + 37u) & 63u] + (_957 << 3u);
                                        uint _969 = _956 + 1u;
                                        _41 = _969;
                                        _42 = _968;
                                        _43 = _968;
                                        if (_969 < 4u)
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
                                    uint _977 = _44;
                                    uint _984 = t0.words[(_45 + 17u) & 63u] + (_45 * 3u);
                                    _990 = (_984 * 6u) + t0.words[(_984 + 30u) & 63u];
                                    uint _991 = _977 + 1u;
                                    _44 = _991;
                                    _45 = _990;
                                    if (_991 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _993 = _947 + 1u;
                                _39 = _993;
                                _40 = _990;
                                if (_993 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _66 = _990;
                            break;
                        }
                        case 1u:
                        {
                            uint _581 = t0.words[(_575 + 47u) & 63u] + _575;
                            if (((_581 ^ 505u) % 6u) == 1u)
                            {
                                uint _58 = _581;
                                if (((_331 ^ 485u) % 3u) == 0u)
                                {
                                    if ((_581 & 1u) == 0u)
                                    {
                                        if (((t0.words[(_581 + 29u) & 63u] ^ 395u) % 3u) == 1u)
                                        {
                                            uint _773 = t0.words[(_581 + 13u) & 63u] + (_581 << 1u);
                                            if (((_331 ^ 727u) % 3u) == 0u)
                                            {
                                                uint _802 = t0.words[(_773 + 4u) & 63u] + (_773 * 5u);
                                                _46 = (_802 * 3u) + t0.words[(_802 + 60u) & 63u];
                                            }
                                            else
                                            {
                                                uint _783 = t0.words[(_773 + 44u) & 63u] + (_773 << 3u);
                                                uint _789 = (_783 * 7u) + t0.words[(_783 + 35u) & 63u];
                                                _46 = (_789 << 2u) + t0.words[(_789 + 28u) & 63u];
                                            }
                                            _48 = t0.words[(_46 + 60u) & 63u] + (_46 * 5u);
                                        }
                                        else
                                        {
                                            switch (_581 % 5u)
                                            {
                                                case 0u:
                                                {
                                                    uint _746 = t0.words[_581 & 63u] + (_581 * 7u);
                                                    _47 = (_746 << 2u) + t0.words[(_746 + 3u) & 63u];
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    _47 = t0.words[(_581 + 17u) & 63u] + (_581 << 3u);
                                                    break;
                                                }
                                                case 2u:
                                                {
                                                    uint _729 = t0.words[(_581 + 17u) & 63u] + (_581 * 6u);
                                                    _47 = (_729 << 3u) + t0.words[(_729 + 8u) & 63u];
                                                    break;
                                                }
                                                case 3u:
                                                {
                                                    _47 = t0.words[(_581 + 56u) & 63u] + (_581 * 3u);
                                                    break;
                                                }
                                                default:
                                                {
                                                    _47 = t0.words[(_581 + 52u) & 63u] + (_581 * 3u);
                                                    break;
                                                }
                                            }
                                            _48 = t0.words[(_47 + 38u) & 63u] + (_47 * 7u);
                                        }
                                        _52 = t0.words[(_48 + 28u) & 63u] + (_48 << 2u);
                                    }
                                    else
                                    {
                                        uint _51 = _581;
                                        if (!((_331 & 1u) == 0u))
                                        {
                                            uint _49 = 0u;
                                            uint _50 = _581;
                                            uint _692;
                                            for (;;)
                                            {
                                                uint _672 = _49;
                                                uint _673 = _50;
                                                uint _680 = t0.words[(_673 + 19u) & 63u] + (_673 * 6u);
                                                uint _686 = (_680 * 5u) + t0.words[(_680 + 30u) & 63u];
                                                _692 = (_686 * 6u) + t0.words[(_686 + 4u) & 63u];
                                                uint _693 = _672 + 1u;
                                                _49 = _693;
                                                _50 = _692;
                                                if (_693 == 5u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _51 = _692;
                                        }
                                        uint _701 = t0.words[(_51 + 19u) & 63u] + (_51 * 7u);
                                        _52 = (_701 * 5u) + t0.words[(_701 + 27u) & 63u];
                                    }
                                    if (((_52 ^ 9u) % 5u) == 1u)
                                    {
                                        uint _900 = t0.words[(_52 + 15u) & 63u] + (_52 << 2u);
                                        _66 = _900;
                                        if ((_900 & 3u) == 0u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_36_loop_join = 100u;
                                        }
                                        else
                                        {
                                            uint _53 = 0u;
                                            uint _54 = _900;
                                            uint _933;
                                            for (;;)
                                            {
                                                uint _903 = _53;
                                                uint _910 = t0.words[(_54 + 47u) & 63u] + (_54 << 3u);
                                                if (((_331 ^ 55u) % 6u) == 1u)
                                                {
                                                    uint _926 = t0.words[(_910 + 30u) & 63u] + (_910 * 5u);
                                                    _55 = (_926 << 2u) + t0.words[(_926 + 55u) & 63u];
                                                }
                                                else
                                                {
                                                    _55 = t0.words[(_910 + 38u) & 63u] + (_910 << 2u);
                                                }
                                                _933 = _55;
                                                uint _934 = _903 + 1u;
                                                _53 = _934;
                                                _54 = _933;
                                                if (_934 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _58 = _933;
                                            _RESERVED_IDENTIFIER_FIXUP_36_loop_join = 83u;
                                        }
                                    }
                                    else
                                    {
                                        uint _835 = t0.words[(_52 + 36u) & 63u] + (_52 << 3u);
                                        if ((t0.words[(_835 + 14u) & 63u] & 1u) == 0u)
                                        {
                                            uint _56 = 0u;
                                            uint _57 = t0.words[(_835 + 39u) & 63u] + (_835 * 6u);
                                            uint _891;
                                            for (;;)
                                            {
                                                uint _873 = _56;
                                                uint _874 = _57;
                                                uint _880 = t0.words[(_874 + 25u) & 63u] + (_874 * 5u);
                                                uint _885 = t0.words[(_880 + 5u) & 63u] + _880;
                                                _891 = (_885 << 1u) + t0.words[(_885 + 2u) & 63u];
                                                uint _892 = _873 + 1u;
                                                _56 = _892;
                                                _57 = _891;
                                                if (_892 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _58 = _891;
                                            _RESERVED_IDENTIFIER_FIXUP_36_loop_join = 83u;
                                        }
                                        else
                                        {
                                            if (((_331 ^ 174u) % 5u) == 0u)
                                            {
                                                uint _859 = t0.words[(_835 + 40u) & 63u] + (_835 << 1u);
                                                _58 = (_859 << 1u) + t0.words[(_859 + 22u) & 63u];
                                                _RESERVED_IDENTIFIER_FIXUP_36_loop_join = 83u;
                                            }
                                            else
                                            {
                                                _58 = t0.words[(_835 + 28u) & 63u] + (_835 * 7u);
                                                _RESERVED_IDENTIFIER_FIXUP_36_loop_join = 83u;
                                            }
                                        }
                                    }
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_36_loop_join = 83u;
                                }
                                bool _229_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_36_loop_join)
                                {
                                    case 83u:
                                    {
                                        _8 = _58;
                                        _66 = _58;
                                        if (((t0.words[(_58 + 33u) & 63u] ^ 131u) % 3u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_36_exit = 1u;
                                            _229_ladder_break = true;
                                            _152_ladder_break = true;
                                            break;
                                        }
                                        break;
                                    }
                                }
                                if (_229_ladder_break)
                                {
                                    break;
                                }
                            }
                            else
                            {
                                uint _59 = 0u;
                                uint _60 = _581;
                                for (;;)
                                {
                                    uint _586 = _59;
                                    uint _594 = t0.words[(_60 + 30u) & 63u] + (_60 * 3u);
                                    uint _600 = (_594 << 3u) + t0.words[(_594 + 63u) & 63u];
                                    _9 = _600;
                                    uint _602 = (_600 + 56u) & 63u;
                                    if (((t0.words[_602] ^ 544u) % 6u) == 1u)
                                    {
                                        bool _160_ladder_break = false;
                                        switch (_9 % 3u)
                                        {
                                            case 0u:
                                            {
                                                _61 = _9;
                                                if ((_9 & 3u) == 3u)
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_08_exit = 1u;
                                                    _160_ladder_break = true;
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
                                                _61 = (_9 << 3u) + t0.words[_602];
                                                _RESERVED_IDENTIFIER_FIXUP_08_loop_join = 91u;
                                                break;
                                            }
                                        }
                                        if (_160_ladder_break)
                                        {
                                            break;
                                        }
                                        switch (_RESERVED_IDENTIFIER_FIXUP_08_loop_join)
                                        {
                                            case 91u:
                                            {
                                                uint _62 = 0u;
                                                uint _63 = _61;
                                                uint _646;
                                                for (;;)
                                                {
                                                    uint _632 = _62;
                                                    uint _633 = _63;
                                                    uint _639 = t0.words[(_633 + 7u) & 63u] + (_633 << 1u);
                                                    _646 = (_639 * 5u) + t0.words[(_639 + 50u) & 63u];
                                                    uint _647 = _632 + 1u;
                                                    _62 = _647;
                                                    _63 = _646;
                                                    if (_647 == 5u)
                                                    {
                                                        break;
                                                    }
                                                    else
                                                    {
                                                        continue;
                                                    }
                                                }
                                                _64 = _646;
                                                break;
                                            }
                                        }
                                    }
                                    else
                                    {
                                        _65 = _9;
                                        _64 = _9;
                                        if ((_331 & 1u) == 0u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_08_exit = 0u;
                                            break;
                                        }
                                    }
                                    uint _650 = _586 + 1u;
                                    _59 = _650;
                                    _60 = _64;
                                    _65 = _64;
                                    if (_650 < 5u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_08_exit = 0u;
                                        break;
                                    }
                                }
                                bool _178_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_08_exit)
                                {
                                    default:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_36_exit = 0u;
                                        _178_ladder_break = true;
                                        _152_ladder_break = true;
                                        break;
                                    }
                                    case 0u:
                                    {
                                        break;
                                    }
                                }
                                if (_178_ladder_break)
                                {
                                    break;
                                }
                                _66 = _65;
                                if ((_331 & 3u) == 2u)
                                {
                                    _66 = t0.words[(_65 + 29u) & 63u] + (_65 << 1u);
                                }
                            }
                            break;
                        }
                        default:
                        {
                            _66 = t0.words[(_575 + 33u) & 63u] + (_575 << 2u);
                            break;
                        }
                    }
                    if (_152_ladder_break)
                    {
                        break;
                    }
                    uint _67 = 0u;
                    uint _68 = t0.words[(_66 + 6u) & 63u] + _66;
                    uint _69;
                    uint _1007;
                    uint _1014;
                    for (;;)
                    {
                        _1007 = _67;
                        uint _1008 = _68;
                        _1014 = t0.words[(_1008 + 52u) & 63u] + (_1008 * 6u);
                        _69 = _1014;
                        if (((_331 ^ 54u) % 5u) == 0u)
                        {
                            break;
                        }
                        else
                        {
                            uint _1024 = t0.words[(_1014 + 5u) & 63u] + (_1014 * 7u);
                            uint _1031 = (_1024 << 2u) + t0.words[(_1024 + 58u) & 63u];
                            uint _1032 = _1007 + 1u;
                            _67 = _1032;
                            _68 = _1031;
                            _69 = _1031;
                            if (_1032 < 5u)
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
                    uint _1035 = _567 + 1u;
                    _37 = _1035;
                    _38 = _69;
                    if (_1035 < 2u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_36_exit = 2u;
                        break;
                    }
                }
                switch (_RESERVED_IDENTIFIER_FIXUP_36_exit)
                {
                    case 0u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _9;
                        break;
                    }
                    case 1u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _8;
                        break;
                    }
                    default:
                    {
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
                            uint _11;
                            uint _12;
                            uint _13;
                            uint _73;
                            uint _74;
                            uint _81;
                            uint _1081;
                            for (;;)
                            {
                                _1081 = _71;
                                _73 = 0u;
                                _74 = t0.words[(_72 + 1u) & 63u] + (_72 << 2u);
                                uint _1095;
                                for (;;)
                                {
                                    uint _1089 = _73;
                                    uint _1090 = _74;
                                    _1095 = t0.words[(_1090 + 8u) & 63u] + _1090;
                                    uint _1096 = _1089 + 1u;
                                    _73 = _1096;
                                    _74 = _1095;
                                    if (_1096 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _75 = 0u;
                                uint _76 = _1095;
                                for (;;)
                                {
                                    uint _1098 = _75;
                                    uint _79 = _76;
                                    if (((_331 ^ 938u) % 5u) == 1u)
                                    {
                                        uint _1110 = t0.words[(_76 + 62u) & 63u] + (_76 << 1u);
                                        _81 = _1110;
                                        if (((_1110 ^ 138u) % 5u) == 0u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_88_loop_join = 124u;
                                        }
                                        else
                                        {
                                            uint _77 = _1110;
                                            uint _78 = 0u;
                                            for (;;)
                                            {
                                                uint _1116 = _78;
                                                uint _1122 = t0.words[(_77 + 11u) & 63u] + (_77 << 2u);
                                                _11 = _1122;
                                                if ((t0.words[(_1122 + 16u) & 63u] & 3u) == 2u)
                                                {
                                                    if (((t0.words[(_11 + 48u) & 63u] ^ 168u) % 3u) == 1u)
                                                    {
                                                        _RESERVED_IDENTIFIER_FIXUP_05_exit = 0u;
                                                        break;
                                                    }
                                                    if ((_331 & 3u) == 3u)
                                                    {
                                                        _RESERVED_IDENTIFIER_FIXUP_05_exit = 1u;
                                                        break;
                                                    }
                                                }
                                                uint _1141 = _1116 + 1u;
                                                _77 = _11;
                                                _78 = _1141;
                                                if (_1141 < 5u)
                                                {
                                                    continue;
                                                }
                                                else
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_05_exit = 2u;
                                                    break;
                                                }
                                            }
                                            bool _280_ladder_break = false;
                                            switch (_RESERVED_IDENTIFIER_FIXUP_05_exit)
                                            {
                                                case 0u:
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_88_exit = 0u;
                                                    _280_ladder_break = true;
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    _RESERVED_IDENTIFIER_FIXUP_88_exit = 1u;
                                                    _280_ladder_break = true;
                                                    break;
                                                }
                                            }
                                            if (_280_ladder_break)
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
                                    }
                                    _12 = _81;
                                    uint _1171 = _1098 + 1u;
                                    _75 = _1171;
                                    _76 = _81;
                                    if (_1171 < 4u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_88_exit = 2u;
                                        break;
                                    }
                                }
                                bool _292_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_88_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_68_exit = 0u;
                                        _292_ladder_break = true;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_68_exit = 1u;
                                        _292_ladder_break = true;
                                        break;
                                    }
                                }
                                if (_292_ladder_break)
                                {
                                    break;
                                }
                                uint _1181 = t0.words[(_12 + 26u) & 63u] + (_12 << 2u);
                                _13 = _1181;
                                uint _1182 = _1081 + 1u;
                                _71 = _1182;
                                _72 = _1181;
                                if (_1182 < 4u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_68_exit = 2u;
                                    break;
                                }
                            }
                            switch (_RESERVED_IDENTIFIER_FIXUP_68_exit)
                            {
                                case 0u:
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _11;
                                    main_join = 129u;
                                    break;
                                }
                                case 1u:
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _11;
                                    main_join = 129u;
                                    break;
                                }
                                default:
                                {
                                    uint _1195 = t0.words[(_13 + 21u) & 63u] + (_13 * 5u);
                                    _82 = _1195;
                                    if ((_1195 % 3u) == 0u)
                                    {
                                        _82 = t0.words[(_1195 + 26u) & 63u] + (_1195 * 7u);
                                        main_join = 128u;
                                    }
                                    else
                                    {
                                        main_join = 128u;
                                    }
                                    break;
                                }
                            }
                        }
                        else
                        {
                            main_join = 128u;
                        }
                        switch (main_join)
                        {
                            case 128u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _82;
                                break;
                            }
                        }
                        break;
                    }
                }
            }
            break;
        }
    }
}

