#version 450
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _48;

layout(set = 0, binding = 4004) uniform utexture2DMS heap_Texture2DMS[];
layout(set = 0, binding = 4004) uniform utexture2DMSArray heap_Texture2DMSArray[];
layout(set = 0, binding = 4004) uniform utexture1DArray heap_Texture1DArray[];
layout(set = 0, binding = 4005) uniform writeonly uimage1D heap_RWTexture1D[];
layout(set = 0, binding = 4005) uniform writeonly uimage1DArray heap_RWTexture1DArray[];
layout(set = 0, binding = 4005) uniform writeonly uimage2DMS heap_RWTexture2DMS[];
layout(set = 0, binding = 4005) uniform writeonly uimage2DMSArray heap_RWTexture2DMSArray[];

void main()
{
    uint _14 = gl_GlobalInvocationID.x & 1u;
    uint _15 = gl_GlobalInvocationID.x >> 1u;
    uint _16 = _15 & 1u;
    uint _19 = gl_GlobalInvocationID.x >> 2u;
    uint _20 = _19 & 1u;
    uint _60 = gl_GlobalInvocationID.x & 3u;
    uint _71 = (texelFetch(heap_Texture2DMSArray[nonuniformEXT(_16 | 2u)], ivec3(uvec3(_14, 0u, _19)), int(_16)).x + texelFetch(heap_Texture2DMS[nonuniformEXT(_14)], ivec2(uvec2(_14, 0u)), int(_15)).x) + texelFetch(heap_Texture1DArray[nonuniformEXT(_20 | 4u)], ivec2(uvec2(_60, _19)), int(0u)).x;
    imageStore(heap_RWTexture1D[nonuniformEXT(_14 ^ 7u)], int(gl_GlobalInvocationID.x), uvec4(_71));
    imageStore(heap_RWTexture1DArray[nonuniformEXT(9u - _16)], ivec2(uvec2(_60, _19)), uvec4(_71 << 1u));
    imageStore(heap_RWTexture2DMS[nonuniformEXT(11u - _20)], ivec2(uvec2(_14, 0u)), _15, uvec4(_71 * 3u));
    imageStore(heap_RWTexture2DMSArray[nonuniformEXT(((gl_GlobalInvocationID.x % 3u) == 0u) ? 13u : 12u)], ivec3(uvec3(_14, 0u, _19)), _16, uvec4(_71 * 5u));
}

