#version 460
#extension GL_EXT_ray_tracing : require

struct _8
{
    vec4 _m0;
    uint _m1;
};

layout(set = 0, binding = 2001, std430) buffer counters_words32
{
    uint words[];
} counters;

layout(set = 0, binding = 1000) uniform accelerationStructureEXT scene;
layout(location = 0) rayPayloadEXT _8 payload;

uint hash(uint value)
{
    uint _74 = ((value >> 16u) ^ value) * 2146121005u;
    return (_74 >> 15u) ^ _74;
}

float random(inout uint state)
{
    uint _83 = hash(state + 2654435769u);
    state = _83;
    return float(_83 & 16777215u) * 5.9604644775390625e-08;
}

void count(uint slot, uint amount)
{
    uint _101 = atomicAdd(counters.words[(slot << 2u) >> 2u], amount);
}

void main()
{
    uint _12 = hash(gl_LaunchIDEXT.y);
    float _35 = random(_12);
    float _36 = random(_12);
    _8 _10;
    _10._m0 = vec4(0.0);
    _10._m1 = 0u;
    payload = _10;
    traceRayEXT(scene, 12u, 1u, 0u, 1u, 1u, vec3((_35 + float(gl_LaunchIDEXT.x)) / float(gl_LaunchSizeEXT.x), (_36 + float(gl_LaunchIDEXT.y)) / float(gl_LaunchSizeEXT.y), -1.0), 0.001000000047497451305389404296875, vec3(0.0, 0.0, 1.0), 1000.0, 0);
    _10 = payload;
    count(1u, _10._m1);
}

