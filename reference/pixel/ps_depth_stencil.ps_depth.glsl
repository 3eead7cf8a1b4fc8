#version 450

layout(location = 1) in vec2 ATTR;

void main()
{
    gl_FragDepth = (ATTR.y + ATTR.x) * 0.0625;
}

