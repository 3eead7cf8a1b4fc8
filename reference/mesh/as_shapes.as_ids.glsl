#version 450
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 2, local_size_y = 2, local_size_z = 1) in;

struct _56
{
    float _m0[4][2];
    float _m1[2];
    uint _m2[4];
};

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

taskPayloadSharedEXT _56 _payload_3UPayload_A_1;

void main()
{
    u0.words[(gl_GlobalInvocationID.y << 2u) + gl_GlobalInvocationID.x] = (((gl_WorkGroupID.x * 1000u) + (gl_LocalInvocationIndex * 100u)) + gl_LocalInvocationID.x) + (gl_LocalInvocationID.y * 10u);
    if (gl_LocalInvocationIndex == 0u)
    {
        _payload_3UPayload_A_1._m0[0u][0u] = float(gl_WorkGroupID.x) + (-1.0);
        _payload_3UPayload_A_1._m0[0u][1u] = -1.0;
        _payload_3UPayload_A_1._m2[0u] = gl_WorkGroupID.x + 1u;
        _payload_3UPayload_A_1._m1[0u] = 1.0;
        _payload_3UPayload_A_1._m1[1u] = 2.0;
    }
    barrier();
    EmitMeshTasksEXT(1u, 1u, 1u);
}

