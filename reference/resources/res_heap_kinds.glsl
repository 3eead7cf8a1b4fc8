#version 450
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _43;

layout(set = 0, binding = 4000, std430) buffer heap_RWByteAddressBuffer_words32
{
    uint words[];
} heap_RWByteAddressBuffer[];

layout(set = 0, binding = 4004) uniform utexture1D heap_Texture1D[];
layout(set = 0, binding = 4004) uniform utexture2DArray heap_Texture2DArray[];
layout(set = 0, binding = 4004) uniform utexture3D heap_Texture3D[];
layout(set = 0, binding = 4005) uniform writeonly uimage2DArray heap_RWTexture2DArray[];
layout(set = 0, binding = 4005) uniform writeonly uimage3D heap_RWTexture3D[];

void main()
{
    uint _14 = gl_GlobalInvocationID.x & 1u;
    uint _20 = gl_GlobalInvocationID.x >> 1u;
    uint _21 = _20 & 1u;
    uint _25 = gl_GlobalInvocationID.x >> 2u;
    uint _65 = (texelFetch(heap_Texture2DArray[nonuniformEXT(_14 ^ 3u)], ivec3(uvec3(_21, 0u, _25)), int(0u)).x + texelFetch(heap_Texture1D[nonuniformEXT(_14)], int(_20), int(0u)).x) + texelFetch(heap_Texture3D[nonuniformEXT((gl_GlobalInvocationID.x % 3u) | 4u)], ivec3(uvec3(_21, 0u, _25)), int(0u)).x;
    heap_RWByteAddressBuffer[nonuniformEXT(_21 + 7u)].words[(gl_GlobalInvocationID.x << 2u) >> 2u] = _65;
    imageStore(heap_RWTexture2DArray[nonuniformEXT((_25 & 1u) + 9u)], ivec3(uvec3(_14, 0u, _20)), uvec4(_65 << 1u));
    imageStore(heap_RWTexture3D[nonuniformEXT(((gl_GlobalInvocationID.x + 1u) % 3u) + 11u)], ivec3(uvec3(_14, 0u, _20)), uvec4(_65 * 3u));
}

