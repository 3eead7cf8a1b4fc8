#version 450
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 2, local_size_y = 1, local_size_z = 1) in;
layout(max_vertices = 6, max_primitives = 2, triangles) out;

layout(location = 1) out uint VALUE[6];

void main()
{
    SetMeshOutputsEXT(6u, 2u);
    uint _16 = gl_LocalInvocationID.x * 3u;
    uint _18 = gl_LocalInvocationID.x + 1u;
    gl_MeshVerticesEXT[_16].gl_Position = vec4(-1.0, -1.0, 0.0, 1.0);
    VALUE[_16] = _18;
    uint _35 = _16 + 1u;
    gl_MeshVerticesEXT[_35].gl_Position = vec4(3.0, -1.0, 0.0, 1.0);
    VALUE[_35] = _18;
    uint _40 = _16 + 2u;
    gl_MeshVerticesEXT[_40].gl_Position = vec4(-1.0, 3.0, 0.0, 1.0);
    VALUE[_40] = _18;
    gl_PrimitiveTriangleIndicesEXT[gl_LocalInvocationID.x] = uvec3(_16, _35, _40);
    gl_MeshPrimitivesEXT[gl_LocalInvocationID.x].gl_Layer = int(gl_LocalInvocationID.x);
    gl_MeshPrimitivesEXT[gl_LocalInvocationID.x].gl_ViewportIndex = int(1u - gl_LocalInvocationID.x);
}

