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

struct _566
{
    uint _m0;
    vec4 _m1;
};

float _718;
uvec4 _799;

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

uvec4 untangle_wave_match(uint _470)
{
    uvec4 _479;
    for (;;)
    {
        if (_470 == subgroupBroadcastFirst(_470))
        {
            _479 = subgroupBallot(true);
            break;
        }
        else
        {
            continue;
        }
    }
    return _479;
}

uint untangle_wave_multi_prefix_0(uint _488, uvec4 _489)
{
    uvec4 _492 = _489 & subgroupBallot(true);
    uint _501;
    for (;;)
    {
        if (all(equal(_492, subgroupBroadcastFirst(_492))))
        {
            _501 = subgroupExclusiveAdd(_488);
            break;
        }
        else
        {
            continue;
        }
    }
    return _501;
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
    float _407 = (((((_339 + ((1.0 + (float(_343) * float(float16_t(_138)))) + (float(_343) * float(float16_t(_141))))) + float(int((((0u + (uint(bitfieldExtract(int(_63), int(0u), int(8u))) * uint(bitfieldExtract(int(gl_ViewIndex), int(0u), int(8u))))) + (uint(bitfieldExtract(int(_63), int(8u), int(8u))) * uint(bitfieldExtract(int(gl_ViewIndex), int(8u), int(8u))))) + (uint(bitfieldExtract(int(_63), int(16u), int(8u))) * uint(bitfieldExtract(int(gl_ViewIndex), int(16u), int(8u))))) + (uint(bitfieldExtract(int(_63), int(24u), int(8u))) * uint(bitfieldExtract(int(gl_ViewIndex), int(24u), int(8u))))))) + float((((0u + (bitfieldExtract(_63, int(0u), int(8u)) * bitfieldExtract(gl_ViewIndex, int(0u), int(8u)))) + (bitfieldExtract(_63, int(8u), int(8u)) * bitfieldExtract(gl_ViewIndex, int(8u), int(8u)))) + (bitfieldExtract(_63, int(16u), int(8u)) * bitfieldExtract(gl_ViewIndex, int(16u), int(8u)))) + (bitfieldExtract(_63, int(24u), int(8u)) * bitfieldExtract(gl_ViewIndex, int(24u), int(8u))))) + float(bitfieldInsert(bitfieldInsert(bitfieldInsert(bitfieldInsert(0u, bitfieldExtract(_63, int(0u), int(8u)), int(0u), int(8u)), bitfieldExtract(_63, int(8u), int(8u)), int(8u), int(8u)), bitfieldExtract(_63, int(16u), int(8u)), int(16u), int(8u)), bitfieldExtract(_63, int(24u), int(8u)), int(24u), int(8u)))) + float(packHalf2x16(vec2(_58, 0.0)))) + float(uint(unpackHalf2x16(_63).x));
    float _408 = float(render_target_sample_count);
    double _414 = (uvec2(_63, gl_ViewIndex));
    uvec2 _416 = (fma(_414, _414, _414));
    bool _419 = helperInvocationEXT();
    bool _423 = helperInvocationEXT();
    bool _427 = helperInvocationEXT();
    bool _433 = helperInvocationEXT();
    uint _436 = subgroupBallotFindLSB(subgroupBallot(!_433));
    bool _441 = _63 > 3u;
    bool _442 = helperInvocationEXT();
    bool _448 = helperInvocationEXT();
    bool _454 = helperInvocationEXT();
    bool _515 = helperInvocationEXT();
    bool _525 = helperInvocationEXT();
    bool _532 = helperInvocationEXT();
    uint _536 = ((((((((((((((subgroupExclusiveAdd(_423 ? 0u : _63) + subgroupAdd(_419 ? 0u : _63)) + subgroupOr(_427 ? 0u : _63)) + subgroupShuffle(_63, 1u)) + ((_436 == 4294967295u) ? 0u : subgroupShuffle(_63, _436))) + subgroupBallotBitCount(subgroupBallot(_442 ? false : _441))) + subgroupBallotExclusiveBitCount(subgroupBallot(_448 ? false : _441))) + subgroupBallot(_454 ? false : (_63 > 1u)).x) + gl_SubgroupInvocationID) + gl_SubgroupSize) + untangle_wave_match(_63).x) + untangle_wave_multi_prefix_0(_63, uvec4(1u))) + subgroupBallotBitCount((subgroupBallot(_63 > 2u) & gl_SubgroupLtMask) & uvec4(1u))) + uint(gl_SubgroupInvocationID == subgroupBallotFindLSB(subgroupBallot(!_515)))) + uint(subgroupAny(_525 ? false : (_63 > 5u)))) + uint(subgroupAll(_532 ? true : (_63 > 6u)));
    bool _537 = helperInvocationEXT();
    bool _551 = _63 > 7u;
    bool _553 = _551 || subgroupQuadSwapHorizontal(_551);
    bool _558 = helperInvocationEXT();
    uint _1115;
    vec4 _1116;
    _1115 = sparseTexelFetchARB(t2, ivec2(uvec2(_46, 0u)), int(0u), _1116);
    _566 _567 = _566(_1115, _1116);
    vec4 _568 = _567._m1;
    vec4 _577;
    _577.x = _568.x;
    _577.y = _568.y;
    _577.z = _568.z;
    _577.w = _568.w;
    vec4 _586 = texelFetch(t3, ivec2(uvec2(_46, 0u)), int(1u));
    vec4 _591;
    _591.x = _586.x;
    _591.y = _586.y;
    _591.z = _586.z;
    _591.w = _586.w;
    vec4 _606 = texture(sampler2D(t2, s0), vec2(_22));
    vec4 _611;
    _611.x = _606.x;
    _611.y = _606.y;
    _611.z = _606.z;
    _611.w = _606.w;
    vec4 _620 = texture(sampler2D(t2, s0), vec2(_22), 1.0);
    vec4 _625;
    _625.x = _620.x;
    _625.y = _620.y;
    _625.z = _620.z;
    _625.w = _620.w;
    vec4 _634 = textureLod(sampler2D(t2, s0), vec2(_138, _141), 0.0);
    vec4 _639;
    _639.x = _634.x;
    _639.y = _634.y;
    _639.z = _634.z;
    _639.w = _634.w;
    vec4 _650 = textureGrad(sampler2D(t2, s0), vec2(_138, _141), vec2(_145, _144), vec2(_144, _145));
    vec4 _655;
    _655.x = _650.x;
    _655.y = _650.y;
    _655.z = _650.z;
    _655.w = _650.w;
    vec4 _664 = textureGather(sampler2D(t2, s0), vec2(_138, _141));
    vec4 _669;
    _669.x = _664.x;
    _669.y = _664.y;
    _669.z = _664.z;
    _669.w = _664.w;
    vec2 _678 = vec2(_138, _141);
    vec4 _679 = textureGather(sampler2DShadow(t2, s1), _678, _58);
    vec4 _684;
    _684.x = _679.x;
    _684.y = _679.y;
    _684.z = _679.z;
    _684.w = _679.w;
    uint _690 = uint(textureSamples(t3));
    bool _697 = (((_690 & (_690 - 1u)) == 0u) && (_690 <= 16u)) && (1u < _690);
    uint _700 = _697 ? ((_690 - 1u) + 1u) : 0u;
    vec2 _707;
    _707.x = _697 ? standard_sample_positions[_700].x : 0.0;
    _707.y = _697 ? standard_sample_positions[_700].y : 0.0;
    vec4 _710 = (((((((_591 + _577) + _611) + _625) + _639) + _655) + _669) + _684) + _707.xyxy;
    _710.x = ((((((vec4(texture(sampler2DShadow(t2, s1), vec3(vec2(_22), _58)), 0.0, 0.0, 0.0).x + float(uint(sparseTexelsResidentARB(int(_567._m0))) != 0u)) + vec4(textureLod(sampler2DShadow(t2, s1), vec3(vec2(_138, _141), _58), 0.0), 0.0, 0.0, 0.0).x) + vec4(textureLod(sampler2DShadow(t2, s1), vec3(vec2(_138, _141), _58), 1.0), 0.0, 0.0, 0.0).x) + vec4(textureGrad(sampler2DShadow(t2, s1), vec3(vec2(_22), _58), vec2(_22), vec2(_22)), 0.0, 0.0, 0.0).x) + vec4(texture(sampler2DShadow(t2, s1), vec3(vec2(_22), _58), 1.0), 0.0, 0.0, 0.0).x) + _710.x) + textureQueryLod(sampler2D(t2, s0), vec2(_98.xy)).x;
    vec4 _777 = texelFetch(heap_Texture2D[b0.rows[1u].x], ivec2(uvec2(0u)), int(0u));
    vec4 _782;
    _782.x = _777.x;
    _782.y = _777.y;
    _782.z = _777.z;
    _782.w = _777.w;
    uvec4 _794 = textureGather(usampler2D(t5, s0), vec2(_138, _141));
    uvec4 _800;
    _800.x = _794.x;
    _800.y = _794.y;
    _800.z = _794.z;
    _800.w = _794.w;
    vec4 _806 = (_782 + _710) + vec4(_800);
    float _807 = _806.x;
    imageStore(u5, ivec2(uvec2(_46, 0u)), 1u, vec4(_807, _806.yzw));
    imageStore(u3, ivec2(uvec2(_46, 0u)), vec4(_807, _806.yzw));
    uint _831 = atomicAdd(u4_counter.counter, 1u);
    imageStore(u2, int(_46), uvec4(_831 + uvec2(imageSize(u3)).x));
    uint _844 = atomicAdd(u1.words[0u >> 2u], ((((_536 + uint(subgroupAllEqual(_537 ? subgroupShuffle(_63, subgroupBallotFindLSB(subgroupBallot(!_537))) : _63))) + subgroupQuadBroadcast(_63, 2u)) + subgroupQuadSwapHorizontal(_63)) + uint(_553 || subgroupQuadSwapVertical(_553))) + uint(_558));
    uint _847 = atomicCompSwap(u1.words[4u >> 2u], _844, uint(_407 + _408));
    memoryBarrierBuffer();
    memoryBarrierImage();
    uint _853 = t0.words[64u >> 2u];
    uint _855 = 64u + 4u;
    uint _858 = t0.words[_855 >> 2u];
    uint _860 = 64u + 8u;
    uint _863 = t0.words[_860 >> 2u];
    uint _866 = 64u + 12u;
    uint _869 = t0.words[_866 >> 2u];
    uint _871 = 64u + 16u;
    uint _874 = t0.words[_871 >> 2u];
    uint _877 = 64u + 20u;
    uint _880 = t0.words[_877 >> 2u];
    uint _882 = 64u + 24u;
    uint _885 = t0.words[_882 >> 2u];
    uint _888 = 64u + 28u;
    uint _891 = t0.words[_888 >> 2u];
    float _893[8] = float[](uintBitsToFloat(_853), uintBitsToFloat(_858), uintBitsToFloat(_863), uintBitsToFloat(_869), uintBitsToFloat(_874), uintBitsToFloat(_880), uintBitsToFloat(_885), uintBitsToFloat(_891));
    bool _920[8] = bool[](_893[0] > float[](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)[0], _893[1] > float[](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)[1], _893[2] > float[](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)[2], _893[3] > float[](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)[3], _893[4] > float[](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)[4], _893[5] > float[](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)[5], _893[6] > float[](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)[6], _893[7] > float[](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)[7]);
    uint _938[8] = uint[](uint(_920[0]), uint(_920[1]), uint(_920[2]), uint(_920[3]), uint(_920[4]), uint(_920[5]), uint(_920[6]), uint(_920[7]));
    float _963[8] = float[](_893[0] * _893[0], _893[1] * _893[1], _893[2] * _893[2], _893[3] * _893[3], _893[4] * _893[4], _893[5] * _893[5], _893[6] * _893[6], _893[7] * _893[7]);
    u1.words[128u >> 2u] = floatBitsToUint(_963[0]);
    uint _971 = 128u + 4u;
    u1.words[_971 >> 2u] = floatBitsToUint(_963[1]);
    uint _976 = 128u + 8u;
    u1.words[_976 >> 2u] = floatBitsToUint(_963[2]);
    uint _981 = 128u + 12u;
    u1.words[_981 >> 2u] = floatBitsToUint(_963[3]);
    uint _986 = 128u + 16u;
    u1.words[_986 >> 2u] = floatBitsToUint(_963[4]);
    uint _991 = 128u + 20u;
    u1.words[_991 >> 2u] = floatBitsToUint(_963[5]);
    uint _996 = 128u + 24u;
    u1.words[_996 >> 2u] = floatBitsToUint(_963[6]);
    uint _1001 = 128u + 28u;
    u1.words[_1001 >> 2u] = floatBitsToUint(_963[7]);
    rayQueryEXT ray_query;
    rayQueryInitializeEXT(ray_query, t4, 0u | 1024u, 255u, vec3(_138, _141, _145), 0.100000001490116119384765625, vec3(0.0, 0.0, 1.0), 100.0);
    bool _1019 = rayQueryProceedEXT(ray_query);
    if (_1019)
    {
        for (;;)
        {
            rayQueryConfirmIntersectionEXT(ray_query);
            bool _1020 = rayQueryProceedEXT(ray_query);
            if (_1020)
            {
                continue;
            }
            else
            {
                break;
            }
        }
    }
    uint _1025 = rayQueryGetIntersectionTypeEXT(ray_query, bool(1u));
    bool _1051[8] = bool[](_938[0] != uint[](0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u)[0], _938[1] != uint[](0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u)[1], _938[2] != uint[](0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u)[2], _938[3] != uint[](0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u)[3], _938[4] != uint[](0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u)[4], _938[5] != uint[](0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u)[5], _938[6] != uint[](0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u)[6], _938[7] != uint[](0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u)[7]);
    uvec4 _1086;
    _1086.x = _416.x;
    _1086.y = _416.y;
    _1086.z = (uint(_414) + uint(((((((_166 + _167) + _169) + interpolateAtOffset(TEXCOORD2, vec2(float(int(uint(bitfieldExtract(int(1u), int(0u), int(4u))))) * 0.0625, float(int(uint(bitfieldExtract(int(1u), int(0u), int(4u))))) * 0.0625)).x) + interpolateAtSample(TEXCOORD2, 0u).y) + interpolateAtCentroid(TEXCOORD2).x) + TEXCOORD1[1u]) + (_204 ? _260.x : 0.0))) + _847;
    _1086.w = (uint(((((((_1051[0] || _1051[1]) || _1051[2]) || _1051[3]) || _1051[4]) || _1051[5]) || _1051[6]) || _1051[7]) + _1025) + ((((((((_1051[0] && _1051[1]) && _1051[2]) && _1051[3]) && _1051[4]) && _1051[5]) && _1051[6]) && _1051[7]) ? 2u : 0u);
    uint _1090 = _46 << 4u;
    u1.words[_1090 >> 2u] = _1086.x;
    u1.words[(_1090 + 4u) >> 2u] = _1086.y;
    u1.words[(_1090 + 8u) >> 2u] = _1086.z;
    u1.words[(_1090 + 12u) >> 2u] = _1086.w;
    SV_Target.x = _807;
    SV_Target.y = _806.y;
    SV_Target.z = _806.z;
    SV_Target.w = _806.w;
}

