#version 460
#extension GL_EXT_ray_query : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(set = 0, binding = 1000) uniform accelerationStructureEXT t0;

void main()
{
    float _45 = float(gl_GlobalInvocationID.x) + 0.5;
    rayQueryEXT ray_query;
    rayQueryInitializeEXT(ray_query, t0, 0u, 255u, vec3(_45, 0.5, -1.0), 0.25, vec3(0.0, 0.0, 1.0), 10.0);
    bool _63 = rayQueryProceedEXT(ray_query);
    float _6 = 0.0;
    float _7 = 0.0;
    float _8 = 0.0;
    float _9 = 0.0;
    float _10 = 0.0;
    float _11 = 0.0;
    float _12 = 0.0;
    float _13 = 0.0;
    float _14 = 0.0;
    float _15 = 0.0;
    float _16 = 0.0;
    float _17 = 0.0;
    if (_63)
    {
        float _70;
        float _71;
        float _74;
        float _76;
        float _78;
        float _80;
        float _82;
        float _85;
        float _91;
        float _96;
        float _98;
        float _100;
        for (;;)
        {
            mat4x3 _65 = rayQueryGetIntersectionObjectToWorldEXT(ray_query, bool(0u));
            mat4x3 _67 = rayQueryGetIntersectionWorldToObjectEXT(ray_query, bool(0u));
            uint _69 = rayQueryGetIntersectionTypeEXT(ray_query, bool(0u));
            _70 = float(_69);
            _71 = rayQueryGetIntersectionTEXT(ray_query, bool(0u));
            vec2 _73 = rayQueryGetIntersectionBarycentricsEXT(ray_query, bool(0u));
            _74 = _73.x;
            vec2 _75 = rayQueryGetIntersectionBarycentricsEXT(ray_query, bool(0u));
            _76 = _75.y;
            vec3 _77 = rayQueryGetIntersectionObjectRayOriginEXT(ray_query, bool(0u));
            _78 = _77.x;
            vec3 _79 = rayQueryGetIntersectionObjectRayOriginEXT(ray_query, bool(0u));
            _80 = _79.y;
            vec3 _81 = rayQueryGetIntersectionObjectRayOriginEXT(ray_query, bool(0u));
            _82 = _81.z;
            bool _83 = rayQueryGetIntersectionFrontFaceEXT(ray_query, bool(0u));
            _85 = _83 ? 1.0 : 2.0;
            uint _86 = rayQueryGetIntersectionInstanceIdEXT(ray_query, bool(0u));
            uint _87 = rayQueryGetIntersectionInstanceCustomIndexEXT(ray_query, bool(0u));
            _91 = float((_87 * 10u) + _86);
            uint _92 = rayQueryGetIntersectionGeometryIndexEXT(ray_query, bool(0u));
            uint _93 = rayQueryGetIntersectionPrimitiveIndexEXT(ray_query, bool(0u));
            _96 = float((_93 * 10u) + _92);
            uint _97 = rayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetEXT(ray_query, bool(0u));
            _98 = float(_97);
            _100 = (_65[3].z * 10.0) + _67[3].z;
            if (gl_GlobalInvocationID.x == 0u)
            {
                rayQueryConfirmIntersectionEXT(ray_query);
            }
            bool _102 = rayQueryProceedEXT(ray_query);
            if (_102)
            {
                continue;
            }
            else
            {
                break;
            }
        }
        _6 = _70;
        _7 = _71;
        _8 = _74;
        _9 = _76;
        _10 = _78;
        _11 = _80;
        _12 = _82;
        _13 = _85;
        _14 = _91;
        _15 = _96;
        _16 = _98;
        _17 = _100;
    }
    uint _116 = gl_GlobalInvocationID.x * 6u;
    u0.words[_116 * 4u] = floatBitsToUint(_6);
    u0.words[(_116 * 4u) + 1u] = floatBitsToUint(_7);
    u0.words[(_116 * 4u) + 2u] = floatBitsToUint(_8);
    u0.words[(_116 * 4u) + 3u] = floatBitsToUint(_9);
    uint _141 = _116 | 1u;
    u0.words[_141 * 4u] = floatBitsToUint(_10);
    u0.words[(_141 * 4u) + 1u] = floatBitsToUint(_11);
    u0.words[(_141 * 4u) + 2u] = floatBitsToUint(_12);
    u0.words[(_141 * 4u) + 3u] = floatBitsToUint(_13);
    uint _157 = _116 + 2u;
    u0.words[_157 * 4u] = floatBitsToUint(_14);
    u0.words[(_157 * 4u) + 1u] = floatBitsToUint(_15);
    u0.words[(_157 * 4u) + 2u] = floatBitsToUint(_16);
    u0.words[(_157 * 4u) + 3u] = floatBitsToUint(_17);
    uint _173 = rayQueryGetIntersectionTypeEXT(ray_query, bool(1u));
    float _174 = float(_173);
    uint _176 = _116 + 5u;
    u0.words[_176 * 4u] = floatBitsToUint(_174);
    u0.words[(_176 * 4u) + 1u] = floatBitsToUint(0.0);
    u0.words[(_176 * 4u) + 2u] = floatBitsToUint(0.0);
    u0.words[(_176 * 4u) + 3u] = floatBitsToUint(0.0);
    uint _192 = _116 + 4u;
    u0.words[_192 * 4u] = floatBitsToUint(_174);
    u0.words[(_192 * 4u) + 1u] = floatBitsToUint(0.0);
    u0.words[(_192 * 4u) + 2u] = floatBitsToUint(0.0);
    u0.words[(_192 * 4u) + 3u] = floatBitsToUint(0.0);
    uint _208 = _116 + 3u;
    u0.words[_208 * 4u] = floatBitsToUint(_174);
    u0.words[(_208 * 4u) + 1u] = floatBitsToUint(0.0);
    u0.words[(_208 * 4u) + 2u] = floatBitsToUint(0.0);
    u0.words[(_208 * 4u) + 3u] = floatBitsToUint(0.0);
    uint _224 = rayQueryGetIntersectionTypeEXT(ray_query, bool(1u));
    if (_224 == 1u)
    {
        mat4x3 _226 = rayQueryGetIntersectionObjectToWorldEXT(ray_query, bool(1u));
        mat4x3 _228 = rayQueryGetIntersectionWorldToObjectEXT(ray_query, bool(1u));
        float _230 = rayQueryGetIntersectionTEXT(ray_query, bool(1u));
        vec2 _231 = rayQueryGetIntersectionBarycentricsEXT(ray_query, bool(1u));
        vec2 _233 = rayQueryGetIntersectionBarycentricsEXT(ray_query, bool(1u));
        u0.words[_208 * 4u] = floatBitsToUint(1.0);
        u0.words[(_208 * 4u) + 1u] = floatBitsToUint(_230);
        u0.words[(_208 * 4u) + 2u] = floatBitsToUint(_231.x);
        u0.words[(_208 * 4u) + 3u] = floatBitsToUint(_233.y);
        vec3 _250 = rayQueryGetIntersectionObjectRayOriginEXT(ray_query, bool(1u));
        vec3 _252 = rayQueryGetIntersectionObjectRayOriginEXT(ray_query, bool(1u));
        vec3 _254 = rayQueryGetIntersectionObjectRayOriginEXT(ray_query, bool(1u));
        bool _256 = rayQueryGetIntersectionFrontFaceEXT(ray_query, bool(1u));
        u0.words[_192 * 4u] = floatBitsToUint(_250.x);
        u0.words[(_192 * 4u) + 1u] = floatBitsToUint(_252.y);
        u0.words[(_192 * 4u) + 2u] = floatBitsToUint(_254.z);
        u0.words[(_192 * 4u) + 3u] = floatBitsToUint(_256 ? 1.0 : 2.0);
        uint _273 = rayQueryGetIntersectionInstanceIdEXT(ray_query, bool(1u));
        uint _274 = rayQueryGetIntersectionInstanceCustomIndexEXT(ray_query, bool(1u));
        uint _278 = rayQueryGetIntersectionGeometryIndexEXT(ray_query, bool(1u));
        uint _279 = rayQueryGetIntersectionPrimitiveIndexEXT(ray_query, bool(1u));
        uint _283 = rayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetEXT(ray_query, bool(1u));
        u0.words[_176 * 4u] = floatBitsToUint(float((_274 * 10u) + _273));
        u0.words[(_176 * 4u) + 1u] = floatBitsToUint(float((_279 * 10u) + _278));
        u0.words[(_176 * 4u) + 2u] = floatBitsToUint(float(_283));
        u0.words[(_176 * 4u) + 3u] = floatBitsToUint((_226[3].z * 10.0) + _228[3].z);
    }
    rayQueryEXT ray_query_1;
    rayQueryInitializeEXT(ray_query_1, t0, 0u | 1u, 255u, vec3(_45, 0.5, -1.0), 0.25, vec3(0.0, 0.0, 1.0), 10.0);
    bool _307 = rayQueryProceedEXT(ray_query_1);
    uint _308 = rayQueryGetIntersectionTypeEXT(ray_query_1, bool(1u));
    bool _309 = _308 != 0u;
    float _18 = -1.0;
    if (_309)
    {
        float _312 = rayQueryGetIntersectionTEXT(ray_query_1, bool(1u));
        _18 = _312;
    }
    uint _314 = rayQueryGetRayFlagsEXT(ray_query_1);
    uint _317 = gl_GlobalInvocationID.x + 24u;
    u0.words[_317 * 4u] = floatBitsToUint(float(_307));
    u0.words[(_317 * 4u) + 1u] = floatBitsToUint(float(_308));
    u0.words[(_317 * 4u) + 2u] = floatBitsToUint(_18);
    u0.words[(_317 * 4u) + 3u] = floatBitsToUint(float(_314));
    vec3 _333 = rayQueryGetWorldRayOriginEXT(ray_query_1);
    vec3 _335 = rayQueryGetWorldRayDirectionEXT(ray_query_1);
    float _337 = rayQueryGetRayTMinEXT(ray_query_1);
    float _19 = -1.0;
    if (_309)
    {
        vec3 _338 = rayQueryGetIntersectionObjectRayDirectionEXT(ray_query_1, bool(1u));
        _19 = _338.z;
    }
    uint _342 = gl_GlobalInvocationID.x + 28u;
    u0.words[_342 * 4u] = floatBitsToUint(_333.x);
    u0.words[(_342 * 4u) + 1u] = floatBitsToUint(_335.z);
    u0.words[(_342 * 4u) + 2u] = floatBitsToUint(_337);
    u0.words[(_342 * 4u) + 3u] = floatBitsToUint(_19);
}

