#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _217;

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
    uint _RESERVED_IDENTIFIER_FIXUP_86_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_76_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_63_loop_join = 0u;
    uint _6;
    uint _9;
    uint _13;
    uint _15;
    uint _18;
    uint _20;
    uint _25;
    uint _31;
    uint _32;
    uint _33;
    uint _34;
    uint _36;
    for (;;)
    {
        uint _209 = gl_GlobalInvocationID.x & 63u;
        uint _216 = t0.words[_209];
        uint _14 = gl_GlobalInvocationID.x;
        if ((gl_GlobalInvocationID.x & 3u) == 0u)
        {
            _14 = gl_GlobalInvocationID.x;
            if (((t0.words[(gl_GlobalInvocationID.x + 4u) & 63u] ^ 957u) % 5u) == 1u)
            {
                uint _7 = 0u;
                uint _8 = gl_GlobalInvocationID.x;
                uint _262;
                for (;;)
                {
                    uint _233 = _7;
                    uint _10 = _8;
                    if (((_216 ^ 76u) % 5u) == 0u)
                    {
                        if (((_216 ^ 117u) % 5u) == 1u)
                        {
                            _9 = t0.words[(_8 + 33u) & 63u] + _8;
                        }
                        else
                        {
                            _9 = t0.words[(_8 + 20u) & 63u] + (_8 << 3u);
                        }
                        _10 = t0.words[(_9 + 63u) & 63u] + _9;
                    }
                    _262 = _10;
                    bool _54_ladder_break = false;
                    switch (_262 & 3u)
                    {
                        case 0u:
                        {
                            _13 = _262;
                            if ((_216 & 3u) == 3u)
                            {
                                _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
                                _54_ladder_break = true;
                                break;
                            }
                            break;
                        }
                        case 1u:
                        {
                            _13 = t0.words[(_262 + 58u) & 63u] + (_262 << 2u);
                            break;
                        }
                        case 2u:
                        {
                            _13 = _262;
                            if (((t0.words[(_262 + 9u) & 63u] ^ 270u) % 3u) == 1u)
                            {
                                switch (_262 % 5u)
                                {
                                    case 0u:
                                    {
                                        uint _11 = 0u;
                                        uint _12 = _262;
                                        uint _308;
                                        for (;;)
                                        {
                                            uint _287 = _11;
                                            uint _288 = _12;
                                            uint _296 = t0.words[(_288 + 14u) & 63u] + (_288 * 7u);
                                            uint _303 = (_296 << 1u) + t0.words[(_296 + 16u) & 63u];
                                            _308 = (_303 << 3u) + t0.words[_303 & 63u];
                                            uint _309 = _287 + 1u;
                                            _11 = _309;
                                            _12 = _308;
                                            if (_309 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        switch (_308 % 3u)
                                        {
                                            case 0u:
                                            {
                                                _13 = t0.words[(_308 + 62u) & 63u] + (_308 << 1u);
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _13 = t0.words[(_308 + 28u) & 63u] + (_308 * 7u);
                                                break;
                                            }
                                            default:
                                            {
                                                _13 = t0.words[(_308 + 43u) & 63u] + (_308 * 3u);
                                                break;
                                            }
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _13 = _262;
                                        if (((_262 ^ 788u) % 6u) == 0u)
                                        {
                                            _13 = t0.words[(_262 + 59u) & 63u] + (_262 << 2u);
                                        }
                                        break;
                                    }
                                    default:
                                    {
                                        _13 = _262;
                                        if (((_262 ^ 487u) % 6u) == 1u)
                                        {
                                            uint _343 = t0.words[(_262 + 27u) & 63u] + (_262 << 3u);
                                            _13 = (_343 * 6u) + t0.words[(_343 + 27u) & 63u];
                                        }
                                        break;
                                    }
                                }
                            }
                            break;
                        }
                        default:
                        {
                            _13 = t0.words[(_262 + 41u) & 63u] + _262;
                            break;
                        }
                    }
                    if (_54_ladder_break)
                    {
                        break;
                    }
                    _6 = _13;
                    uint _366 = _233 + 1u;
                    _7 = _366;
                    _8 = _13;
                    if (_366 < 2u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_8_exit = 1u;
                        break;
                    }
                }
                bool _80_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_8_exit)
                {
                    case 0u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _262;
                        _80_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_80_ladder_break)
                {
                    break;
                }
                _14 = _6;
                if ((_6 & 1u) == 0u)
                {
                    u0.words[gl_GlobalInvocationID.x] = _6;
                    break;
                }
            }
        }
        if ((_14 & 1u) == 0u)
        {
            _36 = _14;
            if ((t0.words[(_14 + 44u) & 63u] & 3u) == 3u)
            {
                uint _35 = 0u;
                for (;;)
                {
                    uint _765 = _35;
                    if (((_216 ^ 122u) % 6u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_76_exit = 0u;
                        break;
                    }
                    uint _770 = _765 + 1u;
                    _35 = _770;
                    if (_770 < 3u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_76_exit = 1u;
                        break;
                    }
                }
                bool _191_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_76_exit)
                {
                    case 0u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _14;
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
                _36 = _14;
                if (((t0.words[(_14 + 8u) & 63u] ^ 682u) % 3u) == 0u)
                {
                    _36 = t0.words[_14 & 63u] + (_14 << 2u);
                }
            }
        }
        else
        {
            uint _380 = _14 & 3u;
            if (_380 == 1u)
            {
                if ((_14 % 5u) == 0u)
                {
                    uint _700 = t0.words[(_14 + 17u) & 63u] + (_14 * 6u);
                    _15 = (_700 << 2u) + t0.words[_700 & 63u];
                }
                else
                {
                    if ((_14 % 3u) == 0u)
                    {
                        uint _688 = t0.words[(_14 + 8u) & 63u] + (_14 * 3u);
                        _15 = t0.words[(_688 + 9u) & 63u] + (_688 << 2u);
                    }
                    else
                    {
                        _15 = _14;
                        if ((_216 & 1u) == 0u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _14;
                            break;
                        }
                    }
                }
                uint _16 = 0u;
                uint _17 = _15;
                uint _734;
                for (;;)
                {
                    uint _707 = _16;
                    uint _715 = _17 << 2u;
                    if ((t0.words[(_17 + 57u) & 63u] & 1u) == 0u)
                    {
                        uint _726 = t0.words[(_17 + 47u) & 63u] + _715;
                        _18 = (_726 * 7u) + t0.words[(_726 + 38u) & 63u];
                    }
                    else
                    {
                        _18 = t0.words[(_17 + 49u) & 63u] + _715;
                    }
                    _734 = _18;
                    uint _735 = _707 + 1u;
                    _16 = _735;
                    _17 = _734;
                    if (_735 == 2u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                _34 = _734;
                if (((_734 ^ 664u) % 6u) == 0u)
                {
                    u0.words[gl_GlobalInvocationID.x] = _734;
                    break;
                }
            }
            else
            {
                if (_380 == 0u)
                {
                    bool _152_ladder_break = false;
                    switch (_14 % 3u)
                    {
                        case 0u:
                        {
                            uint _19 = _14;
                            if (((_216 ^ 17u) % 3u) == 1u)
                            {
                                uint _656 = t0.words[(_14 + 25u) & 63u] + (_14 << 1u);
                                _19 = _656;
                                if (((_216 ^ 872u) % 5u) == 0u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _656;
                                    _152_ladder_break = true;
                                    break;
                                }
                            }
                            _34 = t0.words[(_19 + 25u) & 63u] + (_19 * 7u);
                            break;
                        }
                        case 1u:
                        {
                            _34 = t0.words[(_14 + 17u) & 63u] + (_14 << 1u);
                            break;
                        }
                        default:
                        {
                            _34 = t0.words[(_14 + 58u) & 63u] + (_14 * 5u);
                            break;
                        }
                    }
                    if (_152_ladder_break)
                    {
                        break;
                    }
                }
                else
                {
                    if ((t0.words[(_14 + 51u) & 63u] & 3u) == 1u)
                    {
                        if (_380 == 2u)
                        {
                            uint _498 = t0.words[(_14 + 44u) & 63u];
                            uint _499 = _498 + (_14 * 3u);
                            if (((t0.words[(_499 + 39u) & 63u] ^ 546u) % 6u) == 1u)
                            {
                                if (((t0.words[(_499 + 10u) & 63u] ^ 459u) % 5u) == 1u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _499;
                                    break;
                                }
                                switch (_499 % 5u)
                                {
                                    case 0u:
                                    {
                                        _20 = t0.words[(_499 + 35u) & 63u] + _499;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _20 = t0.words[(_499 + 35u) & 63u] + _499;
                                        break;
                                    }
                                    case 2u:
                                    {
                                        _20 = t0.words[(_499 + 61u) & 63u] + _499;
                                        break;
                                    }
                                    case 3u:
                                    {
                                        uint _553 = t0.words[(_499 + 57u) & 63u] + (_499 << 1u);
                                        _20 = (_553 << 1u) + t0.words[(_553 + 1u) & 63u];
                                        break;
                                    }
                                    default:
                                    {
                                        _20 = t0.words[(_499 + 13u) & 63u] + (_499 * 3u);
                                        break;
                                    }
                                }
                            }
                            else
                            {
                                switch (_499 % 3u)
                                {
                                    case 0u:
                                    {
                                        uint _522 = t0.words[(_499 + 25u) & 63u] + (_499 * 3u);
                                        _20 = (_522 << 3u) + t0.words[(_522 + 53u) & 63u];
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _20 = t0.words[(_499 + 40u) & 63u] + (_499 * 6u);
                                        break;
                                    }
                                    default:
                                    {
                                        _20 = t0.words[(_499 + 17u) & 63u] + (_499 << 1u);
                                        break;
                                    }
                                }
                            }
                            uint _21 = 0u;
                            uint _22 = _20;
                            uint _600;
                            uint _23;
                            uint _24;
                            uint _584;
                            for (;;)
                            {
                                _584 = _21;
                                _23 = 0u;
                                _24 = _22;
                                uint _592;
                                for (;;)
                                {
                                    uint _586 = _23;
                                    uint _587 = _24;
                                    _592 = t0.words[(_587 + 33u) & 63u] + _587;
                                    uint _593 = _586 + 1u;
                                    _23 = _593;
                                    _24 = _592;
                                    if (_593 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _600 = t0.words[(_592 + 53u) & 63u] + (_592 << 1u);
                                if (!((_600 & 1u) == 0u))
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_86_exit = 0u;
                                    break;
                                }
                                uint _603 = _584 + 1u;
                                _21 = _603;
                                _22 = _600;
                                if (_603 < 2u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_86_exit = 1u;
                                    break;
                                }
                            }
                            bool _135_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_86_exit)
                            {
                                case 0u:
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _600;
                                    _135_ladder_break = true;
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            if (_135_ladder_break)
                            {
                                break;
                            }
                            _25 = _600;
                        }
                        else
                        {
                            uint _485 = t0.words[(_14 + 29u) & 63u] + _14;
                            _25 = t0.words[(_485 + 42u) & 63u] + (_485 << 3u);
                        }
                        if ((_25 % 3u) == 0u)
                        {
                            uint _26 = 0u;
                            uint _27 = _25;
                            uint _637;
                            for (;;)
                            {
                                uint _616 = _26;
                                uint _619 = subgroupAdd(_27 & 255u);
                                uint _620 = _619 + _27;
                                uint _28 = _620;
                                if (((_620 ^ 788u) % 5u) == 0u)
                                {
                                    uint _630 = t0.words[(_620 + 26u) & 63u] + (_620 * 7u);
                                    _28 = (_630 * 3u) + t0.words[(_630 + 41u) & 63u];
                                }
                                _637 = _28;
                                uint _638 = _616 + 1u;
                                _26 = _638;
                                _27 = _637;
                                if (_638 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _34 = _637;
                        }
                        else
                        {
                            _34 = t0.words[(_25 + 4u) & 63u] + (_25 * 6u);
                        }
                    }
                    else
                    {
                        uint _29 = 0u;
                        uint _30 = _14;
                        for (;;)
                        {
                            uint _390 = _29;
                            uint _397 = t0.words[(_30 + 27u) & 63u] + (_30 << 2u);
                            uint _400 = (_397 + 25u) & 63u;
                            if ((t0.words[_400] & 1u) == 0u)
                            {
                                uint _419 = t0.words[(_397 + 27u) & 63u] + _397;
                                _32 = _419;
                                _31 = _419;
                                if ((_419 & 1u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_63_loop_join = 86u;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_63_loop_join = 85u;
                                }
                            }
                            else
                            {
                                _33 = _397;
                                if (((t0.words[_400] ^ 283u) % 6u) == 1u)
                                {
                                    break;
                                }
                                else
                                {
                                    _31 = t0.words[_397 & 63u] + (_397 * 5u);
                                    _RESERVED_IDENTIFIER_FIXUP_63_loop_join = 85u;
                                }
                            }
                            switch (_RESERVED_IDENTIFIER_FIXUP_63_loop_join)
                            {
                                case 85u:
                                {
                                    _32 = t0.words[(_31 + 30u) & 63u] + (_31 << 3u);
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            uint _433 = _390 + 1u;
                            _29 = _433;
                            _30 = _32;
                            _33 = _32;
                            if (_433 < 2u)
                            {
                                continue;
                            }
                            else
                            {
                                break;
                            }
                        }
                        uint _442 = t0.words[(_33 + 60u) & 63u] + (_33 << 2u);
                        switch (_442 % 3u)
                        {
                            case 0u:
                            {
                                _34 = _442;
                                if (((_442 ^ 380u) % 3u) == 1u)
                                {
                                    uint _468 = t0.words[(_442 + 47u) & 63u] + (_442 * 3u);
                                    _34 = (_468 * 6u) + t0.words[(_468 + 60u) & 63u];
                                }
                                break;
                            }
                            case 1u:
                            {
                                uint _450 = t0.words[(_442 + 15u) & 63u] + (_442 << 2u);
                                _34 = (_450 * 5u) + t0.words[(_450 + 61u) & 63u];
                                break;
                            }
                            default:
                            {
                                _34 = subgroupAdd(_442 & 255u) + _442;
                                break;
                            }
                        }
                    }
                }
            }
            _36 = _34;
            if (((t0.words[(_34 + 19u) & 63u] ^ 659u) % 5u) == 1u)
            {
                _36 = t0.words[(_34 + 45u) & 63u] + (_34 * 5u);
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _36;
        break;
    }
}

