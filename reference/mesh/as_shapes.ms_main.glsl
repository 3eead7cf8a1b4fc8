#version 450
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(max_vertices = 4, max_primitives = 2, triangles) out;

struct _34
{
    float _m0[4][2];
    float _m1[2];
    uint _m2[4];
};

layout(location = 1) out uint VALUE[4];
taskPayloadSharedEXT _34 payload;

void main()
{
    SetMeshOutputsEXT(4u, 2u);
    uint _38 = (gl_WorkGroupID.y << 1u) + gl_WorkGroupID.x;
    float _6 = 0.0;
    if (!((gl_LocalInvocationID.x & 1u) == 0u))
    {
        _6 = payload._m1[0u];
    }
    float _7 = 0.0;
    if (!((gl_LocalInvocationID.x & 2u) == 0u))
    {
        _7 = payload._m1[1u];
    }
    gl_MeshVerticesEXT[gl_LocalInvocationID.x].gl_Position = vec4(_6 + payload._m0[_38][0u], _7 + payload._m0[_38][1u], 0.0, 1.0);
    VALUE[gl_LocalInvocationID.x] = payload._m2[_38];
    if (gl_LocalInvocationID.x < 2u)
    {
        bool _74 = gl_LocalInvocationID.x == 0u;
        gl_PrimitiveTriangleIndicesEXT[gl_LocalInvocationID.x] = uvec3(uint(_74) ^ 1u, _74 ? 1u : 3u, 2u);
    }
}

