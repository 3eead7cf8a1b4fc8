#version 450
#if defined(GL_AMD_gpu_shader_half_float)
#extension GL_AMD_gpu_shader_half_float : require
#elif defined(GL_EXT_shader_explicit_arithmetic_types_float16)
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#else
#error No extension available for FP16.
#endif
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 2000, std430) buffer U0_words32
{
    uint words[];
} U0;

uint dx_v32_r[8];
float dx_v32_x1[8];

void main()
{
    dx_v32_r[0u] = 0u;
    float dx_v32_x0[32];
    for (;;)
    {
        dx_v32_r[3u] = (dx_v32_r[0u] >= 8u) ? 4294967295u : 0u;
        if (dx_v32_r[3u] != 0u)
        {
            break;
        }
        else
        {
            dx_v32_r[1u] = dx_v32_r[0u] * gl_GlobalInvocationID.x;
            uint _50 = dx_v32_r[0u] * 4u;
            dx_v32_x0[_50 + 0u] = uintBitsToFloat(dx_v32_r[1u]);
            dx_v32_x0[_50 + 1u] = float(int(dx_v32_r[1u]));
            dx_v32_r[0u]++;
            continue;
        }
    }
    dx_v32_r[4u] = floatBitsToUint(dx_v32_x0[(gl_GlobalInvocationID.x & 7u) * 4u]);
    dx_v32_r[5u] = uint(int(dx_v32_x0[(((gl_GlobalInvocationID.x * 3u) & 7u) * 4u) + 1u]));
    uint _86 = ((gl_GlobalInvocationID.x & 1u) * 4u) + 2u;
    dx_v32_x1[_86] = uintBitsToFloat(dx_v32_r[4u]);
    dx_v32_r[6u] = floatBitsToUint(dx_v32_x1[_86]) + 5u;
    uint _102 = (gl_GlobalInvocationID.x & 3u) * 4u;
    uint _109 = uint(uint8_t(3));
    float dx_v32_x2[16];
    dx_v32_x2[(_102 + _109) + 0u] = float(float16_t(gl_GlobalInvocationID.x) * float16_t(0.5));
    uint _116 = ((gl_GlobalInvocationID.x + 1u) & 3u) * 4u;
    uint _122 = uint(uint8_t(0));
    dx_v32_x2[(_116 + _122) + 0u] = uintBitsToFloat(uint(int16_t(0us - uint16_t(gl_GlobalInvocationID.x))));
    uint _128 = uint(uint8_t(3));
    dx_v32_r[7u] = uint(float16_t(dx_v32_x2[(_102 + _128) + 0u]) * float16_t(2.0));
    uint _138 = uint(uint8_t(0));
    uint _147 = gl_GlobalInvocationID.x * 20u;
    U0.words[_147 >> 2u] = dx_v32_r[4u];
    U0.words[(_147 + 4u) >> 2u] = dx_v32_r[5u];
    U0.words[(_147 + 8u) >> 2u] = dx_v32_r[6u];
    U0.words[(_147 + 12u) >> 2u] = dx_v32_r[7u];
    U0.words[(_147 + 16u) >> 2u] = uint(int16_t(uint16_t(floatBitsToUint(dx_v32_x2[(_116 + _138) + 0u]))));
}

