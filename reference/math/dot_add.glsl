#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_16bit_storage : require
#if defined(GL_AMD_gpu_shader_half_float)
#extension GL_AMD_gpu_shader_half_float : require
#elif defined(GL_EXT_shader_explicit_arithmetic_types_float16)
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#else
#error No extension available for FP16.
#endif
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
    uint _23 = _14 | 1u;
    uint _25 = t0.words[_23];
    uint _53 = gl_GlobalInvocationID.x * 3u;
    u0.words[_53] = floatBitsToUint(((float(gl_GlobalInvocationID.x) * 0.5) + (float(uint16BitsToFloat16(uint16_t(_21))) * float(uint16BitsToFloat16(uint16_t(_25))))) + (float(uint16BitsToFloat16(uint16_t(_21 >> 16u))) * float(uint16BitsToFloat16(uint16_t(_25 >> 16u)))));
    u0.words[_53 + 1u] = ((((gl_GlobalInvocationID.x * 1000u) + (bitfieldExtract(_21, int(0u), int(8u)) * bitfieldExtract(_25, int(0u), int(8u)))) + (bitfieldExtract(_21, int(8u), int(8u)) * bitfieldExtract(_25, int(8u), int(8u)))) + (bitfieldExtract(_21, int(16u), int(8u)) * bitfieldExtract(_25, int(16u), int(8u)))) + (bitfieldExtract(_21, int(24u), int(8u)) * bitfieldExtract(_25, int(24u), int(8u)));
    u0.words[_53 + 2u] = ((((gl_GlobalInvocationID.x + 4294967292u) + (uint(bitfieldExtract(int(_21), int(0u), int(8u))) * uint(bitfieldExtract(int(_25), int(0u), int(8u))))) + (uint(bitfieldExtract(int(_21), int(8u), int(8u))) * uint(bitfieldExtract(int(_25), int(8u), int(8u))))) + (uint(bitfieldExtract(int(_21), int(16u), int(8u))) * uint(bitfieldExtract(int(_25), int(16u), int(8u))))) + (uint(bitfieldExtract(int(_21), int(24u), int(8u))) * uint(bitfieldExtract(int(_25), int(24u), int(8u))));
}

