#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _38;

layout(set = 0, binding = 4000, std430) readonly buffer heap_StructuredBuffer_words32
{
    uint words[];
} heap_StructuredBuffer[];

layout(set = 0, binding = 4000, std430) buffer heap_RWStructuredBuffer_words32
{
    uint words[];
} heap_RWStructuredBuffer[];

void main()
{
    uint merged_phi;
    if (gl_GlobalInvocationID.x < 4u)
    {
        merged_phi = 0u;
    }
    else
    {
        merged_phi = 2u;
    }
    heap_RWStructuredBuffer[4u].words[gl_GlobalInvocationID.x] = (heap_StructuredBuffer[((gl_GlobalInvocationID.x & 1u) != 0u) ? 1u : 3u].words[gl_GlobalInvocationID.x] * 100u) + heap_StructuredBuffer[merged_phi].words[gl_GlobalInvocationID.x];
}

