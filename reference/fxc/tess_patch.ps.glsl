#version 450

layout(location = 1) flat in uvec4 VALUE;
layout(location = 0) out uvec4 SV_Target;

void main()
{
    SV_Target.x = VALUE.x;
    SV_Target.y = VALUE.y;
    SV_Target.z = VALUE.z;
    SV_Target.w = VALUE.w;
}

