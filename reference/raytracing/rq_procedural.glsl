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
    rayQueryEXT ray_query;
    rayQueryInitializeEXT(ray_query, t0, 0u, 255u, vec3(float(gl_GlobalInvocationID.x) + 0.5, 0.5, -1.0), 0.0, vec3(0.0, 0.0, 1.0), 10.0);
    bool _66 = rayQueryProceedEXT(ray_query);
    float _10 = 0.0;
    float _11 = 0.0;
    if (_66)
    {
        uint _6 = 0u;
        uint _7 = 0u;
        uint _70;
        uint _77;
        for (;;)
        {
            _70 = _6 + 1u;
            uint _71 = rayQueryGetIntersectionPrimitiveIndexEXT(ray_query, bool(0u));
            _77 = (1u << ((_71 << 2u) & 28u)) + _7;
            uint _78 = rayQueryGetIntersectionTypeEXT(ray_query, bool(0u));
            if (_78 == 1u)
            {
                bool _80 = rayQueryGetIntersectionCandidateAABBOpaqueEXT(ray_query);
                if (!_80)
                {
                    if (gl_GlobalInvocationID.x == 2u)
                    {
                        rayQueryTerminateEXT(ray_query);
                    }
                    else
                    {
                        if ((gl_GlobalInvocationID.x != 1u) || (_71 == 1u))
                        {
                            rayQueryGenerateIntersectionEXT(ray_query, float(_71) + 1.5);
                        }
                    }
                }
            }
            bool _89 = rayQueryProceedEXT(ray_query);
            _6 = _70;
            _7 = _77;
            if (_89)
            {
                continue;
            }
            else
            {
                break;
            }
        }
        _10 = float(_70);
        _11 = float(_77);
    }
    uint _94 = rayQueryGetIntersectionTypeEXT(ray_query, bool(1u));
    bool _95 = _94 != 0u;
    float _12 = -1.0;
    if (_95)
    {
        float _97 = rayQueryGetIntersectionTEXT(ray_query, bool(1u));
        _12 = _97;
    }
    float _13 = -1.0;
    if (_95)
    {
        uint _99 = rayQueryGetIntersectionPrimitiveIndexEXT(ray_query, bool(1u));
        _13 = float(_99);
    }
    uint _102 = gl_GlobalInvocationID.x << 1u;
    u0.words[_102 * 4u] = floatBitsToUint(float(_94));
    u0.words[(_102 * 4u) + 1u] = floatBitsToUint(_12);
    u0.words[(_102 * 4u) + 2u] = floatBitsToUint(_13);
    u0.words[(_102 * 4u) + 3u] = floatBitsToUint(_10);
    float _14 = -1.0;
    if (_95)
    {
        vec3 _125 = rayQueryGetIntersectionObjectRayOriginEXT(ray_query, bool(1u));
        _14 = _125.x;
    }
    float _15 = -1.0;
    if (_95)
    {
        uint _128 = rayQueryGetIntersectionInstanceCustomIndexEXT(ray_query, bool(1u));
        _15 = float(_128);
    }
    uint _131 = _102 | 1u;
    u0.words[_131 * 4u] = floatBitsToUint(_11);
    u0.words[(_131 * 4u) + 1u] = floatBitsToUint(_14);
    u0.words[(_131 * 4u) + 2u] = floatBitsToUint(_15);
    u0.words[(_131 * 4u) + 3u] = floatBitsToUint(0.0);
}

