#version 450

out float gl_ClipDistance[3];

layout(location = 0) in vec2 POSITION;

void main()
{
    gl_Position.x = POSITION.x;
    gl_Position.y = POSITION.y;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    gl_ClipDistance[0u] = POSITION.x + 0.5;
    gl_ClipDistance[1u] = POSITION.y + 0.5;
    gl_ClipDistance[2u] = 0.5 - POSITION.x;
}

