#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _23;

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
    uint _24 = gl_GlobalInvocationID.x & 1u;
    uint _30 = (gl_GlobalInvocationID.x >> 1u) & 1u;
    uint _36 = (gl_GlobalInvocationID.x >> 2u) & 1u;
    uint _61 = heap_StructuredBuffer[nonuniformEXT(b0.rows[0u].x + _24)].words[gl_GlobalInvocationID.x];
    uint _62 = gl_GlobalInvocationID.x << 2u;
    uint _72 = heap_ByteAddressBuffer[nonuniformEXT((_24 ^ 3u) + b0.rows[0u].x)].words[_62 >> 2u];
    uint _94 = ((_72 + _61) + texelFetch(heap_Buffer[nonuniformEXT((_30 | 4u) + b0.rows[0u].x)], int(gl_GlobalInvocationID.x)).x) + heap_cbuffer[nonuniformEXT((_36 | 6u) + b0.rows[0u].x)].rows[0u].x;
    heap_RWStructuredBuffer[nonuniformEXT((_30 | 8u) + b0.rows[0u].x)].words[gl_GlobalInvocationID.x] = _94;
    heap_RWByteAddressBuffer[nonuniformEXT((_36 | 10u) + b0.rows[0u].x)].words[_62 >> 2u] = _94 << 1u;
    imageStore(heap_RWBuffer[nonuniformEXT((_24 | 12u) + b0.rows[0u].x)], int(gl_GlobalInvocationID.x), uvec4(_94 * 3u));
    imageStore(heap_RWTexture2D[nonuniformEXT((_24 ^ 15u) + b0.rows[0u].x)], ivec2(uvec2(gl_GlobalInvocationID.x, 0u)), uvec4(_94 * 5u));
}

