#version 450
layout(depth_less) out float gl_FragDepth;

layout(location = 1) in vec2 ATTR;

void main()
{
    gl_FragDepth = gl_FragCoord.z - (ATTR.y * 0.0625);
}

