#version 450
#extension GL_ARB_sparse_texture2 : require
#extension GL_EXT_samplerless_texture_functions : require
#extension GL_EXT_shader_image_load_formatted : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

struct _24
{
    uint _m0;
    vec4 _m1;
};

float _86;

layout(set = 0, binding = 1002, std430) readonly buffer t2_words32
{
    uint words[];
} t2;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(set = 0, binding = 1000) uniform texture2D t0;
layout(set = 0, binding = 3000) uniform sampler s0;
layout(set = 0, binding = 2001) uniform readonly image2D u1;
layout(set = 0, binding = 1001) uniform samplerBuffer t1;
layout(set = 0, binding = 1003) uniform texture2D t3;

void main()
{
    uint _255;
    vec4 _256;
    _255 = sparseTextureLodARB(sampler2D(t0, s0), vec2(0.75, 0.25), 0.0, _256);
    _24 _25 = _24(_255, _256);
    vec4 _26 = _25._m1;
    uint _257;
    vec4 _258;
    _257 = sparseTexelFetchARB(t0, ivec2(uvec2(0u, 1u)), int(0u), _258);
    _24 _40 = _24(_257, _258);
    vec4 _41 = _40._m1;
    uint _259;
    vec4 _260;
    _259 = sparseTextureGatherARB(sampler2D(t0, s0), vec2(0.5), _260);
    _24 _55 = _24(_259, _260);
    vec4 _56 = _55._m1;
    uint _261;
    vec4 _262;
    _261 = sparseImageLoadARB(u1, ivec2(uvec2(1u, 0u)), _262);
    _24 _70 = _24(_261, _262);
    vec4 _71 = _70._m1;
    uint _95 = t2.words[2u];
    uint _100 = 0u * 4u;
    u0.words[_100] = floatBitsToUint(_26.x);
    uint _107 = 0u * 4u;
    u0.words[_107 + 1u] = floatBitsToUint(_26.y);
    uint _111 = 0u * 4u;
    u0.words[_111 + 2u] = floatBitsToUint(_26.z);
    uint _115 = 0u * 4u;
    u0.words[_115 + 3u] = floatBitsToUint(_26.w);
    uint _120 = 1u * 4u;
    u0.words[_120] = floatBitsToUint(_41.x);
    uint _123 = 1u * 4u;
    u0.words[_123 + 1u] = floatBitsToUint(_41.y);
    uint _127 = 1u * 4u;
    u0.words[_127 + 2u] = floatBitsToUint(_41.z);
    uint _131 = 1u * 4u;
    u0.words[_131 + 3u] = floatBitsToUint(_41.w);
    uint _135 = 2u * 4u;
    u0.words[_135] = floatBitsToUint(_56.x);
    uint _138 = 2u * 4u;
    u0.words[_138 + 1u] = floatBitsToUint(_56.y);
    uint _142 = 2u * 4u;
    u0.words[_142 + 2u] = floatBitsToUint(_56.z);
    uint _146 = 2u * 4u;
    u0.words[_146 + 3u] = floatBitsToUint(_56.w);
    uint _150 = 3u * 4u;
    u0.words[_150] = floatBitsToUint(_71.x);
    uint _153 = 3u * 4u;
    u0.words[_153 + 1u] = floatBitsToUint(_71.y);
    uint _157 = 3u * 4u;
    u0.words[_157 + 2u] = floatBitsToUint(_71.z);
    uint _161 = 3u * 4u;
    u0.words[_161 + 3u] = floatBitsToUint(_71.w);
    uint _165 = 4u * 4u;
    u0.words[_165] = floatBitsToUint(texelFetch(t1, int(1u)).x);
    uint _168 = 4u * 4u;
    u0.words[_168 + 1u] = floatBitsToUint(uintBitsToFloat(_95));
    uint _172 = 4u * 4u;
    u0.words[_172 + 2u] = floatBitsToUint(0.0);
    uint _176 = 4u * 4u;
    u0.words[_176 + 3u] = floatBitsToUint(0.0);
    uint _186 = 5u * 4u;
    u0.words[_186] = floatBitsToUint(float(uint(sparseTexelsResidentARB(int(_25._m0))) != 0u));
    uint _189 = 5u * 4u;
    u0.words[_189 + 1u] = floatBitsToUint(float(uint(sparseTexelsResidentARB(int(_40._m0))) != 0u));
    uint _193 = 5u * 4u;
    u0.words[_193 + 2u] = floatBitsToUint(float(uint(sparseTexelsResidentARB(int(_55._m0))) != 0u));
    uint _197 = 5u * 4u;
    u0.words[_197 + 3u] = floatBitsToUint(float(uint(sparseTexelsResidentARB(int(_70._m0))) != 0u));
    uint _204 = 6u * 4u;
    u0.words[_204] = floatBitsToUint(float(1u != 0u));
    uint _207 = 6u * 4u;
    u0.words[_207 + 1u] = floatBitsToUint(float(1u != 0u));
    uint _211 = 6u * 4u;
    u0.words[_211 + 2u] = floatBitsToUint(0.0);
    uint _215 = 6u * 4u;
    u0.words[_215 + 3u] = floatBitsToUint(0.0);
    uint _263;
    vec4 _264;
    _263 = sparseTextureLodARB(sampler2D(t3, s0), vec2(0.5), 0.0, _264);
    _24 _223 = _24(_263, _264);
    uint _265;
    vec4 _266;
    _265 = sparseTexelFetchARB(t3, ivec2(uvec2(0u)), int(0u), _266);
    _24 _231 = _24(_265, _266);
    uint _241 = 7u * 4u;
    u0.words[_241] = floatBitsToUint(float(uint(sparseTexelsResidentARB(int(_223._m0))) != 0u));
    uint _244 = 7u * 4u;
    u0.words[_244 + 1u] = floatBitsToUint(float(uint(sparseTexelsResidentARB(int(_231._m0))) != 0u));
    uint _248 = 7u * 4u;
    u0.words[_248 + 2u] = floatBitsToUint(0.0);
    uint _252 = 7u * 4u;
    u0.words[_252 + 3u] = floatBitsToUint(0.0);
}

