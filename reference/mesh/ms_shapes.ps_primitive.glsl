#version 450

layout(location = 1, component = 1) flat in uint PRIMVALUE;
layout(location = 1) flat in uint VALUE;
layout(location = 0) out uvec4 SV_Target;

void main()
{
    SV_Target.x = VALUE;
    SV_Target.y = PRIMVALUE;
    SV_Target.z = uint(gl_PrimitiveID);
    SV_Target.w = 1u;
}

