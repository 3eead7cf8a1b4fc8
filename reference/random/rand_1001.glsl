#version 450
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
    uint _RESERVED_IDENTIFIER_FIXUP_23_exit = 0u;
    uint _6;
    uint _11;
    uint _12;
    uint _19;
    uint _22;
    uint _23;
    uint _26;
    uint _28;
    uint _37;
    uint _38;
    uint _43;
    for (;;)
    {
        uint _203 = gl_GlobalInvocationID.x & 63u;
        uint _210 = t0.words[_203];
        uint _44 = gl_GlobalInvocationID.x;
        if ((gl_GlobalInvocationID.x % 3u) == 0u)
        {
            _44 = gl_GlobalInvocationID.x;
            if (((t0.words[(gl_GlobalInvocationID.x + 40u) & 63u] ^ 954u) % 5u) == 0u)
            {
                bool _52_ladder_break = false;
                switch (gl_GlobalInvocationID.x & 3u)
                {
                    case 0u:
                    {
                        uint _7 = 0u;
                        uint _8 = gl_GlobalInvocationID.x;
                        uint _519;
                        for (;;)
                        {
                            uint _512 = _7;
                            uint _513 = _8;
                            _519 = t0.words[(_513 + 52u) & 63u] + (_513 << 1u);
                            uint _520 = _512 + 1u;
                            _7 = _520;
                            _8 = _519;
                            if (_520 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        uint _9 = 0u;
                        uint _10 = _519;
                        for (;;)
                        {
                            uint _522 = _9;
                            if ((_210 & 1u) == 0u)
                            {
                                _11 = _10;
                                if (((t0.words[(_10 + 27u) & 63u] ^ 42u) % 6u) == 0u)
                                {
                                    uint _558 = t0.words[(_10 + 21u) & 63u] + (_10 * 6u);
                                    if (((_558 ^ 444u) % 3u) == 0u)
                                    {
                                        _11 = t0.words[(_558 + 27u) & 63u] + (_558 << 1u);
                                    }
                                    else
                                    {
                                        uint _568 = t0.words[(_558 + 25u) & 63u] + (_558 * 6u);
                                        uint _575 = (_568 * 3u) + t0.words[(_568 + 56u) & 63u];
                                        _11 = (_575 << 2u) + t0.words[(_575 + 4u) & 63u];
                                    }
                                }
                            }
                            else
                            {
                                uint _530 = t0.words[(_10 + 57u) & 63u] + _10;
                                uint _537 = (_530 * 3u) + t0.words[(_530 + 18u) & 63u];
                                _11 = (_537 << 3u) + t0.words[(_537 + 33u) & 63u];
                            }
                            _22 = _11;
                            if (((_210 ^ 851u) % 6u) == 1u)
                            {
                                break;
                            }
                            else
                            {
                                uint _598 = t0.words[(_11 + 40u) & 63u] + (_11 * 6u);
                                uint _599 = _522 + 1u;
                                _9 = _599;
                                _10 = _598;
                                _22 = _598;
                                if (_599 < 2u)
                                {
                                    continue;
                                }
                                else
                                {
                                    break;
                                }
                            }
                        }
                        _23 = _22;
                        break;
                    }
                    case 1u:
                    {
                        uint _240 = t0.words[(gl_GlobalInvocationID.x + 32u) & 63u];
                        uint _241 = _240 + (gl_GlobalInvocationID.x << 3u);
                        bool _56_ladder_break = false;
                        switch (_241 & 3u)
                        {
                            case 0u:
                            {
                                uint _325 = t0.words[(_241 + 27u) & 63u] + (_241 * 6u);
                                if ((_325 & 3u) == 0u)
                                {
                                    _23 = t0.words[(_325 + 32u) & 63u] + (_325 << 2u);
                                }
                                else
                                {
                                    _23 = _325;
                                    if (!((_210 & 1u) == 0u))
                                    {
                                        uint _336 = t0.words[(_325 + 12u) & 63u] + (_325 << 1u);
                                        _23 = _336;
                                        if (!((_336 & 1u) == 0u))
                                        {
                                            u0.words[gl_GlobalInvocationID.x] = _336;
                                            _56_ladder_break = true;
                                            _52_ladder_break = true;
                                            break;
                                        }
                                    }
                                }
                                break;
                            }
                            case 1u:
                            {
                                uint _243 = _241 % 5u;
                                if (_243 == 0u)
                                {
                                    _12 = t0.words[(_241 + 25u) & 63u] + (_241 << 2u);
                                }
                                else
                                {
                                    _12 = _241;
                                    bool _58_ladder_break = false;
                                    switch (_243)
                                    {
                                        case 3u:
                                        {
                                            uint _282 = t0.words[(_241 + 24u) & 63u] + (_241 * 3u);
                                            _12 = _282;
                                            if (((t0.words[(_282 + 57u) & 63u] ^ 310u) % 6u) == 1u)
                                            {
                                                uint _297 = t0.words[(_282 + 33u) & 63u] + _282;
                                                _12 = (_297 * 7u) + t0.words[_297 & 63u];
                                            }
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _262 = t0.words[(_241 + 52u) & 63u] + (_241 * 5u);
                                            uint _268 = (_262 << 3u) + t0.words[(_262 + 3u) & 63u];
                                            _12 = t0.words[(_268 + 34u) & 63u] + (_268 << 3u);
                                            break;
                                        }
                                        case 2u:
                                        {
                                            _12 = _241;
                                            if (((t0.words[(_241 + 46u) & 63u] ^ 738u) % 6u) == 1u)
                                            {
                                                u0.words[gl_GlobalInvocationID.x] = _241;
                                                _58_ladder_break = true;
                                                _56_ladder_break = true;
                                                _52_ladder_break = true;
                                                break;
                                            }
                                            break;
                                        }
                                        default:
                                        {
                                            break;
                                        }
                                    }
                                    if (_58_ladder_break)
                                    {
                                        break;
                                    }
                                }
                                _23 = t0.words[(_12 + 6u) & 63u] + (_12 << 1u);
                                break;
                            }
                            default:
                            {
                                uint _13 = 0u;
                                uint _14 = _241;
                                uint _486;
                                for (;;)
                                {
                                    uint _346 = _13;
                                    switch (_14 & 3u)
                                    {
                                        case 0u:
                                        {
                                            uint _409 = t0.words[(_14 + 51u) & 63u] + (_14 << 2u);
                                            if (((_210 ^ 533u) % 3u) == 1u)
                                            {
                                                uint _426 = t0.words[(_409 + 8u) & 63u] + (_409 << 3u);
                                                uint _431 = t0.words[(_426 + 57u) & 63u] + _426;
                                                _19 = (_431 << 1u) + t0.words[(_431 + 60u) & 63u];
                                            }
                                            else
                                            {
                                                _19 = t0.words[(_409 + 13u) & 63u] + _409;
                                            }
                                            break;
                                        }
                                        case 1u:
                                        {
                                            uint _15 = 0u;
                                            uint _16 = _14;
                                            uint _400;
                                            for (;;)
                                            {
                                                uint _379 = _15;
                                                uint _380 = _16;
                                                uint _387 = t0.words[(_380 + 4u) & 63u] + (_380 << 1u);
                                                uint _393 = (_387 * 3u) + t0.words[(_387 + 23u) & 63u];
                                                _400 = (_393 << 1u) + t0.words[(_393 + 62u) & 63u];
                                                uint _401 = _379 + 1u;
                                                _15 = _401;
                                                _16 = _400;
                                                if (_401 == 2u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _19 = _400;
                                            break;
                                        }
                                        case 2u:
                                        {
                                            uint _17 = 0u;
                                            uint _18 = t0.words[(_14 + 37u) & 63u] + (_14 * 6u);
                                            uint _376;
                                            for (;;)
                                            {
                                                uint _356 = _17;
                                                uint _357 = _18;
                                                uint _364 = t0.words[(_357 + 49u) & 63u] + (_357 * 7u);
                                                uint _370 = (_364 * 5u) + t0.words[(_364 + 25u) & 63u];
                                                _376 = _370 + t0.words[(_370 + 23u) & 63u];
                                                uint _377 = _356 + 1u;
                                                _17 = _377;
                                                _18 = _376;
                                                if (_377 == 5u)
                                                {
                                                    break;
                                                }
                                                else
                                                {
                                                    continue;
                                                }
                                            }
                                            _19 = _376;
                                            break;
                                        }
                                        default:
                                        {
                                            uint _443 = _14 << 1u;
                                            if (((_210 ^ 903u) % 5u) == 0u)
                                            {
                                                uint _467 = t0.words[(_14 + 13u) & 63u] + _443;
                                                uint _473 = (_467 * 6u) + t0.words[(_467 + 63u) & 63u];
                                                _19 = _473 + t0.words[(_473 + 31u) & 63u];
                                            }
                                            else
                                            {
                                                uint _449 = t0.words[(_14 + 43u) & 63u] + _443;
                                                uint _456 = (_449 << 1u) + t0.words[(_449 + 26u) & 63u];
                                                _19 = (_456 << 3u) + t0.words[(_456 + 3u) & 63u];
                                            }
                                            break;
                                        }
                                    }
                                    _486 = t0.words[(_19 + 25u) & 63u] + (_19 << 2u);
                                    if ((_210 & 3u) == 2u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_23_exit = 0u;
                                        break;
                                    }
                                    uint _20 = 0u;
                                    uint _21 = _486;
                                    for (;;)
                                    {
                                        uint _489 = _20;
                                        uint _497 = t0.words[(_21 + 17u) & 63u] + (_21 * 5u);
                                        uint _503 = (_497 * 5u) + t0.words[(_497 + 6u) & 63u];
                                        _6 = _503;
                                        uint _504 = _489 + 1u;
                                        _20 = _504;
                                        _21 = _503;
                                        if (_504 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _506 = _346 + 1u;
                                    _13 = _506;
                                    _14 = _6;
                                    if (_506 < 3u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_23_exit = 1u;
                                        break;
                                    }
                                }
                                bool _105_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_23_exit)
                                {
                                    case 0u:
                                    {
                                        u0.words[gl_GlobalInvocationID.x] = _486;
                                        _105_ladder_break = true;
                                        _56_ladder_break = true;
                                        _52_ladder_break = true;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                if (_105_ladder_break)
                                {
                                    break;
                                }
                                _23 = _6;
                                break;
                            }
                        }
                        if (_56_ladder_break)
                        {
                            break;
                        }
                        break;
                    }
                    case 2u:
                    {
                        _23 = gl_GlobalInvocationID.x;
                        if (!((_210 & 1u) == 0u))
                        {
                            u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
                            _52_ladder_break = true;
                            break;
                        }
                        break;
                    }
                    default:
                    {
                        _23 = gl_GlobalInvocationID.x;
                        if (((_210 ^ 218u) % 6u) == 1u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
                            _52_ladder_break = true;
                            break;
                        }
                        break;
                    }
                }
                if (_52_ladder_break)
                {
                    break;
                }
                _44 = _23;
                if ((_23 % 3u) == 0u)
                {
                    _44 = _23;
                    bool _130_ladder_break = false;
                    switch (_23 % 5u)
                    {
                        case 0u:
                        {
                            if (((_23 ^ 325u) % 6u) == 1u)
                            {
                                uint _24 = 0u;
                                uint _25 = _23;
                                uint _857;
                                for (;;)
                                {
                                    uint _794 = _24;
                                    uint _27 = _25;
                                    if (!(((t0.words[(_25 + 54u) & 63u] ^ 429u) % 5u) == 1u))
                                    {
                                        uint _809 = t0.words[(_25 + 5u) & 63u] + (_25 * 7u);
                                        if (((_210 ^ 96u) % 3u) == 1u)
                                        {
                                            uint _838 = t0.words[(_809 + 57u) & 63u] + (_809 << 3u);
                                            uint _844 = (_838 * 6u) + t0.words[(_838 + 32u) & 63u];
                                            _26 = _844 + t0.words[(_844 + 21u) & 63u];
                                        }
                                        else
                                        {
                                            uint _820 = t0.words[(_809 + 28u) & 63u] + (_809 * 3u);
                                            uint _825 = (_820 * 5u) + t0.words[_820 & 63u];
                                            _26 = (_825 << 3u) + t0.words[(_825 + 22u) & 63u];
                                        }
                                        _27 = t0.words[(_26 + 9u) & 63u] + _26;
                                    }
                                    _857 = _27;
                                    uint _858 = _794 + 1u;
                                    _24 = _858;
                                    _25 = _857;
                                    if (_858 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _28 = _857;
                            }
                            else
                            {
                                _28 = t0.words[(_23 + 21u) & 63u] + (_23 * 5u);
                            }
                            if ((_28 % 3u) == 0u)
                            {
                                uint _29 = 0u;
                                uint _30 = t0.words[(_28 + 6u) & 63u] + (_28 << 3u);
                                uint _935;
                                for (;;)
                                {
                                    uint _883 = _29;
                                    uint _891 = t0.words[(_30 + 58u) & 63u] + (_30 << 3u);
                                    uint _32 = _891;
                                    if (!(((_891 ^ 120u) % 3u) == 1u))
                                    {
                                        uint _31 = _891;
                                        if (((t0.words[(_891 + 35u) & 63u] ^ 214u) % 5u) == 0u)
                                        {
                                            _31 = t0.words[(_891 + 19u) & 63u] + (_891 << 2u);
                                        }
                                        _32 = _31;
                                        if (((_31 ^ 903u) % 6u) == 0u)
                                        {
                                            uint _921 = t0.words[(_31 + 62u) & 63u] + (_31 << 1u);
                                            uint _927 = (_921 * 3u) + t0.words[(_921 + 13u) & 63u];
                                            _32 = (_927 * 7u) + t0.words[(_927 + 41u) & 63u];
                                        }
                                    }
                                    _935 = _32;
                                    uint _936 = _883 + 1u;
                                    _29 = _936;
                                    _30 = _935;
                                    if (_936 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _44 = _935;
                            }
                            else
                            {
                                _44 = _28;
                                if (((t0.words[(_28 + 15u) & 63u] ^ 873u) % 6u) == 0u)
                                {
                                    _44 = t0.words[(_28 + 40u) & 63u] + (_28 * 6u);
                                }
                            }
                            break;
                        }
                        case 1u:
                        {
                            _44 = t0.words[(_23 + 56u) & 63u] + (_23 << 3u);
                            break;
                        }
                        case 2u:
                        {
                            uint _33 = 0u;
                            uint _34 = _23;
                            uint _770;
                            for (;;)
                            {
                                uint _690 = _33;
                                if (((_34 ^ 357u) % 6u) == 1u)
                                {
                                    uint _35 = 0u;
                                    uint _36 = t0.words[(_34 + 23u) & 63u] + (_34 << 1u);
                                    uint _761;
                                    for (;;)
                                    {
                                        uint _746 = _35;
                                        uint _747 = _36;
                                        uint _754 = t0.words[(_747 + 15u) & 63u] + (_747 * 6u);
                                        _761 = (_754 << 3u) + t0.words[(_754 + 10u) & 63u];
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
                                    _38 = t0.words[(_761 + 21u) & 63u] + (_761 * 7u);
                                }
                                else
                                {
                                    uint _700 = _34 * 5u;
                                    if (((_34 ^ 250u) % 6u) == 1u)
                                    {
                                        uint _718 = t0.words[(_34 + 29u) & 63u] + _700;
                                        uint _725 = (_718 * 5u) + t0.words[(_718 + 16u) & 63u];
                                        _37 = (_725 << 2u) + t0.words[(_725 + 8u) & 63u];
                                    }
                                    else
                                    {
                                        uint _705 = t0.words[(_34 + 54u) & 63u] + _700;
                                        _37 = (_705 << 1u) + t0.words[(_705 + 38u) & 63u];
                                    }
                                    _38 = t0.words[(_37 + 30u) & 63u] + (_37 * 7u);
                                }
                                _770 = _38;
                                uint _771 = _690 + 1u;
                                _33 = _771;
                                _34 = _770;
                                if (_771 == 5u)
                                {
                                    break;
                                }
                                else
                                {
                                    continue;
                                }
                            }
                            _44 = t0.words[_770 & 63u] + (_770 * 6u);
                            break;
                        }
                        case 3u:
                        {
                            if (((t0.words[(_23 + 3u) & 63u] ^ 456u) % 5u) == 1u)
                            {
                                uint _39 = 0u;
                                uint _40 = _23;
                                uint _681;
                                uint _41;
                                uint _42;
                                uint _623;
                                for (;;)
                                {
                                    _623 = _39;
                                    _41 = 0u;
                                    _42 = _40;
                                    uint _644;
                                    for (;;)
                                    {
                                        uint _625 = _41;
                                        uint _626 = _42;
                                        uint _632 = t0.words[(_626 + 5u) & 63u] + (_626 * 6u);
                                        uint _638 = (_632 * 7u) + t0.words[(_632 + 24u) & 63u];
                                        _644 = (_638 * 3u) + t0.words[(_638 + 40u) & 63u];
                                        uint _645 = _625 + 1u;
                                        _41 = _645;
                                        _42 = _644;
                                        if (_645 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    uint _649 = _644 * 7u;
                                    if ((_644 & 3u) == 0u)
                                    {
                                        uint _660 = t0.words[(_644 + 54u) & 63u] + _649;
                                        _43 = (_660 << 2u) + t0.words[(_660 + 61u) & 63u];
                                    }
                                    else
                                    {
                                        _43 = t0.words[(_644 + 23u) & 63u] + _649;
                                    }
                                    uint _674 = t0.words[(_43 + 25u) & 63u] + (_43 * 6u);
                                    _681 = (_674 * 5u) + t0.words[(_674 + 59u) & 63u];
                                    uint _682 = _623 + 1u;
                                    _39 = _682;
                                    _40 = _681;
                                    if (_682 == 2u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _44 = t0.words[(_681 + 53u) & 63u] + _681;
                            }
                            else
                            {
                                _44 = _23;
                                if (((_210 ^ 475u) % 6u) == 1u)
                                {
                                    u0.words[gl_GlobalInvocationID.x] = _23;
                                    _130_ladder_break = true;
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
                    if (_130_ladder_break)
                    {
                        break;
                    }
                }
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _44;
        break;
    }
}

