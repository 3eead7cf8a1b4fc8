#version 450

layout(location = 0) in vec2 POSITION;
layout(location = 0) out vec2 POS;

void main()
{
    POS.x = POSITION.x;
    POS.y = POSITION.y;
}

