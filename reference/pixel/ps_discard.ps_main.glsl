#version 450
#extension GL_EXT_demote_to_helper_invocation : require

layout(location = 0) out vec2 SV_Target;

void main()
{
    if (!(((uint(gl_FragCoord.y) + uint(gl_FragCoord.x)) & 1u) == 0u))
    {
        demote;
    }
    SV_Target.x = dFdxFine(gl_FragCoord.x * gl_FragCoord.x);
    SV_Target.y = dFdyCoarse(gl_FragCoord.y * gl_FragCoord.y);
}

