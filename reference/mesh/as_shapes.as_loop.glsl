#version 450
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

struct _12
{
    float _m0[4][2];
    float _m1[2];
    uint _m2[4];
};

taskPayloadSharedEXT _12 _payload_3UPayload_A_1;

void main()
{
    _payload_3UPayload_A_1._m0[0u][0u] = -1.0;
    _payload_3UPayload_A_1._m0[0u][1u] = -1.0;
    _payload_3UPayload_A_1._m2[0u] = 1u;
    _payload_3UPayload_A_1._m0[1u][0u] = 0.0;
    _payload_3UPayload_A_1._m0[1u][1u] = -1.0;
    _payload_3UPayload_A_1._m2[1u] = 2u;
    _payload_3UPayload_A_1._m0[2u][0u] = -1.0;
    _payload_3UPayload_A_1._m0[2u][1u] = 0.0;
    _payload_3UPayload_A_1._m2[2u] = 3u;
    _payload_3UPayload_A_1._m0[3u][0u] = 0.0;
    _payload_3UPayload_A_1._m0[3u][1u] = 0.0;
    _payload_3UPayload_A_1._m2[3u] = 5u;
    _payload_3UPayload_A_1._m1[0u] = 1.0;
    _payload_3UPayload_A_1._m1[1u] = 1.0;
    EmitMeshTasksEXT(2u, 2u, 1u);
}

