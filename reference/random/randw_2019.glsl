#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _133;

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
    uint _125 = gl_GlobalInvocationID.x & 63u;
    uint _132 = t0.words[_125];
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
                            uint _188;
                            for (;;)
                            {
                                uint _176 = _7;
                                uint _177 = _8;
                                uint _184 = t0.words[(_177 + 6u) & 63u] + (_177 * 7u);
                                uint _187 = subgroupAdd(_184 & 255u);
                                _188 = _184 + _187;
                                uint _189 = _176 + 1u;
                                _7 = _189;
                                _8 = _188;
                                if (_189 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _16 = _188;
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
                        uint _204;
                        uint _6;
                        uint _11;
                        uint _12;
                        uint _191;
                        for (;;)
                        {
                            _191 = _9;
                            uint _199 = t0.words[(_10 + 28u) & 63u] + (_10 * 7u);
                            _11 = 0u;
                            _12 = _199 + subgroupAdd(_199 & 255u);
                            for (;;)
                            {
                                uint _203 = _11;
                                _204 = _12;
                                uint _15 = _204;
                                if (!(((t0.words[(_204 + 18u) & 63u] ^ 125u) % 6u) == 1u))
                                {
                                    if ((t0.words[(_204 + 61u) & 63u] & 3u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                                        break;
                                    }
                                    uint _13 = 0u;
                                    uint _14 = _204;
                                    uint _228;
                                    for (;;)
                                    {
                                        uint _220 = _13;
                                        uint _221 = _14;
                                        _228 = t0.words[(_221 + 34u) & 63u] + (_221 * 6u);
                                        uint _229 = _220 + 1u;
                                        _13 = _229;
                                        _14 = _228;
                                        if (_229 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _15 = _228;
                                }
                                _6 = _15;
                                uint _232 = _203 + 1u;
                                _11 = _232;
                                _12 = _15;
                                if (_232 < 5u)
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
                            }
                            if (_56_ladder_break)
                            {
                                break;
                            }
                            uint _235 = _191 + 1u;
                            _9 = _235;
                            _10 = _6;
                            if (_235 < 3u)
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
                                u0.words[gl_GlobalInvocationID.x] = _204;
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
            if (((_132 ^ 958u) % 6u) == 1u)
            {
                uint _277 = _17 * 6u;
                uint _19;
                if ((_132 & 1u) == 0u)
                {
                    uint _308 = t0.words[(_17 + 9u) & 63u] + _277;
                    _19 = _308;
                    if ((_308 & 1u) == 0u)
                    {
                        u0.words[gl_GlobalInvocationID.x] = _308;
                        main_join = 48u;
                    }
                    else
                    {
                        main_join = 30u;
                    }
                }
                else
                {
                    uint _283 = t0.words[(_17 + 41u) & 63u] + _277;
                    uint _18 = _283;
                    if (((_132 ^ 169u) % 6u) == 1u)
                    {
                        _18 = t0.words[(_283 + 2u) & 63u] + (_283 * 7u);
                    }
                    _19 = t0.words[(_18 + 11u) & 63u] + (_18 * 3u);
                    main_join = 30u;
                }
                switch (main_join)
                {
                    case 30u:
                    {
                        uint _319 = t0.words[(_19 + 14u) & 63u] + _19;
                        if ((_319 % 3u) == 0u)
                        {
                            _27 = t0.words[(_319 + 32u) & 63u] + (_319 * 7u);
                            main_join = 47u;
                        }
                        else
                        {
                            _27 = _319;
                            if (((t0.words[(_319 + 63u) & 63u] ^ 28u) % 5u) == 0u)
                            {
                                uint _20 = 0u;
                                uint _21 = _319;
                                uint _333;
                                for (;;)
                                {
                                    uint _329 = _20;
                                    uint _330 = _21;
                                    uint _332 = subgroupAdd(_330 & 255u);
                                    _333 = _332 + _330;
                                    uint _334 = _329 + 1u;
                                    _20 = _334;
                                    _21 = _333;
                                    if (_334 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _27 = _333;
                                if ((_333 & 3u) == 0u)
                                {
                                    if (((_132 ^ 404u) % 5u) == 0u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _333;
                                        main_join = 48u;
                                    }
                                    else
                                    {
                                        uint _22 = 0u;
                                        uint _23 = _333;
                                        uint _410;
                                        for (;;)
                                        {
                                            uint _342 = _22;
                                            uint _26 = _23;
                                            switch (_23 % 5u)
                                            {
                                                case 0u:
                                                {
                                                    uint _24 = _23;
                                                    uint _25 = 0u;
                                                    uint _385;
                                                    for (;;)
                                                    {
                                                        uint _358 = _24;
                                                        uint _359 = _25;
                                                        uint _365 = t0.words[(_358 + 20u) & 63u] + (_358 << 3u);
                                                        uint _372 = (_365 * 3u) + t0.words[(_365 + 62u) & 63u];
                                                        uint _379 = (_372 * 3u) + t0.words[(_372 + 55u) & 63u];
                                                        _385 = _379 + t0.words[(_379 + 54u) & 63u];
                                                        uint _386 = _359 + 1u;
                                                        _24 = _385;
                                                        _25 = _386;
                                                        if (_386 == 2u)
                                                        {
                                                            break;
                                                        }
                                                        else
                                                        {
                                                            continue;
                                                        }
                                                    }
                                                    _26 = _385;
                                                    if (((_132 ^ 533u) % 5u) == 0u)
                                                    {
                                                        uint _397 = t0.words[(_385 + 41u) & 63u] + (_385 << 3u);
                                                        uint _403 = (_397 << 3u) + t0.words[(_397 + 61u) & 63u];
                                                        _26 = (_403 * 3u) + t0.words[(_403 + 20u) & 63u];
                                                    }
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    uint _351 = t0.words[(_23 + 20u) & 63u] + (_23 * 3u);
                                                    _26 = t0.words[(_351 + 59u) & 63u] + _351;
                                                    break;
                                                }
                                                default:
                                                {
                                                    break;
                                                }
                                            }
                                            _410 = _26;
                                            uint _411 = _342 + 1u;
                                            _22 = _411;
                                            _23 = _410;
                                            if (_411 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _27 = _410;
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
            }
            break;
        }
    }
}

