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
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _28;

layout(set = 0, binding = 2000, std430) buffer Data_words32
{
    uint words[];
} Data;

void main()
{
    uint address = gl_GlobalInvocationID.x << 4u;
    uint _16 = address >> 2u;
    uint _25 = (address + 4u) >> 2u;
    float f = uintBitsToFloat(Data.words[_16]);
    uint16_t a16 = uint16_t(Data.words[_16]);
    float16_t h = uint16BitsToFloat16(a16);
    uint16_t hi = float16BitsToUint16(h);
    double d2 = uint64BitsToDouble(doubleBitsToUint64((uvec2(Data.words[_16], Data.words[_25]))));
    uvec2 _45 = (d2);
    uint16_t v1 = uint16_t(bitfieldExtract(Data.words[_25], int(8u), int(8u)));
    uint packed = bitfieldInsert(bitfieldInsert(bitfieldInsert(bitfieldInsert(0u, uint(clamp(int(uint(bitfieldExtract(int(Data.words[_16]), int(0u), int(8u)))), int(4294967168u), int(127u))), int(0u), int(8u)), uint(clamp(int(uint(bitfieldExtract(int(Data.words[_16]), int(24u), int(8u)))), int(4294967168u), int(127u))), int(8u), int(8u)), uint(clamp(int(Data.words[_16]), int(4294967168u), int(127u))), int(16u), int(8u)), uint(clamp(int(Data.words[_25]), int(4294967168u), int(127u))), int(24u), int(8u));
    uint packed16 = bitfieldInsert(bitfieldInsert(bitfieldInsert(bitfieldInsert(0u, uint(clamp(int(uint(int16_t(v1))), int(0u), int(255u))), int(0u), int(8u)), uint(clamp(int(uint(int16_t(hi))), int(0u), int(255u))), int(8u), int(8u)), uint(clamp(int(uint(int16_t(a16))), int(0u), int(255u))), int(16u), int(8u)), uint(clamp(int(uint(int16_t(v1))), int(0u), int(255u))), int(24u), int(8u));
    precise float fsum = float(d2) + ((unpackHalf2x16(packHalf2x16(vec2((isinf(f) || isnan(f)) ? f : clamp(f, -65504.0, 65504.0), 0.0))).x + (float(h) * float(h))) + (float(h) * float(h)));
    Data.words[address >> 2u] = (((((floatBitsToUint(f) + uint(hi)) + _45.x) + _45.y) + uint(int(d2))) + uint(d2)) + ((((((((Data.words[_16] + (uint(bitfieldExtract(int(packed), int(0u), int(8u))) * uint(bitfieldExtract(int(Data.words[_25]), int(0u), int(8u))))) + (uint(bitfieldExtract(int(packed), int(8u), int(8u))) * uint(bitfieldExtract(int(Data.words[_25]), int(8u), int(8u))))) + (uint(bitfieldExtract(int(packed), int(16u), int(8u))) * uint(bitfieldExtract(int(Data.words[_25]), int(16u), int(8u))))) + (uint(bitfieldExtract(int(packed), int(24u), int(8u))) * uint(bitfieldExtract(int(Data.words[_25]), int(24u), int(8u))))) + (bitfieldExtract(packed16, int(0u), int(8u)) * bitfieldExtract(Data.words[_25], int(0u), int(8u)))) + (bitfieldExtract(packed16, int(8u), int(8u)) * bitfieldExtract(Data.words[_25], int(8u), int(8u)))) + (bitfieldExtract(packed16, int(16u), int(8u)) * bitfieldExtract(Data.words[_25], int(16u), int(8u)))) + (bitfieldExtract(packed16, int(24u), int(8u)) * bitfieldExtract(Data.words[_25], int(24u), int(8u))));
    Data.words[(address + 4u) >> 2u] = floatBitsToUint(fsum);
}

