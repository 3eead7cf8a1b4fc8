#version 450

layout(location = 0) out vec4 SV_Target;

void main()
{
    SV_Target.x = 1.0;
    SV_Target.y = gl_FragCoord.x;
    SV_Target.z = gl_FragCoord.y;
    SV_Target.w = 0.0;
}

