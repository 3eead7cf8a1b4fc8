#version 450
#extension GL_EXT_demote_to_helper_invocation : require

float _68;

layout(set = 0, binding = 0, std140) uniform b0_rows
{
    uvec4 rows[2];
} b0;

layout(set = 0, binding = 1000) uniform texture2D t0;
layout(set = 0, binding = 3000) uniform sampler s0;

layout(location = 2) flat in uint MATERIAL;
layout(location = 1) in vec2 TEXCOORD;
layout(location = 0) out vec4 SV_Target;
layout(location = 1) out vec4 SV_Target1;

void main()
{
    vec4 _39 = texture(sampler2D(t0, s0), vec2(TEXCOORD.x, TEXCOORD.y));
    float _63 = uintBitsToFloat(b0.rows[0u].w) * _39.w;
    if (_63 < uintBitsToFloat(b0.rows[1u].x))
    {
        demote;
    }
    SV_Target.x = uintBitsToFloat(b0.rows[0u].x) * _39.x;
    SV_Target.y = uintBitsToFloat(b0.rows[0u].y) * _39.y;
    SV_Target.z = uintBitsToFloat(b0.rows[0u].z) * _39.z;
    SV_Target.w = _63;
    SV_Target1.x = dFdxCoarse(TEXCOORD.x);
    SV_Target1.y = dFdyCoarse(TEXCOORD.y);
    SV_Target1.z = float(MATERIAL);
    SV_Target1.w = gl_FragCoord.z;
}

