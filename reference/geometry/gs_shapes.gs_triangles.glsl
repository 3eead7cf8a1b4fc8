#version 450
layout(triangles) in;
layout(max_vertices = 6, triangle_strip) out;

layout(location = 1) out uint VALUE;

void main()
{
    uint _13 = (uint(gl_PrimitiveIDIn) * 100u) | 1u;
    gl_Position.x = gl_in[0u].gl_Position.x;
    gl_Position.y = gl_in[0u].gl_Position.y;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = _13;
    EmitVertex();
    gl_Position.x = gl_in[1u].gl_Position.x;
    gl_Position.y = gl_in[1u].gl_Position.y;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = _13;
    EmitVertex();
    gl_Position.x = gl_in[2u].gl_Position.x;
    gl_Position.y = gl_in[2u].gl_Position.y;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = _13;
    EmitVertex();
    EndPrimitive();
    gl_Position.x = gl_in[0u].gl_Position.x + 1.0;
    gl_Position.y = gl_in[0u].gl_Position.y;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = _13 + 1u;
    EmitVertex();
    gl_Position.x = gl_in[1u].gl_Position.x + 1.0;
    gl_Position.y = gl_in[1u].gl_Position.y;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = _13 + 1u;
    EmitVertex();
    gl_Position.x = gl_in[2u].gl_Position.x + 1.0;
    gl_Position.y = gl_in[2u].gl_Position.y;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = _13 + 1u;
    EmitVertex();
    EndPrimitive();
}

