// GLSL of shaders/control_flow/cf_do_while.hlsl, by hand: its integer conditions are outside
// bench/hlsl_to_glsl.py's line-by-line subset. The native module of bench/driver_cost --native.
#version 450
layout(local_size_x = 64) in;
layout(set = 0, binding = 1000, std430) readonly buffer InBuffer { uint data[]; } In;
layout(set = 0, binding = 2000, std430) buffer OutBuffer { uint data[]; } Out;

void main()
{
    uint tid = gl_GlobalInvocationID.x;
    uint x = In.data[tid] + 1u;
    uint steps = 0u;
    do {
        if ((x & 1u) != 0u)
            x = 3u * x + 1u;
        else
            x = x >> 1u;
        steps++;
    } while (x != 1u && steps < 50u);
    Out.data[tid] = steps;
}
