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
    uvec4 _103 = _100 & subgroupBallot(true);
    uint _112;
    for (;;)
    {
        if (all(equal(_103, subgroupBroadcastFirst(_103))))
        {
            _112 = subgroupExclusiveAdd(_99);
            break;
        }
        else
        {
            continue;
        }
    }
    return _112;
}

uint untangle_wave_multi_prefix_4(uint _119, uvec4 _120)
{
    uvec4 _123 = _120 & subgroupBallot(true);
    uint _131;
    for (;;)
    {
        if (all(equal(_123, subgroupBroadcastFirst(_123))))
        {
            _131 = subgroupExclusiveMul(_119);
            break;
        }
        else
        {
            continue;
        }
    }
    return _131;
}

uint untangle_wave_multi_prefix_1(uint _153, uvec4 _154)
{
    uvec4 _157 = _154 & subgroupBallot(true);
    uint _165;
    for (;;)
    {
        if (all(equal(_157, subgroupBroadcastFirst(_157))))
        {
            _165 = subgroupExclusiveAnd(_153);
            break;
        }
        else
        {
            continue;
        }
    }
    return _165;
}

uint untangle_wave_multi_prefix_2(uint _175, uvec4 _176)
{
    uvec4 _179 = _176 & subgroupBallot(true);
    uint _187;
    for (;;)
    {
        if (all(equal(_179, subgroupBroadcastFirst(_179))))
        {
            _187 = subgroupExclusiveOr(_175);
            break;
        }
        else
        {
            continue;
        }
    }
    return _187;
}

uint untangle_wave_multi_prefix_3(uint _194, uvec4 _195)
{
    uvec4 _198 = _195 & subgroupBallot(true);
    uint _206;
    for (;;)
    {
        if (all(equal(_198, subgroupBroadcastFirst(_198))))
        {
            _206 = subgroupExclusiveXor(_194);
            break;
        }
        else
        {
            continue;
        }
    }
    return _206;
}

float untangle_wave_multi_prefix_0(float _215, uvec4 _216)
{
    uvec4 _219 = _216 & subgroupBallot(true);
    float _227;
    for (;;)
    {
        if (all(equal(_219, subgroupBroadcastFirst(_219))))
        {
            _227 = subgroupExclusiveAdd(_215);
            break;
        }
        else
        {
            continue;
        }
    }
    return _227;
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
        uvec4 _236 = untangle_wave_match(_21);
        uint _237 = _236.x;
        u0.words[_25 + 10u] = _237;
        u0.words[_25 + 11u] = subgroupBallotBitCount((subgroupBallot(true) & gl_SubgroupLtMask) & uvec4(_237, _236.yzw));
    }
}

