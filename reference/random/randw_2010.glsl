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
    uint main_join = 0u;
    uint _206 = gl_GlobalInvocationID.x & 63u;
    uint _213 = t0.words[_206];
    uint _223 = t0.words[(gl_GlobalInvocationID.x + 58u) & 63u] + (gl_GlobalInvocationID.x << 3u);
    uint _230 = (_223 << 3u) + t0.words[(_223 + 57u) & 63u];
    uint _231 = _230 & 3u;
    uint _17;
    if (_231 == 0u)
    {
        if (((_213 ^ 886u) % 3u) == 1u)
        {
            _17 = t0.words[(_230 + 63u) & 63u] + (_230 * 7u);
            main_join = 32u;
        }
        else
        {
            uint _6 = _230;
            if (((_230 ^ 186u) % 6u) == 1u)
            {
                _6 = t0.words[(_230 + 38u) & 63u] + _230;
            }
            uint _11;
            if (((_6 ^ 560u) % 3u) == 0u)
            {
                uint _444 = subgroupAdd(_6 & 255u) + _6;
                _11 = t0.words[(_444 + 59u) & 63u] + (_444 << 1u);
            }
            else
            {
                uint _369 = t0.words[(_6 + 16u) & 63u] + (_6 * 6u);
                uint _371 = subgroupAdd(_369 & 255u);
                uint _372 = _369 + _371;
                _11 = _372;
                if (((_213 ^ 999u) % 6u) == 0u)
                {
                    uint _10 = _372;
                    if ((_213 & 3u) == 1u)
                    {
                        uint _7 = 0u;
                        uint _8 = _372;
                        uint _415;
                        uint _9;
                        for (;;)
                        {
                            uint _379 = _7;
                            if (((t0.words[(_8 + 22u) & 63u] ^ 186u) % 3u) == 1u)
                            {
                                _9 = t0.words[(_8 + 13u) & 63u] + (_8 << 1u);
                            }
                            else
                            {
                                uint _393 = t0.words[(_8 + 37u) & 63u] + _8;
                                uint _401 = (_393 * 7u) + t0.words[(_393 + 41u) & 63u];
                                _9 = _401 + t0.words[(_401 + 40u) & 63u];
                            }
                            _415 = _9;
                            uint _416 = _379 + 1u;
                            _7 = _416;
                            _8 = _415;
                            if (_416 == 4u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _423 = t0.words[(_415 + 7u) & 63u] + (_415 * 3u);
                        _10 = (_423 * 7u) + t0.words[(_423 + 11u) & 63u];
                    }
                    uint _434 = subgroupAdd(_10 & 255u) + _10;
                    _11 = t0.words[(_434 + 12u) & 63u] + (_434 * 7u);
                }
            }
            _17 = t0.words[(_11 + 46u) & 63u] + (_11 << 2u);
            main_join = 32u;
        }
    }
    else
    {
        _17 = _230;
        if (_231 == 3u)
        {
            uint _241 = t0.words[(_230 + 58u) & 63u] + (_230 << 3u);
            uint _243 = (_241 + 58u) & 63u;
            _17 = _241;
            if (((t0.words[_243] ^ 850u) % 3u) == 0u)
            {
                switch (_241 & 3u)
                {
                    case 0u:
                    {
                        _17 = (_241 * 5u) + t0.words[_243];
                        main_join = 32u;
                        break;
                    }
                    case 1u:
                    {
                        uint _322 = t0.words[(_241 + 49u) & 63u] + (_241 << 1u);
                        _17 = t0.words[(_322 + 8u) & 63u] + (_322 * 3u);
                        main_join = 32u;
                        break;
                    }
                    case 2u:
                    {
                        uint _12 = 0u;
                        uint _13 = _241;
                        uint _312;
                        uint _16;
                        for (;;)
                        {
                            uint _251 = _12;
                            uint _259 = t0.words[(_13 + 24u) & 63u] + (_13 * 3u);
                            uint _266 = (_259 + 45u) & 63u;
                            if (((_259 ^ 31u) % 3u) == 1u)
                            {
                                _16 = t0.words[_266] + (_259 << 1u);
                            }
                            else
                            {
                                uint _14 = 0u;
                                uint _15 = t0.words[_266] + (_259 * 5u);
                                uint _301;
                                for (;;)
                                {
                                    uint _272 = _14;
                                    uint _273 = _15;
                                    uint _280 = t0.words[(_273 + 16u) & 63u] + (_273 << 1u);
                                    uint _288 = (_280 * 6u) + t0.words[(_280 + 23u) & 63u];
                                    uint _294 = _288 + t0.words[(_288 + 22u) & 63u];
                                    _301 = (_294 * 3u) + t0.words[(_294 + 59u) & 63u];
                                    uint _302 = _272 + 1u;
                                    _14 = _302;
                                    _15 = _301;
                                    if (_302 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _16 = _301;
                            }
                            _312 = subgroupAdd(_16 & 255u) + _16;
                            uint _313 = _251 + 1u;
                            _12 = _313;
                            _13 = _312;
                            if (_313 == 4u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _17 = _312;
                        main_join = 32u;
                        break;
                    }
                    default:
                    {
                        _17 = _241;
                        if ((t0.words[(_241 + 55u) & 63u] & 1u) == 0u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _241;
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
            if ((_213 & 3u) == 2u)
            {
                u0.words[gl_GlobalInvocationID.x] = _17;
            }
            else
            {
                uint _470 = _17 % 3u;
                uint _43 = _17;
                if ((_470 | (_17 & 3u)) == 0u)
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
                            if (_470 == 0u)
                            {
                                uint _515 = t0.words[(_17 + 2u) & 63u] + (_17 * 3u);
                                if (((t0.words[(_515 + 9u) & 63u] ^ 905u) % 6u) == 0u)
                                {
                                    uint _566 = t0.words[(_515 + 23u) & 63u] + (_515 * 6u);
                                    if (((_213 ^ 588u) % 3u) == 0u)
                                    {
                                        uint _617 = t0.words[(_566 + 45u) & 63u] + (_566 * 7u);
                                        uint _18;
                                        if (((_617 ^ 77u) % 5u) == 1u)
                                        {
                                            uint _647 = t0.words[(_617 + 41u) & 63u] + (_617 * 7u);
                                            _18 = (_647 * 3u) + t0.words[(_647 + 9u) & 63u];
                                        }
                                        else
                                        {
                                            uint _628 = t0.words[(_617 + 28u) & 63u] + (_617 << 3u);
                                            uint _634 = (_628 << 3u) + t0.words[(_628 + 23u) & 63u];
                                            _18 = (_634 * 5u) + t0.words[(_634 + 18u) & 63u];
                                        }
                                        _26 = t0.words[(_18 + 30u) & 63u] + (_18 * 6u);
                                    }
                                    else
                                    {
                                        uint _19 = 0u;
                                        uint _20 = _566;
                                        uint _586;
                                        for (;;)
                                        {
                                            uint _571 = _19;
                                            uint _572 = _20;
                                            uint _579 = t0.words[(_572 + 48u) & 63u] + (_572 * 7u);
                                            _586 = (_579 << 3u) + t0.words[(_579 + 54u) & 63u];
                                            uint _587 = _571 + 1u;
                                            _19 = _587;
                                            _20 = _586;
                                            if (_587 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _21 = 0u;
                                        uint _22 = _586;
                                        uint _609;
                                        for (;;)
                                        {
                                            uint _589 = _21;
                                            uint _590 = _22;
                                            uint _596 = t0.words[(_590 + 35u) & 63u] + _590;
                                            uint _602 = t0.words[(_596 + 44u) & 63u] + _596;
                                            _609 = (_602 << 1u) + t0.words[(_602 + 60u) & 63u];
                                            uint _610 = _589 + 1u;
                                            _21 = _610;
                                            _22 = _609;
                                            if (_610 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _26 = _609;
                                    }
                                }
                                else
                                {
                                    uint _23 = 0u;
                                    uint _24 = _515;
                                    uint _546;
                                    for (;;)
                                    {
                                        uint _525 = _23;
                                        uint _25 = _24;
                                        if ((_213 & 1u) == 0u)
                                        {
                                            uint _534 = t0.words[(_24 + 13u) & 63u] + (_24 * 3u);
                                            uint _539 = t0.words[(_534 + 40u) & 63u] + _534;
                                            _25 = (_539 * 3u) + t0.words[(_539 + 8u) & 63u];
                                        }
                                        _546 = _25;
                                        uint _547 = _525 + 1u;
                                        _23 = _547;
                                        _24 = _546;
                                        if (_547 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _554 = t0.words[(_546 + 23u) & 63u] + (_546 * 5u);
                                    _26 = (_554 * 7u) + t0.words[(_554 + 16u) & 63u];
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
                                    uint _920;
                                    uint _29;
                                    uint _30;
                                    uint _31;
                                    uint _838;
                                    for (;;)
                                    {
                                        _838 = _27;
                                        _29 = 0u;
                                        _30 = t0.words[(_28 + 29u) & 63u] + (_28 * 6u);
                                        uint _907;
                                        for (;;)
                                        {
                                            uint _847 = _29;
                                            switch (_30 % 5u)
                                            {
                                                case 0u:
                                                {
                                                    uint _879 = t0.words[(_30 + 63u) & 63u] + (_30 << 1u);
                                                    _31 = (_879 * 3u) + t0.words[(_879 + 55u) & 63u];
                                                    break;
                                                }
                                                case 1u:
                                                {
                                                    _31 = t0.words[(_30 + 21u) & 63u] + (_30 << 3u);
                                                    break;
                                                }
                                                case 2u:
                                                {
                                                    uint _860 = t0.words[_30 & 63u] + (_30 << 1u);
                                                    _31 = (_860 * 3u) + t0.words[(_860 + 55u) & 63u];
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
                                            uint _895 = subgroupAdd(_31 & 255u) + _31;
                                            uint _902 = t0.words[(_895 + 52u) & 63u] + (_895 << 3u);
                                            _907 = t0.words[(_902 + 54u) & 63u] + _902;
                                            uint _908 = _847 + 1u;
                                            _29 = _908;
                                            _30 = _907;
                                            if (_908 == 4u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        uint _915 = t0.words[(_907 + 3u) & 63u] + (_907 * 7u);
                                        _920 = t0.words[(_915 + 12u) & 63u] + _915;
                                        uint _921 = _838 + 1u;
                                        _27 = _921;
                                        _28 = _920;
                                        if (_921 == 5u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _43 = subgroupAdd(_920 & 255u) + _920;
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
                                            uint _798 = (_26 + 30u) & 63u;
                                            uint _32;
                                            if (((t0.words[(_26 + 4u) & 63u] ^ 456u) % 6u) == 1u)
                                            {
                                                uint _805 = t0.words[_798] + (_26 * 5u);
                                                _32 = (_805 * 7u) + t0.words[(_805 + 39u) & 63u];
                                            }
                                            else
                                            {
                                                _32 = t0.words[_798] + _26;
                                            }
                                            uint _819 = t0.words[(_32 + 13u) & 63u] + (_32 << 1u);
                                            _33 = _819;
                                            if ((_213 & 1u) == 0u)
                                            {
                                                u0.words[gl_GlobalInvocationID.x] = _819;
                                                main_join = 101u;
                                            }
                                            else
                                            {
                                                main_join = 79u;
                                            }
                                        }
                                        else
                                        {
                                            uint _781 = t0.words[(_26 + 14u) & 63u] + (_26 * 7u);
                                            _33 = (_781 * 3u) + t0.words[(_781 + 3u) & 63u];
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
                                            default:
                                            {
                                                break;
                                            }
                                        }
                                    }
                                    else
                                    {
                                        _43 = _26;
                                        if ((t0.words[(_26 + 53u) & 63u] & 3u) == 3u)
                                        {
                                            uint _724 = _26 * 3u;
                                            uint _34;
                                            if (((_213 ^ 359u) % 3u) == 1u)
                                            {
                                                _34 = t0.words[(_26 + 31u) & 63u] + _724;
                                            }
                                            else
                                            {
                                                uint _729 = t0.words[(_26 + 44u) & 63u] + _724;
                                                uint _735 = (_729 * 5u) + t0.words[(_729 + 18u) & 63u];
                                                _34 = (_735 * 7u) + t0.words[(_735 + 15u) & 63u];
                                            }
                                            uint _35 = 0u;
                                            uint _36 = _34;
                                            uint _764;
                                            for (;;)
                                            {
                                                uint _749 = _35;
                                                uint _750 = _36;
                                                uint _757 = t0.words[(_750 + 43u) & 63u] + (_750 * 6u);
                                                _764 = (_757 << 1u) + t0.words[(_757 + 17u) & 63u];
                                                uint _765 = _749 + 1u;
                                                _35 = _765;
                                                _36 = _764;
                                                if (_765 == 4u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _43 = _764;
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
                                    if (((_213 ^ 432u) % 5u) == 1u)
                                    {
                                        uint _673 = t0.words[(_26 + 59u) & 63u] + (_26 << 1u);
                                        if (((_213 ^ 528u) % 5u) == 0u)
                                        {
                                            uint _707 = t0.words[(_673 + 9u) & 63u] + (_673 * 5u);
                                            _43 = _707 + subgroupAdd(_707 & 255u);
                                            main_join = 100u;
                                        }
                                        else
                                        {
                                            uint _684 = t0.words[(_673 + 50u) & 63u] + (_673 << 2u);
                                            _43 = _684;
                                            if (((_684 ^ 411u) % 3u) == 0u)
                                            {
                                                uint _694 = t0.words[(_684 + 59u) & 63u] + (_684 * 7u);
                                                _43 = (_694 << 3u) + t0.words[(_694 + 61u) & 63u];
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
                                    uint _930;
                                    for (;;)
                                    {
                                        uint _926 = _37;
                                        uint _927 = _38;
                                        uint _929 = subgroupAdd(_927 & 255u);
                                        _930 = _929 + _927;
                                        uint _931 = _926 + 1u;
                                        _37 = _931;
                                        _38 = _930;
                                        if (_931 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _43 = _930;
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
                                uint _477 = _40;
                                uint _41 = _39;
                                if ((t0.words[(_39 + 59u) & 63u] & 3u) == 0u)
                                {
                                    uint _489 = t0.words[(_39 + 3u) & 63u] + (_39 * 3u);
                                    _42 = _489;
                                    if (((_213 ^ 942u) % 5u) == 1u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        _41 = _489;
                                        if ((_489 & 1u) == 0u)
                                        {
                                            _41 = t0.words[(_489 + 32u) & 63u] + (_489 << 2u);
                                        }
                                    }
                                }
                                uint _503 = _477 + 1u;
                                _39 = _41;
                                _40 = _503;
                                _42 = _41;
                                if (_503 < 5u)
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
                    default:
                    {
                        break;
                    }
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

