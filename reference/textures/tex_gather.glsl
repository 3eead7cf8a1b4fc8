#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

uint _87;
float _119;

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
    vec4 _93 = textureGatherOffset(sampler2D(t0, s0), vec2(0.5), ivec2(uvec2(b0.rows[0u].xy)), int(2u));
    uint _99 = 2u * 4u;
    u0.words[_99] = floatBitsToUint(_93.x);
    uint _102 = 2u * 4u;
    u0.words[_102 + 1u] = floatBitsToUint(_93.y);
    uint _106 = 2u * 4u;
    u0.words[_106 + 2u] = floatBitsToUint(_93.z);
    uint _110 = 2u * 4u;
    u0.words[_110 + 3u] = floatBitsToUint(_93.w);
    uint _142 = 3u * 4u;
    u0.words[_142] = floatBitsToUint(textureGather(sampler2D(t0, s0), vec2(0.5), int(3u)).x);
    uint _145 = 3u * 4u;
    u0.words[_145 + 1u] = floatBitsToUint(textureGatherOffset(sampler2D(t0, s0), vec2(0.5), ivec2(uvec2(1u, 0u)), int(3u)).y);
    uint _149 = 3u * 4u;
    u0.words[_149 + 2u] = floatBitsToUint(textureGatherOffset(sampler2D(t0, s0), vec2(0.5), ivec2(uvec2(0u, 1u)), int(3u)).z);
    uint _153 = 3u * 4u;
    u0.words[_153 + 3u] = floatBitsToUint(textureGatherOffset(sampler2D(t0, s0), vec2(0.5), ivec2(uvec2(4294967295u)), int(3u)).w);
    uint _199 = 4u * 4u;
    u0.words[_199] = floatBitsToUint(textureGatherOffset(sampler2D(t0, s0), vec2(0.5), ivec2(uvec2(b0.rows[0u].zw))).x);
    uint _202 = 4u * 4u;
    u0.words[_202 + 1u] = floatBitsToUint(textureGatherOffset(sampler2D(t0, s0), vec2(0.5), ivec2(uvec2(b0.rows[1u].xy))).y);
    uint _206 = 4u * 4u;
    u0.words[_206 + 2u] = floatBitsToUint(textureGatherOffset(sampler2D(t0, s0), vec2(0.5), ivec2(uvec2(b0.rows[1u].zw))).z);
    uint _210 = 4u * 4u;
    u0.words[_210 + 3u] = floatBitsToUint(textureGatherOffset(sampler2D(t0, s0), vec2(0.5), ivec2(uvec2(b0.rows[2u].xy))).w);
    vec4 _219 = textureGather(sampler2D(t0, s1), vec2(0.0), int(1u));
    uint _226 = 5u * 4u;
    u0.words[_226] = floatBitsToUint(_219.x);
    uint _229 = 5u * 4u;
    u0.words[_229 + 1u] = floatBitsToUint(_219.y);
    uint _233 = 5u * 4u;
    u0.words[_233 + 2u] = floatBitsToUint(_219.z);
    uint _237 = 5u * 4u;
    u0.words[_237 + 3u] = floatBitsToUint(_219.w);
    vec4 _248 = texelFetch(t0, ivec2(uvec2(1u) + uvec2(b0.rows[0u].xy)), int(0u));
    uint _255 = 6u * 4u;
    u0.words[_255] = floatBitsToUint(_248.x);
    uint _258 = 6u * 4u;
    u0.words[_258 + 1u] = floatBitsToUint(_248.y);
    uint _262 = 6u * 4u;
    u0.words[_262 + 2u] = floatBitsToUint(_248.z);
    uint _266 = 6u * 4u;
    u0.words[_266 + 3u] = floatBitsToUint(_248.w);
    uvec4 _277 = textureGather(usampler2D(t1, s0), vec2(0.5));
    uint _282 = 0u * 4u;
    u1.words[_282] = _277.x;
    uint _288 = 0u * 4u;
    u1.words[_288 + 1u] = _277.y;
    uint _291 = 0u * 4u;
    u1.words[_291 + 2u] = _277.z;
    uint _294 = 0u * 4u;
    u1.words[_294 + 3u] = _277.w;
}

