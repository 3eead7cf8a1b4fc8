#version 450
layout(local_size_x = 8, local_size_y = 4, local_size_z = 2) in;

layout(set = 0, binding = 2000, std430) buffer Out_words32
{
    uint words[];
} Out;

void main()
{
    barrier();
    memoryBarrier();
    barrier();
    memoryBarrier();
    memoryBarrierBuffer();
    memoryBarrierImage();
    barrier();
    memoryBarrierBuffer();
    memoryBarrierImage();
    groupMemoryBarrier();
    barrier();
    barrier();
    uint address = gl_LocalInvocationIndex << 3u;
    Out.words[address >> 2u] = (gl_GlobalInvocationID.x + gl_GlobalInvocationID.y) + gl_GlobalInvocationID.z;
    Out.words[(address + 4u) >> 2u] = (gl_WorkGroupID.x + gl_WorkGroupID.y) + (gl_LocalInvocationID.x + gl_LocalInvocationID.z);
}

