#version 450
layout(vertices = 4) out;

layout(location = 0) in vec2 POS[];
layout(location = 1) in uint TAG[];
layout(location = 0) out vec2 CORNER[4];
layout(location = 1) out uint TAG_1[4];
layout(location = 2) patch out uint SUMS[2];
layout(location = 2, component = 1) patch out uint PRIMITIVE;

void hs_main()
{
    CORNER[gl_InvocationID].x = ((gl_InvocationID & 1u) != 0u) ? POS[1u].x : POS[0u].x;
    CORNER[gl_InvocationID].y = ((gl_InvocationID & 2u) != 0u) ? POS[1u].y : POS[0u].y;
    TAG_1[gl_InvocationID] = TAG[gl_InvocationID % 3u] * (gl_InvocationID + 1u);
}

void hs_constants()
{
    uint _68 = (TAG[1u] + TAG[0u]) + TAG[2u];
    gl_TessLevelOuter[0u] = 1.0;
    gl_TessLevelOuter[1u] = 1.0;
    gl_TessLevelOuter[2u] = 1.0;
    gl_TessLevelOuter[3u] = 1.0;
    gl_TessLevelInner[0u] = 1.0;
    gl_TessLevelInner[1u] = gl_TessLevelOuter[3u];
    SUMS[0u] = _68;
    SUMS[1u] = ((((TAG_1[1u] + TAG_1[0u]) + TAG_1[2u]) + TAG_1[3u]) - _68) + SUMS[0u];
    PRIMITIVE = uint(gl_PrimitiveID);
}

void main()
{
    hs_main();
    barrier();
    if (gl_InvocationID == 0u)
    {
        hs_constants();
    }
}

