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
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _27;
float _32;
double _39;
float16_t _46;

layout(set = 0, binding = 0, std140) uniform Constants_rows
{
    uvec4 rows[4];
} Constants;

layout(set = 0, binding = 1, std140) uniform PerObject_rows
{
    uvec4 rows[1];
} PerObject[4];

layout(set = 0, binding = 2000, std430) buffer Out_words32
{
    uint words[];
} Out;

void main()
{
    precise float sum0 = uintBitsToFloat(Constants.rows[1u].y) + float(uint16BitsToFloat16(uint16_t(Constants.rows[3u].z >> 16u)));
    precise float sum1 = sum0 + float((Constants.rows[2u].zw));
    precise float sum2 = sum1 + uintBitsToFloat(PerObject[((gl_GlobalInvocationID.x & 3u) + 1u) - 1u].rows[0u].z);
    uint address = gl_GlobalInvocationID.x << 3u;
    Out.words[address >> 2u] = floatBitsToUint(sum2);
    Out.words[(address + 4u) >> 2u] = (Constants.rows[0u].x ^ Constants.rows[0u].w) + Constants.rows[36u >> 4u][(36u >> 2u) & 3u];
}

