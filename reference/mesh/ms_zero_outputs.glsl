#version 450
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;
layout(max_vertices = 1, max_primitives = 1, triangles) out;

void main()
{
    SetMeshOutputsEXT(0u, 0u);
}

