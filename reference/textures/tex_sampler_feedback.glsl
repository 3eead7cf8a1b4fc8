#version 450

layout(set = 0, binding = 1000) uniform texture2D t0;
layout(set = 0, binding = 3000) uniform sampler s0;

layout(location = 0) in vec2 TEXCOORD;
layout(location = 0) out vec4 SV_Target;

void main()
{
    vec4 _29 = texture(sampler2D(t0, s0), vec2(TEXCOORD.x, TEXCOORD.y));
    SV_Target.x = _29.x;
    SV_Target.y = _29.y;
    SV_Target.z = _29.z;
    SV_Target.w = _29.w;
}

