#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(set = 0, binding = 0, std140) uniform b0_rows
{
    uvec4 rows[3];
} b0;

layout(set = 0, binding = 2001, std430) buffer u1_words32
{
    uint words[];
} u1;

layout(set = 0, binding = 1000) uniform texture2D t0;
layout(set = 0, binding = 3000) uniform sampler s0;
layout(set = 0, binding = 3001) uniform sampler s1;
layout(set = 0, binding = 1001) uniform utexture2D t1;

void main()
{
    vec4 _23 = textureGather(sampler2D(t0, s0), vec2(0.5));
    uint _30 = 0u * 4u;
    u0.words[_30] = floatBitsToUint(_23.x);
    uint _38 = 0u * 4u;
    u0.words[_38 + 1u] = floatBitsToUint(_23.y);
    uint _42 = 0u * 4u;
    u0.words[_42 + 2u] = floatBitsToUint(_23.z);
    uint _47 = 0u * 4u;
    u0.words[_47 + 3u] = floatBitsToUint(_23.w);
    vec4 _57 = textureGatherOffset(sampler2D(t0, s0), vec2(0.5), ivec2(uvec2(1u, 0u)), int(1u));
    uint _63 = 1u * 4u;
    u0.words[_63] = floatBitsToUint(_57.x);
    uint _66 = 1u * 4u;
    u0.words[_66 + 1u] = floatBitsToUint(_57.y);
    uint _70 = 1u * 4u;
    u0.words[_70 + 2u] = floatBitsToUint(_57.z);
    uint _74 = 1u * 4u;
    u0.words[_74 + 3u] = floatBitsToUint(_57.w);
    vec4 _94 = textureGatherOffset(sampler2D(t0, s0), vec2(0.5), ivec2(uvec2(b0.rows[0u].xy)), int(2u));
    uint _100 = 2u * 4u;
    u0.words[_100] = floatBitsToUint(_94.x);
    uint _103 = 2u * 4u;
    u0.words[_103 + 1u] = floatBitsToUint(_94.y);
    uint _107 = 2u * 4u;
    u0.words[_107 + 2u] = floatBitsToUint(_94.z);
    uint _111 = 2u * 4u;
    u0.words[_111 + 3u] = floatBitsToUint(_94.w);
    uint _154 = 3u * 4u;
    u0.words[_154] = floatBitsToUint(textureGather(sampler2D(t0, s0), vec2(0.5), int(3u)).x);
    uint _157 = 3u * 4u;
    u0.words[_157 + 1u] = floatBitsToUint(textureGatherOffset(sampler2D(t0, s0), vec2(0.5), ivec2(uvec2(1u, 0u)), int(3u)).y);
    uint _161 = 3u * 4u;
    u0.words[_161 + 2u] = floatBitsToUint(textureGatherOffset(sampler2D(t0, s0), vec2(0.5), ivec2(uvec2(0u, 1u)), int(3u)).z);
    uint _165 = 3u * 4u;
    u0.words[_165 + 3u] = floatBitsToUint(textureGatherOffset(sampler2D(t0, s0), vec2(0.5), ivec2(uvec2(4294967295u)), int(3u)).w);
    uint _227 = 4u * 4u;
    u0.words[_227] = floatBitsToUint(textureGatherOffset(sampler2D(t0, s0), vec2(0.5), ivec2(uvec2(b0.rows[0u].zw))).x);
    uint _230 = 4u * 4u;
    u0.words[_230 + 1u] = floatBitsToUint(textureGatherOffset(sampler2D(t0, s0), vec2(0.5), ivec2(uvec2(b0.rows[1u].xy))).y);
    uint _234 = 4u * 4u;
    u0.words[_234 + 2u] = floatBitsToUint(textureGatherOffset(sampler2D(t0, s0), vec2(0.5), ivec2(uvec2(b0.rows[1u].zw))).z);
    uint _238 = 4u * 4u;
    u0.words[_238 + 3u] = floatBitsToUint(textureGatherOffset(sampler2D(t0, s0), vec2(0.5), ivec2(uvec2(b0.rows[2u].xy))).w);
    vec4 _247 = textureGather(sampler2D(t0, s1), vec2(0.0), int(1u));
    uint _254 = 5u * 4u;
    u0.words[_254] = floatBitsToUint(_247.x);
    uint _257 = 5u * 4u;
    u0.words[_257 + 1u] = floatBitsToUint(_247.y);
    uint _261 = 5u * 4u;
    u0.words[_261 + 2u] = floatBitsToUint(_247.z);
    uint _265 = 5u * 4u;
    u0.words[_265 + 3u] = floatBitsToUint(_247.w);
    vec4 _278 = texelFetch(t0, ivec2(uvec2(1u) + uvec2(b0.rows[0u].xy)), int(0u));
    uint _285 = 6u * 4u;
    u0.words[_285] = floatBitsToUint(_278.x);
    uint _288 = 6u * 4u;
    u0.words[_288 + 1u] = floatBitsToUint(_278.y);
    uint _292 = 6u * 4u;
    u0.words[_292 + 2u] = floatBitsToUint(_278.z);
    uint _296 = 6u * 4u;
    u0.words[_296 + 3u] = floatBitsToUint(_278.w);
    uvec4 _307 = textureGather(usampler2D(t1, s0), vec2(0.5));
    uint _312 = 0u * 4u;
    u1.words[_312] = _307.x;
    uint _318 = 0u * 4u;
    u1.words[_318 + 1u] = _307.y;
    uint _321 = 0u * 4u;
    u1.words[_321 + 2u] = _307.z;
    uint _324 = 0u * 4u;
    u1.words[_324 + 3u] = _307.w;
}

