#version 450
#extension GL_EXT_multiview : require

layout(location = 0) in vec2 POSITION;
layout(location = 1) out uint VALUE;

void main()
{
    gl_Position.x = float(gl_ViewIndex) + POSITION.x;
    gl_Position.y = POSITION.y;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = gl_ViewIndex + 1u;
}

