#version 450
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(max_vertices = 4, max_primitives = 2, triangles) out;

layout(location = 1) out uint VALUE[4];
layout(location = 2) perprimitiveEXT out uint PRIMVALUE[2];

void main()
{
    SetMeshOutputsEXT(4u, 2u);
    float _24 = float(gl_WorkGroupID.x);
    gl_MeshVerticesEXT[gl_LocalInvocationID.x].gl_Position = vec4(((gl_LocalInvocationID.x & 1u) != 0u) ? _24 : (_24 + (-1.0)), ((gl_LocalInvocationID.x & 2u) != 0u) ? 1.0 : (-1.0), 0.0, 1.0);
    VALUE[gl_LocalInvocationID.x] = (gl_WorkGroupID.x * 10u) + gl_LocalInvocationID.x;
    if (gl_LocalInvocationID.x < 2u)
    {
        bool _50 = gl_LocalInvocationID.x == 0u;
        gl_PrimitiveTriangleIndicesEXT[gl_LocalInvocationID.x] = uvec3(uint(_50) ^ 1u, _50 ? 1u : 3u, 2u);
        PRIMVALUE[gl_LocalInvocationID.x] = (gl_WorkGroupID.x * 100u) + gl_LocalInvocationID.x;
        gl_MeshPrimitivesEXT[gl_LocalInvocationID.x].gl_PrimitiveID = int(gl_LocalInvocationID.x + 7u);
        gl_MeshPrimitivesEXT[gl_LocalInvocationID.x].gl_CullPrimitiveEXT = 0u != 0u;
    }
}

