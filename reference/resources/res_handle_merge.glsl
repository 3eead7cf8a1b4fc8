#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _39;

layout(set = 0, binding = 1000, std430) readonly buffer Tables_words32
{
    uint words[];
} Tables[4];

layout(set = 0, binding = 2000, std430) buffer Out_words32
{
    uint words[];
} Out;

void main()
{
    uint merged_phi;
    if (gl_GlobalInvocationID.x < 4u)
    {
        merged_phi = gl_GlobalInvocationID.x & 3u;
    }
    else
    {
        merged_phi = 2u;
    }
    Out.words[gl_GlobalInvocationID.x] = (Tables[((gl_GlobalInvocationID.x & 1u) != 0u) ? 1u : 3u].words[gl_GlobalInvocationID.x] * 100u) + Tables[nonuniformEXT(merged_phi)].words[gl_GlobalInvocationID.x];
}

