#version 450

layout(location = 0) in vec4 POSITION;
layout(location = 1) in vec2 ATTR;
layout(location = 1) out vec2 ATTR_1;

void main()
{
    gl_Position.x = uintBitsToFloat(floatBitsToUint(POSITION.x));
    gl_Position.y = uintBitsToFloat(floatBitsToUint(POSITION.y));
    gl_Position.z = uintBitsToFloat(floatBitsToUint(POSITION.z));
    gl_Position.w = uintBitsToFloat(floatBitsToUint(POSITION.w));
    ATTR_1.x = uintBitsToFloat(floatBitsToUint(ATTR.x));
    ATTR_1.y = uintBitsToFloat(floatBitsToUint(ATTR.y));
}

