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

float _99;

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
    uint _266;
    vec4 _267;
    _266 = sparseTextureLodARB(sampler2D(t0, s0), vec2(0.75, 0.25), 0.0, _267);
    _24 _25 = _24(_266, _267);
    vec4 _26 = _25._m1;
    uint _268;
    vec4 _269;
    _268 = sparseTexelFetchARB(t0, ivec2(uvec2(0u, 1u)), int(0u), _269);
    _24 _40 = _24(_268, _269);
    vec4 _41 = _40._m1;
    uint _270;
    vec4 _271;
    _270 = sparseTextureGatherARB(sampler2D(t0, s0), vec2(0.5), _271);
    _24 _55 = _24(_270, _271);
    vec4 _56 = _55._m1;
    uint _272;
    vec4 _273;
    _272 = sparseImageLoadARB(u1, ivec2(uvec2(1u, 0u)), _273);
    _24 _70 = _24(_272, _273);
    vec4 _71 = _70._m1;
    uint _97 = t2.words[2u];
    uint _103 = 0u * 4u;
    u0.words[_103] = floatBitsToUint(_26.x);
    uint _110 = 0u * 4u;
    u0.words[_110 + 1u] = floatBitsToUint(_26.y);
    uint _114 = 0u * 4u;
    u0.words[_114 + 2u] = floatBitsToUint(_26.z);
    uint _118 = 0u * 4u;
    u0.words[_118 + 3u] = floatBitsToUint(_26.w);
    uint _123 = 1u * 4u;
    u0.words[_123] = floatBitsToUint(_41.x);
    uint _126 = 1u * 4u;
    u0.words[_126 + 1u] = floatBitsToUint(_41.y);
    uint _130 = 1u * 4u;
    u0.words[_130 + 2u] = floatBitsToUint(_41.z);
    uint _134 = 1u * 4u;
    u0.words[_134 + 3u] = floatBitsToUint(_41.w);
    uint _138 = 2u * 4u;
    u0.words[_138] = floatBitsToUint(_56.x);
    uint _141 = 2u * 4u;
    u0.words[_141 + 1u] = floatBitsToUint(_56.y);
    uint _145 = 2u * 4u;
    u0.words[_145 + 2u] = floatBitsToUint(_56.z);
    uint _149 = 2u * 4u;
    u0.words[_149 + 3u] = floatBitsToUint(_56.w);
    uint _153 = 3u * 4u;
    u0.words[_153] = floatBitsToUint(_71.x);
    uint _156 = 3u * 4u;
    u0.words[_156 + 1u] = floatBitsToUint(_71.y);
    uint _160 = 3u * 4u;
    u0.words[_160 + 2u] = floatBitsToUint(_71.z);
    uint _164 = 3u * 4u;
    u0.words[_164 + 3u] = floatBitsToUint(_71.w);
    uint _168 = 4u * 4u;
    u0.words[_168] = floatBitsToUint(texelFetch(t1, int(1u)).x);
    uint _171 = 4u * 4u;
    u0.words[_171 + 1u] = floatBitsToUint(uintBitsToFloat(_97));
    uint _175 = 4u * 4u;
    u0.words[_175 + 2u] = floatBitsToUint(0.0);
    uint _179 = 4u * 4u;
    u0.words[_179 + 3u] = floatBitsToUint(0.0);
    uint _189 = 5u * 4u;
    u0.words[_189] = floatBitsToUint(float(uint(sparseTexelsResidentARB(int(_25._m0))) != 0u));
    uint _192 = 5u * 4u;
    u0.words[_192 + 1u] = floatBitsToUint(float(uint(sparseTexelsResidentARB(int(_40._m0))) != 0u));
    uint _196 = 5u * 4u;
    u0.words[_196 + 2u] = floatBitsToUint(float(uint(sparseTexelsResidentARB(int(_55._m0))) != 0u));
    uint _200 = 5u * 4u;
    u0.words[_200 + 3u] = floatBitsToUint(float(uint(sparseTexelsResidentARB(int(_70._m0))) != 0u));
    uint _207 = 6u * 4u;
    u0.words[_207] = floatBitsToUint(float(1u != 0u));
    uint _210 = 6u * 4u;
    u0.words[_210 + 1u] = floatBitsToUint(float(1u != 0u));
    uint _214 = 6u * 4u;
    u0.words[_214 + 2u] = floatBitsToUint(0.0);
    uint _218 = 6u * 4u;
    u0.words[_218 + 3u] = floatBitsToUint(0.0);
    uint _274;
    vec4 _275;
    _274 = sparseTextureLodARB(sampler2D(t3, s0), vec2(0.5), 0.0, _275);
    _24 _226 = _24(_274, _275);
    uint _276;
    vec4 _277;
    _276 = sparseTexelFetchARB(t3, ivec2(uvec2(0u)), int(0u), _277);
    _24 _238 = _24(_276, _277);
    uint _252 = 7u * 4u;
    u0.words[_252] = floatBitsToUint(float(uint(sparseTexelsResidentARB(int(_226._m0))) != 0u));
    uint _255 = 7u * 4u;
    u0.words[_255 + 1u] = floatBitsToUint(float(uint(sparseTexelsResidentARB(int(_238._m0))) != 0u));
    uint _259 = 7u * 4u;
    u0.words[_259 + 2u] = floatBitsToUint(0.0);
    uint _263 = 7u * 4u;
    u0.words[_263 + 3u] = floatBitsToUint(0.0);
}

