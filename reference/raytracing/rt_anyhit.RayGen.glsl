#version 460
#extension GL_EXT_ray_tracing : require

struct _6
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 2000, std430) buffer output_words32
{
    uint words[];
} _output;

layout(set = 0, binding = 1000) uniform accelerationStructureEXT scene;
layout(location = 0) rayPayloadEXT _6 payload;

void main()
{
    _6 _8;
    _8._m0 = 0.0;
    _8._m1 = 0.0;
    _8._m2 = 0.0;
    _8._m3 = 0.0;
    payload = _8;
    traceRayEXT(scene, 0u, (gl_LaunchIDEXT.y == 0u) ? 1u : 2u, 0u, 1u, 0u, vec3(float(gl_LaunchIDEXT.x) + 0.5, float(gl_LaunchIDEXT.y) + 0.5, -1.0), 0.0, vec3(0.0, 0.0, 1.0), 10.0, 0);
    _8 = payload;
    uint _55 = (gl_LaunchIDEXT.y << 2u) + gl_LaunchIDEXT.x;
    _output.words[_55 * 4u] = floatBitsToUint(_8._m0);
    _output.words[(_55 * 4u) + 1u] = floatBitsToUint(_8._m1);
    _output.words[(_55 * 4u) + 2u] = floatBitsToUint(_8._m2);
    _output.words[(_55 * 4u) + 3u] = floatBitsToUint(_8._m3);
}

