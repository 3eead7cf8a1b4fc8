#version 450
#extension GL_EXT_mesh_shader : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

struct _35
{
    float _m0[4][2];
    float _m1[2];
    uint _m2[4];
};

taskPayloadSharedEXT _35 _payload_3UPayload_A_1;

void main()
{
    uint _16 = gl_LocalInvocationID.x + 1u;
    uint _18 = subgroupExclusiveAdd(_16);
    uint _19 = subgroupAdd(_16);
    if (gl_LocalInvocationID.x < 4u)
    {
        _payload_3UPayload_A_1._m0[gl_LocalInvocationID.x][0u] = float(gl_LocalInvocationID.x & 1u) + (-1.0);
        _payload_3UPayload_A_1._m0[gl_LocalInvocationID.x][1u] = float(gl_LocalInvocationID.x >> 1u) + (-1.0);
        _payload_3UPayload_A_1._m2[gl_LocalInvocationID.x] = (_19 * 100u) + _18;
    }
    _payload_3UPayload_A_1._m1[0u] = 1.0;
    _payload_3UPayload_A_1._m1[1u] = 1.0;
    barrier();
    EmitMeshTasksEXT(2u, 2u, 1u);
}

