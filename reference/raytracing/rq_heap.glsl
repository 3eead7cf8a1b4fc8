#version 460
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_ray_query : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

uint _39;
float _54;

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
    bool _75 = rayQueryProceedEXT(ray_query);
    uint _76 = rayQueryGetIntersectionTypeEXT(ray_query, bool(1u));
    float _6;
    float _7;
    float _8;
    float _9;
    if (_76 == 1u)
    {
        float _80 = rayQueryGetIntersectionTEXT(ray_query, bool(1u));
        uint _81 = rayQueryGetIntersectionInstanceCustomIndexEXT(ray_query, bool(1u));
        uint _83 = rayQueryGetIntersectionInstanceIdEXT(ray_query, bool(1u));
        _6 = 1.0;
        _7 = _80;
        _8 = float(_81);
        _9 = float(_83);
    }
    else
    {
        _6 = float(_76);
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
    bool _121 = rayQueryProceedEXT(ray_query_1);
    uint _122 = rayQueryGetIntersectionTypeEXT(ray_query_1, bool(1u));
    float _10;
    float _11;
    float _12;
    float _13;
    if (_122 == 1u)
    {
        float _125 = rayQueryGetIntersectionTEXT(ray_query_1, bool(1u));
        uint _126 = rayQueryGetIntersectionInstanceCustomIndexEXT(ray_query_1, bool(1u));
        uint _128 = rayQueryGetIntersectionInstanceIdEXT(ray_query_1, bool(1u));
        _10 = 1.0;
        _11 = _125;
        _12 = float(_126);
        _13 = float(_128);
    }
    else
    {
        _10 = float(_122);
        _11 = -1.0;
        _12 = -1.0;
        _13 = -1.0;
    }
    uint _134 = gl_GlobalInvocationID.x + 4u;
    u0.words[_134 * 4u] = floatBitsToUint(_11);
    u0.words[(_134 * 4u) + 1u] = floatBitsToUint(_12);
    u0.words[(_134 * 4u) + 2u] = floatBitsToUint(_13);
    u0.words[(_134 * 4u) + 3u] = floatBitsToUint(_10);
}

