#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _210;

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
    uint _RESERVED_IDENTIFIER_FIXUP_8_join = 0u;
    uint _6;
    uint _7;
    uint _16;
    uint _22;
    uint _23;
    uint _27;
    uint _28;
    uint _30;
    uint _39;
    uint _42;
    uint _45;
    for (;;)
    {
        uint _202 = gl_GlobalInvocationID.x & 63u;
        uint _209 = t0.words[_202];
        uint _8 = gl_GlobalInvocationID.x;
        if (((gl_GlobalInvocationID.x ^ 331u) % 5u) == 1u)
        {
            uint _224 = t0.words[(gl_GlobalInvocationID.x + 21u) & 63u] + (gl_GlobalInvocationID.x * 5u);
            uint _230 = t0.words[(_224 + 46u) & 63u] + _224;
            _8 = (_230 << 2u) + t0.words[(_230 + 28u) & 63u];
        }
        uint _9 = 0u;
        uint _10 = _8;
        uint _241;
        for (;;)
        {
            uint _240 = _9;
            _241 = _10;
            if (((_209 ^ 397u) % 6u) == 1u)
            {
                _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                break;
            }
            uint _11 = 0u;
            uint _12 = _241;
            uint _13;
            uint _14;
            uint _247;
            for (;;)
            {
                _247 = _11;
                _13 = 0u;
                _14 = _12;
                uint _257;
                for (;;)
                {
                    uint _249 = _13;
                    uint _250 = _14;
                    _257 = t0.words[(_250 + 59u) & 63u] + (_250 << 1u);
                    uint _258 = _249 + 1u;
                    _13 = _258;
                    _14 = _257;
                    if (_258 == 2u)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                uint _29 = _257;
                if (((_209 ^ 855u) % 3u) == 1u)
                {
                    if (((t0.words[(_257 + 44u) & 63u] ^ 422u) % 5u) == 0u)
                    {
                        _29 = _257;
                        if (((_209 ^ 898u) % 3u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_8_join = 44u;
                        }
                        else
                        {
                            _30 = _257;
                            if (((_257 ^ 735u) % 6u) == 1u)
                            {
                                break;
                            }
                            else
                            {
                                _28 = _257;
                                if (((_257 ^ 394u) % 6u) == 0u)
                                {
                                    uint _479 = t0.words[(_257 + 28u) & 63u] + (_257 * 6u);
                                    uint _486 = (_479 * 6u) + t0.words[(_479 + 50u) & 63u];
                                    _29 = _486;
                                    _28 = _486;
                                    if (((_486 ^ 56u) % 6u) == 0u)
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
                        uint _19 = _257;
                        if ((_257 & 3u) == 1u)
                        {
                            uint _15 = _257;
                            if (((_209 ^ 789u) % 3u) == 0u)
                            {
                                _15 = t0.words[(_257 + 58u) & 63u] + _257;
                            }
                            if (((t0.words[(_15 + 28u) & 63u] ^ 987u) % 6u) == 1u)
                            {
                                if ((t0.words[(_15 + 25u) & 63u] & 1u) == 0u)
                                {
                                    uint _331 = t0.words[(_15 + 31u) & 63u] + (_15 * 5u);
                                    _16 = (_331 * 6u) + t0.words[(_331 + 27u) & 63u];
                                }
                                else
                                {
                                    uint _316 = t0.words[(_15 + 23u) & 63u] + (_15 * 3u);
                                    _16 = (_316 * 7u) + t0.words[(_316 + 4u) & 63u];
                                }
                                uint _17 = 0u;
                                uint _18 = t0.words[(_16 + 16u) & 63u] + (_16 * 6u);
                                uint _355;
                                for (;;)
                                {
                                    uint _347 = _17;
                                    uint _348 = _18;
                                    _355 = t0.words[(_348 + 26u) & 63u] + (_348 << 1u);
                                    uint _356 = _347 + 1u;
                                    _17 = _356;
                                    _18 = _355;
                                    if (_356 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _19 = _355;
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
                                uint _429;
                                for (;;)
                                {
                                    uint _378 = _20;
                                    uint _386 = _21 * 7u;
                                    if ((t0.words[(_21 + 1u) & 63u] & 1u) == 0u)
                                    {
                                        uint _398 = t0.words[(_21 + 37u) & 63u] + _386;
                                        uint _405 = (_398 * 5u) + t0.words[(_398 + 9u) & 63u];
                                        _22 = (_405 << 1u) + t0.words[(_405 + 33u) & 63u];
                                    }
                                    else
                                    {
                                        _22 = t0.words[(_21 + 8u) & 63u] + _386;
                                    }
                                    if ((_22 & 3u) == 0u)
                                    {
                                        _23 = t0.words[(_22 + 34u) & 63u] + (_22 * 3u);
                                    }
                                    else
                                    {
                                        _23 = t0.words[(_22 + 12u) & 63u] + (_22 * 5u);
                                    }
                                    _429 = _23;
                                    uint _430 = _378 + 1u;
                                    _20 = _430;
                                    _21 = _429;
                                    if (_430 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _27 = _429;
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
                                uint _454;
                                for (;;)
                                {
                                    uint _432 = _24;
                                    uint _26 = _25;
                                    if (!((t0.words[(_25 + 57u) & 63u] & 1u) == 0u))
                                    {
                                        uint _447 = t0.words[(_25 + 43u) & 63u] + (_25 * 6u);
                                        _26 = t0.words[(_447 + 22u) & 63u] + _447;
                                    }
                                    _454 = _26;
                                    uint _455 = _432 + 1u;
                                    _24 = _455;
                                    _25 = _454;
                                    if (_455 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _27 = _454;
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
                            uint _498 = t0.words[(_28 + 58u) & 63u] + (_28 << 3u);
                            _29 = _498 + subgroupAdd(_498 & 255u);
                            break;
                        }
                        default:
                        {
                            break;
                        }
                    }
                }
                uint _503 = _247 + 1u;
                _11 = _503;
                _12 = _29;
                _30 = _29;
                if (_503 < 3u)
                {
                    continue;
                }
                else
                {
                    break;
                }
            }
            uint _508 = subgroupAdd(_30 & 255u) + _30;
            _6 = _508;
            uint _509 = _240 + 1u;
            _9 = _509;
            _10 = _508;
            if (_509 < 2u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_0_exit = 1u;
                break;
            }
        }
        bool _123_ladder_break = false;
        switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
        {
            case 0u:
            {
                u0.words[gl_GlobalInvocationID.x] = _241;
                _123_ladder_break = true;
                break;
            }
            default:
            {
                break;
            }
        }
        if (_123_ladder_break)
        {
            break;
        }
        uint _31 = 0u;
        uint _32 = _6;
        uint _529;
        for (;;)
        {
            uint _518 = _31;
            uint _33 = _32;
            if ((t0.words[(_32 + 46u) & 63u] & 1u) == 0u)
            {
                _33 = subgroupAdd(_32 & 255u) + _32;
            }
            _529 = _33;
            uint _530 = _518 + 1u;
            _31 = _530;
            _32 = _529;
            if (_530 == 3u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        uint _46 = _529;
        if ((_529 % 5u) == 0u)
        {
            if (((_529 ^ 191u) % 5u) == 1u)
            {
                if (((_529 ^ 570u) % 3u) == 0u)
                {
                    u0.words[gl_GlobalInvocationID.x] = _529;
                    break;
                }
            }
            _46 = _529;
            if ((_529 & 3u) == 0u)
            {
                if (((t0.words[(_529 + 15u) & 63u] ^ 278u) % 3u) == 1u)
                {
                    uint _34 = 0u;
                    uint _35 = _529;
                    uint _610;
                    for (;;)
                    {
                        uint _598 = _34;
                        uint _605 = t0.words[(_35 + 50u) & 63u] + (_35 * 7u);
                        _610 = t0.words[(_605 + 36u) & 63u] + _605;
                        if ((t0.words[(_610 + 52u) & 63u] & 3u) == 1u)
                        {
                            uint _36 = _610;
                            switch (_610 & 3u)
                            {
                                case 0u:
                                {
                                    break;
                                }
                                case 1u:
                                {
                                    uint _638 = t0.words[(_610 + 18u) & 63u] + (_610 << 1u);
                                    switch (_638 % 5u)
                                    {
                                        case 0u:
                                        {
                                            _36 = t0.words[(_638 + 33u) & 63u] + (_638 * 6u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _646 = t0.words[(_638 + 13u) & 63u] + (_638 * 7u);
                                            _36 = (_646 * 7u) + t0.words[(_646 + 58u) & 63u];
                                            break;
                                        }
                                        default:
                                        {
                                            _36 = t0.words[(_638 + 33u) & 63u] + (_638 << 3u);
                                            break;
                                        }
                                    }
                                    break;
                                }
                                default:
                                {
                                    _36 = t0.words[(_610 + 19u) & 63u] + _610;
                                    break;
                                }
                            }
                            uint _37 = 0u;
                            uint _38 = _36;
                            uint _729;
                            for (;;)
                            {
                                uint _672 = _37;
                                uint _679 = t0.words[(_38 + 9u) & 63u] + (_38 << 3u);
                                uint _40 = _679;
                                if (!(((_679 ^ 522u) % 3u) == 0u))
                                {
                                    switch (_679 & 3u)
                                    {
                                        case 0u:
                                        {
                                            _39 = t0.words[(_679 + 50u) & 63u] + (_679 << 1u);
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _39 = t0.words[(_679 + 56u) & 63u] + (_679 << 1u);
                                            break;
                                        }
                                        default:
                                        {
                                            _39 = t0.words[(_679 + 53u) & 63u] + (_679 * 6u);
                                            break;
                                        }
                                    }
                                    _40 = _39;
                                    if (((t0.words[(_39 + 46u) & 63u] ^ 113u) % 5u) == 1u)
                                    {
                                        uint _717 = t0.words[(_39 + 34u) & 63u] + _39;
                                        uint _722 = t0.words[(_717 + 19u) & 63u] + _717;
                                        _40 = (_722 << 1u) + t0.words[(_722 + 50u) & 63u];
                                    }
                                }
                                _729 = _40;
                                uint _730 = _672 + 1u;
                                _37 = _730;
                                _38 = _729;
                                if (_730 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _42 = _729;
                        }
                        else
                        {
                            uint _41 = 0u;
                            for (;;)
                            {
                                uint _617 = _41;
                                if (((_209 ^ 635u) % 6u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_80_exit = 0u;
                                    break;
                                }
                                uint _622 = _617 + 1u;
                                _41 = _622;
                                if (_622 < 5u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_80_exit = 1u;
                                    break;
                                }
                            }
                            bool _158_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_80_exit)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_49_exit = 0u;
                                    _158_ladder_break = true;
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
                            _42 = t0.words[(_610 + 34u) & 63u] + (_610 << 3u);
                        }
                        uint _735 = subgroupAdd(_42 & 255u) + _42;
                        _7 = _735;
                        uint _736 = _598 + 1u;
                        _34 = _736;
                        _35 = _735;
                        if (_736 < 2u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_49_exit = 1u;
                            break;
                        }
                    }
                    bool _185_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_49_exit)
                    {
                        case 0u:
                        {
                            u0.words[gl_GlobalInvocationID.x] = _610;
                            _185_ladder_break = true;
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
                    uint _745 = t0.words[(_7 + 1u) & 63u] + _7;
                    _46 = (_745 << 3u) + t0.words[(_745 + 19u) & 63u];
                }
                else
                {
                    switch (_529 % 3u)
                    {
                        case 0u:
                        {
                            _45 = subgroupAdd(_529 & 255u) + _529;
                            break;
                        }
                        case 1u:
                        {
                            _45 = t0.words[(_529 + 12u) & 63u] + (_529 * 5u);
                            break;
                        }
                        default:
                        {
                            uint _43 = 0u;
                            uint _44 = _529;
                            uint _585;
                            for (;;)
                            {
                                uint _563 = _43;
                                uint _564 = _44;
                                uint _571 = t0.words[(_564 + 40u) & 63u] + (_564 * 5u);
                                uint _578 = (_571 * 3u) + t0.words[(_571 + 54u) & 63u];
                                _585 = (_578 << 2u) + t0.words[(_578 + 36u) & 63u];
                                uint _586 = _563 + 1u;
                                _43 = _586;
                                _44 = _585;
                                if (_586 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _45 = t0.words[(_585 + 15u) & 63u] + (_585 * 3u);
                            break;
                        }
                    }
                    _46 = _45;
                    if ((_209 & 3u) == 3u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _45;
                        break;
                    }
                }
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _46;
        break;
    }
}

