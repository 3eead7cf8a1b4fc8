#version 450

float _31;

layout(set = 0, binding = 1000) uniform texture2D t0;
layout(set = 0, binding = 3000) uniform sampler s0;
layout(set = 0, binding = 1001) uniform texture2D t1;
layout(set = 0, binding = 1002) uniform texture2D t2;
layout(set = 0, binding = 3001) uniform samplerShadow s1;

layout(location = 1) in vec2 TEXCOORD;
layout(location = 0) out vec4 SV_Target;
layout(location = 1) out vec4 SV_Target1;

void main()
{
    SV_Target.x = texture(sampler2D(t0, s0), vec2(TEXCOORD.x, TEXCOORD.y)).x;
    SV_Target.y = texture(sampler2D(t0, s0), vec2(TEXCOORD.x, TEXCOORD.y), 1.0).x;
    SV_Target.z = texture(sampler2D(t0, s0), vec2(TEXCOORD.x, TEXCOORD.y), -1.0).x;
    SV_Target.w = textureOffset(sampler2D(t0, s0), vec2(TEXCOORD.x, TEXCOORD.y), ivec2(uvec2(1u, 0u))).x;
    SV_Target1.x = textureQueryLod(sampler2D(t1, s0), vec2(TEXCOORD.x, TEXCOORD.y)).x;
    SV_Target1.y = textureQueryLod(sampler2D(t1, s0), vec2(TEXCOORD.x, TEXCOORD.y)).y;
    SV_Target1.z = vec4(texture(sampler2DShadow(t2, s1), vec3(vec2(TEXCOORD.x, TEXCOORD.y), 0.4000000059604644775390625)), 0.0, 0.0, 0.0).x;
    SV_Target1.w = vec4(texture(sampler2DShadow(t2, s1), vec3(vec2(TEXCOORD.x, TEXCOORD.y), 0.4000000059604644775390625), -1.0), 0.0, 0.0, 0.0).x;
}

