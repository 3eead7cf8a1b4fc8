#version 450
layout(local_size_x = 4, local_size_y = 4, local_size_z = 1) in;

float _42;

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
    float _24 = (float(gl_LocalInvocationID.x) * 0.25) + 0.03125;
    float _26 = (float(gl_LocalInvocationID.y) * 0.03125) + 0.03125;
    uint _65 = gl_LocalInvocationIndex << 1u;
    u0.words[_65 * 4u] = floatBitsToUint(texture(sampler2D(t0, s0), vec2(_24, _26)).x);
    u0.words[(_65 * 4u) + 1u] = floatBitsToUint(texture(sampler2D(t0, s0), vec2(_24, _26), 1.0).x);
    u0.words[(_65 * 4u) + 2u] = floatBitsToUint(textureQueryLod(sampler2D(t0, s0), vec2(_24, _26)).x);
    u0.words[(_65 * 4u) + 3u] = floatBitsToUint(textureQueryLod(sampler2D(t0, s0), vec2(_24 * 8.0, _26 * 8.0)).y);
    uint _100 = _65 | 1u;
    u0.words[_100 * 4u] = floatBitsToUint(vec4(texture(sampler2DShadow(t1, s1), vec3(vec2(_24, _26), 0.300000011920928955078125)), 0.0, 0.0, 0.0).x);
    u0.words[(_100 * 4u) + 1u] = floatBitsToUint(0.0);
    u0.words[(_100 * 4u) + 2u] = floatBitsToUint(0.0);
    u0.words[(_100 * 4u) + 3u] = floatBitsToUint(0.0);
}

