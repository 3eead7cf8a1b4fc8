#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

float _37;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(set = 0, binding = 1000) uniform texture2D t0;
layout(set = 0, binding = 3000) uniform sampler s0;
layout(set = 0, binding = 1001) uniform texture2D t1;
layout(set = 0, binding = 3001) uniform samplerShadow s1;

void main()
{
    float _18 = (float(gl_WorkGroupID.x) * 0.25) + 0.03125;
    uint _46 = 0u * 4u;
    u0.words[_46] = floatBitsToUint(0.0);
    uint _54 = 0u * 4u;
    u0.words[_54 + 1u] = floatBitsToUint(0.0);
    uint _58 = 0u * 4u;
    u0.words[_58 + 2u] = floatBitsToUint(textureLod(sampler2D(t0, s0), vec2(_18, 0.03125), uintBitsToFloat(0xff800000u /* -inf */)).x);
    uint _63 = 0u * 4u;
    u0.words[_63 + 3u] = floatBitsToUint(textureLod(sampler2D(t0, s0), vec2(_18, 0.03125), uintBitsToFloat(0xff800000u /* -inf */)).x);
    float _69 = max(uintBitsToFloat(0xff800000u /* -inf */), -100.0);
    uint _88 = 1u * 4u;
    u0.words[_88] = floatBitsToUint(0.0);
    uint _91 = 1u * 4u;
    u0.words[_91 + 1u] = floatBitsToUint(_69);
    uint _95 = 1u * 4u;
    u0.words[_95 + 2u] = floatBitsToUint(vec4(textureLod(sampler2DShadow(t1, s1), vec3(vec2(_18, 0.03125), 0.300000011920928955078125), uintBitsToFloat(0xff800000u /* -inf */)), 0.0, 0.0, 0.0).x);
    uint _99 = 1u * 4u;
    u0.words[_99 + 3u] = floatBitsToUint(textureLod(sampler2D(t0, s0), vec2(_18, 0.03125), 1.0).x);
}

