#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _61;
float _96;

layout(set = 0, binding = 7000, std430) buffer Counter
{
    uint counter;
} u0_counter[2];

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0[2];

layout(set = 0, binding = 7002, std430) buffer u2_counter
{
    uint counter;
} u2_counter_1[2];

layout(set = 0, binding = 2002, std430) buffer u2_words32
{
    uint words[];
} u2[2];

layout(set = 0, binding = 2004, std430) buffer u4_words32
{
    uint words[];
} u4;

layout(set = 0, binding = 1000) uniform texture2D t0[2];
layout(set = 0, binding = 3000) uniform samplerShadow s0[2];

void main()
{
    uint _14 = gl_GlobalInvocationID.x & 1u;
    uint _15 = _14 ^ 1u;
    uint _21 = _15 + 0u;
    uint _31 = atomicAdd(u0_counter[nonuniformEXT(_21)].counter, 1u);
    u0[nonuniformEXT(_21)].words[_31] = ((0u - _15) & 7u) + 3u;
    uint _40 = _14 + 2u;
    uint _49 = atomicAdd(u2_counter_1[nonuniformEXT(_40 - 2u)].counter, -1u);
    u4.words[gl_GlobalInvocationID.x] = floatBitsToUint(vec4(textureLod(nonuniformEXT(sampler2DShadow(t0[((gl_GlobalInvocationID.x >> 1u) & 1u) + 0u], s0[(((gl_GlobalInvocationID.x >> 2u) & 1u) ^ 1u) + 0u])), vec3(vec2(0.5), 0.375), 0.0), 0.0, 0.0, 0.0).x + float(u2[nonuniformEXT(_40 - 2u)].words[_49 - 1u]));
}

