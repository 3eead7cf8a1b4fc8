#version 450

layout(location = 0) in vec2 POSITION;
layout(location = 1) out vec2 TEXCOORD;

void main()
{
    gl_Position.x = POSITION.x;
    gl_Position.y = POSITION.y;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    TEXCOORD.x = (POSITION.x * 0.5) + 0.5;
    TEXCOORD.y = (POSITION.y * 0.5) + 0.5;
}

