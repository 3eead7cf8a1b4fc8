#version 460
#extension GL_EXT_ray_query : require
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

uint _145;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(set = 0, binding = 0, std140) uniform b0_rows
{
    uvec4 rows[1];
} b0;

layout(set = 0, binding = 1000) uniform accelerationStructureEXT t0[2];
layout(set = 1, binding = 1000) uniform accelerationStructureEXT t0_space1[];

void main()
{
    rayQueryEXT ray_query;
    rayQueryInitializeEXT(ray_query, t0[nonuniformEXT((gl_GlobalInvocationID.x & 1u) + 0u)], 0u | 1u, 255u, vec3(0.5, 0.5, -1.0), 0.0, vec3(0.0, 0.0, 1.0), 100.0);
    bool _61 = rayQueryProceedEXT(ray_query);
    uint _62 = rayQueryGetIntersectionTypeEXT(ray_query, bool(1u));
    float _6;
    float _7;
    float _8;
    float _9;
    if (_62 == 1u)
    {
        float _65 = rayQueryGetIntersectionTEXT(ray_query, bool(1u));
        uint _66 = rayQueryGetIntersectionInstanceCustomIndexEXT(ray_query, bool(1u));
        uint _68 = rayQueryGetIntersectionInstanceIdEXT(ray_query, bool(1u));
        _6 = 1.0;
        _7 = _65;
        _8 = float(_66);
        _9 = float(_68);
    }
    else
    {
        _6 = float(_62);
        _7 = -1.0;
        _8 = -1.0;
        _9 = -1.0;
    }
    u0.words[gl_GlobalInvocationID.x * 4u] = floatBitsToUint(_7);
    u0.words[(gl_GlobalInvocationID.x * 4u) + 1u] = floatBitsToUint(_8);
    u0.words[(gl_GlobalInvocationID.x * 4u) + 2u] = floatBitsToUint(_9);
    u0.words[(gl_GlobalInvocationID.x * 4u) + 3u] = floatBitsToUint(_6);
    rayQueryEXT ray_query_1;
    rayQueryInitializeEXT(ray_query_1, t0_space1[nonuniformEXT((gl_GlobalInvocationID.x % 3u) + 0u)], 0u | 1u, 255u, vec3(0.5, 0.5, -1.0), 0.0, vec3(0.0, 0.0, 1.0), 100.0);
    bool _107 = rayQueryProceedEXT(ray_query_1);
    uint _108 = rayQueryGetIntersectionTypeEXT(ray_query_1, bool(1u));
    float _10;
    float _11;
    float _12;
    float _13;
    if (_108 == 1u)
    {
        float _111 = rayQueryGetIntersectionTEXT(ray_query_1, bool(1u));
        uint _112 = rayQueryGetIntersectionInstanceCustomIndexEXT(ray_query_1, bool(1u));
        uint _114 = rayQueryGetIntersectionInstanceIdEXT(ray_query_1, bool(1u));
        _10 = 1.0;
        _11 = _111;
        _12 = float(_112);
        _13 = float(_114);
    }
    else
    {
        _10 = float(_108);
        _11 = -1.0;
        _12 = -1.0;
        _13 = -1.0;
    }
    uint _120 = gl_GlobalInvocationID.x + 4u;
    u0.words[_120 * 4u] = floatBitsToUint(_11);
    u0.words[(_120 * 4u) + 1u] = floatBitsToUint(_12);
    u0.words[(_120 * 4u) + 2u] = floatBitsToUint(_13);
    u0.words[(_120 * 4u) + 3u] = floatBitsToUint(_10);
    rayQueryEXT ray_query_2;
    rayQueryInitializeEXT(ray_query_2, t0_space1[b0.rows[0u].x + 0u], 0u | 1u, 255u, vec3(0.5, 0.5, -1.0), 0.0, vec3(0.0, 0.0, 1.0), 100.0);
    bool _153 = rayQueryProceedEXT(ray_query_2);
    uint _154 = rayQueryGetIntersectionTypeEXT(ray_query_2, bool(1u));
    float _14;
    float _15;
    float _16;
    float _17;
    if (_154 == 1u)
    {
        float _157 = rayQueryGetIntersectionTEXT(ray_query_2, bool(1u));
        uint _158 = rayQueryGetIntersectionInstanceCustomIndexEXT(ray_query_2, bool(1u));
        uint _160 = rayQueryGetIntersectionInstanceIdEXT(ray_query_2, bool(1u));
        _14 = 1.0;
        _15 = _157;
        _16 = float(_158);
        _17 = float(_160);
    }
    else
    {
        _14 = float(_154);
        _15 = -1.0;
        _16 = -1.0;
        _17 = -1.0;
    }
    uint _167 = gl_GlobalInvocationID.x + 8u;
    u0.words[_167 * 4u] = floatBitsToUint(_15);
    u0.words[(_167 * 4u) + 1u] = floatBitsToUint(_16);
    u0.words[(_167 * 4u) + 2u] = floatBitsToUint(_17);
    u0.words[(_167 * 4u) + 3u] = floatBitsToUint(_14);
}

