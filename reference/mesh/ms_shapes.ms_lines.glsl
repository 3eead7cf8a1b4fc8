#version 450
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(max_vertices = 8, max_primitives = 4, lines) out;

layout(location = 1) out uint VALUE[8];

void main()
{
    SetMeshOutputsEXT(8u, 4u);
    float _21 = ((float(gl_LocalInvocationID.x) + 0.5) * 0.5) + (-1.0);
    uint _23 = gl_LocalInvocationID.x << 1u;
    uint _24 = gl_LocalInvocationID.x + 1u;
    gl_MeshVerticesEXT[_23].gl_Position = vec4(-1.0, _21, 0.0, 1.0);
    VALUE[_23] = _24;
    uint _39 = _23 | 1u;
    gl_MeshVerticesEXT[_39].gl_Position = vec4(1.0, _21, 0.0, 1.0);
    VALUE[_39] = _24;
    gl_PrimitiveLineIndicesEXT[gl_LocalInvocationID.x] = uvec2(_23, _39);
}

