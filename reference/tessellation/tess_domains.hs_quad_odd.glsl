#version 450
layout(vertices = 1) out;

float _42;

layout(set = 0, binding = 0, std140) uniform b0_rows
{
    uvec4 rows[1];
} b0;

layout(location = 0) in vec2 POS[];
layout(location = 0) out vec2 POS_1[1];

void hs_quad_odd()
{
    POS_1[gl_InvocationID].x = POS[gl_InvocationID].x;
    POS_1[gl_InvocationID].y = POS[gl_InvocationID].y;
}

void quad_factors()
{
    float _39 = uintBitsToFloat(b0.rows[0u].x);
    float _41 = uintBitsToFloat(b0.rows[0u].y);
    gl_TessLevelOuter[0u] = _39;
    gl_TessLevelOuter[1u] = _39;
    gl_TessLevelOuter[2u] = _39;
    gl_TessLevelOuter[3u] = _39;
    gl_TessLevelInner[0u] = _41;
    gl_TessLevelInner[1u] = _41;
}

void main()
{
    hs_quad_odd();
    barrier();
    if (gl_InvocationID == 0u)
    {
        quad_factors();
    }
}

