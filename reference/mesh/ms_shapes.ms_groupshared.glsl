#version 450
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(max_vertices = 4, max_primitives = 2, triangles) out;

layout(location = 1) out uint VALUE[4];
shared uint _squares_3PAIA[4];

void main()
{
    uint _16 = gl_LocalInvocationID.x + 1u;
    _squares_3PAIA[gl_LocalInvocationID.x] = _16 * _16;
    barrier();
    SetMeshOutputsEXT(4u, 2u);
    gl_MeshVerticesEXT[gl_LocalInvocationID.x].gl_Position = vec4(((gl_LocalInvocationID.x & 1u) != 0u) ? 1.0 : (-1.0), ((gl_LocalInvocationID.x & 2u) != 0u) ? 1.0 : (-1.0), 0.0, 1.0);
    VALUE[gl_LocalInvocationID.x] = ((_squares_3PAIA[1u] + _squares_3PAIA[0u]) + _squares_3PAIA[2u]) + _squares_3PAIA[3u];
    if (gl_LocalInvocationID.x < 2u)
    {
        bool _61 = gl_LocalInvocationID.x == 0u;
        gl_PrimitiveTriangleIndicesEXT[gl_LocalInvocationID.x] = uvec3(uint(_61) ^ 1u, _61 ? 1u : 3u, 2u);
    }
}

