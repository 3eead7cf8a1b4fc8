// GLSL of shaders/control_flow/cf_short_circuit.hlsl, by hand: its integer conditions are outside
// bench/hlsl_to_glsl.py's line-by-line subset. The native module of bench/driver_cost --native.
#version 450
layout(local_size_x = 64) in;
layout(set = 0, binding = 1000, std430) readonly buffer InBuffer { uint data[]; } In;
layout(set = 0, binding = 2000, std430) buffer OutBuffer { uint data[]; } Out;
layout(set = 0, binding = 1001, std430) readonly buffer TableBuffer { uint words[]; } Table;

void main()
{
    uint tid = gl_GlobalInvocationID.x;
    uint v = In.data[tid];
    uint r = 0u;
    if (v > 10u && Table.words[v % 16u] > 5u)
        r |= 1u;
    if (v < 20u || Table.words[(v + 3u) % 16u] == 7u)
        r |= 2u;
    if ((v & 1u) != 0u && (Table.words[v % 8u] & 1u) != 0u)
        r |= 4u;
    Out.data[tid] = r;
}
