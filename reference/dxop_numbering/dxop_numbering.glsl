#version 460
#if defined(GL_AMD_gpu_shader_half_float)
#extension GL_AMD_gpu_shader_half_float : require
#elif defined(GL_EXT_shader_explicit_arithmetic_types_float16)
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#else
#error No extension available for FP16.
#endif
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_multiview : require
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_ray_query : require
#extension GL_EXT_fragment_shader_barycentric : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_EXT_demote_to_helper_invocation : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_vote : require
#extension GL_KHR_shader_subgroup_quad : require
#extension GL_ARB_sparse_texture2 : require
#extension GL_EXT_samplerless_texture_functions : require

vec2 _21;
uint _57;
vec4 _73;
layout(constant_id = 0) const uint render_target_sample_count = 1u;

struct _573
{
    uint _m0;
    vec4 _m1;
};

float _725;
uvec4 _806;

layout(set = 0, binding = 1000, std430) readonly buffer t0_words32
{
    uint words[];
} t0;

layout(set = 0, binding = 0, std140) uniform b0_rows
{
    uvec4 rows[2];
} b0;

layout(set = 0, binding = 7004, std430) buffer Counter
{
    uint counter;
} u4_counter;

layout(set = 0, binding = 2001, std430) buffer u1_words32
{
    uint words[];
} u1;

layout(set = 0, binding = 1001) uniform samplerBuffer t1;
layout(set = 0, binding = 1002) uniform texture2D t2;
layout(set = 0, binding = 1003) uniform texture2DMS t3;
layout(set = 0, binding = 3000) uniform sampler s0;
layout(set = 0, binding = 3001) uniform samplerShadow s1;
layout(set = 0, binding = 4004) uniform texture2D heap_Texture2D[];
layout(set = 0, binding = 1005) uniform utexture2D t5;
layout(set = 0, binding = 2005) uniform writeonly image2DMS u5;
layout(set = 0, binding = 2003) uniform writeonly image2D u3;
layout(set = 0, binding = 2002) uniform writeonly uimageBuffer u2;
layout(set = 0, binding = 1004) uniform accelerationStructureEXT t4;

layout(location = 1) in vec2 TEXCOORD;
layout(location = 1, component = 2) in vec2 TEXCOORD2;
layout(location = 2) pervertexEXT in float TEXCOORD1[3];
layout(location = 0) out vec4 SV_Target;
vec2 standard_sample_positions[31] = vec2[](vec2(0.0), vec2(0.25), vec2(-0.25), vec2(-0.125, -0.375), vec2(0.375, -0.125), vec2(-0.375, 0.125), vec2(0.125, 0.375), vec2(0.0625, -0.1875), vec2(-0.0625, 0.1875), vec2(0.3125, 0.0625), vec2(-0.1875, -0.3125), vec2(-0.3125, 0.3125), vec2(-0.4375, -0.0625), vec2(0.1875, 0.4375), vec2(0.4375, -0.4375), vec2(0.0625), vec2(-0.0625, -0.1875), vec2(-0.1875, 0.125), vec2(0.25, -0.0625), vec2(-0.3125, -0.125), vec2(0.125, 0.3125), vec2(0.3125, 0.1875), vec2(0.1875, -0.3125), vec2(-0.125, 0.375), vec2(0.0, -0.4375), vec2(-0.25, -0.375), vec2(-0.375, 0.25), vec2(-0.5, 0.0), vec2(0.4375, -0.25), vec2(0.375, 0.4375), vec2(-0.4375, -0.5));

uvec4 untangle_wave_match(uint _477)
{
    uvec4 _486;
    for (;;)
    {
        if (_477 == subgroupBroadcastFirst(_477))
        {
            _486 = subgroupBallot(true);
            break;
        }
        else
        {
            continue;
        }
    }
    return _486;
}

uint untangle_wave_multi_prefix_0(uint _495, uvec4 _496)
{
    uvec4 _499 = _496 & subgroupBallot(true);
    uint _508;
    for (;;)
    {
        if (all(equal(_499, subgroupBroadcastFirst(_499))))
        {
            _508 = subgroupExclusiveAdd(_495);
            break;
        }
        else
        {
            continue;
        }
    }
    return _508;
}

void main()
{
    vec2 _22;
    _22.x = TEXCOORD.x;
    _22.y = TEXCOORD.y;
    if (_22.x < 0.0)
    {
        demote;
    }
    uint _46 = uint(gl_FragCoord.x);
    uint _48 = _46 << 2u;
    uint _56 = t0.words[_48 >> 2u];
    float _58 = uintBitsToFloat(_56);
    uint _61 = (_48 + 4u) >> 2u;
    uint _63 = t0.words[_61];
    vec4 _68 = texelFetch(t1, int(_46));
    vec4 _74;
    _74.x = _68.x;
    _74.y = _68.y;
    _74.z = _68.z;
    _74.w = _68.w;
    vec4 _94;
    _94.x = uintBitsToFloat(b0.rows[0u].x);
    _94.y = uintBitsToFloat(b0.rows[0u].y);
    _94.z = uintBitsToFloat(b0.rows[0u].z);
    _94.w = uintBitsToFloat(b0.rows[0u].w);
    vec4 _98 = _94 * _74;
    float _138 = _98.x;
    float _141 = _98.y;
    float _144 = _98.w;
    float _145 = _98.z;
    float _163 = dFdxCoarse(_58);
    float _165 = dFdyCoarse(_58);
    float _166 = ((((((((((((((((((((((((((cos(_58) + clamp(_58, 0.0, 1.0)) + sin(_58)) + tan(_58)) + acos(_58)) + asin(_58)) + atan(_58)) + cosh(_58)) + sinh(_58)) + tanh(_58)) + exp2(_58)) + fract(_58)) + log2(_58)) + sqrt(_58)) + inversesqrt(_58)) + roundEven(_58)) + floor(_58)) + ceil(_58)) + trunc(_58)) + max(_58, _138)) + min(_58, _141)) + ((_58 * _145) + _144)) + float(isnan(_58))) + float(isinf(_58))) + float(!(isnan(_58) || isinf(_58)))) + dot(_98, _98)) + _163) + _165;
    float _167 = dFdxFine(_58);
    float _169 = dFdyFine(_58);
    uint _197 = render_target_sample_count - 1u;
    bool _204 = (((render_target_sample_count & _197) == 0u) && (render_target_sample_count <= 16u)) && (0u < render_target_sample_count);
    uint _205 = render_target_sample_count - 1u;
    uint _207 = _204 ? (_205 + 0u) : 0u;
    vec2 _260 = standard_sample_positions[_207];
    uint _271 = uint(findMSB(_63));
    uint _275 = (_271 != 4294967295u) ? (31u - _271) : 4294967295u;
    uint _283 = uint(findMSB((int(_63) < int(0u)) ? (~_63) : _63));
    uint _286 = (_283 != 4294967295u) ? (31u - _283) : 4294967295u;
    uint _302 = bitfieldExtract(_63, int(0u), int(8u));
    uint _309 = bitfieldExtract(_63, int(8u), int(8u));
    uint _316 = bitfieldExtract(_63, int(16u), int(8u));
    uint _324 = bitfieldExtract(_63, int(24u), int(8u));
    float _339 = float(((((((((((uint(bitCount(_63)) + bitfieldReverse(_63)) + uint(findLSB(_63))) + ((_275 == 4294967295u) ? 4294967295u : (31u - _275))) + uint(max(int(_63), int(uint(gl_SampleID))))) + ((_286 == 4294967295u) ? 4294967295u : (31u - _286))) + uint(min(int(_63), int(gl_ViewIndex)))) + max(_63, uint(gl_SampleMaskIn[0u]))) + min(_63, b0.rows[1u].x)) + ((_63 * uint(gl_SampleMaskIn[0u])) + b0.rows[1u].x)) + ((_63 * _63) + uint(gl_SampleID))) + ((((1u + ((_302 != 0u) ? uint(abs(int(_302 - bitfieldExtract(gl_ViewIndex, int(0u), int(8u))))) : 0u)) + ((_309 != 0u) ? uint(abs(int(_309 - bitfieldExtract(gl_ViewIndex, int(8u), int(8u))))) : 0u)) + ((_316 != 0u) ? uint(abs(int(_316 - bitfieldExtract(gl_ViewIndex, int(16u), int(8u))))) : 0u)) + ((_324 != 0u) ? uint(abs(int(_324 - bitfieldExtract(gl_ViewIndex, int(24u), int(8u))))) : 0u)));
    float16_t _343 = float16_t(_58);
    float _414 = (((((_339 + ((1.0 + (float(_343) * float(float16_t(_138)))) + (float(_343) * float(float16_t(_141))))) + float(int((((0u + (uint(bitfieldExtract(int(_63), int(0u), int(8u))) * uint(bitfieldExtract(int(gl_ViewIndex), int(0u), int(8u))))) + (uint(bitfieldExtract(int(_63), int(8u), int(8u))) * uint(bitfieldExtract(int(gl_ViewIndex), int(8u), int(8u))))) + (uint(bitfieldExtract(int(_63), int(16u), int(8u))) * uint(bitfieldExtract(int(gl_ViewIndex), int(16u), int(8u))))) + (uint(bitfieldExtract(int(_63), int(24u), int(8u))) * uint(bitfieldExtract(int(gl_ViewIndex), int(24u), int(8u))))))) + float((((0u + (bitfieldExtract(_63, int(0u), int(8u)) * bitfieldExtract(gl_ViewIndex, int(0u), int(8u)))) + (bitfieldExtract(_63, int(8u), int(8u)) * bitfieldExtract(gl_ViewIndex, int(8u), int(8u)))) + (bitfieldExtract(_63, int(16u), int(8u)) * bitfieldExtract(gl_ViewIndex, int(16u), int(8u)))) + (bitfieldExtract(_63, int(24u), int(8u)) * bitfieldExtract(gl_ViewIndex, int(24u), int(8u))))) + float(bitfieldInsert(bitfieldInsert(bitfieldInsert(bitfieldInsert(0u, bitfieldExtract(_63, int(0u), int(8u)), int(0u), int(8u)), bitfieldExtract(_63, int(8u), int(8u)), int(8u), int(8u)), bitfieldExtract(_63, int(16u), int(8u)), int(16u), int(8u)), bitfieldExtract(_63, int(24u), int(8u)), int(24u), int(8u)))) + float(packHalf2x16(vec2((isinf(_58) || isnan(_58)) ? _58 : clamp(_58, -65504.0, 65504.0), 0.0)))) + float(uint(unpackHalf2x16(_63).x));
    float _415 = float(render_target_sample_count);
    double _421 = (uvec2(_63, gl_ViewIndex));
    uvec2 _423 = (fma(_421, _421, _421));
    bool _426 = helperInvocationEXT();
    bool _430 = helperInvocationEXT();
    bool _434 = helperInvocationEXT();
    bool _440 = helperInvocationEXT();
    uint _443 = subgroupBallotFindLSB(subgroupBallot(!_440));
    bool _448 = _63 > 3u;
    bool _449 = helperInvocationEXT();
    bool _455 = helperInvocationEXT();
    bool _461 = helperInvocationEXT();
    bool _522 = helperInvocationEXT();
    bool _532 = helperInvocationEXT();
    bool _539 = helperInvocationEXT();
    uint _543 = ((((((((((((((subgroupExclusiveAdd(_430 ? 0u : _63) + subgroupAdd(_426 ? 0u : _63)) + subgroupOr(_434 ? 0u : _63)) + subgroupShuffle(_63, 1u)) + ((_443 == 4294967295u) ? 0u : subgroupShuffle(_63, _443))) + subgroupBallotBitCount(subgroupBallot(_449 ? false : _448))) + subgroupBallotExclusiveBitCount(subgroupBallot(_455 ? false : _448))) + subgroupBallot(_461 ? false : (_63 > 1u)).x) + gl_SubgroupInvocationID) + gl_SubgroupSize) + untangle_wave_match(_63).x) + untangle_wave_multi_prefix_0(_63, uvec4(1u))) + subgroupBallotBitCount((subgroupBallot(_63 > 2u) & gl_SubgroupLtMask) & uvec4(1u))) + uint(gl_SubgroupInvocationID == subgroupBallotFindLSB(subgroupBallot(!_522)))) + uint(subgroupAny(_532 ? false : (_63 > 5u)))) + uint(subgroupAll(_539 ? true : (_63 > 6u)));
    bool _544 = helperInvocationEXT();
    bool _558 = _63 > 7u;
    bool _560 = _558 || subgroupQuadSwapHorizontal(_558);
    bool _565 = helperInvocationEXT();
    uint _1122;
    vec4 _1123;
    _1122 = sparseTexelFetchARB(t2, ivec2(uvec2(_46, 0u)), int(0u), _1123);
    _573 _574 = _573(_1122, _1123);
    vec4 _575 = _574._m1;
    vec4 _584;
    _584.x = _575.x;
    _584.y = _575.y;
    _584.z = _575.z;
    _584.w = _575.w;
    vec4 _593 = texelFetch(t3, ivec2(uvec2(_46, 0u)), int(1u));
    vec4 _598;
    _598.x = _593.x;
    _598.y = _593.y;
    _598.z = _593.z;
    _598.w = _593.w;
    vec4 _613 = texture(sampler2D(t2, s0), vec2(_22));
    vec4 _618;
    _618.x = _613.x;
    _618.y = _613.y;
    _618.z = _613.z;
    _618.w = _613.w;
    vec4 _627 = texture(sampler2D(t2, s0), vec2(_22), 1.0);
    vec4 _632;
    _632.x = _627.x;
    _632.y = _627.y;
    _632.z = _627.z;
    _632.w = _627.w;
    vec4 _641 = textureLod(sampler2D(t2, s0), vec2(_138, _141), 0.0);
    vec4 _646;
    _646.x = _641.x;
    _646.y = _641.y;
    _646.z = _641.z;
    _646.w = _641.w;
    vec4 _657 = textureGrad(sampler2D(t2, s0), vec2(_138, _141), vec2(_145, _144), vec2(_144, _145));
    vec4 _662;
    _662.x = _657.x;
    _662.y = _657.y;
    _662.z = _657.z;
    _662.w = _657.w;
    vec4 _671 = textureGather(sampler2D(t2, s0), vec2(_138, _141));
    vec4 _676;
    _676.x = _671.x;
    _676.y = _671.y;
    _676.z = _671.z;
    _676.w = _671.w;
    vec2 _685 = vec2(_138, _141);
    vec4 _686 = textureGather(sampler2DShadow(t2, s1), _685, _58);
    vec4 _691;
    _691.x = _686.x;
    _691.y = _686.y;
    _691.z = _686.z;
    _691.w = _686.w;
    uint _697 = uint(textureSamples(t3));
    bool _704 = (((_697 & (_697 - 1u)) == 0u) && (_697 <= 16u)) && (1u < _697);
    uint _707 = _704 ? ((_697 - 1u) + 1u) : 0u;
    vec2 _714;
    _714.x = _704 ? standard_sample_positions[_707].x : 0.0;
    _714.y = _704 ? standard_sample_positions[_707].y : 0.0;
    vec4 _717 = (((((((_598 + _584) + _618) + _632) + _646) + _662) + _676) + _691) + _714.xyxy;
    _717.x = ((((((vec4(texture(sampler2DShadow(t2, s1), vec3(vec2(_22), _58)), 0.0, 0.0, 0.0).x + float(uint(sparseTexelsResidentARB(int(_574._m0))) != 0u)) + vec4(textureLod(sampler2DShadow(t2, s1), vec3(vec2(_138, _141), _58), 0.0), 0.0, 0.0, 0.0).x) + vec4(textureLod(sampler2DShadow(t2, s1), vec3(vec2(_138, _141), _58), 1.0), 0.0, 0.0, 0.0).x) + vec4(textureGrad(sampler2DShadow(t2, s1), vec3(vec2(_22), _58), vec2(_22), vec2(_22)), 0.0, 0.0, 0.0).x) + vec4(texture(sampler2DShadow(t2, s1), vec3(vec2(_22), _58), 1.0), 0.0, 0.0, 0.0).x) + _717.x) + textureQueryLod(sampler2D(t2, s0), vec2(_98.xy)).x;
    vec4 _784 = texelFetch(heap_Texture2D[b0.rows[1u].x], ivec2(uvec2(0u)), int(0u));
    vec4 _789;
    _789.x = _784.x;
    _789.y = _784.y;
    _789.z = _784.z;
    _789.w = _784.w;
    uvec4 _801 = textureGather(usampler2D(t5, s0), vec2(_138, _141));
    uvec4 _807;
    _807.x = _801.x;
    _807.y = _801.y;
    _807.z = _801.z;
    _807.w = _801.w;
    vec4 _813 = (_789 + _717) + vec4(_807);
    float _814 = _813.x;
    imageStore(u5, ivec2(uvec2(_46, 0u)), 1u, vec4(_814, _813.yzw));
    imageStore(u3, ivec2(uvec2(_46, 0u)), vec4(_814, _813.yzw));
    uint _838 = atomicAdd(u4_counter.counter, 1u);
    imageStore(u2, int(_46), uvec4(_838 + uvec2(imageSize(u3)).x));
    uint _851 = atomicAdd(u1.words[0u >> 2u], ((((_543 + uint(subgroupAllEqual(_544 ? subgroupShuffle(_63, subgroupBallotFindLSB(subgroupBallot(!_544))) : _63))) + subgroupQuadBroadcast(_63, 2u)) + subgroupQuadSwapHorizontal(_63)) + uint(_560 || subgroupQuadSwapVertical(_560))) + uint(_565));
    uint _854 = atomicCompSwap(u1.words[4u >> 2u], _851, uint(_414 + _415));
    memoryBarrierBuffer();
    memoryBarrierImage();
    uint _860 = t0.words[64u >> 2u];
    uint _862 = 64u + 4u;
    uint _865 = t0.words[_862 >> 2u];
    uint _867 = 64u + 8u;
    uint _870 = t0.words[_867 >> 2u];
    uint _873 = 64u + 12u;
    uint _876 = t0.words[_873 >> 2u];
    uint _878 = 64u + 16u;
    uint _881 = t0.words[_878 >> 2u];
    uint _884 = 64u + 20u;
    uint _887 = t0.words[_884 >> 2u];
    uint _889 = 64u + 24u;
    uint _892 = t0.words[_889 >> 2u];
    uint _895 = 64u + 28u;
    uint _898 = t0.words[_895 >> 2u];
    float _900[8] = float[](uintBitsToFloat(_860), uintBitsToFloat(_865), uintBitsToFloat(_870), uintBitsToFloat(_876), uintBitsToFloat(_881), uintBitsToFloat(_887), uintBitsToFloat(_892), uintBitsToFloat(_898));
    bool _927[8] = bool[](_900[0] > float[](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)[0], _900[1] > float[](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)[1], _900[2] > float[](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)[2], _900[3] > float[](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)[3], _900[4] > float[](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)[4], _900[5] > float[](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)[5], _900[6] > float[](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)[6], _900[7] > float[](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)[7]);
    uint _945[8] = uint[](uint(_927[0]), uint(_927[1]), uint(_927[2]), uint(_927[3]), uint(_927[4]), uint(_927[5]), uint(_927[6]), uint(_927[7]));
    float _970[8] = float[](_900[0] * _900[0], _900[1] * _900[1], _900[2] * _900[2], _900[3] * _900[3], _900[4] * _900[4], _900[5] * _900[5], _900[6] * _900[6], _900[7] * _900[7]);
    u1.words[128u >> 2u] = floatBitsToUint(_970[0]);
    uint _978 = 128u + 4u;
    u1.words[_978 >> 2u] = floatBitsToUint(_970[1]);
    uint _983 = 128u + 8u;
    u1.words[_983 >> 2u] = floatBitsToUint(_970[2]);
    uint _988 = 128u + 12u;
    u1.words[_988 >> 2u] = floatBitsToUint(_970[3]);
    uint _993 = 128u + 16u;
    u1.words[_993 >> 2u] = floatBitsToUint(_970[4]);
    uint _998 = 128u + 20u;
    u1.words[_998 >> 2u] = floatBitsToUint(_970[5]);
    uint _1003 = 128u + 24u;
    u1.words[_1003 >> 2u] = floatBitsToUint(_970[6]);
    uint _1008 = 128u + 28u;
    u1.words[_1008 >> 2u] = floatBitsToUint(_970[7]);
    rayQueryEXT ray_query;
    rayQueryInitializeEXT(ray_query, t4, 0u | 1024u, 255u, vec3(_138, _141, _145), 0.100000001490116119384765625, vec3(0.0, 0.0, 1.0), 100.0);
    bool _1026 = rayQueryProceedEXT(ray_query);
    if (_1026)
    {
        for (;;)
        {
            rayQueryConfirmIntersectionEXT(ray_query);
            bool _1027 = rayQueryProceedEXT(ray_query);
            if (_1027)
            {
                continue;
            }
            else
            {
                break;
            }
        }
    }
    uint _1032 = rayQueryGetIntersectionTypeEXT(ray_query, bool(1u));
    bool _1058[8] = bool[](_945[0] != uint[](0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u)[0], _945[1] != uint[](0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u)[1], _945[2] != uint[](0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u)[2], _945[3] != uint[](0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u)[3], _945[4] != uint[](0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u)[4], _945[5] != uint[](0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u)[5], _945[6] != uint[](0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u)[6], _945[7] != uint[](0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u)[7]);
    uvec4 _1093;
    _1093.x = _423.x;
    _1093.y = _423.y;
    _1093.z = (uint(_421) + uint(((((((_166 + _167) + _169) + interpolateAtOffset(TEXCOORD2, vec2(float(int(uint(bitfieldExtract(int(1u), int(0u), int(4u))))) * 0.0625, float(int(uint(bitfieldExtract(int(1u), int(0u), int(4u))))) * 0.0625)).x) + interpolateAtSample(TEXCOORD2, 0u).y) + interpolateAtCentroid(TEXCOORD2).x) + TEXCOORD1[1u]) + (_204 ? _260.x : 0.0))) + _854;
    _1093.w = (uint(((((((_1058[0] || _1058[1]) || _1058[2]) || _1058[3]) || _1058[4]) || _1058[5]) || _1058[6]) || _1058[7]) + _1032) + ((((((((_1058[0] && _1058[1]) && _1058[2]) && _1058[3]) && _1058[4]) && _1058[5]) && _1058[6]) && _1058[7]) ? 2u : 0u);
    uint _1097 = _46 << 4u;
    u1.words[_1097 >> 2u] = _1093.x;
    u1.words[(_1097 + 4u) >> 2u] = _1093.y;
    u1.words[(_1097 + 8u) >> 2u] = _1093.z;
    u1.words[(_1097 + 12u) >> 2u] = _1093.w;
    SV_Target.x = _814;
    SV_Target.y = _813.y;
    SV_Target.z = _813.z;
    SV_Target.w = _813.w;
}

