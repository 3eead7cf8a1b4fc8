#version 450
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

struct _59
{
    float _m0[4][2];
    float _m1[2];
    uint _m2[4];
};

shared uint _counter_3IA;
shared float _corners_3PAV_vector_M_01_A_v_1dim[8];
taskPayloadSharedEXT _59 _payload_3UPayload_A_1;

void main()
{
    if (gl_LocalInvocationID.x == 0u)
    {
        _counter_3IA = 0u;
        _corners_3PAV_vector_M_01_A_v_1dim[0u] = -1.0;
        _corners_3PAV_vector_M_01_A_v_1dim[1u] = -1.0;
        _corners_3PAV_vector_M_01_A_v_1dim[2u] = 0.0;
        _corners_3PAV_vector_M_01_A_v_1dim[3u] = -1.0;
        _corners_3PAV_vector_M_01_A_v_1dim[4u] = -1.0;
        _corners_3PAV_vector_M_01_A_v_1dim[5u] = 0.0;
        _corners_3PAV_vector_M_01_A_v_1dim[6u] = 0.0;
        _corners_3PAV_vector_M_01_A_v_1dim[7u] = 0.0;
    }
    barrier();
    uint _46 = atomicAdd(_counter_3IA, gl_LocalInvocationID.x + 1u);
    barrier();
    if (gl_LocalInvocationID.x < 4u)
    {
        _payload_3UPayload_A_1._m0[gl_LocalInvocationID.x][0u] = _corners_3PAV_vector_M_01_A_v_1dim[0u + (gl_LocalInvocationID.x * 2u)];
        _payload_3UPayload_A_1._m0[gl_LocalInvocationID.x][1u] = _corners_3PAV_vector_M_01_A_v_1dim[1u + (gl_LocalInvocationID.x * 2u)];
        _payload_3UPayload_A_1._m2[gl_LocalInvocationID.x] = _counter_3IA + gl_LocalInvocationID.x;
    }
    _payload_3UPayload_A_1._m1[0u] = 1.0;
    _payload_3UPayload_A_1._m1[1u] = 1.0;
    barrier();
    EmitMeshTasksEXT(2u, 2u, 1u);
}

