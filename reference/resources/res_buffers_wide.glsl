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
layout(local_size_x = 2, local_size_y = 1, local_size_z = 1) in;

uint _29;
float16_t _81;
uint16_t _87;

layout(set = 0, binding = 1000, std430) readonly buffer t0_words32
{
    uint words[];
} t0;

layout(set = 0, binding = 1000, std430) readonly buffer t0_words16
{
    uint16_t words[];
} t0_1;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(set = 0, binding = 2000, std430) buffer u0_words16
{
    uint16_t words[];
} u0_1;

layout(set = 0, binding = 1001, std430) readonly buffer t1_words16
{
    uint16_t words[];
} t1;

layout(set = 0, binding = 2001, std430) buffer u1_words16
{
    uint16_t words[];
} u1;

layout(set = 0, binding = 1002, std430) readonly buffer t2_words32
{
    uint words[];
} t2;

layout(set = 0, binding = 1002, std430) readonly buffer t2_words16
{
    uint16_t words[];
} t2_1;

layout(set = 0, binding = 2002, std430) buffer u2_words32
{
    uint words[];
} u2;

layout(set = 0, binding = 2002, std430) buffer u2_words16
{
    uint16_t words[];
} u2_1;

void main()
{
    uint _14 = gl_GlobalInvocationID.x << 5u;
    uint _23 = t0.words[_14 >> 2u];
    uint _28 = t0.words[(_14 + 4u) >> 2u];
    uint _38 = _14 | 8u;
    uint _41 = t0.words[_38 >> 2u];
    uint _45 = t0.words[(_38 + 4u) >> 2u];
    uint _49 = t0.words[(_38 + 8u) >> 2u];
    uint _54 = t0.words[(_38 + 12u) >> 2u];
    uint _64 = _14 | 24u;
    uint16_t _74 = t0_1.words[_64 >> 1u];
    uint16_t _79 = t0_1.words[(_64 + 2u) >> 1u];
    uint _83 = _14 | 28u;
    uint16_t _86 = t0_1.words[_83 >> 1u];
    uint _89 = _14 | 30u;
    uint16_t _92 = t0_1.words[_89 >> 1u];
    uint64_t _94 = (uint64_t(_23) | (uint64_t(_28) << 32ul)) + 1ul;
    u0.words[_14 >> 2u] = uint(_94);
    u0.words[(_14 + 4u) >> 2u] = uint(_94 >> 32ul);
    uint64_t _107 = (uint64_t(_41) | (uint64_t(_45) << 32ul)) << 1ul;
    uint64_t _108 = (uint64_t(_49) | (uint64_t(_54) << 32ul)) << 1ul;
    u0.words[_38 >> 2u] = uint(_107);
    u0.words[(_38 + 4u) >> 2u] = uint(_107 >> 32ul);
    u0.words[(_38 + 8u) >> 2u] = uint(_108);
    u0.words[(_38 + 12u) >> 2u] = uint(_108 >> 32ul);
    u0_1.words[_64 >> 1u] = float16BitsToUint16(uint16BitsToFloat16(_74) * float16_t(2.0));
    u0_1.words[(_64 + 2u) >> 1u] = float16BitsToUint16(uint16BitsToFloat16(_79) * float16_t(2.0));
    u0_1.words[_83 >> 1u] = _86 + 65535us;
    u0_1.words[_89 >> 1u] = _92 + uint16_t(gl_GlobalInvocationID.x);
    uint16_t _159 = t1.words[(gl_GlobalInvocationID.x * 4u) + 1u];
    uint16_t _164 = t1.words[(gl_GlobalInvocationID.x * 4u) + 2u];
    uint16_t _170 = t1.words[(gl_GlobalInvocationID.x * 4u) + 3u];
    u1.words[gl_GlobalInvocationID.x * 4u] = float16BitsToUint16(uint16BitsToFloat16(t1.words[gl_GlobalInvocationID.x * 4u]) + float16_t(1.0));
    u1.words[(gl_GlobalInvocationID.x * 4u) + 1u] = float16BitsToUint16(uint16BitsToFloat16(_159) + float16_t(1.0));
    u1.words[(gl_GlobalInvocationID.x * 4u) + 2u] = float16BitsToUint16(uint16BitsToFloat16(_164) + float16_t(1.0));
    u1.words[(gl_GlobalInvocationID.x * 4u) + 3u] = float16BitsToUint16(uint16BitsToFloat16(_170) + float16_t(1.0));
    uint _203 = t2.words[gl_GlobalInvocationID.x * 6u];
    uint _207 = t2.words[(gl_GlobalInvocationID.x * 6u) + 1u];
    uint _215 = t2.words[(gl_GlobalInvocationID.x * 6u) + 2u];
    uint _219 = t2.words[(gl_GlobalInvocationID.x * 6u) + 3u];
    uint16_t _231 = t2_1.words[(gl_GlobalInvocationID.x * 12u) + 8u];
    uint16_t _236 = t2_1.words[(gl_GlobalInvocationID.x * 12u) + 9u];
    uint _240 = t2.words[(gl_GlobalInvocationID.x * 6u) + 5u];
    uint64_t _242 = (uint64_t(_203) | (uint64_t(_207) << 32ul)) + 5ul;
    u2.words[gl_GlobalInvocationID.x * 6u] = uint(_242);
    u2.words[(gl_GlobalInvocationID.x * 6u) + 1u] = uint(_242 >> 32ul);
    uvec2 _261 = ((uvec2(_215, _219)) * 2.0lf);
    u2.words[(gl_GlobalInvocationID.x * 6u) + 2u] = _261.x;
    u2.words[(gl_GlobalInvocationID.x * 6u) + 3u] = _261.y;
    u2_1.words[(gl_GlobalInvocationID.x * 12u) + 8u] = 0us - _231;
    u2_1.words[(gl_GlobalInvocationID.x * 12u) + 9u] = 0us - _236;
    u2.words[(gl_GlobalInvocationID.x * 6u) + 5u] = _240 + 9u;
}

