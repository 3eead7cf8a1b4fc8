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
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 2000, std430) buffer Data_words32
{
    uint words[];
} Data;

void main()
{
    uint address = gl_GlobalInvocationID.x << 4u;
    float x = uintBitsToFloat(Data.words[address >> 2u]);
    float y = uintBitsToFloat(Data.words[(address + 4u) >> 2u]);
    float z = uintBitsToFloat(Data.words[(address + 8u) >> 2u]);
    float w = uintBitsToFloat(Data.words[(address + 12u) >> 2u]);
    uint _78 = (floatBitsToUint(y) >> 23u) & 255u;
    float16_t hy = float16_t(y);
    uint16_t _89 = (float16BitsToUint16(hy) >> 10us) & 31us;
    double dx = double((min(max(trunc(ceil(floor(roundEven(inversesqrt(sqrt(log2(fract(exp2(tanh(sinh(cosh(atan(asin(acos(tan(sin(cos(clamp(abs(x), 0.0, 1.0))))))))))))))))))), z), w) * x) + y);
    double dy = double(z);
    precise float r0 = float(max(clamp(abs(fma(dx, dy, dx)), 0.0lf, 1.0lf), dy)) + dot(vec2(x, y), vec2(z, w));
    precise float r1 = r0 + dot(vec3(x, y, z), vec3(w, x, y));
    precise float r2 = r1 + dot(vec4(x, y, z, w), vec4(w, z, y, x));
    precise float r3 = r2 + float(sin(clamp(hy, float16_t(0.0), float16_t(1.0))));
    Data.words[address >> 2u] = floatBitsToUint((((isnan(y) || isinf(y)) != ((!(isnan(y) || isinf(y))) && ((_78 != 0u) && (_78 != 255u)))) != ((_89 != 0us) && (_89 != 31us))) ? r3 : 0.0);
}

