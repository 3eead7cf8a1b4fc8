#version 450
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _22;

layout(set = 0, binding = 1000, std430) readonly buffer t0_words32
{
    uint words[];
} t0;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

uvec4 untangle_wave_match(uint _29)
{
    uvec4 _40;
    for (;;)
    {
        if (_29 == subgroupBroadcastFirst(_29))
        {
            _40 = subgroupBallot(true);
            break;
        }
        else
        {
            continue;
        }
    }
    return _40;
}

uvec4 untangle_wave_match(float _57)
{
    uint _59 = floatBitsToUint(_57);
    uvec4 _66;
    for (;;)
    {
        if (_59 == subgroupBroadcastFirst(_59))
        {
            _66 = subgroupBallot(true);
            break;
        }
        else
        {
            continue;
        }
    }
    return _66;
}

uvec4 untangle_wave_match(uint64_t _80)
{
    uvec4 _88;
    for (;;)
    {
        if (_80 == subgroupBroadcastFirst(_80))
        {
            _88 = subgroupBallot(true);
            break;
        }
        else
        {
            continue;
        }
    }
    return _88;
}

uint untangle_wave_multi_prefix_0(uint _99, uvec4 _100)
{
    uint _110;
    for (;;)
    {
        if (all(equal(_100, subgroupBroadcastFirst(_100))))
        {
            _110 = subgroupExclusiveAdd(_99);
            break;
        }
        else
        {
            continue;
        }
    }
    return _110;
}

uint untangle_wave_multi_prefix_4(uint _117, uvec4 _118)
{
    uint _127;
    for (;;)
    {
        if (all(equal(_118, subgroupBroadcastFirst(_118))))
        {
            _127 = subgroupExclusiveMul(_117);
            break;
        }
        else
        {
            continue;
        }
    }
    return _127;
}

uint untangle_wave_multi_prefix_1(uint _149, uvec4 _150)
{
    uint _159;
    for (;;)
    {
        if (all(equal(_150, subgroupBroadcastFirst(_150))))
        {
            _159 = subgroupExclusiveAnd(_149);
            break;
        }
        else
        {
            continue;
        }
    }
    return _159;
}

uint untangle_wave_multi_prefix_2(uint _169, uvec4 _170)
{
    uint _179;
    for (;;)
    {
        if (all(equal(_170, subgroupBroadcastFirst(_170))))
        {
            _179 = subgroupExclusiveOr(_169);
            break;
        }
        else
        {
            continue;
        }
    }
    return _179;
}

uint untangle_wave_multi_prefix_3(uint _186, uvec4 _187)
{
    uint _196;
    for (;;)
    {
        if (all(equal(_187, subgroupBroadcastFirst(_187))))
        {
            _196 = subgroupExclusiveXor(_186);
            break;
        }
        else
        {
            continue;
        }
    }
    return _196;
}

float untangle_wave_multi_prefix_0(float _205, uvec4 _206)
{
    float _215;
    for (;;)
    {
        if (all(equal(_206, subgroupBroadcastFirst(_206))))
        {
            _215 = subgroupExclusiveAdd(_205);
            break;
        }
        else
        {
            continue;
        }
    }
    return _215;
}

void main()
{
    uint _21 = t0.words[gl_GlobalInvocationID.x];
    uint _25 = gl_GlobalInvocationID.x * 12u;
    uvec4 _41 = untangle_wave_match(_21);
    uint _42 = _41.x;
    u0.words[_25] = _42;
    u0.words[_25 | 1u] = untangle_wave_match(float(_21) * 0.5).x;
    u0.words[_25 | 2u] = untangle_wave_match(uint64_t(_21) << 40ul).x;
    u0.words[_25 | 3u] = untangle_wave_multi_prefix_0(gl_GlobalInvocationID.x, uvec4(_42, _41.yzw));
    u0.words[_25 + 4u] = untangle_wave_multi_prefix_4(gl_GlobalInvocationID.x + 1u, uvec4(_42, _41.yzw));
    u0.words[_25 + 5u] = subgroupBallotBitCount((subgroupBallot((gl_GlobalInvocationID.x & 1u) != 0u) & gl_SubgroupLtMask) & uvec4(_42, _41.yzw));
    u0.words[_25 + 6u] = untangle_wave_multi_prefix_1(gl_GlobalInvocationID.x | 16u, uvec4(_42, _41.yzw));
    u0.words[_25 + 7u] = untangle_wave_multi_prefix_2(1u << (gl_GlobalInvocationID.x & 7u), uvec4(_42, _41.yzw));
    u0.words[_25 + 8u] = untangle_wave_multi_prefix_3(gl_GlobalInvocationID.x * 3u, uvec4(_42, _41.yzw));
    u0.words[_25 + 9u] = floatBitsToUint(untangle_wave_multi_prefix_0(float(gl_GlobalInvocationID.x), uvec4(_42, _41.yzw)));
    if (!((gl_GlobalInvocationID.x % 3u) == 0u))
    {
        uvec4 _224 = untangle_wave_match(_21);
        uint _225 = _224.x;
        u0.words[_25 + 10u] = _225;
        u0.words[_25 + 11u] = subgroupBallotBitCount((subgroupBallot(true) & gl_SubgroupLtMask) & uvec4(_225, _224.yzw));
    }
}

