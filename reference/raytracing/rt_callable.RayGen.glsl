#version 460
#extension GL_EXT_ray_tracing : require

struct _6
{
    uint _m0;
};

struct _9
{
    uint _m0;
    uint _m1;
};

layout(set = 0, binding = 2000, std430) buffer output_words32
{
    uint words[];
} _output;

layout(location = 0) callableDataEXT _9 callable_data;
layout(set = 0, binding = 1000) uniform accelerationStructureEXT scene;
layout(location = 1) rayPayloadEXT _6 payload;

void main()
{
    _9 _12;
    _12._m0 = gl_LaunchIDEXT.x + 1u;
    _12._m1 = 0u;
    callable_data = _12;
    executeCallableEXT(0u, 0);
    _12 = callable_data;
    _9 _11;
    _11._m0 = _12._m0;
    _11._m1 = _12._m1;
    callable_data = _11;
    executeCallableEXT(1u, 0);
    _11 = callable_data;
    _6 _8;
    _8._m0 = 0u;
    payload = _8;
    traceRayEXT(scene, 0u, 255u, 0u, 1u, 0u, vec3(float(gl_LaunchIDEXT.x) + 0.5, 0.5, -1.0), 0.0, vec3(0.0, 0.0, 1.0), 10.0, 1);
    _8 = payload;
    _output.words[gl_LaunchIDEXT.x * 2u] = (_11._m1 * 10000u) + _11._m0;
    _output.words[(gl_LaunchIDEXT.x * 2u) + 1u] = _8._m0;
}

