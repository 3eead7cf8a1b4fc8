#version 450
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 2000, std430) buffer u0_words64
{
    uint64_t words[];
} u0;

layout(set = 0, binding = 2001, std430) buffer u1_words64
{
    uint64_t words[];
} u1;

layout(set = 0, binding = 2002, std430) buffer u2_words64
{
    uint64_t words[];
} u2;

layout(set = 0, binding = 2003, std430) buffer u3_words32
{
    uint words[];
} u3;

shared uint64_t _SharedUnsigned_3PA_KA[5];
shared uint64_t _SharedSigned_3PA_JA[2];

void main()
{
    bool _18 = gl_GlobalInvocationID.x == 0u;
    if (_18)
    {
        _SharedUnsigned_3PA_KA[0u] = 18446744073709551615ul;
        _SharedUnsigned_3PA_KA[1u] = 0ul;
        _SharedUnsigned_3PA_KA[2u] = 0ul;
        _SharedUnsigned_3PA_KA[3u] = 18446744073709551615ul;
        _SharedUnsigned_3PA_KA[4u] = 0ul;
        _SharedSigned_3PA_JA[0u] = 0ul;
        _SharedSigned_3PA_JA[1u] = 9223372036854775808ul;
    }
    barrier();
    uint64_t _50 = (1ul << (uint64_t(gl_GlobalInvocationID.x + 40u) & 63ul)) ^ 18446744073709551615ul;
    uint64_t _55 = 1ul << (uint64_t(gl_GlobalInvocationID.x + 36u) & 63ul);
    uint64_t _56 = uint64_t(gl_GlobalInvocationID.x);
    uint64_t _57 = _56 & 63ul;
    uint64_t _59 = 4294967297ul << _57;
    uint64_t _61 = 17293822569102704640ul >> _57;
    uint64_t _66 = 1ul << (uint64_t(gl_GlobalInvocationID.x + 60u) & 63ul);
    uint64_t _68 = _56 | 18446742974197923840ul;
    uint64_t _71 = 0ul - (_56 << 35ul);
    uint64_t _79 = atomicAnd(u0.words[0u >> 3u], _50);
    uint64_t _83 = atomicOr(u0.words[8u >> 3u], _55);
    uint64_t _87 = atomicXor(u0.words[16u >> 3u], _59);
    uint64_t _91 = atomicMin(u0.words[24u >> 3u], _61);
    uint64_t _95 = atomicMax(u0.words[32u >> 3u], _66);
    uint64_t _98 = atomicMin(u0.words[40u >> 3u], _68);
    uint64_t _102 = atomicMax(u0.words[48u >> 3u], _71);
    uint64_t _108 = atomicAnd(u1.words[0u], _50);
    uint64_t _110 = atomicOr(u1.words[1u], _55);
    uint64_t _112 = atomicXor(u1.words[2u], _59);
    uint64_t _114 = atomicMin(u1.words[3u], _61);
    uint64_t _116 = atomicMax(u1.words[4u], _66);
    uint64_t _122 = atomicMin(u2.words[0u], _68);
    uint64_t _124 = atomicMax(u2.words[1u], _71);
    uint64_t _126 = atomicAnd(_SharedUnsigned_3PA_KA[0u], _50);
    uint64_t _128 = atomicOr(_SharedUnsigned_3PA_KA[1u], _55);
    uint64_t _130 = atomicXor(_SharedUnsigned_3PA_KA[2u], _59);
    uint64_t _132 = atomicMin(_SharedUnsigned_3PA_KA[3u], _61);
    uint64_t _134 = atomicMax(_SharedUnsigned_3PA_KA[4u], _66);
    uint64_t _136 = atomicMin(_SharedSigned_3PA_JA[0u], _68);
    uint64_t _138 = atomicMax(_SharedSigned_3PA_JA[1u], _71);
    barrier();
    if (_18)
    {
        uvec2 _142 = unpackUint2x32(_SharedUnsigned_3PA_KA[0u]);
        uint _144 = 0u * 2u;
        u3.words[_144] = _142.x;
        uint _152 = 0u * 2u;
        u3.words[_152 + 1u] = _142.y;
        uvec2 _157 = unpackUint2x32(_SharedUnsigned_3PA_KA[1u]);
        uint _159 = 1u * 2u;
        u3.words[_159] = _157.x;
        uint _162 = 1u * 2u;
        u3.words[_162 + 1u] = _157.y;
        uvec2 _167 = unpackUint2x32(_SharedUnsigned_3PA_KA[2u]);
        uint _169 = 2u * 2u;
        u3.words[_169] = _167.x;
        uint _172 = 2u * 2u;
        u3.words[_172 + 1u] = _167.y;
        uvec2 _177 = unpackUint2x32(_SharedUnsigned_3PA_KA[3u]);
        uint _179 = 3u * 2u;
        u3.words[_179] = _177.x;
        uint _182 = 3u * 2u;
        u3.words[_182 + 1u] = _177.y;
        uvec2 _187 = unpackUint2x32(_SharedUnsigned_3PA_KA[4u]);
        uint _189 = 4u * 2u;
        u3.words[_189] = _187.x;
        uint _192 = 4u * 2u;
        u3.words[_192 + 1u] = _187.y;
        uvec2 _197 = unpackUint2x32(_SharedSigned_3PA_JA[0u]);
        uint _199 = 5u * 2u;
        u3.words[_199] = _197.x;
        uint _202 = 5u * 2u;
        u3.words[_202 + 1u] = _197.y;
        uvec2 _207 = unpackUint2x32(_SharedSigned_3PA_JA[1u]);
        uint _210 = 6u * 2u;
        u3.words[_210] = _207.x;
        uint _213 = 6u * 2u;
        u3.words[_213 + 1u] = _207.y;
    }
}

