#version 450

layout(location = 3) noperspective in vec2 NOPERSP;
layout(location = 0) out vec2 SV_Target;

void main()
{
    float _12 = float(int(4294967288u));
    float _15 = float(int(4u));
    float _21 = float(int(4294967288u));
    float _23 = float(int(4u));
    SV_Target.x = interpolateAtOffset(NOPERSP, vec2(_12 * 0.0625, _15 * 0.0625)).x;
    SV_Target.y = interpolateAtOffset(NOPERSP, vec2(_21 * 0.0625, _23 * 0.0625)).y;
}

