#version 450
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _30;

layout(set = 0, binding = 1000) uniform utexture2DMS t0[2];
layout(set = 0, binding = 1002) uniform utexture2DMSArray t2[2];
layout(set = 0, binding = 1004) uniform utexture1DArray t4[2];
layout(set = 0, binding = 2000) uniform writeonly uimage1D u0[2];
layout(set = 0, binding = 2002) uniform writeonly uimage1DArray u2[2];
layout(set = 0, binding = 2004) uniform writeonly uimage2DMS u4[2];
layout(set = 0, binding = 2006) uniform writeonly uimage2DMSArray u6[2];

void main()
{
    uint _14 = gl_GlobalInvocationID.x & 1u;
    uint _15 = gl_GlobalInvocationID.x >> 1u;
    uint _31 = _15 & 1u;
    uint _32 = gl_GlobalInvocationID.x >> 2u;
    uint _46 = _32 & 1u;
    uint _48 = gl_GlobalInvocationID.x & 3u;
    uint _62 = (texelFetch(t2[nonuniformEXT((_31 + 2u) - 2u)], ivec3(uvec3(_14, 0u, _32)), int(_31)).x + texelFetch(t0[nonuniformEXT(_14 + 0u)], ivec2(uvec2(_14, 0u)), int(_15)).x) + texelFetch(t4[nonuniformEXT((_46 + 4u) - 4u)], ivec2(uvec2(_48, _32)), int(0u)).x;
    imageStore(u0[nonuniformEXT((_14 ^ 1u) + 0u)], int(gl_GlobalInvocationID.x), uvec4(_62));
    imageStore(u2[nonuniformEXT(((_31 ^ 1u) + 2u) - 2u)], ivec2(uvec2(_48, _32)), uvec4(_62 << 1u));
    imageStore(u4[nonuniformEXT(((_46 ^ 1u) + 4u) - 4u)], ivec2(uvec2(_14, 0u)), _15, uvec4(_62 * 3u));
    imageStore(u6[nonuniformEXT((uint((gl_GlobalInvocationID.x % 3u) == 0u) + 6u) - 6u)], ivec3(uvec3(_14, 0u, _32)), _31, uvec4(_62 * 5u));
}

