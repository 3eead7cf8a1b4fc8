#version 450
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _26;

layout(set = 0, binding = 1000, std430) readonly buffer t0_words32
{
    uint words[];
} t0[3];

layout(set = 0, binding = 1003, std430) readonly buffer t3_words32
{
    uint words[];
} t3[2];

layout(set = 0, binding = 0, std140) uniform b0_rows
{
    uvec4 rows[1];
} b0[2];

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0[2];

layout(set = 0, binding = 2, std140) uniform b2_rows
{
    uvec4 rows[1];
} b2;

layout(set = 0, binding = 1005) uniform usamplerBuffer t5[2];
layout(set = 0, binding = 2002) uniform writeonly uimageBuffer u2[2];
layout(set = 0, binding = 1007) uniform texture2D t7[2];
layout(set = 1, binding = 1000) uniform texture2D t0_space1[];
layout(set = 0, binding = 3000) uniform sampler s0[2];
layout(set = 0, binding = 2004) uniform writeonly image2D u4[2];

void main()
{
    uint _14 = gl_GlobalInvocationID.x % 3u;
    uint _25 = t0[nonuniformEXT(_14 + 0u)].words[gl_GlobalInvocationID.x];
    uint _28 = gl_GlobalInvocationID.x & 1u;
    uint _42 = t3[nonuniformEXT((_28 + 3u) - 3u)].words[(gl_GlobalInvocationID.x << 2u) >> 2u];
    uint _70 = ((_42 + _25) + texelFetch(t5[nonuniformEXT((_28 + 5u) - 5u)], int(gl_GlobalInvocationID.x)).x) + b0[nonuniformEXT(_28 + 0u)].rows[0u].x;
    u0[nonuniformEXT(_28 + 0u)].words[gl_GlobalInvocationID.x] = _70;
    imageStore(u2[(b2.rows[0u].x + 2u) - 2u], int(gl_GlobalInvocationID.x), uvec4(_70 << 1u));
    imageStore(u2[nonuniformEXT((_28 + 2u) - 2u)], int(gl_GlobalInvocationID.x + 8u), uvec4(_70));
    vec4 _119 = texelFetch(t7[nonuniformEXT((_28 + 7u) - 7u)], ivec2(uvec2(_28, 0u)), int(0u));
    uint _124 = gl_GlobalInvocationID.x >> 1u;
    vec4 _146 = textureLod(nonuniformEXT(sampler2D(t0_space1[_14 + 0u], s0[(_124 & 1u) + 0u])), vec2(0.5), 0.0);
    imageStore(u4[nonuniformEXT((_28 + 4u) - 4u)], ivec2(uvec2(_124, 0u)), vec4(_146.x + _119.x, _146.y + _119.y, _146.z + _119.z, _146.w + _119.w));
}

