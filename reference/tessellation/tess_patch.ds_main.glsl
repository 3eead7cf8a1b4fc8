#version 450
layout(quads) in;

layout(location = 2, component = 1) patch in uint PRIMITIVE;
layout(location = 0) in vec2 CORNER[];
layout(location = 2) patch in uint SUMS[2];
layout(location = 1) out uvec4 VALUE;

void main()
{
    float _39 = ((CORNER[1u].x - CORNER[0u].x) * gl_TessCoord.x) + CORNER[0u].x;
    float _40 = ((CORNER[1u].y - CORNER[0u].y) * gl_TessCoord.x) + CORNER[0u].y;
    gl_Position.x = (((CORNER[2u].x - _39) + ((CORNER[3u].x - CORNER[2u].x) * gl_TessCoord.x)) * gl_TessCoord.y) + _39;
    gl_Position.y = (((CORNER[2u].y - _40) + ((CORNER[3u].y - CORNER[2u].y) * gl_TessCoord.x)) * gl_TessCoord.y) + _40;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE.x = SUMS[0u];
    VALUE.y = SUMS[1u];
    VALUE.z = (PRIMITIVE * 10u) + uint(gl_PrimitiveID);
    VALUE.w = uint(gl_TessLevelInner[1u] + gl_TessLevelOuter[3u]);
}

