#version 450

layout(location = 3) noperspective in vec2 NOPERSP;
layout(location = 0) out vec4 SV_Target;

void main()
{
    bool _30 = uint(gl_SampleMaskIn[0u]) == 15u;
    SV_Target.x = interpolateAtSample(NOPERSP, 3u).x;
    SV_Target.y = interpolateAtSample(NOPERSP, 3u).y;
    SV_Target.z = _30 ? interpolateAtCentroid(NOPERSP).x : 7.0;
    SV_Target.w = _30 ? interpolateAtCentroid(NOPERSP).y : 7.0;
}

