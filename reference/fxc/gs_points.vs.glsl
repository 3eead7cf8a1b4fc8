#version 450

layout(location = 0) in vec2 POSITION;
layout(location = 1) in uint ID;
layout(location = 1) out uint ID_1;

void main()
{
    gl_Position.x = uintBitsToFloat(floatBitsToUint(POSITION.x));
    gl_Position.y = uintBitsToFloat(floatBitsToUint(POSITION.y));
    gl_Position.z = uintBitsToFloat(0u);
    gl_Position.w = uintBitsToFloat(1065353216u);
    ID_1 = ID;
}

