#version 450
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _30;
float _210;

layout(set = 1, binding = 2000, std430) buffer u0_space1_words32
{
    uint words[];
} u0_space1[];

layout(set = 4, binding = 7000, std430) buffer Counter
{
    uint counter;
} u0_space4_counter[];

layout(set = 4, binding = 2000, std430) buffer u0_space4_words32
{
    uint words[];
} u0_space4[];

layout(set = 5, binding = 7000, std430) buffer u0_space5_counter
{
    uint counter;
} u0_space5_counter_1[];

layout(set = 5, binding = 2000, std430) buffer u0_space5_words32
{
    uint words[];
} u0_space5[];

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(set = 1, binding = 1000) uniform utexture1D t0_space1[];
layout(set = 2, binding = 1000) uniform utexture2DArray t0_space2[];
layout(set = 3, binding = 1000) uniform utexture3D t0_space3[];
layout(set = 2, binding = 2000) uniform writeonly uimage2DArray u0_space2[];
layout(set = 3, binding = 2000) uniform writeonly uimage3D u0_space3[];
layout(set = 4, binding = 1000) uniform textureCube t0_space4[];
layout(set = 0, binding = 3000) uniform sampler s0;
layout(set = 5, binding = 1000) uniform textureCubeArray t0_space5[];
layout(set = 6, binding = 1000) uniform texture2D t0_space6[];
layout(set = 1, binding = 3000) uniform samplerShadow s0_space1[];

void main()
{
    uint _14 = gl_GlobalInvocationID.x >> 1u;
    uint _15 = _14 & 1u;
    uint _17 = gl_GlobalInvocationID.x >> 2u;
    uint _18 = gl_GlobalInvocationID.x & 1u;
    uint _31 = _18 ^ 1u;
    uint _45 = gl_GlobalInvocationID.x % 3u;
    uint _57 = (texelFetch(t0_space2[nonuniformEXT(_31 + 0u)], ivec3(uvec3(_15, 0u, _17)), int(0u)).x + texelFetch(t0_space1[nonuniformEXT(_18 + 0u)], int(_14), int(0u)).x) + texelFetch(t0_space3[nonuniformEXT(_45 + 0u)], ivec3(uvec3(_15, 0u, _17)), int(0u)).x;
    u0_space1[nonuniformEXT(_15 + 0u)].words[(gl_GlobalInvocationID.x << 2u) >> 2u] = _57;
    uint _71 = _17 & 1u;
    imageStore(u0_space2[nonuniformEXT(_71 + 0u)], ivec3(uvec3(_18, 0u, _14)), uvec4(_57 << 1u));
    imageStore(u0_space3[nonuniformEXT(((gl_GlobalInvocationID.x + 1u) % 3u) + 0u)], ivec3(uvec3(_18, 0u, _14)), uvec4(_57 * 3u));
    vec4 _117 = textureLod(nonuniformEXT(samplerCube(t0_space4[_45 + 0u], s0)), vec3(1.0, 0.20000000298023223876953125, 0.300000011920928955078125), 0.0);
    vec4 _136 = textureLod(nonuniformEXT(samplerCubeArray(t0_space5[_15 + 0u], s0)), vec4(0.0, -1.0, 0.20000000298023223876953125, float(_18)), 0.0);
    uint _149 = _31 + 0u;
    uint _157 = atomicAdd(u0_space4_counter[nonuniformEXT(_149)].counter, 1u);
    u0_space4[nonuniformEXT(_149)].words[_157] = ((0u - _31) & 7u) + 3u;
    uint _166 = _18 + 0u;
    uint _174 = atomicAdd(u0_space5_counter_1[nonuniformEXT(_166)].counter, -1u);
    uint _184 = u0_space5[nonuniformEXT(_166)].words[_174 - 1u];
    u0.words[gl_GlobalInvocationID.x * 4u] = floatBitsToUint(_136.x + _117.x);
    u0.words[(gl_GlobalInvocationID.x * 4u) + 1u] = floatBitsToUint((_136.y + _117.y) + float(_184));
    u0.words[(gl_GlobalInvocationID.x * 4u) + 2u] = floatBitsToUint((_136.z + _117.z) + vec4(textureLod(nonuniformEXT(sampler2DShadow(t0_space6[_15 + 0u], s0_space1[(_71 ^ 1u) + 0u])), vec3(vec2(0.5), 0.375), 0.0), 0.0, 0.0, 0.0).x);
    u0.words[(gl_GlobalInvocationID.x * 4u) + 3u] = floatBitsToUint(_136.w + _117.w);
}

