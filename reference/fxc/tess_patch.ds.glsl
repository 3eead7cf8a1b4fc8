#version 450
layout(quads) in;

layout(location = 0) in vec2 CORNER[];
layout(location = 2, component = 1) patch in uint SUMS;
layout(location = 1) out uvec4 VALUE;
layout(location = 3, component = 1) patch in uint SUMS1;
layout(location = 4, component = 1) patch in uint PRIMITIVE;
uint dx_v32_r[6];

void main()
{
    dx_v32_r[0u] = floatBitsToUint(((-0.0) - CORNER[0u].x) + CORNER[1u].x);
    dx_v32_r[1u] = floatBitsToUint(((-0.0) - CORNER[0u].y) + CORNER[1u].y);
    uint _52 = dx_v32_r[1u];
    dx_v32_r[0u] = floatBitsToUint((gl_TessCoord.x * uintBitsToFloat(dx_v32_r[0u])) + CORNER[0u].x);
    dx_v32_r[1u] = floatBitsToUint((gl_TessCoord.x * uintBitsToFloat(_52)) + CORNER[0u].y);
    dx_v32_r[2u] = floatBitsToUint(((-0.0) - CORNER[2u].x) + CORNER[3u].x);
    dx_v32_r[3u] = floatBitsToUint(((-0.0) - CORNER[2u].y) + CORNER[3u].y);
    uint _92 = dx_v32_r[3u];
    dx_v32_r[2u] = floatBitsToUint((gl_TessCoord.x * uintBitsToFloat(dx_v32_r[2u])) + CORNER[2u].x);
    dx_v32_r[3u] = floatBitsToUint((gl_TessCoord.x * uintBitsToFloat(_92)) + CORNER[2u].y);
    uint _111 = dx_v32_r[3u];
    uint _114 = dx_v32_r[1u];
    dx_v32_r[4u] = floatBitsToUint(((-0.0) - uintBitsToFloat(dx_v32_r[0u])) + uintBitsToFloat(dx_v32_r[2u]));
    dx_v32_r[5u] = floatBitsToUint(((-0.0) - uintBitsToFloat(_114)) + uintBitsToFloat(_111));
    gl_Position.x = (gl_TessCoord.y * uintBitsToFloat(dx_v32_r[4u])) + uintBitsToFloat(dx_v32_r[0u]);
    gl_Position.y = (gl_TessCoord.y * uintBitsToFloat(dx_v32_r[5u])) + uintBitsToFloat(dx_v32_r[1u]);
    gl_Position.z = uintBitsToFloat(0u);
    gl_Position.w = uintBitsToFloat(1065353216u);
    VALUE.x = SUMS;
    VALUE.y = SUMS1;
    VALUE.z = (PRIMITIVE * 10u) + uint(gl_PrimitiveID);
    dx_v32_r[0u] = floatBitsToUint(gl_TessLevelOuter[3u] + gl_TessLevelInner[1u]);
    VALUE.w = uint(uintBitsToFloat(dx_v32_r[0u]));
}

