#version 460
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_ray_query : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

float _56;

layout(set = 0, binding = 0, std140) uniform b0_rows
{
    uvec4 rows[1];
} b0;

layout(set = 0, binding = 4000, std430) readonly buffer heap_StructuredBuffer_words32
{
    uint words[];
} heap_StructuredBuffer[];

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(set = 0, binding = 4007) uniform accelerationStructureEXT heap_RaytracingAccelerationStructure[];

void main()
{
    rayQueryEXT ray_query;
    rayQueryInitializeEXT(ray_query, heap_RaytracingAccelerationStructure[b0.rows[0u].x], 0u | 1u, 255u, vec3(0.5, 0.5, uintBitsToFloat(heap_StructuredBuffer[0u].words[gl_GlobalInvocationID.x])), 0.0, vec3(0.0, 0.0, 1.0), 100.0);
    bool _77 = rayQueryProceedEXT(ray_query);
    uint _78 = rayQueryGetIntersectionTypeEXT(ray_query, bool(1u));
    float _6;
    float _7;
    float _8;
    float _9;
    if (_78 == 1u)
    {
        float _82 = rayQueryGetIntersectionTEXT(ray_query, bool(1u));
        uint _83 = rayQueryGetIntersectionInstanceCustomIndexEXT(ray_query, bool(1u));
        uint _85 = rayQueryGetIntersectionInstanceIdEXT(ray_query, bool(1u));
        _6 = 1.0;
        _7 = _82;
        _8 = float(_83);
        _9 = float(_85);
    }
    else
    {
        _6 = float(_78);
        _7 = -1.0;
        _8 = -1.0;
        _9 = -1.0;
    }
    u0.words[gl_GlobalInvocationID.x * 4u] = floatBitsToUint(_7);
    u0.words[(gl_GlobalInvocationID.x * 4u) + 1u] = floatBitsToUint(_8);
    u0.words[(gl_GlobalInvocationID.x * 4u) + 2u] = floatBitsToUint(_9);
    u0.words[(gl_GlobalInvocationID.x * 4u) + 3u] = floatBitsToUint(_6);
    rayQueryEXT ray_query_1;
    rayQueryInitializeEXT(ray_query_1, heap_RaytracingAccelerationStructure[nonuniformEXT(((gl_GlobalInvocationID.x & 1u) + 1u) + b0.rows[0u].x)], 0u | 1u, 255u, vec3(0.5, 0.5, uintBitsToFloat(heap_StructuredBuffer[0u].words[gl_GlobalInvocationID.x])), 0.0, vec3(0.0, 0.0, 1.0), 100.0);
    bool _123 = rayQueryProceedEXT(ray_query_1);
    uint _124 = rayQueryGetIntersectionTypeEXT(ray_query_1, bool(1u));
    float _10;
    float _11;
    float _12;
    float _13;
    if (_124 == 1u)
    {
        float _127 = rayQueryGetIntersectionTEXT(ray_query_1, bool(1u));
        uint _128 = rayQueryGetIntersectionInstanceCustomIndexEXT(ray_query_1, bool(1u));
        uint _130 = rayQueryGetIntersectionInstanceIdEXT(ray_query_1, bool(1u));
        _10 = 1.0;
        _11 = _127;
        _12 = float(_128);
        _13 = float(_130);
    }
    else
    {
        _10 = float(_124);
        _11 = -1.0;
        _12 = -1.0;
        _13 = -1.0;
    }
    uint _136 = gl_GlobalInvocationID.x + 4u;
    u0.words[_136 * 4u] = floatBitsToUint(_11);
    u0.words[(_136 * 4u) + 1u] = floatBitsToUint(_12);
    u0.words[(_136 * 4u) + 2u] = floatBitsToUint(_13);
    u0.words[(_136 * 4u) + 3u] = floatBitsToUint(_10);
}

