#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _264;

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
    uint _RESERVED_IDENTIFIER_FIXUP_10_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_6_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_28_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_35_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 0u;
    uint _6;
    uint _7;
    uint _8;
    uint _9;
    uint _10;
    uint _11;
    uint _12;
    uint _17;
    uint _18;
    uint _19;
    uint _20;
    uint _29;
    uint _30;
    uint _31;
    uint _41;
    uint _50;
    uint _54;
    for (;;)
    {
        uint _256 = gl_GlobalInvocationID.x & 63u;
        uint _263 = t0.words[_256];
        if ((gl_GlobalInvocationID.x % 5u) == 0u)
        {
            uint _282 = t0.words[(gl_GlobalInvocationID.x + 21u) & 63u];
            uint _283 = _282 + (gl_GlobalInvocationID.x << 3u);
            if (((_283 ^ 651u) % 5u) == 1u)
            {
                uint _13 = 0u;
                uint _14 = t0.words[(_283 + 46u) & 63u] + (_283 << 2u);
                for (;;)
                {
                    uint _489 = _13;
                    uint _497 = t0.words[(_14 + 23u) & 63u] + (_14 << 3u);
                    uint _504 = (_497 << 3u) + t0.words[(_497 + 18u) & 63u];
                    if (((t0.words[(_504 + 43u) & 63u] ^ 104u) % 3u) == 0u)
                    {
                        _30 = _504;
                        if (((t0.words[(_504 + 25u) & 63u] ^ 23u) % 6u) == 1u)
                        {
                            _RESERVED_IDENTIFIER_FIXUP_6_exit = 1u;
                            break;
                        }
                        uint _648 = t0.words[(_504 + 13u) & 63u] + (_504 * 3u);
                        _20 = (_648 * 5u) + t0.words[(_648 + 11u) & 63u];
                    }
                    else
                    {
                        uint _15 = 0u;
                        uint _16 = _504;
                        for (;;)
                        {
                            uint _513 = _15;
                            if (((_263 ^ 888u) % 3u) == 0u)
                            {
                                uint _571 = t0.words[(_16 + 48u) & 63u] + (_16 * 5u);
                                uint _577 = (_571 << 2u) + t0.words[(_571 + 29u) & 63u];
                                _18 = (_577 << 3u) + t0.words[(_577 + 15u) & 63u];
                            }
                            else
                            {
                                if (((_16 ^ 647u) % 6u) == 1u)
                                {
                                    uint _548 = t0.words[(_16 + 60u) & 63u] + (_16 * 5u);
                                    uint _554 = (_548 * 6u) + t0.words[(_548 + 1u) & 63u];
                                    _17 = _554 + t0.words[(_554 + 18u) & 63u];
                                }
                                else
                                {
                                    uint _529 = t0.words[(_16 + 29u) & 63u] + (_16 << 1u);
                                    uint _535 = (_529 * 5u) + t0.words[(_529 + 3u) & 63u];
                                    _17 = (_535 * 6u) + t0.words[(_535 + 16u) & 63u];
                                }
                                _6 = _17;
                                _18 = _17;
                                if (((_263 ^ 776u) % 5u) == 0u)
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                                    break;
                                }
                            }
                            uint _592 = t0.words[(_18 + 53u) & 63u] + (_18 * 5u);
                            if ((_592 % 3u) == 0u)
                            {
                                if (((_263 ^ 903u) % 3u) == 0u)
                                {
                                    uint _617 = t0.words[(_592 + 48u) & 63u] + (_592 << 3u);
                                    uint _623 = (_617 * 7u) + t0.words[(_617 + 3u) & 63u];
                                    _19 = (_623 * 5u) + t0.words[(_623 + 6u) & 63u];
                                }
                                else
                                {
                                    _19 = t0.words[(_592 + 13u) & 63u] + (_592 << 2u);
                                }
                            }
                            else
                            {
                                _19 = t0.words[(_592 + 26u) & 63u] + (_592 * 5u);
                            }
                            _7 = _19;
                            uint _631 = _513 + 1u;
                            _15 = _631;
                            _16 = _19;
                            if (_631 < 4u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_0_exit = 1u;
                                break;
                            }
                        }
                        bool _135_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
                        {
                            case 0u:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_6_exit = 0u;
                                _135_ladder_break = true;
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_135_ladder_break)
                        {
                            break;
                        }
                        _20 = _7;
                    }
                    uint _657 = _489 + 1u;
                    _13 = _657;
                    _14 = _20;
                    _30 = _20;
                    if (_657 < 3u)
                    {
                        continue;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_6_exit = 1u;
                        break;
                    }
                }
                bool _146_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_6_exit)
                {
                    case 0u:
                    {
                        u0.words[gl_GlobalInvocationID.x] = _6;
                        _146_ladder_break = true;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_146_ladder_break)
                {
                    break;
                }
                _31 = _30;
            }
            else
            {
                if (((t0.words[(_283 + 21u) & 63u] ^ 87u) % 5u) == 1u)
                {
                    u0.words[gl_GlobalInvocationID.x] = _283;
                    break;
                }
                bool _70_ladder_break = false;
                switch (_283 % 3u)
                {
                    case 0u:
                    {
                        uint _21 = 0u;
                        uint _22 = _283;
                        uint _324;
                        for (;;)
                        {
                            uint _323 = _21;
                            _324 = _22;
                            uint _26 = _324;
                            if (!(((t0.words[(_324 + 56u) & 63u] ^ 238u) % 5u) == 0u))
                            {
                                bool _78_ladder_break = false;
                                switch (_324 & 3u)
                                {
                                    case 0u:
                                    {
                                        uint _23 = 0u;
                                        uint _24 = _324;
                                        uint _25;
                                        uint _354;
                                        uint _368;
                                        for (;;)
                                        {
                                            _354 = _23;
                                            uint _355 = _24;
                                            uint _361 = t0.words[(_355 + 49u) & 63u] + _355;
                                            _368 = (_361 << 3u) + t0.words[(_361 + 35u) & 63u];
                                            _25 = _368;
                                            if ((_368 & 1u) == 0u)
                                            {
                                                uint _376 = t0.words[(_368 + 43u) & 63u] + (_368 << 2u);
                                                uint _377 = _354 + 1u;
                                                _23 = _377;
                                                _24 = _376;
                                                _25 = _376;
                                                if (_377 < 2u)
                                                {
                                                    continue;
                                                }
                                                else
                                                {
                                                    break;
                                                }
                                            }
                                            else
                                            {
                                                break;
                                            }
                                        }
                                        _26 = _25;
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _26 = t0.words[(_324 + 4u) & 63u] + (_324 * 3u);
                                        break;
                                    }
                                    case 2u:
                                    {
                                        if (((_324 ^ 742u) % 5u) == 1u)
                                        {
                                            _RESERVED_IDENTIFIER_FIXUP_10_exit = 0u;
                                            _78_ladder_break = true;
                                            break;
                                        }
                                        _26 = t0.words[(_324 + 43u) & 63u] + (_324 << 2u);
                                        break;
                                    }
                                    default:
                                    {
                                        _26 = t0.words[(_324 + 51u) & 63u] + (_324 * 6u);
                                        break;
                                    }
                                }
                                if (_78_ladder_break)
                                {
                                    break;
                                }
                            }
                            _8 = _26;
                            uint _389 = _323 + 1u;
                            _21 = _389;
                            _22 = _26;
                            if (_389 < 3u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_10_exit = 1u;
                                break;
                            }
                        }
                        bool _92_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_10_exit)
                        {
                            case 0u:
                            {
                                u0.words[gl_GlobalInvocationID.x] = _324;
                                _92_ladder_break = true;
                                _70_ladder_break = true;
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
                        _29 = _8;
                        break;
                    }
                    case 1u:
                    {
                        uint _27 = 0u;
                        uint _28 = t0.words[(_283 + 55u) & 63u] + (_283 << 3u);
                        uint _320;
                        for (;;)
                        {
                            uint _304 = _27;
                            uint _305 = _28;
                            uint _313 = t0.words[(_305 + 36u) & 63u] + (_305 * 7u);
                            _320 = (_313 * 5u) + t0.words[(_313 + 16u) & 63u];
                            uint _321 = _304 + 1u;
                            _27 = _321;
                            _28 = _320;
                            if (_321 == 3u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _29 = _320;
                        break;
                    }
                    default:
                    {
                        if (((t0.words[(_283 + 28u) & 63u] ^ 997u) % 5u) == 1u)
                        {
                            if ((_263 & 3u) == 1u)
                            {
                                u0.words[gl_GlobalInvocationID.x] = _283;
                                _70_ladder_break = true;
                                break;
                            }
                            _29 = t0.words[(_283 + 22u) & 63u] + (_283 << 1u);
                        }
                        else
                        {
                            uint _413 = t0.words[(_283 + 24u) & 63u] + (_283 * 3u);
                            switch (_413 & 3u)
                            {
                                case 0u:
                                {
                                    if ((_413 % 5u) == 0u)
                                    {
                                        _29 = _413;
                                        if ((t0.words[(_413 + 57u) & 63u] & 3u) == 0u)
                                        {
                                            uint _443 = t0.words[(_413 + 58u) & 63u] + (_413 << 2u);
                                            uint _449 = (_443 * 6u) + t0.words[(_443 + 49u) & 63u];
                                            _29 = (_449 * 7u) + t0.words[(_449 + 59u) & 63u];
                                        }
                                    }
                                    else
                                    {
                                        _29 = t0.words[(_413 + 8u) & 63u] + (_413 << 2u);
                                    }
                                    break;
                                }
                                case 1u:
                                {
                                    _29 = t0.words[(_413 + 16u) & 63u] + (_413 * 5u);
                                    break;
                                }
                                default:
                                {
                                    _29 = t0.words[(_413 + 58u) & 63u] + (_413 << 2u);
                                    break;
                                }
                            }
                        }
                        break;
                    }
                }
                if (_70_ladder_break)
                {
                    break;
                }
                _31 = t0.words[(_29 + 30u) & 63u] + (_29 * 5u);
            }
        }
        else
        {
            _31 = t0.words[(gl_GlobalInvocationID.x + 26u) & 63u] + gl_GlobalInvocationID.x;
        }
        uint _668 = t0.words[(_31 + 53u) & 63u];
        uint _669 = _668 + (_31 << 3u);
        uint _674 = t0.words[(_669 + 35u) & 63u];
        uint _675 = (_669 * 6u) + _674;
        uint _680 = t0.words[(_675 + 15u) & 63u];
        uint _681 = (_675 * 6u) + _680;
        uint _55 = _681;
        if (((_263 ^ 730u) % 5u) == 1u)
        {
            if (((_681 ^ 929u) % 3u) == 1u)
            {
                u0.words[gl_GlobalInvocationID.x] = _681;
                break;
            }
            uint _32 = 0u;
            uint _33 = _681;
            for (;;)
            {
                uint _690 = _32;
                if ((_33 & 3u) == 1u)
                {
                    uint _963 = t0.words[(_33 + 11u) & 63u] + (_33 * 5u);
                    uint _969 = (_963 * 6u) + t0.words[(_963 + 62u) & 63u];
                    _54 = _969;
                    _50 = _969;
                    if (((_263 ^ 56u) % 3u) == 1u)
                    {
                        _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 113u;
                    }
                    else
                    {
                        _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 98u;
                    }
                }
                else
                {
                    uint _34 = _33;
                    if (((t0.words[(_33 + 58u) & 63u] ^ 473u) % 6u) == 1u)
                    {
                        uint _708 = t0.words[(_33 + 47u) & 63u] + (_33 << 1u);
                        uint _714 = (_708 << 1u) + t0.words[(_708 + 47u) & 63u];
                        _34 = _714 + t0.words[(_714 + 55u) & 63u];
                    }
                    uint _35 = 0u;
                    uint _36 = _34;
                    uint _762;
                    uint _37;
                    uint _38;
                    uint _721;
                    for (;;)
                    {
                        _721 = _35;
                        uint _727 = t0.words[(_36 + 16u) & 63u] + _36;
                        _37 = 0u;
                        _38 = (_727 * 3u) + t0.words[(_727 + 4u) & 63u];
                        uint _754;
                        for (;;)
                        {
                            uint _734 = _37;
                            uint _735 = _38;
                            uint _742 = t0.words[(_735 + 44u) & 63u] + (_735 << 2u);
                            uint _748 = (_742 << 3u) + t0.words[(_742 + 7u) & 63u];
                            _754 = (_748 * 3u) + t0.words[(_748 + 28u) & 63u];
                            uint _755 = _734 + 1u;
                            _37 = _755;
                            _38 = _754;
                            if (_755 == 5u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _762 = t0.words[(_754 + 35u) & 63u] + (_754 * 3u);
                        uint _763 = _721 + 1u;
                        _35 = _763;
                        _36 = _762;
                        if (_763 == 2u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    bool _164_ladder_break = false;
                    switch (_762 % 5u)
                    {
                        case 0u:
                        {
                            uint _848 = t0.words[(_762 + 35u) & 63u] + (_762 << 2u);
                            _9 = _848;
                            bool _177_ladder_break = false;
                            switch (_848 & 3u)
                            {
                                case 0u:
                                {
                                    uint _39 = 0u;
                                    uint _40 = _9;
                                    uint _942;
                                    for (;;)
                                    {
                                        uint _879 = _39;
                                        switch (_40 % 5u)
                                        {
                                            case 0u:
                                            {
                                                _41 = t0.words[(_40 + 47u) & 63u] + (_40 * 6u);
                                                break;
                                            }
                                            case 1u:
                                            {
                                                _41 = t0.words[(_40 + 22u) & 63u] + (_40 * 5u);
                                                break;
                                            }
                                            case 2u:
                                            {
                                                uint _888 = t0.words[(_40 + 39u) & 63u] + (_40 * 7u);
                                                _41 = (_888 << 1u) + t0.words[(_888 + 12u) & 63u];
                                                break;
                                            }
                                            default:
                                            {
                                                _41 = t0.words[(_40 + 24u) & 63u] + (_40 * 6u);
                                                break;
                                            }
                                        }
                                        uint _42 = 0u;
                                        uint _43 = _41;
                                        for (;;)
                                        {
                                            uint _915 = _42;
                                            uint _923 = t0.words[(_43 + 61u) & 63u] + (_43 * 3u);
                                            uint _929 = (_923 * 6u) + t0.words[(_923 + 24u) & 63u];
                                            uint _935 = (_929 * 5u) + t0.words[(_929 + 23u) & 63u];
                                            _942 = (_935 << 2u) + t0.words[(_935 + 38u) & 63u];
                                            uint _943 = _915 + 1u;
                                            _42 = _943;
                                            _43 = _942;
                                            if (_943 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        if ((_942 & 1u) == 0u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            uint _947 = _879 + 1u;
                                            _39 = _947;
                                            _40 = _942;
                                            if (_947 < 2u)
                                            {
                                                continue;
                                            }
                                            else
                                            {
                                                break;
                                            }
                                        }
                                    }
                                    _50 = _942;
                                    _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 98u;
                                    break;
                                }
                                case 1u:
                                {
                                    uint _44 = 0u;
                                    uint _45 = _9;
                                    uint _875;
                                    for (;;)
                                    {
                                        uint _868 = _44;
                                        uint _869 = _45;
                                        _875 = t0.words[(_869 + 54u) & 63u] + _869;
                                        uint _876 = _868 + 1u;
                                        _44 = _876;
                                        _45 = _875;
                                        if (_876 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _50 = _875;
                                    _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 98u;
                                    break;
                                }
                                case 2u:
                                {
                                    uint _46 = _9;
                                    if (!((_9 & 1u) == 0u))
                                    {
                                        _46 = t0.words[(_9 + 5u) & 63u] + (_9 << 2u);
                                    }
                                    _50 = t0.words[(_46 + 63u) & 63u] + (_46 * 6u);
                                    _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 98u;
                                    break;
                                }
                                default:
                                {
                                    _50 = _9;
                                    if ((_263 & 1u) == 0u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_28_exit = 0u;
                                        _177_ladder_break = true;
                                        _164_ladder_break = true;
                                        break;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 98u;
                                    }
                                    break;
                                }
                            }
                            if (_177_ladder_break)
                            {
                                break;
                            }
                            break;
                        }
                        case 1u:
                        {
                            if (((_263 ^ 775u) % 5u) == 0u)
                            {
                                uint _836 = t0.words[(_762 + 57u) & 63u] + (_762 * 3u);
                                _50 = (_836 * 3u) + t0.words[(_836 + 6u) & 63u];
                                _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 98u;
                            }
                            else
                            {
                                uint _776 = t0.words[(_762 + 62u) & 63u] + (_762 << 1u);
                                uint _781 = t0.words[(_776 + 53u) & 63u] + _776;
                                _50 = _781;
                                if ((t0.words[(_781 + 20u) & 63u] & 3u) == 2u)
                                {
                                    uint _47 = _781;
                                    if (((_781 ^ 134u) % 5u) == 1u)
                                    {
                                        uint _799 = t0.words[(_781 + 22u) & 63u] + (_781 * 5u);
                                        _47 = (_799 * 3u) + t0.words[(_799 + 26u) & 63u];
                                    }
                                    uint _48 = 0u;
                                    uint _49 = _47;
                                    uint _821;
                                    for (;;)
                                    {
                                        uint _807 = _48;
                                        uint _808 = _49;
                                        uint _815 = t0.words[(_808 + 34u) & 63u] + (_808 << 2u);
                                        _821 = (_815 << 1u) + t0.words[(_815 + 58u) & 63u];
                                        uint _822 = _807 + 1u;
                                        _48 = _822;
                                        _49 = _821;
                                        if (_822 == 4u)
                                        {
                                            break;
                                        }
                                        else
                                        {
                                            continue;
                                        }
                                    }
                                    _50 = t0.words[(_821 + 41u) & 63u] + (_821 << 3u);
                                    _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 98u;
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 98u;
                                }
                            }
                            break;
                        }
                        default:
                        {
                            _50 = t0.words[(_762 + 10u) & 63u] + _762;
                            _RESERVED_IDENTIFIER_FIXUP_28_loop_join = 98u;
                            break;
                        }
                    }
                    if (_164_ladder_break)
                    {
                        break;
                    }
                }
                bool _210_ladder_break = false;
                switch (_RESERVED_IDENTIFIER_FIXUP_28_loop_join)
                {
                    case 98u:
                    {
                        uint _51 = t0.words[_50 & 63u] + (_50 << 1u);
                        uint _52 = 0u;
                        for (;;)
                        {
                            _10 = _51;
                            uint _982 = _52;
                            uint _53 = _51;
                            if ((_51 & 3u) == 0u)
                            {
                                bool _214_ladder_break = false;
                                switch (_10 % 3u)
                                {
                                    case 0u:
                                    {
                                        if (((_10 ^ 188u) % 6u) == 1u)
                                        {
                                            if (!((_263 & 1u) == 0u))
                                            {
                                                _RESERVED_IDENTIFIER_FIXUP_35_exit = 0u;
                                                _214_ladder_break = true;
                                                break;
                                            }
                                            _53 = _10;
                                            if (((_10 ^ 237u) % 3u) == 1u)
                                            {
                                                uint _1038 = t0.words[(_10 + 54u) & 63u] + _10;
                                                uint _1045 = (_1038 * 3u) + t0.words[(_1038 + 33u) & 63u];
                                                _53 = (_1045 * 5u) + t0.words[(_1045 + 31u) & 63u];
                                            }
                                        }
                                        else
                                        {
                                            uint _1004 = t0.words[(_10 + 61u) & 63u] + (_10 << 3u);
                                            uint _1011 = (_1004 * 6u) + t0.words[(_1004 + 40u) & 63u];
                                            uint _1016 = t0.words[(_1011 + 28u) & 63u] + _1011;
                                            _53 = _1016;
                                            if (!((_263 & 1u) == 0u))
                                            {
                                                _53 = t0.words[(_1016 + 50u) & 63u] + (_1016 << 3u);
                                            }
                                        }
                                        break;
                                    }
                                    case 1u:
                                    {
                                        _53 = t0.words[(_10 + 1u) & 63u] + _10;
                                        break;
                                    }
                                    default:
                                    {
                                        _53 = _10;
                                        if (((_10 ^ 865u) % 6u) == 1u)
                                        {
                                            uint _1064 = t0.words[(_10 + 33u) & 63u] + (_10 << 3u);
                                            uint _1070 = t0.words[(_1064 + 60u) & 63u] + (_1064 * 5u);
                                            _53 = (_1070 * 5u) + t0.words[(_1070 + 41u) & 63u];
                                        }
                                        break;
                                    }
                                }
                                if (_214_ladder_break)
                                {
                                    break;
                                }
                            }
                            _11 = _53;
                            uint _1078 = _982 + 1u;
                            _51 = _53;
                            _52 = _1078;
                            if (_1078 < 3u)
                            {
                                continue;
                            }
                            else
                            {
                                _RESERVED_IDENTIFIER_FIXUP_35_exit = 1u;
                                break;
                            }
                        }
                        bool _232_ladder_break = false;
                        switch (_RESERVED_IDENTIFIER_FIXUP_35_exit)
                        {
                            case 0u:
                            {
                                _RESERVED_IDENTIFIER_FIXUP_28_exit = 1u;
                                _232_ladder_break = true;
                                _210_ladder_break = true;
                                break;
                            }
                            default:
                            {
                                break;
                            }
                        }
                        if (_232_ladder_break)
                        {
                            break;
                        }
                        _54 = _11;
                        break;
                    }
                    default:
                    {
                        break;
                    }
                }
                if (_210_ladder_break)
                {
                    break;
                }
                _12 = _54;
                uint _1083 = _690 + 1u;
                _32 = _1083;
                _33 = _54;
                if (_1083 < 2u)
                {
                    continue;
                }
                else
                {
                    _RESERVED_IDENTIFIER_FIXUP_28_exit = 2u;
                    break;
                }
            }
            bool _240_ladder_break = false;
            switch (_RESERVED_IDENTIFIER_FIXUP_28_exit)
            {
                case 0u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _9;
                    _240_ladder_break = true;
                    break;
                }
                case 1u:
                {
                    u0.words[gl_GlobalInvocationID.x] = _10;
                    _240_ladder_break = true;
                    break;
                }
                default:
                {
                    break;
                }
            }
            if (_240_ladder_break)
            {
                break;
            }
            _55 = _12;
        }
        u0.words[gl_GlobalInvocationID.x] = _55;
        break;
    }
}

