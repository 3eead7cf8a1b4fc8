#version 450
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_16bit_storage : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _22;

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
    uint _14 = gl_GlobalInvocationID.x << 1u;
    uint _21 = t0.words[_14];
    uint _25 = t0.words[_14 | 1u];
    uint64_t _31 = (uint64_t(_25) << 32ul) | uint64_t(_21);
    uint16_t _33 = uint16_t(_21);
    uint _35 = gl_GlobalInvocationID.x * 13u;
    u0.words[_35] = bitfieldReverse(_21);
    u0.words[_35 + 1u] = uint(bitCount(_21));
    uint _46 = uint(findMSB(_21));
    uint _52 = (_46 != 4294967295u) ? (31u - _46) : 4294967295u;
    u0.words[_35 + 2u] = (_52 == 4294967295u) ? 4294967295u : (31u - _52);
    uint _62 = uint(findMSB((int(_21) < int(0u)) ? (~_21) : _21));
    uint _65 = (_62 != 4294967295u) ? (31u - _62) : 4294967295u;
    u0.words[_35 + 3u] = (_65 == 4294967295u) ? 4294967295u : (31u - _65);
    u0.words[_35 + 4u] = uint(findLSB(_21));
    u0.words[_35 + 5u] = uint(bitCount(uint(_31))) + uint(bitCount(uint(_31 >> 32ul)));
    uint _87 = uint(_31 >> 32ul);
    uint _93 = (_87 == 0u) ? uint(findMSB(uint(_31))) : (uint(findMSB(_87)) + 32u);
    uint _97 = (_93 != 4294967295u) ? (63u - _93) : 4294967295u;
    u0.words[_35 + 6u] = (_97 == 4294967295u) ? 4294967295u : (63u - _97);
    uint _105 = uint(_31);
    uint _106 = uint(_31 >> 32ul);
    u0.words[_35 + 7u] = (_105 == 0u) ? ((_106 == 0u) ? 4294967295u : (uint(findLSB(_106)) + 32u)) : uint(findLSB(_105));
    uint64_t _120 = (int64_t(_31) < int64_t(0ul)) ? (~_31) : _31;
    uint _123 = uint(_120 >> 32ul);
    uint _128 = (_123 == 0u) ? uint(findMSB(uint(_120))) : (uint(findMSB(_123)) + 32u);
    uint _131 = (_128 != 4294967295u) ? (63u - _128) : 4294967295u;
    u0.words[_35 + 8u] = (_131 == 4294967295u) ? 4294967295u : (63u - _131);
    u0.words[_35 + 9u] = uint(bitCount(uint(_33)));
    u0.words[_35 + 10u] = uint(findLSB(uint(_33)));
    uint _149 = uint(findMSB(uint(_33)));
    uint _153 = (_149 != 4294967295u) ? (15u - _149) : 4294967295u;
    u0.words[_35 + 11u] = (_153 == 4294967295u) ? 4294967295u : (15u - _153);
    u0.words[_35 + 12u] = uint(uint16_t(bitfieldReverse(uint(_33)) >> 16u));
}

