#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_16bit_storage : require
#if defined(GL_AMD_gpu_shader_half_float)
#extension GL_AMD_gpu_shader_half_float : require
#elif defined(GL_EXT_shader_explicit_arithmetic_types_float16)
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#else
#error No extension available for FP16.
#endif
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_vote : require
#extension GL_KHR_shader_subgroup_basic : require
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

void main()
{
    uint _19 = t0.words[gl_GlobalInvocationID.x];
    uint _23 = _19 + 4294967292u;
    uint16_t _25 = uint16_t(_19);
    uint _30 = gl_GlobalInvocationID.x << 6u;
    u0.words[_30] = uint(subgroupAdd(_25));
    u0.words[_30 | 1u] = uint(subgroupMul(_25));
    u0.words[_30 | 2u] = uint(subgroupMin(_25));
    u0.words[_30 | 3u] = uint(subgroupMax(_25));
    u0.words[_30 | 4u] = uint(subgroupExclusiveAdd(_25));
    u0.words[_30 | 5u] = uint(subgroupExclusiveMul(_25));
    u0.words[_30 | 6u] = uint(subgroupShuffle(_25, 5u));
    u0.words[_30 | 7u] = uint(subgroupBroadcastFirst(_25));
    u0.words[_30 | 8u] = uint(subgroupAllEqual(_25));
    uint16_t _74 = uint16_t(_23);
    u0.words[_30 | 9u] = uint(int16_t(subgroupAdd(_74)));
    u0.words[_30 | 10u] = uint(int16_t(subgroupMul(_74)));
    u0.words[_30 | 11u] = uint(int16_t(uint16_t(subgroupMin(int16_t(_74)))));
    u0.words[_30 | 12u] = uint(int16_t(uint16_t(subgroupMax(int16_t(_74)))));
    u0.words[_30 | 13u] = uint(int16_t(subgroupExclusiveAdd(_74)));
    u0.words[_30 | 14u] = uint(int16_t(subgroupExclusiveMul(_74)));
    u0.words[_30 | 15u] = uint(int16_t(subgroupShuffle(_74, 5u)));
    u0.words[_30 | 16u] = uint(int16_t(subgroupBroadcastFirst(_74)));
    u0.words[_30 | 17u] = uint(subgroupAllEqual(_74));
    u0.words[_30 | 18u] = subgroupAnd(_19 | 8u);
    u0.words[_30 | 19u] = subgroupOr(_19);
    u0.words[_30 | 20u] = subgroupXor(_19);
    float16_t _134 = float16_t(int(_23));
    u0.words[_30 | 21u] = uint(float16BitsToUint16(subgroupAdd(_134)));
    u0.words[_30 | 22u] = uint(float16BitsToUint16(subgroupMul(_134)));
    u0.words[_30 | 23u] = uint(float16BitsToUint16(subgroupMin(_134)));
    u0.words[_30 | 24u] = uint(float16BitsToUint16(subgroupMax(_134)));
    u0.words[_30 | 25u] = uint(float16BitsToUint16(subgroupExclusiveAdd(_134)));
    u0.words[_30 | 26u] = uint(float16BitsToUint16(subgroupShuffle(_134, 3u)));
    u0.words[_30 | 27u] = uint(subgroupAllEqual(_134));
    uint64_t _179 = uint64_t(_23) << 33ul;
    uint64_t _180 = subgroupAdd(_179);
    u0.words[_30 | 28u] = uint(_180);
    u0.words[_30 | 29u] = uint(_180 >> 32ul);
    uint64_t _191 = uint64_t(subgroupMin(int64_t(_179)));
    u0.words[_30 | 30u] = uint(_191);
    u0.words[_30 | 31u] = uint(_191 >> 32ul);
    uint64_t _201 = uint64_t(_19);
    uint64_t _203 = subgroupMax(_201 << 33ul);
    u0.words[_30 | 32u] = uint(_203);
    u0.words[_30 | 33u] = uint(_203 >> 32ul);
    uint64_t _219 = subgroupOr(1ul << (uint64_t(_19 + 32u) & 63ul));
    u0.words[_30 | 34u] = uint(_219);
    u0.words[_30 | 35u] = uint(_219 >> 32ul);
    uint64_t _236 = subgroupAnd((1ul << (uint64_t(_19 + 40u) & 63ul)) ^ 18446744073709551615ul);
    u0.words[_30 | 36u] = uint(_236);
    u0.words[_30 | 37u] = uint(_236 >> 32ul);
    uint64_t _248 = subgroupXor(_201 << 35ul);
    u0.words[_30 | 38u] = uint(_248);
    u0.words[_30 | 39u] = uint(_248 >> 32ul);
    uint64_t _258 = subgroupExclusiveAdd(_179);
    u0.words[_30 | 40u] = uint(_258);
    u0.words[_30 | 41u] = uint(_258 >> 32ul);
    uint64_t _269 = subgroupBroadcastFirst(_201 << 40ul);
    u0.words[_30 | 42u] = uint(_269);
    u0.words[_30 | 43u] = uint(_269 >> 32ul);
    double _282 = double(int(_23)) * 0.25lf;
    uvec2 _285 = (subgroupAdd(_282));
    u0.words[_30 | 44u] = _285.x;
    u0.words[_30 | 45u] = _285.y;
    uvec2 _295 = (subgroupMin(_282));
    u0.words[_30 | 46u] = _295.x;
    u0.words[_30 | 47u] = _295.y;
    uvec2 _307 = (subgroupExclusiveMul(_282 + 2.0lf));
    u0.words[_30 | 48u] = _307.x;
    u0.words[_30 | 49u] = _307.y;
    uvec2 _317 = (subgroupShuffle(_282, 6u));
    u0.words[_30 | 50u] = _317.x;
    u0.words[_30 | 51u] = _317.y;
    u0.words[_30 | 52u] = uint(subgroupAllEqual(_282));
    bool _331 = int(_19) > int(4u);
    u0.words[_30 | 53u] = subgroupBallot(_331).x;
    u0.words[_30 | 54u] = subgroupBallotBitCount(subgroupBallot(_331));
    u0.words[_30 | 55u] = subgroupBallotExclusiveBitCount(subgroupBallot(_331));
    u0.words[_30 | 56u] = uint(subgroupAny(_23 == 3u));
    u0.words[_30 | 57u] = uint(subgroupAll(int(_23) < int(20u)));
    u0.words[_30 | 58u] = gl_SubgroupSize;
    u0.words[_30 | 59u] = gl_SubgroupInvocationID;
    u0.words[_30 | 60u] = uint(subgroupElect());
}

