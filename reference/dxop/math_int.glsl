#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_16bit_storage : require
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _33;

struct _47
{
    uint _m0;
    uint _m1;
};

layout(set = 0, binding = 2000, std430) buffer Data_words32
{
    uint words[];
} Data;

void main()
{
    uint address = gl_GlobalInvocationID.x << 4u;
    uint _16 = address >> 2u;
    uint _25 = (address + 4u) >> 2u;
    uint _30 = (address + 8u) >> 2u;
    uint16_t a16 = uint16_t(Data.words[_16]);
    uint64_t a64 = uint64_t(Data.words[_16]);
    uint64_t b64 = uint64_t(int(Data.words[_25]));
    _47 _48;
    imulExtended(Data.words[_16], Data.words[_25], _48._m1, _48._m0);
    _47 _51;
    umulExtended(Data.words[_16], Data.words[_25], _51._m1, _51._m0);
    _47 _56;
    _56._m0 = uaddCarry(Data.words[_16], Data.words[_25], _56._m1);
    _47 _61;
    _61._m0 = usubBorrow(Data.words[_16], Data.words[_25], _61._m1);
    uint _69 = bitfieldExtract(Data.words[_16], int(0u), int(8u));
    uint _76 = bitfieldExtract(Data.words[_16], int(8u), int(8u));
    uint _84 = bitfieldExtract(Data.words[_16], int(16u), int(8u));
    uint _92 = bitfieldExtract(Data.words[_16], int(24u), int(8u));
    uint _101 = Data.words[_25] & 31u;
    uint _107 = 4u & 31u;
    uint _112 = Data.words[_25] & 31u;
    uint _142 = uint(b64);
    uint _143 = uint(b64 >> 32ul);
    uint _152 = uint(findMSB(Data.words[_16]));
    uint _157 = uint(findMSB(uint(a16)));
    uint _164 = uint(a64 >> 32ul);
    uint _169 = (_164 == 0u) ? uint(findMSB(uint(a64))) : (uint(findMSB(_164)) + 32u);
    uint _177 = uint(findMSB((int(Data.words[_25]) < int(0u)) ? (~Data.words[_25]) : Data.words[_25]));
    uint64_t _184 = (int64_t(b64) < int64_t(0ul)) ? (~b64) : b64;
    uint _187 = uint(_184 >> 32ul);
    uint _192 = (_187 == 0u) ? uint(findMSB(uint(_184))) : (uint(findMSB(_187)) + 32u);
    uint s14 = ((((((((((((((uint(max(int(Data.words[_16]), int(Data.words[_25]))) + uint(min(int(Data.words[_16]), int(Data.words[_25])))) + max(Data.words[_16], Data.words[_25])) + uint(min(a16, uint16_t(Data.words[_25])))) + uint(uint64_t(max(int64_t(a64), int64_t(b64))))) + _48._m1) + _51._m0) + (Data.words[_16] / Data.words[_30])) + (Data.words[_16] % Data.words[_30])) + _56._m0) + uint(_56._m1 != 0u)) + uint(_61._m1 != 0u)) + ((Data.words[_16] * Data.words[_25]) + Data.words[_30])) + ((Data.words[_16] * Data.words[_25]) + Data.words[_30])) + ((((Data.words[_30] + ((_69 != 0u) ? uint(abs(int(_69 - bitfieldExtract(Data.words[_25], int(0u), int(8u))))) : 0u)) + ((_76 != 0u) ? uint(abs(int(_76 - bitfieldExtract(Data.words[_25], int(8u), int(8u))))) : 0u)) + ((_84 != 0u) ? uint(abs(int(_84 - bitfieldExtract(Data.words[_25], int(16u), int(8u))))) : 0u)) + ((_92 != 0u) ? uint(abs(int(_92 - bitfieldExtract(Data.words[_25], int(24u), int(8u))))) : 0u))) + uint(bitfieldExtract(int(Data.words[_30]), int(_101), int(min((Data.words[_16] & 31u), (32u - _101)))));
    uint s25 = ((((((((((s14 + bitfieldExtract(Data.words[_30], int(_107), int(min((8u & 31u), (32u - _107))))) + bitfieldInsert(gl_GlobalInvocationID.x, Data.words[_30], int(_112), int(min((Data.words[_16] & 31u), (32u - _112))))) + bitfieldReverse(Data.words[_16])) + uint(uint16_t(bitfieldReverse(uint(a16)) >> 16u))) + uint((uint64_t(bitfieldReverse(uint(a64))) << 32ul) | uint64_t(bitfieldReverse(uint(a64 >> 32ul))))) + uint(bitCount(Data.words[_16]))) + uint(bitCount(uint(a16)))) + (uint(bitCount(uint(b64))) + uint(bitCount(uint(b64 >> 32ul))))) + uint(findLSB(Data.words[_16]))) + ((_142 == 0u) ? ((_143 == 0u) ? 4294967295u : (uint(findLSB(_143)) + 32u)) : uint(findLSB(_142)))) + ((_152 != 4294967295u) ? (31u - _152) : 4294967295u);
    Data.words[address >> 2u] = (((s25 + ((_157 != 4294967295u) ? (15u - _157) : 4294967295u)) + ((_169 != 4294967295u) ? (63u - _169) : 4294967295u)) + ((_177 != 4294967295u) ? (31u - _177) : 4294967295u)) + ((_192 != 4294967295u) ? (63u - _192) : 4294967295u);
}

