#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_16bit_storage : require
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
layout(local_size_x = 2, local_size_y = 1, local_size_z = 1) in;

u16vec2 _78;

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

layout(set = 0, binding = 1001, std430) readonly buffer t1_words32
{
    uint words[];
} t1;

layout(set = 0, binding = 2001, std430) buffer u1_words32
{
    uint words[];
} u1;

void main()
{
    uint _14 = gl_GlobalInvocationID.x << 4u;
    uint _25 = t0.words[_14 >> 2u];
    uint _30 = t0.words[(_14 + 4u) >> 2u];
    uint _36 = t0.words[(_14 + 8u) >> 2u];
    uint _41 = _14 | 12u;
    uint16_t _51 = t0_1.words[_41 >> 1u];
    uint16_t _55 = t0_1.words[(_41 + 2u) >> 1u];
    vec3 _59 = vec3(uintBitsToFloat(_25), uintBitsToFloat(_30), uintBitsToFloat(_36)) * vec3(2.0);
    u0.words[_14 >> 2u] = floatBitsToUint(_59.x);
    u0.words[(_14 + 4u) >> 2u] = floatBitsToUint(_59.y);
    u0.words[(_14 + 8u) >> 2u] = floatBitsToUint(_59.z);
    u16vec2 _79 = u16vec2(_51, _55).yx;
    u0_1.words[_41 >> 1u] = _79.x;
    u0_1.words[(_41 + 2u) >> 1u] = _79.y;
    uint _99 = t1.words[gl_GlobalInvocationID.x * 4u];
    uint _103 = t1.words[(gl_GlobalInvocationID.x * 4u) + 1u];
    uint _110 = t1.words[(gl_GlobalInvocationID.x * 4u) + 2u];
    uint _115 = t1.words[(gl_GlobalInvocationID.x * 4u) + 3u];
    u64vec2 _122 = u64vec2(packUint2x32(uvec2(_99, _103)), packUint2x32(uvec2(_110, _115))) + u64vec2(1ul, 4294967296ul);
    uvec2 _124 = unpackUint2x32(_122.x);
    u1.words[gl_GlobalInvocationID.x * 4u] = _124.x;
    u1.words[(gl_GlobalInvocationID.x * 4u) + 1u] = _124.y;
    uvec2 _137 = unpackUint2x32(_122.y);
    u1.words[(gl_GlobalInvocationID.x * 4u) + 2u] = _137.x;
    u1.words[(gl_GlobalInvocationID.x * 4u) + 3u] = _137.y;
}

