#version 450
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

const uint _12[1] = uint[](0u);
uint _34;

layout(set = 0, binding = 1000, std430) readonly buffer t0_words32
{
    uint words[];
} t0;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

void main()
{
    bool _20 = _12[0u] == 0u;
    uint _38;
    for (;;)
    {
        if (t0.words[gl_GlobalInvocationID.x] == subgroupBroadcastFirst(t0.words[gl_GlobalInvocationID.x]))
        {
            _38 = subgroupAdd(t0.words[gl_GlobalInvocationID.x]);
            if (_20)
            {
                break;
            }
            else
            {
                continue;
            }
        }
        else
        {
            continue;
        }
    }
    u0.words[gl_GlobalInvocationID.x] = _38;
}

