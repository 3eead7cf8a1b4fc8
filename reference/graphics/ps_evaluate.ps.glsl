#version 450
#extension GL_EXT_demote_to_helper_invocation : require

layout(location = 1) in vec2 TEXCOORD;
layout(location = 0) out vec4 SV_Target;
layout(location = 1) out vec4 SV_Target1;

void main()
{
    if (((floor(TEXCOORD.y) * 4.0) + (floor(TEXCOORD.x) * 3.0)) > 18.0)
    {
        demote;
    }
    SV_Target.x = interpolateAtSample(TEXCOORD, 3u).x;
    SV_Target.y = interpolateAtSample(TEXCOORD, 3u).y;
    SV_Target.z = interpolateAtOffset(TEXCOORD, vec2(float(int(uint(bitfieldExtract(int(4u), int(0u), int(4u))))) * 0.0625, float(int(uint(bitfieldExtract(int(4294967288u), int(0u), int(4u))))) * 0.0625)).x;
    SV_Target.w = interpolateAtOffset(TEXCOORD, vec2(float(int(uint(bitfieldExtract(int(4u), int(0u), int(4u))))) * 0.0625, float(int(uint(bitfieldExtract(int(4294967288u), int(0u), int(4u))))) * 0.0625)).y;
    SV_Target1.x = interpolateAtCentroid(TEXCOORD).x;
    SV_Target1.y = interpolateAtCentroid(TEXCOORD).y;
    SV_Target1.z = TEXCOORD.x;
    SV_Target1.w = TEXCOORD.y;
}

