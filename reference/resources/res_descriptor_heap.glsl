#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _24;

layout(set = 0, binding = 0, std140) uniform b0_rows
{
    uvec4 rows[1];
} b0;

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
    heap_RWStructuredBuffer[b0.rows[0u].y].words[gl_GlobalInvocationID.x] = (heap_StructuredBuffer[b0.rows[0u].x].words[gl_GlobalInvocationID.x] << 1u) | 1u;
}

