#version 450

layout(location = 1) in vec2 ATTR;
layout(location = 0) in vec4 POSITION;
layout(location = 1) out vec2 ATTR_1;
layout(location = 2) out float FLAT;
layout(location = 3) out vec2 NOPERSP;
layout(location = 4) out vec2 CENTROID;

void main()
{
    gl_Position.x = POSITION.x;
    gl_Position.y = POSITION.y;
    gl_Position.z = POSITION.z;
    gl_Position.w = POSITION.w;
    ATTR_1.x = ATTR.x;
    ATTR_1.y = ATTR.y;
    FLAT = ATTR.x;
    NOPERSP.x = ATTR.x;
    NOPERSP.y = ATTR.y;
    CENTROID.x = ATTR.x;
    CENTROID.y = ATTR.y;
}

