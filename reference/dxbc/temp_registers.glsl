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
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 2000, std430) buffer U0_words32
{
    uint words[];
} U0;

uint dx_v32_r[8];
uint16_t dx_v16_r[10];

void main()
{
    dx_v32_r[0u] = gl_GlobalInvocationID.x;
    dx_v32_r[1u] = 0u;
    dx_v32_r[2u] = 0u;
    for (;;)
    {
        dx_v32_r[4u] = (dx_v32_r[2u] >= dx_v32_r[0u]) ? 4294967295u : 0u;
        if (dx_v32_r[4u] != 0u)
        {
            break;
        }
        else
        {
            dx_v32_r[1u] = (dx_v32_r[2u] * dx_v32_r[2u]) + dx_v32_r[1u];
            dx_v32_r[5u] = dx_v32_r[2u] & 1u;
            if (dx_v32_r[5u] != 0u)
            {
                dx_v32_r[6u] = floatBitsToUint(float(int(dx_v32_r[2u])));
                dx_v32_r[6u] = floatBitsToUint(uintBitsToFloat(dx_v32_r[6u]) * 0.5);
                dx_v32_r[7u] = uint(int(uintBitsToFloat(dx_v32_r[6u])));
                dx_v32_r[1u] += dx_v32_r[7u];
                uint _87 = dx_v32_r[2u];
                dx_v32_r[2u] = _87 + 1u;
                continue;
            }
            else
            {
                uint _87 = dx_v32_r[2u];
                dx_v32_r[2u] = _87 + 1u;
                continue;
            }
        }
    }
    dx_v16_r[8u] = float16BitsToUint16(float16_t(int(dx_v32_r[0u])) * float16_t(0.25));
    dx_v16_r[9u] = uint16_t(dx_v32_r[0u]) - 3us;
    uint _110 = dx_v32_r[0u] * 12u;
    U0.words[_110 >> 2u] = dx_v32_r[1u];
    U0.words[(_110 + 4u) >> 2u] = uint(uint16BitsToFloat16(dx_v16_r[8u]) * float16_t(4.0));
    U0.words[(_110 + 8u) >> 2u] = uint(int16_t(dx_v16_r[9u]));
}

