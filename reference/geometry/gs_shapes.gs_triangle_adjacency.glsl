#version 450
layout(triangles_adjacency) in;
layout(max_vertices = 3, triangle_strip) out;

layout(location = 1) in uint ID[6];
layout(location = 1) out uint VALUE;

void main()
{
    uint _41 = (((((ID[1u] << 3u) | ID[0u]) | (ID[2u] << 6u)) | (ID[3u] << 9u)) | (ID[4u] << 12u)) | (ID[5u] << 15u);
    gl_Position.x = -1.0;
    gl_Position.y = -1.0;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = _41;
    EmitVertex();
    gl_Position.x = 3.0;
    gl_Position.y = -1.0;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = _41;
    EmitVertex();
    gl_Position.x = -1.0;
    gl_Position.y = 3.0;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = _41;
    EmitVertex();
}

