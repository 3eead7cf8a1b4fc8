#version 450
layout(quads) in;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(location = 0) in vec2 POS[];

void main()
{
    u0.words[(uint(roundEven(gl_TessCoord.y * 8.0)) * 9u) + uint(roundEven(gl_TessCoord.x * 8.0))] = 1u;
    gl_Position.x = POS[0u].x + (gl_TessCoord.x * 2.0);
    gl_Position.y = POS[0u].y + (gl_TessCoord.y * 2.0);
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
}

