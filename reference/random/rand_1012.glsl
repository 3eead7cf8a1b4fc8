#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _243;

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
    uint _RESERVED_IDENTIFIER_FIXUP_4_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
    uint _RESERVED_IDENTIFIER_FIXUP_00_loop_join = 0u;
    uint _6;
    uint _7;
    uint _13;
    uint _23;
    uint _26;
    uint _29;
    uint _39;
    uint _43;
    uint _44;
    uint _45;
    uint _54;
    uint _56;
    for (;;)
    {
        uint _235 = gl_GlobalInvocationID.x & 63u;
        uint _242 = t0.words[_235];
        uint _252 = t0.words[(gl_GlobalInvocationID.x + 51u) & 63u] + (gl_GlobalInvocationID.x * 3u);
        uint _258 = t0.words[(_252 + 44u) & 63u] + _252;
        uint _8 = 0u;
        uint _9 = (_258 * 7u) + t0.words[(_258 + 25u) & 63u];
        for (;;)
        {
            uint _267 = _8;
            uint _275 = t0.words[(_9 + 13u) & 63u] + (_9 << 3u);
            uint _10 = _275;
            if (((_275 ^ 905u) % 6u) == 0u)
            {
                _10 = t0.words[(_275 + 46u) & 63u] + (_275 << 3u);
            }
            uint _14 = _10;
            if (((t0.words[(_10 + 51u) & 63u] ^ 55u) % 5u) == 0u)
            {
                uint _305 = t0.words[(_10 + 22u) & 63u] + (_10 << 1u);
                uint _312 = (_305 * 5u) + t0.words[(_305 + 9u) & 63u];
                _14 = _312;
                if (((t0.words[(_312 + 37u) & 63u] ^ 715u) % 5u) == 0u)
                {
                    bool _70_ladder_break = false;
                    switch (_312 % 3u)
                    {
                        case 0u:
                        {
                            _14 = t0.words[(_312 + 23u) & 63u] + _312;
                            break;
                        }
                        case 1u:
                        {
                            _14 = _312;
                            if ((_242 & 3u) == 1u)
                            {
                                uint _11 = 0u;
                                uint _12 = t0.words[(_312 + 51u) & 63u] + (_312 * 6u);
                                for (;;)
                                {
                                    uint _331 = _11;
                                    if ((_12 & 1u) == 0u)
                                    {
                                        _13 = t0.words[(_12 + 3u) & 63u];
                                    }
                                    else
                                    {
                                        _13 = t0.words[(_12 + 29u) & 63u];
                                    }
                                    uint _346 = _13 + (_12 * 3u);
                                    _6 = _346;
                                    if (!((t0.words[(_346 + 43u) & 63u] & 1u) == 0u))
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_0_exit = 0u;
                                        break;
                                    }
                                    uint _354 = _331 + 1u;
                                    _11 = _354;
                                    _12 = _6;
                                    if (_354 < 4u)
                                    {
                                        continue;
                                    }
                                    else
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_0_exit = 1u;
                                        break;
                                    }
                                }
                                bool _81_ladder_break = false;
                                switch (_RESERVED_IDENTIFIER_FIXUP_0_exit)
                                {
                                    case 0u:
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_4_exit = 0u;
                                        _81_ladder_break = true;
                                        _70_ladder_break = true;
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                if (_81_ladder_break)
                                {
                                    break;
                                }
                                _14 = t0.words[(_6 + 36u) & 63u] + (_6 * 7u);
                            }
                            break;
                        }
                        default:
                        {
                            _14 = t0.words[(_312 + 24u) & 63u] + (_312 * 5u);
                            break;
                        }
                    }
                    if (_70_ladder_break)
                    {
                        break;
                    }
                }
            }
            uint _386 = t0.words[(_14 + 46u) & 63u] + (_14 * 6u);
            _7 = _386;
            uint _387 = _267 + 1u;
            _8 = _387;
            _9 = _386;
            if (_387 < 5u)
            {
                continue;
            }
            else
            {
                _RESERVED_IDENTIFIER_FIXUP_4_exit = 1u;
                break;
            }
        }
        bool _93_ladder_break = false;
        switch (_RESERVED_IDENTIFIER_FIXUP_4_exit)
        {
            case 0u:
            {
                u0.words[gl_GlobalInvocationID.x] = _6;
                _93_ladder_break = true;
                break;
            }
            default:
            {
                break;
            }
        }
        if (_93_ladder_break)
        {
            break;
        }
        uint _15 = 0u;
        uint _16 = t0.words[(_7 + 19u) & 63u] + (_7 * 6u);
        uint _429;
        uint _17;
        uint _18;
        uint _404;
        for (;;)
        {
            _404 = _15;
            _17 = 0u;
            _18 = _16;
            uint _421;
            for (;;)
            {
                uint _406 = _17;
                uint _407 = _18;
                uint _414 = t0.words[(_407 + 41u) & 63u] + (_407 * 5u);
                _421 = (_414 * 7u) + t0.words[(_414 + 26u) & 63u];
                uint _422 = _406 + 1u;
                _17 = _422;
                _18 = _421;
                if (_422 == 5u)
                {
                    break;
                }
                else
                {
                    continue;
                }
            }
            _429 = t0.words[(_421 + 63u) & 63u] + (_421 * 7u);
            uint _430 = _404 + 1u;
            _15 = _430;
            _16 = _429;
            if (_430 == 3u)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        bool _102_ladder_break = false;
        switch (_429 % 5u)
        {
            case 0u:
            {
                uint _447 = t0.words[(_429 + 63u) & 63u] + (_429 * 5u);
                _23 = t0.words[(_447 + 33u) & 63u] + _447;
                break;
            }
            case 1u:
            {
                _23 = _429;
                if (!((_242 & 1u) == 0u))
                {
                    u0.words[gl_GlobalInvocationID.x] = _429;
                    _102_ladder_break = true;
                    break;
                }
                break;
            }
            case 2u:
            {
                _23 = t0.words[(_429 + 33u) & 63u] + _429;
                break;
            }
            default:
            {
                if (((t0.words[(_429 + 22u) & 63u] ^ 521u) % 3u) == 1u)
                {
                    uint _19 = 0u;
                    uint _20 = _429;
                    uint _524;
                    for (;;)
                    {
                        uint _516 = _19;
                        uint _517 = _20;
                        _524 = t0.words[(_517 + 27u) & 63u] + (_517 << 3u);
                        uint _525 = _516 + 1u;
                        _19 = _525;
                        _20 = _524;
                        if (_525 == 4u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _23 = _524;
                }
                else
                {
                    uint _466 = t0.words[(_429 + 48u) & 63u] + _429;
                    uint _472 = (_466 * 3u) + t0.words[(_466 + 1u) & 63u];
                    _23 = _472;
                    if (((t0.words[(_472 + 19u) & 63u] ^ 250u) % 6u) == 1u)
                    {
                        uint _22 = _472;
                        if (((t0.words[(_472 + 32u) & 63u] ^ 566u) % 3u) == 0u)
                        {
                            uint _21 = _472;
                            if (((_472 ^ 249u) % 5u) == 1u)
                            {
                                _21 = t0.words[(_472 + 61u) & 63u] + (_472 << 2u);
                            }
                            _22 = t0.words[(_21 + 23u) & 63u] + (_21 << 3u);
                        }
                        _23 = t0.words[(_22 + 2u) & 63u] + (_22 * 7u);
                    }
                }
                break;
            }
        }
        if (_102_ladder_break)
        {
            break;
        }
        uint _532 = t0.words[(_23 + 40u) & 63u];
        uint _533 = _532 + _23;
        uint _538 = t0.words[(_533 + 51u) & 63u];
        uint _539 = (_533 * 7u) + _538;
        if ((_539 & 3u) == 2u)
        {
            if ((_242 & 3u) == 2u)
            {
                u0.words[gl_GlobalInvocationID.x] = _539;
                break;
            }
            _56 = t0.words[(_539 + 7u) & 63u] + (_539 * 6u);
        }
        else
        {
            if ((_539 % 3u) == 0u)
            {
                uint _24 = 0u;
                uint _25 = t0.words[(_539 + 4u) & 63u] + (_539 * 5u);
                uint _822;
                for (;;)
                {
                    uint _788 = _24;
                    if ((_25 & 1u) == 0u)
                    {
                        uint _803 = t0.words[(_25 + 24u) & 63u] + (_25 * 6u);
                        uint _809 = t0.words[(_803 + 31u) & 63u] + _803;
                        _26 = _809;
                        if ((_809 & 3u) == 3u)
                        {
                            _26 = _809;
                            if (!(((_242 ^ 810u) % 5u) == 1u))
                            {
                                _26 = t0.words[(_809 + 63u) & 63u] + (_809 << 2u);
                            }
                        }
                    }
                    else
                    {
                        _26 = t0.words[(_25 + 18u) & 63u] + (_25 << 1u);
                    }
                    _822 = _26;
                    uint _823 = _788 + 1u;
                    _24 = _823;
                    _25 = _822;
                    if (_823 == 4u)
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
            else
            {
                if ((t0.words[(_539 + 39u) & 63u] & 3u) == 2u)
                {
                    uint _27 = 0u;
                    uint _28 = _539;
                    uint _680;
                    for (;;)
                    {
                        uint _657 = _27;
                        if ((_28 % 5u) == 0u)
                        {
                            _29 = t0.words[(_28 + 61u) & 63u] + (_28 * 6u);
                        }
                        else
                        {
                            _29 = t0.words[(_28 + 1u) & 63u] + (_28 << 2u);
                        }
                        _680 = t0.words[(_29 + 54u) & 63u] + (_29 * 6u);
                        uint _681 = _657 + 1u;
                        _27 = _681;
                        _28 = _680;
                        if (_681 == 4u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    uint _687 = t0.words[(_680 + 3u) & 63u] + _680;
                    switch (_687 % 3u)
                    {
                        case 0u:
                        {
                            uint _30 = 0u;
                            uint _31 = t0.words[(_687 + 48u) & 63u] + (_687 * 6u);
                            for (;;)
                            {
                                uint _708 = _30;
                                uint _716 = t0.words[(_31 + 53u) & 63u] + (_31 * 5u);
                                uint _34 = _716;
                                if (!(((_242 & 1u) == 0u) || (((t0.words[(_716 + 54u) & 63u] ^ 462u) % 5u) == 0u)))
                                {
                                    uint _733 = t0.words[(_716 + 53u) & 63u] + (_716 << 2u);
                                    _44 = _733;
                                    if (((t0.words[(_733 + 12u) & 63u] ^ 642u) % 5u) == 0u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        uint _32 = 0u;
                                        uint _33 = _733;
                                        uint _769;
                                        for (;;)
                                        {
                                            uint _743 = _32;
                                            uint _744 = _33;
                                            uint _750 = t0.words[(_744 + 17u) & 63u] + _744;
                                            uint _757 = (_750 << 1u) + t0.words[(_750 + 20u) & 63u];
                                            uint _763 = (_757 << 2u) + t0.words[(_757 + 5u) & 63u];
                                            _769 = (_763 * 7u) + t0.words[(_763 + 23u) & 63u];
                                            uint _770 = _743 + 1u;
                                            _32 = _770;
                                            _33 = _769;
                                            if (_770 == 3u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _34 = _769;
                                    }
                                }
                                uint _773 = _708 + 1u;
                                _30 = _773;
                                _31 = _34;
                                _44 = _34;
                                if (_773 < 2u)
                                {
                                    continue;
                                }
                                else
                                {
                                    break;
                                }
                            }
                            _45 = _44;
                            break;
                        }
                        case 1u:
                        {
                            uint _695 = t0.words[(_687 + 11u) & 63u] + (_687 * 5u);
                            _45 = (_695 << 3u) + t0.words[(_695 + 32u) & 63u];
                            break;
                        }
                        default:
                        {
                            _45 = t0.words[(_687 + 46u) & 63u] + (_687 * 3u);
                            break;
                        }
                    }
                }
                else
                {
                    uint _35 = 0u;
                    uint _36 = t0.words[(_539 + 46u) & 63u] + (_539 << 1u);
                    uint _654;
                    for (;;)
                    {
                        uint _557 = _35;
                        switch (_36 & 3u)
                        {
                            case 0u:
                            {
                                uint _37 = 0u;
                                uint _38 = _36;
                                uint _635;
                                for (;;)
                                {
                                    uint _602 = _37;
                                    uint _610 = t0.words[(_38 + 14u) & 63u] + (_38 * 3u);
                                    if (((_242 ^ 840u) % 6u) == 1u)
                                    {
                                        _39 = t0.words[(_610 + 18u) & 63u] + (_610 * 5u);
                                    }
                                    else
                                    {
                                        _39 = t0.words[(_610 + 57u) & 63u] + (_610 << 2u);
                                    }
                                    _635 = t0.words[(_39 + 26u) & 63u] + (_39 * 5u);
                                    uint _636 = _602 + 1u;
                                    _37 = _636;
                                    _38 = _635;
                                    if (_636 == 4u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _43 = _635;
                                break;
                            }
                            case 1u:
                            {
                                uint _42 = _36;
                                if (((_242 ^ 660u) % 5u) == 0u)
                                {
                                    _43 = _36;
                                    if ((_242 & 3u) == 1u)
                                    {
                                        _RESERVED_IDENTIFIER_FIXUP_00_loop_join = 83u;
                                    }
                                    else
                                    {
                                        uint _40 = 0u;
                                        uint _41 = _36;
                                        uint _589;
                                        for (;;)
                                        {
                                            uint _575 = _40;
                                            uint _576 = _41;
                                            uint _582 = t0.words[(_576 + 19u) & 63u] + (_576 << 2u);
                                            _589 = (_582 * 5u) + t0.words[(_582 + 60u) & 63u];
                                            uint _590 = _575 + 1u;
                                            _40 = _590;
                                            _41 = _589;
                                            if (_590 == 2u)
                                            {
                                                break;
                                            }
                                            else
                                            {
                                                continue;
                                            }
                                        }
                                        _42 = _589;
                                        _RESERVED_IDENTIFIER_FIXUP_00_loop_join = 77u;
                                    }
                                }
                                else
                                {
                                    _RESERVED_IDENTIFIER_FIXUP_00_loop_join = 77u;
                                }
                                switch (_RESERVED_IDENTIFIER_FIXUP_00_loop_join)
                                {
                                    case 77u:
                                    {
                                        _43 = t0.words[(_42 + 59u) & 63u] + (_42 << 2u);
                                        break;
                                    }
                                    default:
                                    {
                                        break;
                                    }
                                }
                                break;
                            }
                            case 2u:
                            {
                                _43 = _36;
                                if ((_242 & 3u) == 2u)
                                {
                                    _43 = t0.words[(_36 + 6u) & 63u] + (_36 << 1u);
                                }
                                break;
                            }
                            default:
                            {
                                _43 = _36;
                                if (((_36 ^ 742u) % 5u) == 1u)
                                {
                                    uint _647 = t0.words[(_36 + 18u) & 63u] + (_36 * 3u);
                                    _43 = t0.words[(_647 + 14u) & 63u] + (_647 << 3u);
                                }
                                break;
                            }
                        }
                        _654 = _43;
                        uint _655 = _557 + 1u;
                        _35 = _655;
                        _36 = _654;
                        if (_655 == 3u)
                        {
                            break;
                        }
                        else
                        {
                            continue;
                        }
                    }
                    _45 = _654;
                }
            }
            _56 = _45;
            bool _192_ladder_break = false;
            switch (_45 % 3u)
            {
                case 0u:
                {
                    uint _949 = t0.words[(_45 + 10u) & 63u] + (_45 * 6u);
                    _56 = (_949 * 7u) + t0.words[(_949 + 15u) & 63u];
                    break;
                }
                case 1u:
                {
                    _56 = _45;
                    if (((_242 ^ 127u) % 6u) == 0u)
                    {
                        if (((_45 ^ 478u) % 6u) == 1u)
                        {
                            u0.words[gl_GlobalInvocationID.x] = _45;
                            _192_ladder_break = true;
                            break;
                        }
                        uint _46 = 0u;
                        uint _47 = _45;
                        uint _939;
                        for (;;)
                        {
                            uint _835 = _46;
                            if (((_47 ^ 303u) % 6u) == 0u)
                            {
                                uint _48 = _47;
                                if (((_242 ^ 411u) % 5u) == 1u)
                                {
                                    _48 = t0.words[(_47 + 63u) & 63u] + _47;
                                }
                                uint _49 = 0u;
                                uint _50 = _48;
                                uint _911;
                                for (;;)
                                {
                                    uint _892 = _49;
                                    uint _893 = _50;
                                    uint _899 = t0.words[(_893 + 33u) & 63u] + (_893 << 2u);
                                    uint _905 = (_899 * 7u) + t0.words[(_899 + 13u) & 63u];
                                    _911 = (_905 << 1u) + t0.words[(_905 + 11u) & 63u];
                                    uint _912 = _892 + 1u;
                                    _49 = _912;
                                    _50 = _911;
                                    if (_912 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _54 = t0.words[(_911 + 49u) & 63u] + (_911 * 5u);
                            }
                            else
                            {
                                uint _51 = _47;
                                if ((t0.words[(_47 + 25u) & 63u] & 1u) == 0u)
                                {
                                    uint _852 = t0.words[(_47 + 1u) & 63u] + (_47 << 1u);
                                    _51 = (_852 * 7u) + t0.words[(_852 + 49u) & 63u];
                                }
                                uint _52 = _51;
                                uint _53 = 0u;
                                uint _879;
                                for (;;)
                                {
                                    uint _861 = _52;
                                    uint _862 = _53;
                                    uint _868 = t0.words[(_861 + 39u) & 63u] + (_861 << 2u);
                                    uint _873 = t0.words[(_868 + 17u) & 63u] + _868;
                                    _879 = (_873 << 2u) + t0.words[(_873 + 37u) & 63u];
                                    uint _880 = _862 + 1u;
                                    _52 = _879;
                                    _53 = _880;
                                    if (_880 == 5u)
                                    {
                                        break;
                                    }
                                    else
                                    {
                                        continue;
                                    }
                                }
                                _54 = _879;
                            }
                            uint _55 = _54;
                            if (((_242 ^ 408u) % 6u) == 1u)
                            {
                                uint _930 = t0.words[(_54 + 60u) & 63u] + (_54 << 2u);
                                _55 = _930;
                                if ((_930 % 3u) == 0u)
                                {
                                    _55 = t0.words[(_930 + 54u) & 63u] + (_930 * 6u);
                                }
                            }
                            _939 = _55;
                            uint _940 = _835 + 1u;
                            _46 = _940;
                            _47 = _939;
                            if (_940 == 2u)
                            {
                                break;
                            }
                            else
                            {
                                continue;
                            }
                        }
                        _56 = _939;
                    }
                    break;
                }
                default:
                {
                    break;
                }
            }
            if (_192_ladder_break)
            {
                break;
            }
        }
        u0.words[gl_GlobalInvocationID.x] = _56;
        break;
    }
}

