#version 450
#extension GL_EXT_demote_to_helper_invocation : require
#extension GL_KHR_shader_subgroup_quad : require

layout(location = 0) out uint SV_Target;

void main()
{
    if ((uint(gl_FragCoord.x) == 2u) && (uint(gl_FragCoord.y) == 2u))
    {
        demote;
    }
    bool _26 = helperInvocationEXT();
    uint _27 = uint(_26);
    SV_Target = (((subgroupQuadSwapHorizontal(_27) << 1u) | _27) + (subgroupQuadSwapVertical(_27) << 2u)) + (subgroupQuadSwapDiagonal(_27) << 3u);
}

