#version 450
#extension GL_EXT_demote_to_helper_invocation : require

layout(location = 0) out vec2 SV_Target;
uint dx_v32_r[6];

void main()
{
    dx_v32_r[0u] = uint(gl_FragCoord.x);
    dx_v32_r[1u] = uint(gl_FragCoord.y);
    dx_v32_r[0u] = dx_v32_r[1u] + dx_v32_r[0u];
    dx_v32_r[0u] &= 1u;
    if (dx_v32_r[0u] != 0u)
    {
        demote;
    }
    dx_v32_r[4u] = floatBitsToUint(gl_FragCoord.x * gl_FragCoord.x);
    dx_v32_r[5u] = floatBitsToUint(gl_FragCoord.y * gl_FragCoord.y);
    SV_Target.x = dFdxFine(uintBitsToFloat(dx_v32_r[4u]));
    SV_Target.y = dFdyCoarse(uintBitsToFloat(dx_v32_r[5u]));
}

