#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _29;

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

layout(set = 0, binding = 9000, std430) buffer Counter
{
    uint counter;
} heap_RWStructuredBuffer_counter[];

layout(set = 0, binding = 4002) uniform usamplerBuffer heap_Buffer[];
layout(set = 0, binding = 4003) uniform writeonly uimageBuffer heap_RWBuffer[];
layout(set = 0, binding = 4004) uniform texture2D heap_Texture2D[];
layout(set = 0, binding = 4006) uniform sampler heap_SamplerState[];
layout(set = 0, binding = 4005) uniform writeonly image2D heap_RWTexture2D[];

void main()
{
    uint _28 = heap_StructuredBuffer[0u].words[gl_GlobalInvocationID.x];
    uint _30 = gl_GlobalInvocationID.x << 2u;
    uint _40 = heap_ByteAddressBuffer[1u].words[_30 >> 2u];
    uint _65 = ((_40 + _28) + texelFetch(heap_Buffer[2u], int(gl_GlobalInvocationID.x)).x) + heap_cbuffer[3u].rows[0u].x;
    heap_RWStructuredBuffer[6u].words[gl_GlobalInvocationID.x] = _65;
    heap_RWByteAddressBuffer[7u].words[_30 >> 2u] = _65 << 1u;
    imageStore(heap_RWBuffer[8u], int(gl_GlobalInvocationID.x), uvec4(_65 * 3u));
    imageStore(heap_RWTexture2D[9u], ivec2(uvec2(gl_GlobalInvocationID.x, 0u)), vec4(textureLod(nonuniformEXT(sampler2D(heap_Texture2D[(gl_GlobalInvocationID.x & 1u) | 4u], heap_SamplerState[gl_GlobalInvocationID.x >> 2u])), vec2(0.5), 0.0)));
    uint _142 = atomicAdd(heap_RWStructuredBuffer_counter[10u].counter, 1u);
    heap_RWStructuredBuffer[10u].words[_142] = 1u;
}

