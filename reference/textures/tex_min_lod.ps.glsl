#version 450
#extension GL_ARB_sparse_texture_clamp : require

float _32;

layout(set = 0, binding = 1000) uniform texture2D t0;
layout(set = 0, binding = 3000) uniform sampler s0;
layout(set = 0, binding = 1001) uniform texture2D t1;
layout(set = 0, binding = 3001) uniform samplerShadow s1;

layout(location = 1) in vec2 TEXCOORD;
layout(location = 0) out vec4 SV_Target;
layout(location = 1) out vec4 SV_Target1;

void main()
{
    SV_Target.x = textureClampARB(sampler2D(t0, s0), vec2(TEXCOORD.x, TEXCOORD.y), 3.0).x;
    SV_Target.y = textureClampARB(sampler2D(t0, s0), vec2(TEXCOORD.x, TEXCOORD.y), 1.0, -2.0).x;
    SV_Target.z = textureGradClampARB(sampler2D(t0, s0), vec2(TEXCOORD.x, TEXCOORD.y), vec2(0.00999999977648258209228515625, 0.0), vec2(0.0, 0.00999999977648258209228515625), 4.0).x;
    SV_Target.w = textureClampARB(sampler2D(t0, s0), vec2(TEXCOORD.x, TEXCOORD.y), 1.0).x;
    SV_Target1.x = vec4(textureClampARB(sampler2DShadow(t1, s1), vec3(vec2(TEXCOORD.x, TEXCOORD.y), 0.60000002384185791015625), 3.0), 0.0, 0.0, 0.0).x;
    SV_Target1.y = vec4(textureClampARB(sampler2DShadow(t1, s1), vec3(vec2(TEXCOORD.x, TEXCOORD.y), 0.60000002384185791015625), 3.0, -2.0), 0.0, 0.0, 0.0).x;
    SV_Target1.z = 0.0;
    SV_Target1.w = 0.0;
}

