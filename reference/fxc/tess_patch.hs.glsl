#version 450
layout(vertices = 4) out;

layout(location = 0) in vec2 POS[];
layout(location = 0) out vec2 CORNER[4];
layout(location = 1) in uint TAG[];
layout(location = 1) out uint TAG_1[4];
layout(location = 2, component = 1) patch out uint SUMS;
layout(location = 3, component = 1) patch out uint SUMS1;
layout(location = 4, component = 1) patch out uint PRIMITIVE;
uint dx_v32_r[2];

void main()
{
    dx_v32_r[0u] = gl_InvocationID & 1u;
    dx_v32_r[1u] = gl_InvocationID & 2u;
    CORNER[gl_InvocationID].x = uintBitsToFloat((dx_v32_r[0u] != 0u) ? floatBitsToUint(POS[1u].x) : floatBitsToUint(POS[0u].x));
    CORNER[gl_InvocationID].y = uintBitsToFloat((dx_v32_r[1u] != 0u) ? floatBitsToUint(POS[1u].y) : floatBitsToUint(POS[0u].y));
    dx_v32_r[0u] = gl_InvocationID % 3u;
    dx_v32_r[1u] = gl_InvocationID + 1u;
    TAG_1[gl_InvocationID] = TAG[dx_v32_r[0u]] * dx_v32_r[1u];
}

void patch_constant()
{
    uint _93 = 0u;
    uint _94;
    for (;;)
    {
        _94 = _93;
        if (_94 < 4u)
        {
            dx_v32_r[0u] = _94;
            gl_TessLevelOuter[dx_v32_r[0u]] = uintBitsToFloat(1065353216u);
            _93++;
            continue;
        }
        else
        {
            break;
        }
    }
    gl_TessLevelInner[0u] = uintBitsToFloat(1065353216u);
    gl_TessLevelInner[1u] = uintBitsToFloat(1065353216u);
    dx_v32_r[0u] = TAG[0u] + TAG[1u];
    SUMS = dx_v32_r[0u] + TAG[2u];
    dx_v32_r[0u] = TAG_1[0u] + TAG_1[1u];
    dx_v32_r[0u] += TAG_1[2u];
    SUMS1 = dx_v32_r[0u] + TAG_1[3u];
    PRIMITIVE = uint(gl_PrimitiveID);
}

void main()
{
    main();
    barrier();
    if (gl_InvocationID == 0u)
    {
        patch_constant();
    }
}

