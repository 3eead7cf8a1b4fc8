#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(set = 0, binding = 1000) uniform textureCube t0[3];
layout(set = 0, binding = 3000) uniform sampler s0;
layout(set = 0, binding = 1003) uniform textureCubeArray t3[2];

void main()
{
    vec4 _38 = textureLod(nonuniformEXT(samplerCube(t0[(gl_GlobalInvocationID.x % 3u) + 0u], s0)), vec3(1.0, 0.20000000298023223876953125, 0.300000011920928955078125), 0.0);
    vec4 _62 = textureLod(nonuniformEXT(samplerCubeArray(t3[(((gl_GlobalInvocationID.x >> 1u) & 1u) + 3u) - 3u], s0)), vec4(0.0, -1.0, 0.20000000298023223876953125, float(gl_GlobalInvocationID.x & 1u)), 0.0);
    u0.words[gl_GlobalInvocationID.x * 4u] = floatBitsToUint(_62.x + _38.x);
    u0.words[(gl_GlobalInvocationID.x * 4u) + 1u] = floatBitsToUint(_62.y + _38.y);
    u0.words[(gl_GlobalInvocationID.x * 4u) + 2u] = floatBitsToUint(_62.z + _38.z);
    u0.words[(gl_GlobalInvocationID.x * 4u) + 3u] = floatBitsToUint(_62.w + _38.w);
}

