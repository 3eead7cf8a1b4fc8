#version 450
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#if defined(GL_AMD_gpu_shader_half_float)
#extension GL_AMD_gpu_shader_half_float : require
#elif defined(GL_EXT_shader_explicit_arithmetic_types_float16)
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#else
#error No extension available for FP16.
#endif
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_vote : require
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _20;

layout(set = 0, binding = 1000, std430) readonly buffer t0_words32
{
    uint words[];
} t0;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

uvec4 untangle_wave_match(uint _452)
{
    uvec4 _461;
    for (;;)
    {
        if (_452 == subgroupBroadcastFirst(_452))
        {
            _461 = subgroupBallot(true);
            break;
        }
        else
        {
            continue;
        }
    }
    return _461;
}

uvec4 untangle_wave_match(uint16_t _470)
{
    uvec4 _478;
    for (;;)
    {
        if (_470 == subgroupBroadcastFirst(_470))
        {
            _478 = subgroupBallot(true);
            break;
        }
        else
        {
            continue;
        }
    }
    return _478;
}

uvec4 untangle_wave_match(float16_t _490)
{
    uint16_t _492 = float16BitsToUint16(_490);
    uvec4 _499;
    for (;;)
    {
        if (_492 == subgroupBroadcastFirst(_492))
        {
            _499 = subgroupBallot(true);
            break;
        }
        else
        {
            continue;
        }
    }
    return _499;
}

uvec4 untangle_wave_match(double _513)
{
    uint64_t _515 = doubleBitsToUint64(_513);
    uvec4 _522;
    for (;;)
    {
        if (_515 == subgroupBroadcastFirst(_515))
        {
            _522 = subgroupBallot(true);
            break;
        }
        else
        {
            continue;
        }
    }
    return _522;
}

uint16_t untangle_wave_multi_prefix_0(uint16_t _535, uvec4 _536)
{
    uvec4 _539 = _536 & subgroupBallot(true);
    uint16_t _548;
    for (;;)
    {
        if (all(equal(_539, subgroupBroadcastFirst(_539))))
        {
            _548 = subgroupExclusiveAdd(_535);
            break;
        }
        else
        {
            continue;
        }
    }
    return _548;
}

uint64_t untangle_wave_multi_prefix_4(uint64_t _560, uvec4 _561)
{
    uvec4 _564 = _561 & subgroupBallot(true);
    uint64_t _572;
    for (;;)
    {
        if (all(equal(_564, subgroupBroadcastFirst(_564))))
        {
            _572 = subgroupExclusiveMul(_560);
            break;
        }
        else
        {
            continue;
        }
    }
    return _572;
}

uint64_t untangle_wave_multi_prefix_3(uint64_t _587, uvec4 _588)
{
    uvec4 _591 = _588 & subgroupBallot(true);
    uint64_t _599;
    for (;;)
    {
        if (all(equal(_591, subgroupBroadcastFirst(_591))))
        {
            _599 = subgroupExclusiveXor(_587);
            break;
        }
        else
        {
            continue;
        }
    }
    return _599;
}

double untangle_wave_multi_prefix_0(double _616, uvec4 _617)
{
    uvec4 _620 = _617 & subgroupBallot(true);
    double _628;
    for (;;)
    {
        if (all(equal(_620, subgroupBroadcastFirst(_620))))
        {
            _628 = subgroupExclusiveAdd(_616);
            break;
        }
        else
        {
            continue;
        }
    }
    return _628;
}

void main()
{
    uint _19 = t0.words[gl_GlobalInvocationID.x];
    uint _23 = _19 + 4294967292u;
    float _29 = (float(int(_23)) * 0.5) + 0.75;
    uint _34 = gl_GlobalInvocationID.x << 7u;
    u0.words[_34] = floatBitsToUint(subgroupAdd(_29));
    u0.words[_34 | 1u] = floatBitsToUint(subgroupMul(_29));
    u0.words[_34 | 2u] = floatBitsToUint(subgroupMin(_29));
    u0.words[_34 | 3u] = floatBitsToUint(subgroupMax(_29));
    u0.words[_34 | 4u] = floatBitsToUint(subgroupExclusiveAdd(_29));
    u0.words[_34 | 5u] = floatBitsToUint(subgroupExclusiveMul(_29));
    u0.words[_34 | 6u] = floatBitsToUint(subgroupShuffle(_29, 5u));
    u0.words[_34 | 7u] = floatBitsToUint(subgroupBroadcastFirst(_29));
    u0.words[_34 | 8u] = uint(subgroupAllEqual(_29));
    uint _80 = (_23 * 1000u) | 1u;
    u0.words[_34 | 9u] = subgroupAdd(_80);
    u0.words[_34 | 10u] = subgroupMul(_80);
    u0.words[_34 | 11u] = uint(subgroupMin(int(_80)));
    u0.words[_34 | 12u] = uint(subgroupMax(int(_80)));
    u0.words[_34 | 13u] = subgroupExclusiveAdd(_80);
    u0.words[_34 | 14u] = subgroupExclusiveMul(_80);
    u0.words[_34 | 15u] = subgroupShuffle(_80, 5u);
    u0.words[_34 | 16u] = subgroupBroadcastFirst(_80);
    u0.words[_34 | 17u] = uint(subgroupAllEqual(_80));
    uint _120 = (_19 * 100003u) + gl_GlobalInvocationID.x;
    u0.words[_34 | 18u] = subgroupAdd(_120);
    u0.words[_34 | 19u] = subgroupMul(_120);
    u0.words[_34 | 20u] = subgroupMin(_120);
    u0.words[_34 | 21u] = subgroupMax(_120);
    u0.words[_34 | 22u] = subgroupExclusiveAdd(_120);
    u0.words[_34 | 23u] = subgroupExclusiveMul(_120);
    u0.words[_34 | 24u] = subgroupShuffle(_120, 5u);
    u0.words[_34 | 25u] = subgroupBroadcastFirst(_120);
    u0.words[_34 | 26u] = uint(subgroupAllEqual(_120));
    uint64_t _163 = (uint64_t(int(_23)) << 20ul) | 1ul;
    uint64_t _164 = subgroupAdd(_163);
    u0.words[_34 | 27u] = uint(_164);
    u0.words[_34 | 28u] = uint(_164 >> 32ul);
    uint64_t _175 = subgroupMul(_163);
    u0.words[_34 | 29u] = uint(_175);
    u0.words[_34 | 30u] = uint(_175 >> 32ul);
    uint64_t _185 = uint64_t(subgroupMin(int64_t(_163)));
    u0.words[_34 | 31u] = uint(_185);
    u0.words[_34 | 32u] = uint(_185 >> 32ul);
    uint64_t _195 = uint64_t(subgroupMax(int64_t(_163)));
    u0.words[_34 | 33u] = uint(_195);
    u0.words[_34 | 34u] = uint(_195 >> 32ul);
    uint64_t _205 = subgroupExclusiveAdd(_163);
    u0.words[_34 | 35u] = uint(_205);
    u0.words[_34 | 36u] = uint(_205 >> 32ul);
    uint64_t _215 = subgroupExclusiveMul(_163);
    u0.words[_34 | 37u] = uint(_215);
    u0.words[_34 | 38u] = uint(_215 >> 32ul);
    uint64_t _225 = subgroupShuffle(_163, 5u);
    u0.words[_34 | 39u] = uint(_225);
    u0.words[_34 | 40u] = uint(_225 >> 32ul);
    uint64_t _235 = subgroupBroadcastFirst(_163);
    u0.words[_34 | 41u] = uint(_235);
    u0.words[_34 | 42u] = uint(_235 >> 32ul);
    u0.words[_34 | 43u] = uint(subgroupAllEqual(_163));
    uint64_t _253 = uint64_t(gl_GlobalInvocationID.x);
    uint64_t _254 = (uint64_t(_19) << 36ul) | _253;
    uint64_t _255 = subgroupAdd(_254);
    u0.words[_34 | 44u] = uint(_255);
    u0.words[_34 | 45u] = uint(_255 >> 32ul);
    uint64_t _265 = subgroupMul(_254);
    u0.words[_34 | 46u] = uint(_265);
    u0.words[_34 | 47u] = uint(_265 >> 32ul);
    uint64_t _275 = subgroupMin(_254);
    u0.words[_34 | 48u] = uint(_275);
    u0.words[_34 | 49u] = uint(_275 >> 32ul);
    uint64_t _285 = subgroupMax(_254);
    u0.words[_34 | 50u] = uint(_285);
    u0.words[_34 | 51u] = uint(_285 >> 32ul);
    uint64_t _295 = subgroupExclusiveAdd(_254);
    u0.words[_34 | 52u] = uint(_295);
    u0.words[_34 | 53u] = uint(_295 >> 32ul);
    uint64_t _305 = subgroupExclusiveMul(_254);
    u0.words[_34 | 54u] = uint(_305);
    u0.words[_34 | 55u] = uint(_305 >> 32ul);
    uint64_t _315 = subgroupShuffle(_254, 5u);
    u0.words[_34 | 56u] = uint(_315);
    u0.words[_34 | 57u] = uint(_315 >> 32ul);
    uint64_t _325 = subgroupBroadcastFirst(_254);
    u0.words[_34 | 58u] = uint(_325);
    u0.words[_34 | 59u] = uint(_325 >> 32ul);
    u0.words[_34 | 60u] = uint(subgroupAllEqual(_254));
    double _345 = (double(int(_23)) * 0.125lf) + 1.0lf;
    uvec2 _348 = (subgroupAdd(_345));
    u0.words[_34 | 61u] = _348.x;
    u0.words[_34 | 62u] = _348.y;
    uvec2 _358 = (subgroupMul(_345));
    u0.words[_34 | 63u] = _358.x;
    u0.words[_34 | 64u] = _358.y;
    uvec2 _368 = (subgroupMin(_345));
    u0.words[_34 | 65u] = _368.x;
    u0.words[_34 | 66u] = _368.y;
    uvec2 _378 = (subgroupMax(_345));
    u0.words[_34 | 67u] = _378.x;
    u0.words[_34 | 68u] = _378.y;
    uvec2 _388 = (subgroupExclusiveAdd(_345));
    u0.words[_34 | 69u] = _388.x;
    u0.words[_34 | 70u] = _388.y;
    uvec2 _398 = (subgroupExclusiveMul(_345));
    u0.words[_34 | 71u] = _398.x;
    u0.words[_34 | 72u] = _398.y;
    uvec2 _408 = (subgroupShuffle(_345, 5u));
    u0.words[_34 | 73u] = _408.x;
    u0.words[_34 | 74u] = _408.y;
    uvec2 _418 = (subgroupBroadcastFirst(_345));
    u0.words[_34 | 75u] = _418.x;
    u0.words[_34 | 76u] = _418.y;
    u0.words[_34 | 77u] = uint(subgroupAllEqual(_345));
    float16_t _433 = float16_t(int(_23));
    u0.words[_34 | 78u] = uint(float16BitsToUint16(subgroupExclusiveMul(_433)));
    u0.words[_34 | 79u] = uint(float16BitsToUint16(subgroupBroadcastFirst(_433 + float16_t(0.5))));
    uvec4 _462 = untangle_wave_match(_19);
    uint _463 = _462.x;
    u0.words[_34 | 80u] = untangle_wave_match(uint16_t(_19)).x;
    u0.words[_34 | 81u] = untangle_wave_match(_433 * float16_t(0.5)).x;
    u0.words[_34 | 82u] = untangle_wave_match(double(_19) * 0.25lf).x;
    u0.words[_34 | 83u] = uint(untangle_wave_multi_prefix_0(uint16_t(gl_GlobalInvocationID.x * 3u), uvec4(_463, _462.yzw)));
    uint64_t _574 = untangle_wave_multi_prefix_4((_253 << 8ul) | 1ul, uvec4(_463, _462.yzw));
    u0.words[_34 | 84u] = uint(_574);
    u0.words[_34 | 85u] = uint(_574 >> 32ul);
    uint64_t _601 = untangle_wave_multi_prefix_3(_253 << 34ul, uvec4(_463, _462.yzw));
    u0.words[_34 | 86u] = uint(_601);
    u0.words[_34 | 87u] = uint(_601 >> 32ul);
    uvec2 _631 = (untangle_wave_multi_prefix_0(double(gl_GlobalInvocationID.x) * 0.5lf, uvec4(_463, _462.yzw)));
    u0.words[_34 | 88u] = _631.x;
    u0.words[_34 | 89u] = _631.y;
}

