#version 450

layout(location = 1) flat in uint VALUE;
layout(location = 0) out uvec4 SV_Target;

void main()
{
    SV_Target.x = VALUE;
    SV_Target.y = uint(gl_Layer);
    SV_Target.z = uint(gl_ViewportIndex);
    SV_Target.w = uint(gl_PrimitiveID);
}

