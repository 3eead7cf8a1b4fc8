#version 450
#if defined(GL_AMD_gpu_shader_half_float)
#extension GL_AMD_gpu_shader_half_float : require
#elif defined(GL_EXT_shader_explicit_arithmetic_types_float16)
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#else
#error No extension available for FP16.
#endif
#extension GL_EXT_shader_16bit_storage : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

uint dx_v32_r[5];

void main()
{
    dx_v32_r[0u] = gl_GlobalInvocationID.x + 1u;
    dx_v32_r[0u] = floatBitsToUint(float(dx_v32_r[0u]));
    dx_v32_r[0u] = floatBitsToUint((uintBitsToFloat(dx_v32_r[0u]) * 0.0009765625) + 1.0);
    dx_v32_r[1u] = floatBitsToUint(float(float16_t(uintBitsToFloat(dx_v32_r[0u])) * float16_t(uintBitsToFloat(dx_v32_r[0u]))));
    dx_v32_r[2u] = floatBitsToUint(uintBitsToFloat(dx_v32_r[0u]) * uintBitsToFloat(dx_v32_r[0u]));
    dx_v32_r[3u] = (float16_t(uintBitsToFloat(dx_v32_r[1u])) < float16_t(uintBitsToFloat(dx_v32_r[2u]))) ? 4294967295u : 0u;
    dx_v32_r[4u] = gl_GlobalInvocationID.x << 4u;
    u0.words[dx_v32_r[4u] >> 2u] = dx_v32_r[0u];
    u0.words[(dx_v32_r[4u] + 4u) >> 2u] = dx_v32_r[1u];
    u0.words[(dx_v32_r[4u] + 8u) >> 2u] = dx_v32_r[2u];
    u0.words[(dx_v32_r[4u] + 12u) >> 2u] = dx_v32_r[3u];
}

