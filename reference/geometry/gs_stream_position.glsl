#version 450
layout(points) in;
layout(max_vertices = 2, points) out;

layout(location = 1) in uint ID[1];
layout(location = 1, stream = 0) out uint VALUE;
layout(location = 2, stream = 0) out float PSIZE;
layout(location = 3, stream = 1) out vec4 SV_Position;
layout(location = 4, stream = 1) out uint OTHER;

void main()
{
    gl_Position.x = gl_in[0u].gl_Position.x;
    gl_Position.y = gl_in[0u].gl_Position.y;
    gl_Position.z = gl_in[0u].gl_Position.z;
    gl_Position.w = gl_in[0u].gl_Position.w;
    VALUE = ID[0u] + 1u;
    PSIZE = 1.0;
    gl_PointSize = 1.0;
    EmitVertex();
    SV_Position.x = (-0.0) - gl_in[0u].gl_Position.x;
    SV_Position.y = (-0.0) - gl_in[0u].gl_Position.y;
    SV_Position.z = 0.0;
    SV_Position.w = 1.0;
    OTHER = 99u;
    gl_PointSize = 1.0;
    EmitStreamVertex(int(1u));
}

