// GLSL of shaders/control_flow/cf_early_return.hlsl, by hand: its integer conditions are outside
// bench/hlsl_to_glsl.py's line-by-line subset. The native module of bench/driver_cost --native.
#version 450
layout(local_size_x = 64) in;
layout(set = 0, binding = 1000, std430) readonly buffer InBuffer { uint data[]; } In;
layout(set = 0, binding = 2000, std430) buffer OutBuffer { uint data[]; } Out;

void main()
{
    uint tid = gl_GlobalInvocationID.x;
    uint v = In.data[tid];
    Out.data[tid] = 1u;
    if (v < 5u)
        return;
    uint acc = 0u;
    for (uint i = 0u; i < v; i++) {
        acc += i;
        if (acc > 100u) {
            Out.data[tid] = 2000u + i;
            return;
        }
    }
    if ((v & 1u) != 0u) {
        Out.data[tid] = 3000u + acc;
        return;
    }
    Out.data[tid] = 4000u + acc;
}
