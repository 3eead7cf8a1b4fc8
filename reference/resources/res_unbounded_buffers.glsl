#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _26;
float _137;

layout(set = 1, binding = 1000, std430) readonly buffer t0_space1_words32
{
    uint words[];
} t0_space1[];

layout(set = 2, binding = 1000, std430) readonly buffer t0_space2_words32
{
    uint words[];
} t0_space2[];

layout(set = 1, binding = 0, std140) uniform b0_space1_rows
{
    uvec4 rows[1];
} b0_space1[];

layout(set = 1, binding = 2000, std430) buffer u0_space1_words32
{
    uint words[];
} u0_space1[];

layout(set = 2, binding = 2000, std430) buffer u0_space2_words32
{
    uint words[];
} u0_space2[];

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(set = 3, binding = 1000) uniform usamplerBuffer t0_space3[];
layout(set = 3, binding = 2000) uniform writeonly uimageBuffer u0_space3[];
layout(set = 4, binding = 2000) uniform writeonly uimage2D u0_space4[];
layout(set = 0, binding = 1000) uniform texture2D t0;
layout(set = 1, binding = 3000) uniform sampler s0_space1[];

void main()
{
    uint _14 = gl_GlobalInvocationID.x & 1u;
    uint _25 = t0_space1[nonuniformEXT(_14 + 0u)].words[gl_GlobalInvocationID.x];
    uint _27 = _14 ^ 1u;
    uint _29 = gl_GlobalInvocationID.x << 2u;
    uint _40 = t0_space2[nonuniformEXT(_27 + 0u)].words[_29 >> 2u];
    uint _43 = (gl_GlobalInvocationID.x >> 1u) & 1u;
    uint _56 = gl_GlobalInvocationID.x >> 2u;
    uint _57 = _56 & 1u;
    uint _70 = ((_40 + _25) + texelFetch(t0_space3[nonuniformEXT(_43 + 0u)], int(gl_GlobalInvocationID.x)).x) + b0_space1[nonuniformEXT(_57 + 0u)].rows[0u].x;
    u0_space1[nonuniformEXT(_43 + 0u)].words[gl_GlobalInvocationID.x] = _70;
    u0_space2[nonuniformEXT(_57 + 0u)].words[_29 >> 2u] = _70 << 1u;
    imageStore(u0_space3[nonuniformEXT(_14 + 0u)], int(gl_GlobalInvocationID.x), uvec4(_70 * 3u));
    imageStore(u0_space4[nonuniformEXT(_27 + 0u)], ivec2(uvec2(gl_GlobalInvocationID.x, 0u)), uvec4(_70 * 5u));
    u0.words[gl_GlobalInvocationID.x] = floatBitsToUint(textureLod(nonuniformEXT(sampler2D(t0, s0_space1[_56 + 0u])), vec2(0.5), 0.0).x);
}

