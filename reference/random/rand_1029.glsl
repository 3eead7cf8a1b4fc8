#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _162;

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
    uint _154 = gl_GlobalInvocationID.x & 63u;
    bool _14 = (t0.words[_154] & 1u) == 0u;
    uint _15 = 0u;
    uint _16 = gl_GlobalInvocationID.x;
    uint _168;
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
        uint _167 = _15;
        _168 = _16;
        if (!_14)
        {
            _exit = 0u;
            break;
        }
        uint _20 = _168;
        if (!((_168 & 1u) == 0u))
        {
            uint _17 = 0u;
            uint _18 = _168;
            for (;;)
            {
                uint _171 = _17;
                uint _19 = _18;
                if ((t0.words[(_18 + 45u) & 63u] & 3u) == 2u)
                {
                    uint _188 = t0.words[(_18 + 25u) & 63u] + (_18 << 3u);
                    uint _195 = (_188 * 5u) + t0.words[(_188 + 2u) & 63u];
                    _6 = _195;
                    _19 = _195;
                    if (!((_195 & 1u) == 0u))
                    {
                        _RESERVED_IDENTIFIER_FIXUP_8_exit = 0u;
                        break;
                    }
                }
                uint _205 = t0.words[(_19 + 11u) & 63u] + (_19 * 5u);
                uint _211 = (_205 * 5u) + t0.words[(_205 + 45u) & 63u];
                _7 = _211;
                uint _212 = _171 + 1u;
                _17 = _212;
                _18 = _211;
                if (_212 < 5u)
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
                default:
                {
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
            uint _229 = _21;
            uint _237 = t0.words[(_22 + 29u) & 63u] + (_22 << 3u);
            uint _244 = (_237 << 3u) + t0.words[(_237 + 7u) & 63u];
            _8 = _244;
            bool _72_ladder_break = false;
            switch (_244 & 3u)
            {
                case 0u:
                {
                    if (!(((_8 ^ 229u) % 5u) == 1u))
                    {
                        _RESERVED_IDENTIFIER_FIXUP_2_exit = 1u;
                        _72_ladder_break = true;
                        break;
                    }
                    uint _293 = t0.words[(_8 + 15u) & 63u] + (_8 * 5u);
                    uint _298 = t0.words[(_293 + 5u) & 63u] + _293;
                    _46 = (_298 * 7u) + t0.words[(_298 + 26u) & 63u];
                    break;
                }
                case 1u:
                {
                    uint _23 = 0u;
                    uint _24 = _8;
                    for (;;)
                    {
                        uint _247 = _23;
                        uint _255 = t0.words[(_24 + 57u) & 63u] + (_24 << 1u);
                        _9 = _255;
                        if (((_255 ^ 157u) % 6u) == 0u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_19_exit = 0u;
                            break;
                        }
                        uint _268 = t0.words[(_9 + 32u) & 63u] + (_9 * 6u);
                        _10 = _268;
                        uint _269 = _247 + 1u;
                        _23 = _269;
                        _24 = _268;
                        if (_269 < 4u)
                        {
                            continue;
                        }
                        else
                        {
                            _RESERVED_IDENTIFIER_FIXUP_19_exit = 1u;
                            break;
                        }
                    }
                    bool _80_ladder_break = false;
                    switch (_RESERVED_IDENTIFIER_FIXUP_19_exit)
                    {
                        case 0u:
                        {
                            _RESERVED_IDENTIFIER_FIXUP_2_exit = 0u;
                            _80_ladder_break = true;
                            _72_ladder_break = true;
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
                    _46 = t0.words[(_10 + 10u) & 63u] + (_10 * 7u);
                    break;
                }
                default:
                {
                    uint _25 = 0u;
                    uint _26 = _8;
                    uint _532;
                    uint _27;
                    uint _28;
                    uint _307;
                    for (;;)
                    {
                        _307 = _25;
                        _27 = 0u;
                        _28 = _26;
                        uint _465;
                        uint _29;
                        uint _30;
                        uint _309;
                        for (;;)
                        {
                            _309 = _27;
                            _29 = 0u;
                            _30 = _28;
                            uint _341;
                            for (;;)
                            {
                                uint _311 = _29;
                                uint _318 = t0.words[(_30 + 1u) & 63u] + (_30 << 1u);
                                uint _325 = (_318 * 3u) + t0.words[(_318 + 27u) & 63u];
                                uint _327 = (_325 + 15u) & 63u;
                                if ((t0.words[_327] & 3u) == 3u)
                                {
                                    _31 = (_325 * 5u) + t0.words[_327];
                                }
                                else
                                {
                                    _31 = t0.words[(_325 + 43u) & 63u] + (_325 << 1u);
                                }
                                _341 = _31;
                                uint _342 = _311 + 1u;
                                _29 = _342;
                                _30 = _341;
                                if (_342 == 4u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            uint _33 = _341;
                            if (((_341 ^ 577u) % 6u) == 0u)
                            {
                                uint _354 = t0.words[(_341 + 62u) & 63u] + (_341 << 3u);
                                uint _32 = _354;
                                if (((_354 ^ 884u) % 5u) == 1u)
                                {
                                    uint _364 = t0.words[(_354 + 57u) & 63u] + (_354 * 5u);
                                    uint _371 = (_364 << 3u) + t0.words[(_364 + 28u) & 63u];
                                    _32 = (_371 * 7u) + t0.words[(_371 + 30u) & 63u];
                                }
                                _33 = t0.words[(_32 + 48u) & 63u] + (_32 << 2u);
                            }
                            uint _34 = 0u;
                            uint _35 = _33;
                            uint _455;
                            for (;;)
                            {
                                uint _388 = _34;
                                uint _395 = t0.words[(_35 + 25u) & 63u] + (_35 << 2u);
                                if ((_395 & 3u) == 1u)
                                {
                                    uint _409 = t0.words[(_395 + 30u) & 63u] + (_395 * 6u);
                                    uint _415 = (_409 * 7u) + t0.words[(_409 + 4u) & 63u];
                                    _36 = (_415 << 2u) + t0.words[(_415 + 44u) & 63u];
                                }
                                else
                                {
                                    _36 = t0.words[(_395 + 53u) & 63u] + _395;
                                }
                                uint _37 = 0u;
                                uint _38 = _36;
                                uint _437;
                                for (;;)
                                {
                                    uint _424 = _37;
                                    uint _425 = _38;
                                    uint _431 = t0.words[(_425 + 26u) & 63u] + (_425 << 2u);
                                    _437 = t0.words[(_431 + 51u) & 63u] + _431;
                                    uint _438 = _424 + 1u;
                                    _37 = _438;
                                    _38 = _437;
                                    if (_438 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _39 = 0u;
                                uint _40 = _437;
                                for (;;)
                                {
                                    uint _440 = _39;
                                    uint _448 = t0.words[(_40 + 33u) & 63u] + (_40 * 6u);
                                    _455 = (_448 * 6u) + t0.words[(_448 + 21u) & 63u];
                                    uint _456 = _440 + 1u;
                                    _39 = _456;
                                    _40 = _455;
                                    if (_456 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                uint _458 = _388 + 1u;
                                _34 = _458;
                                _35 = _455;
                                if (_458 == 3u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _465 = t0.words[(_455 + 57u) & 63u] + (_455 * 3u);
                            uint _466 = _309 + 1u;
                            _27 = _466;
                            _28 = _465;
                            if (_466 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _41 = _465;
                        if (((t0.words[_154] ^ 625u) % 3u) == 1u)
                        {
                            _41 = _465;
                            if ((((t0.words[(_465 + 3u) & 63u] ^ 872u) % 6u) | (_465 & 1u)) == 0u)
                            {
                                uint _487 = t0.words[(_465 + 6u) & 63u] + (_465 << 3u);
                                uint _494 = (_487 << 2u) + t0.words[(_487 + 54u) & 63u];
                                _41 = _494 + t0.words[(_494 + 22u) & 63u];
                            }
                        }
                        uint _45 = _41;
                        if (((t0.words[_154] ^ 526u) % 6u) == 1u)
                        {
                            uint _42 = 0u;
                            uint _43 = _41;
                            uint _518;
                            for (;;)
                            {
                                uint _506 = _42;
                                uint _44 = _43;
                                if (((t0.words[_154] ^ 31u) % 3u) == 1u)
                                {
                                    _44 = t0.words[(_43 + 62u) & 63u] + (_43 * 3u);
                                }
                                _518 = _44;
                                uint _519 = _506 + 1u;
                                _42 = _519;
                                _43 = _518;
                                if (_519 == 2u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _45 = t0.words[(_518 + 51u) & 63u] + (_518 * 3u);
                        }
                        _532 = t0.words[(_45 + 51u) & 63u] + _45;
                        uint _533 = _307 + 1u;
                        _25 = _533;
                        _26 = _532;
                        if (_533 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _46 = _532;
                    break;
                }
            }
            if (_72_ladder_break)
            {
                break;
            }
            _11 = _46;
            uint _536 = _229 + 1u;
            _21 = _536;
            _22 = _46;
            if (_536 < 3u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_2_exit = 2u;
                break;
            }
        }
        bool _132_ladder_break = false;
        switch (_RESERVED_IDENTIFIER_FIXUP_2_exit)
        {
            case 0u:
            {
                _exit = 2u;
                _132_ladder_break = true;
                break;
            }
            case 1u:
            {
                _exit = 3u;
                _132_ladder_break = true;
                break;
            }
            default:
            {
                break;
            }
        }
        if (_132_ladder_break)
        {
            break;
        }
        uint _539 = _167 + 1u;
        _14 = true;
        _15 = _539;
        _16 = _11;
        if (_539 < 3u)
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
            u0.words[gl_GlobalInvocationID.x] = _168;
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

