#version 450

layout(set = 0, binding = 1000) uniform texture2D t0;
layout(set = 0, binding = 3000) uniform sampler s0;
layout(set = 0, binding = 1001) uniform texture2D t1;
layout(set = 0, binding = 1002) uniform texture2D t2;
layout(set = 0, binding = 3001) uniform samplerShadow s1;

layout(location = 1) in vec2 TEXCOORD;
layout(location = 0) out vec4 SV_Target;
layout(location = 1) out vec4 SV_Target1;
uint dx_v32_r[2];

void main()
{
    dx_v32_r[0u] = floatBitsToUint(texture(sampler2D(t0, s0), vec2(TEXCOORD.x, TEXCOORD.y)).x);
    SV_Target.x = uintBitsToFloat(dx_v32_r[0u]);
    dx_v32_r[0u] = floatBitsToUint(texture(sampler2D(t0, s0), vec2(TEXCOORD.x, TEXCOORD.y), 1.0).x);
    SV_Target.y = uintBitsToFloat(dx_v32_r[0u]);
    dx_v32_r[0u] = floatBitsToUint(texture(sampler2D(t0, s0), vec2(TEXCOORD.x, TEXCOORD.y), -1.0).x);
    SV_Target.z = uintBitsToFloat(dx_v32_r[0u]);
    dx_v32_r[0u] = floatBitsToUint(textureOffset(sampler2D(t0, s0), vec2(TEXCOORD.x, TEXCOORD.y), ivec2(uvec2(1u, 0u))).x);
    SV_Target.w = uintBitsToFloat(dx_v32_r[0u]);
    dx_v32_r[0u] = floatBitsToUint(textureQueryLod(sampler2D(t1, s0), vec2(TEXCOORD.x, TEXCOORD.y)).x);
    dx_v32_r[1u] = floatBitsToUint(textureQueryLod(sampler2D(t1, s0), vec2(TEXCOORD.x, TEXCOORD.y)).y);
    SV_Target1.x = uintBitsToFloat(dx_v32_r[0u]);
    SV_Target1.y = uintBitsToFloat(dx_v32_r[1u]);
    dx_v32_r[0u] = floatBitsToUint(vec4(texture(sampler2DShadow(t2, s1), vec3(vec2(TEXCOORD.x, TEXCOORD.y), 0.4000000059604644775390625)), 0.0, 0.0, 0.0).x);
    SV_Target1.z = uintBitsToFloat(dx_v32_r[0u]);
    dx_v32_r[0u] = floatBitsToUint(vec4(textureLod(sampler2DShadow(t2, s1), vec3(vec2(TEXCOORD.x, TEXCOORD.y), 0.4000000059604644775390625), 0.0), 0.0, 0.0, 0.0).x);
    SV_Target1.w = uintBitsToFloat(dx_v32_r[0u]);
}

