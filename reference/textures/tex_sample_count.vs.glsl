#version 450

layout(location = 0) in vec2 POSITION;

void main()
{
    gl_Position.x = POSITION.x;
    gl_Position.y = POSITION.y;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
}

