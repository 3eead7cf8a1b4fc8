#version 450

layout(location = 3) noperspective sample in vec2 NOPERSP;
layout(location = 1) sample in vec2 ATTR;
layout(location = 0) out uvec4 SV_Target;

void main()
{
    SV_Target.x = uint((ATTR.x * 16.0) + 0.5);
    SV_Target.y = uint((ATTR.y * 16.0) + 0.5);
    SV_Target.z = uint((NOPERSP.x * 16.0) + 0.5);
    SV_Target.w = uint((NOPERSP.y * 16.0) + 0.5);
}

