#version 450

layout(location = 0) in vec2 POSITION;
layout(location = 1) out vec2 TEXCOORD;

void main()
{
    gl_Position.x = uintBitsToFloat(floatBitsToUint(POSITION.x));
    gl_Position.y = uintBitsToFloat(floatBitsToUint(POSITION.y));
    gl_Position.z = uintBitsToFloat(0u);
    gl_Position.w = uintBitsToFloat(1065353216u);
    TEXCOORD.x = (POSITION.x * 0.5) + 0.5;
    TEXCOORD.y = (POSITION.y * 0.5) + 0.5;
}

