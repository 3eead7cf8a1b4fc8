#version 450

layout(location = 0) out vec4 SV_Target;
layout(location = 1) out vec4 SV_Target1;

void main()
{
    SV_Target.x = 0.25;
    SV_Target.y = 0.5;
    SV_Target.z = 0.125;
    SV_Target.w = 1.0;
    SV_Target1.x = 0.5;
    SV_Target1.y = 0.25;
    SV_Target1.z = 1.0;
    SV_Target1.w = 0.0;
}

