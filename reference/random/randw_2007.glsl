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
    uint _RESERVED_IDENTIFIER_FIXUP_94_exit = 0u;
    uint main_join = 0u;
    uint _206 = gl_GlobalInvocationID.x & 63u;
    uint _213 = t0.words[_206];
    uint _221 = t0.words[(gl_GlobalInvocationID.x + 53u) & 63u];
    uint _222 = _221 + (gl_GlobalInvocationID.x << 1u);
    uint _40;
    switch (_222 % 5u)
    {
        case 0u:
        {
            if (((t0.words[(_222 + 15u) & 63u] ^ 503u) % 5u) == 0u)
            {
                if ((_213 & 3u) == 0u)
                {
                    _40 = t0.words[(_222 + 57u) & 63u] + (_222 * 3u);
                    main_join = 82u;
                }
                else
                {
                    uint _631 = t0.words[(_222 + 31u) & 63u] + _222;
                    switch (_631 % 5u)
                    {
                        case 0u:
                        {
                            uint _7 = 0u;
                            uint _8 = _631;
                            uint _683;
                            for (;;)
                            {
                                uint _657 = _7;
                                uint _658 = _8;
                                uint _664 = t0.words[(_658 + 9u) & 63u] + (_658 * 7u);
                                uint _670 = (_664 * 3u) + t0.words[(_664 + 5u) & 63u];
                                uint _677 = (_670 << 3u) + t0.words[(_670 + 44u) & 63u];
                                _683 = (_677 << 2u) + t0.words[(_677 + 56u) & 63u];
                                uint _684 = _657 + 1u;
                                _7 = _684;
                                _8 = _683;
                                if (_684 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _40 = _683;
                            main_join = 82u;
                            break;
                        }
                        case 1u:
                        {
                            uint _9 = 0u;
                            uint _10 = subgroupAdd(_631 & 255u) + _631;
                            uint _654;
                            uint _11;
                            for (;;)
                            {
                                uint _636 = _9;
                                uint _639 = subgroupAdd(_10 & 255u);
                                uint _640 = _639 + _10;
                                if ((_640 & 3u) == 3u)
                                {
                                    _11 = t0.words[(_640 + 53u) & 63u];
                                }
                                else
                                {
                                    _11 = t0.words[(_640 + 18u) & 63u];
                                }
                                _654 = _11 + (_640 * 6u);
                                uint _655 = _636 + 1u;
                                _9 = _655;
                                _10 = _654;
                                if (_655 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _40 = _654;
                            main_join = 82u;
                            break;
                        }
                        default:
                        {
                            switch (_631 & 3u)
                            {
                                case 0u:
                                {
                                    uint _12 = 0u;
                                    uint _13 = _631;
                                    uint _718;
                                    for (;;)
                                    {
                                        uint _711 = _12;
                                        uint _712 = _13;
                                        _718 = t0.words[(_712 + 40u) & 63u] + (_712 << 2u);
                                        uint _719 = _711 + 1u;
                                        _12 = _719;
                                        _13 = _718;
                                        if (_719 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _40 = _718;
                                    main_join = 82u;
                                    break;
                                }
                                case 1u:
                                {
                                    _40 = _631;
                                    if (((_631 ^ 664u) % 3u) == 0u)
                                    {
                                        uint _703 = t0.words[(_631 + 58u) & 63u] + (_631 << 2u);
                                        _40 = (_703 << 1u) + t0.words[(_703 + 11u) & 63u];
                                        main_join = 82u;
                                    }
                                    else
                                    {
                                        main_join = 82u;
                                    }
                                    break;
                                }
                                case 2u:
                                {
                                    _40 = t0.words[(_631 + 37u) & 63u] + (_631 * 5u);
                                    main_join = 82u;
                                    break;
                                }
                                default:
                                {
                                    _40 = t0.words[(_631 + 53u) & 63u] + (_631 << 1u);
                                    main_join = 82u;
                                    break;
                                }
                            }
                            break;
                        }
                    }
                }
            }
            else
            {
                _40 = _222;
                if (((_213 ^ 706u) % 5u) == 1u)
                {
                    uint _14 = 0u;
                    uint _15 = _222;
                    uint _618;
                    uint _21;
                    for (;;)
                    {
                        uint _497 = _14;
                        uint _24 = _15;
                        if (((t0.words[(_15 + 35u) & 63u] ^ 548u) % 6u) == 0u)
                        {
                            uint _514 = t0.words[(_15 + 16u) & 63u] + (_15 << 2u);
                            uint _18 = _514;
                            if ((t0.words[(_514 + 57u) & 63u] & 1u) == 0u)
                            {
                                uint _16 = 0u;
                                uint _17 = _514;
                                uint _537;
                                for (;;)
                                {
                                    uint _522 = _16;
                                    uint _523 = _17;
                                    uint _530 = t0.words[(_523 + 25u) & 63u] + (_523 * 7u);
                                    _537 = (_530 << 1u) + t0.words[(_530 + 40u) & 63u];
                                    uint _538 = _522 + 1u;
                                    _16 = _538;
                                    _17 = _537;
                                    if (_538 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _18 = subgroupAdd(_537 & 255u) + _537;
                            }
                            uint _19 = 0u;
                            uint _20 = _18;
                            uint _613;
                            for (;;)
                            {
                                uint _544 = _19;
                                switch (_20 & 3u)
                                {
                                    case 0u:
                                    {
                                        uint _572 = t0.words[(_20 + 23u) & 63u] + (_20 << 2u);
                                        _21 = (_572 << 1u) + t0.words[(_572 + 29u) & 63u];
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _21 = t0.words[(_20 + 1u) & 63u] + (_20 * 7u);
                                        break;
                                    }
                                    case 2u:
                                    {
                                        uint _553 = t0.words[(_20 + 45u) & 63u] + (_20 * 5u);
                                        _21 = (_553 * 3u) + t0.words[(_553 + 2u) & 63u];
                                        break;
                                    }
                                    default:
                                    {
                                        _21 = t0.words[(_20 + 25u) & 63u] + (_20 * 6u);
                                        break;
                                    }
                                }
                                uint _22 = 0u;
                                uint _23 = _21;
                                for (;;)
                                {
                                    uint _586 = _22;
                                    uint _594 = t0.words[(_23 + 50u) & 63u] + (_23 << 3u);
                                    uint _601 = (_594 * 5u) + t0.words[(_594 + 33u) & 63u];
                                    uint _607 = (_601 << 1u) + t0.words[(_601 + 57u) & 63u];
                                    _613 = (_607 * 6u) + t0.words[(_607 + 40u) & 63u];
                                    uint _614 = _586 + 1u;
                                    _22 = _614;
                                    _23 = _613;
                                    if (_614 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _616 = _544 + 1u;
                                _19 = _616;
                                _20 = _613;
                                if (_616 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _24 = _613;
                        }
                        _618 = _24;
                        uint _619 = _497 + 1u;
                        _14 = _619;
                        _15 = _618;
                        if (_619 == 4u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _40 = subgroupAdd(_618 & 255u) + _618;
                    main_join = 82u;
                }
                else
                {
                    main_join = 82u;
                }
            }
            break;
        }
        case 1u:
        {
            uint _25 = 0u;
            uint _26 = _222;
            uint _245;
            for (;;)
            {
                uint _237 = _25;
                uint _238 = _26;
                _245 = t0.words[(_238 + 1u) & 63u] + (_238 << 3u);
                uint _246 = _237 + 1u;
                _25 = _246;
                _26 = _245;
                if (_246 == 2u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            uint _27 = 0u;
            uint _28 = _245;
            uint _250;
            uint _6;
            uint _31;
            uint _34;
            uint _35;
            uint _38;
            uint _39;
            for (;;)
            {
                uint _249 = _27;
                _250 = _28;
                if (((_213 ^ 295u) % 3u) == 0u)
                {
                    _RESERVED_IDENTIFIER_FIXUP_94_exit = 0u;
                    break;
                }
                if (((t0.words[(_250 + 52u) & 63u] ^ 355u) % 3u) == 0u)
                {
                    uint _278 = t0.words[(_250 + 56u) & 63u] + (_250 * 3u);
                    uint _279 = _278 & 3u;
                    if (_279 == 0u)
                    {
                        uint _29 = 0u;
                        uint _30 = _278;
                        for (;;)
                        {
                            uint _324 = _29;
                            if (((t0.words[(_30 + 22u) & 63u] ^ 734u) % 5u) == 1u)
                            {
                                _38 = _30;
                                if (((_30 ^ 570u) % 6u) == 0u)
                                {
                                    break;
                                }
                                else
                                {
                                    _31 = t0.words[(_30 + 24u) & 63u] + (_30 * 6u);
                                }
                            }
                            else
                            {
                                uint _340 = t0.words[(_30 + 9u) & 63u] + (_30 << 2u);
                                if (((_340 ^ 550u) % 3u) == 0u)
                                {
                                    _31 = t0.words[(_340 + 1u) & 63u] + (_340 << 2u);
                                }
                                else
                                {
                                    uint _349 = t0.words[(_340 + 27u) & 63u] + _340;
                                    _31 = (_349 * 3u) + t0.words[(_349 + 62u) & 63u];
                                }
                            }
                            if (((_31 ^ 404u) % 3u) == 0u)
                            {
                                uint _32 = 0u;
                                uint _33 = _31;
                                uint _401;
                                for (;;)
                                {
                                    uint _393 = _32;
                                    uint _394 = _33;
                                    _401 = t0.words[(_394 + 34u) & 63u] + (_394 << 1u);
                                    uint _402 = _393 + 1u;
                                    _32 = _402;
                                    _33 = _401;
                                    if (_402 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                switch (_401 & 3u)
                                {
                                    case 0u:
                                    {
                                        uint _418 = t0.words[(_401 + 3u) & 63u] + (_401 << 3u);
                                        _34 = (_418 << 1u) + t0.words[(_418 + 15u) & 63u];
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _34 = t0.words[(_401 + 20u) & 63u] + (_401 << 1u);
                                        break;
                                    }
                                    default:
                                    {
                                        _34 = t0.words[(_401 + 22u) & 63u] + (_401 << 1u);
                                        break;
                                    }
                                }
                                if (((t0.words[(_34 + 43u) & 63u] ^ 824u) % 6u) == 1u)
                                {
                                    uint _461 = t0.words[(_34 + 30u) & 63u] + (_34 * 6u);
                                    uint _467 = (_461 * 5u) + t0.words[(_461 + 63u) & 63u];
                                    _35 = (_467 * 7u) + t0.words[(_467 + 38u) & 63u];
                                }
                                else
                                {
                                    uint _448 = t0.words[(_34 + 17u) & 63u] + (_34 << 2u);
                                    _35 = t0.words[(_448 + 29u) & 63u] + _448;
                                }
                            }
                            else
                            {
                                uint _385 = t0.words[(_31 + 12u) & 63u] + (_31 * 3u);
                                _35 = (_385 * 6u) + t0.words[(_385 + 47u) & 63u];
                            }
                            uint _476 = _324 + 1u;
                            _29 = _476;
                            _30 = _35;
                            _38 = _35;
                            if (_476 < 3u)
                            {
                                continue;
                            }
                            else
                            {
                                break;
                            }
                        }
                        _39 = _38;
                    }
                    else
                    {
                        if (_279 == 1u)
                        {
                            _39 = _278;
                            if (((t0.words[(_278 + 37u) & 63u] ^ 132u) % 5u) == 1u)
                            {
                                uint _36 = 0u;
                                uint _37 = _278;
                                uint _316;
                                for (;;)
                                {
                                    uint _301 = _36;
                                    uint _302 = _37;
                                    uint _309 = t0.words[(_302 + 3u) & 63u] + (_302 * 7u);
                                    _316 = (_309 * 7u) + t0.words[(_309 + 27u) & 63u];
                                    uint _317 = _301 + 1u;
                                    _36 = _317;
                                    _37 = _316;
                                    if (_317 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _39 = t0.words[_316 & 63u] + (_316 << 3u);
                            }
                        }
                        else
                        {
                            _39 = _278;
                            if ((_278 % 5u) == 0u)
                            {
                                _39 = _278;
                                if (!(((_278 ^ 537u) % 6u) == 1u))
                                {
                                    _39 = subgroupAdd(_278 & 255u) + _278;
                                }
                            }
                        }
                    }
                }
                else
                {
                    _39 = t0.words[(_250 + 22u) & 63u] + (_250 * 6u);
                }
                _6 = _39;
                uint _480 = _249 + 1u;
                _27 = _480;
                _28 = _39;
                if (_480 < 2u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_94_exit = 1u;
                    break;
                }
            }
            switch (_RESERVED_IDENTIFIER_FIXUP_94_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _250;
                    main_join = 100u;
                    break;
                }
                default:
                {
                    _40 = _6;
                    main_join = 82u;
                    break;
                }
            }
            break;
        }
        case 2u:
        {
            _40 = _222;
            if (((_213 ^ 499u) % 5u) == 0u)
            {
                u0.words[gl_GlobalInvocationID.x] = _222;
                main_join = 100u;
            }
            else
            {
                main_join = 82u;
            }
            break;
        }
        default:
        {
            _40 = t0.words[(_222 + 26u) & 63u] + (_222 << 2u);
            main_join = 82u;
            break;
        }
    }
    switch (main_join)
    {
        case 82u:
        {
            if ((t0.words[(_40 + 12u) & 63u] & 1u) == 0u)
            {
                u0.words[gl_GlobalInvocationID.x] = _40;
            }
            else
            {
                uint _45 = _40;
                if ((_40 & 3u) == 0u)
                {
                    _45 = _40;
                    if (((_40 ^ 654u) % 3u) == 1u)
                    {
                        uint _41 = _40;
                        uint _42 = 0u;
                        uint _822;
                        for (;;)
                        {
                            uint _755 = _42;
                            uint _44 = _41;
                            if (((_41 ^ 693u) % 3u) == 0u)
                            {
                                _44 = _41;
                                switch (_41 & 3u)
                                {
                                    case 0u:
                                    {
                                        _44 = _41;
                                        if (!((_41 & 1u) == 0u))
                                        {
                                            uint _43 = _41;
                                            if (((_41 ^ 18u) % 3u) == 0u)
                                            {
                                                uint _796 = t0.words[(_41 + 9u) & 63u] + (_41 * 5u);
                                                uint _802 = (_796 << 3u) + t0.words[(_796 + 20u) & 63u];
                                                _43 = (_802 << 2u) + t0.words[(_802 + 5u) & 63u];
                                            }
                                            _44 = _43;
                                            if (!((t0.words[(_43 + 6u) & 63u] & 3u) == 0u))
                                            {
                                                _44 = t0.words[(_43 + 1u) & 63u] + (_43 << 1u);
                                            }
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        uint _766 = t0.words[(_41 + 1u) & 63u] + (_41 * 6u);
                                        _44 = _766;
                                        if ((_766 & 3u) == 3u)
                                        {
                                            _44 = _766;
                                            if (!(((t0.words[(_766 + 29u) & 63u] ^ 424u) % 3u) == 1u))
                                            {
                                                uint _779 = subgroupAdd(_766 & 255u) + _766;
                                                _44 = t0.words[(_779 + 53u) & 63u] + (_779 << 3u);
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
                            _822 = _44;
                            uint _823 = _755 + 1u;
                            _41 = _822;
                            _42 = _823;
                            if (_823 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _45 = _822;
                    }
                }
                u0.words[gl_GlobalInvocationID.x] = _45;
            }
            break;
        }
    }
}

