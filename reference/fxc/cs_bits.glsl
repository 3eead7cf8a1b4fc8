#version 450
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _30;

struct _165
{
    uint _m0;
    uint _m1;
};

layout(set = 0, binding = 0, std140) uniform b0_rows
{
    uvec4 rows[1];
} b0;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

uint dx_v32_r[24];

void main()
{
    dx_v32_r[0u] = gl_GlobalInvocationID.x;
    dx_v32_r[4u] = dx_v32_r[0u] + b0.rows[0u].x;
    uint _41 = 4u & 31u;
    dx_v32_r[8u] = bitfieldExtract(dx_v32_r[4u], int(_41), int(min((8u & 31u), (32u - _41))));
    dx_v32_r[5u] = dx_v32_r[0u] << 28u;
    dx_v32_r[5u] ^= b0.rows[0u].y;
    uint _66 = 20u & 31u;
    dx_v32_r[9u] = uint(bitfieldExtract(int(dx_v32_r[5u]), int(_66), int(min((12u & 31u), (32u - _66)))));
    dx_v32_r[6u] = dx_v32_r[0u] << 1u;
    uint _83 = dx_v32_r[6u] & 31u;
    dx_v32_r[10u] = bitfieldInsert(b0.rows[0u].x, 171u, int(_83), int(min((8u & 31u), (32u - _83))));
    dx_v32_r[11u] = bitfieldReverse(dx_v32_r[4u]);
    dx_v32_r[7u] = b0.rows[0u].y >> (dx_v32_r[0u] & 31u);
    dx_v32_r[12u] = uint(bitCount(dx_v32_r[7u]));
    dx_v32_r[4u] = dx_v32_r[0u] + 1u;
    uint _114 = uint(findMSB(dx_v32_r[4u]));
    dx_v32_r[13u] = (_114 != 4294967295u) ? (31u - _114) : 4294967295u;
    dx_v32_r[5u] = b0.rows[0u].y << (dx_v32_r[0u] & 31u);
    dx_v32_r[14u] = uint(findLSB(dx_v32_r[5u]));
    dx_v32_r[6u] = dx_v32_r[0u] + 2u;
    dx_v32_r[6u] = 0u - dx_v32_r[6u];
    uint _149 = uint(findMSB((int(dx_v32_r[6u]) < int(0u)) ? (~dx_v32_r[6u]) : dx_v32_r[6u]));
    dx_v32_r[15u] = (_149 != 4294967295u) ? (31u - _149) : 4294967295u;
    dx_v32_r[4u] = dx_v32_r[4u] << 16u;
    _165 _166;
    umulExtended(b0.rows[0u].x, dx_v32_r[4u], _166._m1, _166._m0);
    dx_v32_r[16u] = _166._m1;
    dx_v32_r[5u] = 0u - b0.rows[0u].z;
    dx_v32_r[6u] = dx_v32_r[0u] + 1073741824u;
    _165 _184;
    imulExtended(dx_v32_r[5u], dx_v32_r[6u], _184._m1, _184._m0);
    dx_v32_r[17u] = _184._m1;
    dx_v32_r[7u] = dx_v32_r[0u] << 2u;
    _165 _198;
    _198._m0 = uaddCarry(b0.rows[0u].w, dx_v32_r[7u], _198._m1);
    dx_v32_r[18u] = uint(_198._m1 != 0u);
    _165 _208;
    _208._m0 = usubBorrow(dx_v32_r[0u], 3u, _208._m1);
    dx_v32_r[19u] = uint(_208._m1 != 0u);
    dx_v32_r[4u] = dx_v32_r[0u] + 1000u;
    dx_v32_r[20u] = dx_v32_r[4u] % b0.rows[0u].z;
    dx_v32_r[5u] = dx_v32_r[0u] * 4294967196u;
    dx_v32_r[21u] = uint(int(dx_v32_r[5u]) >> int(3u));
    dx_v32_r[6u] = floatBitsToUint(float(dx_v32_r[0u]));
    dx_v32_r[6u] = floatBitsToUint(uintBitsToFloat(dx_v32_r[6u]) * 0.25);
    float _252 = uintBitsToFloat(dx_v32_r[6u]);
    dx_v32_r[22u] = packHalf2x16(vec2((isinf(_252) || isnan(_252)) ? _252 : clamp(_252, -65504.0, 65504.0), 0.0));
    dx_v32_r[7u] = floatBitsToUint((uintBitsToFloat(dx_v32_r[6u]) * 2.0) + 0.25);
    dx_v32_r[7u] = floatBitsToUint(roundEven(uintBitsToFloat(dx_v32_r[7u])));
    dx_v32_r[23u] = floatBitsToUint((uintBitsToFloat(dx_v32_r[7u]) * 2.0) + (-1.0));
    u0.words[dx_v32_r[0u] * 16u] = dx_v32_r[8u];
    u0.words[(dx_v32_r[0u] * 16u) + 1u] = dx_v32_r[9u];
    u0.words[(dx_v32_r[0u] * 16u) + 2u] = dx_v32_r[10u];
    u0.words[(dx_v32_r[0u] * 16u) + 3u] = dx_v32_r[11u];
    u0.words[(dx_v32_r[0u] * 16u) + 4u] = dx_v32_r[12u];
    u0.words[(dx_v32_r[0u] * 16u) + 5u] = dx_v32_r[13u];
    u0.words[(dx_v32_r[0u] * 16u) + 6u] = dx_v32_r[14u];
    u0.words[(dx_v32_r[0u] * 16u) + 7u] = dx_v32_r[15u];
    u0.words[(dx_v32_r[0u] * 16u) + 8u] = dx_v32_r[16u];
    u0.words[(dx_v32_r[0u] * 16u) + 9u] = dx_v32_r[17u];
    u0.words[(dx_v32_r[0u] * 16u) + 10u] = dx_v32_r[18u];
    u0.words[(dx_v32_r[0u] * 16u) + 11u] = dx_v32_r[19u];
    u0.words[(dx_v32_r[0u] * 16u) + 12u] = dx_v32_r[20u];
    u0.words[(dx_v32_r[0u] * 16u) + 13u] = dx_v32_r[21u];
    u0.words[(dx_v32_r[0u] * 16u) + 14u] = dx_v32_r[22u];
    u0.words[(dx_v32_r[0u] * 16u) + 15u] = dx_v32_r[23u];
}

