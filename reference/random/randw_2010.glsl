#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _211;

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
    uint main_join = 0u;
    uint _203 = gl_GlobalInvocationID.x & 63u;
    uint _210 = t0.words[_203];
    uint _220 = t0.words[(gl_GlobalInvocationID.x + 58u) & 63u] + (gl_GlobalInvocationID.x << 3u);
    uint _227 = (_220 << 3u) + t0.words[(_220 + 57u) & 63u];
    uint _228 = _227 & 3u;
    uint _17;
    if (_228 == 0u)
    {
        if (((_210 ^ 886u) % 3u) == 1u)
        {
            _17 = t0.words[(_227 + 63u) & 63u] + (_227 * 7u);
            main_join = 32u;
        }
        else
        {
            uint _6 = _227;
            if (((_227 ^ 186u) % 6u) == 1u)
            {
                _6 = t0.words[(_227 + 38u) & 63u] + _227;
            }
            uint _11;
            if (((_6 ^ 560u) % 3u) == 0u)
            {
                uint _441 = subgroupAdd(_6 & 255u) + _6;
                _11 = t0.words[(_441 + 59u) & 63u] + (_441 << 1u);
            }
            else
            {
                uint _366 = t0.words[(_6 + 16u) & 63u] + (_6 * 6u);
                uint _368 = subgroupAdd(_366 & 255u);
                uint _369 = _366 + _368;
                _11 = _369;
                if (((_210 ^ 999u) % 6u) == 0u)
                {
                    uint _10 = _369;
                    if ((_210 & 3u) == 1u)
                    {
                        uint _7 = 0u;
                        uint _8 = _369;
                        uint _412;
                        uint _9;
                        for (;;)
                        {
                            uint _376 = _7;
                            if (((t0.words[(_8 + 22u) & 63u] ^ 186u) % 3u) == 1u)
                            {
                                _9 = t0.words[(_8 + 13u) & 63u] + (_8 << 1u);
                            }
                            else
                            {
                                uint _390 = t0.words[(_8 + 37u) & 63u] + _8;
                                uint _398 = (_390 * 7u) + t0.words[(_390 + 41u) & 63u];
                                _9 = _398 + t0.words[(_398 + 40u) & 63u];
                            }
                            _412 = _9;
                            uint _413 = _376 + 1u;
                            _7 = _413;
                            _8 = _412;
                            if (_413 == 4u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _420 = t0.words[(_412 + 7u) & 63u] + (_412 * 3u);
                        _10 = (_420 * 7u) + t0.words[(_420 + 11u) & 63u];
                    }
                    uint _431 = subgroupAdd(_10 & 255u) + _10;
                    _11 = t0.words[(_431 + 12u) & 63u] + (_431 * 7u);
                }
            }
            _17 = t0.words[(_11 + 46u) & 63u] + (_11 << 2u);
            main_join = 32u;
        }
    }
    else
    {
        _17 = _227;
        if (_228 == 3u)
        {
            uint _238 = t0.words[(_227 + 58u) & 63u] + (_227 << 3u);
            uint _240 = (_238 + 58u) & 63u;
            _17 = _238;
            if (((t0.words[_240] ^ 850u) % 3u) == 0u)
            {
                switch (_238 & 3u)
                {
                    case 0u:
                    {
                        _17 = (_238 * 5u) + t0.words[_240];
                        main_join = 32u;
                        break;
                    }
                    case 1u:
                    {
                        uint _319 = t0.words[(_238 + 49u) & 63u] + (_238 << 1u);
                        _17 = t0.words[(_319 + 8u) & 63u] + (_319 * 3u);
                        main_join = 32u;
                        break;
                    }
                    case 2u:
                    {
                        uint _12 = 0u;
                        uint _13 = _238;
                        uint _309;
                        uint _16;
                        for (;;)
                        {
                            uint _248 = _12;
                            uint _256 = t0.words[(_13 + 24u) & 63u] + (_13 * 3u);
                            uint _263 = (_256 + 45u) & 63u;
                            if (((_256 ^ 31u) % 3u) == 1u)
                            {
                                _16 = t0.words[_263] + (_256 << 1u);
                            }
                            else
                            {
                                uint _14 = 0u;
                                uint _15 = t0.words[_263] + (_256 * 5u);
                                uint _298;
                                for (;;)
                                {
                                    uint _269 = _14;
                                    uint _270 = _15;
                                    uint _277 = t0.words[(_270 + 16u) & 63u] + (_270 << 1u);
                                    uint _285 = (_277 * 6u) + t0.words[(_277 + 23u) & 63u];
                                    uint _291 = _285 + t0.words[(_285 + 22u) & 63u];
                                    _298 = (_291 * 3u) + t0.words[(_291 + 59u) & 63u];
                                    uint _299 = _269 + 1u;
                                    _14 = _299;
                                    _15 = _298;
                                    if (_299 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _16 = _298;
                            }
                            _309 = subgroupAdd(_16 & 255u) + _16;
                            uint _310 = _248 + 1u;
                            _12 = _310;
                            _13 = _309;
                            if (_310 == 4u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _17 = _309;
                        main_join = 32u;
                        break;
                    }
                    default:
                    {
                        _17 = _238;
                        if ((t0.words[(_238 + 55u) & 63u] & 1u) == 0u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _238;
                            main_join = 101u;
                        }
                        else
                        {
                            main_join = 32u;
                        }
                        break;
                    }
                }
            }
            else
            {
                main_join = 32u;
            }
        }
        else
        {
            main_join = 32u;
        }
    }
    switch (main_join)
    {
        case 32u:
        {
            if ((_210 & 3u) == 2u)
            {
                u0.words[gl_GlobalInvocationID.x] = _17;
            }
            else
            {
                uint _467 = _17 % 3u;
                uint _43 = _17;
                if ((_467 | (_17 & 3u)) == 0u)
                {
                    _43 = _17;
                    switch (_17 % 5u)
                    {
                        case 0u:
                        {
                            _43 = t0.words[(_17 + 51u) & 63u] + (_17 * 3u);
                            main_join = 100u;
                            break;
                        }
                        case 1u:
                        {
                            _43 = t0.words[(_17 + 5u) & 63u] + (_17 * 7u);
                            main_join = 100u;
                            break;
                        }
                        case 2u:
                        {
                            uint _26;
                            if (_467 == 0u)
                            {
                                uint _512 = t0.words[(_17 + 2u) & 63u] + (_17 * 3u);
                                if (((t0.words[(_512 + 9u) & 63u] ^ 905u) % 6u) == 0u)
                                {
                                    uint _563 = t0.words[(_512 + 23u) & 63u] + (_512 * 6u);
                                    if (((_210 ^ 588u) % 3u) == 0u)
                                    {
                                        uint _614 = t0.words[(_563 + 45u) & 63u] + (_563 * 7u);
                                        uint _18;
                                        if (((_614 ^ 77u) % 5u) == 1u)
                                        {
                                            uint _644 = t0.words[(_614 + 41u) & 63u] + (_614 * 7u);
                                            _18 = (_644 * 3u) + t0.words[(_644 + 9u) & 63u];
                                        }
                                        else
                                        {
                                            uint _625 = t0.words[(_614 + 28u) & 63u] + (_614 << 3u);
                                            uint _631 = (_625 << 3u) + t0.words[(_625 + 23u) & 63u];
                                            _18 = (_631 * 5u) + t0.words[(_631 + 18u) & 63u];
                                        }
                                        _26 = t0.words[(_18 + 30u) & 63u] + (_18 * 6u);
                                    }
                                    else
                                    {
                                        uint _19 = 0u;
                                        uint _20 = _563;
                                        uint _583;
                                        for (;;)
                                        {
                                            uint _568 = _19;
                                            uint _569 = _20;
                                            uint _576 = t0.words[(_569 + 48u) & 63u] + (_569 * 7u);
                                            _583 = (_576 << 3u) + t0.words[(_576 + 54u) & 63u];
                                            uint _584 = _568 + 1u;
                                            _19 = _584;
                                            _20 = _583;
                                            if (_584 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _21 = 0u;
                                        uint _22 = _583;
                                        uint _606;
                                        for (;;)
                                        {
                                            uint _586 = _21;
                                            uint _587 = _22;
                                            uint _593 = t0.words[(_587 + 35u) & 63u] + _587;
                                            uint _599 = t0.words[(_593 + 44u) & 63u] + _593;
                                            _606 = (_599 << 1u) + t0.words[(_599 + 60u) & 63u];
                                            uint _607 = _586 + 1u;
                                            _21 = _607;
                                            _22 = _606;
                                            if (_607 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _26 = _606;
                                    }
                                }
                                else
                                {
                                    uint _23 = 0u;
                                    uint _24 = _512;
                                    uint _543;
                                    for (;;)
                                    {
                                        uint _522 = _23;
                                        uint _25 = _24;
                                        if ((_210 & 1u) == 0u)
                                        {
                                            uint _531 = t0.words[(_24 + 13u) & 63u] + (_24 * 3u);
                                            uint _536 = t0.words[(_531 + 40u) & 63u] + _531;
                                            _25 = (_536 * 3u) + t0.words[(_536 + 8u) & 63u];
                                        }
                                        _543 = _25;
                                        uint _544 = _522 + 1u;
                                        _23 = _544;
                                        _24 = _543;
                                        if (_544 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _551 = t0.words[(_543 + 23u) & 63u] + (_543 * 5u);
                                    _26 = (_551 * 7u) + t0.words[(_551 + 16u) & 63u];
                                }
                            }
                            else
                            {
                                _26 = subgroupAdd(_17 & 255u) + _17;
                            }
                            switch (_26 % 5u)
                            {
                                case 0u:
                                {
                                    uint _27 = 0u;
                                    uint _28 = _26;
                                    uint _917;
                                    uint _29;
                                    uint _30;
                                    uint _31;
                                    uint _835;
                                    for (;;)
                                    {
                                        _835 = _27;
                                        _29 = 0u;
                                        _30 = t0.words[(_28 + 29u) & 63u] + (_28 * 6u);
                                        uint _904;
                                        for (;;)
                                        {
                                            uint _844 = _29;
                                            switch (_30 % 5u)
                                            {
                                                case 0u:
                                                {
                                                    uint _876 = t0.words[(_30 + 63u) & 63u] + (_30 << 1u);
                                                    _31 = (_876 * 3u) + t0.words[(_876 + 55u) & 63u];
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    _31 = t0.words[(_30 + 21u) & 63u] + (_30 << 3u);
                                                    break;
                                                }
                                                case 2u:
                                                {
                                                    uint _857 = t0.words[_30 & 63u] + (_30 << 1u);
                                                    _31 = (_857 * 3u) + t0.words[(_857 + 55u) & 63u];
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
                                            uint _892 = subgroupAdd(_31 & 255u) + _31;
                                            uint _899 = t0.words[(_892 + 52u) & 63u] + (_892 << 3u);
                                            _904 = t0.words[(_899 + 54u) & 63u] + _899;
                                            uint _905 = _844 + 1u;
                                            _29 = _905;
                                            _30 = _904;
                                            if (_905 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _912 = t0.words[(_904 + 3u) & 63u] + (_904 * 7u);
                                        _917 = t0.words[(_912 + 12u) & 63u] + _912;
                                        uint _918 = _835 + 1u;
                                        _27 = _918;
                                        _28 = _917;
                                        if (_918 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _43 = subgroupAdd(_917 & 255u) + _917;
                                    main_join = 100u;
                                    break;
                                }
                                case 1u:
                                {
                                    _43 = t0.words[(_26 + 42u) & 63u] + (_26 * 6u);
                                    main_join = 100u;
                                    break;
                                }
                                case 2u:
                                {
                                    if ((_26 & 3u) == 0u)
                                    {
                                        uint _33;
                                        if (((t0.words[(_26 + 5u) & 63u] ^ 270u) % 3u) == 1u)
                                        {
                                            uint _795 = (_26 + 30u) & 63u;
                                            uint _32;
                                            if (((t0.words[(_26 + 4u) & 63u] ^ 456u) % 6u) == 1u)
                                            {
                                                uint _802 = t0.words[_795] + (_26 * 5u);
                                                _32 = (_802 * 7u) + t0.words[(_802 + 39u) & 63u];
                                            }
                                            else
                                            {
                                                _32 = t0.words[_795] + _26;
                                            }
                                            uint _816 = t0.words[(_32 + 13u) & 63u] + (_32 << 1u);
                                            _33 = _816;
                                            if ((_210 & 1u) == 0u)
                                            {
                                                u0.words[gl_GlobalInvocationID.x] = _816;
                                                main_join = 101u;
                                            }
                                            else
                                            {
                                                main_join = 79u;
                                            }
                                        }
                                        else
                                        {
                                            uint _778 = t0.words[(_26 + 14u) & 63u] + (_26 * 7u);
                                            _33 = (_778 * 3u) + t0.words[(_778 + 3u) & 63u];
                                            main_join = 79u;
                                        }
                                        switch (main_join)
                                        {
                                            case 79u:
                                            {
                                                _43 = t0.words[(_33 + 17u) & 63u] + (_33 * 6u);
                                                main_join = 100u;
                                                break;
                                            }
                                        }
                                    }
                                    else
                                    {
                                        _43 = _26;
                                        if ((t0.words[(_26 + 53u) & 63u] & 3u) == 3u)
                                        {
                                            uint _721 = _26 * 3u;
                                            uint _34;
                                            if (((_210 ^ 359u) % 3u) == 1u)
                                            {
                                                _34 = t0.words[(_26 + 31u) & 63u] + _721;
                                            }
                                            else
                                            {
                                                uint _726 = t0.words[(_26 + 44u) & 63u] + _721;
                                                uint _732 = (_726 * 5u) + t0.words[(_726 + 18u) & 63u];
                                                _34 = (_732 * 7u) + t0.words[(_732 + 15u) & 63u];
                                            }
                                            uint _35 = 0u;
                                            uint _36 = _34;
                                            uint _761;
                                            for (;;)
                                            {
                                                uint _746 = _35;
                                                uint _747 = _36;
                                                uint _754 = t0.words[(_747 + 43u) & 63u] + (_747 * 6u);
                                                _761 = (_754 << 1u) + t0.words[(_754 + 17u) & 63u];
                                                uint _762 = _746 + 1u;
                                                _35 = _762;
                                                _36 = _761;
                                                if (_762 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _43 = _761;
                                            main_join = 100u;
                                        }
                                        else
                                        {
                                            main_join = 100u;
                                        }
                                    }
                                    break;
                                }
                                case 3u:
                                {
                                    _43 = _26;
                                    if (((_210 ^ 432u) % 5u) == 1u)
                                    {
                                        uint _670 = t0.words[(_26 + 59u) & 63u] + (_26 << 1u);
                                        if (((_210 ^ 528u) % 5u) == 0u)
                                        {
                                            uint _704 = t0.words[(_670 + 9u) & 63u] + (_670 * 5u);
                                            _43 = _704 + subgroupAdd(_704 & 255u);
                                            main_join = 100u;
                                        }
                                        else
                                        {
                                            uint _681 = t0.words[(_670 + 50u) & 63u] + (_670 << 2u);
                                            _43 = _681;
                                            if (((_681 ^ 411u) % 3u) == 0u)
                                            {
                                                uint _691 = t0.words[(_681 + 59u) & 63u] + (_681 * 7u);
                                                _43 = (_691 << 3u) + t0.words[(_691 + 61u) & 63u];
                                                main_join = 100u;
                                            }
                                            else
                                            {
                                                main_join = 100u;
                                            }
                                        }
                                    }
                                    else
                                    {
                                        main_join = 100u;
                                    }
                                    break;
                                }
                                default:
                                {
                                    uint _37 = 0u;
                                    uint _38 = _26;
                                    uint _927;
                                    for (;;)
                                    {
                                        uint _923 = _37;
                                        uint _924 = _38;
                                        uint _926 = subgroupAdd(_924 & 255u);
                                        _927 = _926 + _924;
                                        uint _928 = _923 + 1u;
                                        _37 = _928;
                                        _38 = _927;
                                        if (_928 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _43 = _927;
                                    main_join = 100u;
                                    break;
                                }
                            }
                            break;
                        }
                        case 3u:
                        {
                            uint _39 = _17;
                            uint _40 = 0u;
                            uint _42;
                            for (;;)
                            {
                                uint _474 = _40;
                                uint _41 = _39;
                                if ((t0.words[(_39 + 59u) & 63u] & 3u) == 0u)
                                {
                                    uint _486 = t0.words[(_39 + 3u) & 63u] + (_39 * 3u);
                                    _42 = _486;
                                    if (((_210 ^ 942u) % 5u) == 1u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        _41 = _486;
                                        if ((_486 & 1u) == 0u)
                                        {
                                            _41 = t0.words[(_486 + 32u) & 63u] + (_486 << 2u);
                                        }
                                    }
                                }
                                uint _500 = _474 + 1u;
                                _39 = _41;
                                _40 = _500;
                                _42 = _41;
                                if (_500 < 5u)
                                {
                                    continue;
                                }
                                else
                                {
                                    break;
                                }
                            }
                            _43 = _42;
                            main_join = 100u;
                            break;
                        }
                        default:
                        {
                            main_join = 100u;
                            break;
                        }
                    }
                }
                else
                {
                    main_join = 100u;
                }
                switch (main_join)
                {
                    case 100u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _43;
                        break;
                    }
                }
            }
            break;
        }
    }
}

