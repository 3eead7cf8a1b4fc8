#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _110;
float _130;

layout(set = 0, binding = 9000, std430) buffer Counter
{
    uint counter;
} heap_RWStructuredBuffer_counter[];

layout(set = 0, binding = 4000, std430) buffer heap_RWStructuredBuffer_words32
{
    uint words[];
} heap_RWStructuredBuffer[];

layout(set = 0, binding = 4000, std430) buffer heap_RWStructuredBuffer_1
{
    uint words[];
} heap_RWStructuredBuffer_2[];

layout(set = 0, binding = 4004) uniform textureCube heap_TextureCube[];
layout(set = 0, binding = 4006) uniform samplerShadow heap_SamplerState[];
layout(set = 0, binding = 4004) uniform textureCubeArray heap_TextureCubeArray[];
layout(set = 0, binding = 4004) uniform texture2D heap_Texture2D[];

void main()
{
    uint _17 = (gl_GlobalInvocationID.x >> 1u) & 1u;
    uint _21 = gl_GlobalInvocationID.x & 1u;
    uint _22 = _21 ^ 1u;
    uint _24 = _22 + 7u;
    uint _26 = _21 + 9u;
    vec4 _55 = textureLod(nonuniformEXT(samplerCube(heap_TextureCube[gl_GlobalInvocationID.x % 3u], heap_SamplerState[0u])), vec3(1.0, 0.20000000298023223876953125, 0.300000011920928955078125), 0.0);
    vec4 _74 = textureLod(nonuniformEXT(samplerCubeArray(heap_TextureCubeArray[_17 + 3u], heap_SamplerState[0u])), vec4(0.0, -1.0, 0.20000000298023223876953125, float(_21)), 0.0);
    uint _94 = atomicAdd(heap_RWStructuredBuffer_counter[nonuniformEXT(_24)].counter, 1u);
    heap_RWStructuredBuffer[nonuniformEXT(_24)].words[_94] = ((0u - _22) & 7u) + 3u;
    uint _105 = atomicAdd(heap_RWStructuredBuffer_counter[nonuniformEXT(_26)].counter, -1u);
    uint _109 = heap_RWStructuredBuffer[nonuniformEXT(_26)].words[_105 - 1u];
    heap_RWStructuredBuffer_2[11u].words[gl_GlobalInvocationID.x * 4u] = floatBitsToUint(_74.x + _55.x);
    heap_RWStructuredBuffer_2[11u].words[(gl_GlobalInvocationID.x * 4u) + 1u] = floatBitsToUint((_74.y + _55.y) + float(_109));
    heap_RWStructuredBuffer_2[11u].words[(gl_GlobalInvocationID.x * 4u) + 2u] = floatBitsToUint((_74.z + _55.z) + vec4(textureLod(nonuniformEXT(sampler2DShadow(heap_Texture2D[_17 + 5u], heap_SamplerState[2u - ((gl_GlobalInvocationID.x >> 2u) & 1u)])), vec3(vec2(0.5), 0.375), 0.0), 0.0, 0.0, 0.0).x);
    heap_RWStructuredBuffer_2[11u].words[(gl_GlobalInvocationID.x * 4u) + 3u] = floatBitsToUint(_74.w + _55.w);
}

