#version 450
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _30;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0[2];

layout(set = 0, binding = 1000) uniform utexture1D t0[2];
layout(set = 0, binding = 1002) uniform utexture2DArray t2[2];
layout(set = 0, binding = 1004) uniform utexture3D t4[3];
layout(set = 0, binding = 2002) uniform writeonly uimage2DArray u2[2];
layout(set = 0, binding = 2004) uniform writeonly uimage3D u4[3];

void main()
{
    uint _14 = gl_GlobalInvocationID.x >> 1u;
    uint _15 = _14 & 1u;
    uint _17 = gl_GlobalInvocationID.x >> 2u;
    uint _18 = gl_GlobalInvocationID.x & 1u;
    uint _60 = (texelFetch(t2[nonuniformEXT(((_18 ^ 1u) + 2u) - 2u)], ivec3(uvec3(_15, 0u, _17)), int(0u)).x + texelFetch(t0[nonuniformEXT(_18 + 0u)], int(_14), int(0u)).x) + texelFetch(t4[nonuniformEXT(((gl_GlobalInvocationID.x % 3u) + 4u) - 4u)], ivec3(uvec3(_15, 0u, _17)), int(0u)).x;
    u0[nonuniformEXT(_15 + 0u)].words[(gl_GlobalInvocationID.x << 2u) >> 2u] = _60;
    imageStore(u2[nonuniformEXT(((_17 & 1u) + 2u) - 2u)], ivec3(uvec3(_18, 0u, _14)), uvec4(_60 << 1u));
    imageStore(u4[nonuniformEXT((((gl_GlobalInvocationID.x + 1u) % 3u) + 4u) - 4u)], ivec3(uvec3(_18, 0u, _14)), uvec4(_60 * 3u));
}

