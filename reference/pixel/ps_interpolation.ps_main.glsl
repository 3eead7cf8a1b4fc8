#version 450

layout(location = 4) centroid in vec2 CENTROID;
layout(location = 3) noperspective in vec2 NOPERSP;
layout(location = 2) flat in float FLAT;
layout(location = 1) in vec2 ATTR;
layout(location = 0) out vec4 SV_Target;
layout(location = 1) out vec4 SV_Target1;

void main()
{
    SV_Target.x = ATTR.x;
    SV_Target.y = FLAT;
    SV_Target.z = NOPERSP.x;
    SV_Target.w = CENTROID.y;
    SV_Target1.x = gl_FragCoord.x;
    SV_Target1.y = gl_FragCoord.y;
    SV_Target1.z = gl_FragCoord.z;
    SV_Target1.w = 1.0 / gl_FragCoord.w;
}

