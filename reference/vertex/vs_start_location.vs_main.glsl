#version 450
#extension GL_ARB_shader_draw_parameters : require

layout(location = 1) out uvec2 START;

void main()
{
    uint _11 = uint(gl_VertexIndex) - uint(gl_BaseVertexARB);
    gl_Position.x = (_11 == 1u) ? 3.0 : (-1.0);
    gl_Position.y = (_11 == 2u) ? 3.0 : (-1.0);
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    START.x = uint(gl_BaseVertexARB);
    START.y = uint(gl_BaseInstanceARB);
}

