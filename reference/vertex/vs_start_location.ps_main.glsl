#version 450

layout(location = 1) flat in uvec2 START;
layout(location = 0) out uvec2 SV_Target;

void main()
{
    SV_Target.x = START.x;
    SV_Target.y = START.y;
}

