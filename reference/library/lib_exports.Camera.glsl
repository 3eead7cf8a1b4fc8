#version 460
#extension GL_EXT_ray_tracing : require

struct _8
{
    vec4 _m0;
    uint _m1;
};

layout(set = 0, binding = 2000, std430) buffer image_words32
{
    uint words[];
} image;

layout(set = 0, binding = 2001, std430) buffer counters_words32
{
    uint words[];
} counters;

layout(set = 0, binding = 1000) uniform accelerationStructureEXT scene;
layout(location = 0) rayPayloadEXT _8 payload;

uint hash(uint value)
{
    uint _106 = ((value >> 16u) ^ value) * 2146121005u;
    return (_106 >> 15u) ^ _106;
}

float random(inout uint state)
{
    uint _115 = hash(state + 2654435769u);
    state = _115;
    return float(_115 & 16777215u) * 5.9604644775390625e-08;
}

void count(uint slot, uint amount)
{
    uint _131 = atomicAdd(counters.words[(slot << 2u) >> 2u], amount);
}

void main()
{
    uint _12 = hash((gl_LaunchIDEXT.y << 12u) + gl_LaunchIDEXT.x);
    float _38 = random(_12);
    float _39 = random(_12);
    _8 _10;
    _10._m0 = vec4(0.0);
    _10._m1 = 0u;
    payload = _10;
    traceRayEXT(scene, 0u, 255u, 0u, 1u, 0u, vec3((_38 + float(gl_LaunchIDEXT.x)) / float(gl_LaunchSizeEXT.x), (_39 + float(gl_LaunchIDEXT.y)) / float(gl_LaunchSizeEXT.y), -1.0), 0.001000000047497451305389404296875, vec3(0.0, 0.0, 1.0), 1000.0, 0);
    _10 = payload;
    uint _69 = (gl_LaunchSizeEXT.x * gl_LaunchIDEXT.y) + gl_LaunchIDEXT.x;
    image.words[_69 * 4u] = floatBitsToUint(_10._m0.x);
    image.words[(_69 * 4u) + 1u] = floatBitsToUint(_10._m0.y);
    image.words[(_69 * 4u) + 2u] = floatBitsToUint(_10._m0.z);
    image.words[(_69 * 4u) + 3u] = floatBitsToUint(_10._m0.w);
    count(0u, 1u);
}

