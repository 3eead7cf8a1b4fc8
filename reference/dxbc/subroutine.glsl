#version 450
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 2000, std430) buffer U0_words32
{
    uint words[];
} U0;

uint dx_v32_r[1];

void dx_label_0()
{
    dx_v32_r[0u] *= dx_v32_r[0u];
}

void main()
{
    dx_v32_r[0u] = gl_GlobalInvocationID.x;
    dx_label_0();
    U0.words[(gl_GlobalInvocationID.x * 4u) >> 2u] = dx_v32_r[0u];
}

