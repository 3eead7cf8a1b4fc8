#version 450
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 3, local_size_y = 1, local_size_z = 1) in;
layout(max_vertices = 3, max_primitives = 1, triangles) out;

out gl_MeshPerVertexEXT
{
    vec4 gl_Position;
    float gl_ClipDistance[3];
} gl_MeshVerticesEXT[];

layout(location = 1) out uint VALUE[3];

void main()
{
    SetMeshOutputsEXT(3u, 1u);
    float _22 = (gl_LocalInvocationID.x == 1u) ? 3.0 : (-1.0);
    float _25 = (gl_LocalInvocationID.x == 2u) ? 3.0 : (-1.0);
    gl_MeshVerticesEXT[gl_LocalInvocationID.x].gl_Position = vec4(_22, _25, 0.0, 1.0);
    VALUE[gl_LocalInvocationID.x] = 1u;
    gl_ClipDistance[gl_LocalInvocationID.x][0u] = 0.5 - _22;
    gl_ClipDistance[gl_LocalInvocationID.x][1u] = _25 + 0.5;
    if (gl_LocalInvocationID.x == 0u)
    {
        gl_PrimitiveTriangleIndicesEXT[0u] = uvec3(0u, 1u, 2u);
    }
}

