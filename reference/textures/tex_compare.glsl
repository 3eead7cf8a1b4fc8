#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

float _28;

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
    uint _32 = 0u * 4u;
    u0.words[_32] = floatBitsToUint(vec4(textureLod(sampler2DShadow(t0, s0), vec3(vec2(0.375, 0.625), 0.5), 0.0), 0.0, 0.0, 0.0).x);
    uint _40 = 0u * 4u;
    u0.words[_40 + 1u] = floatBitsToUint(0.0);
    uint _44 = 0u * 4u;
    u0.words[_44 + 2u] = floatBitsToUint(0.0);
    uint _49 = 0u * 4u;
    u0.words[_49 + 3u] = floatBitsToUint(0.0);
    uint _62 = 1u * 4u;
    u0.words[_62] = floatBitsToUint(vec4(textureLod(sampler2DShadow(t0, s0), vec3(vec2(0.375, 0.625), 0.60000002384185791015625), 0.0), 0.0, 0.0, 0.0).x);
    uint _65 = 1u * 4u;
    u0.words[_65 + 1u] = floatBitsToUint(0.0);
    uint _69 = 1u * 4u;
    u0.words[_69 + 2u] = floatBitsToUint(0.0);
    uint _73 = 1u * 4u;
    u0.words[_73 + 3u] = floatBitsToUint(0.0);
    uint _87 = 2u * 4u;
    u0.words[_87] = floatBitsToUint(vec4(textureLodOffset(sampler2DShadow(t0, s0), vec3(vec2(0.375, 0.625), 0.5), 0.0, ivec2(uvec2(1u, 4294967295u))), 0.0, 0.0, 0.0).x);
    uint _90 = 2u * 4u;
    u0.words[_90 + 1u] = floatBitsToUint(0.0);
    uint _94 = 2u * 4u;
    u0.words[_94 + 2u] = floatBitsToUint(0.0);
    uint _98 = 2u * 4u;
    u0.words[_98 + 3u] = floatBitsToUint(0.0);
    uint _110 = 3u * 4u;
    u0.words[_110] = floatBitsToUint(vec4(textureLod(sampler2DShadow(t0, s0), vec3(vec2(0.375, 0.625), 0.5), 1.0), 0.0, 0.0, 0.0).x);
    uint _113 = 3u * 4u;
    u0.words[_113 + 1u] = floatBitsToUint(0.0);
    uint _117 = 3u * 4u;
    u0.words[_117 + 2u] = floatBitsToUint(0.0);
    uint _121 = 3u * 4u;
    u0.words[_121 + 3u] = floatBitsToUint(0.0);
    uint _135 = 4u * 4u;
    u0.words[_135] = floatBitsToUint(vec4(textureGrad(sampler2DShadow(t0, s0), vec3(vec2(0.375, 0.625), 0.949999988079071044921875), vec2(0.5, 0.0), vec2(0.0, 0.5)), 0.0, 0.0, 0.0).x);
    uint _138 = 4u * 4u;
    u0.words[_138 + 1u] = floatBitsToUint(0.0);
    uint _142 = 4u * 4u;
    u0.words[_142 + 2u] = floatBitsToUint(0.0);
    uint _146 = 4u * 4u;
    u0.words[_146 + 3u] = floatBitsToUint(0.0);
    uint _162 = 5u * 4u;
    u0.words[_162] = floatBitsToUint(vec4(textureGrad(sampler2DShadow(t0, s1), vec3(vec2(0.375, 0.625), 0.949999988079071044921875), vec2(0.00999999977648258209228515625, 0.0), vec2(0.0, 0.00999999977648258209228515625)), 0.0, 0.0, 0.0).x);
    uint _165 = 5u * 4u;
    u0.words[_165 + 1u] = floatBitsToUint(0.0);
    uint _169 = 5u * 4u;
    u0.words[_169 + 2u] = floatBitsToUint(0.0);
    uint _173 = 5u * 4u;
    u0.words[_173 + 3u] = floatBitsToUint(0.0);
    vec2 _179 = vec2(0.5);
    vec4 _181 = textureGather(sampler2DShadow(t0, s0), _179, 0.4000000059604644775390625);
    uint _188 = 6u * 4u;
    u0.words[_188] = floatBitsToUint(_181.x);
    uint _191 = 6u * 4u;
    u0.words[_191 + 1u] = floatBitsToUint(_181.y);
    uint _195 = 6u * 4u;
    u0.words[_195 + 2u] = floatBitsToUint(_181.z);
    uint _199 = 6u * 4u;
    u0.words[_199 + 3u] = floatBitsToUint(_181.w);
    vec2 _205 = vec2(0.5);
    vec4 _207 = textureGatherOffset(sampler2DShadow(t0, s0), _205, 0.4000000059604644775390625, ivec2(uvec2(1u, 0u)));
    uint _214 = 7u * 4u;
    u0.words[_214] = floatBitsToUint(_207.x);
    uint _217 = 7u * 4u;
    u0.words[_217 + 1u] = floatBitsToUint(_207.y);
    uint _221 = 7u * 4u;
    u0.words[_221 + 2u] = floatBitsToUint(_207.z);
    uint _225 = 7u * 4u;
    u0.words[_225 + 3u] = floatBitsToUint(_207.w);
    uint _244 = 8u * 4u;
    u0.words[_244] = floatBitsToUint(vec4(textureGrad(sampler2DArrayShadow(t1, s0), vec4(vec3(0.100000001490116119384765625, 0.100000001490116119384765625, 1.0), 0.20000000298023223876953125), vec2(0.0), vec2(0.0)), 0.0, 0.0, 0.0).x);
    uint _247 = 8u * 4u;
    u0.words[_247 + 1u] = floatBitsToUint(0.0);
    uint _251 = 8u * 4u;
    u0.words[_251 + 2u] = floatBitsToUint(0.0);
    uint _255 = 8u * 4u;
    u0.words[_255 + 3u] = floatBitsToUint(0.0);
}

