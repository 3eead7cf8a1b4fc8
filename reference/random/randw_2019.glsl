#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _138;

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
    uint _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
    uint main_join = 0u;
    uint _130 = gl_GlobalInvocationID.x & 63u;
    uint _137 = t0.words[_130];
    uint _17;
    switch (gl_GlobalInvocationID.x % 3u)
    {
        case 0u:
        {
            _17 = t0.words[(gl_GlobalInvocationID.x + 40u) & 63u] + (gl_GlobalInvocationID.x << 2u);
            main_join = 23u;
            break;
        }
        case 1u:
        {
            uint _16;
            if (((t0.words[(gl_GlobalInvocationID.x + 27u) & 63u] ^ 594u) % 6u) == 1u)
            {
                switch (gl_GlobalInvocationID.x & 3u)
                {
                    case 0u:
                    {
                        _16 = gl_GlobalInvocationID.x;
                        if (((gl_GlobalInvocationID.x ^ 64u) % 5u) == 1u)
                        {
                            uint _7 = 0u;
                            uint _8 = t0.words[(gl_GlobalInvocationID.x + 61u) & 63u] + (gl_GlobalInvocationID.x << 2u);
                            uint _193;
                            for (;;)
                            {
                                uint _181 = _7;
                                uint _182 = _8;
                                uint _189 = t0.words[(_182 + 6u) & 63u] + (_182 * 7u);
                                uint _192 = subgroupAdd(_189 & 255u);
                                _193 = _189 + _192;
                                uint _194 = _181 + 1u;
                                _7 = _194;
                                _8 = _193;
                                if (_194 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _16 = _193;
                            main_join = 21u;
                        }
                        else
                        {
                            main_join = 21u;
                        }
                        break;
                    }
                    case 1u:
                    {
                        _16 = t0.words[(gl_GlobalInvocationID.x + 51u) & 63u] + (gl_GlobalInvocationID.x * 5u);
                        main_join = 21u;
                        break;
                    }
                    default:
                    {
                        uint _9 = 0u;
                        uint _10 = gl_GlobalInvocationID.x;
                        uint _209;
                        uint _6;
                        uint _11;
                        uint _12;
                        uint _196;
                        for (;;)
                        {
                            _196 = _9;
                            uint _204 = t0.words[(_10 + 28u) & 63u] + (_10 * 7u);
                            _11 = 0u;
                            _12 = _204 + subgroupAdd(_204 & 255u);
                            for (;;)
                            {
                                uint _208 = _11;
                                _209 = _12;
                                uint _15 = _209;
                                if (!(((t0.words[(_209 + 18u) & 63u] ^ 125u) % 6u) == 1u))
                                {
                                    if ((t0.words[(_209 + 61u) & 63u] & 3u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                                        break;
                                    }
                                    uint _13 = 0u;
                                    uint _14 = _209;
                                    uint _233;
                                    for (;;)
                                    {
                                        uint _225 = _13;
                                        uint _226 = _14;
                                        _233 = t0.words[(_226 + 34u) & 63u] + (_226 * 6u);
                                        uint _234 = _225 + 1u;
                                        _13 = _234;
                                        _14 = _233;
                                        if (_234 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _15 = _233;
                                }
                                _6 = _15;
                                uint _237 = _208 + 1u;
                                _11 = _237;
                                _12 = _15;
                                if (_237 < 5u)
                                {
                                    continue;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_0_exit = 1u;
                                    break;
                                }
                            }
                            bool _56_ladder_break = false;
                            switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
                            {
                                case 0u:
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
                                    _56_ladder_break = true;
                                    break;
                                }
                                default:
                                {
                                    break;
                                }
                            }
                            if (_56_ladder_break)
                            {
                                break;
                            }
                            uint _240 = _196 + 1u;
                            _9 = _240;
                            _10 = _6;
                            if (_240 < 3u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_8_exit = 1u;
                                break;
                            }
                        }
                        switch (_RESERVED_IDENTIFIER_FIXUP_8_exit)
                        {
                            case 0u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _209;
                                main_join = 48u;
                                break;
                            }
                            default:
                            {
                                _16 = _6;
                                main_join = 21u;
                                break;
                            }
                        }
                        break;
                    }
                }
            }
            else
            {
                _16 = t0.words[(gl_GlobalInvocationID.x + 63u) & 63u] + (gl_GlobalInvocationID.x * 5u);
                main_join = 21u;
            }
            switch (main_join)
            {
                case 21u:
                {
                    _17 = t0.words[(_16 + 5u) & 63u] + (_16 * 7u);
                    main_join = 23u;
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
            _17 = t0.words[(gl_GlobalInvocationID.x + 3u) & 63u] + (gl_GlobalInvocationID.x * 3u);
            main_join = 23u;
            break;
        }
    }
    switch (main_join)
    {
        case 23u:
        {
            uint _27 = _17;
            if (((_137 ^ 958u) % 6u) == 1u)
            {
                uint _282 = _17 * 6u;
                uint _19;
                if ((_137 & 1u) == 0u)
                {
                    uint _313 = t0.words[(_17 + 9u) & 63u] + _282;
                    _19 = _313;
                    if ((_313 & 1u) == 0u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _313;
                        main_join = 48u;
                    }
                    else
                    {
                        main_join = 30u;
                    }
                }
                else
                {
                    uint _288 = t0.words[(_17 + 41u) & 63u] + _282;
                    uint _18 = _288;
                    if (((_137 ^ 169u) % 6u) == 1u)
                    {
                        _18 = t0.words[(_288 + 2u) & 63u] + (_288 * 7u);
                    }
                    _19 = t0.words[(_18 + 11u) & 63u] + (_18 * 3u);
                    main_join = 30u;
                }
                switch (main_join)
                {
                    case 30u:
                    {
                        uint _324 = t0.words[(_19 + 14u) & 63u] + _19;
                        if ((_324 % 3u) == 0u)
                        {
                            _27 = t0.words[(_324 + 32u) & 63u] + (_324 * 7u);
                            main_join = 47u;
                        }
                        else
                        {
                            _27 = _324;
                            if (((t0.words[(_324 + 63u) & 63u] ^ 28u) % 5u) == 0u)
                            {
                                uint _20 = 0u;
                                uint _21 = _324;
                                uint _338;
                                for (;;)
                                {
                                    uint _334 = _20;
                                    uint _335 = _21;
                                    uint _337 = subgroupAdd(_335 & 255u);
                                    _338 = _337 + _335;
                                    uint _339 = _334 + 1u;
                                    _20 = _339;
                                    _21 = _338;
                                    if (_339 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _27 = _338;
                                if ((_338 & 3u) == 0u)
                                {
                                    if (((_137 ^ 404u) % 5u) == 0u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _338;
                                        main_join = 48u;
                                    }
                                    else
                                    {
                                        uint _22 = 0u;
                                        uint _23 = _338;
                                        uint _415;
                                        for (;;)
                                        {
                                            uint _347 = _22;
                                            uint _26 = _23;
                                            switch (_23 % 5u)
                                            {
                                                case 0u:
                                                {
                                                    uint _24 = _23;
                                                    uint _25 = 0u;
                                                    uint _390;
                                                    for (;;)
                                                    {
                                                        uint _363 = _24;
                                                        uint _364 = _25;
                                                        uint _370 = t0.words[(_363 + 20u) & 63u] + (_363 << 3u);
                                                        uint _377 = (_370 * 3u) + t0.words[(_370 + 62u) & 63u];
                                                        uint _384 = (_377 * 3u) + t0.words[(_377 + 55u) & 63u];
                                                        _390 = _384 + t0.words[(_384 + 54u) & 63u];
                                                        uint _391 = _364 + 1u;
                                                        _24 = _390;
                                                        _25 = _391;
                                                        if (_391 == 2u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _26 = _390;
                                                    if (((_137 ^ 533u) % 5u) == 0u)
                                                    {
                                                        uint _402 = t0.words[(_390 + 41u) & 63u] + (_390 << 3u);
                                                        uint _408 = (_402 << 3u) + t0.words[(_402 + 61u) & 63u];
                                                        _26 = (_408 * 3u) + t0.words[(_408 + 20u) & 63u];
                                                    }
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _356 = t0.words[(_23 + 20u) & 63u] + (_23 * 3u);
                                                    _26 = t0.words[(_356 + 59u) & 63u] + _356;
                                                    break;
                                                }
                                                default:
                                                {
                                                    break;
                                                }
                                            }
                                            _415 = _26;
                                            uint _416 = _347 + 1u;
                                            _22 = _416;
                                            _23 = _415;
                                            if (_416 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _27 = _415;
                                        main_join = 47u;
                                    }
                                }
                                else
                                {
                                    main_join = 47u;
                                }
                            }
                            else
                            {
                                main_join = 47u;
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
                main_join = 47u;
            }
            switch (main_join)
            {
                case 47u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _27;
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

