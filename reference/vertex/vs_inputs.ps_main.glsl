#version 450

layout(location = 2) in vec3 C;
layout(location = 1, component = 2) flat in uint B;
layout(location = 1) flat in uvec2 A;
layout(location = 0) out uvec4 SV_Target;
layout(location = 1) out vec4 SV_Target1;

void main()
{
    SV_Target.x = A.x;
    SV_Target.y = A.y;
    SV_Target.z = B;
    SV_Target.w = 4294967295u;
    SV_Target1.x = C.x;
    SV_Target1.y = C.y;
    SV_Target1.z = C.z;
    SV_Target1.w = 1.0;
}

