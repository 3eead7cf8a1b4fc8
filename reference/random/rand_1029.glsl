#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _159;

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
    uint _exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_2_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_19_exit = 0u;
    uint _151 = gl_GlobalInvocationID.x & 63u;
    bool _14 = (t0.words[_151] & 1u) == 0u;
    uint _15 = 0u;
    uint _16 = gl_GlobalInvocationID.x;
    uint _165;
    uint _6;
    uint _7;
    uint _8;
    uint _9;
    uint _10;
    uint _11;
    uint _31;
    uint _36;
    uint _46;
    for (;;)
    {
        uint _164 = _15;
        _165 = _16;
        if (!_14)
        {
            _exit = 0u;
            break;
        }
        uint _20 = _165;
        if (!((_165 & 1u) == 0u))
        {
            uint _17 = 0u;
            uint _18 = _165;
            for (;;)
            {
                uint _168 = _17;
                uint _19 = _18;
                if ((t0.words[(_18 + 45u) & 63u] & 3u) == 2u)
                {
                    uint _185 = t0.words[(_18 + 25u) & 63u] + (_18 << 3u);
                    uint _192 = (_185 * 5u) + t0.words[(_185 + 2u) & 63u];
                    _6 = _192;
                    _19 = _192;
                    if (!((_192 & 1u) == 0u))
                    {
                        _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
                        break;
                    }
                }
                uint _202 = t0.words[(_19 + 11u) & 63u] + (_19 * 5u);
                uint _208 = (_202 * 5u) + t0.words[(_202 + 45u) & 63u];
                _7 = _208;
                uint _209 = _168 + 1u;
                _17 = _209;
                _18 = _208;
                if (_209 < 5u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_8_exit = 1u;
                    break;
                }
            }
            bool _65_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_8_exit)
            {
                case 0u:
                {
                    _exit = 1u;
                    _65_ladder_break = true;
                    break;
                }
            }
            if (_65_ladder_break)
            {
                break;
            }
            _20 = t0.words[(_7 + 14u) & 63u] + _7;
        }
        uint _21 = 0u;
        uint _22 = t0.words[(_20 + 16u) & 63u] + _20;
        for (;;)
        {
            uint _226 = _21;
            uint _234 = t0.words[(_22 + 29u) & 63u] + (_22 << 3u);
            uint _241 = (_234 << 3u) + t0.words[(_234 + 7u) & 63u];
            _8 = _241;
            bool _71_ladder_break = false;
            switch (_241 & 3u)
            {
                case 0u:
                {
                    if (!(((_8 ^ 229u) % 5u) == 1u))
                    {
                        _RESERVED_IDENTIFIER_FIXUP_2_exit = 1u;
                        _71_ladder_break = true;
                        break;
                    }
                    uint _290 = t0.words[(_8 + 15u) & 63u] + (_8 * 5u);
                    uint _295 = t0.words[(_290 + 5u) & 63u] + _290;
                    _46 = (_295 * 7u) + t0.words[(_295 + 26u) & 63u];
                    break;
                }
                case 1u:
                {
                    uint _23 = 0u;
                    uint _24 = _8;
                    for (;;)
                    {
                        uint _244 = _23;
                        uint _252 = t0.words[(_24 + 57u) & 63u] + (_24 << 1u);
                        _9 = _252;
                        if (((_252 ^ 157u) % 6u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_19_exit = 0u;
                            break;
                        }
                        uint _265 = t0.words[(_9 + 32u) & 63u] + (_9 * 6u);
                        _10 = _265;
                        uint _266 = _244 + 1u;
                        _23 = _266;
                        _24 = _265;
                        if (_266 < 4u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_19_exit = 1u;
                            break;
                        }
                    }
                    bool _79_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_19_exit)
                    {
                        case 0u:
                        {
                            _RESERVED_IDENTIFIER_FIXUP_2_exit = 0u;
                            _79_ladder_break = true;
                            _71_ladder_break = true;
                            break;
                        }
                    }
                    if (_79_ladder_break)
                    {
                        break;
                    }
                    _46 = t0.words[(_10 + 10u) & 63u] + (_10 * 7u);
                    break;
                }
                default:
                {
                    uint _25 = 0u;
                    uint _26 = _8;
                    uint _529;
                    uint _27;
                    uint _28;
                    uint _304;
                    for (;;)
                    {
                        _304 = _25;
                        _27 = 0u;
                        _28 = _26;
                        uint _462;
                        uint _29;
                        uint _30;
                        uint _306;
                        for (;;)
                        {
                            _306 = _27;
                            _29 = 0u;
                            _30 = _28;
                            uint _338;
                            for (;;)
                            {
                                uint _308 = _29;
                                uint _315 = t0.words[(_30 + 1u) & 63u] + (_30 << 1u);
                                uint _322 = (_315 * 3u) + t0.words[(_315 + 27u) & 63u];
                                uint _324 = (_322 + 15u) & 63u;
                                if ((t0.words[_324] & 3u) == 3u)
                                {
                                    _31 = (_322 * 5u) + t0.words[_324];
                                }
                                else
                                {
                                    _31 = t0.words[(_322 + 43u) & 63u] + (_322 << 1u);
                                }
                                _338 = _31;
                                uint _339 = _308 + 1u;
                                _29 = _339;
                                _30 = _338;
                                if (_339 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _33 = _338;
                            if (((_338 ^ 577u) % 6u) == 0u)
                            {
                                uint _351 = t0.words[(_338 + 62u) & 63u] + (_338 << 3u);
                                uint _32 = _351;
                                if (((_351 ^ 884u) % 5u) == 1u)
                                {
                                    uint _361 = t0.words[(_351 + 57u) & 63u] + (_351 * 5u);
                                    uint _368 = (_361 << 3u) + t0.words[(_361 + 28u) & 63u];
                                    _32 = (_368 * 7u) + t0.words[(_368 + 30u) & 63u];
                                }
                                _33 = t0.words[(_32 + 48u) & 63u] + (_32 << 2u);
                            }
                            uint _34 = 0u;
                            uint _35 = _33;
                            uint _452;
                            for (;;)
                            {
                                uint _385 = _34;
                                uint _392 = t0.words[(_35 + 25u) & 63u] + (_35 << 2u);
                                if ((_392 & 3u) == 1u)
                                {
                                    uint _406 = t0.words[(_392 + 30u) & 63u] + (_392 * 6u);
                                    uint _412 = (_406 * 7u) + t0.words[(_406 + 4u) & 63u];
                                    _36 = (_412 << 2u) + t0.words[(_412 + 44u) & 63u];
                                }
                                else
                                {
                                    _36 = t0.words[(_392 + 53u) & 63u] + _392;
                                }
                                uint _37 = 0u;
                                uint _38 = _36;
                                uint _434;
                                for (;;)
                                {
                                    uint _421 = _37;
                                    uint _422 = _38;
                                    uint _428 = t0.words[(_422 + 26u) & 63u] + (_422 << 2u);
                                    _434 = t0.words[(_428 + 51u) & 63u] + _428;
                                    uint _435 = _421 + 1u;
                                    _37 = _435;
                                    _38 = _434;
                                    if (_435 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _39 = 0u;
                                uint _40 = _434;
                                for (;;)
                                {
                                    uint _437 = _39;
                                    uint _445 = t0.words[(_40 + 33u) & 63u] + (_40 * 6u);
                                    _452 = (_445 * 6u) + t0.words[(_445 + 21u) & 63u];
                                    uint _453 = _437 + 1u;
                                    _39 = _453;
                                    _40 = _452;
                                    if (_453 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _455 = _385 + 1u;
                                _34 = _455;
                                _35 = _452;
                                if (_455 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _462 = t0.words[(_452 + 57u) & 63u] + (_452 * 3u);
                            uint _463 = _306 + 1u;
                            _27 = _463;
                            _28 = _462;
                            if (_463 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _41 = _462;
                        if (((t0.words[_151] ^ 625u) % 3u) == 1u)
                        {
                            _41 = _462;
                            if ((((t0.words[(_462 + 3u) & 63u] ^ 872u) % 6u) | (_462 & 1u)) == 0u)
                            {
                                uint _484 = t0.words[(_462 + 6u) & 63u] + (_462 << 3u);
                                uint _491 = (_484 << 2u) + t0.words[(_484 + 54u) & 63u];
                                _41 = _491 + t0.words[(_491 + 22u) & 63u];
                            }
                        }
                        uint _45 = _41;
                        if (((t0.words[_151] ^ 526u) % 6u) == 1u)
                        {
                            uint _42 = 0u;
                            uint _43 = _41;
                            uint _515;
                            for (;;)
                            {
                                uint _503 = _42;
                                uint _44 = _43;
                                if (((t0.words[_151] ^ 31u) % 3u) == 1u)
                                {
                                    _44 = t0.words[(_43 + 62u) & 63u] + (_43 * 3u);
                                }
                                _515 = _44;
                                uint _516 = _503 + 1u;
                                _42 = _516;
                                _43 = _515;
                                if (_516 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _45 = t0.words[(_515 + 51u) & 63u] + (_515 * 3u);
                        }
                        _529 = t0.words[(_45 + 51u) & 63u] + _45;
                        uint _530 = _304 + 1u;
                        _25 = _530;
                        _26 = _529;
                        if (_530 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _46 = _529;
                    break;
                }
            }
            if (_71_ladder_break)
            {
                break;
            }
            _11 = _46;
            uint _533 = _226 + 1u;
            _21 = _533;
            _22 = _46;
            if (_533 < 3u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_2_exit = 2u;
                break;
            }
        }
        bool _130_ladder_break = false;
        switch (_RESERVED_IDENTIFIER_FIXUP_2_exit)
        {
            case 0u:
            {
                _exit = 2u;
                _130_ladder_break = true;
                break;
            }
            case 1u:
            {
                _exit = 3u;
                _130_ladder_break = true;
                break;
            }
        }
        if (_130_ladder_break)
        {
            break;
        }
        uint _536 = _164 + 1u;
        _14 = true;
        _15 = _536;
        _16 = _11;
        if (_536 < 3u)
        {
            continue;
        }
        else
        {
            _exit = 4u;
            break;
        }
    }
    switch (_exit)
    {
        case 0u:
        {
            u0.words[gl_GlobalInvocationID.x] = _165;
            break;
        }
        case 1u:
        {
            u0.words[gl_GlobalInvocationID.x] = _6;
            break;
        }
        case 2u:
        {
            u0.words[gl_GlobalInvocationID.x] = _9;
            break;
        }
        case 3u:
        {
            u0.words[gl_GlobalInvocationID.x] = t0.words[(_8 + 32u) & 63u] + (_8 * 7u);
            break;
        }
        default:
        {
            u0.words[gl_GlobalInvocationID.x] = t0.words[(_11 + 43u) & 63u] + (_11 * 5u);
            break;
        }
    }
}

