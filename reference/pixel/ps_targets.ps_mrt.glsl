#version 450

layout(location = 1) in vec2 ATTR;
layout(location = 0) out uint SV_Target;
layout(location = 1) out uvec2 SV_Target1;
layout(location = 2) out vec4 SV_Target2;
layout(location = 3) out vec4 SV_Target3;

void main()
{
    SV_Target = (uint(ATTR.x) * 10u) + uint(ATTR.y);
    SV_Target1.x = 0u - uint(int(ATTR.x));
    SV_Target1.y = uint(int(ATTR.y)) + 4294967293u;
    SV_Target2.x = 0.25;
    SV_Target2.y = 0.5;
    SV_Target2.z = 0.75;
    SV_Target2.w = 1.0;
    SV_Target3.x = ATTR.x;
    SV_Target3.y = ATTR.y;
    SV_Target3.z = (-0.0) - ATTR.x;
    SV_Target3.w = 2.5;
}

