#version 450
#extension GL_EXT_demote_to_helper_invocation : require
#extension GL_KHR_shader_subgroup_vote : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_arithmetic : require

layout(location = 0) out uint SV_Target;

void main()
{
    if ((uint(gl_FragCoord.x) == 2u) && (uint(gl_FragCoord.y) == 2u))
    {
        demote;
    }
    bool _26 = helperInvocationEXT();
    uint _27 = uint(_26);
    bool _30 = helperInvocationEXT();
    bool _35 = helperInvocationEXT();
    uint _39 = subgroupBallotFindLSB(subgroupBallot(!_35));
    bool _47 = helperInvocationEXT();
    SV_Target = (uint(subgroupAll(_30 ? true : (_26 != true))) + ((((_39 == 4294967295u) ? 0u : subgroupShuffle(_27, _39)) == 0u) ? 2u : 0u)) + ((subgroupAdd(_47 ? 0u : _27) == 0u) ? 4u : 0u);
}

