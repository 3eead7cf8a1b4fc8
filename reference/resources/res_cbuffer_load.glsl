#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_16bit_storage : require
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
layout(local_size_x = 2, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 0, std140) uniform Constants_rows
{
    uvec4 rows[2];
} Constants;

layout(set = 0, binding = 2000, std430) buffer Out_words32
{
    uint words[];
} Out;

void main()
{
    uint i2 = gl_GlobalInvocationID.x << 1u;
    uint offset_a = (gl_GlobalInvocationID.x << 2u) + 4u;
    uint offset_c = i2 + 4u;
    uint _64 = 8u + 4u;
    uint64_t d = packUint2x32(uvec2(Constants.rows[8u >> 4u][(8u >> 2u) & 3u], Constants.rows[_64 >> 4u][(_64 >> 2u) & 3u]));
    uint _86 = 24u + 4u;
    uint offset_f = i2 + 16u;
    uint base = gl_GlobalInvocationID.x << 5u;
    Out.words[base >> 2u] = Constants.rows[offset_a >> 4u][(offset_a >> 2u) & 3u];
    Out.words[(base + 4u) >> 2u] = uint(uint16_t(Constants.rows[2u >> 4u][(2u >> 2u) & 3u] >> ((2u & 2u) << 3u)));
    Out.words[(base + 8u) >> 2u] = uint(uint16_t(Constants.rows[offset_c >> 4u][(offset_c >> 2u) & 3u] >> ((offset_c & 2u) << 3u)));
    Out.words[(base + 12u) >> 2u] = uint(d);
    uint second = base + 16u;
    Out.words[second >> 2u] = uint(d >> 32ul);
    Out.words[(second + 4u) >> 2u] = floatBitsToUint(float((uvec2(Constants.rows[24u >> 4u][(24u >> 2u) & 3u], Constants.rows[_86 >> 4u][(_86 >> 2u) & 3u]))));
    Out.words[(second + 8u) >> 2u] = floatBitsToUint(float(uint16BitsToFloat16(uint16_t(Constants.rows[offset_f >> 4u][(offset_f >> 2u) & 3u] >> ((offset_f & 2u) << 3u)))));
    Out.words[(second + 12u) >> 2u] = floatBitsToUint(uintBitsToFloat(Constants.rows[20u >> 4u][(20u >> 2u) & 3u]));
}

