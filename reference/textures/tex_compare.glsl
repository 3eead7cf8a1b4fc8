#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(set = 0, binding = 1000) uniform texture2D t0;
layout(set = 0, binding = 3000) uniform samplerShadow s0;
layout(set = 0, binding = 3001) uniform samplerShadow s1;
layout(set = 0, binding = 1001) uniform texture2DArray t1;

void main()
{
    uint _34 = 0u * 4u;
    u0.words[_34] = floatBitsToUint(vec4(textureLod(sampler2DShadow(t0, s0), vec3(vec2(0.375, 0.625), 0.5), 0.0), 0.0, 0.0, 0.0).x);
    uint _42 = 0u * 4u;
    u0.words[_42 + 1u] = floatBitsToUint(0.0);
    uint _46 = 0u * 4u;
    u0.words[_46 + 2u] = floatBitsToUint(0.0);
    uint _51 = 0u * 4u;
    u0.words[_51 + 3u] = floatBitsToUint(0.0);
    uint _67 = 1u * 4u;
    u0.words[_67] = floatBitsToUint(vec4(textureLod(sampler2DShadow(t0, s0), vec3(vec2(0.375, 0.625), 0.60000002384185791015625), 0.0), 0.0, 0.0, 0.0).x);
    uint _70 = 1u * 4u;
    u0.words[_70 + 1u] = floatBitsToUint(0.0);
    uint _74 = 1u * 4u;
    u0.words[_74 + 2u] = floatBitsToUint(0.0);
    uint _78 = 1u * 4u;
    u0.words[_78 + 3u] = floatBitsToUint(0.0);
    uint _95 = 2u * 4u;
    u0.words[_95] = floatBitsToUint(vec4(textureLodOffset(sampler2DShadow(t0, s0), vec3(vec2(0.375, 0.625), 0.5), 0.0, ivec2(uvec2(1u, 4294967295u))), 0.0, 0.0, 0.0).x);
    uint _98 = 2u * 4u;
    u0.words[_98 + 1u] = floatBitsToUint(0.0);
    uint _102 = 2u * 4u;
    u0.words[_102 + 2u] = floatBitsToUint(0.0);
    uint _106 = 2u * 4u;
    u0.words[_106 + 3u] = floatBitsToUint(0.0);
    uint _121 = 3u * 4u;
    u0.words[_121] = floatBitsToUint(vec4(textureLod(sampler2DShadow(t0, s0), vec3(vec2(0.375, 0.625), 0.5), 1.0), 0.0, 0.0, 0.0).x);
    uint _124 = 3u * 4u;
    u0.words[_124 + 1u] = floatBitsToUint(0.0);
    uint _128 = 3u * 4u;
    u0.words[_128 + 2u] = floatBitsToUint(0.0);
    uint _132 = 3u * 4u;
    u0.words[_132 + 3u] = floatBitsToUint(0.0);
    uint _149 = 4u * 4u;
    u0.words[_149] = floatBitsToUint(vec4(textureGrad(sampler2DShadow(t0, s0), vec3(vec2(0.375, 0.625), 0.949999988079071044921875), vec2(0.5, 0.0), vec2(0.0, 0.5)), 0.0, 0.0, 0.0).x);
    uint _152 = 4u * 4u;
    u0.words[_152 + 1u] = floatBitsToUint(0.0);
    uint _156 = 4u * 4u;
    u0.words[_156 + 2u] = floatBitsToUint(0.0);
    uint _160 = 4u * 4u;
    u0.words[_160 + 3u] = floatBitsToUint(0.0);
    uint _179 = 5u * 4u;
    u0.words[_179] = floatBitsToUint(vec4(textureGrad(sampler2DShadow(t0, s1), vec3(vec2(0.375, 0.625), 0.949999988079071044921875), vec2(0.00999999977648258209228515625, 0.0), vec2(0.0, 0.00999999977648258209228515625)), 0.0, 0.0, 0.0).x);
    uint _182 = 5u * 4u;
    u0.words[_182 + 1u] = floatBitsToUint(0.0);
    uint _186 = 5u * 4u;
    u0.words[_186 + 2u] = floatBitsToUint(0.0);
    uint _190 = 5u * 4u;
    u0.words[_190 + 3u] = floatBitsToUint(0.0);
    vec2 _196 = vec2(0.5);
    vec4 _198 = textureGather(sampler2DShadow(t0, s0), _196, 0.4000000059604644775390625);
    uint _205 = 6u * 4u;
    u0.words[_205] = floatBitsToUint(_198.x);
    uint _208 = 6u * 4u;
    u0.words[_208 + 1u] = floatBitsToUint(_198.y);
    uint _212 = 6u * 4u;
    u0.words[_212 + 2u] = floatBitsToUint(_198.z);
    uint _216 = 6u * 4u;
    u0.words[_216 + 3u] = floatBitsToUint(_198.w);
    vec2 _222 = vec2(0.5);
    vec4 _224 = textureGatherOffset(sampler2DShadow(t0, s0), _222, 0.4000000059604644775390625, ivec2(uvec2(1u, 0u)));
    uint _231 = 7u * 4u;
    u0.words[_231] = floatBitsToUint(_224.x);
    uint _234 = 7u * 4u;
    u0.words[_234 + 1u] = floatBitsToUint(_224.y);
    uint _238 = 7u * 4u;
    u0.words[_238 + 2u] = floatBitsToUint(_224.z);
    uint _242 = 7u * 4u;
    u0.words[_242 + 3u] = floatBitsToUint(_224.w);
    uint _264 = 8u * 4u;
    u0.words[_264] = floatBitsToUint(vec4(textureGrad(sampler2DArrayShadow(t1, s0), vec4(vec3(0.100000001490116119384765625, 0.100000001490116119384765625, 1.0), 0.20000000298023223876953125), vec2(0.0), vec2(0.0)), 0.0, 0.0, 0.0).x);
    uint _267 = 8u * 4u;
    u0.words[_267 + 1u] = floatBitsToUint(0.0);
    uint _271 = 8u * 4u;
    u0.words[_271 + 2u] = floatBitsToUint(0.0);
    uint _275 = 8u * 4u;
    u0.words[_275 + 3u] = floatBitsToUint(0.0);
}

