#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _199;

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
    uint _9;
    uint _11;
    uint _16;
    uint _17;
    uint _18;
    uint _26;
    uint _31;
    uint _32;
    uint _33;
    uint _34;
    uint _42;
    for (;;)
    {
        uint _191 = gl_GlobalInvocationID.x & 63u;
        uint _198 = t0.words[_191];
        uint _208 = t0.words[(gl_GlobalInvocationID.x + 58u) & 63u] + (gl_GlobalInvocationID.x << 3u);
        uint _215 = (_208 << 3u) + t0.words[(_208 + 57u) & 63u];
        uint _216 = _215 & 3u;
        if (_216 == 0u)
        {
            if (((_198 ^ 886u) % 3u) == 1u)
            {
                _17 = t0.words[(_215 + 63u) & 63u] + (_215 * 7u);
            }
            else
            {
                uint _6 = _215;
                if (((_215 ^ 186u) % 6u) == 1u)
                {
                    _6 = t0.words[(_215 + 38u) & 63u] + _215;
                }
                if (((_6 ^ 560u) % 3u) == 0u)
                {
                    uint _427 = subgroupAdd(_6 & 255u) + _6;
                    _11 = t0.words[(_427 + 59u) & 63u] + (_427 << 1u);
                }
                else
                {
                    uint _352 = t0.words[(_6 + 16u) & 63u] + (_6 * 6u);
                    uint _354 = subgroupAdd(_352 & 255u);
                    uint _355 = _352 + _354;
                    _11 = _355;
                    if (((_198 ^ 999u) % 6u) == 0u)
                    {
                        uint _10 = _355;
                        if ((_198 & 3u) == 1u)
                        {
                            uint _7 = 0u;
                            uint _8 = _355;
                            uint _398;
                            for (;;)
                            {
                                uint _362 = _7;
                                if (((t0.words[(_8 + 22u) & 63u] ^ 186u) % 3u) == 1u)
                                {
                                    _9 = t0.words[(_8 + 13u) & 63u] + (_8 << 1u);
                                }
                                else
                                {
                                    uint _376 = t0.words[(_8 + 37u) & 63u] + _8;
                                    uint _384 = (_376 * 7u) + t0.words[(_376 + 41u) & 63u];
                                    _9 = _384 + t0.words[(_384 + 40u) & 63u];
                                }
                                _398 = _9;
                                uint _399 = _362 + 1u;
                                _7 = _399;
                                _8 = _398;
                                if (_399 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _406 = t0.words[(_398 + 7u) & 63u] + (_398 * 3u);
                            _10 = (_406 * 7u) + t0.words[(_406 + 11u) & 63u];
                        }
                        uint _417 = subgroupAdd(_10 & 255u) + _10;
                        _11 = t0.words[(_417 + 12u) & 63u] + (_417 * 7u);
                    }
                }
                _17 = t0.words[(_11 + 46u) & 63u] + (_11 << 2u);
            }
        }
        else
        {
            _17 = _215;
            if (_216 == 3u)
            {
                uint _225 = t0.words[(_215 + 58u) & 63u] + (_215 << 3u);
                uint _227 = (_225 + 58u) & 63u;
                _17 = _225;
                if (((t0.words[_227] ^ 850u) % 3u) == 0u)
                {
                    bool _50_ladder_break = false;
                    switch (_225 & 3u)
                    {
                        case 0u:
                        {
                            _17 = (_225 * 5u) + t0.words[_227];
                            break;
                        }
                        case 1u:
                        {
                            uint _306 = t0.words[(_225 + 49u) & 63u] + (_225 << 1u);
                            _17 = t0.words[(_306 + 8u) & 63u] + (_306 * 3u);
                            break;
                        }
                        case 2u:
                        {
                            uint _12 = 0u;
                            uint _13 = _225;
                            uint _296;
                            for (;;)
                            {
                                uint _235 = _12;
                                uint _243 = t0.words[(_13 + 24u) & 63u] + (_13 * 3u);
                                uint _250 = (_243 + 45u) & 63u;
                                if (((_243 ^ 31u) % 3u) == 1u)
                                {
                                    _16 = t0.words[_250] + (_243 << 1u);
                                }
                                else
                                {
                                    uint _14 = 0u;
                                    uint _15 = t0.words[_250] + (_243 * 5u);
                                    uint _285;
                                    for (;;)
                                    {
                                        uint _256 = _14;
                                        uint _257 = _15;
                                        uint _264 = t0.words[(_257 + 16u) & 63u] + (_257 << 1u);
                                        uint _272 = (_264 * 6u) + t0.words[(_264 + 23u) & 63u];
                                        uint _278 = _272 + t0.words[(_272 + 22u) & 63u];
                                        _285 = (_278 * 3u) + t0.words[(_278 + 59u) & 63u];
                                        uint _286 = _256 + 1u;
                                        _14 = _286;
                                        _15 = _285;
                                        if (_286 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _16 = _285;
                                }
                                _296 = subgroupAdd(_16 & 255u) + _16;
                                uint _297 = _235 + 1u;
                                _12 = _297;
                                _13 = _296;
                                if (_297 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _17 = _296;
                            break;
                        }
                        default:
                        {
                            _17 = _225;
                            if ((t0.words[(_225 + 55u) & 63u] & 1u) == 0u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _225;
                                _50_ladder_break = true;
                                break;
                            }
                            break;
                        }
                    }
                    if (_50_ladder_break)
                    {
                        break;
                    }
                }
            }
        }
        if ((_198 & 3u) == 2u)
        {
            u0.words[gl_GlobalInvocationID.x] = _17;
            break;
        }
        uint _452 = _17 % 3u;
        uint _43 = _17;
        if ((_452 | (_17 & 3u)) == 0u)
        {
            _43 = _17;
            bool _92_ladder_break = false;
            switch (_17 % 5u)
            {
                case 0u:
                {
                    _43 = t0.words[(_17 + 51u) & 63u] + (_17 * 3u);
                    break;
                }
                case 1u:
                {
                    _43 = t0.words[(_17 + 5u) & 63u] + (_17 * 7u);
                    break;
                }
                case 2u:
                {
                    if (_452 == 0u)
                    {
                        uint _497 = t0.words[(_17 + 2u) & 63u] + (_17 * 3u);
                        if (((t0.words[(_497 + 9u) & 63u] ^ 905u) % 6u) == 0u)
                        {
                            uint _548 = t0.words[(_497 + 23u) & 63u] + (_497 * 6u);
                            if (((_198 ^ 588u) % 3u) == 0u)
                            {
                                uint _599 = t0.words[(_548 + 45u) & 63u] + (_548 * 7u);
                                if (((_599 ^ 77u) % 5u) == 1u)
                                {
                                    uint _629 = t0.words[(_599 + 41u) & 63u] + (_599 * 7u);
                                    _18 = (_629 * 3u) + t0.words[(_629 + 9u) & 63u];
                                }
                                else
                                {
                                    uint _610 = t0.words[(_599 + 28u) & 63u] + (_599 << 3u);
                                    uint _616 = (_610 << 3u) + t0.words[(_610 + 23u) & 63u];
                                    _18 = (_616 * 5u) + t0.words[(_616 + 18u) & 63u];
                                }
                                _26 = t0.words[(_18 + 30u) & 63u] + (_18 * 6u);
                            }
                            else
                            {
                                uint _19 = 0u;
                                uint _20 = _548;
                                uint _568;
                                for (;;)
                                {
                                    uint _553 = _19;
                                    uint _554 = _20;
                                    uint _561 = t0.words[(_554 + 48u) & 63u] + (_554 * 7u);
                                    _568 = (_561 << 3u) + t0.words[(_561 + 54u) & 63u];
                                    uint _569 = _553 + 1u;
                                    _19 = _569;
                                    _20 = _568;
                                    if (_569 == 3u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _21 = 0u;
                                uint _22 = _568;
                                uint _591;
                                for (;;)
                                {
                                    uint _571 = _21;
                                    uint _572 = _22;
                                    uint _578 = t0.words[(_572 + 35u) & 63u] + _572;
                                    uint _584 = t0.words[(_578 + 44u) & 63u] + _578;
                                    _591 = (_584 << 1u) + t0.words[(_584 + 60u) & 63u];
                                    uint _592 = _571 + 1u;
                                    _21 = _592;
                                    _22 = _591;
                                    if (_592 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _26 = _591;
                            }
                        }
                        else
                        {
                            uint _23 = 0u;
                            uint _24 = _497;
                            uint _528;
                            for (;;)
                            {
                                uint _507 = _23;
                                uint _25 = _24;
                                if ((_198 & 1u) == 0u)
                                {
                                    uint _516 = t0.words[(_24 + 13u) & 63u] + (_24 * 3u);
                                    uint _521 = t0.words[(_516 + 40u) & 63u] + _516;
                                    _25 = (_521 * 3u) + t0.words[(_521 + 8u) & 63u];
                                }
                                _528 = _25;
                                uint _529 = _507 + 1u;
                                _23 = _529;
                                _24 = _528;
                                if (_529 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _536 = t0.words[(_528 + 23u) & 63u] + (_528 * 5u);
                            _26 = (_536 * 7u) + t0.words[(_536 + 16u) & 63u];
                        }
                    }
                    else
                    {
                        _26 = subgroupAdd(_17 & 255u) + _17;
                    }
                    bool _127_ladder_break = false;
                    switch (_26 % 5u)
                    {
                        case 0u:
                        {
                            uint _27 = 0u;
                            uint _28 = _26;
                            uint _900;
                            uint _29;
                            uint _30;
                            uint _818;
                            for (;;)
                            {
                                _818 = _27;
                                _29 = 0u;
                                _30 = t0.words[(_28 + 29u) & 63u] + (_28 * 6u);
                                uint _887;
                                for (;;)
                                {
                                    uint _827 = _29;
                                    switch (_30 % 5u)
                                    {
                                        case 0u:
                                        {
                                            uint _859 = t0.words[(_30 + 63u) & 63u] + (_30 << 1u);
                                            _31 = (_859 * 3u) + t0.words[(_859 + 55u) & 63u];
                                            break;
                                        }
                                        case 1u:
                                        {
                                            _31 = t0.words[(_30 + 21u) & 63u] + (_30 << 3u);
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _840 = t0.words[_30 & 63u] + (_30 << 1u);
                                            _31 = (_840 * 3u) + t0.words[(_840 + 55u) & 63u];
                                            break;
                                        }
                                        case 3u:
                                        {
                                            _31 = t0.words[(_30 + 55u) & 63u] + (_30 * 6u);
                                            break;
                                        }
                                        default:
                                        {
                                            _31 = t0.words[(_30 + 13u) & 63u] + (_30 * 6u);
                                            break;
                                        }
                                    }
                                    uint _875 = subgroupAdd(_31 & 255u) + _31;
                                    uint _882 = t0.words[(_875 + 52u) & 63u] + (_875 << 3u);
                                    _887 = t0.words[(_882 + 54u) & 63u] + _882;
                                    uint _888 = _827 + 1u;
                                    _29 = _888;
                                    _30 = _887;
                                    if (_888 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _895 = t0.words[(_887 + 3u) & 63u] + (_887 * 7u);
                                _900 = t0.words[(_895 + 12u) & 63u] + _895;
                                uint _901 = _818 + 1u;
                                _27 = _901;
                                _28 = _900;
                                if (_901 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _43 = subgroupAdd(_900 & 255u) + _900;
                            break;
                        }
                        case 1u:
                        {
                            _43 = t0.words[(_26 + 42u) & 63u] + (_26 * 6u);
                            break;
                        }
                        case 2u:
                        {
                            if ((_26 & 3u) == 0u)
                            {
                                if (((t0.words[(_26 + 5u) & 63u] ^ 270u) % 3u) == 1u)
                                {
                                    uint _779 = (_26 + 30u) & 63u;
                                    if (((t0.words[(_26 + 4u) & 63u] ^ 456u) % 6u) == 1u)
                                    {
                                        uint _786 = t0.words[_779] + (_26 * 5u);
                                        _32 = (_786 * 7u) + t0.words[(_786 + 39u) & 63u];
                                    }
                                    else
                                    {
                                        _32 = t0.words[_779] + _26;
                                    }
                                    uint _800 = t0.words[(_32 + 13u) & 63u] + (_32 << 1u);
                                    _33 = _800;
                                    if ((_198 & 1u) == 0u)
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _800;
                                        _127_ladder_break = true;
                                        _92_ladder_break = true;
                                        break;
                                    }
                                }
                                else
                                {
                                    uint _763 = t0.words[(_26 + 14u) & 63u] + (_26 * 7u);
                                    _33 = (_763 * 3u) + t0.words[(_763 + 3u) & 63u];
                                }
                                _43 = t0.words[(_33 + 17u) & 63u] + (_33 * 6u);
                            }
                            else
                            {
                                _43 = _26;
                                if ((t0.words[(_26 + 53u) & 63u] & 3u) == 3u)
                                {
                                    uint _706 = _26 * 3u;
                                    if (((_198 ^ 359u) % 3u) == 1u)
                                    {
                                        _34 = t0.words[(_26 + 31u) & 63u] + _706;
                                    }
                                    else
                                    {
                                        uint _711 = t0.words[(_26 + 44u) & 63u] + _706;
                                        uint _717 = (_711 * 5u) + t0.words[(_711 + 18u) & 63u];
                                        _34 = (_717 * 7u) + t0.words[(_717 + 15u) & 63u];
                                    }
                                    uint _35 = 0u;
                                    uint _36 = _34;
                                    uint _746;
                                    for (;;)
                                    {
                                        uint _731 = _35;
                                        uint _732 = _36;
                                        uint _739 = t0.words[(_732 + 43u) & 63u] + (_732 * 6u);
                                        _746 = (_739 << 1u) + t0.words[(_739 + 17u) & 63u];
                                        uint _747 = _731 + 1u;
                                        _35 = _747;
                                        _36 = _746;
                                        if (_747 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _43 = _746;
                                }
                            }
                            break;
                        }
                        case 3u:
                        {
                            _43 = _26;
                            if (((_198 ^ 432u) % 5u) == 1u)
                            {
                                uint _655 = t0.words[(_26 + 59u) & 63u] + (_26 << 1u);
                                if (((_198 ^ 528u) % 5u) == 0u)
                                {
                                    uint _689 = t0.words[(_655 + 9u) & 63u] + (_655 * 5u);
                                    _43 = _689 + subgroupAdd(_689 & 255u);
                                }
                                else
                                {
                                    uint _666 = t0.words[(_655 + 50u) & 63u] + (_655 << 2u);
                                    _43 = _666;
                                    if (((_666 ^ 411u) % 3u) == 0u)
                                    {
                                        uint _676 = t0.words[(_666 + 59u) & 63u] + (_666 * 7u);
                                        _43 = (_676 << 3u) + t0.words[(_676 + 61u) & 63u];
                                    }
                                }
                            }
                            break;
                        }
                        default:
                        {
                            uint _37 = 0u;
                            uint _38 = _26;
                            uint _910;
                            for (;;)
                            {
                                uint _906 = _37;
                                uint _907 = _38;
                                uint _909 = subgroupAdd(_907 & 255u);
                                _910 = _909 + _907;
                                uint _911 = _906 + 1u;
                                _37 = _911;
                                _38 = _910;
                                if (_911 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _43 = _910;
                            break;
                        }
                    }
                    if (_127_ladder_break)
                    {
                        break;
                    }
                    break;
                }
                case 3u:
                {
                    uint _39 = _17;
                    uint _40 = 0u;
                    for (;;)
                    {
                        uint _458 = _40;
                        uint _41 = _39;
                        if ((t0.words[(_39 + 59u) & 63u] & 3u) == 0u)
                        {
                            uint _470 = t0.words[(_39 + 3u) & 63u] + (_39 * 3u);
                            _42 = _470;
                            if (((_198 ^ 942u) % 5u) == 1u)
                            {
                                break;
                            }
                            else
                            {
                                _41 = _470;
                                if ((_470 & 1u) == 0u)
                                {
                                    _41 = t0.words[(_470 + 32u) & 63u] + (_470 << 2u);
                                }
                            }
                        }
                        uint _485 = _458 + 1u;
                        _39 = _41;
                        _40 = _485;
                        _42 = _41;
                        if (_485 < 5u)
                        {
                            continue;
                        }
                        else
                        {
                            break;
                        }
                    }
                    _43 = _42;
                    break;
                }
                default:
                {
                    break;
                }
            }
            if (_92_ladder_break)
            {
                break;
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _43;
        break;
    }
}

