#version 450
#extension GL_KHR_shader_subgroup_quad : require

layout(location = 0) out uvec4 SV_Target;

void main()
{
    uint _21 = (uint(gl_FragCoord.y) << 3u) + uint(gl_FragCoord.x);
    SV_Target.x = subgroupQuadSwapHorizontal(_21);
    SV_Target.y = subgroupQuadSwapVertical(_21);
    SV_Target.z = subgroupQuadSwapDiagonal(_21);
    SV_Target.w = subgroupQuadBroadcast(_21, 2u);
}

