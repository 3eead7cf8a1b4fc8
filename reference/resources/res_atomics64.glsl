#version 450
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

uint64_t _217;

layout(set = 0, binding = 2000, std430) buffer u0_words64
{
    uint64_t words[];
} u0;

layout(set = 0, binding = 2005, std430) buffer u5_words64
{
    uint64_t words[];
} u5;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0_1;

layout(set = 0, binding = 2001, std430) buffer u1_words64
{
    uint64_t words[];
} u1;

layout(set = 0, binding = 4000, std430) buffer heap_RWStructuredBuffer_words64
{
    uint64_t words[];
} heap_RWStructuredBuffer[];

layout(set = 0, binding = 2004, std430) buffer u4_words32
{
    uint words[];
} u4;

layout(set = 0, binding = 2005, std430) buffer u5_words32
{
    uint words[];
} u5_1;

layout(set = 0, binding = 2002, r32ui) uniform uimageBuffer u2;
layout(set = 0, binding = 2003, r32i) uniform iimage2D u3;

shared uint64_t _Shared64_3PA_KA[2];
shared uint _Shared32_3IA;

void main()
{
    bool _18 = gl_GlobalInvocationID.x == 0u;
    if (_18)
    {
        _Shared64_3PA_KA[0u] = 0ul;
        _Shared64_3PA_KA[1u] = 0ul;
        _Shared32_3IA = 0u;
    }
    barrier();
    uint64_t _41 = atomicAdd(u0.words[0u >> 3u], 4294967296ul);
    uint64_t _45 = atomicAdd(u0.words[8u >> 3u], _41);
    uint64_t _50 = atomicCompSwap(u0.words[16u >> 3u], 0ul, 21474836485ul);
    uint64_t _54 = atomicAdd(u0.words[24u >> 3u], _50);
    uint64_t _55 = uint64_t(gl_GlobalInvocationID.x);
    uint64_t _61 = atomicMax(u0.words[32u >> 3u], _55 + 18446744073709551614ul);
    uint64_t _66 = atomicCompSwap(u0.words[40u >> 3u], 0ul, 737894400291ul);
    uint64_t _75 = atomicExchange(u5.words[0u >> 3u], _55 << 40ul);
    uint64_t _78 = atomicAdd(u5.words[8u >> 3u], _75);
    uint _88 = atomicCompSwap(u0_1.words[48u >> 2u], 0u, 9u);
    uint64_t _95 = atomicAdd(u1.words[0u], 8589934592ul);
    uint64_t _98 = atomicCompSwap(u1.words[1u], 0ul, 77ul);
    uint64_t _106 = atomicXor(u1.words[2u], 1ul << (uint64_t(gl_GlobalInvocationID.x + 40u) & 63ul));
    uint _115 = imageAtomicCompSwap(u2, int(0u), 0u, 11u);
    uint _119 = imageAtomicCompSwap(u2, int(1u), 5u, 12u);
    int _129 = imageAtomicMin(u3, ivec2(uvec2(0u)), int(0u - gl_GlobalInvocationID.x));
    int _136 = imageAtomicCompSwap(u3, ivec2(uvec2(1u, 0u)), int(0u), int(4u));
    int _144 = imageAtomicCompSwap(u3, ivec2(uvec2(0u, 1u)), int(7u), int(4294967289u));
    uint64_t _148 = atomicAdd(_Shared64_3PA_KA[0u], 1099511627776ul);
    uint64_t _151 = atomicCompSwap(_Shared64_3PA_KA[1u], 0ul, 66ul);
    uint _154 = atomicCompSwap(_Shared32_3IA, 0u, 6u);
    uint64_t _164 = atomicAdd(heap_RWStructuredBuffer[0u].words[0u], 4294967296ul);
    uint64_t _168 = atomicCompSwap(heap_RWStructuredBuffer[0u].words[1u], 0ul, 8ul);
    memoryBarrier();
    barrier();
    if (_18)
    {
        uvec2 _172 = unpackUint2x32(_Shared64_3PA_KA[0u]);
        uint _174 = 0u * 2u;
        u4.words[_174] = _172.x;
        uint _181 = 0u * 2u;
        u4.words[_181 + 1u] = _172.y;
        uvec2 _186 = unpackUint2x32(_Shared64_3PA_KA[1u]);
        uint _188 = 1u * 2u;
        u4.words[_188] = _186.x;
        uint _191 = 1u * 2u;
        u4.words[_191 + 1u] = _186.y;
        uvec2 _196 = unpackUint2x32(uint64_t(_Shared32_3IA));
        uint _198 = 2u * 2u;
        u4.words[_198] = _196.x;
        uint _201 = 2u * 2u;
        u4.words[_201 + 1u] = _196.y;
        uint _210 = u5_1.words[0u >> 2u];
        uint _211 = 0u + 4u;
        uint _214 = u5_1.words[_211 >> 2u];
        uint _220 = u5_1.words[8u >> 2u];
        uint _221 = 8u + 4u;
        uint _224 = u5_1.words[_221 >> 2u];
        uvec2 _228 = unpackUint2x32(packUint2x32(uvec2(_220, _224)) + packUint2x32(uvec2(_210, _214)));
        uint _230 = 3u * 2u;
        u4.words[_230] = _228.x;
        uint _233 = 3u * 2u;
        u4.words[_233 + 1u] = _228.y;
    }
}

