#version 450
#if defined(GL_AMD_gpu_shader_half_float)
#extension GL_AMD_gpu_shader_half_float : require
#elif defined(GL_EXT_shader_explicit_arithmetic_types_float16)
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#else
#error No extension available for FP16.
#endif
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
layout(local_size_x = 2, local_size_y = 1, local_size_z = 1) in;

float16_t _30;
uint16_t _53;
uint64_t _73;
double _95;
float _136;

layout(set = 0, binding = 0, std140) uniform b0_rows
{
    uvec4 rows[10];
} b0;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

void main()
{
    uint _14 = gl_GlobalInvocationID.x << 4u;
    u0.words[_14] = uint(float16BitsToUint16(uint16BitsToFloat16(uint16_t(b0.rows[0u].x >> 0u))));
    u0.words[_14 | 1u] = uint(float16BitsToUint16(uint16BitsToFloat16(uint16_t(b0.rows[0u].x >> 16u))));
    u0.words[_14 | 2u] = uint(uint16_t(b0.rows[0u].y >> 0u));
    u0.words[_14 | 3u] = uint(int16_t(uint16_t(b0.rows[0u].y >> 16u)));
    u0.words[_14 | 4u] = uint(packUint2x32(b0.rows[0u].zw));
    u0.words[_14 | 5u] = uint(packUint2x32(b0.rows[0u].zw) >> 32ul);
    uvec2 _96 = ((b0.rows[1u].xy));
    u0.words[_14 | 6u] = _96.x;
    u0.words[_14 | 7u] = _96.y;
    u0.words[_14 | 8u] = uint(float16BitsToUint16(uint16BitsToFloat16(uint16_t(b0.rows[1u].w >> 16u))));
    u0.words[_14 | 9u] = uint(packUint2x32(b0.rows[2u].zw));
    u0.words[_14 | 10u] = uint(packUint2x32(b0.rows[2u].zw) >> 32ul);
    u0.words[_14 | 11u] = floatBitsToUint(uintBitsToFloat(b0.rows[gl_GlobalInvocationID.x + 3u].y));
    u0.words[_14 | 12u] = uint(uint16_t(b0.rows[gl_GlobalInvocationID.x + 6u].y >> 0u));
    uint _153 = gl_GlobalInvocationID.x + 8u;
    u0.words[_14 | 13u] = uint(packUint2x32(b0.rows[_153].xy));
    u0.words[_14 | 14u] = uint(packUint2x32(b0.rows[_153].xy) >> 32ul);
    u0.words[_14 | 15u] = uint(float16BitsToUint16(uint16BitsToFloat16(uint16_t(b0.rows[1u].z >> 0u))));
}

