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
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

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
    Out.words[0u >> 2u] = floatBitsToUint(float(float16_t(uintBitsToFloat(Constants.rows[0u].x))));
    uint _46 = 0u + 4u;
    Out.words[_46 >> 2u] = floatBitsToUint(float(float16_t(uintBitsToFloat(Constants.rows[0u].y))));
    uint _50 = 0u + 8u;
    Out.words[_50 >> 2u] = floatBitsToUint(float(float16_t(uintBitsToFloat(Constants.rows[0u].z))));
    uint _54 = 0u + 12u;
    Out.words[_54 >> 2u] = floatBitsToUint(float(float16_t(uintBitsToFloat(Constants.rows[0u].w))));
    Out.words[16u >> 2u] = uint(int16_t(uint16_t(Constants.rows[1u].x)));
    uint _76 = 16u + 4u;
    Out.words[_76 >> 2u] = uint(int16_t(uint16_t(Constants.rows[1u].y)));
    uint _79 = 16u + 8u;
    Out.words[_79 >> 2u] = uint(int16_t(uint16_t(Constants.rows[1u].z)));
    uint _82 = 16u + 12u;
    Out.words[_82 >> 2u] = uint(int16_t(uint16_t(Constants.rows[1u].w)));
}

