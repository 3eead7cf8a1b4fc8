#version 450
layout(points) in;
layout(max_vertices = 4, triangle_strip) out;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(location = 1) in uint ID[1];
layout(location = 1) out uint VALUE;
uint dx_v32_r[8];

void main()
{
    u0.words[uint(gl_PrimitiveIDIn)] = ID[0u];
    dx_v32_r[0u] = (ID[0u] * 10u) + uint(gl_PrimitiveIDIn);
    dx_v32_r[4u] = floatBitsToUint(gl_in[0u].gl_Position.x + (-0.25));
    dx_v32_r[5u] = floatBitsToUint(gl_in[0u].gl_Position.y + (-0.25));
    dx_v32_r[6u] = floatBitsToUint(gl_in[0u].gl_Position.x + 0.25);
    dx_v32_r[7u] = floatBitsToUint(gl_in[0u].gl_Position.y + 0.25);
    uint _72 = 0u * 4u;
    uint _9[8];
    _9[_72 + 0u] = dx_v32_r[4u];
    uint _76 = 0u * 4u;
    _9[_76 + 1u] = dx_v32_r[5u];
    uint _79 = 0u * 4u;
    _9[_79 + 2u] = 0u;
    uint _83 = 0u * 4u;
    _9[_83 + 3u] = 1065353216u;
    uint _90 = 1u * 4u;
    _9[_90 + 0u] = dx_v32_r[0u];
    gl_Position.x = uintBitsToFloat(_9[0u]);
    gl_Position.y = uintBitsToFloat(_9[1u]);
    gl_Position.z = uintBitsToFloat(_9[2u]);
    gl_Position.w = uintBitsToFloat(_9[3u]);
    VALUE = _9[4u];
    EmitVertex();
    uint _120 = 0u * 4u;
    _9[_120 + 0u] = dx_v32_r[6u];
    uint _123 = 0u * 4u;
    _9[_123 + 1u] = dx_v32_r[5u];
    uint _126 = 0u * 4u;
    _9[_126 + 2u] = 0u;
    uint _129 = 0u * 4u;
    _9[_129 + 3u] = 1065353216u;
    uint _134 = 1u * 4u;
    _9[_134 + 0u] = dx_v32_r[0u];
    gl_Position.x = uintBitsToFloat(_9[0u]);
    gl_Position.y = uintBitsToFloat(_9[1u]);
    gl_Position.z = uintBitsToFloat(_9[2u]);
    gl_Position.w = uintBitsToFloat(_9[3u]);
    VALUE = _9[4u];
    EmitVertex();
    uint _159 = 0u * 4u;
    _9[_159 + 0u] = dx_v32_r[4u];
    uint _162 = 0u * 4u;
    _9[_162 + 1u] = dx_v32_r[7u];
    uint _165 = 0u * 4u;
    _9[_165 + 2u] = 0u;
    uint _168 = 0u * 4u;
    _9[_168 + 3u] = 1065353216u;
    uint _173 = 1u * 4u;
    _9[_173 + 0u] = dx_v32_r[0u];
    gl_Position.x = uintBitsToFloat(_9[0u]);
    gl_Position.y = uintBitsToFloat(_9[1u]);
    gl_Position.z = uintBitsToFloat(_9[2u]);
    gl_Position.w = uintBitsToFloat(_9[3u]);
    VALUE = _9[4u];
    EmitVertex();
    uint _198 = 0u * 4u;
    _9[_198 + 0u] = dx_v32_r[6u];
    uint _201 = 0u * 4u;
    _9[_201 + 1u] = dx_v32_r[7u];
    uint _204 = 0u * 4u;
    _9[_204 + 2u] = 0u;
    uint _207 = 0u * 4u;
    _9[_207 + 3u] = 1065353216u;
    uint _212 = 1u * 4u;
    _9[_212 + 0u] = dx_v32_r[0u];
    gl_Position.x = uintBitsToFloat(_9[0u]);
    gl_Position.y = uintBitsToFloat(_9[1u]);
    gl_Position.z = uintBitsToFloat(_9[2u]);
    gl_Position.w = uintBitsToFloat(_9[3u]);
    VALUE = _9[4u];
    EmitVertex();
}

