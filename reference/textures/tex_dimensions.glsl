#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

uint _6;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(set = 0, binding = 1010, std430) readonly buffer t10_words32
{
    uint words[];
} t10;

layout(set = 0, binding = 1011, std430) readonly buffer t11_words32
{
    uint words[];
} t11;

layout(set = 0, binding = 2008, std430) buffer u8_words32
{
    uint words[];
} u8;

layout(set = 0, binding = 2009, std430) buffer u9_words32
{
    uint words[];
} u9;

layout(set = 0, binding = 1000) uniform texture1D t0;
layout(set = 0, binding = 1001) uniform texture1DArray t1;
layout(set = 0, binding = 1002) uniform texture2D t2;
layout(set = 0, binding = 1003) uniform texture2DArray t3;
layout(set = 0, binding = 1004) uniform texture3D t4;
layout(set = 0, binding = 1005) uniform textureCube t5;
layout(set = 0, binding = 1006) uniform textureCubeArray t6;
layout(set = 0, binding = 1007) uniform texture2DMS t7;
layout(set = 0, binding = 1008) uniform texture2DMSArray t8;
layout(set = 0, binding = 1009) uniform samplerBuffer t9;
layout(set = 0, binding = 2001) uniform readonly writeonly image1D u1;
layout(set = 0, binding = 2002) uniform readonly writeonly image1DArray u2;
layout(set = 0, binding = 2003) uniform readonly writeonly image2D u3;
layout(set = 0, binding = 2004) uniform readonly writeonly image2DArray u4;
layout(set = 0, binding = 2005) uniform readonly writeonly image3D u5;
layout(set = 0, binding = 2006) uniform readonly writeonly image2DMS u6;
layout(set = 0, binding = 2007) uniform readonly writeonly uimageBuffer u7;

void main()
{
    uint _17 = 0u * 4u;
    u0.words[_17] = uint(textureSize(t0, int(1u)));
    uint _24 = 0u * 4u;
    u0.words[_24 + 1u] = uint(textureQueryLevels(t0));
    uint _27 = 0u * 4u;
    u0.words[_27 + 2u] = 0u;
    uint _31 = 0u * 4u;
    u0.words[_31 + 3u] = 0u;
    uvec2 _40 = uvec2(textureSize(t1, int(0u)));
    uint _44 = 1u * 4u;
    u0.words[_44] = _40.x;
    uint _46 = 1u * 4u;
    u0.words[_46 + 1u] = _40.y;
    uint _49 = 1u * 4u;
    u0.words[_49 + 2u] = uint(textureQueryLevels(t1));
    uint _52 = 1u * 4u;
    u0.words[_52 + 3u] = 0u;
    uvec2 _59 = uvec2(textureSize(t2, int(1u)));
    uint _63 = 2u * 4u;
    u0.words[_63] = _59.x;
    uint _65 = 2u * 4u;
    u0.words[_65 + 1u] = _59.y;
    uint _68 = 2u * 4u;
    u0.words[_68 + 2u] = uint(textureQueryLevels(t2));
    uint _71 = 2u * 4u;
    u0.words[_71 + 3u] = 0u;
    uvec3 _79 = uvec3(textureSize(t3, int(1u)));
    uint _84 = 3u * 4u;
    u0.words[_84] = _79.x;
    uint _86 = 3u * 4u;
    u0.words[_86 + 1u] = _79.y;
    uint _89 = 3u * 4u;
    u0.words[_89 + 2u] = _79.z;
    uint _92 = 3u * 4u;
    u0.words[_92 + 3u] = uint(textureQueryLevels(t3));
    uvec3 _99 = uvec3(textureSize(t4, int(0u)));
    uint _104 = 4u * 4u;
    u0.words[_104] = _99.x;
    uint _106 = 4u * 4u;
    u0.words[_106 + 1u] = _99.y;
    uint _109 = 4u * 4u;
    u0.words[_109 + 2u] = _99.z;
    uint _112 = 4u * 4u;
    u0.words[_112 + 3u] = uint(textureQueryLevels(t4));
    uvec2 _119 = uvec2(textureSize(t5, int(1u)));
    uint _124 = 5u * 4u;
    u0.words[_124] = _119.x;
    uint _126 = 5u * 4u;
    u0.words[_126 + 1u] = _119.y;
    uint _129 = 5u * 4u;
    u0.words[_129 + 2u] = uint(textureQueryLevels(t5));
    uint _132 = 5u * 4u;
    u0.words[_132 + 3u] = 0u;
    uvec3 _139 = uvec3(textureSize(t6, int(0u)));
    uint _145 = 6u * 4u;
    u0.words[_145] = _139.x;
    uint _147 = 6u * 4u;
    u0.words[_147 + 1u] = _139.y;
    uint _150 = 6u * 4u;
    u0.words[_150 + 2u] = _139.z;
    uint _153 = 6u * 4u;
    u0.words[_153 + 3u] = uint(textureQueryLevels(t6));
    uvec2 _160 = uvec2(textureSize(t7));
    uint _165 = 7u * 4u;
    u0.words[_165] = _160.x;
    uint _167 = 7u * 4u;
    u0.words[_167 + 1u] = _160.y;
    uint _170 = 7u * 4u;
    u0.words[_170 + 2u] = uint(textureSamples(t7));
    uint _173 = 7u * 4u;
    u0.words[_173 + 3u] = 0u;
    uvec3 _180 = uvec3(textureSize(t8));
    uint _186 = 8u * 4u;
    u0.words[_186] = _180.x;
    uint _188 = 8u * 4u;
    u0.words[_188 + 1u] = _180.y;
    uint _191 = 8u * 4u;
    u0.words[_191 + 2u] = _180.z;
    uint _194 = 8u * 4u;
    u0.words[_194 + 3u] = uint(textureSamples(t8));
    uint _203 = 9u * 4u;
    u0.words[_203] = uint(textureSize(t9));
    uint _205 = 9u * 4u;
    u0.words[_205 + 1u] = 0u;
    uint _208 = 9u * 4u;
    u0.words[_208 + 2u] = 0u;
    uint _211 = 9u * 4u;
    u0.words[_211 + 3u] = 0u;
    uint _222 = 10u * 4u;
    u0.words[_222] = (uint(t10.words.length()) << 2u) / 8u;
    uint _224 = 10u * 4u;
    u0.words[_224 + 1u] = 8u;
    uint _227 = 10u * 4u;
    u0.words[_227 + 2u] = 0u;
    uint _230 = 10u * 4u;
    u0.words[_230 + 3u] = 0u;
    uint _240 = 11u * 4u;
    u0.words[_240] = uint(t11.words.length()) << 2u;
    uint _242 = 11u * 4u;
    u0.words[_242 + 1u] = 0u;
    uint _245 = 11u * 4u;
    u0.words[_245 + 2u] = 0u;
    uint _248 = 11u * 4u;
    u0.words[_248 + 3u] = 0u;
    uint _257 = 12u * 4u;
    u0.words[_257] = uint(imageSize(u1));
    uint _259 = 12u * 4u;
    u0.words[_259 + 1u] = 0u;
    uint _262 = 12u * 4u;
    u0.words[_262 + 2u] = 0u;
    uint _265 = 12u * 4u;
    u0.words[_265 + 3u] = 0u;
    uvec2 _272 = uvec2(imageSize(u2));
    uint _276 = 13u * 4u;
    u0.words[_276] = _272.x;
    uint _278 = 13u * 4u;
    u0.words[_278 + 1u] = _272.y;
    uint _281 = 13u * 4u;
    u0.words[_281 + 2u] = 0u;
    uint _284 = 13u * 4u;
    u0.words[_284 + 3u] = 0u;
    uvec2 _291 = uvec2(imageSize(u3));
    uint _295 = 14u * 4u;
    u0.words[_295] = _291.x;
    uint _297 = 14u * 4u;
    u0.words[_297 + 1u] = _291.y;
    uint _300 = 14u * 4u;
    u0.words[_300 + 2u] = 0u;
    uint _303 = 14u * 4u;
    u0.words[_303 + 3u] = 0u;
    uvec3 _310 = uvec3(imageSize(u4));
    uint _315 = 15u * 4u;
    u0.words[_315] = _310.x;
    uint _317 = 15u * 4u;
    u0.words[_317 + 1u] = _310.y;
    uint _320 = 15u * 4u;
    u0.words[_320 + 2u] = _310.z;
    uint _323 = 15u * 4u;
    u0.words[_323 + 3u] = 0u;
    uvec3 _330 = uvec3(imageSize(u5));
    uint _335 = 16u * 4u;
    u0.words[_335] = _330.x;
    uint _337 = 16u * 4u;
    u0.words[_337 + 1u] = _330.y;
    uint _340 = 16u * 4u;
    u0.words[_340 + 2u] = _330.z;
    uint _343 = 16u * 4u;
    u0.words[_343 + 3u] = 0u;
    uvec2 _350 = uvec2(imageSize(u6));
    uint _355 = 17u * 4u;
    u0.words[_355] = _350.x;
    uint _357 = 17u * 4u;
    u0.words[_357 + 1u] = _350.y;
    uint _360 = 17u * 4u;
    u0.words[_360 + 2u] = uint(imageSamples(u6));
    uint _363 = 17u * 4u;
    u0.words[_363 + 3u] = 0u;
    uint _372 = 18u * 4u;
    u0.words[_372] = uint(imageSize(u7));
    uint _374 = 18u * 4u;
    u0.words[_374 + 1u] = 0u;
    uint _377 = 18u * 4u;
    u0.words[_377 + 2u] = 0u;
    uint _380 = 18u * 4u;
    u0.words[_380 + 3u] = 0u;
    uint _391 = 19u * 4u;
    u0.words[_391] = (uint(u8.words.length()) << 2u) / 8u;
    uint _393 = 19u * 4u;
    u0.words[_393 + 1u] = 8u;
    uint _396 = 19u * 4u;
    u0.words[_396 + 2u] = 0u;
    uint _399 = 19u * 4u;
    u0.words[_399 + 3u] = 0u;
    uint _409 = 20u * 4u;
    u0.words[_409] = uint(u9.words.length()) << 2u;
    uint _411 = 20u * 4u;
    u0.words[_411 + 1u] = 0u;
    uint _414 = 20u * 4u;
    u0.words[_414 + 2u] = 0u;
    uint _417 = 20u * 4u;
    u0.words[_417 + 3u] = 0u;
    uvec2 _421 = uvec2(textureSize(t2, int(2u)));
    uint _436 = 21u * 4u;
    u0.words[_436] = uint(float(int(_421.x)) * 10.0);
    uint _438 = 21u * 4u;
    u0.words[_438 + 1u] = uint(float(int(_421.y)) * 10.0);
    uint _441 = 21u * 4u;
    u0.words[_441 + 2u] = uint(float(int(uint(textureQueryLevels(t2)))) * 10.0);
    uint _444 = 21u * 4u;
    u0.words[_444 + 3u] = 0u;
}

