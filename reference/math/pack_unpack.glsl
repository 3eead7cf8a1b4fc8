#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_16bit_storage : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

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
    uint _23 = gl_GlobalInvocationID.x * 22u;
    uint _25 = uint(bitfieldExtract(int(_19), int(0u), int(8u)));
    uint _26 = uint(bitfieldExtract(int(_19), int(8u), int(8u)));
    uint _28 = uint(bitfieldExtract(int(_19), int(16u), int(8u)));
    uint _30 = uint(bitfieldExtract(int(_19), int(24u), int(8u)));
    uint _31 = bitfieldExtract(_19, int(0u), int(8u));
    uint _32 = bitfieldExtract(_19, int(8u), int(8u));
    uint _33 = bitfieldExtract(_19, int(16u), int(8u));
    uint _34 = bitfieldExtract(_19, int(24u), int(8u));
    uint16_t _37 = uint16_t(uint(bitfieldExtract(int(_19), int(0u), int(8u))));
    uint16_t _39 = uint16_t(uint(bitfieldExtract(int(_19), int(8u), int(8u))));
    uint16_t _41 = uint16_t(uint(bitfieldExtract(int(_19), int(16u), int(8u))));
    uint16_t _43 = uint16_t(uint(bitfieldExtract(int(_19), int(24u), int(8u))));
    uint16_t _45 = uint16_t(bitfieldExtract(_19, int(0u), int(8u)));
    uint16_t _47 = uint16_t(bitfieldExtract(_19, int(8u), int(8u)));
    uint16_t _49 = uint16_t(bitfieldExtract(_19, int(16u), int(8u)));
    uint16_t _51 = uint16_t(bitfieldExtract(_19, int(24u), int(8u)));
    u0.words[_23] = _25;
    u0.words[_23 + 4u] = _31;
    u0.words[_23 + 8u] = uint(int16_t(_37));
    u0.words[_23 + 12u] = uint(_45);
    u0.words[_23 | 1u] = _26;
    u0.words[_23 + 5u] = _32;
    u0.words[_23 + 9u] = uint(int16_t(_39));
    u0.words[_23 + 13u] = uint(_47);
    u0.words[_23 + 2u] = _28;
    u0.words[_23 + 6u] = _33;
    u0.words[_23 + 10u] = uint(int16_t(_41));
    u0.words[_23 + 14u] = uint(_49);
    u0.words[_23 + 3u] = _30;
    u0.words[_23 + 7u] = _34;
    u0.words[_23 + 11u] = uint(int16_t(_43));
    u0.words[_23 + 15u] = uint(_51);
    u0.words[_23 + 16u] = bitfieldInsert(bitfieldInsert(bitfieldInsert(bitfieldInsert(0u, _31 + 3u, int(0u), int(8u)), _32 + 3u, int(8u), int(8u)), _33 + 3u, int(16u), int(8u)), _34 + 3u, int(24u), int(8u));
    uint _118 = _25 * 3u;
    uint _119 = _26 * 3u;
    uint _120 = _28 * 3u;
    uint _121 = _30 * 3u;
    u0.words[_23 + 17u] = bitfieldInsert(bitfieldInsert(bitfieldInsert(bitfieldInsert(0u, _118, int(0u), int(8u)), _119, int(8u), int(8u)), _120, int(16u), int(8u)), _121, int(24u), int(8u));
    u0.words[_23 + 18u] = bitfieldInsert(bitfieldInsert(bitfieldInsert(bitfieldInsert(0u, uint(clamp(int(_118), int(0u), int(255u))), int(0u), int(8u)), uint(clamp(int(_119), int(0u), int(255u))), int(8u), int(8u)), uint(clamp(int(_120), int(0u), int(255u))), int(16u), int(8u)), uint(clamp(int(_121), int(0u), int(255u))), int(24u), int(8u));
    u0.words[_23 + 19u] = bitfieldInsert(bitfieldInsert(bitfieldInsert(bitfieldInsert(0u, uint(clamp(int(_118), int(4294967168u), int(127u))), int(0u), int(8u)), uint(clamp(int(_119), int(4294967168u), int(127u))), int(8u), int(8u)), uint(clamp(int(_120), int(4294967168u), int(127u))), int(16u), int(8u)), uint(clamp(int(_121), int(4294967168u), int(127u))), int(24u), int(8u));
    u0.words[_23 + 20u] = bitfieldInsert(bitfieldInsert(bitfieldInsert(bitfieldInsert(0u, uint(_45), int(0u), int(8u)), uint(_47), int(8u), int(8u)), uint(_49), int(16u), int(8u)), uint(_51), int(24u), int(8u));
    u0.words[_23 + 21u] = bitfieldInsert(bitfieldInsert(bitfieldInsert(bitfieldInsert(0u, uint(clamp(int(uint(int16_t(_37 * 3us))), int(4294967168u), int(127u))), int(0u), int(8u)), uint(clamp(int(uint(int16_t(_39 * 3us))), int(4294967168u), int(127u))), int(8u), int(8u)), uint(clamp(int(uint(int16_t(_41 * 3us))), int(4294967168u), int(127u))), int(16u), int(8u)), uint(clamp(int(uint(int16_t(_43 * 3us))), int(4294967168u), int(127u))), int(24u), int(8u));
}

