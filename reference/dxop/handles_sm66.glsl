#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _23;
float _100;

layout(set = 0, binding = 0, std140) uniform Globals_rows
{
    uvec4 rows[1];
} Globals;

layout(set = 1, binding = 1002, std430) readonly buffer Tables_words32
{
    uint words[];
} Tables[8];

layout(set = 0, binding = 4000, std430) readonly buffer heap_StructuredBuffer_words32
{
    uint words[];
} heap_StructuredBuffer[];

layout(set = 0, binding = 4001, std140) uniform heap_cbuffer_rows
{
    uvec4 rows[2];
} heap_cbuffer[];

layout(set = 0, binding = 4000, std430) buffer heap_RWByteAddressBuffer_words32
{
    uint words[];
} heap_RWByteAddressBuffer[];

layout(set = 0, binding = 4002) uniform usamplerBuffer heap_Buffer[];
layout(set = 0, binding = 4004) uniform texture2D heap_Texture2D[];
layout(set = 0, binding = 4006) uniform sampler heap_SamplerState[];

void main()
{
    uint _34 = ((gl_GlobalInvocationID.x & 7u) + 2u) - 2u;
    heap_RWByteAddressBuffer[Globals.rows[0u].x + 5u].words[(gl_GlobalInvocationID.x << 2u) >> 2u] = (((Tables[nonuniformEXT(_34)].words[gl_GlobalInvocationID.x] + heap_StructuredBuffer[Globals.rows[0u].x + 1u].words[(gl_GlobalInvocationID.x * 4u) + 3u]) + texelFetch(heap_Buffer[Globals.rows[0u].x + 2u], int(gl_GlobalInvocationID.x)).x) + heap_cbuffer[Globals.rows[0u].x + 3u].rows[1u].z) + uint(textureLod(nonuniformEXT(sampler2D(heap_Texture2D[Tables[nonuniformEXT(_34)].words[gl_GlobalInvocationID.x] + 4u], heap_SamplerState[Globals.rows[0u].x])), vec2(float(gl_GlobalInvocationID.x)), 0.0).x);
}

