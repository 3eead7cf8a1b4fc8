#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_16bit_storage : require
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 2000, std430) buffer Out_words32
{
    uint words[];
} Out;

shared uint TGSM0[16];
uint table[2] = uint[](67305985u, 134678021u);

void main()
{
    uint8_t t8 = uint8_t(gl_LocalInvocationID.x);
    uint b0 = gl_LocalInvocationID.x << 1u;
    uint _22 = b0 >> 2u;
    uint _25 = (b0 & 3u) << 3u;
    uint _33 = atomicAnd(TGSM0[_22], ~(255u << _25));
    uint _34 = atomicOr(TGSM0[_22], uint(t8) << _25);
    uint b1 = b0 | 1u;
    uint _38 = b1 >> 2u;
    uint _40 = (b1 & 3u) << 3u;
    uint _46 = atomicAnd(TGSM0[_38], ~(255u << _40));
    uint _47 = atomicOr(TGSM0[_38], uint(t8 | uint8_t(128)) << _40);
    uint16_t t16 = uint16_t(gl_LocalInvocationID.x);
    uint _58 = (gl_LocalInvocationID.x + 16u) * 2u;
    uint _59 = _58 >> 2u;
    uint _61 = (_58 & 3u) << 3u;
    uint _68 = atomicAnd(TGSM0[_59], ~(65535u << _61));
    uint _69 = atomicOr(TGSM0[_59], uint(((t16 & 15us) << 12us) | (t16 * 33us)) << _61);
    memoryBarrier();
    barrier();
    Out.words[gl_LocalInvocationID.x] = TGSM0[gl_LocalInvocationID.x];
    uint local[2];
    local[0u] = (local[0u] & (~(65535u << 0u))) | (uint(t16) << 0u);
    uint _93 = uint(43981us);
    local[0u] = (local[0u] & (~(65535u << 16u))) | (_93 << 16u);
    uint _102 = uint(uint8_t(18));
    local[1u] = (local[1u] & (~(255u << 0u))) | (_102 << 0u);
    local[1u] = (local[1u] & (~(255u << 8u))) | (uint(t8) << 8u);
    uint _120 = uint(uint8_t(52));
    local[1u] = (local[1u] & (~(255u << 16u))) | (_120 << 16u);
    uint _130 = uint(uint8_t(86));
    local[1u] = (local[1u] & (~(255u << 24u))) | (_130 << 24u);
    uint o0a = (gl_LocalInvocationID.x << 1u) + 16u;
    Out.words[o0a] = local[0u];
    Out.words[o0a + 1u] = local[1u];
    table[0u] = (table[0u] & (~(255u << 16u))) | (uint(t8) << 16u);
    Out.words[gl_LocalInvocationID.x + 48u] = table[gl_LocalInvocationID.x & 1u];
}

