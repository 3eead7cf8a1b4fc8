#version 450
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(max_vertices = 12, max_primitives = 4, triangles) out;

layout(location = 1) out uint VALUE[12];
layout(location = 2) perprimitiveEXT out uint PRIMVALUE[4];

void main()
{
    SetMeshOutputsEXT(12u, 4u);
    float _18 = float(gl_LocalInvocationID.x & 1u);
    float _20 = float(gl_LocalInvocationID.x >> 1u);
    float _22 = _18 + (-1.0);
    float _23 = _20 + (-1.0);
    uint _25 = gl_LocalInvocationID.x * 3u;
    uint _26 = gl_LocalInvocationID.x + 1u;
    gl_MeshVerticesEXT[_25].gl_Position = vec4(_22, _23, 0.0, 1.0);
    VALUE[_25] = _26;
    uint _41 = _25 + 1u;
    gl_MeshVerticesEXT[_41].gl_Position = vec4(_18 + 0.89999997615814208984375, _23, 0.0, 1.0);
    VALUE[_41] = _26;
    uint _48 = _25 + 2u;
    gl_MeshVerticesEXT[_48].gl_Position = vec4(_22, _20 + 0.89999997615814208984375, 0.0, 1.0);
    VALUE[_48] = _26;
    gl_PrimitiveTriangleIndicesEXT[gl_LocalInvocationID.x] = uvec3(_25, _41, _48);
    PRIMVALUE[gl_LocalInvocationID.x] = 0u;
    gl_MeshPrimitivesEXT[gl_LocalInvocationID.x].gl_PrimitiveID = int(gl_LocalInvocationID.x);
    gl_MeshPrimitivesEXT[gl_LocalInvocationID.x].gl_CullPrimitiveEXT = uint((gl_LocalInvocationID.x + 4294967295u) < 2u) != 0u;
}

