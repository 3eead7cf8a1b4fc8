// GLSL of shaders/control_flow/cf_wave_in_branch.hlsl, by hand: its integer conditions are outside
// bench/hlsl_to_glsl.py's line-by-line subset. The native module of bench/driver_cost --native.
#version 450
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 32) in;
layout(set = 0, binding = 1000, std430) readonly buffer InBuffer { uint data[]; } In;
layout(set = 0, binding = 2000, std430) buffer OutBuffer { uint data[]; } Out;

void main()
{
    uint tid = gl_GlobalInvocationID.x;
    uint v = In.data[tid];
    uint r;
    if ((v & 1u) != 0u) {
        r = subgroupAdd(v);
    } else {
        r = subgroupExclusiveAdd(v) + 1000u * subgroupBallotBitCount(subgroupBallot(true));
    }
    uint all = subgroupMax(r);
    Out.data[tid] = r + 100000u * (all & 0xffu);
}
