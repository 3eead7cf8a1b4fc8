#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _64;

layout(set = 0, binding = 0, std140) uniform b0_rows
{
    uvec4 rows[1];
} b0;

layout(set = 0, binding = 4000, std430) readonly buffer heap_StructuredBuffer_words32
{
    uint words[];
} heap_StructuredBuffer[];

layout(set = 0, binding = 4000, std430) readonly buffer heap_ByteAddressBuffer_words32
{
    uint words[];
} heap_ByteAddressBuffer[];

layout(set = 0, binding = 4001, std140) uniform heap_cbuffer_rows
{
    uvec4 rows[1];
} heap_cbuffer[];

layout(set = 0, binding = 4000, std430) buffer heap_RWStructuredBuffer_words32
{
    uint words[];
} heap_RWStructuredBuffer[];

layout(set = 0, binding = 4000, std430) buffer heap_RWByteAddressBuffer_words32
{
    uint words[];
} heap_RWByteAddressBuffer[];

layout(set = 0, binding = 4002) uniform usamplerBuffer heap_Buffer[];
layout(set = 0, binding = 4003) uniform writeonly uimageBuffer heap_RWBuffer[];
layout(set = 0, binding = 4005) uniform writeonly uimage2D heap_RWTexture2D[];

void main()
{
    uint _26 = gl_GlobalInvocationID.x & 1u;
    uint _32 = (gl_GlobalInvocationID.x >> 1u) & 1u;
    uint _38 = (gl_GlobalInvocationID.x >> 2u) & 1u;
    uint _63 = heap_StructuredBuffer[nonuniformEXT(b0.rows[0u].x + _26)].words[gl_GlobalInvocationID.x];
    uint _65 = gl_GlobalInvocationID.x << 2u;
    uint _75 = heap_ByteAddressBuffer[nonuniformEXT((_26 ^ 3u) + b0.rows[0u].x)].words[_65 >> 2u];
    uint _103 = ((_75 + _63) + texelFetch(heap_Buffer[nonuniformEXT((_32 | 4u) + b0.rows[0u].x)], int(gl_GlobalInvocationID.x)).x) + heap_cbuffer[nonuniformEXT((_38 | 6u) + b0.rows[0u].x)].rows[0u].x;
    heap_RWStructuredBuffer[nonuniformEXT((_32 | 8u) + b0.rows[0u].x)].words[gl_GlobalInvocationID.x] = _103;
    heap_RWByteAddressBuffer[nonuniformEXT((_38 | 10u) + b0.rows[0u].x)].words[_65 >> 2u] = _103 << 1u;
    imageStore(heap_RWBuffer[nonuniformEXT((_26 | 12u) + b0.rows[0u].x)], int(gl_GlobalInvocationID.x), uvec4(_103 * 3u));
    imageStore(heap_RWTexture2D[nonuniformEXT((_26 ^ 15u) + b0.rows[0u].x)], ivec2(uvec2(gl_GlobalInvocationID.x, 0u)), uvec4(_103 * 5u));
}

