#version 450
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_vote : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_quad : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 2000, std430) buffer Out_words32
{
    uint words[];
} Out;

void main()
{
    float f = float(gl_GlobalInvocationID.x);
    bool odd = (gl_GlobalInvocationID.x & 1u) != 0u;
    uvec4 _30 = subgroupBallot(odd);
    precise float g0 = subgroupBroadcastFirst(f) + subgroupMul(f);
    precise float g1 = g0 + subgroupMax(f);
    precise float g2 = g1 + subgroupExclusiveMul(f);
    precise float g3 = g2 + subgroupQuadBroadcast(f, 1u);
    precise float g4 = g3 + subgroupQuadSwapDiagonal(f);
    uint address = gl_GlobalInvocationID.x << 3u;
    Out.words[address >> 2u] = ((((((((((((((((((gl_SubgroupInvocationID + gl_SubgroupSize) + uint(subgroupElect())) + uint(subgroupAny(odd))) + uint(subgroupAll(odd))) + uint(subgroupAllEqual(gl_GlobalInvocationID.x))) + uint(subgroupAllEqual(f))) + uint(subgroupShuffle(odd, 3u))) + _30.w) + subgroupShuffle(gl_GlobalInvocationID.x, _30.x)) + subgroupAdd(gl_GlobalInvocationID.x)) + uint(subgroupMin(int(gl_GlobalInvocationID.x)))) + subgroupMin(gl_GlobalInvocationID.x)) + uint(subgroupMax(int(gl_GlobalInvocationID.x)))) + subgroupAnd(gl_GlobalInvocationID.x)) + subgroupOr(gl_GlobalInvocationID.x)) + subgroupXor(gl_GlobalInvocationID.x)) + subgroupExclusiveAdd(gl_GlobalInvocationID.x)) + subgroupBallotBitCount(subgroupBallot(odd))) + subgroupBallotExclusiveBitCount(subgroupBallot(odd));
    Out.words[(address + 4u) >> 2u] = floatBitsToUint(g4);
}

