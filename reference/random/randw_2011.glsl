#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _214;

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
    uint _RESERVED_IDENTIFIER_FIXUP_49_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_80_exit = 0u;
    uint main_join = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_8_join = 0u;
    uint _206 = gl_GlobalInvocationID.x & 63u;
    uint _213 = t0.words[_206];
    uint _8 = gl_GlobalInvocationID.x;
    if (((gl_GlobalInvocationID.x ^ 331u) % 5u) == 1u)
    {
        uint _228 = t0.words[(gl_GlobalInvocationID.x + 21u) & 63u] + (gl_GlobalInvocationID.x * 5u);
        uint _234 = t0.words[(_228 + 46u) & 63u] + _228;
        _8 = (_234 << 2u) + t0.words[(_234 + 28u) & 63u];
    }
    uint _9 = 0u;
    uint _10 = _8;
    uint _245;
    uint _6;
    uint _16;
    uint _22;
    uint _23;
    uint _27;
    uint _28;
    uint _30;
    for (;;)
    {
        uint _244 = _9;
        _245 = _10;
        if (((_213 ^ 397u) % 6u) == 1u)
        {
            _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
            break;
        }
        uint _11 = 0u;
        uint _12 = _245;
        uint _13;
        uint _14;
        uint _251;
        for (;;)
        {
            _251 = _11;
            _13 = 0u;
            _14 = _12;
            uint _261;
            for (;;)
            {
                uint _253 = _13;
                uint _254 = _14;
                _261 = t0.words[(_254 + 59u) & 63u] + (_254 << 1u);
                uint _262 = _253 + 1u;
                _13 = _262;
                _14 = _261;
                if (_262 == 2u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            uint _29 = _261;
            if (((_213 ^ 855u) % 3u) == 1u)
            {
                if (((t0.words[(_261 + 44u) & 63u] ^ 422u) % 5u) == 0u)
                {
                    _29 = _261;
                    if (((_213 ^ 898u) % 3u) == 0u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_8_join = 44u;
                    }
                    else
                    {
                        _30 = _261;
                        if (((_261 ^ 735u) % 6u) == 1u)
                        {
                            break;
                        }
                        else
                        {
                            _28 = _261;
                            if (((_261 ^ 394u) % 6u) == 0u)
                            {
                                uint _483 = t0.words[(_261 + 28u) & 63u] + (_261 * 6u);
                                uint _490 = (_483 * 6u) + t0.words[(_483 + 50u) & 63u];
                                _29 = _490;
                                _28 = _490;
                                if (((_490 ^ 56u) % 6u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_8_join = 44u;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_8_join = 43u;
                                }
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_8_join = 43u;
                            }
                        }
                    }
                }
                else
                {
                    uint _19 = _261;
                    if ((_261 & 3u) == 1u)
                    {
                        uint _15 = _261;
                        if (((_213 ^ 789u) % 3u) == 0u)
                        {
                            _15 = t0.words[(_261 + 58u) & 63u] + _261;
                        }
                        if (((t0.words[(_15 + 28u) & 63u] ^ 987u) % 6u) == 1u)
                        {
                            if ((t0.words[(_15 + 25u) & 63u] & 1u) == 0u)
                            {
                                uint _335 = t0.words[(_15 + 31u) & 63u] + (_15 * 5u);
                                _16 = (_335 * 6u) + t0.words[(_335 + 27u) & 63u];
                            }
                            else
                            {
                                uint _320 = t0.words[(_15 + 23u) & 63u] + (_15 * 3u);
                                _16 = (_320 * 7u) + t0.words[(_320 + 4u) & 63u];
                            }
                            uint _17 = 0u;
                            uint _18 = t0.words[(_16 + 16u) & 63u] + (_16 * 6u);
                            uint _359;
                            for (;;)
                            {
                                uint _351 = _17;
                                uint _352 = _18;
                                _359 = t0.words[(_352 + 26u) & 63u] + (_352 << 1u);
                                uint _360 = _351 + 1u;
                                _17 = _360;
                                _18 = _359;
                                if (_360 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _19 = _359;
                        }
                        else
                        {
                            _30 = _15;
                            _19 = _15;
                            if (((t0.words[(_15 + 46u) & 63u] ^ 350u) % 6u) == 1u)
                            {
                                break;
                            }
                            else
                            {
                            }
                        }
                    }
                    switch (_19 % 5u)
                    {
                        case 0u:
                        {
                            uint _20 = 0u;
                            uint _21 = t0.words[(_19 + 52u) & 63u] + (_19 << 3u);
                            uint _433;
                            for (;;)
                            {
                                uint _382 = _20;
                                uint _390 = _21 * 7u;
                                if ((t0.words[(_21 + 1u) & 63u] & 1u) == 0u)
                                {
                                    uint _402 = t0.words[(_21 + 37u) & 63u] + _390;
                                    uint _409 = (_402 * 5u) + t0.words[(_402 + 9u) & 63u];
                                    _22 = (_409 << 1u) + t0.words[(_409 + 33u) & 63u];
                                }
                                else
                                {
                                    _22 = t0.words[(_21 + 8u) & 63u] + _390;
                                }
                                if ((_22 & 3u) == 0u)
                                {
                                    _23 = t0.words[(_22 + 34u) & 63u] + (_22 * 3u);
                                }
                                else
                                {
                                    _23 = t0.words[(_22 + 12u) & 63u] + (_22 * 5u);
                                }
                                _433 = _23;
                                uint _434 = _382 + 1u;
                                _20 = _434;
                                _21 = _433;
                                if (_434 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _27 = _433;
                            break;
                        }
                        case 1u:
                        {
                            _27 = subgroupAdd(_19 & 255u) + _19;
                            break;
                        }
                        case 2u:
                        {
                            _27 = t0.words[(_19 + 33u) & 63u] + (_19 * 7u);
                            break;
                        }
                        default:
                        {
                            uint _24 = 0u;
                            uint _25 = _19;
                            uint _458;
                            for (;;)
                            {
                                uint _436 = _24;
                                uint _26 = _25;
                                if (!((t0.words[(_25 + 57u) & 63u] & 1u) == 0u))
                                {
                                    uint _451 = t0.words[(_25 + 43u) & 63u] + (_25 * 6u);
                                    _26 = t0.words[(_451 + 22u) & 63u] + _451;
                                }
                                _458 = _26;
                                uint _459 = _436 + 1u;
                                _24 = _459;
                                _25 = _458;
                                if (_459 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _27 = _458;
                            break;
                        }
                    }
                    _30 = _27;
                    _28 = _27;
                    if (((_27 ^ 642u) % 5u) == 1u)
                    {
                        break;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_8_join = 43u;
                    }
                }
                switch (_RESERVED_IDENTIFIER_FIXUP_8_join)
                {
                    case 43u:
                    {
                        uint _502 = t0.words[(_28 + 58u) & 63u] + (_28 << 3u);
                        _29 = _502 + subgroupAdd(_502 & 255u);
                        break;
                    }
                }
            }
            uint _507 = _251 + 1u;
            _11 = _507;
            _12 = _29;
            _30 = _29;
            if (_507 < 3u)
            {
                continue;
            }
            else
            {
                break;
            }
        }
        uint _512 = subgroupAdd(_30 & 255u) + _30;
        _6 = _512;
        uint _513 = _244 + 1u;
        _9 = _513;
        _10 = _512;
        if (_513 < 2u)
        {
            continue;
        }
        else
        {
            _RESERVED_IDENTIFIER_FIXUP_0_exit = 1u;
            break;
        }
    }
    switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
    {
        case 0u:
        {
            u0.words[gl_GlobalInvocationID.x] = _245;
            break;
        }
        default:
        {
            uint _31 = 0u;
            uint _32 = _6;
            uint _533;
            for (;;)
            {
                uint _522 = _31;
                uint _33 = _32;
                if ((t0.words[(_32 + 46u) & 63u] & 1u) == 0u)
                {
                    _33 = subgroupAdd(_32 & 255u) + _32;
                }
                _533 = _33;
                uint _534 = _522 + 1u;
                _31 = _534;
                _32 = _533;
                if (_534 == 3u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            uint _46 = _533;
            if ((_533 % 5u) == 0u)
            {
                if (((_533 ^ 191u) % 5u) == 1u)
                {
                    if (((_533 ^ 570u) % 3u) == 0u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _533;
                        main_join = 90u;
                    }
                    else
                    {
                        main_join = 54u;
                    }
                }
                else
                {
                    main_join = 54u;
                }
                switch (main_join)
                {
                    case 54u:
                    {
                        _46 = _533;
                        if ((_533 & 3u) == 0u)
                        {
                            if (((t0.words[(_533 + 15u) & 63u] ^ 278u) % 3u) == 1u)
                            {
                                uint _34 = 0u;
                                uint _35 = _533;
                                uint _618;
                                uint _7;
                                uint _39;
                                uint _42;
                                for (;;)
                                {
                                    uint _606 = _34;
                                    uint _613 = t0.words[(_35 + 50u) & 63u] + (_35 * 7u);
                                    _618 = t0.words[(_613 + 36u) & 63u] + _613;
                                    if ((t0.words[(_618 + 52u) & 63u] & 3u) == 1u)
                                    {
                                        uint _36 = _618;
                                        switch (_618 & 3u)
                                        {
                                            case 0u:
                                            {
                                                break;
                                            }
                                            case 1u:
                                            {
                                                uint _646 = t0.words[(_618 + 18u) & 63u] + (_618 << 1u);
                                                switch (_646 % 5u)
                                                {
                                                    case 0u:
                                                    {
                                                        _36 = t0.words[(_646 + 33u) & 63u] + (_646 * 6u);
                                                        break;
                                                    }
                                                    case 1u:
                                                    {
                                                        uint _654 = t0.words[(_646 + 13u) & 63u] + (_646 * 7u);
                                                        _36 = (_654 * 7u) + t0.words[(_654 + 58u) & 63u];
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        _36 = t0.words[(_646 + 33u) & 63u] + (_646 << 3u);
                                                        break;
                                                    }
                                                }
                                                break;
                                            }
                                            default:
                                            {
                                                _36 = t0.words[(_618 + 19u) & 63u] + _618;
                                                break;
                                            }
                                        }
                                        uint _37 = 0u;
                                        uint _38 = _36;
                                        uint _737;
                                        for (;;)
                                        {
                                            uint _680 = _37;
                                            uint _687 = t0.words[(_38 + 9u) & 63u] + (_38 << 3u);
                                            uint _40 = _687;
                                            if (!(((_687 ^ 522u) % 3u) == 0u))
                                            {
                                                switch (_687 & 3u)
                                                {
                                                    case 0u:
                                                    {
                                                        _39 = t0.words[(_687 + 50u) & 63u] + (_687 << 1u);
                                                        break;
                                                    }
                                                    case 1u:
                                                    {
                                                        _39 = t0.words[(_687 + 56u) & 63u] + (_687 << 1u);
                                                        break;
                                                    }
                                                    default:
                                                    {
                                                        _39 = t0.words[(_687 + 53u) & 63u] + (_687 * 6u);
                                                        break;
                                                    }
                                                }
                                                _40 = _39;
                                                if (((t0.words[(_39 + 46u) & 63u] ^ 113u) % 5u) == 1u)
                                                {
                                                    uint _725 = t0.words[(_39 + 34u) & 63u] + _39;
                                                    uint _730 = t0.words[(_725 + 19u) & 63u] + _725;
                                                    _40 = (_730 << 1u) + t0.words[(_730 + 50u) & 63u];
                                                }
                                            }
                                            _737 = _40;
                                            uint _738 = _680 + 1u;
                                            _37 = _738;
                                            _38 = _737;
                                            if (_738 == 5u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _42 = _737;
                                    }
                                    else
                                    {
                                        uint _41 = 0u;
                                        for (;;)
                                        {
                                            uint _625 = _41;
                                            if (((_213 ^ 635u) % 6u) == 0u)
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_80_exit = 0u;
                                                break;
                                            }
                                            uint _630 = _625 + 1u;
                                            _41 = _630;
                                            if (_630 < 5u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_80_exit = 1u;
                                                break;
                                            }
                                        }
                                        bool _161_ladder_break = false;
                                        switch (_RESERVED_IDENTIFIER_FIXUP_80_exit)
                                        {
                                            case 0u:
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_49_exit = 0u;
                                                _161_ladder_break = true;
                                                break;
                                            }
                                        }
                                        if (_161_ladder_break)
                                        {
                                            break;
                                        }
                                        _42 = t0.words[(_618 + 34u) & 63u] + (_618 << 3u);
                                    }
                                    uint _743 = subgroupAdd(_42 & 255u) + _42;
                                    _7 = _743;
                                    uint _744 = _606 + 1u;
                                    _34 = _744;
                                    _35 = _743;
                                    if (_744 < 2u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_49_exit = 1u;
                                        break;
                                    }
                                }
                                switch (_RESERVED_IDENTIFIER_FIXUP_49_exit)
                                {
                                    case 0u:
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _618;
                                        main_join = 90u;
                                        break;
                                    }
                                    default:
                                    {
                                        uint _753 = t0.words[(_7 + 1u) & 63u] + _7;
                                        _46 = (_753 << 3u) + t0.words[(_753 + 19u) & 63u];
                                        main_join = 89u;
                                        break;
                                    }
                                }
                            }
                            else
                            {
                                uint _45;
                                switch (_533 % 3u)
                                {
                                    case 0u:
                                    {
                                        _45 = subgroupAdd(_533 & 255u) + _533;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _45 = t0.words[(_533 + 12u) & 63u] + (_533 * 5u);
                                        break;
                                    }
                                    default:
                                    {
                                        uint _43 = 0u;
                                        uint _44 = _533;
                                        uint _593;
                                        for (;;)
                                        {
                                            uint _572 = _43;
                                            uint _573 = _44;
                                            uint _580 = t0.words[(_573 + 40u) & 63u] + (_573 * 5u);
                                            uint _586 = (_580 * 3u) + t0.words[(_580 + 54u) & 63u];
                                            _593 = (_586 << 2u) + t0.words[(_586 + 36u) & 63u];
                                            uint _594 = _572 + 1u;
                                            _43 = _594;
                                            _44 = _593;
                                            if (_594 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _45 = t0.words[(_593 + 15u) & 63u] + (_593 * 3u);
                                        break;
                                    }
                                }
                                _46 = _45;
                                if ((_213 & 3u) == 3u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _45;
                                    main_join = 90u;
                                }
                                else
                                {
                                    main_join = 89u;
                                }
                            }
                        }
                        else
                        {
                            main_join = 89u;
                        }
                        break;
                    }
                }
            }
            else
            {
                main_join = 89u;
            }
            switch (main_join)
            {
                case 89u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _46;
                    break;
                }
            }
            break;
        }
    }
}

