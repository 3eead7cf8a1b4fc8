#version 450

layout(location = 0) in vec2 POSITION;
layout(location = 0) out vec2 POS;
layout(location = 1) in uint TAG;
layout(location = 1) out uint TAG_1;

void main()
{
    POS.x = uintBitsToFloat(floatBitsToUint(POSITION.x));
    POS.y = uintBitsToFloat(floatBitsToUint(POSITION.y));
    TAG_1 = TAG;
}

