#version 450
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;
layout(max_vertices = 8, max_primitives = 4, triangles) out;

layout(location = 1) out uint VALUE[8];

void main()
{
    SetMeshOutputsEXT(4u, 2u);
    if (gl_LocalInvocationID.x < 4u)
    {
        gl_MeshVerticesEXT[gl_LocalInvocationID.x].gl_Position = vec4(((gl_LocalInvocationID.x & 1u) != 0u) ? 0.0 : (-1.0), ((gl_LocalInvocationID.x & 2u) != 0u) ? 1.0 : (-1.0), 0.0, 1.0);
        VALUE[gl_LocalInvocationID.x] = 5u;
    }
    if (gl_LocalInvocationID.x < 2u)
    {
        bool _47 = gl_LocalInvocationID.x == 0u;
        gl_PrimitiveTriangleIndicesEXT[gl_LocalInvocationID.x] = uvec3(uint(_47) ^ 1u, _47 ? 1u : 3u, 2u);
    }
}

