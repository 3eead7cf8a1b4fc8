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

uint _22;
float _30;
uint16_t _43;
float16_t _51;
uint64_t _64;
double _78;

layout(set = 0, binding = 1000, std430) readonly buffer Records_words32
{
    uint words[];
} Records;

layout(set = 0, binding = 1000, std430) readonly buffer Records_words16
{
    uint16_t words[];
} Records_1;

layout(set = 0, binding = 2000, std430) buffer OutRecords_words32
{
    uint words[];
} OutRecords;

layout(set = 0, binding = 2000, std430) buffer OutRecords_words16
{
    uint16_t words[];
} OutRecords_1;

layout(set = 0, binding = 1001, std430) readonly buffer Bytes_words32
{
    uint words[];
} Bytes;

layout(set = 0, binding = 2001, std430) buffer OutBytes_words32
{
    uint words[];
} OutBytes;

layout(set = 0, binding = 1001, std430) readonly buffer Bytes_words16
{
    uint16_t words[];
} Bytes_1;

layout(set = 0, binding = 2001, std430) buffer OutBytes_words16
{
    uint16_t words[];
} OutBytes_1;

void main()
{
    uint _28 = Records.words[(gl_GlobalInvocationID.x * 8u) + 1u];
    uint16_t s = Records_1.words[(gl_GlobalInvocationID.x * 16u) + 4u];
    uint16_t _49 = Records_1.words[(gl_GlobalInvocationID.x * 16u) + 5u];
    uint _56 = Records.words[(gl_GlobalInvocationID.x * 8u) + 4u];
    uint _60 = Records.words[(gl_GlobalInvocationID.x * 8u) + 5u];
    uint _70 = Records.words[(gl_GlobalInvocationID.x * 8u) + 6u];
    uint _75 = Records.words[(gl_GlobalInvocationID.x * 8u) + 7u];
    OutRecords.words[gl_GlobalInvocationID.x * 8u] = Records.words[gl_GlobalInvocationID.x * 8u];
    OutRecords.words[(gl_GlobalInvocationID.x * 8u) + 1u] = floatBitsToUint(uintBitsToFloat(_28));
    OutRecords_1.words[(gl_GlobalInvocationID.x * 16u) + 4u] = s;
    OutRecords_1.words[(gl_GlobalInvocationID.x * 16u) + 5u] = float16BitsToUint16(uint16BitsToFloat16(_49));
    uvec2 _100 = unpackUint2x32(packUint2x32(uvec2(_56, _60)));
    OutRecords.words[(gl_GlobalInvocationID.x * 8u) + 4u] = _100.x;
    OutRecords.words[(gl_GlobalInvocationID.x * 8u) + 5u] = _100.y;
    uvec2 _109 = ((uvec2(_70, _75)));
    OutRecords.words[(gl_GlobalInvocationID.x * 8u) + 6u] = _109.x;
    OutRecords.words[(gl_GlobalInvocationID.x * 8u) + 7u] = _109.y;
    uint address = gl_GlobalInvocationID.x << 4u;
    uint v0 = Bytes.words[address >> 2u];
    uint v1 = Bytes.words[(address + 4u) >> 2u];
    uint v2 = Bytes.words[(address + 8u) >> 2u];
    OutBytes.words[address >> 2u] = Bytes.words[(address + 12u) >> 2u];
    OutBytes.words[(address + 4u) >> 2u] = v2;
    OutBytes.words[(address + 8u) >> 2u] = v1;
    OutBytes.words[(address + 12u) >> 2u] = v0;
    OutBytes.words[(address + 4u) >> 2u] = Bytes.words[(address + 4u) >> 2u];
    uint16_t _173 = Bytes_1.words[(address + 2u) >> 1u];
    float16_t h1 = uint16BitsToFloat16(_173);
    precise float16_t hsum = uint16BitsToFloat16(Bytes_1.words[address >> 1u]) + h1;
    OutBytes_1.words[address >> 1u] = float16BitsToUint16(hsum);
    OutBytes_1.words[(address + 2u) >> 1u] = float16BitsToUint16(h1);
    uint _189 = Bytes.words[address >> 2u];
    uint _193 = Bytes.words[(address + 4u) >> 2u];
    double d0 = (uvec2(_189, _193));
    precise double dsum = d0 + (uvec2(Bytes.words[(address + 8u) >> 2u], Bytes.words[(address + 12u) >> 2u]));
    uvec2 _207 = (dsum);
    OutBytes.words[address >> 2u] = _207.x;
    OutBytes.words[(address + 4u) >> 2u] = _207.y;
    uvec2 _215 = (d0);
    OutBytes.words[(address + 8u) >> 2u] = _215.x;
    OutBytes.words[(address + 12u) >> 2u] = _215.y;
}

