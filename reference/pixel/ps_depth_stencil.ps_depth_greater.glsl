#version 450
layout(depth_greater) out float gl_FragDepth;

layout(location = 1) in vec2 ATTR;

void main()
{
    gl_FragDepth = gl_FragCoord.z + (ATTR.x * 0.0625);
}

