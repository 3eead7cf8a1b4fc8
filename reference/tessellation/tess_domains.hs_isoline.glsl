#version 450
layout(vertices = 1) out;

float _42;

layout(set = 0, binding = 0, std140) uniform b0_rows
{
    uvec4 rows[1];
} b0;

layout(location = 0) in vec2 POS[];
layout(location = 0) out vec2 POS_1[1];

void hs_isoline()
{
    POS_1[gl_InvocationID].x = POS[gl_InvocationID].x;
    POS_1[gl_InvocationID].y = POS[gl_InvocationID].y;
}

void line_factors()
{
    gl_TessLevelOuter[0u] = uintBitsToFloat(b0.rows[0u].x);
    gl_TessLevelOuter[1u] = uintBitsToFloat(b0.rows[0u].y);
}

void main()
{
    hs_isoline();
    barrier();
    if (gl_InvocationID == 0u)
    {
        line_factors();
    }
}

